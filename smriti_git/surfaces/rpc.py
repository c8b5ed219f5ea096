"""JSON-RPC 2.0 ``smp/*`` methods, generated from the registry (``POST /rpc``).

Every remote operation is the method ``smp/<name>`` with dots as slashes
(``memory.log`` -> ``smp/memory/log``), taking the operation's own parameter names;
:data:`ALIASES` adds the Structural Memory Protocol's names for the same operations
(``smp/navigate``, ``smp/update``, ``smp/batch_update``, ``smp/guard``, ``smp/community/*``,
``smp/memory/remember``, ...).

Answers follow the MCP tools' discipline: the ``result`` is the operation's JSON with
a ``status``; an expected miss (``not_found``, ``ambiguous`` with candidates) is a
result, not an error.  Errors: -32700 malformed JSON, -32600 not a request, -32601
unknown method (``data.methods`` lists them all), -32602 bad parameters (the message
names the field), -32000 a failure of the server (a refused write, a full disk, a
missing optional part), with the status in ``data``.  Batches and notifications work.
"""

from __future__ import annotations

import json
from typing import Any

from smriti_git.operations.registry import Operation
from smriti_git.services.users import User
from smriti_git.surfaces.dispatch import Dispatcher

PARSE_ERROR, INVALID_REQUEST, METHOD_NOT_FOUND, INVALID_PARAMS, SERVER_ERROR = -32700, -32600, -32601, -32602, -32000
MAX_BATCH = 100
MAX_DEPTH = 64
"""Deepest nesting of arrays and objects a request may have (deeper is a parse error, never a crash)."""

ALIASES = {
    "smp/navigate": "find", "smp/community/list": "communities",
    "smp/community/boundaries": "boundaries", "smp/memory/remember": "remember", "smp/memory/recall": "recall",
    "smp/memory/correct": "correct", "smp/memory/retract": "retract", "smp/memory/forget": "forget",
    "smp/memory/consolidate": "consolidate", "smp/memory/clusters": "clusters",
    # The safety layer: smp/update re-indexes the files an agent wrote (it was an alias of
    # index before the safety layer; smp/index still indexes a whole commit or work tree).
    "smp/update": "update", "smp/batch_update": "batch-update", "smp/guard": "guard.check",
    "smp/session/handoff": "handoff.pr", "smp/handoff": "handoff.pr", "smp/audit": "audit.log",
    "smp/enrich": "enrich.status", "smp/enrich/annotate": "annotate", "smp/enrich/tag": "tag",
    "smp/telemetry": "telemetry.hot",
}
"""SMP method names for operations whose registry name differs."""


def methods(operations: dict[str, Operation]) -> dict[str, Operation]:
    """Every method name -> its operation (generated names first, then the aliases)."""
    table = {"smp/" + name.replace(".", "/"): op for name, op in operations.items()}
    table.update({alias: operations[name] for alias, name in ALIASES.items() if name in operations})
    return dict(sorted(table.items()))


def _error(ident: Any, code: int, message: str, data: Any = None) -> dict[str, Any]:
    error: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        error["data"] = data
    return {"jsonrpc": "2.0", "id": ident, "error": error}


class Rpc:
    """The JSON-RPC endpoint of one server."""

    def __init__(self, dispatcher: Dispatcher) -> None:
        self.dispatcher = dispatcher
        self.methods = methods(dispatcher.operations)

    def handle(self, body: bytes, caller: User | None = None) -> bytes | None:
        """One HTTP request body in, the response body out (None: only notifications);
        every call in it runs for ``caller`` (the request's token's user, ``serve --users``)."""
        try:
            request = json.loads(body.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as exc:
            return _dump(_error(None, PARSE_ERROR, f"parse error: {exc}"))
        except RecursionError:
            return _dump(_error(None, PARSE_ERROR, "parse error: JSON nested too deeply"))
        if _too_deep(request):
            return _dump(_error(None, PARSE_ERROR, f"parse error: JSON nested deeper than {MAX_DEPTH} levels"))
        if isinstance(request, list):
            if not request:
                return _dump(_error(None, INVALID_REQUEST, "an empty batch"))
            if len(request) > MAX_BATCH:
                return _dump(_error(None, INVALID_REQUEST, f"a batch of {len(request)} calls; at most {MAX_BATCH}"))
            answers = [a for a in (self.one(item, caller) for item in request) if a is not None]
            return _dump(answers) if answers else None
        answer = self.one(request, caller)
        return _dump(answer) if answer is not None else None

    def one(self, request: Any, caller: User | None = None) -> dict[str, Any] | None:
        if not isinstance(request, dict) or request.get("jsonrpc") != "2.0" or not isinstance(
                request.get("method"), str):
            ident = request.get("id") if isinstance(request, dict) else None
            return _error(ident, INVALID_REQUEST, "not a JSON-RPC 2.0 request (jsonrpc, method)")
        notification = "id" not in request
        ident = request.get("id")
        answer = self._call(ident, request["method"], request.get("params", {}), caller)
        return None if notification else answer

    def _call(self, ident: Any, method: str, params: Any, caller: User | None) -> dict[str, Any]:
        op = self.methods.get(method)
        if op is None:
            return _error(ident, METHOD_NOT_FOUND, f"unknown method {method!r}", {"methods": sorted(self.methods)})
        if not isinstance(params, dict):
            return _error(ident, INVALID_PARAMS, "params must be an object of named parameters")
        answer = self.dispatcher.call_operation(op, params, label=method, caller=caller)
        if answer.status == "invalid_argument":
            return _error(ident, INVALID_PARAMS, str(answer.payload.get("message")), answer.payload)
        if answer.is_error:
            return _error(ident, SERVER_ERROR, str(answer.payload.get("message")), answer.payload)
        return {"jsonrpc": "2.0", "id": ident, "result": answer.payload}


def _too_deep(value: Any) -> bool:
    """Whether ``value`` nests arrays and objects deeper than :data:`MAX_DEPTH` (walked without recursion)."""
    level: list[tuple[Any, int]] = [(value, 1)]
    while level:
        item, depth = level.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else ()
        for child in children:
            if isinstance(child, (dict, list)):
                if depth + 1 > MAX_DEPTH:
                    return True
                level.append((child, depth + 1))
    return False


def _dump(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "backslashreplace")
