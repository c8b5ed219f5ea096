"""The sandbox: ``sandbox spawn|exec|destroy|run|gc|status`` (``services/sandbox/``; docs/sandbox.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from smriti_git.errors import InvalidArgument, Status
from smriti_git.operations.registry import Arg, Context, Opt, Result, group, operation
from smriti_git.services.hostpaths import Confinement
from smriti_git.services.safety import agents
from smriti_git.services.sandbox import execution, manager
from smriti_git.services.sandbox.execution import Execution, Options
from smriti_git.services.sandbox.manager import Availability, SandboxView
from smriti_git.services.sandbox.state import ID_PATTERN, Limits

group("sandbox", "Run commands in isolation (no network, copy-on-write workspace, limits) and record the calls "
                 "they make as runtime edges.")

SANDBOX_ID = Annotated[str, Arg("The sandbox (from sandbox spawn).", pattern=ID_PATTERN)]
COMMAND = Annotated[list[str], Arg("The command and its arguments, after `--`.")]


@dataclass(frozen=True, kw_only=True)
class Setup:
    """How a new sandbox is set up: the parameters of ``sandbox spawn`` and ``sandbox run``."""

    runtime: Annotated[Literal["auto", "docker", "namespaces"],
                       Opt("docker (an engine and the image are needed), namespaces (Linux), or auto: docker "
                           "when it can run, else namespaces.")] = "auto"
    image: Annotated[str | None, Opt("The docker image (default smriti-sandbox:latest; built locally, never "
                                     "pulled).")] = None
    workspace: Annotated[str | None, Opt("The folder to work on, copy-on-write (default: the repository's work "
                                         "tree).")] = None
    bind: Annotated[list[str] | None, Opt("Another host path the sandbox may read, read-only, at the same path "
                                          "(repeatable; a virtual environment, test data).")] = None
    memory: Annotated[int, Opt("Memory for the whole sandbox, MiB.", min=16, max=1 << 20)] = 1024
    pids: Annotated[int, Opt("Processes and threads for the whole sandbox.", min=8, max=1 << 22)] = 256
    cpus: Annotated[float, Opt("CPUs the sandbox may use (a share of time).", min=0.05, max=1024)] = 1.0
    workspace_size: Annotated[int, Opt("Room for writes to the workspace, MiB.", min=16, max=1 << 20)] = 1024

    def limits(self) -> Limits:
        return Limits(memory_mb=self.memory, pids=self.pids, cpus=self.cpus, workspace_mb=self.workspace_size)


@dataclass(frozen=True, kw_only=True)
class Running:
    """How a command runs in a sandbox: the parameters of ``sandbox exec`` and ``sandbox run``."""

    trace: Annotated[bool, Opt("Record which of the project's Python functions called which, and store them as "
                               "runtime edges (CALLS_RUNTIME) of the work tree's snapshot.")] = False
    timeout: Annotated[int, Opt("Seconds the command may run before it is killed.", min=1, max=86_400)] = 600
    cwd: Annotated[str | None, Opt("Folder to run in, relative to the workspace (default: the current folder when "
                                   "it is inside the workspace, else its top).")] = None
    env: Annotated[list[str] | None, Opt("An environment variable NAME=VALUE for the command (repeatable).")] = None
    max_output: Annotated[int, Opt("Keep at most this many bytes of stdout and of stderr.", min=1024,
                                   max=1 << 26)] = 1 << 20
    ebpf: Annotated[list[str] | None, Opt("A native ELF file (executable or library) of the project whose "
                                          "function calls eBPF uprobes should record (repeatable; root, "
                                          "BCC).")] = None
    edges: Annotated[int, Opt("List at most this many runtime edges of a trace.", min=1, max=100_000)] = 200

    def options(self) -> Options:
        return Options(trace=self.trace, timeout=float(self.timeout), cwd=self.cwd, env=self.env or [],
                       max_output=self.max_output, ebpf=self.ebpf or [], limit=self.edges)


def _confinement(ctx: Context) -> Confinement:
    """Who asks: a server's client has its host paths confined (``services/hostpaths.py``)."""
    return Confinement(client=ctx.client, allowed=ctx.allowed_paths)


def _describe(v: SandboxView) -> list[str]:
    lines = [f"{v.id}  {v.runtime} sandbox ({v.mode}{'' if v.alive else ', not running'}) of {v.workspace}"
             f" -> {v.inside} ({v.workspace_mode or '-'})",
             f"  limits: {v.limits.memory_mb} MiB, {v.limits.pids} processes, {v.limits.cpus:g} CPUs; "
             f"enforced: {', '.join(v.enforced) or 'nothing'}"]
    lines += [f"  not enforced: {item}" for item in v.not_enforced]
    return lines


@dataclass(kw_only=True)
class SpawnResult(Result):
    sandbox: SandboxView
    note: str | None


@operation("sandbox.spawn", read_only=False, render=lambda r: "\n".join(_describe(r.sandbox)))
def sandbox_spawn(
    ctx: Context,
    setup: Setup,
    ttl: Annotated[int, Opt("Seconds the sandbox lives without an exec before it is destroyed.", min=10,
                            max=7 * 86_400)] = 3600,
) -> SpawnResult:
    """Start a sandbox that stays up for several commands; returns its id.

    No network (a loopback interface only), the workspace copy-on-write (writes never
    reach the host), limits for memory, processes and CPU.  It ends on `sandbox destroy`,
    when your agent process exits, or after --ttl seconds without an exec.
    """
    holder = agents.process(ctx.agent_pid if ctx.agent_pid is not None else agents.agent_pid())
    found, note = manager.spawn(ctx.repo, setup.runtime, setup.image, setup.workspace, setup.bind or [],
                                setup.limits(), ttl, holder, _confinement(ctx))
    return SpawnResult(sandbox=found, note=note, message=note)


@dataclass(kw_only=True)
class ExecResult(Execution, Result):
    note: str | None = None


def _render_exec(r: ExecResult) -> str:
    parts = [r.stdout.rstrip("\n")] if r.stdout else []
    if r.stderr:
        parts.append(r.stderr.rstrip("\n"))
    how = "timed out and was killed" if r.timed_out else f"killed by signal {r.signal}" if r.signal is not None \
        else f"exit {r.exit_code}" if r.exit_code is not None else f"no result: {r.error}"
    parts.append(f"sandbox {r.sandbox} ({r.runtime}): {how} in {r.wall_seconds:.2f} s (cpu {r.user_seconds:.2f} s "
                 f"user, {r.system_seconds:.2f} s system; max rss {r.max_rss_kb >> 10} MiB)"
                 + (f"; limits hit: {', '.join(r.limits_hit)}" if r.limits_hit else "")
                 + ("; output truncated" if r.truncated else ""))
    t = r.trace
    if t is not None:
        seen = [f"{t.calls} Python calls in {t.processes} processes"] if "python-profile" in t.collectors else []
        seen += [f"{t.native_calls} native calls"] if "ebpf-uprobe" in t.collectors else []
        parts.append(f"trace: {', '.join(seen)} -> {t.edges} runtime edges: {t.new} new "
                     f"(static analysis missed them), {t.confirmed} confirmed, {t.candidates} static candidates"
                     + (f"; stored as run {t.run} on snapshot {(t.snapshot or '')[:12]}" if t.run else ""))
        parts += [f"  {e.static:<9} {e.count:>6}x  {e.src} -> {e.dst}" for e in t.listed]
        parts += [f"  unmapped: {n} calls: {why}" for why, n in t.unmapped.items()]
        parts += [f"  note: {n}" for n in t.notes]
    return "\n".join(parts)


def _result(done: Execution, note: str | None = None) -> ExecResult:
    messages = [note] if note else []
    if done.timed_out:
        messages.append("the command ran out of time and was killed")
    elif done.error:
        messages.append(f"the sandbox reported: {done.error}")
    status: Status = "partial" if done.trace is not None and done.trace.notes and not done.trace.run else "ok"
    return ExecResult(**vars(done), note=note, message="; ".join(messages) or None, status=status)


TIMEOUT_EXIT = 124
"""The CLI's exit code when the command ran out of time (as ``timeout(1)``)."""
NO_RESULT_EXIT = 125
"""The CLI's exit code when the sandbox gave no result for the command (as ``timeout(1)`` when it fails)."""


def command_exit(r: ExecResult) -> int:
    """The CLI's exit code for a command run in a sandbox: the command's own; 124 when it
    timed out; 128 + N when signal N killed it (137: a memory limit's SIGKILL); 125 when
    the sandbox reported no result."""
    if r.timed_out:
        return TIMEOUT_EXIT
    if r.signal is not None:
        return 128 + r.signal
    return r.exit_code if r.exit_code is not None else NO_RESULT_EXIT


@operation("sandbox.exec", read_only=False, idempotent=False, render=_render_exec, exit_code=command_exit)
def sandbox_exec(ctx: Context, id: SANDBOX_ID, command: COMMAND, running: Running) -> ExecResult:
    """Run a command in a spawned sandbox: its exit code, output, timings, limits hit.

    With --trace, the calls the project's Python code made are mapped to symbols and
    stored as runtime edges (git smp neighbors shows them beside the static ones).
    """
    if not command:
        raise InvalidArgument("give the command to run after `--` (for example: -- pytest -q)")
    done = execution.exec_in(ctx.repo, id, command, running.options(), ctx.progress, confinement=_confinement(ctx))
    return _result(done)


@operation("sandbox.run", read_only=False, idempotent=False, render=_render_exec, exit_code=command_exit)
def sandbox_run(ctx: Context, command: COMMAND, setup: Setup, running: Running) -> ExecResult:
    """Spawn a sandbox, run one command in it and destroy it, in one step.

    Everything the command wrote and started is gone afterwards; with --trace its calls
    remain, as runtime edges of the work tree's snapshot.
    """
    if not command:
        raise InvalidArgument("give the command to run after `--` (for example: -- pytest -q)")
    done, note = execution.run(ctx.repo, command, setup.runtime, setup.image, setup.workspace, setup.bind or [],
                               setup.limits(), running.options(), ctx.progress, confinement=_confinement(ctx))
    return _result(done, note)


@dataclass(kw_only=True)
class DestroyResult(Result):
    id: str
    done: list[str]


@operation("sandbox.destroy", read_only=False, render=lambda r: f"{r.id}: " + "; ".join(r.done))
def sandbox_destroy(ctx: Context, id: SANDBOX_ID) -> DestroyResult:
    """End a sandbox: its processes, workspace changes, container and cgroups are removed."""
    return DestroyResult(id=id, done=manager.destroy(ctx.repo, id))


@dataclass(kw_only=True)
class GcResult(Result):
    removed: list[str]
    live: list[str]
    notes: list[str]


@operation("sandbox.gc", read_only=False, idempotent=True,
           render=lambda r: "\n".join([*(f"removed {x}" for x in r.removed), *(f"note: {n}" for n in r.notes)])
           or f"nothing to remove ({len(r.live)} live sandboxes)")
def sandbox_gc(ctx: Context) -> GcResult:
    """Remove what crashed or killed sandboxes left: processes, containers, cgroups, folders."""
    removed, live, notes = manager.gc(ctx.repo)
    return GcResult(removed=removed, live=live, notes=notes)


@dataclass(kw_only=True)
class StatusResult(Result):
    sandboxes: list[SandboxView]
    runtimes: list[Availability]


def _render_status(r: StatusResult) -> str:
    lines = [line for v in r.sandboxes for line in _describe(v)] or ["no sandboxes"]
    lines += [f"{a.name}: {'available' if a.available else 'unavailable: ' + (a.reason or '')}" for a in r.runtimes]
    return "\n".join(lines)


@operation("sandbox.status", render=_render_status)
def sandbox_status(ctx: Context) -> StatusResult:
    """The sandboxes of this repository, and which runtimes (and the eBPF collector) can run here, or why not."""
    found, available = manager.status(ctx.repo)
    return StatusResult(sandboxes=found, runtimes=available)
