"""Graph cache build time and structural query latency on a real repository.

For one repository (a git directory) at a fixed commit, in a shared clone under
bench/work/: index the commit, build the graph cache from scratch (timed), then run
``find``, ``callers``, ``impact --depth 3`` and ``path`` on a seeded sample of
functions and methods, in one process (as the MCP server does), and report p50 / p95.

Baseline, measured in the same run: ``git grep -n -w NAME <commit>`` for the same
names, i.e. what an agent does without a structural index.  Ratios are query time over
grep time.

``context`` (retrieval and packing under an 8k-token budget) is timed on the problem
statements of the SWE-bench tasks of the same repository (``--tasks``, ``--task-repo``):
the first call (lexical index and message templates built, graph cache already built)
and the warm calls after it.  Baseline in the same run: ``git grep -c -w`` of the
query's longest identifier-like word.

Usage: python bench/query_speed.py --repo sympy=/path/to/sympy.git@<commit> [--samples 50]
           [--tasks lite.jsonl --task-repo sympy/sympy --contexts 20]
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


def timed(fn: object, *args: object) -> tuple[float, object]:
    assert callable(fn)
    start = time.perf_counter()
    out = fn(*args)
    return (time.perf_counter() - start) * 1000, out


def time_context(repo: object, git_dir: Path, commit: str, args: argparse.Namespace) -> dict[str, object] | None:
    import re

    from smriti_git.services.retrieval.context import context
    from smriti_git.storage.repo import Repo
    assert isinstance(repo, Repo)
    queries = []
    for line in Path(args.tasks).read_text(encoding="utf-8").splitlines():
        task = json.loads(line)
        if task["repo"] == args.task_repo:
            queries.append(task["problem_statement"])
    queries = queries[: args.contexts + 1]
    if len(queries) < 2:
        return None
    budget = 8000
    first_ms, _ = timed(context, repo, queries[0], budget, commit)
    warm, grep = [], []
    for query in queries[1:]:
        ms, pack = timed(context, repo, query, budget, commit)
        assert pack.tokens <= budget  # type: ignore[attr-defined]
        warm.append(ms)
        words = sorted(re.findall(r"[A-Za-z_][A-Za-z0-9_]{3,}", query), key=len)
        start = time.perf_counter()
        subprocess.run(["git", "--git-dir", str(git_dir), "grep", "-c", "-w", words[-1] if words else "def",
                        commit], capture_output=True)
        grep.append((time.perf_counter() - start) * 1000)
    return {"task_repo": args.task_repo, "budget": budget, "n": len(warm), "first_ms": round(first_ms, 1),
            "p50_ms": round(statistics.median(warm), 1), "p95_ms": round(percentile(warm, 0.95), 1),
            "grep_p50_ms": round(statistics.median(grep), 1),
            "ratio_to_grep": round(statistics.median(warm) / statistics.median(grep), 3)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repo", required=True, help="name=GIT_DIR@COMMIT")
    parser.add_argument("--samples", type=int, default=50)
    parser.add_argument("--tasks", default="/work/shared/bench/swebench/lite.jsonl",
                        help="SWE-bench task file whose problem statements are the context queries")
    parser.add_argument("--task-repo", default="sympy/sympy")
    parser.add_argument("--contexts", type=int, default=20)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "query_speed"))
    args = parser.parse_args()
    name, _, rest = args.repo.partition("=")
    source, _, commit = rest.rpartition("@")

    from smriti_git.cache import graphdb
    from smriti_git.services import indexing, namespace, snapshots
    from smriti_git.services.graphquery import GraphQuery
    from smriti_git.services.impact import impact

    target = WORK / "query_speed" / name
    if target.exists():
        shutil.rmtree(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["git", "clone", "-q", "--bare", "--shared", source, str(target)], check=True)
    from smriti_git.storage.repo import Repo

    repo = Repo.discover(target)
    namespace.init(repo)
    report = indexing.index(repo, commit, branch="bench")
    snap = snapshots.resolve(repo, commit)
    build_ms, graph = timed(graphdb.open_graph, repo, snap)
    assert isinstance(graph, graphdb.Graph)
    gq = GraphQuery(graph)
    rows = graph.rows("MATCH (a:Symbol)-[e:CALLS]->(b:Symbol) WHERE e.resolved AND b.kind IN ['function', 'method'] "
                      "RETURN DISTINCT b.id, b.name ORDER BY b.id")
    rng = random.Random(20261130)
    sample = rng.sample(rows, min(args.samples, len(rows)))
    lat: dict[str, list[float]] = {"find": [], "callers": [], "impact_d3": [], "path": [], "git_grep": []}
    for sid, sym_name in sample:
        ms, _ = timed(gq.find, sym_name)
        lat["find"].append(ms)
        ref = gq.get(sid)
        assert ref is not None
        ms, _ = timed(gq.neighbors, ref, "callers")
        lat["callers"].append(ms)
        ms, _ = timed(impact, gq, ref, "body", 3)
        lat["impact_d3"].append(ms)
        walk = gq.walk(ref, ("CALLS",), "in", 3)
        far = sorted((d, s) for s, d in walk.reached.items() if d >= 1)
        if far:
            source_ref = gq.get(far[-1][1])
            assert source_ref is not None
            ms, _ = timed(gq.paths, source_ref, ref, ("CALLS",), 10, 5)
            lat["path"].append(ms)
        start = time.perf_counter()
        subprocess.run(["git", "--git-dir", str(target), "grep", "-n", "-w", sym_name, commit], capture_output=True)
        lat["git_grep"].append((time.perf_counter() - start) * 1000)
    graph.close()
    grep_p50 = statistics.median(lat["git_grep"])
    context_result = time_context(repo, target, commit, args) if Path(args.tasks).is_file() else None
    result = {
        "repo": name, "commit": commit, "files": report.files, "symbols": report.symbols,
        "graph_build_s": round(build_ms / 1000, 2), "samples": len(sample),
        "latency_ms": {k: {"p50": round(statistics.median(v), 2), "p95": round(percentile(v, 0.95), 2), "n": len(v)}
                       for k, v in lat.items() if v},
        "ratio_to_git_grep_p50": {k: round(statistics.median(v) / grep_p50, 3) for k, v in lat.items()
                                  if v and k != "git_grep"},
        "context": context_result,
    }
    env, out = write_json(args.out, result)
    lines = ["# Graph cache and query speed", "",
             f"{name} at {commit[:12]}: {result['files']} files, {result['symbols']} symbols. Machine: "
             f"{env['platform']}, {env['cpus']} CPUs; smriti-git {str(env['smriti_git_commit'])[:12]}; {env['date']}.",
             "", f"Graph cache build (from the snapshot's git objects): {result['graph_build_s']} s", "",
             "| query | p50 ms | p95 ms | n | p50 / git grep p50 |", "|---|---|---|---|---|"]
    for k, v in result["latency_ms"].items():
        lines.append(f"| {k} | {v['p50']} | {v['p95']} | {v['n']} | "
                     f"{result['ratio_to_git_grep_p50'].get(k, 1.0)} |")
    lines += ["", "In-process latencies (a long-lived server); `git grep -n -w NAME` is the baseline an agent "
              "without an index would use, measured in the same run on the same names."]
    if context_result:
        c = context_result
        lines += ["", f"`context` (budget {c['budget']} tokens) on {c['n']} problem statements of {c['task_repo']}: "
                  f"first call {c['first_ms']} ms (graph cache already built; a cold first query is about "
                  f"{round(result['graph_build_s'] * 1000 + c['first_ms'])} ms with the build), warm p50 "
                  f"{c['p50_ms']} ms, p95 {c['p95_ms']} ms; `git grep -c -w` of one query word p50 "
                  f"{c['grep_p50_ms']} ms (ratio {c['ratio_to_grep']})."]
    write_markdown(out, lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())
