"""Locks on files, folders and symbols, held by a session until released or expired.

A lock is exclusive: it refuses every overlapping target of another session (a file
and its symbols, a folder and its files, a class and its methods; see
``paths.targets_overlap``).  Taking several targets is all or nothing.  Every lock has
an expiry (its time to live, renewed by locking the target again), and it ends with
its session: when the session closes, or expires because its agent process died or
stopped renewing it (``sessions.reap``).  So a lock never blocks for ever, and one held
by a killed agent is released the next time anyone looks.  A lock whose ``lock`` event
cannot be written is taken back: the call fails and holds nothing.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from dataclasses import dataclass

from smriti_git.services.safety import coord, events, paths, sessions
from smriti_git.storage.repo import Repo


@dataclass
class Lock:
    target: str
    session: str
    agent: str
    acquired_at: float
    expires_at: float

    def view(self) -> dict[str, str]:
        return {"target": self.target, "session": self.session, "agent": self.agent,
                "acquired_at": events.stamp(self.acquired_at), "expires_at": events.stamp(self.expires_at)}


@dataclass
class Acquired:
    acquired: list[Lock]
    refused: list[Lock]            # the other sessions' locks in the way


def canonical(target: str) -> str:
    """A lock target as stored: a symbol id as given (its path checked), a path normalised."""
    if "::" in target:
        paths.path_of(target)
        return target.strip()
    return paths.normalise(target, "lock target")


def live(repo: Repo) -> list[Lock]:
    """Every lock in force (dead holders' and lapsed locks are released first)."""
    sessions.reap(repo)
    with coord.reading(repo) as db:
        found = _live(db, time.time())
    return sorted(found, key=lambda lock: (lock.target, lock.session))


LIVE = ("SELECT l.target, l.session, l.agent, l.acquired_at, l.expires_at FROM locks l "
        "JOIN sessions s ON s.id = l.session WHERE s.status = 'active' AND l.expires_at > ?")


def _live(db: sqlite3.Connection, now: float) -> list[Lock]:
    return [Lock(coord.dec(t), sid, agent, at, until) for t, sid, agent, at, until in db.execute(LIVE, (now,))]


def blocking(locks: list[Lock], target: str, session_id: str) -> list[Lock]:
    """The locks of other sessions that overlap ``target``."""
    return [lock for lock in locks if lock.session != session_id and paths.targets_overlap(lock.target, target)]


def acquire(repo: Repo, session_id: str, targets: list[str], ttl: float) -> Acquired:
    """Lock every target for the session, or none if another session holds an overlapping lock."""
    session = sessions.active(repo, session_id)
    wanted = sorted({canonical(t) for t in targets})
    now = time.time()
    with coord.writing(repo) as db:
        held = _live(db, now)
        refused = sorted({(lk.target, lk.session): lk for t in wanted for lk in blocking(held, t, session_id)
                          }.values(), key=lambda lk: (lk.target, lk.session))
        if refused:
            return Acquired([], refused)
        renewed = [row for target in wanted for row in db.execute(
            f"SELECT {COLUMNS} FROM locks WHERE target = ? AND session = ?", (coord.enc(target), session_id))]
        got = []
        for target in wanted:
            db.execute(f"INSERT OR REPLACE INTO locks ({COLUMNS}) VALUES (?, ?, ?, ?, ?)",
                       (coord.enc(target), session_id, session.agent, now, now + ttl))
            got.append(Lock(target, session_id, session.agent, now, now + ttl))
    try:
        events.append(repo, session.agent, "lock", session_id, {"targets": wanted, "ttl": ttl}, when=now)
    except BaseException:
        _take_back(repo, got, renewed)
        raise
    return Acquired(got, [])


COLUMNS = "target, session, agent, acquired_at, expires_at"


def _take_back(repo: Repo, got: list[Lock], renewed: list[tuple[object, ...]]) -> None:
    """Undo locks whose event could not be written: they are removed (those that were
    renewed get their old expiry back) unless locked again meanwhile.  Best effort: the
    failure of the event is what is reported; a lock left behind still expires."""
    with contextlib.suppress(Exception), coord.writing(repo) as db:
        for lock in got:
            db.execute("DELETE FROM locks WHERE target = ? AND session = ? AND acquired_at = ?",
                       (coord.enc(lock.target), lock.session, lock.acquired_at))
        for row in renewed:
            db.execute(f"INSERT OR IGNORE INTO locks ({COLUMNS}) VALUES (?, ?, ?, ?, ?)", row)


def release(repo: Repo, session_id: str, targets: list[str]) -> tuple[list[str], list[str]]:
    """Release the session's locks on ``targets`` (all of them when empty): (released, not held)."""
    session = sessions.get(repo, session_id)
    wanted = sorted({canonical(t) for t in targets})
    with coord.writing(repo) as db:
        mine = [coord.dec(r[0]) for r in db.execute("SELECT target FROM locks WHERE session = ?", (session_id,))]
        chosen = [t for t in mine if not wanted or t in wanted]
        for target in chosen:
            db.execute("DELETE FROM locks WHERE target = ? AND session = ?", (coord.enc(target), session_id))
    if chosen:
        events.append(repo, session.agent, "unlock", session_id, {"targets": chosen})
    return sorted(chosen), sorted(set(wanted) - set(chosen))
