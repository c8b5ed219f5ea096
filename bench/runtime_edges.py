"""Runtime edges on a real project's own test suite: what the trace adds, what it confirms.

For each project (a pinned commit of flask or requests, cloned from a local mirror),
this script indexes the clone, runs its test suite twice in a namespaces sandbox
(``git smp sandbox run``), once plain and once with ``--trace``, and reports:

* the static ``CALLS`` edges of the snapshot (resolved ones);
* the runtime edges the traced run stored, split into **new** (static analysis has no
  such edge: the linker missed it), **candidate** (static analysis had it only as a
  low-confidence candidate) and **confirmed** (a resolved static edge the run saw);
* how many of the new edges went through code outside the project (``indirect``: a
  library's dispatcher calling back into the project), and examples of each kind;
* why static analysis missed each new edge, from the snapshot's own records: the callee
  is a **property or descriptor** (attribute access runs it), a **dunder protocol**
  method (``__init__``, ``__getitem__``, ``__enter__``: the interpreter calls it), the
  caller has an **unresolved call site** of that name (the linker saw the call but could
  not tell its receiver's type), or **no call site** of that name at all (the callee was
  handed over: a decorator's wrapper, a callback, ``getattr``, a registry);
* the test outcome of both runs and the traced run's time over the plain run's.

The test dependencies come from a virtual environment made beforehand
(``--setup``, the only step that downloads anything); the sandbox sees it read-only
(``--bind``) and has no network.  The project itself is imported from the clone
(``PYTHONPATH=src``), never installed.  Usage::

    python bench/runtime_edges.py --setup            # once: bench/work/venv-<project>
    python bench/runtime_edges.py [--project flask] [--project requests]

Results: ``bench/results/runtime_edges.json`` and ``.md``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from smriti_git.index.snapshot import Shard, SnapshotInfo
from smriti_git.services import snapshots
from smriti_git.storage.repo import Repo

ROOT = Path(__file__).resolve().parents[1]
WORK = Path(os.environ.get("SMP_BENCH_WORK") or ROOT / "bench" / "work") / "runtime_edges"
RESULTS = ROOT / "bench" / "results"
MIRRORS = Path("/work/.mirror")


@dataclass(frozen=True)
class Project:
    name: str
    mirror: str
    rev: str
    packages: tuple[str, ...]
    tests: tuple[str, ...]
    """The pytest arguments (test paths and deselections)."""


PROJECTS = {
    "flask": Project("flask", "pallets+flask", "3.1.1",
                     ("blinker==1.9.0", "click==8.1.8", "itsdangerous==2.2.0", "jinja2==3.1.6", "markupsafe==3.0.2",
                      "werkzeug==3.1.3", "asgiref==3.8.1", "python-dotenv==1.1.0", "pytest==8.3.5"),
                     ("tests",)),
    "requests": Project("requests", "psf+requests", "v2.32.3",
                        ("charset-normalizer==3.4.2", "idna==3.10", "urllib3==2.4.0", "certifi==2025.4.26",
                         "PySocks==1.7.1", "pytest==8.3.5", "pytest-httpbin==2.0.0", "httpbin==0.10.2",
                         "trustme==1.2.1", "pytest-mock==3.14.0"),
                        ("tests",)),
}


def sh(*args: str, cwd: Path | None = None, check: bool = True) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(list(args), cwd=cwd, capture_output=True, text=True, check=False)
    if check and proc.returncode != 0:
        raise SystemExit(f"{' '.join(args)} failed ({proc.returncode}):\n{proc.stderr[-3000:]}{proc.stdout[-2000:]}")
    return proc


def venv(project: Project) -> Path:
    return WORK / f"venv-{project.name}"


def setup(project: Project) -> None:
    """Make the project's test environment (downloads the pinned packages)."""
    target = venv(project)
    if not (target / "bin" / "python").exists():
        sh(sys.executable, "-m", "venv", str(target))
    sh(str(target / "bin" / "pip"), "install", "-q", *project.packages)


def clone(project: Project) -> Path:
    target = WORK / project.name
    if not target.exists():
        sh("git", "clone", "-q", "--no-checkout", str(MIRRORS / project.mirror / "repo"), str(target))
    sh("git", "checkout", "-q", "--force", project.rev, cwd=target)
    sh("git", "clean", "-q", "-fdx", cwd=target)
    return target


def smp_json(*args: str, cwd: Path) -> dict[str, Any]:
    proc = sh("git", "smp", "--json", *args, cwd=cwd, check=False)
    try:
        data: dict[str, Any] = json.loads(proc.stdout)
    except ValueError:
        raise SystemExit(f"git smp {' '.join(args)}: {proc.stderr[-3000:]}") from None
    return data


def _summary(stdout: str) -> str:
    lines = [line for line in stdout.splitlines() if re.search(r"\d+ (passed|failed|error)", line)]
    return lines[-1].strip("= ") if lines else "no pytest summary"


def suite(project: Project, clone_dir: Path, trace: bool) -> tuple[dict[str, Any], float]:
    python = str(venv(project) / "bin" / "python")
    started = time.perf_counter()
    result = smp_json("sandbox", "run", "--runtime", "namespaces", *(["--trace", "--edges", "100000"] if trace else []),
                      "--bind", str(venv(project)), "--env", f"PYTHONPATH={clone_dir / 'src'}",
                      "--timeout", "3600", "--memory", "4096", "--pids", "1024", "--max-output", str(1 << 22),
                      "--", python, "-m", "pytest", "-q", "-p", "no:cacheprovider", *project.tests, cwd=clone_dir)
    return result, time.perf_counter() - started


CATEGORIES = ("property or descriptor", "dunder protocol", "unresolved call site", "no call site")


class Why:
    """Why static analysis missed an edge, read from the snapshot's shards."""

    def __init__(self, repo: Repo, snap: SnapshotInfo) -> None:
        self.repo, self.snap = repo, snap
        self.shards: dict[str, Shard] = {}

    def shard(self, symbol_id: str) -> Shard:
        path = symbol_id.split("::", 1)[0]
        if path not in self.shards:
            self.shards[path] = snapshots.shard(self.repo, self.snap, path)
        return self.shards[path]

    def is_test(self, symbol_id: str) -> bool:
        found = next((s for s in self.shard(symbol_id).symbols if s.id == symbol_id), None)
        return bool(found and found.is_test)

    def __call__(self, src: str, dst: str) -> str:
        callee = next((s for s in self.shard(dst).symbols if s.id == dst), None)
        name = callee.name if callee else dst.rsplit("::", 1)[-1].split(".")[-1].rstrip("()").split("~")[0]
        decorators = callee.decorators if callee else []
        if any(d.split("(")[0].endswith(("property", ".setter", ".getter", ".deleter")) for d in decorators) \
                or name in ("__get__", "__set__", "__delete__"):
            return CATEGORIES[0]
        if name.startswith("__") and name.endswith("__"):
            return CATEGORIES[1]
        sites = [e for e in self.shard(src).edges if e.src == src and e.kind == "CALLS" and not (e.dst and e.resolved)]
        if any((e.target or "").split("(")[0].rsplit(".", 1)[-1] == name for e in sites):
            return CATEGORIES[2]
        return CATEGORIES[3]


def categorise(clone_dir: Path, new: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Each category: edges, calls, edges with neither end in test code, examples."""
    repo = Repo.discover(clone_dir)
    why = Why(repo, snapshots.of_worktree(repo))
    out: dict[str, dict[str, Any]] = {c: {"edges": 0, "calls": 0, "outside_tests": 0, "examples": []}
                                      for c in CATEGORIES}
    for edge in sorted(new, key=lambda e: (-e["count"], e["src"], e["dst"])):
        entry = out[why(edge["src"], edge["dst"])]
        entry["edges"] += 1
        entry["outside_tests"] += not why.is_test(edge["src"]) and not why.is_test(edge["dst"])
        entry["calls"] += edge["count"]
        if len(entry["examples"]) < 4:
            entry["examples"].append(f"{edge['src']} -> {edge['dst']} ({edge['count']}x)")
    return out


def measure(project: Project) -> dict[str, Any]:
    clone_dir = clone(project)
    sh("git", "smp", "init", cwd=clone_dir)
    sh("git", "smp", "index", cwd=clone_dir)
    info = smp_json("info", cwd=clone_dir)
    plain, plain_seconds = suite(project, clone_dir, trace=False)
    traced, traced_seconds = suite(project, clone_dir, trace=True)
    report = traced["trace"]
    listed = report["listed"]
    new = [e for e in listed if e["static"] == "new"]
    return {
        "project": project.name, "rev": project.rev, "commit": info["source_commit"],
        "packages": list(project.packages),
        "static_calls": info["edges"].get("CALLS", 0),
        "runtime_edges": report["edges"], "new": report["new"], "candidate": report["candidates"],
        "confirmed": report["confirmed"],
        "new_indirect": sum(1 for e in new if e["indirect"]),
        "new_calls": sum(e["count"] for e in new),
        "traced_calls": report["calls"], "processes": report["processes"], "unmapped": report["unmapped"],
        "notes": report["notes"], "run": report["run"],
        "tests_plain": _summary(plain["stdout"]), "tests_traced": _summary(traced["stdout"]),
        "seconds_plain": round(plain_seconds, 1), "seconds_traced": round(traced_seconds, 1),
        "traced_over_plain": round(traced_seconds / plain_seconds, 2) if plain_seconds else None,
        "examples_new": [f"{e['src']} -> {e['dst']} ({e['count']}x{', indirect' if e['indirect'] else ''})"
                         for e in sorted(new, key=lambda e: (-e["count"], e["src"]))[:15]],
        "examples_candidate": [f"{e['src']} -> {e['dst']} ({e['count']}x)"
                               for e in listed if e["static"] == "candidate"][:5],
        "why_missed": categorise(clone_dir, new),
    }


def markdown(rows: list[dict[str, Any]]) -> str:
    out = ["# Runtime edges on real test suites (`bench/runtime_edges.py`)", "",
           "Each project's own test suite, run in a namespaces sandbox with `--trace`; runtime edges compared with "
           "the static `CALLS` edges of the same snapshot.", "",
           "| project | commit | tests (traced run) | static CALLS | runtime edges | new (static missed) | "
           "candidate only | confirmed | new via outside code | traced / plain time |",
           "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        out.append(f"| {r['project']} {r['rev']} | {r['commit'][:12]} | {r['tests_traced']} | {r['static_calls']} | "
                   f"{r['runtime_edges']} | {r['new']} | {r['candidate']} | {r['confirmed']} | {r['new_indirect']} | "
                   f"{r['traced_over_plain']} |")
    for r in rows:
        out += ["", f"## {r['project']} {r['rev']}", "",
                f"Plain run: {r['tests_plain']} ({r['seconds_plain']} s); traced: {r['tests_traced']} "
                f"({r['seconds_traced']} s). {r['traced_calls']} calls between the project's own functions in "
                f"{r['processes']} processes.", "", "Calls not mapped to a symbol:", ""]
        out += [f"- {why}: {n}" for why, n in r["unmapped"].items()] or ["- none"]
        out += ["", "Why static analysis missed the new edges (from the snapshot's own records):", "",
                "| why | edges | of which neither end is test code | calls | examples |", "|---|---|---|---|---|"]
        for why, entry in r["why_missed"].items():
            examples = "<br>".join(f"`{x}`" for x in entry["examples"][:2])
            out.append(f"| {why} | {entry['edges']} | {entry['outside_tests']} | {entry['calls']} | {examples} |")
        out += ["", "The most called edges static analysis missed:", ""]
        out += [f"- `{line}`" for line in r["examples_new"]]
        if r["examples_candidate"]:
            out += ["", "Static candidates the run confirmed:", ""] + [f"- `{x}`" for x in r["examples_candidate"]]
        out += ["", f"Test dependencies (installed beforehand): {', '.join(r['packages'])}."]
    return "\n".join(out) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--project", action="append", choices=sorted(PROJECTS))
    parser.add_argument("--setup", action="store_true", help="make the test environments (downloads) and stop")
    parser.add_argument("--out", default=str(RESULTS / "runtime_edges"), help="OUT.json and OUT.md")
    args = parser.parse_args()
    chosen = [PROJECTS[name] for name in (args.project or sorted(PROJECTS))]
    WORK.mkdir(parents=True, exist_ok=True)
    os.environ["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    if args.setup:
        for project in chosen:
            setup(project)
        return 0
    missing = [p.name for p in chosen if not (venv(p) / "bin" / "python").exists()]
    if missing:
        raise SystemExit(f"no test environment for {', '.join(missing)}: run with --setup first")
    rows = [measure(project) for project in chosen]
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.with_suffix(".json").write_text(json.dumps(rows, indent=1) + "\n")
    out.with_suffix(".md").write_text(markdown(rows))
    print(markdown(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
