"""Consolidation: decay, pruning, strengthening and re-clustering, as recorded transactions.

* **Decay**: an engram's strength is its importance times a decay that halves every
  180 days since it was last recalled (or recorded).
* **Pruning**: engrams whose strength fell below ``prune_below``, never recalled, and
  older than ``min_age_days``, get a ``prune`` version (retracted, with the reason):
  history keeps them, recall no longer returns them.
* **Strengthening**: engrams recalled at least ``strengthen_at`` times since the last
  consolidation get a ``strengthen`` version with importance raised by 0.1.
* **Cues** are derived from live versions, so the cues only pruned engrams used are
  gone with them; their count is reported.
* **Re-clustering** runs Leiden again (re-tuning only if the graph grew by >10%).

All versions go in one commit (``Smp-Op: consolidate``): nothing is deleted silently.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from smriti_git.model import timeline
from smriti_git.services.memory import clusters as cluster_module
from smriti_git.services.memory.recall import Access, believed, decay, index_for
from smriti_git.services.memory.store import Changes, State, Store


@dataclass
class ConsolidateResult:
    pruned: list[str] = field(default_factory=list)
    strengthened: list[str] = field(default_factory=list)
    orphan_cues: int = 0
    commit: str | None = None
    clusters: int = 0
    resolution: float | None = None
    retuned: bool = False


def consolidate(store: Store, prune_below: float = 0.1, strengthen_at: int = 5, min_age_days: float = 30.0,
                when: str | None = None, dry_run: bool = False) -> ConsolidateResult:
    stamp = when or timeline.now()
    access = Access(store)
    stats = access.all()
    done = access.consolidated()
    out = ConsolidateResult()
    plans: dict[str, tuple[str, dict[str, object]]] = {}
    live = believed(store.state())
    for engram_id, version in live:
        count, last = stats.get(engram_id, (0, None))
        age = timeline.seconds_between(version.recorded_at, stamp) / 86400
        strength = version.importance * decay(last, version.recorded_at, stamp)
        if count == 0 and age >= min_age_days and strength < prune_below:
            plans[engram_id] = ("prune", {"retracted": True,
                                          "note": f"pruned by consolidate: strength {strength:.3f} < {prune_below}"})
        elif count - int(done.get(engram_id, 0)) >= strengthen_at:
            plans[engram_id] = ("strengthen", {"importance": round(min(1.0, version.importance + 0.1), 4),
                                               "note": f"strengthened: recalled {count} times"})
    out.pruned = sorted(e for e, (op, _) in plans.items() if op == "prune")
    out.strengthened = sorted(e for e, (op, _) in plans.items() if op == "strengthen")
    kept_cues = {c for e, v in live if e not in out.pruned for c in v.cues}
    out.orphan_cues = len({c for e, v in live if e in out.pruned for c in v.cues} - kept_cues)
    if dry_run:
        return out
    if plans:
        def build(state: State) -> tuple[Changes, str, dict[str, str]]:
            changes: Changes = {}
            for engram_id, (op, fields) in sorted(plans.items()):
                if engram_id in state.tombstones:
                    continue
                engram = state.engram(engram_id)
                heads = engram.heads()
                version = replace(heads[0], op=op, recorded_at=stamp, author=store.user,
                                  supersedes=tuple(h.id for h in heads), id="", **fields).with_id()  # type: ignore
                path, blob = store.write_version(version)
                changes[path] = blob
            trailers = {"Smp-Op": "consolidate", "Smp-Pruned": str(len(out.pruned)),
                        "Smp-Strengthened": str(len(out.strengthened))}
            return changes, f"consolidate: pruned {len(out.pruned)}, strengthened {len(out.strengthened)}", trailers

        out.commit = str(store.transact(build, stamp))
        access.mark_consolidated({e: stats[e][0] for e in out.strengthened})
    index = index_for(store.state(), None, None)
    result = cluster_module.cluster(store, index)
    out.clusters = len(set(result.assignment.values()))
    out.resolution = result.resolution
    out.retuned = result.retuned
    return out


