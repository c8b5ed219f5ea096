"""Mining localisation tasks from git history: a small real repository, its filters and its gold."""

from __future__ import annotations

import json
from pathlib import Path

from smriti_git.evaluation import mine, tasks
from smriti_git.evaluation.gold import extract

from .helpers import MakeRepo, git, smp

APP = '''\
def parse(text):
    return text.split(",")


def render(items):
    return ", ".join(items)


class Store:
    def load(self, path):
        with open(path) as handle:
            return parse(handle.read())

    def save(self, path, items):
        with open(path, "w") as handle:
            handle.write(render(items))
'''


def _commit(path: Path, message: str, files: dict[str, str | None], author: str | None = None) -> str:
    for rel, text in files.items():
        target = path / rel
        if text is None:
            git("rm", "-q", rel, cwd=path)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
        git("add", rel, cwd=path)
    extra = ["--author", author] if author else []
    git("commit", "-q", "-m", message, *extra, cwd=path)
    return git("rev-parse", "HEAD", cwd=path).strip()


def _history(make_repo: MakeRepo) -> tuple[Path, dict[str, str]]:
    """A repository whose commits exercise each filter once; returns the commit of each."""
    path = make_repo(files={"app/core.py": APP, "tests/test_core.py": "def test_parse():\n    assert True\n",
                            "CHANGES.md": "# Changes\n"})
    shas: dict[str, str] = {}
    shas["fix"] = _commit(path, "Strip spaces around parsed fields (#12)\n\nValues read from a file kept their "
                          "surrounding blanks.\n\nCloses #11\nSigned-off-by: Someone <s@example.com>\n",
                          {"app/core.py": APP.replace('return text.split(",")',
                                                      'return [f.strip() for f in text.split(",")]'),
                           "tests/test_core.py": "def test_parse():\n    assert 1\n",
                           "CHANGES.md": "# Changes\n\n## Version 1.1\n\n- Parsed fields no longer keep "
                                         "leading blanks. :issue:`11`\n"})
    current = (path / "app/core.py").read_text()
    shas["bump"] = _commit(path, "Bump version to 1.1.0", {"app/__init__.py": "VERSION = '1.1.0'\n"})
    shas["format"] = _commit(path, "Tidy the store module's layout",
                             {"app/core.py": current.replace("    def load(self, path):",
                                                             "    def load(self,  path):")
                                                    .replace("handle.write(render(items))",
                                                             "handle.write( render(items) )")})
    current = (path / "app/core.py").read_text()
    shas["bot"] = _commit(path, "Update the pinned dependencies of the project",
                          {"app/core.py": current.replace("def render(items):", "def render(items):  # noqa")},
                          author="dependabot[bot] <bot@example.com>")
    current = (path / "app/core.py").read_text()
    shas["tests_only"] = _commit(path, "Cover the empty input case in the parser tests",
                                 {"tests/test_core.py": "def test_parse():\n    assert 2\n"})
    shas["short"] = _commit(path, "wip", {"app/core.py": current.replace("return \", \".join(items)",
                                                                          "return \"; \".join(items)")})
    current = (path / "app/core.py").read_text()
    shas["module"] = _commit(path, "Add a module constant for the default separator used in files",
                             {"app/core.py": "SEPARATOR = ','\n\n\n" + current})
    current = (path / "app/core.py").read_text()
    shas["two"] = _commit(path, "Save and load files as UTF-8 whatever the locale says",
                          {"app/core.py": current.replace("open(path)", "open(path, encoding='utf-8')")
                                                 .replace('open(path, "w")', 'open(path, "w", encoding="utf-8")')})
    shas["rename"] = _commit(path, "Split the store into a module of its own for clarity",
                             {"app/core.py": None, "app/store.py": (path / "app/core.py").read_text()})
    return path, shas


def test_mined_tasks_filters_and_gold(make_repo: MakeRepo, tmp_path: Path) -> None:
    path, shas = _history(make_repo)
    out = tmp_path / "mined.jsonl"
    report = mine.mine(mine.MineConfig(repo=path, name="acme/app", out=out, max_tasks=10))
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    by_commit = {row["commit"]: row for row in rows}
    # Kept: the fix and the two-function change, newest first; each filter rejected its commit.
    assert list(by_commit) == [shas["two"], shas["fix"]], report.rejected
    assert report.tasks == 2 and report.looked_at == 10
    assert report.rejected == {
        "renames or deletes a source file": 1, "edits no function": 1, "query shorter than 5 words": 1,
        "no source file outside tests and docs": 1, "bot author": 1, "mostly whitespace (formatting)": 1,
        "release, formatting, lint, docs or chore subject": 1, "merge or root commit": 1,
    }
    fix = by_commit[shas["fix"]]
    assert fix["instance_id"] == f"acme__app-mined-{shas['fix'][:12]}"
    assert fix["base_commit"] == git("rev-parse", f"{shas['fix']}^", cwd=path).strip()
    # The query: message without the PR number, the closing line and trailers, plus the changelog entry.
    assert fix["problem_statement"] == ("Strip spaces around parsed fields\n\nValues read from a file kept their "
                                        "surrounding blanks.\n\nParsed fields no longer keep leading blanks.")
    assert "app/core.py" in fix["patch"] and "tests/" not in fix["patch"] and "CHANGES" not in fix["patch"]
    assert "tests/test_core.py" in fix["test_patch"]
    # The harness's own gold code maps the patch to the functions it edits.
    import pygit2

    repo = pygit2.Repository(str(path))
    assert extract(repo, fix["base_commit"], fix["patch"], None).functions == ["app/core.py::parse()"]
    two = by_commit[shas["two"]]
    assert extract(repo, two["base_commit"], two["patch"], None).functions == \
        ["app/core.py::Store.load()", "app/core.py::Store.save()"]
    assert two["gold_functions"] == 2 and two["names_gold"] and not fix["names_gold"]   # "load", not "parsed"
    # The file is a task file the harness reads.
    loaded = tasks.load(out)
    assert [t.instance_id for t in loaded] == [two["instance_id"], fix["instance_id"]]


def test_limits_reject_large_commits(make_repo: MakeRepo, tmp_path: Path) -> None:
    path, shas = _history(make_repo)
    out = tmp_path / "mined.jsonl"
    report = mine.mine(mine.MineConfig(repo=path, name="acme/app", out=out, rev=shas["two"],
                                       filters=mine.Filters(max_functions=1)))
    assert [json.loads(line)["commit"] for line in out.read_text().splitlines()] == [shas["fix"]]
    assert report.rejected["edits more than 1 functions"] == 1
    report = mine.mine(mine.MineConfig(repo=path, name="acme/app", out=out, rev=shas["two"], changelog=False,
                                       max_tasks=1))
    row = json.loads(out.read_text())
    assert report.tasks == 1 and row["commit"] == shas["two"] and row["changelog_lines"] == 0


def test_message_cleaning() -> None:
    assert mine.clean_message("Fix {func}`edit` for paths (#3781)\n\nSee :issue:`12` and {pr}`9`.\n\n"
                              "Fixes #12, #13\nCo-authored-by: A <a@b.c>\n") == "Fix `edit` for paths\n\nSee  and ."
    assert mine.is_test_path("src/__tests__/a.test.ts") and mine.is_test_path("pkg/x_test.go")
    assert not mine.is_source("docs/conf.py") and not mine.is_source("CHANGES.rst") and mine.is_source("src/a.py")


def test_cli_writes_tasks(make_repo: MakeRepo, tmp_path: Path) -> None:
    path, _ = _history(make_repo)
    out = tmp_path / "cli.jsonl"
    proc = smp("bench", "mine", "--repo", str(path), "--name", "acme/app", "--out", str(out), "--json", cwd=tmp_path)
    result = json.loads(proc.stdout)
    assert result["tasks"] == 2 and result["status"] == "ok"
    assert len(out.read_text().splitlines()) == 2
    refused = smp("bench", "mine", "--repo", str(tmp_path), "--out", str(out), cwd=tmp_path, check=False)
    assert refused.returncode == 2 and "owner/name" in refused.stderr
