"""The ``git smp`` command line: git-extension behaviour, JSON output, exit codes."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from smriti_git import __version__
from smriti_git.errors import SmpError

from .helpers import MakeRepo, git, smp


def test_init_then_status_json(tmp_path: Path) -> None:
    """The issue's own check: git init demo && cd demo && git smp init && git smp status --json."""
    git("init", "-q", "demo", cwd=tmp_path)
    demo = tmp_path / "demo"
    smp("init", cwd=demo)
    status = json.loads(smp("status", "--json", cwd=demo).stdout)
    assert status["status"] == "ok" and status["initialized"] is True and status["store_format"] == 1
    assert status["head_branch"] == "main" and status["index"] == [] and status["memory_branches"] == []


def test_init_is_idempotent_and_never_touches_branches(make_repo: MakeRepo) -> None:
    path = make_repo()
    branches = git("for-each-ref", "refs/heads", "refs/tags", cwd=path)
    first = json.loads(smp("init", "--json", cwd=path).stdout)
    meta = git("rev-parse", "refs/smp/meta", cwd=path)
    second = json.loads(smp("init", "--json", cwd=path).stdout)
    assert first["created"] is True and second["created"] is False
    assert git("rev-parse", "refs/smp/meta", cwd=path) == meta
    assert git("for-each-ref", "refs/heads", "refs/tags", cwd=path) == branches
    assert git("config", "smp.storeFormat", cwd=path).strip() == "1"


def test_meta_commit_is_the_same_in_every_clone(make_repo: MakeRepo) -> None:
    a, b = make_repo("a"), make_repo("b")
    smp("init", cwd=a)
    smp("init", cwd=b)
    assert git("rev-parse", "refs/smp/meta", cwd=a) == git("rev-parse", "refs/smp/meta", cwd=b)


def test_global_and_per_command_json(make_repo: MakeRepo) -> None:
    path = make_repo()
    smp("init", cwd=path)
    assert json.loads(smp("--json", "status", cwd=path).stdout)["initialized"]
    assert json.loads(smp("status", "--json", cwd=path).stdout)["initialized"]


def test_exit_codes(make_repo: MakeRepo, tmp_path: Path) -> None:
    path = make_repo()
    not_initialised = smp("note", "get", "a", cwd=path, check=False)
    assert not_initialised.returncode == 2 and "git smp init" in not_initialised.stderr
    smp("init", cwd=path)
    missing = smp("note", "get", "nope", "--json", cwd=path, check=False)
    assert missing.returncode == 1 and json.loads(missing.stdout)["status"] == "not_found"
    bad = smp("note", "put", "../evil", "x", cwd=path, check=False)
    assert bad.returncode == 2 and "invalid note path" in bad.stderr
    bad_json = smp("note", "put", "a", "x", "--data", "{", cwd=path, check=False)
    assert bad_json.returncode == 2 and "--data is not JSON" in bad_json.stderr
    usage = smp("no-such-command", cwd=path, check=False)
    assert usage.returncode == 2


def test_outside_a_repository_is_one_line(tmp_path: Path) -> None:
    outside = tmp_path / "nowhere"
    outside.mkdir()
    # Call the console script directly: git itself refuses nothing for unknown extensions.
    proc = subprocess.run(["git-smp", "status"], cwd=outside, capture_output=True, text=True, check=False,
                          env={"PATH": str(Path(shutil.which("git-smp") or "").parent) + ":/usr/bin:/bin",
                               "GIT_CEILING_DIRECTORIES": str(tmp_path), "HOME": str(tmp_path)})
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0 and "not a git repository" in proc.stderr
    assert "Traceback" not in proc.stderr + proc.stdout


def test_version_and_help(make_repo: MakeRepo) -> None:
    path = make_repo()
    assert smp("--version", cwd=path).stdout.strip() == f"git-smp {__version__}"
    assert "Commands:" in smp("-h", cwd=path).stdout


@pytest.mark.skipif(shutil.which("man") is None, reason="no man program on this machine")
def test_git_help_smp_finds_the_man_page(make_repo: MakeRepo) -> None:
    """``git smp --help`` is turned into ``git help smp`` by git, which needs the man page."""
    path = make_repo()
    where = subprocess.run(["man", "-w", "git-smp"], capture_output=True, text=True, check=False)
    assert where.returncode == 0, where.stderr
    page = subprocess.run(["git", "help", "smp"], cwd=path, capture_output=True, text=True, check=False,
                          env={**__import__("os").environ, "MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "80"})
    assert page.returncode == 0 and "git-smp" in page.stdout, page.stderr


def test_note_round_trip_through_stdin(make_repo: MakeRepo) -> None:
    path = make_repo()
    smp("init", cwd=path)
    written = json.loads(smp("note", "put", "d/n1", "-t", "b", "-t", "a", "--data", '{"k": [1, 2]}', "--json",
                             cwd=path, input="from stdin\n").stdout)
    record = json.loads(smp("note", "get", "d/n1", "--json", cwd=path).stdout)["record"]
    assert record == {"schema": "note/1", "text": "from stdin", "tags": ["a", "b"], "data": {"k": [1, 2]}}
    assert git("cat-file", "-p", written["blob"], cwd=path).strip() == json.dumps(
        record, sort_keys=True, separators=(",", ":"))
    listing = json.loads(smp("note", "ls", "--json", cwd=path).stdout)
    assert listing["notes"] == [{"path": "d/n1", "blob": written["blob"]}] and listing["truncated"] is False
    earlier = smp("note", "get", "d/n1", "--rev", written["commit"] + "~0", cwd=path)
    assert earlier.stdout.strip() == "from stdin"


def test_a_missing_required_option_or_argument_is_named(make_repo: MakeRepo) -> None:
    """click 8.3+ takes an explicit ``default=None`` as a value, so a required option left
    out reached the registry as null ("session: expected a string, got null")."""
    path = make_repo(files={"a.py": "def f():\n    return 1\n"})
    smp("init", cwd=path)
    dry = smp("dryrun", "a.py", "--content", "-", cwd=path, input="def f():\n    return 2\n", check=False)
    assert dry.returncode == 2 and "Missing option '--session'" in dry.stderr, dry.stderr
    assert "null" not in dry.stderr
    find = smp("find", cwd=path, check=False)
    assert find.returncode == 2 and "Missing argument 'NAME'" in find.stderr, find.stderr


def test_every_required_parameter_is_named_when_missing() -> None:
    """On every surface: the CLI names the option or argument left out, and the registry
    (which the servers call) says a required parameter given as null is missing."""
    from click.testing import CliRunner

    from smriti_git.operations.registry import load_all
    from smriti_git.surfaces.cli import build_cli

    cli = build_cli()
    checked = 0
    for op in load_all().values():
        nullable = [p for p in op.params if p.required and not p.optional]
        if nullable:
            with pytest.raises(SmpError, match=f"missing required parameter '{nullable[0].name}'"):
                op.bind({p.name: None for p in op.params if p.required})
        # click leaves stdin arguments (read when omitted) and repeatable ones (nargs=-1) unrequired
        required = [p for p in nullable if not (p.positional and (p.stdin or p.multiple))]
        if not required:
            continue
        result = CliRunner().invoke(cli, [*op.path], catch_exceptions=True)
        first = required[0]
        want = f"Missing argument '{first.name.upper()}'" if first.positional else \
            f"Missing option '--{first.name.replace('_', '-')}'"
        assert result.exit_code == 2 and want in result.output, (op.name, result.output)
        checked += 1
    assert checked > 20
