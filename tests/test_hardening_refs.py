"""Refs under pressure: purge with reflogs on, racing indexers, detached HEAD vs branch names."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from .helpers import MakeRepo, git, smp


def _all_objects(path: Path) -> bytes:
    """Every object of the repository, decompressed (loose and packed, reachable or not)."""
    proc = subprocess.run(["git", "cat-file", "--batch-all-objects", "--batch"], cwd=path, capture_output=True,
                          check=True)
    return proc.stdout


def _files_holding(folder: Path, needle: bytes) -> list[str]:
    return sorted(str(f.relative_to(folder)) for f in folder.rglob("*") if f.is_file() and needle in f.read_bytes())


def _reflog(path: Path, ref: str) -> list[list[str]]:
    """Entries of a reflog, oldest first: [old, new, message]."""
    text = (path / ".git" / "logs" / ref).read_text()
    return [[*line.split(" ", 2)[:2], line.split("\t", 1)[1]] for line in text.splitlines()]


def test_purge_leaves_no_copy_in_reflogs_or_anywhere_in_git_dir(make_repo: MakeRepo, tmp_path: Path) -> None:
    path = make_repo("purge")
    git("config", "core.logAllRefUpdates", "always", cwd=path)
    smp("init", cwd=path)
    smp("remember", "the build runs on python 3.11", cwd=path)
    secret = "the deploy key is kangaroo-7731"
    eid = json.loads(smp("remember", secret, "--tags", "ops", "--json", cwd=path).stdout)["engram"]["id"]
    smp("memory", "branch", "side", cwd=path)
    smp("correct", eid, "the deploy key is now wombat-4452", cwd=path)
    # A commit that only a reflog still names: the ref is rewound past it by plain git.
    rewound = git("rev-parse", "refs/smp/memory/default/main", cwd=path).strip()
    git("update-ref", "refs/smp/memory/default/main", "refs/smp/memory/default/main~1", cwd=path)
    smp("remember", "tests live in tests/", "--json", cwd=path)
    assert json.loads(smp("recall", "deploy key", "--json", cwd=path).stdout)["engrams"]
    smp("clusters", cwd=path)
    git("pack-refs", "--all", cwd=path)
    user_logs = {ref: (path / ".git" / "logs" / ref).read_bytes() for ref in ("HEAD", "refs/heads/main")}
    assert b"kangaroo-7731" in _all_objects(path) and rewound in (path / ".git" / "logs" / "refs" / "smp" /
                                                                  "memory" / "default" / "main").read_text()

    # Purge from a linked worktree: the reflogs live in the common git dir.
    linked = tmp_path / "linked"
    git("worktree", "add", "-q", "--detach", str(linked), cwd=path)
    out = json.loads(smp("forget", eid, "--purge", "--json", cwd=linked).stdout)
    assert out["purged"] and out["branches"] == ["main", "side"]
    git("gc", "-q", "--prune=now", cwd=path)            # no `git reflog expire` first

    for needle in (b"kangaroo-7731", b"wombat-4452"):
        assert needle not in _all_objects(path), "no object, reachable or not, holds the content"
        assert _files_holding(path / ".git", needle) == []
    assert b"python 3.11" in _all_objects(path), "the other facts stay"
    for ref, before in user_logs.items():
        assert (path / ".git" / "logs" / ref).read_bytes() == before, f"{ref}'s reflog is not touched"
    main_log = _reflog(path, "refs/smp/memory/default/main")
    assert main_log[0][0] == "0" * 40 and main_log[0][2] == "smp memory default", "entries before the fact stay"
    assert main_log[-1][0] == "0" * 40 and main_log[-1][2] == f"smp memory purge {eid}"
    assert rewound not in {oid for entry in main_log for oid in entry[:2]}
    listed = json.loads(smp("recall", "--mode", "list", "--json", cwd=path).stdout)["engrams"]
    assert sorted(e["content"] for e in listed) == ["tests live in tests/", "the build runs on python 3.11"]
    assert git("reflog", "show", "refs/smp/memory/default/side", cwd=path).strip()
