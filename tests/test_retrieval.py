"""Retrieval: query understanding, ranking signals, exact packing, and the operations."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path
from typing import Any

import pytest

from smriti_git.services import tokens
from smriti_git.services.retrieval.pack import COVERAGE, Block, Item, _relevance, pack
from smriti_git.services.retrieval.understand import understand

from .helpers import git, shop_repo, smp


def test_understanding_pulls_identifiers_paths_frames_and_errors() -> None:
    text = (
        "`Money.scale` returns the wrong currency when called from shop/core/models.py.\n"
        "I think make_order() or OrderLine is involved.\n"
        "```python\nfrom shop.util.money import total\ntotal([m])\n```\n"
        "Traceback (most recent call last):\n"
        '  File "/home/me/shop/util/money.py", line 30, in scale\n'
        "ValueError: currency mismatch between EUR and USD\n"
    )
    intent = understand(text)
    assert intent.identifiers["Money.scale"] == 3.0 and intent.identifiers["scale"] >= 2.5
    assert intent.identifiers["make_order"] >= 2.0 and "OrderLine" in intent.identifiers
    assert "total" in intent.identifiers and "shop.util.money" in intent.identifiers
    assert intent.paths == ["/home/me/shop/util/money.py", "shop/core/models.py"] or \
        "shop/core/models.py" in intent.paths
    assert [f.path for f in intent.frames] == ["/home/me/shop/util/money.py"]
    assert intent.messages == ["currency mismatch between EUR and USD"]
    assert not intent.wants_tests and understand("the test fixture breaks").wants_tests


def _items(rng: random.Random, n: int) -> list[Item]:
    items = []
    for i in range(n):
        body = " ".join(rng.choice(["def", "alpha", "beta(", "x=1", "\n", "return", "🙂", "naïve"])
                        for _ in range(rng.randint(5, 120)))
        texts = {"body": f"# s{i}\n{body}\n\n", "signature": f"# s{i}\ndef s{i}():\n\n"}
        if rng.random() < 0.5:
            texts["signature_doc"] = f"# s{i}\ndef s{i}():\n    \"\"\"doc {body[:30]}\"\"\"\n\n"
        items.append(Item(f"s{i}", rng.random(), [Block(k, t, tokens.count(t)) for k, t in texts.items()]))
    return items


@pytest.mark.parametrize("seed", range(12))
def test_packing_is_exact_and_within_budget(seed: int) -> None:
    rng = random.Random(seed)
    items = _items(rng, rng.randint(1, 25))
    for budget in (0, 1, 17, 64, 300, 1000, 5000):
        packed = pack(items, budget, tokens.count)
        assert packed.tokens == tokens.count(packed.text), "the reported count is the count of the text"
        assert packed.tokens <= budget
        assert packed.text == "".join(c.block.text for c in packed.chosen)
        assert len({c.item.id for c in packed.chosen}) == len(packed.chosen), "one representation per symbol"


def test_knapsack_is_optimal_on_small_instances() -> None:
    rng = random.Random(7)
    for _ in range(30):
        items = _items(rng, rng.randint(1, 5))
        budget = rng.randint(10, 400)
        relevance = _relevance(items)
        best = 0.0
        for combo in itertools.product(*[[-1, *range(len(i.blocks))] for i in items]):
            cost = sum(items[n].blocks[b].tokens for n, b in enumerate(combo) if b >= 0)
            if cost <= budget:
                best = max(best, sum(relevance[n] * COVERAGE[items[n].blocks[b].kind]
                                     for n, b in enumerate(combo) if b >= 0))
        packed = pack(items, budget, tokens.count)
        by_id = {i.id: n for n, i in enumerate(items)}
        got = sum(relevance[by_id[c.item.id]] * COVERAGE[c.block.kind] for c in packed.chosen)
        if packed.tokens == sum(c.block.tokens for c in packed.chosen):  # no boundary merge happened
            assert got == pytest.approx(best)


def test_a_symbol_inside_a_packed_body_is_not_packed_twice() -> None:
    def item(name: str, score: float, body: str, within: frozenset[str] = frozenset()) -> Item:
        texts = {"body": f"# {name}\n{body}\n\n", "signature": f"# {name}\n{body.splitlines()[0]}\n\n"}
        return Item(name, score, [Block(k, t, tokens.count(t)) for k, t in texts.items()], within=within)

    inner_body = "    def inner(self):\n        return 2"
    outer = item("Outer", 0.9, "class Outer:\n    x = 1\n" + inner_body)
    inner = item("Outer.inner", 1.0, inner_body, frozenset({"Outer"}))
    other = item("other", 0.5, "def other():\n    return 3")
    packed = pack([inner, outer, other], 1000, tokens.count)
    assert [c.item.id for c in packed.chosen] == ["Outer", "other"], "inner's text is already in Outer's body"
    assert packed.text.count("def inner") == 1 and packed.tokens == tokens.count(packed.text)
    tight = pack([inner, outer, other], tokens.count(inner.blocks[0].text) + 2, tokens.count)
    assert [c.item.id for c in tight.chosen] == ["Outer.inner"], "without room for Outer, inner stands alone"


@pytest.fixture(scope="module")
def shop(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return shop_repo(tmp_path_factory.mktemp("retrieval"), index=False)


def run(shop: Path, *args: str, input: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(smp(*args, "--json", cwd=shop, input=input).stdout)
    return out


def test_context_ranks_packs_and_explains(shop: Path) -> None:
    out = run(shop, "context", "scaling money by a factor returns the wrong amount, see `Money.scale`",
              "--budget", "400")
    assert out["symbols"][0]["id"] == "shop/util/money.py::Money.scale()"
    assert out["symbols"][0]["representation"] == "body" and "name" in out["symbols"][0]["reasons"]
    assert out["tokens"] <= 400 and out["tokens"] == tokens.count(out["text"])
    assert "def scale(self, factor: int)" in out["text"]
    tiny = run(shop, "context", "money scale", "--budget", "40")
    assert tiny["tokens"] <= 40 and tiny["tokens"] == tokens.count(tiny["text"])
    assert {s["representation"] for s in tiny["symbols"]} <= {"signature", "signature_doc", "body"}


def test_context_uses_stack_traces_and_messages(shop: Path) -> None:
    trace = ('Traceback (most recent call last):\n  File "/srv/app/shop/cli.py", line 25, in run\n'
             '  File "/srv/app/shop/util/money.py", line 27, in _check\nValueError: currency mismatch\n')
    out = run(shop, "context", "-", "--budget", "600", input=trace)
    ids = [s["id"] for s in out["symbols"]]
    assert ids[0] == "shop/util/money.py::Money._check()"
    assert {"frame", "message"} <= set(out["symbols"][0]["reasons"])
    cl = run(shop, "context", "-", "--budget", "600", "--encoding", "cl100k_base", input=trace)
    assert cl["tokens"] == tokens.count(cl["text"], "cl100k_base") <= 600


def test_locate_returns_the_structural_map(shop: Path) -> None:
    out = run(shop, "locate", "make an order and check it out", "--top-k", "6")
    ids = [r["id"] for r in out["results"]]
    assert "shop/core/models.py::make_order()" in ids
    for kind, src, dst, _ in out["edges"]:
        assert src in ids and dst in ids and kind in ("CALLS", "INHERITS", "IMPLEMENTS", "REFERENCES")


def test_search_filters(shop: Path) -> None:
    out = run(shop, "search", "order", "--kind", "function")
    assert [h["id"] for h in out["hits"]] == ["shop/core/models.py::make_order()"]
    methods = run(shop, "search", "validate", "--path", "shop/core/models.py")
    assert {h["id"] for h in methods["hits"]} == {"shop/core/models.py::Product.validate()",
                                                   "shop/core/models.py::Order.validate()"}
    decorated = run(shop, "search", "zero", "--tag", "classmethod")
    assert [h["id"] for h in decorated["hits"]] == ["shop/util/money.py::Money.zero()"]


def test_vector_reranking_uses_the_shipped_model_and_its_cache(shop: Path) -> None:
    """``--vectors`` runs the real all-MiniLM model over the best candidates; vectors land
    in the store (a second run embeds nothing new) and the packing stays exact."""
    query = "convert an amount of money into another currency"
    plain = run(shop, "context", query, "--budget", "600")
    first = run(shop, "context", query, "--budget", "600", "--vectors")
    assert all("vector" not in s["reasons"] for s in plain["symbols"])
    assert any("vector" in s["reasons"] for s in first["symbols"])
    assert first["tokens"] <= 600 and first["tokens"] == tokens.count(first["text"])
    store = shop / ".git" / "smp" / "cache" / "vectors"
    segments = sorted(p.name for p in store.glob("*/segments/*.smv"))
    assert segments, "the candidates' vectors are kept in the vector store"
    git("config", "smp.context.vectors", "true", cwd=shop)
    try:
        again = run(shop, "context", query, "--budget", "600")
    finally:
        git("config", "--unset", "smp.context.vectors", cwd=shop)
    assert [s["id"] for s in again["symbols"]] == [s["id"] for s in first["symbols"]]
    assert sorted(p.name for p in store.glob("*/segments/*.smv")) == segments, "nothing embedded twice"
    located = run(shop, "locate", query, "--vectors", "--top-k", "5")
    assert any("vector" in r["reasons"] for r in located["results"])
