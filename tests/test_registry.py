"""One registry feeds every surface: each operation is reachable and documented."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

import click
import pytest

from smriti_git.errors import InvalidArgument
from smriti_git.operations.registry import REGISTRY, Arg, Context, Opt, Result, load_all, operation
from smriti_git.surfaces import reference
from smriti_git.surfaces.cli import build_cli

from .helpers import MakeRepo, smp

ROOT = Path(__file__).resolve().parents[1]


def _resolve(root: click.Group, path: tuple[str, ...]) -> click.Command:
    node: click.Command = root
    for part in path:
        assert isinstance(node, click.Group), f"{part} is not under a group"
        node = node.commands[part]
    return node


def test_every_operation_is_a_cli_command() -> None:
    ops = load_all()
    assert {"init", "status", "note.put", "note.get", "note.ls"} <= set(ops)
    root = build_cli()
    for op in ops.values():
        command = _resolve(root, op.path)
        assert not isinstance(command, click.Group)
        names = {p.name for p in command.params}
        assert {p.name for p in op.params} | {"json_output"} == names, op.name
        assert command.help and op.summary in command.help
        assert all(p.help for p in op.params), f"{op.name}: a parameter has no help text"


def test_every_operation_runs_help_through_git(make_repo: MakeRepo) -> None:
    path = make_repo()
    for op in load_all().values():
        out = smp(*op.path, "-h", cwd=path).stdout
        assert op.summary.split("(")[0].strip() in " ".join(out.split()), op.name


def test_generated_reference_is_current() -> None:
    """docs/cli.md and the man page are regenerated from the registry; stale copies fail."""
    for path, text in reference.targets(ROOT).items():
        assert path.read_text(encoding="utf-8") == text, (
            f"{path.relative_to(ROOT)} is stale: run `python -m smriti_git.surfaces.reference`")


def test_readme_lists_every_command_group() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in {op.path[0] for op in REGISTRY.values()}:
        assert f"git smp {name}" in readme, f"README.md does not mention `git smp {name}`"


def test_catalogue_names_the_module_of_every_command() -> None:
    """The CLI imports only the module of the command it runs: the catalogue must be right."""
    from smriti_git.operations import catalogue

    defined = {op.path[0]: op.func.__module__.rsplit(".", 1)[1] for op in load_all().values()}
    assert defined == catalogue.COMMANDS
    assert set(catalogue.MODULES) == set(defined.values())


def test_every_parameter_is_bounded() -> None:
    """Numbers declare their range; the CLI, and every other surface, enforce it."""
    for op in load_all().values():
        for param in op.params:
            if param.type in (int, float):
                assert param.limits.min is not None or param.limits.max is not None, (op.name, param.name)


@dataclass(frozen=True, kw_only=True)
class _Window:
    start: Annotated[int, Opt("First line.", min=0, max=9)] = 1
    width: Annotated[int, Opt("How many lines.", min=1, max=9)] = 3


@dataclass(kw_only=True)
class _Seen(Result):
    name: str
    window: _Window


def _probe(name: Annotated[str, Arg("A name.")], window: _Window) -> _Seen:
    """Say what the arguments became."""
    return _Seen(name=name, window=window)


def test_a_parameter_set_stands_for_its_fields() -> None:
    """A dataclass parameter's fields are parameters of their own, checked like any other;
    the function receives them as one instance, defaults filled in."""
    operation("test.parameter-set")(_probe)
    try:
        op = REGISTRY["test.parameter-set"]
        assert [(p.name, p.default, p.positional) for p in op.params][1:] == [("start", 1, False),
                                                                              ("width", 3, False)]
        result = op.invoke(Context(), name="x", width=5)
        assert isinstance(result, _Seen) and result.window == _Window(start=1, width=5)
        with pytest.raises(InvalidArgument, match="width"):
            op.invoke(Context(), name="x", width=10)
    finally:
        del REGISTRY["test.parameter-set"]
