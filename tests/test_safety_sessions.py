"""Sessions, guards and locks between agents in separate processes (``tests/safety_agent.py``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from smriti_git.services.safety import agents, sessions
from smriti_git.storage.repo import Repo

from .helpers import MakeIndexedRepo, git, smp

AGENT = str(Path(__file__).with_name("safety_agent.py"))
FILES = {
    "pkg/__init__.py": "",
    "pkg/a.py": "def price(x):\n    return x * 2\n\n\ndef total(items):\n    return sum(price(i) for i in items)\n",
    "pkg/b.py": "from pkg.a import price\n\n\ndef shipping(x):\n    return price(x) + 1\n",
    "lib/c.py": "def helper():\n    return 1\n",
    "tests/test_a.py": "from pkg.a import total\n\n\ndef test_total():\n    assert total([1]) == 2\n",
}


class Agent:
    """One agent process, driven over its stdin."""

    def __init__(self, repo: Path) -> None:
        self.proc = subprocess.Popen([sys.executable, AGENT, "serve", str(repo)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)

    def __call__(self, op: str, **args: Any) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps({"op": op, "args": args}) + "\n")
        self.proc.stdin.flush()
        answer: dict[str, Any] = json.loads(self.proc.stdout.readline())
        return answer

    def open(self, agent: str, scope: list[str], mode: str = "write", ttl: int = 3600) -> str:
        opened = self("session.open", agent=agent, task=f"{agent}'s task", scope=scope, mode=mode, ttl=ttl)
        assert opened["status"] == "ok", opened
        return str(opened["session"]["id"])

    def kill(self) -> None:
        self.proc.kill()
        self.proc.wait(timeout=30)

    def stop(self) -> None:
        if self.proc.poll() is None:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
            self.proc.wait(timeout=30)


@pytest.fixture
def shop(make_indexed_repo: MakeIndexedRepo) -> Path:
    return make_indexed_repo("shop", files=FILES)


@pytest.fixture
def two(shop: Path) -> Iterator[tuple[Agent, Agent]]:
    pair = (Agent(shop), Agent(shop))
    yield pair
    for agent in pair:
        agent.stop()


def _reasons(guard: dict[str, Any]) -> set[str]:
    return {f"{r['code']}:{r['severity']}" for t in guard["targets"] for r in t["reasons"]}


def test_overlapping_write_scopes_block_the_later_writer(shop: Path, two: tuple[Agent, Agent]) -> None:
    alice, bob = two
    first = alice.open("alice", ["pkg"])
    opened = bob("session.open", agent="bob", task="bob's task", scope=["pkg/a.py"], mode="write")
    assert [o["id"] for o in opened["overlaps"]] == [first] and "overlaps" in opened["message"]
    second = opened["session"]["id"]
    blocked = bob("guard.check", target=["price"], session=second)
    assert blocked["status"] == "conflict" and blocked["verdict"] == "blocked"
    assert "overlap:blocked" in _reasons(blocked)
    assert any(first in a for a in blocked["recommended"])
    warned = alice("guard.check", target=["pkg/a.py::price()"], session=first)
    assert warned["status"] == "ok" and warned["verdict"] == "warning"
    assert "overlap:warning" in _reasons(warned) and "overlap:blocked" not in _reasons(warned)
    assert warned["targets"][0]["tests"] == ["tests/test_a.py::test_total()"]
    # A reader is never blocked by writers (multi-version reads): it is told to pin its base.
    carol = Agent(shop)
    try:
        reader = carol.open("carol", ["pkg"], mode="read")
        read = carol("guard.check", target=["pkg/a.py"], session=reader)
        assert read["verdict"] == "warning" and "rev=" in " ".join(read["recommended"])
    finally:
        carol.stop()
    # Outside every other scope, with tests: clear.
    assert alice("session.close", session=first)["status"] == "ok"
    clear = bob("guard.check", target=["pkg/a.py::total()"], session=second)
    assert clear["verdict"] == "clear", clear
    assert bob("session.close", session=second)["status"] == "ok"


def test_a_stale_base_is_a_conflict_at_close(shop: Path, two: tuple[Agent, Agent]) -> None:
    alice, bob = two
    mine = alice.open("alice", ["pkg/a.py"])
    reader = alice.open("alice", ["pkg"], mode="read")
    # Another agent changes the scope: a commit, and a recorded write of its own session.
    (shop / "pkg" / "a.py").write_text(FILES["pkg/a.py"] + "\n# tweaked\n")
    git("commit", "-qam", "tweak price", cwd=shop)
    theirs = bob.open("bob", ["pkg/b.py"])
    (shop / "pkg" / "b.py").write_text(FILES["pkg/b.py"] + "\n# bob\n")
    assert bob("update", file="pkg/b.py", session=theirs)["status"] == "ok"
    # Its own commits (trailer Smp-Session) are not a conflict.
    (shop / "lib" / "c.py").write_text("def helper():\n    return 2\n")
    own = alice.open("alice", ["lib"])
    git("commit", "-q", "-m", f"helper\n\nSmp-Session: {own}", "lib/c.py", cwd=shop)

    closed = alice("session.close", session=mine)
    assert closed["status"] == "conflict" and closed["conflict"] is True
    assert [(m["path"], m["by"], m["summary"]) for m in closed["moved"]] == [("pkg/a.py", "commit", "tweak price")]
    informed = alice("session.close", session=reader)
    assert informed["status"] == "ok" and informed["conflict"] is False
    assert {(m["path"], m["by"]) for m in informed["moved"]} == {("pkg/a.py", "commit"), ("pkg/b.py", "session")}
    assert alice("session.close", session=own)["moved"] == []
    again = alice("session.close", session=mine)
    assert again["status"] == "invalid_argument" and "already closed" in again["message"]


def test_committing_what_the_session_wrote_is_not_a_conflict(shop: Path, two: tuple[Agent, Agent]) -> None:
    alice, _ = two
    mine = alice.open("alice", ["pkg"])
    (shop / "pkg" / "a.py").write_text(FILES["pkg/a.py"] + "\n# alice\n")
    (shop / "pkg" / "b.py").unlink()
    assert alice("batch-update", file=["pkg/a.py", "pkg/b.py"], session=mine)["status"] == "ok"
    # The agent commits exactly what it recorded, with no trailer: its own doing.
    git("commit", "-qam", "alice's change", cwd=shop)
    assert alice("session.close", session=mine)["moved"] == []
    # Bytes the session never recorded are somebody else's, in the same commit or not.
    again = alice.open("alice", ["pkg"])
    (shop / "pkg" / "a.py").write_text(FILES["pkg/a.py"] + "\n# alice, then someone\n")
    git("commit", "-qam", "someone's change", cwd=shop)
    closed = alice("session.close", session=again)
    assert closed["status"] == "conflict"
    assert [(m["path"], m["summary"]) for m in closed["moved"]] == [("pkg/a.py", "someone's change")]


def test_a_lock_expires_when_its_holder_is_killed(shop: Path, two: tuple[Agent, Agent]) -> None:
    alice, bob = two
    first = alice.open("alice", ["pkg"])
    assert alice("lock", target=["pkg/a.py::price()"], session=first, ttl=3600)["status"] == "ok"
    second = bob.open("bob", ["lib"])
    refused = bob("lock", target=["pkg/a.py"], session=second)
    assert refused["status"] == "conflict" and refused["held_by_others"][0]["session"] == first
    guard = bob("guard.check", target=["pkg/a.py::price()"], session=second)
    assert "lock:blocked" in _reasons(guard)
    carol = Agent(shop)
    third = carol.open("carol", ["pkg"])
    alice.kill()                                          # the holder crashes: kill -9
    got = bob("lock", target=["pkg/a.py"], session=second, ttl=5)
    assert got["status"] == "ok", got
    until = datetime.fromisoformat(got["acquired"][0]["expires_at"]).timestamp()
    try:                          # a lock also ends at its expiry, whoever holds it (checked below)
        assert carol("lock", target=["pkg/a.py::total()"], session=third)["status"] == "conflict"
    except BaseException:
        carol.stop()
        raise
    listed = json.loads(smp("session", "list", "--all", "--json", cwd=shop).stdout)
    assert {s["id"]: s["status"] for s in listed["sessions"]}[first] == "expired"
    log = json.loads(smp("audit", "log", "--type", "session.expired", "--json", cwd=shop).stdout)["events"]
    assert [(e["session"], e["data"]["released"]) for e in log] == [(first, ["pkg/a.py::price()"])]
    assert "has exited" in log[0]["data"]["reason"]
    try:
        time.sleep(max(0.0, until - time.time()) + 0.2)
        assert carol("lock", target=["pkg/a.py::total()"], session=third)["status"] == "ok"
        assert carol("unlock", session=third)["released"] == ["pkg/a.py::total()"]
    finally:
        carol.stop()
    lapsed = json.loads(smp("audit", "log", "--type", "lock.expired", "--json", cwd=shop).stdout)["events"]
    assert [e["data"]["target"] for e in lapsed] == ["pkg/a.py"]


def test_a_session_expires_without_heartbeat(shop: Path) -> None:
    repo = Repo.discover(shop)
    me = agents.process(agents.agent_pid())
    session, _ = sessions.open_session(repo, "dozy", "nap", ["pkg"], "write", 0.3, me)
    assert sessions.active(repo, session.id).status == "active"       # renews the heartbeat
    time.sleep(0.5)
    assert sessions.get(repo, session.id).status == "expired"
    closed = sessions.close(repo, session.id, "aborted")               # an expired session can still close
    assert closed.was_expired and closed.session.status == "aborted"


def test_holders(shop: Path) -> None:
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        holder = agents.process(child.pid)
        assert agents.alive(holder) is True
        assert agents.alive(agents.Holder(child.pid, "1", holder.host)) is False     # a recycled pid
        assert agents.alive(agents.Holder(child.pid, holder.start, "elsewhere")) is None
        child.kill()
        deadline = time.monotonic() + 10
        while agents.alive(holder) and time.monotonic() < deadline:   # the signal takes a moment
            time.sleep(0.01)
        assert agents.alive(holder) is False              # a zombie (not reaped yet) is dead
    finally:
        child.wait()
    # git smp finds the agent above git, git-smp and shells: here, this test process.
    opened = subprocess.run(["sh", "-c", "git smp session open --agent t --task x --json"], cwd=shop,
                            capture_output=True, text=True, check=True)
    assert json.loads(opened.stdout)["session"]["pid"] == os.getpid()


def test_bad_input_is_one_line_and_exit_two(shop: Path) -> None:
    cases = [
        ("session", "open", "--agent", "no spaces", "--task", "x"),
        ("session", "open", "--agent", "a", "--task", "x", "--scope", "../out"),
        ("session", "open", "--agent", "a", "--task", "x", "--scope", ".git/config"),
        ("session", "close", "nope"),
        ("guard", "check", "x", "--session", "s-123"),
        ("lock", "a.py", "--session", "s-000000000000", "--ttl", "0"),
        ("audit", "log", "--since", "yesterday"),
    ]
    for args in cases:
        proc = smp(*args, cwd=shop, check=False)
        assert proc.returncode == 2, (args, proc.stdout, proc.stderr)
        lines = proc.stderr.strip().splitlines()     # click's usage errors end in their one "Error:" line
        assert len(lines) == 1 or lines[-1].startswith("Error: "), (args, proc.stderr)
    missing = smp("guard", "check", "x", "--session", "s-000000000000", cwd=shop, check=False)
    assert missing.returncode == 1 and "no session" in missing.stderr
