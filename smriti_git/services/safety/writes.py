"""``update`` and ``batch-update``: re-index the files an agent just wrote, at once.

The files are taken from the work tree as they are now and put on top of the current
work-tree snapshot (or HEAD's tree when there is none on top of HEAD): one new
work-tree snapshot on ``refs/smp/worktree/<branch>``, so a batch is atomic (one ref
move: every file or none).  Only those files are parsed again; linking is incremental.
In a server, queries without a ``rev`` answer from that snapshot at once.

With a session, the update is the session's record of what it wrote: a ``write``
event listing each file and its new blob id (``absent`` for a deleted file), which is
how other sessions' closes tell their own changes from this agent's.
"""

from __future__ import annotations

from smriti_git.errors import InvalidArgument
from smriti_git.model import layout
from smriti_git.progress import Progress, silent
from smriti_git.services import indexing, snapshots
from smriti_git.services.indexing import IndexReport
from smriti_git.services.safety import events, paths, sessions
from smriti_git.storage import objects, refs
from smriti_git.storage.repo import Repo


def reindex(repo: Repo, files: list[str], progress: Progress = silent) -> IndexReport:
    """Re-index checked ``files`` from the work tree in one snapshot, which this process
    then serves to queries without a ``rev``."""
    report = indexing.index(repo, files=files, progress=progress)
    snapshots.serve_worktree(repo, snapshots.indexed(repo, report))
    return report


def indexed_before(repo: Repo) -> bool:
    """Whether the repository has any code-graph snapshot (else a rollback indexes nothing)."""
    return any(layout.is_snapshot_ref(name) for name in refs.list_refs(repo.git, layout.NAMESPACE))


def update(repo: Repo, files: list[str], session_id: str | None = None,
           progress: Progress = silent) -> tuple[IndexReport, str | None]:
    """Re-index ``files`` from the work tree in one snapshot: (the report, the write event id)."""
    session = sessions.active(repo, session_id) if session_id else None
    wanted = sorted({paths.normalise(f, "file") for f in files})
    if not wanted or paths.WHOLE in wanted:
        raise InvalidArgument("name the files to update")
    for rel in wanted:
        paths.on_disk(repo, rel)
    report = reindex(repo, wanted, progress)
    if session is None:
        return report, None
    blobs = {}
    for rel in wanted:
        target = paths.on_disk(repo, rel)
        blobs[rel] = str(objects.write_blob(repo.git, target.read_bytes())) if target.is_file() else "absent"
    event = events.append(repo, session.agent, "write", session.id, {
        "files": wanted, "blobs": blobs, "snapshot": report.snapshot})
    return report, event.id
