"""Memory branches, history and maintenance: the ``memory`` group (sync, log, show,
history, timeline, diff, branch, switch, merge, revert), ``consolidate`` and ``clusters``.

The everyday memory operations (remember, recall, correct, retract, forget) and the
views they share live in ``operations/memory.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from smriti_git.model import timeline as time_model
from smriti_git.operations.memory import (
    ENGRAM,
    TIME_HELP,
    USER,
    AnchorView,
    EngramView,
    anchor_code,
    engram_view,
    one_line,
)
from smriti_git.operations.output import Counts, probe
from smriti_git.operations.registry import Arg, Context, Opt, Result, group, operation
from smriti_git.services.memory import clusters as cluster_module
from smriti_git.services.memory import consolidate as consolidate_module
from smriti_git.services.memory import history as history_module
from smriti_git.services.memory import recall as recall_module
from smriti_git.services.memory import timeline as timeline_module
from smriti_git.services.memory.store import Store

group("memory", "Memory branches and history: log, show, history, diff, branch, switch, merge, revert, sync.")


@dataclass(kw_only=True)
class SyncResult(Result):
    remote: str
    pulled: dict[str, str] = field(default_factory=dict)
    refused: dict[str, str] = field(default_factory=dict)
    purged: list[str] = field(default_factory=list)
    pushed: dict[str, str] = field(default_factory=dict)


@operation("memory.sync", read_only=False, render=lambda r: (
    f"pulled {len(r.pulled)} refs ({len(r.refused)} refused), pushed {len(r.pushed)}"
    + (f"; purged as peers did: {', '.join(r.purged)}" if r.purged else "")))
def memory_sync(
    ctx: Context,
    remote: Annotated[str, Opt("The git remote (name or URL; a server's clients: a configured remote only) to "
                               "exchange memory with.")] = "origin",
    user: USER = None,
) -> SyncResult:
    """Pull from a git remote (verified), then push your memory and snapshots there, signed."""
    from smriti_git.services import remotes  # git transport: only when syncing

    if ctx.client:
        remote = remotes.configured_remote(ctx.repo, remote)
    pulled = remotes.pull(ctx.repo, remote, user)
    pushed = remotes.push(ctx.repo, remote, user)
    return SyncResult(remote=remote, pulled=pulled.accepted, refused=pulled.rejected, purged=pulled.purged,
                      pushed=pushed.refs, status="partial" if pulled.rejected else "ok")


@dataclass(kw_only=True)
class LogResult(Result):
    branch: str
    entries: list[history_module.LogEntry]
    counts: Counts
    conflicts: list[dict[str, object]]


def _render_log(r: LogResult) -> str:
    lines = [f"{e.commit[:12]} {e.time[:19]} {e.actor:<10} {e.subject}" + (
        f"  CONFLICTS: {', '.join(e.conflicts)}" if e.conflicts else "") for e in r.entries]
    for c in r.conflicts:
        heads = c["heads"] if isinstance(c["heads"], list) else []
        lines.append(f"conflict on {c['engram']}: heads {', '.join(str(h) for h in heads)}; believed {c['winner']}")
    return "\n".join(lines) or "no history yet"


@operation("memory.log", render=_render_log)
def memory_log(
    ctx: Context,
    limit: Annotated[int, Opt("How many commits.", short="-n", min=1, max=100_000)] = 50,
    branch: Annotated[str | None, Opt("Which memory branch (default: current).")] = None,
    user: USER = None,
) -> LogResult:
    """The transactions of a memory branch, newest first, with recorded merge conflicts."""
    store = Store(ctx.repo, user, branch)
    entries, conflicts = history_module.log(store, limit + 1)
    shown, counts = probe(entries, limit)
    return LogResult(branch=store.branch, entries=shown, counts=counts, conflicts=conflicts)


@dataclass(kw_only=True)
class ShowResult(Result):
    engram: EngramView
    heads: list[str]
    versions: int
    conflict: bool


@operation("memory.show", render=lambda r: one_line(r.engram) + (" (CONFLICT: several heads)" if r.conflict else ""))
def memory_show(
    ctx: Context,
    engram: ENGRAM,
    user: USER = None,
) -> ShowResult:
    """The current belief about an engram, its anchors' states and whether it is in conflict."""
    store = Store(ctx.repo, user)
    item = store.state().engram(engram)
    head = item.head()
    assert head is not None
    return ShowResult(engram=engram_view(head, anchor_code(ctx)), heads=[h.id for h in item.heads()],
                      versions=len(item.versions), conflict=len(item.heads()) > 1)


@dataclass(kw_only=True)
class VersionView:
    version: str
    op: str
    content: str
    recorded_at: str
    superseded_at: str | None
    valid_from: str | None
    valid_to: str | None
    retracted: bool
    author: str
    note: str
    supersedes: list[str]


@dataclass(kw_only=True)
class HistoryResult(Result):
    engram: str
    versions: list[VersionView]


@operation("memory.history", render=lambda r: "\n".join(
    f"{v.recorded_at} .. {v.superseded_at or 'now':<27} {v.op:<10} {v.version[:10]} "
    f"{'(retracted) ' if v.retracted else ''}{v.content}" for v in r.versions))
def memory_history(
    ctx: Context,
    engram: ENGRAM,
    user: USER = None,
) -> HistoryResult:
    """Every version of an engram with its transaction interval [recorded, superseded)."""
    item = Store(ctx.repo, user).state().engram(engram)
    versions = [VersionView(version=v.id, op=v.op, content=v.content, recorded_at=v.recorded_at,
                            superseded_at=item.superseded_at(v), valid_from=v.valid_from, valid_to=v.valid_to,
                            retracted=v.retracted, author=v.author, note=v.note, supersedes=list(v.supersedes))
                for v in item.versions]
    return HistoryResult(engram=engram, versions=versions)


@dataclass(kw_only=True)
class TimelineVersion(VersionView):
    believed: bool


@dataclass(kw_only=True)
class TimelineEngram:
    id: str
    kind: str
    importance: float
    tags: list[str]
    created_at: str
    cluster: str | None
    anchor_state: str
    anchors: list[AnchorView]
    conflict: bool
    believed: str | None
    versions: list[TimelineVersion]


@dataclass(kw_only=True)
class TimelineResult(Result):
    branch: str
    branches: list[str]
    as_of: str | None
    valid_at: str | None
    engrams: list[TimelineEngram]
    counts: Counts
    offset: int
    believed: int
    clusters: dict[str, int]
    events: list[str]
    event_counts: Counts


def _render_timeline(r: TimelineResult) -> str:
    lines = [f"{r.counts.total} engrams on {r.branch}, {r.believed} believed"
             + (f" as of {r.as_of}" if r.as_of else "") + (f", valid at {r.valid_at}" if r.valid_at else "")]
    for e in r.engrams:
        lines.append(f"{e.id} [{e.cluster or '-'}] {e.anchor_state}{' CONFLICT' if e.conflict else ''}")
        for v in e.versions:
            mark = "*" if v.believed else " "
            lines.append(f"  {mark} {v.recorded_at[:19]} .. {(v.superseded_at or 'now')[:19]:<19} "
                         f"valid [{(v.valid_from or '…')[:10]}, {(v.valid_to or '…')[:10]}) {v.op:<8} {v.content}")
    return "\n".join(lines)


@operation("memory.timeline", render=_render_timeline)
def memory_timeline(
    ctx: Context,
    as_of: Annotated[str | None, Opt(f"Mark what the store believed at this time ({TIME_HELP}).")] = None,
    valid_at: Annotated[str | None, Opt("Mark what was believed to hold at this valid time.")] = None,
    branch: Annotated[str | None, Opt("Which memory branch (default: current).")] = None,
    cluster: Annotated[str | None, Opt("Only the engrams of this memory cluster (e.g. m0).")] = None,
    offset: Annotated[int, Opt("Skip this many engrams (paging).", min=0, max=10_000_000)] = 0,
    limit: Annotated[int, Opt("Show at most this many engrams.", short="-n", min=1, max=1_000)] = 100,
    user: USER = None,
) -> TimelineResult:
    """Every engram with all its versions: transaction and valid intervals, what was believed
    at --as-of / --valid-at, clusters and anchor states (grouped by cluster, paged)."""
    store = Store(ctx.repo, user, branch)
    when = time_model.parse(as_of) if as_of is not None else None
    valid = time_model.parse(valid_at) if valid_at is not None else None
    found = timeline_module.timeline(store, as_of=when, valid_at=valid, offset=offset, limit=limit,
                                     cluster=cluster)
    code = anchor_code(ctx)
    engrams = []
    for row in found.rows:
        head = engram_view(row.head, code)
        versions = [TimelineVersion(version=v.id, op=v.op, content=v.content, recorded_at=v.recorded_at,
                                    superseded_at=row.superseded[v.id], valid_from=v.valid_from,
                                    valid_to=v.valid_to, retracted=v.retracted, author=v.author, note=v.note,
                                    supersedes=list(v.supersedes), believed=v.id == row.believed)
                    for v in row.engram.versions]
        engrams.append(TimelineEngram(id=row.engram.id, kind=row.head.kind, importance=row.head.importance,
                                      tags=list(row.head.tags), created_at=row.engram.created_at,
                                      cluster=row.cluster, anchor_state=head.anchor_state, anchors=head.anchors,
                                      conflict=len(row.engram.heads()) > 1, believed=row.believed,
                                      versions=versions))
    shown = len(engrams)
    counts = Counts(returned=shown, total=found.total, truncated=offset + shown < found.total or offset > 0)
    events = Counts(returned=len(found.events), total=found.events_total,
                    truncated=len(found.events) < found.events_total)
    return TimelineResult(branch=found.branch, branches=found.branches, as_of=when, valid_at=valid, engrams=engrams,
                          counts=counts, offset=offset, believed=found.believed, clusters=found.clusters,
                          events=found.events, event_counts=events,
                          status="ok" if engrams or not found.total else "not_found")


@dataclass(kw_only=True)
class DiffResult(Result):
    changes: list[history_module.EngramDiff]


@operation("memory.diff", render=lambda r: "\n".join(
    f"{c.change:<10} {c.engram}: {c.before or ''} -> {c.after or ''}" for c in r.changes) or "no differences")
def memory_diff(
    ctx: Context,
    old: Annotated[str, Arg("A commit of the memory (or a ref, e.g. refs/smp/memory/<user>/<branch>~3).")],
    new: Annotated[str, Arg("Another commit.")],
    user: USER = None,
) -> DiffResult:
    """Engrams added, revised, retracted or forgotten between two memory commits."""
    return DiffResult(changes=history_module.diff(Store(ctx.repo, user), old, new))


@dataclass(kw_only=True)
class BranchResult(Result):
    branch: str
    ref: str


@operation("memory.branch", read_only=False, render=lambda r: f"created memory branch {r.branch} ({r.ref})")
def memory_branch(
    ctx: Context,
    name: Annotated[str, Arg("The new branch's name.")],
    start: Annotated[str | None, Opt("Start from this commit (default: the current branch's tip).")] = None,
    user: USER = None,
) -> BranchResult:
    """Create a memory branch."""
    ref = history_module.branch(Store(ctx.repo, user), name, start)
    return BranchResult(branch=name, ref=ref)


@operation("memory.switch", read_only=False, idempotent=True, render=lambda r: f"now on memory branch {r.branch}")
def memory_switch(
    ctx: Context,
    name: Annotated[str, Arg("The branch to use from now on.")],
    create: Annotated[bool, Opt("Create it (from the current tip) if it does not exist.", short="-c")] = False,
    user: USER = None,
) -> BranchResult:
    """Make another memory branch current (for this user, in this clone)."""
    ref = history_module.switch(Store(ctx.repo, user), name, create)
    return BranchResult(branch=name, ref=ref)


@dataclass(kw_only=True)
class MergeResult(Result):
    mode: str
    commit: str | None
    added_versions: int
    conflicts: list[str]
    tombstoned: list[str]


@operation("memory.merge", read_only=False, render=lambda r: f"{r.mode}: {r.added_versions} versions added"
           + (f"; conflicts recorded for {', '.join(r.conflicts)}" if r.conflicts else ""))
def memory_merge(
    ctx: Context,
    name: Annotated[str, Arg("The memory branch to merge into the current one: one of yours, or one received "
                             "from another agent (refs/smp/remotes/<who>/memory/<user>/<branch>).")],
    user: USER = None,
) -> MergeResult:
    """Merge another memory branch: a union of versions; tombstones win; conflicts recorded."""
    result = history_module.merge(Store(ctx.repo, user), name)
    return MergeResult(mode=result.mode, commit=result.commit, added_versions=result.added_versions,
                       conflicts=result.conflicts, tombstoned=result.tombstoned)


@dataclass(kw_only=True)
class RevertResult(Result):
    reverted: str
    versions: list[str]
    engrams: list[str]
    restored: list[str]
    """Engrams back to the version they had before the commit."""
    removed: list[str]
    """Engrams the commit created (or that were retracted before it): retracted again."""


def _engrams(n: int) -> str:
    return f"{n} engram{'' if n == 1 else 's'}"


def _render_revert(r: RevertResult) -> str:
    done = ([f"{_engrams(len(r.restored))} restored"] if r.restored else []) + \
        ([f"{_engrams(len(r.removed))} removed"] if r.removed else [])
    return f"reverted {r.reverted[:12]}: {', '.join(done) or 'nothing changed'}"


@operation("memory.revert", read_only=False, render=_render_revert)
def memory_revert(
    ctx: Context,
    commit: Annotated[str, Arg("The memory commit to undo.")],
    user: USER = None,
) -> RevertResult:
    """Undo a memory commit with compensating versions (history, and --as-of, keep the old belief)."""
    made = history_module.revert(Store(ctx.repo, user), commit)
    return RevertResult(reverted=commit, versions=[v.id for v in made], engrams=[v.engram for v in made],
                        restored=[v.engram for v in made if not v.retracted],
                        removed=[v.engram for v in made if v.retracted])


@dataclass(kw_only=True)
class ConsolidateResult(Result):
    pruned: list[str]
    strengthened: list[str]
    orphan_cues: int
    commit: str | None
    clusters: int
    resolution: float | None
    retuned: bool


@operation("consolidate", read_only=False, render=lambda r: (
    f"pruned {len(r.pruned)}, strengthened {len(r.strengthened)}, orphan cues {r.orphan_cues}; "
    f"{r.clusters} clusters (resolution {r.resolution}{', re-tuned' if r.retuned else ''})"))
def consolidate(
    ctx: Context,
    dry_run: Annotated[bool, Opt("Only report what would change.")] = False,
    prune_below: Annotated[float, Opt("Prune engrams whose decayed strength is below this.", min=0, max=1)] = 0.1,
    strengthen_at: Annotated[int, Opt("Strengthen engrams recalled this many times since last time.",
                                      min=1, max=1_000_000)] = 5,
    user: USER = None,
) -> ConsolidateResult:
    """Decay, prune weak memories, strengthen used ones, re-cluster: all as one recorded transaction."""
    r = consolidate_module.consolidate(Store(ctx.repo, user), prune_below, strengthen_at, dry_run=dry_run)
    return ConsolidateResult(pruned=r.pruned, strengthened=r.strengthened, orphan_cues=r.orphan_cues,
                             commit=r.commit, clusters=r.clusters, resolution=r.resolution, retuned=r.retuned)


@dataclass(kw_only=True)
class ClusterView:
    id: str
    size: int
    label: str
    members: list[str]


@dataclass(kw_only=True)
class ClustersResult(Result):
    clusters: list[ClusterView]
    resolution: float | None
    retuned: bool
    skipped: bool


@operation("clusters", render=lambda r: "\n".join(f"{c.id:<6} {c.size:>5}  {c.label}" for c in r.clusters))
def clusters(
    ctx: Context,
    tune: Annotated[bool, Opt("Tune the resolution again now.")] = False,
    user: USER = None,
) -> ClustersResult:
    """Leiden clusters of your engrams (auto-tuned resolution, cached)."""
    store = Store(ctx.repo, user)
    index = recall_module.index_for(store.state(), None, None)
    result = cluster_module.cluster(store, index, force_tune=tune)
    members: dict[str, list[str]] = {}
    for engram_id, cid in sorted(result.assignment.items()):
        members.setdefault(cid, []).append(engram_id)
    views = []
    for cid, ids in sorted(members.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        cues: dict[str, int] = {}
        for engram_id in ids:
            for cue in index.docs[index.position[engram_id]].version.cues:
                cues[cue] = cues.get(cue, 0) + 1
        label = ", ".join(c for c, _ in sorted(cues.items(), key=lambda kv: (-kv[1], kv[0]))[:4])
        views.append(ClusterView(id=cid, size=len(ids), label=label, members=ids[:50]))
    return ClustersResult(clusters=views, resolution=result.resolution, retuned=result.retuned, skipped=result.skipped)
