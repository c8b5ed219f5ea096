"""Compare-and-swap ref updates."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygit2
import pytest

from smriti_git.errors import InvalidArgument, RefConflict
from smriti_git.storage import objects, refs
from smriti_git.storage.repo import Repo

from .helpers import MakeRepo, git


def _commit(repo: Repo, text: str, parents: list[pygit2.Oid] | None = None) -> pygit2.Oid:
    tree = objects.build_tree(repo.git, {"f.json": repo.git.create_blob(text.encode())})
    return objects.write_commit(repo.git, tree, parents or [], text + "\n", objects.signature("t", "t@t", 1))


def test_cas_creates_moves_and_refuses(repo_path: Path) -> None:
    repo = Repo.discover(repo_path)
    a, b, c = (_commit(repo, s) for s in "abc")
    refs.compare_and_swap(repo, "refs/smp/t", a, None)
    with pytest.raises(RefConflict, match="expected absent"):
        refs.compare_and_swap(repo, "refs/smp/t", b, None)
    refs.compare_and_swap(repo, "refs/smp/t", b, a)
    with pytest.raises(RefConflict):
        refs.compare_and_swap(repo, "refs/smp/t", c, a)
    assert refs.read(repo.git, "refs/smp/t") == b
    assert git("rev-parse", "refs/smp/t", cwd=repo_path).strip() == str(b)
    refs.compare_and_swap(repo, "refs/smp/t", None, b)
    assert refs.read(repo.git, "refs/smp/t") is None


def test_cas_sees_updates_made_by_git_itself(repo_path: Path) -> None:
    repo = Repo.discover(repo_path)
    a, b = _commit(repo, "a"), _commit(repo, "b")
    refs.compare_and_swap(repo, "refs/smp/t", a, None)
    git("update-ref", "refs/smp/t", str(b), cwd=repo_path)
    with pytest.raises(RefConflict):
        refs.compare_and_swap(repo, "refs/smp/t", a, a)
    git("pack-refs", "--all", cwd=repo_path)
    refs.compare_and_swap(repo, "refs/smp/t", a, b)
    assert git("rev-parse", "refs/smp/t", cwd=repo_path).strip() == str(a)


def test_multi_ref_swap_is_all_or_nothing(repo_path: Path) -> None:
    repo = Repo.discover(repo_path)
    a, b = _commit(repo, "a"), _commit(repo, "b")
    refs.compare_and_swap(repo, "refs/smp/x", a, None)
    with pytest.raises(RefConflict):
        refs.swap(repo, [refs.Swap("refs/smp/x", a, b), refs.Swap("refs/smp/y", a, b)])
    assert refs.read(repo.git, "refs/smp/x") == a and refs.read(repo.git, "refs/smp/y") is None
    refs.swap(repo, [refs.Swap("refs/smp/x", a, b), refs.Swap("refs/smp/y", None, b)])
    assert refs.read(repo.git, "refs/smp/x") == b == refs.read(repo.git, "refs/smp/y")


def test_update_reapplies_on_new_tip(repo_path: Path) -> None:
    repo = Repo.discover(repo_path)
    refs.compare_and_swap(repo, "refs/smp/t", _commit(repo, "base"), None)
    raced = False

    def apply(tip: pygit2.Oid | None) -> pygit2.Oid:
        nonlocal raced
        assert tip is not None
        if not raced:  # another writer gets in between our read and our swap
            raced = True
            refs.compare_and_swap(repo, "refs/smp/t", _commit(repo, "other", [tip]), tip)
        return _commit(repo, "mine", [tip])

    new = refs.update(repo, "refs/smp/t", apply)
    assert new is not None
    messages = [c.message.strip() for c in repo.git.walk(new)]
    assert messages == ["mine", "other", "base"]


def test_names_outside_namespace_are_refused(repo_path: Path) -> None:
    repo = Repo.discover(repo_path)
    with pytest.raises(InvalidArgument):
        refs.compare_and_swap(repo, "refs/heads/main", _commit(repo, "x"), None)
    with pytest.raises(InvalidArgument):
        refs.compare_and_swap(repo, "refs/smp/bad..name", _commit(repo, "x"), None)


def test_stale_lock_from_killed_writer_is_cleared(repo_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    repo = Repo.discover(repo_path)
    a = _commit(repo, "a")
    lock = repo.common_dir / "refs" / "smp" / "t.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text("garbage from a killed process\n")
    old = time.time() - 60
    os.utime(lock, (old, old))
    refs.compare_and_swap(repo, "refs/smp/t", a, None)
    assert refs.read(repo.git, "refs/smp/t") == a and not lock.exists()


def test_fresh_foreign_lock_is_waited_for(make_repo: MakeRepo, monkeypatch: pytest.MonkeyPatch) -> None:
    """A lock that a live git process may hold is never stolen: the writer waits, then says why."""
    repo = Repo.discover(make_repo())
    lock = repo.common_dir / "refs" / "smp" / "t.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text("held\n")
    monkeypatch.setattr(refs, "LOCK_WAIT_SECONDS", 0.3)
    monkeypatch.setattr(refs, "STALE_LOCK_SECONDS", 3600.0)
    with pytest.raises(refs.RefLocked, match="locked by another git process"):
        refs.compare_and_swap(repo, "refs/smp/t", _commit(repo, "a"), None)
    lock.unlink()
