"""``history`` follows a symbol through moves and renames, as ``diff`` does, and
``history --backfill N`` shows the past of a repository indexed once only at HEAD
(past commits indexed on ``refs/smp/index-revs``; the branch's index ref stays put)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .helpers import MakeIndexedRepo, MakeRepo, git, smp, write_files

CORE = "def helper():\n    return {}\n\n\ndef other():\n    return helper()\n"
USER = "from pkg.{} import helper\n\n\ndef other():\n    return helper()\n"


def _q(repo: Path, *args: str) -> Any:
    return json.loads(smp(*args, "--json", cwd=repo).stdout)


def _commit(repo: Path, message: str, files: dict[str, str | None]) -> str:
    write_files(repo, files)
    git("add", "-A", cwd=repo)
    git("commit", "-qm", message, cwd=repo)
    return git("rev-parse", "HEAD", cwd=repo).strip()


def _moving_history(repo: Path, index_each: bool) -> dict[str, str]:
    """c2 changes helper's body, c3 touches another file, c4 moves helper to pkg/util.py,
    c5 renames pkg/util.py to pkg/tools.py, c6 changes helper's body again."""
    commits = {"c1": git("rev-parse", "HEAD", cwd=repo).strip()}
    steps: list[tuple[str, dict[str, str | None]]] = [
        ("c2", {"pkg/core.py": CORE.format(2)}),
        ("c3", {"pkg/misc.py": "X = 1\nY = 2\n"}),
        ("c4", {"pkg/core.py": USER.format("util"), "pkg/util.py": "def helper():\n    return 2\n"}),
        ("c5", {"pkg/util.py": None, "pkg/core.py": USER.format("tools"),
                "pkg/tools.py": "def helper():\n    return 2\n"}),
        ("c6", {"pkg/tools.py": "def helper():\n    return 3\n"}),
    ]
    for name, files in steps:
        commits[name] = _commit(repo, name, files)
        if index_each:
            smp("index", cwd=repo)
    return commits


FILES = {"pkg/__init__.py": "", "pkg/core.py": CORE.format(1), "pkg/misc.py": "X = 1\n"}
EXPECTED = [("changed", "c6", None), ("moved", "c5", "pkg/util.py::helper()"),
            ("moved", "c4", "pkg/core.py::helper()"), ("changed", "c2", None), ("added", "c1", None)]


def _summary(out: Any, commits: dict[str, str]) -> list[tuple[str, str, str | None]]:
    names = {sha: name for name, sha in commits.items()}
    return [(c["change"], names.get(c["source_commit"], c["source_commit"]), c["moved_from"]) for c in out["changes"]]


def test_history_follows_moves_and_renames_along_the_chain(make_indexed_repo: MakeIndexedRepo) -> None:
    repo = make_indexed_repo("chain", files=FILES)
    commits = _moving_history(repo, index_each=True)
    diff = smp("diff", commits["c3"], commits["c4"], cwd=repo).stdout
    assert "moved    function  pkg/util.py::helper() (from pkg/core.py::helper())" in diff
    out = _q(repo, "history", "pkg/tools.py::helper()")
    assert _summary(out, commits) == [(c, n, m) for c, n, m in EXPECTED]
    assert out["changes"][1]["id"] == "pkg/tools.py::helper()" and out["changes"][2]["id"] == "pkg/util.py::helper()"
    assert out["changes"][2]["before"] == commits["c3"]
    assert out["snapshots_examined"] == 6
    text = smp("history", "helper", cwd=repo).stdout
    assert "moved    " in text and "(from pkg/core.py::helper())" in text


def test_backfill_shows_the_past_of_a_repository_indexed_once(make_repo: MakeRepo) -> None:
    repo = make_repo("once", files=FILES)
    commits = _moving_history(repo, index_each=False)
    smp("init", cwd=repo)
    smp("index", cwd=repo)
    branch_ref = "refs/smp/index/main"
    tip = git("rev-parse", branch_ref, cwd=repo).strip()

    plain = _q(repo, "history", "helper")
    assert [c["change"] for c in plain["changes"]] == ["added"] and plain["snapshots_examined"] == 1
    assert "--backfill" in smp("history", "helper", cwd=repo).stdout

    out = _q(repo, "history", "helper", "--backfill", "20")
    assert _summary(out, commits) == EXPECTED and out["status"] == "ok"
    assert out["backfilled"] == 5          # c1..c5: c3 as the parent of the commit that moved helper
    assert git("rev-parse", branch_ref, cwd=repo).strip() == tip, "the branch's index ref did not move"
    assert git("rev-list", "--count", branch_ref, cwd=repo).strip() == "1"
    revs = git("log", "--format=%s", "refs/smp/index-revs", cwd=repo)
    assert all(f"index {commits[c][:12]} " in revs for c in ("c1", "c2", "c3", "c4", "c5")), revs
    assert _q(repo, "status")["status"] == "ok"

    again = _q(repo, "history", "helper", "--backfill", "20")
    assert again["backfilled"] == 0 and _summary(again, commits) == EXPECTED   # snapshots reused
    assert again["changes"] == out["changes"]
    diff = _q(repo, "symbol-diff", "helper", commits["c3"], commits["c4"])
    assert diff["change"] == "moved"


def test_backfill_stops_after_n_commits(make_repo: MakeRepo) -> None:
    repo = make_repo("bounded", files=FILES)
    commits = _moving_history(repo, index_each=False)
    smp("init", cwd=repo)
    smp("index", cwd=repo)
    out = _q(repo, "history", "helper", "--backfill", "1")
    assert out["snapshots_examined"] == 2 and out["backfilled"] == 1
    assert _summary(out, commits) == [("changed", "c6", None), ("added", "c5", None)]
    assert out["status"] == "partial" and "raise --backfill" in out["message"]
    bad = smp("history", "helper", "--backfill", "-1", cwd=repo, check=False)
    assert bad.returncode == 2 and "backfill" in bad.stderr
