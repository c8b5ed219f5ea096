"""Writes of the safety layer and of keys that fail half-way leave nothing behind, and
failures of the local SQLite databases are one-line I/O failures (exit 2).

The failures are real: a read-only bind mount of ``.git/objects`` or a tiny full tmpfs in
a private mount namespace (``unshare``; skipped with the reason where it cannot mount),
or a lock file git itself respects.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from smriti_git.errors import IOFailure, RefLocked
from smriti_git.services import keys
from smriti_git.services.safety import agents, coord, events, sessions
from smriti_git.storage import refs
from smriti_git.storage.repo import Repo

from .helpers import MakeRepo, git, smp
from .test_hardening import _in_namespace, _sections, needs_namespace

CODE = {"app.py": "def hello():\n    return 1\n"}


def _errors(output: str) -> list[str]:
    return [line for line in output.splitlines()
            if line.startswith("git smp: ") and not line.startswith("git smp: warning:")]


def _repo(make_repo: MakeRepo) -> Path:
    path = make_repo(files=CODE)
    smp("init", cwd=path)
    return path


# -- item: a failed session open leaves no session ---------------------------------------------


@needs_namespace
def test_a_session_open_whose_event_fails_leaves_no_session(make_repo: MakeRepo) -> None:
    repo = _repo(make_repo)
    script = """
set -u
cd "$REPO"
mount --bind .git/objects .git/objects && mount -o remount,ro,bind .git/objects
echo "--- failed"; git smp session open --agent alice --task "first" --scope app.py; echo "rc=$?"
echo "--- list"; git smp session list --json; echo "rc=$?"
umount .git/objects
echo "--- second"; git smp session open --agent bob --task "second" --scope app.py --json; echo "rc=$?"
echo "--- after"; git smp session list --json; echo "rc=$?"
"""
    found = _sections(_in_namespace(script, repo))
    assert found["failed"].rstrip().endswith("rc=2"), found["failed"]
    assert len(_errors(found["failed"])) == 1 and "Traceback" not in found["failed"], found["failed"]
    listed = json.loads(found["list"].rsplit("rc=", 1)[0])
    assert listed["sessions"] == [], listed
    opened = json.loads(found["second"].rsplit("rc=", 1)[0])
    assert opened["overlaps"] == [] and not opened.get("message"), opened
    after = json.loads(found["after"].rsplit("rc=", 1)[0])
    assert [s["agent"] for s in after["sessions"]] == ["bob"], after
    assert "refs/smp/audit/alice" not in git("for-each-ref", "refs/smp/audit", cwd=repo)


@needs_namespace
def test_a_lock_whose_event_fails_is_taken_back(make_repo: MakeRepo) -> None:
    """A new lock is removed and a renewed one keeps its old expiry when the event fails."""
    repo = _repo(make_repo)
    script = """
set -u
cd "$REPO"
S=$(git smp session open --agent alice --task "locks" --scope app.py --json | python -c \
    'import json, sys; print(json.load(sys.stdin)["session"]["id"])')
git smp lock --session "$S" --ttl 600 app.py >/dev/null
echo "--- before"; git smp session list --json
mount --bind .git/objects .git/objects && mount -o remount,ro,bind .git/objects
echo "--- failed"; git smp lock --session "$S" --ttl 900 app.py lib; echo "rc=$?"
umount .git/objects
echo "--- after"; git smp session list --json
"""
    found = _sections(_in_namespace(script, repo))
    assert found["failed"].rstrip().endswith("rc=2") and len(_errors(found["failed"])) == 1, found["failed"]
    before, after = json.loads(found["before"])["locks"], json.loads(found["after"])["locks"]
    assert [lock["target"] for lock in before] == ["app.py"]
    assert after == before


def test_a_session_open_whose_audit_ref_is_locked_leaves_no_session(make_repo: MakeRepo,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """The same without a mount namespace: another git process holds the agent's audit ref
    (``refs/smp/audit/alice.lock``), so the open's event cannot be written."""
    repo_path = _repo(make_repo)
    monkeypatch.setattr(refs, "LOCK_WAIT_SECONDS", 0.3)           # git's lock is held the whole time anyway
    lock = repo_path / ".git" / "refs" / "smp" / "audit" / "alice.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text("")
    future = time.time() + 3600                                     # never old enough to be cleared as stale
    os.utime(lock, (future, future))
    repo = Repo.discover(repo_path)
    holder = agents.process(os.getpid())
    with pytest.raises(RefLocked, match="refs/smp/audit/alice is locked"):
        sessions.open_session(repo, "alice", "blocked", ["app.py"], "write", 3600, holder)
    assert sessions.listing(repo, include_closed=True) == []
    second, overlapping = sessions.open_session(repo, "bob", "next", ["app.py"], "write", 3600, holder)
    assert overlapping == [] and [s.id for s in sessions.listing(repo)] == [second.id]
    lock.unlink()


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


def test_a_lock_answered_at_once_is_waited_for(make_repo: MakeRepo, monkeypatch: pytest.MonkeyPatch) -> None:
    """SQLite answers "database is locked" without its busy wait in a few WAL cases (a
    crash recovery, the last connection cleaning up); here a connection with no busy wait
    stands for them.  Beginning a transaction is retried until the holder lets go, and a
    lock held past the deadline still fails."""
    repo = Repo.discover(_repo(make_repo))
    sessions.listing(repo)                                  # creates the database
    impatient = sqlite3.connect(coord.path(repo), timeout=0, isolation_level=None)
    blocker = sqlite3.connect(coord.path(repo), isolation_level=None, check_same_thread=False)
    blocker.execute("BEGIN IMMEDIATE")
    with pytest.raises(sqlite3.OperationalError, match="database is locked"):
        impatient.execute("BEGIN IMMEDIATE")                # no busy wait: refused at once
    with monkeypatch.context() as short:
        short.setattr(coord, "BUSY_SECONDS", 0.2)
        with pytest.raises(sqlite3.OperationalError, match="database is locked"):
            coord._begin(impatient, writer=True)      # held past the deadline
    releaser = threading.Timer(0.3, lambda: blocker.execute("ROLLBACK"))
    releaser.start()
    try:
        coord._begin(impatient, writer=True)          # waits for the rollback
        assert impatient.in_transaction
        impatient.execute("ROLLBACK")
    finally:
        releaser.join()
    assert not blocker.in_transaction
    blocker.close()
    impatient.close()


def test_a_session_whose_lease_cannot_be_stored_is_logged_as_ended(make_repo: MakeRepo,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The event is written first; when the lease then cannot be stored (here: another process
    holds the database's write lock past the busy wait), the log says the session ended, the
    failure is an IOFailure naming the database, and no session blocks the next writer."""
    repo_path = _repo(make_repo)
    monkeypatch.setattr(coord, "BUSY_SECONDS", 0.2)
    repo = Repo.discover(repo_path)
    holder = agents.process(os.getpid())
    sessions.listing(repo)                                  # creates the database
    blocker = sqlite3.connect(coord.path(repo), isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(IOFailure, match=r"database is locked \(local database .*coord\.sqlite\)"):
            sessions.open_session(repo, "alice", "blocked", ["app.py"], "write", 3600, holder)
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert sessions.listing(repo) == []
    logged = events.read(repo, agent="alice")
    assert [e.type for e in logged] == ["session.open", "session.expired"]
    assert sessions.get(repo, logged[0].session or "").status == "expired"
    second, overlapping = sessions.open_session(repo, "bob", "next", ["app.py"], "write", 3600, holder)
    assert overlapping == [] and [s.id for s in sessions.listing(repo)] == [second.id]


# -- item: keys generate is all or nothing -----------------------------------------------------


def _key_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []


def test_a_keys_generate_whose_trust_fails_leaves_nothing(make_repo: MakeRepo, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The trust commit cannot be made (another git process holds ``refs/smp/keys.lock``):
    no key file, no ``smp.signingKey``, no trust remain; once the lock is gone it works."""
    repo_path = _repo(make_repo)
    folder = tmp_path / "keys"
    monkeypatch.setenv("SMP_KEY_DIR", str(folder))
    monkeypatch.setattr(refs, "LOCK_WAIT_SECONDS", 0.3)           # git's lock is held the whole time anyway
    lock = repo_path / ".git" / "refs" / "smp" / "keys.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text("")
    future = time.time() + 3600                                     # never old enough to be cleared as stale
    os.utime(lock, (future, future))
    repo = Repo.discover(repo_path)
    with pytest.raises(RefLocked, match="refs/smp/keys is locked"):
        keys.generate(repo, "alice")
    assert _key_files(folder) == []
    assert git("config", "--get", "smp.signingKey", cwd=repo_path, check=False) == ""
    assert git("for-each-ref", "refs/smp/keys", cwd=repo_path) == ""
    assert Repo.discover(repo_path).signer is None
    lock.unlink()
    made = json.loads(smp("keys", "generate", "--name", "alice", "--json", cwd=repo_path,
                          env={"SMP_KEY_DIR": str(folder)}).stdout)
    keyid = made["key"]["keyid"]
    assert _key_files(folder) == [keyid, f"{keyid}.pub"] and made["signing"]
    assert git("config", "--get", "smp.signingKey", cwd=repo_path).strip() == keyid
    assert keys.trusted(Repo.discover(repo_path), keyid) is not None
    assert "gpgsig" in git("cat-file", "commit", "refs/smp/keys", cwd=repo_path)    # signed by the new key


def test_a_keys_generate_whose_configuration_fails_takes_back_its_trust(make_repo: MakeRepo,
                                                                        tmp_path: Path) -> None:
    """The last step fails (``.git/config.lock`` left by another git process): the trust
    commit already made is taken back, the key files are removed, the old key still signs."""
    repo_path = _repo(make_repo)
    env = {"SMP_KEY_DIR": str(tmp_path / "keys")}
    first = json.loads(smp("keys", "generate", "--name", "alice", "--json", cwd=repo_path, env=env).stdout)
    keyid = first["key"]["keyid"]
    before = git("rev-parse", "refs/smp/keys", cwd=repo_path)
    (repo_path / ".git" / "config.lock").write_text("")
    try:
        failed = smp("keys", "generate", "--name", "bob", cwd=repo_path, env=env, check=False)
    finally:
        (repo_path / ".git" / "config.lock").unlink()
    assert failed.returncode == 2 and "config.lock" in _errors(failed.stderr)[0], failed.stderr
    assert len(_errors(failed.stderr)) == 1 and "Traceback" not in failed.stderr
    assert git("rev-parse", "refs/smp/keys", cwd=repo_path) == before
    assert _key_files(tmp_path / "keys") == [keyid, f"{keyid}.pub"]
    assert git("config", "--get", "smp.signingKey", cwd=repo_path).strip() == keyid
    assert [k["keyid"] for k in json.loads(smp("keys", "list", "--json", cwd=repo_path, env=env).stdout)["trusted"]
            ] == [keyid]
