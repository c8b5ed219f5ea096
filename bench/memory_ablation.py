"""Ablation of the memory recall pipeline on LoCoMo: each stage switched off in turn.

Uses the repositories that ``git smp bench memory --work DIR`` keeps (one per conversation,
every turn already remembered) and asks every question with evidence of the recall
service, as the ``recall`` operation does (embedding similarity of the 300 nearest
memories, the cached clusters), with one stage of :class:`Stages` off per row; ``search``
is the similarity-only mode.  No reinforcement: every row sees the same access counts.
Prints a Markdown table of recall@10 (overall, multi-hop, temporal) and the p50 latency
of the service call (without the operation's views).

Usage:
    git smp bench memory --work /tmp/locomo-work --method bm25 --limit 1   # ingest once
    python bench/memory_ablation.py --work /tmp/locomo-work [--data conv-26.json ...]
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import time
from pathlib import Path

from smriti_git.evaluation import locomo, memory_bench
from smriti_git.services.memory import clusters as cluster_module
from smriti_git.services.memory import recall as recall_module
from smriti_git.services.memory import vectors as memory_vectors
from smriti_git.services.memory.store import Store
from smriti_git.storage.repo import Repo

STAGES = ("lexical", "cues", "speakers", "episodes", "hops", "clusters", "time")
K_VECTORS = 300
"""As ``operations/memory.py`` asks for a limit of 10 (``VECTOR_CANDIDATES``)."""


def measure(conversations: list[locomo.Conversation], work: Path, stages: recall_module.Stages,
            mode: str) -> tuple[dict[int, float], float]:
    by_category: dict[int, list[float]] = {0: []}
    latencies: list[float] = []
    for conversation in conversations:
        repo = Repo.discover(work / conversation.name)
        store = Store(repo, memory_bench.USER)
        index = recall_module.index_for(store.state(), None, None)
        assignment = cluster_module.current(store, index) or None
        for question in conversation.questions:
            started = time.perf_counter()
            vectors = memory_vectors.scores(repo, index, question.question, k=K_VECTORS)
            found = recall_module.recall(store, question.question, mode=mode, limit=10, reinforce=False,
                                         vector_scores=vectors, clusters=assignment, stages=stages)
            latencies.append(time.perf_counter() - started)
            sources = {r.version.source for r in found}
            score = len(sources & set(question.evidence)) / len(question.evidence)
            by_category[0].append(score)
            by_category.setdefault(question.category, []).append(score)
    return {c: 100 * statistics.fmean(v) for c, v in by_category.items()}, statistics.median(latencies)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", type=Path, required=True, help="the --work folder of git smp bench memory")
    parser.add_argument("--data", type=Path, action="append", help="LoCoMo file(s); default: the shared five")
    args = parser.parse_args()
    conversations = locomo.load_all(args.data or memory_bench.default_data())
    rows = [("recall (all stages)", recall_module.ALL_STAGES, "recall")]
    rows += [(f"recall without {name}", dataclasses.replace(recall_module.ALL_STAGES, **{name: False}), "recall")
             for name in STAGES]
    rows.append(("search (similarity only)", recall_module.ALL_STAGES, "search"))
    print("| pipeline | R@10 | multi-hop | temporal | service p50 (ms) |")
    print("|---|---|---|---|---|")
    for label, stages, mode in rows:
        scores, p50 = measure(conversations, args.work, stages, mode)
        print(f"| {label} | {scores[0]:.1f} | {scores.get(1, 0.0):.1f} | {scores.get(2, 0.0):.1f} | "
              f"{1000 * p50:.0f} |", flush=True)


if __name__ == "__main__":
    main()
