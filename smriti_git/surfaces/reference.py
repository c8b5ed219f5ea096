"""The command reference, generated from the CLI (itself generated from the registry).

``python -m smriti_git.surfaces.reference`` rewrites ``docs/cli.md`` and the man page
source ``cli/git-smp.1`` (installed as ``share/man/man1/git-smp.1`` so that
``git help smp`` and ``git smp --help`` work).  A test fails when either is stale.
"""

from __future__ import annotations

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


def targets(root: Path) -> dict[Path, str]:
    return {root / "docs" / "cli.md": markdown(), root / "cli" / "git-smp.1": manpage()}


def main() -> None:
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
    for path, text in targets(root).items():
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
