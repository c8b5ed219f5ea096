"""The main process of a docker sandbox: fills the workspace, then lives exactly as long as its host.

Run by the docker runtime as the container's command (``python3 -I -S``), as the
unprivileged user, with the source bind-mounted read-only at ``/src`` and an empty
tmpfs at ``/work``.  It copies ``/src`` into ``/work`` (the writable workspace: writes
there never reach the host, and vanish with the container), prints ``ready <JSON>``
(files copied, files it could not read), then reads its standard input until end of
file.  The host holds that stream open through the engine's attach socket, so when
the host process goes away, even by ``kill -9``, the socket closes, this process
exits, the container stops, and the engine removes it (``--rm``).
"""

from __future__ import annotations

import json
import os
import shutil
import sys


def fill(source: str, target: str) -> dict[str, object]:
    copied, unreadable = 0, []
    for folder, dirs, files in os.walk(source):
        rel = os.path.relpath(folder, source)
        into = os.path.join(target, rel) if rel != "." else target
        os.makedirs(into, exist_ok=True)
        for name in dirs:
            path = os.path.join(folder, name)
            if os.path.islink(path):
                os.symlink(os.readlink(path), os.path.join(into, name))
        dirs[:] = [d for d in dirs if not os.path.islink(os.path.join(folder, d))]
        for name in files:
            path = os.path.join(folder, name)
            try:
                if os.path.islink(path):
                    os.symlink(os.readlink(path), os.path.join(into, name))
                else:
                    shutil.copy2(path, os.path.join(into, name))
                copied += 1
            except OSError:
                unreadable.append(os.path.relpath(path, source))
    return {"copied": copied, "unreadable": unreadable[:100], "unreadable_count": len(unreadable)}


def main() -> int:
    try:
        report = fill("/src", "/work")
    except OSError as exc:
        print(f"error {exc}", flush=True)
        return 1
    print(f"ready {json.dumps(report)}", flush=True)
    while sys.stdin.buffer.read(4096):
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
