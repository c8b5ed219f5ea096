"""The eBPF collector on native code: a call through a function pointer that static analysis misses.

Runs where the collector can (root, BCC's Python bindings, tracefs, kernel headers: what
``services/sandbox/ebpf.py`` checks) and a C compiler exists; otherwise it is skipped
with the reason detected.  The program is built on the host, run inside a namespaces
sandbox, and probed with uprobes on the host's copy of the file (the sandbox's
copy-on-write view of it is the same file).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from smriti_git.services.sandbox import ebpf, namespaces

from .helpers import MakeRepo, smp

PROGRAM = """#include <stdio.h>

typedef int (*op)(int);

__attribute__((noinline)) int twice(int x) { return 2 * x; }

__attribute__((noinline)) int inc(int x) { return x + 1; }

__attribute__((noinline)) int apply(op f, int x) { return f(x); }

int main(int argc, char **argv) {
    int sum = 0;
    for (int i = 0; i < 5; i++) {
        sum += apply(argc > 1 ? twice : inc, i);
    }
    sum += inc(1);
    printf("%d\\n", sum);
    return 0;
}
"""


def _missing() -> str | None:
    reason = ebpf.unavailable() or namespaces.unavailable()
    if reason:
        return reason
    if shutil.which("cc") is None:
        return "no C compiler (cc) to build the program under test"
    return None


REASON = _missing()
pytestmark = pytest.mark.skipif(REASON is not None, reason=f"eBPF collector unavailable: {REASON}")


def test_uprobes_pair_native_callers_and_callees(make_repo: MakeRepo) -> None:
    repo = make_repo("native", files={"prog.c": PROGRAM, ".gitignore": "prog\n"})
    smp("init", cwd=repo)
    subprocess.run(["cc", "-O1", "-o", "prog", "prog.c"], cwd=repo, check=True)
    static = json.loads(smp("--json", "callees", "apply", cwd=repo).stdout)
    assert static["neighbors"] == []                                  # f(x): static analysis cannot tell
    proc = smp("--json", "sandbox", "run", "--runtime", "namespaces", "--ebpf", "prog", "--", "./prog", "twice",
               cwd=repo)
    result: dict[str, Any] = json.loads(proc.stdout)
    assert result["stdout"] == "22\n" and result["trace"]["collectors"] == ["ebpf-uprobe"]
    found = {(e["src"], e["dst"]): e for e in result["trace"]["listed"]}
    pointer = found[("prog.c::apply()", "prog.c::twice()")]
    assert pointer["count"] == 5 and pointer["static"] == "new" and pointer["collector"] == "ebpf-uprobe"
    assert found[("prog.c::main()", "prog.c::apply()")]["count"] == 5
    assert found[("prog.c::main()", "prog.c::inc()")] == {**found[("prog.c::main()", "prog.c::inc()")], "count": 1,
                                                          "static": "confirmed"}
    callees = json.loads(smp("--json", "callees", "apply", cwd=repo).stdout)
    assert [(n["id"], n["count"]) for n in callees["runtime"]] == [("prog.c::twice()", 5)]


def test_status_says_whether_ebpf_can_run(tmp_path: Path, make_repo: MakeRepo) -> None:
    repo = make_repo("plain")
    smp("init", cwd=repo)
    runtimes = {r["name"]: r for r in json.loads(smp("--json", "sandbox", "status", cwd=repo).stdout)["runtimes"]}
    assert runtimes["ebpf"]["available"] is True and runtimes["ebpf"]["reason"] is None
