"""The linker's accuracy targets hold on the hand-labelled fixtures (bench/linker_accuracy.py)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "bench" / "linker_accuracy.py"
TARGETS = {"python": 60, "typescript": 60, "go": 60, "java": 60}   # minimum labelled call sites


def _scorer():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("linker_accuracy", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up here
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def scores() -> dict[str, object]:
    return {s.language: s for s in _scorer().score_all()}


@pytest.mark.parametrize("language", sorted(TARGETS))
def test_precision_and_recall_targets(scores: dict[str, object], language: str) -> None:
    score = scores[language]
    assert not score.errors, f"fixture labels out of sync: {score.errors[:3]}"  # type: ignore[attr-defined]
    assert score.sites >= TARGETS[language]  # type: ignore[attr-defined]
    assert score.precision >= 0.95, score.wrong  # type: ignore[attr-defined]
    assert score.recall >= 0.80, score.missed  # type: ignore[attr-defined]
