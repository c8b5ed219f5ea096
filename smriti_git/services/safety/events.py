"""The safety event log: one append-only commit chain per agent, ``refs/smp/audit/<agent>``.

Every session, guard check, dry run, checkpoint, write (``update``), rollback and lock
event is one commit on its agent's chain; the commit's tree holds one ``audit-event/1``
record, ``event.json``.  An event is *acknowledged* when the operation that wrote it
answers, which is after the ref moved by compare-and-swap.

Why git, when the server's call log (``services/audit.py``) is a local file: these
events are the audit trail of changes to the code (who held which scope, what the dry
run said, which checkpoint a rollback restored); they must last and travel with the
repository (``git push origin 'refs/smp/*'``) and feed hand-off packages, and that is
what the design reserved ``refs/smp/audit/`` for.  Their rate is that of agents'
decisions, not of every query, so a commit each is affordable (about a millisecond),
and one chain per agent keeps agents from racing each other for one ref.  Durability:
an acknowledged event is in objects and a ref that git wrote before the answer, so the
death of any process (``kill -9`` included) loses none; a writer killed half-way leaves
the ref at its previous complete commit (and a stale lock file that the next writer
clears, ``storage/refs.py``).  Like every git write, it is not flushed to the disk by
``fsync``: an operating-system crash may lose the last events, as it may lose the last
commits.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import pygit2

from smriti_git.errors import InvalidArgument
from smriti_git.model import layout, timeline
from smriti_git.services.memory.store import check_name
from smriti_git.services.namespace import require_initialized
from smriti_git.storage import objects, refs
from smriti_git.storage.repo import Repo

TYPES = ("session.open", "session.close", "session.expired", "guard", "dryrun", "checkpoint", "rollback", "write",
         "lock", "unlock", "lock.expired")
RECORD = "event.json"
SINCE_SLACK = 60.0
"""Seconds of clock disorder tolerated along one chain when a read stops at ``since``."""


@dataclass
class Event:
    id: str
    type: str
    time: str
    agent: str
    session: str | None
    data: dict[str, Any] = field(default_factory=dict)
    commit: str = ""


def audit_ref(agent: str) -> str:
    return layout.AUDIT_PREFIX + check_name(agent, "agent")


def stamp(epoch: float) -> str:
    """A stored timestamp for seconds since the epoch."""
    return timeline.fmt(datetime.fromtimestamp(epoch, UTC))


def append(repo: Repo, agent: str, kind: str, session: str | None, data: dict[str, Any],
           when: float | None = None) -> Event:
    """Append one event to ``agent``'s chain; it is durable when this returns."""
    require_initialized(repo)
    if kind not in TYPES:
        raise InvalidArgument(f"unknown event type {kind!r}")
    moment = when if when is not None else datetime.now(UTC).timestamp()
    event = Event(f"ev{os.urandom(8).hex()}", kind, stamp(moment), agent, session, data)
    record: dict[str, Any] = {"schema": "audit-event/1", "id": event.id, "type": kind, "time": event.time,
                              "agent": agent, "data": data}
    if session:
        record["session"] = session
    git = repo.git
    blob = objects.write_record(git, record)
    tree = objects.build_tree(git, {RECORD: blob})
    trailers = {"Smp-Event": kind, "Smp-Agent": agent, **({"Smp-Session": session} if session else {})}
    message = objects.format_message(f"{kind}{' ' + session if session else ''}", trailers)
    author = objects.signature(agent, f"{agent}@smriti-git", int(moment))

    def apply(tip: pygit2.Oid | None) -> pygit2.Oid:
        return objects.write_commit(git, tree, [tip] if tip is not None else [], message, author,
                                    signer=repo.signer)

    tip = refs.update(repo, audit_ref(agent), apply, message=f"smp audit {kind}")
    event.commit = str(tip)
    return event


def agents(repo: Repo) -> list[str]:
    """Every agent with an event chain."""
    return [name.removeprefix(layout.AUDIT_PREFIX) for name in refs.list_refs(repo.git, layout.AUDIT_PREFIX)]


def _chain(git: pygit2.Repository, tip: pygit2.Oid, since: float | None) -> Iterator[pygit2.Commit]:
    current: pygit2.Oid | None = tip
    while current is not None:
        commit = objects.read_commit(git, current)
        if since is not None and commit.author.time < since - SINCE_SLACK:
            return
        yield commit
        current = commit.parent_ids[0] if commit.parent_ids else None


def read(repo: Repo, agent: str | None = None, since: str | None = None, types: list[str] | None = None,
         session: str | None = None) -> list[Event]:
    """The events that match, oldest first (ties by id)."""
    require_initialized(repo)
    git = repo.git
    wanted = set(types or ())
    unknown = wanted - set(TYPES)
    if unknown:
        raise InvalidArgument(f"unknown event type {sorted(unknown)[0]!r}: one of {', '.join(TYPES)}")
    since_stamp = timeline.parse(since) if since else None
    since_epoch = timeline.to_datetime(since_stamp).timestamp() if since_stamp else None
    found: list[Event] = []
    for name in [agent] if agent else agents(repo):
        tip = refs.read(git, audit_ref(name))
        if tip is None:
            continue
        for commit in _chain(git, tip, since_epoch):
            trailers = objects.parse_trailers(commit.message)
            if wanted and trailers.get("Smp-Event") not in wanted:
                continue
            if session and trailers.get("Smp-Session") != session:
                continue
            blob = objects.lookup(git, commit.tree_id, RECORD)
            if blob is None:
                continue
            record = objects.read_record(git, blob, expect_kind="audit-event")
            if since_stamp and record["time"] < since_stamp:
                continue
            found.append(Event(record["id"], record["type"], record["time"], record["agent"],
                               record.get("session"), dict(record.get("data", {})), str(commit.id)))
    found.sort(key=lambda e: (e.time, e.id))
    return found
