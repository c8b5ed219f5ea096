"""Access telemetry: how *hot* each symbol is, from the queries agents make.

Every answer of a read-only operation (a server's calls, and the command line's
queries) is counted: the symbols in it are picked out by a bounded walk and added to an
in-memory counter (:data:`RECORDER`); a server's background thread writes the counter
to the database every :data:`FLUSH_SECONDS`, the command line writes once as it
answers.  The symbol an answer is
about (``symbol``, ``file``) counts 1; the first :data:`LISTED` symbols an answer lists
count :data:`LISTED_WEIGHT` each.

Heat decays exponentially with a half-life of :data:`HALF_LIFE` seconds: it is stored as
(heat, time of the last update) per symbol and brought forward to the present when it
is updated or read.  It lives in ``<common dir>/smp/telemetry/heat.sqlite``: local,
disposable, never in git (reads must not write commits).  Heat feeds guard checks
(hot symbols are a warning) and ``telemetry hot``; it does not feed ``context`` ranking,
which has not been measured with it on the SWE-bench validation split.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from smriti_git.disposable import best_effort
from smriti_git.storage.repo import Repo

if TYPE_CHECKING:
    import sqlite3

HALF_LIFE = 3600.0
FLUSH_SECONDS = 5.0
LISTED = 10
LISTED_WEIGHT = 0.2
PENDING_MAX = 100_000
"""Symbols counted in memory between flushes at most (further new ones wait for the next)."""


def path(repo: Repo) -> Any:
    return repo.smp_dir / "telemetry" / "heat.sqlite"


def _ref(data: Any) -> str | None:
    """The id of a symbol reference (a dict with id, kind and path), if ``data`` is one."""
    if isinstance(data, dict) and isinstance(data.get("id"), str) and "kind" in data and "path" in data:
        return str(data["id"])
    return None


def _listed(data: Any, out: list[str], depth: int = 0) -> None:
    """The symbol references in ``data``, in order, at most :data:`LISTED` (a bounded walk)."""
    if len(out) >= LISTED or depth > 5:
        return
    ref = _ref(data) if depth else None
    if ref is not None:
        out.append(ref)
        return
    if isinstance(data, list):
        for item in data:
            _listed(item, out, depth + 1)
            if len(out) >= LISTED:
                return
    elif isinstance(data, dict):
        for key, value in data.items():
            if depth or key not in ("symbol", "file"):
                _listed(value, out, depth + 1)
                if len(out) >= LISTED:
                    return


def symbols_in(payload: dict[str, Any]) -> dict[str, float]:
    """The symbols an answer is about, with their weights."""
    weights: dict[str, float] = {}
    for key in ("symbol", "file"):
        ref = _ref(payload.get(key))
        if ref is not None:
            weights[ref] = 1.0
    listed: list[str] = []
    _listed(payload, listed)
    for ref in listed:
        weights.setdefault(ref, LISTED_WEIGHT)
    return weights


def _marks(n: int) -> str:
    """``n`` SQL placeholders (``?,?,?``): the only text a query gets besides its own."""
    return ",".join("?" * n)


def _key(symbol: str) -> bytes:
    """A symbol id as stored: its bytes (a path byte that is not UTF-8 cannot be SQLite text)."""
    return symbol.encode("utf-8", "surrogateescape")


def _symbol(key: bytes | str) -> str:
    return key.decode("utf-8", "surrogateescape") if isinstance(key, bytes) else key


def _connect(repo: Repo) -> sqlite3.Connection:
    import sqlite3  # here: the command line imports this module for every query

    target = path(repo)
    target.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(target, timeout=10, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("CREATE TABLE IF NOT EXISTS heat (symbol BLOB PRIMARY KEY, heat REAL NOT NULL, "
               "count INTEGER NOT NULL, updated REAL NOT NULL)")
    return db


def decayed(heat: float, since: float, now: float) -> float:
    return heat * math.pow(0.5, max(0.0, now - since) / HALF_LIFE)


def add(repo: Repo, weights: dict[str, float], now: float | None = None,
        counts: dict[str, int] | None = None) -> None:
    """Add accesses (heat ``weights``, ``counts`` accesses each, default one) to the stored
    heat (best effort: telemetry never fails a call)."""
    if not weights:
        return
    moment = now if now is not None else time.time()
    with best_effort("the access telemetry (heat.sqlite)"):
        db = _connect(repo)
        try:
            db.execute("BEGIN IMMEDIATE")
            for symbol, weight in weights.items():
                key = _key(symbol)
                row = db.execute("SELECT heat, count, updated FROM heat WHERE symbol = ?", (key,)).fetchone()
                heat, count = (decayed(row[0], row[2], moment), row[1]) if row else (0.0, 0)
                db.execute("INSERT OR REPLACE INTO heat (symbol, heat, count, updated) VALUES (?, ?, ?, ?)",
                           (key, heat + weight, count + (counts or {}).get(symbol, 1), moment))
            db.execute("COMMIT")
        finally:
            db.close()


def heat_of(repo: Repo, symbols: Iterable[str]) -> dict[str, float]:
    """The current heat of each symbol that has any."""
    wanted = list(dict.fromkeys(symbols))
    if not wanted or not path(repo).exists():
        return {}
    now = time.time()
    out: dict[str, float] = {}
    with best_effort("the access telemetry (heat.sqlite)"):
        db = _connect(repo)
        try:
            for start in range(0, len(wanted), 500):
                chunk = wanted[start:start + 500]
                rows = db.execute(f"SELECT symbol, heat, updated FROM heat WHERE symbol IN ({_marks(len(chunk))})",
                                  [_key(c) for c in chunk]).fetchall()
                out.update({_symbol(row[0]): decayed(row[1], row[2], now) for row in rows})
        finally:
            db.close()
    return out


def hottest(repo: Repo, limit: int, prefix: str = "") -> tuple[list[tuple[str, float, int, float]], int]:
    """The hottest symbols (id, heat now, accesses, last access), and how many have heat."""
    if not path(repo).exists():
        return [], 0
    now = time.time()
    db = _connect(repo)
    try:
        start = _key(prefix)
        rows = db.execute("SELECT symbol, heat, count, updated FROM heat WHERE substr(symbol, 1, ?) = ?",
                          (len(start), start)).fetchall()
    finally:
        db.close()
    ranked = sorted(((_symbol(r[0]), decayed(r[1], r[3], now), r[2], r[3]) for r in rows),
                    key=lambda r: (-r[1], r[0]))
    return ranked[:limit], len(ranked)


class Recorder:
    """Accesses counted in memory, per repository, until the next flush.

    ``note`` picks the symbols out of an answer (a walk that stops at :data:`LISTED`
    references) and adds to an in-memory counter; the database is written by ``flush``.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pending: dict[str, tuple[Repo, dict[str, float], dict[str, int]]] = {}

    def note(self, repo: Repo, payload: dict[str, Any]) -> None:
        weights = symbols_in(payload)
        if not weights:
            return
        with self._lock:
            _, heat, counts = self._pending.setdefault(str(repo.common_dir), (repo, {}, {}))
            if len(heat) < PENDING_MAX:
                for symbol, weight in weights.items():
                    heat[symbol] = heat.get(symbol, 0.0) + weight
                    counts[symbol] = counts.get(symbol, 0) + 1

    def flush(self) -> int:
        """Write every pending count; returns how many symbols were updated."""
        with self._lock:
            pending, self._pending = self._pending, {}
        for repo, heat, counts in pending.values():
            add(repo, heat, counts=counts)
        return sum(len(heat) for _, heat, _ in pending.values())

    def run(self, stop: threading.Event, interval: float = FLUSH_SECONDS) -> threading.Thread:
        """Flush every ``interval`` seconds in a daemon thread until ``stop`` is set."""

        def loop() -> None:
            while not stop.wait(interval):
                self.flush()
            self.flush()

        thread = threading.Thread(target=loop, name="smp-telemetry", daemon=True)
        thread.start()
        return thread


RECORDER = Recorder()
