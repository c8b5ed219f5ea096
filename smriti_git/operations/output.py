"""Output discipline shared by every operation: bounded lists that say what they left out.

Every list an operation cuts at a limit comes with :class:`Counts`.  ``total`` is exact
when the operation knows it; when counting everything would cost more than the answer
(the operation fetched one item more than it shows, to know whether there are more),
``total`` is ``None`` and ``truncated`` is still exact.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


@dataclass(kw_only=True)
class Counts:
    """How much of a list a result shows: ``returned`` of ``total``, ``truncated`` if fewer."""

    returned: int
    total: int | None
    truncated: bool


def page(items: Sequence[T], limit: int) -> tuple[list[T], Counts]:
    """The first ``limit`` of all ``items``: ``total`` is exact."""
    shown = list(items[: max(0, limit)])
    return shown, Counts(returned=len(shown), total=len(items), truncated=len(shown) < len(items))


def probe(items: Sequence[T], limit: int, fetched: int | None = None) -> tuple[list[T], Counts]:
    """The first ``limit`` of ``items``, which were fetched with a cap of ``fetched``
    (default ``limit + 1``): when the cap was reached, the total is unknown."""
    cap = limit + 1 if fetched is None else fetched
    shown = list(items[: max(0, limit)])
    known = len(items) < cap
    return shown, Counts(returned=len(shown), total=len(items) if known else None,
                         truncated=len(shown) < len(items))
