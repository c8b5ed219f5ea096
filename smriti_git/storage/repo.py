"""Finding and opening the git repository the way git itself does.

Discovery asks ``git rev-parse``, so ``GIT_DIR``, ``GIT_WORK_TREE``, ``-C``, linked
worktrees, bare repositories and ``safe.directory`` behave exactly as in any git
command.  Everything smriti-git keeps outside git objects (caches, locks) lives under
``<common git dir>/smp/`` so that linked worktrees share it, like they share refs.
"""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

import pygit2

from smriti_git.errors import NotARepository, SmpError
from smriti_git.storage import signing
from smriti_git.storage.signing import KeyPair


def run_git(args: list[str], *, cwd: str | Path | None = None, input: bytes | None = None) -> str:
    """Run a git command and return its stdout; raise :class:`SmpError` on failure."""
    proc = subprocess.run(["git", *args], cwd=cwd, input=input, capture_output=True, check=False)
    if proc.returncode != 0:
        message = proc.stderr.decode("utf-8", "replace").strip().splitlines()
        raise SmpError(f"git {args[0]} failed: {message[-1] if message else f'exit {proc.returncode}'}")
    return proc.stdout.decode("utf-8", "surrogateescape")


def _path(output: str) -> str:
    """A path git printed on its own line (only the newline ending it is git's)."""
    return output.removesuffix("\n")


@dataclass
class Repo:
    """An open repository: the pygit2 handle plus the paths smriti-git needs."""

    git_dir: Path
    common_dir: Path
    bare: bool
    cwd: Path
    inside_work_tree: bool
    _pygit2: pygit2.Repository | None = field(default=None, repr=False)

    @classmethod
    def discover(cls, start: str | Path | None = None) -> Repo:
        """Open the repository that ``git`` would use when run in ``start``."""
        cwd = Path(start or os.getcwd()).resolve()
        args = ["rev-parse", "--path-format=absolute", "--git-dir", "--git-common-dir",
                "--is-bare-repository", "--is-inside-work-tree"]
        proc = subprocess.run(["git", *args], cwd=cwd, capture_output=True, check=False)
        if proc.returncode != 0:
            detail = proc.stderr.decode("utf-8", "replace").strip().splitlines()
            reason = detail[-1].removeprefix("fatal: ") if detail else "git rev-parse failed"
            raise NotARepository(reason if "not a git repository" in reason else f"not a git repository: {reason}")
        # A folder name may hold any byte but NUL, a newline too: decoded as git paths are
        # (PEP 383), and asked for one by one when the answers do not split into four lines.
        lines = proc.stdout.decode("utf-8", "surrogateescape").split("\n")
        bare, inside = lines[-3], lines[-2]
        if len(lines) == 5:
            git_dir, common_dir = lines[0], lines[1]
        else:
            git_dir, common_dir = (_path(run_git([*args[:2], flag], cwd=cwd)) for flag in args[2:4])
        return cls(Path(git_dir), Path(common_dir), bare == "true", cwd, inside == "true")

    @property
    def git(self) -> pygit2.Repository:
        if self._pygit2 is None:
            self._pygit2 = pygit2.Repository(str(self.git_dir))
        return self._pygit2

    @cached_property
    def work_tree(self) -> Path | None:
        """Top of the work tree, or ``None`` for a bare repository."""
        if not self.inside_work_tree:
            return None
        return Path(_path(run_git(["rev-parse", "--path-format=absolute", "--show-toplevel"], cwd=self.cwd)))

    @cached_property
    def signer(self) -> KeyPair | None:
        """The key this repository signs its smriti-git commits with (``git config
        smp.signingKey``, a key id in the user's key folder), or None: commits unsigned."""
        config = self.git.config
        if "smp.signingkey" not in config:
            return None
        return signing.load(str(config["smp.signingkey"]))

    @property
    def smp_dir(self) -> Path:
        """``<common dir>/smp``: caches, locks and other disposable local state."""
        return self.common_dir / "smp"

    def git_cmd(self, args: list[str], *, input: bytes | None = None) -> str:
        """Run ``git`` against this repository, whatever the caller's environment."""
        return run_git(["--git-dir", str(self.git_dir), *args], cwd=self.cwd, input=input)
