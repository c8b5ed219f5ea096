"""Anchors: tying a fact to code, and telling whether that code has changed since.

An anchor is ``(symbol id, content hash)`` taken when the fact is recorded.  Against a
snapshot it is:

* **fresh**: the symbol is there with the same hash;
* **moved**: the same hash is found under another id (a file move, or the definition
  moved to another scope): the fact follows it and stays fresh;
* **stale**: the symbol is there but its content changed, or it moved to another file
  and changed in the same commit: the one symbol with the same qualified name and kind
  in another file is its new place, and the fact follows it (``current`` and
  ``moved_to``);
* **orphaned**: neither the symbol, its content, nor a single same-qualified-name symbol
  elsewhere exist any more.  When two or three symbols elsewhere share the qualified
  name they are listed as candidates (never a guess); else symbols of the same kind in
  the same scope of the same file (a rename) are *flagged* as candidates, never
  silently adopted.

An engram's state is its worst anchor's (orphaned > stale > moved > fresh);
unanchored facts are ``unanchored``.  States are computed lazily (:class:`Code`):
storing or recalling facts without anchors never indexes code or builds the graph
cache, and when the graph cannot be built, states are ``unknown`` (with a warning)
rather than blocking memory.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

from smriti_git.errors import SmpError
from smriti_git.model.code import parse_id
from smriti_git.model.engram import Anchor
from smriti_git.progress import Progress, silent
from smriti_git.storage.repo import Repo

if TYPE_CHECKING:   # the graph (and its engine) is imported only when an anchor needs it
    from smriti_git.services.graphquery import GraphQuery

log = logging.getLogger(__name__)

ORDER = {"fresh": 0, "moved": 1, "stale": 2, "orphaned": 3}


@dataclass
class AnchorState:
    symbol: str
    state: str
    current: str | None = None
    rename_candidates: tuple[str, ...] = ()
    moved_to: str | None = None       # the new id when the code moved (state moved or stale)


class Code:
    """The HEAD snapshot's graph, opened (indexing HEAD if needed) on first use only."""

    def __init__(self, repo: Repo, progress: Progress = silent) -> None:
        self.repo = repo
        self.progress = progress
        self._opened = False
        self._gq: GraphQuery | None = None
        self._failure = ""

    def query(self) -> GraphQuery | None:
        """The graph, or None when there is no commit to index or it cannot be built."""
        if not self._opened:
            self._opened = True
            if self.repo.git.head_is_unborn:
                self._failure = "the repository has no commit to index"
            else:
                from smriti_git.services import snapshots  # indexing and the graph engine: only when needed

                try:
                    self._gq = snapshots.graph(self.repo, None, self.progress)[0]
                except (SmpError, OSError, RuntimeError) as exc:
                    self._failure = f"the code graph of HEAD could not be built ({getattr(exc, 'message', exc)})"
        return self._gq

    def require(self) -> GraphQuery:
        """The graph, for anchoring a new fact: an error saying why when there is none."""
        gq = self.query()
        if gq is None:
            raise SmpError(f"cannot anchor: {self._failure}")
        return gq

    def states(self, anchors: list[Anchor]) -> list[AnchorState] | None:
        """Each anchor's state; None (unknown, with a warning) when the graph is unavailable.
        No anchors, no graph: the database is not even opened."""
        if not anchors:
            return []
        gq = self.query()
        if gq is None:
            if not self.repo.git.head_is_unborn:
                log.warning("anchor states are unknown: %s", self._failure)
            return None
        return states(gq, anchors)


def resolve(gq: GraphQuery, texts: list[str]) -> list[Anchor]:
    """Anchors for symbols named by the user (ids, qualified names or names)."""
    out = []
    for text in texts:
        ref = gq.resolve(text)
        rows = gq.graph.rows("MATCH (s:Symbol {id: $id}) RETURN s.hash, s.kind, s.name", id=ref.id)
        content_hash, kind, name = rows[0] if rows else ("", ref.kind, ref.name)
        out.append(Anchor(ref.id, content_hash or "", kind, name))
    return out


def states(gq: GraphQuery, anchors: list[Anchor]) -> list[AnchorState]:
    if not anchors:
        return []
    ids = sorted({a.symbol for a in anchors})
    # A symbol without a content hash (a file) reads as "": fresh while it exists.
    present = {r[0]: r[1] or "" for r in gq.graph.rows(
        "UNWIND $ids AS i MATCH (s:Symbol {id: i}) RETURN s.id, s.hash", ids=ids)}
    wanted = sorted({a.hash for a in anchors if a.hash and present.get(a.symbol) != a.hash})
    by_hash: dict[str, list[str]] = {}
    if wanted:
        for content_hash, sid in gq.graph.rows(
                "MATCH (s:Symbol) WHERE s.hash IN $h RETURN s.hash, s.id ORDER BY s.id", h=wanted):
            by_hash.setdefault(content_hash, []).append(sid)
    out = []
    for anchor in anchors:
        current_hash = present.get(anchor.symbol)
        if current_hash is not None and current_hash == anchor.hash:
            out.append(AnchorState(anchor.symbol, "fresh", anchor.symbol))
        elif anchor.hash and by_hash.get(anchor.hash):
            moved = [s for s in by_hash[anchor.hash] if s != anchor.symbol]
            if moved:
                out.append(AnchorState(anchor.symbol, "moved", moved[0], moved_to=moved[0]))
            else:
                out.append(AnchorState(anchor.symbol, "fresh", anchor.symbol))
        elif current_hash is not None:
            out.append(AnchorState(anchor.symbol, "stale", anchor.symbol))
        else:
            elsewhere = _same_qualname_elsewhere(gq, anchor)
            if len(elsewhere) == 1:         # moved to another file and edited: stale, at its new place
                out.append(AnchorState(anchor.symbol, "stale", elsewhere[0], moved_to=elsewhere[0]))
            elif elsewhere:                 # several: candidates, never a guess
                out.append(AnchorState(anchor.symbol, "orphaned", None,
                                       tuple(elsewhere) if len(elsewhere) <= 3 else ()))
            else:
                out.append(AnchorState(anchor.symbol, "orphaned", None, _rename_candidates(gq, anchor)))
    return out


def _same_qualname_elsewhere(gq: GraphQuery, anchor: Anchor) -> list[str]:
    """The symbols with the anchor's qualified name and kind in other files (a file move
    with edits, when there is one), sorted by id; only the one with the anchor's whole id
    after the path (the same repeated definition) when there is exactly one."""
    parsed = parse_id(anchor.symbol)
    name = anchor.name or (parsed.qualname or "").rsplit(".", 1)[-1]
    if not anchor.kind or not parsed.qualname or not name:
        return []
    rows = gq.graph.rows("MATCH (s:Symbol) WHERE s.name = $n AND s.kind = $k RETURN s.id ORDER BY s.id",
                         n=name, k=anchor.kind)
    found = [r[0] for r in rows
             if r[0] != anchor.symbol and (q := parse_id(r[0])).qualname == parsed.qualname
             and q.path != parsed.path]
    # A repeated definition (a property's setter, ``name()~2``) keeps its place in its scope:
    # the one symbol elsewhere with the same id after the path is it.
    tail = anchor.symbol.split("::", 1)[-1]
    exact = [sid for sid in found if sid.split("::", 1)[-1] == tail]
    return exact if len(exact) == 1 else found


def _rename_candidates(gq: GraphQuery, anchor: Anchor) -> tuple[str, ...]:
    """Up to three symbols of the anchor's kind in the same scope of the same file that
    the orphaned one may have been renamed to.  More than three is no evidence: none
    are offered."""
    parsed = parse_id(anchor.symbol)
    if not anchor.kind:
        return ()
    rows = gq.graph.rows("MATCH (s:Symbol) WHERE s.path = $p AND s.kind = $k RETURN s.id ORDER BY s.id",
                         p=parsed.path, k=anchor.kind)
    owner = (parsed.qualname or "").rsplit(".", 1)[0] if parsed.qualname and "." in parsed.qualname else ""
    found = [r[0] for r in rows if (parse_id(r[0]).qualname or "").rsplit(".", 1)[0] == owner or not owner]
    return tuple(found[:3]) if len(found) <= 3 else ()


def overall(found: list[AnchorState]) -> str:
    if not found:
        return "unanchored"
    return max((s.state for s in found), key=lambda s: ORDER[s])
