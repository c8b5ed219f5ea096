"""Imports and exports of JavaScript and TypeScript files, as the extractor records them.

Owns the reading of the import pass's matches: ES ``import`` statements (default,
namespace, named, type-only, TypeScript's ``import x = require()``), re-exports
(``export {a as b} from``, ``export * from``), local exports (declarations, ``export
default``, export clauses; ``default=<name>`` and ``<alias>=<name>`` entries), CommonJS
``require`` bindings (``const X = require('m')``, destructured, ``require('m').Y``) and
``module.exports = Name`` (through :mod:`jses5`).
"""

from __future__ import annotations

from collections.abc import Iterator

from tree_sitter import Node

from smriti_git.index.facts import FileFacts, ImportFact
from smriti_git.index.languages import jses5
from smriti_git.index.languages.base import ScopeFinder, string_value, text
from smriti_git.index.languages.jstypes import CONTAINER_KINDS, _member_name


def read(matches: list[dict[str, list[Node]]], scopes: ScopeFinder, facts: FileFacts) -> set[str]:
    """The import pass's matches read into ``facts.imports`` and ``facts.exports``; returns
    the local names this file exports."""
    exported: set[str] = set()
    exports: list[str] = []
    for match in matches:
        if "import" in match:
            facts.imports.extend(import_statement(match["import"][0]))
        elif "export" in match:
            node = match["export"][0]
            if node.child_by_field_name("source") is not None:
                imports = reexport(node)
                facts.imports.extend(imports)
                exports.extend(i.alias or i.name or "" for i in imports if i.name != "*")
            else:
                local_export(node, exported, exports)
        elif "cjs_main" in match:
            main = jses5.module_exports(match)
            if main:
                exports.append(f"module.exports={main}")
        elif "require" in match and text(match["req"][0]) == "require":
            node = match["require"][0]
            spec = string_value(match["spec"][0])
            scope = scopes.scope_of(node.start_byte, CONTAINER_KINDS)
            line = node.start_point[0] + 1
            target = match["target"][0]
            if "member" in match:       # ``const X = require('m').Y``: as ``const { Y: X } = require('m')``
                facts.imports.append(ImportFact(spec, text(match["member"][0]), text(target), line, scope))
                continue
            if target.type == "identifier":
                facts.imports.append(ImportFact(spec, None, text(target), line, scope))
                continue
            for child in target.named_children:
                if child.type == "shorthand_property_identifier_pattern":
                    facts.imports.append(ImportFact(spec, text(child), None, line, scope))
                elif child.type == "pair_pattern":
                    key, value = child.child_by_field_name("key"), child.child_by_field_name("value")
                    if value is not None and value.type == "identifier":
                        facts.imports.append(ImportFact(spec, _member_name(key) if key else "", text(value),
                                                        line, scope))
    facts.exports = list(dict.fromkeys(e for e in exports if e))
    return exported


def import_statement(node: Node) -> list[ImportFact]:
    source = node.child_by_field_name("source")
    line = node.start_point[0] + 1
    type_only = any(c.type == "type" and not c.is_named for c in node.children)
    clause = next((c for c in node.named_children if c.type in ("import_clause", "import_require_clause")), None)
    if clause is not None and clause.type == "import_require_clause":
        source = clause.child_by_field_name("source")
        alias = next((c for c in clause.named_children if c.type == "identifier"), None)
        return [ImportFact(string_value(source), None, text(alias), line)] if source is not None else []
    if source is None:
        return []
    spec = string_value(source)
    if clause is None:
        return [ImportFact(spec, None, None, line, is_type_only=type_only)]     # side-effect import
    out: list[ImportFact] = []
    for child in clause.named_children:
        if child.type == "identifier":
            out.append(ImportFact(spec, "default", text(child), line, is_type_only=type_only))
        elif child.type == "namespace_import":
            alias = next((c for c in child.named_children if c.type == "identifier"), None)
            out.append(ImportFact(spec, None, text(alias), line, is_type_only=type_only))
        elif child.type == "named_imports":
            for spec_node, name, bound in _specifiers(child, "import_specifier"):
                only = type_only or any(c.type == "type" and not c.is_named for c in spec_node.children)
                out.append(ImportFact(spec, name or "", bound or None, line, is_type_only=only))
    return out


def reexport(node: Node) -> list[ImportFact]:
    source = node.child_by_field_name("source")
    assert source is not None
    spec = string_value(source)
    line = node.start_point[0] + 1
    type_only = any(c.type == "type" and not c.is_named for c in node.children)
    out: list[ImportFact] = []
    for child in node.named_children:
        if child.type == "namespace_export":
            bound = next((c for c in child.named_children if c.type == "identifier"), None)
            out.append(ImportFact(spec, None, text(bound), line, is_type_only=type_only))
        elif child.type == "export_clause":
            for _, name, alias in _specifiers(child, "export_specifier"):
                out.append(ImportFact(spec, name or "", alias if alias and alias != name else None, line,
                                      is_type_only=type_only))
    if not out:
        out.append(ImportFact(spec, "*", None, line, is_type_only=type_only))      # export * from '...'
    return out


def local_export(node: Node, exported: set[str], exports: list[str]) -> None:
    is_default = any(c.type == "default" and not c.is_named for c in node.children)
    declaration = node.child_by_field_name("declaration")
    value = node.child_by_field_name("value")
    if declaration is not None:
        names: list[str] = []
        if declaration.type in ("lexical_declaration", "variable_declaration"):
            for declarator in declaration.named_children:
                name_node = declarator.child_by_field_name("name")
                if name_node is not None and name_node.type == "identifier":
                    names.append(text(name_node))
        else:
            name_node = declaration.child_by_field_name("name")
            if name_node is not None:
                names = [text(name_node)]
        exported.update(names)
        if is_default and names:
            exports.append(f"default={names[0]}")
        else:
            exports.extend(names)
    elif value is not None:
        if value.type == "identifier":
            exported.add(text(value))
            exports.append(f"default={text(value)}")
        else:
            exports.append("default")
    else:
        for child in node.named_children:
            if child.type != "export_clause":
                continue
            for _, name, alias in _specifiers(child, "export_specifier"):
                if name is None:
                    continue
                alias = alias if alias is not None else name
                exported.add(name)
                exports.append(alias if alias == name else f"{alias}={name}")


def _specifiers(clause: Node, kind: str) -> Iterator[tuple[Node, str | None, str | None]]:
    """The ``kind`` children (``import_specifier``, ``export_specifier``) of an import or export
    clause, each with its name and its alias (``None`` where the specifier has none)."""
    for node in clause.named_children:
        if node.type == kind:
            name, alias = node.child_by_field_name("name"), node.child_by_field_name("alias")
            yield (node, None if name is None else _member_name(name),
                   None if alias is None else _member_name(alias))
