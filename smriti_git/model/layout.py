"""The ref namespace under ``refs/smp/``: names only, no I/O.

See ``refs_schema/LAYOUT.md`` for the tree each ref points to.
"""

from __future__ import annotations

NAMESPACE = "refs/smp/"
META_REF = "refs/smp/meta"
INDEX_PREFIX = "refs/smp/index/"
WORKTREE_PREFIX = "refs/smp/worktree/"
"""Snapshots of uncommitted work trees (``git smp index --worktree``), one ref per branch."""
MEMORY_PREFIX = "refs/smp/memory/"
EXPORTS_PREFIX = "refs/smp/exports/"
KEYS_REF = "refs/smp/keys"
AUDIT_PREFIX = "refs/smp/audit/"
NOTES_PREFIX = "refs/smp/notes/"

STORE_FORMAT = 1
"""Generation of the whole namespace layout; bumped only for incompatible changes."""

TOOL_NAME = "smriti-git"
TOOL_EMAIL = "smriti-git@localhost"


def index_ref(branch: str) -> str:
    return INDEX_PREFIX + branch


def notes_ref(name: str) -> str:
    return NOTES_PREFIX + name
