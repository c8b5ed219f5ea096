"""The MCP tool surface: which registry operations each tool serves, under which names.

A tool is a declaration (:data:`TOOLS`), not code: a name, a short description that
says when to prefer the tool over grep, and the operation (or, behind an ``action``
parameter, the operations, with the one a call without ``action`` gets where a tool
grew actions) it serves, with wire renames where a client convention needs them (the
Smriti-MCP memory tools: ``content``, ``memory_id``, ``memory_type``, ``tags`` as one
comma-separated string, and an empty string for an optional parameter read as no
value, as Smriti-MCP reads it).  Everything else (parameter types, ranges,
patterns, defaults, help, result schemas, read-only flags) is generated from the
registry by :class:`Surface`, and every call goes through ``Operation.invoke``, so the
same checks run as on the command line.

Parameters the server fills in itself (``user``: whose memory, set when the server
starts) are not shown to clients.  Operations marked ``remote=False`` in the registry
(``watch``, ``install-hooks``, ``bench swebench``) are on no tool.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from smriti_git.errors import InvalidArgument
from smriti_git.operations.registry import Operation, Param
from smriti_git.surfaces import schema

JSON = dict[str, Any]
RESPONSE_BYTES = "response_bytes"
DEFAULT_RESPONSE_BYTES = 100_000
MAX_RESPONSE_BYTES = 10_000_000
SERVER_PARAMS = frozenset({"user"})
"""Operation parameters the server sets (``git smp serve --user``), never the client."""


@dataclass(frozen=True)
class ToolSpec:
    """One MCP tool: ``actions`` maps each ``action`` value to an operation (one entry
    with the key ``""`` for a tool without an ``action`` parameter)."""

    name: str
    title: str
    description: str
    actions: Mapping[str, str]
    rename: Mapping[str, str] = field(default_factory=dict)
    """Wire name -> operation parameter name."""
    defaults: Mapping[str, Any] = field(default_factory=dict)
    """Wire defaults that differ from the operation's (Smriti-MCP's ``limit`` of 5)."""
    joined: frozenset[str] = frozenset()
    """List parameters that the wire takes as one comma-separated string."""
    default_action: str | None = None
    """The action of a call that names none, so that a tool which grew actions answers its
    earlier calls as before (``symbol_history``: ``history``); None: ``action`` is required."""
    blank_is_omitted: bool = False
    """An empty string for an optional parameter means the parameter was left out, as
    Smriti-MCP reads it (its clients send ``"memory_type": ""`` for no type)."""


MEMORY_RENAMES = {"content": "text", "memory_id": "engram", "memory_type": "kind"}

TOOLS: tuple[ToolSpec, ...] = (
    ToolSpec("smriti_store", "Store a fact",
             "Remember a fact for later sessions and other agents: a decision, a convention, a gotcha. Anchor it "
             "to a code symbol and recall will say when that code changed. Versioned in git; returns the id.",
             {"": "remember"}, MEMORY_RENAMES, joined=frozenset({"tags"}), blank_is_omitted=True),
    ToolSpec("smriti_recall", "Recall facts",
             "What is known about X: facts by cue, similarity and association (mode recall), similarity only "
             "(search), or the most recent (list, when there is no query). Use before re-deriving what an earlier "
             "session already learned.",
             {"": "recall"}, MEMORY_RENAMES, defaults={"limit": 5}, joined=frozenset({"tags"}),
             blank_is_omitted=True),
    ToolSpec("smriti_manage", "Manage memory",
             "Forget, correct or retract a fact; show its history; memory branches (branch, switch, merge, "
             "revert, log, diff); consolidate and cluster; sync pulls from a git remote (verified against "
             "trusted keys), then pushes, signed.",
             {"forget": "forget", "sync": "memory.sync", "correct": "correct", "retract": "retract",
              "show": "memory.show", "history": "memory.history", "log": "memory.log", "diff": "memory.diff",
              "branch": "memory.branch", "switch": "memory.switch", "merge": "memory.merge",
              "revert": "memory.revert", "consolidate": "consolidate", "clusters": "clusters"},
             MEMORY_RENAMES, blank_is_omitted=True),
    ToolSpec("context", "Code for a task",
             "The code a task needs, ranked and packed into a token budget: give the task, an issue, a stack "
             "trace or an error. Prefer it to grep when you do not yet know which files matter.",
             {"": "context"}),
    ToolSpec("locate", "Locate code",
             "Ranked symbols for a query plus the call edges among them: a map of where something happens, "
             "without the code. Cheaper than context when you only need places.",
             {"": "locate"}),
    ToolSpec("search", "Search symbols",
             "BM25 search over symbol names, signatures, docs and paths, filtered by kind, path or tag. Like grep, "
             "but ranked and one hit per symbol.",
             {"": "search"}),
    ToolSpec("find_symbol", "Find a symbol",
             "Find symbols by name (fuzzy, camelCase and snake_case aware); ambiguous names list candidates with "
             "ids. Prefer it to grep for definitions: no hits in comments or strings.",
             {"": "find"}),
    ToolSpec("neighbors", "Direct relations",
             "Callers, callees, references, implementations, bases, tests, importers, imports or members of a "
             "symbol, resolved through imports. Use instead of grepping for a name's uses.",
             {"": "neighbors"}),
    ToolSpec("impact", "Blast radius",
             "What a change to a symbol affects: dependents to a depth, their files, the tests that cover them, "
             "untested code on the way, and a risk level. Use before editing shared code.",
             {"": "impact"}),
    ToolSpec("trace", "Trace, path or flow",
             "trace: follow a relation (calls, imports, ...) hop by hop from a symbol; path: the shortest call "
             "paths between two symbols, or an honest 'no path'; flow: where a parameter or return value goes "
             "(Python), each hop with file, line and argument text.",
             {"trace": "trace", "path": "path", "flow": "flow"}),
    ToolSpec("read_definition", "Read a definition",
             "The source of one symbol at the indexed commit, with its docstring. Cheaper than reading the whole "
             "file.",
             {"": "show"}),
    ToolSpec("file", "File summary",
             "A file's role, symbols, importers and imports, tests, size and blast radius: what a file is for "
             "before reading it.",
             {"": "file"}),
    ToolSpec("structural_diff", "Structural diff",
             "Symbols added, removed, changed and moved between two commits, signature changes, and call edges "
             "gained and lost: what a diff means for the code graph.",
             {"": "diff"}),
    ToolSpec("symbol_history", "Symbol history",
             "history (the default): the commits in which a symbol's own code changed, not every commit of its "
             "file; diff: one symbol between two commits: signatures, a diff of its code, callers and callees "
             "gained and lost.",
             {"history": "history", "diff": "symbol-diff"}, default_action="history"),
    ToolSpec("stack", "Resolve a stack trace",
             "Resolve a stack trace (Python, JS, Go, Java, ...) to the symbols of each frame; frames that match "
             "nothing are listed.",
             {"": "stack"}),
    ToolSpec("message", "Find a message's source",
             "The code that produces a log line, error or exception message, by its template (f-strings, "
             "%-formats). Better than grepping for a message with variables in it.",
             {"": "message"}),
    ToolSpec("communities", "Code communities",
             "communities: Leiden communities of the code over calls and imports, labelled by path; boundaries: "
             "coupling between them. The shape of an unfamiliar repository.",
             {"communities": "communities", "boundaries": "boundaries"}),
    ToolSpec("status", "Status and provenance",
             "status: what is indexed and stale, memory branches, problems; info: a snapshot's provenance; "
             "init: set the repository up; linker_report: how many calls resolved, and why others did not.",
             {"status": "status", "info": "info", "init": "init", "linker_report": "linker-report"}),
    ToolSpec("index", "Index code",
             "Index HEAD, a commit or the uncommitted work tree into a code-graph snapshot (incremental). "
             "Queries index on demand; call it to index ahead, or the work tree after editing.",
             {"": "index"}),
    ToolSpec("note", "Notes",
             "Free-form records kept as git objects under refs/smp/notes: put, get, ls.",
             {"put": "note.put", "get": "note.get", "ls": "note.ls"}),
    ToolSpec("session", "Agent sessions",
             "Working beside other agents: open a read or write session on a scope (paths) before changing code, "
             "close it (reports what moved under it), list sessions and locks, or handoff: a package of what a "
             "session changed (diff, impact, guard and dry-run history).",
             {"open": "session.open", "close": "session.close", "list": "session.list", "handoff": "handoff.pr"}),
    ToolSpec("guard", "Guard check",
             "May your session change this symbol or file now? clear, warning or blocked, with reasons (other "
             "writers, locks, hot code, untested impact) and what to do. Call it before editing.",
             {"": "guard.check"}),
    ToolSpec("dryrun", "Dry-run an edit",
             "Before writing a file: give the proposed content; says safe or breaking, with the callers a rename or "
             "removal strands, the call sites a signature change breaks, and the tests to run.",
             {"": "dryrun"}),
    ToolSpec("checkpoint", "Checkpoint or roll back",
             "checkpoint: save files exactly as they are (git objects) before writing them; rollback: restore a "
             "checkpoint, deleting files that did not exist.",
             {"checkpoint": "checkpoint", "rollback": "rollback"}),
    ToolSpec("lock", "Lock or unlock",
             "Lock symbols or files for your session, with an expiry, or unlock them. All or nothing; a lock of an "
             "agent that died expires.",
             {"lock": "lock", "unlock": "unlock"}),
    ToolSpec("audit_log", "Audit log",
             "The append-only log of sessions, guard checks, dry runs, checkpoints, writes, rollbacks and locks, "
             "filtered by agent, time, type or session.",
             {"": "audit.log"}),
    ToolSpec("update", "Re-index written files",
             "After writing files: re-index them now so that queries see the new code (update: one file; batch: "
             "several, atomically). With a session, recorded as its write.",
             {"update": "update", "batch": "batch-update"}),
    ToolSpec("enrich", "Describe code",
             "status: docstring, annotation and tag coverage, stale annotations; annotate: describe a symbol "
             "(versioned with memory, stale once its code changes); tag: tag a package, file or symbol.",
             {"status": "enrich.status", "annotate": "annotate", "tag": "tag"}),
    ToolSpec("sandbox", "Run code in a sandbox",
             "Run proposed code or the tests safely: no network, a copy-on-write workspace (the repository is never "
             "changed), memory, process and time limits. run: one command in a fresh sandbox; spawn / exec / "
             "destroy: a sandbox kept for several commands; trace: true records which functions really called which "
             "(runtime edges, shown by neighbors, impact and path); gc, status.",
             {"run": "sandbox.run", "spawn": "sandbox.spawn", "exec": "sandbox.exec", "destroy": "sandbox.destroy",
              "gc": "sandbox.gc", "status": "sandbox.status"}),
    ToolSpec("telemetry", "Hot symbols",
             "The symbols agents query most right now (access heat, halving every hour): code others rely on.",
             {"": "telemetry.hot"}),
)


@dataclass(frozen=True)
class Tool:
    """A generated tool: what ``tools/list`` shows, and how a call maps to an operation."""

    spec: ToolSpec
    ops: Mapping[str, Operation]
    input_schema: JSON
    output_schema: JSON

    @property
    def name(self) -> str:
        return self.spec.name

    @property
    def read_only(self) -> bool:
        return all(op.read_only for op in self.ops.values())

    @property
    def destructive(self) -> bool:
        return any(op.destructive for op in self.ops.values())

    @property
    def idempotent(self) -> bool:
        return all(op.idempotent for op in self.ops.values())

    def wire_name(self, param: str) -> str:
        back = {v: k for k, v in self.spec.rename.items()}
        return back.get(param, param)

    def bind(self, arguments: Mapping[str, Any]) -> tuple[Operation, dict[str, Any], int]:
        """The operation, its arguments and the response byte budget for a call.

        Unknown names, a missing or unknown action, and a parameter that the chosen
        action does not take are :class:`InvalidArgument` errors naming the field; the
        values themselves are checked by ``Operation.bind`` when the operation runs.  In a
        tool whose spec says ``blank_is_omitted``, ``""`` for an optional parameter is
        the same as leaving it out.
        """
        args = dict(arguments)
        budget = args.pop(RESPONSE_BYTES, DEFAULT_RESPONSE_BYTES)
        if isinstance(budget, bool) or not isinstance(budget, int) or not 1_000 <= budget <= MAX_RESPONSE_BYTES:
            raise InvalidArgument(f"{RESPONSE_BYTES} must be a whole number between 1000 and {MAX_RESPONSE_BYTES}")
        action = args.get("action", self.spec.default_action)
        op = self._operation(args)
        kwargs: dict[str, Any] = {}
        known = {self.wire_name(p.name): p for p in op.params if p.name not in SERVER_PARAMS}
        if self.spec.blank_is_omitted:
            args = {name: value for name, value in args.items()
                    if not (value == "" and name in known and not known[name].required)}
        for name, value in {**self.spec.defaults, **args}.items():
            param = known.get(name)
            if param is None:
                if name in self.spec.defaults:
                    continue
                where = f" with action {action!r}" if len(self.ops) > 1 else ""
                raise InvalidArgument(f"unknown parameter {name!r} for {self.name}{where}; "
                                      f"known: {', '.join(sorted(known)) or 'none'}")
            kwargs[param.name] = _from_wire(param, value, name in self.spec.joined)
        return op, kwargs, budget

    def _operation(self, args: dict[str, Any]) -> Operation:
        if "" in self.ops:
            return self.ops[""]
        action = args.pop("action", None)
        if action is None and self.spec.default_action is not None:
            return self.ops[self.spec.default_action]
        if action is None:
            raise InvalidArgument(f"missing required parameter 'action' for {self.name}: one of "
                                  f"{', '.join(self.ops)}")
        if action not in self.ops:
            raise InvalidArgument(f"action must be one of {', '.join(self.ops)}, not {action!r}")
        return self.ops[action]


def _from_wire(param: Param, value: Any, joined: bool) -> Any:
    """A wire value in the operation's terms: a list parameter given one string takes it
    as its one value, or split at commas where the tool says so (``tags``); anything else
    is passed on to be checked by the registry."""
    if param.multiple and isinstance(value, str):
        return [part.strip() for part in value.split(",") if part.strip()] if joined else [value]
    return value


class Surface:
    """The generated MCP tools over the registry's operations."""

    def __init__(self, registry: Mapping[str, Operation], specs: tuple[ToolSpec, ...] = TOOLS) -> None:
        self.tools: dict[str, Tool] = {}
        for spec in specs:
            missing = [name for name in spec.actions.values() if name not in registry]
            if missing and len(missing) == len(spec.actions):   # a server that does not serve them (the sandbox)
                continue
            if missing:
                raise ValueError(f"tool {spec.name}: operations {', '.join(missing)} are not served")
            ops = {action: registry[name] for action, name in spec.actions.items()}
            if spec.default_action is not None and spec.default_action not in ops:
                raise ValueError(f"tool {spec.name}: default action {spec.default_action!r} is not one of its actions")
            for op in ops.values():
                if not op.remote:
                    raise ValueError(f"tool {spec.name}: operation {op.name} is not served remotely")
            self.tools[spec.name] = Tool(spec, ops, _input_schema(spec, ops),
                                         schema.merge_results([schema.result_schema(op.result_type)
                                                               for op in ops.values()]))

    def get(self, name: str) -> Tool | None:
        return self.tools.get(name)


def _input_schema(spec: ToolSpec, ops: Mapping[str, Operation]) -> JSON:
    """One object schema for the tool: the union of its operations' parameters (wire
    names), the ``action`` enum for a tool with actions, and the response byte budget."""
    back = {v: k for k, v in spec.rename.items()}
    properties: dict[str, JSON] = {}
    users: dict[str, list[str]] = {}
    required_everywhere: set[str] | None = None
    for action, op in ops.items():
        names = set()
        for param in op.params:
            if param.name in SERVER_PARAMS:
                continue
            wire = back.get(param.name, param.name)
            names.add(wire)
            prop = schema.param_schema(param)
            if wire in spec.joined:
                prop = {"description": param.help + " (comma-separated)", "type": "string"}
            elif param.multiple:   # one value, or a list of them
                prop = {"description": prop["description"], "anyOf": [dict(prop["items"]), _as_list(prop)]}
            if wire in spec.defaults:
                prop["default"] = spec.defaults[wire]
            if wire in properties and properties[wire] != prop:
                prop = _loosen(properties[wire], prop)
            properties[wire] = prop
            users.setdefault(wire, []).append(action)
        needed = {back.get(p.name, p.name) for p in op.params if p.required}
        required_everywhere = needed if required_everywhere is None else required_everywhere & needed
    required = sorted(required_everywhere or set())
    if "" not in ops:
        for wire, actions in users.items():
            if len(actions) < len(ops):
                properties[wire] = {**properties[wire],
                                    "description": f"{properties[wire]['description']} (for {', '.join(actions)})"}
        chooser: JSON = {"type": "string", "enum": list(ops), "description": "What to do."}
        if spec.default_action is None:
            required = ["action", *required]
        else:
            chooser.update(default=spec.default_action, description=f"What to do (default: {spec.default_action}).")
        properties = {"action": chooser, **properties}
    properties[RESPONSE_BYTES] = {"type": "integer", "minimum": 1_000, "maximum": MAX_RESPONSE_BYTES,
                                  "default": DEFAULT_RESPONSE_BYTES,
                                  "description": "Largest answer in bytes; longer lists are cut and say so."}
    return {"type": "object", "properties": properties, "required": required, "additionalProperties": False}


def _as_list(prop: JSON) -> JSON:
    return {"type": "array", "items": prop["items"], **({"default": prop["default"]} if "default" in prop else {})}


def _loosen(first: JSON, second: JSON) -> JSON:
    """One schema for a parameter that two actions define differently: the same type,
    the wider range, no default or pattern (each action checks its own)."""
    if "type" not in first or first.get("type") != second.get("type"):
        same = "anyOf" in first and first.get("anyOf") == second.get("anyOf")
        return {"description": first["description"], **({"anyOf": first["anyOf"]} if same else {})}
    merged: JSON = {"description": first["description"], "type": first["type"]}
    if "items" in first:
        merged["items"] = {"type": first["items"].get("type", "string")}
    for key, pick in (("minimum", min), ("maximum", max)):
        if key in first and key in second:
            merged[key] = pick(first[key], second[key])
    if first.get("enum") and second.get("enum"):
        merged["enum"] = sorted(set(first["enum"]) | set(second["enum"]))
    return merged
