"""Message templates: the text a program prints, logs or raises, as matchable patterns.

Extractors collect the string literals of a file that read like messages (several
words, enough literal text; docstrings excluded): what is passed to logging, printing
and error constructors (``raise ValueError(f"bad header {name!r}")``,
``log.warning("retrying %s", url)``, ``fmt.Errorf("open %q: %w", p, err)``) and what is
built first and raised later (``msg = "no such file: {}"``).  A template keeps its literal text and turns
every format placeholder (``%s``, ``%(x)d``, ``{}``, ``{name!r}``, f-string fields,
``${expr}``, ``%v``) into a wildcard, so that a concrete log line can be traced back to
the code that produced it.
"""

from __future__ import annotations

import re
from functools import lru_cache

PLACEHOLDER = re.compile(
    r"%(?:\([^)]*\))?[-+ #0]*(?:\d+|\*)?(?:\.(?:\d+|\*))?[sdifFeEgGxXoacrvqwbpTtU%]"
    r"|\$\{[^}]*\}"
    r"|\{[^{}]*\}")
WILDCARD = "\x00"
MIN_LITERAL = 6


def template(text: str) -> str:
    """Literal text with every placeholder replaced by :data:`WILDCARD` (``%%`` kept as ``%``)."""
    def replace(match: re.Match[str]) -> str:
        return "%" if match.group(0) == "%%" else WILDCARD
    collapsed = PLACEHOLDER.sub(replace, text)
    return re.sub(f"{WILDCARD}+", WILDCARD, collapsed)


def literal_length(tpl: str) -> int:
    return len(tpl.replace(WILDCARD, "").strip())


def worth_indexing(tpl: str) -> bool:
    """Templates with too little literal text would match almost any line."""
    return literal_length(tpl) >= MIN_LITERAL and any(c.isalpha() for c in tpl)


@lru_cache(maxsize=65536)
def pattern(tpl: str) -> re.Pattern[str]:
    parts = [re.escape(p) for p in tpl.split(WILDCARD)]
    return re.compile(r".*?".join(parts), re.S)


@lru_cache(maxsize=65536)
def longest_part(tpl: str) -> str:
    """The longest literal stretch: a cheap substring pre-check before the regex."""
    return max(tpl.split(WILDCARD), key=len)


def display(tpl: str) -> str:
    return tpl.replace(WILDCARD, "…")
