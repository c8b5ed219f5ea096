"""The folders under ``<common dir>/smp/incoming/`` where received objects wait to be checked,
who owns each, and removing the ones whose owner was killed.

``import`` checks a pack in a quarantine object folder (``q-*``, ``services/exchange.py``),
and ``pull`` / ``sync`` fetch into a quarantine repository (``fetch-*``,
``services/remotes.py``).  Both remove their folder when they end, but a process killed
mid-way leaves it behind, holding a whole pack.  Each folder therefore names its owner
when it is made: ``owner.json`` inside it holds the pid, the kernel's start time of that
pid and the host (``services/safety/agents.py``, so that a recycled pid is not taken for
the owner).  :func:`leftovers` lists the folders whose owner is dead (``status`` reports
them) and :func:`remove_leftovers` deletes exactly those (``git smp gc``); a folder whose
owner is alive, or runs on another host, is never touched.  A folder with no owner file
(made by an older version, or by a process killed between making the folder and writing
the file) counts as left over once it is an hour old.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from smriti_git.services.safety import agents
from smriti_git.storage.repo import Repo

OWNER = "owner.json"
PREFIXES = ("q-", "fetch-")
UNOWNED_AGE = 3600.0
"""Seconds after which a folder without an owner file counts as left over."""


def folder(repo: Repo) -> Path:
    return repo.smp_dir / "incoming"


def create(repo: Repo, prefix: str) -> Path:
    """A new folder ``<prefix>*`` under ``incoming/``, owned by this process."""
    base = folder(repo)
    base.mkdir(parents=True, exist_ok=True)
    path = Path(tempfile.mkdtemp(prefix=prefix, dir=base))
    me = agents.process(os.getpid())
    (path / OWNER).write_text(json.dumps({"pid": me.pid, "start": me.start, "host": me.host}) + "\n")
    return path


@dataclass(kw_only=True)
class Leftover:
    path: str
    bytes: int
    owner_pid: int | None


@dataclass(kw_only=True)
class Leftovers:
    folders: list[Leftover]
    bytes: int
    in_use: int
    """Folders whose owner is still running (or runs on another host): never removed."""


def _owner(path: Path) -> agents.Holder | None:
    try:
        data = json.loads((path / OWNER).read_text())
        return agents.Holder(int(data["pid"]), str(data["start"]), str(data["host"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _dead(path: Path, owner: agents.Holder | None) -> bool:
    if owner is None:
        try:
            return time.time() - path.stat().st_mtime > UNOWNED_AGE
        except OSError:
            return False
    return agents.alive(owner) is False


def _size(path: Path) -> int:
    total = 0
    for root, _, files in os.walk(path):
        for name in files:
            try:
                total += os.lstat(os.path.join(root, name)).st_size
            except OSError:
                continue
    return total


def leftovers(repo: Repo) -> Leftovers:
    """The incoming folders whose owner is gone, with their sizes."""
    base = folder(repo)
    found: list[Leftover] = []
    in_use = 0
    try:
        entries = sorted(base.iterdir())
    except OSError:
        entries = []
    for path in entries:
        if not path.name.startswith(PREFIXES) or not path.is_dir():
            continue
        owner = _owner(path)
        if _dead(path, owner):
            found.append(Leftover(path=str(path), bytes=_size(path), owner_pid=owner.pid if owner else None))
        else:
            in_use += 1
    return Leftovers(folders=found, bytes=sum(f.bytes for f in found), in_use=in_use)


def remove_leftovers(repo: Repo) -> Leftovers:
    """Delete the incoming folders whose owner is gone; what was removed."""
    found = leftovers(repo)
    for item in found.folders:
        shutil.rmtree(item.path, ignore_errors=True)
    return found
