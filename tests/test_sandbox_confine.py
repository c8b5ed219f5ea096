"""What a sandbox may be shown, and what its command's exit says, for real.

Host paths that a caller names (``--workspace``, ``--bind``, ``--ebpf``, ``--cwd``) are
resolved, symbolic links included, and refused when they would expose the signing key
folder, the git directory or the home folder; a server's clients are confined to the
work tree.  Inside a real namespaces sandbox the git directory, the key folder and the
home folder are masked.  The CLI exits with the command's exit code.  A repository
whose path holds ``,`` and ``:`` gets its overlay.  Tests that need the namespaces
runtime are skipped, with its reason, where it cannot run.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from smriti_git.services import hostpaths
from smriti_git.services.sandbox import container, namespaces
from smriti_git.services.sandbox.state import Limits
from smriti_git.surfaces.dispatch import Dispatcher

from .helpers import MakeRepo, git, smp
from .test_mcp import _http_server, _rpc

REASON = namespaces.unavailable()
needs_namespaces = pytest.mark.skipif(REASON is not None, reason=f"namespaces runtime unavailable: {REASON}")
NS = ("--runtime", "namespaces")
PRIVATE = "PRIVATE KEY"


def _key(folder: Path, repo: Path) -> str:
    """A real signing key made by ``git smp keys generate`` in ``folder``; its private file's text."""
    smp("keys", "generate", "--no-use", "--name", "tester@example.com", cwd=repo, env={"SMP_KEY_DIR": str(folder)})
    (private,) = [p for p in folder.iterdir() if not p.name.endswith(".pub")]
    text = private.read_text()
    assert PRIVATE in text
    return text


def _project(make_repo: MakeRepo, name: str = "proj", files: dict[str, str] | None = None) -> Path:
    repo = make_repo(name, files=files)
    smp("init", cwd=repo)
    return repo


def _json(*args: str, cwd: Path, env: dict[str, str] | None = None) -> dict[str, Any]:
    proc = smp("--json", *args, cwd=cwd, env=env, check=False)
    data: dict[str, Any] = json.loads(proc.stdout) if proc.stdout.strip() else {}
    data["_exit"], data["_stderr"] = proc.returncode, proc.stderr
    return data


def test_paths_that_would_expose_secrets_are_refused(make_repo: MakeRepo, tmp_path: Path) -> None:
    repo = _project(make_repo)
    keys = tmp_path / "keys"
    _key(keys, repo)
    (repo / "keylink").symlink_to(keys)                      # looks like a folder of the work tree
    env = {"SMP_KEY_DIR": str(keys)}
    refusals = {
        ("--workspace", "keylink"): "it would expose the signing key folder",
        ("--bind", "keylink"): "it would expose the signing key folder",
        ("--bind", str(tmp_path)): "it would expose the signing key folder",    # holds the key folder
        ("--bind", ".git"): "it lies in the git directory",
        ("--workspace", os.environ["HOME"]): "it is or contains the home folder",
        ("--ebpf", f"keylink/{next(iter(keys.iterdir())).name}"): "it would expose the signing key folder",
    }
    for (flag, value), why in refusals.items():
        proc = smp("sandbox", "run", flag, value, "--", "sh", "-c", "cat *", cwd=repo, env=env, check=False)
        assert proc.returncode == 2, (flag, value, proc.stdout, proc.stderr)
        assert f"{flag} {value}: refused, {why}" in proc.stderr and PRIVATE not in proc.stdout + proc.stderr


def test_a_server_client_cannot_name_paths_outside_the_work_tree(make_repo: MakeRepo, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    repo = _project(make_repo)
    keys = tmp_path / "keys"
    _key(keys, repo)
    other = tmp_path / "other"
    other.mkdir()
    (other / "data.txt").write_text("outside\n")
    monkeypatch.setenv("SMP_KEY_DIR", str(keys))                # the server's own key folder
    with _http_server(repo, "--sandbox") as (base, _):
        def call(params: dict[str, Any]) -> dict[str, Any]:
            body = {"jsonrpc": "2.0", "id": 1, "method": "smp/sandbox/run", "params": params}
            return dict(_rpc(base, body).json())

        attack = call({"command": ["sh", "-c", "cat *"], "workspace": str(keys)})        # the audit's call
        assert "result" not in attack and PRIVATE not in json.dumps(attack), attack
        assert "refused, it would expose the signing key folder" in attack["error"]["message"]
        for params in ({"workspace": str(other)}, {"bind": [str(other)]}, {"bind": ["/usr/share"]}):
            answer = call({"command": ["cat", str(other / "data.txt")], **params})
            assert "refused, a server's clients may name only paths inside the repository's work tree" in \
                answer["error"]["message"], answer
        if REASON is None:                       # the work tree itself is fine, its .git masked
            inside = call({"command": ["sh", "-c", "ls -A .git | wc -l; cat README.md"], "runtime": "namespaces"})
            assert inside["result"]["exit_code"] == 0 and inside["result"]["stdout"].split() == ["0", "hello"]
    here = smp("sandbox", "run", "--workspace", str(other), "--", "cat", "data.txt", cwd=repo, check=False)
    assert "refused" not in here.stderr          # the operator's own CLI is not confined


def test_a_folder_the_operator_allowed_may_be_named_by_a_client(make_repo: MakeRepo, tmp_path: Path) -> None:
    repo = _project(make_repo)
    allowed, other = tmp_path / "data", tmp_path / "other"
    for folder in (allowed, other):
        folder.mkdir()
        (folder / "data.txt").write_text(f"{folder.name}\n")
    server = Dispatcher(repo, allowed_paths=(str(allowed),))     # as `git smp serve` makes it for its clients
    op = server.operations["sandbox.run"]
    refused = server.call_operation(op, {"command": ["cat", "data.txt"], "workspace": str(other)})
    assert refused.is_error and "a server's clients may name only paths" in refused.payload["message"]
    if REASON is None:
        ran = server.call_operation(op, {"command": ["cat", "data.txt"], "workspace": str(allowed),
                                         "runtime": "namespaces"})
        assert ran.payload["exit_code"] == 0 and ran.payload["stdout"] == "data\n", ran.payload


@needs_namespaces
def test_the_git_dir_the_key_folder_and_home_are_never_visible_inside(make_repo: MakeRepo, tmp_path: Path) -> None:
    repo = _project(make_repo)
    venv = tmp_path / "venv"                     # a Python folder the sandbox binds, holding both secrets
    keys, home = venv / "keys", venv / "home"
    home.mkdir(parents=True)
    (home / "secret.txt").write_text("home secret\n")
    env = {"VIRTUAL_ENV": str(venv), "SMP_KEY_DIR": str(keys), "HOME": str(home)}
    spawned = _json("sandbox", "spawn", *NS, cwd=repo, env=env)
    assert spawned["_exit"] == 0, spawned
    sid = spawned["sandbox"]["id"]
    try:
        private = _key(keys, repo)                                # made after the sandbox started
        look = f"ls -A .git; cat .git/HEAD .git/config; ls -A {keys}; ls -A {home}; " \
               f"cat {keys}/* {home}/secret.txt; ls {venv}"
        seen = _json("sandbox", "exec", sid, "--", "sh", "-c", look, cwd=repo, env=env)
        assert PRIVATE not in seen["stdout"] and "home secret" not in seen["stdout"], seen
        assert "refs/heads" not in seen["stdout"] and "[core]" not in seen["stdout"]
        assert seen["stdout"].split() == ["home", "keys"], seen                    # empty folders only
        assert "No such file" in seen["stderr"]
    finally:
        smp("sandbox", "destroy", sid, cwd=repo)
    assert PRIVATE in private and git("rev-parse", "HEAD", cwd=repo)             # the host's are intact
    same = tmp_path / "same"                      # a home folder used as the virtual environment: not bound
    same.mkdir()
    (same / "secret.txt").write_text("home secret\n")
    env = {"VIRTUAL_ENV": str(same), "HOME": str(same)}
    ran = _json("sandbox", "run", *NS, "--", "sh", "-c", f"ls -A {same}; cat {same}/secret.txt", cwd=repo, env=env)
    assert ran["_exit"] == 1 and "home secret" not in ran["stdout"] and "No such file" in ran["stderr"], ran


@needs_namespaces
def test_a_home_folder_that_is_the_python_prefix_shows_only_what_python_needs(make_repo: MakeRepo) -> None:
    repo = _project(make_repo)
    for prefix in {os.path.realpath(sys.prefix), os.path.realpath(sys.base_prefix)}:
        look = f"{sys.executable} -c 'import json, sqlite3; print(1)'; ls -A {prefix}"
        ran = _json("sandbox", "run", *NS, "--", "sh", "-c", look, cwd=repo, env={"HOME": prefix})
        assert ran["_exit"] == 0 and ran["stdout"].startswith("1\n"), ran                # Python still runs
        shown = set(ran["stdout"].split()[1:])
        assert shown <= {"bin", "lib", "pyvenv.cfg"} and shown < set(os.listdir(prefix)), (prefix, shown)


@needs_namespaces
def test_a_link_out_of_the_workspace_is_no_cwd(make_repo: MakeRepo) -> None:
    repo = _project(make_repo)
    (repo / "out").symlink_to("/usr")
    proc = smp("sandbox", "run", *NS, "--cwd", "out", "--", "pwd", cwd=repo, check=False)
    assert proc.returncode == 2 and "--cwd out: refused, a symbolic link leads it out of the workspace" in proc.stderr
    (repo / "sub").mkdir()
    assert smp("sandbox", "run", *NS, "--cwd", "sub", "--", "pwd", cwd=repo).stdout.startswith(f"{repo}/sub\n")


def test_the_docker_view_masks_the_git_dir_and_the_key_folder(tmp_path: Path) -> None:
    work, data = tmp_path / "work", tmp_path / "data"
    (work / ".git").mkdir(parents=True)
    data.mkdir()
    keys = data / "keys"                          # not made yet: made empty, so that it can be covered
    volumes, tmpfs = container.mounts(str(work), [str(data)], tmp_path / "out", Limits(),
                                      [str(work / ".git"), str(keys), str(tmp_path / "elsewhere")])
    assert volumes[str(work)] == {"bind": container.SOURCE, "mode": "ro"}
    assert tmpfs[f"{container.SOURCE}/.git"].startswith("ro,") and tmpfs[str(keys)].startswith("ro,")
    assert keys.is_dir() and keys.stat().st_mode & 0o777 == 0o700
    assert len(tmpfs) == 4                        # /work, /tmp and the two masks; nothing for what is not shown
    assert hostpaths.masks([str(work / ".git" / "deeper"), str(work / ".git")], [str(work)]) == [str(work / ".git")]


@needs_namespaces
def test_a_repository_path_with_a_comma_and_a_colon(make_repo: MakeRepo) -> None:
    repo = _project(make_repo, "we,ird:name", {"file.txt": "hi\n"})
    ran = _json("sandbox", "run", *NS, "--", "cat", "file.txt", cwd=repo)
    assert ran["_exit"] == 0 and ran["stdout"] == "hi\n", ran
    assert "copy" not in (ran["message"] or "")                                  # an overlay, not the fallback
    spawned = _json("sandbox", "spawn", *NS, cwd=repo)["sandbox"]
    smp("sandbox", "destroy", spawned["id"], cwd=repo)
    assert spawned["workspace_mode"] == "overlay"


@needs_namespaces
def test_the_cli_exits_with_the_commands_exit_code(make_repo: MakeRepo) -> None:
    repo = _project(make_repo)

    def run(*command: str, options: tuple[str, ...] = ()) -> int:
        return smp("sandbox", "run", *NS, *options, "--", *command, cwd=repo, check=False).returncode

    assert run("sh", "-c", "exit 3") == 3
    assert run("true") == 0
    assert run("sleep", "30", options=("--timeout", "1")) == 124
    assert run("sh", "-c", "kill -9 $$") == 128 + 9
    sid = _json("sandbox", "spawn", *NS, cwd=repo)["sandbox"]["id"]
    try:
        assert smp("sandbox", "exec", sid, "--", "sh", "-c", "exit 5", cwd=repo, check=False).returncode == 5
        assert _json("sandbox", "exec", sid, "--", "true", cwd=repo)["_exit"] == 0
    finally:
        smp("sandbox", "destroy", sid, cwd=repo)
