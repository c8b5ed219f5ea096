"""How fast the web explorer draws each view on a real repository, in headless Chromium.

Usage::

    python bench/ui_speed.py /path/to/indexed/repo [--facts 40] [--symbol sympify] [--out bench/results/ui_speed]

Starts ``git smp ui`` on the repository, optionally records ``--facts`` facts anchored
to the most connected symbols first (with a correction each for a quarter of them), opens
every view once to warm the server, then loads each view ``--runs`` times and reports,
per view, the time from the start of the navigation to the view saying it is drawn
(``data-ready``), and what it drew (SVG nodes).  Writes ``<out>.json`` and ``<out>.md``.
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path
from typing import Any

from smriti_git.operations.registry import Context, load_all
from smriti_git.surfaces import ui_shots


def seed(repo: Path, facts: int) -> int:
    """Record ``facts`` facts anchored to the biggest communities' central symbols."""
    ops = load_all()
    ctx = Context(start=repo, user=ui_shots.USER)
    found: Any = ops["communities"].invoke(ctx, level=0, limit=facts)
    symbols = [c.top[0] for c in found.communities if c.top][:facts]
    for n, symbol in enumerate(symbols):
        made: Any = ops["remember"].invoke(Context(start=repo, user=ui_shots.USER), text=f"{symbol} is central to its "
                                      f"community (fact {n})", anchor=[symbol], tags=["bench"])
        if n % 4 == 0:
            ops["correct"].invoke(Context(start=repo, user=ui_shots.USER), engram=made.engram.id,
                                  text=f"{symbol} is central to its community, checked again (fact {n})")
    return len(symbols)


VIEWS = (("memory", ""), ("graph", ""), ("graph", "?symbol={symbol}"), ("impact", "?symbol={symbol}"),
         ("context", "?q=simplify+a+trigonometric+expression+with+powers"), ("versions", ""))


def measure(base: str, symbol: str, runs: int) -> list[dict[str, Any]]:
    rows = []
    with ui_shots.browser() as chrome:
        page = chrome.new_page(viewport={"width": 1280, "height": 800})
        for view, query in VIEWS:
            q = query.format(symbol=symbol)
            ui_shots.open_view(page, base, view, q)       # warm
            times = []
            for _ in range(runs):
                page.goto("about:blank")
                ui_shots.open_view(page, base, view, q)
                times.append(float(page.evaluate("performance.now()")))
            nodes = int(page.locator(f"#view-{view} svg g, #view-{view} svg rect").count())
            rows.append({"view": view + q, "median_ms": round(statistics.median(times)), "max_ms": round(max(times)),
                         "svg_nodes": nodes, "drawn_ms": int(page.get_attribute(f"#view-{view}", "data-ms") or 0)})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("repo", type=Path)
    parser.add_argument("--facts", type=int, default=0)
    parser.add_argument("--symbol", default="sympy/core/sympify.py::sympify()")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    seeded = seed(args.repo, args.facts) if args.facts else 0
    with ui_shots.serving(args.repo) as base:
        rows = measure(base, args.symbol, args.runs)
    report = {"repo": str(args.repo), "facts_added": seeded, "runs": args.runs, "views": rows}
    print(json.dumps(report, indent=2))
    if args.out:
        args.out.with_suffix(".json").write_text(json.dumps(report, indent=2) + "\n")
        lines = ["| view | median ms (navigation to drawn) | max ms | SVG elements |", "|---|---|---|---|"]
        lines += [f"| `{r['view']}` | {r['median_ms']} | {r['max_ms']} | {r['svg_nodes']} |" for r in rows]
        args.out.with_suffix(".md").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
