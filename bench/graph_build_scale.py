"""Graph cache build time on a snapshot of over 100k symbols, from real code.

No fetchable repository has 100k symbols, so this builds one commit whose tree holds
the source trees of several real repositories side by side (a monorepo of real code,
read from git objects; nothing is checked out or copied): sympy, astropy, sphinx,
pylint, xarray and pytest at SWE-bench Lite base commits, and prometheus (Go).  It indexes that commit
(cold) and builds its graph cache ``--repeat`` times from scratch.

Baseline, measured in the same run: reading every shard record of the snapshot (what
any build must do at least); the build is reported as a ratio to it.

Usage: python bench/graph_build_scale.py [--mirrors /work/.mirror] [--repeat 3]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import time
from pathlib import Path

import pygit2

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))  # this checkout's smriti_git, not the one installed (a worktree measures its own code)

from index_speed import WORK, write_json, write_markdown  # noqa: E402

SOURCES = {  # folder in the combined tree: (mirror folder, SWE-bench Lite base commit)
    "sympy": ("sympy+sympy", "8dcb12a6cf500e8738d6729ab954a261758f49ca"),
    "astropy": ("astropy+astropy", "d16bfe05a744909de4b27f5875fe0d4ed41ce607"),
    "sphinx": ("sphinx-doc+sphinx", "7bdc11e87c7d86dcc2a087eccb7a7c129a473415"),
    "pylint": ("pylint-dev+pylint", "182cc539b8154c0710fcea7e522267e42eba8899"),
    "xarray": ("pydata+xarray", "863e49066ca4d61c9adfe62aca3bf21b90e1af8c"),
    "pytest": ("pytest-dev+pytest", "6995257cf470d2143ad1683824962de4071c0eb7"),
    "prometheus": ("prometheus+prometheus", "d15adb9ad7e5d9fbde3a9a8f30200593a5a14d86"),   # Go
}


def combined_repo(mirrors: Path, sources: dict[str, tuple[Path, str]] | None = None) -> tuple[Path, str]:
    """A bare repository borrowing the mirrors' objects, with one commit of all their trees
    (``sources``: name -> (git directory, commit) instead of the mirrors of :data:`SOURCES`)."""
    chosen = sources or {name: (mirrors / folder / "repo", commit) for name, (folder, commit) in SOURCES.items()}
    target = WORK / "graph_build_scale" / "mono.git"
    if target.exists():
        shutil.rmtree(target)
    git = pygit2.init_repository(str(target), bare=True)
    alternates = [str(git_dir / "objects") for git_dir, _ in chosen.values()]
    (target / "objects" / "info" / "alternates").write_text("\n".join(alternates) + "\n")
    git = pygit2.Repository(str(target))
    builder = git.TreeBuilder()
    for name, (_, commit) in sorted(chosen.items()):
        source = git[pygit2.Oid(hex=commit)]
        assert isinstance(source, pygit2.Commit)
        builder.insert(name, source.tree_id, pygit2.enums.FileMode.TREE)
    tree = builder.write()
    who = pygit2.Signature("bench", "bench@smriti-git", 1767225600, 0)
    made = git.create_commit("refs/heads/main", who, who, "real code of six repositories side by side\n",
                             tree, [])
    return target, str(made)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mirrors", type=Path, default=Path("/work/.mirror"))
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "graph_build_scale"))
    parser.add_argument("--source", action="append", default=[],
                        help="NAME=GIT_DIR@COMMIT instead of the mirrors (repeatable; full commit ids)")
    args = parser.parse_args()
    sources = {spec.split("=", 1)[0]: (Path(spec.split("=", 1)[1].rsplit("@", 1)[0]), spec.rsplit("@", 1)[1])
               for spec in args.source}

    from smriti_git.cache import graphdb
    from smriti_git.index import snapshot
    from smriti_git.services import indexing, namespace, snapshots
    from smriti_git.storage.repo import Repo

    path, commit = combined_repo(args.mirrors, sources)
    repo = Repo.discover(path)
    namespace.init(repo)
    t0 = time.perf_counter()
    report = indexing.index(repo, commit)
    index_s = time.perf_counter() - t0
    snap = snapshots.resolve(repo, commit)
    builds, reads = [], []
    info: dict[str, object] = {}
    for _ in range(args.repeat):
        t1 = time.perf_counter()
        records = sum(1 for _ in snapshot.iter_shard_records(repo.git, snap.tree))
        reads.append(time.perf_counter() - t1)
        graphdb.close_all()
        shutil.rmtree(graphdb.folder(repo, snap), ignore_errors=True)
        t2 = time.perf_counter()
        with graphdb.open_graph(repo, snap) as graph:
            builds.append(time.perf_counter() - t2)
            info = dict(graph.info)
    build = statistics.median(builds)
    read = statistics.median(reads)
    result = {
        "sources": {name: commit_ for name, (_, commit_) in (sources or SOURCES).items()}, "commit": commit,
        "files": report.files, "symbols": report.symbols, "edges": sum(report.edges.values()),
        "shard_records": records, "cold_index_s": round(index_s, 1),
        "graph_build_s": [round(b, 2) for b in builds], "graph_build_median_s": round(build, 2),
        "baseline_read_records_s": round(read, 2), "build_vs_read_ratio": round(build / read, 2),
        "graph_symbols": info.get("symbols"), "graph_edges": info.get("edges"),
    }
    env, out = write_json(args.out, result)
    lines = ["# Graph cache build at 100k+ symbols", "",
             f"Machine: {env['platform']}, {env['cpus']} CPUs; smriti-git {str(env['smriti_git_commit'])[:12]}; "
             f"{env['date']}.", "",
             f"One commit holding the trees of {', '.join(sources or SOURCES)} (fixed commits): "
             f"{report.files} files, {report.symbols} symbols, {result['edges']} edges; cold index "
             f"{result['cold_index_s']} s.", "",
             f"Graph cache build from the snapshot's git objects: median {result['graph_build_median_s']} s "
             f"(runs {result['graph_build_s']}); reading the shard records alone (baseline, same run) "
             f"{result['baseline_read_records_s']} s; ratio {result['build_vs_read_ratio']}."]
    write_markdown(out, lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())
