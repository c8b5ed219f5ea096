"""The namespaces sandbox, for real: egress, copy-on-write, limits, time-outs, cleanup, runtime edges.

Every test runs ``git smp sandbox ...`` as a user would, against real namespaces
(``unshare``/``nsenter``), real cgroups where this machine has them, and a real
project.  Where the namespaces runtime cannot run, the module is skipped with the
reason the runtime itself gives.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from smriti_git.services.sandbox import namespaces

from . import sandbox_project
from .helpers import MakeRepo, git, smp

REASON = namespaces.unavailable()
pytestmark = pytest.mark.skipif(REASON is not None, reason=f"namespaces runtime unavailable: {REASON}")
NS = ("--runtime", "namespaces")


@pytest.fixture
def project(make_repo: MakeRepo) -> Path:
    repo = make_repo("proj", files=sandbox_project.FILES)
    smp("init", cwd=repo)
    return repo


def _json(*args: str, cwd: Path, check: bool = True, env: dict[str, str] | None = None) -> dict[str, Any]:
    proc = smp("--json", *args, cwd=cwd, check=check, env=env)
    data: dict[str, Any] = json.loads(proc.stdout)
    data["_exit"] = proc.returncode
    return data


def _run(repo: Path, *command: str, options: tuple[str, ...] = ()) -> dict[str, Any]:
    """``sandbox run`` of ``command``: its result, ``_exit`` the CLI's exit code (the command's)."""
    return _json("sandbox", "run", *NS, *options, "--", *command, cwd=repo, check=False)


@pytest.fixture
def listener() -> Iterator[socket.socket]:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(5)
    server.setblocking(False)
    yield server
    server.close()


def test_no_route_out_to_the_hosts_loopback(project: Path, listener: socket.socket) -> None:
    port = str(listener.getsockname()[1])
    (project / "egress.py").write_text(sandbox_project.EGRESS)
    on_host = subprocess.run([sys.executable, "egress.py", port], cwd=project, capture_output=True, text=True)
    assert on_host.returncode == 0 and "connected" in on_host.stdout     # the listener does accept
    listener.accept()[0].close()
    inside = _run(project, sys.executable, "egress.py", port)
    assert inside["exit_code"] == 3 == inside["_exit"] and "refused" in inside["stdout"], inside
    with pytest.raises(BlockingIOError):
        listener.accept()                                                  # nothing reached it from inside


def test_writes_stay_inside_and_vanish_with_the_sandbox(project: Path) -> None:
    spawned = _json("sandbox", "spawn", *NS, cwd=project)["sandbox"]
    sid = spawned["id"]
    assert spawned["workspace_mode"] in ("overlay", "copy") and spawned["alive"]
    try:
        wrote = _json("sandbox", "exec", sid, "--", "sh", "-c",
                      "echo changed >> app/services.py && echo new > created.txt && rm tests/test_app.py", cwd=project)
        assert wrote["exit_code"] == 0, wrote
        seen = _json("sandbox", "exec", sid, "--", "sh", "-c",
                     "tail -n 1 app/services.py; cat created.txt; ls tests", cwd=project)
        assert seen["stdout"].split() == ["changed", "new", "__init__.py"]
        assert (project / "app" / "services.py").read_text() == sandbox_project.FILES["app/services.py"]
        assert not (project / "created.txt").exists() and (project / "tests" / "test_app.py").exists()
        assert git("status", "--porcelain", cwd=project) == ""
        outside = _json("sandbox", "exec", sid, "--", "sh", "-c", "touch /usr/x /etc/x; ls /home /run; echo $HOME",
                        cwd=project)
        assert "Read-only file system" in outside["stderr"] and "No such file" in outside["stderr"]
    finally:
        smp("sandbox", "destroy", sid, cwd=project)
    again = _run(project, "sh", "-c", "cat created.txt; tail -n 1 app/services.py")
    assert "No such file" in again["stderr"] and "changed" not in again["stdout"]
    assert not (project / ".git" / "smp" / "sandbox" / sid).exists()


def test_a_fork_bomb_and_a_memory_hog_are_stopped(project: Path) -> None:
    probe = _json("sandbox", "spawn", *NS, cwd=project)["sandbox"]
    smp("sandbox", "destroy", probe["id"], cwd=project)
    if "pids (cgroup)" not in probe["enforced"] and os.geteuid() == 0:
        pytest.skip(f"no pids cgroup for the sandbox and root is exempt from RLIMIT_NPROC: {probe['not_enforced']}")
    (project / "bomb.py").write_text(sandbox_project.FORK_BOMB)
    (project / "hog.py").write_text(sandbox_project.MEMORY_HOG)
    bomb = _run(project, sys.executable, "bomb.py", options=("--pids", "32", "--timeout", "20"))
    assert "fork refused after" in bomb["stdout"], bomb
    born = int(bomb["stdout"].split("after")[1].split()[0])
    assert born < 32 and bomb["leftovers"] >= 1                            # its children were killed at the end
    assert "pids" in bomb["limits_hit"] or "pids (cgroup)" not in probe["enforced"]
    hog = _run(project, sys.executable, "hog.py", options=("--memory", "64", "--timeout", "60"))
    assert hog["exit_code"] != 0 and "allocated" not in hog["stdout"], hog
    assert hog["_exit"] == (128 + signal.SIGKILL if hog["signal"] == signal.SIGKILL else hog["exit_code"])
    assert hog["signal"] == signal.SIGKILL or "MemoryError" in hog["stderr"]
    assert "memory" in hog["limits_hit"] or "memory (cgroup)" not in probe["enforced"]
    host = subprocess.run(["sh", "-c", "echo host still forks"], capture_output=True, text=True)
    assert host.stdout == "host still forks\n"
    assert not list((project / ".git" / "smp" / "sandbox").glob("sb-*"))


def test_a_command_that_runs_too_long_is_killed(project: Path) -> None:
    done = _run(project, "sh", "-c", "echo started; sleep 60 & wait", options=("--timeout", "2"))
    assert done["timed_out"] is True and done["signal"] == signal.SIGKILL and done["exit_code"] is None
    assert done["_exit"] == 124                                             # as timeout(1)
    assert done["stdout"] == "started\n" and "ran out of time" in done["message"]
    assert done["leftovers"] >= 1                                           # the backgrounded sleep too


def test_trace_adds_the_edges_static_analysis_misses(project: Path) -> None:
    static = _json("neighbors", "make_mailer", cwd=project)
    assert static["neighbors"] == [] and static["runtime"] == []
    report = _json("sandbox", "run", *NS, "--trace", "--", sys.executable, "-m", "pytest", "-q",
                   "-p", "no:cacheprovider", cwd=project)["trace"]
    found = sandbox_project.edges(report)
    assert found[sandbox_project.DI_EDGE]["count"] == 2 and found[sandbox_project.DI_EDGE]["static"] == "new"
    assert found[sandbox_project.GETATTR_EDGE]["count"] == 1 and found[sandbox_project.GETATTR_EDGE]["static"] == "new"
    confirmed = ("tests/test_app.py::test_notify()", "app/services.py::notify()")
    assert found[confirmed]["static"] == "confirmed" and found[confirmed]["count"] == 2
    assert report["run"] and report["snapshot"] and not report["worktree"]
    tip = git("rev-parse", "refs/smp/runtime", cwd=project).strip()
    again = smp("sandbox", "run", *NS, "--trace", "--", sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                cwd=project).stdout                                         # as a user types it
    assert "2 passed" in again and f"stored as run {report['run']}" in again   # same trace: same record, same id
    assert git("rev-parse", "refs/smp/runtime", cwd=project).strip() == tip  # and no new commit

    callers = _json("neighbors", "make_mailer", cwd=project)
    assert callers["neighbors"] == []                                       # the static graph is unchanged
    (runtime,) = callers["runtime"]
    assert runtime["id"] == sandbox_project.DI_EDGE[0] and runtime["static"] == "new"
    assert runtime["count"] == 2 and callers["runtime_runs"] == 1          # three identical runs: one record
    assert "CALLS_RUNTIME" in smp("neighbors", "make_mailer", cwd=project).stdout
    path = _json("path", "test_dispatch", "greet", cwd=project, check=False)
    assert path["paths"] == [] and path["status"] == "ok"
    assert [h["kind"] for h in path["runtime_paths"][0]] == ["CALLS", "CALLS_RUNTIME", "CALLS"]
    impact = _json("impact", "make_mailer", cwd=project)
    assert impact["affected"] == []
    assert {a["symbol"]["id"] for a in impact["runtime_affected"]} >= {sandbox_project.DI_EDGE[0],
                                                                         "app/services.py::notify()"}


def test_a_killed_owner_leaves_nothing_gc_cannot_remove(project: Path) -> None:
    base = project / ".git" / "smp" / "sandbox"
    runner = subprocess.Popen(["git", "smp", "sandbox", "run", *NS, "--", "sleep", "60"], cwd=project,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    record = _wait_for_record(base)
    keeper = record["keeper"]["pid"]
    os.kill(record["owner"]["pid"], signal.SIGKILL)                      # the git-smp process running it
    runner.wait()
    _wait_until(lambda: not _alive(keeper))                                # the namespaces die with their owner
    assert list(base.glob("sb-*"))                                          # the folder is left for gc
    done = _json("sandbox", "gc", cwd=project)
    assert any(record["id"] in line for line in done["removed"]) and not list(base.glob("sb-*"))
    cgroups = [c.split("=", 1)[1] for c in record["cgroups"]]
    assert not any(os.path.exists(c) for c in cgroups)


def test_a_spawned_sandbox_ends_with_its_agent_or_its_supervisor(project: Path) -> None:
    base = project / ".git" / "smp" / "sandbox"
    agent = subprocess.Popen(["sleep", "120"])
    spawned = _json("sandbox", "spawn", *NS, cwd=project, env={"SMP_AGENT_PID": str(agent.pid)})["sandbox"]
    assert spawned["owner_pid"] == agent.pid
    record = json.loads((base / spawned["id"] / "state.json").read_text())
    agent.kill()
    agent.wait()
    _wait_until(lambda: not (base / spawned["id"]).exists())                # the supervisor ended it
    assert not _alive(record["keeper"]["pid"])

    second = _json("sandbox", "spawn", *NS, cwd=project)["sandbox"]
    record = json.loads((base / second["id"] / "state.json").read_text())
    seconds = str(7000 + os.getpid() % 1000)            # a command line no other test run on this machine has
    client = subprocess.Popen(["git", "smp", "sandbox", "exec", second["id"], "--", "sleep", seconds], cwd=project,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    inside = f"sleep\x00{seconds}\x00".encode()      # the sandboxed command itself, not a client naming it
    exec_client = f"git-smp\x00sandbox\x00exec\x00{second['id']}".encode()
    _wait_until(lambda: _exactly_running(inside) and _running(exec_client.decode()))
    os.kill(next(pid for pid in _pids() if exec_client in _cmdline(pid)), signal.SIGKILL)
    client.wait()
    _wait_until(lambda: not _exactly_running(inside))                       # a killed client's command dies too
    os.kill(record["supervisor"]["pid"], signal.SIGKILL)
    _wait_until(lambda: not _alive(record["keeper"]["pid"]))
    gone = _json("sandbox", "exec", second["id"], "--", "true", cwd=project, check=False)
    assert gone["_exit"] == 2 and "not running" in gone["message"]
    listed = _json("sandbox", "status", cwd=project)
    assert [s["alive"] for s in listed["sandboxes"]] == [False]
    assert {r["name"]: r["available"] for r in listed["runtimes"]}["namespaces"] is True
    assert any(second["id"] in line for line in _json("sandbox", "gc", cwd=project)["removed"])
    assert _json("sandbox", "gc", cwd=project)["removed"] == []


def test_bad_input_is_a_usage_error(project: Path) -> None:
    cases = [
        ("sandbox", "exec", "sb-nothex", "--", "true"),
        ("sandbox", "run", *NS),
        ("sandbox", "run", *NS, "--workspace", "does/not/exist", "--", "true"),
        ("sandbox", "run", *NS, "--env", "NOT AN ASSIGNMENT", "--", "true"),
        ("sandbox", "run", *NS, "--cwd", "../outside", "--", "true"),
        ("sandbox", "run", *NS, "--memory", "1", "--", "true"),
        ("sandbox", "run", "--runtime", "namespaces", "--image", "x:y", "--", "true"),
    ]
    for args in cases:
        proc = smp(*args, cwd=project, check=False)
        assert proc.returncode == 2 and "Traceback" not in proc.stderr, (args, proc.stderr)
    missing = smp("sandbox", "destroy", "sb-000000000000", cwd=project, check=False)
    assert missing.returncode == 1 and "no sandbox" in missing.stderr
    nothing = _run(project, "no-such-program-here")
    assert nothing["exit_code"] == 127 == nothing["_exit"] and "cannot run" in nothing["stderr"]


def _pids() -> list[int]:
    return [int(p) for p in os.listdir("/proc") if p.isdigit()]


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def _running(argv: str) -> bool:
    return any(argv.encode() in _cmdline(pid) for pid in _pids())


def _exactly_running(cmdline: bytes) -> bool:
    return any(_cmdline(pid) == cmdline for pid in _pids())


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def _wait_until(condition: Any, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "gave up waiting"
        time.sleep(0.05)


def _wait_for_record(base: Path) -> dict[str, Any]:
    found: dict[str, Any] = {}

    def ready() -> bool:
        for path in base.glob("sb-*/state.json"):
            data = json.loads(path.read_text())
            if data.get("keeper"):
                found.update(data)
                return True
        return False

    _wait_until(ready)
    return found


def test_over_mcp_and_json_rpc_and_refused_by_a_read_only_server(project: Path) -> None:
    from smriti_git.surfaces.dispatch import Dispatcher
    from smriti_git.surfaces.rpc import Rpc

    server = Dispatcher(project)
    assert len(server.surface.tools) <= 30 and server.surface.get("sandbox") is not None
    ran = server.call_tool("sandbox", {"action": "run", "runtime": "namespaces",
                                       "command": [sys.executable, "-c", "print(6 * 7)"]})
    assert ran.payload["status"] == "ok" and ran.payload["stdout"] == "42\n"
    request = {"jsonrpc": "2.0", "id": 1, "method": "smp/sandbox/run",
               "params": {"runtime": "namespaces", "command": [sys.executable, "-c", "print(7 * 6)"]}}
    answer = Rpc(server).handle(json.dumps(request).encode())
    assert answer is not None and json.loads(answer)["result"]["stdout"] == "42\n"
    read_only = Dispatcher(project, read_only=True)
    for action in ("run", "spawn", "exec", "destroy", "gc"):
        arguments: dict[str, Any] = {"action": action}
        arguments.update({"run": {"command": ["true"]}, "exec": {"id": "sb-000000000000", "command": ["true"]},
                          "destroy": {"id": "sb-000000000000"}}.get(action, {}))
        refused = read_only.call_tool("sandbox", arguments)
        assert refused.is_error and "read-only" in refused.payload["message"], (action, refused.payload)
    assert read_only.call_tool("sandbox", {"action": "status"}).payload["status"] == "ok"


def test_handoff_carries_the_runtime_edges_of_the_session(project: Path) -> None:
    opened = _json("session", "open", "--agent", "tester", "--task", "tidy the mailer", "--scope", "app", cwd=project)
    sid = opened["session"]["id"]
    services = project / "app" / "services.py"
    services.write_text(services.read_text().replace("    return Mailer()", "    mailer = Mailer()\n    return mailer"))
    before = _json("handoff", "pr", "--session", sid, cwd=project)
    assert before["runtime_edges"] is None and "sandbox run --trace" in before["runtime_note"]
    _json("sandbox", "run", *NS, "--trace", "--", sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
          cwd=project)
    after = _json("handoff", "pr", "--session", sid, cwd=project)
    assert {"src": sandbox_project.DI_EDGE[0], "dst": sandbox_project.DI_EDGE[1], "count": 2, "runs": 1,
            "static": "new"} in after["runtime_edges"]
    assert "1 traced run" in after["runtime_note"]


def test_a_trace_in_an_uninitialised_repository_is_refused_before_the_command_runs(make_repo: MakeRepo) -> None:
    repo = make_repo("bare-proj", files=sandbox_project.FILES)
    proc = smp("sandbox", "run", *NS, "--trace", "--", "sh", "-c", "echo ran > ran.txt", cwd=repo, check=False)
    assert proc.returncode != 0 and "git smp init" in proc.stderr, proc.stderr
    assert "exit 0" not in proc.stdout                                   # no command result: it never ran
    assert "no sandboxes" in smp("sandbox", "status", cwd=repo).stdout     # the spawned one was destroyed
