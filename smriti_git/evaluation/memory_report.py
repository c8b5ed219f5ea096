"""Summaries of a memory benchmark run (``bench memory``): per-question rows into JSON and Markdown.

Recall@k overall and per LoCoMo category for every method, paired bootstrap intervals
between methods (:func:`metrics.bootstrap_diff`, over the questions both answered),
ingest milliseconds per memory, each method's preparation and question latency (p50,
p95), the data files' hashes, the smriti-git commit and the machine.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from smriti_git.evaluation import locomo, metrics, report
from smriti_git.evaluation.report import pct, table


def _recall(rows: Sequence[dict[str, Any]], method: str, ks: Sequence[int]) -> dict[str, Any]:
    out: dict[str, Any] = {"n": len(rows)}
    for k in ks:
        value = metrics.mean([r["methods"][method][f"recall@{k}"] for r in rows])
        out[f"recall@{k}"] = round(value, 4) if value is not None else None
    return out


def _latency(values: list[float]) -> dict[str, float | int | None]:
    p50, p95 = metrics.percentile(values, 50), metrics.percentile(values, 95)
    return {"p50": round(p50, 4) if p50 is not None else None, "p95": round(p95, 4) if p95 is not None else None,
            "n": len(values)}


def _ingests(rows: Sequence[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Each conversation's ingest record (the one its first row carries)."""
    found: dict[str, dict[str, Any]] = {}
    for r in rows:
        found.setdefault(r["conversation"], r["ingest"])
    return found


def _method(rows: Sequence[dict[str, Any]], method: str, ks: Sequence[int],
            ingests: dict[str, dict[str, Any]]) -> dict[str, Any]:
    categories = sorted({r["category"] for r in rows})
    return {
        "all": _recall(rows, method, ks),
        "by_category": {str(c): _recall([r for r in rows if r["category"] == c], method, ks) for c in categories},
        "latency_s": _latency([r["methods"][method]["latency_s"] for r in rows]),
        "prepare_s": _latency([i["prepare_s"][method] for i in ingests.values() if method in i.get("prepare_s", {})]),
    }


def _paired(rows: Sequence[dict[str, Any]], methods: list[str], ks: Sequence[int]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    if not rows:
        return out
    for a, b in itertools.combinations(methods, 2):
        for k in ks:
            key = f"recall@{k}"
            diff = metrics.bootstrap_diff([r["methods"][a][key] for r in rows], [r["methods"][b][key] for r in rows])
            out.append({"a": a, "b": b, "metric": key,
                        **{name: (round(v, 4) if isinstance(v, float) else v) for name, v in diff.items()}})
    return out


def _conversations(rows: Sequence[dict[str, Any]], conversations: list[locomo.Conversation],
                   ingests: dict[str, dict[str, Any]]) -> dict[str, Any]:
    scored = Counter(r["conversation"] for r in rows)
    out: dict[str, Any] = {}
    for c in conversations:
        turn_ids = {t.dia_id for t in c.turns}
        out[c.name] = {
            "file": str(c.file), "sha256": c.sha256, "turns": len(c.turns), "questions_with_evidence": len(c.questions),
            "questions_without_evidence": c.without_evidence, "scored": scored.get(c.name, 0),
            "evidence_not_a_turn": sorted({e for q in c.questions for e in q.evidence if e not in turn_ids}),
            "ingest": ingests.get(c.name),
        }
    return out


def summarise(rows: list[dict[str, Any]], conversations: list[locomo.Conversation], *, config: dict[str, Any],
              methods: list[str], skipped: dict[str, str], ks: Sequence[int], elapsed_s: float) -> dict[str, Any]:
    ingests = _ingests(rows)
    memories = sum(i["memories"] for i in ingests.values())
    seconds = sum(i["seconds"] for i in ingests.values())
    return {
        "schema": "locomo-retrieval/1",
        "smriti_git": report.smriti_commit(),
        "row_commits": dict(Counter(str(r.get("smriti_commit")) for r in rows).most_common()),
        "machine": report.machine(),
        "config": config,
        "categories": {str(k): v for k, v in locomo.CATEGORIES.items()},
        "questions": {"scored": len(rows), "by_category": {str(k): v for k, v in
                                                           sorted(Counter(r["category"] for r in rows).items())}},
        "conversations": _conversations(rows, conversations, ingests),
        "ingest": {"conversations": len(ingests), "memories": memories, "seconds": round(seconds, 2),
                   "ms_per_memory": round(1000 * seconds / memories, 3) if memories else None},
        "methods": {m: _method(rows, m, ks, ingests) for m in methods},
        "skipped_methods": skipped,
        "paired": _paired(rows, methods, ks),
        "elapsed_s": round(elapsed_s, 1),
        "ks": list(ks),
    }


# -- Markdown ---------------------------------------------------------------------------------------


def markdown(s: dict[str, Any]) -> str:
    cfg, env, ks = s["config"], s["smriti_git"], s["ks"]
    commit = (env["commit"] or "unknown")[:12] + (" (dirty work tree)" if env["dirty"] else "")
    cols = [f"R@{k}" for k in ks]
    keys = [f"recall@{k}" for k in ks]
    ing = s["ingest"]
    out = [
        "# LoCoMo memory retrieval (dialog granularity)", "",
        f"- smriti-git {commit}; {s['machine']['platform']}, {s['machine']['cpus']} CPUs, "
        f"Python {s['machine']['python']}; {s['machine']['date']}",
        *(["- rows by smriti-git commit (a resumed run): "
           + ", ".join(f"{c[:12]} {n}" for c, n in s["row_commits"].items())] if len(s["row_commits"]) > 1 else []),
        f"- {len(s['conversations'])} conversations, {s['questions']['scored']} questions with evidence scored"
        + (f" (limit {cfg['limit']}: {cfg['limit_rule']})" if cfg["limit"] else "")
        + (f"; {cfg['resumed_questions']} kept from an earlier run" if cfg["resumed_questions"] else ""),
        f"- ingest: {cfg['ingest']}",
        f"- ingest: {ing['memories']} memories in {ing['seconds']} s, {ing['ms_per_memory']} ms per memory",
        f"- methods: {', '.join(s['methods']) or 'none'}"
        + "".join(f"; {m} skipped: {why}" for m, why in s["skipped_methods"].items())
        + f"; run time {s['elapsed_s']} s", "",
        "## Recall@k (%, mean over questions)", "",
    ]
    out += table(["method", "n", *cols], [[m, v["all"]["n"], *(pct(v["all"][k]) for k in keys)]
                                           for m, v in s["methods"].items()])
    out += ["", "## By category (%)", ""]
    body = []
    for m, v in s["methods"].items():
        for c, agg in v["by_category"].items():
            body.append([m, f"{c} {s['categories'].get(c, '?')}", agg["n"], *(pct(agg[k]) for k in keys)])
    out += table(["method", "category", "n", *cols], body)
    out += ["", "## Conversations", ""]
    out += table(["conversation", "turns", "questions", "scored", "ingest ms/memory", "evidence naming no turn"],
                  [[n, c["turns"], c["questions_with_evidence"], c["scored"],
                    (c["ingest"] or {}).get("ms_per_memory", "-"),
                    ", ".join(f"`{e}`" for e in c["evidence_not_a_turn"]) or "-"]
                   for n, c in s["conversations"].items()])
    out += ["", "## Latency (seconds)", ""]
    out += table(["method", "question p50", "question p95", "prepare p50 (per conversation)"],
                  [[m, v["latency_s"]["p50"], v["latency_s"]["p95"], v["prepare_s"]["p50"]]
                   for m, v in s["methods"].items()])
    if s["paired"]:
        out += ["", "## Paired differences (a - b, percentage points, bootstrap 95% interval)", ""]
        out += table(["a", "b", "metric", "n", "mean", "95% interval"],
                      [[p["a"], p["b"], p["metric"], p["n"], pct(p["mean"]),
                        f"[{pct(p['low'])}, {pct(p['high'])}]"] for p in s["paired"]])
    files = sorted({(Path(c["file"]).name, c["sha256"][:16]) for c in s["conversations"].values()})
    out += ["", "Recall@k: the share of a question's evidence turns (dia_ids) among the top k memories returned; "
            "the score is the mean over questions with evidence (categories: "
            + ", ".join(f"{k} {v}" for k, v in s["categories"].items()) + "). Evidence ids are used as published.",
            "", "Data: " + ", ".join(f"{name} (sha256 {digest})" for name, digest in files), ""]
    return "\n".join(out)
