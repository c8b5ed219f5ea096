"""The memory benchmark harness (``bench memory``): LoCoMo conversations in, per-question rows
and a summary out.

For each conversation (:mod:`.locomo`) the harness

1. makes a fresh git repository (a temporary folder, or ``<work>/<conversation>``), runs
   ``init`` there and ingests every turn with ``remember`` (content ``Speaker: text [shares
   a photo: caption]``, ``source`` = its ``dia_id``, ``valid_from`` = its session's time),
   through the registry's operations exactly as the MCP tools call them: the caller passes
   an :class:`Invoke` (``operations/bench.py`` gives one running ``Operation.invoke``), so
   this layer never imports the operations;
2. prepares every method (``recall`` and ``search`` warm up on a fixed query: the first
   recall embeds the memories; ``bm25`` and ``vectors`` index the turns);
3. asks every question that names evidence and scores the top 20 sources returned:
   recall@k = share of the question's evidence ``dia_id``\\ s among the top k.

Methods: ``recall`` (the full recall pipeline), ``search`` (recall's similarity-only
mode), ``bm25`` (bm25s over the same contents, English stop words) and ``vectors`` (plain
cosine similarity of the configured embedding model over the same contents; skipped with
its reason when the ``vectors`` extra is missing).  Rows are written as each question is
scored, so ``resume`` keeps an interrupted run's finished questions.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from smriti_git.errors import InvalidArgument
from smriti_git.evaluation import locomo, memory_report, metrics, report
from smriti_git.evaluation.report import RunResult
from smriti_git.evaluation.swebench import default_dir, source_root
from smriti_git.progress import Progress, silent

METHODS: tuple[str, ...] = ("recall", "search", "bm25", "vectors")
TOP = 20
USER = "locomo"
WARM_UP = "hello"
"""The query each recall method answers once before the questions (embeds the memories); never a question."""
MARKER = ".smp-locomo"
"""A file the harness writes into each repository it makes under ``--work``: it removes only those."""


class Invoke(Protocol):
    """Runs the registry's operation ``name`` against the repository at ``path``."""

    def __call__(self, path: Path, name: str, /, **kwargs: Any) -> Any: ...


@dataclass
class Config:
    data: list[Path]
    methods: list[str] = field(default_factory=lambda: list(METHODS))
    out: Path = field(default_factory=lambda: default_dir("results", "memory"))
    work: Path | None = None
    limit: int | None = None
    resume: bool = False
    ks: tuple[int, ...] = metrics.KS


def default_data() -> list[Path]:
    """The shared LoCoMo conversations: ``../shared/bench/locomo`` beside the checkout."""
    root = source_root()
    folder = (root if root is not None else Path.cwd()).parent / "shared" / "bench" / "locomo"
    files = sorted(folder.glob("*.json")) if folder.is_dir() else []
    if not files:
        raise InvalidArgument(f"no LoCoMo files in {folder}: give --data FILE")
    return files


# -- methods ----------------------------------------------------------------------------------------


class Method(Protocol):
    name: str

    def prepare(self, path: Path, conversation: locomo.Conversation) -> None: ...

    def rank(self, query: str, k: int) -> list[str]: ...


class RecallMethod:
    """The ``recall`` operation in one of its modes; the ranking is the returned memories' sources."""

    def __init__(self, name: str, mode: str, invoke: Invoke) -> None:
        self.name, self._mode, self._invoke = name, mode, invoke
        self._path: Path | None = None

    def prepare(self, path: Path, conversation: locomo.Conversation) -> None:
        self._path = path
        self.rank(WARM_UP, TOP)

    def rank(self, query: str, k: int) -> list[str]:
        assert self._path is not None, "prepare() first"
        found = self._invoke(self._path, "recall", query=query, mode=self._mode, limit=k)
        return [str(e.source) for e in found.engrams]


class BM25Method:
    """bm25s (Lucene BM25, k1 1.5, b 0.75) over the turns' contents, English stop words removed."""

    name = "bm25"

    def __init__(self) -> None:
        self._ids: list[str] = []
        self._retriever: Any = None

    def prepare(self, path: Path, conversation: locomo.Conversation) -> None:
        import bm25s

        self._ids = [t.dia_id for t in conversation.turns]
        corpus = bm25s.tokenize([t.content for t in conversation.turns], stopwords="en", return_ids=False,
                                show_progress=False)
        self._retriever = bm25s.BM25()
        self._retriever.index(corpus, show_progress=False)

    def rank(self, query: str, k: int) -> list[str]:
        import bm25s
        import numpy as np

        (tokens,) = bm25s.tokenize([query], stopwords="en", return_ids=False, show_progress=False)
        if not tokens:
            return []
        scores = np.asarray(self._retriever.get_scores(tokens), dtype=float)
        positive = np.flatnonzero(scores > 0)
        order = positive[np.argsort(-scores[positive], kind="stable")]
        return [self._ids[i] for i in order[:k]]


class VectorsMethod:
    """Exact cosine similarity of the repository's embedding model over the turns' contents."""

    name = "vectors"

    def __init__(self) -> None:
        self._ids: list[str] = []
        self._matrix: Any = None
        self._embedder: Any = None

    def prepare(self, path: Path, conversation: locomo.Conversation) -> None:
        from smriti_git.cache import embedder
        from smriti_git.storage.repo import Repo

        self._embedder = embedder.shared(Repo.discover(path))
        self._ids = [t.dia_id for t in conversation.turns]
        self._matrix = self._embedder.embed_documents([t.content for t in conversation.turns])

    def rank(self, query: str, k: int) -> list[str]:
        import numpy as np

        scores = self._matrix @ self._embedder.embed_query(query)
        order = np.argsort(-scores, kind="stable")[:k]
        return [self._ids[i] for i in order]


def unavailable(name: str) -> str | None:
    """Why ``name`` cannot run here, or None."""
    if name == "vectors":
        from smriti_git.cache import embedder

        if not embedder.available():
            return f"the vectors extra is not installed ({embedder.EXTRA_HINT})"
    return None


def check(config: Config) -> None:
    if not config.methods:
        raise InvalidArgument("give at least one --method")
    unknown = [m for m in config.methods if m not in METHODS]
    if unknown:
        raise InvalidArgument(f"unknown method(s) {', '.join(unknown)} (known: {', '.join(METHODS)})")
    if len(set(config.methods)) != len(config.methods):
        raise InvalidArgument("a --method is given twice")
    if config.work is not None and config.work.exists() and not config.work.is_dir():
        raise InvalidArgument(f"--work {config.work} is not a folder")


def instantiate(names: list[str], invoke: Invoke) -> tuple[dict[str, Method], dict[str, str]]:
    """The runnable methods, and the reason of each one skipped."""
    made: dict[str, Method] = {}
    skipped: dict[str, str] = {}
    for name in names:
        why = unavailable(name)
        if why is not None:
            skipped[name] = why
        elif name in ("recall", "search"):
            made[name] = RecallMethod(name, name, invoke)
        elif name == "bm25":
            made[name] = BM25Method()
        else:
            made[name] = VectorsMethod()
    return made, skipped


# -- one conversation -------------------------------------------------------------------------------


@contextmanager
def repository(work: Path | None, name: str) -> Iterator[Path]:
    """A fresh, empty git repository for one conversation: temporary, or ``<work>/<name>`` (kept)."""
    if work is None:
        with tempfile.TemporaryDirectory(prefix="smp-locomo-") as folder:
            path = Path(folder) / "repo"
            _git_init(path)
            yield path
        return
    path = work / name.replace("/", "_")
    if path.exists():
        if not (path / MARKER).is_file():
            raise InvalidArgument(f"{path} exists and was not made by bench memory: remove it or choose another "
                                  "--work")
        shutil.rmtree(path)
    _git_init(path)
    (path / MARKER).write_text("a LoCoMo conversation's repository, made by git smp bench memory\n")
    yield path


def _git_init(path: Path) -> None:
    path.mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(path)], check=True, capture_output=True)


def ingest(invoke: Invoke, path: Path, turns: tuple[locomo.Turn, ...], progress: Progress = silent,
           label: str = "ingest") -> dict[str, Any]:
    """``init`` the repository at ``path`` and remember every turn; returns counts and seconds."""
    invoke(path, "init")
    started = time.perf_counter()
    for number, turn in enumerate(turns):
        if number % 25 == 0:
            progress(label, number, len(turns))
        invoke(path, "remember", text=turn.content, source=turn.dia_id, valid_from=turn.valid_from,
               kind="episodic")
    progress(label, len(turns), len(turns))
    seconds = time.perf_counter() - started
    return {"memories": len(turns), "seconds": round(seconds, 3),
            "ms_per_memory": round(1000 * seconds / len(turns), 3) if turns else None}


def ask(question: locomo.Question, made: dict[str, Method], ks: tuple[int, ...]) -> dict[str, Any]:
    """Every method's top sources for one question, scored, with its latency."""
    out: dict[str, Any] = {}
    for name, method in made.items():
        started = time.perf_counter()
        ranked = method.rank(question.question, TOP) if question.question.strip() else []
        seconds = time.perf_counter() - started
        top = metrics.dedupe(ranked)[:TOP]
        scores = metrics.score(question.evidence, top, ks)
        out[name] = {"top": top, "latency_s": round(seconds, 5),
                     **{key: value for key, value in scores.items() if key.startswith("recall@")}}
    return out


def selected(conversation: locomo.Conversation, limit: int | None) -> tuple[locomo.Question, ...]:
    return conversation.questions[:limit] if limit is not None else conversation.questions


def run_conversation(conversation: locomo.Conversation, config: Config, invoke: Invoke, made: dict[str, Method],
                     done: set[int], progress: Progress = silent) -> Iterator[dict[str, Any]]:
    """The rows of one conversation's questions not in ``done`` (ingesting only if one is left)."""
    todo = [q for q in selected(conversation, config.limit) if q.index not in done]
    if not todo:
        return
    with repository(config.work, conversation.name) as path:
        record = ingest(invoke, path, conversation.turns, progress, f"ingest {conversation.name}")
        prepare: dict[str, float] = {}
        for name, method in made.items():
            started = time.perf_counter()
            method.prepare(path, conversation)
            prepare[name] = round(time.perf_counter() - started, 3)
        record["prepare_s"] = prepare
        for number, question in enumerate(todo):
            progress(f"questions {conversation.name}", number, len(todo))
            yield {"conversation": conversation.name, "question_index": question.index,
                   "category": question.category,
                   "evidence": list(question.evidence), "methods": ask(question, made, config.ks),
                   "ingest": record}
        progress(f"questions {conversation.name}", len(todo), len(todo))


# -- the run ----------------------------------------------------------------------------------------


def output_stem(config: Config, default: bool) -> str:
    names = "locomo" if default else "+".join(sorted({p.stem for p in config.data}))[:80]
    stem = f"{names}-{'+'.join(config.methods)}"
    return stem + (f"-limit{config.limit}" if config.limit is not None else "")


def finished_rows(path: Path, methods: list[str]) -> dict[tuple[str, int], dict[str, Any]]:
    """Rows of an earlier run whose every method was scored, by (conversation, question index)."""
    if not path.is_file():
        return {}
    found: dict[tuple[str, int], dict[str, Any]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(line)
        except ValueError:                 # a line cut short by a kill: that question runs again
            continue
        if isinstance(row, dict) and sorted(row.get("methods") or {}) == sorted(methods):
            found[(row["conversation"], row["question_index"])] = row
    return found


def keep_finished(path: Path, rows: list[dict[str, Any]]) -> None:
    """Rewrite the rows file with only ``rows``, atomically (a kill loses nothing)."""
    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(report.dumps(row) + "\n")
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)


def run(config: Config, invoke: Invoke, progress: Progress = silent, *, default_data: bool = False) -> RunResult:
    """Ingest every conversation, ask its questions of every method, write rows and the summary."""
    started = time.perf_counter()
    code = report.smriti_commit()["commit"]
    check(config)
    conversations = locomo.load_all(config.data)
    made, skipped = instantiate(config.methods, invoke)
    ran = [m for m in config.methods if m in made]
    config.out.mkdir(parents=True, exist_ok=True)
    stem = output_stem(config, default_data)
    rows_path = config.out / f"{stem}.questions.jsonl"
    wanted = {(c.name, q.index) for c in conversations for q in selected(c, config.limit)}
    earlier = finished_rows(rows_path, ran) if config.resume else {}
    kept = [row for key, row in earlier.items() if key in wanted]
    if config.resume:
        keep_finished(rows_path, kept)
    rows = list(kept)
    with rows_path.open("a" if config.resume else "w", encoding="utf-8") as handle:
        for conversation in conversations:
            done = {index for name, index in earlier if name == conversation.name}
            for row in run_conversation(conversation, config, invoke, made, done, progress):
                row["smriti_commit"] = code    # resumed runs may mix commits: each row says which
                handle.write(report.dumps(row) + "\n")
                handle.flush()
                rows.append(row)
    order = {(c.name, q.index): n for n, (c, q) in enumerate((c, q) for c in conversations for q in c.questions)}
    rows.sort(key=lambda r: order[(r["conversation"], r["question_index"])])
    summary = memory_report.summarise(
        rows, conversations, config=config_record(config, len(kept), default_data), methods=ran, skipped=skipped,
        ks=config.ks, elapsed_s=time.perf_counter() - started)
    summary_path = config.out / f"{stem}.json"
    markdown_path = config.out / f"{stem}.md"
    summary_path.write_text(report.dumps(summary, indent=2) + "\n", encoding="utf-8")
    markdown_path.write_text(memory_report.markdown(summary), encoding="utf-8")
    return RunResult(summary, rows_path, summary_path, markdown_path)


def config_record(config: Config, resumed: int, default_data: bool) -> dict[str, Any]:
    return {
        "data": [str(p) for p in config.data], "default_data": default_data,
        "methods": list(config.methods), "limit": config.limit,
        "limit_rule": "the first N questions with evidence of each conversation, in file order",
        "ks": list(config.ks), "top": TOP, "resumed_questions": resumed,
        "granularity": "dialog: one memory per turn, scored by its dia_id",
        "ingest": "init, then remember per turn: content 'Speaker: text [shares a photo: caption]', "
                  "source = dia_id, valid_from = the session's date (UTC), kind episodic",
        "bm25": "bm25s defaults (Lucene, k1 1.5, b 0.75), bm25s English stop words, over the same contents",
        "vectors": "exact cosine of the repository's embedding model (default all-MiniLM-L6-v2 int8) over the "
                   "same contents",
        "warm_up_query": WARM_UP,
        "bootstrap": {"resamples": metrics.BOOTSTRAP_RESAMPLES, "seed": metrics.BOOTSTRAP_SEED},
        "work": str(config.work) if config.work else None,
    }
