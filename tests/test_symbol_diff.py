"""``symbol-diff``: one symbol between two commits, through the command line, on a real
history of four commits (initial; a body change; a signature change with callers gained
in another file and a callee lost; a move, a rename and an addition)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from smriti_git.surfaces.dispatch import Dispatcher
from smriti_git.surfaces.rpc import Rpc

from .helpers import MakeRepo, git, smp

TARGET = "def target(x):\n    a = helper()\n    b = other()\n    return a + b + x\n"
BASE = {
    "lib/a.py": "def helper():\n    return 1\n\n\ndef other():\n    return 2\n\n\n" + TARGET
                + "\n\ndef stable():\n    return 'same'\n",
    "lib/b.py": "from lib.a import target\n\n\ndef user():\n    return target(1)\n\n\n"
                "def mover():\n    return 42\n\n\ndef main():\n    return user()\n",
}
STEPS: list[tuple[str, dict[str, str]]] = [
    ("body", {"lib/a.py": BASE["lib/a.py"].replace("return a + b + x", "return a + b + x + 1")}),
    ("signature", {
        "lib/a.py": BASE["lib/a.py"].replace(
            TARGET, "def target(x, y=0):\n    a = helper()\n    return a + x + y + 1\n"),
        "lib/c.py": "from lib.a import target\n\n\ndef user2():\n    return target(2)\n\n\n"
                    "def main():\n    return target(3)\n"}),
    ("move rename add", {
        "lib/a.py": BASE["lib/a.py"].replace(
            TARGET, "def target(x, y=0):\n    a = helper()\n    return a + x + y + 1\n").replace(
            "def stable():", "def steady():") + "\n\ndef fresh():\n    return helper()\n",
        "lib/b.py": BASE["lib/b.py"].replace("def mover():\n    return 42\n\n\n", ""),
        "lib/c.py": "from lib.a import target\n\n\ndef user2():\n    return target(2)\n\n\n"
                    "def main():\n    return target(3)\n\n\ndef mover():\n    return 42\n"}),
]


def _commit(path: Path, subject: str, files: dict[str, str]) -> None:
    for rel, text in files.items():
        (path / rel).parent.mkdir(parents=True, exist_ok=True)
        (path / rel).write_text(text)
    git("add", "-A", cwd=path)
    git("commit", "-q", "-m", subject, cwd=path)


@pytest.fixture(scope="module")
def lib(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Four commits, each indexed: initial, body, signature, move rename add."""
    path = tmp_path_factory.mktemp("symdiff") / "lib"
    git("init", "-q", str(path), cwd=path.parent)
    _commit(path, "initial", BASE)
    smp("init", cwd=path)
    smp("index", cwd=path)
    for subject, files in STEPS:
        _commit(path, subject, files)
        smp("index", cwd=path)
    return path


def sd(path: Path, *args: str, code: int = 0) -> dict[str, Any]:
    proc = smp("symbol-diff", *args, "--json", cwd=path, check=False)
    assert proc.returncode == code, (args, proc.stdout, proc.stderr)
    answer: dict[str, Any] = json.loads(proc.stdout)
    return answer


def rev(path: Path, name: str) -> str:
    return git("rev-parse", name, cwd=path).strip()


def test_a_body_change(lib: Path) -> None:
    out = sd(lib, "target", "HEAD~3", "HEAD~2")
    assert out["change"] == "changed" and out["symbol"] == "lib/a.py::target()"
    assert out["old_commit"] == rev(lib, "HEAD~3") and out["new_commit"] == rev(lib, "HEAD~2")
    assert out["signature_changed"] is False
    assert out["before"]["signature"] == out["after"]["signature"] == "def target(x)"
    assert "-    return a + b + x\n+    return a + b + x + 1\n" in out["body_diff"]
    assert "@@ -9,4 +9,4 @@" in out["body_diff"], "hunks are numbered by the file's lines"
    assert out["body_diff"].startswith(f"--- lib/a.py@{rev(lib, 'HEAD~3')[:12]}\n")
    for name in ("callers_gained", "callers_lost", "callees_gained", "callees_lost"):
        assert out[name] == [] and out["relation_counts"][name]["total"] == 0


def test_a_signature_change_with_a_caller_gained_and_a_callee_lost(lib: Path) -> None:
    out = sd(lib, "lib/a.py::target()", "HEAD~2", "HEAD~1")
    assert out["change"] == "changed" and out["signature_changed"] is True
    assert (out["before"]["signature"], out["after"]["signature"]) == ("def target(x)", "def target(x, y=0)")
    assert out["callers_gained"] == ["lib/c.py::main()", "lib/c.py::user2()"] and out["callers_lost"] == []
    assert out["callees_lost"] == ["lib/a.py::other()"] and out["callees_gained"] == []
    assert "-    b = other()\n" in out["body_diff"]


def test_defaults_show_the_latest_change(lib: Path) -> None:
    """A defaults to the commit before the symbol's latest change (here HEAD~2, since the
    last commit left target alone); B to HEAD."""
    out = sd(lib, "target")
    assert (out["old_commit"], out["new_commit"]) == (rev(lib, "HEAD~2"), rev(lib, "HEAD"))
    assert out["callers_gained"] == ["lib/c.py::main()", "lib/c.py::user2()"] and out["signature_changed"] is True
    assert out["source_commit"] == rev(lib, "HEAD")
    fresh = sd(lib, "fresh")
    assert fresh["change"] == "added" and fresh["before"] is None
    assert fresh["old_commit"] == rev(lib, "HEAD~1")
    assert fresh["body_diff"].startswith("--- /dev/null\n+++ lib/a.py@")
    assert fresh["callees_gained"] == ["lib/a.py::helper()"]
    untouched = sd(lib, "helper")
    assert untouched["change"] == "unchanged" and untouched["body_diff"] == ""
    assert untouched["callers_gained"] == ["lib/a.py::fresh()"], "callers change without the symbol changing"


def test_a_move_is_followed_by_either_id(lib: Path) -> None:
    for name in ("lib/c.py::mover()", "lib/b.py::mover()"):
        out = sd(lib, name, "HEAD~1", "HEAD")
        assert out["change"] == "moved" and out["symbol"] == "lib/c.py::mover()"
        assert out["before"]["id"] == "lib/b.py::mover()" and out["after"]["path"] == "lib/c.py"
        assert out["body_diff"] == "" and out["signature_changed"] is False


def test_a_rename_is_a_removal_and_an_addition(lib: Path) -> None:
    gone = sd(lib, "stable", "HEAD~1", "HEAD")
    assert gone["change"] == "removed" and gone["after"] is None and gone["symbol"] == "lib/a.py::stable()"
    assert gone["before"]["signature"] == "def stable()"
    assert "+++ /dev/null" in gone["body_diff"] and "-def stable():" in gone["body_diff"]
    new = sd(lib, "steady", "HEAD~1", "HEAD")
    assert new["change"] == "added" and new["after"]["id"] == "lib/a.py::steady()"


def test_unknown_and_ambiguous_names(lib: Path) -> None:
    missing = sd(lib, "no_such_symbol", "HEAD~1", code=1)
    assert missing["status"] == "not_found" and "'no_such_symbol'" in missing["message"]
    assert rev(lib, "HEAD~1")[:12] in missing["message"] and rev(lib, "HEAD")[:12] in missing["message"]
    ambiguous = sd(lib, "main", "HEAD~3", code=1)
    assert ambiguous["status"] == "ambiguous"
    assert {c["id"] for c in ambiguous["candidates"]} == {"lib/b.py::main()", "lib/c.py::main()"}
    bad = smp("symbol-diff", "target", "no-such-rev", cwd=lib, check=False)
    assert bad.returncode == 1 and "no-such-rev" in bad.stdout + bad.stderr


def test_text_output_and_limits(lib: Path) -> None:
    text = smp("symbol-diff", "target", "HEAD~2", "HEAD~1", cwd=lib).stdout
    assert text.startswith("lib/a.py::target(): changed, ")
    assert "  - def target(x)\n  + def target(x, y=0)\n" in text
    assert "  + caller lib/c.py::main()\n  + caller lib/c.py::user2()" in text
    assert "  - callee lib/a.py::other()" in text
    assert "-    b = other()" in text
    one = sd(lib, "target", "HEAD~3", "HEAD", "--limit", "1", "--context", "0")
    assert one["callers_gained"] == ["lib/c.py::main()"]
    assert one["relation_counts"]["callers_gained"] == {"returned": 1, "total": 2, "truncated": True}
    assert "\n-    b = other()\n" in one["body_diff"] and "     a = helper()" not in one["body_diff"]
    cut = smp("symbol-diff", "target", "HEAD~3", "--limit", "1", cwd=lib).stdout
    assert "(cut at --limit: callers_gained 1/2)" in cut
    moved = smp("symbol-diff", "mover", "HEAD~1", cwd=lib).stdout
    assert moved.startswith("lib/c.py::mover(): moved (from lib/b.py::mover())")


def test_without_earlier_snapshots_the_older_side_is_the_parent(make_repo: MakeRepo) -> None:
    """Only HEAD indexed: A is HEAD~1 (indexed on demand); at a root commit, A is B."""
    path = make_repo("parent", files=BASE)
    smp("init", cwd=path)
    root = sd(path, "target")
    assert root["change"] == "unchanged" and root["old_commit"] == root["new_commit"] == rev(path, "HEAD")
    _commit(path, *STEPS[0])
    out = sd(path, "target")
    assert out["old_commit"] == rev(path, "HEAD~1") and out["change"] == "changed"
    history = json.loads(smp("history", "target", "--json", cwd=path).stdout)
    assert history["changes"][0]["before"] == rev(path, "HEAD~1")


def test_json_rpc_answers_as_the_cli(lib: Path) -> None:
    rpc = Rpc(Dispatcher(lib))
    request = {"jsonrpc": "2.0", "id": 1, "method": "smp/symbol-diff",
               "params": {"symbol": "target", "rev_a": "HEAD~2", "rev_b": "HEAD~1"}}
    answer = json.loads(rpc.handle(json.dumps(request).encode()) or b"{}")["result"]
    cli = sd(lib, "target", "HEAD~2", "HEAD~1")
    assert answer == cli
