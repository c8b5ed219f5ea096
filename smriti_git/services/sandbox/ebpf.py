"""The eBPF collector: native caller -> callee pairs from uprobes, where the kernel and BCC allow it.

**Detection** (:func:`unavailable`) says exactly which requirement is missing, in
this order: Linux; root (loading BPF programs and attaching uprobes needs
CAP_SYS_ADMIN or CAP_BPF with CAP_PERFMON); BCC's Python bindings (Debian's
``python3-bpfcc``, imported by ``/usr/bin/python3``: PyPI's ``bcc`` is an unrelated
package); ``tracefs`` (mounted here if it is not); kernel headers for BCC's compiler
(``BCC_KERNEL_SOURCE``, ``/lib/modules/<release>/build``, or Debian's
``linux-headers-*`` pair under ``/usr/src``, merged as links into a cache folder).

**Collecting** (:func:`collect`) runs ``sandbox/ebpf/collector.py`` on the host, as
root, under the interpreter that has BCC, around one ``exec``: it attaches a uprobe to
the entry of every function symbol of each ELF file given (``--ebpf PATH``), and for
every call counts (process, function address, return address), the return address
read from the top of the user stack at entry.  Afterwards the addresses are turned
into functions with the files' own symbol tables (``elf.py``): the load address of
each process is the one that puts every probed address on a symbol, the caller is
the function whose range holds the return address (calls from other files, such as
the C library starting ``main``, have no caller and are counted apart).  Function
names are then mapped to the snapshot's C and C++ symbols by name.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from smriti_git.errors import SmpError, Unsupported
from smriti_git.services.graphquery import GraphQuery
from smriti_git.services.sandbox import channel, elf
from smriti_git.services.sandbox.state import LIBRARY

SYSTEM_PYTHON = "/usr/bin/python3"
TRACEFS = ("/sys/kernel/tracing", "/sys/kernel/debug/tracing")
READY_SECONDS = 180.0
STOP_SECONDS = 60.0
PAGE = 4096
NATIVE_LANGS = ("c", "cpp")
NAMED = ("MATCH (s:Symbol) WHERE s.name = $n AND s.lang IN $langs AND s.kind IN $kinds "
         "RETURN s.id ORDER BY s.id LIMIT 2")


@functools.cache
def bcc_python() -> str | None:
    """An interpreter that can import BCC's ``bcc`` module (this one, or the system's)."""
    for candidate in dict.fromkeys([sys.executable, SYSTEM_PYTHON]):
        if os.path.exists(candidate):
            probe = subprocess.run([candidate, "-c", "import bcc"], capture_output=True, check=False)
            if probe.returncode == 0:
                return candidate
    return None


def tracefs() -> str | None:
    """Where tracefs is mounted (mounting it at ``/sys/kernel/tracing`` if it is not and we may)."""
    for path in TRACEFS:
        if os.path.exists(f"{path}/uprobe_events"):
            return path
    if os.geteuid() == 0 and os.path.isdir(TRACEFS[0]):
        subprocess.run(["mount", "-t", "tracefs", "nodev", TRACEFS[0]], capture_output=True, check=False)
        if os.path.exists(f"{TRACEFS[0]}/uprobe_events"):
            return TRACEFS[0]
    return None


def _cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "smriti-git" / "kernel-headers"


def _merge(parts: list[Path], into: Path) -> None:
    """A tree of symbolic links: every file of ``parts``, later parts winning."""
    work = into.with_name(into.name + f".{os.getpid()}.tmp")
    shutil.rmtree(work, ignore_errors=True)
    for part in parts:
        for folder, _, files in os.walk(part):
            target = work / Path(folder).relative_to(part)
            target.mkdir(parents=True, exist_ok=True)
            for name in files:
                link = target / name
                if link.is_symlink() or link.exists():
                    link.unlink()
                link.symlink_to(Path(folder) / name)
    try:
        os.replace(work, into)
    except OSError:
        shutil.rmtree(work, ignore_errors=True)


@functools.cache
def kernel_headers() -> str | None:
    """A kernel source folder BCC can compile against (see the module docstring)."""
    named = os.environ.get("BCC_KERNEL_SOURCE")
    if named and os.path.isdir(named):
        return named
    build = f"/lib/modules/{os.uname().release}/build"
    if os.path.isdir(f"{build}/include"):
        return build
    for arch in sorted(Path("/usr/src").glob("linux-headers-*-amd64")) + sorted(Path("/usr/src").glob(
            "linux-headers-*-arm64")):
        common = arch.with_name(arch.name.rsplit("-", 1)[0] + "-common")
        if not common.is_dir():
            continue
        merged = _cache_dir() / arch.name
        if not (merged / "include").is_dir():
            merged.parent.mkdir(parents=True, exist_ok=True)
            _merge([common, arch], merged)
        return str(merged) if (merged / "include").is_dir() else None
    return None


@functools.cache
def unavailable() -> str | None:
    """Why the eBPF collector cannot run here (None: it can)."""
    if sys.platform != "linux":
        return f"eBPF needs Linux (this is {sys.platform})"
    if os.geteuid() != 0:
        return "eBPF uprobes need root (CAP_BPF and CAP_PERFMON, or CAP_SYS_ADMIN); this process is not root"
    if bcc_python() is None:
        return ("BCC's Python bindings are not installed: Debian's python3-bpfcc (apt-get install python3-bpfcc); "
                "PyPI's `bcc` is an unrelated package")
    if tracefs() is None:
        return "tracefs is not mounted at /sys/kernel/tracing and could not be mounted there"
    if kernel_headers() is None:
        return ("no kernel headers for BCC to compile against: set BCC_KERNEL_SOURCE, or install "
                "linux-headers-amd64 (Debian)")
    return None


@dataclass
class Native:
    """What the eBPF collector saw during one exec: ((file, caller), (file, callee)) -> calls."""

    calls: Counter[tuple[tuple[str, str], tuple[str, str]]] = field(default_factory=Counter)
    unmapped: Counter[str] = field(default_factory=Counter)
    probes: dict[str, int] = field(default_factory=dict)


@contextlib.contextmanager
def session(paths: list[str]) -> Iterator[Native]:
    """Collect native calls into the :class:`Native` it yields while the block runs (nothing without ``paths``)."""
    native = Native()
    if not paths:
        yield native
        return
    reason = unavailable()
    if reason:
        raise Unsupported(f"the eBPF collector cannot run here: {reason}")
    files = [elf.read(os.path.realpath(p)) for p in paths]
    with tempfile.TemporaryDirectory(prefix="smp-ebpf-") as tmp:
        out = Path(tmp) / "calls.json"
        argv = [str(bcc_python()), str(LIBRARY / "ebpf" / "collector.py"), "--out", str(out),
                *[arg for f in files for arg in ("--binary", f.path)]]
        proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                env={**os.environ, "BCC_KERNEL_SOURCE": str(kernel_headers())})
        assert proc.stdin is not None and proc.stderr is not None
        assert proc.stdout is not None
        if channel.read_line(proc.stdout.fileno(), READY_SECONDS)[0] != "ready":
            proc.kill()
            detail = proc.stderr.read().decode("utf-8", "replace").strip().splitlines()
            raise SmpError(f"the eBPF collector did not start: {detail[-1] if detail else 'no answer'}")
        try:
            yield native
        finally:
            proc.stdin.close()
            try:
                proc.wait(STOP_SECONDS)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        if not out.exists():
            raise SmpError(f"the eBPF collector wrote nothing (exit {proc.returncode})")
        data = json.loads(out.read_text())
    native.probes = {str(k): int(v) for k, v in data.get("probes", {}).items()}
    _resolve(data.get("calls", []), files, native)


def _base(found: elf.Elf, ips: list[int]) -> int | None:
    """Where ``found`` was loaded in a process: the page-aligned base that puts most of the
    process's probed addresses on the start of one of its functions (None: on none)."""
    if not found.relocatable:
        return 0 if any(found.starting(ip) for ip in ips) else None
    votes: Counter[int] = Counter()
    for ip in ips[:64]:
        for function in found.functions:
            base = ip - function.address
            if base > 0 and base % PAGE == 0:
                votes[base] += 1
    if not votes:
        return None
    return min(votes, key=lambda base: (-votes[base], base))


def _resolve(calls: list[list[int]], files: list[elf.Elf], native: Native) -> None:
    by_pid: dict[int, list[tuple[int, int, int]]] = {}
    for pid, ip, ret, count in calls:
        by_pid.setdefault(pid, []).append((ip, ret, count))
    for items in by_pid.values():
        ips = sorted({ip for ip, _, _ in items})
        bases = {f.path: b for f in files if (b := _base(f, ips)) is not None}
        placed = [(f, bases[f.path]) for f in files if f.path in bases]
        for ip, ret, count in items:
            callee = next(((f, hit) for f, base in placed if (hit := f.starting(ip - base))), None)
            caller = next(((f, hit) for f, base in placed if (hit := f.at(ret - base))), None)
            if callee is None:
                native.unmapped["native address on no probed function"] += count
            elif caller is None:
                native.unmapped["native caller outside the probed files (the C library starting main, or a "
                                "library calling back)"] += count
            else:
                native.calls[((caller[0].path, caller[1].name), (callee[0].path, callee[1].name))] += count


def map_native(gq: GraphQuery, native: Native) -> dict[tuple[str, str], int]:
    """Native calls as edges between the snapshot's C and C++ functions, matched by name."""
    names = sorted({name for pair in native.calls for _, name in pair})
    ids: dict[str, str | None] = {}
    for name in names:
        rows = gq.graph.rows(NAMED, n=name, langs=list(NATIVE_LANGS), kinds=["function", "method"])
        ids[name] = rows[0][0] if len(rows) == 1 else None
    edges: Counter[tuple[str, str]] = Counter()
    for ((_, caller), (_, callee)), count in sorted(native.calls.items()):
        src, dst = ids[caller], ids[callee]
        if src is None or dst is None:
            native.unmapped["native function with no single C or C++ symbol of that name in the snapshot"] += count
            continue
        edges[(src, dst)] += count
    return dict(edges)
