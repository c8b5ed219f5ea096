"""Repository paths that the safety layer reads and writes on disk, checked first.

Checkpoints, rollbacks, dry runs and updates touch the work tree, so a path must stay
inside it: relative to the top of the work tree, ``/``-separated, no ``..``, no empty
or ``.`` component, nothing under ``.git``, and no symbolic link on the way that leads
out of the work tree.  Scopes and lock targets are the same paths (``""`` or ``.`` is
the whole repository), or symbol ids (``path::Name()``), whose path part counts.
"""

from __future__ import annotations

import os
from pathlib import Path

from smriti_git.errors import InvalidArgument
from smriti_git.model.code import parse_id
from smriti_git.storage.repo import Repo

WHOLE = ""
"""The scope that covers the whole repository."""


def normalise(path: str, what: str = "path") -> str:
    """``path`` in canonical form (``a/b``), or :class:`InvalidArgument` saying why not."""
    text = path.strip()
    if text in ("", ".", "./"):
        return WHOLE
    if text.startswith("/"):
        raise InvalidArgument(f"{what} {path!r} must be relative to the top of the work tree")
    text = text.removeprefix("./").rstrip("/")
    parts = text.split("/")
    if any(part in ("", ".", "..") for part in parts):
        raise InvalidArgument(f"{what} {path!r} has an empty, '.' or '..' component")
    if parts[0] == ".git":
        raise InvalidArgument(f"{what} {path!r} is inside .git")
    return text


def path_of(target: str) -> str:
    """The path part of a lock or guard target: a symbol id's file, or the path itself."""
    if "::" in target:
        return normalise(parse_id(target).path)
    return normalise(target)


def overlaps(a: str, b: str) -> bool:
    """Whether two paths (files or folders, ``""`` the whole repository) share anything."""
    if WHOLE in (a, b) or a == b:
        return True
    return a.startswith(b + "/") or b.startswith(a + "/")


def in_scope(path: str, scope: list[str]) -> bool:
    """Whether ``path`` lies in one of the scope's paths."""
    return any(s == WHOLE or path == s or path.startswith(s + "/") for s in scope)


def targets_overlap(a: str, b: str) -> bool:
    """Whether two lock targets overlap: the same path, a folder and what is in it, a file
    and its symbols, or a symbol and its members (``C#`` and ``C.m()``)."""
    pa, pb = path_of(a), path_of(b)
    if not overlaps(pa, pb):
        return False
    if pa != pb or "::" not in a or "::" not in b:
        return True
    qa, qb = parse_id(a).qualname or "", parse_id(b).qualname or ""
    return qa == qb or qa.startswith(qb + ".") or qb.startswith(qa + ".")


def top(repo: Repo) -> Path:
    """The work tree's top folder (an error for a bare repository)."""
    if repo.work_tree is None:
        raise InvalidArgument("this needs a work tree; the repository is bare")
    return repo.work_tree


def on_disk(repo: Repo, path: str) -> Path:
    """The file ``path`` in the work tree, refused if a symbolic link on the way leads out."""
    rel = normalise(path)
    if rel == WHOLE:
        raise InvalidArgument("a file path is needed, not the whole repository")
    root = top(repo)
    target = root / rel
    real_root = os.path.realpath(root)
    parent = os.path.realpath(target.parent)
    if parent != real_root and not parent.startswith(real_root + os.sep):
        raise InvalidArgument(f"{path!r} leads out of the work tree (through a symbolic link)")
    return target
