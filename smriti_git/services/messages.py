"""``message``: find the code that produces a log, error or exception message.

Matches a concrete line against the snapshot's message templates (collected at index
time, stored with the graph cache).  Each template is a regular expression whose
wildcards stand for the placeholders; candidates are ranked by how much literal text
they explain, so ``"retrying https://x after 3 seconds"`` finds ``"retrying %s after
%d seconds"`` before ``"%s"``-like templates.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from smriti_git.cache.graphdb import Graph
from smriti_git.index import messages as templates


@dataclass
class MessageMatch:
    src: str
    template: str
    line: int
    literal: int
    coverage: float


def load(graph: Graph) -> list[tuple[str, str, int]]:
    """The snapshot's message templates (written beside its graph database), kept in memory."""
    cached = graph.memo.get("messages")
    if cached is None:
        try:
            cached = [tuple(m) for m in json.loads((graph.folder / "messages.json").read_text())]
        except (OSError, ValueError):
            cached = []
        graph.memo["messages"] = cached
    return cached


def match(entries: list[tuple[str, str, int]], line: str, limit: int = 20) -> list[MessageMatch]:
    text = line.strip()
    found: list[MessageMatch] = []
    for src, tpl, number in entries:
        literal = templates.literal_length(tpl)
        if literal > len(text) or templates.longest_part(tpl) not in text:
            continue
        if templates.pattern(tpl).search(text):
            found.append(MessageMatch(src, templates.display(tpl), number, literal,
                                      round(literal / max(1, len(text)), 3)))
    found.sort(key=lambda m: (-m.literal, m.src, m.line))
    return found[:limit]
