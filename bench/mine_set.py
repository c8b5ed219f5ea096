"""Mine the retrieval tuning set: ``bench mine`` over every repository of ``bench/mined/sources.json``.

Each repository is read from ``--repos`` (``<owner>+<name>/repo``, as ``fetch`` lays them
out) at its pinned commit.  The tasks of all repositories go to one JSONL file (default
``bench/mined/mined.jsonl``) and the counts, with every filter's rejections, to
``bench/mined/mined.md``.  Run the harness on it with ``--split all``: no task is from
SWE-bench, and the learned ranker is validated by holding out whole repositories.

Usage: python bench/mine_set.py [--repos /work/.mirror] [--out bench/mined/mined.jsonl]
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from smriti_git.evaluation import mine

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repos", default="/work/.mirror")
    parser.add_argument("--sources", default=str(ROOT / "bench" / "mined" / "sources.json"))
    parser.add_argument("--out", default=str(ROOT / "bench" / "mined" / "mined.jsonl"))
    args = parser.parse_args()
    sources = json.loads(Path(args.sources).read_text())
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    lines: list[str] = []
    table = ["| repository | commit | looked at | tasks | name a gold function | with changelog lines | "
             "rejected (most common reasons) |", "|---|---|---|---|---|---|---|"]
    with tempfile.TemporaryDirectory() as tmp:
        for name, rev in sources["repos"].items():
            part = Path(tmp) / (name.replace("/", "+") + ".jsonl")
            config = mine.MineConfig(repo=Path(args.repos) / name.replace("/", "+") / "repo", name=name, out=part,
                                     rev=rev, max_tasks=int(sources.get("max_tasks", 30)))
            report = mine.mine(config)
            lines += part.read_text().splitlines()
            reasons = "; ".join(f"{reason} {count}" for reason, count in list(report.rejected.items())[:4])
            table.append(f"| {name} | {rev[:10]} | {report.looked_at} | {report.tasks} | {report.names_gold} | "
                         f"{report.with_changelog} | {reasons} |")
            print(table[-1], flush=True)
    out.write_text("\n".join(lines) + "\n")
    filters = mine.Filters()
    summary = [f"# Mined tasks ({len(lines)})", "",
               f"Made by `python bench/mine_set.py` from `{Path(args.sources).name}`; filters: {filters}.", "",
               *table, ""]
    out.with_suffix(".md").write_text("\n".join(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
