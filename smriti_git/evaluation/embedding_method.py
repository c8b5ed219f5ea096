"""The ``embedding`` baseline of the benchmark harness: cosine between issue and functions.

Every candidate function and method of the task's snapshot is embedded with the
configured model (``smp.embed.*``, default all-MiniLM-L6-v2 int8) using the text recipe
of :func:`smriti_git.cache.vectors.symbol_text`; vectors are cached by content (see
:mod:`smriti_git.cache.vectors`), so a function unchanged between two tasks' commits is
embedded once.  The issue text is embedded as a query (the model keeps its first
``maxLength`` tokens) and every function is ranked by cosine, exactly (no approximate
index: this is the reference the other methods are compared against).  The file ranking
is the order in which files first appear in the function ranking.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING

from smriti_git.cache import embedder as embedding
from smriti_git.cache import vector_store, vectors
from smriti_git.evaluation.methods import Method, Ranking, TaskView, register

if TYPE_CHECKING:
    from smriti_git.cache.embedder import Embedder, ModelSpec

MAX_PREPARED = 4
"""Snapshots whose vectors are kept in memory at once."""


def rank_files(functions: list[str], path_of: dict[str, str]) -> list[str]:
    """Files in the order their first function appears in ``functions``."""
    seen: dict[str, None] = {}
    for symbol in functions:
        seen.setdefault(path_of[symbol], None)
    return list(seen)


def _constant(text: str) -> Callable[[], str]:
    return lambda: text


class EmbeddingMethod:
    """Rank functions by cosine similarity to the issue text (dense retrieval only)."""

    name = "embedding"

    def __init__(self, model: Embedder | None = None, threads: int | None = None) -> None:
        self._fixed = model
        self._threads = threads
        self._embedders: dict[ModelSpec, Embedder] = {}
        self._prepared: OrderedDict[tuple[str, str], tuple[vectors.ExactIndex, dict[str, str]]] = OrderedDict()
        self.texts_embedded = 0
        """Symbol texts this method ran through the model (cache misses), over all tasks."""

    def _embedder(self, view: TaskView) -> Embedder:
        if self._fixed is not None:
            return self._fixed
        chosen = embedding.settings(view.repo)
        model = self._embedders.get(chosen.spec)
        if model is None:
            model = embedding.Embedder(chosen.spec, threads=chosen.threads if self._threads is None else self._threads,
                                       batch_size=chosen.batch_size)
            self._embedders[chosen.spec] = model
        return model

    def prepare(self, view: TaskView) -> None:
        model = self._embedder(view)
        key = (model.model_id, view.snapshot.tree)
        if key in self._prepared:
            self._prepared.move_to_end(key)
            return
        items = [vectors.symbol_item(c.id, c.path, c.kind, c.qualname, c.content_hash,
                                     _constant(vectors.symbol_text(c.path, c.kind, c.qualname, c.text)))
                 for c in view.candidates]
        store = vector_store.VectorStore.for_embedder(view.repo, model)
        before = model.texts_embedded
        try:
            matrix = vectors.ensure_vectors(store, model, items)
        finally:
            store.close()
        self.texts_embedded += model.texts_embedded - before
        self._prepared[key] = (vectors.ExactIndex([i.id for i in items], matrix),
                               {c.id: c.path for c in view.candidates})
        while len(self._prepared) > MAX_PREPARED:
            self._prepared.popitem(last=False)

    def rank(self, view: TaskView, k: int) -> Ranking:
        model = self._embedder(view)
        key = (model.model_id, view.snapshot.tree)
        if key not in self._prepared:
            self.prepare(view)
        index, path_of = self._prepared[key]
        started = time.perf_counter()
        query = model.embed_query(view.query)
        functions = [symbol for symbol, _ in index.search(query, len(index.ids))]
        files = rank_files(functions, path_of)
        return Ranking(functions=functions, files=files, seconds=time.perf_counter() - started)


@register("embedding")
def _factory() -> Method:
    return EmbeddingMethod()
