"""Every safety operation from MCP (the official SDK over stdio) and JSON-RPC; enrichment and
telemetry with real answers."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client, StdioServerParameters

from .helpers import MakeIndexedRepo, git, smp
from .test_mcp import _http_server, _rpc

FILES = {
    "shop/__init__.py": "",
    "shop/prices.py": "def price_of(sku):\n    return 3\n",
    "shop/cart.py": ("from shop.prices import price_of\n\n\n"
                     "def total(items):\n    return sum(price_of(i) for i in items)\n"),
    "tests/test_cart.py": "from shop.cart import total\n\n\ndef test_total():\n    assert total(['a']) == 3\n",
}


@pytest.fixture
def shop(make_indexed_repo: MakeIndexedRepo) -> Path:
    return make_indexed_repo("shop", files=FILES)


async def _call(client: Client, tool: str, arguments: dict[str, Any], error: bool = False) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    assert result.is_error == error, (tool, arguments, result.content)
    data: dict[str, Any] = json.loads(result.content[0].text)
    return data


def test_the_loop_over_mcp(shop: Path) -> None:
    proposed = FILES["shop/prices.py"].replace("def price_of(sku):", "def price_of(sku, currency):")

    async def body(client: Client) -> None:
        opened = await _call(client, "session", {"action": "open", "agent": "mcp-agent", "task": "currencies",
                                                 "scope": "shop"})
        sid = opened["session"]["id"]
        assert opened["session"]["pid"] == os.getpid()       # held by the client that started the server
        guard = await _call(client, "guard", {"session": sid, "target": "price_of"})
        assert guard["verdict"] == "clear" and guard["targets"][0]["tests"] == ["tests/test_cart.py::test_total()"]
        dry = await _call(client, "dryrun", {"session": sid, "file": "shop/prices.py", "content": proposed})
        assert dry["verdict"] == "breaking"
        assert dry["signature_changes"][0]["broken"][0]["caller"] == "shop/cart.py::total()"
        cp = await _call(client, "checkpoint", {"action": "checkpoint", "session": sid, "file": "shop/prices.py"})
        lock = await _call(client, "lock", {"action": "lock", "session": sid, "target": "shop/prices.py"})
        assert lock["acquired"][0]["target"] == "shop/prices.py"
        (shop / "shop" / "prices.py").write_text(proposed)
        updated = await _call(client, "update", {"action": "update", "file": "shop/prices.py", "session": sid})
        assert updated["files_updated"] == ["shop/prices.py"] and updated["event"]
        found = await _call(client, "find_symbol", {"name": "price_of"})
        assert found["worktree"] is True                  # the server answers from the update at once
        batch = await _call(client, "update", {"action": "batch", "file": ["shop/prices.py", "shop/cart.py"]})
        assert batch["files_updated"] == ["shop/cart.py", "shop/prices.py"] and batch["event"] is None
        back = await _call(client, "checkpoint", {"action": "rollback", "checkpoint": cp["checkpoint"]})
        assert back["restored"] == ["shop/prices.py"]
        assert (await _call(client, "lock", {"action": "unlock", "session": sid}))["released"] == ["shop/prices.py"]
        log = await _call(client, "audit_log", {"session": sid})
        assert [e["type"] for e in log["events"]] == ["session.open", "guard", "dryrun", "checkpoint", "lock",
                                                      "write", "rollback", "unlock"]
        listed = await _call(client, "session", {"action": "list"})
        assert [s["id"] for s in listed["sessions"]] == [sid]
        handoff = await _call(client, "session", {"action": "handoff", "session": sid})
        assert handoff["changed_files"] == ["shop/prices.py"] and len(handoff["dryruns"]) == 1
        assert handoff["runtime_edges"] is None and "sandbox" in handoff["runtime_note"]
        closed = await _call(client, "session", {"action": "close", "session": sid})
        assert closed["status"] == "ok" and closed["session"]["status"] == "completed"
        note = await _call(client, "enrich", {"action": "annotate", "symbol": "price_of",
                                              "description": "The price of one item.", "tags": "money,core"})
        assert note["annotation"]["tags"] == ["core", "money"]
        status = await _call(client, "enrich", {"action": "status"})
        assert status["annotated"] == 1 and status["symbols"] == 2
        tagged = await _call(client, "enrich", {"action": "tag", "scope": "package:shop", "tags": "shop"})
        assert tagged["annotation"]["symbol"] == "shop/"
        for _ in range(3):
            await _call(client, "neighbors", {"symbol": "shop/cart.py::total()"})
        hot = await _call(client, "telemetry", {})
        assert hot["symbols"][0]["id"] == "shop/cart.py::total()" and hot["symbols"][0]["accesses"] >= 3
        bad = await _call(client, "guard", {"session": "s-nope", "target": "x"}, error=True)
        assert bad["status"] == "invalid_argument"

    async def main() -> None:
        params = StdioServerParameters(command="git", args=["smp", "serve", "--no-follow"], cwd=str(shop),
                                       env={**os.environ, "SMP_USER": "agent"})
        async with Client(params, mode="legacy") as client:
            await body(client)

    anyio.run(main)


def test_every_safety_method_over_json_rpc(shop: Path) -> None:
    def call(base: str, method: str, **params: Any) -> dict[str, Any]:
        answer = _rpc(base, {"jsonrpc": "2.0", "id": 1, "method": method, "params": params}).json()
        assert "result" in answer, (method, answer)
        result: dict[str, Any] = answer["result"]
        return result

    with _http_server(shop, "--no-follow") as (base, _):
        sid = call(base, "smp/session/open", agent="rpc", task="t", scope=["shop"])["session"]["id"]
        assert call(base, "smp/guard", session=sid, target=["shop/cart.py"])["verdict"] == "clear"
        assert call(base, "smp/guard/check", session=sid, target=["total"])["verdict"] == "clear"
        assert call(base, "smp/dryrun", session=sid, file="shop/cart.py")["verdict"] == "safe"
        cp = call(base, "smp/checkpoint", session=sid, file=["shop/new.py"])["checkpoint"]
        assert call(base, "smp/lock", session=sid, target=["shop/cart.py"])["status"] == "ok"
        assert call(base, "smp/unlock", session=sid)["released"] == ["shop/cart.py"]
        by_name = call(base, "smp/lock", session=sid, target=["total"], ttl=60)["acquired"]
        assert [lk["target"] for lk in by_name] == ["shop/cart.py::total()"]
        assert call(base, "smp/unlock", session=sid, target=["shop/cart.py::total()"])["not_held"] == []
        (shop / "shop" / "new.py").write_text("def fresh():\n    return 1\n")
        assert call(base, "smp/update", file="shop/new.py", session=sid)["files_updated"] == ["shop/new.py"]
        assert call(base, "smp/batch_update", file=["shop/new.py"])["status"] == "ok"
        assert call(base, "smp/rollback", checkpoint=cp)["deleted"] == ["shop/new.py"]
        assert [e["type"] for e in call(base, "smp/audit", session=sid)["events"]][-1] == "rollback"
        assert call(base, "smp/audit/log", type=["write"])["counts"]["total"] == 1
        assert call(base, "smp/enrich", path="shop")["symbols"] == 2
        assert call(base, "smp/enrich/annotate", symbol="total", description="sum")["annotation"]["description"]
        assert call(base, "smp/enrich/tag", scope="file:shop/cart.py", tags=["x"])["annotation"]["tags"] == ["x"]
        assert call(base, "smp/telemetry")["status"] == "ok"
        assert call(base, "smp/handoff", session=sid)["session"]["id"] == sid
        assert call(base, "smp/session/list")["sessions"][0]["id"] == sid
        assert call(base, "smp/session/close", session=sid)["session"]["status"] == "completed"
        bad = _rpc(base, {"jsonrpc": "2.0", "id": 2, "method": "smp/lock", "params": {"session": sid}}).json()
        assert bad["error"]["code"] == -32602


def test_enrichment_coverage_and_staleness(shop: Path) -> None:
    def status(*args: str) -> dict[str, Any]:
        result: dict[str, Any] = json.loads(smp("enrich", "status", *args, "--json", cwd=shop).stdout)
        return result

    before = status()
    assert (before["symbols"], before["docstrings"], before["no_metadata"]) == (2, 0, 2)
    smp("annotate", "price_of", "--description", "Looks the price up.", cwd=shop)
    smp("tag", "--scope", "package:shop", "--tags", "core,shop", cwd=shop)
    after = status()
    assert (after["annotated"], after["tagged"], after["no_metadata"], after["stale"]) == (1, 2, 0, 0)
    assert after["coverage"]["annotated"] == 0.5
    smp("tag", "--scope", "package:shop", "--tags", "core,shop", "--action", "remove", cwd=shop)
    assert status()["tagged"] == 0
    # Versioned with the memory: a memory commit each, on the user's branch.
    log = json.loads(smp("memory", "log", "--json", cwd=shop).stdout)
    assert log["status"] == "ok"
    # The annotated code changes: the annotation is stale, and says so.
    (shop / "shop" / "prices.py").write_text("def price_of(sku):\n    return 4\n")
    git("commit", "-qam", "new price", cwd=shop)
    smp("index", cwd=shop)
    stale = status()
    assert stale["stale"] == 1 and stale["annotated"] == 0
    assert stale["stale_annotations"][0]["id"] == "shop/prices.py::price_of()"
    smp("annotate", "price_of", "--description", "Looks the price up (now 4).", cwd=shop)
    assert status()["stale"] == 0
    assert status("shop/cart.py")["symbols"] == 1
    bad = smp("tag", "--scope", "folder:shop", "--tags", "x", cwd=shop, check=False)
    assert bad.returncode == 2
    assert smp("annotate", "price_of", cwd=shop, check=False).returncode == 2


def test_heat_from_queries_warns_the_guard(shop: Path) -> None:
    for _ in range(6):
        smp("callers", "price_of", cwd=shop)
    hot = json.loads(smp("telemetry", "hot", "--json", cwd=shop).stdout)
    top = hot["symbols"][0]
    assert top["id"] == "shop/prices.py::price_of()" and top["accesses"] == 6 and 5.9 < top["heat"] <= 6
    assert hot["counts"]["total"] >= 2                  # the callers listed count a little too
    sid = json.loads(smp("session", "open", "--agent", "a", "--task", "t", "--json", cwd=shop).stdout)[
        "session"]["id"]
    guard = json.loads(smp("guard", "check", "price_of", "--session", sid, "--json", cwd=shop).stdout)
    assert guard["verdict"] == "warning"
    assert [r["code"] for r in guard["targets"][0]["reasons"]] == ["hot"]
