"""Trees, commits and diffs written with pygit2, read back by git's own ids."""

from __future__ import annotations

from pathlib import Path

import pygit2
import pytest

from smriti_git.storage import objects

from .helpers import git


@pytest.fixture
def odb(tmp_path: Path) -> pygit2.Repository:
    return pygit2.init_repository(str(tmp_path / "odb.git"), bare=True)


def _blobs(repo: pygit2.Repository, n: int) -> dict[str, pygit2.Oid]:
    return {f"d{i % 50:02d}/sub{i % 7}/f{i}.json": repo.create_blob(f"blob {i}\n".encode()) for i in range(n)}


def test_edit_keeps_untouched_subtree_ids(odb: pygit2.Repository) -> None:
    base = objects.build_tree(odb, _blobs(odb, 500))
    changed = objects.edit_tree(odb, base, {"d03/sub3/f3.json": odb.create_blob(b"changed\n")})
    before = {e.name: e.id for e in odb[base]}
    after = {e.name: e.id for e in odb[changed]}
    assert [name for name in before if before[name] != after[name]] == ["d03"]
    assert objects.read_blob(odb, objects.lookup(odb, changed, "d03/sub3/f3.json")) == b"changed\n"


def test_edit_deletes_and_prunes_empty_folders(odb: pygit2.Repository) -> None:
    blob = odb.create_blob(b"x")
    tree = objects.build_tree(odb, {"a/b/c.json": blob, "a/d.json": blob, "e.json": blob})
    tree = objects.edit_tree(odb, tree, {"a/b/c.json": None})
    assert [p for p, _ in objects.iter_tree(odb, tree)] == ["a/d.json", "e.json"]
    tree = objects.edit_tree(odb, tree, {"a/d.json": None, "e.json": None})
    assert tree == objects.EMPTY_TREE


def test_same_content_same_tree_id(odb: pygit2.Repository) -> None:
    entries = _blobs(odb, 200)
    assert objects.build_tree(odb, entries) == objects.build_tree(odb, dict(reversed(list(entries.items()))))


def test_diff_skips_unchanged_subtrees(odb: pygit2.Repository, monkeypatch: pytest.MonkeyPatch) -> None:
    base = objects.build_tree(odb, _blobs(odb, 3000))
    new_blob = odb.create_blob(b"new\n")
    edited = objects.edit_tree(odb, base, {"d07/sub0/f7.json": None, "d07/sub0/new.json": new_blob,
                                           "zz/added.json": new_blob})
    opened: list[pygit2.Oid] = []
    real_tree = objects._tree

    def counting(repo: pygit2.Repository, oid: pygit2.Oid) -> pygit2.Tree:
        opened.append(oid)
        return real_tree(repo, oid)

    monkeypatch.setattr(objects, "_tree", counting)
    changes = list(objects.diff_trees(odb, base, edited))
    assert [(c.path, c.kind) for c in changes] == [
        ("d07/sub0/f7.json", "removed"), ("d07/sub0/new.json", "added"), ("zz/added.json", "added")]
    # root, d07, d07/sub0 on each side, plus the new zz folder: never the 3000-file bulk.
    assert len(opened) <= 7


def test_iter_tree_prefix_and_order(odb: pygit2.Repository) -> None:
    blob = odb.create_blob(b"x")
    tree = objects.build_tree(odb, {"b/2.json": blob, "b/1.json": blob, "a.json": blob, "c/x/y.json": blob})
    assert [p for p, _ in objects.iter_tree(odb, tree)] == ["a.json", "b/1.json", "b/2.json", "c/x/y.json"]
    assert [p for p, _ in objects.iter_tree(odb, tree, "c")] == ["c/x/y.json"]
    assert list(objects.iter_tree(odb, tree, "missing")) == []


def test_commit_trailers_round_trip(odb: pygit2.Repository) -> None:
    tree = objects.build_tree(odb, {"a.json": odb.create_blob(b"{}\n")})
    message = objects.format_message("snapshot", {"Smp-Source-Commit": "abc", "Smp-Schema": "1"}, body="Body.")
    sig = objects.signature("smriti-git", "smriti-git@localhost", 1_700_000_000)
    commit = objects.write_commit(odb, tree, [], message, sig)
    again = objects.write_commit(odb, tree, [], message, sig)
    assert commit == again, "a commit is a pure function of its inputs"
    assert objects.parse_trailers(objects.read_commit(odb, commit).message) == {
        "Smp-Schema": "1", "Smp-Source-Commit": "abc"}
    assert list(odb.references) == [], "writing objects moves no ref"


def test_objects_are_valid_for_git(tmp_path: Path) -> None:
    path = tmp_path / "plain"
    repo = pygit2.init_repository(str(path))
    tree = objects.build_tree(repo, _blobs(repo, 30))
    commit = objects.write_commit(repo, tree, [], "m\n", objects.signature("a", "a@b", 1))
    assert git("cat-file", "-t", str(commit), cwd=path).strip() == "commit"
    assert len(git("ls-tree", "-r", str(tree), cwd=path).splitlines()) == 30
