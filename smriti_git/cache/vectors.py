"""The vector cache: embeddings keyed by content, and a nearest-neighbour index per snapshot.

Owns what text is embedded for a symbol (:func:`symbol_text`, its store key
:func:`symbol_key`), filling the store for a snapshot's symbols (:func:`ensure_vectors`)
and the per-snapshot search index (:func:`open_index`).  The store itself (keys to
vectors, in checksummed segments) is ``cache/vector_store.py``.  Everything here is a
disposable cache under ``<common dir>/smp/cache/vectors/``: delete it at any time and it
is rebuilt; nothing in it is ever trusted without a checksum.

**Index** (``vectors/<model_id>/index/<snapshot tree id>.{bin,json}``).  An HNSW index
(``hnswlib``, inner product on normalised vectors = cosine) over the snapshot's functions,
methods and classes; ``.json`` (symbol ids in label order, counts, the ``.bin`` file's
size and BLAKE2b) is written last and is the ready marker.  A snapshot with fewer than
``smp.vectors.exactBelow`` symbols (default :data:`EXACT_BELOW`) is searched exactly
instead (a matrix product) and gets no index file.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import tempfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from smriti_git.cache.embedder import Embedder, require
from smriti_git.cache.vector_store import FORMAT, KEY_BYTES, VectorStore, atomic_write, root, text_key
from smriti_git.errors import InvalidArgument
from smriti_git.model.code import CALLABLE_KINDS
from smriti_git.progress import Progress, silent
from smriti_git.storage import locks

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from smriti_git.index.snapshot import SnapshotInfo
    from smriti_git.storage.repo import Repo

    Matrix = NDArray[np.float32]

EXACT_BELOW = 5000
MAX_INDEXES = 8
"""HNSW index files kept per model (least recently used beyond that are deleted)."""
HNSW_M = 16
HNSW_EF_CONSTRUCTION = 100
HNSW_SEED = 100
EMBED_BATCH = 256
"""Symbols embedded (and appended to the store) per step of :func:`ensure_vectors`."""

INDEXED_KINDS: frozenset[str] = CALLABLE_KINDS | frozenset({"class", "interface", "trait", "struct", "enum"})
"""What a snapshot's vector index covers: functions, methods and class-like types."""

TEXT_RECIPE = "smp-text/1"
MAX_BODY_CHARS = 2000


# -- what is embedded -------------------------------------------------------------------------

_WORDS = re.compile(r"[A-Z]+(?=[A-Z][a-z]|\d|\b|_)|[A-Z]?[a-z]+|[A-Z]+|\d+")


def split_words(identifier: str) -> list[str]:
    """``HTTPAdapter.send_request`` -> ``["http", "adapter", "send", "request"]``."""
    return [w.lower() for w in _WORDS.findall(identifier)]


def symbol_text(path: str, kind: str, qualname: str, body: str, max_chars: int = MAX_BODY_CHARS) -> str:
    """The text embedded for a symbol (recipe :data:`TEXT_RECIPE`).

    One header line — path, kind, qualified name, and the qualified name split into
    lowercase words (so ``getHeaderValue`` reads as "get header value") — then the
    symbol's source (signature, docstring and body) with runs of whitespace collapsed
    to one space, cut at ``max_chars`` characters.  The model truncates further at its
    maximum length (256 word pieces for the default model: about the first 700-900
    characters of code), so the start of a definition is what counts.
    """
    words = " ".join(split_words(qualname))
    return f"{path} | {kind} {qualname} | {words}\n{' '.join(body.split())[:max_chars]}"


def symbol_key(content_hash: str, path: str, qualname: str, kind: str) -> bytes:
    """The store key of a symbol's vector: 16 bytes of BLAKE2b over what its text depends on."""
    material = "\0".join((TEXT_RECIPE, str(MAX_BODY_CHARS), content_hash, path, qualname, kind))
    # surrogatepass: a non-UTF-8 path byte (a lone surrogate, PEP 383) hashes too; other text is plain UTF-8.
    return hashlib.blake2b(material.encode("utf-8", "surrogatepass"), digest_size=KEY_BYTES).digest()


def symbol_item(sid: str, path: str, kind: str, qualname: str, content_hash: str,
                text: Callable[[], str]) -> Item:
    """The store item of a symbol: keyed by its content hash (by its text when it has none)."""
    key = symbol_key(content_hash, path, qualname, kind) if content_hash else text_key(text())
    return Item(sid, path, key, text)


# -- symbols of a snapshot ------------------------------------------------------------------


@dataclass(frozen=True)
class Item:
    """A symbol to embed: its id, store key, and how to get its text on a cache miss."""

    id: str
    path: str
    key: bytes
    text: Callable[[], str]


def ensure_vectors(store: VectorStore, embedder: Embedder, items: Sequence[Item],
                   progress: Progress = silent) -> Matrix:
    """The vectors of ``items`` in order, embedding (and storing) only the missing ones."""
    store.refresh()
    matrix, found = store.get([item.key for item in items])
    missing = [i for i, ok in enumerate(found) if not ok]
    # The same key may appear twice (identical definitions): embed it once.
    todo: dict[bytes, list[int]] = {}
    for i in missing:
        todo.setdefault(items[i].key, []).append(i)
    keys = list(todo)
    for start in range(0, len(keys), EMBED_BATCH):
        batch = keys[start:start + EMBED_BATCH]
        vectors = embedder.embed_documents([items[todo[k][0]].text() for k in batch])
        store.put(batch, vectors)
        for key, vector in zip(batch, vectors, strict=True):
            for i in todo[key]:
                matrix[i] = vector
        progress("embed", min(start + EMBED_BATCH, len(keys)), len(keys))
    return matrix


def snapshot_items(repo: Repo, snap: SnapshotInfo, kinds: Iterable[str] = INDEXED_KINDS) -> list[Item]:
    """The snapshot's symbols of ``kinds`` (default: functions, methods, classes), in shard order."""
    from smriti_git.index import snapshot

    wanted = frozenset(kinds)
    git = repo.git
    blobs: dict[str, bytes] = {}

    def loader(blob: str, lang: str, start: int, end: int, path: str, kind: str,
               qualname: str) -> Callable[[], str]:
        def load() -> str:
            data = blobs.get(blob)
            if data is None:
                blobs.clear()           # shards come file by file: keep one file's text in memory
                data = blobs[blob] = snapshot.read_source(git, blob, lang)
            return symbol_text(path, kind, qualname, data[start:end].decode("utf-8", "replace"))
        return load

    items = []
    for record in snapshot.iter_shard_records(git, snap.tree):
        path = record["path"]
        for sym in record["symbols"]:
            kind = sym["kind"]
            if kind not in wanted:
                continue
            span = sym["span"]
            qualname = sym["qualname"]
            text = loader(record["blob"], record["lang"], span[2], span[3], path, kind, qualname)
            items.append(symbol_item(sym["id"], path, kind, qualname, sym.get("hash", ""), text))
    return items


# -- search -----------------------------------------------------------------------------------


class VectorIndex:
    """Nearest neighbours by cosine over a fixed set of symbols."""

    ids: list[str]
    kind: str

    def search(self, query: Matrix, k: int) -> list[tuple[str, float]]:
        raise NotImplementedError


class ExactIndex(VectorIndex):
    """All scores by one matrix product: exact, and fast enough below tens of thousands."""

    kind = "exact"

    def __init__(self, ids: list[str], matrix: Matrix) -> None:
        self.ids = ids
        self.matrix = matrix

    def scores(self, query: Matrix) -> Matrix:
        result: Matrix = self.matrix @ query
        return result

    def search(self, query: Matrix, k: int) -> list[tuple[str, float]]:
        np = require("numpy")
        if not self.ids or k <= 0:
            return []
        scores = self.scores(query)
        k = min(k, len(self.ids))
        top = np.argpartition(-scores, k - 1)[:k] if k < len(self.ids) else np.arange(len(self.ids))
        # Ties broken by id, so results do not depend on the platform's sort.
        order = sorted(top.tolist(), key=lambda i: (-float(scores[i]), self.ids[i]))
        return [(self.ids[i], float(scores[i])) for i in order]


class HnswIndex(VectorIndex):
    """Approximate search with an HNSW graph (hnswlib, inner product)."""

    kind = "hnsw"

    def __init__(self, ids: list[str], index: Any) -> None:
        self.ids = ids
        self.index = index

    @classmethod
    def build(cls, ids: list[str], matrix: Matrix, threads: int = 1) -> HnswIndex:
        hnswlib = require("hnswlib")
        np = require("numpy")
        index = hnswlib.Index(space="ip", dim=int(matrix.shape[1]))
        index.init_index(max_elements=max(1, len(ids)), ef_construction=HNSW_EF_CONSTRUCTION, M=HNSW_M,
                         random_seed=HNSW_SEED)
        if ids:
            index.add_items(matrix, np.arange(len(ids)), num_threads=max(1, threads))
        return cls(ids, index)

    def search(self, query: Matrix, k: int) -> list[tuple[str, float]]:
        if not self.ids or k <= 0:
            return []
        k = min(k, len(self.ids))
        self.index.set_ef(max(64, 2 * k))
        labels, distances = self.index.knn_query(query.reshape(1, -1), k=k)
        # hnswlib's "ip" distance is 1 - inner product.
        pairs = [(self.ids[int(label)], 1.0 - float(d)) for label, d in zip(labels[0], distances[0], strict=True)]
        return sorted(pairs, key=lambda p: (-p[1], p[0]))


def _digest(path: Path) -> str:
    with path.open("rb") as handle:
        return hashlib.file_digest(handle, "blake2b").hexdigest()[:32]




def _load_hnsw(folder: Path, tree: str, model_id: str, dim: int) -> HnswIndex | None:
    try:
        info = json.loads((folder / f"{tree}.json").read_text())
        if (info.get("format") != FORMAT or info.get("model_id") != model_id or info.get("tree") != tree
                or info.get("dim") != dim):
            return None
        ids = info["ids"]
        bin_path = folder / f"{tree}.bin"
        if bin_path.stat().st_size != info["bytes"] or _digest(bin_path) != info["blake2b"]:
            return None
        hnswlib = require("hnswlib")
        index = hnswlib.Index(space="ip", dim=dim)
        index.load_index(str(bin_path), max_elements=max(1, len(ids)))
        if index.get_current_count() != len(ids):
            return None
        with contextlib.suppress(OSError):
            os.utime(folder / f"{tree}.json")
        return HnswIndex(list(ids), index)
    except (OSError, ValueError, KeyError, TypeError, RuntimeError):
        return None


def _save_hnsw(folder: Path, tree: str, model_id: str, index: HnswIndex) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{tree}.", suffix=".bin.tmp", dir=folder)
    os.close(fd)
    try:
        index.index.save_index(tmp)
        info = {"format": FORMAT, "model_id": model_id, "tree": tree, "dim": int(index.index.dim),
                "count": len(index.ids), "bytes": os.path.getsize(tmp), "blake2b": _digest(Path(tmp)),
                "M": HNSW_M, "ef_construction": HNSW_EF_CONSTRUCTION, "ids": index.ids}
        os.replace(tmp, folder / f"{tree}.bin")
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
    atomic_write(folder / f"{tree}.json", json.dumps(info, sort_keys=True).encode())
    _evict(folder, keep=tree)


def _evict(folder: Path, keep: str) -> None:
    entries = []
    for path in folder.glob("*.json"):
        with contextlib.suppress(OSError):
            entries.append((path.stat().st_mtime, path.stem))
    entries.sort(reverse=True)
    for _, tree in entries[MAX_INDEXES:]:
        if tree != keep:
            for suffix in (".json", ".bin", ".lock"):
                with contextlib.suppress(OSError):
                    (folder / f"{tree}{suffix}").unlink()


def exact_below(repo: Repo) -> int:
    config = repo.git.config
    if "smp.vectors.exactBelow" not in config:
        return EXACT_BELOW
    try:
        return int(config.get_int("smp.vectors.exactBelow"))
    except Exception:
        raise InvalidArgument("smp.vectors.exactBelow must be an integer") from None


def ready_index(repo: Repo, snap: SnapshotInfo, embedder: Embedder) -> VectorIndex | None:
    """The snapshot's HNSW index if one was built already (nothing is embedded or built here)."""
    return _load_hnsw(root(repo) / embedder.model_id / "index", snap.tree, embedder.model_id, embedder.dim)


def open_index(repo: Repo, snap: SnapshotInfo, embedder: Embedder, *, exact_threshold: int | None = None,
               progress: Progress = silent) -> VectorIndex:
    """The snapshot's vector index, embedding what the store lacks and building what is missing."""
    threshold = exact_below(repo) if exact_threshold is None else exact_threshold
    folder = root(repo) / embedder.model_id / "index"
    ready = _load_hnsw(folder, snap.tree, embedder.model_id, embedder.dim)
    if ready is not None:
        return ready
    store = VectorStore.for_embedder(repo, embedder)
    try:
        items = snapshot_items(repo, snap)
        matrix = ensure_vectors(store, embedder, items, progress)
    finally:
        store.close()
    ids = [item.id for item in items]
    if len(ids) < threshold:
        return ExactIndex(ids, matrix)
    threads = embedder.threads or (os.cpu_count() or 1)
    try:
        with locks.exclusive(folder / f"{snap.tree}.lock"):
            ready = _load_hnsw(folder, snap.tree, embedder.model_id, embedder.dim)
            if ready is not None:
                return ready
            progress("vector index", 0, len(ids))
            built = HnswIndex.build(ids, matrix, threads=threads)
            _save_hnsw(folder, snap.tree, embedder.model_id, built)
            progress("vector index", len(ids), len(ids))
    except OSError:
        # The cache folder cannot be written (read-only, full): serve from memory.
        return HnswIndex.build(ids, matrix, threads=threads)
    return built
