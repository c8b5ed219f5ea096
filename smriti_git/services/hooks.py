"""``git smp install-hooks``: keep the code graph current after commits, merges,
checkouts and rewrites.

The hooks go where git looks for them (``core.hooksPath`` honoured).  A hook the user
already has is never replaced: it is moved aside to ``<name>.smp-chained`` and the
smriti-git hook runs it first, with the same arguments and input, keeping its exit
status.  ``--remove`` puts the user's hooks back.  The template is ``cli/hooks/hook.sh``.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from smriti_git.storage.repo import Repo

HOOKS = ("post-commit", "post-merge", "post-checkout", "post-rewrite")
CHAINED = ".smp-chained"


@dataclass
class HookAction:
    hook: str
    path: str
    action: str      # installed | chained | updated | conflict | removed | restored | absent


def _template(hook: str) -> str:
    text = (resources.files("smriti_git") / "_hooks" / "hook.sh").read_text(encoding="utf-8")
    return text.replace("@HOOK@", hook)


def hooks_dir(repo: Repo) -> Path:
    out = repo.git_cmd(["rev-parse", "--path-format=absolute", "--git-path", "hooks"]).strip()
    return Path(out)


def _is_ours(path: Path, hook: str) -> bool:
    try:
        return f"smriti-git {hook} hook" in path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False


def install(repo: Repo) -> list[HookAction]:
    folder = hooks_dir(repo)
    folder.mkdir(parents=True, exist_ok=True)
    actions = []
    for hook in HOOKS:
        path = folder / hook
        if path.exists() and _is_ours(path, hook):
            action = "updated"
        elif path.exists() or path.is_symlink():
            chained = folder / f"{hook}{CHAINED}"
            if chained.exists():
                # The user replaced our hook after an earlier install: never overwrite either.
                actions.append(HookAction(hook, str(path), "conflict"))
                continue
            path.rename(chained)
            action = "chained"
        else:
            action = "installed"
        tmp = folder / f".{hook}.smp-tmp"
        tmp.write_text(_template(hook), encoding="utf-8")
        tmp.chmod(0o755)
        tmp.replace(path)
        actions.append(HookAction(hook, str(path), action))
    return actions


def remove(repo: Repo) -> list[HookAction]:
    folder = hooks_dir(repo)
    actions = []
    for hook in HOOKS:
        path = folder / hook
        chained = folder / f"{hook}{CHAINED}"
        if path.exists() and _is_ours(path, hook):
            path.unlink()
            if chained.exists():
                chained.rename(path)
                actions.append(HookAction(hook, str(path), "restored"))
            else:
                actions.append(HookAction(hook, str(path), "removed"))
        else:
            actions.append(HookAction(hook, str(path), "absent"))
    return actions
