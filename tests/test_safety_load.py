"""Eight agent processes open, guard, lock and close sessions on overlapping scopes for 30 s:
no lost event, no deadlock, and no session or lock left behind once the holders are gone."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

from smriti_git.services.safety import events
from smriti_git.storage.repo import Repo

from .helpers import MakeIndexedRepo, fsck, smp

AGENT = str(Path(__file__).with_name("safety_agent.py"))
SECONDS = 30
FILES = {
    "pkg/__init__.py": "",
    "pkg/a.py": "def price(x):\n    return x * 2\n",
    "pkg/b.py": "from pkg.a import price\n\n\ndef shipping(x):\n    return price(x) + 1\n",
    "lib/c.py": "def helper():\n    return 1\n",
}


def test_eight_agents_for_thirty_seconds(make_indexed_repo: MakeIndexedRepo) -> None:
    path = make_indexed_repo("load", files=FILES)
    procs = {f"agent{i}": subprocess.Popen([sys.executable, AGENT, "load", str(path), f"agent{i}", str(SECONDS),
                                            str(i)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for i in range(8)}
    time.sleep(SECONDS / 2)
    for name in ("agent6", "agent7"):                       # two agents crash half-way
        procs[name].send_signal(signal.SIGKILL)
    acked: dict[str, Counter[str]] = {}
    for name, proc in procs.items():
        out, err = proc.communicate(timeout=SECONDS + 240)  # no deadlock: everyone finishes
        lines = out.splitlines()
        if name in ("agent6", "agent7"):
            assert proc.returncode == -signal.SIGKILL
        else:
            assert proc.returncode == 0 and lines[-1] == "done", err[-2000:]
        acked[name] = Counter(line.split()[1] for line in lines if line.startswith("ack "))
        assert acked[name]["session.open"] >= 1, (name, err[-2000:])

    # Nothing is left behind: the killed agents' sessions expired, their locks with them.
    listed = json.loads(smp("session", "list", "--json", cwd=path).stdout)
    assert listed["sessions"] == [] and listed["locks"] == []
    logged = events.read(Repo.discover(path))
    for name, counts in acked.items():
        mine = Counter(e.type for e in logged if e.agent == name)
        for kind, count in counts.items():
            if name in ("agent6", "agent7"):    # killed: at most the one event in flight more
                assert count <= mine[kind] <= count + 1, (name, kind, count, mine[kind])
            else:
                assert mine[kind] == count, (name, kind, count, mine[kind])
    expired = {e.agent for e in logged if e.type == "session.expired"}
    assert expired <= {"agent6", "agent7"}
    opened = sum(c["session.open"] for c in acked.values())
    assert opened >= 16, f"only {opened} sessions in {SECONDS}s"
    fsck(path)
