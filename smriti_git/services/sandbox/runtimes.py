"""Starting, entering and tearing down a sandbox, whichever runtime it uses.

:func:`start` makes the runtime's resources for a :class:`~state.Record` (namespaces:
cgroups, then the keeper; docker: the container) and fills in the record: which
processes, container and cgroups to clean up, which limits are enforced and how.
The :class:`Handle` it returns is held by the process that keeps the sandbox alive
(a supervisor, or the process running ``sandbox run``).  :func:`execute` runs a
command in a sandbox from any process, by its record; :func:`force_stop` removes
everything a record names, for ``destroy`` and ``gc`` when the keeper is gone.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import signal
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from smriti_git.errors import SmpError
from smriti_git.services.safety import agents
from smriti_git.services.sandbox import cgroups, channel, container, namespaces, state
from smriti_git.services.sandbox.state import Record


def repo_key(common_dir: Path) -> str:
    """The label that ties docker containers to one repository (a digest of its common dir)."""
    return hashlib.blake2b(str(common_dir).encode("utf-8", "surrogateescape"), digest_size=8).hexdigest()


@dataclass
class Handle:
    """A sandbox this process started and keeps alive."""

    record: Record
    keeper: namespaces.Keeper | None = None
    group: cgroups.Group | None = None
    running: container.Running | None = None

    def execute(self, request: channel.Request, max_output: int) -> channel.Outcome:
        return execute(self.record, request, max_output)

    def alive(self) -> bool:
        if self.keeper is not None:
            return self.keeper.proc.poll() is None
        return True

    def stop(self) -> None:
        if self.keeper is not None:
            self.keeper.stop()
        if self.group is not None:
            self.group.remove()
        if self.running is not None:
            self.running.stop()


def _start_namespaces(base: Path, record: Record, virtualenv: str | None) -> Handle:
    limits = record.limits_value
    group = cgroups.create(f"{repo_key(base.parent.parent)}-{record.id}", limits)
    folder = base / record.id
    config = namespaces.plan(record.workspace, record.binds, folder / "out", folder / "upper", folder / "root",
                             limits, virtualenv, record.guarded)
    record.cgroups = cgroups.describe(group)
    record.enforced = [f"{name} (cgroup)" for name in sorted(group.folders)]
    record.not_enforced = []
    for name, why in sorted(group.missing.items()):
        fallback = {"memory": "rlimit DATA per process", "pids": "rlimit NPROC (per user; not for root)",
                    "cpu": "only the time limit"}[name]
        record.not_enforced.append(f"{name} cgroup: {why}; fallback: {fallback}")
    state.save(base, record)          # the cgroups are known before anything runs in them
    try:
        keeper = namespaces.start(config, group)
    except BaseException:
        group.remove()
        raise
    record.keeper = state.holder_dict(agents.process(keeper.pid))
    record.workspace_mode = keeper.workspace_mode
    state.save(base, record)
    return Handle(record, keeper=keeper, group=group)


def _start_docker(base: Path, record: Record) -> Handle:
    running = container.start(record.docker_host, record.id, repo_key(base.parent.parent), record.image or "",
                              record.workspace, record.binds, base / record.id / "out", record.limits_value,
                              record.guarded)
    record.container = running.container
    record.enforced = ["memory (docker)", "pids (docker)", "cpu (docker)"]
    unreadable = int(running.report.get("unreadable_count", 0))
    record.workspace_mode = "copy" + (f" ({unreadable} unreadable files left out)" if unreadable else "")
    state.save(base, record)
    return Handle(record, running=running)


def start(base: Path, record: Record, virtualenv: str | None = None) -> Handle:
    """Start the sandbox a new record describes (its folder exists)."""
    (base / record.id / "out").chmod(0o777 if record.runtime == "docker" else 0o755)
    if record.runtime == "docker":
        return _start_docker(base, record)
    return _start_namespaces(base, record, virtualenv)


def _keeper(record: Record) -> int:
    holder = state.holder_of(record.keeper)
    if holder is None or agents.alive(holder) is False:
        raise SmpError(f"sandbox {record.id} is not running any more (its first process is gone): destroy it, "
                       "or `git smp sandbox gc`")
    return holder.pid


def execute(record: Record, request: channel.Request, max_output: int) -> channel.Outcome:
    """Run one command in the sandbox ``record`` describes."""
    if record.runtime == "docker":
        if not record.container:
            raise SmpError(f"sandbox {record.id} has no container")
        return container.execute(record.docker_host, record.container, request, max_output)
    group = cgroups.reopen(record.cgroups) if record.cgroups else None
    return namespaces.execute(_keeper(record), group, request, max_output)


def counters(record: Record) -> dict[str, int]:
    """How often each cgroup limit was hit so far (namespaces runtime; empty for docker)."""
    return cgroups.reopen(record.cgroups).counters() if record.cgroups else {}


def _kill(holder_data: dict[str, Any] | None, sig: int) -> bool:
    holder = state.holder_of(holder_data)
    if holder is None or agents.alive(holder) is not True:
        return False
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.kill(holder.pid, sig)
        return True
    return False


def force_stop(record: Record) -> list[str]:
    """Kill and remove whatever of the sandbox still exists; what was done, in words."""
    done = []
    if _kill(record.supervisor, signal.SIGKILL):
        done.append(f"killed supervisor {record.supervisor and record.supervisor.get('pid')}")
    if _kill(record.keeper, signal.SIGKILL):
        done.append(f"killed the sandbox's first process {record.keeper and record.keeper.get('pid')}")
    if record.cgroups:
        cgroups.reopen(record.cgroups).remove()
        done.append("removed its cgroups")
    if record.container:
        with contextlib.suppress(SmpError):
            found = container.client(record.docker_host)
            container.remove(found, record.container)
            found.close()
            done.append(f"removed container {record.container[:12]}")
    return done
