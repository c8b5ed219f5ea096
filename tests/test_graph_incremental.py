"""A graph database derived from an earlier snapshot's answers exactly like a full build.

A real history (renames, deletions, methods moved between files, folders appearing and
disappearing, a path that needs escaping, a symbol deleted then brought back, a change
too large to derive) is indexed commit by commit.  After each commit the database is
derived from the previous one; it is compared, table by table and answer by answer,
with a full build of the same snapshot, and the next commit derives from the derived
database (so derivations chain).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pygit2

from smriti_git.cache import graphdb
from smriti_git.index import snapshot
from smriti_git.services import communities, impact, indexing, messages, namespace, snapshots
from smriti_git.services.graphquery import GraphQuery
from smriti_git.storage import objects
from smriti_git.storage.repo import Repo

from .helpers import MakeRepo, git

DUMP_SYMBOLS = ("MATCH (s:Symbol) RETURN s.id, s.kind, s.name, s.qualname, s.path, s.lang, s.start_line, "
                "s.end_line, s.start_byte, s.end_byte, s.parent, s.signature, s.hash, s.is_test, s.exported")
DUMP_EDGES = ("MATCH (a:Symbol)-[e]->(b:Symbol) RETURN label(e), a.id, b.id, e.resolved, e.confidence, e.line, "
              "e.col")

CORE = '''"""Core."""


class Base:
    def run(self, x):
        return helper(x)


def helper(v):
    if v < 0:
        raise ValueError(f"bad value {v} for helper")
    return v * 2
'''
UTIL = '''from pkg.core import helper


def twice(v):
    return helper(helper(v))


def unused():
    return None
'''
MAIN = '''from pkg.util import twice
from pkg.core import Base


class App(Base):
    def run(self, x):
        return twice(x)


def main():
    return App().run(1)
'''
TEST = '''from pkg.util import twice


def test_twice():
    assert twice(1) == 4
'''
JS = "function f() { return g(); }\nfunction g() { return 1; }\n"
WEIRD = "we\nird/od d.py"

HISTORY: list[tuple[str, dict[str, str | None]]] = [
    ("body edit shifting every line",
     {"pkg/core.py": CORE.replace('"""Core."""', '"""Core.\n\nMore.\n"""\nimport os')}),
    ("a new function called from another file", {
        "pkg/util.py": UTIL + "\n\ndef triple(v):\n    return helper(v) + v\n",
        "app/main.py": MAIN + "\n\ndef other():\n    from pkg.util import triple\n    return triple(2)\n"}),
    ("a function deleted while other files call it", {
        "pkg/core.py": CORE.split("\n\ndef helper")[0] + "\n"}),
    ("a file renamed into new folders", {
        "pkg/util.py": None,
        "lib/tools/util.py": UTIL + "\n\ndef triple(v):\n    return helper(v) + v\n",
        "lib/__init__.py": "", "lib/tools/__init__.py": "",
        "app/main.py": MAIN.replace("pkg.util", "lib.tools.util"),
        "tests/test_util.py": TEST.replace("pkg.util", "lib.tools.util")}),
    ("a method moved to another file, a folder emptied, a path to escape", {
        "app/main.py": MAIN.replace("lib.tools.util", "lib.tools.util").split("\n\nclass App")[0]
        + "\nfrom app.runner import Runner\n\n\ndef main():\n    return Runner().run(1)\n",
        "app/runner.py": "from lib.tools.util import twice\n\n\nclass Runner:\n    def run(self, x):\n"
                         "        return twice(x)\n",
        "web/app.js": None,
        WEIRD: "from lib.tools.util import twice\n\n\ndef odd():\n    return twice(3)\n"}),
    ("the deleted function comes back", {"pkg/core.py": CORE}),
    ("too many files to derive", {f"gen/m{i}.py": f"from pkg.core import helper\n\n\ndef g{i}():\n"
                                                  f"    return helper({i})\n" for i in range(20)}),
]


def _dump(graph: graphdb.Graph) -> dict[str, Any]:
    return {
        "symbols": sorted(graph.rows(DUMP_SYMBOLS)),
        "edges": sorted(graph.rows(DUMP_EDGES)),
        "messages": json.loads((graph.folder / "messages.json").read_text()),
        "dangling": json.loads((graph.folder / "dangling.json").read_text()),
        "counts": {k: v for k, v in graph.info.items() if k in ("symbols", "edges")},
    }


def _answers(graph: graphdb.Graph) -> list[str]:
    """What the query services say about every symbol, as text."""
    gq = GraphQuery(graph)
    out = []
    for (sid,) in sorted(graph.rows("MATCH (s:Symbol) WHERE s.kind <> 'package' RETURN s.id")):
        ref = gq.resolve(sid)
        out.append(repr(gq.find(ref.name, limit=10)))
        for relation in ("callers", "callees", "references", "importers", "members", "tests", "implementations"):
            out.append(repr(gq.neighbors(ref, relation, include_candidates=True)))
        out.append(repr(gq.walk(ref, ("CALLS", "IMPORTS"), "in", 3, include_candidates=True)))
        out.append(repr(impact.impact(gq, ref, "body", 3)))
    partition = communities.compute(gq)
    out.append(repr(partition))
    out.append(repr(communities._boundaries(gq, partition)))
    out.append(repr(messages.match(messages.load(graph), "bad value 3 for helper")))
    return out


def _commit(path: Path, subject: str, files: dict[str, str | None]) -> None:
    for rel, text in files.items():
        target = path / rel
        if text is None:
            git("rm", "-q", "--", rel, cwd=path)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
        git("add", "--", rel, cwd=path)
    git("commit", "-q", "-m", subject, cwd=path)


def _full(repo: Repo, snap: Any) -> tuple[dict[str, Any], list[str]]:
    """A full build of ``snap``'s database, dumped and queried, with the derived one kept aside."""
    folder = graphdb.folder(repo, snap)
    aside = folder.with_name(folder.name + ".derived")
    folder.rename(aside)
    git("config", "smp.cache.derive", "false", cwd=repo.git_dir)
    try:
        graph = graphdb.open_graph(repo, snap)
        assert "derived" not in graph.info
        dump, answers = _dump(graph), _answers(graph)
        graph.close()
    finally:
        git("config", "--unset", "smp.cache.derive", cwd=repo.git_dir)
    shutil.rmtree(folder)
    aside.rename(folder)
    return dump, answers


def test_derived_databases_answer_like_full_builds(make_repo: MakeRepo) -> None:
    path = make_repo("history", files={"pkg/__init__.py": "", "pkg/core.py": CORE, "pkg/util.py": UTIL,
                                       "app/__init__.py": "", "app/main.py": MAIN, "tests/test_util.py": TEST,
                                       "web/app.js": JS})
    git("commit", "-q", "--allow-empty", "-m", "empty", cwd=path)
    repo = Repo.discover(path)
    namespace.init(repo)
    indexing.index(repo)
    previous = graphdb.open_graph(repo, snapshots.resolve(repo))
    assert "derived" not in previous.info, "the first database is a full build"
    derived = 0
    for subject, files in HISTORY:
        _commit(path, subject, files)
        indexing.index(repo)
        snap = snapshots.resolve(repo)
        graph = graphdb.open_graph(repo, snap)
        assert previous.rows("MATCH (s:Symbol) RETURN count(*)"), "a reader of the old database is unaffected"
        if subject == "too many files to derive":
            assert "derived" not in graph.info, subject
        else:
            assert graph.info["derived"]["from"] == previous.snapshot.tree, subject
            assert graph.info["generation"] == derived + 1
            derived += 1
        dump, answers = _dump(graph), _answers(graph)
        graph.close()
        previous.close()
        full_dump, full_answers = _full(repo, snap)
        assert dump == full_dump, subject
        assert answers == full_answers, subject
        previous = graphdb.open_graph(repo, snap)
    previous.close()
    assert derived == len(HISTORY) - 1


def test_an_older_commit_derives_from_a_database_at_hand(make_repo: MakeRepo) -> None:
    path = make_repo("older", files={"pkg/__init__.py": "", "pkg/core.py": CORE, "pkg/util.py": UTIL})
    repo = Repo.discover(path)
    namespace.init(repo)
    first = git("rev-parse", "HEAD", cwd=path).strip()
    indexing.index(repo)
    _commit(path, "two", {"pkg/util.py": UTIL + "\n\ndef more():\n    return twice(1)\n"})
    indexing.index(repo)
    head = graphdb.open_graph(repo, snapshots.resolve(repo))
    head.close()
    # The first commit's snapshot is an ancestor on the chain, but its database was never built.
    old = snapshots.resolve(repo, first)
    graph = graphdb.open_graph(repo, old)
    assert graph.info["derived"]["from"] == head.snapshot.tree
    dump, answers = _dump(graph), _answers(graph)
    graph.close()
    assert (dump, answers) == _full(repo, old)


def _forge(repo: Repo, parent: snapshot.SnapshotInfo, shards: dict[str, dict[str, Any]]) -> snapshot.SnapshotInfo:
    """A snapshot commit on top of ``parent`` whose shards of ``shards`` are replaced (edges
    the linker would never leave pointing nowhere, to exercise the dangling ones)."""
    git = repo.git
    tree = objects.edit_tree(git, pygit2.Oid(hex=parent.tree),
                             {snapshot.shard_path(p): objects.write_record(git, r) for p, r in shards.items()})
    commit = objects.read_commit(git, pygit2.Oid(hex=parent.commit))
    new = objects.write_commit(git, tree, [commit.id], commit.message, commit.author)
    return snapshot.info(git, new, parent.ref)


def test_dangling_edges_wait_for_their_target(make_repo: MakeRepo) -> None:
    path = make_repo("dangling", files={"a.py": "from b import g\n\n\ndef f():\n    return g()\n",
                                        "b.py": "def g():\n    return 1\n\n\ndef h():\n    return 2\n"})
    repo = Repo.discover(path)
    namespace.init(repo)
    indexing.index(repo)
    base = snapshots.resolve(repo)
    graphdb.open_graph(repo, base).close()
    a = objects.read_record(repo.git, objects.lookup(repo.git, pygit2.Oid(hex=base.tree), snapshot.shard_path("a.py")))
    b = objects.read_record(repo.git, objects.lookup(repo.git, pygit2.Oid(hex=base.tree), snapshot.shard_path("b.py")))
    to_k = {"kind": "CALLS", "src": "a.py::f()", "dst": "b.py::k()", "line": 5, "col": 11}
    a_k = {**a, "edges": sorted([*a["edges"], to_k], key=lambda e: (e["kind"], e["src"], e.get("dst", "")))}
    k = {**b["symbols"][1], "id": "b.py::k()", "name": "k", "qualname": "k"}
    b_k = {**b, "symbols": [b["symbols"][0], k, *b["symbols"][2:]],
           "edges": [e for e in b["edges"] if e.get("dst") != "b.py::g()"]
           + [{"kind": "CONTAINS", "src": "b.py", "dst": "b.py::k()", "line": 1}]}
    steps = [("an edge to a symbol that is not there", {"a.py": a_k}),
             ("its target appears while the edge to g loses its own", {"b.py": b_k}),
             ("g comes back", {"b.py": b})]
    snap = base
    for subject, shards in steps:
        snap = _forge(repo, snap, shards)
        graph = graphdb.open_graph(repo, snap)
        assert "derived" in graph.info, subject
        dump, answers = _dump(graph), _answers(graph)
        graph.close()
        assert (dump, answers) == _full(repo, snap), subject
        edges = {(e[1], e[2]) for e in dump["edges"] if e[0] == "CALLS"}
        if subject.startswith("an edge"):
            assert dump["dangling"] == [["a.py", "CALLS", "a.py::f()", "b.py::k()", "true", 1.0, 5, 11]]
        elif subject.startswith("its target"):
            assert ("a.py::f()", "b.py::k()") in edges and ("a.py::f()", "b.py::g()") not in edges
            assert [d[3] for d in dump["dangling"]] == ["b.py::g()", "b.py::g()"], "the call and the import"
        else:
            assert ("a.py::f()", "b.py::g()") in edges and ("a.py::f()", "b.py::k()") not in edges
            assert [d[3] for d in dump["dangling"]] == ["b.py::k()"]
