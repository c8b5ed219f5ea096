"""Packing: choose how much of each ranked symbol fits a token budget (a knapsack).

Each symbol can be shown as its full body, as its signature with its docstring, or as
its signature alone; each representation has an exact token cost (the header line
naming the symbol included) and a value: the symbol's relevance times the share of the
symbol the representation shows (1.0, 0.35, 0.15).  Relevance falls geometrically with
the symbol's place in the ranking (``DECAY ** place``): the place, unlike the raw
score, means the same thing from one query to the next, and on the benchmark's
validation split it packed more of the needed functions than any power of the score
(see docs/retrieval.md).  A multiple-choice knapsack, solved exactly by dynamic
programming over the budget (numpy, one pass per item), picks at most one
representation per symbol so that the total value is the largest possible within the
budget.  The table is never wider than the candidates' total size: a budget larger
than everything together costs no more than one that just fits it, so the work and
memory are bounded by the candidates, not by the budget.

A symbol whose enclosing symbol's body is chosen (a method inside its class, a
nested function) is left out, since its text is already there, and the knapsack is
solved again with the budget it would have taken.

The packed text is then counted again as a whole.  Tokenisers can merge across the
boundary of two blocks, so if the whole exceeds the budget, the least valuable block
per token is downgraded until it fits; the reported count is always the count of the
final text, and never exceeds the budget.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

REPRESENTATIONS = ("body", "signature_doc", "signature")
COVERAGE = {"body": 1.0, "signature_doc": 0.35, "signature": 0.15}
DECAY = 0.85


@dataclass(frozen=True)
class Block:
    kind: str
    text: str
    tokens: int


@dataclass
class Item:
    """One candidate for the pack: an id, its relevance, and its possible blocks."""

    id: str
    score: float
    blocks: list[Block]
    meta: dict[str, object] = field(default_factory=dict)
    within: frozenset[str] = frozenset()
    """Ids of the items whose body contains this one (a method in its class, a nested function)."""


@dataclass
class Chosen:
    item: Item
    block: Block


@dataclass
class Packed:
    chosen: list[Chosen]
    text: str
    tokens: int
    budget: int
    considered: int


def _relevance(items: Sequence[Item]) -> list[float]:
    """``DECAY ** place`` of each item, its place being its rank by score (ties: given order)."""
    order = sorted(range(len(items)), key=lambda n: -items[n].score)
    out = [0.0] * len(items)
    for place, n in enumerate(order):
        out[n] = DECAY ** place
    return out


def _solve(items: Sequence[Item], budget: int) -> list[int]:
    """Index of the chosen block per item (-1: left out), maximising the total value."""
    # Any choice costs at most the sum of each item's largest block: a wider table adds nothing.
    budget = min(budget, sum(max((b.tokens for b in item.blocks), default=0) for item in items))
    relevance = _relevance(items)
    negative = -1e18
    dp = np.full(budget + 1, negative)
    dp[0] = 0.0
    choices = np.zeros((len(items), budget + 1), dtype=np.int8)
    for n, item in enumerate(items):
        best = dp.copy()
        pick = np.zeros(budget + 1, dtype=np.int8)
        for b, block in enumerate(item.blocks):
            cost = block.tokens
            if cost > budget or cost <= 0:
                continue
            value = relevance[n] * COVERAGE[block.kind]
            shifted = np.full(budget + 1, negative)
            shifted[cost:] = dp[: budget + 1 - cost] + value
            better = shifted > best
            best[better] = shifted[better]
            pick[better] = b + 1
        dp = best
        choices[n] = pick
    spent = int(np.argmax(dp))
    chosen = [-1] * len(items)
    for n in range(len(items) - 1, -1, -1):
        b = int(choices[n, spent]) - 1
        chosen[n] = b
        if b >= 0:
            spent -= items[n].blocks[b].tokens
    return chosen


def pack(items: Sequence[Item], budget: int, count: Callable[[str], int]) -> Packed:
    """The best choice of blocks within ``budget`` tokens, in relevance order."""
    if budget <= 0 or not items:
        return Packed([], "", 0, budget, len(items))
    active = list(items)
    while True:
        picks = _solve(active, budget)
        bodies = {i.id for i, b in zip(active, picks, strict=True) if b >= 0 and i.blocks[b].kind == "body"}
        repeated = {i.id for i, b in zip(active, picks, strict=True) if b >= 0 and i.within & bodies}
        if not repeated:
            break
        # Their text is already inside a chosen body: leave them out and use the budget again.
        active = [i for i in active if i.id not in repeated]
    relevance = dict(zip((i.id for i in active), _relevance(active), strict=True))
    chosen = [Chosen(item, item.blocks[b]) for item, b in zip(active, picks, strict=True) if b >= 0]
    text = "".join(c.block.text for c in chosen)
    tokens = count(text)
    while tokens > budget and chosen:
        # Downgrade the block giving the least value per token (or drop it).
        weakest = min(range(len(chosen)), key=lambda i: relevance[chosen[i].item.id] * COVERAGE[chosen[i].block.kind]
                      / max(1, chosen[i].block.tokens))
        item, block = chosen[weakest].item, chosen[weakest].block
        cheaper = [x for x in item.blocks if x.tokens < block.tokens]
        if cheaper:
            chosen[weakest] = Chosen(item, max(cheaper, key=lambda x: COVERAGE[x.kind]))
        else:
            del chosen[weakest]
        text = "".join(c.block.text for c in chosen)
        tokens = count(text)
    return Packed(chosen, text, tokens, budget, len(items))
