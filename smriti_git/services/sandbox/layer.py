"""The runtime layer on ``refs/smp/runtime``: traced call edges stored per snapshot, and read back.

One linear chain of commits.  Each traced run that mapped edges adds one
``runtime-trace/1`` record at ``snapshots/<ab>/<snapshot tree id>/<run id>.json``
(``<ab>``: the tree id's first two hex digits; the run id: the first 20 hex digits of
the blake2b digest of the record's canonical bytes).  The record holds no time and no
host: the same edges of the same command on the same snapshot give the same bytes,
the same path, and no new commit.  Commits are signed like every smriti-git commit
(``repo.signer``), carry the snapshot's commit time (so the same run on the same tip
gives the same commit) and move the ref by compare-and-swap.

**Received layers.** ``push`` and ``export`` carry this ref like the snapshots and memory
(``services/remotes.py``, ``services/exchange.py``); a verified layer received from another
agent lands on ``refs/smp/remotes/<who>/runtime``.  Reading takes the runs of the local layer
and of every received one, each run once by its id (the digest of its record, so the same
run from two agents counts once); a received record that is not the run its path names is
skipped with a warning, never an error.  Before a push, :func:`merge` brings the runs the
remote holds into the local layer, so that a push carries them on instead of replacing them.

Runtime edges are filed under the snapshot's **tree** id because symbol ids are a
function of it: a query finds the runtime layer of the snapshot it answers from by
that id alone.  Reading sums every run of a snapshot into :class:`RuntimeEdges`, kept
per process in a bounded memo keyed by the folders' tree ids of every layer read (a new
run, here or received, changes one, so the memo is never stale); nothing else caches it, and the static graph
database is not rebuilt when a run is added.
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import pygit2

from smriti_git import bounded
from smriti_git.errors import SmpError
from smriti_git.index.snapshot import SnapshotInfo
from smriti_git.model import layout
from smriti_git.storage import canonical, objects, refs
from smriti_git.storage.repo import Repo

KIND = "runtime-trace"
COMPRESS_ABOVE = 16 << 10
_MEMO: dict[str, RuntimeEdges] = {}
MEMO_SIZE = 16
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RuntimeEdge:
    """A caller -> callee pair observed at run time, summed over the snapshot's runs."""

    src: str
    dst: str
    count: int
    indirect: int
    runs: int


@dataclass
class RuntimeEdges:
    """A snapshot's runtime layer, indexed both ways."""

    runs: int = 0
    edges: dict[tuple[str, str], RuntimeEdge] = field(default_factory=dict)
    by_src: dict[str, list[RuntimeEdge]] = field(default_factory=dict)
    by_dst: dict[str, list[RuntimeEdge]] = field(default_factory=dict)

    def out(self, ids: Iterable[str]) -> list[RuntimeEdge]:
        return [e for i in sorted(set(ids)) for e in self.by_src.get(i, ())]

    def into(self, ids: Iterable[str]) -> list[RuntimeEdge]:
        return [e for i in sorted(set(ids)) for e in self.by_dst.get(i, ())]


def folder_path(tree: str) -> str:
    return f"snapshots/{tree[:2]}/{tree}"


def record(snap: SnapshotInfo, runtime: str, collectors: list[str], command: list[str],
           edges: dict[tuple[str, str], list[int]], unmapped: dict[str, int], processes: int, exit_code: int | None,
           timed_out: bool) -> dict[str, Any]:
    """The ``runtime-trace/1`` record of one run (fields at their default are left out)."""
    rows = []
    for (src, dst), (count, indirect) in sorted(edges.items()):
        row: dict[str, Any] = {"src": src, "dst": dst, "count": count}
        if indirect:
            row["indirect"] = indirect
        rows.append(row)
    body: dict[str, Any] = {"schema": f"{KIND}/1", "snapshot": snap.commit, "snapshot_tree": snap.tree,
                            "runtime": runtime, "collectors": sorted(collectors), "command": command, "edges": rows,
                            "unmapped": {k: v for k, v in sorted(unmapped.items()) if v}, "processes": processes}
    if snap.source_commit:
        body["source_commit"] = snap.source_commit
    if snap.is_worktree:
        body["worktree"] = True
    if exit_code is not None:
        body["exit_code"] = exit_code
    if timed_out:
        body["timed_out"] = True
    return body


def run_id(body: dict[str, Any]) -> str:
    return hashlib.blake2b(canonical.encode(body), digest_size=10).hexdigest()


def store(repo: Repo, snap: SnapshotInfo, body: dict[str, Any]) -> tuple[str, str | None]:
    """Add the record to the layer: (its run id, the commit that holds it; None if there are no edges)."""
    if not body["edges"]:
        return run_id(body), None
    git = repo.git
    rid = run_id(body)
    raw = objects.encode_record(body)
    blob = objects.write_blob(git, canonical.compress(raw) if len(raw) > COMPRESS_ABOVE else raw)
    path = f"{folder_path(snap.tree)}/{rid}.json"
    when = objects.read_commit(git, pygit2.Oid(hex=snap.commit)).commit_time
    subject = f"runtime: {len(body['edges'])} edges of `{' '.join(body['command'])[:60]}` on {snap.commit[:12]}"
    message = objects.format_message(subject, {"Smp-Snapshot": snap.commit, "Smp-Snapshot-Tree": snap.tree,
                                               "Smp-Run": rid})
    sig = objects.signature(layout.TOOL_NAME, layout.TOOL_EMAIL, when)

    def apply(current: pygit2.Oid | None) -> pygit2.Oid | None:
        base = objects.read_commit(git, current).tree_id if current is not None else None
        if base is not None and objects.lookup(git, base, path) == blob:
            return current
        tree = objects.edit_tree(git, base, {path: blob})
        return objects.write_commit(git, tree, [current] if current is not None else [], message, sig,
                                    signer=repo.signer)

    tip = refs.update(repo, layout.RUNTIME_REF, apply, message=f"smp {subject}")
    return rid, str(tip) if tip is not None else None


def layer_refs(repo: Repo) -> list[tuple[str, pygit2.Oid]]:
    """The runtime layers a query reads: the local ``refs/smp/runtime`` first, then each one
    received from another agent and verified on arrival (``refs/smp/remotes/<who>/runtime``),
    by name."""
    local = refs.read(repo.git, layout.RUNTIME_REF)
    found = [(layout.RUNTIME_REF, local)] if local is not None else []
    return found + [(name, oid) for name, oid in refs.list_refs(repo.git, layout.REMOTES_PREFIX).items()
                    if layout.is_received_runtime(name)]


def _folders(repo: Repo, tree: str) -> list[tuple[str, pygit2.Oid]]:
    """``(layer ref, folder id)`` of every layer that holds runs of the snapshot tree ``tree``."""
    out = []
    for name, tip in layer_refs(repo):
        folder = objects.lookup(repo.git, objects.read_commit(repo.git, tip).tree_id, folder_path(tree))
        if folder is not None:
            out.append((name, folder))
    return out


def _received(repo: Repo, name: str, rid: str, oid: pygit2.Oid, tree: str) -> dict[str, Any] | None:
    """A run record of a received layer, or None (with a warning) when it is not what its path
    says: a valid ``runtime-trace/1`` record of snapshot tree ``tree`` whose run id is ``rid``."""
    try:
        body = objects.read_record(repo.git, oid, expect_kind=KIND)
    except SmpError as exc:
        log.warning("%s: run %s skipped: %s", name, rid, exc.message)
        return None
    if body.get("snapshot_tree") != tree or run_id(body) != rid:
        log.warning("%s: run %s skipped: its record is not the run its path names", name, rid)
        return None
    return body


def runs(repo: Repo, tree: str) -> list[dict[str, Any]]:
    """Every run record stored for the snapshot tree ``tree``, in run-id order: the local layer's
    and those of received layers, each run once (a run id is the digest of its record, so the
    same run received twice, or traced here too, counts once)."""
    seen: dict[str, dict[str, Any]] = {}
    for name, folder in _folders(repo, tree):
        for path, oid in objects.iter_tree(repo.git, folder):
            rid = path.removesuffix(".json")
            if rid in seen:
                continue
            if name == layout.RUNTIME_REF:
                seen[rid] = objects.read_record(repo.git, oid, expect_kind=KIND)
            elif (body := _received(repo, name, rid, oid, tree)) is not None:
                seen[rid] = body
    return [seen[rid] for rid in sorted(seen)]


def edges(repo: Repo, snap: SnapshotInfo) -> RuntimeEdges:
    """The snapshot's runtime layer: every run's edges summed (empty when none was traced), the
    runs received from other agents included."""
    folders = _folders(repo, snap.tree)
    if not folders:
        return RuntimeEdges()
    key = f"{repo.common_dir}:" + ",".join(f"{name}={folder}" for name, folder in folders)
    cached = _MEMO.get(key)
    if cached is not None:
        return cached
    totals: dict[tuple[str, str], list[int]] = {}
    found = runs(repo, snap.tree)
    for body in found:
        for row in body["edges"]:
            entry = totals.setdefault((row["src"], row["dst"]), [0, 0, 0])
            entry[0] += row["count"]
            entry[1] += row.get("indirect", 0)
            entry[2] += 1
    out = RuntimeEdges(runs=len(found))
    for (src, dst), (count, indirect, seen) in sorted(totals.items()):
        edge = RuntimeEdge(src, dst, count, indirect, seen)
        out.edges[(src, dst)] = edge
        out.by_src.setdefault(src, []).append(edge)
        out.by_dst.setdefault(dst, []).append(edge)
    return bounded.put(_MEMO, key, out, MEMO_SIZE)


RECORD_PATH = re.compile(r"snapshots/([0-9a-f]{2})/([0-9a-f]{40})/([0-9a-f]{20})\.json")


def _sound(repo: Repo, who: str, path: str, oid: pygit2.Oid) -> bool:
    """Whether ``path`` of a received layer is a run record the local layer may take: at the place
    its snapshot tree and run id name (anything else is left out of the merge, with a warning)."""
    found = RECORD_PATH.fullmatch(path)
    if found is None or found[2][:2] != found[1]:
        log.warning("%s: %s left out of the merge: not a run record's path", who, path)
        return False
    return _received(repo, who, found[3], oid, found[2]) is not None


def merge(repo: Repo, theirs: pygit2.Oid, who: str) -> str | None:
    """Bring a received layer's runs into the local one, so that a push carries them on instead
    of replacing them: the local ref moves to a commit with both tips as parents whose tree is
    the union of theirs and ours (a path present on both sides keeps ours: the same run id is
    the same record), or fast-forwards when ours is in their history.  Deterministic: the
    commit's time is the later parent's, its message names only the two tips.  Returns the new
    local tip, or None when there is no local layer or theirs is already in it."""
    git = repo.git

    def apply(ours: pygit2.Oid | None) -> pygit2.Oid | None:
        if ours is None or ours == theirs or git.descendant_of(ours, theirs):
            return ours
        if git.descendant_of(theirs, ours):
            return theirs
        mine, other = objects.read_commit(git, ours), objects.read_commit(git, theirs)
        added = {c.path: c.new for c in objects.diff_trees(git, mine.tree_id, other.tree_id)
                 if c.old is None and c.new is not None and _sound(repo, who, c.path, c.new)}
        tree = objects.edit_tree(git, mine.tree_id, added) if added else mine.tree_id
        when = max(mine.commit_time, other.commit_time)
        message = objects.format_message(f"runtime: merge {len(added)} runs of {str(theirs)[:12]}",
                                         {"Smp-Merged": str(theirs)})
        sig = objects.signature(layout.TOOL_NAME, layout.TOOL_EMAIL, when)
        return objects.write_commit(git, tree, [ours, theirs], message, sig, signer=repo.signer)

    before = refs.read(git, layout.RUNTIME_REF)
    after = refs.update(repo, layout.RUNTIME_REF, apply, message=f"smp runtime merge from {who}")
    return str(after) if after is not None and after != before else None
