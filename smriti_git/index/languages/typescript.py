"""TypeScript and TSX: the ECMAScript core plus types.

On top of :class:`~.javascript.EcmaScript` this owns interfaces, type aliases, enums,
namespaces, abstract classes and members, overload and ambient signatures,
``implements`` clauses, ``import x = require()`` and the type annotations that
become receiver hints (parameters, variables, class fields, ``as`` casts and
constructor parameter properties such as ``constructor(private repo: Repo)``).

``.d.ts`` declaration files are indexed as TypeScript; their module key drops the
whole ``.d.ts`` suffix, and implementation files (``.ts``, ``.js``) win over them
when a specifier is resolved.  ``.tsx`` files use the TSX grammar (:class:`Tsx`).
"""

from __future__ import annotations

import re
from typing import ClassVar

import tree_sitter_typescript
from tree_sitter import Language as TSLanguage
from tree_sitter import Node, Tree

from smriti_git.index.facts import FileFacts, InheritFact, TypeHint
from smriti_git.index.languages.base import RawDef, ScopeFinder, text
from smriti_git.index.languages.javascript import EcmaScript, Found, _header
from smriti_git.index.languages.jstypes import (
    CONTAINER_KINDS,
    _member_name,
    destructured,
    normalise_type,
    property_types,
)

_EXPORT_TYPE_STAR = re.compile(rb"(\bexport\s+)type(\s+\*)")
_MEMBER = "[(property_identifier) (private_property_identifier) (string)]"


class TypeScript(EcmaScript):
    name = "typescript"
    extensions: ClassVar[tuple[str, ...]] = (".ts", ".mts", ".cts")

    type_name_node: ClassVar[str] = "type_identifier"
    field_node: ClassVar[str] = "public_field_definition"
    field_name: ClassVar[str] = "name"
    has_jsx: ClassVar[bool] = False
    merges_type_and_value: ClassVar[bool] = True

    BASES = """
(class_heritage) @heritage
(extends_type_clause) @heritage
"""

    def grammar(self) -> TSLanguage:
        return TSLanguage(tree_sitter_typescript.language_typescript())

    def parse(self, source: bytes) -> Tree:
        """``export type * from`` (TS 5) predates the grammar: blank the ``type`` (same
        byte offsets) so the re-export parses like ``export * from``."""
        if b"export" in source and _EXPORT_TYPE_STAR.search(source):
            source = _EXPORT_TYPE_STAR.sub(lambda m: m.group(1) + b"    " + m.group(2), source)
        return super().parse(source)

    def extra_definitions(self) -> str:
        return f"""
(abstract_class_declaration name: (type_identifier) @name body: (class_body) @body) @abstract_class
(class_body (method_signature name: {_MEMBER} @name) @method_sig)
(class_body (abstract_method_signature name: {_MEMBER} @name) @abstract_method)
(interface_declaration name: (type_identifier) @name body: (interface_body) @body) @interface
(interface_body (method_signature name: {_MEMBER} @name) @iface_method)
(interface_body (property_signature name: {_MEMBER} @name) @iface_field)
(type_alias_declaration name: (type_identifier) @name) @type_alias
(type_alias_declaration value: (object_type (property_signature name: {_MEMBER} @name) @iface_field))
(type_alias_declaration value: (object_type (method_signature name: {_MEMBER} @name) @iface_method))
(enum_declaration name: (identifier) @name body: (enum_body) @body) @enum
(enum_body (property_identifier) @enum_member)
(enum_body (enum_assignment name: (property_identifier) @name) @enum_assign)
(function_signature name: (identifier) @name) @function_sig
(internal_module name: [(identifier) (nested_identifier)] @name body: (statement_block) @body) @namespace
(program (ambient_declaration (lexical_declaration (variable_declarator name: (identifier) @name) @var)))
(program (ambient_declaration (variable_declaration (variable_declarator name: (identifier) @name) @var)))
"""

    def extra_hints(self) -> str:
        return """
(required_parameter pattern: (identifier) @name type: (type_annotation) @type)
(optional_parameter pattern: (identifier) @name type: (type_annotation) @type)
(type_annotation (object_type) @result_shape)
(type_annotation (function_type) @fn_type)
(required_parameter (accessibility_modifier) pattern: (identifier) @param type: (type_annotation) @type)
(optional_parameter (accessibility_modifier) pattern: (identifier) @param type: (type_annotation) @type)
(required_parameter "readonly" pattern: (identifier) @param type: (type_annotation) @type)
(optional_parameter "readonly" pattern: (identifier) @param type: (type_annotation) @type)
(variable_declarator name: (identifier) @name type: (type_annotation) @type)
(variable_declarator name: (identifier) @name
    value: (as_expression (_) [(type_identifier) (generic_type) (nested_type_identifier)] @type))
(public_field_definition name: (property_identifier) @field type: (type_annotation) @type)
(interface_body (property_signature name: (property_identifier) @field type: (type_annotation) @type))
(type_alias_declaration
    value: (object_type (property_signature name: (property_identifier) @field type: (type_annotation) @type)))
"""

    TYPED = """
(required_parameter pattern: (object_pattern) @pattern type: (type_annotation) @type)
(optional_parameter pattern: (object_pattern) @pattern type: (type_annotation) @type)
(interface_declaration name: (type_identifier) @shape body: (interface_body) @body)
(type_alias_declaration name: (type_identifier) @shape value: (object_type) @body)
(type_parameter name: (type_identifier) @param constraint: (constraint (_) @bound))
"""

    def _type_syntax(self, found: Found, scopes: ScopeFinder, facts: FileFacts,
                     ) -> tuple[list[tuple[int, TypeHint]], dict[tuple[str | None, str], str]]:
        """Names destructured from a typed parameter, ``({ service }: Props)``, typed by the
        properties of an inline object type or of an interface / object type alias in this
        file; and the bounds of type parameters (``T extends Entity``: inside the generic a
        ``T`` value has exactly ``Entity``'s members)."""
        shapes: dict[str, Node] = {}
        patterns: list[tuple[Node, Node]] = []
        bounds: dict[tuple[str | None, str], str] = {}
        for match in found["typed"]:
            if "shape" in match:
                shapes.setdefault(text(match["shape"][0]), match["body"][0])
            elif "pattern" in match:
                patterns.append((match["pattern"][0], match["type"][0]))
            elif "param" in match:
                bound = normalise_type(text(match["bound"][0]))
                if bound:
                    scope = scopes.scope_of(match["param"][0].start_byte, CONTAINER_KINDS)
                    bounds[(scope, text(match["param"][0]))] = bound
        out: list[tuple[int, TypeHint]] = []
        for pattern, annotation in patterns:
            shape = next((c for c in annotation.named_children), None)
            if shape is not None and shape.type == "type_identifier":
                shape = shapes.get(text(shape))
            if shape is None or shape.type not in ("object_type", "interface_body"):
                continue
            types = property_types(shape)
            scope = scopes.scope_of(pattern.start_byte, CONTAINER_KINDS)
            for local, prop in destructured(pattern):
                kind = types.get(prop, "")
                if kind:
                    line = pattern.start_point[0] + 1
                    out.append((0, TypeHint(scope, local, kind, line)))
                    facts.references.append((scope, kind, line))
        return out, bounds

    def _extra_definition(self, match: dict[str, list[Node]], name: str) -> RawDef | None:
        if "method_sig" in match or "abstract_method" in match or "iface_method" in match:
            node = (match.get("method_sig") or match.get("abstract_method") or match["iface_method"])[0]
            name = _member_name(match["name"][0])
            return self._def("method", name, node, _header(node), None, returns=self._returns(node),
                             exported=self._visible(node, name), is_abstract="abstract_method" in match,
                             decorated=[node])
        if "iface_field" in match:
            node = match["iface_field"][0]
            return self._def("field", _member_name(match["name"][0]), node, node, None, container=False)
        if "interface" in match:
            node = match["interface"][0]
            return self._def("interface", name, self._outer(node), node, match["body"][0])
        if "type_alias" in match:
            node = match["type_alias"][0]
            return self._def("type", name, self._outer(node), node, None)
        if "enum" in match:
            node = match["enum"][0]
            return self._def("enum", name, self._outer(node), node, match["body"][0])
        if "enum_member" in match or "enum_assign" in match:
            node = (match.get("enum_member") or match["enum_assign"])[0]
            return self._def("constant", text(node) if "enum_member" in match else name, node, node, None,
                             container=False)
        if "function_sig" in match:
            node = match["function_sig"][0]
            outer = self._outer(node.parent) if node.parent is not None and \
                node.parent.type == "ambient_declaration" else self._outer(node)
            return self._def("function", name, outer, node, None, returns=self._returns(node))
        if "namespace" in match:
            node = match["namespace"][0]
            outer = node.parent if node.parent is not None and node.parent.type == "expression_statement" else node
            return self._def("namespace", name, self._outer(outer), node, match["body"][0])
        return None

    def _base_clause(self, owner: str, node: Node, facts: FileFacts) -> None:
        line = node.start_point[0] + 1
        if node.type == "extends_clause":
            for value in node.children_by_field_name("value"):
                base = self._base_text(value)
                if base:
                    facts.inherits.append(InheritFact(owner, base, "extends", line))
        elif node.type == "implements_clause":
            for value in node.named_children:
                base = self._base_text(value)
                if base:
                    facts.inherits.append(InheritFact(owner, base, "implements", value.start_point[0] + 1))
        else:
            super()._base_clause(owner, node, facts)


class Tsx(TypeScript):
    name = "tsx"
    extensions: ClassVar[tuple[str, ...]] = (".tsx",)
    has_jsx: ClassVar[bool] = True

    def grammar(self) -> TSLanguage:
        return TSLanguage(tree_sitter_typescript.language_tsx())
