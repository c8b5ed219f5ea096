"""ES5 classes in JavaScript: constructor functions and the methods assigned to them.

``function Foo() {}`` with ``Foo.prototype.m = function () {...}`` (or ``Foo.m = function``
for a static one, ``Foo.prototype = {m() {...}}``, ``Object.assign(Foo.prototype, {m() {...}})``)
at the top level of the same file is a class ``Foo`` with a method ``m``,
as the TypeScript compiler reads it; a method assigned so to a ``class Foo`` joins that
class.  This module owns the query patterns that capture such assignments, the fix-up that
makes them members (qualname ``Foo.m``, nested helpers ``Foo.m.helper``, so ``this`` in them
is a ``Foo``), and the ES5 inheritance statements (``util.inherits(Child, Parent)``,
``Child.prototype = Object.create(Parent.prototype)``, ``Object.setPrototypeOf(Child.prototype,
Parent.prototype)``) read as ``extends``; and ``module.exports = Name`` (the value a
``require`` of the file gives, a ``module.exports=Name`` export).  Assignments to anything
else (an object that is not a function or class of the file, ``exports``) define nothing.
"""

from __future__ import annotations

from tree_sitter import Node

from smriti_git.index.facts import Definition, InheritFact
from smriti_git.index.languages.base import RawDef, text

#: Patterns for :meth:`EcmaScript.definitions_query` (an assignment statement at the top level).
DEFINITIONS = """
(program (expression_statement (assignment_expression
    left: (member_expression object: (member_expression object: (identifier) @owner
                                                        property: (property_identifier) @proto)
                             property: (property_identifier) @name)
    right: [(function_expression) (generator_function)] @value) @es5_method))
(program (expression_statement (assignment_expression
    left: (member_expression object: (identifier) @owner property: (property_identifier) @name)
    right: [(function_expression) (generator_function)] @value) @es5_static))
(program (expression_statement (assignment_expression
    left: (member_expression object: (identifier) @owner property: (property_identifier) @proto)
    right: (object [(pair key: (property_identifier) @name value: [(function_expression) (generator_function)] @value)
                    (method_definition name: (property_identifier) @name body: (statement_block) @body)] @es5_member))))
(program (expression_statement (call_expression
    function: (member_expression) @fn
    arguments: (arguments . (member_expression object: (identifier) @owner property: (property_identifier) @proto)
                         . (object [(pair key: (property_identifier) @name
                                          value: [(function_expression) (generator_function)] @value)
                                    (method_definition name: (property_identifier) @name
                                                       body: (statement_block) @body)] @es5_member) .))))
"""

_NOT_OWNERS = frozenset({"exports", "module", "window", "global", "globalThis", "self"})
_INHERITS = frozenset({"util.inherits", "inherits", "require('util').inherits"})


def member(match: dict[str, list[Node]]) -> tuple[str, str, Node, Node, Node | None] | None:
    """``(owner, name, definition, header, body)`` of an ``es5_method`` / ``es5_static`` /
    ``es5_member`` match (``Foo.prototype = {m() {...}}``, ``Object.assign(Foo.prototype,
    {m: function () {...}})``), or None when it is not a method of ``Foo``."""
    if "es5_member" in match:
        if text(match["proto"][0]) != "prototype" or ("fn" in match and "".join(
                text(match["fn"][0]).split()) != "Object.assign"):
            return None
        node = match["es5_member"][0]
        body = match["body"][0] if "body" in match else match["value"][0].child_by_field_name("body")
        owner = text(match["owner"][0])
        return (owner, text(match["name"][0]), node, node, body) if owner not in _NOT_OWNERS else None
    if "es5_method" in match and text(match["proto"][0]) != "prototype":
        return None
    owner = text(match["owner"][0])
    name = text(match["name"][0])
    if owner in _NOT_OWNERS or name == "prototype":
        return None
    node = (match.get("es5_method") or match["es5_static"])[0]
    return owner, name, node.parent or node, node, match["value"][0].child_by_field_name("body")


def _owner(raw: RawDef) -> str:
    owner = getattr(raw, "owner", "")
    return owner if isinstance(owner, str) else ""


def _top_level(node: Node) -> bool:
    parent = node.parent
    while parent is not None and parent.type in ("export_statement", "variable_declaration",
                                                 "lexical_declaration"):
        parent = parent.parent
    return parent is not None and parent.type == "program"


def keep_members(raw: list[RawDef]) -> list[RawDef]:
    """``raw`` without the ES5 members whose owner is not a function or class at the top
    level of the file (``obj.handler = function``: a property of some value, not a method)."""
    owners = {r.name for r in raw if r.kind in ("function", "class") and not _owner(r)
              and _top_level(r.node)}
    return [r for r in raw if not _owner(r) or _owner(r) in owners]


def attach_members(definitions: list[Definition], raw: list[RawDef]) -> None:
    """Make each ES5 member (top level after :func:`nest`) a method of its owner: qualname
    ``Owner.name``, its nested definitions under it; a constructor function with members
    becomes a class."""
    members = {(r.node.start_byte, r.node.end_byte, r.name): _owner(r) for r in raw if _owner(r)}
    if not members:
        return
    owners = {d.name: d for d in definitions if d.parent is None and d.kind in ("function", "class")}
    for d in definitions:
        owner_name = members.get((d.span.start_byte, d.span.end_byte, d.name))
        owner = owners.get(owner_name or "")
        if owner is None or d.parent is not None:
            continue
        old, new = d.qualname, f"{owner.qualname}.{d.name}"
        owner.kind = "class"
        d.qualname, d.parent, d.kind = new, owner.qualname, "method"
        for inner in definitions:
            if inner is d or not (d.span.start_byte <= inner.span.start_byte < d.span.end_byte):
                continue
            if inner.qualname.startswith(old + "."):
                inner.qualname = new + inner.qualname[len(old):]
            if inner.parent is not None and (inner.parent == old or inner.parent.startswith(old + ".")):
                inner.parent = new + inner.parent[len(old):]


def inherits(root: Node, classes: set[str]) -> list[InheritFact]:
    """``Child extends Parent`` from the ES5 inheritance statements at the top level of a file
    (read from its statements, not by a query: they are few), where ``Child`` is one of
    ``classes`` (its functions and classes)."""
    out: list[InheritFact] = []
    for statement in root.named_children:
        node = statement.named_children[0] if statement.type == "expression_statement" and \
            statement.named_children else None
        if node is None or node.type not in ("call_expression", "assignment_expression"):
            continue
        pair = _inheritance(node)
        if pair is not None and pair[0] in classes and pair[1]:
            out.append(InheritFact(pair[0], pair[1], "extends", node.start_point[0] + 1))
    return out


def _inheritance(node: Node) -> tuple[str, str] | None:
    """``(child, parent)`` of ``util.inherits(C, P)``, ``Object.setPrototypeOf(C.prototype,
    P.prototype)`` or ``C.prototype = Object.create(P.prototype)``."""
    if node.type == "assignment_expression":
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        if left is None or right is None or right.type != "call_expression" or _prototype_of(left) == "":
            return None
        node, child = right, _prototype_of(left)
        fn, args = node.child_by_field_name("function"), _arguments(node)
        if fn is None or "".join(text(fn).split()) != "Object.create" or len(args) != 1:
            return None
        return child, _prototype_of(args[0])
    fn, args = node.child_by_field_name("function"), _arguments(node)
    name = "".join(text(fn).split()) if fn is not None else ""
    if name in _INHERITS and len(args) == 2 and all(a.type == "identifier" for a in args):
        return text(args[0]), text(args[1])
    if name == "Object.setPrototypeOf" and len(args) == 2:
        return _prototype_of(args[0]), _prototype_of(args[1])
    return None


def _arguments(call: Node) -> list[Node]:
    args = call.child_by_field_name("arguments")
    return [a for a in args.named_children if a.type != "comment"] if args is not None else []


def module_exports(match: dict[str, list[Node]]) -> str:
    """``Name`` of a top-level ``module.exports = Name`` (or ``exports = module.exports = Name``),
    else ``""``: the value a ``require`` of the file gives."""
    if text(match["module"][0]) != "module" or text(match["main"][0]) != "exports":
        return ""
    parent = match["cjs_main"][0].parent
    while parent is not None and parent.type == "assignment_expression":
        parent = parent.parent
    if parent is None or parent.type != "expression_statement" or parent.parent is None or \
            parent.parent.type != "program":
        return ""
    return text(match["value"][0])


def _prototype_of(node: Node) -> str:
    """``Parent.prototype`` -> ``Parent`` (``a.B.prototype`` -> ``a.B``), else ``""``."""
    if node.type != "member_expression":
        return ""
    obj, prop = node.child_by_field_name("object"), node.child_by_field_name("property")
    if obj is None or prop is None or text(prop) != "prototype":
        return ""
    if obj.type not in ("identifier", "member_expression"):
        return ""
    return "".join(text(obj).split())
