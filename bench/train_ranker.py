"""Train and measure the learned fusion (``services/retrieval/learned.py``) on mined tasks.

Reads harness runs' per-task JSONL (the gold functions and base commits of each task),
reopens each task's snapshot in the harness work folder, and computes the features of
the hand-set ranking's ``depth`` best candidates (cached per task under
``bench/work/ranker/``).  Then:

* ``--cv``: leave-one-repository-out on the training rows: for every repository, a model
  trained on the others ranks its tasks; function Acc@k and MRR of the hand-set order
  and of the learned one, with paired bootstrap intervals, overall and per repository;
* trains the final model on all training rows (logistic regression, lbfgs, fixed
  settings: deterministic) and writes it (``--model``, default the package's
  ``ranker_model.json``);
* ``--eval ROWS``: measures a model on other rows (the Lite *validation* split only:
  SWE-bench test rows are refused, as everywhere in the harness).

Training rows must not come from SWE-bench at all (mined tasks only).

Usage: python bench/train_ranker.py --train MINED.tasks.jsonl --tasks bench/mined/mined.jsonl [--cv]
       [--eval VAL.tasks.jsonl --eval-tasks lite.jsonl] [--features all|no-sacl] [--C 1.0] [--model PATH]
       [--report bench/results/ranker/NAME]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from smriti_git.evaluation import metrics
from smriti_git.evaluation.swebench import INDEX_BRANCH
from smriti_git.evaluation.tasks import split_of
from smriti_git.model.code import CALLABLE_KINDS
from smriti_git.services import indexing, snapshots
from smriti_git.services.retrieval import context, learned, sacl
from smriti_git.services.retrieval.understand import understand
from smriti_git.storage.repo import Repo

ROOT = Path(__file__).resolve().parents[1]
KS = (1, 5, 10, 20)
FEATURE_SETS = {"all": learned.FEATURES,
                "no-sacl": tuple(f for f in learned.FEATURES if f not in sacl.SACL)}


@dataclass
class TaskData:
    instance_id: str
    repo: str
    x: np.ndarray              # candidates x FEATURES, hand-set order
    y: np.ndarray              # 1 for a gold function
    callable: np.ndarray       # whether the candidate counts in the function ranking
    ids: list[str]
    gold: list[str]


def _cache_key(instance_id: str, tree: str) -> str:
    """Features depend on the task, the snapshot (indexer version included) and this code's feature list."""
    version = "|".join(learned.FEATURES) + f"|{learned.DEPTH}|3"
    return hashlib.sha256(f"{instance_id}|{tree}|{version}".encode()).hexdigest()[:24]


def load_rows(path: Path, allow_swebench: bool) -> dict[str, dict[str, Any]]:
    rows: dict[str, dict[str, Any]] = {}
    for line in path.read_text().splitlines():
        row = json.loads(line)
        if row.get("skipped") or not (row.get("gold") or {}).get("functions"):
            continue
        mined = "-mined-" in row["instance_id"]
        if not mined and not allow_swebench:
            raise SystemExit(f"{row['instance_id']}: training rows must be mined tasks, not SWE-bench")
        if not mined and split_of(row["instance_id"]) != "validation":
            raise SystemExit(f"{row['instance_id']} is a SWE-bench test task: only validation may be looked at")
        rows.setdefault(row["instance_id"], row)
    return rows


def compute(rows: dict[str, dict[str, Any]], statements: dict[str, str], work: Path, cache: Path) -> list[TaskData]:
    cache.mkdir(parents=True, exist_ok=True)
    out: list[TaskData] = []
    for number, (instance, row) in enumerate(sorted(rows.items())):
        repo = Repo.discover(work / row["repo"].replace("/", "+"))
        # A later harness run may have moved the snapshot off the index ref: index it again
        # (incrementally; the same commit gives the same snapshot tree, so cached features hold).
        snap = snapshots.indexed(repo, indexing.index(repo, row["base_commit"], branch=INDEX_BRANCH))
        path = cache / f"{_cache_key(instance, snap.tree)}.npz"
        gold = list(row["gold"]["functions"])
        if path.is_file():
            data = np.load(path, allow_pickle=False)
            out.append(TaskData(instance, row["repo"], data["x"], data["y"], data["callable"],
                                [str(i) for i in data["ids"]], gold))
            continue
        eng = context.engine_for(repo, snap)
        intent = understand(statements[instance])
        scored = eng.ranker.score(intent, messages=eng.messages, neighbours=eng.neighbours)
        idx = learned.candidates(scored, learned.DEPTH)
        x = learned.feature_matrix(eng, scored, idx, intent)
        docs = eng.index.docs
        ids = [docs[int(i)].id for i in idx]
        y = np.array([sid in set(gold) for sid in ids], dtype=np.float64)
        is_callable = np.array([docs[int(i)].kind in CALLABLE_KINDS for i in idx], dtype=bool)
        np.savez(path, x=x, y=y, callable=is_callable, ids=np.array(ids))
        out.append(TaskData(instance, row["repo"], x, y, is_callable, ids, gold))
        print(f"  features {number + 1}/{len(rows)} {instance}", file=sys.stderr, flush=True)
    return out


def columns(names: tuple[str, ...]) -> list[int]:
    return [learned.FEATURES.index(n) for n in names]


def fit(tasks: list[TaskData], names: tuple[str, ...], c: float) -> learned.LinearModel:
    try:
        from sklearn.linear_model import LogisticRegression
    except ImportError:
        raise SystemExit("training needs scikit-learn: pip install 'smriti-git[learn]'") from None

    cols = columns(names)
    x = np.vstack([t.x[:, cols] for t in tasks])
    y = np.concatenate([t.y for t in tasks])
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale == 0] = 1.0
    model = LogisticRegression(C=c, solver="lbfgs", max_iter=2000)
    model.fit((x - mean) / scale, y)
    return learned.LinearModel(names, mean, scale, model.coef_[0].astype(np.float64), float(model.intercept_[0]),
                               learned.DEPTH)


def scores_of(task: TaskData, order: np.ndarray) -> dict[str, float]:
    functions = [task.ids[int(j)] for j in order if task.callable[int(j)]]
    return metrics.score(task.gold, functions, KS)


def evaluate(tasks: list[TaskData], model: learned.LinearModel | None) -> list[dict[str, float]]:
    out = []
    for task in tasks:
        if model is None:
            order = np.arange(len(task.ids))
        else:
            logits = model.logits(task.x[:, columns(model.features)])
            order = np.argsort(-logits, kind="stable")
        out.append(scores_of(task, order))
    return out


def summary(name: str, hand: list[dict[str, float]], other: list[dict[str, float]]) -> dict[str, Any]:
    keys = [f"acc@{k}" for k in KS] + ["mrr"]
    row: dict[str, Any] = {"name": name, "n": len(hand)}
    for key in keys:
        a = [s[key] for s in other]
        b = [s[key] for s in hand]
        row[key] = round(100 * float(np.mean(a)), 1) if a else None
        row[f"hand_{key}"] = round(100 * float(np.mean(b)), 1) if b else None
        if a:
            diff = metrics.bootstrap_diff(a, b)
            row[f"diff_{key}"] = [round(100 * diff["mean"], 1), round(100 * diff["low"], 1),
                                  round(100 * diff["high"], 1)]
    return row


def lambdarank_cv(tasks: list[TaskData], names: tuple[str, ...]) -> tuple[list[dict[str, float]],
                                                                          list[dict[str, float]]]:
    """Leave-one-repository-out with LightGBM's lambdarank (a comparison only: not shipped)."""
    try:
        import lightgbm
    except ImportError:
        raise SystemExit("--compare-lambdarank needs lightgbm (pip install lightgbm==4.7.0)") from None
    cols = columns(names)
    hand_all: list[dict[str, float]] = []
    other_all: list[dict[str, float]] = []
    for repo in sorted({t.repo for t in tasks}):
        train = [t for t in tasks if t.repo != repo]
        ranker = lightgbm.LGBMRanker(objective="lambdarank", n_estimators=200, learning_rate=0.05, num_leaves=15,
                                     min_child_samples=20, subsample=1.0, colsample_bytree=1.0, random_state=0,
                                     deterministic=True, force_row_wise=True, n_jobs=1, verbose=-1)
        ranker.fit(np.vstack([t.x[:, cols] for t in train]), np.concatenate([t.y for t in train]),
                   group=[len(t.y) for t in train])
        for task in (t for t in tasks if t.repo == repo):
            hand_all.append(scores_of(task, np.arange(len(task.ids))))
            predicted = np.asarray(ranker.predict(task.x[:, cols]), dtype=np.float64) if len(task.ids) \
                else np.zeros(0)
            other_all.append(scores_of(task, np.argsort(-predicted, kind="stable")))
    return hand_all, other_all


SACL_GRID = [(demote, promote) for demote in (0.0, 0.25, 0.5, 1.0) for promote in (0.0, 0.1, 0.25, 0.5)]


def sacl_orders(task: TaskData, demote: float, promote: float) -> np.ndarray:
    """The hand-set order re-scored as ``sacl.adjust`` does (all terms relative to the best score)."""
    f = {name: task.x[:, learned.FEATURES.index(name)] for name in ("hand", "bm25", "doc_only", "code")}
    score = f["hand"] - demote * f["bm25"] * f["doc_only"] + promote * f["code"]
    return np.argsort(-score, kind="stable")


def sacl_grid(tasks: list[TaskData]) -> list[dict[str, Any]]:
    hand = [scores_of(t, np.arange(len(t.ids))) for t in tasks]
    return [summary(f"demote {d}, promote {p}", hand, [scores_of(t, sacl_orders(t, d, p)) for t in tasks])
            for d, p in SACL_GRID]


def cross_validate(tasks: list[TaskData], names: tuple[str, ...], c: float) -> tuple[list[dict[str, float]],
                                                                                        list[dict[str, float]],
                                                                                        dict[str, Any]]:
    hand_all: list[dict[str, float]] = []
    learned_all: list[dict[str, float]] = []
    per_repo: dict[str, Any] = {}
    for repo in sorted({t.repo for t in tasks}):
        held = [t for t in tasks if t.repo == repo]
        model = fit([t for t in tasks if t.repo != repo], names, c)
        hand, mine = evaluate(held, None), evaluate(held, model)
        hand_all += hand
        learned_all += mine
        per_repo[repo] = summary(repo, hand, mine)
    return hand_all, learned_all, per_repo


def markdown(report: dict[str, Any]) -> str:
    lines = [f"# Learned fusion: {report['name']}", "", f"smriti-git {report['smriti_commit']}; features "
             f"{', '.join(report['features'])}; C = {report['C']}; depth {learned.DEPTH}.", ""]
    for title, rows in report["tables"].items():
        lines += [f"## {title}", "", "| set | n | hand Acc@1 | learned | hand Acc@5 | learned | hand Acc@10 | "
                  "learned | Δ Acc@10 [95%] | hand Acc@20 | learned | hand MRR | learned |", "|" + "---|" * 13]
        for r in rows:
            d = r.get("diff_acc@10", [0, 0, 0])
            lines.append(f"| {r['name']} | {r['n']} | {r['hand_acc@1']} | {r['acc@1']} | {r['hand_acc@5']} | "
                         f"{r['acc@5']} | {r['hand_acc@10']} | {r['acc@10']} | "
                         f"{d[0]:+.1f} [{d[1]:+.1f}, {d[2]:+.1f}] | "
                         f"{r['hand_acc@20']} | {r['acc@20']} | {r['hand_mrr']} | {r['mrr']} |")
        lines.append("")
    return "\n".join(lines)


def statements_of(*paths: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    for path in paths:
        for line in path.read_text().splitlines():
            task = json.loads(line)
            out[task["instance_id"]] = task["problem_statement"]
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--train", required=True, type=Path)
    parser.add_argument("--tasks", default=str(ROOT / "bench" / "mined" / "mined.jsonl"), type=Path)
    parser.add_argument("--eval", type=Path)
    parser.add_argument("--eval-tasks", default=Path("/work/shared/bench/swebench/lite.jsonl"), type=Path)
    parser.add_argument("--work", default=ROOT / "bench" / "work" / "swebench", type=Path)
    parser.add_argument("--cache", default=ROOT / "bench" / "work" / "ranker", type=Path)
    parser.add_argument("--features", default="all", choices=sorted(FEATURE_SETS))
    parser.add_argument("--C", type=float, default=1.0)
    parser.add_argument("--cv", action="store_true")
    parser.add_argument("--compare-lambdarank", action="store_true")
    parser.add_argument("--sacl-grid", action="store_true", help="hand-set SACL re-scoring over a grid")
    parser.add_argument("--model", type=Path, help="where to write the model (default: none written)")
    parser.add_argument("--report", type=Path)
    args = parser.parse_args()
    names = FEATURE_SETS[args.features]
    train = compute(load_rows(args.train, False), statements_of(args.tasks), args.work, args.cache)
    from smriti_git.evaluation import report as report_module

    report: dict[str, Any] = {"name": args.features, "features": list(names), "C": args.C,
                              "smriti_commit": report_module.smriti_commit()["commit"], "tables": {}}
    if args.cv:
        hand, mine, per_repo = cross_validate(train, names, args.C)
        report["tables"]["mined set, leave one repository out"] = [summary("all mined", hand, mine),
                                                                   *per_repo.values()]
    if args.compare_lambdarank:
        hand, other = lambdarank_cv(train, names)
        report["tables"]["LightGBM lambdarank instead, leave one repository out (not shipped)"] = [
            summary("all mined", hand, other)]
    if args.sacl_grid:
        report["tables"]["hand-set SACL re-scoring, mined set"] = sacl_grid(train)
    model = fit(train, names, args.C)
    model = learned.LinearModel(model.features, model.mean, model.scale, model.coef, model.intercept, model.depth,
                                {"trained_on": f"{len(train)} mined tasks, {len({t.repo for t in train})} "
                                               "repositories (bench/mined/sources.json)",
                                 "C": args.C, "features": args.features,
                                 "smriti_commit": report["smriti_commit"]})
    report["coefficients"] = {n: round(float(c), 4) for n, c in zip(names, model.coef, strict=True)}
    if args.eval:
        held = compute(load_rows(args.eval, True), statements_of(args.eval_tasks), args.work, args.cache)
        rows = [summary("all", evaluate(held, None), evaluate(held, model))]
        for repo in sorted({t.repo for t in held}):
            part = [t for t in held if t.repo == repo]
            rows.append(summary(repo, evaluate(part, None), evaluate(part, model)))
        report["tables"][f"evaluation on {args.eval.name} (trained on all mined tasks)"] = rows
        if args.sacl_grid:
            report["tables"][f"hand-set SACL re-scoring, {args.eval.name}"] = sacl_grid(held)
    if args.model:
        args.model.write_text(json.dumps(model.to_json(), indent=1) + "\n")
    if args.report:
        args.report.parent.mkdir(parents=True, exist_ok=True)
        args.report.with_suffix(".json").write_text(json.dumps(report, indent=1) + "\n")
        args.report.with_suffix(".md").write_text(markdown(report))
    print(markdown(report))
    print(json.dumps(report["coefficients"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
