"""Coordination between agents: ``session open|close|list``, ``guard check``, ``lock``,
``unlock`` and ``audit log`` (``services/safety/``; the loop is in docs/agent-workflow.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from smriti_git.errors import Status
from smriti_git.operations.output import Counts, page
from smriti_git.operations.registry import Arg, Context, Opt, Result, group, operation
from smriti_git.services.safety import agents, events, guard, locking, sessions
from smriti_git.services.safety.events import Event
from smriti_git.services.safety.guard import TargetCheck
from smriti_git.services.safety.sessions import Moved

SESSION_PATTERN = r"s-[0-9a-f]{12}"
AGENT_PATTERN = r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}"
SESSION = Annotated[str, Opt("The session (from session open).", pattern=SESSION_PATTERN)]

group("session", "Declare what you work on: open a read or write session on a scope, close it, list them.")
group("guard", "Check a target before changing it: clear, warning or blocked, with reasons.")
group("audit", "The append-only event log of sessions, guards, dry runs, checkpoints, writes and rollbacks.")


@dataclass(kw_only=True)
class SessionView:
    id: str
    agent: str
    task: str
    mode: str
    scope: list[str]
    status: str
    opened_at: str
    closed_at: str | None
    expires_at: str | None
    pid: int
    host: str
    base_commit: str | None


def _view(session: sessions.Session) -> SessionView:
    return SessionView(**session.view())


@dataclass(kw_only=True)
class SessionOpened(Result):
    session: SessionView
    overlaps: list[SessionView]


def _render_opened(r: SessionOpened) -> str:
    s = r.session
    lines = [f"{s.id}  {s.mode} session of {s.agent} on {', '.join(s.scope) or '.'} "
             f"(base {(s.base_commit or 'none')[:12]})"]
    lines += [f"  overlaps write session {o.id} of {o.agent} on {', '.join(o.scope) or '.'}" for o in r.overlaps]
    return "\n".join(lines)


@operation("session.open", read_only=False, render=_render_opened)
def session_open(
    ctx: Context,
    agent: Annotated[str, Opt("Who you are (letters, digits, '.', '_', '-').", pattern=AGENT_PATTERN)],
    task: Annotated[str, Opt("What you are about to do, in a line.", utf8=True, max_length=2000)],
    scope: Annotated[list[str] | None, Opt("A path you will work on (repeatable; default: the whole "
                                           "repository).")] = None,
    mode: Annotated[Literal["read", "write"], Opt("read: you only read; write: you will change the scope.")]
    = "write",
    ttl: Annotated[int, Opt("Seconds the session lives without a heartbeat (every call naming it renews it).",
                            min=5, max=7 * 86400)] = 3600,
) -> SessionOpened:
    """Open a session: declare your task, scope and mode; returns its id.

    A write session owns its scope first-come: later write sessions that overlap it are
    blocked there by guard checks.  The session records HEAD as its base; the session ends
    when closed, or expires when your agent process exits or stops renewing it.
    """
    holder = agents.process(ctx.agent_pid if ctx.agent_pid is not None else agents.agent_pid())
    session, overlapping = sessions.open_session(ctx.repo, agent, task, scope or [], mode, ttl, holder)
    message = (f"warning: this write scope overlaps {len(overlapping)} open write session(s) opened first: "
               "guard checks will block you there") if overlapping else None
    return SessionOpened(session=_view(session), overlaps=[_view(s) for s in overlapping], message=message)


@dataclass(kw_only=True)
class SessionClosed(Result):
    session: SessionView
    conflict: bool
    moved: list[Moved]
    was_expired: bool


def _render_closed(r: SessionClosed) -> str:
    head = f"{r.session.id} {r.session.status}" + (" (it had expired)" if r.was_expired else "")
    if not r.moved:
        return head + ": nothing moved under its scope"
    what = "CONFLICT" if r.conflict else "moved since the base (read session: for information)"
    rows = [f"  {m.path}: {'commit ' + (m.commit or '')[:12] if m.by == 'commit' else 'session ' + str(m.session)}"
            f" ({m.agent}) {m.summary}" for m in r.moved]
    return "\n".join([f"{head}: {what}", *rows])


@operation("session.close", read_only=False, render=_render_closed)
def session_close(
    ctx: Context,
    session: Annotated[str, Arg("The session to close.", pattern=SESSION_PATTERN)],
    status: Annotated[Literal["completed", "aborted"], Opt("How the work ended.")] = "completed",
) -> SessionClosed:
    """Close a session and release its locks; report what moved under its scope since its base.

    For a write session, changes under its scope that it did not make (commits since the
    base, other sessions' writes) are a conflict; for a read session, information.
    """
    closed = sessions.close(ctx.repo, session, status)
    message = f"conflict: {len(closed.moved)} changes under the scope were not this session's" \
        if closed.conflict else None
    return SessionClosed(session=_view(closed.session), conflict=closed.conflict, moved=closed.moved,
                         was_expired=closed.was_expired, message=message,
                         status="conflict" if closed.conflict else "ok")


@dataclass(kw_only=True)
class LockView:
    target: str
    session: str
    agent: str
    acquired_at: str
    expires_at: str


@dataclass(kw_only=True)
class SessionList(Result):
    sessions: list[SessionView]
    locks: list[LockView]
    counts: Counts


def _render_list(r: SessionList) -> str:
    rows = [f"{s.id}  {s.status:<9} {s.mode:<5} {s.agent:<16} {', '.join(s.scope) or '.'}  {s.task[:50]}"
            for s in r.sessions]
    rows += [f"  lock {lk.target} by {lk.session} ({lk.agent}) until {lk.expires_at}" for lk in r.locks]
    return "\n".join(rows) or "no open sessions"


@operation("session.list", render=_render_list)
def session_list(
    ctx: Context,
    all: Annotated[bool, Opt("Include closed and expired sessions.")] = False,
    limit: Annotated[int, Opt("Show at most this many sessions.", short="-n", min=1, max=100_000)] = 200,
) -> SessionList:
    """List open sessions (and, with --all, closed ones) and the locks in force."""
    found = [_view(s) for s in sessions.listing(ctx.repo, include_closed=all)]
    shown, counts = page(found, limit)
    return SessionList(sessions=shown, locks=[LockView(**lk.view()) for lk in locking.live(ctx.repo)],
                       counts=counts)


@dataclass(kw_only=True)
class GuardResult(Result):
    session: str
    verdict: Literal["clear", "warning", "blocked"]
    targets: list[TargetCheck]
    recommended: list[str]
    event: str


def _render_guard(r: GuardResult) -> str:
    lines = [f"{r.verdict.upper()}  (session {r.session})"]
    for t in r.targets:
        lines.append(f"  {t.verdict:<8} {t.target}")
        lines += [f"    {reason.severity}: {reason.message}" for reason in t.reasons]
    lines += [f"  -> {action}" for action in r.recommended]
    return "\n".join(lines)


@operation("guard.check", read_only=True, idempotent=False, render=_render_guard)
def guard_check(
    ctx: Context,
    target: Annotated[list[str], Arg("What you are about to change: a symbol (id or name), a file or a "
                                     "folder (repeatable).")],
    session: SESSION,
) -> GuardResult:
    """May this session change the target now? clear, warning or blocked, with reasons.

    Looks at overlapping write sessions, locks, your scope, changes since your base, hot
    symbols (access heat) and missing tests on the impact path.  Recorded in the audit log.
    """
    report = guard.check(ctx.repo, session, target, ctx.progress)
    verdict: Literal["clear", "warning", "blocked"] = "blocked" if report.verdict == "blocked" else \
        "warning" if report.verdict == "warning" else "clear"
    return GuardResult(session=report.session, verdict=verdict, targets=report.targets,
                       recommended=report.recommended, event=report.event,
                       status="conflict" if verdict == "blocked" else "ok")


@dataclass(kw_only=True)
class LockResult(Result):
    session: str
    acquired: list[LockView]
    held_by_others: list[LockView]


def _render_lock(r: LockResult) -> str:
    if r.held_by_others:
        return "not locked: " + "; ".join(f"{lk.target} is held by {lk.session} ({lk.agent}) until {lk.expires_at}"
                                          for lk in r.held_by_others)
    return "\n".join(f"locked {lk.target} until {lk.expires_at}" for lk in r.acquired)


@operation("lock", read_only=False, render=_render_lock)
def lock(
    ctx: Context,
    target: Annotated[list[str], Arg("A symbol id, a file or a folder to lock (repeatable; all or none).")],
    session: SESSION,
    ttl: Annotated[int, Opt("Seconds until the lock expires (locking again renews it).", min=1, max=86_400)]
    = 900,
) -> LockResult:
    """Lock symbols or files for your session, with an expiry; all targets or none.

    A symbol given by name is looked up in the current snapshot (its id is locked). A
    lock ends when it expires, when it is unlocked, or when its session ends (closed, or
    expired because its agent died): it never blocks for ever.
    """
    got = locking.acquire(ctx.repo, session, [guard.lock_target(ctx.repo, t, ctx.progress) for t in target], ttl)
    status: Status = "ok" if got.acquired else "conflict"
    message = None if got.acquired else "not locked: another session holds an overlapping lock"
    return LockResult(session=session, acquired=[LockView(**lk.view()) for lk in got.acquired],
                      held_by_others=[LockView(**lk.view()) for lk in got.refused], status=status, message=message)


@dataclass(kw_only=True)
class UnlockResult(Result):
    session: str
    released: list[str]
    not_held: list[str]


@operation("unlock", read_only=False, idempotent=True,
           render=lambda r: "\n".join([*(f"unlocked {t}" for t in r.released),
                                       *(f"not held: {t}" for t in r.not_held)]) or "nothing to unlock")
def unlock(
    ctx: Context,
    session: SESSION,
    target: Annotated[list[str] | None, Arg("What to unlock (default: every lock of the session).")] = None,
) -> UnlockResult:
    """Release your session's locks (all of them, or the targets given)."""
    released, not_held = locking.release(ctx.repo, session, target or [])
    return UnlockResult(session=session, released=released, not_held=not_held)


EVENT_TYPE = Literal["session.open", "session.close", "session.expired", "guard", "dryrun", "checkpoint",
                     "rollback", "write", "lock", "unlock", "lock.expired"]


@dataclass(kw_only=True)
class AuditLog(Result):
    events: list[Event]
    counts: Counts


def _render_events(r: AuditLog) -> str:
    return "\n".join(f"{e.time}  {e.agent:<16} {e.type:<15} {e.session or '-':<14} "
                     f"{', '.join(f'{k}={v}' for k, v in e.data.items())[:160]}" for e in r.events) or "no events"


@operation("audit.log", render=_render_events)
def audit_log(
    ctx: Context,
    agent: Annotated[str | None, Opt("Only this agent's events.", pattern=AGENT_PATTERN)] = None,
    since: Annotated[str | None, Opt("Only events at or after this time (ISO 8601 with an offset, or a date).")]
    = None,
    type: Annotated[list[EVENT_TYPE] | None, Opt("Only events of this type (repeatable).")] = None,
    session: Annotated[str | None, Opt("Only this session's events.", pattern=SESSION_PATTERN)] = None,
    limit: Annotated[int, Opt("The most recent this many.", short="-n", min=1, max=1_000_000)] = 1000,
) -> AuditLog:
    """Read the append-only audit log: sessions, guards, dry runs, checkpoints, writes, rollbacks, locks."""
    found = events.read(ctx.repo, agent, since, list(type or []), session)
    shown = found[-limit:]
    return AuditLog(events=shown, counts=Counts(returned=len(shown), total=len(found),
                                                truncated=len(shown) < len(found)))
