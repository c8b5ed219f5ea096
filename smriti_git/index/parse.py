"""Parsing files into facts, with a cache keyed by source blob id.

Git already hashed every source file, so a blob id names a file's exact content: a
blob parsed once is never parsed again by the same indexer version, on any branch.
The cache holds one pickle per parsed blob under
``<common dir>/smp/cache/facts/v<indexer version>/``.  It is disposable: a missing or
unreadable entry only means parsing that file again.

Big jobs are spread over a process pool; every worker opens the repository itself and
reads blobs by id, so only ids and facts cross process boundaries.  A worker pickles each
file's facts once: it writes that to the cache itself (when told where) and sends the same
bytes back.  A file that cannot
be parsed (binary, too large, extractor failure) yields facts with no definitions and a
diagnostic, never an exception.  Files are parsed as their text (``index/encoding.py``:
declared encodings honoured, UTF-8 out), and a text problem is a diagnostic too.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import pickle
import tempfile
from collections.abc import Collection, Iterable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pygit2

from smriti_git.disposable import best_effort
from smriti_git.index import encoding
from smriti_git.index.facts import FileFacts
from smriti_git.index.files import MAX_FILE_BYTES, SourceFile
from smriti_git.index.forked import pool_size
from smriti_git.index.languages import get as get_language
from smriti_git.progress import Progress, silent

INDEXER_VERSION = "67"
POOL_THRESHOLD = 48

_worker_repo: pygit2.Repository | None = None
_worker_cache: Path | None = None   # the smp folder whose parse cache a worker writes to


def parse_source(path: str, lang: str, data: bytes, max_bytes: int = MAX_FILE_BYTES) -> FileFacts:
    """Facts for one file's bytes; problems become diagnostics.

    The extractor parses the file's text (``index/encoding.py``): its bytes read in the
    encoding the file declares, as UTF-8.  Spans and content hashes refer to that text.
    """
    if len(data) > max_bytes:
        return FileFacts(path, lang, diagnostics=[f"larger than {max_bytes} bytes: not indexed"])
    if b"\0" in data[:8000]:
        return FileFacts(path, lang, diagnostics=["binary file: not indexed"])
    text = encoding.read(data, lang)
    notes = list(text.notes)
    try:
        facts = get_language(lang).extract(path, text.data)
    except RecursionError:
        return FileFacts(path, lang, diagnostics=[*notes, "nesting too deep to index"])
    except Exception as exc:  # an extractor bug must not stop the whole index
        return FileFacts(path, lang, diagnostics=[*notes, f"extractor failed: {type(exc).__name__}: {exc}"])
    facts.diagnostics[:0] = notes
    return facts


def _blob_data(git: pygit2.Repository, blob: str) -> bytes:
    obj = git[pygit2.Oid(hex=blob)]
    assert isinstance(obj, pygit2.Blob)
    return obj.data


def _init_worker(git_dir: str, smp_dir: Path | None = None) -> None:
    global _worker_repo, _worker_cache
    _worker_repo = pygit2.Repository(git_dir)
    _worker_cache = smp_dir


def cache_key(f: SourceFile) -> str:
    """Facts depend on the content, the language and whether the path is a test path."""
    return f"{f.blob}:{f.lang}:{int(get_language(f.lang).is_test_path(f.path))}"


def _parse_batch(batch: list[tuple[str, str, str]], max_bytes: int) -> list[tuple[str, bytes]]:
    """Each file's cache key and pickled facts, written to the parse cache too."""
    assert _worker_repo is not None
    out = []
    for path, lang, blob in batch:
        facts = parse_source(path, lang, _blob_data(_worker_repo, blob), max_bytes)
        key, data = cache_key(SourceFile(path, blob, lang)), pickle.dumps(facts, protocol=pickle.HIGHEST_PROTOCOL)
        if _worker_cache is not None:
            with best_effort("the parse cache"):
                _write_entry(_worker_cache, key, data)
        out.append((key, data))
    return out


def _batches(items: list[tuple[str, str, str]], size: int) -> Iterable[list[tuple[str, str, str]]]:
    for start in range(0, len(items), size):
        yield items[start:start + size]


def parse_files(git: pygit2.Repository, files: Iterable[SourceFile], cache: dict[str, FileFacts],
                *, max_bytes: int = MAX_FILE_BYTES, progress: Progress = silent,
                workers: int | None = None, smp_dir: Path | None = None,
                written: set[str] | None = None) -> dict[str, FileFacts]:
    """Facts for every file, by path; ``cache`` (see :func:`cache_key`) is read and extended.
    With ``smp_dir``, pool workers write what they parse to its parse cache themselves, and
    their keys are added to ``written`` (for :func:`store_cached` to leave)."""
    wanted = list(files)
    pending: dict[str, tuple[str, str, str]] = {}
    for f in wanted:
        key = cache_key(f)
        if key not in cache and key not in pending:
            pending[key] = (f.path, f.lang, f.blob)
    todo = [pending[k] for k in sorted(pending)]
    done = 0
    progress("parse", 0, len(todo))
    count = pool_size(workers)
    if len(todo) >= POOL_THRESHOLD and count > 1:
        with ProcessPoolExecutor(count, initializer=_init_worker, initargs=(git.path, smp_dir)) as pool:
            futures = [pool.submit(_parse_batch, batch, max_bytes) for batch in _batches(todo, 24)]
            for future in futures:
                for key, data in future.result():
                    cache[key] = pickle.loads(data)
                    if smp_dir is not None and written is not None:
                        written.add(key)
                    done += 1
                progress("parse", done, len(todo))
    else:
        for path, lang, blob in todo:
            key = cache_key(SourceFile(path, blob, lang))
            cache[key] = parse_source(path, lang, _blob_data(git, blob), max_bytes)
            done += 1
            if done % 50 == 0:
                progress("parse", done, len(todo))
        progress("parse", done, len(todo))
    out = {}
    for f in wanted:
        facts = cache[cache_key(f)]
        if facts.path != f.path:  # same content under another path (copies, renames)
            facts = dataclasses.replace(facts, path=f.path)
        out[f.path] = facts
    return out


# -- the on-disk cache ------------------------------------------------------------------------

_MEMORY: dict[str, dict[str, FileFacts]] = {}
_MEMORY_LIMIT = 250_000


def cache_dir(smp_dir: Path) -> Path:
    return smp_dir / "cache" / "facts" / f"v{INDEXER_VERSION}"


def _entry(smp_dir: Path, key: str) -> Path:
    name = key.replace(":", "-")
    return cache_dir(smp_dir) / name[:2] / f"{name}.pkl"


def load_cached(smp_dir: Path, keys: Iterable[str]) -> dict[str, FileFacts]:
    """Cached facts for ``keys`` (missing or unreadable entries are simply absent).

    A long-lived process (``watch``, the MCP server) keeps what it loaded in memory.
    """
    memory = _MEMORY.setdefault(str(smp_dir), {})
    out: dict[str, FileFacts] = {}
    for key in keys:
        facts = memory.get(key)
        if facts is None:
            try:
                with _entry(smp_dir, key).open("rb") as handle:
                    loaded = pickle.load(handle)
            except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError):
                continue
            if not isinstance(loaded, FileFacts):
                continue
            facts = memory[key] = loaded
        out[key] = facts
    if len(memory) > _MEMORY_LIMIT:
        memory.clear()
    return out


def retain(smp_dir: Path, keys: set[str]) -> None:
    """Keep only ``keys`` in the in-process cache: one tree's facts, not every tree's."""
    memory = _MEMORY.get(str(smp_dir))
    if memory is not None:
        for key in set(memory) - keys:
            del memory[key]


def clear_memory() -> None:
    """Drop the in-process cache (as if the process had just started)."""
    _MEMORY.clear()


def store_cached(smp_dir: Path, entries: dict[str, FileFacts], written: Collection[str] = ()) -> None:
    """Keep newly parsed facts in memory and write them, one file per key, atomically, but for
    the keys a parse worker has ``written`` already (same key, same bytes).  An unreadable
    entry is written over."""
    memory = _MEMORY.setdefault(str(smp_dir), {})
    memory.update(entries)
    with best_effort("the parse cache"):
        for key, facts in entries.items():
            if key not in written:
                _write_entry(smp_dir, key, pickle.dumps(facts, protocol=pickle.HIGHEST_PROTOCOL))


def _write_entry(smp_dir: Path, key: str, data: bytes) -> None:
    """One cache entry written atomically (a temporary file renamed over it)."""
    target = _entry(smp_dir, key)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, target)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
