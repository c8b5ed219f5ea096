"""Evidence from a running program resolved to code: the frames of a stack trace and the
code that produces a log, error or exception message."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from smriti_git.errors import Status
from smriti_git.operations.graph import REV, at, ref_line
from smriti_git.operations.output import Counts, page
from smriti_git.operations.registry import Arg, Context, Opt, Result, operation
from smriti_git.services import messages as message_service
from smriti_git.services import stacks
from smriti_git.services.graphquery import SymbolRef


@dataclass(kw_only=True)
class StackResult(Result):
    frames: list[stacks.Frame]
    unmatched: list[str]
    resolved: int


def _render_stack(r: StackResult) -> str:
    lines = []
    for f in r.frames:
        target = ref_line(f.symbol) if f.symbol else "(unresolved)"
        lines.append(f"{f.path}:{f.line} -> {target}")
        if f.note:
            lines.append(f"    note: {f.note}")
    if r.unmatched:
        lines.append("not resolved:")
        lines += [f"  {u}" for u in r.unmatched]
    return "\n".join(lines)


@operation("stack", render=_render_stack)
def stack(
    ctx: Context,
    trace_text: Annotated[str, Arg("The stack trace.", stdin=True)],
    rev: REV = None,
) -> StackResult:
    """Resolve each frame of a stack trace to its symbol; list the lines that match nothing."""
    with at(ctx, rev) as (gq, _):
        report = stacks.resolve(gq, trace_text)
    resolved = sum(1 for f in report.frames if f.symbol is not None)
    status: Status = ("ok" if resolved and not report.unmatched and not report.cut else "partial" if resolved
                      else "not_found")
    return StackResult(frames=report.frames, unmatched=report.unmatched, resolved=resolved, status=status,
                       message=report.cut or None)


@dataclass(kw_only=True)
class MessageHit:
    symbol: SymbolRef | None
    src: str
    template: str
    line: int
    coverage: float


@dataclass(kw_only=True)
class MessageResult(Result):
    text: str
    matches: list[MessageHit]
    counts: Counts


@operation("message", render=lambda r: "\n".join(
    f"{m.coverage:>5.2f}  {m.src}:{m.line}  \"{m.template}\"" for m in r.matches) or "no template matches")
def message(
    ctx: Context,
    text: Annotated[str, Arg("A log, error or exception line.", stdin=True)],
    limit: Annotated[int, Opt("Return at most this many.", short="-n", min=1, max=1_000)] = 10,
    rev: REV = None,
) -> MessageResult:
    """The code that produces a log, error or exception message, via message templates."""
    with at(ctx, rev) as (gq, _):
        entries = message_service.load(gq.graph)
        found = message_service.match(entries, text, limit=1000)
        refs = gq.many(m.src for m in found[:limit])
    shown, counts = page(found, limit)
    hits = [MessageHit(symbol=refs.get(m.src), src=m.src, template=m.template, line=m.line, coverage=m.coverage)
            for m in shown]
    return MessageResult(text=text, matches=hits, counts=counts, status="ok" if hits else "not_found")
