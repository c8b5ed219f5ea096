"""The Java yardstick (bench/yardstick_java.py) on a tiny Java project: javac's answers matched to
the linker's site by site, precision and recall as defined there.  Needs javac (the JDK)."""

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

pytestmark = pytest.mark.skipif(shutil.which("javac") is None,
                                reason="javac, the reference, is not installed (apt-get install default-jdk-headless)")

PROJECT = {
    "src/main/java/p/Shape.java": """\
package p;

public class Shape {
    public int area() { return 0; }
}

class Square extends Shape {
}
""",
    "src/main/java/p/Util.java": """\
package p;

public final class Util {
    static String fmt(String s) { return s; }
    static String fmt(int n) { return "" + n; }
    static String fmt(Object o) { return "" + o; }
    static Object thing() { return null; }
}
""",
    "src/main/java/p/App.java": """\
package p;

import org.missing.Lib;

public class App {
    enum Color { RED(1); Color(int n) {} }

    String run(String text) {
        Util.fmt("x");
        Util.fmt(3);
        Util.fmt(text.chars());
        new Square().area();
        text.isEmpty();
        Lib.go();
        Runnable r = new Runnable() { public void run() {} };
        return Util.fmt(text);
    }
}
""",
    "src/test/java/p/AppTest.java": """\
package p;

class AppTest {
    void test() { new App().run("t"); }
}
""",
}


def test_yardstick_on_a_tiny_java_project(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    git("init", "-q", cwd=repo)
    write_files(repo, PROJECT)
    git("add", "-A", cwd=repo)
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "java", cwd=repo)
    head = git("rev-parse", "HEAD", cwd=repo).strip()
    out = tmp_path / "out" / "result"
    env = {**os.environ, "SMP_BENCH_WORK": str(tmp_path / "work")}
    proc = subprocess.run([sys.executable, str(ROOT / "bench" / "yardstick_java.py"), "--source",
                           f"tiny={repo / '.git'}@{head}", "--out", str(out), "--details"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, proc.stderr
    (row,) = json.loads(out.with_suffix(".json").read_text())["results"]
    # Scored: the three main files, not the test.  javac's answers per site:
    #   in-repo: fmt("x"), fmt(3), fmt(text.chars()), new Square() (no constructor: the class), area(),
    #            fmt(text), Color's constructor via RED(1) is an enum constant (left out);
    #   external: chars(), isEmpty() (the JDK); unattributed: Lib.go() (org.missing is not on the class path);
    #   anonymous: new Runnable() {...}.
    assert row["files"] == 3 and row["tuned_on"] is False
    assert row["reference"] == {"anonymous class": 1, "enum constant": 1, "external": 2, "in-repo": 6,
                                "unattributed": 1}
    assert row["javac_errors"] >= 1  # the missing library
    # fmt(text.chars()): an IntStream, so fmt(Object) for javac; String.chars() is not among the JDK
    # methods whose results the linker knows: a miss
    assert row["reference_in_repo"] == 6 and row["correct"] == 5 and row["resolved"] == 5
    assert row["precision"] == 1.0 and row["recall"] == round(5 / 6, 4)
    assert row["misses"] == ["src/main/java/p/App.java:11:13 Util.fmt: ambiguous overload (right candidate); "
                             "reference ['src/main/java/p/Util.java::Util.fmt()~3']"]
    assert "| tiny | javac | no | 3 |" in out.with_suffix(".md").read_text()
