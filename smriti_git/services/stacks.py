"""``stack``: resolve the frames of a stack trace to indexed symbols.

Recognises Python, JavaScript/TypeScript (Node), Java, Go, Rust, Ruby, C#, PHP frames,
and a generic ``path:line`` form.  A frame's path may come from another machine
(``/home/ci/build/src/app/x.py``): it is matched to the indexed file sharing the
longest path suffix.  The symbol is the innermost definition containing the line.
Lines that are not frames, and frames that match nothing, are listed, never dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from smriti_git.services.graphquery import GraphQuery, SymbolRef

FRAME_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("python", re.compile(r'File "(?P<path>[^"]+)", line (?P<line>\d+)(?:, in (?P<func>[^\s]+))?')),
    ("java", re.compile(r"at (?P<func>[\w$.<>/]+)\((?P<path>[\w$-]+\.(?:java|kt|scala)):(?P<line>\d+)\)")),
    ("csharp", re.compile(r"at (?P<func>[^\s(]+)\(.*\) in (?P<path>.+?):line (?P<line>\d+)")),
    ("node", re.compile(r"at (?:(?P<func>[^\s(]+) )?\(?(?:file://)?(?P<path>[^\s():]+\.[cm]?[jt]sx?):(?P<line>\d+)"
                        r"(?::\d+)?\)?")),
    ("ruby", re.compile(r"(?P<path>[^\s:]+\.rb):(?P<line>\d+):in [`'](?P<func>[^']+)'")),
    ("php", re.compile(r"#\d+ (?P<path>[^\s(]+\.php)\((?P<line>\d+)\)(?:: (?P<func>[^\s(]+))?")),
    ("rust", re.compile(r"at (?P<path>[^\s:]+\.rs):(?P<line>\d+)(?::\d+)?")),
    ("go", re.compile(r"^\s*(?P<path>[^\s:]+\.go):(?P<line>\d+)")),
    ("generic", re.compile(r"(?P<path>[\w./\\-]+\.[A-Za-z]{1,5}):(?P<line>\d+)")),
]


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
class StackReport:
    frames: list[Frame] = field(default_factory=list)
    unmatched: list[str] = field(default_factory=list)


def parse_frames(text: str) -> tuple[list[Frame], list[str]]:
    frames: list[Frame] = []
    other: list[str] = []
    for raw in text.splitlines():
        line = raw.rstrip()
        if not line.strip():
            continue
        for name, pattern in FRAME_PATTERNS:
            match = pattern.search(line)
            if match:
                frames.append(Frame(line.strip(), name, match["path"].replace("\\", "/"), int(match["line"]),
                                    match.groupdict().get("func")))
                break
        else:
            other.append(line.strip())
    return frames, other


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


def resolve(gq: GraphQuery, text: str) -> StackReport:
    frames, unmatched = parse_frames(text)
    files = sorted(r[0] for r in gq.graph.rows("MATCH (s:Symbol) WHERE s.kind = 'file' RETURN s.path"))
    by_name: dict[str, list[str]] = {}
    for f in files:
        by_name.setdefault(f.rsplit("/", 1)[-1], []).append(f)
    report = StackReport(unmatched=unmatched)
    for frame in frames:
        name = frame.path.rsplit("/", 1)[-1]
        frame.file = best_file(frame.path, by_name.get(name, []), frame.function)
        if frame.file is None:
            frame.note = "no indexed file matches this path"
            report.unmatched.append(frame.text)
        else:
            rows = gq.graph.rows(
                "MATCH (s:Symbol) WHERE s.path = $p AND s.start_line <= $l AND s.end_line >= $l AND "
                "s.kind <> 'file' RETURN s.id ORDER BY s.start_line DESC, s.end_line ASC LIMIT 1",
                p=frame.file, l=frame.line)
            frame.symbol = gq.get(rows[0][0]) if rows else gq.get(frame.file)
            if frame.function and frame.symbol is not None and frame.symbol.kind != "file":
                wanted = frame.function.rsplit(".", 1)[-1].rsplit("::", 1)[-1].strip("<>()")
                if wanted and wanted != frame.symbol.name and wanted not in ("module", "<module>", "main"):
                    frame.note = (f"the trace names {wanted!r} but line {frame.line} is in {frame.symbol.name!r} "
                                  "at the indexed commit: the code may have moved")
        report.frames.append(frame)
    return report
