"""Host paths that callers name (a sandbox's workspace, a bound folder, an ELF file): resolved and confined.

Every path is resolved first, symbolic links included, so that a link cannot lead out
of where it seems to point.  Then two rules apply:

* **Secrets are never exposed, to anybody** (the operator's CLI included): the signing
  key folder (``storage/signing.py``'s ``key_dir``), the repository's git directory,
  and ``$HOME`` itself are refused, and so is any folder that contains the key folder
  or ``$HOME``.  A folder that contains the git directory (the work tree does) may be
  shown only by something that hides the git directory inside it: :func:`hidden` lists
  what a sandbox must mask.
* **A server's clients are confined** (``Confinement.client``): their paths must lie in
  the repository's work tree or in a folder the server's operator allowed on its
  command line (``git smp serve --allow-path DIR``).  The operator's own CLI is not.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from smriti_git.errors import InvalidArgument
from smriti_git.storage import signing
from smriti_git.storage.repo import Repo


@dataclass(frozen=True)
class Confinement:
    """Who is asking: the operator (``client=False``: the CLI) or a server's client, and
    which extra host folders the server's operator allowed for its clients."""

    client: bool = False
    allowed: tuple[str, ...] = field(default_factory=tuple)


OPERATOR = Confinement()


def inside(path: str, folder: str) -> bool:
    """Whether ``path`` is ``folder`` or lies under it (both resolved)."""
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def secrets(repo: Repo) -> list[str]:
    """The resolved folders whose content must never be seen through a caller's path:
    the key folder and the git directories (``$HOME`` is refused as a whole, not its content)."""
    found = {os.path.realpath(signing.key_dir()), os.path.realpath(repo.git_dir), os.path.realpath(repo.common_dir)}
    return sorted(found)


def home() -> str | None:
    try:
        return os.path.realpath(Path.home())
    except RuntimeError:     # no home folder known for this user
        return None


def hidden(repo: Repo, visible: list[str]) -> list[str]:
    """The secret folders that lie inside one of the ``visible`` (resolved) folders: a
    sandbox that shows those folders must mask these."""
    return [s for s in secrets(repo) if any(inside(s, v) and s != v for v in visible)]


def resolve(repo: Repo, path: str, what: str, confinement: Confinement = OPERATOR) -> str:
    """``path`` (relative to the caller's folder) resolved, symbolic links included, or an
    ``InvalidArgument`` that names ``what`` and says why it is refused."""
    resolved = os.path.realpath(os.path.join(repo.cwd, path))
    keys = os.path.realpath(signing.key_dir())
    if inside(resolved, keys) or inside(keys, resolved):
        raise InvalidArgument(f"{what} {path}: refused, it would expose the signing key folder ({keys})")
    for git in {os.path.realpath(repo.git_dir), os.path.realpath(repo.common_dir)}:
        if inside(resolved, git):
            raise InvalidArgument(f"{what} {path}: refused, it lies in the git directory ({git})")
    own = home()
    if own is not None and inside(own, resolved):
        raise InvalidArgument(f"{what} {path}: refused, it is or contains the home folder ({own})")
    if confinement.client:
        roots = ([os.path.realpath(repo.work_tree)] if repo.work_tree is not None else []) + \
            [os.path.realpath(a) for a in confinement.allowed]
        if not any(inside(resolved, root) for root in roots):
            raise InvalidArgument(f"{what} {path}: refused, a server's clients may name only paths inside the "
                                  "repository's work tree or a folder its operator allowed "
                                  "(git smp serve --allow-path DIR)")
    return resolved
