"""The namespaces runtime: a sandbox made of Linux namespaces with ``unshare`` and ``nsenter``.

A sandbox is a **keeper**: ``sandbox/nsinit.py`` as PID 1 of new user, mount, PID,
network, IPC and UTS namespaces (``unshare --kill-child``), which mounts the sandbox's
file system view and then waits.  What it sees (:func:`plan`):

* read-only and recursively: the system folders (``/usr``, ``/etc``, ``/bin``, ``/lib*``,
  ``/sbin``, ``/opt``), the Python installation running smriti-git (its base prefix and
  virtual environment), ``$VIRTUAL_ENV``, and each ``--bind`` path;
* the workspace at its own path, copy-on-write (overlay on a private tmpfs);
* never the guarded folders (``hostpaths.guarded``: the signing key folder, the git
  directory, the home folders): an empty read-only tmpfs covers each that lies inside
  a visible folder (the work tree's ``.git``), and of a Python folder that is one of
  them (a home folder used as a prefix) only what Python needs is bound
  (:func:`python_parts`);
* a private ``/tmp``, ``/var/tmp``, ``/dev/shm``, a minimal ``/dev``, its own ``/proc``;
* nothing else of the host: not ``/home``, ``/root``, ``/run``, ``/var``, ``/tmp``,
  other repositories, and no socket under them.

Each ``exec`` enters the keeper's namespaces (``nsenter``) and starts the runner as
PID 1 of one more PID namespace of its own (``unshare --pid --kill-child``), so that
when it ends nothing it started survives.  Both go through ``launch.py``
(death signal, cgroups).  The network namespace has only a loopback interface: no
route out, and the host's loopback is another interface in another namespace.
"""

from __future__ import annotations

import contextlib
import functools
import glob
import json
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from smriti_git.errors import SmpError, Unsupported
from smriti_git.services import hostpaths
from smriti_git.services.sandbox import channel
from smriti_git.services.sandbox.cgroups import Group
from smriti_git.services.sandbox.state import INSIDE_LIB, INSIDE_OUT, LIBRARY, Limits

SYSTEM = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/opt")
LAUNCH = str(Path(__file__).with_name("launch.py"))
READY_SECONDS = 30.0
GRACE_SECONDS = 20.0
UNSHARE_KEEPER = ["unshare", "--user", "--map-root-user", "--mount", "--pid", "--net", "--ipc", "--uts",
                  "--fork", "--kill-child", "--"]
UNSHARE_EXEC = ["unshare", "--pid", "--fork", "--kill-child", "--mount-proc", "--"]


def python() -> str:
    """The interpreter that runs the sandbox's own scripts (visible inside: its prefix is bound)."""
    return os.path.realpath(getattr(sys, "_base_executable", sys.executable))


@functools.cache
def unavailable() -> str | None:
    """Why this runtime cannot run here (None: it can)."""
    if sys.platform != "linux":
        return f"the namespaces runtime needs Linux (this is {sys.platform})"
    for tool in ("unshare", "nsenter"):
        if shutil.which(tool) is None:
            return f"`{tool}` (util-linux) is not installed"
    probe = subprocess.run([*UNSHARE_KEEPER, "true"], capture_output=True, text=True, check=False)
    if probe.returncode != 0:
        detail = probe.stderr.strip().splitlines()
        return ("this kernel or its settings refuse new user namespaces "
                f"({detail[-1] if detail else 'unshare exit ' + str(probe.returncode)}); see "
                "/proc/sys/user/max_user_namespaces and kernel.unprivileged_userns_clone")
    return None


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def python_parts(folder: str) -> list[str]:
    """What running this Python needs of ``folder``, a Python folder that may not be shown
    whole (a home folder used as its prefix): the standard library and site-packages
    folders, the interpreter, ``libpython`` and ``pyvenv.cfg`` that lie in it, and its
    ``bin/python*`` names (each bound as the file it leads to)."""
    import sysconfig

    libpython = os.path.join(sysconfig.get_config_var("LIBDIR") or "/", sysconfig.get_config_var("INSTSONAME") or "")
    parts = [os.path.realpath(p) for p in (*(sysconfig.get_path(n) for n in ("stdlib", "platstdlib", "purelib",
                                                                            "platlib")), python(), libpython)]
    parts += [os.path.join(folder, "pyvenv.cfg"), *glob.glob(os.path.join(glob.escape(folder), "bin", "python*"))]
    return sorted({p for p in parts if _inside(p, folder) and p != folder and os.path.exists(p)})


def plan(workspace: str, binds: list[str], out: Path, upper: Path, root: Path, limits: Limits,
         virtualenv: str | None, guarded: list[str]) -> dict[str, Any]:
    """What ``nsinit.py`` mounts, as the JSON line it reads.  The Python installation's
    folders are bound, but of one that is a ``guarded`` folder itself (a home folder used
    as a prefix) only :func:`python_parts`; every guarded folder inside a visible one is
    masked (``masks``)."""
    links: list[list[str]] = []
    system: list[str] = []
    for name in SYSTEM:
        if os.path.islink(name):
            links.append([name, os.readlink(name)])
        elif os.path.isdir(name):
            system.append(name)
    python = {os.path.realpath(p) for p in (sys.base_prefix, sys.prefix, *([virtualenv] if virtualenv else []))}
    wanted = {p for p in python if p not in guarded} | set(binds)
    for folder in python & set(guarded):
        wanted |= set(python_parts(folder))
    visible = list(system)
    before: list[str] = []
    after: list[str] = []
    for path in sorted(wanted, key=lambda p: (p.count("/"), p)):
        if not os.path.exists(path) or any(_inside(path, v) for v in visible):
            continue
        visible.append(path)
        (after if _inside(path, workspace) else before).append(path)
    return {"root": str(root), "upper": str(upper), "links": links,
            "binds": [[p, p] for p in sorted(system + before, key=lambda p: (p.count("/"), p))],
            "after_workspace": [[p, p] for p in after],
            "workspace": {"lower": workspace, "target": workspace, "size": limits.workspace_mb << 20},
            "masks": hostpaths.masks(guarded, [*visible, workspace]),
            "tmp_size": limits.tmp_mb << 20, "out": str(out), "lib": str(LIBRARY)}


def _children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            with contextlib.suppress(OSError, IndexError, ValueError):
                raw = Path(f"/proc/{entry}/stat").read_text()
                if int(raw[raw.rfind(")") + 2:].split()[1]) == pid:
                    found.append(int(entry))
    return found


def _launch(group: Group | None) -> list[str]:
    cgroups = [arg for path in (group.procs_files() if group else []) for arg in ("--cgroup", str(path))]
    return [sys.executable, "-I", "-S", LAUNCH, "--parent", str(os.getpid()), *cgroups, "--"]


@dataclass
class Keeper:
    """A running namespaces sandbox, as seen by the process that started it."""

    proc: subprocess.Popen[bytes]
    pid: int
    workspace_mode: str

    def stop(self) -> None:
        """End the sandbox: close the keeper's stdin (it exits, and the kernel kills the rest)."""
        with contextlib.suppress(OSError):
            if self.proc.stdin is not None:
                self.proc.stdin.close()
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def start(config: dict[str, Any], group: Group | None) -> Keeper:
    """Start the keeper and wait until its view is mounted."""
    reason = unavailable()
    if reason:
        raise Unsupported(f"namespaces runtime: {reason}")
    argv = [*_launch(group), *UNSHARE_KEEPER, python(), "-I", "-S", str(LIBRARY / "nsinit.py")]
    proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdin is not None
    proc.stdin.write(json.dumps(config).encode() + b"\n")
    proc.stdin.flush()
    assert proc.stdout is not None
    line = channel.read_line(proc.stdout.fileno(), READY_SECONDS)[0]
    if not line.startswith("ready "):
        with contextlib.suppress(OSError):
            proc.kill()
        _, err = proc.communicate(timeout=10)
        detail = line.removeprefix("error ") or err.decode("utf-8", "replace").strip() or "no answer"
        raise SmpError(f"the namespaces sandbox did not start: {detail}")
    report = json.loads(line[len("ready "):])
    keeper = next(iter(_children(proc.pid)), None)
    if keeper is None:
        proc.kill()
        raise SmpError("the namespaces sandbox started, but its first process could not be found in /proc")
    why = report.get("why")
    return Keeper(proc, keeper, str(report.get("workspace", "")) + (f" ({why})" if why else ""))


def execute(keeper_pid: int, group: Group | None, request: channel.Request, max_output: int) -> channel.Outcome:
    """Run one command in the sandbox whose keeper is ``keeper_pid``."""
    argv = [*_launch(group), "nsenter", "-t", str(keeper_pid), "-U", "-m", "-n", "-i", "-u", "-p",
            "--preserve-credentials", "--", *UNSHARE_EXEC, python(), "-I", "-S", f"{INSIDE_LIB}/runner.py"]
    started = time.monotonic()
    proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    out, err = channel.Capture(max_output), channel.Capture(max_output)
    pumps = [channel.pump(proc.stdout, out), channel.pump(proc.stderr, err)]
    try:
        proc.stdin.write(request.line())
        proc.stdin.flush()
        proc.wait(request.timeout + GRACE_SECONDS)
    except subprocess.TimeoutExpired:
        pass
    except BrokenPipeError:
        proc.wait(GRACE_SECONDS)
    finally:
        with contextlib.suppress(OSError):
            proc.stdin.close()            # the runner kills the command when its stdin closes
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        for pump in pumps:
            pump.join(5)
    return channel.outcome(request, out, err, time.monotonic() - started,
                           lambda: f"the sandbox ended before the command did (nsenter exit {proc.returncode})")


def inside_paths() -> tuple[str, str]:
    return INSIDE_OUT, INSIDE_LIB
