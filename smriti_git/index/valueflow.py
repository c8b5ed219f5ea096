"""What one definition does with values, read from its file's text on demand (Python).

``flow`` (``services/flow.py``) follows a value from a parameter into the calls it is
passed to, and from a call's result to where it is used.  The snapshot records where
each call is and what it resolves to, not what is passed; this module supplies the rest
by parsing the file again (tree-sitter, milliseconds a file), only for the files a flow
passes through, so snapshots carry no argument facts.  For a definition (its span, as
the snapshot has it) it reports:

* its parameters, in order, with their kind (positional-only, positional, keyword-only,
  ``*args``, ``**kwargs``) and its decorators (``staticmethod``, ``classmethod``);
* every call written in its own body (not in nested definitions), at the called name's
  line and byte column (the positions the linker records), with each argument's text,
  position or keyword and, when it is just a name, that name; and how the call's result
  is used: bound to names, passed to another call, returned, stored, or else;
* plain assignments (``y = x``), returns, and stores into attributes or items.

A file-level symbol's body is the module's statements, a class's its class body.  Only
Python is read (:data:`LANGUAGES`); ``flow`` says so for the others.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tree_sitter import Node

from smriti_git.index.languages import get as get_language
from smriti_git.index.languages.base import text

LANGUAGES = frozenset({"python"})
MAX_TEXT = 160
_NESTED = frozenset({"function_definition", "class_definition", "decorated_definition", "lambda"})
_WRAPPERS = frozenset({"parenthesized_expression", "await"})


def _short(node: Node | None) -> str:
    value = " ".join(text(node).split())
    return value if len(value) <= MAX_TEXT else value[:MAX_TEXT - 1] + "…"


@dataclass(frozen=True)
class Param:
    name: str
    kind: str          # positional_only | positional | keyword_only | var_positional | var_keyword
    default: str = ""  # the default value's text, if any


@dataclass(frozen=True)
class Argument:
    text: str
    position: int                  # -1 for a keyword argument or after an unpacking
    keyword: str | None = None
    name: str | None = None        # the local name, when the argument is just that
    splat: str = ""                # "*" or "**" for an unpacked argument
    reads: tuple[str, ...] = ()    # local names the expression reads


@dataclass(frozen=True)
class Use:
    """How a call's result is used."""

    kind: str                      # bound | unpacked | argument | returned | stored | discarded | yielded | expression
    text: str
    line: int
    names: tuple[str, ...] = ()    # bound names (bound, unpacked)
    call: tuple[int, int] | None = None   # the outer call's (line, col), for ``argument``
    position: int = -1
    keyword: str | None = None


@dataclass(frozen=True)
class Call:
    line: int
    col: int
    name: str
    receiver: str | None
    text: str
    arguments: tuple[Argument, ...]
    result: Use


@dataclass(frozen=True)
class Assignment:
    targets: tuple[str, ...]
    value: str                     # the assigned expression's text
    name: str | None               # the name assigned, when the value is just a name
    reads: tuple[str, ...]
    line: int
    call: bool = False             # the value is a call's result (``y = f(x)``): ``flow`` follows the call


@dataclass(frozen=True)
class Return:
    text: str
    name: str | None
    reads: tuple[str, ...]
    line: int
    call: bool = False             # a call's result is returned (``return f(x)``)


@dataclass(frozen=True)
class Store:
    target: str
    name: str | None
    reads: tuple[str, ...]
    line: int


@dataclass
class Body:
    """What a definition's own body does with values."""

    params: list[Param] = field(default_factory=list)
    decorators: list[str] = field(default_factory=list)
    calls: list[Call] = field(default_factory=list)
    assignments: list[Assignment] = field(default_factory=list)
    returns: list[Return] = field(default_factory=list)
    stores: list[Store] = field(default_factory=list)

    def calls_at(self, line: int, col: int) -> list[Call]:
        return [c for c in self.calls if c.line == line and c.col == col]


def parse(source: bytes, lang: str) -> Node | None:
    """A file's syntax tree, to read several of its definitions from; None for a language this module does not read."""
    return get_language(lang).parse(source).root_node if lang in LANGUAGES else None


def read(source: bytes, lang: str, start_byte: int, end_byte: int, kind: str,
         root: Node | None = None) -> Body | None:
    """The body of the definition spanning ``[start_byte, end_byte)`` of a file's text
    (the whole module for a ``file``), or None for a language this module does not read.
    ``root``: the file's tree from :func:`parse`, if the caller has it."""
    if lang not in LANGUAGES:
        return None
    root = root if root is not None else parse(source, lang)
    if root is None:
        return None
    if kind == "file":
        return _body(root, None)
    node = root.descendant_for_byte_range(start_byte, max(start_byte, end_byte - 1))
    while node is not None and node.type not in ("function_definition", "class_definition",
                                                 "decorated_definition"):
        node = node.parent
    if node is None:
        return None
    decorators = [text(d).lstrip("@").strip() for d in node.children if d.type == "decorator"]
    if node.type == "decorated_definition":
        node = node.child_by_field_name("definition")
    if node is None:
        return None
    body = _body(node.child_by_field_name("body"), node.child_by_field_name("parameters"))
    body.decorators = decorators
    return body


def _body(scope: Node | None, parameters: Node | None) -> Body:
    out = Body(params=_params(parameters))
    if scope is None:
        return out
    stack = list(reversed(scope.children))
    while stack:
        node = stack.pop()
        if node.type in _NESTED:
            continue
        _visit(node, out)
        stack.extend(reversed(node.children))
    return out


def _params(parameters: Node | None) -> list[Param]:
    out: list[Param] = []
    keyword_only = False
    for child in parameters.named_children if parameters is not None else []:
        kind = "keyword_only" if keyword_only else "positional"
        if child.type == "positional_separator":
            out = [Param(p.name, "positional_only", p.default) for p in out]
            continue
        if child.type == "keyword_separator":
            keyword_only = True
            continue
        if child.type in ("list_splat_pattern", "dictionary_splat_pattern"):
            name = next((c for c in child.named_children if c.type == "identifier"), None)
            if child.type == "list_splat_pattern":
                keyword_only = True
            if name is not None:
                out.append(Param(text(name), "var_positional" if child.type == "list_splat_pattern" else
                                 "var_keyword"))
            continue
        name_node = child if child.type == "identifier" else child.child_by_field_name("name") or next(
            (c for c in child.named_children if c.type == "identifier"), None)
        if name_node is not None:
            out.append(Param(text(name_node), kind, _short(child.child_by_field_name("value"))))
    return out


def reads(node: Node | None) -> tuple[str, ...]:
    """The local names an expression reads (attribute names and keywords are not names)."""
    if node is None:
        return ()
    found: list[str] = []
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type == "identifier":
            parent = current.parent
            if parent is not None and ((parent.type == "attribute" and parent.child_by_field_name("attribute")
                                        == current) or (parent.type == "keyword_argument" and
                                                        parent.child_by_field_name("name") == current)):
                continue
            found.append(text(current))
        elif current.type not in ("lambda",):
            stack.extend(current.children)
    return tuple(dict.fromkeys(found))


def _plain(node: Node | None) -> str | None:
    while node is not None and node.type == "parenthesized_expression" and node.named_children:
        node = node.named_children[0]
    return text(node) if node is not None and node.type == "identifier" else None


def _unwrapped(node: Node) -> Node:
    while node.type == "parenthesized_expression" and node.named_children:
        node = node.named_children[0]
    return node


def _visit(node: Node, out: Body) -> None:
    if node.type == "call":
        call = _call(node)
        if call is not None:
            out.calls.append(call)
    elif node.type == "assignment":
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        if left is None or right is None or right.type == "assignment":
            return
        line = node.start_point[0] + 1
        if left.type in ("attribute", "subscript"):
            out.stores.append(Store(_short(left), _plain(right), reads(right), line))
        elif left.type == "identifier":
            out.assignments.append(Assignment((text(left),), _short(right), _plain(right), reads(right), line,
                                              _unwrapped(right).type in ("call", "await")))
    elif node.type == "return_statement":
        value = node.named_children[0] if node.named_children else None
        out.returns.append(Return(_short(value), _plain(value), reads(value), node.start_point[0] + 1,
                                  value is not None and _unwrapped(value).type in ("call", "await")))


def _call(node: Node) -> Call | None:
    function = node.child_by_field_name("function")
    if function is None:
        return None
    name_node: Node | None = function
    receiver: str | None = None
    if function.type == "attribute":
        name_node = function.child_by_field_name("attribute")
        receiver = "".join(text(function.child_by_field_name("object")).split())
    elif function.type != "identifier":
        return None
    if name_node is None:
        return None
    arguments: list[Argument] = []
    position, unknown = 0, False
    args = node.child_by_field_name("arguments")
    for arg in args.named_children if args is not None and args.type == "argument_list" else []:
        if arg.type == "comment":
            continue
        if arg.type == "keyword_argument":
            value = arg.child_by_field_name("value")
            arguments.append(Argument(_short(value), -1, text(arg.child_by_field_name("name")), _plain(value),
                                      reads=reads(value)))
        elif arg.type in ("list_splat", "dictionary_splat"):
            splat = "*" if arg.type == "list_splat" else "**"
            inner = arg.named_children[0] if arg.named_children else None
            arguments.append(Argument(_short(arg), -1, None, _plain(inner), splat, reads(inner)))
            unknown = unknown or splat == "*"
        else:
            arguments.append(Argument(_short(arg), -1 if unknown else position, None, _plain(arg), reads=reads(arg)))
            position += 1
    if args is not None and args.type == "generator_expression":
        arguments.append(Argument(_short(args), 0, None, None, reads=reads(args)))
    return Call(name_node.start_point[0] + 1, name_node.start_point[1], text(name_node), receiver or None,
                _short(node), tuple(arguments), _use(node))


def _use(node: Node) -> Use:
    """How the value of the expression ``node`` (a call) is used by what encloses it."""
    child, parent = node, node.parent
    while parent is not None and parent.type in _WRAPPERS:
        child, parent = parent, parent.parent
    line = node.start_point[0] + 1
    if parent is None:
        return Use("expression", "", line)
    kind, names = _bound(parent, child)
    if kind:
        return Use(kind, _short(parent), line, names)
    if parent.type == "keyword_argument" and parent.parent is not None and parent.parent.parent is not None:
        outer = parent.parent.parent
        called = _called_name(outer)
        if called is not None:
            return Use("argument", _short(outer), line, call=called,
                       keyword=text(parent.child_by_field_name("name")))
    if parent.type == "argument_list" and parent.parent is not None:
        called = _called_name(parent.parent)
        if called is not None:
            before = [c for c in parent.named_children if c.end_byte <= child.start_byte and c.type != "comment"]
            unpacked = any(c.type in ("list_splat", "keyword_argument", "dictionary_splat") for c in before)
            return Use("argument", _short(parent.parent), line, call=called, position=-1 if unpacked else len(before))
    if parent.type == "return_statement":
        return Use("returned", _short(parent), line)
    if parent.type == "expression_statement":
        return Use("discarded", _short(parent), line)
    if parent.type == "yield":
        return Use("yielded", _short(parent), line)
    return Use("expression", _short(parent), line)


def _bound(parent: Node, child: Node) -> tuple[str, tuple[str, ...]]:
    """``bound`` / ``unpacked`` / ``stored`` and the names, when ``child`` is assigned by ``parent``."""
    if parent.type == "named_expression" and parent.child_by_field_name("value") == child:
        return "bound", (text(parent.child_by_field_name("name")),)
    if parent.type != "assignment" or parent.child_by_field_name("right") != child:
        return "", ()
    left = parent.child_by_field_name("left")
    if left is None:
        return "", ()
    if left.type == "identifier":
        return "bound", (text(left),)
    if left.type in ("pattern_list", "tuple_pattern", "list_pattern"):
        return "unpacked", tuple(text(n) for n in left.named_children if n.type == "identifier")
    return "stored", (_short(left),)


def _called_name(call: Node) -> tuple[int, int] | None:
    """The (line, col) of the name a call node calls, as the linker records it."""
    if call.type != "call":
        return None
    function = call.child_by_field_name("function")
    if function is not None and function.type == "attribute":
        function = function.child_by_field_name("attribute")
    if function is None or function.type != "identifier":
        return None
    return function.start_point[0] + 1, function.start_point[1]
