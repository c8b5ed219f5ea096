"""The on-disk embedding store: vectors keyed by 16 bytes, in checksummed append-only segments.

Owns the store's layout, its reader (:func:`scan`) and :class:`VectorStore` (read, append,
compact), and the key of an arbitrary text (:func:`text_key`).  What text is embedded for
a symbol, and the search indexes over a snapshot, are ``cache/vectors.py``'s.  Everything
here is a disposable cache under ``<common dir>/smp/cache/vectors/``.

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

"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import struct
import tempfile
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from smriti_git.cache.embedder import Embedder, require

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from smriti_git.storage.repo import Repo

    Matrix = NDArray[np.float32]

FORMAT = 1
MAGIC = b"SMV1"
HEADER = struct.Struct("<4sIIQ")
KEY_BYTES = 16
CHECKSUM_BYTES = 16
MAX_SEGMENTS = 32
COMPACT_MIN_AGE = 60.0


def text_key(text: str) -> bytes:
    """The store key of an arbitrary text (used when a symbol has no content hash)."""
    return hashlib.blake2b(("text\0" + text).encode("utf-8", "surrogatepass"), digest_size=KEY_BYTES).digest()





def root(repo: Repo) -> Path:
    """``<common dir>/smp/cache/vectors``."""
    return repo.smp_dir / "cache" / "vectors"


def atomic_write(path: Path, data: bytes) -> None:
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
                atomic_write(meta, json.dumps({"format": FORMAT, "model_id": model_id, "dim": dim,
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
            atomic_write(self.segments / merged, data)
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
