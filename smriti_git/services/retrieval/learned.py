"""The learned fusion (optional second stage): a linear model over each candidate's signals.

The hand-set fusion of ``rank.py`` orders every symbol; this stage takes its ``depth``
best candidates, describes each by :data:`FEATURES` (the signals of ``rank.py`` in
[0, 1], the hand-set score and place, the demotion, the kind and size of the symbol,
the metadata-only BM25, and the bias-aware features of ``sacl.py``), and
re-orders them by a logistic regression's probability that the candidate is a symbol
the task edits (``depth`` is at least the number of candidates asked for).

The model is a JSON file (feature names, standardisation, coefficients) shipped in
this package (``ranker_model.json``), trained by ``bench/train_ranker.py`` on tasks
mined from git history (never on SWE-bench), with fixed seeds; applying it needs numpy
only.  A model whose features this code does not compute is refused (``Unsupported``).

The bias-aware features (``code``, ``calls``, ``doc_only``) come from ``sacl.py``.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from smriti_git.errors import Unsupported
from smriti_git.services.retrieval.rank import Ranked, Scored
from smriti_git.services.retrieval.sacl import SACL, body_features
from smriti_git.services.retrieval.understand import Intent

if TYPE_CHECKING:
    from smriti_git.services.retrieval.context import Engine

DEPTH = 150
MODEL_FILE = "ranker_model.json"
SIGNALS = ("bm25", "name", "owner", "path", "frame", "message", "graph", "file")
FEATURES = (*SIGNALS, "hand", "hand_place", "demoted", "method", "type", "lines", "meta", *SACL)

_TYPES = frozenset({"class", "interface", "trait", "struct", "enum", "type"})


@dataclass(frozen=True)
class LinearModel:
    """Standardised features, one coefficient each, and an intercept: ``logit = ((x - mean) / scale) @ coef + b``."""

    features: tuple[str, ...]
    mean: np.ndarray
    scale: np.ndarray
    coef: np.ndarray
    intercept: float
    depth: int = DEPTH
    about: dict[str, Any] = field(default_factory=dict)

    def logits(self, matrix: np.ndarray) -> np.ndarray:
        result: np.ndarray = ((matrix - self.mean) / self.scale) @ self.coef + self.intercept
        return result

    def to_json(self) -> dict[str, Any]:
        return {"kind": "logistic", "version": 1, "features": list(self.features), "depth": self.depth,
                "mean": [round(float(v), 8) for v in self.mean], "scale": [round(float(v), 8) for v in self.scale],
                "coef": [round(float(v), 8) for v in self.coef], "intercept": round(self.intercept, 8),
                "about": self.about}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> LinearModel:
        if data.get("kind") != "logistic" or data.get("version") != 1:
            raise Unsupported(f"ranker model of kind {data.get('kind')!r} version {data.get('version')!r} is not "
                              "one this version reads (logistic, 1)")
        unknown = [f for f in data["features"] if f not in FEATURES]
        if unknown:
            raise Unsupported(f"the ranker model uses features this version does not compute: {', '.join(unknown)}")
        arrays = [np.asarray(data[k], dtype=np.float64) for k in ("mean", "scale", "coef")]
        if any(len(a) != len(data["features"]) for a in arrays):
            raise Unsupported("the ranker model's arrays do not match its feature list")
        return cls(tuple(data["features"]), arrays[0], np.where(arrays[1] > 0, arrays[1], 1.0), arrays[2],
                   float(data["intercept"]), int(data.get("depth", DEPTH)), dict(data.get("about", {})))


@lru_cache(maxsize=8)
def load(path: str | None = None) -> LinearModel:
    """The model at ``path``, or the one shipped in this package."""
    if path is None:
        text = resources.files("smriti_git.services.retrieval").joinpath(MODEL_FILE).read_text(encoding="utf-8")
    else:
        text = Path(path).read_text(encoding="utf-8")
    return LinearModel.from_json(json.loads(text))


# -- features ---------------------------------------------------------------------------------------


def feature_matrix(eng: Engine, scored: Scored, idx: np.ndarray, intent: Intent,
                   wanted: tuple[str, ...] = FEATURES) -> np.ndarray:
    """The ``wanted`` features of candidates ``idx`` (ordered by the hand-set score, best first)."""
    docs = eng.index.docs
    n = len(idx)
    zeros = np.zeros(n, dtype=np.float64)
    best = float(scored.score[idx].max()) if n else 1.0
    cols: dict[str, np.ndarray] = {k: scored.signals[k][idx].astype(np.float64) if k in scored.signals else zeros
                                   for k in SIGNALS}
    cols["hand"] = scored.score[idx] / (best or 1.0)
    cols["hand_place"] = np.log1p(np.arange(n, dtype=np.float64))
    cols["demoted"] = 1.0 - scored.factor[idx]
    cols["method"] = np.array([docs[int(i)].kind == "method" for i in idx], dtype=np.float64)
    cols["type"] = np.array([docs[int(i)].kind in _TYPES for i in idx], dtype=np.float64)
    cols["lines"] = np.array([math.log1p(docs[int(i)].end_line - docs[int(i)].start_line + 1) for i in idx])
    meta = eng.index.meta_scores(intent.tokens)[idx].astype(np.float64)
    cols["meta"] = meta / (float(meta.max()) or 1.0) if n else zeros
    if any(k in wanted for k in SACL):
        sacl = body_features(eng, idx, intent)
        for j, k in enumerate(SACL):
            cols[k] = sacl[:, j]
    return np.column_stack([cols[k] for k in wanted]) if n else np.zeros((0, len(wanted)))


def candidates(scored: Scored, depth: int) -> np.ndarray:
    """The ``depth`` best candidates by the hand-set score (positive scores only), best first."""
    order = np.argsort(-scored.score, kind="stable")[:depth]
    return order[scored.score[order] > 0]


def rerank(eng: Engine, scored: Scored, intent: Intent, model: LinearModel, limit: int) -> list[Ranked]:
    """The best ``limit`` candidates by the model's probability (hand-set order below its depth)."""
    depth = max(model.depth, limit)
    idx = candidates(scored, depth)
    if not len(idx):
        return []
    logits = model.logits(feature_matrix(eng, scored, idx, intent, model.features))
    probability = 1.0 / (1.0 + np.exp(-logits))
    order = np.argsort(-probability, kind="stable")[:limit]
    out = []
    for j in order:
        item = eng.ranker.ranked(scored, int(idx[j]), float(probability[j]))
        item.signals["learned"] = round(float(probability[j]), 4)
        out.append(item)
    return out
