"""Fuzzing with hypothesis: random bytes and file names into the indexer, random text into
``remember`` / ``recall``, random arguments into every registry operation.

The property is the same everywhere: no Python exception escapes (no traceback, ever)
and the exit code is 0, 1 or 2.  The CLI runs in-process (click's test runner, the real
command tree and the real operations against real repositories), so that hundreds of
cases fit in CI; the examples are derandomised, so CI is repeatable.  Explore further
with ``SMP_FUZZ_EXAMPLES=500 SMP_FUZZ_RANDOM=1 pytest tests/test_fuzz.py``.

``watch`` (runs until interrupted), ``bench swebench`` (clones and indexes whole
repositories) and ``bench memory`` (runs the shared LoCoMo conversations, writing its results
into the checkout's ``bench/results/memory`` by default) are fuzzed up to argument checking
only, not run.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner, Result
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from smriti_git.errors import SmpError
from smriti_git.operations.registry import Operation, Param, load_all
from smriti_git.surfaces.cli import build_cli

from .helpers import git

EXAMPLES = int(os.environ.get("SMP_FUZZ_EXAMPLES", "12"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=not os.environ.get("SMP_FUZZ_RANDOM"),
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                       HealthCheck.data_too_large, HealthCheck.filter_too_much])
NOT_RUN = {"watch", "bench.swebench", "bench.memory"}
EXTENSIONS = [".py", ".js", ".ts", ".tsx", ".go", ".java", ".rs", ".c", ".h", ".cpp", ".rb", ".cs", ".php", ".txt",
              ""]
CLI = build_cli()
OPS = load_all()

SOURCES = {
    "pkg/core.py": "# -*- coding: utf-8 -*-\nclass Store:\n    def put(self, key):\n        return helper(key)\n\n"
                   "def helper(key):\n    raise ValueError(f'bad key {key}')\n",
    "pkg/test_core.py": "from pkg.core import Store\n\ndef test_put():\n    Store().put(1)\n",
    "web/app.ts": "export function render(x: number): string { return String(x); }\n",
    "svc/main.go": "package main\n\nfunc main() { run() }\n\nfunc run() {}\n",
}


def _check(result: Result, what: object) -> None:
    exc = result.exception
    assert exc is None or isinstance(exc, SystemExit), (what, repr(exc), result.output)
    assert result.exit_code in (0, 1, 2), (what, result.exit_code, result.output)
    assert "Traceback" not in result.output, (what, result.output)


def _invoke(args: list[str], input: bytes | None = None) -> Result:
    return CliRunner().invoke(CLI, args, input=input, catch_exceptions=True)


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    path = tmp_path_factory.mktemp("fuzz") / "repo"
    git("init", "-q", str(path), cwd=path.parent)
    for rel, text in SOURCES.items():
        (path / rel).parent.mkdir(parents=True, exist_ok=True)
        (path / rel).write_text(text)
    git("add", "-A", cwd=path)
    git("commit", "-q", "-m", "fixture", cwd=path)
    old = Path.cwd()
    os.chdir(path)
    try:
        for args in (["init"], ["index"], ["remember", "Store.put raises on bad keys", "--anchor", "helper"]):
            result = _invoke(args)
            assert result.exit_code == 0, result.output
        yield path
    finally:
        os.chdir(old)


# -- the indexer --------------------------------------------------------------------------------

NAME_CHARS = st.characters(blacklist_characters="/\0", blacklist_categories=("Cs",))
COMPONENT = st.one_of(
    st.text(NAME_CHARS, min_size=1, max_size=12).map(lambda s: s.encode()),
    st.binary(min_size=1, max_size=12).filter(lambda b: b"/" not in b and b"\0" not in b),
).filter(lambda b: b not in (b".", b"..", b".git") and not b.lower().startswith(b".git"))
NAMES = st.lists(COMPONENT, min_size=1, max_size=3).flatmap(
    lambda parts: st.sampled_from(EXTENSIONS).map(lambda ext: b"/".join(parts) + ext.encode()))
CONTENT = st.one_of(st.binary(max_size=2000), st.text(max_size=2000).map(lambda s: s.encode("utf-8", "surrogatepass")),
                    st.sampled_from(list(SOURCES.values())).map(str.encode))


@FUZZ
@given(files=st.dictionaries(NAMES, CONTENT, min_size=1, max_size=6))
def test_indexer_takes_any_names_and_bytes(tmp_path_factory: pytest.TempPathFactory,
                                           files: dict[bytes, bytes]) -> None:
    path = tmp_path_factory.mktemp("fuzz-index")
    git("init", "-q", str(path), cwd=path)
    written = []
    for name, data in files.items():
        target = os.path.join(os.fsencode(path), name)
        try:
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as handle:
                handle.write(data)
            written.append(name)
        except OSError:          # a prefix of one name is another file: skip it
            continue
    if not written:
        return
    if subprocess.run(["git", "add", "-A"], cwd=path, capture_output=True).returncode != 0:
        return                   # a name git itself refuses
    git("commit", "-q", "--allow-empty", "-m", "fuzz", cwd=path)
    old = Path.cwd()
    os.chdir(path)
    try:
        for args in (["init"], ["index"], ["find", "x"], ["status"], ["context", "key error", "--budget", "500"],
                     ["file", os.fsdecode(written[0])], ["remember", "a fact"], ["recall", "fact"]):
            _check(_invoke(args), (args, files))
    finally:
        os.chdir(old)


# -- remember and recall -----------------------------------------------------------------------------

TEXT = st.one_of(st.text(max_size=300), st.binary(max_size=300).map(lambda b: b.decode("utf-8", "surrogateescape")),
                 st.sampled_from(["", " ", "-", "--json", "\0", "\udcff", "e0123456789ab", "x" * 5000]))


@FUZZ
@given(data=st.binary(max_size=3000), query=TEXT)
def test_remember_and_recall_take_any_input(repo: Path, data: bytes, query: str) -> None:
    _check(_invoke(["remember"], input=data), data)
    _check(_invoke(["recall", query]), query)
    _check(_invoke(["recall", "--mode", "search", "--json", query]), query)


# -- every operation's arguments ----------------------------------------------------------------------


PLAUSIBLE = {
    "rev": ["HEAD", "main", "HEAD~1", "nosuch"], "rev_a": ["HEAD"], "rev_b": ["HEAD"],
    "old": ["HEAD", "refs/smp/memory/default/main"], "new": ["refs/smp/memory/default/main"],
    "commit": ["refs/smp/memory/default/main"], "user": ["default", "bob"], "branch": ["main", "side"],
    "name": ["side", "main", "helper"], "start": ["refs/smp/memory/default/main"],
    "tags": ["infra,db", "a"], "tag": ["a"], "anchor": ["helper", "Store.put", "nosuch"],
    "valid_from": ["2026-01-01", "2026-01-01T00:00:00+00:00", "yesterday"], "valid_to": ["2027-01-01"],
    "valid_at": ["2026-06-01"], "as_of": ["2026-06-01T12:00:00Z"], "path": ["pkg/core.py", "pkg/", "nosuch.py"],
    "prefix": ["a/", ""], "text": ["a fact about helper", "-"], "query": ["bad key error in put", "helper"],
    "line": ["ValueError: bad key 12"], "encoding": ["cl100k_base", "o200k_base", "nosuch"],
}
SYMBOLS = ["helper", "Store.put", "pkg/core.py", "pkg/core.py::helper()", "run", "nosuch"]


def _values(param: Param) -> st.SearchStrategy[str]:
    """Mostly plausible values (so that operations run deep), sometimes anything at all."""
    anything = st.one_of(TEXT, st.integers(-10**15, 10**15).map(str), st.floats(allow_nan=True).map(str))
    if param.choices:
        plausible: st.SearchStrategy[str] = st.sampled_from(param.choices)
    elif param.type in (int, float) and param.limits.min is not None:
        low = int(param.limits.min)
        plausible = st.integers(low, min(int(param.limits.max or 10**6), low + 5)).map(str)
    elif param.name in ("engram", "related"):
        plausible = st.just("e0123456789ab")
    elif param.name in PLAUSIBLE:
        plausible = st.sampled_from(PLAUSIBLE[param.name])
    else:
        plausible = st.sampled_from(SYMBOLS)
    return st.one_of(plausible, plausible, plausible, anything)


def _flag(param: Param, value: bool) -> str:
    name = param.name.replace("_", "-")
    return f"--{name}" if value or param.default is not True else f"--no-{name}"


@st.composite
def _argv(draw: st.DrawFn, op: Operation) -> list[str]:
    args = list(op.path)
    for param in op.params:
        if not (param.required or draw(st.booleans())):
            continue
        if param.type is bool:
            args.append(_flag(param, draw(st.booleans())))
        elif param.positional:
            args.append(draw(_values(param)))
        else:
            args += [f"--{param.name.replace('_', '-')}", draw(_values(param))]
    if draw(st.integers(0, 9)) == 0:
        args.insert(draw(st.integers(len(op.path), len(args))), draw(TEXT))   # a stray argument
    if draw(st.booleans()):
        args.append("--json")
    return args


def _parse_only(op: Operation, args: list[str]) -> None:
    """Parse ``args`` and check them against the registry, without running the operation."""
    command: click.Command = CLI
    for part in op.path:
        assert isinstance(command, click.Group)
        command = command.commands[part]
    try:
        ctx = command.make_context(" ".join(op.path), args[len(op.path):])
    except click.exceptions.Exit:
        return
    except click.ClickException as exc:
        assert exc.exit_code == 2
        return
    kwargs: dict[str, Any] = {k: list(v) if isinstance(v, tuple) else v for k, v in ctx.params.items()
                              if k != "json_output"}
    try:
        op.bind(kwargs)
    except SmpError as exc:
        assert exc.exit_code in (1, 2)


@pytest.mark.parametrize("name", sorted(OPS))
def test_every_operation_takes_any_arguments(repo: Path, name: str) -> None:
    op = OPS[name]

    @FUZZ
    @given(args=_argv(op))
    def run(args: list[str]) -> None:
        if name in NOT_RUN:
            _parse_only(op, args)
        else:
            _check(_invoke(args, input=b"stdin text\n"), args)

    run()
