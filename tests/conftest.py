"""Shared fixtures: real git repositories in temporary folders, checked by ``git fsck``.

Every repository a test creates through ``make_repo`` (or ``make_indexed_repo``) is checked with
``git fsck --full`` when the test ends; a corrupt repository fails that test.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from .helpers import MakeIndexedRepo, MakeRepo, fsck, git, smp

# Isolate every test (and every subprocess it starts) from the user's git setup.
_HOME = Path(os.environ.get("PYTEST_SMP_HOME", "/tmp")) / f"smp-test-home-{os.getpid()}"
_HOME.mkdir(parents=True, exist_ok=True)
os.environ.update({
    "HOME": str(_HOME),
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_CONFIG_GLOBAL": str(_HOME / "gitconfig"),
    "GIT_AUTHOR_NAME": "Test Author",
    "GIT_AUTHOR_EMAIL": "author@example.com",
    "GIT_COMMITTER_NAME": "Test Author",
    "GIT_COMMITTER_EMAIL": "author@example.com",
    "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
})
(_HOME / "gitconfig").write_text("[user]\n\tname = Test Author\n\temail = author@example.com\n"
                                  "[init]\n\tdefaultBranch = main\n[protocol \"file\"]\n\tallow = always\n")


@pytest.fixture
def make_repo(tmp_path: Path) -> Iterator[MakeRepo]:
    created: list[Path] = []

    def make(name: str = "repo", *, bare: bool = False, files: dict[str, str] | None = None) -> Path:
        path = tmp_path / name
        if bare:
            git("init", "-q", "--bare", str(path), cwd=tmp_path)
        else:
            git("init", "-q", str(path), cwd=tmp_path)
            for rel, text in (files if files is not None else {"README.md": "hello\n"}).items():
                target = path / rel
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(text)
            git("add", "-A", cwd=path)
            git("commit", "-q", "--allow-empty", "-m", "initial", cwd=path)
        created.append(path)
        return path

    yield make
    for path in created:
        fsck(path)


@pytest.fixture
def make_indexed_repo(make_repo: MakeRepo) -> MakeIndexedRepo:
    """``make_repo``, then ``git smp init`` and ``git smp index`` in the new repository."""

    def make(name: str = "repo", *, files: dict[str, str] | None = None) -> Path:
        path = make_repo(name, files=files)
        smp("init", cwd=path)
        smp("index", cwd=path)
        return path

    return make


@pytest.fixture
def repo_path(make_repo: MakeRepo) -> Path:
    return make_repo()


def _git_dirs(root: Path) -> list[Path]:
    """Every repository under ``root``: folders with HEAD, objects/ and refs/."""
    found = []
    for head in root.rglob("HEAD"):
        folder = head.parent
        if (folder / "objects").is_dir() and (folder / "refs").is_dir() and folder.name != "worktrees":
            found.append(folder)
    return found


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Safety net: every repository any test created (by whatever means) passes fsck."""
    factory = getattr(session.config, "_tmp_path_factory", None)
    if factory is None or exitstatus not in (0, 1):
        return
    base = factory.getbasetemp()
    broken = []
    for git_dir in _git_dirs(base):
        if "/worktrees/" in str(git_dir):
            continue
        proc = subprocess.run(["git", "--git-dir", str(git_dir), "fsck", "--full", "--no-progress"],
                              capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            broken.append(f"{git_dir}: {proc.stderr.strip()[:300]}")
    if broken:
        print("\ngit fsck failed for repositories created by the tests:\n" + "\n".join(broken))
        session.exitstatus = 1
