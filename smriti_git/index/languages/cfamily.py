"""What C and C++ share: declarator decoding, extraction and ``#include`` resolution.

The C++ grammar extends the C one, so one extractor serves both; :class:`CFamily`
subclasses (``c.py``, ``cpp.py``) add their queries and policy.  Extracted:
functions (prototypes only when the file does not also define them; those kept, and
methods declared in a class body, are marked ``declaration``, which the linker joins to
their definitions in other files: ``index/link_decls.py``), function-like
macros (as functions) and valued ``#define`` s (as constants), structs, unions,
enums (enumerators as constants), typedefs, file-level variables and constants, and
struct/class fields.  C++ adds classes, namespaces (qualname prefix; anonymous
namespaces are transparent and make their contents unexported; ``namespace a::b`` is ``b``
inside ``a``, and opens ``a`` too), templates, ``using``
aliases, methods (in-class definitions and declarations; out-of-line ``Foo::bar``
definitions become members of ``Foo`` when it is defined in the same file, and keep
the dotted name ``Foo.bar`` otherwise), access control, bases and gtest ``TEST``
macros (as ``Suite.Name`` tests).  Before parsing, what the grammar cannot read is blanked
in place (every byte offset kept): export macros (``class LEVELDB_EXPORT DB``, ``LUA_API
int (lua_gettop) (...)``), thread-safety annotations (``GUARDED_BY(mu)``) and the
``extern "C"`` braces of ``#ifdef __cplusplus`` blocks.  A header's ``static`` functions
are seen by the files that include it.

``#include`` lines resolve to repository files as ``cinclude.py`` says.  Included
headers are wildcard imports: their top-level names are visible.

Why this module is longer than 600 lines: it is the one extractor both grammars share, whose
walk over definitions, hints and calls reads best in one place; its parts that stand alone already live beside it
(``cpp_types``: declared types, ``cpp_args``: argument types, ``cblank``: what is blanked).
"""

from __future__ import annotations

import dataclasses
import re
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from typing import ClassVar

from tree_sitter import Node, Tree

from smriti_git.index.facts import (
    FALLBACK,
    FOREIGN_ONLY,
    INLINE_NAMESPACE,
    MACRO_NAMESPACE,
    MEMBER_MACRO,
    CallFact,
    Definition,
    FileFacts,
    ImportFact,
    InheritFact,
)
from smriti_git.index.languages.base import (
    Language,
    Project,
    RawDef,
    ScopeFinder,
    argument_groups,
    call_fact,
    nest,
    text,
)
from smriti_git.index.languages.cblank import (
    argument_namespaces,
    macro_namespaces,
    recovering_parse,
    without_export_macros,
)
from smriti_git.index.languages.cdirectives import chosen_arms
from smriti_git.index.languages.cinclude import resolve_include
from smriti_git.index.languages.cpaste import declaring_macros, macro_methods, pasting_macros
from smriti_git.index.languages.cplatform import (
    fallback_branch,
    foreign_branch,
    mentions_platform,
    never_compiled,
    tests_literal,
    undefined_arm,
    within,
)
from smriti_git.index.languages.cpp_args import (
    annotate,
    argument_texts,
    auto_declared,
    constructed_local,
    constructor_calls,
    declared_text,
    initialiser_value,
    is_pointer,
    own_template,
    owning_pointer,
    parameter_types,
    range_declared,
    vexing_called,
    vexing_declared,
)
from smriti_git.index.languages.cpp_types import (
    ALIAS_ITERATOR,
    begun_chain,
    begun_element,
    c_type,
    cast_constness,
    cast_macro,
    container_aliases,
    element_type,
    elements,
    in_definition,
    initialiser_type,
    iterated_chain,
    iterator_element,
    name_path,
    overload_of,
    pair_names,
    range_element,
)
from smriti_git.index.languages.cpp_types import (
    constness as object_constness,
)
from smriti_git.index.languages.langkit import (
    SCOPE_KINDS,
    Hints,
    comment_doc,
    memo_resolution,
    query_calls,
    rehome,
    stacked_above,
)
from smriti_git.model.code import TYPE_KINDS

HEADERS = (".h", ".hh", ".hpp", ".hxx", ".h++", ".inl", ".ipp", ".tpp", ".tcc", ".txx")

# Declarations count only where definitions live: at file level, in namespaces,
# ``extern "C"`` blocks, class bodies and preprocessor conditionals (checked in Python).
_DECLARATION_PARENTS = ("translation_unit", "declaration_list",
                        "preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif", "preproc_elifdef",
                        "linkage_specification")

C_DEFINITIONS = """
(function_definition declarator: (_) @decl body: (_)? @body) @function
(type_definition declarator: (_) @decl) @typedef
(struct_specifier name: (type_identifier) @name body: (field_declaration_list) @body) @struct
(union_specifier name: (type_identifier) @name body: (field_declaration_list) @body) @union
(enum_specifier name: (type_identifier) @name body: (enumerator_list) @body) @enum
(enumerator name: (identifier) @name) @enumerator
(field_declaration declarator: (_) @decl) @field
(preproc_function_def name: (identifier) @name value: (preproc_arg)? @body) @macro
(preproc_def name: (identifier) @name value: (preproc_arg)) @define
""" + "\n".join(f"({parent} (declaration declarator: (_) @decl) @declaration)" for parent in _DECLARATION_PARENTS)

CPP_DEFINITIONS = C_DEFINITIONS + """
(class_specifier name: (_) @name body: (field_declaration_list) @body) @class
(struct_specifier name: (template_type) @name body: (field_declaration_list) @body) @struct
(struct_specifier name: (qualified_identifier) @name body: (field_declaration_list) @body) @struct
(namespace_definition name: (_) @name body: (declaration_list) @body) @namespace
(namespace_definition !name body: (declaration_list) @anonymous)
(alias_declaration name: (type_identifier) @name) @alias
(field_declaration_list (access_specifier) @access)
(template_declaration (declaration declarator: (_) @decl) @declaration)
(field_declaration_list (declaration declarator: (_) @decl) @declaration)
"""

C_CALLS = """
(call_expression function: (identifier) @name arguments: (argument_list) @args) @call
(call_expression function: (field_expression argument: (_) @recv field: (field_identifier) @name)
                 arguments: (argument_list) @args) @call
"""

CPP_CALLS = C_CALLS + """
(call_expression function: (qualified_identifier) @qual arguments: (argument_list) @args) @call
(call_expression function: (field_expression argument: (_) @recv field: (destructor_name) @name)
                 arguments: (argument_list) @args) @call
(call_expression function: (template_function name: (identifier) @name) arguments: (argument_list) @args) @call
(call_expression function: (field_expression argument: (_) @recv field: (template_method name: (_) @name))
                 arguments: (argument_list) @args) @call
(new_expression type: (_) @qual arguments: (_) @args) @call @new
(new_expression type: (_) @qual !arguments) @call @new
(compound_literal_expression type: (type_identifier) @name value: (initializer_list) @args) @call @new
(compound_literal_expression type: (qualified_identifier) @qual value: (initializer_list) @args) @call @new
(compound_literal_expression type: (template_type name: (type_identifier) @name) value: (initializer_list) @args)
    @call @new
(declaration type: (type_identifier) @name
             declarator: (init_declarator declarator: (identifier) @at value: (argument_list) @args)) @call @new
(declaration type: (qualified_identifier) @qual
             declarator: (init_declarator declarator: (identifier) @at value: (argument_list) @args)) @call @new
"""

_BASE_INITIALISERS = "(field_initializer (argument_list)) @init"
_INITIALISER_LIST = re.compile(rb"\)\s*:\s*[A-Za-z_][\w:<>]*\s*[({]")   # a constructor's, before querying for it

INCLUDES = """
(preproc_include path: (_) @path)
"""

CPP_HINTS = """
(parameter_declaration type: (_) @type declarator: (_) @decl)
(optional_parameter_declaration type: (_) @type declarator: (_) @decl)
(declaration type: (_) @type declarator: (_) @decl)
(for_range_loop declarator: (_) @bind)
(lambda_capture_initializer) @capture
(expression_statement (binary_expression left: [(identifier) (qualified_identifier)] @type operator: ["*" "&"] @op
                                         right: (call_expression function: (identifier) @misread
                                                                 arguments: (argument_list))))
"""

_COMMENTS = frozenset({"comment"})
# A using-declaration of several names (``using nuspell::Dictionary, nuspell::Dictionary_Loading_Error;``).
_USING_LIST = re.compile(r"using\s+((?:::)?[A-Za-z_]\w*(?:\s*::\s*[A-Za-z_]\w*)+"
                         r"(?:\s*,\s*(?:::)?[A-Za-z_]\w*(?:\s*::\s*[A-Za-z_]\w*)+)+)\s*;")
_NAMESPACE_ALIAS = re.compile(rb"\bnamespace\s+\w+\s*=")   # ``namespace r = ::reflection;``
_INLINE_NAMESPACE = re.compile(rb"\binline\s+namespace\s+\w")
# (``namespace google { inline namespace glog_internal_namespace_ {``: recorded for the linker, which
# takes the inline namespace's members as its parent's, as C++ does)
_INLINE_NAMESPACES = '(namespace_definition "inline" name: (namespace_identifier) @name body: (declaration_list))'
_NAMES = frozenset({"identifier", "field_identifier", "type_identifier", "destructor_name", "operator_name",
                    "qualified_identifier", "template_function", "operator_cast", "namespace_identifier",
                    "template_type", "nested_namespace_specifier", "template_method"})
_WRAPPING = frozenset({"pointer_declarator", "reference_declarator", "array_declarator", "init_declarator",
                       "attributed_declarator", "parenthesized_declarator"})
_GTEST = frozenset({"TEST", "TEST_F", "TEST_P", "TYPED_TEST", "TYPED_TEST_P", "FRIEND_TEST"})
_TEST_MACROS = _GTEST | {"TEST_CASE", "SCENARIO", "BOOST_AUTO_TEST_CASE", "BOOST_FIXTURE_TEST_CASE"}
_KINDS = {"function": "function", "declaration": "function", "typedef": "type", "struct": "struct",
          "union": "struct", "enum": "enum", "enumerator": "constant", "field": "field", "macro": "function",
          "define": "constant", "class": "class", "namespace": "namespace", "alias": "type"}
_CONTAINERS = frozenset({"function", "struct", "union", "enum", "class", "namespace"})
_CLASS_CAPTURES = frozenset({"struct", "union", "enum", "class"})


def declarator_name(node: Node | None) -> tuple[Node | None, Node | None]:
    """(name node, function declarator) of a declarator; the function declarator is
    ``None`` for variables, fields and pointers to functions (``int (*cb)(int)``)."""
    function: Node | None = None
    while node is not None:
        kind = node.type
        if kind in _NAMES:
            return node, function
        if kind == "function_declarator":
            inner = node.child_by_field_name("declarator")
            if inner is not None and inner.type == "parenthesized_declarator" and any(
                    c.type in ("pointer_declarator", "reference_declarator") for c in inner.named_children):
                function = None            # a pointer to a function: a variable (``int (f)(int)`` is ``f``)
            elif function is None:
                function = node
            node = inner
        elif kind in _WRAPPING:
            inner = node.child_by_field_name("declarator")
            if inner is None:
                named = [c for c in node.named_children if c.type not in ("type_qualifier", "attribute_declaration")]
                inner = named[-1] if named else None
            node = inner
        else:
            return None, None
    return None, None


_BLOCKS = frozenset({"compound_statement", "for_statement", "for_range_loop", "if_statement", "while_statement",
                     "switch_statement", "catch_clause", "lambda_expression", "function_definition"})


# Headers only Windows has: a source file that includes one outside every conditional (fio's os/windows/posix.c,
# its own ``mmap`` and ``waitpid``) is compiled for Windows alone, and its functions are another platform's
_WINDOWS_HEADERS = frozenset({"<windows.h>", "<winsock2.h>", "<winsock.h>", "<windef.h>", "<winbase.h>"})


_CONDITIONAL_LINE = re.compile(rb"^[ \t]*#[ \t]*(if|ifdef|ifndef|endif)\b", re.MULTILINE)


def _unconditional(source: bytes, node: Node) -> bool:
    """Whether an ``#include``'s path sits outside every preprocessor conditional of the file as written (the
    tree may be of a copy whose conditionals were flattened: ZLToolKit's ``#if defined(_WIN32)`` /
    ``#include <windows.h>``)."""
    depth = 0
    for match in _CONDITIONAL_LINE.finditer(source, 0, node.start_byte):
        depth += -1 if match.group(1) == b"endif" else 1
    return depth <= 0


def _iterator_hints(hints: Hints, scope: str | None, name: str, iterated: str, type_node: Node,
                    lines: tuple[int, int]) -> None:
    """What an iterator declared with its type reaches: ``std::vector<Node*>::iterator it`` (``iterated``, a
    ``Node``: ``it->`` and ``(*it)``), and ``StringToXCryptorMap::iterator it`` of an alias of a map (``it->first`` /
    ``it->second``: its key and value, which the linker reads from the alias)."""
    if iterated:
        hints.bind(scope, name + "[]", iterated, *lines)
    elif (aliased := ALIAS_ITERATOR.fullmatch("".join(text(type_node).split()))) is not None:
        for part, role in (("first", "k"), ("second", "v")):
            hints.bind(scope, f"{name}.{part}", f"$*{aliased.group(1)}#{role}@{scope or ''}", *lines)


def _misread_local(left: Node, operator: Node, name: Node, scopes: ScopeFinder, hints: Hints,
                   facts: FileFacts) -> None:
    """``OptionHandler* op(new DefaultOptionHandler(a));`` in a function: a local pointer (or reference)
    initialised in parentheses by what cannot be a parameter, which the grammar reads as a discarded product of
    ``OptionHandler`` and a call ``op(...)``.  C++ reads a declaration where the left names a type, so unless it
    is a parameter or local of the function, ``op`` is bound as an ``OptionHandler*`` and ``op(...)`` is no call."""
    statement = name.parent.parent.parent if name.parent is not None and name.parent.parent is not None else None
    if statement is None or not _in_function(statement):
        return
    scope = scopes.scope_of(name.start_byte, SCOPE_KINDS)
    path = name_path(left)
    if not path or any(sc == scope and n == path[0] for sc, n, _, _ in facts.declared):
        return   # ``size * scale(x);``: a value of the function's, multiplied
    line, end = name.start_point[0] + 1, block_end(name)
    hints.bind(scope, text(name), "::".join(path), line, end)
    facts.constness.append((scope, text(name), "mutable", line, end))
    facts.declared.append((scope, text(name), "::".join(path) + text(operator), name.start_byte))
    facts.calls = [c for c in facts.calls if (c.line, c.column) != (line, name.start_point[1])]


def _capture_hint(node: Node, scopes: ScopeFinder, hints: Hints) -> None:
    """A lambda's init-capture, typed as an ``auto`` local of its initialiser (i2pd's ``[s = shared_from_this()]
    () { s->SendSessionCreated(); }``), from its line to the end of the block around the lambda."""
    named = node.named_children
    if len(named) < 2 or named[0].type != "identifier" or \
            re.search(rf"\b{re.escape(text(named[0]))}\b", text(named[-1])):
        return   # (``[&hero = std::as_const(hero)]``, ``[x = std::move(x)]``: the name's own type stays)
    scope = scopes.scope_of(named[0].start_byte, SCOPE_KINDS)
    kind = initialiser_type(named[-1]) or initialiser_value(named[-1], scope, set())
    if kind:
        hints.bind(scope, text(named[0]), kind, named[0].start_point[0] + 1, block_end(named[0]))


def block_end(node: Node) -> int:
    """The last line a local declared at ``node`` is visible on: the end of the block, loop,
    ``if`` (a condition's declaration) or function (a parameter) that holds it; 0 outside one."""
    holder = node.parent
    while holder is not None and holder.type not in _BLOCKS:
        holder = holder.parent
    return holder.end_point[0] + 1 if holder is not None else 0


def initialiser(declarator: Node) -> Node | None:
    """The value a declarator is initialised with: ``auto w = make()``, ``auto w(make())`` (PROJ's ``auto
    rf(VerticalReferenceFrame::nn_make_shared<VerticalReferenceFrame>(...))``), and a condition's
    declaration (``if (auto w = one)``, whose value hangs on the declaration itself).  Of a conditional
    (i2pd's ``auto msg = n <= 4 ? NewI2NPShortMessage () : NewI2NPMessage ();``), the first branch, whose type
    both share, or the second where the first is a null pointer."""
    value = _initialiser(declarator)
    while value is not None and value.type == "conditional_expression":
        first = value.child_by_field_name("consequence")
        value = value.child_by_field_name("alternative") if first is None or first.type == "null" or \
            text(first) in ("NULL", "0") else first
    return value


def _initialiser(declarator: Node) -> Node | None:
    if declarator.type == "init_declarator":
        value = declarator.child_by_field_name("value")
        holder = declarator.parent
        if value is not None and value.type == "argument_list" and value.named_child_count == 1 and \
                holder is not None and (kind := holder.child_by_field_name("type")) is not None and \
                kind.type == "placeholder_type_specifier":
            return value.named_children[0]
        return value
    holder = declarator.parent
    if holder is not None and holder.type == "declaration" and holder.parent is not None and \
            holder.parent.type == "condition_clause":
        return holder.child_by_field_name("value")
    return None


def _arity(function: Node | None) -> tuple[int, int] | None:
    params = function.child_by_field_name("parameters") if function is not None else None
    if params is None:
        return None
    low = high = 0
    variadic = False
    for child in params.children:
        if child.type == "parameter_declaration":
            if child.child_by_field_name("declarator") is None and text(child).strip() == "void":
                continue
            low += 1
            high += 1
        elif child.type == "optional_parameter_declaration":
            high += 1
        elif child.type in ("variadic_parameter", "variadic_parameter_declaration", "..."):
            variadic = True
    return low, -1 if variadic else high


def _decorators(node: Node) -> tuple[str, ...]:
    """A definition's attributes (``[[nodiscard]]``), and ``friend`` for a function defined in its class after it
    (only argument-dependent lookup finds one: the linker reads the mark)."""
    friend = ("friend",) if node.parent is not None and node.parent.type == "friend_declaration" else ()
    return tuple(text(c) for c in node.children if c.type == "attribute_declaration") + friend


def _outer(node: Node) -> Node:
    """The definition including its ``template <...>`` prefix, if any."""
    parent = node.parent
    return parent if parent is not None and parent.type == "template_declaration" else node


def _nested_namespaces(definitions: list[Definition]) -> list[Definition]:
    """A C++17 nested namespace definition (``namespace facebook::yoga {``) as what it stands for,
    ``namespace facebook { namespace yoga {``: the inner namespace named ``yoga`` inside
    ``facebook``, and ``facebook`` itself over the same text when the file opens it nowhere else,
    so that ``using namespace facebook;`` then ``yoga::f()`` finds it."""
    if not any(d.kind == "namespace" and "." in d.name for d in definitions):
        return definitions
    known = {d.qualname for d in definitions}
    out: list[Definition] = []
    for d in definitions:
        if d.kind == "namespace" and "." in d.name:
            *outer, inner = d.name.split(".")
            qualname = d.parent
            for part in outer:
                parent, qualname = qualname, f"{qualname}.{part}" if qualname else part
                if qualname not in known:
                    known.add(qualname)
                    out.append(dataclasses.replace(d, name=part, qualname=qualname, parent=parent,
                                                   signature=f"namespace {qualname.replace('.', '::')}"))
            d.parent, d.name = qualname, inner
        out.append(d)
    return out


def _member_hints(definitions: list[Definition], raw: _Raw, foreign: dict[str, str], hints: Hints,
                  facts: FileFacts) -> None:
    """``this`` of out-of-line methods, and fields' types (and their items', and constness)."""
    for d in definitions:
        if d.qualname in foreign:
            hints.fix(d.qualname, "this", foreign[d.qualname])
        elif d.kind == "field" and d.parent:
            kind = raw.field_types.get(d.span.start_byte, "")
            if kind:
                hints.fix(d.parent, d.name, kind, d.span.start_line)
                if (d.span.start_byte, d.name) in raw.field_elements:
                    hints.fix(d.parent, d.name + "[]", kind, d.span.start_line)
            if item := raw.field_items.get((d.span.start_byte, d.name), ""):
                hints.fix(d.parent, d.name + "[]", item, d.span.start_line)
                facts.references.append((d.parent, kind, d.span.start_line))
            elif item := raw.field_items.get((d.span.start_byte, d.name + "[]"), ""):
                hints.fix(d.parent, d.name + "[][]", item, d.span.start_line)   # ``rows_[i][j]``
            facts.constness.append((d.parent, d.name, raw.field_const.get((d.span.start_byte, d.name), ""),
                                    d.span.start_line, 0))


def _range_hints(bind: Node, scopes: ScopeFinder, sequences: dict[tuple[str | None, str], str], hints: Hints,
                 facts: FileFacts) -> None:
    """The names a range-based ``for`` declares (``for (auto& [k, v] : m)``, ``for (Foo* f : foos)``): what
    iterating the range gives, a pair's ``first`` / ``second``."""
    loop = bind.parent
    for bound, role in pair_names(bind):   # ``for (auto& [k, v] : m)``
        scope = scopes.scope_of(bound.start_byte, SCOPE_KINDS)
        if (chain := iterated_chain(loop)) is not None:
            hints.bind(scope, text(bound), f"$*{chain}#{role}@{scope or ''}",
                       bound.start_point[0] + 1, block_end(bound))
        facts.declared.append((scope, text(bound), "", bound.start_byte))
    name_node, _ = declarator_name(bind)
    if name_node is None:
        return
    scope = scopes.scope_of(name_node.start_byte, SCOPE_KINDS)
    kind = range_element(loop, scope, sequences, {n for sc, n, _, _ in facts.declared if sc == scope})
    line, end = name_node.start_point[0] + 1, block_end(name_node)
    hints.bind(scope, text(name_node), kind, line, end)
    if loop is not None and (b"first" in (loop.text or b"") or b"second" in (loop.text or b"")) \
            and (chain := iterated_chain(loop)) is not None:   # ``p.first``, ``p.second``: a pair's
        hints.bind(scope, text(name_node) + ".first", f"$*{chain}#k@{scope or ''}", line, end)
        hints.bind(scope, text(name_node) + ".second", f"$*{chain}#v@{scope or ''}", line, end)
    # A type written out (``for (ConstElementPtr e : ...)``, ``for (const Foo& f : ...)``) is as const as a
    # declaration's; an ``auto`` one as the range's elements, which are not known here.
    written = loop.child_by_field_name("type") if loop is not None else None
    if written is not None and written.type != "placeholder_type_specifier" and \
            (item := element_type(written, bind)):   # librime's ``for (an<Calculation>& x : calculation_)``, ``an``
        hints.bind(scope, text(name_node) + "[]", item, line, end)   # an alias template of ``std::shared_ptr``
    flag = object_constness(written, bind) if written is not None and written.type != "placeholder_type_specifier" \
        else ""
    facts.constness.append((scope, text(name_node), flag, line, end))
    facts.declared.append((scope, text(name_node), range_declared(loop), name_node.start_byte))


_Overload = tuple[str, tuple[str, ...]]   # a C++ function's qualname and parameter types


def _overload_key(overloaded: bool, d: Definition) -> _Overload:
    """What tells a prototype's definition: its qualname, and in C++ its parameter types and whether it is a template
    of its own (a prototype of another overload stays, and so does a plain function's beside a template of the same
    parameters: InspIRCd's ``User* Find(const std::string&, bool)`` beside ``template<typename T>
    std::enable_if_t<..., T*> Find(const std::string&, bool) {...}``)."""
    if not overloaded:
        return d.qualname, ()
    return d.qualname, (*parameter_types(d.signature), "template" if own_template(d.signature) else "")


def _explicit_prototypes(definitions: list[Definition], declarations: set[int],
                         overload: Callable[[Definition], _Overload]) -> set[_Overload]:
    """The overload keys of constructors a class declares ``explicit``: the word is written in the class only, so
    a definition below it (MiniZinc's ``inline ASTString::ASTString(const std::string& s)``) takes it as a
    decorator when the prototype is dropped."""
    return {overload(d) for d in definitions if d.span.start_byte in declarations and
            "explicit" in d.signature.partition("(")[0].split()}


def _element_hints(hints: Hints, sequences: dict[tuple[str | None, str], str], scope: str | None, name: Node,
                   type_node: Node, declarator: Node, aliases: dict[str, str]) -> None:
    """The ``name[]`` hint of a local or variable declared as a container (``std::vector<Foo> v``: ``v[i]`` is a
    ``Foo``) and what iterating it yields, or the ``name[][]`` hint of a container of containers."""
    line, end = name.start_point[0] + 1, block_end(name)
    if item := element_type(type_node, declarator, aliases):
        hints.bind(scope, text(name) + "[]", item, line, end)
        sequences[(scope, text(name))] = element_type(type_node, declarator, aliases, sequence=True)
    elif item := element_type(type_node, declarator, aliases, nested=True):
        hints.bind(scope, text(name) + "[][]", item, line, end)   # ``v[i][j]`` of a vector of vectors


def _beyond_conditionals(node: Node) -> Node | None:
    """The parent of ``node`` outside the preprocessor conditionals around it."""
    parent = node.parent
    while parent is not None and parent.type.startswith("preproc_"):
        parent = parent.parent
    return parent


def _in_function(node: Node) -> bool:
    """Whether a declaration under preprocessor conditionals sits in a function body, or opens a
    ``for`` statement (KenLM's ``for (util::stream::Link block_it(position); block_it; ++block_it)``)."""
    parent = _beyond_conditionals(node)
    return parent is not None and (parent.type == "compound_statement" or (
        parent.type == "for_statement" and parent.child_by_field_name("initializer") == node))


def _constructed(declaration: Node, declarator: Node, scopes: ScopeFinder) -> CallFact | None:
    """The constructor call of a local the grammar reads as a function declaration (``WorkingMemory
    wmem(n);``), located at the local's name as the compiler locates it; None for a type not named plainly."""
    written, name = declaration.child_by_field_name("type"), declarator.child_by_field_name("declarator")
    parameters = declarator.child_by_field_name("parameters")
    if written is not None and written.type == "template_type":
        written = written.child_by_field_name("name")
    if written is None or written.type != "type_identifier" or name is None or parameters is None:
        return None
    return call_fact(text(written), None, declaration, scopes, is_new=True, args=len(parameters.named_children),
                     name_node=name)


_CONDITIONALS = ("preproc_if", "preproc_ifdef")
_BRANCHES = ("preproc_elif", "preproc_elifdef", "preproc_else")


def _arms(node: Node, within: str = "") -> Iterator[tuple[Node, int]]:
    """The ``#if`` / ``#elif`` / ``#else`` branches around ``node``, innermost first (inside a
    ``within`` node only, when given): (the ``#if``, the branch's number from 0)."""
    parent = node.parent
    while parent is not None and parent.type != within:
        if parent.type in _CONDITIONALS or parent.type in _BRANCHES:
            arm = 0
            while parent.type in _BRANCHES and parent.parent is not None and (
                    parent.parent.type in _CONDITIONALS or parent.parent.type in _BRANCHES):
                parent, arm = parent.parent, arm + 1
            yield parent, arm
        parent = parent.parent


def _undefined_arms_only(raw: list[RawDef], candidates: list[RawDef], source: bytes) -> list[RawDef]:
    """``raw`` without the functions, type aliases and macros that one ``#if`` chain defines in several
    arms, but for those of the arm compiled when every macro its tests name is undefined
    (RmlUi's ``#ifdef RMLUI_NO_THIRDPARTY_CONTAINERS`` / ``using UnorderedMap = std::unordered_map<K, V>;``
    / ``#else`` / ``using UnorderedMap = robin_hood::unordered_flat_map<K, V>;``, jsoncpp's
    ``Json::LargestInt`` under ``#if defined(JSON_NO_INT64)`` and its ``#else``), where every macro those
    tests name reads as an option that turns something off (``..._NO_...``, ``DISABLE_...``,
    ``WITHOUT_...``), which a build sets only when asked.  Not for other macros, which a project's own
    headers or build may define by default (lodepng's ``LODEPNG_COMPILE_ZLIB``, on in lodepng.h: its
    ``#else`` is a stub; ninja's ``USE_PPOLL``, CppUTest's ``CPPUTEST_USE_LONG_LONG``, jsoncpp's
    ``JSON_USE_EXCEPTION``, all on where they build), nor where that arm defines none of them.  Type aliases and
    macros (function-like too) are kept from that arm too where the file defines none of the macros its tests name
    (:func:`_unset`): they only spell the code a build uses, and the default build is the one measured (Nestopia's
    ``#ifdef NST_FASTDELEGATE`` / ``typedef Data (NST_FASTCALL Component::*Reader)(Address);`` / ``#define
    NES_DECL_PEEK(a_) ...`` / ``#else`` / their plain function pointers and static members)."""
    arms: dict[tuple[int, str, str], dict[int, list[RawDef]]] = {}
    chains: dict[int, Node] = {}
    for item in candidates:
        for conditional, arm in _arms(item.node):
            arms.setdefault((conditional.start_byte, item.kind, item.name), {}).setdefault(arm, []).append(item)
            chains[conditional.start_byte] = conditional
    dropped: set[int] = set()
    defined: set[str] | None = None   # the macros the file defines (FDK AAC's ``#define WINDOWTABLE_16BIT``)
    evaluated: dict[int, int] | None = None   # the arms the file's own macros choose (``cdirectives``)
    for (start, kind, _), found in arms.items():
        if len(found) < 2:
            continue
        chosen = undefined_arm(chains[start])
        if chosen in found and not _off_switches(chains[start]):
            defined = defined if defined is not None else {name.decode() for name in _DEFINED.findall(source)}
            if (kind == "function" and not all(
                    item.node.type == "preproc_function_def" for items in found.values() for item in items)) or \
                    not _unset(chains[start], defined) or \
                    any(_in_class(item.node, chains[start]) for items in found.values() for item in items):
                chosen = None
        if chosen not in found:   # expected-lite's ``#if nsel_USES_STD_EXPECTED``: its ``#else``, for C++17
            evaluated = evaluated if evaluated is not None else chosen_arms(source)
            chosen = evaluated.get(start)
        if chosen in found:
            dropped.update(id(item) for arm, items in found.items() if arm != chosen for item in items)
    return [item for item in raw if id(item) not in dropped] if dropped else raw


_MACRO_WORD = re.compile(r"[A-Za-z_]\w*")
_OPTION = re.compile(r"(?:^|_)(?:NO|DISABLE|WITHOUT)_")


_DEFINED = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)", re.MULTILINE)


def _in_class(node: Node, conditional: Node) -> bool:
    """Whether ``node`` sits in a class body inside ``conditional``: each arm then defines a class of its own
    (Nestopia's two ``class Port`` s, with ``typedef``s of one name), whose members all stay, and their aliases
    with them."""
    parent = node.parent
    while parent is not None and parent != conditional:
        if parent.type == "field_declaration_list":
            return True
        parent = parent.parent
    return False


def _unset(conditional: Node, defined: set[str]) -> bool:
    """Whether no macro a ``#if`` chain's tests name is defined in its file: a build's option, off unless a build
    asks (pugixml's ``#ifdef PUGIXML_WCHAR_MODE`` / ``#define PUGIXML_CHAR wchar_t`` / ``#else`` / ``#define
    PUGIXML_CHAR char``, Assimp's ``#ifdef ASSIMP_DOUBLE_PRECISION`` / ``typedef double ai_real;``)."""
    named = [name for name in _MACRO_WORD.findall(_tests(conditional)) if name != "defined"]
    return bool(named) and not defined & set(named) and not any(name.startswith("_") for name in named)   # (no
    # compiler's own macro: ``__cplusplus``)


def _tests(conditional: Node) -> str:
    """The tests of a ``#if`` chain's branches, as written."""
    out, node = [], conditional   # type: tuple[list[str], Node | None]
    while node is not None and node.type != "preproc_else":
        test = node.child_by_field_name("name") or node.child_by_field_name("condition")
        out.append(text(test))
        node = node.child_by_field_name("alternative")
    return " ".join(out)


_MEMBER_MACRO_LINE = re.compile(rb"^[ \t]*([A-Z][A-Z0-9]*_[A-Z0-9_]*)[ \t]*(?:\([^()\n]*\))?[ \t]*;?[ \t]*"
                                rb"(?://[^\n]*)?\r?$", re.MULTILINE)


def _member_macros(source: bytes, definitions: list[Definition],
                   scopes: ScopeFinder) -> list[tuple[str | None, str, str]]:
    """(the class's qualname, MEMBER_MACRO, the macro's name) for each upper-case macro alone on its line
    directly in a class body (PROJ's ``PROJ_OPAQUE_PRIVATE_DATA``, which another header defines to declare
    ``std::unique_ptr<Private> d;``): the linker reads the members its ``#define`` declares."""
    classes = {d.qualname for d in definitions if d.kind in ("class", "struct")}
    out: list[tuple[str | None, str, str]] = []
    for match in _MEMBER_MACRO_LINE.finditer(source) if classes else ():
        scope = scopes.scope_of(match.start(1), SCOPE_KINDS)
        used = (scope, MEMBER_MACRO, match.group(1).decode())
        if scope in classes and used not in out:
            out.append(used)
    return out


_INCLUDE_LINE = re.compile(rb'^[ \t]*#[ \t]*include[ \t]*("[^"\n]+"|<[^>\n]+>)', re.MULTILINE)


def _class_of_line(byte: int, scopes: ScopeFinder) -> str | None:
    """The class, struct or union whose body directly holds ``byte`` (not a method's body in it)."""
    scope = scopes.scope_of(byte)
    found = scopes.by_qualname.get(scope or "")
    return scope if found is not None and found.kind in ("class", "struct", "union") else None


def _member_includes(source: bytes, scopes: ScopeFinder) -> list[ImportFact]:
    """An ``#include`` in a class body, scoped to the class (LibRaw's ``class LibRaw { ... #include
    "internal/libraw_internal_funcs.h" };``): what that header declares, the linker makes the class's
    members."""
    out: list[ImportFact] = []
    for match in _INCLUDE_LINE.finditer(source):
        owner = _class_of_line(match.start(), scopes)
        if owner is not None:
            spec = match.group(1).decode(errors="replace")
            out.append(ImportFact(spec if spec.startswith("<") else spec.strip('"'), "*", None,
                                  source.count(b"\n", 0, match.start()) + 1, owner))
    return out


def _in_broken_branch(node: Node) -> bool:
    """Whether a conditional branch around ``node`` has a syntax error in it (FLAC's ``#elif defined _MSC_VER`` /
    ``__asm { ... }``, which the grammar closes after the next function, reading it as that branch's)."""
    parent = node.parent
    while parent is not None:
        if parent.type.startswith("preproc_") and parent.has_error and _misread(parent):
            return True
        parent = parent.parent
    return False


def _misread(node: Node) -> bool:
    """Whether ``node`` holds an ``ERROR`` or a missing token outside an ``#include`` line (ugrep's ``#include
    <tchar.h> `` with a space after it, a missing line end to the grammar, misreads no code)."""
    if node.type == "ERROR" or (node.is_missing and (node.parent is None or node.parent.type != "preproc_include")):
        return True
    return any(_misread(child) for child in node.children if child.has_error or child.is_missing)


def _compiled_calls(source: bytes, root: Node, calls: list[CallFact], cplusplus: bool) -> list[CallFact]:
    """The calls outside the branches no build compiles (``cplatform.never_compiled``: an ``#if 0``)."""
    lines = [(source.count(b"\n", 0, start) + 1, source.count(b"\n", 0, end) + 1)
             for start, end in never_compiled(root, cplusplus)]
    return [c for c in calls if not any(first < c.line <= last for first, last in lines)] if lines else calls


def _preproc_arm(node: Node) -> tuple[int, int] | None:
    """Where a local's declaration sits among ``#if`` / ``#elif`` / ``#else`` branches inside its
    function: (the ``#if``'s first byte, the branch's number from 0); None outside any."""
    found = next(_arms(node, "function_definition"), None)
    return (found[0].start_byte, found[1]) if found is not None else None


def _compiled_apart(prototype: Node, definition: Node) -> bool:
    """Whether a prototype and a definition of one function sit in different branches of one
    ``#if``, the prototype's being the one compiled when the macros its tests name are undefined
    (Rubber Band's ``#ifndef NO_THREADING`` / ``class Mutex { void lock(); }`` / ``#else`` / ``class
    Mutex { void lock() { } }``; not meshoptimizer's ``#ifdef MESHOPTIMIZER_ALLOC_EXPORT`` /
    ``static Storage& storage();`` / ``#else`` / ``static Storage& storage() { ... }``), or the
    definition in a branch that only a switch turning something off selects, the prototype in none
    (Abseil's ``#ifdef NDEBUG`` inline stubs: the ``.cc`` defines the function otherwise)."""
    mine = {conditional.start_byte: arm for conditional, arm in _arms(prototype)}
    for conditional, arm in _arms(definition):
        if conditional.start_byte not in mine and undefined_arm(conditional) not in (arm, None) and \
                _off_switches(conditional):
            return True   # Abseil's ``#ifdef NDEBUG`` / ``inline ... CordRepBtree::AssertValid(...) { return tree; }``
        if mine.get(conditional.start_byte, arm) != arm:
            return undefined_arm(conditional) == mine[conditional.start_byte]
    return False


def _without_bodies_apart(definitions: list[Definition], declarations: set[int], nodes: dict[int, Node],
                          defined: set[tuple[str, tuple[str, ...]]],
                          overload: Callable[[Definition], tuple[str, tuple[str, ...]]]) -> list[Definition]:
    """``definitions`` without a function's body that an earlier branch of its ``#if`` has and a later one answers
    with a prototype kept for the build with the macros undefined, the ``#if`` testing build options only
    (:func:`_compiled_apart`, :func:`_switched_by_option`: SRT's ``#if
    ENABLE_STDCXX_SYNC`` / ``inline ... microseconds_from(int64_t t_us) {...}`` / ``#else`` / ``...
    microseconds_from(int64_t t_us);``, which sync_posix.cpp defines): that build calls the prototype's
    definition, and the first of a file's alternatives is the one the linker names.  A body after the prototype
    stays (Rubber Band's ``#else`` stubs: findable, and never first)."""
    kept: dict[tuple[str, tuple[str, ...]], list[Node]] = defaultdict(list)
    for d in definitions:
        if d.span.start_byte in declarations and (key := overload(d)) in defined and \
                (node := nodes.get(d.span.start_byte)) is not None:
            kept[key].append(node)
    if not kept:
        return definitions
    return [d for d in definitions if d.span.start_byte in declarations or d.kind != "function" or not any(
        (mine := nodes.get(d.span.start_byte)) is not None and mine.start_byte < p.start_byte and
        _compiled_apart(p, mine) and _switched_by_option(p, mine) for p in kept.get(overload(d), ()))]


_BUILD_OPTION = re.compile(r"(?:^|_)(?:ENABLE|USE|WITH)_")   # ``ENABLE_STDCXX_SYNC``: a build system's option


def _switched_by_option(prototype: Node, definition: Node) -> bool:
    """Whether the ``#if`` that puts a prototype and a definition in different branches tests build options
    only (``ENABLE_...``, ``USE_...``, ``WITH_...``), which a build sets on its command line when asked, not a
    macro a header of the project may define (lodepng's ``#ifdef LODEPNG_COMPILE_ALLOCATORS``, lodepng.h's)."""
    mine = {conditional.start_byte: arm for conditional, arm in _arms(prototype)}
    for conditional, arm in _arms(definition):
        if mine.get(conditional.start_byte, arm) != arm:
            named = [n for n in _MACRO_WORD.findall(_tests(conditional)) if n != "defined"]
            return bool(named) and all(_BUILD_OPTION.search(n) for n in named)
    return False


def _off_switches(conditional: Node) -> bool:
    """Whether every macro a ``#if`` chain's tests name turns something off (``NDEBUG``, ``..._NO_...``,
    ``DISABLE_...``, ``WITHOUT_...``): set only when a build asks."""
    named = [name for name in _MACRO_WORD.findall(_tests(conditional)) if name != "defined"]
    return bool(named) and all(name == "NDEBUG" or _OPTION.search(name) for name in named)


def _first_arms(declared: list[tuple[str | None, str, str, int]],
                arms: dict[int, tuple[int, int]]) -> list[tuple[str | None, str, str, int]]:
    """``declared`` without a local's declarations in a later branch of a ``#if`` whose earlier
    branch declares it too (meshoptimizer's ``#if defined(SIMD_SSE) __m128i state; #elif
    defined(SIMD_NEON) uint8x16_t state; #endif``): one build compiles one branch, and the first
    stands for them, as it does for definitions."""
    first: dict[tuple[str | None, str, int], int] = {}
    for i, (scope, name, _, _) in enumerate(declared):
        if i in arms:
            key = (scope, name, arms[i][0])
            first[key] = min(first.get(key, arms[i][1]), arms[i][1])
    return [d for i, d in enumerate(declared)
            if i not in arms or first[(d[0], d[1], arms[i][0])] == arms[i][1]]



def _initialised(node: Node) -> tuple[Node, str | None] | None:
    """What a constructor's initialiser names, as a call: (the name, the scope written before it),
    for ``Base(x)``, ``StringHolder<Body>(x)`` (cpr's ``Body``) and ``ns::Base(x)``."""
    if node.type == "template_method":
        node = node.child_by_field_name("name") or node
    if node.type == "field_identifier":
        return node, None
    name = node.child_by_field_name("name") if node.type == "qualified_identifier" else None
    if name is not None and name.type == "template_method":
        name = name.child_by_field_name("name")
    if name is None or name.type != "field_identifier" or node.text is None:
        return None
    return name, node.text.decode("utf-8", "replace")[:name.start_byte - node.start_byte].rstrip(":").strip()


def _returns(body: Node) -> Iterator[Node]:
    """The values a function body's ``return`` statements give, not those of the lambdas and
    local classes inside it."""
    stack = list(body.named_children)
    while stack:
        node = stack.pop()
        if node.type == "return_statement":
            yield from node.named_children[:1]
        elif node.type not in ("lambda_expression", "class_specifier", "struct_specifier", "function_definition"):
            stack.extend(node.named_children)


def _deduction_guide(node: Node, function: Node, name: str) -> bool:
    """Whether a declaration is a class template's deduction guide (``template <class R>
    Subrange(const R& r) -> Subrange<typename R::const_iterator>;``): no result type before the
    name, a trailing one naming the class."""
    if node.child_by_field_name("type") is not None:
        return False
    trailing = next((c for c in function.children if c.type == "trailing_return_type"), None)
    return trailing is not None and text(trailing).removeprefix("->").strip().startswith(name + "<")


def _void_prototype(node: Node, declarator: Node) -> int | None:
    """The number of parameters of a prototype that the grammar read as a ``void`` variable initialised in
    parentheses (LibRaw's ``void rgb_to_lch(double (*image3)[3]);``, its parameter taken for a cast's
    subscript); None for any other declaration."""
    written = node.child_by_field_name("type")
    if written is None or written.type != "primitive_type" or text(written) != "void" or \
            declarator.type != "init_declarator":
        return None
    name = declarator.child_by_field_name("declarator")
    value = declarator.child_by_field_name("value")
    if name is None or name.type not in ("identifier", "field_identifier") or value is None or \
            value.type != "argument_list":
        return None
    return value.named_child_count


def _read_prototype(decl: Node, function: Node, name_node: Node, type_node: Node, scopes: ScopeFinder, raw: _Raw,
                    hints: Hints, facts: FileFacts) -> tuple[Node | None, bool]:
    """A declaration the grammar reads as a prototype, ``T x(a);``: (None when it is a local constructed with
    arguments or a variable, else ``function``; whether it is an ``auto`` local made by a standard factory, bound
    here: ``auto rf(Frame::nn_make_shared<Frame>(m));``).  A constructed local's calls go to ``facts.calls``."""
    here = scopes.scope_of(decl.start_byte, SCOPE_KINDS)
    pointer = decl.type == "pointer_declarator" or owning_pointer(text(type_node))
    read: Node | None = function
    if constructed_local(function, True, {n for sc, n, _, _ in facts.declared if sc == here}, pointer):
        facts.calls += [call_fact(text(name), receiver, p, scopes, args=n, name_node=name)
                        for p, name, receiver, n in constructor_calls(function)]
        if decl.type == "function_declarator" and decl.parent is not None and \
                (made := _constructed(decl.parent, decl, scopes)) is not None:
            facts.calls.append(made)   # ``WorkingMemory wmem(n);``: its constructor, at ``wmem``
        read = None   # ``WorkingMemory wmem(n);``: a local, not a function declaration
    elif decl.start_byte in raw.variables:
        read = None   # ``std::vector<Sprite> _icnVsSprite( ICN::LASTICN );``: a variable
    vexing = vexing_declared(decl) if decl.type == "function_declarator" and \
        type_node.type == "placeholder_type_specifier" else ""
    if not vexing:
        return read, False
    line, end = name_node.start_point[0] + 1, block_end(name_node)
    hints.bind(here, text(name_node), vexing.partition("<")[2][:-1], line, end)
    facts.constness.append((here, text(name_node), "mutable", line, end))
    facts.declared.append((here, text(name_node), vexing, name_node.start_byte))
    return read, True


def _misread_variable(node: Node, declarator: Node, root: Node) -> bool:
    """Whether a namespace-scope prototype is a variable initialised in parentheses, which the grammar
    reads as a function declaration (fheroes2's ``std::vector<std::vector<Sprite>> _icnVsSprite(
    ICN::LASTICN );``): every "parameter" is a bare name without a declarator, and the file uses the
    name as a value (``_icnVsSprite[id]``, ``_icnVsSprite.size()``), never calls it but there."""
    parameters = declarator.child_by_field_name("parameters")
    name = declarator.child_by_field_name("declarator")
    parent = _beyond_conditionals(node)
    if declarator.type != "function_declarator" or parameters is None or name is None or \
            name.type != "identifier" or parent is None or parent.type not in ("translation_unit", "declaration_list") \
            or not parameters.named_children:
        return False
    if any(p.type != "parameter_declaration" or p.child_by_field_name("declarator") is not None or
           (written := p.child_by_field_name("type")) is None or
           written.type not in ("type_identifier", "qualified_identifier") or
           len(p.named_children) != 1 for p in parameters.named_children):
        return False
    word, source = re.escape(text(name)).encode(), root.text or b""
    used = (m for m in re.finditer(rb"(?<![\w.>:])" + word + rb"\s*(?:\[|\.\s*[A-Za-z_]|->)", source)
            if _in_code(root, m.start(), len(text(name))))   # (not FTXUI's "in combination with dbox." comment)
    return next(used, None) is not None and len(re.findall(rb"(?<![\w.>:])" + word + rb"\s*\(", source)) == 1


def _in_code(root: Node, start: int, length: int) -> bool:
    """Whether the name at ``start`` is code, not a comment's or a string's words."""
    found = root.descendant_for_byte_range(start, start + length)
    return found is not None and found.type in ("identifier", "field_identifier")


def _result_type(node: Node, function: Node | None) -> Node | None:
    """A function's result type node: the trailing one after ``auto`` (``auto f() const ->
    const Flag_Set*``), else the one before its name."""
    written = node.child_by_field_name("type")
    if function is None or written is None or written.type != "placeholder_type_specifier":
        return written
    trailing = next((c for c in function.children if c.type == "trailing_return_type"), None)
    described = trailing.named_children[0] if trailing is not None and trailing.named_children else None
    return (described.child_by_field_name("type") if described is not None else None) or written

@dataclass
class _Raw:
    """Raw definitions and, by the start byte of their node, what else is known of them."""

    raw: list[RawDef] = field(default_factory=list)
    owners: dict[int, list[str]] = field(default_factory=dict)          # ``Foo::bar``: ["Foo"]
    declarations: set[int] = field(default_factory=set)                 # prototypes, member declarations
    bases: dict[int, list[tuple[str, int]]] = field(default_factory=dict)
    arity: dict[int, tuple[int, int]] = field(default_factory=dict)
    anonymous: list[Node] = field(default_factory=list)                 # anonymous namespace bodies
    field_types: dict[int, str] = field(default_factory=dict)
    field_elements: set[tuple[int, str]] = field(default_factory=set)   # ``Foo* items_;``: items_[i] is a Foo
    field_items: dict[tuple[int, str], str] = field(default_factory=dict)   # ``std::vector<Foo> items_``: a Foo
    aliases: dict[str, str] = field(default_factory=dict)   # the file's aliases of standard containers
    field_sequences: dict[tuple[int, str], str] = field(default_factory=dict)   # what iterating a field yields
    field_const: dict[tuple[int, str], str] = field(default_factory=dict)   # see ``cpp_types.constness``
    foreign: set[int] = field(default_factory=set)   # functions only another platform's branches define
    fallback: set[int] = field(default_factory=set)   # standard-named functions of a feature test's fallback
    variables: set[int] = field(default_factory=set)   # declarators of variables read as prototypes


class CFamily(Language):
    """Extraction and include resolution shared by C and C++."""

    family = "c-family"
    member_separators = (".", "->", "::")
    star_reexports = True                       # includes are transitive
    super_names: ClassVar[frozenset[str]] = frozenset()
    definitions_query: ClassVar[str] = C_DEFINITIONS
    calls_query: ClassVar[str] = C_CALLS
    hints_query: ClassVar[str] = ""
    usings_query: ClassVar[str] = ""            # C++: ``using ns::Name;`` / ``using namespace ns;``
    argument_types: ClassVar[bool] = False      # C++: arguments' types and objects' constness (``cpp_args``)
    overloads: ClassVar[bool] = False           # report arities so the linker can pick overloads
    test_suffixes: ClassVar[tuple[str, ...]] = ("_test", "_tests", "_unittest", "Test", "Tests", "_spec")

    def is_test_path(self, path: str) -> bool:
        parts = path.split("/")
        stem = parts[-1].rsplit(".", 1)[0]
        return any(p in ("test", "tests", "testing", "unittests") for p in parts[:-1]) or \
            stem.startswith("test_") or stem.endswith(self.test_suffixes)

    # -- extraction ----------------------------------------------------------------------

    def parse(self, source: bytes) -> Tree:
        """A file with syntax errors is read again with its ``#if`` s flattened (``cblank``)."""
        return recovering_parse(super().parse, source, self.name == "cpp")

    def _raw(self, root: Node) -> _Raw:
        """Raw definitions plus what is known of them by start byte."""
        out = _Raw(aliases=container_aliases(root.text or b"") if self.argument_types else {})
        platform = mentions_platform(root.text or b"")
        features = b"HAVE_" in (root.text or b"")
        elsewhere: list[RawDef] = []   # functions and aliases of another platform's branches
        alternatives: list[RawDef] = []   # functions and type aliases that may be in one ``#if``'s several arms
        access: dict[int, list[tuple[int, str]]] = {}
        matches = self.matches(self.definitions_query, root)
        for _, match in matches:
            if "access" in match:
                node = match["access"][0]
                if node.parent is not None:
                    access.setdefault(node.parent.start_byte, []).append((node.start_byte, text(node).strip()))
            elif "anonymous" in match:
                out.anonymous.append(match["anonymous"][0])
        for _, match in matches:
            capture = next((c for c in _KINDS if c in match), None)
            if capture is None:
                continue
            node = match[capture][0]
            if capture == "declaration" and node.parent is not None and node.parent.type.startswith("preproc_") \
                    and _in_function(node):
                continue
            if platform and capture in ("macro", "define") and foreign_branch(node):
                continue   # LMDB's ``#ifdef _WIN32 #define getpid() GetCurrentProcessId()``: another platform's
            item = self._raw_one(capture, node, match, out)
            if item is None:
                continue
            if capture == "declaration" and item.kind == "function" and self.name == "cpp" and \
                    _misread_variable(node, match["decl"][0], root):
                item.kind, item.container, item.returns = "variable", False, ""   # ``T v( ICN::LASTICN );``
                out.declarations.discard(item.node.start_byte)
                out.arity.pop(item.node.start_byte, None)
                out.variables.add(match["decl"][0].start_byte)
            if platform and (item.kind == "function" or capture in ("typedef", "alias")) and foreign_branch(node):
                elsewhere.append(item)
            if features and item.kind == "function" and item.name in self.builtins and fallback_branch(node):
                out.fallback.add(item.node.start_byte)   # libzmq's ``#ifndef HAVE_STRNLEN`` / ``strnlen``
            if capture in ("function", "typedef", "alias", "define", "macro") and self.name == "cpp" and \
                    node.parent is not None and node.parent.type != "translation_unit":
                alternatives.append(item)
            if capture in ("class", "struct"):
                clause = next((c for c in node.children if c.type == "base_class_clause"), None)
                if clause is not None:
                    out.bases[item.node.start_byte] = [
                        (".".join(name_path(b)), b.start_point[0] + 1) for b in clause.named_children
                        if b.type in ("type_identifier", "qualified_identifier", "template_type")]
            item.exported = item.exported and self._accessible(item.node, access)
            out.raw.append(item)
        cpp = self.name == "cpp"   # ``#if 0`` / ``class List`` / ``#else``: unread
        if tests_literal(root.text or b"", cpp) and (dead := never_compiled(root, cpp)):
            out.raw = [item for item in out.raw if not within(dead, item.node.start_byte)]
        if elsewhere:   # ``#ifdef _WIN32 void f() {...} #else void f() {...} #endif``: this platform's ``f``; an
            dropped = {id(item) for item in elsewhere}   # alias, where this platform's branch defines the name
            here = {item.name for item in out.raw if item.kind == "function" and id(item) not in dropped}
            named = {item.name for item in out.raw if id(item) not in dropped}   # (FDK AAC's ``#define LONG INT``)
            out.raw = [item for item in out.raw if id(item) not in dropped or
                       item.name not in (here if item.kind == "function" else named)]
            out.foreign = {item.node.start_byte for item in elsewhere   # (not in a branch the grammar misread:
                           if item.kind == "function" and item.name not in here and
                           not _in_broken_branch(item.node)}   # FLAC's ``__asm {``)
        if len(alternatives) > 1:
            out.raw = _undefined_arms_only(out.raw, alternatives, root.text or b"")
        return out

    def _raw_one(self, capture: str, node: Node, match: dict[str, list[Node]], out: _Raw) -> RawDef | None:
        kind = _KINDS[capture]
        body = match["body"][0] if "body" in match else None
        outer = _outer(node)
        returns = ""
        is_abstract = False
        decorators: tuple[str, ...] = ()
        arity: tuple[int, int] | None = None
        if "decl" in match:
            name_node, function = declarator_name(match["decl"][0])
            if name_node is None:
                return None
            path = name_path(name_node)
            if not path:
                return None
            if capture in ("declaration", "field"):
                vexing = _void_prototype(node, match["decl"][0]) if function is None and capture == "declaration" \
                    else None
                if vexing is not None:   # ``void rgb_to_lch(double (*image)[3]);``: no variable is ``void``
                    kind = "function"
                    out.declarations.add(outer.start_byte)
                    arity = (vexing, vexing)
                elif function is None:
                    if len(path) > 1 or any(text(c) == "extern" for c in node.children
                                            if c.type == "storage_class_specifier"):
                        return None    # ``extern int x;``, ``int Foo::count = 0;``: declared elsewhere
                    constant = any(text(c) in ("const", "constexpr") for c in node.children
                                   if c.type == "type_qualifier")
                    kind = "field" if capture == "field" else ("constant" if constant else "variable")
                    if kind == "field":
                        self._field_facts(node, match["decl"][0], (outer.start_byte, path[-1]), out)
                else:
                    if _deduction_guide(node, function, path[-1]):
                        return None   # ``Subrange(const Range& r) -> Subrange<...>;``: no function
                    kind = "function"
                    out.declarations.add(outer.start_byte)
                    default = node.child_by_field_name("default_value")
                    is_abstract = default is not None and text(default) == "0"
            elif capture == "typedef":
                kind = "type"
                inner = node.child_by_field_name("type")
                if function is None:        # what the alias names: its members are the alias's
                    returns = c_type(inner)
                if inner is not None and inner.child_by_field_name("body") is not None:
                    body = inner.child_by_field_name("body")
                    if inner.child_by_field_name("name") is None:
                        # ``typedef struct { ... } point_t;``: the struct is named by the typedef
                        kind = "enum" if inner.type == "enum_specifier" else "struct"
                    elif function is None:   # ``typedef struct ctx { ... } ctx_t;``: the alias names ``ctx``
                        returns = text(inner.child_by_field_name("name"))
            if kind == "function":
                if capture == "function" and path[0] in _TEST_MACROS and len(path) == 1 and function is not None:
                    decorators = (path[0],)
                    path = self._test_macro_path(path[0], function)
                returns = c_type(_result_type(node, function))
                if self.overloads and function is not None:
                    arity = _arity(function)
            if len(path) > 1:
                if kind != "function":
                    return None
                out.owners[outer.start_byte] = path[:-1]
            name = ".".join(path)
        else:
            written = name_path(match["name"][0])
            name = ".".join(written)
            if len(written) > 1 and capture in _CLASS_CAPTURES:   # ``class Face::Table { ... };``: a member class
                out.owners[outer.start_byte] = written[:-1]   # of ``Face``, defined outside its body
            if capture in ("alias", "macro"):   # ``using Ref = std::shared_ptr<Node>;``: ``Node``; a macro of one cast
                returns = c_type(node.child_by_field_name("type")) if capture == "alias" else cast_macro(text(body))
        if not name:
            return None
        storage = {text(c) for c in node.children if c.type == "storage_class_specifier"}
        decorators += _decorators(node)
        comments, _ = stacked_above(outer, _COMMENTS, frozenset())
        item = RawDef(kind=kind, name=name, node=outer, header=outer, body=body, doc=comment_doc(comments),
                      decorators=decorators, returns=returns, exported="static" not in storage or kind == "field",
                      is_abstract=is_abstract, container=capture in _CONTAINERS or kind in ("struct", "enum"))
        if arity is not None:
            out.arity[outer.start_byte] = arity
        return item

    def _field_facts(self, node: Node, declarator: Node, key: tuple[int, str], out: _Raw) -> None:
        """A field's type, and what its subscripts take out (one or two: ``std::vector<std::vector<Foo>>
        rows_``), what iterating it yields and its constness, by (its declaration's start, its name)."""
        type_node = node.child_by_field_name("type")
        out.field_types[key[0]] = c_type(type_node)
        if elements(declarator):
            out.field_elements.add(key)
        elif element := element_type(type_node, declarator, out.aliases):
            out.field_items[key] = element
            out.field_sequences[key] = element_type(type_node, declarator, out.aliases, sequence=True)
        elif element := element_type(type_node, declarator, out.aliases, nested=True):
            out.field_items[(key[0], key[1] + "[]")] = element
        if type_node is not None and self.argument_types:
            out.field_const[key] = object_constness(type_node, declarator, field=True)

    @staticmethod
    def _test_macro_path(macro: str, function: Node) -> list[str]:
        """``TEST(Suite, Name)`` -> ``["Suite", "Name"]``; other test macros keep their name."""
        params = function.child_by_field_name("parameters")
        names = [text(p).strip() for p in params.named_children] if params is not None else []
        if macro in _GTEST and len(names) == 2 and all(re.match(r"^\w+$", n) for n in names):
            return names
        return [macro]

    @staticmethod
    def _accessible(node: Node, access: dict[int, list[tuple[int, str]]]) -> bool:
        """Whether a class member is public (by the access specifier above it)."""
        parent = node.parent
        if parent is None or parent.type != "field_declaration_list":
            return True
        current = "private" if parent.parent is not None and parent.parent.type == "class_specifier" else "public"
        for byte, label in access.get(parent.start_byte, []):
            if byte > node.start_byte:
                break
            current = label
        return current == "public"

    def _definitions(self, root: Node, source: bytes, test_file: bool, header: bool = False,
                     ) -> tuple[list[Definition], _Raw, dict[str, str]]:
        """Definitions (nested, re-homed, declarations the file defines dropped); the raw
        data; methods defined outside a class that is not in this file, with the class's
        qualname.  A header's ``static`` (``static inline``) functions are seen by every
        file that includes it: exported."""
        raw = self._raw(root)
        if header:
            for item in raw.raw:
                item.exported = item.exported or item.kind == "function"
        for body in raw.anonymous:
            for item in raw.raw:
                if body.start_byte <= item.node.start_byte < body.end_byte:
                    item.exported = False

        def is_test(item: RawDef, parent: str | None) -> bool:
            if item.decorators and item.decorators[0] in _TEST_MACROS:
                return True
            return test_file and item.kind == "function" and item.name.lower().startswith("test")

        definitions = nest(raw.raw, source, is_test)
        owners: dict[str, tuple[str, str | None]] = {}
        namespaces = {d.qualname for d in definitions if d.kind == "namespace"}
        for d in definitions:
            path = raw.owners.get(d.span.start_byte)
            if path and d.parent in namespaces:
                path = _from_enclosing(d, path)
            if path:
                owners[d.qualname] = (f"{d.parent}.{'.'.join(path)}" if d.parent else ".".join(path), d.parent)
            d.arity = raw.arity.get(d.span.start_byte, d.arity)
        rehome(definitions, owners)
        definitions = _nested_namespaces(definitions)
        for d in definitions:
            d.signature = d.signature.removesuffix(";").rstrip()
        overload = partial(_overload_key, self.overloaded)

        prototyped = {d.qualname for d in definitions if d.span.start_byte in raw.declarations}
        nodes = {item.node.start_byte: item.node for item in raw.raw}
        bodies: dict[tuple[str, tuple[str, ...]], list[Node | None]] = defaultdict(list)
        for d in definitions:
            if d.kind == "function" and d.span.start_byte not in raw.declarations and d.qualname in prototyped:
                bodies[overload(d)].append(nodes.get(d.span.start_byte))

        def defined_with(d: Definition) -> bool:   # not in another branch of an ``#if`` (Rubber Band's
            # ``#ifndef NO_THREADING`` / ``class Mutex { void lock(); }`` / ``#else`` / ``void lock() { }``)
            mine = nodes.get(d.span.start_byte)
            return any(node is None or mine is None or not _compiled_apart(mine, node)
                       for node in bodies.get(overload(d), ()))

        defined = {key for key, found in bodies.items() if found}
        docs = {d.qualname: d.doc for d in definitions if d.span.start_byte in raw.declarations and d.doc}
        explicit = _explicit_prototypes(definitions, raw.declarations, overload)
        fewest: dict[tuple[str, tuple[str, ...]], int] = {}   # default arguments are written in the declaration
        defined_names = {q for q, _ in defined}
        for d in definitions:
            if d.qualname in defined_names and d.span.start_byte in raw.declarations and d.arity is not None and \
                    (key := overload(d)) in defined and defined_with(d):
                fewest[key] = min(fewest.get(key, d.arity[0]), d.arity[0])
        fewest_names = {q for q, _ in fewest}
        definitions = [d for d in definitions if d.span.start_byte not in raw.declarations
                       or overload(d) not in defined or not defined_with(d)]
        definitions = _without_bodies_apart(definitions, raw.declarations, nodes, defined, overload)
        for d in definitions:
            d.doc = d.doc or docs.get(d.qualname, "")   # the header comment of a dropped prototype
            prototype = d.span.start_byte in raw.declarations
            d.decorators += ["explicit"] if explicit and not prototype and overload(d) in explicit else []
            if d.qualname in fewest_names and d.arity is not None and not prototype and (key := overload(d)) in fewest:
                d.arity = (min(d.arity[0], fewest[key]), d.arity[1])
            d.declaration = d.kind == "function" and prototype
            if d.kind in ("type", "struct", "enum") and d.signature.startswith("typedef") and \
                    not d.signature.endswith(d.name):
                d.signature = f"{d.signature} {d.name}"
        kinds = {d.qualname: d.kind for d in definitions}
        foreign: dict[str, str] = {}
        for d in definitions:
            if d.kind == "function" and d.parent and kinds.get(d.parent) in TYPE_KINDS:
                d.kind = "method"
            elif d.kind == "function" and d.qualname in owners and d.parent != owners[d.qualname][0] and \
                    not d.is_test:
                d.kind = "method"
                foreign[d.qualname] = owners[d.qualname][0]
        return definitions, raw, foreign

    def _hints(self, root: Node, scopes: ScopeFinder, definitions: list[Definition], raw: _Raw,
               foreign: dict[str, str], facts: FileFacts) -> Hints:
        """``this`` of out-of-line methods, field types, typed parameters and locals (and whether
        what each local reaches is ``const``: ``facts.constness``)."""
        hints = Hints()
        references = facts.references
        constness = facts.constness   # one per declaration, with the lines it is visible on
        _member_hints(definitions, raw, foreign, hints, facts)
        if not self.hints_query:
            return hints
        sequences = _field_sequences(definitions, raw)   # (scope, name) -> what iterating it yields
        arms: dict[int, tuple[int, int]] = {}   # a local declared in a ``#if`` branch: (the #if, which branch)
        for _, match in self.matches(self.hints_query, root):
            if "bind" in match:
                _range_hints(match["bind"][0], scopes, sequences, hints, facts)
                continue
            if "misread" in match:
                _misread_local(match["type"][0], match["op"][0], match["misread"][0], scopes, hints, facts)
                continue
            if "capture" in match:
                _capture_hint(match["capture"][0], scopes, hints)
                continue
            decl = match["decl"][0]
            name_node, function = declarator_name(decl)
            if function is not None and name_node is not None and decl.parent is not None and \
                    decl.parent.type == "declaration" and (decl.type == "function_declarator" or (
                        decl.type == "pointer_declarator" and decl.child_by_field_name("declarator") == function)) \
                    and (_in_function(decl.parent) or decl.start_byte in raw.variables):   # ``T x(a);``
                function, bound = _read_prototype(decl, function, name_node, match["type"][0], scopes, raw, hints,
                                                  facts)
                if bound:
                    continue
            if name_node is None or function is not None or name_node.type != "identifier":
                continue
            if decl.parent is not None and decl.parent.type in ("parameter_declaration",
                                                                 "optional_parameter_declaration") \
                    and not in_definition(decl.parent):
                continue   # a parameter of a prototype: binds nothing
            type_node = match["type"][0]
            iterated = iterator_element(type_node) if type_node.type == "qualified_identifier" else ""
            kind = iterated or c_type(type_node)
            line, end = name_node.start_point[0] + 1, block_end(name_node)
            scope = scopes.scope_of(name_node.start_byte, SCOPE_KINDS)
            _iterator_hints(hints, scope, text(name_node), iterated, type_node, (line, end))
            if kind:
                references.append((scope, kind, line))
                if elements(decl):       # ``const Slice* keys``, ``Slice keys[4]``: keys[i] is a Slice
                    hints.bind(scope, text(name_node) + "[]", kind, line, end)
                else:   # ``List<Item> items``
                    _element_hints(hints, sequences, scope, name_node, type_node, decl, raw.aliases)
            elif type_node.type == "placeholder_type_specifier" and (value := initialiser(decl)) is not None:
                kind = begun_element(value, scope, sequences, {n for sc, n, _, _ in facts.declared if sc == scope})
                if kind:   # ``auto it = items.begin();``: ``it->`` and ``*it`` reach an element
                    hints.bind(scope, text(name_node) + "[]", kind, line, end)
                if (chain := begun_chain(value)) is not None:   # ``auto it = m.find(k); it->second``
                    hints.bind(scope, text(name_node) + ".first", f"$*{chain}#k@{scope or ''}", line, end)
                    hints.bind(scope, text(name_node) + ".second", f"$*{chain}#v@{scope or ''}", line, end)
                kind = kind or initialiser_type(value) or initialiser_value(value, scope, {
                    n for sc, n, written, _ in facts.declared if sc == scope and is_pointer(written)})
            elif type_node.type == "placeholder_type_specifier" and decl.type == "function_declarator":
                kind = vexing_called(decl)   # ``auto temp_dest(allocate_uint(slots_, pool));``
            else:   # ``std::vector<Foo> v``: v[i] is a Foo
                _element_hints(hints, sequences, scope, name_node, type_node, decl, raw.aliases)
            hints.bind(scope, text(name_node), kind, line, end)
            flag = object_constness(type_node, decl)
            if flag in ("copy", "refers"):   # ``auto& d = *(IteratorData*) memory_;``: as the cast writes
                flag = cast_constness(initialiser(decl)) or flag
            constness.append((scope, text(name_node), flag, line, end))
            const = any(c.type == "type_qualifier" and text(c) == "const" for c in (
                decl.parent.children if decl.parent is not None else ()))
            written = declared_text(type_node, decl) or (
                auto_declared(initialiser(decl), const) if type_node.type == "placeholder_type_specifier" else "")
            if (arm := _preproc_arm(name_node)) is not None:
                arms[len(facts.declared)] = arm
            facts.declared.append((scope, text(name_node), written, name_node.start_byte))
        if arms:
            facts.declared = _first_arms(facts.declared, arms)
        if self.argument_types:
            self._return_hints(raw, definitions, hints, facts)
        return hints

    def _return_hints(self, raw: _Raw, definitions: list[Definition], hints: Hints, facts: FileFacts) -> None:
        """What a C++ function declared ``auto`` returns (JSBSim's ``auto GetEngine(unsigned i) const {
        return Engines[i]; }``), as an ``auto`` local's initialiser is typed, for each ``return``:
        the linker reads them when they agree (``Linker.returned``)."""
        qualnames = {d.span.start_byte: d.qualname for d in definitions if d.kind in ("function", "method")}
        for item in raw.raw:
            node, qualname = item.node, qualnames.get(item.node.start_byte)
            if node.type == "template_declaration":
                node = next((c for c in node.named_children if c.type == "function_definition"), node)
            kind, declarator = node.child_by_field_name("type"), node.child_by_field_name("declarator")
            if qualname is None or item.body is None or kind is None or kind.type != "placeholder_type_specifier" \
                    or declarator is None or "->" in text(declarator):
                continue
            pointers = {n for sc, n, written, _ in facts.declared if sc == qualname and is_pointer(written)}
            for returned in _returns(item.body):
                hints.bind(qualname, "return", initialiser_type(returned) or
                           initialiser_value(returned, qualname, pointers), returned.start_point[0] + 1)

    def _class_members(self, body: bytes) -> list[Definition]:
        """The definitions a class body's text declares, read as the body of a class of its own."""
        wrapped = b"class __macro_made {\npublic:\n" + body + b"\n};\n"
        return self._definitions(self.parse(wrapped).root_node, wrapped, False, True)[0]

    def _with_macro_methods(self, source: bytes, definitions: list[Definition]) -> tuple[list[Definition],
                                                                                         ScopeFinder]:
        """The definitions with the methods the file's macros declare in its class bodies (VMime's
        ``FIELD_ACCESS(From, FROM)``: ``cpaste.macro_methods``), and their scopes."""
        scopes = ScopeFinder(definitions)
        made = macro_methods(source, definitions, scopes, self._class_members) \
            if self.name == "cpp" and b"define" in source and definitions else []
        return (definitions + made, ScopeFinder(definitions + made)) if made else (definitions, scopes)

    def extract(self, path: str, source: bytes) -> FileFacts:
        root, facts = self.start_facts(path, without_export_macros(source))
        definitions, raw, foreign = self._definitions(root, source, facts.is_test, path.endswith(HEADERS))
        definitions, scopes = self._with_macro_methods(source, definitions)
        facts.definitions = definitions

        def qualified(node: Node) -> tuple[str | None, str]:
            parts = name_path(node)
            if len(parts) == 1 and text(node).lstrip().startswith("::"):
                return "::", parts[0]   # ``::f()``: the global namespace's f (the linker reads "::")
            return ("::".join(parts[:-1]) or None, parts[-1]) if parts else (None, "")

        with_arguments: list[Node] | None = [] if self.argument_types else None
        facts.calls = query_calls(self, self.calls_query, root, scopes, qualified=qualified, qualified_at_name=True,
                                  call_nodes=with_arguments)
        if tests_literal(source, self.name == "cpp"):   # calls in an ``#if 0``: none
            facts.calls = _compiled_calls(source, root, facts.calls, self.name == "cpp")
        if self.argument_types and _INITIALISER_LIST.search(source):
            facts.calls += self._base_initialisers(root, raw, scopes)
        platform = mentions_platform(source)
        in_classes = b"include" in source and any(d.kind in ("class", "struct", "union") for d in definitions)
        windows = False   # a source file that includes ``<windows.h>`` whatever the build: Windows's own
        for node in self.captures(INCLUDES, root).get("path", []):
            if platform and node.parent is not None and foreign_branch(node.parent):
                continue   # ``#ifdef _WIN32 #include "win/port.h"``: another platform's header
            if in_classes and _class_of_line(node.start_byte, scopes) is not None:
                continue   # (read below)
            spec = text(node).strip() if node.type == "system_lib_string" else text(node).strip().strip('"')
            windows = windows or (spec.lower() in _WINDOWS_HEADERS and _unconditional(source, node))
            if spec:
                facts.imports.append(ImportFact(spec, "*", None, node.start_point[0] + 1, None))
        if in_classes:
            facts.imports += _member_includes(source, scopes)
        for d in definitions:
            for base, line in raw.bases.get(d.span.start_byte, []):
                facts.inherits.append(InheritFact(d.qualname, base, "extends", line))
        facts.hints = self._hints(root, scopes, definitions, raw, foreign, facts).result(overload_of(definitions))
        if with_arguments:
            annotate(with_arguments, facts.calls)
        if self.usings_query and b"namespace" in source and b"define" in source:
            facts.usings += [(None, name, space) for space in macro_namespaces(source)
                             for name in ("*", MACRO_NAMESPACE)]
        facts.usings += [(d.qualname, FOREIGN_ONLY, "") for d in definitions if d.span.start_byte in raw.foreign or (
            windows and not path.endswith(HEADERS) and d.kind in ("function", "method"))]
        facts.usings += [(d.qualname, FALLBACK, "") for d in definitions if d.span.start_byte in raw.fallback]
        if self.name == "cpp" and b"_" in source:   # PROJ's ``PROJ_OPAQUE_PRIVATE_DATA`` in a class body
            facts.usings += _member_macros(source, definitions, scopes)
        if self.name == "cpp":   # Tesseract's ``#define ELISTIZEH(T) class T##_IT : ...`` and ``ELISTIZEH(BLOBNBOX)``
            facts.usings += pasting_macros(source, scopes) + declaring_macros(
                source, scopes, {d.qualname for d in definitions if d.kind == "namespace"})
        if self.usings_query and (b"NAMESPACE" in source or b"_NS" in source):
            facts.usings += [(None, MACRO_NAMESPACE, space) for space in argument_namespaces(source)
                             if (None, MACRO_NAMESPACE, space) not in facts.usings]
        if self.usings_query and _INLINE_NAMESPACE.search(source):   # its members are its parent's too
            for node in self.captures(_INLINE_NAMESPACES, root).get("name", []):
                inner = scopes.scope_of(node.end_byte, frozenset({"namespace"}))
                if inner is not None and inner.rpartition(".")[2] == text(node):
                    facts.usings.append((inner.rpartition(".")[0] or None, INLINE_NAMESPACE, text(node)))
        if self.usings_query and (b"using" in source or _NAMESPACE_ALIAS.search(source) is not None):
            found = self.captures(self.usings_query, root)
            for node in found.get("using", []):
                listed = _USING_LIST.fullmatch(text(node))   # ``using a::B, a::C;`` (C++17), misread by the grammar
                if listed is not None:
                    for part in listed.group(1).split(","):
                        used = [n.strip() for n in part.strip().removeprefix("::").split("::")]
                        facts.usings.append((scopes.scope_of(node.start_byte, SCOPE_KINDS), used[-1], ".".join(used)))
                    continue
                named = [c for c in node.named_children if c.type in _NAMES]
                used = name_path(named[0]) if len(named) == 1 else []
                if used and platform and foreign_branch(node):
                    continue   # AsmJit's ``#if ASMJIT_ARCH_ARM == 64`` / ``namespace host { using namespace a64; }``
                if used:
                    directive = any(c.type == "namespace" for c in node.children)
                    facts.usings.append((scopes.scope_of(node.start_byte, SCOPE_KINDS),
                                         "*" if directive else used[-1], ".".join(used)))
            for node in found.get("alias", []):   # ``namespace r = ::reflection;``: ``r::Field`` is theirs
                alias, aliased = node.child_by_field_name("name"), node.named_children[-1]
                used = name_path(aliased) if alias is not None and aliased is not alias else []
                if used:
                    facts.usings.append((scopes.scope_of(node.start_byte, SCOPE_KINDS), text(alias), ".".join(used)))
        return facts

    def _base_initialisers(self, root: Node, raw: _Raw, scopes: ScopeFinder) -> list[CallFact]:
        """C++: the base-class constructors a constructor's initialiser list calls (``specification(
        const std::string& m) : exception(m) {}``), for the bases the file's classes name; member
        initialisers (``size_(0)``) are not calls.  In a constructor defined out of line, of a class
        the file does not define (``Value::Value(p) : AST_Node(p), quote_(0)``), every initialiser
        is reported with ``initialiser`` set: the linker keeps those that name a class; so is a capitalised
        name that no base of the file's classes is (a base's virtual base)."""
        bases = {b.rpartition(".")[2] for found in raw.bases.values() for b, _ in found}
        out: list[CallFact] = []
        for node in self.captures(_BASE_INITIALISERS, root).get("init", []):
            named = node.named_children
            initialised = _initialised(named[0]) if len(named) == 2 else None
            if initialised is None:
                continue
            name_node, receiver = initialised
            args = len(argument_groups(named[1]))
            call = call_fact(text(name_node), receiver, node, scopes, is_new=True, args=args, name_node=name_node)
            if text(name_node) not in bases:
                scope = scopes.scope_of(node.start_byte)
                if receiver is not None or scope is None or "." not in scope or (
                        scope.rpartition(".")[0] in scopes.by_qualname and not text(name_node)[:1].isupper()):
                    continue
                call.initialiser = True   # (also a capitalised name in a class of the file: a base's base, Assimp's
                # ``IfcRepresentationItem() : Object("IfcRepresentationItem")``, ``Object`` a virtual base of its base)
            if args and self.argument_types:   # ``exception_base("Option not found")``: typed for overload choice
                call.arg_texts = argument_texts(named[1])
            out.append(call)
        return out

    # -- link policy ---------------------------------------------------------------------

    def module_keys(self, path: str, project: Project) -> list[str]:
        return [path]

    @memo_resolution
    def resolve_module(self, spec: str, from_path: str, project: Project,
                       modules: dict[str, list[str]]) -> list[str]:
        return resolve_include(spec, from_path, project)


def _from_enclosing(d: Definition, path: list[str]) -> list[str]:
    """An out-of-line definition whose qualifier starts with an enclosing namespace's name
    (BehaviorTree.CPP's ``Blackboard* BT::Blackboard::rootBlackboard()`` inside ``namespace BT``)
    renamed as if written without it (``Blackboard::rootBlackboard``): name lookup finds that
    namespace, innermost first, where nest() had made ``BT.BT.Blackboard``.  The owner path left."""
    outer = (d.parent or "").split(".")
    for at in range(len(outer) - 1, -1, -1):
        if outer[at] == path[0]:
            parent = ".".join(outer[:at + 1])
            d.qualname = ".".join([parent, *path[1:], d.qualname.rpartition(".")[2]])
            d.parent = parent
            d.name = d.qualname[len(parent) + 1:]
            return path[1:]
    return path


def _field_sequences(definitions: list[Definition], raw: _Raw) -> dict[tuple[str | None, str], str]:
    """What iterating each field declared as a standard sequence yields, by (class, field)."""
    return {(d.parent, d.name): item for d in definitions if d.kind == "field"
            and (item := raw.field_sequences.get((d.span.start_byte, d.name), ""))}
