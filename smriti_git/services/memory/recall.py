"""Recall: finding the facts that matter for a query, without any model call.

Modes:

* ``list``: the most recently recorded beliefs;
* ``search``: similarity only: BM25 over stemmed content and tags fused with the cosine
  of embeddings (when vectors are enabled; else BM25 alone);
* ``recall`` (default), a pipeline of stages (:class:`Stages`, each can be switched off
  to measure it):

  1. **similarity**, as in ``search``, mixed with a **cue match** (the query's cues
     against each engram's cues, idf-weighted);
  2. a **speaker preference**: memories written as transcript lines (``Name: text``)
     whose speaker the query names get more relevance (before association), twice as much
     when the query asks for several things (``What books has Tim read?``);
  3. **episode association**: a memory inherits part of the relevance of the memories
     recorded just before and after it (and less of those two steps away) in the same
     episode (the same stated valid time, recorded within an hour): the question before
     an answer, the turn a reply refers to;
  4. **multi-hop expansion** over associations (engrams that share rare cues, anchor
     the same symbol, or name each other as related), with a penalty per hop; hops
     that leave the seed's Leiden cluster are penalised, not dropped;
  5. a **time preference**: a time expression in the query (``in May``, ``last week``,
     ``two days before 8 May 2023``: :mod:`.timeexpr`), read relative to ``valid_at``
     or else the latest valid time in the store, favours memories whose valid time
     falls in that window (or just after it, where a later report tells of it);
  6. a **composite score** of relevance, recency, importance and decay;
  7. the recalled engrams are **reinforced** (access count up, decay restored).

Bitemporal filters apply before ranking: ``as_of`` (what the store believed then) and
``valid_at`` (what was true then, as believed now), alone or together.

Access counts and decay are local to a clone (``<common dir>/smp/memory/<user>/
access.sqlite``): reading must not write commits.  ``consolidate`` turns them into
recorded transactions.
"""

from __future__ import annotations

import heapq
import itertools
import math
import re
import sqlite3
import threading
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import ClassVar

from smriti_git import bounded
from smriti_git.cache.lexical import tokenize
from smriti_git.disposable import best_effort
from smriti_git.errors import database_io
from smriti_git.model import engram as model
from smriti_git.model import timeline
from smriti_git.services.memory import cues as cue_module
from smriti_git.services.memory import timeexpr
from smriti_git.services.memory.store import State, Store

HALF_LIFE_DAYS = 30.0
DECAY_DAYS = 180.0
HOP_PENALTY = 0.5
LEAVE_CLUSTER = 0.6
MAX_CUE_DF = 50
K1, B = 1.2, 0.4
LEXICAL_SHARE = 0.35
"""Share of (max-normalised) BM25 in similarity when embeddings are on; the cosine has the rest."""
CUE_SHARE = 0.4
"""Share of the cue match in a seed's relevance; similarity has the rest."""
EPISODE_SHARE = 0.4
"""Share of its best episode neighbour's relevance a memory inherits."""
EPISODE_SHARE_2 = 0.2
"""Share it inherits from the best memory two steps away in its episode."""
EPISODE_GAP_S = 3600.0
"""Memories recorded further apart than this (seconds) are not one episode."""
TIME_BOOST = 0.5
"""Relevance is raised by this share inside a query's time window (half of it just after the window)."""
TIME_AFTER_DAYS = 14.0
SPEAKER_SHARE = 0.5
"""A seed's relevance is raised by this share when its speaker (``Name: ...``) is named in the query."""
SPEAKER = re.compile(r"([A-Z][\w.'-]{0,40}(?: [A-Z][\w.'-]{0,40}){0,2}): \S")
"""A memory written as a transcript line, ``Name: text``: ``Name`` (one to three capitalised words) spoke it."""
LIST_SPEAKER_SHARE = 1.0
"""The speaker share for a query that asks for several things (:func:`asks_for_several`)."""
_AUX = r"(?:do|does|did|has|have|had|is|are|was|were|can|could|would|will)"
_HEAD = re.compile(r"\b(?:what|which)\s+(?:[\w'-]+\s+){0,3}?([\w'-]+)\s+" + _AUX + r"\b", re.IGNORECASE)
"""``What [adjectives] NOUN has|does|...``: the head noun of the thing asked for."""
_OWNED = re.compile(r"\b(?:what|which)\s+(?:are|were)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?[\w-]+'s\s+(?:[\w-]+\s+)?"
                    r"([\w-]+)", re.IGNORECASE)
"""``What are NAME's [adjective] NOUN``."""
_NOT_PLURAL = frozenset({"this", "his", "its", "yes", "class", "business", "success", "process", "progress",
                         "stress", "focus", "status", "less", "news", "series", "species", "always", "sometimes"})


@dataclass(frozen=True)
class Stages:
    """Which stages of the ``recall`` pipeline run (all by default; the ablation switches them off)."""

    lexical: bool = True
    cues: bool = True
    episodes: bool = True
    hops: bool = True
    clusters: bool = True
    time: bool = True
    speakers: bool = True


ALL_STAGES = Stages()


@dataclass
class Doc:
    engram: str
    version: model.Version
    tokens: Counter[str]
    length: int
    speaker: tuple[str, ...] = ()


class MemoryIndex:
    """Postings over the believed version of every engram, for one point in time."""

    def __init__(self, engrams: Iterable[tuple[str, model.Version]], previous: MemoryIndex | None = None) -> None:
        self.docs: list[Doc] = []
        self.position: dict[str, int] = {}
        self.terms: dict[str, list[tuple[int, int]]] = defaultdict(list)
        self.cues: dict[str, list[int]] = defaultdict(list)
        self.anchored: dict[str, list[int]] = defaultdict(list)
        for engram_id, version in engrams:
            # An unchanged version's tokens are taken from the previous index (the same Counter).
            before = previous.position.get(engram_id) if previous is not None else None
            same = previous.docs[before] if previous is not None and before is not None else None
            if same is not None and same.version.id == version.id:
                tokens, length, speaker = same.tokens, same.length, same.speaker
            else:
                tokens = Counter(cue_module.terms(version.content + " " + " ".join(version.tags)))
                length = sum(tokens.values())
                speaker = speaker_of(version.content)
            n = len(self.docs)
            self.docs.append(Doc(engram_id, version, tokens, length, speaker))
            self.position[engram_id] = n
            for term, tf in tokens.items():
                self.terms[term].append((n, tf))
            for cue in version.cues:
                self.cues[cue].append(n)
            for anchor in version.anchors:
                self.anchored[anchor.symbol].append(n)
        self.average = sum(d.length for d in self.docs) / max(1, len(self.docs))
        self.before, self.after = _episodes(self.docs)
        self.speakers = frozenset(d.speaker for d in self.docs) - {()}
        self.latest_valid = max((d.version.valid_from for d in self.docs if d.version.valid_from), default=None)
        self._weight_memo: dict[str, list[tuple[int, float]]] = {}

    def idf(self, df: int) -> float:
        return math.log(1 + (len(self.docs) - df + 0.5) / (df + 0.5))

    def bm25(self, words: list[str]) -> dict[int, float]:
        scores: dict[int, float] = defaultdict(float)
        for term in set(words):
            for n, weight in self._weights(term):
                scores[n] += weight
        return scores

    def _weights(self, term: str) -> list[tuple[int, float]]:
        """A term's BM25 weight in each document that has it, computed once per index."""
        found = self._weight_memo.get(term)
        if found is None:
            found = []
            postings = self.terms.get(term)
            if postings:
                idf = self.idf(len(postings))
                for n, tf in postings:
                    norm = tf * (K1 + 1) / (tf + K1 * (1 - B + B * self.docs[n].length / self.average))
                    found.append((n, idf * norm))
            self._weight_memo[term] = found
        return found

    def cue_scores(self, query_cues: Iterable[str]) -> dict[int, float]:
        wanted = [c for c in set(query_cues) if c in self.cues]
        total = sum(self.idf(len(self.cues[c])) for c in set(query_cues)) or 1.0
        scores: dict[int, float] = defaultdict(float)
        for cue in wanted:
            weight = self.idf(len(self.cues[cue])) / total
            for n in self.cues[cue]:
                scores[n] += weight
        return scores

    def neighbours(self, n: int) -> dict[int, tuple[float, str]]:
        """Associations of doc ``n``: shared rare cues, shared anchors, explicit relations."""
        out: dict[int, tuple[float, str]] = {}
        version = self.docs[n].version
        rare = [c for c in version.cues if 1 < len(self.cues.get(c, ())) <= MAX_CUE_DF]
        shared: Counter[int] = Counter()
        for cue in rare:
            shared.update(m for m in self.cues[cue] if m != n)
        for m, count in shared.items():
            # Sharing a rare cue (a specific identifier, an unusual term) is an association;
            # its strength is the share of this engram's rare cues the other one has.
            out[m] = (round(count / len(rare), 4), "shares-cues")
        for anchor in version.anchors:
            for m in self.anchored.get(anchor.symbol, []):
                if m != n:
                    out[m] = (max(out.get(m, (0.0, ""))[0], 0.8), "same-anchor")
        for related in version.related:
            m_pos = self.position.get(related)
            if m_pos is not None:
                out[m_pos] = (1.0, "explicit")
        return out


def speaker_of(content: str) -> tuple[str, ...]:
    """The lower-cased words of the speaker of a transcript line ``Name: text`` (else empty)."""
    found = SPEAKER.match(content)
    return tuple(found.group(1).lower().split()) if found else ()


def _episodes(docs: list[Doc]) -> tuple[dict[int, int], dict[int, int]]:
    """Each memory's neighbour recorded just before / after it in the same episode.

    An episode is a run of memories with the same stated valid time, each recorded within
    :data:`EPISODE_GAP_S` of the one before (a conversation's session, a dated work log).
    Memories without a valid time form no episode: being stored together is not enough."""
    order = sorted(range(len(docs)), key=lambda n: (docs[n].version.recorded_at, docs[n].engram))
    before: dict[int, int] = {}
    after: dict[int, int] = {}
    for a, b in itertools.pairwise(order):
        first, second = docs[a].version, docs[b].version
        if first.valid_from is not None and first.valid_from == second.valid_from \
                and timeline.seconds_between(first.recorded_at, second.recorded_at) <= EPISODE_GAP_S:
            after[a], before[b] = b, a
    return before, after


_INDEXES: dict[tuple[str, str, str], MemoryIndex] = {}


def believed(state: State, as_of: str | None = None, valid_at: str | None = None) -> list[tuple[str, model.Version]]:
    out = []
    for engram_id, engram in sorted(state.engrams().items()):
        head = engram.believed(as_of, valid_at)
        if head is not None:
            out.append((engram_id, head))
    return out


_BUILDING = threading.Lock()


def index_for(state: State, as_of: str | None, valid_at: str | None) -> MemoryIndex:
    key = (state.tree or "", as_of or "", valid_at or "")
    found = _INDEXES.get(key)
    if found is None:
        with _BUILDING:             # a server's warm-up and its first recall build it once, not twice
            found = _INDEXES.get(key)
            if found is None:
                previous = next(reversed(_INDEXES.values()), None)
                found = bounded.put(_INDEXES, key, MemoryIndex(believed(state, as_of, valid_at), previous), 6)
    return found


# -- local access statistics ---------------------------------------------------------------------


WHAT = "the local recall counts (access.sqlite)"


def _marks(n: int) -> str:
    """``n`` SQL placeholders (``?,?,?``): the only text a query gets besides its own."""
    return ",".join("?" * n)


class Access:
    """Access counts and last access per engram, local to this clone (sqlite, WAL).

    A process keeps one connection per database and thread (in thread-local storage,
    so a thread's connections are closed when the thread ends): closing the last
    connection checkpoints the WAL, which cost more than the recall itself.
    ``synchronous=NORMAL``: a crash of the process loses nothing; a power cut may lose
    the last few counts, which only tune ranking (they are not memory).
    """

    _local: ClassVar[threading.local] = threading.local()

    def __init__(self, store: Store) -> None:
        self.path: Path = store.repo.smp_dir / "memory" / store.user / "access.sqlite"

    def _db(self) -> sqlite3.Connection:
        held_here: dict[Path, tuple[sqlite3.Connection, int]] = Access._local.__dict__.setdefault("open", {})
        held = held_here.get(self.path)
        try:
            inode = self.path.stat().st_ino
        except FileNotFoundError:
            inode = -1
        if held is not None and held[1] == inode:
            return held[0]
        if held is not None:                 # the file was deleted or replaced under us
            held[0].close()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self.path, timeout=30)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute("CREATE TABLE IF NOT EXISTS access (engram TEXT PRIMARY KEY, count INTEGER NOT NULL, "
                   "last TEXT NOT NULL)")
        db.commit()
        held_here[self.path] = (db, self.path.stat().st_ino)
        return db

    def get(self, ids: list[str]) -> dict[str, tuple[int, str]]:
        out: dict[str, tuple[int, str]] = {}
        if not ids:
            return out
        with best_effort(WHAT):              # counts that cannot be read count as none
            db = self._db()
            for start in range(0, len(ids), 500):
                chunk = ids[start:start + 500]
                for engram, count, last in db.execute(
                        f"SELECT engram, count, last FROM access WHERE engram IN ({_marks(len(chunk))})", chunk):
                    out[engram] = (count, last)
        return out

    def touch(self, ids: list[str], when: str) -> None:
        if not ids:
            return
        with best_effort(WHAT):
            db = self._db()
            with db:                         # one transaction, committed (or rolled back) here
                db.executemany("INSERT INTO access(engram, count, last) VALUES (?, 1, ?) ON CONFLICT(engram) "
                               "DO UPDATE SET count = count + 1, last = excluded.last", [(i, when) for i in ids])

    def all(self) -> dict[str, tuple[int, str]]:
        out: dict[str, tuple[int, str]] = {}
        with best_effort(WHAT):
            out = {e: (c, last) for e, c, last in self._db().execute("SELECT engram, count, last FROM access")}
        return out

    # What ``consolidate`` has already turned into recorded versions (access count then).
    # Not disposable (strengthening twice would be wrong): a failure is an IOFailure.

    def consolidated(self) -> dict[str, int]:
        with database_io(self.path):
            db = self._db()
            db.execute("CREATE TABLE IF NOT EXISTS consolidated (engram TEXT PRIMARY KEY, count INTEGER NOT NULL)")
            return dict(db.execute("SELECT engram, count FROM consolidated").fetchall())

    def mark_consolidated(self, counts: dict[str, int]) -> None:
        with database_io(self.path):
            db = self._db()
            with db:
                db.execute("CREATE TABLE IF NOT EXISTS consolidated (engram TEXT PRIMARY KEY, "
                           "count INTEGER NOT NULL)")
                db.executemany("INSERT INTO consolidated(engram, count) VALUES (?, ?) ON CONFLICT(engram) DO "
                               "UPDATE SET count = excluded.count", sorted(counts.items()))


# -- ranking --------------------------------------------------------------------------------------


@dataclass
class Recalled:
    engram: str
    version: model.Version
    score: float
    signals: dict[str, float] = field(default_factory=dict)
    hops: int = 0
    via: str = ""
    cluster: str | None = None


def decay(last: str | None, recorded_at: str, now: str) -> float:
    """1.0 just after an access (or recording), halving every ``DECAY_DAYS`` (180) days."""
    start = last or recorded_at
    days = max(0.0, timeline.seconds_between(start, now) / 86400)
    return float(0.5 ** (days / DECAY_DAYS))


class Found(list[Recalled]):
    """The recalled engrams, best first; ``total`` is how many matched before the limit; ``window``
    the valid-time window read from the query (None: none)."""

    total: int = 0
    window: timeexpr.Window | None = None

    @classmethod
    def of(cls, items: list[Recalled], total: int) -> Found:
        found = cls(items)
        found.total = total
        return found


def similarity_of(index: MemoryIndex, query: str, vector_scores: dict[str, float] | None,
                  lexical_on: bool = True) -> dict[int, float]:
    """BM25 (max-normalised) fused with the cosine of embeddings, per doc position."""
    lexical: dict[int, float] = {}
    if lexical_on or not vector_scores:
        raw = index.bm25(cue_module.terms(query))
        top = max(raw.values(), default=0.0) or 1.0
        lexical = {n: s / top for n, s in raw.items()}
    if not vector_scores:
        return lexical
    dense = {index.position[e]: s for e, s in vector_scores.items() if e in index.position}
    share = LEXICAL_SHARE if lexical_on else 0.0
    return {n: share * lexical.get(n, 0.0) + (1 - share) * dense.get(n, 0.0) for n in set(lexical) | set(dense)}


def _plural(word: str) -> bool:
    word = word.lower()
    return len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is", "'s")) \
        and word not in _NOT_PLURAL


def asks_for_several(query: str) -> bool:
    """Whether an (English) query asks for a list: ``how many``, or a plural head noun after
    ``what`` / ``which`` ("What books has Tim read?", "What are Joanna's hobbies?")."""
    if re.search(r"\bhow many\b", query, re.IGNORECASE):
        return True
    head = _HEAD.search(query)
    if head is not None and _plural(head.group(1)):
        return True
    owned = _OWNED.search(query)
    return owned is not None and _plural(owned.group(1))


def with_speakers(index: MemoryIndex, seeds: dict[int, float], query: str) -> dict[int, float]:
    """Seeds spoken by someone the query names raised by :data:`SPEAKER_SHARE` (before episode
    association, so the other speaker's replies inherit from them, not the reverse), or by
    :data:`LIST_SPEAKER_SHARE` when the query asks for several things: a list is gathered from
    the named person's own lines, scattered over sessions, rather than from the replies to them."""
    words = set(tokenize(query))
    named = {s for s in index.speakers if set(s) <= words}
    if not named:
        return seeds
    share = LIST_SPEAKER_SHARE if asks_for_several(query) else SPEAKER_SHARE
    return {n: value * (1 + share) if index.docs[n].speaker in named else value for n, value in seeds.items()}


def with_episodes(index: MemoryIndex, seeds: dict[int, float], allowed: Callable[[int], bool]) -> dict[int, float]:
    """Each memory plus :data:`EPISODE_SHARE` of its better episode neighbour's relevance, and
    :data:`EPISODE_SHARE_2` of the better one of the memories two steps away."""
    near: dict[int, float] = {}
    far: dict[int, float] = {}
    for n, value in seeds.items():
        for step in (index.before, index.after):
            m = step.get(n)
            if m is None:
                continue
            if value > near.get(m, 0.0) and allowed(m):
                near[m] = value
            beyond = step.get(m)
            if beyond is not None and value > far.get(beyond, 0.0) and allowed(beyond):
                far[beyond] = value
    return {n: seeds.get(n, 0.0) + EPISODE_SHARE * near.get(n, 0.0) + EPISODE_SHARE_2 * far.get(n, 0.0)
            for n in set(seeds) | set(near) | set(far)}


def expand(index: MemoryIndex, seeds: dict[int, float], allowed: Callable[[int], bool], limit: int,
           clusters: dict[str, str] | None) -> dict[int, tuple[float, int, str]]:
    """Multi-hop expansion from the best seeds over associations (two hops)."""
    reached: dict[int, tuple[float, int, str]] = {n: (s, 0, "") for n, s in seeds.items() if s > 0}
    # heapq.nsmallest(k, ...) is sorted(...)[:k], ties in the same order, in less time.
    frontier = heapq.nsmallest(limit, reached, key=lambda n: -reached[n][0])
    for hop in (1, 2):
        next_frontier = []
        for n in frontier:
            base, _, _ = reached[n]
            seed_cluster = clusters.get(index.docs[n].engram) if clusters else None
            for m, (strength, relation) in index.neighbours(n).items():
                if not allowed(m):
                    continue
                value = base * strength * HOP_PENALTY ** hop
                if clusters and clusters.get(index.docs[m].engram) != seed_cluster:
                    value *= LEAVE_CLUSTER
                if value > reached.get(m, (0.0, 0, ""))[0]:
                    reached[m] = (value, hop, relation)
                    next_frontier.append(m)
        frontier = next_frontier[:limit]
    return reached


def begins_in(version: model.Version, window: tuple[str | None, str | None]) -> bool:
    """Whether the fact's valid time (else its recording time) begins in the half-open ``window``."""
    start, end = window
    when = timeline.to_datetime(version.valid_from or version.recorded_at)
    return (start is None or timeline.to_datetime(start) <= when) and (end is None or when < timeline.to_datetime(end))


def time_window(index: MemoryIndex, query: str, valid_at: str | None, moment: str) -> timeexpr.Window | None:
    """The query's time expression as a window, relative to ``valid_at``, else the latest valid time."""
    reference = valid_at or index.latest_valid or moment
    return timeexpr.find(query, timeline.to_datetime(reference))


def in_time(version: model.Version, window: timeexpr.Window) -> float:
    """1 when the memory's valid time falls in ``window``, 0.5 just after it, else 0."""
    when = timeline.to_datetime(version.valid_from or version.recorded_at)
    if window.contains(when):
        return 1.0
    if window.end <= when < window.end + timedelta(days=max(TIME_AFTER_DAYS, window.days())):
        return 0.5
    return 0.0


def recall(store: Store, query: str | None, *, mode: str = "recall", limit: int = 10, as_of: str | None = None,
           valid_at: str | None = None, kinds: list[str] | None = None, tags: list[str] | None = None,
           clusters: dict[str, str] | None = None, reinforce: bool = True, now: str | None = None,
           vector_scores: dict[str, float] | None = None, stages: Stages = ALL_STAGES,
           valid_window: tuple[str | None, str | None] | None = None) -> Found:
    """The memories that matter for ``query``; ``valid_window`` keeps only those whose valid time
    (else recording time) begins in ``[start, end)`` (None on a side: unbounded)."""
    state = store.state()
    index = index_for(state, as_of, valid_at)
    moment = now or timeline.now()

    def allowed(n: int) -> bool:
        version = index.docs[n].version
        return (not kinds or version.kind in kinds) and (not tags or set(tags) <= set(version.tags)) \
            and (valid_window is None or begins_in(version, valid_window))

    if mode == "list" or not query:
        candidates = [n for n in range(len(index.docs)) if allowed(n)]
        newest = sorted(candidates, key=lambda n: (index.docs[n].version.recorded_at, index.docs[n].engram),
                        reverse=True)[:limit]
        return Found.of([Recalled(index.docs[n].engram, index.docs[n].version, 0.0) for n in newest],
                        len(candidates))
    similarity = {n: s for n, s in similarity_of(index, query, vector_scores, stages.lexical).items()
                  if s > 0 and allowed(n)}
    if mode == "search":
        ranked = sorted(similarity.items(), key=lambda kv: (-kv[1], index.docs[kv[0]].engram))[:limit]
        return Found.of([Recalled(index.docs[n].engram, index.docs[n].version, round(s, 4),
                                  {"similarity": round(s, 4)}) for n, s in ranked], len(similarity))
    cue_match = {n: s for n, s in index.cue_scores(cue_module.extract(query)).items() if allowed(n)} \
        if stages.cues else {}
    share = CUE_SHARE if stages.cues else 0.0
    seeds = {n: (1 - share) * similarity.get(n, 0.0) + share * cue_match.get(n, 0.0)
             for n in set(similarity) | set(cue_match)}
    if stages.speakers:
        seeds = with_speakers(index, seeds, query)
    if stages.episodes:
        seeds = with_episodes(index, seeds, allowed)
    reached = expand(index, seeds, allowed, limit if stages.hops else 0, clusters if stages.clusters else None)
    window = time_window(index, query, valid_at, moment) if stages.time else None
    found = score(store, index, reached, similarity, cue_match, window, clusters, limit, moment)
    if reinforce and found and as_of is None:
        Access(store).touch([r.engram for r in found], moment)
    return found


def score(store: Store, index: MemoryIndex, reached: dict[int, tuple[float, int, str]],
          similarity: dict[int, float], cue_match: dict[int, float], window: timeexpr.Window | None,
          clusters: dict[str, str] | None, limit: int, moment: str) -> Found:
    """The composite score of the most relevant few hundred reached memories, best first."""
    # Only the most relevant few hundred can make the top: score just those (heapq.nsmallest(k, ...)
    # is sorted(...)[:k], ties in the same order, in less time).
    shortlist = heapq.nsmallest(max(200, 20 * limit), reached, key=lambda n: -reached[n][0])
    stats = Access(store).get([index.docs[n].engram for n in shortlist])
    results = []
    for n in shortlist:
        relevance, hops, via = reached[n]
        version = index.docs[n].version
        engram_id = index.docs[n].engram
        timely = in_time(version, window) if window is not None else 0.0
        relevance *= 1 + TIME_BOOST * timely
        _, last = stats.get(engram_id, (0, None))
        age_days = max(0.0, timeline.seconds_between(version.recorded_at, moment) / 86400)
        recency = 0.5 ** (age_days / HALF_LIFE_DAYS)
        fading = decay(last, version.recorded_at, moment)
        # How often a memory was returned does not enter here (it would lift what earlier,
        # unrelated questions returned above what this one needs): a recall restores its
        # decay, and ``consolidate`` turns repeated recalls into importance.
        value = (0.7 * relevance + 0.1 * recency + 0.15 * version.importance) * (0.5 + 0.5 * fading)
        signals = {"relevance": round(relevance, 4), "similarity": round(similarity.get(n, 0.0), 4),
                   "cues": round(cue_match.get(n, 0.0), 4), "recency": round(recency, 4),
                   "importance": version.importance, "decay": round(fading, 4)}
        if window is not None:
            signals["time"] = timely
        results.append(Recalled(engram_id, version, round(value, 5), signals, hops, via,
                                clusters.get(engram_id) if clusters else None))
    results.sort(key=lambda r: (-r.score, r.engram))
    found = Found.of(results[:limit], len(reached))
    found.window = window
    return found
