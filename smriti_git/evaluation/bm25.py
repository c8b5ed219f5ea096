"""The ``bm25`` baseline: BM25 (``bm25s``) over one document per function or method.

A document is the candidate's path, qualified name and source text.  Tokens are the
identifiers and numbers of the text, lower-cased; an identifier is kept whole *and*
split at ``_`` and camelCase boundaries (``HTTPServer_init`` -> ``httpserver_init``,
``http``, ``server``, ``init``).  No stemming, no stop words, ``bm25s`` defaults
(Lucene variant, k1 = 1.5, b = 0.75).  This is a fixed baseline: it takes no tuning.

Functions are ranked by score; only documents sharing at least one token with the
issue are ranked (a zero score is no evidence).  Files are ranked by their best
function (first appearance in the function ranking).
"""

from __future__ import annotations

import hashlib
import re
import time
from typing import Any

import bm25s
import numpy as np

from smriti_git.evaluation.methods import Candidate, Ranking, TaskView, register

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|[0-9]+")
_PART = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+")


def tokens(text: str) -> list[str]:
    """Identifier tokens of ``text``: each identifier lower-cased, plus its snake/camel parts."""
    out: list[str] = []
    for word in _WORD.findall(text):
        lower = word.lower()
        out.append(lower)
        parts = [p.lower() for piece in word.split("_") if piece for p in _PART.findall(piece)]
        if len(parts) > 1 or (parts and parts[0] != lower):
            out.extend(parts)
    return out


def document(candidate: Candidate) -> str:
    return f"{candidate.path}\n{candidate.qualname}\n{candidate.text}"


def files_from(functions: list[str], paths: dict[str, str]) -> list[str]:
    """Files in order of their first function in ``functions``."""
    seen: dict[str, None] = {}
    for fid in functions:
        path = paths.get(fid)
        if path is not None and path not in seen:
            seen[path] = None
    return list(seen)


class BM25Method:
    """BM25 over functions; the index is rebuilt per snapshot, tokens are reused by content."""

    name = "bm25"

    def __init__(self) -> None:
        self._tokens: dict[tuple[str, str], list[str]] = {}
        self._snapshot: str | None = None
        self._ids: list[str] = []
        self._paths: dict[str, str] = {}
        self._retriever: Any = None

    def prepare(self, view: TaskView) -> None:
        if self._snapshot == view.snapshot.commit:
            return
        cache: dict[tuple[str, str], list[str]] = {}
        corpus: list[list[str]] = []
        for c in view.candidates:
            key = (c.id, c.content_hash or hashlib.blake2b(c.text.encode("utf-8", "replace")).hexdigest())
            found = self._tokens.get(key)
            if found is None:
                found = tokens(document(c))
            cache[key] = found
            corpus.append(found)
        self._tokens = cache                       # keep only this snapshot's documents
        self._ids = [c.id for c in view.candidates]
        self._paths = {c.id: c.path for c in view.candidates}
        retriever = bm25s.BM25()
        if corpus:
            retriever.index(corpus, show_progress=False)
        self._retriever = retriever if corpus else None
        self._snapshot = view.snapshot.commit

    def rank(self, view: TaskView, k: int) -> Ranking:
        started = time.perf_counter()
        self.prepare(view)
        query = tokens(view.query)
        if self._retriever is None or not query:
            return Ranking([], [], seconds=time.perf_counter() - started)
        scores = np.asarray(self._retriever.get_scores(query), dtype=float)
        positive = np.flatnonzero(scores > 0)
        order = positive[np.argsort(-scores[positive], kind="stable")]
        ranked = [self._ids[i] for i in order]
        files = files_from(ranked, self._paths)
        return Ranking(ranked[:max(k, 100)], files[:max(k, 100)], seconds=time.perf_counter() - started)


register("bm25")(BM25Method)
