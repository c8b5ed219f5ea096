"""Hostile and unlucky inputs: every one ends in a one-line answer with exit 0, 1 or 2,
never a traceback, and nothing acknowledged is lost.

The disk-full and read-only cases run in a private mount namespace (``unshare``) with a
small tmpfs or a read-only bind mount, so they need root or user namespaces; where
neither is available they skip with the reason.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from smriti_git.services.retrieval import pack

from .helpers import MakeRepo, git, smp

CODE = {"app.py": "def hello():\n    return 1\n\n\ndef main():\n    return hello()\n"}


def _one_line_error(proc: subprocess.CompletedProcess[str]) -> str:
    assert "Traceback" not in proc.stderr + proc.stdout, proc.stderr
    lines = [line for line in proc.stderr.splitlines()
             if line.startswith("git smp: ") and not line.startswith("git smp: warning:")]
    assert len(lines) == 1, proc.stderr
    return lines[0]


# -- arguments ------------------------------------------------------------------------------


@pytest.fixture
def code_repo(make_repo: MakeRepo) -> Path:
    path = make_repo(files=CODE)
    smp("init", cwd=path)
    return path


@pytest.mark.parametrize("args, fragment", [
    (["recall", "-n", "-1"], "-1 is not in the range"),
    (["forget", "not an id!"], "is not a valid engram"),
    (["memory", "show", "e123"], "is not a valid engram"),
    (["find", ""], "name is empty"),
    (["find", "   "], "name is empty"),
    (["remember", "--user", "", "a fact"], "invalid user"),
    (["remember", "--user", "../x", "a fact"], "invalid user"),
    (["remember", "--importance", "1.5", "a fact"], "1.5 is not in the range"),
    (["remember", "--related", "nope", "a fact"], "is not a valid related"),
    (["context", "hello", "--budget", "-5"], "-5 is not in the range"),
    (["context", "hello", "--budget", "0"], "0 is not in the range"),
    (["context", "hello", "--budget", str(10**12)], "is not in the range"),
    (["impact", "hello", "--depth", "999"], "is not in the range"),
    (["remember", "nul \0 byte"], None),
])
def test_bad_arguments_are_usage_errors(code_repo: Path, args: list[str], fragment: str | None) -> None:
    if any("\0" in a for a in args):
        # A NUL cannot travel in argv: it arrives through stdin (and MCP / JSON-RPC strings).
        proc = smp("remember", cwd=code_repo, input="nul \0 byte", check=False)
        assert proc.returncode == 2 and "NUL character" in _one_line_error(proc)
        return
    proc = smp(*args, cwd=code_repo, check=False)
    assert proc.returncode == 2, (args, proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr
    assert fragment is not None and fragment in proc.stderr, proc.stderr


def test_invalid_utf8_is_refused_from_argv_and_stdin(code_repo: Path) -> None:
    """Decision (docs/memory.md): a fact that is not valid UTF-8 is refused, never mangled."""
    for proc in (
        subprocess.run([b"git", b"smp", b"remember", b"bad \xff byte"], cwd=code_repo, capture_output=True),
        subprocess.run(["git", "smp", "remember"], cwd=code_repo, input=b"bad \xfe\xff", capture_output=True),
    ):
        err = proc.stderr.decode()
        assert proc.returncode == 2 and "Traceback" not in err
        assert "text is not valid UTF-8 (byte 0x" in err
    assert json.loads(smp("recall", "--mode", "list", "--json", cwd=code_repo, check=False).stdout)["returned"] == 0


def test_unknown_file_is_named(code_repo: Path) -> None:
    proc = smp("file", "no/such.py", "--json", cwd=code_repo, check=False)
    assert proc.returncode == 1
    answer = json.loads(proc.stdout)
    assert answer["status"] == "not_found" and "no indexed file 'no/such.py'" in answer["message"]
    assert json.loads(smp("file", "./app.py", "--json", cwd=code_repo).stdout)["path"] == "app.py"


def test_remember_does_not_echo_a_megabyte(code_repo: Path) -> None:
    text = "word " * 200_000   # a megabyte
    proc = smp("remember", cwd=code_repo, input=text)
    assert len(proc.stdout) < 1000 and "characters)" in proc.stdout
    made = json.loads(smp("remember", "--json", cwd=code_repo, input=text + "again").stdout)["engram"]
    shown = json.loads(smp("memory", "show", made["id"], "--json", cwd=code_repo).stdout)["engram"]
    assert shown["content"] == (text + "again").strip()
    too_long = smp("remember", cwd=code_repo, input="x" * ((1 << 20) + 1), check=False)
    assert too_long.returncode == 2 and "too long" in _one_line_error(too_long)


# -- the packer is bounded by the candidates ------------------------------------------------


def test_huge_budget_costs_what_the_candidates_cost() -> None:
    items = [pack.Item(f"s{n}", 10.0 - n, [pack.Block("body", "x" * (40 + n), 40 + n),
                                             pack.Block("signature", "y" * 5, 5)]) for n in range(8)]
    exact = sum(40 + n for n in range(8))
    whole = pack.pack(items, exact, len)
    for budget in (exact + 1, 10**6, 10**12):
        packed = pack.pack(items, budget, len)
        assert [c.block.kind for c in packed.chosen] == ["body"] * 8
        assert packed.text == whole.text and packed.tokens == exact


def test_context_with_the_largest_budget(code_repo: Path) -> None:
    answer = json.loads(smp("context", "hello main", "--budget", "1000000", "--json", cwd=code_repo).stdout)
    assert answer["status"] == "ok" and 0 < answer["tokens"] <= 1_000_000
    assert {s["id"] for s in answer["symbols"]} >= {"app.py::hello()", "app.py::main()"}


# -- storing a fact never touches the code index ---------------------------------------------


def _caches(path: Path) -> list[str]:
    cache = path / ".git" / "smp" / "cache"
    return sorted(p.name for p in cache.iterdir()) if cache.exists() else []


def test_remember_without_anchor_indexes_nothing(code_repo: Path) -> None:
    made = json.loads(smp("remember", "no anchor here", "--json", cwd=code_repo).stdout)["engram"]
    assert made["anchor_state"] == "unanchored"
    recalled = json.loads(smp("recall", "anchor", "--json", cwd=code_repo).stdout)
    assert [e["id"] for e in recalled["engrams"]] == [made["id"]]
    assert git("for-each-ref", "refs/smp/index", "refs/smp/worktree", cwd=code_repo) == ""
    assert set(_caches(code_repo)) <= {"memory", "vectors"}   # no graph database, parse or lexical cache
    anchored = json.loads(smp("remember", "hello returns one", "--anchor", "hello", "--json", cwd=code_repo).stdout)
    assert anchored["engram"]["anchor_state"] == "fresh"
    assert git("for-each-ref", "refs/smp/index", cwd=code_repo) != ""


def test_a_graph_that_cannot_be_built_never_blocks_memory(code_repo: Path) -> None:
    anchored = json.loads(smp("remember", "hello returns one", "--anchor", "hello", "--json", cwd=code_repo).stdout)
    git("config", "smp.cache.engine", "no-such-engine", cwd=code_repo)
    smp("remember", "an unanchored fact", cwd=code_repo)
    proc = smp("recall", "hello", "--json", cwd=code_repo)
    found = {e["id"]: e for e in json.loads(proc.stdout)["engrams"]}
    assert found[anchored["engram"]["id"]]["anchor_state"] == "unknown"
    assert "warning: anchor states are unknown" in proc.stderr and "Traceback" not in proc.stderr
    refused = smp("remember", "x", "--anchor", "main", cwd=code_repo, check=False)
    assert refused.returncode == 2 and "cannot anchor" in _one_line_error(refused)


def test_start_up_imports_only_what_the_command_needs(code_repo: Path) -> None:
    """Structural guard for the start-up targets (the timings are in bench/results/startup.*)."""
    probe = textwrap.dedent("""
        import json, sys
        from smriti_git.surfaces.cli import main
        try:
            main(sys.argv[1:])
        except SystemExit:
            pass
        heavy = ["pygit2", "numpy", "tree_sitter", "ladybug", "igraph", "bm25s", "tiktoken", "onnxruntime",
                 "smriti_git.operations.registry"]
        print(json.dumps(sorted(m for m in heavy if m in sys.modules)), file=sys.stderr)
    """)

    def loaded(*args: str) -> list[str]:
        proc = subprocess.run([sys.executable, "-c", probe, *args], cwd=code_repo, capture_output=True, text=True,
                              check=True)
        found: list[str] = json.loads(proc.stderr.strip().splitlines()[-1])
        return found

    assert loaded("--version") == []
    assert loaded("remember", "a fact") == ["pygit2", "smriti_git.operations.registry"]
    assert loaded("status") == ["pygit2", "smriti_git.operations.registry"]


# -- disks that refuse writes -----------------------------------------------------------------


def _namespace_prefix() -> list[str] | None:
    """A command prefix that runs a script in a private mount namespace, or None."""
    unshare = shutil.which("unshare")
    if unshare is None:
        return None
    for prefix in ([unshare, "--mount"], [unshare, "--user", "--map-root-user", "--mount"]):
        probe = subprocess.run([*prefix, "sh", "-c", "mount -t tmpfs -o size=64k tmpfs /mnt"], capture_output=True)
        if probe.returncode == 0:
            return prefix
    return None


NAMESPACE = _namespace_prefix()
needs_namespace = pytest.mark.skipif(NAMESPACE is None, reason="needs unshare with mount rights (root or user "
                                                                 "namespaces) for a full or read-only disk")


def _in_namespace(script: str, repo: Path) -> str:
    assert NAMESPACE is not None
    env = {**os.environ, "REPO": str(repo), "MNT": str(repo.parent / "mnt")}
    (repo.parent / "mnt").mkdir(exist_ok=True)
    proc = subprocess.run([*NAMESPACE, "sh", "-c", "exec 2>&1\n" + script], env=env, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout + proc.stderr


def _sections(output: str) -> dict[str, str]:
    found: dict[str, str] = {}
    name = ""
    for line in output.splitlines():
        if line.startswith("--- "):
            name = line[4:]
            found[name] = ""
        elif name:
            found[name] += line + "\n"
    return found


WRITES = """
echo "--- remember"; git smp remember "new fact"; echo "rc=$?"
echo "--- anchored"; git smp remember "anchored fact" --anchor hello; echo "rc=$?"
echo "--- note"; git smp note put a/b "text"; echo "rc=$?"
echo "--- index"; git smp index; echo "rc=$?"
echo "--- recall"; git smp recall fact; echo "rc=$?"
echo "--- refs"; git for-each-ref refs/smp
"""


def _check_refusals(found: dict[str, str], before_refs: str) -> None:
    for name in ("remember", "anchored", "note", "index"):
        assert found[name].rstrip().endswith("rc=2"), (name, found[name])
        errors = [line for line in found[name].splitlines()
                  if line.startswith("git smp: ") and not line.startswith("git smp: warning:")]
        assert len(errors) == 1, found[name]
        assert "cannot complete the operation" in errors[0] or "cannot anchor: the code graph" in errors[0]
        assert "Traceback" not in found[name]
    assert found["recall"].rstrip().endswith("rc=0") and "kept fact" in found["recall"]
    assert found["refs"] == before_refs, "a refused write moved a ref"


@needs_namespace
def test_full_disk(code_repo: Path) -> None:
    smp("remember", "kept fact", cwd=code_repo)
    smp("index", cwd=code_repo)
    before = git("for-each-ref", "refs/smp", cwd=code_repo)
    script = """
set -u
mount -t tmpfs -o size=8m tmpfs "$MNT"
cp -a "$REPO" "$MNT/repo" && cd "$MNT/repo"
rm -rf .git/smp/cache
git commit -q --allow-empty -m "second commit"
dd if=/dev/zero of="$MNT/fill" bs=4k 2>/dev/null
""" + WRITES + """
rm "$MNT/fill"
echo "--- fsck"; git fsck --full --no-progress 2>&1; echo "rc=$?"
echo "--- after"; git smp remember "after the disk was freed" && git smp recall --mode list
"""
    found = _sections(_in_namespace(script, code_repo))
    _check_refusals(found, before)
    assert "warning: could not write" in found["recall"]
    assert found["fsck"].rstrip().endswith("rc=0"), found["fsck"]
    assert "kept fact" in found["after"] and "after the disk was freed" in found["after"]


@needs_namespace
def test_read_only_objects(code_repo: Path) -> None:
    smp("remember", "kept fact", cwd=code_repo)
    before = git("for-each-ref", "refs/smp", cwd=code_repo)
    script = """
set -u
cd "$REPO"
git commit -q --allow-empty -m "second commit"
mount --bind .git/objects .git/objects && mount -o remount,ro,bind .git/objects
""" + WRITES
    found = _sections(_in_namespace(script, code_repo))
    _check_refusals(found, before)


def test_a_fact_can_be_anchored_to_a_file(code_repo: Path) -> None:
    made = json.loads(smp("remember", "app.py is the entry point", "--anchor", "app.py", "--json",
                          cwd=code_repo).stdout)["engram"]
    assert made["anchor_state"] == "fresh" and made["anchors"][0]["symbol"] == "app.py"
    git("rm", "-q", "app.py", cwd=code_repo)
    (code_repo / "main.py").write_text("def start():\n    return 0\n")
    git("add", "-A", cwd=code_repo)
    git("commit", "-q", "-m", "rename the entry point", cwd=code_repo)
    shown = json.loads(smp("memory", "show", made["id"], "--json", cwd=code_repo).stdout)["engram"]
    assert shown["anchor_state"] == "orphaned"


def test_show_on_a_folder_says_what_it_is(make_repo: MakeRepo) -> None:
    path = make_repo(files={"pkg/mod.py": "def f():\n    return 1\n"})
    smp("init", cwd=path)
    proc = smp("show", "pkg/", cwd=path, check=False)
    assert proc.returncode == 2 and "is a folder" in _one_line_error(proc)
