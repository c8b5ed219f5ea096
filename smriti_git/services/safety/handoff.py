"""Hand-off packages: what a session did, structured for a reviewer or the next agent.

``handoff pr`` gathers, for one session (open or closed):

* the **changed files**: the files its ``write`` events name, and the files under its
  scope that differ between its base commit and the work tree now;
* the **structural diff** of those files between the base commit's snapshot and a
  snapshot of the work tree taken now (``structdiff``);
* the **impact** of the changed symbols, computed on the base snapshot (the code the
  change was made against): affected symbols and files, tests to run, untested code;
* what **moved under its scope** meanwhile (``sessions.moved_under``);
* its **history**: guard checks, dry runs, checkpoints, writes, rollbacks and locks,
  from the event log;
* **runtime edges**: the call edges traced sandbox runs observed on the code as the
  session left it (the work-tree snapshot above; ``sandbox run --trace``) whose caller
  or callee is one of the changed symbols, each with its count and what the static
  graph says of it (``confirmed``, ``candidate``, ``new``).  ``None`` when no traced run
  was made on exactly that code, and ``runtime_note`` says so and how to make one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from smriti_git.index import snapshot
from smriti_git.progress import Progress, silent
from smriti_git.services import indexing, snapshots, structdiff
from smriti_git.services.safety import dryrun, events, paths, sessions
from smriti_git.services.sandbox import layer, overlay
from smriti_git.services.structdiff import EdgeChange, SymbolChange
from smriti_git.storage.repo import Repo

RUNTIME_NOTE = ("no traced sandbox run on the code as the session left it: this package has only the static call "
                "graph (run `git smp sandbox run --trace -- <the tests>`, then hand off again)")


@dataclass
class Handoff:
    session: dict[str, Any]
    base_commit: str | None
    head_commit: str | None
    snapshot: str | None
    changed_files: list[str]
    symbols: list[SymbolChange] = field(default_factory=list)
    edges: list[EdgeChange] = field(default_factory=list)
    impact: dryrun.Blast | None = None
    moved: list[sessions.Moved] = field(default_factory=list)
    guards: list[events.Event] = field(default_factory=list)
    dryruns: list[events.Event] = field(default_factory=list)
    history: list[events.Event] = field(default_factory=list)
    runtime_edges: list[dict[str, Any]] | None = None
    runtime_note: str = RUNTIME_NOTE


def package(repo: Repo, session_id: str, progress: Progress = silent) -> Handoff:
    """The hand-off package of a session."""
    session = sessions.get(repo, session_id)
    log = events.read(repo, agent=session.agent, session=session.id)
    written = {f for e in log if e.type in ("write", "rollback") for f in e.data.get("files", [])}
    out = Handoff(session.view(), session.base_commit, sessions.head_commit(repo), None, sorted(written),
                  moved=sessions.moved_under(repo, session),
                  guards=[e for e in log if e.type == "guard"], dryruns=[e for e in log if e.type == "dryrun"],
                  history=[e for e in log if e.type not in ("guard", "dryrun")])
    if session.base_commit is None or out.head_commit is None:
        return out
    base = snapshots.ensure(repo, session.base_commit, progress)
    now = snapshots.indexed(repo, indexing.index(repo, worktree=True, progress=progress))
    out.snapshot = now.commit
    diff = structdiff.diff(repo, base, now)
    mine = {f for f in diff.files_changed if f in written or paths.in_scope(f, session.scope)}
    out.changed_files = sorted(mine | written)
    out.symbols = [c for c in diff.symbols if c.path in mine]
    keep = {c.id for c in out.symbols} | {c.old_id for c in out.symbols if c.old_id}
    out.edges = [e for e in diff.edges if e.src in keep or e.dst in keep]
    gq, _ = snapshots.graph(repo, session.base_commit, progress)
    out.impact = dryrun.blast(gq, out.symbols, {c.id for c in out.symbols if c.change == "removed"},
                              {c.id for c in out.symbols if c.signature_changed})
    _runtime(repo, now, keep, out, progress)
    return out


def _runtime(repo: Repo, now: snapshot.SnapshotInfo, changed: set[str], out: Handoff, progress: Progress) -> None:
    """The runtime edges of the work-tree snapshot that touch the changed symbols (module docstring)."""
    runtime = layer.edges(repo, now)
    if not runtime.runs:
        out.runtime_note = RUNTIME_NOTE + f" (snapshot {now.commit[:12]})"
        return
    found = {(e.src, e.dst): e for e in runtime.out(changed) + runtime.into(changed)}
    kinds = overlay.static_kinds(snapshots.open_snapshot(repo, now, progress), found)
    out.runtime_edges = [{"src": e.src, "dst": e.dst, "count": e.count, "runs": e.runs, "static": kinds[pair]}
                         for pair, e in sorted(found.items())]
    new = sum(1 for kind in kinds.values() if kind == "new")
    out.runtime_note = (f"{runtime.runs} traced run(s) on the code as the session left it (snapshot "
                        f"{now.commit[:12]}): {len(found)} runtime edges touch the changed symbols, {new} of them "
                        "missed by static analysis")
