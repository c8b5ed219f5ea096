"""Writer processes for the concurrency and crash tests (run as ``python workers.py``).

``append REPO WRITER COUNT``: put COUNT notes ``w<WRITER>/<i>`` one by one, printing
``ack <path>`` (flushed) only after each put has returned, i.e. after the ref moved.
``COUNT`` of 0 means: keep going until killed.  An optional PAUSE (seconds) is slept
between puts, to keep the killed writers' repositories small enough to fsck quickly.

``index REPO BARRIER COUNT [worktree]``: index HEAD (or the work tree) once, but before
moving the ref wait until COUNT such workers have built their snapshot (a file per
worker in the folder BARRIER), so that they all race for the ref; print the report as
JSON.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from smriti_git.services import indexing, notes
from smriti_git.storage import refs
from smriti_git.storage.repo import Repo


def append(repo_path: str, writer: str, count: int, pause: float = 0.0) -> None:
    repo = Repo.discover(repo_path)
    numbers = range(count) if count else itertools.count()
    for i in numbers:
        path = f"w{writer}/{i:05d}"
        notes.put(repo, "stress", path, {"schema": "note/1", "text": f"writer {writer} record {i}"})
        print(f"ack {path}", flush=True)
        if pause:
            time.sleep(pause)


def index_together(repo_path: str, barrier: str, count: int, worktree: bool) -> None:
    real_update = refs.update

    def update_after_everyone(*args: Any, **kwargs: Any) -> Any:
        Path(barrier, str(os.getpid())).touch()
        deadline = time.monotonic() + 120
        while len(os.listdir(barrier)) < count and time.monotonic() < deadline:
            time.sleep(0.01)
        return real_update(*args, **kwargs)

    refs.update = update_after_everyone  # type: ignore[assignment]
    report = indexing.index(Repo.discover(repo_path), worktree=worktree, workers=1)
    print(json.dumps(dataclasses.asdict(report)), flush=True)


if __name__ == "__main__":
    command, *args = sys.argv[1:]
    if command == "index":
        index_together(args[0], args[1], int(args[2]), args[3:] == ["worktree"])
    else:
        assert command == "append"
        append(args[0], args[1], int(args[2]), float(args[3]) if len(args) > 3 else 0.0)
