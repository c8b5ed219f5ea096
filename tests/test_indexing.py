"""``git smp index``: snapshots in git, determinism, incremental == cold, bad input."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pygit2
import pytest

from smriti_git.index import parse, snapshot
from smriti_git.services import indexing, namespace
from smriti_git.storage import objects, refs
from smriti_git.storage.repo import Repo

from .helpers import MakeIndexedRepo, MakeRepo, git, smp, write_files

APP = {
    "app/__init__.py": "from .core import run\n",
    "app/core.py": (
        "from app.util import helper, Greeter\n\n\n"
        "def run(name: str) -> str:\n"
        "    g = Greeter(name)\n"
        "    return helper(g.greet())\n"
    ),
    "app/util.py": (
        "class Greeter:\n"
        "    def __init__(self, name: str) -> None:\n"
        "        self.name = name\n\n"
        "    def greet(self) -> str:\n"
        "        return 'hi ' + self.name\n\n\n"
        "def helper(text: str) -> str:\n"
        "    return text.upper()\n"
    ),
    "tests/test_core.py": "from app.core import run\n\n\ndef test_run():\n    assert run('x')\n",
    "docs/readme.txt": "not code\n",
}


def _commit(path: Path, files: dict[str, str | None], message: str) -> str:
    write_files(path, files)
    git("add", "-A", cwd=path)
    git("commit", "-q", "-m", message, cwd=path)
    return git("rev-parse", "HEAD", cwd=path).strip()


@pytest.fixture
def app(make_repo: MakeRepo) -> Path:
    path = make_repo("app", files=APP)
    smp("init", cwd=path)
    return path


def _snapshot_tree(path: Path, ref: str = "refs/smp/index/main") -> str:
    return git("rev-parse", f"{ref}^{{tree}}", cwd=path).strip()


def test_index_writes_a_snapshot_commit_with_trailers(app: Path) -> None:
    report = json.loads(smp("index", "--json", cwd=app).stdout)
    assert report["mode"] == "cold" and report["files"] == 4 and report["ref"] == "refs/smp/index/main"
    message = git("log", "-1", "--format=%B", "refs/smp/index/main", cwd=app)
    head = git("rev-parse", "HEAD", cwd=app).strip()
    assert f"Smp-Source-Commit: {head}" in message
    assert "Smp-Schema-Version: 1" in message and "Smp-Indexer-Version: " in message
    listing = git("ls-tree", "-r", "--name-only", "refs/smp/index/main", cwd=app).split()
    assert listing == ["diagnostics.json", "files/app/__init__.py.json", "files/app/core.py.json",
                       "files/app/util.py.json", "files/tests/test_core.py.json", "meta.json"]
    shard = json.loads(git("cat-file", "-p", "refs/smp/index/main:files/app/core.py.json", cwd=app))
    ids = [s["id"] for s in shard["symbols"]]
    assert ids == ["app/core.py", "app/core.py::run()"]
    calls = {(e["src"], e.get("dst")) for e in shard["edges"] if e["kind"] == "CALLS" and e.get("resolved", True)}
    assert ("app/core.py::run()", "app/util.py::helper()") in calls
    assert ("app/core.py::run()", "app/util.py::Greeter.__init__()") in calls
    assert ("app/core.py::run()", "app/util.py::Greeter.greet()") in calls
    assert shard["schema"] == "codefile/3"
    greet = next(e for e in shard["edges"] if e.get("dst") == "app/util.py::Greeter.greet()")
    assert (greet["line"], greet["col"], greet["target"]) == (6, 20, "g.greet")  # the called name's column
    test_shard = json.loads(git("cat-file", "-p", "refs/smp/index/main:files/tests/test_core.py.json", cwd=app))
    assert {"kind": "TESTS", "src": "tests/test_core.py::test_run()", "dst": "app/core.py::run()",
            "line": 5, "col": 11, "target": "run"} in test_shard["edges"]
    # Indexing the same commit again is a no-op.
    again = json.loads(smp("index", "--json", cwd=app).stdout)
    assert again["mode"] == "unchanged" and again["snapshot"] == report["snapshot"]
    status = json.loads(smp("status", "--json", cwd=app).stdout)
    assert status["index"][0]["stale"] is False and status["index"][0]["files"] == 4


def test_same_input_same_objects_in_any_clone(app: Path, tmp_path: Path) -> None:
    smp("index", cwd=app)
    clone = tmp_path / "clone"
    git("clone", "-q", str(app), str(clone), cwd=tmp_path)
    smp("init", cwd=clone)
    smp("index", cwd=clone)
    assert git("rev-parse", "refs/smp/index/main", cwd=clone) == git("rev-parse", "refs/smp/index/main", cwd=app)


MANY_IMPORTS = "".join(f"import mod{i}\nfrom pkg.sub{i} import name{i} as alias{i}\n" for i in range(40))


def test_captures_come_in_source_order() -> None:
    """py-tree-sitter hands captures over through a set; facts must not inherit its order."""
    from smriti_git.index.languages import get
    from smriti_git.index.languages.python import IMPORTS

    python = get("python")
    root = python.parse(MANY_IMPORTS.encode()).root_node
    for nodes in python.captures(IMPORTS, root).values():
        assert len(nodes) == 40
        assert [n.start_byte for n in nodes] == sorted(n.start_byte for n in nodes)


def test_unchanged_files_and_folders_keep_their_ids(app: Path) -> None:
    smp("index", cwd=app)
    first = _snapshot_tree(app)
    _commit(app, {"app/core.py": APP["app/core.py"] + "\n\ndef extra() -> int:\n    return 1\n"}, "edit core")
    report = json.loads(smp("index", "--json", cwd=app).stdout)
    assert report["mode"] == "incremental" and report["parsed"] == 1
    second = _snapshot_tree(app)
    unchanged = "files/tests/test_core.py.json"
    assert git("rev-parse", f"{first}:{unchanged}", cwd=app) == git("rev-parse", f"{second}:{unchanged}", cwd=app)
    assert git("rev-parse", f"{first}:files/tests", cwd=app) == git("rev-parse", f"{second}:files/tests", cwd=app)
    assert git("rev-parse", f"{first}:files/app", cwd=app) != git("rev-parse", f"{second}:files/app", cwd=app)
    parents = git("rev-list", "--parents", "-1", "refs/smp/index/main", cwd=app).split()
    assert len(parents) == 2, "each snapshot commit builds on the previous one"


EDITS: list[tuple[str, dict[str, str | None]]] = [
    ("body edit", {"app/util.py": APP["app/util.py"].replace("text.upper()", "text.lower()")}),
    ("new callee", {"app/util.py": APP["app/util.py"] + "\n\ndef shout(t: str) -> str:\n    return t\n",
                    "app/core.py": APP["app/core.py"].replace("return helper(", "return shout(").replace(
                        "import helper, Greeter", "import helper, shout, Greeter")}),
    ("rename callee", {"app/util.py": APP["app/util.py"].replace("def helper", "def assist")}),
    ("new file", {"app/extra.py": "from app.util import Greeter\n\n\ndef make():\n    return Greeter('x')\n"}),
    ("move class", {"app/util.py": "from app.greeter import Greeter\n\n\ndef helper(t):\n    return t\n",
                    "app/greeter.py": APP["app/util.py"].split("\n\n\ndef helper")[0] + "\n"}),
    ("drop package init", {"app/__init__.py": None}),
    ("delete file", {"app/extra.py": None}),
]


def test_incremental_equals_cold_after_every_edit(app: Path, tmp_path: Path) -> None:
    """Object for object: the incremental snapshot tree is the cold snapshot tree."""
    smp("index", cwd=app)
    for name, files in EDITS:
        commit = _commit(app, files, name)
        smp("index", cwd=app)
        incremental = _snapshot_tree(app)
        cold_repo = tmp_path / f"cold-{len(name)}-{name.replace(' ', '-')}"
        git("clone", "-q", "--no-local", str(app), str(cold_repo), cwd=tmp_path)
        smp("init", cwd=cold_repo)
        smp("index", "--rev", commit, "--branch", "cold", cwd=cold_repo)
        assert _snapshot_tree(cold_repo, "refs/smp/index/cold") == incremental, f"after {name!r}"
        git("fsck", "--full", "--no-progress", cwd=cold_repo)


def test_index_rev_reads_git_objects_without_checkout(app: Path) -> None:
    first = git("rev-parse", "HEAD", cwd=app).strip()
    _commit(app, {"app/new.py": "def fresh():\n    return 1\n"}, "add new")
    (app / "app" / "core.py").write_text("def broken(:\n")  # a dirty work tree must not matter
    status_before = git("status", "--porcelain", cwd=app)
    report = json.loads(smp("index", "--rev", first, "--json", cwd=app).stdout)
    assert report["source_commit"] == first and report["files"] == 4
    assert git("status", "--porcelain", cwd=app) == status_before
    assert git("rev-parse", "HEAD", cwd=app).strip() != first


def test_worktree_snapshot_is_separate(app: Path) -> None:
    smp("index", cwd=app)
    committed = git("rev-parse", "refs/smp/index/main", cwd=app)
    (app / "app" / "draft.py").write_text("def draft():\n    return 2\n")
    report = json.loads(smp("index", "--worktree", "--json", cwd=app).stdout)
    assert report["ref"] == "refs/smp/worktree/main" and report["files"] == 5
    assert git("rev-parse", "refs/smp/index/main", cwd=app) == committed, "the commit snapshot did not move"
    message = git("log", "-1", "--format=%B", "refs/smp/worktree/main", cwd=app)
    assert "Smp-Source-Kind: worktree" in message
    assert git("rev-parse", "refs/smp/worktree/main^", cwd=app) == committed
    assert "draft.py" in git("ls-tree", "-r", "--name-only", "refs/smp/worktree/main", cwd=app)
    assert git("status", "--porcelain", cwd=app).strip() == "?? app/draft.py"


def test_bad_input_is_reported_not_fatal(make_repo: MakeRepo) -> None:
    deep = "def f0():\n" + "".join(f"{'    ' * i}def f{i}():\n" for i in range(1, 60)) + "    " * 60 + "pass\n"
    parens = "x = " + "(" * 3000 + "1" + ")" * 3000 + "\n"
    path = make_repo("bad", files={
        "ok.py": "def fine():\n    return 1\n",
        "broken.py": "def good():\n    return 1\n\ndef bad(:\n    pass\n\nclass Later:\n    def m(self):\n"
                     "        return good()\n",
        "vendor/lib/thing.py": "def vendored():\n    pass\n",
        "generated_pb2.py": "def gen():\n    pass\n",
        "skipme/x.py": "def hidden():\n    pass\n",
        ".smpignore": "skipme/\n",
        "deep.py": deep,
        "parens.py": parens,
    })
    (path / "binary.py").write_bytes(b"def x():\n    pass\n\0\0\0binary")
    (path / "latin1.py").write_bytes("def caf\xe9():\n    return 'na\xefve'\n".encode("latin-1"))
    (path / "big.py").write_text("X = 1\n" * 5000)
    (path / "link.py").symlink_to("ok.py")
    git("add", "-A", cwd=path)
    sub = path.parent / "subrepo"
    git("init", "-q", str(sub), cwd=path.parent)
    git("commit", "-q", "--allow-empty", "-m", "s", cwd=sub)
    sub_head = git("rev-parse", "HEAD", cwd=sub).strip()
    git("update-index", "--add", "--cacheinfo", f"160000,{sub_head},module", cwd=path)
    git("commit", "-q", "-m", "bad input", cwd=path)
    git("config", "smp.index.maxFileBytes", "20000", cwd=path)
    smp("init", cwd=path)
    report = json.loads(smp("index", "--json", cwd=path).stdout)
    assert report["status"] == "ok"
    status = json.loads(smp("status", "--json", cwd=path).stdout)
    diagnostics = status["index"][0]["diagnostics"]
    assert diagnostics["binary.py"] == "binary file: not indexed"
    assert diagnostics["big.py"] == "larger than 20000 bytes: not indexed"
    assert diagnostics["link.py"] == "symlink: not indexed"
    assert diagnostics["module"] == "submodule: not indexed"
    assert "not valid UTF-8" in diagnostics["latin1.py"]
    assert "syntax errors" in diagnostics["broken.py"]
    assert "deep.py" not in diagnostics and "parens.py" not in diagnostics
    tree = git("ls-tree", "-r", "--name-only", "refs/smp/index/main", cwd=path).split()
    assert "files/skipme/x.py.json" not in tree and "files/generated_pb2.py.json" not in tree
    assert "files/vendor/lib/thing.py.json" in tree, "vendored code is indexed (and flagged by path)"
    broken = json.loads(git("cat-file", "-p", "refs/smp/index/main:files/broken.py.json", cwd=path))
    names = {s["name"] for s in broken["symbols"]}
    assert {"good", "Later", "m"} <= names, "what parses is still indexed"
    deep_shard = json.loads(git("cat-file", "-p", "refs/smp/index/main:files/deep.py.json", cwd=path))
    assert deep_shard["symbols"][-1]["qualname"] == ".".join(f"f{i}" for i in range(60))
    latin = json.loads(git("cat-file", "-p", "refs/smp/index/main:files/latin1.py.json", cwd=path))
    assert latin["symbols"][1]["name"].startswith("caf") and latin["symbols"][1]["kind"] == "function"
    human = smp("status", cwd=path).stdout
    assert "binary.py: binary file: not indexed" in human


def test_concurrent_indexers_of_one_branch(app: Path) -> None:
    """Two indexers of one commit racing on one ref: one snapshot lands, the other finds it."""
    procs = [subprocess.Popen(["git", "smp", "index", "--json"], cwd=app, stdout=subprocess.PIPE, text=True)
             for _ in range(2)]
    outs = [json.loads(p.communicate(timeout=120)[0]) for p in procs]
    assert all(o["status"] == "ok" for o in outs)
    chain = git("rev-list", "refs/smp/index/main", cwd=app).split()
    assert len(chain) == 1
    assert _snapshot_tree(app) == outs[0]["tree"] == outs[1]["tree"]


def test_library_api_and_cache_is_disposable(app: Path) -> None:
    repo = Repo.discover(app)
    namespace.init(repo)
    first = indexing.index(repo, workers=1)
    shutil.rmtree(repo.smp_dir / "cache")
    parse.clear_memory()
    _commit(app, {"app/core.py": APP["app/core.py"] + "# comment\n"}, "comment")
    second = indexing.index(repo, workers=1)
    assert second.mode == "incremental" and second.parsed == 4, "no cache: every file parsed again"
    tip = refs.read(repo.git, "refs/smp/index/main")
    assert tip is not None
    info = snapshot.info(repo.git, tip, "refs/smp/index/main")
    assert info.tree == second.tree != first.tree
    commit = objects.read_commit(repo.git, pygit2.Oid(hex=second.snapshot))
    assert commit.author.name == "smriti-git" and commit.commit_time == repo.git.head.peel(pygit2.Commit).commit_time


def test_a_function_nested_in_a_test_is_test_code() -> None:
    from tests.lang_support import defs, extract

    facts = extract("tests/test_refs.py", """\
        def test_update():
            def apply(tip):
                return tip
            assert apply(1) == 1


        class TestThing:
            def test_a(self):
                pass

            def helper(self):
                pass


        def build():
            def inner():
                pass
        """)
    marked = {q: d.is_test for q, d in defs(facts).items()}
    assert marked == {"test_update": True, "test_update.apply": True, "TestThing": True, "TestThing.test_a": True,
                      "TestThing.helper": False, "build": False, "build.inner": False}


def test_codefile_1_shards_are_still_read() -> None:
    """Snapshots written before edges had columns (``codefile/1``) read back with column 0."""
    from smriti_git.storage import schemas

    record = {"schema": "codefile/1", "path": "a.py", "lang": "python", "blob": "0" * 40,
              "symbols": [{"id": "a.py", "kind": "file", "name": "a.py", "qualname": "a", "span": [1, 2, 0, 10]}],
              "edges": [{"kind": "CALLS", "src": "a.py", "dst": "b.py::f()", "line": 2, "target": "f"}]}
    assert schemas.validate(record, expect_kind="codefile") == ("codefile", 1)
    edge = snapshot.shard_from_record(record).edges[0]
    assert (edge.dst, edge.line, edge.col) == ("b.py::f()", 2, 0)
    with pytest.raises(Exception, match="col"):
        schemas.validate({**record, "edges": [{**record["edges"][0], "col": 3}]})


def test_snapshots_of_one_second_list_the_descendant_first(make_indexed_repo: MakeIndexedRepo,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Commits made within one second (scripts, rebases) are listed child before parent,
    whichever of their ids sorts first."""
    monkeypatch.setenv("GIT_COMMITTER_DATE", "2026-01-02T03:04:05+00:00")
    monkeypatch.setenv("GIT_AUTHOR_DATE", "2026-01-02T03:04:05+00:00")
    repo = make_indexed_repo("same-second", files={"a.py": "def a():\n    return 0\n"})
    for n in range(1, 5):
        (repo / "a.py").write_text(f"def a():\n    return {n}\n")
        git("commit", "-qam", f"step {n}", cwd=repo)
        smp("index", cwd=repo)
    listed = json.loads(smp("snapshots", "--json", cwd=repo).stdout)
    assert [c["subject"] for c in listed["commits"]] == ["step 4", "step 3", "step 2", "step 1", "initial"]


def test_the_parse_cache_is_written_by_workers_and_repaired_when_unreadable(make_repo: MakeRepo) -> None:
    """Parse workers write what they parse to the parse cache; an entry that cannot be read is
    parsed again and written over, whether a worker or the indexing process parsed it."""
    files = {f"src/m{i}.py": f"def f{i}(x):\n    return x + {i}\n" for i in range(parse.POOL_THRESHOLD + 2)}
    path = make_repo("cached", files=files)
    repo = Repo.discover(path)
    namespace.init(repo)
    indexing.index(repo, "HEAD", workers=2)
    entries = sorted(parse.cache_dir(repo.smp_dir).rglob("*.pkl"))
    assert len(entries) == len(files)
    for broken in (entries, entries[:1]):   # all: parsed again by the pool; one: by this process
        parse.clear_memory()
        for entry in broken:
            entry.write_bytes(b"not a pickle")
        git("commit", "-q", "--allow-empty", "-m", f"again, {len(broken)} broken", cwd=path)
        indexing.index(repo, "HEAD", workers=2)
        assert all(entry.read_bytes() != b"not a pickle" for entry in broken)
        keys = [entry.stem.replace("-", ":") for entry in broken]
        assert len(parse.load_cached(repo.smp_dir, keys)) == len(keys)
