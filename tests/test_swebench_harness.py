"""The SWE-bench harness: metrics by hand, split and refusal rules, and a small end-to-end run."""

from __future__ import annotations

import json
from pathlib import Path

import pygit2
import pytest

from smriti_git.errors import InvalidArgument
from smriti_git.evaluation import metrics, repos, swebench, tasks
from smriti_git.evaluation.bm25 import tokens

from .helpers import MakeRepo, git, smp

# -- metrics ------------------------------------------------------------------------------------------


def test_acc_recall_mrr_by_hand() -> None:
    got = metrics.score({"a", "b"}, ["x", "a", "y", "a", "b", "z"], ks=(1, 2, 3, 5))
    # de-duplicated ranking: x a y b z
    assert got == {"acc@1": 0.0, "recall@1": 0.0, "acc@2": 0.0, "recall@2": 0.5, "acc@3": 0.0, "recall@3": 0.5,
                   "acc@5": 1.0, "recall@5": 1.0, "mrr": 0.5}
    single = metrics.score(["g"], ["g"], ks=(1, 5))
    assert single["acc@1"] == single["recall@1"] == single["mrr"] == 1.0


def test_mrr_counts_only_the_top_max_k() -> None:
    ranking = [f"f{i}" for i in range(30)]
    assert metrics.score({"f19"}, ranking)["mrr"] == pytest.approx(1 / 20)
    assert metrics.score({"f20"}, ranking)["mrr"] == 0.0
    assert metrics.score({"f20"}, ranking)["acc@20"] == 0.0


def test_repeating_an_id_cannot_fill_the_top_k() -> None:
    assert metrics.score({"a", "b"}, ["a"] * 10 + ["b"], ks=(2,))["acc@2"] == 1.0
    assert metrics.score({"a", "b"}, ["a", "a", "c", "b"], ks=(2,))["acc@2"] == 0.0


def test_bootstrap_interval_contains_the_true_difference() -> None:
    # 300 paired tasks: both succeed on 120, both fail on 150, only a succeeds on 30 -> a - b = 0.1 exactly
    a = [1.0] * 120 + [0.0] * 150 + [1.0] * 30
    b = [1.0] * 120 + [0.0] * 150 + [0.0] * 30
    got = metrics.bootstrap_diff(a, b)
    assert got["n"] == 300 and got["resamples"] == 10_000
    assert got["mean"] == pytest.approx(0.1)
    assert got["low"] < 0.1 < got["high"]
    assert got["low"] > 0.05 and got["high"] < 0.15          # sd of the mean is sqrt(0.1 * 0.9 / 300) = 0.017
    assert got == metrics.bootstrap_diff(a, b)                # fixed seed: the same interval every time
    worse = metrics.bootstrap_diff(b, a)
    assert worse["high"] < 0 and worse["mean"] == pytest.approx(-0.1)
    same = metrics.bootstrap_diff([1.0, 0.0, 1.0], [1.0, 0.0, 1.0])
    assert same["low"] == same["high"] == same["mean"] == 0.0


def test_percentile() -> None:
    assert metrics.percentile([1.0, 2.0, 3.0, 4.0], 50) == 2.5
    assert metrics.percentile([], 95) is None


def test_identifier_tokens() -> None:
    assert tokens("HTTPServer_init(self)") == ["httpserver_init", "http", "server", "init", "self"]
    assert tokens("snake_case camelCase x") == ["snake_case", "snake", "case", "camelcase", "camel", "case", "x"]


# -- tasks and splits ----------------------------------------------------------------------------------


def _task(instance_id: str, repo: str = "acme/widget", base: str = "0" * 40, **extra: str) -> dict[str, str]:
    return {"instance_id": instance_id, "repo": repo, "base_commit": base, "problem_statement": "issue",
            "patch": "", **extra}


def _write(path: Path, rows: list[dict[str, str]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_split_is_fixed_by_id_hash() -> None:
    ids = [f"owner__repo-{i}" for i in range(2000)]
    share = sum(tasks.split_of(i) == "validation" for i in ids) / len(ids)
    assert 0.27 < share < 0.33
    assert [tasks.split_of(i) for i in ids] == [tasks.split_of(i) for i in ids]
    assert tasks.split_of("psf__requests-863") == tasks.split_of("psf__requests-863")


def test_select_and_limit(tmp_path: Path) -> None:
    rows = [_task(f"acme__widget-{i}") for i in range(50)]
    loaded = tasks.load(_write(tmp_path / "t.jsonl", rows))
    test = tasks.select(loaded, "test")
    assert all(t.split == "test" for t in test)
    assert len(tasks.select(loaded, "all")) == 50
    limited = tasks.select(loaded, "all", limit=5)
    assert len(limited) == 5 and limited == tasks.select(loaded, "all", limit=5)


@pytest.mark.parametrize(("row", "message"), [
    ({"instance_id": "x", "repo": "a/b", "base_commit": "0" * 40, "patch": ""},
     r"missing field\(s\) problem_statement"),
    (_task("x", repo="nope"), "is not owner/name"),
    (_task("x", base="zz"), "is not a commit id"),
    ({**_task("x"), "patch": 3}, "must be strings"),
])
def test_task_file_validation(tmp_path: Path, row: dict[str, str], message: str) -> None:
    path = _write(tmp_path / "bad.jsonl", [_task("ok"), row])
    with pytest.raises(InvalidArgument, match=message) as info:
        tasks.load(path)
    assert "bad.jsonl:2" in info.value.message


def test_repository_layouts(tmp_path: Path, make_repo: MakeRepo) -> None:
    layouts = ["acme+widget/repo", "acme+widget", "acme__widget", "acme/widget", "widget", "widget.git"]
    for layout in layouts:
        root = tmp_path / f"r{layouts.index(layout)}"
        target = make_repo(f"{root.name}/{layout}", bare=True)
        assert repos.find_source("acme/widget", root, None) == target
    mapped = tmp_path / "map.json"
    mapped.write_text(json.dumps({"acme/widget": str(tmp_path / "r0" / "acme+widget" / "repo")}))
    assert repos.find_source("acme/widget", None, repos.load_map(mapped)) == tmp_path / "r0/acme+widget/repo"
    assert repos.find_source("acme/other", tmp_path / "r0", None) is None


def test_tuning_is_refused_outside_validation(tmp_path: Path) -> None:
    path = _write(tmp_path / "t.jsonl", [_task("acme__widget-1")])
    for split in ("test", "all"):
        config = swebench.Config(tasks=path, repos=tmp_path, split=split, tune={"alpha": "1"})
        with pytest.raises(InvalidArgument, match="validation split"):
            swebench.check(config)
    config = swebench.Config(tasks=path, repos=tmp_path, split="validation", tune={"alpha": "1"})
    swebench.check(config)
    with pytest.raises(InvalidArgument, match="fixed baseline"):
        swebench.instantiate(config)
    with pytest.raises(InvalidArgument, match="unknown method"):
        swebench.check(swebench.Config(tasks=path, repos=tmp_path, methods=["nope"]))


# -- end to end ----------------------------------------------------------------------------------------

PARSER = '''\
def parse_header(line):
    name, value = line.split(":", 1)
    return name.strip(), value


def render_footer(text):
    return "--" + text
'''


def _tasks_for(make_repo: MakeRepo, tmp_path: Path) -> Path:
    path = make_repo("repos/acme__widget", files={"widget/parser.py": PARSER, "widget/__init__.py": ""})
    first = git("rev-parse", "HEAD", cwd=path).strip()
    (path / "widget/extra.py").write_text("def unrelated():\n    return 42\n")
    git("add", "-A", cwd=path)
    git("commit", "-q", "-m", "second", cwd=path)
    second = git("rev-parse", "HEAD", cwd=path).strip()
    fixed = PARSER.replace('line.split(":", 1)', 'line.split(":", 1) if line else ("", "")')
    (path / "widget/parser.py").write_text(fixed)
    fix_header = git("diff", cwd=path)
    git("checkout", "-q", "--", ".", cwd=path)
    (path / "widget/parser.py").write_text(PARSER.replace('"--" + text', '"-- " + text'))
    fix_footer = git("diff", cwd=path)
    git("checkout", "-q", "--", ".", cwd=path)
    rows = [
        _task("acme__widget-1", base=first, patch=fix_header,
              problem_statement="parse_header crashes on an empty header line: split of the line fails"),
        _task("acme__widget-2", base=second, patch=fix_footer,
              problem_statement="render_footer text has no space after the dashes"),
        _task("ghost__missing-1", repo="ghost/missing", patch=fix_header, problem_statement="anything"),
        _task("acme__widget-3", base="1" * 40, patch=fix_header, problem_statement="no such commit"),
    ]
    return _write(tmp_path / "tasks.jsonl", rows)


def test_end_to_end_run_with_bm25_and_skips(make_repo: MakeRepo, tmp_path: Path) -> None:
    task_file = _tasks_for(make_repo, tmp_path)
    config = swebench.Config(tasks=task_file, repos=tmp_path / "repos", methods=["bm25"], split="all",
                             out=tmp_path / "out", work=tmp_path / "work")
    result = swebench.run(config)
    rows = [json.loads(line) for line in result.rows_path.read_text().splitlines()]
    assert len(rows) == 4 and {r["method"] for r in rows} == {"bm25"}
    by_id = {r["instance_id"]: r for r in rows}
    assert by_id["ghost__missing-1"]["skipped"] == "repository not available: ghost/missing"
    assert by_id["acme__widget-3"]["skipped"].startswith("base commit absent")
    assert "function_metrics" not in by_id["ghost__missing-1"]          # skipped: never scored
    first = by_id["acme__widget-1"]
    assert first["gold"]["functions"] == ["widget/parser.py::parse_header()"]
    assert first["top_functions"][0] == "widget/parser.py::parse_header()"
    assert first["function_metrics"]["acc@1"] == 1.0 and first["file_metrics"]["acc@1"] == 1.0
    assert by_id["acme__widget-2"]["top_functions"][0] == "widget/parser.py::render_footer()"
    modes = sorted(by_id[i]["timings"]["index_mode"] for i in ("acme__widget-1", "acme__widget-2"))
    assert modes == ["cold", "incremental"]                  # the second base commit reuses the first snapshot

    clone = pygit2.Repository(str(tmp_path / "work" / "acme+widget"))
    assert {r for r in clone.references if not r.startswith("refs/smp/")} == {"refs/heads/swebench-base"}
    assert str(clone.head.target) in {r["base_commit"] for r in rows}     # no ref leads past a base commit
    assert "refs/heads/main" in pygit2.Repository(str(tmp_path / "repos" / "acme__widget")).references

    summary = json.loads(result.summary_path.read_text())
    assert summary["split"] == "all" and summary["config"]["tasks_selected"] == 4
    assert summary["tasks"]["totals"] == {"selected": 4, "scored": 2, "function_gold": 2, "skipped": 2}
    assert summary["tasks"]["skipped_by_reason"] == {"repository not available": 1, "base commit absent": 1}
    fn = summary["methods"]["bm25"]["function"]["all"]
    assert fn["n"] == 2 and fn["acc@1"] == 1.0
    assert summary["smriti_git"]["commit"] and summary["machine"]["cpus"]
    text = result.markdown_path.read_text()
    assert "split **all**" in text and "repository not available | 1" in text


def test_resume_keeps_finished_tasks_and_reruns_the_rest(make_repo: MakeRepo, tmp_path: Path) -> None:
    task_file = _tasks_for(make_repo, tmp_path)
    config = swebench.Config(tasks=task_file, repos=tmp_path / "repos", methods=["bm25"], split="all",
                             out=tmp_path / "out", work=tmp_path / "work")
    full = swebench.run(config)
    lines = full.rows_path.read_text().splitlines()
    rows = [json.loads(line) for line in lines]
    kept = next(i for i, r in enumerate(rows) if r["instance_id"] == "acme__widget-1")
    cut = next(i for i, r in enumerate(rows) if r["instance_id"] == "acme__widget-2")
    assert {r["smriti_commit"] for r in rows} == {summary_commit(full)}, "each row names the code that made it"
    marked = {**rows[kept], "top_functions": ["marker: kept from the first run"], "smriti_commit": "0" * 40}
    # as a kill leaves it: one finished task, another cut off mid-line
    full.rows_path.write_text(json.dumps(marked) + "\n" + lines[cut][: len(lines[cut]) // 2])

    config.resume = True
    resumed = swebench.run(config)
    again = {r["instance_id"]: r for r in map(json.loads, resumed.rows_path.read_text().splitlines())}
    assert set(again) == {r["instance_id"] for r in rows}                 # every task, once
    assert again["acme__widget-1"]["top_functions"] == ["marker: kept from the first run"]
    assert again["acme__widget-2"]["top_functions"][0] == "widget/parser.py::render_footer()"  # re-run
    summary = json.loads(resumed.summary_path.read_text())
    assert summary["config"]["resumed_tasks"] == 1
    assert summary["tasks"]["totals"] == {"selected": 4, "scored": 2, "function_gold": 2, "skipped": 2}
    assert summary["row_commits"]["0" * 40] == 1 and summary["row_commits"][summary_commit(resumed)] == 3
    assert "rows by smriti-git commit (a resumed run)" in resumed.markdown_path.read_text()


def summary_commit(result: swebench.RunResult) -> str:
    commit: str = json.loads(result.summary_path.read_text())["smriti_git"]["commit"]
    return commit


def test_cli_runs_and_refuses_tuning_on_test(make_repo: MakeRepo, tmp_path: Path) -> None:
    task_file = _tasks_for(make_repo, tmp_path)
    refused = smp("bench", "swebench", "--tasks", str(task_file), "--repos", str(tmp_path / "repos"),
                  "--split", "test", "--tune", "alpha=1", cwd=tmp_path, check=False)
    assert refused.returncode == 2 and "validation split" in refused.stderr
    done = smp("bench", "swebench", "--tasks", str(task_file), "--repos", str(tmp_path / "repos"), "--method",
               "bm25", "--split", "all", "--limit", "2", "--out", str(tmp_path / "out"), "--work",
               str(tmp_path / "work"), "--json", cwd=tmp_path)
    payload = json.loads(done.stdout)
    assert payload["split"] == "all" and payload["scored"] == 2 and payload["selected"] == 2 + payload["skipped"]
    assert Path(payload["markdown"]).is_file() and Path(payload["rows"]).is_file()


def test_limit_counts_scored_tasks(make_repo: MakeRepo, tmp_path: Path) -> None:
    """``--limit 3`` scored 2 when one of the first three tasks by id hash was skipped: a
    skipped task is replaced by the next one, so the limit counts tasks scored."""
    task_file = _tasks_for(make_repo, tmp_path)
    order = [t.instance_id for t in sorted(tasks.load(task_file), key=lambda t: tasks.id_hash(t.instance_id))]
    scorable = {"acme__widget-1", "acme__widget-2"}
    # the smallest limit whose first N tasks by hash include a skipped one
    limit = next(n for n in (1, 2) if len(set(order[:n]) & scorable) < n)
    config = swebench.Config(tasks=task_file, repos=tmp_path / "repos", methods=["bm25"], split="all",
                             out=tmp_path / "out", work=tmp_path / "work", limit=limit)
    summary = json.loads(swebench.run(config).summary_path.read_text())
    assert summary["tasks"]["totals"].get("scored", 0) == limit
    skipped_first = order[:order.index(sorted(scorable, key=order.index)[limit - 1])]
    assert summary["tasks"]["totals"]["skipped"] == len([t for t in skipped_first if t not in scorable])
    everything = swebench.Config(tasks=task_file, repos=tmp_path / "repos", methods=["bm25"], split="all",
                                 out=tmp_path / "out2", work=tmp_path / "work", limit=10)
    totals = json.loads(swebench.run(everything).summary_path.read_text())["tasks"]["totals"]
    assert totals == {"selected": 4, "scored": 2, "function_gold": 2, "skipped": 2}
