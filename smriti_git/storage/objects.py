"""Blobs, trees and commits: writing, reading and diffing them with pygit2.

Nothing here touches a ref, HEAD, the index or the work tree: objects are written to
the object database only, and a ref is moved separately (``refs.py``) once the commit
it will point to is complete.  Trees hold blobs and subtrees only.

Reading and diffing go by git's own ids: a subtree whose id is unchanged is skipped
without being opened, so a diff costs what changed, not the size of the tree.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, cast

import pygit2

from smriti_git.errors import IntegrityError, NotFound
from smriti_git.storage import canonical, schemas
from smriti_git.storage.signing import KeyPair

BLOB_MODE = pygit2.enums.FileMode.BLOB
TREE_MODE = pygit2.enums.FileMode.TREE
EMPTY_TREE = pygit2.Oid(hex="4b825dc642cb6eb9a060e54bf8d69288fbee4904")

Oid = pygit2.Oid


# -- blobs and records -------------------------------------------------------------


def write_blob(repo: pygit2.Repository, data: bytes) -> Oid:
    return repo.create_blob(data)


def read_blob(repo: pygit2.Repository, oid: Oid) -> bytes:
    obj = repo.get(oid)
    if obj is None:
        raise NotFound(f"object {oid} is missing from the repository")
    if not isinstance(obj, pygit2.Blob):
        raise IntegrityError(f"object {oid} is a {obj.type_str}, not a blob")
    return obj.data


def encode_record(record: Mapping[str, Any], *, compress: bool = False) -> bytes:
    """Validate ``record`` against its schema and return its canonical bytes."""
    schemas.validate(record)
    data = canonical.encode(record)
    return canonical.compress(data) if compress else data


def decode_record(data: bytes, *, expect_kind: str | None = None) -> dict[str, Any]:
    record = canonical.decode(data)
    schemas.validate(record, expect_kind=expect_kind)
    result: dict[str, Any] = record
    return result


def write_record(repo: pygit2.Repository, record: Mapping[str, Any], *, compress: bool = False) -> Oid:
    return repo.create_blob(encode_record(record, compress=compress))


def read_record(repo: pygit2.Repository, oid: Oid, *, expect_kind: str | None = None) -> dict[str, Any]:
    return decode_record(read_blob(repo, oid), expect_kind=expect_kind)


# -- trees ------------------------------------------------------------------------------


def _split(path: str) -> tuple[str, str]:
    head, _, rest = path.partition("/")
    if not head or head in (".", "..") or "\0" in head:
        raise ValueError(f"invalid tree path {path!r}")
    return head, rest


def edit_tree(repo: pygit2.Repository, base: Oid | None, changes: Mapping[str, Oid | None]) -> Oid:
    """Apply ``changes`` (path -> blob id, or ``None`` to delete) to tree ``base``.

    Only the subtrees on a changed path are rewritten; everything else keeps its id.
    Subtrees left empty are dropped, as git does.  Returns the new root tree id.
    A name that is not UTF-8 (a lone surrogate, PEP 383) is written as its raw bytes.
    """
    grouped: dict[str, dict[str, Oid | None]] = {}
    direct: dict[str, Oid | None] = {}
    for path, oid in changes.items():
        head, rest = _split(path)
        if rest:
            grouped.setdefault(head, {})[rest] = oid
        else:
            direct[head] = oid
    base_tree = repo[base] if base is not None else None
    if base_tree is not None and not isinstance(base_tree, pygit2.Tree):
        raise IntegrityError(f"{base} is not a tree")
    builder = repo.TreeBuilder(base_tree) if base_tree is not None else repo.TreeBuilder()
    inserts: dict[str, tuple[Oid, int]] = {}
    for name, oid in direct.items():
        if name in grouped:
            raise ValueError(f"{name!r} is changed both as a file and as a folder")
        if oid is None:
            if builder.get(name) is not None:
                builder.remove(name)
        else:
            inserts[name] = (oid, BLOB_MODE)
    for name, sub_changes in grouped.items():
        existing = builder.get(name)
        sub_base = existing.id if existing is not None and existing.filemode == TREE_MODE else None
        sub_oid = edit_tree(repo, sub_base, sub_changes)
        if sub_oid == EMPTY_TREE:
            if existing is not None:
                builder.remove(name)
        else:
            inserts[name] = (sub_oid, TREE_MODE)
    raw: dict[bytes, tuple[Oid, int]] = {}
    for name, (oid, mode) in inserts.items():
        try:
            builder.insert(name, oid, mode)
        except UnicodeEncodeError:  # pygit2 inserts UTF-8 names only
            if builder.get(name) is not None:
                builder.remove(name)
            raw[name.encode("utf-8", "surrogateescape")] = (oid, mode)
    tree_id: Oid = builder.write()
    return _add_raw(repo, tree_id, raw) if raw else tree_id


def _add_raw(repo: pygit2.Repository, tree_id: Oid, raw: Mapping[bytes, tuple[Oid, int]]) -> Oid:
    """Tree ``tree_id`` plus entries named by raw bytes, serialised in git's own format and order."""
    entries = {bytes(entry.raw_name or b""): (entry.id, int(entry.filemode)) for entry in _tree(repo, tree_id)}
    entries.update(raw)
    # git sorts entries by name bytes, a folder's name compared as if it ended in "/".
    order = sorted(entries, key=lambda name: name + b"/" if entries[name][1] == TREE_MODE else name)
    data = b"".join(b"%o %s\0%s" % (entries[name][1], name, entries[name][0].raw) for name in order)
    return repo.odb.write(pygit2.enums.ObjectType.TREE, data)


def build_tree(repo: pygit2.Repository, entries: Mapping[str, Oid]) -> Oid:
    """Write a fresh tree holding ``entries`` (path -> blob id)."""
    return edit_tree(repo, None, dict(entries))


def _tree(repo: pygit2.Repository, oid: Oid) -> pygit2.Tree:
    obj = repo.get(oid)
    if not isinstance(obj, pygit2.Tree):
        raise IntegrityError(f"{oid} is not a tree")
    return obj


def lookup(repo: pygit2.Repository, tree: Oid, path: str) -> Oid | None:
    """Id of the entry at ``path`` inside ``tree``, or ``None``."""
    try:
        return _tree(repo, tree)[path].id
    except KeyError:
        return None


def iter_tree(repo: pygit2.Repository, tree: Oid, prefix: str = "") -> Iterator[tuple[str, Oid]]:
    """Every blob under ``tree`` as ``(path, blob id)``, in git's sorted order."""
    root = _tree(repo, tree)
    if prefix:
        try:
            entry = root[prefix.rstrip("/")]
        except KeyError:
            return
        if entry.filemode != TREE_MODE:
            yield prefix.rstrip("/"), entry.id
            return
        root = _tree(repo, entry.id)
        prefix = prefix.rstrip("/") + "/"
    yield from _walk(repo, root, prefix)


def _walk(repo: pygit2.Repository, node: pygit2.Tree, base: str) -> Iterator[tuple[str, Oid]]:
    for entry in node:
        if entry.filemode == TREE_MODE:
            yield from _walk(repo, _tree(repo, entry.id), f"{base}{entry.name}/")
        else:
            yield f"{base}{entry.name}", entry.id


@dataclass(frozen=True)
class Change:
    """One blob-level difference between two trees."""

    path: str
    old: Oid | None
    new: Oid | None

    @property
    def kind(self) -> str:
        if self.old is None:
            return "added"
        if self.new is None:
            return "removed"
        return "modified"


def diff_trees(repo: pygit2.Repository, old: Oid | None, new: Oid | None, prefix: str = "") -> Iterator[Change]:
    """Blob changes from tree ``old`` to tree ``new`` (either may be ``None``).

    Equal subtree ids are skipped unopened, so the cost follows the size of the change.
    """
    if old == new:
        return
    old_entries = {str(e.name): e for e in _tree(repo, old)} if old is not None else {}
    new_entries = {str(e.name): e for e in _tree(repo, new)} if new is not None else {}
    for name in sorted(old_entries.keys() | new_entries.keys()):
        a, b = old_entries.get(name), new_entries.get(name)
        if a is not None and b is not None and a.id == b.id and a.filemode == b.filemode:
            continue
        path = f"{prefix}{name}"
        a_tree = a is not None and a.filemode == TREE_MODE
        b_tree = b is not None and b.filemode == TREE_MODE
        if a_tree or b_tree:
            yield from diff_trees(repo, a.id if a_tree and a else None, b.id if b_tree and b else None, path + "/")
        a_blob = a.id if a is not None and not a_tree else None
        b_blob = b.id if b is not None and not b_tree else None
        if a_blob != b_blob:
            yield Change(path, a_blob, b_blob)


# -- commits ------------------------------------------------------------------------------


def signature(name: str, email: str, when: int, offset_minutes: int = 0) -> pygit2.Signature:
    return pygit2.Signature(name, email, when, offset_minutes)


def user_signature(repo: pygit2.Repository, when: int, fallback: tuple[str, str]) -> pygit2.Signature:
    """The configured git user (``user.name`` / ``user.email``) at time ``when``, else ``fallback``."""
    try:
        configured = repo.default_signature
        return pygit2.Signature(configured.name, configured.email, when, 0)
    except (KeyError, pygit2.GitError):
        return pygit2.Signature(fallback[0], fallback[1], when, 0)


def format_message(subject: str, trailers: Mapping[str, str] | None = None, body: str = "") -> str:
    """A commit message: subject, optional body, then ``Key: value`` trailers (sorted)."""
    parts = [subject.strip()]
    if body.strip():
        parts.append(body.strip())
    if trailers:
        for key, value in trailers.items():
            if "\n" in value or ":" in key or not key:
                raise ValueError(f"invalid trailer {key!r}: {value!r}")
        parts.append("\n".join(f"{k}: {trailers[k]}" for k in sorted(trailers)))
    return "\n\n".join(parts) + "\n"


def parse_trailers(message: str) -> dict[str, str]:
    """The ``Key: value`` lines of a message's last paragraph."""
    paragraphs = message.strip().split("\n\n")
    if len(paragraphs) < 2:
        return {}
    found: dict[str, str] = {}
    for line in paragraphs[-1].splitlines():
        key, sep, value = line.partition(": ")
        if not sep or " " in key:
            return {}
        found[key] = value
    return found


def write_commit(
    repo: pygit2.Repository,
    tree: Oid,
    parents: list[Oid],
    message: str,
    author: pygit2.Signature,
    committer: pygit2.Signature | None = None,
    signer: KeyPair | None = None,
) -> Oid:
    """Write a commit object without moving any ref; with ``signer``, signed in git's SSH
    signature format (the ``gpgsig`` header that ``git verify-commit`` checks)."""
    if signer is None:
        return repo.create_commit(None, author, committer or author, message, tree, parents)
    content = cast(str, repo.create_commit_string(author, committer or author, message, tree, list[str | Oid](parents)))
    return repo.create_commit_with_signature(content, signer.sign(content.encode("utf-8", "surrogateescape")))


def read_commit(repo: pygit2.Repository, oid: Oid) -> pygit2.Commit:
    obj = repo.get(oid)
    if obj is None:
        raise NotFound(f"commit {oid} is missing from the repository")
    if not isinstance(obj, pygit2.Commit):
        raise IntegrityError(f"{oid} is a {obj.type_str}, not a commit")
    return obj
