"""Anchors follow their code when it moves to another file and changes in the same commit
(the ``Scaffold.put`` -> ``sansio/scaffold.py`` refactor of flask): stale at the new place,
not orphaned; unchanged moves, deletions and ambiguous names keep their states."""

from __future__ import annotations

import json
from typing import Any

from .helpers import MakeRepo, git, smp, write_files

SESSIONS = ("class Mixin:\n"
            "    @property\n"
            "    def permanent(self):\n"
            "        return self.get('_permanent', False)\n"
            "\n"
            "    @permanent.setter\n"
            "    def permanent(self, value):\n"
            "        self['_permanent'] = value\n")

BEFORE = {
    "pkg/scaffold.py": (
        "class Scaffold:\n"
        "    def put(self, rule):\n"
        "        return self.route(rule, 'PUT')\n"
        "\n"
        "    def route(self, rule, method):\n"
        "        return (rule, method)\n"),
    "pkg/gone.py": "def obsolete():\n    return 0\n",
    "pkg/views.py": "class View:\n    def dispatch(self):\n        return 1\n",
    "pkg/sessions.py": SESSIONS,
}

AFTER: dict[str, str | None] = {
    "pkg/scaffold.py": None,
    "pkg/sansio/scaffold.py": (          # moved *and* put's body edited; route unchanged
        "class Scaffold:\n"
        "    def put(self, rule, **options):\n"
        "        return self.route(rule, 'PUT', **options)\n"
        "\n"
        "    def route(self, rule, method):\n"
        "        return (rule, method)\n"),
    "pkg/gone.py": None,
    "pkg/views.py": None,                # two files now define View.dispatch: no guess
    "pkg/a/views.py": "class View:\n    def dispatch(self):\n        return 2\n",
    "pkg/b/views.py": "class View:\n    def dispatch(self):\n        return 3\n",
    "pkg/sessions.py": None,             # the setter (a repeated definition, ``~2``) moved and edited
    "pkg/sansio/sessions.py": SESSIONS.replace("= value", "= bool(value)"),
}

FACTS = [("Scaffold.put", "put registers a PUT route"), ("Scaffold.route", "route pairs rule and method"),
         ("obsolete", "obsolete is deprecated"), ("View.dispatch", "dispatch returns one"),
         ("pkg/sessions.py::Mixin.permanent()~2", "the permanent setter stores a flag")]


def _recall(path: Any, *extra: str) -> dict[str, Any]:
    out = json.loads(smp("recall", "--mode", "list", "-n", "10", "--json", *extra, cwd=path).stdout)
    return {e["content"]: e for e in out["engrams"]}


def test_anchor_follows_a_move_with_edits(make_repo: MakeRepo) -> None:
    path = make_repo("moves", files=BEFORE)
    smp("init", cwd=path)
    for symbol, text in FACTS:
        smp("remember", text, "--anchor", symbol, cwd=path)
    before = _recall(path)
    assert before["put registers a PUT route"]["anchors"][0]["symbol"] == "pkg/scaffold.py::Scaffold.put()"
    assert {e["anchor_state"] for e in before.values()} == {"fresh"}
    write_files(path, AFTER)
    git("add", "-A", cwd=path)
    git("commit", "-qm", "move Scaffold to sansio and change put", cwd=path)

    states = _recall(path)
    put = states["put registers a PUT route"]
    assert put["anchor_state"] == "stale", "a move with edits is stale, not orphaned"
    assert put["anchors"][0]["current"] == "pkg/sansio/scaffold.py::Scaffold.put()"
    assert put["anchors"][0]["moved_to"] == "pkg/sansio/scaffold.py::Scaffold.put()"
    assert put["anchors"][0]["symbol"] == "pkg/scaffold.py::Scaffold.put()", "the recorded anchor is kept"

    route = states["route pairs rule and method"]
    assert route["anchor_state"] == "moved"
    assert route["anchors"][0]["current"] == route["anchors"][0]["moved_to"] == \
        "pkg/sansio/scaffold.py::Scaffold.route()"

    gone = states["obsolete is deprecated"]
    assert gone["anchor_state"] == "orphaned" and gone["anchors"][0]["moved_to"] is None

    ambiguous = states["dispatch returns one"]
    assert ambiguous["anchor_state"] == "orphaned", "several same-named symbols elsewhere: never a guess"
    assert ambiguous["anchors"][0]["moved_to"] is None and ambiguous["anchors"][0]["current"] is None
    assert ambiguous["anchors"][0]["rename_candidates"] == ["pkg/a/views.py::View.dispatch()",
                                                            "pkg/b/views.py::View.dispatch()"]

    setter = states["the permanent setter stores a flag"]
    assert setter["anchor_state"] == "stale"
    assert setter["anchors"][0]["moved_to"] == "pkg/sansio/sessions.py::Mixin.permanent()~2"

    text = smp("recall", "--mode", "list", "-n", "10", cwd=path).stdout
    put_line = next(line for line in text.splitlines() if "put registers a PUT route" in line)
    assert "[stale; code now at pkg/sansio/scaffold.py::Scaffold.put()]" in put_line
    gone_line = next(line for line in text.splitlines() if "obsolete is deprecated" in line)
    assert "[orphaned]" in gone_line

    fresh = _recall(path, "--fresh-only")
    assert set(fresh) == {"route pairs rule and method"}, "the stale fact still needs attention"
