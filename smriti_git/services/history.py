"""``history``: the commits in which a symbol's content hash changed, following its moves.

Two walks over snapshots, newest first:

* along an index ref's snapshot chain (:func:`history`).  For each snapshot only the id
  of the symbol's shard is looked up; a shard is decoded only when its blob differs
  from the previous snapshot's, so a long chain of unrelated commits costs one tree
  lookup each;
* along the source history (:func:`backfill`): the first-parent commits that changed
  the symbol's file, each indexed on ``refs/smp/index-revs`` if it has no snapshot yet
  (as ``index --rev`` does: the branch's index ref does not move), so that a repository
  indexed once shows the symbol's past.

Both follow the symbol when it moves (a file renamed, a definition moved to another
file or scope): where the symbol's id appears, the two snapshots are compared with the
structural diff (:func:`structdiff.diff`), whose *moved* changes (same kind and content
hash under another id) give the id it had before, and the walk goes on with that id.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygit2

from smriti_git.index import parse, snapshot
from smriti_git.model.code import parse_id
from smriti_git.progress import Progress, silent
from smriti_git.services import indexing, structdiff
from smriti_git.storage import objects
from smriti_git.storage.repo import Repo


@dataclass
class Change:
    change: str              # added | changed | moved | removed
    source_commit: str | None
    snapshot: str
    date: int
    subject: str
    hash: str | None
    lines: list[int] | None
    before: str | None = None
    """The source commit of the snapshot before this one on the walk (None for the oldest):
    ``symbol-diff SYMBOL BEFORE SOURCE_COMMIT`` shows the change."""
    id: str = ""
    """The symbol's id at this change (for a removal, the id it had)."""
    moved_from: str | None = None
    """For a move: the id the symbol had before it."""


_State = tuple[str, list[int]]
"""A symbol at one snapshot: (content hash, [first line, last line])."""


class _Walk:
    """One symbol's changes over snapshots given newest first (:meth:`step`), following moves."""

    def __init__(self, repo: Repo, symbol_id: str) -> None:
        self.repo = repo
        self.current = symbol_id
        self.newer: snapshot.SnapshotInfo | None = None
        self.newer_state: _State | None = None
        self.changes: list[Change] = []
        self.examined = 0
        self._memo: tuple[pygit2.Oid, str, _State | None] | None = None

    def state(self, snap: snapshot.SnapshotInfo, symbol_id: str) -> _State | None:
        blob = objects.lookup(self.repo.git, pygit2.Oid(hex=snap.tree), snapshot.shard_path(parse_id(symbol_id).path))
        if blob is None:
            return None
        if self._memo is not None and self._memo[:2] == (blob, symbol_id):
            return self._memo[2]
        shard = snapshot.shard_from_record(objects.read_record(self.repo.git, blob, expect_kind="codefile"))
        sym = next((s for s in shard.symbols if s.id == symbol_id), None)
        found = (sym.content_hash or shard.blob, [sym.span.start_line, sym.span.end_line]) if sym else None
        self._memo = (blob, symbol_id, found)
        return found

    def step(self, older: snapshot.SnapshotInfo) -> None:
        """Take the next older snapshot: record what changed between it and the newer one."""
        self.examined += 1
        newer, after = self.newer, self.newer_state
        if newer is None:
            self.newer, self.newer_state = older, self.state(older, self.current)
            return
        before = self.state(older, self.current)
        if before is None and after is not None:
            moved = next((c.old_id for c in structdiff.diff(self.repo, older, newer).symbols
                          if c.change == "moved" and c.id == self.current), None)
            if moved is not None:
                self._record("moved", newer, after, older.source_commit, moved_from=moved)
                self.current = moved
                before = self.state(older, moved)
                after = before
        if (before[0] if before else None) != (after[0] if after else None):
            kind = "added" if before is None else "removed" if after is None else "changed"
            self._record(kind, newer, after, older.source_commit)
        self.newer, self.newer_state = older, before

    def finish(self) -> list[Change]:
        """The changes, newest first (the oldest snapshot's symbol counts as added there)."""
        if self.newer is not None and self.newer_state is not None:
            self._record("added", self.newer, self.newer_state, None)
            self.newer_state = None
        return self.changes

    @property
    def present(self) -> bool:
        return self.newer_state is not None

    def _record(self, kind: str, snap: snapshot.SnapshotInfo, state: _State | None, before: str | None,
                moved_from: str | None = None) -> None:
        git = self.repo.git
        source = objects.read_commit(git, pygit2.Oid(hex=snap.source_commit)) if snap.source_commit \
            and pygit2.Oid(hex=snap.source_commit) in git else None
        self.changes.append(Change(kind, snap.source_commit, snap.commit, source.commit_time if source else 0,
                                   (source.message.splitlines() or [""])[0] if source else "",
                                   state[0] if state else None, state[1] if state else None, before,
                                   self.current, moved_from))


def history(repo: Repo, symbol_id: str, ref: str, max_snapshots: int = 10_000,
            newest: str | None = None) -> tuple[list[Change], int]:
    """Changes newest first along the snapshot chain of ``ref``, and how many snapshots were
    examined; the walk starts at the snapshot commit ``newest`` of the chain when given
    (default: the ref's tip)."""
    walk = _Walk(repo, symbol_id)
    started = newest is None
    for snap in snapshot.chain(repo.git, ref):
        started = started or snap.commit == newest
        if not started:
            continue
        walk.step(snap)
        if walk.examined >= max_snapshots:
            break
    return walk.finish(), walk.examined


@dataclass
class Backfilled:
    changes: list[Change]
    examined: int
    indexed: int
    """Snapshots indexed by this call (the others existed already)."""
    cut: bool = False
    """Whether the walk stopped at the limit with older history left: the oldest change
    listed (``added``) may then be older."""


def backfill(repo: Repo, symbol_id: str, newest: snapshot.SnapshotInfo, limit: int,
             progress: Progress = silent) -> Backfilled:
    """Changes newest first along the source history from ``newest``: up to ``limit`` older
    commits, the first-parent commits that changed the symbol's file (a file that did not
    exist before, or a symbol that appeared, sends the walk to the commit's parent, where
    a move is looked for and followed into the file the symbol came from), each indexed
    if it has no snapshot yet."""
    git = repo.git
    known = _snapshots_by_commit(git)
    walk = _Walk(repo, symbol_id)
    walk.step(newest)
    indexed = 0

    def snap_of(commit: str) -> snapshot.SnapshotInfo:
        nonlocal indexed
        found = known.get(commit)
        if found is None:
            report = indexing.index(repo, commit)
            found = known[commit] = snapshot.info(git, report.snapshot, report.ref)
            indexed += 1
        progress("backfill", walk.examined, limit)
        return found

    def take(commit: str) -> bool:
        """Step to ``commit``'s snapshot (indexed first if need be); False once ``limit`` were taken."""
        if walk.examined > limit:
            return False
        walk.step(snap_of(commit))
        return True

    def before_newer() -> str | None:
        """The commit just before the walk's newest-taken snapshot (a work tree's: its HEAD)."""
        newer = walk.newer
        if newer is None or newer.source_commit is None:
            return None
        return newer.source_commit if newer.is_worktree else _parent(git, newer.source_commit)

    cursor = newest.source_commit
    skip = None if newest.is_worktree else cursor
    while cursor is not None and walk.present:
        path, restart = parse_id(walk.current).path, None
        for commit in _touching(git, cursor, path, limit + 1):
            if commit == skip:
                continue
            if walk.examined > limit:
                break
            parent = before_newer()
            if parent is not None and parent != commit and walk.state(snap_of(commit), walk.current) is None:
                # The symbol appeared after ``commit``: compare with the parent of the commit it
                # appeared in, for a move (into another file: go on in that file from there).
                if not take(parent):
                    break
                if not walk.present or parse_id(walk.current).path != path:
                    restart = parent
                    break
            if not take(commit) or not walk.present:
                break
        else:
            parent = before_newer()
            if parent is not None and walk.present and take(parent):
                restart = parent        # the file's first commit: did the symbol come from elsewhere?
        cursor, skip = restart, restart
    progress("backfill", limit, limit)
    cut = walk.present and before_newer() is not None
    return Backfilled(walk.finish(), walk.examined, indexed, cut)


def _parent(git: pygit2.Repository, commit: str | None) -> str | None:
    if commit is None:
        return None
    parents = objects.read_commit(git, pygit2.Oid(hex=commit)).parent_ids
    return str(parents[0]) if parents else None


def _touching(git: pygit2.Repository, start: str, path: str, limit: int) -> list[str]:
    """Up to ``limit`` commits, newest first, of ``start``'s first-parent history whose
    ``path`` differs from their parent's (``start`` included); the walk stops at the
    commit that created the file."""
    out: list[str] = []
    commit = objects.read_commit(git, pygit2.Oid(hex=start))
    entry = objects.lookup(git, commit.tree_id, path)
    while entry is not None and len(out) < limit:
        parent = objects.read_commit(git, commit.parent_ids[0]) if commit.parent_ids else None
        before = objects.lookup(git, parent.tree_id, path) if parent is not None else None
        if before != entry:
            out.append(str(commit.id))
        if parent is None:
            break
        commit, entry = parent, before
    return out


def _snapshots_by_commit(git: pygit2.Repository) -> dict[str, snapshot.SnapshotInfo]:
    """The newest snapshot of every indexed commit, on any index ref (the current indexer's only)."""
    found: dict[str, snapshot.SnapshotInfo] = {}
    for ref in snapshot.index_refs(git):
        for snap in snapshot.chain(git, ref):
            if snap.source_commit and snap.indexer == parse.INDEXER_VERSION:
                found.setdefault(snap.source_commit, snap)
    return found
