"""The runtime layer travels: push, pull, export and import carry ``refs/smp/runtime``, verified.

Two agents clone a bare hub (``file://`` path) holding ``tests/sandbox_project.py``'s
code.  Agent A runs a traced sandbox command (the namespaces runtime, for real; where it
cannot run, the run's record is stored through ``layer.store``, the same storage path
a traced run takes), pushes, and agent B, trusting A's key, pulls and sees A's runtime
edge in ``neighbors``.  A runtime layer re-signed by an untrusted key or left unsigned
is refused with the reason, and nothing of it is kept.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pygit2
import pytest

from smriti_git.services.sandbox import namespaces
from smriti_git.storage import canonical, objects, signing

from . import sandbox_project
from .helpers import MakeRepo, fsck, git
from .test_exchange import Agent, _agent

DI_CALLER, DI_CALLEE = sandbox_project.DI_EDGE
GETATTR_CALLER, GETATTR_CALLEE = sandbox_project.GETATTR_EDGE
NOTIFY = "from tests.test_app import test_notify; test_notify()"
DISPATCH = "from tests.test_app import test_dispatch; test_dispatch()"
SANDBOX = namespaces.unavailable()
STORE = """
import json, sys
from smriti_git.services import snapshots
from smriti_git.services.sandbox import layer
from smriti_git.storage.repo import Repo
repo = Repo.discover(".")
snap = snapshots.ensure(repo)
edges = {tuple(pair.split(" ")): counts for pair, counts in json.loads(sys.argv[1]).items()}
body = layer.record(snap, "namespaces", ["python-profile"], sys.argv[2:], edges, {}, 1, 0, False)
print(layer.store(repo, snap, body))
"""


@pytest.fixture
def hub(make_repo: MakeRepo, tmp_path: Path) -> Path:
    seed = make_repo("seed", files=sandbox_project.FILES)
    bare = tmp_path / "hub.git"
    git("clone", "-q", "--bare", str(seed), str(bare), cwd=tmp_path)
    return bare


def _trace(agent: Agent, code: str, expected: tuple[str, str], count: int) -> str:
    """Run ``python -c code`` traced in agent's sandbox; the runtime layer's tip after it.  Without
    the namespaces runtime, store the edge a traced run of it maps through the layer's own store."""
    command = [sys.executable, "-c", code]
    if SANDBOX is None:
        report = json.loads(agent.smp("--json", "sandbox", "run", "--runtime", "namespaces", "--trace", "--",
                                      *command).stdout)["trace"]
        found = sandbox_project.edges(report)
        assert found[expected]["count"] == count, report
    else:
        pair = json.dumps({" ".join(expected): [count, 0]})
        subprocess.run([sys.executable, "-c", STORE, pair, *command], cwd=agent.path, check=True,
                       env={**os.environ, **agent.env})
    return git("rev-parse", "refs/smp/runtime", cwd=agent.path).strip()


def _json(agent: Agent, *args: str) -> dict[str, Any]:
    answer: dict[str, Any] = agent.json(*args)
    return answer


def _runtime(agent: Agent, symbol: str, relation: str = "callers") -> tuple[dict[str, int], int]:
    """The runtime neighbours ``neighbors`` shows for ``symbol`` (id -> count) and the runs it read."""
    answer: dict[str, Any] = agent.json("neighbors", symbol, "--relation", relation)
    return {n["id"]: n["count"] for n in answer["runtime"]}, answer["runtime_runs"]


def _ref(path: Path, name: str) -> str | None:
    done = subprocess.run(["git", "rev-parse", "--verify", "--quiet", name], cwd=path, capture_output=True,
                          text=True, check=False)
    return done.stdout.strip() or None


def _received(agent: Agent) -> str:
    (name,) = [line.split()[-1] for line in agent.refs("refs/smp/remotes/").splitlines()
               if line.endswith("/runtime")]
    return name


def test_push_and_pull_carry_runtime_edges_both_ways(hub: Path, tmp_path: Path) -> None:
    a = _agent(tmp_path, "agent-a", hub)
    b = _agent(tmp_path, "agent-b", hub)
    b.trust(a)
    a.trust(b)
    a_tip = _trace(a, NOTIFY, sandbox_project.DI_EDGE, 2)
    pushed = _json(a, "push", str(hub))
    assert pushed["refs"]["refs/smp/runtime"] == a_tip
    assert git("rev-parse", "refs/smp/runtime", cwd=hub).strip() == a_tip
    assert _runtime(b, "make_mailer") == ({}, 0)                              # nothing yet

    pulled = _json(b, "pull", str(hub))
    assert pulled["accepted"]["refs/smp/runtime"] == a_tip and pulled["rejected"] == {}
    received = _received(b)
    assert _ref(b.path, received) == a_tip                                    # the same commit: the same bytes
    assert _ref(b.path, "refs/smp/runtime") is None                           # landed apart, not over B's own
    assert _runtime(b, "make_mailer") == ({DI_CALLER: 2}, 1)
    shown = b.smp("neighbors", "make_mailer", "--relation", "callers").stdout     # as a user reads it
    assert "runtime (CALLS_RUNTIME, 1 traced run): 1" in shown and DI_CALLER in shown.split("2x new", 1)[1]

    _trace(b, DISPATCH, sandbox_project.GETATTR_EDGE, 1)
    assert _runtime(b, "do_greet") == ({GETATTR_CALLER: 1}, 2)                # B's run and A's
    _json(b, "push", str(hub))                                                  # A's runs travel on with B's
    hub_tip = git("rev-parse", "refs/smp/runtime", cwd=hub).strip()
    assert subprocess.run(["git", "merge-base", "--is-ancestor", a_tip, hub_tip], cwd=hub).returncode == 0
    assert _runtime(b, "make_mailer") == ({DI_CALLER: 2}, 2)                  # A's run, now in B's layer too: once
    assert _json(a, "pull", str(hub))["rejected"] == {}
    assert _runtime(a, "do_greet") == ({GETATTR_CALLER: 1}, 2)                # B's edge, at A
    assert _runtime(a, "make_mailer") == ({DI_CALLER: 2}, 2)
    assert _json(a, "push", str(hub))["refs"] != {}                             # A's merge goes forward, no conflict
    for agent in (a, b):
        fsck(agent.path)


def _forge(hub: Path, signer: signing.KeyPair | None) -> str:
    """On the hub, a commit on top of ``refs/smp/runtime`` whose record says 99 calls instead of 2,
    signed by ``signer`` (or not signed); the hub's ref moved to it, as a hostile remote would."""
    repo = pygit2.Repository(str(hub))
    tip = repo.revparse_single("refs/smp/runtime").id
    tree = objects.read_commit(repo, tip).tree_id
    (path, blob), = list(objects.iter_tree(repo, tree, "snapshots"))
    body = objects.read_record(repo, blob, expect_kind="runtime-trace")
    body["edges"] = [{**row, "count": 99} for row in body["edges"]]
    forged = objects.edit_tree(repo, tree, {path: repo.create_blob(canonical.encode(body))})
    sig = objects.signature("mallory", "mallory@example.com", 2_000_000_000)
    commit = objects.write_commit(repo, forged, [tip], "runtime: more calls", sig, signer=signer)
    repo.references.create("refs/smp/runtime", commit, force=True)
    return str(commit)


def test_tampered_runtime_layers_are_refused_and_nothing_is_kept(hub: Path, tmp_path: Path) -> None:
    a = _agent(tmp_path, "agent-a", hub)
    b = _agent(tmp_path, "agent-b", hub)
    b.trust(a)
    a_tip = _trace(a, NOTIFY, sandbox_project.DI_EDGE, 2)
    a.smp("push", str(hub))
    b.smp("pull", str(hub))
    received = _received(b)
    for signer, why in ((signing.KeyPair.generate("mallory"), "which this store does not trust"),
                        (None, "is not signed")):
        forged = _forge(hub, signer)
        done = b.smp("pull", str(hub), "--json", check=False)
        answer = json.loads(done.stdout)
        assert done.returncode == 2 and answer["status"] == "error", done
        assert why in answer["rejected"]["refs/smp/runtime"] and why in answer["message"]
        assert _ref(b.path, received) == a_tip                                # the ref did not move
        assert subprocess.run(["git", "cat-file", "-e", forged], cwd=b.path).returncode != 0   # no object kept
        assert _runtime(b, "make_mailer") == ({DI_CALLER: 2}, 1)              # and no 99 calls shown


def test_export_and_import_carry_the_runtime_layer(hub: Path, tmp_path: Path) -> None:
    a = _agent(tmp_path, "agent-a", hub)
    c = _agent(tmp_path, "agent-c", hub)
    missing = a.smp("export", "-o", str(tmp_path / "none.smpx"), "--runtime", check=False)
    assert missing.returncode == 1 and "no runtime layer to export" in missing.stdout + missing.stderr
    a_tip = _trace(a, NOTIFY, sandbox_project.DI_EDGE, 2)
    everything = _json(a, "export", "-o", str(tmp_path / "a.smpx"))
    assert set(everything["roots"]) == {"index/main", "runtime"}
    assert everything["roots"]["runtime"]["commit"] == a_tip
    assert set(_json(a, "export", "-o", str(tmp_path / "i.smpx"), "--index")["roots"]) == {"index/main"}
    only = _json(a, "export", "-o", str(tmp_path / "r.smpx"), "--runtime")
    assert set(only["roots"]) == {"runtime"}

    untrusted = c.smp("import", str(tmp_path / "r.smpx"), check=False)
    assert untrusted.returncode != 0 and "does not trust" in untrusted.stdout + untrusted.stderr
    assert "runtime" not in c.refs("refs/smp/remotes/")                       # nothing written
    c.trust(a)
    imported = _json(c, "import", str(tmp_path / "r.smpx"))
    keyid = _json(a, "keys", "list")["signing_key"]
    assert imported["refs"] == {f"refs/smp/remotes/{keyid}/runtime": a_tip}
    assert _runtime(c, "make_mailer") == ({DI_CALLER: 2}, 1)
    assert _json(c, "import", str(tmp_path / "a.smpx"))["unchanged"] == [f"refs/smp/remotes/{keyid}/runtime"]

    damaged = bytearray((tmp_path / "r.smpx").read_bytes())
    damaged[-40] ^= 1
    (tmp_path / "bad.smpx").write_bytes(bytes(damaged))
    other = _agent(tmp_path, "agent-d", hub)
    other.trust(a)
    refused = other.smp("import", str(tmp_path / "bad.smpx"), check=False)
    assert refused.returncode != 0 and "altered" in refused.stdout + refused.stderr
    assert other.refs("refs/smp/remotes/") == "" and _runtime(other, "make_mailer") == ({}, 0)


def test_a_bad_record_in_a_received_layer_is_skipped_not_merged(hub: Path, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """A trusted peer signs a layer whose record is not the run its path names (edited after the
    fact): the record is left out of queries (the query still answers) and out of the merge."""
    a = _agent(tmp_path, "agent-a", hub)
    b = _agent(tmp_path, "agent-b", hub)
    b.trust(a)
    _trace(a, NOTIFY, sandbox_project.DI_EDGE, 2)
    a.smp("push", str(hub))
    monkeypatch.setenv("SMP_KEY_DIR", a.env["SMP_KEY_DIR"])
    forged = _forge(hub, signing.load(str(_json(a, "keys", "list")["signing_key"])))
    assert _json(b, "pull", str(hub))["accepted"]["refs/smp/runtime"] == forged
    assert _runtime(b, "make_mailer") == ({}, 0)                              # not 99 calls: skipped
    _trace(b, DISPATCH, sandbox_project.GETATTR_EDGE, 1)
    b.smp("push", str(hub))
    local = pygit2.Repository(str(b.path))
    merged = local.revparse_single("refs/smp/runtime")
    assert isinstance(merged, pygit2.Commit) and str(merged.parents[1].id) == forged
    paths = [path for path, _ in objects.iter_tree(local, merged.tree_id)]
    assert len(paths) == 1 and _runtime(b, "do_greet") == ({GETATTR_CALLER: 1}, 1)
