"""Time for the bitemporal model: parsing, formatting and half-open intervals.

Timestamps are stored as UTC in one fixed format, ``2026-11-30T02:00:00.000000Z``, so
that they compare correctly as strings and serialise to the same bytes everywhere.
Input must carry a UTC offset (``Z``, ``+02:00``): a naive timestamp is ambiguous and
is rejected.  Dates alone (``2026-11-30``) mean midnight UTC.  Intervals are half-open,
``[start, end)``; ``None`` as an end means "still open".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache

from smriti_git.errors import InvalidArgument

FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def fmt(moment: datetime) -> str:
    if moment.tzinfo is None:
        raise InvalidArgument("internal error: a naive datetime reached the store")
    return moment.astimezone(UTC).strftime(FORMAT)


def parse(text: str) -> str:
    """Normalise user input to the stored form; reject timestamps without an offset."""
    value = text.strip()
    if _DATE.match(value):
        value += "T00:00:00+00:00"
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00") if value.endswith("Z") else value)
    except ValueError:
        raise InvalidArgument(f"{text!r} is not an ISO 8601 timestamp (e.g. 2026-11-30T14:00:00+01:00)") from None
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise InvalidArgument(f"{text!r} has no UTC offset: add Z or +HH:MM (a bare local time is ambiguous)")
    return fmt(moment)


def now() -> str:
    return fmt(datetime.now(UTC))


@lru_cache(maxsize=65536)
def to_datetime(stamp: str) -> datetime:
    """A stored timestamp as an aware datetime (the fixed format parses directly)."""
    return datetime.fromisoformat(stamp[:-1] + "+00:00")


def seconds_between(earlier: str, later: str) -> float:
    return (to_datetime(later) - to_datetime(earlier)).total_seconds()


@dataclass(frozen=True)
class Interval:
    """``[start, end)``; ``start`` None = since always, ``end`` None = still open."""

    start: str | None
    end: str | None

    def __post_init__(self) -> None:
        if self.start is not None and self.end is not None and self.end <= self.start:
            raise InvalidArgument(f"empty interval: [{self.start}, {self.end}) ends before it starts")

    def contains(self, moment: str) -> bool:
        return (self.start is None or self.start <= moment) and (self.end is None or moment < self.end)
