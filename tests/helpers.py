"""Helpers shared by the tests: run git and ``git smp`` for real, check repositories."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

SHOP = Path(__file__).parent / "fixtures" / "linking" / "python"
"""The hand-labelled Python ``shop`` project."""


def git(*args: str, cwd: Path, input: bytes | None = None, check: bool = True) -> str:
    proc = subprocess.run(["git", *args], cwd=cwd, input=input, capture_output=True, check=False)
    if check and proc.returncode != 0:
        raise AssertionError(f"git {' '.join(args)} failed: {proc.stderr.decode()}")
    return proc.stdout.decode()


def write_files(path: Path, files: dict[str, str | None]) -> None:
    """Write ``files`` (relative path -> text) under ``path``; ``None`` deletes the file."""
    for rel, text in files.items():
        if text is None:
            (path / rel).unlink()
        else:
            (path / rel).parent.mkdir(parents=True, exist_ok=True)
            (path / rel).write_text(text)


def fsck(path: Path) -> None:
    proc = subprocess.run(["git", "fsck", "--full", "--no-progress"], cwd=path, capture_output=True, check=False)
    assert proc.returncode == 0, f"git fsck failed in {path}:\n{proc.stdout.decode()}{proc.stderr.decode()}"
    errors = [line for line in proc.stderr.decode().splitlines() if line.startswith(("error", "fatal"))]
    assert not errors, f"git fsck reported errors in {path}: {errors}"


def smp(*args: str, cwd: Path, input: str | None = None, env: dict[str, str] | None = None,
        check: bool = True) -> subprocess.CompletedProcess[str]:
    """Run ``git smp`` for real: git finds ``git-smp`` on PATH, as for a user."""
    proc = subprocess.run(["git", "smp", *args], cwd=cwd, input=input, capture_output=True, text=True,
                          check=False, env={**os.environ, **(env or {})})
    if check and proc.returncode != 0:
        raise AssertionError(f"git smp {' '.join(args)} exited {proc.returncode}: {proc.stderr}{proc.stdout}")
    return proc


def commit_and_compare_with_cold(repo: Path, tmp_path: Path, name: str, files: dict[str, str | None]) -> None:
    """Commit ``files`` in an indexed ``repo``, index it incrementally, and check that the snapshot is
    byte for byte the one a cold index of the same commit in a fresh clone writes."""
    write_files(repo, files)
    git("add", "-A", cwd=repo)
    git("commit", "-q", "-m", name, cwd=repo)
    commit = git("rev-parse", "HEAD", cwd=repo).strip()
    assert json.loads(smp("index", "--json", cwd=repo).stdout)["mode"] == "incremental"
    cold = tmp_path / f"cold-{name.replace(' ', '-')}"
    git("clone", "-q", "--no-local", str(repo), str(cold), cwd=tmp_path)
    smp("init", cwd=cold)
    smp("index", "--rev", commit, "--branch", "cold", cwd=cold)
    assert git("rev-parse", "refs/smp/index/cold^{tree}", cwd=cold) == \
        git("rev-parse", "refs/smp/index/main^{tree}", cwd=repo), f"after {name!r}"


def shop_repo(parent: Path, *, index: bool) -> Path:
    """A copy of ``SHOP`` at ``parent/shop`` as a git repository with one commit, after ``git smp init``
    (and ``git smp index`` when ``index``)."""
    path = parent / "shop"
    shutil.copytree(SHOP, path)
    git("init", "-q", str(path), cwd=parent)
    git("add", "-A", cwd=path)
    git("commit", "-q", "-m", "shop", cwd=path)
    smp("init", cwd=path)
    if index:
        smp("index", cwd=path)
    return path


MakeRepo = Callable[..., Path]
MakeIndexedRepo = Callable[..., Path]
