"""The ``smp`` method: smriti-git's own retrieval (``git smp context``) in the harness.

It ranks with the same engine as the ``context`` operation: field-weighted BM25,
query understanding (identifiers, paths, frames, messages), graph expansion and
demotion of tests, with :class:`~smriti_git.services.retrieval.rank.Weights`
(tunable with ``--tune name=value`` on the validation split only), and packs the
ranked symbols at 4k, 8k and 16k tokens for the packing-coverage metric.
``smp-vectors`` adds the vector re-ranking stage of ``context --vectors``; ``smp-learned``
replaces the hand-set fusion by the learned one (``learned.py``), ``smp-sacl`` re-scores
the hand-set ranking by code (``sacl.py``).
"""

from __future__ import annotations

import dataclasses
import time

from smriti_git.evaluation.methods import Packed, Ranking, TaskView, register
from smriti_git.model.code import CALLABLE_KINDS
from smriti_git.services.retrieval import context, learned
from smriti_git.services.retrieval.rank import Weights, rank_files
from smriti_git.services.retrieval.rerank import VectorReranker
from smriti_git.services.retrieval.understand import understand

BUDGETS = (4000, 8000, 16000)


class SmpMethod:
    name = "smp"

    def __init__(self, vectors: bool = False, fusion: str = "hand", vector_candidates: int = 0) -> None:
        self.weights = Weights()
        self.engine: context.Engine | None = None
        self.vectors = vectors
        self.fusion = fusion
        self.vector_candidates = vector_candidates
        self.model = learned.load() if fusion == "learned" else None

    def configure(self, params: dict[str, str]) -> None:
        names = {f.name for f in dataclasses.fields(Weights)}
        for key, value in params.items():
            if key not in names:
                raise ValueError(f"unknown smp parameter {key!r} (known: {', '.join(sorted(names))})")
            current = getattr(self.weights, key)
            setattr(self.weights, key, type(current)(value))

    def prepare(self, view: TaskView) -> None:
        self.engine = context.engine_for(view.repo, view.snapshot, weights=self.weights)

    def rank(self, view: TaskView, k: int) -> Ranking:
        assert self.engine is not None
        start = time.perf_counter()
        rerank = VectorReranker.for_engine(self.engine, candidates=self.vector_candidates) if self.vectors else None
        ranked = context.rank(self.engine, understand(view.query), limit=max(100, 5 * k), rerank=rerank,
                              model=self.model, bias_aware=self.fusion == "sacl")
        functions = [r.doc.id for r in ranked if r.doc.kind in CALLABLE_KINDS]
        files = [path for path, _ in rank_files(ranked, max(k, 20))]
        seconds = time.perf_counter() - start
        packs: dict[int, Packed] = {}
        for budget in BUDGETS:
            packed = context.build_pack(self.engine, ranked[:context.CANDIDATES], budget)
            bodies = [c.item.id for c in packed.chosen if c.block.kind == "body"]
            # A method inside a packed class body, or a function nested in a packed body, is in the text too.
            packs[budget] = Packed(sorted(context.inside(self.engine, bodies)), packed.tokens, budget)
        return Ranking(functions=functions, files=files, packed=packs, seconds=seconds)


@register("smp")
def _factory() -> SmpMethod:
    return SmpMethod()


@register("smp-vectors")
def _with_vectors() -> SmpMethod:
    """``smp`` plus the vector re-ranking stage (``git smp context --vectors``)."""
    method = SmpMethod(vectors=True)
    method.name = "smp-vectors"
    return method


@register("smp-vectors-cand")
def _vector_candidates() -> SmpMethod:
    """``smp-vectors`` whose vectors also add 20 candidates of their own (``smp.context.vectorCandidates``)."""
    method = SmpMethod(vectors=True, vector_candidates=20)
    method.name = "smp-vectors-cand"
    return method


@register("smp-learned")
def _learned() -> SmpMethod:
    """``smp`` with the learned fusion (``services/retrieval/learned.py``) instead of the hand-set weights."""
    method = SmpMethod(fusion="learned")
    method.name = "smp-learned"
    return method


@register("smp-sacl")
def _sacl() -> SmpMethod:
    """``smp`` with bias-aware re-scoring (``services/retrieval/sacl.py``): prose-only matches demoted."""
    method = SmpMethod(fusion="sacl")
    method.name = "smp-sacl"
    return method


# Ablations: each removes one signal (fixed configurations, not tuned), so that the
# harness can report every signal's paired contribution on the test split.
ABLATIONS: dict[str, dict[str, str]] = {
    "smp-no-bm25": {"bm25": "0"},
    "smp-no-names": {"name": "0", "owner": "0"},
    "smp-no-paths": {"path": "0"},
    "smp-no-frames-messages": {"frame": "0", "message": "0"},
    "smp-no-graph": {"graph": "0"},
    "smp-no-file-prior": {"file_prior": "0"},
    "smp-no-demotion": {"test_factor": "1", "docs_factor": "1", "vendored_factor": "1"},
}


def _ablation(name: str, params: dict[str, str]) -> None:
    def factory() -> SmpMethod:
        method = SmpMethod()
        method.configure(params)
        method.name = name
        return method

    register(name)(factory)


for _name, _params in ABLATIONS.items():
    _ablation(_name, _params)
