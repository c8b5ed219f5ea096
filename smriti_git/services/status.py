"""``status``: what is indexed, what is stale, which memory branches exist, what is wrong.

It composes the other services' read-only views; it writes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygit2

from smriti_git.errors import SmpError
from smriti_git.index import snapshot
from smriti_git.model import layout
from smriti_git.services import incoming, namespace
from smriti_git.storage import objects, refs
from smriti_git.storage.repo import Repo


@dataclass
class IndexedBranch:
    branch: str
    ref: str
    source_commit: str | None
    branch_head: str | None
    stale: bool
    files: int = 0
    symbols: int = 0
    languages: dict[str, int] = field(default_factory=dict)
    diagnostics: dict[str, str] = field(default_factory=dict)


@dataclass
class StatusReport:
    initialized: bool
    store_format: int | None
    git_dir: str
    bare: bool
    head_branch: str | None
    index: list[IndexedBranch] = field(default_factory=list)
    memory_branches: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    diagnostics: list[str] = field(default_factory=list)
    leftovers: incoming.Leftovers = field(default_factory=lambda: incoming.Leftovers(folders=[], bytes=0, in_use=0))
    """Folders of received objects that killed imports and pulls left under ``smp/incoming/``."""


def _head_branch(git: pygit2.Repository) -> str | None:
    try:
        ref = git.lookup_reference("HEAD")
    except (KeyError, pygit2.GitError):
        return None
    target = ref.target
    if isinstance(target, str) and target.startswith("refs/heads/"):
        return target.removeprefix("refs/heads/")
    return None


DETACHED = "(detached HEAD)"
REVS = "(--rev)"


def _followed(git: pygit2.Repository, ref: str) -> tuple[str, pygit2.Oid | None]:
    """What an index ref follows (a branch name, or a label) and the commit it should index now.

    A branch's ref should index the branch head; the detached HEAD's, HEAD while it is
    detached; the ``--rev`` ref follows nothing.
    """
    if ref == layout.DETACHED_INDEX_REF:
        return DETACHED, refs.read(git, "HEAD") if git.head_is_detached else None
    if ref == layout.REVS_INDEX_REF:
        return REVS, None
    branch = ref.removeprefix(layout.INDEX_PREFIX)
    name = f"refs/heads/{branch}"
    return branch, refs.read(git, name) if pygit2.reference_is_valid_name(name) else None


def _describe_snapshot(repo: Repo, commit: str, entry: IndexedBranch, problems: list[str]) -> None:
    try:
        tree = str(objects.read_commit(repo.git, pygit2.Oid(hex=commit)).tree_id)
        meta = snapshot.read_meta(repo.git, tree)
        entry.files, entry.symbols = int(meta["files"]), int(meta["symbols"])
        entry.languages = dict(meta["languages"])
        entry.diagnostics = snapshot.read_diagnostics(repo.git, tree)
    except SmpError as exc:
        problems.append(f"{entry.ref}: unreadable snapshot: {exc.message}")


def _size(n: int) -> str:
    return f"{n / (1 << 20):.1f} MiB" if n >= 1 << 20 else f"{n / 1024:.1f} KiB"


def report(repo: Repo) -> StatusReport:
    state = namespace.state(repo)
    out = StatusReport(
        initialized=state.initialized,
        store_format=state.store_format,
        git_dir=str(repo.git_dir),
        bare=repo.bare,
        head_branch=_head_branch(repo.git),
    )
    for summary in state.refs:
        if layout.is_index_ref(summary.name):
            branch, head = _followed(repo.git, summary.name)
            source = summary.trailers.get("Smp-Source-Commit")
            entry = IndexedBranch(branch, summary.name, source, str(head) if head else None,
                                  head is not None and str(head) != source)
            _describe_snapshot(repo, summary.commit, entry, out.diagnostics)
            out.index.append(entry)
        elif summary.name.startswith(layout.MEMORY_PREFIX):
            out.memory_branches.append(summary.name.removeprefix(layout.MEMORY_PREFIX))
        elif summary.name.startswith(layout.NOTES_PREFIX):
            out.notes.append(summary.name.removeprefix(layout.NOTES_PREFIX))
    out.diagnostics.extend(f"leftover ref lock {lock} (from a killed process?)" for lock in state.stale_locks)
    out.leftovers = incoming.leftovers(repo)
    if out.leftovers.folders:
        out.diagnostics.append(f"{len(out.leftovers.folders)} folders of received objects left by killed imports "
                               f"or pulls under {incoming.folder(repo)} ({_size(out.leftovers.bytes)}): "
                               "git smp gc removes them")
    if not state.initialized:
        out.diagnostics.append("not initialised: run `git smp init`")
    return out
