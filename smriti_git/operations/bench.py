"""Benchmark operations: ``bench swebench`` (a thin veneer over :mod:`smriti_git.evaluation.swebench`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from smriti_git.operations.registry import Context, Opt, Result, group, operation

group("bench", "Benchmarks: retrieval on SWE-bench tasks, against baselines run in the same harness.")


@dataclass(kw_only=True)
class MethodScores:
    method: str
    function_n: int
    function_acc: dict[str, float | None]
    file_n: int
    file_acc: dict[str, float | None]
    errors: int


@dataclass(kw_only=True)
class SwebenchResult(Result):
    split: str
    selected: int
    scored: int
    skipped: int
    skipped_by_reason: dict[str, int]
    no_function_gold: int
    leaked: int
    methods: list[MethodScores]
    elapsed_s: float
    rows: str
    summary: str
    markdown: str
    smriti_git: dict[str, Any] = field(default_factory=dict)


def _render(r: SwebenchResult) -> str:
    lines = [f"split {r.split}: {r.selected} tasks, {r.scored} scored, {r.skipped} skipped"
             + (" (" + ", ".join(f"{k}: {v}" for k, v in r.skipped_by_reason.items()) + ")" if r.skipped else ""),
             f"  {r.no_function_gold} tasks edit no function (file level only); {r.leaked} leaked"]
    for m in r.methods:
        fn = "  ".join(f"{k} {100 * v:.1f}" for k, v in m.function_acc.items() if v is not None)
        fl = "  ".join(f"{k} {100 * v:.1f}" for k, v in m.file_acc.items() if v is not None)
        lines.append(f"  {m.method:<12} function (n={m.function_n}): {fn}")
        lines.append(f"  {'':<12} file     (n={m.file_n}): {fl}" + (f"  [{m.errors} errors]" if m.errors else ""))
    lines += [f"  {r.elapsed_s:.0f} s; rows {r.rows}", f"  summary {r.markdown}"]
    return "\n".join(lines)


@operation("bench.swebench", read_only=False, remote=False, render=_render)
def bench_swebench(
    ctx: Context,
    tasks: Annotated[str, Opt("SWE-bench task file (JSONL: Lite, Verified, ...).")],
    repos: Annotated[str | None, Opt("Folder holding the source repositories (<owner>+<name>/repo, "
                                     "<owner>__<name>, <owner>/<name>, <name>, <name>.git).")] = None,
    repo_map: Annotated[str | None, Opt("JSON file mapping \"owner/name\" to a git directory.")] = None,
    method: Annotated[list[str] | None, Opt("Retrieval method to run (bm25, ...); repeatable.")] = None,
    split: Annotated[Literal["validation", "test", "all"], Opt("Which tasks: the fixed split by a hash of the "
                                                               "instance id.")] = "validation",
    limit: Annotated[int | None, Opt("Run only the first N tasks of the split (by id hash).",
                                     min=1, max=100_000)] = None,
    out: Annotated[str | None, Opt("Results folder (default: bench/results/swebench).")] = None,
    work: Annotated[str | None, Opt("Folder for the shared clones and their snapshots (default: "
                                    "bench/work/swebench).")] = None,
    fresh: Annotated[bool, Opt("Re-clone the repositories first (cold index and caches).")] = False,
    resume: Annotated[bool, Opt("Keep the tasks an interrupted run with the same output name finished; "
                                "run the rest.")] = False,
    tune: Annotated[list[str] | None, Opt("Method parameter under trial, key=value; repeatable. Validation "
                                          "split only.")] = None,
) -> SwebenchResult:
    """Retrieval benchmark on SWE-bench tasks: function- and file-level Acc@k, recall@k, MRR.

    Reads each task's base commit straight from git objects, maps the gold patch to the
    functions it edits, runs every --method and writes per-task rows and a summary
    (JSON and Markdown) naming the smriti-git commit, the split and the machine.
    """
    from smriti_git.evaluation import swebench  # numpy and bm25s load only when a benchmark runs

    config = swebench.Config(
        tasks=Path(tasks), repos=Path(repos) if repos else None, repo_map=Path(repo_map) if repo_map else None,
        methods=list(method or ["bm25"]), split=split, limit=limit, fresh=fresh, resume=resume,
        tune=swebench.parse_tune(list(tune or [])),
    )
    if out:
        config.out = Path(out)
    if work:
        config.work = Path(work)
    result = swebench.run(config, ctx.progress)
    s = result.summary
    totals = s["tasks"]["totals"]
    scores = [MethodScores(method=name, function_n=m["function"]["all"]["n"],
                           function_acc={f"acc@{k}": m["function"]["all"].get(f"acc@{k}") for k in s["ks"]},
                           file_n=m["file"]["all"]["n"],
                           file_acc={f"acc@{k}": m["file"]["all"].get(f"acc@{k}") for k in s["ks"]},
                           errors=m["errors"]) for name, m in s["methods"].items()]
    return SwebenchResult(
        split=s["split"], selected=totals.get("selected", 0), scored=totals.get("scored", 0),
        skipped=totals.get("skipped", 0), skipped_by_reason=s["tasks"]["skipped_by_reason"],
        no_function_gold=totals.get("no_function_gold", 0), leaked=totals.get("leaked", 0), methods=scores,
        elapsed_s=s["elapsed_s"], rows=str(result.rows_path), summary=str(result.summary_path),
        markdown=str(result.markdown_path), smriti_git=s["smriti_git"],
        status="partial" if totals.get("skipped", 0) else "ok",
    )
