"""Refs under pressure: purge with reflogs on, racing indexers, detached HEAD vs branch names."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from .helpers import MakeRepo, fsck, git, smp


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


WORKER = str(Path(__file__).with_name("workers.py"))
SOURCES = {"app/core.py": "from app.util import helper\n\n\ndef run():\n    return helper()\n",
           "app/util.py": "def helper():\n    return 1\n"}


def _index_at_once(path: Path, barrier: Path, count: int, *extra: str) -> list[dict[str, Any]]:
    """``count`` processes index at once; none moves the ref before all have built their snapshot."""
    barrier.mkdir()
    procs = [subprocess.Popen([sys.executable, WORKER, "index", str(path), str(barrier), str(count), *extra],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(count)]
    reports = []
    for proc in procs:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
        reports.append(json.loads(out))
    return reports


def _source_commits(path: Path, ref: str) -> list[str]:
    """The ``Smp-Source-Commit`` of every snapshot on the first-parent chain of ``ref``, newest first."""
    log = git("log", "--first-parent", "--format=%(trailers:key=Smp-Source-Commit,valueonly)%x00", ref, cwd=path)
    return [entry.strip() for entry in log.split("\0") if entry.strip()]


def test_racing_indexers_of_one_commit_write_one_snapshot(make_repo: MakeRepo, tmp_path: Path) -> None:
    path = make_repo("race", files=SOURCES)
    smp("init", cwd=path)
    head = git("rev-parse", "HEAD", cwd=path).strip()
    reports = _index_at_once(path, tmp_path / "barrier-1", 4)
    assert {r["snapshot"] for r in reports} == {git("rev-parse", "refs/smp/index/main", cwd=path).strip()}
    assert sorted(r["mode"] for r in reports) == ["cold", "unchanged", "unchanged", "unchanged"]
    assert _source_commits(path, "refs/smp/index/main") == [head]

    # The same on top of an existing chain, and through the CLI with no barrier at all.
    (path / "app" / "util.py").write_text("def helper():\n    return 2\n")
    git("commit", "-qam", "two", cwd=path)
    second = git("rev-parse", "HEAD", cwd=path).strip()
    reports = _index_at_once(path, tmp_path / "barrier-2", 4)
    assert sorted(r["mode"] for r in reports) == ["incremental", "unchanged", "unchanged", "unchanged"]
    (path / "app" / "util.py").write_text("def helper():\n    return 3\n")
    git("commit", "-qam", "three", cwd=path)
    third = git("rev-parse", "HEAD", cwd=path).strip()
    procs = [subprocess.Popen(["git", "smp", "index", "--json"], cwd=path, stdout=subprocess.PIPE, text=True)
             for _ in range(4)]
    assert all(json.loads(p.communicate(timeout=300)[0])["status"] == "ok" for p in procs)
    assert _source_commits(path, "refs/smp/index/main") == [third, second, head]

    # Work-tree snapshots: one commit, on the branch's newest snapshot.
    (path / "app" / "draft.py").write_text("def draft():\n    return 3\n")
    reports = _index_at_once(path, tmp_path / "barrier-3", 4, "worktree")
    assert len({r["snapshot"] for r in reports}) == 1
    assert sorted(r["mode"] for r in reports) == ["incremental", "unchanged", "unchanged", "unchanged"]
    assert git("rev-parse", "refs/smp/worktree/main^", cwd=path) == git("rev-parse", "refs/smp/index/main", cwd=path)
    assert git("rev-list", "--count", "refs/smp/index/main..refs/smp/worktree/main", cwd=path).strip() == "1"
    fsck(path)


def _answer(path: Path, rev: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(smp("show", "answer", *(["--rev", rev] if rev else []), "--json", cwd=path).stdout)
    return out


def test_detached_head_and_rev_snapshots_never_land_on_a_branch_named_like_them(make_repo: MakeRepo) -> None:
    path = make_repo("names", files={"app.py": "def answer():\n    return 'main'\n"})
    smp("init", cwd=path)
    commits = {"main": git("rev-parse", "HEAD", cwd=path).strip()}
    for name in ("detached", "_revs", "elsewhere"):
        git("checkout", "-q", "-b", name, "main", cwd=path)
        (path / "app.py").write_text(f"def answer():\n    return {name!r}\n")
        git("commit", "-qam", name, cwd=path)
        commits[name] = git("rev-parse", "HEAD", cwd=path).strip()
    git("checkout", "-q", "detached", cwd=path)
    assert json.loads(smp("index", "--json", cwd=path).stdout)["ref"] == "refs/smp/index/detached"
    assert json.loads(smp("index", "--rev", "_revs", "--json", cwd=path).stdout)["ref"] == "refs/smp/index/_revs"

    git("checkout", "-q", "--detach", "elsewhere", cwd=path)
    assert json.loads(smp("index", "--json", cwd=path).stdout)["ref"] == "refs/smp/index-detached"
    (path / "draft.py").write_text("def draft():\n    return 0\n")
    assert json.loads(smp("index", "--worktree", "--json", cwd=path).stdout)["ref"] == "refs/smp/worktree-detached"
    assert git("rev-parse", "refs/smp/worktree-detached^", cwd=path) == \
        git("rev-parse", "refs/smp/index-detached", cwd=path)
    assert json.loads(smp("index", "--rev", commits["main"], "--json", cwd=path).stdout)["ref"] == \
        "refs/smp/index-revs", "a commit id, not a branch name, and not HEAD"

    # Each chain holds only its own commits, and each query answers about its commit.
    chains = {ref: _source_commits(path, ref) for ref in ("refs/smp/index/detached", "refs/smp/index/_revs",
                                                           "refs/smp/index-detached", "refs/smp/index-revs")}
    assert chains == {"refs/smp/index/detached": [commits["detached"]], "refs/smp/index/_revs": [commits["_revs"]],
                      "refs/smp/index-detached": [commits["elsewhere"]], "refs/smp/index-revs": [commits["main"]]}
    for rev, expected in ((None, "elsewhere"), ("detached", "detached"), ("_revs", "_revs"), ("main", "main")):
        assert _answer(path, rev)["source"] == f"def answer():\n    return {expected!r}", rev
    status = {e["ref"]: e for e in json.loads(smp("status", "--json", cwd=path).stdout)["index"]}
    assert {ref: (e["branch"], e["stale"]) for ref, e in status.items()} == {
        "refs/smp/index/detached": ("detached", False), "refs/smp/index/_revs": ("_revs", False),
        "refs/smp/index-detached": ("(detached HEAD)", False), "refs/smp/index-revs": ("(--rev)", False)}
    git("commit", "-q", "--allow-empty", "-m", "on the detached HEAD", cwd=path)
    line = next(line for line in smp("status", cwd=path).stdout.splitlines() if "(detached HEAD) @ " in line)
    assert "stale: HEAD has moved on" in line
    git("checkout", "-q", "detached", cwd=path)
    assert _answer(path)["source"] == "def answer():\n    return 'detached'"
    assert _source_commits(path, "refs/smp/index/detached") == [commits["detached"]]
