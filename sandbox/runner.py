"""Runs one command inside a smriti-git sandbox and reports how it ended.

Started by the host for every ``sandbox exec`` (namespaces: as the first process of a
PID namespace of its own; docker: by ``docker exec``), with only the standard library
(``python3 -I -S``).  Protocol, all on its own standard streams:

* **stdin**: one line of JSON from the host (``argv``, ``cwd``, ``env``, ``timeout``,
  ``rlimits``, ``nonce``), then nothing: the host keeps the pipe open while it waits.
  End of file means the host went away, and the command is killed.
* **stdout / stderr**: the command's own, passed through untouched.
* **the result**: a last line on stderr, ``@@smp-result <nonce> <JSON>``, written after
  every process the command started has ended.  The nonce came on stdin, which the
  command never sees, and this process is not dumpable (``PR_SET_DUMPABLE`` 0), so the
  command cannot forge the line.

The command runs in a session of its own, with the resource limits asked for, no
capabilities (the bounding set is emptied, ``no_new_privs`` set), standard input from
``/dev/null``, and ``PR_SET_PDEATHSIG`` so that it dies with this process.  This process
is a child subreaper, so nothing the command starts can escape to another parent: when
the command ends, times out or the host goes away, every remaining descendant is
killed (``leftovers`` counts them).
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import resource
import select
import signal
import sys
import time
from typing import Any

RESULT_TAG = "@@smp-result"
PR_SET_PDEATHSIG, PR_SET_DUMPABLE, PR_CAPBSET_DROP = 1, 4, 24
PR_SET_CHILD_SUBREAPER, PR_SET_NO_NEW_PRIVS, PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL = 36, 38, 47, 4
RLIMITS = {"CPU": resource.RLIMIT_CPU, "DATA": resource.RLIMIT_DATA, "NPROC": resource.RLIMIT_NPROC,
           "NOFILE": resource.RLIMIT_NOFILE, "FSIZE": resource.RLIMIT_FSIZE, "CORE": resource.RLIMIT_CORE,
           "AS": resource.RLIMIT_AS}
_LIBC = ctypes.CDLL(None, use_errno=True)


def _prctl(option: int, arg: int = 0, arg3: int = 0) -> int:
    return int(_LIBC.prctl(option, ctypes.c_ulong(arg), ctypes.c_ulong(arg3), ctypes.c_ulong(0), ctypes.c_ulong(0)))


def _drop_privileges() -> None:
    """No capabilities after ``exec`` (even as uid 0 of a user namespace), no privilege gain."""
    try:
        with open("/proc/sys/kernel/cap_last_cap") as handle:
            last = int(handle.read())
    except (OSError, ValueError):
        last = 40
    for cap in range(last + 1):
        _prctl(PR_CAPBSET_DROP, cap)          # refused without CAP_SETPCAP: then there is nothing to drop
    _prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL)
    _prctl(PR_SET_NO_NEW_PRIVS, 1)


def _child(config: dict[str, Any]) -> None:
    """In the forked child: set up and ``exec`` the command (never returns)."""
    try:
        os.setsid()
        _prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
        null = os.open("/dev/null", os.O_RDONLY)
        os.dup2(null, 0)
        for name, (soft, hard) in config.get("rlimits", {}).items():
            resource.setrlimit(RLIMITS[name], (soft, hard))
        _drop_privileges()
        try:
            os.chdir(config["cwd"])
        except OSError as exc:
            os.write(2, f"smp sandbox: cannot enter {config['cwd']!r}: {exc.strerror or exc}\n".encode())
            os._exit(126)
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
        os.closerange(3, 65536)
        argv = config["argv"]
        os.execvpe(argv[0], argv, config["env"])
    except OSError as exc:
        os.write(2, f"smp sandbox: cannot run {config['argv'][0]!r}: {exc.strerror or exc}\n".encode())
        os._exit(127 if isinstance(exc, FileNotFoundError) else 126)
    except BaseException as exc:  # the child must never return into the runner
        os.write(2, f"smp sandbox: cannot run the command: {exc}\n".encode())
        os._exit(126)


def _children_map() -> dict[int, list[int]]:
    tree: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as handle:
                raw = handle.read()
        except OSError:
            continue
        fields = raw[raw.rfind(")") + 2:].split()
        tree.setdefault(int(fields[1]), []).append(int(entry))
    return tree


def _descendants() -> list[int]:
    tree = _children_map()
    found, stack = [], list(tree.get(os.getpid(), []))
    while stack:
        pid = stack.pop()
        found.append(pid)
        stack.extend(tree.get(pid, []))
    return found


def _reap() -> None:
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def _kill_all() -> int:
    """Kill every descendant (until none is left); returns how many were killed."""
    killed: set[int] = set()
    for _ in range(200):
        found = _descendants()
        if not found:
            break
        for pid in found:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
            killed.add(pid)
        time.sleep(0.01)
        _reap()
    _reap()
    return len(killed)


def _wait(pid: int, deadline: float) -> tuple[int | None, str]:
    """Wait for the command: (its wait status, '') or (None, why it was stopped)."""
    try:
        pidfd: int | None = os.pidfd_open(pid)
    except (AttributeError, OSError):
        pidfd = None
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return None, "timeout"
        watched = [0] + ([pidfd] if pidfd is not None else [])
        ready, _, _ = select.select(watched, [], [], min(remaining, 0.2 if pidfd is None else remaining))
        if 0 in ready and not os.read(0, 4096):
            return None, "client"
        done, status = os.waitpid(pid, os.WNOHANG)
        if done == pid:
            return status, ""


def run(config: dict[str, Any]) -> dict[str, Any]:
    """Start the command, wait for it, clean up; the result record."""
    started = time.monotonic()
    pid = os.fork()
    if pid == 0:
        _child(config)
    status, stopped = _wait(pid, started + float(config["timeout"]))
    wall = time.monotonic() - started
    if status is None:
        # The command leads its own process group (and session): this kills it for certain.
        with contextlib.suppress(ProcessLookupError):
            os.killpg(pid, signal.SIGKILL)
        with contextlib.suppress(ChildProcessError):
            _, status = os.waitpid(pid, 0)
    leftovers = _kill_all()
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    exit_code = os.WEXITSTATUS(status) if status is not None and os.WIFEXITED(status) else None
    signum = os.WTERMSIG(status) if status is not None and os.WIFSIGNALED(status) else None
    return {"exit_code": exit_code, "signal": signum, "timed_out": stopped == "timeout",
            "client_gone": stopped == "client", "wall_seconds": round(wall, 4),
            "user_seconds": round(usage.ru_utime, 4), "system_seconds": round(usage.ru_stime, 4),
            "max_rss_kb": int(usage.ru_maxrss), "leftovers": leftovers}


def main() -> int:
    _prctl(PR_SET_DUMPABLE, 0)
    _prctl(PR_SET_CHILD_SUBREAPER, 1)
    line = b""
    while not line.endswith(b"\n"):
        chunk = os.read(0, 1 << 16)
        if not chunk:
            return 2
        line += chunk
    config = json.loads(line)
    try:
        result = run(config)
    except Exception as exc:  # reported to the host as the result
        result = {"error": f"{type(exc).__name__}: {exc}"}
    sys.stdout.flush()
    os.write(2, f"\n{RESULT_TAG} {config['nonce']} {json.dumps(result, sort_keys=True)}\n".encode())
    return 0


if __name__ == "__main__":
    sys.exit(main())
