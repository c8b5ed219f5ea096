"""The code graph's vocabulary: symbols, edges and their ids.  Plain data, no I/O.

Symbol ids are readable and namespaced in the spirit of SCIP descriptors:

    <path>::<qualified name><suffix>[~<n>]

* ``suffix`` is ``()`` for functions and methods, ``#`` for types (classes, interfaces,
  traits, structs, enums, type aliases), nothing for constants, variables and fields;
* ``~<n>`` (n >= 2) tells apart the n-th definition of the same name and kind in one
  scope, in source order (overloads, property setters, redefinitions);
* a file's own symbol id is its path; a folder (package / module directory) is its
  path with a trailing ``/``.

So ``src/http/parser.py::HeaderParser#``, ``src/http/parser.py::HeaderParser.parse()``
and ``src/http/parser.py::MAX_LINE``.  An id changes when the file or the symbol (or
an enclosing symbol) is renamed, and for nothing else.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from typing import Literal

SymbolKind = Literal[
    "package", "file", "module", "namespace",
    "class", "interface", "trait", "struct", "enum", "type",
    "function", "method", "constant", "variable", "field",
]
EdgeKind = Literal["CONTAINS", "DEFINES", "IMPORTS", "CALLS", "INHERITS", "IMPLEMENTS", "TESTS", "REFERENCES",
                   "DECLARES"]

TYPE_KINDS: frozenset[str] = frozenset({"class", "interface", "trait", "struct", "enum", "type"})
CALLABLE_KINDS: frozenset[str] = frozenset({"function", "method"})
VALUE_KINDS: frozenset[str] = frozenset({"constant", "variable", "field"})
EDGE_KINDS: tuple[EdgeKind, ...] = ("CONTAINS", "DEFINES", "IMPORTS", "CALLS", "INHERITS", "IMPLEMENTS", "TESTS",
                                    "REFERENCES", "DECLARES")


def kind_suffix(kind: str) -> str:
    if kind in CALLABLE_KINDS:
        return "()"
    if kind in TYPE_KINDS:
        return "#"
    return ""


def symbol_id(path: str, qualname: str, kind: str, ordinal: int = 1) -> str:
    """The id of a definition; ``ordinal`` > 1 for a repeated name in the same scope."""
    if kind == "file":
        return path
    if kind == "package":
        return path.rstrip("/") + "/"
    base = f"{path}::{qualname}{kind_suffix(kind)}"
    return base if ordinal == 1 else f"{base}~{ordinal}"


# DOTALL and \Z: a path may hold newlines.
_ID = re.compile(r"^(?P<path>.+?)::(?P<qual>.+?)(?P<suffix>\(\)|#)?(?:~(?P<ord>\d+))?\Z", re.DOTALL)


@dataclass(frozen=True)
class ParsedId:
    path: str
    qualname: str | None
    suffix: str
    ordinal: int


def parse_id(symbol: str) -> ParsedId:
    """Split an id back into path, qualified name, kind suffix and ordinal."""
    match = _ID.match(symbol)
    if not match:
        return ParsedId(symbol.rstrip("/"), None, "/" if symbol.endswith("/") else "", 1)
    return ParsedId(match["path"], match["qual"], match["suffix"] or "", int(match["ord"] or 1))


def content_hash(source: bytes) -> str:
    """Hash of a symbol's own normalised text.

    ``source`` is a span of a file's text, which the indexer makes valid UTF-8 whatever
    the file's encoding (``index/encoding.py``), so equal text gives an equal hash.
    Normalisation: decode as UTF-8 (bad bytes replaced), unify line endings, strip
    trailing whitespace on each line, and remove the common indentation, so that
    moving a definition into another scope or re-indenting it keeps its hash.
    """
    text = source.decode("utf-8", "replace")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = [line.rstrip() for line in text.split("\n")]
    # The first line starts at the definition itself (no indentation); dedent the rest.
    normalised = lines[0] + "\n" + _dedent(lines[1:]) if len(lines) > 1 else lines[0]
    return hashlib.blake2b(normalised.strip("\n").encode("utf-8"), digest_size=16).hexdigest()


def _dedent(lines: list[str]) -> str:
    """``textwrap.dedent("\n".join(lines))`` for lines without trailing whitespace, faster: the
    longest run of leading spaces and tabs that every non-empty line starts with, removed."""
    indents = [line[:len(line) - len(line.lstrip(" \t"))] for line in lines if line]
    if not indents:
        return "\n".join(lines)
    low, high = min(indents), max(indents)  # what they all start with, these two do
    common = 0
    while common < len(low) and low[common] == high[common]:
        common += 1
    if not common:
        return "\n".join(lines)
    return "\n".join([line[common:] for line in lines])


@dataclass(frozen=True)
class Span:
    """1-based inclusive lines; 0-based half-open byte offsets into the file's UTF-8 text.

    The text is the blob itself unless the file declares another encoding or is not
    valid UTF-8 (``index/encoding.py``); read it with ``snapshot.read_source``.
    """

    start_line: int
    end_line: int
    start_byte: int
    end_byte: int

    def to_list(self) -> list[int]:
        return [self.start_line, self.end_line, self.start_byte, self.end_byte]

    @classmethod
    def from_list(cls, values: list[int]) -> Span:
        return cls(values[0], values[1], values[2], values[3])

    def contains(self, byte: int) -> bool:
        return self.start_byte <= byte < self.end_byte


@dataclass
class Symbol:
    """One definition in the code graph."""

    id: str
    kind: str
    name: str
    qualname: str
    path: str
    lang: str
    span: Span
    parent: str | None
    signature: str = ""
    doc: str = ""
    decorators: list[str] = field(default_factory=list)
    content_hash: str = ""
    exported: bool = True
    is_test: bool = False

    @property
    def own_name(self) -> str:
        """The name's last part: a C++ member class defined outside its class keeps a dotted name
        (``class Machine::Code {``: ``Machine.Code``), its own name is ``Code``."""
        return self.name.rpartition(".")[2]


@dataclass
class Edge:
    """A directed relation.  ``dst`` is ``None`` for an unresolved reference.

    ``resolved`` is true only when the target is pinned down exactly; candidate edges
    (virtual dispatch, name-only guesses) have ``resolved=False``, a ``dst`` and a low
    ``confidence``.  Unresolved references keep ``target`` (the text written in the
    source) and a ``reason``.  ``line`` and ``col`` say where the reference is written.
    """

    kind: str
    src: str
    dst: str | None
    resolved: bool = True
    confidence: float = 1.0
    line: int = 0
    target: str = ""
    reason: str = ""
    col: int = 0      # 0-based byte column in ``line`` (calls: of the called name); 0 when not known

    def sort_key(self) -> tuple[str, str, str, int, int, str, str]:
        return (self.kind, self.src, self.dst or "", self.line, self.col, self.target, self.reason)
