"""The lexical index: field-weighted BM25 (bm25s) over a snapshot's symbols.

One document per function, method, type and constant.  Fields are weighted by
repeating their tokens: the name counts three times, the qualified name, path and
signature twice, the docstring and body once.  Identifiers are split on case and
underscores and kept whole as well (``parseHeader`` -> ``parseheader parse header``).

The index lives under ``<common dir>/smp/cache/lexical/<snapshot tree>/`` and is
rebuilt when missing or from another version.  Tokenising bodies is the expensive
part, so body tokens are kept per content hash in ``tokens.pkl`` next to the index and
reused by the next snapshot: an incremental commit re-tokenises only what changed.
"""

from __future__ import annotations

import contextlib
import json
import os
import pickle
import re
import shutil
import tempfile
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from smriti_git.cache import recent_first
from smriti_git.disposable import best_effort
from smriti_git.index import snapshot
from smriti_git.progress import Progress, silent
from smriti_git.storage import locks
from smriti_git.storage.repo import Repo

if TYPE_CHECKING:
    import numpy as np

LEXICAL_VERSION = "2"
DOC_KINDS = frozenset({"function", "method", "class", "interface", "trait", "struct", "enum", "type", "constant"})
FIELD_WEIGHTS = {"name": 3, "qualname": 2, "path": 2, "signature": 2, "doc": 1, "body": 1}
MAX_BODY_CHARS = 20_000
KEEP = 128

STOPWORDS = frozenset((
    "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "has", "have", "if", "in", "into", "is", "it",
    "its", "not", "of", "on", "or", "that", "the", "this", "to", "was", "were", "will", "with", "def", "return",
    "self", "cls", "none", "true", "false", "class", "import", "elif", "else", "try", "except", "finally", "raise",
    "while", "pass", "lambda", "yield", "function", "var", "let", "const", "new", "void", "public", "private",
    "protected", "static", "final", "int", "str", "bool", "string", "this", "null", "undefined", "fn", "mut",
    "impl", "pub", "use", "mod", "struct", "enum", "match", "end", "do", "then", "begin",
))

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_PARTS = re.compile(r"[A-Z]+(?=[A-Z][a-z]|\d|\b|_)|[A-Z]?[a-z]+|[A-Z]+|\d+")


@lru_cache(maxsize=262_144)
def _identifier_tokens(ident: str) -> tuple[str, ...]:
    low = ident.lower()
    parts = [p.lower() for p in _PARTS.findall(ident)]
    out = [low] if len(low) > 1 and low not in STOPWORDS else []
    if len(parts) > 1:
        out.extend(p for p in parts if len(p) > 1 and p not in STOPWORDS)
    return tuple(out)


def tokenize(text: str) -> list[str]:
    """Code-aware tokens: whole identifiers (lower-cased) and their case/underscore parts."""
    out: list[str] = []
    for ident in _IDENT.findall(text):
        out.extend(_identifier_tokens(ident))
    return out


@dataclass(frozen=True)
class Doc:
    id: str
    path: str
    kind: str
    name: str
    qualname: str
    start_line: int
    end_line: int
    is_test: bool
    content_hash: str


class LexicalIndex:
    """Two BM25 indexes over the same documents: all fields, and metadata only (no body)."""

    def __init__(self, docs: list[Doc], bm25: Any, meta: Any) -> None:
        self.docs = docs
        self.bm25 = bm25
        self.meta = meta
        self.position = {d.id: i for i, d in enumerate(docs)}

    @staticmethod
    def _scores(index: Any, tokens: list[str], n: int) -> np.ndarray:
        known = [t for t in tokens if index is not None and t in index.vocab_dict]
        if not known or not n:
            import numpy as np  # imported here, not at the top: the CLI starts faster

            return np.zeros(n, dtype=np.float32)
        result: np.ndarray = index.get_scores(known)
        return result

    def scores(self, tokens: list[str]) -> np.ndarray:
        """BM25 score of every document for the query tokens (zeros if none are known)."""
        return self._scores(self.bm25, tokens, len(self.docs))

    def meta_scores(self, tokens: list[str]) -> np.ndarray:
        """The same over names, qualified names, paths, signatures and docstrings only."""
        return self._scores(self.meta, tokens, len(self.docs))


def root(repo: Repo) -> Path:
    return repo.smp_dir / "cache" / "lexical"


def _doc_text(doc: dict[str, Any], path: str, source: bytes) -> tuple[list[str], str]:
    """Weighted field tokens (without the body) and the body text of a symbol record."""
    fields = {
        "name": doc["name"], "qualname": doc["qualname"].replace(".", " "),
        "path": path.replace("/", " ").rsplit(".", 1)[0], "signature": doc.get("signature", ""),
        "doc": doc.get("doc", ""),
    }
    tokens: list[str] = []
    for field, text in fields.items():
        tokens.extend(tokenize(text) * FIELD_WEIGHTS[field])
    start, end = doc["span"][2], doc["span"][3]
    if doc["kind"] in ("class", "interface", "trait", "struct", "enum"):
        body = ""  # members are documents of their own; the type keeps name, signature and doc
    else:
        body = source[start:end][:MAX_BODY_CHARS].decode("utf-8", "replace")
    return tokens, body


def _load(folder: Path) -> LexicalIndex | None:
    import bm25s

    try:
        meta = json.loads((folder / "ready.json").read_text())
        if meta.get("version") != LEXICAL_VERSION:
            return None
        docs = [Doc(*row) for row in json.loads((folder / "docs.json").read_text())]
        bm25 = bm25s.BM25.load(str(folder / "bm25"), mmap=False, show_progress=False) if docs else None
        meta_index = bm25s.BM25.load(str(folder / "meta"), mmap=False, show_progress=False) if docs else None
    except (OSError, ValueError, TypeError, KeyError):
        return None
    return LexicalIndex(docs, bm25, meta_index)


def _token_store(folder: Path) -> dict[str, list[str]]:
    try:
        with (folder / "tokens.pkl").open("rb") as handle:
            data = pickle.load(handle)
        return data if isinstance(data, dict) else {}
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError):
        return {}


def _latest_store(base: Path) -> dict[str, list[str]]:
    ready = recent_first(base.glob("*/ready.json"))
    return _token_store(ready[0].parent) if ready else {}


def open_index(repo: Repo, snap: snapshot.SnapshotInfo, progress: Progress = silent) -> LexicalIndex:
    """The snapshot's lexical index, built (incrementally from cached tokens) if needed."""
    base = root(repo)
    folder = base / snap.tree
    loaded = _load(folder)
    if loaded is not None:
        with contextlib.suppress(OSError):
            os.utime(folder / "ready.json")
        return loaded
    with contextlib.ExitStack() as held:
        # One builder per snapshot: the others wait, then load its result.  With no room
        # even for a lock file, build in memory, unshared.
        with contextlib.suppress(OSError):
            held.enter_context(locks.exclusive(base / f"{snap.tree}.lock"))
        return _load(folder) or _build(repo, snap, folder, progress)


def _build(repo: Repo, snap: snapshot.SnapshotInfo, folder: Path, progress: Progress) -> LexicalIndex:
    import bm25s

    base = folder.parent
    base.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    previous = _latest_store(base)
    store: dict[str, list[str]] = {}
    docs: list[Doc] = []
    corpus: list[list[str]] = []
    meta_corpus: list[list[str]] = []
    git = repo.git
    total = int(snapshot.read_meta(git, snap.tree).get("files", 0))
    for n, record in enumerate(snapshot.iter_shard_records(git, snap.tree)):
        path = record["path"]
        source = snapshot.read_source(git, record["blob"], record["lang"])
        for sym in record["symbols"]:
            if sym["kind"] not in DOC_KINDS:
                continue
            tokens, body = _doc_text(sym, path, source)
            key = sym.get("hash") or f"{record['blob']}:{sym['span'][2]}"
            body_tokens = store.get(key) or previous.get(key)
            if body_tokens is None:
                body_tokens = tokenize(body)
            store[key] = body_tokens
            docs.append(Doc(sym["id"], path, sym["kind"], sym["name"], sym["qualname"], sym["span"][0],
                            sym["span"][1], bool(sym.get("test")), key))
            corpus.append(tokens + body_tokens)
            meta_corpus.append(tokens)
        if n % 100 == 0:
            progress("lexical", n, total)
    bm25, meta_index = bm25s.BM25(), bm25s.BM25()
    if corpus:
        bm25.index(corpus, show_progress=False)
        meta_index.index(meta_corpus, show_progress=False)
    ready = {"version": LEXICAL_VERSION, "docs": len(docs), "snapshot": snap.commit,
             "seconds": round(time.perf_counter() - started, 3)}
    with best_effort("the lexical index cache"):   # the index is in memory: a full disk costs only reuse
        _save(folder, bm25 if corpus else None, meta_index if corpus else None, docs, store, ready)
        _evict(base, keep=folder)
    progress("lexical", total, total)
    return LexicalIndex(docs, bm25, meta_index)


def _save(folder: Path, bm25: Any, meta_index: Any, docs: list[Doc], store: dict[str, list[str]],
          ready: dict[str, Any]) -> None:
    """Write the index into a temporary folder, then rename it into place (under the lock)."""
    work = Path(tempfile.mkdtemp(prefix=f".{folder.name}.building-", dir=folder.parent))
    try:
        if bm25 is not None:
            bm25.save(str(work / "bm25"), show_progress=False)
            meta_index.save(str(work / "meta"), show_progress=False)
        (work / "docs.json").write_text(json.dumps([list(d.__dict__.values()) for d in docs]))
        with (work / "tokens.pkl").open("wb") as handle:
            pickle.dump(store, handle, protocol=pickle.HIGHEST_PROTOCOL)
        (work / "ready.json").write_text(json.dumps(ready))
        shutil.rmtree(folder, ignore_errors=True)
        os.replace(work, folder)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _evict(base: Path, keep: Path) -> None:
    for marker in recent_first(base.glob("*/ready.json"))[KEEP:]:
        if marker.parent != keep:
            shutil.rmtree(marker.parent, ignore_errors=True)
