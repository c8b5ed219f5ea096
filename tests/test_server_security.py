"""The server as an attacker sees it: every path-taking parameter of every surface against
the signing key folder, operator-only acts, body caps, nesting, the health route, the
token's scheme, and terminal control characters in text output.  Real servers (``git smp
serve``), the real MCP client SDK, plain HTTP, and the real CLI."""

from __future__ import annotations

import json
import os
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx2
from mcp import Client

from smriti_git.operations.registry import load_all
from smriti_git.surfaces.tools import Surface

from .helpers import MakeIndexedRepo, git, smp
from .test_mcp import FILES, _http_server, _rpc

# -- operator-only acts, the sandbox over HTTP -----------------------------------------------------------


def test_trust_store_changes_are_operator_only(make_indexed_repo: MakeIndexedRepo) -> None:
    repo = make_indexed_repo("trust", files=FILES)
    key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl forged"
    with _http_server(repo) as (base, _):
        for method in ("smp/keys/trust", "smp/keys/revoke", "smp/keys/generate"):
            answer = _rpc(base, {"jsonrpc": "2.0", "id": 1, "method": method,
                                 "params": {"key": key, "keyid": "0123456789abcdef"}}).json()
            assert answer["error"]["code"] == -32601, (method, answer)
    surface = Surface({name: op for name, op in load_all().items() if op.remote})
    served = {op.name for tool in surface.tools.values() for op in tool.ops.values()}
    assert not served & {"keys.trust", "keys.revoke", "keys.generate"}
    assert "keys.list" in {name for name, op in load_all().items() if op.remote}
    smp("keys", "trust", key, "--name", "operator-trusts", cwd=repo)    # the CLI still can
    assert "operator-trusts" in smp("keys", "list", cwd=repo).stdout


def test_http_serves_the_sandbox_only_when_asked(make_indexed_repo: MakeIndexedRepo) -> None:
    repo = make_indexed_repo("sbx", files=FILES)
    call = {"jsonrpc": "2.0", "id": 1, "method": "smp/sandbox/run", "params": {"command": ["true"]}}
    with _http_server(repo) as (base, _):
        refused = _rpc(base, call).json()["error"]
        assert refused["code"] == -32000 and "--sandbox" in refused["message"]
        assert "error" in _rpc(base, {**call, "method": "smp/sandbox/status", "params": {}}).json()

        async def tools() -> list[str]:
            from mcp.client.streamable_http import streamable_http_client

            async with (httpx2.AsyncClient(timeout=60) as http,
                        Client(streamable_http_client(base + "/mcp", http_client=http)) as client):
                return [t.name for t in (await client.list_tools()).tools]

        assert "sandbox" not in anyio.run(tools) and "find_symbol" in anyio.run(tools)
    with _http_server(repo, "--sandbox") as (base, _):
        status = _rpc(base, {**call, "method": "smp/sandbox/status", "params": {}}).json()
        assert "result" in status, status


# -- bodies, nesting, health, the token ------------------------------------------------------------------


def _rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def test_chunked_bodies_are_capped_by_the_bytes_read(make_indexed_repo: MakeIndexedRepo) -> None:
    repo = make_indexed_repo("chunked", files=FILES)
    with _http_server(repo) as (base, proc):
        before = _rss_kb(proc.pid)

        def chunks() -> Iterator[bytes]:
            yield b'{"jsonrpc": "2.0", "id": 1, "method": "smp/remember", "params": {"text": "'
            for _ in range(64):            # 64 MiB, never announced by a Content-Length
                yield b"a" * (1 << 20)
            yield b'"}}'

        answer = httpx2.post(base + "/rpc", content=chunks(), headers={"content-type": "application/json"},
                             timeout=120)
        assert answer.status_code == 413 and "4194304" in answer.text
        assert _rss_kb(proc.pid) - before < 32 << 10      # far less than the 64 MiB sent
        small = httpx2.post(base + "/rpc", content=iter([b'{"jsonrpc": "2.0", "id": 2, ', b'"method": "smp/status"}']),
                            headers={"content-type": "application/json"}, timeout=60)
        assert small.json()["result"]["status"] == "ok"


def test_deeply_nested_json_is_a_parse_error(make_indexed_repo: MakeIndexedRepo) -> None:
    repo = make_indexed_repo("nested", files=FILES)
    with _http_server(repo) as (base, proc):
        for body in (b"[" * 200_000 + b"]" * 200_000,
                     b'{"jsonrpc": "2.0", "id": 1, "method": "smp/find", "params": {"name": ' + b"[" * 5000
                     + b"]" * 5000 + b"}}",
                     json.dumps({"jsonrpc": "2.0", "id": 1, "method": "smp/find",
                                 "params": {"name": "x", "k": _nest(100)}}).encode()):
            answer = _rpc(base, body)
            assert answer.status_code == 200, answer.text[:300]
            assert answer.json()["error"]["code"] == -32700, answer.text[:300]
        assert _rpc(base, {"jsonrpc": "2.0", "id": 2, "method": "smp/status"}).json()["result"]["status"] == "ok"
        proc.terminate()
        _, err = proc.communicate(timeout=30)
        assert b"Traceback" not in err and b"RecursionError" not in err, err[-2000:]


def _nest(depth: int) -> Any:
    value: Any = "leaf"
    for _ in range(depth):
        value = [value]
    return value


def test_health_names_the_repository_only_with_the_token(make_indexed_repo: MakeIndexedRepo) -> None:
    repo = make_indexed_repo("health", files=FILES)
    token = "a-long-enough-secret-token"
    with _http_server(repo, "--token", token) as (base, _):
        anonymous = httpx2.get(base + "/health").json()
        assert anonymous["status"] == "ok" and "repository" not in anonymous
        assert str(repo) not in json.dumps(anonymous)
        known = httpx2.get(base + "/health", headers={"Authorization": f"Bearer {token}"}).json()
        assert known["repository"] == str(repo)
        for scheme in ("bearer", "BEARER", "Bearer", "bEaReR"):
            answer = _rpc(base, {"jsonrpc": "2.0", "id": 1, "method": "smp/status"},
                          authorization=f"{scheme} {token}")
            assert answer.status_code == 200 and answer.json()["result"]["status"] == "ok", scheme
        assert _rpc(base, {"jsonrpc": "2.0", "id": 1, "method": "smp/status"},
                    authorization=f"Basic {token}").status_code == 401
    with _http_server(repo) as (base, _):       # no token: nothing to hide on loopback
        assert httpx2.get(base + "/health").json()["repository"] == str(repo)


# -- text output ----------------------------------------------------------------------------------------


def test_text_output_escapes_control_characters(make_indexed_repo: MakeIndexedRepo) -> None:
    repo = make_indexed_repo("esc", files={"esc\x1b[31mred.py": "def esc_thing():\n    return 1\n"})
    found = smp("find", "esc_thing", cwd=repo)
    assert "\x1b" not in found.stdout and "\\u001b[31mred.py" in found.stdout
    as_json = json.loads(smp("find", "esc_thing", "--json", cwd=repo).stdout)
    assert as_json["matches"][0]["symbol"]["path"] == "esc\x1b[31mred.py"
    remembered = smp("remember", "a fact with a bell \x07 and\ta tab", cwd=repo)
    assert "\x07" not in remembered.stdout
    recalled = smp("recall", "bell", cwd=repo).stdout
    assert "\\u0007" in recalled and "\x07" not in recalled and "\t" in recalled


def test_background_indexing_says_why_it_stopped(make_indexed_repo: MakeIndexedRepo, tmp_path: Path) -> None:
    repo = make_indexed_repo("bg", files=FILES)
    git("config", "smp.signingKey", "0123456789abcdef", cwd=repo)      # a key file that does not exist
    (repo / "shop" / "new.py").write_text("def fresh():\n    return 2\n")
    git("add", "-A", cwd=repo)
    git("commit", "-q", "-m", "new", cwd=repo)
    proc = subprocess.Popen(["git", "smp", "serve"], cwd=repo, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        err = b""
        assert proc.stderr is not None
        os.set_blocking(proc.stderr.fileno(), False)
        while b"background indexing stopped" not in err and time.monotonic() < deadline:
            err += proc.stderr.read() or b""
            time.sleep(0.2)
    finally:
        proc.kill()
        proc.wait(timeout=30)
    line = next((x for x in err.decode().splitlines() if "background indexing stopped" in x), "")
    assert "background indexing stopped: " in line and "0123456789abcdef" in line, err.decode()[-2000:]
