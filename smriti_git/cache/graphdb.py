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
* **Concurrency.**  Builders take an exclusive ``flock`` on ``<tree>.lock``: one
  builds, the others wait and then open the finished database read-only.
* **Eviction.**  Least recently used databases beyond ``smp.cache.maxBytes``
  (default 4 GiB) are deleted after each build.
"""

from __future__ import annotations

import contextlib
import csv
import importlib
import json
import os
import shutil
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

from smriti_git.cache import recent_first
from smriti_git.errors import Unsupported
from smriti_git.index import snapshot
from smriti_git.model.code import EDGE_KINDS
from smriti_git.progress import Progress, silent
from smriti_git.storage import locks
from smriti_git.storage.repo import Repo

BUILDER_VERSION = "2"
ENGINES = ("ladybug", "kuzu")
DEFAULT_MAX_BYTES = 4 << 30
BUFFER_POOL = 512 << 20
STALE_BUILD_SECONDS = 3600

SYMBOL_COLUMNS = (
    ("id", "STRING"), ("kind", "STRING"), ("name", "STRING"), ("qualname", "STRING"), ("path", "STRING"),
    ("lang", "STRING"), ("start_line", "INT64"), ("end_line", "INT64"), ("start_byte", "INT64"),
    ("end_byte", "INT64"), ("parent", "STRING"), ("signature", "STRING"), ("hash", "STRING"),
    ("is_test", "BOOLEAN"), ("exported", "BOOLEAN"),
)
EDGE_COLUMNS = (("resolved", "BOOLEAN"), ("confidence", "DOUBLE"), ("line", "INT64"))
GRAPH_EDGE_KINDS = tuple(k for k in EDGE_KINDS if k != "DEFINES")
"""``DEFINES`` (file -> every definition) stays in the shards; in the graph, a symbol's
``path`` and the ``CONTAINS`` tree say the same thing with a third of the rows."""


def _engine(name: str) -> ModuleType:
    if name not in ENGINES:
        raise Unsupported(f"unknown graph engine {name!r} (smp.cache.engine): use one of {', '.join(ENGINES)}")
    try:
        return importlib.import_module(name)
    except ImportError:
        raise Unsupported(f"graph engine {name!r} is not installed (pip install {name})") from None


class Graph:
    """A read-only connection to one snapshot's database."""

    def __init__(self, module: ModuleType, path: Path, snap: snapshot.SnapshotInfo, info: dict[str, Any]) -> None:
        self.snapshot = snap
        self.info = info
        self.memo: dict[str, Any] = {}
        """In-memory indexes derived from the database (name index, file list), per process."""
        self._db = module.Database(str(path), read_only=True, buffer_pool_size=BUFFER_POOL)
        self._conn = module.Connection(self._db)

    def rows(self, cypher: str, **params: Any) -> list[list[Any]]:
        result = self._conn.execute(cypher, params)
        out = []
        while result.has_next():
            out.append(result.get_next())
        return out

    def close(self) -> None:
        _OPEN.pop(self.snapshot.tree, None)
        self._conn.close()
        self._db.close()

    def __enter__(self) -> Graph:
        return self

    def __exit__(self, *exc: object) -> None:
        """Connections stay open for the next query in this process (see :func:`open_graph`)."""


_OPEN: dict[str, Graph] = {}
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
    _OPEN[snap.tree] = graph
    while len(_OPEN) > MAX_OPEN:
        next(iter(_OPEN.values())).close()
    return graph


def _open(repo: Repo, snap: snapshot.SnapshotInfo, progress: Progress) -> Graph:
    engine_name, max_bytes = _settings(repo)
    module = _engine(engine_name)
    root = cache_root(repo)
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


def _build(repo: Repo, module: ModuleType, engine: str, snap: snapshot.SnapshotInfo, folder: Path,
           progress: Progress) -> dict[str, Any]:
    root = folder.parent
    root.mkdir(parents=True, exist_ok=True)
    _sweep_partial(root)
    started = time.perf_counter()
    work = Path(tempfile.mkdtemp(prefix=f".{snap.tree}.building-", dir=root))
    try:
        nodes_csv = work / "symbols.csv"
        edge_files: dict[str, Path] = {kind: work / f"{kind}.csv" for kind in GRAPH_EDGE_KINDS}
        ids: set[str] = set()
        edges: dict[str, list[list[Any]]] = {k: [] for k in GRAPH_EDGE_KINDS}
        folders: set[str] = set()
        messages: list[list[Any]] = []
        count = 0
        meta = snapshot.read_meta(repo.git, snap.tree)
        total = int(meta.get("files", 0))
        with nodes_csv.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            for record in snapshot.iter_shard_records(repo.git, snap.tree):
                path, lang = record["path"], record["lang"]
                for sym in record["symbols"]:
                    ids.add(sym["id"])
                    span = sym["span"]
                    writer.writerow((sym["id"], sym["kind"], sym["name"], sym["qualname"], path, lang, span[0],
                                     span[1], span[2], span[3], sym.get("parent", ""), sym.get("signature", ""),
                                     sym.get("hash", ""), "true" if sym.get("test") else "false",
                                     "false" if sym.get("exported") is False else "true"))
                messages.extend([m["src"], m["text"], m["line"]] for m in record.get("messages", ()))
                for edge in record["edges"]:
                    kind = edge["kind"]
                    if "dst" in edge and kind in edges:
                        edges[kind].append([edge["src"], edge["dst"],
                                            "false" if edge.get("resolved") is False else "true",
                                            edge.get("confidence", 1.0), edge.get("line", 0)])
                parent = os.path.dirname(path)
                edges["CONTAINS"].append([parent + "/" if parent else "/", path, "true", 1.0, 0])
                while parent not in folders:
                    folders.add(parent)
                    if not parent:
                        break
                    up = os.path.dirname(parent)
                    edges["CONTAINS"].append([up + "/" if up else "/", parent + "/", "true", 1.0, 0])
                    parent = up
                count += 1
                if count % 100 == 0:
                    progress("graph", count, total)
            for name in sorted(folders):
                fid = name + "/" if name else "/"
                ids.add(fid)
                parent_dir = os.path.dirname(name)
                writer.writerow((fid, "package", os.path.basename(name) or "/", name or "/", name, "", 0, 0, 0, 0,
                                 (parent_dir + "/" if parent_dir else "/") if name else "", "", "", "false", "true"))
        counts: dict[str, int] = {}
        for kind, rows in edges.items():
            with edge_files[kind].open("w", newline="", encoding="utf-8") as handle:
                writer = csv.writer(handle)
                kept = [row for row in rows if row[0] in ids and row[1] in ids]
                writer.writerows(kept)
                counts[kind] = len(kept)
        db_path = work / "graph"
        db = module.Database(str(db_path), buffer_pool_size=BUFFER_POOL)
        conn = module.Connection(db)
        columns = ", ".join(f"{n} {t}" for n, t in SYMBOL_COLUMNS)
        conn.execute(f"CREATE NODE TABLE Symbol({columns}, PRIMARY KEY(id))")
        rel_columns = ", ".join(f"{n} {t}" for n, t in EDGE_COLUMNS)
        for kind in GRAPH_EDGE_KINDS:
            conn.execute(f"CREATE REL TABLE {kind}(FROM Symbol TO Symbol, {rel_columns})")
        conn.execute(f"COPY Symbol FROM '{nodes_csv}' (HEADER=false)")
        for kind in GRAPH_EDGE_KINDS:
            if counts[kind]:
                conn.execute(f"COPY {kind} FROM '{edge_files[kind]}' (HEADER=false)")
        conn.close()
        db.close()
        nodes_csv.unlink()
        for path in edge_files.values():
            path.unlink()
        info = {"builder": BUILDER_VERSION, "engine": engine, "snapshot": snap.commit, "tree": snap.tree,
                "symbols": len(ids), "edges": counts, "seconds": round(time.perf_counter() - started, 3)}
        (work / "messages.json").write_text(json.dumps(messages))
        (work / "ready.json").write_text(json.dumps(info, sort_keys=True))
        shutil.rmtree(folder, ignore_errors=True)
        os.replace(work, folder)
        progress("graph", total, total)
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
    markers = recent_first(f / "ready.json" for f in root.iterdir() if f.is_dir() and len(f.name) == 40)
    used = 0
    for marker in markers:
        folder = marker.parent
        used += _size(folder)
        if used > max_bytes and folder != keep:
            shutil.rmtree(folder, ignore_errors=True)
