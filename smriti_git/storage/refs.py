"""Atomic ref updates: compare-and-swap is the only way a ref under ``refs/smp/`` moves.

A swap takes git's own lock file for each ref (``<ref>.lock``, which every git process
respects), re-reads the ref under the lock, refuses if it is not at the expected value,
and otherwise renames the new value into place.  :func:`update` wraps this in an
optimistic loop: read the tip, build a new commit on it, swap; when another writer got
in first, build again on the new tip.  No update is lost, and a writer killed at any
point leaves the ref at a complete commit (the old one or the new one).

Killed writers and lock files.  A process killed between taking git's lock and
renaming it leaves ``<ref>.lock`` behind, and git would refuse that ref for ever.  So
smriti-git writers also hold a kernel lock (``flock``) on ``<common dir>/smp/locks/refs``
while they hold any git ref lock; the kernel drops it when the process dies.  A writer
that holds the kernel lock therefore knows no other smriti-git writer is mid-update,
and removes a git lock file once it is older than :data:`STALE_LOCK_SECONDS` (git
itself never holds a ref lock that long).

Reflogs.  With ``core.logAllRefUpdates=always`` (or a reflog file that already exists),
git and libgit2 append every move of a ``refs/smp/`` ref to ``<common dir>/logs/<ref>``,
and ``git gc`` keeps every commit a reflog entry names.  :func:`expunge_reflogs` removes
chosen commits from those files (for ``forget --purge``), under the same locks as a swap.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import random
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

import pygit2

from smriti_git.errors import InvalidArgument, RefConflict, RefLocked
from smriti_git.storage.repo import Repo

Oid = pygit2.Oid
NAMESPACE = "refs/smp/"
LOCK_WAIT_SECONDS = 30.0
STALE_LOCK_SECONDS = 5.0


MAX_NAME_BYTES = 1000
"""Longest ref name (libgit2 refuses to normalise past 1024 bytes)."""
MAX_COMPONENT_BYTES = 255
"""Longest part between slashes (a file name in the files ref backend)."""


def check_name(name: str) -> str:
    """``name`` if it is a valid ref name under ``refs/smp/`` (git's rules, UTF-8 text)."""
    try:
        valid = (name.startswith(NAMESPACE) and len(name.encode()) <= MAX_NAME_BYTES
                 and all(len(part.encode()) <= MAX_COMPONENT_BYTES for part in name.split("/"))
                 and pygit2.reference_is_valid_name(name))
    except UnicodeEncodeError:   # bytes that are not UTF-8, as surrogates: never a ref name here
        valid = False
    if not valid:
        shown = repr(name) if len(name) <= 120 else repr(name[:120]) + f"... ({len(name)} characters)"
        raise InvalidArgument(f"{shown} is not a valid ref under {NAMESPACE}")
    return name


def read(git: pygit2.Repository, name: str) -> Oid | None:
    """The object id ``name`` points to, or ``None`` if the ref does not exist."""
    ref = git.references.get(check_name(name) if name.startswith(NAMESPACE) else name)
    if ref is None:
        return None
    target = ref.resolve().target
    assert isinstance(target, Oid)
    return target


def list_refs(git: pygit2.Repository, prefix: str = NAMESPACE) -> dict[str, Oid]:
    out: dict[str, Oid] = {}
    for name in git.references:
        if name.startswith(prefix):
            target = read(git, name)
            if target is not None:
                out[name] = target
    return dict(sorted(out.items()))


@dataclass(frozen=True)
class Swap:
    """One ref move inside a transaction: from ``expected`` to ``new`` (``None`` = absent)."""

    name: str
    expected: Oid | None
    new: Oid | None


@contextlib.contextmanager
def _writer_lock(repo: Repo) -> Iterator[None]:
    """Serialise smriti-git writers of one repository; released by the kernel on death."""
    lock_dir = repo.smp_dir / "locks"
    lock_dir.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock_dir / "refs", os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + LOCK_WAIT_SECONDS
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise RefLocked(f"another smriti-git writer held {lock_dir / 'refs'} "
                                    f"for {LOCK_WAIT_SECONDS:.0f}s") from None
                time.sleep(0.001 + random.random() * 0.004)
        yield
    finally:
        os.close(fd)


def _clear_if_stale(lock: Path) -> bool:
    """Remove ``lock`` if it is older than :data:`STALE_LOCK_SECONDS`; ``True`` if it is gone."""
    try:
        age = time.time() - lock.stat().st_mtime
    except FileNotFoundError:
        return True
    if age < STALE_LOCK_SECONDS:
        return False
    with contextlib.suppress(FileNotFoundError):
        lock.unlink()
    return True


def _lock_all(repo: Repo, txn: pygit2.transaction.ReferenceTransaction, names: list[str]) -> None:
    deadline = time.monotonic() + LOCK_WAIT_SECONDS
    for name in names:
        delay = 0.001
        while True:
            try:
                txn.lock_ref(name)
                break
            except pygit2.GitError as exc:
                if "lock" not in str(exc):
                    raise
                if _clear_if_stale(Path(repo.common_dir) / f"{name}.lock"):
                    continue
                if time.monotonic() > deadline:
                    raise RefLocked(f"{name} is locked by another git process ({name}.lock in "
                                    f"{repo.common_dir}) and stayed locked for {LOCK_WAIT_SECONDS:.0f}s") from None
                time.sleep(delay * (1 + random.random()))
                delay = min(delay * 2, 0.05)


def swap(repo: Repo, swaps: list[Swap], message: str = "smriti-git") -> None:
    """Move every ref in ``swaps`` at once, or none of them.

    Raises :class:`RefConflict` when a ref is not at its expected value.
    """
    names = sorted(check_name(s.name) for s in swaps)
    if len(set(names)) != len(names):
        raise InvalidArgument("a ref appears twice in one transaction")
    git = repo.git
    with _writer_lock(repo), git.transaction() as txn:
        _lock_all(repo, txn, names)
        for s in swaps:
            current = read(git, s.name)
            if current != s.expected:
                raise RefConflict(f"{s.name} moved: expected {s.expected or 'absent'}, found {current or 'absent'}")
        for s in swaps:
            if s.new is None:
                if s.expected is not None:
                    txn.remove(s.name)
            else:
                txn.set_target(s.name, s.new, message=message)


def compare_and_swap(repo: Repo, name: str, new: Oid | None, expected: Oid | None,
                     message: str = "smriti-git") -> None:
    swap(repo, [Swap(name, expected, new)], message)


def update(
    repo: Repo,
    name: str,
    apply: Callable[[Oid | None], Oid | None],
    *,
    message: str = "smriti-git",
    attempts: int = 200,
) -> Oid | None:
    """Optimistically move ``name`` to ``apply(current tip)``; re-apply after a lost race.

    ``apply`` must be a pure function of the tip it is given (it may write objects).
    Returns the new tip.
    """
    moved = update_many(repo, [name], lambda tips: {name: apply(tips[name])}, message=message, attempts=attempts)
    return moved[name]


def update_many(
    repo: Repo,
    names: list[str],
    apply: Callable[[Mapping[str, Oid | None]], Mapping[str, Oid | None]],
    *,
    message: str = "smriti-git",
    attempts: int = 200,
) -> dict[str, Oid | None]:
    """Move several refs together to ``apply(current tips)``, re-applying after lost races.

    ``apply`` returns the new tip of each ref it wants moved (``None`` deletes it).
    """
    for name in names:
        check_name(name)
    git = repo.git
    for attempt in range(attempts):
        current = {n: read(git, n) for n in names}
        new = dict(apply(current))
        swaps = [Swap(n, current.get(n), new[n]) for n in sorted(new) if new[n] != current.get(n)]
        if not swaps:
            return current
        try:
            swap(repo, swaps, message)
            return {**current, **new}
        except RefLocked:
            raise
        except RefConflict:
            time.sleep(random.random() * min(0.002 * (attempt + 1), 0.05))
    raise RefConflict(f"{', '.join(names)}: gave up after {attempts} lost races with other writers")


# -- reflogs ---------------------------------------------------------------------------------


def reflog_path(repo: Repo, name: str) -> Path:
    """``<common dir>/logs/<ref>``: where git keeps a shared ref's reflog (linked worktrees too)."""
    return Path(repo.common_dir) / "logs" / check_name(name)


def _entry_ids(line: bytes) -> tuple[bytes, bytes] | None:
    """The old and new ids of a reflog line (``<old> <new> <ident>\\t<message>``), if it is one."""
    fields = line.split(b" ", 2)
    if len(fields) < 3 or len(fields[0]) != pygit2.GIT_OID_HEXSZ or len(fields[1]) != pygit2.GIT_OID_HEXSZ:
        return None
    try:
        bytes.fromhex(fields[0].decode("ascii") + fields[1].decode("ascii"))
    except (UnicodeDecodeError, ValueError):
        return None
    return fields[0], fields[1]


def _is_null(hex_id: bytes) -> bool:
    return hex_id.strip(b"0") == b""


def reflog_ids(repo: Repo, name: str) -> set[Oid]:
    """Every object id an entry of ``name``'s reflog names, old or new (the null id left out)."""
    try:
        lines = reflog_path(repo, name).read_bytes().splitlines()
    except FileNotFoundError:
        return set()
    found: set[Oid] = set()
    for line in lines:
        ids = _entry_ids(line)
        for hex_id in ids or ():
            if not _is_null(hex_id):
                found.add(Oid(hex=hex_id.decode("ascii")))
    return found


def _expunged(lines: list[bytes], forget: Callable[[Oid], bool]) -> tuple[list[bytes], int]:
    """The lines without the forgotten commits, and how many entries were deleted or changed."""
    kept = []
    changed = 0
    for line in lines:
        ids = _entry_ids(line)
        if ids is None:
            kept.append(line)              # not an entry we understand: leave it as it is
            continue
        old, new = ids
        if not _is_null(new) and forget(Oid(hex=new.decode("ascii"))):
            changed += 1
            continue
        if not _is_null(old) and forget(Oid(hex=old.decode("ascii"))):
            line = b"0" * len(old) + line[len(old):]
            changed += 1
        kept.append(line)
    return kept, changed


def _rewrite_reflog(path: Path, forget: Callable[[Oid], bool]) -> int:
    """Rewrite one reflog without the forgotten commits; the caller holds the ref's lock."""
    try:
        lines = path.read_bytes().splitlines(keepends=True)
    except FileNotFoundError:
        return 0
    kept, changed = _expunged(lines, forget)
    if not changed:
        return 0
    lock = path.with_name(path.name + ".lock")      # git's own lock for this reflog
    try:
        fd = os.open(lock, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except FileExistsError:
        if not _clear_if_stale(lock):
            raise RefLocked(f"{lock} is held by another git process") from None
        fd = os.open(lock, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(b"".join(kept))
        os.chmod(lock, path.stat().st_mode & 0o777)
        os.replace(lock, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            lock.unlink()
    return changed


def expunge_reflogs(repo: Repo, names: list[str], forget: Callable[[Oid], bool]) -> int:
    """Remove every trace of the commits ``forget`` selects from the reflogs of ``names``.

    An entry whose new value is forgotten is deleted; a forgotten old value becomes the
    null id (git's "did not exist"), so the entry still records when and why the ref
    moved.  Each reflog is rewritten whole (``logs/<ref>.lock``, then a rename) while this
    process holds the writer lock and git's lock on the ref, exactly as git's own
    ``reflog expire`` does.  Returns how many entries were deleted or changed.
    """
    names = sorted(set(check_name(n) for n in names))
    changed = 0
    with _writer_lock(repo), repo.git.transaction() as txn:
        _lock_all(repo, txn, names)          # locked, never set: the refs themselves stay put
        for name in names:
            changed += _rewrite_reflog(reflog_path(repo, name), forget)
    return changed
