"""The linker against an independent type-aware resolver, call site by call site, on real code.

The reference is jedi (``goto`` with ``follow_imports``), run at the called name of every
call site in the non-test Python source of a repository; sites jedi gives no answer for
are left out.  The project's answer is the primary edge ``Linker.resolve_call`` gives for
the same site, exactly as ``git smp index`` links it (the whole repository is linked,
tests included; only non-test source sites are scored).  Per repository:

* precision = sites resolved to the reference's target / sites we resolved (and the
  reference answered);
* recall    = sites resolved to the reference's target / sites whose reference target is
  a definition in the repository;
* misses and wrong edges by category (our reason, the receiver's shape).

Where the reference is wrong (a ``TYPE_CHECKING`` stub, a version-dependent fallback, a
Protocol that is not the runtime type), the site is listed in
``bench/linker_yardstick_labels.json`` with the reason, after reading the code: the
labelled target replaces jedi's, and the report lists every label used.

jedi's answers are cached under ``bench/work/yardstick/`` (per repository commit and
jedi version), so re-scoring after a linker change takes seconds.  TypeScript is scored
the same way against the compiler's own resolution (and JavaScript with ``allowJs``:
``bench/yardstick_ts.py``).

Usage::

    python bench/linker_yardstick.py [--repos requests,flask,pytest,sphinx,xarray,click,httpx,black] \
        [--mirror /work/.mirror] [--out bench/results/linker_yardstick] [--notes NOTES.md]

The Python results (``bench/results/linker_yardstick_python``) are made with
``--repos requests,flask,pytest,sphinx,xarray,click,httpx,black --notes bench/linker_yardstick_python_notes.md``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import sysconfig
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path

import pygit2

from smriti_git.index.facts import CallFact, FileFacts
from smriti_git.index.link import Linker

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))  # this checkout's smriti_git, not the one installed (a worktree measures its own code)

from linker_accuracy import Accuracy  # noqa: E402

WORK = Path(os.environ.get("SMP_BENCH_WORK") or ROOT / "bench" / "work") / "yardstick"
LABELS = ROOT / "bench" / "linker_yardstick_labels.json"


@dataclass(frozen=True)
class RepoSpec:
    name: str
    mirror: str            # <owner>+<name> under the mirror folder
    commit: str
    roots: tuple[str, ...]  # folders whose non-test source files are scored
    tuned: bool            # whether the linker was tuned on it
    langs: tuple[str, ...] = ("python",)
    tsconfig: str = ""     # TypeScript: the project file the compiler reads
    git_dir: str = ""      # the repository itself, when it is not under the mirror folder (--source)

    def repository(self, mirror: Path) -> Path:
        return Path(self.git_dir) if self.git_dir else mirror / self.mirror / "repo"


REPOS = {
    "requests": RepoSpec("requests", "psf+requests", "1f6589ec3a1ee910f9a65cc3ceac60b26677bc0e", ("src/",), True),
    "flask": RepoSpec("flask", "pallets+flask", "2ac89889f4cc330eabd50f295dcef02828522c69", ("src/",), True),
    "pytest": RepoSpec("pytest", "pytest-dev+pytest", "df87db7b0462fb764ef73fa00561adf8ad047572", ("src/",), True),
    "sphinx": RepoSpec("sphinx", "sphinx-doc+sphinx", "e44a40eb2f810558ccd9da1425421270ccb81351", ("sphinx/",),
                       False),
    "xarray": RepoSpec("xarray", "pydata+xarray", "b1c1dc549b62bdfc8de0bdded24f56464cf0db1a", ("xarray/",), True),
    "click": RepoSpec("click", "pallets+click", "2c8cd3ac958a7eb316d67f2d316c27086c4c0369", ("src/",), False),
    "httpx": RepoSpec("httpx", "encode+httpx", "ae1b9f66238f75ced3ced5e4485408435de10768", ("httpx/",), False),
    "black": RepoSpec("black", "psf+black", "8947c48ef2077c3a301b03c1e814dc2e3f78436e", ("src/",), False),
    "rich": RepoSpec("rich", "Textualize+rich", "42899d8a0a96b121a514516f4be9db44ff7aeaf3", ("rich/",), True),
    "zod": RepoSpec("zod", "colinhacks+zod", "e516c3baf22615e20934116abebfed6c000222c2", ("packages/zod/src/",),
                    True, ("typescript",), "packages/zod/tsconfig.json"),
    "immer": RepoSpec("immer", "immerjs+immer", "061c2425e1c9dff89e4e4189d42af1b7839dfe0a", ("src/",), False,
                      ("typescript",), "tsconfig.json"),
}
TS_HELPER = ROOT / "bench" / "yardstick_ts" / "resolve.mjs"
REFERENCE = {"python": "jedi", "typescript": "tsc", "javascript": "tsc"}


# -- checkout, facts, links ---------------------------------------------------------------------


def checkout(spec: RepoSpec, mirror: Path) -> Path:
    """The commit's files under bench/work/yardstick/ (jedi reads files), written once."""
    target = WORK / f"{spec.name}-{spec.commit[:12]}"
    if not (target / ".done").exists():
        target.mkdir(parents=True, exist_ok=True)
        git_dir = spec.repository(mirror)
        whole = subprocess.run(["git", "--git-dir", str(git_dir), "archive", spec.commit], capture_output=True)
        if whole.returncode != 0:
            # A snapshot mirror may lack its largest blobs (test data): the scored folders are enough.
            whole = subprocess.run(["git", "--git-dir", str(git_dir), "archive", spec.commit, "--",
                                    *(root or "." for root in spec.roots)], check=True, capture_output=True)
        subprocess.run(["tar", "-x", "-C", str(target)], input=whole.stdout, check=True)
        (target / ".done").write_text(spec.commit)
    return target


def load_facts(spec: RepoSpec, mirror: Path) -> dict[str, FileFacts]:
    from smriti_git.index.files import select
    from smriti_git.index.parse import parse_source

    repo = pygit2.Repository(str(spec.repository(mirror)))
    tree = repo.revparse_single(spec.commit).peel(pygit2.Commit).tree_id
    out: dict[str, FileFacts] = {}
    absent = []
    for f in select(repo, tree).files.values():
        try:
            blob = repo[pygit2.Oid(hex=f.blob)]
        except KeyError:            # a snapshot mirror may lack its largest blobs (built bundles)
            absent.append(f.path)
            continue
        assert isinstance(blob, pygit2.Blob)
        out[f.path] = parse_source(f.path, f.lang, blob.data)
    scored = [path for path in absent if any(path.startswith(root) for root in spec.roots)]
    if scored:
        raise SystemExit(f"{spec.name}: the mirror lacks scored files: {', '.join(scored[:5])}")
    if absent:
        print(f"  {spec.name}: {len(absent)} files outside the scored folders are absent from the mirror "
              f"(e.g. {absent[0]}); linked without them", file=sys.stderr)
    return out


def scored_files(spec: RepoSpec, facts: dict[str, FileFacts]) -> list[str]:
    out = []
    for path, item in sorted(facts.items()):
        if item.lang in spec.langs and not item.is_test and path.startswith(spec.roots) and not path.endswith(".pyi") \
                and not path.endswith(".d.ts"):
            out.append(path)
    return out


# -- the reference ------------------------------------------------------------------------------


Answer = list[list[object]] | None  # [[path or "", line, column, type, name], ...]; None: no answer


def _char_column(line_text: bytes, byte_column: int) -> int:
    return len(line_text[:byte_column].decode("utf-8", "replace"))


def jedi_answers(spec: RepoSpec, tree: Path, sites: dict[str, list[tuple[int, int]]],
                 progress: bool = True) -> dict[str, dict[str, Answer]]:
    """jedi's answer at each (line, byte column) of each file, cached per commit and jedi version."""
    import jedi
    import parso

    # jedi's and parso's in-process caches outlive a project: after a RecursionError inside jedi
    # (xarray), later projects in the same process got a KeyError at most sites.  Start clean.
    jedi.cache.clear_time_caches(delete_all=True)
    parso.cache.parser_cache.clear()
    cache_file = WORK / f"{spec.name}-{spec.commit[:12]}.jedi-{jedi.__version__}.json"
    cache: dict[str, dict[str, Answer]] = json.loads(cache_file.read_text()) if cache_file.exists() else {}
    source_root = tree / "src" if (tree / "src").is_dir() else tree
    stdlib = [sysconfig.get_paths()[k] for k in ("stdlib", "platstdlib")]
    dynload = Path(sysconfig.get_paths()["stdlib"]) / "lib-dynload"
    project = jedi.Project(tree, sys_path=[str(source_root), *dict.fromkeys(stdlib), str(dynload)],
                           smart_sys_path=False)
    todo = [p for p in sites if p not in cache]
    started = time.perf_counter()
    for number, path in enumerate(todo, 1):
        data = (tree / path).read_bytes()
        lines = data.split(b"\n")
        script = jedi.Script(data.decode("utf-8", "replace"), path=tree / path, project=project)
        answers: dict[str, Answer] = {}
        for line, column in sites[path]:
            try:
                names = script.goto(line, _char_column(lines[line - 1], column), follow_imports=True)
            except Exception as exc:  # jedi's own bugs: no answer
                print(f"    jedi failed at {path}:{line}:{column}: {type(exc).__name__}", file=sys.stderr)
                names = []
            answers[f"{line}:{column}"] = [_name_record(n, tree) for n in names] or None
        cache[path] = answers
        if progress and (number % 10 == 0 or number == len(todo)):
            print(f"  jedi {spec.name}: {number}/{len(todo)} files, {time.perf_counter() - started:.0f} s",
                  file=sys.stderr, flush=True)
            cache_file.write_text(json.dumps(cache, sort_keys=True))
    cache_file.write_text(json.dumps(cache, sort_keys=True))
    return cache


def tsc_answers(spec: RepoSpec, tree: Path, sites: dict[str, list[tuple[int, int]]]) -> dict[str, dict[str, Answer]]:
    """The TypeScript compiler's answers (``bench/yardstick_ts/resolve.mjs``), cached like jedi's."""
    cache_file = WORK / f"{spec.name}-{spec.commit[:12]}.tsc.json"
    if cache_file.exists():
        cached: dict[str, dict[str, Answer]] = json.loads(cache_file.read_text())
        if set(cached) >= set(sites):
            return cached
    if not (TS_HELPER.parent / "node_modules" / "typescript").exists():
        subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--silent"], cwd=TS_HELPER.parent, check=True)
    to_utf16: dict[str, dict[str, str]] = {}
    request: dict[str, list[list[int]]] = {}
    for path, positions in sites.items():
        lines = (tree / path).read_bytes().split(b"\n")
        for line, column in positions:
            text = lines[line - 1][:column].decode("utf-8", "replace")
            character = len(text.encode("utf-16-le")) // 2
            request.setdefault(path, []).append([line, character])
            to_utf16.setdefault(path, {})[f"{line}:{character}"] = f"{line}:{column}"
    project = str(tree / spec.tsconfig) if spec.tsconfig else ""
    started = time.perf_counter()
    done = subprocess.run(["node", str(TS_HELPER)], input=json.dumps({"root": str(tree), "project": project,
                                                                    "allowJs": "javascript" in spec.langs,
                                                                    "sites": request}),
                          capture_output=True, text=True, check=True)
    print(f"  tsc {spec.name}: {len(sites)} files, {time.perf_counter() - started:.0f} s", file=sys.stderr)
    raw: dict[str, dict[str, Answer]] = json.loads(done.stdout)
    out = {path: {to_utf16[path][key]: value for key, value in answers.items()} for path, answers in raw.items()}
    cache_file.write_text(json.dumps(out, sort_keys=True))
    return out


def _name_record(name: object, tree: Path) -> list[object]:
    module_path = getattr(name, "module_path", None)
    rel = ""
    if module_path is not None:
        try:
            rel = Path(module_path).resolve().relative_to(tree.resolve()).as_posix()
        except ValueError:
            rel = ""
    return [rel, getattr(name, "line", None) or 0, getattr(name, "column", None) or 0, getattr(name, "type", ""),
            getattr(name, "name", "")]


# -- scoring ------------------------------------------------------------------------------------


@dataclass
class Site:
    path: str
    line: int
    column: int
    name: str
    receiver: str | None
    scope: str | None
    ours: str | None           # resolved target (constructors as their class)
    reason: str                # ours unresolved: why
    candidates: list[str]
    reference: set[str]        # in-repo targets per the reference
    reference_kind: str        # in-repo | external | mixed | value | unmapped | none
    label: str = ""            # why the reference was overridden, if it was
    raw: tuple[frozenset[str], str] = (frozenset(), "")  # the reference's own answer, before labels


@dataclass
class RepoScore(Accuracy):
    repo: str
    commit: str
    tuned: bool
    files: int = 0
    sites: int = 0
    answered: int = 0
    in_repo: int = 0
    resolved: int = 0
    correct: int = 0
    seconds_link: float = 0.0
    raw_precision: float = 0.0   # against the reference's own answers, before labels
    raw_recall: float = 0.0
    reference: Counter[str] = field(default_factory=Counter)
    miss_categories: Counter[str] = field(default_factory=Counter)
    wrong_categories: Counter[str] = field(default_factory=Counter)
    misses: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    labels_used: list[str] = field(default_factory=list)


def symbol_index(linker: Linker) -> dict[str, list[tuple[str, int, int, str]]]:
    """path -> (name, first line, last line, id) of every callable or type."""
    from smriti_git.model.code import CALLABLE_KINDS, TYPE_KINDS

    out: dict[str, list[tuple[str, int, int, str]]] = {}
    for sym in linker.symbols.values():
        if sym.kind in CALLABLE_KINDS or sym.kind in TYPE_KINDS:
            out.setdefault(sym.path, []).append((sym.name, sym.span.start_line, sym.span.end_line, sym.id))
    return out


def map_reference(answer: Answer, index: dict[str, list[tuple[str, int, int, str]]]) -> tuple[set[str], str]:
    """The reference's in-repo targets and its kind."""
    if not answer:
        return set(), "none"
    targets: set[str] = set()
    kinds: set[str] = set()
    for rel, line, _, kind, name in answer:
        if not rel:
            kinds.add("external")
            continue
        if kind not in ("function", "class", "property"):
            kinds.add("value")
            continue
        found = [(end - start, sid) for n, start, end, sid in index.get(str(rel), [])
                 if n == name and isinstance(line, int) and start <= line <= end]
        if found:
            targets.add(min(found)[1])
            kinds.add("in-repo")
        else:
            kinds.add("unmapped")
    if kinds == {"in-repo", "external"}:
        return targets, "mixed"  # a union, a fallback import: no one target is certain
    for kind in ("in-repo", "value", "unmapped", "external"):
        if kind in kinds:
            return targets, kind
    return targets, "none"


def our_answer(linker: Linker, path: str, call: CallFact) -> tuple[str | None, str, list[str]]:
    edge, candidates = linker.resolve_call(linker.tables[path], call)
    target = edge.dst if edge.resolved else None
    constructors = ("__init__", "__new__", "constructor")
    if target is not None and (call.name not in constructors or call.receiver == "super"):
        sym = linker.symbols[target]
        parent = linker.symbols.get(sym.parent or "")
        if sym.name in constructors and parent is not None and parent.kind == "class":
            target = parent.id  # a constructor call: the reference names the class
    return target, edge.reason, [c.dst for c in candidates if c.dst]


def shape(site: Site) -> str:
    """The receiver's shape, for the miss categories."""
    recv = site.receiver
    if recv is None:
        return "bare name"
    if recv in ("self", "cls"):
        return "self/cls"
    if recv.startswith("super("):
        return "super()"
    if recv.startswith(("self.", "cls.")):
        return "self.attr" if recv.count(".") == 1 and "(" not in recv else "self.a.b / self call chain"
    if "(" in recv:
        return "call result"
    if "." in recv:
        return "name.attr chain"
    return "name"


def score_repo(spec: RepoSpec, mirror: Path, labels: dict[str, dict[str, object]]) -> tuple[RepoScore, list[Site]]:
    tree = checkout(spec, mirror)
    facts = load_facts(spec, mirror)
    files = scored_files(spec, facts)
    started = time.perf_counter()
    linker = Linker(facts)
    calls: dict[str, list[CallFact]] = {}
    for path in files:
        table = linker.tables[path]
        calls[path] = sorted(table.facts.calls, key=lambda c: (c.line, c.column))
    positions = {p: [(c.line, c.column) for c in cs] for p, cs in calls.items()}
    resolver = tsc_answers if {"typescript", "javascript"} & set(spec.langs) else jedi_answers
    reference = resolver(spec, tree, positions)
    index = symbol_index(linker)
    score = RepoScore(spec.name, spec.commit, spec.tuned, files=len(files))
    sites: list[Site] = []
    for path, cs in calls.items():
        for call in cs:
            ours, reason, candidates = our_answer(linker, path, call)
            key = f"{call.line}:{call.column}"
            targets, kind = map_reference(reference[path].get(key), index)
            site = Site(path, call.line, call.column, call.name, call.receiver, call.scope,
                        ours, reason, candidates, targets, kind)
            site.raw = (frozenset(targets), kind)
            label = labels.get(f"{path}:{key}")
            if label is not None:
                site.reference = {str(t) for t in label.get("targets", [])}  # type: ignore[attr-defined]
                site.reference_kind = str(label.get("kind", "in-repo" if site.reference else "external"))
                site.label = str(label["why"])
            sites.append(site)
    score.seconds_link = round(time.perf_counter() - started, 2)
    raw = RepoScore(spec.name, spec.commit, spec.tuned)
    tally(raw, [replace(site, reference=set(site.raw[0]), reference_kind=site.raw[1], label="") for site in sites])
    tally(score, sites)
    score.raw_precision, score.raw_recall = raw.precision, raw.recall
    return score, sites


def tally(score: RepoScore, sites: Iterable[Site]) -> None:
    for site in sites:
        score.sites += 1
        score.reference[site.reference_kind] += 1
        where = f"{site.path}:{site.line}:{site.column} {site.receiver + '.' if site.receiver else ''}{site.name}"
        if site.label:
            score.labels_used.append(f"{where}: {site.label}")
        if site.reference_kind in ("none", "unmapped", "value", "mixed", "out-of-scope"):
            continue  # no answer, an answer that is no definition, or a site labelled out of scope: left out
        score.answered += 1
        in_repo = site.reference_kind == "in-repo"
        score.in_repo += in_repo
        if site.ours is not None:
            score.resolved += 1
            if site.ours in site.reference:
                score.correct += 1
                continue
            category = f"{'external per reference' if not in_repo else 'other target'} / {shape(site)}"
            score.wrong_categories[category] += 1
            score.wrong.append(f"{where}: got {site.ours}, reference {sorted(site.reference) or 'external'}")
        elif in_repo:
            hint = " (right candidate)" if site.reference & set(site.candidates) else ""
            score.miss_categories[f"{site.reason} / {shape(site)}"] += 1
            score.misses.append(f"{where}: {site.reason}{hint}; reference {sorted(site.reference)}")


# -- reports ------------------------------------------------------------------------------------


def summary_row(score: RepoScore) -> dict[str, object]:
    return {"repo": score.repo, "commit": score.commit, "tuned_on": score.tuned, "files": score.files,
            "call_sites": score.sites, "reference_answered": score.answered, "reference_in_repo": score.in_repo,
            "resolved": score.resolved, "correct": score.correct, "precision": round(score.precision, 4),
            "recall": round(score.recall, 4), "precision_unlabelled": round(score.raw_precision, 4),
            "recall_unlabelled": round(score.raw_recall, 4), "reference": dict(sorted(score.reference.items())),
            "labels": len(score.labels_used), "link_s": score.seconds_link}


def to_markdown(scores: list[RepoScore], env: dict[str, object], top: int = 8) -> str:
    out = ["# Linker yardstick: the linker against a type-aware resolver on real code", "",
           f"smriti-git {str(env['smriti_git_commit'])[:12]}, jedi {env['jedi']}, TypeScript {env['typescript']}, "
           f"Python {env['python']}; {env['date']}.", "",
           "| repo | reference | tuned on | files | call sites | reference answered | in-repo | resolved | correct | "
           "precision | recall | labelled | precision, recall before labels |",
           "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for s in scores:
        out.append(f"| {s.repo} | {REFERENCE[REPOS[s.repo].langs[0]]} | {'yes' if s.tuned else 'no'} | {s.files} "
                   f"| {s.sites} | {s.answered} | {s.in_repo} | {s.resolved} | {s.correct} | {s.precision:.3f} "
                   f"| {s.recall:.3f} | {len(s.labels_used)} | {s.raw_precision:.3f}, {s.raw_recall:.3f} |")
    for s in scores:
        out += ["", f"## {s.repo}", "", *categories(s, top)]
        if s.labels_used:
            out += ["", "Sites where the reference is overridden (read, labelled):", ""]
            out += [f"- {line}" for line in s.labels_used]
    out += ["", "Call sites: every call in the non-test source. The reference is jedi's `goto` (follow imports) "
            "for Python, the TypeScript compiler's symbol (aliases followed) for TypeScript, at the called name; "
            "sites it gives no answer for, whose answer is a variable rather than a definition, or that it "
            "resolves both inside and outside the repository (a union, a fallback import) are left out "
            "(`reference` in the JSON counts them). Constructors count as their class. Labelled sites: where "
            "reading the code showed the reference wrong (`bench/linker_yardstick_labels.json`)."]
    return "\n".join(out) + "\n"


def categories(s: RepoScore, top: int) -> list[str]:
    """A repository's report lines on its misses and wrong edges, by category (every yardstick's)."""
    out = ["Misses (reason / receiver shape):", ""]
    out += [f"- {n} {c}" for c, n in s.miss_categories.most_common(top)] or ["- none"]
    out += ["", "Wrong edges:", ""]
    out += [f"- {n} {c}" for c, n in s.wrong_categories.most_common(top)] or ["- none"]
    return out


def add_sources(sources: list[str], make: Callable[[str, str, str], RepoSpec],
                registry: dict[str, RepoSpec]) -> list[str]:
    """``--source NAME=GIT_DIR@REV`` options as specs in ``registry`` (made by ``make(name, git_dir,
    rev)``); the names, in order (every yardstick's)."""
    names = []
    for text in sources:
        name, _, rest = text.partition("=")
        git_dir, _, rev = rest.rpartition("@")
        registry[name] = make(name, git_dir, rev)
        names.append(name)
    return names


def load_labels(path: Path) -> dict[str, dict[str, dict[str, object]]]:
    """A hand-labels file (repository -> site -> label) without its ``_about``; empty when missing."""
    labels: dict[str, dict[str, dict[str, object]]] = json.loads(path.read_text()) if path.exists() else {}
    labels.pop("_about", None)
    return labels


def details(s: RepoScore) -> dict[str, object]:
    """A repository's miss and wrong-edge categories, wrong edges, misses and labels, for the results JSON."""
    return {"miss_categories": dict(s.miss_categories.most_common()),
            "wrong_categories": dict(s.wrong_categories.most_common()), "wrong": s.wrong, "misses": s.misses,
            "labels_used": s.labels_used}


def write_results(out: Path, payload: dict[str, object], report: str) -> None:
    """OUT.json (the payload) and OUT.md (the report, also printed)."""
    out.parent.mkdir(parents=True, exist_ok=True)
    out.with_suffix(".json").write_text(json.dumps(payload, indent=2) + "\n")
    out.with_suffix(".md").write_text(report)
    print(report)


def machine() -> dict[str, object]:
    import platform

    import jedi

    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    package = TS_HELPER.parent / "node_modules" / "typescript" / "package.json"
    typescript = json.loads(package.read_text())["version"] if package.exists() else "-"
    return {"smriti_git_commit": head, "python": platform.python_version(), "jedi": jedi.__version__,
            "typescript": typescript, "date": time.strftime("%Y-%m-%d")}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repos", default=",".join(REPOS))
    parser.add_argument("--mirror", default="/work/.mirror")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "linker_yardstick"))
    parser.add_argument("--details", action="store_true", help="print every miss and wrong edge")
    parser.add_argument("--notes", help="a Markdown file appended to the report (what was tuned, why misses remain)")
    parser.add_argument("--source", action="append", default=[],
                        help="NAME=GIT_DIR@COMMIT: score this Python repository (every folder) instead of --repos")
    args = parser.parse_args()
    if args.source:
        args.repos = ",".join(add_sources(args.source, lambda name, git_dir, commit: RepoSpec(
            name, name, commit, ("",), False, git_dir=git_dir), REPOS))
    all_labels = load_labels(LABELS)
    scores = []
    for name in args.repos.split(","):
        spec = REPOS[name]
        print(f"{name}: {spec.commit[:12]}", file=sys.stderr, flush=True)
        score, _ = score_repo(spec, Path(args.mirror), all_labels.get(name, {}))
        scores.append(score)
        print(json.dumps(summary_row(score)), file=sys.stderr, flush=True)
        if args.details:
            for line in score.wrong + score.misses:
                print(f"    {line}")
    env = machine()
    report = to_markdown(scores, env) + ("\n" + Path(args.notes).read_text() if args.notes else "")
    write_results(Path(args.out), {"machine": env, "results": [{**summary_row(s), **details(s)} for s in scores]},
                  report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
