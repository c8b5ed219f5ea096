"""Canonical encoding: one logical record gives one byte string, in any process."""

from __future__ import annotations

import json
import subprocess
import sys

import pygit2
import pytest

from smriti_git.errors import IntegrityError
from smriti_git.storage import canonical

RECORD = {"schema": "note/1", "text": "naïve café ✓", "data": {"b": [1, 2.5, -0.0, 1e-7, 10**20], "a": None,
                                                               "c": True}, "tags": ["z", "a"]}


def test_key_order_and_spacing_are_fixed() -> None:
    assert canonical.encode({"b": 1, "a": {"d": 2, "c": 3}}) == b'{"a":{"c":3,"d":2},"b":1}\n'
    assert canonical.encode({"a": {"d": 2, "c": 3}, "b": 1}) == canonical.encode({"b": 1, "a": {"c": 3, "d": 2}})


def test_numbers_and_text() -> None:
    assert canonical.encode([1, 2.5, -0.0, 0.1, 1e-7, 1e22]) == b"[1,2.5,0.0,0.1,1e-07,1e+22]\n"
    assert canonical.encode("é✓") == '"é✓"\n'.encode()


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), {1: "x"}, {"a": object()}, b"bytes"])
def test_non_json_values_are_refused(bad: object) -> None:
    with pytest.raises((TypeError, ValueError)):
        canonical.encode(bad)


def test_a_refused_value_is_named_by_its_path() -> None:
    with pytest.raises(ValueError, match=r"\$\.edges\[1\]\.confidence: nan"):
        canonical.encode({"edges": [{"confidence": 1.0}, {"confidence": float("nan")}]})
    with pytest.raises(TypeError, match=r"\$\.a\[0\]: object key 3"):
        canonical.encode({"a": ({3: "x"},)})


def test_round_trip_and_compression() -> None:
    data = canonical.encode(RECORD)
    assert canonical.decode(data) == json.loads(data)
    packed = canonical.compress(data * 50)
    assert packed.startswith(canonical.ZSTD_MAGIC)
    assert canonical.compress(data * 50) == packed
    assert canonical.decode(canonical.compress(data)) == canonical.decode(data)


def test_corrupt_input_is_a_clear_error() -> None:
    with pytest.raises(IntegrityError, match="not canonical JSON"):
        canonical.decode(b"{not json")
    with pytest.raises(IntegrityError, match="corrupt zstd"):
        canonical.decode(canonical.ZSTD_MAGIC + b"garbage")


_CHILD = """
import json, sys, pygit2
from smriti_git.storage import canonical
record = json.loads(sys.argv[1])
plain = canonical.encode(record)
print(pygit2.hash(plain), pygit2.hash(canonical.compress(plain * 20)))
"""


def test_same_object_ids_in_separate_processes() -> None:
    """Two fresh interpreters (different hash seeds) produce the same git object ids."""
    shuffled = json.dumps(dict(reversed(list(RECORD.items()))), ensure_ascii=True)
    outputs = set()
    for seed in ("1", "2"):
        proc = subprocess.run([sys.executable, "-c", _CHILD, shuffled], capture_output=True, text=True, check=True,
                              env={"PYTHONHASHSEED": seed, "PATH": ""})
        outputs.add(proc.stdout.strip())
    plain = canonical.encode(RECORD)
    assert outputs == {f"{pygit2.hash(plain)} {pygit2.hash(canonical.compress(plain * 20))}"}
