"""Signed exchange between agents, end to end with real git: stock ``git verify-commit``,
the tamper matrix of export files, and two agents exchanging index and memory through a
bare repository over ``file://`` and through a real ``git daemon`` on loopback."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from .helpers import MakeRepo, git, smp

CODE = {"app.py": "def parse_header(h):\n    return h.lower()\n\n\ndef main():\n    return parse_header('X')\n"}
needs_ssh_keygen = pytest.mark.skipif(shutil.which("ssh-keygen") is None,
                                      reason="stock git verifies SSH signatures with ssh-keygen (openssh-client)")


class Agent:
    """One agent: a clone, its own key folder and its memory user."""

    def __init__(self, path: Path, name: str, keys: Path) -> None:
        self.path, self.name = path, name
        self.env = {"SMP_KEY_DIR": str(keys), "SMP_USER": name}

    def smp(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        return smp(*args, cwd=self.path, env=self.env, check=check)

    def json(self, *args: str) -> dict[str, object]:
        answer: dict[str, object] = json.loads(self.smp(*args, "--json").stdout)
        return answer

    def public_key(self) -> str:
        (pub,) = Path(self.env["SMP_KEY_DIR"]).glob("*.pub")
        return pub.read_text().strip()

    def trust(self, other: Agent) -> None:
        self.smp("keys", "trust", other.public_key(), "--name", other.name)

    def refs(self, prefix: str = "refs/smp/") -> str:
        return git("for-each-ref", prefix, cwd=self.path)


def _agent(tmp_path: Path, name: str, source: Path, key: bool = True) -> Agent:
    path = tmp_path / name
    git("clone", "-q", str(source), str(path), cwd=tmp_path)
    agent = Agent(path, name, tmp_path / f"keys-{name}")
    agent.smp("init")
    if key:
        agent.smp("keys", "generate", "--name", name)
    return agent


@pytest.fixture
def hub(make_repo: MakeRepo, tmp_path: Path) -> Path:
    """A bare repository holding the code, as a team's shared remote."""
    seed = make_repo("seed", files=CODE)
    bare = tmp_path / "hub.git"
    git("clone", "-q", "--bare", str(seed), str(bare), cwd=tmp_path)
    return bare


def _engram(agent: Agent, text: str, *extra: str) -> str:
    made = agent.json("remember", text, *extra)["engram"]
    assert isinstance(made, dict)
    return str(made["id"])


# -- signatures that stock git verifies -------------------------------------------------------------


@needs_ssh_keygen
def test_stock_git_verifies_signed_snapshots_and_memory(hub: Path, tmp_path: Path) -> None:
    a = _agent(tmp_path, "agent-a", hub)
    a.smp("index")
    _engram(a, "parse_header must keep the original casing", "--anchor", "parse_header")
    a.smp("keys", "allowed-signers", "--configure")
    for ref in ("refs/smp/index/main", "refs/smp/memory/agent-a/main", "refs/smp/keys"):
        done = subprocess.run(["git", "verify-commit", "-v", ref], cwd=a.path, capture_output=True, text=True)
        assert done.returncode == 0 and 'Good "git" signature for agent-a@smriti' in done.stderr, done.stderr
    shown = git("log", "--show-signature", "-1", "refs/smp/index/main", cwd=a.path)
    assert "Good \"git\" signature" in shown
    # A tampered copy: the same commit with one byte of its message changed.
    raw = subprocess.run(["git", "cat-file", "commit", "refs/smp/index/main"], cwd=a.path, capture_output=True,
                         check=True).stdout
    forged = raw.replace(b"index ", b"inde* ", 1)
    assert forged != raw
    fake = subprocess.run(["git", "hash-object", "-t", "commit", "-w", "--stdin"], cwd=a.path, input=forged,
                          capture_output=True, check=True).stdout.decode().strip()
    bad = subprocess.run(["git", "verify-commit", fake], cwd=a.path, capture_output=True, text=True)
    assert bad.returncode != 0 and "Good" not in bad.stderr


def test_signing_is_deterministic_and_needs_a_key(hub: Path, tmp_path: Path) -> None:
    a = _agent(tmp_path, "agent-a", hub)
    nokey = _agent(tmp_path, "agent-n", hub, key=False)
    for args in (("push", str(hub)), ("export", "-o", str(tmp_path / "x.smpx"))):
        refused = nokey.smp(*args, check=False)
        assert refused.returncode == 2 and "git smp keys generate" in refused.stderr
    a.smp("index")
    first = git("rev-parse", "refs/smp/index/main", cwd=a.path)
    git("update-ref", "-d", "refs/smp/index/main", cwd=a.path)
    a.smp("index")
    assert git("rev-parse", "refs/smp/index/main", cwd=a.path) == first   # same input, same signed commit


# -- export files and their tamper matrix -----------------------------------------------------------------


@pytest.fixture
def exported(hub: Path, tmp_path: Path) -> tuple[Agent, Agent, Path]:
    a = _agent(tmp_path, "agent-a", hub)
    b = _agent(tmp_path, "agent-b", hub)
    a.smp("index")
    _engram(a, "parse_header must keep the original casing", "--anchor", "parse_header")
    a.smp("export", "-o", str(tmp_path / "a.smpx"))
    b.trust(a)
    return a, b, tmp_path / "a.smpx"


def _state(agent: Agent) -> tuple[str, list[str], list[str]]:
    """What an import may change: the refs, the packs, and leftovers of its quarantine."""
    git_dir = agent.path / ".git"
    incoming = git_dir / "smp" / "incoming"
    return (agent.refs(), sorted(p.name for p in (git_dir / "objects" / "pack").glob("*")),
            sorted(p.name for p in incoming.iterdir()) if incoming.exists() else [])


def _refused(agent: Agent, data: bytes, where: Path, fragment: str) -> None:
    where.write_bytes(data)
    before = _state(agent)
    done = agent.smp("import", str(where), check=False)
    assert done.returncode == 2 and fragment in done.stderr, (fragment, done.stderr)
    assert "Traceback" not in done.stderr
    assert _state(agent) == before, "a refused import wrote something"


def test_import_verifies_then_writes_under_the_signer(exported: tuple[Agent, Agent, Path]) -> None:
    a, b, path = exported
    done = b.json("import", str(path))
    keyid = a.json("keys", "list")["signing_key"]
    assert set(done["refs"]) == {f"refs/smp/remotes/{keyid}/index/main",  # type: ignore[arg-type]
                                 f"refs/smp/remotes/{keyid}/memory/agent-a/main"}
    assert "refs/smp/index/" not in b.refs() and "refs/smp/memory/" not in b.refs()   # never over local refs
    found = b.json("find", "parse_header")
    assert found["matches"][0]["symbol"]["id"] == "app.py::parse_header()"  # type: ignore[index]
    assert "refs/smp/index/" not in b.refs(), "the imported snapshot was used, not rebuilt"
    b.smp("memory", "merge", f"refs/smp/remotes/{keyid}/memory/agent-a/main")
    assert "original casing" in b.smp("recall", "casing").stdout
    again = b.json("import", str(path))
    assert again["refs"] == {} and len(again["unchanged"]) == 2  # type: ignore[arg-type]


def test_tamper_matrix(exported: tuple[Agent, Agent, Path], tmp_path: Path) -> None:
    a, b, path = exported
    data = path.read_bytes()
    header = data.index(b"\n") + 1
    manifest_end = data.index(b"\n", header) + 1
    sig_end = data.index(b"-----END SSH SIGNATURE-----\n") + len(b"-----END SSH SIGNATURE-----\n")
    where = tmp_path / "bad.smpx"

    def flip(at: int) -> bytes:
        return data[:at] + bytes([data[at] ^ 0x01]) + data[at + 1:]

    _refused(b, flip(3), where, "not a smriti-git export")
    _refused(b, flip((header + manifest_end) // 2), where, "altered")
    _refused(b, flip((manifest_end + sig_end) // 2), where, "signature")
    _refused(b, flip((sig_end + len(data)) // 2), where, "payload does not match the signed digest")
    _refused(b, flip(len(data) - 1), where, "payload does not match the signed digest")
    for cut in (10, header + 5, (manifest_end + sig_end) // 2, (sig_end + len(data)) // 2, len(data) - 1):
        _refused(b, data[:cut], where, "truncated")
    # A signature taken from another export of the same signer.
    _engram(a, "main is the entry point")
    a.smp("export", "-o", str(tmp_path / "a2.smpx"))
    other = (tmp_path / "a2.smpx").read_bytes()
    swapped = data[:manifest_end] + other[other.index(b"-----BEGIN"):other.index(b"-----END SSH SIGNATURE-----\n")
                                          + 28] + data[sig_end:]
    _refused(b, swapped, where, "does not match the signed bytes")


def test_untrusted_and_revoked_keys_are_refused(exported: tuple[Agent, Agent, Path], hub: Path,
                                                tmp_path: Path) -> None:
    a, b, path = exported
    c = _agent(tmp_path, "agent-c", hub)
    c.smp("index")
    c.smp("export", "-o", str(tmp_path / "c.smpx"))
    _refused(b, (tmp_path / "c.smpx").read_bytes(), tmp_path / "copy.smpx", "which this store does not trust")
    keyid = str(a.json("keys", "list")["signing_key"])
    b.smp("keys", "revoke", keyid, "--reason", "laptop lost")
    _refused(b, path.read_bytes(), tmp_path / "copy.smpx", "revoked")
    listed = b.json("keys", "list")["trusted"]
    assert {(k["keyid"], k["state"]) for k in listed} >= {(keyid, "revoked")}  # type: ignore[index,union-attr]


def test_rollback_root_mismatch_and_escaping_paths(exported: tuple[Agent, Agent, Path], tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from smriti_git.services import exchange
    from smriti_git.storage import signing

    a, b, old = exported
    _engram(a, "main is the entry point")
    a.smp("export", "-o", str(tmp_path / "new.smpx"))
    b.smp("import", str(tmp_path / "new.smpx"))
    _refused(b, old.read_bytes(), tmp_path / "replay.smpx", "rollback refused")

    monkeypatch.setenv("SMP_KEY_DIR", a.env["SMP_KEY_DIR"])
    key = signing.load(str(a.json("keys", "list")["signing_key"]))
    bundle = exchange.decode_bundle(old.read_bytes())

    def resigned(change: dict[str, object]) -> bytes:
        manifest = json.loads(bundle.manifest_bytes)
        manifest.update(change)
        return exchange.encode_bundle(manifest, key, bundle.payload)

    roots = dict(bundle.manifest["roots"])
    name = next(n for n in roots if n.startswith("index/"))
    wrong = {**roots, name: {**roots[name], "tree": roots[next(n for n in roots if n != name)]["tree"]}}
    _refused(b, resigned({"roots": wrong}), tmp_path / "mismatch.smpx", "root mismatch")
    escape = {"index/../../heads/main": roots[name]}
    _refused(b, resigned({"roots": escape}), tmp_path / "escape.smpx", "outside what an export may hold")
    _refused(b, _dotdot_export(a, key, tmp_path), tmp_path / "dotdot.smpx", "damaged or unsafe")


def _dotdot_export(a: Agent, key: object, tmp_path: Path) -> bytes:
    """A correctly signed export whose tree has an entry named '..' (a path escaping upward)."""
    import hashlib

    from smriti_git.services import exchange
    from smriti_git.storage import canonical, signing

    assert isinstance(key, signing.KeyPair)
    blob = subprocess.run(["git", "hash-object", "-w", "--stdin"], cwd=a.path, input=b"x\n", capture_output=True,
                          check=True).stdout.decode().strip()
    entry = b"100644 ..\0" + bytes.fromhex(blob)
    tree = subprocess.run(["git", "hash-object", "-t", "tree", "-w", "--literally", "--stdin"], cwd=a.path,
                          input=entry, capture_output=True, check=True).stdout.decode().strip()
    commit = subprocess.run(["git", "commit-tree", tree, "-m", "escape"], cwd=a.path, capture_output=True,
                            check=True, text=True).stdout.strip()
    pack = subprocess.run(["git", "pack-objects", "--revs", "--stdout", "-q"], cwd=a.path,
                          input=f"{commit}\n".encode(), capture_output=True, check=True).stdout
    manifest = {"schema": "export-manifest/1", "created_at": "2026-12-01T00:00:00Z", "signer": key.keyid,
                "signer_name": "agent-a", "store_format": 1, "roots": {"memory/agent-a/evil": {"commit": commit,
                                                                                              "tree": tree}},
                "payload": {"sha256": hashlib.sha256(pack).hexdigest(), "bytes": len(pack), "compression": "none",
                            "pack_bytes": len(pack)}}
    assert canonical.encode(manifest)
    return exchange.encode_bundle(manifest, key, pack)


# -- push and pull over real transports -------------------------------------------------------------


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def daemon(hub: Path) -> Iterator[str]:
    """A real ``git daemon`` on loopback serving the hub (pushes allowed)."""
    port = _free_port()
    proc = subprocess.Popen(["git", "daemon", "--reuseaddr", "--export-all", "--enable=receive-pack",
                             f"--base-path={hub.parent}", f"--port={port}", "--listen=127.0.0.1", str(hub.parent)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"git://127.0.0.1:{port}/{hub.name}"
    try:
        for _ in range(100):
            if subprocess.run(["git", "ls-remote", url], capture_output=True).returncode == 0:
                break
            time.sleep(0.1)
        else:
            raise AssertionError("git daemon did not start")
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@pytest.mark.parametrize("transport", ["file", "git-daemon"])
def test_two_agents(transport: str, hub: Path, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """A indexes, remembers, signs and pushes; B pulls, verifies, recalls A's facts and queries
    A's index without re-indexing; B purges one of A's facts and pushes; A's pull purges it."""
    url = f"file://{hub}" if transport == "file" else request.getfixturevalue("daemon")
    a = _agent(tmp_path, "agent-a", hub)
    b = _agent(tmp_path, "agent-b", hub)
    a.smp("index")
    casing = _engram(a, "parse_header must keep the original casing", "--anchor", "parse_header")
    _engram(a, "main is the entry point")
    pushed = a.json("push", url)
    assert set(pushed["refs"]) == {"refs/smp/index/main", "refs/smp/memory/agent-a/main"}  # type: ignore[arg-type]

    b.trust(a)
    pulled = b.json("pull", url)
    assert set(pulled["accepted"]) == set(pushed["refs"]) and pulled["rejected"] == {}  # type: ignore[arg-type]
    who = str(pulled["remote"]) if "://" not in str(pulled["remote"]) else None
    remote_refs = [line.split()[-1] for line in b.refs("refs/smp/remotes/").splitlines()]
    assert len(remote_refs) == 2 and all("/index/main" in r or "/memory/agent-a/main" in r for r in remote_refs)
    del who
    found = b.json("callers", "parse_header")
    assert [n["symbol"]["id"] for n in found["neighbors"]] == ["app.py::main()"]  # type: ignore[index,union-attr]
    assert "refs/smp/index/" not in b.refs(), "B re-indexed instead of using A's snapshot"
    memory_ref = next(r for r in remote_refs if "/memory/" in r)
    b.smp("memory", "merge", memory_ref)
    recalled = b.json("recall", "casing")
    assert [e["id"] for e in recalled["engrams"]][:1] == [casing]  # type: ignore[index,union-attr]

    b.smp("forget", casing, "--purge")
    b.json("push", url)
    a.trust(b)
    synced = a.json("pull", url)
    assert synced["purged"] == [casing]
    gone = json.loads(a.smp("recall", "casing", "--mode", "search", "--json", check=False).stdout)
    assert gone["engrams"] == []
    assert git("cat-file", "-p", git("rev-parse", "refs/smp/memory/agent-a/main", cwd=a.path).strip(),
               cwd=a.path).count("tree") == 1


def test_concurrent_pushes_one_wins(hub: Path, tmp_path: Path) -> None:
    a = _agent(tmp_path, "agent-a", hub)
    b = _agent(tmp_path, "agent-b", hub)
    for agent, name in ((a, "a.py"), (b, "b.py")):     # the same branch, different commits
        (agent.path / name).write_text("def f():\n    return 1\n")
        git("add", "-A", cwd=agent.path)
        git("commit", "-q", "-m", f"add {name}", cwd=agent.path)
        agent.smp("index")
    procs = [subprocess.Popen(["git", "smp", "push", f"file://{hub}"], cwd=agent.path,
                              env={**os.environ, **agent.env}, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True) for agent in (a, b)]
    results = [(p.wait(timeout=120), p.stderr.read() if p.stderr else "") for p in procs]
    codes = sorted(code for code, _ in results)
    assert codes == [0, 2], results
    loser = next(err for code, err in results if code == 2)
    assert "pull and merge first" in loser
    tip = git("rev-parse", "refs/smp/index/main", cwd=hub).strip()
    winners = {git("rev-parse", "refs/smp/index/main", cwd=agent.path).strip() for agent in (a, b)}
    assert tip in winners
    assert subprocess.run(["git", "fsck", "--full"], cwd=hub, capture_output=True).returncode == 0


def _refused_pull(agent: Agent, hub: Path) -> dict[str, object]:
    """A pull that accepted nothing: it fails (exit 2, status error) and says what it refused."""
    done = agent.smp("pull", str(hub), "--json", check=False)
    assert done.returncode == 2, done
    answer: dict[str, object] = json.loads(done.stdout)
    return answer


def test_pull_refuses_unsigned_rollback_and_revoked(hub: Path, tmp_path: Path) -> None:
    a = _agent(tmp_path, "agent-a", hub)
    b = _agent(tmp_path, "agent-b", hub)
    b.trust(a)
    first = _engram(a, "first fact")
    a.smp("push", str(hub))
    old = git("rev-parse", "refs/smp/memory/agent-a/main", cwd=hub).strip()
    _engram(a, "second fact")
    a.smp("push", str(hub))
    assert b.json("pull", str(hub))["rejected"] == {}
    git("update-ref", "refs/smp/memory/agent-a/main", old, cwd=hub)          # the remote replays an older tip
    replayed = _refused_pull(b, hub)
    assert "rollback refused" in str(replayed["rejected"]) and replayed["status"] == "error"
    nokey = _agent(tmp_path, "agent-n", hub, key=False)
    _engram(nokey, "unsigned fact")
    git("push", "-q", str(hub), "refs/smp/memory/agent-n/main:refs/smp/memory/agent-n/main", cwd=nokey.path)
    unsigned = _refused_pull(b, hub)["rejected"]
    assert "not signed" in str(unsigned)
    b.smp("keys", "revoke", str(a.json("keys", "list")["signing_key"]))
    _engram(a, "third fact")
    a.smp("push", str(hub), check=False)
    assert "revoked" in str(_refused_pull(b, hub)["rejected"])
    del first


def test_sync_compares_snapshot_roots(hub: Path, tmp_path: Path) -> None:
    a = _agent(tmp_path, "agent-a", hub)
    b = _agent(tmp_path, "agent-b", hub)
    a.smp("index")
    a.smp("push", str(hub))
    b.smp("index")
    assert all(c["same"] for c in b.json("sync", "--against", str(hub))["refs"])  # type: ignore[index,union-attr]
    (b.path / "app.py").write_text(CODE["app.py"] + "\n\ndef extra():\n    return 2\n")
    (b.path / "more.py").write_text("def g():\n    return 3\n")
    git("add", "-A", cwd=b.path)
    git("commit", "-q", "-m", "more", cwd=b.path)
    b.smp("index")
    (compared,) = b.json("sync", "--against", str(hub))["refs"]  # type: ignore[misc]
    assert compared["changed"] == ["app.py"] and compared["removed"] == ["more.py"]  # theirs lacks more.py
    a.smp("export", "-o", str(tmp_path / "a.smpx"), "--index")
    (by_file,) = b.json("sync", "--against", str(tmp_path / "a.smpx"))["refs"]  # type: ignore[misc]
    assert by_file["changed"] == ["app.py"]


def test_init_remote_makes_plain_git_carry_the_store(hub: Path, tmp_path: Path) -> None:
    a = _agent(tmp_path, "agent-a", hub)
    a.smp("init", "--remote", "origin")
    _engram(a, "carried by plain git")
    (a.path / "new.py").write_text("x = 1\n")
    git("add", "-A", cwd=a.path)
    git("commit", "-q", "-m", "new", cwd=a.path)
    git("push", "-q", "origin", cwd=a.path)
    assert git("rev-parse", "refs/smp/memory/agent-a/main", cwd=hub) == git(
        "rev-parse", "refs/smp/memory/agent-a/main", cwd=a.path)
    assert git("rev-parse", "refs/heads/main", cwd=hub) == git("rev-parse", "HEAD", cwd=a.path)
    git("fetch", "-q", "origin", cwd=a.path)
    assert "refs/smp/incoming/origin/memory/agent-a/main" in a.refs()


def test_mcp_sync_pulls_then_pushes(hub: Path, tmp_path: Path) -> None:
    """``smriti_manage`` ``sync`` over MCP: the agent's signed memory reaches the remote."""
    import anyio
    from mcp import Client, StdioServerParameters

    a = _agent(tmp_path, "agent-a", hub)
    _engram(a, "synced over MCP")

    async def main() -> None:
        params = StdioServerParameters(command="git", args=["smp", "serve", "--no-follow"], cwd=str(a.path),
                                       env={**os.environ, **a.env})
        async with Client(params, mode="legacy") as client:
            done = await client.call_tool("smriti_manage", {"action": "sync", "remote": "origin"})
            assert not done.is_error, done.content
            assert set((done.structured_content or {})["pushed"]) == {"refs/smp/memory/agent-a/main"}

    anyio.run(main)
    assert git("rev-parse", "refs/smp/memory/agent-a/main", cwd=hub) == git(
        "rev-parse", "refs/smp/memory/agent-a/main", cwd=a.path)


def test_private_keys_stay_outside_git_and_expected_root(exported: tuple[Agent, Agent, Path], tmp_path: Path) -> None:
    a, b, path = exported
    (private,) = [p for p in Path(a.env["SMP_KEY_DIR"]).iterdir() if not p.name.endswith(".pub")]
    assert private.stat().st_mode & 0o777 == 0o600
    secret = private.read_bytes().splitlines()[1]     # a line of the key's base64 body
    objects = subprocess.run(["git", "cat-file", "--batch-all-objects", "--batch"], cwd=a.path, capture_output=True,
                             check=True).stdout
    assert secret not in objects and b"PRIVATE KEY" not in objects
    wrong = b.smp("import", str(path), "--expected-root", "0" * 40, check=False)
    assert wrong.returncode == 2 and "--expected-root" in wrong.stderr and "refs/smp/remotes" not in b.refs()
    tree = git("rev-parse", "refs/smp/index/main^{tree}", cwd=a.path).strip()
    assert b.json("import", str(path), "--expected-root", tree)["refs"]
