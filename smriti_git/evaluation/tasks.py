"""SWE-bench task files and the fixed validation/test split.

A task file is JSON Lines with the SWE-bench fields (Lite, Verified, full ...); only
``instance_id``, ``repo``, ``base_commit``, ``problem_statement`` and ``patch`` are
required, and a missing or mistyped field is an error naming the line.

The split is fixed by the instance id alone, so it never depends on the task file,
its order or the repositories at hand: a task is in **validation** when the first 8
hex digits of ``sha256(instance_id)``, read as an integer, are below 30% of 2**32;
every other task is in **test**.  Tuning may only look at validation (the harness
refuses tuning options with ``--split test`` or ``all``).
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from smriti_git.errors import InvalidArgument

Split = Literal["validation", "test"]
SPLITS = ("validation", "test", "all")
VALIDATION_SHARE = 0.30
REQUIRED = ("instance_id", "repo", "base_commit", "problem_statement", "patch")
_REPO = re.compile(r"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$")
_SHA = re.compile(r"^[0-9a-fA-F]{7,64}$")


@dataclass(frozen=True)
class Task:
    instance_id: str
    repo: str                     # owner/name
    base_commit: str
    problem_statement: str
    patch: str
    test_patch: str = ""
    created_at: str = ""

    @property
    def split(self) -> Split:
        return split_of(self.instance_id)


def id_hash(instance_id: str) -> str:
    return hashlib.sha256(instance_id.encode("utf-8")).hexdigest()


def split_of(instance_id: str) -> Split:
    """``validation`` for about 30% of ids (by sha256), ``test`` for the rest."""
    return "validation" if int(id_hash(instance_id)[:8], 16) < VALIDATION_SHARE * 2**32 else "test"


def file_sha256(path: str | Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def load(path: str | Path) -> list[Task]:
    """Every task of a JSONL file, validated; raise :class:`InvalidArgument` naming the bad line."""
    source = Path(path)
    if not source.is_file():
        raise InvalidArgument(f"task file {source} does not exist")
    tasks: list[Task] = []
    seen: set[str] = set()
    with source.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            where = f"{source}:{number}"
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise InvalidArgument(f"{where}: not valid JSON ({exc.msg})") from None
            if not isinstance(row, dict):
                raise InvalidArgument(f"{where}: a task must be a JSON object")
            missing = [k for k in REQUIRED if k not in row]
            if missing:
                raise InvalidArgument(f"{where}: missing field(s) {', '.join(missing)} "
                                      f"(a SWE-bench task needs {', '.join(REQUIRED)})")
            wrong = [k for k in (*REQUIRED, "test_patch", "created_at") if k in row and not isinstance(row[k], str)]
            if wrong:
                raise InvalidArgument(f"{where}: field(s) {', '.join(wrong)} must be strings")
            if not _REPO.match(row["repo"]):
                raise InvalidArgument(f"{where}: repo {row['repo']!r} is not owner/name")
            if not _SHA.match(row["base_commit"]):
                raise InvalidArgument(f"{where}: base_commit {row['base_commit']!r} is not a commit id")
            if row["instance_id"] in seen:
                raise InvalidArgument(f"{where}: instance_id {row['instance_id']!r} appears twice")
            seen.add(row["instance_id"])
            tasks.append(Task(row["instance_id"], row["repo"], row["base_commit"], row["problem_statement"],
                              row["patch"], row.get("test_patch") or "", row.get("created_at") or ""))
    if not tasks:
        raise InvalidArgument(f"task file {source} holds no tasks")
    return tasks


def select(tasks: list[Task], split: str, limit: int | None = None) -> list[Task]:
    """Tasks of ``split``; with ``limit``, the first ``limit`` by id hash (a fixed sample across repositories)."""
    if split not in SPLITS:
        raise InvalidArgument(f"split must be one of {', '.join(SPLITS)}, not {split!r}")
    chosen = [t for t in tasks if split == "all" or t.split == split]
    if limit is not None:
        if limit < 1:
            raise InvalidArgument("--limit must be at least 1")
        keep = {t.instance_id for t in sorted(chosen, key=lambda t: id_hash(t.instance_id))[:limit]}
        chosen = [t for t in chosen if t.instance_id in keep]
    return chosen
