"""``bench/yardstick_clang.py`` on a tiny C project: clang's answer at every call site, mapped to
the callee's definition, against the linker's, with what is left out counted.  Needs libclang
(Debian ``clang`` and ``python3-clang``); skipped, saying so, where it is missing."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import git, write_files

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "bench" / "yardstick_clang.py"

FILES = {
    "util.h": "int helper(int x);\nint twice(int x);\n#define TWICE(x) (helper(x) + helper(x))\n"
              "static inline int sq(int x) { return x * x; }\n",
    "util.c": '#include "util.h"\nint helper(int x) { return x + 1; }\nstatic int local(int x) { return x; }\n'
              "int twice(int x) { return TWICE(x) + local(x); }\n",
    "main.c": '#include "util.h"\nint main(void) {\n  int (*fp)(int) = helper;\n'
              "  return helper(2) + sq(3) + fp(1) + twice(helper(4));\n}\n",
}


def _why_not() -> str | None:
    spec = importlib.util.spec_from_file_location("yardstick_clang_probe", SCRIPT)
    assert spec is not None and spec.loader is not None
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module   # its dataclasses look their module up
        spec.loader.exec_module(module)
        why: str | None = module.available()
        return why
    finally:
        sys.path.remove(str(ROOT / "bench"))
        sys.modules.pop(spec.name, None)


def _scored(tmp_path: Path, name: str, files: dict[str, str], lang: str) -> dict[str, object]:
    """``files`` committed to a repository of their own and scored by the yardstick's command line."""
    missing = _why_not()
    if missing:
        pytest.skip(missing)
    repo = tmp_path / name
    repo.mkdir()
    git("init", "-q", "-b", "main", cwd=repo)
    write_files(repo, dict(files))
    git("add", "-A", cwd=repo)
    git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "tiny", cwd=repo)
    head = git("rev-parse", "HEAD", cwd=repo).strip()
    out = tmp_path / "out" / "ys_"
    env = {**os.environ, "SMP_BENCH_WORK": str(tmp_path / "work")}
    proc = subprocess.run([sys.executable, str(SCRIPT), "--source", f"{name}={repo / '.git'}@{head}:{lang}",
                           "--out", str(out)], cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    (result,) = json.loads(out.with_name(f"ys_{lang}.json").read_text())["results"]
    assert name in out.with_name(f"ys_{lang}.md").read_text()
    assert isinstance(result, dict)
    return result


def test_the_clang_yardstick_scores_a_tiny_c_project(tmp_path: Path) -> None:
    result = _scored(tmp_path, "tiny", FILES, "c")
    # main.c: helper -> util.c (through the prototype), sq -> the header's static inline, twice,
    # helper in twice's argument; util.c: local.  fp(1) goes through a pointer, TWICE's two
    # helper calls are inside a macro expansion: both left out and counted.
    assert (result["reference_in_repo"], result["resolved"], result["correct"]) == (5, 5, 5)
    assert (result["precision"], result["recall"]) == (1.0, 1.0)
    assert result["left_out"] == {"inside a macro expansion": 2, "through a pointer or value (no declaration)": 1}


# A parameter's top-level ``const`` written in the definition only, beside a template argument's ``const``
# (``View<const char>``): libclang writes both into the definition's USR and only the second into the
# declaration's.  The reference still finds the definition.
CPP_FILES = {
    "sv.h": "template <class T> struct View { T* data; };\nusing StringView = View<const char>;\n"
            "int join(StringView a, StringView b);\n",
    "sv.cpp": '#include "sv.h"\nint join(StringView a, const StringView b) { return 0; }\n',
    "main.cpp": '#include "sv.h"\nint run() {\n  StringView a{}, b{};\n  return join(a, b);\n}\n',
}


def test_the_clang_yardstick_joins_a_definition_whose_parameter_is_const(tmp_path: Path) -> None:
    result = _scored(tmp_path, "tinycpp", CPP_FILES, "cpp")
    assert (result["reference_in_repo"], result["resolved"], result["correct"]) == (1, 1, 1)


# One macro invocation in a class body writes two constructors; two more delegate to them.  clang places both
# definitions at the invocation, where the index has both too: each site counts as one with several
# definitions, not as an edge to the first of them.
MACRO_MADE = {
    "err.h": "#include <string>\n#define ERROR_DEF(name) \\\n  name(std::string m, int c) {} \\\n"
             "  name(std::string m, long c, int d) {}\n"
             "struct Error {\n  ERROR_DEF(Error)\n  Error() : Error(\"x\", 1) {}\n"
             "  explicit Error(long c) : Error(\"y\", c, 3) {}\n};\n",
    "main.cpp": '#include "err.h"\nint run() { Error e; return 0; }\n',
}


def test_the_clang_yardstick_counts_overloads_one_macro_writes_as_several(tmp_path: Path) -> None:
    result = _scored(tmp_path, "tinymacro", MACRO_MADE, "cpp")
    assert result["reference_in_repo"] == 0
    assert sum(result["several_definitions"].values()) == 2


# A function of C linkage declared inside a namespace and defined outside it: one function (the linker joins
# them), though libclang's USR for the declaration names the namespace.
C_LINKAGE = {
    "lib.h": '#ifdef __cplusplus\nextern "C" {\n#endif\nint parse_all(int n);\n#ifdef __cplusplus\n}\n#endif\n',
    "lib.cpp": 'extern "C" int parse_all(int n) { return n; }\n',
    "main.cpp": 'namespace hv {\n#include "lib.h"\nint run() { return parse_all(2); }\n}\n',
}


def test_the_clang_yardstick_joins_a_c_function_declared_in_a_namespace(tmp_path: Path) -> None:
    result = _scored(tmp_path, "tinyclink", C_LINKAGE, "cpp")
    assert (result["reference_in_repo"], result["correct"]) == (1, 1)
