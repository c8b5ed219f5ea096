"""Retrieval operations: ``context`` (ranked, packed code for a task), ``locate``, ``search``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from smriti_git.operations.output import Counts, probe
from smriti_git.operations.registry import Arg, Context, Opt, Result, operation
from smriti_git.services.retrieval import context as retrieval
from smriti_git.services.retrieval.context import Candidate, ContextSymbol

REV = Annotated[str | None, Opt("Use the snapshot of this commit (default: HEAD; indexed first if needed).")]
VECTORS = Annotated[bool, Opt("Re-rank the best candidates with the embedding model (needs the vectors extra; "
                              "default: git config smp.context.vectors, else off).")]


def _vectors(ctx: Context, flag: bool) -> bool:
    config = ctx.repo.git.config
    return flag or ("smp.context.vectors" in config and config.get_bool("smp.context.vectors"))


@dataclass(kw_only=True)
class ContextResult(Result):
    query: str
    budget: int
    tokens: int
    symbols: list[ContextSymbol]
    files: list[tuple[str, float]]
    text: str
    snapshot: str
    source_commit: str | None
    considered: int
    candidates: list[Candidate] = field(default_factory=list)


def _render_context(r: ContextResult) -> str:
    head = [f"# context for: {r.query[:100]}",
            f"# {r.tokens}/{r.budget} tokens, {len(r.symbols)} symbols from {r.considered} candidates, "
            f"snapshot of {(r.source_commit or '')[:12]}"]
    for s in r.symbols:
        head.append(f"#   {s.representation:<13} {s.tokens:>5}  {s.id}  [{', '.join(s.reasons)}]")
    return "\n".join(head) + "\n\n" + r.text


@operation("context", render=_render_context)
def context(
    ctx: Context,
    query: Annotated[str, Arg("What you are working on: an issue text, a question, a stack trace.",
                              stdin=True)],
    budget: Annotated[int, Opt("Token budget for the packed code (exact count).", short="-b",
                                       min=1, max=1_000_000)] = 8000,
    encoding: Annotated[str | None, Opt("Tokenizer: o200k_base or cl100k_base (default: smp.tokens.encoding).")]
    = None,
    rev: REV = None,
    vectors: VECTORS = False,
    candidates: Annotated[int, Opt("Also list the best this many ranked candidates, packed or not, with the "
                                   "score of each signal.", min=0, max=500)] = 0,
) -> ContextResult:
    """The code an agent needs for a task: ranked symbols, each as body, signature+doc or
    signature, packed under an exact token budget, with the reasons each was chosen."""
    pack = retrieval.context(ctx.repo, query, budget, rev, ctx.progress, encoding, _vectors(ctx, vectors),
                             candidates)
    ctx.describe(pack.source_commit, pack.worktree)
    return ContextResult(query=query, budget=budget, tokens=pack.tokens, symbols=pack.symbols, files=pack.files,
                         text=pack.text, snapshot=pack.snapshot, source_commit=pack.source_commit,
                         considered=pack.considered, candidates=pack.candidates,
                         status="ok" if pack.symbols else "not_found", message=pack.note or None)


@dataclass(kw_only=True)
class LocatedSymbol:
    id: str
    path: str
    lines: list[int]
    kind: str
    score: float
    reasons: list[str]


@dataclass(kw_only=True)
class LocateResult(Result):
    query: str
    results: list[LocatedSymbol]
    counts: Counts
    edges: list[tuple[str, str, str, float]] = field(default_factory=list)


@operation("locate", render=lambda r: "\n".join(
    [f"{x.score:>7.3f}  {x.kind:<8} {x.id}  [{', '.join(x.reasons)}]" for x in r.results]
    + ["structure:"] + [f"  {s} -[{k}]-> {d}" for k, s, d, _ in r.edges]))
def locate(
    ctx: Context,
    query: Annotated[str, Arg("What to find.", stdin=True)],
    seed_k: Annotated[int, Opt("Strongest hits that seed the walk.", min=1, max=100)] = 3,
    hops: Annotated[int, Opt("Hops of the walk over calls from each seed.", min=0, max=10)] = 2,
    top_k: Annotated[int, Opt("How many results.", min=1, max=1_000)] = 10,
    rev: REV = None,
    vectors: VECTORS = False,
) -> LocateResult:
    """A ranked list of the code relevant to a query, plus the structural map (edges) among the results."""
    found = retrieval.locate(ctx.repo, query, seed_k, hops, top_k, rev, ctx.progress, _vectors(ctx, vectors))
    ctx.describe(found.source_commit, found.worktree)
    results = [LocatedSymbol(id=r.doc.id, path=r.doc.path, lines=[r.doc.start_line, r.doc.end_line],
                             kind=r.doc.kind, score=round(r.score, 4), reasons=r.reasons) for r in found.ranked]
    counts = Counts(returned=len(results), total=found.total, truncated=found.total > len(results))
    return LocateResult(query=query, results=results, counts=counts, edges=found.edges,
                        status="ok" if results else "not_found", message=found.note or None)


@dataclass(kw_only=True)
class SearchHit:
    id: str
    path: str
    lines: list[int]
    kind: str
    score: float


@dataclass(kw_only=True)
class SearchResult(Result):
    query: str
    hits: list[SearchHit]
    counts: Counts


@operation("search", render=lambda r: "\n".join(f"{h.score:>7.2f}  {h.kind:<8} {h.id}" for h in r.hits)
           or "no matches")
def search(
    ctx: Context,
    query: Annotated[str, Arg("Words to look for in names, paths, signatures and docstrings.")],
    kind: Annotated[list[str] | None, Opt("Only these kinds (repeatable).")] = None,
    path: Annotated[str | None, Opt("Only under this folder, or matching this glob.")] = None,
    tag: Annotated[list[str] | None, Opt("Only symbols with this tag: a decorator name, test, vendored.")] = None,
    limit: Annotated[int, Opt("Return at most this many.", short="-n", min=1, max=10_000)] = 20,
    rev: REV = None,
) -> SearchResult:
    """Plain BM25 over symbol metadata, with filters by kind, path and tag."""
    found = retrieval.search(ctx.repo, query, kind, path, tag, limit + 1, rev, ctx.progress)
    ctx.describe(found.source_commit, found.worktree)
    hits = [SearchHit(id=d.id, path=d.path, lines=[d.start_line, d.end_line], kind=d.kind, score=round(s, 3))
            for d, s in found.hits]
    shown, counts = probe(hits, limit)
    return SearchResult(query=query, hits=shown, counts=counts, status="ok" if shown else "not_found")
