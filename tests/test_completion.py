"""Shell completion (``git smp completion bash|zsh|fish``) in the real shells, through git's
own completion: ``git smp <TAB>`` completes subcommands and options."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from .helpers import smp

GIT_BASH = Path("/usr/share/bash-completion/completions/git")
GIT_FISH = Path("/usr/share/fish/completions/git.fish")

BASH_DRIVER = r"""
source "$GIT_BASH"
source "$SCRIPT"
t() {
    COMP_LINE="$1"; COMP_POINT=${#COMP_LINE}
    read -ra COMP_WORDS <<< "$COMP_LINE"
    [[ $COMP_LINE == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
    $2
    echo "$1 => ${COMPREPLY[*]}"
}
t "git smp ca" __git_wrap__git_main
t "git smp callers --l" __git_wrap__git_main
t "git -C . smp mem" __git_wrap__git_main
t "git smp memory " __git_wrap__git_main
t "git sm" __git_wrap__git_main
t "git-smp rec" __git_smp_direct
t "git smp completion " __git_wrap__git_main
"""


def _script(repo: Path, shell: str, tmp_path: Path) -> Path:
    path = tmp_path / f"git-smp.{shell}"
    path.write_text(smp("completion", shell, cwd=repo).stdout)
    return path


def _lines(text: str) -> dict[str, str]:
    return dict(line.split(" => ", 1) for line in text.splitlines() if " => " in line)


@pytest.mark.skipif(not GIT_BASH.is_file(), reason=f"git's bash completion ({GIT_BASH}) is not installed")
def test_bash_completes_through_gits_completion(repo_path: Path, tmp_path: Path) -> None:
    script = _script(repo_path, "bash", tmp_path)
    proc = subprocess.run(["bash", "--norc", "--noprofile", "-c", BASH_DRIVER], cwd=repo_path, capture_output=True,
                          text=True, check=True, env={**_env(), "GIT_BASH": str(GIT_BASH), "SCRIPT": str(script)})
    got = _lines(proc.stdout)
    assert got["git smp ca"].split() == ["callees", "callers"]
    assert got["git smp callers --l"].split() == ["--limit"]
    assert got["git -C . smp mem"].split() == ["memory"]
    assert {"branch", "log", "merge", "timeline"} <= set(got["git smp memory "].split())
    assert "smp" in got["git sm"].split()
    assert got["git-smp rec"].split() == ["recall"]
    assert got["git smp completion "].split() == ["bash", "fish", "zsh"]


@pytest.mark.skipif(shutil.which("fish") is None, reason="fish is not installed (Debian package fish)")
def test_fish_completes_git_smp(repo_path: Path, tmp_path: Path) -> None:
    script = _script(repo_path, "fish", tmp_path)
    source_git = f"source {GIT_FISH}; " if GIT_FISH.is_file() else ""
    commands = "; ".join(f"echo '{line} =>' (complete -C'{line}' | string split -f1 \\t)"
                         for line in ("git smp ca", "git smp callers --l", "git-smp rec", "git sm"))
    proc = subprocess.run(["fish", "--no-config", "-c", f"{source_git}source {script}; {commands}"], cwd=repo_path,
                          capture_output=True, text=True, check=True, env=_env())
    got = _lines(proc.stdout)
    assert got["git smp ca"].split() == ["callees", "callers"]
    assert got["git smp callers --l"].split() == ["--limit"]
    assert got["git-smp rec"].split() == ["recall"]
    assert "smp" in got["git sm"].split()


ZSH_DRIVER = r"""
zmodload zsh/zpty
zpty z 'zsh -f -i'
zpty -w z 'PS1="%% "; autoload -Uz compinit; compinit -u -D; source "$SCRIPT"; setopt nobeep'
zpty -w -n z $'git smp ca\t'
integer i
for i in {1..100}; do
    zpty -r -t z chunk && out+=$chunk
    [[ $out == *'git smp calle'* ]] && break
    sleep 0.2
done
zpty -d z
[[ $out == *'git smp calle'* ]] && print completed || print -r -- "$out"
"""


@pytest.mark.skipif(shutil.which("zsh") is None, reason="zsh is not installed (Debian package zsh)")
def test_zsh_completes_through_gits_completion(repo_path: Path, tmp_path: Path) -> None:
    script = _script(repo_path, "zsh", tmp_path)
    proc = subprocess.run(["zsh", "-f", "-c", ZSH_DRIVER], cwd=repo_path, capture_output=True, text=True,
                          check=False, env={**_env(), "SCRIPT": str(script)}, timeout=120)
    assert proc.stdout.strip().endswith("completed"), proc.stdout[-2000:] + proc.stderr[-2000:]


def test_completion_needs_a_known_shell(repo_path: Path) -> None:
    proc = smp("completion", "tcsh", cwd=repo_path, check=False)
    assert proc.returncode == 2 and "bash" in proc.stderr


def _env() -> dict[str, str]:
    return dict(os.environ)
