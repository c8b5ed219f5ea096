"""C++ call arguments' types where the syntax makes them certain, for choosing among overloads.

Owns ``CallFact.arg_texts`` and ``FileFacts.declared`` for C++: each argument of a call is a
literal's type (``5``: ``int``, ``0``: :data:`ZERO`, an ``int`` that is a null pointer too,
``1.5``: ``double``, ``1.5f``: ``float``, ``2u``: ``unsignedint``,
``"x"``: ``constchar*``, ``'c'``: ``char``, ``true``: ``bool``, ``sizeof x``: ``size_t``,
``s.c_str()``: ``constchar*``), ``$name`` for a plain identifier (the linker reads the type
its local or parameter declaration wrote, from ``FileFacts.declared``, or a field's),
``.a->b.c`` for a member chain (the last field's declared type; ``.m->points[].p`` through
subscripts), ``*$a`` / ``*.a.b`` for an element (``a[i]``, ``a.b[i]``), ``()callee@line:column``
for a call's result (the callee's, else the one the call at that place resolves to),
``[- A B]`` / ``[u- A]`` for an operator expression over its operands' own texts (typed by
``link_cpp_args``), ``(T)name`` for ``(name)(x)``, a cast where ``name`` is a type (the grammar reads it as a
call), ``~`` for an rvalue whose type is not written (``{a, b}``, ``nullptr``,
a lambda: it binds ``T&&`` before ``const T&``), ``T*`` for ``new T(...)``, ``T`` for ``T{a, b}``, or ``""``
when not known.
Types are written without spaces (``constchar*``), as :func:`parameter_types` writes a signature's
parameters (comments dropped), which the declaration join and overload choice compare.
Also :func:`std_element`: what a subscript of a standard container takes out
(``std::vector<Foo>``, ``std::map<K, Foo>``: a ``Foo``); :func:`initialiser_value`: the value
an ``auto`` local takes from a subscript or any dereference (``*a.b``, ``**it``); :func:`constructed_local`:
``T x(a, b);`` in a function body, which the grammar reads as a function declaration, told
apart as the local it is when its arguments are names the function has declared or written as
values are; the template texts the linker reads: :func:`pair_types` (a standard map's key and
value), :func:`class_parameters` (a class template's type parameters), :func:`written_bases` and
:func:`base_arguments` (a class's bases as written, and the arguments it gives one), :func:`class_defaults`
(with their default arguments) and :func:`vexing_declared` (an ``auto`` local initialised in parentheses by a
factory, which the grammar reads as a function declaration).

Why this module is longer than 600 lines: it is the one reader of C++ type texts as the syntax writes
them (arguments, declarations, template heads and base lists), whose readers share one spelling (no
spaces, ``const`` first) that the declaration join and the overload choice compare; split, each part
would re-derive that spelling.
"""

from __future__ import annotations

import re
from functools import lru_cache

from tree_sitter import Node

from smriti_git.index.facts import CallFact
from smriti_git.index.languages.base import argument_groups, receiver_text, text

ZERO = "0"   # the literal ``0``: an ``int`` that converts to a pointer too (a null pointer constant)
CAST = "(T)"   # ``(T)name``: ``(name)(x)``, a cast to ``name`` where it names a type, else a call (no type)
_LITERALS = {"string_literal": "constchar*", "raw_string_literal": "constchar*", "char_literal": "char",
             "true": "bool", "false": "bool"}


# The standard containers whose ``operator[]`` (or ``front()`` / ``back()`` / ``top()`` / ``at()``)
# returns an element: the first template argument of a sequence, a stack or a queue, the second
# of a map (``std::map<K, V>``: ``m[k]`` is a ``V``).
_STD_CONTAINER = re.compile(r"^\s*(?:const\s+)?(?:::)?std\s*::\s*(vector|deque|array|list|stack|queue|priority_queue|"
                            r"set|multiset|unordered_set|map|unordered_map)\s*<(.*)>"
                            r"\s*(?:const\s*)?&?\s*$", re.DOTALL)


# The standard containers no constructor converts between instances of (as a pattern's alternatives).
CONTAINERS = "vector|deque|list|forward_list|set|multiset|unordered_set|map|multimap|unordered_map|array|basic_string"


def std_element(written: str, sequence: bool = False) -> str:
    """The element type written in a standard container's type (``std::unordered_map<std::string,
    std::shared_ptr<Opt>>``: ``std::shared_ptr<Opt>``), '' for any other type or a pointer to one;
    with ``sequence``, '' for a map too (iterating a map yields pairs, not its values)."""
    match = _STD_CONTAINER.match(written)
    if match is None or (sequence and match.group(1) in ("map", "unordered_map")):
        return ""
    body = match.group(2)
    if _unbalanced(body):
        return ""   # not one argument list
    args = top_level(body)
    wanted = 1 if match.group(1) in ("map", "unordered_map") else 0
    return args[wanted].strip() if len(args) > wanted else ""


def _unbalanced(body: str) -> bool:
    return sum((c in "<([") - (c in ">)]") for c in body) != 0


_STD_PAIR = re.compile(r"^\s*(?:const\s+)?(?:::)?std\s*::\s*pair\s*<(.*)>\s*$", re.DOTALL)


@lru_cache(maxsize=4096)
def pair_types(written: str) -> tuple[str, str] | None:
    """The key and value types what iterating a standard map yields (``std::map<K, V>``,
    ``std::unordered_map<K, std::unique_ptr<V>>``), or a standard sequence of ``std::pair<K, V>``,
    as written; ``None`` for any other type."""
    match = _STD_CONTAINER.match(written)
    if match is None or _unbalanced(match.group(2)):
        return None
    args = [a.strip() for a in top_level(match.group(2))]
    if match.group(1) in ("map", "unordered_map"):
        return (args[0], args[1]) if len(args) >= 2 else None
    pair = _STD_PAIR.match(args[0]) if args else None
    inner = [a.strip() for a in top_level(pair.group(1))] if pair is not None else []
    return (inner[0], inner[1]) if len(inner) == 2 else None


def top_level(written: str) -> list[str]:
    """The comma-separated parts of ``written`` outside brackets and braces (``a,b<c,d>,e`` -> ``["a",
    "b<c,d>", "e"]``; ``vec4 v{1, 2}`` one part); an empty part kept."""
    out, depth, start = [], 0, 0
    for at, char in enumerate(written):
        depth += (char in "<([{") - (char in ">)]}")
        if char == "," and depth == 0:
            out.append(written[start:at])
            start = at + 1
    out.append(written[start:])
    return out


def initialiser_value(value: Node | None, scope: str | None, pointers: set[str]) -> str:
    """The value hint (``$expr@scope``) of an ``auto`` local initialised with a subscript of a
    name or member (``auto& r = m_parsed[h];``) or with a dereferenced pointer among ``pointers``
    (names declared ``Foo*`` or a standard owning pointer: ``auto& o = *allocated;``) or with a
    name or member chain itself (``auto* p = parent_;``, ``auto n = this->next;``, ``const auto& type =
    field.value.type;``, ``auto ident = m_Config->GetFirstHop()->ident;``); '' else."""
    if value is None:
        return ""
    if value.type == "subscript_expression":
        inner = value.child_by_field_name("argument")
        if inner is not None and inner.type in ("identifier", "field_identifier", "field_expression"):
            return f"${''.join(text(value).split())}@{scope or ''}"
    elif value.type == "pointer_expression" and value.children and text(value.children[0]) == "*":
        inner = value.child_by_field_name("argument")
        if inner is not None and inner.type == "identifier" and text(inner) in pointers:
            return f"${text(inner)}@{scope or ''}"
        if (pointed := _dereference(value)) is not None:
            return f"${pointed}@{scope or ''}"   # ``auto& d = *type.enum_def;``, ``auto& f = **it;``
    elif value.type == "identifier" or _member_chain(value):
        return f"${''.join(text(value).split())}@{scope or ''}"   # ``auto* p = parent_;``: a copy of it
    return ""


def _member_chain(value: Node, top: bool = True) -> bool:
    """Whether ``value`` is a chain of members of a name or ``this`` (``this->next``,
    ``field.value.type``), through calls without arguments (``m_Config->GetFirstHop()->ident``) but ending
    in a member, without subscripts."""
    if not top and value.type == "call_expression":
        called, listed = value.child_by_field_name("function"), value.child_by_field_name("arguments")
        return called is not None and listed is not None and not listed.named_children and \
            called.type == "field_expression" and _member_chain(called, False)
    return value.type == "field_expression" and all(
        c.type in ("identifier", "field_identifier", "this", ".", "->") or _member_chain(c, False)
        for c in value.children)


_DEREFERENCED = frozenset({"identifier", "field_expression", "call_expression", "pointer_expression",
                           "parenthesized_expression", "this"})


def _dereference(node: Node) -> str | None:
    """``*x`` as the linker evaluates it, ``(*x)``, for ``x`` a name, a member or call chain or
    another dereference (``**it``: ``(*(*it))``); ``None`` for anything else or a long text."""
    inner = node.child_by_field_name("argument")
    if inner is not None and inner.type == "parenthesized_expression" and len(inner.named_children) == 1:
        inner = inner.named_children[0]
    if inner is None or inner.type not in _DEREFERENCED or len(inner.text or b"") > 120:
        return None
    if inner.type == "pointer_expression":
        if not inner.children or text(inner.children[0]) != "*":
            return None
        nested = _dereference(inner)
        return f"(*{nested})" if nested is not None else None
    written = "".join(text(inner).split())
    return None if '"' in written or "'" in written or "@" in written else f"(*{written})"


_OWNING = re.compile(r"^(?:const)?(?:::)?(?:std::)?(?:unique_ptr|shared_ptr)<")


# A smart pointer or ``optional`` as written, under any qualifier: its qualified name, and what it holds.
HOLDER = re.compile(r"^(?:const)?((?:::)?(?:\w+::)*(?:unique_ptr|shared_ptr|weak_ptr|optional))<(.+)>(?:const)?[&*]?$")


def is_pointer(declared: str) -> bool:
    """Whether a declared type text (``declared_text``: ``Foo*``, ``std::unique_ptr<Foo>``) is one
    pointer, whose ``*`` is the object it points to."""
    return (declared.endswith("*") and not declared.endswith("**")) or bool(_OWNING.match(declared))


def constructed_local(declarator: Node, in_body: bool, known: set[str], pointer: bool = False) -> bool:
    """Whether ``declarator`` (``wmem(n)`` of ``WorkingMemory wmem(n);``), read by the grammar as
    a function declarator, is a local constructed with arguments: it is a declaration's own
    declarator in a function body, and every "parameter" is a bare name the function has
    already declared (a parameter or an earlier local) or one a value would have, a call of such names
    (``Parser* p(AsParser(h));``), an element of one (``Model model(argv[m]);``) or a named cast, never a type
    with a parameter name.  With ``pointer`` (the local is a pointer or a standard owning pointer), a
    call without arguments whatever its name's case: no temporary of a class initialises a pointer
    (Tesseract's ``std::unique_ptr<ResultIterator> res_it(GetIterator());``)."""
    if declarator.type != "function_declarator" or not in_body:
        return False
    parameters = declarator.child_by_field_name("parameters")
    names = [] if parameters is None else parameters.named_children
    valued = [_known_name(p, known) or _call_of_known(p, known, pointer) or _element_of_known(p, known) or
              _constant_written(p) or _cast_written(p) for p in names]
    return bool(names) and all(v or (any(valued) and _qualified_plain(p)) for p, v in zip(names, valued, strict=True))


def _cast_written(parameter: Node) -> bool:
    """A named cast read as a parameter (Gearcoleco's ``memory_stream direct_stream(reinterpret_cast<char*>(buffer),
    size);``: the "type" ``reinterpret_cast<char*>``, of an unnamed function): no parameter's type is named so."""
    written = parameter.child_by_field_name("type") if parameter.type == "parameter_declaration" else None
    name = written.child_by_field_name("name") if written is not None and written.type == "template_type" else None
    return name is not None and text(name) in _CASTS | {"dynamic_cast"}


def owning_pointer(written: str) -> bool:
    """Whether a declaration's type text is a standard owning pointer (``std::unique_ptr<Foo>``)."""
    return bool(_OWNING.match("".join(written.split())))


def constructor_calls(declarator: Node) -> list[tuple[Node, Node, str | None, int]]:
    """The calls in a constructed local's arguments (``AsParser(h)`` of ``Parser* p(AsParser(h));``,
    ``impl::make(a)`` of ``Node n(impl::make(a));``, which the grammar reads as parameters):
    (parameter node, called name, its qualifier or None, argument count)."""
    parameters = declarator.child_by_field_name("parameters")
    out: list[tuple[Node, Node, str | None, int]] = []
    for p in [] if parameters is None else parameters.named_children:
        inner = p.child_by_field_name("declarator")
        called = p.child_by_field_name("type")
        listed = inner.child_by_field_name("parameters") if inner is not None else None
        if inner is None or inner.type != "abstract_function_declarator" or called is None or listed is None:
            continue
        if called.type == "type_identifier":
            out.append((p, called, None, len(listed.named_children)))
        elif called.type == "qualified_identifier" and "<" not in text(called):
            path = [part.strip() for part in text(called).split("::")]
            name = called
            while name.child_by_field_name("name") is not None:
                name = name.child_by_field_name("name")  # type: ignore[assignment]
            if name.type == "type_identifier" and all(part.isidentifier() for part in path):
                out.append((p, name, "::".join(path[:-1]) or "::", len(listed.named_children)))
    return out


_VALUE_NAME = re.compile(r"_{0,2}[a-z]\w*")   # ``ident_pad``, ``kPad``, ``_race``: a value's name, by its case


def _known_name(parameter: Node, known: set[str]) -> bool:
    """A bare name the function has declared, or one written as values are (a lower-case first
    letter, not ``..._t``): FlatBuffers' ``CodeWriter enumWriter(ident_pad);`` of a global."""
    if parameter.type != "parameter_declaration" or parameter.child_by_field_name("declarator") is not None \
            or len(parameter.named_children) != 1 or parameter.named_children[0].type != "type_identifier":
        return False
    name = text(parameter.named_children[0])
    return name in known or (_VALUE_NAME.fullmatch(name) is not None and not name.endswith("_t"))


_STANDARD_OBJECTS = frozenset({"std::cout", "std::cerr", "std::clog", "std::cin", "std::wcout", "std::wcerr",
                               "std::nullopt", "std::nothrow", "std::in_place", "std::piecewise_construct"})
_CONSTANT = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")   # ``AP4_EAC3_HEADER_SIZE``: a macro's or constant's name


def _plain_name(parameter: Node) -> Node | None:
    """The one name a "parameter" is, without a declarator (``srcPath``, ``OpenFlag::ReadOnly``), when
    it is a bare or qualified name without template arguments, outside ``std``; None else."""
    if parameter.type != "parameter_declaration" or parameter.child_by_field_name("declarator") is not None \
            or len(parameter.named_children) != 1:
        return None
    only = parameter.named_children[0]
    return only if only.type == "type_identifier" or (
        only.type == "qualified_identifier" and "<" not in text(only) and not text(only).startswith("std::")) \
        else None


def _qualified_plain(parameter: Node) -> bool:
    """``OpenFlag::ReadOnly``: a qualified name, which a value beside it shows to be an enumerator or a
    constant (``File srcFile(srcPath, OpenFlag::ReadOnly);``), not a parameter's type; or a call of one
    without arguments (fheroes2's ``BoxSprite rbs( PaymentConditions::RecruitHero(), fheroes2::boxAreaWidthPx
    );``)."""
    named = _plain_name(parameter)
    inner = parameter.child_by_field_name("declarator")
    called = parameter.child_by_field_name("type")
    listed = inner.child_by_field_name("parameters") if inner is not None and \
        inner.type == "abstract_function_declarator" else None
    return (named is not None and named.type == "qualified_identifier") or (
        listed is not None and not listed.named_children and called is not None and
        called.type == "qualified_identifier" and "<" not in text(called) and not text(called).startswith("std::"))


def _constant_written(parameter: Node) -> bool:
    """A name written as constants are: ``AP4_EAC3_HEADER_SIZE`` (upper case with an underscore), or a
    qualified name whose last part is a value's or a constant's (``FlatBufFile::kLanguageTS``,
    ``rapidjson::Type::kObjectType``, ``Color::RED``); a type is named neither way."""
    if parameter.type == "parameter_declaration" and parameter.child_by_field_name("declarator") is None and \
            len(parameter.named_children) == 1 and "".join(text(parameter).split()) in _STANDARD_OBJECTS:
        return True   # MiniZinc's ``SolverConfigs solver_configs(std::cerr);``
    named = _plain_name(parameter)
    if named is None:
        return False
    last = named
    while last.type == "qualified_identifier" and (inner := last.child_by_field_name("name")) is not None:
        last = inner
    word = text(last)
    if named.type == "type_identifier":
        return _CONSTANT.fullmatch(word) is not None
    return not word.endswith("_t") and (_VALUE_NAME.fullmatch(word) is not None or _CONSTANT.fullmatch(word) is not None
                                        or (len(word) > 1 and word.isupper()))


def _element_of_known(parameter: Node, known: set[str]) -> bool:
    """``argv[m]`` read as a parameter (type ``argv``, an unnamed array of ``m``): an element when
    the array's name and its index are names the function has declared, or the index a number."""
    inner = parameter.child_by_field_name("declarator")
    called = parameter.child_by_field_name("type")
    size = inner.child_by_field_name("size") if inner is not None and inner.type == "abstract_array_declarator" \
        else None
    return parameter.type == "parameter_declaration" and called is not None and called.type == "type_identifier" \
        and text(called) in known and size is not None and (
            size.type == "number_literal" or (size.type == "identifier" and text(size) in known))


def _call_of_known(parameter: Node, known: set[str], pointer: bool = False) -> bool:
    """``AsParser(h)`` read as a parameter (type ``AsParser``, an unnamed function taking an
    ``h``): a call when every one of its "parameters" is a name the function has declared or such
    a call; ``getMargin()``, without arguments, when its name is written as a value's is (any name but
    a standard or ``_t`` one, with ``pointer``)."""
    inner = parameter.child_by_field_name("declarator")
    called = parameter.child_by_field_name("type")
    if parameter.type != "parameter_declaration" or inner is None or inner.type != "abstract_function_declarator" \
            or called is None or called.type not in ("type_identifier", "qualified_identifier"):
        return False
    listed = inner.child_by_field_name("parameters")
    names = [] if listed is None else listed.named_children
    if not names:   # ``getMargin()``: a call when its name is written as a value's (a type's would declare)
        last: Node | None = called
        while last is not None and last.type == "qualified_identifier":   # (``fheroes2::FontType::smallWhite()``:
            last = last.child_by_field_name("name")   # the innermost name)
        return last is not None and (pointer or _VALUE_NAME.fullmatch(text(last)) is not None) and \
            not text(last).endswith("_t") and not text(called).startswith("std::")
    valued = _VALUE_NAME.fullmatch(text(called).rpartition("::")[2]) is not None   # (``getText(Kind::Hard)``)
    return all(_known_name(p, known) or _call_of_known(p, known) or _constant_written(p) or
               (valued and _qualified_plain(p)) for p in names)


def declared_text(type_node: Node, declarator: Node) -> str:
    """The type a local or parameter declaration writes (``const char* name``: ``constchar*``),
    ``char[]`` for an array of one dimension (``char*[]`` of pointers), '' when it is not plain (``auto``,
    pointers to functions, several declarators deep)."""
    if type_node.type == "placeholder_type_specifier":
        return ""
    node = declarator.child_by_field_name("declarator") if declarator.type == "init_declarator" else declarator
    suffix = ""
    while node is not None and node.type in ("pointer_declarator", "reference_declarator"):
        suffix += "*" if node.type == "pointer_declarator" else "&"
        inner = node.child_by_field_name("declarator")
        if inner is None:
            named = [c for c in node.named_children if c.type not in ("type_qualifier", "attribute_declaration")]
            inner = named[-1] if named else None
        node = inner
    if node is not None and node.type == "function_declarator" and not suffix:
        node = node.child_by_field_name("declarator")   # ``Rot q(angle);``: a constructed local
    if node is not None and node.type == "array_declarator" and "&" not in suffix:
        node, suffix = node.child_by_field_name("declarator"), suffix + "[]"   # ``char tmp[8];``: ``char[]``; an
        # array of pointers, ugrep's ``static const char *colors[10]``: ``constchar*[]``
    if node is None or node.type != "identifier" or suffix.count("&") > 1:
        return ""
    holder = declarator.parent
    const = holder is not None and any(c.type == "type_qualifier" and text(c) == "const" for c in holder.children)
    return ("const" if const else "") + "".join(_ELABORATED.sub("", text(type_node)).split()) + suffix


_INTEGER_SUFFIXES = {"": "int", "u": "unsignedint", "l": "long", "ul": "unsignedlong", "lu": "unsignedlong",
                     "ll": "longlong", "ull": "unsignedlonglong", "llu": "unsignedlonglong"}
_OPERATORS = frozenset({"+", "-", "*", "/", "%", "|", "&", "^", "?", "<<", ">>"})


def auto_declared(value: Node | None, const: bool) -> str:
    """The type an ``auto`` local takes from an initialiser that writes it: ``std::make_shared<T>(...)``
    (a project's own ``make_unique`` too: ``std::shared_ptr<T>``, ``std::unique_ptr<T>``), a cast
    (``static_cast<T*>(p)``), ``new T(...)``, ``T{...}`` or a literal; ``const`` as declared; '' for any
    other initialiser (a call's result is the linker's to find)."""
    if value is None:
        return ""
    written = ""
    if value.type == "call_expression" and (called := value.child_by_field_name("function")) is not None:
        named = called.child_by_field_name("name") if called.type == "qualified_identifier" else called
        arguments = named.child_by_field_name("arguments") if named is not None and \
            named.type == "template_function" else None
        name = text(named.child_by_field_name("name") or named) if named is not None else ""
        factory = next((owner for made, owner in _FACTORIES.items() if name.endswith(made)), "")
        if arguments is not None and len(arguments.named_children) == 1 and \
                (factory or (name in _CASTS and named is called)):
            given = "".join(text(arguments.named_children[0]).split())
            written = f"std::{factory}<{given}>" if factory else given
    elif value.type in ("new_expression", "compound_literal_expression", "number_literal", "string_literal",
                        "char_literal", "true", "false"):
        written = _literal(value)
    if not written or written == "~":
        return ""
    return "const" + written if const and not written.startswith("const") else written


_FACTORIES = {"make_shared": "shared_ptr", "make_unique": "unique_ptr"}   # (PROJ's ``nn_make_shared`` too)
_MADE = re.compile(r"(?:[\w:]*::)?(\w*(?:make_shared|make_unique))<(.+)>")


def vexing_declared(declarator: Node) -> str:
    """The type of an ``auto`` local initialised in parentheses by a factory, which the grammar reads as
    a function declaration whose one parameter is typed by the factory's name (PROJ's ``auto
    rf(VerticalReferenceFrame::nn_make_shared<VerticalReferenceFrame>(realizationMethodIn));``, the
    parameter ``realizationMethodIn``): ``std::shared_ptr<VerticalReferenceFrame>``; '' else."""
    parameters = declarator.child_by_field_name("parameters")
    only = parameters.named_children[0] if parameters is not None and parameters.named_child_count == 1 else None
    kind = only.child_by_field_name("type") if only is not None and only.type == "parameter_declaration" else None
    made = _MADE.fullmatch("".join(text(kind).split())) if kind is not None else None
    factory = next((owner for name, owner in _FACTORIES.items() if made.group(1).endswith(name)), "") \
        if made is not None else ""
    return f"std::{factory}<{made.group(2)}>" if made is not None and factory else ""


def vexing_called(declarator: Node) -> str:
    """The value hint of an ``auto`` local initialised in parentheses by a call, which the grammar reads as a
    function declaration whose one parameter is typed by the called name (SEAL's ``auto temp_dest(
    allocate_uint(slots_, pool));``): ``()allocate_uint``, the call's result; '' else."""
    parameters = declarator.child_by_field_name("parameters")
    only = parameters.named_children[0] if parameters is not None and parameters.named_child_count == 1 else None
    called = only.child_by_field_name("type") if only is not None and only.type == "parameter_declaration" else None
    inner = only.child_by_field_name("declarator") if only is not None else None
    if called is None or inner is None or inner.type != "abstract_function_declarator" or \
            called.type not in ("type_identifier", "qualified_identifier") or "<" in text(called):
        return ""
    return "()" + "".join(text(called).split())


def range_declared(loop: Node | None) -> str:
    """What a range ``for`` declares its variable as, for argument types: the type written (``const
    Foo& f``: ``constFoo&``), or for ``auto`` an element of what it iterates when that is a name or a
    member chain (``*$geoms``, ``*.d->items``; ``const`` before it for ``const auto&``); '' else."""
    written = loop.child_by_field_name("type") if loop is not None and loop.type == "for_range_loop" else None
    declarator = loop.child_by_field_name("declarator") if loop is not None else None
    if written is None or declarator is None:
        return ""
    if written.type != "placeholder_type_specifier":
        return declared_text(written, declarator)
    right = loop.child_by_field_name("right") if loop is not None else None
    chain = _chain_text(right) if right is not None else ""
    if not chain or "[]" in chain or chain == "this":
        return ""
    const = any(c.type == "type_qualifier" and text(c) == "const" for c in loop.children) if loop else False
    return ("const" if const else "") + "*" + (("." + chain) if "." in chain or "->" in chain else "$" + chain)


def number_type(value: str) -> str:
    """A number literal's type: ``1`` int, ``1u`` unsigned int, ``1ll`` long long, ``1.0`` double,
    ``1.0f`` / ``1e3f`` float; '' for anything else (hex floats, user-defined suffixes)."""
    decimal = re.fullmatch(r"(\d+|0x[0-9a-f]+)(u|l|ul|lu|ll|ull|llu)?", value)
    if decimal is not None:
        return _INTEGER_SUFFIXES[decimal.group(2) or ""]
    real = re.fullmatch(r"(\d+\.\d*|\.\d+|\d+)(e[-+]?\d+)?(f)?", value)
    if real is not None and ("." in value or "e" in value):
        return "float" if real.group(3) else "double"
    return ""


def _chain_text(node: Node) -> str:
    """``a.b``, ``p->m_sweep.c``, ``this->m_v``, ``m->points[i].p`` (as ``m->points[].p``): names,
    ``this``, member selections and subscripts only, without spaces; '' for anything else."""
    if node.type in ("identifier", "this"):
        return text(node)
    if node.type == "subscript_expression":
        inner = node.child_by_field_name("argument")
        head = _chain_text(inner) if inner is not None else ""
        return head + "[]" if head else ""
    if node.type == "field_expression":
        field = node.child_by_field_name("field")
        inner = node.child_by_field_name("argument")
        op = node.child_by_field_name("operator")
        head = _chain_text(inner) if inner is not None else ""
        if field is None or field.type != "field_identifier" or op is None or not head:
            return ""
        return head + text(op) + text(field)
    return ""


def _field_of_value(node: Node) -> str:
    """A field of what a call returns or a dereference reaches (Manifold's ``to_c((*from_c(b)).min)``,
    ``from_c(b)->min``), as a call's receiver is written (``(*from_c(b)).min``: the linker evaluates the
    receiver as it does a method's); '' for anything else."""
    field, inner, op = (node.child_by_field_name(name) for name in ("field", "argument", "operator"))
    if field is None or field.type != "field_identifier" or inner is None or op is None or \
            inner.type not in ("call_expression", "parenthesized_expression") or "<" in text(inner):
        return ""
    receiver = receiver_text(inner)
    return "" if receiver.endswith("…") else receiver + text(op) + text(field)


def _composite(node: Node) -> str:
    """An operator expression as the linker types it: ``[- A B]`` / ``[u- A]`` over its operands'
    own texts, '' when an operand is not known or not written plainly."""
    if node.type == "binary_expression":
        op = node.child_by_field_name("operator")
        operands = [node.child_by_field_name("left"), node.child_by_field_name("right")]
        name = text(op) if op is not None else ""
    elif node.type == "conditional_expression":   # ``c ? Ppu::NMT_H : Ppu::NMT_V``: ``[? A B]``, its two values
        operands = [node.child_by_field_name("consequence"), node.child_by_field_name("alternative")]
        name = "?"
    else:
        op = node.child_by_field_name("operator")
        operands = [node.child_by_field_name("argument")]
        name = "u" + text(op) if op is not None and text(op) in ("-", "+") else ""
    if name.removeprefix("u") not in _OPERATORS or any(o is None for o in operands):
        return ""
    texts = [_literal(o) for o in operands if o is not None]   # nested: ``"Value " + name + " not found."``
    return "[" + " ".join([name, *texts]) + "]" if _operands_plain(texts) else ""


def _operands_plain(texts: list[str]) -> bool:
    """Whether operand texts are all known and written plainly (a nested operator's in brackets)."""
    return not any(not t or (" " in t and not t.startswith("[")) or ("[" in t.replace("[]", "") and
                   not t.startswith("[")) or len(t) > 200 for t in texts)


def _subscripted(node: Node) -> str:
    """A subscript of another expression than a chain of names (``(*al)[i]``): ``[[] A I]``, which the linker
    types by what the class's ``operator[]`` returns; '' when an operand is not written plainly."""
    base, indices = node.child_by_field_name("argument"), node.child_by_field_name("indices")
    if base is None or indices is None or len(indices.named_children) != 1:
        return ""
    texts = [_literal(base), _literal(indices.named_children[0])]
    return "[[] " + " ".join(texts) + "]" if _operands_plain(texts) else ""


# A character or string literal's encoding prefix: its character type (``L"version"``: a ``const wchar_t*``, not a
# ``const char*``; Nestopia's ``GetAttribute(wcstring)`` beside ``GetAttribute(dword)``).  ``u8`` is ``char``'s here.
_WIDE = {"L": "wchar_t", "u": "char16_t", "U": "char32_t"}


def _braced(node: Node) -> str:
    """A braced list (``{'?', '/'}``): ``{0}``, ``{1}``, ``{2}`` for two or more elements, ``{2;A;B}`` where its
    elements are written differently and plainly (their first four distinct texts), which the linker types to tell
    a list whose elements' types differ: ``std::initializer_list<T>`` deduces no ``T`` from it (libsemigroups'
    ``add_rule_no_checks(p, {n - 1, 1}, {1})``, a ``size_t`` and an ``int``)."""
    elements = node.named_children
    if len(elements) < 2:
        return "{" + str(len(elements)) + "}"
    texts = list(dict.fromkeys(_literal(e) for e in elements[:16]))[:4]
    if len(texts) < 2 or not _operands_plain(texts) or any(";" in t or "{" in t for t in texts):
        return "{2}"
    return "{2;" + ";".join(texts) + "}"


def _literal(node: Node) -> str:
    kind = node.type
    if kind in _LITERALS:
        first = node.children[0] if kind in ("string_literal", "char_literal") and node.children else None
        wide = _WIDE.get(text(first)[:-1]) if first is not None and text(first)[-1:] in ("\"", "'") else None
        if wide is not None:
            return wide if kind == "char_literal" else f"const{wide}*"
        return _LITERALS[kind]
    if kind == "concatenated_string":   # (``L"a" L"b"``: its first string's type)
        return next((_literal(c) for c in node.named_children if c.type == "string_literal"), "constchar*")
    if kind == "number_literal":
        return number_type(text(node).lower().replace("'", ""))
    if kind == "sizeof_expression":
        return "size_t"
    if kind == "new_expression" and (made := node.child_by_field_name("type")) is not None:
        return "".join(text(made).split()) + "*"   # ``new Polygon(...)``, ``new (mem) Box(p1, p2)``: a ``Polygon*``
    if kind == "compound_literal_expression" and (made := node.child_by_field_name("type")) is not None and \
            made.type in ("type_identifier", "qualified_identifier") and (
                "<" not in text(made) or "".join(text(made).split()).startswith("std::")):
        return "".join(text(made).split())   # ``CoordinateXY{0, 0}``: a temporary ``CoordinateXY``; a standard
        # template's instance written out too (CLI11's ``std::vector<std::string>{val}``)
    if kind == "initializer_list":
        return _braced(node)
    if kind == "user_defined_literal" and (suffix := node.named_children[-1] if node.named_children else None) \
            is not None and suffix.type == "literal_suffix" and text(suffix).startswith("_"):
        return '()operator""' + text(suffix)   # libsemigroups' ``1_w``: what its ``operator""_w`` returns
    if kind in _TEMPORARIES:
        return "~"   # an rvalue of a type not written here: ``{a, b}``, ``nullptr``, a lambda, ``"x"s``
    if kind == "parenthesized_expression" and len(node.named_children) == 1:
        return _literal(node.named_children[0])
    if (parenthesised := _around_parentheses(node, kind)) is not None:
        return parenthesised
    if kind in ("binary_expression", "unary_expression", "conditional_expression"):
        return _composite(node)
    if kind == "field_expression" and (chain := _chain_text(node) or _field_of_value(node)):
        return "." + chain   # a field: its declared type (the linker reads it)
    if kind == "pointer_expression" and (pointed := _pointer_text(node)):
        return pointed
    if kind == "subscript_expression" and (chain := _chain_text(node)):
        return "*" + (("." + chain[:-2]) if "." in chain or "->" in chain else "$" + chain[:-2])   # an element
    if kind == "subscript_expression" and (subscripted := _subscripted(node)):
        return subscripted
    if kind in ("identifier", "this"):
        return "$" + text(node)   # ``$this``: the linker knows the enclosing class
    if kind == "qualified_identifier" and "<" not in text(node):
        return "$" + "".join(text(node).split())   # ``Lexeme::Eof``: an enumerator, a static member
    if kind == "cast_expression" and (written := node.child_by_field_name("type")) is not None:
        return _type_of(text(written) + " x")   # ``(AstExpr*)node``: the type it names
    if kind == "call_expression":
        called = node.child_by_field_name("function")
        if called is not None and called.type == "template_function" and \
                text(called.child_by_field_name("name") or called) in _CASTS and \
                (cast := called.child_by_field_name("arguments")) is not None and len(cast.named_children) == 1:
            return _type_of(text(cast.named_children[0]) + " x")   # ``static_cast<AstNode*>(node)``
        field = called.child_by_field_name("field") if called is not None and called.type == "field_expression" \
            else None
        if field is not None and text(field) == "c_str" and not node.child_by_field_name("arguments").named_children:  # type: ignore[union-attr]
            return "constchar*"   # ``s.c_str()``: std::string's, a ``const char*``
        if called is not None and called.type == "primitive_type":
            return text(called)   # ``double(info->fileSize)``: a functional cast to a number
        if called is not None and called.type == "identifier" and text(called) == "typeid":
            return "conststd::type_info"   # BehaviorTree.CPP's ``demangle(typeid(T))``: the operator's lvalue
        if called is not None and (owned := _made_owner(called)):
            return owned   # ``std::make_unique<Foo>(a)``, aria2's own ``make_unique<Foo>(a)``: ``std::unique_ptr<Foo>``
        if called is not None and called.type in ("identifier", "qualified_identifier", "field_expression") and \
                "<" not in text(called) and "(" not in text(called):
            where = _name_at(node) if "[" not in text(called) else None
            at = f"@{where[0]}:{where[1]}" if where is not None else ""
            return "()" + "".join(text(called).split()) + at   # what the callee returns (the linker reads it)
        if called is not None and called.type == "field_expression" and "<" not in text(called) and \
                "[" not in text(called) and (where := _name_at(node)) is not None:
            return "()" + "".join(text(called).split()) + f"@{where[0]}:{where[1]}"   # ``vdi->e()->e()``: what the
            # call at that place resolves to returns
    return ""


def _pointer_text(node: Node) -> str:
    """``*p`` or ``&v`` as the linker types it: what p points to, a pointer to v; '' when not written plainly."""
    op, inner = text(node.children[0]), node.child_by_field_name("argument")
    if inner is None or op not in ("*", "&"):
        return ""
    if op == "&" and inner.type == "qualified_identifier" and "<" not in text(inner):
        return "&$" + "".join(text(inner).split())   # ``&Foo::GetX``: a pointer to a member (the linker reads it)
    if op == "&" and inner.type == "subscript_expression" and (element := _literal(inner)).startswith("*"):
        return "&" + element   # ``&block[i]``: a pointer to an element (Kanzi's ``writeBits(&block[blkptr], n)``)
    chain = _chain_text(inner)
    return op + (("." + chain) if "." in chain or "->" in chain else "$" + chain) if chain else ""


def _around_parentheses(node: Node, kind: str) -> str | None:
    """Two forms around parentheses: ``(FIXP_DBL)(a << b)``, which the grammar reads as a call of a name in
    parentheses, a cast where the name is a type (:data:`CAST`: the linker tells; ``(fn)(x)`` is a call), and
    ``*(n->m_ptrMBR[i])``, what the parenthesised value points to; None for any other node."""
    if kind == "call_expression" and (called := node.child_by_field_name("function")) is not None and \
            called.type == "parenthesized_expression" and len(called.named_children) == 1 and \
            called.named_children[0].type == "identifier" and \
            len(node.child_by_field_name("arguments").named_children) == 1:  # type: ignore[union-attr]
        return CAST + text(called.named_children[0])
    if kind == "pointer_expression" and text(node.children[0]) == "*" and \
            (inner := node.child_by_field_name("argument")) is not None and \
            inner.type == "parenthesized_expression" and (within := _literal(inner)).startswith(("$", ".", "*", "()")):
        return "*" + within
    return None


_SPECIFIERS = frozenset({"static", "inline", "virtual", "constexpr", "explicit", "friend", "extern", "consteval"})
_TEMPORARIES = frozenset({"lambda_expression", "new_expression", "compound_literal_expression",
                          "null", "user_defined_literal"})
_CASTS = frozenset({"static_cast", "const_cast", "reinterpret_cast"})   # not ``dynamic_cast``: it may fail to null


def result_text(signature: str, name: str) -> str:
    """The result type a function's signature writes, without spaces (``const Value& value()
    const``: ``constValue&``; ``auto f() -> const Foo*``: ``constFoo*``), '' when not plain (``auto``
    without a trailing type, ``decltype``, a template, a macro).  Macro words in capitals beside the type's own
    (an export macro, ``FMT_CONSTEXPR``) are left out; a result written as one alone stays unknown."""
    head = before_parameters(signature) if "(" in signature else ""
    if not head.rstrip().endswith(name) or head.lstrip().startswith("#"):
        return ""   # (a function-like macro's ``#define _(s)``: no type; fheroes2's ``_( "Monsters" )``)
    head = re.sub(r"[\w:~]*$", "", head.rstrip()[:-len(name)]).strip()   # the name, qualified or not (``operator<<``)
    head = _ATTRIBUTES.sub(" ", head)   # ``[[nodiscard]] const std::type_index& type() const``
    words = [w for w in head.replace("*", " * ").replace("&", " & ").split() if w not in _SPECIFIERS]
    if any(_MACRO_WORD.fullmatch(w) for w in words) and \
            any(w not in _QUALIFIERS and not _MACRO_WORD.fullmatch(w) for w in words):   # ``PAGMO_DLL_PUBLIC
        words = [w for w in words if not _MACRO_WORD.fullmatch(w)]   # std::string f()``, ``FMT_CONSTEXPR auto ...``
    if words == ["auto"] and (trailing := _TRAILING_RESULT.match(signature[_closing(signature) + 1:])):
        words = trailing.group(1).replace("*", " * ").replace("&", " & ").split()   # ``auto f() -> const Foo*``
    if not words or any(w in ("auto", "template", "decltype", "typename") or w.startswith(("[[", "__")) or
                        (w.isupper() and "_" in w) for w in words):
        return ""
    return _type_of("".join(w if w in "*&" else " " + w for w in words).strip() + " x")


_ATTRIBUTES = re.compile(r"\[\[[^\]]*\]\]")   # a C++ attribute, ``[[nodiscard]]``
_MACRO_WORD = re.compile(r"[A-Z][A-Z0-9]*_[A-Z0-9_]*")   # an export or specifier macro: ``GEMMI_DLL``, ``FMT_INLINE``
_QUALIFIERS = frozenset({"const", "volatile", "*", "&", "&&"})


# What follows a parameter list: qualifiers, then a trailing result type (``const -> const Flag_Set*``).
_TRAILING_RESULT = re.compile(r"(?:\s*(?:const|volatile|noexcept|&&|&))*\s*->\s*([^{;=]+?)\s*"
                              r"(?:\b(?:override|final)\b.*)?(?:[{;=].*)?$", re.DOTALL)


def _closing(signature: str) -> int:
    """Where the parameter list that opens at a signature's first ``(`` closes (-1 if it does not)."""
    depth = 0
    for at in range(parameters_open(signature), len(signature)):
        depth += {"(": 1, ")": -1}.get(signature[at], 0)
        if depth == 0:
            return at
    return len(signature) - 1


def _name_at(call: Node) -> tuple[int, int] | None:
    """Where the extractor locates a call: its called name (``f``, ``a.f``, ``ns::f``, ``f<T>``)."""
    found = _called_name(call)
    return (found.start_point[0] + 1, found.start_point[1]) if found is not None else None


def _called_name(call: Node) -> Node | None:
    """The name node of a call's callee (``f`` of ``a.f``, ``ns::f``, ``f<T>``), or of the class a
    ``new`` expression constructs (``new ns::Foo<T>(x)``: ``Foo``)."""
    node = call.child_by_field_name("type" if call.type in ("new_expression", "compound_literal_expression") else
                                    "function")
    for _ in range(6):
        if node is None:
            return None
        if node.type == "field_expression":
            node = node.child_by_field_name("field")
        elif node.type in ("qualified_identifier", "template_function", "template_method", "template_type"):
            node = node.child_by_field_name("name")
        else:
            break
    return node


def _explicit_template(call: Node) -> bool:
    """Whether a call writes template arguments (``TranslatePath<int64_t>(p, dx, dy)``): only a
    template takes them."""
    name = _called_name(call)
    holder = name.parent if name is not None else None
    return holder is not None and holder.type in ("template_function", "template_method")


def annotate(call_nodes: list[Node], calls: list[CallFact]) -> None:
    """Set ``arg_texts`` of the calls of a C++ file from its ``call_expression`` nodes that have
    arguments (collected by ``langkit.query_calls`` as it reads the calls), and ``template_args`` of every
    call (``Pop<u32>()`` too)."""
    at: dict[tuple[int, int], CallFact] = {(c.line, c.column): c for c in calls if c.args >= 0}
    for node in call_nodes if at else ():
        where = _name_at(node)
        call = at.get(where) if where is not None else None
        args = node.child_by_field_name("value" if node.type == "compound_literal_expression" else "arguments")
        if call is not None and args is not None and args.type in ("argument_list", "initializer_list"):
            call.template_args = _explicit_template(node)
            texts = argument_texts(args) if call.args > 0 else ()
            if call.args > 0 and len(texts) == call.args:
                call.arg_texts = texts


_MADE_OWNERS = {"make_unique": "unique_ptr", "make_shared": "shared_ptr"}


def _made_owner(called: Node) -> str:
    """What ``make_unique<Foo>`` / ``make_shared<Foo>`` (under any qualifier) makes: ``std::unique_ptr<Foo>``;
    '' for another callee or not one template argument."""
    inner = called
    while inner.type == "qualified_identifier" and (name := inner.child_by_field_name("name")) is not None:
        inner = name
    named = inner.child_by_field_name("name") if inner.type == "template_function" else None
    listed = inner.child_by_field_name("arguments") if named is not None else None
    owner = _MADE_OWNERS.get(text(named)) if named is not None else None
    if owner is None or listed is None or len(listed.named_children) != 1 or \
            listed.named_children[0].type != "type_descriptor":
        return ""
    return f"std::{owner}<{''.join(text(listed.named_children[0]).split())}>"


def argument_texts(arguments: Node) -> tuple[str, ...]:
    """Each argument of an ``argument_list`` written as :func:`annotate` writes it."""
    return tuple((ZERO if group[0].type == "number_literal" and text(group[0]) == "0" else _literal(group[0]))
                 if len(group) == 1 else _joined(group) for group in argument_groups(arguments))


def _joined(group: list[Node]) -> str:
    """An argument the grammar split around a macro's name (:func:`argument_groups`): the type of its string
    where one of its parts is a string (the macro is a string literal pasted to it), else unknown."""
    parts = [p for c in group for p in (c.named_children if c.is_error else (c,))]
    return next((_literal(p) for p in parts if p.type in ("string_literal", "concatenated_string")), "")


# Comments and string or character literals, which the parameter list's brackets and commas are not counted in.
_UNCOUNTED = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|//[^\n]*|/\*.*?\*/', re.DOTALL)


def _uncounted(match: re.Match[str]) -> str:
    return " " if match.group(0).startswith("/") else "0"


def parameters_open(signature: str) -> int:
    """Where a C-family signature's parameter list opens: the first ``(`` after a template head,
    which may call a macro or hold parentheses (Highway's ``template <class D, HWY_IF_V_SIZE_D(D, 32),
    typename FromT>``, a default ``= decltype(f())``), and after what a result type's ``decltype(...)`` or an
    attribute encloses; -1 when there is none."""
    start = 0
    if signature.lstrip().startswith("template"):
        angles = parens = 0
        for at, char in enumerate(signature):
            parens += (char == "(") - (char == ")")
            if parens == 0 and char in "<>":
                angles += 1 if char == "<" else -1
                if angles == 0:
                    start = at
                    break
    at = signature.find("(", start)
    while at >= 0 and _NOT_PARAMETERS.search(signature, 0, at):   # ``const decltype(m_Items)& items()``
        depth, end = 0, at
        for end in range(at, len(signature)):
            depth += (signature[end] == "(") - (signature[end] == ")")
            if depth == 0:
                break
        at = signature.find("(", end + 1) if depth == 0 else -1
    return at


_NOT_PARAMETERS = re.compile(r"\b(?:decltype|__attribute__|alignas|__declspec)\s*$")   # a parenthesis they open


def before_parameters(signature: str) -> str:
    """What a C-family signature writes before its parameter list (:func:`parameters_open`): all of
    it when there is none."""
    at = parameters_open(signature)
    return signature[:at] if at >= 0 else signature


_TEMPLATE_HEADS = re.compile(r"\s*((?:template\s*<(?:[^<>]|<(?:[^<>]|<[^<>]*>)*>)*>\s*)+)")


def own_template(signature: str) -> bool:
    """Whether a C++ function is a template of its own: its signature starts with a template head, and that head is
    not only its class template's, whose arguments qualify its name (``template <typename T> T* Find(...)``,
    ``template<typename Param> M2<Unit,Divider>::M2(Cpu&, Param&)``, whose class's head the index does not keep; not
    ``template <typename T> intrusive_list<T>::intrusive_list(...)``)."""
    heads = _TEMPLATE_HEADS.match(signature)
    if heads is None:
        return False
    last = heads.group(1)[heads.group(1).rindex("template"):]
    listed = last[last.index("<") + 1:last.rindex(">")]
    names = {words[-1] for p in top_level(listed) if (words := re.findall(r"\w+", p.split("=")[0]))}
    # (a nested class's member too: ``SkipList<Key, Comparator>::Iterator::Valid``)
    qualifier = re.search(r"<([^<>]*)>\s*::\s*(?:\w+\s*::\s*)*(?:~?\w+\s*$|operator\b)",
                          signature[heads.end():].partition("(")[0])
    return qualifier is None or {a.strip() for a in qualifier.group(1).split(",")} != names


@lru_cache(maxsize=65536)
def parameter_types(signature: str) -> tuple[str, ...]:
    """The parameter types of a C++ signature as written, names and default values dropped
    (``(const Slice& akey, int n = 0) const`` -> ``("constSlice&", "int", "const")``), for
    telling overloads of one arity apart; the qualifiers after the list come last.  Memoised:
    the linker asks again for every candidate of every call."""
    if "/" in signature or '"' in signature or "'" in signature:   # ``const _Null& /*null*/``: not the type's,
        signature = _UNCOUNTED.sub(_uncounted, signature)   # nor a default ``"("`` (RE-flex's ``par = "("``)
    start = parameters_open(signature)
    depth = 0
    parts: list[str] = []
    current = ""
    for i in range(max(start, 0) + 1, len(signature)):
        char = signature[i]
        depth += {"(": 1, "<": 1, "[": 1, ")": -1, ">": -1, "]": -1}.get(char, 0)
        if depth < 0:
            parts.append(current)
            tail = re.findall(r"\bconst\b|\bvolatile\b|&&?", _INITIALISERS.split(
                signature[i + 1:].split("{")[0].split("->")[0], 1)[0])   # (not a trailing result's: finalcut's
            # ``getButtonState() const & noexcept -> const FMouseButton&``; nor a constructor's initialisers':
            # Assimp's ``DeadlyImportError(const char *message) : Base(std::forward<const char*>(message))``)
            types = [_type_of(p) for p in parts if p.strip()]
            return (*(types if types != ["void"] else ()), "".join(tail))   # ``f(void)`` is ``f()``
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    return ()


_INITIALISERS = re.compile(r"(?<!:):(?!:)")   # the colon that opens a constructor's member initialisers
_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.DOTALL)
_NUMBER_WORDS = frozenset({"int", "long", "short", "char", "double", "float"})
_MODIFIER_WORDS = frozenset({"unsigned", "signed", "long", "short", "const", "volatile"})
_ELABORATED = re.compile(r"\b(?:class|struct|union|enum)\s+(?=[A-Za-z_:])")


def number_spelled(words: list[str]) -> str:
    """A builtin number type as ``cpp_args`` spells it: ``signed long long int`` -> ``longlong``,
    ``unsigned`` -> ``unsignedint``, ``signed char`` stays ``signedchar``."""
    if "signed" in words and words != ["signed", "char"]:
        words = [w for w in words if w != "signed"] or ["int"]
    if "int" in words and len(words) > 1 and words != ["unsigned", "int"]:
        words = [w for w in words if w != "int"]
    return "".join(words + (["int"] if words == ["unsigned"] else []))


_JOINED_NUMBER = re.compile(r"(const)?((?:signed|unsigned|short|long|int|char)+)((?:const|[*&])*)")


def joined_number(written: str) -> str:
    """A type as ``cpp_args`` writes it (no spaces) with a number spelled as :func:`number_spelled`
    spells it (``constunsigned&``: ``constunsignedint&``); other types unchanged."""
    match = _JOINED_NUMBER.fullmatch(written) if written else None
    if match is None:
        return written
    words = re.findall(r"signed|unsigned|short|long|int|char", match.group(2))
    return (match.group(1) or "") + number_spelled(words) + match.group(3)


# A number type, with its ``const`` and indirections (``const signed int&``, ``unsigned short*``, ``unsigned``).
_SPELLED_NUMBER = re.compile(r"(const\s+)?((?:(?:signed|unsigned|short|long|int|char)\b\s*)+)((?:const|[*&\s])*)")


def _type_of(parameter: str) -> str:
    """``const Slice& akey = Slice()`` -> ``constSlice&``; ``class AstNode* node`` -> ``AstNode*``
    (an elaborated type names the type); a number of several words as :func:`number_spelled` spells
    it (OpenEXR's ``write(T& out, signed int v)``: ``int``); an array parameter as the pointer it is
    (``const char v[]``: ``constchar*``)."""
    text = _ELABORATED.sub("", parameter.split("=")[0]).strip()
    named = re.match(r"^(.*?[>*&\]\s.])\s*([A-Za-z_]\w*)(\s*\[[^\]]*\])?$", text)   # (``.``: a pack's ``&...args``)
    head = named.group(1).strip() if named else ""
    if named and head not in ("", "const", "struct", "enum", "class") and not (   # ``unsigned int``,
            named.group(2) in _NUMBER_WORDS and set(head.split()) <= _MODIFIER_WORDS):   # ``long long``: no name
        text = _QUALIFIER_MACRO.sub(r"\1\2", named.group(1)) + (named.group(3) or "")   # ``unsigned v``: a name
    if named and named.group(3) and "(" not in text and text.count("[") == 1:
        text = text[:text.rindex("[")] + "*"   # ``char v[/*n*/]``: a pointer (the array's one dimension, its first)
    if (number := _SPELLED_NUMBER.fullmatch(text)) is not None:
        text = (number.group(1) or "") + number_spelled(number.group(2).split()) + number.group(3)
    written = "".join(text.split())
    if "std::" in written and ("common_type" in written or "type_identity" in written):
        # ``typename std::common_type<T>::type&&``: a ``T&&`` whose ``T`` is deduced elsewhere (Corrade's
        # ``arrayAppend(Array<T>&, typename std::common_type<T>::type&&)``)
        written = _IDENTITY.sub(lambda m: m.group(1) or m.group(2) or "", written)
    return _EAST_CONST.sub(r"const\1", written) if "const" in written and not written.startswith("const") else written


# The standard's identity templates of one argument, written to keep a parameter out of deduction.
_IDENTITY = re.compile(r"(?:typename)?(?:::)?std::(?:common_type|type_identity)(?:<((?:[^<>,]|<[^<>]*>)*)>::type|"
                       r"_t<((?:[^<>,]|<[^<>]*>)*)>)")


# A qualifier after a pointer, or a macro standing for one (Rubber Band's ``const double *BQ_R__ realIn``).
_QUALIFIER_MACRO = re.compile(r"([*&])\s*(?:[A-Z_][A-Z0-9_]*|__restrict__|__restrict|restrict)(\s*const)?\s*$")
# ``String const&`` is ``const String&`` (a ``const`` right after the type it qualifies).
_EAST_CONST = re.compile(r"^([A-Za-z_][\w:]*(?:<.*>)?)const(?=[*&]|$)")


_CLASS_PARAMETER = re.compile(r"(?:typename|class)(?:\.\.\.)?\s*(\w+)(?:=.*)?")
_BASE_LIST = re.compile(r"(?<!:):(?!:)")
_ACCESS = re.compile(r"\b(?:public|protected|private|virtual)\b")


@lru_cache(maxsize=4096)
def class_parameters(signature: str) -> tuple[str, ...]:
    """A class template's type parameters in order, as its signature writes them (``template
    <class Key, class T> class Map``: ``["Key", "T"]``; '' for a non-type one); [] for no template."""
    return tuple(name for name, _ in class_defaults(signature))


@lru_cache(maxsize=4096)
def class_defaults(signature: str) -> tuple[tuple[str, str], ...]:
    """A class template's parameters in order with their default arguments (``template <class INFO,
    class BASE = BlockCipher>``: ``(("INFO", ""), ("BASE", "BlockCipher"))``; '' names a non-type one)."""
    if not signature.startswith("template"):
        return ()
    start, depth = signature.find("<"), 0
    for at in range(start, len(signature)):
        depth += (signature[at] == "<") - (signature[at] == ">")
        if depth == 0:
            return tuple((m.group(1) if (m := _CLASS_PARAMETER.fullmatch(p.partition("=")[0].strip())) else "",
                          p.partition("=")[2].strip()) for p in top_level(signature[start + 1:at]))
    return ()


def base_arguments(signature: str, base: str) -> list[str]:
    """The template arguments a class's signature writes for its base ``base`` (``class StringList
    : public List<String>``, base ``List``: ``["String"]``); [] when it names no such base."""
    for named in written_bases(signature):
        head, _, rest = named.partition("<")
        if rest.endswith(">") and head.strip().rpartition("::")[2] == base:
            return [a.strip() for a in top_level(rest[:-1])]
    return []


def instance_arguments(written: str, template: str) -> list[str]:
    """The arguments ``written`` gives the class template ``template`` (``typedef Vector<Exclusion>
    exclusions``, ``Vector<Exclusion>::iterator``: ``["Exclusion"]``); [] when it names no instance of it."""
    for found in re.finditer(rf"(?<![\w:])(?:\w+::)*{re.escape(template)}[ \t]*<", written):
        depth = 0
        for at in range(found.end() - 1, len(written)):
            depth += (written[at] == "<") - (written[at] == ">")
            if depth == 0:
                return [a.strip() for a in top_level(written[found.end():at])]
    return []


@lru_cache(maxsize=4096)
def written_bases(signature: str) -> tuple[str, ...]:
    """The bases a class's signature writes, without access words (``class StringList : public
    List<String>``: ``("List<String>",)``)."""
    found = _BASE_LIST.search(signature)
    return () if found is None else tuple(_ACCESS.sub(" ", w).strip() for w in top_level(signature[found.end():]))
