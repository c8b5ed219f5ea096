"""Engram memory operations: remember, recall, correct, retract, forget, consolidate,
clusters, and the ``memory`` group (log, show, history, diff, branch, switch, merge, revert)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from smriti_git.errors import Unsupported
from smriti_git.model import engram as model
from smriti_git.model import timeline
from smriti_git.operations.output import Counts, probe
from smriti_git.operations.registry import Arg, Context, Opt, Result, group, operation
from smriti_git.services.memory import anchors as anchor_module
from smriti_git.services.memory import clusters as cluster_module
from smriti_git.services.memory import consolidate as consolidate_module
from smriti_git.services.memory import history as history_module
from smriti_git.services.memory import recall as recall_module
from smriti_git.services.memory import vectors as memory_vectors
from smriti_git.services.memory import writes
from smriti_git.services.memory.store import Store

group("memory", "Memory branches and history: log, show, history, diff, branch, switch, merge, revert.")

USER = Annotated[str | None, Opt("Whose memory (default: $SMP_USER, then git config smp.user, then 'default').")]
ENGRAM = Annotated[str, Arg("The engram id (e and twelve hex digits).", pattern=model.ENGRAM_ID_PATTERN)]
RELATED_PATTERN = rf"{model.ENGRAM_ID_PATTERN}(\s*,\s*{model.ENGRAM_ID_PATTERN})*"
TIME_HELP = "ISO 8601 with a UTC offset, e.g. 2026-11-30T14:00:00+01:00 or 2026-11-30"


def _split(values: list[str] | None) -> tuple[str, ...]:
    return tuple(sorted({v.strip() for item in values or [] for v in item.split(",") if v.strip()}))


def _time(value: str | None) -> str | None:
    return timeline.parse(value) if value is not None else None


def _code(ctx: Context) -> anchor_module.Code:
    """The HEAD snapshot's graph for anchor states, opened only if an anchor needs it."""
    return anchor_module.Code(ctx.repo, ctx.progress)


@dataclass(kw_only=True)
class AnchorView:
    symbol: str
    hash: str
    state: str
    current: str | None = None
    rename_candidates: list[str] = field(default_factory=list)


@dataclass(kw_only=True)
class EngramView:
    id: str
    version: str
    content: str
    kind: str
    importance: float
    tags: list[str]
    source: str
    valid_from: str | None
    valid_to: str | None
    recorded_at: str
    author: str
    op: str
    anchor_state: str
    anchors: list[AnchorView]
    score: float | None = None
    signals: dict[str, float] = field(default_factory=dict)
    hops: int = 0
    via: str = ""
    cluster: str | None = None
    retracted: bool = False


PREVIEW = 200
"""Characters of a fact echoed back by the operations that write it."""


def _view(version: model.Version, code: anchor_module.Code | None, *, preview: bool = False) -> EngramView:
    """An engram for output; ``code`` None (or a graph that cannot be built) leaves anchor
    states ``unknown``, and facts without anchors never open the graph."""
    found = code.states(list(version.anchors)) if code is not None else None
    by_symbol = {s.symbol: s for s in found or []}
    views = []
    for a in version.anchors:
        s = by_symbol.get(a.symbol)
        views.append(AnchorView(symbol=a.symbol, hash=a.hash, state=s.state if s else "unknown",
                                current=s.current if s else None,
                                rename_candidates=list(s.rename_candidates) if s else []))
    overall = anchor_module.overall(found) if found is not None else "unknown" if version.anchors else "unanchored"
    content = version.content
    if preview and len(content) > PREVIEW:
        content = content[:PREVIEW] + f"… ({len(version.content)} characters)"
    return EngramView(id=version.engram, version=version.id, content=content, kind=version.kind,
                      importance=version.importance, tags=list(version.tags), source=version.source,
                      valid_from=version.valid_from, valid_to=version.valid_to, recorded_at=version.recorded_at,
                      author=version.author, op=version.op, anchor_state=overall, anchors=views,
                      retracted=version.retracted)


def _line(e: EngramView) -> str:
    score = f"{e.score:.3f} " if e.score is not None else ""
    anchor = f" [{e.anchor_state}]" if e.anchor_state != "unanchored" else ""
    valid = f" valid [{e.valid_from or '…'}, {e.valid_to or '…'})" if e.valid_from or e.valid_to else ""
    return f"{score}{e.id} ({e.kind}, {e.importance:.2f}){anchor}{valid}: {e.content}"


@dataclass(kw_only=True)
class Remembered(Result):
    engram: EngramView


@operation("remember", read_only=False, render=lambda r: f"{r.engram.id}  {_line(r.engram)}")
def remember(
    ctx: Context,
    text: Annotated[str, Arg("The fact.", stdin=True, utf8=True)],
    anchor: Annotated[list[str] | None, Opt("Code symbol the fact is about (id or name; repeatable).")] = None,
    kind: Annotated[Literal["episodic", "semantic", "procedural"], Opt("What sort of memory.")] = "semantic",
    importance: Annotated[float, Opt("0 to 1.", min=0, max=1)] = 0.5,
    tags: Annotated[list[str] | None, Opt("Tags, comma-separated or repeated.", utf8=True)] = None,
    source: Annotated[str, Opt("Where the fact comes from (a URL, an issue, a session).", utf8=True)] = "",
    valid_from: Annotated[str | None, Opt(f"When the fact starts to hold ({TIME_HELP}).")] = None,
    valid_to: Annotated[str | None, Opt("When it stops holding (exclusive).")] = None,
    related: Annotated[list[str] | None, Opt("Id of a related engram (repeatable, or comma-separated).",
                                             pattern=RELATED_PATTERN)] = None,
    user: USER = None,
) -> Remembered:
    """Record a fact, optionally anchored to code; prints its new id."""
    store = Store(ctx.repo, user)
    code = _code(ctx) if anchor else None
    anchors = tuple(anchor_module.resolve(code.require(), anchor)) if code is not None and anchor else ()
    fact = writes.Fact(text.strip(), kind, importance, _split(tags), source, anchors, _time(valid_from),
                       _time(valid_to), _split(related))
    (version,) = writes.remember(store, [fact])
    return Remembered(engram=_view(version, code, preview=True))


@dataclass(kw_only=True)
class RecallResult(Result):
    query: str | None
    mode: str
    engrams: list[EngramView]
    returned: int
    counts: Counts
    dropped_not_fresh: int = 0


@operation("recall", render=lambda r: "\n".join(_line(e) for e in r.engrams) or "nothing recalled")
def recall(
    ctx: Context,
    query: Annotated[str | None, Arg("What to remember (omit to list the most recent).")] = None,
    mode: Annotated[Literal["recall", "search", "list"], Opt("recall: the full pipeline; search: similarity "
                                                             "only; list: most recent.")] = "recall",
    limit: Annotated[int, Opt("How many.", short="-n", min=1, max=1_000)] = 10,
    fresh_only: Annotated[bool, Opt("Drop facts whose anchored code changed (stale) or vanished (orphaned).")]
    = False,
    valid_at: Annotated[str | None, Opt(f"What was true at this time, as believed now ({TIME_HELP}).")] = None,
    as_of: Annotated[str | None, Opt("What the store believed at this time.")] = None,
    kind: Annotated[list[Literal["episodic", "semantic", "procedural"]] | None, Opt("Only these kinds.")] = None,
    tags: Annotated[list[str] | None, Opt("Only engrams with all these tags.")] = None,
    vectors: Annotated[bool, Opt("Use embedding similarity when the vectors extra is installed.")] = True,
    user: USER = None,
) -> RecallResult:
    """Recall facts: cue match, similarity, multi-hop association, cluster-aware scoring."""
    store = Store(ctx.repo, user)
    state = store.state()
    index = recall_module.index_for(state, _time(as_of), _time(valid_at))
    assignment = cluster_module.current(store, index)
    wanted = limit * 3 if fresh_only else limit
    similarity: dict[str, float] | None = None
    note = None
    if vectors and query and mode != "list":
        usable, why = memory_vectors.enabled(ctx.repo)
        if usable:
            similarity = memory_vectors.scores(ctx.repo, index, query)
        else:
            note = f"lexical similarity only: {why}"
    found = recall_module.recall(store, query, mode=mode, limit=wanted, as_of=_time(as_of),
                                 valid_at=_time(valid_at), kinds=[str(k) for k in kind or []] or None,
                                 tags=list(_split(tags)) or None, clusters=assignment or None,
                                 vector_scores=similarity)
    views = []
    dropped = 0
    code = _code(ctx)
    for item in found:
        view = _view(item.version, code)
        view.score, view.signals, view.hops, view.via, view.cluster = (item.score, item.signals, item.hops,
                                                                        item.via, item.cluster)
        if fresh_only and view.anchor_state in ("stale", "orphaned"):
            dropped += 1
            continue
        views.append(view)
    shown = min(limit, len(views))
    # With --fresh-only, facts beyond those examined may be stale too: their number is unknown.
    total = found.total - dropped if not fresh_only or found.total <= len(found) else None
    counts = Counts(returned=shown, total=total, truncated=shown < len(views) or (total or 0) > shown)
    views = views[:limit]
    return RecallResult(query=query, mode=mode, engrams=views, returned=len(views), counts=counts,
                        dropped_not_fresh=dropped, status="ok" if views else "not_found", message=note)


@dataclass(kw_only=True)
class Revised(Result):
    engram: EngramView
    supersedes: list[str]


@operation("correct", read_only=False, render=lambda r: f"{r.engram.id} corrected: {r.engram.content}")
def correct(
    ctx: Context,
    engram: ENGRAM,
    text: Annotated[str, Arg("The corrected fact.", stdin=True, utf8=True)],
    note: Annotated[str, Opt("Why.", utf8=True)] = "",
    valid_from: Annotated[str | None, Opt(f"New start of validity ({TIME_HELP}).")] = None,
    valid_to: Annotated[str | None, Opt("New end of validity (exclusive).")] = None,
    user: USER = None,
) -> Revised:
    """Supersede a fact with a corrected version (the old version stays in history)."""
    store = Store(ctx.repo, user)
    fields: dict[str, str] = {}
    if valid_from is not None:
        fields["valid_from"] = valid_from
    if valid_to is not None:
        fields["valid_to"] = valid_to
    version = writes.correct(store, engram, text.strip(), note, None, **fields)
    return Revised(engram=_view(version, _code(ctx), preview=True), supersedes=list(version.supersedes))


@operation("retract", read_only=False, render=lambda r: f"{r.engram.id} retracted")
def retract(
    ctx: Context,
    engram: ENGRAM,
    note: Annotated[str, Opt("Why.", utf8=True)] = "",
    user: USER = None,
) -> Revised:
    """Stop believing a fact from now on (history, and --as-of earlier, still show it)."""
    store = Store(ctx.repo, user)
    version = writes.retract(store, engram, note)
    return Revised(engram=_view(version, None), supersedes=list(version.supersedes))


@dataclass(kw_only=True)
class Forgotten(Result):
    engram: str
    branches: list[str]
    purged: bool
    rewritten_commits: int


@operation("forget", read_only=False, destructive=True,
           render=lambda r: f"{r.engram} forgotten on {', '.join(r.branches)}"
           + (f"; history rewritten ({r.rewritten_commits} commits)" if r.purged else ""))
def forget(
    ctx: Context,
    engram: ENGRAM,
    purge: Annotated[bool, Opt("Also rewrite history so the content becomes unreachable (then git gc).")] = False,
    reason: Annotated[str, Opt("Why (kept in the tombstone; never the content).", utf8=True)] = "",
    user: USER = None,
) -> Forgotten:
    """Remove a fact's content from every branch of your memory, leaving a tombstone."""
    result = history_module.forget(Store(ctx.repo, user), engram, purge, reason)
    return Forgotten(engram=result.engram, branches=result.branches, purged=result.purged,
                     rewritten_commits=result.rewritten_commits,
                     message="clones that already fetched the content keep it: see docs/memory.md" if purge else None)


@dataclass(kw_only=True)
class SyncResult(Result):
    pushed: list[str] = field(default_factory=list)
    fetched: list[str] = field(default_factory=list)


@operation("memory.sync", read_only=False)
def memory_sync(
    ctx: Context,
    remote: Annotated[str, Opt("The git remote to exchange memory with.")] = "origin",
    user: USER = None,
) -> SyncResult:
    """Exchange memory with a git remote (signed push and pull: not built yet)."""
    raise Unsupported("memory sync (signed push and pull of refs/smp/memory) is not built yet; until it is, "
                      f"`git push {remote} 'refs/smp/memory/*:refs/smp/memory/*'` copies memory unsigned")


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


@operation("memory.show", render=lambda r: _line(r.engram) + (" (CONFLICT: several heads)" if r.conflict else ""))
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
    return ShowResult(engram=_view(head, _code(ctx)), heads=[h.id for h in item.heads()],
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
    name: Annotated[str, Arg("The memory branch to merge into the current one.")],
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


@operation("memory.revert", read_only=False, render=lambda r: f"reverted {r.reverted[:12]}: "
           f"{len(r.engrams)} engrams restored")
def memory_revert(
    ctx: Context,
    commit: Annotated[str, Arg("The memory commit to undo.")],
    user: USER = None,
) -> RevertResult:
    """Undo a memory commit with compensating versions (history, and --as-of, keep the old belief)."""
    made = history_module.revert(Store(ctx.repo, user), commit)
    return RevertResult(reverted=commit, versions=[v.id for v in made], engrams=[v.engram for v in made])


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
