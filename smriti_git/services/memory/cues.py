"""Cues: the words a fact is encoded by, extracted without any model.

From a text: identifiers (as written, lower-cased, and their case/underscore parts),
the names of code symbols it mentions, key terms (words of four letters or more that
are not stop words), and tags.  The same function runs on queries, so recall starts by
matching cues to cues.

Also the words recall's BM25 indexes (:func:`terms`): tokens without stop words, each
reduced by a light English suffix rule (:func:`stem`: ``books`` and ``reading`` match
``book`` and ``read``), because facts are prose far more often than code.
"""

from __future__ import annotations

import re
from collections import Counter

from smriti_git.cache.lexical import STOPWORDS, tokenize

WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]{3,}")
MAX_TERMS = 12
EXTRA_STOP = frozenset((
    "about", "after", "again", "also", "always", "because", "been", "before", "being", "below", "between", "both",
    "could", "does", "doing", "down", "during", "each", "every", "from", "have", "having", "here", "into", "just",
    "like", "more", "most", "must", "need", "only", "other", "over", "same", "should", "some", "such", "than",
    "that", "their", "them", "then", "there", "these", "they", "this", "those", "through", "under", "until",
    "very", "what", "when", "where", "which", "while", "whom", "will", "with", "would", "your", "should", "shall",
    "might", "using", "used", "uses", "make", "makes", "made", "when", "keep", "kept",
))


SUFFIXES = (("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", ""), ("ly", ""))
MIN_STEM = 3


def stem(word: str) -> str:
    """``word`` without its first matching English suffix, when at least three letters remain."""
    for suffix, replacement in SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= MIN_STEM:
            return word[: -len(suffix)] + replacement
    return word


def terms(text: str) -> list[str]:
    """The stemmed tokens of ``text`` that BM25 counts (stop words dropped)."""
    return [stem(t) for t in tokenize(text) if t not in STOPWORDS]


def extract(text: str, tags: tuple[str, ...] = (), symbols: tuple[str, ...] = ()) -> tuple[str, ...]:
    cues: set[str] = set()
    cues.update(tokenize(text))
    words = [w.lower() for w in WORD.findall(text)]
    counts = Counter(w for w in words if w not in STOPWORDS and w not in EXTRA_STOP)
    cues.update(w for w, _ in counts.most_common(MAX_TERMS))
    cues.update(t.lower() for t in tags)
    for symbol in symbols:
        name = symbol.split("::")[-1].rstrip("()#").rsplit(".", 1)[-1].split("~")[0]
        if name:
            cues.add(name.lower())
    return tuple(sorted(c for c in cues if c not in EXTRA_STOP))
