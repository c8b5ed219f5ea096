"""Helpers shared by the Rust, C, C++, Ruby, C# and PHP extractors.

What lives here is language-neutral plumbing those six modules would otherwise copy:
comments and attributes stacked above a definition, call facts from a query with
standard capture names, type hints with shadowing detection, re-homing of members
that are defined outside their type's body (Rust ``impl`` blocks, C++ ``Foo::bar``),
and path lookups for include/require-style imports (relative, then by path suffix).
"""

from __future__ import annotations

import posixpath
import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TypeVar, cast
from weakref import WeakKeyDictionary

from tree_sitter import Node

from smriti_git.index.facts import CallFact, Definition, TypeHint
from smriti_git.index.languages.base import (
    Language,
    Project,
    ScopeFinder,
    argument_groups,
    call_fact,
    clean_comment,
    text,
)
from smriti_git.model.code import TYPE_KINDS

#: Kinds whose body is a scope for names (hints, imports); values and fields are not.
SCOPE_KINDS: frozenset[str] = frozenset({"function", "method", "module", "namespace", *TYPE_KINDS})
#: Definitions whose members are looked up like a type's (``ns::f()``, ``Mod.f``).
CONTAINER_KINDS: frozenset[str] = frozenset({"module", "namespace", *TYPE_KINDS})
#: The type of a binding whose type is unknown or ambiguous: it hides outer hints.
UNKNOWN_TYPE = "?"

T = TypeVar("T")
L = TypeVar("L", bound=Language)


# -- comments and attributes -----------------------------------------------------------------


def stacked_above(node: Node, comment_types: frozenset[str], attribute_types: frozenset[str],
                  through: frozenset[str] = frozenset()) -> tuple[list[Node], list[Node]]:
    """Comments and attribute siblings stacked directly above ``node`` (no blank line between).

    Returns ``(comments, attributes)``, each in source order.  Only the contiguous run of
    comments/attributes ending on the line above ``node`` (or on its own line, for
    attributes written before it) counts.  When ``node`` opens a parent whose type is in
    ``through`` (Ruby's ``body_statement``), the siblings above that parent count too.
    """
    comments: list[Node] = []
    attributes: list[Node] = []
    line_above = node.start_point[0] - 1
    sibling = node.prev_sibling
    if sibling is None and node.parent is not None and node.parent.type in through:
        sibling = node.parent.prev_sibling
    while sibling is not None and sibling.end_point[0] >= line_above:
        if sibling.type in attribute_types:
            attributes.insert(0, sibling)
        elif sibling.type in comment_types:
            comments.insert(0, sibling)
        else:
            break
        line_above = sibling.start_point[0] - 1
        sibling = sibling.prev_sibling
    return comments, attributes


_XML_TAG = re.compile(r"</?[A-Za-z][^>]*>")


def comment_doc(comments: Iterable[Node], keep: Callable[[str], bool] | None = None, xml: bool = False) -> str:
    """Cleaned text of the trailing run of comments accepted by ``keep`` (doc comments)."""
    chosen: list[str] = []
    for node in comments:
        raw = text(node)
        if keep is not None and not keep(raw):
            chosen = []          # an ordinary comment breaks the doc block
            continue
        chosen.extend(raw.splitlines())
    doc = clean_comment(chosen)
    if xml:
        doc = "\n".join(line.strip() for line in _XML_TAG.sub("", doc).splitlines()).strip()
    return doc


# -- type names -------------------------------------------------------------------------------


def strip_generics(value: str, open_: str = "<", close: str = ">") -> str:
    """``Foo<Bar<T>>::new`` -> ``Foo::new`` (bracketed type arguments removed)."""
    if open_ not in value:
        return value
    out: list[str] = []
    depth = 0
    for ch in value:
        if ch == open_:
            depth += 1
        elif ch == close and depth:
            depth -= 1
        elif not depth:
            out.append(ch)
    return "".join(out).replace("::::", "::")


_NAME_PATH = re.compile(r"^[A-Za-z_$][\w$]*(?:(?:::|\.|\\)[A-Za-z_$][\w$]*)*$")


def plain_type(raw: str, *, words: Iterable[str] = (), chars: str = "", wrappers: frozenset[str] = frozenset(),
               separator: str = "::") -> str:
    """A plain (possibly qualified) type name from a type as written, or '' when it is not one.

    ``words`` (``const``, ``mut``...) and ``chars`` (``&*?``) are removed first; a generic
    type whose head is in ``wrappers`` (``Box``, ``Rc``) is unwrapped to its first
    argument; any other generic type, array, tuple or function type gives ''.
    """
    value = _word_pattern(tuple(words)).sub(" ", raw) if words else raw
    if chars:
        value = value.translate(_deletions(chars))
    value = "".join(value.split()).lstrip("\\")
    match = re.match(r"^([\w$:.\\]+)<(.*)>$", value)
    if match:
        if match.group(1).split(separator)[-1] not in wrappers:
            return ""
        return plain_type(_first_argument(match.group(2)), words=words, chars=chars, wrappers=wrappers,
                          separator=separator)
    return value if _NAME_PATH.match(value) else ""


@lru_cache(maxsize=64)
def _word_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"(?<![\w$])(?:" + "|".join(re.escape(w) for w in words) + r")(?![\w$])")


@lru_cache(maxsize=64)
def _deletions(chars: str) -> dict[int, None]:
    return dict.fromkeys(map(ord, chars))


def _first_argument(args: str) -> str:
    depth = 0
    for i, ch in enumerate(args):
        if ch in "<([":
            depth += 1
        elif ch in ">)]":
            depth -= 1
        elif ch == "," and depth == 0:
            return args[:i]
    return args


# -- calls ------------------------------------------------------------------------------------


def query_calls(lang: Language, query: str, root: Node, scopes: ScopeFinder,
                receiver: Callable[[Node, Node], str | None] | None = None,
                qualified: Callable[[Node], tuple[str | None, str]] | None = None,
                qualified_at_name: bool = False, call_nodes: list[Node] | None = None) -> list[CallFact]:
    """Call facts from a query with standard captures.

    ``@call`` is the call node, ``@name`` the callee name, optional ``@recv`` the
    receiver expression, ``@args`` the argument list (counted into ``CallFact.args``),
    and a capture named ``@new`` marks a construction (``new Foo()``).  Instead of
    ``@name``/``@recv`` a match may capture a whole path as ``@qual``, split by
    ``qualified(node) -> (receiver, name)``, located at the path's start (at its last
    name, through the ``name`` fields, with ``qualified_at_name``: C++ ``Status::OK()`` at
    ``OK``); an ``@at`` capture, when there, is where it is located instead.  ``receiver(recv_node, call_node)`` turns a
    receiver node into text (``None`` drops it); by default its source text, whitespace
    removed.  A call site captured twice (same call, same name position) counts once.
    ``call_nodes``, when given, receives the ``call_expression`` nodes of the calls with
    arguments or template arguments (``Pop<u32>()``), and the ``new`` and braced constructions' (C++ reads
    their arguments' types from them: no second query).
    """
    out: list[CallFact] = []
    seen: set[tuple[int, int]] = set()
    for _, match in lang.matches(query, root):
        call = match["call"][0]
        recv: str | None = None
        if "qual" in match and qualified is not None:
            name_node = match["qual"][0]
            recv, name = qualified(name_node)
            while qualified_at_name and name_node.child_by_field_name("name") is not None:
                name_node = name_node.child_by_field_name("name")  # type: ignore[assignment]
        else:
            name_node = match["name"][0]
            name = text(name_node)
            if "recv" in match:
                recv_node = match["recv"][0]
                recv = receiver(recv_node, call) if receiver else "".join(text(recv_node).split())
        if "at" in match:   # located elsewhere than its name: a C++ ``T x(a);`` constructs at ``x``
            name_node = match["at"][0]
        key = (call.start_byte, name_node.start_byte)
        if key in seen or not name:
            continue
        seen.add(key)
        args = -1
        if "args" in match:
            args = len(argument_groups(match["args"][0]))
        elif call.type == "new_expression" and call.child_by_field_name("type") is not None:
            args = 0   # C++ ``new Foo``, ``new Foo[n]``: the default constructor
        out.append(call_fact(name, recv, call, scopes, is_new="new" in match, args=args, name_node=name_node))
        out[-1].scoped = "qual" in match and recv not in (None, "::")
        if recv is not None and "recv" in match and (field := match["recv"][0].parent) is not None and \
                field.type == "field_expression" and (op := field.child_by_field_name("operator")) is not None:
            out[-1].dot = op.type == "."   # C and C++ ``p.reset()``, not ``p->reset()``
        if call_nodes is not None and (args > 0 or _templated(name_node)) and \
                call.type in ("call_expression", "new_expression", "compound_literal_expression"):
            call_nodes.append(call)
    return out


# -- type hints -------------------------------------------------------------------------------


@dataclass
class Hints:
    """Type hints with shadowing detection.

    Every binding of a local name is recorded, typed or not; a name bound more than once
    in one scope with different (or unknown) types gets no hint at all, so that
    ``let f = File::open(p); let f = BufReader::new(f);`` never types ``f`` wrongly.  A
    binding that says the last line it is visible on (``end``: C and C++ locals, whose
    block ends them) keeps its own hint instead, with that span, and the linker takes the
    innermost one around a site.
    """

    bindings: dict[tuple[str | None, str], list[tuple[str, int, int]]] = field(
        default_factory=lambda: defaultdict(list))
    fixed: list[TypeHint] = field(default_factory=list)

    def bind(self, scope: str | None, name: str, type_text: str, line: int, end: int = 0) -> None:
        """A binding of ``name`` in ``scope``; ``type_text`` '' when the type is unknown; ``end``
        the last line of the block it is declared in, 0 when not known."""
        if name:
            self.bindings[(scope, name)].append((type_text, line, end))

    def fix(self, scope: str | None, name: str, type_text: str, line: int = 0) -> None:
        """A hint that is always right (``self`` in a method, a declared field type)."""
        if name and type_text:
            self.fixed.append(TypeHint(scope, name, type_text, line))

    def result(self, apart: Callable[[str | None, int], int] | None = None) -> list[TypeHint]:
        """Fixed hints, then one hint per binding name: its type, or :data:`UNKNOWN_TYPE`.  With
        ``apart`` (scope, line -> which of several definitions sharing the scope's qualname holds
        the line: C++ overloads), one per name and definition, so that each overload's
        parameters keep their own types."""
        out = list(self.fixed)
        for (scope, name), seen in self.bindings.items():
            groups: dict[int, list[tuple[str, int, int]]] = {}
            for binding in seen:
                groups.setdefault(apart(scope, binding[1]) if apart else 0, []).append(binding)
            for group in groups.values():
                types = {t for t, _, _ in group}
                if len(types) > 1 and all(end for _, _, end in group):   # block-scoped: each its own
                    out += [TypeHint(scope, name, t or UNKNOWN_TYPE, line, end) for t, line, end in group]
                    continue
                only = group[0][0] if len(types) == 1 and "" not in types else UNKNOWN_TYPE
                out.append(TypeHint(scope, name, only, group[0][1]))
        return out


# -- members defined outside their type ------------------------------------------------------


def rehome(definitions: list[Definition], owners: dict[str, tuple[str, str | None]]) -> list[Definition]:
    """Attach members written outside their type's body to the type, when it is in the file.

    ``owners`` maps the qualname of a member to ``(owner qualname, lexical parent)``: the
    type of its ``impl`` block or the ``Foo`` of ``Foo::bar``, and the definition the
    member is written in.  When the owner is a type (or namespace/module) defined in this
    file, the member's parent becomes the owner, so it is found as a member.  Otherwise
    the member keeps its lexical parent and the dotted name ``Foo.bar``, so that no
    bare-name lookup can bind to it.  Qualnames never change.
    """
    known = {d.qualname: d.kind for d in definitions}
    for d in definitions:
        if d.qualname not in owners:
            continue
        owner, lexical = owners[d.qualname]
        if owner == d.qualname:   # (a class specifier inside a misread definition's result: never its own parent)
            continue
        if known.get(owner) in CONTAINER_KINDS:
            d.parent = owner
        else:
            d.parent = lexical
        d.name = d.qualname[len(d.parent) + 1:] if d.parent else d.qualname
    return definitions


# -- paths ------------------------------------------------------------------------------------


_PROJECT_CACHE: WeakKeyDictionary[Project, dict[str, object]] = WeakKeyDictionary()


def project_cache(project: Project, key: str, build: Callable[[Project], T]) -> T:
    """``build(project)``, computed once per project object (path indexes and the like)."""
    cache = _PROJECT_CACHE.get(project)
    if cache is None:
        cache = _PROJECT_CACHE.setdefault(project, {})
    if key not in cache:
        cache[key] = build(project)
    return cast(T, cache[key])


def memo_resolution(resolve: Callable[[L, str, str, Project, dict[str, list[str]]], list[str]],
                    ) -> Callable[[L, str, str, Project, dict[str, list[str]]], list[str]]:
    """Memoise a ``resolve_module`` per project, by (language, spec, importing path).

    The linker asks again for every name it looks up through a wildcard import; the
    answer depends only on the project's paths, the spec and the importing file.
    """

    def wrapper(self: L, spec: str, from_path: str, project: Project, modules: dict[str, list[str]]) -> list[str]:
        memo: dict[tuple[str, str, str], list[str]] = project_cache(project, "resolutions", lambda _: {})
        key = (self.name, spec, from_path)
        if key not in memo:
            memo[key] = resolve(self, spec, from_path, project, modules)
        return memo[key]

    wrapper.__doc__ = resolve.__doc__
    return wrapper


def _basename_index(project: Project) -> dict[str, list[str]]:
    index: dict[str, list[str]] = defaultdict(list)
    for path in project.paths:
        index[posixpath.basename(path)].append(path)
    return index


def by_basename(project: Project) -> dict[str, list[str]]:
    """Project paths by file name."""
    return project_cache(project, "basename", _basename_index)


def relative_path(from_path: str, spec: str) -> str:
    """``spec`` relative to the folder of ``from_path``, normalised ('' if it leaves the repo)."""
    joined = posixpath.normpath(posixpath.join(posixpath.dirname(from_path), spec))
    return "" if joined.startswith("../") or joined == ".." else joined.removeprefix("./")


def nearest(candidates: Iterable[str], from_path: str) -> list[str]:
    """The candidates sharing the longest folder prefix with ``from_path`` (several on a tie)."""
    ranked: dict[int, list[str]] = defaultdict(list)
    here = from_path.split("/")[:-1]
    for path in candidates:
        parts = path.split("/")[:-1]
        common = 0
        for a, b in zip(here, parts, strict=False):
            if a != b:
                break
            common += 1
        ranked[common].append(path)
    return ranked[max(ranked)] if ranked else []


def closest(candidates: Iterable[str], from_path: str) -> list[str]:
    """The candidate sharing the longest folder prefix with ``from_path``; [] on a tie."""
    best = nearest(candidates, from_path)
    return best if len(best) == 1 else []


def ending_with(project: Project, suffix: str) -> list[str]:
    """The project files whose path is ``suffix`` or ends with ``/`` + ``suffix``."""
    suffix = suffix.lstrip("/")
    if not suffix:
        return []
    return [p for p in by_basename(project).get(posixpath.basename(suffix), [])
            if p == suffix or p.endswith("/" + suffix)]


def by_suffix(project: Project, suffix: str, from_path: str) -> list[str]:
    """The project file whose path ends with ``suffix`` (whole segments), nearest first-wins."""
    return closest(ending_with(project, suffix), from_path)


def _templated(name: Node | None) -> bool:
    """Whether a called name is written with template arguments (C++ ``Pop<u32>()``)."""
    return name is not None and name.parent is not None and name.parent.type in ("template_function", "template_method")
