"""Java: the static types of parameters and call arguments, where the syntax alone makes them certain.

The linker picks among overloads of one arity by these (``link_overloads.py``).  A type
is written as the extractor writes hints: ``int``, ``String``, ``a.b.Foo`` (type
arguments dropped), ``Foo[]`` for arrays, ``null`` for the null literal; ``?Bound`` is a type
variable and its first bound (``?`` when it has none), and ``""`` means unknown.  An argument's type is known
for literals, ``new T(...)``, casts, ``this``, string concatenations, comparisons and
arithmetic on known primitives, and names declared in the file: locals, parameters,
``for`` / ``catch`` / resource variables and fields of the enclosing class bodies (a
name that a class with bases might inherit instead is unknown).

What only the whole project decides is left to the linker in a deferred form:
``(N#B)callee`` / ``(N#B:ReceiverType)callee`` is the result of the call with N arguments
at byte B,
``=a.b`` the declared type of a field reached through a receiver (``Other.FIELD``),
``~T`` a ``?:`` of ``null`` and a T (boxed when T is primitive), ``|A|B`` a multi-catch
parameter (the alternatives' least upper bound), ``->`` a method reference and ``->N``
a lambda of N parameters (a functional interface, whichever; of that arity).  Everything
else is unknown: nothing is guessed.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import defaultdict
from collections.abc import Callable

from tree_sitter import Node

from smriti_git.index.languages.base import text

PRIMITIVES = frozenset({"byte", "short", "char", "int", "long", "float", "double", "boolean"})
_NUMERIC_RANK = {"byte": 1, "short": 2, "char": 2, "int": 3, "long": 4, "float": 5, "double": 6}
# argument kinds whose type the kind alone tells
_FIXED = {"string_literal": "String", "text_block": "String", "character_literal": "char", "true": "boolean",
          "false": "boolean", "null_literal": "null", "class_literal": "Class", "method_reference": "->",
          "instanceof_expression": "boolean"}
_BODIES = frozenset({"class_body", "enum_body", "interface_body", "enum_body_declarations"})
DECLARING = """
[(local_variable_declaration) (field_declaration) (constant_declaration) (formal_parameter) (spread_parameter)
 (catch_formal_parameter) (enhanced_for_statement) (resource) (inferred_parameters) (type_parameter)
 (class_declaration) (interface_declaration) (enum_declaration) (record_declaration)] @declaring
(lambda_expression parameters: (identifier)) @declaring
(object_creation_expression (class_body)) @declaring
"""


def _start(entry: tuple[int, int, str, bool]) -> int:
    return entry[0]


def _strip(value: str) -> str:
    """A type's text without type arguments and spaces (``Map<K, V>`` -> ``Map``)."""
    if value.isidentifier():
        return value
    depth, out = 0, []
    for ch in value:
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif depth == 0 and not ch.isspace():
            out.append(ch)
    return "".join(out)


class JavaTypes:
    """Declarations of one file, by name and visibility range, and the types they give."""

    def __init__(self, declaring: list[Node]) -> None:
        """``declaring``: the file's nodes of the kinds in :data:`DECLARING` (one query's captures, in any
        order: what is kept is sorted here)."""
        # name -> [(start, end, type text, is a field of a class body)], by start
        self.names: dict[str, list[tuple[int, int, str, bool]]] = defaultdict(list)
        self.type_vars: dict[str, list[tuple[int, int, str]]] = defaultdict(list)  # name -> (start, end, bound)
        self.based: list[tuple[int, int]] = []  # bodies of classes with bases (they may inherit fields)
        self.classes: list[tuple[int, int, str]] = []  # class bodies and their class's name
        self.receiver: Callable[[Node], str] | None = None  # the extractor's receiver text of an expression
        self.var_names = {text(n.named_children[0]) for n in declaring
                          if n.type == "type_parameter" and n.named_children}
        for node in sorted(declaring, key=lambda n: n.type != "type_parameter"):  # type variables first
            self._declare(node)
        for entries in self.names.values():
            entries.sort()
        self.classes.sort()

    # -- declarations --------------------------------------------------------------------

    def declared_type(self, node: Node | None) -> str:
        """A declared type's text: primitives as such, arrays with ``[]``, type variables ``?``."""
        if node is None:
            return ""
        kind = node.type
        if kind in ("integral_type", "floating_point_type", "boolean_type"):
            return text(node)
        if kind == "array_type":
            element = self.declared_type(node.child_by_field_name("element"))
            dimensions = text(node.child_by_field_name("dimensions")).count("[")
            return element + "[]" * max(dimensions, 1) if element else ""
        if kind == "generic_type":
            return self.declared_type(node.named_children[0]) if node.named_children else ""
        if kind in ("type_identifier", "scoped_type_identifier"):
            value = _strip(text(node))
            if "@" in value:
                return ""
            if value == "var":
                return ""
            bound = self._type_var(value, node.start_byte) if "." not in value else None
            return value if bound is None else "?" + bound
        return ""

    def _type_var(self, name: str, byte: int) -> str | None:
        """The first bound of the type variable ``name`` in view at ``byte`` ('' if it has none), or
        None when ``name`` is no type variable there."""
        found = [(start, bound) for start, end, bound in self.type_vars.get(name, ()) if start <= byte < end]
        return max(found)[1] if found else None

    def _add(self, name_node: Node | None, start: int, end: int, kind: str, field: bool = False) -> None:
        if name_node is not None:
            self.names[text(name_node)].append((start, end, kind, field))

    def _declare(self, node: Node) -> None:
        kind = node.type
        parent = node.parent
        if kind in ("class_declaration", "interface_declaration", "enum_declaration", "record_declaration"):
            body = node.child_by_field_name("body")
            if body is not None:
                self.classes.append((body.start_byte, body.end_byte, text(node.child_by_field_name("name"))))
                if any(c.type in ("superclass", "super_interfaces", "extends_interfaces") for c in node.children):
                    self.based.append((body.start_byte, body.end_byte))
            return
        if kind == "object_creation_expression":
            body = next((c for c in node.named_children if c.type == "class_body"), None)
            if body is not None:  # an anonymous class: it has a base, and ``this`` is not the outer class
                self.based.append((body.start_byte, body.end_byte))
                self.classes.append((body.start_byte, body.end_byte, ""))
            return
        if kind == "type_parameter":
            owner = parent.parent if parent is not None else None
            name = next((c for c in node.named_children if c.type in ("type_identifier", "identifier")), None)
            bounds = next((c for c in node.named_children if c.type == "type_bound"), None)
            first = bounds.named_children[0] if bounds is not None and bounds.named_children else None
            bound = "" if first is None else "?" if text(first) in self.var_names else _strip(text(first))
            if owner is not None and name is not None:
                self.type_vars[text(name)].append((owner.start_byte, owner.end_byte, bound))
            return
        if kind in ("field_declaration", "constant_declaration"):
            if parent is None:
                return
            if parent.type == "enum_body_declarations" and parent.parent is not None:
                parent = parent.parent  # an enum's fields are seen in its constants' bodies too
            declared = self.declared_type(node.child_by_field_name("type"))
            for declarator in node.children_by_field_name("declarator"):
                array = declarator.child_by_field_name("dimensions") is not None
                self._add(declarator.child_by_field_name("name"), parent.start_byte, parent.end_byte,
                          "" if array else declared, field=True)
            return
        if kind == "local_variable_declaration":
            if parent is None:
                return
            local = self.declared_type(node.child_by_field_name("type"))
            for declarator in node.children_by_field_name("declarator"):
                dims = declarator.child_by_field_name("dimensions") is not None
                self._add(declarator.child_by_field_name("name"), node.start_byte, parent.end_byte,
                          "" if dims else local)
            return
        if kind in ("formal_parameter", "spread_parameter"):
            owner = parent.parent if parent is not None else None
            if owner is None:
                return
            if kind == "formal_parameter":
                dims = node.child_by_field_name("dimensions") is not None
                self._add(node.child_by_field_name("name"), owner.start_byte, owner.end_byte,
                          "" if dims else self.declared_type(node.child_by_field_name("type")))
            else:
                spread = next((c for c in node.named_children if c.type == "variable_declarator"), None)
                element_type = self.declared_type(next(
                    (c for c in node.named_children if c.type not in ("modifiers", "variable_declarator")), None))
                if spread is not None:
                    self._add(spread.child_by_field_name("name"), owner.start_byte, owner.end_byte,
                              element_type + "[]" if element_type else "")
            return
        if kind == "catch_formal_parameter":
            clause = parent
            types = [c for c in node.named_children if c.type == "catch_type"]
            alternatives = types[0].named_children if types else []
            declared = self.declared_type(alternatives[0]) if len(alternatives) == 1 else ""
            if len(alternatives) > 1:  # a multi-catch: each alternative, for their least upper bound
                each = [self.declared_type(a) for a in alternatives]
                declared = "".join("|" + t for t in each) if all(each) else ""
            if clause is not None:
                self._add(node.child_by_field_name("name"), clause.start_byte, clause.end_byte, declared)
            return
        if kind in ("enhanced_for_statement", "resource"):
            scope = node if kind == "enhanced_for_statement" else (parent.parent if parent is not None else None)
            if scope is not None and node.child_by_field_name("type") is not None:
                self._add(node.child_by_field_name("name"), scope.start_byte, scope.end_byte,
                          self.declared_type(node.child_by_field_name("type")))
            return
        if kind == "lambda_expression":
            params = node.child_by_field_name("parameters")
            if params is not None and params.type == "identifier":
                self._add(params, node.start_byte, node.end_byte, "")
            return
        if kind == "inferred_parameters" and parent is not None:
            for name in node.named_children:
                self._add(name, parent.start_byte, parent.end_byte, "")

    # -- uses ----------------------------------------------------------------------------

    def name_type(self, name: str, byte: int) -> str:
        """The declared type of ``name`` used at ``byte``: the innermost declaration in view."""
        entries = self.names.get(name)
        if not entries:
            return ""
        best: tuple[int, int, str, bool] | None = None
        # by start: the last declaration that starts before the use and is still in view there
        for index in range(bisect_right(entries, byte, key=_start) - 1, -1, -1):
            if byte < entries[index][1]:
                best = entries[index]
                break
        if best is None:
            return ""
        start, end, kind, field = best
        if field and any(start < s <= byte < e and (s, e) != (start, end) for s, e in self.based):
            return ""  # a nested class with bases, between the field's class and the use: it may inherit one
        return kind

    def this_type(self, byte: int) -> str:
        """The class ``this`` means at ``byte`` ('' inside an anonymous class)."""
        best, best_start = "", -1
        for start, end, name in self.classes:
            if start > byte:
                break
            if byte < end and start > best_start:
                best, best_start = name, start
        return best

    def argument(self, node: Node) -> str:
        """One argument's static type, '' when the syntax does not make it certain."""
        kind = node.type
        if kind == "identifier":  # the most common argument
            return self.name_type(text(node), node.start_byte)
        fixed = _FIXED.get(kind)
        if fixed is not None:
            return fixed
        if kind in ("decimal_integer_literal", "hex_integer_literal", "octal_integer_literal",
                    "binary_integer_literal"):
            return "long" if text(node).endswith(("l", "L")) else "int"
        if kind in ("decimal_floating_point_literal", "hex_floating_point_literal"):
            return "float" if text(node).endswith(("f", "F")) else "double"
        if kind == "this":
            return self.this_type(node.start_byte)
        if kind == "array_access":  # ``values[i]``: an element of a declared array
            array = node.child_by_field_name("array")
            declared = self.argument(array) if array is not None else ""
            return declared[:-2] if declared.endswith("[]") else ""
        if kind == "parenthesized_expression" and node.named_child_count == 1:
            return self.argument(node.named_children[0])
        if kind == "object_creation_expression":
            return self.declared_type(node.child_by_field_name("type"))
        if kind == "cast_expression":
            return self.declared_type(node.child_by_field_name("type"))
        if kind == "field_access":
            return self._field_access(node)
        if kind == "method_invocation":
            return self._call_result(node)
        if kind == "ternary_expression":
            return self._conditional(node)
        if kind == "lambda_expression":  # ``->N``: a lambda of N parameters
            params = node.child_by_field_name("parameters")
            count = 1 if params is not None and params.type == "identifier" else sum(
                1 for c in (params.named_children if params is not None else [])
                if c.type in ("identifier", "formal_parameter", "spread_parameter"))
            return f"->{count}"
        if kind == "unary_expression":
            operator = node.child_by_field_name("operator")
            operand = node.child_by_field_name("operand")
            if operator is not None and text(operator) == "!":
                return "boolean"
            inner = self.argument(operand) if operand is not None else ""
            return _promoted(inner, inner) if text(operator) in ("-", "+", "~") else ""
        if kind == "binary_expression":
            return self._binary(node)
        return ""

    def _field_access(self, node: Node) -> str:
        """``this.f``: its declared type; ``Outer.this``: Outer; ``array.length``: int; ``X.f``: deferred."""
        obj = node.child_by_field_name("object")
        field = node.child_by_field_name("field")
        if obj is None or field is None:
            return ""
        if obj.type == "this":
            return self._field_of_this(text(field), obj.start_byte) if self.this_type(obj.start_byte) else ""
        if field.type == "this":  # ``Outer.this``: the enclosing instance of class Outer
            return _strip(text(obj)) if obj.type in ("identifier", "scoped_identifier") else ""
        if text(field) == "length" and self.argument(obj).endswith("[]"):
            return "int"
        receiver = self.receiver(obj) if self.receiver is not None else ""
        return f"={receiver}.{text(field)}" if receiver and "(" not in receiver else ""

    def _call_result(self, node: Node) -> str:
        """A call's result, deferred: ``(N)callee`` or ``(N:ReceiverType)callee``."""
        obj = node.child_by_field_name("object")
        name = node.child_by_field_name("name")
        args = node.child_by_field_name("arguments")
        if name is None or args is None or self.receiver is None:
            return ""
        count = len([c for c in args.named_children if c.type not in ("block_comment", "line_comment")])
        at = f"{count}#{node.start_byte}"  # the call itself, for the overload its own arguments pick
        if obj is None:
            return f"({at}){text(name)}"
        receiver_type = self.argument(obj)
        known = receiver_type and receiver_type[0] not in "(=~|-"
        return f"({at}{':' + receiver_type if known else ''}){self.receiver(obj)}.{text(name)}"

    def _conditional(self, node: Node) -> str:
        """``c ? a : b``: the type both branches share, or the other's when one is ``null``."""
        first, second = node.child_by_field_name("consequence"), node.child_by_field_name("alternative")
        if first is None or second is None:
            return ""
        a, b = self.argument(first), self.argument(second)
        if a == b:
            return a
        if "null" in (a, b):
            other = b if a == "null" else a
            return "~" + other if other and other[0] not in "~|-" else ""
        return ""

    def _field_of_this(self, name: str, byte: int) -> str:
        for start, end, kind, field in self.names.get(name, ()):
            if field and start <= byte < end and not any(start < s <= byte < e for s, e in self.based):
                innermost = max((s for s, e, _ in self.classes if s <= byte < e), default=-1)
                if innermost == start:
                    return kind
        return ""

    def _binary(self, node: Node) -> str:
        operator = text(node.child_by_field_name("operator"))
        if operator in ("==", "!=", "<", ">", "<=", ">=", "&&", "||"):
            return "boolean"
        left_node, right_node = node.child_by_field_name("left"), node.child_by_field_name("right")
        left = self.argument(left_node) if left_node is not None else ""
        right = self.argument(right_node) if right_node is not None else ""
        if operator == "+" and "String" in (left, right):
            return "String"
        if operator in ("+", "-", "*", "/", "%", "&", "|", "^"):
            if operator in ("&", "|", "^") and left == right == "boolean":
                return "boolean"
            return _promoted(left, right)
        if operator in ("<<", ">>", ">>>"):
            return _promoted(left, left)
        return ""


def _promoted(left: str, right: str) -> str:
    """Binary numeric promotion of two primitive types ('' when either is not a known number)."""
    if left not in _NUMERIC_RANK or right not in _NUMERIC_RANK:
        return ""
    rank = max(_NUMERIC_RANK[left], _NUMERIC_RANK[right], 3)
    return {3: "int", 4: "long", 5: "float", 6: "double"}[rank]
