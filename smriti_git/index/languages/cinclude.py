"""C and C++ ``#include`` resolution: which repository file an include line names.

``#include "x.h"`` resolves relative to the including file, then by path suffix anywhere in
the repository, the match sharing most folders with the including file first.  ``#include
<x>`` is a system header unless it names a path or a file (``<lib/x.h>``, ``<lua.h>`` found
under ``deps/lua/src/``: what an ``-I`` flag makes of it) found by suffix; the C and POSIX
standard headers (``<poll.h>``) are always the system's.

When several files match equally well (Flecs' ``include/flecs.h`` and its amalgamated
``distr/flecs.h``, included as ``"flecs.h"`` from ``src/``), the one under a folder the
project's own includes show to be on its include path wins: a folder ``F`` such that some
include line naming a path with a folder (``"flecs/datastructures/bitset.h"``) is matched by
exactly one file, ``F`` + that path.  Failing that, the one under the folder where the including file's
other includes are each found alone (its own include path).  A tie that evidence does not break stays
unresolved.
"""

from __future__ import annotations

from collections import Counter

from smriti_git.index.languages.base import Project
from smriti_git.index.languages.langkit import ending_with, nearest, project_cache, relative_path

_SYSTEM_NAMES = """
assert complex ctype errno fenv float inttypes iso646 limits locale math setjmp signal stdalign stdarg
stdatomic stdbool stddef stdint stdio stdlib stdnoreturn string tgmath threads time uchar wchar wctype
aio cpio dirent dlfcn fcntl fmtmsg fnmatch ftw glob grp iconv langinfo libgen monetary mqueue ndbm netdb
nl_types poll pthread pwd regex sched search semaphore spawn strings stropts syslog tar termios trace
ulimit unistd utime utmpx wordexp malloc alloca execinfo getopt memory endian byteswap windows winsock2
io direct process
"""
SYSTEM_HEADERS = frozenset(f"{name}.h" for name in _SYSTEM_NAMES.split())


def resolve_include(spec: str, from_path: str, project: Project) -> list[str]:
    """The repository file ``#include <spec>`` (``spec`` with its ``<>`` or without quotes)
    in ``from_path`` names, as a one-element list; [] for a system header or no single match."""
    if spec.startswith("<"):
        inner = spec.strip("<>").strip()
        if inner in SYSTEM_HEADERS or ("/" not in inner and "." not in inner):
            return []     # ``<poll.h>`` is the system's, even beside a hiredis ``adapters/poll.h``
        return _on_include_path(project, inner, from_path)
    local = relative_path(from_path, spec)
    if local and project.exists(local):
        return [local]
    return _on_include_path(project, "/".join(p for p in spec.split("/") if p not in (".", "..")), from_path)


def _on_include_path(project: Project, suffix: str, from_path: str) -> list[str]:
    tied = nearest(ending_with(project, suffix), from_path)
    if len(tied) <= 1:
        return tied
    return _best_rooted(tied, suffix, project_cache(project, "include roots", _include_roots)) or \
        _best_rooted(tied, suffix, _own_roots(project, from_path))   # (the folders its other includes are in)


def _best_rooted(tied: list[str], suffix: str, roots: Counter[str]) -> list[str]:
    """The one of ``tied`` under the folder with the most evidence in ``roots``, as a one-element list; [] when
    none has any or two have the most."""
    evidence = {path: roots.get(path[:len(path) - len(suffix)], 0) for path in tied}
    best = max(evidence.values())
    chosen = [path for path in tied if evidence[path] == best]
    return chosen if best > 0 and len(chosen) == 1 else []


def _own_roots(project: Project, from_path: str) -> Counter[str]:
    """Folders by how many of ``from_path``'s own include lines name a file found only under them: the include
    path its build gives it (primecount's ``src/PhiTiny.cpp`` includes ``<imath.hpp>`` and ``<macros.hpp>``, each
    found only in ``include/``, and ``<popcnt.hpp>``, found there and in its bundled primesieve's
    ``lib/primesieve/include/primesieve/``: the first)."""
    roots: Counter[str] = Counter()
    facts = project.facts.get(from_path)
    for imp in facts.imports if facts is not None else ():
        spec = imp.module.strip('<>"').strip() if imp.name == "*" else ""
        if not spec or spec in SYSTEM_HEADERS or spec.startswith("."):
            continue
        found = ending_with(project, spec)
        if len(found) == 1 and found[0] != from_path:
            roots[found[0][:len(found[0]) - len(spec)]] += 1
    return roots


def _include_roots(project: Project) -> Counter[str]:
    """Folders (``"include/"``, ``""`` for the top) by how many files include a path with a
    folder that exactly one project file matches under them (relative includes left out)."""
    roots: Counter[str] = Counter()
    for path, facts in project.facts.items():
        if facts.lang not in ("c", "cpp"):
            continue
        seen: set[str] = set()
        for imp in facts.imports:
            spec = imp.module.strip("<>").strip() if imp.name == "*" else ""
            if "/" not in spec or spec.startswith(".") or project.exists(relative_path(path, spec)):
                continue
            found = ending_with(project, spec)
            if len(found) == 1:
                seen.add(found[0][:len(found[0]) - len(spec)])
        roots.update(seen)
    return roots
