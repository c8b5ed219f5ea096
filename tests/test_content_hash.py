"""``content_hash``: its own dedent gives exactly what ``textwrap.dedent`` gives (the normalisation
the hash was defined with, so stored hashes stay valid), and re-indenting or a change of line
endings keeps a definition's hash."""

from __future__ import annotations

import hashlib
import random
import textwrap

from smriti_git.model.code import content_hash


def reference(source: bytes) -> str:
    """The hash as first defined: textwrap's dedent of every line but the first."""
    text = source.decode("utf-8", "replace").replace("\r\n", "\n").replace("\r", "\n")
    lines = [line.rstrip() for line in text.split("\n")]
    normalised = lines[0] + "\n" + textwrap.dedent("\n".join(lines[1:])) if len(lines) > 1 else lines[0]
    return hashlib.blake2b(normalised.strip("\n").encode("utf-8"), digest_size=16).hexdigest()


CASES = [
    "def f():\n    return 1",
    "def f():\n\treturn 1\n\t\tx",
    "class A:\n    def f(self):\n        pass\n\n    def g(self):\n\tpass",   # tabs against spaces
    "x\n  \t a\n  \t\tb\n  c",
    "x\n\n\n   a\n      \n   b",       # blank and whitespace-only lines
    "x\n\x0b  a\n  b",                 # a vertical tab is text, not indentation
    "x\n\u3000a\n\u3000b",             # so is an ideographic space
    "x\r\n    a\r\n    b\r",           # Windows and old Mac line ends
    "single line",
    "",
    "x\n    a\n  b\n      c",
    "x\n        a\n        b",
]


def test_content_hash_matches_the_textwrap_definition() -> None:
    for case in CASES:
        assert content_hash(case.encode()) == reference(case.encode()), repr(case)
    rng = random.Random(20261203)
    pieces = [" ", "\t", "a", "b(", "\x0b", "\xa0", "\u3000", "\f", "\r\n", "\n", "\r"]
    for _ in range(5000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randrange(0, 30)))
        assert content_hash(text.encode()) == reference(text.encode()), repr(text)


def test_reindenting_or_new_line_ends_keep_the_hash() -> None:
    body = "def f(x):\n    if x:\n        return 1\n    return 2"
    nested = "def f(x):\n        if x:\n            return 1\n        return 2"
    assert content_hash(body.encode()) == content_hash(nested.encode())
    assert content_hash(body.encode()) == content_hash(body.replace("\n", "\r\n").encode())
    assert content_hash(body.encode()) != content_hash(body.replace("return 2", "return 3").encode())
