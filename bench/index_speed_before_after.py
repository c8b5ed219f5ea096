"""Cold indexing time before and after a change, in one run: the same repositories indexed by an
older commit of smriti-git (``--before REV``, checked out into a scratch worktree) and by this
checkout, alternately, each run in a fresh clone (no parse cache), ``--repeat`` times each.

Per repository: the median seconds of each side, their ratio (after / before; 1.10 is 10%
slower), files, symbols and edges on each side, and peak RSS.  The child that indexes is
``index_speed.py``'s (``COLD_CHILD``), run with ``PYTHONPATH`` set to the side's source.

Usage:
    python bench/index_speed_before_after.py --before 204153c \
        --repo redis=/work/.mirror/redis+redis/repo@<commit> ... [--repeat 3] [--out ...]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))  # this checkout's smriti_git, not the one installed (a worktree measures its own code)

from index_speed import COLD_CHILD, WORK, fresh_clone, write_json  # noqa: E402


def worktree(rev: str) -> Path:
    """A scratch checkout of smriti-git at ``rev`` (made once, reused)."""
    commit = subprocess.run(["git", "rev-parse", "--verify", f"{rev}^{{commit}}"], cwd=ROOT, capture_output=True,
                            text=True, check=True).stdout.strip()
    target = WORK / "before" / commit[:12]
    if not (target / "smriti_git").is_dir():
        shutil.rmtree(target, ignore_errors=True)
        target.parent.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(["git", "archive", "--format=tar", commit], cwd=ROOT, capture_output=True,
                                 check=True).stdout
        target.mkdir()
        subprocess.run(["tar", "-x", "-C", str(target)], input=archive, check=True)
    return target


def cold(source: Path, name: str, git_source: str, commit: str) -> dict[str, Any]:
    git_dir = fresh_clone(name, git_source)
    full = subprocess.run(["git", "--git-dir", str(git_dir), "rev-parse", f"{commit}^{{commit}}"],
                          capture_output=True, text=True, check=True).stdout.strip()
    env = {**os.environ, "PYTHONPATH": str(source)}
    # cwd: ``python -c`` puts the working folder first on sys.path, before PYTHONPATH (a checkout's own
    # smriti_git would win over the side's)
    done = subprocess.run([sys.executable, "-c", COLD_CHILD, str(git_dir), full], capture_output=True, text=True,
                          check=True, env=env, cwd=git_dir)
    shutil.rmtree(git_dir, ignore_errors=True)
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def indexer_of(source: Path) -> str:
    """The indexer version the side's code reports (proof that each side ran its own code)."""
    WORK.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([sys.executable, "-c", "import smriti_git.index.parse as p; print(p.INDEXER_VERSION)"],
                          capture_output=True, text=True, check=True, cwd=WORK,
                          env={**os.environ, "PYTHONPATH": str(source)})
    return done.stdout.strip()


def compare(name: str, git_source: str, commit: str, before: Path, repeat: int) -> dict[str, Any]:
    sides: dict[str, list[dict[str, Any]]] = {"before": [], "after": []}
    for n in range(repeat):
        for side, source in (("before", before), ("after", ROOT)) if n % 2 == 0 else (("after", ROOT),
                                                                                       ("before", before)):
            sides[side].append(cold(source, f"{name}-{side}", git_source, commit))
            print(f"{name} {side} run {n + 1}: {sides[side][-1]['seconds']:.2f} s", file=sys.stderr)
    row: dict[str, Any] = {"repo": name, "commit": commit}
    for side, runs in sides.items():
        last = runs[-1]
        row[side] = {"median_s": round(statistics.median(r["seconds"] for r in runs), 2),
                     "runs_s": [round(r["seconds"], 2) for r in runs], "files": last["files"],
                     "symbols": last["symbols"],
                     "edges": sum(v for k, v in last["edges"].items() if k not in ("unresolved", "candidates")),
                     "peak_rss_mb": round(max(r["rss_mb"] for r in runs), 1)}
    row["ratio"] = round(row["after"]["median_s"] / row["before"]["median_s"], 3)
    return row


def markdown(rows: list[dict[str, Any]], env: dict[str, object], before: str, load: float,
             versions: tuple[str, str]) -> str:
    lines = ["# Cold indexing, before and after", "",
             f"Before: smriti-git {before[:12]} (indexer {versions[0]}); after: {str(env['smriti_git_commit'])[:12]} "
             f"(indexer {versions[1]}); {env['cpus']} CPUs, "
             f"load average at start {load:.1f}; {env['date']}. Each run in a fresh clone; sides alternate; medians.",
             "", "| repo | before s | after s | after / before | files | symbols before → after | "
             "edges before → after | peak RSS after MB |", "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        b, a = r["before"], r["after"]
        lines.append(f"| {r['repo']} | {b['median_s']} | {a['median_s']} | {r['ratio']:.2f} | {a['files']} | "
                     f"{b['symbols']} → {a['symbols']} | {b['edges']} → {a['edges']} | {a['peak_rss_mb']} |")
    return "\n".join(lines) + "\n"


Compare = Callable[[str, str, str, Path, int], dict[str, Any]]


def run_before_after(description: str, out_name: str, repeat: int,
                     compare_one: Compare) -> tuple[argparse.Namespace, Path, float, list[dict[str, Any]]]:
    """The before/after benches' shared command line (``--before``, ``--repo NAME=GIT_DIR@COMMIT``
    repeated, ``--repeat``, ``--out``) and run: the older commit's worktree, the load average at
    the start, and ``compare_one``'s row per repository."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--before", required=True, help="the older smriti-git commit")
    parser.add_argument("--repo", action="append", required=True, help="NAME=/path/to/git-dir@commit")
    parser.add_argument("--repeat", type=int, default=repeat)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / out_name))
    args = parser.parse_args()
    before = worktree(args.before)
    load = os.getloadavg()[0]
    rows = []
    for spec in args.repo:
        name, rest = spec.split("=", 1)
        source, commit = rest.rsplit("@", 1)
        rows.append(compare_one(name, source, commit, before, args.repeat))
    return args, before, load, rows


def main() -> None:
    args, before, load, rows = run_before_after(__doc__.splitlines()[0], "index_speed_before_after", 3, compare)
    env, out = write_json(args.out, rows)
    text = markdown(rows, env, before.name, load, (indexer_of(before), indexer_of(ROOT)))
    out.with_suffix(".md").write_text(text)
    print(text)


if __name__ == "__main__":
    main()
