"""Ranking: candidate signals, fusion, structure, demotion.

Every symbol of the lexical index is a candidate.  Signals, each in [0, 1]:

* ``bm25``: field-weighted BM25 of the whole query, divided by the best score;
* ``name``: the symbol's name or qualified name is an identifier the query mentions
  (weighted by how it was mentioned: backticks > calls > code > prose);
* ``owner``: the query mentions the symbol's class (or module);
* ``path``: the symbol's file is mentioned by path or module name;
* ``frame``: a stack-trace frame in the query points into the symbol (innermost frames
  count most);
* ``message``: an error or log line in the query was produced by the symbol;
* ``graph``: the symbol is reached from the strongest candidates over calls: their
  callees up to ``graph_depth`` hops (fixes usually live in the helpers a mentioned
  API calls), and, weighted by ``callers``, their direct callers; each hop multiplies
  by ``graph_decay``, and leaving the seed's file by ``other_file``.

(``vector``, the embedding model's cosine, is a second stage over the best candidates:
see ``rerank.py``.)  The fused score is a weighted sum (weights in :class:`Weights`, tuned only on the
benchmark's validation split); test code and vendored code are then demoted unless the
query is about them.  Files are ranked by their best symbols.
"""

from __future__ import annotations

import math
import posixpath
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from smriti_git.cache.lexical import Doc, LexicalIndex
from smriti_git.index.files import is_vendored
from smriti_git.services.retrieval.understand import Intent
from smriti_git.services.stacks import best_file


@dataclass
class Weights:
    """Signal weights and shaping factors.  The defaults were chosen on the SWE-bench Lite
    *validation* split only (bench/tune_smp.py); the test split measures them."""

    bm25: float = 1.0
    name: float = 1.2
    owner: float = 0.35
    path: float = 0.6
    frame: float = 1.2
    message: float = 1.0
    graph: float = 0.5
    test_factor: float = 0.25
    vendored_factor: float = 0.5
    docs_factor: float = 0.5
    graph_seeds: int = 10
    graph_depth: int = 2
    graph_decay: float = 0.6
    callers: float = 0.5
    other_file: float = 0.5
    name_spread: float = 1.0
    file_prior: float = 0.5
    file_second: float = 0.3
    file_meta: float = 0.3


@dataclass
class Scored:
    """Every symbol's fused score, each signal's values (in [0, 1]) and the demotion factors."""

    score: np.ndarray
    signals: dict[str, np.ndarray]
    factor: np.ndarray


@dataclass
class Ranked:
    doc: Doc
    score: float
    signals: dict[str, float] = field(default_factory=dict)

    @property
    def reasons(self) -> list[str]:
        return [k for k, v in sorted(self.signals.items(), key=lambda kv: -kv[1]) if v >= 0.05]


DOC_PARTS = frozenset({"doc", "docs", "documentation", "example", "examples", "benchmarks", "bench", "scripts",
                       "tools", "contrib"})


def _is_docs(doc: Doc) -> bool:
    """Documentation examples, benchmarks and scripts: code, but rarely what a task changes."""
    return any(p in DOC_PARTS for p in doc.path.split("/")[:-1])


def _is_test(doc: Doc) -> bool:
    parts = doc.path.split("/")
    return doc.is_test or any(p in ("tests", "test", "testing", "__tests__") for p in parts[:-1]) or \
        posixpath.basename(doc.path).startswith("test_")


class Ranker:
    def __init__(self, index: LexicalIndex, weights: Weights | None = None) -> None:
        self.index = index
        self.weights = weights or Weights()
        self.by_name: dict[str, list[int]] = defaultdict(list)
        self.by_qualname: dict[str, list[int]] = defaultdict(list)
        self.by_owner: dict[str, list[int]] = defaultdict(list)
        self.by_path: dict[str, list[int]] = defaultdict(list)
        for i, doc in enumerate(index.docs):
            self.by_name[doc.name.lower()].append(i)
            self.by_qualname[doc.qualname.lower()].append(i)
            if "." in doc.qualname:
                self.by_owner[doc.qualname.rsplit(".", 1)[0].rsplit(".", 1)[-1].lower()].append(i)
            self.by_path[doc.path].append(i)
        self.paths = sorted(self.by_path)
        self.module_of = {self._module(p): p for p in self.paths}
        self.tests = np.array([i for i, d in enumerate(index.docs) if _is_test(d)], dtype=np.int64)
        self.vendored = np.array([i for i, d in enumerate(index.docs) if is_vendored(d.path)], dtype=np.int64)
        self.docs_like = np.array([i for i, d in enumerate(index.docs) if _is_docs(d)], dtype=np.int64)

    @staticmethod
    def _module(path: str) -> str:
        stem = path.rsplit(".", 1)[0]
        return stem.removesuffix("/__init__").replace("/", ".")

    # -- signals ---------------------------------------------------------------------------

    def _names(self, intent: Intent, n: int) -> tuple[np.ndarray, np.ndarray]:
        name = np.zeros(n, dtype=np.float32)
        owner = np.zeros(n, dtype=np.float32)
        for ident, weight in intent.identifiers.items():
            value = min(1.0, weight / 3.0)
            low = ident.lower()
            hits = self.by_qualname.get(low, []) if "." in low else self.by_name.get(low, [])
            if "." in low and not hits:
                hits = self.by_name.get(low.rsplit(".", 1)[-1], [])
                value *= 0.6
            if hits:
                # A name many symbols share says little about which one is meant.
                value /= 1.0 + self.weights.name_spread * math.log(len(hits))
            for i in hits:
                name[i] = max(name[i], value)
            for i in self.by_owner.get(low, []):
                owner[i] = max(owner[i], value)
        return name, owner

    def _paths(self, intent: Intent, n: int) -> np.ndarray:
        out = np.zeros(n, dtype=np.float32)
        mentioned: dict[str, float] = {}
        for text in intent.paths:
            found = best_file(text, [p for p in self.paths if p.endswith(posixpath.basename(text))])
            if found:
                mentioned[found] = 1.0
        for ident, weight in intent.identifiers.items():
            if "." in ident:
                for module, path in ((m, p) for m, p in self.module_of.items() if m.endswith(ident)):
                    if module == ident or module.endswith("." + ident):
                        mentioned[path] = max(mentioned.get(path, 0.0), min(1.0, weight / 3.0))
        for path, value in mentioned.items():
            for i in self.by_path[path]:
                out[i] = max(out[i], value)
        return out

    def _frames(self, intent: Intent, n: int) -> np.ndarray:
        out = np.zeros(n, dtype=np.float32)
        frames = intent.frames
        for depth, frame in enumerate(frames):
            name = posixpath.basename(frame.path)
            path = best_file(frame.path, [p for p in self.paths if p.endswith(name)], frame.function)
            if path is None:
                continue
            value = 1.0 if depth == len(frames) - 1 else 0.6
            docs = self.index.docs
            inner = [i for i in self.by_path[path] if docs[i].start_line <= frame.line <= docs[i].end_line]
            best = max(inner, key=lambda i: docs[i].start_line) if inner else None
            wanted = (frame.function or "").rsplit(".", 1)[-1]
            if wanted and (best is None or docs[best].name != wanted):
                # Line numbers drift between versions: trust the frame's function name.
                named = [i for i in self.by_path[path] if docs[i].name == wanted]
                if named:
                    best = min(named, key=lambda i: abs(docs[i].start_line - frame.line))
            if best is not None:
                out[best] = max(out[best], value)
        return out

    def _file_prior(self, score: np.ndarray, second: float, meta: np.ndarray | None = None,
                    meta_weight: float = 0.0) -> np.ndarray:
        """Each symbol's file score (best symbol + ``second`` x second best, plus the
        file's total metadata match), relative to the best file."""
        best: dict[str, list[float]] = {}
        for i in np.argsort(-score)[:400]:
            if score[i] <= 0:
                break
            best.setdefault(self.index.docs[i].path, []).append(float(score[i]))
        files = {p: v[0] + second * (v[1] if len(v) > 1 else 0.0) for p, v in best.items()}
        if meta is not None and meta_weight > 0:
            totals = {p: float(meta[idx].sum()) for p, idx in self.by_path.items()}
            top_meta = max(totals.values(), default=0.0) or 1.0
            top_score = max(files.values(), default=0.0) or 1.0
            for path, total in totals.items():
                if total > 0:
                    files[path] = files.get(path, 0.0) + meta_weight * top_score * total / top_meta
        top = max(files.values(), default=0.0) or 1.0
        prior = np.zeros(len(score), dtype=np.float32)
        for path, value in files.items():
            prior[self.by_path[path]] = value / top
        return prior

    def score(self, intent: Intent, *,
              messages: Callable[[str], list[str]] | None = None,
              neighbours: Callable[[dict[str, float], Weights], dict[str, float]] | None = None) -> Scored:
        """Every symbol's fused score for ``intent``, with the signals and demotion factors behind it."""
        w = self.weights
        docs = self.index.docs
        n = len(docs)
        signals: dict[str, np.ndarray] = {}
        bm25 = self.index.scores(intent.tokens)
        top = float(bm25.max()) if len(bm25) else 0.0
        signals["bm25"] = bm25 / top if top > 0 else bm25
        signals["name"], signals["owner"] = self._names(intent, n)
        signals["path"] = self._paths(intent, n)
        signals["frame"] = self._frames(intent, n)
        if messages is not None and intent.messages:
            message = np.zeros(n, dtype=np.float32)
            for line in intent.messages:
                for rank, sid in enumerate(messages(line)[:3]):
                    i = self.index.position.get(sid)
                    if i is not None:
                        message[i] = max(message[i], 1.0 / (1 + rank))
            signals["message"] = message
        score = np.zeros(n, dtype=np.float32)
        for name, values in signals.items():
            score += getattr(w, name) * values
        if neighbours is not None and w.graph > 0 and n:
            best = float(score.max()) or 1.0
            strongest = [i for i in np.argsort(-score)[: w.graph_seeds] if score[i] > 0]
            seeds = {docs[i].id: float(score[i]) / best for i in strongest}
            graph = np.zeros(n, dtype=np.float32)
            for sid, weight in neighbours(seeds, w).items():
                i = self.index.position.get(sid)
                if i is not None:
                    graph[i] = max(graph[i], weight)
            signals["graph"] = graph
            score += w.graph * best * graph
        factor = np.ones(n, dtype=np.float32)
        factor[self.tests] = w.test_factor if not intent.wants_tests else max(w.test_factor, 0.6)
        factor[self.vendored] *= w.vendored_factor
        factor[self.docs_like] *= w.docs_factor
        score *= factor
        if w.file_prior > 0 and n:
            meta = self.index.meta_scores(intent.tokens) if w.file_meta > 0 else None
            prior = self._file_prior(score, w.file_second, meta, w.file_meta)
            signals["file"] = prior
            score += w.file_prior * float(score.max() or 1.0) * prior * factor
        return Scored(score, signals, factor)

    def rank(self, intent: Intent, *,
             messages: Callable[[str], list[str]] | None = None,
             neighbours: Callable[[dict[str, float], Weights], dict[str, float]] | None = None,
             limit: int = 50) -> list[Ranked]:
        """The best ``limit`` candidates for ``intent``, with per-signal contributions."""
        if not self.index.docs:
            return []
        scored = self.score(intent, messages=messages, neighbours=neighbours)
        order = np.argsort(-scored.score, kind="stable")[:limit]
        return [self.ranked(scored, int(i)) for i in order if scored.score[i] > 0]

    def ranked(self, scored: Scored, i: int, score: float | None = None) -> Ranked:
        """Candidate ``i`` of ``scored`` with its weighted signals (and ``score`` instead of the fused one)."""
        w = self.weights
        weight_of = {"file": w.file_prior}
        return Ranked(self.index.docs[i], float(scored.score[i]) if score is None else score,
                      {k: round(float(weight_of.get(k) or getattr(w, k)) * float(v[i]), 4)
                       for k, v in scored.signals.items() if v[i] > 0})


def rank_files(ranked: list[Ranked], limit: int = 20) -> list[tuple[str, float]]:
    """Files by the score of their best symbol plus 0.3 x their second best."""
    best: dict[str, list[float]] = defaultdict(list)
    for item in ranked:
        best[item.doc.path].append(item.score)
    scored = []
    for path, values in best.items():
        values.sort(reverse=True)
        scored.append((path, values[0] + 0.3 * (values[1] if len(values) > 1 else 0.0)))
    scored.sort(key=lambda kv: (-kv[1], kv[0]))
    return scored[:limit]
