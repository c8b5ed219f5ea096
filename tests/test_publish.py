"""``git smp publish`` and ``smp.autoPull`` end to end: a bare hub served by git's smart HTTP
(``git http-backend`` behind lighttpd, a real web server from Debian), a "CI" clone that
publishes signed snapshots with a key it holds only in an environment variable, and agent
clones that pull and answer from the published snapshot without indexing, one of them after
a force-push; failures in one line; memory and the runtime layer; a server that pulls by
itself through the real MCP client."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client, StdioServerParameters

from smriti_git.storage import signing

from . import sandbox_project
from .helpers import MakeRepo, fsck, git, smp
from .test_exchange import Agent, _agent
from .test_exchange_runtime import NOTIFY, _trace

CODE = {"app.py": "def parse_header(h):\n    return h.lower()\n\n\ndef main():\n    return parse_header('X')\n"}
LIGHTTPD = shutil.which("lighttpd") or next((p for p in ("/usr/sbin/lighttpd",) if os.path.exists(p)), None)
BACKEND = Path(subprocess.run(["git", "--exec-path"], capture_output=True, text=True, check=False).stdout.strip()
               ) / "git-http-backend"
needs_web_server = pytest.mark.skipif(
    LIGHTTPD is None or not BACKEND.exists(),
    reason="the smart-HTTP hub needs Debian's lighttpd (apt-get install lighttpd) and git's git-http-backend")

LIGHTTPD_CONF = """server.modules = ("mod_alias", "mod_cgi", "mod_setenv")
server.bind = "127.0.0.1"
server.port = {port}
server.document-root = "{www}"
server.errorlog = "{log}"
alias.url = ("/git" => "{backend}")
$HTTP["url"] =~ "^/git" {{
  cgi.assign = ("" => "")
  setenv.add-environment = ("GIT_PROJECT_ROOT" => "{root}", "GIT_HTTP_EXPORT_ALL" => "")
}}
"""


class Ci:
    """The CI side: a fresh clone per pipeline, detached as CI checkouts are, the key only in its env."""

    def __init__(self, tmp_path: Path, hub: str, key: signing.KeyPair) -> None:
        self.tmp_path, self.hub, self.runs = tmp_path, hub, 0
        self.keys = tmp_path / "ci-keys"           # must stay empty: the key is never saved
        self.keys.mkdir()
        self.env = {"SMP_KEY_DIR": str(self.keys), "SMP_USER": "ci",
                    "SMP_SIGNING_KEY": key.private_openssh().decode()}

    def checkout(self) -> Path:
        self.runs += 1
        path = self.tmp_path / f"ci-{self.runs}"
        git("clone", "-q", self.hub, str(path), cwd=self.tmp_path)
        git("checkout", "-q", "--detach", cwd=path)
        return path

    def publish(self, path: Path, *args: str) -> dict[str, Any]:
        done = smp("--json", "publish", "--branch", "main", *args, cwd=path, env=self.env)
        answer: dict[str, Any] = json.loads(done.stdout)
        return answer


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def http_hub(make_repo: MakeRepo, tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """The team's hub: a bare repository served over smart HTTP by lighttpd + git http-backend."""
    seed = make_repo("seed", files=CODE)
    root = tmp_path / "served"
    bare = root / "team.git"
    git("clone", "-q", "--bare", str(seed), str(bare), cwd=tmp_path)
    git("config", "http.receivepack", "true", cwd=bare)         # pushes without a login, on loopback only
    (tmp_path / "www").mkdir()
    port = _free_port()
    conf = tmp_path / "lighttpd.conf"
    conf.write_text(LIGHTTPD_CONF.format(port=port, www=tmp_path / "www", log=tmp_path / "lighttpd.log",
                                         backend=BACKEND, root=root))
    server = subprocess.Popen([str(LIGHTTPD), "-D", "-f", str(conf)], stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}/git/team.git"
    try:
        deadline = time.monotonic() + 30
        while git("ls-remote", url, cwd=tmp_path, check=False) == "":
            if server.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"lighttpd did not serve the hub: {server.stderr.read() if server.stderr else ''}")
            time.sleep(0.1)
        yield url, bare
    finally:
        server.terminate()
        server.wait(timeout=30)
    fsck(bare)


def _no_local_index(path: Path) -> None:
    """Nothing was indexed here: no snapshot ref of this clone's own (received ones only)."""
    own = [line for line in git("for-each-ref", "--format=%(refname)", "refs/smp/", cwd=path).splitlines()
           if line.startswith(("refs/smp/index", "refs/smp/worktree"))]
    assert own == [], own


def _callers(agent: Agent, symbol: str) -> set[str]:
    return {n["id"] for n in agent.json("callers", symbol)["neighbors"]}


def _developer_commit(tmp_path: Path, hub: str, files: dict[str, str], *, amend: bool = False) -> str:
    dev = tmp_path / "dev"
    if not dev.exists():
        git("clone", "-q", hub, str(dev), cwd=tmp_path)
    for rel, text in files.items():
        (dev / rel).write_text(text)
    git("add", "-A", cwd=dev)
    git("commit", "-q", *(["--amend", "--no-edit"] if amend else ["-m", "change"]), cwd=dev)
    git("push", "-q", *(["--force"] if amend else []), "origin", "HEAD:main", cwd=dev)
    return git("rev-parse", "HEAD", cwd=dev).strip()


def _key_text_absent(key: signing.KeyPair, *repos: Path) -> None:
    secret = key.private_openssh().decode().splitlines()[1]      # a line of the private key's body
    for repo in repos:
        objects = subprocess.run(["git", "cat-file", "--batch-all-objects", "--batch"], cwd=repo,
                                 capture_output=True, check=True).stdout
        assert secret.encode() not in objects
        assert secret not in (repo / ("config" if (repo / "config").exists() else ".git/config")).read_text()


@needs_web_server
def test_ci_publishes_and_agents_answer_from_the_published_snapshot(http_hub: tuple[str, Path],
                                                                   tmp_path: Path) -> None:
    url, bare = http_hub
    key = signing.KeyPair.generate("ci")
    ci = Ci(tmp_path, url, key)
    first = ci.checkout()
    done = ci.publish(first)
    assert done["published"] and done["index_mode"] == "cold" and done["signer"] == key.keyid
    assert list(done["pushed"]) == ["refs/smp/index/main"]
    assert git("rev-parse", "refs/smp/index/main", cwd=bare).strip() == done["snapshot"]
    again = ci.publish(ci.checkout())                                 # a re-run of the pipeline
    assert not again["published"] and again["pushed"] == {} and again["snapshot"] == done["snapshot"]
    assert "already published" in smp("publish", "--branch", "main", cwd=first, env=ci.env).stdout
    assert list(ci.keys.iterdir()) == []
    _key_text_absent(key, first, bare)

    a = _clone_agent(tmp_path, "agent-a", url)
    a.smp("keys", "trust", key.public.ssh(), "--name", "ci")
    assert a.json("pull", "origin")["accepted"] == {"refs/smp/index/main": done["snapshot"]}
    assert _callers(a, "app.py::parse_header()") == {"app.py::main()"}
    _no_local_index(a.path)

    second = _developer_commit(tmp_path, url, {"tool.py": "from app import parse_header\n\n\n"
                                                          "def cli():\n    return parse_header('Y')\n"})
    done2 = ci.publish(ci.checkout())
    assert done2["published"] and done2["index_mode"] == "incremental" and done2["commit"] == second
    assert _is_ancestor(bare, done["snapshot"], done2["snapshot"])  # the published chain continues

    forced = _developer_commit(tmp_path, url, {"tool.py": "from app import parse_header\n\n\n"
                                                          "def run():\n    return parse_header('Z')\n"}, amend=True)
    done3 = ci.publish(ci.checkout())
    assert done3["published"] and done3["commit"] == forced and done3["index_mode"] == "incremental"

    b = _clone_agent(tmp_path, "agent-b", url)                     # a new clone after the force-push
    b.smp("keys", "trust", key.public.ssh(), "--name", "ci")
    b.smp("pull", "origin")
    assert _callers(b, "app.py::parse_header()") == {"app.py::main()", "tool.py::run()"}
    _no_local_index(b.path)

    git("fetch", "-q", "origin", cwd=a.path)                       # the first agent follows the force-push
    git("reset", "-q", "--hard", "origin/main", cwd=a.path)
    assert a.json("pull", "origin")["rejected"] == {}
    assert _callers(a, "app.py::parse_header()") == {"app.py::main()", "tool.py::run()"}
    _no_local_index(a.path)
    for agent in (a, b):
        fsck(agent.path)


def _clone_agent(tmp_path: Path, name: str, url: str) -> Agent:
    path = tmp_path / name
    git("clone", "-q", url, str(path), cwd=tmp_path)
    agent = Agent(path, name, tmp_path / f"keys-{name}")
    agent.smp("init")
    return agent


def _is_ancestor(repo: Path, old: str, new: str) -> bool:
    return subprocess.run(["git", "merge-base", "--is-ancestor", old, new], cwd=repo).returncode == 0


@pytest.fixture
def file_hub(make_repo: MakeRepo, tmp_path: Path) -> Iterator[Path]:
    seed = make_repo("seed", files={**CODE, **sandbox_project.FILES})
    bare = tmp_path / "hub.git"
    git("clone", "-q", "--bare", str(seed), str(bare), cwd=tmp_path)
    yield bare
    fsck(bare)


def _one_line_failure(done: subprocess.CompletedProcess[str], needle: str) -> None:
    assert done.returncode != 0 and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], done.stderr


def test_publish_failures_are_one_clear_line(file_hub: Path, tmp_path: Path) -> None:
    ci = Ci(tmp_path, str(file_hub), signing.KeyPair.generate("ci"))
    path = ci.checkout()
    no_key = {k: v for k, v in ci.env.items() if k != "SMP_SIGNING_KEY"}
    _one_line_failure(smp("publish", "--branch", "main", cwd=path, env={**no_key, "SMP_SIGNING_KEY": ""},
                          check=False), "SMP_SIGNING_KEY")
    _one_line_failure(smp("publish", "--branch", "main", cwd=path,
                          env={**ci.env, "SMP_SIGNING_KEY": "-----BEGIN OPENSSH PRIVATE KEY-----\nnope\n"},
                          check=False), "does not hold an unencrypted OpenSSH")
    _one_line_failure(smp("publish", "--branch", "main", "--key-file", str(tmp_path / "missing"), cwd=path,
                          env=ci.env, check=False), "cannot read")
    _one_line_failure(smp("publish", cwd=path, env=ci.env, check=False), "HEAD is detached")
    _one_line_failure(smp("publish", "nowhere", "--branch", "main", cwd=path, env=ci.env, check=False),
                      "no git remote 'nowhere'")
    _one_line_failure(smp("publish", str(tmp_path / "gone.git"), "--branch", "main", cwd=path, env=ci.env,
                          check=False), "no such file")

    intruder = _agent(tmp_path, "intruder", file_hub)              # another key wrote the branch's snapshots
    intruder.smp("index")
    intruder.smp("push", "origin")
    _one_line_failure(smp("publish", "--branch", "main", cwd=path, env=ci.env, check=False),
                      "refs/smp/index/main on origin is refused")
    assert git("for-each-ref", "refs/smp/index", cwd=path) == ""


def test_publish_carries_the_runtime_layer_always_and_memory_when_asked(file_hub: Path, tmp_path: Path) -> None:
    key = signing.KeyPair.generate("ci")
    ci = Ci(tmp_path, str(file_hub), key)
    path = ci.checkout()
    runner = Agent(path, "ci", ci.keys)
    runner.env = ci.env
    runner.smp("init")
    runtime_tip = _trace(runner, NOTIFY, sandbox_project.DI_EDGE, 2)    # CI ran the tests traced
    runner.smp("remember", "the CI's flaky test is test_notify", "--kind", "semantic")
    done = ci.publish(path)
    assert set(done["pushed"]) == {"refs/smp/index/main", "refs/smp/runtime"}
    assert _is_ancestor(file_hub, runtime_tip, git("rev-parse", "refs/smp/runtime", cwd=file_hub).strip())
    assert git("for-each-ref", "refs/smp/memory", cwd=file_hub) == ""
    with_memory = ci.publish(path, "--memory")                    # the commit is published: only memory moves
    assert with_memory["published"] and with_memory["index_mode"] == "none"
    assert list(with_memory["pushed"]) == ["refs/smp/memory/ci/main"]
    assert not ci.publish(path, "--memory")["published"]
    agent = _agent(tmp_path, "agent", file_hub, key=False)
    agent.smp("keys", "trust", key.public.ssh(), "--name", "ci")
    pulled = agent.json("pull", "origin")
    assert set(pulled["accepted"]) == {"refs/smp/index/main", "refs/smp/runtime", "refs/smp/memory/ci/main"}
    assert list(ci.keys.iterdir()) == []


def test_agents_share_memory_beside_the_publisher(file_hub: Path, tmp_path: Path) -> None:
    key = signing.KeyPair.generate("ci")
    ci = Ci(tmp_path, str(file_hub), key)
    ci.publish(ci.checkout())
    agent = _agent(tmp_path, "agent", file_hub)
    agent.smp("index")                                            # its own snapshot stays its own
    agent.json("remember", "parse_header lower-cases on purpose")
    pushed = agent.json("push", "origin", "--no-snapshots")
    assert list(pushed["refs"]) == ["refs/smp/memory/agent/main"]
    _developer_commit(tmp_path, str(file_hub), {"more.py": "def more():\n    return 1\n"})
    assert ci.publish(ci.checkout())["published"]                # the publisher is not in the agent's way


def _serve(path: Path, env: dict[str, str]) -> StdioServerParameters:
    return StdioServerParameters(command="git", args=["smp", "serve"], cwd=str(path),
                                 env={**os.environ, **env})


def _wait_for(check: Any, what: str) -> None:
    deadline = time.monotonic() + 120
    while not check():
        if time.monotonic() > deadline:
            pytest.fail(f"the server did not {what}")
        time.sleep(0.2)


def test_a_server_with_auto_pull_answers_from_published_snapshots(file_hub: Path, tmp_path: Path) -> None:
    key = signing.KeyPair.generate("ci")
    ci = Ci(tmp_path, str(file_hub), key)
    ci.publish(ci.checkout())
    agent = _agent(tmp_path, "agent", file_hub, key=False)
    agent.smp("keys", "trust", key.public.ssh(), "--name", "ci")
    git("config", "smp.autoPull", "origin", cwd=agent.path)
    received = "refs/smp/remotes/origin/index/main"

    def tip() -> str:
        return git("rev-parse", "--verify", "--quiet", received, cwd=agent.path, check=False).strip()

    async def session() -> None:
        async with Client(_serve(agent.path, agent.env)) as client:
            await anyio.to_thread.run_sync(lambda: _wait_for(lambda: tip() != "", "pull on start"))
            first = await client.call_tool("neighbors", {"symbol": "app.py::parse_header()",
                                                         "relation": "callers"})
            assert not first.is_error and "app.py::main()" in first.content[0].text
            commit = _developer_commit(tmp_path, str(file_hub), {"tool.py": "from app import parse_header\n\n\n"
                                                                            "def cli():\n    return parse_header(1)\n"})
            published = ci.publish(ci.checkout())["snapshot"]
            git("pull", "-q", "--ff-only", "origin", "main", cwd=agent.path)     # HEAD moves to the new commit
            assert git("rev-parse", "HEAD", cwd=agent.path).strip() == commit
            await anyio.to_thread.run_sync(lambda: _wait_for(lambda: tip() == published, "pull on a new HEAD"))
            later = await client.call_tool("neighbors", {"symbol": "app.py::parse_header()",
                                                         "relation": "callers"})
            assert not later.is_error and "tool.py::cli()" in later.content[0].text

    anyio.run(session)
    _no_local_index(agent.path)
    fsck(agent.path)


def test_auto_pull_config_values(make_repo: MakeRepo) -> None:
    from smriti_git.services import remotes
    from smriti_git.storage.repo import Repo

    path = make_repo("r")
    repo = Repo.discover(path)
    assert remotes.auto_pull_remote(repo) is None
    for value, expected in (("true", "origin"), ("off", None), ("team", "team"), ("1", "origin")):
        git("config", "smp.autoPull", value, cwd=path)
        assert remotes.auto_pull_remote(Repo.discover(path)) == expected, value
