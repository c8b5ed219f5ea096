"""How code changed between commits: the structural diff of two snapshots, one
symbol's history along a snapshot chain, and one symbol's diff between two commits."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from smriti_git.model import layout
from smriti_git.operations.graph import REV, at
from smriti_git.operations.output import Counts, page
from smriti_git.operations.registry import Arg, Context, Opt, Result, operation
from smriti_git.services import history as history_service
from smriti_git.services import snapshots, structdiff, symdiff


@dataclass(kw_only=True)
class DiffResult(Result):
    old: str
    new: str
    old_commit: str | None
    new_commit: str | None
    files_changed: list[str]
    symbols: list[structdiff.SymbolChange]
    symbol_counts: Counts
    signature_changes: list[str]
    edges: list[structdiff.EdgeChange]
    edge_counts: Counts
    summary: dict[str, int] = field(default_factory=dict)


def _render_diff(r: DiffResult) -> str:
    lines = [f"{(r.old_commit or '')[:12]}..{(r.new_commit or '')[:12]}: {len(r.files_changed)} files, "
             + ", ".join(f"{v} {k}" for k, v in r.summary.items())]
    for change in r.symbols:
        extra = f" (from {change.old_id})" if change.old_id else ""
        lines.append(f"  {change.change:<8} {change.kind:<9} {change.id}{extra}")
        if change.signature_before is not None:
            lines.append(f"           - {change.signature_before}")
            lines.append(f"           + {change.signature_after}")
    for edge in r.edges:
        sign = "+" if edge.change == "gained" else "-"
        lines.append(f"  {sign} {edge.kind:<10} {edge.src} -> {edge.dst}")
    if r.symbol_counts.truncated or r.edge_counts.truncated:
        lines.append(f"  (showing {r.symbol_counts.returned}/{r.symbol_counts.total} symbol changes, "
                     f"{r.edge_counts.returned}/{r.edge_counts.total} edge changes: raise --limit)")
    return "\n".join(lines)


@operation("diff", render=_render_diff)
def diff(
    ctx: Context,
    rev_a: Annotated[str, Arg("The older commit.")],
    rev_b: Annotated[str, Arg("The newer commit.")] = "HEAD",
    limit: Annotated[int, Opt("Show at most this many symbol and edge changes each.", min=1, max=100_000)] = 200,
) -> DiffResult:
    """Structural diff: symbols added, removed, changed and moved; signature changes;
    edges gained and lost.  Commits without a snapshot are indexed first."""
    old = snapshots.ensure(ctx.repo, rev_a, ctx.progress)
    new = snapshots.ensure(ctx.repo, rev_b, ctx.progress)
    result = structdiff.diff(ctx.repo, old, new)
    symbols, symbol_counts = page(result.symbols, limit)
    edges, edge_counts = page(result.edges, limit)
    summary: dict[str, int] = {}
    for change in result.symbols:
        summary[change.change] = summary.get(change.change, 0) + 1
    for edge_change in result.edges:
        key = f"edges {edge_change.change}"
        summary[key] = summary.get(key, 0) + 1
    return DiffResult(
        old=old.commit, new=new.commit, old_commit=old.source_commit, new_commit=new.source_commit,
        files_changed=result.files_changed, symbols=symbols, symbol_counts=symbol_counts,
        signature_changes=[c.id for c in result.symbols if c.signature_changed], edges=edges,
        edge_counts=edge_counts, summary=summary,
    )


@dataclass(kw_only=True)
class HistoryResult(Result):
    symbol: str
    ref: str
    changes: list[history_service.Change]
    snapshots_examined: int
    backfilled: int = 0
    """Past commits this call indexed (``--backfill``)."""


def _render_history(r: HistoryResult) -> str:
    head = f"{r.symbol}: {len(r.changes)} changes in {r.snapshots_examined} snapshots"
    if r.backfilled:
        head += f" ({r.backfilled} past commits indexed)"
    elif r.snapshots_examined == 1:
        head += " (the chain holds one snapshot: --backfill N indexes the commits that changed its file)"
    rows = [f"  {c.change:<8} {(c.source_commit or '')[:12]} {c.subject}"
            + (f"  (from {c.moved_from})" if c.moved_from else "") for c in r.changes]
    return "\n".join([head, *rows])


@operation("history", render=_render_history)
def history(
    ctx: Context,
    symbol: Annotated[str, Arg("Symbol id, qualified name or name (as of the newest snapshot).")],
    branch: Annotated[str | None, Opt("Walk refs/smp/index/<branch> (default: the current branch).")] = None,
    rev: REV = None,
    backfill: Annotated[int, Opt(
        "Walk the source history instead of the snapshot chain: up to N past commits that changed the "
        "symbol's file (or the files it moved from), indexing those without a snapshot on "
        "refs/smp/index-revs (the branch's index ref does not move).", min=0, max=100_000)] = 0,
) -> HistoryResult:
    """The commits in which the symbol's content changed, newest first, following moves and
    renames (as ``diff`` reports them): from the snapshot chain, or with ``--backfill N``
    from the commits that changed its file."""
    with at(ctx, rev) as (gq, snap):
        ref = gq.resolve(symbol)
    chain_ref = layout.index_ref(branch) if branch else snap.ref
    if backfill:
        newest = snapshots.tip(ctx.repo, chain_ref) if branch else snap
        found = history_service.backfill(ctx.repo, ref.id, newest, backfill, ctx.progress)
        return HistoryResult(
            symbol=ref.id, ref=chain_ref, changes=found.changes, snapshots_examined=found.examined,
            backfilled=found.indexed, status="partial" if found.cut else "ok",
            message=f"stopped after {backfill} past commits: the symbol may be older than the oldest change "
                    "listed; raise --backfill" if found.cut else None)
    changes, examined = history_service.history(ctx.repo, ref.id, chain_ref)
    return HistoryResult(symbol=ref.id, ref=chain_ref, changes=changes, snapshots_examined=examined)


@dataclass(kw_only=True)
class SymbolDiffResult(Result):
    symbol: str
    change: str
    old: str
    new: str
    old_commit: str | None
    new_commit: str | None
    before: symdiff.Side | None
    after: symdiff.Side | None
    signature_changed: bool
    body_diff: str
    body_truncated: bool
    callers_gained: list[str]
    callers_lost: list[str]
    callees_gained: list[str]
    callees_lost: list[str]
    relation_counts: dict[str, Counts]


RELATION_LISTS = ("callers_gained", "callers_lost", "callees_gained", "callees_lost")


def _render_symbol_diff(r: SymbolDiffResult) -> str:
    moved = f" (from {r.before.id})" if r.change == "moved" and r.before else ""
    lines = [f"{r.symbol}: {r.change}{moved}, {(r.old_commit or r.old)[:12]}..{(r.new_commit or r.new)[:12]}"]
    if r.signature_changed or r.before is None or r.after is None:
        lines.append(f"  - {r.before.signature if r.before else '(absent)'}")
        lines.append(f"  + {r.after.signature if r.after else '(absent)'}")
    if r.body_diff:
        lines.append(r.body_diff.rstrip("\n"))
    for name in RELATION_LISTS:
        sign = "+" if name.endswith("gained") else "-"
        lines.extend(f"  {sign} {name.split('_')[0][:-1]:<6} {sid}" for sid in getattr(r, name))
    cut = [f"{n} {c.returned}/{c.total}" for n, c in r.relation_counts.items() if c.truncated]
    if cut:
        lines.append(f"  (cut at --limit: {', '.join(cut)})")
    if r.body_truncated:
        lines.append("  (the body diff compares the first MiB of each side only)")
    return "\n".join(lines)


@operation("symbol-diff", render=_render_symbol_diff)
def symbol_diff(
    ctx: Context,
    symbol: Annotated[str, Arg("Symbol id, qualified name or name (looked up in the newer commit, then the older).")],
    rev_a: Annotated[str | None, Arg("The older commit (default: the one before the symbol's latest change; "
                                     "for a work tree, HEAD).")] = None,
    rev_b: Annotated[str | None, Arg("The newer commit (default: HEAD; a server's uncommitted work tree).")] = None,
    context: Annotated[int, Opt("Lines of context around each change of the body.", min=0, max=10_000)] = 3,
    limit: Annotated[int, Opt("Show at most this many ids in each list of callers and callees.",
                              min=1, max=100_000)] = 200,
) -> SymbolDiffResult:
    """One symbol between two commits: whether it exists at each (added, removed, moved),
    its signature at both, a unified diff of its text, and the callers and callees it
    gained and lost (resolved CALLS edges).  Commits without a snapshot are indexed first."""
    found = symdiff.symbol_diff(ctx.repo, symbol, rev_a, rev_b, context, ctx.progress)
    ctx.describe(found.new.source_commit, found.new.is_worktree)
    counts: dict[str, Counts] = {}
    shown: dict[str, list[str]] = {}
    for name in RELATION_LISTS:
        shown[name], counts[name] = page(getattr(found, name), limit)
    before, after = found.before, found.after
    side = after or before
    return SymbolDiffResult(
        symbol=side.id if side else symbol, change=found.change, old=found.old.commit, new=found.new.commit,
        old_commit=found.old.source_commit, new_commit=found.new.source_commit, before=before, after=after,
        signature_changed=before is not None and after is not None and before.signature != after.signature,
        body_diff=found.body_diff, body_truncated=found.truncated,
        callers_gained=shown["callers_gained"], callers_lost=shown["callers_lost"],
        callees_gained=shown["callees_gained"], callees_lost=shown["callees_lost"], relation_counts=counts)
