"""The vector cache: content-keyed store, torn and corrupt segments, HNSW vs exact, the baseline."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from smriti_git.cache import embedder, vector_store, vectors
from smriti_git.cache.embedder import Embedder
from smriti_git.evaluation.methods import METHODS, Candidate, TaskView
from smriti_git.index.snapshot import SnapshotInfo
from smriti_git.services import snapshots
from smriti_git.storage.repo import Repo

from .helpers import MakeIndexedRepo, git, smp

np = pytest.importorskip("numpy")

needs_model = pytest.mark.skipif(not embedder.available(),
                                 reason="the vectors extra is not installed (pip install 'smriti-git[vectors]')")

DIM = 8


@pytest.fixture(scope="module")
def model() -> Embedder:
    if not embedder.available():
        pytest.skip("the vectors extra is not installed")
    return Embedder(threads=1)


def _keys(*names: str) -> list[bytes]:
    return [vector_store.text_key(n) for n in names]


def _vecs(n: int, seed: int = 0) -> object:
    return np.random.default_rng(seed).standard_normal((n, DIM)).astype(np.float32)


def _segments(folder: Path) -> list[Path]:
    return sorted((folder / "segments").glob("*.smv"))


def test_store_round_trip_and_reopen(tmp_path: Path) -> None:
    store = vector_store.VectorStore(tmp_path / "m", "m", DIM)
    data = _vecs(3)
    store.put(_keys("a", "b", "c"), data)
    got, found = store.get(_keys("a", "x", "c"))
    assert found == [True, False, True]
    assert (got[0] == data[0]).all() and (got[2] == data[2]).all() and not got[1].any()
    blocks = len(store._blocks)
    store.refresh()                                # its own appends are not read back a second time
    assert len(store._blocks) == blocks and len(store) == 3
    store.close()
    again = vector_store.VectorStore(tmp_path / "m", "m", DIM)
    got, found = again.get(_keys("c", "b", "a"))
    assert found == [True, True, True] and (got == data[::-1]).all()
    # A store of another dimension (another model) never reads these records.
    other = vector_store.VectorStore(tmp_path / "m", "m", DIM + 1)
    assert len(other) == 0


def test_a_torn_record_is_ignored_and_the_rest_is_kept(tmp_path: Path) -> None:
    store = vector_store.VectorStore(tmp_path / "m", "m", DIM)
    store.put(_keys("a", "b"), _vecs(2, 1))
    store.put(_keys("c", "d"), _vecs(2, 2))
    store.close()
    [segment] = _segments(tmp_path / "m")
    data = segment.read_bytes()
    segment.write_bytes(data[:-7])                 # a writer killed in the middle of its second record
    reader = vector_store.VectorStore(tmp_path / "m", "m", DIM)
    _, found = reader.get(_keys("a", "b", "c", "d"))
    assert found == [True, True, False, False]
    assert not reader.damaged                      # incomplete, not damaged: it may still be being written
    # Only the header of a record made it to disk: same answer.
    segment.write_bytes(data[:len(data) // 2 + 10])
    _, found = vector_store.VectorStore(tmp_path / "m", "m", DIM).get(_keys("a", "b", "c", "d"))
    assert found == [True, True, False, False]


def test_a_corrupt_record_is_detected_and_nothing_after_it_is_trusted(tmp_path: Path) -> None:
    store = vector_store.VectorStore(tmp_path / "m", "m", DIM)
    first = _vecs(2, 1)
    store.put(_keys("a", "b"), first)
    store.put(_keys("c", "d"), _vecs(2, 2))
    store.put(_keys("e"), _vecs(1, 3))
    store.close()
    healthy = vector_store.VectorStore(tmp_path / "m", "m", DIM)
    healthy.put(_keys("f"), _vecs(1, 4))           # another segment file
    healthy.close()
    segment = _segments(tmp_path / "m")[0]
    data = bytearray(segment.read_bytes())
    record = len(vector_store.encode_record(_keys("a", "b"), first))
    data[record + vector_store.HEADER.size + 2 * vector_store.KEY_BYTES + 5] ^= 0x40    # a vector byte of record 2
    segment.write_bytes(bytes(data))
    reader = vector_store.VectorStore(tmp_path / "m", "m", DIM)
    got, found = reader.get(_keys("a", "b", "c", "d", "e", "f"))
    assert found == [True, True, False, False, False, True]
    assert (got[:2] == first).all()
    assert reader.damaged == {segment.name}
    # Garbage instead of a header is damage too.
    segment.write_bytes(bytes(data[:record]) + b"\xff" * 64)
    reader = vector_store.VectorStore(tmp_path / "m", "m", DIM)
    assert reader.get(_keys("a", "c"))[1] == [True, False] and reader.damaged == {segment.name}


def test_a_failed_write_leaves_nothing_readable_and_the_writer_goes_on(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    store = vector_store.VectorStore(tmp_path / "m", "m", DIM)
    store.put(_keys("a"), _vecs(1, 1))
    real_write = os.write

    def half_then_full(fd: int, data: bytes) -> int:
        real_write(fd, bytes(data[:len(data) // 2]))
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "write", half_then_full)
    store.put(_keys("b"), _vecs(1, 2))             # the disk fills up mid-record: no exception
    monkeypatch.setattr(os, "write", real_write)
    assert store.write_errors == 1 and store.get(_keys("b"))[1] == [True]    # still served from memory
    store.put(_keys("c"), _vecs(1, 3))             # goes to a fresh segment
    store.close()
    assert len(_segments(tmp_path / "m")) == 2
    reader = vector_store.VectorStore(tmp_path / "m", "m", DIM)
    assert reader.get(_keys("a", "b", "c"))[1] == [True, False, True]


WRITER = """
import sys
import numpy as np
from pathlib import Path
from smriti_git.cache import vector_store
store = vector_store.VectorStore(Path(sys.argv[1]), "m", 8)
me = sys.argv[2]
for i in range(40):
    store.put([vector_store.text_key(f"{me}-{i}"), vector_store.text_key(f"shared-{i}")],
              np.full((2, 8), i, dtype=np.float32))
store.close()
"""


def test_concurrent_writers_never_clash(tmp_path: Path) -> None:
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path / "m"), name])
             for name in ("p1", "p2", "p3")]
    assert [p.wait(timeout=60) for p in procs] == [0, 0, 0]
    store = vector_store.VectorStore(tmp_path / "m", "m", DIM)
    names = [f"{p}-{i}" for p in ("p1", "p2", "p3") for i in range(40)] + [f"shared-{i}" for i in range(40)]
    got, found = store.get(_keys(*names))
    assert all(found) and not store.damaged
    assert float(got[names.index("p2-7")][0]) == 7.0
    assert len(_segments(tmp_path / "m")) == 3


def test_compaction_merges_segments_and_keeps_every_vector(tmp_path: Path) -> None:
    expected = {}
    for i in range(5):
        store = vector_store.VectorStore(tmp_path / "m", "m", DIM)
        data = _vecs(2, i)
        store.put(_keys(f"k{i}", "dup"), data)
        expected[f"k{i}"] = data[0]
        store.close()
    assert len(_segments(tmp_path / "m")) == 5
    store = vector_store.VectorStore(tmp_path / "m", "m", DIM)
    assert store.compact(min_age=0) == 5
    assert len(_segments(tmp_path / "m")) == 1
    fresh = vector_store.VectorStore(tmp_path / "m", "m", DIM)
    got, found = fresh.get(_keys(*expected, "dup"))
    assert all(found)
    for row, name in enumerate(expected):
        assert (got[row] == expected[name]).all()


def test_symbol_text_and_keys() -> None:
    text = vectors.symbol_text("src/http.py", "method", "HTTPAdapter.getHeaderValue",
                               "def getHeaderValue(self, name):\n        return self.headers[name]\n")
    assert text.splitlines()[0] == "src/http.py | method HTTPAdapter.getHeaderValue | http adapter get header value"
    assert text.splitlines()[1] == "def getHeaderValue(self, name): return self.headers[name]"
    key = vectors.symbol_key("abc", "a.py", "f", "function")
    assert len(key) == 16 and key == vectors.symbol_key("abc", "a.py", "f", "function")
    assert key != vectors.symbol_key("abc", "b.py", "f", "function")    # moved: the embedded text changed


def _snapshot_repo(make_indexed_repo: MakeIndexedRepo) -> tuple[Path, Repo, SnapshotInfo]:
    """An indexed repository of two small modules: (its folder, the repository, its HEAD snapshot)."""
    path = make_indexed_repo(files={
        "pkg/config.py": 'import json\n\n\ndef load_config(path):\n    """Read the JSON configuration."""\n'
                         '    with open(path) as f:\n        return json.load(f)\n\n\n'
                         'def save_config(path, data):\n    with open(path, "w") as f:\n        json.dump(data, f)\n',
        "pkg/net.py": 'class Session:\n    def send(self, request):\n        """Send a request."""\n'
                      '        return request\n\n    def close(self):\n        self.closed = True\n',
    })
    repo = Repo.discover(path)
    return path, repo, snapshots.resolve(repo)


@needs_model
def test_unchanged_code_is_never_embedded_twice_across_snapshots(make_indexed_repo: MakeIndexedRepo,
                                                                 model: Embedder) -> None:
    path, repo, first = _snapshot_repo(make_indexed_repo)
    before = model.texts_embedded
    index = vectors.open_index(repo, first, model)
    assert index.kind == "exact"
    assert sorted(index.ids) == ["pkg/config.py::load_config()", "pkg/config.py::save_config()",
                                 "pkg/net.py::Session#", "pkg/net.py::Session.close()", "pkg/net.py::Session.send()"]
    assert model.texts_embedded - before == 5
    # Second commit: one function changed, one added, the rest untouched.
    config = path / "pkg" / "config.py"
    config.write_text(config.read_text().replace("json.dump(data, f)", "json.dump(data, f, indent=2)")
                      + "\n\ndef reset_config(path):\n    save_config(path, {})\n")
    git("commit", "-qam", "two", cwd=path)
    smp("index", cwd=path)
    second = snapshots.resolve(Repo.discover(path))
    assert second.tree != first.tree
    before = model.texts_embedded
    index = vectors.open_index(Repo.discover(path), second, model)
    assert model.texts_embedded - before == 2
    assert len(index.ids) == 6
    # Both snapshots again, from a fresh process's point of view: no model call at all.
    before = model.texts_embedded
    vectors.open_index(Repo.discover(path), first, model)
    vectors.open_index(Repo.discover(path), second, model)
    assert model.texts_embedded == before
    top = index.search(model.embed_query("read the json configuration file"), 2)
    assert top[0][0] == "pkg/config.py::load_config()"


@needs_model
def test_hnsw_returns_the_exact_top_results(tmp_path: Path, model: Embedder) -> None:
    texts = [f"def {verb}_{noun}(value): return {verb}({noun}, value)" for verb in
             ("read", "write", "parse", "send", "close", "open", "encode", "decode")
             for noun in ("header", "cookie", "session", "config", "socket")]
    ids = [f"m.py::{t.split('(')[0][4:]}()" for t in texts]
    matrix = model.embed_documents(texts)
    exact = vectors.ExactIndex(ids, matrix)
    approx = vectors.HnswIndex.build(ids, matrix, threads=1)
    for query in ("parse the cookie header", "close the socket", "encode a session", "load settings"):
        q = model.embed_query(query)
        want, got = exact.search(q, 5), approx.search(q, 5)
        assert [i for i, _ in got] == [i for i, _ in want]
        assert all(abs(a[1] - b[1]) < 1e-4 for a, b in zip(got, want, strict=True))
    assert len(exact.search(q, 100)) == len(ids)


@needs_model
def test_the_hnsw_index_file_is_reused_and_rebuilt_when_damaged(make_indexed_repo: MakeIndexedRepo,
                                                                model: Embedder) -> None:
    _, repo, snap = _snapshot_repo(make_indexed_repo)
    built = vectors.open_index(repo, snap, model, exact_threshold=0)
    assert built.kind == "hnsw"
    folder = vector_store.root(repo) / model.model_id / "index"
    assert (folder / f"{snap.tree}.json").is_file() and (folder / f"{snap.tree}.bin").is_file()
    query = model.embed_query("send a request")
    loaded = vectors.open_index(repo, snap, model, exact_threshold=0)
    assert loaded is not built and loaded.search(query, 3) == built.search(query, 3)
    binary = folder / f"{snap.tree}.bin"
    binary.write_bytes(binary.read_bytes()[:100])
    rebuilt = vectors.open_index(repo, snap, model, exact_threshold=0)
    assert rebuilt.search(query, 3) == built.search(query, 3)
    assert binary.stat().st_size > 100


@needs_model
def test_the_embedding_baseline_ranks_functions_and_files(make_indexed_repo: MakeIndexedRepo, model: Embedder) -> None:
    import smriti_git.evaluation.embedding_method as method_module

    assert "embedding" in METHODS
    _, repo, snap = _snapshot_repo(make_indexed_repo)
    candidates = []
    for shard in snapshots.shards(repo, snap):
        source = repo.git[shard.blob].read_raw()
        for s in shard.symbols:
            if s.kind in ("function", "method"):
                candidates.append(Candidate(s.id, shard.path, s.kind, s.name, s.qualname, s.span.start_line,
                                            s.span.end_line, s.content_hash,
                                            source[s.span.start_byte:s.span.end_byte].decode()))
    view = TaskView(repo, snap, candidates, "Loading the JSON configuration file fails when the path has spaces")
    method = method_module.EmbeddingMethod(model)
    method.prepare(view)
    assert method.texts_embedded == 4
    ranking = method.rank(view, 3)
    assert ranking.functions[0] == "pkg/config.py::load_config()"
    assert sorted(ranking.functions) == sorted(c.id for c in candidates)
    assert ranking.files == ["pkg/config.py", "pkg/net.py"]
    again = method_module.EmbeddingMethod(model)
    again.prepare(view)
    assert again.texts_embedded == 0                # the store already has every vector
    assert again.rank(view, 3).functions == ranking.functions
