"""Limits for a whole namespaces sandbox through cgroups (v1 or v2), where this process may make them.

A sandbox's cgroup is a child of this process's own cgroup in each controller's
hierarchy, named ``smp-<repository key>-<sandbox id>`` (so that ``gc`` in one
repository never touches another's): ``memory`` (``memory.limit_in_bytes`` and the
swap limit on v1, ``memory.max`` and ``memory.swap.max`` on v2), ``pids``
(``pids.max``) and ``cpu`` (CFS quota).  Every process of the sandbox joins it before
it starts anything (``launch.py``), so a fork bomb or a memory hog is stopped for the
sandbox as a whole.  Making one needs write access to the hierarchy (root, or a
delegated cgroup); whatever cannot be made is reported, never silently skipped: the
runtime falls back to per-process rlimits for it and says so.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from dataclasses import dataclass, field
from pathlib import Path

from smriti_git.services.sandbox.state import Limits

CONTROLLERS = ("memory", "pids", "cpu")
PREFIX = "smp-"
CPU_PERIOD = 100_000


@dataclass
class Group:
    """One sandbox's cgroups: a folder per controller that could be made."""

    folders: dict[str, Path] = field(default_factory=dict)
    missing: dict[str, str] = field(default_factory=dict)
    """Controller -> why it is not enforced through a cgroup."""

    def procs_files(self) -> list[Path]:
        return sorted({folder / "cgroup.procs" for folder in self.folders.values()})

    def counters(self) -> dict[str, int]:
        """How often a limit was hit: ``memory`` (OOM kills) and ``pids`` (refused forks)."""
        out: dict[str, int] = {}
        for name, file, key in (("memory", "memory.events", "oom_kill"), ("memory", "memory.oom_control", "oom_kill"),
                                ("pids", "pids.events", "max")):
            folder = self.folders.get(name)
            if folder is None or not (folder / file).exists():
                continue
            with contextlib.suppress(OSError, ValueError):
                for line in (folder / file).read_text().splitlines():
                    parts = line.split()
                    if len(parts) == 2 and parts[0] == key:
                        out[name] = out.get(name, 0) + int(parts[1])
        return out

    def kill(self) -> None:
        """SIGKILL every process in the cgroups, until they are empty."""
        for folder in self.folders.values():
            kill_file = folder / "cgroup.kill"
            if kill_file.exists():
                with contextlib.suppress(OSError):
                    kill_file.write_text("1")
            for _ in range(100):
                pids = _pids(folder)
                if not pids:
                    break
                for pid in pids:
                    with contextlib.suppress(ProcessLookupError):
                        os.kill(pid, signal.SIGKILL)
                time.sleep(0.02)

    def remove(self) -> None:
        self.kill()
        for folder in self.folders.values():
            for _ in range(50):
                try:
                    folder.rmdir()
                    break
                except FileNotFoundError:
                    break
                except OSError:
                    time.sleep(0.02)


def _pids(folder: Path) -> list[int]:
    try:
        return [int(line) for line in (folder / "cgroup.procs").read_text().split()]
    except (OSError, ValueError):
        return []


def _hierarchies() -> dict[str, Path]:
    """Each controller -> this process's own cgroup folder in the hierarchy that has it."""
    mounts: dict[str, str] = {}
    unified = ""
    with contextlib.suppress(OSError), open("/proc/self/mountinfo") as handle:
        for line in handle:
            left, _, right = line.partition(" - ")
            point = left.split()[4]
            fstype, _, options = [*right.split(), "", "", ""][:3]
            if fstype == "cgroup2":
                unified = point
            elif fstype == "cgroup":
                for option in options.split(","):
                    if option in CONTROLLERS:
                        mounts[option] = point
    own: dict[str, Path] = {}
    with contextlib.suppress(OSError), open("/proc/self/cgroup") as handle:
        for line in handle:
            _, controllers, path = line.rstrip("\n").split(":", 2)
            for name in controllers.split(",") if controllers else []:
                if name in mounts:
                    own[name] = Path(mounts[name] + path)
            if not controllers and unified:
                folder = Path(unified + path)
                enabled = _read(folder / "cgroup.subtree_control").split()
                for name in CONTROLLERS:
                    if name not in own and name in enabled:
                        own[name] = folder
    return own


def _read(path: Path) -> str:
    try:
        return path.read_text()
    except OSError:
        return ""


def _limit(name: str, folder: Path, limits: Limits) -> None:
    memory = limits.memory_mb << 20
    writes: dict[str, list[tuple[str, str]]] = {
        "memory": [("memory.limit_in_bytes", str(memory)), ("memory.memsw.limit_in_bytes", str(memory)),
                   ("memory.max", str(memory)), ("memory.swap.max", "0")],
        "pids": [("pids.max", str(limits.pids))],
        "cpu": [("cpu.cfs_period_us", str(CPU_PERIOD)), ("cpu.cfs_quota_us", str(int(limits.cpus * CPU_PERIOD))),
                ("cpu.max", f"{int(limits.cpus * CPU_PERIOD)} {CPU_PERIOD}")],
    }
    wrote = False
    for file, value in writes[name]:
        if (folder / file).exists():
            (folder / file).write_text(value)
            wrote = True
    if not wrote:
        raise OSError(f"no {name} limit file in {folder}")


def create(name: str, limits: Limits) -> Group:
    """The cgroups ``smp-<name>`` with the sandbox's limits; a controller that cannot be used is in ``missing``."""
    group = Group()
    own = _hierarchies()
    made: set[Path] = set()
    for name in CONTROLLERS:
        parent = own.get(name)
        if parent is None:
            group.missing[name] = "no cgroup hierarchy with this controller is available to this process"
            continue
        target = parent / f"{PREFIX}{name}"
        try:
            if target not in made:
                target.mkdir()
                made.add(target)
            _limit(name, target, limits)
            group.folders[name] = target
        except OSError as exc:
            group.missing[name] = f"cannot make a cgroup under {parent}: {exc.strerror or exc}"
            if target in made and target not in group.folders.values():
                with contextlib.suppress(OSError):
                    target.rmdir()
                    made.discard(target)
    return group


def reopen(paths: list[str]) -> Group:
    """The group a record names (for destroy and gc in another process)."""
    group = Group()
    for path in paths:
        name, _, folder = path.partition("=")
        group.folders[name] = Path(folder)
    return group


def describe(group: Group) -> list[str]:
    return [f"{name}={folder}" for name, folder in sorted(group.folders.items())]


def leftovers(prefix: str, live: set[str]) -> list[Path]:
    """Cgroups named ``smp-<prefix><sandbox id>`` under this process's hierarchies whose sandbox is not in ``live``."""
    found = set()
    start = PREFIX + prefix
    for parent in _hierarchies().values():
        with contextlib.suppress(OSError):
            for child in parent.iterdir():
                if child.is_dir() and child.name.startswith(start) and child.name[len(start):] not in live:
                    found.add(child)
    return sorted(found)
