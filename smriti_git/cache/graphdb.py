"""The graph cache: one Kùzu-API database per snapshot, rebuilt from git objects.

Layout: ``<common dir>/smp/cache/<snapshot tree id>/`` holds ``graph`` (the database)
and ``ready.json`` (builder version, engine, counts), written last.  A folder without a
valid ``ready.json`` is partial or stale and is deleted and rebuilt, never trusted.

* **Engine.**  LadybugDB (``ladybug``, the maintained Kùzu fork) by default; ``kuzu``
  if ``smp.cache.engine = kuzu`` and it is installed.  Only the core Cypher API is
  used: the engines' extensions download at run time and are unavailable offline.
* **Building** reads every shard of the snapshot, writes CSV files and loads them
  with ``COPY ... FROM`` (bulk load, never row inserts), in a temporary folder that is
  renamed into place when complete.  A build killed half-way leaves only that
  temporary folder (removed later); a leftover ``.wal`` can never be opened.
* **No outside value in a query.**  Query text is made of this module's and its
  callers' constants only; values travel as parameters.  ``COPY`` takes no parameter
  for its source, globs it (``[``, ``*``, ``?``) and looks a relative name up in the
  working folder and then a comma-separated search path, so the path of a CSV file
  (under the repository's folder, which may be named anything) is never written into
  the statement: the file is opened and loaded as ``/dev/fd/<n>``, a name made of our
  own digits (Linux, macOS and the BSDs have ``/dev/fd``).
* **Escaped text.**  Strings the CSV reader or the engine cannot carry are stored
  escaped (``graphrows``); :meth:`Graph.rows` is the one door: it escapes string
  parameters and unescapes results (the latter only when the build escaped anything,
  as ``ready.json`` records).
* **Derived databases.**  When the database of a nearby snapshot (an earlier one on the
  chain, or one of the most recently used) is built and the two differ in few files, the
  new database is a copy of it edited by the shard diff (``graphdelta``), not a full
  build: the first query after a commit costs a fraction of a build.  A derived database
  holds exactly the rows of a full build; after :data:`MAX_GENERATIONS` derivations in a
  row, when the diff is large, or with ``smp.cache.derive = false``, the build is full.
* **Concurrency.**  Builders take an exclusive ``flock`` on ``<tree>.lock``: one
  builds, the others wait and then open the finished database read-only.
* **Eviction.**  Least recently used databases beyond ``smp.cache.maxBytes``
  (default 4 GiB) are deleted after each build.

Beside the database: ``messages.json`` (the message templates, ``services/messages.py``)
and ``dangling.json`` (shard edges whose source or target is not a symbol, left out of
the database; a derivation loads those whose target appears).
"""

from __future__ import annotations

import contextlib
import csv
import importlib
import io
import itertools
import json
import logging
import os
import re
import shutil
import tempfile
import threading
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import pygit2

from smriti_git import bounded
from smriti_git.cache import graphdelta, recent_first
from smriti_git.cache.graphrows import (
    CREATE_EDGES,
    CREATE_SYMBOL,
    ESC,
    GRAPH_EDGE_KINDS,
    contains_row,
    escape,
    escape_value,
    file_rows,
    folder_rows,
    folders_of,
    message_order,
    needs_escape,
    unescape,
    unescape_value,
)
from smriti_git.errors import InvalidArgument, Unsupported
from smriti_git.index import snapshot
from smriti_git.progress import Progress, silent
from smriti_git.storage import locks
from smriti_git.storage.repo import Repo

__all__ = ["GRAPH_EDGE_KINDS", "Graph", "built_info", "close_all", "edge_labels", "escape", "folder", "open_graph",
           "unescape"]

BUILDER_VERSION = "6"
ENGINES = ("ladybug", "kuzu")
DEFAULT_MAX_BYTES = 4 << 30
BUFFER_POOL = 512 << 20
STALE_BUILD_SECONDS = 3600
DERIVE_DISTANCE = 16
"""How many earlier snapshots on a snapshot's chain may lend their database to derive its own."""
DERIVE_RECENT = 4
"""How many of the most recently used databases may lend theirs too (a checkout of another branch)."""
DERIVE_MIN_FILES = 16
DERIVE_SHARE = 0.1
"""A database is derived when at most this share of the files (or :data:`DERIVE_MIN_FILES`) changed."""
DERIVE_MAX_FILES = 100
"""...and never past this many: on sympy a 150-file derivation cost 0.97 to 2.7 times a full
build, a 50-file one about half (``bench/results/graph_incremental.md``)."""
MAX_GENERATIONS = 32
"""Derivations in a row before a full build (tables edited in place grow)."""

COPY_INTO = {table: f"COPY {table} FROM" for table in ("Symbol", *GRAPH_EDGE_KINDS)}
FD_FOLDER = "/dev/fd"
CSV_OPTIONS = "HEADER=false, FILE_FORMAT='csv', DELIM=',', QUOTE='\"', ESCAPE='\"'"
"""Spelled out (Python's ``csv`` dialect): ``/dev/fd/<n>`` has no extension to infer the format from."""

_SURROGATE = re.compile("[\ud800-\udfff]")
_TREE_NAME = re.compile("[0-9a-f]{40}|[0-9a-f]{64}")
CSV_CHUNK = 20_000
log = logging.getLogger("smriti_git")


def edge_labels(kinds: Iterable[str]) -> str:
    """``kinds`` as a Cypher label alternation (``CALLS|IMPORTS``).

    Labels cannot be query parameters, so they go into query text: only our own edge
    kinds may, anything else is refused.
    """
    kinds = list(kinds)
    unknown = [k for k in kinds if k not in GRAPH_EDGE_KINDS]
    if unknown or not kinds:
        raise InvalidArgument(f"unknown edge kind(s) {unknown!r}: use {', '.join(GRAPH_EDGE_KINDS)}")
    return "|".join(kinds)


def _engine(name: str) -> ModuleType:
    if name not in ENGINES:
        raise Unsupported(f"unknown graph engine {name!r} (smp.cache.engine): use one of {', '.join(ENGINES)}")
    try:
        return importlib.import_module(name)
    except ImportError:
        raise Unsupported(f"graph engine {name!r} is not installed (pip install {name})") from None


class Graph:
    """One snapshot's database, read-only, with a connection per thread that queries it."""

    def __init__(self, module: ModuleType, path: Path, snap: snapshot.SnapshotInfo, info: dict[str, Any]) -> None:
        self.snapshot = snap
        self.info = info
        self.folder = path.parent
        """The snapshot's cache folder: derived caches (communities, messages) live beside the database."""
        self.memo: dict[str, Any] = {}
        """In-memory indexes derived from the database (name index, file list), per process."""
        self._escaped = bool(info.get("escaped"))
        self._module = module
        self._db = module.Database(str(path), read_only=True, buffer_pool_size=BUFFER_POOL)
        self._local = threading.local()
        self._connections: list[Any] = []

    def _connection(self) -> Any:
        """This thread's connection: a server queries one database from several threads."""
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._local.conn = self._module.Connection(self._db)
            with _LOCK:
                self._connections.append(conn)
        return conn

    def rows(self, cypher: str, **params: Any) -> list[list[Any]]:
        """Run ``cypher`` (constant text: values go in ``params``); strings in and out are raw."""
        result = self._connection().execute(cypher, {k: escape_value(v) for k, v in params.items()})
        out = []
        while result.has_next():
            out.append(result.get_next())
        return [unescape_value(row) for row in out] if self._escaped else out

    def close(self) -> None:
        """Close the database (only when no thread is using it: ``close_all`` at the end)."""
        _OPEN.pop(self.snapshot.tree, None)
        with _LOCK:
            for conn in self._connections:
                conn.close()
            self._connections.clear()
        self._db.close()

    def __enter__(self) -> Graph:
        return self

    def __exit__(self, *exc: object) -> None:
        """Connections stay open for the next query in this process (see :func:`open_graph`)."""


_OPEN: dict[str, Graph] = {}
_LOCK = threading.Lock()
MAX_OPEN = 4


def close_all() -> None:
    for graph in list(_OPEN.values()):
        graph.close()


def cache_root(repo: Repo) -> Path:
    return repo.smp_dir / "cache"


def _settings(repo: Repo) -> tuple[str, int]:
    config = repo.git.config
    engine = str(config["smp.cache.engine"]) if "smp.cache.engine" in config else "ladybug"
    max_bytes = config.get_int("smp.cache.maxBytes") if "smp.cache.maxBytes" in config else DEFAULT_MAX_BYTES
    return engine, int(max_bytes)


def folder(repo: Repo, snap: snapshot.SnapshotInfo) -> Path:
    """Where the snapshot's database and derived caches (communities) live."""
    return cache_root(repo) / snap.tree


def built_info(repo: Repo, snap: snapshot.SnapshotInfo) -> dict[str, Any] | None:
    """The ``ready.json`` of the snapshot's database, if it is built (nothing is built here)."""
    return _ready(folder(repo, snap), _settings(repo)[0])


def _ready(folder: Path, engine: str) -> dict[str, Any] | None:
    try:
        info = json.loads((folder / "ready.json").read_text())
    except (OSError, ValueError):
        return None
    if info.get("builder") != BUILDER_VERSION or info.get("engine") != engine or not (folder / "graph").exists():
        return None
    return info if isinstance(info, dict) else None




def open_graph(repo: Repo, snap: snapshot.SnapshotInfo, progress: Progress = silent) -> Graph:
    """The snapshot's database, built first if missing, partial, corrupt or outdated.

    A process keeps up to :data:`MAX_OPEN` databases open (and their in-memory indexes),
    so a long-lived server pays the opening cost once per snapshot.
    """
    cached = _OPEN.get(snap.tree)
    if cached is not None and (folder(repo, snap) / "ready.json").exists():
        return cached
    graph = _open(repo, snap, progress)
    # Evicted databases are only dropped, not closed: another thread may still be reading
    # one; it closes when its last user lets go of it.
    bounded.put(_OPEN, snap.tree, graph, MAX_OPEN)
    return graph


def _open(repo: Repo, snap: snapshot.SnapshotInfo, progress: Progress) -> Graph:
    engine_name, max_bytes = _settings(repo)
    module = _engine(engine_name)
    root = cache_root(repo)
    if not str(root).isascii() and _SURROGATE.search(str(root)):
        raise Unsupported(f"the graph engine takes UTF-8 folder names only, and {os.fsencode(root)!r} is not one: "
                          "move or rename the repository's folder")
    folder = root / snap.tree
    info = _ready(folder, engine_name)
    if info is None:
        with locks.exclusive(root / f"{snap.tree}.lock"):
            info = _ready(folder, engine_name)
            if info is None:
                info = _build(repo, module, engine_name, snap, folder, progress)
        _evict(root, max_bytes, keep=folder)
    with contextlib.suppress(OSError):
        os.utime(folder / "ready.json")
    try:
        return Graph(module, folder / "graph", snap, info)
    except Exception:
        # Corrupt despite ready.json (disk trouble, engine upgrade): rebuild once.
        with locks.exclusive(root / f"{snap.tree}.lock"):
            shutil.rmtree(folder, ignore_errors=True)
            info = _build(repo, module, engine_name, snap, folder, progress)
        return Graph(module, folder / "graph", snap, info)


@dataclass
class _Tables:
    """What a snapshot puts into the database, as rows (``graphrows``; strings not yet escaped)."""

    symbols: list[tuple[Any, ...]] = field(default_factory=list)
    edges: dict[str, list[tuple[Any, ...]]] = field(default_factory=lambda: {k: [] for k in GRAPH_EDGE_KINDS})
    owners: dict[str, list[str]] = field(default_factory=lambda: {k: [] for k in GRAPH_EDGE_KINDS})
    """The file each edge comes from (``""``: a folder's ``CONTAINS``), parallel to ``edges``."""
    messages: list[tuple[str, str, int]] = field(default_factory=list)
    files: int = 0


def _read(repo: Repo, snap: snapshot.SnapshotInfo, progress: Progress) -> _Tables:
    """Symbol and edge rows from every shard, plus a ``package`` symbol per folder."""
    out = _Tables()
    folders: set[str] = set()
    contains, contains_owners = out.edges["CONTAINS"], out.owners["CONTAINS"]
    total = int(snapshot.read_meta(repo.git, snap.tree).get("files", 0))
    for record in snapshot.iter_shard_records(repo.git, snap.tree):
        rows = file_rows(record)
        out.symbols += rows.symbols
        for kind, edges in rows.edges.items():
            out.edges[kind] += edges
            out.owners[kind] += [rows.path] * len(edges)
        out.messages += rows.messages
        folders.update(folders_of(rows.path))
        out.files += 1
        if out.files % 100 == 0:
            progress("graph", out.files, total)
    packages, folder_edges = folder_rows(folders)
    out.symbols += packages
    files = [row[0] for row in out.symbols if row[1] == "file"]
    contains += folder_edges + [contains_row(folders_of(path)[0], path) for path in files]
    contains_owners += [""] * (len(folder_edges) + len(files))
    out.messages.sort(key=message_order)
    return out


def _csv_text(rows: Sequence[Sequence[Any]]) -> str:
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerows(rows)
    return buffer.getvalue()


def _write_csv(path: Path, rows: Sequence[Sequence[Any]]) -> int:
    """Write ``rows`` with their strings escaped; returns how many rows needed escaping.

    Fast path: a chunk's CSV text with one line feed per row, none of the other characters
    to escape and no surrogate (UTF-8 encoding fails on one) is written as it is: checked
    at C speed over the whole text, not field by field.
    """
    escaped = 0
    with path.open("wb") as handle:
        for start in range(0, len(rows), CSV_CHUNK):
            chunk = rows[start:start + CSV_CHUNK]
            text = _csv_text(chunk)
            try:
                data = text.encode("utf-8")
                clean = text.count("\n") == len(chunk) and not any(c in text for c in "\r\x00" + ESC)
            except UnicodeEncodeError:
                clean = False
            if not clean:
                dirty = [needs_escape(row) for row in chunk]
                escaped += sum(dirty)
                data = _csv_text([[escape(v) if isinstance(v, str) else v for v in row] if bad else row
                                  for row, bad in zip(chunk, dirty, strict=True)]).encode("utf-8")
            handle.write(data)
    return escaped


def _copy(conn: Any, table: str, path: Path) -> None:
    """``COPY`` the CSV file at ``path`` into ``table``, naming it by descriptor only (module docstring)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        if not os.path.exists(f"{FD_FOLDER}/{fd}"):
            raise Unsupported(f"the graph cache loads its files through {FD_FOLDER}, which this system lacks")
        conn.execute(f"{COPY_INTO[table]} '{FD_FOLDER}/{int(fd)}' ({CSV_OPTIONS})")
    finally:
        os.close(fd)
    path.unlink()


def _load(module: ModuleType, db_path: Path, tables: _Tables) -> tuple[dict[str, int], int, int, list[Any]]:
    """Create and bulk-load the database; returns (edge counts, symbols, escaped rows, dangling edges)."""
    work = db_path.parent
    ids = {row[0] for row in tables.symbols}
    kept: dict[str, list[tuple[Any, ...]]] = {}
    dangling: list[tuple[Any, ...]] = []
    for kind, rows in tables.edges.items():
        kept[kind] = []
        for row, owner in zip(rows, tables.owners[kind], strict=True):
            if row[0] in ids and row[1] in ids:
                kept[kind].append(row)
            else:
                dangling.append((owner, kind, *row))
    escaped = _write_csv(work / "Symbol.csv", tables.symbols)
    for kind, rows in kept.items():
        if rows:
            escaped += _write_csv(work / f"{kind}.csv", rows)
    db = module.Database(str(db_path), buffer_pool_size=BUFFER_POOL)
    conn = module.Connection(db)
    try:
        conn.execute(CREATE_SYMBOL)
        for kind in GRAPH_EDGE_KINDS:
            conn.execute(CREATE_EDGES[kind])
        _copy(conn, "Symbol", work / "Symbol.csv")
        for kind in GRAPH_EDGE_KINDS:
            if kept[kind]:
                _copy(conn, kind, work / f"{kind}.csv")
    finally:
        conn.close()
        db.close()
    return {kind: len(rows) for kind, rows in kept.items()}, len(ids), escaped, sorted(dangling)


def _full(repo: Repo, module: ModuleType, engine: str, snap: snapshot.SnapshotInfo, work: Path,
          progress: Progress) -> dict[str, Any]:
    tables = _read(repo, snap, progress)
    counts, symbols, escaped, dangling = _load(module, work / "graph", tables)
    (work / "messages.json").write_text(json.dumps(tables.messages))
    (work / "dangling.json").write_text(json.dumps(dangling))
    progress("graph", tables.files, tables.files)
    return {"builder": BUILDER_VERSION, "engine": engine, "snapshot": snap.commit, "tree": snap.tree,
            "symbols": symbols, "edges": counts, "escaped": escaped}


@dataclass
class _Base:
    """A built database that a snapshot's can be derived from, and the shards between them."""

    folder: Path
    info: dict[str, Any]
    changes: list[tuple[str, pygit2.Oid | None, pygit2.Oid | None]]


def _base(repo: Repo, snap: snapshot.SnapshotInfo, engine: str) -> _Base | None:
    """The nearby built database that differs from ``snap`` in the fewest (and few enough) files."""
    git, root = repo.git, cache_root(repo)
    files = int(snapshot.read_meta(git, snap.tree).get("files", 0))
    limit = min(DERIVE_MAX_FILES, max(DERIVE_MIN_FILES, int(files * DERIVE_SHARE)))
    trees = [tree for _, tree in snapshot.ancestors(git, snap.commit, DERIVE_DISTANCE)]
    with contextlib.suppress(OSError):
        markers = [f / "ready.json" for f in root.iterdir() if _TREE_NAME.fullmatch(f.name)]
        trees += [m.parent.name for m in recent_first(markers)[:DERIVE_RECENT]]
    best: _Base | None = None
    for tree in dict.fromkeys(trees):
        info = _ready(root / tree, engine)
        if tree == snap.tree or info is None or info.get("generation", 0) >= MAX_GENERATIONS or \
                (root / tree / "graph.wal").exists():
            continue
        cap = limit if best is None else len(best.changes) - 1   # only a closer base is worth its diff
        try:
            changes = list(itertools.islice(snapshot.changed_shards(git, tree, snap.tree), cap + 1))
        except (KeyError, ValueError, pygit2.GitError):
            continue   # a database of a snapshot this repository no longer has
        if len(changes) <= cap:
            best = _Base(root / tree, info, changes)
            if len(changes) <= 1:
                break   # the parent of a one-file commit, nearest first: none is closer
    return best


def _derive(repo: Repo, module: ModuleType, engine: str, snap: snapshot.SnapshotInfo, work: Path,
            progress: Progress) -> dict[str, Any] | None:
    """Build ``snap``'s database in ``work`` from a nearby one (``graphdelta``), or None if there is none."""
    config = repo.git.config
    if "smp.cache.derive" in config and not config.get_bool("smp.cache.derive"):
        return None
    base = _base(repo, snap, engine)
    if base is None:
        return None
    try:
        shutil.copyfile(base.folder / "graph", work / "graph")
        messages = [(m[0], m[1], m[2]) for m in json.loads((base.folder / "messages.json").read_text())]
        dangling = [tuple(d) for d in json.loads((base.folder / "dangling.json").read_text())]
    except (OSError, ValueError, IndexError):
        return None   # evicted or rebuilt meanwhile
    db = module.Database(str(work / "graph"), buffer_pool_size=BUFFER_POOL)
    conn = module.Connection(db)
    try:
        delta = graphdelta.apply(conn, repo.git, base.info["tree"], snap.tree, base.changes, messages, dangling)
    finally:
        conn.close()
        db.close()
    (work / "messages.json").write_text(json.dumps(delta.messages))
    (work / "dangling.json").write_text(json.dumps(delta.dangling))
    progress("graph", delta.files, delta.files)
    return {"builder": BUILDER_VERSION, "engine": engine, "snapshot": snap.commit, "tree": snap.tree,
            "symbols": delta.symbols, "edges": delta.counts,
            "escaped": int(base.info.get("escaped", 0)) + delta.escaped,
            "generation": int(base.info.get("generation", 0)) + 1,
            "derived": {"from": base.info["tree"], "files": delta.files, "symbols_deleted": delta.symbols_deleted,
                        "symbols_updated": delta.symbols_updated, "symbols_created": delta.symbols_created,
                        "edges_created": delta.edges_created, "tables_rewritten": sorted(delta.edges_deleted_from)}}


def _build(repo: Repo, module: ModuleType, engine: str, snap: snapshot.SnapshotInfo, folder: Path,
           progress: Progress) -> dict[str, Any]:
    root = folder.parent
    root.mkdir(parents=True, exist_ok=True)
    _sweep_partial(root)
    started = time.perf_counter()
    work = Path(tempfile.mkdtemp(prefix=f".{snap.tree}.building-", dir=root))
    try:
        info: dict[str, Any] | None = None
        try:
            info = _derive(repo, module, engine, snap, work, progress)
        except Exception as exc:   # the cache is disposable: a failed derivation is a full build
            log.warning("could not derive the graph cache of %s (%s: %s); building it in full",
                        snap.tree[:12], type(exc).__name__, exc)
            shutil.rmtree(work, ignore_errors=True)
            work.mkdir()
        if info is None:
            info = _full(repo, module, engine, snap, work, progress)
        info["seconds"] = round(time.perf_counter() - started, 3)
        (work / "ready.json").write_text(json.dumps(info, sort_keys=True))
        shutil.rmtree(folder, ignore_errors=True)
        os.replace(work, folder)
        return info
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _sweep_partial(root: Path) -> None:
    """Remove temporary build folders left by killed builders."""
    for path in root.glob(".*.building-*"):
        try:
            if time.time() - path.stat().st_mtime > STALE_BUILD_SECONDS:
                shutil.rmtree(path, ignore_errors=True)
        except OSError:
            pass


def _size(path: Path) -> int:
    total = 0
    for p in path.rglob("*"):
        with contextlib.suppress(OSError):
            total += p.stat().st_size if p.is_file() else 0
    return total


def _evict(root: Path, max_bytes: int, keep: Path) -> None:
    markers = recent_first(f / "ready.json" for f in root.iterdir() if f.is_dir() and _TREE_NAME.fullmatch(f.name))
    used = 0
    for marker in markers:
        folder = marker.parent
        used += _size(folder)
        if used > max_bytes and folder != keep:
            shutil.rmtree(folder, ignore_errors=True)
