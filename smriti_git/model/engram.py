"""Engrams: facts an agent records, as immutable, bitemporal versions.  No I/O here.

An engram is the set of its versions.  A version is never changed: a correction adds a
version that *supersedes* the previous one (closing its transaction interval), a
retraction adds a version marked ``retracted``.  So two branches that each add versions
merge by union, and the history of beliefs is never lost.

* **Transaction time** of a version: ``[recorded_at, superseded_at)``, where
  ``superseded_at`` is the earliest ``recorded_at`` of a version superseding it.
* **Valid time**: ``[valid_from, valid_to)`` as stated by the version itself.
* **Head** at transaction time *T*: among versions recorded at or before *T*, those not
  superseded by another such version.  Two heads mean two branches superseded the same
  version differently (a *conflict*); the head with the later ``recorded_at`` (then the
  larger version id) wins, deterministically, and both are kept.  The next correction
  supersedes every head, which resolves the conflict.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from smriti_git.storage import canonical

KINDS = ("episodic", "semantic", "procedural")
OPS = ("remember", "correct", "retract", "revert", "prune", "strengthen", "resolve")


@dataclass(frozen=True)
class Anchor:
    """Where in the code a fact applies: a symbol id and the content hash it had."""

    symbol: str
    hash: str
    kind: str = ""
    name: str = ""

    def record(self) -> dict[str, str]:
        """``symbol`` and ``hash`` always (a file's hash is empty: it is fresh while it
        exists), ``kind`` and ``name`` when known."""
        return {"symbol": self.symbol, "hash": self.hash,
                **{k: v for k, v in (("kind", self.kind), ("name", self.name)) if v}}


@dataclass(frozen=True)
class Version:
    engram: str
    op: str
    content: str
    kind: str
    importance: float
    recorded_at: str
    author: str
    supersedes: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    source: str = ""
    cues: tuple[str, ...] = ()
    anchors: tuple[Anchor, ...] = ()
    valid_from: str | None = None
    valid_to: str | None = None
    retracted: bool = False
    related: tuple[str, ...] = ()
    note: str = ""
    id: str = field(default="", compare=False)

    def record(self) -> dict[str, Any]:
        """The ``engram-version/1`` record (defaults omitted, lists sorted)."""
        out: dict[str, Any] = {
            "schema": "engram-version/1", "engram": self.engram, "op": self.op, "content": self.content,
            "kind": self.kind, "importance": self.importance, "recorded_at": self.recorded_at,
            "author": self.author,
        }
        optional: dict[str, Any] = {
            "supersedes": sorted(self.supersedes), "tags": sorted(self.tags), "source": self.source,
            "cues": sorted(self.cues), "anchors": [a.record() for a in self.anchors],
            "valid_from": self.valid_from, "valid_to": self.valid_to, "related": sorted(self.related),
            "note": self.note,
        }
        out.update({k: v for k, v in optional.items() if v})
        if self.retracted:
            out["retracted"] = True
        return out

    def with_id(self) -> Version:
        return _replace_id(self, version_id(self.record()))

    @classmethod
    def from_record(cls, record: dict[str, Any], version: str) -> Version:
        return cls(
            engram=record["engram"], op=record["op"], content=record["content"], kind=record["kind"],
            importance=float(record["importance"]), recorded_at=record["recorded_at"], author=record["author"],
            supersedes=tuple(record.get("supersedes", ())), tags=tuple(record.get("tags", ())),
            source=record.get("source", ""), cues=tuple(record.get("cues", ())),
            anchors=tuple(Anchor(a["symbol"], a["hash"], a.get("kind", ""), a.get("name", ""))
                          for a in record.get("anchors", ())),
            valid_from=record.get("valid_from"), valid_to=record.get("valid_to"),
            retracted=bool(record.get("retracted", False)), related=tuple(record.get("related", ())),
            note=record.get("note", ""), id=version,
        )

    def valid_at(self, moment: str) -> bool:
        return (self.valid_from is None or self.valid_from <= moment) and (
            self.valid_to is None or moment < self.valid_to)


def _replace_id(v: Version, new_id: str) -> Version:
    from dataclasses import replace

    return replace(v, id=new_id)


def version_id(record: dict[str, Any]) -> str:
    """A version's id: the hash of its canonical record (so equal versions are one)."""
    return hashlib.blake2b(canonical.encode(record), digest_size=10).hexdigest()


ENGRAM_ID_PATTERN = r"e[0-9a-f]{12}"
"""What every engram id looks like: ``e`` and twelve hex digits."""


def engram_id(author: str, recorded_at: str, content: str) -> str:
    digest = hashlib.blake2b(f"{author}\0{recorded_at}\0{content}".encode(), digest_size=6).hexdigest()
    return f"e{digest}"


@dataclass
class Engram:
    """All versions of one engram, with the bitemporal questions answered."""

    id: str
    versions: list[Version]

    def _visible(self, as_of: str | None) -> list[Version]:
        return [v for v in self.versions if as_of is None or v.recorded_at <= as_of]

    def heads(self, as_of: str | None = None) -> list[Version]:
        """Versions believed at transaction time ``as_of`` (several = a conflict), best first."""
        visible = self._visible(as_of)
        superseded = {s for v in visible for s in v.supersedes}
        tips = [v for v in visible if v.id not in superseded]
        return sorted(tips, key=lambda v: (v.recorded_at, v.id), reverse=True)

    def head(self, as_of: str | None = None) -> Version | None:
        tips = self.heads(as_of)
        return tips[0] if tips else None

    def believed(self, as_of: str | None = None, valid_at: str | None = None) -> Version | None:
        """The version the store believed at ``as_of`` (default: now), if it is not
        retracted and, when ``valid_at`` is given, holds at that valid time."""
        head = self.head(as_of)
        if head is None or head.retracted:
            return None
        if valid_at is not None and not head.valid_at(valid_at):
            return None
        return head

    def superseded_at(self, version: Version) -> str | None:
        later = [v.recorded_at for v in self.versions if version.id in v.supersedes]
        return min(later) if later else None

    @property
    def conflicts(self) -> list[Version]:
        tips = self.heads()
        return tips if len(tips) > 1 else []

    @property
    def created_at(self) -> str:
        return min(v.recorded_at for v in self.versions)


def group(versions: Iterable[Version]) -> dict[str, Engram]:
    out: dict[str, Engram] = {}
    for v in versions:
        out.setdefault(v.engram, Engram(v.engram, [])).versions.append(v)
    for engram in out.values():
        engram.versions.sort(key=lambda v: (v.recorded_at, v.id))
    return out
