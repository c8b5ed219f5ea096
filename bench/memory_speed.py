"""Memory over MCP at scale: the first recall of a new server, recall and store latency.

For each size (default 10k and 100k facts), in a fresh repository under bench/work/:

* **import**: the facts of ``bench/memory_scale.py`` (seeded, long-tailed function
  names, so associations exist) written in batches of 1,000 (one commit each), their
  vectors embedded at import (as a server embeds what it stores), then one ``clusters``
  run (Leiden), as a store that has been consolidated once.  ``--seed DIR`` copies the
  vectors of the same texts from a vector store kept from an earlier run (vectors are
  keyed by content, so they are the same vectors); the import says how many it embedded.
* **server**: ``git smp serve`` started as a new process and driven with the official
  MCP client SDK over stdio, as an agent host does.  Measured by the client: start-up
  (spawn to initialised), the **first** ``smriti_recall`` (nothing warmed by a call
  before it), then seeded ``smriti_recall`` queries (p50 / p95), ``smriti_store`` calls
  (p50 / p95; and the server process's CPU time per recall, from ``/proc``, which a
  busy machine inflates less than wall time), recalls right after a store (the memory index is rebuilt for the new
  tree) and recalls 2 s after a store (the server's background thread has rebuilt it,
  when it had the time).  The embedding log (``memory-embedded.log``) says how many memory texts the
  server embedded, and when: none on the read path.
* the load average before and after each size is recorded: the machine is shared.

Usage: python bench/memory_speed.py [--sizes 10000,100000] [--seed DIR] [--samples 50] [--append] [--reuse]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import anyio
from mcp import Client, StdioServerParameters

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))  # this checkout's smriti_git, not the one installed (a worktree measures its own code)

from index_speed import WORK, percentile, write_json, write_markdown  # noqa: E402
from memory_scale import COMPONENTS, fact_text, query_text  # noqa: E402

TARGETS_MS = {"first_recall": 2000, "recall_p50": 50, "recall_p95": 150, "store_p50": 30}
TARGET_100K_RECALL_P50 = 200
USER = "bench"
PAUSE_S = 2.0


def texts_for(size: int) -> list[str]:
    """The first ``size`` facts of one seeded sequence (10k is a prefix of 100k)."""
    rng = random.Random(100000)
    return [fact_text(rng, i) for i in range(size)]


def import_facts(path: Path, size: int, seed: Path | None) -> dict[str, Any]:
    from smriti_git.cache.embedder import shared
    from smriti_git.cache.vector_store import VectorStore
    from smriti_git.services import namespace
    from smriti_git.services.memory import clusters, embedding, recall, writes
    from smriti_git.services.memory.store import Store
    from smriti_git.storage.repo import Repo

    subprocess.run(["git", "init", "-q", str(path)], check=True)
    (path / "README.md").write_text("memory speed\n")
    subprocess.run(["git", "-C", str(path), "add", "-A"], check=True)
    subprocess.run(["git", "-C", str(path), "commit", "-qm", "initial"], check=True)
    repo = Repo.discover(path)
    namespace.init(repo)
    store = Store(repo, USER)
    texts = texts_for(size)
    rng = random.Random(size)
    started = time.perf_counter()
    for b in range(0, size, 1000):
        batch = [writes.Fact(t, importance=round(rng.random(), 2), tags=(rng.choice(COMPONENTS),))
                 for t in texts[b:b + 1000]]
        writes.remember(store, batch, when="2026-06-01T00:00:00.000000Z")
    write_s = time.perf_counter() - started
    copied = 0
    emb = shared(repo)
    if seed is not None and (seed / emb.model_id).is_dir():
        source = VectorStore(seed / emb.model_id, emb.model_id, emb.dim)
        keys = [embedding.key_of(t) for t in texts]
        matrix, found = source.get(keys)
        rows = [i for i, ok in enumerate(found) if ok]
        target = VectorStore.for_embedder(repo, emb)
        for start in range(0, len(rows), 10_000):
            chunk = rows[start:start + 10_000]
            target.put([keys[i] for i in chunk], matrix[chunk])
        target.close()
        copied = len(rows)
    started = time.perf_counter()
    before = emb.texts_embedded
    embedding.vectors_of(repo, texts)
    embed_s = time.perf_counter() - started
    embedded = emb.texts_embedded - before
    started = time.perf_counter()
    found_clusters = clusters.cluster(store, recall.index_for(store.state(), None, None))
    cluster_s = time.perf_counter() - started
    return {"write_s": round(write_s, 1), "vectors_copied_from_seed": copied, "embedded_at_import": embedded,
            "embed_s": round(embed_s, 1), "cluster_s": round(cluster_s, 1),
            "clusters": len(set(found_clusters.assignment.values()))}


def _log_texts(path: Path, since: float) -> int:
    from smriti_git.services.memory import embedding
    from smriti_git.storage.repo import Repo

    return sum(int(line["texts"]) for line in embedding.embedded(Repo.discover(path)) if line["at"] >= since)


def server_pid(path: Path) -> int | None:
    """The ``git smp serve`` Python process working in ``path`` (the client starts it through git)."""
    for proc in Path("/proc").glob("[0-9]*"):
        try:
            argv = (proc / "cmdline").read_bytes().split(b"\0")
            if b"serve" in argv and b"python" in argv[0] and os.readlink(proc / "cwd") == str(path):
                return int(proc.name)
        except OSError:
            continue
    return None


def cpu_s(pid: int | None) -> float:
    """User + system CPU seconds of a process (all its threads) so far; 0 when unknown."""
    if pid is None:
        return 0.0
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def drive(path: Path, samples: int) -> dict[str, Any]:
    params = StdioServerParameters(command="git", args=["smp", "serve", "--no-follow", "--user", USER],
                                   cwd=str(path), env=dict(os.environ))
    queries = [query_text(random.Random(q)) for q in range(samples + 1)]
    spawned = time.perf_counter()
    wall = time.time()
    async with Client(params, mode="legacy") as client:
        ready_ms = (time.perf_counter() - spawned) * 1000
        started = time.perf_counter()
        first = await client.call_tool("smriti_recall", {"query": queries[0], "limit": 10})
        first_ms = (time.perf_counter() - started) * 1000
        first_count = len(json.loads(first.content[0].text)["engrams"])  # type: ignore[union-attr]
        pid = server_pid(path)
        recall_ms = []
        cpu = cpu_s(pid)
        for query in queries[1:]:
            started = time.perf_counter()
            await client.call_tool("smriti_recall", {"query": query, "limit": 10})
            recall_ms.append((time.perf_counter() - started) * 1000)
        recall_cpu_ms = (cpu_s(pid) - cpu) * 1000 / samples
        embedded_reading = _log_texts(path, wall)
        store_ms: list[float] = []
        after_store_ms: list[float] = []
        after_pause_ms: list[float] = []
        for n in range(samples):
            started = time.perf_counter()
            await client.call_tool("smriti_store", {"content": f"latency probe {n}: the {COMPONENTS[n % 18]} "
                                                    f"queue drains before deploys", "tags": "bench"})
            store_ms.append((time.perf_counter() - started) * 1000)
            if n < 20:
                if n >= 10:              # an agent that recalls a moment later: the server built it meanwhile
                    await anyio.sleep(PAUSE_S)
                started = time.perf_counter()
                await client.call_tool("smriti_recall", {"query": queries[n + 1], "limit": 10})
                (after_store_ms if n < 10 else after_pause_ms).append((time.perf_counter() - started) * 1000)
        for _ in range(600):             # let the background embedder finish before the server goes
            if _log_texts(path, wall) - embedded_reading >= samples:
                break
            await anyio.sleep(0.1)
    return {"server_cpu_ms_per_recall": round(recall_cpu_ms, 1),
            "server_ready_ms": round(ready_ms, 1), "first_recall_ms": round(first_ms, 1),
            "first_recall_results": first_count, **_summary("recall", recall_ms), **_summary("store", store_ms),
            **_summary("recall_after_store", after_store_ms), **_summary("recall_after_pause", after_pause_ms),
            "memory_texts_embedded_by_recalls": embedded_reading,
            "memory_texts_embedded_after_stores": _log_texts(path, wall) - embedded_reading}


def _summary(name: str, times: list[float]) -> dict[str, float]:
    return {f"{name}_p50_ms": round(statistics.median(times), 1),
            f"{name}_p95_ms": round(percentile(times, 0.95), 1), f"{name}_n": len(times)}


IMPORT_KEYS = ("write_s", "vectors_copied_from_seed", "embedded_at_import", "embed_s", "cluster_s", "clusters")


def run_size(size: int, seed: Path | None, samples: int, reuse: dict[str, Any] | None = None) -> dict[str, Any]:
    path = WORK / "memory_speed" / f"n{size}"
    load_before = [round(x, 2) for x in os.getloadavg()]
    if reuse is not None and (path / ".git" / "smp").is_dir():
        imported = {k: v for k, v in reuse.items() if k in IMPORT_KEYS}     # the import of an earlier run
    else:
        if path.exists():
            shutil.rmtree(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        imported = import_facts(path, size, seed)
    served = anyio.run(drive, path, samples)
    return {"facts": size, **imported, **served, "load_before": load_before,
            "load_after": [round(x, 2) for x in os.getloadavg()]}


def markdown(rows: list[dict[str, Any]], env: dict[str, object]) -> list[str]:
    lines = ["# Memory over MCP at scale (first recall, recall, store)", "",
             f"Machine: {env['platform']}, {env['cpus']} CPUs shared with other work (load averages below); "
             f"smriti-git {str(env['smriti_git_commit'])[:12]}; {env['date']}. A new `git smp serve` per size, "
             "the official MCP client SDK over stdio; times are the client's.", "",
             "| facts | first recall (ms) | recall p50 / p95 | server CPU per recall (ms, mean) | store p50 / p95 "
             "| recall right after a store p50 / p95 "
             "| recall 2 s after a store p50 / p95 | server start (ms) | texts embedded by recalls | by stores "
             "(background) | load 1/5/15 min before → after |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['facts']:,} | {r['first_recall_ms']} | {r['recall_p50_ms']} / {r['recall_p95_ms']} | "
                     f"{r['server_cpu_ms_per_recall']} | "
                     f"{r['store_p50_ms']} / {r['store_p95_ms']} | {r['recall_after_store_p50_ms']} / "
                     f"{r['recall_after_store_p95_ms']} | {r['recall_after_pause_p50_ms']} / "
                     f"{r['recall_after_pause_p95_ms']} | {r['server_ready_ms']} | "
                     f"{r['memory_texts_embedded_by_recalls']} | {r['memory_texts_embedded_after_stores']} | "
                     f"{r['load_before']} → {r['load_after']} |")
    lines += ["", "Targets (issue 26): first recall ≤ 2,000 ms, recall p50 ≤ 50 ms and p95 ≤ 150 ms, store p50 "
              "≤ 30 ms at 10k; recall p50 ≤ 200 ms at 100k.", "",
              "| facts | write (s) | vectors from the seed store | embedded at import | embed (s) | Leiden (s) "
              "| clusters |", "|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['facts']:,} | {r['write_s']} | {r['vectors_copied_from_seed']:,} | "
                     f"{r['embedded_at_import']:,} | {r['embed_s']} | {r['cluster_s']} | {r['clusters']:,} |")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--seed", help="a vector store folder (holding <model id>/) to copy known vectors from")
    parser.add_argument("--samples", type=int, default=50)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "memory_speed"))
    parser.add_argument("--append", action="store_true", help="keep the rows of other sizes already in OUT.json")
    parser.add_argument("--reuse", action="store_true",
                        help="measure the server again on the repositories an earlier run imported (its import row)")
    args = parser.parse_args()
    rows = []
    done = Path(args.out).with_suffix(".json")
    earlier = {int(r["facts"]): r for r in json.loads(done.read_text())["results"]} if done.exists() else {}
    if args.append:
        rows = [r for size, r in earlier.items() if str(size) not in args.sizes.split(",")]
    for size in (int(s) for s in args.sizes.split(",")):
        print(f"{size} facts ...", file=sys.stderr, flush=True)
        rows.append(run_size(size, Path(args.seed) if args.seed else None, args.samples,
                             earlier.get(size) if args.reuse else None))
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    rows.sort(key=lambda r: int(r["facts"]))
    env, out = write_json(args.out, rows)
    write_markdown(out, markdown(rows, env))
    return 0


if __name__ == "__main__":
    sys.exit(main())
