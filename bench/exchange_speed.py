"""Signed exchange on a real repository: export size, export / verify / import time, against
re-indexing cold, and what a pull moves after a one-file change.

On one repository (sympy) at a fixed commit, in shared clones under bench/work/:

* agent A indexes it (cold, timed: the baseline an import replaces) and stores N engrams;
* export of the snapshot, and of the memory: file size against the raw objects (the sum
  of their uncompressed sizes) and the pack; time to export;
* agent B (its own key folder, trusting A) verifies and imports each file: the signature
  and digest check alone, and the whole import (quarantine, ``index-pack --strict``,
  connectivity, refs); then answers a query from the imported snapshot;
* a pull: A pushes to a bare hub, B pulls; A changes one file, commits, indexes, pushes;
  B pulls again; the bytes of the pack that second pull brings in.

Usage:
    python bench/exchange_speed.py --repo sympy=/path/to/sympy.git@d3b4158dea27 [--engrams 10000]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))  # this checkout's smriti_git, not the one installed (a worktree measures its own code)

from index_speed import WORK, machine  # noqa: E402

BASE = WORK / "exchange_speed"


def run(args: list[str], cwd: Path, env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(args, cwd=cwd, env=env, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def agent_env(name: str) -> dict[str, str]:
    return {**os.environ, "SMP_KEY_DIR": str(BASE / f"keys-{name}"), "SMP_USER": name,
            "GIT_AUTHOR_NAME": name, "GIT_AUTHOR_EMAIL": f"{name}@example.com",
            "GIT_COMMITTER_NAME": name, "GIT_COMMITTER_EMAIL": f"{name}@example.com"}


def clone(source: str, name: str, commit: str) -> Path:
    target = BASE / name
    subprocess.run(["git", "clone", "-q", "--shared", "--no-checkout", source, str(target)], check=True)
    subprocess.run(["git", "-C", str(target), "checkout", "-q", "-B", "main", commit], check=True)
    return target


def raw_bytes(repo: Path, roots: list[str]) -> tuple[int, int]:
    """(objects, sum of their uncompressed sizes) reachable from ``roots``."""
    listed = subprocess.run(["git", "rev-list", "--objects", "--no-object-names", *roots], cwd=repo,
                            capture_output=True, text=True, check=True).stdout
    sizes = subprocess.run(["git", "cat-file", "--batch-check=%(objectsize)"], cwd=repo, input=listed,
                           capture_output=True, text=True, check=True).stdout.split()
    return len(sizes), sum(int(s) for s in sizes)


def export_and_import(a: Path, b: Path, what: str) -> dict[str, Any]:
    from smriti_git.services import exchange, keys
    from smriti_git.storage import signing
    from smriti_git.storage.repo import Repo

    out = BASE / f"{what}.smpx"
    os.environ.update({"SMP_KEY_DIR": agent_env("a")["SMP_KEY_DIR"], "SMP_USER": "a"})
    started = time.perf_counter()
    done = exchange.export(Repo.discover(a), out, index=what == "index", memory=what == "memory")
    export_s = time.perf_counter() - started
    objects, raw = raw_bytes(a, [r["commit"] for r in done.roots.values()])
    os.environ.update({"SMP_KEY_DIR": agent_env("b")["SMP_KEY_DIR"], "SMP_USER": "b"})
    repo_b = Repo.discover(b)
    started = time.perf_counter()
    bundle = exchange.decode_bundle(out.read_bytes())
    key = signing.verify(bundle.manifest_bytes, bundle.signature, exchange.SIG_NAMESPACE)
    keys.check(repo_b, key)
    import hashlib
    assert hashlib.sha256(bundle.payload).hexdigest() == bundle.manifest["payload"]["sha256"]
    verify_s = time.perf_counter() - started
    started = time.perf_counter()
    exchange.import_file(repo_b, out)
    import_s = time.perf_counter() - started
    return {"objects": objects, "raw_bytes": raw, "pack_bytes": done.pack_bytes, "file_bytes": done.bytes,
            "compression": done.compression, "export_s": round(export_s, 3), "verify_s": round(verify_s, 4),
            "import_s": round(import_s, 3)}


def pull_after_one_file(a: Path, b: Path, changed: str = "sympy/core/numbers.py") -> dict[str, Any]:
    hub = BASE / "hub.git"
    subprocess.run(["git", "init", "-q", "--bare", str(hub)], check=True)
    env_a, env_b = agent_env("a"), agent_env("b")
    run(["git", "smp", "push", str(hub)], a, env_a)
    run(["git", "smp", "pull", str(hub)], b, env_b)
    pack_dir = b / ".git" / "objects" / "pack"
    before = {p.name: p.stat().st_size for p in pack_dir.glob("*.pack")}
    victim = subprocess.run(["git", "ls-files", changed], cwd=a, capture_output=True,
                            text=True, check=True).stdout.strip() or "README.md"
    with (a / victim).open("a") as handle:
        handle.write("\n\ndef _bench_added_function():\n    return 1\n")
    subprocess.run(["git", "commit", "-q", "-am", "one file"], cwd=a, env=env_a, check=True)
    index_s = run(["git", "smp", "index"], a, env_a)
    push_s = run(["git", "smp", "push", str(hub)], a, env_a)
    pull_s = run(["git", "smp", "pull", str(hub)], b, env_b)
    after = {p.name: p.stat().st_size for p in pack_dir.glob("*.pack")}
    moved = sum(size for name, size in after.items() if name not in before)
    return {"changed_file": victim, "incremental_index_s": round(index_s, 2), "push_s": round(push_s, 2),
            "pull_s": round(pull_s, 2), "pulled_pack_bytes": moved}


def markdown(report: dict[str, Any]) -> str:
    lines = [f"# Signed exchange ({report['repository']})", "",
             f"{report['engrams']} engrams; {report['machine']['cpus']} CPUs; smriti-git "
             f"{str(report['machine']['smriti_git_commit'])[:12]}; {report['machine']['date']}.", "",
             f"Cold index of the commit (the baseline an import replaces): {report['cold_index_s']} s.", "",
             "| export | objects | raw bytes | pack bytes | file bytes | export s | verify s | import s |",
             "|---|---|---|---|---|---|---|---|"]
    for what in ("index", "memory"):
        r = report[what]
        lines.append(f"| {what} | {r['objects']} | {r['raw_bytes']} | {r['pack_bytes']} | {r['file_bytes']} "
                     f"({r['compression']}) | {r['export_s']} | {r['verify_s']} | {r['import_s']} |")
    p = report["pull"]
    ratio = report["cold_index_s"] / report["index"]["import_s"]
    lines += ["", f"Import of the snapshot is {ratio:.1f}× faster than indexing the commit cold.",
              f"After a one-file commit ({p['changed_file']}), the pull brought a {p['pulled_pack_bytes']}-byte pack "
              f"(incremental index {p['incremental_index_s']} s, push {p['push_s']} s, pull {p['pull_s']} s)."]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", required=True, help="NAME=/path/to/git-dir@commit")
    parser.add_argument("--engrams", type=int, default=10_000)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "exchange_speed"))
    parser.add_argument("--query", default="Rational", help="the name found on the imported snapshot")
    parser.add_argument("--changed", default="sympy/core/numbers.py", help="the file the one-file commit changes")
    args = parser.parse_args()
    name, rest = args.repo.split("=", 1)
    source, commit = rest.rsplit("@", 1)
    shutil.rmtree(BASE, ignore_errors=True)
    BASE.mkdir(parents=True)
    a, b = clone(source, "a", commit), clone(source, "b", commit)
    for agent, path in (("a", a), ("b", b)):
        run(["git", "smp", "init"], path, agent_env(agent))
        run(["git", "smp", "keys", "generate", "--name", agent], path, agent_env(agent))
    public = next((BASE / "keys-a").glob("*.pub")).read_text().strip()
    run(["git", "smp", "keys", "trust", public, "--name", "a"], b, agent_env("b"))
    cold = run(["git", "smp", "index"], a, agent_env("a"))
    sys.path.insert(0, str(ROOT / "bench"))
    from mcp_speed import store_engrams

    os.environ.update({"SMP_KEY_DIR": agent_env("a")["SMP_KEY_DIR"]})
    store_engrams(a, args.engrams)
    subprocess.run(["git", "-C", str(a), "update-ref", "refs/smp/memory/a/main", "refs/smp/memory/bench/main"],
                   check=True)
    report: dict[str, Any] = {"repository": f"{name}@{commit[:12]}", "engrams": args.engrams, "machine": machine(),
                              "cold_index_s": round(cold, 2), "index": export_and_import(a, b, "index"),
                              "memory": export_and_import(a, b, "memory")}
    started = time.perf_counter()
    subprocess.run(["git", "smp", "find", args.query], cwd=b, env=agent_env("b"), check=True,
                   stdout=subprocess.DEVNULL)
    report["first_query_on_imported_s"] = round(time.perf_counter() - started, 2)
    report["pull"] = pull_after_one_file(a, b, args.changed)
    Path(args.out + ".json").write_text(json.dumps(report, indent=2) + "\n")
    Path(args.out + ".md").write_text(markdown(report))
    print(markdown(report))


if __name__ == "__main__":
    main()
