"""Exchange when something goes wrong, with real git, real servers and real processes: what a
server's client may reach, a push killed after the remote took it, imports and pulls
killed mid-way, a pull that accepts nothing, an export file that is not there."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from .helpers import git
from .test_exchange import Agent, _agent, _engram, hub
from .test_mcp import _http_server, _rpc

__all__ = ["hub"]     # the fixture, shared with test_exchange.py


def _call(base: str, method: str, **params: str) -> dict[str, Any]:
    answer: dict[str, Any] = _rpc(base, {"jsonrpc": "2.0", "id": 1, "method": method, "params": params}).json()
    return answer


def _incoming(agent: Agent) -> list[Path]:
    folder = agent.path / ".git" / "smp" / "incoming"
    return sorted(folder.iterdir()) if folder.exists() else []


# -- item: what a server's client may reach ---------------------------------------------------------------


def test_read_only_server_refuses_sync_before_looking(hub: Path, tmp_path: Path) -> None:
    a = _agent(tmp_path, "agent-a", hub)
    a.smp("index")
    with _http_server(a.path, "--read-only") as (base, _):
        answers = [_call(base, "smp/sync", against=target)["error"]
                   for target in ("/etc/passwd", "/no/such/place.smpx", str(hub), "origin")]
    assert {e["data"]["status"] for e in answers} == {"unsupported"}
    assert len({e["message"] for e in answers}) == 1, "the answer must not depend on what the path is"
    assert "read-only" in answers[0]["message"]
    assert _incoming(a) == [], "a read-only server fetched"


SOURCES = {"smp/sync": "against", "smp/push": "remote", "smp/pull": "remote", "smp/memory/sync": "remote"}


def test_server_clients_reach_only_configured_remotes(hub: Path, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    a = _agent(tmp_path, "agent-a", hub)
    a.smp("index")
    _engram(a, "reached through the configured remote only")
    other = tmp_path / "other.git"
    git("init", "-q", "--bare", str(other), cwd=tmp_path)
    a.smp("export", "-o", str(tmp_path / "a.smpx"))
    monkeypatch.setenv("SMP_KEY_DIR", a.env["SMP_KEY_DIR"])
    before = git("for-each-ref", cwd=hub)
    pwned = tmp_path / "pwned"
    with _http_server(a.path, "--user", a.name) as (base, _):
        for method, param in SOURCES.items():
            for target in ("/etc/passwd", "/no/such/place", str(tmp_path / "a.smpx"), str(other),
                           f"file://{other}", "https://example.invalid/x.git", f"--upload-pack=touch {pwned};:"):
                error = _call(base, method, **{param: target})["error"]
                assert error["data"]["status"] == "invalid_argument", (method, target, error)
                assert "not a configured git remote" in error["message"], (method, target, error)
        assert git("for-each-ref", cwd=hub) == before and git("for-each-ref", cwd=other) == ""
        assert _incoming(a) == [] and not pwned.exists()
        synced = _call(base, "smp/sync", against="origin")["result"]
        assert synced["status"] == "ok" and synced["refs"][0]["theirs"] is None
        pushed = _call(base, "smp/push", remote="origin")["result"]
        assert set(pushed["refs"]) == {"refs/smp/index/main", "refs/smp/memory/agent-a/main"}
        by_url = _call(base, "smp/pull", remote=str(hub))["result"]      # origin's exact URL: origin itself
        assert by_url["remote"] == "origin" and by_url["status"] == "ok"
        assert _call(base, "smp/memory/sync", remote="origin")["result"]["status"] == "ok"
    assert git("rev-parse", "refs/smp/memory/agent-a/main", cwd=hub) == git(
        "rev-parse", "refs/smp/memory/agent-a/main", cwd=a.path)
    # The operator's command line still takes paths and files.
    assert a.json("sync", "--against", str(tmp_path / "a.smpx"))["status"] == "ok"
    assert a.json("pull", str(other))["status"] == "ok"


# -- item: a push killed after the remote took it ------------------------------------------------------------


def _tracking(agent: Agent, name: str) -> str:
    (ref,) = [line.split()[-1] for line in agent.refs("refs/smp/remotes/").splitlines() if line.endswith(name)]
    return ref


def test_push_killed_before_remembering_what_it_sent(hub: Path, tmp_path: Path) -> None:
    a = _agent(tmp_path, "agent-a", hub)
    _engram(a, "first fact")
    a.smp("push", str(hub))
    ref = _tracking(a, "/memory/agent-a/main")
    first = git("rev-parse", ref, cwd=a.path).strip()
    _engram(a, "second fact")
    a.smp("push", str(hub))
    # The kill: the remote took the second push, the tracking ref still says the first.
    git("update-ref", ref, first, cwd=a.path)
    _engram(a, "third fact")                       # new work on top of what the remote took
    assert a.json("push", str(hub))["refs"] == {"refs/smp/memory/agent-a/main": git(
        "rev-parse", "refs/smp/memory/agent-a/main", cwd=a.path).strip()}
    git("update-ref", "-d", ref, cwd=a.path)       # a first push killed the same way
    _engram(a, "fourth fact")
    a.smp("push", str(hub))
    assert git("rev-parse", "refs/smp/memory/agent-a/main", cwd=hub) == git(
        "rev-parse", "refs/smp/memory/agent-a/main", cwd=a.path)


def test_push_still_refuses_a_foreign_update(hub: Path, tmp_path: Path) -> None:
    a = _agent(tmp_path, "agent-a", hub)
    _engram(a, "first fact")
    a.smp("push", str(hub))
    tip = git("rev-parse", "refs/smp/memory/agent-a/main", cwd=hub).strip()
    tree = git("rev-parse", f"{tip}^{{tree}}", cwd=hub).strip()
    foreign = git("commit-tree", tree, "-p", tip, "-m", "someone else", cwd=hub).strip()
    git("update-ref", "refs/smp/memory/agent-a/main", foreign, cwd=hub)
    _engram(a, "second fact")
    refused = a.smp("push", str(hub), check=False)
    assert refused.returncode == 2 and "pull and merge first" in refused.stderr
    assert git("rev-parse", "refs/smp/memory/agent-a/main", cwd=hub).strip() == foreign
    ref = _tracking(a, "/memory/agent-a/main")
    assert git("rev-parse", ref, cwd=a.path).strip() == tip, "a foreign commit was taken for ours"


# -- item: a pull that accepts nothing, an export file that is not there -------------------------------------


def test_pull_that_accepts_nothing_fails(hub: Path, tmp_path: Path) -> None:
    a = _agent(tmp_path, "agent-a", hub)
    b = _agent(tmp_path, "agent-b", hub)
    _engram(a, "a fact b does not trust yet")
    a.smp("push", str(hub))
    refused = b.smp("pull", str(hub), check=False)
    assert refused.returncode == 2, refused
    assert "nothing accepted" in refused.stdout and "does not trust" in refused.stdout
    assert json.loads(b.smp("pull", str(hub), "--json", check=False).stdout)["status"] == "error"
    b.trust(a)
    assert b.smp("pull", str(hub)).returncode == 0


def test_missing_files_and_paths_are_named(hub: Path, tmp_path: Path) -> None:
    a = _agent(tmp_path, "agent-a", hub)
    a.smp("index")
    missing = str(tmp_path / "missing.smpx")
    for args in (("sync", "--against", missing), ("pull", missing), ("push", missing)):
        done = a.smp(*args, check=False)
        assert done.returncode == 1 and f"no such file: {missing}" in done.stderr, done.stderr
    pwned = tmp_path / "pwned"
    for args in (("sync", f"--against=--upload-pack=touch {pwned};:"), ("pull", "--", f"--upload-pack=touch {pwned};:"),
                 ("push", "--", f"--receive-pack=touch {pwned};:")):
        done = a.smp(*args, check=False)        # git would take it for an option, and run the command
        assert done.returncode == 2 and "starts with '-'" in done.stderr, done.stderr
    assert not pwned.exists()
    wrong = a.smp("pull", "file:///nowhere/at/all.git", check=False)
    assert wrong.returncode == 2 and "and the repository exists" not in wrong.stderr
    assert "does not appear to be a git repository" in wrong.stderr, wrong.stderr


# -- item: folders that killed imports and pulls leave ----------------------------------------------------------


def _status(agent: Agent) -> dict[str, Any]:
    return agent.json("status")


def test_killed_pull_and_import_leave_folders_that_gc_removes(hub: Path, tmp_path: Path) -> None:
    a = _agent(tmp_path, "agent-a", hub)
    env = {**os.environ, **a.env, "GIT_SSH_COMMAND": "sleep 600;:"}     # the fetch hangs on its transport
    pull = subprocess.Popen(["git", "smp", "pull", "ssh://example.invalid/hub.git"], cwd=a.path, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while not any((p / "owner.json").exists() for p in _incoming(a)):
            assert pull.poll() is None and time.monotonic() < deadline, "the pull never started fetching"
            time.sleep(0.1)
        (folder,) = _incoming(a)
        assert folder.name.startswith("fetch-")
        kept = a.json("gc")                                   # its owner is alive: it stays
        assert kept["removed"] == [] and kept["in_use"] == 1 and folder.exists()
        assert _status(a)["leftovers"]["folders"] == []
    finally:
        os.killpg(pull.pid, signal.SIGKILL)
        pull.wait(timeout=30)
    # An import killed inside its quarantine, made by the real code in a process that then dies.
    script = ("import os, sys\nfrom smriti_git.services.exchange import Quarantine\n"
              "from smriti_git.storage.repo import Repo\n"
              "q = Quarantine(Repo.discover(sys.argv[1]))\n(q.folder / 'pack' / 'x.pack').write_bytes(b'P' * 4096)\n"
              "os._exit(9)\n")
    assert subprocess.run([sys.executable, "-c", script, str(a.path)], env=env).returncode == 9
    status = _status(a)
    left = status["leftovers"]
    assert sorted(Path(f["path"]).name[:2] for f in left["folders"]) == ["fe", "q-"]
    assert left["bytes"] >= 4096 and left["in_use"] == 0
    assert any("git smp gc removes them" in d for d in status["diagnostics"])
    assert "2 folders of received objects" in a.smp("status").stdout
    removed = a.json("gc")
    assert len(removed["removed"]) == 2 and removed["bytes"] == left["bytes"]
    assert _incoming(a) == [] and _status(a)["leftovers"]["folders"] == []
