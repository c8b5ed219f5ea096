"""Staying current (hooks, watch) and the structural diff between two commits."""

from __future__ import annotations

import json
import os
import subprocess
import time

import pytest

from smriti_git.services import snapshots, structdiff
from smriti_git.storage.repo import Repo

from .helpers import MakeRepo, git, smp, write_files

BASE = {
    "lib/a.py": "def keep():\n    return 1\n\n\ndef change(x):\n    return x\n\n\ndef gone():\n    return keep()\n",
    "lib/b.py": "from lib.a import keep, change\n\n\ndef user():\n    return change(keep())\n\n\n"
                "def mover():\n    return 42\n",
    **{f"other/m{i}.py": f"def f{i}():\n    return {i}\n" for i in range(30)},
}


def test_structural_diff_reports_known_changes(make_repo: MakeRepo) -> None:
    path = make_repo("d", files=BASE)
    smp("init", cwd=path)
    write_files(path, {
        "lib/a.py": "def keep():\n    return 1\n\n\ndef change(x, y=0):\n    return x + y\n\n\n"
                    "def fresh():\n    return keep()\n",
        "lib/b.py": "from lib.a import keep, change\n\n\ndef user():\n    return change(keep())\n",
        "lib/c.py": "def mover():\n    return 42\n",
    })
    git("add", "-A", cwd=path)
    git("commit", "-q", "-m", "edit", cwd=path)
    out = json.loads(smp("diff", "HEAD~1", "HEAD", "--json", cwd=path).stdout)
    changes = {(c["change"], c["id"]) for c in out["symbols"]}
    assert changes == {
        ("removed", "lib/a.py::gone()"),
        ("moved", "lib/c.py::mover()"),
        ("changed", "lib/a.py::change()"),
        ("added", "lib/a.py::fresh()"),
        ("added", "lib/c.py"),
    }
    moved = next(c for c in out["symbols"] if c["change"] == "moved")
    assert moved["old_id"] == "lib/b.py::mover()"
    changed = next(c for c in out["symbols"] if c["change"] == "changed")
    assert changed["signature_before"] == "def change(x)" and changed["signature_after"] == "def change(x, y=0)"
    assert out["signature_changes"] == ["lib/a.py::change()"]
    edges = {(e["change"], e["kind"], e["src"], e["dst"]) for e in out["edges"]}
    assert ("lost", "CALLS", "lib/a.py::gone()", "lib/a.py::keep()") in edges
    assert ("gained", "CALLS", "lib/a.py::fresh()", "lib/a.py::keep()") in edges
    assert out["files_changed"] == ["lib/a.py", "lib/b.py", "lib/c.py"]
    assert out["symbol_counts"] == {"returned": 5, "total": 5, "truncated": False}
    # Only the changed shards were opened: 2 + 2 + 1 of 33.
    repo = Repo.discover(path)
    result = structdiff.diff(repo, snapshots.resolve(repo, "HEAD~1"), snapshots.resolve(repo, "HEAD"))
    assert result.shards_read == 5
    limited = json.loads(smp("diff", "HEAD~1", "--limit", "2", "--json", cwd=path).stdout)
    assert limited["symbol_counts"] == {"returned": 2, "total": 5, "truncated": True}
    status = json.loads(smp("status", "--json", cwd=path).stdout)
    by_branch = {e["branch"]: e for e in status["index"]}
    assert by_branch["main"]["stale"] is False, "indexing an older commit must not make the branch look stale"
    assert by_branch["(--rev)"]["ref"] == "refs/smp/index-revs" and by_branch["(--rev)"]["stale"] is False


def test_install_hooks_chains_existing_hooks_and_indexes(make_repo: MakeRepo) -> None:
    path = make_repo("h", files={"x.py": "def a():\n    return 1\n"})
    smp("init", cwd=path)
    user_hook = path / ".git" / "hooks" / "post-commit"
    user_hook.write_text("#!/bin/sh\necho user-hook-ran >> \"$(git rev-parse --git-dir)/user-hook.log\"\n")
    user_hook.chmod(0o755)
    out = json.loads(smp("install-hooks", "--json", cwd=path).stdout)
    actions = {h["hook"]: h["action"] for h in out["hooks"]}
    assert actions == {"post-commit": "chained", "post-merge": "installed", "post-checkout": "installed",
                       "post-rewrite": "installed"}
    assert (path / ".git" / "hooks" / "post-commit.smp-chained").exists()
    again = json.loads(smp("install-hooks", "--json", cwd=path).stdout)
    assert {h["action"] for h in again["hooks"]} == {"updated"}
    (path / "x.py").write_text("def a():\n    return 2\n")
    git("commit", "-qam", "change", cwd=path)
    head = git("rev-parse", "HEAD", cwd=path).strip()
    assert (path / ".git" / "user-hook.log").read_text() == "user-hook-ran\n"
    deadline = time.time() + 60
    while time.time() < deadline:
        message = git("log", "-1", "--format=%B", "refs/smp/index/main", cwd=path, check=False)
        if f"Smp-Source-Commit: {head}" in message:
            break
        time.sleep(0.2)
    else:
        pytest.fail("the post-commit hook did not index the new commit")
    removed = json.loads(smp("install-hooks", "--remove", "--json", cwd=path).stdout)
    assert {h["hook"]: h["action"] for h in removed["hooks"]}["post-commit"] == "restored"
    assert "user-hook-ran" in user_hook.read_text() and not (path / ".git" / "hooks" / "post-merge").exists()


def test_hooks_respect_core_hookspath(make_repo: MakeRepo) -> None:
    path = make_repo("hp")
    smp("init", cwd=path)
    git("config", "core.hooksPath", "githooks", cwd=path)
    smp("install-hooks", cwd=path)
    assert (path / "githooks" / "post-commit").exists()
    assert not (path / ".git" / "hooks" / "post-commit").exists()


def test_watch_indexes_new_commits_and_worktree(make_repo: MakeRepo) -> None:
    path = make_repo("w", files={"x.py": "def a():\n    return 1\n"})
    smp("init", cwd=path)
    proc = subprocess.Popen(["git", "smp", "watch", "--interval", "0.2", "--worktree"], cwd=path,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=dict(os.environ))
    try:
        def wait_for(ref: str, needle: str) -> None:
            deadline = time.time() + 60
            while time.time() < deadline:
                if needle in git("log", "-1", "--format=%B", ref, cwd=path, check=False):
                    return
                time.sleep(0.1)
            pytest.fail(f"watch did not update {ref}")

        head = git("rev-parse", "HEAD", cwd=path).strip()
        wait_for("refs/smp/index/main", head)
        (path / "y.py").write_text("def b():\n    return 2\n")
        wait_for("refs/smp/worktree/main", "Smp-Source-Kind: worktree")
        git("add", "-A", cwd=path)
        git("commit", "-qm", "add y", cwd=path)
        wait_for("refs/smp/index/main", git("rev-parse", "HEAD", cwd=path).strip())
    finally:
        proc.terminate()
        proc.communicate(timeout=30)
    tree = git("ls-tree", "-r", "--name-only", "refs/smp/index/main", cwd=path)
    assert "files/y.py.json" in tree
