"""The coordination database: live sessions and locks, ``<common dir>/smp/safety/coord.sqlite``.

Sessions and locks are ephemeral coordination state between agent processes on this
clone, so they live outside git, in one SQLite database in WAL mode.  Every change is a
``BEGIN IMMEDIATE`` transaction (one writer at a time, others wait up to
:data:`BUSY_SECONDS` in SQLite's busy handler); reads never block writers.  SQLite may
still answer "database is locked" at once in a few WAL cases that its busy handler does
not cover (a connection recovering the WAL after a crash, the last connection cleaning
up as it closes); opening a connection and beginning a transaction, before anything is
read or written, are retried until the same deadline (:func:`_retrying`).  No code
path holds two locks at once (event commits are written after the transaction ends),
so agents cannot deadlock each other.  ``synchronous=NORMAL``: a killed process loses
nothing committed; a power cut may lose the last changes, and with them only leases
that their holders would renew.

What must last (the events, the checkpoints) is in git; deleting the ``safety/``
folder only forgets who holds what right now (``sessions.get`` reads a session it no
longer has back from the event log).  A database that cannot be opened, read or written
(disk full, read-only folder, corrupt file) fails the operation with ``IOFailure``
naming it; a write that fails is rolled back, so it leaves nothing behind.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import ClassVar, TypeVar

from smriti_git.errors import database_io
from smriti_git.storage.repo import Repo

BUSY_SECONDS = 30.0
T = TypeVar("T")
SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY, agent TEXT NOT NULL, task TEXT NOT NULL, mode TEXT NOT NULL, scope TEXT NOT NULL,
    status TEXT NOT NULL, opened_at REAL NOT NULL, closed_at REAL, heartbeat_at REAL NOT NULL, ttl REAL NOT NULL,
    pid INTEGER NOT NULL, pid_start TEXT NOT NULL, host TEXT NOT NULL, base_commit TEXT);
CREATE INDEX IF NOT EXISTS sessions_status ON sessions (status);
CREATE TABLE IF NOT EXISTS locks (
    target BLOB NOT NULL, session TEXT NOT NULL, agent TEXT NOT NULL, acquired_at REAL NOT NULL,
    expires_at REAL NOT NULL, PRIMARY KEY (target, session));
CREATE INDEX IF NOT EXISTS locks_session ON locks (session);
"""


class _Connections:
    """One connection per database file and thread (connections are not shared by threads)."""

    local: ClassVar[threading.local] = threading.local()

    @classmethod
    def get(cls, path: Path) -> sqlite3.Connection:
        held: dict[Path, tuple[sqlite3.Connection, int]] = cls.local.__dict__.setdefault("open", {})
        try:
            inode = path.stat().st_ino
        except FileNotFoundError:
            inode = -1
        known = held.get(path)
        if known is not None and known[1] == inode:
            return known[0]
        if known is not None:                    # deleted or replaced under us
            known[0].close()
        path.parent.mkdir(parents=True, exist_ok=True)
        db = _retrying(lambda: _opened(path))
        held[path] = (db, path.stat().st_ino)
        return db


def _opened(path: Path) -> sqlite3.Connection:
    """A new connection to the database at ``path``, in WAL mode, with its tables."""
    db = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
    try:
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        db.executescript(SCHEMA)
    except BaseException:
        db.close()
        raise
    return db


def _busy(exc: sqlite3.Error) -> bool:
    """SQLite's "database is locked" (``SQLITE_BUSY`` and its extended codes)."""
    return (getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF == sqlite3.SQLITE_BUSY


def _retrying(step: Callable[[], T]) -> T:
    """``step`` (which has read or written nothing when it fails), again while SQLite says
    the database is locked, until :data:`BUSY_SECONDS` have passed."""
    deadline = time.monotonic() + BUSY_SECONDS
    pause = 0.005
    while True:
        try:
            return step()
        except sqlite3.OperationalError as exc:
            if not _busy(exc) or time.monotonic() + pause > deadline:
                raise
        time.sleep(pause)
        pause = min(pause * 2, 0.1)


def _begin(db: sqlite3.Connection, writer: bool) -> None:
    """Begin a transaction, retried while the database is locked: a writer's ``BEGIN IMMEDIATE``
    takes the write lock, a reader's ``BEGIN`` takes its snapshot at once (with a first read)."""

    def begin() -> None:
        if writer:
            db.execute("BEGIN IMMEDIATE")
            return
        db.execute("BEGIN")
        try:
            db.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()
        except BaseException:
            _end(db, "ROLLBACK")
            raise

    _retrying(begin)


def enc(text: str) -> bytes:
    """Text for a column that may hold a path: its bytes (a path byte that is not UTF-8,
    a lone surrogate in Python, cannot be stored as SQLite text)."""
    return text.encode("utf-8", "surrogateescape")


def dec(value: bytes | str) -> str:
    return value.decode("utf-8", "surrogateescape") if isinstance(value, bytes) else value


def path(repo: Repo) -> Path:
    return repo.smp_dir / "safety" / "coord.sqlite"


@contextlib.contextmanager
def reading(repo: Repo) -> Iterator[sqlite3.Connection]:
    """A consistent read of the database (a snapshot: writers go on meanwhile)."""
    where = path(repo)
    with database_io(where):
        db = _Connections.get(where)
        _begin(db, writer=False)
        try:
            yield db
        finally:
            _end(db, "COMMIT")


@contextlib.contextmanager
def writing(repo: Repo) -> Iterator[sqlite3.Connection]:
    """An exclusive write transaction, committed on exit and rolled back on an error
    (a failed commit too: disk full)."""
    where = path(repo)
    with database_io(where):
        db = _Connections.get(where)
        _begin(db, writer=True)
        try:
            yield db
        except BaseException:
            _end(db, "ROLLBACK")
            raise
        _end(db, "COMMIT")


def _end(db: sqlite3.Connection, how: str) -> None:
    """End the open transaction (``how``: ``COMMIT`` or ``ROLLBACK``), if a failed statement
    has not ended it already.  A failed rollback is not reported (the error that caused it
    is); a failed commit rolls back."""
    if not db.in_transaction:
        return
    try:
        if how == "COMMIT":
            db.execute("COMMIT")
        else:
            db.execute("ROLLBACK")
    except sqlite3.Error:
        if how == "ROLLBACK":
            return
        if db.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
        raise
