"""What every language shares: the ``Language`` interface and tree-sitter helpers.

A language is data plus two small jobs:

* **extraction** (``extract``): tree-sitter queries pick out definitions, imports,
  calls, bases and type hints; the helpers here turn the captured nodes into
  :class:`~smriti_git.index.facts.FileFacts` (nesting, spans, signatures, docs,
  content hashes).  Queries run in C; Python only sees the captured nodes.
* **link policy**: how a file is named in imports (``module_keys``), how an import
  specifier resolves to a file (``resolve_module``), which names are in scope without
  an import (package scope), what ``self``/``this``/``super`` are called, and which
  names are builtins.  The generic linker (``index/link.py``) does the rest.
"""

from __future__ import annotations

import bisect
import posixpath
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import ClassVar

from tree_sitter import Language as TSLanguage
from tree_sitter import Node, Parser, Query, QueryCursor, Tree

from smriti_git.index.facts import CallFact, Definition, FileFacts, ImportFact
from smriti_git.model.code import Span, content_hash

MAX_SIGNATURE = 400
MAX_DOC = 2000


class Project:
    """The set of files being indexed, as the link policies need to see it.

    ``facts`` (optional) are the files' extracted facts, for policies whose module names
    depend on file content (Java: a file's package and top-level classes; Go: the
    module path declared in ``go.mod``).  Policies must cope with it being empty.
    """

    def __init__(self, paths: Iterable[str], facts: Mapping[str, FileFacts] | None = None) -> None:
        self.paths: frozenset[str] = frozenset(paths)
        self.facts: Mapping[str, FileFacts] = facts or {}
        self.dirs: frozenset[str] = frozenset(
            d for p in self.paths for d in _parents(p)
        )

    def exists(self, path: str) -> bool:
        return path in self.paths

    def is_dir(self, path: str) -> bool:
        return path.rstrip("/") in self.dirs


def _parents(path: str) -> Iterable[str]:
    parent = posixpath.dirname(path)
    while parent:
        yield parent
        parent = posixpath.dirname(parent)
    yield ""


class Language:
    """Base class of every supported language.  Subclasses set the class attributes."""

    name: ClassVar[str]
    extensions: ClassVar[tuple[str, ...]]
    family: ClassVar[str] = ""                  # languages that import each other share module names

    self_names: ClassVar[frozenset[str]] = frozenset()
    super_names: ClassVar[frozenset[str]] = frozenset({"super"})
    builtins: ClassVar[frozenset[str]] = frozenset()
    constructor_names: ClassVar[tuple[str, ...]] = ()
    implicit_members: ClassVar[bool] = False    # bare ``m()`` may call a method of the enclosing class
    # a bare method call means a method of the innermost enclosing class that has one, inherited
    # ones included, before outer classes' and imported ones (Java; needs implicit_members)
    members_first: ClassVar[bool] = False
    package_scope: ClassVar[str] = "file"       # file | directory | package: names visible without import
    # Interfaces are satisfied implicitly (Go): the linker treats every type whose methods
    # cover an interface's method names as a candidate implementation (virtual dispatch).
    structural_interfaces: ClassVar[bool] = False
    member_separators: ClassVar[tuple[str, ...]] = (".",)
    # Kinds of definitions that are reopened across files (C++ ``namespace``, Ruby
    # ``module``/``class``): their members include those of same-kind, same-qualname
    # definitions in the files the defining file wildcard-imports (includes, requires).
    open_scopes: ClassVar[frozenset[str]] = frozenset()
    # A file-level wildcard import re-exports every name it brings in (JS/TS
    # ``export * from './m'``): the linker follows it when another file imports a name.
    star_reexports: ClassVar[bool] = False
    # One name may be declared as a type and as a value in one scope (TypeScript
    # ``interface X`` beside ``const X``): the linker reads the type where a type is
    # written and the value in expressions.
    merges_type_and_value: ClassVar[bool] = False
    # Member lookup follows Python's C3 method resolution order (else breadth first).
    c3_mro: ClassVar[bool] = False
    # Self names are bound by a parameter (Python's ``self``/``cls``), not by the language:
    # the linker asks ``binds_self`` up the chain of enclosing functions.
    self_is_parameter: ClassVar[bool] = False
    # A class body's own statements see the names it defines (Python: ``x = helper()`` after
    # ``def helper``); its methods never do (``self.helper()``).
    class_body_names: ClassVar[bool] = False
    # Declared result types that mean "the receiver's own class" (Python's ``Self``).
    self_types: ClassVar[frozenset[str]] = frozenset()
    # Same-named callables of one scope are overloads, told apart by arity; where they are
    # not (C: preprocessor variants of one function), arities only serve dry runs.
    overloaded: ClassVar[bool] = True

    @property
    def namespace(self) -> str:
        """Key of the module-name and package tables this language shares (its family)."""
        return self.family or self.name

    def grammar(self) -> TSLanguage:
        raise NotImplementedError

    def extract(self, path: str, source: bytes) -> FileFacts:
        raise NotImplementedError

    # -- link policy ----------------------------------------------------------------

    def module_keys(self, path: str, project: Project) -> list[str]:
        """Names other files use to import ``path`` (most specific first)."""
        return [path]

    def resolve_module(self, spec: str, from_path: str, project: Project,
                       modules: dict[str, list[str]]) -> list[str]:
        """Files (or ``dir/`` packages) an import specifier names, given the key map."""
        return modules.get(spec, [])

    def package_key(self, path: str, facts: FileFacts) -> str:
        """Files with the same package key see each other's top-level names."""
        if self.package_scope == "directory":
            return posixpath.dirname(path)
        if self.package_scope == "package":
            return facts.package
        return path

    def is_test_path(self, path: str) -> bool:
        return False

    def module_type(self, key: str) -> str | None:
        """The dotted type path inside a module that a module key names, if any.

        Java's ``com.acme.Util`` names the file ``Util.java`` *and* its class ``Util``:
        returning ``"Util"`` lets the linker find the class's members (static imports,
        nested classes) as members of the module.  Default: keys name plain modules.
        """
        return None

    def implicit_module(self, name: str) -> str | None:
        """The module specifier a bare name denotes without any import, if any.

        Rust's ``crate`` and ``super`` name modules in every file: returning a spec for
        them lets ``crate::a::f()`` resolve through :meth:`resolve_module`.  The linker
        asks only after scopes, imports and the package found nothing.  Default: ``None``.
        """
        return None

    def import_binding_name(self, imp: ImportFact) -> str:
        """The local name a whole-module import binds when it has no alias."""
        return re.split(r"[./:\\]", imp.module.rstrip("/"))[-1]

    def is_secondary(self, definition: Definition) -> bool:
        """A definition that does not own its name when the name is defined again in the same
        scope (Python: an ``@overload`` stub, a property's setter or deleter): the linker's
        lookups of the name find the other definition first.  Default: none is."""
        return False

    def binds_self(self, definition: Definition, name: str) -> str:
        """What self name ``name`` (``self``, ``cls``) denotes inside callable ``definition``
        for languages whose self names are parameters (``self_is_parameter``): ``instance``
        or ``type`` of the class the callable belongs to, '' when the callable does not bind
        it (Python: ``name`` is not its first parameter; a local ``cls = ...`` is a plain
        variable).  Default: an instance, always."""
        return "instance"

    def is_property(self, definition: Definition) -> bool:
        """Whether reading the member ``definition`` calls it (a property getter): its value
        is then what it returns.  Default: never."""
        return False

    def constructor_of(self, class_name: str) -> tuple[str, ...]:
        return self.constructor_names or (class_name,)

    # -- extraction helpers -----------------------------------------------------------

    @cache  # noqa: B019  (one instance per language, kept for the process lifetime)
    def parser(self) -> Parser:
        return Parser(self.grammar())

    @cache  # noqa: B019
    def query(self, source: str) -> Query:
        return Query(self.grammar(), source)

    def parse(self, source: bytes) -> Tree:
        return self.parser().parse(source)

    def captures(self, query_source: str, node: Node) -> dict[str, list[Node]]:
        """Each capture's nodes in source order.

        py-tree-sitter gathers them through a set, so its own order changes from run to
        run (py-tree-sitter#450); facts built in that order would make snapshots differ."""
        found = QueryCursor(self.query(query_source)).captures(node)
        return {name: sorted(nodes, key=_position) for name, nodes in found.items()}

    def matches(self, query_source: str, node: Node) -> list[tuple[int, dict[str, list[Node]]]]:
        return QueryCursor(self.query(query_source)).matches(node)

    def start_facts(self, path: str, source: bytes, variant: str = "") -> tuple[Node, FileFacts]:
        """How every ``extract`` begins: ``source`` parsed, and the file's facts so far.

        Returns the tree's root and a :class:`FileFacts` holding the path, the language,
        whether the path is a test file (``is_test``), the build ``variant`` and the
        syntax diagnostics; the extractor fills in the rest.
        """
        tree = self.parse(source)
        facts = FileFacts(path=path, lang=self.name, is_test=self.is_test_path(path), variant=variant)
        facts.diagnostics.extend(syntax_diagnostics(tree))
        return tree.root_node, facts


def text(node: Node | None) -> str:
    if node is None:
        return ""
    raw = node.text  # a new bytes object on every access: read once
    return "" if raw is None else raw.decode("utf-8", "replace")


def span(node: Node, start: Node | None = None) -> Span:
    first = start or node
    return Span(first.start_point[0] + 1, node.end_point[0] + 1, first.start_byte, node.end_byte)


def squash(value: str, limit: int = MAX_SIGNATURE) -> str:
    value = " ".join(value.split())
    return value if len(value) <= limit else value[: limit - 1] + "…"


def signature(source: bytes, node: Node, body: Node | None) -> str:
    """The definition's header: from its start up to its body, comments left out (RE-flex's
    ``int a, ///< lower bound`` on every parameter's line), whitespace collapsed."""
    end = body.start_byte if body is not None else node.end_byte
    raw = source[node.start_byte:end]
    if b"/" in raw or b"#" in raw or b"--" in raw:
        raw = _without_comments(node, raw, end)
    header = raw.decode("utf-8", "replace").rstrip().rstrip(":{").rstrip()
    return squash(header)


def _without_comments(node: Node, header: bytes, end: int) -> bytes:
    """``header`` (``node``'s bytes up to ``end``) with its comment nodes blanked."""
    out: bytearray | None = None
    stack = [node]
    while stack:
        current = stack.pop()
        if current.start_byte >= end:
            continue
        if "comment" in current.type:
            out = out if out is not None else bytearray(header)
            first, last = current.start_byte - node.start_byte, min(current.end_byte, end) - node.start_byte
            out[first:last] = b" " * (last - first)
            continue
        stack.extend(current.children)
    return bytes(out) if out is not None else header


_COMMENT_MARKERS = re.compile(r"^\s*(///?|/\*\*?|\*/?|#|--|;+)\s?")


def clean_comment(lines: Sequence[str]) -> str:
    out = []
    for line in lines:
        line = _COMMENT_MARKERS.sub("", line.rstrip())
        out.append(line.removesuffix("*/").rstrip())
    return "\n".join(out).strip()[:MAX_DOC]


def doc_before(node: Node, comment_types: frozenset[str] = frozenset({"comment"})) -> str:
    """Comments ending on the line just above ``node`` (doc comments in C-like languages)."""
    lines: list[str] = []
    line_above = node.start_point[0] - 1
    sibling = node.prev_sibling
    while sibling is not None and sibling.type in comment_types and sibling.end_point[0] == line_above:
        lines[:0] = text(sibling).splitlines()
        line_above = sibling.start_point[0] - 1
        sibling = sibling.prev_sibling
    return clean_comment(lines)


def string_value(node: Node) -> str:
    """The text of a string literal without its quotes/prefixes (best effort)."""
    raw = text(node)
    match = re.match(r'^[rRbBuUfF]*("""|\'\'\'|"|\'|`)(.*)\1$', raw, re.S)
    return (match.group(2) if match else raw).strip()[:MAX_DOC]


@dataclass
class RawDef:
    """A definition as captured, before nesting is worked out."""

    kind: str
    name: str
    node: Node                     # the whole definition (including decorators, if any)
    header: Node                   # where the signature starts
    body: Node | None
    doc: str = ""
    decorators: tuple[str, ...] = ()
    returns: str = ""
    exported: bool = True
    is_abstract: bool = False
    container: bool = True         # may contain other definitions
    arity: tuple[int, int] | None = None  # (min, max) arguments, max -1 if variadic (overloads)
    first_param: str = ""          # the first parameter's name (Python's self / cls)


def nest(raw: list[RawDef], source: bytes, is_test: Callable[[RawDef, str | None], bool]) -> list[Definition]:
    """Turn captured definitions into :class:`Definition` s with qualnames and parents.

    Nesting is decided by byte ranges, so it needs no tree walk.  Duplicate captures of
    one node are dropped.
    """
    seen: set[tuple[int, int, str]] = set()
    ordered = []
    for item in sorted(raw, key=lambda r: (r.node.start_byte, -r.node.end_byte)):
        key = (item.node.start_byte, item.node.end_byte, item.name)
        if key not in seen:
            seen.add(key)
            ordered.append(item)
    out: list[Definition] = []
    stack: list[tuple[RawDef, Definition]] = []
    for item in ordered:
        while stack and stack[-1][0].node.end_byte <= item.node.start_byte:
            stack.pop()
        parent = stack[-1][1] if stack else None
        qualname = f"{parent.qualname}.{item.name}" if parent else item.name
        definition = Definition(
            kind=item.kind,
            name=item.name,
            qualname=qualname,
            span=span(item.node),
            parent=parent.qualname if parent else None,
            signature=signature(source, item.header, item.body),
            doc=item.doc,
            decorators=list(item.decorators),
            content_hash=content_hash(source[item.node.start_byte:item.node.end_byte]),
            returns=item.returns,
            exported=item.exported,
            is_abstract=item.is_abstract,
            arity=item.arity,
            first_param=item.first_param,
        )
        # A function nested in a test function is part of that test (helpers of a test class are not).
        definition.is_test = is_test(item, parent.qualname if parent else None) or bool(
            parent and parent.is_test and parent.kind in ("function", "method"))
        out.append(definition)
        if item.container:
            stack.append((item, definition))
    return out


class ScopeFinder:
    """Innermost definition enclosing a byte offset (binary search + parent walk)."""

    def __init__(self, definitions: list[Definition]) -> None:
        self.defs = sorted(definitions, key=lambda d: (d.span.start_byte, -d.span.end_byte))
        self.starts = [d.span.start_byte for d in self.defs]
        self.by_qualname = {d.qualname: d for d in self.defs}
        # A qualname may name several definitions (``#if`` / ``#else`` branches of one function,
        # C++ overloads): a parent is the one of them that encloses its child.
        self.named: dict[str, list[Definition]] = {}
        for d in self.defs:
            self.named.setdefault(d.qualname, []).append(d)

    def scope_of(self, byte: int, kinds: frozenset[str] | None = None) -> str | None:
        index = bisect.bisect_right(self.starts, byte) - 1
        candidate = self.defs[index] if index >= 0 else None
        seen: set[int] = set()   # (parents that loop, in a file the grammar misreads, end the walk)
        while candidate is not None and id(candidate) not in seen:
            if candidate.span.contains(byte) and (kinds is None or candidate.kind in kinds):
                return candidate.qualname
            seen.add(id(candidate))
            candidate = self._parent(candidate) if candidate.parent else None
        return None

    def _parent(self, child: Definition) -> Definition | None:
        """The definition named by ``child.parent`` that encloses it, else (a method defined out of
        line, a Go method) the last of that name."""
        named = self.named.get(child.parent or "", [])
        return next((d for d in named if d.span.contains(child.span.start_byte)), named[-1] if named else None)


LITERAL_TYPES = frozenset({"string", "string_literal", "template_string", "interpreted_string_literal",
                           "raw_string_literal", "concatenated_string", "integer", "float", "number",
                           "list", "dictionary", "array", "object", "tuple", "set"})


def receiver_text(node: Node, limit: int = 120) -> str:
    """A call receiver as text: whitespace-free for name chains, marked for literals."""
    if node.type in LITERAL_TYPES:
        return f"<{node.type}>"
    value = "".join(text(node).split())
    return value if len(value) <= limit else value[:limit] + "…"


def argument_groups(arguments: Node) -> list[list[Node]]:
    """An argument list's arguments, each the named nodes between two commas (comments left out).  One node
    each, but where the grammar failed on a macro inside an argument: ``Log::Flush("..." NST_LINEBREAK)``, a
    string and an ``ERROR`` holding the macro's name, is one argument (Nestopia's; and ``f("a" PRIu64 "b")``)."""
    named = [c for c in arguments.named_children if "comment" not in c.type]
    if not any(c.is_error for c in named):
        return [[c] for c in named]
    groups: list[list[Node]] = [[]]
    for child in arguments.children:
        if child.type == ",":
            groups.append([])
        elif child.is_named and "comment" not in child.type:
            groups[-1].append(child)
    return [g for g in groups if g]


def call_fact(name: str, receiver: str | None, node: Node, scopes: ScopeFinder, is_new: bool = False,
              args: int = -1, keywords: tuple[str, ...] | None = None, name_node: Node | None = None) -> CallFact:
    """A call site at ``node``; its line and column are those of the called name (``name_node``,
    else the call itself), so that two calls on one line, chained ones too, stay apart."""
    at = name_node if name_node is not None else node
    return CallFact(name=name, receiver=receiver or None, line=at.start_point[0] + 1, byte=node.start_byte,
                    scope=scopes.scope_of(node.start_byte), is_new=is_new, args=args, keywords=keywords,
                    column=at.start_point[1])


def syntax_diagnostics(tree: Tree, limit: int = 5) -> list[str]:
    """A short report of syntax errors, or nothing when the file parsed cleanly."""
    root = tree.root_node
    if not root.has_error:
        return []
    lines: list[int] = []
    # Descend only into subtrees that contain errors: cheap even for big files.
    stack = [root]
    while stack and len(lines) < limit:
        node = stack.pop()
        if node.is_error or node.is_missing:
            lines.append(node.start_point[0] + 1)
            continue
        stack.extend(reversed([c for c in node.children if c.has_error or c.is_missing]))
    where = ", ".join(str(n) for n in sorted(set(lines)))
    return [f"syntax errors near line(s) {where}; indexed what parses"]


def _position(node: Node) -> tuple[int, int, int]:
    return node.start_byte, node.end_byte, node.kind_id
