"""Sandboxes as the operations see them: choose a runtime, spawn, destroy, gc, status.

``spawn`` makes the sandbox's folder and record, then starts a detached supervisor
(``supervisor.py``) that starts the runtime and keeps it until it is destroyed, its
owner (the agent process) exits, or it has been idle for its ``ttl``; ``spawn``
returns once the supervisor says the sandbox is ready.  ``destroy`` asks the
supervisor to end it (SIGTERM) and removes by force whatever is left.  ``gc`` removes
every sandbox whose keeper is dead (a supervisor or ``sandbox run`` process killed by
``kill -9``, a crash, a reboot), and the cgroups and containers of this repository
that belong to no live sandbox.

Runtime choice (``auto``): docker when the SDK is installed, an engine answers and the
image is there; otherwise namespaces.  Asking for a runtime that cannot run here is an
``unsupported`` error that says exactly why.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from smriti_git.errors import InvalidArgument, SmpError, Unsupported
from smriti_git.model import timeline
from smriti_git.services import hostpaths
from smriti_git.services.hostpaths import OPERATOR, Confinement
from smriti_git.services.safety import agents
from smriti_git.services.safety.agents import Holder
from smriti_git.services.sandbox import cgroups, channel, container, ebpf, namespaces, runtimes, state
from smriti_git.services.sandbox.state import Limits, Record
from smriti_git.storage.repo import Repo

SPAWN_SECONDS = 180.0
DESTROY_SECONDS = 15.0
STARTUP_GRACE = 60.0


@dataclass
class SandboxView:
    """A sandbox as status, spawn and run describe it."""

    id: str
    runtime: str
    mode: str
    alive: bool
    workspace: str
    inside: str
    workspace_mode: str
    image: str | None
    limits: Limits
    enforced: list[str]
    not_enforced: list[str]
    binds: list[str]
    created_at: str
    owner_pid: int
    ttl: int


@dataclass
class Availability:
    """Whether a runtime (or the eBPF collector) can run here, and if not, why."""

    name: str
    available: bool
    reason: str | None


def view(record: Record) -> SandboxView:
    return SandboxView(id=record.id, runtime=record.runtime, mode=record.mode, alive=state.alive(record),
                       workspace=record.workspace, inside=record.inside, workspace_mode=record.workspace_mode,
                       image=record.image, limits=record.limits_value, enforced=record.enforced,
                       not_enforced=record.not_enforced, binds=record.binds, created_at=record.created_at,
                       owner_pid=int(record.owner.get("pid", 0)), ttl=record.ttl)


def choose(repo: Repo, runtime: str, image: str | None) -> tuple[str, str | None, str | None]:
    """(runtime, image, a note on the choice) for ``auto``, ``docker`` or ``namespaces``."""
    address = container.engine_address(repo)
    wanted_image = image or container.DEFAULT_IMAGE
    if runtime == "docker":
        reason = container.unavailable(address, wanted_image)
        if reason:
            raise Unsupported(f"docker runtime: {reason}")
        return "docker", wanted_image, None
    if runtime == "namespaces" or runtime == "auto":
        docker_reason = container.unavailable(address, wanted_image) if runtime == "auto" else "not asked for"
        if docker_reason is None:
            return "docker", wanted_image, None
        if image is not None and runtime == "namespaces":
            raise InvalidArgument("--image names a docker image; the namespaces runtime shows the host's own "
                                  "system folders read-only")
        reason = namespaces.unavailable()
        if reason:
            raise Unsupported(f"namespaces runtime: {reason}" + (f"; docker: {docker_reason}" if runtime == "auto"
                                                                 else ""))
        note = f"namespaces runtime (docker: {docker_reason})" if runtime == "auto" else None
        return "namespaces", None, note
    raise InvalidArgument(f"unknown runtime {runtime!r}: use auto, docker or namespaces")


def workspace_of(repo: Repo, workspace: str | None, confinement: Confinement) -> str:
    """The workspace folder, resolved and checked (``hostpaths.resolve``; default: the work tree)."""
    if workspace is None:
        if repo.work_tree is None:
            raise InvalidArgument("this repository is bare: name the folder to sandbox with --workspace")
        path = hostpaths.resolve(repo, str(repo.work_tree), "the work tree", OPERATOR)
    else:
        path = hostpaths.resolve(repo, workspace, "--workspace", confinement)
    if not os.path.isdir(path):
        raise InvalidArgument(f"--workspace {workspace}: not a folder")
    if path == "/":
        raise InvalidArgument("--workspace /: the whole file system cannot be a workspace")
    return path


def binds_of(repo: Repo, binds: list[str], confinement: Confinement) -> list[str]:
    """The ``--bind`` paths, resolved and checked (``hostpaths.resolve``)."""
    out = []
    for bind in binds:
        path = hostpaths.resolve(repo, bind, "--bind", confinement)
        if not os.path.exists(path):
            raise InvalidArgument(f"--bind {bind}: no such file or folder")
        if path == "/":
            raise InvalidArgument("--bind /: binding the whole file system would hide nothing")
        out.append(path)
    return sorted(set(out))


def new_record(repo: Repo, mode: str, runtime: str, image: str | None, workspace: str, binds: list[str],
               limits: Limits, ttl: int, owner: Holder) -> Record:
    return Record(id=state.new_id(), runtime=runtime, mode=mode, created_at=timeline.now(),
                  workspace=workspace, inside=workspace if runtime == "namespaces" else container.WORKSPACE,
                  limits=asdict(limits), owner=state.holder_dict(owner), ttl=ttl, image=image, binds=binds,
                  docker_host=container.engine_address(repo) if runtime == "docker" else None,
                  guarded=hostpaths.guarded(repo))


def _await(fd: int, seconds: float) -> str:
    line, whole = channel.read_line(fd, seconds)
    if whole or line:
        return line
    return "error the sandbox's supervisor exited without a word, or did not answer in time"


def spawn(repo: Repo, runtime: str, image: str | None, workspace: str | None, binds: list[str], limits: Limits,
          ttl: int, owner: Holder, confinement: Confinement) -> tuple[SandboxView, str | None]:
    """Start a sandbox that outlives this call; (its view, a note on the runtime choice).  The
    host paths are checked for ``confinement`` (who asks) before anything starts."""
    where, bound = workspace_of(repo, workspace, confinement), binds_of(repo, binds, confinement)
    chosen, chosen_image, note = choose(repo, runtime, image)
    record = new_record(repo, "spawned", chosen, chosen_image, where, bound, limits, ttl, owner)
    base = state.root(repo)
    folder = state.create(base, record)
    read, write = os.pipe()
    try:
        with (folder / "supervisor.log").open("ab") as log:
            subprocess.Popen([sys.executable, "-m", "smriti_git.services.sandbox.supervisor", str(base), record.id,
                              str(write), os.environ.get("VIRTUAL_ENV", "")],
                             pass_fds=[write], start_new_session=True, stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=log)
        os.close(write)
        answer = _await(read, SPAWN_SECONDS)
    finally:
        os.close(read)
    if answer != "ready":
        destroy(repo, record.id)
        raise SmpError(f"the sandbox did not start: {answer.removeprefix('error ')}")
    return view(state.load(base, record.id)), note


def destroy(repo: Repo, sandbox_id: str) -> list[str]:
    """End a sandbox; what was done."""
    base = state.root(repo)
    record = state.load(base, sandbox_id)
    done = []
    supervisor = state.holder_of(record.supervisor)
    if record.mode == "spawned" and supervisor is not None and agents.alive(supervisor):
        os.kill(supervisor.pid, signal.SIGTERM)
        deadline = time.monotonic() + DESTROY_SECONDS
        while (base / sandbox_id).exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        if not (base / sandbox_id).exists():
            return ["its supervisor stopped it and removed its folder"]
        done.append("its supervisor did not stop it in time")
    done += runtimes.force_stop(state.load(base, sandbox_id) if (base / sandbox_id).exists() else record)
    state.remove(base, sandbox_id)
    return [*done, "removed its folder"]


def gc(repo: Repo) -> tuple[list[str], list[str], list[str]]:
    """Remove what dead sandboxes left: (what was removed, the live sandboxes, notes)."""
    base = state.root(repo)
    removed, live, notes = [], set(), []
    now = time.time()
    for sandbox_id, record in state.listing(base):
        age = now - (base / sandbox_id).stat().st_mtime if (base / sandbox_id).exists() else STARTUP_GRACE
        starting = record is not None and record.mode == "spawned" and record.supervisor is None
        if (record is None or starting) and age < STARTUP_GRACE:
            live.add(sandbox_id)                # being made right now
            continue
        if record is not None and not starting and state.alive(record):
            live.add(sandbox_id)
            continue
        done = runtimes.force_stop(record) if record is not None else []
        state.remove(base, sandbox_id)
        removed.append(f"{sandbox_id}: " + "; ".join([*done, "removed its folder"]))
    key = runtimes.repo_key(repo.common_dir)
    for leftover in cgroups.leftovers(f"{key}-", live):
        cgroups.Group(folders={"leftover": leftover}).remove()
        removed.append(f"cgroup {leftover}")
    try:
        removed += container.leftovers(container.engine_address(repo), key, live)
    except SmpError as exc:
        notes.append(f"docker containers not checked: {exc.message}")
    return removed, sorted(live), notes


def status(repo: Repo) -> tuple[list[SandboxView], list[Availability]]:
    """The sandboxes of this repository, and which runtimes can run here."""
    base = state.root(repo)
    found = [view(record) for _, record in state.listing(base) if record is not None]
    docker_reason = container.unavailable(container.engine_address(repo), container.DEFAULT_IMAGE)
    ns_reason = namespaces.unavailable()
    ebpf_reason = ebpf.unavailable()
    return found, [Availability("docker", docker_reason is None, docker_reason),
                   Availability("namespaces", ns_reason is None, ns_reason),
                   Availability("ebpf", ebpf_reason is None, ebpf_reason)]


def base_of(repo: Repo) -> Path:
    return state.root(repo)
