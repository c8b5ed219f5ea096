"""The vector cache: embeddings keyed by content, and a nearest-neighbour index per snapshot.

Owns what text is embedded for a symbol (:func:`symbol_text`), the on-disk embedding
store (:class:`VectorStore`) and the per-snapshot search index (:func:`open_index`).
Everything here is a disposable cache under ``<common dir>/smp/cache/vectors/``: delete
it at any time and it is rebuilt; nothing in it is ever trusted without a checksum.

**Store** (``vectors/<model_id>/``).  A vector is keyed by :func:`symbol_key` — the
symbol's content hash plus the few fields outside its body that the embedded text
includes (path, qualified name, kind) and the text recipe — so a function unchanged
between two commits is embedded once, whatever the commit.  Files:

* ``meta.json``: ``{"format": 1, "model_id", "dim", "dtype": "float32"}``, informative.
* ``segments/seg-<time>-<pid>-<random>.smv``: append-only segment files.  Each process
  appends only to segment files it created itself (``O_EXCL``), so concurrent writers
  never share a file and need no lock.  A segment is a sequence of records::

      header   "SMV1"  u32 count  u32 dim  u64 payload bytes        (little-endian, 20 bytes)
      payload  count x 16-byte keys, then count x dim float32 (little-endian, row-major)
      trailer  16-byte BLAKE2b of header + payload

  A reader accepts a record only if its header is sane, it is complete and its checksum
  matches; at the first record that is not, it stops reading that file (a write torn by
  a killed process or a full disk, or bit rot), so garbage is never returned as a vector.
  The affected vectors are simply embedded again.
* Compaction: once there are more than :data:`MAX_SEGMENTS` segments, one process (under
  a non-blocking ``flock`` on ``compact.lock``) merges the valid, distinct records of the
  segments untouched for a minute into one new segment (written to a temporary name and
  renamed into place) and deletes them.

**Index** (``vectors/<model_id>/index/<snapshot tree id>.{bin,json}``).  An HNSW index
(``hnswlib``, inner product on normalised vectors = cosine) over the snapshot's functions,
methods and classes; ``.json`` (symbol ids in label order, counts, the ``.bin`` file's
size and BLAKE2b) is written last and is the ready marker.  A snapshot with fewer than
``smp.vectors.exactBelow`` symbols (default :data:`EXACT_BELOW`) is searched exactly
instead (a matrix product) and gets no index file.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import re
import struct
import tempfile
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from smriti_git.cache.embedder import Embedder, require
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

FORMAT = 1
MAGIC = b"SMV1"
HEADER = struct.Struct("<4sIIQ")
KEY_BYTES = 16
CHECKSUM_BYTES = 16
MAX_SEGMENTS = 32
COMPACT_MIN_AGE = 60.0
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


def text_key(text: str) -> bytes:
    """The store key of an arbitrary text (used when a symbol has no content hash)."""
    return hashlib.blake2b(("text\0" + text).encode("utf-8", "surrogatepass"), digest_size=KEY_BYTES).digest()


# -- the store --------------------------------------------------------------------------------


def root(repo: Repo) -> Path:
    """``<common dir>/smp/cache/vectors``."""
    return repo.smp_dir / "cache" / "vectors"


def _atomic_write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def encode_record(keys: Sequence[bytes], vectors: Matrix) -> bytes:
    """One segment record (see the module docstring for the layout)."""
    np = require("numpy")
    count, dim = int(vectors.shape[0]), int(vectors.shape[1])
    if len(keys) != count or any(len(k) != KEY_BYTES for k in keys):
        raise ValueError("one 16-byte key per vector is required")
    body: bytes = b"".join(keys) + np.ascontiguousarray(vectors, dtype="<f4").tobytes()
    header = HEADER.pack(MAGIC, count, dim, len(body))
    return header + body + hashlib.blake2b(header + body, digest_size=CHECKSUM_BYTES).digest()


@dataclass
class Scan:
    """The valid records at the start of some segment bytes, and why reading stopped."""

    records: list[tuple[list[bytes], Matrix]]
    end: int            # offset just after the last valid record
    status: str         # "ok" (all read), "incomplete" (a record runs past the end), "damaged"


def scan(data: bytes, dim: int) -> Scan:
    """Read segment bytes record by record, stopping at the first one that is not valid.

    A record is valid if its header is sane, it is complete and its checksum matches.
    An incomplete record at the end may still be being written (or was torn by a killed
    process); a malformed one or a checksum mismatch is damage.  Nothing after the first
    invalid record is trusted, so garbage is never returned as a vector.
    """
    np = require("numpy")
    records: list[tuple[list[bytes], Matrix]] = []
    offset = 0
    while offset < len(data):
        if len(data) - offset < HEADER.size:
            return Scan(records, offset, "incomplete")
        magic, count, record_dim, size = HEADER.unpack_from(data, offset)
        if magic != MAGIC or record_dim != dim or size != count * (KEY_BYTES + 4 * dim):
            return Scan(records, offset, "damaged")
        end = offset + HEADER.size + size + CHECKSUM_BYTES
        if end > len(data):
            return Scan(records, offset, "incomplete")
        body_end = end - CHECKSUM_BYTES
        if hashlib.blake2b(data[offset:body_end], digest_size=CHECKSUM_BYTES).digest() != data[body_end:end]:
            return Scan(records, offset, "damaged")
        first = offset + HEADER.size
        keys = [data[first + i * KEY_BYTES:first + (i + 1) * KEY_BYTES] for i in range(count)]
        vectors = np.frombuffer(data, dtype="<f4", count=count * dim,
                                offset=first + count * KEY_BYTES).reshape(count, dim).astype(np.float32)
        records.append((keys, vectors))
        offset = end
    return Scan(records, offset, "ok")


class VectorStore:
    """Embeddings of one model, keyed by 16-byte keys, in append-only segment files.

    Reads load every valid record into memory once (and pick up new records on
    :meth:`refresh`); writes append one checksummed record per :meth:`put`.
    """

    def __init__(self, folder: Path, model_id: str, dim: int) -> None:
        self.folder = folder
        self.model_id = model_id
        self.dim = dim
        self.segments = folder / "segments"
        self.damaged: set[str] = set()
        """Segments with a damaged record (read up to it, never past it)."""
        self._np = require("numpy")
        self._rows: dict[bytes, tuple[int, int]] = {}
        self._blocks: list[Matrix] = []
        self._read_upto: dict[str, int] = {}
        self._own: tuple[int, int, str] | None = None     # (pid, fd, name) of this process's segment
        self.write_errors = 0
        """Appends that failed (the vectors stayed in memory only)."""
        try:
            self.segments.mkdir(parents=True, exist_ok=True)
            meta = folder / "meta.json"
            if not meta.exists():
                _atomic_write(meta, json.dumps({"format": FORMAT, "model_id": model_id, "dim": dim,
                                                "dtype": "float32"}, sort_keys=True).encode())
        except OSError:
            self.write_errors += 1
        self.refresh()

    @classmethod
    def for_embedder(cls, repo: Repo, embedder: Embedder) -> VectorStore:
        return cls(root(repo) / embedder.model_id, embedder.model_id, embedder.dim)

    def __len__(self) -> int:
        return len(self._rows)

    def __contains__(self, key: bytes) -> bool:
        return key in self._rows

    def refresh(self) -> None:
        """Read records appended since the last look (by any process)."""
        try:
            names = sorted(p.name for p in self.segments.iterdir() if p.name.endswith(".smv"))
        except OSError:
            return
        for name in names:
            if name in self.damaged:
                continue
            start = self._read_upto.get(name, 0)
            try:
                with (self.segments / name).open("rb") as handle:
                    handle.seek(start)
                    data = handle.read()
            except OSError:         # removed by a compaction since the listing
                continue
            result = scan(data, self.dim)
            for keys, vectors in result.records:
                self._add(keys, vectors)
            self._read_upto[name] = start + result.end
            # An incomplete record may still be being written by its owner: look again
            # next time.  A damaged one never heals: stop reading that file.
            if result.status == "damaged":
                self.damaged.add(name)

    def _add(self, keys: list[bytes], vectors: Matrix) -> None:
        block = len(self._blocks)
        self._blocks.append(vectors)
        for row, key in enumerate(keys):
            self._rows.setdefault(key, (block, row))

    def get(self, keys: Sequence[bytes]) -> tuple[Matrix, list[bool]]:
        """Vectors for ``keys`` (zeros where missing) and which were found."""
        np = self._np
        out = np.zeros((len(keys), self.dim), dtype=np.float32)
        found = []
        for i, key in enumerate(keys):
            where = self._rows.get(key)
            found.append(where is not None)
            if where is not None:
                out[i] = self._blocks[where[0]][where[1]]
        return out, found

    def put(self, keys: Sequence[bytes], vectors: Matrix) -> None:
        """Append vectors (one record, in this process's own segment file).

        A write that fails (full disk, read-only cache folder) is counted in
        :attr:`write_errors` and otherwise ignored: the vectors are still served from
        memory, and a partial record left on disk is never read back.
        """
        if not keys:
            return
        record = encode_record(keys, vectors)
        try:
            fd = self._segment_fd()
            view = memoryview(record)
            while view:
                written = os.write(fd, view)
                view = view[written:]
        except OSError:
            # A partial record may be on disk: abandon this file (readers stop before the
            # damage), and start a fresh one next time.
            self._close_own()
            self.write_errors += 1
        else:
            if self._own is not None:
                # Only this process appends to its segment: what it wrote is already in memory.
                name = self._own[2]
                self._read_upto[name] = self._read_upto.get(name, 0) + len(record)
        self._add(list(keys), self._np.array(vectors, dtype=self._np.float32))
        self._maybe_compact()

    def _segment_fd(self) -> int:
        pid = os.getpid()
        if self._own is not None and self._own[0] == pid:
            return self._own[1]
        name = f"seg-{time.time_ns():x}-{pid}-{uuid.uuid4().hex[:8]}.smv"
        fd = os.open(self.segments / name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND, 0o644)
        self._own = (pid, fd, name)
        return fd

    def _close_own(self) -> None:
        if self._own is not None and self._own[0] == os.getpid():
            with contextlib.suppress(OSError):
                os.close(self._own[1])
            self.damaged.add(self._own[2])
        self._own = None

    def close(self) -> None:
        if self._own is not None and self._own[0] == os.getpid():
            with contextlib.suppress(OSError):
                os.close(self._own[1])
        self._own = None

    def _maybe_compact(self) -> None:
        try:
            count = sum(1 for p in self.segments.iterdir() if p.name.endswith(".smv"))
        except OSError:
            return
        if count > MAX_SEGMENTS:
            with contextlib.suppress(OSError):
                self.compact()

    def compact(self, min_age: float = COMPACT_MIN_AGE) -> int:
        """Merge old segments into one; return how many were merged (0 if another process is at it)."""
        np = self._np
        lock = os.open(self.folder / "compact.lock", os.O_RDWR | os.O_CREAT, 0o644)
        try:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                return 0
            now = time.time()
            own = self._own[2] if self._own is not None else None
            old = []
            for path in sorted(self.segments.glob("*.smv")):
                with contextlib.suppress(OSError):
                    if path.name != own and now - path.stat().st_mtime >= min_age:
                        old.append(path)
            if len(old) < 2:
                return 0
            keys: list[bytes] = []
            blocks: list[Matrix] = []
            seen: set[bytes] = set()
            for path in old:
                try:
                    data = path.read_bytes()
                except OSError:
                    continue
                for record_keys, vectors in scan(data, self.dim).records:
                    fresh = [i for i, k in enumerate(record_keys) if k not in seen]
                    seen.update(record_keys)
                    keys.extend(record_keys[i] for i in fresh)
                    blocks.append(vectors[fresh])
            merged = f"seg-{time.time_ns():x}-{os.getpid()}-{uuid.uuid4().hex[:8]}.smv"
            vectors = np.concatenate(blocks) if blocks else np.zeros((0, self.dim), dtype=np.float32)
            data = b"".join(encode_record(keys[i:i + 65536], vectors[i:i + 65536])
                            for i in range(0, len(keys), 65536))
            _atomic_write(self.segments / merged, data)
            for path in old:
                with contextlib.suppress(OSError):
                    path.unlink()
                self._read_upto.pop(path.name, None)
                self.damaged.discard(path.name)
            # Everything merged is already in memory; do not read the merged file again.
            self._read_upto[merged] = len(data)
            return len(old)
        finally:
            os.close(lock)


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
    _atomic_write(folder / f"{tree}.json", json.dumps(info, sort_keys=True).encode())
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
