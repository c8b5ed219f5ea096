"""``git smp serve``: the MCP server (stdio, or streamable HTTP with ``/rpc`` and ``/health``).

The tools are generated from the registry (``surfaces/tools.py``); this module only
speaks the protocols, with the official MCP SDK's low-level server (the schemas are
published exactly as generated, and arguments are checked by the registry):

* **stdio** (the default): stdout carries only protocol messages; logs and warnings
  go to stderr.
* **HTTP** (``--http``): one Starlette app served by uvicorn, with ``/mcp`` (MCP
  streamable HTTP), ``POST /rpc`` (JSON-RPC ``smp/*``, ``surfaces/rpc.py``),
  ``GET /health`` and the web explorer's static page at ``/ui/`` (``surfaces/ui.py``).
  It binds 127.0.0.1 by default; any other address needs a bearer token (asked of every
  route but ``/health``, which names the repository only to a caller with the token, and
  the page's static files).  The ``Host`` and ``Origin`` headers are checked on every
  route (DNS rebinding), and request bodies are capped by the bytes read, chunked or not.
  The sandbox tools are served over HTTP only with ``--sandbox``.
* **A team server** (``--http --users FILE``): each bearer token of the users file
  (``services/users.py``) stands for a memory user, read-only or read-write.  The Guard
  puts the request's user into the ASGI scope (:data:`CALLER`); ``/rpc`` hands it to the
  dispatcher, and the MCP tool handler reads it back from the SDK's request context
  (``ServerRequestContext.request``, the Starlette request of the HTTP call that carried
  the tool call), so every call runs as, and is logged for, its token's user.

Operations run in worker threads (at most :data:`WORKERS` at once, on a limiter of
their own so that protocol I/O never waits behind them); long ones report MCP
progress.  A background thread (``services/watch.py``) indexes each new HEAD commit as
soon as it appears, and each change of the work tree, which then answers queries
without a ``rev`` (``snapshots.serve_worktree``; ``--commits-only`` keeps answers on
HEAD's commit).  Another (``services/memory/embedding.py``) warms the memory of the
server's user at start and embeds the facts stored through it, off the calls' path.
Another counts the symbols in answers, for access telemetry
(``services/safety/telemetry.py``), every few seconds.

The ``mcp`` package (pydantic, starlette, uvicorn: about a second to import) is
imported only when a server starts.
"""

from __future__ import annotations

import contextlib
import hmac
import logging
import sys
import threading
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from smriti_git import __version__
from smriti_git.errors import InvalidArgument, SmpError
from smriti_git.progress import Progress
from smriti_git.services import remotes, snapshots, watch
from smriti_git.services.indexing import IndexReport
from smriti_git.services.safety import telemetry
from smriti_git.services.users import User, Users
from smriti_git.storage.repo import Repo
from smriti_git.surfaces import ui
from smriti_git.surfaces.dispatch import Dispatcher, UnknownTool
from smriti_git.surfaces.rpc import Rpc

if TYPE_CHECKING:
    from mcp.server import Server
    from starlette.applications import Starlette

log = logging.getLogger("smriti_git.serve")
WORKERS = 4
MAX_BODY = 4 << 20
LOOPBACK = ("127.0.0.1", "localhost", "::1")
CALLER = "smriti_git.user"
"""The ASGI scope key under which the Guard leaves a team server's caller (a :class:`User`)."""
INSTRUCTIONS = (
    "smriti-git: a code graph and a versioned memory of this git repository. For code, prefer these tools to grep: "
    "context (the code a task needs, packed), find_symbol, neighbors (callers/callees), impact (before editing), "
    "read_definition, file. For memory: smriti_recall before re-deriving something, smriti_store for decisions and "
    "gotchas worth keeping. Every answer has a status; lists say returned/total/truncated.")


@dataclass
class Options:
    """How ``git smp serve`` was started."""

    repo: str | None = None
    user: str | None = None
    read_only: bool = False
    http: bool = False
    host: str = "127.0.0.1"
    port: int = 8765
    token: str | None = None
    follow_head: bool = True
    worktree: bool = True
    sandbox: bool = True
    """Serve the sandbox operations (``serve`` turns them off over HTTP unless ``--sandbox``)."""
    allowed_paths: tuple[str, ...] = ()
    """Host folders clients may name besides the work tree (``--allow-path``)."""
    users: Users | None = None
    """A team server's tokens and their users (``--users FILE``, ``services/users.py``)."""


def check(options: Options) -> None:
    """Refuse an unsafe or contradictory HTTP setup before anything binds."""
    if options.users is not None:
        if not options.http:
            raise InvalidArgument("--users needs --http (over stdio the client is the user who started the server)")
        if options.token is not None:
            raise InvalidArgument("--users and --token (or $SMP_TOKEN) together: put the token's hash in the users "
                                  "file instead (git smp serve --hash-token --user NAME)")
        if options.user is not None:
            raise InvalidArgument("--users and --user together: on a team server each token's user is in the "
                                  "users file")
        return
    if options.http and options.host not in LOOPBACK and not options.token:
        raise InvalidArgument(f"--host {options.host} is reachable from other machines: give a bearer token "
                              "(--token or SMP_TOKEN)")
    if options.token is not None and len(options.token) < 16:
        raise InvalidArgument("the token must be at least 16 characters")


# -- the MCP server -------------------------------------------------------------------------------


def build_server(dispatcher: Dispatcher, transport: str) -> Server[Any]:
    """The low-level MCP server over the dispatcher's generated tools."""
    import anyio
    import anyio.to_thread
    import mcp_types as types
    from mcp.server import Server, ServerRequestContext
    from mcp.shared.exceptions import MCPError

    tools = [types.Tool(name=t.name, title=t.spec.title, description=t.spec.description,
                        input_schema=t.input_schema, output_schema=t.output_schema,
                        annotations=types.ToolAnnotations(title=t.spec.title, read_only_hint=t.read_only,
                                                          destructive_hint=t.destructive,
                                                          idempotent_hint=t.idempotent, open_world_hint=False))
             for t in dispatcher.surface.tools.values()]
    limiter = anyio.CapacityLimiter(WORKERS)

    async def list_tools(ctx: ServerRequestContext[Any], params: Any) -> types.ListToolsResult:
        return types.ListToolsResult(tools=tools)

    async def call_tool(ctx: ServerRequestContext[Any], params: types.CallToolRequestParams) -> types.CallToolResult:
        progress = _progress(ctx)
        arguments = dict(params.arguments or {})
        caller = _caller(ctx)
        try:
            answer = await anyio.to_thread.run_sync(
                lambda: dispatcher.call_tool(params.name, arguments, progress, transport, caller), limiter=limiter)
        except UnknownTool:
            raise MCPError(code=types.INVALID_PARAMS, message=f"unknown tool {params.name!r}; tools: "
                           + ", ".join(dispatcher.surface.tools)) from None
        except Exception as exc:     # a bug: an answer that says so, and the traceback on stderr
            log.exception("tool %s failed", params.name)
            return types.CallToolResult(content=[types.TextContent(text=f"internal error: {type(exc).__name__}: "
                                                                        f"{exc}")], is_error=True)
        return types.CallToolResult(content=[types.TextContent(text=answer.text())],
                                    structured_content=None if answer.is_error else answer.payload,
                                    is_error=answer.is_error)

    schemas = {t.name: t.input_schema for t in tools}
    return Server("smriti-git", version=__version__, instructions=INSTRUCTIONS, get_tool_input_schema=schemas.get,
                  on_list_tools=list_tools, on_call_tool=call_tool)


def _caller(ctx: Any) -> User | None:
    """The team server's user of the HTTP request that carried an MCP call (None over stdio,
    or without ``--users``): left in the request's ASGI scope by :class:`Guard`."""
    scope = getattr(getattr(ctx, "request", None), "scope", None)
    found = scope.get(CALLER) if isinstance(scope, dict) else None
    return found if isinstance(found, User) else None


def _progress(ctx: Any) -> Progress:
    """A progress callback for a worker thread: MCP progress notifications, at most ten a second."""
    import anyio.from_thread

    last = [0.0]

    def report(stage: str, done: int, total: int) -> None:
        now = time.monotonic()
        if total <= 1 or (now - last[0] < 0.1 and done < total):
            return
        last[0] = now
        with contextlib.suppress(Exception):   # a client that went away must not fail the operation
            anyio.from_thread.run(ctx.session.report_progress, float(done), float(total), stage)

    return report


# -- stdio ---------------------------------------------------------------------------------------


def run_stdio(dispatcher: Dispatcher) -> None:
    import anyio
    from mcp.server.stdio import stdio_server

    server = build_server(dispatcher, "mcp-stdio")

    async def main() -> None:
        sys.stdout.flush()
        sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
        async with stdio_server() as (read, write):
            try:
                await server.run(read, write, server.create_initialization_options())
            finally:
                sys.stdout.flush()

    anyio.run(main)


# -- HTTP -------------------------------------------------------------------------------------------


class Guard:
    """Pure ASGI middleware: Host and Origin allow-lists, a bearer token (or, on a team
    server, the token's user, left in the scope under :data:`CALLER`), a body cap."""

    def __init__(self, app: Any, options: Options) -> None:
        self.app = app
        self.token = options.token.encode() if options.token else None
        self.users = options.users
        names = {options.host, *LOOPBACK} if options.host in LOOPBACK else {options.host}
        self.hosts = {f"{name}:{options.port}" for name in names} | {f"[::1]:{options.port}"}
        self.origins = {f"http://{host}" for host in self.hosts}

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        from starlette.responses import PlainTextResponse

        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        caller = self.identify(headers)
        allowed = caller is not None if self.users is not None else self.authorized(headers)
        refusal = self._refusal(scope["path"], scope.get("method", ""), headers, allowed)
        if refusal is not None:
            status, text = refusal
            extra = {"WWW-Authenticate": "Bearer"} if status == 401 else None
            await PlainTextResponse(text, status, headers=extra)(scope, receive, send)
            return
        scope.pop(CALLER, None)
        if caller is not None:
            scope[CALLER] = caller
        await self.app(scope, receive, send)

    def _refusal(self, path: str, method: str, headers: dict[str, str], allowed: bool) -> tuple[int, str] | None:
        if headers.get("host") not in self.hosts:
            return 421, f"unexpected Host header {headers.get('host')!r}"
        origin = headers.get("origin")
        if origin is not None and origin not in self.origins:
            return 403, f"requests from origin {origin!r} are not allowed"
        length = headers.get("content-length", "0")
        if not length.isdigit() or int(length) > MAX_BODY:
            return 413, f"request body over {MAX_BODY} bytes"
        if path != "/health" and not ui.public(path, method) and not allowed:
            if self.users is not None and _bearer(headers):
                return 401, "unknown bearer token (not in the server's --users file)"
            return 401, "a bearer token is required (Authorization: Bearer <token>)"
        return None

    def identify(self, headers: dict[str, str]) -> User | None:
        """A team server's user whose token the request carries (None: no such token, or
        no ``--users``); the token's hash is compared with each of the file's in constant time."""
        if self.users is None:
            return None
        given = _bearer(headers)
        return self.users.find(given) if given else None

    def authorized(self, headers: dict[str, str]) -> bool:
        """Whether the request carries the token, or on a team server a known one (always,
        on a server without either). The scheme is case-insensitive (RFC 9110), the token
        compared in constant time."""
        if self.users is not None:
            return self.identify(headers) is not None
        if self.token is None:
            return True
        return hmac.compare_digest(_bearer(headers).encode(), self.token)


def _bearer(headers: dict[str, str]) -> str:
    """The request's bearer token ('' without one)."""
    scheme, _, given = headers.get("authorization", "").strip().partition(" ")
    return given.strip() if scheme.lower() == "bearer" else ""


async def read_capped(receive: Any, limit: int = MAX_BODY) -> bytes | None:
    """The request body, or None once more than ``limit`` bytes arrived: counted as read,
    whatever ``Content-Length`` says (a chunked body has none)."""
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return b"".join(chunks)
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks)


def build_app(dispatcher: Dispatcher, options: Options) -> Starlette:
    """The HTTP server: /mcp, POST /rpc, GET /health and the web explorer (/ui), behind :class:`Guard`."""
    import anyio
    import anyio.to_thread
    from mcp.server.streamable_http_manager import StreamableHTTPASGIApp, StreamableHTTPSessionManager
    from starlette.applications import Starlette
    from starlette.middleware import Middleware
    from starlette.requests import Request
    from starlette.responses import JSONResponse, PlainTextResponse, Response
    from starlette.routing import Route

    manager = StreamableHTTPSessionManager(app=build_server(dispatcher, "mcp-http"))
    rpc = Rpc(dispatcher)
    limiter = anyio.CapacityLimiter(WORKERS)

    async def rpc_endpoint(request: Request) -> Response:
        body = await read_capped(request.receive)
        if body is None:
            return PlainTextResponse(f"request body over {MAX_BODY} bytes", 413)
        caller = request.scope.get(CALLER)
        answer = await anyio.to_thread.run_sync(lambda: rpc.handle(body, caller), limiter=limiter)
        return Response(answer, media_type="application/json") if answer is not None else Response(status_code=204)

    guard = Guard(None, options)

    async def health(request: Request) -> JSONResponse:
        """Liveness for anyone; which repository, only for a caller with the token (a known one, with --users)."""
        answer: dict[str, Any] = {"status": "ok", "version": __version__, "read_only": dispatcher.read_only}
        headers = {k.lower(): v for k, v in request.headers.items()}
        if guard.authorized(headers):
            answer["repository"] = str(dispatcher.repo().work_tree or dispatcher.repo().git_dir)
        caller = guard.identify(headers)
        if caller is not None:      # a team server tells a token holder who it is
            answer.update(user=caller.name, read_only=dispatcher.read_only or caller.read_only)
        return JSONResponse(answer)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        async with manager.run():
            yield

    return Starlette(routes=[Route("/mcp", endpoint=StreamableHTTPASGIApp(manager)),
                             Route("/rpc", rpc_endpoint, methods=["POST"]),
                             Route("/health", health, methods=["GET"]), *ui.routes()],
                     middleware=[Middleware(Guard, options=options)], lifespan=lifespan)


def run_http(dispatcher: Dispatcher, options: Options) -> None:
    import uvicorn

    config = uvicorn.Config(build_app(dispatcher, options), host=options.host, port=options.port,
                            log_level="warning", access_log=False, lifespan="on")
    log.warning("serving MCP on http://%s:%d/mcp, JSON-RPC on /rpc and the web explorer on /ui/", options.host,
                options.port)
    if options.users is not None:
        log.warning("a team server: %d token(s) of %d user(s) from %s", len(options.users.entries),
                    len(options.users.names), options.users.path)
    uvicorn.Server(config).run()


# -- entry point ------------------------------------------------------------------------------------


def auto_pull(repo: Repo, user: str | None) -> None:
    """Pull from the remote ``smp.autoPull`` names, if any; a failure is logged, the server goes on."""
    remote = remotes.auto_pull_remote(repo)
    if remote is None:
        return
    try:
        done = remotes.pull(repo, remote, user)
    except SmpError as exc:
        log.warning("smp.autoPull from %s failed: %s", remote, exc.message)
        return
    for name, why in done.rejected.items():
        log.warning("smp.autoPull from %s refused %s: %s", remote, name, why)
    if done.accepted:
        log.warning("smp.autoPull from %s: %d ref(s) verified and kept", remote, len(done.accepted))


def follow_head(start: str | Path | None, stop: threading.Event, worktree: bool, interval: float = 2.0,
                user: str | None = None) -> threading.Thread:
    """Index every new HEAD commit (and, with ``worktree``, every change of the work tree,
    which then answers queries without a ``rev``) in the background until ``stop`` is set;
    with ``smp.autoPull``, pull first on start and on each new HEAD, so that a published
    snapshot of the commit is used instead of indexing it here."""

    def loop() -> None:
        repo = Repo.discover(start)

        def warm(report: IndexReport) -> None:
            with contextlib.suppress(SmpError, OSError, RuntimeError):  # a query will say what is wrong
                snapshots.serve_worktree(repo, snapshots.indexed(repo, report))
                snapshots.graph(repo, None)

        try:
            watch.watch(repo, warm, interval=interval, worktree=worktree, stop=stop,
                        on_head=lambda: auto_pull(repo, user))
        except SmpError as exc:   # the server goes on; queries index on demand and say what is wrong
            log.error("background indexing stopped: %s", exc.message)
        except Exception as exc:
            log.error("background indexing stopped: %s: %s", type(exc).__name__, exc)
            log.debug("background indexing stopped", exc_info=True)

    thread = threading.Thread(target=loop, name="smp-follow-head", daemon=True)
    thread.start()
    return thread


def memory_embedder(options: Options, stop: threading.Event) -> None:
    """Warm the memory of the server's user (state, index, vectors, clusters, the model) and
    embed the facts stored later, in a background thread (``services/memory/embedding.py``)."""
    from smriti_git.services.memory import embedding
    from smriti_git.services.memory import vectors as memory_vectors

    user = options.user
    embedding.serve(options.repo, stop, warm=lambda repo, first: memory_vectors.warm(repo, user, first=first))


def serve(options: Options) -> None:
    """Run the server until the client disconnects (stdio) or it is interrupted (HTTP)."""
    check(options)
    dispatcher = Dispatcher(options.repo, user=options.user, read_only=options.read_only,
                            allowed_paths=tuple(str(Path(p).resolve()) for p in options.allowed_paths),
                            sandbox=options.sandbox, team=options.users is not None)
    stop = threading.Event()
    telemetry.RECORDER.run(stop)
    memory_embedder(options, stop)
    if options.follow_head:
        follow_head(options.repo, stop, options.worktree, user=options.user)
    else:
        threading.Thread(target=lambda: auto_pull(Repo.discover(options.repo), options.user),
                         name="smp-auto-pull", daemon=True).start()
    try:
        if options.http:
            run_http(dispatcher, options)
        else:
            run_stdio(dispatcher)
    finally:
        stop.set()
