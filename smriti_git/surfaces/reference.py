"""The references generated from the registry: the CLI's, the MCP tools', the contract.

``python -m smriti_git.surfaces.reference`` rewrites ``docs/cli.md`` and the man page
source ``cli/git-smp.1`` (installed as ``share/man/man1/git-smp.1`` so that
``git help smp`` and ``git smp --help`` work), ``docs/mcp.md`` (the MCP tools and the
JSON-RPC methods) and ``tests/contract/mcp_tools.json`` (each tool's name, parameters,
types and flags, pinned by a test so that a change to the surface is deliberate).
A test fails when any of them is stale.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import click

from smriti_git import __version__
from smriti_git.surfaces.cli import PROG, build_cli

EXIT_STATUS = [
    ("0", "Success."),
    ("1", 'An answer of "no" or "not found" (also: an ambiguous name).'),
    ("2", "Usage or environment error: bad arguments, not a git repository, missing feature."),
]


def _commands(group: click.Group, prefix: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], click.Command]]:
    for name in sorted(group.commands):
        command = group.commands[name]
        if isinstance(command, click.Group):
            yield from _commands(command, (*prefix, name))
        else:
            yield (*prefix, name), command


def _usage(path: tuple[str, ...], command: click.Command) -> str:
    ctx = click.Context(command, info_name=" ".join((PROG, *path)))
    return " ".join(command.collect_usage_pieces(ctx))


def _options(command: click.Command) -> list[tuple[str, str]]:
    ctx = click.Context(command)
    rows = []
    for param in command.get_params(ctx):
        record = param.get_help_record(ctx)
        if record and isinstance(param, click.Option) and "--help" not in record[0]:
            rows.append(record)
    return rows


def _plain(help_text: str | None) -> str:
    """Help text without click's no-rewrap markers."""
    return "\n".join(line for line in (help_text or "").strip().splitlines() if line != "\b")


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def markdown() -> str:
    root = build_cli()
    out = [
        "# Command reference",
        "",
        "Generated from the operation registry by `python -m smriti_git.surfaces.reference`; do not edit.",
        "Every command accepts `--json` and exits 0 (success), 1 (\"no\" / not found) or 2 (usage or",
        "environment error).",
        "",
    ]
    for path, command in _commands(root):
        name = " ".join(path)
        out += [f"## `git smp {name}`", "", "```", f"git smp {name} {_usage(path, command)}".rstrip(), "```", ""]
        out += [re.sub(r"(?m)^  (\S+) +(.*)$", r"- `\1`: \2", _plain(command.help)), ""]
        rows = _options(command)
        if rows:
            out += ["| option | meaning |", "|---|---|"]
            out += [f"| `{flags}` | {_cell(text)} |" for flags, text in rows]
            out.append("")
    return "\n".join(out).rstrip() + "\n"


def _roff(text: str) -> str:
    lines = []
    for line in text.replace("\\", "\\e").splitlines():
        lines.append("\\&" + line if line.startswith((".", "'")) else line)
    return "\n".join(lines)


def manpage() -> str:
    root = build_cli()
    out = [
        f'.TH GIT-SMP 1 "" "smriti-git {__version__}" "Git Manual"',
        ".SH NAME",
        "git-smp \\- a git-native, versioned memory store for coding agents",
        ".SH SYNOPSIS",
        ".B git smp",
        "[\\fB\\-\\-json\\fR] \\fICOMMAND\\fR [\\fIARGS\\fR]",
        ".SH DESCRIPTION",
        _roff((root.help or "").strip()),
        ".PP",
        "All data that must last is stored as ordinary git objects under \\fBrefs/smp/\\fR;",
        "caches live under \\fB$GIT_COMMON_DIR/smp/\\fR and can be deleted at any time.",
        ".SH COMMANDS",
    ]
    for path, command in _commands(root):
        out += [".TP", f"\\fBgit smp {' '.join(path)}\\fR {_roff(_usage(path, command))}",
                _roff(_plain(command.help))]
        for flags, text in _options(command):
            out += [".RS", ".TP", f"\\fB{_roff(flags)}\\fR", _roff(text), ".RE"]
    out.append(".SH EXIT STATUS")
    for code, text in EXIT_STATUS:
        out += [".TP", f"\\fB{code}\\fR", text]
    out += [".SH FILES", ".TP", "\\fBrefs/smp/\\fR",
            "The store: index snapshots, memory branches, exports, keys, audit log (see refs_schema/LAYOUT.md).",
            ".SH SEE ALSO", "\\fBgit\\fR(1)"]
    return "\n".join(out) + "\n"


def contract() -> str:
    """Each MCP tool's name, flags and parameters (wire name, JSON type, required), as JSON."""
    from smriti_git.operations.registry import load_all
    from smriti_git.surfaces.tools import Surface

    tools = {}
    for tool in Surface({n: op for n, op in load_all().items() if op.remote}).tools.values():
        schema = tool.input_schema
        tools[tool.name] = {
            "read_only": tool.read_only, "destructive": tool.destructive, "idempotent": tool.idempotent,
            "actions": {action or "(none)": op.name for action, op in tool.ops.items()},
            "parameters": {name: {"type": prop.get("type", "any"), "required": name in schema["required"]}
                           for name, prop in schema["properties"].items()}}
    return json.dumps(tools, indent=1, sort_keys=True) + "\n"


def _kind(prop: dict[str, object]) -> str:
    enum = prop.get("enum")
    if isinstance(enum, list):
        return " | ".join(str(v) for v in enum)
    items = prop.get("items")
    if prop.get("type") == "array" and isinstance(items, dict):
        return f"array of {_kind(items)}"
    return str(prop.get("type", "any"))


def mcp_markdown() -> str:
    from smriti_git.operations.registry import load_all
    from smriti_git.surfaces.rpc import methods
    from smriti_git.surfaces.tools import Surface

    remote = {n: op for n, op in load_all().items() if op.remote}
    surface = Surface(remote)
    out = ["# MCP tools and JSON-RPC methods", "",
           "Generated from the operation registry by `python -m smriti_git.surfaces.reference`; do not edit.",
           "How to run the server and what it promises: `docs/server.md`.", "",
           f"## Tools ({len(surface.tools)})", "",
           "| tool | read-only | does | operations |", "|---|---|---|---|"]
    for tool in surface.tools.values():
        ops = ", ".join(f"`{a}` → {op.name}" if a else op.name for a, op in tool.ops.items())
        out.append(f"| `{tool.name}` | {'yes' if tool.read_only else 'no'} | {_cell(tool.spec.description)} | {ops} |")
    for tool in surface.tools.values():
        schema = tool.input_schema
        out += ["", f"### `{tool.name}`", "", tool.spec.description, "", "| parameter | type | |", "|---|---|---|"]
        for name, prop in schema["properties"].items():
            kind = " or ".join(_kind(p) for p in prop.get("anyOf", [prop]))
            required = "**required** " if name in schema["required"] else ""
            out.append(f"| `{name}` | {_cell(str(kind))} | {required}{_cell(prop.get('description', ''))} |")
    out += ["", "## JSON-RPC methods (`POST /rpc`)", "",
            "Parameters are the operation's own (see `docs/cli.md`), by name; `response_bytes` caps the answer.", "",
            "| method | operation | read-only |", "|---|---|---|"]
    for name, op in methods(remote).items():
        out.append(f"| `{name}` | {op.name} | {'yes' if op.read_only else 'no'} |")
    return "\n".join(out) + "\n"


def targets(root: Path) -> dict[Path, str]:
    return {root / "docs" / "cli.md": markdown(), root / "cli" / "git-smp.1": manpage(),
            root / "docs" / "mcp.md": mcp_markdown(), root / "tests" / "contract" / "mcp_tools.json": contract()}


def main() -> None:
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
    for path, text in targets(root).items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
