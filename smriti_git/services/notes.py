"""Notes: free-form ``note/1`` records kept under ``refs/smp/notes/<name>``.

This is the store's plumbing made visible: each ``put`` validates the record, writes it
as a blob at a path of its own in the tree, and commits on top of the current tip with
a compare-and-swap (re-applied if another writer moved the ref first).  Tests and the
README demo use it to exercise the object store end to end.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

import pygit2

from smriti_git.errors import InvalidArgument, NotFound
from smriti_git.model import layout
from smriti_git.services.namespace import require_initialized
from smriti_git.storage import objects, refs
from smriti_git.storage.repo import Repo

_SEGMENT = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9._-]*$")


def _check_path(path: str) -> str:
    parts = path.split("/")
    if not path or not all(_SEGMENT.match(p) and not p.endswith((".lock", ".")) for p in parts):
        raise InvalidArgument(f"invalid note path {path!r}: use '/'-separated names of letters, digits, '._-'")
    return path


def _ref(name: str) -> str:
    ref = layout.notes_ref(name)
    if not _SEGMENT.match(name):
        raise InvalidArgument(f"invalid notes name {name!r}")
    return ref


@dataclass
class Written:
    ref: str
    path: str
    blob: str
    commit: str


def put(repo: Repo, name: str, path: str, record: Mapping[str, Any], *, when: int | None = None) -> Written:
    """Store ``record`` at ``path`` in notes ``name``; return once the ref points to it."""
    require_initialized(repo)
    ref, path = _ref(name), _check_path(path)
    git = repo.git
    blob = objects.write_record(git, record)
    stamp = int(time.time()) if when is None else when
    author = objects.user_signature(git, stamp, (layout.TOOL_NAME, layout.TOOL_EMAIL))

    def apply(tip: pygit2.Oid | None) -> pygit2.Oid:
        base = objects.read_commit(git, tip).tree_id if tip is not None else None
        tree = objects.edit_tree(git, base, {path: blob})
        message = objects.format_message(f"note: put {path}", {"Smp-Record": str(record["schema"])})
        return objects.write_commit(git, tree, [tip] if tip is not None else [], message, author,
                                    signer=repo.signer)

    commit = refs.update(repo, ref, apply, message=f"smp note put {path}")
    assert commit is not None
    return Written(ref, path, str(blob), str(commit))


def _tree_at(repo: Repo, name: str, rev: str | None) -> pygit2.Oid:
    require_initialized(repo)
    ref = _ref(name)
    if rev is None:
        tip = refs.read(repo.git, ref)
        if tip is None:
            raise NotFound(f"no notes named {name!r}")
    else:
        try:
            tip = repo.git.revparse_single(rev).peel(pygit2.Commit).id
        except (KeyError, ValueError, pygit2.GitError):
            raise NotFound(f"no commit {rev!r}") from None
    return objects.read_commit(repo.git, tip).tree_id


def get(repo: Repo, name: str, path: str, *, rev: str | None = None) -> dict[str, Any]:
    """The record at ``path`` (at commit ``rev`` of the notes ref, or its tip)."""
    tree = _tree_at(repo, name, rev)
    blob = objects.lookup(repo.git, tree, _check_path(path))
    if blob is None:
        raise NotFound(f"no note at {path!r} in {name!r}")
    return objects.read_record(repo.git, blob, expect_kind="note")


def list_paths(repo: Repo, name: str, prefix: str = "", *, rev: str | None = None) -> Iterator[tuple[str, str]]:
    """``(path, blob id)`` of every note under ``prefix``."""
    tree = _tree_at(repo, name, rev)
    for path, oid in objects.iter_tree(repo.git, tree, prefix):
        yield path, str(oid)
