#!/bin/sh
# smriti-git @HOOK@ hook, installed by `git smp install-hooks` (remove: `git smp install-hooks --remove`).
# A hook that was here before runs first, with the same arguments and input; its exit
# status is kept. Then the code graph is brought up to date in the background, so that
# git itself is never slowed down.
hook_dir=$(dirname "$0")
if [ -x "$hook_dir/@HOOK@.smp-chained" ]; then
    "$hook_dir/@HOOK@.smp-chained" "$@" || exit $?
fi
if command -v git-smp >/dev/null 2>&1; then
    (git smp index >/dev/null 2>&1 &)
fi
exit 0
