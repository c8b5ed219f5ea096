"""The host's side of ``sandbox/runner.py``: what it is told, what it prints, how it ended.

Both runtimes start the runner and talk to it the same way: one JSON line on its
stdin (the command, its folder, environment, time limit and rlimits, and a random
nonce), the pipe then kept open while the command runs (closing it kills the command),
and its output read here.  Output is untrusted: each stream keeps its first
``max_output`` bytes and its last 64 KiB (so the result line at the very end is never
lost to a chatty command), and the result line counts only when it carries the nonce.
The exit code, time-out and timings come from that line; when it is missing (the
runner was killed from outside) the outcome says so.
"""

from __future__ import annotations

import json
import os
import secrets
import select
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import IO, Any

RESULT_TAG = b"@@smp-result"
TAIL_BYTES = 64 << 10


@dataclass(kw_only=True)
class Outcome:
    """How one command ended, as the runner (and the host) saw it."""

    exit_code: int | None
    signal: int | None
    timed_out: bool
    wall_seconds: float
    user_seconds: float
    system_seconds: float
    max_rss_kb: int
    leftovers: int
    stdout: str
    stderr: str
    stdout_bytes: int
    stderr_bytes: int
    truncated: bool
    error: str | None = None
    client_gone: bool = False


@dataclass
class Request:
    argv: list[str]
    cwd: str
    env: dict[str, str]
    timeout: float
    rlimits: dict[str, list[int]]
    nonce: str = ""

    def line(self) -> bytes:
        if not self.nonce:
            self.nonce = secrets.token_hex(16)
        body = {"argv": self.argv, "cwd": self.cwd, "env": self.env, "timeout": self.timeout,
                "rlimits": self.rlimits, "nonce": self.nonce}
        return json.dumps(body).encode() + b"\n"


class Capture:
    """One output stream: its head (up to ``limit`` bytes), its tail and its length."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.head = bytearray()
        self.tail = bytearray()
        self.total = 0
        self._lock = threading.Lock()

    def feed(self, data: bytes) -> None:
        with self._lock:
            self.total += len(data)
            room = self.limit - len(self.head)
            if room > 0:
                self.head += data[:room]
            self.tail += data
            if len(self.tail) > TAIL_BYTES:
                del self.tail[:-TAIL_BYTES]

    def text(self, cut: bytes = b"") -> str:
        """The head as text, without ``cut`` and what follows it."""
        head = bytes(self.head)
        where = head.find(cut) if cut else -1
        return (head[:where] if where >= 0 else head).decode("utf-8", "replace")


def read_line(fd: int, seconds: float) -> tuple[str, bool]:
    """The first line a helper process writes on ``fd`` (stripped), and whether it came
    whole: False when ``seconds`` ran out or the stream ended first."""
    data, deadline = b"", time.monotonic() + seconds
    while not data.endswith(b"\n"):
        remaining = deadline - time.monotonic()
        if remaining <= 0 or not select.select([fd], [], [], remaining)[0]:
            return data.decode("utf-8", "replace").strip(), False
        chunk = os.read(fd, 4096)
        if not chunk:
            return data.decode("utf-8", "replace").strip(), False
        data += chunk
    return data.decode("utf-8", "replace").strip(), True


def pump(stream: IO[bytes], capture: Capture) -> threading.Thread:
    """Read ``stream`` to its end into ``capture``, in a thread."""

    def run() -> None:
        while True:
            chunk = stream.read1(1 << 16) if hasattr(stream, "read1") else stream.read(1 << 16)
            if not chunk:
                return
            capture.feed(chunk)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def result_line(tail: bytes, nonce: str) -> dict[str, Any] | None:
    """The runner's result record from the end of stderr (None if it is not there)."""
    marker = RESULT_TAG + b" " + nonce.encode() + b" "
    where = tail.rfind(marker)
    if where < 0:
        return None
    line = tail[where + len(marker):].split(b"\n", 1)[0]
    try:
        data = json.loads(line)
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def outcome(request: Request, stdout: Capture, stderr: Capture, host_wall: float,
            why_missing: Callable[[], str]) -> Outcome:
    """The outcome from the captured streams; ``why_missing`` explains an absent result line."""
    marker = b"\n" + RESULT_TAG + b" " + request.nonce.encode()
    record = result_line(bytes(stderr.tail), request.nonce) or {}
    tail = bytes(stderr.tail)
    where = tail.rfind(marker)
    err_total = stderr.total - (len(tail) - where if record and where >= 0 else 0)
    out_text, err_text = stdout.text(), stderr.text(marker)
    truncated = stdout.total > stdout.limit or err_total > stderr.limit
    error = record.get("error") if record else why_missing()

    def number(key: str, default: float = 0.0) -> float:
        value = record.get(key, default)
        return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else default

    def whole(key: str) -> int | None:
        value = record.get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    return Outcome(exit_code=whole("exit_code"), signal=whole("signal"), timed_out=record.get("timed_out") is True,
                   wall_seconds=number("wall_seconds", host_wall), user_seconds=number("user_seconds"),
                   system_seconds=number("system_seconds"), max_rss_kb=int(number("max_rss_kb")),
                   leftovers=int(number("leftovers")), stdout=out_text, stderr=err_text,
                   stdout_bytes=stdout.total, stderr_bytes=err_total, truncated=truncated,
                   error=str(error) if error else None, client_gone=record.get("client_gone") is True)
