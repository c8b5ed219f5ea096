"""A source file's text: its bytes read in the encoding it declares, as UTF-8.

Tree-sitter parses UTF-8, so every indexed file is first turned into its *text*:
UTF-8 bytes that the extractor parses, that symbol spans (``Span.start_byte`` /
``end_byte``) and content hashes refer to, and that every reader of symbol source
(``show``, retrieval packing, the lexical and vector indexes) slices.  For a file that
is valid UTF-8 and declares nothing else (almost every file) the text *is* the blob,
byte for byte; a UTF-8 byte order mark is kept (every grammar skips it).

In-file declarations are honoured where the language has them:

* **Python** (PEP 263): a comment matching ``^[ \\t\\f]*#.*?coding[:=][ \\t]*([-\\w.]+)``
  on line 1, or on line 2 when line 1 is blank or a comment only, exactly as CPython's
  tokenizer reads it (``utf-8-*`` and ``latin-1-*`` names normalised the same way).
* **Ruby**: a magic comment whose text contains ``coding`` followed by ``:`` or ``=``
  (``# encoding: x``, ``# -*- coding: x -*-``, ``# vim: fileencoding=x``; any case),
  on line 1, or on line 2 when line 1 is a ``#!`` line.
* **PHP**: ``declare(encoding='x')`` as the first statement after the opening tag.

Go, Rust, Java, JavaScript, TypeScript, C#, C and C++ have no in-file declaration
(their compilers take the encoding from flags, or require UTF-8): they are read as UTF-8.

Nothing is lost silently.  A declaration naming an unknown or unusable codec, or one
contradicting a UTF-8 byte order mark, is reported and the file is read as UTF-8.  A
byte that is not valid in the encoding used is read as the Windows-1252 character of
that byte (Latin-1 for the five bytes Windows-1252 leaves undefined), so identifiers
in an undeclared Latin-1 file keep their letters, and the file carries a diagnostic
naming the lines.  The result depends only on the bytes and the language.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass

UTF8_BOM = codecs.BOM_UTF8
FALLBACK = "Windows-1252"

_PY_COOKIE = re.compile(rb"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)")
_PY_BLANK = re.compile(rb"^[ \t\f]*(?:[#\r\n]|$)")
_RUBY_MAGIC = re.compile(rb"^[ \t\f\v\r]*#.*?coding[ \t\f\v\r]*[:=][ \t\f\v\r]*([-\w]+)", re.I)
# Possessive repeats (Python 3.11+): comments before ``declare`` are skipped without backtracking.
_PHP_DECLARE = re.compile(rb"\A(?:#![^\n]*+\n)?<\?php(?:\s|//[^\n]*+|#[^\n]*+|/\*.*?\*/)*+declare\s*+\(([^)]*+)\)",
                          re.I | re.S)
_PHP_ENCODING = re.compile(rb"""\bencoding\s*=\s*(['"])([-\w.:]+)\1""", re.I)

# Ruby's names Python does not know, for encodings Python has.
_RUBY_ALIASES = {"ascii-8bit": "latin-1", "binary": "latin-1", "windows-31j": "cp932"}
# A declared codec must read this (the shape of a declaration and plain code) as ASCII
# does; otherwise (UTF-16, EBCDIC) it could not have been read from the file.
_PROBE = b"# -*- coding: latin_1 -*-\ndef f(x): return [x.y, 'a', \"b\", 1 == 2]\n"

_ESCAPE = "smriti-git-escape"
_ESCAPED = re.compile("[\udc00-\udcff]+")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _escape(exc: UnicodeError) -> tuple[str, int]:
    """Codec error handler: each undecodable byte ``b`` becomes the lone surrogate U+DC00+b."""
    if not isinstance(exc, UnicodeDecodeError):
        raise exc
    return "".join(chr(0xDC00 + b) for b in exc.object[exc.start:exc.end]), exc.end


codecs.register_error(_ESCAPE, _escape)


def _fallback_char(byte: int) -> str:
    try:
        return bytes([byte]).decode("cp1252")
    except UnicodeDecodeError:
        return chr(byte)


_UNESCAPE = {0xDC00 + b: _fallback_char(b) for b in range(256)}


@dataclass(frozen=True)
class SourceText:
    """A file's text (UTF-8), the codec it was read with, and what went wrong, if anything."""

    data: bytes
    encoding: str = "utf-8"
    notes: tuple[str, ...] = ()


def _lines(data: bytes, count: int) -> list[bytes]:
    """The first ``count`` lines of ``data``, each with its ``\\n``."""
    out: list[bytes] = []
    start = 0
    while len(out) < count and start < len(data):
        end = data.find(b"\n", start)
        end = len(data) if end < 0 else end + 1
        out.append(data[start:end])
        start = end
    return out


def _python_declaration(data: bytes) -> tuple[str, int] | None:
    for number, line in enumerate(_lines(data, 2), 1):
        match = _PY_COOKIE.match(line)
        if match:
            return match.group(1).decode("ascii"), number
        if not _PY_BLANK.match(line):
            return None
    return None


def _ruby_declaration(data: bytes) -> tuple[str, int] | None:
    lines = _lines(data, 2)
    number = 2 if lines and lines[0].startswith(b"#!") else 1
    match = _RUBY_MAGIC.match(lines[number - 1]) if len(lines) >= number else None
    return (match.group(1).decode("ascii"), number) if match else None


def _php_declaration(data: bytes) -> tuple[str, int] | None:
    match = _PHP_DECLARE.match(data)
    found = _PHP_ENCODING.search(match.group(1)) if match else None
    if match is None or found is None:
        return None
    return found.group(2).decode("ascii"), data.count(b"\n", 0, match.start(1) + found.start(2)) + 1


_DECLARATIONS = {"python": _python_declaration, "ruby": _ruby_declaration, "php": _php_declaration}


def declaration(data: bytes, lang: str) -> tuple[str, int] | None:
    """The encoding name a file declares for itself (as written) and its line, if any."""
    find = _DECLARATIONS.get(lang)
    if find is None:
        return None
    return find(data[len(UTF8_BOM):] if data.startswith(UTF8_BOM) else data)


def _python_normal_name(name: str) -> str:
    """CPython's tokenizer normalisation of a PEP 263 name (``get_normal_name``)."""
    short = name[:12].lower().replace("_", "-")
    if short == "utf-8" or short.startswith("utf-8-"):
        return "utf-8"
    if short in ("latin-1", "iso-8859-1", "iso-latin-1") or short.startswith(
            ("latin-1-", "iso-8859-1-", "iso-latin-1-")):
        return "iso-8859-1"
    return name


def codec(name: str, lang: str) -> str:
    """Python's codec for a declared name; ``LookupError`` saying why if none is usable."""
    if lang == "python":
        name = _python_normal_name(name)
    elif lang == "ruby":
        name = _RUBY_ALIASES.get(name.lower(), name)
    try:
        found = codecs.lookup(name).name
    except LookupError:
        raise LookupError("unknown") from None
    try:
        usable = _PROBE.decode(found) == _PROBE.decode("ascii")
    except (LookupError, ValueError, TypeError):  # not a text encoding, or one that cannot decode at all
        usable = False
    if not usable:
        raise LookupError("not an ASCII-compatible text encoding")
    return "utf-8" if found in ("utf-8", "utf-8-sig") else found


def _line_list(numbers: list[int], limit: int = 5) -> str:
    shown = ", ".join(str(n) for n in numbers[:limit])
    more = ", ..." if len(numbers) > limit else ""
    return f"line{'s' if len(numbers) > 1 else ''} {shown}{more}"


def _unescape(decoded: str) -> tuple[str, int, list[int]]:
    """Escaped bytes replaced by their fallback characters; how many, and on which lines."""
    parts: list[str] = []
    lines: list[int] = []
    count = last = 0
    line = 1
    for match in _ESCAPED.finditer(decoded):
        line += decoded.count("\n", last, match.start())
        if not lines or lines[-1] != line:
            lines.append(line)
        parts.append(decoded[last:match.start()])
        parts.append(match.group().translate(_UNESCAPE))
        count += match.end() - match.start()
        last = match.end()
    parts.append(decoded[last:])
    return "".join(parts), count, lines


def _transcode(data: bytes, name: str, label: str, notes: list[str]) -> SourceText:
    """``data`` read with codec ``name`` (bad bytes through the fallback), as UTF-8."""
    try:
        decoded = data.decode(name, _ESCAPE)
    except (LookupError, ValueError, TypeError) as exc:  # a codec that fails outright, not per byte
        notes.append(f"cannot read as {label} ({type(exc).__name__}): read as UTF-8")
        name, label = "utf-8", "UTF-8"
        decoded = data.decode(name, _ESCAPE)
    text, count, lines = _unescape(decoded)
    if count:
        notes.append(f"not valid {label}: {count} byte{'s' if count > 1 else ''} on {_line_list(lines)} "
                     f"read as {FALLBACK}")
    try:
        out = text.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates a codec decoded (unicode_escape, utf-7)
        out = _SURROGATE.sub("\ufffd", text).encode("utf-8")
        notes.append("lone surrogates decoded: replaced with U+FFFD")
    return SourceText(out, name, tuple(notes))


def read(data: bytes, lang: str) -> SourceText:
    """The text of a file in language ``lang`` (see the module docstring)."""
    notes: list[str] = []
    name, label = "utf-8", "UTF-8"
    declared = declaration(data, lang)
    if declared is not None:
        written, line = declared
        try:
            found = codec(written, lang)
        except LookupError as exc:
            notes.append(f"encoding {written!r} declared on line {line} is {exc.args[0]}: read as UTF-8")
        else:
            if found != "utf-8" and data.startswith(UTF8_BOM):
                notes.append(f"encoding {written!r} declared on line {line} contradicts the UTF-8 byte order "
                             "mark: read as UTF-8")
            elif found != "utf-8":
                name, label = found, f"{found} (declared on line {line})"
    if name == "utf-8":
        if data.isascii():
            return SourceText(data, name, tuple(notes))
        try:
            data.decode("utf-8")
            return SourceText(data, name, tuple(notes))
        except UnicodeDecodeError:
            pass
    return _transcode(data, name, label, notes)


def utf8(data: bytes, lang: str) -> bytes:
    """Just the text: what symbol spans index.  ``data`` itself for plain UTF-8 files."""
    return read(data, lang).data
