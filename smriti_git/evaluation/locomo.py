"""LoCoMo files: the conversations' turns (what is ingested) and their questions (what is asked).

A LoCoMo conversation (Maharana et al., ACL 2024) is a JSON object with ``speaker_a``,
``speaker_b``, ``session_N_date_time`` ("1:56 pm on 8 May, 2023") and ``session_N`` (a
list of turns: ``speaker``, ``dia_id`` such as ``D3:7``, ``text``, and ``blip_caption``
for a shared photo), plus ``qa`` (questions with ``evidence``, the ``dia_id``\\ s that
hold the answer, and ``category``).  The published ``locomo10.json`` wraps these keys in
``conversation`` beside ``qa`` and ``sample_id``, in a list; both shapes are read.

The two halves are read apart on purpose: :func:`turns` looks at the sessions and their
dates only (never ``qa``, summaries, observations or event annotations), and is all that
ingest sees; :func:`questions` reads ``qa`` for the scoring side.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from smriti_git.errors import InvalidArgument

CATEGORIES: dict[int, str] = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
_SESSION = re.compile(r"session_(\d+)")
_DATE_FORMAT = "%I:%M %p on %d %B, %Y"


@dataclass(frozen=True)
class Turn:
    """One turn of a conversation, as a memory: its content, ``dia_id`` and session time."""

    dia_id: str
    speaker: str
    text: str
    caption: str | None
    session: int
    valid_from: str | None

    @property
    def content(self) -> str:
        """``Speaker: text [shares a photo: caption]``: what is remembered (and what the baselines index)."""
        photo = f" [shares a photo: {self.caption}]" if self.caption else ""
        return f"{self.speaker}: {self.text}{photo}".strip()


@dataclass(frozen=True)
class Question:
    """A question with evidence: ``index`` is its position in the file's ``qa`` list."""

    index: int
    question: str
    category: int
    evidence: tuple[str, ...]


@dataclass(frozen=True)
class Conversation:
    name: str
    file: Path
    sha256: str
    turns: tuple[Turn, ...]
    questions: tuple[Question, ...]
    without_evidence: int


def session_time(text: str) -> str:
    """LoCoMo's session date ("1:56 pm on 8 May, 2023") as ISO 8601, read as UTC."""
    try:
        moment = datetime.strptime(" ".join(text.split()), _DATE_FORMAT)
    except ValueError:
        raise InvalidArgument(f"unreadable session date {text!r} (expected e.g. '1:56 pm on 8 May, 2023')") from None
    return moment.replace(tzinfo=UTC).isoformat()


def turns(data: dict[str, Any], where: str = "conversation") -> tuple[Turn, ...]:
    """Every turn of every session in session order, with its session's time.

    Reads the ``session_N`` lists and ``session_N_date_time`` strings only."""
    sessions = sorted((int(m.group(1)), key) for key in data if (m := _SESSION.fullmatch(key)))
    out: list[Turn] = []
    for number, key in sessions:
        items = data[key]
        if not isinstance(items, list):
            raise InvalidArgument(f"{where}: {key} is not a list of turns")
        stamp = data.get(f"{key}_date_time")
        valid_from = session_time(stamp) if isinstance(stamp, str) and stamp.strip() else None
        for turn in items:
            if not isinstance(turn, dict) or not isinstance(turn.get("dia_id"), str) \
                    or not isinstance(turn.get("text"), str):
                raise InvalidArgument(f"{where}: a turn of {key} lacks a dia_id or text")
            caption = turn.get("blip_caption")
            out.append(Turn(dia_id=turn["dia_id"], speaker=str(turn.get("speaker") or ""), text=turn["text"],
                            caption=caption if isinstance(caption, str) and caption.strip() else None,
                            session=number, valid_from=valid_from))
    if not out:
        raise InvalidArgument(f"{where}: no session_N turns (is this a LoCoMo conversation?)")
    return tuple(out)


def questions(qa: Any, where: str = "conversation") -> tuple[tuple[Question, ...], int]:
    """The questions that name evidence, and how many name none (those are never scored)."""
    if not isinstance(qa, list):
        raise InvalidArgument(f"{where}: qa is not a list of questions")
    out: list[Question] = []
    without = 0
    for index, item in enumerate(qa):
        evidence = item.get("evidence") if isinstance(item, dict) else None
        if not evidence or not isinstance(evidence, list):
            without += 1
            continue
        category = item.get("category")
        out.append(Question(index=index, question=str(item.get("question") or ""),
                            category=category if isinstance(category, int) else 0,
                            evidence=tuple(str(e) for e in evidence)))
    return tuple(out), without


def load(path: Path) -> list[Conversation]:
    """The conversations of one LoCoMo file (an object, or a list as in ``locomo10.json``)."""
    try:
        raw = path.read_bytes()
        data = json.loads(raw)
    except OSError as exc:
        raise InvalidArgument(f"cannot read {path}: {exc.strerror or exc}") from None
    except ValueError as exc:
        raise InvalidArgument(f"{path} is not JSON: {exc}") from None
    digest = hashlib.sha256(raw).hexdigest()
    samples = data if isinstance(data, list) else [data]
    out: list[Conversation] = []
    for number, sample in enumerate(samples):
        if not isinstance(sample, dict):
            raise InvalidArgument(f"{path}: expected a LoCoMo conversation object")
        body = sample.get("conversation", sample)
        if not isinstance(body, dict):
            raise InvalidArgument(f"{path}: conversation is not an object")
        name = str(sample.get("sample_id") or (path.stem if len(samples) == 1 else f"{path.stem}#{number}"))
        where = f"{path} ({name})"
        asked, without = questions(sample.get("qa", []), where)
        out.append(Conversation(name=name, file=path, sha256=digest, turns=turns(body, where), questions=asked,
                                without_evidence=without))
    return out


def load_all(paths: list[Path]) -> list[Conversation]:
    """Every conversation of ``paths``; two with the same name are refused (rows are keyed by name)."""
    found: list[Conversation] = []
    for path in paths:
        found.extend(load(path))
    names = [c.name for c in found]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise InvalidArgument(f"conversation named twice: {', '.join(twice)}")
    return found
