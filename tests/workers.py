"""Writer processes for the concurrency and crash tests (run as ``python workers.py``).

``append REPO WRITER COUNT``: put COUNT notes ``w<WRITER>/<i>`` one by one, printing
``ack <path>`` (flushed) only after each put has returned, i.e. after the ref moved.
``COUNT`` of 0 means: keep going until killed.  An optional PAUSE (seconds) is slept
between puts, to keep the killed writers' repositories small enough to fsck quickly.
"""

from __future__ import annotations

import itertools
import sys
import time

from smriti_git.services import notes
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


if __name__ == "__main__":
    command, *args = sys.argv[1:]
    assert command == "append"
    append(args[0], args[1], int(args[2]), float(args[3]) if len(args) > 3 else 0.0)
