"""Summaries of a harness run: aggregate the per-task rows into JSON and Markdown.

The summary names everything needed to reproduce or distrust a number: the exact
smriti-git commit and whether its work tree was dirty, the machine, the task file's
hash, the split (printed in every report), the methods and their parameters, the
number of tasks behind every mean, skipped tasks by reason, tasks excluded from the
function level (no edited function) and from the leak-free rows.
"""

from __future__ import annotations

import functools
import itertools
import json
import os
import platform
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import smriti_git
from smriti_git.evaluation import metrics

PAIRED_KEYS = {"function": ("acc@1", "acc@5", "acc@10", "acc@20", "recall@10", "mrr"),
               "file": ("acc@1", "acc@5", "acc@10", "mrr")}


def dumps(data: Any, indent: int | None = None) -> str:
    return json.dumps(data, indent=indent, ensure_ascii=False, sort_keys=False)


@functools.cache
def smriti_commit() -> dict[str, Any]:
    """``git rev-parse HEAD`` of the smriti-git checkout this runs from, and a dirty flag.

    Read once per process (a run calls it when it starts): a commit made in that checkout
    while a long run goes on must not be credited with the run's numbers."""
    root = Path(smriti_git.__file__).resolve().parents[1]
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True, check=False)
    if head.returncode != 0:
        return {"commit": None, "dirty": None, "version": smriti_git.__version__}
    status = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=root,
                            capture_output=True, text=True, check=False)
    return {"commit": head.stdout.strip(), "dirty": bool(status.stdout.strip()), "version": smriti_git.__version__}


def machine() -> dict[str, Any]:
    return {"platform": platform.platform(), "python": platform.python_version(), "cpus": os.cpu_count(),
            "processor": platform.processor() or platform.machine(), "executable": sys.executable,
            "date": time.strftime("%Y-%m-%d %H:%M:%S %z")}


def _aggregate(rows: Sequence[dict[str, Any]], key: str) -> dict[str, Any]:
    scored = [r[key] for r in rows if r.get(key)]
    out: dict[str, Any] = {"n": len(scored)}
    if scored:
        for name in scored[0]:
            value = metrics.mean([s[name] for s in scored])
            out[name] = round(value, 4) if value is not None else None
    return out


def _reason(reason: str) -> str:
    return reason.split(":", 1)[0]


def _packing(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    budgets = sorted({int(b) for r in rows for b in (r.get("packing") or {})})
    out: dict[str, Any] = {}
    for budget in budgets:
        packs = [r["packing"][str(budget)] for r in rows if str(budget) in (r.get("packing") or {})]
        covered = [p["gold_covered"] for p in packs if p["gold_covered"] is not None]
        tokens = [p["tokens"] for p in packs]
        out[str(budget)] = {
            "tasks": len(covered), "gold_covered": round(metrics.mean(covered) or 0.0, 4) if covered else None,
            "tokens_mean": round(metrics.mean(tokens) or 0.0, 1), "tokens_max": max(tokens),
            "over_budget": sum(1 for p in packs if p["over_budget"]),
        }
    return out


def _latency(values: list[float]) -> dict[str, float | None]:
    p50, p95 = metrics.percentile(values, 50), metrics.percentile(values, 95)
    return {"p50": round(p50, 4) if p50 is not None else None, "p95": round(p95, 4) if p95 is not None else None,
            "n": len(values)}


def _method_summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    scored = [r for r in rows if not r["skipped"]]
    clean = [r for r in scored if not r.get("leaked")]
    return {
        "function": {"all": _aggregate(scored, "function_metrics"), "no_leak": _aggregate(clean, "function_metrics")},
        "file": {"all": _aggregate(scored, "file_metrics"), "no_leak": _aggregate(clean, "file_metrics")},
        "errors": sum(1 for r in scored if r.get("error")),
        "packing": _packing([r for r in scored if r.get("function_metrics")]),
        "prepare_s": _latency([r["timings"]["prepare_s"] for r in scored]),
        "query_s": _latency([r["timings"]["query_s"] for r in scored]),
    }


def _paired(rows: list[dict[str, Any]], methods: list[str]) -> list[dict[str, Any]]:
    by: dict[str, dict[str, dict[str, Any]]] = {m: {} for m in methods}
    for r in rows:
        if not r["skipped"]:
            by[r["method"]][r["instance_id"]] = r
    out: list[dict[str, Any]] = []
    for a, b in itertools.combinations(methods, 2):
        for level, keys in PAIRED_KEYS.items():
            field = f"{level}_metrics"
            ids = sorted(i for i in by[a] if i in by[b] and by[a][i].get(field) and by[b][i].get(field))
            if not ids:
                continue
            for key in keys:
                out.append(_paired_row(a, b, level, key, [by[a][i][field][key] for i in ids],
                                       [by[b][i][field][key] for i in ids]))
        # Packing coverage (share of gold functions packed in full), when both methods pack.
        for budget in sorted({k for r in by[a].values() for k in (r.get("packing") or {})}, key=int):
            def covered(row: dict[str, Any], budget: str = budget) -> float | None:
                value: float | None = ((row.get("packing") or {}).get(budget) or {}).get("gold_covered")
                return value
            ids = sorted(i for i in by[a] if i in by[b] and covered(by[a][i]) is not None
                         and covered(by[b][i]) is not None)
            if ids:
                out.append(_paired_row(a, b, "packing", budget, [covered(by[a][i]) or 0.0 for i in ids],
                                       [covered(by[b][i]) or 0.0 for i in ids]))
    return out


def _paired_row(a: str, b: str, level: str, metric: str, left: list[float], right: list[float]) -> dict[str, Any]:
    diff = metrics.bootstrap_diff(left, right)
    return {"a": a, "b": b, "level": level, "metric": metric,
            **{k: (round(v, 4) if isinstance(v, float) else v) for k, v in diff.items()}}


def _tasks(rows: list[dict[str, Any]]) -> dict[str, Any]:
    by_repo: dict[str, Counter[str]] = {}
    skipped: Counter[str] = Counter()
    skipped_detail: Counter[str] = Counter()
    totals: Counter[str] = Counter()
    for r in rows:
        c = by_repo.setdefault(r["repo"], Counter())
        c["selected"] += 1
        totals["selected"] += 1
        if r["skipped"]:
            c["skipped"] += 1
            skipped[_reason(r["skipped"])] += 1
            skipped_detail[r["skipped"]] += 1
            continue
        gold = r["gold"]
        counts = {"scored": True, "function_gold": bool(gold["functions"]), "no_function_gold": not gold["functions"],
                  "leaked": r["leaked"], "gold_problems": bool(gold["problems"]),
                  "module_level_blocks": gold["module_level_blocks"] > 0 and bool(gold["functions"]),
                  "gold_not_candidates": bool(r["gold_functions_not_candidates"])}
        for key, flag in counts.items():
            if flag:
                c[key] += 1
                totals[key] += 1
    totals["skipped"] = sum(skipped.values())
    return {"totals": dict(totals), "by_repo": {k: dict(v) for k, v in sorted(by_repo.items())},
            "skipped_by_reason": dict(skipped.most_common()), "skipped_detail": dict(skipped_detail.most_common())}


def _index(records: list[dict[str, Any]]) -> dict[str, Any]:
    modes = Counter(r["mode"] for r in records)
    worked = [r["seconds"] for r in records if r["mode"] != "unchanged"]
    return {"modes": dict(modes), "seconds": _latency(worked),
            "cold_s": _latency([r["seconds"] for r in records if r["mode"] == "cold"]),
            "incremental_s": _latency([r["seconds"] for r in records if r["mode"] == "incremental"]),
            "total_s": round(sum(r["seconds"] for r in records), 2),
            "parsed_files": sum(r["parsed_files"] for r in records)}


def summarise(rows: list[dict[str, Any]], index_records: list[dict[str, Any]], *, config: dict[str, Any],
              ks: Sequence[int], methods: list[str], elapsed_s: float, rss: dict[str, float]) -> dict[str, Any]:
    first = [r for r in rows if r["method"] == methods[0]]
    return {
        "schema": "swebench-retrieval/1",
        "smriti_git": smriti_commit(),
        "row_commits": dict(Counter(str(r.get("smriti_commit")) for r in first).most_common()),
        "machine": machine(),
        "config": config,
        "split": config["split"],
        "tasks": _tasks(first),
        "index": _index(index_records),
        "methods": {m: _method_summary([r for r in rows if r["method"] == m]) for m in methods},
        "paired": _paired(rows, methods),
        "peak_rss_mb": rss,
        "elapsed_s": round(elapsed_s, 1),
        "ks": list(ks),
    }


@dataclass
class RunResult:
    """What a benchmark run wrote: its summary, and where its rows, summary and Markdown are."""

    summary: dict[str, Any]
    rows_path: Path
    summary_path: Path
    markdown_path: Path


# -- Markdown ---------------------------------------------------------------------------------------


def pct(value: Any) -> str:
    """A rate as a percentage with one decimal, ``-`` for none."""
    return "-" if value is None else f"{100 * value:.1f}"


def table(header: list[str], body: list[list[Any]]) -> list[str]:
    """A Markdown table."""
    return ["| " + " | ".join(header) + " |", "|" + "---|" * len(header),
            *("| " + " | ".join(str(c) for c in row) + " |" for row in body)]


def markdown(s: dict[str, Any]) -> str:
    cfg, env, tk = s["config"], s["smriti_git"], s["tasks"]
    ks = s["ks"]
    commit = (env["commit"] or "unknown")[:12] + (" (dirty work tree)" if env["dirty"] else "")
    out = [
        f"# SWE-bench retrieval: {Path(cfg['tasks_file']).name}, split **{s['split']}**", "",
        f"- smriti-git {commit}; {s['machine']['platform']}, {s['machine']['cpus']} CPUs, "
        f"Python {s['machine']['python']}; {s['machine']['date']}",
        *(["- rows by smriti-git commit (a resumed run): "
            + ", ".join(f"{c[:12]} {n}" for c, n in s["row_commits"].items())]
          if len(s.get("row_commits") or {}) > 1 else []),
        f"- split: **{s['split']}** ({cfg['split_rule']}); tuning: "
        + (", ".join(f"{k}={v}" for k, v in cfg["tune"].items()) if cfg["tune"] else "none"),
        f"- tasks: {cfg['tasks_in_file']} in file (sha256 {cfg['tasks_sha256'][:16]}), {cfg['tasks_in_split']} in "
        f"split, {cfg['tasks_selected']} selected" + (f" (limit {cfg['limit']}: {cfg['limit_rule']})"
                                                        if cfg["limit"] else ""),
        f"- scored {tk['totals'].get('scored', 0)}, skipped {tk['totals'].get('skipped', 0)}; function level "
        f"scores {tk['totals'].get('function_gold', 0)} tasks ({tk['totals'].get('no_function_gold', 0)} edit no "
        f"function); {tk['totals'].get('leaked', 0)} leaked tasks",
        *([f"- clones reused from an earlier run ({', '.join(cfg['reused_clones'])}): their parse caches are warm, "
           "so index timings are optimistic; `--fresh` gives cold ones"] if cfg["reused_clones"] else []),
        f"- methods: {', '.join(cfg['methods'])}; run time {s['elapsed_s']} s; peak RSS {s['peak_rss_mb']['self']} MB "
        f"(largest child process {s['peak_rss_mb']['children']} MB, counting pages shared with the parent at fork)", "",
        "## Tasks", "",
    ]
    repo_cols = ["selected", "scored", "skipped", "function_gold", "no_function_gold", "leaked", "gold_problems",
                 "gold_not_candidates"]
    body = [[repo, *(counts.get(c, 0) for c in repo_cols)] for repo, counts in tk["by_repo"].items()]
    body.append(["**total**", *(tk["totals"].get(c, 0) for c in repo_cols)])
    out += table(["repository", *repo_cols], body)
    if tk["skipped_by_reason"]:
        out += ["", "Skipped (never scored):", ""]
        out += table(["reason", "tasks"], [[k, v] for k, v in tk["skipped_by_reason"].items()])
        details = list(tk["skipped_detail"].items())
        out += ["", "Details: " + "; ".join(f"{k} ({v})" for k, v in details[:20])
                + (f"; and {len(details) - 20} more (see the JSONL)" if len(details) > 20 else "")]
    for level in ("function", "file"):
        out += ["", f"## {level.capitalize()} level (%, mean over n tasks)", ""]
        cols = [f"acc@{k}" for k in ks] + [f"recall@{k}" for k in ks] + ["mrr"]
        body = []
        for name, m in s["methods"].items():
            for subset in ("all", "no_leak"):
                agg = m[level][subset]
                body.append([name, subset, agg["n"], *(pct(agg.get(c)) for c in cols)])
        out += table(["method", "tasks", "n", *cols], body)
    packing = [(name, b, p) for name, m in s["methods"].items() for b, p in m["packing"].items()]
    if packing:
        out += ["", "## Packing coverage (share of gold functions whose full body is packed)", ""]
        out += table(["method", "budget", "tasks", "gold covered %", "tokens mean", "tokens max", "over budget"],
                      [[n, b, p["tasks"], pct(p["gold_covered"]), p["tokens_mean"], p["tokens_max"],
                        p["over_budget"]] for n, b, p in packing])
    ix = s["index"]
    out += ["", "## Latency (seconds)", "",
            f"Snapshot indexing per task: {ix['modes']}; p50 {ix['seconds']['p50']}, p95 {ix['seconds']['p95']} over "
            f"{ix['seconds']['n']} tasks that indexed (cold p50 {ix['cold_s']['p50']}, incremental p50 "
            f"{ix['incremental_s']['p50']}); total {ix['total_s']} s.", ""]
    out += table(["method", "prepare p50", "prepare p95", "query p50", "query p95", "errors"],
                  [[n, m["prepare_s"]["p50"], m["prepare_s"]["p95"], m["query_s"]["p50"], m["query_s"]["p95"],
                    m["errors"]] for n, m in s["methods"].items()])
    if s["paired"]:
        out += ["", "## Paired differences (a - b, percentage points, bootstrap 95% interval)", ""]
        out += table(["a", "b", "level", "metric", "n", "mean", "95% interval"],
                      [[p["a"], p["b"], p["level"], p["metric"], p["n"], pct(p["mean"]),
                        f"[{pct(p['low'])}, {pct(p['high'])}]"] for p in s["paired"]])
    out += ["", "Acc@k: all gold locations in the top k. Recall@k: share of gold in the top k. MRR: first gold "
            f"within the top {cfg['mrr_cutoff']}. Skipped tasks are never scored; tasks whose fix edits no existing "
            "function are excluded from the function level only. `no_leak` drops tasks whose issue text quotes the "
            "fix.", ""]
    return "\n".join(out)
