"""``git smp completion bash|zsh|fish``: shell completion that hooks into git's own.

Completions come from click (``surfaces/cli.py`` runs the CLI with the completion
variable ``_GIT_SMP_COMPLETE``: click would derive ``_GIT SMP_COMPLETE``, with a space,
from the program name).  What this module adds is the glue to each shell's *git*
completion, so that ``git smp <TAB>`` completes subcommands and options:

* **bash**: git's ``git-completion.bash`` calls ``_git_smp`` for ``git smp …`` (and
  loads it lazily from a ``git-smp`` file in bash-completion's completions folder).
  The function hands click the words after ``smp`` and turns its answer into
  ``COMPREPLY``; ``git-smp …`` typed directly completes too.
* **zsh**: zsh's ``_git`` completes a user command ``smp`` (declared with the
  ``user-commands`` style) through a function ``_git-smp``.
* **fish**: a ``complete -c git`` rule for the ``smp`` subcommand, and one for ``git-smp``.
"""

from __future__ import annotations

import click

VARIABLE = "_GIT_SMP_COMPLETE"
"""The environment variable that asks the CLI for completions."""

BASH = r"""# git smp completion for bash: install with
#   mkdir -p ~/.local/share/bash-completion/completions
#   git smp completion bash > ~/.local/share/bash-completion/completions/git-smp
# (git's completion loads it the first time you type git smp <TAB>), or source it from ~/.bashrc.
__git_smp_complete() {
    # $1: index in ${words[@]} of the word that stands for the program (smp, or git-smp)
    local IFS=$'\n' response completion type value
    local -a rest=("${words[@]:$(($1 + 1))}")
    response=$(env COMP_WORDS="git-smp ${rest[*]}" COMP_CWORD=$((cword - $1)) \
_GIT_SMP_COMPLETE=bash_complete git-smp 2>/dev/null)
    COMPREPLY=()
    for completion in $response; do
        IFS=',' read -r type value <<< "$completion"
        case $type in
            dir) compopt -o dirnames 2>/dev/null ;;
            file) compopt -o default 2>/dev/null ;;
            plain) COMPREPLY+=("$value") ;;
        esac
    done
}

_git_smp() {
    # called by git's completion for `git [options] smp ...`, with words and cword set
    local i smp=1
    for ((i = 1; i < cword; i++)); do
        if [[ ${words[i]} == smp ]]; then smp=$i; break; fi
    done
    __git_smp_complete "$smp"
}

__git_smp_direct() {
    local -a words=("${COMP_WORDS[@]}")
    local cword=$COMP_CWORD
    __git_smp_complete 0
}

complete -o nosort -F __git_smp_direct git-smp 2>/dev/null || complete -F __git_smp_direct git-smp
"""

ZSH = r"""# git smp completion for zsh: install with
#   git smp completion zsh > ~/.git-smp.zsh && echo 'source ~/.git-smp.zsh' >> ~/.zshrc
# (sourced after compinit).
zstyle ':completion:*:*:git:*' user-commands smp:'smriti-git: code graph and versioned memory'

_git-smp() {
    local -a response completions described
    local type key descr
    response=("${(@f)$(env COMP_WORDS="git-smp ${words[*]:1}" COMP_CWORD=$((CURRENT - 1)) \
_GIT_SMP_COMPLETE=zsh_complete git-smp 2>/dev/null)}")
    for type key descr in ${response}; do
        if [[ $type == plain ]]; then
            if [[ $descr == _ ]]; then completions+=("$key"); else described+=("$key":"$descr"); fi
        elif [[ $type == dir ]]; then _path_files -/
        elif [[ $type == file ]]; then _path_files -f
        fi
    done
    (( $#described )) && _describe -V unsorted described -U
    (( $#completions )) && compadd -U -V unsorted -a completions
    return 0
}

compdef _git-smp git-smp 2>/dev/null
"""

FISH = r"""# git smp completion for fish: install with
#   mkdir -p ~/.config/fish/conf.d && git smp completion fish > ~/.config/fish/conf.d/git-smp.fish
function __git_smp_complete
    set -l words (commandline -opc)
    set -l at (contains -i -- smp $words); or set at 1
    set -l rest $words[(math $at + 1)..-1]
    set -l response (env COMP_WORDS="git-smp $rest "(commandline -ct) COMP_CWORD=(commandline -ct) \
        _GIT_SMP_COMPLETE=fish_complete git-smp 2>/dev/null)
    for completion in $response
        set -l parts (string split -m 1 "," -- $completion)
        switch $parts[1]
            case plain
                echo $parts[2]
            case dir
                __fish_complete_directories $parts[2]
            case file
                __fish_complete_path $parts[2]
        end
    end
end

complete -c git -n '__fish_seen_subcommand_from smp' -f -a '(__git_smp_complete)'
complete -c git -n '__fish_use_subcommand' -f -a smp -d 'smriti-git: code graph and versioned memory'
complete -c git-smp -f -a '(__git_smp_complete)'
"""

SCRIPTS = {"bash": BASH, "zsh": ZSH, "fish": FISH}


def completion_command() -> click.Command:
    """``git smp completion SHELL``: a surface of its own (terminal only), not a registry operation."""

    @click.command("completion", context_settings={"max_content_width": 100})
    @click.argument("shell", type=click.Choice(sorted(SCRIPTS)))
    def completion(shell: str) -> None:
        """Print the shell completion script for SHELL (bash, zsh or fish).

        It hooks into git's own completion, so that `git smp <TAB>` completes commands and
        options. Install (bash): `git smp completion bash >
        ~/.local/share/bash-completion/completions/git-smp`. The script's first lines say how
        for each shell.
        """
        click.echo(SCRIPTS[shell], nl=False)

    return completion
