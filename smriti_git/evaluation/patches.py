"""A small unified-diff parser for gold patches (``git diff`` output, as in SWE-bench).

It reads file headers (``diff --git``, ``---``/``+++``, ``new file mode``, ``deleted
file mode``, ``rename from``/``rename to``, ``Binary files ... differ``) and hunks.
Hunk bodies are read by the line counts of the hunk header, never by guessing from the
first character alone, so a removed line that itself starts with ``--`` is not taken
for a file header.  From a hunk it derives *change blocks*: runs of ``-``/``+`` lines
between context lines.  A block with removed lines changes those old lines; a block
with only added lines is an insertion between two old lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from smriti_git.errors import InvalidArgument

_HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")
_GIT_HEADER = re.compile(r'^diff --git (?:"?a/(.+?)"?) (?:"?b/(.+?)"?)$')


@dataclass
class Hunk:
    old_start: int
    old_len: int
    new_start: int
    new_len: int
    lines: list[tuple[str, str]] = field(default_factory=list)   # (" " | "-" | "+", text without the tag)


@dataclass(frozen=True)
class Block:
    """One change block of a hunk, in old-file line numbers (1-based)."""

    removed: tuple[int, ...]          # old line numbers removed (empty for a pure insertion)
    after: int                        # for a pure insertion: the old line the new lines follow (0 = file start)
    added: tuple[str, ...]            # the added lines' text

    @property
    def is_insertion(self) -> bool:
        return not self.removed


@dataclass
class FileDiff:
    old_path: str | None              # None when the file is new
    new_path: str | None              # None when the file is deleted
    hunks: list[Hunk] = field(default_factory=list)
    binary: bool = False

    @property
    def is_new(self) -> bool:
        return self.old_path is None

    @property
    def is_deleted(self) -> bool:
        return self.new_path is None


def _strip_prefix(path: str, prefix: str) -> str | None:
    path = path.strip()
    if "\t" in path:                       # `--- a/x\t2020-01-01 ...` (timestamps of non-git diffs)
        path = path.split("\t", 1)[0]
    if path.startswith('"') and path.endswith('"'):
        path = path[1:-1].encode("latin-1", "backslashreplace").decode("unicode_escape").encode(
            "latin-1").decode("utf-8", "replace")
    if path == "/dev/null":
        return None
    return path[len(prefix):] if path.startswith(prefix) else path


def parse_patch(text: str) -> list[FileDiff]:
    """Every file of a unified diff, with its hunks; raise :class:`InvalidArgument` on a broken hunk."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    files: list[FileDiff] = []
    current: FileDiff | None = None
    i = 0
    while i < len(lines):
        line = lines[i].rstrip("\r")
        if line.startswith("diff --git "):
            match = _GIT_HEADER.match(line)
            old, new = (match.group(1), match.group(2)) if match else (None, None)
            current = FileDiff(old, new)
            files.append(current)
        elif line.startswith("new file mode") and current is not None:
            current.old_path = None
        elif line.startswith("deleted file mode") and current is not None:
            current.new_path = None
        elif line.startswith("rename from ") and current is not None:
            current.old_path = line[len("rename from "):]
        elif line.startswith("rename to ") and current is not None:
            current.new_path = line[len("rename to "):]
        elif line.startswith("Binary files ") and current is not None:
            current.binary = True
        elif line.startswith("--- ") and i + 1 < len(lines) and lines[i + 1].startswith("+++ "):
            old_path = _strip_prefix(line[4:], "a/")
            new_path = _strip_prefix(lines[i + 1].rstrip("\r")[4:], "b/")
            if current is None or current.hunks:
                current = FileDiff(old_path, new_path)
                files.append(current)
            else:
                current.old_path, current.new_path = old_path, new_path
            i += 1
        elif line.startswith("@@"):
            if current is None:
                raise InvalidArgument(f"patch line {i + 1}: hunk before any file header")
            hunk, i = _read_hunk(lines, i)
            current.hunks.append(hunk)
            continue
        i += 1
    return files


def _read_hunk(lines: list[str], i: int) -> tuple[Hunk, int]:
    header = lines[i].rstrip("\r")
    match = _HUNK.match(header)
    if not match:
        raise InvalidArgument(f"patch line {i + 1}: malformed hunk header {header!r}")
    old_start, new_start = int(match.group(1)), int(match.group(3))
    old_len = int(match.group(2)) if match.group(2) is not None else 1
    new_len = int(match.group(4)) if match.group(4) is not None else 1
    hunk = Hunk(old_start, old_len, new_start, new_len)
    old_left, new_left = old_len, new_len
    i += 1
    while (old_left > 0 or new_left > 0) and i < len(lines):
        raw = lines[i]
        tag, body = (raw[:1], raw[1:]) if raw else (" ", "")   # an empty line is an empty context line
        if tag == "\\":                                         # "\ No newline at end of file"
            i += 1
            continue
        if tag == " ":
            old_left, new_left = old_left - 1, new_left - 1
        elif tag == "-":
            old_left -= 1
        elif tag == "+":
            new_left -= 1
        else:
            break
        hunk.lines.append((tag, body.rstrip("\r")))
        i += 1
    if old_left != 0 or new_left != 0:
        raise InvalidArgument(f"patch line {i + 1}: hunk {header!r} is shorter or longer than its header says")
    while i < len(lines) and lines[i].startswith("\\"):
        i += 1
    return hunk, i


def old_lines(hunk: Hunk) -> list[tuple[int, str]]:
    """The hunk's context and removed lines with their old line numbers."""
    number = hunk.old_start if hunk.old_len > 0 else hunk.old_start + 1
    out = []
    for tag, text in hunk.lines:
        if tag in (" ", "-"):
            out.append((number, text))
            number += 1
    return out


def blocks(hunk: Hunk, offset: int = 0) -> list[Block]:
    """The hunk's change blocks; ``offset`` shifts old line numbers (hunk found elsewhere)."""
    number = (hunk.old_start if hunk.old_len > 0 else hunk.old_start + 1) + offset
    out: list[Block] = []
    removed: list[int] = []
    added: list[str] = []
    start = number

    def close() -> None:
        if removed or added:
            out.append(Block(tuple(removed), start - 1, tuple(added)))

    for tag, text in hunk.lines:
        if tag == " ":
            close()
            removed, added = [], []
            number += 1
            start = number
        elif tag == "-":
            removed.append(number)
            number += 1
        else:
            added.append(text)
    close()
    return out


def added_lines(files: list[FileDiff]) -> list[str]:
    return [text for f in files for h in f.hunks for tag, text in h.lines if tag == "+"]


def removed_lines(files: list[FileDiff]) -> list[str]:
    return [text for f in files for h in f.hunks for tag, text in h.lines if tag == "-"]
