#!/bin/sh
# The README's main job: show smriti-git working on the repository it is run in.
# Expects `git-smp` on PATH (the README puts .venv/bin there); its Python runs the MCP client.
set -eu
step() { printf '\n== %s\n' "$*"; }
step "git smp init";   git smp init
step "git smp index  (the code graph of HEAD, committed under refs/smp/index/)"
git smp index
step "git smp info";   git smp info
step "git smp find compare_and_swap"; git smp find compare_and_swap
step "git smp callers smriti_git/storage/refs.py::compare_and_swap()"
git smp callers 'smriti_git/storage/refs.py::compare_and_swap()'
step "git smp impact smriti_git/storage/refs.py::compare_and_swap() --depth 2"
git smp impact 'smriti_git/storage/refs.py::compare_and_swap()' --depth 2
step "git smp context 'atomic ref update with compare and swap' --budget 1500"
git smp context "atomic ref update with compare and swap" --budget 1500
step "git smp remember ... --anchor compare_and_swap  (a fact anchored to code)"
git smp remember "compare_and_swap re-applies a lost update on the new tip" \
    --anchor 'smriti_git/storage/refs.py::compare_and_swap()' --tags storage
step "git smp recall 'lost update'"; git smp recall "lost update"
step "git smp memory log"; git smp memory log
step "the same memory and index, read by plain git"
git for-each-ref refs/smp/
git log --oneline -2 "$(git for-each-ref --format='%(refname)' refs/smp/memory | head -n 1)"
step "git smp status"; git smp status
step "git smp serve  (an agent's view: the MCP client SDK talks to the server over stdio)"
"$(dirname "$(command -v git-smp)")/python" - <<'PY'
import anyio
from mcp import Client, StdioServerParameters


async def main() -> None:
    async with Client(StdioServerParameters(command="git", args=["smp", "serve"]), mode="legacy") as client:
        tools = (await client.list_tools()).tools
        print(f"{len(tools)} tools:", ", ".join(t.name for t in tools))
        found = await client.call_tool("neighbors", {"symbol": "compare_and_swap", "relation": "callers"})
        data = found.structured_content or {}
        print("callers of compare_and_swap:", ", ".join(n["symbol"]["id"] for n in data.get("neighbors", [])))
        recalled = await client.call_tool("smriti_recall", {"query": "lost update", "limit": 1})
        print("recalled:", [e["content"] for e in (recalled.structured_content or {}).get("engrams", [])])

anyio.run(main)
PY
