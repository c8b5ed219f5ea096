"""History of a memory: log, diff, branch, switch, merge, revert, forget.

* **merge** is a union: versions are immutable files, so both sides' files are kept.
  Engrams forgotten on either side stay forgotten (tombstones win).  An engram whose
  versions were superseded differently on the two sides ends with two heads; the merge
  records a ``memory-conflict/1`` (the deterministic winner and both heads) that
  ``memory log`` shows.  Nothing is lost.
* **revert** records compensating versions (``op: revert``) that restore what each
  engram touched by the commit looked like before it.  The reverted versions stay in
  history, so ``recall --as-of`` a time before the revert still sees the old belief.
* **forget** removes the engram's versions from every branch of the user, and leaves
  a tombstone so that a merge or a pull cannot bring it back.  ``--purge`` also rewrites
  the history of those branches without the content and removes the old commits from
  those refs' reflogs, so that nothing keeps it and ``git gc`` can delete it.  Neither
  can reach clones that already fetched the content (see docs/memory.md).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime

import pygit2

from smriti_git.errors import IntegrityError, InvalidArgument, NotFound
from smriti_git.model import engram as model
from smriti_git.model import timeline
from smriti_git.services.memory.store import Changes, State, Store, engram_folder, fanout, tombstone_path
from smriti_git.storage import objects, refs
from smriti_git.storage.signing import KeyPair


@dataclass
class LogEntry:
    commit: str
    time: str
    actor: str
    op: str
    subject: str
    engram: str | None
    parents: int
    conflicts: list[str] = field(default_factory=list)


def _commits(git: pygit2.Repository, tip: pygit2.Oid | None) -> Iterator[pygit2.Commit]:
    if tip is None:
        return
    yield from git.walk(tip, pygit2.enums.SortMode.TOPOLOGICAL | pygit2.enums.SortMode.TIME)


def log(store: Store, limit: int = 50) -> tuple[list[LogEntry], list[dict[str, object]]]:
    """Commits of the branch, newest first, and the conflicts recorded on it."""
    git = store.repo.git
    entries = []
    for commit in _commits(git, store.tip()):
        trailers = objects.parse_trailers(commit.message)
        conflicts = []
        if len(commit.parents) > 1:
            first = commit.parents[0].tree_id
            for change in objects.diff_trees(git, first, commit.tree_id, ""):
                if change.path.startswith("conflicts/") and change.new is not None:
                    conflicts.append(change.path.split("/")[2])
        entries.append(LogEntry(str(commit.id), timeline.fmt(_when(commit)), trailers.get("Smp-Actor", ""),
                                trailers.get("Smp-Op", "merge" if len(commit.parents) > 1 else ""),
                                commit.message.splitlines()[0], trailers.get("Smp-Engram"), len(commit.parents),
                                sorted(set(conflicts))))
        if len(entries) >= limit:
            break
    recorded = []
    tip = store.tip()
    if tip is not None:
        tree = objects.read_commit(git, tip).tree_id
        for _, blob in objects.iter_tree(git, tree, "conflicts"):
            recorded.append(objects.read_record(git, blob, expect_kind="memory-conflict"))
    return entries, recorded


def _when(commit: pygit2.Commit) -> datetime:
    return datetime.fromtimestamp(commit.author.time, UTC)


@dataclass
class EngramDiff:
    engram: str
    change: str          # added | revised | retracted | forgotten | removed
    before: str | None
    after: str | None


def diff(store: Store, old: str, new: str) -> list[EngramDiff]:
    """Engram-level differences between two commits of the memory (by tree, so O(change))."""
    git = store.repo.git
    a = _resolve(git, old)
    b = _resolve(git, new)
    touched: set[str] = set()
    for change in objects.diff_trees(git, objects.read_commit(git, a).tree_id, objects.read_commit(git, b).tree_id):
        parts = change.path.split("/")
        if parts[0] in ("engrams", "tombstones") and len(parts) >= 3:
            touched.add(parts[2].removesuffix(".json"))
    before, after = store.state(a, use_tip=False), store.state(b, use_tip=False)
    out = []
    for engram_id in sorted(touched):
        old_head = _head_content(before, engram_id)
        new_head = _head_content(after, engram_id)
        if engram_id in after.tombstones and engram_id not in before.tombstones:
            kind = "forgotten"
        elif old_head is None and new_head is not None:
            kind = "added"
        elif new_head is None and old_head is not None:
            kind = "retracted" if _exists(after, engram_id) else "removed"
        else:
            kind = "revised"
        out.append(EngramDiff(engram_id, kind, old_head, new_head))
    return out


def _exists(state: State, engram_id: str) -> bool:
    return any(v.engram == engram_id for v in state.versions.values()) and engram_id not in state.tombstones


def _head_content(state: State, engram_id: str) -> str | None:
    if not _exists(state, engram_id):
        return None
    head = state.engram(engram_id).believed()
    return head.content if head else None


def _resolve(git: pygit2.Repository, rev: str) -> pygit2.Oid:
    try:
        commit = git.revparse_single(rev).peel(pygit2.Commit)
    except (KeyError, ValueError, pygit2.GitError):
        raise NotFound(f"no commit {rev!r}") from None
    assert isinstance(commit, pygit2.Commit)
    return commit.id


def branch(store: Store, name: str, start: str | None = None) -> str:
    """Create memory branch ``name`` at ``start`` (default: the current branch's tip)."""
    ref = store.ref_of(name)
    if refs.read(store.repo.git, ref) is not None:
        raise InvalidArgument(f"memory branch {name!r} already exists")
    tip = _resolve(store.repo.git, start) if start else store.tip()
    if tip is None:
        raise InvalidArgument(f"memory branch {store.branch!r} has no commits yet: remember something first")
    refs.compare_and_swap(store.repo, ref, tip, None, message=f"smp memory branch {name}")
    return ref


def switch(store: Store, name: str, create: bool = False) -> str:
    ref = store.ref_of(name)
    if refs.read(store.repo.git, ref) is None:
        if not create:
            raise NotFound(f"no memory branch {name!r} (use --create, or `git smp memory branch {name}`)")
        if store.tip() is not None:
            branch(store, name)
    store.set_current_branch(name)
    return ref


@dataclass
class MergeResult:
    commit: str | None
    mode: str             # up-to-date | fast-forward | merge
    added_versions: int
    conflicts: list[str]
    tombstoned: list[str]


def merge(store: Store, other: str, when: str | None = None) -> MergeResult:
    git = store.repo.git
    theirs = refs.read(git, store.source_ref(other))
    if theirs is None:
        raise NotFound(f"no memory branch {other!r}")
    ours = store.tip()
    if ours is not None and (ours == theirs or git.descendant_of(ours, theirs)):
        return MergeResult(str(ours), "up-to-date", 0, [], [])
    # A forgotten engram must not come back through the other side's history either: if
    # that history holds one, its commits are not linked in (a squash merge).
    squash = ours is not None and _holds_forgotten(store, ours, theirs)
    if ours is None or (git.descendant_of(theirs, ours) and not squash):
        old_tree = objects.read_commit(git, ours).tree_id if ours is not None else None
        added = sum(1 for change in objects.diff_trees(git, old_tree, objects.read_commit(git, theirs).tree_id)
                    if change.old is None and change.path.startswith("engrams/"))
        refs.compare_and_swap(store.repo, store.ref, theirs, ours, message=f"smp memory merge {other} (ff)")
        return MergeResult(str(theirs), "fast-forward", added, [], [])
    stamp = when or timeline.now()
    their_state = store.state(theirs, use_tip=False)
    summary = MergeResult(None, "squash" if squash else "merge", 0, [], [])

    def build(state: State) -> tuple[Changes, str, dict[str, str]]:
        changes: Changes = {}
        our_tree = pygit2.Oid(hex=state.tree) if state.tree else None
        their_tree = objects.read_commit(git, theirs).tree_id
        for change in objects.diff_trees(git, our_tree, their_tree):
            if change.new is not None and change.old is None and not change.path.startswith("conflicts/"):
                changes[change.path] = change.new          # union: take what only they have
        tombstones = state.tombstones | their_state.tombstones
        summary.tombstoned = sorted(tombstones - state.tombstones)
        for engram_id in summary.tombstoned:
            changes[engram_folder(engram_id)] = None
        for path in list(changes):
            if path.startswith("engrams/") and path.split("/")[2] in tombstones:
                del changes[path]
        summary.added_versions = sum(1 for p in changes if p.startswith("engrams/") and changes[p] is not None)
        # Only engrams that receive versions from the other side can end with two heads.
        incoming = {p.split("/")[2] for p in changes if p.startswith("engrams/") and changes[p] is not None}
        incoming &= {v.engram for v in state.versions.values()}
        merged = [v for v in (*state.versions.values(), *their_state.versions.values()) if v.engram in incoming]
        grouped = model.group({v.id: v for v in merged}.values())
        summary.conflicts = []
        for engram_id in sorted(incoming - tombstones):
            heads = grouped[engram_id].heads()
            if len(heads) > 1:
                record = {"schema": "memory-conflict/1", "engram": engram_id, "heads": sorted(h.id for h in heads),
                          "winner": heads[0].id, "recorded_at": stamp,
                          "merged": [state.commit or "", str(theirs)]}
                name = hashlib.blake2b(",".join(record["heads"]).encode(), digest_size=8).hexdigest()
                changes[f"conflicts/{fanout(engram_id)}/{engram_id}/{name}.json"] = objects.write_record(git, record)
                summary.conflicts.append(engram_id)
        trailers = {"Smp-Op": "merge", "Smp-Merged": other}
        if squash:
            trailers["Smp-Squashed"] = "its history holds forgotten engrams"
        return changes, f"merge memory branch {other}", trailers

    commit = store.transact(build, stamp, parents_extra=[] if squash else [theirs])
    summary.commit = str(commit)
    return summary


def _holds_forgotten(store: Store, ours: pygit2.Oid, theirs: pygit2.Oid) -> bool:
    """Whether a commit of ``theirs`` that ``ours`` lacks has versions of an engram forgotten on ours."""
    git = store.repo.git
    forgotten = store.state(ours, use_tip=False).tombstones
    if not forgotten:
        return False
    walker = git.walk(theirs, pygit2.enums.SortMode.NONE)
    walker.hide(ours)
    for commit in walker:
        tree = commit.tree
        for engram_id in forgotten:
            try:
                tree[engram_folder(engram_id)]
            except KeyError:
                continue
            return True
    return False


def revert(store: Store, rev: str, when: str | None = None) -> list[model.Version]:
    """Compensating versions undoing what commit ``rev`` did to each engram it touched."""
    git = store.repo.git
    target = objects.read_commit(git, _resolve(git, rev))
    before = store.state(target.parents[0].id, use_tip=False) if target.parents else State(None)
    after = store.state(target.id, use_tip=False)
    touched = sorted({v.engram for p, v in after.versions.items() if p not in before.versions})
    if not touched:
        raise InvalidArgument(f"commit {str(target.id)[:12]} added no engram versions: nothing to revert")
    stamp = when or timeline.now()
    made: list[model.Version] = []

    def build(state: State) -> tuple[Changes, str, dict[str, str]]:
        made.clear()
        changes: Changes = {}
        for engram_id in touched:
            if engram_id in state.tombstones:
                continue
            current = state.engram(engram_id)
            heads = current.heads()
            prior = before.engram(engram_id).head() if _exists(before, engram_id) else None
            base = prior or heads[0]
            version = replace(base, op="revert", recorded_at=stamp, author=store.user,
                              supersedes=tuple(h.id for h in heads), retracted=prior is None or prior.retracted,
                              note=f"revert {str(target.id)[:12]}", id="").with_id()
            path, blob = store.write_version(version)
            changes[path] = blob
            made.append(version)
        return changes, f"revert {str(target.id)[:12]}", {"Smp-Op": "revert", "Smp-Reverts": str(target.id)}

    store.transact(build, stamp)
    return made


@dataclass
class ForgetResult:
    engram: str
    branches: list[str]
    purged: bool
    rewritten_commits: int


def forget(store: Store, engram_id: str, purge: bool = False, reason: str = "",
           when: str | None = None) -> ForgetResult:
    git = store.repo.git
    stamp = when or timeline.now()
    branches = sorted(store.branches())
    states = [store.state(tip, use_tip=False) for tip in store.branches().values()]
    live = any(_exists(state, engram_id) for state in states)
    # An engram forgotten earlier without --purge can still be purged from history.
    if not live and not (purge and any(engram_id in state.tombstones for state in states)):
        raise NotFound(f"no engram {engram_id} in any memory branch of {store.user!r}")
    record: dict[str, object] = {"schema": "tombstone/1", "engram": engram_id, "forgotten_at": stamp,
                                 "author": store.user}
    if reason:
        record["reason"] = reason
    if purge:
        record["purged"] = True
    tomb = objects.write_record(git, record)
    for name in branches:
        on_branch = Store(store.repo, store.user, name)

        def build(state: State) -> tuple[Changes, str, dict[str, str]]:
            changes: Changes = {engram_folder(engram_id): None, tombstone_path(engram_id): tomb}
            return changes, f"forget {engram_id}", {"Smp-Op": "forget", "Smp-Engram": engram_id}

        on_branch.transact(build, stamp)
    rewritten = 0
    if purge:
        rewritten = _purge(store, engram_id)
        store.drop_local_caches()
        from smriti_git.services.memory import clusters  # igraph and recall: only for a purge

        clusters.drop(store)
    return ForgetResult(engram_id, branches, purge, rewritten)


def _purge(store: Store, engram_id: str) -> int:
    """Rewrite every branch of the user so that no commit's tree holds the engram's versions.

    The refs move together by compare-and-swap (rebuilt on the new tips after a lost
    race).  Then the reflogs of the user's memory refs forget every commit whose history
    held the versions: the pre-purge commits, and any older commit only a reflog still
    names (left by an earlier purge, say), so that ``git gc`` can delete the content.
    """
    git = store.repo.git
    folder = engram_folder(engram_id)
    names = [store.ref_of(name) for name in store.branches()]
    last: list[tuple[dict[pygit2.Oid, pygit2.Oid], int, list[pygit2.Oid]]] = []

    def apply(tips: Mapping[str, pygit2.Oid | None]) -> dict[str, pygit2.Oid | None]:
        live = [tip for tip in tips.values() if tip is not None]
        placed, rewritten = _rewrite(git, live, folder, store.repo.signer)
        last[:] = [(placed, rewritten, live)]
        return {name: placed[tip] if tip is not None else None for name, tip in tips.items()}

    refs.update_many(store.repo, names, apply, message=f"smp memory purge {engram_id}")
    placed, rewritten, tips = last[0]
    held = {old for old, new in placed.items() if old != new}
    logged = set().union(*(refs.reflog_ids(store.repo, name) for name in names)) - placed.keys()
    held |= _held_by(git, logged, tips, folder, held)
    refs.expunge_reflogs(store.repo, names, held.__contains__)
    return rewritten


def _rewrite(git: pygit2.Repository, tips: list[pygit2.Oid], folder: str,
             signer: KeyPair | None) -> tuple[dict[pygit2.Oid, pygit2.Oid], int]:
    """Every commit reachable from ``tips`` without ``folder``: old id -> new id, and how many changed.

    Parents come before children, so each commit is rebuilt on its parents' new ids; a
    commit whose tree and parents do not change keeps its id.
    """
    placed: dict[pygit2.Oid, pygit2.Oid] = {}
    rewritten = 0
    for commit in _parents_first(git, tips):
        if any(p not in placed for p in commit.parent_ids):
            raise IntegrityError(f"{commit.id} came before one of its parents in a topological walk")
        tree = objects.edit_tree(git, commit.tree_id, {folder: None})
        parents = [placed[p] for p in commit.parent_ids]
        if tree == commit.tree_id and parents == list(commit.parent_ids):
            placed[commit.id] = commit.id
        else:
            placed[commit.id] = objects.write_commit(git, tree, parents, commit.message, commit.author,
                                                     commit.committer, signer=signer)
            rewritten += 1
    return placed, rewritten


def _held_by(git: pygit2.Repository, roots: set[pygit2.Oid], known: list[pygit2.Oid], folder: str,
             held: set[pygit2.Oid]) -> set[pygit2.Oid]:
    """The commits reachable from ``roots`` (but not from ``known``) whose history holds ``folder``.

    ``held`` says which commits reachable from ``known`` hold it; ``roots`` that are not
    commits of this repository (any more) are ignored.
    """
    present: list[pygit2.Oid] = []
    for oid in roots:
        obj = git.get(oid)
        if isinstance(obj, pygit2.Commit):
            present.append(oid)
    found: set[pygit2.Oid] = set()
    for commit in _parents_first(git, present, hide=known):
        if objects.lookup(git, commit.tree_id, folder) is not None or \
                any(p in held or p in found for p in commit.parent_ids):
            found.add(commit.id)
    return found


def _parents_first(git: pygit2.Repository, roots: list[pygit2.Oid],
                   hide: list[pygit2.Oid] | None = None) -> Iterator[pygit2.Commit]:
    """The commits reachable from ``roots`` (and not from ``hide``), every parent before its children."""
    if not roots:
        return
    walker = git.walk(None, pygit2.enums.SortMode.TOPOLOGICAL | pygit2.enums.SortMode.REVERSE)
    for oid in roots:
        walker.push(oid)
    for oid in hide or []:
        walker.hide(oid)
    yield from walker
