"""Indexing speed on real repositories: cold index and one-file incremental re-index.

For each repository (a git directory, e.g. one brought in by `fetch`) at a fixed
commit, in fresh shared clones under bench/work/ (nothing is checked out):

* baseline: tree-sitter parsing alone of every indexed file, in one process, measured
  in the same run; the cold index is reported as a ratio to it;
* cold: `git smp index --rev <commit>` in a fresh process (files/s, symbols/s, peak RSS
  of the process and its parse workers);
* incremental: N one-file edits (a statement added inside a randomly chosen function,
  committed with pygit2, no checkout), each indexed in-process as a long-lived process
  (watch, MCP server) would, and a few also end to end through the CLI (a new process
  each time); p50 / p95.

Usage:
    python bench/index_speed.py --repo requests=/path/to/requests.git@<commit> ... \
        [--edits 20] [--out bench/results/index_speed]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pygit2

ROOT = Path(__file__).resolve().parents[1]
WORK = Path(os.environ.get("SMP_BENCH_WORK") or ROOT / "bench" / "work")
"""Scratch clones (``SMP_BENCH_WORK``: elsewhere, as the smoke tests put them)."""

COLD_CHILD = """
import json, resource, sys, time
from smriti_git.storage.repo import Repo
from smriti_git.services import indexing, namespace
repo = Repo.discover(sys.argv[1])
namespace.init(repo)
t = time.perf_counter()
r = indexing.index(repo, sys.argv[2], branch="bench")
elapsed = time.perf_counter() - t
own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(json.dumps({"seconds": elapsed, "files": r.files, "symbols": r.symbols, "edges": r.edges,
                  "rss_mb": own / 1024, "worker_rss_mb": kids / 1024}))
"""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def fresh_clone(name: str, source: str) -> Path:
    target = WORK / "index_speed" / name
    if target.exists():
        shutil.rmtree(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["git", "clone", "-q", "--bare", "--shared", source, str(target)], check=True)
    subprocess.run(["git", "--git-dir", str(target), "config", "user.name", "bench"], check=True)
    subprocess.run(["git", "--git-dir", str(target), "config", "user.email", "bench@example.com"], check=True)
    return target


def parse_baseline(git_dir: Path, commit: str) -> tuple[float, int, int]:
    """Seconds to tree-sitter-parse every file the indexer selects (no extraction)."""
    from smriti_git.index.files import select
    from smriti_git.index.languages import get

    repo = pygit2.Repository(str(git_dir))
    tree = repo.revparse_single(commit).peel(pygit2.Commit).tree_id
    files = list(select(repo, tree).files.values())
    blobs = [(f.lang, _blob_data(repo, pygit2.Oid(hex=f.blob))) for f in files]
    start = time.perf_counter()
    for lang, data in blobs:
        get(lang).parse(data)
    return time.perf_counter() - start, len(files), sum(len(b) for _, b in blobs)


def _blob_data(repo: pygit2.Repository, oid: pygit2.Oid) -> bytes:
    blob = repo[oid]
    assert isinstance(blob, pygit2.Blob)
    return blob.data


def edit_commit(repo: pygit2.Repository, parent: pygit2.Commit, rng: random.Random, number: int,
                candidates: list[tuple[str, int]]) -> pygit2.Oid:
    """A commit that adds one statement inside one function of one file."""
    path, line = candidates[rng.randrange(len(candidates))]
    blob = parent.tree[path]
    lines = _blob_data(repo, blob.id).decode("utf-8", "replace").split("\n")
    body_line = lines[line] if line < len(lines) else ""
    indent = body_line[: len(body_line) - len(body_line.lstrip())] or "    "
    lines.insert(line, f"{indent}_bench_marker_{number} = {number}")
    new_blob = repo.create_blob("\n".join(lines).encode())
    builder_tree = _replace(repo, parent.tree, path.split("/"), new_blob)
    sig = pygit2.Signature("bench", "bench@example.com", parent.commit_time + number, 0)
    return repo.create_commit(None, sig, sig, f"bench edit {number}: {path}", builder_tree, [parent.id])


def _replace(repo: pygit2.Repository, tree: pygit2.Tree, parts: list[str], blob: pygit2.Oid) -> pygit2.Oid:
    builder = repo.TreeBuilder(tree)
    if len(parts) == 1:
        builder.insert(parts[0], blob, pygit2.enums.FileMode.BLOB)
    else:
        sub = repo[tree[parts[0]].id]
        assert isinstance(sub, pygit2.Tree)
        builder.insert(parts[0], _replace(repo, sub, parts[1:], blob), pygit2.enums.FileMode.TREE)
    return builder.write()


def function_sites(git_dir: Path, commit: str) -> list[tuple[str, int]]:
    """(path, 0-based line of a function's first body line) for edit targets."""
    from smriti_git.index import snapshot
    from smriti_git.storage.repo import Repo

    repo = Repo.discover(git_dir)
    snap = snapshot.find_for_commit(repo.git, str(repo.git.revparse_single(commit).peel(pygit2.Commit).id))
    if snap is None:
        raise SystemExit(f"no snapshot of {commit} after indexing it")
    sites = []
    for shard in snapshot.iter_shards(repo.git, snap.tree):
        if shard.lang != "python":
            continue
        for sym in shard.symbols:
            if sym.kind in ("function", "method") and sym.span.end_line > sym.span.start_line + 1:
                sites.append((shard.path, sym.span.end_line - 1))
    return sorted(sites)


def run_repo(name: str, source: str, commit: str, edits: int, cli_edits: int) -> dict[str, object]:
    from smriti_git.index import parse as parse_module
    from smriti_git.services import indexing
    from smriti_git.storage.repo import Repo

    git_dir = fresh_clone(name, source)
    # the full id: snapshots record it, and an abbreviated one (sympy@d3b4158dea27) matched none
    commit = str(pygit2.Repository(str(git_dir)).revparse_single(commit).peel(pygit2.Commit).id)
    baseline, _, size = parse_baseline(git_dir, commit)
    proc = subprocess.run([sys.executable, "-c", COLD_CHILD, str(git_dir), commit], capture_output=True,
                          text=True, check=True)
    cold = json.loads(proc.stdout.strip().splitlines()[-1])
    sites = function_sites(git_dir, commit)
    repo = Repo.discover(git_dir)
    rng = random.Random(20261130)
    parent = repo.git.revparse_single(commit).peel(pygit2.Commit)
    parse_module.clear_memory()
    indexing.index(repo, commit, branch="bench")  # warm this process's in-memory cache
    in_process: list[float] = []
    for number in range(edits):
        child = edit_commit(repo.git, parent, rng, number, sites)
        start = time.perf_counter()
        report = indexing.index(repo, str(child), branch="bench")
        in_process.append((time.perf_counter() - start) * 1000)
        assert report.mode == "incremental" and report.parsed == 1, report
        parent = repo.git[child].peel(pygit2.Commit)
    end_to_end: list[float] = []
    env = {**os.environ, "GIT_DIR": str(git_dir)}
    for number in range(edits, edits + cli_edits):
        child = edit_commit(repo.git, parent, rng, number, sites)
        start = time.perf_counter()
        command = [str(Path(sys.executable).with_name("git-smp")), "index", "--rev", str(child), "--branch", "bench"]
        subprocess.run(command, env=env, check=True, capture_output=True, cwd=git_dir)
        end_to_end.append((time.perf_counter() - start) * 1000)
        parent = repo.git[child].peel(pygit2.Commit)
    return {
        "repo": name, "commit": commit, "files": cold["files"], "bytes": size, "symbols": cold["symbols"],
        "edges": sum(v for k, v in cold["edges"].items() if k not in ("unresolved", "candidates")),
        "baseline_parse_s": round(baseline, 3),
        "cold_s": round(cold["seconds"], 3),
        "cold_vs_parse_ratio": round(cold["seconds"] / baseline, 2) if baseline else None,
        "files_per_s": round(cold["files"] / cold["seconds"], 1),
        "symbols_per_s": round(cold["symbols"] / cold["seconds"], 1),
        "peak_rss_mb": round(cold["rss_mb"], 1), "worker_peak_rss_mb": round(cold["worker_rss_mb"], 1),
        "incremental_edits": edits,
        "incremental_p50_ms": round(statistics.median(in_process), 1),
        "incremental_p95_ms": round(percentile(in_process, 0.95), 1),
        "cli_edits": cli_edits,
        "cli_p50_ms": round(statistics.median(end_to_end), 1) if end_to_end else None,
        "cli_p95_ms": round(percentile(end_to_end, 0.95), 1) if end_to_end else None,
    }


def machine() -> dict[str, object]:
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    return {"smriti_git_commit": head, "python": platform.python_version(), "platform": platform.platform(),
            "cpus": os.cpu_count(), "date": time.strftime("%Y-%m-%d")}


def write_json(out: str, results: object, key: str = "results") -> tuple[dict[str, object], Path]:
    """OUT.json: this machine and the results under KEY (folders made as needed); returns the machine and OUT."""
    env = machine()
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.with_suffix(".json").write_text(json.dumps({"machine": env, key: results}, indent=2) + "\n")
    return env, path


def write_markdown(out: Path, lines: list[str]) -> None:
    """OUT.md: the lines, also printed."""
    text = "\n".join(lines)
    out.with_suffix(".md").write_text(text + "\n")
    print(text)


def to_markdown(rows: list[dict[str, object]], env: dict[str, object]) -> str:
    cols = ["repo", "files", "symbols", "edges", "baseline_parse_s", "cold_s", "cold_vs_parse_ratio",
            "files_per_s", "symbols_per_s", "peak_rss_mb", "incremental_p50_ms", "incremental_p95_ms",
            "cli_p50_ms", "cli_p95_ms"]
    out = ["# Index speed", "", f"Machine: {env['platform']}, {env['cpus']} CPUs, Python {env['python']}; "
           f"smriti-git {str(env['smriti_git_commit'])[:12]}; {env['date']}.", "",
           "| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    out += ["| " + " | ".join(str(r.get(c, "")) for c in cols) + " |" for r in rows]
    out += ["", "`baseline_parse_s`: tree-sitter parsing alone, same files, same run. `incremental_*`: one-file "
            "edit re-indexed in a long-lived process (parse, link, write shards, commit the snapshot). `cli_*`: the "
            "same through `git smp index` in a new process (includes interpreter start-up and imports)."]
    return "\n".join(out) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repo", action="append", required=True, help="name=GIT_DIR@COMMIT")
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--cli-edits", type=int, default=5)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "index_speed"))
    args = parser.parse_args()
    rows = []
    for spec in args.repo:
        name, _, rest = spec.partition("=")
        source, _, commit = rest.rpartition("@")
        print(f"{name}: indexing {commit[:12]} ...", file=sys.stderr, flush=True)
        rows.append(run_repo(name, source, commit, args.edits, args.cli_edits))
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    env, out = write_json(args.out, rows)
    out.with_suffix(".md").write_text(to_markdown(rows, env))
    print(to_markdown(rows, env))
    return 0


if __name__ == "__main__":
    sys.exit(main())
