"""Which files of a source tree get indexed, and why the others do not.

The source is always a git tree (a commit's, or the work tree written to a temporary
tree), so ``.gitignore`` is already honoured.  On top of that, files matching
``.smpignore`` (gitignore syntax, read from the tree itself so that it is versioned
with the code) or the built-in exclusions for generated and bundled files are left
out.  Symlinks and submodules are reported and skipped.  Content checks (binary,
size, encoding) happen when a file is parsed (``parse.py``).
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass
from typing import Any

import pathspec
import pygit2

from smriti_git.index.languages import for_path
from smriti_git.storage.objects import TREE_MODE

DEFAULT_EXCLUDES = (
    "node_modules/", "bower_components/", ".git/",
    "*.min.js", "*.min.mjs", "*.bundle.js", "*-bundle.js",
    "*_pb2.py", "*_pb2_grpc.py", "*.pb.go", "*.generated.*", "*.g.cs", "*.designer.cs",
)
VENDORED_PARTS = frozenset({"vendor", "vendored", "_vendor", "third_party", "thirdparty", "third-party", "packages",
                            "external", "extern", "deps"})
SMPIGNORE = ".smpignore"
MAX_FILE_BYTES = 1_000_000

_LINK = pygit2.enums.FileMode.LINK
_COMMIT = pygit2.enums.FileMode.COMMIT


@dataclass(frozen=True)
class SourceFile:
    path: str
    blob: str
    lang: str


@dataclass
class Selection:
    files: dict[str, SourceFile]
    diagnostics: dict[str, str]          # path -> problem
    ignored: int = 0


def is_vendored(path: str) -> bool:
    return any(part in VENDORED_PARTS for part in path.split("/")[:-1])


class Selector:
    """The selection rules of one source tree (its ``.smpignore`` plus the defaults)."""

    def __init__(self, git: pygit2.Repository, tree_id: pygit2.Oid) -> None:
        tree = git[tree_id]
        assert isinstance(tree, pygit2.Tree)
        self.git, self.tree = git, tree
        lines = list(DEFAULT_EXCLUDES)
        self.ignore_blob: str | None = None
        try:
            entry = tree[SMPIGNORE]
        except KeyError:
            entry = None
        if entry is not None:
            self.ignore_blob = str(entry.id)
            blob = git[entry.id]
            if isinstance(blob, pygit2.Blob):
                lines.extend(blob.data.decode("utf-8", "replace").splitlines())
        self.spec: pathspec.PathSpec[Any] = pathspec.PathSpec.from_lines("gitignore", lines)

    def ignored(self, path: str, folder: bool = False) -> bool:
        if folder:
            return self.spec.match_file(path + "/")
        return self.spec.match_file(path) or any(
            self.spec.match_file(prefix + "/") for prefix in _prefixes(path))

    def language(self, path: str) -> str | None:
        """The language ``path`` is indexed as, if a regular file there would be indexed."""
        language = for_path(path)
        if language is None or self.ignored(path):
            return None
        return language.name

    def select(self) -> Selection:
        out = Selection({}, {})
        stack: list[tuple[str, pygit2.Tree]] = [("", self.tree)]
        while stack:
            base, node = stack.pop()
            for entry in node:
                path = f"{base}{entry.name}"
                mode = entry.filemode
                if mode == TREE_MODE:
                    if self.spec.match_file(path + "/"):
                        out.ignored += 1
                        continue
                    sub = self.git[entry.id]
                    assert isinstance(sub, pygit2.Tree)
                    stack.append((path + "/", sub))
                    continue
                if mode == _COMMIT:
                    out.diagnostics[path] = "submodule: not indexed"
                    continue
                language = for_path(path)
                if language is None:
                    continue
                if mode == _LINK:
                    out.diagnostics[path] = "symlink: not indexed"
                    continue
                if self.spec.match_file(path):
                    out.ignored += 1
                    continue
                out.files[path] = SourceFile(path, str(entry.id), language.name)
        out.files = dict(sorted(out.files.items()))
        out.diagnostics = dict(sorted(out.diagnostics.items()))
        return out


def _prefixes(path: str) -> list[str]:
    parts = path.split("/")[:-1]
    return ["/".join(parts[: i + 1]) for i in range(len(parts))]


def select(git: pygit2.Repository, tree_id: pygit2.Oid) -> Selection:
    return Selector(git, tree_id).select()


def directories(paths: list[str]) -> list[str]:
    found: set[str] = set()
    for path in paths:
        parent = posixpath.dirname(path)
        while parent and parent not in found:
            found.add(parent)
            parent = posixpath.dirname(parent)
    return sorted(found)
