"""Blast radius (``impact``) and file summaries (``file``).

Impact is the reverse transitive closure over the edges through which a change
propagates.  The change type decides which edges and how far:

* ``body`` (default): calls and inheritance, up to ``depth``: behaviour may change for
  every transitive caller and subclass;
* ``signature``: also references (type annotations); direct callers must be edited;
* ``delete``: every direct dependent breaks: callers, references (imports by name),
  subclasses, and for a file its importers;
* ``move``: every file that imports or references the symbol must update its import.

Tests are the test symbols reached, plus tests with a ``TESTS`` edge into anything
affected.  ``uncovered`` lists affected non-test functions, methods and classes that no
test exercises directly: the places a change could break silently.

Risk level (documented in docs/queries.md): points for the number of affected symbols
and files, for uncovered symbols and for exported (public) starting points;
``low`` < 4 points <= ``medium`` < 8 <= ``high`` < 12 <= ``critical``.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass, field

from smriti_git.errors import InvalidArgument
from smriti_git.index import snapshot
from smriti_git.services.graphquery import GraphQuery, Hop, SymbolRef

KINDS_BY_CHANGE: dict[str, tuple[str, ...]] = {
    "body": ("CALLS", "INHERITS", "IMPLEMENTS"),
    "signature": ("CALLS", "INHERITS", "IMPLEMENTS", "REFERENCES"),
    "delete": ("CALLS", "INHERITS", "IMPLEMENTS", "REFERENCES", "IMPORTS"),
    "move": ("CALLS", "INHERITS", "IMPLEMENTS", "REFERENCES", "IMPORTS"),
}
CHANGES = ("body", "signature", "delete", "move")
CODE_KINDS = ("function", "method", "class", "interface", "trait", "struct", "enum")


@dataclass
class Affected:
    symbol: SymbolRef
    depth: int
    via: str
    must_change: bool


@dataclass
class Impact:
    start: SymbolRef
    change: str
    depth: int
    affected: list[Affected] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    tests: list[SymbolRef] = field(default_factory=list)
    uncovered: list[SymbolRef] = field(default_factory=list)
    risk: str = "low"
    risk_points: int = 0
    exported: bool = True
    kinds: tuple[str, ...] = ()
    """The edge kinds the walk followed."""
    own: set[str] = field(default_factory=set)
    """Where it started: the symbol, and a file's or folder's definitions."""


def _points(n: int, steps: tuple[int, ...]) -> int:
    return sum(1 for s in steps if n >= s)


def impact(gq: GraphQuery, start: SymbolRef, change: str = "body", depth: int = 3) -> Impact:
    if change not in CHANGES:
        raise InvalidArgument(f"unknown change {change!r}: use one of {', '.join(CHANGES)}")
    if change in ("delete", "move"):
        depth = 1
    also: list[str] = []
    kinds = KINDS_BY_CHANGE[change]
    if start.kind in ("file", "package"):
        also = [s.id for s in gq._symbols("s.path = $p", p=start.path)] if start.kind == "file" else [
            s.id for s in gq._symbols("s.path STARTS WITH $p", p=start.path)]
        kinds = tuple(dict.fromkeys((*kinds, "IMPORTS")))
    elif change == "move":
        also = [start.path]
    walk = gq.walk(start, kinds, "in", depth, also=also)
    own = {sid for sid, level in walk.reached.items() if level == 0}  # a C/C++ declaration's definition too
    reached_by: dict[str, Hop] = {}
    for hop in walk.hops:
        if hop.src not in own and hop.src not in reached_by:
            reached_by[hop.src] = hop
    refs = gq.many(reached_by)
    out = Impact(start, change, depth, kinds=kinds, own=own)
    for sid, hop in sorted(reached_by.items(), key=lambda item: (walk.reached[item[0]], item[0])):
        sym = refs.get(sid)
        if sym is None:
            continue
        must = change in ("signature", "delete", "move") and walk.reached[sid] == 1
        out.affected.append(Affected(sym, walk.reached[sid], hop.kind, must))
    out.files = sorted({a.symbol.path for a in out.affected} - {start.path})
    targets = sorted(own | {a.symbol.id for a in out.affected if not a.symbol.is_test})
    tested = gq.edges(targets, ("TESTS",), "in")
    covered = {h.dst for h in tested}
    test_ids = {a.symbol.id for a in out.affected if a.symbol.is_test} | {h.src for h in tested}
    out.tests = sorted(gq.many(test_ids).values(), key=lambda s: s.id)
    out.uncovered = sorted((a.symbol for a in out.affected if not a.symbol.is_test and a.symbol.kind in CODE_KINDS
                            and a.symbol.id not in covered), key=lambda s: s.id)
    start_rows = gq.graph.rows("MATCH (s:Symbol {id: $id}) RETURN s.exported", id=start.id)
    out.exported = bool(start_rows[0][0]) if start_rows else True
    non_test = [a for a in out.affected if not a.symbol.is_test]
    points = _points(len(non_test), (3, 10, 30, 100)) + _points(len(out.files), (2, 5, 15))
    if non_test:
        share = len(out.uncovered) / len(non_test)
        points += _points(int(share * 100), (25, 50, 90))
    if not out.tests:
        points += 2
    if out.exported and not start.name.startswith("_"):
        points += 1
    if change in ("signature", "delete", "move") and non_test:
        points += 2
    out.risk_points = points
    out.risk = "low" if points < 4 else "medium" if points < 8 else "high" if points < 12 else "critical"
    return out


# -- file summaries ------------------------------------------------------------------------------

_ENDPOINT_DECORATORS = re.compile(r"(route|\.get|\.post|\.put|\.patch|\.delete|api_view|endpoint|handler|"
                                  r"RequestMapping|GetMapping|PostMapping|app\.|router\.)", re.I)
_ENDPOINT_DIRS = {"views", "routes", "api", "handlers", "controllers", "endpoints", "resources"}
_CONFIG_NAME = re.compile(r"(^|/)(settings|config|configuration|conf|constants|setup|conftest|"
                          r"defaults)\.[a-z]+$", re.I)


@dataclass
class FileSummary:
    file: SymbolRef
    role: str
    reasons: list[str]
    symbols: list[SymbolRef]
    importers: list[str]
    imports: list[str]
    tests: list[str]
    lines: int
    functions: int
    classes: int
    fan_in_files: int
    fan_out_files: int
    blast_symbols: int
    blast_files: int
    risk: str


def classify(path: str, is_test: bool, decorators: list[str], importers: int, fan_in: int, fan_out: int,
             imports: int, classes: int) -> tuple[str, list[str]]:
    """The file's role, with the facts that decided it."""
    parts = set(posixpath.dirname(path).split("/"))
    if is_test:
        return "test", ["test file by path and naming conventions"]
    if _CONFIG_NAME.search(path):
        return "config", ["configuration file name"]
    endpoint = [d for d in decorators if _ENDPOINT_DECORATORS.search(d)]
    if endpoint or parts & _ENDPOINT_DIRS:
        return "endpoint", [f"decorated with {endpoint[0]}" if endpoint else f"in {sorted(parts & _ENDPOINT_DIRS)[0]}/"]
    if importers == 0 and imports == 0 and fan_in == 0 and fan_out == 0:
        return "isolated", ["no in-repository imports, importers, callers or callees"]
    if max(importers, fan_in) >= 5 and fan_out <= 2:
        return "core utility", [f"used by {max(importers, fan_in)} files, depends on {fan_out}"]
    if fan_out >= 3 and classes:
        return "service", [f"calls into {fan_out} other files"]
    return "module", ["no stronger signal"]


def file_summary(gq: GraphQuery, shard: snapshot.Shard) -> FileSummary:
    file_ref = gq.get(shard.path)
    if file_ref is None:
        raise InvalidArgument(f"{shard.path} is not in the graph")
    ids = [s.id for s in shard.symbols]
    refs = gq.many(ids)
    symbols = [refs[s.id] for s in shard.symbols[1:] if s.id in refs and s.parent == shard.path]
    importers = sorted({h.src for h in gq.edges([shard.path], ("IMPORTS",), "in")})
    imports = sorted({h.dst for h in gq.edges([shard.path], ("IMPORTS",), "out")})
    calls_in = gq.edges(ids, ("CALLS",), "in")
    calls_out = gq.edges(ids, ("CALLS",), "out")
    files_in = {sid.split("::")[0] for sid in (h.src for h in calls_in)} - {shard.path}
    files_out = {sid.split("::")[0] for sid in (h.dst for h in calls_out)} - {shard.path}
    tests = sorted({h.src for h in gq.edges(ids, ("TESTS",), "in")})
    decorators = [d for s in shard.symbols for d in s.decorators]
    classes = sum(1 for s in shard.symbols if s.kind in ("class", "interface", "struct", "trait", "enum"))
    role, reasons = classify(shard.path, file_ref.is_test, decorators, len(importers), len(files_in),
                             len(files_out), len(imports), classes)
    blast = impact(gq, file_ref, "body", depth=2)
    return FileSummary(
        file=file_ref, role=role, reasons=reasons, symbols=symbols, importers=importers, imports=imports,
        tests=tests, lines=file_ref.lines[1],
        functions=sum(1 for s in shard.symbols if s.kind in ("function", "method")),
        classes=classes, fan_in_files=len(files_in), fan_out_files=len(files_out),
        blast_symbols=len(blast.affected), blast_files=len(blast.files), risk=blast.risk,
    )
