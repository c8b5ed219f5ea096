"""Enrichment: descriptions and tags for symbols, files and packages, versioned with the memory.

Annotations are records on the user's memory branch, beside the engrams
(``annotations/<ab>/<key>/<version id>.json``, ``annotation/1``; ``key`` is a digest of
the symbol id, ``<ab>`` its first two hex digits).  Like engram versions they are only
added, so memory branches, merges (a union) and history apply to them unchanged; the
current annotation of a symbol is its latest version (``recorded_at``, then version id).
A description records the symbol's content hash: when the symbol's code changes, the
annotation shows as *stale* (and *orphaned* when the symbol is gone).

Targets are symbol ids, file paths, or packages (a folder path with a trailing ``/``,
the id of a package symbol).  A symbol's effective tags are its own, its file's and
those of every package folder above it.  ``coverage`` counts, over the code symbols of
a snapshot (functions, methods and types, tests left out): docstrings, fresh
annotations, stale ones, tags, and symbols with no metadata at all.
"""

from __future__ import annotations

import hashlib
import posixpath
from dataclasses import dataclass, field
from typing import Any

import pygit2

from smriti_git.errors import InvalidArgument
from smriti_git.index import snapshot
from smriti_git.model import timeline
from smriti_git.services.memory.store import Changes, State, Store
from smriti_git.storage import canonical, objects

FOLDER = "annotations"
CODE_KINDS = ("function", "method", "class", "interface", "trait", "struct", "enum", "type")
ACTIONS = ("add", "remove", "replace")


@dataclass
class Annotation:
    symbol: str
    version: str
    description: str = ""
    tags: list[str] = field(default_factory=list)
    hash: str | None = None
    recorded_at: str = ""
    author: str = ""
    state: str = "fresh"           # fresh | stale | orphaned (against a snapshot)


def _key(symbol: str) -> str:
    return hashlib.blake2b(symbol.encode("utf-8", "surrogateescape"), digest_size=16).hexdigest()


def _path(symbol: str, version: str) -> str:
    key = _key(symbol)
    return f"{FOLDER}/{key[:2]}/{key}/{version}.json"


def _from_record(record: dict[str, Any], version: str) -> Annotation:
    return Annotation(record["symbol"], version, record.get("description", ""), list(record.get("tags", [])),
                      record.get("hash"), record["recorded_at"], record["author"])


def current(store: Store, tree: str | None = None, symbol: str | None = None) -> dict[str, Annotation]:
    """The current annotation of every annotated target (at the branch tip, or ``tree``;
    only ``symbol``'s when given)."""
    git = store.repo.git
    if tree is None:
        tip = store.tip()
        if tip is None:
            return {}
        tree = str(objects.read_commit(git, tip).tree_id)
    folder = FOLDER if symbol is None else posixpath.dirname(_path(symbol, "x"))
    best: dict[str, Annotation] = {}
    for path, blob in objects.iter_tree(git, pygit2.Oid(hex=tree), folder):
        item = _from_record(objects.read_record(git, blob, expect_kind="annotation"), posixpath.basename(path)[:-5])
        known = best.get(item.symbol)
        if known is None or (item.recorded_at, item.version) > (known.recorded_at, known.version):
            best[item.symbol] = item
    return best


def _write(store: Store, symbol: str, change: Any, op: str) -> Annotation:
    """Add one version for ``symbol``: ``change(current or None)`` gives (description, tags, hash)."""
    stamp = timeline.now()
    made: list[Annotation] = []

    def build(state: State) -> tuple[Changes, str, dict[str, str]]:
        made.clear()
        head = current(store, state.tree, symbol).get(symbol) if state.tree else None
        description, tags, content = change(head)
        record: dict[str, Any] = {"schema": "annotation/1", "symbol": symbol, "recorded_at": stamp,
                                  "author": store.user}
        if description:
            record["description"] = description
        if tags:
            record["tags"] = sorted(set(tags))
        if content:
            record["hash"] = content
        if head is not None:
            record["supersedes"] = [head.version]
        data = objects.encode_record(record)
        version = hashlib.blake2b(data, digest_size=10).hexdigest()
        blob = objects.write_blob(store.repo.git, data)
        made.append(_from_record(canonical.decode(data), version))
        shown = symbol[:80].encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
        return {_path(symbol, version): blob}, f"{op} {shown}", {"Smp-Op": op}

    store.transact(build, stamp)
    return made[0]


def annotate(store: Store, symbol: str, content_hash: str | None, description: str | None,
             tags: list[str]) -> Annotation:
    """Set a target's description (when given; recording ``content_hash``) and add tags."""
    if description is None and not tags:
        raise InvalidArgument("give a --description, --tags, or both")

    def change(head: Annotation | None) -> tuple[str, list[str], str | None]:
        text = description.strip() if description is not None else (head.description if head else "")
        kept = head.tags if head else []
        digest = content_hash if description is not None else (head.hash if head else content_hash)
        return text, [*kept, *tags], digest

    return _write(store, symbol, change, "annotate")


def tag(store: Store, symbol: str, tags: list[str], action: str) -> Annotation:
    """Add, remove or replace a target's tags; its description is kept."""
    if action not in ACTIONS:
        raise InvalidArgument(f"action must be one of {', '.join(ACTIONS)}, not {action!r}")

    def change(head: Annotation | None) -> tuple[str, list[str], str | None]:
        before = head.tags if head else []
        after = [*before, *tags] if action == "add" else [t for t in before if t not in tags] \
            if action == "remove" else list(tags)
        return (head.description if head else ""), after, (head.hash if head else None)

    return _write(store, symbol, change, "tag")


def effective_tags(symbol: str, path: str, notes: dict[str, Annotation]) -> set[str]:
    """A symbol's own tags, its file's and those of the package folders above it."""
    found = set(notes[symbol].tags) if symbol in notes else set()
    if path in notes and symbol != path:
        found |= set(notes[path].tags)
    folder = posixpath.dirname(path)
    while folder:
        if folder + "/" in notes:
            found |= set(notes[folder + "/"].tags)
        folder = posixpath.dirname(folder)
    return found


@dataclass
class Coverage:
    symbols: int = 0
    docstrings: int = 0
    annotated: int = 0
    stale: int = 0
    tagged: int = 0
    no_metadata: int = 0
    stale_ids: list[tuple[str, str, str]] = field(default_factory=list)    # id, annotated hash, hash now
    orphaned: list[str] = field(default_factory=list)
    bare: list[str] = field(default_factory=list)                          # ids with no metadata


def coverage(store: Store, shards: list[snapshot.Shard]) -> Coverage:
    """Enrichment coverage of the code symbols in ``shards``."""
    notes = current(store)
    out = Coverage()
    seen: set[str] = set()
    for shard in shards:
        for sym in shard.symbols:
            seen.add(sym.id)
            if sym.kind not in CODE_KINDS or sym.is_test:
                continue
            out.symbols += 1
            note = notes.get(sym.id)
            documented = bool(sym.doc.strip())
            out.docstrings += documented
            stale = note is not None and bool(note.hash) and note.hash != sym.content_hash
            if note is not None and note.description:
                out.annotated += not stale
            if stale and note is not None:
                out.stale += 1
                out.stale_ids.append((sym.id, note.hash or "", sym.content_hash))
            tagged = bool(effective_tags(sym.id, sym.path, notes))
            out.tagged += tagged
            if not documented and not tagged and (note is None or not note.description):
                out.no_metadata += 1
                out.bare.append(sym.id)
    paths = {shard.path for shard in shards}
    out.orphaned = sorted(s for s in notes if "::" in s and s not in seen and s.split("::")[0] in paths)
    return out


def state_of(note: Annotation, content_hash: str | None) -> str:
    """fresh, stale or orphaned, for the target's content hash now (None: the target is gone)."""
    if content_hash is None:
        return "orphaned" if "::" in note.symbol else "fresh"
    return "stale" if note.hash and note.hash != content_hash else "fresh"
