"""The runtime layer on ``refs/smp/runtime``: traced call edges stored per snapshot, and read back.

One linear chain of commits.  Each traced run that mapped edges adds one
``runtime-trace/1`` record at ``snapshots/<ab>/<snapshot tree id>/<run id>.json``
(``<ab>``: the tree id's first two hex digits; the run id: the first 20 hex digits of
the blake2b digest of the record's canonical bytes).  The record holds no time and no
host: the same edges of the same command on the same snapshot give the same bytes,
the same path, and no new commit.  Commits are signed like every smriti-git commit
(``repo.signer``), carry the snapshot's commit time (so the same run on the same tip
gives the same commit) and move the ref by compare-and-swap.

Runtime edges are filed under the snapshot's **tree** id because symbol ids are a
function of it: a query finds the runtime layer of the snapshot it answers from by
that id alone.  Reading sums every run of a snapshot into :class:`RuntimeEdges`, kept
per process in a bounded memo keyed by the folder's tree id (a new run changes the
id, so the memo is never stale); nothing else caches it, and the static graph
database is not rebuilt when a run is added.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import pygit2

from smriti_git import bounded
from smriti_git.index.snapshot import SnapshotInfo
from smriti_git.model import layout
from smriti_git.storage import canonical, objects, refs
from smriti_git.storage.repo import Repo

KIND = "runtime-trace"
COMPRESS_ABOVE = 16 << 10
_MEMO: dict[str, RuntimeEdges] = {}
MEMO_SIZE = 16


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


def _folder(repo: Repo, tree: str) -> pygit2.Oid | None:
    tip = refs.read(repo.git, layout.RUNTIME_REF)
    if tip is None:
        return None
    return objects.lookup(repo.git, objects.read_commit(repo.git, tip).tree_id, folder_path(tree))


def runs(repo: Repo, tree: str) -> list[dict[str, Any]]:
    """Every run record stored for the snapshot tree ``tree``, in run-id order."""
    folder = _folder(repo, tree)
    if folder is None:
        return []
    return [objects.read_record(repo.git, oid, expect_kind=KIND)
            for _, oid in sorted(objects.iter_tree(repo.git, folder))]


def edges(repo: Repo, snap: SnapshotInfo) -> RuntimeEdges:
    """The snapshot's runtime layer: every run's edges summed (empty when none was traced)."""
    folder = _folder(repo, snap.tree)
    if folder is None:
        return RuntimeEdges()
    key = f"{repo.common_dir}:{folder}"
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
