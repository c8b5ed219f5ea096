"""Vector re-ranking (optional): the embedding model's opinion of the best candidates.

The lexical and structural ranking (``rank.py``) orders every symbol of a snapshot.
This stage embeds the ``depth`` best functions, methods and classes of that ranking and
the query with the configured model (``smp.embed.*``, default all-MiniLM-L6-v2 int8),
scales their cosines to [0, 1] over those candidates (min-max), and adds
``weight x best score x scaled cosine`` to each candidate's score before sorting again.

Only the candidates are embedded, never the whole snapshot: the first query on a new
commit embeds at most ``depth`` symbols (seconds on a CPU), and vectors are cached by
content in the vector store (``cache/vectors.py``), so a symbol is embedded once
whatever the commit and whatever the query.

**Candidates of its own.**  With ``candidates`` > 0 (``git config
smp.context.vectorCandidates N``), vectors also add up to N symbols the lexical ranking
did not put among its ``depth`` best: from the snapshot's HNSW index when one was built
(``cache/vectors.py``; nothing is built here), otherwise from the functions of the
``files`` best files of the ranking (at most ``pool`` of them, so the first query on a
commit embeds a few hundred symbols at most).  They enter with no lexical score, only the vector term.

It is **off by default** (``--vectors`` or ``git config smp.context.vectors true``
turns it on): on the benchmark's validation split it moved needed functions up from
places 20-100 but down from the top 10 (docs/retrieval.md has the numbers).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from smriti_git import bounded
from smriti_git.cache import embedder as embedder_module
from smriti_git.cache import vector_store, vectors
from smriti_git.services.retrieval.rank import Ranked, rank_files

if TYPE_CHECKING:
    from smriti_git.cache.embedder import Embedder
    from smriti_git.services.retrieval.context import Engine

DEPTH = 100
WEIGHT = 0.4
STORES_KEPT = 4
FILES = 8
POOL = 300

_STORES: dict[tuple[str, str], vector_store.VectorStore] = {}


@dataclass
class VectorReranker:
    """Re-rank the ``depth`` best candidates with ``weight`` x their scaled cosine to the query."""

    embedder: Embedder
    weight: float = WEIGHT
    depth: int = DEPTH
    candidates: int = 0
    files: int = FILES
    pool: int = POOL

    @classmethod
    def for_engine(cls, eng: Engine, weight: float = WEIGHT, depth: int = DEPTH,
                   candidates: int | None = None) -> VectorReranker:
        """The reranker of the repository's embedding settings (raises Unsupported without the extra)."""
        if candidates is None:
            config = eng.repo.git.config
            key = "smp.context.vectorCandidates"
            candidates = max(0, int(config.get_int(key))) if key in config else 0
        return cls(embedder_module.shared(eng.repo), weight, depth, candidates)

    def __call__(self, eng: Engine, query: str, ranked: list[Ranked]) -> list[Ranked]:
        head = [r for r in ranked[: self.depth] if r.doc.kind in vectors.INDEXED_KINDS]
        if len(head) < 2 or self.weight <= 0:
            return ranked
        wanted = self.embedder.embed_query(query)
        own = self._own(eng, wanted, ranked) if self.candidates > 0 else []
        head += own
        ranked = ranked + own
        items = [self._item(eng, r) for r in head]
        matrix = vectors.ensure_vectors(self._store(eng), self.embedder, items)
        cosine = matrix @ wanted
        low, high = float(cosine.min()), float(cosine.max())
        scaled = (cosine - low) / (high - low) if high > low else np.zeros_like(cosine)
        best = max(r.score for r in ranked)
        boost = {r.doc.id: float(s) for r, s in zip(head, scaled, strict=True)}
        out = []
        for r in ranked:
            add = self.weight * best * boost.get(r.doc.id, 0.0)
            signals = dict(r.signals, vector=round(self.weight * boost[r.doc.id], 4)) if r.doc.id in boost \
                else r.signals
            out.append(Ranked(r.doc, r.score + add, signals))
        out.sort(key=lambda r: -r.score)          # stable: ties keep the first ranking's order
        return out

    def _own(self, eng: Engine, wanted: np.ndarray, ranked: list[Ranked]) -> list[Ranked]:
        """Up to ``candidates`` symbols the vectors find that the ranking's ``depth`` best do not hold."""
        seen = {r.doc.id for r in ranked[: self.depth]}
        docs, position = eng.index.docs, eng.index.position
        index = vectors.ready_index(eng.repo, eng.snap, self.embedder)
        if index is not None:
            hits = [sid for sid, _ in index.search(wanted, self.candidates + len(seen))]
            found = [docs[position[sid]] for sid in hits if sid not in seen and sid in position]
            return [Ranked(doc, 0.0, {}) for doc in found[: self.candidates]]
        paths = [path for path, _ in rank_files(ranked[: self.depth], self.files)]
        pool = [docs[i] for path in paths for i in eng.ranker.by_path.get(path, [])
                if docs[i].id not in seen and docs[i].kind in vectors.INDEXED_KINDS][: self.pool]
        if not pool:
            return []
        fresh = [Ranked(doc, 0.0, {}) for doc in pool]
        matrix = vectors.ensure_vectors(self._store(eng), self.embedder, [self._item(eng, r) for r in fresh])
        best = np.argsort(-(matrix @ wanted), kind="stable")[: self.candidates]
        return [fresh[int(i)] for i in best]

    def _store(self, eng: Engine) -> vector_store.VectorStore:
        """The repository's vector store, read once per process (then only what others append)."""
        key = (str(vector_store.root(eng.repo)), self.embedder.model_id)
        found = _STORES.get(key)
        if found is None:
            store = vector_store.VectorStore.for_embedder(eng.repo, self.embedder)
            found = bounded.put(_STORES, key, store, STORES_KEPT)
        return found

    @staticmethod
    def _item(eng: Engine, r: Ranked) -> vectors.Item:
        """The store item of a candidate: the same key and text as a whole-snapshot index uses."""
        doc = r.doc
        record = eng.record(doc)
        start, end = record["span"][2], record["span"][3]

        def text() -> str:
            return vectors.symbol_text(doc.path, doc.kind, record["qualname"],
                                       eng.source(doc.path)[start:end].decode("utf-8", "replace"))

        return vectors.symbol_item(doc.id, doc.path, doc.kind, record["qualname"], record.get("hash", ""), text)

