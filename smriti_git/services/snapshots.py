"""Finding and reading the snapshot a query should run against, and opening its graph."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pygit2

from smriti_git.cache import graphdb
from smriti_git.errors import NotFound
from smriti_git.index import snapshot
from smriti_git.progress import Progress, silent
from smriti_git.services import indexing
from smriti_git.services.graphquery import GraphQuery
from smriti_git.services.indexing import head_ref, resolve_commit
from smriti_git.services.namespace import require_initialized
from smriti_git.storage import refs
from smriti_git.storage.repo import Repo

_WORKTREE_VIEWS: dict[str, snapshot.SnapshotInfo] = {}
"""Per repository (common dir): the latest snapshot of its uncommitted work tree that this
process was asked to serve by default (``serve_worktree``; a server does, the CLI never)."""


def serve_worktree(repo: Repo, snap: snapshot.SnapshotInfo) -> None:
    """From now on, in this process, queries without a ``rev`` answer from ``snap`` (a
    work-tree snapshot) as long as it is on top of the current HEAD and differs from it; a
    commit's snapshot (a clean work tree) ends the view."""
    if snap.is_worktree:
        _WORKTREE_VIEWS[str(repo.common_dir)] = snap
    else:
        _WORKTREE_VIEWS.pop(str(repo.common_dir), None)


def _worktree_view(repo: Repo, head: pygit2.Commit) -> snapshot.SnapshotInfo | None:
    view = _WORKTREE_VIEWS.get(str(repo.common_dir))
    if view is None or view.source_commit != str(head.id) or view.source_tree == str(head.tree_id):
        return None   # stale (HEAD moved since) or the same code as HEAD: answer from the commit
    return view


def indexed(repo: Repo, report: indexing.IndexReport) -> snapshot.SnapshotInfo:
    """The snapshot an index run made (or found)."""
    return snapshot.info(repo.git, report.snapshot, report.ref)


def resolve(repo: Repo, rev: str | None = None) -> snapshot.SnapshotInfo:
    """The snapshot of ``rev`` (default: HEAD, or the work tree a server serves), looked up
    on every index ref."""
    require_initialized(repo)
    git = repo.git
    commit = resolve_commit(git, rev or "HEAD")
    prefer = head_ref(git)
    if rev is None and (view := _worktree_view(repo, commit)) is not None:
        return view
    if rev is None:
        tip = refs.read(git, prefer)
        if tip is not None:
            head_snapshot = snapshot.info(git, tip, prefer)
            if head_snapshot.source_commit == str(commit.id):
                return head_snapshot
    found = snapshot.find_for_commit(git, str(commit.id), prefer)
    if found is None:
        what = rev or "HEAD"
        raise NotFound(f"{what} ({str(commit.id)[:12]}) is not indexed: run `git smp index"
                       f"{' --rev ' + rev if rev else ''}`")
    return found


def tip(repo: Repo, ref: str) -> snapshot.SnapshotInfo:
    """The newest snapshot on the index ref ``ref``."""
    commit = refs.read(repo.git, ref)
    if commit is None:
        raise NotFound(f"{ref} holds no snapshot: run `git smp index`")
    return snapshot.info(repo.git, commit, ref)


def ensure(repo: Repo, rev: str | None = None, progress: Progress = silent) -> snapshot.SnapshotInfo:
    """The snapshot of ``rev``, indexing it first if it has none (from git objects)."""
    try:
        return resolve(repo, rev)
    except NotFound:
        pass
    return indexed(repo, indexing.index(repo, rev, progress=progress))


def of_worktree(repo: Repo, progress: Progress = silent) -> snapshot.SnapshotInfo:
    """The snapshot of the work tree as it is now: HEAD's when the work tree holds exactly
    HEAD's files (indexed first if needed), else a work-tree snapshot taken now."""
    git = repo.git
    if not git.head_is_unborn and indexing.worktree_tree(repo) == str(resolve_commit(git, "HEAD").tree_id):
        return ensure(repo, "HEAD", progress)
    return indexed(repo, indexing.index(repo, worktree=True, progress=progress))


def open_snapshot(repo: Repo, snap: snapshot.SnapshotInfo, progress: Progress = silent) -> GraphQuery:
    """Queries over the graph cache of one given snapshot (a work-tree one included)."""
    return GraphQuery(graphdb.open_graph(repo, snap, progress))


def graph(repo: Repo, rev: str | None = None, progress: Progress = silent) -> tuple[GraphQuery, snapshot.SnapshotInfo]:
    """Queries over the graph cache of ``rev``'s snapshot (indexed and built on demand; a
    long-lived process keeps recent databases open, see :func:`graphdb.open_graph`)."""
    snap = ensure(repo, rev, progress)
    return GraphQuery(graphdb.open_graph(repo, snap, progress)), snap


def shard(repo: Repo, snap: snapshot.SnapshotInfo, path: str) -> snapshot.Shard:
    """One file's shard (symbols, edges) in the snapshot."""
    return snapshot.read_shard(repo.git, snap.tree, path)


@dataclass(kw_only=True)
class Described:
    """What a snapshot holds: counts from its ``meta.json`` and the state of its graph cache."""

    files: int
    symbols: int
    edges: dict[str, int]
    languages: dict[str, int]
    diagnostics: int
    graph_cache: dict[str, Any]


def describe(repo: Repo, snap: snapshot.SnapshotInfo) -> Described:
    meta = snapshot.read_meta(repo.git, snap.tree)
    return Described(files=int(meta["files"]), symbols=int(meta["symbols"]), edges=dict(meta["edges"]),
                     languages=dict(meta["languages"]),
                     diagnostics=len(snapshot.read_diagnostics(repo.git, snap.tree)),
                     graph_cache=graphdb.built_info(repo, snap) or {})


def source_of(repo: Repo, snap: snapshot.SnapshotInfo, path: str, symbol_id: str,
              max_bytes: int) -> tuple[str, int, bool, str]:
    """A symbol's source text at the snapshot's commit: (text, size in bytes, truncated, doc)."""
    shard = snapshot.read_shard(repo.git, snap.tree, path)
    sym = next((s for s in shard.symbols if s.id == symbol_id), None)
    if sym is None:
        raise NotFound(f"{symbol_id} is not in {path} at this snapshot")
    source = snapshot.read_source(repo.git, shard.blob, shard.lang)
    data = source if sym.kind == "file" else source[sym.span.start_byte:sym.span.end_byte]
    cut = data[:max_bytes]
    text = cut.decode("utf-8", "replace")
    if len(cut) < len(data):
        text = text.rstrip("\ufffd")
    return text, len(data), len(cut) < len(data), sym.doc


def shards(repo: Repo, snap: snapshot.SnapshotInfo) -> Iterator[snapshot.Shard]:
    return snapshot.iter_shards(repo.git, snap.tree)


@dataclass(kw_only=True)
class Indexed:
    """One indexed commit: its newest snapshot, and the commit's own date and subject."""

    source_commit: str
    snapshot: str
    ref: str
    date: int
    subject: str


def indexed_commits(repo: Repo, max_snapshots: int = 100_000) -> tuple[list[Indexed], int]:
    """Every commit with a snapshot on an index ref (a branch's, a detached HEAD's, ``--rev``'s),
    newest commit first, each once (its newest snapshot, the current branch's ref first);
    and how many snapshots were examined (at most ``max_snapshots``)."""
    require_initialized(repo)
    git = repo.git
    names = snapshot.index_refs(git)
    prefer = head_ref(git)
    names.sort(key=lambda name: (name != prefer, name))
    found: dict[str, Indexed] = {}
    examined = 0
    for name in names:
        for snap in snapshot.chain(git, name):
            examined += 1
            source = snap.source_commit
            if source and source not in found:
                commit = git.get(source)
                if isinstance(commit, pygit2.Commit):
                    found[source] = Indexed(source_commit=source, snapshot=snap.commit, ref=name,
                                            date=commit.commit_time, subject=(commit.message.splitlines() or [""])[0])
            if examined >= max_snapshots:
                break
        if examined >= max_snapshots:
            break
    return _newest_first(git, list(found.values())), examined


def _newest_first(git: pygit2.Repository, found: list[Indexed]) -> list[Indexed]:
    """Newest commit first; among commits of one second, a descendant before its ancestors
    (how many of its peers it descends from), then by id, so the order never depends on
    which commit id sorts first."""
    peers: dict[int, list[Indexed]] = {}
    for item in found:
        peers.setdefault(item.date, []).append(item)

    def below(item: Indexed) -> int:
        return sum(1 for other in peers[item.date] if other is not item
                   and git.descendant_of(item.source_commit, other.source_commit))

    return sorted(found, key=lambda i: (-i.date, -below(i) if len(peers[i.date]) > 1 else 0, i.source_commit))
