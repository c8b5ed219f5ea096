"""Gold locations of a SWE-bench task: which files and functions its fix edits.

The gold patch is parsed (:mod:`.patches`) and every change block is mapped to the
**innermost function or method** enclosing it in the tree of the base commit, using
the indexer's own symbols and spans (the snapshot shard of the file; when the file
is not in the snapshot, e.g. excluded as vendored, the same parser and linker run on
the base blob directly, so ids match what an index would give).

Rules (see ``bench/swebench.md``):

* a block that removes lines maps to the innermost function containing each removed
  line (a spans starts at its first decorator, so decorator lines belong to it);
* a pure insertion after old line ``a`` belongs to the innermost function ``F`` that
  contains line ``a`` and either also contains line ``a + 1`` or, when ``a`` is ``F``'s
  last line, whose ``def`` line is indented less than the first non-blank added line
  (code appended to the end of a body); an insertion directly before ``F`` whose last
  non-blank added line is a decorator belongs to ``F``;
* anything else (module-level code, class bodies outside methods, new functions
  added between others) maps to no function;
* gold files are the modified files that exist at the base commit; files the patch
  adds are not gold; a deleted file is gold at file level only (its functions are
  removed, not edited); a patched file absent from the base tree is a problem.

Every hunk is checked against the base blob: its context and removed lines must be
there at the stated line numbers, or at an offset (as ``git apply`` would find them);
a hunk that matches nowhere is recorded as a problem.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygit2

from smriti_git.errors import NotFound
from smriti_git.evaluation import patches
from smriti_git.index import parse, snapshot
from smriti_git.index.languages import for_path
from smriti_git.index.link import Linker
from smriti_git.model.code import CALLABLE_KINDS, Symbol


@dataclass(frozen=True)
class FunctionSpan:
    id: str
    start_line: int
    end_line: int

    @property
    def size(self) -> int:
        return self.end_line - self.start_line


@dataclass
class Site:
    """One change block and where it landed."""

    path: str
    kind: str                      # removed | inserted
    lines: list[int]               # old line numbers (removed), or [a, a + 1] around an insertion
    function: str | None


@dataclass
class Gold:
    files: list[str] = field(default_factory=list)            # modified files present at the base commit
    functions: list[str] = field(default_factory=list)        # innermost enclosing functions, sorted
    sites: list[Site] = field(default_factory=list)
    new_files: list[str] = field(default_factory=list)        # added by the patch: not gold
    deleted_files: list[str] = field(default_factory=list)    # gold at file level only
    module_level_blocks: int = 0                              # blocks that map to no function
    not_indexed: list[str] = field(default_factory=list)      # gold files the snapshot does not hold
    problems: list[str] = field(default_factory=list)

    @property
    def has_functions(self) -> bool:
        return bool(self.functions)


def _lines(data: bytes) -> list[str]:
    return [line.rstrip("\r") for line in data.decode("utf-8", "replace").split("\n")]


def _blob(git: pygit2.Repository, tree: pygit2.Tree, path: str) -> bytes | None:
    try:
        entry = tree[path]
    except KeyError:
        return None
    obj = git[entry.id]
    return obj.data if isinstance(obj, pygit2.Blob) else None


def _functions(symbols: list[Symbol]) -> list[FunctionSpan]:
    return [FunctionSpan(s.id, s.span.start_line, s.span.end_line) for s in symbols if s.kind in CALLABLE_KINDS]


def file_functions(git: pygit2.Repository, snapshot_tree: str | None, path: str,
                   data: bytes) -> tuple[list[FunctionSpan], bool]:
    """Functions of ``path`` at the base commit, and whether they came from the snapshot."""
    if snapshot_tree is not None:
        try:
            shard = snapshot.read_shard(git, snapshot_tree, path)
            return _functions(shard.symbols), True
        except NotFound:
            pass
    language = for_path(path)
    if language is None:
        return [], False
    facts = parse.parse_source(path, language.name, data)
    linker = Linker({path: facts})
    return _functions(linker.tables[path].symbols), False


def _indent(line: str) -> int:
    expanded = line.expandtabs(8)
    return len(expanded) - len(expanded.lstrip())


def _innermost(found: list[FunctionSpan]) -> FunctionSpan | None:
    return min(found, key=lambda f: (f.size, -f.start_line)) if found else None


def enclosing_removed(functions: list[FunctionSpan], line: int) -> FunctionSpan | None:
    return _innermost([f for f in functions if f.start_line <= line <= f.end_line])


def enclosing_insertion(functions: list[FunctionSpan], base: list[str], after: int,
                        added: tuple[str, ...]) -> FunctionSpan | None:
    """The function a block inserted after old line ``after`` belongs to (see the module doc)."""
    text = [line for line in added if line.strip()]
    if text and text[-1].lstrip().startswith("@"):
        before = [f for f in functions if f.start_line == after + 1]
        if before:
            return _innermost(before)
    containing = sorted((f for f in functions if f.start_line <= after <= f.end_line), key=lambda f: (f.size,
                                                                                                      -f.start_line))
    for f in containing:
        if after + 1 <= f.end_line:
            return f
        def_line = base[f.start_line - 1] if f.start_line - 1 < len(base) else ""
        if text and _indent(text[0]) > _indent(def_line):
            return f
    return None


def _locate(hunk: patches.Hunk, base: list[str]) -> int | None:
    """Offset at which the hunk's old lines match ``base`` (0 when they match as stated)."""
    expected = patches.old_lines(hunk)
    if not expected:
        return 0
    wanted = [text for _, text in expected]
    first = expected[0][0] - 1

    def matches(at: int) -> bool:
        return at >= 0 and at + len(wanted) <= len(base) and base[at:at + len(wanted)] == wanted

    if matches(first):
        return 0
    for distance in range(1, len(base) + 1):
        for at in (first - distance, first + distance):
            if matches(at):
                return at - first
        if first - distance < 0 and first + distance > len(base):
            break
    return None


def extract(git: pygit2.Repository, base_commit: str, patch: str, snapshot_tree: str | None) -> Gold:
    """Gold files and functions of ``patch`` against the tree of ``base_commit``."""
    commit = git.revparse_single(base_commit).peel(pygit2.Commit)
    tree = commit.tree
    gold = Gold()
    functions: set[str] = set()
    files: set[str] = set()
    for diff in patches.parse_patch(patch):
        if diff.is_new:
            if diff.new_path is not None:
                gold.new_files.append(diff.new_path)
            continue
        path = diff.old_path
        assert path is not None
        data = _blob(git, tree, path)
        if data is None:
            gold.problems.append(f"{path}: patched but absent at the base commit")
            continue
        files.add(path)
        if diff.is_deleted:
            gold.deleted_files.append(path)
            continue
        if diff.binary or not diff.hunks:
            continue
        base = _lines(data)
        spans, indexed = file_functions(git, snapshot_tree, path, data)
        if not indexed:
            gold.not_indexed.append(path)
        for number, hunk in enumerate(diff.hunks, 1):
            offset = _locate(hunk, base)
            if offset is None:
                gold.problems.append(f"{path}: hunk {number} (@@ -{hunk.old_start},{hunk.old_len}) does not match "
                                     "the base file; mapped at its stated lines")
                offset = 0
            elif offset:
                gold.problems.append(f"{path}: hunk {number} matches the base file at offset {offset:+d}")
            for block in patches.blocks(hunk, offset):
                if block.removed:
                    owners = {f.id for line in block.removed if (f := enclosing_removed(spans, line)) is not None}
                    if not owners:
                        gold.module_level_blocks += 1
                        gold.sites.append(Site(path, "removed", list(block.removed), None))
                    for owner in sorted(owners):
                        lines = [n for n in block.removed if (f := enclosing_removed(spans, n)) and f.id == owner]
                        gold.sites.append(Site(path, "removed", lines, owner))
                    functions |= owners
                else:
                    found = enclosing_insertion(spans, base, block.after, block.added)
                    gold.sites.append(Site(path, "inserted", [block.after, block.after + 1],
                                           found.id if found else None))
                    if found is None:
                        gold.module_level_blocks += 1
                    else:
                        functions.add(found.id)
    gold.files = sorted(files)
    gold.functions = sorted(functions)
    return gold


# -- leakage ---------------------------------------------------------------------------------------

MIN_LEAK_CHARS = 20
_SPACE = re.compile(r"\s+")


def normalise(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def leaked_lines(problem_statement: str, patch: str) -> list[str]:
    """Added lines of the fix (normalised, at least 20 characters, not merely moved) that the issue quotes."""
    files = patches.parse_patch(patch)
    removed = {normalise(line) for line in patches.removed_lines(files)}
    statement = normalise(problem_statement)
    found: list[str] = []
    for line in patches.added_lines(files):
        norm = normalise(line)
        if len(norm) < MIN_LEAK_CHARS or norm in removed or norm in found:
            continue
        if norm in statement:
            found.append(norm)
    return found
