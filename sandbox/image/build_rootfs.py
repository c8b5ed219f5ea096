"""Build the smriti-git sandbox image as a root file system tarball, offline, from this machine.

Nothing is downloaded: the image is the Python interpreter that runs this script (its
executable, its standard library and the shared libraries they load, found with
``ldd``), plus an ``/etc/passwd`` with the ``sandbox`` (uid 1000) and ``nobody`` users
and the empty folders the sandbox mounts over (``/src``, ``/work``, ``/tmp``, ``/.smp``).
Import the tarball with ``docker import`` (``docs/sandbox.md``)::

    python3 sandbox/image/build_rootfs.py -o /tmp/rootfs.tar
    docker import --change 'USER 65534:65534' --change 'WORKDIR /work' \\
        --change 'ENV PATH=/opt/python/bin:/usr/bin:/bin' /tmp/rootfs.tar smriti-sandbox:latest

``--site-packages DIR`` (repeatable) copies a folder of installed packages (a virtual
environment's ``site-packages``) into the image's own ``site-packages``, for test
dependencies such as pytest.  The interpreter lives at ``/opt/python/bin/python3``.
"""

from __future__ import annotations

import argparse
import io
import os
import re
import subprocess
import sys
import sysconfig
import tarfile
from collections.abc import Iterator
from pathlib import Path

PREFIX = "opt/python"
SKIP_STDLIB = {"test", "idlelib", "tkinter", "turtledemo", "ensurepip", "lib2to3", "site-packages",
               "dist-packages", "__pycache__"}
SKIP_SUFFIX = (".a", ".exe", ".pdb")
PASSWD = "root:x:0:0:root:/root:/bin/sh\nsandbox:x:1000:1000:sandbox:/tmp:/bin/sh\n" \
         "nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n"
GROUP = "root:x:0:\nsandbox:x:1000:\nnogroup:x:65534:\n"
EMPTY_DIRS = ("src", "work", "tmp", ".smp", ".smp/lib", ".smp/out", "proc", "sys", "dev", "etc", "usr/bin", "bin")


def _libraries(binaries: list[Path]) -> set[Path]:
    """The shared libraries ``binaries`` load, and the dynamic loader, by ``ldd``."""
    found: set[Path] = set()
    for binary in binaries:
        proc = subprocess.run(["ldd", str(binary)], capture_output=True, text=True, check=False)
        for line in proc.stdout.splitlines():
            match = re.search(r"(/\S+) \(0x", line)
            if match:
                found.add(Path(match.group(1)))
    return found


def _stdlib_files(stdlib: Path) -> Iterator[Path]:
    for root, dirs, files in os.walk(stdlib):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_STDLIB and d != "lib-dynload" and not d.startswith("config-"))
        for name in sorted(files):
            if not name.endswith(SKIP_SUFFIX) and "_tkinter" not in name:
                yield Path(root) / name


def _add_file(tar: tarfile.TarFile, source: Path, name: str) -> None:
    info = tar.gettarinfo(str(source), arcname=name)
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    info.mtime = 0
    if info.isreg():
        with source.open("rb") as handle:
            tar.addfile(info, handle)
    else:
        tar.addfile(info)


def _add_text(tar: tarfile.TarFile, name: str, text: str, mode: int = 0o644) -> None:
    data = text.encode()
    info = tarfile.TarInfo(name)
    info.size, info.mode, info.mtime = len(data), mode, 0
    tar.addfile(info, io.BytesIO(data))


def _add_dir(tar: tarfile.TarFile, name: str, mode: int = 0o755) -> None:
    info = tarfile.TarInfo(name)
    info.type, info.mode, info.mtime = tarfile.DIRTYPE, mode, 0
    tar.addfile(info)


def _add_link(tar: tarfile.TarFile, name: str, target: str) -> None:
    info = tarfile.TarInfo(name)
    info.type, info.linkname, info.mtime = tarfile.SYMTYPE, target, 0
    tar.addfile(info)


def build(output: Path, site_packages: list[Path]) -> int:
    """Write the tarball; returns how many files it holds."""
    executable = Path(os.path.realpath(sys.executable))
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    dynload = next((Path(p) for p in sys.path if p.endswith("lib-dynload")), stdlib / "lib-dynload")
    extensions = sorted(p for p in dynload.glob("*.so") if "_tkinter" not in p.name)
    libraries = _libraries([executable, *extensions])
    count = 0
    with tarfile.open(output, "w", format=tarfile.GNU_FORMAT) as tar:
        for folder in EMPTY_DIRS:
            _add_dir(tar, folder, 0o1777 if folder in ("tmp", "work") else 0o755)
        _add_text(tar, "etc/passwd", PASSWD)
        _add_text(tar, "etc/group", GROUP)
        _add_text(tar, "etc/hosts", "127.0.0.1 localhost\n")
        _add_file(tar, executable, f"{PREFIX}/bin/{version}")
        _add_link(tar, f"{PREFIX}/bin/python3", version)
        _add_link(tar, f"{PREFIX}/bin/python", version)
        _add_link(tar, "usr/bin/python3", f"/{PREFIX}/bin/{version}")
        count += 3
        seen_dirs: set[str] = set()
        for lib in sorted(libraries):
            real = Path(os.path.realpath(lib))
            parent = str(lib.parent).lstrip("/")
            for depth in range(1, len(Path(parent).parts) + 1):
                part = "/".join(Path(parent).parts[:depth])
                if part not in seen_dirs:
                    seen_dirs.add(part)
                    _add_dir(tar, part)
            _add_file(tar, real, str(lib).lstrip("/"))
            # Libraries loaded by the interpreter's own folder (libpython3.x.so) sit there too.
            if lib.parent == executable.parent.parent / "lib":
                _add_file(tar, real, f"{PREFIX}/lib/{lib.name}")
            count += 1
        for path in _stdlib_files(stdlib):
            _add_file(tar, path, f"{PREFIX}/lib/{version}/{path.relative_to(stdlib)}")
            count += 1
        for path in extensions:
            _add_file(tar, path, f"{PREFIX}/lib/{version}/lib-dynload/{path.name}")
            count += 1
        target = f"{PREFIX}/lib/{version}/site-packages"
        _add_dir(tar, target)
        for packages in site_packages:
            for path in sorted(packages.rglob("*")):
                if "__pycache__" in path.parts or not (path.is_file() or path.is_dir()):
                    continue
                _add_file(tar, path, f"{target}/{path.relative_to(packages)}")
                count += 1
    return count


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-o", "--output", required=True, type=Path, help="Where to write the tarball.")
    parser.add_argument("--site-packages", action="append", default=[], type=Path,
                        help="A folder of installed packages to copy into the image (repeatable).")
    args = parser.parse_args()
    count = build(args.output, args.site_packages)
    print(f"{args.output}: {count} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
