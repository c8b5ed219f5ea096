"""One piece of work per file, spread over forked processes: each child starts as a copy of
this process (a linker with its tables built, shared copy-on-write, nothing pickled), does
a share of the files and sends back only its results, in order.

A cold index links every file after parsing them all; the parse runs in a process pool,
but the link ran in one process, on one core.  The linker's answer for a file does not
depend on which files it linked before (its memos keep only order-free answers; the
incremental indexer relies on that too), so children with memos of their own give the
same bytes.  Without ``fork`` (not Linux), in a process running other threads (a server
indexing in the background: a fork copies whatever lock another thread holds), for one
worker or few files, the work runs here, in order.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

CHUNK = 24          # files per task: small enough to balance two cores, large enough to amortise a task
MIN_ITEMS = 200     # fewer files are done here: a fork and a fresh set of memos per child cost more

_work: Callable[[str], Any] | None = None   # what a forked child runs (set just before the fork)


def pool_size(workers: int | None) -> int:
    """The processes an indexer job uses: ``workers`` if given, else one per core, at most four
    (the parse pool's and the forked link's one rule)."""
    return min(workers or os.cpu_count() or 1, 4)


def _run(chunk: list[str]) -> list[Any]:
    assert _work is not None
    return [_work(item) for item in chunk]


def can_fork(workers: int, items: int) -> bool:
    """Whether :func:`forked_map` would fork for ``items`` files on ``workers`` processes."""
    return workers > 1 and items >= MIN_ITEMS and _work is None and threading.active_count() == 1 and \
        "fork" in multiprocessing.get_all_start_methods()


def forked_map(work: Callable[[str], T], items: Sequence[str], workers: int) -> Iterator[T]:
    """``work(item)`` for each item, in order: in ``workers`` forked children when
    :func:`can_fork`, else here.  An exception in a child is raised here."""
    global _work
    if not can_fork(workers, len(items)):
        yield from map(work, items)
        return
    _work = work
    try:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            chunks = [list(items[i:i + CHUNK]) for i in range(0, len(items), CHUNK)]
            for results in pool.imap(_run, chunks):
                yield from results
    finally:
        _work = None
