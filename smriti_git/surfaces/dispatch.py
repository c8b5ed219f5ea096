"""Running calls for the server surfaces (MCP tools and JSON-RPC methods), one per thread.

A :class:`Dispatcher` turns a call into an operation run against the server's
repository: the arguments are checked (the tool's names, then the registry's
``Operation.bind``), writing operations are refused when the server is read-only,
the caller's user (``serve --users``: each bearer token stands for a memory user, read-only
or read-write, ``services/users.py``) becomes the operation's ``Context.user``,
errors become answers with a ``status`` (an expected miss is an answer, never a
protocol error), the answer is cut to its byte budget, and the call is logged
(``services/audit.py``).  Answers of read-only operations are handed to the access
telemetry (``services/safety/telemetry.py``), which counts them later, in the background.

Each worker thread keeps its own ``Repo`` (libgit2 repositories are not shared across
threads); the caches behind the operations (graph databases, retrieval engines, memory
states) are per process and stay warm between calls.
"""

from __future__ import annotations

import dataclasses
import json
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from smriti_git.errors import InvalidArgument, SmpError, Status
from smriti_git.operations.registry import Context, Operation, load_all, to_jsonable
from smriti_git.progress import Progress, silent
from smriti_git.services import audit
from smriti_git.services.safety import telemetry
from smriti_git.services.users import User
from smriti_git.storage.repo import Repo
from smriti_git.surfaces.tools import DEFAULT_RESPONSE_BYTES, Surface

SANDBOX = "sandbox."
"""The operations an HTTP server serves only when its operator asks (``serve --sandbox``)."""
ERROR_STATUSES: frozenset[Status] = frozenset({"invalid_argument", "unsupported", "error"})


@dataclass
class Answer:
    """What a call returns: plain JSON data (with ``status``) and whether it is an error
    the caller should act on (bad arguments, a refused write, a failure)."""

    payload: dict[str, Any]
    is_error: bool

    @property
    def status(self) -> str:
        return str(self.payload.get("status", "error"))

    def text(self) -> str:
        return encode(self.payload).decode("utf-8")


class UnknownTool(LookupError):
    """A call named a tool or method the server does not have."""


def encode(payload: Any) -> bytes:
    """Compact JSON bytes, always valid UTF-8 (see :func:`unicode_safe`)."""
    return json.dumps(unicode_safe(payload), ensure_ascii=False, separators=(",", ":")).encode("utf-8")


_LONE = re.compile("[\ud800-\udfff]")


def unicode_safe(data: Any) -> Any:
    """``data`` with every unpaired surrogate (a path byte that is not UTF-8, as git and
    Python hand it over) written as the six characters ``\\udcXX``: JSON parsers that
    insist on valid Unicode (the MCP SDK's among them) accept the answer, and the byte
    is still recoverable (``0xXX``)."""
    if isinstance(data, str):
        return _LONE.sub(lambda m: f"\\u{ord(m.group()):04x}", data) if _LONE.search(data) else data
    if isinstance(data, dict):
        return {unicode_safe(k): unicode_safe(v) for k, v in data.items()}
    if isinstance(data, list):
        return [unicode_safe(v) for v in data]
    return data


class Dispatcher:
    """The calls of one server process, against one repository."""

    def __init__(self, start: str | Path | None = None, *, user: str | None = None, read_only: bool = False,
                 allowed_paths: tuple[str, ...] = (), sandbox: bool = True, team: bool = False) -> None:
        self.start = start
        self.user = user
        self.team = team
        """Every call names its caller (``serve --users``); a call without one is refused."""
        self.read_only = read_only
        self.allowed_paths = allowed_paths
        self.sandbox = sandbox
        self.operations = {name: op for name, op in load_all().items() if op.remote}
        self.surface = Surface({name: op for name, op in self.operations.items()
                                if sandbox or not name.startswith(SANDBOX)})
        self._local = threading.local()
        self._base = Repo.discover(start)   # fails now, not on the first call, outside a repository

    def repo(self) -> Repo:
        """This thread's handle on the repository (a libgit2 handle is not shared by threads)."""
        repo: Repo | None = getattr(self._local, "repo", None)
        if repo is None:
            repo = self._local.repo = dataclasses.replace(self._base, _pygit2=None)
        return repo

    def user_of(self, caller: User | None) -> str | None:
        """Whose memory a call uses: its token's user on a team server, else the server's ``--user``."""
        return caller.name if caller is not None else self.user

    def run(self, op: Operation, kwargs: dict[str, Any], progress: Progress = silent,
            caller: User | None = None) -> Answer:
        """Run one operation for ``caller`` (a team server's token holder; None: the server's
        own ``--user``); every failure becomes an answer with a status."""
        if self.team and caller is None:
            return _error("unsupported", f"{op.name}: this server maps bearer tokens to users (--users), and the "
                                         "call carries no known token")
        if self.read_only and not op.read_only:
            return _error("unsupported", f"{op.name} writes, and this server is read-only (--read-only)")
        if caller is not None and caller.read_only and not op.read_only:
            return _error("unsupported", f"{op.name} writes, and this token is read-only (user {caller.name}, "
                                         "read-only in --users)")
        if not self.sandbox and op.name.startswith(SANDBOX):
            return _error("unsupported", f"{op.name}: this server does not serve the sandbox (an HTTP server "
                                         "serves it only when started with --sandbox)")
        ctx = Context(repo=self.repo(), progress=progress, user=self.user_of(caller), client=True,
                      allowed_paths=self.allowed_paths)
        try:
            result = op.invoke(ctx, **kwargs)
        except SmpError as exc:
            return Answer(unicode_safe({"status": exc.status, "message": exc.message, **to_jsonable(exc.details)}),
                          exc.status in ERROR_STATUSES)
        payload = unicode_safe(to_jsonable(result))
        if op.read_only and result.status in ("ok", "partial"):
            telemetry.RECORDER.note(ctx.repo, payload)      # counted later, off this call's path
        return Answer(payload, result.status in ERROR_STATUSES)

    def call_tool(self, name: str, arguments: dict[str, Any], progress: Progress = silent,
                  transport: str = "mcp", caller: User | None = None) -> Answer:
        """One MCP tool call (raises :class:`UnknownTool` for a name that is no tool)."""
        tool = self.surface.get(name)
        if tool is None:
            raise UnknownTool(name)
        started = time.perf_counter()
        op_name = ""
        try:
            op, kwargs, budget = tool.bind(arguments)
        except InvalidArgument as exc:
            answer = _error("invalid_argument", exc.message)
        else:
            op_name = op.name
            answer = self.run(op, kwargs, progress, caller)
            answer.payload = fit(answer.payload, budget)
        self._log(transport, name, op_name, arguments, answer, started, caller)
        return answer

    def call_operation(self, op: Operation, params: dict[str, Any], transport: str = "rpc",
                       label: str | None = None, caller: User | None = None) -> Answer:
        """One call of an operation by its own parameter names (JSON-RPC)."""
        started = time.perf_counter()
        args = dict(params)
        budget = args.pop("response_bytes", DEFAULT_RESPONSE_BYTES)
        if "user" in args:
            answer = _error("invalid_argument", "user is set by the server (--user, or the token's user with "
                                                "--users), not by the caller")
        elif isinstance(budget, bool) or not isinstance(budget, int) or budget < 1000:
            answer = _error("invalid_argument", "response_bytes must be a whole number of at least 1000")
        else:
            answer = self.run(op, args, caller=caller)
            answer.payload = fit(answer.payload, budget)
        self._log(transport, label or op.name, op.name, params, answer, started, caller)
        return answer

    def _log(self, transport: str, name: str, op: str, arguments: dict[str, Any], answer: Answer,
             started: float, caller: User | None = None) -> None:
        audit.record(self.repo(), {
            "surface": transport, "tool": name, "operation": op, "arguments": audit.digest(arguments),
            "ms": round((time.perf_counter() - started) * 1000, 2), "bytes": len(encode(answer.payload)),
            "status": answer.status, "user": self.user_of(caller) or ""})


def _error(status: Status, message: str) -> Answer:
    return Answer({"status": status, "message": message}, True)


# -- byte budgets ---------------------------------------------------------------------------------


def _lists(data: Any, path: str = "") -> list[tuple[str, list[Any]]]:
    found: list[tuple[str, list[Any]]] = []
    if isinstance(data, dict):
        for key, value in data.items():
            found += _lists(value, f"{path}.{key}" if path else key)
    elif isinstance(data, list):
        if data:
            found.append((path, data))
        for n, item in enumerate(data):
            found += _lists(item, f"{path}[{n}]")
    return found


def _strings(data: Any) -> list[tuple[Any, Any, str]]:
    """(container, key, text) for every string value."""
    found: list[tuple[Any, Any, str]] = []
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else []
    for key, value in items:
        if isinstance(value, str):
            found.append((data, key, value))
        else:
            found += _strings(value)
    return found


def _size(data: Any) -> int:
    return len(encode(data))


def fit(payload: dict[str, Any], limit: int, measure: Callable[[Any], int] = _size) -> dict[str, Any]:
    """``payload`` cut to at most ``limit`` bytes of JSON: the largest list is halved
    until it fits (then the longest text), and ``cut`` says what was left out of each
    list (``returned`` of ``total``); the status becomes ``partial``."""
    if measure(payload) <= limit:
        return payload
    data = json.loads(json.dumps(payload))
    if data.get("status") == "ok":
        data["status"] = "partial"
    note = f"answer cut to fit {limit} bytes (response_bytes)"
    data["message"] = f"{data['message']}; {note}" if data.get("message") else note
    cut: dict[str, dict[str, Any]] = {}
    while measure(data) > limit:
        lists = [(p, items) for p, items in _lists(data) if not p.startswith("cut")]
        if not lists:
            break
        path, items = max(lists, key=lambda pair: measure(pair[1]))
        total = cut.get(path, {}).get("total", len(items))
        del items[len(items) // 2:]
        cut[path] = {"returned": len(items), "total": total, "truncated": True}
        data["cut"] = cut
    while measure(data) > limit:
        strings = _strings(data)
        if not strings:
            break
        container, key, text = max(strings, key=lambda s: len(s[2]))
        if len(text) < 64:
            break
        container[key] = text[: len(text) // 2] + f"… (cut from {len(text)} characters)"
        data["cut"] = {**data.get("cut", {}), "text": {"truncated": True}}
    return dict(data)
