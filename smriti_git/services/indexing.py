"""``git smp index``: turn a commit (or the work tree) into a code-graph snapshot.

Pipeline: select files from the source tree -> parse (blob-keyed cache, process pool)
-> link -> write one shard per file -> commit the snapshot tree on
``refs/smp/index/<branch>`` (``refs/smp/index-detached`` for a detached HEAD,
``refs/smp/index-revs`` for other ``--rev`` commits) with a compare-and-swap.
Indexers of one commit racing for the ref write one snapshot: a loser that finds the
same snapshot at the tip keeps it.

``update`` / ``batch-update`` index only the files an agent names, from the work tree,
on top of the latest work-tree snapshot (``index(files=...)``).

Incremental indexing builds on the snapshot at the tip of the ref.  Only files whose
blob changed are parsed again.  When no file was added or removed, only the changed
files and the files that use a name those files define (before or after the change)
are linked again; every other shard keeps its blob.  Adding or removing a file links
everything again (module names may shift), still without re-parsing.  The result is
identical, object for object, to a cold index of the same source tree.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pygit2

from smriti_git.errors import InvalidArgument, NotFound, SmpError
from smriti_git.index import parse, snapshot
from smriti_git.index.facts import FileFacts
from smriti_git.index.files import MAX_FILE_BYTES, Selection, Selector, SourceFile
from smriti_git.index.forked import forked_map, pool_size
from smriti_git.index.languages import get as get_language
from smriti_git.index.languages.base import Project
from smriti_git.index.link import FileLinks, Linker, paused_gc
from smriti_git.index.link_homes import included_in_classes
from smriti_git.model import layout
from smriti_git.progress import Progress, silent
from smriti_git.services.namespace import require_initialized
from smriti_git.storage import objects, refs
from smriti_git.storage.repo import Repo


@dataclass
class IndexReport:
    mode: str                      # cold | incremental | unchanged
    ref: str
    snapshot: str
    tree: str
    source_commit: str | None
    source_tree: str
    files: int
    symbols: int
    edges: dict[str, int]
    parsed: int
    linked: int
    diagnostics: int
    elapsed_ms: float
    languages: dict[str, int] = field(default_factory=dict)


def max_file_bytes(repo: Repo) -> int:
    value = repo.git.config.get_int("smp.index.maxFileBytes") if "smp.index.maxFileBytes" in repo.git.config else None
    return int(value) if value else MAX_FILE_BYTES


def current_branch(git: pygit2.Repository) -> str | None:
    try:
        head = git.lookup_reference("HEAD")
    except (KeyError, pygit2.GitError):
        return None
    target = head.target
    return target.removeprefix("refs/heads/") if isinstance(target, str) and target.startswith("refs/heads/") else None


def resolve_commit(git: pygit2.Repository, rev: str) -> pygit2.Commit:
    try:
        obj = git.revparse_single(rev)
        commit = obj.peel(pygit2.Commit)
    except (KeyError, ValueError, pygit2.GitError, pygit2.InvalidSpecError):
        raise NotFound(f"no commit {rev!r} in this repository") from None
    assert isinstance(commit, pygit2.Commit)
    return commit


def head_ref(git: pygit2.Repository) -> str:
    """The index ref of HEAD: its branch's, or the detached HEAD's."""
    branch = current_branch(git)
    return layout.index_ref(branch) if branch else layout.DETACHED_INDEX_REF


def default_ref(git: pygit2.Repository, rev: str | None) -> str:
    """The index ref a snapshot of ``rev`` (default HEAD) goes on.

    A branch's ref when ``rev`` names the branch or is the commit HEAD is on; HEAD's
    ref (the detached one if need be) for HEAD; else the ``--rev`` ref.
    """
    if rev and pygit2.reference_is_valid_name(f"refs/heads/{rev}") and f"refs/heads/{rev}" in git.references:
        return layout.index_ref(rev)
    if rev is None or rev == "HEAD":
        return head_ref(git)
    branch = current_branch(git)
    if branch is not None and not git.head_is_unborn and resolve_commit(git, rev).id == git.head.target:
        return layout.index_ref(branch)
    return layout.REVS_INDEX_REF


def target_refs(git: pygit2.Repository, rev: str | None, worktree: bool, branch: str | None) -> tuple[str, str]:
    """(the ref the snapshot goes on, the index ref it builds on): one ref, but for work trees."""
    if not worktree:
        ref = refs.check_name(layout.index_ref(branch)) if branch else default_ref(git, rev)
        return ref, ref
    name = branch or current_branch(git)
    if name is None:
        return layout.DETACHED_WORKTREE_REF, layout.DETACHED_INDEX_REF
    return refs.check_name(layout.worktree_ref(name)), refs.check_name(layout.index_ref(name))


def worktree_tree(repo: Repo) -> str:
    """The work tree as a git tree (tracked and untracked files, ``.gitignore`` honoured)."""
    if repo.work_tree is None:
        raise InvalidArgument("--worktree needs a work tree; this repository is bare")
    with tempfile.TemporaryDirectory() as tmp:
        index = os.path.join(tmp, "index")
        real_index = repo.git_dir / "index"
        if real_index.exists():
            with open(real_index, "rb") as src, open(index, "wb") as dst:
                dst.write(src.read())
        env = {**os.environ, "GIT_INDEX_FILE": index, "GIT_DIR": str(repo.git_dir),
               "GIT_WORK_TREE": str(repo.work_tree)}
        for args in (["add", "-A", "--", "."], ["write-tree"]):
            proc = subprocess.run(["git", *args], cwd=repo.work_tree, env=env, capture_output=True, check=False)
            if proc.returncode != 0:
                raise SmpError(f"could not snapshot the work tree: {proc.stderr.decode(errors='replace').strip()}")
        return proc.stdout.decode().strip()


def _edge_counts(links: FileLinks) -> Counter[str]:
    counts: Counter[str] = Counter()
    for edge in links.edges:
        if edge.dst is None:
            counts["unresolved"] += 1
        elif not edge.resolved:
            counts["candidates"] += 1
        else:
            counts[edge.kind] += 1
    return counts


def _shard_counts(shard: snapshot.Shard) -> Counter[str]:
    return _edge_counts(FileLinks(shard.edges, shard.builtin_calls))


def _affected(linker: Linker, facts: dict[str, FileFacts], old_facts: dict[str, FileFacts],
              changed: set[str], old_project: Project) -> set[str]:
    """Files whose links may differ after ``changed`` files changed (a superset).

    ``changed`` holds the files whose content changed, appeared or disappeared, and the
    files whose module names changed (an ``__init__.py`` added or removed, say);
    ``old_project`` is the file set before the change, for the old module names.
    """
    names: set[str] = set()
    packages: set[tuple[str, str]] = set()
    headers: set[str] = set()   # those a class body includes (or included): the class's members (link_homes)
    for path in changed:
        old, new = old_facts.get(path), facts.get(path)
        either = new or old
        lang = get_language(either.lang) if either is not None else None
        old_keys = lang.module_keys(path, old_project) if lang and old is not None else []
        new_keys = lang.module_keys(path, linker.project) if lang and new is not None else []
        if old is not None and new is not None and old_keys == new_keys and \
                Linker.interface(old) == Linker.interface(new):
            continue  # only bodies changed: no other file can link differently
        headers.update(header for version, project in ((old, old_project), (new, linker.project)) if version is not None
                       for header, _ in included_in_classes(path, version, project))
        for version, keys in ((old, old_keys), (new, new_keys)):
            if version is None or lang is None:
                continue
            names |= Linker.names_defined(version, keys)
            if lang.package_scope != "file":
                packages.add((lang.namespace, lang.package_key(path, version)))
    affected = changed | headers
    for header in headers & set(facts):
        names |= Linker.names_defined(facts[header], [])
    if not names and not packages:
        return affected
    for path, table in linker.tables.items():
        if path in affected:
            continue
        same_package = (table.lang.namespace, table.lang.package_key(path, table.facts)) in packages
        if same_package or Linker.names_used(table.facts) & names:
            affected.add(path)
    return affected


BASE_DEPTH = 32
"""How far down an index ref's chain a base is looked for when the newer snapshots' source trees
are not in this repository (a clone after a force-push never fetched the commits they indexed)."""


def _usable_base(git: pygit2.Repository, ref: str, limit: int) -> tuple[snapshot.SnapshotInfo, dict[str, Any]] | None:
    """The newest snapshot on ``ref`` that an incremental index can build on: this indexer's, with the
    same size limit, and whose source tree this repository holds."""
    for depth, candidate in enumerate(snapshot.chain(git, ref)):
        if depth >= BASE_DEPTH or candidate.indexer != parse.INDEXER_VERSION or candidate.source_tree is None:
            return None
        if pygit2.Oid(hex=candidate.source_tree) not in git.odb:
            continue
        meta = snapshot.read_meta(git, candidate.tree)
        return (candidate, meta) if meta.get("max_file_bytes") == limit else None
    return None


def _any_base(git: pygit2.Repository, own: tuple[snapshot.SnapshotInfo, dict[str, Any]] | None,
              limit: int) -> tuple[snapshot.SnapshotInfo | None, dict[str, Any]]:
    """The snapshot to build on: any snapshot of this indexer version is a valid base
    (incremental work only depends on the difference between two source trees); the
    ref's own tip (``own``) first, then HEAD's, then any index ref's."""
    found = own
    for name in [] if found else [head_ref(git), *snapshot.index_refs(git)]:
        found = _usable_base(git, name, limit)
        if found is not None:
            break
    return found if found is not None else (None, {})


def _old_files(git: pygit2.Repository, old_tree: str, selector: Selector,
               selection: Selection) -> dict[str, SourceFile]:
    """The files the base snapshot indexed, derived from a tree diff (cost: the change)."""
    old_selector = Selector(git, pygit2.Oid(hex=old_tree))
    if old_selector.ignore_blob != selector.ignore_blob:
        return old_selector.select().files
    files = dict(selection.files)
    for change in objects.diff_trees(git, pygit2.Oid(hex=old_tree), selector.tree.id):
        if change.old is None:
            files.pop(change.path, None)
            continue
        lang = selector.language(change.path)
        if lang is not None:
            files[change.path] = SourceFile(change.path, str(change.old), lang)
        elif change.new is None:
            files.pop(change.path, None)
    return dict(sorted(files.items()))


def _diagnostics(selection: Selection, facts: dict[str, FileFacts]) -> dict[str, str]:
    found = dict(selection.diagnostics)
    for path, f in facts.items():
        if f.diagnostics:
            found[path] = "; ".join(f.diagnostics)
    return dict(sorted(found.items()))


def _latest_worktree_tree(repo: Repo, head: pygit2.Commit | None) -> str:
    """The source tree of the current work-tree snapshot if it is on top of HEAD, else HEAD's tree."""
    git = repo.git
    branch = current_branch(git)
    ref = layout.worktree_ref(branch) if branch else layout.DETACHED_WORKTREE_REF
    tip = refs.read(git, ref) if head is not None else None
    if tip is not None and head is not None:
        snap = snapshot.info(git, tip, ref)
        if snap.source_commit == str(head.id) and snap.source_tree:
            return snap.source_tree
    return str(head.tree_id) if head is not None else str(objects.build_tree(git, {}))


def _with_files(repo: Repo, base_tree: str, files: list[str]) -> str:
    """``base_tree`` with each of ``files`` as it is in the work tree now (a missing file removed).

    The caller has checked the paths (relative, inside the work tree); symbolic links are
    left as they are, since the indexer skips them."""
    if repo.work_tree is None:
        raise InvalidArgument("updating files needs a work tree; this repository is bare")
    git = repo.git
    changes: dict[str, pygit2.Oid | None] = {}
    for rel in files:
        target = repo.work_tree / rel
        if target.is_symlink():
            continue
        changes[rel] = objects.write_blob(git, target.read_bytes()) if target.is_file() else None
    return str(objects.edit_tree(git, pygit2.Oid(hex=base_tree), changes))


def _source(repo: Repo, rev: str | None, worktree: bool,
            files: list[str] | None = None) -> tuple[pygit2.Commit | None, str, int]:
    """What is indexed: (the commit, or HEAD for a work tree; the source tree id; the snapshot's time)."""
    git = repo.git
    if files is not None:
        head = resolve_commit(git, "HEAD") if not git.head_is_unborn else None
        tree = _with_files(repo, _latest_worktree_tree(repo, head), files)
        return head, tree, head.commit_time if head is not None else 0
    if worktree:
        head = resolve_commit(git, "HEAD") if not git.head_is_unborn else None
        return head, worktree_tree(repo), head.commit_time if head is not None else 0
    commit = resolve_commit(git, rev or "HEAD")
    return commit, str(commit.tree_id), commit.commit_time


def _indexed_already(git: pygit2.Repository, ref: str, own: tuple[snapshot.SnapshotInfo, dict[str, Any]] | None,
                     source_commit: str, any_ref: bool,
                     limit: int) -> tuple[snapshot.SnapshotInfo, dict[str, Any]] | None:
    """A usable snapshot of ``source_commit``: ``ref``'s tip, or (``any_ref``) one on any index ref."""
    if own is not None and own[0].source_commit == source_commit:
        return own
    if not any_ref:
        return None
    earlier = snapshot.find_for_commit(git, source_commit, ref)
    if earlier is None or earlier.indexer != parse.INDEXER_VERSION:
        return None
    meta = snapshot.read_meta(git, earlier.tree)
    return (earlier, meta) if meta.get("max_file_bytes") == limit else None


def _relink(git: pygit2.Repository, linker: Linker, facts: dict[str, FileFacts], old_files: dict[str, SourceFile],
            selection: Selection, cache: dict[str, FileFacts], limit: int) -> set[str]:
    """The files to link again on top of a base snapshot that indexed ``old_files``."""
    changed = {p for p in set(old_files) | set(selection.files) if old_files.get(p) != selection.files.get(p)}
    old_facts = parse.parse_files(git, [old_files[p] for p in changed if p in old_files], cache, max_bytes=limit)
    old_project = linker.project
    if set(old_files) != set(selection.files):
        # Files came or went: module names of other files may shift (Python packages,
        # Java/Go module keys); such files count as changed.
        before = {p: old_facts.get(p) or facts[p] for p in old_files}
        old_project = Project(before.keys(), before)
        for path in set(old_files) & set(selection.files) - changed:
            lang = linker.tables[path].lang
            if lang.module_keys(path, old_project) != lang.module_keys(path, linker.project):
                changed.add(path)
                old_facts[path] = facts[path]
    return _affected(linker, facts, old_facts, changed, old_project)


def index(repo: Repo, rev: str | None = None, *, worktree: bool = False, branch: str | None = None,
          progress: Progress = silent, workers: int | None = None, files: list[str] | None = None) -> IndexReport:
    """Index ``rev`` (default ``HEAD``) or the work tree, or only ``files`` of the work tree
    (checked paths) on top of its latest snapshot; return what was done."""
    started = time.perf_counter()
    require_initialized(repo)
    git = repo.git
    worktree = worktree or files is not None
    if worktree and rev:
        raise InvalidArgument("--worktree indexes the work tree; it cannot be combined with --rev")
    source_commit, source_tree, when = _source(repo, rev, worktree, files)   # an unknown rev stops here
    ref, base_ref = target_refs(git, rev, worktree, branch)
    limit = max_file_bytes(repo)

    own = _usable_base(git, base_ref, limit)
    if not worktree and source_commit is not None:
        earlier = _indexed_already(git, ref, own, str(source_commit.id), rev is not None, limit)
        if earlier is not None:
            return _report("unchanged", *earlier, 0, 0, started)
    base, base_meta = _any_base(git, own, limit)

    progress("select", 0, 1)
    selector = Selector(git, pygit2.Oid(hex=source_tree))
    selection = selector.select()
    old_files = _old_files(git, base.source_tree, selector, selection) if base and base.source_tree else None
    wanted = {parse.cache_key(f) for f in selection.files.values()}
    if old_files is not None:
        wanted |= {parse.cache_key(f) for p, f in old_files.items() if selection.files.get(p) != f}
    cache = parse.load_cached(repo.smp_dir, wanted)
    known = set(cache)
    cached: set[str] = set()   # the parse cache's entries the parse workers wrote
    facts = parse.parse_files(git, selection.files.values(), cache, max_bytes=limit, progress=progress,
                              workers=workers, smp_dir=repo.smp_dir, written=cached)
    progress("link", 0, 1)
    with paused_gc():
        linker = Linker(facts)

    changes: dict[str, pygit2.Oid | None] = {}
    counts: Counter[str] = Counter()
    if base is not None and old_files is not None:
        with paused_gc():
            affected = _relink(git, linker, facts, old_files, selection, cache, limit)
        if not set(old_files) <= affected:  # otherwise every count is recomputed below
            counts.update(base_meta.get("edges", {}))
            for path in sorted(affected & set(old_files)):
                with contextlib.suppress(NotFound):
                    counts.subtract(_shard_counts(snapshot.read_shard(git, base.tree, path)))
        base_tree: pygit2.Oid | None = pygit2.Oid(hex=base.tree)
        mode = "incremental"
    else:
        affected = set(selection.files)
        base_tree = None
        mode = "cold"
    to_link = sorted(p for p in affected if p in facts)
    with paused_gc():
        _write_shards(git, linker, selection, to_link, counts, changes, progress, workers)
    for path in sorted(affected - set(facts)):
        changes[snapshot.shard_path(path)] = None

    diagnostics = _diagnostics(selection, facts)
    diag_record: dict[str, Any] = {"schema": "index-diagnostics/1", "files": diagnostics}
    if selection.ignored:
        diag_record["ignored"] = selection.ignored
    changes[snapshot.DIAGNOSTICS] = objects.write_record(git, diag_record)
    languages = Counter(f.lang for f in selection.files.values())
    meta = {
        "schema": "snapshot/1", "source_tree": source_tree, "indexer": parse.INDEXER_VERSION,
        "files": len(selection.files), "symbols": sum(len(t.symbols) for t in linker.tables.values()),
        "edges": {k: v for k, v in sorted(counts.items()) if v > 0}, "languages": dict(sorted(languages.items())),
        "max_file_bytes": limit,
    }
    changes[snapshot.META] = objects.write_record(git, meta)
    tree = objects.edit_tree(git, base_tree, changes)
    fresh = {key: cache[key] for key in set(cache) - known}
    parse.store_cached(repo.smp_dir, fresh, cached)
    parse.retain(repo.smp_dir, {parse.cache_key(f) for f in selection.files.values()})
    parsed = sum(1 for f in selection.files.values() if parse.cache_key(f) in fresh)

    worktree_of = (branch or current_branch(git) or "detached HEAD") if worktree else None
    subject, trailers = _describe(source_commit, source_tree, worktree_of)
    sig = objects.signature(layout.TOOL_NAME, layout.TOOL_EMAIL, when)
    new_tip, written = _commit_snapshot(repo, ref, tree, subject, trailers, sig, base_ref if worktree else None)
    result = snapshot.info(git, new_tip, ref)
    return _report(mode if written else "unchanged", result, meta, parsed, len(to_link), started, len(diagnostics))


def _write_shards(git: pygit2.Repository, linker: Linker, selection: Selection, to_link: list[str],
                  counts: Counter[str], changes: dict[str, pygit2.Oid | None], progress: Progress,
                  workers: int | None = None) -> None:
    """Link each file of ``to_link`` and write its shard into ``changes``, its edges into
    ``counts``.  Linking and encoding run in forked children when there are many files
    (``index/forked.py``); the blobs are written here, in order."""
    def shard(path: str) -> tuple[bytes, Counter[str]]:
        links = linker.link(path)
        table = linker.tables[path]
        messages = [(table.id_of.get(scope, path) if scope else path, tpl, line)
                    for scope, tpl, line in table.facts.messages]
        record = snapshot.shard_record(path, table.facts.lang, selection.files[path].blob, table.symbols, links,
                                       table.facts.diagnostics, messages)
        return objects.encode_record(record), _edge_counts(links)

    linked = forked_map(shard, to_link, pool_size(workers))
    for i, (path, (data, edges)) in enumerate(zip(to_link, linked, strict=True)):
        counts.update(edges)
        changes[snapshot.shard_path(path)] = git.create_blob(data)
        if i % 200 == 0:
            progress("link", i, len(to_link))
    progress("link", len(to_link), len(to_link))


def _commit_snapshot(repo: Repo, ref: str, tree: pygit2.Oid, subject: str, trailers: dict[str, str],
                     sig: pygit2.Signature, base_ref: str | None) -> tuple[pygit2.Oid, bool]:
    """Move ``ref`` to the snapshot commit by compare-and-swap: (its tip, whether this call wrote it).

    A commit snapshot goes on top of the tip, unless the tip already is this snapshot
    (same tree and trailers: same source commit, indexer and schema), which is what a
    concurrent indexer of the same commit leaves when it wins the race: then nothing is
    written and that tip is returned.  A work-tree snapshot (``base_ref`` given) replaces
    the ref, its parent being the tip of the index ref ``base_ref``; the same work tree
    on the same base gives the same commit, so a lost race writes nothing either.
    """
    git = repo.git
    message = objects.format_message(subject, trailers)
    wrote = [False]

    def apply(current: pygit2.Oid | None) -> pygit2.Oid:
        if base_ref is not None:
            parents = [base] if (base := refs.read(git, base_ref)) is not None else []
        elif current is not None and _holds_snapshot(git, current, tree, trailers):
            wrote[0] = False
            return current
        else:
            parents = [current] if current is not None else []
        new = objects.write_commit(git, tree, parents, message, sig, signer=repo.signer)
        wrote[0] = new != current
        return new

    tip = refs.update(repo, ref, apply, message=f"smp index {subject}")
    assert tip is not None
    return tip, wrote[0]


def _holds_snapshot(git: pygit2.Repository, commit_id: pygit2.Oid, tree: pygit2.Oid,
                    trailers: dict[str, str]) -> bool:
    """Whether snapshot commit ``commit_id`` has this tree and these trailers."""
    commit = objects.read_commit(git, commit_id)
    return commit.tree_id == tree and objects.parse_trailers(commit.message) == trailers


def _describe(source_commit: pygit2.Commit | None, source_tree: str,
              worktree_of: str | None) -> tuple[str, dict[str, str]]:
    """The subject and trailers of a snapshot commit (``worktree_of``: the branch of a work-tree snapshot)."""
    trailers = {snapshot.TRAILER_SCHEMA: str(snapshot.SCHEMA_VERSION), snapshot.TRAILER_INDEXER:
                parse.INDEXER_VERSION, snapshot.TRAILER_SOURCE_TREE: source_tree}
    if source_commit is not None:
        trailers[snapshot.TRAILER_SOURCE] = str(source_commit.id)
    if worktree_of:
        trailers[snapshot.TRAILER_KIND] = "worktree"
        return f"index worktree of {worktree_of}", trailers
    sha = str(source_commit.id)[:12] if source_commit else ""
    return f"index {sha} {_subject(source_commit)}".strip(), trailers


def _subject(commit: pygit2.Commit | None) -> str:
    if commit is None:
        return ""
    return (commit.message.splitlines() or [""])[0][:72]


def _report(mode: str, snap: snapshot.SnapshotInfo, meta: dict[str, Any], parsed: int, linked: int,
            started: float, diagnostics: int = 0) -> IndexReport:
    return IndexReport(
        mode=mode, ref=snap.ref, snapshot=snap.commit, tree=snap.tree, source_commit=snap.source_commit,
        source_tree=str(meta.get("source_tree", snap.source_tree)), files=int(meta.get("files", 0)),
        symbols=int(meta.get("symbols", 0)), edges=dict(meta.get("edges", {})), parsed=parsed, linked=linked,
        diagnostics=diagnostics, elapsed_ms=round((time.perf_counter() - started) * 1000, 1),
        languages=dict(meta.get("languages", {})),
    )
