"""``git smp flow``: a value followed through parameters, calls and return values across
files of a real repository, with each hop's evidence."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from smriti_git.index import valueflow

from .helpers import MakeIndexedRepo, smp

FILES = {
    "app/__init__.py": "",
    "app/io.py": (
        "def save(path, *, mode='w'):\n"
        "    return write_all(path, mode=mode)\n"
        "\n\n"
        "def write_all(target, mode):\n"
        "    return target\n"
        "\n\n"
        "def spread(*items):\n"
        "    return first(*items)\n"
        "\n\n"
        "def first(head, *rest):\n"
        "    return head\n"),
    "app/store.py": (
        "class Store:\n"
        "    def __init__(self, root):\n"
        "        self.root = root\n"
        "\n"
        "    def put(self, key, value):\n"
        "        self.data = value\n"
        "        return key\n"
        "\n\n"
        "class Key(str):\n"
        "    def __new__(cls, raw):\n"
        "        return super().__new__(cls, raw)\n"),
    "app/service.py": (
        "from app.io import save, spread\n"
        "from app.store import Key, Store\n"
        "\n\n"
        "def handle(request, options=None):\n"
        "    name = request\n"
        "    result = save(name, mode='a')\n"
        "    checked = validate(result)\n"
        "    store = Store(request)\n"
        "    store.put(key=name, value=request)\n"
        "    spread(request, 1, 2)\n"        "    Key(name)\n"
        "    return checked\n"
        "\n\n"
        "def validate(value):\n"
        "    return value\n"),
    "app/main.py": (
        "from app.service import handle\n"
        "\n\n"
        "def run(argv):\n"
        "    answer = handle(argv)\n"
        "    report(answer)\n"
        "    return answer\n"
        "\n\n"
        "def report(text):\n"
        "    print(text)\n"),
    "web/hello.js": "export function hello(x) {\n  return x;\n}\n",
}


@pytest.fixture
def repo(make_indexed_repo: MakeIndexedRepo) -> Path:
    return make_indexed_repo("flow", files=FILES)


def flow(repo: Path, *args: str, check: bool = True) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(smp("flow", *args, "--json", cwd=repo, check=check).stdout)
    return out


def hop(out: dict[str, Any], kind: str, path: str, line: int, **fields: Any) -> dict[str, Any]:
    found = [h for h in out["hops"] if (h["kind"], h["path"], h["line"]) == (kind, path, line)
             and all(h[k] == v for k, v in fields.items())]
    assert found, f"no {kind} hop at {path}:{line} with {fields} in {json.dumps(out['hops'], indent=1)}"
    return found[0]


def test_a_parameter_through_calls_across_files(repo: Path) -> None:
    out = flow(repo, "handle", "--param", "request", "--depth", "6")
    assert out["status"] == "ok" and out["origin"] == "param request"
    hop(out, "assigned", "app/service.py", 6, text="name = request", exact=True, depth=0)
    # through two calls across files: save(path) in io.py, then write_all(target), a keyword passed on
    first = hop(out, "argument", "app/service.py", 7, target="app/io.py::save()", param="path", text="name")
    assert first["exact"] and first["call"] == "save(name, mode='a')"
    hop(out, "argument", "app/io.py", 2, target="app/io.py::write_all()", param="target", depth=1)
    # keyword arguments of a bound method, and a class call reaching __init__ (self skipped)
    hop(out, "argument", "app/service.py", 10, target="app/store.py::Store.put()", param="key", text="name")
    hop(out, "argument", "app/service.py", 10, target="app/store.py::Store.put()", param="value")
    hop(out, "argument", "app/service.py", 9, target="app/store.py::Store.__init__()", param="root")
    hop(out, "stored", "app/store.py", 3, text="self.root = ...", depth=1)
    hop(out, "argument", "app/service.py", 12, target="app/store.py::Key.__new__()", param="raw")
    # *args: the value lands in the callee's *items, then is unpacked into head or *rest
    hop(out, "argument", "app/service.py", 11, target="app/io.py::spread()", param="items")
    spread = hop(out, "argument", "app/io.py", 10, target="app/io.py::first()", depth=1)
    assert spread["param"] == "head, rest" and not spread["exact"]
    # returned back to the call site it came through, bound, passed on, returned up to the caller
    hop(out, "returned", "app/io.py", 6, target="app/io.py::save()", depth=2)
    hop(out, "result", "app/service.py", 7, value="result", target="app/io.py::save()")
    hop(out, "argument", "app/service.py", 8, target="app/service.py::validate()", param="value", text="result")
    hop(out, "result", "app/main.py", 5, value="answer", target="app/service.py::handle()")
    hop(out, "argument", "app/main.py", 6, target="app/main.py::report()", param="text")
    depths = [h["depth"] for h in out["hops"]]
    assert depths == sorted(depths) or max(depths) <= 6
    assert not out["counts"]["truncated"]


def test_a_return_value_to_where_callers_use_it(repo: Path) -> None:
    out = flow(repo, "app/io.py::write_all()", "--returns")
    assert out["origin"] == "returns"
    hop(out, "returned", "app/io.py", 2, text="return write_all(path, mode=mode)")
    hop(out, "result", "app/service.py", 7, value="result")
    hop(out, "argument", "app/service.py", 8, target="app/service.py::validate()", param="value")
    text = smp("flow", "report", "--returns", cwd=repo).stdout
    assert "the result is not used" in text and "app/main.py:6" in text


def test_depth_and_limit_bound_the_walk(repo: Path) -> None:
    shallow = flow(repo, "handle", "--param", "request", "--depth", "1")
    assert all(h["depth"] <= 1 for h in shallow["hops"])
    assert any(h["stop"] == "depth limit" for h in shallow["hops"])
    cut = flow(repo, "handle", "--param", "request", "--limit", "2")
    assert cut["counts"] == {"returned": 2, "total": None, "truncated": True}


def test_refusals_say_why(repo: Path) -> None:
    js = smp("flow", "hello", "--param", "x", cwd=repo, check=False)
    assert js.returncode == 2 and "flow reads Python only" in js.stderr
    builtin = flow(repo, "report", "--param", "text", check=False)
    assert builtin["hops"] == [] and builtin["status"] == "not_found", "print(text) is a builtin: no hop"
    neither = smp("flow", "handle", cwd=repo, check=False)
    assert neither.returncode == 2 and "--param NAME" in neither.stderr
    both = smp("flow", "handle", "--param", "request", "--returns", cwd=repo, check=False)
    assert both.returncode == 2
    wrong = flow(repo, "handle", "--param", "nope", check=False)
    assert wrong["status"] == "invalid_argument" and "request, options" in wrong["message"]


def test_valueflow_reads_arguments_and_uses() -> None:
    source = FILES["app/service.py"].encode()
    start = source.index(b"def handle")
    end = source.index(b"return checked\n") + len(b"return checked")
    body = valueflow.read(source, "python", start, end, "function")
    assert body is not None
    assert [(p.name, p.kind, p.default) for p in body.params] == [("request", "positional", ""),
                                                                  ("options", "positional", "None")]
    put = next(c for c in body.calls if c.name == "put")
    assert put.receiver == "store" and [(a.keyword, a.name) for a in put.arguments] == [("key", "name"),
                                                                                        ("value", "request")]
    assert put.result.kind == "discarded"
    saved = next(c for c in body.calls if c.name == "save")
    assert (saved.line, saved.col) == (7, 13) and saved.result.names == ("result",)
    assert valueflow.read(b"function f(x) {}", "javascript", 0, 16, "function") is None
