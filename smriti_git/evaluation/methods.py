"""The interface every retrieval method implements for the benchmark harness.

A method sees one task at a time: the snapshot of the task's base commit (indexed by
``git smp index --rev``) with its functions and methods already read from git, and the
task's issue text.  It returns a ranking of function/method symbol ids and of file
paths, and optionally a packed context (for packing-coverage metrics).  Methods
register themselves in :data:`METHODS` by name (``bm25``, ``embedding``, ``smp`` ...).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from smriti_git.index.snapshot import SnapshotInfo
from smriti_git.storage.repo import Repo

PACK_BUDGETS: tuple[int, ...] = (4096, 8192, 16384)
"""Token budgets at which the harness measures packing coverage (methods that pack)."""


@dataclass(frozen=True)
class Candidate:
    """A function or method of the snapshot, with its source text."""

    id: str
    path: str
    kind: str
    name: str
    qualname: str
    start_line: int
    end_line: int
    content_hash: str
    text: str
    is_test: bool = False


@dataclass
class TaskView:
    """What a method may look at for one task."""

    repo: Repo
    snapshot: SnapshotInfo
    candidates: list[Candidate]
    query: str                     # the issue text (problem statement)
    budgets: tuple[int, ...] = PACK_BUDGETS   # pack at these token budgets, if the method packs


@dataclass
class Packed:
    """A packed context: the symbols whose *full body* is included, and the exact token total."""

    full_bodies: list[str]
    tokens: int
    budget: int


@dataclass
class Ranking:
    functions: list[str]                       # function/method symbol ids, best first
    files: list[str]                           # file paths, best first
    packed: dict[int, Packed] = field(default_factory=dict)   # budget -> packed context, if the method packs
    seconds: float = 0.0                       # query time (index building excluded)


class Method(Protocol):
    name: str

    def prepare(self, view: TaskView) -> None:
        """Build whatever index the method needs for this snapshot (may be cached across tasks)."""

    def rank(self, view: TaskView, k: int) -> Ranking:
        """Rank at least ``k`` functions and files for ``view.query``."""


@runtime_checkable
class Tunable(Protocol):
    """A method with parameters under trial (``--tune key=value``, validation split only)."""

    def configure(self, params: dict[str, str]) -> None:
        """Apply ``params``; raise ``ValueError`` for an unknown key or a bad value."""


METHODS: dict[str, Callable[[], Method]] = {}


def register(name: str) -> Callable[[Callable[[], Method]], Callable[[], Method]]:
    def add(factory: Callable[[], Method]) -> Callable[[], Method]:
        METHODS[name] = factory
        return factory

    return add
