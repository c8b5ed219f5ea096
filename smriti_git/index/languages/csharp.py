"""C#: extraction queries and the namespace rules of the linker.

Definitions: classes, records, structs, interfaces, enums (members as constants),
delegates (as types), methods, constructors, destructors, local functions, properties
and fields (as fields), constants.  Attributes are decorators; ``///`` XML doc comments
are docs (tags stripped); access modifiers decide ``exported``; ``[Test]``, ``[Fact]``,
``[Theory]``, ``[TestMethod]``, ``[TestCase]`` mark tests.  The file's (first)
namespace is its package: types of one namespace see each other without ``using``.
``using A.B;`` is a wildcard import of every file declaring namespace ``A.B``;
``using X = A.B.C;`` binds ``X`` to the type ``C`` (a file declaring type ``A.B.C`` is
keyed by that name too); ``using static A.B.C;`` makes ``C``'s members visible.
"""

from __future__ import annotations

import re
from typing import ClassVar

import tree_sitter_c_sharp
from tree_sitter import Language as TSLanguage
from tree_sitter import Node

from smriti_git.index.facts import Definition, FileFacts, ImportFact, InheritFact
from smriti_git.index.languages.base import (
    Language,
    Project,
    RawDef,
    ScopeFinder,
    nest,
    text,
)
from smriti_git.index.languages.langkit import (
    SCOPE_KINDS,
    Hints,
    comment_doc,
    plain_type,
    query_calls,
    stacked_above,
    strip_generics,
)
from smriti_git.model.code import TYPE_KINDS

DEFINITIONS = """
(class_declaration name: (identifier) @name body: (declaration_list) @body) @class
(record_declaration name: (identifier) @name body: (declaration_list)? @body) @record
(struct_declaration name: (identifier) @name body: (declaration_list) @body) @struct
(interface_declaration name: (identifier) @name body: (declaration_list) @body) @interface
(enum_declaration name: (identifier) @name body: (enum_member_declaration_list) @body) @enum
(enum_member_declaration name: (identifier) @name) @enumerator
(delegate_declaration name: (identifier) @name) @delegate
(method_declaration name: (identifier) @name body: (_)? @body) @method
(constructor_declaration name: (identifier) @name body: (_)? @body) @constructor
(destructor_declaration name: (identifier) @name body: (_)? @body) @destructor
(local_function_statement name: (identifier) @name body: (_)? @body) @function
(property_declaration name: (identifier) @name) @property
(field_declaration (variable_declaration (variable_declarator name: (identifier) @name))) @field
(event_field_declaration (variable_declaration (variable_declarator name: (identifier) @name))) @field
"""

NAMESPACES = """
(namespace_declaration name: (_) @namespace)
(file_scoped_namespace_declaration name: (_) @namespace)
(using_directive) @using
"""

CALLS = """
(invocation_expression function: (identifier) @name arguments: (argument_list) @args) @call
(invocation_expression function: (generic_name (identifier) @name) arguments: (argument_list) @args) @call
(invocation_expression function: (member_access_expression expression: _ @recv name: (identifier) @name)
                       arguments: (argument_list) @args) @call
(invocation_expression function: (member_access_expression expression: _ @recv
                                                           name: (generic_name (identifier) @name))
                       arguments: (argument_list) @args) @call
(invocation_expression function: (conditional_access_expression condition: (_) @recv
                                                                (member_binding_expression name: (_) @name))
                       arguments: (argument_list) @args) @call
(object_creation_expression type: (_) @qual arguments: (argument_list)? @args) @call @new
"""

HINTS = """
(variable_declaration type: (_) @type (variable_declarator name: (identifier) @name) @declarator)
(parameter type: (_) @type name: (identifier) @name)
(foreach_statement type: (_) @type left: (identifier) @name)
(property_declaration type: (_) @type name: (identifier) @name)
(implicit_parameter) @bind
(lambda_expression parameters: (parameter_list (parameter !type name: (identifier) @bind)))
(declaration_expression name: (identifier) @bind)
"""

BASES = """
(class_declaration (base_list) @bases) @type
(struct_declaration (base_list) @bases) @type
(interface_declaration (base_list) @bases) @type
(record_declaration (base_list) @bases) @type
"""

_COMMENTS = frozenset({"comment"})
_KINDS = {"class": "class", "record": "class", "struct": "struct", "interface": "interface", "enum": "enum",
          "enumerator": "constant", "delegate": "type", "method": "method", "constructor": "method",
          "destructor": "method", "function": "function", "property": "field", "field": "field"}
_CONTAINERS = frozenset({"class", "record", "struct", "interface", "enum", "method", "constructor", "destructor",
                         "function"})
_CALLABLE = frozenset({"method", "constructor", "destructor", "function", "delegate"})
_TEST_ATTRIBUTES = frozenset({"Test", "Fact", "Theory", "TestMethod", "DataTestMethod", "TestCase", "TestCaseSource",
                              "TestFixture", "TestClass"})
_WRAPPERS = frozenset({"Task", "ValueTask", "Lazy"})
_BUILTIN_TYPES = frozenset({"predefined_type", "implicit_type", "array_type", "tuple_type", "pointer_type"})
_VISIBLE = frozenset({"public", "protected", "internal"})
_ATTRIBUTES = re.compile(r"^(\[[^\]]*\]\s*)+")
_NAMESPACE_LEVEL = frozenset({"compilation_unit", "namespace_declaration", "file_scoped_namespace_declaration"})


def cs_type(node: Node | None) -> str:
    """A plain type name from a C# type node ('' for builtins, arrays, generic collections)."""
    if node is None or node.type in _BUILTIN_TYPES:
        return ""
    return plain_type(text(node), chars="?", wrappers=_WRAPPERS, separator=".")


def _is_doc(raw: str) -> bool:
    return raw.startswith("///") or raw.startswith("/**")


def _arity(params: Node | None) -> tuple[int, int] | None:
    if params is None:
        return None
    low = high = 0
    variadic = False
    for child in params.children:
        if child.type == "params" or text(child) == "params":
            variadic = True
        elif child.type == "parameter":
            high += 1
            if not any(c.type == "=" for c in child.children):
                low += 1
    return low, -1 if variadic else high


def _attribute_name(attribute: str) -> str:
    return attribute.split("(")[0].strip().split(".")[-1].removesuffix("Attribute")


class CSharp(Language):
    name = "csharp"
    extensions = (".cs",)
    self_names: ClassVar[frozenset[str]] = frozenset({"this"})
    super_names: ClassVar[frozenset[str]] = frozenset({"base"})
    implicit_members = True
    package_scope = "package"
    builtins = frozenset({
        "Console", "Math", "String", "string", "Convert", "Task", "List", "Dictionary", "HashSet", "nameof",
        "typeof", "Guid", "DateTime", "TimeSpan", "Enumerable", "Assert", "Environment", "File", "Path",
        "Directory", "Exception", "ArgumentException", "ArgumentNullException", "InvalidOperationException",
        "object", "int", "long", "bool", "double", "decimal", "var", "Array", "StringBuilder", "Debug", "Trace",
        "GC", "Thread", "Interlocked", "Activator", "Encoding", "JsonSerializer", "Regex", "Uri", "Tuple",
        "ToString", "Equals", "GetHashCode", "GetType", "Dispose",
    })

    def grammar(self) -> TSLanguage:
        return TSLanguage(tree_sitter_c_sharp.language())

    def is_test_path(self, path: str) -> bool:
        parts = path.split("/")
        stem = parts[-1].removesuffix(".cs")
        return stem.endswith(("Test", "Tests", "Spec", "Specs")) or any(
            p.lower() in ("test", "tests") or p.endswith((".Tests", ".Test", ".UnitTests", ".IntegrationTests"))
            for p in parts[:-1])

    # -- extraction ----------------------------------------------------------------------

    def _raw(self, root: Node) -> tuple[list[RawDef], dict[int, tuple[int, int]]]:
        """Raw definitions and the arities of callables (by start byte)."""
        raw: list[RawDef] = []
        arities: dict[int, tuple[int, int]] = {}
        for _, match in self.matches(DEFINITIONS, root):
            capture = next((c for c in _KINDS if c in match), None)
            if capture is None:
                continue
            node = match[capture][0]
            kind = _KINDS[capture]
            modifiers = {text(c) for c in node.children if c.type == "modifier"}
            if capture == "field" and "const" in modifiers:
                kind = "constant"
            attributes = [a for lst in node.children if lst.type == "attribute_list"
                          for a in lst.named_children if a.type == "attribute"]
            body = match["body"][0] if "body" in match else None
            if capture == "property":
                body = node.child_by_field_name("accessors") or node.child_by_field_name("value")
            returns = ""
            if capture in _CALLABLE:
                returns = cs_type(node.child_by_field_name("returns") or node.child_by_field_name("type"))
                arity = _arity(node.child_by_field_name("parameters"))
                if arity is not None:
                    arities[node.start_byte] = arity
            comments, _ = stacked_above(node, _COMMENTS, frozenset())
            raw.append(RawDef(
                kind=kind, name=text(match["name"][0]), node=node, header=node, body=body,
                doc=comment_doc(comments, _is_doc, xml=True),
                decorators=tuple(" ".join(text(a).split()) for a in attributes), returns=returns,
                exported=self._exported(node, capture, modifiers),
                is_abstract="abstract" in modifiers or (self._in_interface(node) and capture == "method"
                                                        and body is None and "static" not in modifiers),
                container=capture in _CONTAINERS,
            ))
        return raw, arities

    @staticmethod
    def _in_interface(node: Node) -> bool:
        parent = node.parent
        return parent is not None and parent.parent is not None and parent.parent.type == "interface_declaration"

    def _exported(self, node: Node, capture: str, modifiers: set[str]) -> bool:
        """Members need ``public``/``protected``/``internal``; top-level types default to internal."""
        if capture == "enumerator" or self._in_interface(node):
            return True
        parent = node.parent
        container = parent.parent if parent is not None and parent.type == "declaration_list" else parent
        if container is not None and container.type in _NAMESPACE_LEVEL:
            return "private" not in modifiers
        return bool(modifiers & _VISIBLE)

    def _definitions(self, root: Node, source: bytes, test_file: bool) -> list[Definition]:
        raw, arities = self._raw(root)

        def is_test(item: RawDef, parent: str | None) -> bool:
            return any(_attribute_name(d) in _TEST_ATTRIBUTES for d in item.decorators)

        definitions = nest(raw, source, is_test)
        kinds = {d.qualname: d.kind for d in definitions}
        for d in definitions:
            d.arity = arities.get(d.span.start_byte, d.arity)
            d.signature = _ATTRIBUTES.sub("", d.signature.removesuffix(";")).rstrip()
            if d.kind == "method" and d.parent and kinds.get(d.parent) not in TYPE_KINDS:
                d.kind = "function"
        return definitions

    def _namespaces_and_usings(self, root: Node, scopes: ScopeFinder, facts: FileFacts) -> None:
        for _, match in self.matches(NAMESPACES, root):
            if "namespace" in match:
                if not facts.package:
                    facts.package = "".join(text(match["namespace"][0]).split())
                continue
            node = match["using"][0]
            named = [c for c in node.named_children if "comment" not in c.type]
            if not named:
                continue
            alias_node = node.child_by_field_name("name")
            target = "".join(strip_generics(text(named[-1])).split()).removeprefix("global::")
            line = node.start_point[0] + 1
            scope = scopes.scope_of(node.start_byte, SCOPE_KINDS)
            if alias_node is not None and alias_node.id != named[-1].id:
                facts.imports.append(ImportFact(target, target.split(".")[-1], text(alias_node), line, scope))
            else:
                facts.imports.append(ImportFact(target, "*", None, line, scope))

    def _hints(self, root: Node, scopes: ScopeFinder, facts: FileFacts) -> Hints:
        hints = Hints()
        for _, match in self.matches(HINTS, root):
            if "bind" in match:
                node = match["bind"][0]
                hints.bind(scopes.scope_of(node.start_byte, SCOPE_KINDS), text(node), "", node.start_point[0] + 1)
                continue
            name_node = match["name"][0]
            scope = scopes.scope_of(name_node.start_byte, SCOPE_KINDS)
            type_node = match["type"][0]
            kind = cs_type(type_node)
            line = name_node.start_point[0] + 1
            if kind:
                facts.references.append((scope, kind, line))
            elif type_node.type == "implicit_type" and "declarator" in match:
                kind = _initialiser_type(match["declarator"][0])
            hints.bind(scope, text(name_node), kind, line)
        return hints

    def extract(self, path: str, source: bytes) -> FileFacts:
        root, facts = self.start_facts(path, source)
        definitions = self._definitions(root, source, facts.is_test)
        facts.definitions = definitions
        scopes = ScopeFinder(definitions)
        self._namespaces_and_usings(root, scopes, facts)

        def receiver(node: Node, call: Node) -> str | None:
            return "".join(strip_generics(text(node)).split())

        def qualified(node: Node) -> tuple[str | None, str]:
            parts = [p for p in "".join(strip_generics(text(node)).split()).split(".") if p]
            return (".".join(parts[:-1]) or None, parts[-1]) if parts else (None, "")

        facts.calls = query_calls(self, CALLS, root, scopes, receiver, qualified)
        for _, match in self.matches(BASES, root):
            owner = scopes.scope_of(match["type"][0].start_byte)
            if owner is None:
                continue
            is_interface = match["type"][0].type == "interface_declaration"
            for index, base in enumerate(c for c in match["bases"][0].named_children
                                         if c.type in ("identifier", "qualified_name", "generic_name")):
                name = "".join(strip_generics(text(base)).split())
                looks_interface = len(name.split(".")[-1]) > 1 and name.split(".")[-1][0] == "I" and \
                    name.split(".")[-1][1].isupper()
                kind = "extends" if is_interface or (index == 0 and not looks_interface) else "implements"
                facts.inherits.append(InheritFact(owner, name, kind, base.start_point[0] + 1))
        facts.hints = self._hints(root, scopes, facts).result()
        return facts

    # -- link policy ---------------------------------------------------------------------

    def module_keys(self, path: str, project: Project) -> list[str]:
        """A file is named by the types it declares (``A.B.C``), its namespace, and its path."""
        facts = project.facts.get(path)
        if facts is None:
            return [path]
        prefix = f"{facts.package}." if facts.package else ""
        keys = [f"{prefix}{d.name}" for d in facts.definitions if d.parent is None and d.kind in TYPE_KINDS]
        if facts.package:
            keys.append(facts.package)
        keys.append(path)
        return keys

    def module_type(self, key: str) -> str | None:
        """``A.B.C`` may name the type ``C`` (``using static``, aliases): its last segment."""
        return key.rsplit(".", 1)[-1] if "." in key else None


def _initialiser_type(declarator: Node) -> str:
    """The type a ``var`` gets from ``new Foo(...)`` or ``Make(...)``."""
    value = next((c for c in declarator.named_children if c.type in ("object_creation_expression",
                                                                      "invocation_expression")), None)
    if value is None:
        return ""
    if value.type == "object_creation_expression":
        return "".join(strip_generics(text(value.child_by_field_name("type"))).split())
    function = value.child_by_field_name("function")
    if function is None or function.type not in ("identifier", "member_access_expression", "generic_name"):
        return ""
    return "()" + "".join(strip_generics(text(function)).split())
