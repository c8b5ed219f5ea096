"""The engram store: memory branches as commit chains under ``refs/smp/memory/<user>/<branch>``.

Tree layout (see ``refs_schema/LAYOUT.md``)::

    engrams/<ab>/<engram id>/<version id>.json   engram-version/1 (immutable)
    tombstones/<ab>/<engram id>.json             tombstone/1 (forgotten engrams)
    conflicts/<ab>/<engram id>/<id>.json         memory-conflict/1 (recorded by merges)

where ``<ab>`` are the two hex digits after the ``e`` of the engram id (a fan-out, so
that one change rewrites two small trees).  Every write is one commit whose message
names the operation (trailers ``Smp-Op``, ``Smp-Engram``, ``Smp-Actor``), moved onto the
ref by compare-and-swap; a lost race rebuilds the change on the new tip, so concurrent
writers never lose an engram.

Users (agents) have separate namespaces: the user comes from ``--user``, then
``SMP_USER``, then ``git config smp.user``, then ``default``.  Each user's current
memory branch is kept in ``git config smpmemory.<user>.branch`` (default ``main``).

Reading a branch means reading every version; that is cached per tree under
``<common dir>/smp/cache/memory/<user>/`` and brought up to date from the nearest cached
tree by a tree diff, so it costs what changed.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import pickle
import re
import shutil
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import pygit2

from smriti_git import bounded
from smriti_git.cache import recent_first
from smriti_git.disposable import best_effort
from smriti_git.errors import InvalidArgument, NotFound
from smriti_git.model import engram as model
from smriti_git.model import layout, timeline
from smriti_git.services.namespace import require_initialized
from smriti_git.storage import objects, refs
from smriti_git.storage.repo import Repo

NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
DEFAULT_USER = "default"
DEFAULT_BRANCH = "main"
CACHE_KEEP = 4
CACHE_VERSION = 1

Changes = dict[str, pygit2.Oid | None]


def check_name(value: str, what: str) -> str:
    if not NAME.match(value) or value.endswith((".lock", ".")) or ".." in value:
        raise InvalidArgument(f"invalid {what} {value!r}: use letters, digits, '.', '_' and '-'")
    return value


def user_of(repo: Repo, explicit: str | None = None) -> str:
    config = repo.git.config
    if explicit is not None:
        return check_name(explicit, "user")
    value = os.environ.get("SMP_USER") or (str(config["smp.user"]) if "smp.user" in config else None)
    return check_name(value or DEFAULT_USER, "user")


def fanout(engram_id: str) -> str:
    return engram_id[1:3]


def version_path(version: model.Version) -> str:
    return f"engrams/{fanout(version.engram)}/{version.engram}/{version.id}.json"


def tombstone_path(engram_id: str) -> str:
    return f"tombstones/{fanout(engram_id)}/{engram_id}.json"


def engram_folder(engram_id: str) -> str:
    return f"engrams/{fanout(engram_id)}/{engram_id}"


@dataclass
class State:
    """Everything on one memory tree: versions by id, and forgotten engram ids."""

    tree: str | None
    versions: dict[str, model.Version] = field(default_factory=dict)   # path -> version
    tombstones: set[str] = field(default_factory=set)
    commit: str | None = None

    def engrams(self) -> dict[str, model.Engram]:
        return model.group(v for v in self.versions.values() if v.engram not in self.tombstones)

    def engram(self, engram_id: str) -> model.Engram:
        if engram_id in self.tombstones:
            raise NotFound(f"engram {engram_id} was forgotten")
        found = [v for v in self.versions.values() if v.engram == engram_id]
        if not found:
            raise NotFound(f"no engram {engram_id} in this memory branch")
        return model.group(found)[engram_id]


class Store:
    """One user's memory, on one branch."""

    def __init__(self, repo: Repo, user: str | None = None, branch: str | None = None) -> None:
        require_initialized(repo)
        self.repo = repo
        self.user = user_of(repo, user)
        self.branch = check_name(branch or self.current_branch(), "memory branch")

    # -- names -----------------------------------------------------------------------------

    @property
    def prefix(self) -> str:
        return f"{layout.MEMORY_PREFIX}{self.user}/"

    @property
    def ref(self) -> str:
        return self.prefix + self.branch

    def ref_of(self, branch: str) -> str:
        return self.prefix + check_name(branch, "memory branch")

    def current_branch(self) -> str:
        key = f"smpmemory.{self.user}.branch"
        config = self.repo.git.config
        return str(config[key]) if key in config else DEFAULT_BRANCH

    def set_current_branch(self, branch: str) -> None:
        self.repo.git.config[f"smpmemory.{self.user}.branch"] = check_name(branch, "memory branch")

    def branches(self) -> dict[str, pygit2.Oid]:
        return {name.removeprefix(self.prefix): oid for name, oid in refs.list_refs(self.repo.git, self.prefix).items()}

    def tip(self, branch: str | None = None) -> pygit2.Oid | None:
        return refs.read(self.repo.git, self.ref_of(branch) if branch else self.ref)

    def source_ref(self, name: str) -> str:
        """What a merge reads: one of this user's branches, or the full name of a memory
        branch received from another agent (``refs/smp/remotes/<who>/memory/<user>/<branch>``)."""
        if name.startswith(layout.REMOTES_PREFIX):
            if name.split("/")[4:5] != ["memory"]:
                raise InvalidArgument(f"{name!r} is not a received memory branch")
            return refs.check_name(name)
        return self.ref_of(name)

    # -- reading ---------------------------------------------------------------------------

    def state(self, commit: pygit2.Oid | None = None, *, use_tip: bool = True) -> State:
        """The state at ``commit`` (default: this branch's tip)."""
        if commit is None and use_tip:
            commit = self.tip()
        if commit is None:
            return State(None)
        tree = str(objects.read_commit(self.repo.git, commit).tree_id)
        return dataclasses.replace(self._load(tree), commit=str(commit))

    def _cache_dir(self) -> Path:
        return self.repo.smp_dir / "cache" / "memory" / self.user

    def drop_local_caches(self) -> None:
        """Delete this user's parsed states (after a purge: they hold the content)."""
        folder = self._cache_dir()
        for key in [k for k in _STATES if k[0] == str(folder)]:
            del _STATES[key]
        shutil.rmtree(folder, ignore_errors=True)

    def _load(self, tree: str) -> State:
        folder = self._cache_dir()
        memo = _STATES.get((str(folder), tree))
        if memo is not None:
            return memo
        cached = _read_cache(folder / f"{tree}.pkl")
        if cached is not None:
            _remember_state(folder, cached)
            return cached
        # Start from the newest state this process holds, else the newest one on disk.
        base = next((st for (f, _), st in reversed(_STATES.items()) if f == str(folder)), None)
        if base is None:
            for candidate in recent_first(folder.glob("*.pkl")):
                base = _read_cache(candidate)
                if base is not None:
                    break
        state, changed = self._apply_diff(base or State(None), tree)
        # Pickling a large state costs far more than a small diff: write it to disk only
        # once enough changes have piled up since the last write (or there is none).
        pending = _UNSAVED.get(str(folder), 0) + changed
        if base is None or pending >= CACHE_WRITE_AFTER:
            _write_cache(folder, state)
            pending = 0
        _UNSAVED[str(folder)] = pending
        _remember_state(folder, state)
        return state

    def _apply_diff(self, base: State, tree: str) -> tuple[State, int]:
        git = self.repo.git
        state = State(tree, dict(base.versions), set(base.tombstones))
        old = pygit2.Oid(hex=base.tree) if base.tree else None
        changed = 0
        for change in objects.diff_trees(git, old, pygit2.Oid(hex=tree)):
            changed += 1
            path = change.path
            if path.startswith("engrams/"):
                if change.new is None:
                    state.versions.pop(path, None)
                else:
                    record = objects.read_record(git, change.new, expect_kind="engram-version")
                    state.versions[path] = model.Version.from_record(record, path.rsplit("/", 1)[-1][:-5])
            elif path.startswith("tombstones/"):
                engram_id = path.rsplit("/", 1)[-1][:-5]
                if change.new is None:
                    state.tombstones.discard(engram_id)
                else:
                    objects.read_record(git, change.new, expect_kind="tombstone")
                    state.tombstones.add(engram_id)
        return state, changed

    # -- writing ---------------------------------------------------------------------------

    def write_version(self, version: model.Version) -> tuple[str, pygit2.Oid]:
        blob = objects.write_record(self.repo.git, version.record())
        return version_path(version), blob

    def transact(self, build: Callable[[State], tuple[Changes, str, Mapping[str, str]]],
                 when: str | None = None, parents_extra: list[pygit2.Oid] | None = None) -> pygit2.Oid:
        """Commit ``build(state at tip)`` (changes, subject, trailers) onto the branch.

        ``build`` runs again on the new tip after a lost race, so it must be a function of
        the state it is given.
        """
        git = self.repo.git
        stamp = when or timeline.now()
        author = objects.signature(self.user, f"{self.user}@smriti-git", int(timeline.to_datetime(stamp).timestamp()))

        def apply(tip: pygit2.Oid | None) -> pygit2.Oid:
            state = self.state(tip, use_tip=False) if tip is not None else State(None)
            changes, subject, trailers = build(state)
            base = pygit2.Oid(hex=state.tree) if state.tree else None
            tree = objects.edit_tree(git, base, changes) if changes else (base or objects.build_tree(git, {}))
            message = objects.format_message(subject, {"Smp-Actor": self.user, **trailers})
            parents = ([tip] if tip is not None else []) + list(parents_extra or [])
            return objects.write_commit(git, tree, parents, message, author, signer=self.repo.signer)

        new = refs.update(self.repo, self.ref, apply, message=f"smp memory {self.user}")
        assert new is not None
        return new


_STATES: dict[tuple[str, str], State] = {}
_UNSAVED: dict[str, int] = {}       # changes applied in this process since the last state written to disk
CACHE_WRITE_AFTER = 2000


def _remember_state(folder: Path, state: State) -> None:
    """Keep the latest few states in memory: a long-lived process reads each tree once."""
    if state.tree is not None:
        bounded.put(_STATES, (str(folder), state.tree), state, 4)


def _read_cache(path: Path) -> State | None:
    try:
        with path.open("rb") as handle:
            data = pickle.load(handle)
        os.utime(path)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError):
        return None
    if not isinstance(data, dict) or data.get("version") != CACHE_VERSION:
        return None
    state = data.get("state")
    return state if isinstance(state, State) else None


def _write_cache(folder: Path, state: State) -> None:
    with best_effort("the memory state cache"):
        if state.tree is None:
            return
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as handle:
                pickle.dump({"version": CACHE_VERSION, "state": dataclasses.replace(state, commit=None)}, handle,
                            protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, folder / f"{state.tree}.pkl")
        finally:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
        for old in recent_first(folder.glob("*.pkl"))[CACHE_KEEP:]:
            with contextlib.suppress(FileNotFoundError):
                old.unlink()
