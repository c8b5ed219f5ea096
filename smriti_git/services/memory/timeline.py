"""The memory timeline: every engram of a branch with all its versions, for people.

Recall answers "what do you believe"; the timeline answers "what was believed when":
each engram with every version's transaction interval ``[recorded_at, superseded_at)``
and valid interval ``[valid_from, valid_to)``, the version believed at a chosen
``as_of`` / ``valid_at`` (the same rule as recall: ``Engram.believed``), its memory
cluster, and whether it is in conflict.  Engrams are grouped by cluster (largest first),
oldest first within a cluster, and paged.  ``events`` are the distinct transaction
times of the branch (sampled evenly when there are many), the stops of a time slider.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from smriti_git.model import engram as model
from smriti_git.services.memory import clusters as cluster_module
from smriti_git.services.memory import recall as recall_module
from smriti_git.services.memory.store import Store

MAX_EVENTS = 500


@dataclass
class Row:
    """One engram on the timeline."""

    engram: model.Engram
    head: model.Version
    cluster: str | None
    believed: str | None
    """The version believed at ``as_of`` / ``valid_at`` (None: nothing believed then)."""
    superseded: dict[str, str | None] = field(default_factory=dict)
    """Version id -> when it was superseded (None: it was not)."""


@dataclass
class Timeline:
    branch: str
    branches: list[str]
    rows: list[Row]
    total: int
    believed: int
    clusters: dict[str, int]
    events: list[str]
    events_total: int


def _sample(times: list[str], limit: int) -> list[str]:
    """At most ``limit`` of the sorted ``times``, evenly spread, first and last kept."""
    if len(times) <= limit:
        return times
    step = (len(times) - 1) / (limit - 1)
    return sorted({times[round(i * step)] for i in range(limit)})


def _clusters(store: Store, use_clusters: bool) -> dict[str, str]:
    if not use_clusters:
        return {}
    index = recall_module.index_for(store.state(), None, None)
    assignment = cluster_module.current(store, index)
    if not assignment and index.docs:
        assignment = cluster_module.cluster(store, index).assignment
    return assignment


def timeline(store: Store, *, as_of: str | None = None, valid_at: str | None = None, offset: int = 0,
             limit: int = 100, cluster: str | None = None) -> Timeline:
    """The page ``[offset, offset + limit)`` of the branch's engrams, as described above.

    Clusters are those of the current branch's believed engrams (``clusters``); on another
    branch, engrams the clustering has not seen have none."""
    engrams = store.state().engrams()
    assignment = _clusters(store, bool(engrams))
    sizes: dict[str, int] = {}
    for engram_id in engrams:
        key = assignment.get(engram_id, "")
        sizes[key] = sizes.get(key, 0) + 1
    chosen = [e for e in engrams.values() if cluster is None or assignment.get(e.id, "") == cluster]
    chosen.sort(key=lambda e: (-sizes[assignment.get(e.id, "")], assignment.get(e.id, ""), e.created_at, e.id))
    believed = 0
    rows: list[Row] = []
    for position, item in enumerate(chosen):
        version = item.believed(as_of, valid_at)
        believed += version is not None
        if offset <= position < offset + limit:
            head = item.head()
            assert head is not None
            rows.append(Row(item, head, assignment.get(item.id), version.id if version else None,
                            {v.id: item.superseded_at(v) for v in item.versions}))
    times = sorted({v.recorded_at for e in engrams.values() for v in e.versions})
    return Timeline(branch=store.branch, branches=sorted(store.branches()), rows=rows, total=len(chosen),
                    believed=believed, clusters={k: n for k, n in sizes.items() if k},
                    events=_sample(times, MAX_EVENTS), events_total=len(times))
