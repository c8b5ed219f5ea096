"""MCP tool latency over stdio from a real client, against the same operation through the CLI.

On one repository (sympy) at a fixed commit, in a shared clone under bench/work/: index
it, store N engrams (default 10,000) in one batch, start ``git smp serve`` and talk to
it with the official MCP client SDK over stdio, exactly as an agent host does. Each tool
is called on a seeded sample of real arguments (functions and methods of the snapshot;
SWE-bench problem statements for ``context``), after one warm-up call per tool; the
client measures each call's wall time and the size of its answer.

Baseline, measured in the same run: the same operation as ``git smp <command> --json``,
a new process per call (what an agent without a server does), on fewer samples. The
ratio CLI / server is the point of a server.

Usage:
    python bench/mcp_speed.py --repo sympy=/path/to/sympy.git@d3b4158dea27 \
        [--samples 40] [--cli-samples 8] [--engrams 10000] [--tasks lite.jsonl --task-repo sympy/sympy]
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

from index_speed import WORK, machine, percentile  # noqa: E402

TARGETS_MS = {"smriti_store": 30, "smriti_recall": 50, "find_symbol": 20, "neighbors": 20, "impact": 100,
              "context": 150}
Case = tuple[str, dict[str, Any], list[str]]   # tool, MCP arguments, CLI argv


def prepare(name: str, source: str, commit: str, engrams: int) -> Path:
    """A clone at ``commit``, initialised, indexed, with ``engrams`` facts stored in one batch."""
    target = WORK / "mcp_speed" / name
    if target.exists():
        shutil.rmtree(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["git", "clone", "-q", "--shared", "--no-checkout", source, str(target)], check=True)
    subprocess.run(["git", "-C", str(target), "checkout", "-q", "--detach", commit], check=True)
    subprocess.run(["git", "smp", "init"], cwd=target, check=True, stdout=subprocess.DEVNULL)
    started = time.perf_counter()
    subprocess.run(["git", "smp", "index"], cwd=target, check=True, stdout=subprocess.DEVNULL)
    print(f"indexed in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    store_engrams(target, engrams)
    return target


def store_engrams(repo_path: Path, count: int) -> None:
    """``count`` varied facts about the code, as one remember transaction (an import, not a benchmark)."""
    from smriti_git.services.memory import writes
    from smriti_git.services.memory.store import Store
    from smriti_git.storage.repo import Repo

    rng = random.Random(7)
    words = ["cache", "parser", "printer", "matrix", "solver", "series", "limit", "simplify", "latex", "integral",
             "assumption", "polynomial", "rational", "symbol", "lambdify", "codegen", "tensor", "physics"]
    facts = [writes.Fact(f"fact {n}: {rng.choice(words)} {rng.choice(words)} needs care when {rng.choice(words)} "
                         f"meets {rng.choice(words)} (ticket {rng.randrange(10**6)})",
                         tags=(rng.choice(words),), importance=round(rng.random(), 2)) for n in range(count)]
    started = time.perf_counter()
    repo = Repo.discover(repo_path)
    writes.remember(Store(repo, "bench"), facts)
    print(f"stored {count} engrams in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    from smriti_git.services.memory import embedding, vectors

    if vectors.enabled(repo)[0]:     # as a server embeds what it stores (bench/memory_speed.py measures that)
        started = time.perf_counter()
        embedding.vectors_of(repo, [f.content for f in facts])
        print(f"embedded them in {time.perf_counter() - started:.1f} s", file=sys.stderr)


def cases(repo_path: Path, samples: int, queries: list[str]) -> dict[str, list[Case]]:
    """Seeded real arguments for each tool."""
    from smriti_git.services import snapshots
    from smriti_git.storage.repo import Repo

    gq, _ = snapshots.graph(Repo.discover(repo_path))
    rows = gq.graph.rows("MATCH (s:Symbol) WHERE s.kind = 'function' OR s.kind = 'method' "
                         "RETURN s.id, s.name ORDER BY s.id")
    rng = random.Random(42)
    picked = rng.sample(rows, samples)
    words = ["simplify trig", "matrix determinant", "latex printing of integrals", "series expansion at infinity",
             "rational function cancel", "lambdify numpy", "solve linear system", "assumptions positive"]
    out: dict[str, list[Case]] = {
        "find_symbol": [("find_symbol", {"name": name}, ["find", name]) for _, name in picked],
        "neighbors": [("neighbors", {"symbol": sid}, ["neighbors", sid]) for sid, _ in picked],
        "impact": [("impact", {"symbol": sid, "depth": 3}, ["impact", sid, "--depth", "3"]) for sid, _ in picked],
        "read_definition": [("read_definition", {"symbol": sid}, ["show", sid]) for sid, _ in picked],
        "context": [("context", {"query": q, "budget": 8000}, ["context", q, "--budget", "8000"])
                    for q in (queries or words)[:samples]],
        "smriti_recall": [("smriti_recall", {"query": w, "limit": 5}, ["recall", w, "-n", "5"])
                          for w in (words * samples)[:samples]],
        "smriti_store": [("smriti_store", {"content": f"store latency probe {n}", "tags": "bench"},
                          ["remember", f"store latency probe cli {n}", "--tags", "bench"]) for n in range(samples)],
    }
    return out


async def measure_server(repo_path: Path, work: dict[str, list[Case]]) -> dict[str, dict[str, Any]]:
    params = StdioServerParameters(command="git", args=["smp", "serve", "--no-follow", "--user", "bench"],
                                   cwd=str(repo_path), env=dict(os.environ))
    out: dict[str, dict[str, Any]] = {}
    async with Client(params, mode="legacy") as client:
        for tool, calls in work.items():
            first = time.perf_counter()
            await client.call_tool(calls[0][0], calls[0][1])          # warm-up: builds what the tool needs
            first_ms = (time.perf_counter() - first) * 1000
            times, sizes, statuses = [], [], []
            for name, arguments, _ in calls:
                started = time.perf_counter()
                result = await client.call_tool(name, arguments)
                times.append((time.perf_counter() - started) * 1000)
                text = result.content[0].text if result.content else ""  # type: ignore[union-attr]
                sizes.append(len(text.encode()))
                statuses.append(json.loads(text).get("status", "?") if text.startswith("{") else "error")
            out[tool] = {"first_ms": round(first_ms, 1), **summary(times),
                         "bytes_p50": int(statistics.median(sizes)), "statuses": dict(_count(statuses))}
    return out


def measure_cli(repo_path: Path, work: dict[str, list[Case]], samples: int) -> dict[str, dict[str, Any]]:
    env = {**os.environ, "SMP_USER": "bench"}
    out: dict[str, dict[str, Any]] = {}
    for tool, calls in work.items():
        times = []
        for _, _, argv in calls[:samples]:
            started = time.perf_counter()
            subprocess.run(["git", "smp", *argv, "--json"], cwd=repo_path, env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
            times.append((time.perf_counter() - started) * 1000)
        out[tool] = summary(times)
    return out


def summary(times: list[float]) -> dict[str, Any]:
    return {"p50_ms": round(statistics.median(times), 1), "p95_ms": round(percentile(times, 0.95), 1),
            "n": len(times)}


def _count(items: list[str]) -> dict[str, int]:
    found: dict[str, int] = {}
    for item in items:
        found[item] = found.get(item, 0) + 1
    return found


def markdown(report: dict[str, Any]) -> str:
    server, cli = report["server"], report["cli"]
    lines = [f"# MCP tools over stdio vs the CLI ({report['repository']})", "",
             f"{report['engrams']} engrams stored; {report['machine']['cpus']} CPUs; smriti-git "
             f"{str(report['machine']['smriti_git_commit'])[:12]}; {report['machine']['date']}.", "",
             "| tool | server p50 (ms) | p95 | first call | answer p50 (bytes) | CLI p50 (ms) | CLI / server "
             "| target p50 |",
             "|---|---|---|---|---|---|---|---|"]
    for tool, row in server.items():
        ratio = cli[tool]["p50_ms"] / row["p50_ms"] if row["p50_ms"] else 0
        target = TARGETS_MS.get(tool)
        mark = "" if target is None else f"≤ {target} ({'met' if row['p50_ms'] <= target else 'missed'})"
        lines.append(f"| {tool} | {row['p50_ms']} | {row['p95_ms']} | {row['first_ms']} | {row['bytes_p50']} | "
                     f"{cli[tool]['p50_ms']} | {ratio:.1f}× | {mark} |")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", required=True, help="NAME=/path/to/git-dir@commit")
    parser.add_argument("--samples", type=int, default=40)
    parser.add_argument("--cli-samples", type=int, default=8)
    parser.add_argument("--engrams", type=int, default=10_000)
    parser.add_argument("--tasks", default=str(ROOT.parent / "shared" / "bench" / "swebench" / "lite.jsonl"))
    parser.add_argument("--task-repo", default="sympy/sympy")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "mcp_speed"))
    args = parser.parse_args()
    name, rest = args.repo.split("=", 1)
    source, commit = rest.rsplit("@", 1)
    queries = [json.loads(line)["problem_statement"] for line in Path(args.tasks).read_text().splitlines()
               if json.loads(line)["repo"] == args.task_repo] if Path(args.tasks).exists() else []
    repo_path = prepare(name, source, commit, args.engrams)
    work = cases(repo_path, args.samples, queries)
    server = anyio.run(measure_server, repo_path, work)
    cli = measure_cli(repo_path, work, args.cli_samples)
    report = {"repository": f"{name}@{commit[:12]}", "engrams": args.engrams, "machine": machine(),
              "server": server, "cli": cli}
    Path(args.out + ".json").write_text(json.dumps(report, indent=2) + "\n")
    Path(args.out + ".md").write_text(markdown(report))
    print(markdown(report))

if __name__ == "__main__":
    main()
