"""The first link of every namespaces sandbox process: ties it to its parent and its cgroups, then execs.

Run as a program, standard library only, before ``unshare`` (a keeper) or ``nsenter``
(an exec)::

    python3 -I -S launch.py --parent PID [--cgroup PROCS_FILE ...] -- PROGRAM ARGS...

It asks the kernel to SIGKILL it when its parent dies (``PR_SET_PDEATHSIG``, kept
across ``exec``), checks that the parent is still ``PID`` (it may have died in
between), writes its own pid into each cgroup's ``cgroup.procs`` (so everything it
starts is counted against the sandbox's limits from the first fork), and replaces
itself with ``PROGRAM``.  This is a separate process rather than a ``preexec_fn``
because the server surfaces run operations in threads, where ``preexec_fn`` is unsafe.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys

PR_SET_PDEATHSIG = 1


def main(argv: list[str]) -> int:
    if "--" not in argv:
        print("usage: launch.py --parent PID [--cgroup FILE ...] -- PROGRAM ARGS...", file=sys.stderr)
        return 2
    split = argv.index("--")
    options, program = argv[:split], argv[split + 1:]
    parent = int(options[options.index("--parent") + 1])
    cgroups = [options[i + 1] for i, word in enumerate(options) if word == "--cgroup"]
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent:
        return 1
    for procs in cgroups:
        with open(procs, "w") as handle:
            handle.write(str(os.getpid()))
    os.execvp(program[0], program)
    return 127


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
