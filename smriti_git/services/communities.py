"""Two-level Leiden communities over calls and imports, and the boundaries between them.

The graph: code symbols (functions, methods, classes) and files; resolved ``CALLS``
edges (weighted by confidence), file-level ``IMPORTS`` and ``CONTAINS`` edges that tie
a definition to its file.  Level 1 is a Leiden partition of the whole graph (modularity);
level 0 splits each level-1 community again, so the levels nest.  Each community is
named by what tells it apart from its neighbours (:func:`_label`): its dominant class or
file and its best-connected symbols (``sessions.py: Session.request, Session.send``),
unique within its level; ``prefix`` keeps the longest folder prefix that holds most of
its members, which many communities of one package share.  The result is deterministic
(fixed seed) and cached next to the snapshot's graph database, and so are the
boundaries between communities.
"""

from __future__ import annotations

import json
import os
import posixpath
import random
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field
from typing import Any

from smriti_git.cache.graphdb import edge_labels
from smriti_git.services.graphquery import GraphQuery

CACHE_VERSION = 2
CODE_KINDS = ("function", "method", "class", "interface", "trait", "struct", "enum", "file")
FINE_RESOLUTION = 3.0
MIN_SPLIT = 12


@dataclass
class Community:
    id: str
    level: int
    label: str
    size: int
    files: int
    parent: str | None
    top: list[str] = field(default_factory=list)
    prefix: str = ""
    """The longest folder prefix holding most of the members (``src/requests/``)."""


@dataclass
class Partition:
    communities: list[Community]
    membership: dict[str, list[str]]          # symbol id -> [level-1 id, level-0 id]


@dataclass(frozen=True)
class Member:
    """What a community's name is made of, for one symbol."""

    id: str
    kind: str
    qualname: str
    path: str


CLASS_KINDS = ("class", "interface", "trait", "struct", "enum")
NAMED = 3
"""Best-connected symbols a community's name lists."""


def _owner(m: Member) -> str | None:
    """The class a member belongs to (or is), by its qualified name."""
    if m.kind in CLASS_KINDS:
        return m.qualname
    if m.kind == "method" and "." in m.qualname:
        return m.qualname.rsplit(".", 1)[0]
    return None


def _label(members: list[Member], degree: dict[str, int]) -> str:
    """A community's name: its dominant class (a third of its members or more) or else its
    dominant file (relative to the shared folder), then its best-connected symbols."""
    prefix = _prefix([m.path for m in members])
    owners = Counter(o for m in members if (o := _owner(m)))
    files = Counter(m.path for m in members)
    head_file = min(files, key=lambda p: (-files[p], p)) if files else ""
    head = posixpath.relpath(head_file, prefix) if prefix.endswith("/") and head_file else head_file
    cls = min(owners, key=lambda o: (-owners[o], o)) if owners else None
    if cls is not None and 3 * owners[cls] >= len(members):
        head = f"{posixpath.basename(head_file)} {cls}"
    else:
        cls = None
    ranked = sorted((m for m in members if m.kind != "file" and m.qualname != cls),
                    key=lambda m: (-degree.get(m.id, 0), m.id))
    names = list(dict.fromkeys(m.qualname.removeprefix(f"{cls}.") if cls else m.qualname for m in ranked))[:NAMED]
    return f"{head}: {', '.join(names)}" if names else head or "(empty)"


def _unique(communities: list[Community]) -> None:
    """Labels shared within a level (rare: the same names in two places) get the id."""
    seen = Counter((c.level, c.label) for c in communities)
    for c in communities:
        if seen[(c.level, c.label)] > 1:
            c.label = f"{c.label} [{c.id}]"


def _prefix(paths: list[str]) -> str:
    """The longest folder prefix holding at least 60% of the members (else the top file)."""
    counts: Counter[str] = Counter()
    for path in paths:
        parent = posixpath.dirname(path)
        while parent:
            counts[parent] += 1
            parent = posixpath.dirname(parent)
    need = 0.6 * len(paths)
    best = ""
    for prefix, n in counts.items():
        if n >= need and (len(prefix) > len(best) or (len(prefix) == len(best) and prefix < best)):
            best = prefix
    if best:
        return best + "/"
    top = Counter(paths).most_common(1)
    return top[0][0] if top else "(empty)"


def _leiden(nodes: list[str], edges: list[tuple[int, int, float]], resolution: float) -> list[int]:
    import igraph

    graph = igraph.Graph(n=len(nodes), edges=[(a, b) for a, b, _ in edges], directed=False)
    graph.es["weight"] = [w for _, _, w in edges]
    state = random.getstate()
    random.seed(20261130)
    igraph.set_random_number_generator(random)
    try:
        parts = graph.community_leiden(objective_function="modularity", weights="weight",
                                       resolution=resolution, n_iterations=-1)
    finally:
        random.setstate(state)
    return list(parts.membership)


def compute(gq: GraphQuery) -> Partition:
    rows = gq.graph.rows("MATCH (s:Symbol) WHERE s.kind IN $k AND NOT s.is_test "
                         "RETURN s.id, s.path, s.kind, s.qualname ORDER BY s.id", k=list(CODE_KINDS))
    ids = [r[0] for r in rows]
    path_of = {r[0]: r[1] for r in rows}
    member = [Member(r[0], r[2], r[3] or "", r[1]) for r in rows]
    index = {sid: i for i, sid in enumerate(ids)}
    weights: dict[tuple[int, int], float] = defaultdict(float)
    for kind, weight_col in (("CALLS", True), ("IMPORTS", False), ("CONTAINS", False)):
        for src, dst, conf in gq.graph.rows(
                f"MATCH (a:Symbol)-[e:{edge_labels([kind])}]->(b:Symbol) WHERE e.resolved "
                "RETURN a.id, b.id, e.confidence"):
            if src in index and dst in index and src != dst:
                key = (min(index[src], index[dst]), max(index[src], index[dst]))
                weights[key] += float(conf) if weight_col else 1.0
    edges = [(a, b, w) for (a, b), w in sorted(weights.items())]
    coarse = _leiden(ids, edges, 1.0) if ids else []
    membership: dict[str, list[str]] = {}
    communities: list[Community] = []
    groups: dict[int, list[int]] = defaultdict(list)
    for node, part in enumerate(coarse):
        groups[part].append(node)
    ordered = sorted(groups.values(), key=lambda members: (-len(members), ids[members[0]]))
    degree: Counter[int] = Counter()
    for a, b, _ in edges:
        degree[a] += 1
        degree[b] += 1
    by_id = {ids[n]: d for n, d in degree.items()}
    for n1, members in enumerate(ordered):
        cid = f"c{n1}"
        member_set = set(members)
        paths = [path_of[ids[m]] for m in members]
        top = [ids[m] for m in sorted(members, key=lambda m: (-degree[m], ids[m]))[:5]]
        communities.append(Community(cid, 1, _label([member[m] for m in members], by_id), len(members),
                                     len(set(paths)), None, top, _prefix(paths)))
        if len(members) >= MIN_SPLIT:
            local = {m: i for i, m in enumerate(members)}
            sub_edges = [(local[a], local[b], w) for a, b, w in edges if a in member_set and b in member_set]
            fine = _leiden([ids[m] for m in members], sub_edges, FINE_RESOLUTION)
        else:
            fine = [0] * len(members)
        sub_groups: dict[int, list[int]] = defaultdict(list)
        for m, part in zip(members, fine, strict=True):
            sub_groups[part].append(m)
        for n0, sub in enumerate(sorted(sub_groups.values(), key=lambda g: (-len(g), ids[g[0]]))):
            sid = f"{cid}.{n0}"
            sub_paths = [path_of[ids[m]] for m in sub]
            sub_top = [ids[m] for m in sorted(sub, key=lambda m: (-degree[m], ids[m]))[:5]]
            communities.append(Community(sid, 0, _label([member[m] for m in sub], by_id), len(sub),
                                         len(set(sub_paths)), cid, sub_top, _prefix(sub_paths)))
            for m in sub:
                membership[ids[m]] = [cid, sid]
    _unique(communities)
    return Partition(communities, membership)


def load_or_compute(gq: GraphQuery) -> Partition:
    """The snapshot's partition, cached beside its graph database."""
    path = gq.graph.folder / "communities.json"
    try:
        data: dict[str, Any] = json.loads(path.read_text())
        if data.get("version") == CACHE_VERSION:
            return Partition([Community(**c) for c in data["communities"]], data["membership"])
    except (OSError, ValueError, KeyError, TypeError):
        pass
    partition = compute(gq)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    try:
        tmp.write_text(json.dumps({"version": CACHE_VERSION, "communities": [asdict(c) for c in partition.communities],
                                   "membership": partition.membership}))
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only cache folder only costs recomputation
    return partition


@dataclass
class Boundary:
    a: str
    b: str
    edges: int
    weight: float
    bridges: list[str]


def boundaries(gq: GraphQuery, partition: Partition) -> list[Boundary]:
    """Coupling between level-1 communities, with the symbols that carry it, strongest first;
    cached beside the partition (it reads every edge: 1.4 s on sympy)."""
    path = gq.graph.folder / "boundaries.json"
    try:
        data: dict[str, Any] = json.loads(path.read_text())
        if data.get("version") == CACHE_VERSION:
            return [Boundary(**b) for b in data["boundaries"]]
    except (OSError, ValueError, KeyError, TypeError):
        pass
    found = _boundaries(gq, partition)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    try:
        tmp.write_text(json.dumps({"version": CACHE_VERSION, "boundaries": [asdict(b) for b in found]}))
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only cache folder only costs recomputation
    return found


def _boundaries(gq: GraphQuery, partition: Partition) -> list[Boundary]:
    cross: dict[tuple[str, str], list[tuple[str, str, float]]] = defaultdict(list)
    for src, dst, conf in gq.graph.rows(
            "MATCH (a:Symbol)-[e:CALLS|IMPORTS|INHERITS|IMPLEMENTS]->(b:Symbol) WHERE e.resolved "
            "RETURN a.id, b.id, e.confidence"):
        ca, cb = partition.membership.get(src), partition.membership.get(dst)
        if ca and cb and ca[0] != cb[0]:
            key = (min(ca[0], cb[0]), max(ca[0], cb[0]))
            cross[key].append((src, dst, float(conf)))
    out = []
    for (a, b), links in cross.items():
        links.sort()   # the weight is a sum of floats: in one order, however the database stores its rows
        count: Counter[str] = Counter()
        for src, dst, _ in links:
            count[src] += 1
            count[dst] += 1
        bridges = [sid for sid, _ in sorted(count.items(), key=lambda kv: (-kv[1], kv[0]))[:5]]
        out.append(Boundary(a, b, len(links), round(sum(w for _, _, w in links), 3), bridges))
    out.sort(key=lambda x: (-x.weight, x.a, x.b))
    return out
