"""Go: the types of local names, struct fields and call receivers as type hints for the linker.

A name gets the type it is declared with (parameters, ``var x T``, ``const c T = ...``, struct
fields) or the type of the value it is given (``x := T{}``, ``x := f()``, ``x := y``,
``x := a.b`` through the field's declared type, ``x := v.(T)``, ``x := make(T, n)``, and
``x := <-ch``).  Collections carry their element type under a second name, ``<name>$elem``
(``self.<field>$elem`` for a struct field): ``xs []T``, ``[N]T``, ``map[K]T``, ``...T`` and
``chan T`` give ``xs$elem`` the type ``T``, and ``xs := make([]T, n)``, ``[]T{...}``,
``ys[a:b]``, ``append(ys, ...)`` pass it on.  No Go identifier holds a ``$``, so the name
cannot meet a real one.  An element read (``c := xs[i]``, ``for _, c := range xs``) is then
``$xs$elem@scope``, and a receiver ``xs[i].M()`` / ``a.xs[i].M()`` is written ``xs$elem`` /
``a.xs$elem`` for the linker, which evaluates these names as any other (and shows them so in
an unresolved call's target).

A type switch's binding is typed in each case clause of one type (``x$case<line>``, see
:func:`switch_cases`).  Not typed: the second and later
results of a call, the elements of a named collection type (``type m map[K]T``) or of a
call's result, names declared in function literals apart from their enclosing definition's.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from tree_sitter import Node

from smriti_git.index.facts import FileFacts, TypeHint
from smriti_git.index.languages.base import ScopeFinder, receiver_text, text

ELEMENT = "$elem"
"""The suffix of a collection's element name (``xs$elem``): no Go identifier holds a ``$``."""

HINTS = """
(parameter_declaration type: (_) @type) @param
(variadic_parameter_declaration) @variadic
(short_var_declaration left: (expression_list) @left right: (expression_list) @right)
(var_spec) @var
(const_spec type: (_)) @var
(range_clause left: (expression_list) @range right: (_) @ranged)
(type_switch_statement alias: (expression_list) @unknown) @switch
"""

_TYPE_NAME = re.compile(r"^\*?\s*([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)?)\s*(?:\[.*\])?$", re.S)
_CHAIN = re.compile(r"^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$")
_CHAN = re.compile(r"^(?:<-\s*)?chan\b\s*(?:<-)?\s*(.+)$", re.S)


def type_name(raw: str) -> str:
    """``*pkg.Foo[T]`` -> ``pkg.Foo``; slices, maps, funcs, channels -> ''."""
    match = _TYPE_NAME.match(raw.strip())
    return match.group(1) if match else ""


def element_type(raw: str) -> str:
    """The element type name of a collection type as written (``[]*T``, ``[4]T``, ``map[K]T``,
    ``...T``, ``chan T``, ``*[N]T``), or '' when it is none or its element is no named type."""
    raw = raw.strip()
    if raw.startswith("*["):
        raw = raw[1:]
    if raw.startswith("..."):
        return type_name(raw[3:])
    chan = _CHAN.match(raw)
    if chan is not None:
        return type_name(chan.group(1))
    if raw.startswith("map["):
        raw = raw[3:]
    if not raw.startswith("["):
        return ""
    depth = 0
    for i, ch in enumerate(raw):
        depth += (ch == "[") - (ch == "]")
        if depth == 0:
            return type_name(raw[i + 1:])
    return ""


def element_ref(node: Node) -> str | None:
    """The name that holds the element type of the collection ``node`` is (``xs`` -> ``xs$elem``,
    ``a.xs`` -> ``a.xs$elem``, ``xs[a:b]`` and ``(xs)`` as ``xs``), or ``None``."""
    while node.type in ("parenthesized_expression", "slice_expression"):
        inner = node.child_by_field_name("operand") if node.type == "slice_expression" else \
            next(iter(node.named_children), None)
        if inner is None:
            return None
        node = inner
    expr = receiver_expr(node)
    if expr is None or not re.match(r"^[\w.]+$", expr):
        return None
    return expr + ELEMENT


def receiver_expr(node: Node) -> str | None:
    """A receiver as a name chain the linker evaluates, element reads written with ``$elem``
    names (``a.xs[i]`` -> ``a.xs$elem``); ``None`` when it is no such chain."""
    if node.type == "identifier":
        return text(node)
    if node.type == "selector_expression":
        operand = node.child_by_field_name("operand")
        field = node.child_by_field_name("field")
        inner = receiver_expr(operand) if operand is not None else None
        return f"{inner}.{text(field)}" if inner is not None and field is not None else None
    if node.type == "index_expression":
        operand = node.child_by_field_name("operand")
        return element_ref(operand) if operand is not None else None
    if node.type == "parenthesized_expression" and node.named_children:
        return receiver_expr(node.named_children[0])
    return None


def call_receiver(node: Node) -> str:
    """A call's receiver as the fact records it: element reads as ``$elem`` names (see
    :func:`receiver_expr`), anything else as its text."""
    written = receiver_text(node)
    if "[" not in written or node.type not in ("index_expression", "selector_expression"):
        return written
    expr = receiver_expr(node)
    return expr if expr is not None and ELEMENT in expr else written


def value_type(node: Node, scope: str | None) -> str:
    """What a right-hand side expression's type is, as hint text ('?' when unknown)."""
    if node.type == "unary_expression" and text(node).lstrip().startswith("<-"):  # a channel's element
        operand = node.child_by_field_name("operand")
        ref = element_ref(operand) if operand is not None and scope is not None else None
        return f"${ref}@{scope}" if ref is not None else "?"
    if node.type == "unary_expression" and text(node).lstrip().startswith("&"):
        operand = node.child_by_field_name("operand")
        node = operand if operand is not None else node
    if node.type in ("composite_literal", "type_assertion_expression"):
        return type_name(text(node.child_by_field_name("type"))) or "?"
    if node.type == "call_expression":
        function = node.child_by_field_name("function")
        if function is not None and function.type == "index_expression":  # F[T](): explicit type arguments
            function = function.child_by_field_name("operand")
        if function is None:
            return "?"
        if function.type == "identifier" and text(function) in ("new", "make"):  # make(Key, n): a named slice
            args = node.child_by_field_name("arguments")
            first = args.named_children[0] if args is not None and args.named_children else None
            return (type_name(text(first)) if first is not None else "") or "?"
        if function.type in ("identifier", "selector_expression"):
            callee = receiver_text(function)
            return "()" + callee if re.match(r"^[\w.()]+$", callee) else "?"
        return "?"
    if node.type in ("identifier", "selector_expression", "index_expression") and scope is not None:
        expr = receiver_expr(node)  # y, a.b (the field's type), xs[i] (the element's)
        return f"${expr}@{scope}" if expr is not None and _CHAIN.match(expr.replace(ELEMENT, "")) else "?"
    return "?"


def value_element(node: Node, scope: str | None) -> str:
    """The element type of the collection a right-hand side expression is, as hint text, or ''."""
    if node.type == "composite_literal":
        return element_type(text(node.child_by_field_name("type")))
    if node.type == "call_expression":
        function = node.child_by_field_name("function")
        args = node.child_by_field_name("arguments")
        first = args.named_children[0] if args is not None and args.named_children else None
        if function is None or first is None or function.type != "identifier":
            return ""
        if text(function) == "make":
            return element_type(text(first))
        if text(function) != "append":
            return ""
        node = first  # append(xs, ...): xs's elements
    if scope is None:
        return ""
    ref = element_ref(node) if node.type in ("identifier", "selector_expression", "slice_expression",
                                             "parenthesized_expression") else None
    return f"${ref}@{scope}" if ref is not None else ""


def hints(matches: Callable[[str, Node], list[tuple[int, dict[str, list[Node]]]]], root: Node, facts: FileFacts,
          scopes: ScopeFinder, builtins: frozenset[str]) -> None:
    """Type hints of parameters, variables and ``range`` values, with their elements' types."""
    start = len(facts.hints)
    switches: list[Node] = []  # type switches with a binding

    def add(scope: str | None, name_node: Node, kind: str, element: str = "") -> None:
        name = text(name_node)
        if name and name != "_" and kind:
            facts.hints.append(TypeHint(scope, name, kind, name_node.start_point[0] + 1))
            if element:
                facts.hints.append(TypeHint(scope, name + ELEMENT, element, name_node.start_point[0] + 1))

    def declared(scope: str | None, name_node: Node, type_node: Node | None) -> None:
        kind = type_name(text(type_node)) if type_node is not None else ""
        add(scope, name_node, kind or "?", element_type(text(type_node)) if type_node is not None else "")
        if kind and kind not in builtins:
            facts.references.append((scope, kind, name_node.start_point[0] + 1))

    for _, match in matches(HINTS, root):
        if "param" in match:
            param = match["param"][0]
            scope = scopes.scope_of(param.start_byte)
            for name_node in param.children_by_field_name("name"):
                declared(scope, name_node, match["type"][0])
        elif "variadic" in match:
            param = match["variadic"][0]
            type_node = param.child_by_field_name("type")
            for name_node in param.children_by_field_name("name"):
                add(scopes.scope_of(param.start_byte), name_node, "?",
                    type_name(text(type_node)) if type_node is not None else "")
        elif "unknown" in match or "range" in match:
            listed = (match.get("unknown") or match["range"])[0]
            if "switch" in match:
                switches.append(match["switch"][0])
            scope = scopes.scope_of(listed.start_byte)
            names = [n for n in listed.named_children if n.type == "identifier"]
            ranged = match["ranged"][0] if "ranged" in match else None
            ref = element_ref(ranged) if ranged is not None and len(names) == 2 and scope is not None else None
            for i, name_node in enumerate(names):
                add(scope, name_node, f"${ref}@{scope}" if ref is not None and i == 1 else "?")
        else:
            _assigned(match, scopes, add, declared)
    _shadowed(facts.hints, start)
    if switches:
        switch_cases(switches, facts, scopes)


def _shadowed(hints: list[TypeHint], start: int) -> None:
    """A name given different types in one function (``c *Config`` and, in an inner block,
    ``c, ok := v.(Checker)``) is several variables: blocks are no scopes to the linker, so no
    one type may decide.  Each type name ``T`` becomes ``()T`` (an instance of ``T``, inferred),
    and the linker uses the name's type only where all of them agree.  (A name also bound where
    its type is unknown, ``?``, keeps its declared type, as before.)"""
    texts: dict[tuple[str | None, str], set[str]] = {}
    for hint in hints[start:]:
        texts.setdefault((hint.scope, hint.name), set()).add(hint.type)
    for i in range(start, len(hints)):
        hint = hints[i]
        if len(texts[(hint.scope, hint.name)] - {"?"}) > 1 and hint.type != "?" \
                and not hint.type.startswith(("()", "$")):
            hints[i] = TypeHint(hint.scope, hint.name, "()" + hint.type, hint.line)


CASE = "$case"
"""A type switch's binding in one case clause is ``<name>$case<line>`` (see :func:`switch_cases`)."""


def switch_cases(switches: list[Node], facts: FileFacts, scopes: ScopeFinder) -> None:
    """``switch x := v.(type) { case T: x.M() }``: in a case clause of one type, ``x`` is a ``T``.
    The clause's calls on ``x`` get the receiver ``x$case<line>`` (the innermost clause's),
    a name typed ``T`` in the enclosing definition; ``x`` itself stays untyped."""
    cases: list[tuple[int, int, str, str]] = []  # start, end, name, the clause's name for it
    for switch in switches:
        alias_list = switch.child_by_field_name("alias")
        names = [n for n in alias_list.named_children if n.type == "identifier"] if alias_list is not None else []
        if len(names) != 1:
            continue
        alias = text(names[0])
        for case in switch.named_children:
            types = [t for t in case.children_by_field_name("type") if t.is_named] if case.type == "type_case" else []
            kind = type_name(text(types[0])) if len(types) == 1 else ""
            if not kind or kind == "nil":
                continue
            line = case.start_point[0] + 1
            name = f"{alias}{CASE}{line}"
            facts.hints.append(TypeHint(scopes.scope_of(case.start_byte), name, kind, line))
            cases.append((case.start_byte, case.end_byte, alias, name))
    if not cases:
        return
    cases.sort()
    aliases = {c[2] for c in cases}
    for i, call in enumerate(facts.calls):
        head, dot, rest = (call.receiver or "").partition(".")
        if head not in aliases:
            continue
        inner = [c for c in cases if c[0] <= call.byte < c[1] and c[2] == head]
        if inner:
            facts.calls[i] = replace(call, receiver=inner[-1][3] + dot + rest)


def _assigned(match: dict[str, list[Node]], scopes: ScopeFinder, add: Callable[..., None],
              declared: Callable[[str | None, Node, Node | None], None]) -> None:
    """``var x T = v`` / ``x := v`` (several names and values too)."""
    if "var" in match:
        spec = match["var"][0]
        names = spec.children_by_field_name("name")
        type_node = spec.child_by_field_name("type")
        value = spec.child_by_field_name("value")
        values = value.named_children if value is not None else []
    else:
        names = [n for n in match["left"][0].named_children if n.type == "identifier"]
        type_node = None
        values = match["right"][0].named_children
    if not names:
        return
    scope = scopes.scope_of(names[0].start_byte)
    if scope is not None and scopes.by_qualname[scope].kind in ("constant", "variable"):
        scope = scopes.by_qualname[scope].parent  # a package-level var: hint at file level
    for i, name_node in enumerate(names):
        if type_node is not None:
            declared(scope, name_node, type_node)
        elif len(values) == len(names):
            add(scope, name_node, value_type(values[i], scope), value_element(values[i], scope))
        elif i == 0 and len(values) == 1:  # x, err := f(): x is the first result
            add(scope, name_node, value_type(values[0], scope))
        else:
            add(scope, name_node, "?")
