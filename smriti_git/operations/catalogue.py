"""Where each operation is defined: importing a module registers its operations.

:data:`COMMANDS` maps the first word of every command (an operation, or a group such as
``memory``) to its module, so that a surface serving one command imports only that
module (the CLI starts faster that way).  ``tests/test_registry.py`` checks that it
matches what the modules register.
"""

from __future__ import annotations

import importlib

MODULES = (
    "bench", "changes", "core", "enrich", "evidence", "exchange", "flow", "graph", "indexing", "keys",
    "memory", "memory_admin", "retrieval", "revisions", "safety", "sandbox", "structure",
)

COMMANDS: dict[str, str] = {
    "bench": "bench",
    **dict.fromkeys(("gc", "init", "note", "status"), "core"),
    **dict.fromkeys(("callees", "callers", "file", "find", "impact", "info", "neighbors", "path", "show", "trace"),
                    "graph"),
    **dict.fromkeys(("diff", "history", "symbol-diff"), "revisions"),
    "flow": "flow",
    **dict.fromkeys(("message", "stack"), "evidence"),
    **dict.fromkeys(("boundaries", "communities"), "structure"),
    **dict.fromkeys(("index", "install-hooks", "linker-report", "snapshots", "watch"), "indexing"),
    "keys": "keys",
    **dict.fromkeys(("export", "import", "publish", "pull", "push", "sync"), "exchange"),
    **dict.fromkeys(("correct", "forget", "recall", "remember", "retract"), "memory"),
    **dict.fromkeys(("clusters", "consolidate", "memory"), "memory_admin"),
    **dict.fromkeys(("context", "locate", "search"), "retrieval"),
    **dict.fromkeys(("audit", "guard", "lock", "session", "unlock"), "safety"),
    **dict.fromkeys(("batch-update", "checkpoint", "dryrun", "handoff", "rollback", "update"), "changes"),
    **dict.fromkeys(("annotate", "enrich", "tag", "telemetry"), "enrich"),
    "sandbox": "sandbox",
}


def load(command: str | None = None) -> None:
    """Import the module defining ``command`` (its first word), or every module."""
    names = MODULES if command is None else (COMMANDS[command],) if command in COMMANDS else ()
    for name in names:
        importlib.import_module(f"smriti_git.operations.{name}")
