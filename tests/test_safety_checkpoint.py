"""Checkpoints and rollbacks restore files byte for byte: changed, created and deleted ones."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from .helpers import MakeRepo, git, smp

BINARY = bytes(range(256)) * 3 + b"\r\n\x00 no newline at the end"


@pytest.fixture
def work(make_repo: MakeRepo) -> tuple[Path, str]:
    path = make_repo("cp", files={"src/keep.py": "x = 1\n", "src/doomed.py": "y = 2\n", "run.sh": "#!/bin/sh\n"})
    (path / "data.bin").write_bytes(BINARY)
    os.chmod(path / "run.sh", 0o755)
    os.symlink("src/keep.py", path / "link")
    smp("init", cwd=path)
    opened = smp("session", "open", "--agent", "dev", "--task", "edit", "--json", cwd=path)
    return path, str(json.loads(opened.stdout)["session"]["id"])


def _snapshot(root: Path, names: list[str]) -> dict[str, tuple[str, bytes, int] | None]:
    found: dict[str, tuple[str, bytes, int] | None] = {}
    for name in names:
        target = root / name
        if target.is_symlink():
            found[name] = ("link", os.readlink(target).encode(), 0)
        elif target.exists():
            found[name] = ("file", target.read_bytes(), target.stat().st_mode & 0o111)
        else:
            found[name] = None
    return found


def test_rollback_restores_changed_created_and_deleted_files(work: tuple[Path, str]) -> None:
    root, session = work
    names = ["src/keep.py", "src/doomed.py", "data.bin", "run.sh", "link", "new/deep/file.py", "fresh.txt"]
    before = _snapshot(root, names)
    status = git("status", "--porcelain", cwd=root)
    made = json.loads(smp("checkpoint", *names, "--session", session, "--json", cwd=root).stdout)
    assert {f["path"]: f["state"] for f in made["files"]} == {
        "src/keep.py": "file", "src/doomed.py": "file", "data.bin": "file", "run.sh": "executable",
        "link": "symlink", "new/deep/file.py": "absent", "fresh.txt": "absent"}
    checkpoint = made["checkpoint"]
    # The agent edits: changes, creates (with new folders), deletes, flips modes and links.
    (root / "src" / "keep.py").write_text("x = 100\n")
    (root / "src" / "doomed.py").unlink()
    (root / "data.bin").write_bytes(b"short")
    os.chmod(root / "run.sh", 0o644)
    (root / "link").unlink()
    (root / "link").write_text("now a file\n")
    (root / "new" / "deep").mkdir(parents=True)
    (root / "new" / "deep" / "file.py").write_text("z = 3\n")
    (root / "fresh.txt").write_text("hello\n")

    done = json.loads(smp("rollback", checkpoint, "--json", cwd=root).stdout)
    assert sorted(done["restored"]) == ["data.bin", "link", "run.sh", "src/doomed.py", "src/keep.py"]
    assert sorted(done["deleted"]) == ["fresh.txt", "new/deep/file.py"]
    assert _snapshot(root, names) == before
    assert not (root / "new").exists()                       # the folders it created are gone too
    assert git("status", "--porcelain", cwd=root) == status
    # The state just before the rollback was checkpointed: the rollback can be undone.
    smp("rollback", done["before"], cwd=root)
    assert (root / "fresh.txt").read_text() == "hello\n" and (root / "data.bin").read_bytes() == b"short"
    again = json.loads(smp("rollback", checkpoint, "--json", cwd=root).stdout)
    assert _snapshot(root, names) == before
    unchanged = json.loads(smp("rollback", checkpoint, "--json", cwd=root).stdout)
    assert unchanged["restored"] == [] and sorted(unchanged["unchanged"]) == sorted(names)
    kinds = [e["type"] for e in json.loads(smp("audit", "log", "--session", session, "--json", cwd=root).stdout)
             ["events"]]
    assert kinds == ["session.open", "checkpoint", "rollback", "rollback", "rollback", "rollback"]
    assert again["checkpoint"] == checkpoint
    # Checkpoints and the log are in git: deleting the local coordination state loses neither.
    shutil.rmtree(root / ".git" / "smp" / "safety")
    (root / "src" / "keep.py").write_text("lost\n")
    smp("rollback", checkpoint, cwd=root)
    assert (root / "src" / "keep.py").read_text() == "x = 1\n"
    handoff = json.loads(smp("handoff", "pr", "--session", session, "--json", cwd=root).stdout)
    assert handoff["session"]["status"] == "expired" and len(handoff["history"]) >= 6


def test_paths_stay_in_the_work_tree(work: tuple[Path, str], tmp_path: Path) -> None:
    root, session = work
    outside = tmp_path / "outside"
    outside.mkdir()
    os.symlink(outside, root / "escape")
    for bad in ("../x", "/etc/passwd", ".git/config", "escape/file", "src/../../x", "src"):
        proc = smp("checkpoint", bad, "--session", session, cwd=root, check=False)
        assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1, (bad, proc.stderr)
    missing = smp("rollback", "0" * 40, cwd=root, check=False)
    assert missing.returncode == 1 and "no checkpoint" in missing.stderr
    head = git("rev-parse", "HEAD", cwd=root).strip()
    assert "not a checkpoint" in smp("rollback", head, cwd=root, check=False).stderr


def test_names_that_are_not_utf8(work: tuple[Path, str]) -> None:
    root, session = work
    name = os.fsdecode(b"caf\xe9-\xff.py")
    (root / name).write_bytes(b"def f():\n    return 1\n")
    made = json.loads(smp("checkpoint", name, "--session", session, "--json", cwd=root).stdout)
    (root / name).write_bytes(b"changed\n")
    smp("rollback", made["checkpoint"], "--json", cwd=root)     # text output writes the raw bytes
    assert (root / name).read_bytes() == b"def f():\n    return 1\n"
    locked = json.loads(smp("lock", name, "--session", session, "--json", cwd=root).stdout)
    assert locked["acquired"][0]["target"] == name           # JSON's \udcXX escapes read back as the bytes
    listed = json.loads(smp("session", "list", "--json", cwd=root).stdout)
    assert [lk["target"] for lk in listed["locks"]] == [name]
    git("add", "--", name, cwd=root)
    git("commit", "-qm", "weird name", cwd=root)
    smp("index", cwd=root)
    smp("annotate", f"{name}::f()", "--description", "weird but fine", "--json", cwd=root)
    smp("callers", f"{name}::f()", "--json", cwd=root)
    hot = json.loads(smp("telemetry", "hot", "--json", cwd=root).stdout)
    assert hot["symbols"][0]["id"] == f"{name}::f()"
