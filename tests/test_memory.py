"""Engram memory: bitemporal semantics, anchors, concurrency, merge, revert, forget, isolation."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from smriti_git.errors import InvalidArgument, NotFound
from smriti_git.model import timeline
from smriti_git.services import namespace
from smriti_git.services.memory import consolidate, history, recall, writes
from smriti_git.services.memory.store import Store
from smriti_git.storage.repo import Repo

from .helpers import MakeRepo, git, smp

T = {n: f"2026-0{n}-01T00:00:00.000000Z" for n in range(1, 10)}


@pytest.fixture
def store(make_repo: MakeRepo) -> Store:
    repo = Repo.discover(make_repo("mem"))
    namespace.init(repo)
    return Store(repo)


def believed(store: Store, as_of: str | None = None, valid_at: str | None = None) -> dict[str, str]:
    return {e: v.content for e, v in recall.believed(store.state(), as_of, valid_at)}


def test_bitemporal_semantics_table(store: Store) -> None:
    (v1,) = writes.remember(store, [writes.Fact("api limit is 100/min", valid_from=T[1], valid_to=T[5])], when=T[2])
    e = v1.engram
    writes.correct(store, e, "api limit is 60/min", note="measured", when=T[4], valid_from=T[3], valid_to=T[7])
    writes.retract(store, e, note="service retired", when=T[6])
    cases = [
        # (as_of, valid_at, expected content or None)
        (None, None, None),                        # retracted now
        (T[1], None, None),                        # before anything was recorded
        (T[3], None, "api limit is 100/min"),      # what we believed between T2 and T4
        (T[5], None, "api limit is 60/min"),       # after the correction, before the retraction
        (T[3], T[2], "api limit is 100/min"),      # valid at T2 as believed at T3
        (T[3], T[6], None),                        # not valid at T6 under the first belief
        (T[5], T[6], "api limit is 60/min"),       # the correction extended validity to T7
        (T[5], T[2], None),                        # the correction starts validity at T3
        (T[5], T[7], None),                        # half-open: valid_to is exclusive
        (T[2], None, "api limit is 100/min"),      # as_of is inclusive of recorded_at
    ]
    for as_of, valid_at, expected in cases:
        got = believed(store, as_of, valid_at).get(e)
        assert got == expected, (as_of, valid_at)
    item = store.state().engram(e)
    first, second, third = item.versions
    assert item.superseded_at(first) == T[4] and item.superseded_at(second) == T[6]
    assert item.superseded_at(third) is None and third.retracted


def test_timestamps_need_an_offset(store: Store) -> None:
    with pytest.raises(InvalidArgument, match="no UTC offset"):
        timeline.parse("2026-11-30T10:00:00")
    assert timeline.parse("2026-11-30T10:00:00+02:00") == "2026-11-30T08:00:00.000000Z"
    assert timeline.parse("2026-11-30") == "2026-11-30T00:00:00.000000Z"
    with pytest.raises(InvalidArgument, match="ends before it starts"):
        writes.remember(store, [writes.Fact("x", valid_from=T[3], valid_to=T[2])])


def test_cli_rejects_naive_times_and_bad_input(make_repo: MakeRepo) -> None:
    path = make_repo("cli")
    smp("init", cwd=path)
    bad = smp("remember", "fact", "--valid-from", "2026-11-30T10:00:00", cwd=path, check=False)
    assert bad.returncode == 2 and "no UTC offset" in bad.stderr
    assert smp("remember", "x", "--importance", "1.5", cwd=path, check=False).returncode == 2
    assert smp("correct", "e000000000000", "y", cwd=path, check=False).returncode == 1


CODE_V1 = {
    "pkg/http.py": "def parse_header(value):\n    return value.strip()\n\n\ndef unrelated():\n    return 1\n",
    "pkg/util.py": "def helper():\n    return 42\n",
    "pkg/gone.py": "def obsolete():\n    return 0\n",
    "pkg/names.py": "def old_name():\n    return 'x'\n",
    "pkg/legacy.py": "class Loader:\n    def load(self):\n        return 1\n",
}


def test_anchor_states_across_real_edits(make_repo: MakeRepo) -> None:
    path = make_repo("anchors", files=CODE_V1)
    smp("init", cwd=path)
    for symbol, text in [("parse_header", "parse_header keeps case"), ("helper", "helper returns the answer"),
                         ("obsolete", "obsolete is deprecated"), ("old_name", "old_name is used by the CLI"),
                         ("unrelated", "unrelated is trivial"), ("Loader.load", "load reads one record")]:
        smp("remember", text, "--anchor", symbol, cwd=path)
    (path / "pkg" / "http.py").write_text(
        "def parse_header(value):\n    return value.strip().lower()\n\n\ndef unrelated():\n    return 1\n")
    (path / "pkg" / "util.py").unlink()
    (path / "pkg" / "tools").mkdir()
    (path / "pkg" / "tools" / "util.py").write_text(CODE_V1["pkg/util.py"])
    (path / "pkg" / "gone.py").unlink()
    (path / "pkg" / "names.py").write_text("def new_name():\n    return 'x'\n")
    (path / "pkg" / "legacy.py").unlink()                      # moved to another file *and* edited
    (path / "pkg" / "tools" / "loading.py").write_text("class Loader:\n    def load(self):\n        return 2\n")
    git("add", "-A", cwd=path)
    git("commit", "-qm", "edits", cwd=path)
    out = json.loads(smp("recall", "--mode", "list", "-n", "10", "--json", cwd=path).stdout)
    states = {e["content"]: e for e in out["engrams"]}
    assert states["unrelated is trivial"]["anchor_state"] == "fresh"
    assert states["parse_header keeps case"]["anchor_state"] == "stale"
    moved = states["helper returns the answer"]
    assert moved["anchor_state"] == "moved" and moved["anchors"][0]["current"] == "pkg/tools/util.py::helper()"
    assert states["obsolete is deprecated"]["anchor_state"] == "orphaned"
    renamed = states["old_name is used by the CLI"]
    assert renamed["anchor_state"] == "orphaned"
    assert renamed["anchors"][0]["rename_candidates"] == ["pkg/names.py::new_name()"], "renames are flagged"
    edited_move = states["load reads one record"]
    assert edited_move["anchor_state"] == "stale", "a move with edits is followed: stale at its new place"
    assert edited_move["anchors"][0]["moved_to"] == "pkg/tools/loading.py::Loader.load()"
    assert edited_move["anchors"][0]["current"] == "pkg/tools/loading.py::Loader.load()"
    fresh = json.loads(smp("recall", "--mode", "list", "--fresh-only", "--json", cwd=path).stdout)
    assert {e["content"] for e in fresh["engrams"]} == {"unrelated is trivial", "helper returns the answer"}
    assert fresh["dropped_not_fresh"] == 4


WRITER = """
import sys
from smriti_git.services.memory import writes
from smriti_git.services.memory.store import Store
from smriti_git.storage.repo import Repo
store = Store(Repo.discover(sys.argv[1]))
for i in range(int(sys.argv[3])):
    writes.remember(store, [writes.Fact(f"writer {sys.argv[2]} fact {i}")])
"""


def test_concurrent_writers_lose_no_engram(store: Store) -> None:
    root = str(store.repo.work_tree)
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, root, str(w), "25"], stderr=subprocess.PIPE, text=True)
             for w in range(6)]
    for proc in procs:
        assert proc.wait(timeout=300) == 0, proc.stderr.read() if proc.stderr else ""
    contents = set(believed(Store(store.repo)).values())
    assert contents == {f"writer {w} fact {i}" for w in range(6) for i in range(25)}


def test_merge_conflict_is_deterministic_recorded_and_lossless(store: Store) -> None:
    (v1,) = writes.remember(store, [writes.Fact("the cache TTL is 60s")], when=T[1])
    history.branch(store, "experiment")
    other = Store(store.repo, branch="experiment")
    writes.correct(store, v1.engram, "the cache TTL is 30s", when=T[2])
    writes.correct(other, v1.engram, "the cache TTL is 120s", when=T[3])
    writes.remember(other, [writes.Fact("experiment-only fact")], when=T[3])
    result = history.merge(store, "experiment", when=T[4])
    assert result.mode == "merge" and result.conflicts == [v1.engram]
    item = store.state().engram(v1.engram)
    assert {h.content for h in item.heads()} == {"the cache TTL is 30s", "the cache TTL is 120s"}
    assert item.head() is not None and item.head().content == "the cache TTL is 120s", "later recorded_at wins"
    assert len(item.versions) == 3, "nothing lost"
    entries, conflicts = history.log(store)
    assert entries[0].conflicts == [v1.engram] and conflicts[0]["winner"] == item.heads()[0].id
    assert "experiment-only fact" in believed(store).values()
    again = history.merge(store, "experiment", when=T[5])
    assert again.mode == "up-to-date"
    # The next correction supersedes both heads: the conflict is resolved.
    writes.correct(store, v1.engram, "the cache TTL is 90s", when=T[5])
    assert len(store.state().engram(v1.engram).heads()) == 1
    smp_log = smp("memory", "log", cwd=store.repo.work_tree or Path("."))
    assert "CONFLICTS" in smp_log.stdout


def test_revert_then_as_of(store: Store) -> None:
    (v1,) = writes.remember(store, [writes.Fact("deploys need approval")], when=T[1])
    writes.correct(store, v1.engram, "deploys are automatic", when=T[3])
    bad_commit = str(store.tip())
    (v2,) = writes.remember(store, [writes.Fact("a fact added by mistake")], when=T[4])
    mistake = str(store.tip())
    history.revert(store, mistake, when=T[5])
    history.revert(store, bad_commit, when=T[6])
    now = believed(store)
    assert now[v1.engram] == "deploys need approval" and v2.engram not in now
    assert believed(store, as_of=T[4])[v1.engram] == "deploys are automatic", "before the revert: old belief"
    assert believed(store, as_of=T[4])[v2.engram] == "a fact added by mistake"
    ops = [v.op for v in store.state().engram(v1.engram).versions]
    assert ops == ["remember", "correct", "revert"]


def _reachable_text(path: Path) -> str:
    objects = git("rev-list", "--objects", "--all", cwd=path).split("\n")
    blobs = []
    for line in objects:
        oid = line.split(" ")[0]
        if oid and git("cat-file", "-t", oid, cwd=path).strip() == "blob":
            blobs.append(git("cat-file", "-p", oid, cwd=path))
    return "\n".join(blobs)


def test_forget_with_purge_leaves_nothing_reachable(make_repo: MakeRepo) -> None:
    path = make_repo("forget")
    smp("init", cwd=path)
    secret = "the staging password is hunter2"
    eid = json.loads(smp("remember", secret, "--json", cwd=path).stdout)["engram"]["id"]
    smp("remember", "an innocent fact", cwd=path)
    smp("memory", "branch", "side", cwd=path)
    smp("correct", eid, "the staging password was rotated: hunter3", cwd=path)
    assert secret in _reachable_text(path)
    plain = json.loads(smp("forget", eid, "--json", cwd=path).stdout)
    assert plain["branches"] == ["main", "side"]
    assert json.loads(smp("recall", "password", "--json", cwd=path, check=False).stdout)["engrams"] == []
    assert secret in _reachable_text(path), "without --purge, history still holds it"
    later = json.loads(smp("forget", eid, "--purge", "--json", cwd=path).stdout)
    assert later["purged"] and later["rewritten_commits"] > 0, "a forgotten engram can still be purged"
    assert secret not in _reachable_text(path)
    cache = path / ".git" / "smp" / "cache" / "memory"
    assert not any(b"hunter2" in f.read_bytes() for f in cache.rglob("*") if f.is_file()), "local caches too"
    assert smp("forget", "e000000000000", "--purge", cwd=path, check=False).returncode == 1
    eid2 = json.loads(smp("remember", "the prod token is abc123secret", "--json", cwd=path).stdout)["engram"]["id"]
    out = json.loads(smp("forget", eid2, "--purge", "--json", cwd=path).stdout)
    assert out["purged"] and out["rewritten_commits"] > 0
    text = _reachable_text(path)
    assert "abc123secret" not in text and "an innocent fact" in text
    assert json.loads(smp("recall", "--mode", "list", "--json", cwd=path).stdout)["returned"] == 1


def _remembered_and_cloned(make_repo: MakeRepo, tmp_path: Path, fact: str) -> tuple[Path, Path, str]:
    """Repository ``a`` that remembers ``fact``, and a clone ``b`` of it with its ``refs/smp``:
    (repository, clone, the engram's id)."""
    path = make_repo("a")
    smp("init", cwd=path)
    eid = json.loads(smp("remember", fact, "--json", cwd=path).stdout)["engram"]["id"]
    clone = tmp_path / "b"
    git("clone", "-q", str(path), str(clone), cwd=tmp_path)
    git("fetch", "-q", str(path), "refs/smp/*:refs/smp/*", cwd=clone)
    return path, clone, eid


def _merge_from_clone(path: Path, clone: Path) -> dict[str, Any]:
    """Fetch the clone's memory branch into ``path`` as ``pulled`` and ``git smp memory merge`` it."""
    git("fetch", "-q", str(clone), "refs/smp/memory/default/main:refs/smp/memory/default/pulled", cwd=path)
    merged: dict[str, Any] = json.loads(smp("memory", "merge", "pulled", "--json", cwd=path).stdout)
    return merged


def test_tombstone_survives_a_merge_from_a_clone(make_repo: MakeRepo, tmp_path: Path) -> None:
    path, clone, eid = _remembered_and_cloned(make_repo, tmp_path, "temporary fact")
    smp("forget", eid, cwd=path)
    merged = _merge_from_clone(path, clone)
    assert merged["mode"] in ("merge", "up-to-date")
    assert json.loads(smp("recall", "--mode", "list", "--json", cwd=path, check=False).stdout)["engrams"] == []
    state = Store(Repo.discover(path)).state()
    assert eid in state.tombstones and not any(v.engram == eid for v in state.versions.values())


def test_a_merge_cannot_bring_purged_content_back_through_history(make_repo: MakeRepo, tmp_path: Path) -> None:
    path, clone, eid = _remembered_and_cloned(make_repo, tmp_path, "the vault key is s3cr3t-vault")
    smp("remember", "a fact learnt in the clone", cwd=clone)
    smp("forget", eid, "--purge", cwd=path)
    merged = _merge_from_clone(path, clone)
    assert merged["mode"] == "squash" and merged["tombstoned"] == []
    git("update-ref", "-d", "refs/smp/memory/default/pulled", cwd=path)     # done with the pulled branch
    assert "s3cr3t-vault" not in _reachable_text(path)
    listed = json.loads(smp("recall", "--mode", "list", "--json", cwd=path).stdout)["engrams"]
    assert [e["content"] for e in listed] == ["a fact learnt in the clone"]
    log = smp("memory", "log", cwd=path).stdout
    assert "merge memory branch pulled" in log


def test_users_are_isolated(make_repo: MakeRepo) -> None:
    path = make_repo("users")
    smp("init", cwd=path)
    alice = json.loads(smp("remember", "alice's note about billing", "--user", "alice", "--json",
                           cwd=path).stdout)["engram"]["id"]
    smp("remember", "bob's note about billing", cwd=path, env={"SMP_USER": "bob"})
    bob_sees = json.loads(smp("recall", "billing", "--json", cwd=path, env={"SMP_USER": "bob"}).stdout)
    assert [e["content"] for e in bob_sees["engrams"]] == ["bob's note about billing"]
    overwrite = smp("correct", alice, "hijacked", cwd=path, env={"SMP_USER": "bob"}, check=False)
    assert overwrite.returncode == 1 and "no engram" in overwrite.stderr
    assert smp("forget", alice, "--user", "bob", cwd=path, check=False).returncode == 1
    refs = git("for-each-ref", "--format=%(refname)", "refs/smp/memory", cwd=path).split()
    assert refs == ["refs/smp/memory/alice/main", "refs/smp/memory/bob/main"]
    alice_sees = json.loads(smp("recall", "billing", "--user", "alice", "--json", cwd=path).stdout)
    assert [e["content"] for e in alice_sees["engrams"]] == ["alice's note about billing"]
    with pytest.raises(NotFound):
        Store(Repo.discover(path), "bob").state().engram(alice)


def test_recall_pipeline_cues_hops_and_reinforcement(store: Store) -> None:
    facts = [
        writes.Fact("parse_header lowercases header names, which breaks signed requests", importance=0.9),
        writes.Fact("signed requests use HMAC over the canonical header block", importance=0.6),
        writes.Fact("the canonical header block must preserve original casing", importance=0.7),
        writes.Fact("the release train leaves every Friday", importance=0.4),
    ]
    made = writes.remember(store, facts, when=T[1])
    found = recall.recall(store, "why do signed requests fail after parse_header?", now=T[2])
    ids = [r.engram for r in found]
    assert ids[0] == made[0].engram
    assert made[3].engram not in ids[:3]
    by_id = {r.engram: r for r in found}
    assert any(r.hops >= 1 for r in found) or all(m.engram in by_id for m in made[:3])
    access = recall.Access(store).get([made[0].engram])
    assert access[made[0].engram][0] == 1, "recall reinforces what it returns"
    counts: list[int] = []

    def touch_in_a_new_thread() -> None:
        access = recall.Access(store)
        access.touch([made[3].engram], T[2])
        counts.append(access.get([made[3].engram])[made[3].engram][0])

    for _ in range(20):                      # each thread's connection ends with its thread
        worker = threading.Thread(target=touch_in_a_new_thread)
        worker.start()
        worker.join()
    assert counts == list(range(1, 21)), "every short-lived thread's count is kept"
    listed = recall.recall(store, None, mode="list", limit=2)
    assert [r.engram for r in listed] == sorted([m.engram for m in made], reverse=True)[:2] or len(listed) == 2


def test_consolidate_and_clusters(store: Store) -> None:
    facts = [writes.Fact(f"service {s} talks to database {d} through pool {p}", importance=0.05 if s == 0 else 0.6)
             for s in range(4) for d in range(2) for p in range(2)]
    writes.remember(store, facts, when=T[1])
    preview = consolidate.consolidate(store, when=T[9], dry_run=True)
    assert len(preview.pruned) == 4 and preview.commit is None
    result = consolidate.consolidate(store, when=T[9])
    assert result.commit and result.pruned == preview.pruned, "weak, old, never recalled: pruned"
    assert result.clusters >= 1 and result.resolution is not None and result.retuned
    state = store.state()
    pruned = [state.engram(e).head() for e in result.pruned]
    assert all(v is not None and v.op == "prune" and v.retracted for v in pruned), "a recorded transaction"
    message = git("log", "-1", "--format=%B", store.ref, cwd=store.repo.work_tree or Path("."))
    assert "Smp-Op: consolidate" in message and "Smp-Pruned: 4" in message
    clusters: dict[str, Any] = json.loads(smp("clusters", "--json", cwd=store.repo.work_tree or Path(".")).stdout)
    assert sum(c["size"] for c in clusters["clusters"]) == 12 and clusters["retuned"] is False


def test_recall_uses_the_shipped_embedding_model(make_repo: MakeRepo) -> None:
    path = make_repo("vec")
    smp("init", cwd=path)
    git("config", "smp.embed.threads", "1", cwd=path)
    smp("remember", "Services verify bearer tokens issued by the identity provider", cwd=path)
    smp("remember", "The nightly job compacts the order archive", cwd=path)
    query = "how are API clients authenticated?"
    lexical = json.loads(smp("recall", query, "--no-vectors", "--json", cwd=path, check=False).stdout)
    assert lexical["engrams"] == [], "no shared word: lexical recall finds nothing"
    semantic = json.loads(smp("recall", query, "--json", cwd=path).stdout)
    assert semantic["engrams"][0]["content"].startswith("Services verify bearer tokens")
    assert semantic["engrams"][0]["signals"]["similarity"] > 0.2


def test_cli_says_once_what_remember_made_and_what_revert_undid(make_repo: MakeRepo) -> None:
    """``remember`` printed the id twice; ``memory revert`` of a remember said "1 engrams
    restored" when it removed the engram."""
    path = make_repo("memcli")
    smp("init", cwd=path)
    made = smp("remember", "deploys go through ansible", cwd=path).stdout.strip()
    engram = json.loads(smp("recall", "ansible", "--json", cwd=path).stdout)["engrams"][0]["id"]
    assert made.count(engram) == 1 and made.endswith(": deploys go through ansible"), made

    def last_commit() -> str:
        entries = json.loads(smp("memory", "log", "--json", cwd=path).stdout)["entries"]
        return str(entries[0]["commit"])

    smp("correct", engram, "deploys go through ansible 2.16", cwd=path)
    undo_correct = smp("memory", "revert", last_commit(), "--json", cwd=path)
    assert json.loads(undo_correct.stdout)["restored"] == [engram]
    smp("remember", "tests run with pytest -x", cwd=path)
    second = json.loads(smp("recall", "pytest", "--json", cwd=path).stdout)["engrams"][0]["id"]
    undo_remember = smp("memory", "revert", last_commit(), cwd=path).stdout.strip()
    assert undo_remember.endswith(": 1 engram removed"), undo_remember
    assert second not in smp("recall", "pytest", "--json", cwd=path, check=False).stdout
