"""Operations that build and inspect code-graph snapshots: ``index``, ``snapshots``, ``linker-report``."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Annotated

from smriti_git.operations.output import Counts, page
from smriti_git.operations.registry import Context, Opt, Result, operation
from smriti_git.services import hooks, indexing, snapshots, watch


@dataclass(kw_only=True)
class IndexResult(indexing.IndexReport, Result):
    """The index service's report as an operation result."""


def _render_index(r: IndexResult) -> str:
    if r.mode == "unchanged":
        return f"{r.ref} already indexes {(r.source_commit or '')[:12]} (snapshot {r.snapshot[:12]})"
    resolved = sum(v for k, v in r.edges.items() if k not in ("unresolved", "candidates"))
    langs = ", ".join(f"{k} {v}" for k, v in r.languages.items())
    lines = [
        f"{r.mode} index of {(r.source_commit or 'work tree')[:12]} -> {r.ref} @ {r.snapshot[:12]}",
        f"  {r.files} files ({langs}), {r.symbols} symbols, {resolved} edges "
        f"({r.edges.get('CALLS', 0)} calls resolved, {r.edges.get('unresolved', 0)} unresolved)",
        f"  parsed {r.parsed} files, linked {r.linked}, in {r.elapsed_ms / 1000:.2f}s",
    ]
    if r.diagnostics:
        lines.append(f"  {r.diagnostics} files with diagnostics: see `git smp status`")
    return "\n".join(lines)


@dataclass(kw_only=True)
class SnapshotsResult(Result):
    commits: list[snapshots.Indexed]
    counts: Counts
    snapshots_examined: int


@operation("snapshots", render=lambda r: "\n".join(
    f"{c.source_commit[:12]} {c.subject[:70]:<70} {c.ref}" for c in r.commits) or "nothing indexed yet")
def list_snapshots(
    ctx: Context,
    limit: Annotated[int, Opt("List at most this many commits.", short="-n", min=1, max=100_000)] = 100,
) -> SnapshotsResult:
    """The indexed commits, newest first: what --rev, diff and info answer about without indexing."""
    found, examined = snapshots.indexed_commits(ctx.repo)
    shown, counts = page(found, limit)
    return SnapshotsResult(commits=shown, counts=counts, snapshots_examined=examined)


@operation("index", read_only=False, idempotent=True, render=_render_index)
def index(
    ctx: Context,
    rev: Annotated[str | None, Opt("Index this commit (read from git objects, no checkout).")] = None,
    worktree: Annotated[bool, Opt("Index uncommitted work as a separate work-tree snapshot.")] = False,
    branch: Annotated[str | None, Opt(
        "Store the snapshot on refs/smp/index/<branch> (default: the current branch's; "
        "a detached HEAD's and other --rev commits' have their own refs).")] = None,
) -> IndexResult:
    """Index HEAD (or --rev, or --worktree) into a code-graph snapshot.

    Only files whose content changed since the last snapshot on the ref are parsed again.
    """
    report = indexing.index(ctx.repo, rev, worktree=worktree, branch=branch, progress=ctx.progress)
    return IndexResult(**vars(report))


@dataclass(kw_only=True)
class UnresolvedReason:
    reason: str
    count: int
    examples: list[str]


@dataclass(kw_only=True)
class LinkerReport(Result):
    snapshot: str
    calls: int
    resolved: int
    unresolved: int
    candidates: int
    builtin: int
    resolution_rate: float
    reasons: list[UnresolvedReason]


def _render_linker(r: LinkerReport) -> str:
    lines = [f"snapshot {r.snapshot[:12]}: {r.calls} call edges, {r.resolved} resolved "
             f"({r.resolution_rate:.1%}), {r.unresolved} unresolved, {r.candidates} candidates, "
             f"{r.builtin} builtin calls (counted only)"]
    for item in r.reasons:
        lines.append(f"  {item.count:>7}  {item.reason:<24} e.g. {', '.join(item.examples)}")
    return "\n".join(lines)


@operation("linker-report", render=_render_linker)
def linker_report(
    ctx: Context,
    rev: Annotated[str | None, Opt("Report on the snapshot of this commit (default: HEAD's).")] = None,
    examples: Annotated[int, Opt("Examples to show per reason.", min=0, max=1_000)] = 5,
) -> LinkerReport:
    """List unresolved calls by reason for an indexed snapshot."""
    snap = snapshots.resolve(ctx.repo, rev)
    reasons: Counter[str] = Counter()
    samples: dict[str, list[str]] = {}
    calls = resolved = candidates = builtin = 0
    for shard in snapshots.shards(ctx.repo, snap):
        builtin += sum(shard.builtin_calls.values())
        for edge in shard.edges:
            if edge.kind != "CALLS":
                continue
            if edge.dst is None:
                reasons[edge.reason] += 1
                bucket = samples.setdefault(edge.reason, [])
                if len(bucket) < examples:
                    bucket.append(f"{edge.target} ({shard.path}:{edge.line})")
            elif edge.resolved:
                resolved += 1
            else:
                candidates += 1
    unresolved = sum(reasons.values())
    calls = resolved + unresolved
    return LinkerReport(
        snapshot=snap.commit, calls=calls, resolved=resolved, unresolved=unresolved, candidates=candidates,
        builtin=builtin, resolution_rate=round(resolved / calls, 4) if calls else 0.0,
        reasons=[UnresolvedReason(reason=r, count=c, examples=samples[r]) for r, c in reasons.most_common()],
    )


@dataclass(kw_only=True)
class HooksResult(Result):
    hooks: list[hooks.HookAction]


@operation("install-hooks", read_only=False, remote=False,
           render=lambda r: "\n".join(f"{h.action:<10} {h.path}" for h in r.hooks))
def install_hooks(
    ctx: Context,
    remove: Annotated[bool, Opt("Remove smriti-git's hooks and restore the ones they chained.")] = False,
) -> HooksResult:
    """Install git hooks that re-index after commit, merge, checkout and rewrite.

    Existing hooks are kept: each is moved to <hook>.smp-chained and still runs first.
    """
    actions = hooks.remove(ctx.repo) if remove else hooks.install(ctx.repo)
    conflicts = [a.hook for a in actions if a.action == "conflict"]
    message = (f"left alone (both the hook and <hook>.smp-chained exist, merge them by hand): "
               f"{', '.join(conflicts)}") if conflicts else None
    return HooksResult(hooks=actions, status="partial" if conflicts else "ok", message=message)


@dataclass(kw_only=True)
class WatchResult(Result):
    runs: int


@operation("watch", read_only=False, remote=False, render=lambda r: f"stopped after {r.runs} index runs")
def watch_(
    ctx: Context,
    interval: Annotated[float, Opt("Seconds between checks.", min=0.1, max=86_400)] = 2.0,
    worktree: Annotated[bool, Opt("Also re-index uncommitted work when files change.")] = False,
    rounds: Annotated[int | None, Opt("Stop after this many checks (default: run until interrupted).",
                                                min=1, max=1_000_000_000)] = None,
) -> WatchResult:
    """Keep the code graph current: index each new HEAD (and the work tree) as it changes."""
    def report(r: indexing.IndexReport) -> None:
        ctx.notify(f"{r.mode:<11} {(r.source_commit or 'work tree')[:12]} -> {r.ref} "
                   f"({r.parsed} parsed, {r.linked} linked, {r.elapsed_ms:.0f} ms)")
    try:
        runs = watch.watch(ctx.repo, report, interval=interval, worktree=worktree, rounds=rounds)
    except KeyboardInterrupt:
        runs = -1
    return WatchResult(runs=max(runs, 0))
