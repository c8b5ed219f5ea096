"""A team server (``git smp serve --http --users FILE``): bearer tokens mapped to memory
users, read-only or read-write.  Real servers, the real MCP client SDK over streamable
HTTP, plain HTTP for JSON-RPC, the real CLI for the users file and its hashes."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
from pathlib import Path
from typing import Any

import anyio
import httpx2
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from smriti_git.services import audit
from smriti_git.services.users import load as load_users
from smriti_git.storage.repo import Repo
from smriti_git.surfaces import mcp

from .helpers import MakeIndexedRepo, git, smp
from .test_mcp import FILES, _http_server, _rpc

TOKENS = {"alice": "alice-token-0123456789", "bob": "bob-token-abcdefghijkl", "carol": "carol-token-zyxwvuts987"}
UNKNOWN = "nobody-token-000000000000"


def _users_file(folder: Path, mode: int = 0o600) -> Path:
    lines = ["# the team", *(smp("serve", "--hash-token", "--user", name, *(["--read-only"] if name == "carol" else []),
                                 cwd=folder, input=token).stdout.strip() for name, token in TOKENS.items())]
    path = folder / "users"
    path.write_text("\n".join(lines) + "\n")
    path.chmod(mode)
    return path


def _bearer(name: str) -> str:
    return f"Bearer {TOKENS.get(name, UNKNOWN)}"


async def _as(base: str, name: str, tool: str, arguments: dict[str, Any]) -> tuple[bool, dict[str, Any]]:
    """One MCP tool call over streamable HTTP with ``name``'s token: (is_error, the answer's JSON).
    Bob's client speaks the legacy protocol (initialize, a session), the others' the SDK's default."""
    async with (httpx2.AsyncClient(headers={"Authorization": _bearer(name)}, timeout=60) as http,
                Client(streamable_http_client(base + "/mcp", http_client=http),
                       mode="legacy" if name == "bob" else "auto") as client):
        assert (client.protocol_version >= "2026") == (name != "bob"), client.protocol_version
        result = await client.call_tool(tool, arguments)
        return bool(result.is_error), json.loads(result.content[0].text)


def _rpc_as(base: str, name: str, method: str, params: dict[str, Any]) -> dict[str, Any]:
    response = _rpc(base, {"jsonrpc": "2.0", "id": 1, "method": method, "params": params}, authorization=_bearer(name))
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def test_three_agents_share_one_server_each_with_its_own_memory(make_indexed_repo: MakeIndexedRepo,
                                                                 tmp_path: Path) -> None:
    repo = make_indexed_repo("team", files=FILES)
    users = _users_file(tmp_path)
    with _http_server(repo, "--users", str(users)) as (base, _):
        health = httpx2.get(base + "/health", headers={"Authorization": _bearer("carol")}).json()
        assert health["user"] == "carol" and health["read_only"] is True and "repository" in health
        assert "user" not in httpx2.get(base + "/health").json()

        async def agents() -> None:
            for name in ("alice", "bob"):      # each stores a fact over MCP, then recalls only its own
                error, stored = await _as(base, name, "smriti_store", {"content": f"{name} prefers small commits",
                                                                      "anchor": "price_of"})
                assert not error and stored["status"] == "ok", stored
            for name in ("alice", "bob"):
                error, listed = await _as(base, name, "smriti_recall", {})
                assert not error and [e["content"] for e in listed["engrams"]] == [f"{name} prefers small commits"]
                error, found = await _as(base, name, "smriti_recall", {"query": "prefers small commits"})
                assert [e["content"] for e in found["engrams"]] == [f"{name} prefers small commits"]
            error, refused = await _as(base, "carol", "smriti_store", {"content": "carol was here"})
            assert error and refused["status"] == "unsupported" and "token is read-only" in refused["message"]
            error, nothing = await _as(base, "carol", "smriti_recall", {})
            assert not error and nothing["engrams"] == []
            error, code = await _as(base, "carol", "find_symbol", {"name": "price_of"})
            assert not error and code["status"] == "ok"
            error, forged = await _as(base, "alice", "smriti_recall", {"user": "bob"})   # no user on the wire
            assert error and forged["status"] == "invalid_argument"

        anyio.run(agents)

        # JSON-RPC, with each token: the same users
        assert [e["content"] for e in _rpc_as(base, "bob", "smp/recall", {})["result"]["engrams"]] == \
            ["bob prefers small commits"]
        remembered = _rpc_as(base, "alice", "smp/memory/remember", {"text": "alice reviews on Fridays"})
        assert remembered["result"]["status"] == "ok", remembered
        assert sorted(e["content"] for e in _rpc_as(base, "alice", "smp/recall", {})["result"]["engrams"]) == \
            ["alice prefers small commits", "alice reviews on Fridays"]
        refused = _rpc_as(base, "carol", "smp/remember", {"text": "carol again"})["error"]
        assert refused["code"] == -32000 and "token is read-only" in refused["message"]
        forged = _rpc_as(base, "alice", "smp/recall", {"user": "bob"})["error"]
        assert forged["code"] == -32602 and "user is set by the server" in forged["message"]
        timeline = _rpc_as(base, "bob", "smp/memory/timeline", {})["result"]     # what the explorer calls
        assert [e["versions"][0]["content"] for e in timeline["engrams"]] == ["bob prefers small commits"]

        # unknown or missing tokens: 401 on every route but /health and the page's files
        for route in ("/rpc", "/mcp"):
            for headers in ({"Authorization": _bearer("nobody")}, {}, {"Authorization": f"Basic {TOKENS['bob']}"}):
                response = httpx2.post(base + route, json={"jsonrpc": "2.0", "id": 1, "method": "smp/status"},
                                       headers={"Accept": "application/json, text/event-stream", **headers})
                assert response.status_code == 401, (route, headers, response.text)
        assert "unknown bearer token" in httpx2.post(base + "/rpc", json={}, headers={
            "Authorization": _bearer("nobody")}).text
        assert httpx2.get(base + "/ui/").status_code == 200

    refs = git("for-each-ref", "--format=%(refname)", "refs/smp/memory/", cwd=repo).split()
    assert {r.split("/")[3] for r in refs} == {"alice", "bob"}
    log = audit.read(Repo.discover(repo))
    assert log and {e["user"] for e in log} == {"alice", "bob", "carol"}
    stores = {(e["surface"], e["user"], e["status"]) for e in log if e["operation"] == "remember"}
    assert stores == {("mcp-http", "alice", "ok"), ("mcp-http", "bob", "ok"), ("mcp-http", "carol", "unsupported"),
                      ("rpc", "alice", "ok"), ("rpc", "carol", "unsupported")}
    recalls = {(e["surface"], e["user"]) for e in log if e["operation"] == "recall"}
    assert recalls == {("mcp-http", "alice"), ("mcp-http", "bob"), ("mcp-http", "carol"), ("rpc", "alice"),
                       ("rpc", "bob")}


def test_a_server_wide_read_only_wins_over_a_read_write_token(make_indexed_repo: MakeIndexedRepo,
                                                             tmp_path: Path) -> None:
    repo = make_indexed_repo("team-ro", files=FILES)
    with _http_server(repo, "--users", str(_users_file(tmp_path)), "--read-only") as (base, _):
        refused = _rpc_as(base, "alice", "smp/remember", {"text": "never stored"})["error"]
        assert refused["code"] == -32000 and "server is read-only" in refused["message"]
        assert httpx2.get(base + "/health", headers={"Authorization": _bearer("alice")}).json()["read_only"] is True


def test_hash_token_matches_sha256sum(tmp_path: Path) -> None:
    token = TOKENS["alice"]
    expected = hashlib.sha256(token.encode()).hexdigest()
    assert smp("serve", "--hash-token", cwd=tmp_path, input=token + "\n").stdout.strip() == f"sha256:{expected}"
    sha256sum = subprocess.run(["sha256sum"], input=token.encode(), capture_output=True, check=True).stdout
    assert sha256sum.split()[0].decode() == expected
    line = smp("serve", "--hash-token", "--user", "carol", "--read-only", cwd=tmp_path, input=token).stdout
    assert line.split() == ["carol", "read-only", f"sha256:{expected}"]
    for bad, says in (("short", "at least 16"), ("has a space in it, sadly", "without spaces")):
        proc = smp("serve", "--hash-token", cwd=tmp_path, input=bad, check=False)
        assert proc.returncode == 2 and says in proc.stderr and len(proc.stderr.splitlines()) == 1
    proc = smp("serve", "--hash-token", "--user", "../x", cwd=tmp_path, input=token, check=False)
    assert proc.returncode == 2 and "invalid user" in proc.stderr


def test_the_users_file_is_checked_at_start(make_indexed_repo: MakeIndexedRepo, tmp_path: Path) -> None:
    repo = make_indexed_repo("team-bad", files=FILES)
    digest = "sha256:" + "ab" * 32
    cases = {
        "alice read-write\n": "users:1: expected 'user mode sha256:<64 hex digits>', got 2",
        f"# ok\n\nalice admin {digest}\n": "users:3: mode 'admin' is neither",
        f"alice read-write {TOKENS['alice']}\n": "users:1: 'alice-token-01234567'... is not sha256",
        f"../up read-only {digest}\n": "users:1: invalid user '../up'",
        f"alice read-write {digest}\nbob read-only {digest}\n": "users:2: the same token hash as line 1",
        "# nobody\n": "no users",
    }
    for n, (text, says) in enumerate(cases.items()):
        path = tmp_path / f"case{n}" / "users"
        path.parent.mkdir()
        path.write_text(text)
        path.chmod(0o600)
        proc = smp("serve", "--http", "--users", str(path), cwd=repo, check=False)
        assert proc.returncode == 2 and says in proc.stderr, (text, proc.stderr)
        assert len(proc.stderr.strip().splitlines()) == 1, proc.stderr
    users = _users_file(tmp_path)
    refusals = {
        ("--users", str(tmp_path / "missing")): "cannot read it",
        ("--users", str(users), "--token", TOKENS["bob"]): "--users and --token",
        ("--users", str(users), "--user", "bob"): "--users and --user",
    }
    for args, says in refusals.items():
        proc = smp("serve", "--http", *args, cwd=repo, check=False)
        assert proc.returncode == 2 and says in proc.stderr, (args, proc.stderr)
    stdio = smp("serve", "--users", str(users), cwd=repo, check=False)
    assert stdio.returncode == 2 and "--users needs --http" in stdio.stderr
    from_env = smp("serve", "--http", "--users", str(users), cwd=repo, check=False,
                   env={"SMP_TOKEN": TOKENS["bob"]})
    assert from_env.returncode == 2 and "$SMP_TOKEN" in from_env.stderr
    # no --token needed on other addresses: every request needs a token of the file
    mcp.check(mcp.Options(http=True, host="0.0.0.0", users=load_users(users)))
    users.chmod(0o620)
    writable = smp("serve", "--http", "--users", str(users), cwd=repo, check=False)
    assert writable.returncode == 2 and "writable by its group or others" in writable.stderr


def test_a_users_file_others_can_read_is_served_with_a_warning(make_indexed_repo: MakeIndexedRepo,
                                                               tmp_path: Path) -> None:
    repo = make_indexed_repo("team-warn", files=FILES)
    users = _users_file(tmp_path, mode=0o644)
    with _http_server(repo, "--users", str(users)) as (base, proc):
        assert _rpc_as(base, "bob", "smp/status", {})["result"]["initialized"] is True
    assert proc.stderr is not None
    stderr = proc.stderr.read().decode()
    assert "readable by everyone" in stderr and "a team server: 3 token(s) of 3 user(s)" in stderr
    assert os.stat(users).st_mode & 0o777 == 0o644    # warned, not changed
