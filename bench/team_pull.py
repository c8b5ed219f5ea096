"""Index once, pull everywhere: a new clone's time to its first ``callers`` answer, pulling the
snapshot a CI published against indexing locally, on a real repository (sympy).

In clones under bench/work/team_pull/ (shared object stores, so cloning costs the same on
both sides and is reported apart):

* a bare hub holds the repository at a fixed commit; a "CI" clone runs ``git smp publish``
  with a key from ``$SMP_SIGNING_KEY`` (cold: its time is reported too);
* then, alternating, ``--repeat`` times each, in new clones of the hub:

  - **pull**: ``git smp init``, ``keys trust`` (the CI's public key), ``pull``, ``callers SYMBOL``;
  - **local**: ``git smp init``, ``index``, ``callers SYMBOL``;

  each step timed as a user runs it (a new ``git smp`` process); the ratio of the medians
  of the totals (local / pull) is the gain;
* a one-file commit is pushed to the hub and published again (incremental), and a clone
  that had pulled pulls again: both timed.

Usage:
    python bench/team_pull.py --repo sympy=/path/to/sympy.git@<commit> [--symbol ID] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))  # this checkout's smriti_git, not the one installed (a worktree measures its own code)

from index_speed import WORK, machine  # noqa: E402

BASE = WORK / "team_pull"


def timed(args: list[str], cwd: Path, env: dict[str, str]) -> float:
    started = time.perf_counter()
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(args)} failed in {cwd}: {done.stderr.strip() or done.stdout.strip()}")
    return time.perf_counter() - started


def env_of(name: str, **extra: str) -> dict[str, str]:
    keys = BASE / f"keys-{name}"
    keys.mkdir(parents=True, exist_ok=True)
    return {**os.environ, "SMP_KEY_DIR": str(keys), "SMP_USER": name, "GIT_AUTHOR_NAME": name,
            "GIT_AUTHOR_EMAIL": f"{name}@example.com", "GIT_COMMITTER_NAME": name,
            "GIT_COMMITTER_EMAIL": f"{name}@example.com", **extra}


def clone(hub: Path, name: str) -> tuple[Path, float]:
    target = BASE / name
    started = time.perf_counter()
    subprocess.run(["git", "clone", "-q", "--shared", str(hub), str(target)], check=True)
    return target, time.perf_counter() - started


def make_hub(source: str, commit: str) -> Path:
    hub = BASE / "hub.git"
    subprocess.run(["git", "clone", "-q", "--bare", "--shared", "--no-tags", source, str(hub)], check=True)
    subprocess.run(["git", "-C", str(hub), "update-ref", "refs/heads/main", commit], check=True)
    subprocess.run(["git", "-C", str(hub), "symbolic-ref", "HEAD", "refs/heads/main"], check=True)
    return hub


def pull_side(hub: Path, n: int, public: str, symbol: str) -> dict[str, float]:
    path, clone_s = clone(hub, f"agent-pull-{n}")
    env = env_of(f"agent-pull-{n}")
    steps = {"clone_s": clone_s,
             "init_s": timed(["git", "smp", "init"], path, env),
             "trust_s": timed(["git", "smp", "keys", "trust", public, "--name", "ci"], path, env),
             "pull_s": timed(["git", "smp", "pull", "origin"], path, env),
             "callers_s": timed(["git", "smp", "callers", symbol], path, env)}
    own = subprocess.run(["git", "for-each-ref", "refs/smp/index"], cwd=path, capture_output=True, text=True,
                         check=True).stdout
    if own.strip():
        raise SystemExit(f"the pulling clone indexed locally: {own}")
    return steps


def local_side(hub: Path, n: int, symbol: str) -> dict[str, float]:
    path, clone_s = clone(hub, f"agent-local-{n}")
    env = env_of(f"agent-local-{n}")
    return {"clone_s": clone_s,
            "init_s": timed(["git", "smp", "init"], path, env),
            "index_s": timed(["git", "smp", "index"], path, env),
            "callers_s": timed(["git", "smp", "callers", symbol], path, env)}


def total(steps: dict[str, float]) -> float:
    return sum(v for k, v in steps.items() if k != "clone_s")


def one_file_later(hub: Path, ci_env: dict[str, str], puller: Path, changed: str) -> dict[str, Any]:
    dev, _ = clone(hub, "dev")
    env = env_of("dev")
    victim = subprocess.run(["git", "ls-files", changed], cwd=dev, capture_output=True, text=True,
                            check=True).stdout.strip() or "README.md"
    with (dev / victim).open("a") as handle:
        handle.write("\n\ndef _bench_added_function():\n    return 1\n")
    subprocess.run(["git", "commit", "-q", "-am", "one file"], cwd=dev, env=env, check=True)
    subprocess.run(["git", "push", "-q", "origin", "HEAD:main"], cwd=dev, env=env, check=True)
    ci, _ = clone(hub, "ci-2")
    publish_s = timed(["git", "smp", "publish", "origin"], ci, ci_env)
    # the same publish in a new clone that restored the first CI job's parse cache (actions/cache);
    # the hub's branch is moved back one publish first, so that this one has the same work to do
    cached, _ = clone(hub, "ci-3")
    facts = Path(".git") / "smp" / "cache" / "facts"
    shutil.copytree(BASE / "ci-1" / facts, cached / facts)
    published = "refs/smp/index/main"
    subprocess.run(["git", "-C", str(hub), "update-ref", published, f"{published}~2"], check=True)
    cached_s = timed(["git", "smp", "publish", "origin"], cached, ci_env)
    subprocess.run(["git", "pull", "-q", "--ff-only", "origin", "main"], cwd=puller, check=True,
                   env=env_of(puller.name))
    pull_s = timed(["git", "smp", "pull", "origin"], puller, env_of(puller.name))
    return {"changed_file": victim, "incremental_publish_s": round(publish_s, 2),
            "cached_publish_s": round(cached_s, 2), "pull_s": round(pull_s, 2)}


def markdown(r: dict[str, Any]) -> str:
    pull, local = r["pull"], r["local"]
    lines = [f"# Index once, pull everywhere ({r['repository']})", "",
             f"{r['machine']['cpus']} CPUs, load average at start {r['load_average']}; smriti-git "
             f"{str(r['machine']['smriti_git_commit'])[:12]}; {r['machine']['date']}; {r['repeat']} runs per side, "
             "alternating; medians.", "",
             f"CI's first publish (cold index, sign, push): {r['ci_publish_s']} s.", "",
             "| new clone | init s | trust s | pull s | index s | first callers s | total s |",
             "|---|---|---|---|---|---|---|",
             f"| pull the published snapshot | {pull['init_s']} | {pull['trust_s']} | {pull['pull_s']} | - | "
             f"{pull['callers_s']} | {pull['total_s']} |",
             f"| index locally | {local['init_s']} | - | - | {local['index_s']} | {local['callers_s']} | "
             f"{local['total_s']} |", "",
             f"**Time to the first `callers` answer: {r['ratio']:.1f}× shorter with the pull** "
             f"({pull['total_s']} s against {local['total_s']} s; the clone itself, {pull['clone_s']} s, "
             "is the same on both sides and not counted).", "",
             f"After a one-file commit ({r['later']['changed_file']}): CI's publish took "
             f"{r['later']['incremental_publish_s']} s (incremental, in a new clone: every file is parsed again, "
             f"only the changed ones and their users are linked and written), "
             f"{r['later']['cached_publish_s']} s with the first job's parse cache restored (docs/team.md); "
             f"an agent's pull {r['later']['pull_s']} s."]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", required=True, help="NAME=/path/to/git-dir@commit")
    parser.add_argument("--symbol", default="sympy/core/sympify.py::sympify()")
    parser.add_argument("--changed", default="sympy/core/numbers.py")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "team_pull"))
    args = parser.parse_args()
    name, rest = args.repo.split("=", 1)
    source, commit = rest.rsplit("@", 1)
    shutil.rmtree(BASE, ignore_errors=True)
    BASE.mkdir(parents=True)
    from smriti_git.storage import signing

    key = signing.KeyPair.generate("ci")
    ci_env = env_of("ci", SMP_SIGNING_KEY=key.private_openssh().decode())
    load = os.getloadavg()[0]
    hub = make_hub(source, commit)
    ci, _ = clone(hub, "ci-1")
    publish_s = timed(["git", "smp", "publish", "origin"], ci, ci_env)
    pulls, locals_ = [], []
    for n in range(args.repeat):
        pulls.append(pull_side(hub, n, key.public.ssh(), args.symbol))
        locals_.append(local_side(hub, n, args.symbol))
        print(f"run {n + 1}/{args.repeat}: pull {total(pulls[-1]):.2f} s, local {total(locals_[-1]):.2f} s",
              file=sys.stderr)

    def medians(rows: list[dict[str, float]]) -> dict[str, float]:
        out = {k: round(statistics.median(r[k] for r in rows), 2) for k in rows[0]}
        out["total_s"] = round(statistics.median(total(r) for r in rows), 2)
        return out

    pull, local = medians(pulls), medians(locals_)
    report = {"repository": f"{name}@{commit[:12]}", "machine": machine(), "load_average": round(load, 2),
              "repeat": args.repeat, "symbol": args.symbol, "ci_publish_s": round(publish_s, 2), "pull": pull,
              "local": local, "ratio": round(local["total_s"] / pull["total_s"], 2),
              "later": one_file_later(hub, ci_env, BASE / "agent-pull-0", args.changed),
              "runs": {"pull": pulls, "local": locals_}}
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.with_suffix(".json").write_text(json.dumps(report, indent=2) + "\n")
    out.with_suffix(".md").write_text(markdown(report))
    print(markdown(report))


if __name__ == "__main__":
    main()
