"""What Python code says of types, for the linker's hints: annotations normalised to one class
(:func:`normalise_type`), the element types container annotations declare (:func:`element_types`),
and the hint texts of assigned values, ``for`` targets, unpackings, ``with`` / ``except`` bindings
and ``TypeVar`` bounds (``()callee``, ``$expr@scope``, ``$*container#role@scope``, ``?``), one per
side of ``a or b`` and ``a if c else b`` (:func:`value_hints`)."""

from __future__ import annotations

import re

from tree_sitter import Node

from smriti_git.index.languages.base import text

_WRAPPERS = frozenset({"Optional", "Final", "ClassVar", "Required", "NotRequired", "ReadOnly"})
_TYPING = ("typing.", "t.", "typing_extensions.")
DOTTED = re.compile(r"^[A-Za-z_][\w.]*$")
_TYPEVARS = frozenset({"TypeVar", "typing.TypeVar", "t.TypeVar", "typing_extensions.TypeVar"})


def split_top(value: str, separator: str) -> list[str]:
    """``value`` split at ``separator`` outside brackets, parts stripped."""
    parts: list[str] = []
    depth = start = 0
    for i, ch in enumerate(value):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == separator and depth == 0:
            parts.append(value[start:i].strip())
            start = i + 1
    parts.append(value[start:].strip())
    return parts


def normalise_type(raw: str) -> str:
    """A plain (dotted) class name from an annotation, or '' when it names no one class.

    ``Optional[Foo]``, ``Foo | None``, ``Union[Foo, None]``, ``Final[Foo]``, ``"Foo"`` ->
    ``Foo``; a generic class, ``ExceptionInfo[E]`` -> ``ExceptionInfo`` (so ``list[Foo]`` ->
    ``list``, a builtin); unions of several classes -> ''.
    """
    value = raw.strip().strip("'\"").strip()
    parts = [p for p in split_top(value, "|") if p not in ("None", "")]
    if len(parts) != 1:
        return ""
    value = parts[0]
    match = re.match(r"^([\w.]+)\[(.*)\]$", value, re.DOTALL)
    if match:
        head, inner = match.group(1), match.group(2)
        bare = head.split(".")[-1] if "." not in head or head.startswith(_TYPING) else head
        if bare in _WRAPPERS:
            return normalise_type(inner)
        if bare == "Annotated":
            return normalise_type(split_top(inner, ",")[0])
        if bare == "Union":
            members = [m for m in split_top(inner, ",") if m.strip("'\" ") not in ("None", "")]
            return normalise_type(members[0]) if len(members) == 1 else ""
        return head
    return value if DOTTED.match(value) else ""


_SEQUENCES = frozenset({"list", "List", "Sequence", "MutableSequence", "Iterable", "Iterator", "Collection", "set",
                        "Set", "frozenset", "FrozenSet", "AbstractSet", "MutableSet", "deque", "Deque", "KeysView",
                        "ValuesView", "AsyncIterable", "AsyncIterator", "Reversible", "Generator", "AsyncGenerator"})
_MAPPINGS = frozenset({"dict", "Dict", "Mapping", "MutableMapping", "OrderedDict", "defaultdict", "DefaultDict",
                       "ChainMap"})
_INDEXED = frozenset({"list", "List", "Sequence", "MutableSequence", "tuple", "Tuple", "deque", "Deque"})
_ORDER_ONLY = frozenset({"sorted", "reversed", "list", "tuple", "set", "frozenset", "iter"})  # same elements


def _generic(raw: str) -> tuple[str, list[str]]:
    """A generic annotation's class and arguments, through ``Optional``, ``| None``, ``Final``
    and ``Annotated`` as in :func:`normalise_type`: ``dict[str, Foo] | None`` -> ``('dict', ['str',
    'Foo'])``; ``('', [])`` when it is no one generic class."""
    value = raw.strip().strip("'\"").strip()
    parts = [p for p in split_top(value, "|") if p not in ("None", "")]
    if len(parts) != 1:
        return "", []
    match = re.match(r"^([\w.]+)\[(.*)\]$", parts[0], re.DOTALL)
    if not match:
        return "", []
    head, args = match.group(1), split_top(match.group(2), ",")
    bare = head.split(".")[-1] if "." not in head or head.startswith(_TYPING) else head
    if bare in _WRAPPERS or bare == "Annotated":
        return _generic(args[0])
    if bare == "Union":
        members = [m for m in args if m.strip("'\" ") not in ("None", "")]
        return _generic(members[0]) if len(members) == 1 else ("", [])
    return head, args


def element_types(raw: str) -> list[tuple[str, str]]:
    """What a container annotation says of its elements: ``(role, type)`` pairs, role ``e`` for
    what iterating it yields, ``k`` and ``v`` for a mapping's keys and values
    (``list[Foo]`` -> ``[('e', 'Foo')]``; ``dict[str, Foo]`` -> e and k ``str``, v ``Foo``).  A
    generic class of no known kind with two arguments (``Frozen[str, Foo]``) may be a mapping:
    its class comes as role ``head``, for the linker to check that it is one."""
    head, args = _generic(raw)
    bare = head.split(".")[-1]
    if not head or (bare not in _SEQUENCES | _MAPPINGS | {"tuple", "Tuple", "Counter"} and
                    (head.startswith(_TYPING) or bare in ("Callable", "type", "Type", "Literal"))):
        return []
    roles: list[tuple[str, str]] = []
    if bare in _SEQUENCES or (bare in ("tuple", "Tuple") and len(args) == 2 and args[1] == "...") or (
            bare == "Counter" and len(args) == 1):
        roles = [("e", args[0])]
        if bare in _INDEXED:
            roles.append(("i", args[0]))
    elif bare in ("tuple", "Tuple") and "..." not in args:  # ``tuple[Index, dict]``: by position
        roles = [(str(i), arg) for i, arg in enumerate(args)]
    elif len(args) == 2 and bare not in ("tuple", "Tuple", "Counter"):
        roles = [("e", args[0]), ("k", args[0]), ("v", args[1]), ("i", args[1])]
        if bare not in _MAPPINGS:
            roles.insert(0, ("head", head))
    out = [(role, text if role == "head" else normalise_type(text)) for role, text in roles]
    return [(role, kind) for role, kind in out if kind]


def iteration_hints(pattern: Node, source: Node, scope: str | None) -> list[tuple[Node, str]]:
    """What each name a ``for`` binds holds, as element hints ``$*container#role@scope`` (the
    linker reads the container's declared element types), or ``?``: ``for x in xs``, ``for k, v
    in d.items()``, ``.keys()``, ``.values()``, ``enumerate(xs)``, ``zip(xs, ys)``, ``sorted(xs)``."""
    names = names_in(pattern)
    targets = [pattern] if pattern.type == "identifier" else [
        c for c in pattern.named_children] if pattern.type in ("pattern_list", "tuple_pattern") else []
    hints: dict[int, str] = {}
    while source.type == "call" and text(source.child_by_field_name("function") or source) in _ORDER_ONLY:
        inner = arguments_of(source)
        if len(inner) != 1:
            break
        source = inner[0]
    function = source.child_by_field_name("function") if source.type == "call" else None
    if function is not None and function.type == "identifier" and text(function) in ("enumerate", "zip"):
        inner = arguments_of(source)
        if text(function) == "enumerate" and len(inner) == 1:
            inner = [source, inner[0]]  # the counter: no hint
        if len(inner) == len(targets):
            for target, item in zip(targets, inner, strict=True):
                if item is not source and target.type == "identifier":
                    hints[target.id] = _element_hint(item, "e", scope)
    elif function is not None and function.type == "attribute" and not arguments_of(source):
        method = text(function.child_by_field_name("attribute") or function)
        owner = function.child_by_field_name("object")
        if owner is not None and method == "items" and len(targets) == 2:
            for target, role in zip(targets, "kv", strict=True):
                if target.type == "identifier":
                    hints[target.id] = _element_hint(owner, role, scope)
        elif owner is not None and method in ("keys", "values") and len(targets) == 1 and targets[0] is pattern:
            hints[pattern.id] = _element_hint(owner, method[0], scope)
    elif len(targets) == 1 and targets[0] is pattern:
        hints[pattern.id] = _element_hint(source, "e", scope)
    return [(node, hints.get(node.id, "?")) for node in names]


def unpacking_hints(pattern: Node, source: Node, scope: str | None) -> list[tuple[Node, str]]:
    """``a, b = f()`` (or ``= pair``): each name the declared tuple's item at its position,
    ``$*()f#0@scope`` (or ``$*pair#0@scope``); ``?`` for nested or starred patterns."""
    names = names_in(pattern)
    targets = [c for c in pattern.named_children if c.type != "comment"]
    if len(names) != len(targets) or any(t.type != "identifier" for t in targets):
        return [(node, "?") for node in names]
    function = source.child_by_field_name("function") if source.type == "call" else None
    if function is not None and function.type in ("identifier", "attribute"):
        container = "()" + "".join(text(function).split())
    elif source.type in ("identifier", "attribute"):
        container = "".join(text(source).split())
    else:
        return [(node, "?") for node in names]
    if not DOTTED.match(container.removeprefix("()")):
        return [(node, "?") for node in names]
    return [(node, f"$*{container}#{i}@{scope or ''}") for i, node in enumerate(names)]


def arguments_of(call: Node) -> list[Node]:
    arguments = call.child_by_field_name("arguments")
    if arguments is None or arguments.type != "argument_list":
        return []
    return [c for c in arguments.named_children if c.type != "comment"]


def _element_hint(container: Node, role: str, scope: str | None) -> str:
    if container.type not in ("identifier", "attribute"):
        return "?"
    expr = "".join(text(container).split())
    return f"$*{expr}#{role}@{scope or ''}" if DOTTED.match(expr) else "?"


_LITERALS = frozenset({"string", "concatenated_string", "integer", "float", "true", "false", "none", "list",
                       "dictionary", "set", "tuple", "list_comprehension", "dictionary_comprehension",
                       "set_comprehension", "generator_expression", "lambda"})


def value_hint(node: Node, scope: str | None) -> str:
    """What an assigned value tells of its type: ``()callee`` for a call, ``$expr@scope`` for
    a name or attribute chain (its value, evaluated where it is assigned), '' for a literal
    (it says nothing the linker uses), ``?`` for anything else."""
    while node.type in ("assignment", "parenthesized_expression", "await"):  # a = b = f(); (f()); await f()
        inner = node.child_by_field_name("right") if node.type == "assignment" else (
            node.named_children[0] if node.named_children else None)
        if inner is None:
            return "?"
        node = inner
    if node.type == "call":
        function = node.child_by_field_name("function")
        if function is not None and function.type in ("identifier", "attribute"):
            callee = "".join(text(function).split())
            if callee in _TYPEVARS:
                return _typevar_bound(node, scope) or "()" + callee
            return "()" + callee if DOTTED.match(callee) else "?"
        of = arguments_of(function) if function is not None and function.type == "call" else []
        if function is not None and text(function.child_by_field_name("function") or function) == "type" and \
                len(of) == 1 and text(of[0]) == "self":
            return f"$self@{scope or ''}"  # ``type(self)(...)``: another of self's class
        return "?"
    if node.type in ("identifier", "attribute"):
        expr = "".join(text(node).split())
        return f"${expr}@{scope or ''}" if DOTTED.match(expr) else "?"
    container = node.child_by_field_name("value") if node.type == "subscript" else None
    if container is not None and not any(c.type == "slice" for c in node.children_by_field_name("subscript")):
        return _element_hint(container, "i", scope)  # ``x = d[k]``: an item of ``d``
    return "" if node.type in _LITERALS else "?"


def value_hints(node: Node, scope: str | None) -> list[str]:
    """The hints of a value that is one of several expressions: ``a or b`` and ``a if c else b``
    give each side's :func:`value_hint` (nested ones flattened), for the linker to type the
    name only when they agree; a literal side (``None``, ``[]``) says nothing; ``and`` and
    anything else give the one :func:`value_hint`.  ``[]`` when nothing is said (all literal)."""
    while node.type == "parenthesized_expression" and node.named_children:
        node = node.named_children[0]
    if node.type == "boolean_operator" and text(node.child_by_field_name("operator") or node) == "or":
        sides = [node.child_by_field_name("left"), node.child_by_field_name("right")]
    elif node.type == "conditional_expression" and len(node.named_children) == 3:
        sides = [node.named_children[0], node.named_children[2]]
    else:
        hint = value_hint(node, scope)
        return [hint] if hint else []
    if any(side is None for side in sides):
        return ["?"]
    return list(dict.fromkeys(h for side in sides if side is not None for h in value_hints(side, scope)))


def _typevar_bound(call: Node, scope: str | None) -> str:
    """``T = TypeVar("T", bound=Foo)`` (or ``bound="Foo"``): ``T`` stands for ``Foo``, as an alias
    of it would (``$Foo@scope``); '' when there is no bound or it names no one class."""
    arguments = call.child_by_field_name("arguments")
    for child in arguments.named_children if arguments is not None else []:
        name = child.child_by_field_name("name") if child.type == "keyword_argument" else None
        value = child.child_by_field_name("value")
        if name is not None and text(name) == "bound" and value is not None:
            bound = normalise_type(text(value))
            if bound and "[" not in bound:
                return f"${bound}@{scope or ''}"
    return ""


def as_hint(pattern: Node, value: Node, scope: str | None) -> str:
    """``except E as e``: an ``E``; ``with f() as x``: what ``f()``'s ``__enter__`` returns."""
    parent = pattern.parent
    if parent is not None and parent.type == "except_clause":
        return normalise_type(text(value)) if value.type in ("identifier", "attribute") else "?"
    hint = value_hint(value, scope) if value.type == "call" else "?"
    return f"{hint}().__enter__" if hint.startswith("()") else "?"


def names_in(pattern: Node) -> list[Node]:
    """The plain names a binding target binds (``a``, ``a, (b, c)``; not ``a.b``, ``a[0]``)."""
    if pattern.type == "identifier":
        return [pattern]
    if pattern.type in ("pattern_list", "tuple_pattern", "list_pattern", "list_splat_pattern"):
        return [n for child in pattern.named_children for n in names_in(child)]
    return []
