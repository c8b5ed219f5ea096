"""``history``: the commits in which a symbol's content hash changed.

Walks the snapshot chain of an index ref.  For each snapshot only the id of the
symbol's shard is looked up; a shard is decoded only when its blob differs from the
previous snapshot's, so a long chain of unrelated commits costs one tree lookup each.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import pygit2

from smriti_git.index import snapshot
from smriti_git.model.code import parse_id
from smriti_git.storage import objects
from smriti_git.storage.repo import Repo


@dataclass
class Change:
    change: str              # added | changed | removed
    source_commit: str | None
    snapshot: str
    date: int
    subject: str
    hash: str | None
    lines: list[int] | None
    before: str | None = None
    """The source commit of the snapshot before this one on the chain (None for the oldest):
    ``symbol-diff SYMBOL BEFORE SOURCE_COMMIT`` shows the change."""


def history(repo: Repo, symbol_id: str, ref: str, max_snapshots: int = 10_000,
            newest: str | None = None) -> tuple[list[Change], int]:
    """Changes newest first, and how many snapshots were examined; the walk starts at the
    snapshot commit ``newest`` of the chain when given (default: the ref's tip)."""
    git = repo.git
    path = parse_id(symbol_id).path
    shard_path = snapshot.shard_path(path)
    chain: list[tuple[snapshot.SnapshotInfo, pygit2.Oid | None]] = []
    walk = snapshot.chain(git, ref)
    if newest is not None:
        walk = itertools.dropwhile(lambda s: s.commit != newest, walk)
    for snap in walk:
        chain.append((snap, objects.lookup(git, pygit2.Oid(hex=snap.tree), shard_path)))
        if len(chain) >= max_snapshots:
            break
    changes: list[Change] = []
    last_blob: pygit2.Oid | None = None
    last_hash: str | None = None
    last_source: str | None = None
    first = True
    for snap, blob in reversed(chain):
        if blob != last_blob or first:
            current_hash: str | None = None
            lines: list[int] | None = None
            if blob is not None:
                shard = snapshot.shard_from_record(objects.read_record(git, blob, expect_kind="codefile"))
                sym = next((s for s in shard.symbols if s.id == symbol_id), None)
                if sym is not None:
                    current_hash = sym.content_hash or shard.blob
                    lines = [sym.span.start_line, sym.span.end_line]
            if current_hash != last_hash:
                kind = "added" if last_hash is None else "removed" if current_hash is None else "changed"
                if not (first and current_hash is None):
                    source = objects.read_commit(git, pygit2.Oid(hex=snap.source_commit)) if snap.source_commit \
                        and pygit2.Oid(hex=snap.source_commit) in git else None
                    changes.append(Change(kind, snap.source_commit, snap.commit,
                                          source.commit_time if source else 0,
                                          (source.message.splitlines() or [""])[0] if source else "",
                                          current_hash, lines, last_source))
            last_blob, last_hash = blob, current_hash
            first = False
        last_source = snap.source_commit
    changes.reverse()
    return changes, len(chain)
