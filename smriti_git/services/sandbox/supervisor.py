"""The process that keeps a spawned sandbox alive, and ends it (``sandbox spawn``).

``sandbox spawn`` starts ``python -m smriti_git.services.sandbox.supervisor BASE ID FD``
in a session of its own, detached from the terminal.  It starts the runtime for the
record in ``BASE/ID/state.json``, records itself there, writes ``ready`` (or ``error
<message>``) on the pipe ``FD`` and closes it, and then checks every second whether
to end the sandbox:

* it got SIGTERM (``sandbox destroy``) or SIGINT;
* the sandbox's owner (the agent process, with its start time) is gone;
* nothing ran in it for ``ttl`` seconds (an exec in progress holds a ``busy-<pid>``
  file in the folder, so a long command is never cut off);
* the runtime ended by itself (the keeper exited).

Then it stops the runtime and removes the folder.  If this process is killed
(``kill -9``), its children die with it (their death signal), the container's attach
socket closes, and the folder stays for ``sandbox gc``.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from pathlib import Path
from types import FrameType

from smriti_git.errors import SmpError
from smriti_git.services.safety import agents
from smriti_git.services.sandbox import runtimes, state

POLL_SECONDS = 1.0
_stop = [False]


def _request_stop(signum: int, frame: FrameType | None) -> None:
    _stop[0] = True


def busy(folder: Path) -> bool:
    """Whether an exec is running in the sandbox (a ``busy-<pid>`` file of a live process)."""
    for marker in folder.glob("busy-*"):
        try:
            pid = int(marker.name.split("-", 1)[1])
        except ValueError:
            continue
        if agents.alive(agents.Holder(pid, marker.read_text().strip(), agents.this_host())):
            return True
        with contextlib.suppress(OSError):
            marker.unlink()
    return False


def last_used(folder: Path) -> float:
    try:
        return (folder / "used").stat().st_mtime
    except OSError:
        return time.time()


def watch(base: Path, handle: runtimes.Handle) -> str:
    """Wait until the sandbox must end; why it ends."""
    record = handle.record
    owner = state.holder_of(record.owner)
    folder = base / record.id
    while True:
        if _stop[0]:
            return "destroyed"
        if owner is not None and agents.alive(owner) is False:
            return "its owner exited"
        if not handle.alive():
            return "its runtime ended"
        if not busy(folder) and time.time() - last_used(folder) > record.ttl:
            return f"idle for {record.ttl} s"
        time.sleep(POLL_SECONDS)


def main(argv: list[str]) -> int:
    base, sandbox_id, fd = Path(argv[0]), argv[1], int(argv[2])
    signal.signal(signal.SIGTERM, _request_stop)
    signal.signal(signal.SIGINT, _request_stop)
    record = state.load(base, sandbox_id)
    record.supervisor = state.holder_dict(state.this_process())
    state.save(base, record)
    try:
        handle = runtimes.start(base, record, virtualenv=argv[3] if len(argv) > 3 and argv[3] else None)
    except (SmpError, OSError) as exc:
        message = exc.message if isinstance(exc, SmpError) else str(exc)
        os.write(fd, f"error {message}\n".encode())
        failed = state.load(base, sandbox_id)
        failed.supervisor = None          # everything but this process
        runtimes.force_stop(failed)
        state.remove(base, sandbox_id)
        return 1
    (base / sandbox_id / "used").touch()
    os.write(fd, b"ready\n")
    os.close(fd)
    try:
        why = watch(base, handle)
        with contextlib.suppress(OSError):
            (base / sandbox_id / "supervisor.log").write_text(f"ended: {why}\n")
    finally:
        handle.stop()
        state.remove(base, sandbox_id)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
