"""Typed errors shared by every layer.

Each error carries the ``status`` a surface reports (see ``docs/architecture.md``) and
the process exit code the CLI uses: 1 for an answer of "no" / "not found", 2 for usage
and environment errors.  Lower layers raise these; surfaces translate them, never
the other way round.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar, Literal

Status = Literal["ok", "partial", "ambiguous", "not_found", "conflict", "invalid_argument", "unsupported", "error"]
"""``conflict``: an answer of "no" because another agent's work stands in the way (a lock
held by another session, a blocked guard check, changes under a closing session's scope)."""


class SmpError(Exception):
    """Base class: a failure with a one-line message meant for the user."""

    status: ClassVar[Status] = "error"
    exit_code: ClassVar[int] = 2

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    @property
    def details(self) -> dict[str, object]:
        """Extra structured data for the caller (candidates of an ambiguous name, ...)."""
        return {}


class NotFound(SmpError):
    """The thing asked for does not exist (a ref, a record, a symbol)."""

    status = "not_found"
    exit_code = 1


class InvalidArgument(SmpError):
    """The caller passed something malformed."""

    status = "invalid_argument"


class Unsupported(SmpError):
    """The request is valid but this installation cannot serve it (missing extra, ...)."""

    status = "unsupported"


class IOFailure(SmpError):
    """The operating system or git refused a read or write (disk full, read-only folder, ...).

    Writes are atomic (objects first, then a compare-and-swap of the ref), so a failed
    write leaves nothing half-written.
    """

    @classmethod
    def from_exception(cls, exc: BaseException) -> IOFailure:
        if isinstance(exc, OSError) and exc.strerror:
            where = f": {exc.filename}" if exc.filename else ""
            return cls(f"cannot complete the operation: {exc.strerror}{where}")
        if is_database_failure(exc):
            return cls(f"cannot complete the operation: {exc} (a local database)")
        return cls(f"cannot complete the operation: {exc}")

    @classmethod
    def from_database(cls, exc: BaseException, path: Path) -> IOFailure:
        """A local SQLite database at ``path`` that could not be read or written."""
        return cls(f"cannot complete the operation: {_database_reason(exc, path)} (local database {path})")


def is_database_failure(exc: BaseException) -> bool:
    """An SQLite error of the file or the disk under it (full, I/O error, read-only, locked,
    corrupt), not of a query.  (sqlite3 is not imported here: start-up time.)"""
    kind = type(exc)
    return kind.__module__ == "sqlite3" and kind.__name__ in ("OperationalError", "DatabaseError")


def _no_space(path: Path) -> bool:
    folder = path.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    try:
        return os.statvfs(folder).f_bavail == 0
    except OSError:
        return False


def _database_reason(exc: BaseException, path: Path) -> str:
    name = str(getattr(exc, "sqlite_errorname", ""))
    # SQLite says "disk I/O error" when it cannot grow its shared-memory or WAL file on a
    # full disk: the file system says which it is.
    if name == "SQLITE_FULL" or (name.startswith(("SQLITE_IOERR", "SQLITE_CANTOPEN")) and _no_space(path)):
        return "disk full"
    if name.startswith("SQLITE_BUSY_"):       # which lock: recovery, snapshot, timeout
        return f"{exc} ({name})"
    return str(exc)


@contextlib.contextmanager
def database_io(path: Path) -> Iterator[None]:
    """Run reads or writes of the local database at ``path``: its I/O failures become
    :class:`IOFailure` naming it (one line, exit 2), like every other refused write."""
    try:
        yield
    except Exception as exc:
        if not is_database_failure(exc):
            raise
        raise IOFailure.from_database(exc, path) from exc


class NotARepository(SmpError):
    """The command was run outside a git repository."""


class NotInitialized(SmpError):
    """The repository has no smriti-git namespace yet (run ``git smp init``)."""


class SchemaError(SmpError):
    """A record does not match its JSON Schema, or has an unknown schema version."""


class IntegrityError(SmpError):
    """Stored data is corrupt, tampered with, or not what its id promises."""


class RefConflict(SmpError):
    """A compare-and-swap ref update lost a race and could not be re-applied."""


class RefLocked(RefConflict):
    """A ref's lock file is held, possibly left behind by a killed process."""
