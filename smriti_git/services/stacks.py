"""``stack``: parse the frames of a stack trace (also for ``context``'s query understanding)
and resolve them to indexed symbols.

Recognises Python, JavaScript/TypeScript (Node), Java, Go, Rust, Ruby, C#, PHP frames,
and a generic ``path:line`` form.  A frame's path may come from another machine
(``/home/ci/build/src/app/x.py``): it is matched to the indexed file sharing the
longest path suffix.  The symbol is the innermost definition containing the line,
unless the frame names a function that the file defines elsewhere: line numbers drift
between versions, names less, so the name wins (and the frame's note says so).
Lines that are not frames, and frames that match nothing, are listed, never dropped.

Parsing is linear in the text: a trace is a query anyone may send, so no pattern may
backtrack over a line more than a bounded number of times.  Every pattern starts at a
literal (``File "``, ``at ``, ``#``) or at the start of a run of path characters (a
lookbehind), the runs it scans cannot contain the literal that starts the next
attempt, and tails are bounded; C# frames, whose path may hold anything, are cut by
hand.  Only the first :data:`MAX_TRACE_CHARS` characters, lines of at most
:data:`MAX_LINE_CHARS` and :data:`MAX_FRAMES` frames are read, and the result says so
when it stops early.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from smriti_git.services.graphquery import GraphQuery, SymbolRef

MAX_TRACE_CHARS = 256 * 1024
"""Characters of a trace that are parsed; the rest is reported as not read."""
MAX_LINE_CHARS = 2048
"""Longer lines are not frames (they are listed as not resolved, shortened)."""
MAX_FRAMES = 1000
"""Frames parsed at most (a Java StackOverflowError prints 1024)."""
MAX_UNMATCHED = 1000
"""Lines listed as not resolved at most; the rest are counted."""
SHOWN_CHARS = 200
"""How much of an over-long line the listing shows."""

_LINE = r"(?P<line>\d{1,9})(?!\d)"
_RUBY_PATH = r"(?<![^\s:])(?P<path>[^\s:]{1,1024}\.rb)"
FRAME_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("python", re.compile(r'File "(?P<path>[^"]{1,1024})", line ' + _LINE + r"(?:, in (?P<func>\S{1,512}))?")),
    ("java", re.compile(r"at (?P<func>[\w$.<>/]{1,1024})\((?P<path>[\w$-]{1,256}\.(?:java|kt|scala)):" + _LINE
                        + r"\)")),
    ("node", re.compile(r"at (?:(?P<func>[^\s(]{1,1024}) )?\(?(?:file://)?(?P<path>[^\s():]{1,1024}\.[cm]?[jt]sx?):"
                        + _LINE + r"(?::\d{1,9})?\)?")),
    ("ruby", re.compile(_RUBY_PATH + ":" + _LINE + r":in [`'](?P<func>[^'`]{1,512})'")),
    ("php", re.compile(r"#\d{1,9} (?P<path>[^\s(]{1,1024}\.php)\(" + _LINE + r"\)(?:: (?P<func>[^\s(]{1,512}))?")),
    ("rust", re.compile(r"at (?P<path>[^\s:]{1,1024}\.rs):" + _LINE + r"(?::\d{1,9})?")),
    ("go", re.compile(r"\s*(?P<path>[^\s:]{1,1024}\.go):" + _LINE)),
    ("generic", re.compile(r"(?<![\w./\\-])(?P<path>[\w./\\-]{1,1024}\.[A-Za-z]{1,5}):" + _LINE)),
]
"""Each frame style's pattern, tried in this order (C#, parsed by hand, comes after Java).
Go frames are matched at the start of the line only."""

_CSHARP_HEAD = re.compile(r"at (?P<func>[^\s(]{1,1024})\(")
_CSHARP_LINE = re.compile(r":line (\d{1,9})(?!\d)")

FrameFields = tuple[str, int, str | None]
"""A frame's path, line and function (if it names one)."""


@dataclass
class Frame:
    text: str
    format: str
    path: str
    line: int
    function: str | None
    file: str | None = None
    symbol: SymbolRef | None = None
    note: str = ""


@dataclass
class Trace:
    """What :func:`parse_frames` read: the frames, the other lines, and why it stopped
    early (empty when it read everything)."""

    frames: list[Frame] = field(default_factory=list)
    other: list[str] = field(default_factory=list)
    cut: str = ""


@dataclass
class StackReport:
    frames: list[Frame] = field(default_factory=list)
    unmatched: list[str] = field(default_factory=list)
    cut: str = ""


def _csharp(line: str) -> FrameFields | None:
    """``at Ns.Type.Method(args) in C:\\src\\File.cs:line 42``: the first ``at name(``, the
    last ``) in `` after it that still has a ``:line N`` behind it, and the first such
    ``:line N`` (what ``at (\\S+)\\(.*\\) in (.+?):line (\\d+)`` means, without its cubic
    backtracking)."""
    head = _CSHARP_HEAD.search(line)
    if head is None:
        return None
    ends = [(m.start(), m.group(1)) for m in _CSHARP_LINE.finditer(line, head.end())]
    if not ends:
        return None
    last = ends[-1][0]
    k = line.rfind(") in ", head.end(), last - 1)
    if k < 0:
        return None
    start = k + len(") in ")
    i = bisect.bisect_right([e[0] for e in ends], start)
    path_end, number = ends[i]
    return line[start:path_end], int(number), head["func"]


def _matcher(name: str, pattern: re.Pattern[str]) -> Callable[[str], FrameFields | None]:
    find = pattern.match if name == "go" else pattern.search

    def match(line: str) -> FrameFields | None:
        m = find(line)
        return (m["path"], int(m["line"]), m.groupdict().get("func")) if m else None

    return match


MATCHERS: list[tuple[str, Callable[[str], FrameFields | None]]] = [
    (name, _matcher(name, pattern)) for name, pattern in FRAME_PATTERNS[:2]] + [("csharp", _csharp)] + [
    (name, _matcher(name, pattern)) for name, pattern in FRAME_PATTERNS[2:]]


def _shown(line: str) -> str:
    return f"{line[:SHOWN_CHARS]}… ({len(line)} characters: too long for a frame)"


def parse_frames(text: str) -> Trace:
    """The frames of ``text``, and its other non-blank lines, in linear time; at most
    :data:`MAX_TRACE_CHARS` characters and :data:`MAX_FRAMES` frames are read."""
    trace = Trace()
    head = text[:MAX_TRACE_CHARS]
    if len(head) < len(text):
        newline = head.rfind("\n")
        head = head[:newline] if newline > 0 else head
    lines = head.splitlines()
    others = 0
    notes = []
    for n, raw in enumerate(lines):
        if len(trace.frames) == MAX_FRAMES:
            rest = sum(1 for line in lines[n:] if line.strip())
            if rest:
                notes.append(f"stopped at {MAX_FRAMES} frames, the most one trace may have: "
                             f"{rest} more non-blank lines were not parsed")
            break
        line = raw.rstrip()
        if not line.strip():
            continue
        found = None
        if len(line) <= MAX_LINE_CHARS:
            for name, match in MATCHERS:
                hit = match(line)
                if hit:
                    found = name, hit
                    break
        if found:
            name, (path, number, func) = found
            trace.frames.append(Frame(line.strip(), name, path.replace("\\", "/"), number, func))
            continue
        others += 1
        if len(trace.other) < MAX_UNMATCHED:
            trace.other.append(line.strip() if len(line) <= MAX_LINE_CHARS else _shown(line.strip()))
    if len(head) < len(text):
        notes.append(f"only the first {len(head)} of {len(text)} characters were read")
    if others > len(trace.other):
        notes.append(f"listed {len(trace.other)} of the {others} lines that are not frames")
    trace.cut = "; ".join(notes)
    return trace


def best_file(path: str, files: list[str], function: str | None = None) -> str | None:
    """The indexed file sharing the longest suffix of path components with ``path``."""
    parts = [p for p in path.split("/") if p not in ("", ".")]
    if function and "." in function and len(parts) == 1:
        # Java-style: the package comes from the qualified function name.
        package = function.split(".")[:-2]
        parts = [*package, parts[0]]
    best, best_len = None, 0
    for candidate in files:
        cparts = candidate.split("/")
        n = 0
        while n < min(len(parts), len(cparts)) and parts[-1 - n] == cparts[-1 - n]:
            n += 1
        # A bare file name is not enough to claim a file inside a folder
        # (/usr/lib/python3/json/__init__.py is not pkg/__init__.py).
        if n < min(2, len(cparts)):
            continue
        if n > best_len or (n == best_len and best is not None and len(candidate) < len(best)):
            best, best_len = candidate, n
    return best if best_len else None


_NAME_PARTS = re.compile(r"\.|::|->|#|\\|\s+")
_UNNAMED = ("module", "<module>", "main")


def _named(function: str) -> tuple[str, str]:
    """The plain name a frame's function stands for (``pkg.Type.run`` -> ``run``, Ruby's
    ``block in run`` -> ``run``), and its owner's name (``Type``) or ``""``."""
    parts = [p for p in _NAME_PARTS.split(function.strip()) if p]
    if not parts:
        return "", ""
    return parts[-1].strip("<>()"), parts[-2].strip("<>()*") if len(parts) > 1 else ""


def _by_name(gq: GraphQuery, path: str, name: str, owner: str, line: int) -> tuple[SymbolRef | None, int]:
    """The definition called ``name`` in ``path`` the frame means: the one whose owner is
    ``owner`` if the trace names one, else the nearest to ``line``; and how many there are."""
    rows = gq.graph.rows("MATCH (s:Symbol) WHERE s.path = $p AND s.name = $n AND s.kind <> 'file' "
                         "RETURN s.id, s.qualname, s.start_line ORDER BY s.start_line", p=path, n=name)
    if not rows:
        return None, 0
    owned = [r for r in rows if owner and str(r[1]).replace("::", ".").endswith(f"{owner}.{name}")]
    pick = min(owned or rows, key=lambda r: (abs(int(r[2]) - line), int(r[2])))
    return gq.get(pick[0]), len(owned or rows)


def _symbol(gq: GraphQuery, frame: Frame, path: str) -> None:
    """Set ``frame.symbol`` (and its note): the innermost definition containing the line,
    unless the frame names another definition of the same file, which wins."""
    rows = gq.graph.rows(
        "MATCH (s:Symbol) WHERE s.path = $p AND s.start_line <= $l AND s.end_line >= $l AND "
        "s.kind <> 'file' RETURN s.id ORDER BY s.start_line DESC, s.end_line ASC LIMIT 1",
        p=path, l=frame.line)
    at_line = gq.get(rows[0][0]) if rows else None
    frame.symbol = at_line or gq.get(path)
    if not frame.function:
        return
    wanted, owner = _named(frame.function)
    if not wanted or wanted in _UNNAMED or frame.function.rstrip().endswith(">") or (
            at_line is not None and wanted == at_line.name):
        return
    named, count = _by_name(gq, path, wanted, owner, frame.line)
    where = f"is in {at_line.name!r}" if at_line else "is in no definition"
    if named is not None:
        frame.symbol = named
        several = f" (the nearest of {count} so named)" if count > 1 else ""
        frame.note = (f"the trace names {wanted!r} but line {frame.line} {where} at the indexed commit: "
                      f"resolved by the name to {named.id}{several}; the code may have moved")
    elif at_line is not None:
        frame.note = (f"the trace names {wanted!r} but line {frame.line} {where} at the indexed commit, "
                      f"which defines no {wanted!r} in this file: the code may have moved")


def resolve(gq: GraphQuery, text: str) -> StackReport:
    trace = parse_frames(text)
    files = sorted(r[0] for r in gq.graph.rows("MATCH (s:Symbol) WHERE s.kind = 'file' RETURN s.path"))
    by_name: dict[str, list[str]] = {}
    for f in files:
        by_name.setdefault(f.rsplit("/", 1)[-1], []).append(f)
    report = StackReport(unmatched=trace.other, cut=trace.cut)
    for frame in trace.frames:
        name = frame.path.rsplit("/", 1)[-1]
        frame.file = best_file(frame.path, by_name.get(name, []), frame.function)
        if frame.file is None:
            frame.note = "no indexed file matches this path"
            report.unmatched.append(frame.text)
        else:
            _symbol(gq, frame, frame.file)
        report.frames.append(frame)
    return report
