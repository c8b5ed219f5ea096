"""The wheel holds one import name (``smriti_git``), the schemas and the man page."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TOP_LEVEL = {"pyproject.toml", "README.md", "smriti_git", "refs_schema", "sandbox", "cli", "tests", "bench",
             "docs", "LICENSE", "Makefile", ".ci"}


def test_wheel_contents(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
                    "-w", str(tmp_path), str(ROOT)], check=True, capture_output=True)
    (wheel,) = tmp_path.glob("smriti_git-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    tops = {n.split("/")[0] for n in names}
    assert {t for t in tops if not t.endswith((".dist-info", ".data"))} == {"smriti_git"}
    schemas = {n for n in names if n.startswith("smriti_git/_refs_schema/") and n.endswith(".schema.json")}
    committed = {f"smriti_git/_refs_schema/{p.relative_to(ROOT / 'refs_schema')}"
                 for p in (ROOT / "refs_schema").glob("*/*.schema.json")}
    assert schemas == committed
    assert any(n.endswith(".data/data/share/man/man1/git-smp.1") for n in names)
    shipped = {n for n in names if n.startswith("smriti_git/surfaces/ui_assets/")}
    assets = ROOT / "smriti_git" / "surfaces" / "ui_assets"
    assert {f"smriti_git/surfaces/ui_assets/{p.name}" for p in assets.iterdir()} == shipped, "the web explorer ships"
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    assert "git-smp = smriti_git.surfaces.cli:main" in zipfile.ZipFile(wheel).read(entry_points).decode()


def test_repository_top_level_is_as_documented() -> None:
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    tops = {line.split("/")[0] for line in tracked.splitlines() if line}
    extra = {t for t in tops - TOP_LEVEL if not t.startswith(".")}
    assert not extra, f"unexpected top-level entries: {sorted(extra)}"


def _readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = text.split("```sh\n")[1:3]
    return [block.split("```")[0].strip() for block in blocks]


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    main_job, test_command = _readme_commands()
    assert "pip install" in main_job and "pytest" in test_command
    assert test_command in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
