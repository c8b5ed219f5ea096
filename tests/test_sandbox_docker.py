"""The docker sandbox against a real engine: a dockerd of its own, an image built here, nothing pulled.

A session fixture starts ``dockerd`` with its data, run folder and socket in temporary
folders, no bridge and no iptables rules, builds the image from this machine's Python
(``sandbox/image/build_rootfs.py``) and imports it.  It needs root, ``dockerd``
(Debian's ``docker.io``) and the docker SDK (the ``sandbox`` extra); without them the
module is skipped with the reason.  The image has Python and nothing else (no shell),
so the commands here are Python.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from . import sandbox_project
from .helpers import MakeRepo, git, smp

ROOT = Path(__file__).resolve().parents[1]
IMAGE = "smriti-sandbox:latest"
DOCKER = ("--runtime", "docker")


def _missing() -> str | None:
    if os.geteuid() != 0:
        return "the docker tests start their own dockerd, which needs root"
    if shutil.which("dockerd") is None:
        return "dockerd is not installed (Debian: apt-get install docker.io; .ci/run installs it)"
    try:
        import docker  # noqa: F401
    except ImportError:
        return "the docker SDK is not installed (pip install -e '.[sandbox]')"
    return None


@pytest.fixture(scope="session")
def engine() -> Iterator[str]:
    """The address of a dockerd of our own, with the sandbox image imported."""
    reason = _missing()
    if reason:
        pytest.skip(reason)
    import docker

    work = Path(tempfile.mkdtemp(prefix="smp-dk-", dir="/tmp"))    # short: socket paths are limited
    address = f"unix://{work}/docker.sock"
    log = (work / "dockerd.log").open("wb")
    daemon = subprocess.Popen(["dockerd", "--data-root", str(work / "data"), "--exec-root", str(work / "exec"),
                               "-H", address, "--pidfile", str(work / "docker.pid"), "--bridge=none",
                               "--iptables=false", "--ip-forward=false", "--ip-masq=false"],
                              stdout=log, stderr=subprocess.STDOUT)
    client = None
    try:
        client = _connect(docker, address, daemon, work)
        tarball = work / "rootfs.tar"
        subprocess.run([sys.executable, str(ROOT / "sandbox" / "image" / "build_rootfs.py"), "-o", str(tarball)],
                       check=True, capture_output=True)
        client.api.import_image_from_file(str(tarball), repository="smriti-sandbox", tag="latest",
                                          changes=["USER 65534:65534", "WORKDIR /work",
                                                   "ENV PATH=/opt/python/bin:/usr/bin:/bin"])
        tarball.unlink()
        yield address
    finally:
        if client is not None:
            client.close()
        daemon.send_signal(signal.SIGTERM)
        try:
            daemon.wait(30)
        except subprocess.TimeoutExpired:
            daemon.kill()
            daemon.wait()
        log.close()
        subprocess.run(["umount", "-R", "-l", str(work)], capture_output=True, check=False)
        shutil.rmtree(work, ignore_errors=True)


def _connect(docker: Any, address: str, daemon: subprocess.Popen[bytes], work: Path) -> Any:
    deadline = time.monotonic() + 60
    while True:
        if daemon.poll() is not None:
            pytest.fail(f"dockerd exited {daemon.returncode}: {(work / 'dockerd.log').read_text()[-2000:]}")
        try:
            client = docker.DockerClient(base_url=address, timeout=30)
            client.ping()
            return client
        except Exception:
            if time.monotonic() > deadline:
                pytest.fail(f"dockerd did not answer: {(work / 'dockerd.log').read_text()[-2000:]}")
            time.sleep(0.2)


@pytest.fixture
def project(make_repo: MakeRepo, engine: str) -> Path:
    repo = make_repo("proj", files=sandbox_project.FILES)
    smp("init", cwd=repo)
    git("config", "smp.sandbox.dockerHost", engine, cwd=repo)
    return repo


def _json(*args: str, cwd: Path, check: bool = True) -> dict[str, Any]:
    proc = smp("--json", *args, cwd=cwd, check=check)
    data: dict[str, Any] = json.loads(proc.stdout)
    data["_exit"] = proc.returncode
    return data


def _py(code: str) -> tuple[str, ...]:
    return ("python3", "-c", code)


def _containers(engine: str) -> list[dict[str, Any]]:
    import docker

    client = docker.DockerClient(base_url=engine, timeout=30)
    try:
        found: list[dict[str, Any]] = client.api.containers(all=True, filters={"label": "smriti-git.sandbox"})
        return found
    finally:
        client.close()


def test_isolation_in_a_container(project: Path, engine: str) -> None:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(5)
    listener.setblocking(False)
    try:
        port = listener.getsockname()[1]
        spawned = _json("sandbox", "spawn", *DOCKER, cwd=project)["sandbox"]
        sid = spawned["id"]
        assert spawned["runtime"] == "docker" and spawned["inside"] == "/work"
        try:
            out = _json("sandbox", "exec", sid, "--", *_py(
                "import os, socket\nprint(os.getuid())\ns = socket.socket(); s.settimeout(3)\n"
                f"try:\n    s.connect(('127.0.0.1', {port})); print('connected')\n"
                "except OSError as e: print('refused')\n"
                "open('app/services.py', 'a').write('# changed\\n'); open('new.txt', 'w').write('new')\n"
                "try:\n    open('/opt/x', 'w')\nexcept OSError as e: print(e.strerror)"), cwd=project)
            assert out["stdout"].split("\n")[:3] == ["65534", "refused", "Read-only file system"], out
            with pytest.raises(BlockingIOError):
                listener.accept()
            seen = _json("sandbox", "exec", sid, "--", *_py("import os; print(open('new.txt').read()); "
                                                             "print(os.listdir('.git'), os.listdir('/src/.git'))"),
                         cwd=project)
            assert seen["stdout"] == "new\n[] []\n", seen                     # the git directory is masked
            assert (project / "app" / "services.py").read_text() == sandbox_project.FILES["app/services.py"]
            assert not (project / "new.txt").exists() and git("status", "--porcelain", cwd=project) == ""
        finally:
            smp("sandbox", "destroy", sid, cwd=project)
        assert not [c for c in _containers(engine) if c["Labels"]["smriti-git.sandbox"] == sid]
        fresh = _json("sandbox", "run", *DOCKER, "--", *_py("import os; print(os.path.exists('new.txt'))"),
                      cwd=project)
        assert fresh["stdout"] == "False\n"
    finally:
        listener.close()


def test_limits_and_time_out_in_a_container(project: Path) -> None:
    (project / "bomb.py").write_text(sandbox_project.FORK_BOMB)
    (project / "hog.py").write_text(sandbox_project.MEMORY_HOG)
    git("add", "-A", cwd=project)
    bomb = _json("sandbox", "run", *DOCKER, "--pids", "32", "--timeout", "30", "--", "python3", "bomb.py",
                 cwd=project, check=False)
    assert "fork refused after" in bomb["stdout"], bomb
    assert int(bomb["stdout"].split("after")[1].split()[0]) < 32
    hog = _json("sandbox", "run", *DOCKER, "--memory", "64", "--", "python3", "hog.py", cwd=project, check=False)
    assert hog["exit_code"] != 0 and "allocated" not in hog["stdout"], hog
    assert hog["_exit"] == (128 + signal.SIGKILL if hog["signal"] == signal.SIGKILL else hog["exit_code"])
    assert hog["signal"] == signal.SIGKILL or "MemoryError" in hog["stderr"]
    slow = _json("sandbox", "run", *DOCKER, "--timeout", "2", "--", *_py("import time; print('started', flush=True); "
                                                                       "time.sleep(60)"), cwd=project, check=False)
    assert slow["timed_out"] is True and slow["stdout"] == "started\n" and "ran out of time" in slow["message"]
    assert slow["_exit"] == 124


def test_trace_in_a_container(project: Path) -> None:
    report = _json("sandbox", "run", *DOCKER, "--trace", "--", "python3", "run_checks.py", cwd=project)
    assert report["stdout"] == "checks passed\n", report
    found = sandbox_project.edges(report["trace"])
    assert found[sandbox_project.DI_EDGE]["count"] == 2 and found[sandbox_project.DI_EDGE]["static"] == "new"
    assert found[sandbox_project.GETATTR_EDGE]["count"] == 1
    callers = _json("neighbors", "make_mailer", cwd=project)
    assert [n["id"] for n in callers["runtime"]] == [sandbox_project.DI_EDGE[0]]


def test_a_killed_owner_leaves_no_container(project: Path, engine: str) -> None:
    base = project / ".git" / "smp" / "sandbox"
    runner = subprocess.Popen(["git", "smp", "sandbox", "run", *DOCKER, "--", *_py("import time; time.sleep(120)")],
                              cwd=project, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    record: dict[str, Any] = {}

    def started() -> bool:
        for path in base.glob("sb-*/state.json"):
            record.update(json.loads(path.read_text()))
        return bool(record.get("container"))

    _wait(started)
    os.kill(record["owner"]["pid"], signal.SIGKILL)
    runner.wait()
    _wait(lambda: not [c for c in _containers(engine) if c["Labels"]["smriti-git.sandbox"] == record["id"]])
    done = _json("sandbox", "gc", cwd=project)
    assert any(record["id"] in line for line in done["removed"]) and not list(base.glob("sb-*"))


def test_docker_is_refused_with_the_reason_when_the_image_is_missing(project: Path) -> None:
    missing = smp("sandbox", "run", *DOCKER, "--image", "no-such-image:1", "--", "true", cwd=project, check=False)
    assert missing.returncode == 2 and "nothing is pulled" in missing.stderr


def _wait(condition: Any, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "gave up waiting"
        time.sleep(0.1)
