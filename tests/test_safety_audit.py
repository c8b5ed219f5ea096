"""The audit log: every acknowledged event survives a kill -9 of its writer; filters work."""

from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from smriti_git.services.safety import events
from smriti_git.storage.repo import Repo

from .helpers import MakeIndexedRepo, MakeRepo, fsck, smp

AGENT = str(Path(__file__).with_name("safety_agent.py"))


def test_acknowledged_events_survive_kill_minus_nine(make_indexed_repo: MakeIndexedRepo) -> None:
    path = make_indexed_repo("audit", files={"m.py": "def f():\n    return 1\n"})
    rng = random.Random(16)
    acked: set[str] = set()
    for round_ in range(6):
        proc = subprocess.Popen([sys.executable, AGENT, "events", str(path), f"writer{round_ % 2}"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        wanted = rng.randint(1, 12)
        for _ in range(wanted):
            line = proc.stdout.readline()
            assert line.startswith("ack "), (line, proc.stderr.read() if proc.poll() is not None else "")
            acked.add(line.split()[1])
        time.sleep(rng.uniform(0, 0.05))                 # somewhere inside the next event's write
        proc.send_signal(signal.SIGKILL)
        rest, _ = proc.communicate(timeout=30)
        acked |= {line.split()[1] for line in rest.splitlines() if line.startswith("ack ")}
        stored = {e.id for e in events.read(Repo.discover(path))}
        missing = acked - stored
        assert not missing, f"round {round_}: acknowledged events lost: {sorted(missing)[:5]}"
        fsck(path)
    assert len(acked) >= 6
    # The killed writers' sessions expire, and that is logged too.
    listed = json.loads(smp("session", "list", "--json", cwd=path).stdout)
    assert listed["sessions"] == []
    expired = json.loads(smp("audit", "log", "--type", "session.expired", "--json", cwd=path).stdout)
    assert expired["counts"]["total"] == 6


def test_filters(make_repo: MakeRepo) -> None:
    path = make_repo("filters", files={"m.py": "def f():\n    return 1\n"})
    smp("init", cwd=path)
    sessions = {}
    for agent in ("ann", "ben"):
        opened = smp("session", "open", "--agent", agent, "--task", "t", "--mode", "read", "--json", cwd=path)
        sessions[agent] = json.loads(opened.stdout)["session"]["id"]
    smp("guard", "check", "m.py", "--session", sessions["ann"], cwd=path)
    cut = json.loads(smp("audit", "log", "--json", cwd=path).stdout)["events"][-1]["time"]
    smp("session", "close", sessions["ben"], cwd=path)

    def log(*args: str) -> list[tuple[str, str]]:
        found = json.loads(smp("audit", "log", *args, "--json", cwd=path).stdout)["events"]
        return [(e["agent"], e["type"]) for e in found]

    assert log() == [("ann", "session.open"), ("ben", "session.open"), ("ann", "guard"), ("ben", "session.close")]
    assert log("--agent", "ben") == [("ben", "session.open"), ("ben", "session.close")]
    assert log("--type", "guard", "--type", "session.close") == [("ann", "guard"), ("ben", "session.close")]
    assert log("--since", cut) == [("ann", "guard"), ("ben", "session.close")]
    assert log("--session", sessions["ann"]) == [("ann", "session.open"), ("ann", "guard")]
    assert log("-n", "1") == [("ben", "session.close")]
    text = smp("audit", "log", cwd=path).stdout
    assert "guard" in text and sessions["ann"] in text
    assert smp("audit", "log", "--type", "nope", cwd=path, check=False).returncode == 2
