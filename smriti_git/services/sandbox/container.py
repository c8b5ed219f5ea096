"""The docker runtime: a sandbox is a container of a locally built image, driven through the docker SDK.

The container runs ``sandbox/container_init.py`` as an unprivileged user (uid 65534)
with: no network (``--network none``: a loopback interface only); a read-only root;
the workspace bind-mounted read-only at ``/src`` and copied into a tmpfs at ``/work``
(the writable workspace, gone with the container), its git directory (and any other
guarded folder inside it or a bound path: ``hostpaths.guarded``) covered by an empty
read-only tmpfs, so never copied; a tmpfs ``/tmp``; the sandbox
library read-only at ``/.smp/lib`` and the run folder at ``/.smp/out``; each ``--bind``
path read-only at its own path; memory (swap included), pids and CPU limits; all
capabilities dropped and ``no-new-privileges``.  It is labelled ``smriti-git.sandbox``
(its id) and ``smriti-git.repo`` (the repository's common dir), and removed by the
engine when it stops (``auto_remove``).  Its main process lives as long as the host
process that holds its attach socket (see ``container_init.py``), so a killed host
leaves nothing running; ``sandbox gc`` removes what a crashed engine call left.

Each ``exec`` is a ``docker exec`` of ``sandbox/runner.py`` (same protocol as the
namespaces runtime: ``channel.py``).  Nothing is pulled: a missing image is an error
that says how to build it (``docs/sandbox.md``).  The engine is ``smp.sandbox.dockerHost``
(git config), else ``$DOCKER_HOST``, else the default socket.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import struct
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from smriti_git.errors import SmpError, Unsupported
from smriti_git.services import hostpaths
from smriti_git.services.sandbox import channel
from smriti_git.services.sandbox.state import INSIDE_LIB, INSIDE_OUT, LIBRARY, Limits
from smriti_git.storage.repo import Repo

DEFAULT_IMAGE = "smriti-sandbox:latest"
USER = "65534:65534"
WORKSPACE = "/work"
SOURCE = "/src"
LABEL = "smriti-git.sandbox"
REPO_LABEL = "smriti-git.repo"
READY_SECONDS = 120.0
GRACE_SECONDS = 20.0


def engine_address(repo: Repo) -> str | None:
    """Which engine to use: ``smp.sandbox.dockerHost``, else ``$DOCKER_HOST`` (docker's own
    convention), else None (the SDK's default socket)."""
    config = repo.git.config
    if "smp.sandbox.dockerhost" in config:
        return str(config["smp.sandbox.dockerhost"])
    return os.environ.get("DOCKER_HOST") or None


def client(address: str | None) -> Any:
    """A connected SDK client; :class:`Unsupported` saying why when there is none."""
    try:
        import docker
    except ImportError:
        raise Unsupported("the docker runtime needs the docker SDK: pip install 'smriti-git[sandbox]'") from None
    try:
        found = docker.DockerClient(base_url=address, timeout=30) if address else docker.from_env(timeout=30)
        found.ping()
    except Exception as exc:  # the SDK raises requests', urllib3's and its own errors here
        where = address or "the default socket (/var/run/docker.sock)"
        raise Unsupported(f"no docker engine answers at {where}: {str(exc).splitlines()[0][:200]}") from None
    return found


def unavailable(address: str | None, image: str) -> str | None:
    """Why the docker runtime cannot run ``image`` here (None: it can)."""
    try:
        found = client(address)
    except Unsupported as exc:
        return exc.message
    try:
        found.api.inspect_image(image)
    except Exception:  # docker.errors.ImageNotFound, or the engine refused
        return (f"the image {image!r} is not in the docker engine (nothing is pulled): build it with "
                "sandbox/image/build_rootfs.py and `docker import` (docs/sandbox.md)")
    finally:
        found.close()
    return None


@dataclass
class Running:
    """A container this process started, and the socket that keeps it alive."""

    client: Any
    container: str
    attach: Any
    report: dict[str, Any]

    def stop(self) -> None:
        """Close the attach socket (the container's main process exits), and make sure it is gone."""
        with contextlib.suppress(OSError):
            _raw(self.attach).close()
        remove(self.client, self.container)
        self.client.close()


def remove(found: Any, container: str) -> None:
    with contextlib.suppress(Exception):
        found.api.remove_container(container, force=True)


def _raw(sock: Any) -> socket.socket:
    inner = getattr(sock, "_sock", sock)
    assert isinstance(inner, socket.socket)
    return inner


def _frames(sock: socket.socket, on_data: Callable[[int, bytes], None], deadline: float,
            enough: Callable[[], bool] = lambda: False) -> str:
    """Read the engine's multiplexed stream (8-byte headers): ``ended`` at its end, ``enough``
    when ``enough()`` says so, ``deadline`` when time ran out."""
    buffer = b""
    while not enough():
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return "deadline"
        sock.settimeout(min(remaining, 5.0))
        try:
            chunk = sock.recv(1 << 16)
        except TimeoutError:
            continue
        except OSError:
            return "ended"
        if not chunk:
            return "ended"
        buffer += chunk
        while len(buffer) >= 8:
            kind, size = buffer[0], struct.unpack(">I", buffer[4:8])[0]
            if len(buffer) < 8 + size:
                break
            on_data(kind, buffer[8:8 + size])
            buffer = buffer[8 + size:]
    return "enough"


def mounts(workspace: str, binds: list[str], out: Path, limits: Limits,
           guarded: list[str]) -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    """The container's bind mounts and tmpfs mounts: every ``guarded`` folder (git
    directory, key folder, home folder) inside the workspace or a bound path is covered
    by an empty read-only tmpfs, so the copy in ``/work`` never holds it either."""
    volumes = {workspace: {"bind": SOURCE, "mode": "ro"}, str(out): {"bind": INSIDE_OUT, "mode": "rw"},
               str(LIBRARY): {"bind": INSIDE_LIB, "mode": "ro"}}
    volumes.update({path: {"bind": path, "mode": "ro"} for path in binds})
    tmpfs = {WORKSPACE: f"size={limits.workspace_mb}m,mode=1777", "/tmp": f"size={limits.tmp_mb}m,mode=1777"}
    for path in hostpaths.masks(guarded, [workspace, *binds]):
        inside = SOURCE + "/" + os.path.relpath(path, workspace) if hostpaths.inside(path, workspace) else path
        tmpfs[inside] = "ro,nosuid,nodev,noexec,size=4k,mode=555"
    return volumes, tmpfs


def start(address: str | None, sandbox_id: str, repo_key: str, image: str, workspace: str, binds: list[str],
          out: Path, limits: Limits, guarded: list[str]) -> Running:
    """Create and start the container, and wait until its workspace is filled."""
    found = client(address)
    reason = unavailable(address, image)
    if reason:
        found.close()
        raise Unsupported(f"docker runtime: {reason}")
    api = found.api
    volumes, tmpfs = mounts(workspace, binds, out, limits, guarded)
    memory = f"{limits.memory_mb}m"
    host_config = api.create_host_config(
        binds=volumes, network_mode="none", read_only=True, auto_remove=True, tmpfs=tmpfs,
        mem_limit=memory, memswap_limit=memory, pids_limit=limits.pids, nano_cpus=int(limits.cpus * 1e9),
        cap_drop=["ALL"], security_opt=["no-new-privileges"])
    created = api.create_container(image, ["python3", "-I", "-S", f"{INSIDE_LIB}/container_init.py"],
                                   stdin_open=True, detach=False, user=USER, working_dir=WORKSPACE,
                                   labels={LABEL: sandbox_id, REPO_LABEL: repo_key}, host_config=host_config,
                                   environment={"HOME": "/tmp"})
    container = created["Id"]
    attach = api.attach_socket(container, params={"stdin": 1, "stdout": 1, "stderr": 1, "stream": 1})
    lines: list[bytes] = []
    try:
        api.start(container)
        _frames(_raw(attach), lambda _kind, data: lines.append(data), time.monotonic() + READY_SECONDS,
                lambda: b"\n" in b"".join(lines))
    except Exception:
        remove(found, container)
        found.close()
        raise
    text = b"".join(lines).decode("utf-8", "replace").strip()
    if not text.startswith("ready "):
        remove(found, container)
        found.close()
        raise SmpError(f"the docker sandbox did not start: {text.removeprefix('error ') or 'no answer'}")
    return Running(found, container, attach, json.loads(text[len("ready "):].splitlines()[0]))


def execute(address: str | None, container: str, request: channel.Request, max_output: int) -> channel.Outcome:
    """Run one command in the container (``docker exec`` of the runner)."""
    found = client(address)
    api = found.api
    started = time.monotonic()
    try:
        created = api.exec_create(container, ["python3", "-I", "-S", f"{INSIDE_LIB}/runner.py"], stdin=True,
                                  user=USER, workdir=WORKSPACE)
        sock = _raw(api.exec_start(created["Id"], socket=True))
        out, err = channel.Capture(max_output), channel.Capture(max_output)
        sock.sendall(request.line())
        ended = _frames(sock, lambda kind, data: (out if kind == 1 else err).feed(data),
                        time.monotonic() + request.timeout + GRACE_SECONDS) == "ended"
        with contextlib.suppress(OSError):
            sock.close()
        code = api.exec_inspect(created["Id"]).get("ExitCode")
    except SmpError:
        raise
    except Exception as exc:
        raise SmpError(f"docker exec failed: {str(exc).splitlines()[0][:200]}") from None
    finally:
        found.close()
    return channel.outcome(request, out, err, time.monotonic() - started,
                           lambda: "the container ended before the command did" if ended else
                           f"no answer from the runner within the time limit (exec exit {code})")


def leftovers(address: str | None, repo_key: str, live: set[str]) -> list[str]:
    """Remove this repository's sandbox containers whose sandbox is not in ``live``; their names."""
    try:
        found = client(address)
    except Unsupported:
        return []
    removed = []
    try:
        for item in found.api.containers(all=True, filters={"label": f"{REPO_LABEL}={repo_key}"}):
            owner = item.get("Labels", {}).get(LABEL, "")
            if owner not in live:
                remove(found, item["Id"])
                removed.append(f"container {item['Id'][:12]} of {owner or 'an unknown sandbox'}")
    finally:
        found.close()
    return removed
