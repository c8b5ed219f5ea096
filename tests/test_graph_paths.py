"""Any path git can track survives every cache, in a repository folder of any name.

Files are created with os-level bytes names (newlines, quotes, backslashes, commas,
tabs, carriage returns, ESC, bytes that are not UTF-8, leading dashes, unicode) inside
a repository whose folder holds a quote, a space, a comma and glob characters; every
query answers with the exact path.  A path that is not UTF-8 is the lone-surrogate
string Python and pygit2 hold it as (PEP 383): ``os.fsencode`` gives its bytes back.

Also here: the structural check that no ``execute(`` / ``rows(`` call in smriti_git
splices an outside value into query text, and the graph cache's text escaping.
"""

from __future__ import annotations

import ast
import json
import os
import random
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from smriti_git.cache import graphdb
from smriti_git.errors import InvalidArgument
from smriti_git.index import snapshot
from smriti_git.model.code import parse_id
from smriti_git.operations.registry import Context, load_all, to_jsonable
from smriti_git.services import indexing, namespace, snapshots
from smriti_git.services.memory.recall import _marks
from smriti_git.storage import canonical
from smriti_git.storage.repo import Repo

from .helpers import MakeRepo, fsck, git, smp

FOLDER = "q'uote dir, [x]*"
NAMES = {  # test id -> the file's path, as bytes
    "newline": b"new\nline.py",
    "quote": b"q'uote.py",
    "backslash": b"back\\slash.py",
    "comma": b"com,ma.py",
    "double-quote": b'dq"x.py',
    "tab": b"t\tab.py",
    "carriage-return": b"cr\rx.py",
    "escape-char": b"esc\x1bx.py",
    "not-utf8": b"bad\xff\xfe.py",
    "leading-dash": b"-dash.py",
    "unicode": "ünïcødé.py".encode(),
    "nested-folder": b"d\xff ir\n/sub,'/deep.py",
}
ALL_AT_ONCE = b"all \n\t'\",\\\xff.py"
"""One name holding every troublesome character, for the command-line checks."""
LINK = b"link\n\xff.py"
"""A symlink: not indexed, reported by its exact path."""


def _add_files(path: Path) -> None:
    """Commit ``ok.py`` defining ``plain()`` and one file per name defining ``weird_<n>()`` calling it."""
    (path / "ok.py").write_text("def plain():\n    return 1\n")
    for n, name in enumerate([*NAMES.values(), ALL_AT_ONCE]):
        target = os.fsencode(path) + b"/" + name
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as handle:
            handle.write(f"from ok import plain\n\n\ndef weird_{n}():\n    return plain()\n".encode())
    os.symlink(b"ok.py", os.fsencode(path) + b"/" + LINK)
    git("add", "-A", cwd=path)
    git("commit", "-q", "-m", "weird names", cwd=path)


def _weird_function(name: bytes) -> str:
    n = [*NAMES.values(), ALL_AT_ONCE].index(name)
    return f"{os.fsdecode(name)}::weird_{n}()"


@pytest.fixture(scope="module")
def weird(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Context]:
    path = tmp_path_factory.mktemp("paths") / FOLDER
    git("init", "-q", str(path), cwd=path.parent)
    _add_files(path)
    repo = Repo.discover(path)
    namespace.init(repo)
    indexing.index(repo)
    yield Context(repo=repo)
    graphdb.close_all()
    fsck(path)


def run(ctx: Context, operation: str, **kwargs: Any) -> dict[str, Any]:
    """An operation in this process (what every surface calls), as the JSON it answers."""
    out: dict[str, Any] = to_jsonable(load_all()[operation].invoke(ctx, **kwargs))
    return out


# -- every name, in this process ---------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES.values(), ids=NAMES.keys())
def test_file_show_and_callers_answer_the_exact_path(weird: Context, name: bytes) -> None:
    path, function = os.fsdecode(name), _weird_function(name)
    summary = run(weird, "file", path=path)
    assert summary["path"] == path
    assert [s["id"] for s in summary["symbols"]] == [function]
    shown = run(weird, "show", symbol=function)
    assert (shown["symbol"]["id"], shown["symbol"]["path"]) == (function, path)
    assert "return plain()" in shown["source"]
    callees = run(weird, "callees", symbol=function)
    assert [n["symbol"]["id"] for n in callees["neighbors"]] == ["ok.py::plain()"]
    assert run(weird, "show", symbol=path)["symbol"]["path"] == path
    assert os.fsencode(path) == name


def test_every_weird_file_is_a_caller_and_a_package_is_kept(weird: Context) -> None:
    callers = run(weird, "callers", symbol="plain")
    found = {n["symbol"]["id"]: n["symbol"]["path"] for n in callers["neighbors"]}
    wanted = [*NAMES.values(), ALL_AT_ONCE]
    assert found == {_weird_function(name): os.fsdecode(name) for name in wanted}
    folder = os.fsdecode(b"d\xff ir\n/sub,'/")
    members = run(weird, "neighbors", symbol=folder, relation="members")
    assert [n["symbol"]["path"] for n in members["neighbors"]] == [os.fsdecode(NAMES["nested-folder"])]
    assert run(weird, "info")["files"] == len(wanted) + 1, "every file indexed"
    snap = snapshots.resolve(weird.repo)
    assert snapshot.read_diagnostics(weird.repo.git, snap.tree) == {os.fsdecode(LINK): "symlink: not indexed"}


def test_the_graph_holds_escaped_text_and_answers_raw_text(weird: Context) -> None:
    snap = snapshots.resolve(weird.repo)
    graph = graphdb.open_graph(weird.repo, snap)
    assert graph.info["escaped"] > 0, "newlines, CR, ESC and surrogates were escaped"
    for name in NAMES.values():
        path = os.fsdecode(name)
        rows = graph.rows("MATCH (s:Symbol) WHERE s.path = $p RETURN s.id, s.path ORDER BY s.id", p=path)
        assert rows == [[path, path], [_weird_function(name), path]]
    under = graph.rows("MATCH (s:Symbol) WHERE s.path STARTS WITH $p RETURN s.path", p=os.fsdecode(b"d\xff ir\n/"))
    assert {r[0] for r in under} == {os.fsdecode(NAMES["nested-folder"]), os.fsdecode(b"d\xff ir\n/sub,'")}


# -- the command line, in a folder named with a quote, a comma and glob characters -------------------


def test_the_command_line_round_trips_every_byte(make_repo: MakeRepo) -> None:
    path = make_repo(FOLDER, files={})
    _add_files(path)
    smp("init", cwd=path)
    smp("index", cwd=path)
    everything = {_weird_function(n): os.fsdecode(n) for n in [*NAMES.values(), ALL_AT_ONCE]}
    found = json.loads(smp("find", "weird", "--limit", "50", "--json", cwd=path).stdout)
    assert {m["symbol"]["id"]: m["symbol"]["path"] for m in found["matches"]} == everything
    callers = json.loads(smp("callers", "ok.py::plain()", "--json", cwd=path).stdout)
    assert {n["symbol"]["id"] for n in callers["neighbors"]} == set(everything)
    context = json.loads(smp("context", f"weird_{len(NAMES)} calls plain", "--json", cwd=path).stdout)
    packed = {(s["id"], s["path"]) for s in context["symbols"]}
    assert (_weird_function(ALL_AT_ONCE), os.fsdecode(ALL_AT_ONCE)) in packed
    name = os.fsdecode(ALL_AT_ONCE)
    answer = smp("file", "--json", "--", name, cwd=path).stdout
    assert json.loads(answer)["path"] == name and "\\udcff" in answer, "JSON escapes the byte that is not UTF-8"
    shown = subprocess.run(["git", "smp", "show", "--", _weird_function(ALL_AT_ONCE)], cwd=path,
                           capture_output=True, check=True)
    assert ALL_AT_ONCE + b"::weird_" in shown.stdout, "text output writes the path's exact bytes"


# -- no outside value in query text ------------------------------------------------------------------

QUERY_CALLS = {"execute", "executemany", "rows", "_symbols"}
"""Methods whose first argument is query text (the database drivers', Graph.rows, GraphQuery._symbols)."""
SAFE_CALLS = {
    "int": "a number",
    "edge_labels": "each label checked against GRAPH_EDGE_KINDS (tested below)",
    "_marks": "only '?' and ',' (tested below)",
}
ROOT = Path(__file__).resolve().parents[1] / "smriti_git"


def _constant(name: str) -> bool:
    return name.lstrip("_").isupper()


class QueryText(ast.NodeVisitor):
    """Finds every query-text argument that may hold something other than our constants.

    Query text may be built from: string literals; UPPER_CASE module constants (or an
    item of one, ``COPY_INTO[table]``: a key from outside fails, it never lands in the
    text); f-strings, ``+`` and ``x if c else y`` of those; the calls in
    :data:`SAFE_CALLS`; and, inside a query method itself, that method's own parameter
    (passed through: its callers are checked in turn).
    """

    def __init__(self, module: ast.Module) -> None:
        self.constants = {t.id for node in module.body if isinstance(node, (ast.Assign, ast.AnnAssign))
                          for t in (node.targets if isinstance(node, ast.Assign) else [node.target])
                          if isinstance(t, ast.Name) and _constant(t.id)}
        self.constants |= {alias.asname or alias.name for node in module.body if isinstance(node, ast.ImportFrom)
                           for alias in node.names if _constant(alias.asname or alias.name)}
        self.own_modules = {alias.asname or alias.name for node in module.body if isinstance(node, ast.ImportFrom)
                            and (node.module or "").startswith("smriti_git") for alias in node.names}
        """Our own modules imported by name (``container.execute`` runs a command in a sandbox, not a query)."""
        self.function: list[ast.FunctionDef | ast.AsyncFunctionDef] = []
        self.calls = 0
        self.bad: list[str] = []

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self.function.append(node)
        self.generic_visit(node)
        self.function.pop()

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_Call(self, node: ast.Call) -> None:
        own = isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name) \
            and node.func.value.id in self.own_modules and not _constant(node.func.value.id)
        if isinstance(node.func, ast.Attribute) and node.func.attr in QUERY_CALLS and node.args and not own:
            self.calls += 1
            if not self.allowed(node.args[0]):
                self.bad.append(f"line {node.lineno}: {ast.unparse(node.args[0])}")
        self.generic_visit(node)

    def allowed(self, node: ast.expr) -> bool:
        if isinstance(node, ast.Constant):
            return isinstance(node.value, (str, int))
        if isinstance(node, ast.JoinedStr):
            return all(isinstance(v, ast.Constant) or (isinstance(v, ast.FormattedValue) and self.allowed(v.value))
                       for v in node.values)
        if isinstance(node, ast.Name):
            return node.id in self.constants or self.passed_through(node.id)
        if isinstance(node, ast.Subscript):
            return isinstance(node.value, ast.Name) and node.value.id in self.constants
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            return self.allowed(node.left) and self.allowed(node.right)
        if isinstance(node, ast.IfExp):
            return self.allowed(node.body) and self.allowed(node.orelse)
        if isinstance(node, ast.Call):
            return isinstance(node.func, ast.Name) and node.func.id in SAFE_CALLS
        return False

    def passed_through(self, name: str) -> bool:
        if not self.function or self.function[-1].name not in QUERY_CALLS:
            return False
        args = self.function[-1].args
        return name in {a.arg for a in [*args.posonlyargs, *args.args, *args.kwonlyargs]}


def _check(source: str) -> QueryText:
    tree = ast.parse(source)
    checker = QueryText(tree)
    checker.visit(tree)
    return checker


def test_no_outside_value_is_spliced_into_query_text() -> None:
    calls, bad = 0, []
    for path in sorted(ROOT.rglob("*.py")):
        checker = _check(path.read_text())
        calls += checker.calls
        bad += [f"{path.relative_to(ROOT.parent)} {b}" for b in checker.bad]
    assert not bad, "query text built from a value that is not our own constant:\n" + "\n".join(bad)
    assert calls > 30, "the check found the query calls"


def test_the_query_text_check_catches_splicing() -> None:
    spliced = [
        "conn.execute(f\"COPY Symbol FROM '{path}'\")",
        "graph.rows('MATCH (s) WHERE s.id = ' + sid)",
        "graph.rows(f'MATCH (a)-[e:{labels}]->(b)')",
        "db.execute(query)",
        "graph.rows(f'MATCH (s) WHERE s.id = {repr(x)}')",
        "def rows(self, cypher):\n    return conn.execute(cypher + user)",
    ]
    for source in spliced:
        assert _check(source).bad, source
    safe = [
        "CREATE = 'x'\nconn.execute(CREATE)",
        "COPY_INTO = {'Symbol': 'COPY Symbol FROM'}\nconn.execute(f\"{COPY_INTO[table]} '/dev/fd/{int(fd)}'\")",
        "graph.rows(f'MATCH (a)-[e:{edge_labels(kinds)}]->(b) WHERE {\"a\" if d else \"b\"}.id IN $ids', ids=ids)",
        "def rows(self, cypher, **params):\n    return self._conn.execute(cypher, params)",
    ]
    for source in safe:
        assert not _check(source).bad, source


def test_labels_and_placeholders_hold_only_our_own_text() -> None:
    assert graphdb.edge_labels(["CALLS", "IMPORTS"]) == "CALLS|IMPORTS"
    for junk in (["CALLS]->() DETACH DELETE (n) //"], ["calls"], []):
        with pytest.raises(InvalidArgument):
            graphdb.edge_labels(junk)
    assert _marks(3) == "?,?,?" and set(_marks(500)) == {"?", ","}


def test_memory_anchors_on_weird_paths_stay_fresh(weird: Context) -> None:
    anchors = [_weird_function(NAMES["newline"]), _weird_function(NAMES["not-utf8"]), _weird_function(ALL_AT_ONCE)]
    run(weird, "remember", text="the weird files call plain()", anchor=anchors)
    recalled = run(weird, "recall", query="weird files call plain", vectors=False)
    states = {a["symbol"]: a["state"] for item in recalled["engrams"] for a in item["anchors"]}
    assert states == dict.fromkeys(anchors, "fresh")
    assert {parse_id(a).path for a in anchors[:2]} == {os.fsdecode(NAMES["newline"]), os.fsdecode(NAMES["not-utf8"])}


# -- the graph cache's escaping, and records ----------------------------------------------------------

SAMPLES = ["", "plain", "new\nline", "\r\n", "\x1b", "\x1b001b", "\x00", "bad\udcff", "\ud800x", "tab\tq'\"\\,",
           "ünï", "\x1b000a\n"]


def test_escaping_is_exact_and_keeps_prefixes() -> None:
    rng = random.Random(7)
    alphabet = ["a", "0", "1", "b", "/", "\n", "\r", "\x1b", "\x00", "\udcff", "\ud800", "ü", '"', ","]
    texts = SAMPLES + ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 8))) for _ in range(400)]
    for text in texts:
        stored = graphdb.escape(text)
        assert graphdb.unescape(stored) == text
        assert not any(c in stored for c in "\n\r\x00") and not graphdb._SURROGATE.search(stored)
        stored.encode("utf-8")
    for a in texts[:120]:
        for b in texts[:120]:
            assert graphdb.escape(a).startswith(graphdb.escape(b)) == a.startswith(b), (a, b)


def test_records_carry_paths_that_are_not_utf8() -> None:
    record = {"path": "bad\udcff\udcfe.py", "id": "new\nline\udcff.py::f()", "back": "\\\udcff"}
    data = canonical.encode(record)
    assert b"bad\\udcff\\udcfe.py" in data and data.decode("utf-8")
    assert canonical.decode(data) == record
    assert canonical.encode(canonical.decode(data)) == data
    assert canonical.decode(canonical.compress(data)) == record
