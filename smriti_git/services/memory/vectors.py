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
import weakref
from typing import TYPE_CHECKING

from smriti_git.cache import embedder as embedder_module
from smriti_git.cache.vectors import ExactIndex
from smriti_git.services.memory import embedding
from smriti_git.services.memory.recall import MemoryIndex
from smriti_git.storage.repo import Repo

if TYPE_CHECKING:
    from smriti_git.cache.vectors import Matrix

_CACHE: weakref.WeakKeyDictionary[MemoryIndex, dict[str, ExactIndex]] = weakref.WeakKeyDictionary()
"""Vector indexes of the memory indexes alive, by model id."""
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


class Exact(ExactIndex):
    """Exact search scored by ``einsum``: one thread, so that on a busy machine the BLAS
    threads of a matrix product cannot stall a recall (40 ms against 0.4 ms for 10,000
    facts on two shared cores; the same LoCoMo recall@k)."""

    def scores(self, query: Matrix) -> Matrix:
        result: Matrix = embedder_module.require("numpy").einsum("ij,j->i", self.matrix, query)
        return result


def vector_index(repo: Repo, index: MemoryIndex) -> ExactIndex:
    """The vectors of ``index``'s engrams (embedding only texts no process has embedded)."""
    mem = embedding.memory(repo)
    model_id = mem.embedder.model_id
    found = _CACHE.get(index, {}).get(model_id)
    if found is not None:
        return found
    with _BUILD:
        found = _CACHE.get(index, {}).get(model_id)
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
        found = Exact([d.engram for d in index.docs], matrix)
        _CACHE.setdefault(index, {})[model_id] = found
        _LAST[mem.embedder.model_id] = ({t: i for i, t in enumerate(texts)}, found)
    return found


def scores(repo: Repo, index: MemoryIndex, query: str, k: int = 50) -> dict[str, float]:
    """Cosine similarity of the ``k`` engrams nearest to ``query``."""
    if not index.docs:
        return {}
    found = vector_index(repo, index)
    query_vector = embedding.memory(repo).embedder.embed_query(query)
    return {engram: float(score) for engram, score in found.search(query_vector, k) if score >= MIN_SIMILARITY}


def warm(repo: Repo, user: str | None = None, *, first: bool = True) -> None:
    """Build what the next recall of ``user``'s memory needs, off the call's path: the
    state, its index, its vectors (embedding what no process has), its clusters, and
    (``first``: a new server) the model, run once."""
    from smriti_git.services.memory import clusters, recall
    from smriti_git.services.memory.store import Store

    store = Store(repo, user)
    state = store.state()
    index = recall.index_for(state, None, None)
    clusters.current(store, index)
    if index.docs:
        vector_index(repo, index)
        if first:
            embedding.memory(repo).embedder.embed_query("warm up")
