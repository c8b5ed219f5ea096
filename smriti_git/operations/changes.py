"""Changing code safely: ``dryrun``, ``checkpoint``, ``rollback``, ``update``, ``batch-update``
and ``handoff pr`` (``services/safety/``; the loop is in docs/agent-workflow.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

from smriti_git.operations.indexing import IndexResult
from smriti_git.operations.registry import Arg, Context, Opt, Result, group, operation
from smriti_git.operations.safety import SESSION, SESSION_PATTERN
from smriti_git.services.safety import checkpoints, dryrun, handoff, paths, writes
from smriti_git.services.safety.checkpoints import FileState
from smriti_git.services.safety.dryrun import Blast, Removed, SignatureChange
from smriti_git.services.safety.events import Event
from smriti_git.services.safety.sessions import Moved
from smriti_git.services.structdiff import EdgeChange, SymbolChange

group("handoff", "Hand work over: a structured package of what a session changed and why it is safe.")


@dataclass(kw_only=True)
class DryRunResult(Result):
    session: str
    path: str
    verdict: str
    reasons: list[str]
    language: str | None
    changes: list[SymbolChange]
    removed: list[Removed]
    signature_changes: list[SignatureChange]
    affected: list[str]
    files: list[str]
    tests: list[str]
    missing_tests: list[str]
    diagnostics: list[str]
    event: str


def _render_dryrun(r: DryRunResult) -> str:
    lines = [f"{r.verdict.upper()}  {r.path}: {len(r.changes)} symbol changes"]
    lines += [f"  {c.change:<8} {c.kind:<9} {c.id}" for c in r.changes]
    for removed in r.removed:
        renamed = f" (renamed to {removed.renamed_to}, {removed.rename})" if removed.renamed_to else ""
        lines.append(f"  removed {removed.id}{renamed}: {len(removed.callers)} callers, "
                     f"{len(removed.references)} references")
        lines += [f"    caller {u.id} ({u.path}:{u.line})" for u in removed.callers]
        lines += [f"    reference {u.id} ({u.path}:{u.line})" for u in removed.references]
    for sig in r.signature_changes:
        lines.append(f"  signature {sig.id}: {sig.before!r} -> {sig.after!r} ({sig.call_sites} call sites, "
                     f"{len(sig.broken)} broken, {sig.unknown} unchecked; {sig.checked} check)")
        lines += [f"    {b.path}:{b.line} {b.caller}: {b.reason}" for b in sig.broken]
    lines += [f"  - {reason}" for reason in r.reasons]
    if r.tests:
        lines.append(f"  tests to run: {', '.join(r.tests)}")
    if r.missing_tests:
        lines.append(f"  no tests: {', '.join(r.missing_tests[:10])}" + (" ..." if len(r.missing_tests) > 10 else ""))
    return "\n".join(lines)


@operation("dryrun", read_only=True, idempotent=False, render=_render_dryrun)
def dryrun_(
    ctx: Context,
    file: Annotated[str, Arg("The file you mean to write (relative to the top of the work tree).")],
    session: SESSION,
    content: Annotated[str | None, Opt("The proposed content ('-': standard input; omitted: the file as it is "
                                       "in the work tree now).", stdin=True, max_length=10 << 20)] = None,
) -> DryRunResult:
    """Parse a proposed version of a file and diff it structurally against the current snapshot.

    Says safe or breaking: removed or renamed symbols that still have callers or references
    (a name used as a value, a type, a decorator, an import), signature
    changes with the call sites they break (Python: arity and keywords; Java, C, C++, C#:
    arity), the affected callers and files, the tests to run and the missing tests.
    """
    data = content.encode("utf-8", "surrogateescape") if content is not None else None
    run = dryrun.dry_run(ctx.repo, session, file, data, ctx.progress)
    return DryRunResult(session=run.session, path=run.path, verdict=run.verdict, reasons=run.reasons,
                        language=run.language, changes=run.changes, removed=run.removed,
                        signature_changes=run.signature_changes, affected=run.affected, files=run.files,
                        tests=run.tests, missing_tests=run.missing_tests, diagnostics=run.diagnostics,
                        event=run.event)


@dataclass(kw_only=True)
class CheckpointResult(Result):
    checkpoint: str
    session: str
    created_at: str
    files: list[FileState]
    event: str


@operation("checkpoint", read_only=False,
           render=lambda r: f"checkpoint {r.checkpoint}: " + ", ".join(f"{f.path} ({f.state})" for f in r.files))
def checkpoint(
    ctx: Context,
    file: Annotated[list[str], Arg("A file to save as it is now (repeatable; a missing file is recorded as "
                                   "absent, so a rollback deletes it).")],
    session: SESSION,
) -> CheckpointResult:
    """Save files' current contents as git objects; rollback CHECKPOINT restores them exactly."""
    cp, event = checkpoints.checkpoint(ctx.repo, session, file)
    return CheckpointResult(checkpoint=cp.id, session=cp.session, created_at=cp.created_at, files=cp.files,
                            event=event)


@dataclass(kw_only=True)
class RollbackResult(Result):
    checkpoint: str
    restored: list[str]
    deleted: list[str]
    unchanged: list[str]
    before: str
    event: str


def _render_rollback(r: RollbackResult) -> str:
    lines = [f"rolled back to {r.checkpoint[:12]} (the state before: checkpoint {r.before})"]
    lines += [f"  restored {p}" for p in r.restored] + [f"  deleted  {p}" for p in r.deleted]
    lines += [f"  unchanged {p}" for p in r.unchanged]
    return "\n".join(lines)


@operation("rollback", read_only=False, idempotent=True, render=_render_rollback)
def rollback(
    ctx: Context,
    checkpoint: Annotated[str, Arg("The checkpoint id (from checkpoint).", pattern=r"[0-9a-f]{7,40}")],
) -> RollbackResult:
    """Restore a checkpoint's files exactly, and delete the files that did not exist.

    Bytes, executable bit and symbolic links are restored; the files as they were just
    before are checkpointed first, so a rollback can be undone (``before``).
    """
    done, event = checkpoints.rollback(ctx.repo, checkpoint)
    return RollbackResult(checkpoint=done.checkpoint, restored=done.restored, deleted=done.deleted,
                          unchanged=done.unchanged, before=done.before, event=event)


@dataclass(kw_only=True)
class UpdateResult(IndexResult):
    files_updated: list[str]
    event: str | None


def _update(ctx: Context, files: list[str], session: str | None) -> UpdateResult:
    report, event = writes.update(ctx.repo, files, session, ctx.progress)
    return UpdateResult(**vars(report), files_updated=sorted({paths.normalise(f) for f in files}), event=event)


def _render_update(r: UpdateResult) -> str:
    return f"{r.mode} update of {len(r.files_updated)} files -> {r.ref} @ {r.snapshot[:12]} " \
           f"(parsed {r.parsed}, linked {r.linked}, {r.elapsed_ms / 1000:.2f}s)"


OPTIONAL_SESSION = Annotated[str | None, Opt("Record the write for this session (the audit log's write event).",
                                             pattern=SESSION_PATTERN)]


@operation("update", read_only=False, idempotent=True, render=_render_update)
def update(
    ctx: Context,
    file: Annotated[str, Arg("A file you wrote (or deleted), relative to the top of the work tree.")],
    session: OPTIONAL_SESSION = None,
) -> UpdateResult:
    """Re-index one file from the work tree now (a work-tree snapshot on top of the latest one)."""
    return _update(ctx, [file], session)


@operation("batch-update", read_only=False, idempotent=True, render=_render_update)
def batch_update(
    ctx: Context,
    file: Annotated[list[str], Arg("The files you wrote or deleted (all in one snapshot).")],
    session: OPTIONAL_SESSION = None,
) -> UpdateResult:
    """Re-index several files from the work tree at once, atomically: one snapshot, all or none."""
    return _update(ctx, file, session)


@dataclass(kw_only=True)
class HandoffResult(Result):
    session: dict[str, Any]
    base_commit: str | None
    head_commit: str | None
    snapshot: str | None
    changed_files: list[str]
    symbols: list[SymbolChange]
    edges: list[EdgeChange]
    impact: Blast | None
    moved: list[Moved]
    guards: list[Event]
    dryruns: list[Event]
    history: list[Event]
    runtime_edges: list[dict[str, Any]] | None
    runtime_note: str


def _render_handoff(r: HandoffResult) -> str:
    lines = [f"session {r.session['id']} of {r.session['agent']}: {r.session['task']}",
             f"  base {(r.base_commit or '-')[:12]}, head {(r.head_commit or '-')[:12]}",
             f"  changed files: {', '.join(r.changed_files) or 'none'}"]
    lines += [f"  {c.change:<8} {c.id}" for c in r.symbols]
    if r.impact is not None:
        lines.append(f"  impact: {len(r.impact.affected)} symbols in {len(r.impact.files)} files; tests: "
                     f"{', '.join(r.impact.tests) or 'none'}")
    lines.append(f"  guard checks: {len(r.guards)}, dry runs: {len(r.dryruns)}, other events: {len(r.history)}")
    lines += [f"  moved under the scope: {m.path} ({m.by})" for m in r.moved]
    lines.append(f"  runtime edges: {r.runtime_note}")
    return "\n".join(lines)


@operation("handoff.pr", read_only=False, idempotent=True, render=_render_handoff)
def handoff_pr(ctx: Context, session: SESSION) -> HandoffResult:
    """A structured hand-off package for a session: changed files, structural diff, impact, history.

    The diff is between the session's base commit and the work tree now; the guard and
    dry-run history comes from the audit log.  Runtime edges are not available yet (the
    sandbox is not built) and the package says so.
    """
    pkg = handoff.package(ctx.repo, session, ctx.progress)
    return HandoffResult(**vars(pkg))
