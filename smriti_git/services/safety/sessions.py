"""Sessions: an agent declares its task, its scope (paths) and its mode before it works.

A session is a lease in the coordination database (``coord.py``), held by an agent
process (``agents.py``): it lives while its holder lives and its heartbeat is younger
than its time to live.  Every operation that names the session renews the heartbeat;
a session whose holder died or whose lease ran out is *expired* by whichever process
next looks (its locks are released and a ``session.expired`` event is written), so a
crashed agent never blocks the others for longer than its time to live, and usually
not at all.

Isolation.  A session records the commit it started from (``base_commit``).  Readers
get multi-version reads: query with ``rev=<base_commit>`` for a view that does not move
under them; at close, what moved is reported for information.  Writers get exclusive
scopes: the first open write session on a path owns it, and guard checks block later
writers there (``guard.py``); at close, everything that moved under the scope since
the base and was not this session's own doing is reported as a conflict.  "Moved" is:
commits between the base and HEAD that touch the scope (except commits whose message
carries the trailer ``Smp-Session: <this session>``, and changes that commit exactly
the bytes this session recorded with ``update``), and writes or rollbacks recorded by
other sessions (``update``, ``rollback`` events) on paths in the scope.

Opening writes the ``session.open`` event before the lease: an open that fails (its
event cannot be written, or its lease cannot be stored) or is killed half-way leaves no
active session to block other writers.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from dataclasses import dataclass, field
from typing import Any

import pygit2

from smriti_git.errors import InvalidArgument, NotFound
from smriti_git.model import timeline
from smriti_git.services.memory.store import check_name
from smriti_git.services.namespace import require_initialized
from smriti_git.services.safety import agents, coord, events, paths
from smriti_git.services.safety.agents import Holder
from smriti_git.storage import objects
from smriti_git.storage.repo import Repo

MODES = ("read", "write")
ENDINGS = ("completed", "aborted")
MAX_COMMITS = 2000
"""Most commits between the base and HEAD examined at close."""


@dataclass
class Session:
    id: str
    agent: str
    task: str
    mode: str
    scope: list[str]
    status: str                    # active | completed | aborted | expired
    opened_at: float
    heartbeat_at: float
    ttl: float
    holder: Holder
    base_commit: str | None
    closed_at: float | None = None

    @property
    def expires_at(self) -> float:
        return self.heartbeat_at + self.ttl

    def view(self) -> dict[str, Any]:
        """Plain data for answers (times as stored timestamps)."""
        return {"id": self.id, "agent": self.agent, "task": self.task, "mode": self.mode, "scope": self.scope,
                "status": self.status, "opened_at": events.stamp(self.opened_at),
                "closed_at": events.stamp(self.closed_at) if self.closed_at else None,
                "expires_at": events.stamp(self.expires_at) if self.status == "active" else None,
                "pid": self.holder.pid, "host": self.holder.host, "base_commit": self.base_commit}


@dataclass
class Moved:
    """Something that changed under a session's scope since its base."""

    path: str
    by: str                        # commit | session
    commit: str | None = None
    session: str | None = None
    agent: str | None = None
    summary: str = ""


@dataclass
class Closed:
    session: Session
    conflict: bool
    moved: list[Moved] = field(default_factory=list)
    was_expired: bool = False


_COLUMNS = ("id, agent, task, mode, scope, status, opened_at, heartbeat_at, ttl, pid, pid_start, host, base_commit, "
            "closed_at")
SELECT_ACTIVE = f"SELECT {_COLUMNS} FROM sessions WHERE status = 'active'"
SELECT_ALL = f"SELECT {_COLUMNS} FROM sessions"
SELECT_ONE = f"SELECT {_COLUMNS} FROM sessions WHERE id = ?"
SELECT_OTHERS = f"SELECT {_COLUMNS} FROM sessions WHERE status = 'active' AND id <> ?"
INSERT = f"INSERT INTO sessions ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"


def _row(row: tuple[Any, ...]) -> Session:
    return Session(row[0], row[1], row[2], row[3], json.loads(row[4]), row[5], row[6], row[7], row[8],
                   Holder(row[9], row[10], row[11]), row[12], row[13])


def _select(rows: sqlite3.Cursor) -> list[Session]:
    return [_row(r) for r in rows]


def _dead(session: Session, now: float) -> str | None:
    """Why an active session is over, or None if it is not."""
    if now > session.expires_at:
        return f"no heartbeat for {now - session.heartbeat_at:.0f}s (time to live {session.ttl:.0f}s)"
    if agents.alive(session.holder) is False:
        return f"its agent process {session.holder.pid} has exited"
    return None


def reap(repo: Repo) -> None:
    """Expire sessions whose holder is gone or whose lease ran out, release their locks and
    every lock past its expiry, and record each as an event (once, by whoever won)."""
    now = time.time()
    with coord.reading(repo) as db:
        active = _select(db.execute(SELECT_ACTIVE))
        stale_locks = db.execute("SELECT COUNT(*) FROM locks WHERE expires_at <= ?", (now,)).fetchone()[0]
    dead = {s.id: (s, why) for s in active if (why := _dead(s, now)) is not None}
    if not dead and not stale_locks:
        return
    expired: list[tuple[Session, str, list[str]]] = []
    lapsed: list[tuple[str, str, str]] = []
    with coord.writing(repo) as db:
        for sid, (session, why) in dead.items():
            done = db.execute("UPDATE sessions SET status = 'expired', closed_at = ? WHERE id = ? AND "
                              "status = 'active'", (now, sid)).rowcount
            if done:
                held = [coord.dec(r[0]) for r in db.execute("SELECT target FROM locks WHERE session = ?", (sid,))]
                db.execute("DELETE FROM locks WHERE session = ?", (sid,))
                expired.append((session, why, held))
        for target, sid, agent in db.execute("SELECT target, session, agent FROM locks WHERE expires_at <= ?",
                                             (now,)).fetchall():
            db.execute("DELETE FROM locks WHERE target = ? AND session = ?", (target, sid))
            lapsed.append((coord.dec(target), sid, agent))
    for session, why, held in expired:
        events.append(repo, session.agent, "session.expired", session.id, {"reason": why, "released": held})
    for target, sid, agent in lapsed:
        events.append(repo, agent, "lock.expired", sid, {"target": target})


def _from_log(repo: Repo, session_id: str) -> Session | None:
    """A session the coordination database no longer has, as the event log tells it
    (its lease is gone with the database: closed if a close was logged, else expired)."""
    found = events.read(repo, types=["session.open", "session.close"], session=session_id)
    opened = next((e for e in found if e.type == "session.open"), None)
    if opened is None:
        return None
    closed = next((e for e in reversed(found) if e.type == "session.close"), None)
    data = opened.data
    start = timeline.to_datetime(opened.time).timestamp()
    end = timeline.to_datetime(closed.time).timestamp() if closed else None
    return Session(session_id, opened.agent, str(data.get("task", "")), str(data.get("mode", "write")),
                   list(data.get("scope", [])), str(closed.data.get("status", "completed")) if closed else "expired",
                   start, start, 0.0, Holder(int(data.get("pid", 0)), "", str(data.get("host", ""))),
                   data.get("base_commit"), end)


def get(repo: Repo, session_id: str) -> Session:
    """The session (expired first if its holder is gone; from the event log if the
    coordination database was deleted)."""
    require_initialized(repo)
    reap(repo)
    with coord.reading(repo) as db:
        found = _select(db.execute(SELECT_ONE, (session_id,)))
    if not found:
        logged = _from_log(repo, session_id)
        if logged is None:
            raise NotFound(f"no session {session_id}")
        return logged
    return found[0]


def active(repo: Repo, session_id: str) -> Session:
    """The session, which must be active; its heartbeat is renewed."""
    session = get(repo, session_id)
    if session.status != "active":
        raise InvalidArgument(f"session {session_id} is {session.status}: open a new one")
    now = time.time()
    with coord.writing(repo) as db:
        db.execute("UPDATE sessions SET heartbeat_at = ? WHERE id = ? AND status = 'active'", (now, session_id))
    session.heartbeat_at = now
    return session


def listing(repo: Repo, include_closed: bool = False) -> list[Session]:
    require_initialized(repo)
    reap(repo)
    with coord.reading(repo) as db:
        found = _select(db.execute(SELECT_ALL if include_closed else SELECT_ACTIVE))
    return sorted(found, key=lambda s: (s.opened_at, s.id))


def writers_over(sessions: list[Session], scope: list[str], but: str = "") -> list[Session]:
    """The active write sessions (other than ``but``) whose scope overlaps ``scope``."""
    return [s for s in sessions if s.id != but and s.status == "active" and s.mode == "write"
            and any(paths.overlaps(a, b) for a in s.scope for b in scope)]


def head_commit(repo: Repo) -> str | None:
    git = repo.git
    return None if git.head_is_unborn else str(git.head.target)


def open_session(repo: Repo, agent: str, task: str, scope: list[str], mode: str, ttl: float,
                 holder: Holder) -> tuple[Session, list[Session]]:
    """Open a session; also return the other active write sessions it overlaps."""
    require_initialized(repo)
    check_name(agent, "agent")
    if mode not in MODES:
        raise InvalidArgument(f"mode must be read or write, not {mode!r}")
    wanted = sorted({paths.normalise(p, "scope path") for p in scope} or {paths.WHOLE})
    reap(repo)
    now = time.time()
    session = Session(f"s-{os.urandom(6).hex()}", agent, task, mode, wanted, "active", now, now, ttl, holder,
                      head_commit(repo))
    with coord.reading(repo) as db:
        seen = writers_over(_select(db.execute(SELECT_ACTIVE)), wanted) if mode == "write" else []
    # The event first: an open whose event cannot be written leaves nothing behind.  An open
    # killed after it leaves a logged session without a lease, which ``get`` reads back as
    # expired and which blocks no one.
    events.append(repo, agent, "session.open", session.id, {
        "task": task, "mode": mode, "scope": wanted, "base_commit": session.base_commit, "pid": holder.pid,
        "host": holder.host, "overlaps": [s.id for s in seen]}, when=now)
    try:
        with coord.writing(repo) as db:
            db.execute(INSERT,
                       (session.id, agent, task, mode, json.dumps(wanted), "active", now, now, ttl, holder.pid,
                        holder.start, holder.host, session.base_commit, None))
            others = _select(db.execute(SELECT_OTHERS, (session.id,)))
    except BaseException:
        with contextlib.suppress(Exception):     # the log says it ended; the failure is what is reported
            events.append(repo, agent, "session.expired", session.id,
                          {"reason": "its lease could not be stored", "released": []})
        raise
    overlapping = writers_over(others, wanted) if mode == "write" else []
    return session, overlapping


def moved_under(repo: Repo, session: Session) -> list[Moved]:
    """What changed under the session's scope since its base and was not its own doing."""
    recorded = events.read(repo, since=events.stamp(session.opened_at), types=["write", "rollback"])
    own = {(path, blob) for event in recorded if event.session == session.id and event.type == "write"
           for path, blob in event.data.get("blobs", {}).items()}
    found = _commits_under(repo, session, own)
    for event in recorded:
        if event.session == session.id:
            continue
        for path in event.data.get("files", []):
            if paths.in_scope(path, session.scope):
                found.append(Moved(path, "session", session=event.session, agent=event.agent,
                                   summary=f"{event.type} at {event.time}"))
    return found


def _commits_under(repo: Repo, session: Session, own: set[tuple[str, str]]) -> list[Moved]:
    """Changes to the scope by commits between the base and HEAD, except the session's own:
    commits with its ``Smp-Session`` trailer, and changes that commit exactly the bytes
    (or the deletion) the session recorded with ``update``."""
    git = repo.git
    head = head_commit(repo)
    if not session.base_commit or not head or head == session.base_commit:
        return []
    found: list[Moved] = []
    walker = git.walk(pygit2.Oid(hex=head), pygit2.enums.SortMode.TOPOLOGICAL)
    if session.base_commit in git:
        walker.hide(pygit2.Oid(hex=session.base_commit))
    for n, commit in enumerate(walker):
        if n >= MAX_COMMITS:
            break
        if objects.parse_trailers(commit.message).get("Smp-Session") == session.id:
            continue
        parent = commit.parents[0].tree_id if commit.parents else None
        for change in objects.diff_trees(git, parent, commit.tree_id):
            blob = str(change.new) if change.new is not None else "absent"
            if paths.in_scope(change.path, session.scope) and (change.path, blob) not in own:
                found.append(Moved(change.path, "commit", commit=str(commit.id), agent=commit.author.name,
                                   summary=commit.message.splitlines()[0][:120] if commit.message else ""))
    return found


def close(repo: Repo, session_id: str, status: str) -> Closed:
    """Close a session (an expired one too), release its locks, and report what moved."""
    if status not in ENDINGS:
        raise InvalidArgument(f"status must be completed or aborted, not {status!r}")
    session = get(repo, session_id)
    if session.status in ENDINGS:
        raise InvalidArgument(f"session {session_id} is already closed ({session.status})")
    was_expired = session.status == "expired"
    moved = moved_under(repo, session)
    now = time.time()
    with coord.writing(repo) as db:
        done = db.execute("UPDATE sessions SET status = ?, closed_at = ? WHERE id = ? AND status IN "
                          "('active', 'expired')", (status, now, session_id)).rowcount
        db.execute("DELETE FROM locks WHERE session = ?", (session_id,))
    if not done:
        raise InvalidArgument(f"session {session_id} was closed meanwhile")
    session.status, session.closed_at = status, now
    conflict = session.mode == "write" and bool(moved)
    events.append(repo, session.agent, "session.close", session.id, {
        "status": status, "conflict": conflict, "was_expired": was_expired,
        "moved": [{"path": m.path, "by": m.by, "commit": m.commit, "session": m.session} for m in moved[:100]]},
        when=now)
    return Closed(session, conflict, moved, was_expired)
