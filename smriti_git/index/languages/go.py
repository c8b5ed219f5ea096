"""Go: extraction queries and the package/module rules of the linker (plus ``go.mod``).

Go's link policy: the files of one directory form a package and see each other's
top-level names (``package_scope = "directory"``; ``package x_test`` files form their
own package).  Import paths name directories: with a ``go.mod`` (indexed as the
``gomod`` language of the same family) ``example.com/app/store`` is the directory
``store/`` under the module root; without one the module path is inferred from the
project's own import paths.  Anything else (standard library, other modules) is
external.  The index describes the default linux/amd64 build: files excluded from it
by a ``//go:build`` line or a ``_windows.go``-style name get a ``variant`` and do not
define the package's names (their own references still resolve).

Methods are declared apart from their type: a method's qualname is ``Type.Method``;
its ``parent`` is the type when that is declared in the same file, otherwise the
method carries ``owner = "Type"`` and the linker attaches it to the type of that name
in the package.  Interfaces are satisfied implicitly: ``structural_interfaces`` lets
the linker offer types whose method names cover an interface's as low-confidence
dispatch candidates for calls to the interface's methods.
"""

from __future__ import annotations

import posixpath
import re
import weakref
from functools import cache
from typing import ClassVar

import tree_sitter_go
from tree_sitter import Language as TSLanguage
from tree_sitter import Node

from smriti_git.index.facts import Definition, FileFacts, ImportFact, InheritFact, TypeHint
from smriti_git.index.languages.base import (
    Language,
    Project,
    RawDef,
    ScopeFinder,
    call_fact,
    doc_before,
    nest,
    squash,
    text,
)
from smriti_git.index.languages.go_values import (
    ELEMENT,
    call_receiver,
    element_type,
    hints,
    type_name,
)

DEFINITIONS = """
(source_file (function_declaration name: (identifier) @name) @function)
(source_file (method_declaration receiver: (parameter_list) @receiver name: (field_identifier) @name) @method)
(source_file (type_declaration [(type_spec) (type_alias)] @type) @decl)
(source_file (const_declaration (const_spec) @const) @decl)
(source_file (var_declaration (var_spec) @var) @decl)
(source_file (var_declaration (var_spec_list (var_spec) @var)) @decl)
"""

MEMBERS = """
(source_file (type_declaration (type_spec name: (type_identifier) @owner
  type: (struct_type (field_declaration_list (field_declaration) @field)))))
(source_file (type_declaration (type_spec name: (type_identifier) @owner
  type: (interface_type [(method_elem) @spec (type_elem) @embed]))))
"""

CALLS = """
(call_expression function: (identifier) @name arguments: (argument_list) @args) @call
(call_expression function: (selector_expression operand: (_) @recv field: (field_identifier) @name)
                 arguments: (argument_list) @args) @call
(call_expression function: (index_expression operand: (identifier) @name) arguments: (argument_list) @args) @call
(call_expression function: (index_expression operand: (selector_expression operand: (_) @recv
                                                                          field: (field_identifier) @name))
                 arguments: (argument_list) @args) @call
(type_conversion_expression type: (generic_type type: (type_identifier) @name)) @call
(type_conversion_expression type: (generic_type type: (qualified_type package: (package_identifier) @recv
                                                                      name: (type_identifier) @name))) @call
(composite_literal type: (type_identifier) @name) @new
(composite_literal type: (qualified_type package: (package_identifier) @recv name: (type_identifier) @name)) @new
(composite_literal type: (generic_type type: (type_identifier) @name)) @new
(composite_literal type: (generic_type type: (qualified_type package: (package_identifier) @recv
                                                             name: (type_identifier) @name))) @new
"""

IMPORTS = """
(import_spec path: (_) @path) @spec
"""


BUILTINS = frozenset({
    "append", "cap", "clear", "close", "complex", "copy", "delete", "imag", "len", "make", "max", "min", "new",
    "panic", "print", "println", "real", "recover", "any", "bool", "byte", "comparable", "complex64",
    "complex128", "error", "float32", "float64", "int", "int8", "int16", "int32", "int64", "rune", "string",
    "uint", "uint8", "uint16", "uint32", "uint64", "uintptr", "iota", "nil", "true", "false",
})

_TEST_FUNC = re.compile(r"^(Test|Benchmark|Example|Fuzz)([A-Z_0-9]|$)")
_MODULE_LINE = re.compile(r"^\s*module\s+\"?([^\s\"/][^\s\"]*)\"?", re.M)
_REQUIRE = re.compile(r"^\s*(?:require\s+)?([\w.\-~]+(?:/[\w.\-~]+)+)\s+v\S+", re.M)
_VERSION_SUFFIX = re.compile(r"^v\d+$")
_BUILD_LINE = re.compile(rb"^//go:build\s+(.+?)\s*$", re.M)
_PACKAGE_LINE = re.compile(rb"^package\s", re.M)
_BUILD_TOKEN = re.compile(r"\s*(?:(&&|\|\||!|\(|\))|([\w.]+))")
GOOS = frozenset({"aix", "android", "darwin", "dragonfly", "freebsd", "hurd", "illumos", "ios", "js", "linux", "nacl",
                  "netbsd", "openbsd", "plan9", "solaris", "wasip1", "windows", "zos"})
GOARCH = frozenset({"386", "amd64", "amd64p32", "arm", "armbe", "arm64", "arm64be", "loong64", "mips", "mipsle",
                    "mips64", "mips64le", "mips64p32", "mips64p32le", "ppc", "ppc64", "ppc64le", "riscv", "riscv64",
                    "s390", "s390x", "sparc", "sparc64", "wasm"})
DEFAULT_BUILD = frozenset({"linux", "amd64", "unix", "gc", "cgo"})  # the build the index describes


def build_variant(path: str, source: bytes) -> str:
    """Why a file is not part of the default (linux/amd64) build, or '' when it is: a name the
    go tool ignores (``_x.go``, ``.x.go``), a ``_GOOS``/``_GOARCH`` file-name suffix or a false
    ``//go:build`` expression."""
    base = posixpath.basename(path)
    if base.startswith(("_", ".")):
        return "ignored: the go tool skips files named _* and .*"  # _state.go: a generator's template
    parts = base.removesuffix(".go").removesuffix("_test").split("_")[1:]
    if parts and (parts[-1] in GOARCH or parts[-1] in GOOS):
        suffix = parts[-2:] if len(parts) > 1 and parts[-2] in GOOS and parts[-1] in GOARCH else parts[-1:]
        if any(p not in DEFAULT_BUILD for p in suffix):
            return "_".join(suffix)
    clause = _PACKAGE_LINE.search(source)
    match = _BUILD_LINE.search(source[: clause.start() if clause else 4096])
    if match is None:
        return ""
    expression = match.group(1).decode("utf-8", "replace")
    return "" if _satisfied(expression) else f"go:build {expression}"


def _satisfied(expression: str) -> bool:
    """Whether a ``//go:build`` expression holds in the default build (unparsable: yes)."""
    tokens: list[str] = []
    position = 0
    while position < len(expression):
        token = _BUILD_TOKEN.match(expression, position)
        if token is None:
            return True
        position = token.end()
        tokens.append(token.group(1) or token.group(2))
    result, rest = _build_or(tokens)
    return True if result is None or rest else result


def _build_or(tokens: list[str]) -> tuple[bool | None, list[str]]:
    left, tokens = _build_and(tokens)
    while left is not None and tokens[:1] == ["||"]:
        right, tokens = _build_and(tokens[1:])
        left = None if right is None else left or right
    return left, tokens


def _build_and(tokens: list[str]) -> tuple[bool | None, list[str]]:
    left, tokens = _build_not(tokens)
    while left is not None and tokens[:1] == ["&&"]:
        right, tokens = _build_not(tokens[1:])
        left = None if right is None else left and right
    return left, tokens


def _build_not(tokens: list[str]) -> tuple[bool | None, list[str]]:
    if not tokens:
        return None, tokens
    head, rest = tokens[0], tokens[1:]
    if head == "!":
        value, rest = _build_not(rest)
        return (None if value is None else not value), rest
    if head == "(":
        value, rest = _build_or(rest)
        return (value, rest[1:]) if rest[:1] == [")"] else (None, rest)
    if head in ("&&", "||", ")"):
        return None, tokens
    return head in DEFAULT_BUILD or re.fullmatch(r"go1\.\d+", head) is not None, rest


def _exported(name: str) -> bool:
    return name[:1].isupper()


def _result_type(node: Node) -> str:
    """The first declared result type of a function or method, pointer stripped."""
    result = node.child_by_field_name("result")
    if result is None:
        return ""
    if result.type == "parameter_list":
        first = next((c for c in result.named_children if c.type == "parameter_declaration"), None)
        if first is None:
            return ""
        result = first.child_by_field_name("type")
    return type_name(text(result)) if result is not None else ""


def _doc(node: Node) -> str:
    """The comment block just above ``node``, unless it trails the previous line's code."""
    first = node.prev_sibling
    while first is not None and first.type == "comment" and first.prev_sibling is not None \
            and first.prev_sibling.type == "comment" and first.prev_sibling.end_point[0] == first.start_point[0] - 1:
        first = first.prev_sibling
    if first is not None and first.type == "comment" and first.prev_sibling is not None \
            and first.prev_sibling.end_point[0] == first.start_point[0]:
        return ""  # ``field int // note`` above: a trailing comment, not this node's doc
    return doc_before(node)


def _arguments(node: Node | None) -> int:
    return -1 if node is None else sum(1 for c in node.named_children if c.type != "comment")


def _header_before_brace(source: bytes, start: Node, type_node: Node | None) -> str:
    """``type Foo struct`` / ``type Iface interface``: the text up to the opening brace."""
    end = start.end_byte
    if type_node is not None and type_node.type in ("struct_type", "interface_type"):
        brace = next((c for c in type_node.children if c.type in ("{", "field_declaration_list")), None)
        if brace is not None:
            end = brace.start_byte
    return squash(source[start.start_byte:end].decode("utf-8", "replace").rstrip().rstrip("{"))


class Go(Language):
    name = "go"
    extensions = (".go",)
    family = "go"
    builtins = BUILTINS
    package_scope = "directory"
    structural_interfaces: ClassVar[bool] = True

    def grammar(self) -> TSLanguage:
        return TSLanguage(tree_sitter_go.language())

    def is_test_path(self, path: str) -> bool:
        return path.endswith("_test.go")

    def constructor_of(self, class_name: str) -> tuple[str, ...]:
        """None: Go has no constructors (``T{}`` is the type, even beside a method ``T.T``)."""
        return ()

    # -- extraction ----------------------------------------------------------------------

    def _raw_definitions(self, root: Node, source: bytes, signatures: dict[tuple[int, str], str],
                         members: list[dict[str, list[Node]]]) -> tuple[list[RawDef], dict[int, str]]:
        """Top-level definitions and members; also ``{method start byte: receiver type}``.
        The member query's matches are kept in ``members`` for :meth:`_members`."""
        raw: list[RawDef] = []
        receivers: dict[int, str] = {}
        for _, match in self.matches(DEFINITIONS, root):
            if "function" in match or "method" in match:
                node = (match.get("function") or match["method"])[0]
                name = text(match["name"][0])
                body = node.child_by_field_name("body")
                if "method" in match:
                    param = next((c for c in match["receiver"][0].named_children
                                  if c.type == "parameter_declaration"), None)
                    owner = type_name(text(param.child_by_field_name("type"))) if param is not None else ""
                    if not owner or "." in owner:
                        continue
                    receivers[node.start_byte] = owner
                raw.append(RawDef(kind="method" if "method" in match else "function", name=name, node=node,
                                  header=node, body=body, doc=_doc(node), returns=_result_type(node),
                                  exported=_exported(name), container=False))
                continue
            decl = match["decl"][0]
            specs = [c for c in decl.named_children if c.type != "comment"]
            if len(specs) == 1 and specs[0].type == "var_spec_list":
                specs = [c for c in specs[0].named_children if c.type != "comment"]
            single = len(specs) == 1 and "(" not in [c.type for c in decl.children]
            if "type" in match:
                spec = match["type"][0]
                name_node = spec.child_by_field_name("name")
                type_node = spec.child_by_field_name("type")
                if name_node is None:
                    continue
                name = text(name_node)
                kind = "type"
                if spec.type == "type_spec" and type_node is not None:
                    kind = {"struct_type": "struct", "interface_type": "interface"}.get(type_node.type, "type")
                outer = decl if single else spec
                doc = _doc(spec) or (_doc(decl) if single else "")
                raw.append(RawDef(kind=kind, name=name, node=outer, header=outer, body=None, doc=doc,
                                  exported=_exported(name), container=kind in ("struct", "interface")))
                head = _header_before_brace(source, outer, type_node)
                signatures[(outer.start_byte, name)] = head if single else f"type {head}"
                continue
            spec = (match.get("const") or match["var"])[0]
            keyword = "const" if "const" in match else "var"
            outer = decl if single else spec
            head = squash(text(outer) if single else f"{keyword} {text(spec)}")
            for name_node in spec.children_by_field_name("name"):
                name = text(name_node)
                if name == "_":
                    continue
                raw.append(RawDef(kind="constant" if keyword == "const" else "variable", name=name, node=outer,
                                  header=outer, body=None, doc=_doc(spec) or (_doc(decl) if single else ""),
                                  exported=_exported(name), container=False))
                signatures[(outer.start_byte, name)] = head
        for _, match in self.matches(MEMBERS, root):
            members.append(match)
            if "field" in match:
                node = match["field"][0]
                names = [text(n) for n in node.children_by_field_name("name")]
                if not names:  # an embedded type: a field named after the type
                    embedded = type_name(text(node.child_by_field_name("type")))
                    names = [embedded.rsplit(".", 1)[-1]] if embedded else []
                for name in names:
                    raw.append(RawDef(kind="field", name=name, node=node, header=node, body=None,
                                      doc=_doc(node), exported=_exported(name), container=False))
            elif "spec" in match:
                node = match["spec"][0]
                name_node = node.child_by_field_name("name")
                if name_node is not None:
                    raw.append(RawDef(kind="method", name=text(name_node), node=node, header=node, body=None,
                                      doc=_doc(node), returns=_result_type(node),
                                      exported=_exported(text(name_node)), is_abstract=True, container=False))
        return raw, receivers

    def _definitions(self, root: Node, source: bytes, test_file: bool,
                     members: list[dict[str, list[Node]]]) -> list[Definition]:
        signatures: dict[tuple[int, str], str] = {}
        raw, receivers = self._raw_definitions(root, source, signatures, members)

        def is_test(item: RawDef, parent: str | None) -> bool:
            return test_file and item.kind == "function" and _TEST_FUNC.match(item.name) is not None

        definitions = nest(raw, source, is_test)
        top_types = {d.name for d in definitions if d.parent is None and d.kind in ("struct", "interface", "type")}
        plain: list[Definition] = []
        methods: list[Definition] = []
        for d in definitions:
            sig = signatures.get((d.span.start_byte, d.name))
            if sig:
                d.signature = sig
            owner = receivers.get(d.span.start_byte) if d.kind == "method" and d.parent is None else None
            if owner is None:
                plain.append(d)
                continue
            d.qualname = f"{owner}.{d.name}"
            if owner in top_types:
                d.parent = owner
            else:
                d.owner = owner
            methods.append(d)
        return plain + methods  # a method after its type, so that its parent id is known

    def _imports(self, root: Node, scopes: ScopeFinder) -> list[ImportFact]:
        out: list[ImportFact] = []
        for _, match in self.matches(IMPORTS, root):
            spec = match["spec"][0]
            module = text(match["path"][0]).strip("\"`")
            alias_node = spec.child_by_field_name("name")
            alias = text(alias_node) if alias_node is not None else None
            line = spec.start_point[0] + 1
            scope = scopes.scope_of(spec.start_byte)
            if alias == ".":
                out.append(ImportFact(module, "*", None, line, scope))
            else:
                out.append(ImportFact(module, None, alias, line, scope))
        return out

    def _calls(self, root: Node, facts: FileFacts, scopes: ScopeFinder) -> None:
        for _, match in self.matches(CALLS, root):
            node = (match.get("call") or match["new"])[0]
            receiver = call_receiver(match["recv"][0]) if "recv" in match else None
            args = _arguments(match["args"][0]) if "args" in match else -1
            facts.calls.append(call_fact(text(match["name"][0]), receiver, node, scopes, is_new="new" in match,
                                         args=args, name_node=match["name"][0]))

    def _hints(self, root: Node, facts: FileFacts, scopes: ScopeFinder) -> None:
        hints(self.matches, root, facts, scopes, BUILTINS)

    def _members(self, members: list[dict[str, list[Node]]], facts: FileFacts, scopes: ScopeFinder) -> None:
        """Struct field types (for ``s.repo.Find()``) and embedded types (``embeds`` bases)."""
        type_kinds = frozenset({"struct", "interface"})
        for match in members:
            owner = text(match["owner"][0])
            if "field" in match:
                node = match["field"][0]
                type_node = node.child_by_field_name("type")
                kind = type_name(text(type_node)) if type_node is not None else ""
                names = node.children_by_field_name("name")
                line = node.start_point[0] + 1
                if not names and kind:
                    facts.inherits.append(InheritFact(owner, kind, "embeds", line))
                    facts.hints.append(TypeHint(owner, kind.rsplit(".", 1)[-1], kind, line))
                element = element_type(text(type_node)) if type_node is not None else ""
                for name_node in names:
                    facts.hints.append(TypeHint(owner, text(name_node), kind or "?", line))
                    if element:  # xs []T: the type of s.xs[i] (go_values)
                        facts.hints.append(TypeHint(owner, f"self.{text(name_node)}{ELEMENT}", element, line))
                if kind and kind not in BUILTINS:
                    facts.references.append((scopes.scope_of(node.start_byte, type_kinds), kind, line))
            elif "embed" in match:
                node = match["embed"][0]
                kind = type_name(text(node))
                if kind and kind not in BUILTINS and "|" not in text(node):
                    facts.inherits.append(InheritFact(owner, kind, "embeds", node.start_point[0] + 1))

    def extract(self, path: str, source: bytes) -> FileFacts:
        root, facts = self.start_facts(path, source, build_variant(path, source))
        package = next((c for c in root.named_children if c.type == "package_clause"), None)
        if package is not None:
            facts.package = text(package.named_children[0]) if package.named_children else ""
            facts.doc = _doc(package)
        members: list[dict[str, list[Node]]] = []
        facts.definitions = self._definitions(root, source, facts.is_test, members)
        scopes = ScopeFinder(facts.definitions)
        facts.imports = self._imports(root, scopes)
        self._calls(root, facts, scopes)
        self._members(members, facts, scopes)
        self._hints(root, facts, scopes)
        for d in facts.definitions:
            if d.kind in ("function", "method") and d.returns and d.returns not in BUILTINS:
                facts.references.append((d.qualname, d.returns, d.span.start_line))
        return facts

    # -- link policy ---------------------------------------------------------------------

    def package_key(self, path: str, facts: FileFacts) -> str:
        """The directory; ``package x_test`` files (external tests) form a package of their own."""
        folder = posixpath.dirname(path)
        return f"{folder}:{facts.package}" if facts.package.endswith("_test") else folder

    def module_keys(self, path: str, project: Project) -> list[str]:
        """The import path of the file's directory (module path from ``go.mod``), else the directory."""
        folder = posixpath.dirname(path)
        root, module = _module_root(folder, project)
        if module is not None:
            rel = folder[len(root):].lstrip("/") if root else folder
            return [f"{module}/{rel}" if rel else module]
        return [folder or "."]

    def resolve_module(self, spec: str, from_path: str, project: Project,
                       modules: dict[str, list[str]]) -> list[str]:
        """The non-test ``.go`` files of the default build in the directory an import path names."""
        paths = modules.get(spec)
        if not paths:
            _, module = _module_root(posixpath.dirname(from_path), project)
            prefix = _inferred_module(project) if module is None else None
            if prefix and spec.startswith(prefix + "/"):
                paths = modules.get(spec[len(prefix) + 1:])
        return [p for p in paths or [] if p.endswith(".go") and not p.endswith("_test.go") and not (
            p in project.facts and project.facts[p].variant)]

    def import_binding_name(self, imp: ImportFact) -> str:
        """The package name an import path binds by convention: its last element, without a
        ``/vN`` or ``.vN`` major-version suffix or a ``go-`` prefix."""
        return _binding_name(imp.module)


@cache
def _binding_name(module: str) -> str:
    parts = [p for p in module.split("/") if p]
    if len(parts) > 1 and _VERSION_SUFFIX.match(parts[-1]):
        parts.pop()
    last = parts[-1] if parts else module
    last = re.sub(r"\.v\d+$", "", last)
    last = last.removeprefix("go-").removesuffix("-go").removesuffix(".go")
    return last.replace("-", "_").replace(".", "_")


class GoMod(Language):
    """``go.mod``: the module path (as the file's package) and required modules (as imports)."""

    name = "gomod"
    extensions = (".mod",)
    family = "go"

    def extract(self, path: str, source: bytes) -> FileFacts:
        facts = FileFacts(path=path, lang=self.name)
        if posixpath.basename(path) != "go.mod":
            facts.diagnostics.append("not a go.mod file: only go.mod is read")
            return facts
        content = source.decode("utf-8", "replace")
        content = re.sub(r"//.*", "", content)
        match = _MODULE_LINE.search(content)
        facts.package = match.group(1) if match else ""
        for number, line in enumerate(content.splitlines(), start=1):
            if re.match(r"^\s*(module|go|toolchain|replace|exclude|retract)\b", line) or "=>" in line:
                continue
            required = _REQUIRE.match(line)
            if required:
                facts.imports.append(ImportFact(required.group(1), None, "_", number))
        return facts

    def module_keys(self, path: str, project: Project) -> list[str]:
        facts = project.facts.get(path)
        return [facts.package] if facts is not None and facts.package else [path]

    def resolve_module(self, spec: str, from_path: str, project: Project,
                       modules: dict[str, list[str]]) -> list[str]:
        return []  # required modules live outside the repository


_ROOTS: weakref.WeakKeyDictionary[Project, dict[str, tuple[str, str | None]]] = weakref.WeakKeyDictionary()
_INFERRED: weakref.WeakKeyDictionary[Project, str | None] = weakref.WeakKeyDictionary()


def _module_root(folder: str, project: Project) -> tuple[str, str | None]:
    """The nearest enclosing directory with a ``go.mod`` and its module path (cached per project)."""
    cache = _ROOTS.get(project)
    if cache is None:
        cache = _ROOTS[project] = {}
    if folder in cache:
        return cache[folder]
    candidate = f"{folder}/go.mod" if folder else "go.mod"
    result: tuple[str, str | None]
    facts = project.facts.get(candidate) if project.exists(candidate) else None
    if facts is not None and facts.package:
        result = (folder, facts.package)
    elif folder:
        result = _module_root(posixpath.dirname(folder), project)
    else:
        result = ("", None)
    cache[folder] = result
    return result


def _inferred_module(project: Project) -> str | None:
    """Without ``go.mod``: the import-path prefix under which most of the project's own
    directories are imported (``github.com/me/app`` when ``.../app/store`` is imported
    and ``store/`` holds Go files).  Only prefixes that start with a domain count."""
    if project in _INFERRED:
        return _INFERRED[project]
    folders = {posixpath.dirname(p) for p in project.paths if p.endswith(".go")}
    votes: dict[str, set[str]] = {}
    for path, facts in project.facts.items():
        if not path.endswith(".go"):
            continue
        for imp in facts.imports:
            parts = imp.module.split("/")
            if "." not in parts[0]:
                continue
            for i in range(1, len(parts)):
                rest = "/".join(parts[i:])
                if rest in folders:
                    votes.setdefault("/".join(parts[:i]), set()).add(rest)
    best = max(sorted(votes), key=lambda prefix: len(votes[prefix]), default=None)
    _INFERRED[project] = best
    return best
