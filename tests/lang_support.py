"""Helpers for the per-language extraction/linking tests: extract inline sources exactly as
the indexer does, link them, and look at results."""

from __future__ import annotations

from textwrap import dedent

from smriti_git.index.facts import CallFact, Definition, FileFacts
from smriti_git.index.languages import for_path
from smriti_git.index.link import Linker
from smriti_git.index.parse import parse_source


def extract(path: str, source: str) -> FileFacts:
    lang = for_path(path)
    assert lang is not None, path
    return parse_source(path, lang.name, dedent(source).encode())


def defs(facts: FileFacts) -> dict[str, Definition]:
    """Definitions by qualname (the first one, for repeated names)."""
    out: dict[str, Definition] = {}
    for d in facts.definitions:
        out.setdefault(d.qualname, d)
    return out


def by_qualname(facts: FileFacts) -> dict[str, tuple[str, str, str, bool]]:
    """(kind, signature, doc, exported) of every definition, by qualname (the last one, for repeated names)."""
    return {d.qualname: (d.kind, d.signature, d.doc, d.exported) for d in facts.definitions}


def call_list(facts: FileFacts) -> list[tuple[str | None, str | None, str]]:
    """(scope, receiver, name) of every call, in source order."""
    return [(c.scope, c.receiver, c.name) for c in sorted(facts.calls, key=lambda c: c.byte)]


def link(files: dict[str, str]) -> Linker:
    return Linker({path: extract(path, source) for path, source in files.items()})


def resolved(linker: Linker, path: str) -> dict[tuple[int, str], str | None]:
    """(line, callee name) -> resolved target id, ``None`` when left unresolved."""
    table = linker.tables[path]
    out: dict[tuple[int, str], str | None] = {}
    for call in table.facts.calls:
        edge, _ = linker.resolve_call(table, call)
        out[(call.line, call.name)] = edge.dst if edge.resolved else None
    return out


def target(linker: Linker, path: str, name: str, scope: str | None = None) -> str | None:
    """Where the (only) call to ``name`` in ``scope`` (any scope if ``None``) resolves."""
    table = linker.tables[path]
    found: list[CallFact] = [c for c in table.facts.calls if c.name == name and (scope is None or c.scope == scope)]
    assert len(found) == 1, f"{len(found)} calls to {name} in {path} ({scope})"
    edge, _ = linker.resolve_call(table, found[0])
    return edge.dst if edge.resolved else None


def edges(linker: Linker, path: str, kind: str) -> set[tuple[str, str | None]]:
    return {(e.src, e.dst) for e in linker.link(path).edges if e.kind == kind}
