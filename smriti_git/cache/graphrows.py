"""What a snapshot puts into the graph database: the tables, their rows, and escaped text.

One function turns a shard record into rows (:func:`file_rows`), and the folders of the
indexed files into ``package`` symbols and their ``CONTAINS`` edges
(:func:`folder_rows`), so that a full build (``graphdb``) and a database derived from
another snapshot's (``graphdelta``) hold exactly the same rows.  Rows are tuples in
column order, booleans spelled ``true`` / ``false`` as the CSV loader reads them, text
not yet escaped.

**Escaped text.**  Every string is stored with the characters the CSV reader or the
engine cannot carry escaped: line feed and carriage return (the parallel CSV reader
refuses them even quoted), NUL, lone surrogates (how Python holds a path byte that is
not UTF-8, PEP 383) and the escape character ESC (U+001B) itself each become ESC and
four lowercase hex digits of the code point.  The mapping is per character and
prefix-free, so ``=``, ``IN`` and ``STARTS WITH`` on escaped values mean what they mean
on the raw ones (``CONTAINS`` and string functions do not).  Stored text never holds a
bare ESC, so unescaping text that needed no escaping changes nothing.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from smriti_git.model.code import EDGE_KINDS

SYMBOL_COLUMNS = (
    ("id", "STRING"), ("kind", "STRING"), ("name", "STRING"), ("qualname", "STRING"), ("path", "STRING"),
    ("lang", "STRING"), ("start_line", "INT64"), ("end_line", "INT64"), ("start_byte", "INT64"),
    ("end_byte", "INT64"), ("parent", "STRING"), ("signature", "STRING"), ("hash", "STRING"),
    ("is_test", "BOOLEAN"), ("exported", "BOOLEAN"),
)
EDGE_COLUMNS = (("resolved", "BOOLEAN"), ("confidence", "DOUBLE"), ("line", "INT64"), ("col", "INT64"))
GRAPH_EDGE_KINDS = tuple(k for k in EDGE_KINDS if k != "DEFINES")
"""``DEFINES`` (file -> every definition) stays in the shards; in the graph, a symbol's
``path`` and the ``CONTAINS`` tree say the same thing with a third of the rows."""

CREATE_SYMBOL = f"CREATE NODE TABLE Symbol({', '.join(f'{n} {t}' for n, t in SYMBOL_COLUMNS)}, PRIMARY KEY(id))"
_EDGE_COLUMNS = ", ".join(f"{n} {t}" for n, t in EDGE_COLUMNS)
CREATE_EDGES = {kind: f"CREATE REL TABLE {kind}(FROM Symbol TO Symbol, {_EDGE_COLUMNS})" for kind in GRAPH_EDGE_KINDS}

SymbolRow = tuple[Any, ...]
"""The :data:`SYMBOL_COLUMNS` of one symbol."""
EdgeRow = tuple[Any, ...]
"""``(src, dst, resolved, confidence, line, col)`` of one edge."""

ESC = "\x1b"
_UNSAFE = re.compile("[\x00\n\r\x1b\ud800-\udfff]")
_ESCAPED = re.compile("\x1b([0-9a-f]{4})")


def escape(text: str) -> str:
    """``text`` as the graph stores it (see the module docstring)."""
    return _UNSAFE.sub(lambda m: f"{ESC}{ord(m.group()):04x}", text)


def unescape(text: str) -> str:
    """The inverse of :func:`escape`."""
    return _ESCAPED.sub(lambda m: chr(int(m.group(1), 16)), text) if ESC in text else text


def escape_value(value: Any) -> Any:
    """A query parameter with its strings escaped (lists and dicts walked)."""
    if isinstance(value, str):
        return escape(value)
    if isinstance(value, (list, tuple)):
        return [escape_value(v) for v in value]
    if isinstance(value, dict):
        return {k: escape_value(v) for k, v in value.items()}
    return value


def unescape_value(value: Any) -> Any:
    """A result value with its strings unescaped (lists and dicts walked)."""
    if isinstance(value, str):
        return unescape(value)
    if isinstance(value, list):
        return [unescape_value(v) for v in value]
    if isinstance(value, dict):
        return {k: unescape_value(v) for k, v in value.items()}
    return value


def needs_escape(row: Iterable[Any]) -> bool:
    return any(isinstance(v, str) and _UNSAFE.search(v) for v in row)


@dataclass
class FileRows:
    """One shard's rows: its symbols, its edges with a target by kind, its message templates."""

    path: str
    symbols: list[SymbolRow] = field(default_factory=list)
    edges: dict[str, list[EdgeRow]] = field(default_factory=dict)
    messages: list[tuple[str, str, int]] = field(default_factory=list)


def file_rows(record: dict[str, Any]) -> FileRows:
    """The rows a ``codefile`` record gives (edges without a target, and ``DEFINES``, are not stored)."""
    path, lang = record["path"], record["lang"]
    out = FileRows(path)
    for sym in record["symbols"]:
        span = sym["span"]
        out.symbols.append((sym["id"], sym["kind"], sym["name"], sym["qualname"], path, lang, span[0], span[1],
                            span[2], span[3], sym.get("parent", ""), sym.get("signature", ""), sym.get("hash", ""),
                            "true" if sym.get("test") else "false",
                            "false" if sym.get("exported") is False else "true"))
    for edge in record["edges"]:
        kind = edge["kind"]
        if "dst" in edge and kind in CREATE_EDGES:
            out.edges.setdefault(kind, []).append(
                (edge["src"], edge["dst"], "false" if edge.get("resolved") is False else "true",
                 float(edge.get("confidence", 1.0)), edge.get("line", 0), edge.get("col", 0)))
    out.messages = [(m["src"], m["text"], m["line"]) for m in record.get("messages", ())]
    return out


def folder_id(folder: str) -> str:
    """The id of the ``package`` symbol of a folder (``""``, the root, is ``/``)."""
    return folder + "/" if folder else "/"


def folders_of(path: str) -> list[str]:
    """The folders holding ``path``, nearest first, the root (``""``) last."""
    out = []
    parent = os.path.dirname(path)
    while True:
        out.append(parent)
        if not parent:
            return out
        parent = os.path.dirname(parent)


def package_row(folder: str) -> SymbolRow:
    parent = os.path.dirname(folder)
    return (folder_id(folder), "package", os.path.basename(folder) or "/", folder or "/", folder, "", 0, 0, 0, 0,
            folder_id(parent) if folder else "", "", "", "false", "true")


def contains_row(parent_folder: str, child_id: str) -> EdgeRow:
    """The ``CONTAINS`` edge from a folder to a file or folder in it."""
    return (folder_id(parent_folder), child_id, "true", 1.0, 0, 0)


def folder_rows(folders: Iterable[str]) -> tuple[list[SymbolRow], list[EdgeRow]]:
    """``package`` symbols of ``folders`` and the ``CONTAINS`` edge from each one's parent."""
    symbols, edges = [], []
    for folder in sorted(folders):
        symbols.append(package_row(folder))
        if folder:
            edges.append(contains_row(os.path.dirname(folder), folder + "/"))
    return symbols, edges


def message_order(message: tuple[str, str, int]) -> tuple[str, int, str]:
    """Message templates are listed by source symbol, line and text, however they were gathered."""
    return message[0], message[2], message[1]
