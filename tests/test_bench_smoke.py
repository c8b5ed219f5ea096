"""Every script in ``bench/`` runs to the end on a tiny generated repository, with its smallest
arguments, so that none can rot unnoticed (``index_speed.py`` did: an abbreviated commit
matched no snapshot).

The inputs the real runs take from outside (sympy and other mirrors, SWE-bench Lite, mined
tasks, harness rows) are made here: one small Python repository with a few commits, a task
file in SWE-bench's format on it, tasks mined from its history by ``bench/mine_set.py`` and
the harness's rows on both (``git smp bench swebench``).  Each script writes into the test's
temporary folder (``--out``, ``--report``) and keeps its scratch clones there
(``SMP_BENCH_WORK``): nothing under ``bench/results/`` is touched.  The scripts run a few at
a time; the ones that need what this machine may lack (chromium, the ``bench`` extra's
jedi, the Go toolchain, libclang, javac) are skipped saying so, and ``runtime_edges.py``, which needs test
environments downloaded by ``--setup`` and a namespaces sandbox, is only started (``--help``).
``yardstick_go.py`` runs on the Python repository (no Go package: nothing is scored); its run
on a Go module is ``tests/test_yardstick_go.py``.
"""

from __future__ import annotations

import glob
import importlib.util
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from smriti_git.evaluation.tasks import split_of
from smriti_git.surfaces import ui_shots

from .helpers import git, smp

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench"
FILES = {
    "widget/__init__.py": "from widget.parser import parse_header\n",
    "widget/parser.py": "def parse_header(line):\n    name, value = line.split(':', 1)\n    return name.strip(), "
                        "clean(value)\n\n\ndef clean(value):\n    text = value.strip()\n    return text\n\n\n"
                        "def render_footer(text):\n    out = '--' + text\n    return out\n",
    "widget/store.py": "class Store:\n    def __init__(self):\n        self.items = {}\n\n"
                       "    def put(self, key, value):\n        self.items[key] = value\n"
                       "        return self.get(key)\n\n    def get(self, key):\n"
                       "        found = self.items[key]\n        return found\n",
    "tests/test_parser.py": "from widget.parser import parse_header\n\n\ndef test_parse():\n"
                            "    assert parse_header('a: b') == ('a', 'b')\n",
}
EDITS = [  # (file, old, new, problem statement) of the SWE-bench-style tasks
    ("widget/parser.py", "text = value.strip()", "text = value.strip().lower()", "clean should lower-case values"),
    ("widget/parser.py", "out = '--' + text", "out = '-- ' + text", "render_footer needs a space after the dashes"),
    ("widget/store.py", "found = self.items[key]", "found = self.items.get(key)", "Store.get raises KeyError"),
    ("widget/parser.py", "name, value = line.split(':', 1)", "name, value = line.split(':', 1) if line else ('', '')",
     "parse_header crashes on an empty line"),
]


@dataclass
class Inputs:
    folder: Path
    repo: Path                 # the repository (work tree; its .git is the git directory)
    head: str
    short: str                 # HEAD~1, abbreviated as the audit gave it (sympy@d3b4158dea27)
    tasks: Path                # SWE-bench format, validation and test tasks on acme/widget
    mirror: Path               # <owner>+<name>/repo layout, as /work/.mirror
    sources: Path              # bench/mine_set.py's sources file
    mined: Path                # tasks mined from the history
    swework: Path              # the harness's clones
    validation_rows: Path      # the harness's rows on the validation tasks
    mined_rows: Path           # and on the mined ones


def _make_repo(folder: Path) -> tuple[Path, list[str]]:
    repo = folder / "repos" / "acme__widget"
    repo.mkdir(parents=True)
    git("init", "-q", "-b", "main", cwd=repo)
    git("config", "user.name", "bench", cwd=repo)
    git("config", "user.email", "bench@example.com", cwd=repo)
    for rel, text in FILES.items():
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        (repo / rel).write_text(text)
    git("add", "-A", cwd=repo)
    git("commit", "-qm", "initial", cwd=repo)
    commits = [git("rev-parse", "HEAD", cwd=repo).strip()]
    store = repo / "widget/store.py"
    for i in range(3):   # each edits an existing function, so that the history can be mined
        text = store.read_text().replace("        self.items[key] = value\n",
                                         f"        self.items[key] = value\n        self.last_{i} = key\n")
        store.write_text(text + f"\n\ndef helper_{i}(x):\n    y = x + {i}\n    return Store().put(y, x)\n")
        git("commit", "-qam", f"Store.put keeps the value under its own key in helper_{i} (fixes lookups)", cwd=repo)
        commits.append(git("rev-parse", "HEAD", cwd=repo).strip())
    return repo, commits


def _write_tasks(repo: Path, commits: list[str], path: Path) -> None:
    rows: list[dict[str, str]] = []
    per_split = {"validation": 0, "test": 0}
    number = 0
    while len(rows) < 6:
        number += 1
        instance = f"acme__widget-{number}"
        split = split_of(instance)
        if per_split[split] >= 3:
            continue
        rel, old, new, statement = EDITS[per_split[split] % len(EDITS)]
        per_split[split] += 1
        base = commits[1 + len(rows) % 3]
        git("checkout", "-q", base, cwd=repo)
        (repo / rel).write_text((repo / rel).read_text().replace(old, new))
        patch = git("diff", cwd=repo)
        git("checkout", "-q", "--", ".", cwd=repo)
        rows.append({"instance_id": instance, "repo": "acme/widget", "base_commit": base, "patch": patch,
                     "problem_statement": statement})
    git("checkout", "-q", "main", cwd=repo)
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))


def _bench(script: str, *args: str, work: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SMP_BENCH_WORK": str(work),
           "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    return subprocess.run([sys.executable, str(BENCH / script), *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout, check=False)


def _ok(proc: subprocess.CompletedProcess[str]) -> subprocess.CompletedProcess[str]:
    assert proc.returncode == 0, f"{proc.args}\n{proc.stdout[-2000:]}\n{proc.stderr[-4000:]}"
    return proc


@pytest.fixture(scope="module")
def inputs(tmp_path_factory: pytest.TempPathFactory) -> Inputs:
    folder = tmp_path_factory.mktemp("bench")
    repo, commits = _make_repo(folder)
    tasks = folder / "tasks.jsonl"
    _write_tasks(repo, commits, tasks)
    mirror = folder / "mirror"
    (mirror / "acme+widget").mkdir(parents=True)
    (mirror / "acme+widget" / "repo").symlink_to(repo / ".git")
    sources = folder / "sources.json"
    sources.write_text(json.dumps({"repos": {"acme/widget": "main"}, "max_tasks": 2}))
    mined = folder / "mined" / "mined.jsonl"
    _ok(_bench("mine_set.py", "--repos", str(mirror), "--sources", str(sources), "--out", str(mined),
               work=folder / "work"))
    assert mined.read_text().strip(), "tasks were mined from the history"
    swework, out = folder / "swework", folder / "swebench"
    for task_file, split in ((tasks, "validation"), (mined, "all")):
        smp("bench", "swebench", "--tasks", str(task_file), "--repos", str(folder / "repos"), "--method", "smp",
            "--split", split, "--out", str(out), "--work", str(swework), cwd=folder)
    return Inputs(folder, repo, commits[-1], commits[-2][:12], tasks, mirror, sources, mined, swework,
                  out / "tasks-validation-smp.tasks.jsonl", out / "mined-all-smp.tasks.jsonl")


def _has_libclang() -> bool:
    """libclang and a Python binding for it: PyPI's ``libclang`` (its own library), or Debian's."""
    if importlib.util.find_spec("clang") is not None:
        return True
    return Path("/usr/lib/python3/dist-packages/clang/cindex.py").exists() and any(
        glob.glob(pattern) for pattern in ("/usr/lib/*/libclang*.so*", "/usr/lib/llvm-*/lib/libclang*.so*"))


def _has_chromium() -> bool:
    return ui_shots.chromium() is not None and importlib.util.find_spec("playwright") is not None


Args = Callable[[Inputs, Path], list[str]]
SCRIPTS: dict[str, Args] = {
    "index_speed.py": lambda i, out: ["--repo", f"w={i.repo / '.git'}@{i.short}", "--edits", "1", "--cli-edits", "1",
                                      "--out", str(out)],
    "exchange_speed.py": lambda i, out: ["--repo", f"w={i.repo / '.git'}@{i.head}", "--engrams", "3", "--query",
                                         "Store", "--changed", "widget/store.py", "--out", str(out)],
    "graph_build_scale.py": lambda i, out: ["--source", f"w={i.repo / '.git'}@{i.head}", "--repeat", "1",
                                            "--out", str(out)],
    "graph_incremental.py": lambda i, out: ["--repo", f"w={i.repo / '.git'}@{i.head}", "--edits", "1", "--check", "1",
                                            "--cli", "1", "--files", "2", "--symbol", "widget/store.py::Store.put()",
                                            "--out", str(out)],
    "linker_accuracy.py": lambda i, out: ["--json", str(out.with_suffix(".json"))],
    "linker_yardstick.py": lambda i, out: ["--source", f"w={i.repo / '.git'}@{i.head}", "--out", str(out)],
    "yardstick_java.py": lambda i, out: ["--source", f"w={i.repo / '.git'}@{i.head}", "--out", str(out)],
    "yardstick_go.py": lambda i, out: ["--source", f"w={i.repo / '.git'}@{i.head}", "--out", str(out)],
    "yardstick_clang.py": lambda i, out: ["--source", f"w={i.repo / '.git'}@{i.head}:c", "--out", str(out)],
    "mcp_speed.py": lambda i, out: ["--repo", f"w={i.repo / '.git'}@{i.head}", "--samples", "2", "--cli-samples", "1",
                                    "--engrams", "3", "--tasks", str(i.tasks), "--task-repo", "acme/widget",
                                    "--out", str(out)],
    "memory_anchors.py": lambda i, out: ["--repo", str(i.repo / ".git"), "--end", i.head, "--commits", "3",
                                         "--per-commit", "2", "--every", "1", "--out", str(out)],
    # Its real run needs the repositories of a `bench memory --work` run; the stages it switches off are
    # switched off on a LoCoMo-shaped conversation in tests/test_recall_locomo_shape.py.
    "memory_ablation.py": lambda i, out: ["--help"],
    "memory_scale.py": lambda i, out: ["--sizes", "20", "--vectors-max", "10", "--queries", "2", "--out", str(out)],
    "query_speed.py": lambda i, out: ["--repo", f"w={i.repo / '.git'}@{i.head}", "--samples", "2", "--contexts", "1",
                                      "--tasks", str(i.tasks), "--task-repo", "acme/widget", "--out", str(out)],
    "startup.py": lambda i, out: ["--repo", str(i.repo), "--smp", f"here={Path(sys.executable).with_name('git-smp')}",
                                  "--runs", "1", "--agents", "1", "--out", str(out)],
    "context_latency.py": lambda i, out: ["--repo", "acme/widget", "--commit", json.loads(
        i.tasks.read_text().splitlines()[0])["base_commit"], "--tasks", str(i.tasks), "--work", str(i.swework),
        "--rounds", "1", "--out", str(out)],
    "tune_smp.py": lambda i, out: [str(i.validation_rows), "--work", str(i.swework), "--tasks", str(i.tasks)],
    "train_ranker.py": lambda i, out: ["--train", str(i.mined_rows), "--tasks", str(i.mined), "--eval",
                                       str(i.validation_rows), "--eval-tasks", str(i.tasks), "--work", str(i.swework),
                                       "--cache", str(out.parent / "ranker-cache"), "--report", str(out)],
    "ui_speed.py": lambda i, out: [str(i.folder / "ui-repo"), "--facts", "2", "--symbol",
                                   "widget/store.py::Store.put()", "--runs", "1", "--out", str(out)],
    "runtime_edges.py": lambda i, out: ["--help"],
    "yardstick_ts.py": lambda i, out: ["--help"],   # its run on a JavaScript project: test_yardstick_ts_on_javascript
    "stack_parse_speed.py": lambda i, out: ["--help"],   # its --smoke run, checked, is in tests/test_stacks.py
    "index_speed_before_after.py": lambda i, out: ["--before", "HEAD", "--repo", f"w={i.repo / '.git'}@{i.head}",
                                                   "--repeat", "1", "--out", str(out)],
    "index_cpu.py": lambda i, out: ["--before", "HEAD", "--repo", f"w={i.repo / '.git'}@{i.head}", "--repeat", "1",
                                    "--out", str(out)],
    # 12 samples: 10 recalls right after a store, 2 after a pause
    "memory_speed.py": lambda i, out: ["--sizes", "30", "--samples", "12", "--out", str(out)],
    "team_pull.py": lambda i, out: ["--repo", f"w={i.repo / '.git'}@{i.head}", "--symbol", "widget/parser.py::clean()",
                                    "--changed", "widget/store.py", "--repeat", "1", "--out", str(out)],
    "mine_set.py": lambda i, out: ["--repos", str(i.mirror), "--sources", str(i.sources), "--out",
                                   str(out.with_suffix(".jsonl"))],
}
WRITES = {"index_speed.py", "exchange_speed.py", "graph_build_scale.py", "graph_incremental.py", "linker_yardstick.py",
          "yardstick_java.py",
          "mcp_speed.py", "memory_anchors.py", "memory_scale.py", "query_speed.py", "startup.py", "context_latency.py",
          "train_ranker.py", "ui_speed.py", "team_pull.py",
          "index_speed_before_after.py", "index_cpu.py", "yardstick_go.py", "memory_speed.py"}
"""Scripts that write ``OUT.json`` and ``OUT.md``."""
SLOW = {"exchange_speed.py", "mcp_speed.py", "ui_speed.py", "graph_incremental.py", "linker_yardstick.py",
        "yardstick_java.py"}


def _missing(script: str) -> str | None:
    if script == "ui_speed.py" and not _has_chromium():
        return "chromium or Playwright is not installed (apt-get install chromium; the dev extra)"
    if script == "yardstick_java.py" and shutil.which("javac") is None:
        return "javac, the reference resolver, is not installed (apt-get install default-jdk-headless)"
    if script == "yardstick_go.py" and shutil.which("go") is None:
        return "no Go toolchain, the reference (go/types) of yardstick_go.py: apt-get install golang-go"
    if script == "yardstick_clang.py" and not _has_libclang():
        return "libclang, the reference resolver, is not installed (apt-get install clang python3-clang)"
    if script == "linker_yardstick.py" and importlib.util.find_spec("jedi") is None:
        return "jedi, the reference resolver, is not installed (the bench extra: pip install -e '.[bench]')"
    return None


@pytest.fixture(scope="module")
def runs(inputs: Inputs) -> dict[str, tuple[subprocess.CompletedProcess[str], Path]]:
    """Every script that can run here, four at a time (the slow ones first: most of their time is
    spent waiting on subprocesses), each with its own output and scratch folders."""
    ui_repo = inputs.folder / "ui-repo"
    git("clone", "-q", str(inputs.repo), str(ui_repo), cwd=inputs.folder)
    smp("init", cwd=ui_repo)
    smp("index", cwd=ui_repo)

    def run(script: str) -> tuple[str, tuple[subprocess.CompletedProcess[str], Path]]:
        out = inputs.folder / "out" / script.removesuffix(".py") / "result"
        out.parent.mkdir(parents=True, exist_ok=True)
        return script, (_bench(script, *SCRIPTS[script](inputs, out), work=out.parent / "work"), out)

    runnable = sorted((s for s in SCRIPTS if _missing(s) is None), key=lambda s: (s not in SLOW, s))
    with ThreadPoolExecutor(max_workers=4) as pool:
        return dict(pool.map(run, runnable))


def test_every_bench_script_has_a_smoke_run() -> None:
    assert set(SCRIPTS) == {p.name for p in BENCH.glob("*.py")}, "a new bench script needs its smoke run here"
    assert set(SCRIPTS) >= WRITES


@pytest.mark.parametrize("script", sorted(SCRIPTS))
def test_bench_script_runs(script: str, runs: dict[str, tuple[subprocess.CompletedProcess[str], Path]]) -> None:
    missing = _missing(script)
    if missing:
        pytest.skip(missing)
    proc, out = runs[script]
    _ok(proc)
    if script in WRITES:
        assert json.loads(out.with_suffix(".json").read_text()), script
        assert out.with_suffix(".md").read_text().strip(), script
    results = BENCH / "results"
    assert not any(p.stat().st_mtime > out.parent.stat().st_ctime for p in results.rglob("*") if p.is_file()), \
        "a smoke run wrote into bench/results/"


JS_PROJECT = {
    "lib/store.js": """\
class Store {
  /**
   * @return {Item} the item
   */

  get(key) { return this.items[key]; }

  put(key, value) {
    this.items[key] = value;
    return this.get(key);
  }
}

class Item {
  describe() { return 'item'; }
}

module.exports = { Store, Item };
""",
    "lib/app.js": """\
const { Store, Item } = require('./store');

function run(keys) {
  const store = new Store();
  store.put('a', new Item());
  const item = store.get('a');
  item.describe();
  keys.map((k) => k.trim());
  return helper(store);
}

function helper(store) { return store; }

module.exports = { run };
""",
}


def test_yardstick_ts_on_javascript(tmp_path: Path) -> None:
    """``bench/yardstick_ts.py`` scores a tiny CommonJS project against the TypeScript
    compiler (``allowJs``): every in-repo call site, each resolved to the compiler's target."""
    import shutil

    if shutil.which("node") is None:
        pytest.skip("node is not installed (apt-get install nodejs npm)")
    if not (BENCH / "yardstick_ts" / "node_modules" / "typescript").is_dir():
        pytest.skip("the TypeScript compiler is not installed (npm ci in bench/yardstick_ts)")
    repo = tmp_path / "js"
    repo.mkdir()
    git("init", "-q", cwd=repo)
    for path, text in JS_PROJECT.items():
        (repo / path).parent.mkdir(parents=True, exist_ok=True)
        (repo / path).write_text(text)
    git("add", "-A", cwd=repo)
    git("commit", "-qm", "js", cwd=repo)
    head = git("rev-parse", "HEAD", cwd=repo).strip()
    out = tmp_path / "out" / "result"
    _ok(_bench("yardstick_ts.py", "--source", f"js={repo / '.git'}@{head}", "--lang", "javascript",
               "--out", str(out), work=tmp_path / "work"))
    row = json.loads(out.with_suffix(".json").read_text())["results"][0]
    # in-repo per the compiler: new Store, store.put, new Item, store.get, item.describe, helper, this.get
    assert (row["repo"], row["language"], row["files"]) == ("js", "javascript", 2)
    assert (row["reference_in_repo"], row["correct"], row["precision"], row["recall"]) == (7, 7, 1.0, 1.0)
    assert "| js | tsc | no | 2 |" in out.with_suffix(".md").read_text()
