"""``context``, ``locate`` and ``search``: the retrieval services behind the operations.

``context`` ranks the snapshot's symbols for a task description and packs the best of
them under an exact token budget.  ``locate`` returns the ranked list plus the
structural map among the results (seed-and-walk: the strongest hits seed a walk over
calls in both directions).  ``search`` is plain BM25 over symbol metadata, filtered.
"""

from __future__ import annotations

import fnmatch
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pygit2

from smriti_git import bounded
from smriti_git.cache import graphdb, lexical
from smriti_git.errors import InvalidArgument
from smriti_git.index import snapshot
from smriti_git.progress import Progress, silent
from smriti_git.services import messages as message_service
from smriti_git.services import snapshots, tokens
from smriti_git.services.graphquery import GraphQuery
from smriti_git.services.retrieval import learned, sacl
from smriti_git.services.retrieval.pack import Block, Item, Packed, pack
from smriti_git.services.retrieval.rank import Ranked, Ranker, Weights, rank_files
from smriti_git.services.retrieval.rerank import VectorReranker
from smriti_git.services.retrieval.understand import Intent, understand
from smriti_git.storage import objects
from smriti_git.storage.repo import Repo

CANDIDATES = 60
NEIGHBOUR_WEIGHT = {"CALLS": 1.0}


@dataclass
class Engine:
    """Everything one snapshot needs for retrieval, opened once per process."""

    repo: Repo
    snap: snapshot.SnapshotInfo
    index: lexical.LexicalIndex
    graph: graphdb.Graph
    ranker: Ranker
    shards: dict[str, dict[str, Any]] = field(default_factory=dict)
    # Warm queries keep meeting the same files and symbols: their text and token counts are kept.
    sources: dict[str, bytes] = field(default_factory=dict)
    blocks: dict[tuple[str, str], list[Block]] = field(default_factory=dict)

    @property
    def query(self) -> GraphQuery:
        return GraphQuery(self.graph)

    def messages(self, line: str) -> list[str]:
        entries = message_service.load(self.graph)
        return [m.src for m in message_service.match(entries, line, limit=5)]

    def neighbours(self, seeds: dict[str, float], w: Weights) -> dict[str, float]:
        """Symbols reached from the seeds over calls (see ``rank.Weights``), with a weight each."""
        gq = self.query
        out: dict[str, float] = {}

        def spread(frontier: dict[str, float], direction: str, depth: int, factor: float) -> None:
            for _ in range(depth):
                hops = gq.edges(sorted(frontier), ("CALLS",), direction)
                reached: dict[str, float] = {}
                for hop in hops:
                    origin, other = (hop.src, hop.dst) if direction == "out" else (hop.dst, hop.src)
                    same_file = origin.split("::")[0] == other.split("::")[0]
                    value = frontier[origin] * hop.confidence * w.graph_decay * factor * (
                        1.0 if same_file else w.other_file)
                    if value > reached.get(other, 0.0):
                        reached[other] = value
                for sid, value in reached.items():
                    out[sid] = max(out.get(sid, 0.0), value)
                frontier = reached
                if not frontier:
                    break

        # A C/C++ declaration spreads from its definition too, and the other way round.
        joined = {other: value for sid, value in seeds.items() for other in gq.same_function(sid)}
        joined.update(seeds)
        spread(dict(joined), "out", w.graph_depth, 1.0)
        spread(dict(joined), "in", 1, w.callers)
        for sid in seeds:
            out.pop(sid, None)
        return out

    def shard(self, path: str) -> dict[str, Any]:
        record = self.shards.get(path)
        if record is None:
            blob = objects.lookup(self.repo.git, pygit2.Oid(hex=self.snap.tree), snapshot.shard_path(path))
            if blob is None:
                raise KeyError(path)
            record = objects.read_record(self.repo.git, blob, expect_kind="codefile")
            self.shards[path] = record
        return record

    def record(self, doc: lexical.Doc) -> dict[str, Any]:
        """The symbol's record in its file's shard (span, signature, doc, decorators, hash)."""
        found: dict[str, Any] = next((s for s in self.shard(doc.path)["symbols"] if s["id"] == doc.id), {})
        return found

    def source(self, path: str) -> bytes:
        data = self.sources.get(path)
        if data is None:
            shard = self.shard(path)
            data = snapshot.read_source(self.repo.git, shard["blob"], shard["lang"])
            bounded.put(self.sources, path, data, SOURCES_KEPT)
        return data


ENGINES_KEPT = 4            # snapshots
SOURCES_KEPT = 256          # files
BLOCKS_KEPT = 8192          # symbols' representations, per encoding


_ENGINES: dict[str, Engine] = {}


def engine(repo: Repo, rev: str | None = None, progress: Progress = silent,
           weights: Weights | None = None) -> Engine:
    return engine_for(repo, snapshots.ensure(repo, rev, progress), progress, weights)


def engine_for(repo: Repo, snap: snapshot.SnapshotInfo, progress: Progress = silent,
               weights: Weights | None = None) -> Engine:
    """The engine of one snapshot (cached per process unless custom weights are given)."""
    cached = _ENGINES.get(snap.tree)
    if cached is not None and weights is None:
        return cached
    index = lexical.open_index(repo, snap, progress)
    graph = graphdb.open_graph(repo, snap, progress)
    found = Engine(repo, snap, index, graph, Ranker(index, weights))
    if weights is None:
        bounded.put(_ENGINES, snap.tree, found, ENGINES_KEPT)
    return found


def rank(eng: Engine, intent: Intent, limit: int = CANDIDATES,
         rerank: VectorReranker | None = None, model: learned.LinearModel | None = None,
         bias_aware: bool = False) -> list[Ranked]:
    """The best ``limit`` symbols for ``intent``: the hand-set fusion, the learned one when ``model``
    is given, or the hand-set one re-scored by code (``sacl.adjust``) when ``bias_aware``; then
    re-ranked with vectors when ``rerank`` is given."""
    depth = max(limit, rerank.depth) if rerank is not None else limit
    if model is not None or bias_aware:
        scored = eng.ranker.score(intent, messages=eng.messages, neighbours=eng.neighbours)
        ranked = learned.rerank(eng, scored, intent, model, depth) if model is not None \
            else sacl.adjust(eng, scored, intent, depth)
    else:
        ranked = eng.ranker.rank(intent, messages=eng.messages, neighbours=eng.neighbours, limit=depth)
    if rerank is not None:
        ranked = rerank(eng, intent.text, ranked)
    return ranked[:limit]


def _blocks(eng: Engine, ranked: Ranked, count: Callable[[str], int]) -> list[Block]:
    doc = ranked.doc
    record = eng.record(doc)
    if not record:
        return []
    # The path and lines locate the block; the qualified name says which symbol it is
    # (the id repeats the path, and every header is paid for out of the budget).
    header = f"# {doc.path}:{doc.start_line}-{doc.end_line} {doc.qualname}\n"
    source = eng.source(doc.path)
    start, end = record["span"][2], record["span"][3]
    line_start = source.rfind(b"\n", 0, start) + 1
    indent = source[line_start:start].decode("utf-8", "replace")
    body = indent + source[start:end].decode("utf-8", "replace")
    signature = record.get("signature", "") or body.splitlines()[0] if body else doc.name
    doc_text = record.get("doc", "")
    texts = {"body": f"{header}{body}\n\n", "signature": f"{header}{signature}\n\n"}
    if doc_text:
        texts["signature_doc"] = f"{header}{signature}\n    \"\"\"{doc_text}\"\"\"\n\n"
    return [Block(kind, text, count(text)) for kind, text in texts.items()]


@dataclass
class ContextSymbol:
    id: str
    path: str
    lines: list[int]
    kind: str
    representation: str
    tokens: int
    score: float
    reasons: list[str]


@dataclass
class Candidate:
    """A ranked candidate, packed or not: its score and each signal's share of it."""

    rank: int
    id: str
    path: str
    kind: str
    score: float
    signals: dict[str, float]
    packed: str | None
    """How it was packed (body, signature_doc, signature), or None: it did not fit."""


@dataclass
class ContextPack:
    query: str
    budget: int
    tokens: int
    symbols: list[ContextSymbol]
    text: str
    files: list[tuple[str, float]]
    considered: int
    snapshot: str
    source_commit: str | None
    worktree: bool = False
    candidates: list[Candidate] = field(default_factory=list)
    note: str = ""
    """Why only part of the query was read (``Intent.cut``)."""


def build_pack(eng: Engine, ranked: list[Ranked], budget: int, encoding: str = tokens.DEFAULT_ENCODING) -> Packed:
    def count(text: str) -> int:
        return tokens.count(text, encoding)

    def blocks(r: Ranked) -> list[Block]:
        found = eng.blocks.get((r.doc.id, encoding))
        if found is None:
            found = _blocks(eng, r, count)
            bounded.put(eng.blocks, (r.doc.id, encoding), found, BLOCKS_KEPT)
        return found

    ids = [r.doc.id for r in ranked]
    items = [Item(r.doc.id, max(r.score, 1e-6), blocks(r), {"ranked": r}, frozenset(enclosing(eng, r.doc, ids)))
             for r in ranked]
    return pack([i for i in items if i.blocks], budget, count)


def _holds(outer: lexical.Doc, inner: lexical.Doc) -> bool:
    """Whether ``inner``'s lines lie within ``outer``'s, in the same file."""
    return outer.path == inner.path and outer.start_line <= inner.start_line and inner.end_line <= outer.end_line


def enclosing(eng: Engine, doc: lexical.Doc, among: list[str]) -> list[str]:
    """The symbols of ``among`` whose line span holds ``doc``'s (same file, not itself)."""
    docs, position = eng.index.docs, eng.index.position
    return [sid for sid in among if sid != doc.id and sid in position and _holds(docs[position[sid]], doc)]


def inside(eng: Engine, ids: list[str]) -> set[str]:
    """Every symbol whose line span lies within the span of one of ``ids`` (same file), ``ids`` included."""
    docs, position = eng.index.docs, eng.index.position
    out = set(ids)
    for sid in ids:
        if sid in position:
            outer = docs[position[sid]]
            out.update(docs[j].id for j in eng.ranker.by_path.get(outer.path, []) if _holds(outer, docs[j]))
    return out


FUSIONS = ("hand", "learned", "sacl")
DEFAULT_FUSION = "hand"


def fusion_of(repo: Repo) -> str:
    """The fusion ``git config smp.context.fusion`` names (``hand``, ``learned`` or ``sacl``), else the default."""
    config = repo.git.config
    value = DEFAULT_FUSION
    if "smp.context.fusion" in config:
        value = str(config["smp.context.fusion"])
    if value not in FUSIONS:
        raise InvalidArgument(f"smp.context.fusion must be one of {', '.join(FUSIONS)}, not {value!r}")
    return value


def rank_with(eng: Engine, intent: Intent, limit: int = CANDIDATES, vectors: bool = False,
              fusion: str | None = None) -> list[Ranked]:
    """:func:`rank` with the repository's settings: its fusion (unless ``fusion`` is given) and vectors."""
    chosen = fusion or fusion_of(eng.repo)
    return rank(eng, intent, limit, rerank=VectorReranker.for_engine(eng) if vectors else None,
                model=learned.load() if chosen == "learned" else None, bias_aware=chosen == "sacl")


def context(repo: Repo, query: str, budget: int, rev: str | None = None, progress: Progress = silent,
            encoding: str | None = None, vectors: bool = False, candidates: int = 0,
            fusion: str | None = None) -> ContextPack:
    """The pack for ``query``; with ``candidates``, also the best that many ranked symbols."""
    eng = engine(repo, rev, progress)
    intent = understand(query)
    ranked = rank_with(eng, intent, vectors=vectors, fusion=fusion)
    name = encoding or tokens.encoding_name(repo)
    packed = build_pack(eng, ranked, budget, name)
    symbols = []
    for chosen in packed.chosen:
        r: Ranked = chosen.item.meta["ranked"]  # type: ignore[assignment]
        symbols.append(ContextSymbol(r.doc.id, r.doc.path, [r.doc.start_line, r.doc.end_line], r.doc.kind,
                                     chosen.block.kind, chosen.block.tokens, round(r.score, 4), r.reasons))
    how = {s.id: s.representation for s in symbols}
    listed = [Candidate(n, r.doc.id, r.doc.path, r.doc.kind, round(r.score, 4),
                        {k: round(v, 4) for k, v in sorted(r.signals.items(), key=lambda kv: -kv[1])},
                        how.get(r.doc.id)) for n, r in enumerate(ranked[:candidates], 1)]
    return ContextPack(query, budget, packed.tokens, symbols, packed.text, rank_files(ranked, 10), len(ranked),
                       eng.snap.commit, eng.snap.source_commit, eng.snap.is_worktree, listed, intent.cut)


@dataclass
class Located:
    ranked: list[Ranked]
    edges: list[tuple[str, str, str, float]]
    source_commit: str | None = None
    worktree: bool = False
    total: int = 0
    """Candidates ranked before the top was cut."""
    note: str = ""
    """Why only part of the query was read (``Intent.cut``)."""


def locate(repo: Repo, query: str, seed_k: int = 3, hops: int = 2, top_k: int = 10, rev: str | None = None,
           progress: Progress = silent, vectors: bool = False, fusion: str | None = None) -> Located:
    """Seed-and-walk: the best ``seed_k`` hits seed a walk of ``hops`` over calls; the
    walked symbols join the ranking with a score that decays with distance."""
    eng = engine(repo, rev, progress)
    intent = understand(query)
    ranked = rank_with(eng, intent, max(CANDIDATES, top_k), vectors, fusion)
    by_id = {r.doc.id: r for r in ranked}
    gq = eng.query
    extra: dict[str, float] = {}
    for seed in ranked[:seed_k]:
        start = gq.get(seed.doc.id)
        if start is None:
            continue
        for direction in ("out", "in"):
            walk = gq.walk(start, ("CALLS",), direction, hops)
            for sid, depth in walk.reached.items():
                if depth and sid not in by_id:
                    extra[sid] = max(extra.get(sid, 0.0), seed.score * 0.5 ** depth)
    docs = {d.id: d for d in eng.index.docs if d.id in extra}
    merged = ranked + [Ranked(docs[sid], score, {"walk": round(score, 4)}) for sid, score in extra.items()
                       if sid in docs]
    merged.sort(key=lambda r: (-r.score, r.doc.id))
    top = merged[:top_k]
    ids = [r.doc.id for r in top]
    inside = set(ids)
    edges = sorted({(h.kind, h.src, h.dst, h.confidence) for h in gq.edges(ids, ("CALLS", "INHERITS", "IMPLEMENTS",
                                                                                "REFERENCES"), "out")
                    if h.dst in inside})
    return Located(top, [(k, s, d, c) for k, s, d, c in edges], eng.snap.source_commit, eng.snap.is_worktree,
                   len(merged), intent.cut)


@dataclass
class Searched:
    hits: list[tuple[lexical.Doc, float]]
    source_commit: str | None
    worktree: bool


def search(repo: Repo, query: str, kinds: list[str] | None = None, path: str | None = None,
           tags: list[str] | None = None, limit: int = 20, rev: str | None = None,
           progress: Progress = silent) -> Searched:
    """Plain BM25 over symbol metadata (name, qualified name, path, signature, doc), filtered."""
    eng = engine(repo, rev, progress)
    scores = eng.index.meta_scores(lexical.tokenize(query))
    order = np.argsort(-scores, kind="stable")
    out: list[tuple[lexical.Doc, float]] = []
    for i in order:
        if scores[i] <= 0 or len(out) >= limit:
            break
        doc = eng.index.docs[i]
        if kinds and doc.kind not in kinds:
            continue
        if path and not (doc.path.startswith(path.rstrip("/") + "/") or doc.path == path
                         or fnmatch.fnmatch(doc.path, path)):
            continue
        if tags and not set(tags) <= _tags(eng, doc):
            continue
        out.append((doc, float(scores[i])))
    return Searched(out, eng.snap.source_commit, eng.snap.is_worktree)


def _tags(eng: Engine, doc: lexical.Doc) -> set[str]:
    """A symbol's tags: its decorators' names, plus ``test`` and ``vendored``."""
    from smriti_git.index.files import is_vendored

    record = eng.record(doc)
    found = {d.split("(")[0].rsplit(".", 1)[-1] for d in record.get("decorators", [])}
    if doc.is_test:
        found.add("test")
    if is_vendored(doc.path):
        found.add("vendored")
    return found
