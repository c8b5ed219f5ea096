"""Types as the JavaScript and TypeScript extractors read them, and the receivers they
type.

Owns ``normalise_type`` (a plain type name from TypeScript or JSDoc type text), the
receiver text of an expression (``receiver``, ``receiver_of``), type-parameter bounds,
the properties of object types and destructuring patterns, and the hints that carry a
signature's declared types to the values they reach: the parameters of a callback typed
by the callee's function-type parameter (``()f#<argument>.<parameter>``, read against the
callee's ``#<argument>.<parameter>`` hints) and names destructured from a call typed by
its declared object result (``()f#return.<name>``, against ``#return.<name>``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from tree_sitter import Node

from smriti_git.index.facts import Definition, TypeHint
from smriti_git.index.languages.base import ScopeFinder, receiver_text, string_value, text

CONTAINER_KINDS = frozenset({"class", "interface", "trait", "struct", "enum", "type", "namespace",
                             "function", "method"})

_TYPE_WRAPPERS = frozenset({"Promise", "PromiseLike", "Readonly", "NonNullable", "Awaited", "Required",
                            "Ref", "MutableRefObject", "RefObject"})
_PLAIN_TYPES = frozenset({"string", "number", "boolean", "bigint", "symbol", "object", "any", "unknown",
                          "never", "void", "null", "undefined", "this", "Function", "Object", "Array", "const"})
TYPE_NAME = re.compile(r"^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$")
_RECEIVER_NOISE = re.compile(r"\?(?=\.)|!(?=\.|$)")


def _split_top(value: str, separator: str) -> list[str]:
    """Split on ``separator`` outside brackets."""
    parts: list[str] = []
    depth = 0
    current = ""
    for ch in value:
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth = max(0, depth - 1)
        if ch == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    parts.append(current)
    return [p.strip() for p in parts]


def normalise_type(raw: str) -> str:
    """A plain (dotted) type name from a TypeScript / JSDoc type, or '' when it is not one.

    ``Foo | null``, ``Readonly<Foo>``, ``Promise<Foo>`` (results are usually awaited)
    -> ``Foo``; ``Repo<User>`` -> ``Repo``; arrays, unions, literals, functions -> ''.
    """
    value = raw.strip().removeprefix(":").strip()
    if len(value) > 200:
        return ""
    value = value.removeprefix("readonly ").strip()
    while value.startswith("(") and value.endswith(")") and _split_top(value[1:-1], ")") == [value[1:-1].strip()]:
        value = value[1:-1].strip()  # JSDoc ``{(Command|null)}``
    parts = [p for p in _split_top(value, "|") if p and p not in ("null", "undefined", "void")]
    if len(parts) != 1:
        return ""
    value = parts[0]
    while value.startswith("(") and value.endswith(")"):
        value = value[1:-1].strip()
    match = re.match(r"^([\w$.]+)\s*<(.*)>$", value, re.S)
    if match:
        if match.group(1) in _TYPE_WRAPPERS:
            return normalise_type(_split_top(match.group(2), ",")[0])
        value = match.group(1)
    if value in _PLAIN_TYPES or not TYPE_NAME.match(value):
        return ""
    return value


def _position(node: Node) -> int:
    """How many named siblings (comments aside) come before ``node``."""
    count = 0
    sibling = node.prev_named_sibling
    while sibling is not None:
        count += sibling.type != "comment"
        sibling = sibling.prev_named_sibling
    return count


def _named(node: Node | None) -> list[Node]:
    return [c for c in node.named_children if c.type != "comment"] if node is not None else []


def _called(node: Node | None) -> str:
    """The callee of a call (``f``, ``a.b``; through ``await``), '' for anything else."""
    if node is not None and node.type == "await_expression" and node.named_child_count:
        node = node.named_children[0]
    if node is None or node.type != "call_expression":
        return ""
    function = node.child_by_field_name("function")
    return receiver_of(function) if function is not None and function.type in (
        "identifier", "member_expression") else ""


def signature_typed(match: dict[str, list[Node]], scopes: ScopeFinder,
                    globals_: frozenset[str] = frozenset()) -> Iterator[tuple[int, TypeHint]]:
    """Ranked hints that connect a signature's declared types to the values they reach:
    callbacks' parameters (not of callbacks to ``globals_``, such as a test runner's ``it``),
    names destructured from a call's result, and (TypeScript) the declared function-type
    parameters and object results they are read from."""
    if "callback" in match:  # not to a global (``it("...", (done) => ...)``): its types are not in the repository
        yield from ((2, hint) for hint in _callback_hints(match["callback"][0], scopes, globals_))
    elif "destructured" in match:
        pattern = match["destructured"][0]
        callee = _called(pattern.parent.child_by_field_name("value") if pattern.parent is not None else None)
        scope = scopes.scope_of(pattern.start_byte, CONTAINER_KINDS)
        line = pattern.start_point[0] + 1
        yield from ((2, TypeHint(scope, local, f"(){callee}#return.{prop}", line))
                    for local, prop in destructured(pattern) if callee and callee != "require")
    elif "result_shape" in match:
        shape = match["result_shape"][0]
        annotation = shape.parent
        owner = annotation.parent if annotation is not None else None
        if owner is not None and owner.type in ("method_definition", "function_declaration", "method_signature") \
                and owner.child_by_field_name("return_type") == annotation:
            scope = scopes.scope_of(shape.start_byte, CONTAINER_KINDS)
            yield from ((0, TypeHint(scope, f"#return.{prop}", kind, shape.start_point[0] + 1))
                        for prop, kind in property_types(shape).items())
    else:
        function_type = match["fn_type"][0]
        annotation = function_type.parent
        param = annotation.parent if annotation is not None else None
        name = param.child_by_field_name("pattern") if param is not None and param.type in (
            "required_parameter", "optional_parameter") else None
        if name is not None and name.type == "identifier":
            yield from ((0, hint) for hint in _signature_hints(name, function_type, scopes))


def _callback_hints(callback: Node, scopes: ScopeFinder, globals_: frozenset[str]) -> Iterator[TypeHint]:
    """``f(x, (a, b) => ...)``: each untyped parameter of a function passed as an argument is
    typed by the callee's declared parameter there, when that is a function type
    (``fn: (doc: Doc) => void``): hint ``()f#<argument>.<parameter>``, read by the linker."""
    single = callback.child_by_field_name("parameter")
    params = [single] if single is not None else _named(callback.child_by_field_name("parameters"))
    names: list[tuple[int, Node]] = []
    for number, param in enumerate(params):
        name: Node | None = param
        if param.type in ("required_parameter", "optional_parameter"):
            # declared: that type decides
            name = param.child_by_field_name("pattern") if param.child_by_field_name("type") is None else None
        if name is not None and name.type == "identifier":
            names.append((number, name))
    callee = _called(callback.parent.parent if callback.parent is not None else None) if names else ""
    if not callee or callee in globals_:
        return
    position = _position(callback)
    for number, name in names:
        scope = scopes.scope_of(name.start_byte, CONTAINER_KINDS)
        yield TypeHint(scope, text(name), f"(){callee}#{position}.{number}", name.start_point[0] + 1)


def _signature_hints(param: Node, function_type: Node, scopes: ScopeFinder) -> Iterator[TypeHint]:
    """``indented(fn: (doc: Doc) => void)``: the types a function passed as parameter ``fn``
    receives, as hints ``#<parameter>.<its parameter>`` of the function declaring ``fn``."""
    declaration = param.parent
    parameters = declaration.parent if declaration is not None else None
    if declaration is None or parameters is None or parameters.parent is None or \
            parameters.parent.type in ("function_type", "constructor_type"):
        return  # a parameter of a function type, not of a definition
    position = _position(declaration)
    scope = scopes.scope_of(param.start_byte, CONTAINER_KINDS)
    for number, inner in enumerate(_named(function_type.child_by_field_name("parameters"))):
        annotation = inner.child_by_field_name("type")
        kind = normalise_type(text(annotation)) if annotation is not None else ""
        if kind and scope is not None:
            yield TypeHint(scope, f"#{position}.{number}", kind, inner.start_point[0] + 1)


def property_types(shape: Node) -> dict[str, str]:
    """``name -> type`` for the typed properties of an object type or interface body."""
    out: dict[str, str] = {}
    for member in shape.named_children:
        if member.type != "property_signature":
            continue
        name, annotation = member.child_by_field_name("name"), member.child_by_field_name("type")
        if name is not None and annotation is not None:
            kind = normalise_type(text(annotation))
            if kind:
                out[_member_name(name)] = kind
    return out


def destructured(pattern: Node) -> list[tuple[str, str]]:
    """``(local name, property)`` pairs of an object pattern (one level)."""
    out: list[tuple[str, str]] = []
    for child in pattern.named_children:
        if child.type == "shorthand_property_identifier_pattern":
            out.append((text(child), text(child)))
        elif child.type == "object_assignment_pattern":
            left = child.child_by_field_name("left")
            if left is not None and left.type == "shorthand_property_identifier_pattern":
                out.append((text(left), text(left)))
        elif child.type == "pair_pattern":
            key, value = child.child_by_field_name("key"), child.child_by_field_name("value")
            if key is not None and value is not None and value.type == "identifier":
                out.append((text(value), _member_name(key)))
    return out


def type_bound(type_name: str, scope: str | None, bounds: dict[tuple[str | None, str], str],
           by_qualname: dict[str, Definition]) -> str:
    """A type parameter seen from ``scope`` stands for its bound: inside the generic, a
    ``T extends Entity`` value has exactly ``Entity``'s members."""
    while scope is not None:
        if (scope, type_name) in bounds:
            return bounds[(scope, type_name)]
        owner = by_qualname.get(scope)
        scope = owner.parent if owner is not None else None
    return type_name


_TRANSPARENT = frozenset({"parenthesized_expression", "non_null_expression", "await_expression",
                          "satisfies_expression"})
_CAST = frozenset({"as_expression", "type_assertion"})


def receiver(node: Node, depth: int = 0) -> str:
    """A receiver as the linker reads it.

    ``new Foo(x)`` -> ``Foo()`` and ``(x as Foo)`` -> ``Foo()`` (an instance of ``Foo``),
    ``a?.b!`` -> ``a.b``, ``(await f())`` -> ``f()``; literals are marked (``<string>``).
    """
    kind = node.type
    if depth > 16:
        return receiver_text(node)
    if kind in ("identifier", "this", "super"):
        return text(node)
    if kind in _TRANSPARENT:
        inner = next((c for c in node.named_children if c.type != "comment"), None)
        return receiver(inner, depth + 1) if inner is not None else receiver_text(node)
    if kind == "member_expression":
        obj, prop = node.child_by_field_name("object"), node.child_by_field_name("property")
        if obj is not None and prop is not None:
            return f"{receiver(obj, depth + 1)}.{text(prop)}"
    elif kind == "call_expression":
        function = node.child_by_field_name("function")
        if function is not None:
            return f"{receiver(function, depth + 1)}()"
    elif kind == "new_expression":
        constructor = node.child_by_field_name("constructor")
        if constructor is not None and constructor.type in ("identifier", "member_expression"):
            return "".join(text(constructor).split()) + "()"
    elif kind == "subscript_expression":   # ``suites[0]``, ``items[i]``: an element (``suites[]``)
        obj, index = node.child_by_field_name("object"), node.child_by_field_name("index")
        if obj is not None and index is not None and obj.type in ("identifier", "member_expression", "this") \
                and index.type in ("number", "identifier"):
            return f"{receiver(obj, depth + 1)}[]"
    elif kind in _CAST:
        cast = node.named_children[-1] if kind == "as_expression" else node.named_children[0]
        if cast.type == "type_arguments" and cast.named_children:
            cast = cast.named_children[0]
        name = normalise_type(text(cast))
        if name:
            return f"{name}()"
    return _RECEIVER_NOISE.sub("", receiver_text(node))


def receiver_of(node: Node, limit: int = 120) -> str:
    value = receiver(node)
    return value if len(value) <= limit else value[:limit] + "…"


def _member_name(node: Node) -> str:
    if node.type == "string":
        return string_value(node)
    return text(node)


_ARRAY_TYPE = re.compile(r"^\(?\s*(?:([\w$.]+)\[\]|(?:Readonly)?Array<\s*([\w$.]+)\s*>)\s*\)?$")


def element_type(type_text: str) -> str:
    """The element type of an array type as JSDoc writes it (``Suite[]``, ``Array<Suite>``),
    normalised; ``""`` for anything else (unions, tuples, nested arrays)."""
    match = _ARRAY_TYPE.match(type_text.strip())
    return normalise_type(match.group(1) or match.group(2)) if match else ""


def array_hints(name: Node, array: Node, scopes: ScopeFinder) -> list[TypeHint]:
    """``var suites = [suite]``: the elements of an array literal whose items are all names or
    ``new X()`` are of those items' types (``suites#i`` / ``suites#e``, which must agree);
    the array itself is of no class (``?``).  Nothing for an empty literal or other items."""
    items = [c for c in array.named_children if c.type != "comment"]
    kinds: list[str] = []
    scope = scopes.scope_of(array.start_byte, CONTAINER_KINDS)
    for item in items:
        if item.type == "identifier":
            kinds.append(f"${text(item)}@{scope or ''}")
        elif item.type == "new_expression" and (made := item.child_by_field_name("constructor")) is not None \
                and made.type in ("identifier", "member_expression"):
            kinds.append("".join(text(made).split()))
        else:
            return []
    if not kinds:
        return []
    line, local = name.start_point[0] + 1, text(name)
    return [TypeHint(scope, local, "?", line)] + [
        TypeHint(scope, f"{local}#{role}", kind, line) for kind in dict.fromkeys(kinds) for role in ("i", "e")]

