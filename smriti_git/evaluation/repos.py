"""Finding the source repository of each task and the shared clones the harness indexes.

``--repos DIR`` is searched for ``<owner>+<name>/repo``, ``<owner>+<name>``,
``<owner>__<name>``, ``<owner>/<name>``, ``<name>`` and ``<name>.git`` (each a bare git
directory or a work tree with ``.git``); ``--repo-map FILE`` names them explicitly
(JSON ``{"owner/name": "/path/to/git/dir"}``).  The harness never touches the sources:
it makes one bare ``git clone --shared`` per repository under its work folder (objects
are borrowed through ``alternates``, nothing is checked out) and writes snapshots and
caches there only.

The clone keeps no branch or tag of the source, and no index snapshot of an earlier
run: before each task its ``HEAD`` is set to the task's base commit (:func:`point_head`)
and tasks run in commit-date order, so a method that reads history through refs
(``git log HEAD``, blame, memory of past commits, older snapshots) sees the past of the
base commit only, never the fix.  The borrowed object store still holds later commits
(and a reused clone keeps its parse cache, keyed by blob id); reaching them needs their
ids, i.e. deliberate cheating.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pygit2

from smriti_git.errors import InvalidArgument, SmpError
from smriti_git.model import layout
from smriti_git.services import namespace
from smriti_git.storage.repo import Repo


def git_dir(path: Path) -> Path | None:
    """The git directory at ``path`` (bare, or a work tree's ``.git``), if it is one."""
    for candidate in (path, path / ".git"):
        if (candidate / "HEAD").is_file() and (candidate / "objects").is_dir():
            return candidate
    return None


def candidates(repos_dir: Path, repo: str) -> list[Path]:
    owner, name = repo.split("/", 1)
    return [repos_dir / f"{owner}+{name}" / "repo", repos_dir / f"{owner}+{name}", repos_dir / f"{owner}__{name}",
            repos_dir / owner / name, repos_dir / name, repos_dir / f"{name}.git"]


def load_map(path: str | Path) -> dict[str, Path]:
    source = Path(path)
    try:
        data = json.loads(source.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise InvalidArgument(f"--repo-map {source}: {exc}") from None
    if not isinstance(data, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
        raise InvalidArgument(f"--repo-map {source}: expected a JSON object of \"owner/name\": \"path\"")
    return {k: Path(v).expanduser() for k, v in data.items()}


def find_source(repo: str, repos_dir: Path | None, repo_map: dict[str, Path] | None) -> Path | None:
    """The git directory holding ``repo`` (owner/name), or ``None``."""
    if repo_map is not None and repo in repo_map:
        return git_dir(repo_map[repo])
    if repos_dir is not None:
        for path in candidates(repos_dir, repo):
            found = git_dir(path)
            if found is not None:
                return found
    return None


def clone(source: Path, work_dir: Path, repo: str, fresh: bool = False) -> tuple[Repo, bool]:
    """A bare shared clone of ``source`` under ``work_dir``, initialised for smriti-git, and whether
    it was reused from an earlier run (made once, reused unless ``fresh``)."""
    target = work_dir / repo.replace("/", "+")
    if fresh and target.exists():
        shutil.rmtree(target)
    reused = (target / "HEAD").is_file()
    if not reused:
        if target.exists():
            shutil.rmtree(target)
        target.parent.mkdir(parents=True, exist_ok=True)
        proc = subprocess.run(["git", "clone", "-q", "--bare", "--shared", "--no-tags", str(source), str(target)],
                              capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            raise SmpError(f"could not clone {source}: {proc.stderr.strip()}")
    opened = Repo.discover(target)
    namespace.init(opened)
    for name in list(opened.git.references):
        if not name.startswith(layout.NAMESPACE) or layout.is_snapshot_ref(name):
            opened.git.references.delete(name)
    return opened, reused


BASE_BRANCH = "refs/heads/swebench-base"


def point_head(repo: Repo, sha: str) -> None:
    """Make ``HEAD`` (branch ``swebench-base``) the task's base commit: no ref leads past it."""
    git = repo.git
    commit = git.revparse_single(sha).peel(pygit2.Commit)
    git.references.create(BASE_BRANCH, commit.id, force=True)
    git.set_head(BASE_BRANCH)


def has_commit(git: pygit2.Repository, sha: str) -> bool:
    try:
        git.revparse_single(sha).peel(pygit2.Commit)
    except (KeyError, ValueError, pygit2.GitError, pygit2.InvalidSpecError):
        return False
    return True


def commit_time(git: pygit2.Repository, sha: str) -> int:
    commit = git.revparse_single(sha).peel(pygit2.Commit)
    assert isinstance(commit, pygit2.Commit)
    return int(commit.commit_time)
