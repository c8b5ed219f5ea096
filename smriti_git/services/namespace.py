"""The ``refs/smp/`` namespace as a whole: creating it (``init``) and reporting on it.

``init`` writes ``refs/smp/meta`` (a commit holding the ``format/1`` record) and the
``smp.*`` keys of the repository's git config.  It is idempotent and deterministic:
the meta commit has a fixed author and time, so every clone that runs ``init`` creates
the same object and pushing or pulling the namespace never conflicts on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pygit2

from smriti_git import __version__
from smriti_git.errors import NotFound, NotInitialized, SchemaError
from smriti_git.model import layout
from smriti_git.storage import objects, refs
from smriti_git.storage.repo import Repo

FORMAT_FILE = "format.json"


def _format_record() -> dict[str, object]:
    return {"schema": "format/1", "store_format": layout.STORE_FORMAT, "created_by": layout.TOOL_NAME}


def _meta_commit(git: pygit2.Repository) -> pygit2.Oid:
    blob = objects.write_record(git, _format_record())
    tree = objects.build_tree(git, {FORMAT_FILE: blob})
    sig = objects.signature(layout.TOOL_NAME, layout.TOOL_EMAIL, 0)
    message = objects.format_message("smriti-git namespace", {"Smp-Store-Format": str(layout.STORE_FORMAT)})
    return objects.write_commit(git, tree, [], message, sig)


def store_format(repo: Repo) -> int | None:
    """The namespace's format generation, or ``None`` if ``init`` never ran."""
    tip = refs.read(repo.git, layout.META_REF)
    if tip is None:
        return None
    tree = objects.read_commit(repo.git, tip).tree_id
    blob = objects.lookup(repo.git, tree, FORMAT_FILE)
    if blob is None:
        raise SchemaError(f"{layout.META_REF} has no {FORMAT_FILE}: the namespace is damaged")
    found = int(objects.read_record(repo.git, blob, expect_kind="format")["store_format"])
    if found > layout.STORE_FORMAT:
        raise SchemaError(
            f"this repository's smriti-git store is format {found}, newer than this smriti-git "
            f"({__version__}) understands ({layout.STORE_FORMAT}); upgrade smriti-git"
        )
    return found


def require_initialized(repo: Repo) -> None:
    if store_format(repo) is None:
        raise NotInitialized("smriti-git is not initialised in this repository: run `git smp init`")


@dataclass
class InitOutcome:
    created: bool
    store_format: int
    git_dir: Path
    config: dict[str, str] = field(default_factory=dict)


def init(repo: Repo) -> InitOutcome:
    """Create the namespace and config if missing; leave everything else alone."""
    existing = store_format(repo)
    created = False
    if existing is None:
        commit = _meta_commit(repo.git)
        refs.update(repo, layout.META_REF, lambda tip: tip or commit, message="smp init")
        created = True
    config = repo.git.config
    written: dict[str, str] = {}
    if "smp.storeFormat" not in config:
        config["smp.storeFormat"] = str(layout.STORE_FORMAT)
    for entry in config:
        if entry.name.startswith("smp."):
            written[entry.name] = str(entry.value)
    repo.smp_dir.mkdir(parents=True, exist_ok=True)
    return InitOutcome(created, existing or layout.STORE_FORMAT, repo.git_dir, written)


def add_remote_refspecs(repo: Repo, remote: str) -> dict[str, str]:
    """Refspecs so that plain ``git push REMOTE`` sends the index and memory refs as well, and
    plain ``git fetch REMOTE`` brings the remote's into ``refs/smp/incoming/REMOTE/`` (a place
    no smriti-git command reads: ``git smp pull`` verifies before anything is kept).

    A configured push refspec replaces git's default of pushing the current branch, so
    ``HEAD`` (the current branch, to the same name) comes first when there was none.
    """
    config = repo.git.config
    if f"remote.{remote}.url" not in config:
        raise NotFound(f"no git remote {remote!r} (git remote add {remote} URL)")
    push_key = f"remote.{remote}.push"
    first = [] if push_key in config else ["HEAD"]
    wanted = {push_key: [*first, "refs/smp/index/*:refs/smp/index/*", "refs/smp/memory/*:refs/smp/memory/*"],
              f"remote.{remote}.fetch": [f"+refs/smp/*:refs/smp/incoming/{remote}/*"]}
    added: dict[str, str] = {}
    for key, specs in wanted.items():
        present = {str(v) for v in config.get_multivar(key)} if key in config else set()
        for spec in specs:
            if spec not in present:
                repo.git_cmd(["config", "--add", key, spec])
                added[key] = spec
    return added


@dataclass
class RefSummary:
    name: str
    commit: str
    subject: str
    trailers: dict[str, str]


@dataclass
class NamespaceState:
    initialized: bool
    store_format: int | None
    refs: list[RefSummary]
    stale_locks: list[str]


def _summaries(git: pygit2.Repository, prefix: str) -> list[RefSummary]:
    out = []
    for name, oid in refs.list_refs(git, prefix).items():
        commit = objects.read_commit(git, oid)
        out.append(RefSummary(name, str(oid), commit.message.splitlines()[0] if commit.message else "",
                              objects.parse_trailers(commit.message)))
    return out


def state(repo: Repo) -> NamespaceState:
    """Every ref under ``refs/smp/`` with its trailers, plus leftover lock files."""
    fmt = store_format(repo)
    lock_root = repo.common_dir / "refs" / "smp"
    locks = sorted(str(p.relative_to(repo.common_dir)) for p in lock_root.rglob("*.lock")) if lock_root.exists() else []
    return NamespaceState(fmt is not None, fmt, _summaries(repo.git, layout.NAMESPACE), locks)
