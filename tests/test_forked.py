"""The cold index's link in forked children (``index/forked.py``): the same snapshot, byte for
byte, as linking in one process; an error in a child reaches the caller; other threads keep
the work in this process."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from smriti_git.index import forked
from smriti_git.services import indexing, namespace
from smriti_git.storage.repo import Repo

from .helpers import MakeRepo, git, smp


def _c_project(count: int) -> dict[str, str]:
    """``count`` C files in a chain: each declares its function in a header and calls the
    previous file's, so every file's edges depend on the others' definitions."""
    files: dict[str, str] = {}
    for i in range(count):
        files[f"src/m{i}.h"] = f"int f{i}(int x);\n"
        call = f"f{i - 1}(x) + " if i else ""
        include = f'#include "m{i - 1}.h"\n' if i else ""
        files[f"src/m{i}.c"] = f'#include "m{i}.h"\n{include}\nint f{i}(int x) {{ return {call}x; }}\n'
    return files


def _cold_index(path: Path, workers: int) -> str:
    repo = Repo.discover(path)
    namespace.init(repo)
    indexing.index(repo, "HEAD", workers=workers)
    return git("rev-parse", "refs/smp/index/main^{tree}", cwd=path).strip()


def test_forked_link_writes_the_same_snapshot_as_one_process(make_repo: MakeRepo) -> None:
    files = _c_project(130)   # 260 files: over forked.MIN_ITEMS, so two workers fork
    assert len(files) >= forked.MIN_ITEMS and forked.can_fork(2, len(files))
    one = _cold_index(make_repo("one", files=files), workers=1)
    path = make_repo("two", files=files)
    assert _cold_index(path, workers=2) == one
    assert "src/m4.c::f4()" in smp("callers", "src/m3.c::f3()", cwd=path).stdout   # the join, linked in a child


def _square(item: str) -> int:
    return int(item) ** 2


def _fail_on_seven(item: str) -> int:
    if item == "7":
        raise ValueError("seven")
    return int(item)


def test_forked_map_keeps_order_and_raises_a_childs_error() -> None:
    items = [str(i) for i in range(forked.MIN_ITEMS + 37)]
    assert forked.can_fork(2, len(items))
    assert list(forked.forked_map(_square, items, 2)) == [i * i for i in range(len(items))]
    with pytest.raises(ValueError, match="seven"):
        list(forked.forked_map(_fail_on_seven, items, 2))


def test_forked_map_stays_in_this_process_beside_other_threads() -> None:
    items = [str(i) for i in range(forked.MIN_ITEMS)]
    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:
        assert not forked.can_fork(2, len(items))
        seen: list[int] = []

        def record(item: str) -> int:
            seen.append(int(item))
            return int(item)
        assert list(forked.forked_map(record, items, 2)) == list(range(len(items)))
        assert seen == list(range(len(items)))   # run here: a child's appends would not show
    finally:
        stop.set()
        other.join()
    assert not forked.can_fork(1, len(items)) and not forked.can_fork(2, forked.MIN_ITEMS - 1)
