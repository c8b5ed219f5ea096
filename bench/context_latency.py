"""Warm ``context`` latency per fusion (hand-set, learned, bias-aware) on one snapshot.

Opens a clone the SWE-bench harness made (``bench/work/swebench/<owner>+<name>``) at a
commit it indexed, and times ``context`` (ranking and packing at an 8k-token budget)
in one process on the problem statements of that repository's *validation* tasks,
the fusions interleaved query by query so that machine load falls on each alike.  The
first call of each fusion (caches loaded) is reported apart; p50 / p95 are over the
warm calls.  Writes ``bench/results/context_latency.{json,md}``.

Usage: python bench/context_latency.py --repo sympy/sympy --commit SHA [--rounds 2]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from smriti_git.evaluation import report
from smriti_git.evaluation.tasks import split_of
from smriti_git.services.retrieval import context
from smriti_git.storage.repo import Repo

ROOT = Path(__file__).resolve().parents[1]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repo", default="sympy/sympy")
    parser.add_argument("--commit", required=True)
    parser.add_argument("--tasks", default="/work/shared/bench/swebench/lite.jsonl")
    parser.add_argument("--work", default=str(ROOT / "bench" / "work" / "swebench"))
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "context_latency"))
    args = parser.parse_args()
    repo = Repo.discover(Path(args.work) / args.repo.replace("/", "+"))
    queries = [t["problem_statement"] for t in map(json.loads, Path(args.tasks).read_text().splitlines())
               if t["repo"] == args.repo and split_of(t["instance_id"]) == "validation"]
    fusions = list(context.FUSIONS)
    first: dict[str, float] = {}
    warm: dict[str, list[float]] = {f: [] for f in fusions}
    for fusion in fusions:
        start = time.perf_counter()
        context.context(repo, queries[0], 8000, args.commit, fusion=fusion)
        first[fusion] = (time.perf_counter() - start) * 1000
    for _ in range(args.rounds):
        for query in queries:
            for fusion in fusions:
                start = time.perf_counter()
                context.context(repo, query, 8000, args.commit, fusion=fusion)
                warm[fusion].append((time.perf_counter() - start) * 1000)
    result = {"repo": args.repo, "commit": args.commit, "queries": len(queries), "rounds": args.rounds,
              "smriti_git": report.smriti_commit(), "machine": report.machine(),
              "first_ms": {f: round(v, 1) for f, v in first.items()},
              "warm": {f: {"p50_ms": round(statistics.median(v), 1), "p95_ms": round(percentile(v, 0.95), 1),
                           "n": len(v)} for f, v in warm.items()}}
    out = Path(args.out)
    out.with_suffix(".json").write_text(json.dumps(result, indent=1) + "\n")
    lines = [f"# `context` latency per fusion: {args.repo} at {args.commit[:12]}", "",
             f"{len(queries)} validation problem statements x {args.rounds} rounds, 8k budget, warm, one process, "
             f"fusions interleaved; smriti-git {result['smriti_git'].get('commit', '')[:10]}.", "",
             "| fusion | first ms | warm p50 ms | warm p95 ms |", "|---|---|---|---|"]
    lines += [f"| {f} | {result['first_ms'][f]} | {result['warm'][f]['p50_ms']} | {result['warm'][f]['p95_ms']} |"
              for f in fusions]
    out.with_suffix(".md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
