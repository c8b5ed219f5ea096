"""JSON Schemas generated from the registry: a parameter's schema from its ``Param``, a
result's from its ``Result`` dataclass.  The MCP tools, the JSON-RPC methods and the
generated docs all use these, so a parameter is described once, in its operation.

Result schemas require only ``status``: every answer, including an expected miss
(``not_found`` with a message, ``ambiguous`` with candidates), is a valid instance.
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import types
import typing
from typing import Any, Literal

from smriti_git.operations.registry import Param, Result

JSON = dict[str, Any]


def param_schema(param: Param) -> JSON:
    """The JSON Schema of one parameter's value (its help text as the description)."""
    item: JSON
    if param.choices is not None:
        item = {"type": "string", "enum": list(param.choices)}
    elif param.type is bool:
        item = {"type": "boolean"}
    elif param.type in (int, float):
        item = {"type": "integer" if param.type is int else "number"}
        if param.limits.min is not None:
            item["minimum"] = param.limits.min
        if param.limits.max is not None:
            item["maximum"] = param.limits.max
    else:
        item = {"type": "string"}
        if param.limits.pattern is not None:
            item["pattern"] = f"^(?:{param.limits.pattern})$"
        if param.positional:
            item["minLength"] = 1
        if param.limits.max_length is not None:
            item["maxLength"] = param.limits.max_length
    schema: JSON = {"type": "array", "items": item} if param.multiple else item
    schema = {"description": param.help, **schema}
    default = param.default
    if not param.required and default is not None and default is not inspect.Parameter.empty:
        schema["default"] = list(default) if isinstance(default, (list, tuple)) else default
    return schema


def _union(options: list[JSON]) -> JSON:
    simple = [o for o in options if set(o) == {"type"} and isinstance(o["type"], str)]
    if len(simple) == len(options):
        return {"type": [o["type"] for o in options]}
    return {"anyOf": options}


def type_schema(tp: Any) -> JSON:
    """The JSON Schema of a Python type as :func:`registry.to_jsonable` renders it."""
    origin = typing.get_origin(tp)
    if tp is Any or tp is object:
        return {}
    if tp is type(None):
        return {"type": "null"}
    if tp in (str, int, float, bool):
        return {"type": {str: "string", int: "integer", float: "number", bool: "boolean"}[tp]}
    if origin is Literal:
        return {"enum": list(typing.get_args(tp))}
    if origin in (typing.Union, types.UnionType):
        return _union([type_schema(a) for a in typing.get_args(tp)])
    if origin in (list, tuple, set, frozenset):
        items = [a for a in typing.get_args(tp) if a is not Ellipsis]
        return {"type": "array", "items": type_schema(items[0]) if len(items) == 1 else {}}
    if origin is dict:
        args = typing.get_args(tp)
        return {"type": "object", "additionalProperties": type_schema(args[1]) if args else {}}
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return dataclass_schema(tp)
    raise TypeError(f"no JSON Schema for {tp!r}")


def dataclass_schema(cls: type) -> JSON:
    return _dataclass_schema(cls.__module__, cls.__qualname__, cls)


@functools.cache
def _dataclass_schema(module: str, qualname: str, cls: Any) -> JSON:
    hints = typing.get_type_hints(cls)
    fields = dataclasses.fields(cls)
    required = [f.name for f in fields
                if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING]
    return {"type": "object", "properties": {f.name: type_schema(hints[f.name]) for f in fields},
            "required": required}


def result_schema(result_type: type[Result]) -> JSON:
    """A result's schema; only ``status`` is required, so that misses validate too."""
    schema = dict(dataclass_schema(result_type))
    properties = dict(schema["properties"])
    ambiguous = {"type": "array", "items": {"type": "object"},
                 "description": "With status 'ambiguous': the symbols a name could mean."}
    own = properties.get("candidates")
    properties["candidates"] = ambiguous if own is None else {"anyOf": [own, ambiguous]}
    return {"type": "object", "properties": properties, "required": ["status"]}


def merge_results(schemas: list[JSON]) -> JSON:
    """One object schema for several results (a tool with actions): each property's
    schemas joined with ``anyOf`` where they differ."""
    properties: dict[str, list[JSON]] = {}
    for schema in schemas:
        for name, prop in schema["properties"].items():
            known = properties.setdefault(name, [])
            if prop not in known:
                known.append(prop)
    merged = {name: found[0] if len(found) == 1 else {"anyOf": found} for name, found in properties.items()}
    return {"type": "object", "properties": merged, "required": ["status"]}
