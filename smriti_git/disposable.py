"""Writing what can be rebuilt or lost: caches and local telemetry.

A disposable file that cannot be written (disk full, read-only folder) costs speed or
a ranking signal, never an operation: :func:`best_effort` turns the failure into a
one-line warning on the ``smriti_git`` logger (the CLI prints it on stderr), once per
kind of file and reason in a process, and the operation goes on.  Writes to the store
itself (git objects, refs) are never wrapped in it: they fail with an error.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator

log = logging.getLogger("smriti_git")
_said: set[tuple[str, str]] = set()


def _is_io(exc: BaseException) -> bool:
    # sqlite3 is not imported here (start-up time): its errors are recognised by module.
    return isinstance(exc, OSError) or type(exc).__module__ == "sqlite3"


@contextlib.contextmanager
def best_effort(what: str) -> Iterator[None]:
    """Run a write of ``what`` (e.g. "the memory state cache"); an I/O failure is a warning."""
    try:
        yield
    except Exception as exc:
        if not _is_io(exc):
            raise
        reason = getattr(exc, "strerror", None) or str(exc)
        if (what, reason) not in _said:
            _said.add((what, reason))
            log.warning("could not write %s (%s); carrying on without it", what, reason)
