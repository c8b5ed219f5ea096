"""Deriving one snapshot's graph database from another's, by the shards that differ.

Most commits touch a few files, and two snapshots then differ in a few shards (git
compares their trees by id, ``snapshot.changed_shards``).  :func:`apply` edits a copy of
the other snapshot's database (``graphdb`` makes the copy, in a temporary folder, and
decides when a full build is cheaper) so that it holds exactly the rows a full build of
the new snapshot would hold (``graphrows``), as multisets:

* **Symbols** of the changed files: removed ids are deleted with their edges, kept ids
  get their new values in place, new ids are created.  ``package`` symbols follow the
  folders that gain their first or lose their last indexed file.
* **Edges** whose source is a symbol of a changed file are replaced, one edge table at a
  time and only where that table's rows of those files differ (an edit that moves no
  call leaves the call table alone).  A folder's ``CONTAINS`` edges to new files and
  folders are created.
* **Edges of other files** are never read from their shards: they point at symbols by
  id, so they stay valid while those ids exist.  An edge whose target disappears goes
  out with it (and is kept aside); one whose target was missing is *dangling* (a full
  build leaves it out too) and is kept aside in ``dangling.json`` beside the database,
  to be loaded by the derivation in which its target appears.
* **Message templates** (``messages.json``) lose the changed files' and gain the new ones.

The engine checkpoints on close; deleting rows rewrites the tables they are in, so a
commit that only edits bodies costs least.  ``tests/test_graph_incremental.py`` checks
on a real history that every derived database answers like a full build.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import pygit2

from smriti_git.cache.graphrows import (
    GRAPH_EDGE_KINDS,
    SYMBOL_COLUMNS,
    EdgeRow,
    FileRows,
    SymbolRow,
    contains_row,
    escape_value,
    file_rows,
    folder_rows,
    folders_of,
    message_order,
    needs_escape,
    unescape_value,
)
from smriti_git.index import snapshot

Dangling = tuple[Any, ...]
"""``(owner path, kind, src, dst, resolved, confidence, line, col)``: a shard edge whose
source or target is not in the database."""

_FIELDS = [name for name, _ in SYMBOL_COLUMNS]
_SET_FIELDS = ", ".join(f"s.{name} = r.{name}" for name in _FIELDS[1:])
_NEW_FIELDS = ", ".join(f"{name}: r.{name}" for name in _FIELDS)
_EDGE_FIELDS = "resolved: r.resolved, confidence: r.confidence, line: r.line, col: r.col"

EXISTING = "UNWIND $ids AS i MATCH (s:Symbol {id: i}) RETURN s.id"
INTO = ("UNWIND $ids AS i MATCH (a:Symbol)-[e]->(b:Symbol {id: i}) "
        "RETURN label(e), a.id, a.path, a.kind, b.id, e.resolved, e.confidence, e.line, e.col")
DELETE_FROM = {kind: f"UNWIND $ids AS i MATCH (a:Symbol {{id: i}})-[e:{kind}]->(b:Symbol) DELETE e"
               for kind in GRAPH_EDGE_KINDS}
DETACH = "UNWIND $ids AS i MATCH (s:Symbol {id: i}) DETACH DELETE s"
UPDATE = f"UNWIND $rows AS r MATCH (s:Symbol {{id: r.id}}) SET {_SET_FIELDS}"
CREATE = f"UNWIND $rows AS r CREATE (s:Symbol {{{_NEW_FIELDS}}})"
CREATE_EDGE = {kind: f"UNWIND $rows AS r MATCH (a:Symbol {{id: r.src}}) MATCH (b:Symbol {{id: r.dst}}) "
               f"CREATE (a)-[:{kind} {{{_EDGE_FIELDS}}}]->(b)" for kind in GRAPH_EDGE_KINDS}
COUNT_SYMBOLS = "MATCH (s:Symbol) RETURN count(*)"
COUNT_EDGES = {kind: f"MATCH ()-[e:{kind}]->() RETURN count(*)" for kind in GRAPH_EDGE_KINDS}
BATCH = 5_000


class _Database:
    """A read-write connection; parameters escaped going in, results unescaped coming out."""

    def __init__(self, conn: Any) -> None:
        self._conn = conn

    def rows(self, cypher: str, **params: Any) -> list[list[Any]]:
        result = self._conn.execute(cypher, {k: escape_value(v) for k, v in params.items()})
        out = []
        while result.has_next():
            out.append(unescape_value(result.get_next()))
        return out

    def executemany(self, cypher: str, key: str, items: list[Any]) -> None:
        for start in range(0, len(items), BATCH):
            self.rows(cypher, **{key: items[start:start + BATCH]})


@dataclass
class Delta:
    """What a derivation changed, and the files it leaves beside the database."""

    files: int = 0
    symbols_deleted: int = 0
    symbols_updated: int = 0
    symbols_created: int = 0
    edges_deleted_from: dict[str, int] = field(default_factory=dict)
    edges_created: int = 0
    escaped: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    symbols: int = 0
    messages: list[tuple[str, str, int]] = field(default_factory=list)
    dangling: list[Dangling] = field(default_factory=list)


@dataclass
class _Side:
    """The changed files' rows in one of the two snapshots."""

    files: dict[str, FileRows] = field(default_factory=dict)
    symbols: dict[str, SymbolRow] = field(default_factory=dict)

    def add_folders(self, folders: Iterable[str]) -> list[EdgeRow]:
        symbols, edges = folder_rows(folders)
        self.symbols.update((row[0], row) for row in symbols)
        return edges

    def edges(self, kind: str) -> list[tuple[str, EdgeRow]]:
        return [(path, row) for path, rows in self.files.items() for row in rows.edges.get(kind, ())]


def _read(git: pygit2.Repository, blobs: Iterable[tuple[str, pygit2.Oid]]) -> _Side:
    side = _Side()
    for path, blob in blobs:
        rows = file_rows(snapshot.read_shard_record(git, blob))
        side.files[path] = rows
        side.symbols.update((row[0], row) for row in rows.symbols)
    return side


def _folders(git: pygit2.Repository, old_tree: str, new_tree: str, paths: Iterable[str]) -> tuple[set[str], set[str]]:
    """Folders of ``paths`` that only the old snapshot indexes files in, and those only the new one does."""
    gone, new = set(), set()
    for folder in {f for path in paths for f in folders_of(path)}:
        before, after = snapshot.has_folder(git, old_tree, folder), snapshot.has_folder(git, new_tree, folder)
        if before and not after:
            gone.add(folder)
        elif after and not before:
            new.add(folder)
    return gone, new


def _edge_params(rows: Iterable[EdgeRow]) -> list[dict[str, Any]]:
    return [{"src": r[0], "dst": r[1], "resolved": r[2] == "true", "confidence": float(r[3]), "line": int(r[4]),
             "col": int(r[5])} for r in rows]


def _value(name: str, value: Any) -> Any:
    """A row's value as the CSV loader stores it: an empty field is null."""
    if name in ("is_test", "exported"):
        return value == "true"
    return None if value == "" else value


def _symbol_params(rows: Iterable[SymbolRow]) -> list[dict[str, Any]]:
    return [{name: _value(name, value) for name, value in zip(_FIELDS, row, strict=True)} for row in rows]


def apply(conn: Any, git: pygit2.Repository, old_tree: str, new_tree: str,
          changes: list[tuple[str, pygit2.Oid | None, pygit2.Oid | None]],
          messages: list[tuple[str, str, int]], dangling: list[Dangling]) -> Delta:
    """Turn the database of ``old_tree`` (open on ``conn``) into that of ``new_tree``.

    ``changes`` are the shards that differ (``snapshot.changed_shards``); ``messages`` and
    ``dangling`` are what the old database's folder holds beside it.
    """
    db = _Database(conn)
    old = _read(git, [(path, blob) for path, blob, _ in changes if blob is not None])
    new = _read(git, [(path, blob) for path, _, blob in changes if blob is not None])
    changed = {path for path, _, _ in changes}
    added = [path for path, before, after in changes if before is None and after is not None]
    gone_folders, new_folders = _folders(git, old_tree, new_tree,
                                         [path for path, before, after in changes if before is None or after is None])
    old.add_folders(gone_folders)
    structure = [contains_row(folders_of(path)[0], path) for path in added if path in new.symbols]
    structure += new.add_folders(new_folders)
    out = Delta(files=len(changes))
    deleted = sorted(old.symbols.keys() - new.symbols.keys())
    exists = _existence(db, old, new, deleted, dangling, changed)
    # Edges of unchanged files into symbols about to go: they go too, and wait aside.
    aside = [(r[2], r[0], r[1], r[4], "true" if r[5] else "false", r[6], r[7], r[8])
             for r in db.rows(INTO, ids=deleted) if r[2] not in changed and r[3] != "package"] if deleted else []
    create: list[tuple[str, EdgeRow]] = []
    for kind in GRAPH_EDGE_KINDS:
        owned_before = Counter(row for _, row in old.edges(kind)) - Counter(
            tuple(d[2:]) for d in dangling if d[1] == kind and d[0] in changed)
        owned_after = [(path, row) for path, row in new.edges(kind)]
        loaded = [(path, row) for path, row in owned_after if exists(row[0]) and exists(row[1])]
        out.dangling += [(path, kind, *row) for path, row in owned_after if not (exists(row[0]) and exists(row[1]))]
        if owned_before != Counter(row for _, row in loaded):
            sources = sorted({row[0] for row in owned_before} - set(deleted))
            db.executemany(DELETE_FROM[kind], "ids", sources)
            out.edges_deleted_from[kind] = sum(owned_before.values())
            create += [(kind, row) for _, row in loaded]
    out.dangling += aside
    for d in dangling:
        if d[0] in changed:
            continue
        if exists(d[2]) and exists(d[3]):
            create.append((d[1], tuple(d[2:])))
        else:
            out.dangling.append(d)
    create += [("CONTAINS", row) for row in structure]
    _write_symbols(db, old, new, deleted, out)
    for kind in GRAPH_EDGE_KINDS:
        rows = [row for k, row in create if k == kind]
        db.executemany(CREATE_EDGE[kind], "rows", _edge_params(rows))
        out.escaped += sum(needs_escape(row) for row in rows)
        out.edges_created += len(rows)
    out.dangling.sort()
    out.messages = _messages(messages, old, new)
    out.symbols = int(db.rows(COUNT_SYMBOLS)[0][0])
    out.counts = {kind: int(db.rows(COUNT_EDGES[kind])[0][0]) for kind in GRAPH_EDGE_KINDS}
    return out


def _existence(db: _Database, old: _Side, new: _Side, deleted: list[str], dangling: list[Dangling],
               changed: set[str]) -> Any:
    """Whether a symbol id is in the derived database: the changed files' own symbols by
    their new rows, any other id by a look-up in the old database (unless deleted)."""
    gone = set(deleted)
    wanted = {i for rows in new.files.values() for kind in rows.edges.values() for row in kind for i in row[:2]}
    wanted |= {i for d in dangling if d[0] not in changed for i in d[2:4]}
    unknown = sorted(wanted - new.symbols.keys() - gone - old.symbols.keys())
    present = {r[0] for r in db.rows(EXISTING, ids=unknown)} if unknown else set()

    def exists(symbol: str) -> bool:
        return symbol in new.symbols or (symbol in present and symbol not in gone)

    return exists


def _write_symbols(db: _Database, old: _Side, new: _Side, deleted: list[str], out: Delta) -> None:
    db.executemany(DETACH, "ids", deleted)
    updated = [row for sid, row in sorted(new.symbols.items()) if sid in old.symbols and old.symbols[sid] != row]
    created = [row for sid, row in sorted(new.symbols.items()) if sid not in old.symbols]
    db.executemany(UPDATE, "rows", _symbol_params(updated))
    db.executemany(CREATE, "rows", _symbol_params(created))
    out.symbols_deleted, out.symbols_updated, out.symbols_created = len(deleted), len(updated), len(created)
    out.escaped += sum(needs_escape(row) for row in [*updated, *created])


def _messages(messages: list[tuple[str, str, int]], old: _Side, new: _Side) -> list[tuple[str, str, int]]:
    """The old database's message templates without the changed files' old ones, with their new ones."""
    remaining = Counter(messages)
    remaining.subtract(m for rows in old.files.values() for m in rows.messages)
    remaining.update(m for rows in new.files.values() for m in rows.messages)
    return sorted(remaining.elements(), key=message_order)
