"""Time expressions in recall queries, read as valid-time windows (stdlib only, no model).

:func:`find` reads the first time expression of a query and returns the half-open UTC
window ``[start, end)`` it names, relative to a ``reference`` moment (the caller's stated
time, else the latest valid time in the store):

* absolute: ``2023-05-08``, ``8 May 2023``, ``May 8th, 2023``, ``May 2023``, ``2023``,
  ``in May`` (the latest May at or before the reference), with ``early`` / ``mid`` /
  ``late`` (``beginning of``, ``middle of``, ``end of``) narrowing a month or a year to
  its first, middle or last third;
* relative to the reference: ``today``, ``yesterday``, ``this`` / ``last`` ``week`` /
  ``month`` / ``year`` (calendar weeks start on Monday), ``last Saturday``, ``three days
  ago``, ``two weeks ago``, ``recently``;
* relative to a stated date: ``two days before 8 May 2023``, ``the week after May 2023``,
  and the open windows ``since`` / ``before`` / ``after`` a date.

Words that only look like dates are not read: ``may`` counts as the month only when
capitalised or next to a day, a year, or a preposition such as ``in``; a bare number is a
year only from 1900 to 2099.  An expression that cannot be read is ignored (None), never
an error: the query still runs, without a time preference.
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

MONTHS = {name.lower(): n for n, name in enumerate(calendar.month_name) if name}
MONTHS.update({name.lower(): n for n, name in enumerate(calendar.month_abbr) if name})
MONTHS["sept"] = 9
WEEKDAYS = {name.lower(): n for n, name in enumerate(calendar.day_name)}
NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a couple of": 2, "a few": 3}
UNITS = {"day": 1, "week": 7, "month": 30, "year": 365}
RECENT_DAYS = 30
EARLIEST = datetime(1, 1, 1, tzinfo=UTC)
LATEST = datetime(9999, 12, 31, tzinfo=UTC)

_MONTH = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|" \
         r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"((?:19|20)\d{2})"
_PART = r"(?:(early|beginning of|start of|mid|middle of|late|end of)[\s-]+(?:the\s+)?)?"
_NUMBER = r"(\d+|a couple of|a few|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_UNIT = r"(day|week|month|year)s?"

ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
DAY_MONTH_YEAR = re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MONTH}\.?,?\s+{_YEAR}\b", re.I)
MONTH_DAY_YEAR = re.compile(rf"\b{_MONTH}\.?\s+{_DAY},?\s+{_YEAR}\b", re.I)
MONTH_YEAR = re.compile(rf"\b{_PART}{_MONTH}\.?,?\s+(?:of\s+)?{_YEAR}\b", re.I)
PART_YEAR = re.compile(rf"\b{_PART}{_YEAR}\b", re.I)
MONTH_ALONE = re.compile(rf"\b(in|during|of|since|before|after|until|by|early|mid|late|beginning of|start of|"
                         rf"middle of|end of)[\s-]+(?:the\s+month\s+of\s+)?{_MONTH}\b(?!\s*\d)", re.I)
AGO = re.compile(rf"\b{_NUMBER}\s+{_UNIT}\s+ago\b", re.I)
SHIFTED = re.compile(rf"\b(?:the\s+)?(?:{_NUMBER}\s+)?{_UNIT}\s+(before|after)\s+", re.I)
OPEN = re.compile(r"\b(since|before|after|until)\s+", re.I)
RELATIVE = re.compile(r"\b(today|yesterday|recently|lately|(this|last|past|previous)\s+(week|month|year|"
                      r"monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b", re.I)


@dataclass(frozen=True)
class Window:
    """A half-open UTC interval ``[start, end)`` and the words of the query that named it."""

    start: datetime
    end: datetime
    phrase: str

    def contains(self, moment: datetime) -> bool:
        return self.start <= moment < self.end

    def days(self) -> float:
        return (self.end - self.start).total_seconds() / 86400

    def describe(self) -> str:
        def show(moment: datetime) -> str:
            return "..." if moment in (EARLIEST, LATEST) else moment.date().isoformat()
        return f"{show(self.start)}..{show(self.end)} ({self.phrase})"


def _day(year: int, month: int, day: int) -> tuple[datetime, datetime] | None:
    try:
        start = datetime(year, month, day, tzinfo=UTC)
    except ValueError:
        return None
    return start, start + timedelta(days=1)


def _month(year: int, month: int) -> tuple[datetime, datetime]:
    start = datetime(year, month, 1, tzinfo=UTC)
    end = datetime(year + 1, 1, 1, tzinfo=UTC) if month == 12 else datetime(year, month + 1, 1, tzinfo=UTC)
    return start, end


def _third(span: tuple[datetime, datetime], part: str | None) -> tuple[datetime, datetime]:
    """The first, middle or last third of ``span`` for early / mid / late (and their synonyms)."""
    if not part:
        return span
    start, end = span
    third = (end - start) / 3
    word = part.lower()
    if word in ("early", "beginning of", "start of"):
        return start, start + third
    if word in ("mid", "middle of"):
        return start + third, end - third
    return end - third, end


def _number(text: str) -> int:
    word = " ".join(text.lower().split())
    return int(word) if word.isdigit() else NUMBERS.get(word, 1)


def _absolute(text: str, reference: datetime) -> tuple[tuple[datetime, datetime], re.Match[str]] | None:
    """The first absolute date, month or year in ``text``, with its match."""
    found: list[tuple[int, tuple[datetime, datetime], re.Match[str]]] = []
    for match in ISO.finditer(text):
        span = _day(int(match[1]), int(match[2]), int(match[3]))
        if span:
            found.append((match.start(), span, match))
    for pattern, order in ((DAY_MONTH_YEAR, (3, 2, 1)), (MONTH_DAY_YEAR, (3, 1, 2))):
        for match in pattern.finditer(text):
            span = _day(int(match[order[0]]), MONTHS[match[order[1]].lower()], int(match[order[2]]))
            if span:
                found.append((match.start(), span, match))
    for match in MONTH_YEAR.finditer(text):
        found.append((match.start(), _third(_month(int(match[3]), MONTHS[match[2].lower()]), match[1]), match))
    for match in MONTH_ALONE.finditer(text):
        name = match[2]
        if name.lower() == "may" and name[0] != "M" and match[1].lower() not in ("in", "during", "early", "mid",
                                                                                 "late"):
            continue                                   # "by may", "of may": too likely the verb
        month = MONTHS[name.lower()]
        year = reference.year if month <= reference.month else reference.year - 1
        part = match[1] if match[1].lower() not in ("in", "during", "of", "since", "before", "after", "until",
                                                    "by") else None
        found.append((match.start(2) if part is None else match.start(), _third(_month(year, month), part), match))
    for match in PART_YEAR.finditer(text):
        year = int(match[2])
        span = (datetime(year, 1, 1, tzinfo=UTC), datetime(year + 1, 1, 1, tzinfo=UTC))
        found.append((match.start(), _third(span, match[1]), match))
    if not found:
        return None
    # The earliest expression; at one position the longest (a day beats its month and year).
    found.sort(key=lambda item: (item[0], -(item[2].end() - item[2].start())))
    _, span, match = found[0]
    return span, match


def _relative(text: str, reference: datetime) -> tuple[tuple[datetime, datetime], re.Match[str]] | None:
    today = reference.replace(hour=0, minute=0, second=0, microsecond=0)
    match = AGO.search(text)
    if match:
        count, unit = _number(match[1]), match[2].lower()
        if unit == "day":
            start = today - timedelta(days=count)
            return (start, start + timedelta(days=1)), match
        if unit == "week":
            centre = today - timedelta(days=7 * count)
            return (centre - timedelta(days=3), centre + timedelta(days=4)), match
        if unit == "month":
            back = reference.year * 12 + reference.month - 1 - count
            return _month(back // 12, back % 12 + 1), match
        year = reference.year - count
        return (datetime(year, 1, 1, tzinfo=UTC), datetime(year + 1, 1, 1, tzinfo=UTC)), match
    match = RELATIVE.search(text)
    if not match:
        return None
    word = match[1].lower()
    if word == "today":
        return (today, today + timedelta(days=1)), match
    if word == "yesterday":
        return (today - timedelta(days=1), today), match
    if word in ("recently", "lately"):
        return (today - timedelta(days=RECENT_DAYS), today + timedelta(days=1)), match
    which, unit = match[2].lower(), match[3].lower()
    back = 0 if which == "this" else 1
    if unit in WEEKDAYS:
        days = (today.weekday() - WEEKDAYS[unit]) % 7 or (7 if back else 0)
        start = today - timedelta(days=days)
        return (start, start + timedelta(days=1)), match
    if unit == "week":
        monday = today - timedelta(days=today.weekday()) - timedelta(weeks=back)
        return (monday, monday + timedelta(weeks=1)), match
    if unit == "month":
        index = reference.year * 12 + reference.month - 1 - back
        return _month(index // 12, index % 12 + 1), match
    return (datetime(reference.year - back, 1, 1, tzinfo=UTC), datetime(reference.year - back + 1, 1, 1, tzinfo=UTC)), \
        match


def _around(text: str, reference: datetime) -> Window | None:
    """``N units before / after DATE`` and ``since / before / after / until DATE``."""
    for match in SHIFTED.finditer(text):
        anchor = _absolute(text[match.end():], reference)
        if anchor is None or anchor[1].start() != 0:
            continue
        (start, end), tail = anchor
        count = _number(match[1]) if match[1] else 1
        shift = timedelta(days=count * UNITS[match[2].lower()])
        width = timedelta(days=1) if match[2].lower() == "day" else timedelta(days=UNITS[match[2].lower()])
        moment = start - shift if match[3].lower() == "before" else end + shift - width
        phrase = text[match.start():match.end() + tail.end()].strip()
        return Window(moment, moment + width, phrase)
    for match in OPEN.finditer(text):
        anchor = _absolute(text[match.end():], reference)
        if anchor is None or anchor[1].start() != 0:
            continue
        (start, end), tail = anchor
        phrase = text[match.start():match.end() + tail.end()].strip()
        word = match[1].lower()
        if word == "since":
            return Window(start, LATEST, phrase)
        if word == "after":
            return Window(end, LATEST, phrase)
        return Window(EARLIEST, start if word == "before" else end, phrase)
    return None


def find(text: str, reference: datetime) -> Window | None:
    """The valid-time window the first time expression of ``text`` names, or None."""
    if reference.tzinfo is None:
        raise ValueError("reference must carry a time zone")
    reference = reference.astimezone(UTC)
    shifted = _around(text, reference)
    if shifted is not None:
        return shifted
    found = [hit for hit in (_absolute(text, reference), _relative(text, reference)) if hit is not None]
    if not found:
        return None
    (start, end), match = min(found, key=lambda hit: hit[1].start())
    return Window(start, end, match[0].strip())
