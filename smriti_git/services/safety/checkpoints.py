"""Checkpoints and rollbacks: the exact state of some work-tree files, kept as git objects.

A checkpoint is a commit on ``refs/smp/checkpoints/<session>`` (one chain per session)
whose tree holds ``checkpoint.json`` (``checkpoint/1``: each file's path and state) and
``files/<path>``, the content of every file that existed.  A file's state is ``file``,
``executable``, ``symlink`` (the blob is the link's target) or ``absent``: the file did
not exist, so a rollback deletes it (and the folders it created, down to the deepest
one that existed at the checkpoint).  The checkpoint's id is its commit id.

``rollback`` first checkpoints the files as they are (so a rollback can itself be rolled
back: its answer names that checkpoint), then restores every file's bytes and mode: a
file is written beside its target and renamed over it, so a reader never sees half a
file.  The files it changed are then re-indexed like an ``update`` (when the repository
has snapshots at all), so that queries see the restored code.  Paths are checked again
(``paths.on_disk``): a checkpoint never writes outside the work tree.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygit2

from smriti_git.errors import InvalidArgument, NotFound
from smriti_git.model import layout
from smriti_git.services.safety import events, paths, sessions, writes
from smriti_git.storage import objects, refs
from smriti_git.storage.repo import Repo

RECORD = "checkpoint.json"
MAX_FILE_BYTES = 100 << 20


@dataclass
class FileState:
    path: str
    state: str                     # file | executable | symlink | absent
    blob: str | None = None
    keep_dirs: str | None = None


@dataclass
class Checkpoint:
    id: str
    session: str
    agent: str
    created_at: str
    files: list[FileState]
    reason: str = ""


@dataclass
class Rollback:
    checkpoint: str
    restored: list[str]
    deleted: list[str]
    unchanged: list[str]
    before: str                    # the checkpoint of the files as they were just before


def checkpoint_ref(session_id: str) -> str:
    return layout.CHECKPOINTS_PREFIX + session_id


def _capture(repo: Repo, rel: str) -> FileState:
    target = paths.on_disk(repo, rel)
    git = repo.git
    try:
        info = target.lstat()
    except FileNotFoundError:
        parent = target.parent
        top = paths.top(repo)
        while parent != top and not parent.is_dir():
            parent = parent.parent
        return FileState(rel, "absent", keep_dirs=parent.relative_to(top).as_posix() if parent != top else "")
    if stat.S_ISLNK(info.st_mode):
        return FileState(rel, "symlink", str(objects.write_blob(git, os.fsencode(os.readlink(target)))))
    if not stat.S_ISREG(info.st_mode):
        raise InvalidArgument(f"{rel} is not a file (a folder? list its files)")
    if info.st_size > MAX_FILE_BYTES:
        raise InvalidArgument(f"{rel} is larger than {MAX_FILE_BYTES >> 20} MiB: not checkpointed")
    kind = "executable" if info.st_mode & 0o111 else "file"
    return FileState(rel, kind, str(objects.write_blob(git, target.read_bytes())))


def _record(cp: Checkpoint, base: str | None) -> dict[str, Any]:
    files = []
    for f in cp.files:
        item: dict[str, Any] = {"path": f.path, "state": f.state}
        if f.blob:
            item["blob"] = f.blob
        if f.keep_dirs is not None:
            item["keep_dirs"] = f.keep_dirs
        files.append(item)
    record: dict[str, Any] = {"schema": "checkpoint/1", "session": cp.session, "agent": cp.agent,
                              "created_at": cp.created_at, "files": files}
    if base:
        record["base_commit"] = base
    if cp.reason:
        record["reason"] = cp.reason
    return record


def _store(repo: Repo, session: sessions.Session, files: list[str], reason: str = "") -> Checkpoint:
    wanted = sorted({paths.normalise(f, "file") for f in files})
    if not wanted or paths.WHOLE in wanted:
        raise InvalidArgument("name the files to checkpoint")
    now = time.time()
    cp = Checkpoint("", session.id, session.agent, events.stamp(now), [_capture(repo, f) for f in wanted], reason)
    git = repo.git
    entries = {RECORD: objects.write_record(git, _record(cp, sessions.head_commit(repo)))}
    entries.update({f"files/{f.path}": pygit2.Oid(hex=f.blob) for f in cp.files if f.blob})
    tree = objects.build_tree(git, entries)
    message = objects.format_message(f"checkpoint {len(cp.files)} files{': ' + reason if reason else ''}",
                                     {"Smp-Session": session.id, "Smp-Agent": session.agent})
    author = objects.signature(session.agent, f"{session.agent}@smriti-git", int(now))

    def apply(tip: pygit2.Oid | None) -> pygit2.Oid:
        return objects.write_commit(git, tree, [tip] if tip is not None else [], message, author,
                                    signer=repo.signer)

    tip = refs.update(repo, checkpoint_ref(session.id), apply, message="smp checkpoint")
    cp.id = str(tip)
    return cp


def checkpoint(repo: Repo, session_id: str, files: list[str]) -> tuple[Checkpoint, str]:
    """Checkpoint ``files`` for an active session: (the checkpoint, the event id)."""
    session = sessions.active(repo, session_id)
    cp = _store(repo, session, files)
    event = events.append(repo, session.agent, "checkpoint", session.id, {
        "checkpoint": cp.id, "files": [f.path for f in cp.files]})
    return cp, event.id


def load(repo: Repo, checkpoint_id: str) -> Checkpoint:
    """A checkpoint by its commit id (or a unique prefix of it)."""
    git = repo.git
    try:
        commit = git.revparse_single(checkpoint_id).peel(pygit2.Commit)
    except (KeyError, ValueError, pygit2.GitError, pygit2.InvalidSpecError):
        raise NotFound(f"no checkpoint {checkpoint_id!r}") from None
    blob = objects.lookup(git, commit.tree_id, RECORD)
    if blob is None:
        raise NotFound(f"{checkpoint_id} is a commit but not a checkpoint")
    record = objects.read_record(git, blob, expect_kind="checkpoint")
    files = [FileState(f["path"], f["state"], f.get("blob"), f.get("keep_dirs")) for f in record["files"]]
    return Checkpoint(str(commit.id), record["session"], record["agent"], record["created_at"], files,
                      record.get("reason", ""))


def listing(repo: Repo, session_id: str) -> list[Checkpoint]:
    """A session's checkpoints, oldest first."""
    tip = refs.read(repo.git, checkpoint_ref(session_id))
    found = []
    while tip is not None:
        found.append(load(repo, str(tip)))
        parents = objects.read_commit(repo.git, tip).parent_ids
        tip = parents[0] if parents else None
    return found[::-1]


def _write(target: Path, data: bytes, state: str) -> None:
    """Put ``data`` at ``target`` atomically: a temporary file beside it, renamed over it."""
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.is_dir() and not target.is_symlink():
        raise InvalidArgument(f"{target} is a folder now; not replaced by a file")
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".smp-rollback-")
    try:
        if state == "symlink":
            os.close(fd)
            os.unlink(tmp)
            os.symlink(os.fsdecode(data), tmp)
        else:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
            os.chmod(tmp, 0o755 if state == "executable" else 0o644)
        os.replace(tmp, target)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)


def _same(target: Path, state: FileState, data: bytes) -> bool:
    try:
        info = target.lstat()
    except FileNotFoundError:
        return False
    if state.state == "symlink":
        return stat.S_ISLNK(info.st_mode) and os.fsencode(os.readlink(target)) == data
    executable = bool(info.st_mode & 0o111)
    return stat.S_ISREG(info.st_mode) and executable == (state.state == "executable") and \
        target.read_bytes() == data


def _delete(repo: Repo, target: Path, keep: str | None) -> bool:
    try:
        target.unlink()
    except FileNotFoundError:
        return False
    top = paths.top(repo)
    stop = top / keep if keep else top
    folder = target.parent
    while folder != stop and stop in folder.parents:
        try:
            folder.rmdir()
        except OSError:
            break
        folder = folder.parent
    return True


def rollback(repo: Repo, checkpoint_id: str) -> tuple[Rollback, str]:
    """Restore a checkpoint's files exactly: (what was done, the event id)."""
    cp = load(repo, checkpoint_id)
    owner = sessions.get(repo, cp.session)
    before = _store(repo, owner, [f.path for f in cp.files], reason=f"before rollback to {cp.id[:12]}")
    done = Rollback(cp.id, [], [], [], before.id)
    git = repo.git
    for state in cp.files:
        target = paths.on_disk(repo, state.path)
        if state.state == "absent":
            (done.deleted if _delete(repo, target, state.keep_dirs) else done.unchanged).append(state.path)
            continue
        assert state.blob is not None
        data = objects.read_blob(git, pygit2.Oid(hex=state.blob))
        if _same(target, state, data):
            done.unchanged.append(state.path)
        else:
            _write(target, data, state.state)
            done.restored.append(state.path)
    changed = done.restored + done.deleted
    if changed and writes.indexed_before(repo):
        writes.reindex(repo, changed)
    event = events.append(repo, owner.agent, "rollback", owner.id, {
        "checkpoint": cp.id, "before": before.id, "files": changed})
    return done, event.id
