"""Query understanding: what an issue text says about where the code is.

No model is involved.  From the text we pull, with a weight each:

* identifiers in backticks (strongest), in code blocks and ``>>>`` lines, written as
  calls (``name(``), dotted names (``Class.method``), CamelCase and snake_case words;
* file paths (``src/app/models.py``) and module names (``app.models``);
* stack trace frames (the same parser as ``git smp stack``);
* error and log lines (``ValueError: ...``), for the message-template index;
* whether the user asks about tests at all (otherwise test code is demoted).

Every pattern runs in time linear in the text, and only the first
:data:`MAX_QUERY_CHARS` characters of a query are read (``Intent.cut`` says so).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from smriti_git.cache.lexical import STOPWORDS, tokenize
from smriti_git.services.stacks import Frame, parse_frames

BACKTICK = re.compile(r"`([^`\n]{1,200})`")
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")
CALL_RUN = re.compile(r"(?<![A-Za-z0-9_.])([A-Za-z0-9_.]+)\(")
WORD = re.compile(r"\w")
CAMEL = re.compile(r"\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b|\b[a-z]+(?:[A-Z][a-z0-9]*)+\b")
SNAKE = re.compile(r"\b[a-z0-9]+(?:_[a-z0-9]+)+\b|\b_[a-z0-9_]+\b")
PATH = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[\w.-]+\.(?:py|pyi|js|jsx|mjs|ts|tsx|go|java|rs|c|h|cc|cpp|hpp|rb|cs|"
                  r"php))\b")
# Leading blanks stop at the line's end: ``^\s*`` ran from every line start over all the
# blank lines below it, quadratic in a text of newlines.
ERROR_LINE = re.compile(r"^[^\S\n]*(?:E\s+)?([A-Z][A-Za-z0-9_.]*(?:Error|Exception|Warning|Exit|Interrupt))"
                        r"(?::\s*(.*))?$", re.M)
TEST_WORDS = re.compile(r"\b(tests?|testing|pytest|unittest|fixture|conftest)\b", re.I)
MAX_QUERY_CHARS = 256 * 1024
"""Characters of a query that are read (whole lines); an issue text is a few KiB."""


@dataclass
class Intent:
    text: str
    tokens: list[str]           # lexical query: prose once, code and program output at a lower weight
    identifiers: dict[str, float] = field(default_factory=dict)
    paths: list[str] = field(default_factory=list)
    frames: list[Frame] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)
    wants_tests: bool = False
    cut: str = ""
    """Why only part of the text was read (empty when all of it was)."""

    def add(self, name: str, weight: float) -> None:
        name = name.strip(".()")
        if len(name) < 3 or name.lower() in STOPWORDS or name.isdigit():
            return
        self.identifiers[name] = max(self.identifiers.get(name, 0.0), weight)


def code_blocks(text: str) -> tuple[str, str]:
    """The text of fenced code blocks (from the line after a triple backtick to the next
    triple backtick), and the text around them with each block replaced by a space.  One
    pass of ``str.find``: the regular expression it replaces searched to the end of the
    text again from every fence that has no newline after it."""
    inside: list[str] = []
    around: list[str] = []
    pos = done = 0
    while (opening := text.find("```", pos)) >= 0:
        newline = text.find("\n", opening + 3)
        closing = text.find("```", newline + 1) if newline >= 0 else -1
        if closing < 0:
            break
        inside.append(text[newline + 1:closing])
        around.append(text[done:opening])
        pos = done = closing + 3
    around.append(text[done:])
    return "\n".join(inside), " ".join(around)


def calls(text: str) -> list[str]:
    """The names written as calls (``a.b(``): what ``\\b([A-Za-z_][A-Za-z0-9_.]*)\\(`` finds,
    without its quadratic retries inside a long run of names and dots."""
    out = []
    for m in CALL_RUN.finditer(text):
        run, start = m.group(1), m.start(1)
        for i, ch in enumerate(run):
            if not (ch.isascii() and (ch.isalpha() or ch == "_")):
                continue
            if run[i - 1] == "." if i else not (start and WORD.match(text[start - 1])):
                out.append(run[i:])
                break
    return out


def _query_tokens(prose: str, code: str) -> list[str]:
    """Prose counts twice, code blocks once: logs and outputs pasted into an issue are
    long and mostly about the reporter's code, not about where the fix goes."""
    return tokenize(prose) * 2 + tokenize(code)


def understand(query: str) -> Intent:
    text, cut = query, ""
    if len(query) > MAX_QUERY_CHARS:
        newline = query.rfind("\n", 0, MAX_QUERY_CHARS)
        text = query[:newline if newline > 0 else MAX_QUERY_CHARS]
        cut = f"read the query's first {len(text)} of {len(query)} characters; the rest was not used"
    code, prose = code_blocks(text)
    intent = Intent(text=text, tokens=_query_tokens(prose, code), cut=cut)
    for snippet in BACKTICK.findall(prose):
        # `name` or `obj.method()` is a pointer at code; `an error message in backticks`
        # is prose, and only its identifier-looking words count, weakly.
        looks_like_code = " " not in snippet.strip() or "(" in snippet or "=" in snippet
        for name in IDENT.findall(snippet):
            if looks_like_code:
                intent.add(name, 3.0)
                for part in name.split("."):
                    intent.add(part, 2.5)
            elif "_" in name or "." in name or CAMEL.fullmatch(name):
                intent.add(name, 1.5)
    doctest = "\n".join(line for line in text.splitlines() if line.lstrip().startswith((">>>", "...", "$ ")))
    for source, weight in ((code, 1.0), (doctest, 1.0), (prose, 1.5)):
        for name in calls(source):
            intent.add(name, weight + 0.5)
            for part in name.split("."):
                intent.add(part, weight + 0.5)
        for pattern in (CAMEL, SNAKE):
            for name in pattern.findall(source):
                intent.add(name, weight)
        if source is not prose:
            for name in IDENT.findall(source):
                if "." in name:
                    intent.add(name, weight)
                    for part in name.split("."):
                        intent.add(part, weight * 0.7)
                else:
                    intent.add(name, weight * 0.5)
    for dotted in re.findall(r"\b[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\b", prose):
        if not PATH.fullmatch(dotted):
            intent.add(dotted, 1.5)
            for part in dotted.split("."):
                intent.add(part, 1.2)
    intent.paths = sorted(set(PATH.findall(text)))
    intent.frames = [f for f in parse_frames(text).frames if f.format != "generic" or f.path in intent.paths]
    for kind, detail in ERROR_LINE.findall(text):
        intent.add(kind.rsplit(".", 1)[-1], 1.5)
        if detail and len(detail) >= 8:
            intent.messages.append(detail.strip())
    intent.wants_tests = bool(TEST_WORDS.search(prose))
    return intent
