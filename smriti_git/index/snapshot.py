"""Code-graph snapshots as git objects: shard records, snapshot trees and commits.

A snapshot tree mirrors the source tree, one ``codefile/3`` record per indexed file at
``files/<source path>.json``, plus ``meta.json`` (``snapshot/1``: what was indexed,
counts, versions) and ``diagnostics.json`` (``index-diagnostics/1``).  Records omit
fields that hold their default value, so unchanged files give byte-identical blobs
and unchanged folders identical tree ids; the root tree id is the snapshot's Merkle
root.  Snapshot commits carry the source commit, schema and indexer versions as
trailers and use the source commit's time, so the same input gives the same objects.
Symbol spans index a file's text (``read_source``), not necessarily its raw blob.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygit2

from smriti_git.errors import IntegrityError, NotFound
from smriti_git.index import encoding
from smriti_git.model import layout
from smriti_git.model.code import Edge, Span, Symbol
from smriti_git.storage import objects, refs

if TYPE_CHECKING:
    from smriti_git.index.link import FileLinks

SCHEMA_VERSION = 1
CODEFILE = "codefile/3"   # the shard record written; codefile/2 (no DECLARES) and /1 (no edge columns) still read
FILES = "files/"
META = "meta.json"
DIAGNOSTICS = "diagnostics.json"

TRAILER_SOURCE = "Smp-Source-Commit"
TRAILER_SOURCE_TREE = "Smp-Source-Tree"
TRAILER_SCHEMA = "Smp-Schema-Version"
TRAILER_INDEXER = "Smp-Indexer-Version"
TRAILER_KIND = "Smp-Source-Kind"


def shard_path(path: str) -> str:
    return f"{FILES}{path}.json"


def source_path(shard: str) -> str:
    return shard[len(FILES):-len(".json")]


# -- records ---------------------------------------------------------------------------------


def symbol_record(sym: Symbol) -> dict[str, Any]:
    record: dict[str, Any] = {"id": sym.id, "kind": sym.kind, "name": sym.name, "qualname": sym.qualname,
                              "span": sym.span.to_list()}
    optional = {"parent": sym.parent, "signature": sym.signature, "doc": sym.doc, "decorators": sym.decorators,
                "hash": sym.content_hash, "test": sym.is_test}
    record.update({k: v for k, v in optional.items() if v})
    if not sym.exported:
        record["exported"] = False
    return record


def symbol_from_record(record: dict[str, Any], path: str, lang: str) -> Symbol:
    return Symbol(id=record["id"], kind=record["kind"], name=record["name"], qualname=record["qualname"],
                  path=path, lang=lang, span=Span.from_list(record["span"]), parent=record.get("parent"),
                  signature=record.get("signature", ""), doc=record.get("doc", ""),
                  decorators=record.get("decorators", []), content_hash=record.get("hash", ""),
                  exported=record.get("exported", True), is_test=record.get("test", False))


def edge_record(edge: Edge) -> dict[str, Any]:
    record: dict[str, Any] = {"kind": edge.kind, "src": edge.src}
    if edge.dst is not None:
        record["dst"] = edge.dst
    if not edge.resolved:
        record["resolved"] = False
    if edge.confidence != 1.0:
        record["confidence"] = edge.confidence
    optional = {"line": edge.line, "col": edge.col, "target": edge.target, "reason": edge.reason}
    record.update({k: v for k, v in optional.items() if v})
    return record


def edge_from_record(record: dict[str, Any]) -> Edge:
    """An edge of a ``codefile/3`` or ``/2`` record, or of a ``codefile/1`` one (no columns: 0)."""
    return Edge(kind=record["kind"], src=record["src"], dst=record.get("dst"), resolved=record.get("resolved", True),
                confidence=record.get("confidence", 1.0), line=record.get("line", 0),
                target=record.get("target", ""), reason=record.get("reason", ""), col=record.get("col", 0))


def shard_record(path: str, lang: str, blob: str, symbols: list[Symbol], links: FileLinks,
                 diagnostics: list[str], messages: list[tuple[str, str, int]] | None = None) -> dict[str, Any]:
    record: dict[str, Any] = {
        "schema": CODEFILE, "path": path, "lang": lang, "blob": blob,
        "symbols": [symbol_record(s) for s in symbols],
        "edges": [edge_record(e) for e in links.edges],
    }
    if links.builtin_calls:
        record["builtin_calls"] = links.builtin_calls
    if diagnostics:
        record["diagnostics"] = diagnostics
    if messages:
        record["messages"] = [{"src": src, "text": tpl, "line": line} for src, tpl, line in messages]
    return record


@dataclass
class Shard:
    path: str
    lang: str
    blob: str
    symbols: list[Symbol]
    edges: list[Edge]
    builtin_calls: dict[str, int]
    diagnostics: list[str]


def shard_from_record(record: dict[str, Any]) -> Shard:
    path, lang = record["path"], record["lang"]
    return Shard(path, lang, record["blob"], [symbol_from_record(s, path, lang) for s in record["symbols"]],
                 [edge_from_record(e) for e in record["edges"]], record.get("builtin_calls", {}),
                 record.get("diagnostics", []))


# -- snapshots -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class SnapshotInfo:
    """A snapshot commit and what it says about itself."""

    commit: str
    tree: str
    source_commit: str | None
    source_tree: str | None
    schema: int
    indexer: str
    kind: str           # commit | worktree
    ref: str

    @property
    def is_worktree(self) -> bool:
        return self.kind == "worktree"


def info(git: pygit2.Repository, commit_id: pygit2.Oid | str, ref: str = "") -> SnapshotInfo:
    commit = objects.read_commit(git, pygit2.Oid(hex=str(commit_id)))
    trailers = objects.parse_trailers(commit.message)
    try:
        schema = int(trailers.get(TRAILER_SCHEMA, "0"))
    except ValueError:
        schema = 0
    if schema == 0:
        raise IntegrityError(f"{commit.id} is not a smriti-git index snapshot (no {TRAILER_SCHEMA} trailer)")
    if schema > SCHEMA_VERSION:
        raise IntegrityError(f"snapshot {commit.id} uses index schema {schema}; this smriti-git reads up to "
                             f"{SCHEMA_VERSION}: upgrade smriti-git")
    return SnapshotInfo(str(commit.id), str(commit.tree_id), trailers.get(TRAILER_SOURCE),
                        trailers.get(TRAILER_SOURCE_TREE), schema, trailers.get(TRAILER_INDEXER, ""),
                        trailers.get(TRAILER_KIND, "commit"), ref)


def chain(git: pygit2.Repository, ref: str) -> Iterator[SnapshotInfo]:
    """The snapshots on an index ref, newest first."""
    tip = refs.read(git, ref)
    while tip is not None:
        snapshot = info(git, tip, ref)
        yield snapshot
        parents = objects.read_commit(git, tip).parent_ids
        tip = parents[0] if parents else None


def index_refs(git: pygit2.Repository) -> list[str]:
    """Every ref holding a chain of commit snapshots: the branches', a detached HEAD's, ``--rev``'s."""
    return [name for name in refs.list_refs(git, layout.NAMESPACE) if layout.is_index_ref(name)]


def find_for_commit(git: pygit2.Repository, source_commit: str, prefer_ref: str | None = None) -> SnapshotInfo | None:
    """The newest snapshot of ``source_commit`` on any index ref (``prefer_ref`` first)."""
    names = index_refs(git)
    if prefer_ref in names:
        names.remove(prefer_ref)
        names.insert(0, prefer_ref)
    for name in names:
        for snapshot in chain(git, name):
            if snapshot.source_commit == source_commit:
                return snapshot
    return None


def read_shard(git: pygit2.Repository, tree: str, path: str) -> Shard:
    blob = objects.lookup(git, pygit2.Oid(hex=tree), shard_path(path))
    if blob is None:
        raise NotFound(f"{path} is not in the snapshot")
    return shard_from_record(objects.read_record(git, blob, expect_kind="codefile"))


def read_source(git: pygit2.Repository, blob: str, lang: str) -> bytes:
    """A source file's text as its shard's spans index it (``index/encoding.py``), ``b""`` if missing.

    That is the blob itself unless the file declares another encoding or is not valid
    UTF-8: slice this, never the raw blob, with a symbol's byte span.
    """
    obj = git.get(blob)
    return encoding.utf8(obj.data, lang) if isinstance(obj, pygit2.Blob) else b""


def iter_shard_records(git: pygit2.Repository, tree: str) -> Iterator[dict[str, Any]]:
    """Every shard as its validated record (plain data: the fast path for bulk readers)."""
    root = pygit2.Oid(hex=tree)
    for _, blob in objects.iter_tree(git, root, FILES.rstrip("/")):
        yield objects.read_record(git, blob, expect_kind="codefile")


def changed_shards(git: pygit2.Repository, old_tree: str, new_tree: str
                   ) -> Iterator[tuple[str, pygit2.Oid | None, pygit2.Oid | None]]:
    """``(source path, old shard blob, new shard blob)`` of every file whose shard differs
    between two snapshots (``None``: not in that one); unchanged folders are not opened."""
    for change in objects.diff_trees(git, pygit2.Oid(hex=old_tree), pygit2.Oid(hex=new_tree)):
        if change.path.startswith(FILES):
            yield source_path(change.path), change.old, change.new


def read_shard_record(git: pygit2.Repository, blob: pygit2.Oid) -> dict[str, Any]:
    """One shard blob as its validated record."""
    return objects.read_record(git, blob, expect_kind="codefile")


def has_folder(git: pygit2.Repository, tree: str, folder: str) -> bool:
    """Whether the snapshot indexes any file under ``folder`` (``""``: any file at all)."""
    return objects.lookup(git, pygit2.Oid(hex=tree), f"{FILES}{folder}" if folder else FILES.rstrip("/")) is not None


def ancestors(git: pygit2.Repository, commit: str, limit: int) -> Iterator[tuple[str, str]]:
    """``(snapshot commit, tree)`` of up to ``limit`` earlier snapshots on ``commit``'s chain, nearest first."""
    parents = objects.read_commit(git, pygit2.Oid(hex=commit)).parent_ids
    for _ in range(limit):
        if not parents:
            return
        parent = objects.read_commit(git, parents[0])
        yield str(parent.id), str(parent.tree_id)
        parents = parent.parent_ids


def iter_shards(git: pygit2.Repository, tree: str) -> Iterator[Shard]:
    for record in iter_shard_records(git, tree):
        yield shard_from_record(record)


def read_meta(git: pygit2.Repository, tree: str) -> dict[str, Any]:
    blob = objects.lookup(git, pygit2.Oid(hex=tree), META)
    if blob is None:
        raise IntegrityError(f"snapshot tree {tree} has no {META}")
    return objects.read_record(git, blob, expect_kind="snapshot")


def read_diagnostics(git: pygit2.Repository, tree: str) -> dict[str, str]:
    blob = objects.lookup(git, pygit2.Oid(hex=tree), DIAGNOSTICS)
    if blob is None:
        return {}
    record = objects.read_record(git, blob, expect_kind="index-diagnostics")
    return dict(record["files"])
