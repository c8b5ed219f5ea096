"""Time expressions in recall queries (services/memory/timeexpr.py): each form read as a window."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from smriti_git.services.memory.timeexpr import EARLIEST, LATEST, find

REFERENCE = datetime(2023, 8, 17, 15, 0, tzinfo=UTC)      # a Thursday


def day(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


@pytest.mark.parametrize(("query", "start", "end", "phrase"), [
    ("what happened on 2023-05-08?", "2023-05-08", "2023-05-09", "2023-05-08"),
    ("what did she say on 8 May 2023", "2023-05-08", "2023-05-09", "8 May 2023"),
    ("and on the 3rd of June, 2022?", "2022-06-03", "2022-06-04", "3rd of June, 2022"),
    ("meetings on May 8th, 2023", "2023-05-08", "2023-05-09", "May 8th, 2023"),
    ("what changed in March 2023", "2023-03-01", "2023-04-01", "March 2023"),
    ("Which tournament did Nate win in the beginning of November 2022?", "2022-11-01", "2022-11-11",
     "beginning of November 2022"),
    ("late June 2023", "2023-06-21", "2023-07-01", "late June 2023"),
    ("which spot did she visit in May?", "2023-05-01", "2023-06-01", "in May"),
    ("what did he do in october?", "2022-10-01", "2022-11-01", "in october"),   # the latest October before
    ("what happened in 2022", "2022-01-01", "2023-01-01", "2022"),
    ("yesterday", "2023-08-16", "2023-08-17", "yesterday"),
    ("anything today", "2023-08-17", "2023-08-18", "today"),
    ("What did X do last week?", "2023-08-07", "2023-08-14", "last week"),
    ("plans for this week", "2023-08-14", "2023-08-21", "this week"),
    ("what broke last month", "2023-07-01", "2023-08-01", "last month"),
    ("last year", "2022-01-01", "2023-01-01", "last year"),
    ("the game last Saturday", "2023-08-12", "2023-08-13", "last Saturday"),
    ("three days ago", "2023-08-14", "2023-08-15", "three days ago"),
    ("2 months ago", "2023-06-01", "2023-07-01", "2 months ago"),
    ("two days before 8 May 2023", "2023-05-06", "2023-05-07", "two days before 8 May 2023"),
    ("the day after 2023-05-08", "2023-05-09", "2023-05-10", "the day after 2023-05-08"),
    ("the week after May 2023", "2023-06-01", "2023-06-08", "the week after May 2023"),
])
def test_each_form_is_read_as_its_window(query: str, start: str, end: str, phrase: str) -> None:
    window = find(query, REFERENCE)
    assert window is not None
    assert (window.start, window.end, window.phrase) == (day(start), day(end), phrase)


def test_open_windows_since_before_after() -> None:
    since = find("what changed since March 2023", REFERENCE)
    assert since is not None and (since.start, since.end) == (day("2023-03-01"), LATEST)
    before = find("decisions before 8 May 2023", REFERENCE)
    assert before is not None and (before.start, before.end) == (EARLIEST, day("2023-05-08"))
    after = find("after May 2023", REFERENCE)
    assert after is not None and (after.start, after.end) == (day("2023-06-01"), LATEST)
    assert since.describe() == "2023-03-01..... (since March 2023)"


@pytest.mark.parametrize("query", [
    "When did Caroline go to the support group?",
    "how may I help",                       # the verb, not the month
    "what is the port, 8080?",              # not a year
    "she was 31 May",                       # no year and no preposition: not read
    "",
])
def test_no_time_expression_is_none(query: str) -> None:
    assert find(query, REFERENCE) is None


def test_the_reference_decides_relative_and_yearless_expressions() -> None:
    january = datetime(2024, 1, 5, tzinfo=UTC)
    may = find("in May", january)
    assert may is not None and may.start == day("2023-05-01")
    week = find("last week", january)
    assert week is not None and (week.start, week.end) == (day("2023-12-25"), day("2024-01-01"))
    with pytest.raises(ValueError):
        find("last week", datetime(2024, 1, 5))   # naive on purpose


def test_the_earliest_expression_wins_and_a_day_beats_its_month() -> None:
    window = find("between 8 May 2023 and June 2023", REFERENCE)
    assert window is not None and window.phrase == "8 May 2023"
