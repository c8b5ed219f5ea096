"""Writes work in bare repositories, linked worktrees and under GIT_DIR / GIT_WORK_TREE,
and never touch the user's work tree, index or HEAD."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from smriti_git.errors import NotARepository
from smriti_git.storage.repo import Repo

from .helpers import MakeRepo, git, smp


def _user_state(path: Path) -> tuple[str, str, str, str]:
    index = path / ".git" / "index"
    return (git("rev-parse", "HEAD", cwd=path), git("symbolic-ref", "HEAD", cwd=path),
            git("status", "--porcelain", "--untracked-files=all", cwd=path),
            hashlib.sha256(index.read_bytes()).hexdigest())


def _put_and_get(cwd: Path, env: dict[str, str] | None = None) -> None:
    smp("init", cwd=cwd, env=env)
    smp("note", "put", "x/y", "hello", cwd=cwd, env=env)
    got = json.loads(smp("note", "get", "x/y", "--json", cwd=cwd, env=env).stdout)
    assert got["record"]["text"] == "hello"


def test_writes_leave_work_tree_index_and_head_alone(make_repo: MakeRepo) -> None:
    path = make_repo(files={"a.py": "x = 1\n", "b/c.txt": "c\n"})
    (path / "a.py").write_text("x = 2\n")  # an uncommitted change must survive
    (path / "untracked.txt").write_text("u\n")
    git("add", "a.py", cwd=path)
    (path / "a.py").write_text("x = 3\n")
    before = _user_state(path)
    _put_and_get(path)
    assert _user_state(path) == before
    assert (path / "a.py").read_text() == "x = 3\n"


def test_bare_repository(make_repo: MakeRepo) -> None:
    path = make_repo("bare.git", bare=True)
    _put_and_get(path)
    assert Repo.discover(path).bare


def test_linked_worktree_shares_the_store(make_repo: MakeRepo, tmp_path: Path) -> None:
    main = make_repo()
    git("worktree", "add", "-q", str(tmp_path / "wt"), cwd=main)
    _put_and_get(tmp_path / "wt")
    assert git("rev-parse", "refs/smp/notes/default", cwd=main).strip()
    repo = Repo.discover(tmp_path / "wt")
    assert repo.common_dir == (main / ".git").resolve() and repo.smp_dir == repo.common_dir / "smp"
    assert repo.work_tree == (tmp_path / "wt").resolve()


def test_git_dir_and_work_tree_from_environment(make_repo: MakeRepo, tmp_path: Path) -> None:
    path = make_repo()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {"GIT_DIR": str(path / ".git"), "GIT_WORK_TREE": str(path)}
    _put_and_get(elsewhere, env)
    assert git("rev-parse", "refs/smp/notes/default", cwd=path).strip()


def test_works_from_a_subfolder(make_repo: MakeRepo) -> None:
    path = make_repo(files={"deep/er/file.txt": "x\n"})
    _put_and_get(path / "deep" / "er")


def test_outside_a_repository(tmp_path: Path) -> None:
    with pytest.raises(NotARepository, match="not a git repository"):
        Repo.discover(tmp_path)
