"""The web explorer in a real browser: a demo repository, a server, headless Chromium, screenshots.

``python -m smriti_git.surfaces.ui_shots [FOLDER]`` builds the demo repository (a small
shop with known callers, two indexed commits and a memory with corrections, a
retraction, valid times, a merged branch and facts in every anchor state), serves it
with ``git smp ui``, and saves a screenshot of each view into FOLDER (default
``docs/ui``: the pictures ``docs/ui.md`` shows); with ``--repo PATH`` it shoots the
memory and code-graph views of an indexed repository instead.  ``tests/test_ui.py``
uses the same pieces.

The browser is Debian's ``chromium`` driven by Playwright for Python (a dev
dependency); Playwright's own browser downloads are never used.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

CHROMIUM = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
USER = "demo"
VIEWS = ("memory", "graph", "impact", "context", "versions")

# -- the demo repository ----------------------------------------------------------------------------

PRICES_V1 = '''"""Prices and taxes."""

TAX = 0.2


def price_of(item):
    """The price of an item, tax included."""
    return item["net"] * (1 + TAX)


def discount(total, rate):
    """A total after a discount rate (0.1 for 10%)."""
    return total * (1 - rate)


def format_price(value):
    return f"{value:.2f} EUR"
'''
PRICES_V2 = '''"""Prices and taxes."""

TAX = 0.2


def price_of(item, tax=TAX):
    """The price of an item, tax included (at ``tax``, default TAX)."""
    return round(item["net"] * (1 + tax), 2)


def discount(total, rate):
    """A total after a discount rate (0.1 for 10%)."""
    return total * (1 - rate)
'''
FORMAT = '''def format_price(value):
    return f"{value:.2f} EUR"
'''
CART_V1 = '''from shop.prices import discount, price_of


def cart_total(items):
    """The cart's total, tax included."""
    return sum(price_of(item) for item in items)


def most_expensive(items):
    return max(price_of(item) for item in items)


def legacy_total(items):
    return sum(item["net"] for item in items)
'''
CART_V2 = '''from shop.prices import discount, price_of


def cart_total(items):
    """The cart's total, tax included."""
    return sum(price_of(item) for item in items)


def most_expensive(items):
    return max(price_of(item) for item in items)


def sale_total(items):
    return discount(cart_total(items), 0.1)
'''
CHECKOUT = '''from shop.cart import cart_total
from shop.prices import price_of


def checkout(cart):
    """Charge a cart: the total, and the price of the first item for the receipt."""
    total = cart_total(cart)
    first = price_of(cart[0]) if cart else 0
    return {"total": total, "first": first}
'''
TESTS = '''from shop.cart import cart_total


def test_cart_total():
    assert cart_total([{"net": 10}]) == 12
'''
V1 = {"shop/__init__.py": "", "shop/prices.py": PRICES_V1, "shop/cart.py": CART_V1, "shop/checkout.py": CHECKOUT,
      "tests/test_cart.py": TESTS, "README.md": "A small shop.\n"}
V2 = {"shop/prices.py": PRICES_V2, "shop/format.py": FORMAT, "shop/cart.py": CART_V2}


def _git(path: Path, *args: str) -> str:
    env = {**os.environ, "GIT_AUTHOR_NAME": "Demo", "GIT_AUTHOR_EMAIL": "demo@example.com",
           "GIT_COMMITTER_NAME": "Demo", "GIT_COMMITTER_EMAIL": "demo@example.com"}
    return subprocess.run(["git", *args], cwd=path, env=env, check=True, capture_output=True, text=True).stdout


def _write(path: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        target = path / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)


def _smp(path: Path, operation: str, **kwargs: Any) -> Any:
    from smriti_git.operations.registry import Context, load_all

    return load_all()[operation].invoke(Context(start=path, user=USER), **kwargs)


def demo(path: Path) -> Path:
    """Build the demo repository at ``path`` (a new folder) and return it.

    Known facts: ``price_of`` has three callers (``cart_total``, ``most_expensive``,
    ``checkout``); its fact was corrected (the first belief: "price_of adds 20% VAT");
    anchors end fresh (checkout), stale (price_of), moved (format_price) and orphaned
    (legacy_total); one fact was retracted, one holds only in March 2026, one came from a
    merged memory branch.
    """
    path.mkdir(parents=True)
    _git(path, "init", "-q", "-b", "main")
    _write(path, V1)
    _git(path, "add", "-A")
    _git(path, "commit", "-qm", "A shop: prices, a cart and a checkout")
    _smp(path, "init")
    _smp(path, "index")
    first = _smp(path, "remember", text="price_of adds 20% VAT to the net price", anchor=["price_of"],
                 tags=["prices"], importance=0.8).engram.id
    _smp(path, "remember", text="checkout has no test of its own: cart_total's test covers the total only",
         anchor=["checkout"], kind="episodic", tags=["tests"])
    _smp(path, "remember", text="format_price always writes EUR with two decimals", anchor=["format_price"],
         tags=["prices"])
    floats = _smp(path, "remember", text="legacy_total sums net prices as floats", anchor=["legacy_total"]).engram.id
    _smp(path, "remember", text="The spring sale gives 10% off every cart", tags=["sale"], kind="episodic",
         valid_from="2026-03-01", valid_to="2026-04-01")
    _smp(path, "correct", engram=first, text="price_of adds VAT at the rate TAX (20% unless a tax is given)",
         note="the rate became a parameter")
    _smp(path, "retract", engram=floats, note="legacy_total is gone")
    _smp(path, "memory.switch", name="review", create=True)
    _smp(path, "remember", text="most_expensive is only used by the receipts report", anchor=["most_expensive"],
         tags=["review"])
    _smp(path, "memory.switch", name="main")
    _smp(path, "remember", text="Prices are in EUR; the shop sells in one currency", tags=["prices"])
    _smp(path, "memory.merge", name="review")
    _write(path, V2)
    _git(path, "add", "-A")
    _git(path, "commit", "-qm", "price_of takes a tax rate; format_price moves; sale_total replaces legacy_total")
    _smp(path, "index")
    return path


# -- a server and a browser -------------------------------------------------------------------------


def chromium() -> str | None:
    """Debian's Chromium, if installed."""
    return next((p for p in CHROMIUM if Path(p).exists()), shutil.which("chromium"))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@contextlib.contextmanager
def serving(repo: Path, *args: str) -> Iterator[str]:
    """``git smp ui --no-browser`` on ``repo`` (a free port), until the block ends: its base address."""
    port = free_port()
    command = [sys.executable, "-c", "from smriti_git.surfaces.cli import main; main()", "ui", "--no-browser",
               "--port", str(port), "--user", USER, *args]
    proc = subprocess.Popen(command, cwd=repo, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            with contextlib.suppress(OSError), urllib.request.urlopen(base + "/health", timeout=2) as answer:
                if answer.status == 200:
                    break
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the server did not start: {proc.stderr.read().decode() if proc.stderr else ''}")
            time.sleep(0.2)
        yield base
    finally:
        proc.terminate()
        proc.wait(timeout=30)


@contextlib.contextmanager
def browser() -> Iterator[Browser]:
    """Headless Chromium (Debian's) under Playwright."""
    from playwright.sync_api import sync_playwright

    executable = chromium()
    if executable is None:
        raise RuntimeError("chromium is not installed (apt-get install chromium)")
    with sync_playwright() as driver:
        launched = driver.chromium.launch(executable_path=executable, args=ARGS)
        try:
            yield launched
        finally:
            launched.close()


def open_view(page: Page, base: str, view: str, query: str = "") -> None:
    """Load ``/ui/#/<view>`` and wait until the view says it is drawn."""
    page.goto(f"{base}/ui/#/{view}{query}")
    page.wait_for_selector(f"#view-{view}[data-ready='1']", timeout=60_000)


DEMO_VIEWS = (("memory", ""), ("graph", "?symbol=price_of"), ("impact", "?symbol=price_of"),
              ("context", "?q=how+is+the+cart+total+computed+with+tax"), ("versions", ""))


def shoot(base: str, folder: Path, views: tuple[tuple[str, str], ...] = DEMO_VIEWS, prefix: str = "",
          width: int = 1280, height: int = 800) -> list[Path]:
    """A screenshot of each of ``views`` (view, query) into ``folder``, as ``<prefix><view>.png``."""
    folder.mkdir(parents=True, exist_ok=True)
    saved = []
    with browser() as chrome:
        page = chrome.new_page(viewport={"width": width, "height": height})
        for view, query in views:
            open_view(page, base, view, query)
            target = folder / f"{prefix}{view}.png"
            page.screenshot(path=str(target))
            saved.append(target)
    return saved


def main(argv: list[str] | None = None) -> None:
    """``ui_shots [FOLDER]``: the demo's views; ``ui_shots FOLDER --repo PATH --symbol ID``: an
    indexed repository's (as ``<repo name>-<view>.png``)."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m smriti_git.surfaces.ui_shots", description=main.__doc__)
    parser.add_argument("folder", nargs="?", default="docs/ui")
    parser.add_argument("--repo", type=Path, default=None)
    parser.add_argument("--symbol", default="")
    args = parser.parse_args(argv)
    folder = Path(args.folder).resolve()
    if args.repo is not None:
        views = (("memory", ""), ("graph", f"?symbol={args.symbol}" if args.symbol else ""))
        with serving(args.repo.resolve()) as base:
            for saved in shoot(base, folder, views, prefix=f"{args.repo.resolve().name}-"):
                print(saved)
        return
    with tempfile.TemporaryDirectory(prefix="smp-ui-") as scratch:
        repo = demo(Path(scratch) / "shop")
        with serving(repo) as base:
            for saved in shoot(base, folder):
                print(saved)


if __name__ == "__main__":
    main()
