"""Disposable caches rebuilt from git objects: graph database, lexical and vector indexes.

Several processes share these folders, so anything found by listing a folder may be
gone a moment later; :func:`recent_first` copes with that.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path


def recent_first(paths: Iterable[Path]) -> list[Path]:
    """``paths`` most recently modified first, skipping files another process just removed."""
    stamped = []
    for path in paths:
        try:
            stamped.append((path.stat().st_mtime, str(path), path))
        except FileNotFoundError:
            continue
    return [p for _, _, p in sorted(stamped, reverse=True)]
