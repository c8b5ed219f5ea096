"""Dry runs: what a proposed version of one file would break, before it is written.

The proposed content is parsed with the indexer's own extractor (``index/parse.py``)
and turned into symbols exactly as the indexer would (``link_tables.build_table``); they are
compared with the file's symbols in the current snapshot (``structdiff.compare``).
Then, against the snapshot's graph:

* **removed or renamed symbols that still have callers**: a removed symbol whose
  definition text, with its name replaced, is the text of an added one of the same kind
  and parent is *renamed*; otherwise, when exactly one symbol of its kind was added in
  the same parent, it is *likely renamed*.  Callers in other files break; callers in the
  same file break only if the proposed content still calls the old name from them.
  References that are not calls break the same way (``REFERENCES`` edges: a name used as
  a value, ``HANDLERS = {"a": handle_a}`` or ``register(handle_a)``, a type, a
  decorator, an import by name), each listed at the line of its site;
* **signature changes**: every call site of every caller is checked against the new
  signature (``callsites.py``: Python keyword and arity checks, arity for Java, C, C++
  and C#); call sites in the proposed file itself are read from the proposed content;
* **impact**: the blast radius of each changed symbol (``impact``: delete for removed,
  signature or body otherwise), with the tests to run and the code no test covers.

The verdict is ``breaking`` when a removed or renamed symbol still has callers or references, a call
site no longer fits, or the proposed content does not parse; ``safe`` otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from smriti_git.errors import NotFound
from smriti_git.index import parse, snapshot
from smriti_git.index.facts import CallFact, FileFacts
from smriti_git.index.languages import for_path
from smriti_git.index.languages.base import Project
from smriti_git.index.link_tables import FileTable, build_table
from smriti_git.model.code import CALLABLE_KINDS, Symbol, content_hash
from smriti_git.progress import Progress, silent
from smriti_git.services import impact, snapshots, structdiff
from smriti_git.services.graphquery import GraphQuery
from smriti_git.services.safety import callsites, events, paths, sessions
from smriti_git.services.structdiff import SymbolChange
from smriti_git.storage.repo import Repo

MAX_IMPACTS = 100
"""Changed symbols whose blast radius is computed at most (the rest are listed only)."""


@dataclass
class Use:
    """A symbol that uses a changed one (calls it, or names it)."""

    id: str
    path: str
    line: int
    relation: str                  # calls | references
    qualname: str = ""


@dataclass
class Removed:
    id: str
    kind: str
    renamed_to: str | None
    rename: str                    # exact | likely | none
    callers: list[Use]
    references: list[Use]


@dataclass
class BrokenCall:
    caller: str
    path: str
    line: int
    reason: str


@dataclass
class SignatureChange:
    id: str
    before: str
    after: str
    checked: str                   # python | arity | none
    broken: list[BrokenCall]
    call_sites: int
    unknown: int


@dataclass
class DryRun:
    session: str
    path: str
    verdict: str
    reasons: list[str]
    language: str | None
    changes: list[SymbolChange] = field(default_factory=list)
    removed: list[Removed] = field(default_factory=list)
    signature_changes: list[SignatureChange] = field(default_factory=list)
    affected: list[str] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    tests: list[str] = field(default_factory=list)
    missing_tests: list[str] = field(default_factory=list)
    diagnostics: list[str] = field(default_factory=list)
    event: str = ""


class _Callers:
    """Call sites of callers, read from their files (the proposed one from the proposal)."""

    def __init__(self, repo: Repo, snap: snapshot.SnapshotInfo, path: str, proposed: FileFacts) -> None:
        self.repo, self.snap = repo, snap
        self.facts: dict[str, FileFacts | None] = {path: proposed}

    def of(self, path: str) -> FileFacts | None:
        if path not in self.facts:
            try:
                shard = snapshots.shard(self.repo, self.snap, path)
            except NotFound:
                self.facts[path] = None
            else:
                source = snapshot.read_source(self.repo.git, shard.blob, shard.lang)
                self.facts[path] = parse.parse_source(path, shard.lang, source)
        return self.facts[path]

    def sites(self, path: str, scope: str, names: set[str]) -> list[CallFact]:
        facts = self.of(path)
        if facts is None:
            return []
        return [c for c in facts.calls if c.scope == scope and c.name in names]


def _renames(removed: list[SymbolChange], added: dict[str, Symbol], old: dict[str, Symbol],
             old_text: bytes) -> dict[str, tuple[str, str]]:
    """Removed id -> (new id, exact | likely)."""
    found: dict[str, tuple[str, str]] = {}
    for change in removed:
        before = old[change.id]
        same = [s for s in added.values() if s.kind == before.kind and s.parent == before.parent]
        text = old_text[before.span.start_byte:before.span.end_byte]
        exact = [s for s in same if content_hash(text.replace(before.name.encode(), s.name.encode(), 1))
                 == s.content_hash]
        if exact:
            found[change.id] = (exact[0].id, "exact")
        elif len(same) == 1:
            found[change.id] = (same[0].id, "likely")
    return found


def _uses(gq: GraphQuery, sid: str, relation: str) -> list[Use]:
    ref = gq.get(sid)
    if ref is None:
        return []
    hops = gq.neighbors(ref, relation)
    refs = gq.many(h.src for h in hops)
    return sorted((Use(r.id, r.path, r.lines[0], "calls" if relation == "callers" else "references", r.qualname)
                   for r in refs.values()), key=lambda u: u.id)


def _still_calls(use: Use, old: Symbol, table: FileTable, callers: _Callers, path: str) -> bool:
    """Whether a caller still calls the old name (always, for callers in other files)."""
    if use.path != path:
        return True
    caller_qual = next((s.qualname for s in table.symbols if s.id == use.id), None)
    if caller_qual is None:
        return False                                   # the caller is gone as well
    return bool(callers.sites(path, caller_qual, {old.name}))


def _still_references(use: Use, old: Symbol, table: FileTable, callers: _Callers, path: str,
                      proposed: bytes) -> Use | None:
    """The use, at the line of its site, if it still names the old symbol; None if not.

    In another file, the site is read from that file's facts (a name used as a value, a
    type, a decorator, an import).  In the proposed file, the referencing definition's
    text is searched for the old name (``callsites.names_in``): the extractor keeps only
    names the file defines or imports, and a renamed one is neither any more."""
    if use.path != path:
        facts = callers.of(use.path)
        scope = None if use.id == use.path else use.qualname or None     # a file's own uses: file level
        line = callsites.reference_line(facts, scope, old.name) if facts else None
        return Use(use.id, use.path, line or use.line, use.relation, use.qualname)
    sym = next((s for s in table.symbols if s.id == use.id), None)
    if sym is None:
        return None                                    # the referencing definition is gone as well
    start = proposed.count(b"\n", 0, sym.span.start_byte) + 1
    lines = callsites.names_in(proposed[sym.span.start_byte:sym.span.end_byte], old.name, table.lang.name)
    return Use(use.id, use.path, start + lines[0] - 1, use.relation, use.qualname) if lines else None


def _removed(gq: GraphQuery, changes: list[SymbolChange], old: dict[str, Symbol], new: dict[str, Symbol],
             table: FileTable, callers: _Callers, path: str, texts: tuple[bytes, bytes]) -> list[Removed]:
    """Removed and renamed symbols with what still calls or names them (``texts``: the file's
    text before and the proposed one)."""
    gone = [c for c in changes if c.change == "removed" and c.kind != "file"]
    added = {c.id: new[c.id] for c in changes if c.change == "added"}
    renames = _renames(gone, added, old, texts[0])
    out = []
    for change in gone:
        before = old[change.id]
        calls = [u for u in _uses(gq, change.id, "callers") if _still_calls(u, before, table, callers, path)]
        named = [site for u in _uses(gq, change.id, "references")
                 if (site := _still_references(u, before, table, callers, path, texts[1])) is not None]
        target, how = renames.get(change.id, (None, "none"))
        out.append(Removed(change.id, change.kind, target, how, calls, named))
    return out


def _signature(gq: GraphQuery, change: SymbolChange, after: Symbol, table: FileTable,
               callers: _Callers, path: str) -> SignatureChange:
    params = callsites.python_params(after.signature, after.kind, after.decorators) if after.lang == "python" \
        else None
    arity = table.arity.get(after.id)
    checked = "python" if params is not None else "arity" if arity is not None else "none"
    names = {after.name}
    if after.name in ("__init__", "constructor") and after.parent and "::" in after.parent:
        names.add(after.parent.split("::", 1)[1].split(".")[-1].rstrip("#"))
    out = SignatureChange(change.id, change.signature_before or "", change.signature_after or "", checked, [], 0, 0)
    for use in _uses(gq, change.id, "callers"):
        scope = next((s.qualname for s in table.symbols if s.id == use.id), None) if use.path == path else \
            use.qualname
        if not scope:
            continue
        for call in callers.sites(use.path, scope, names):
            out.call_sites += 1
            if not callsites.checkable(params, arity, call):
                out.unknown += 1
                continue
            reason = callsites.python_mismatch(params, call) if params is not None else \
                callsites.arity_mismatch(arity, call) if arity is not None else None
            if reason:
                out.broken.append(BrokenCall(use.id, use.path, call.line, reason))
    return out


@dataclass
class Blast:
    affected: list[str]
    files: list[str]
    tests: list[str]
    missing_tests: list[str]


def blast(gq: GraphQuery, changes: list[SymbolChange], removed: set[str], signature: set[str]) -> Blast:
    """Affected symbols, files, tests and untested code of every changed symbol (in ``gq``'s
    snapshot: the code before the change): delete for ``removed`` and moved symbols,
    signature for ``signature``, body for the rest."""
    touched = [c for c in changes if c.change in ("removed", "changed", "moved") and c.kind != "file"]
    affected: set[str] = set()
    files: set[str] = set()
    tests: set[str] = set()
    missing: set[str] = set()
    for change in touched[:MAX_IMPACTS]:
        sid = change.old_id or change.id
        ref = gq.get(sid)
        if ref is None:
            continue
        kind = "delete" if sid in removed or change.change in ("removed", "moved") else \
            "signature" if sid in signature else "body"
        radius = impact.impact(gq, ref, kind, depth=2)
        affected |= {a.symbol.id for a in radius.affected if not a.symbol.is_test}
        files |= set(radius.files) | {ref.path}
        tests |= {t.id for t in radius.tests}
        missing |= {u.id for u in radius.uncovered}
        if not radius.tests and ref.kind in impact.CODE_KINDS:
            missing.add(ref.id)
    return Blast(sorted(affected), sorted(files), sorted(tests), sorted(missing))


def _proposed(repo: Repo, rel: str, content: bytes | None) -> bytes | None:
    """The proposed bytes: given, or the file as it is in the work tree (None: deleted)."""
    if content is not None:
        return content
    target = paths.on_disk(repo, rel)
    return target.read_bytes() if target.is_file() else None


def dry_run(repo: Repo, session_id: str, path: str, content: bytes | None,
            progress: Progress = silent) -> DryRun:
    """Dry-run a proposed version of ``path`` (``content``; None: the work tree's file)."""
    me = sessions.active(repo, session_id)
    rel = paths.normalise(path, "file")
    data = _proposed(repo, rel, content)
    gq, snap = snapshots.graph(repo, None, progress)
    try:
        shard: snapshot.Shard | None = snapshots.shard(repo, snap, rel)
    except NotFound:
        shard = None
    lang = for_path(rel) if shard is None else None
    lang_name = shard.lang if shard is not None else lang.name if lang is not None else None
    result = DryRun(me.id, rel, "safe", [], lang_name)
    if lang_name is None:
        result.reasons.append(f"{rel} is not a file smriti-git parses: no structural check")
    else:
        facts = parse.parse_source(rel, lang_name, data) if data is not None else FileFacts(rel, lang_name)
        result.diagnostics = list(facts.diagnostics)
        table = build_table(facts, Project([rel], {rel: facts}))
        old = {s.id: s for s in shard.symbols} if shard is not None else {}
        new = {s.id: s for s in table.symbols} if data is not None else {}
        result.changes = structdiff.compare(old, new)
        callers = _Callers(repo, snap, rel, facts)
        old_text = snapshot.read_source(repo.git, shard.blob, shard.lang) if shard is not None else b""
        result.removed = _removed(gq, result.changes, old, new, table, callers, rel, (old_text, data or b""))
        result.signature_changes = [
            _signature(gq, c, new[c.id], table, callers, rel) for c in result.changes
            if c.change == "changed" and c.signature_changed and c.kind in CALLABLE_KINDS]
        radius = blast(gq, result.changes, {r.id for r in result.removed}, {s.id for s in result.signature_changes})
        result.affected, result.tests, result.missing_tests = radius.affected, radius.tests, radius.missing_tests
        result.files = sorted({rel, *radius.files})
        _verdict(result, facts)
    event = events.append(repo, me.agent, "dryrun", me.id, {
        "file": rel, "verdict": result.verdict, "changes": len(result.changes),
        "removed_with_callers": sum(1 for r in result.removed if r.callers),
        "removed_with_references": sum(1 for r in result.removed if r.references),
        "broken_calls": sum(len(s.broken) for s in result.signature_changes)})
    result.event = event.id
    return result


def _verdict(result: DryRun, facts: FileFacts) -> None:
    syntax = [d for d in facts.diagnostics if "syntax" in d.lower()]
    if syntax:
        result.reasons.append(f"the proposed content does not parse: {syntax[0]}")
    for removed in result.removed:
        if removed.callers or removed.references:
            what = f"renamed to {removed.renamed_to}" if removed.renamed_to else "removed"
            still = [f"{len(removed.callers)} callers still call it"] if removed.callers else []
            if removed.references:
                sites = ", ".join(f"{u.path}:{u.line}" for u in removed.references[:3])
                more = f" and {len(removed.references) - 3} more" if len(removed.references) > 3 else ""
                still.append(f"{len(removed.references)} sites still reference it ({sites}{more})")
            result.reasons.append(f"{removed.id} is {what} but {' and '.join(still)}")
    for change in result.signature_changes:
        if change.broken:
            result.reasons.append(f"{change.id}: the new signature breaks {len(change.broken)} call sites")
    if result.reasons and (syntax or any(r.callers or r.references for r in result.removed)
                           or any(s.broken for s in result.signature_changes)):
        result.verdict = "breaking"
