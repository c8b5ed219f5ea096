"""The web explorer (``git smp ui``): the page's calls, its server, and each view in a real browser.

The browser tests drive Debian's ``chromium`` with Playwright on the demo repository of
``smriti_git.surfaces.ui_shots`` (known facts, known callers); they are skipped, saying
why, when chromium or Playwright is missing.  A screenshot of each view is saved as an
artefact under ``$SMP_UI_ARTEFACTS`` (default: the pytest temporary folder).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest

from smriti_git.operations.registry import load_all
from smriti_git.surfaces import rpc, ui, ui_shots

from .helpers import MakeRepo, smp

ASSETS = Path(ui.__file__).parent / "ui_assets"
TOKEN = "a-long-enough-ui-token-1234"


def _js() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(ASSETS.glob("*.js")))


# -- without a browser -------------------------------------------------------------------------------


def test_the_page_calls_only_read_operations() -> None:
    """Every method the page names is in its READS list, which matches ui.READS, and each is a
    read-only operation of the registry: a writable server is safe from the page."""
    listed = re.search(r"export const READS = \[(.*?)\];", _js(), re.S)
    assert listed is not None
    reads = re.findall(r'"(smp/[a-z/_-]+)"', listed.group(1))
    assert tuple(reads) == ui.READS
    named = set(re.findall(r'"(smp/[a-z/_-]+)"', _js()))
    assert named == set(reads)
    methods = rpc.methods({name: op for name, op in load_all().items() if op.remote})
    for method in reads:
        assert method in methods, method
        assert methods[method].read_only, f"{method} writes"


def test_the_page_reaches_nothing_but_its_server() -> None:
    text = _js() + (ASSETS / "index.html").read_text() + (ASSETS / "style.css").read_text()
    addresses = set(re.findall(r"(?:https?:)?//[a-z0-9.-]+\.[a-z]{2,}[^\s\"'`)]*", text))
    assert addresses <= {"http://www.w3.org/2000/svg"}, addresses
    assert re.findall(r"fetch\(([^,)]*)", text) == ['"/rpc"']
    assert "@import" not in text and "innerHTML" not in text and "eval(" not in text


def test_assets_are_served_only_from_their_folder() -> None:
    assert ui.asset("") == (ASSETS / "index.html").resolve()
    assert ui.asset("app.js") is not None
    for name in ("../ui.py", "../../errors.py", "/etc/passwd", "nothing.js", "ui_shots.py"):
        assert ui.asset(name) is None, name


def test_ui_command_refuses_an_open_address_without_a_token(repo_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-c", "from smriti_git.surfaces.cli import main; main()", "ui",
                           "--no-browser", "--host", "0.0.0.0"], cwd=repo_path, capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 2 and "token" in proc.stderr


# -- the demo repository, served -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def demo_repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return ui_shots.demo(tmp_path_factory.mktemp("ui") / "shop")


@pytest.fixture(scope="module")
def served(demo_repo: Path) -> Iterator[str]:
    with ui_shots.serving(demo_repo, "--token", TOKEN) as base:
        yield base


def test_the_operations_behind_the_page(demo_repo: Path) -> None:
    """snapshots, memory timeline, communities --parent and context --candidates, on the CLI."""
    def run(*args: str) -> Any:
        return json.loads(smp(*args, "--json", cwd=demo_repo, env={"SMP_USER": ui_shots.USER}).stdout)

    listed = run("snapshots")
    assert [c["subject"][:8] for c in listed["commits"]] == ["price_of", "A shop: "]
    assert listed["counts"] == {"returned": 2, "total": 2, "truncated": False}
    page = run("memory", "timeline", "-n", "2", "--offset", "2")
    assert page["counts"] == {"returned": 2, "total": 7, "truncated": True} and len(page["engrams"]) == 2
    corrected = next(e for e in run("memory", "timeline")["engrams"] if len(e["versions"]) == 2
                     and e["anchor_state"] == "stale")
    old, new = corrected["versions"]
    assert new["supersedes"] == [old["version"]] and old["superseded_at"] == new["recorded_at"]
    assert new["believed"] and not old["believed"] and corrected["believed"] == new["version"]
    level1 = run("communities")["communities"]
    parent = next(c["id"] for c in level1 if c["size"] >= 1)
    subs = run("communities", "--parent", parent)
    assert subs["level"] == 0 and all(c["parent"] == parent for c in subs["communities"])
    pack = run("context", "cart total with tax", "--candidates", "5", "-b", "60")
    assert len(pack["candidates"]) == 5 and [c["rank"] for c in pack["candidates"]] == [1, 2, 3, 4, 5]
    packed = {s["id"]: s["representation"] for s in pack["symbols"]}
    assert all(c["packed"] == packed.get(c["id"]) for c in pack["candidates"])
    assert any(c["packed"] is None for c in pack["candidates"]), "a 60-token budget leaves candidates out"
    assert run("boundaries") == run("boundaries"), "cached boundaries answer as computed ones"


def _rpc(base: str, method: str, params: dict[str, Any], **headers: str) -> httpx2.Response:
    return httpx2.post(base + "/rpc", json={"jsonrpc": "2.0", "id": 1, "method": method, "params": params},
                       headers=headers, timeout=60)


def test_the_server_guards_the_page_and_its_data(served: str) -> None:
    page = httpx2.get(served + "/ui/", timeout=30)
    assert page.status_code == 200 and "app.js" in page.text
    policy = page.headers["content-security-policy"]
    assert "connect-src 'self'" in policy and "script-src 'self'" in policy and "default-src 'none'" in policy
    assert httpx2.get(served + "/ui", timeout=30, follow_redirects=False).status_code == 308
    assert httpx2.get(served + "/ui/app.js", timeout=30).headers["content-type"].startswith("text/javascript")
    assert httpx2.get(served + "/ui/nothing.js", timeout=30).status_code == 404
    assert httpx2.get(served + "/ui/%2e%2e/ui.py", timeout=30).status_code == 404
    assert httpx2.get(served + "/ui/", headers={"host": "evil.example"}, timeout=30).status_code == 421
    assert httpx2.post(served + "/ui/", timeout=30).status_code in (401, 405)
    assert _rpc(served, "smp/status", {}).status_code == 401
    answer = _rpc(served, "smp/memory/timeline", {}, authorization=f"Bearer {TOKEN}").json()["result"]
    assert answer["counts"]["total"] == 7 and answer["branch"] == "main" and "review" in answer["branches"]
    refused = _rpc(served, "smp/remember", {"text": "x"}, authorization=f"Bearer {TOKEN}").json()
    assert refused["error"]["data"]["status"] == "unsupported", "git smp ui serves read-only"


def test_timeline_marks_belief_at_as_of(served: str) -> None:
    auth = {"authorization": f"Bearer {TOKEN}"}
    now = _rpc(served, "smp/memory/timeline", {}, **auth).json()["result"]
    first = now["events"][0]
    then = _rpc(served, "smp/memory/timeline", {"as_of": first}, **auth).json()["result"]
    assert then["believed"] == 1 and now["believed"] == 6
    (believed,) = [v for e in then["engrams"] for v in e["versions"] if v["believed"]]
    assert believed["content"] == "price_of adds 20% VAT to the net price"
    march = _rpc(served, "smp/memory/timeline", {"valid_at": "2026-03-15"}, **auth).json()["result"]
    may = _rpc(served, "smp/memory/timeline", {"valid_at": "2026-05-15"}, **auth).json()["result"]
    assert march["believed"] == may["believed"] + 1


# -- in a browser ----------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def page(served: str) -> Iterator[Any]:
    if ui_shots.chromium() is None:
        pytest.skip("chromium is not installed (apt-get install chromium; .ci/run installs it)")
    pytest.importorskip("playwright.sync_api", reason="Playwright for Python is not installed (the dev extra)")
    with ui_shots.browser() as chrome:
        tab = chrome.new_page(viewport={"width": 1280, "height": 800})
        outside: list[str] = []
        tab.on("request", lambda r: None if r.url.startswith(served) or r.url.startswith("data:")
               else outside.append(r.url))
        tab.goto(f"{served}/ui/#token={TOKEN}")
        tab.wait_for_selector("#view-memory[data-ready='1']", timeout=60_000)
        assert "token" not in tab.url, "the token is taken out of the address bar"
        yield tab
        assert not outside, f"the page reached outside its server: {outside}"


@pytest.fixture(scope="module")
def artefacts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = Path(os.environ.get("SMP_UI_ARTEFACTS") or tmp_path_factory.mktemp("ui-screenshots"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _view(page: Any, base: str, view: str, query: str, artefacts: Path) -> None:
    ui_shots.open_view(page, base, view, query)
    page.screenshot(path=str(artefacts / f"{view}.png"))


def test_memory_view_shows_facts_states_and_history(page: Any, served: str, artefacts: Path) -> None:
    _view(page, served, "memory", "", artefacts)
    labels = page.text_content("#timeline") or ""
    for text in ("price_of adds VAT at the rate TAX", "checkout has no test of its own", "legacy_total sums"):
        assert text in labels
    for state in ("fresh", "stale", "moved", "orphaned", "unanchored"):
        assert page.locator(f"#timeline g.row.state-{state}").count() >= 1, state
    assert page.locator("#timeline rect.bar.retracted").count() >= 1
    assert page.locator("#timeline path.supersedes").count() == 2          # one correction, one retraction
    assert "merge" in page.inner_text(".log") and "cluster m0" in labels
    page.locator("g.row.state-stale").click()
    page.wait_for_selector("#detail .anchor pre")
    detail = page.inner_text("#detail")
    assert "price_of adds 20% VAT to the net price" in detail and "the rate became a parameter" in detail
    assert "def price_of(item, tax=TAX)" in detail and "stale" in detail


def _overlaps(boxes: list[dict[str, float]]) -> list[tuple[int, int]]:
    return [(i, j) for i, a in enumerate(boxes) for j, b in enumerate(boxes) if i < j
            and a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]]


def test_timeline_tick_labels_never_overlap(page: Any, served: str, artefacts: Path, make_repo: MakeRepo) -> None:
    """Labels like ``12-02 08:10:20`` ran into each other (``12-02 08:10:2012-02 08:15:17``):
    the number of ticks now comes from the measured label width."""
    boxes_js = "els => els.map(e => { const r = e.getBoundingClientRect(); " \
               "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, text: e.textContent}; })"
    _view(page, served, "memory", "", artefacts)
    boxes = page.eval_on_selector_all("#timeline text.tick-label", boxes_js)
    assert len(boxes) >= 4, boxes
    assert not _overlaps(boxes), [(boxes[i]["text"], boxes[j]["text"]) for i, j in _overlaps(boxes)]
    # the audit's case: a fact valid for five minutes, so the valid-time pane (the narrow one)
    # spans two days and labels to the second
    short_lived = make_repo("short-lived")
    smp("init", cwd=short_lived)
    smp("remember", "the cache is warm", "--valid-from", "2012-02-08T08:10:20Z", "--valid-to",
        "2012-02-08T08:15:17Z", cwd=short_lived, env={"SMP_USER": ui_shots.USER})
    with ui_shots.serving(short_lived, "--token", TOKEN) as base:
        other = page.context.browser.new_context(viewport={"width": 1280, "height": 800})
        tab = other.new_page()
        try:
            tab.goto(f"{base}/ui/#token={TOKEN}")
            ui_shots.open_view(tab, base, "memory")
            boxes = tab.eval_on_selector_all("#timeline text.tick-label", boxes_js)
            tab.screenshot(path=str(artefacts / "memory-short-lived.png"))
        finally:
            other.close()
    texts = [b["text"] for b in boxes]
    assert any(re.fullmatch(r"\d\d-\d\d \d\d:\d\d:\d\d", t) for t in texts), texts
    assert not _overlaps(boxes), [(boxes[i]["text"], boxes[j]["text"]) for i, j in _overlaps(boxes)]


def test_moving_as_of_back_shows_the_earlier_belief(page: Any, served: str, artefacts: Path) -> None:
    ui_shots.open_view(page, served, "memory")
    assert "price_of adds VAT at the rate TAX" in page.inner_text("#believed")
    page.eval_on_selector("#as-of", "el => { el.value = 0; el.dispatchEvent(new Event('input')); }")
    page.locator("#believed h3", has_text="as of").wait_for()
    page.wait_for_selector("#view-memory[data-ready='1']")
    believed = page.inner_text("#believed")
    assert "price_of adds 20% VAT to the net price" in believed and "at the rate TAX" not in believed
    assert "1 of 7 engrams" in believed
    page.screenshot(path=str(artefacts / "memory-as-of.png"))


def test_graph_view_shows_the_three_callers(page: Any, served: str, artefacts: Path) -> None:
    _view(page, served, "graph", "?symbol=price_of", artefacts)
    callers = page.eval_on_selector_all("#neighbourhood g[data-relation=callers]", "els => els.map(e => e.dataset.id)")
    assert sorted(callers) == ["shop/cart.py::cart_total()", "shop/cart.py::most_expensive()",
                               "shop/checkout.py::checkout()"]
    assert "calls 1.00" in (page.text_content("#neighbourhood") or "")
    assert page.locator("#community-map g.community").count() >= 2
    page.locator("#neighbourhood g[data-id='shop/cart.py::cart_total()']").click()
    page.locator("#centre", has_text="cart_total").wait_for()
    page.wait_for_selector("#view-graph[data-ready='1']")
    tests = page.eval_on_selector_all("#neighbourhood g[data-relation=tests]", "els => els.map(e => e.dataset.id)")
    assert tests == ["tests/test_cart.py::test_cart_total()"]
    biggest = page.locator("#community-map g.community").first
    biggest.click()
    page.wait_for_url(re.compile("community="))
    # data-ready is still "1" from the view before the click: wait for the drill-down itself
    page.locator("#view-graph", has_text="level 0").wait_for()
    assert "level 0" in page.inner_text("#view-graph")


def test_impact_view_shows_tests_and_untested_code(page: Any, served: str, artefacts: Path) -> None:
    _view(page, served, "impact", "?symbol=price_of", artefacts)
    assert "shop/checkout.py::checkout()" in page.inner_text("#impact-uncovered")
    assert "tests/test_cart.py::test_cart_total()" in page.inner_text("#impact-tests")
    assert page.locator("#impact-graph g.node.uncovered").count() >= 2
    assert page.locator("#impact-graph line.edge").count() >= 3


def test_impact_view_uses_the_depth_of_the_cli_and_mcp(page: Any, served: str, demo_repo: Path,
                                                         artefacts: Path) -> None:
    """The page asked for depth 2 (risk LOW) where ``git smp impact`` and the MCP tool use
    the operation's default, 3 (MEDIUM): the page now leaves the depth to the operation."""
    cli = json.loads(smp("impact", "price_of", "--json", cwd=demo_repo).stdout)
    _view(page, served, "impact", "?symbol=price_of", artefacts)
    assert page.input_value("#impact-depth") == str(cli["depth"])
    assert f"risk {cli['risk'].upper()} ({cli['risk_points']} points)" in page.inner_text(".side .risk")
    drawn = page.eval_on_selector_all("#impact-graph text.pane-title", "els => els.map(e => e.textContent)")
    assert drawn[-1] == f"depth {max(a['depth'] for a in cli['affected'])}"


def test_context_view_shows_candidates_and_packing(page: Any, served: str, artefacts: Path) -> None:
    _view(page, served, "context", "?q=how+is+the+cart+total+computed+with+tax&budget=2000", artefacts)
    assert re.search(r"\d+ of 2000 tokens used", page.inner_text("#budget-text"))
    rows = page.eval_on_selector_all("#candidates tr[data-id]", "els => els.map(e => e.dataset.id)")
    assert rows[0] == "shop/cart.py::cart_total()" and "shop/prices.py::price_of()" in rows
    assert "body" in page.inner_text("#candidates") and "bm25" in page.inner_text("#candidates")


def test_versions_view_shows_the_structural_diff(page: Any, served: str, artefacts: Path) -> None:
    _view(page, served, "versions", "", artefacts)
    diff = page.inner_text("#diff")
    assert "shop/cart.py::legacy_total()" in diff and "shop/format.py::format_price()" in diff
    assert "+ def price_of(item, tax=TAX)" in diff
    assert page.locator("#commits tr[data-commit]").count() == 2
