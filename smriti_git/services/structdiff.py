"""Structural diff between the snapshots of two commits.

Git compares the two snapshot trees by id, so only the shards of files that changed
are opened: the cost follows the size of the change, not of the repository.  Symbols
are matched by id; a symbol whose id disappeared while the same content hash appeared
under another id is reported as *moved* (a file move, or a definition moved between
scopes), not as one removal plus one addition.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygit2

from smriti_git.index import snapshot
from smriti_git.model.code import Edge, Symbol
from smriti_git.storage import objects
from smriti_git.storage.repo import Repo


@dataclass
class SymbolChange:
    change: str                  # added | removed | changed | moved
    id: str
    kind: str
    path: str
    lines: list[int]
    old_id: str | None = None
    signature_before: str | None = None
    signature_after: str | None = None

    @property
    def signature_changed(self) -> bool:
        return self.signature_before is not None and self.signature_before != self.signature_after


@dataclass
class EdgeChange:
    change: str                  # gained | lost
    kind: str
    src: str
    dst: str
    confidence: float


@dataclass
class StructuralDiff:
    old: snapshot.SnapshotInfo
    new: snapshot.SnapshotInfo
    files_changed: list[str] = field(default_factory=list)
    symbols: list[SymbolChange] = field(default_factory=list)
    edges: list[EdgeChange] = field(default_factory=list)
    shards_read: int = 0


def _shards(git: pygit2.Repository, blob: pygit2.Oid | None) -> snapshot.Shard | None:
    if blob is None:
        return None
    return snapshot.shard_from_record(objects.read_record(git, blob, expect_kind="codefile"))


def _edge_key(edge: Edge) -> tuple[str, str, str]:
    return (edge.kind, edge.src, edge.dst or "")


def diff(repo: Repo, old: snapshot.SnapshotInfo, new: snapshot.SnapshotInfo) -> StructuralDiff:
    git = repo.git
    out = StructuralDiff(old, new)
    old_symbols: dict[str, Symbol] = {}
    new_symbols: dict[str, Symbol] = {}
    old_edges: dict[tuple[str, str, str], Edge] = {}
    new_edges: dict[tuple[str, str, str], Edge] = {}
    for change in objects.diff_trees(git, pygit2.Oid(hex=old.tree), pygit2.Oid(hex=new.tree)):
        if not change.path.startswith(snapshot.FILES):
            continue
        out.files_changed.append(snapshot.source_path(change.path))
        for blob, symbols, edges in ((change.old, old_symbols, old_edges), (change.new, new_symbols, new_edges)):
            shard = _shards(git, blob)
            if shard is None:
                continue
            out.shards_read += 1
            symbols.update((s.id, s) for s in shard.symbols)
            edges.update((_edge_key(e), e) for e in shard.edges
                         if e.dst is not None and e.resolved and e.kind not in ("DEFINES", "CONTAINS"))
    out.symbols = compare(old_symbols, new_symbols)
    for key in sorted(old_edges.keys() - new_edges.keys()):
        edge = old_edges[key]
        out.edges.append(EdgeChange("lost", edge.kind, edge.src, key[2], edge.confidence))
    for key in sorted(new_edges.keys() - old_edges.keys()):
        edge = new_edges[key]
        out.edges.append(EdgeChange("gained", edge.kind, edge.src, key[2], edge.confidence))
    return out


def compare(old_symbols: dict[str, Symbol], new_symbols: dict[str, Symbol]) -> list[SymbolChange]:
    """The symbol changes between two sets of symbols by id (also used by dry runs)."""
    changes: list[SymbolChange] = []
    removed = {i: s for i, s in old_symbols.items() if i not in new_symbols}
    added = {i: s for i, s in new_symbols.items() if i not in old_symbols}
    by_hash: dict[tuple[str, str], list[str]] = {}
    for sid, sym in added.items():
        if sym.content_hash:
            by_hash.setdefault((sym.kind, sym.content_hash), []).append(sid)
    for sid, sym in sorted(removed.items()):
        matches = by_hash.get((sym.kind, sym.content_hash), []) if sym.content_hash else []
        if matches:
            target = added.pop(matches.pop(0))
            changes.append(SymbolChange("moved", target.id, target.kind, target.path,
                                        [target.span.start_line, target.span.end_line], old_id=sid))
        else:
            changes.append(SymbolChange("removed", sid, sym.kind, sym.path,
                                        [sym.span.start_line, sym.span.end_line]))
    for sid, sym in sorted(added.items()):
        changes.append(SymbolChange("added", sid, sym.kind, sym.path, [sym.span.start_line, sym.span.end_line]))
    for sid, before in sorted(old_symbols.items()):
        after = new_symbols.get(sid)
        if after is None or after.kind == "file":
            continue
        if before.content_hash != after.content_hash or before.signature != after.signature:
            changes.append(SymbolChange(
                "changed", sid, after.kind, after.path, [after.span.start_line, after.span.end_line],
                signature_before=before.signature if before.signature != after.signature else None,
                signature_after=after.signature if before.signature != after.signature else None))
    order = {"removed": 0, "moved": 1, "changed": 2, "added": 3}
    changes.sort(key=lambda c: (order[c.change], c.path, c.id))
    return changes
