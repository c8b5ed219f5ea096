"""Rust: extraction queries and the ``use``/``mod`` path rules of the linker.

Definitions: functions, structs, unions, enums (variants as constants), traits, type
aliases, consts/statics, ``macro_rules!`` macros, struct fields, inline ``mod`` blocks.
Methods of ``impl Type`` blocks belong to ``Type`` (qualname ``Type.method``) when the
type is defined in the same file; otherwise they keep the dotted name ``Type.method``
so no bare-name lookup can reach them.  ``impl Trait for Type`` is an ``implements``
base; ``trait A: B`` an ``extends`` one.  ``self``/``Self`` are typed by hints, so that
methods of impl blocks work the same wherever their type is.

Imports: every binding of a ``use`` tree; ``mod x;`` imports the child module file.
Paths resolve by file layout: ``crate::a::b`` -> ``<src>/a/b.rs`` or ``<src>/a/b/mod.rs``,
``self::``/``super::`` relative to the current module, a bare first segment to a child
module, then to a workspace crate of that (directory) name.
"""

from __future__ import annotations

import bisect
import posixpath
import re
from typing import ClassVar

import tree_sitter_rust
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
    memo_resolution,
    plain_type,
    project_cache,
    query_calls,
    rehome,
    stacked_above,
    strip_generics,
)
from smriti_git.model.code import TYPE_KINDS

DEFINITIONS = """
(function_item name: (identifier) @name body: (block) @body) @function
(function_signature_item name: (identifier) @name) @signature
(struct_item name: (type_identifier) @name body: (_)? @body) @struct
(union_item name: (type_identifier) @name body: (_)? @body) @union
(enum_item name: (type_identifier) @name body: (enum_variant_list) @body) @enum
(enum_variant name: (identifier) @name) @variant
(trait_item name: (type_identifier) @name body: (declaration_list) @body) @trait
(impl_item type: (_) @name body: (declaration_list) @body) @impl
(mod_item name: (identifier) @name body: (declaration_list) @body) @module
(const_item name: (identifier) @name) @constant
(static_item name: (identifier) @name) @static
(type_item name: (type_identifier) @name) @type
(associated_type name: (type_identifier) @name) @type
(macro_definition name: (identifier) @name) @macro
(field_declaration_list (field_declaration name: (field_identifier) @name) @field)
"""

CALLS = """
(call_expression function: (identifier) @name) @call
(call_expression function: (field_expression value: (_) @recv field: (field_identifier) @name)) @call
(call_expression function: (scoped_identifier path: (_) @recv name: (identifier) @name)) @call
(call_expression function: (generic_function function: (identifier) @name)) @call
(call_expression function: (generic_function
    function: (field_expression value: (_) @recv field: (field_identifier) @name))) @call
(call_expression function: (generic_function
    function: (scoped_identifier path: (_) @recv name: (identifier) @name))) @call
"""

IMPORTS = """
(use_declaration argument: (_) @use)
(mod_item name: (identifier) @mod !body)
(extern_crate_declaration name: (identifier) @crate)
"""

HINTS = """
(let_declaration pattern: (identifier) @name) @let
(parameter pattern: (identifier) @name type: (_) @type)
(tuple_pattern (identifier) @bind)
(tuple_struct_pattern (identifier) @bind)
(closure_parameters (identifier) @bind)
(closure_parameters (parameter pattern: (identifier) @bind))
(for_expression pattern: (identifier) @bind)
(let_condition pattern: (identifier) @bind)
(match_pattern (identifier) @bind)
"""

FILE_DOC = """
(source_file (line_comment inner: (inner_doc_comment_marker)) @doc)
(source_file (block_comment inner: (inner_doc_comment_marker)) @doc)
"""

#: The file's own module in call receivers written inside inline ``mod`` blocks
#: (``super::f()`` in ``mod tests``); ``$`` keeps it apart from any Rust name.
FILE_MODULE = "$self"
_COMMENTS = frozenset({"line_comment", "block_comment"})
_ATTRIBUTES = frozenset({"attribute_item"})
_WRAPPERS = frozenset({"Box", "Rc", "Arc", "Cow"})
_TYPE_WORDS = ("mut", "dyn", "impl")
_KINDS = {"function": "function", "signature": "function", "struct": "struct", "union": "struct",
          "enum": "enum", "variant": "constant", "trait": "trait", "impl": "impl", "module": "module",
          "constant": "constant", "static": "variable", "type": "type", "macro": "function", "field": "field"}
_CONTAINERS = frozenset({"function", "struct", "union", "enum", "trait", "impl", "module"})


def _is_doc(raw: str) -> bool:
    return (raw.startswith("///") and not raw.startswith("////")) or (raw.startswith("/**") and raw != "/**/")


_PRIMITIVES = frozenset({"i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize",
                         "f32", "f64", "bool", "char", "str", "String"})


def rust_type(raw: str) -> str:
    """A plain type path from a Rust type (``&mut Box<Foo>`` -> ``Foo``), or '' (also for primitives)."""
    value = plain_type(re.sub(r"'\w+", " ", raw), words=_TYPE_WORDS, chars="&", wrappers=_WRAPPERS).lstrip(":")
    return "" if value in _PRIMITIVES else value


def _path_text(node: Node) -> str:
    """A path as written, without generic arguments, whitespace or a leading ``::``."""
    return strip_generics("".join(text(node).split())).strip(":")


def _is_test_attribute(attribute: str) -> bool:
    head = attribute.split("(")[0].strip()
    return head == "test" or head.endswith("::test") or head in ("rstest", "test_case", "quickcheck") or \
        attribute.replace(" ", "") == "cfg(test)"


class Rust(Language):
    name = "rust"
    extensions = (".rs",)
    super_names: ClassVar[frozenset[str]] = frozenset()
    member_separators = (".", "::")
    builtins = frozenset({
        "Some", "None", "Ok", "Err", "Box", "Vec", "String", "Option", "Result", "HashMap", "HashSet",
        "BTreeMap", "BTreeSet", "VecDeque", "Rc", "Arc", "RefCell", "Cell", "Mutex", "RwLock", "Cow",
        "Default", "From", "Into", "Iterator", "std", "core", "alloc", "drop", "i8", "i16", "i32", "i64",
        "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize", "f32", "f64", "bool", "char", "str",
        "PathBuf", "Path", "Duration", "Instant", "fmt", "io", "mem", "ptr", "thread", "Ordering",
    })

    def grammar(self) -> TSLanguage:
        return TSLanguage(tree_sitter_rust.language())

    def is_test_path(self, path: str) -> bool:
        parts = path.split("/")
        return "tests" in parts[:-1] or parts[-1] in ("tests.rs", "test.rs") or parts[-1].endswith("_test.rs")

    # -- extraction ----------------------------------------------------------------------

    def _raw(self, root: Node) -> tuple[list[RawDef], dict[int, tuple[str, str]], dict[int, list[tuple[str, int]]]]:
        """Raw definitions; ``impl`` blocks by start byte: (type path, trait path); trait bounds."""
        raw: list[RawDef] = []
        impls: dict[int, tuple[str, str]] = {}
        bounds: dict[int, list[tuple[str, int]]] = {}
        for _, match in self.matches(DEFINITIONS, root):
            capture = next(c for c in _KINDS if c in match)
            node = match[capture][0]
            kind = _KINDS[capture]
            body = match["body"][0] if "body" in match else None
            if capture == "impl":
                path = _impl_path(match["name"][0])
                trait = node.child_by_field_name("trait")
                impls[node.start_byte] = (path, _path_text(trait) if trait is not None else "")
                name = path.split("::")[-1]
            else:
                name = text(match["name"][0])
            if capture == "trait":
                supertraits = node.child_by_field_name("bounds")
                bounds[node.start_byte] = [
                    (_path_text(b), b.start_point[0] + 1) for b in (supertraits.named_children if supertraits else [])
                    if b.type in ("type_identifier", "scoped_type_identifier", "generic_type")]
            comments, attributes = stacked_above(node, _COMMENTS, _ATTRIBUTES)
            decorators = tuple(text(a).strip()[2:-1].strip() for a in attributes)
            returns = ""
            if kind == "function":
                rt = node.child_by_field_name("return_type")
                returns = rust_type(text(rt)) if rt is not None else ""
                if capture == "macro":
                    body = next((c for c in node.named_children if c.type == "macro_rule"), None)
            visibility = any(c.type == "visibility_modifier" for c in node.children)
            raw.append(RawDef(
                kind=kind, name=name, node=node, header=node, body=body,
                doc=comment_doc(comments, _is_doc), decorators=decorators, returns=returns,
                exported=visibility or capture in ("variant", "macro"),
                is_abstract=capture == "signature", container=capture in _CONTAINERS,
            ))
        return raw, impls, bounds

    def _definitions(self, root: Node, source: bytes, test_file: bool,
                     ) -> tuple[list[Definition], dict[str, str], list[InheritFact]]:
        """Definitions; the ``self`` type path of every method; trait bases."""
        raw, impls, bounds = self._raw(root)

        def is_test(item: RawDef, parent: str | None) -> bool:
            return any(_is_test_attribute(d) for d in item.decorators) or (
                test_file and item.kind == "function" and item.name.startswith("test"))

        definitions = nest(raw, source, is_test)
        impl_defs = [d for d in definitions if d.kind == "impl"]
        impl_starts = [d.span.start_byte for d in impl_defs]
        impl_names = {d.qualname for d in impl_defs}
        owners: dict[str, tuple[str, str | None]] = {}
        self_type: dict[str, str] = {}
        trait_members: set[str] = set()
        inherits: list[InheritFact] = []
        for d in definitions:
            if d.kind == "impl" or d.parent not in impl_names:
                continue
            # The innermost impl block around ``d`` (impl blocks do not nest directly).
            index = bisect.bisect_right(impl_starts, d.span.start_byte) - 1
            while index >= 0 and not impl_defs[index].span.contains(d.span.start_byte):
                index -= 1
            if index < 0 or impl_defs[index].qualname != d.parent:
                continue  # a field of a struct that shares the impl's qualname
            impl = impl_defs[index]
            owners[d.qualname] = (impl.qualname, impl.parent)
            if impls[impl.span.start_byte][1]:
                trait_members.add(d.qualname)
            if d.kind == "function":
                d.kind = "method"
                self_type[d.qualname] = impls[impl.span.start_byte][0]
        definitions = rehome([d for d in definitions if d.kind != "impl"], owners)
        kinds = {d.qualname: d.kind for d in definitions}
        for impl in impl_defs:
            trait = impls[impl.span.start_byte][1]
            if trait and kinds.get(impl.qualname) in TYPE_KINDS:
                inherits.append(InheritFact(impl.qualname, trait, "implements", impl.span.start_line))
        for d in definitions:
            if d.signature.endswith(";"):
                d.signature = d.signature[:-1].rstrip()
            if (d.parent and kinds.get(d.parent) == "trait") or d.qualname in trait_members:
                d.exported = True  # trait items (and their implementations) are as public as the trait
            if d.kind == "trait":
                inherits.extend(InheritFact(d.qualname, base, "extends", line)
                                for base, line in bounds.get(d.span.start_byte, []))
            if d.kind == "function" and d.parent and kinds.get(d.parent) == "trait":
                d.kind = "method"
                self_type[d.qualname] = d.parent
            if d.returns == "Self" or d.returns.startswith("Self::"):
                owner = self_type.get(d.qualname)
                d.returns = d.returns.replace("Self", owner, 1) if owner else ""
        return definitions, self_type, inherits

    def _imports(self, root: Node, scopes: ScopeFinder) -> list[ImportFact]:
        out: list[ImportFact] = []
        captured = self.captures(IMPORTS, root)
        for node in captured.get("use", []):
            scope = scopes.scope_of(node.start_byte, SCOPE_KINDS)
            line = node.start_point[0] + 1
            for written, alias, wildcard in _use_tree(node, []):
                if not written:
                    continue
                segments = _from_file_module(written, scope, scopes.by_qualname).split("::")
                if wildcard:
                    out.append(ImportFact("::".join(segments), "*", None, line, scope))
                elif segments[-1] == "self" and len(segments) > 1:
                    out.append(ImportFact("::".join(segments[:-1]), None, alias, line, scope))
                elif len(segments) == 1:
                    out.append(ImportFact(segments[0], None, alias, line, scope))
                else:
                    out.append(ImportFact("::".join(segments[:-1]), segments[-1], alias, line, scope))
        for node in captured.get("mod", []):
            name = text(node)
            scope = scopes.scope_of(node.start_byte, SCOPE_KINDS)
            out.append(ImportFact(_from_file_module(["self", name], scope, scopes.by_qualname), None, name,
                                  node.start_point[0] + 1, scope))
        for node in captured.get("crate", []):
            out.append(ImportFact(text(node), None, None, node.start_point[0] + 1, None))
        return out

    def _hints(self, root: Node, scopes: ScopeFinder, definitions: list[Definition],
               self_type: dict[str, str], references: list[tuple[str | None, str, int]]) -> Hints:
        """Typed bindings (``let``, parameters, struct fields, ``self``); declared types are references."""
        hints = Hints()
        for method, owner in self_type.items():
            hints.fix(method, "self", owner)
        by_qualname = scopes.by_qualname
        for d in definitions:
            if d.kind == "field" and d.parent and by_qualname[d.parent].kind in ("struct", "union"):
                field_type = rust_type(d.signature.partition(":")[2])
                if field_type:
                    hints.fix(d.parent, d.name, field_type, d.span.start_line)
                    references.append((d.parent, field_type, d.span.start_line))
        for _, match in self.matches(HINTS, root):
            if "bind" in match:
                node = match["bind"][0]
                hints.bind(scopes.scope_of(node.start_byte, SCOPE_KINDS), text(node), "", node.start_point[0] + 1)
                continue
            name_node = match["name"][0]
            scope = scopes.scope_of(name_node.start_byte, SCOPE_KINDS)
            kind = ""
            declared = match["type"][0] if "type" in match else match["let"][0].child_by_field_name("type")
            if declared is not None:
                kind = rust_type(text(declared))
                if kind and kind != "Self":
                    references.append((scope, kind, declared.start_point[0] + 1))
            else:
                value = match["let"][0].child_by_field_name("value")
                if value is not None and value.type == "call_expression":
                    function = value.child_by_field_name("function")
                    if function is not None and function.type in ("identifier", "scoped_identifier",
                                                                  "field_expression", "generic_function"):
                        kind = "()" + _path_text(function)
                elif value is not None and value.type == "struct_expression":
                    kind = _path_text(value.child_by_field_name("name") or value)
            kind = self._self_substituted(kind, scope, self_type, by_qualname)
            hints.bind(scope, text(name_node), kind, name_node.start_point[0] + 1)
        return hints

    @staticmethod
    def _self_substituted(value: str, scope: str | None, self_type: dict[str, str],
                          by_qualname: dict[str, Definition]) -> str:
        """``Self``/``Self::x`` with the enclosing impl's type path ('' outside an impl)."""
        head = value.removeprefix("()")
        if head != "Self" and not head.startswith(("Self::", "Self.")):
            return value
        current = scope
        while current is not None and current not in self_type:
            definition = by_qualname.get(current)
            current = definition.parent if definition else None
        if current is None:
            return ""
        return value.replace("Self", self_type[current], 1)

    def extract(self, path: str, source: bytes) -> FileFacts:
        root, facts = self.start_facts(path, source)
        definitions, self_type, inherits = self._definitions(root, source, facts.is_test)
        facts.definitions = definitions
        scopes = ScopeFinder(definitions)
        by_qualname = scopes.by_qualname
        docs = self.captures(FILE_DOC, root).get("doc", [])
        facts.doc = "\n".join(
            line.strip().removeprefix("//!").removeprefix("/*!").removesuffix("*/").strip()
            for node in sorted(docs, key=lambda n: n.start_byte) for line in text(node).splitlines()).strip()

        def receiver(node: Node, call: Node) -> str | None:
            if node.parent is None or node.parent.type != "scoped_identifier":
                return "".join(text(node).split())   # ``value.method()``
            value = _path_text(node)                   # ``path::function()``
            return None if value == "self" else value.removeprefix("self::")

        for call in query_calls(self, CALLS, root, scopes, receiver):
            if call.receiver:
                call.receiver = self._self_substituted(call.receiver, call.scope, self_type, by_qualname) or None
            if call.receiver and call.receiver.split("::")[0] == "super":
                call.receiver = _from_file_module(call.receiver.split("::"), call.scope, by_qualname, FILE_MODULE)
            facts.calls.append(call)
        facts.imports = self._imports(root, scopes)
        facts.inherits = inherits
        facts.hints = self._hints(root, scopes, definitions, self_type, facts.references).result()
        return facts

    # -- link policy ---------------------------------------------------------------------

    def module_keys(self, path: str, project: Project) -> list[str]:
        _, segments, _ = _locate(path)
        return ["::".join(["crate", *segments]), path]

    def implicit_module(self, name: str) -> str | None:
        if name == FILE_MODULE:
            return "self"
        return name if name in ("crate", "super") else None

    @memo_resolution
    def resolve_module(self, spec: str, from_path: str, project: Project,
                       modules: dict[str, list[str]]) -> list[str]:
        if spec.startswith(("self.", "super.")):
            return []  # the linker's "<module key>.<name>": children are reached through ``mod`` imports
        segments = [s for s in spec.replace(".", "::").split("::") if s]
        if not segments or spec.startswith("::"):
            return []
        root, here, _ = _locate(from_path)
        head = segments[0]
        if head == "crate":
            return _module_file(project, root, segments[1:], from_path)
        if head in ("self", "super"):
            base = list(here)
            rest = segments
            while rest and rest[0] in ("self", "super"):
                if rest[0] == "super":
                    if not base:
                        return []
                    base.pop()
                rest = rest[1:]
            return _module_file(project, root, base + rest, from_path)
        found = _module_file(project, root, [*here, *segments], from_path)
        if found:
            return found
        crate_root = _workspace_crates(project).get(head)
        if crate_root is not None:
            return _module_file(project, crate_root, segments[1:], crate_root + "/lib.rs")
        return []


def _from_file_module(segments: list[str], scope: str | None, by_qualname: dict[str, Definition],
                      head: str = "self") -> str:
    """A ``self::``/``super::`` path written inside inline ``mod`` blocks, relative to the file.

    Outside inline modules the path is returned as written (``resolve_module`` reads it
    relative to the file's module).  Inside them, ``super`` first leaves the inline
    modules: ``super::f`` in ``mod tests`` is ``<head>::f``, where ``head`` names the
    file's own module (``self`` in imports, :data:`FILE_MODULE` in call receivers, where
    ``self`` is the method receiver).  Facts never depend on the file's path.
    """
    written = "::".join(segments)
    if not segments or segments[0] not in ("self", "super"):
        return written
    inline: list[str] = []
    current = scope
    while current is not None:
        definition = by_qualname.get(current)
        if definition is None:
            break
        if definition.kind == "module":
            inline.insert(0, definition.name)
        current = definition.parent
    if not inline:
        return written
    rest = segments
    outside = 0
    while rest and rest[0] in ("self", "super"):
        if rest[0] == "super":
            if inline:
                inline.pop()
            else:
                outside += 1
        rest = rest[1:]
    if outside:
        return "::".join(["super"] * outside + rest)
    return "::".join([head, *inline, *rest])


def _use_tree(node: Node, prefix: list[str]) -> list[tuple[list[str], str | None, bool]]:
    """The (path segments, alias, is wildcard) bindings of a ``use`` argument."""
    kind = node.type
    if kind in ("identifier", "crate", "super", "self", "metavariable"):
        return [([*prefix, text(node)], None, False)]
    if kind == "scoped_identifier":
        return [([*prefix, *_segments(node)], None, False)]
    if kind == "use_as_clause":
        path = node.child_by_field_name("path")
        alias = node.child_by_field_name("alias")
        return [([*prefix, *_segments(path)], text(alias) or None, False)] if path is not None else []
    if kind == "use_wildcard":
        inner = [c for c in node.named_children if c.type not in ("line_comment", "block_comment")]
        return [([*prefix, *(_segments(inner[0]) if inner else [])], None, True)]
    if kind == "scoped_use_list":
        path = node.child_by_field_name("path")
        lst = node.child_by_field_name("list")
        base = [*prefix, *_segments(path)] if path is not None else prefix
        return _use_tree(lst, base) if lst is not None else []
    if kind == "use_list":
        out: list[tuple[list[str], str | None, bool]] = []
        for child in node.named_children:
            out.extend(_use_tree(child, prefix))
        return out
    return []


def _impl_path(node: Node) -> str:
    """The implemented type's path: ``&'a mut crate::x::Foo<T>`` -> ``crate::x::Foo``."""
    value = re.sub(r"'\w+|&|\bmut\b|\bdyn\b", " ", strip_generics(text(node)))
    return "".join(value.split()).lstrip(":")


def _segments(node: Node | None) -> list[str]:
    return [s for s in _path_text(node).split("::") if s] if node is not None else []


def _locate(path: str) -> tuple[str, list[str], bool]:
    """(crate source root, module path, is a crate root file) of a Rust file.

    ``a/src/x/y.rs`` -> ``("a/src", ["x", "y"], False)``; ``src/x/mod.rs`` -> ``x``;
    ``src/lib.rs``, ``src/main.rs`` and files outside any ``src`` (``tests/it.rs``,
    ``build.rs``) are crate roots whose module folder is their own folder.
    """
    parts = path.split("/")
    folders = parts[:-1]
    if "src" in folders:
        index = len(folders) - 1 - folders[::-1].index("src")
        root = "/".join(parts[: index + 1])
        rel = parts[index + 1:]
    else:
        return posixpath.dirname(path), [], True
    stem = rel[-1].removesuffix(".rs")
    if len(rel) == 1 and stem in ("lib", "main"):
        return root, [], True
    if len(rel) == 2 and rel[0] == "bin":
        return f"{root}/bin", [], True
    segments = [*rel[:-1], stem]
    if stem == "mod":
        segments = segments[:-1]
    return root, segments, False


def _module_file(project: Project, root: str, segments: list[str], from_path: str) -> list[str]:
    """The file of module ``segments`` under crate source root ``root``."""
    prefix = f"{root}/" if root else ""
    if not segments:
        _, here, is_root = _locate(from_path)
        if is_root and not here and posixpath.dirname(from_path) == root:
            return [from_path]
        for name in ("lib.rs", "main.rs"):
            if project.exists(prefix + name):
                return [prefix + name]
        return []
    base = prefix + "/".join(segments)
    for candidate in (f"{base}.rs", f"{base}/mod.rs"):
        if project.exists(candidate):
            return [candidate]
    return []


def _workspace_crates(project: Project) -> dict[str, str]:
    return project_cache(project, "rust-crates", _find_crates)


def _find_crates(project: Project) -> dict[str, str]:
    """Library crates of the project by name (their folder's name, ``-`` as ``_``): src root."""
    out: dict[str, str] = {}
    for path in project.paths:
        if path.endswith("/src/lib.rs"):
            root = path[: -len("/lib.rs")]
            out.setdefault(posixpath.basename(posixpath.dirname(root)).replace("-", "_"), root)
    return out
