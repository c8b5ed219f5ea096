"""Writes of the safety layer and of keys that fail half-way leave nothing behind, and
failures of the local SQLite databases are one-line I/O failures (exit 2).

The failures are real: a read-only bind mount of ``.git/objects`` or a tiny full tmpfs in
a private mount namespace (``unshare``; skipped with the reason where it cannot mount),
or a lock file git itself respects.
"""

from __future__ import annotations

import json
from pathlib import Path

from .helpers import MakeRepo, smp
from .test_hardening import _in_namespace, _sections, needs_namespace

CODE = {"app.py": "def hello():\n    return 1\n"}


def _errors(output: str) -> list[str]:
    return [line for line in output.splitlines()
            if line.startswith("git smp: ") and not line.startswith("git smp: warning:")]


def _repo(make_repo: MakeRepo) -> Path:
    path = make_repo(files=CODE)
    smp("init", cwd=path)
    return path


# -- item: local databases on a full disk ------------------------------------------------------


@needs_namespace
def test_full_local_databases_are_io_failures(make_repo: MakeRepo) -> None:
    repo = _repo(make_repo)
    smp("remember", "a kept fact", cwd=repo)
    script = """
set -u
cd "$REPO"
for d in .git/smp/safety .git/smp/memory; do
    mkdir -p "$d" && mount -t tmpfs -o size=1m tmpfs "$d"
done
git smp session list >/dev/null && git smp recall fact >/dev/null
dd if=/dev/zero of=.git/smp/safety/fill bs=4k 2>/dev/null
dd if=/dev/zero of=.git/smp/memory/fill bs=4k 2>/dev/null
echo "--- open"; git smp session open --agent alice --task "on a full disk" --scope app.py; echo "rc=$?"
echo "--- consolidate"; git smp consolidate; echo "rc=$?"
rm .git/smp/safety/fill .git/smp/memory/fill
echo "--- list"; git smp session list --json; echo "rc=$?"
echo "--- second"; git smp session open --agent bob --task "after" --scope app.py --json; echo "rc=$?"
echo "--- consolidated"; git smp consolidate; echo "rc=$?"
"""
    found = _sections(_in_namespace(script, repo))
    for name, database in (("open", "safety/coord.sqlite"), ("consolidate", "memory/default/access.sqlite")):
        assert found[name].rstrip().endswith("rc=2"), found[name]
        errors = _errors(found[name])
        assert len(errors) == 1 and "Traceback" not in found[name], found[name]
        assert "internal error" not in errors[0] and "disk full" in errors[0], errors[0]
        assert errors[0].endswith(f"(local database {repo / '.git/smp' / database})"), errors[0]
    # Once there is room again, nothing of the failed open is left and consolidate works.
    assert json.loads(found["list"].rsplit("rc=", 1)[0])["sessions"] == []
    assert json.loads(found["second"].rsplit("rc=", 1)[0])["overlaps"] == []
    assert found["consolidated"].rstrip().endswith("rc=0"), found["consolidated"]

