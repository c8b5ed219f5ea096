"""C++ (and C) declared types of names, as the C-family extractor's hints need them.

Owns the words a type text drops (``_TYPE_WORDS``), the standard library's owning pointers
and ``optional`` (``SMART_POINTER``: ``std::unique_ptr<Foo>`` is the ``Foo`` ``->`` reaches),
what a subscript of a standard container or a file's own alias of one takes out
(:func:`element_type`, :func:`container_aliases`), whether a declarator declares one pointer
or array of its type (:func:`elements`), the constness of what a declared name reaches
(:func:`constness`) and whether a parameter belongs to a definition, lambda or ``catch``
(:func:`in_definition`); a declared type's plain name (:func:`c_type`, :func:`name_path`), the
type an ``auto`` local's initialiser gives (:func:`initialiser_type`: ``new``, a call, a cast or a
standard factory; :func:`begun_element`: a sequence's ``begin()`` / ``find()``), a range ``for``
variable's (:func:`range_element`, through ``std::as_const``; :func:`iterated_chain` and
:func:`pair_names` for a map's key and value), and which overload of a repeated qualname holds a
line (:func:`overload_of`).  ``cfamily.py`` reads declarations with these.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable

from tree_sitter import Node

from smriti_git.index.facts import Definition
from smriti_git.index.languages.base import text
from smriti_git.index.languages.cpp_args import std_element
from smriti_git.index.languages.langkit import plain_type, strip_generics

TYPE_WORDS = ("const", "volatile", "struct", "enum", "union", "class", "typename", "static", "inline",
              "virtual", "constexpr", "mutable", "extern", "unsigned", "signed", "register", "restrict")

# The standard library's owning pointers and ``optional``, whose ``->`` reaches the one
# object they hold: ``std::unique_ptr<Foo> p; p->m()`` calls ``Foo::m``; and ``weak_ptr``, whose ``lock()``
# gives a ``shared_ptr`` to the object it watches (``Linker._attribute``).
SMART_POINTER = re.compile(r"^\s*(?:const\s+)?(?:::)?(?:std\s*::\s*)?(?:unique_ptr|shared_ptr|weak_ptr|optional)\s*"
                           r"<\s*([^<>,]+?)\s*(?:,[^<>]*)?>\s*(?:const\s*)?[&*]?\s*$")

# And one holding an instance of a class template (``std::shared_ptr<output_adapter_protocol<CharType>>``,
# nlohmann/json's ``output_adapter_t``): the template, whose members are its instances'.
_SMART_TEMPLATE = re.compile(r"^\s*(?:const\s+)?(?:::)?(?:std\s*::\s*)?(?:unique_ptr|shared_ptr|weak_ptr|optional)\s*"
                             r"<\s*(?:const\s+)?((?:::)?[A-Za-z_][\w:]*)\s*<.*>\s*>\s*(?:const\s*)?[&*]?\s*$",
                             re.DOTALL)


_CONTAINER_ALIAS = re.compile(rb"\busing\s+(\w+)\s*=\s*((?:::)?std\s*::\s*(?:vector|deque|array|map|unordered_map)\s*<"
                              rb"[^;{}]*>)\s*;|\btypedef\s+((?:::)?std\s*::\s*(?:vector|deque|array|map|unordered_map)"
                              rb"\s*<[^;{}]*>)\s*(\w+)\s*;")


def container_aliases(source: bytes) -> dict[str, str]:
    """A file's own aliases of standard containers (``using ParsedHashMap = std::unordered_map<
    std::size_t, OptionValue>;``, ``typedef std::vector<Foo> Foos;``): name -> the type written."""
    if b"std" not in source or (b"using" not in source and b"typedef" not in source):
        return {}
    out: dict[str, str] = {}
    for match in _CONTAINER_ALIAS.finditer(source):
        named, type_written = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(3))
        name, written = named.decode("utf-8", "replace"), type_written.decode("utf-8", "replace")
        out[name] = written if out.get(name, written) == written else ""
    return {name: written for name, written in out.items() if written}


def element_type(type_node: Node | None, declarator: Node, aliases: dict[str, str] | None = None,
                 sequence: bool = False, nested: bool = False) -> str:
    """What a subscript of a name declared as a standard container (or a file's own alias of one:
    ``aliases``) takes out (``std::vector<Foo> v``, ``std::map<K, std::shared_ptr<Foo>> m``: a
    ``Foo``; a project template of one type argument, :func:`held`; a standard container named without
    ``std::``, under ``using namespace std;``: fplll's ``vector<FP_NR<mpfr_t>> x``), '' when not certain (the
    name is a pointer to the container, or the element a primitive or a standard template; of a project's class
    template, the template: ``FP_NR``).  With
    ``sequence``: what iterating it yields, '' for a map.  With ``nested``: what a second subscript
    takes out of a container of standard containers (``std::vector<std::vector<Foo>> v``: ``v[i][j]``,
    a ``Foo``).  ``declarator`` may be a variable's read as a function's (``std::vector<Foo> v(n)``)."""
    if type_node is None or (not aliases and type_node.type not in ("template_type", "qualified_identifier")):
        return ""
    written = aliases.get(text(type_node), "") if aliases else ""
    if not written and type_node.type not in ("template_type", "qualified_identifier"):
        return ""
    node = declarator.child_by_field_name("declarator") if declarator.type == "init_declarator" else declarator
    if node is not None and node.type == "reference_declarator":
        node = node.named_children[-1] if node.named_children else None
    if node is not None and node.type == "function_declarator":
        node = node.child_by_field_name("declarator")
    if node is None or node.type not in ("identifier", "field_identifier"):
        return ""
    written = written or text(type_node)
    item = std_element(written, sequence) or held(written) or \
        (std_element("std::" + written, sequence) if _BARE_CONTAINER.match(written) else "")
    if nested:
        item = std_element(item, sequence) if item else ""
    if not item:
        return ""
    pointee = SMART_POINTER.match(item)
    if pointee is not None and "<" not in pointee.group(1):
        item = pointee.group(1)
    if "<" in item and _REPOSITORY_INSTANCE.fullmatch(item) is not None:   # fplll's ``vector<FP_NR<mpfr_t>> x``:
        item = strip_generics(item)   # ``x[k]`` is an ``FP_NR`` (as a name declared ``FP_NR<mpfr_t> y`` is)
    return "" if "<" in item else plain_type(item, words=TYPE_WORDS, chars="&*").lstrip(":")


# A standard container named without its namespace (under ``using namespace std;``).
_BARE_CONTAINER = re.compile(r"(?:vector|deque|array|list|set|multiset|unordered_set|map|unordered_map)\s*<")
# An instance of a class template that is no standard one (``FP_NR<mpfr_t>``, ``ns::Box<T, 3>``), held by value.
_REPOSITORY_INSTANCE = re.compile(r"(?!(?:::)?std\s*::)(?:[A-Za-z_]\w*\s*::\s*)*[A-Za-z_]\w*\s*<.*>")


# An instance of one of the project's class templates of one type argument (``List<Item>``,
# ``TagLib::List<Item*>``, ``Array<BodyID>``), not the standard library's.
_ONE_ARGUMENT = re.compile(r"^(?!std::|::std::)(?:[A-Za-z_]\w*::)*[A-Za-z_]\w*"
                           r"<\s*((?:const\s+)?[A-Za-z_][\w:]*\s*\**)\s*>$")


def held(written: str) -> str:
    """What a project class template of one type argument holds (``List<Item>``: an ``Item``): its
    subscript, what it points to and what iterating it yields, as containers, smart pointers,
    optionals and spans all do; '' for anything else."""
    match = _ONE_ARGUMENT.match(" ".join(written.split()))
    return match.group(1) if match is not None else ""


# An iterator of an alias, as a type is written (RE-flex's ``Positions::iterator``, PDF-Writer's
# ``StringToXCryptorMap::iterator``): what the alias's container holds, read by the linker.
ALIAS_ITERATOR = re.compile(r"([A-Za-z_]\w*)::(?:const_)?(?:reverse_)?iterator")

# An iterator of a standard sequence or set, written as its type (``std::vector<Node*>::iterator``,
# ``set<Pool*>::const_iterator`` under ``using namespace std``): ``*it`` and ``it->`` reach an element.
_ITERATOR = re.compile(r"^(?:::)?(?:std::)?(vector|deque|list|set|multiset|unordered_set|array)(<.*>)"
                       r"::(?:const_)?(?:reverse_)?iterator$", re.DOTALL)


def iterator_element(type_node: Node) -> str:
    """The element type an iterator-typed declaration reaches (``std::vector<Node*>::iterator i``:
    ``Node``), '' for any other type or an element that is a template or primitive."""
    match = _ITERATOR.match("".join(text(type_node).split())) if type_node.type == "qualified_identifier" else None
    if match is None:
        return ""
    item = std_element(f"std::vector{match.group(2)}", True)   # the first template argument, as a vector's
    pointee = SMART_POINTER.match(item)
    if pointee is not None and "<" not in pointee.group(1):
        item = pointee.group(1)
    return "" if not item or "<" in item else plain_type(item, words=TYPE_WORDS, chars="&*").lstrip(":")


def in_definition(parameter: Node) -> bool:
    """Whether a parameter belongs to a function definition, lambda or ``catch`` (not a prototype)."""
    node = parameter.parent
    while node is not None:
        if node.type in ("function_definition", "lambda_expression", "catch_clause"):
            return True
        if node.type in ("declaration", "field_declaration", "type_definition", "parameter_declaration",
                         "compound_statement", "translation_unit"):
            return False
        node = node.parent
    return False


def elements(declarator: Node) -> bool:
    """Whether a declarator declares one pointer or array of the declared type (``*keys``,
    ``keys[4]``), an array of pointers to it (``Worker* workers[4]``) or a pointer to pointers to it (ninja's
    ``Node** nodes``): what a subscript of the name takes out is of that type, or points to it."""
    node = declarator.child_by_field_name("declarator") if declarator.type == "init_declarator" else declarator
    wrappers: list[str] = []
    while node is not None and node.type in ("pointer_declarator", "array_declarator") and len(wrappers) < 3:
        wrappers.append(node.type)
        node = node.child_by_field_name("declarator")
    return node is not None and node.type in ("identifier", "field_identifier") and wrappers in (
        ["pointer_declarator"], ["array_declarator"], ["pointer_declarator", "array_declarator"],
        ["pointer_declarator", "pointer_declarator"])


def constness(type_node: Node, declarator: Node, field: bool = False) -> str:
    """Whether the object a declared name reaches is ``const``: the value itself, or what a
    pointer or reference points to (``const Foo* p``, ``Foo const& r``: "const"; ``Foo* p``,
    ``Foo v``: "mutable"; a field held by value and not ``const``: "member", as ``const`` as
    the object it belongs to, unless declared ``mutable``: Crypto++'s ``mutable FixedSizeSecBlock<word32,
    4> m_x`` in a ``const`` method calls the mutable ``begin()``); "" when that is not certain (a pointer to
    a pointer, an array).
    An ``auto`` without ``const`` takes its constness from the initialiser: "copy" by value (a copy
    of an object is mutable; of a pointer, it points where the original does), "refers" as a
    reference or a pointer (``auto& r = a.b;``: as ``const`` as ``a.b``).  A standard owning pointer
    held by value or by reference reaches its pointee: "const" only for ``unique_ptr<const T>`` (VMime's
    ``const shared_ptr <message>& msg``: ``msg->getHeader()`` calls the mutable overload)."""
    value, by_reference = True, False
    node = declarator.child_by_field_name("declarator") if declarator.type in (
        "init_declarator", "function_declarator") else declarator   # ``PruneNGramStream grams(a, b);``: a local
    if node is not None and node.type in ("pointer_declarator", "reference_declarator"):
        value, by_reference = False, node.type == "reference_declarator"
        inner = node.child_by_field_name("declarator")
        if inner is None:
            named = [c for c in node.named_children if c.type not in ("type_qualifier", "attribute_declaration")]
            inner = named[-1] if named else None
        node = inner
    if node is None or node.type not in ("identifier", "field_identifier"):
        return ""
    holder = declarator.parent
    qualified = holder is not None and any(c.type == "type_qualifier" and text(c) == "const"
                                           for c in holder.children)
    if (value or by_reference) and (owning := _OWNING_POINTER.match(text(type_node))) is not None:
        return "const" if owning.group(1).startswith("const") else "mutable"   # ``std::unique_ptr<Impl> d``: *d
    if qualified:
        return "const"
    if type_node.type == "placeholder_type_specifier":
        return "copy" if value else "refers"
    if field and value and holder is not None and any(text(c) == "mutable" for c in holder.children):
        return "mutable"
    return "member" if field and value else "mutable"


# A standard owning pointer held by value, whose ``->`` reaches its pointee whatever its own constness.
_OWNING_POINTER = re.compile(r"^\s*(?:::)?(?:std\s*::\s*)?(?:unique_ptr|shared_ptr)\s*<\s*([^<>,]+?)\s*"
                             r"(?:,[^<>]*)?>\s*$")


_PRIMITIVE_TYPES = frozenset({"primitive_type", "sized_type_specifier", "placeholder_type_specifier"})


def name_path(node: Node) -> list[str]:
    """``ns::Foo<T>::bar`` -> ``["ns", "Foo", "bar"]``; ``operator bool`` stays one name."""
    value = strip_generics(" ".join(text(node).split()))
    return [s.strip() for s in value.split("::") if s.strip()]


_GLOBAL = re.compile(r"(^|[\s&*(,<])::")   # ``const ::ns::Foo&``: the global namespace's, written from the top


# A macro body that casts its operand to one named type: ``(FIXP_DBL)(...)``, ``((FIXP_DBL)0x91261468)``.
_CAST_BODY = re.compile(r"\(*\s*\(\s*([A-Za-z_]\w*(?:\s*\*)*)\s*\)\s*[\w(~]")


def cast_macro(body: str) -> str:
    """The type a macro's body casts to when it is one cast (FDK AAC's ``#define FL2FXCONST_DBL(val) (FIXP_DBL)(
    ...)``): the macro's value has that type; '' else (a name in parentheses, ``(fn)(x)``, names no type the linker
    resolves)."""
    match = _CAST_BODY.match(" ".join(body.replace("\\\n", " ").split()))
    return "".join(match.group(1).split()) if match is not None and match.group(1) not in TYPE_WORDS else ""


def c_type(node: Node | None) -> str:
    """A plain type name from a declaration's type node ('' for primitives).  An instance of a
    class template is the template (``DynArray<char, 20>``: ``DynArray``, whose members are its
    instances'), except the standard library's (``std::vector<Foo>``: '', not in the repository);
    a ``std::unique_ptr<Foo>``, ``std::shared_ptr<Foo>`` or ``std::optional<Foo>`` is the
    ``Foo`` it holds (what ``->`` reaches), ``std::shared_ptr<Proto<T>>`` the template ``Proto``; a class
    defined where it is used, its name."""
    if node is None or node.type in _PRIMITIVE_TYPES:
        return ""
    if node.type in ("struct_specifier", "class_specifier", "union_specifier") and \
            node.child_by_field_name("body") is not None:   # SRT's ``struct CoreStats { ... } m_stats;``
        named = node.child_by_field_name("name")
        return text(named) if named is not None and named.type == "type_identifier" else ""
    written = text(node)
    if written.isidentifier() and written not in TYPE_WORDS:
        return written          # the common case, without plain_type's regular expressions
    if "<" in written:
        pointee = SMART_POINTER.match(written)
        if pointee is not None and "<" not in pointee.group(1):
            return plain_type(pointee.group(1), words=TYPE_WORDS, chars="&*").lstrip(":")
        held_template = _SMART_TEMPLATE.match(written)
        if held_template is not None:
            name = "".join(held_template.group(1).split()).lstrip(":")
            return "" if name.startswith("std::") else name
        written = strip_generics(written)
        if written.replace(" ", "").lstrip(":").startswith("std::"):
            return ""
    return plain_type(_GLOBAL.sub(r"\1", written), words=TYPE_WORDS, chars="&*")


def overload_of(definitions: list[Definition]) -> Callable[[str | None, int], int] | None:
    """Which of several definitions sharing a qualname (overloads) holds a line: its first line."""
    spans: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for d in definitions:
        if d.kind in ("function", "method"):
            spans[d.qualname].append((d.span.start_line, d.span.end_line))
    repeated = {q: s for q, s in spans.items() if len(s) > 1}
    if not repeated:
        return None

    def which(scope: str | None, line: int) -> int:
        return next((start for start, end in repeated.get(scope or "", ()) if start <= line <= end), 0)
    return which


_MEMBER_CHAIN = re.compile(r"[A-Za-z_]\w*(?:(?:->|\.)[A-Za-z_]\w*)+")
_CALLED_CHAIN = re.compile(r"(?:(?:::)?[A-Za-z_]\w*::)*[A-Za-z_]\w*(?:(?:->|\.)[A-Za-z_]\w*)*")   # ``ns::ctx.list``


_CONST_VIEWS = frozenset({"std::as_const", "as_const", "qAsConst"})


def _unwrapped(iterated: Node | None) -> Node | None:
    """What a range ``for`` iterates through a constant view of it (``std::as_const(d->items)``,
    Qt's ``qAsConst(list)``), or through a pointer to it (i2pd's ``for (const auto& address : *addresses)``):
    the object, or the pointer, whose pointee the linker iterates (``Linker._written_element``)."""
    if iterated is not None and iterated.type == "pointer_expression" and text(iterated.children[0]) == "*":
        return iterated.child_by_field_name("argument")
    if iterated is None or iterated.type != "call_expression":
        return iterated
    function, arguments = iterated.child_by_field_name("function"), iterated.child_by_field_name("arguments")
    if function is None or "".join(text(function).split()) not in _CONST_VIEWS or arguments is None or \
            len(arguments.named_children) != 1:
        return iterated
    return arguments.named_children[0]


def range_element(loop: Node | None, scope: str | None, sequences: dict[tuple[str | None, str], str],
                   declared: set[str]) -> str:
    """The type of a range ``for``'s variable: the one it declares, else (``auto``) what iterating a
    local or parameter, or a field of the method's class declared in the file, declared as a
    standard sequence yields; for a name declared in neither, ``$*name#e@scope``, what the linker
    finds iterating the field of that name (``Linker._c_iterated``), and the same for a local of
    a named type (``MP4::AtomList stco``, an alias of ``List<Atom*>`` in another file)."""
    if loop is None or loop.type != "for_range_loop":
        return ""
    written = loop.child_by_field_name("type")
    if written is not None and written.type != "placeholder_type_specifier":
        return c_type(written)
    return iterated_element(_unwrapped(loop.child_by_field_name("right")), scope, sequences, declared)


def iterated_chain(loop: Node | None) -> str | None:
    """What a range ``for`` iterates, as the linker reads a name or member chain (``items``,
    ``d->items``, ``f->fieldList()``, through ``std::as_const``), for its elements' pair types
    (``$*chain#k`` / ``#v``: :func:`pair_names`); ``None`` for anything else."""
    right = _unwrapped(loop.child_by_field_name("right")) if loop is not None and \
        loop.type == "for_range_loop" else None
    return _chain_of(right)


def begun_chain(value: Node) -> str | None:
    """What an ``auto`` iterator is initialised from (``auto it = d->items.find(k);``: ``d->items``),
    as :func:`iterated_chain` writes it; ``None`` for any other initialiser."""
    source = _begun_from(value)
    return _chain_of(source) if source is not None else None


def _chain_of(right: Node | None) -> str | None:
    if right is not None and right.type == "call_expression" and (arguments := right.child_by_field_name(
            "arguments")) is not None and not arguments.named_children:
        function = right.child_by_field_name("function")
        chain = "".join(text(function).split()) if function is not None else ""
        return chain + "()" if _CALLED_CHAIN.fullmatch(chain) else None
    chain = "".join(text(right).split()) if right is not None and right.type in (
        "identifier", "field_identifier", "field_expression") else ""
    return chain.removeprefix("this->") if chain and _CALLED_CHAIN.fullmatch(chain) else None


def pair_names(declarator: Node) -> list[tuple[Node, str]]:
    """The two names a range ``for``'s structured binding declares (``auto& [key, value]``), with
    the role each takes of a map's element: ``k`` the key, ``v`` the value; [] for any other."""
    node = declarator.named_children[-1] if declarator.type == "reference_declarator" and \
        declarator.named_children else declarator
    names = [c for c in node.named_children if c.type == "identifier"] if \
        node.type == "structured_binding_declarator" else []
    return list(zip(names, ("k", "v"), strict=True)) if len(names) == 2 else []


_ITERATOR_GETTERS = frozenset({"begin", "cbegin", "rbegin", "crbegin", "find"})


def begun_element(value: Node, scope: str | None, sequences: dict[tuple[str | None, str], str],
                  declared: set[str]) -> str:
    """What an ``auto`` iterator initialised from a sequence reaches (``auto it = items.begin();``,
    ``auto i = d->frames.find(f)``: an element of ``items``, as :func:`iterated_element` finds it),
    '' for any other initialiser."""
    source = _begun_from(value)
    return iterated_element(source, scope, sequences, declared) if source is not None else ""


def _begun_from(value: Node) -> Node | None:
    """What ``X.begin()`` / ``X.find(k)`` (an iterator's initialiser) is called on: ``X``."""
    function = value.child_by_field_name("function") if value.type == "call_expression" else None
    field = function.child_by_field_name("field") if function is not None and \
        function.type == "field_expression" else None
    if function is None or field is None or text(field) not in _ITERATOR_GETTERS:
        return None
    return function.child_by_field_name("argument")


def iterated_element(right: Node | None, scope: str | None, sequences: dict[tuple[str | None, str], str],
                     declared: set[str]) -> str:
    """What iterating ``right`` yields (see :func:`range_element`)."""
    if right is not None and right.type == "field_expression" and right.child_by_field_name("argument") is not None \
            and text(right.child_by_field_name("argument")) == "this":
        right = right.child_by_field_name("field")
    if right is not None and right.type == "field_expression" and \
            _MEMBER_CHAIN.fullmatch(chain := "".join(text(right).split())):
        return f"$*{chain}#e@{scope or ''}"   # ``d->items``: the linker reads the field's declaration
    if right is not None and right.type == "call_expression" and (function := right.child_by_field_name(
            "function")) is not None and _CALLED_CHAIN.fullmatch(chain := "".join(text(function).split())):
        listed = right.child_by_field_name("arguments")
        count = len(listed.named_children) if listed is not None else 0
        return f"$*{chain}({count})#e@{scope or ''}"   # ``f->fieldList()``, ``graph_.getNeighbors(vertex)``
        # (``(0)``, ``(1)``: the number of arguments): the linker reads the result its overloads of that arity declare
    if right is None or right.type not in ("identifier", "field_identifier"):
        return ""
    name, owner = text(right), (scope or "").rpartition(".")[0]
    if (scope, name) in sequences or right.type == "field_identifier" or name not in declared:
        found = sequences.get((scope, name)) or sequences.get((owner, name), "")
        if not found and (scope, name) not in sequences and name.isidentifier():
            found = f"$*{name}#e@{scope or ''}"   # a field declared in another file: the linker reads it
        return found
    return f"$*{name}#e@{scope or ''}"   # a local of a named type: an alias of a container, maybe


# Casts and the standard library's factories whose result is (a pointer to, or an owner of) the
# type their template argument names: ``static_cast<Foo*>(p)``, ``std::make_unique<ns::Foo>(a)``.
# A project's own factory or cast named like the standard ones counts too (PROJ's ``util::nn_make_shared<T>``,
# ``util::nn_dynamic_pointer_cast<T>``, for its non-null ``nn<std::shared_ptr<T>>``).
_FACTORY = re.compile(r"[\w:\s]*::\s*\w*(?:make_unique|make_shared|_pointer_cast)\s*<")
CASTS = frozenset({"static_cast", "dynamic_cast", "reinterpret_cast", "const_cast"})   # the C++ cast keywords
NAMED_RESULT = CASTS | {"make_unique", "make_shared", "static_pointer_cast", "dynamic_pointer_cast",
                         "const_pointer_cast", "reinterpret_pointer_cast"}


def named_result(name: str) -> bool:
    """Whether a function's last name is a cast or a factory whose result its template argument names."""
    return name in NAMED_RESULT or name.endswith(("make_unique", "make_shared", "_pointer_cast"))


def _named_template_type(function: Node | None) -> str | None:
    """The type a cast or a standard factory's template argument names (``dynamic_cast<const
    Pic*>(b)``, ``std::make_unique<mk::Seek>(3)``: ``Pic``, ``mk::Seek``; '' for a primitive), or
    ``None`` when ``function`` is neither."""
    if function is not None and function.type == "qualified_identifier" and (
            text(function.child_by_field_name("scope") or function) == "std" or _FACTORY.match(text(function))):
        function = function.child_by_field_name("name")   # a project's own ``detail::make_unique<Foo>``
    if function is None or function.type != "template_function":
        return None
    name, arguments = function.child_by_field_name("name"), function.child_by_field_name("arguments")
    if name is None or not named_result(text(name)) or arguments is None:
        return None
    first = arguments.named_children[0] if arguments.named_children else None
    return c_type(first.child_by_field_name("type")) if first is not None and first.type == "type_descriptor" else ""


def _template_called(function: Node) -> bool:
    """Whether a call's function is a function template named with template arguments, bare or
    qualified by namespaces (``Cast<Block>``, ``detail::down_cast<const Arc*>``)."""
    while function.type == "qualified_identifier" and (inner := function.child_by_field_name("name")) is not None:
        function = inner
    name = function.child_by_field_name("name") if function.type == "template_function" else None
    return name is not None and name.type == "identifier"


def cast_constness(value: Node | None) -> str:
    """The constness (:func:`constness`) of what an ``auto`` local reaches when a cast or ``new``
    initialises it: ``*(IteratorData*) memory_``, ``(const Foo*) p``, ``static_cast<Foo*>(p)``, ``new
    Foo``: "const" when the type written is ``const``, "mutable" else; "" for any other initialiser."""
    while value is not None and value.type in ("pointer_expression", "parenthesized_expression") and (
            value.type == "parenthesized_expression" or text(value.children[0]) == "*"):
        inner = value.named_children
        value = inner[-1] if inner else None
    written: Node | None = None
    if value is not None and value.type in ("cast_expression", "new_expression"):
        written = value.child_by_field_name("type") if value.type == "cast_expression" else value
    elif value is not None and value.type == "call_expression" and \
            _named_template_type(function := value.child_by_field_name("function")) is not None and \
            function is not None and (arguments := function.child_by_field_name("arguments")) is not None and \
            arguments.named_children:
        written = arguments.named_children[0]
    if written is None:
        return ""
    return "const" if any(c.type == "type_qualifier" and text(c) == "const" for c in written.children) else "mutable"


def initialiser_type(value: Node | None) -> str:
    """The type an ``auto`` variable gets from ``new Foo(...)``, ``make(...)``, a cast or a
    standard factory (``static_cast<Foo*>(p)``, ``(Foo*) p``, ``std::make_unique<Foo>(a)``), or the
    object a dereferenced cast points to (``*(Foo*) p``)."""
    if value is None:
        return ""
    if value.type == "pointer_expression" and text(value.children[0]) == "*":
        inner = value.child_by_field_name("argument")   # ``auto& d = *(IteratorData*) memory_;``: the object
        while inner is not None and inner.type == "parenthesized_expression" and len(inner.named_children) == 1:
            inner = inner.named_children[0]             # a cast names (primesieve's iterator)
        if inner is not None and (inner.type == "cast_expression" or (
                inner.type == "call_expression" and _named_template_type(inner.child_by_field_name("function")))):
            return initialiser_type(inner)
        return ""
    if value.type == "cast_expression":   # ``auto p = (Foo*) data;``
        written = value.child_by_field_name("type")
        return c_type(written.child_by_field_name("type")) if written is not None else ""
    if value.type == "new_expression":
        kind = value.child_by_field_name("type")
        return "::".join(name_path(kind)) if kind is not None else ""
    if value.type == "call_expression":
        function = value.child_by_field_name("function")
        if (named := _named_template_type(function)) is not None:
            return named
        if function is not None and _template_called(function):   # ``Cast<Block>(n)``, ``detail::down_cast<T*>(p)``
            return "()" + "".join(text(function).split())   # the linker reads the template arguments
        field = function.child_by_field_name("field") if function is not None and \
            function.type == "field_expression" else None
        if field is not None and field.type == "template_method":   # ``t.GetPointer<Vector<T>*>(o)``
            return "()" + "".join(text(function).split())
        if function is not None and function.type in ("identifier", "qualified_identifier", "field_expression",
                                                      "template_function"):
            return "()" + "".join(strip_generics(text(function)).split())
    return ""
