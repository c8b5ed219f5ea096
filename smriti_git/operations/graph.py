"""Structural queries over one code-graph snapshot: find, neighbours, callers and
callees, trace, impact, path, show, file and info.  :func:`at` (the snapshot a query
reads) and :data:`REV` are shared with the other graph operations (``revisions.py``,
``evidence.py``, ``structure.py``)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Literal

from smriti_git.errors import InvalidArgument
from smriti_git.operations.output import Counts, page, probe
from smriti_git.operations.registry import Arg, Context, Opt, Result, operation
from smriti_git.services import graphquery, snapshots
from smriti_git.services import impact as impact_service
from smriti_git.services.graphquery import GraphQuery, Hop, SymbolRef
from smriti_git.services.sandbox import layer, overlay
from smriti_git.services.sandbox.overlay import RuntimeAffected, RuntimeHop, RuntimeNeighbor

if TYPE_CHECKING:
    from smriti_git.index.snapshot import SnapshotInfo


# -- queries over the graph cache ------------------------------------------------------------------

REV = Annotated[str | None, Opt("Query the snapshot of this commit (default: HEAD; indexed first if needed).")]


@contextlib.contextmanager
def at(ctx: Context, rev: str | None) -> Iterator[tuple[GraphQuery, SnapshotInfo]]:
    """The graph of ``rev``'s snapshot (HEAD's by default; a server's work tree), and the
    snapshot; the answer is marked with the snapshot's source commit."""
    gq, snap = snapshots.graph(ctx.repo, rev, ctx.progress)
    ctx.describe(snap.source_commit, snap.is_worktree)
    yield gq, snap


def ref_line(s: SymbolRef) -> str:
    """One line naming a symbol, for text output."""
    return f"{s.kind:<9} {s.id}  ({s.path}:{s.lines[0]}-{s.lines[1]})"


@dataclass(kw_only=True)
class Scored:
    symbol: SymbolRef
    score: float


@dataclass(kw_only=True)
class FindResult(Result):
    query: str
    matches: list[Scored]
    counts: Counts


@operation("find", render=lambda r: "\n".join(f"{m.score:>7.1f}  {ref_line(m.symbol)}" for m in r.matches)
           or "no matches")
def find(
    ctx: Context,
    name: Annotated[str, Arg("Name to look for: any case style; parts of names match too.")],
    kind: Annotated[list[str] | None, Opt("Only these kinds (function, method, class, ...); repeatable.")] = None,
    tests: Annotated[bool, Opt("Include test code.")] = True,
    limit: Annotated[int, Opt("Return at most this many.", short="-n", min=1, max=10_000)] = 20,
    rev: REV = None,
) -> FindResult:
    """Fuzzy symbol search: camelCase and snake_case split, ranked by how well names match."""
    with at(ctx, rev) as (gq, _):
        found = gq.find(name, limit=limit * 5, kinds=kind, include_tests=tests)
    shown, counts = probe(found, limit, fetched=limit * 5)
    return FindResult(query=name, matches=[Scored(symbol=s, score=v) for s, v in shown], counts=counts,
                      status="ok" if found else "not_found")


@dataclass(kw_only=True)
class Neighbor:
    symbol: SymbolRef | None
    id: str
    kind: str
    confidence: float
    resolved: bool


@dataclass(kw_only=True)
class NeighborsResult(Result):
    symbol: SymbolRef
    relation: str
    neighbors: list[Neighbor]
    counts: Counts
    runtime: list[RuntimeNeighbor] = field(default_factory=list)
    """Callers or callees observed at run time (CALLS_RUNTIME), apart from the static ones."""
    runtime_runs: int = 0
    """How many traced runs the snapshot's runtime layer holds."""


def _render_runtime_rows(runs: int, rows: list[str]) -> list[str]:
    if not runs:
        return []
    return [f"  runtime (CALLS_RUNTIME, {runs} traced run{'s' if runs != 1 else ''}): {len(rows)}", *rows]


def _render_neighbors(r: NeighborsResult) -> str:
    head = f"{r.relation} of {r.symbol.id}: {r.counts.total}"
    rows = [f"  {n.confidence:>4.2f}{'' if n.resolved else '?'} {ref_line(n.symbol) if n.symbol else n.id}"
            for n in r.neighbors]
    runtime = [f"  {n.count:>6}x {n.static:<9} {ref_line(n.symbol) if n.symbol else n.id}" for n in r.runtime]
    return "\n".join([head, *rows, *_render_runtime_rows(r.runtime_runs, runtime)])


# Two vocabularies name the same relations: edge kinds (``trace``, ``path``: "calls", with a
# direction) and one symbol's neighbours (``neighbors``: "callers" / "callees").  Every
# operation here takes both.
AS_NEIGHBORS = {"calls": "callees", "inherits": "bases", "contains": "members"}
"""Edge names ``neighbors`` takes, as the neighbours they reach (what the symbol calls, ...)."""
AS_EDGES = {"callers": ("calls", "in"), "callees": ("calls", "out"), "implementations": ("inherits", "in"),
            "bases": ("inherits", "out"), "tested": ("tests", "out"), "importers": ("imports", "in"),
            "members": ("contains", "out")}
"""Neighbour names ``trace`` and ``path`` take, as an edge relation and its direction."""


def _edges(relation: str, direction: str | None, operation: str) -> tuple[str, str]:
    """The edge relation and direction that ``relation`` (either vocabulary) and an explicit
    ``direction`` (None: the relation's own) name; a contradiction is an error."""
    edge, implied = AS_EDGES.get(relation, (relation, None))
    if direction is not None and implied is not None and direction != implied:
        raise InvalidArgument(f"{operation}: relation {relation!r} goes {implied} ({edge} edges, direction "
                              f"{implied}); direction {direction!r} contradicts it")
    return edge, direction or implied or "out"


def _neighbors(ctx: Context, symbol: str, relation: str, candidates: bool, limit: int,
               rev: str | None) -> NeighborsResult:
    relation = AS_NEIGHBORS.get(relation, relation)
    with at(ctx, rev) as (gq, snap):
        start = gq.resolve(symbol)
        hops = gq.neighbors(start, relation, include_candidates=candidates)
        direction = graphquery.RELATIONS[relation][1]
        other_ids = [h.src if direction == "in" or h.kind == "OVERRIDES" else h.dst for h in hops]
        refs = gq.many(other_ids)
        runtime = layer.edges(ctx.repo, snap)
        observed = overlay.neighbors(gq, runtime, start, relation)
    items = [Neighbor(symbol=refs.get(i), id=i, kind=h.kind, confidence=h.confidence, resolved=h.resolved)
             for i, h in zip(other_ids, hops, strict=True)]
    items.sort(key=lambda n: (-n.confidence, n.id))
    shown, counts = page(items, limit)
    return NeighborsResult(symbol=start, relation=relation, neighbors=shown, counts=counts, runtime=observed[:limit],
                           runtime_runs=runtime.runs)


RELATION = Literal["callers", "callees", "references", "implementations", "bases", "tests", "tested",
                   "importers", "imports", "members", "definitions", "declarations", "calls", "inherits",
                   "contains"]
EDGE_RELATION = Literal["calls", "imports", "inherits", "references", "tests", "contains",
                        "callers", "callees", "implementations", "bases", "tested", "importers", "members"]


@operation("neighbors", render=_render_neighbors)
def neighbors(
    ctx: Context,
    symbol: Annotated[str, Arg("Symbol id, qualified name or name.")],
    relation: Annotated[RELATION, Opt("Which relation to follow (edge names too: calls = callees, inherits = "
                                      "bases, contains = members).", short="-r")] = "callers",
    candidates: Annotated[bool, Opt("Include low-confidence candidate edges (dispatch, name matches).")] = False,
    limit: Annotated[int, Opt("Return at most this many.", short="-n", min=1, max=100_000)] = 100,
    rev: REV = None,
) -> NeighborsResult:
    """Direct relations of a symbol: callers, callees, references, implementations, tests, importers, ..."""
    return _neighbors(ctx, symbol, relation, candidates, limit, rev)


@dataclass(frozen=True, kw_only=True)
class Shortcut:
    """The parameters of ``callers`` and ``callees``, shortcuts for one relation of ``neighbors``."""

    symbol: Annotated[str, Arg("Symbol id, qualified name or name.")]
    candidates: Annotated[bool, Opt("Include low-confidence candidate edges.")] = False
    limit: Annotated[int, Opt("Return at most this many.", short="-n", min=1, max=100_000)] = 100
    rev: REV = None


@operation("callers", render=_render_neighbors)
def callers(ctx: Context, query: Shortcut) -> NeighborsResult:
    """Who calls this symbol (shortcut for neighbors --relation callers)."""
    return _neighbors(ctx, query.symbol, "callers", query.candidates, query.limit, query.rev)


@operation("callees", render=_render_neighbors)
def callees(ctx: Context, query: Shortcut) -> NeighborsResult:
    """What this symbol calls (shortcut for neighbors --relation callees)."""
    return _neighbors(ctx, query.symbol, "callees", query.candidates, query.limit, query.rev)


@dataclass(kw_only=True)
class TraceResult(Result):
    symbol: SymbolRef
    relation: str
    direction: str
    depth: int
    hops: list[Hop]
    counts: Counts
    reached: int


def _render_trace(r: TraceResult) -> str:
    lines = [f"{r.relation} {r.direction} from {r.symbol.id}, depth {r.depth}: {r.reached} symbols"]
    lines += [f"  {'  ' * (h.depth - 1)}{h.depth}: {h.src} -> {h.dst} ({h.kind} {h.confidence:.2f})"
              for h in r.hops]
    return "\n".join(lines)


@operation("trace", render=_render_trace)
def trace(
    ctx: Context,
    symbol: Annotated[str, Arg("Symbol id, qualified name or name.")],
    relation: Annotated[EDGE_RELATION, Opt("Relation to follow: an edge kind, or a neighbour relation that implies "
                                           "its direction (callers = calls in, callees = calls out).",
                                           short="-r")] = "calls",
    depth: Annotated[int, Opt("How many hops.", short="-d", min=1, max=20)] = 3,
    direction: Annotated[Literal["in", "out"] | None, Opt("out: what it reaches; in: what reaches it (default: "
                                                          "the relation's own, out for an edge kind).")] = None,
    candidates: Annotated[bool, Opt("Follow low-confidence candidate edges too.")] = False,
    limit: Annotated[int, Opt("Return at most this many edges.", short="-n", min=1, max=100_000)] = 500,
    rev: REV = None,
) -> TraceResult:
    """Follow a relation chain from a symbol, hop by hop."""
    edge, way = _edges(relation, direction, "trace")
    with at(ctx, rev) as (gq, _):
        start = gq.resolve(symbol)
        walk = gq.walk(start, graphquery.TRACE_KINDS[edge], way, depth, include_candidates=candidates)
    shown, counts = page(walk.hops, limit)
    return TraceResult(symbol=start, relation=edge, direction=way, depth=depth, hops=shown,
                       counts=counts, reached=sum(1 for level in walk.reached.values() if level))


@dataclass(kw_only=True)
class ImpactResult(Result):
    symbol: SymbolRef
    change: str
    depth: int
    risk: str
    risk_points: int
    affected: list[impact_service.Affected]
    affected_counts: Counts
    files: list[str]
    file_counts: Counts
    tests: list[SymbolRef]
    test_counts: Counts
    uncovered: list[SymbolRef]
    uncovered_counts: Counts
    runtime_affected: list[RuntimeAffected] = field(default_factory=list)
    """Symbols the change reaches only through runtime call edges (CALLS_RUNTIME), apart from ``affected``."""
    runtime_runs: int = 0


def _render_impact(r: ImpactResult) -> str:
    lines = [f"impact of a {r.change} change to {r.symbol.id} (depth {r.depth}): risk {r.risk.upper()} "
             f"({r.risk_points} points)",
             f"  {r.affected_counts.total} symbols in {r.file_counts.total} other files; {r.test_counts.total} tests; "
             f"{r.uncovered_counts.total} affected symbols no test exercises"]
    for a in r.affected:
        mark = "!" if a.must_change else " "
        lines.append(f"  {mark}{a.depth} {a.via:<10} {ref_line(a.symbol)}")
    if r.tests:
        lines.append("  tests to run:")
        lines += [f"    {t.id}" for t in r.tests[:50]]
    if r.uncovered:
        lines.append("  not covered by any test:")
        lines += [f"    {u.id}" for u in r.uncovered[:50]]
    if r.runtime_runs:
        lines.append(f"  reached only through runtime edges ({r.runtime_runs} traced runs): {len(r.runtime_affected)}")
        lines += [f"   {a.depth} {a.via:<13} {(str(a.count) + 'x') if a.count else '':>7} {ref_line(a.symbol)}"
                  for a in r.runtime_affected]
    return "\n".join(lines)


@operation("impact", render=_render_impact)
def impact(
    ctx: Context,
    symbol: Annotated[str, Arg("Symbol id, qualified name, name or file path.")],
    change: Annotated[Literal["body", "signature", "delete", "move"], Opt("The kind of change planned.")] = "body",
    depth: Annotated[int, Opt("How far to follow dependents.", short="-d", min=1, max=20)] = 3,
    limit: Annotated[int, Opt("List at most this many affected symbols (and files, tests, untested symbols).",
                              short="-n", min=1, max=100_000)] = 200,
    rev: REV = None,
) -> ImpactResult:
    """Blast radius: every symbol, file and test a change could affect, and a risk level."""
    with at(ctx, rev) as (gq, snap):
        start = gq.resolve(symbol)
        result = impact_service.impact(gq, start, change, depth)
        runtime = layer.edges(ctx.repo, snap)
        extra = overlay.impact(gq, runtime, start, result.kinds, result.depth, result.own,
                               {a.symbol.id for a in result.affected})
    shown, counts = page(result.affected, limit)
    files, file_counts = page(result.files, limit)
    tests, test_counts = page(result.tests, limit)
    uncovered, uncovered_counts = page(result.uncovered, limit)
    return ImpactResult(symbol=start, change=change, depth=result.depth, risk=result.risk,
                        risk_points=result.risk_points, affected=shown, affected_counts=counts, files=files,
                        file_counts=file_counts, tests=tests, test_counts=test_counts, uncovered=uncovered,
                        uncovered_counts=uncovered_counts,
                        runtime_affected=extra[:limit], runtime_runs=runtime.runs)


@dataclass(kw_only=True)
class PathResult(Result):
    source: SymbolRef
    target: SymbolRef
    paths: list[list[Hop]]
    counts: Counts
    reverse_exists: bool = False
    runtime_paths: list[list[RuntimeHop]] = field(default_factory=list)
    """Shortest paths that need a runtime call edge (CALLS_RUNTIME) the static graph lacks."""
    runtime_runs: int = 0


def _render_path(r: PathResult) -> str:
    lines = []                  # without a static path, the result's message says so (printed by the surfaces)
    for i, path in enumerate(r.paths, 1):
        lines.append(f"path {i} ({len(path)} hops):")
        lines.append(f"  {path[0].src}")
        lines += [f"    -[{h.kind} {h.confidence:.2f}{'' if h.resolved else ' candidate'}]-> {h.dst}" for h in path]
    for i, runtime_path in enumerate(r.runtime_paths, 1):
        lines.append(f"runtime path {i} ({len(runtime_path)} hops, {r.runtime_runs} traced runs):")
        lines.append(f"  {runtime_path[0].src}")
        lines += [f"    -[{h.kind}{f' {h.count}x' if h.count else ''}]-> {h.dst}" for h in runtime_path]
    return "\n".join(lines)


PATH_EDGES = ("calls", "imports", "inherits", "references")


@operation("path", render=_render_path)
def path(
    ctx: Context,
    source: Annotated[str, Arg("Where the path starts (symbol id or name).")],
    target: Annotated[str, Arg("Where it ends.")],
    relation: Annotated[EDGE_RELATION, Opt("Which edges a path may use, from source to target (callees = calls, "
                                           "bases = inherits, ...).", short="-r")] = "calls",
    max_depth: Annotated[int, Opt("Longest path considered.", min=1, max=50)] = 10,
    candidates: Annotated[bool, Opt("Allow low-confidence candidate edges.")] = False,
    limit: Annotated[int, Opt("Return at most this many shortest paths.", short="-n", min=1, max=100)] = 5,
    rev: REV = None,
) -> PathResult:
    """Concrete shortest paths from one symbol to another, each edge with kind and confidence."""
    edge, way = _edges(relation, None, "path")
    if way == "in" or edge not in PATH_EDGES:
        raise InvalidArgument(f"path follows {', '.join(PATH_EDGES)} edges from source to target, not {edge} "
                              + ("in (swap source and target)" if way == "in" else "edges"))
    with at(ctx, rev) as (gq, snap):
        a, b = gq.resolve(source), gq.resolve(target)
        kinds = graphquery.TRACE_KINDS[edge]
        found, counts = probe(gq.paths(a, b, kinds, max_depth, limit + 1, candidates), limit)
        reverse = bool(gq.paths(b, a, kinds, max_depth, 1, candidates)) if not found else False
        runtime = layer.edges(ctx.repo, snap)
        observed = overlay.paths(gq, runtime, a, b, max_depth, limit, candidates) if edge == "calls" else []
    message = None if found else (
        f"no {'static ' if observed else ''}path from {a.id} to {b.id} over {edge} edges within {max_depth} hops"
        + ("; runtime edges give one" if observed else "")
        + (" (but there is one from the target to the source)" if reverse else ""))
    return PathResult(source=a, target=b, paths=found, counts=counts, reverse_exists=reverse,
                      runtime_paths=observed, runtime_runs=runtime.runs,
                      status="ok" if found or observed else "not_found", message=message)


@dataclass(kw_only=True)
class ShowResult(Result):
    symbol: SymbolRef
    source_commit: str | None
    source: str
    bytes: int
    truncated: bool
    doc: str = ""


@operation("show", render=lambda r: f"# {r.symbol.id} @ {(r.source_commit or '')[:12]} "
           f"({r.symbol.path}:{r.symbol.lines[0]}-{r.symbol.lines[1]})\n{r.source}"
           + ("\n# ... truncated" if r.truncated else ""))
def show(
    ctx: Context,
    symbol: Annotated[str, Arg("Symbol id, qualified name or name.")],
    max_bytes: Annotated[int, Opt("Return at most this many bytes of source.", min=1, max=10_000_000)] = 20_000,
    rev: REV = None,
) -> ShowResult:
    """The symbol's source at the indexed commit, read from git blobs."""
    with at(ctx, rev) as (gq, snap):
        ref = gq.resolve(symbol)
    if ref.kind == "package":
        raise InvalidArgument(f"{ref.id} is a folder, which has no source of its own: show one of its files "
                              f"or symbols (`file`, `find`)")
    text, size, truncated, doc = snapshots.source_of(ctx.repo, snap, ref.path, ref.id, max_bytes)
    return ShowResult(symbol=ref, source_commit=snap.source_commit, source=text, bytes=size, truncated=truncated,
                      doc=doc)


@dataclass(kw_only=True)
class FileResult(Result):
    path: str
    role: str
    reasons: list[str]
    lines: int
    functions: int
    classes: int
    symbols: list[SymbolRef]
    symbol_counts: Counts
    importers: list[str]
    imports: list[str]
    tests: list[str]
    fan_in_files: int
    fan_out_files: int
    blast_symbols: int
    blast_files: int
    risk: str


def _render_file(r: FileResult) -> str:
    return "\n".join([
        f"{r.path}: {r.role} ({'; '.join(r.reasons)})",
        f"  {r.lines} lines, {r.functions} functions/methods, {r.classes} types; risk {r.risk}",
        f"  imported by {len(r.importers)} files, imports {len(r.imports)}; called from {r.fan_in_files} files, "
        f"calls into {r.fan_out_files}",
        f"  blast radius (depth 2): {r.blast_symbols} symbols in {r.blast_files} files; {len(r.tests)} tests",
        *[f"  {ref_line(s)}" for s in r.symbols],
    ])


@operation("file", render=_render_file)
def file(
    ctx: Context,
    path: Annotated[str, Arg("File path, relative to the repository root.")],
    limit: Annotated[int, Opt("List at most this many symbols.", short="-n", min=1, max=100_000)] = 100,
    rev: REV = None,
) -> FileResult:
    """A file's summary: role, importers and imports, symbols, tests, complexity, blast radius, risk."""
    with at(ctx, rev) as (gq, snap):
        ref = gq.resolve_file(path)
        summary = impact_service.file_summary(gq, snapshots.shard(ctx.repo, snap, ref.path))
    shown, counts = page(summary.symbols, limit)
    return FileResult(path=ref.path, role=summary.role, reasons=summary.reasons, lines=summary.lines,
                      functions=summary.functions, classes=summary.classes, symbols=shown, symbol_counts=counts,
                      importers=summary.importers, imports=summary.imports, tests=summary.tests,
                      fan_in_files=summary.fan_in_files, fan_out_files=summary.fan_out_files,
                      blast_symbols=summary.blast_symbols, blast_files=summary.blast_files, risk=summary.risk)


@dataclass(kw_only=True)
class InfoResult(snapshots.Described, Result):
    ref: str
    snapshot: str
    tree: str
    source_commit: str | None
    source_tree: str | None
    kind: str
    schema: int
    indexer: str


@operation("info", render=lambda r: "\n".join([
    f"snapshot {r.snapshot} on {r.ref} ({r.kind})",
    f"  source commit {r.source_commit}, tree {r.source_tree}",
    f"  schema {r.schema}, indexer {r.indexer}; Merkle root (tree) {r.tree}",
    f"  {r.files} files, {r.symbols} symbols; languages: {', '.join(f'{k} {v}' for k, v in r.languages.items())}",
    f"  edges: {', '.join(f'{k} {v}' for k, v in r.edges.items())}",
    f"  {r.diagnostics} files with diagnostics; graph cache: {r.graph_cache or 'not built'}"]))
def info(ctx: Context, rev: REV = None) -> InfoResult:
    """The snapshot's provenance: source commit, indexer, counts, languages."""
    snap = snapshots.ensure(ctx.repo, rev, ctx.progress)
    return InfoResult(ref=snap.ref, snapshot=snap.commit, tree=snap.tree, source_commit=snap.source_commit,
                      source_tree=snap.source_tree, kind=snap.kind, schema=snap.schema, indexer=snap.indexer,
                      **vars(snapshots.describe(ctx.repo, snap)))
