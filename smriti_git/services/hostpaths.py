"""Host paths that callers name (a sandbox's workspace, a bound folder, an ELF file): resolved and confined.

Every path is resolved first, symbolic links included, so that a link cannot lead out
of where it seems to point.  Then two rules apply:

* **Secrets are never exposed, to anybody** (the operator's CLI included): the signing
  key folder (``storage/signing.py``'s ``key_dir``), the repository's git directory,
  and the home folder itself (``$HOME``, and the user's home in the password database)
  are refused, and so is any folder that contains the key folder or a home folder.  A
  folder that contains the git directory (the work tree does) may be shown only by
  something that hides the git directory inside it: :func:`guarded` lists what a
  sandbox must never show, :func:`masked` which of those lie inside the folders it
  shows (and must be masked there), :func:`hidden` both at once.
* **A server's clients are confined** (``Confinement.client``): their paths must lie in
  the repository's work tree or in a folder the server's operator allowed on its
  command line (``git smp serve --allow-path DIR``).  The operator's own CLI is not.
"""

from __future__ import annotations

import contextlib
import os
import pwd
from dataclasses import dataclass, field
from pathlib import Path

from smriti_git.errors import InvalidArgument, SmpError
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


def homes() -> list[str]:
    """The resolved home folders of this process's user: ``$HOME``, and the one the
    password database names (they differ under ``sudo -E`` or a test's ``HOME``)."""
    found = set()
    with contextlib.suppress(RuntimeError):     # no home folder known for this user
        found.add(os.path.realpath(Path.home()))
    with contextlib.suppress(KeyError):
        found.add(os.path.realpath(pwd.getpwuid(os.getuid()).pw_dir))
    return sorted(found - {"/"})                # a daemon's HOME=/ is no secret folder


def home() -> str | None:
    """The resolved ``$HOME`` (None when unknown)."""
    try:
        return os.path.realpath(Path.home())
    except RuntimeError:     # no home folder known for this user
        return None


def guarded(repo: Repo) -> list[str]:
    """Every resolved folder a sandbox must never show: the secrets and the home folders."""
    return sorted({*secrets(repo), *homes()})


def masked(guarded: list[str], visible: list[str]) -> list[str]:
    """The ``guarded`` folders that lie strictly inside one of the ``visible`` (resolved)
    folders: what a view that shows those folders must mask."""
    return sorted(g for g in guarded if any(inside(g, v) and g != v for v in visible))


def masks(guarded: list[str], visible: list[str]) -> list[str]:
    """The existing folders a view that shows ``visible`` must cover so that none of the
    ``guarded`` ones shows: each guarded folder inside a visible one, or, where it does
    not exist yet, its nearest existing ancestor inside that visible folder (created
    empty, mode 0700, when that would be the visible folder itself), so that a key
    folder made later cannot appear in a sandbox that is already running."""
    found = set()
    for path in masked(guarded, visible):
        top = max((v for v in visible if inside(path, v) and path != v), key=len)
        target = path
        while not os.path.lexists(target) and os.path.dirname(target) != top:
            target = os.path.dirname(target)
        if not os.path.lexists(target):
            try:
                os.mkdir(target, 0o700)
            except OSError as exc:
                raise SmpError(f"cannot hide {path} in the sandbox: {exc.strerror}") from None
        if os.path.islink(target) or not os.path.isdir(target):
            raise SmpError(f"cannot hide {path} in the sandbox: {target} is not a folder")
        found.add(target)
    return sorted(m for m in found if not any(inside(m, o) and m != o for o in found))


def hidden(repo: Repo, visible: list[str]) -> list[str]:
    """The guarded folders that lie inside one of the ``visible`` (resolved) folders: a
    sandbox that shows those folders must mask these."""
    return masked(guarded(repo), visible)


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
    for own in homes():
        if inside(own, resolved):
            raise InvalidArgument(f"{what} {path}: refused, it is or contains the home folder ({own})")
    if confinement.client:
        roots = ([os.path.realpath(repo.work_tree)] if repo.work_tree is not None else []) + \
            [os.path.realpath(a) for a in confinement.allowed]
        if not any(inside(resolved, root) for root in roots):
            raise InvalidArgument(f"{what} {path}: refused, a server's clients may name only paths inside the "
                                  "repository's work tree or a folder its operator allowed "
                                  "(git smp serve --allow-path DIR)")
    return resolved
