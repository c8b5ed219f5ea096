"""The graph cache is disposable: it repairs itself, survives killed builders, is shared safely."""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from smriti_git.cache import graphdb
from smriti_git.services import snapshots
from smriti_git.services.graphquery import GraphQuery
from smriti_git.storage.repo import Repo

from .helpers import MakeIndexedRepo, MakeRepo, git, smp


def _big_repo(make_indexed_repo: MakeIndexedRepo, files: int = 150, per_file: int = 20) -> Path:
    sources = {}
    for f in range(files):
        body = [f"from pkg.m{(f + 1) % files} import f{(f + 1) % files}_0\n"]
        for i in range(per_file):
            callee = f"f{f}_{i + 1}()" if i + 1 < per_file else f"f{(f + 1) % files}_0()"
            body.append(f"\n\ndef f{f}_{i}():\n    return {callee}\n")
        sources[f"pkg/m{f}.py"] = "".join(body)
    return make_indexed_repo("big", files=sources)


def _folder(path: Path) -> Path:
    repo = Repo.discover(path)
    return graphdb.folder(repo, snapshots.resolve(repo))


def _callers(path: Path, symbol: str) -> set[str]:
    out = json.loads(smp("callers", symbol, "--json", cwd=path).stdout)
    return {n["id"] for n in out["neighbors"]}


BUILD = """
import sys
from smriti_git.cache import graphdb
from smriti_git.services import snapshots
from smriti_git.storage.repo import Repo
repo = Repo.discover(sys.argv[1])
print("start", flush=True)
graphdb.open_graph(repo, snapshots.resolve(repo)).close()
print("done", flush=True)
"""


def test_build_killed_half_way_is_rebuilt(make_indexed_repo: MakeIndexedRepo) -> None:
    path = _big_repo(make_indexed_repo, files=300)
    killed_mid_build = 0
    for delay in (0.05, 0.3, 0.8, 1.5):
        proc = subprocess.Popen([sys.executable, "-c", BUILD, str(path)], stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "start"
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.communicate()
        folder = _folder(path)
        if (folder / "ready.json").exists():
            # The build finished before the kill: then it must be complete and correct.
            assert _callers(path, "pkg/m3.py::f3_1()") == {"pkg/m3.py::f3_0()"}
        else:
            killed_mid_build += 1
        for leftover in folder.parent.glob(f".{folder.name}.building-*"):
            # A builder killed before its rename leaves its work folder behind, hidden: it is
            # never opened (only ``<tree id>`` folders are), and it holds ``ready.json`` only
            # when the kill fell between writing it (last) and the rename.
            assert leftover.name.startswith(".") and leftover.name != folder.name
            assert not (leftover / "ready.json").exists() or (leftover / "graph").exists(), \
                "a work folder marked ready holds its database"
        shutil.rmtree(folder, ignore_errors=True)
    assert killed_mid_build >= 1, "the kill should land during a build at least once"
    assert _callers(path, "pkg/m3.py::f3_1()") == {"pkg/m3.py::f3_0()"}
    assert (_folder(path) / "ready.json").exists()


@pytest.mark.parametrize("damage", ["wal", "truncate", "version", "missing-db"])
def test_damaged_cache_is_detected_and_rebuilt(make_repo: MakeRepo, damage: str) -> None:
    path = make_repo("dmg", files={"a.py": "def f():\n    return g()\n\n\ndef g():\n    return 1\n"})
    smp("init", cwd=path)
    assert _callers(path, "a.py::g()") == {"a.py::f()"}
    folder = _folder(path)
    db = folder / "graph"
    if damage == "wal":
        (folder / "graph.wal").write_bytes(b"\x00garbage left by a killed process" * 100)
    elif damage == "truncate":
        db.write_bytes(db.read_bytes()[:100])
    elif damage == "version":
        info = json.loads((folder / "ready.json").read_text())
        (folder / "ready.json").write_text(json.dumps({**info, "builder": "0"}))
    else:
        db.unlink()
    assert _callers(path, "a.py::g()") == {"a.py::f()"}
    assert json.loads((folder / "ready.json").read_text())["builder"] == graphdb.BUILDER_VERSION


def test_two_processes_share_one_build(make_indexed_repo: MakeIndexedRepo) -> None:
    path = _big_repo(make_indexed_repo, files=60)
    procs = [subprocess.Popen(["git", "smp", "callers", "pkg/m2.py::f2_5()", "--json"], cwd=path,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(3)]
    outs = [p.communicate(timeout=180) for p in procs]
    assert all(p.returncode == 0 for p in procs), [o[1] for o in outs]
    answers = [{n["id"] for n in json.loads(o[0])["neighbors"]} for o in outs]
    assert answers == [{"pkg/m2.py::f2_4()"}] * 3
    assert not list(_folder(path).parent.glob(".*.building-*")), "no build left behind"


def test_least_recently_used_databases_are_evicted(make_repo: MakeRepo) -> None:
    path = make_repo("lru", files={"a.py": "def f():\n    return 1\n"})
    smp("init", cwd=path)
    git("config", "smp.cache.maxBytes", "1", cwd=path)
    smp("find", "f", cwd=path)
    first = _folder(path)
    (path / "a.py").write_text("def f():\n    return 2\n")
    git("commit", "-qam", "two", cwd=path)
    smp("find", "f", cwd=path)
    assert _folder(path).exists() and not first.exists()


def test_engine_choice_is_validated(make_repo: MakeRepo) -> None:
    path = make_repo("eng", files={"a.py": "def f():\n    return 1\n"})
    smp("init", cwd=path)
    git("config", "smp.cache.engine", "nosuchdb", cwd=path)
    proc = smp("find", "f", cwd=path, check=False)
    assert proc.returncode == 2 and "unknown graph engine 'nosuchdb'" in proc.stderr


def test_queries_read_through_the_library(make_repo: MakeRepo) -> None:
    path = make_repo("lib", files={"a.py": "class A:\n    def m(self):\n        return self.n()\n\n"
                                           "    def n(self):\n        return 1\n"})
    smp("init", cwd=path)
    repo = Repo.discover(path)
    snap = snapshots.ensure(repo)
    with graphdb.open_graph(repo, snap) as graph:
        gq = GraphQuery(graph)
        callers = gq.neighbors(gq.resolve("A.n"), "callers")
    assert [(h.src, h.dst, h.kind) for h in callers] == [("a.py::A.m()", "a.py::A.n()", "CALLS")]
