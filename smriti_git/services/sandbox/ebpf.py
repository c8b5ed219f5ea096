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
import os
import shutil
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from smriti_git.errors import SmpError
from smriti_git.index.snapshot import SnapshotInfo
from smriti_git.storage.repo import Repo

SYSTEM_PYTHON = "/usr/bin/python3"
TRACEFS = ("/sys/kernel/tracing", "/sys/kernel/debug/tracing")


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
    """What the eBPF collector saw during one exec: (caller, callee) function names -> calls."""

    calls: dict[tuple[str, str], int] = field(default_factory=dict)
    unmapped: Counter[str] = field(default_factory=Counter)


@contextlib.contextmanager
def session(paths: list[str]) -> Iterator[Native]:
    """Collect native calls into the :class:`Native` it yields while the block runs (nothing without ``paths``)."""
    native = Native()
    if not paths:
        yield native
        return
    raise SmpError("the eBPF collector is not built yet")


def map_native(repo: Repo, snap: SnapshotInfo, native: Native) -> dict[tuple[str, str], int]:
    """Native calls as edges between the snapshot's symbols."""
    return {}
