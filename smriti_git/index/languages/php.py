"""PHP: extraction queries and the namespace/PSR-4 rules of the linker.

Definitions: classes, interfaces, traits, enums (cases as constants), functions,
methods, properties (also constructor-promoted ones) and constants.  ``#[...]``
attributes are decorators, PHPDoc blocks are docs, visibility decides ``exported``;
``test*`` methods and ``@test``/``#[Test]`` ones in ``*Test.php`` files are tests.
The file's namespace is its package (names of one namespace see each other).

Imports: ``use A\\B\\C`` is an import of the file declaring ``A\\B\\C`` (every file is
keyed by its namespace and the fully qualified names it declares; failing that, by the
PSR-4 path ``B/C.php`` found by suffix), binding ``C`` (or its alias);
``require``/``include`` of a literal path (``__DIR__ . '/x.php'`` too) is a wildcard
import.  ``$this->m()``, ``self::``/``static::`` and ``parent::`` calls resolve through
the class; ``new static`` is the enclosing class.
"""

from __future__ import annotations

import posixpath
from typing import ClassVar

import tree_sitter_php
from tree_sitter import Language as TSLanguage
from tree_sitter import Node

from smriti_git.index.facts import Definition, FileFacts, ImportFact, InheritFact
from smriti_git.index.languages.base import (
    Language,
    Project,
    RawDef,
    ScopeFinder,
    nest,
    string_value,
    text,
)
from smriti_git.index.languages.langkit import (
    SCOPE_KINDS,
    Hints,
    by_suffix,
    comment_doc,
    memo_resolution,
    query_calls,
    relative_path,
    stacked_above,
)
from smriti_git.model.code import TYPE_KINDS

DEFINITIONS = """
(class_declaration name: (name) @name body: (declaration_list) @body) @class
(interface_declaration name: (name) @name body: (declaration_list) @body) @interface
(trait_declaration name: (name) @name body: (declaration_list) @body) @trait
(enum_declaration name: (name) @name body: (enum_declaration_list) @body) @enum
(enum_case name: (name) @name) @case
(function_definition name: (name) @name body: (compound_statement) @body) @function
(method_declaration name: (name) @name body: (compound_statement)? @body) @method
(property_declaration (property_element name: (variable_name (name) @name))) @property
(property_promotion_parameter name: (variable_name (name) @name)) @promoted
(const_declaration (const_element (name) @name)) @constant
"""

TOP = """
(namespace_definition name: (namespace_name) @namespace)
(namespace_use_declaration) @use
(require_expression) @require
(require_once_expression) @require
(include_expression) @require
(include_once_expression) @require
"""

CALLS = """
(function_call_expression function: [(name) (qualified_name)] @qual arguments: (arguments) @args) @call
(member_call_expression object: (_) @recv name: (name) @name arguments: (arguments) @args) @call
(nullsafe_member_call_expression object: (_) @recv name: (name) @name arguments: (arguments) @args) @call
(scoped_call_expression scope: (_) @recv name: (name) @name arguments: (arguments) @args) @call
(object_creation_expression [(name) (qualified_name)] @qual) @call @new
"""

HINTS = """
(simple_parameter type: (_) @type name: (variable_name) @name)
(simple_parameter !type name: (variable_name) @bind)
(property_promotion_parameter type: (_) @type name: (variable_name) @name)
(property_declaration type: (_) @type (property_element name: (variable_name (name) @property)))
(assignment_expression left: (variable_name) @name right: (_) @value)
(assignment_expression left: (member_access_expression object: (variable_name (name) @this) name: (name) @property)
                       right: (object_creation_expression) @value)
(foreach_statement (variable_name) @bind)
(foreach_statement (pair (variable_name) @bind))
(anonymous_function_use_clause (variable_name) @bind)
"""

BASES = """
(base_clause [(name) (qualified_name)] @base)
(class_interface_clause [(name) (qualified_name)] @implements)
(use_declaration [(name) (qualified_name)] @trait)
"""

_COMMENTS = frozenset({"comment"})
_KINDS = {"class": "class", "interface": "interface", "trait": "trait", "enum": "enum", "case": "constant",
          "function": "function", "method": "method", "property": "field", "promoted": "field",
          "constant": "constant"}
_CONTAINERS = frozenset({"class", "interface", "trait", "enum", "function", "method"})
_SELF = frozenset({"self", "static", "$this"})


def _fqn(node: Node) -> str:
    """A (qualified) name as written, whitespace and leading ``\\`` removed."""
    return "".join(text(node).split()).lstrip("\\")


class Php(Language):
    name = "php"
    extensions = (".php", ".phtml")
    self_names: ClassVar[frozenset[str]] = _SELF
    super_names: ClassVar[frozenset[str]] = frozenset({"parent"})
    constructor_names = ("__construct",)
    package_scope = "package"
    member_separators = ("->", "::")
    builtins = frozenset({
        "strlen", "count", "array_map", "array_filter", "array_reduce", "in_array", "isset", "empty", "unset",
        "sprintf", "printf", "implode", "explode", "str_replace", "json_encode", "json_decode", "is_array",
        "is_string", "is_int", "is_null", "is_numeric", "array_keys", "array_values", "array_merge", "array_slice",
        "array_push", "array_pop", "array_shift", "array_key_exists", "trim", "strtolower", "strtoupper", "substr",
        "strpos", "str_contains", "str_starts_with", "preg_match", "preg_replace", "preg_split", "date", "time",
        "var_dump", "print_r", "var_export", "die", "exit", "define", "defined", "function_exists", "class_exists",
        "method_exists", "get_class", "intval", "floatval", "strval", "round", "floor", "ceil", "max", "min",
        "abs", "file_get_contents", "file_put_contents", "file_exists", "dirname", "basename", "realpath",
        "usort", "sort", "ksort", "compact", "extract", "call_user_func", "call_user_func_array",
        "func_get_args", "array_search", "array_unique", "range", "ucfirst", "lcfirst", "htmlspecialchars",
        "number_format", "microtime", "spl_autoload_register", "iterator_to_array", "assert",
    })

    def grammar(self) -> TSLanguage:
        return TSLanguage(tree_sitter_php.language_php())

    def is_test_path(self, path: str) -> bool:
        parts = path.split("/")
        return parts[-1].endswith(("Test.php", "_test.php")) or any(p.lower() in ("test", "tests") for p in parts[:-1])

    # -- extraction ----------------------------------------------------------------------

    def _raw(self, root: Node) -> list[RawDef]:
        raw: list[RawDef] = []
        for _, match in self.matches(DEFINITIONS, root):
            capture = next((c for c in _KINDS if c in match), None)
            if capture is None:
                continue
            node = match[capture][0]
            modifiers = {c.type for c in node.children} | {text(c) for c in node.children
                                                         if c.type == "visibility_modifier"}
            if capture == "promoted":
                visibility = node.child_by_field_name("visibility")
                modifiers.add(text(visibility) if visibility is not None else "public")
            attributes = node.child_by_field_name("attributes")
            decorators = tuple(" ".join(text(a).split()) for group in (attributes.named_children if attributes else [])
                               for a in group.named_children if a.type == "attribute")
            returns = ""
            if capture in ("function", "method"):
                rt = node.child_by_field_name("return_type")
                returns = text(rt) if rt is not None else ""
            comments, _ = stacked_above(node, _COMMENTS, frozenset())
            in_interface = node.parent is not None and node.parent.parent is not None and \
                node.parent.parent.type == "interface_declaration"
            raw.append(RawDef(
                kind=_KINDS[capture], name=text(match["name"][0]), node=node, header=node,
                body=match["body"][0] if "body" in match else None,
                doc=comment_doc(comments, lambda c: c.startswith("/**")), decorators=decorators, returns=returns,
                exported="private" not in modifiers and "protected" not in modifiers,
                is_abstract="abstract_modifier" in modifiers or (in_interface and capture == "method"),
                container=capture in _CONTAINERS,
            ))
        return raw

    def _definitions(self, root: Node, source: bytes, test_file: bool) -> list[Definition]:
        def is_test(item: RawDef, parent: str | None) -> bool:
            if item.kind != "method":
                return False
            return any(d.split("(")[0].split("\\")[-1] == "Test" for d in item.decorators) or (
                test_file and (item.name.startswith("test") or "@test" in item.doc))

        definitions = nest(self._raw(root), source, is_test)
        by_qualname = {d.qualname: d for d in definitions}
        for d in definitions:
            d.signature = d.signature.removesuffix(";").rstrip()
            if d.signature.startswith("#["):
                d.signature = d.signature[d.signature.find("]") + 1:].lstrip()
            if d.kind == "method" and d.parent and by_qualname[d.parent].kind not in TYPE_KINDS:
                d.kind = "function"
            if d.kind == "field" and d.parent and by_qualname[d.parent].kind == "method":
                # a promoted constructor parameter: a property of the class
                method = by_qualname[d.parent]
                d.parent = method.parent
                d.qualname = f"{method.parent}.{d.name}"
            owner = d.parent if d.kind == "method" else None
            if owner and d.returns:
                d.returns = self._type_name(d.returns, by_qualname[owner].name)
            elif d.returns:
                d.returns = self._type_name(d.returns, "")
        return definitions

    @staticmethod
    def _type_name(raw: str, self_class: str) -> str:
        """``?Foo``, ``Foo|null``, ``\\A\\Foo`` -> a type name; ``self``/``static`` -> the class."""
        parts = [p.strip().lstrip("?") for p in raw.split("|") if p.strip().lower() not in ("null", "")]
        if len(parts) != 1:
            return ""
        value = parts[0].lstrip("\\")
        if value in ("self", "static"):
            return self_class
        if not value or not (value[0].isalpha() or value[0] == "_") or value.lower() in _SCALARS:
            return ""
        return value

    def _top(self, root: Node, scopes: ScopeFinder, facts: FileFacts) -> None:
        """Namespace, ``use`` imports and ``require``/``include`` of literal paths."""
        for _, match in self.matches(TOP, root):
            if "namespace" in match:
                if not facts.package:
                    facts.package = _fqn(match["namespace"][0])
                continue
            if "use" in match:
                node = match["use"][0]
                facts.imports.extend(self._uses(node, scopes))
                continue
            node = match["require"][0]
            spec = _required_path(node)
            if spec:
                facts.imports.append(ImportFact(spec, "*", None, node.start_point[0] + 1,
                                                scopes.scope_of(node.start_byte, SCOPE_KINDS)))

    @staticmethod
    def _uses(node: Node, scopes: ScopeFinder) -> list[ImportFact]:
        out: list[ImportFact] = []
        line = node.start_point[0] + 1
        scope = scopes.scope_of(node.start_byte, SCOPE_KINDS)
        prefix = ""
        group = node.child_by_field_name("body")
        clauses = []
        for child in node.named_children:
            if child.type == "namespace_name" and group is not None:
                prefix = _fqn(child)
            elif child.type == "namespace_use_clause":
                clauses.append(child)
        if group is not None:
            clauses.extend(c for c in group.named_children if c.type == "namespace_use_clause")
        for clause in clauses:
            alias = clause.child_by_field_name("alias")
            target = next((c for c in clause.named_children if c.type in ("qualified_name", "name")
                           and (alias is None or c.id != alias.id)), None)
            if target is None:
                continue
            fqn = f"{prefix}\\{_fqn(target)}" if prefix else _fqn(target)
            out.append(ImportFact(fqn, fqn.split("\\")[-1], text(alias) if alias is not None else None, line, scope))
        return out

    def extract(self, path: str, source: bytes) -> FileFacts:
        root, facts = self.start_facts(path, source)
        definitions = self._definitions(root, source, facts.is_test)
        facts.definitions = definitions
        # Properties are no scopes; promoted ones sit inside their constructor's span.
        scopes = ScopeFinder([d for d in definitions if d.kind in SCOPE_KINDS])
        by_qualname = scopes.by_qualname
        self._top(root, scopes, facts)
        imported = {imp.module: imp.alias or imp.name for imp in facts.imports if imp.name not in (None, "*")}

        def local(fqn: str) -> str:
            """The local name of a qualified name: '' unless imported as such or in this namespace."""
            if "\\" not in fqn:
                return fqn
            namespace, _, last = fqn.rpartition("\\")
            if fqn in imported:
                return imported[fqn] or last
            return last if namespace == facts.package else ""

        def receiver(node: Node, call: Node) -> str | None:
            if node.type in ("name", "qualified_name"):
                return local(_fqn(node)) or _fqn(node)
            if node.type == "relative_scope":
                return text(node).strip()
            return "".join(text(node).split()).replace("?->", "->")

        def qualified(node: Node) -> tuple[str | None, str]:
            fqn = _fqn(node)
            name = local(fqn)
            if name in ("static", "self"):
                owner = self._class_of(scopes.scope_of(node.start_byte), by_qualname)
                return None, owner or ""
            return (None, name) if name else ("\\".join(fqn.split("\\")[:-1]), fqn.split("\\")[-1])

        facts.calls = query_calls(self, CALLS, root, scopes, receiver, qualified)
        for _, match in self.matches(BASES, root):
            capture = next(c for c in ("base", "implements", "trait") if c in match)
            node = match[capture][0]
            owner = self._class_of(scopes.scope_of(node.start_byte), by_qualname, qualname=True)
            name = local(_fqn(node))
            if owner and name:
                kind = {"base": "extends", "implements": "implements", "trait": "includes"}[capture]
                facts.inherits.append(InheritFact(owner, name, kind, node.start_point[0] + 1))
        facts.hints = self._hints(root, scopes, local, facts).result()
        return facts

    @staticmethod
    def _class_of(scope: str | None, by_qualname: dict[str, Definition], qualname: bool = False) -> str:
        """The class (name, or qualname) enclosing ``scope``, or ''."""
        current = by_qualname.get(scope) if scope else None
        while current is not None and current.kind not in TYPE_KINDS:
            current = by_qualname.get(current.parent) if current.parent else None
        if current is None:
            return ""
        return current.qualname if qualname else current.name

    def _hints(self, root: Node, scopes: ScopeFinder, local: object, facts: FileFacts) -> Hints:
        assert callable(local)
        hints = Hints()
        by_qualname = scopes.by_qualname
        for _, match in self.matches(HINTS, root):
            if "bind" in match:
                node = match["bind"][0]
                hints.bind(scopes.scope_of(node.start_byte, SCOPE_KINDS), text(node), "", node.start_point[0] + 1)
                continue
            anchor = (match.get("name") or match.get("property") or match["this"])[0]
            scope = scopes.scope_of(anchor.start_byte, SCOPE_KINDS)
            owner = self._class_of(scope, by_qualname)
            line = anchor.start_point[0] + 1
            kind = ""
            if "type" in match:
                kind = local(self._type_name(text(match["type"][0]), owner))
                if kind:
                    facts.references.append((scope, kind, line))
            elif "value" in match:
                kind = self._value_type(match["value"][0], owner, local)
            if "property" in match:
                if "this" in match and text(match["this"][0]) != "this":
                    continue
                cls = self._class_of(scope, by_qualname, qualname=True)
                if cls and kind:
                    hints.fix(cls, text(match["property"][0]), kind, line)
                continue
            name = text(anchor)
            if match["name"][0].parent is not None and match["name"][0].parent.type == "property_promotion_parameter":
                cls = self._class_of(scope, by_qualname, qualname=True)
                if cls and kind:
                    hints.fix(cls, name.lstrip("$"), kind, line)
            hints.bind(scope, name, kind, line)
        return hints

    @staticmethod
    def _value_type(value: Node, owner: str, local: object) -> str:
        """The type of ``new Foo()`` / ``Foo::make()`` / ``$this->make()`` assigned to a variable."""
        assert callable(local)
        if value.type == "object_creation_expression":
            named = next((c for c in value.named_children if c.type in ("name", "qualified_name")), None)
            if named is None:
                return ""
            written = _fqn(named)
            return owner if written in ("static", "self") else str(local(written))
        if value.type in ("function_call_expression", "scoped_call_expression", "member_call_expression"):
            function = value.child_by_field_name("function")
            if function is not None:
                name = str(local(_fqn(function)))
                return "()" + name if name else ""
            scope = value.child_by_field_name("scope") or value.child_by_field_name("object")
            name_node = value.child_by_field_name("name")
            if scope is None or name_node is None:
                return ""
            head = text(scope).strip() if scope.type == "relative_scope" else str(local(_fqn(scope))) \
                if scope.type in ("name", "qualified_name") else "".join(text(scope).split())
            separator = "::" if value.type == "scoped_call_expression" else "->"
            return f"(){head}{separator}{text(name_node)}" if head else ""
        return ""

    # -- link policy ---------------------------------------------------------------------

    def package_key(self, path: str, facts: FileFacts) -> str:
        """Files of one namespace see each other; files without one only see what they require."""
        return facts.package or path

    def module_keys(self, path: str, project: Project) -> list[str]:
        """A file is named by its namespace, the qualified names it declares, and its path."""
        facts = project.facts.get(path)
        if facts is None or not facts.package:
            return [path] if facts is None else [
                path, *(d.name for d in facts.definitions if d.parent is None and d.kind in _TOP_KINDS)]
        keys = [f"{facts.package}\\{d.name}" for d in facts.definitions if d.parent is None and d.kind in _TOP_KINDS]
        return [*keys, facts.package, path]

    def module_type(self, key: str) -> str | None:
        return key.rsplit("\\", 1)[-1] if "\\" in key else None

    @memo_resolution
    def resolve_module(self, spec: str, from_path: str, project: Project,
                       modules: dict[str, list[str]]) -> list[str]:
        spec = spec.lstrip("\\")
        found = modules.get(spec)
        if found:
            return found
        if "/" in spec or spec.endswith((".php", ".inc")):
            local = relative_path(from_path, spec)
            if local and project.exists(local):
                return [local]
            return by_suffix(project, "/".join(p for p in spec.split("/") if p not in (".", "..")), from_path)
        segments = [s for s in spec.replace(".", "\\").split("\\") if s]
        for start in range(len(segments) - 1):      # PSR-4: the longest known path suffix, two segments at least
            found = by_suffix(project, "/".join(segments[start:]) + ".php", from_path)
            if found:
                return found
        return []


_TOP_KINDS = frozenset({"class", "interface", "trait", "enum", "function", "constant"})
_SCALARS = frozenset({"int", "float", "string", "bool", "array", "mixed", "void", "callable", "iterable", "object",
                      "never", "false", "true", "null"})


def _required_path(node: Node) -> str:
    """The literal path of ``require 'x.php'`` / ``require __DIR__ . '/x.php'``, or ''."""
    strings = [c for c in _descendants(node, 3) if c.type in ("string", "encapsed_string")]
    if len(strings) != 1:
        return ""
    value = string_value(strings[0])
    if "$" in value or "{" in value or not value:
        return ""
    if "__DIR__" in text(node) or "dirname(__FILE__)" in text(node).replace(" ", ""):
        return "./" + value.lstrip("/")
    return value if value.startswith(".") else posixpath.normpath(value)


def _descendants(node: Node, depth: int) -> list[Node]:
    out: list[Node] = []
    for child in node.named_children:
        out.append(child)
        if depth > 1:
            out.extend(_descendants(child, depth - 1))
    return out
