"""Time in ``smriti_recall`` through the official MCP client over stdio: a time expression in the
query is read as a valid-time window (``time_window`` in the answer), and the new optional
``valid_between`` parameter keeps only facts valid in a window.  Smriti-MCP's own
parameters are unchanged (``test_mcp.py`` runs its examples)."""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest

from .conftest import MakeIndexedRepo
from .test_mcp import Client, _params
from .test_mcp import _call as call

FACTS = [
    ("Ben went hiking at Crater Lake with his brother", "2023-05-08"),
    ("Ben went hiking at Mount Rainier with his brother", "2023-08-14"),
    ("Ben went hiking at Mount Si on a rainy day", "2023-08-10"),
]


@pytest.fixture
def repo(make_indexed_repo: MakeIndexedRepo) -> Path:
    return make_indexed_repo("diary", files={"notes.py": "def note():\n    return 1\n"})


def test_time_expressions_and_valid_between_over_mcp(repo: Path) -> None:
    params = _params(repo)

    async def main() -> None:
        async with Client(params, mode="legacy") as client:
            for content, day in FACTS:
                await call(client, "smriti_store", {"content": content, "valid_from": day})
            may = await call(client, "smriti_recall", {"query": "Where did Ben go hiking in May?", "limit": 1})
            assert [e["content"] for e in may["engrams"]] == [FACTS[0][0]]
            assert may["time_window"] == "2023-05-01..2023-06-01 (in May)"
            assert may["engrams"][0]["signals"]["time"] == 1.0
            # Relative to the latest valid time in the store (14 August 2023): 7 to 14 August.
            week = await call(client, "smriti_recall", {"query": "Where did Ben go hiking last week?", "limit": 1})
            assert week["time_window"] == "2023-08-07..2023-08-14 (last week)"
            assert [e["content"] for e in week["engrams"]] == [FACTS[2][0]]
            plain = await call(client, "smriti_recall", {"query": "Where did Ben go hiking?"})
            assert plain.get("time_window") is None and len(plain["engrams"]) == 3
            # A fact is kept when its valid time begins in the window.
            between = await call(client, "smriti_recall", {"query": "Ben hiking",
                                                            "valid_between": "2023-08-01..2023-09-01"})
            assert sorted(e["content"] for e in between["engrams"]) == sorted([FACTS[1][0], FACTS[2][0]])
            since = await call(client, "smriti_recall", {"query": "Ben hiking", "valid_between": "2023-08-12.."})
            assert [e["content"] for e in since["engrams"]] == [FACTS[1][0]]
            bad = await client.call_tool("smriti_recall", {"query": "Ben", "valid_between": "2023-08-12"})
            assert bad.is_error or bad.structured_content["status"] == "invalid_argument"
            assert "START..END" in bad.content[0].text

    anyio.run(main)
