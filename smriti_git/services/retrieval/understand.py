"""Query understanding: what an issue text says about where the code is.

No model is involved.  From the text we pull, with a weight each:

* identifiers in backticks (strongest), in code blocks and ``>>>`` lines, written as
  calls (``name(``), dotted names (``Class.method``), CamelCase and snake_case words;
* file paths (``src/app/models.py``) and module names (``app.models``);
* stack trace frames (the same parser as ``git smp stack``);
* error and log lines (``ValueError: ...``), for the message-template index;
* whether the user asks about tests at all (otherwise test code is demoted).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from smriti_git.cache.lexical import STOPWORDS, tokenize
from smriti_git.services.stacks import Frame, parse_frames

CODE_BLOCK = re.compile(r"```[^\n]*\n(.*?)```", re.S)
BACKTICK = re.compile(r"`([^`\n]{1,200})`")
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")
CALL = re.compile(r"\b([A-Za-z_][A-Za-z0-9_.]*)\(")
CAMEL = re.compile(r"\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b|\b[a-z]+(?:[A-Z][a-z0-9]*)+\b")
SNAKE = re.compile(r"\b[a-z0-9]+(?:_[a-z0-9]+)+\b|\b_[a-z0-9_]+\b")
PATH = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[\w.-]+\.(?:py|pyi|js|jsx|mjs|ts|tsx|go|java|rs|c|h|cc|cpp|hpp|rb|cs|"
                  r"php))\b")
ERROR_LINE = re.compile(r"^\s*(?:E\s+)?([A-Z][A-Za-z0-9_.]*(?:Error|Exception|Warning|Exit|Interrupt))(?::\s*(.*))?$",
                        re.M)
TEST_WORDS = re.compile(r"\b(tests?|testing|pytest|unittest|fixture|conftest)\b", re.I)


@dataclass
class Intent:
    text: str
    tokens: list[str]           # lexical query: prose once, code and program output at a lower weight
    identifiers: dict[str, float] = field(default_factory=dict)
    paths: list[str] = field(default_factory=list)
    frames: list[Frame] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)
    wants_tests: bool = False

    def add(self, name: str, weight: float) -> None:
        name = name.strip(".()")
        if len(name) < 3 or name.lower() in STOPWORDS or name.isdigit():
            return
        self.identifiers[name] = max(self.identifiers.get(name, 0.0), weight)


def _query_tokens(prose: str, code: str) -> list[str]:
    """Prose counts twice, code blocks once: logs and outputs pasted into an issue are
    long and mostly about the reporter's code, not about where the fix goes."""
    return tokenize(prose) * 2 + tokenize(code)


def understand(text: str) -> Intent:
    code = "\n".join(CODE_BLOCK.findall(text))
    prose = CODE_BLOCK.sub(" ", text)
    intent = Intent(text=text, tokens=_query_tokens(prose, code))
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
        for name in CALL.findall(source):
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
    intent.frames, _ = parse_frames(text)
    intent.frames = [f for f in intent.frames if f.format != "generic" or f.path in intent.paths]
    for kind, detail in ERROR_LINE.findall(text):
        intent.add(kind.rsplit(".", 1)[-1], 1.5)
        if detail and len(detail) >= 8:
            intent.messages.append(detail.strip())
    intent.wants_tests = bool(TEST_WORDS.search(prose))
    return intent
