"""Runtime edges beside static ones: what ``neighbors``, ``impact`` and ``path`` add from the runtime layer.

The static graph is never changed: these functions read a snapshot's runtime layer
(``layer.py``) and answer next to the static answer.

* :func:`neighbors`: the runtime callers or callees of a symbol, each with its call
  count, the number of traced runs that saw it, and what the static graph says of the
  same pair (``confirmed``, ``candidate`` or ``new``).
* :func:`impact`: the symbols a change reaches only when runtime edges are followed
  too (the same walk as ``impact``, inward, over the static edges of the change and
  ``CALLS_RUNTIME``), with the depth and the runtime edge that reached each.
* :func:`paths`: the shortest call paths from one symbol to another that need at
  least one runtime edge the static graph lacks: the paths static analysis cannot see,
  or shorter ones than it sees.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from smriti_git.services.graphquery import GraphQuery, SymbolRef
from smriti_git.services.sandbox.layer import RuntimeEdge, RuntimeEdges

RUNTIME_KIND = "CALLS_RUNTIME"
WALK_LIMIT = 5000


@dataclass
class RuntimeNeighbor:
    symbol: SymbolRef | None
    id: str
    count: int
    indirect: int
    runs: int
    static: str                     # confirmed | candidate | new


@dataclass
class RuntimeAffected:
    symbol: SymbolRef
    depth: int
    via: str
    count: int


@dataclass
class RuntimeHop:
    """One edge of a path: ``CALLS`` (static) or ``CALLS_RUNTIME`` (with the calls observed)."""

    depth: int
    kind: str
    src: str
    dst: str
    count: int
    confidence: float
    resolved: bool


def static_kinds(gq: GraphQuery, pairs: Iterable[tuple[str, str]]) -> dict[tuple[str, str], str]:
    """``confirmed`` / ``candidate`` / ``new`` for each (src, dst), against the static ``CALLS`` edges."""
    wanted = set(pairs)
    found: dict[tuple[str, str], str] = {}
    for hop in gq.edges(sorted({src for src, _ in wanted}), ("CALLS",), "out", include_candidates=True):
        if (hop.src, hop.dst) in wanted and found.get((hop.src, hop.dst)) != "confirmed":
            found[(hop.src, hop.dst)] = "confirmed" if hop.resolved else "candidate"
    return {pair: found.get(pair, "new") for pair in wanted}


def neighbors(gq: GraphQuery, runtime: RuntimeEdges, symbol: SymbolRef, relation: str) -> list[RuntimeNeighbor]:
    """Runtime callers (``relation`` callers) or callees (callees) of ``symbol``; nothing for other relations."""
    if relation not in ("callers", "callees") or not runtime.edges:
        return []
    found = runtime.into([symbol.id]) if relation == "callers" else runtime.out([symbol.id])
    kinds = static_kinds(gq, ((e.src, e.dst) for e in found))
    others = [e.src if relation == "callers" else e.dst for e in found]
    refs = gq.many(others)
    out = [RuntimeNeighbor(refs.get(other), other, e.count, e.indirect, e.runs, kinds[(e.src, e.dst)])
           for other, e in zip(others, found, strict=True)]
    out.sort(key=lambda n: (-n.count, n.id))
    return out


def impact(gq: GraphQuery, runtime: RuntimeEdges, start: SymbolRef, kinds: tuple[str, ...], depth: int,
           own: set[str], static_reached: set[str]) -> list[RuntimeAffected]:
    """Symbols within ``depth`` inward hops over ``kinds`` and runtime edges that the static walk did not reach."""
    if not runtime.edges:
        return []
    reached: dict[str, tuple[int, RuntimeEdge | None]] = {sid: (0, None) for sid in own}
    frontier = sorted(own)
    for level in range(1, depth + 1):
        nxt: list[str] = []
        static_hops = [(h.src, None) for h in gq.edges(frontier, kinds, "in")]
        runtime_hops = [(e.src, e) for e in runtime.into(frontier)]
        for src, edge in static_hops + runtime_hops:
            if src not in reached:
                reached[src] = (level, edge)
                nxt.append(src)
        frontier = sorted(set(nxt))
        if not frontier or len(reached) >= WALK_LIMIT:
            break
    extra = {sid: hit for sid, hit in reached.items() if sid not in own and sid not in static_reached}
    refs = gq.many(extra)
    out = [RuntimeAffected(refs[sid], level, RUNTIME_KIND if edge else "CALLS", edge.count if edge else 0)
           for sid, (level, edge) in extra.items() if sid in refs]
    out.sort(key=lambda a: (a.depth, a.symbol.id))
    return out


def _layers(gq: GraphQuery, runtime: RuntimeEdges, source: str, target: str, max_depth: int,
            candidates: bool) -> dict[str, list[RuntimeHop]]:
    """Breadth-first from ``source`` over static and runtime call edges: each node's incoming
    hops on shortest paths, up to the level where ``target`` is reached."""
    preds: dict[str, list[RuntimeHop]] = {source: []}
    depth_of = {source: 0}
    frontier = [source]
    for level in range(1, max_depth + 1):
        hops: dict[tuple[str, str], RuntimeHop] = {}
        for h in gq.edges(frontier, ("CALLS",), "out", include_candidates=candidates):
            hops[(h.src, h.dst)] = RuntimeHop(level, "CALLS", h.src, h.dst, 0, h.confidence, h.resolved)
        for e in runtime.out(frontier):
            if (e.src, e.dst) not in hops:
                hops[(e.src, e.dst)] = RuntimeHop(level, RUNTIME_KIND, e.src, e.dst, e.count, 1.0, True)
        nxt = set()
        for hop in hops.values():
            if depth_of.get(hop.dst, level) == level:
                depth_of[hop.dst] = level
                preds.setdefault(hop.dst, []).append(hop)
                nxt.add(hop.dst)
        if target in nxt or not nxt or len(depth_of) >= WALK_LIMIT:
            break
        frontier = sorted(nxt)
    return preds


def paths(gq: GraphQuery, runtime: RuntimeEdges, source: SymbolRef, target: SymbolRef, max_depth: int, limit: int,
          candidates: bool = False) -> list[list[RuntimeHop]]:
    """Shortest call paths that use at least one runtime edge the static graph lacks (at most ``limit``)."""
    if not runtime.edges:
        return []
    preds = _layers(gq, runtime, source.id, target.id, max_depth, candidates)
    if target.id not in preds:
        return []
    found: list[list[RuntimeHop]] = []

    def back(node: str, suffix: list[RuntimeHop]) -> None:
        if len(found) >= limit * 20:
            return
        if node == source.id:
            found.append(suffix)
            return
        for hop in sorted(preds.get(node, []), key=lambda h: (h.src, h.kind)):
            back(hop.src, [hop, *suffix])

    back(target.id, [])
    with_runtime = [p for p in found if any(h.kind == RUNTIME_KIND for h in p)]
    with_runtime.sort(key=lambda p: [(h.src, h.dst) for h in p])
    return with_runtime[:limit]
