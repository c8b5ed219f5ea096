"""The first process of a namespaces sandbox: builds its file system view, then keeps it alive.

Started by the host as ``unshare --user --map-root-user --mount --pid --net --ipc --uts
--fork --kill-child python3 -I -S nsinit.py``: it is PID 1 of a new PID namespace,
root of a new user namespace (mapped to the invoking user, so it holds no privilege
over anything of the host's), in new mount, network, IPC and UTS namespaces.  It
reads one line of JSON on stdin (what to mount), and then:

1. makes every mount private, and mounts a small tmpfs as the new root;
2. binds the host folders the sandbox may see (system folders, the Python
   installation, ``--bind`` paths) **read-only and recursively** (``mount_setattr``,
   or one remount per mount where the C library lacks it), ``nosuid`` and ``nodev``;
3. mounts the workspace copy-on-write: an overlay whose lower layer is the host
   source and whose upper layer is a tmpfs private to this mount namespace (a copy
   into a tmpfs where overlayfs is refused, without the masked folders and the
   sandbox's own folders), at the source's own path; the folder names are escaped in
   the mount options (``\\``, ``,`` and ``:``), so any path works;
   then covers each ``masks`` folder (the git directory, the key folder, a home folder
   where a visible folder holds them) with an empty read-only tmpfs;
4. gives a minimal ``/dev`` (null, zero, full, random, urandom, tty; a new ``devpts``;
   a tmpfs ``/dev/shm``), a ``/proc`` of the new PID namespace, tmpfs ``/tmp`` and
   ``/var/tmp``, the host's run folder for this sandbox at ``/.smp/out`` (writable) and
   the sandbox library at ``/.smp/lib`` (read-only);
5. ``pivot_root`` into it, detaches the old root, makes ``/`` read-only, brings the
   loopback interface up (the only one: there is no route out), names the host
   ``smp-sandbox``;
6. prints ``ready <JSON>`` on stdout, then waits, reaping orphans, until its stdin
   closes or it gets SIGTERM.  When it exits, the kernel kills every process of the
   PID namespace, and the mounts (overlay upper layer included) go with the last one.

Any failure prints ``error <message>`` and exits 1.
"""

from __future__ import annotations

import contextlib
import ctypes
import fcntl
import json
import os
import select
import shutil
import signal
import socket
import struct
import sys
from typing import Any

MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = \
    1, 2, 4, 8, 32, 4096, 16384, 1 << 18
MNT_DETACH, AT_RECURSIVE = 2, 0x8000
MOUNT_ATTR_RDONLY, MOUNT_ATTR_NOSUID, MOUNT_ATTR_NODEV = 1, 2, 4
SYS_PIVOT_ROOT = {"x86_64": 155, "aarch64": 41, "riscv64": 41, "ppc64le": 203, "s390x": 217}
SYS_MOUNT_SETATTR = 442
DEVICES = ("null", "zero", "full", "random", "urandom", "tty")
_LIBC = ctypes.CDLL(None, use_errno=True)


class MountAttr(ctypes.Structure):
    _fields_ = [("attr_set", ctypes.c_uint64), ("attr_clr", ctypes.c_uint64),
                ("propagation", ctypes.c_uint64), ("userns_fd", ctypes.c_uint64)]


def _fail(what: str) -> OSError:
    err = ctypes.get_errno()
    return OSError(err, f"{what}: {os.strerror(err)}")


def mount(source: str | None, target: str, fstype: str | None, flags: int, data: str | None = None) -> None:
    result = _LIBC.mount(source.encode() if source else None, target.encode(),
                         fstype.encode() if fstype else None, ctypes.c_ulong(flags),
                         data.encode() if data else None)
    if result != 0:
        raise _fail(f"mount {fstype or source or ''} on {target}")


def _mount_flags(target: str) -> list[tuple[str, int]]:
    """The mounts at or below ``target`` with their per-mount flags (from mountinfo)."""
    found = []
    names = {"ro": MS_RDONLY, "nosuid": MS_NOSUID, "nodev": MS_NODEV, "noexec": MS_NOEXEC}
    with open("/proc/self/mountinfo") as handle:
        for line in handle:
            fields = line.split()
            point = fields[4].encode().decode("unicode_escape")
            if point == target or point.startswith(target.rstrip("/") + "/"):
                flags = sum(names.get(option, 0) for option in fields[5].split(","))
                found.append((point, flags))
    return found


def read_only(target: str) -> None:
    """Make ``target`` and every mount below it read-only, nosuid and nodev."""
    attr = MountAttr(MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV, 0, 0, 0)
    call = getattr(_LIBC, "mount_setattr", None)
    args = (-100, target.encode(), AT_RECURSIVE, ctypes.byref(attr), ctypes.sizeof(attr))
    if (call(*args) if call else _LIBC.syscall(SYS_MOUNT_SETATTR, *args)) == 0:
        return
    for point, flags in _mount_flags(target):
        mount(None, point, None, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV | flags)


def _make_target(path: str, is_dir: bool) -> None:
    if is_dir:
        os.makedirs(path, exist_ok=True)
    elif not os.path.exists(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        open(path, "a").close()


def bind(source: str, target: str, writable: bool = False) -> None:
    _make_target(target, os.path.isdir(source))
    mount(source, target, None, MS_BIND | MS_REC)
    if not writable:
        read_only(target)


def escape(path: str) -> str:
    """``path`` as an overlayfs mount option value: ``\\``, ``,`` and ``:`` escaped with a
    backslash (the option string is split at commas, ``lowerdir`` at colons)."""
    return path.replace("\\", "\\\\").replace(",", "\\,").replace(":", "\\:")


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def _workspace(root: str, spec: dict[str, Any], upper: str, skip: list[str]) -> tuple[str, str | None]:
    """Mount the copy-on-write workspace; returns how (``overlay`` or ``copy``) and, for a
    copy, why overlayfs was not used.  A copy leaves out the ``skip`` folders (masked later)."""
    lower, target = spec["lower"], root + spec["target"]
    os.makedirs(target, exist_ok=True)
    mount("tmpfs", upper, "tmpfs", MS_NOSUID | MS_NODEV, f"size={int(spec['size'])},mode=755")
    os.makedirs(f"{upper}/upper")
    os.makedirs(f"{upper}/work")
    try:
        mount("overlay", target, "overlay", MS_NOSUID | MS_NODEV,
              f"lowerdir={escape(lower)},upperdir={escape(upper + '/upper')},workdir={escape(upper + '/work')}")
        return "overlay", None
    except OSError as exc:
        why = f"overlayfs refused: {exc.strerror or exc}"
    mount("tmpfs", target, "tmpfs", MS_NOSUID | MS_NODEV, f"size={int(spec['size'])},mode=755")
    left_out = {os.path.normpath(p) for p in skip}

    def ignore(folder: str, names: list[str]) -> set[str]:
        return {n for n in names if os.path.join(folder, n) in left_out}

    shutil.copytree(lower, target, symlinks=True, dirs_exist_ok=True, ignore=ignore)
    return "copy", why


def _mask(root: str, path: str) -> None:
    """Cover ``path`` of the view with an empty read-only tmpfs."""
    target = root + path
    if not os.path.isdir(target):
        os.makedirs(target)         # left out of a copied workspace; read-only binds have it already
    mount("tmpfs", target, "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=4k,mode=555")


def _dev(root: str) -> None:
    dev = root + "/dev"
    os.makedirs(dev, exist_ok=True)
    mount("tmpfs", dev, "tmpfs", MS_NOSUID, "size=1m,mode=755")
    for name in DEVICES:
        if os.path.exists(f"/dev/{name}"):
            bind(f"/dev/{name}", f"{dev}/{name}", writable=True)
    for name, target in (("fd", "/proc/self/fd"), ("stdin", "/proc/self/fd/0"), ("stdout", "/proc/self/fd/1"),
                         ("stderr", "/proc/self/fd/2"), ("ptmx", "pts/ptmx")):
        os.symlink(target, f"{dev}/{name}")
    os.makedirs(f"{dev}/pts")
    with contextlib.suppress(OSError):      # refused by some kernels in a user namespace: no pseudo-terminals
        mount("devpts", f"{dev}/pts", "devpts", MS_NOSUID | MS_NOEXEC, "newinstance,ptmxmode=0666,mode=620")
    os.makedirs(f"{dev}/shm")
    mount("tmpfs", f"{dev}/shm", "tmpfs", MS_NOSUID | MS_NODEV, "size=64m,mode=1777")


def _loopback_up() -> None:
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        request = struct.pack("16sH14s", b"lo", 0, b"")
        flags = struct.unpack("16sH", fcntl.ioctl(sock, 0x8913, request)[:18])[1]       # SIOCGIFFLAGS
        fcntl.ioctl(sock, 0x8914, struct.pack("16sH14s", b"lo", flags | 1, b""))          # SIOCSIFFLAGS, IFF_UP
    finally:
        sock.close()


def _pivot(root: str) -> None:
    number = SYS_PIVOT_ROOT.get(os.uname().machine)
    if number is None:
        raise OSError(0, f"pivot_root: unknown system call number on {os.uname().machine}")
    os.makedirs(root + "/.oldroot", exist_ok=True)
    os.chdir(root)
    if _LIBC.syscall(number, b".", b".oldroot") != 0:
        raise _fail("pivot_root")
    os.chdir("/")
    if _LIBC.umount2(b"/.oldroot", MNT_DETACH) != 0:
        raise _fail("umount the old root")
    os.rmdir("/.oldroot")


def setup(config: dict[str, Any]) -> dict[str, Any]:
    root = config["root"]
    mount(None, "/", None, MS_REC | MS_PRIVATE)
    mount("tmpfs", root, "tmpfs", MS_NOSUID | MS_NODEV, "size=4m,mode=755")
    for link, target in config.get("links", []):
        os.symlink(target, root + link)
    for folder in ("/tmp", "/var/tmp"):     # first: the workspace or a bind may lie below them
        os.makedirs(root + folder, exist_ok=True)
        mount("tmpfs", root + folder, "tmpfs", MS_NOSUID | MS_NODEV, f"size={int(config['tmp_size'])},mode=1777")
    for source, target in config["binds"]:
        bind(source, root + target)
    masks = config.get("masks", [])
    lower = config["workspace"]["lower"]
    skip = [m for m in [*masks, root, config["upper"]] if _inside(m, lower)]
    mode, why = _workspace(root, config["workspace"], config["upper"], skip)
    for source, target in config.get("after_workspace", []):
        bind(source, root + target)
    for path in masks:
        _mask(root, path)
    _dev(root)
    os.makedirs(root + "/proc", exist_ok=True)
    mount("proc", root + "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC)
    bind(config["out"], root + "/.smp/out", writable=True)
    bind(config["lib"], root + "/.smp/lib")
    _pivot(root)
    mount(None, "/", None, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV)
    _loopback_up()
    name = b"smp-sandbox"
    _LIBC.sethostname(name, len(name))
    return {"workspace": mode, "why": why}


def keep() -> None:
    """Wait for stdin to close (or SIGTERM), reaping orphans meanwhile."""
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    while True:
        ready, _, _ = select.select([0], [], [], 1.0)
        if ready and not os.read(0, 4096):
            return
        try:
            while os.waitpid(-1, os.WNOHANG)[0] > 0:
                pass
        except ChildProcessError:
            pass


def main() -> int:
    line = b""
    while not line.endswith(b"\n"):
        chunk = os.read(0, 1 << 16)
        if not chunk:
            return 2
        line += chunk
    try:
        report = setup(json.loads(line))
    except Exception as exc:  # reported to the host, which says what failed
        print(f"error {exc}", flush=True)
        return 1
    print(f"ready {json.dumps(report)}", flush=True)
    keep()
    return 0


if __name__ == "__main__":
    sys.exit(main())
