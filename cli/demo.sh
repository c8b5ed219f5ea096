#!/bin/sh
# The README's main job: show smriti-git working on the repository it is run in.
# Expects `git-smp` on PATH (the README puts .venv/bin there).
set -eu
echo "== git smp init";   git smp init
echo "== git smp status"; git smp status
echo "== git smp note put demo/hello";
git smp note put demo/hello "smriti-git stores this note as a git blob under refs/smp/notes/default" -t demo
echo "== git smp note get demo/hello"; git smp note get demo/hello
echo "== git smp note get demo/hello --json"; git smp note get demo/hello --json
echo "== the same record, read by plain git"
git cat-file -p refs/smp/notes/default:demo/hello
echo "== git smp status --json"; git smp status --json
