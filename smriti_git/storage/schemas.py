"""Versioned JSON Schemas for every record kind, and validation against them.

The schemas live in the top-level ``refs_schema/`` folder (``<kind>/v<N>.schema.json``)
and ship inside the package through the ``smriti_git/_refs_schema`` symlink.  Every
record names its schema in a ``"schema": "<kind>/<version>"`` field.  Writers always
produce the newest version they know; readers accept every version they have a schema
for and refuse anything else with a message that says what to do.

The validator takes valid Unicode only, so a record holding a lone surrogate (a path
byte that is not UTF-8, PEP 383) is checked with U+FFFD in its place: the same length,
and no pattern in our schemas accepts either character.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

import jsonschema_rs

from smriti_git.errors import SchemaError

_SCHEMA_NAME = re.compile(r"^v(\d+)\.schema\.json$")
_TAG = re.compile(r"^([a-z][a-z0-9-]*)/(\d+)$")
_SURROGATE = re.compile("[\ud800-\udfff]")

Validator = jsonschema_rs.Draft7Validator


def schema_root() -> Traversable:
    return resources.files("smriti_git") / "_refs_schema"


@cache
def _catalogue() -> dict[str, dict[int, Traversable]]:
    found: dict[str, dict[int, Traversable]] = {}
    for kind_dir in schema_root().iterdir():
        if not kind_dir.is_dir():
            continue
        for entry in kind_dir.iterdir():
            match = _SCHEMA_NAME.match(entry.name)
            if match:
                found.setdefault(kind_dir.name, {})[int(match.group(1))] = entry
    if not found:
        raise SchemaError("no record schemas found: the installation is incomplete (refs_schema/ missing)")
    return found


def kinds() -> list[str]:
    return sorted(_catalogue())


def current_version(kind: str) -> int:
    try:
        return max(_catalogue()[kind])
    except KeyError:
        raise SchemaError(f"unknown record kind {kind!r}") from None


def tag(kind: str) -> str:
    """The ``schema`` value a writer puts in a new record of ``kind``."""
    return f"{kind}/{current_version(kind)}"


@cache
def schema_document(kind: str, version: int) -> dict[str, Any]:
    versions = _catalogue().get(kind)
    if versions is None:
        raise SchemaError(f"unknown record kind {kind!r} (known: {', '.join(kinds())})")
    if version not in versions:
        newest = max(versions)
        hint = " - it was written by a newer smriti-git; upgrade to read it" if version > newest else ""
        raise SchemaError(
            f"record kind {kind!r} has no schema version {version} (this smriti-git knows "
            f"{', '.join(str(v) for v in sorted(versions))}){hint}"
        )
    document: dict[str, Any] = json.loads(versions[version].read_text(encoding="utf-8"))
    return document


@cache
def _validator(kind: str, version: int) -> Validator:
    return jsonschema_rs.Draft7Validator(schema_document(kind, version))


def parse_tag(value: object) -> tuple[str, int]:
    if not isinstance(value, str) or not (match := _TAG.match(value)):
        raise SchemaError(f"record has no valid 'schema' field (got {value!r}); expected '<kind>/<version>'")
    return match.group(1), int(match.group(2))


def validate(record: Mapping[str, Any], *, expect_kind: str | None = None) -> tuple[str, int]:
    """Check ``record`` against the schema it names; return ``(kind, version)``."""
    if not isinstance(record, Mapping):
        raise SchemaError(f"a record must be a JSON object, not {type(record).__name__}")
    kind, version = parse_tag(record.get("schema"))
    if expect_kind is not None and kind != expect_kind:
        raise SchemaError(f"expected a {expect_kind!r} record, found {kind!r}")
    try:
        _check(kind, version, record)
    except UnicodeEncodeError:
        _check(kind, version, _unicode(record))
    return kind, version


def _check(kind: str, version: int, record: Any) -> None:
    try:
        _validator(kind, version).validate(record)
    except jsonschema_rs.ValidationError as exc:
        where = "/".join(str(p) for p in exc.instance_path) or "record"
        raise SchemaError(f"{kind}/{version} record is invalid at {where}: {exc.message}") from None


def _unicode(value: Any) -> Any:
    """``value`` with every lone surrogate, in keys and strings, replaced by U+FFFD."""
    if isinstance(value, str):
        return _SURROGATE.sub("\ufffd", value)
    if isinstance(value, Mapping):
        return {_unicode(k): _unicode(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_unicode(v) for v in value]
    return value
