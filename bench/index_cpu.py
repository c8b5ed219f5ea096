"""CPU time of parsing and of linking, before and after a change: less sensitive to a busy
machine than the wall time ``index_speed_before_after.py`` measures.

Per repository and side (``--before REV``, checked out into a scratch folder as
``index_speed_before_after.py`` does, and this checkout), ``--repeat`` fresh processes,
sides alternating.  Each process reads the indexed files' blobs, then measures its own CPU
time (user + system) for

* parse: every file parsed as a parse worker does it, in batches of 24, each batch's facts
  pickled (what crossing to the main process costs the worker), garbage collection on;
* link: ``Linker(facts).link_all()`` over those facts, as the indexer links (collection
  paused).

Reported: the minimum and the median of each, and their ratios (after / before).

Usage:
    python bench/index_cpu.py --before 204153c --repo jsoup=/path/to/jsoup.git@<commit> ... \
        [--repeat 5] [--out ...]
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))  # this checkout's smriti_git, not the one installed (a worktree measures its own code)

from index_speed import WORK, write_json, write_markdown  # noqa: E402
from index_speed_before_after import run_before_after  # noqa: E402

CHILD = """
import gc, json, pickle, sys, time
import pygit2
from smriti_git.index import parse
from smriti_git.index.files import Selector
from smriti_git.index.link import Linker, paused_gc
git = pygit2.Repository(sys.argv[1])
tree = git.revparse_single(sys.argv[2]).peel(pygit2.Commit).tree_id
files = sorted(Selector(git, tree).select().files.values(), key=lambda f: f.path)
data = [(f.path, f.lang, git[pygit2.Oid(hex=f.blob)].data) for f in files]
facts = {}
start = time.process_time()
for first in range(0, len(data), 24):
    batch = [parse.parse_source(p, lang, blob) for p, lang, blob in data[first:first + 24]]
    pickle.dumps(batch, protocol=pickle.HIGHEST_PROTOCOL)
    facts.update((f.path, f) for f in batch)
parsed = time.process_time() - start
start = time.process_time()
with paused_gc():
    Linker(facts).link_all()
print(json.dumps({"files": len(data), "parse_s": parsed, "link_s": time.process_time() - start}))
"""


def measure(source: Path, git_dir: str, commit: str) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": str(source)}
    WORK.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([sys.executable, "-c", CHILD, git_dir, commit], capture_output=True, text=True,
                          check=True, env=env, cwd=WORK)   # cwd: not a checkout, whose smriti_git would win
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def compare(name: str, git_dir: str, commit: str, before: Path, repeat: int) -> dict[str, Any]:
    runs: dict[str, list[dict[str, Any]]] = {"before": [], "after": []}
    for n in range(repeat):
        order = (("before", before), ("after", ROOT)) if n % 2 == 0 else (("after", ROOT), ("before", before))
        for side, source in order:
            runs[side].append(measure(source, git_dir, commit))
            print(f"{name} {side} run {n + 1}: parse {runs[side][-1]['parse_s']:.3f} s, "
                  f"link {runs[side][-1]['link_s']:.3f} s", file=sys.stderr)
    row: dict[str, Any] = {"repo": name, "commit": commit, "files": runs["after"][-1]["files"]}
    for side, results in runs.items():
        for phase in ("parse_s", "link_s"):
            values = [r[phase] for r in results]
            row[f"{side}_{phase}"] = {"min": round(min(values), 3), "median": round(statistics.median(values), 3)}
    for phase in ("parse_s", "link_s"):
        row[f"ratio_{phase}"] = round(row[f"after_{phase}"]["min"] / row[f"before_{phase}"]["min"], 3)
    return row


def main() -> None:
    args, before, load, rows = run_before_after(__doc__.splitlines()[0], "index_cpu", 5, compare)
    env, out = write_json(args.out, rows)
    lines = ["# Parse and link CPU time, before and after", "",
             f"Before: smriti-git {before.name}; after: {str(env['smriti_git_commit'])[:12]}; {env['cpus']} CPUs, "
             f"load average at start {load:.1f}; {env['date']}. {args.repeat} fresh processes per side, "
             "alternating; CPU seconds (user + system), min / median.", "",
             "| repo | files | parse before | parse after | parse after / before (min) | link before | link after "
             "| link after / before (min) |", "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        cells = [f"{r[f'{side}_{phase}']['min']} / {r[f'{side}_{phase}']['median']}"
                 for phase in ("parse_s", "link_s") for side in ("before", "after")]
        lines.append(f"| {r['repo']} | {r['files']} | {cells[0]} | {cells[1]} | {r['ratio_parse_s']:.2f} | "
                     f"{cells[2]} | {cells[3]} | {r['ratio_link_s']:.2f} |")
    write_markdown(out, lines)


if __name__ == "__main__":
    main()
