"""The Go linker against go/types, call site by call site, on real Go modules.

The reference is ``bench/yardstick_go/main.go``: it type-checks a module with the toolchain's
``go/types`` (the module's own packages and ``vendor/`` from source, in dependency order; the
standard library through the source importer) for the build the index describes (linux/amd64
with cgo, every ``go1.N`` release tag satisfied, build constraints applied) and prints, at
every call site of the non-test source, the object the called name resolves to and where it
is declared.  Its sites are enumerated independently of
ours: a call go/types sees and the indexer extracted no call for counts as a miss.

The project's answer is the primary edge ``Linker.resolve_call`` gives for the same site,
exactly as ``git smp index`` links it (the whole module is linked, tests and other builds'
files included).  Sites match by (file, line, byte column) of the called name.  The scores,
categories and report layout are ``bench/linker_yardstick.py``'s:

* precision = sites resolved to the reference's target / sites we resolved (and the
  reference named a definition, in the module or outside it);
* recall    = sites resolved to the reference's target / sites whose target is a function,
  method or type declared in the module.

Two forms are scored apart: call expressions (``f()``, ``pkg.F()``, ``x.M()``, ``T(x)``,
``F[T]()``; the issue's yardstick) and composite literals of a named type (``T{...}``),
which the index also links as calls (to the type).  Sites the reference answers with a
variable (a function value, a field of function type) are left out as in the Python
yardstick; the report counts those the linker gave an edge anyway.

Hand labels: ``bench/yardstick_labels_go.json`` (repo -> site -> category ``reference-wrong``
with the right targets, ``linker-wrong`` (the reference stands; the reason is reported), or
``out-of-scope`` (left out), and why, found by reading the code).

Usage::

    python bench/yardstick_go.py [--repos toml,goldmark,...] [--mirror /work/.mirror] \
        [--source NAME=GIT_DIR@REV] [--labels FILE] [--out bench/results/linker_yardstick_go]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path

import pygit2

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))  # this checkout's smriti_git, not the one installed (a worktree measures its own code)

from linker_yardstick import (  # noqa: E402
    WORK,
    RepoScore,
    RepoSpec,
    Site,
    add_sources,
    details,
    load_facts,
    load_labels,
    map_reference,
    our_answer,
    symbol_index,
    tally,
    write_results,
)

from smriti_git.index.facts import CallFact  # noqa: E402
from smriti_git.index.link import Linker  # noqa: E402

HELPER = ROOT / "bench" / "yardstick_go"
LABELS = ROOT / "bench" / "yardstick_labels_go.json"
FORMS = ("call", "literal")
REPOS = {
    "toml": RepoSpec("toml", "BurntSushi+toml", "52534926c55b4cd85b05aee90569dd0668b8cf30", ("",), True,
                     ("go",)),  # v1.6.0
    "goldmark": RepoSpec("goldmark", "yuin+goldmark", "d9c03f07f08c2d36f23afe52dda865f05320ac86", ("",), True,
                         ("go",)),  # v1.7.8
    "compress": RepoSpec("compress", "klauspost+compress", "255a13270e4608f2f2b97166d92f297de906c951", ("",), True,
                         ("go",)),  # v1.17.6
    "pflag": RepoSpec("pflag", "spf13+pflag", "5fdac2d16c16d60605cb8baa887e8c5c38ef623f", ("",), False, ("go",)),
    "brotli": RepoSpec("brotli", "andybalholm+brotli", "0675b242cf45dcdd51ed6fb600876b570bea329b", ("",), False,
                       ("go",)),  # v1.2.1
    "markdown": RepoSpec("markdown", "gomarkdown+markdown", "e08cff860f76ff942dae8866ad88e4a3eca5ce8a", ("",), False,
                         ("go",)),
    "lz4": RepoSpec("lz4", "pierrec+lz4", "294e7659e17723306ebf3a44cd7ad2c11f456c37", ("",), True, ("go",)),  # v4.1.21
    "xz": RepoSpec("xz", "ulikunitz+xz", "7eee8a8a405163554a9accec7b9402ee21400769", ("",), True, ("go",)),  # v0.5.15
    "go-cmp": RepoSpec("go-cmp", "google+go-cmp", "9b12f366a942ebc7254abc7f32ca05068b455fb7", ("",), False,
                       ("go",)),  # v0.7.0
    "websocket": RepoSpec("websocket", "gorilla+websocket", "ce903f6d1d961af3a8602f2842c8b1c3fca58c4d", ("",), False,
                          ("go",)),  # v1.5.3
    "uniseg": RepoSpec("uniseg", "rivo+uniseg", "03509a98a092b522b2ff0de13e53513d18b3b837", ("",), False,
                       ("go",)),  # v0.4.7
    "yaml": RepoSpec("yaml", "go-yaml+yaml", "f6f7691b1fdeb513f56608cd2c32c51f8194bf51", ("",), False,
                     ("go",)),  # v3.0.1
    "expr": RepoSpec("expr", "expr-lang+expr", "21f4f0575591d7097e576edd7983daf23c1e4afe", ("",), True,
                     ("go",)),  # v1.17.8
    "mapstructure": RepoSpec("mapstructure", "mitchellh+mapstructure", "ab69d8d93410fce4361f4912bb1ff88110a81311",
                             ("",), False, ("go",)),  # v1.5.0
    "cron": RepoSpec("cron", "robfig+cron", "ccba498c397bb90a9c84945bbb0f7af2d72b6309", ("",), False,
                     ("go",)),  # v3.0.1
    "gopher-lua": RepoSpec("gopher-lua", "yuin+gopher-lua", "b87eac29661715e48e1a2868d76b853e0e757c4c", ("",), True,
                           ("go",)),  # v1.1.2
}
TUNING = ("Tuned on (a linker fix was driven by what the yardstick showed there): goldmark and compress "
          "(field reads, collection elements), goldmark and toml (`T{}` beside a method `T.T` is the type), toml "
          "and lz4 (type switch bindings per case clause; a field of an element), xz and lz4 (typed constants, "
          "`make(Named, n)`, channel receives), gopher-lua (files the go tool ignores, "
          "`_state.go`: precision 0.623 before), expr (a name redeclared in an inner block: 4 wrong edges "
          "before). Not tuned on: pflag, brotli, markdown, go-cmp, websocket, uniseg, yaml, mapstructure, cron "
          "(no fix came from them; the shadowing rule cost markdown 3 edges, go-cmp 3). The reference itself "
          "selects version-dependent files (`//go:build go1.21`) as the newest toolchain would, like the index.")
GO_ENV = {"GOFLAGS": "-mod=mod", "GOPROXY": "off", "GOWORK": "off", "GOTOOLCHAIN": "local"}


# -- the reference ------------------------------------------------------------------------------


def go_version() -> str:
    done = subprocess.run(["go", "env", "GOVERSION"], capture_output=True, text=True, check=True)
    return done.stdout.strip()


def helper_binary() -> Path:
    """``bench/yardstick_go`` built once per toolchain and source under the scratch folder."""
    source = (HELPER / "main.go").read_bytes()
    digest = pygit2.hash(source).raw.hex()[:12]
    binary = WORK / f"yardstick_go-{go_version()}-{digest}"
    if not binary.exists():
        binary.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["go", "build", "-o", str(binary), "."], cwd=HELPER, check=True,
                       env={**os.environ, **GO_ENV})
    return binary


def checkout(spec: RepoSpec, mirror: Path) -> Path:
    """The commit's Go files and ``go.mod`` files, ``testdata`` left out (the mirror may lack other
    large blobs; the reference reads nothing else), written once."""
    target = WORK / f"{spec.name}-{spec.commit[:12]}"
    if not (target / ".done").exists():
        target.mkdir(parents=True, exist_ok=True)
        repo = pygit2.Repository(str(spec.repository(mirror)))
        tree = repo.revparse_single(spec.commit).peel(pygit2.Commit).tree
        stack: list[tuple[str, pygit2.Tree]] = [("", tree)]
        while stack:
            prefix, folder = stack.pop()
            for entry in folder:
                path = f"{prefix}{entry.name}"
                if isinstance(entry, pygit2.Tree):
                    if entry.name != "testdata":
                        stack.append((path + "/", entry))
                elif isinstance(entry, pygit2.Blob) and (path.endswith(".go") or entry.name == "go.mod"
                                                          or path == "vendor/modules.txt"):
                    (target / path).parent.mkdir(parents=True, exist_ok=True)
                    (target / path).write_bytes(entry.data)
        (target / ".done").write_text(spec.commit)
    return target


@dataclass
class Reference:
    """go/types' output: the files it checked, its type errors, and per file ``"line:column"`` ->
    (form, answer) with answer ``[file, line, column, kind, name]`` or ``None``."""

    files: list[str]
    errors: list[str]
    sites: dict[str, dict[str, tuple[str, list[object] | None]]]

    @classmethod
    def parse(cls, data: str) -> Reference:
        raw = json.loads(data)
        sites = {path: {key: (str(site["form"]), site["answer"]) for key, site in by_key.items()}
                 for path, by_key in raw["sites"].items()}
        return cls([str(f) for f in raw["files"]], [str(e) for e in raw["errors"]], sites)


def go_answers(spec: RepoSpec, tree: Path) -> Reference:
    """go/types' answers for the module at ``tree``, cached per commit, toolchain and helper."""
    binary = helper_binary()
    cache_file = WORK / f"{spec.name}-{spec.commit[:12]}.{binary.name}.json"
    if not cache_file.exists():
        started = time.perf_counter()
        done = subprocess.run([str(binary), str(tree)], capture_output=True, text=True, check=True,
                              env={**os.environ, **GO_ENV})
        print(f"  go/types {spec.name}: {time.perf_counter() - started:.1f} s", file=sys.stderr)
        cache_file.write_text(done.stdout)
    return Reference.parse(cache_file.read_text())


# -- scoring ------------------------------------------------------------------------------------


@dataclass
class GoScore:
    """One module's scores, per form, and what is left out."""

    spec: RepoSpec
    forms: dict[str, RepoScore]
    files: int
    other_build: int                 # non-test files outside the default build (not scored)
    type_errors: list[str]
    not_extracted: Counter[str] = field(default_factory=Counter)   # reference sites with no call fact, by form
    extra: int = 0                   # our call facts at no reference site (not scored)
    value_resolved: list[str] = field(default_factory=list)        # reference: a variable; we: an edge
    categories: dict[str, str] = field(default_factory=dict)        # label -> category, for the report


def go_shape(site: Site, packages: set[str]) -> str:
    recv = site.receiver
    if recv is None:
        return "bare name"
    if recv in packages:
        return "package"
    if "(" in recv:
        return "call result"
    if "." in recv:
        return "name.attr chain"
    return "name"


def score_repo(spec: RepoSpec, mirror: Path, labels: dict[str, dict[str, object]]) -> GoScore:
    tree = checkout(spec, mirror)
    reference = go_answers(spec, tree)
    facts = load_facts(spec, mirror)
    ref_files = reference.files
    started = time.perf_counter()
    linker = Linker(facts)
    index = symbol_index(linker)
    link_s = time.perf_counter() - started
    ours_files = {p for p, f in facts.items() if f.lang == "go" and not f.is_test and p.startswith(spec.roots)}
    files = sorted(p for p in ref_files if p in ours_files and p.startswith(spec.roots))
    score = GoScore(spec, {form: RepoScore(spec.name, spec.commit, spec.tuned) for form in FORMS}, len(files),
                    len(ours_files - set(ref_files)), [e.replace(f"{tree}/", "") for e in reference.errors])
    sites: dict[str, list[Site]] = {form: [] for form in FORMS}
    shapes: dict[str, str] = {}  # site -> the receiver's shape, for the categories
    for path in files:
        table = linker.tables[path]
        packages = {imp.alias or imp.module.rsplit("/", 1)[-1] for imp in table.facts.imports}
        calls: dict[str, CallFact] = {}
        for call in table.facts.calls:
            calls.setdefault(f"{call.line}:{call.column}", call)
        ref = reference.sites.get(path, {})
        score.extra += len(set(calls) - set(ref))
        for key in sorted(ref, key=lambda k: tuple(int(x) for x in k.split(":"))):
            form, answer = ref[key]
            targets, kind = map_reference([answer] if answer else None, index)
            line, column = (int(x) for x in key.split(":"))
            found = calls.get(key)
            if found is None:
                site = Site(path, line, column, str(answer[4]) if answer else "?", None, None,
                            None, "no call extracted at this site", [], targets, kind)
                if kind == "in-repo":
                    score.not_extracted[form] += 1
            else:
                ours, reason, candidates = our_answer(linker, path, found)
                site = Site(path, line, column, found.name, found.receiver, found.scope, ours, reason, candidates,
                            targets, kind)
                if kind == "value" and ours is not None:
                    score.value_resolved.append(f"{path}:{key} {_callee(site)}: got {ours}, reference a variable")
            site.raw = (frozenset(targets), kind)
            label = labels.get(f"{path}:{key}")
            if label is not None:
                category = str(label["category"])
                score.categories[f"{path}:{key}"] = category
                if category == "reference-wrong":
                    site.reference = {str(t) for t in label.get("targets", [])}  # type: ignore[attr-defined]
                    site.reference_kind = "in-repo" if site.reference else "external"
                elif category == "out-of-scope":
                    site.reference, site.reference_kind = set(), "out-of-scope"
                site.label = f"{category}: {label['why']}"
            shapes[f"{path}:{key}"] = go_shape(site, packages)
            sites[form].append(site)
    for form in FORMS:
        tally_go(score.forms[form], sites[form], shapes, link_s)
    return score


def _callee(site: Site) -> str:
    return f"{site.receiver + '.' if site.receiver else ''}{site.name}"


def tally_go(score: RepoScore, sites: list[Site], shapes: dict[str, str], link_s: float) -> None:
    """The Python yardstick's tally, with Go's receiver shapes in the categories, before and after labels."""
    raw = RepoScore(score.repo, score.commit, score.tuned)
    tally(raw, [replace(s, reference=set(s.raw[0]), reference_kind=s.raw[1], label="") for s in sites])
    tally(score, sites)
    score.raw_precision, score.raw_recall = raw.precision, raw.recall
    score.seconds_link = round(link_s, 2)
    score.files = len({s.path for s in sites})
    score.miss_categories = _by_shape(score.misses, shapes, lambda line: line.split(": ", 1)[1].split(";")[0]
                                      .removesuffix(" (right candidate)"))
    score.wrong_categories = _by_shape(score.wrong, shapes, lambda line: "wrong target")


def _by_shape(lines: list[str], shapes: dict[str, str], reason: object) -> Counter[str]:
    out: Counter[str] = Counter()
    for line in lines:
        where = line.split(" ", 1)[0]
        out[f"{reason(line)} / {shapes.get(where, '?')}"] += 1  # type: ignore[operator]
    return out


# -- reports ------------------------------------------------------------------------------------


def row(score: GoScore, form: str) -> dict[str, object]:
    s = score.forms[form]
    return {"repo": s.repo, "form": form, "commit": s.commit, "tuned_on": s.tuned, "files": score.files,
            "call_sites": s.sites, "reference_answered": s.answered, "reference_in_repo": s.in_repo,
            "resolved": s.resolved, "correct": s.correct, "precision": round(s.precision, 4),
            "recall": round(s.recall, 4), "precision_unlabelled": round(s.raw_precision, 4),
            "recall_unlabelled": round(s.raw_recall, 4), "reference": dict(sorted(s.reference.items())),
            "not_extracted": score.not_extracted[form], "labels": len(s.labels_used), "link_s": s.seconds_link}


def to_markdown(scores: list[GoScore], env: dict[str, object], top: int = 10) -> str:
    out = ["# Linker yardstick, Go: the linker against go/types on real modules", "",
           f"smriti-git {str(env['smriti_git_commit'])[:12]}, {env['go']} (go/types), Python {env['python']}; "
           f"{env['date']}.", ""]
    for form, title in (("call", "Call expressions"), ("literal", "Composite literals of a named type (T{...})")):
        out += [f"## {title}", "",
                "| repo | commit | tuned on | files | sites | reference answered | in-repo | resolved | correct | "
                "precision | recall | labelled | precision, recall before labels |",
                "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
        for g in scores:
            s = g.forms[form]
            out.append(f"| {s.repo} | {s.commit[:12]} | {'yes' if s.tuned else 'no'} | {g.files} | {s.sites} "
                       f"| {s.answered} | {s.in_repo} | {s.resolved} | {s.correct} | {s.precision:.3f} "
                       f"| {s.recall:.3f} | {len(s.labels_used)} | {s.raw_precision:.3f}, {s.raw_recall:.3f} |")
        out += ["", _pooled(scores, form), ""]
    for g in scores:
        out += [f"## {g.spec.name}", "",
                f"{g.files} non-test files in the default build scored; {g.other_build} non-test files of other "
                f"builds (build constraints) not scored; {len(g.type_errors)} type errors from go/types"
                f"{': ' + '; '.join(g.type_errors[:3]) if g.type_errors else ''}; {g.extra} of our call facts "
                f"at sites go/types does not call (not scored).", ""]
        for form in FORMS:
            s = g.forms[form]
            out += [f"{form}: misses (reason / receiver shape):", ""]
            out += [f"- {n} {c}" for c, n in s.miss_categories.most_common(top)] or ["- none"]
            out += ["", f"{form}: wrong edges:", ""]
            out += [f"- {n} {c}" for c, n in s.wrong_categories.most_common(top)] or ["- none"]
            out.append("")
        listed = [line for form in FORMS for line in g.forms[form].wrong + g.forms[form].misses]
        if listed:
            out += ["Every miss and wrong edge:", ""] + [f"- {line}" for line in listed[:60]]
            out += [f"- ... and {len(listed) - 60} more (the JSON lists all)"] if len(listed) > 60 else []
            out.append("")
        if g.value_resolved:
            out += [f"Edges where go/types names a variable (not scored): {len(g.value_resolved)}", ""]
            out += [f"- {line}" for line in g.value_resolved[:20]] + [""]
        labelled = [line for form in FORMS for line in g.forms[form].labels_used]
        if labelled:
            out += ["Labelled sites (read in the code):", ""] + [f"- {line}" for line in labelled] + [""]
    out += ["Sites: every call expression whose function is a name or selector (type arguments and parentheses "
            "allowed) and every composite literal of a named type, in the non-test files go/types checks for "
            "linux/amd64; matched by (file, line, byte column) of the called name. go/types' object is mapped "
            "to the innermost function, method or type of that name whose span holds its declaration; calls of "
            "variables (function values), and objects it does not resolve, are left out (`reference` in the "
            "JSON counts them). Conversions count as calls of their type. Labels: "
            "`bench/yardstick_labels_go.json`.", "", TUNING]
    return "\n".join(out) + "\n"


def _pooled(scores: list[GoScore], form: str) -> str:
    """One line per group (tuned on, not tuned on): pooled precision and recall, and the lowest."""
    parts = []
    for tuned in (False, True):
        group = [g.forms[form] for g in scores if g.spec.tuned == tuned]
        if not group:
            continue
        correct, resolved, in_repo = (sum(getattr(s, a) for s in group) for a in ("correct", "resolved", "in_repo"))
        precision, recall = correct / resolved if resolved else 1.0, correct / in_repo if in_repo else 1.0
        parts.append(f"{'tuned on' if tuned else 'not tuned on'} ({len(group)} modules): precision {precision:.3f}, "
                     f"recall {recall:.3f} pooled; lowest {min(s.precision for s in group):.3f}, "
                     f"{min(s.recall for s in group):.3f}")
    return "; ".join(parts) + "."


def machine() -> dict[str, object]:
    import platform

    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    return {"smriti_git_commit": head, "python": platform.python_version(), "go": go_version(),
            "date": time.strftime("%Y-%m-%d")}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repos", default=",".join(REPOS))
    parser.add_argument("--mirror", default="/work/.mirror")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "linker_yardstick_go"))
    parser.add_argument("--labels", default=str(LABELS), help="the hand labels (repo -> site -> label)")
    parser.add_argument("--details", action="store_true", help="print every miss and wrong edge")
    parser.add_argument("--source", action="append", default=[],
                        help="NAME=GIT_DIR@REV: score this Go module (the repository's root) instead of --repos")
    args = parser.parse_args()
    if args.source:
        args.repos = ",".join(add_sources(args.source, lambda name, git_dir, rev: RepoSpec(
            name, name, str(pygit2.Repository(git_dir).revparse_single(rev).peel(pygit2.Commit).id), ("",), False,
            ("go",), git_dir=git_dir), REPOS))
    labels = Path(args.labels)
    all_labels = load_labels(labels)
    scores = []
    for name in args.repos.split(","):
        spec = REPOS[name]
        print(f"{name}: {spec.commit[:12]}", file=sys.stderr, flush=True)
        score = score_repo(spec, Path(args.mirror), all_labels.get(name, {}))
        scores.append(score)
        for form in FORMS:
            print(json.dumps(row(score, form)), file=sys.stderr, flush=True)
        if args.details:
            for form in FORMS:
                for line in score.forms[form].wrong + score.forms[form].misses:
                    print(f"    {form}: {line}")
    env = machine()
    write_results(Path(args.out), {"machine": env, "results": [
        {**row(g, form), **details(g.forms[form]), "type_errors": g.type_errors, "other_build_files": g.other_build,
         "extra_call_facts": g.extra, "value_resolved": g.value_resolved} for g in scores for form in FORMS]},
        to_markdown(scores, env))
    return 0


if __name__ == "__main__":
    sys.exit(main())
