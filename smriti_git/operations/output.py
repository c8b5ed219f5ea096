"""Output discipline shared by every operation: bounded lists that say what they left out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


@dataclass(kw_only=True)
class Counts:
    """How much of a list a result shows: ``returned`` of ``total``, ``truncated`` if fewer."""

    returned: int
    total: int
    truncated: bool


def page(items: Sequence[T], limit: int) -> tuple[list[T], Counts]:
    shown = list(items[: max(0, limit)])
    return shown, Counts(returned=len(shown), total=len(items), truncated=len(shown) < len(items))
