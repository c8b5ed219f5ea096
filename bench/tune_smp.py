"""Fast iteration on the ``smp`` ranking, on the validation split only.

Reads the gold locations and base commits from a harness run's per-task JSONL (which
must be a *validation* run or a run on mined tasks, ``--tasks bench/mined/...``: SWE-bench
test tasks are refused), reopens each task's snapshot in
the harness work folder, and ranks with the given weights.  Prints Acc@k at function
and file level, the share of gold functions packed in full at 4k, 8k and 16k tokens
(with ``--pack``), and, with ``--show``, where the gold functions ranked in the failures.

This is a tuning aid: the committed numbers come from ``git smp bench swebench``.

Usage: python bench/tune_smp.py RUN.tasks.jsonl [--work bench/work/swebench] [--set name=value ...] [--pack]
       [--vectors] [--show]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path

from smriti_git.evaluation.smp_method import BUDGETS
from smriti_git.evaluation.swebench import INDEX_BRANCH
from smriti_git.evaluation.tasks import split_of
from smriti_git.model.code import CALLABLE_KINDS
from smriti_git.services import indexing, snapshots
from smriti_git.services.retrieval import context
from smriti_git.services.retrieval.rank import Weights, rank_files
from smriti_git.services.retrieval.rerank import VectorReranker
from smriti_git.services.retrieval.understand import understand
from smriti_git.storage.repo import Repo

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("rows")
    parser.add_argument("--work", default=str(ROOT / "bench" / "work" / "swebench"))
    parser.add_argument("--tasks", default="/work/shared/bench/swebench/lite.jsonl")
    parser.add_argument("--set", action="append", default=[])
    parser.add_argument("--show", action="store_true")
    parser.add_argument("--pack", action="store_true", help="also measure packing coverage")
    parser.add_argument("--vectors", action="store_true", help="with the vector re-ranking stage")
    args = parser.parse_args()
    weights = Weights()
    for item in args.set:
        key, _, value = item.partition("=")
        setattr(weights, key, type(getattr(weights, key))(value))
    tasks = {}
    for line in Path(args.rows).read_text().splitlines():
        row = json.loads(line)
        if row.get("skipped") or row["instance_id"] in tasks:
            continue
        if "-mined-" not in row["instance_id"] and split_of(row["instance_id"]) != "validation":
            raise SystemExit(f"{row['instance_id']} is not a validation task: tuning may only look at validation")
        tasks[row["instance_id"]] = row
    problems = {}
    for line in Path(args.tasks).read_text().splitlines():
        task = json.loads(line)
        problems[task["instance_id"]] = task["problem_statement"]
    hits = {("fn", k): 0 for k in (1, 5, 10, 20)} | {("file", k): 0 for k in (1, 5, 10, 20)}
    n_fn = n_file = 0
    covered: dict[int, list[float]] = {budget: [] for budget in BUDGETS}
    for instance, row in sorted(tasks.items()):
        repo_dir = next(Path(args.work).glob(f"{row['repo'].replace('/', '+')}*"), None)
        if repo_dir is None:
            continue
        repo = Repo.discover(repo_dir)
        snap = snapshots.indexed(repo, indexing.index(repo, row["base_commit"], branch=INDEX_BRANCH))
        engine = context.engine_for(repo, snap, weights=weights)
        query = problems.get(instance, "")
        rerank = VectorReranker.for_engine(engine) if args.vectors else None
        ranked = context.rank(engine, understand(query), limit=200, rerank=rerank)
        functions = [r.doc.id for r in ranked if r.doc.kind in CALLABLE_KINDS]
        files = [p for p, _ in rank_files(ranked, 20)]
        gold_fn, gold_file = set(row["gold"]["functions"]), set(row["gold"]["files"])
        if gold_fn:
            n_fn += 1
            for budget in BUDGETS if args.pack else ():
                packed = context.build_pack(engine, ranked[:context.CANDIDATES], budget)
                bodies = context.inside(engine, [c.item.id for c in packed.chosen if c.block.kind == "body"])
                covered[budget].append(len(gold_fn & bodies) / len(gold_fn))
            for k in (1, 5, 10, 20):
                hits[("fn", k)] += gold_fn <= set(functions[:k])
        if gold_file:
            n_file += 1
            for k in (1, 5, 10, 20):
                hits[("file", k)] += gold_file <= set(files[:k])
        if args.show and gold_fn and not gold_fn <= set(functions[:10]):
            where = {g: (functions.index(g) + 1 if g in functions else None) for g in gold_fn}
            file_rank = {f: (files.index(f) + 1 if f in files else None) for f in gold_file}
            print(f"MISS {instance}: fn {where} files {file_rank}")
            for r in ranked:
                if r.doc.id in gold_fn:
                    print(f"   gold {r.score:.3f} {r.doc.id} {r.signals}")
            for r in ranked[:3]:
                print(f"      {r.score:.3f} {r.doc.id} {r.signals}")
    print(" ".join(f"fn@{k}={100 * hits[('fn', k)] / max(1, n_fn):.1f}" for k in (1, 5, 10, 20)), f"n={n_fn}")
    print(" ".join(f"file@{k}={100 * hits[('file', k)] / max(1, n_file):.1f}" for k in (1, 5, 10, 20)),
          f"n={n_file}")
    if args.pack:
        print(" ".join(f"pack@{b // 1000}k={100 * sum(v) / max(1, len(v)):.1f}" for b, v in covered.items()))
    print("weights:", dataclasses.asdict(weights))
    return 0


if __name__ == "__main__":
    sys.exit(main())
