"""Memory vectors by content: each fact's text embedded once, for every process, and
ahead of recall in a server.

Owns the memory side of the shared vector store (``cache/vector_store.py``, under
``<common dir>/smp/cache/vectors/<model id>/``): a fact's vector is keyed by the hash
of the embedded text (:func:`~smriti_git.cache.vector_store.text_key`) in the folder of the
model that made it, so a text is embedded once however many engrams, versions,
branches or processes carry it, and a new process loads vectors instead of embedding.
The store is a cache: delete it and the vectors are embedded again from the facts in
git (the next recall, or a server's warm-up, does it).

* :func:`vectors_of`: the vectors of texts, embedding only those the store lacks, under
  an exclusive ``flock`` (``memory-embed.lock`` beside the segments): a second process
  that needs the same texts waits, re-reads the store and finds them, so no two
  processes embed the same text.  Every embedding appends one JSON line (pid, texts)
  to ``memory-embedded.log`` there: what tests and benchmarks count.
* :class:`Background`: the embedder of a long-lived process (``git smp serve``).
  :func:`stored` queues the texts of new facts; its thread embeds them in batches, off
  the call's path.  Without one (the CLI), :func:`stored` does nothing and the texts
  are embedded by the next recall (``remember`` stays a tenth of a second).  At start
  the thread warms the server's memory (``vectors.warm``: state, index, vectors,
  clusters, the model), so its first recall finds them ready; after stores, once
  :data:`QUIET` seconds pass without another, it builds the new tree's index the same
  way, so the next recall does not.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from smriti_git.storage import locks

if TYPE_CHECKING:
    from smriti_git.cache.embedder import Embedder
    from smriti_git.cache.vector_store import Matrix, VectorStore
    from smriti_git.storage.repo import Repo

log = logging.getLogger("smriti_git")
LOCK = "memory-embed.lock"
LOG = "memory-embedded.log"
QUIET = 0.2
"""Seconds without a new fact after which a server builds the new memory index for the next recall."""
LOG_MAX_BYTES = 1 << 20
"""The log is started afresh past this size (it counts, it is not a record)."""


@dataclass
class Memory:
    """One process's handle on the memory vectors of one repository and model."""

    embedder: Embedder
    store: VectorStore
    folder: Path
    lock: threading.Lock = field(default_factory=threading.Lock)


_SHARED: dict[tuple[str, str], Memory] = {}
_SHARED_LOCK = threading.Lock()
_KEYS: dict[str, bytes] = {}


def memory(repo: Repo) -> Memory:
    """The process's memory vectors of ``repo`` (the model and the store loaded once)."""
    from smriti_git.cache import embedder as embedder_module
    from smriti_git.cache.vector_store import VectorStore

    with _SHARED_LOCK:              # a server's warm-up and its first recall load the model once
        emb = embedder_module.shared(repo)
        key = (str(repo.smp_dir), emb.model_id)
        found = _SHARED.get(key)
        if found is None:
            store = VectorStore.for_embedder(repo, emb)
            found = _SHARED[key] = Memory(emb, store, store.folder)
    return found


def key_of(text: str) -> bytes:
    """The store key of a fact's text (memoised: recall asks for every fact's key)."""
    from smriti_git.cache.vector_store import text_key

    found = _KEYS.get(text)
    if found is None:
        found = _KEYS[text] = text_key(text)
    return found


def vectors_of(repo: Repo, texts: Sequence[str]) -> Matrix:
    """The vectors of ``texts`` in order, embedding (once, across processes) what is missing."""
    mem = memory(repo)
    keys = [key_of(t) for t in texts]
    with mem.lock:
        mem.store.refresh()
        matrix, found = mem.store.get(keys)
        missing = [i for i, ok in enumerate(found) if not ok]
        if not missing:
            return matrix
        try:
            with locks.exclusive(mem.folder / LOCK):
                _embed_missing(mem, texts, keys, missing, matrix)
        except OSError:             # the cache folder cannot be written: embed without the lock
            _embed_missing(mem, texts, keys, missing, matrix)
    return matrix


def _embed_missing(mem: Memory, texts: Sequence[str], keys: list[bytes], missing: list[int], matrix: Matrix) -> None:
    from smriti_git.cache.vectors import EMBED_BATCH

    mem.store.refresh()             # another process may have embedded them while we waited
    got, found = mem.store.get([keys[i] for i in missing])
    todo: dict[bytes, list[int]] = {}
    for row, (i, ok) in enumerate(zip(missing, found, strict=True)):
        if ok:
            matrix[i] = got[row]
        else:
            todo.setdefault(keys[i], []).append(i)
    batch_keys = list(todo)
    for start in range(0, len(batch_keys), EMBED_BATCH):
        batch = batch_keys[start:start + EMBED_BATCH]
        vectors = mem.embedder.embed_documents([texts[todo[k][0]] for k in batch])
        mem.store.put(batch, vectors)
        for k, vector in zip(batch, vectors, strict=True):
            for i in todo[k]:
                matrix[i] = vector
        _note(mem.folder, len(batch))


def _note(folder: Path, count: int) -> None:
    """Append one line to the embedding log (best effort: it only counts)."""
    path = folder / LOG
    line = json.dumps({"pid": os.getpid(), "texts": count, "at": round(time.time(), 3)}) + "\n"
    with contextlib.suppress(OSError):
        if path.exists() and path.stat().st_size > LOG_MAX_BYTES:
            path.unlink()
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        try:
            os.write(fd, line.encode())
        finally:
            os.close(fd)


def embedded(repo: Repo, model_id: str | None = None) -> list[dict[str, float]]:
    """The embedding log's lines (every model's, or one model's): who embedded how many texts."""
    from smriti_git.cache.vector_store import root

    base = root(repo)
    folders = [base / model_id] if model_id else sorted(p for p in base.glob("*") if p.is_dir())
    out: list[dict[str, float]] = []
    for folder in folders:
        with contextlib.suppress(OSError):
            for line in (folder / LOG).read_text().splitlines():
                with contextlib.suppress(ValueError):
                    out.append(json.loads(line))
    return out


# -- the background embedder of a server ---------------------------------------------------------


class Background:
    """A thread that warms a server's memory, then embeds the texts of stored facts in batches."""

    def __init__(self, start: str | Path | None, stop: threading.Event,
                 warm: Callable[[Repo, bool], None] | None = None) -> None:
        self._start = start
        self._stop = stop
        self._warm = warm
        self._queue: list[str] = []
        self._cond = threading.Condition()
        self.smp_dir: Path | None = None
        self.thread = threading.Thread(target=self._run, name="smp-memory-embed", daemon=True)

    def submit(self, texts: Sequence[str]) -> None:
        with self._cond:
            self._queue.extend(texts)
            self._cond.notify_all()

    def _run(self) -> None:
        from smriti_git.services.memory import vectors as memory_vectors
        from smriti_git.storage.repo import Repo

        try:
            repo = Repo.discover(self._start)
            usable, _ = memory_vectors.enabled(repo)
        except Exception as exc:     # the server goes on; recall embeds on demand and says what is wrong
            log.debug("memory embedder not started: %s", exc)
            return
        if not usable:
            return
        self.smp_dir = repo.smp_dir
        _BACKGROUND[str(repo.smp_dir)] = self
        try:
            if self._warm is not None:
                self._warm(repo, True)
        except Exception as exc:
            log.warning("warming the memory failed: %s: %s", type(exc).__name__, exc)
        while not self._stop.is_set():
            with self._cond:
                self._cond.wait_for(lambda: bool(self._queue) or self._stop.is_set(), timeout=1.0)
                batch, self._queue = self._queue, []
            if not batch:
                continue
            try:
                vectors_of(repo, list(dict.fromkeys(batch)))
                # Then, once stores pause, build what the next recall needs (the new tree's index).
                if self._warm is not None and not self._quiet_for(QUIET):
                    self._warm(repo, False)
            except Exception as exc:     # recall embeds and builds what is missing
                log.warning("embedding new memories failed: %s: %s", type(exc).__name__, exc)

    def _quiet_for(self, seconds: float) -> bool:
        """Wait ``seconds`` for more texts; True if some came (a burst of stores goes on)."""
        with self._cond:
            return self._cond.wait_for(lambda: bool(self._queue) or self._stop.is_set(), timeout=seconds)


_BACKGROUND: dict[str, Background] = {}


def serve(start: str | Path | None, stop: threading.Event,
          warm: Callable[[Repo, bool], None] | None = None) -> Background:
    """Start the background embedder of a long-lived process on the repository at ``start``
    (it takes new facts once it has checked that vectors are enabled there)."""
    background = Background(start, stop, warm)
    background.thread.start()
    return background


def stored(repo: Repo, texts: Sequence[str]) -> None:
    """New facts were stored: embed their texts in the background of a server (else later)."""
    background = _BACKGROUND.get(str(repo.smp_dir))
    if background is not None and texts:
        background.submit(texts)
