"""``git smp watch``: keep the code graph current while you work.

Polls (no file-system event library needed, works on every platform and network
file system): when HEAD moves, the new commit is indexed (a snapshot of it already in the
store, one pulled included, is used instead); with ``--worktree``, a change in ``git status``
output re-indexes the work tree snapshot (a clean work tree is served by HEAD's snapshot).  The process keeps parsed
facts in memory between runs, so each update costs only the files that changed.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable

from smriti_git.services import indexing
from smriti_git.services.indexing import IndexReport
from smriti_git.storage.repo import Repo


def _head(repo: Repo) -> str | None:
    git = repo.git
    return None if git.head_is_unborn else str(git.head.target)


CLEAN = "clean"
"""The state of a work tree that holds exactly HEAD's files."""


def _worktree_state(repo: Repo) -> str:
    """Changes only when some file's status, size or modification time changes; :data:`CLEAN`
    when nothing differs from HEAD."""
    status = repo.git_cmd(["status", "--porcelain=v1", "-z", "--untracked-files=all"])
    if not status:
        return CLEAN
    digest = hashlib.sha1(status.encode("utf-8", "surrogateescape"))
    top = repo.work_tree
    for entry in status.split("\0"):
        path = entry[3:]
        if top is not None and path:
            try:
                stat = (top / path).stat()
                digest.update(f"{path}\0{stat.st_mtime_ns}\0{stat.st_size}".encode("utf-8", "surrogateescape"))
            except OSError:
                digest.update(f"{path}\0gone".encode("utf-8", "surrogateescape"))
    return digest.hexdigest()


def watch(repo: Repo, on_index: Callable[[IndexReport], None], *, interval: float = 2.0,
          worktree: bool = False, rounds: int | None = None, stop: threading.Event | None = None,
          on_head: Callable[[], None] | None = None) -> int:
    """Index on every change until interrupted, ``stop`` is set, or after ``rounds`` polls;
    return the number of index runs.  ``on_head`` runs first whenever HEAD moves (a server's
    ``smp.autoPull``); a snapshot of the new HEAD already in the store, on any index ref (one
    pulled included), is used as it is, not indexed again."""
    last_head: str | None = None
    last_tree = ""
    runs = 0
    polled = 0
    stop = stop or threading.Event()
    while (rounds is None or polled < rounds) and not stop.is_set():
        polled += 1
        head = _head(repo)
        if head is not None and head != last_head:
            if on_head is not None:
                on_head()
            on_index(indexing.index(repo, "HEAD"))
            last_head = head
            runs += 1
        if worktree and head is not None:
            state = _worktree_state(repo)
            if state != last_tree:      # a clean work tree is HEAD's commit: its snapshot serves
                on_index(indexing.index(repo, "HEAD") if state == CLEAN else indexing.index(repo, worktree=True))
                last_tree = state
                runs += 1
        if rounds is None or polled < rounds:
            stop.wait(interval)
    return runs
