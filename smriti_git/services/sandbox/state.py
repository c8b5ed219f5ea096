"""What is known of live sandboxes on this machine: limits, records, folders, ownership.

Every sandbox has a folder ``<common dir>/smp/sandbox/<id>/`` (local state: never in
git, never pushed) holding ``state.json`` (a :class:`Record`), ``out/`` (the one host
folder a sandboxed process may write: tracer output, one sub-folder per ``exec``) and,
for the namespaces runtime, the empty mount points ``root/`` and ``upper/`` that only
the sandbox's private mount namespace fills.  The folder is made before anything
runs and removed last, so a sandbox whose owner died (a ``kill -9``) always leaves its
folder behind for ``sandbox gc`` to find: the record names the processes, the
container and the cgroups to clean up, with each process's start time so that a
recycled pid is never mistaken for it.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from smriti_git.errors import InvalidArgument, NotFound
from smriti_git.services.safety import agents
from smriti_git.services.safety.agents import Holder
from smriti_git.storage.repo import Repo

ID_PATTERN = r"sb-[0-9a-f]{12}"
RUNTIMES = ("docker", "namespaces")
LIBRARY = Path(__file__).resolve().parents[2] / "_sandbox"
"""The top-level ``sandbox/`` folder (through the ``smriti_git/_sandbox`` link that the wheel follows)."""
INSIDE_OUT = "/.smp/out"
INSIDE_LIB = "/.smp/lib"


@dataclass(frozen=True)
class Limits:
    """Resources one sandbox may use (every process in it together, where cgroups allow)."""

    memory_mb: int = 1024
    pids: int = 256
    cpus: float = 1.0
    workspace_mb: int = 1024
    """The copy-on-write layer (namespaces: a tmpfs upper layer; docker: the tmpfs copy)."""
    tmp_mb: int = 256


@dataclass
class Record:
    """One sandbox, as ``state.json`` holds it."""

    id: str
    runtime: str
    mode: str                       # spawned (a supervisor keeps it) | run (one command, then gone)
    created_at: str
    workspace: str                  # the host source folder
    inside: str                     # where the workspace is inside the sandbox
    limits: dict[str, Any]
    owner: dict[str, Any]           # the agent process it belongs to (a Holder)
    ttl: int = 3600
    image: str | None = None
    binds: list[str] = field(default_factory=list)
    supervisor: dict[str, Any] | None = None
    keeper: dict[str, Any] | None = None
    container: str | None = None
    docker_host: str | None = None
    cgroups: list[str] = field(default_factory=list)
    enforced: list[str] = field(default_factory=list)
    not_enforced: list[str] = field(default_factory=list)
    workspace_mode: str = ""
    guarded: list[str] = field(default_factory=list)
    """Host folders never shown inside (key folder, git directories, home folders: ``hostpaths.guarded``)."""

    @property
    def limits_value(self) -> Limits:
        return Limits(**self.limits)


def root(repo: Repo) -> Path:
    """Where this repository's sandboxes keep their folders."""
    return repo.smp_dir / "sandbox"


def new_id() -> str:
    return "sb-" + secrets.token_hex(6)


def holder_dict(holder: Holder) -> dict[str, Any]:
    return asdict(holder)


def holder_of(data: dict[str, Any] | None) -> Holder | None:
    if not data:
        return None
    return Holder(int(data["pid"]), str(data.get("start", "")), str(data.get("host", "")))


def create(base: Path, record: Record) -> Path:
    """Make the sandbox's folder (under ``base``, see :func:`root`) and write its first record."""
    path = base / record.id
    for sub in ("out", "root", "upper"):
        (path / sub).mkdir(parents=True, exist_ok=False)
    save(base, record)
    return path


def save(base: Path, record: Record) -> None:
    """Write ``state.json`` atomically."""
    path = base / record.id
    handle, tmp = tempfile.mkstemp(prefix=".state-", dir=path)
    with os.fdopen(handle, "w") as out:
        json.dump(asdict(record), out, indent=1, sort_keys=True)
    os.replace(tmp, path / "state.json")


def load(base: Path, sandbox_id: str) -> Record:
    if not sandbox_id.startswith("sb-"):
        raise InvalidArgument(f"{sandbox_id!r} is not a sandbox id (sb-...)")
    path = base / sandbox_id / "state.json"
    try:
        data = json.loads(path.read_text())
    except FileNotFoundError:
        raise NotFound(f"no sandbox {sandbox_id} on this machine (destroyed, or removed by gc)") from None
    except (OSError, ValueError) as exc:
        raise NotFound(f"sandbox {sandbox_id} has an unreadable record ({exc}): `git smp sandbox gc` removes "
                       "it") from None
    return Record(**data)


def listing(base: Path) -> Iterator[tuple[str, Record | None]]:
    """Every sandbox folder: its id and its record (None when unreadable or half made)."""
    if not base.is_dir():
        return
    for path in sorted(base.iterdir()):
        if not path.name.startswith("sb-"):
            continue
        try:
            yield path.name, load(base, path.name)
        except NotFound:
            yield path.name, None


def remove(base: Path, sandbox_id: str) -> None:
    shutil.rmtree(base / sandbox_id, ignore_errors=True)


def alive(record: Record) -> bool:
    """Whether whoever keeps the sandbox running is still there: its supervisor (spawned),
    or the process running its one command (run).  A holder on another host counts as alive."""
    keeper = holder_of(record.supervisor) if record.mode == "spawned" else holder_of(record.owner)
    if keeper is None:
        return False
    return agents.alive(keeper) is not False


def this_process() -> Holder:
    return agents.process(os.getpid())
