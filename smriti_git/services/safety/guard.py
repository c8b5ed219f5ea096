"""Guard checks: may this session change that target now?  ``clear``, ``warning`` or ``blocked``.

Inputs, for each target (a symbol, a file or a folder; a path that is not indexed yet is
a new file):

* **overlapping write sessions**: a write session is blocked where an earlier open
  write session's scope covers the target (the first writer owns the scope) and warned
  where a later one's does; a read session is warned (what it reads may change);
* **locks** held by other sessions on an overlapping target: blocked for writers,
  a warning for readers;
* **scope**: a writer's target outside its declared scope is a warning;
* **stale base**: the target moved since the session's base (``sessions.moved_under``);
* **hot nodes**: a symbol whose access heat (``telemetry.py``) is at least :data:`HOT`;
* **missing tests on the impact path**: ``impact`` (body change, depth 2) finds no test,
  or affected code that no test exercises.

Each reason comes with recommended actions; the verdict is the worst severity.  The
check is recorded as a ``guard`` event.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from smriti_git.errors import NotFound
from smriti_git.progress import Progress, silent
from smriti_git.services import impact, snapshots
from smriti_git.services.graphquery import GraphQuery, SymbolRef
from smriti_git.services.safety import events, locking, paths, sessions, telemetry
from smriti_git.services.safety.sessions import Session
from smriti_git.storage.repo import Repo

HOT = 5.0
"""Heat at which a symbol counts as hot (about five recent direct accesses)."""
SEVERITY = {"clear": 0, "info": 0, "warning": 1, "blocked": 2}
VERDICTS = ("clear", "warning", "blocked")
SHOWN = 20


@dataclass
class Reason:
    code: str                      # overlap | lock | scope | stale | hot | untested | uncovered | new
    severity: str                  # blocked | warning | info
    message: str


@dataclass
class TargetCheck:
    target: str
    path: str
    symbol: str | None
    verdict: str = "clear"
    reasons: list[Reason] = field(default_factory=list)
    recommended: list[str] = field(default_factory=list)
    tests: list[str] = field(default_factory=list)
    uncovered: list[str] = field(default_factory=list)

    def add(self, code: str, severity: str, message: str, *actions: str) -> None:
        self.reasons.append(Reason(code, severity, message))
        self.recommended.extend(a for a in actions if a not in self.recommended)
        if SEVERITY[severity] > SEVERITY[self.verdict]:
            self.verdict = severity


@dataclass
class GuardReport:
    session: str
    verdict: str
    targets: list[TargetCheck]
    recommended: list[str]
    event: str


def resolve_target(gq: GraphQuery, target: str) -> tuple[str, SymbolRef | None]:
    """(path, symbol) for a target: an id, a name, or a path the snapshot may not hold yet."""
    ref = gq.get(target)
    if ref is None:
        try:
            ref = gq.resolve(target)
        except NotFound:
            if "::" in target:
                raise
            return paths.normalise(target, "target"), None
    return (ref.path if ref.kind != "package" else ref.path.rstrip("/")), ref


def lock_target(repo: Repo, target: str, progress: Progress = silent) -> str:
    """What to lock for ``target``: a symbol id or a path as given, a symbol name looked up
    (the graph is opened only for a bare name)."""
    text = target.strip()
    if "::" in text or "/" in text or text == paths.WHOLE:
        return text
    gq, _ = snapshots.graph(repo, None, progress)
    path, ref = resolve_target(gq, text)
    return path if ref is None or ref.kind in ("file", "package") else ref.id


def _sessions(check: TargetCheck, me: Session, others: list[Session]) -> None:
    for other in others:
        if other.id == me.id or other.mode != "write" or not any(paths.overlaps(check.path, s) for s in other.scope):
            continue
        who = f"session {other.id} ({other.agent}: {other.task[:60]!r})"
        if me.mode == "read":
            check.add("overlap", "warning", f"{who} is writing here: what you read may change",
                      f"query with rev={me.base_commit} for a view that does not move" if me.base_commit else
                      "re-read after that session closes")
        elif (other.opened_at, other.id) < (me.opened_at, me.id):
            check.add("overlap", "blocked", f"{who} opened a write scope here first",
                      f"wait until {other.id} closes, or coordinate with {other.agent}",
                      "choose a target outside that scope")
        else:
            check.add("overlap", "warning", f"{who} also declared a write scope here, after you (it is blocked)",
                      "close your session soon, or narrow its scope")


def _locks(check: TargetCheck, me: Session, held: list[locking.Lock]) -> None:
    for lock in locking.blocking(held, check.symbol or check.path, me.id):
        until = events.stamp(lock.expires_at)
        if me.mode == "read":
            check.add("lock", "warning", f"{lock.target} is locked by {lock.session} ({lock.agent}) until {until}",
                      "re-read after the lock is released")
        else:
            check.add("lock", "blocked", f"{lock.target} is locked by {lock.session} ({lock.agent}) until {until}",
                      f"wait for {lock.agent} to unlock it (at the latest {until})")


def _code(check: TargetCheck, gq: GraphQuery, ref: SymbolRef, heat: dict[str, float]) -> None:
    hot = heat.get(ref.id, 0.0)
    if hot >= HOT:
        check.add("hot", "warning", f"{ref.id} is hot: heat {hot:.1f} from recent agent queries",
                  "expect other agents to rely on its current behaviour: keep the change small and announce it")
    blast = impact.impact(gq, ref, "body", depth=2)
    check.tests = [t.id for t in blast.tests]
    check.uncovered = [u.id for u in blast.uncovered]
    if not blast.tests:
        check.add("untested", "warning", f"no test covers {ref.id} or the code that depends on it",
                  f"write a test for {ref.id} before changing it")
    else:
        check.recommended.append("run the tests: " + ", ".join(check.tests[:SHOWN]))
    if blast.uncovered:
        shown = ", ".join(check.uncovered[:5]) + (" ..." if len(check.uncovered) > 5 else "")
        check.add("uncovered", "warning", f"{len(blast.uncovered)} affected symbols have no test: {shown}",
                  "add tests for the untested callers on the impact path")


def check(repo: Repo, session_id: str, targets: list[str], progress: Progress = silent) -> GuardReport:
    me = sessions.active(repo, session_id)
    others = sessions.listing(repo)
    held = locking.live(repo)
    gq, _ = snapshots.graph(repo, None, progress)
    moved = sessions.moved_under(repo, me)
    resolved = [(t, *resolve_target(gq, t)) for t in targets]
    telemetry.RECORDER.flush()
    heat = telemetry.heat_of(repo, [ref.id for _, _, ref in resolved if ref is not None])
    checks = []
    for target, path, ref in resolved:
        item = TargetCheck(target, path, ref.id if ref else None)
        if me.mode == "write" and not paths.in_scope(path, me.scope):
            item.add("scope", "warning", f"{path} is outside this session's scope ({', '.join(me.scope) or '.'})",
                     f"open a session whose scope includes {path}")
        _sessions(item, me, others)
        _locks(item, me, held)
        for m in moved:
            if paths.overlaps(m.path, path):
                by = f"commit {m.commit[:12]}" if m.commit else f"session {m.session} ({m.agent})"
                item.add("stale", "warning", f"{m.path} changed since your base, by {by}",
                         "re-read the target before writing it")
        if ref is None:
            item.add("new", "info", f"{path} is not in the snapshot: a new file")
        elif ref.kind != "package":
            _code(item, gq, ref, heat)
        checks.append(item)
    verdict = max((c.verdict for c in checks), key=lambda v: SEVERITY[v], default="clear")
    verdict = verdict if verdict in VERDICTS else "clear"
    recommended = list(dict.fromkeys(a for c in checks for a in c.recommended))
    event = events.append(repo, me.agent, "guard", me.id, {
        "targets": [c.target for c in checks], "verdict": verdict,
        "reasons": sorted({f"{r.code}:{r.severity}" for c in checks for r in c.reasons})})
    return GuardReport(me.id, verdict, checks, recommended, event.id)
