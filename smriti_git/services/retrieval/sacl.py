"""Bias-aware re-ranking (SACL, without a model): a candidate judged on its code, not its prose.

Retrievers over-rely on docstrings and identifier names: a function whose docstring
repeats the issue's words ranks high whether or not its code does what the issue is
about.  :func:`body_features` describes each candidate by

* ``code``: the share of the query it matches in its body with the docstring, comments
  and string literals removed and its own name masked;
* ``calls``: the share it matches in the names it calls (the structure of its calls);
* ``doc_only``: the share it matches *only* in natural-language text (docstring,
  comments, strings), nowhere in its code, name or path.

Shares weight the query's distinct tokens by their rarity among the candidates (a local
IDF).  The learned fusion (``learned.py``) takes the three as features; :func:`adjust`
is the hand-set variant: it demotes a candidate by ``demote x best x bm25 x doc_only``
(its lexical match, to the extent that the match is all prose) and promotes it by
``promote x best x code``.  Both are measured as ablations (docs/retrieval.md).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from typing import TYPE_CHECKING

import numpy as np

from smriti_git.cache.lexical import tokenize
from smriti_git.services.retrieval.rank import Ranked, Scored
from smriti_git.services.retrieval.understand import Intent

if TYPE_CHECKING:
    from smriti_git.services.retrieval.context import Engine

SACL = ("code", "calls", "doc_only")
DEPTH = 150
DEMOTE = 0.25
PROMOTE = 0.0

_STRING = re.compile(r'"""[\s\S]*?"""|\'\'\'[\s\S]*?\'\'\'|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|`[^`]*`')
_COMMENT = re.compile(r"#[^\n]*|//[^\n]*|/\*[\s\S]*?\*/")
_CALL = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\s*\(")
_TYPES = frozenset({"class", "interface", "trait", "struct", "enum", "type"})


def _code_and_prose(body: str, doc: str) -> tuple[str, str]:
    """The body's code (strings and comments removed) and its prose (docstring, comments, strings)."""
    prose = [doc, *_STRING.findall(body), *_COMMENT.findall(body)]
    code = _COMMENT.sub(" ", _STRING.sub(" ", body))
    return code, "\n".join(prose)


def body_features(eng: Engine, idx: np.ndarray, intent: Intent) -> np.ndarray:
    """``code``, ``calls`` and ``doc_only`` of each candidate (rows of ``idx``), each in [0, 1].

    The query's distinct tokens are weighted by their rarity among the candidates (a
    local IDF), and each value is the weighted share of the query they cover: in the
    code with the symbol's own name masked (``code``), in the names it calls (``calls``),
    and in its natural-language text but nowhere in its code or name (``doc_only``).
    """
    docs = eng.index.docs
    query = set(intent.tokens)
    out = np.zeros((len(idx), len(SACL)), dtype=np.float64)
    if not query or not len(idx):
        return out
    code_sets: list[set[str]] = []
    call_sets: list[set[str]] = []
    prose_sets: list[set[str]] = []
    name_sets: list[set[str]] = []
    for i in idx:
        doc = docs[int(i)]
        record = eng.record(doc)
        body = ""
        if record and doc.kind not in _TYPES:
            start, end = record["span"][2], record["span"][3]
            body = eng.source(doc.path)[start:end][:20_000].decode("utf-8", "replace")
        code, prose = _code_and_prose(body, (record or {}).get("doc", "") or "")
        own = set(tokenize(doc.qualname.replace(".", " ")))
        names = set(tokenize(doc.name))
        code_tokens = set(tokenize(code)) & query
        code_sets.append(code_tokens - names)
        call_sets.append(set(tokenize(" ".join(_CALL.findall(code)))) & query - names)
        prose_sets.append(set(tokenize(prose)) & query)
        name_sets.append((own | set(tokenize(doc.path.replace("/", " ")))) & query)
    counts: Counter[str] = Counter()
    for tokens in (*code_sets, *prose_sets, *name_sets):
        counts.update(tokens)
    pool = 3 * len(idx)
    weight = {t: math.log(1 + pool / (1 + counts[t])) for t in query}
    total = sum(weight.values()) or 1.0
    for row, (code_t, call_t, prose_t, name_t) in enumerate(zip(code_sets, call_sets, prose_sets, name_sets,
                                                                 strict=True)):
        out[row, 0] = sum(weight[t] for t in code_t) / total
        out[row, 1] = sum(weight[t] for t in call_t) / total
        out[row, 2] = sum(weight[t] for t in prose_t - code_t - name_t) / total
    return out


def adjust(eng: Engine, scored: Scored, intent: Intent, limit: int, demote: float = DEMOTE,
           promote: float = PROMOTE, depth: int = DEPTH) -> list[Ranked]:
    """The hand-set ranking with its ``depth`` best candidates re-scored by their code (see the module doc)."""
    order = np.argsort(-scored.score, kind="stable")[:max(depth, limit)]
    idx = order[scored.score[order] > 0]
    if not len(idx):
        return []
    best = float(scored.score[idx[0]])
    features = body_features(eng, idx, intent)
    bm25 = scored.signals["bm25"][idx].astype(np.float64)
    score = scored.score[idx] - demote * best * bm25 * features[:, 2] + promote * best * features[:, 0]
    out = []
    for j in np.argsort(-score, kind="stable")[:limit]:
        item = eng.ranker.ranked(scored, int(idx[j]), max(float(score[j]), 1e-6))
        item.signals["doc_only"] = round(float(features[j, 2]), 4)
        out.append(item)
    return out
