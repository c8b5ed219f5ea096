"""The ref namespace under ``refs/smp/``: names only, no I/O.

See ``refs_schema/LAYOUT.md`` for the tree each ref points to.
"""

from __future__ import annotations

NAMESPACE = "refs/smp/"
META_REF = "refs/smp/meta"
INDEX_PREFIX = "refs/smp/index/"
"""Code-graph snapshots of each branch's commits: ``refs/smp/index/<branch>``.

Every name under it may be a branch's (any valid ref component is a valid branch name,
``detached`` and ``_revs`` included), so snapshots that belong to no branch live
outside it, in the ``*_REF`` names below.
"""
DETACHED_INDEX_REF = "refs/smp/index-detached"
"""Snapshots of commits indexed while HEAD is detached."""
REVS_INDEX_REF = "refs/smp/index-revs"
"""Snapshots of commits indexed with ``--rev`` that are neither a branch head nor HEAD."""
WORKTREE_PREFIX = "refs/smp/worktree/"
"""Snapshots of uncommitted work trees (``git smp index --worktree``), one ref per branch."""
DETACHED_WORKTREE_REF = "refs/smp/worktree-detached"
"""The work-tree snapshot taken while HEAD is detached."""
MEMORY_PREFIX = "refs/smp/memory/"
EXPORTS_PREFIX = "refs/smp/exports/"
"""Signed export manifests this store wrote: ``refs/smp/exports/<key id>``, one commit per export."""
KEYS_REF = "refs/smp/keys"
REMOTES_PREFIX = "refs/smp/remotes/"
"""Snapshots, memory and runtime layers received from others, verified:
``refs/smp/remotes/<who>/index/<branch>``, ``refs/smp/remotes/<who>/memory/<user>/<branch>`` and
``refs/smp/remotes/<who>/runtime``, where ``<who>`` is the signer's key id (imports) or the git
remote's name (pulls).  Nothing is written here before its signature is checked."""
AUDIT_PREFIX = "refs/smp/audit/"
"""The safety layer's event log, one append-only commit chain per agent: ``refs/smp/audit/<agent>``."""
CHECKPOINTS_PREFIX = "refs/smp/checkpoints/"
"""Checkpoints of work-tree files, one commit chain per session: ``refs/smp/checkpoints/<session>``."""
NOTES_PREFIX = "refs/smp/notes/"
RUNTIME_NAME = "runtime"
RUNTIME_REF = NAMESPACE + RUNTIME_NAME
"""The runtime layer: call edges that traced sandbox runs observed, one chain of commits,
the records filed under the tree id of the snapshot they were mapped on."""

STORE_FORMAT = 1
"""Generation of the whole namespace layout; bumped only for incompatible changes."""

TOOL_NAME = "smriti-git"
TOOL_EMAIL = "smriti-git@localhost"


def index_ref(branch: str) -> str:
    return INDEX_PREFIX + branch


def worktree_ref(branch: str) -> str:
    return WORKTREE_PREFIX + branch


def is_index_ref(name: str) -> bool:
    """Whether ``name`` holds a chain of commit snapshots (a branch's, a detached HEAD's or ``--rev``'s,
    or one received from another agent)."""
    return (name.startswith(INDEX_PREFIX) or name in (DETACHED_INDEX_REF, REVS_INDEX_REF)
            or (name.startswith(REMOTES_PREFIX) and name.split("/")[4:5] == ["index"]))


def remote_ref(who: str, name: str) -> str:
    """Where ``name`` (``index/<branch>``, ``memory/<user>/<branch>``, ``runtime``) received from ``who`` is kept."""
    return f"{REMOTES_PREFIX}{who}/{name}"


def is_received_runtime(name: str) -> bool:
    """Whether ``name`` is a runtime layer received from another agent (``refs/smp/remotes/<who>/runtime``)."""
    parts = name.split("/")
    return name.startswith(REMOTES_PREFIX) and len(parts) == 5 and parts[4] == RUNTIME_NAME


def is_snapshot_ref(name: str) -> bool:
    """Whether ``name`` holds code-graph snapshots of any kind (commits or work trees)."""
    return is_index_ref(name) or name.startswith(WORKTREE_PREFIX) or name == DETACHED_WORKTREE_REF


def notes_ref(name: str) -> str:
    return NOTES_PREFIX + name
