"""Which process an agent is, and whether that process is still alive.

Sessions and locks belong to an agent *process* (a holder): its pid, the kernel's start
time of that pid (so that a recycled pid is not mistaken for the holder) and the host
it runs on (host name plus boot id: after a reboot every holder is gone).  A holder on
this host whose process has exited, or is a zombie, is dead at once; a holder on another
host (a shared network file system) is judged by its time to live alone.

The agent is not the ``git smp`` process itself, which exits after one command: it is
the nearest ancestor that is not ``git``, ``git-smp`` or a shell (an agent that runs
``bash -c "cd x && git smp lock ..."`` holds the lock, not the short-lived shell).  An
MCP server's holder is the client that started it.  ``SMP_AGENT_PID`` overrides the
search (an agent whose process tree is unusual names itself), and a library caller
passes the pid it wants (``Context.agent_pid``).
"""

from __future__ import annotations

import functools
import os
import socket
from dataclasses import dataclass
from pathlib import Path

PROC = Path("/proc")
SKIP = frozenset({"git", "git-smp", "sh", "bash", "dash", "zsh", "fish", "ksh", "mksh", "env", "nohup",
                  "timeout", "xargs", "time", "sudo", "su", "setsid", "stdbuf", "uv", "uvx", "pipx", "poetry"})
"""Process names that are never the agent: wrappers between the agent and ``git smp``."""


@dataclass(frozen=True)
class Holder:
    """An agent process: ``start`` is its start time in clock ticks since boot ('' unknown)."""

    pid: int
    start: str
    host: str


@functools.cache
def this_host() -> str:
    """This machine and boot: the host name, and the kernel's boot id where there is one."""
    try:
        boot = (PROC / "sys" / "kernel" / "random" / "boot_id").read_text().strip()[:8]
    except OSError:
        boot = ""
    return f"{socket.gethostname()}:{boot}" if boot else socket.gethostname()


@dataclass(frozen=True)
class _Stat:
    name: str
    state: str
    ppid: int
    start: str


def _stat(pid: int) -> _Stat | None:
    """``/proc/<pid>/stat``: None when the process does not exist (or there is no ``/proc``)."""
    try:
        raw = (PROC / str(pid) / "stat").read_text()
    except (OSError, ValueError):
        return None
    # The name is in parentheses and may itself hold spaces and parentheses.
    name = raw[raw.find("(") + 1: raw.rfind(")")]
    fields = raw[raw.rfind(")") + 2:].split()
    try:
        return _Stat(name, fields[0], int(fields[1]), fields[19])
    except (IndexError, ValueError):
        return None


def process(pid: int) -> Holder:
    """The holder for process ``pid`` on this host."""
    stat = _stat(pid)
    return Holder(pid, stat.start if stat else "", this_host())


def agent_pid() -> int:
    """The pid of the agent this process acts for (see the module docstring)."""
    named = os.environ.get("SMP_AGENT_PID", "")
    if named.isdigit() and int(named) > 0:
        return int(named)
    if not PROC.is_dir():
        return os.getppid()
    pid = os.getppid()
    for _ in range(32):
        stat = _stat(pid)
        if stat is None or stat.name not in SKIP or stat.ppid <= 1:
            return pid
        pid = stat.ppid
    return pid


def alive(holder: Holder) -> bool | None:
    """True or False for a holder on this host; None (unknown) for one on another host."""
    if holder.host != this_host():
        return None
    if not PROC.is_dir():
        try:
            os.kill(holder.pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            return True
        return True
    stat = _stat(holder.pid)
    if stat is None or stat.state in ("Z", "X", "x"):
        return False
    return not holder.start or stat.start == holder.start
