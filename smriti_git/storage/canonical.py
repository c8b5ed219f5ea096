"""Canonical encoding: one logical record, one byte string, on every machine.

Rules (also in ``refs_schema/LAYOUT.md``):

* JSON, UTF-8, object keys sorted by code point, no insignificant whitespace, a
  trailing newline so that the blobs read well in ``git show``;
* integers as decimal; floats in Python's shortest round-trip form (``repr``), with
  ``-0.0`` written as ``0.0``; NaN and infinities are rejected;
* only ``dict`` (string keys), ``list``/``tuple``, ``str``, ``int``, ``float``,
  ``bool`` and ``None`` are accepted: anything else is a programming error;
* a lone surrogate in a string (how Python and pygit2 carry a path byte that is
  not UTF-8: byte ``0xff`` is ``\\udcff``, PEP 383) is written as the JSON escape
  ``\\udcff``.  Every other character is written as itself.  ``orjson`` refuses such
  escapes, so a record holding one is read with the stdlib parser instead.

Optional zstd compression is deterministic: a fixed level, single-threaded, with
the content size written and no dictionary.  A compressed blob starts with the zstd
frame magic, which a JSON document never does, so a reader needs no side channel.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

import orjson
import zstandard

from smriti_git.errors import IntegrityError

ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
ZSTD_LEVEL = 9
_MAX_DECOMPRESSED = 1 << 30
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")

JSONValue = Any


def _normalise(value: JSONValue, where: str = "$") -> JSONValue:
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"{where}: {value!r} cannot be encoded canonically")
        return 0.0 if value == 0 else value
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise TypeError(f"{where}: object key {key!r} is not a string")
            out[key] = _normalise(item, f"{where}.{key}")
        return out
    if isinstance(value, (list, tuple)):
        return [_normalise(item, f"{where}[{i}]") for i, item in enumerate(value)]
    raise TypeError(f"{where}: {type(value).__name__} is not a JSON value")


class _NotCanonical(Exception):
    """Raised by :func:`_checked` at the first value it cannot encode; :func:`_normalise` says where."""


def _checked(value: JSONValue) -> JSONValue:
    """What :func:`_normalise` returns, without building the path of every value on the way
    (only an error message needs it): records of thousands of edges are encoded per index."""
    if isinstance(value, str) or value is None or isinstance(value, int):  # bool is an int
        return value
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise _NotCanonical
            out[key] = _checked(item)
        return out
    if isinstance(value, (list, tuple)):
        return [_checked(item) for item in value]
    if isinstance(value, float):
        if not math.isfinite(value):
            raise _NotCanonical
        return 0.0 if value == 0 else value
    raise _NotCanonical


def encode(value: JSONValue) -> bytes:
    """Serialise ``value`` to its canonical bytes."""
    try:
        normalised = _checked(value)
    except _NotCanonical:
        normalised = _normalise(value)  # raises, naming where
    text = json.dumps(
        normalised,
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
        allow_nan=False,
    )
    # Only a lone surrogate cannot be UTF-8: backslashreplace writes it as its JSON escape.
    return text.encode("utf-8", "backslashreplace") + b"\n"


def decode(data: bytes) -> JSONValue:
    """Parse bytes written by :func:`encode` (compressed or not)."""
    if data.startswith(ZSTD_MAGIC):
        data = decompress(data)
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        if not _SURROGATE_ESCAPE.search(data):
            raise IntegrityError(f"record is not canonical JSON: {exc}") from exc
    try:  # a lone surrogate escape (a non-UTF-8 path byte): orjson refuses it, the stdlib keeps it
        return json.loads(data, parse_constant=_refuse_constant)
    except ValueError as exc:
        raise IntegrityError(f"record is not canonical JSON: {exc}") from exc


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not canonical JSON")


def compress(data: bytes) -> bytes:
    """Deterministic zstd frame for ``data``."""
    params = zstandard.ZstdCompressionParameters.from_level(
        ZSTD_LEVEL, threads=0, write_content_size=True, write_checksum=True, write_dict_id=False
    )
    return zstandard.ZstdCompressor(compression_params=params).compress(data)


def decompress(data: bytes) -> bytes:
    try:
        return zstandard.ZstdDecompressor().decompress(data, max_output_size=_MAX_DECOMPRESSED)
    except zstandard.ZstdError as exc:
        raise IntegrityError(f"corrupt zstd record: {exc}") from exc
