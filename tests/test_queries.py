"""Structural queries with known answers, on the hand-labelled ``shop`` fixture."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from .helpers import MakeIndexedRepo, git, shop_repo, smp


@pytest.fixture(scope="module")
def shop(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return shop_repo(tmp_path_factory.mktemp("queries"), index=True)


def q(shop: Path, *args: str, check: bool = True) -> dict[str, Any]:
    proc = smp(*args, "--json", cwd=shop, check=check)
    out: dict[str, object] = json.loads(proc.stdout)
    return out


def ids(items: object, key: str = "symbol") -> set[str]:
    assert isinstance(items, list)
    return {item[key]["id"] if key else item["id"] for item in items}


def test_callers_and_callees_are_exact(shop: Path) -> None:
    out = q(shop, "callers", "shop/util/text.py::clamp()")
    assert ids(out["neighbors"]) == {"shop/util/text.py::helper()", "shop/util/money.py::Money.scale()"}
    out = q(shop, "callees", "Order.checkout")
    assert ids(out["neighbors"]) == {
        "shop/core/base.py::Entity.save()", "shop/core/base.py::Store.put()",
        "shop/core/models.py::Order.total()", "shop/core/base.py::Entity.to_json()"}
    out = q(shop, "neighbors", "shop/core/base.py::Entity#", "--relation", "implementations")
    assert ids(out["neighbors"]) == {"shop/core/models.py::Product#", "shop/core/models.py::Order#"}
    out = q(shop, "neighbors", "shop/util/text.py", "--relation", "importers")
    assert ids(out["neighbors"]) == {"shop/util/money.py", "shop/core/models.py", "shop/cli.py", "shop/__init__.py"}
    assert out["counts"] == {"returned": 4, "total": 4, "truncated": False}


def test_trace_neighbors_and_path_take_both_relation_vocabularies(shop: Path) -> None:
    """``trace -r callees`` was a usage error while ``neighbors`` spoke of callers / callees."""
    clamp = "shop/util/text.py::clamp()"
    callers = {"shop/util/text.py::helper()", "shop/util/money.py::Money.scale()"}
    for args in (["-r", "callers"], ["-r", "calls", "--direction", "in"], ["-r", "callers", "--direction", "in"]):
        out = q(shop, "trace", clamp, "-d", "1", *args)
        assert (out["relation"], out["direction"]) == ("calls", "in") and {h["src"] for h in out["hops"]} == callers
    checkout = "shop/core/models.py::Order.checkout()"
    callees = {h["dst"] for h in q(shop, "trace", checkout, "-d", "1", "-r", "callees")["hops"]}
    assert callees == {h["dst"] for h in q(shop, "trace", checkout, "-d", "1")["hops"]}
    assert callees == ids(q(shop, "neighbors", checkout, "-r", "calls")["neighbors"])
    assert callees == ids(q(shop, "callees", checkout)["neighbors"])
    bases = q(shop, "neighbors", "shop/core/models.py::Order#", "-r", "inherits")
    assert bases["relation"] == "bases" and "shop/core/base.py::Entity#" in ids(bases["neighbors"])
    assert q(shop, "path", checkout, "shop/core/base.py::Entity.save()", "-r", "callees")["paths"]
    wrong = smp("trace", clamp, "-r", "callers", "--direction", "out", cwd=shop, check=False)
    assert wrong.returncode == 2 and "contradicts" in wrong.stderr and "Traceback" not in wrong.stderr
    backwards = smp("path", checkout, "shop/core/base.py::Entity.save()", "-r", "callers", cwd=shop, check=False)
    assert backwards.returncode == 2 and "swap source and target" in backwards.stderr


def test_ambiguous_names_list_candidates(shop: Path) -> None:
    proc = smp("callers", "validate", "--json", cwd=shop, check=False)
    assert proc.returncode == 1
    out = json.loads(proc.stdout)
    assert out["status"] == "ambiguous"
    assert {c["id"] for c in out["candidates"]} == {
        "shop/core/base.py::Entity.validate()", "shop/core/models.py::Product.validate()",
        "shop/core/models.py::Order.validate()"}
    missing = smp("callers", "no_such_thing", cwd=shop, check=False)
    assert missing.returncode == 1 and "no symbol" in missing.stderr


def test_impact_sets_are_exact(shop: Path) -> None:
    out = q(shop, "impact", "shop/util/text.py::clamp()", "--depth", "3")
    assert ids(out["affected"]) == {"shop/util/text.py::helper()", "shop/util/money.py::Money.scale()",
                                    "shop/core/models.py::Product.discounted()"}
    assert out["files"] == ["shop/core/models.py", "shop/util/money.py"]
    assert out["risk"] in ("low", "medium", "high", "critical")
    assert {u["id"] for u in out["uncovered"]} == ids(out["affected"]), "the fixture has no tests"
    shallow = q(shop, "impact", "shop/util/text.py::clamp()", "--depth", "1")
    assert ids(shallow["affected"]) == {"shop/util/text.py::helper()", "shop/util/money.py::Money.scale()"}
    delete = q(shop, "impact", "shop/util/text.py::clamp()", "--change", "delete")
    assert "shop/util/money.py" in ids(delete["affected"]), "the importing file breaks when clamp is deleted"
    assert all(a["must_change"] for a in delete["affected"])


def test_known_paths_and_honest_no_path(shop: Path) -> None:
    out = q(shop, "path", "shop/cli.py::run()", "shop/util/text.py::normalise()")
    routes = {tuple([p[0]["src"]] + [h["dst"] for h in p]) for p in out["paths"]}
    assert routes == {
        ("shop/cli.py::run()", "shop/core/models.py::Product.__init__()", "shop/util/text.py::normalise()"),
        ("shop/cli.py::run()", "shop/util/text.py::slugify()", "shop/util/text.py::normalise()"),
    }
    assert all(h["kind"] == "CALLS" and 0 < h["confidence"] <= 1 for p in out["paths"] for h in p)
    proc = smp("path", "shop/util/text.py::normalise()", "shop/cli.py::run()", cwd=shop, check=False)
    assert proc.returncode == 1 and "no path" in proc.stdout and "from the target to the source" in proc.stdout


def test_find_show_file_info(shop: Path) -> None:
    found = q(shop, "find", "make order")
    assert found["matches"][0]["symbol"]["id"] == "shop/core/models.py::make_order()"
    shown = q(shop, "show", "Money.add")
    assert shown["source"].startswith("def add(self, other: \"Money\") -> \"Money\":")
    assert shown["truncated"] is False
    small = q(shop, "show", "Money.add", "--max-bytes", "10")
    assert small["source"] == "def add(se" and small["truncated"] is True
    summary = q(shop, "file", "shop/util/text.py")
    assert summary["importers"] == ["shop/__init__.py", "shop/cli.py", "shop/core/models.py", "shop/util/money.py"]
    assert summary["functions"] == 4 and summary["role"] == "module"
    info = q(shop, "info")
    assert info["files"] == 8 and info["languages"] == {"python": 8}


def test_stack_trace_from_another_machine(shop: Path) -> None:
    trace = (
        "Traceback (most recent call last):\n"
        '  File "/home/ci/build/shop/cli.py", line 25, in run\n'
        "    order = make_order(7, product, other)\n"
        '  File "/home/ci/build/shop/core/models.py", line 64, in make_order\n'
        "    order.add(product)\n"
        '  File "/usr/lib/python3.11/json/__init__.py", line 231, in dumps\n'
        "ValueError: bad quantity\n"
    )
    out = json.loads(smp("stack", "--json", cwd=shop, input=trace, check=False).stdout)
    resolved = [f["symbol"]["id"] for f in out["frames"] if f["symbol"]]
    assert resolved == ["shop/cli.py::run()", "shop/core/models.py::make_order()"]
    assert "ValueError: bad quantity" in out["unmatched"] and out["status"] == "partial"
    assert any("json/__init__.py" in u for u in out["unmatched"]), "frames outside the repo are listed"


def test_communities_and_boundaries(shop: Path) -> None:
    coarse = q(shop, "communities", "--level", "1")
    fine = q(shop, "communities", "--level", "0")
    assert coarse["communities"] and fine["communities"]
    assert sum(c["size"] for c in coarse["communities"]) == sum(c["size"] for c in fine["communities"])
    parents = {c["id"] for c in coarse["communities"]}
    assert {c["parent"] for c in fine["communities"]} <= parents
    assert all(c["label"] for c in coarse["communities"])
    again = q(shop, "communities", "--level", "1")
    assert again == coarse, "deterministic"
    q(shop, "boundaries")


def _cluster(prefix: str, words: list[str]) -> str:
    """Functions that call each other in a ring: one community."""
    names = [f"{prefix}_{w}" for w in words]
    return "".join(f"def {n}(x):\n    return {names[(i + 1) % len(names)]}(x) + {names[(i + 2) % len(names)]}(x)\n\n\n"
                   for i, n in enumerate(names))


def test_communities_in_one_folder_have_names_that_tell_them_apart(make_indexed_repo: MakeIndexedRepo) -> None:
    """Every community of requests was labelled ``src/requests/``: the label is now the
    dominant file or class and the best-connected symbols; the folder is ``prefix``."""
    path = make_indexed_repo("two", files={
        "src/pkg/auth.py": _cluster("auth", ["login", "logout", "token", "refresh", "verify"]),
        "src/pkg/store.py": _cluster("store", ["put", "get", "drop", "scan", "flush"]),
        "src/pkg/__init__.py": ""})
    found = q(path, "communities")["communities"]
    labels = {c["label"] for c in found}
    assert len(labels) == len(found) >= 2, found
    by_file = {c["label"].split(":")[0]: c for c in found}
    assert {"auth.py", "store.py"} <= set(by_file), labels
    assert by_file["auth.py"]["prefix"] == by_file["store.py"]["prefix"] == "src/pkg/"
    assert "auth_" in by_file["auth.py"]["label"] and "store_" not in by_file["auth.py"]["label"]
    text = smp("communities", cwd=path).stdout
    assert all(label in text for label in labels)


def test_history_of_a_symbol(make_indexed_repo: MakeIndexedRepo) -> None:
    path = make_indexed_repo("hist", files={"m.py": "def f():\n    return 1\n\n\ndef g():\n    return 2\n"})
    for body in ("return 3", "return 4"):
        text = (path / "m.py").read_text().replace("return 1", body).replace("return 3", body)
        (path / "m.py").write_text(text)
        git("commit", "-qam", f"f {body}", cwd=path)
        smp("index", cwd=path)
    (path / "m.py").write_text((path / "m.py").read_text() + "\n\ndef h():\n    return 5\n")
    git("commit", "-qam", "add h", cwd=path)
    smp("index", cwd=path)
    out = q(path, "history", "m.py::f()")
    assert [c["change"] for c in out["changes"]] == ["changed", "changed", "added"]
    assert [c["subject"] for c in out["changes"]] == ["f return 4", "f return 3", "initial"]
    assert out["snapshots_examined"] == 4
    untouched = q(path, "history", "m.py::g()")
    assert [c["change"] for c in untouched["changes"]] == ["added"]


def test_message_finds_the_code_that_logs_it(shop: Path) -> None:
    out = q(shop, "message", "ValueError: currency mismatch")
    assert out["matches"][0]["src"] == "shop/util/money.py::Money._check()"
    assert out["matches"][0]["symbol"]["id"] == "shop/util/money.py::Money._check()"
    product = q(shop, "message", "error: a product needs a name (got '')")
    assert product["matches"][0]["src"] == "shop/core/models.py::Product.validate()"
    formatted = q(shop, "message", "12.50 EUR", check=False)
    assert formatted["status"] == "not_found", "a template of only placeholders never matches"
