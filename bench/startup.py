"""CLI start-up and ``remember`` latency, against ``python -c pass`` measured in the same run.

Git hooks, scripts and agents call ``git smp`` once per action, so the cost of starting
the CLI is paid every time.  For each ``--smp LABEL=PATH`` (a ``git-smp`` executable,
e.g. one installed from an older commit in its own venv, and the current one), in a
fresh shared clone of a real repository (requests, checked out):

* ``python -c pass`` with that executable's interpreter: the floor;
* ``git smp --version``;
* ``git smp status`` in the clone (initialised and indexed, the usual state);
* ``git smp remember TEXT`` without an anchor: the first call on a fresh clone (only
  ``init`` done: nothing indexed), and then repeated calls (p50 / p95);
* eight ``remember`` processes started at once on a fresh clone, each call's latency.

The labels are measured interleaved, run by run, so machine load hits them alike.

Usage:
    python bench/startup.py --repo /path/to/requests.git --smp before=/old/.venv/bin/git-smp \
        --smp after=.venv/bin/git-smp [--runs 30] [--out bench/results/startup]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORK = Path(os.environ.get("SMP_BENCH_WORK") or ROOT / "bench" / "work") / "startup"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def timed(argv: list[str], cwd: Path, env: dict[str, str]) -> float:
    started = time.perf_counter()
    done = subprocess.run(argv, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed ({done.returncode}): {done.stderr.decode()[-500:]}")
    return elapsed * 1000


def clone(source: str, name: str) -> Path:
    target = WORK / name
    if target.exists():
        shutil.rmtree(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["git", "clone", "-q", "--shared", source, str(target)], check=True)
    return target


def environment(smp: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PATH"] = f"{smp.parent}{os.pathsep}{env.get('PATH', '')}"
    env.update({"GIT_AUTHOR_NAME": "bench", "GIT_AUTHOR_EMAIL": "bench@example.com",
                "GIT_COMMITTER_NAME": "bench", "GIT_COMMITTER_EMAIL": "bench@example.com"})
    return env


def concurrent_remember(smp: Path, repo: Path, env: dict[str, str], agents: int) -> list[float]:
    with ThreadPoolExecutor(agents) as pool:
        jobs = [pool.submit(timed, [str(smp), "remember", f"agent {n} fact"], repo, env) for n in range(agents)]
        return [job.result() for job in jobs]


def summary(values: list[float]) -> dict[str, float]:
    return {"p50_ms": round(statistics.median(values), 1), "p95_ms": round(percentile(values, 0.95), 1),
            "n": len(values)}


def measure(labels: dict[str, Path], source: str, runs: int, agents: int) -> dict[str, dict[str, dict[str, float]]]:
    samples: dict[str, dict[str, list[float]]] = {label: {} for label in labels}
    repos: dict[str, Path] = {}
    for label, smp in labels.items():
        env = environment(smp)
        repo = repos[label] = clone(source, f"{label}-steady")
        subprocess.run([str(smp), "init"], cwd=repo, env=env, check=True, stdout=subprocess.DEVNULL)
        subprocess.run([str(smp), "index"], cwd=repo, env=env, check=True, stdout=subprocess.DEVNULL)
        timed([str(smp), "remember", "warm-up fact"], repo, env)
    for run in range(runs):
        for label, smp in labels.items():
            env, python, repo = environment(smp), str(smp.parent / "python"), repos[label]
            found = samples[label]
            found.setdefault("python -c pass", []).append(timed([python, "-c", "pass"], repo, env))
            found.setdefault("--version", []).append(timed([str(smp), "--version"], repo, env))
            found.setdefault("status", []).append(timed([str(smp), "status"], repo, env))
            found.setdefault("remember", []).append(timed([str(smp), "remember", f"steady fact {run}"], repo, env))
    out: dict[str, dict[str, dict[str, float]]] = {}
    for label, smp in labels.items():
        env = environment(smp)
        fresh = clone(source, f"{label}-first")
        subprocess.run([str(smp), "init"], cwd=fresh, env=env, check=True, stdout=subprocess.DEVNULL)
        first = timed([str(smp), "remember", "the first fact"], fresh, env)
        crowd = clone(source, f"{label}-crowd")
        subprocess.run([str(smp), "init"], cwd=crowd, env=env, check=True, stdout=subprocess.DEVNULL)
        together = concurrent_remember(smp, crowd, env, agents)
        floor = statistics.median(samples[label]["python -c pass"])
        rows: dict[str, dict[str, float]] = {
            name: {**summary(values), "ratio_to_python": round(statistics.median(values) / floor, 2)}
            for name, values in samples[label].items()}
        rows["first remember, fresh clone"] = {"ms": round(first, 1), "ratio_to_python": round(first / floor, 2)}
        rows[f"{agents} concurrent remember, fresh clone"] = summary(together)
        out[label] = rows
    return out


def commit_of(smp: Path) -> str:
    """The smriti-git commit an installed ``git-smp`` runs (its editable checkout's HEAD)."""
    checkout = smp.parent.parent.parent
    done = subprocess.run(["git", "-C", str(checkout), "rev-parse", "HEAD"], capture_output=True, text=True)
    return done.stdout.strip()[:12] if done.returncode == 0 else "unknown"


def markdown(report: dict[str, object]) -> str:
    results = report["results"]
    commits = report["labels"]
    assert isinstance(results, dict) and isinstance(commits, dict)
    labels = list(results)
    names = list(results[labels[0]])
    lines = [f"# CLI start-up and remember ({report['repository']})", "",
             f"{report['runs']} interleaved runs per label; {report['machine']}.",
             "Labels: " + ", ".join(f"{label} = smriti-git {info['commit']}" for label, info in commits.items()) + ".",
             "",
             "| measure | " + " | ".join(f"{label} p50 (ms) | {label} × python" for label in labels) + " |",
             "|---|" + "---|---|" * len(labels)]
    for name in names:
        cells = []
        for label in labels:
            row = results[label][name]
            value = row.get("p50_ms", row.get("ms"))
            cells.append(f"{value} | {row.get('ratio_to_python', '-')}")
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", required=True, help="a git repository to clone (requests)")
    parser.add_argument("--name", default=None, help="its name in the report (default: the folder's)")
    parser.add_argument("--smp", action="append", required=True, help="LABEL=path to a git-smp executable")
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--agents", type=int, default=8)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "startup"))
    args = parser.parse_args()
    labels = {item.split("=", 1)[0]: Path(item.split("=", 1)[1]).absolute() for item in args.smp}
    head = subprocess.run(["git", "-C", args.repo, "rev-parse", "HEAD"], capture_output=True, text=True,
                          check=True).stdout.strip()
    report: dict[str, object] = {
        "repository": f"{args.name or Path(args.repo).name}@{head[:12]}", "runs": args.runs,
        "machine": f"{platform.machine()}, {os.cpu_count()} CPUs, Python {sys.version.split()[0]}",
        "labels": {label: {"path": str(path), "commit": commit_of(path)} for label, path in labels.items()},
        "results": measure(labels, args.repo, args.runs, args.agents),
    }
    Path(args.out + ".json").write_text(json.dumps(report, indent=2) + "\n")
    Path(args.out + ".md").write_text(markdown(report))
    print(markdown(report))


if __name__ == "__main__":
    main()
