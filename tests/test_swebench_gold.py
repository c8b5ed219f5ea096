"""Gold locations of SWE-bench patches: real repositories, real ``git diff`` patches, the indexer's spans."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from smriti_git.errors import InvalidArgument
from smriti_git.evaluation import patches
from smriti_git.evaluation.gold import Gold, extract, leaked_lines
from smriti_git.index import snapshot
from smriti_git.services import indexing, namespace
from smriti_git.storage.repo import Repo

from .helpers import MakeRepo, git, write_files

MOD = '''\
import os

LIMIT = 10


def helper(x):
    return x + 1


class Widget:
    size = 3

    def grow(self, n):
        total = self.size + n
        return total

    def shrink(self, n):
        return self.size - n


@decorate(option=True)
def decorated(value):
    result = value * 2
    return result


def outer(a):
    def inner(b):
        c = b * 2
        return c
    d = inner(a)
    return d
'''


def _patch(make_repo: MakeRepo, files: dict[str, str], edits: dict[str, str | None]) -> tuple[Path, str, str]:
    """A repository at the base commit, and the ``git diff`` of ``edits`` against it (None deletes)."""
    path = make_repo(files=files)
    base = git("rev-parse", "HEAD", cwd=path).strip()
    write_files(path, edits)
    git("add", "-A", cwd=path)
    patch = git("diff", "--cached", base, cwd=path)
    return path, base, patch


def _gold(path: Path, base: str, patch: str) -> Gold:
    """Gold from the snapshot's spans; the direct-parse fallback must agree with it."""
    repo = Repo.discover(path)
    namespace.init(repo)
    report = indexing.index(repo, base, branch="swebench")
    snap = snapshot.info(repo.git, report.snapshot, report.ref)
    from_index = extract(repo.git, base, patch, snap.tree)
    direct = extract(repo.git, base, patch, None)
    assert dataclasses.replace(direct, not_indexed=[]) == from_index
    return from_index


def _edit(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


def test_method_body_edit_maps_to_the_method(make_repo: MakeRepo) -> None:
    path, base, patch = _patch(make_repo, {"pkg/mod.py": MOD},
                               {"pkg/mod.py": _edit(MOD, "total = self.size + n", "total = self.size + 2 * n")})
    gold = _gold(path, base, patch)
    assert gold.files == ["pkg/mod.py"]
    assert gold.functions == ["pkg/mod.py::Widget.grow()"]
    assert gold.module_level_blocks == 0 and not gold.problems


def test_module_level_edit_maps_to_no_function(make_repo: MakeRepo) -> None:
    path, base, patch = _patch(make_repo, {"pkg/mod.py": MOD}, {"pkg/mod.py": _edit(MOD, "LIMIT = 10", "LIMIT = 20")})
    gold = _gold(path, base, patch)
    assert gold.files == ["pkg/mod.py"] and gold.functions == []
    assert not gold.has_functions and gold.module_level_blocks == 1


def test_class_body_outside_methods_maps_to_no_function(make_repo: MakeRepo) -> None:
    path, base, patch = _patch(make_repo, {"pkg/mod.py": MOD}, {"pkg/mod.py": _edit(MOD, "size = 3", "size = 4")})
    assert _gold(path, base, patch).functions == []


@pytest.mark.parametrize(("old", "new"), [
    ("@decorate(option=True)", "@decorate(option=False)"),      # the decorator line belongs to the function
    ("result = value * 2", "result = value * 3"),               # the body
])
def test_decorated_function(make_repo: MakeRepo, old: str, new: str) -> None:
    path, base, patch = _patch(make_repo, {"pkg/mod.py": MOD}, {"pkg/mod.py": _edit(MOD, old, new)})
    assert _gold(path, base, patch).functions == ["pkg/mod.py::decorated()"]


def test_nested_function_innermost_wins(make_repo: MakeRepo) -> None:
    path, base, patch = _patch(make_repo, {"pkg/mod.py": MOD}, {"pkg/mod.py": _edit(MOD, "c = b * 2", "c = b * 4")})
    assert _gold(path, base, patch).functions == ["pkg/mod.py::outer.inner()"]
    path2, base2, patch2 = _patch(make_repo, {"pkg/mod.py": MOD},
                                  {"pkg/mod.py": _edit(MOD, "d = inner(a)", "d = inner(a + 1)")})
    assert _gold(path2, base2, patch2).functions == ["pkg/mod.py::outer()"]


@pytest.mark.parametrize(("old", "new", "expected"), [
    # inside a body
    ("        total = self.size + n\n", "        total = self.size + n\n        total += 1\n",
     ["pkg/mod.py::Widget.grow()"]),
    # appended after the last line of a body (indented deeper than its def)
    ("        return self.size - n\n", "        return self.size - n\n        # unreachable note\n",
     ["pkg/mod.py::Widget.shrink()"]),
    # appended after the last line of the inner function, at the inner body's indentation
    ("        return c\n", "        return c\n        # inner tail\n", ["pkg/mod.py::outer.inner()"]),
    # appended after the inner function at the outer body's indentation
    ("        return c\n", "        return c\n    # outer again\n", ["pkg/mod.py::outer()"]),
    # a new method between two methods: class body, no function
    ("    def shrink(self, n):\n", "    def extra(self):\n        return 0\n\n    def shrink(self, n):\n", []),
    # a new module-level function between two functions: no function
    ("class Widget:\n", "def added():\n    return 1\n\n\nclass Widget:\n", []),
    # a decorator added right before a definition belongs to it
    ("    def shrink(self, n):\n", "    @staticmethod\n    def shrink(self, n):\n", ["pkg/mod.py::Widget.shrink()"]),
    # an import at the top of the file: no function
    ("import os\n", "import os\nimport sys\n", []),
])
def test_insertion_only_hunks(make_repo: MakeRepo, old: str, new: str, expected: list[str]) -> None:
    path, base, patch = _patch(make_repo, {"pkg/mod.py": MOD}, {"pkg/mod.py": _edit(MOD, old, new)})
    gold = _gold(path, base, patch)
    blocks = [b for f in patches.parse_patch(patch) for h in f.hunks for b in patches.blocks(h)]
    assert blocks and all(b.is_insertion for b in blocks)
    assert gold.functions == expected
    assert gold.module_level_blocks == (0 if expected else 1)


def test_multi_file_patch(make_repo: MakeRepo) -> None:
    other = "def first():\n    return 1\n\n\ndef second():\n    return 2\n"
    path, base, patch = _patch(make_repo, {"pkg/mod.py": MOD, "pkg/other.py": other}, {
        "pkg/mod.py": _edit(MOD, "return x + 1", "return x + 2"),
        "pkg/other.py": _edit(other, "return 2", "return 3"),
    })
    gold = _gold(path, base, patch)
    assert gold.files == ["pkg/mod.py", "pkg/other.py"]
    assert gold.functions == ["pkg/mod.py::helper()", "pkg/other.py::second()"]
    assert [s.path for s in gold.sites] == ["pkg/mod.py", "pkg/other.py"]


def test_deleted_file_is_file_gold_only(make_repo: MakeRepo) -> None:
    path, base, patch = _patch(make_repo, {"pkg/mod.py": MOD, "pkg/old.py": "def gone():\n    return 0\n"},
                               {"pkg/old.py": None, "pkg/mod.py": _edit(MOD, "return x + 1", "return x - 1")})
    assert "deleted file mode" in patch
    gold = _gold(path, base, patch)
    assert gold.files == ["pkg/mod.py", "pkg/old.py"] and gold.deleted_files == ["pkg/old.py"]
    assert gold.functions == ["pkg/mod.py::helper()"]


def test_new_file_is_not_gold(make_repo: MakeRepo) -> None:
    path, base, patch = _patch(make_repo, {"pkg/mod.py": MOD}, {"pkg/new.py": "def fresh():\n    return 1\n"})
    gold = _gold(path, base, patch)
    assert gold.new_files == ["pkg/new.py"] and gold.files == [] and gold.functions == []


def test_file_absent_at_base_commit_is_a_problem(make_repo: MakeRepo) -> None:
    path, base, patch = _patch(make_repo, {"pkg/mod.py": MOD}, {"pkg/mod.py": _edit(MOD, "return x + 1", "return 0")})
    ghost = ("diff --git a/pkg/ghost.py b/pkg/ghost.py\n--- a/pkg/ghost.py\n+++ b/pkg/ghost.py\n"
             "@@ -1,2 +1,2 @@\n def ghost():\n-    return 1\n+    return 2\n")
    gold = _gold(path, base, patch + ghost)
    assert gold.files == ["pkg/mod.py"] and gold.functions == ["pkg/mod.py::helper()"]
    assert gold.problems == ["pkg/ghost.py: patched but absent at the base commit"]


def test_hunk_at_an_offset_is_located_and_reported(make_repo: MakeRepo) -> None:
    path, base, patch = _patch(make_repo, {"pkg/mod.py": MOD},
                               {"pkg/mod.py": _edit(MOD, "return self.size - n", "return self.size - 2 * n")})
    header = next(line for line in patch.splitlines() if line.startswith("@@"))
    start = int(header.split()[1].split(",")[0][1:])
    shifted = patch.replace(header, header.replace(f"-{start},", f"-{start - 3},", 1), 1)
    gold = _gold(path, base, shifted)
    assert gold.functions == ["pkg/mod.py::Widget.shrink()"]
    assert gold.problems == ["pkg/mod.py: hunk 1 matches the base file at offset +3"]


def test_parser_reads_hunks_by_count() -> None:
    text = ("diff --git a/notes.txt b/notes.txt\n--- a/notes.txt\n+++ b/notes.txt\n@@ -1,3 +1,2 @@\n"
            " keep\n--- looks like a header\n-+++ so does this\n+replaced\n\\ No newline at end of file\n")
    (diff,) = patches.parse_patch(text)
    assert diff.old_path == diff.new_path == "notes.txt"
    (hunk,) = diff.hunks
    assert [t for t, _ in hunk.lines] == [" ", "-", "-", "+"]
    assert patches.blocks(hunk) == [patches.Block((2, 3), 1, ("replaced",))]
    with pytest.raises(InvalidArgument):
        patches.parse_patch("--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n")


def test_leakage_flags_quoted_fix_lines_only() -> None:
    patch = ("diff --git a/m.py b/m.py\n--- a/m.py\n+++ b/m.py\n@@ -1,3 +1,4 @@\n def f(value):\n"
             "-    return compute_total(value, scale=1)\n+    return compute_total(value, scale=2)\n"
             "+    x = 1\n     pass\n")
    quoted = "Fix: change it to `return   compute_total(value,\nscale=2)` please"
    assert leaked_lines(quoted, patch) == ["return compute_total(value, scale=2)"]
    assert leaked_lines("x = 1 is short; nothing else", patch) == []
    moved = patch.replace("-    return compute_total(value, scale=1)", "-    return compute_total(value, scale=2)")
    assert leaked_lines(quoted, moved) == []          # the line only moved: it is not the fix
