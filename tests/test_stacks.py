"""``git smp stack`` and the frames ``context`` reads from a query: parsing in linear time
on adversarial text of the largest accepted size, bounded and saying so, every frame
style still read, and a frame's function name winning over a line that drifted."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from smriti_git.operations.registry import MAX_TEXT
from smriti_git.services import stacks
from smriti_git.services.retrieval.understand import MAX_QUERY_CHARS, understand

from .helpers import git, smp

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench" / "stack_parse_speed.py"
LIMIT = 120
"""Seconds one call on 1 MiB may take before the test fails: a bound, not a timing (the
old patterns took 41 s on 63,000 characters, and grew quadratically or worse)."""
CHECK_LIMIT = 600
"""The same bound for the bench's check mode: 86 inputs of 1 MiB, each parsed and understood."""


def run(argv: list[str], cwd: Path, input: str | None = None,
        limit: int = LIMIT) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(argv, cwd=cwd, input=input, capture_output=True, text=True, timeout=limit,
                              check=False, env=os.environ.copy())
    except subprocess.TimeoutExpired:
        pytest.fail(f"{' '.join(argv[:3])} did not finish within {limit} s on a {len(input or '')}-character input")


def test_bench_smoke_times_old_and_new_on_every_input(tmp_path: Path) -> None:
    proc = run([sys.executable, str(BENCH), "--smoke", "--out", str(tmp_path / "speed")], ROOT, limit=CHECK_LIMIT)
    assert proc.returncode == 0, proc.stderr[-2000:]
    rows = json.loads((tmp_path / "speed.json").read_text())["rows"]
    inputs = {r["input"] for r in rows}
    assert {"a.b", "dots", "newlines", "python File", "csharp :line", "ruby", "nesting", "python frames"} <= inputs
    assert len(rows) == 4 * len(inputs), "each input, as one line and wrapped, through stack and query parsing"
    assert all(r["new_big_s"] >= 0 and r["old_s"] for r in rows)
    assert "| a.b | one line | stack |" in (tmp_path / "speed.md").read_text()


def test_every_adversarial_input_of_one_mib_parses_sanely() -> None:
    """The bench's check mode parses and understands each input at 1 MiB with the
    library's code and asserts the results are sane (frames well formed, limits kept,
    the cut reported); it must finish."""
    proc = run([sys.executable, str(BENCH), "--check", str(MAX_TEXT)], ROOT, limit=CHECK_LIMIT)
    assert proc.returncode == 0, proc.stderr[-2000:]
    done = json.loads(proc.stdout)
    assert done["python frames (one line)"]["frames"] == stacks.MAX_FRAMES
    assert all(v["cut"] and v["query_cut"] for v in done.values()), "every 1 MiB input was cut, and said so"


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An indexed repository: a Python file of three functions, a JavaScript file of two
    classes that both have a ``run`` method."""
    parent = tmp_path_factory.mktemp("stacks")
    path = parent / "app"
    git("init", "-q", str(path), cwd=parent)
    (path / "app.py").write_text(APP_PY)
    (path / "svc.js").write_text(SVC_JS)
    git("add", "-A", cwd=path)
    git("commit", "-qm", "app", cwd=path)
    smp("init", cwd=path)
    smp("index", cwd=path)
    return path


APP_PY = """\
def wsgi_app(environ):
    return handle(environ)


def handle(environ):
    value = environ.get("x")
    return value


def other():
    return 3
"""

SVC_JS = """\
class A {
  run() {
    return 1;
  }
}

class B {
  run() {
    return 2;
  }
}

function helper() {
  return 3;
}
"""


def one_mib(unit: str) -> str:
    return (unit * (MAX_TEXT // len(unit) + 1))[:MAX_TEXT]


def test_stack_context_and_locate_take_one_mib_of_adversarial_text(app: Path) -> None:
    smp_ = ["git", "smp"]
    dotted = one_mib("a.b")
    frames = one_mib('  File "/srv/app.py", line 6, in handle\n')
    out = json.loads(run([*smp_, "stack", "--json"], app, dotted).stdout)
    assert out["status"] == "not_found" and out["frames"] == []
    assert f"only the first {stacks.MAX_TRACE_CHARS} of {MAX_TEXT} characters were read" in out["message"]
    assert out["unmatched"][0].endswith("characters: too long for a frame)")
    out = json.loads(run([*smp_, "stack", "--json"], app, frames).stdout)
    assert out["resolved"] == stacks.MAX_FRAMES and out["status"] == "partial"
    assert {f["symbol"]["id"] for f in out["frames"]} == {"app.py::handle()"}
    assert f"stopped at {stacks.MAX_FRAMES} frames" in out["message"]
    for query in (dotted, frames, one_mib("\n")[:-16] + "ValueError: boom"):
        for command in ("context", "locate"):
            proc = run([*smp_, command, "--json"], app, query)
            assert proc.returncode in (0, 1), proc.stderr
            out = json.loads(proc.stdout)
            assert out["message"].startswith("read the query's first"), out.get("message")
    out = json.loads(run([*smp_, "context", "--json"], app, frames).stdout)
    assert out["symbols"][0]["id"] == "app.py::handle()", "the frames still lead to the code"


@pytest.mark.parametrize(("line", "expected"), [
    ('  File "/srv/app/x.py", line 12, in run', ("python", "/srv/app/x.py", 12, "run")),
    ("\tat com.example.Foo.bar(Foo.java:42)", ("java", "Foo.java", 42, "com.example.Foo.bar")),
    ("   at Ns.Type.Method(String s) in C:\\src\\File.cs:line 42", ("csharp", "C:/src/File.cs", 42, "Ns.Type.Method")),
    ("    at Object.<anonymous> (/home/u/app/index.js:10:5)",
     ("node", "/home/u/app/index.js", 10, "Object.<anonymous>")),
    ("/app/lib/foo.rb:12:in `block in bar'", ("ruby", "/app/lib/foo.rb", 12, "block in bar")),
    ("#0 /var/www/src/Foo.php(12): App\\Foo->bar()", ("php", "/var/www/src/Foo.php", 12, "App\\Foo->bar")),
    ("   at src/main.rs:10:5", ("rust", "src/main.rs", 10, None)),
    ("\t/home/u/go/src/x/main.go:12 +0x1d", ("go", "/home/u/go/src/x/main.go", 12, None)),
    ("src/app.c:12: error: boom", ("generic", "src/app.c", 12, None)),
])
@pytest.mark.parametrize("noise", ["", "a.b", ":", "(", 'File "', "at ", ") in ", ".rb:1:in `", "#1 "])
def test_each_frame_style_is_read_after_pathological_lines(line: str, expected: tuple[object, ...],
                                                            noise: str) -> None:
    noisy = (noise * (stacks.MAX_LINE_CHARS // max(1, len(noise))))[:stacks.MAX_LINE_CHARS] if noise else ""
    trace = stacks.parse_frames(f"{noisy}\n{noisy}\n{line}\n")
    assert [(f.format, f.path, f.line, f.function) for f in trace.frames] == [expected]
    assert len(trace.other) == (2 if noise else 0) and trace.cut == ""
    assert [(f.format, f.path, f.line) for f in understand(f"{noisy}\n{line}\n").frames] == [expected[:3]]


def test_frame_styles_with_pathological_repetitions_inside_the_line() -> None:
    """What the old patterns found on these lines (slowly), except Ruby's: a function name
    no longer spans a backtick, so the old answer (``a.rb:1`` in a "function" of 1,100
    characters) became the frame the line ends with."""
    cases = {
        'File "' * 300 + 'x.py", line 3, in f': ("python", "x.py", 3, "f"),
        "at " + "a." * 500 + "b(B.java:1)": ("java", "B.java", 1, "a." * 500 + "b"),
        "at a(" + ") in " * 300 + "x.cs:line 7": ("csharp", "x.cs", 7, "a"),
        "at " * 300 + "x.js:4": ("node", "x.js", 4, "at"),
        "a.rb:1:in `" * 100 + "x.rb:2:in `f'": ("ruby", "`x.rb", 2, "f"),
        "#1 " * 300 + "a.php(3)": ("php", "a.php", 3, None),
        "at " * 300 + "a.rs:5": ("rust", "a.rs", 5, None),
        "a.b" * 300 + " src/x.c:9": ("generic", "src/x.c", 9, None),
    }
    for line, expected in cases.items():
        trace = stacks.parse_frames(line)
        assert [(f.format, f.path, f.line, f.function) for f in trace.frames] == [expected], line[:40]


def test_numbers_too_long_for_a_line_are_not_frames() -> None:
    """``int()`` refuses more than 4,300 digits: such a number used to crash the parse."""
    trace = stacks.parse_frames("x.py:" + "1" * 5000 + '\nFile "a.py", line 12345678901, in f\n')
    assert trace.frames == [] and len(trace.other) == 2


def test_limits_are_kept_and_reported() -> None:
    long_line = "y" * (stacks.MAX_LINE_CHARS + 1)
    trace = stacks.parse_frames(f"{long_line}\n" + "noise\n" * (stacks.MAX_UNMATCHED + 5))
    assert trace.other[0] == f"{'y' * stacks.SHOWN_CHARS}… ({len(long_line)} characters: too long for a frame)"
    assert len(trace.other) == stacks.MAX_UNMATCHED
    assert trace.cut == f"listed {stacks.MAX_UNMATCHED} of the {stacks.MAX_UNMATCHED + 6} lines that are not frames"
    frames = 'File "a.py", line 1, in f\n' * (stacks.MAX_FRAMES + 3)
    trace = stacks.parse_frames(frames)
    assert len(trace.frames) == stacks.MAX_FRAMES
    assert trace.cut == f"stopped at {stacks.MAX_FRAMES} frames, the most one trace may have: 3 more non-blank " \
                        "lines were not parsed"
    text = "a\n" * (stacks.MAX_TRACE_CHARS // 2 + 10)
    assert stacks.parse_frames(text).cut.startswith(f"only the first {stacks.MAX_TRACE_CHARS - 1} of {len(text)} ")
    assert understand("b\n" * (MAX_QUERY_CHARS // 2 + 1)).cut.startswith("read the query's first")
    assert understand("b\n" * (MAX_QUERY_CHARS // 2)).cut == ""


def frame(app: Path, trace: str) -> Any:
    return json.loads(smp("stack", "--json", cwd=app, input=trace).stdout)["frames"][0]


def test_the_frames_function_name_wins_over_a_line_in_another_function(app: Path) -> None:
    trace = '  File "/srv/app.py", line 6, in wsgi_app\n'
    got = frame(app, trace)
    assert got["symbol"]["id"] == "app.py::wsgi_app()"
    assert "line 6 is in 'handle'" in got["note"] and "resolved by the name to app.py::wsgi_app()" in got["note"]
    text = smp("stack", cwd=app, input=trace).stdout
    assert "wsgi_app" in text.splitlines()[0] and "resolved by the name" in text
    # The line and the name agree: no note.
    got = frame(app, 'File "app.py", line 6, in handle\n')
    assert got["symbol"]["id"] == "app.py::handle()" and got["note"] == ""
    # A name the file does not define: the line decides, and the note says why.
    got = frame(app, 'File "app.py", line 6, in gone\n')
    assert got["symbol"]["id"] == "app.py::handle()" and "defines no 'gone' in this file" in got["note"]
    # A line outside every definition, in a frame that names one: the name still wins.
    got = frame(app, 'File "app.py", line 9, in other\n')
    assert got["symbol"]["id"] == "app.py::other()" and "is in no definition" in got["note"]


def test_the_owner_in_a_frame_picks_among_methods_of_one_name(app: Path) -> None:
    trace = "    at B.run (/srv/svc.js:14:3)\n    at A.run (/srv/svc.js:14:3)\n    at run (/srv/svc.js:14:3)\n"
    out = json.loads(smp("stack", "--json", cwd=app, input=trace).stdout)
    ids = [f["symbol"]["id"] for f in out["frames"]]
    assert ids[:2] == ["svc.js::B.run()", "svc.js::A.run()"]
    assert ids[2] == "svc.js::B.run()" and "the nearest of 2 so named" in out["frames"][2]["note"]
