"""The SWE-bench retrieval harness: tasks in, per-task rows and a summary out.

For each selected task (sorted by repository, then base commit date, so that each
base commit is indexed incrementally from the previous one) the harness

1. finds the repository (:mod:`.repos`) and makes or reuses a bare shared clone under
   the work folder; a missing repository or base commit *skips* the task with a
   reason (never a zero score);
2. indexes the base commit from git objects (``indexing.index(repo, base_commit,
   branch="swebench")``) and reads every function and method of the snapshot with its
   source text (cached per shard blob between consecutive commits);
3. extracts the gold files and functions (:mod:`.gold`) and flags leakage;
4. runs every method (``prepare`` then ``rank``), timing both, and scores the top 20
   at function and file level (:mod:`.metrics`), plus packing coverage for methods that
   return packs.

:func:`run` writes the per-task JSONL and the summary (JSON and Markdown, via
:mod:`.report`).  Every method registered in :data:`methods.METHODS` by a module of
this package can be run; :func:`load_methods` imports them.
"""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import resource
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import pygit2

import smriti_git
from smriti_git.errors import InvalidArgument, SmpError
from smriti_git.evaluation import gold as gold_module
from smriti_git.evaluation import metrics, report, repos, tasks
from smriti_git.evaluation.methods import METHODS, Candidate, Method, Ranking, TaskView, Tunable
from smriti_git.evaluation.report import RunResult
from smriti_git.index import parse, snapshot
from smriti_git.model.code import CALLABLE_KINDS
from smriti_git.progress import Progress, silent
from smriti_git.services import indexing
from smriti_git.storage import objects
from smriti_git.storage.repo import Repo

INDEX_BRANCH = "swebench"
TOP = 20
_HARNESS_MODULES = frozenset({"swebench", "methods", "gold", "patches", "metrics", "repos", "report", "tasks",
                               "mine"})


def source_root() -> Path | None:
    """The smriti-git source checkout this code runs from, if it is one (has ``bench/``)."""
    root = Path(smriti_git.__file__).resolve().parents[1]
    return root if (root / "bench").is_dir() and (root / "pyproject.toml").is_file() else None


def default_dir(*parts: str) -> Path:
    root = source_root()
    return (root if root is not None else Path.cwd()).joinpath("bench", *parts)


@dataclass
class Config:
    tasks: Path
    repos: Path | None = None
    repo_map: Path | None = None
    methods: list[str] = field(default_factory=lambda: ["bm25"])
    split: str = "validation"
    limit: int | None = None
    out: Path = field(default_factory=lambda: default_dir("results", "swebench"))
    work: Path = field(default_factory=lambda: default_dir("work", "swebench"))
    fresh: bool = False
    resume: bool = False
    tune: dict[str, str] = field(default_factory=dict)
    ks: tuple[int, ...] = metrics.KS


# -- methods -----------------------------------------------------------------------------------------


def load_methods() -> dict[str, str]:
    """Import every module of this package so that its methods register; return import failures."""
    failures: dict[str, str] = {}
    package = importlib.import_module("smriti_git.evaluation")
    for info in pkgutil.iter_modules(package.__path__):
        if info.name in _HARNESS_MODULES:
            continue
        try:
            importlib.import_module(f"smriti_git.evaluation.{info.name}")
        except Exception as exc:  # an optional method's missing dependency must not hide the others
            failures[info.name] = f"{type(exc).__name__}: {exc}"
    return failures


def parse_tune(items: list[str]) -> dict[str, str]:
    params: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise InvalidArgument(f"--tune takes key=value, not {item!r}")
        params[key.strip()] = value.strip()
    return params


def check(config: Config) -> None:
    """Refuse configurations that would let anyone fool themselves."""
    if config.split not in tasks.SPLITS:
        raise InvalidArgument(f"--split must be one of {', '.join(tasks.SPLITS)}")
    if config.tune and config.split != "validation":
        raise InvalidArgument(f"tuning may only look at the validation split: --tune cannot be combined with "
                              f"--split {config.split}")
    if config.repos is None and config.repo_map is None:
        raise InvalidArgument("give --repos DIR or --repo-map FILE")
    if config.repos is not None and not config.repos.is_dir():
        raise InvalidArgument(f"--repos {config.repos} is not a folder")
    if not config.methods:
        raise InvalidArgument("give at least one --method")
    if len(set(config.methods)) != len(config.methods):
        raise InvalidArgument("a --method is given twice")
    failures = load_methods()
    unknown = [m for m in config.methods if m not in METHODS]
    if unknown:
        known = ", ".join(sorted(METHODS)) or "none"
        extra = "; modules that failed to import: " + "; ".join(f"{k} ({v})" for k, v in failures.items()) \
            if failures else ""
        raise InvalidArgument(f"unknown method(s) {', '.join(unknown)} (known: {known}){extra}")


def instantiate(config: Config) -> dict[str, Method]:
    made: dict[str, Method] = {}
    for name in config.methods:
        method = METHODS[name]()
        if config.tune:
            if not isinstance(method, Tunable):
                raise InvalidArgument(f"method {name} takes no parameters (--tune): it is a fixed baseline")
            try:
                method.configure(dict(config.tune))
            except ValueError as exc:
                raise InvalidArgument(f"method {name}: {exc}") from None
        made[name] = method
    return made


# -- candidates -------------------------------------------------------------------------------------


class CandidateReader:
    """Functions and methods of a snapshot with their text, reused per shard blob between snapshots."""

    def __init__(self) -> None:
        self._cache: dict[str, list[Candidate]] = {}

    def read(self, git: pygit2.Repository, snap: snapshot.SnapshotInfo) -> list[Candidate]:
        fresh: dict[str, list[Candidate]] = {}
        out: list[Candidate] = []
        for _, oid in objects.iter_tree(git, pygit2.Oid(hex=snap.tree), snapshot.FILES.rstrip("/")):
            key = str(oid)
            found = self._cache.get(key)
            if found is None:
                found = self._candidates(git, snapshot.shard_from_record(
                    objects.read_record(git, oid, expect_kind="codefile")))
            fresh[key] = found
            out.extend(found)
        self._cache = fresh
        return out

    @staticmethod
    def _candidates(git: pygit2.Repository, shard: snapshot.Shard) -> list[Candidate]:
        wanted = [s for s in shard.symbols if s.kind in CALLABLE_KINDS]
        if not wanted:
            return []
        data = snapshot.read_source(git, shard.blob, shard.lang)
        return [Candidate(id=s.id, path=shard.path, kind=s.kind, name=s.name, qualname=s.qualname,
                          start_line=s.span.start_line, end_line=s.span.end_line, content_hash=s.content_hash,
                          text=data[s.span.start_byte:s.span.end_byte].decode("utf-8", "replace"),
                          is_test=s.is_test) for s in wanted]


# -- scoring one task -------------------------------------------------------------------------------


def packing(gold: list[str], ranking: Ranking) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for budget, packed in sorted(ranking.packed.items()):
        bodies = set(packed.full_bodies)
        out[str(budget)] = {
            "budget": packed.budget, "tokens": packed.tokens, "full_bodies": len(bodies),
            "over_budget": packed.tokens > packed.budget,
            "gold_covered": (len(bodies & set(gold)) / len(gold)) if gold else None,
        }
    return out


def task_rows(task: tasks.Task, methods: list[str], skipped: str | None, **extra: Any) -> list[dict[str, Any]]:
    base = {"instance_id": task.instance_id, "repo": task.repo, "base_commit": task.base_commit,
            "split": task.split, "skipped": skipped}
    return [{**base, "method": m, **extra} for m in methods]


@dataclass
class Outcome:
    rows: list[dict[str, Any]]
    index: dict[str, Any] | None = None


def score_task(task: tasks.Task, repo: Repo, made: dict[str, Method], reader: CandidateReader,
               ks: tuple[int, ...]) -> Outcome:
    """Index the base commit, extract gold, run and score every method on one task."""
    names = list(made)
    repos.point_head(repo, task.base_commit)
    started = time.perf_counter()
    try:
        indexed = indexing.index(repo, task.base_commit, branch=INDEX_BRANCH)
    except SmpError as exc:
        return Outcome(task_rows(task, names, f"index failed: {exc.message}"))
    index_s = time.perf_counter() - started
    index_info = {"mode": indexed.mode, "seconds": round(index_s, 4), "parsed_files": indexed.parsed,
                  "files": indexed.files, "symbols": indexed.symbols}
    snap = snapshot.info(repo.git, indexed.snapshot, indexed.ref)
    try:
        gold = gold_module.extract(repo.git, task.base_commit, task.patch, snap.tree)
    except InvalidArgument as exc:
        return Outcome(task_rows(task, names, f"gold patch unreadable: {exc.message}"), index_info)
    leaked = gold_module.leaked_lines(task.problem_statement, task.patch)
    gold_record = asdict(gold)
    if not gold.files:
        return Outcome(task_rows(task, names, "gold patch modifies no file present at the base commit",
                                 gold=gold_record), index_info)
    candidates = reader.read(repo.git, snap)
    candidate_ids = {c.id for c in candidates}
    candidate_files = {c.path for c in candidates}
    view = TaskView(repo=repo, snapshot=snap, candidates=candidates, query=task.problem_statement)
    depth = max(ks)
    rows: list[dict[str, Any]] = []
    for name, method in made.items():
        error = None
        prepare_s = query_s = 0.0
        ranking = Ranking([], [])
        try:
            t0 = time.perf_counter()
            method.prepare(view)
            prepare_s = time.perf_counter() - t0
            t1 = time.perf_counter()
            ranking = method.rank(view, depth)
            query_s = time.perf_counter() - t1
        except Exception as exc:  # a failing method is scored as returning nothing, and counted
            error = f"{type(exc).__name__}: {exc}\n{traceback.format_exc(limit=4)}"
        functions = metrics.dedupe(str(f) for f in ranking.functions)
        files = metrics.dedupe(str(f) for f in ranking.files)
        rows.append({
            "instance_id": task.instance_id, "repo": task.repo, "base_commit": task.base_commit,
            "split": task.split, "skipped": None, "method": name, "error": error,
            "leaked": bool(leaked), "leaked_lines": leaked, "gold": gold_record,
            "gold_functions_not_candidates": sorted(set(gold.functions) - candidate_ids),
            "gold_files_without_candidates": sorted(set(gold.files) - candidate_files),
            "candidates": len(candidates),
            "top_functions": functions[:TOP], "top_files": files[:TOP],
            "function_metrics": metrics.score(gold.functions, functions, ks) if gold.functions else None,
            "file_metrics": metrics.score(gold.files, files, ks),
            "packing": packing(gold.functions, ranking),
            "timings": {"snapshot_index_s": round(index_s, 4), "index_mode": indexed.mode,
                        "parsed_files": indexed.parsed, "prepare_s": round(prepare_s, 4),
                        "query_s": round(query_s, 4), "method_reported_query_s": round(ranking.seconds, 4)},
        })
    return Outcome(rows, index_info)


# -- the run ----------------------------------------------------------------------------------------


@dataclass
class Plan:
    """Tasks grouped by repository, in indexing order, and the ones skipped before indexing."""

    groups: list[tuple[str, Repo, list[tasks.Task]]]
    skipped: list[tuple[tasks.Task, str]]
    reused: list[str]                      # repositories whose clone (and parse cache) an earlier run made


def plan(config: Config, chosen: list[tasks.Task], progress: Progress = silent,
         cloned: dict[str, tuple[Repo, bool]] | None = None) -> Plan:
    """``chosen`` grouped by repository (cloned, or reused from ``cloned``) and base commit
    time; tasks whose repository or base commit is missing are skipped, with the reason."""
    cloned = {} if cloned is None else cloned
    repo_map = repos.load_map(config.repo_map) if config.repo_map is not None else None
    by_repo: dict[str, list[tasks.Task]] = {}
    for task in chosen:
        by_repo.setdefault(task.repo, []).append(task)
    groups: list[tuple[str, Repo, list[tasks.Task]]] = []
    skipped: list[tuple[tasks.Task, str]] = []
    reused: list[str] = []
    for number, name in enumerate(sorted(by_repo)):
        progress("clone", number, len(by_repo))
        source = repos.find_source(name, config.repos, repo_map)
        if source is None:
            skipped += [(t, f"repository not available: {name}") for t in by_repo[name]]
            continue
        if name not in cloned:
            cloned[name] = repos.clone(source, config.work, name, fresh=config.fresh)
        repo, was_there = cloned[name]
        if was_there and name not in reused:
            reused.append(name)
        present = []
        for task in by_repo[name]:
            if repos.has_commit(repo.git, task.base_commit):
                present.append(task)
            else:
                skipped.append((task, f"base commit absent: {task.base_commit[:12]} not in {name}"))
        if present:
            groups.append((name, repo, _in_commit_order(repo, present)))
    return Plan(groups, skipped, reused)


def _in_commit_order(repo: Repo, group: list[tasks.Task]) -> list[tasks.Task]:
    return sorted(group, key=lambda t: (repos.commit_time(repo.git, t.base_commit), t.base_commit, t.instance_id))


def choose(config: Config, in_split: list[tasks.Task], progress: Progress = silent) -> tuple[list[tasks.Task], Plan]:
    """The tasks a run considers and their plan.  ``--limit N`` counts tasks that can be
    scored: tasks are taken in id-hash order, and each one skipped (repository or base
    commit missing) is replaced by the next, until N can be scored or the split runs out."""
    if config.limit is None:
        return in_split, plan(config, in_split, progress)
    tasks.select(in_split, "all", config.limit)          # refuses a limit below 1
    ordered = sorted(in_split, key=lambda t: tasks.id_hash(t.instance_id))
    cloned: dict[str, tuple[Repo, bool]] = {}
    by_repo: dict[str, tuple[Repo, list[tasks.Task]]] = {}
    skipped: list[tuple[tasks.Task, str]] = []
    reused: list[str] = []
    taken = scorable = 0
    while scorable < config.limit and taken < len(ordered):
        batch = ordered[taken:taken + config.limit - scorable]
        taken += len(batch)
        part = plan(config, batch, progress, cloned)
        skipped += part.skipped
        reused += [name for name in part.reused if name not in reused]
        for name, repo, group in part.groups:
            by_repo.setdefault(name, (repo, []))[1].extend(group)
            scorable += len(group)
    groups = [(name, repo, _in_commit_order(repo, group)) for name, (repo, group) in sorted(by_repo.items())]
    return ordered[:taken], Plan(groups, skipped, reused)


def finished_rows(path: Path, methods: list[str]) -> dict[str, list[dict[str, Any]]]:
    """Rows of an earlier run's tasks that every method finished, by instance id (for ``--resume``)."""
    if not path.is_file():
        return {}
    by_task: dict[str, list[dict[str, Any]]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(line)
        except ValueError:                 # a line cut short by a kill: that task runs again
            continue
        if row.get("skipped") is None:     # skipped tasks are re-planned: the reason may have gone
            by_task.setdefault(row["instance_id"], []).append(row)
    return {tid: sorted(rs, key=lambda r: methods.index(r["method"])) for tid, rs in by_task.items()
            if sorted(r["method"] for r in rs) == sorted(methods)}


def keep_finished(path: Path, finished: dict[str, list[dict[str, Any]]]) -> None:
    """Rewrite the rows file with only the finished tasks' rows, atomically (a kill loses nothing)."""
    if not finished:
        return
    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("w", encoding="utf-8") as handle:
        for earlier in finished.values():
            for row in earlier:
                handle.write(report.dumps(row) + "\n")
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)


def index_record_of(rows: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The index record of a task scored by an earlier run, rebuilt from its rows' timings."""
    timings = rows[0].get("timings") if rows else None
    if not timings:
        return None
    return {"mode": timings["index_mode"], "seconds": timings["snapshot_index_s"],
            "parsed_files": timings["parsed_files"]}


def iter_rows(config: Config, scheduled: Plan, made: dict[str, Method], progress: Progress = silent,
              finished: dict[str, list[dict[str, Any]]] | None = None,
              ) -> Iterator[tuple[list[dict[str, Any]], dict[str, Any] | None]]:
    """Rows of every task (skipped ones first), with each task's index record.

    Tasks in ``finished`` (an earlier run's complete rows) are not run again.  Skipping
    them breaks the incremental chain of base commits, so the next task indexes from the
    nearest snapshot instead (the result is identical).
    """
    names = list(made)
    finished = finished or {}
    for task, reason in scheduled.skipped:
        yield task_rows(task, names, reason), None
    total = sum(len(g) for _, _, g in scheduled.groups)
    done = 0
    for _, repo, group in scheduled.groups:
        parse.clear_memory()               # the indexer's in-process facts cache is per repository here
        reader = CandidateReader()
        for task in group:
            progress("tasks", done, total)
            if task.instance_id in finished:
                done += 1
                continue
            outcome = score_task(task, repo, made, reader, config.ks)
            done += 1
            yield outcome.rows, outcome.index
        progress("tasks", done, total)


def peak_rss_mb() -> dict[str, float]:
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return {"self": round(own, 1), "children": round(kids, 1)}


def output_stem(config: Config) -> str:
    stem = f"{config.tasks.stem}-{config.split}-{'+'.join(config.methods)}"
    if config.limit is not None:
        stem += f"-limit{config.limit}"
    if config.tune:
        stem += "-tuned"
    return stem


def run(config: Config, progress: Progress = silent,
        on_task: Callable[[list[dict[str, Any]]], None] | None = None) -> RunResult:
    """Run every method on the selected tasks and write the per-task rows and the summary."""
    started = time.perf_counter()
    code = report.smriti_commit()["commit"]
    check(config)
    all_tasks = tasks.load(config.tasks)
    in_split = tasks.select(all_tasks, config.split)
    made = instantiate(config)
    chosen, scheduled = choose(config, in_split, progress)
    config.out.mkdir(parents=True, exist_ok=True)
    stem = output_stem(config)
    rows_path = config.out / f"{stem}.tasks.jsonl"
    rows: list[dict[str, Any]] = []
    index_records: list[dict[str, Any]] = []
    finished = finished_rows(rows_path, config.methods) if config.resume else {}
    chosen_ids = {t.instance_id for t in chosen}
    finished = {tid: rs for tid, rs in finished.items() if tid in chosen_ids}
    keep_finished(rows_path, finished)
    for earlier in finished.values():
        rows.extend(earlier)
        record = index_record_of(earlier)
        if record is not None:
            index_records.append(record)
    with rows_path.open("a" if finished else "w", encoding="utf-8") as handle:
        for task_rows_, index_record in iter_rows(config, scheduled, made, progress, finished):
            for row in task_rows_:
                row["smriti_commit"] = code        # resumed runs may mix commits: each row says which
                handle.write(report.dumps(row) + "\n")
            handle.flush()
            rows.extend(task_rows_)
            if index_record is not None:
                index_records.append(index_record)
            if on_task is not None:
                on_task(task_rows_)
    params = {name: dict(getattr(m, "params", {}) or {}) for name, m in made.items()}
    summary = report.summarise(
        rows, index_records,
        config={**config_record(config, len(all_tasks), len(in_split), len(chosen), params, scheduled.reused),
                "resumed_tasks": len(finished)},
        ks=config.ks, methods=config.methods, elapsed_s=time.perf_counter() - started, rss=peak_rss_mb())
    summary_path = config.out / f"{stem}.json"
    markdown_path = config.out / f"{stem}.md"
    summary_path.write_text(report.dumps(summary, indent=2) + "\n", encoding="utf-8")
    markdown_path.write_text(report.markdown(summary), encoding="utf-8")
    return RunResult(summary, rows_path, summary_path, markdown_path)


def config_record(config: Config, in_file: int, in_split: int, selected: int,
                  params: dict[str, dict[str, Any]], reused: list[str]) -> dict[str, Any]:
    return {
        "tasks_file": str(config.tasks), "tasks_sha256": tasks.file_sha256(config.tasks),
        "tasks_in_file": in_file, "tasks_in_split": in_split, "tasks_selected": selected,
        "split": config.split,
        "split_rule": f"validation iff int(sha256(instance_id)[:8], 16) < {tasks.VALIDATION_SHARE} * 2**32",
        "limit": config.limit, "limit_rule": "the first N tasks of the split by sha256(instance_id) that can be "
                                             "scored (a skipped task is replaced by the next)",
        "methods": list(config.methods), "method_params": params, "tune": dict(config.tune),
        "ks": list(config.ks), "mrr_cutoff": max(config.ks),
        "bootstrap": {"resamples": metrics.BOOTSTRAP_RESAMPLES, "seed": metrics.BOOTSTRAP_SEED},
        "leak_rule": f"an added line of the gold patch (whitespace-normalised, >= {gold_module.MIN_LEAK_CHARS} "
                     "chars, not also a removed line) appears in the problem statement",
        "repos": str(config.repos) if config.repos else None,
        "repo_map": str(config.repo_map) if config.repo_map else None,
        "work": str(config.work), "fresh_clones": config.fresh, "reused_clones": reused,
        "index_ref": f"refs/smp/index/{INDEX_BRANCH}",
    }
