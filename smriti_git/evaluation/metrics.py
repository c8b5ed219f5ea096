"""Retrieval metrics, latency percentiles and paired bootstrap intervals.

* **Acc@k**: 1 when *every* gold location is in the top ``k``, else 0.
* **Recall@k**: the share of gold locations in the top ``k``.
* **MRR**: 1 / rank of the first gold location within the top ``max(k)`` (20), else 0;
  capped so that a method returning a longer list gains nothing.

Rankings are de-duplicated (first occurrence kept) before scoring, so repeating an id
cannot fill the top ``k``.  Paired differences resample tasks with replacement (fixed
seed, 10,000 resamples) and report the 2.5th and 97.5th percentiles of the mean.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

KS: tuple[int, ...] = (1, 5, 10, 20)
BOOTSTRAP_RESAMPLES = 10_000
BOOTSTRAP_SEED = 20_240_601


def dedupe(items: Iterable[str]) -> list[str]:
    seen: set[str] = set()
    out = []
    for item in items:
        if item not in seen:
            seen.add(item)
            out.append(item)
    return out


def score(gold: Iterable[str], ranking: Sequence[str], ks: Sequence[int] = KS) -> dict[str, float]:
    """``acc@k``, ``recall@k`` for each k and ``mrr`` of one ranking against a non-empty gold set."""
    wanted = set(gold)
    if not wanted:
        raise ValueError("score() needs at least one gold location")
    ranked = dedupe(ranking)
    out: dict[str, float] = {}
    for k in ks:
        top = set(ranked[:k])
        hit = len(wanted & top)
        out[f"acc@{k}"] = 1.0 if hit == len(wanted) else 0.0
        out[f"recall@{k}"] = hit / len(wanted)
    cap = max(ks)
    first = next((i for i, item in enumerate(ranked[:cap], 1) if item in wanted), None)
    out["mrr"] = 1.0 / first if first else 0.0
    return out


def mean(values: Sequence[float]) -> float | None:
    return float(np.mean(values)) if len(values) else None


def percentile(values: Sequence[float], q: float) -> float | None:
    """The ``q``-th percentile (0-100, linear interpolation), or ``None`` for no values."""
    return float(np.percentile(np.asarray(values, dtype=float), q)) if len(values) else None


def bootstrap_diff(a: Sequence[float], b: Sequence[float], resamples: int = BOOTSTRAP_RESAMPLES,
                   seed: int = BOOTSTRAP_SEED) -> dict[str, float | int]:
    """Mean of ``a - b`` over paired tasks and its 95% bootstrap interval."""
    if len(a) != len(b):
        raise ValueError("paired samples must have the same length")
    if not a:
        raise ValueError("no paired samples")
    diffs = np.asarray(a, dtype=float) - np.asarray(b, dtype=float)
    rng = np.random.default_rng(seed)
    means = np.empty(resamples)
    chunk = max(1, 2_000_000 // len(diffs))
    for start in range(0, resamples, chunk):
        size = min(chunk, resamples - start)
        idx = rng.integers(0, len(diffs), size=(size, len(diffs)))
        means[start:start + size] = diffs[idx].mean(axis=1)
    low, high = np.percentile(means, [2.5, 97.5])
    return {"n": len(diffs), "mean": float(diffs.mean()), "low": float(low), "high": float(high),
            "resamples": resamples, "seed": seed}
