"""Operations on the namespace itself: ``init``, ``status``, ``gc`` and the ``note`` plumbing."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Annotated, Any

from smriti_git.errors import InvalidArgument
from smriti_git.operations.registry import Arg, Context, Opt, Result, group, operation
from smriti_git.services import incoming, namespace, notes, status
from smriti_git.services.status import StatusReport


@dataclass(kw_only=True)
class InitResult(Result):
    created: bool
    store_format: int
    git_dir: str
    config: dict[str, str] = field(default_factory=dict)


def _render_init(r: InitResult) -> str:
    verb = "Initialised" if r.created else "Already initialised:"
    return f"{verb} smriti-git store (format {r.store_format}) in {r.git_dir}"


@operation("init", read_only=False, idempotent=True, render=_render_init)
def init(
    ctx: Context,
    remote: Annotated[str | None, Opt("Also make plain git fetch / git push of this remote carry refs/smp/* "
                                      "(see docs/exchange.md).")] = None,
) -> InitResult:
    """Create the refs/smp namespace and the smp.* config (idempotent).

    Never touches branches, HEAD, the index or the work tree.
    """
    outcome = namespace.init(ctx.repo)
    if remote is not None:
        outcome.config.update(namespace.add_remote_refspecs(ctx.repo, remote))
    return InitResult(created=outcome.created, store_format=outcome.store_format,
                      git_dir=str(outcome.git_dir), config=outcome.config)


@dataclass(kw_only=True)
class StatusResult(StatusReport, Result):
    """The status report (``services/status.py``) as an operation result."""


def _render_status(r: StatusResult) -> str:
    lines = [f"store:    {'format ' + str(r.store_format) if r.initialized else 'not initialised'} ({r.git_dir})"]
    lines.append(f"branch:   {r.head_branch or '(detached or bare)'}")
    if r.index:
        for entry in r.index:
            moved = "HEAD" if entry.branch == status.DETACHED else "branch"
            state = f"stale: {moved} has moved on" if entry.stale else "current"
            langs = ", ".join(f"{k} {v}" for k, v in entry.languages.items())
            lines.append(f"index:    {entry.branch} @ {(entry.source_commit or '?')[:12]} ({state}); "
                         f"{entry.files} files ({langs}), {entry.symbols} symbols")
            for path, problem in list(entry.diagnostics.items())[:20]:
                lines.append(f"          {path}: {problem}")
            if len(entry.diagnostics) > 20:
                lines.append(f"          ... {len(entry.diagnostics) - 20} more (git smp status --json)")
    else:
        lines.append("index:    nothing indexed yet")
    lines.append(f"memory:   {', '.join(r.memory_branches) or 'no branches yet'}")
    if r.notes:
        lines.append(f"notes:    {', '.join(r.notes)}")
    lines.extend(f"warning:  {d}" for d in r.diagnostics)
    return "\n".join(lines)


@operation("status", render=_render_status)
def status_(ctx: Context) -> StatusResult:
    """Show what is indexed, what is stale, the memory branches and any problems."""
    report = status.report(ctx.repo)
    return StatusResult(**vars(report))


@dataclass(kw_only=True)
class GcResult(Result):
    removed: list[str]
    bytes: int
    in_use: int


@operation("gc", read_only=False, idempotent=True, remote=False, render=lambda r: (
    "\n".join(f"removed {path}" for path in r.removed) + (f"\nfreed {r.bytes} bytes" if r.removed else "")
    or "nothing to remove") + (f"\nkept {r.in_use} in use by running processes" if r.in_use else ""))
def gc(ctx: Context) -> GcResult:
    """Remove what killed imports and pulls left: folders of received objects under .git/smp/incoming/
    whose owner process is gone (never one a running process owns)."""
    done = incoming.remove_leftovers(ctx.repo)
    return GcResult(removed=[f.path for f in done.folders], bytes=done.bytes, in_use=done.in_use)


group("note", "Free-form note records under refs/smp/notes/<name> (object-store plumbing).")


@dataclass(kw_only=True)
class NoteWritten(Result):
    ref: str
    path: str
    blob: str
    commit: str


@operation("note.put", read_only=False, idempotent=True,
           render=lambda r: f"{r.path} -> {r.blob} (commit {r.commit[:12]})")
def note_put(
    ctx: Context,
    path: Annotated[str, Arg("Where the note goes, e.g. 'design/decision-1'.")],
    text: Annotated[str, Arg("The note's text.", stdin=True, utf8=True)],
    tag: Annotated[list[str] | None, Opt("A tag (repeatable).", short="-t", utf8=True)] = None,
    data: Annotated[str | None, Opt("Extra JSON object to store with the note.", utf8=True)] = None,
    notes_name: Annotated[str, Opt("Which notes ref (refs/smp/notes/<name>).")] = "default",
) -> NoteWritten:
    """Write a note record and commit it to refs/smp/notes/<name> atomically."""
    record: dict[str, Any] = {"schema": "note/1", "text": text}
    if tag:
        record["tags"] = sorted(set(tag))
    if data is not None:
        try:
            record["data"] = json.loads(data)
        except json.JSONDecodeError as exc:
            raise InvalidArgument(f"--data is not JSON: {exc}") from None
    written = notes.put(ctx.repo, notes_name, path, record)
    return NoteWritten(**vars(written))


@dataclass(kw_only=True)
class NoteRecord(Result):
    path: str
    record: dict[str, Any]


@operation("note.get", render=lambda r: r.record.get("text", ""))
def note_get(
    ctx: Context,
    path: Annotated[str, Arg("The note's path.")],
    rev: Annotated[str | None, Opt("Read the note as of this commit of the notes ref.")] = None,
    notes_name: Annotated[str, Opt("Which notes ref (refs/smp/notes/<name>).")] = "default",
) -> NoteRecord:
    """Read a note back, validated against its schema."""
    return NoteRecord(path=path, record=notes.get(ctx.repo, notes_name, path, rev=rev))


@dataclass(kw_only=True)
class NoteList(Result):
    notes: list[dict[str, str]]
    returned: int
    total: int
    truncated: bool


@operation("note.ls", render=lambda r: "\n".join(f"{n['blob'][:12]}  {n['path']}" for n in r.notes))
def note_ls(
    ctx: Context,
    prefix: Annotated[str, Arg("Only notes under this folder.")] = "",
    limit: Annotated[int, Opt("At most this many entries.", short="-n", min=1, max=100_000)] = 1000,
    notes_name: Annotated[str, Opt("Which notes ref (refs/smp/notes/<name>).")] = "default",
) -> NoteList:
    """List the notes stored under a prefix."""
    found = [{"path": p, "blob": b} for p, b in notes.list_paths(ctx.repo, notes_name, prefix)]
    shown = found[:limit]
    return NoteList(notes=shown, returned=len(shown), total=len(found), truncated=len(shown) < len(found))
