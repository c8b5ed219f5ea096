"""Engram memory at scale: store throughput, recall latency, clustering, merges.

For each size (default 1k, 10k, 100k engrams) in a fresh repository under bench/work/:

* **store**: facts written in batches of 1,000 (one commit per batch), engrams/s;
  baseline in the same run: writing the same records as bare git blobs (no tree, no
  commit, no compare-and-swap), so the ratio is the cost of being a versioned store;
* **recall**: 50 seeded queries through the full pipeline in one process (as the MCP
  server runs it), p50/p95, without vectors and, up to ``--vectors-max`` engrams, with
  them; the first query (index build) is reported apart; baseline in the same run: a
  linear scan counting query words in every fact;
* **clustering**: Leiden with resolution tuning, seconds;
* **merge**: two branches with 1,000 divergent changes each (500 new facts and 500
  corrections), merged; seconds.

Usage: python bench/memory_scale.py [--sizes 1000,10000,100000] [--vectors-max 10000]
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))  # this checkout's smriti_git, not the one installed (a worktree measures its own code)

from index_speed import WORK, percentile, write_json, write_markdown  # noqa: E402

COMPONENTS = ["billing", "checkout", "auth", "search", "ingest", "export", "scheduler", "cache", "gateway", "ledger",
              "payments", "notifications", "reports", "catalog", "inventory", "shipping", "profiles", "audit"]
OBJECTS = ["session", "token", "invoice", "order", "index", "queue", "worker", "retry", "timeout", "schema",
           "migration", "connection pool", "rate limit", "feature flag", "webhook", "cursor", "batch", "lock"]
FACTS = ["{c} must refresh the {o} before {v}", "the {o} in {c} is shared with {c2} since the {n} release",
         "{c}.{f}() retries the {o} {n} times with backoff", "never call {f} from {c} while holding the {o}",
         "{c2} reads the {o} written by {c} through {f}", "the {o} limit for {c} is {n} per minute",
         "{f} in {c} swallows {o} errors: log them instead", "deploying {c} requires draining the {o} first"]
VERBS = ["writing", "reading", "shutting down", "a deploy", "the nightly job", "each request"]


ACTIONS = ["load", "sync", "flush", "apply", "render", "check", "merge", "parse", "encode", "route", "retry",
           "build", "drop", "scan", "emit", "lock", "open", "close", "fetch", "store"]
# Function names follow a long-tail distribution, as in real code bases: a few are
# mentioned everywhere, most in a handful of facts.  That is what makes associations.
FUNCTIONS = [f"{a}_{o.split()[-1]}_{c}" for a in ACTIONS for o in OBJECTS for c in COMPONENTS[:8]]


def _zipf(rng: random.Random, n: int) -> int:
    return min(n - 1, int(rng.paretovariate(1.1)) - 1)


def fact_text(rng: random.Random, i: int) -> str:
    template = rng.choice(FACTS)
    c, c2 = rng.sample(COMPONENTS, 2)
    f = FUNCTIONS[(_zipf(rng, len(FUNCTIONS)) * 7919) % len(FUNCTIONS)]
    return template.format(c=c, c2=c2, o=rng.choice(OBJECTS), v=rng.choice(VERBS), f=f, n=rng.randint(2, 500)) + \
        f" (note {i})"


def query_text(rng: random.Random) -> str:
    return f"what do we know about the {rng.choice(OBJECTS)} in {rng.choice(COMPONENTS)}?"


def run_size(size: int, vectors_max: int, queries: int) -> dict[str, object]:
    from smriti_git.services import namespace
    from smriti_git.services.memory import clusters, history, recall, writes
    from smriti_git.services.memory import vectors as memory_vectors
    from smriti_git.services.memory.store import Store
    from smriti_git.storage import objects
    from smriti_git.storage.repo import Repo

    path = WORK / "memory_scale" / f"n{size}"
    if path.exists():
        shutil.rmtree(path)
    path.mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(path)], check=True)
    repo = Repo.discover(path)
    namespace.init(repo)
    store = Store(repo)
    rng = random.Random(size)
    texts = [fact_text(rng, i) for i in range(size)]
    stamp = "2026-06-01T00:00:00.000000Z"
    start = time.perf_counter()
    for b in range(0, size, 1000):
        batch = [writes.Fact(t, importance=round(rng.random(), 2), tags=(rng.choice(COMPONENTS),))
                 for t in texts[b:b + 1000]]
        writes.remember(store, batch, when=stamp)
    store_s = time.perf_counter() - start
    start = time.perf_counter()
    for t in texts:
        objects.write_record(repo.git, {"schema": "note/1", "text": t})
    blobs_s = time.perf_counter() - start
    state = store.state()
    start = time.perf_counter()
    index = recall.index_for(state, None, None)
    first = recall.recall(store, query_text(rng), limit=10, reinforce=False)
    cold_ms = (time.perf_counter() - start) * 1000
    assert first, "recall returned nothing"
    qs = [query_text(random.Random(q)) for q in range(queries)]
    lat = []
    for q in qs:
        t0 = time.perf_counter()
        recall.recall(store, q, limit=10)
        lat.append((time.perf_counter() - t0) * 1000)
    scan = []
    for q in qs:
        words = q.lower().split()
        t0 = time.perf_counter()
        ranked = sorted(((sum(w in t.lower() for w in words), i) for i, t in enumerate(texts)), reverse=True)[:10]
        scan.append((time.perf_counter() - t0) * 1000)
        assert ranked
    vec: list[float] = []
    vec_build_s = None
    if size <= vectors_max and memory_vectors.enabled(repo)[0]:
        t0 = time.perf_counter()
        memory_vectors.scores(repo, index, qs[0])
        vec_build_s = time.perf_counter() - t0
        for q in qs:
            t1 = time.perf_counter()
            recall.recall(store, q, limit=10, vector_scores=memory_vectors.scores(repo, index, q))
            vec.append((time.perf_counter() - t1) * 1000)
    t0 = time.perf_counter()
    clustering = clusters.cluster(store, index, force_tune=True)
    cluster_s = time.perf_counter() - t0
    # Two branches with 1,000 divergent changes each.
    history.branch(store, "other")
    other = Store(repo, branch="other")
    ids = sorted(recall.believed(store.state()))[:1000]
    for side, target in (("main", store), ("other", other)):
        new = [writes.Fact(f"{side} branch fact {i}: {fact_text(rng, i)}") for i in range(500)]
        writes.remember(target, new, when="2026-07-01T00:00:00.000000Z")
        for n, (engram_id, _) in enumerate(ids[:500] if side == "main" else ids[500:1000]):
            writes.correct(target, engram_id, f"{side} correction {n}", when="2026-07-02T00:00:00.000000Z")
    t0 = time.perf_counter()
    merged = history.merge(store, "other", when="2026-08-01T00:00:00.000000Z")
    merge_s = time.perf_counter() - t0
    return {
        "engrams": size, "store_s": round(store_s, 2), "engrams_per_s": round(size / store_s, 1),
        "baseline_blob_writes_per_s": round(size / blobs_s, 1), "store_vs_blobs_ratio": round(store_s / blobs_s, 2),
        "recall_first_ms": round(cold_ms, 1),
        "recall_p50_ms": round(statistics.median(lat), 2), "recall_p95_ms": round(percentile(lat, 0.95), 2),
        "scan_baseline_p50_ms": round(statistics.median(scan), 2),
        "recall_vs_scan_ratio": round(statistics.median(lat) / statistics.median(scan), 3),
        "vector_embed_all_s": round(vec_build_s, 1) if vec_build_s is not None else None,
        "recall_vectors_p50_ms": round(statistics.median(vec), 2) if vec else None,
        "recall_vectors_p95_ms": round(percentile(vec, 0.95), 2) if vec else None,
        "cluster_s": round(cluster_s, 2), "clusters": len(set(clustering.assignment.values())),
        "resolution": clustering.resolution,
        "merge_s": round(merge_s, 2), "merge_added_versions": merged.added_versions,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--vectors-max", type=int, default=10000)
    parser.add_argument("--queries", type=int, default=50)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "memory_scale"))
    args = parser.parse_args()
    rows = []
    for size in (int(s) for s in args.sizes.split(",")):
        print(f"{size} engrams ...", file=sys.stderr, flush=True)
        rows.append(run_size(size, args.vectors_max, args.queries))
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    env, out = write_json(args.out, rows)
    cols = list(rows[0])
    md = ["# Engram memory at scale", "", f"Machine: {env['platform']}, {env['cpus']} CPUs; smriti-git "
          f"{str(env['smriti_git_commit'])[:12]}; {env['date']}. Recall latencies are in-process (one long-lived "
          "process, as the MCP server); baselines (bare blob writes, a linear word scan) run in the same process.",
          "", "| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    md += ["| " + " | ".join(str(r[c]) for c in cols) + " |" for r in rows]
    write_markdown(out, md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
