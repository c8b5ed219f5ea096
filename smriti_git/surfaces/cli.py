"""``git smp``: the command line, generated from the operation registry.

Each registered operation becomes a click command (dotted names become groups:
``memory.log`` -> ``git smp memory log``).  The CLI only parses arguments, calls the
operation and prints its result: readable text by default, JSON with ``--json``.

Exit codes: 0 success; 1 an answer of "no" / "not found"; 2 usage or environment
errors (outside a repository, bad input, missing feature, a disk that refuses a
write).  No input ends in a Python traceback: an unexpected exception is reported in
one line (``SMP_DEBUG=1`` shows the traceback).

Start-up is kept short because hooks and scripts call the CLI on every commit: the
registry (and with it every operation and service) is imported only when a command is
looked up, so ``git smp --version`` imports click and nothing else.

A path that is not UTF-8 reaches Python as lone surrogates (PEP 383, as in ``sys.argv``):
text output writes its exact bytes back, JSON output writes it as ``\\udcXX`` escapes
(which a JSON reader turns back into the same string; ``os.fsencode`` gives the bytes).
"""

from __future__ import annotations

import json
import logging
import os
import re
import sys
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NoReturn

import click

from smriti_git import __version__
from smriti_git.errors import SmpError, Status
from smriti_git.surfaces.completion import VARIABLE, completion_command

if TYPE_CHECKING:
    from smriti_git.operations.registry import Operation, Param, Result

EXIT_CODES: dict[Status, int] = {
    "ok": 0, "partial": 0, "ambiguous": 1, "not_found": 1, "conflict": 1,
    "invalid_argument": 2, "unsupported": 2, "error": 2,
}
PROG = "git smp"


def _emit(payload: dict[str, Any], text: str | None, as_json: bool, status: Status, error: bool,
          code: int | None = None) -> NoReturn:
    """Print an answer (stdout) or an error (stderr) and exit with ``code``, else the status's code."""
    if as_json:
        text = json.dumps(payload, indent=2, ensure_ascii=False, sort_keys=False)
        click.echo(text.encode("utf-8", "backslashreplace"))   # only a lone surrogate needs it: JSON's \\udcXX
    elif text:
        click.echo(_raw(text), err=error)
    sys.exit(EXIT_CODES.get(status, 2) if code is None else code)


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _raw(text: str) -> bytes:
    """``text`` as bytes for a terminal: a control character (from a file name, a fact, a
    command's output) escaped as JSON writes it (``\\u001b``), so that it cannot drive the
    terminal; a non-UTF-8 path byte (a lone surrogate) as itself."""
    text = _CONTROL.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
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


def _stdin_text() -> str:
    """Standard input as text; bytes that are not UTF-8 become surrogates, which the
    registry refuses with a message naming the parameter."""
    return sys.stdin.buffer.read().decode("utf-8", "surrogateescape").rstrip("\n")


def _run(op: Operation, as_json: bool, kwargs: dict[str, Any]) -> NoReturn:
    from smriti_git.operations.registry import Context, to_jsonable

    try:
        for param in op.params:
            value = kwargs.get(param.name)
            if param.stdin and (value == "-" or (param.positional and value is None)):
                kwargs[param.name] = _stdin_text()
            if param.multiple:
                kwargs[param.name] = list(kwargs.get(param.name) or [])
        with TerminalProgress() as progress:
            ctx = Context(progress=progress, notify=_notify)
            result: Result = op.invoke(ctx, **kwargs)
    except SmpError as exc:
        if os.environ.get("SMP_DEBUG"):
            traceback.print_exc()
        details = to_jsonable(exc.details)
        text = f"{PROG}: {exc.message}"
        if details.get("candidates"):
            text += "\n" + "\n".join(f"  {c['id']}" for c in details["candidates"])
        _emit({"status": exc.status, "message": exc.message, **details}, text, as_json, exc.status, error=True)
    payload = to_jsonable(result)
    if op.read_only and result.status in ("ok", "partial"):
        _count_access(ctx, payload)
    text = op.render(result) if op.render else render_generic(payload)
    if result.message:
        text = f"{text}\n{result.message}" if text else result.message
    _emit(payload, text, as_json, result.status, error=False, code=op.exit_code(result) if op.exit_code else None)


def _count_access(ctx: Any, payload: dict[str, Any]) -> None:
    """Access telemetry for a query's answer (``services/safety/telemetry.py``); the CLI
    imports it only when the answer names symbols."""
    if not any(isinstance(v, (dict, list)) and v for v in payload.values()):
        return
    from smriti_git.services.safety import telemetry

    telemetry.add(ctx.repo, telemetry.symbols_in(payload))


def _help(param: Param) -> str:
    return param.help + (" ('-' or omitted: read from stdin)" if param.stdin else "")


def _click_type(param: Param) -> Any:
    if param.choices:
        return click.Choice(param.choices)
    low, high = param.limits.min, param.limits.max
    if param.type is int and (low is not None or high is not None):
        return click.IntRange(None if low is None else int(low), None if high is None else int(high))
    if param.type is float and (low is not None or high is not None):
        return click.FloatRange(low, high)
    return param.type


def _click_param(param: Param) -> click.Parameter:
    kind: Any = _click_type(param)
    if param.positional:
        required = param.required and not param.stdin
        nargs = -1 if param.multiple else 1
        # No default at all for a required parameter: click (8.3+) takes an explicit
        # default=None as a value and would not report the argument missing.
        given: dict[str, Any] = {} if param.required or nargs != 1 else {"default": param.default}
        return click.Argument([param.name], type=kind, required=required and nargs == 1, nargs=nargs, **given)
    flag = "--" + param.name.replace("_", "-")
    decls = [param.name, flag] + ([param.short] if param.short else [])
    if param.type is bool and not param.multiple:
        if param.default is True:
            decls = [param.name, f"{flag}/--no-{param.name.replace('_', '-')}"]
        return click.Option(decls, is_flag=True, default=bool(param.default), help=param.help)
    default = None if param.required or param.default is None else param.default
    extra: dict[str, Any] = {} if param.required else {"default": default}
    return click.Option(decls, type=kind, multiple=param.multiple, required=param.required,
                        show_default=default not in (None, "", False), help=param.help, **extra)


def _command(op: Operation) -> click.Command:
    def callback(json_output: bool, **kwargs: Any) -> None:
        root = click.get_current_context().find_root()
        _run(op, json_output or bool(root.params.get("json_output")), kwargs)

    params = [_click_param(p) for p in op.params]
    params.append(click.Option(["--json", "json_output"], is_flag=True, help="Print the result as JSON."))
    arguments = [p for p in op.params if p.positional]
    text = op.doc
    if arguments:
        lines = [f"  {p.name.upper():<12} {_help(p)}" for p in arguments]
        text += "\n\n\b\nArguments:\n" + "\n".join(lines)
    return click.Command(op.path[-1], callback=callback, params=params, help=text, short_help=op.summary)


class RegistryGroup(click.Group):
    """The root command: its subcommands come from the registry, imported when looked up
    (one command's module for ``get_command``, all of them for help)."""

    def _add(self, ops: list[Operation]) -> None:
        from smriti_git.operations.registry import GROUPS

        for op in ops:
            group: click.Group = self
            for part in op.path[:-1]:
                sub = group.commands.get(part)
                if sub is None:
                    sub = click.Group(part, help=GROUPS.get(part, f"{part} commands."))
                    group.add_command(sub)
                assert isinstance(sub, click.Group)
                group = sub
            if op.path[-1] not in group.commands:
                group.add_command(_command(op))

    def load(self) -> None:
        from smriti_git.operations.registry import load_all

        self._add(list(load_all().values()))

    def list_commands(self, ctx: click.Context) -> list[str]:
        self.load()
        return super().list_commands(ctx)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands:
            from smriti_git.operations.registry import load_command

            self._add(load_command(cmd_name))
        return super().get_command(ctx, cmd_name)


def build_cli(*, lazy: bool = False) -> click.Group:
    """The whole ``git smp`` command tree; with ``lazy``, filled in on first lookup."""

    @click.group(name=PROG, cls=RegistryGroup,
                 context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
    @click.version_option(__version__, prog_name="git-smp", message="%(prog)s %(version)s")
    @click.option("--json", "json_output", is_flag=True, help="Print results as JSON (any command).")
    def root(json_output: bool) -> None:
        """smriti-git: a git-native, versioned memory store for coding agents."""

    assert isinstance(root, RegistryGroup)
    root.add_command(serve_command())
    root.add_command(ui_command())
    root.add_command(completion_command())
    if not lazy:
        root.load()
    return root


def serve_command() -> click.Command:
    """``git smp serve``: a surface of its own (the MCP server), not a registry operation."""

    @click.command("serve", context_settings={"max_content_width": 100})
    @click.option("--http", is_flag=True, help="Serve streamable HTTP (/mcp, POST /rpc, GET /health, the explorer at "
                                                "/ui/), not stdio.")
    @click.option("--host", default="127.0.0.1", show_default=True,
                  help="Address to bind with --http; any other than loopback needs --token.")
    @click.option("--port", type=click.IntRange(1, 65535), default=8765, show_default=True,
                  help="Port to bind with --http.")
    @click.option("--token", envvar="SMP_TOKEN", default=None,
                  help="Bearer token every HTTP request must carry (default: $SMP_TOKEN).")
    @click.option("--read-only", is_flag=True, help="Refuse every tool that writes memory, notes or config.")
    @click.option("--user", default=None, help="Whose memory the memory tools use (default: $SMP_USER, then "
                                               "git config smp.user, then 'default').")
    @click.option("--repo", "repo", default=None, type=click.Path(file_okay=False),
                  help="The repository to serve (default: the current directory's).")
    @click.option("--no-follow", is_flag=True, help="Do not index new HEAD commits (or the work tree) in the "
                                                    "background.")
    @click.option("--commits-only", is_flag=True, help="Answer about HEAD's commit even when the work tree has "
                                                       "uncommitted changes (default: about the work tree).")
    @click.option("--sandbox", "sandbox", is_flag=True,
                  help="Serve the sandbox tools over --http too (stdio always serves them). Clients run commands "
                       "on this machine, confined to the work tree and --allow-path folders.")
    @click.option("--allow-path", "allow_path", multiple=True, type=click.Path(exists=True, file_okay=False),
                  help="A host folder clients may name as a sandbox workspace or bind, besides the work tree "
                       "(repeatable).")
    @click.option("--users", "users_file", default=None, metavar="FILE",
                  help="A team server (with --http): FILE maps bearer tokens, by their SHA-256, to memory users, "
                       "read-only or read-write, one 'user mode sha256:HEX' a line. Not with --token or --user.")
    @click.option("--hash-token", is_flag=True,
                  help="Print the users-file hash of the token read on stdin (a whole line with --user and "
                       "--read-only) and exit.")
    def serve(http: bool, host: str, port: int, token: str | None, read_only: bool, user: str | None,
              repo: str | None, no_follow: bool, commits_only: bool, sandbox: bool, allow_path: tuple[str, ...],
              users_file: str | None, hash_token: bool) -> None:
        """Serve the tools to agents over MCP (stdio by default; --http for streamable HTTP and JSON-RPC).

        One long-lived process that keeps the snapshot, lexical and graph caches warm. stdout
        carries only the protocol; logs and warnings go to stderr. See docs/mcp.md and, for a
        team server (--users), docs/server.md.
        """
        if hash_token:
            _until_stopped(lambda: click.echo(_token_line(user, read_only)))
            return
        from smriti_git.surfaces import mcp

        def run() -> None:
            from smriti_git.services import users

            options = mcp.Options(repo=repo, user=user, read_only=read_only, http=http, host=host, port=port,
                                  token=token, follow_head=not no_follow, worktree=not commits_only,
                                  sandbox=sandbox or not http, allowed_paths=allow_path,
                                  users=users.load(users_file) if users_file is not None else None)
            mcp.serve(options)

        _until_stopped(run)

    return serve


def _token_line(user: str | None, read_only: bool) -> str:
    """``serve --hash-token``: the token on stdin (asked for, unseen, on a terminal) as its users-file hash."""
    from smriti_git.services import users

    token = click.prompt("token", hide_input=True, err=True) if sys.stdin.isatty() else sys.stdin.read()
    return users.hash_line(str(token).strip(), user, read_only)


def _until_stopped(run: Callable[[], None]) -> None:
    """Run a server until it ends: an error as one line and its exit code, Ctrl-C as a clean exit."""
    try:
        run()
    except SmpError as exc:
        click.echo(f"{PROG}: {exc.message}", err=True)
        sys.exit(exc.exit_code)
    except KeyboardInterrupt:
        sys.exit(0)


def ui_command() -> click.Command:
    """``git smp ui``: the web explorer on a read-only HTTP server, not a registry operation."""

    @click.command("ui", context_settings={"max_content_width": 100})
    @click.option("--host", default="127.0.0.1", show_default=True,
                  help="Address to bind; any other than loopback needs --token.")
    @click.option("--port", type=click.IntRange(1, 65535), default=8766, show_default=True, help="Port to bind.")
    @click.option("--token", envvar="SMP_TOKEN", default=None,
                  help="Bearer token the page's calls must carry (default: $SMP_TOKEN); the printed address "
                       "holds it after '#', which browsers never send.")
    @click.option("--no-browser", is_flag=True, help="Only print the address; do not open a browser.")
    @click.option("--user", default=None, help="Whose memory to show (default: $SMP_USER, then git config "
                                               "smp.user, then 'default').")
    @click.option("--repo", "repo", default=None, type=click.Path(file_okay=False),
                  help="The repository to explore (default: the current directory's).")
    @click.option("--no-follow", is_flag=True, help="Do not index new HEAD commits (or the work tree) in the "
                                                    "background.")
    def ui(host: str, port: int, token: str | None, no_browser: bool, user: str | None, repo: str | None,
           no_follow: bool) -> None:
        """Explore memory, the code graph and context packs in a web browser.

        Serves the page at http://HOST:PORT/ui/ (with /mcp, /rpc and /health, as `serve --http`
        does) on a read-only server, prints the address and opens it. See docs/ui.md.
        """
        from smriti_git.surfaces import mcp
        from smriti_git.surfaces import ui as web

        options = mcp.Options(repo=repo, user=user, read_only=True, http=True, host=host, port=port, token=token,
                              follow_head=not no_follow)
        def explore() -> None:
            mcp.check(options)
            link = web.url(options.host, options.port, options.token)
            click.echo(f"the smriti-git explorer: {link}")
            if not no_browser:
                web.open_later(link)
            mcp.serve(options)

        _until_stopped(explore)

    return ui


class _WarningLine(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        return f"{PROG}: {record.levelname.lower()}: {record.getMessage()}"


def _log_to_stderr() -> None:
    """Warnings from any layer (a cache that could not be written, ...) as one line each."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(_WarningLine())
    logger = logging.getLogger("smriti_git")
    logger.addHandler(handler)
    logger.setLevel(logging.WARNING)
    logger.propagate = False


def main(argv: list[str] | None = None) -> None:
    _log_to_stderr()
    try:
        build_cli(lazy=True).main(args=argv, prog_name=PROG, complete_var=VARIABLE)
    except Exception as exc:  # the last resort: a bug, reported in one line
        if os.environ.get("SMP_DEBUG"):
            raise
        click.echo(f"{PROG}: internal error: {type(exc).__name__}: {exc} (set SMP_DEBUG=1 for the traceback)",
                   err=True)
        sys.exit(2)
