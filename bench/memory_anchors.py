"""Anchored facts over real history: does memory notice when the code under a fact changes?

Replays ``--commits`` consecutive first-parent commits of a real repository (default:
pallets/flask, 320 commits across its 2019 move to ``src/``).  At each commit the
repository is indexed (incrementally, from git objects) and a fact is recorded for each
of up to ``--per-commit`` symbols that commit added or changed, anchored to that
symbol's id and content hash, exactly as ``git smp remember --anchor`` does.  Every
``--every`` commits (and at the end) every fact recorded so far is checked through the
product's own path (the snapshot's graph cache and ``anchors.states``, what ``recall``
shows) and compared with two ground truths:

* **content hash** (what the issue defines): read from the snapshot's shards directly;
  the fact is *changed* when no symbol carries its anchored hash under its id.  A fact
  reported ``stale`` or ``orphaned`` is a positive; ``fresh`` or ``moved`` a negative.
* **line diff** (independent of the indexer): git's own diff of the anchored file
  between the recording commit and the checkpoint touches a line of the symbol's span
  (only for facts whose file is still at its path).  This one also counts whitespace-
  and comment-only edits, so its disagreements show what content-hash normalisation
  ignores.

Moves: a fact is *truly moved* when its id is gone and its hash lives under another id
(a file move, or a definition moved between scopes); it *survives* when memory reports
``moved`` with that id.  A fact whose id is gone while a symbol of the same kind and
qualified name lives in another file with different content (moved *and* edited) is a
*move with edits*: when that symbol is the only one, memory must follow it (``stale``,
``moved_to`` that id); when several share the name, it must stay ``orphaned`` with them
as candidates, never guess.

Usage: python bench/memory_anchors.py [--repo DIR] [--end REV] [--commits 320]
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))  # this checkout's smriti_git, not the one installed (a worktree measures its own code)

from index_speed import WORK, write_json, write_markdown  # noqa: E402

DEFAULT_REPO = Path("/work/.mirror/pallets+flask/repo")
# 100 first-parent commits after flask's "src-dir" merge (ab8d60d8, 2019-06-01).
DEFAULT_END_OFFSET = 536
ANCHORED_KINDS = frozenset({"function", "method", "class", "constant", "interface"})


@dataclass(frozen=True)
class Recorded:
    fact: str              # engram id
    symbol: str
    hash: str
    kind: str
    name: str
    path: str
    blob: str              # the file's blob at the recording commit
    start_line: int
    end_line: int
    commit: int            # replay position


def first_parent_range(git_dir: Path, end: str, count: int) -> list[str]:
    out = subprocess.run(["git", "--git-dir", str(git_dir), "rev-list", "--first-parent", f"--max-count={count}", end],
                         capture_output=True, text=True, check=True).stdout.split()
    return list(reversed(out))


def symbols_of(repo: object, snap: object) -> dict[str, tuple[str, str, str, str, str, int, int]]:
    """id -> (hash, kind, name, path, blob, start line, end line), read straight from the shards."""
    from smriti_git.services import snapshots
    out = {}
    for shard in snapshots.shards(repo, snap):  # type: ignore[arg-type]
        for s in shard.symbols:
            if s.kind in ANCHORED_KINDS:
                out[s.id] = (s.content_hash, s.kind, s.name, shard.path, shard.blob, s.span.start_line,
                             s.span.end_line)
    return out


def lines_touched(git: object, rec: Recorded, now_blob: str) -> bool:
    """Git's line diff of the anchored file (still at its path) touches the symbol's span."""
    import pygit2
    assert isinstance(git, pygit2.Repository)
    if now_blob == rec.blob:
        return False
    old, new = git[pygit2.Oid(hex=rec.blob)], git[pygit2.Oid(hex=now_blob)]
    assert isinstance(old, pygit2.Blob) and isinstance(new, pygit2.Blob)
    patch = pygit2.Patch.create_from(old, new, context_lines=0)
    for hunk in patch.hunks:
        start = hunk.old_start
        end = hunk.old_start + max(hunk.old_lines, 1) - 1
        if hunk.old_lines == 0:          # pure insertion after old_start
            if rec.start_line <= start < rec.end_line:
                return True
        elif start <= rec.end_line and end >= rec.start_line:
            return True
    return False


def replay(source: Path, end: str, commits: int, per_commit: int, every: int) -> dict[str, object]:
    from smriti_git.cache import graphdb
    from smriti_git.evaluation import repos
    from smriti_git.index import snapshot
    from smriti_git.model.engram import Anchor
    from smriti_git.services import indexing
    from smriti_git.services.graphquery import GraphQuery
    from smriti_git.services.memory import anchors, writes
    from smriti_git.services.memory.store import Store

    work = WORK / "memory_anchors"
    if work.exists():
        shutil.rmtree(work)
    repo, _ = repos.clone(source, work, "replay")
    git = repo.git
    store = Store(repo)
    chain = first_parent_range(source, end, commits + 1)
    recorded: list[Recorded] = []
    tally: Counter[str] = Counter()
    by_truth: dict[str, Counter[str]] = {"hash": Counter(), "lines": Counter()}
    moves: Counter[str] = Counter()
    unfollowed: list[dict[str, object]] = []
    disagreements: list[dict[str, object]] = []
    previous: dict[str, tuple[str, str, str, str, str, int, int]] | None = None
    index_s = check_s = 0.0
    checkpoints = 0
    for position, commit in enumerate(chain):
        t0 = time.perf_counter()
        done = indexing.index(repo, commit, branch="replay")
        index_s += time.perf_counter() - t0
        snap = snapshot.info(git, done.snapshot, done.ref)
        current = symbols_of(repo, snap)
        if previous is not None:
            touched = sorted(sid for sid, row in current.items()
                             if sid not in previous or previous[sid][0] != row[0])
            # spread the picks over the commit's changes, deterministically
            step = max(1, len(touched) // per_commit) if touched else 1
            picks = touched[::step][:per_commit]
            facts = [writes.Fact(f"commit {commit[:10]} changed {sid}: remember why",
                                 anchors=(Anchor(sid, current[sid][0], current[sid][1], current[sid][2]),))
                     for sid in picks]
            if facts:
                versions = writes.remember(store, facts, when=f"2026-01-01T00:00:{position % 60:02d}.{position:06d}Z")
                for version, sid in zip(versions, picks, strict=True):
                    h, kind, name, path, blob, start, stop = current[sid]
                    recorded.append(Recorded(version.engram, sid, h, kind, name, path, blob, start, stop, position))
        previous = current
        last = position == len(chain) - 1
        if not recorded or (position % every and not last):
            continue
        checkpoints += 1
        t1 = time.perf_counter()
        with graphdb.open_graph(repo, snap) as graph:
            found = anchors.states(GraphQuery(graph), [Anchor(r.symbol, r.hash, r.kind, r.name) for r in recorded
                                                       if r.commit < position])
        check_s += time.perf_counter() - t1
        hashes: dict[str, list[str]] = {}
        blobs: dict[str, str] = {}
        for sid, row in current.items():
            hashes.setdefault(row[0], []).append(sid)
            blobs[row[3]] = row[4]
        for rec, state in zip([r for r in recorded if r.commit < position], found, strict=True):
            tally[state.state] += 1
            reported = state.state in ("stale", "orphaned")
            now = current.get(rec.symbol)
            elsewhere = [s for s in hashes.get(rec.hash, []) if s != rec.symbol]
            hash_changed = not (now is not None and now[0] == rec.hash) and not elsewhere
            by_truth["hash"][("t" if hash_changed == reported else "f") + ("p" if reported else "n")] += 1
            now_blob = blobs.get(rec.path)
            text_changed = lines_touched(git, rec, now_blob) if now_blob is not None else None
            if text_changed is None:      # the file moved or went: line diffs say nothing here
                by_truth["lines"]["not_applicable"] += 1
            else:
                by_truth["lines"][("t" if text_changed == reported else "f") + ("p" if reported else "n")] += 1
            if text_changed is not None and text_changed != reported and len(disagreements) < 12:
                disagreements.append({"symbol": rec.symbol, "recorded_at": rec.commit, "checked_at": position,
                                      "reported": state.state, "lines_touched": text_changed})
            if now is None and elsewhere:
                moves["true_moves"] += 1
                moves["survived"] += state.state == "moved" and state.current in elsewhere
            elif now is None and not elsewhere:
                qualified = rec.symbol.split("::", 1)[-1]
                same = [s for s, row in current.items() if row[1] == rec.kind and s.split("::", 1)[-1] == qualified]
                if len(same) == 1:      # one place it can have gone: followed, stale at that place
                    moves["moved_with_edits"] += 1
                    followed = state.state == "stale" and state.moved_to == same[0]
                    moves["followed"] += followed
                    if not followed and len(unfollowed) < 12:
                        unfollowed.append({"symbol": rec.symbol, "now_at": same[0], "reported": state.state,
                                           "moved_to": state.moved_to, "candidates": list(state.rename_candidates)})
                elif same:              # several: orphaned with them as candidates, never a guess
                    moves["ambiguous_moves"] += 1
                    moves["flagged"] += state.state == "orphaned" and bool(set(state.rename_candidates) & set(same))
                    moves["guessed"] += state.state != "orphaned"
    def scores(c: Counter[str]) -> dict[str, object]:
        tp, fp, fn, tn = c["tp"], c["fp"], c["fn"], c["tn"]
        return {"tp": tp, "fp": fp, "fn": fn, "tn": tn, "not_applicable": c["not_applicable"],
                "precision": round(tp / (tp + fp), 4) if tp + fp else None,
                "recall": round(tp / (tp + fn), 4) if tp + fn else None}
    return {
        "repository": str(source), "end": end, "commits_replayed": len(chain),
        "first": chain[0], "last": chain[-1], "facts_recorded": len(recorded), "checkpoints": checkpoints,
        "checks": sum(tally.values()), "reported_states": dict(tally),
        "stale_detection_vs_content_hash": scores(by_truth["hash"]),
        "stale_detection_vs_line_diff": scores(by_truth["lines"]),
        "moves": {**moves, "survival": round(moves["survived"] / moves["true_moves"], 4)
                  if moves["true_moves"] else None},
        "line_diff_disagreements_sample": disagreements,
        "moves_with_edits_not_followed_sample": unfollowed,
        "index_s_total": round(index_s, 1), "check_s_total": round(check_s, 1),
        "check_ms_per_checkpoint": round(check_s * 1000 / max(checkpoints, 1), 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repo", type=Path, default=DEFAULT_REPO, help="git directory to replay")
    parser.add_argument("--end", default=None, help="last commit (default: 536 first-parent commits before HEAD)")
    parser.add_argument("--commits", type=int, default=320)
    parser.add_argument("--per-commit", type=int, default=4)
    parser.add_argument("--every", type=int, default=10, help="check all facts every N commits")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "memory_anchors"))
    args = parser.parse_args()
    end = args.end or subprocess.run(["git", "--git-dir", str(args.repo), "rev-parse", f"HEAD~{DEFAULT_END_OFFSET}"],
                                     capture_output=True, text=True, check=True).stdout.strip()
    result = replay(args.repo, end, args.commits, args.per_commit, args.every)
    env, out = write_json(args.out, result, key="result")
    h, ln, mv = (result["stale_detection_vs_content_hash"], result["stale_detection_vs_line_diff"],
                 result["moves"])
    md = ["# Anchored facts over real history", "",
          f"Machine: {env['platform']}, {env['cpus']} CPUs; smriti-git {str(env['smriti_git_commit'])[:12]}; "
          f"{env['date']}.", "",
          f"Replayed {result['commits_replayed']} first-parent commits of `{result['repository']}` "
          f"({str(result['first'])[:10]}..{str(result['last'])[:10]}), recorded {result['facts_recorded']} "
          f"anchored facts, checked them {result['checks']} times at {result['checkpoints']} checkpoints.", "",
          "| ground truth | TP | FP | FN | TN | precision | recall |", "|---|---|---|---|---|---|---|"]
    for label, s in (("content hash changed", h), ("git line diff touches the span", ln)):
        assert isinstance(s, dict)
        md.append(f"| {label} | {s['tp']} | {s['fp']} | {s['fn']} | {s['tn']} | {s['precision']} | {s['recall']} |")
    md += ["", f"Reported states: {result['reported_states']}.", "",
           f"Moves: {mv}.", "",
           f"Indexing {result['index_s_total']} s in all; checking every fact at a checkpoint "
           f"{result['check_ms_per_checkpoint']} ms on average (graph cache build included)."]
    write_markdown(out, md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
