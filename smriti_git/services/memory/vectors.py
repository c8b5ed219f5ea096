"""Vector similarity for recall (optional): engram contents embedded with the shipped model.

The vectors come from ``services/memory/embedding.py``: keyed by the hash of the
embedded text and the model, persisted under ``<common dir>/smp/cache/vectors/``, so a
fact is embedded once however many branches, versions or processes carry it; a server
embeds new facts when they are stored (in the background), and the CLI's ``remember``
leaves them to the next recall.  Search is exact (one matrix product: about 10 ms for
100,000 facts), so the vectors alone make the index: a new process loads them, it
builds no graph.  The matrix of one memory index is derived from the previous one's
rows where the engrams' texts are unchanged.  When the ``vectors`` extra is not
installed, or ``smp.memory.vectors`` is ``false``, recall falls back to lexical
similarity and says so.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from smriti_git import bounded
from smriti_git.cache import embedder as embedder_module
from smriti_git.services.memory import embedding
from smriti_git.services.memory.recall import MemoryIndex
from smriti_git.storage.repo import Repo

if TYPE_CHECKING:
    from smriti_git.cache.vectors import ExactIndex

_CACHE: dict[tuple[int, str], ExactIndex] = {}
"""Vector indexes of memory indexes, by (index identity, model id)."""
_LAST: dict[str, tuple[dict[str, int], ExactIndex]] = {}
"""The latest vector index built per model, with its rows by text: the next one starts from it."""
_BUILD = threading.Lock()
MIN_SIMILARITY = 0.25
"""Below this cosine (all-MiniLM-L6-v2), texts are unrelated: a match would be noise."""


def enabled(repo: Repo) -> tuple[bool, str]:
    """Whether recall uses vectors here, and why not when it does not."""
    config = repo.git.config
    if "smp.memory.vectors" in config and not config.get_bool("smp.memory.vectors"):
        return False, "disabled by smp.memory.vectors"
    if not embedder_module.available():
        return False, "the vectors extra is not installed (pip install 'smriti-git[vectors]')"
    return True, ""


def vector_index(repo: Repo, index: MemoryIndex) -> ExactIndex:
    """The vectors of ``index``'s engrams (embedding only texts no process has embedded)."""
    from smriti_git.cache.vectors import ExactIndex

    mem = embedding.memory(repo)
    key = (id(index), mem.embedder.model_id)
    found = _CACHE.get(key)
    if found is not None:
        return found
    with _BUILD:
        found = _CACHE.get(key)
        if found is not None:
            return found
        texts = [d.version.content for d in index.docs]
        last = _LAST.get(mem.embedder.model_id)
        reuse = [last[0].get(t, -1) for t in texts] if last is not None else [-1] * len(texts)
        fresh = [i for i, row in enumerate(reuse) if row < 0]
        np = embedder_module.require("numpy")
        if last is not None and len(fresh) < len(texts):
            rows = np.asarray([max(row, 0) for row in reuse], dtype=np.int64)
            matrix = last[1].matrix[rows]
            if fresh:
                matrix[fresh] = embedding.vectors_of(repo, [texts[i] for i in fresh])
        else:
            matrix = embedding.vectors_of(repo, texts)
        found = bounded.put(_CACHE, key, ExactIndex([d.engram for d in index.docs], matrix), 8)
        _LAST[mem.embedder.model_id] = ({t: i for i, t in enumerate(texts)}, found)
    return found


def scores(repo: Repo, index: MemoryIndex, query: str, k: int = 50) -> dict[str, float]:
    """Cosine similarity of the ``k`` engrams nearest to ``query``."""
    if not index.docs:
        return {}
    found = vector_index(repo, index)
    query_vector = embedding.memory(repo).embedder.embed_query(query)
    return {engram: float(score) for engram, score in found.search(query_vector, k) if score >= MIN_SIMILARITY}


def warm(repo: Repo, user: str | None = None) -> None:
    """Make a new server's first recall fast: load the user's memory state, its index, its
    vectors (embedding what no process has) and its clusters, and the model."""
    from smriti_git.services.memory import clusters, recall
    from smriti_git.services.memory.store import Store

    store = Store(repo, user)
    state = store.state()
    index = recall.index_for(state, None, None)
    clusters.current(store, index)
    if index.docs:
        scores(repo, index, "warm up")
