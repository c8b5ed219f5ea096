"""The call log of a server: one JSON line per call, appended, never rewritten.

``<common dir>/smp/audit/<YYYY-MM-DD>.jsonl`` (UTC days) holds, for every call a server
answers: the time, the surface (``mcp`` or ``rpc``), the tool or method and the
operation it ran, a digest of the arguments (never the arguments: they may be facts
that are later forgotten), the latency, the bytes sent back, the status and the user.

Why a local file and not ``refs/smp/audit/``: the log grows with every read, from
several threads and processes at once; a commit per call would cost a compare-and-
swap on a shared ref in the hot path of every query and keep the digests of forgotten
facts reachable in history.  An ``O_APPEND`` write of one line is atomic and costs
microseconds.  What must last and travel (who changed memory, when) is already in the
memory commits' trailers.  Writing the log is best effort: a full disk costs the log
line, never the answer.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path
from typing import Any

from smriti_git.disposable import best_effort
from smriti_git.storage.repo import Repo


def digest(arguments: dict[str, Any]) -> str:
    """A stable digest of a call's arguments (sorted keys), 16 hex digits."""
    data = json.dumps(arguments, sort_keys=True, ensure_ascii=True, default=str).encode()
    return hashlib.sha256(data).hexdigest()[:16]


def folder(repo: Repo) -> Path:
    return repo.smp_dir / "audit"


def record(repo: Repo, entry: dict[str, Any]) -> None:
    """Append one entry (a ``time`` is added) to today's log."""
    now = time.time()
    line = json.dumps({"time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(now)) + f".{int(now % 1 * 1000):03d}Z",
                       **entry}, sort_keys=True, ensure_ascii=True) + "\n"
    with best_effort("the call log (audit)"):
        target = folder(repo)
        target.mkdir(parents=True, exist_ok=True)
        fd = os.open(target / f"{time.strftime('%Y-%m-%d', time.gmtime(now))}.jsonl",
                     os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(fd, line.encode())
        finally:
            os.close(fd)


def read(repo: Repo, day: str | None = None) -> list[dict[str, Any]]:
    """The entries of one day (default: today), oldest first."""
    name = day or time.strftime("%Y-%m-%d", time.gmtime())
    try:
        lines = (folder(repo) / f"{name}.jsonl").read_text().splitlines()
    except FileNotFoundError:
        return []
    return [json.loads(line) for line in lines if line.strip()]
