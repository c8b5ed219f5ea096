"""Enrichment and telemetry: ``enrich status``, ``annotate``, ``tag`` and ``telemetry hot``
(``services/safety/enrichment.py``, ``services/safety/telemetry.py``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from smriti_git.errors import InvalidArgument
from smriti_git.operations.memory import USER
from smriti_git.operations.output import Counts, page
from smriti_git.operations.registry import Arg, Context, Opt, Result, group, operation
from smriti_git.services import snapshots
from smriti_git.services.memory.store import Store
from smriti_git.services.safety import enrichment, telemetry
from smriti_git.services.safety.enrichment import Annotation
from smriti_git.services.safety.events import stamp

group("enrich", "How well the code is described: docstrings, annotations, tags, stale annotations.")
group("telemetry", "Which symbols agents query most (access heat with decay).")

TAGS = Annotated[list[str], Opt("Tags, comma-separated or repeated.", utf8=True, max_length=64)]


def _split(values: list[str] | None) -> list[str]:
    return sorted({part.strip() for v in values or [] for part in v.split(",") if part.strip()})


@dataclass(kw_only=True)
class StaleAnnotation:
    id: str
    annotated_hash: str
    current_hash: str


@dataclass(kw_only=True)
class EnrichStatus(Result):
    path: str
    symbols: int
    docstrings: int
    annotated: int
    tagged: int
    no_metadata: int
    stale: int
    coverage: dict[str, float]
    stale_annotations: list[StaleAnnotation]
    orphaned_annotations: list[str]
    without_metadata: list[str]
    counts: Counts


def _render_status(r: EnrichStatus) -> str:
    lines = [f"{r.symbols} code symbols under {r.path or '.'}: " + ", ".join(
        f"{k} {v:.0%}" for k, v in r.coverage.items()),
        f"  docstrings {r.docstrings}, annotated {r.annotated}, tagged {r.tagged}, no metadata {r.no_metadata}, "
        f"stale annotations {r.stale}"]
    lines += [f"  stale: {s.id}" for s in r.stale_annotations]
    lines += [f"  orphaned: {o}" for o in r.orphaned_annotations]
    lines += [f"  no metadata: {i}" for i in r.without_metadata]
    return "\n".join(lines)


@operation("enrich.status", render=_render_status)
def enrich_status(
    ctx: Context,
    path: Annotated[str, Arg("Only symbols under this folder or file (default: everything).")] = "",
    limit: Annotated[int, Opt("List at most this many symbols without metadata.", short="-n", min=0,
                              max=100_000)] = 20,
    user: USER = None,
) -> EnrichStatus:
    """Enrichment coverage: docstrings, annotations, tags, symbols with no metadata, stale annotations.

    Counts functions, methods and types (tests left out) of the current snapshot; an
    annotation is stale when its symbol's code changed since it was written.
    """
    snap = snapshots.ensure(ctx.repo, None, ctx.progress)
    ctx.describe(snap.source_commit, snap.is_worktree)
    prefix = path.strip().rstrip("/")
    shards = [s for s in snapshots.shards(ctx.repo, snap)
              if not prefix or s.path == prefix or s.path.startswith(prefix + "/")]
    cov = enrichment.coverage(Store(ctx.repo, user), shards)
    bare, counts = page(cov.bare, limit)
    total = cov.symbols or 1
    return EnrichStatus(
        path=prefix, symbols=cov.symbols, docstrings=cov.docstrings, annotated=cov.annotated, tagged=cov.tagged,
        no_metadata=cov.no_metadata, stale=cov.stale,
        coverage={k: round(v / total, 4) for k, v in (("docstrings", cov.docstrings), ("annotated", cov.annotated),
                                                       ("tagged", cov.tagged), ("any", cov.symbols - cov.no_metadata))},
        stale_annotations=[StaleAnnotation(id=i, annotated_hash=a, current_hash=c) for i, a, c in cov.stale_ids],
        orphaned_annotations=cov.orphaned, without_metadata=bare, counts=counts)


@dataclass(kw_only=True)
class AnnotationResult(Result):
    annotation: Annotation


def _render_note(r: AnnotationResult) -> str:
    a = r.annotation
    tags = f" [{', '.join(a.tags)}]" if a.tags else ""
    return f"{a.symbol} ({a.state}){tags}: {a.description or '-'}  (version {a.version})"


@operation("annotate", read_only=False, render=_render_note)
def annotate(
    ctx: Context,
    symbol: Annotated[str, Arg("The symbol (id or name), file or folder to describe.")],
    description: Annotated[str | None, Opt("What it does and why (replaces the description).", utf8=True,
                                           max_length=20_000)] = None,
    tags: Annotated[list[str] | None, Opt("Tags to add, comma-separated or repeated.", utf8=True,
                                          max_length=64)] = None,
    user: USER = None,
) -> AnnotationResult:
    """Describe and tag a symbol in the memory (versioned); stale once the symbol's code changes."""
    gq, snap = snapshots.graph(ctx.repo, None, ctx.progress)
    ctx.describe(snap.source_commit, snap.is_worktree)
    ref = gq.get(symbol) or gq.resolve(symbol)
    content_hash = None
    if ref.kind not in ("file", "package"):
        shard = snapshots.shard(ctx.repo, snap, ref.path)
        content_hash = next((s.content_hash for s in shard.symbols if s.id == ref.id), None)
    note = enrichment.annotate(Store(ctx.repo, user), ref.id, content_hash, description, _split(tags))
    return AnnotationResult(annotation=note)


@operation("tag", read_only=False, idempotent=True, render=_render_note)
def tag(
    ctx: Context,
    scope: Annotated[str, Opt("What to tag: package:FOLDER, file:PATH or symbol:ID.")],
    tags: TAGS,
    action: Annotated[Literal["add", "remove", "replace"], Opt("Add, remove or replace the tags.")] = "add",
    user: USER = None,
) -> AnnotationResult:
    """Tag a package, a file or a symbol (add, remove or replace); every symbol inside inherits the tags."""
    kind, _, target = scope.partition(":")
    target = target.strip()
    if kind not in ("package", "file", "symbol") or not target:
        raise InvalidArgument(f"scope must be package:FOLDER, file:PATH or symbol:ID, not {scope!r}")
    gq, snap = snapshots.graph(ctx.repo, None, ctx.progress)
    ctx.describe(snap.source_commit, snap.is_worktree)
    wanted = target.rstrip("/") + "/" if kind == "package" else target
    ref = gq.get(wanted) if kind != "symbol" else gq.get(target) or gq.resolve(target)
    if ref is None:
        raise InvalidArgument(f"{wanted!r} is not a {kind} of the current snapshot")
    note = enrichment.tag(Store(ctx.repo, user), ref.id, _split(tags), action)
    return AnnotationResult(annotation=note)


@dataclass(kw_only=True)
class HotSymbol:
    id: str
    heat: float
    accesses: int
    last_access: str


@dataclass(kw_only=True)
class HotResult(Result):
    symbols: list[HotSymbol]
    counts: Counts
    half_life_seconds: float


@operation("telemetry.hot", render=lambda r: "\n".join(f"{s.heat:>8.2f}  {s.accesses:>6}  {s.id}"
                                                       for s in r.symbols) or "no access recorded yet")
def telemetry_hot(
    ctx: Context,
    path: Annotated[str, Arg("Only symbols under this path.")] = "",
    limit: Annotated[int, Opt("How many.", short="-n", min=1, max=10_000)] = 20,
) -> HotResult:
    """The hottest symbols: access heat from agents' queries, halving every hour."""
    telemetry.RECORDER.flush()                  # this process's own recent accesses count too
    ranked, total = telemetry.hottest(ctx.repo, limit, path.strip())
    return HotResult(symbols=[HotSymbol(id=i, heat=round(h, 3), accesses=n, last_access=stamp(t))
                              for i, h, n, t in ranked],
                     counts=Counts(returned=len(ranked), total=total, truncated=len(ranked) < total),
                     half_life_seconds=telemetry.HALF_LIFE)
