"""The Go yardstick (``bench/yardstick_go.py``) on a tiny Go module in a real git repository:
go/types' answers (``bench/yardstick_go/main.go``, built with the installed toolchain) matched
site by site with the linker's, the scores, the left-out sites and a hand label applied.
Skipped, saying why, where no Go toolchain is installed (Debian: ``apt-get install golang-go``)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import git, write_files

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(shutil.which("go") is None,
                                reason="no Go toolchain (go/types is the reference): apt-get install golang-go")

MODULE = {
    "go.mod": "module example.com/tiny\n\ngo 1.18\n",
    "shapes/shapes.go": """\
package shapes

type Square struct{ Side int }

func New(n int) *Square { return &Square{Side: n} }

func (s *Square) Area() int { return s.Side * s.Side }
""",
    "main.go": """\
package main

import (
	"fmt"

	"example.com/tiny/shapes"
)

func main() {
	s := shapes.New(2)
	fmt.Println(s.Area())
	var f func() int = s.Area
	f()
	t := shapes.Square{Side: 1}
	t.Area()
	double(3)
	_, sq := pair()
	sq.Area()
}

func double(x int) int { return 2 * x }

func pair() (int, *shapes.Square) { return 1, shapes.New(1) }
""",
    "main_test.go": "package main\n\nimport \"testing\"\n\nfunc TestDouble(t *testing.T) { double(1) }\n",
}


def test_yardstick_scores_a_tiny_module_against_go_types(tmp_path: Path) -> None:
    repo = tmp_path / "tiny"
    repo.mkdir()
    git("init", "-q", "-b", "main", cwd=repo)
    git("config", "user.name", "t", cwd=repo)
    git("config", "user.email", "t@example.com", cwd=repo)
    write_files(repo, MODULE)
    git("add", "-A", cwd=repo)
    git("commit", "-qm", "tiny", cwd=repo)
    labels = tmp_path / "labels.json"
    labels.write_text(json.dumps({"tiny": {"main.go:18:4": {
        "category": "out-of-scope", "why": "the second result of a call: not typed by the index (a test label)"}}}))
    out = tmp_path / "out" / "result"
    env = {**os.environ, "SMP_BENCH_WORK": str(tmp_path / "work"), "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "yardstick_go.py"), "--source",
                           f"tiny={repo / '.git'}@main", "--labels", str(labels), "--out", str(out)],
                          cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    rows = {r["form"]: r for r in json.loads(out.with_suffix(".json").read_text())["results"]}
    call, literal = rows["call"], rows["literal"]
    assert call["files"] == 2 and call["type_errors"] == []  # main_test.go is not scored
    # New x2, Area x3, double, pair in the module (sq.Area labelled out of scope); Println outside;
    # f() calls a variable (left out)
    assert call["reference"] == {"in-repo": 6, "out-of-scope": 1, "external": 1, "value": 1}
    assert call["labels"] == 1 and call["reference_in_repo"] == 6
    assert call["correct"] == call["resolved"] == 6 and call["precision"] == call["recall"] == 1.0
    assert call["recall_unlabelled"] >= 0.857  # 6 of 7 before the label (rounded to 4 places)
    assert literal["reference"] == {"in-repo": 2} and literal["correct"] == 2  # Square{} in both files
    report = out.with_suffix(".md").read_text()
    assert "| tiny |" in report and "main.go:18:4 sq.Area: out-of-scope: the second result" in report
