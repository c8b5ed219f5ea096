"""``git smp serve`` with real clients: the official MCP SDK over a stdio subprocess and
over streamable HTTP, and plain HTTP for JSON-RPC.  No mocks: the server is the
installed ``git-smp`` program, run on real repositories."""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import anyio
import httpx2
import pytest
from mcp import Client, MCPError, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from smriti_git.services import audit
from smriti_git.storage.repo import Repo
from smriti_git.surfaces.reference import contract

from .helpers import MakeIndexedRepo, git, smp

ROOT = Path(__file__).resolve().parents[1]
FILES = {
    "shop/cart.py": (
        "from shop.prices import price_of\n\n\n"
        "class Cart:\n"
        "    \"\"\"A shopping cart.\"\"\"\n\n"
        "    def __init__(self):\n        self.items = []\n\n"
        "    def add(self, sku):\n        self.items.append(sku)\n\n"
        "    def total(self):\n        return sum(price_of(sku) for sku in self.items)\n"),
    "shop/prices.py": (
        "PRICES = {'apple': 3}\n\n\n"
        "def price_of(sku):\n"
        "    if sku not in PRICES:\n"
        "        raise KeyError(f'unknown sku {sku}')\n"
        "    return PRICES[sku]\n"),
    "tests/test_cart.py": (
        "from shop.cart import Cart\n\n\n"
        "def test_total():\n    cart = Cart()\n    cart.add('apple')\n    assert cart.total() == 3\n"),
}
Call = Callable[[Client], Awaitable[None]]


@pytest.fixture
def shop(make_indexed_repo: MakeIndexedRepo) -> Path:
    return make_indexed_repo("shop", files=FILES)


def _params(repo: Path, *args: str) -> StdioServerParameters:
    return StdioServerParameters(command="git", args=["smp", "serve", *args], cwd=str(repo),
                                 env={**os.environ, "SMP_USER": "agent"})


def _run(repo: Path, body: Call, *args: str, mode: str = "legacy") -> None:
    async def main() -> None:
        async with Client(_params(repo, *args), mode=mode) as client:
            await body(client)

    anyio.run(main)


async def _call(client: Client, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, (tool, arguments, result.content)
    data = result.structured_content
    assert isinstance(data, dict) and data == json.loads(result.content[0].text)
    return data


# -- the surface ------------------------------------------------------------------------------------------


def test_tools_are_generated_and_pinned(shop: Path) -> None:
    """At most 30 tools, each with a description, schemas and flags; the contract file pins them."""
    pinned = json.loads((ROOT / "tests" / "contract" / "mcp_tools.json").read_text())
    assert json.loads(contract()) == pinned, "the MCP surface changed: regenerate with " \
                                             "`python -m smriti_git.surfaces.reference` if that was deliberate"

    async def body(client: Client) -> None:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert set(tools) == set(pinned) and len(tools) <= 30
        for name, tool in tools.items():
            assert tool.description and len(tool.description) < 400
            assert tool.input_schema["type"] == "object" and tool.output_schema
            assert tool.output_schema["required"] == ["status"]
            assert tool.annotations is not None
            assert tool.annotations.read_only_hint == pinned[name]["read_only"]
            assert set(tool.input_schema["properties"]) == set(pinned[name]["parameters"])
        assert tools["smriti_manage"].annotations.destructive_hint is True
        assert "watch" not in tools and "install-hooks" not in str(pinned)

    _run(shop, body)


def test_smriti_mcp_examples_work_unchanged(shop: Path) -> None:
    """The JSON examples of Smriti-MCP's documentation, as its clients send them."""

    async def body(client: Client) -> None:
        stored = await _call(client, "smriti_store", {
            "content": "Kubernetes uses etcd as its backing store for all cluster data", "importance": 0.8,
            "tags": "kubernetes,etcd,infrastructure", "source": "meeting-notes"})
        engram = stored["engram"]
        assert engram["tags"] == ["etcd", "infrastructure", "kubernetes"] and engram["importance"] == 0.8
        assert engram["source"] == "meeting-notes" and engram["author"] == "agent"
        recalled = await _call(client, "smriti_recall", {"query": "container orchestration tools etcd",
                                                         "limit": 5, "mode": "recall"})
        assert [e["id"] for e in recalled["engrams"]] == [engram["id"]]
        listed = await _call(client, "smriti_recall", {})
        assert listed["mode"] == "list" or listed["engrams"]
        typed = await _call(client, "smriti_recall", {"query": "etcd", "memory_type": "episodic"})
        assert typed["engrams"] == [] and typed["status"] == "not_found"
        forgotten = await _call(client, "smriti_manage", {"action": "forget", "memory_id": engram["id"]})
        assert forgotten["engram"] == engram["id"]
        again = await _call(client, "smriti_recall", {"query": "etcd"})
        assert again["engrams"] == []
        sync = await client.call_tool("smriti_manage", {"action": "sync"})   # no remote named origin here
        assert sync.structured_content["status"] == "not_found" and "no git remote 'origin'" in sync.content[0].text

    _run(shop, body)


def _optional_strings() -> list[tuple[str, str, str]]:
    """(tool, action, wire name) of every optional string parameter of the three Smriti tools."""
    from smriti_git.operations.registry import load_all
    from smriti_git.surfaces.tools import SERVER_PARAMS, Surface

    surface = Surface({name: op for name, op in load_all().items() if op.remote})
    found = []
    for name in ("smriti_store", "smriti_recall", "smriti_manage"):
        tool = surface.get(name)
        assert tool is not None
        for action, op in tool.ops.items():
            found += [(name, action, tool.wire_name(p.name)) for p in op.params
                      if p.type is str and not p.required and p.name not in SERVER_PARAMS]
    return found


def _same_answer(data: dict[str, Any], markers: tuple[str, ...]) -> str:
    """An answer with what differs between two equal calls (ids, times, scores, the call's own
    marker) masked."""
    text = json.dumps(data, sort_keys=True)
    for marker in markers:
        text = text.replace(marker, "MARK")
    text = re.sub(r"\b[0-9a-f]{7,64}\b", "ID", text)
    text = re.sub(r"\d{4}-\d\d-\d\dT[\d:.]+Z?", "TIME", text)
    return re.sub(r"\d+\.\d+", "NUM", text)


def test_smriti_tools_read_an_empty_string_as_omitted(shop: Path) -> None:
    """Smriti-MCP treats ``""`` as no value: ``smriti_recall`` with ``"memory_type": ""``, or
    ``"query": ""`` in mode list, was refused.  Each optional string of the three tools,
    sent empty, gets the answer that leaving it out gets."""
    cases = _optional_strings()
    assert len(cases) >= 15 and ("smriti_recall", "", "memory_type") in cases

    async def answer(client: Client, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        result = await client.call_tool(tool, arguments)
        data = result.structured_content
        assert isinstance(data, dict), (tool, arguments, result.content)
        return data

    async def base(client: Client, tool: str, action: str, wire: str, marker: str) -> dict[str, Any]:
        """The arguments every call of the case needs (a fresh engram where the action uses one up)."""
        if tool == "smriti_store":
            return {"content": f"the deploy script is {marker}"}
        if tool == "smriti_recall":
            return {"mode": "list"} if wire == "query" else {"query": "deploy script", "mode": "recall"}
        args: dict[str, Any] = {"action": action}
        if action in ("forget", "correct", "retract"):
            made = await answer(client, "smriti_store", {"content": f"a fact to {action}: {marker}"})
            args["memory_id"] = made["engram"]["id"]
        if action == "correct":
            args["content"] = f"a corrected fact: {marker}"
        if action == "branch":
            args["name"] = marker
        return args

    async def body(client: Client) -> None:
        await answer(client, "smriti_store", {"content": "the deploy script is make deploy", "tags": "ops"})
        for tool, action, wire in cases:
            markers = (f"twin-{wire}-one", f"twin-{wire}-two")
            empty = {**await base(client, tool, action, wire, markers[0]), wire: ""}
            omitted = {k: v for k, v in (await base(client, tool, action, wire, markers[1])).items() if k != wire}
            got, want = await answer(client, tool, empty), await answer(client, tool, omitted)
            assert got["status"] != "invalid_argument", (tool, action, wire, got)
            assert _same_answer(got, markers) == _same_answer(want, markers), (tool, action, wire)

    _run(shop, body)


# -- every tool, with real answers -----------------------------------------------------------------------


async def _code_tools(client: Client, head: str) -> None:
    found = await _call(client, "find_symbol", {"name": "price_of"})
    assert found["matches"][0]["symbol"]["id"] == "shop/prices.py::price_of()"
    assert found["source_commit"] == head
    callers = await _call(client, "neighbors", {"symbol": "price_of", "relation": "callers"})
    assert [n["symbol"]["id"] for n in callers["neighbors"]] == ["shop/cart.py::Cart.total()"]
    impact = await _call(client, "impact", {"symbol": "price_of"})
    assert "tests/test_cart.py::test_total()" in {t["id"] for t in impact["tests"]}
    trace = await _call(client, "trace", {"action": "trace", "symbol": "test_total", "depth": 3})
    assert "shop/prices.py::price_of()" in {h["dst"] for h in trace["hops"]}
    path = await _call(client, "trace", {"action": "path", "source": "test_total", "target": "price_of"})
    assert path["paths"] and path["paths"][0][-1]["dst"] == "shop/prices.py::price_of()"
    flow = await _call(client, "trace", {"action": "flow", "symbol": "Cart.add", "param": "sku"})
    assert flow["origin"] == "param sku" and flow["hops"][0]["line"] == 11
    assert flow["hops"][0]["text"] == "sku" and flow["hops"][0]["call"] == "self.items.append(sku)"
    shown = await _call(client, "read_definition", {"symbol": "Cart.total"})
    assert "sum(price_of(sku)" in shown["source"]
    summary = await _call(client, "file", {"path": "shop/cart.py"})
    assert summary["path"] == "shop/cart.py" and summary["classes"] == 1
    packed = await _call(client, "context", {"query": "KeyError unknown sku when totalling the cart",
                                             "budget": 2000})
    assert "shop/prices.py::price_of()" in {s["id"] for s in packed["symbols"]} and packed["tokens"] <= 2000
    located = await _call(client, "locate", {"query": "cart total price"})
    assert located["results"]
    hits = await _call(client, "search", {"query": "price"})
    assert hits["hits"][0]["id"] == "shop/prices.py::price_of()" and hits["source_commit"] == head
    message = await _call(client, "message", {"text": "KeyError: 'unknown sku banana'"})
    assert message["matches"][0]["src"] == "shop/prices.py::price_of()"
    stack = await _call(client, "stack", {"trace_text": 'File "shop/prices.py", line 6, in price_of'})
    assert stack["frames"][0]["symbol"]["id"] == "shop/prices.py::price_of()"
    history = await _call(client, "symbol_history", {"symbol": "price_of"})
    assert history["changes"] and history["changes"][0]["source_commit"] == head
    diff = await _call(client, "structural_diff", {"rev_a": "HEAD", "rev_b": "HEAD"})
    assert diff["symbols"] == []
    communities = await _call(client, "communities", {"action": "communities", "level": 0})
    assert communities["communities"]
    assert "boundaries" in await _call(client, "communities", {"action": "boundaries"})


async def _admin_tools(client: Client) -> None:
    status = await _call(client, "status", {"action": "status"})
    assert status["initialized"] is True
    info = await _call(client, "status", {"action": "info"})
    assert info["symbols"] > 5
    report = await _call(client, "status", {"action": "linker_report"})
    assert report["calls"] > 0
    assert (await _call(client, "status", {"action": "init"}))["created"] is False
    indexed = await _call(client, "index", {})
    assert indexed["status"] == "ok"
    put = await _call(client, "note", {"action": "put", "path": "design/cart", "text": "carts hold skus"})
    assert put["path"] == "design/cart"
    got = await _call(client, "note", {"action": "get", "path": "design/cart"})
    assert got["record"]["text"] == "carts hold skus"
    assert (await _call(client, "note", {"action": "ls"}))["notes"]


async def _memory_tools(client: Client, user: str = "agent") -> None:
    made = (await _call(client, "smriti_store", {"content": "price_of raises KeyError for unknown skus",
                                                 "anchor": "price_of", "memory_type": "procedural"}))["engram"]
    assert made["anchor_state"] == "fresh" and made["kind"] == "procedural"
    fid = made["id"]
    corrected = await _call(client, "smriti_manage", {"action": "correct", "memory_id": fid,
                                                      "content": "price_of raises KeyError('unknown sku ...')"})
    assert corrected["supersedes"] == [made["version"]]
    assert (await _call(client, "smriti_manage", {"action": "show", "memory_id": fid}))["versions"] == 2
    assert len((await _call(client, "smriti_manage", {"action": "history", "memory_id": fid}))["versions"]) == 2
    log = await _call(client, "smriti_manage", {"action": "log", "limit": 5})
    assert log["entries"][0]["subject"].startswith("correct")
    assert (await _call(client, "smriti_manage", {"action": "branch", "name": "idea"}))["branch"] == "idea"
    assert (await _call(client, "smriti_manage", {"action": "switch", "name": "idea"}))["branch"] == "idea"
    await _call(client, "smriti_store", {"content": "an idea on a branch"})
    assert (await _call(client, "smriti_manage", {"action": "switch", "name": "main"}))["branch"] == "main"
    merged = await _call(client, "smriti_manage", {"action": "merge", "name": "idea"})
    assert merged["added_versions"] == 1
    diff = await _call(client, "smriti_manage", {"action": "diff", "old": f"refs/smp/memory/{user}/main~1",
                                                 "new": f"refs/smp/memory/{user}/main"})
    assert diff["changes"]
    retracted = await _call(client, "smriti_manage", {"action": "retract", "memory_id": fid})
    assert retracted["engram"]["retracted"] is True
    reverted = await _call(client, "smriti_manage", {"action": "revert", "commit": f"refs/smp/memory/{user}/main"})
    assert reverted["engrams"] == [fid]
    assert "pruned" in await _call(client, "smriti_manage", {"action": "consolidate", "dry_run": True})
    assert "clusters" in await _call(client, "smriti_manage", {"action": "clusters"})


def test_every_tool_over_stdio(shop: Path) -> None:
    head = git("rev-parse", "HEAD", cwd=shop).strip()

    async def body(client: Client) -> None:
        await _code_tools(client, head)
        await _admin_tools(client)
        await _memory_tools(client)

    _run(shop, body)
    calls = audit.read(Repo.discover(shop))
    assert len(calls) >= 39 and {c["surface"] for c in calls} == {"mcp-stdio"}
    assert {"tool", "operation", "arguments", "ms", "bytes", "status", "user"} <= set(calls[0])
    assert all(len(c["arguments"]) == 16 and "sku" not in json.dumps(c) for c in calls)


def test_new_protocol_era_and_answers_match_the_cli(shop: Path) -> None:
    """The 2026 protocol (mode auto) works too, and each answer is the CLI's --json."""
    cases = [("find_symbol", {"name": "Cart"}, ["find", "Cart"]),
             ("neighbors", {"symbol": "Cart.add", "relation": "callers"}, ["neighbors", "Cart.add"]),
             ("impact", {"symbol": "price_of", "depth": 2}, ["impact", "price_of", "--depth", "2"]),
             ("read_definition", {"symbol": "price_of"}, ["show", "price_of"]),
             ("file", {"path": "shop/prices.py"}, ["file", "shop/prices.py"]),
             ("context", {"query": "cart total", "budget": 1500}, ["context", "cart total", "--budget", "1500"]),
             ("trace", {"action": "path", "source": "Cart.total", "target": "price_of"},
              ["path", "Cart.total", "price_of"]),
             ("communities", {"action": "communities"}, ["communities"]),
             ("communities", {"action": "boundaries"}, ["boundaries"]),
             ("status", {"action": "info"}, ["info"]),
             ("status", {"action": "linker_report"}, ["linker-report"]),
             ("search", {"query": "price"}, ["search", "price"]),
             ("locate", {"query": "cart total"}, ["locate", "cart total"]),
             ("message", {"text": "unknown sku banana"}, ["message", "unknown sku banana"]),
             ("stack", {"trace_text": 'File "shop/prices.py", line 6, in price_of'},
              ["stack", 'File "shop/prices.py", line 6, in price_of']),
             ("symbol_history", {"symbol": "price_of"}, ["history", "price_of"]),
             ("structural_diff", {"rev_a": "HEAD"}, ["diff", "HEAD"]),
             ("trace", {"action": "trace", "symbol": "test_total"}, ["trace", "test_total"]),
             ("trace", {"action": "flow", "symbol": "price_of", "returns": True}, ["flow", "price_of", "--returns"])]
    answers: dict[str, Any] = {}

    async def body(client: Client) -> None:
        for tool, arguments, _ in cases:
            answers[tool + json.dumps(arguments)] = await _call(client, tool, arguments)

    _run(shop, body, mode="auto")
    for tool, arguments, argv in cases:
        cli = json.loads(smp(*argv, "--json", cwd=shop).stdout)
        assert answers[tool + json.dumps(arguments)] == cli, tool


# -- errors are answers ----------------------------------------------------------------------------------


def test_misses_bad_arguments_and_unknown_tools(shop: Path) -> None:
    async def body(client: Client) -> None:
        miss = await client.call_tool("find_symbol", {"name": "no_such_symbol_anywhere"})
        assert not miss.is_error and miss.structured_content["status"] == "not_found"
        smp("remember", "x", cwd=shop)  # a second definition of a name: ambiguous
        ambiguous = await client.call_tool("read_definition", {"symbol": "__init__"})
        data = ambiguous.structured_content or {}
        assert data.get("status") in ("ok", "ambiguous")
        for arguments, fragment in [({"name": 5}, "expected a string"), ({}, "missing required parameter 'name'"),
                                    ({"name": "x", "limit": 0}, "limit must be between 1 and"),
                                    ({"name": "x", "bogus": 1}, "unknown parameter 'bogus'"),
                                    ({"name": "x" * (2 << 20)}, "too long"),
                                    ({"name": "x", "response_bytes": 10}, "response_bytes must be")]:
            bad = await client.call_tool("find_symbol", arguments)
            assert bad.is_error and fragment in bad.content[0].text, (arguments, bad.content)
        with pytest.raises(MCPError) as raised:
            await client.call_tool("no_such_tool", {})
        assert raised.value.error.code == -32602 and "find_symbol" in raised.value.error.message
        outside = await client.call_tool("note", {"action": "put", "path": "../escape", "text": "x"})
        assert outside.is_error
        unknown_file = await client.call_tool("file", {"path": "../../etc/passwd"})
        assert unknown_file.structured_content["status"] == "not_found"

    _run(shop, body)


def test_byte_budget_cuts_lists_and_says_so(shop: Path) -> None:
    async def body(client: Client) -> None:
        query = {"query": "cart price sku total add test items", "top_k": 50}
        whole = await _call(client, "locate", query)
        cut = await _call(client, "locate", {**query, "response_bytes": 1000})
        assert len(json.dumps(whole)) > 1000 >= len(json.dumps(cut, ensure_ascii=False, separators=(",", ":")))
        assert cut["status"] == "partial" and "response_bytes" in cut["message"]
        assert cut["cut"]["results"]["total"] == len(whole["results"]) > cut["cut"]["results"]["returned"]

    _run(shop, body)


def test_read_only_server_refuses_writes(shop: Path) -> None:
    async def body(client: Client) -> None:
        refused = await client.call_tool("smriti_store", {"content": "should not be stored"})
        assert refused.is_error and "read-only" in refused.content[0].text
        assert (await _call(client, "find_symbol", {"name": "Cart"}))["matches"]

    _run(shop, body, "--read-only")
    assert git("for-each-ref", "refs/smp/memory", cwd=shop) == ""


def test_symbol_history_diffs_one_symbol_and_keeps_calls_without_an_action(shop: Path) -> None:
    """symbol_history grew a ``diff`` action (symbol-diff); a call without an action is history."""
    prices = shop / "shop" / "prices.py"
    prices.write_text(prices.read_text().replace("def price_of(sku):", "def price_of(sku, qty=1):")
                      .replace("return PRICES[sku]", "return PRICES[sku] * qty"))
    git("commit", "-q", "-am", "quantities", cwd=shop)
    first, head = (git("rev-parse", r, cwd=shop).strip() for r in ("HEAD~1", "HEAD"))

    async def body(client: Client) -> None:
        plain = await _call(client, "symbol_history", {"symbol": "price_of"})
        assert [c["change"] for c in plain["changes"]] == ["changed", "added"]
        assert plain["changes"][0]["before"] == first
        assert await _call(client, "symbol_history", {"action": "history", "symbol": "price_of"}) == plain
        diff = await _call(client, "symbol_history", {"action": "diff", "symbol": "price_of"})
        assert (diff["old_commit"], diff["new_commit"], diff["change"]) == (first, head, "changed")
        assert diff["before"]["signature"] == "def price_of(sku)" != diff["after"]["signature"]
        assert "+    return PRICES[sku] * qty\n" in diff["body_diff"]
        same = await _call(client, "symbol_history", {"action": "diff", "symbol": "Cart.total", "rev_a": "HEAD~1",
                                                      "rev_b": "HEAD", "context": 0})
        assert same["change"] == "unchanged" and same["callees_gained"] == same["callees_lost"] == []
        missing = await client.call_tool("symbol_history", {"action": "diff", "symbol": "no_such_symbol"})
        assert not missing.is_error and missing.structured_content["status"] == "not_found"
        wrong = await client.call_tool("symbol_history", {"action": "diff", "symbol": "price_of", "branch": "x"})
        assert wrong.is_error and "unknown parameter 'branch' for symbol_history with action 'diff'" \
            in wrong.content[0].text
        plain_wrong = await client.call_tool("symbol_history", {"symbol": "price_of", "context": 1})
        assert plain_wrong.is_error and "with action 'history'" in plain_wrong.content[0].text
        prices.write_text(prices.read_text().replace("* qty", "* qty * 2"))   # not committed
        for _ in range(60):
            edited = await _call(client, "symbol_history", {"action": "diff", "symbol": "price_of"})
            if edited["worktree"]:
                break
            await anyio.sleep(0.5)
        assert edited["worktree"] is True and (edited["old_commit"], edited["new_commit"]) == (head, head)
        assert "+    return PRICES[sku] * qty * 2\n" in edited["body_diff"] and edited["change"] == "changed"

    _run(shop, body)


def test_progress_and_freshness(shop: Path) -> None:
    """A first index sends progress; a new commit is served without restarting."""
    notes: list[tuple[float, float | None, str | None]] = []

    async def progress(done: float, total: float | None, message: str | None) -> None:
        notes.append((done, total, message))

    async def body(client: Client) -> None:
        (shop / "shop" / "stock.py").write_text("def in_stock(sku):\n    return True\n")
        git("add", "-A", cwd=shop)
        git("commit", "-q", "-m", "stock", cwd=shop)
        head = git("rev-parse", "HEAD", cwd=shop).strip()
        result = await client.call_tool("index", {}, progress_callback=progress)
        assert not result.is_error
        found = await _call(client, "find_symbol", {"name": "in_stock"})
        assert found["matches"][0]["symbol"]["id"] == "shop/stock.py::in_stock()"
        assert found["source_commit"] == head

    _run(shop, body)
    assert notes and all(total for _, total, _ in notes) and {m for _, _, m in notes} & {"parse", "link"}


# -- HTTP ---------------------------------------------------------------------------------------------------


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def _http_server(repo: Path, *args: str) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    port = _free_port()
    proc = subprocess.Popen(["git", "smp", "serve", "--http", "--port", str(port), *args], cwd=repo,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ, "SMP_USER": "web"})
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx2.get(base + "/health", timeout=2).status_code == 200:
                    break
            except httpx2.HTTPError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"server did not start: {proc.stderr.read().decode() if proc.stderr else ''}")
            time.sleep(0.2)
        yield base, proc
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def _rpc(base: str, body: Any, **headers: str) -> httpx2.Response:
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    return httpx2.post(base + "/rpc", content=data, headers={"content-type": "application/json", **headers},
                       timeout=60)


def test_json_rpc_with_a_plain_http_client(shop: Path) -> None:
    with _http_server(shop) as (base, _):
        health = httpx2.get(base + "/health").json()
        assert health["status"] == "ok" and health["read_only"] is False
        ok = _rpc(base, {"jsonrpc": "2.0", "id": 1, "method": "smp/navigate", "params": {"name": "price_of"}}).json()
        assert ok["id"] == 1 and ok["result"]["matches"][0]["symbol"]["id"] == "shop/prices.py::price_of()"
        context = _rpc(base, {"jsonrpc": "2.0", "id": 2, "method": "smp/context",
                              "params": {"query": "cart total", "budget": 1000}}).json()["result"]
        assert context["tokens"] <= 1000 and context["symbols"]
        parse = _rpc(base, b"{not json").json()
        assert parse["error"]["code"] == -32700
        assert _rpc(base, b"\xff\xfe").json()["error"]["code"] == -32700
        surrogate = _rpc(base, b'{"jsonrpc": "2.0", "id": 9, "method": "smp/remember", "params": {"text": "a\\ud800"}}')
        assert surrogate.json()["error"]["code"] == -32602 and "UTF-8" in surrogate.json()["error"]["message"]
        unknown = _rpc(base, {"jsonrpc": "2.0", "id": 3, "method": "smp/nope"}).json()["error"]
        assert unknown["code"] == -32601 and "smp/impact" in unknown["data"]["methods"]
        bad = _rpc(base, {"jsonrpc": "2.0", "id": 4, "method": "smp/impact", "params": {"symbol": "x", "depth": 99}})
        assert bad.json()["error"]["code"] == -32602 and "depth" in bad.json()["error"]["message"]
        assert _rpc(base, {"jsonrpc": "2.0", "id": 5, "method": "smp/find"}).json()["error"]["code"] == -32602
        assert _rpc(base, {"id": 6, "method": "smp/find"}).json()["error"]["code"] == -32600
        miss = _rpc(base, {"jsonrpc": "2.0", "id": 7, "method": "smp/find", "params": {"name": "zzz_nothing"}})
        assert miss.json()["result"]["status"] == "not_found"
        batch = _rpc(base, [{"jsonrpc": "2.0", "id": 10, "method": "smp/status"},
                            {"jsonrpc": "2.0", "method": "smp/memory/remember", "params": {"text": "via rpc"}},
                            {"jsonrpc": "2.0", "id": 11, "method": "smp/memory/recall", "params": {"query": "rpc"}},
                            {"jsonrpc": "2.0", "id": 12, "method": "smp/nope"}]).json()
        assert [a["id"] for a in batch] == [10, 11, 12]
        assert batch[1]["result"]["engrams"][0]["content"] == "via rpc" and batch[2]["error"]["code"] == -32601
        notification = _rpc(base, {"jsonrpc": "2.0", "method": "smp/status"})
        assert notification.status_code == 204
        assert _rpc(base, {"jsonrpc": "2.0", "id": 8, "method": "smp/status"}, origin="http://evil.example"
                    ).status_code == 403
        assert httpx2.post(base + "/rpc", content=b"{}", headers={"host": "evil.example"}).status_code == 421


def test_http_token_and_mcp_over_http(shop: Path) -> None:
    token = "a-long-enough-secret-token"
    with _http_server(shop, "--token", token) as (base, _):
        assert httpx2.get(base + "/health").status_code == 200
        assert _rpc(base, {"jsonrpc": "2.0", "id": 1, "method": "smp/status"}).status_code == 401
        assert _rpc(base, {"jsonrpc": "2.0", "id": 1, "method": "smp/status"},
                    authorization="Bearer wrong-token-xxxxxxxx").status_code == 401
        assert _rpc(base, {"jsonrpc": "2.0", "id": 1, "method": "smp/status"},
                    authorization=f"Bearer {token}").json()["result"]["initialized"] is True

        async def mcp_over_http() -> None:
            async with (httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=60) as http,
                        Client(streamable_http_client(base + "/mcp", http_client=http)) as client):
                tools = (await client.list_tools()).tools     # all but the sandbox (serve --sandbox)
                assert sorted(t.name for t in tools) == sorted(set(json.loads(contract())) - {"sandbox"})
                await _code_tools(client, git("rev-parse", "HEAD", cwd=shop).strip())
                await _admin_tools(client)
                await _memory_tools(client, user="web")

        anyio.run(mcp_over_http)


def test_other_addresses_need_a_token(shop: Path) -> None:
    proc = smp("serve", "--http", "--host", "0.0.0.0", cwd=shop, check=False)
    assert proc.returncode == 2 and "--token" in proc.stderr
    short = smp("serve", "--http", "--token", "short", cwd=shop, check=False)
    assert short.returncode == 2 and "16 characters" in short.stderr


# -- abuse ------------------------------------------------------------------------------------------------


def _rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def test_a_thousand_calls_over_stdio(shop: Path) -> None:
    async def body(client: Client) -> None:
        for n in range(1000):
            tool, arguments = [("find_symbol", {"name": "price"}), ("neighbors", {"symbol": "price_of"}),
                               ("smriti_recall", {"query": "sku"}), ("status", {"action": "status"})][n % 4]
            result = await client.call_tool(tool, arguments)
            assert not result.is_error, (n, result.content)

    _run(shop, body)


def test_eight_http_clients_at_once(shop: Path) -> None:
    """8 concurrent clients for 30 s (SMP_ABUSE_SECONDS): no error, bounded memory."""
    seconds = float(os.environ.get("SMP_ABUSE_SECONDS", "30"))
    with _http_server(shop) as (base, proc):
        for _ in range(20):   # warm every cache first
            _rpc(base, {"jsonrpc": "2.0", "id": 0, "method": "smp/neighbors", "params": {"symbol": "price_of"}})
        before = _rss_kb(proc.pid)
        failures: list[str] = []
        counts = [0] * 8

        async def client(n: int) -> None:
            methods = [("smp/find", {"name": "cart"}), ("smp/impact", {"symbol": "price_of"}),
                       ("smp/memory/recall", {"query": "sku"}), ("smp/context", {"query": "total", "budget": 500})]
            async with httpx2.AsyncClient(timeout=60) as http:
                end = time.monotonic() + seconds
                while time.monotonic() < end:
                    method, params = methods[counts[n] % len(methods)]
                    response = await http.post(base + "/rpc", json={"jsonrpc": "2.0", "id": n, "method": method,
                                                                    "params": params})
                    body = response.json()
                    if response.status_code != 200 or "error" in body:
                        failures.append(f"{method}: {response.status_code} {body}")
                    counts[n] += 1

        async def all_clients() -> None:
            async with anyio.create_task_group() as group:
                for n in range(8):
                    group.start_soon(client, n)

        anyio.run(all_clients)
        growth_mb = (_rss_kb(proc.pid) - before) / 1024
    assert not failures, failures[:3]
    assert sum(counts) > 8 * seconds, counts   # more than one call per client-second
    assert growth_mb < 200, f"server memory grew by {growth_mb:.0f} MB"


# -- the README's client configurations, as written ---------------------------------------------------


def _readme_configs(repo: Path) -> list[StdioServerParameters]:
    """The stdio servers the README tells Claude Code and Cursor to start, for ``repo``."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## MCP setup"):text.index("## Documentation")]
    here = str(ROOT)   # the README's quick start installs into ROOT/.venv, as the test command does
    claude = next(line for line in section.splitlines() if line.startswith("claude mcp add smriti -- "))
    command, *args = claude.split(" -- ", 1)[1].replace("/path/to/smriti-git", here).split()
    cursor = json.loads(section[section.index("```json") + 7:section.index("```", section.index("```json") + 7)])
    entry = cursor["mcpServers"]["smriti"]
    cursor_args = [a.replace("${workspaceFolder}", str(repo)) for a in entry["args"]]
    return [StdioServerParameters(command=command, args=args, cwd=str(repo)),   # Claude Code: cwd is the repo
            StdioServerParameters(command=entry["command"].replace("/path/to/smriti-git", here),
                                  args=cursor_args, cwd=str(repo.parent))]      # Cursor: --repo says which


def test_readme_client_configurations_work_as_written(shop: Path) -> None:
    async def main() -> None:
        for params in _readme_configs(shop):
            async with Client(params, mode="legacy") as client:
                found = await _call(client, "find_symbol", {"name": "Cart"})
                assert found["matches"][0]["symbol"]["id"] == "shop/cart.py::Cart#"

    anyio.run(main)


def test_lists_say_what_they_left_out(shop: Path) -> None:
    """Every list cut at a limit carries returned / total / truncated (total null when unknown)."""
    smp("remember", "carts total their prices", cwd=shop)
    smp("remember", "prices come from the PRICES table", cwd=shop)

    def counts(*argv: str) -> dict[str, Any]:
        answer = json.loads(smp(*argv, "--json", cwd=shop).stdout)
        return dict(answer["counts"])

    assert counts("find", "t", "--limit", "1")["truncated"] is True
    assert counts("locate", "cart price", "--top-k", "2") == {"returned": 2, "total": counts(
        "locate", "cart price", "--top-k", "100")["total"], "truncated": True}
    assert counts("recall", "prices", "-n", "1") == {"returned": 1, "total": 2, "truncated": True}
    assert counts("memory", "log", "-n", "1") == {"returned": 1, "total": None, "truncated": True}
    assert counts("memory", "log", "-n", "50") == {"returned": 2, "total": 2, "truncated": False}
    assert counts("path", "test_total", "price_of", "-n", "1")["returned"] == 1
    assert counts("search", "price", "-n", "50")["truncated"] is False


def test_uncommitted_work_is_served(shop: Path) -> None:
    """The server notices edits that are not committed and answers from them (worktree: true);
    after the commit it answers from the commit again."""

    async def wait_for(client: Client, name: str, present: bool) -> dict[str, Any]:
        for _ in range(60):
            found = await _call(client, "find_symbol", {"name": name})
            ids = [m["symbol"]["id"] for m in found.get("matches", [])]
            if (f"shop/cart.py::{name}()" in ids) == present:
                return found
            await anyio.sleep(0.5)
        raise AssertionError(f"{name} never {'appeared' if present else 'went away'}")

    async def body(client: Client) -> None:
        head = git("rev-parse", "HEAD", cwd=shop).strip()
        cart = shop / "shop" / "cart.py"
        cart.write_text(cart.read_text() + "\n\ndef empty_cart():\n    return Cart()\n")
        found = await wait_for(client, "empty_cart", True)
        assert found["worktree"] is True and found["source_commit"] == head
        pinned = await _call(client, "find_symbol", {"name": "empty_cart", "rev": "HEAD"})
        assert pinned["worktree"] is False and "empty_cart" not in json.dumps(pinned["matches"][:1])
        callers = await _call(client, "neighbors", {"symbol": "Cart", "relation": "references"})
        assert callers["worktree"] is True
        git("commit", "-q", "-am", "empty carts", cwd=shop)
        committed = await _call(client, "find_symbol", {"name": "empty_cart"})
        assert committed["worktree"] is False
        assert committed["source_commit"] == git("rev-parse", "HEAD", cwd=shop).strip() != head

    _run(shop, body)
