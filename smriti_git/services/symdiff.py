"""``symbol-diff``: one symbol between two snapshots.

Owns what the structural diff (:mod:`structdiff`) and the symbol history
(:mod:`history`) do not: naming the symbol on either side (the newer snapshot first,
then the older, so a removed symbol can be named), the default older side (the
snapshot before the symbol's latest change), following a move to the symbol's other
id, its signature and a unified diff of its text at both sides, and its callers and
callees gained and lost, read from the structural diff's CALLS edges (resolved edges,
one per caller and callee, however many call sites).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from smriti_git.cache import graphdb
from smriti_git.errors import NotFound
from smriti_git.index import snapshot
from smriti_git.model.code import Symbol, parse_id
from smriti_git.progress import Progress, silent
from smriti_git.services import history, snapshots, structdiff
from smriti_git.services.graphquery import GraphQuery
from smriti_git.services.indexing import resolve_commit
from smriti_git.storage.repo import Repo

MAX_BODY_BYTES = 1 << 20
"""Each side's text is read up to this many bytes (the answer says when it was cut)."""
_HUNK = re.compile(r"^@@ -(\d+)(,\d+)? \+(\d+)(,\d+)? @@")


@dataclass
class Side:
    """The symbol at one snapshot."""

    id: str
    kind: str
    path: str
    lines: list[int]
    signature: str
    content_hash: str


@dataclass
class SymbolDiff:
    old: snapshot.SnapshotInfo
    new: snapshot.SnapshotInfo
    change: str                  # added | removed | moved | changed | unchanged
    before: Side | None
    after: Side | None
    body_diff: str = ""
    truncated: bool = False
    callers_gained: list[str] = field(default_factory=list)
    callers_lost: list[str] = field(default_factory=list)
    callees_gained: list[str] = field(default_factory=list)
    callees_lost: list[str] = field(default_factory=list)


def symbol_diff(repo: Repo, text: str, rev_a: str | None = None, rev_b: str | None = None,
                context: int = 3, progress: Progress = silent) -> SymbolDiff:
    """The symbol named ``text`` between ``rev_a`` and ``rev_b`` (see :func:`older_default`
    and the ``symbol-diff`` operation for the defaults)."""
    new = snapshots.ensure(repo, rev_b, progress)
    found_new = _resolve(repo, new, text, progress)
    old = snapshots.ensure(repo, rev_a, progress) if rev_a is not None \
        else older_default(repo, new, found_new, progress)
    found_old = None if found_new is not None else _resolve(repo, old, text, progress)
    if found_new is None and found_old is None:
        raise NotFound(f"no symbol {text!r} at either side: {(old.source_commit or old.commit)[:12]} "
                       f"or {(new.source_commit or new.commit)[:12]}")
    changes = structdiff.diff(repo, old, new)
    moved = {c.old_id: c.id for c in changes.symbols if c.change == "moved" and c.old_id}
    if found_new is not None:
        old_id = found_new if _symbol(repo, old, found_new) else \
            next((o for o, n in moved.items() if n == found_new), None)
        new_id: str | None = found_new
    else:
        old_id, new_id = found_old, moved.get(found_old or "")
    before, after = _symbol(repo, old, old_id), _symbol(repo, new, new_id)
    out = SymbolDiff(old, new, _change(before, after), _side(before), _side(after))
    out.body_diff, out.truncated = _body_diff(repo, (old, before), (new, after), context)
    calls = [e for e in changes.edges if e.kind == "CALLS"]
    out.callers_gained, out.callers_lost = _delta(
        {e.src for e in calls if e.change == "gained" and e.dst == new_id},
        {moved.get(e.src, e.src) for e in calls if e.change == "lost" and e.dst == old_id})
    out.callees_gained, out.callees_lost = _delta(
        {e.dst for e in calls if e.change == "gained" and e.src == new_id},
        {moved.get(e.dst, e.dst) for e in calls if e.change == "lost" and e.src == old_id})
    return out


def older_default(repo: Repo, new: snapshot.SnapshotInfo, symbol_id: str | None,
                  progress: Progress = silent) -> snapshot.SnapshotInfo:
    """The older side when none is given: for a work-tree snapshot, the commit it sits
    on; otherwise the snapshot just before the symbol's latest change on ``new``'s chain
    (:func:`history.history`), or, when the chain shows none (the symbol is not at
    ``new``, or was there since the chain's first snapshot), ``new``'s first parent
    commit.  A root commit is its own older side."""
    if new.is_worktree:
        return snapshots.ensure(repo, new.source_commit, progress)
    if symbol_id is not None:
        changes, _ = history.history(repo, symbol_id, new.ref, newest=new.commit)
        before = next((c.before for c in changes if c.before), None)
        if before is not None:
            return snapshots.ensure(repo, before, progress)
    commit = resolve_commit(repo.git, new.source_commit or "HEAD")
    if not commit.parent_ids:
        return new
    return snapshots.ensure(repo, str(commit.parent_ids[0]), progress)


def _resolve(repo: Repo, snap: snapshot.SnapshotInfo, text: str, progress: Progress) -> str | None:
    """The id of the one symbol ``text`` names in ``snap`` (``Ambiguous`` lists candidates),
    None when it names none."""
    gq = GraphQuery(graphdb.open_graph(repo, snap, progress))
    try:
        return gq.resolve(text).id
    except NotFound:
        return None


def _symbol(repo: Repo, snap: snapshot.SnapshotInfo, symbol_id: str | None) -> Symbol | None:
    if symbol_id is None:
        return None
    try:
        shard = snapshots.shard(repo, snap, parse_id(symbol_id).path)
    except NotFound:
        return None
    return next((s for s in shard.symbols if s.id == symbol_id), None)


def _side(sym: Symbol | None) -> Side | None:
    if sym is None:
        return None
    return Side(sym.id, sym.kind, sym.path, [sym.span.start_line, sym.span.end_line], sym.signature,
                sym.content_hash)


def _change(before: Symbol | None, after: Symbol | None) -> str:
    if before is None or after is None:
        return "added" if after is not None else "removed"
    if before.id != after.id:
        return "moved"
    same = before.content_hash == after.content_hash and before.signature == after.signature
    return "unchanged" if same else "changed"


def _delta(after: set[str], before: set[str]) -> tuple[list[str], list[str]]:
    """(gained, lost), each sorted."""
    return sorted(after - before), sorted(before - after)


def _body_diff(repo: Repo, old: tuple[snapshot.SnapshotInfo, Symbol | None],
               new: tuple[snapshot.SnapshotInfo, Symbol | None], context: int) -> tuple[str, bool]:
    """A unified diff of the symbol's text, hunks numbered by the lines of its files; and
    whether either side was cut at :data:`MAX_BODY_BYTES`."""
    texts: list[list[str]] = []
    names: list[str] = []
    starts: list[int] = []
    cut = False
    for snap, sym in (old, new):
        if sym is None:
            texts.append([])
            names.append("/dev/null")
            starts.append(0)
            continue
        text, _, truncated, _ = snapshots.source_of(repo, snap, sym.path, sym.id, MAX_BODY_BYTES)
        cut = cut or truncated
        texts.append([line + "\n" for line in text.removesuffix("\n").split("\n")])
        names.append(f"{sym.path}@{(snap.source_commit or snap.commit)[:12]}")
        starts.append(sym.span.start_line - 1 if sym.kind != "file" else 0)
    lines: list[str] = []
    for line in difflib.unified_diff(texts[0], texts[1], names[0], names[1], n=context):
        match = _HUNK.match(line)
        if match:
            line = (f"@@ -{int(match[1]) + starts[0]}{match[2] or ''} "
                    f"+{int(match[3]) + starts[1]}{match[4] or ''} @@\n")
        lines.append(line)
    return "".join(lines), cut
