"""Running commands in a sandbox (``exec``, ``run``) and turning a traced run into runtime edges.

A command runs with a small environment built here, not the caller's: ``PATH``
(the caller's for namespaces, whose system folders are the host's; the image's for
docker), ``HOME`` and ``TMPDIR`` in the sandbox's ``/tmp``, ``LANG``, ``VIRTUAL_ENV``
when it is visible, ``SMP_SANDBOX``, and what ``--env`` adds.  Its folder is the
caller's current folder when that is inside the workspace (at the same place inside
the sandbox), else the workspace's top; ``--cwd`` names another, relative to the
workspace.  Per-process rlimits stand in for limits no cgroup enforces.

With ``--trace``, ``PYTHONPATH`` starts with the tracer (``sandbox/tracer``) and the
tracer writes into a folder of its own under the sandbox's ``out/``.  Afterwards the
calls are mapped to the symbols of the work tree's snapshot (``trace.py``), stored in
the runtime layer (``layer.py``), and compared with the static call graph.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from smriti_git.errors import InvalidArgument, SmpError, Unsupported
from smriti_git.progress import Progress, silent
from smriti_git.services import hostpaths, namespace, snapshots
from smriti_git.services.hostpaths import Confinement
from smriti_git.services.sandbox import channel, ebpf, layer, manager, overlay, runtimes, state, trace
from smriti_git.services.sandbox.state import INSIDE_LIB, INSIDE_OUT, Limits, Record
from smriti_git.storage.repo import Repo

DOCKER_PATH = "/opt/python/bin:/usr/local/bin:/usr/bin:/bin"
ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass
class Options:
    """How to run one command."""

    trace: bool = False
    timeout: float = 600.0
    cwd: str | None = None
    env: list[str] = field(default_factory=list)
    max_output: int = 1 << 20
    ebpf: list[str] = field(default_factory=list)
    limit: int = 200
    """How many runtime edges a trace report lists."""


@dataclass
class EdgeView:
    """A runtime edge of a trace report, and what the static graph says of it."""

    src: str
    dst: str
    count: int
    indirect: int
    static: str                     # confirmed | candidate | new
    collector: str = "python-profile"


@dataclass
class TraceReport:
    """What a traced run observed, and what it added to the runtime layer."""

    collectors: list[str]
    processes: int
    pairs: int
    calls: int
    """Python calls traced (between the project's own functions)."""
    native_calls: int
    """Native calls the eBPF collector counted."""
    edges: int
    new: int
    confirmed: int
    candidates: int
    unmapped: dict[str, int]
    listed: list[EdgeView]
    snapshot: str | None = None
    source_commit: str | None = None
    worktree: bool = False
    run: str | None = None
    commit: str | None = None
    notes: list[str] = field(default_factory=list)


@dataclass(kw_only=True)
class Execution(channel.Outcome):
    """How a command ended in a sandbox: the runner's outcome, and where and what it ran."""

    sandbox: str
    runtime: str
    command: list[str]
    cwd: str
    limits_hit: list[str]
    trace: TraceReport | None = None


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def inside_cwd(repo: Repo, record: Record, cwd: str | None) -> str:
    """The command's folder inside the sandbox (see the module docstring)."""
    if cwd is not None:
        rel = os.path.normpath(cwd)
        if os.path.isabs(cwd) or rel.split("/")[0] == "..":
            raise InvalidArgument(f"--cwd {cwd}: give a folder relative to the workspace, inside it")
    else:
        here = os.path.realpath(repo.cwd)
        rel = os.path.relpath(here, record.workspace) if _inside(here, record.workspace) else "."
    if not _inside(os.path.realpath(os.path.join(record.workspace, rel)), record.workspace):
        raise InvalidArgument(f"--cwd {cwd}: refused, a symbolic link leads it out of the workspace")
    return os.path.normpath(os.path.join(record.inside, rel))


def environment(record: Record, extra: list[str], trace_out: str | None) -> dict[str, str]:
    env = {"HOME": "/tmp", "TMPDIR": "/tmp", "LANG": os.environ.get("LANG", "C.UTF-8"), "SMP_SANDBOX": record.id,
           "PATH": DOCKER_PATH if record.runtime == "docker" else os.environ.get("PATH", "/usr/bin:/bin")}
    venv = os.environ.get("VIRTUAL_ENV")
    if venv and record.runtime == "namespaces":
        env["VIRTUAL_ENV"] = venv
    for item in extra:
        name, sep, value = item.partition("=")
        if not sep or not ENV_NAME.fullmatch(name):
            raise InvalidArgument(f"--env {item!r}: give NAME=VALUE")
        env[name] = value
    if trace_out is not None:
        env["PYTHONPATH"] = f"{INSIDE_LIB}/tracer" + (f":{env['PYTHONPATH']}" if env.get("PYTHONPATH") else "")
        env["SMP_TRACE_ROOT"] = record.inside
        env["SMP_TRACE_OUT"] = trace_out
    return env


def rlimits(record: Record) -> dict[str, list[int]]:
    """Per-process limits: no core files, and the fallbacks for limits no cgroup enforces."""
    limits = record.limits_value
    out = {"CORE": [0, 0]}
    if record.runtime == "namespaces":
        enforced = " ".join(record.enforced)
        if "memory" not in enforced:
            out["DATA"] = [limits.memory_mb << 20] * 2
        if "pids" not in enforced:
            out["NPROC"] = [limits.pids] * 2
    return out


def elf_files(repo: Repo, paths: list[str], confinement: Confinement) -> list[str]:
    """The ``--ebpf`` files, resolved and checked (``hostpaths.resolve``)."""
    found = []
    for path in paths:
        resolved = hostpaths.resolve(repo, path, "--ebpf", confinement)
        if not os.path.isfile(resolved):
            raise InvalidArgument(f"--ebpf {path}: not a file")
        found.append(resolved)
    return found


def execute(repo: Repo, record: Record, command: list[str], options: Options, progress: Progress = silent, *,
            confinement: Confinement) -> Execution:
    """Run ``command`` in the sandbox ``record`` (from any process), with ``options``; the host
    paths it names are checked for ``confinement`` (who asks)."""
    if not command:
        raise InvalidArgument("give the command to run after `--` (for example: -- pytest -q)")
    elves = elf_files(repo, options.ebpf, confinement)
    if elves and (reason := ebpf.unavailable()):
        raise Unsupported(f"--ebpf: the eBPF collector cannot run here: {reason}")
    if options.trace or options.ebpf:
        namespace.require_initialized(repo)     # the edges are stored: say so before the command runs
    base = state.root(repo)
    folder = base / record.id
    exec_id = secrets.token_hex(6)
    out = folder / "out" / exec_id
    out.mkdir(parents=True)
    out.chmod(0o777 if record.runtime == "docker" else 0o755)
    marker = folder / f"busy-{os.getpid()}"
    marker.write_text(state.this_process().start)
    (folder / "used").touch()
    request = channel.Request(argv=command, cwd=inside_cwd(repo, record, options.cwd),
                              env=environment(record, options.env, f"{INSIDE_OUT}/{exec_id}" if options.trace
                                              else None),
                              timeout=options.timeout, rlimits=rlimits(record))
    before = runtimes.counters(record)
    try:
        with ebpf.session(elves) as native:
            outcome = runtimes.execute(record, request, options.max_output)
        after = runtimes.counters(record)
        result = Execution(**vars(outcome), sandbox=record.id, runtime=record.runtime, command=command,
                           cwd=request.cwd, limits_hit=sorted(k for k, v in after.items() if v > before.get(k, 0)))
        if options.trace or options.ebpf:
            result.trace = traced_edges(repo, record, out, result, native, options, progress)
    finally:
        with contextlib.suppress(OSError):
            marker.unlink()
        with contextlib.suppress(OSError):
            (folder / "used").touch()
        shutil.rmtree(out, ignore_errors=True)
    return result


def run(repo: Repo, command: list[str], runtime: str, image: str | None, workspace: str | None, binds: list[str],
        limits: Limits, options: Options, progress: Progress = silent, *,
        confinement: Confinement) -> tuple[Execution, str | None]:
    """Spawn, exec and destroy in one step, all in this process; (the execution, a note on the
    runtime and on how the workspace was made).  Host paths are checked for ``confinement``."""
    if not command:
        raise InvalidArgument("give the command to run after `--` (for example: -- pytest -q)")
    where, bound = manager.workspace_of(repo, workspace, confinement), manager.binds_of(repo, binds, confinement)
    elf_files(repo, options.ebpf, confinement)          # refused before anything starts
    chosen, chosen_image, note = manager.choose(repo, runtime, image)
    record = manager.new_record(repo, "run", chosen, chosen_image, where, bound, limits, int(options.timeout) + 60,
                                state.this_process())
    base = state.root(repo)
    state.create(base, record)
    handle: runtimes.Handle | None = None
    try:
        handle = runtimes.start(base, record, virtualenv=os.environ.get("VIRTUAL_ENV"))
        mode = handle.record.workspace_mode
        if chosen == "namespaces" and mode.startswith("copy"):
            note = "; ".join(filter(None, [note, f"the workspace is a copy, not an overlay: {mode}"]))
        return execute(repo, handle.record, command, options, progress, confinement=confinement), note
    finally:
        if handle is not None:
            handle.stop()
        elif (base / record.id).exists():
            runtimes.force_stop(state.load(base, record.id))
        state.remove(base, record.id)


def exec_in(repo: Repo, sandbox_id: str, command: list[str], options: Options, progress: Progress = silent, *,
            confinement: Confinement) -> Execution:
    """Run ``command`` in the spawned sandbox ``sandbox_id`` (host paths checked for ``confinement``)."""
    record = state.load(state.root(repo), sandbox_id)
    if not state.alive(record):
        raise SmpError(f"sandbox {sandbox_id} is not running any more (its keeper is gone): "
                       "`git smp sandbox gc` removes what it left")
    return execute(repo, record, command, options, progress, confinement=confinement)


def traced_edges(repo: Repo, record: Record, out: Path, result: Execution, native: ebpf.Native,
                 options: Options, progress: Progress) -> TraceReport:
    """Map the run's traced calls to symbols, store them in the runtime layer, compare with the static graph."""
    traced = trace.read(out) if options.trace else trace.Traced()
    collectors = (["python-profile"] if options.trace else []) + (["ebpf-uprobe"] if options.ebpf else [])
    report = TraceReport(collectors=collectors, processes=traced.processes, pairs=len(traced.pairs),
                         calls=sum(n for n, _ in traced.pairs.values()),
                         native_calls=sum(native.calls.values()) + sum(native.unmapped.values()),
                         edges=0, new=0, confirmed=0, candidates=0, unmapped={}, listed=[],
                         notes=[f"skipped {s}" for s in traced.skipped[:20]])
    if result.timed_out:
        report.notes.append("the command timed out: calls after the tracer's last write (every 2 s) are missing")
    work_tree = os.path.realpath(repo.work_tree) if repo.work_tree is not None else None
    if work_tree is None or not _inside(record.workspace, work_tree):
        report.notes.append("the workspace is not the repository's work tree or inside it: the calls cannot be "
                            "mapped to the repository's symbols, and nothing was stored")
        return report
    prefix = "" if record.workspace == work_tree else os.path.relpath(record.workspace, work_tree) + "/"
    try:
        _map_and_store(repo, record, result, traced, native, prefix, report, options.limit, progress)
    except SmpError as exc:
        report.notes.append(f"the calls could not be mapped and stored: {exc.message}")
    return report


def _map_and_store(repo: Repo, record: Record, result: Execution, traced: trace.Traced, native: ebpf.Native,
                   prefix: str, report: TraceReport, limit: int, progress: Progress) -> None:
    """Fill ``report`` with the mapped edges, stored in the runtime layer and compared with the static graph."""
    snap = snapshots.of_worktree(repo, progress)
    mapped = trace.map_calls(repo, snap, traced, prefix)
    gq = snapshots.open_snapshot(repo, snap, progress)
    native_edges = ebpf.map_native(gq, native)
    for pair, count in native_edges.items():
        mapped.edges.setdefault(pair, [0, 0])[0] += count
    mapped.unmapped.update(native.unmapped)
    body = layer.record(snap, record.runtime, report.collectors, result.command, mapped.edges,
                        dict(mapped.unmapped), traced.processes, result.exit_code, result.timed_out)
    report.run, report.commit = layer.store(repo, snap, body)
    kinds = overlay.static_kinds(gq, mapped.edges)
    report.snapshot, report.source_commit, report.worktree = snap.commit, snap.source_commit, snap.is_worktree
    report.unmapped = dict(sorted(mapped.unmapped.items()))
    report.edges = len(mapped.edges)
    report.new = sum(1 for kind in kinds.values() if kind == "new")
    report.confirmed = sum(1 for kind in kinds.values() if kind == "confirmed")
    report.candidates = sum(1 for kind in kinds.values() if kind == "candidate")
    views = [EdgeView(src, dst, n, ind, kinds[(src, dst)],
                      "ebpf-uprobe" if (src, dst) in native_edges else "python-profile")
             for (src, dst), (n, ind) in mapped.edges.items()]
    order = {"new": 0, "candidate": 1, "confirmed": 2}
    views.sort(key=lambda v: (order[v.static], -v.count, v.src, v.dst))
    report.listed = views[:limit]
    if not report.edges and (report.calls or report.native_calls):
        report.notes.append("no traced call could be mapped to a symbol of the snapshot (see unmapped)")
