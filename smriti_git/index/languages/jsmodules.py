"""Module paths of JavaScript and TypeScript: the keys a file is imported by and the file an
import specifier names.

Owns the link policy's path half for the ECMAScript languages: module keys without
extensions (``dir`` for ``dir/index.*``), relative specifiers resolved by probing
extensions (``./x.js`` may name ``x.ts``) and ``index`` files, ``@/`` / ``~/`` and
base-url style paths against ``src/`` folders, monorepo workspace packages by folder
name; every other bare specifier is external.  Answers are memoised per project.
"""

from __future__ import annotations

import posixpath
from weakref import WeakKeyDictionary

from smriti_git.index.languages.base import Project

PROBE_EXTENSIONS = (".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".mts", ".cts", ".d.ts")
#: ``./x.js`` in TypeScript ESM names ``x.ts``: what each written extension may stand for.
_EXTENSION_STANDS_FOR = {".js": (".js", ".ts", ".tsx", ".d.ts"), ".jsx": (".jsx", ".tsx"),
                         ".mjs": (".mjs", ".mts"), ".cjs": (".cjs", ".cts"), ".ts": (".ts",),
                         ".tsx": (".tsx",), ".mts": (".mts",), ".cts": (".cts",)}
_SOURCE_EXTENSIONS = (".d.ts", ".tsx", ".ts", ".jsx", ".js", ".mjs", ".cjs", ".mts", ".cts")


def module_keys(path: str) -> list[str]:
    """The path without its extension; ``dir`` as well for ``dir/index.*``."""
    stem = _strip_extension(path)
    keys = [stem]
    if posixpath.basename(stem) == "index" and posixpath.dirname(stem):
        keys.append(posixpath.dirname(stem))
    return keys


def resolve_module(spec: str, from_path: str, project: Project) -> list[str]:
    """Relative specifiers by probing extensions and ``index`` files; ``@/x``, ``~/x`` and
    ``dir/x`` tried against ``src/`` folders and the root; ``@scope/name/sub`` and
    ``name/sub`` against monorepo workspace packages (``packages/name/src/sub``); anything
    else (``react``, ``lodash/fp``) is external.  Answers are memoised per project and
    importing folder."""
    cache = _RESOLVED.get(project)
    if cache is None:
        cache = _RESOLVED[project] = {}
    key = (spec, posixpath.dirname(from_path))
    if key not in cache:
        cache[key] = _resolve(spec, from_path, project)
    return list(cache[key])


def _resolve(spec: str, from_path: str, project: Project) -> list[str]:
    if spec.startswith("."):
        base = posixpath.normpath(posixpath.join(posixpath.dirname(from_path), spec))
        if base == ".":
            base = ""
        if base.startswith(".."):
            return []
        found = _probe(base, project)
        return [found] if found else []
    if spec.startswith(("@/", "~/")):
        rest = spec[2:]
        roots = [d for d in _ancestors(from_path) if posixpath.basename(d) == "src"] + ["src", ""]
    elif "/" in spec and not spec.startswith("@") and (
            project.is_dir(spec.split("/")[0]) or project.is_dir("src/" + spec.split("/")[0])):
        rest = spec
        roots = ["", "src"]
    else:
        return _workspace_package(spec, project)
    for folder in dict.fromkeys(roots):
        found = _probe(posixpath.join(folder, rest) if folder else rest, project)
        if found:
            return [found]
    return []


def _strip_extension(path: str) -> str:
    for ext in _SOURCE_EXTENSIONS:
        if path.endswith(ext):
            return path[: -len(ext)]
    return posixpath.splitext(path)[0]


def _ancestors(path: str) -> list[str]:
    out = []
    folder = posixpath.dirname(path)
    while folder:
        out.append(folder)
        folder = posixpath.dirname(folder)
    return out


#: Folders whose children are a monorepo's workspace packages (``packages/<name>``).
WORKSPACE_ROOTS = frozenset({"packages", "apps", "libs", "modules", "plugins", "services", "workspaces"})
_WORKSPACES: WeakKeyDictionary[Project, dict[str, list[str]]] = WeakKeyDictionary()
_RESOLVED: WeakKeyDictionary[Project, dict[tuple[str, str], list[str]]] = WeakKeyDictionary()


def _workspace_package(spec: str, project: Project) -> list[str]:
    """``@scope/name/sub`` or ``name/sub`` in a package of the repository's own workspace:
    ``<root>/name/src/sub``, then ``<root>/name/sub`` (``index`` files for no ``sub``).  The
    folder name stands for the package name (``package.json`` is not indexed)."""
    parts = spec.split("/")
    if spec.startswith("@"):
        parts = parts[1:]
    if not parts or not parts[0]:
        return []
    packages = _WORKSPACES.get(project)
    if packages is None:
        packages = {}
        for folder in sorted(project.dirs):
            parent = posixpath.dirname(folder)
            if folder and posixpath.basename(parent) in WORKSPACE_ROOTS:
                packages.setdefault(posixpath.basename(folder), []).append(folder)
        _WORKSPACES[project] = packages
    rest = "/".join(parts[1:])
    for folder in packages.get(parts[0], [])[:1]:
        for base in (f"{folder}/src", folder):
            found = _probe(f"{base}/{rest}" if rest else base, project)
            if found:
                return [found]
    return []


def _probe(base: str, project: Project) -> str | None:
    """The file a module path names: as written, with an extension, or its ``index`` file."""
    ext = next((e for e in _EXTENSION_STANDS_FOR if base.endswith(e)), None)
    if ext is not None:
        stem = base[: -len(ext)]
        for candidate in _EXTENSION_STANDS_FOR[ext]:
            if project.exists(stem + candidate):
                return stem + candidate
    for candidate in PROBE_EXTENSIONS:
        if base and project.exists(base + candidate):
            return base + candidate
    prefix = f"{base}/index" if base else "index"
    for candidate in PROBE_EXTENSIONS:
        if project.exists(prefix + candidate):
            return prefix + candidate
    return None
