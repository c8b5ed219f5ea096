"""Leiden clusters of engrams over their association graph.

Nodes are believed engrams; edges are the associations recall walks (shared rare cues,
same anchor, explicit relations), weighted by strength.  The resolution is tuned on
the first run: the value of a small grid whose partition has the highest modularity.
It is cached (``<common dir>/smp/memory/<user>/clusters.json``) with the graph size it
was tuned on, and tuned again only when the graph has grown by more than 10%.  Graphs
with fewer than :data:`MIN_NODES` engrams are one cluster (nothing to tune).

Leiden runs only on ``clusters`` and ``consolidate``, or when drift passes its bound.
Between two runs the clustering is maintained incrementally, not recomputed per
process: an engram that is not in it yet is given the cluster of its strongest
neighbour that has one (or none, if no neighbour has one) the first time recall sees
it, and keeps it; the extended assignment is saved to the same file (atomically), so
every process reads it instead of extending again, and the same file with the same
engrams gives the same clusters.  **Drift bound**: when the engrams placed this way
since the last run exceed :data:`DRIFT_SHARE` (10%) of those Leiden clustered, and at
least :data:`DRIFT_MIN`, the next recall runs Leiden again (tuning the resolution again
when the graph has grown by more than 10%, as above).
"""

from __future__ import annotations

import json
import os
import random
import threading
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from smriti_git.disposable import best_effort
from smriti_git.services.memory.recall import MemoryIndex
from smriti_git.services.memory.store import Store

MIN_NODES = 12
GRID = (0.25, 0.5, 1.0, 2.0, 4.0)
RETUNE_GROWTH = 0.10
DRIFT_SHARE = 0.10
DRIFT_MIN = 50


@dataclass
class Clustering:
    assignment: dict[str, str]
    resolution: float | None
    tuned_on: int
    retuned: bool
    skipped: bool


def _path(store: Store) -> Path:
    return store.repo.smp_dir / "memory" / store.user / "clusters.json"


def drop(store: Store) -> None:
    """Delete the cached clustering (its labels are words of the facts): after a purge."""
    _path(store).unlink(missing_ok=True)
    _LOADED.pop(str(_path(store)), None)


_COVERED: weakref.WeakKeyDictionary[MemoryIndex, tuple[dict[str, Any]]] = weakref.WeakKeyDictionary()
"""Memory indexes whose every engram the clustering (that very loaded file) places: nothing to check."""
_LOADED: dict[str, tuple[tuple[int, int, int], dict[str, Any]]] = {}
"""The clustering file as this process last read it, by path, with its (inode, size, mtime)."""


def load(store: Store) -> dict[str, Any]:
    path = _path(store)
    try:
        stat = path.stat()
        stamp = (stat.st_ino, stat.st_size, stat.st_mtime_ns)
        held = _LOADED.get(str(path))
        if held is not None and held[0] == stamp:
            return held[1]
        data: dict[str, Any] = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    _LOADED[str(path)] = (stamp, data)
    return data


def _save(store: Store, data: dict[str, Any]) -> None:
    with best_effort("the memory cluster cache"):
        path = _path(store)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")
        tmp.write_text(json.dumps(data, sort_keys=True))
        os.replace(tmp, path)
        stat = path.stat()
        _LOADED[str(path)] = ((stat.st_ino, stat.st_size, stat.st_mtime_ns), data)


def _edges(index: MemoryIndex) -> list[tuple[int, int, float]]:
    weights: dict[tuple[int, int], float] = {}
    for n in range(len(index.docs)):
        for m, (strength, _) in index.neighbours(n).items():
            key = (min(n, m), max(n, m))
            weights[key] = max(weights.get(key, 0.0), strength)
    return [(a, b, w) for (a, b), w in sorted(weights.items())]


def _leiden(n: int, edges: list[tuple[int, int, float]], resolution: float) -> tuple[list[int], float]:
    import igraph

    graph = igraph.Graph(n=n, edges=[(a, b) for a, b, _ in edges], directed=False)
    graph.es["weight"] = [w for _, _, w in edges]
    state = random.getstate()
    random.seed(20261130)
    igraph.set_random_number_generator(random)
    try:
        parts = graph.community_leiden(objective_function="modularity", weights="weight", resolution=resolution,
                                       n_iterations=-1)
        quality = graph.modularity(parts.membership, weights="weight") if edges else 0.0
    finally:
        random.setstate(state)
    return list(parts.membership), float(quality)


def cluster(store: Store, index: MemoryIndex, force_tune: bool = False) -> Clustering:
    n = len(index.docs)
    cached = load(store)
    if n < MIN_NODES:
        assignment = {d.engram: "m0" for d in index.docs}
        _save(store, {"resolution": None, "tuned_on": n, "clustered": n, "assignment": assignment})
        return Clustering(assignment, None, n, False, True)
    edges = _edges(index)
    resolution = cached.get("resolution")
    tuned_on = int(cached.get("tuned_on", 0))
    retune = force_tune or resolution is None or n > tuned_on * (1 + RETUNE_GROWTH)
    if retune:
        best: tuple[float, float, list[int]] | None = None
        for gamma in GRID:
            membership, quality = _leiden(n, edges, gamma)
            if best is None or quality > best[0] + 1e-9:
                best = (quality, gamma, membership)
        assert best is not None
        _, resolution, membership = best
        tuned_on = n
    else:
        membership, _ = _leiden(n, edges, float(resolution or 1.0))
    assignment = {index.docs[i].engram: f"m{part}" for i, part in enumerate(membership)}
    _save(store, {"resolution": resolution, "tuned_on": tuned_on, "clustered": n, "assignment": assignment})
    return Clustering(assignment, float(resolution) if resolution is not None else None, tuned_on, retune, False)


def current(store: Store, index: MemoryIndex) -> dict[str, str]:
    """The saved assignment, extended to engrams it has not seen by their strongest neighbour
    (saved too); Leiden again when drift passes the bound.  Empty if never clustered."""
    data = load(store)
    saved: dict[str, str] = data.get("assignment") or {}
    if not saved:
        return {}
    seen = _COVERED.get(index)
    if seen is not None and seen[0] is data:
        return saved
    placed = set(saved) | set(data.get("unplaced", ()))
    new = [n for n, doc in enumerate(index.docs) if doc.engram not in placed]
    if not new:
        _COVERED[index] = (data,)
        return saved
    clustered = int(data.get("clustered", len(saved)))
    extended = int(data.get("extended", 0)) + len(new)
    if extended > max(DRIFT_MIN, DRIFT_SHARE * clustered):
        return cluster(store, index).assignment
    assignment = dict(saved)
    unplaced = list(data.get("unplaced", ()))
    for n in new:
        doc = index.docs[n]
        neighbours = sorted(index.neighbours(n).items(), key=lambda kv: -kv[1][0])
        for m, _ in neighbours:
            inherited = assignment.get(index.docs[m].engram)
            if inherited is not None:
                assignment[doc.engram] = inherited
                break
        else:
            unplaced.append(doc.engram)
    _save(store, {**data, "assignment": assignment, "unplaced": sorted(unplaced), "extended": extended})
    return assignment
