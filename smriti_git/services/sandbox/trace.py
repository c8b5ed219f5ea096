"""The runtime linker: traced calls read back from a sandbox, mapped to symbols, compared with the static graph.

**Reading** (:func:`read`): the tracer's ``calls-<pid>.json`` files come from code that
ran in the sandbox, so they are untrusted input: at most :data:`MAX_FILES` files and
:data:`MAX_BYTES` in all, every field type-checked, anything malformed skipped and
counted.  Pairs of all processes are summed.

**Mapping** (:func:`map_calls`): a traced function is ``(path, co_qualname,
co_firstlineno)``.  Its file must be in the snapshot with the same blob id as the file
the tracer read (otherwise the code that ran is not the code indexed: "changed").  In
that file, ``<module>`` is the file symbol; a function, method or class body is the
symbol of that qualified name (``<locals>`` dropped) whose span holds the first line;
code without a name of its own (a lambda, a comprehension) is its innermost enclosing
symbol, and is never a callee: a call *to* a lambda says nothing about which named
function runs, while calls made *from* it belong to its enclosing function.  A pair
that maps to one symbol calling itself through two different code objects (a
comprehension in its own function) is dropped; real recursion is kept.  Module and
class bodies are never callees: running them is an import or a class statement.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from smriti_git.errors import NotFound
from smriti_git.index.snapshot import Shard, SnapshotInfo
from smriti_git.services import snapshots
from smriti_git.storage.repo import Repo

MAX_FILES = 10_000
MAX_BYTES = 256 << 20
Code = tuple[str, str, int]
ANONYMOUS = re.compile(r"<(lambda|listcomp|dictcomp|setcomp|genexpr)>")
SCOPE_KINDS = ("function", "method", "class", "interface", "struct", "trait", "enum")
_BLOB = re.compile(r"[0-9a-f]{40}([0-9a-f]{24})?|")


@dataclass
class Traced:
    """Every process's calls, summed: (caller, callee) -> [calls, of which indirect]."""

    pairs: dict[tuple[Code, Code], list[int]] = field(default_factory=dict)
    blobs: dict[str, set[str]] = field(default_factory=dict)
    processes: int = 0
    skipped: list[str] = field(default_factory=list)


def _code(items: list[Any]) -> Code | None:
    path, qualname, line = items
    if isinstance(path, str) and isinstance(qualname, str) and isinstance(line, int) and not isinstance(line, bool) \
            and path and not path.startswith("/") and ".." not in path.split("/"):
        return path, qualname, line
    return None


def _read_one(data: Any, out: Traced) -> bool:
    if not isinstance(data, dict) or data.get("version") != 1 or not isinstance(data.get("pairs"), list) \
            or not isinstance(data.get("files"), dict):
        return False
    for rel, blob in data["files"].items():
        if isinstance(rel, str) and isinstance(blob, str) and _BLOB.fullmatch(blob):
            out.blobs.setdefault(rel, set()).add(blob)
    for pair in data["pairs"]:
        if not isinstance(pair, list) or len(pair) != 8:
            continue
        caller, callee = _code(pair[0:3]), _code(pair[3:6])
        count, indirect = pair[6], pair[7]
        if caller is None or callee is None or not isinstance(count, int) or not isinstance(indirect, int) \
                or isinstance(count, bool) or count <= 0 or not 0 <= indirect <= count:
            continue
        entry = out.pairs.setdefault((caller, callee), [0, 0])
        entry[0] += count
        entry[1] += indirect
    return True


def read(folder: Path) -> Traced:
    """Sum every ``calls-*.json`` in ``folder`` (bounded; malformed files are listed in ``skipped``)."""
    out = Traced()
    total = 0
    files = sorted(folder.glob("calls-*.json"))
    for path in files[:MAX_FILES]:
        try:
            size = path.lstat().st_size
            if not path.is_file() or path.is_symlink() or total + size > MAX_BYTES:
                out.skipped.append(f"{path.name}: not a plain file, or over the size limit")
                continue
            total += size
            ok = _read_one(json.loads(path.read_bytes()), out)
        except (OSError, ValueError, RecursionError):
            ok = False
        if ok:
            out.processes += 1
        else:
            out.skipped.append(f"{path.name}: not a trace file")
    if len(files) > MAX_FILES:
        out.skipped.append(f"{len(files) - MAX_FILES} more files over the limit of {MAX_FILES}")
    return out


@dataclass
class Mapped:
    """Runtime edges between symbol ids: (src, dst) -> [calls, of which indirect]."""

    edges: dict[tuple[str, str], list[int]] = field(default_factory=dict)
    unmapped: Counter[str] = field(default_factory=Counter)
    """Reason -> how many calls could not be mapped."""
    unmapped_pairs: int = 0


class _Files:
    """Shards of the snapshot, read once each."""

    def __init__(self, repo: Repo, snap: SnapshotInfo) -> None:
        self.repo, self.snap = repo, snap
        self.shards: dict[str, Shard | None] = {}

    def shard(self, path: str) -> Shard | None:
        if path not in self.shards:
            try:
                self.shards[path] = snapshots.shard(self.repo, self.snap, path)
            except NotFound:
                self.shards[path] = None
        return self.shards[path]


NOT_CALLED = {"anonymous": "anonymous callee (lambda or comprehension)",
              "body": "module or class body run by an import or a class statement (not a call)"}


def _symbol(shard: Shard, qualname: str, line: int, callee: bool) -> tuple[str | None, str]:
    """The symbol a piece of code is (see the module docstring), or None and why it is no callee."""
    if qualname == "<module>":
        return (None, NOT_CALLED["body"]) if callee else (shard.path, "")
    anonymous = bool(ANONYMOUS.search(qualname))
    if anonymous and callee:
        return None, NOT_CALLED["anonymous"]
    scopes = [s for s in shard.symbols if s.kind in SCOPE_KINDS and s.span.start_line <= line <= s.span.end_line]
    if not anonymous:
        wanted = qualname.replace("<locals>.", "")
        named = [s for s in scopes if s.qualname == wanted]
        if named:
            found = min(named, key=lambda s: s.span.end_line - s.span.start_line)
            if callee and found.kind not in ("function", "method"):
                return None, NOT_CALLED["body"]
            return found.id, ""
    if scopes:
        return min(scopes, key=lambda s: (s.span.end_line - s.span.start_line, -s.span.start_line)).id, ""
    return shard.path, ""


def map_calls(repo: Repo, snap: SnapshotInfo, traced: Traced, prefix: str) -> Mapped:
    """Traced pairs as edges between the snapshot's symbols; ``prefix``: the workspace's
    path in the repository (``""`` when it is the work tree's top)."""
    files = _Files(repo, snap)
    out = Mapped()

    def resolve(code: Code, callee: bool) -> tuple[str | None, str]:
        rel, qualname, line = code
        shard = files.shard(prefix + rel)
        if shard is None:
            return None, "file not in the snapshot (not indexed, or not in the repository)"
        blobs = traced.blobs.get(rel, set())
        if blobs != {shard.blob}:
            return None, "file differs from the indexed one (changed in the sandbox or since indexing)"
        return _symbol(shard, qualname, line, callee)

    for (caller, callee), (count, indirect) in sorted(traced.pairs.items()):
        src, why = resolve(caller, False)
        dst, why_dst = resolve(callee, True) if src else (None, why)
        if src is None or dst is None:
            out.unmapped[why if src is None else why_dst] += count
            out.unmapped_pairs += 1
            continue
        if src == dst and caller != callee:
            continue                    # a comprehension or lambda of a function, inside that function
        entry = out.edges.setdefault((src, dst), [0, 0])
        entry[0] += count
        entry[1] += indirect
    return out
