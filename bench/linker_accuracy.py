"""Linker accuracy on the hand-labelled fixtures in tests/fixtures/linking/<language>/.

Every call site in a fixture carries its true target in a trailing comment
(``# calls: name=<symbol id>, other=-``; ``-`` means no in-repo target).  This script
extracts and links each fixture exactly as ``git smp index`` does, resolves every call
site, and scores resolved calls against the labels:

* precision = resolved calls whose target is the labelled one / all resolved calls;
* recall    = labelled in-repo calls resolved to the right target / labelled in-repo calls.

A call site without a label, or a label without a call site, is an error: the fixture
must stay complete.  Usage: ``python bench/linker_accuracy.py [--json OUT]``.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path

from smriti_git.index.languages import for_path
from smriti_git.index.link import Linker
from smriti_git.index.parse import parse_source

FIXTURES = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "linking"
LABEL = re.compile(r"(?:#|//)\s*calls:\s*(.*?)\s*(?:\*/)?$")


class Accuracy:
    """Precision and recall of resolved calls (1.0 where there is nothing to count) from a dataclass's counts."""

    correct: int  # calls resolved to the right target
    resolved: int  # calls resolved at all
    in_repo: int  # calls whose right target is in the repository

    @property
    def precision(self) -> float:
        return self.correct / self.resolved if self.resolved else 1.0

    @property
    def recall(self) -> float:
        return self.correct / self.in_repo if self.in_repo else 1.0


@dataclass
class Score(Accuracy):
    language: str
    sites: int = 0
    in_repo: int = 0
    resolved: int = 0
    correct: int = 0
    errors: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)


def labels_of(source: str) -> dict[tuple[int, str], list[str]]:
    """(line, callee name) -> expected targets, one per call site of that name on the line."""
    out: dict[tuple[int, str], list[str]] = {}
    for number, line in enumerate(source.splitlines(), start=1):
        match = LABEL.search(line)
        if not match:
            continue
        for pair in filter(None, (p.strip() for p in match.group(1).split(","))):
            name, _, target = pair.partition("=")
            out.setdefault((number, name.strip()), []).append(target.strip())
    return out


def score(language_dir: Path) -> Score:
    result = Score(language_dir.name)
    sources = {str(p.relative_to(language_dir)): p for p in sorted(language_dir.rglob("*"))
               if p.is_file() and for_path(str(p)) is not None}
    facts = {}
    for rel, path in sources.items():
        lang = for_path(rel)
        assert lang is not None
        facts[rel] = parse_source(rel, lang.name, path.read_bytes())
    linker = Linker(facts)
    for rel, path in sources.items():
        expected = labels_of(path.read_text(encoding="utf-8"))
        unused = {key: list(values) for key, values in expected.items()}
        table = linker.tables[rel]
        for call in sorted(table.facts.calls, key=lambda c: c.byte):
            key = (call.line, call.name)
            if not unused.get(key):
                result.errors.append(f"{rel}:{call.line}: call to {call.name!r} has no label")
                continue
            truth = unused[key].pop(0)
            edge, _ = linker.resolve_call(table, call)
            result.sites += 1
            if truth != "-":
                result.in_repo += 1
            if edge.resolved and edge.dst is not None:
                result.resolved += 1
                if edge.dst == truth:
                    result.correct += 1
                else:
                    result.wrong.append(f"{rel}:{call.line} {call.name}: got {edge.dst}, want {truth}")
            elif truth != "-":
                result.missed.append(f"{rel}:{call.line} {call.name}: {edge.reason} (want {truth})")
        for (line, name), left in unused.items():
            for target in left:
                result.errors.append(f"{rel}:{line}: label {name}={target} matches no call site")
    return result


def score_all() -> list[Score]:
    return [score(d) for d in sorted(FIXTURES.iterdir()) if d.is_dir()]


def main(argv: list[str]) -> int:
    scores = score_all()
    print(f"{'language':<12}{'sites':>7}{'in-repo':>9}{'resolved':>10}{'precision':>11}{'recall':>8}")
    for s in scores:
        print(f"{s.language:<12}{s.sites:>7}{s.in_repo:>9}{s.resolved:>10}{s.precision:>11.3f}{s.recall:>8.3f}")
        for line in s.errors + s.wrong + s.missed:
            print(f"    {line}")
    if "--json" in argv:
        out = Path(argv[argv.index("--json") + 1])
        payload = [{**asdict(s), "precision": round(s.precision, 4), "recall": round(s.recall, 4)} for s in scores]
        out.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")
    return 1 if any(s.errors for s in scores) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
