"""Lint and type gates, so that the one test command also enforces them."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False)


def test_ruff_is_clean() -> None:
    proc = _run("ruff", "check", ".")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_mypy_strict_is_clean() -> None:
    proc = _run("mypy")
    assert proc.returncode == 0, proc.stdout + proc.stderr


# The layer order of docs/architecture.md, lowest first; the shared modules are open to all.
LAYERS = ["storage", "model", "index", "cache", "services", "evaluation", "operations", "surfaces"]
SHARED = {"smriti_git", "smriti_git.errors", "smriti_git.progress", "smriti_git.bounded"}


def _layer(module: str) -> int:
    parts = module.split(".")
    if module in SHARED or len(parts) < 2 or parts[1] not in LAYERS:
        return -1
    return LAYERS.index(parts[1])


def _imports(path: Path, module: str) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = module.split(".")[: -node.level] if path.name != "__init__.py" else \
                    module.split(".")[: len(module.split(".")) - node.level + 1]
                base = ".".join([*package, base] if base else package)
            found.append((node.lineno, base))
    return [(line, name) for line, name in found if name.startswith("smriti_git")]


def test_no_module_imports_from_a_higher_layer() -> None:
    package = ROOT / "smriti_git"
    upward = []
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        module = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        for line, target in _imports(path, module):
            if _layer(target) > _layer(module) >= 0 or (_layer(module) == -1 and _layer(target) >= 0
                                                        and module != "smriti_git"):
                upward.append(f"{path.relative_to(ROOT)}:{line} imports {target}")
    assert not upward, "imports against the layer order of docs/architecture.md:\n" + "\n".join(upward)


def test_architecture_names_every_module() -> None:
    """docs/architecture.md says who owns what: every module must have its row."""
    package = ROOT / "smriti_git"
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    missing = [str(p.relative_to(package)) for p in sorted(package.rglob("*.py"))
               if f"`{p.relative_to(package)}`" not in text]
    assert not missing, f"docs/architecture.md has no row for: {', '.join(missing)}"


def test_operations_only_call_services() -> None:
    """Operations stay thin: no cache, indexer or storage import (type-only imports aside)."""
    offenders = []
    for path in sorted((ROOT / "smriti_git" / "operations").glob("*.py")):
        if path.name == "registry.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        typing_only = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If)
                       and "TYPE_CHECKING" in ast.unparse(node.test) for n in ast.walk(node)}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and id(node) not in typing_only and node.module and \
                    node.module.startswith(("smriti_git.cache", "smriti_git.index", "smriti_git.storage")):
                offenders.append(f"{path.name}: from {node.module} import ...")
    assert not offenders, offenders


def _module_graph() -> dict[str, set[str]]:
    """Module-level imports between smriti_git's modules (``from pkg import sub`` names the
    submodule ``pkg.sub``); imports inside functions and ``if TYPE_CHECKING`` are left out."""
    package = ROOT / "smriti_git"
    modules = {}
    for path in package.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                subs = [f"{node.module}.{a.name}" for a in node.names if f"{node.module}.{a.name}" in modules]
                targets = subs if len(subs) == len(node.names) else [node.module, *subs]
            graph[name].update(t for t in targets if t in modules and t != name)
    return graph


def test_no_import_cycles() -> None:
    """No two modules import each other, directly or through others (at module level)."""
    graph = _module_graph()
    cycles = []
    for start in sorted(graph):
        stack, seen = [(start, [start])], {start}
        while stack:
            node, trail = stack.pop()
            for nxt in sorted(graph[node]):
                if nxt == start:
                    cycles.append(" -> ".join([*trail, start]))
                elif nxt not in seen:
                    seen.add(nxt)
                    stack.append((nxt, [*trail, nxt]))
    assert not cycles, "import cycles:\n" + "\n".join(sorted(set(cycles))[:20])


def test_long_modules_say_why() -> None:
    """A module well over 600 lines says at its top why it is that long."""
    unexplained = []
    for path in sorted((ROOT / "smriti_git").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        doc = ast.get_docstring(ast.parse(source)) or ""
        if source.count("\n") > 650 and "longer than" not in doc:
            unexplained.append(f"{path.relative_to(ROOT)} ({source.count(chr(10))} lines)")
    assert not unexplained, "modules over 650 lines without a 'longer than ...' reason: " + ", ".join(unexplained)
