"""Agent processes for the safety tests (run as ``python safety_agent.py COMMAND REPO ...``).

Each process is one agent: the sessions it opens are held by its own pid, so killing it
is an agent crashing.  Operations run through the registry, in process, as a surface
would run them (``Operation.invoke``).

``serve REPO``: read one JSON command per line on stdin (``{"op": name, "args": {...}}``),
answer one JSON line each (the result, or ``{"status": ..., "message": ...}``).

``events REPO AGENT``: open a session, then append guard events for ever, printing
``ack <event id>`` (flushed) after each has been acknowledged.

``load REPO AGENT SECONDS SEED``: for SECONDS, open sessions on random overlapping
scopes, guard, lock, unlock and close them, printing ``ack <event type>`` after each
acknowledged operation, then ``done``.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from typing import Any

from smriti_git.errors import SmpError
from smriti_git.operations.registry import Context, load_all, to_jsonable

OPS = load_all()


def call(repo: str, name: str, **args: Any) -> dict[str, Any]:
    try:
        result = OPS[name].invoke(Context(start=repo, agent_pid=os.getpid()), **args)
    except SmpError as exc:
        return {"status": exc.status, "message": exc.message, **to_jsonable(exc.details)}
    answer: dict[str, Any] = to_jsonable(result)
    return answer


def serve(repo: str) -> None:
    for line in sys.stdin:
        if not line.strip():
            continue
        command = json.loads(line)
        print(json.dumps(call(repo, command["op"], **command.get("args", {}))), flush=True)


def events(repo: str, agent: str) -> None:
    opened = call(repo, "session.open", agent=agent, task="append events", scope=["m.py"], mode="read")
    session = opened["session"]["id"]
    while True:
        answer = call(repo, "guard.check", target=["m.py"], session=session)
        assert answer["status"] in ("ok", "conflict"), answer
        print(f"ack {answer['event']}", flush=True)


SCOPES = ["pkg", "pkg/a.py", "pkg/b.py", "lib", "lib/c.py", ""]
TARGETS = {"pkg": "pkg/a.py", "pkg/a.py": "pkg/a.py", "pkg/b.py": "pkg/b.py", "lib": "lib/c.py",
           "lib/c.py": "lib/c.py", "": "pkg/b.py"}


def _ack(kind: str) -> None:
    print(f"ack {kind}", flush=True)


def load(repo: str, agent: str, seconds: float, seed: int) -> None:
    rng = random.Random(seed)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        scope = rng.choice(SCOPES)
        mode = rng.choice(["write", "write", "read"])
        opened = call(repo, "session.open", agent=agent, task="load", scope=[scope], mode=mode, ttl=120)
        assert opened["status"] == "ok", opened
        _ack("session.open")
        session = opened["session"]["id"]
        guard = call(repo, "guard.check", target=[TARGETS[scope]], session=session)
        assert guard["status"] in ("ok", "conflict"), guard
        _ack("guard")
        if mode == "write" and guard["verdict"] != "blocked":
            locked = call(repo, "lock", target=[TARGETS[scope]], session=session, ttl=60)
            assert locked["status"] in ("ok", "conflict"), locked
            if locked["status"] == "ok":
                _ack("lock")
                if rng.random() < 0.5:
                    assert call(repo, "unlock", session=session)["status"] == "ok"
                    _ack("unlock")
        closed = call(repo, "session.close", session=session, status=rng.choice(["completed", "aborted"]))
        assert closed["status"] in ("ok", "conflict"), closed
        _ack("session.close")
    print("done", flush=True)


if __name__ == "__main__":
    command, repo_path, *rest = sys.argv[1:]
    if command == "serve":
        serve(repo_path)
    elif command == "events":
        events(repo_path, rest[0])
    else:
        assert command == "load"
        load(repo_path, rest[0], float(rest[1]), int(rest[2]))
