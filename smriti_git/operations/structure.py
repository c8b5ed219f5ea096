"""The shape of the code base: two-level Leiden communities over calls and imports, and
the boundaries (coupling and bridging symbols) between them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from smriti_git.operations.graph import REV, at
from smriti_git.operations.output import Counts, page
from smriti_git.operations.registry import Context, Opt, Result, operation
from smriti_git.services import communities as communities_service


@dataclass(kw_only=True)
class CommunitiesResult(Result):
    level: int
    communities: list[communities_service.Community]
    counts: Counts


@operation("communities", render=lambda r: "\n".join(
    f"{c.id:<8} {c.size:>6} symbols {c.files:>4} files  {c.label}" for c in r.communities))
def communities(
    ctx: Context,
    level: Annotated[int, Opt("1: coarse communities; 0: their subdivisions.", min=0, max=1)] = 1,
    limit: Annotated[int, Opt("Return at most this many.", short="-n", min=1, max=10_000)] = 50,
    parent: Annotated[str | None, Opt("Only the subdivisions of this level-1 community (implies --level 0).")]
    = None,
    rev: REV = None,
) -> CommunitiesResult:
    """Two-level Leiden communities over calls and imports, named by their main class or file and top symbols.

    ``prefix`` is the folder most of a community's members share."""
    level = 0 if parent is not None else level
    with at(ctx, rev) as (gq, _):
        partition = communities_service.load_or_compute(gq)
    chosen = [c for c in partition.communities if c.level == level and parent in (None, c.parent)]
    shown, counts = page(chosen, limit)
    return CommunitiesResult(level=level, communities=shown, counts=counts)


@dataclass(kw_only=True)
class BoundariesResult(Result):
    boundaries: list[communities_service.Boundary]
    counts: Counts
    labels: dict[str, str]


@operation("boundaries", render=lambda r: "\n".join(
    f"{b.a} ({r.labels.get(b.a, '')}) <-> {b.b} ({r.labels.get(b.b, '')}): {b.edges} edges; "
    f"bridges: {', '.join(b.bridges[:3])}" for b in r.boundaries))
def boundaries(
    ctx: Context,
    limit: Annotated[int, Opt("Return at most this many community pairs.", short="-n", min=1, max=10_000)] = 30,
    rev: REV = None,
) -> BoundariesResult:
    """Coupling between communities and the symbols that bridge them."""
    with at(ctx, rev) as (gq, _):
        partition = communities_service.load_or_compute(gq)
        shown, counts = page(communities_service.boundaries(gq, partition), limit)
    labels = {c.id: c.label for c in partition.communities if c.level == 1}
    return BoundariesResult(boundaries=shown, counts=counts, labels=labels)
