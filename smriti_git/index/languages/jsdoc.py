"""JSDoc in JavaScript: the types its comments declare, read as receiver type hints.

Owns the JSDoc tags the extractor reads: ``@param {T} name`` and ``@returns {T}`` of a
function or method (the result also sets the definition's declared ``returns``),
``@type {T}`` of a field, a variable or a ``this.x = ...`` statement, the element types
of array types there (``Option[]``: ``name#i`` / ``name#e`` hints, so ``xs[0].m()`` and
``for (x of xs)`` are typed), and ``@typedef {import("./m.js").Name} Alias`` read as a
type-only import.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from smriti_git.index.facts import Definition, ImportFact, TypeHint
from smriti_git.index.languages.base import ScopeFinder, text
from smriti_git.index.languages.jstypes import CONTAINER_KINDS, element_type, normalise_type

PARAM = re.compile(r"@param\s+\{([^}]+)\}\s+\[?([A-Za-z_$][\w$]*)")
RETURNS = re.compile(r"@returns?\s+\{([^}]+)\}")
TYPE = re.compile(r"@type\s+\{([^}]+)\}")
#: ``@typedef {import("./command.js").Command} Command``: a type imported for JSDoc.
TYPEDEF_IMPORT = re.compile(rb"@typedef\s*\{\s*import\(\s*[\"']([^\"']+)[\"']\s*\)\.([\w$]+)\s*\}\s*([\w$]+)")


def element_hints(scope: str | None, name: str, type_text: str, line: int) -> list[TypeHint]:
    """``name`` of an array type (``Option[]``): of no class itself, its elements of the element type."""
    element = element_type(type_text) if type_text else ""
    return [TypeHint(scope, name, "?", line), TypeHint(scope, f"{name}#i", element, line),
            TypeHint(scope, f"{name}#e", element, line)] if element else []


def typed_attribute(match: dict[str, list[Node]], scopes: ScopeFinder) -> list[TypeHint]:
    """``/** @type {Option[]} */ this.options = [];`` in a method: the elements of the
    class's ``options`` (the field's own type is read by the other hint patterns)."""
    comment = match["typed_statement"][0].prev_sibling
    found = TYPE.search(text(comment)) if comment is not None and comment.type == "comment" and \
        text(comment).startswith("/**") else None
    method = scopes.by_qualname.get(scopes.scope_of(comment.start_byte, CONTAINER_KINDS) or "") \
        if found is not None and comment is not None else None
    owner = method.parent if method is not None and method.kind == "method" else None
    if found is None or owner is None:
        return []
    return element_hints(owner, f"self.{text(match['typed_attr'][0])}", found.group(1),
                         match["typed_attr"][0].start_point[0] + 1)


def definition_hints(d: Definition) -> list[TypeHint]:
    """A function's ``@param`` / ``@returns`` types (and the element types of array ones), a
    field's or variable's ``@type``."""
    out: list[TypeHint] = []
    line = d.span.start_line
    if d.kind in ("function", "method"):
        for type_text, name in PARAM.findall(d.doc):
            kind = normalise_type(type_text)
            if kind:
                out.append(TypeHint(d.qualname, name, kind, line))
            out.extend(element_hints(d.qualname, name, type_text, line))  # ``suites[0]``: a Suite
        match = RETURNS.search(d.doc)
        if not d.returns:
            d.returns = normalise_type(match.group(1)) if match else ""
        element = element_type(match.group(1)) if match else ""
        if element:           # ``@returns {Command[]}``: what iterating the result yields
            out.extend(TypeHint(d.qualname, f"return#{role}", element, line) for role in ("i", "e"))
    elif d.kind in ("field", "constant", "variable"):
        match = TYPE.search(d.doc)
        kind = normalise_type(match.group(1)) if match else ""
        if kind:
            out.append(TypeHint(d.parent, d.name, kind, line))
        out.extend(element_hints(d.parent, d.name, match.group(1) if match else "", line))
    return out


def typedef_imports(source: bytes) -> list[ImportFact]:
    """``@typedef {import("./command.js").Command} Command`` anywhere in the file: a type-only
    import of ``Command`` from ``./command.js``."""
    out: list[ImportFact] = []
    for typedef in TYPEDEF_IMPORT.finditer(source) if b"@typedef" in source else ():
        spec, name, alias = (part.decode("utf-8", "replace") for part in typedef.groups())
        out.append(ImportFact(spec, name, alias if alias != name else None,
                              source.count(b"\n", 0, typedef.start()) + 1, is_type_only=True))
    return out
