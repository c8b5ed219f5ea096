"""Structural queries over a snapshot's graph cache: resolve, find, neighbours, traces, paths.

Names are resolved honestly: an exact id, then ``path::qualname``, then a qualified
name (``Type::method`` read as ``Type.method`` too), then a plain name.  ``find`` ranks
first the symbols a qualified query names exactly (:func:`qualified_match`).  Several
matches make an :class:`Ambiguous` answer listing the candidates with their ids; it
never picks one silently.  Multi-hop walks (trace, impact) are breadth-first with one
Cypher query per hop, so every edge on the way is returned with its kind, confidence
and depth.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from smriti_git.cache.graphdb import Graph, edge_labels
from smriti_git.errors import InvalidArgument, NotFound, SmpError

SYMBOL_FIELDS = "s.id, s.kind, s.name, s.qualname, s.path, s.start_line, s.end_line, s.signature, s.is_test"
RESOLVE_WHERE = {  # how resolve() looks a name up, stage by stage
    "path_qualname": "s.path = $p AND s.qualname = $q",
    "qualname": "s.qualname = $q AND s.kind <> 'file'",
    "path": "s.path = $q OR s.path ENDS WITH $suffix",
    "name": "s.name = $q AND s.kind <> 'package'",
}


@dataclass(frozen=True)
class SymbolRef:
    id: str
    kind: str
    name: str
    path: str
    lines: tuple[int, int]
    signature: str = ""
    is_test: bool = False
    qualname: str = ""

    @classmethod
    def from_row(cls, row: list[Any]) -> SymbolRef:
        return cls(id=row[0], kind=row[1], name=row[2], qualname=row[3], path=row[4], lines=(row[5], row[6]),
                   signature=row[7] or "", is_test=bool(row[8]))


class Ambiguous(SmpError):
    """A name matched several symbols; ``candidates`` lists them."""

    status = "ambiguous"
    exit_code = 1

    def __init__(self, message: str, candidates: list[SymbolRef]) -> None:
        super().__init__(message)
        self.candidates = candidates

    @property
    def details(self) -> dict[str, object]:
        return {"candidates": [{"id": c.id, "kind": c.kind, "path": c.path, "lines": list(c.lines)}
                               for c in self.candidates]}


@dataclass
class Hop:
    """One edge reached by a walk, ``depth`` hops from the start."""

    depth: int
    kind: str
    src: str
    dst: str
    confidence: float
    resolved: bool


@dataclass
class Walk:
    start: SymbolRef
    hops: list[Hop] = field(default_factory=list)
    reached: dict[str, int] = field(default_factory=dict)   # symbol id -> depth first reached


RELATIONS = {
    # relation name -> (edge kinds, direction from the symbol: "in" = who points at it)
    "callers": (("CALLS",), "in"),
    "callees": (("CALLS",), "out"),
    "references": (("REFERENCES",), "in"),
    "implementations": (("IMPLEMENTS", "INHERITS"), "in"),
    "bases": (("IMPLEMENTS", "INHERITS"), "out"),
    "tests": (("TESTS",), "in"),
    "tested": (("TESTS",), "out"),
    "importers": (("IMPORTS",), "in"),
    "imports": (("IMPORTS",), "out"),
    "members": (("CONTAINS",), "out"),
    "definitions": (("DECLARES",), "out"),
    "declarations": (("DECLARES",), "in"),
}
# Relations for which a C/C++ declaration and its definition are one symbol (``same_function``).
JOINED_RELATIONS = frozenset({"callers", "callees", "references", "tests", "tested"})
PATHS_SORTED = 200
TRACE_KINDS = {"calls": ("CALLS",), "imports": ("IMPORTS",), "inherits": ("INHERITS", "IMPLEMENTS"),
               "references": ("REFERENCES",), "tests": ("TESTS",), "contains": ("CONTAINS",)}


def split_identifier(text: str) -> list[str]:
    """``parseHTTPHeader_value`` -> ``['parse', 'http', 'header', 'value']``."""
    words = re.findall(r"[A-Z]+(?=[A-Z][a-z]|\d|\b|_)|[A-Z]?[a-z]+|[A-Z]+|\d+", text)
    return [w.lower() for w in words if w]

QUALIFIER = re.compile(r"::|->|[.#/\\:]")
"""What separates the parts of a qualified name in a query, whatever the language's style."""


def dotted_name(text: str) -> str:
    """``Type::method()`` -> ``type.method``: a qualified name lower-cased, parts joined by dots."""
    return ".".join(p for p in QUALIFIER.split(text.strip().lower().rstrip("()#")) if p)


def qualified_match(dotted: str, lqual: str, path: str) -> bool:
    """Whether the dotted query names the symbol of lower-case qualified name ``lqual`` in
    ``path``: its qualified name, or a tail of it prefixed with its module or folder
    (``Session.request``, ``sessions.Session.request``, ``requests.sessions.Session.request``
    for ``requests/sessions.py``; ``web.Serve`` for Go's ``web/server.go``), whole parts only."""
    if not lqual:
        return False
    stem, _, _ = path.lower().rpartition(".") if "." in path.rsplit("/", 1)[-1] else (path.lower(), "", "")
    module = dotted_name(stem).removesuffix(".__init__")
    folder = dotted_name(path.lower().rpartition("/")[0])
    for full in (lqual, f"{module}.{lqual}", f"{dotted_name(path)}.{lqual}", f"{folder}.{lqual}" if folder else lqual):
        if full == dotted or full.endswith("." + dotted):
            return True
    return False



class GraphQuery:
    def __init__(self, graph: Graph) -> None:
        self.graph = graph

    # -- symbols ---------------------------------------------------------------------------------

    def _symbols(self, where: str, **params: Any) -> list[SymbolRef]:
        rows = self.graph.rows(f"MATCH (s:Symbol) WHERE {where} RETURN {SYMBOL_FIELDS} ORDER BY s.id", **params)
        return [SymbolRef.from_row(r) for r in rows]

    def get(self, symbol_id: str) -> SymbolRef | None:
        found = self._symbols("s.id = $id", id=symbol_id)
        return found[0] if found else None

    def many(self, ids: Iterable[str]) -> dict[str, SymbolRef]:
        wanted = sorted(set(ids))
        if not wanted:
            return {}
        # One primary-key lookup per id: ``WHERE s.id IN $ids`` scans the table (40x slower on sympy).
        rows = self.graph.rows(f"UNWIND $ids AS i MATCH (s:Symbol {{id: i}}) RETURN {SYMBOL_FIELDS}", ids=wanted)
        return {r[0]: SymbolRef.from_row(r) for r in rows}

    def resolve(self, text: str) -> SymbolRef:
        """The one symbol ``text`` names, or :class:`Ambiguous` / :class:`NotFound`."""
        text = text.strip()
        if not text:
            raise InvalidArgument("empty symbol name")
        exact = self.get(text) or self.get(text.rstrip("/") + "/")
        if exact is not None:
            return exact
        stages: list[tuple[str, dict[str, Any]]] = []
        if "::" in text:
            path, _, qual = text.partition("::")
            stages.append(("path_qualname", {"p": path, "q": qual.rstrip("()#")}))
        stages.append(("qualname", {"q": text.rstrip("()#")}))
        if "::" in text or "->" in text:   # ``Type::method`` (C++, Rust, PHP): qualified names are dotted
            stages.append(("qualname", {"q": re.sub(r"::|->", ".", text).rstrip("()#")}))
        suffix = "/" + text.lstrip("/")
        stages.append(("path", {"q": text, "suffix": suffix}))
        stages.append(("name", {"q": text.rstrip("()#")}))
        for stage, params in stages:
            found = self._symbols(RESOLVE_WHERE[stage], **params)
            if stage == "path":  # ENDS WITH compares escaped text (graphdb): the exact test is this one
                found = [s for s in found if s.kind == "file" and (s.path == text or s.path.endswith(suffix))]
            if len(found) == 1:
                return found[0]
            if len(found) > 1:
                raise Ambiguous(f"{text!r} matches {len(found)} symbols: pass one of their ids", found[:25])
        suggestions = self.find(text, limit=5)
        hint = f"; similar: {', '.join(s.id for s, _ in suggestions)}" if suggestions else ""
        raise NotFound(f"no symbol {text!r} in this snapshot{hint}")

    def resolve_file(self, text: str) -> SymbolRef:
        """The indexed file at path ``text`` (or ending with it), or :class:`Ambiguous` /
        :class:`NotFound` naming the file, with similar paths."""
        path = text.strip().removeprefix("./")
        if not path:
            raise InvalidArgument("empty file path")
        found = [s for s in self._symbols("s.path = $q OR s.path ENDS WITH $suffix", q=path,
                                          suffix="/" + path.lstrip("/")) if s.kind == "file"]
        exact = [s for s in found if s.path == path]
        if len(exact) == 1 or len(found) == 1:
            return (exact or found)[0]
        if found:
            raise Ambiguous(f"{text!r} matches {len(found)} files: pass the full path", found[:25])
        similar = [s.id for s, _ in self.find(path, limit=20) if s.kind == "file"][:5]
        hint = f"; similar: {', '.join(similar)}" if similar else ""
        raise NotFound(f"no indexed file {text!r} in this snapshot (not in the commit, or not a "
                       f"language the indexer reads){hint}")

    def _name_index(self) -> list[tuple[str, str, str, str, bool, str, str]]:
        """(lower name, id, name, kind, is_test, lower qualname, path) of every symbol, once per process."""
        index = self.graph.memo.get("names")
        if index is None:
            rows = self.graph.rows("MATCH (s:Symbol) WHERE s.kind <> 'package' "
                                   "RETURN s.name, s.id, s.kind, s.is_test, s.qualname, s.path")
            index = [(r[0].lower(), r[1], r[0], r[2], bool(r[3]), r[4].lower(), r[5]) for r in rows]
            self.graph.memo["names"] = index
        return index

    def find(self, query: str, limit: int = 20, kinds: Iterable[str] | None = None,
             include_tests: bool = True) -> list[tuple[SymbolRef, float]]:
        """Fuzzy search on names, split on case and underscores, ranked.

        A qualified query (``Class.method``, ``pkg.func``, ``Type::method``, ``a/b.py:f``)
        ranks first the symbols it names exactly (:func:`qualified_match`), whatever
        else shares its words: an agent that types a qualified name means that symbol.
        """
        words = split_identifier(query) or [query.lower()]
        unique = set(words)
        longest = max(words, key=len)
        lowered = query.lower().rstrip("()")
        dotted = dotted_name(query) if QUALIFIER.search(query.strip().rstrip("()")) else ""
        last = dotted.rsplit(".", 1)[-1]
        wanted = set(kinds or [])
        entries = self._name_index()
        candidates = [e for e in entries if longest in e[0] or (dotted and e[0] == last)]
        if not candidates and len(words) > 1:
            candidates = [e for e in entries if any(w in e[0] for w in unique)]
        scored: list[tuple[float, str]] = []
        for lname, sid, name, kind, is_test, lqual, path in candidates:
            if (wanted and kind not in wanted) or (is_test and not include_tests):
                continue
            overlap = len(unique & set(split_identifier(name))) / len(unique)
            score = 40.0 * overlap
            if dotted and lname == last and qualified_match(dotted, lqual, path):
                score += 200
            if lname == lowered or lqual == lowered:
                score += 100
            elif lname.startswith(lowered):
                score += 30
            elif lowered in lname:
                score += 15
            score -= 0.02 * max(0, len(lname) - len(lowered))
            score += {"class": 4, "interface": 4, "function": 3, "method": 3, "file": 1}.get(kind, 0)
            score -= 5 if is_test else 0
            scored.append((round(score, 3), sid))
        scored.sort(key=lambda item: (-item[0], item[1]))
        top = scored[:limit]
        refs = self.many(sid for _, sid in top)
        return [(refs[sid], score) for score, sid in top if sid in refs]

    # -- declarations joined to definitions (C, C++) ------------------------------------------------

    def _joined(self) -> tuple[dict[str, str], dict[str, list[str]]]:
        """(declaration -> its one definition, definition -> its declarations) by the resolved
        ``DECLARES`` edges, read once per graph (a few thousand in a large C project)."""
        joined = self.graph.memo.get("declares")
        if joined is None:
            rows = self.graph.rows("MATCH (a:Symbol)-[e:DECLARES]->(b:Symbol) WHERE e.resolved "
                                   "RETURN a.id, b.id ORDER BY a.id, b.id")
            definition = {a: b for a, b in rows}
            declarations: dict[str, list[str]] = {}
            for a, b in rows:
                declarations.setdefault(b, []).append(a)
            joined = (definition, declarations)
            self.graph.memo["declares"] = joined
        return joined

    def definition(self, symbol_id: str) -> str:
        """The definition a C/C++ declaration is certainly joined to, else ``symbol_id``."""
        return self._joined()[0].get(symbol_id, symbol_id)

    def same_function(self, symbol: SymbolRef | str) -> list[str]:
        """A symbol's id with those of its C/C++ declarations or definition (resolved ``DECLARES``
        edges: a header's prototype and the function a ``.c`` file defines are one function to the
        queries, whichever id they are given)."""
        sid = symbol.id if isinstance(symbol, SymbolRef) else symbol
        definition = self.definition(sid)
        return sorted({sid, definition, *self._joined()[1].get(definition, ())})

    # -- relations ---------------------------------------------------------------------------------

    def edges(self, ids: list[str], kinds: tuple[str, ...], direction: str,
              include_candidates: bool = False) -> list[Hop]:
        """Edges of ``kinds`` leaving (``out``) or entering (``in``) any of ``ids``."""
        if not ids:
            return []
        rows = self.graph.rows(
            f"MATCH (a:Symbol)-[e:{edge_labels(kinds)}]->(b:Symbol) "
            f"WHERE {'a' if direction == 'out' else 'b'}.id IN $ids{'' if include_candidates else ' AND e.resolved'} "
            "RETURN a.id, label(e), b.id, e.confidence, e.resolved ORDER BY a.id, b.id, label(e), e.confidence, "
            "e.resolved", ids=ids)
        return [Hop(0, r[1], r[0], r[2], float(r[3]), bool(r[4])) for r in rows]

    def neighbors(self, symbol: SymbolRef, relation: str, include_candidates: bool = False) -> list[Hop]:
        if relation not in RELATIONS:
            raise InvalidArgument(f"unknown relation {relation!r}: use one of {', '.join(RELATIONS)}")
        kinds, direction = RELATIONS[relation]
        ids = self.same_function(symbol) if relation in JOINED_RELATIONS else [symbol.id]
        if relation in ("importers", "imports") and symbol.kind not in ("file", "package"):
            ids = [symbol.path]
        hops = self.edges(ids, kinds, direction, include_candidates)
        if relation == "implementations" and symbol.kind == "method":
            hops = self._overrides(symbol)
        return [Hop(1, h.kind, h.src, h.dst, h.confidence, h.resolved) for h in hops]

    def _overrides(self, method: SymbolRef) -> list[Hop]:
        owner = self.graph.rows("MATCH (c:Symbol)-[:CONTAINS]->(m:Symbol {id: $id}) RETURN c.id", id=method.id)
        if not owner:
            return []
        subtypes = self.walk(self.get(owner[0][0]) or method, ("INHERITS", "IMPLEMENTS"), "in", depth=6)
        ids = sorted(subtypes.reached)
        rows = self.graph.rows(
            "MATCH (c:Symbol)-[:CONTAINS]->(m:Symbol) WHERE c.id IN $ids AND m.name = $name RETURN c.id, m.id",
            ids=ids, name=method.name)
        return [Hop(1, "OVERRIDES", r[1], method.id, 1.0, True) for r in rows]

    def walk(self, start: SymbolRef, kinds: tuple[str, ...], direction: str, depth: int,
             include_candidates: bool = False, limit: int = 5000, also: Iterable[str] = ()) -> Walk:
        """Breadth-first over ``kinds`` edges, up to ``depth`` hops (or ``limit`` nodes).

        ``also``: more symbol ids to start from (a file's definitions, say).
        """
        if depth < 1:
            raise InvalidArgument("depth must be at least 1")
        out = Walk(start)
        frontier = sorted({*self.same_function(start), *also})
        for sid in frontier:
            out.reached[sid] = 0
        for level in range(1, depth + 1):
            hops = self.edges(frontier, kinds, direction, include_candidates)
            next_frontier = []
            for hop in hops:
                out.hops.append(Hop(level, hop.kind, hop.src, hop.dst, hop.confidence, hop.resolved))
                other = hop.src if direction == "in" else hop.dst
                if other not in out.reached:
                    out.reached[other] = level
                    next_frontier.append(other)
            frontier = sorted(set(next_frontier))
            if not frontier or len(out.reached) >= limit:
                break
        return out

    def paths(self, source: SymbolRef, target: SymbolRef, kinds: tuple[str, ...], max_depth: int,
              limit: int, include_candidates: bool = False) -> list[list[Hop]]:
        """Shortest directed paths from ``source`` to ``target`` over ``kinds`` edges, the first
        ``limit`` in order of their symbols (of at most :data:`PATHS_SORTED` found, so that the
        answer does not depend on how the database stores its rows)."""
        rows = self.graph.rows(
            f"MATCH p = (a:Symbol {{id: $a}})-[:{edge_labels(kinds)}* ALL SHORTEST 1..{int(max_depth)}"
            f"{'' if include_candidates else ' (e, n | WHERE e.resolved)'}]->"
            "(b:Symbol {id: $b}) RETURN nodes(p), rels(p) LIMIT $limit", a=self.definition(source.id),
            b=self.definition(target.id),
            limit=max(limit, PATHS_SORTED))
        out = []
        for nodes, rels in rows:
            path = []
            for i, rel in enumerate(rels):
                path.append(Hop(i + 1, rel["_LABEL"], nodes[i]["id"], nodes[i + 1]["id"],
                                float(rel["confidence"]), bool(rel["resolved"])))
            out.append(path)
        out.sort(key=lambda p: [(h.src, h.dst, h.kind, h.confidence, h.resolved) for h in p])
        return out[:limit]
