"""The operation registry: every operation is defined once, here, and nowhere else.

An operation is a typed Python function decorated with :func:`operation`.  Its name
(dotted for groups: ``memory.log``), its parameters (from the signature, with help text
in ``Annotated[..., Arg(...)]`` or ``Opt(...)``), its result type (a dataclass) and its
docstring are read once into an :class:`Operation`.  A parameter typed with a dataclass
is a parameter set: its fields, annotated alike, are the operation's parameters, and the
function receives them as one instance (operations that share parameters declare them
once).  The CLI, the MCP server and the JSON-RPC methods are all generated from
:data:`REGISTRY`; none of them holds logic.

Operations receive a :class:`Context` first when they need a repository.  Errors are
raised as :class:`smriti_git.errors.SmpError` subclasses; each surface turns them into
its own form (exit code, MCP ``status``, JSON-RPC error).
"""

from __future__ import annotations

import dataclasses
import inspect
import math
import re
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar, get_args, get_origin

import pygit2

from smriti_git.errors import InvalidArgument, IOFailure, Status, is_database_failure
from smriti_git.progress import Progress, silent
from smriti_git.storage.repo import Repo


@dataclass(frozen=True, kw_only=True)
class Limits:
    """What a parameter's values must satisfy, checked by :meth:`Operation.bind` before an
    operation runs (and published in every surface's schema).

    ``min`` / ``max`` bound numbers (inclusive); ``pattern`` is a regular expression every
    string must match in full; ``max_length`` caps strings (default :data:`MAX_TEXT`).
    Strings never contain NUL characters, and positional strings are never empty.
    ``utf8`` marks text that is stored (a fact, a note, a tag): it must be valid Unicode,
    so bytes that are not UTF-8 (which reach Python as unpaired surrogates) are refused.
    Other strings may carry such bytes, because they name things that can (a path, a
    symbol id, a revision).
    """

    min: float | None = None
    max: float | None = None
    pattern: str | None = None
    max_length: int | None = None
    utf8: bool = False


@dataclass(frozen=True)
class Arg(Limits):
    """A positional parameter (CLI argument)."""

    help: str
    stdin: bool = False


@dataclass(frozen=True)
class Opt(Limits):
    """A named parameter (CLI option); ``stdin``: the value ``-`` on the command line means
    standard input."""

    help: str
    short: str | None = None
    stdin: bool = False


MAX_TEXT = 1 << 20
"""Longest string any parameter takes unless it says otherwise (characters)."""
MAX_ITEMS = 1000
"""Most values a repeatable parameter takes."""


@dataclass(kw_only=True)
class Result:
    """Base of every operation result: a ``status``, an optional human message, and the
    commit whose code the answer describes (None when it describes no code), with
    ``worktree`` true when it describes uncommitted work on top of that commit."""

    status: Status = "ok"
    message: str | None = None
    source_commit: str | None = None
    worktree: bool = False


def _quiet(message: str) -> None:
    """Default notification sink: drop it."""


class Context:
    """What an operation runs against: the repository (opened lazily), a progress sink,
    and ``notify`` for long-running operations that report as they go (``watch``)."""

    def __init__(self, start: str | Path | None = None, repo: Repo | None = None,
                 progress: Progress = silent, notify: Callable[[str], None] = _quiet,
                 user: str | None = None, agent_pid: int | None = None, client: bool = False,
                 allowed_paths: tuple[str, ...] = ()) -> None:
        self._start = start
        self._repo = repo
        self.progress = progress
        self.notify = notify
        self.user = user
        """Whose memory, when the caller does not say (a server's ``--user``)."""
        self.agent_pid = agent_pid
        """The agent process that holds the sessions opened here (None: found from the
        process tree, ``services/safety/agents.py``)."""
        self.client = client
        """True when a server's client asks (untrusted: its host paths are confined, only
        configured remotes are reached); False for the operator's own CLI."""
        self.allowed_paths = allowed_paths
        """Host folders the server's operator allowed its clients to name (``serve --allow-path``)."""
        self.source_commit: str | None = None
        self.worktree = False

    def describe(self, commit: str | None, worktree: bool = False) -> None:
        """Record which code the answer comes from: the commit of the snapshot it used, and
        whether that snapshot is of uncommitted work on top of it."""
        self.source_commit, self.worktree = commit, worktree

    @property
    def repo(self) -> Repo:
        if self._repo is None:
            self._repo = Repo.discover(self._start)
        return self._repo


@dataclass(frozen=True)
class Param:
    name: str
    type: Any
    default: Any
    help: str
    positional: bool
    multiple: bool
    optional: bool
    choices: tuple[str, ...] | None
    stdin: bool
    short: str | None
    limits: Limits = Limits()

    @property
    def required(self) -> bool:
        return self.default is inspect.Parameter.empty

    def check(self, value: Any) -> Any:
        """``value`` if it is valid for this parameter; :class:`InvalidArgument` naming it if not.
        The parameter's own default is always valid."""
        if not self.required and value == self.default and type(value) is type(self.default):
            return value
        if value is None and self.optional:
            return value
        if self.multiple:
            if not isinstance(value, (list, tuple)):
                raise InvalidArgument(f"{self.name}: expected a list, got {_kind(value)}")
            if len(value) > MAX_ITEMS:
                raise InvalidArgument(f"{self.name}: {len(value)} values, at most {MAX_ITEMS}")
            return [self._one(item) for item in value]
        return self._one(value)

    def _one(self, value: Any) -> Any:
        if self.type is bool:
            if not isinstance(value, bool):
                raise InvalidArgument(f"{self.name}: expected true or false, got {_kind(value)}")
            return value
        if self.type in (int, float):
            return self._number(value)
        if not isinstance(value, str):
            raise InvalidArgument(f"{self.name}: expected a string, got {_kind(value)}")
        return self._text(value)

    def _number(self, value: Any) -> int | float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise InvalidArgument(f"{self.name}: expected a number, got {_kind(value)}")
        if self.type is int:
            if isinstance(value, float) and not value.is_integer():
                raise InvalidArgument(f"{self.name}: expected a whole number, got {value}")
            value = int(value)
        elif not math.isfinite(value):
            raise InvalidArgument(f"{self.name}: expected a finite number, got {value}")
        low, high = self.limits.min, self.limits.max
        if (low is not None and value < low) or (high is not None and value > high):
            raise InvalidArgument(f"{self.name} must be {_range(low, high)}, not {value}")
        number: int | float = value
        return number

    def _text(self, value: str) -> str:
        bad = _SURROGATE.search(value) if self.limits.utf8 else None
        if bad:
            raw = bad.group().encode("utf-8", "surrogateescape") if "\udc80" <= bad.group() <= "\udcff" else b""
            byte = f" (byte 0x{raw.hex()})" if raw else ""
            raise InvalidArgument(f"{self.name} is not valid UTF-8{byte} at character {bad.start()}")
        nul = value.find("\0")
        if nul >= 0:
            raise InvalidArgument(f"{self.name} contains a NUL character (at character {nul})")
        longest = self.limits.max_length or MAX_TEXT
        if len(value) > longest:
            raise InvalidArgument(f"{self.name} is too long: {len(value)} characters, at most {longest}")
        if self.choices is not None and value not in self.choices:
            raise InvalidArgument(f"{self.name} must be one of {', '.join(self.choices)}, not {value!r}")
        if self.positional and not value.strip():
            raise InvalidArgument(f"{self.name} is empty")
        if self.limits.pattern is not None and not re.fullmatch(self.limits.pattern, value):
            raise InvalidArgument(f"{self.name}: {value[:80]!r} is not a valid {self.name.replace('_', ' ')}")
        return value


_SURROGATE = re.compile("[\ud800-\udfff]")


def _kind(value: Any) -> str:
    return "null" if value is None else type(value).__name__


def _range(low: float | None, high: float | None) -> str:
    if low is not None and high is not None:
        return f"between {low:g} and {high:g}"
    return f"at least {low:g}" if low is not None else f"at most {high:g}"


@dataclass(frozen=True)
class Operation:
    name: str
    func: Callable[..., Result]
    summary: str
    doc: str
    params: tuple[Param, ...]
    result_type: type[Result]
    needs_context: bool
    read_only: bool
    render: Callable[[Any], str] | None = field(default=None)
    remote: bool = True
    """Served over MCP and JSON-RPC; False for what only makes sense in a terminal (watch)."""
    destructive: bool = False
    """Deletes or rewrites what was stored (forget), as opposed to adding to it."""
    idempotent: bool = False
    """Calling it twice with the same arguments has the effect of calling it once."""
    param_sets: tuple[tuple[str, type[Any]], ...] = ()
    """The function's parameters that are parameter sets (dataclasses), by name: each
    receives its fields' values, which ``params`` lists one by one."""
    exit_code: Callable[[Any], int | None] | None = None
    """The CLI's exit code for a result (None: the status's); ``sandbox run`` exits with its command's."""

    @property
    def path(self) -> tuple[str, ...]:
        return tuple(self.name.split("."))

    def bind(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        """The arguments checked against every parameter: unknown or missing names, types,
        ranges, patterns and lengths all raise :class:`InvalidArgument` naming the field.
        A required parameter given as null (what a surface passes for an option left out)
        is missing, and said so."""
        known = {p.name: p for p in self.params}
        unknown = sorted(set(kwargs) - set(known))
        if unknown:
            raise InvalidArgument(f"unknown parameter {unknown[0]!r} for {self.name}; "
                                  f"known: {', '.join(known) or 'none'}")
        bound = {}
        for name, param in known.items():
            given = name in kwargs and (kwargs[name] is not None or param.optional or not param.required)
            if given:
                bound[name] = param.check(kwargs[name])
            elif param.required:
                raise InvalidArgument(f"missing required parameter {name!r} for {self.name}")
        return bound

    def invoke(self, ctx: Context, **kwargs: Any) -> Result:
        """Run the operation on checked arguments (see :meth:`bind`)."""
        args = [ctx] if self.needs_context else []
        bound = self.bind(kwargs)
        if ctx.user is not None and "user" in {p.name for p in self.params} and bound.get("user") is None:
            bound["user"] = ctx.user
        for arg, cls in self.param_sets:
            fields = {f.name for f in dataclasses.fields(cls)}
            bound[arg] = cls(**{name: bound.pop(name) for name in fields & bound.keys()})
        try:
            result = self.func(*args, **bound)
        except (OSError, pygit2.GitError) as exc:
            raise IOFailure.from_exception(exc) from exc
        except Exception as exc:         # a local database's failure that no service named
            if not is_database_failure(exc):
                raise
            raise IOFailure.from_exception(exc) from exc
        if result.source_commit is None:
            result.source_commit = ctx.source_commit
        result.worktree = result.worktree or ctx.worktree
        return result


REGISTRY: dict[str, Operation] = {}
GROUPS: dict[str, str] = {}
"""Help text of each operation group (the first part of a dotted name)."""


def group(name: str, help: str) -> None:
    GROUPS[name] = help

F = TypeVar("F", bound=Callable[..., Result])


def _unwrap_optional(tp: Any) -> tuple[Any, bool]:
    if get_origin(tp) in (typing.Union, types.UnionType):
        args = [a for a in get_args(tp) if a is not type(None)]
        if len(args) == 1 and len(get_args(tp)) == 2:
            return args[0], True
    return tp, False


def _param(name: str, hint: Any, default: Any) -> Param:
    meta: Arg | Opt | None = None
    if get_origin(hint) is Annotated:
        hint, *extras = get_args(hint)
        meta = next((e for e in extras if isinstance(e, (Arg, Opt))), None)
    if meta is None:
        raise TypeError(f"parameter {name!r} needs Annotated[..., Arg(...)] or Opt(...)")
    base, optional = _unwrap_optional(hint)
    multiple = get_origin(base) is list
    if multiple:
        (base,) = get_args(base)
    choices = None
    if get_origin(base) is Literal:
        choices = tuple(str(c) for c in get_args(base))
        base = str
    if base not in (str, int, float, bool):
        raise TypeError(f"parameter {name!r}: unsupported type {base!r}")
    if base in (int, float) and meta.min is None and meta.max is None:
        raise TypeError(f"parameter {name!r}: a number needs its range (Opt(..., min=..., max=...))")
    return Param(
        name=name,
        type=base,
        default=default,
        help=meta.help,
        positional=isinstance(meta, Arg),
        multiple=multiple,
        optional=optional,
        choices=choices,
        stdin=meta.stdin,
        short=meta.short if isinstance(meta, Opt) else None,
        limits=Limits(min=meta.min, max=meta.max, pattern=meta.pattern, max_length=meta.max_length,
                      utf8=meta.utf8),
    )


def _params(items: list[inspect.Parameter], hints: dict[str, Any]) -> tuple[list[Param], dict[str, type[Any]]]:
    """The parameters of a function's ``items``, a parameter set's fields in its place, and
    the parameter sets by name."""
    params: list[Param] = []
    sets: dict[str, type[Any]] = {}
    for item in items:
        hint = hints[item.name]
        if not (isinstance(hint, type) and dataclasses.is_dataclass(hint)):
            params.append(_param(item.name, hint, item.default))
            continue
        sets[item.name] = hint
        fields = typing.get_type_hints(hint, include_extras=True)
        params += [_param(f.name, fields[f.name], inspect.Parameter.empty if f.default is dataclasses.MISSING
                          else f.default) for f in dataclasses.fields(hint)]
    return params, sets


def operation(
    name: str, *, read_only: bool = True, render: Callable[[Any], str] | None = None, remote: bool = True,
    destructive: bool = False, idempotent: bool | None = None, exit_code: Callable[[Any], int | None] | None = None,
) -> Callable[[F], F]:
    """Register the decorated function as operation ``name`` (read-only operations are
    idempotent unless they say otherwise)."""

    def register(func: F) -> F:
        if name in REGISTRY:
            raise ValueError(f"operation {name!r} is defined twice")
        hints = typing.get_type_hints(func, include_extras=True)
        sig = inspect.signature(func)
        items = list(sig.parameters.values())
        needs_context = bool(items) and hints.get(items[0].name) is Context
        if needs_context:
            items = items[1:]
        params, sets = _params(items, hints)
        if len({p.name for p in params}) < len(params):
            raise TypeError(f"operation {name!r} has two parameters of one name")
        result_type = hints.get("return")
        if not (isinstance(result_type, type) and issubclass(result_type, Result)):
            raise TypeError(f"operation {name!r} must declare a Result subclass as its return type")
        doc = inspect.cleandoc(func.__doc__ or "")
        if not doc:
            raise TypeError(f"operation {name!r} needs a docstring")
        REGISTRY[name] = Operation(
            name=name,
            func=func,
            summary=doc.splitlines()[0],
            doc=doc,
            params=tuple(params),
            result_type=result_type,
            needs_context=needs_context,
            read_only=read_only,
            render=render,
            remote=remote,
            destructive=destructive,
            idempotent=read_only if idempotent is None else idempotent,
            param_sets=tuple(sets.items()),
            exit_code=exit_code,
        )
        return func

    return register


def to_jsonable(value: Any) -> Any:
    """Plain JSON data for a result (dataclasses, oids and paths included)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [to_jsonable(v) for v in value]
        return sorted(items) if isinstance(value, (set, frozenset)) else items
    if isinstance(value, (pygit2.Oid, Path)):
        return str(value)
    return value


def load_all() -> dict[str, Operation]:
    """Import every operation module so that the registry is complete."""
    from smriti_git.operations import catalogue

    catalogue.load()
    return REGISTRY


def load_command(first: str) -> list[Operation]:
    """The operations whose name starts with the command word ``first`` (``remember``,
    ``memory``), importing only the module that defines them."""
    from smriti_git.operations import catalogue

    catalogue.load(first)
    return [op for op in REGISTRY.values() if op.path[0] == first]
