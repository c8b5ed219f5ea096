"""Progress reporting: services call a ``Progress`` callback; surfaces draw it."""

from __future__ import annotations

from typing import Protocol


class Progress(Protocol):
    def __call__(self, stage: str, done: int, total: int) -> None: ...


def silent(stage: str, done: int, total: int) -> None:
    """The default: report nothing."""
