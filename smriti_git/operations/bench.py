"""Benchmark operations: ``bench swebench``, ``bench mine`` and ``bench memory`` (thin veneers over
:mod:`smriti_git.evaluation.swebench`, :mod:`smriti_git.evaluation.mine` and
:mod:`smriti_git.evaluation.memory_bench`; the memory harness ingests and recalls through
the registry's own operations, which this module hands it as an invoker)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from smriti_git.evaluation import mine
from smriti_git.operations.registry import Context, Opt, Result, group, load_all, operation

group("bench", "Benchmarks: code retrieval on SWE-bench tasks and memory recall on LoCoMo, against baselines "
      "run in the same harness.")


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


@dataclass(kw_only=True)
class MemoryScores:
    method: str
    n: int
    recall: dict[str, float | None]
    latency_p50_s: float | None
    latency_p95_s: float | None


@dataclass(kw_only=True)
class MemoryBenchResult(Result):
    conversations: int
    questions: int
    resumed: int
    methods: list[MemoryScores]
    skipped_methods: dict[str, str]
    ingest_ms_per_memory: float | None
    elapsed_s: float
    rows: str
    summary: str
    markdown: str
    smriti_git: dict[str, Any] = field(default_factory=dict)


def _render_memory(r: MemoryBenchResult) -> str:
    lines = [f"{r.conversations} conversations, {r.questions} questions scored"
             + (f" ({r.resumed} kept from an earlier run)" if r.resumed else "")
             + f"; ingest {r.ingest_ms_per_memory} ms per memory"]
    for m in r.methods:
        scores = "  ".join(f"{k} {100 * v:.1f}" for k, v in m.recall.items() if v is not None)
        lines.append(f"  {m.method:<8} {scores}  (p50 {m.latency_p50_s} s, p95 {m.latency_p95_s} s)")
    lines += [f"  {m} skipped: {why}" for m, why in r.skipped_methods.items()]
    lines += [f"  {r.elapsed_s:.0f} s; rows {r.rows}", f"  summary {r.markdown}"]
    return "\n".join(lines)


def _invoke(path: Path, name: str, /, **kwargs: Any) -> Any:
    """Run operation ``name`` on the repository at ``path`` as the MCP tools do (``Operation.invoke``)."""
    from smriti_git.evaluation.memory_bench import USER

    return load_all()[name].invoke(Context(start=path, user=USER), **kwargs)


@operation("bench.memory", read_only=False, remote=False, render=_render_memory)
def bench_memory(
    ctx: Context,
    data: Annotated[list[str] | None, Opt("LoCoMo conversation file (JSON); repeatable. Default: the files of "
                                          "../shared/bench/locomo beside the checkout.")] = None,
    method: Annotated[list[Literal["recall", "search", "bm25", "vectors"]] | None,
                      Opt("Method to run (recall, search, bm25, vectors; default all); repeatable.")] = None,
    out: Annotated[str | None, Opt("Results folder (default: bench/results/memory).")] = None,
    limit: Annotated[int | None, Opt("Ask at most the first N questions with evidence of each conversation.",
                                     min=1, max=100_000)] = None,
    resume: Annotated[bool, Opt("Keep the questions an interrupted run with the same output name finished; "
                                "run the rest.")] = False,
    work: Annotated[str | None, Opt("Keep each conversation's repository in this folder (default: a temporary "
                                    "one, removed after).")] = None,
) -> MemoryBenchResult:
    """Memory retrieval benchmark on LoCoMo conversations: recall@k of the evidence turns.

    Ingests each conversation into a fresh repository (one memory per turn, its session
    date as valid time, its dia_id as source; never the questions), asks every question
    with evidence of each --method and writes per-question rows and a summary (JSON and
    Markdown): recall@1/5/10/20 overall and per category, paired bootstrap intervals,
    ingest time per memory and latency.
    """
    from smriti_git.evaluation import memory_bench  # numpy and bm25s load only when a benchmark runs

    default = not data
    config = memory_bench.Config(data=[Path(d) for d in data] if data else memory_bench.default_data(),
                                 methods=list(method or memory_bench.METHODS), limit=limit, resume=resume,
                                 work=Path(work) if work else None)
    if out:
        config.out = Path(out)
    result = memory_bench.run(config, _invoke, ctx.progress, default_data=default)
    s = result.summary
    scores = [MemoryScores(method=name, n=m["all"]["n"], recall={k: v for k, v in m["all"].items() if k != "n"},
                           latency_p50_s=m["latency_s"]["p50"], latency_p95_s=m["latency_s"]["p95"])
              for name, m in s["methods"].items()]
    return MemoryBenchResult(
        conversations=len(s["conversations"]), questions=s["questions"]["scored"],
        resumed=s["config"]["resumed_questions"], methods=scores, skipped_methods=s["skipped_methods"],
        ingest_ms_per_memory=s["ingest"]["ms_per_memory"], elapsed_s=s["elapsed_s"], rows=str(result.rows_path),
        summary=str(result.summary_path), markdown=str(result.markdown_path), smriti_git=s["smriti_git"],
        status="partial" if s["skipped_methods"] else "ok",
    )


@dataclass(kw_only=True)
class MineResult(mine.MineReport, Result):
    """The miner's report as an operation result."""


def _render_mine(r: MineResult) -> str:
    lines = [f"{r.repo}: {r.tasks} tasks from {r.looked_at} commits (newest first from {r.head[:12]}) -> {r.out}",
             f"  {r.names_gold} name a gold function; {r.with_changelog} include changelog lines"]
    lines += [f"  rejected {count:>5}  {reason}" for reason, count in r.rejected.items()]
    return "\n".join(lines)


@operation("bench.mine", read_only=False, remote=False, render=_render_mine)
def bench_mine(
    repo: Annotated[str, Opt("The repository to mine (a git directory or work tree).")],
    out: Annotated[str, Opt("Where to write the tasks (JSONL in the SWE-bench format the harness reads).")],
    name: Annotated[str | None, Opt("owner/name for the tasks' repo field (default: from the folder, "
                                    "<owner>+<name>/repo).")] = None,
    rev: Annotated[str, Opt("Walk history back from this revision.")] = "HEAD",
    max_tasks: Annotated[int, Opt("Stop after this many tasks.", min=1, max=100_000)] = 50,
    max_commits: Annotated[int, Opt("Look at no more than this many commits.", min=1, max=10_000_000)] = 3000,
    max_files: Annotated[int, Opt("Skip commits changing more source files.", min=1, max=1000)] = 4,
    max_lines: Annotated[int, Opt("Skip commits changing more source lines.", min=1, max=1_000_000)] = 200,
    max_functions: Annotated[int, Opt("Skip commits editing more functions.", min=1, max=1000)] = 5,
    min_words: Annotated[int, Opt("Skip commits whose query has fewer words.", min=1, max=1000)] = 5,
    changelog: Annotated[bool, Opt("Add the lines a commit adds to a changelog to its query.")] = True,
) -> MineResult:
    """Mine localisation tasks from git history: query = commit message (+ changelog lines), gold = the
    functions the commit changed, base = its parent.

    Merges, bots, releases, formatting, reverts, renames and commits touching too many
    files, lines or functions are filtered, each counted with its reason. The output is
    the harness's task format: run it with `git smp bench swebench --tasks OUT --split all`.
    """
    source = Path(repo)
    owner_name = name or _name_from_folder(source)
    config = mine.MineConfig(repo=source, name=owner_name, out=Path(out), rev=rev, max_tasks=max_tasks,
                             max_commits=max_commits, changelog=changelog,
                             filters=mine.Filters(max_files=max_files, max_lines=max_lines,
                                                  max_functions=max_functions, min_words=min_words))
    report = mine.mine(config)
    return MineResult(**vars(report), status="ok" if report.tasks else "partial")


def _name_from_folder(path: Path) -> str:
    from smriti_git.errors import InvalidArgument

    folder = path.resolve()
    for part in (folder.name, folder.parent.name):
        if "+" in part:
            return part.replace("+", "/", 1)
    raise InvalidArgument(f"cannot tell owner/name from {path}: give --name owner/name")
