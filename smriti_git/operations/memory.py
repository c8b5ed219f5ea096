"""The everyday engram memory operations: remember, recall, correct, retract, forget,
and the views of engrams they (and ``operations/memory_admin.py``) return.

``remember`` is the hot path of agents and hooks: this module imports only what it
needs; recall's ranking machinery is imported when ``recall`` runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from smriti_git.errors import InvalidArgument
from smriti_git.model import engram as model
from smriti_git.model import timeline
from smriti_git.operations.output import Counts
from smriti_git.operations.registry import Arg, Context, Opt, Result, operation
from smriti_git.services.memory import anchors as anchor_module
from smriti_git.services.memory import history as history_module
from smriti_git.services.memory import writes
from smriti_git.services.memory.store import Store

USER = Annotated[str | None, Opt("Whose memory (default: $SMP_USER, then git config smp.user, then 'default').")]
ENGRAM = Annotated[str, Arg("The engram id (e and twelve hex digits).", pattern=model.ENGRAM_ID_PATTERN)]
RELATED_PATTERN = rf"{model.ENGRAM_ID_PATTERN}(\s*,\s*{model.ENGRAM_ID_PATTERN})*"
TIME_HELP = "ISO 8601 with a UTC offset, e.g. 2026-11-30T14:00:00+01:00 or 2026-11-30"


def _split(values: list[str] | None) -> tuple[str, ...]:
    return tuple(sorted({v.strip() for item in values or [] for v in item.split(",") if v.strip()}))


def _time(value: str | None) -> str | None:
    return timeline.parse(value) if value is not None else None


def _window(value: str | None) -> tuple[str | None, str | None] | None:
    """``START..END`` (either side may be empty) as two parsed times, or None."""
    if value is None:
        return None
    start, sep, end = value.partition("..")
    if not sep:
        raise InvalidArgument(f"--valid-between {value!r}: expected START..END (e.g. 2023-05-01..2023-06-01)")
    return _time(start.strip() or None), _time(end.strip() or None)


def anchor_code(ctx: Context) -> anchor_module.Code:
    """The HEAD snapshot's graph for anchor states, opened only if an anchor needs it."""
    return anchor_module.Code(ctx.repo, ctx.progress)


@dataclass(kw_only=True)
class AnchorView:
    symbol: str
    hash: str
    state: str
    current: str | None = None
    rename_candidates: list[str] = field(default_factory=list)
    moved_to: str | None = None


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


def engram_view(version: model.Version, code: anchor_module.Code | None, *, preview: bool = False) -> EngramView:
    """An engram for output; ``code`` None (or a graph that cannot be built) leaves anchor
    states ``unknown``, and facts without anchors never open the graph."""
    found = code.states(list(version.anchors)) if code is not None else None
    by_symbol = {s.symbol: s for s in found or []}
    views = []
    for a in version.anchors:
        s = by_symbol.get(a.symbol)
        views.append(AnchorView(symbol=a.symbol, hash=a.hash, state=s.state if s else "unknown",
                                current=s.current if s else None,
                                rename_candidates=list(s.rename_candidates) if s else [],
                                moved_to=s.moved_to if s else None))
    overall = anchor_module.overall(found) if found is not None else "unknown" if version.anchors else "unanchored"
    content = version.content
    if preview and len(content) > PREVIEW:
        content = content[:PREVIEW] + f"… ({len(version.content)} characters)"
    return EngramView(id=version.engram, version=version.id, content=content, kind=version.kind,
                      importance=version.importance, tags=list(version.tags), source=version.source,
                      valid_from=version.valid_from, valid_to=version.valid_to, recorded_at=version.recorded_at,
                      author=version.author, op=version.op, anchor_state=overall, anchors=views,
                      retracted=version.retracted)


def one_line(e: EngramView) -> str:
    score = f"{e.score:.3f} " if e.score is not None else ""
    moves = "".join(f"; code now at {a.moved_to}" for a in e.anchors if a.moved_to)
    anchor = f" [{e.anchor_state}{moves}]" if e.anchor_state != "unanchored" else ""
    valid = f" valid [{e.valid_from or '…'}, {e.valid_to or '…'})" if e.valid_from or e.valid_to else ""
    return f"{score}{e.id} ({e.kind}, {e.importance:.2f}){anchor}{valid}: {e.content}"


@dataclass(kw_only=True)
class Remembered(Result):
    engram: EngramView


@operation("remember", read_only=False, render=lambda r: one_line(r.engram))
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
    code = anchor_code(ctx) if anchor else None
    anchors = tuple(anchor_module.resolve(code.require(), anchor)) if code is not None and anchor else ()
    fact = writes.Fact(text.strip(), kind, importance, _split(tags), source, anchors, _time(valid_from),
                       _time(valid_to), _split(related))
    (version,) = writes.remember(store, [fact])
    return Remembered(engram=engram_view(version, code, preview=True))


@dataclass(kw_only=True)
class RecallResult(Result):
    query: str | None
    mode: str
    engrams: list[EngramView]
    returned: int
    counts: Counts
    dropped_not_fresh: int = 0
    time_window: str | None = None


VECTOR_CANDIDATES = 300
"""Nearest memories by embedding that recall fuses with BM25 (at least; thirty per result wanted)."""


@operation("recall", render=lambda r: "\n".join(one_line(e) for e in r.engrams) or "nothing recalled")
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
    valid_between: Annotated[str | None, Opt("Only facts whose valid time (else recording time) begins in "
                                             "START..END (half-open; either side may be empty; each as for "
                                             "--valid-at).")] = None,
    user: USER = None,
) -> RecallResult:
    """Recall facts: cue match, similarity, multi-hop association, cluster-aware scoring."""
    from smriti_git.services.memory import clusters as cluster_module  # recall's machinery, kept off
    from smriti_git.services.memory import recall as recall_module  # the start-up of remember
    from smriti_git.services.memory import vectors as memory_vectors

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
            similarity = memory_vectors.scores(ctx.repo, index, query, k=max(VECTOR_CANDIDATES, 30 * wanted))
        else:
            note = f"lexical similarity only: {why}"
    found = recall_module.recall(store, query, mode=mode, limit=wanted, as_of=_time(as_of),
                                 valid_at=_time(valid_at), kinds=[str(k) for k in kind or []] or None,
                                 tags=list(_split(tags)) or None, clusters=assignment or None,
                                 vector_scores=similarity, valid_window=_window(valid_between))
    views = []
    dropped = 0
    code = anchor_code(ctx)
    for item in found:
        view = engram_view(item.version, code)
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
                        dropped_not_fresh=dropped, status="ok" if views else "not_found", message=note,
                        time_window=found.window.describe() if found.window is not None else None)


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
    return Revised(engram=engram_view(version, anchor_code(ctx), preview=True), supersedes=list(version.supersedes))


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
    return Revised(engram=engram_view(version, None), supersedes=list(version.supersedes))


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
