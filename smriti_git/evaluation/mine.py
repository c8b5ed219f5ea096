"""Mining localisation tasks from a repository's git history (``git smp bench mine``).

A mined task has the harness's JSONL format (:mod:`.tasks`), so every method, report and
script that reads SWE-bench tasks reads it unchanged:

* ``base_commit``: the commit's parent;
* ``patch``: the commit's diff of non-test source files (``test_patch``: its test files);
  the harness maps it to gold functions with its own code (:mod:`.gold`);
* ``problem_statement``: the commit message (subject and body, without trailers, pull
  request numbers and ``Closes #N`` lines), followed by the lines the commit added to a
  changelog (``CHANGES``, ``CHANGELOG``, ``HISTORY``, ``NEWS``, ``changelog.d/``), which
  describe the change in a user's words, closer to an issue than a commit subject is.

Commits a person would not take as a localisation task are filtered, each with a
reason counted in the report: merges, bots, release and version bumps, formatting and
lint runs, reverts, commits that touch no indexed source file outside tests, rename or
delete source files, change more than ``max_files`` source files or ``max_lines`` lines,
change mostly whitespace, whose message is too short to be a query, whose hunks do not
apply, or whose source changes edit no function or more than ``max_functions``.

Tasks are the newest qualifying commits (history walked newest first), which keeps
their base commits close together, so the harness indexes them incrementally.  Nothing
here looks at SWE-bench: instance ids are ``<owner>__<name>-mined-<sha12>``.
"""

from __future__ import annotations

import json
import posixpath
import re
from collections import Counter
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pygit2

from smriti_git.errors import InvalidArgument
from smriti_git.evaluation import gold as gold_module
from smriti_git.evaluation import repos
from smriti_git.index.files import is_vendored
from smriti_git.index.languages import for_path
from smriti_git.model.code import parse_id

_BOT = re.compile(r"\[bot\]|dependabot|pre-commit-ci|renovate|github-actions|allcontributors", re.I)
_SKIP_SUBJECT = re.compile(
    r"^(?:merge\b|revert\b|bump\b|release\b|prepare\b|version\b|v?\d+\.\d+(?:\.\d+)?\b|\[pre-commit\.ci\])"
    r"|\b(?:typos?|reformat\w*|formatt?ing|black|isort|ruff|pre-commit|flake8|pylint|linting|lint|whitespace|"
    r"changelog|readme|copyright|spelling)\b"
    r"|^(?:docs?|ci|chore|style|build|test|tests)(?:\(.*?\))?:|^(?:move|rename|refactor)", re.I)
_TRAILER = re.compile(r"^[A-Za-z][A-Za-z-]*(?:-by|-authored-by|-Id|-Issue)?: .+$")
_TRAILERS = re.compile(r"^(?:signed-off-by|co-authored-by|reviewed-by|acked-by|tested-by|reported-by|"
                       r"suggested-by|helped-by|change-id|cc|refs?|see-also|pr-url):", re.I)
_CLOSES = re.compile(r"^\s*(?:(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?|refs?|see)\s*:?\s*)?"
                     r"(?:(?:[\w.-]+/[\w.-]+)?#\d+[\s,]*)+\.?\s*$", re.I)
_PR_SUFFIX = re.compile(r"\s*\((?:#\d+(?:,\s*)?)+\)\s*$")
_ROLE = re.compile(r":(?:issue|pr|user|bug|ghissue|gh|commit):`[^`]*`|\{(?:issue|pr|user|bug|gh|commit)\}`[^`]*`")
_XREF = re.compile(r"(?::[\w:]+:|\{[\w:]+\})`~?([^`]*)`")       # :func:`name` / {func}`name` -> `name`
_PR_REF = re.compile(r"\s*\((?:#\d+(?:,\s*)?)+\)")
_CHANGELOG = re.compile(r"^(?:changes|changelog|history|news|release[-_]?notes|whatsnew)(?:\.\w+)?$", re.I)
_CHANGELOG_DIRS = ("changelog.d", "changes", "newsfragments", "news", "changelog", ".changeset")
_VERSION_LINE = re.compile(r"^\s*(?:#+\s*)?(?:version\s+)?v?\d+\.\d+[\w.-]*(?:\s|$)|^[=~\-^*#`]{3,}\s*$", re.I)
_WORD = re.compile(r"[A-Za-z]{2,}")
_TEST_PARTS = frozenset({"tests", "test", "testing", "__tests__", "spec", "specs", "__snapshots__"})
_DOC_PARTS = frozenset({"docs", "doc", "examples", "example", "benchmarks", "bench", "scripts"})


@dataclass
class Filters:
    """What a person would filter; each limit is inclusive."""

    max_files: int = 4            # non-test source files changed
    max_lines: int = 200          # lines added + removed in them
    max_functions: int = 5        # gold functions
    min_words: int = 5            # words in the query
    max_whitespace_share: float = 0.5   # above this share of changed lines being whitespace-only: formatting


@dataclass
class MineConfig:
    repo: Path                    # the git directory (or work tree) to mine
    name: str                     # owner/name, as the task's ``repo`` field
    out: Path
    rev: str = "HEAD"
    max_tasks: int = 50
    max_commits: int = 3000       # commits looked at, newest first
    changelog: bool = True
    filters: Filters = field(default_factory=Filters)


@dataclass
class MineReport:
    repo: str
    head: str
    out: str
    looked_at: int
    tasks: int
    rejected: dict[str, int]
    names_gold: int               # tasks whose query names a gold function (word match)
    with_changelog: int           # tasks whose query has changelog lines
    config: dict[str, Any]


def is_test_path(path: str) -> bool:
    parts = path.split("/")
    base = parts[-1]
    stem = base.split(".", 1)[0]
    return (any(p in _TEST_PARTS for p in parts[:-1]) or base.startswith("test_") or stem.endswith("_test")
            or ".test." in base or ".spec." in base or base == "conftest.py")


def is_changelog(path: str) -> bool:
    parts = path.split("/")
    return bool(_CHANGELOG.match(parts[-1])) or any(p.lower() in _CHANGELOG_DIRS for p in parts[:-1])


def is_source(path: str) -> bool:
    """Code the indexer reads and a task could ask to change: not tests, docs, vendored code or changelogs."""
    if for_path(path) is None or is_vendored(path) or is_changelog(path):
        return False
    return not (is_test_path(path) or any(p in _DOC_PARTS for p in path.split("/")[:-1]))


def clean_message(message: str) -> str:
    """The message without trailers, issue-closing lines and a trailing pull request number."""
    lines = message.replace("\r\n", "\n").split("\n")
    while lines and (not lines[-1].strip() or _TRAILERS.match(lines[-1].strip())
                     or (_TRAILER.match(lines[-1].strip()) and len(lines) > 1 and "-by:" in lines[-1].lower())):
        lines.pop()
    kept = [line for line in lines if not _TRAILERS.match(line.strip()) and not _CLOSES.match(line)]
    if kept:
        kept[0] = _PR_SUFFIX.sub("", kept[0])
    text = _XREF.sub(r"`\1`", _ROLE.sub("", _PR_REF.sub("", "\n".join(kept)))).strip()
    return re.sub(r"\n{3,}", "\n\n", text)


def changelog_text(patch: pygit2.Patch) -> list[str]:
    """Lines a changelog patch adds, without version headings, rules and issue roles."""
    out: list[str] = []
    for hunk in patch.hunks:
        for line in hunk.lines:
            if line.origin != "+":
                continue
            text = _XREF.sub(r"`\1`", _ROLE.sub("", line.content.rstrip("\n"))).strip()
            text = text.lstrip("-*+ ").strip()
            if len(_WORD.findall(text)) < 2 or _VERSION_LINE.match(text):
                continue
            out.append(text)
    return out


@dataclass
class _Diff:
    patch: str
    test_patch: str
    changelog: list[str]
    source_files: int
    source_lines: int
    whitespace_lines: int
    renamed_or_deleted: bool


def _split_diff(git: pygit2.Repository, parent: pygit2.Commit, commit: pygit2.Commit) -> _Diff:
    diff = git.diff(parent, commit, context_lines=3)
    diff.find_similar()
    quiet = git.diff(parent, commit, context_lines=0, flags=pygit2.enums.DiffOption.IGNORE_WHITESPACE)
    substantive = {p.delta.new_file.path: p.line_stats[1] + p.line_stats[2] for p in quiet if p is not None}
    source: list[str] = []
    tests: list[str] = []
    notes: list[str] = []
    files = lines = whitespace = 0
    moved = False
    for patch in diff:
        if patch is None:
            continue
        delta = patch.delta
        path = delta.new_file.path
        old_path = delta.old_file.path
        if is_changelog(path):
            notes.extend(changelog_text(patch))
            continue
        if delta.is_binary:
            continue
        if is_source(old_path) or is_source(path):
            if delta.status in (pygit2.GIT_DELTA_RENAMED, pygit2.GIT_DELTA_DELETED) or old_path != path:
                moved = True
            changed = patch.line_stats[1] + patch.line_stats[2]
            files += 1
            lines += changed
            whitespace += max(0, changed - substantive.get(path, 0))
            source.append(patch.text or "")
        elif for_path(path) is not None and is_test_path(path):
            tests.append(patch.text or "")
    return _Diff("".join(source), "".join(tests), notes, files, lines, whitespace, moved)


def _subject_reason(commit: pygit2.Commit) -> str | None:
    if len(commit.parents) != 1:
        return "merge or root commit"
    if _BOT.search(commit.author.name or "") or _BOT.search(commit.author.email or ""):
        return "bot author"
    subject = commit.message.strip().split("\n", 1)[0]
    if _SKIP_SUBJECT.search(subject):
        return "release, formatting, lint, docs or chore subject"
    return None


def _diff_reason(found: _Diff, filters: Filters) -> str | None:
    if not found.source_files:
        return "no source file outside tests and docs"
    if found.renamed_or_deleted:
        return "renames or deletes a source file"
    if found.source_files > filters.max_files:
        return f"more than {filters.max_files} source files"
    if found.source_lines > filters.max_lines:
        return f"more than {filters.max_lines} changed lines"
    if found.whitespace_lines > filters.max_whitespace_share * found.source_lines:
        return "mostly whitespace (formatting)"
    return None


def names_gold(query: str, functions: list[str]) -> bool:
    """Whether the query names one of the gold functions (its bare name, as a whole word)."""
    words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", query))
    for sid in functions:
        qual = parse_id(sid).qualname or ""
        if qual.rsplit(".", 1)[-1] in words:
            return True
    return False


def task_of(git: pygit2.Repository, name: str, commit: pygit2.Commit, config: MineConfig
            ) -> tuple[dict[str, Any] | None, str | None]:
    """The task one commit makes, or the reason it makes none."""
    reason = _subject_reason(commit)
    if reason:
        return None, reason
    parent = commit.parents[0]
    found = _split_diff(git, parent, commit)
    reason = _diff_reason(found, config.filters)
    if reason:
        return None, reason
    message = clean_message(commit.message)
    query = message
    if config.changelog and found.changelog:
        query = f"{message}\n\n" + "\n".join(found.changelog)
    if len(_WORD.findall(query)) < config.filters.min_words:
        return None, f"query shorter than {config.filters.min_words} words"
    gold = gold_module.extract(git, str(parent.id), found.patch, None)
    if any("does not match" in p for p in gold.problems):
        return None, "a hunk does not apply to the parent"
    if not gold.functions:
        return None, "edits no function"
    if len(gold.functions) > config.filters.max_functions:
        return None, f"edits more than {config.filters.max_functions} functions"
    owner_name = name.replace("/", "__")
    return {
        "instance_id": f"{owner_name}-mined-{str(commit.id)[:12]}",
        "repo": name,
        "base_commit": str(parent.id),
        "problem_statement": query,
        "patch": found.patch,
        "test_patch": found.test_patch,
        "created_at": datetime.fromtimestamp(commit.commit_time, UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "source": "git-history",
        "commit": str(commit.id),
        "gold_functions": len(gold.functions),
        "names_gold": names_gold(query, gold.functions),
        "changelog_lines": len(found.changelog) if config.changelog else 0,
    }, None


def mine(config: MineConfig) -> MineReport:
    """Walk history newest first, write the qualifying commits' tasks (JSONL) and return the counts."""
    if not re.match(r"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$", config.name):
        raise InvalidArgument(f"--name {config.name!r} is not owner/name")
    found_dir = repos.git_dir(config.repo)
    if found_dir is None:
        raise InvalidArgument(f"--repo {config.repo} is not a git repository")
    git = pygit2.Repository(str(found_dir))
    try:
        head = git.revparse_single(config.rev).peel(pygit2.Commit)
    except (KeyError, ValueError, pygit2.GitError) as exc:
        raise InvalidArgument(f"--rev {config.rev!r}: {exc}") from None
    rejected: Counter[str] = Counter()
    rows: list[dict[str, Any]] = []
    looked = 0
    for commit in git.walk(head.id, pygit2.enums.SortMode.TOPOLOGICAL | pygit2.enums.SortMode.TIME):
        if looked >= config.max_commits or len(rows) >= config.max_tasks:
            break
        looked += 1
        row, reason = task_of(git, config.name, commit, config)
        if row is None:
            rejected[reason or "?"] += 1
        else:
            rows.append(row)
    config.out.parent.mkdir(parents=True, exist_ok=True)
    with config.out.open("w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    return MineReport(
        repo=config.name, head=str(head.id), out=str(config.out), looked_at=looked, tasks=len(rows),
        rejected=dict(rejected.most_common()), names_gold=sum(1 for r in rows if r["names_gold"]),
        with_changelog=sum(1 for r in rows if r["changelog_lines"]),
        config={"rev": config.rev, "max_tasks": config.max_tasks, "max_commits": config.max_commits,
                "changelog": config.changelog, "filters": asdict(config.filters),
                "source": posixpath.basename(str(config.repo).rstrip("/"))},
    )
