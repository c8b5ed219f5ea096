"""How code changed between commits: the structural diff of two snapshots and one
symbol's history along a snapshot chain."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from smriti_git.model import layout
from smriti_git.operations.graph import REV, at
from smriti_git.operations.output import Counts, page
from smriti_git.operations.registry import Arg, Context, Opt, Result, operation
from smriti_git.services import history as history_service
from smriti_git.services import snapshots, structdiff


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


@operation("history", render=lambda r: f"{r.symbol}: {len(r.changes)} changes in {r.snapshots_examined} snapshots\n"
           + "\n".join(f"  {c.change:<8} {(c.source_commit or '')[:12]} {c.subject}" for c in r.changes))
def history(
    ctx: Context,
    symbol: Annotated[str, Arg("Symbol id, qualified name or name (as of the newest snapshot).")],
    branch: Annotated[str | None, Opt("Walk refs/smp/index/<branch> (default: the current branch).")] = None,
    rev: REV = None,
) -> HistoryResult:
    """The commits in which the symbol's content changed, from the snapshot chain."""
    with at(ctx, rev) as (gq, snap):
        ref = gq.resolve(symbol)
    chain_ref = layout.index_ref(branch) if branch else snap.ref
    changes, examined = history_service.history(ctx.repo, ref.id, chain_ref)
    return HistoryResult(symbol=ref.id, ref=chain_ref, changes=changes, snapshots_examined=examined)
