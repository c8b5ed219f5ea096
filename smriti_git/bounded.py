"""Bounded in-process memos: a dict that keeps at most ``limit`` entries.

Long-lived processes (a server, a benchmark run) keep per-snapshot state in module-level
dicts; :func:`put` stores an entry and drops the oldest ones beyond ``limit`` (insertion
order), so such a memo never grows with the number of snapshots or queries seen.
"""

from __future__ import annotations

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


def put(store: dict[K, V], key: K, value: V, limit: int) -> V:
    """Store ``value`` under ``key``, evict the oldest entries beyond ``limit``, return ``value``."""
    store[key] = value
    while len(store) > limit:
        store.pop(next(iter(store)))
    return value
