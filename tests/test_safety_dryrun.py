"""Dry runs with known answers: renames, new required parameters, keyword changes, body-only edits."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from .helpers import MakeIndexedRepo, smp

FILES = {
    "app/__init__.py": "",
    "app/core.py": (
        "def compute(a, b=1):\n"
        "    \"\"\"Add.\"\"\"\n"
        "    return a + b\n\n\n"
        "def configure(name, *, verbose=False):\n"
        "    return name\n\n\n"
        "def local_user():\n"
        "    return compute(3)\n"),
    "app/one.py": "from app.core import compute\n\n\ndef first():\n    return compute(1)\n",
    "app/two.py": "from app.core import compute\n\n\ndef second():\n    return compute(1, 2)\n",
    "app/three.py": ("from app.core import compute, configure\n\n\n"
                     "def third():\n    return compute(a=1)\n\n\n"
                     "def setup():\n    return configure('x', verbose=True)\n"),
    "app/Shapes.java": ("class Shapes {\n  static int area(int w) { return w * w; }\n"
                        "  static int use() { return area(2); }\n}\n"),
    "tests/test_one.py": "from app.one import first\n\n\ndef test_first():\n    assert first() == 2\n",
}
CORE = FILES["app/core.py"]


@pytest.fixture
def repo(make_indexed_repo: MakeIndexedRepo) -> tuple[Path, str]:
    path = make_indexed_repo("dry", files=FILES)
    opened = json.loads(smp("session", "open", "--agent", "dev", "--task", "refactor", "--scope", "app", "--json",
                            cwd=path).stdout)
    return path, str(opened["session"]["id"])


def _dry(repo: tuple[Path, str], path: str, content: str) -> dict[str, Any]:
    proc = smp("dryrun", path, "--session", repo[1], "--content", "-", "--json", cwd=repo[0], input=content)
    result: dict[str, Any] = json.loads(proc.stdout)
    return result


def test_renaming_a_function_with_three_callers_reports_exactly_them(repo: tuple[Path, str]) -> None:
    renamed = CORE.replace("def compute(a, b=1):", "def add_up(a, b=1):").replace("return compute(3)",
                                                                                   "return add_up(3)")
    result = _dry(repo, "app/core.py", renamed)
    assert result["verdict"] == "breaking"
    (removed,) = result["removed"]
    assert removed["id"] == "app/core.py::compute()"
    assert (removed["renamed_to"], removed["rename"]) == ("app/core.py::add_up()", "exact")
    # local_user() was updated in the same proposal, so only the three other files break.
    assert [c["id"] for c in removed["callers"]] == [
        "app/one.py::first()", "app/three.py::third()", "app/two.py::second()"]
    assert {r["id"] for r in removed["references"]} >= {"app/one.py", "app/two.py"}
    assert "tests/test_one.py::test_first()" in result["tests"]
    # The dry run is in the audit log.
    log = json.loads(smp("audit", "log", "--type", "dryrun", "--json", cwd=repo[0]).stdout)["events"]
    assert [e["id"] for e in log] == [result["event"]] and log[0]["data"]["verdict"] == "breaking"


def test_adding_a_required_parameter_reports_the_call_sites(repo: tuple[Path, str]) -> None:
    result = _dry(repo, "app/core.py", CORE.replace("def compute(a, b=1):", "def compute(a, b=1, *, c):"))
    assert result["verdict"] == "breaking" and result["removed"] == []
    (change,) = result["signature_changes"]
    assert (change["id"], change["checked"]) == ("app/core.py::compute()", "python")
    broken = {(b["caller"], b["line"], b["reason"]) for b in change["broken"]}
    assert broken == {
        ("app/core.py::local_user()", 11, "missing required argument 'c'"),
        ("app/one.py::first()", 5, "missing required argument 'c'"),
        ("app/two.py::second()", 5, "missing required argument 'c'"),
        ("app/three.py::third()", 5, "missing required argument 'c'"),
    }
    assert change["call_sites"] == 4 and change["unknown"] == 0
    # A positional parameter added where callers pass two: only the arity that no longer fits.
    narrower = _dry(repo, "app/core.py", CORE.replace("def compute(a, b=1):", "def compute(a):"))
    (change,) = narrower["signature_changes"]
    assert {(b["caller"], b["reason"]) for b in change["broken"]} == {
        ("app/two.py::second()", "2 positional arguments, the new signature takes at most 1")}


def test_keyword_changes_break_keyword_callers(repo: tuple[Path, str]) -> None:
    result = _dry(repo, "app/core.py", CORE.replace("*, verbose=False", "*, loud=False"))
    (change,) = result["signature_changes"]
    assert [(b["caller"], b["reason"]) for b in change["broken"]] == [
        ("app/three.py::setup()", "unexpected keyword argument 'verbose'")]


def test_a_body_only_change_is_safe(repo: tuple[Path, str]) -> None:
    result = _dry(repo, "app/core.py", CORE.replace("return a + b", "return b + a  # commutes"))
    assert result["verdict"] == "safe" and result["reasons"] == []
    assert [(c["change"], c["id"]) for c in result["changes"]] == [("changed", "app/core.py::compute()")]
    assert result["removed"] == [] and result["signature_changes"] == []
    assert "app/core.py::local_user()" in result["affected"]
    assert result["tests"] == ["tests/test_one.py::test_first()"]
    assert "app/one.py" in result["files"]
    # Without --content, the file as it is in the work tree: unchanged, nothing to say.
    same = json.loads(smp("dryrun", "app/core.py", "--session", repo[1], "--json", cwd=repo[0]).stdout)
    assert same["verdict"] == "safe" and same["changes"] == []


def test_arity_checks_for_java_and_syntax_errors(repo: tuple[Path, str]) -> None:
    java = FILES["app/Shapes.java"].replace("static int area(int w)", "static int area(int w, int h)")
    result = _dry(repo, "app/Shapes.java", java)
    (change,) = result["signature_changes"]
    assert change["checked"] == "arity"
    assert [(b["caller"], b["reason"]) for b in change["broken"]] == [
        ("app/Shapes.java::Shapes.use()", "1 arguments, the new signature needs at least 2")]
    broken = _dry(repo, "app/core.py", "def compute(a, b=1:\n    return\n")
    assert broken["verdict"] == "breaking" and "does not parse" in broken["reasons"][0]
    new = _dry(repo, "app/new.py", "def fresh():\n    return 1\n")
    assert new["verdict"] == "safe" and [c["change"] for c in new["changes"]] == ["added", "added"]
    other = _dry(repo, "README.md", "# hi\n")
    assert other["verdict"] == "safe" and "no structural check" in other["reasons"][0]


HANDLERS = {
    "app/__init__.py": "",
    "app/handlers.py": (
        "def handle_a(event):\n    return event\n\n\n"
        "def handle_b(event):\n    return None\n\n\n"
        "HANDLERS = {\"a\": handle_a, \"b\": handle_b}\n\n\n"
        "def dispatch(name, event):\n    return HANDLERS[name](event)\n"),
    "app/routes.py": (
        "import threading\n\nfrom app import handlers\nfrom app.handlers import handle_a\n\n\n"
        "ROUTES = [handle_a]\n\n\n"
        "def start(path, handle_b=None):\n"
        "    threading.Thread(target=handle_a).start()\n"
        "    return register(path, handlers.handle_b)\n\n\n"
        "def register(path, fn):\n    return fn\n"),
}


def test_a_renamed_function_kept_in_a_dict_of_handlers_is_a_breaking_reference(
        make_indexed_repo: MakeIndexedRepo) -> None:
    path = make_indexed_repo("handlers", files=HANDLERS)
    session = json.loads(smp("session", "open", "--agent", "dev", "--task", "rename", "--scope", "app", "--json",
                             cwd=path).stdout)["session"]["id"]
    repo = (path, str(session))
    source = HANDLERS["app/handlers.py"]
    result = _dry(repo, "app/handlers.py", source.replace("def handle_a(", "def handle_x("))
    assert result["verdict"] == "breaking"
    (removed,) = result["removed"]
    assert (removed["id"], removed["renamed_to"]) == ("app/handlers.py::handle_a()", "app/handlers.py::handle_x()")
    assert removed["callers"] == []   # nothing calls handle_a by name: every use is a reference
    sites = {(r["id"], r["line"], r["relation"]) for r in removed["references"]}
    assert sites == {("app/handlers.py::HANDLERS", 9, "references"),    # the dict of handlers
                     ("app/routes.py", 4, "references"),                # the import by name
                     ("app/routes.py::ROUTES", 7, "references"),        # a list element
                     ("app/routes.py::start()", 11, "references")}      # target=handle_a
    assert "app/handlers.py:9" in result["reasons"][0] and "still reference it" in result["reasons"][0]
    text = smp("dryrun", "app/handlers.py", "--session", repo[1], "--content", "-", cwd=path,
               input=source.replace("def handle_a(", "def handle_x("), check=False).stdout
    assert "reference app/handlers.py::HANDLERS (app/handlers.py:9)" in text
    # The dict updated in the same proposal: only the other file's references break.
    both = source.replace("def handle_a(", "def handle_x(").replace('"a": handle_a', '"a": handle_x')
    (removed,) = _dry(repo, "app/handlers.py", both)["removed"]
    assert {r["id"] for r in removed["references"]} == {"app/routes.py", "app/routes.py::ROUTES",
                                                         "app/routes.py::start()"}
    # handle_b is referenced as a module attribute (handlers.handle_b), never through the
    # parameter of the same name in start().
    (removed,) = _dry(repo, "app/handlers.py", source.replace("def handle_b(", "def handle_y("))["removed"]
    assert {(r["id"], r["line"]) for r in removed["references"]} == {("app/handlers.py::HANDLERS", 9),
                                                                     ("app/routes.py::start()", 12)}
