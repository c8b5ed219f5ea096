"""C and C++ headers that a class body includes (LibRaw's ``class LibRaw { ... #include
"internal/libraw_internal_funcs.h" };``, which declares some 700 of the class's methods and fields):
the compiler reads what such a header declares at its top level as the class's members.

:func:`class_homes` finds those headers: each one that class bodies include (the extractor scopes such an
``#include`` to its class) in one class only.  :func:`rehomed` gives the linker the header's facts as that
class's members declared apart, written the way a method defined out of line is (``LibRaw.get2``, no
parent): each top-level function becomes a method and each variable a field, what nests in them is
qualified likewise, and the scopes of the calls, hints and declarations in the header follow (what is
at the header's file level stays there, as the file level of a ``.cpp`` that defines the class's methods
out of line: a field's type hint is found where a field's of such a file would be).  The linker makes
them members of the class (``Namespace.members``) and joins their prototypes to the definitions in the
``.cpp`` files as it joins any member's.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from smriti_git.index.facts import Definition, FileFacts
from smriti_git.index.languages.base import Project
from smriti_git.index.languages.cinclude import resolve_include

_KINDS = {"function": "method", "variable": "field"}


def included_in_classes(path: str, facts: FileFacts, project: Project) -> list[tuple[str, str]]:
    """(header, class qualname) for each ``#include`` in a class body of ``path``, resolved."""
    if facts.lang not in ("c", "cpp"):
        return []
    return [(header, imp.scope) for imp in facts.imports if imp.scope is not None
            for header in resolve_include(imp.module, path, project) if header != path]


def class_homes(facts: Mapping[str, FileFacts], project: Project) -> dict[str, tuple[str, str]]:
    """Header path -> (the including file, the class's qualname) for each C or C++ header that class
    bodies include, all of them the same class's."""
    found: dict[str, set[tuple[str, str]]] = {}
    for path, file_facts in facts.items():
        for header, owner in included_in_classes(path, file_facts, project):
            if header in facts:
                found.setdefault(header, set()).add((path, owner))
    homes: dict[str, tuple[str, str]] = {}
    for header, owners in sorted(found.items()):
        if len({owner for _, owner in owners}) == 1:
            homes[header] = min(owners)
    return homes


def rehomed(facts: FileFacts, owner: str) -> FileFacts:
    """``facts`` of a header that class ``owner``'s body includes, its definitions made ``owner``'s
    members declared apart and the scopes inside them renamed to match."""
    tops = {d.qualname for d in facts.definitions if d.parent is None and "." not in d.qualname}
    moved = {d.qualname: f"{owner}.{d.qualname}" for d in facts.definitions
             if d.qualname.split(".")[0] in tops}

    def scope(name: str | None) -> str | None:
        return None if name is None else moved.get(name, name)

    def definition(d: Definition) -> Definition:
        if d.qualname not in moved:
            return d
        top = d.parent is None
        return replace(d, qualname=moved[d.qualname], parent=None if top else scope(d.parent),
                       kind=_KINDS.get(d.kind, d.kind) if top else d.kind)

    return replace(
        facts,
        definitions=[definition(d) for d in facts.definitions],
        calls=[replace(c, scope=scope(c.scope)) for c in facts.calls],
        hints=[replace(h, scope=scope(h.scope)) for h in facts.hints],
        references=[(scope(s), written, line) for s, written, line in facts.references],
        messages=[(scope(s), written, line) for s, written, line in facts.messages],
        constness=[(scope(s), name, flag, first, last) for s, name, flag, first, last in facts.constness],
        usings=[(scope(s), name, space) for s, name, space in facts.usings],
        declared=[(scope(s), name, written, byte) for s, name, written, byte in facts.declared],
    )
