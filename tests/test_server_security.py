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
import pytest
from mcp import Client

from smriti_git.operations.registry import load_all
from smriti_git.surfaces.tools import Surface

from .helpers import MakeIndexedRepo, git, smp
from .test_mcp import FILES, _http_server, _params, _rpc

# -- every path-taking parameter against the key folder --------------------------------------------------

PATH_PARAMS = {"workspace", "bind", "ebpf", "cwd", "file", "path", "remote", "against", "output", "repo", "repos",
               "tasks", "out", "work", "repo_map", "prefix"}
"""Names of parameters that name a file, a folder or a remote: a new operation with one is covered below."""

CASES: dict[tuple[str, str], dict[str, Any]] = {
    ("sandbox.run", "workspace"): {"command": ["sh", "-c", "cat * .* */* 2>&1; ls -la"]},
    ("sandbox.run", "bind"): {"command": ["sh", "-c", "cat {key}/* 2>&1"]},
    ("sandbox.run", "ebpf"): {"command": ["true"]},
    ("sandbox.run", "cwd"): {"command": ["sh", "-c", "cat * 2>&1"]},
    ("sandbox.spawn", "workspace"): {},
    ("sandbox.spawn", "bind"): {},
    ("sandbox.exec", "ebpf"): {"id": "sb-000000000000", "command": ["true"]},
    ("sandbox.exec", "cwd"): {"id": "sb-000000000000", "command": ["sh", "-c", "cat *"]},
    ("checkpoint", "file"): {"session": "s-nothing"},
    ("update", "file"): {},
    ("batch-update", "file"): {},
    ("dryrun", "file"): {"session": "s-nothing", "content": "x = 1\n"},
    ("file", "path"): {},
    ("push", "remote"): {},
    ("pull", "remote"): {},
    ("memory.sync", "remote"): {},
    ("sync", "against"): {},
    ("init", "remote"): {},
    ("enrich.status", "path"): {},
    ("telemetry.hot", "path"): {},
    ("search", "path"): {"query": "key"},
    ("note.ls", "prefix"): {},
    ("note.get", "path"): {},
    ("note.put", "path"): {"text": "x"},
}
"""(operation, parameter) -> the other arguments a call needs.  Every remote operation's
path-taking parameter must be here (``test_every_path_parameter_is_covered``)."""
LISTS = {"bind", "ebpf", "file", "command"}


def test_every_path_parameter_is_covered() -> None:
    served = {(name, p.name) for name, op in load_all().items() if op.remote
              for p in op.params if p.name in PATH_PARAMS}
    assert served - set(CASES) == set(), "a served operation takes a path this test does not try"


@pytest.fixture
def keyed(make_indexed_repo: MakeIndexedRepo, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
          ) -> tuple[Path, Path, str]:
    """An indexed repository, a signing key in the key folder, and a symbolic link in the
    work tree that points at that folder: (repo, key folder, private key text)."""
    keys = tmp_path / "secret-keys"
    monkeypatch.setenv("SMP_KEY_DIR", str(keys))       # servers and CLIs started below inherit it
    repo = make_indexed_repo("keyed", files=FILES)
    smp("keys", "generate", "--name", "k", cwd=repo)
    private = next(p for p in keys.iterdir() if not p.name.endswith(".pub"))
    (repo / "innocent").symlink_to(keys)
    return repo, keys, private.read_text()


def _values(keys: Path) -> list[str]:
    private = next(p for p in keys.iterdir() if not p.name.endswith(".pub"))
    return [str(keys), str(private), "innocent", "innocent/" + private.name, f"../../{keys.parent.name}/{keys.name}"]


def _call_args(op: str, param: str, value: str, keys: Path) -> dict[str, Any]:
    args = {k: [c.replace("{key}", str(keys)) for c in v] if isinstance(v, list) else v
            for k, v in CASES[(op, param)].items()}
    args[param] = [value] if param in LISTS else value
    return args


def _leaks(text: str, private: str) -> bool:
    body = [line for line in private.splitlines() if line and "-----" not in line]
    return "PRIVATE KEY" in text or any(line in text for line in body)


def test_no_surface_reaches_the_key_folder(keyed: tuple[Path, Path, str]) -> None:
    repo, keys, private = keyed
    tried = 0
    with _http_server(repo, "--sandbox") as (base, _):
        for (op, param) in CASES:
            for value in _values(keys):
                method = "smp/" + op.replace(".", "/")
                answer = _rpc(base, {"jsonrpc": "2.0", "id": 1, "method": method,
                                     "params": _call_args(op, param, value, keys)})
                assert answer.status_code == 200
                text = answer.text
                assert not _leaks(text, private), (op, param, value, text[:500])
                if op in ("sandbox.run", "sandbox.spawn") and param in ("workspace", "bind", "ebpf"):
                    assert "error" in answer.json(), (op, param, value, text[:500])
                tried += 1
    assert tried == len(CASES) * len(_values(keys))

    surface = Surface({name: op for name, op in load_all().items() if op.remote})
    where = {op.name: (tool, action) for tool in surface.tools.values() for action, op in tool.ops.items()}

    async def over_stdio(client: Client) -> None:
        for (op, param) in CASES:
            if op not in where:
                continue
            tool, action = where[op]
            for value in _values(keys):
                args = {tool.wire_name(k): v for k, v in _call_args(op, param, value, keys).items()}
                if action:
                    args["action"] = action
                result = await client.call_tool(tool.name, args)
                text = " ".join(getattr(c, "text", "") for c in result.content)
                assert not _leaks(text, private), (op, param, value, text[:500])

    async def main() -> None:
        async with Client(_params(repo)) as client:
            await over_stdio(client)

    anyio.run(main)

    # The operator's CLI may name any folder, but no sandbox ever shows the key folder.
    for value in _values(keys):
        for flag in ("--workspace", "--bind"):
            proc = smp("sandbox", "run", flag, value, "--", "sh", "-c", f"cat * {keys}/* 2>&1", cwd=repo,
                       check=False)
            assert proc.returncode != 0 and not _leaks(proc.stdout + proc.stderr, private), (flag, value, proc)


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
