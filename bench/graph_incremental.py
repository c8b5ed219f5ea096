"""The first graph query after a commit: a database derived from the previous one vs a full build.

On a fresh shared clone of a real repository (sympy by default) at a fixed commit,
indexed cold and with its graph database built:

* **one-file commits**: ``--edits`` commits each adding one statement inside one
  function (as ``bench/index_speed.py`` does), indexed in-process; then the first
  query of the new commit (``callers`` of a fixed symbol) as a long-lived process (a
  server, ``watch``) runs it: derived from the previous commit's database; and the same
  query after a full build of the same snapshot (``smp.cache.derive = false``),
  measured in the same run: the baseline;
* **larger commits**: one commit each touching 10, 50 and 150 files (one function
  each), derived and full;
* **equivalence**: for ``--check`` of the one-file commits and every larger commit,
  every symbol and edge of the derived database, the message templates and the
  dangling edges are compared with the full build's;
* **growth**: the database file after the chain of derivations vs a full build's;
* **end to end**: ``git smp callers`` in a new process after ``--cli`` one-file commits
  (indexed by a hook beforehand), derived vs full.

Usage: python bench/graph_incremental.py [--repo sympy=/work/.mirror/sympy+sympy/repo@<commit>]
       [--edits 12] [--check 3] [--cli 3]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pygit2

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))  # this checkout's smriti_git, not the one installed (a worktree measures its own code)

from index_speed import edit_commit, fresh_clone, function_sites, percentile, write_json  # noqa: E402

DEFAULT_REPO = "sympy=/work/.mirror/sympy+sympy/repo@d3b4158dea271485e3daa11bf82e69b8dab348ce"
QUERY_SYMBOL = "sympy/core/sympify.py::sympify()"
DUMP_SYMBOLS = ("MATCH (s:Symbol) RETURN s.id, s.kind, s.name, s.qualname, s.path, s.lang, s.start_line, "
                "s.end_line, s.start_byte, s.end_byte, s.parent, s.signature, s.hash, s.is_test, s.exported")
DUMP_EDGES = ("MATCH (a:Symbol)-[e]->(b:Symbol) RETURN label(e), a.id, b.id, e.resolved, e.confidence, e.line, "
              "e.col")


def _set_derive(git_dir: Path, on: bool) -> None:
    subprocess.run(["git", "--git-dir", str(git_dir), "config", "smp.cache.derive", "true" if on else "false"],
                   check=True)


def first_query(repo: Any, commit: str) -> tuple[float, dict[str, Any], int]:
    """Milliseconds from nothing built to the answer of ``callers``, the database's info and the answer's size."""
    from smriti_git.services import snapshots

    start = time.perf_counter()
    gq, _ = snapshots.graph(repo, commit)
    hops = gq.neighbors(gq.resolve(QUERY_SYMBOL), "callers")
    return (time.perf_counter() - start) * 1000, dict(gq.graph.info), len(hops)


def _dump(graph: Any) -> tuple[list[Any], list[Any], str, str]:
    return (sorted(graph.rows(DUMP_SYMBOLS)), sorted(graph.rows(DUMP_EDGES)),
            (graph.folder / "messages.json").read_text(), (graph.folder / "dangling.json").read_text())


def measure(repo: Any, git_dir: Path, commit: str, check: bool) -> dict[str, Any]:
    """Derived first query, then a full build's first query of the same snapshot (the derived
    database is put back afterwards: the next commit derives from it)."""
    from smriti_git.cache import graphdb
    from smriti_git.services import snapshots

    derived_ms, info, answer = first_query(repo, commit)
    snap = snapshots.resolve(repo, commit)
    folder = graphdb.folder(repo, snap)
    derived_dump = _dump(graphdb.open_graph(repo, snap)) if check else None
    size = (folder / "graph").stat().st_size
    graphdb.close_all()
    aside = folder.with_name(folder.name + ".derived")
    folder.rename(aside)
    _set_derive(git_dir, False)
    full_ms, full_info, full_answer = first_query(repo, commit)
    full_size = (folder / "graph").stat().st_size
    same = None
    if check:
        same = derived_dump == _dump(graphdb.open_graph(repo, snap))
        assert same, f"derived database of {commit} differs from the full build"
    graphdb.close_all()
    _set_derive(git_dir, True)
    shutil.rmtree(folder)
    aside.rename(folder)
    assert answer == full_answer and "derived" in info and "derived" not in full_info, (info, full_info)
    return {"derived_ms": round(derived_ms, 1), "full_ms": round(full_ms, 1),
            "ratio": round(derived_ms / full_ms, 3), "derived": info["derived"], "generation": info["generation"],
            "db_bytes": size, "full_db_bytes": full_size, "checked_equal": same}


def multi_edit(git: pygit2.Repository, parent: pygit2.Commit, rng: random.Random, number: int,
               sites: list[tuple[str, int]], files: int) -> pygit2.Oid:
    """One commit editing one function in each of ``files`` different files."""
    by_file: dict[str, list[tuple[str, int]]] = {}
    for site in sites:
        by_file.setdefault(site[0], []).append(site)
    chosen = rng.sample(sorted(by_file), files)
    commit = parent
    for i, path in enumerate(chosen):
        oid = edit_commit(git, commit, rng, number * 1000 + i, by_file[path])
        commit = git[oid].peel(pygit2.Commit)
    tree = commit.tree_id
    sig = pygit2.Signature("bench", "bench@example.com", parent.commit_time + number, 0)
    return git.create_commit(None, sig, sig, f"bench: {files} files", tree, [parent.id])


def cli_first_query(git_dir: Path, commit: str) -> float:
    env = {**os.environ, "GIT_DIR": str(git_dir)}
    command = [str(Path(sys.executable).with_name("git-smp")), "callers", QUERY_SYMBOL, "--rev", commit, "--json"]
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, capture_output=True, cwd=git_dir)
    return (time.perf_counter() - start) * 1000


def run(name: str, source: str, commit: str, edits: int, checks: int, cli: int,
        sizes: tuple[int, ...] = (10, 50, 150)) -> dict[str, Any]:
    from smriti_git.cache import graphdb
    from smriti_git.services import indexing, namespace, snapshots
    from smriti_git.storage.repo import Repo

    git_dir = fresh_clone(f"graph_incremental_{name}", source)
    repo = Repo.discover(git_dir)
    namespace.init(repo)
    indexing.index(repo, commit, branch="bench")
    cold_ms, cold_info, _ = first_query(repo, commit)
    sites = function_sites(git_dir, commit)
    rng = random.Random(20261202)
    parent = repo.git.revparse_single(commit).peel(pygit2.Commit)
    one_file, index_ms = [], []
    for number in range(edits):
        child = str(edit_commit(repo.git, parent, rng, number, sites))
        start = time.perf_counter()
        indexing.index(repo, child, branch="bench")
        index_ms.append((time.perf_counter() - start) * 1000)
        one_file.append(measure(repo, git_dir, child, check=number < checks))
        parent = repo.git[pygit2.Oid(hex=child)].peel(pygit2.Commit)
    larger = []
    for number, files in enumerate(sizes, start=edits):
        child = str(multi_edit(repo.git, parent, rng, number, sites, files))
        indexing.index(repo, child, branch="bench")
        larger.append({"files": files, **measure(repo, git_dir, child, check=True)})
        parent = repo.git[pygit2.Oid(hex=child)].peel(pygit2.Commit)
    cli_rows = []
    for number in range(edits + 3, edits + 3 + cli):
        child = str(edit_commit(repo.git, parent, rng, number, sites))
        indexing.index(repo, child, branch="bench")
        graphdb.close_all()
        derived = cli_first_query(git_dir, child)
        snap = snapshots.resolve(repo, child)
        folder = graphdb.folder(repo, snap)
        aside = folder.with_name(folder.name + ".derived")
        folder.rename(aside)
        _set_derive(git_dir, False)
        full = cli_first_query(git_dir, child)
        _set_derive(git_dir, True)
        shutil.rmtree(folder)
        aside.rename(folder)
        cli_rows.append({"derived_ms": round(derived, 1), "full_ms": round(full, 1)})
        parent = repo.git[pygit2.Oid(hex=child)].peel(pygit2.Commit)
    derived_ms = [r["derived_ms"] for r in one_file]
    ratios = [r["ratio"] for r in one_file]
    return {
        "repo": name, "commit": commit, "symbols": cold_info["symbols"],
        "edges": sum(cold_info["edges"].values()), "cold_first_query_ms": round(cold_ms, 1),
        "one_file_edits": edits, "index_p50_ms": round(statistics.median(index_ms), 1),
        "derived_p50_ms": round(statistics.median(derived_ms), 1),
        "derived_p95_ms": round(percentile(derived_ms, 0.95), 1),
        "full_p50_ms": round(statistics.median(r["full_ms"] for r in one_file), 1),
        "ratio_p50": round(statistics.median(ratios), 3), "ratio_p95": round(percentile(ratios, 0.95), 3),
        "checked_equal": sum(1 for r in one_file if r["checked_equal"]) + len(larger),
        "db_mb_after_chain": round(one_file[-1]["db_bytes"] / 1e6, 1),
        "full_db_mb": round(one_file[-1]["full_db_bytes"] / 1e6, 1),
        "larger": larger, "cli": cli_rows, "one_file": one_file,
    }


def to_markdown(rows: list[dict[str, Any]], env: dict[str, Any]) -> str:
    out = ["# First graph query after a commit: derived database vs full build", "",
           f"Machine: {env['platform']}, {env['cpus']} CPUs, Python {env['python']}; "
           f"smriti-git {str(env['smriti_git_commit'])[:12]}; {env['date']}.", ""]
    for r in rows:
        out += [f"## {r['repo']} ({r['commit'][:12]}): {r['symbols']} symbols, {r['edges']} edges", "",
                f"One-file commits ({r['one_file_edits']}; a statement added inside one function, indexed "
                f"beforehand, p50 {r['index_p50_ms']} ms in-process): first `callers` query in a long-lived "
                f"process, database derived from the previous commit's vs built in full (same run, same "
                f"snapshot).", "",
                "| | p50 ms | p95 ms |", "|---|---|---|",
                f"| derived | {r['derived_p50_ms']} | {r['derived_p95_ms']} |",
                f"| full build (baseline) | {r['full_p50_ms']} | |",
                f"| ratio derived / full | {r['ratio_p50']} | {r['ratio_p95']} |", "",
                "Larger commits (one function edited in each file):", "",
                "| files | derived ms | full ms | ratio | tables rewritten |", "|---|---|---|---|---|"]
        out += [f"| {x['files']} | {x['derived_ms']} | {x['full_ms']} | {x['ratio']} | "
                f"{', '.join(x['derived']['tables_rewritten'])} |" for x in r["larger"]]
        out += ["", f"Equivalence: {r['checked_equal']} derived databases compared row for row with a full build "
                f"of the same snapshot (symbols, edges, message templates, dangling edges): all equal.", "",
                f"Growth: after {r['one_file_edits'] + 3} derivations in a row the database file is "
                f"{r['db_mb_after_chain']} MB; a full build of the same snapshot {r['full_db_mb']} MB.", ""]
        if r["cli"]:
            out += ["End to end, `git smp callers` in a new process (interpreter start-up and imports included) "
                    "after a one-file commit indexed beforehand: " + "; ".join(
                        f"derived {c['derived_ms']} ms vs full {c['full_ms']} ms" for c in r["cli"]) + ".", ""]
    return "\n".join(out)


def main() -> int:
    global QUERY_SYMBOL
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repo", action="append", help="name=git_dir@commit (default: sympy)")
    parser.add_argument("--edits", type=int, default=12)
    parser.add_argument("--check", type=int, default=3)
    parser.add_argument("--cli", type=int, default=3)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "graph_incremental"))
    parser.add_argument("--symbol", default=QUERY_SYMBOL, help="the symbol whose callers each query asks for")
    parser.add_argument("--files", default="10,50,150", help="how many files the larger commits change")
    args = parser.parse_args()
    QUERY_SYMBOL = args.symbol
    rows = []
    for spec in args.repo or [DEFAULT_REPO]:
        name, rest = spec.split("=", 1)
        source, commit = rest.rsplit("@", 1)
        rows.append(run(name, source, commit, args.edits, args.check, args.cli,
                        tuple(int(n) for n in args.files.split(","))))
    env, out = write_json(args.out, rows)
    text = to_markdown(rows, env)
    out.with_suffix(".md").write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
