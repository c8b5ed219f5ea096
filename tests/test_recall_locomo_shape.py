"""Recall end to end on a small LoCoMo-shaped conversation, through the operations the MCP tools call.

Three dated sessions between two speakers are ingested as LoCoMo turns (``locomo.turns``:
one ``remember`` per turn, the session's date as valid time, the ``dia_id`` as source)
with the registry's ``Operation.invoke``, as ``smriti_store`` does; questions are asked
with ``recall`` as ``smriti_recall`` does.  The questions are the benchmark's kinds:

* single-hop through the conversation's structure: the answer shares no word with the
  question but follows the turn that asked it (episode association);
* multi-hop: the evidence is two turns in different sessions (a cat, then a puppy that is
  the cat's friend);
* a question about what one speaker said (``What instrument does Ben play?``): the other
  speaker's line that names him and the question's words loses to his own (speakers);
* temporal: the same activity in two sessions, told apart by ``in May`` / ``last week``
  (a valid-time window read from the query);
* a question that asks for several things (``Which books has Ana read?``), on a second
  small conversation: the named speaker's own line beats the other speaker's question that
  names her and books (a stronger speaker preference for lists).

The service is also run with each of those stages switched off, to show that the stage
is what finds the evidence.
"""

from __future__ import annotations

import dataclasses
import subprocess
from pathlib import Path
from typing import Any

import pytest

from smriti_git.cache import embedder
from smriti_git.evaluation import locomo, memory_bench
from smriti_git.model import timeline
from smriti_git.operations.bench import _invoke
from smriti_git.services.memory import recall as recall_module
from smriti_git.services.memory.store import Store
from smriti_git.storage.repo import Repo

FILLER = [
    ("Ana", "The weather was grey and windy all day."), ("Ben", "I watched a film about sailors."),
    ("Ana", "Work has been busy with reports."), ("Ben", "My neighbour plays loud music at night."),
]
SESSIONS: dict[str, tuple[str, list[tuple[str, str]]]] = {
    "1": ("10:00 am on 8 May, 2023", [
        ("Ana", "Did you finish the pottery class you signed up for?"),
        ("Ben", "Yes! I made a blue vase and a tiny bowl for my mum."),
        ("Ana", "My cat Luna knocked over all my plants again."),
        ("Ben", "I went hiking at Crater Lake, the view was unreal."),
        *FILLER,
    ]),
    "2": ("3:00 pm on 20 June, 2023", [
        ("Ben", "Did you see the match on Saturday?"),
        ("Ana", "Luna finally has a friend: I adopted a puppy called Max."),
        ("Ana", "Ben, my cousin plays a strange instrument, the theremin."),
        *FILLER,
    ]),
    "3": ("9:00 am on 14 August, 2023", [
        ("Ben", "I went hiking at Mount Rainier, the view was unreal."),
        ("Ana", "I started a course on Italian cooking."),
        *FILLER,
        ("Ben", "I play the cello in a small orchestra now."),
    ]),
}


READING: dict[str, tuple[str, list[tuple[str, str]]]] = {
    "1": ("10:00 am on 8 May, 2023", [
        ("Ben", "How was your trip?"), ("Ana", "Fine, I read Dune on the train, I read it twice."), *FILLER]),
    "2": ("3:00 pm on 20 June, 2023", [
        ("Ben", "Ana, which books have you read lately?"), ("Ben", "Mine are all about sailing."), *FILLER]),
    "3": ("9:00 am on 14 August, 2023", [
        *FILLER, ("Ana", "Last night I finished Emma, a lovely novel."), ("Ben", "Ana, do you still buy books?")]),
}


def conversation(sessions: dict[str, tuple[str, list[tuple[str, str]]]] = SESSIONS) -> dict[str, Any]:
    data: dict[str, Any] = {"speaker_a": "Ana", "speaker_b": "Ben"}
    for number, (date, turns) in sessions.items():
        data[f"session_{number}_date_time"] = date
        data[f"session_{number}"] = [{"speaker": s, "dia_id": f"D{number}:{i + 1}", "text": t}
                                     for i, (s, t) in enumerate(turns)]
    return data


@pytest.fixture(scope="module")
def ingested(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("locomo") / "repo"
    path.mkdir()
    subprocess.run(["git", "init", "-q", str(path)], check=True)
    memory_bench.ingest(_invoke, path, locomo.turns(conversation()))
    return path


@pytest.fixture(scope="module")
def reading(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("locomo") / "reading"
    path.mkdir()
    subprocess.run(["git", "init", "-q", str(path)], check=True)
    memory_bench.ingest(_invoke, path, locomo.turns(conversation(READING)))
    return path


def ask(path: Path, question: str, limit: int = 3) -> tuple[list[str], Any]:
    found = _invoke(path, "recall", query=question, limit=limit)
    return [str(e.source) for e in found.engrams], found


def service(path: Path, question: str, limit: int = 3, **off: bool) -> list[str]:
    """The recall service with the named stages switched off, lexical similarity only (no vectors)."""
    stages = dataclasses.replace(recall_module.ALL_STAGES, **{name: False for name in off})
    found = recall_module.recall(Store(Repo.discover(path), memory_bench.USER), question, limit=limit,
                                 reinforce=False, stages=stages)
    return [r.version.source for r in found]


def test_the_answer_after_the_question_turn_is_found(ingested: Path) -> None:
    question = "What did Ben make in the pottery class?"
    sources, _ = ask(ingested, question)
    assert "D1:2" in sources
    assert "D1:2" in service(ingested, question)
    # The answer names Ben only as its speaker: without episodes (and without the speaker
    # preference, which favours Ben's lines) it is not found.
    assert "D1:2" not in service(ingested, question, episodes=False, speakers=False)


@pytest.mark.skipif(not embedder.available(), reason="the vectors extra is not installed: 'pets' meets 'puppy' "
                    "only through embeddings")
def test_multi_hop_evidence_across_sessions(ingested: Path) -> None:
    sources, _ = ask(ingested, "Which pets live with Ana besides her cat?", limit=5)
    assert {"D1:3", "D2:2"} <= set(sources)


def test_time_expressions_choose_the_session(ingested: Path) -> None:
    may, found = ask(ingested, "Where did Ben go hiking in May?", limit=1)
    assert may == ["D1:4"]
    assert found.time_window == "2023-05-01..2023-06-01 (in May)"
    # "last week" is read relative to the latest valid time in the store (14 August 2023).
    august, found = ask(ingested, "Where did Ben go hiking last week?", limit=1)
    assert august == ["D3:1"]
    assert found.time_window == "2023-08-07..2023-08-14 (last week)"
    # Without the time stage the two hikes are near-ties: at least one question loses its session.
    assert service(ingested, "Where did Ben go hiking in May?", limit=1, time=False) != ["D1:4"] \
        or service(ingested, "Where did Ben go hiking last week?", limit=1, time=False) != ["D3:1"]


def test_a_question_without_time_words_has_no_window(ingested: Path) -> None:
    _, found = ask(ingested, "Where did Ben go hiking?")
    assert found.time_window is None
    assert found.engrams[0].signals.get("time") is None


def test_the_named_speakers_own_line_is_preferred(ingested: Path) -> None:
    question = "What instrument does Ben play?"
    sources, _ = ask(ingested, question, limit=1)
    assert sources == ["D3:7"]
    assert service(ingested, question, limit=1) == ["D3:7"]
    # Without the stage, Ana's line (it names Ben, an instrument and playing) comes first.
    assert service(ingested, question, limit=1, speakers=False) == ["D2:3"]


def test_a_list_question_prefers_the_named_speakers_own_lines(reading: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """"Which books has Ana read?" asks for several things: Ana's own line (it says what she read)
    comes before Ben's question to her, which names her, books and reading."""
    question = "Which books has Ana read?"
    assert recall_module.asks_for_several(question)
    assert service(reading, question, limit=1) == ["D1:2"]
    singular = "Which book has Ana read?"
    assert not recall_module.asks_for_several(singular)
    store = Store(Repo.discover(reading), memory_bench.USER)
    scores = [(r.version.source, r.score) for r in recall_module.recall(store, singular, limit=4, reinforce=False)]
    # With the ordinary speaker share for lists too, Ben's question wins; a question about one
    # thing is not affected by the list share.
    monkeypatch.setattr(recall_module, "LIST_SPEAKER_SHARE", recall_module.SPEAKER_SHARE)
    assert service(reading, question, limit=1) == ["D2:1"]
    assert [(r.version.source, r.score) for r in recall_module.recall(store, singular, limit=4,
                                                                      reinforce=False)] == scores


@pytest.mark.parametrize(("query", "several"), [
    ("What books has Tim read?", True), ("Which cities did they visit in 2022?", True),
    ("What are Joanna's hobbies?", True), ("What outdoor activities does John enjoy?", True),
    ("How many children does Melanie have?", True), ("What are Maria's dogs' names?", True),
    ("What book did Tim read?", False), ("What is Caroline's relationship status?", False),
    ("What does Ana think of this class?", False), ("Where did Ben go hiking?", False),
    ("What motivates Joanna?", False), ("What kind of painting does John have?", False),
])
def test_asks_for_several_reads_plural_questions(query: str, several: bool) -> None:
    assert recall_module.asks_for_several(query) is several


def test_speaker_of_reads_transcript_lines_only() -> None:
    assert recall_module.speaker_of("Ana Maria: I went to Lisbon.") == ("ana", "maria")
    assert recall_module.speaker_of("Ben: ok") == ("ben",)
    assert recall_module.speaker_of("parse_header: keeps casing") == ()
    assert recall_module.speaker_of("Note that: nothing") == ()
    assert recall_module.speaker_of("Ben:no space") == ()


def test_being_recalled_often_does_not_crowd_out_a_better_match(ingested: Path) -> None:
    """Two near-ties for a question (the hikes, without time words); returning the second one
    to many other questions (its access count) must not lift it above the first, nor change
    any score: repeated recalls refresh decay now and raise importance only at ``consolidate``."""
    store = Store(Repo.discover(ingested), memory_bench.USER)
    question = "Where did Ben go hiking?"
    moment = timeline.now()
    access = recall_module.Access(store)
    first = recall_module.recall(store, question, limit=2, reinforce=False, now=moment)
    access.touch([r.engram for r in first], moment)      # both recalled once, just now
    before = recall_module.recall(store, question, limit=2, reinforce=False, now=moment)
    assert len(before) == 2 and before[0].signals["relevance"] - before[1].signals["relevance"] < 0.05
    for _ in range(30):                                  # the second one, by many other questions
        access.touch([before[1].engram], moment)
    after = recall_module.recall(store, question, limit=2, reinforce=False, now=moment)
    assert [r.version.source for r in after] == [r.version.source for r in before]
    assert after[1].score == pytest.approx(before[1].score, abs=1e-4)
    assert after[0].score == pytest.approx(before[0].score, abs=1e-4)
