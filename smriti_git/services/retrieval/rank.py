"""Ranking: candidate signals, fusion, structure, demotion.

Every symbol of the lexical index is a candidate.  Signals, each in [0, 1]:

* ``bm25``: field-weighted BM25 of the whole query, divided by the best score;
* ``vector``: cosine similarity from the embedding model, when vectors are enabled;
* ``name``: the symbol's name or qualified name is an identifier the query mentions
  (weighted by how it was mentioned: backticks > calls > code > prose);
* ``owner``: the query mentions the symbol's class (or module);
* ``path``: the symbol's file is mentioned by path or module name;
* ``frame``: a stack-trace frame in the query points into the symbol (innermost frames
  count most);
* ``message``: an error or log line in the query was produced by the symbol;
* ``graph``: the symbol calls, or is called by, one of the strongest candidates.

The fused score is a weighted sum (weights in :class:`Weights`, tuned only on the
benchmark's validation split); test code and vendored code are then demoted unless the
query is about them.  Files are ranked by their best symbols.
"""

from __future__ import annotations

import posixpath
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field, fields

import numpy as np

from smriti_git.cache.lexical import Doc, LexicalIndex
from smriti_git.index.files import is_vendored
from smriti_git.services.retrieval.understand import Intent
from smriti_git.services.stacks import best_file


@dataclass
class Weights:
    bm25: float = 1.0
    vector: float = 0.6
    name: float = 1.2
    owner: float = 0.35
    path: float = 0.6
    frame: float = 1.2
    message: float = 1.0
    graph: float = 0.25
    test_factor: float = 0.25
    vendored_factor: float = 0.5
    graph_seeds: int = 10

    @classmethod
    def signal_names(cls) -> list[str]:
        return [f.name for f in fields(cls) if f.name not in ("test_factor", "vendored_factor", "graph_seeds")]


@dataclass
class Ranked:
    doc: Doc
    score: float
    signals: dict[str, float] = field(default_factory=dict)

    @property
    def reasons(self) -> list[str]:
        return [k for k, v in sorted(self.signals.items(), key=lambda kv: -kv[1]) if v >= 0.05]


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

    def rank(self, intent: Intent, *, vector: np.ndarray | None = None,
             messages: Callable[[str], list[str]] | None = None,
             neighbours: Callable[[list[str]], dict[str, float]] | None = None,
             limit: int = 50) -> list[Ranked]:
        """The best ``limit`` candidates for ``intent``, with per-signal contributions."""
        w = self.weights
        docs = self.index.docs
        n = len(docs)
        if n == 0:
            return []
        signals: dict[str, np.ndarray] = {}
        bm25 = self.index.scores(intent.tokens)
        top = float(bm25.max()) if len(bm25) else 0.0
        signals["bm25"] = bm25 / top if top > 0 else bm25
        if vector is not None:
            signals["vector"] = np.clip(vector, 0.0, 1.0)
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
        if neighbours is not None and w.graph > 0:
            seeds = [docs[i].id for i in np.argsort(-score)[: w.graph_seeds] if score[i] > 0]
            graph = np.zeros(n, dtype=np.float32)
            best = float(score.max()) or 1.0
            for sid, weight in neighbours(seeds).items():
                i = self.index.position.get(sid)
                if i is not None:
                    graph[i] = max(graph[i], weight)
            signals["graph"] = graph
            score += w.graph * best * graph
        factor = np.ones(n, dtype=np.float32)
        if not intent.wants_tests:
            factor[[i for i, d in enumerate(docs) if _is_test(d)]] = w.test_factor
        else:
            factor[[i for i, d in enumerate(docs) if _is_test(d)]] = max(w.test_factor, 0.6)
        vendored = [i for i, d in enumerate(docs) if is_vendored(d.path)]
        factor[vendored] *= w.vendored_factor
        score *= factor
        order = np.argsort(-score, kind="stable")[:limit]
        return [Ranked(docs[i], float(score[i]),
                       {k: round(float(getattr(w, k) * v[i]), 4) for k, v in signals.items() if v[i] > 0})
                for i in order if score[i] > 0]


def rank_files(ranked: list[Ranked], limit: int = 20) -> list[tuple[str, float]]:
    """Files by the score of their best symbol plus a share of their second best."""
    best: dict[str, list[float]] = defaultdict(list)
    for item in ranked:
        best[item.doc.path].append(item.score)
    scored = []
    for path, values in best.items():
        values.sort(reverse=True)
        scored.append((path, values[0] + 0.3 * (values[1] if len(values) > 1 else 0.0)))
    scored.sort(key=lambda kv: (-kv[1], kv[0]))
    return scored[:limit]
