"""``flow``: how a value moves from a parameter or a return value, hop by hop, with the
evidence of each hop (``services/flow.py`` does the work)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from smriti_git.errors import InvalidArgument
from smriti_git.operations.graph import REV, at
from smriti_git.operations.output import Counts
from smriti_git.operations.registry import Arg, Context, Opt, Result, operation
from smriti_git.services import flow as flow_service
from smriti_git.services.graphquery import SymbolRef


@dataclass(kw_only=True)
class FlowResult(Result):
    symbol: SymbolRef
    origin: str
    depth: int
    hops: list[flow_service.FlowHop]
    counts: Counts
    definitions: int


def _render_hop(h: flow_service.FlowHop) -> str:
    where = f"{h.path}:{h.line}" if h.line else h.path
    into = f" -> {h.target}" + (f" ({h.param})" if h.param else "") if h.target else ""
    how = "" if h.exact else " ~"
    stop = f"  [{h.stop}]" if h.stop else ""
    return f"  {'  ' * h.depth}{h.depth} {h.kind:<8} {where}  {h.text}{how}{into}{stop}"


def _render_flow(r: FlowResult) -> str:
    more = f" (first {r.counts.returned}: raise --limit)" if r.counts.truncated else ""
    head = f"flow of {r.origin} of {r.symbol.id}, depth {r.depth}: {r.counts.returned} hops{more}"
    return "\n".join([head, *(_render_hop(h) for h in r.hops)]) if r.hops else f"{head}\n  (it goes nowhere " \
        "the graph can see)"


@operation("flow", render=_render_flow)
def flow(
    ctx: Context,
    symbol: Annotated[str, Arg("The function or method (id, qualified name or name).")],
    param: Annotated[str | None, Opt("Follow this parameter into the calls it is passed to.")] = None,
    returns: Annotated[bool, Opt("Follow the return value to where callers use it.")] = False,
    depth: Annotated[int, Opt("How many definitions away from the start to follow.", short="-d", min=1,
                              max=20)] = 3,
    limit: Annotated[int, Opt("Return at most this many hops.", short="-n", min=1, max=10_000)] = 200,
    rev: REV = None,
) -> FlowResult:
    """How a value moves (Python): from a parameter into the calls it is passed to, or from the
    return value to where it is used, across files, each hop with its file, line and text."""
    if (param is None) == (not returns):
        raise InvalidArgument("give one of --param NAME (follow a parameter) or --returns (follow the return "
                              "value)")
    with at(ctx, rev) as (gq, snap):
        start = gq.resolve(symbol)
        found = flow_service.flow(ctx.repo, snap.tree, gq, start, param, depth, limit)
    counts = Counts(returned=len(found.hops), total=None if found.truncated else len(found.hops),
                    truncated=found.truncated)
    return FlowResult(symbol=start, origin=found.origin, depth=depth, hops=found.hops, counts=counts,
                      definitions=found.definitions, status="ok" if found.hops else "not_found",
                      message=None if found.hops else "the value goes nowhere the graph can see")
