"""Recording facts: remember (one or a batch), correct, retract.

Each is one commit, and hands the new texts to the background embedder of a server
(``embedding.stored``; elsewhere recall embeds them later).  Nothing is overwritten: a
correction or a retraction is a new version that supersedes every current head of the
engram (which also resolves a conflict left by a merge).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from smriti_git.errors import InvalidArgument
from smriti_git.model import engram as model
from smriti_git.model import timeline
from smriti_git.services.memory import cues as cue_module
from smriti_git.services.memory import embedding
from smriti_git.services.memory.store import Changes, State, Store


@dataclass
class Fact:
    """What a caller supplies for a new engram."""

    content: str
    kind: str = "semantic"
    importance: float = 0.5
    tags: tuple[str, ...] = ()
    source: str = ""
    anchors: tuple[model.Anchor, ...] = ()
    valid_from: str | None = None
    valid_to: str | None = None
    related: tuple[str, ...] = ()


def _check(fact: Fact) -> None:
    if not fact.content.strip():
        raise InvalidArgument("an engram needs some content")
    if fact.kind not in model.KINDS:
        raise InvalidArgument(f"kind must be one of {', '.join(model.KINDS)}, not {fact.kind!r}")
    if not 0.0 <= fact.importance <= 1.0:
        raise InvalidArgument(f"importance must be between 0 and 1, not {fact.importance}")
    timeline.Interval(fact.valid_from, fact.valid_to)  # raises on an empty interval


def new_version(store: Store, fact: Fact, recorded_at: str) -> model.Version:
    _check(fact)
    symbols = tuple(a.symbol for a in fact.anchors)
    return model.Version(
        engram=model.engram_id(store.user, recorded_at, fact.content), op="remember", content=fact.content,
        kind=fact.kind, importance=round(fact.importance, 4), recorded_at=recorded_at, author=store.user,
        tags=tuple(sorted(set(fact.tags))), source=fact.source,
        cues=cue_module.extract(fact.content, fact.tags, symbols), anchors=fact.anchors,
        valid_from=fact.valid_from, valid_to=fact.valid_to, related=tuple(sorted(set(fact.related))),
    ).with_id()


def remember(store: Store, facts: list[Fact], when: str | None = None) -> list[model.Version]:
    """Record new engrams, all in one commit (batches are how you store fast)."""
    stamp = when or timeline.now()
    versions = [new_version(store, fact, stamp) for fact in facts]
    if len({v.engram for v in versions}) < len(versions):
        raise InvalidArgument("two facts in one batch have the same content")
    blobs = dict(store.write_version(v) for v in versions)

    def build(state: State) -> tuple[Changes, str, dict[str, str]]:
        changes: Changes = dict(blobs)
        subject = f"remember {versions[0].engram}" if len(versions) == 1 else f"remember {len(versions)} engrams"
        trailers = {"Smp-Op": "remember"}
        if len(versions) == 1:
            trailers["Smp-Engram"] = versions[0].engram
        return changes, subject, trailers

    store.transact(build, stamp)
    embedding.stored(store.repo, [v.content for v in versions])
    return versions


def _successor(store: Store, state: State, engram_id: str, op: str, stamp: str, **fields: object) -> model.Version:
    engram = state.engram(engram_id)
    heads = engram.heads()
    base = heads[0]
    version = replace(base, op=op, recorded_at=stamp, author=store.user, supersedes=tuple(h.id for h in heads),
                      id="", **fields)  # type: ignore[arg-type]
    if "content" in fields or "tags" in fields or "anchors" in fields:
        version = replace(version, cues=cue_module.extract(version.content, version.tags,
                                                           tuple(a.symbol for a in version.anchors)))
    timeline.Interval(version.valid_from, version.valid_to)  # refuse an empty interval before writing
    return version.with_id()


def revise(store: Store, engram_id: str, op: str, note: str = "", when: str | None = None,
           **fields: object) -> model.Version:
    """Add a version of ``engram_id`` that supersedes all its heads (``correct``, ``retract``, ...)."""
    stamp = when or timeline.now()
    made: list[model.Version] = []

    def build(state: State) -> tuple[Changes, str, dict[str, str]]:
        version = _successor(store, state, engram_id, op, stamp, note=note, **fields)
        made[:] = [version]
        path, blob = store.write_version(version)
        return {path: blob}, f"{op} {engram_id}", {"Smp-Op": op, "Smp-Engram": engram_id}

    store.transact(build, stamp)
    if made[0].content and not made[0].retracted:
        embedding.stored(store.repo, [made[0].content])
    return made[0]


def correct(store: Store, engram_id: str, content: str, note: str = "", when: str | None = None,
            **fields: str) -> model.Version:
    if not content.strip():
        raise InvalidArgument("a correction needs the corrected content")
    for key in ("valid_from", "valid_to"):
        if fields.get(key) is not None:
            fields[key] = timeline.parse(fields[key])
    return revise(store, engram_id, "correct", note, when, content=content, retracted=False, **fields)


def retract(store: Store, engram_id: str, note: str = "", when: str | None = None) -> model.Version:
    return revise(store, engram_id, "retract", note, when, retracted=True)
