"""``git smp``: the command line, generated from the operation registry.

Each registered operation becomes a click command (dotted names become groups:
``memory.log`` -> ``git smp memory log``).  The CLI only parses arguments, calls the
operation and prints its result: readable text by default, JSON with ``--json``.

Exit codes: 0 success; 1 an answer of "no" / "not found"; 2 usage or environment
errors (outside a repository, bad input, missing feature).

A path that is not UTF-8 reaches Python as lone surrogates (PEP 383, as in ``sys.argv``):
text output writes its exact bytes back, JSON output writes it as ``\\udcXX`` escapes
(which a JSON reader turns back into the same string; ``os.fsencode`` gives the bytes).
"""

from __future__ import annotations

import json
import sys
from typing import Any, NoReturn

import click

from smriti_git import __version__
from smriti_git.errors import SmpError, Status
from smriti_git.operations.registry import GROUPS, Context, Operation, Param, Result, load_all, to_jsonable

EXIT_CODES: dict[Status, int] = {
    "ok": 0, "partial": 0, "ambiguous": 1, "not_found": 1,
    "invalid_argument": 2, "unsupported": 2, "error": 2,
}
PROG = "git smp"


def _emit(payload: dict[str, Any], text: str | None, as_json: bool, status: Status, error: bool) -> NoReturn:
    """Print an answer (stdout) or an error (stderr) and exit with the status's code."""
    if as_json:
        text = json.dumps(payload, indent=2, ensure_ascii=False, sort_keys=False)
        click.echo(text.encode("utf-8", "backslashreplace"))   # only a lone surrogate needs it: JSON's \\udcXX
    elif text:
        click.echo(_raw(text), err=error)
    sys.exit(EXIT_CODES.get(status, 2))


def _raw(text: str) -> bytes:
    """``text`` as bytes, a non-UTF-8 path byte (a lone surrogate) as itself."""
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:   # a surrogate that no byte stands for
        return text.encode("utf-8", "backslashreplace")


def _notify(text: str) -> None:
    click.echo(_raw(text), err=True)


class TerminalProgress:
    """Progress bars on stderr, one per stage, drawn only when stderr is a terminal."""

    def __init__(self) -> None:
        self.enabled = sys.stderr.isatty()
        self.bar: Any = None
        self.stage = ""
        self.done = 0

    def __call__(self, stage: str, done: int, total: int) -> None:
        if not self.enabled or total <= 1:
            return
        if stage != self.stage or self.bar is None:
            self.close()
            self.stage, self.done = stage, 0
            self.bar = click.progressbar(length=total, label=f"{stage:<8}", file=sys.stderr).__enter__()
        self.bar.update(max(0, done - self.done))
        self.done = done

    def close(self) -> None:
        if self.bar is not None:
            self.bar.__exit__(None, None, None)
            self.bar = None

    def __enter__(self) -> TerminalProgress:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def render_generic(data: Any, indent: int = 0) -> str:
    """A readable rendering of plain JSON data, for operations without their own."""
    pad = "  " * indent
    if isinstance(data, dict):
        lines = []
        for key, value in data.items():
            if key in ("status", "message") and indent == 0:
                continue
            if isinstance(value, (dict, list)) and value:
                lines.append(f"{pad}{key}:")
                lines.append(render_generic(value, indent + 1))
            else:
                lines.append(f"{pad}{key}: {value if value not in (None, [], {}) else '-'}")
        return "\n".join(lines)
    if isinstance(data, list):
        return "\n".join(
            f"{pad}- " + render_generic(item, indent + 1).lstrip() if isinstance(item, dict) else f"{pad}- {item}"
            for item in data
        )
    return f"{pad}{data}"


def _run(op: Operation, as_json: bool, kwargs: dict[str, Any]) -> NoReturn:
    try:
        for param in op.params:
            if param.stdin and kwargs.get(param.name) in (None, "-"):
                kwargs[param.name] = sys.stdin.read().rstrip("\n")
            if param.multiple:
                kwargs[param.name] = list(kwargs.get(param.name) or [])
        with TerminalProgress() as progress:
            result: Result = op.invoke(Context(progress=progress, notify=_notify), **kwargs)
    except SmpError as exc:
        details = to_jsonable(exc.details)
        text = f"{PROG}: {exc.message}"
        if details.get("candidates"):
            text += "\n" + "\n".join(f"  {c['id']}" for c in details["candidates"])
        _emit({"status": exc.status, "message": exc.message, **details}, text, as_json, exc.status, error=True)
    payload = to_jsonable(result)
    text = op.render(result) if op.render else render_generic(payload)
    if result.message:
        text = f"{text}\n{result.message}" if text else result.message
    _emit(payload, text, as_json, result.status, error=False)


def _click_param(param: Param) -> click.Parameter:
    kind: Any = click.Choice(param.choices) if param.choices else param.type
    if param.positional:
        required = param.required and not param.stdin
        nargs = -1 if param.multiple else 1
        default = None if param.required else param.default
        return click.Argument([param.name], type=kind, required=required and nargs == 1, nargs=nargs,
                              default=default if nargs == 1 else None)
    flag = "--" + param.name.replace("_", "-")
    decls = [param.name, flag] + ([param.short] if param.short else [])
    if param.type is bool and not param.multiple:
        if param.default is True:
            decls = [param.name, f"{flag}/--no-{param.name.replace('_', '-')}"]
        return click.Option(decls, is_flag=True, default=bool(param.default), help=param.help)
    default = None if param.required or param.default is None else param.default
    return click.Option(decls, type=kind, multiple=param.multiple, required=param.required,
                        default=default, show_default=default not in (None, "", False), help=param.help)


def _command(op: Operation) -> click.Command:
    def callback(json_output: bool, **kwargs: Any) -> None:
        root = click.get_current_context().find_root()
        _run(op, json_output or bool(root.params.get("json_output")), kwargs)

    params = [_click_param(p) for p in op.params]
    params.append(click.Option(["--json", "json_output"], is_flag=True, help="Print the result as JSON."))
    arguments = [p for p in op.params if p.positional]
    text = op.doc
    if arguments:
        lines = [f"  {p.name.upper():<12} {p.help}" for p in arguments]
        text += "\n\n\b\nArguments:\n" + "\n".join(lines)
    return click.Command(op.path[-1], callback=callback, params=params, help=text, short_help=op.summary)


def build_cli() -> click.Group:
    """The whole ``git smp`` command tree."""

    @click.group(name=PROG, context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
    @click.version_option(__version__, prog_name="git-smp", message="%(prog)s %(version)s")
    @click.option("--json", "json_output", is_flag=True, help="Print results as JSON (any command).")
    def root(json_output: bool) -> None:
        """smriti-git: a git-native, versioned memory store for coding agents."""

    for op in load_all().values():
        group: click.Group = root
        for part in op.path[:-1]:
            sub = group.commands.get(part)
            if sub is None:
                sub = click.Group(part, help=GROUPS.get(part, f"{part} commands."))
                group.add_command(sub)
            assert isinstance(sub, click.Group)
            group = sub
        group.add_command(_command(op))
    return root


def main(argv: list[str] | None = None) -> None:
    build_cli().main(args=argv, prog_name=PROG)
