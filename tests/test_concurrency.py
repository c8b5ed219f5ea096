"""Concurrent writers never lose an update; killed writers never corrupt the store."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from smriti_git.services import namespace, notes
from smriti_git.storage import objects, refs
from smriti_git.storage.repo import Repo

from .helpers import MakeRepo, fsck

WORKER = str(Path(__file__).with_name("workers.py"))


def _spawn(repo: Path, writer: str, count: int, pause: float = 0.0) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, WORKER, "append", str(repo), writer, str(count), str(pause)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _stored(repo_path: Path) -> dict[str, str]:
    repo = Repo.discover(repo_path)
    return {path: notes.get(repo, "stress", path)["text"] for path, _ in notes.list_paths(repo, "stress")}


def test_eight_writers_fifty_records_each(make_repo: MakeRepo) -> None:
    path = make_repo()
    namespace.init(Repo.discover(path))
    procs = [_spawn(path, str(w), 50) for w in range(8)]
    for proc in procs:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
        assert len(out.splitlines()) == 50
    stored = _stored(path)
    assert len(stored) == 400
    assert stored == {f"w{w}/{i:05d}": f"writer {w} record {i}" for w in range(8) for i in range(50)}
    # The history is one chain with one commit per record: no write was overwritten.
    repo = Repo.discover(path)
    tip = refs.read(repo.git, "refs/smp/notes/stress")
    assert tip is not None
    assert sum(1 for _ in repo.git.walk(tip)) == 400
    fsck(path)


def test_kill_minus_nine_at_random_moments(make_repo: MakeRepo) -> None:
    path = make_repo()
    namespace.init(Repo.discover(path))
    rng = random.Random(20261130)
    acked: set[str] = set()
    for round_ in range(24):
        proc = _spawn(path, f"k{round_}", 0, pause=0.004)
        time.sleep(rng.uniform(0.15, 0.9))
        proc.send_signal(signal.SIGKILL)
        out, _ = proc.communicate(timeout=30)
        acked_now = {line.split()[1] for line in out.splitlines() if line.startswith("ack ")}
        acked |= acked_now
        # The ref points to a complete commit; this round's records read back and validate.
        repo = Repo.discover(path)
        tip = refs.read(repo.git, "refs/smp/notes/stress")
        stored: dict[str, objects.Oid] = {}
        if tip is not None:
            stored = dict(objects.iter_tree(repo.git, objects.read_commit(repo.git, tip).tree_id))
        for name, blob in stored.items():
            if name.startswith(f"k{round_}/"):
                objects.read_record(repo.git, blob, expect_kind="note")
        missing = acked - stored.keys()
        assert not missing, f"round {round_}: acknowledged writes lost: {sorted(missing)[:5]}"
        fsck(path)
    assert len(acked) > 20, "the writers should have acknowledged writes before being killed"
