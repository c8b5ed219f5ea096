"""Vector similarity for recall (optional): engram contents embedded with the shipped model.

Vectors are kept in the shared vector store (``cache/vectors.py``) keyed by the hash of
the embedded text, so a fact is embedded once however many branches or versions carry
it.  New facts are embedded when recalled first (or ahead of time by ``remember`` when
``smp.memory.vectors`` is true).  When the ``vectors`` extra is not installed, or
``smp.memory.vectors`` is ``false``, recall falls back to lexical similarity and says so.
"""

from __future__ import annotations

from collections.abc import Callable

from smriti_git import bounded
from smriti_git.cache import embedder as embedder_module
from smriti_git.cache.vectors import ExactIndex, Item, VectorStore, ensure_vectors, text_key
from smriti_git.services.memory.recall import MemoryIndex
from smriti_git.storage.repo import Repo

_CACHE: dict[tuple[int, str], ExactIndex] = {}
"""Vector indexes of memory indexes, by (index identity, model id)."""
MIN_SIMILARITY = 0.25
"""Below this cosine (all-MiniLM-L6-v2), texts are unrelated: a match would be noise."""


def _constant(text: str) -> Callable[[], str]:
    return lambda: text


def enabled(repo: Repo) -> tuple[bool, str]:
    """Whether recall uses vectors here, and why not when it does not."""
    config = repo.git.config
    if "smp.memory.vectors" in config and not config.get_bool("smp.memory.vectors"):
        return False, "disabled by smp.memory.vectors"
    if not embedder_module.available():
        return False, "the vectors extra is not installed (pip install 'smriti-git[vectors]')"
    return True, ""


def scores(repo: Repo, index: MemoryIndex, query: str, k: int = 50) -> dict[str, float]:
    """Cosine similarity of the ``k`` engrams nearest to ``query``."""
    if not index.docs:
        return {}
    emb = embedder_module.shared(repo)
    key = (id(index), emb.model_id)
    found = _CACHE.get(key)
    if found is None:
        store = VectorStore.for_embedder(repo, emb)
        items = [Item(d.engram, "", text_key(d.version.content), _constant(d.version.content)) for d in index.docs]
        matrix = ensure_vectors(store, emb, items)
        found = bounded.put(_CACHE, key, ExactIndex([d.engram for d in index.docs], matrix), 8)
    query_vector = emb.embed_query(query)
    return {engram: float(score) for engram, score in found.search(query_vector, k) if score >= MIN_SIMILARITY}
