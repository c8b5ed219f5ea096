"""The operation registry: every operation is defined once, here, and nowhere else.

An operation is a typed Python function decorated with :func:`operation`.  Its name
(dotted for groups: ``memory.log``), its parameters (from the signature, with help text
in ``Annotated[..., Arg(...)]`` or ``Opt(...)``), its result type (a dataclass) and its
docstring are read once into an :class:`Operation`.  The CLI, the MCP server and the
JSON-RPC methods are all generated from :data:`REGISTRY`; none of them holds logic.

Operations receive a :class:`Context` first when they need a repository.  Errors are
raised as :class:`smriti_git.errors.SmpError` subclasses; each surface turns them into
its own form (exit code, MCP ``status``, JSON-RPC error).
"""

from __future__ import annotations

import dataclasses
import inspect
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar, get_args, get_origin

import pygit2

from smriti_git.errors import Status
from smriti_git.progress import Progress, silent
from smriti_git.storage.repo import Repo


@dataclass(frozen=True)
class Arg:
    """A positional parameter (CLI argument)."""

    help: str
    stdin: bool = False


@dataclass(frozen=True)
class Opt:
    """A named parameter (CLI option)."""

    help: str
    short: str | None = None


@dataclass(kw_only=True)
class Result:
    """Base of every operation result: a ``status`` and an optional human message."""

    status: Status = "ok"
    message: str | None = None


def _quiet(message: str) -> None:
    """Default notification sink: drop it."""


class Context:
    """What an operation runs against: the repository (opened lazily), a progress sink,
    and ``notify`` for long-running operations that report as they go (``watch``)."""

    def __init__(self, start: str | Path | None = None, repo: Repo | None = None,
                 progress: Progress = silent, notify: Callable[[str], None] = _quiet) -> None:
        self._start = start
        self._repo = repo
        self.progress = progress
        self.notify = notify

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

    @property
    def required(self) -> bool:
        return self.default is inspect.Parameter.empty


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

    @property
    def path(self) -> tuple[str, ...]:
        return tuple(self.name.split("."))

    def invoke(self, ctx: Context, **kwargs: Any) -> Result:
        args = [ctx] if self.needs_context else []
        return self.func(*args, **kwargs)


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
    return Param(
        name=name,
        type=base,
        default=default,
        help=meta.help,
        positional=isinstance(meta, Arg),
        multiple=multiple,
        optional=optional,
        choices=choices,
        stdin=isinstance(meta, Arg) and meta.stdin,
        short=meta.short if isinstance(meta, Opt) else None,
    )


def operation(
    name: str, *, read_only: bool = True, render: Callable[[Any], str] | None = None
) -> Callable[[F], F]:
    """Register the decorated function as operation ``name``."""

    def register(func: F) -> F:
        if name in REGISTRY:
            raise ValueError(f"operation {name!r} is defined twice")
        hints = typing.get_type_hints(func, include_extras=True)
        sig = inspect.signature(func)
        items = list(sig.parameters.values())
        needs_context = bool(items) and hints.get(items[0].name) is Context
        if needs_context:
            items = items[1:]
        params = tuple(_param(p.name, hints[p.name], p.default) for p in items)
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
            params=params,
            result_type=result_type,
            needs_context=needs_context,
            read_only=read_only,
            render=render,
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
    from smriti_git.operations import catalogue  # noqa: F401  (registers on import)

    return REGISTRY
