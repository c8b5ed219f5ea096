"""Java: extraction queries and the package/import rules of the linker.

Java's link policy: a file is named by the fully qualified names of its top-level types
(``com.acme.Util``) and by its package (``com.acme``, for wildcard imports); classes of
one package see each other without imports (``package_scope = "package"``).  Imports
are recorded as ``module`` = the imported type's (or, for nested types and static
members, its enclosing type's) qualified name and ``name`` = the simple name bound:
``import a.b.C;`` -> (``a.b.C``, ``C``); ``import a.b.C.Inner;`` -> (``a.b.C``,
``Inner``); ``import static a.b.C.m;`` -> (``a.b.C``, ``m``); wildcards use ``*``.
``module_type`` tells the linker which class a key names, so that nested classes and
static members are found as members of that class.

Bare calls may call methods of the enclosing classes and their bases
(``implicit_members``); constructors are methods named after their class, overloads
are told apart by ``arity``; ``this(...)`` and ``super(...)`` are calls to the class's
own and its superclass's constructors.
"""

from __future__ import annotations

import posixpath
import re
from typing import ClassVar

import tree_sitter_java
from tree_sitter import Language as TSLanguage
from tree_sitter import Node, QueryCursor

from smriti_git.index.facts import CallFact, Definition, FileFacts, ImportFact, InheritFact, TypeHint
from smriti_git.index.languages.base import (
    Language,
    Project,
    RawDef,
    ScopeFinder,
    call_fact,
    clean_comment,
    nest,
    receiver_text,
    squash,
    text,
)
from smriti_git.index.languages.java_types import DECLARING, JavaTypes
from smriti_git.model.code import TYPE_KINDS

DEFINITIONS = """
(class_declaration name: (identifier) @name body: (class_body) @body) @class
(interface_declaration name: (identifier) @name body: (interface_body) @body) @interface
(enum_declaration name: (identifier) @name body: (enum_body) @body) @enum
(record_declaration name: (identifier) @name body: (class_body) @body) @record
(annotation_type_declaration name: (identifier) @name body: (annotation_type_body) @body) @annotation
(method_declaration name: (identifier) @name) @method
(constructor_declaration name: (identifier) @name body: (constructor_body) @body) @constructor
(compact_constructor_declaration name: (identifier) @name body: (block) @body) @constructor
(annotation_type_element_declaration name: (identifier) @name) @method
(field_declaration) @field
(constant_declaration) @field
(enum_constant name: (identifier) @name) @constant
(record_declaration parameters: (formal_parameters (formal_parameter name: (identifier) @name) @component))
"""

CALLS = """
(method_invocation object: (_) @recv name: (identifier) @name arguments: (argument_list) @args) @call
(method_invocation !object name: (identifier) @name arguments: (argument_list) @args) @call
(object_creation_expression type: (_) @type arguments: (argument_list) @args) @new
(explicit_constructor_invocation constructor: [(this) (super)] @ctor arguments: (argument_list) @args) @explicit
"""

IMPORTS = """
(import_declaration) @import
"""

BASES = """
(class_declaration superclass: (superclass (_) @extends))
(class_declaration interfaces: (super_interfaces (type_list (_) @implements)))
(enum_declaration interfaces: (super_interfaces (type_list (_) @implements)))
(record_declaration interfaces: (super_interfaces (type_list (_) @implements)))
(interface_declaration (extends_interfaces (type_list (_) @extends)))
"""

TYPE_PARAMETERS = """
(type_parameter (type_identifier) @param)
"""

CAPTURED = IMPORTS + TYPE_PARAMETERS + DECLARING  # captured together (distinct capture names)

HINTS = """
(local_variable_declaration type: (_) @type declarator: (variable_declarator) @declarator)
(field_declaration type: (_) @type declarator: (variable_declarator) @member)
(constant_declaration type: (_) @type declarator: (variable_declarator) @member)
(formal_parameter type: (_) @type name: (identifier) @name)
(enhanced_for_statement type: (_) @type name: (identifier) @name)
(resource type: (_) @type name: (identifier) @name)
(instanceof_expression right: (_) @type name: (identifier) @name)
(catch_formal_parameter (catch_type . (_) @type .) name: (identifier) @name)
(catch_formal_parameter (catch_type (_) (_)) name: (identifier) @unknown)
(spread_parameter (variable_declarator name: (identifier) @unknown))
(lambda_expression parameters: (identifier) @unknown)
(lambda_expression parameters: (inferred_parameters (identifier) @unknown))
"""

JAVA_LANG = frozenset({
    "String", "Object", "System", "Math", "StrictMath", "Integer", "Long", "Double", "Float", "Boolean",
    "Character", "Byte", "Short", "Number", "Void", "StringBuilder", "StringBuffer", "CharSequence", "Thread",
    "Runnable", "Iterable", "Comparable", "Cloneable", "AutoCloseable", "Class", "ClassLoader", "Enum", "Record",
    "Exception", "RuntimeException", "Error", "Throwable", "IllegalArgumentException", "IllegalStateException",
    "NullPointerException", "UnsupportedOperationException", "IndexOutOfBoundsException",
    "ArrayIndexOutOfBoundsException", "StringIndexOutOfBoundsException", "ClassCastException",
    "ArithmeticException", "NumberFormatException", "InterruptedException", "CloneNotSupportedException",
    "ReflectiveOperationException", "ClassNotFoundException", "SecurityException", "AssertionError",
    "OutOfMemoryError", "StackOverflowError", "Process", "ProcessBuilder", "Runtime", "ThreadLocal",
    "Override", "Deprecated", "SuppressWarnings", "FunctionalInterface", "SafeVarargs", "Iterator", "Appendable",
})

_TEST_ANNOTATIONS = frozenset({"Test", "ParameterizedTest", "RepeatedTest", "TestFactory", "TestTemplate",
                               "org.junit.Test", "org.junit.jupiter.api.Test"})
_COMMENTS = frozenset({"block_comment", "line_comment"})
_KINDS = {"class": "class", "interface": "interface", "enum": "enum", "record": "class", "annotation": "interface"}


def type_name(node: Node | None) -> str:
    """``Foo``, ``Outer.Inner`` or ``pkg.Foo`` from a type node; type arguments dropped;
    arrays, primitives and ``var`` give ''."""
    if node is None:
        return ""
    kind = node.type
    if kind == "generic_type":
        return type_name(node.named_children[0]) if node.named_children else ""
    if kind in ("type_identifier", "scoped_type_identifier", "identifier", "scoped_identifier"):
        value = "".join(text(node).split())
        if "<" in value:
            value = re.sub(r"<.*>", "", value)
        if "@" in value:
            value = re.sub(r"@\w+(\.\w+)*", "", value)  # type annotations
        return "" if value == "var" else value
    return ""


def _doc(node: Node) -> str:
    """The comment block ending on the line above ``node`` (javadoc or ``//`` lines)."""
    lines: list[str] = []
    line_above = node.start_point[0] - 1
    sibling = node.prev_sibling
    while sibling is not None and sibling.type in _COMMENTS and sibling.end_point[0] == line_above:
        previous = sibling.prev_sibling
        if previous is not None and previous.end_point[0] == sibling.start_point[0]:
            break  # a trailing comment of the previous statement
        lines[:0] = text(sibling).splitlines()
        line_above = sibling.start_point[0] - 1
        sibling = previous
    return clean_comment(lines)


def _modifiers(node: Node) -> tuple[list[str], list[str]]:
    """(keywords, annotations) of a declaration."""
    mods = next((c for c in node.children if c.type == "modifiers"), None)
    if mods is None:
        return [], []
    keywords = [text(c) for c in mods.children if c.type not in ("marker_annotation", "annotation")]
    annotations = [squash(text(c).lstrip("@").strip(), 200) for c in mods.children
                   if c.type in ("marker_annotation", "annotation")]
    return keywords, annotations


def _signature(source: bytes, node: Node, body: Node | None) -> str:
    """The declaration up to its body, without annotations."""
    mods = next((c for c in node.children if c.type == "modifiers"), None)
    start = node.start_byte
    keywords: list[str] = []
    if mods is not None:
        keywords = [text(c) for c in mods.children if c.type not in ("marker_annotation", "annotation")]
        start = mods.end_byte
    end = body.start_byte if body is not None else node.end_byte
    rest = source[start:end].decode("utf-8", "replace").strip().rstrip(";").rstrip("{").strip()
    return squash(" ".join([*keywords, rest]))


def _arity(parameters: Node | None) -> tuple[int, int] | None:
    if parameters is None:
        return None
    count, variadic = 0, False
    for child in parameters.named_children:
        if child.type == "formal_parameter":
            count += 1
        elif child.type == "spread_parameter":
            variadic = True
    return (count, -1) if variadic else (count, count)


def _param_types(parameters: Node, types: JavaTypes) -> tuple[str, ...]:
    """Each parameter's declared type; a variadic one's element type."""
    out: list[str] = []
    for child in parameters.named_children:
        if child.type == "formal_parameter":
            array = child.child_by_field_name("dimensions") is not None
            declared = types.declared_type(child.child_by_field_name("type"))
            out.append(declared + "[]" if array and declared else declared)
        elif child.type == "spread_parameter":
            element = next((c for c in child.named_children if c.type not in ("modifiers", "variable_declarator")),
                           None)
            out.append(types.declared_type(element))
    return tuple(out)


def _arguments(node: Node) -> list[Node]:
    """An argument list's arguments (comments left out)."""
    return [c for c in node.named_children if c.type not in _COMMENTS]


def _split_name(dotted: str) -> tuple[str, str]:
    """``a.b.C.D`` -> (``a.b.C``, ``D``); ``a.b.C`` -> (``a.b.C``, ``C``): module and bound name.

    The module is the first class (first capitalised segment) when the name is a top-level
    type, else the enclosing type of the imported member."""
    parts = dotted.split(".")
    first_type = next((i for i, p in enumerate(parts) if p[:1].isupper()), len(parts) - 1)
    if first_type >= len(parts) - 1:
        return dotted, parts[-1]
    return ".".join(parts[:-1]), parts[-1]


class Java(Language):
    name = "java"
    extensions = (".java",)
    self_names: ClassVar[frozenset[str]] = frozenset({"this"})
    super_names: ClassVar[frozenset[str]] = frozenset({"super"})
    builtins = JAVA_LANG
    implicit_members = True
    members_first = True
    package_scope = "package"

    def grammar(self) -> TSLanguage:
        return TSLanguage(tree_sitter_java.language())

    def is_test_path(self, path: str) -> bool:
        base = posixpath.basename(path)
        stem = base.removesuffix(".java")
        return "src/test/" in f"/{path}" or stem.endswith(("Test", "Tests", "IT")) or (
            stem.startswith("Test") and stem[4:5].isupper())

    # -- extraction ----------------------------------------------------------------------

    def _raw_definitions(self, root: Node, source: bytes, signatures: dict[tuple[int, str], str],
                         components: list[tuple[Node, str]], types: JavaTypes,
                         params: dict[tuple[int, str], tuple[str, ...]]) -> list[RawDef]:
        raw: list[RawDef] = []
        for _, match in self.matches(DEFINITIONS, root):
            if "field" in match:
                node = match["field"][0]
                keywords, annotations = _modifiers(node)
                sig = _signature(source, node, None)
                for declarator in node.children_by_field_name("declarator"):
                    name = text(declarator.child_by_field_name("name"))
                    if not name:
                        continue
                    raw.append(RawDef(kind="field", name=name, node=node, header=node, body=None, doc=_doc(node),
                                      decorators=tuple(annotations), exported="private" not in keywords,
                                      container=False))
                    signatures[(node.start_byte, name)] = sig
                continue
            name = text(match["name"][0])
            if "component" in match:
                node = match["component"][0]
                components.append((node, name))
                raw.append(RawDef(kind="field", name=name, node=node, header=node, body=None, container=False))
                continue
            if "constant" in match:  # an enum constant; with a body, its methods are its own
                node = match["constant"][0]
                body = node.child_by_field_name("body")
                raw.append(RawDef(kind="constant", name=name, node=node, header=node, body=body, doc=_doc(node),
                                  container=body is not None))
                signatures[(node.start_byte, name)] = name
                continue
            kind = next(k for k in ("class", "interface", "enum", "record", "annotation", "method", "constructor")
                        if k in match)
            node = match[kind][0]
            body = match["body"][0] if "body" in match else node.child_by_field_name("body")
            keywords, annotations = _modifiers(node)
            returns = type_name(node.child_by_field_name("type")) if kind == "method" else ""
            formals = node.child_by_field_name("parameters")
            raw.append(RawDef(
                kind=_KINDS.get(kind, "method"), name=name, node=node, header=node, body=body, doc=_doc(node),
                decorators=tuple(annotations), returns=returns, exported="private" not in keywords,
                is_abstract=kind == "method" and (body is None or "abstract" in keywords),
                container=True, arity=_arity(formals) if kind in ("method", "constructor") else None,
            ))
            signatures[(node.start_byte, name)] = _signature(source, node, body)
            if formals is not None and kind in ("method", "constructor"):
                params[(node.start_byte, name)] = _param_types(formals, types)
        return raw

    def _definitions(self, root: Node, source: bytes, test_file: bool,
                     components: list[tuple[Node, str]], types: JavaTypes) -> list[Definition]:
        signatures: dict[tuple[int, str], str] = {}
        params: dict[tuple[int, str], tuple[str, ...]] = {}
        raw = self._raw_definitions(root, source, signatures, components, types, params)

        def is_test(item: RawDef, parent: str | None) -> bool:
            if any(d.split("(")[0] in _TEST_ANNOTATIONS for d in item.decorators):
                return True
            return test_file and item.kind == "class" and item.name.endswith(("Test", "Tests", "IT"))

        definitions = nest(raw, source, is_test)
        for d in definitions:
            sig = signatures.get((d.span.start_byte, d.name))
            if sig:
                d.signature = sig
            d.param_types = params.get((d.span.start_byte, d.name))
        return definitions

    def _imports(self, imports: list[Node], scopes: ScopeFinder) -> list[ImportFact]:
        """``imports``: the file's import declarations, in any order."""
        out: list[ImportFact] = []
        for node in sorted(imports, key=lambda n: n.start_byte):
            names = [c for c in node.named_children if c.type in ("scoped_identifier", "identifier")]
            if not names:
                continue
            dotted = "".join(text(names[0]).split())
            line = node.start_point[0] + 1
            if any(c.type == "asterisk" for c in node.children):
                out.append(ImportFact(dotted, "*", None, line))
                continue
            module, name = _split_name(dotted)
            out.append(ImportFact(module, name, None, line))
        return out

    def _receiver(self, node: Node, depth: int = 0) -> str:
        """Receiver text for the linker: a name chain whose calls end in ``()``; ``new Foo()``
        and ``(Foo) x`` become ``Foo()`` (an instance of Foo), also inside chains."""
        if depth > 20:
            return receiver_text(node)
        kind = node.type  # a new string on every access: read once
        if kind == "object_creation_expression" and node.child_by_field_name("body") is None:
            created = type_name(node.child_by_field_name("type"))
            return f"{created}()" if created else receiver_text(node)
        if kind == "parenthesized_expression" and len(node.named_children) == 1:
            inner = node.named_children[0]
            if inner.type == "cast_expression":
                cast = type_name(inner.child_by_field_name("type"))
                return f"{cast}()" if cast else receiver_text(node)
            return self._receiver(inner, depth + 1)
        if kind == "field_access" and text(node.child_by_field_name("field")) == "this":
            outer = node.child_by_field_name("object")  # ``Outer.this``: an instance of Outer
            return f"{type_name(outer)}()" if outer is not None and type_name(outer) else receiver_text(node)
        if kind in ("method_invocation", "field_access"):
            obj = node.child_by_field_name("object")
            name = text(node.child_by_field_name("name" if kind == "method_invocation" else "field"))
            suffix = "()" if kind == "method_invocation" else ""
            if obj is None:
                return f"{name}{suffix}"
            return f"{self._receiver(obj, depth + 1)}.{name}{suffix}"
        return receiver_text(node)

    def _calls(self, root: Node, facts: FileFacts, scopes: ScopeFinder, supers: dict[str, str],
               types: JavaTypes) -> None:
        for _, match in self.matches(CALLS, root):
            args = _arguments(match["args"][0])
            call = self._call(match, scopes, supers, len(args))
            if call is None:
                continue
            call.arg_types = tuple(types.argument(c) for c in args)
            facts.calls.append(call)

    def _call(self, match: dict[str, list[Node]], scopes: ScopeFinder, supers: dict[str, str],
              args: int) -> CallFact | None:
        """A method call, ``new T(...)``, ``this(...)`` or ``super(...)``; None for ``super(...)``
        of a class without ``extends`` (Object's constructor) or a type that is not named."""
        if "call" in match:
            receiver = self._receiver(match["recv"][0]) if "recv" in match else None
            return call_fact(text(match["name"][0]), receiver, match["call"][0], scopes, args=args,
                             name_node=match["name"][0])
        if "new" in match:
            created = type_name(match["type"][0])
            if not created:
                return None
            qualifier, _, simple = created.rpartition(".")
            return call_fact(simple, qualifier or None, match["new"][0], scopes, is_new=True, args=args,
                             name_node=match["type"][0])
        node = match["explicit"][0]
        cls = scopes.scope_of(node.start_byte, TYPE_KINDS)
        if cls is None:
            return None
        target = scopes.by_qualname[cls].name if match["ctor"][0].type == "this" else supers.get(cls, "")
        if not target:
            return None
        qualifier, _, simple = target.rpartition(".")
        return call_fact(simple, qualifier or None, node, scopes, is_new=True, args=args)

    def _bases(self, root: Node, facts: FileFacts, scopes: ScopeFinder) -> dict[str, str]:
        supers: dict[str, str] = {}
        for _, match in self.matches(BASES, root):
            kind = "extends" if "extends" in match else "implements"
            node = match[kind][0]
            base = type_name(node)
            if not base:
                continue
            owner = scopes.scope_of(node.start_byte, TYPE_KINDS)
            if owner is None:
                continue
            facts.inherits.append(InheritFact(owner, base, kind, node.start_point[0] + 1))
            if kind == "extends" and scopes.by_qualname[owner].kind == "class":
                supers.setdefault(owner, base)
        return supers

    def _value_type(self, value: Node | None) -> str:
        """The type of an initialiser, as hint text ('?' when unknown)."""
        if value is None:
            return "?"
        if value.type == "object_creation_expression":
            return type_name(value.child_by_field_name("type")) or "?"
        if value.type == "cast_expression":
            return type_name(value.child_by_field_name("type")) or "?"
        if value.type == "method_invocation":
            obj = value.child_by_field_name("object")
            name = text(value.child_by_field_name("name"))
            callee = f"{self._receiver(obj)}.{name}" if obj is not None else name
            return "()" + callee if re.match(r"^[\w$.()]+$", callee) else "?"
        return "?"

    def _type_parameters(self, names: list[Node], scopes: ScopeFinder) -> dict[str | None, dict[str, str]]:
        """Type parameters (``names``: their names, in any order) by declaring scope, each mapped to
        its first bound ('?' if none)."""
        out: dict[str | None, dict[str, str]] = {}
        for node in sorted(names, key=lambda n: (n.start_byte, n.end_byte, n.kind_id)):
            parameter = node.parent
            if parameter is None:
                continue
            bound = next((c for c in parameter.named_children if c.type == "type_bound"), None)
            first = bound.named_children[0] if bound is not None and bound.named_children else None
            out.setdefault(scopes.scope_of(node.start_byte), {})[text(node)] = type_name(first) or "?"
        return out

    def _hints(self, root: Node, facts: FileFacts, scopes: ScopeFinder, components: list[tuple[Node, str]],
               type_parameters: list[Node]) -> None:
        parameters = self._type_parameters(type_parameters, scopes)

        def bound(scope: str | None, kind: str) -> str:
            """``T`` declared by an enclosing class or method -> its bound."""
            if not parameters or not kind or "." in kind:
                return kind
            while scope is not None:
                found = parameters.get(scope, {}).get(kind)
                if found is not None:
                    return found
                scope = scopes.by_qualname[scope].parent if scope in scopes.by_qualname else None
            return kind

        for d in facts.definitions:
            if d.returns:
                d.returns = "" if bound(d.qualname, d.returns) == "?" else bound(d.qualname, d.returns)
        for _, match in self.matches(HINTS, root):
            if "unknown" in match:
                node = match["unknown"][0]
                facts.hints.append(TypeHint(scopes.scope_of(node.start_byte), text(node), "?",
                                            node.start_point[0] + 1))
                continue
            declared = type_name(match["type"][0])
            if "declarator" in match or "member" in match:
                declarator = (match.get("declarator") or match["member"])[0]
                name_node = declarator.child_by_field_name("name")
                if name_node is None:
                    continue
                kind = declared or (self._value_type(declarator.child_by_field_name("value"))
                                    if text(match["type"][0]) == "var" else "?")
                scope = scopes.scope_of(declarator.start_byte, TYPE_KINDS if "member" in match else None)
            else:
                name_node = match["name"][0]
                kind = declared or "?"
                scope = scopes.scope_of(name_node.start_byte)
                if scope is not None and scopes.by_qualname[scope].kind == "field":
                    continue  # a record component: hinted on the record below
            line = name_node.start_point[0] + 1
            kind = bound(scope, kind)
            facts.hints.append(TypeHint(scope, text(name_node), kind, line))
            if declared and declared not in JAVA_LANG:
                facts.references.append((scope, declared, line))
        for d in facts.definitions:
            if d.kind == "constant" and d.parent is not None:  # enum constants are instances of the enum
                facts.hints.append(TypeHint(d.parent, d.name, d.parent.rsplit(".", 1)[-1], d.span.start_line))
            elif d.kind == "method" and d.returns and d.returns not in JAVA_LANG:
                facts.references.append((d.qualname, d.returns, d.span.start_line))
        for node, name in components:  # record components: typed fields of the record
            owner = scopes.scope_of(node.start_byte, TYPE_KINDS)
            declared = type_name(node.child_by_field_name("type"))
            facts.hints.append(TypeHint(owner, name, declared or "?", node.start_point[0] + 1))

    def extract(self, path: str, source: bytes) -> FileFacts:
        root, facts = self.start_facts(path, source)
        # one walk of the tree for three queries' captures, in no particular order: each use sorts them
        captured = QueryCursor(self.query(CAPTURED)).captures(root)
        types = JavaTypes(captured.get("declaring", []))
        types.receiver = self._receiver
        package = next((c for c in root.named_children if c.type == "package_declaration"), None)
        if package is not None:
            named = [c for c in package.named_children if c.type in ("scoped_identifier", "identifier")]
            facts.package = "".join(text(named[0]).split()) if named else ""
        components: list[tuple[Node, str]] = []
        facts.definitions = self._definitions(root, source, facts.is_test, components, types)
        top = [d for d in facts.definitions if d.parent is None and d.kind in TYPE_KINDS]
        facts.doc = top[0].doc if top else ""
        scopes = ScopeFinder(facts.definitions)
        facts.imports = self._imports(captured.get("import", []), scopes)
        supers = self._bases(root, facts, scopes)
        self._calls(root, facts, scopes, supers, types)
        self._hints(root, facts, scopes, components, captured.get("param", []))
        for d in facts.definitions:
            for decorator in d.decorators:
                name = decorator.split("(")[0].strip()
                if name and name not in JAVA_LANG:
                    facts.references.append((d.qualname, name, d.span.start_line))
        return facts

    # -- link policy ---------------------------------------------------------------------

    def module_keys(self, path: str, project: Project) -> list[str]:
        """``pkg.Type`` for each top-level type, then ``pkg`` (for ``import pkg.*``)."""
        facts = project.facts.get(path)
        if facts is None:
            return [path[: -len(".java")].replace("/", ".")]
        prefix = f"{facts.package}." if facts.package else ""
        keys = [f"{prefix}{d.name}" for d in facts.definitions if d.parent is None and d.kind in TYPE_KINDS]
        if facts.package:
            keys.append(facts.package)
        return keys or [path[: -len(".java")].replace("/", ".")]

    def resolve_module(self, spec: str, from_path: str, project: Project,
                       modules: dict[str, list[str]]) -> list[str]:
        """A class or package by qualified name; ``a.b.Outer.Inner`` falls back to ``a.b.Outer``."""
        found = modules.get(spec)
        while not found and "." in spec:
            spec, _, last = spec.rpartition(".")
            if not last[:1].isupper() or not spec.rpartition(".")[2][:1].isupper():
                return []
            found = modules.get(spec)
        return found or []

    def module_type(self, key: str) -> str | None:
        """``com.acme.Outer.Inner`` -> ``Outer.Inner``: the class path after the package."""
        parts = key.split(".")
        first = next((i for i, p in enumerate(parts) if p[:1].isupper()), None)
        return ".".join(parts[first:]) if first is not None else None
