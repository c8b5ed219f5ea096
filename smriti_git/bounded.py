"""Bounded in-process memos: a dict that keeps at most ``limit`` entries.

Long-lived processes (a server, a benchmark run) keep per-snapshot state in module-level
dicts; :func:`put` stores an entry and drops the oldest ones beyond ``limit`` (insertion
order), so such a memo never grows with the number of snapshots or queries seen.  A
server runs operations in several threads, so eviction holds a lock.
"""

from __future__ import annotations

import threading
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


_lock = threading.Lock()


def put(store: dict[K, V], key: K, value: V, limit: int) -> V:
    """Store ``value`` under ``key``, evict the oldest entries beyond ``limit``, return ``value``."""
    with _lock:
        store[key] = value
        while len(store) > limit:
            store.pop(next(iter(store)))
    return value
