"""Ruby: extraction queries and the ``require``/``require_relative`` rules of the linker.

Definitions: modules, classes (``class A::B`` keeps the dotted name ``A.B`` unless ``A``
is in the file), methods (``def self.m`` too; ``private`` sections are unexported),
constants and ``attr_*`` fields.  Docs are the ``#`` comments above a definition.
Calls: ``recv.m``, ``m(args)``, statement-level bare ``m`` that is not a local
variable, ``Foo.new`` (a construction of ``Foo``, so it resolves to ``initialize``),
and ``super`` (the same method of the superclass).  ``include``/``extend``/``prepend``
are ``includes`` bases.  ``require_relative`` resolves next to the file; ``require``
through ``lib/`` and path suffixes.  Requires are wildcard imports, and modules and
classes are open: reopened in a required file, their members merge.
"""

from __future__ import annotations

import re
from typing import ClassVar

import tree_sitter_ruby
from tree_sitter import Language as TSLanguage
from tree_sitter import Node

from smriti_git.index.facts import Definition, FileFacts, ImportFact, InheritFact
from smriti_git.index.languages.base import (
    Language,
    Project,
    RawDef,
    ScopeFinder,
    call_fact,
    nest,
    string_value,
    text,
)
from smriti_git.index.languages.langkit import (
    SCOPE_KINDS,
    Hints,
    by_suffix,
    closest,
    comment_doc,
    memo_resolution,
    query_calls,
    rehome,
    relative_path,
    stacked_above,
)

DEFINITIONS = """
(method name: (_) @name) @method
(singleton_method name: (_) @name) @singleton
(class name: (_) @name) @class
(module name: (_) @name) @module
(assignment left: (constant) @name) @constant
((call !receiver method: (identifier) @attr arguments: (argument_list (simple_symbol) @name)) @field
 (#match? @attr "^attr_(reader|writer|accessor)$"))
(body_statement (identifier) @visibility (#match? @visibility "^(private|protected|public)$"))
"""

CALLS = """
(call receiver: (_) @recv method: (identifier) @name arguments: (argument_list)? @args) @call
(call !receiver method: (identifier) @name arguments: (argument_list)? @args) @call
"""

BARE = """
(body_statement (identifier) @bare)
(then (identifier) @bare)
(else (identifier) @bare)
(super) @super
"""

IMPORTS = """
((call !receiver method: (identifier) @req arguments: (argument_list . (string) @path))
 (#match? @req "^(require|require_relative|load)$"))
"""

BASES = """
(class superclass: (superclass (_) @base)) @class
((call !receiver method: (identifier) @mixin arguments: (argument_list) @args)
 (#match? @mixin "^(include|extend|prepend)$"))
"""

LOCALS = """
(method_parameters (identifier) @local)
(method_parameters (_ name: (identifier) @local))
(lambda_parameters (identifier) @local)
(block_parameters (identifier) @local)
(block_parameters (_ name: (identifier) @local))
(assignment left: (identifier) @local right: (_) @value)
(operator_assignment left: (identifier) @local)
(left_assignment_list (identifier) @local)
(assignment left: (instance_variable) @ivar
            right: (call receiver: [(constant) (scope_resolution)] @class method: (identifier) @new))
"""

_COMMENTS = frozenset({"comment"})
_BODIES = frozenset({"body_statement"})
_KINDS = {"method": "function", "singleton": "function", "class": "class", "module": "module",
          "constant": "constant", "field": "field"}
_NEW = re.compile(r"\b([A-Z]\w*)\.new\b(\(?)")
_CONSTANT_PATH = re.compile(r"^:{0,2}[A-Z]\w*(::[A-Z]\w*)*$")


def _name_path(node: Node) -> list[str]:
    return [p for p in "".join(text(node).split()).split("::") if p]


class Ruby(Language):
    name = "ruby"
    extensions = (".rb", ".rake")
    self_names: ClassVar[frozenset[str]] = frozenset({"self"})
    constructor_names = ("initialize",)
    implicit_members = True
    member_separators = (".", "::")
    open_scopes: ClassVar[frozenset[str]] = frozenset({"module", "class"})
    builtins = frozenset({
        "puts", "print", "p", "pp", "require", "require_relative", "load", "raise", "fail", "attr_reader",
        "attr_writer", "attr_accessor", "include", "extend", "prepend", "private", "protected", "public",
        "module_function", "private_constant", "lambda", "proc", "loop", "format", "sprintf", "sleep", "rand",
        "Integer", "Float", "String", "Array", "Hash", "Rational", "File", "Dir", "Time", "JSON", "Struct",
        "Set", "Kernel", "Object", "Comparable", "Enumerable", "StandardError", "ArgumentError", "catch",
        "throw", "block_given?", "yield", "binding", "freeze", "define_method", "instance_variable_get",
        "instance_variable_set", "respond_to?", "send", "public_send", "gets", "warn", "exit", "at_exit",
        "describe", "context", "it", "let", "subject", "before", "after", "expect", "eq", "to", "assert",
        "assert_equal", "refute", "assert_nil", "assert_raises",
    })

    def grammar(self) -> TSLanguage:
        return TSLanguage(tree_sitter_ruby.language())

    def is_test_path(self, path: str) -> bool:
        parts = path.split("/")
        base = parts[-1]
        return base.endswith(("_spec.rb", "_test.rb")) or base.startswith("test_") or \
            any(p in ("spec", "test", "tests") for p in parts[:-1])

    # -- extraction ----------------------------------------------------------------------

    def _raw(self, root: Node) -> tuple[list[RawDef], dict[int, list[str]]]:
        """Raw definitions, and the owner paths of ``class A::B`` by start byte."""
        raw: list[RawDef] = []
        owners: dict[int, list[str]] = {}
        hidden: dict[int, list[tuple[int, str]]] = {}   # body_statement start -> visibility markers
        matches = self.matches(DEFINITIONS, root)
        for _, match in matches:
            if "visibility" in match:
                marker = match["visibility"][0]
                if marker.parent is not None:
                    hidden.setdefault(marker.parent.start_byte, []).append((marker.start_byte, text(marker)))
        for _, match in matches:
            capture = next((c for c in _KINDS if c in match), None)
            if capture is None:
                continue
            node = match[capture][0]
            kind = _KINDS[capture]
            name_node = match["name"][0]
            if capture == "field":
                raw.append(RawDef(kind="field", name=text(name_node).lstrip(":"), node=node, header=node, body=None,
                                  container=False))
                continue
            path = _name_path(name_node)
            if not path:
                continue
            if len(path) > 1:
                owners[node.start_byte] = path[:-1]
            body = node.child_by_field_name("body")
            if body is None and capture != "constant":
                body = next((c for c in node.children if c.type == "end"), None)
            comments, _ = stacked_above(node, _COMMENTS, frozenset(), _BODIES)
            decorators = ("self",) if capture == "singleton" else ()
            raw.append(RawDef(
                kind=kind, name=".".join(path), node=node, header=node, body=body if capture != "constant" else None,
                doc=comment_doc(comments), decorators=decorators,
                exported=self._visible(node, hidden) if kind == "function" else True,
                container=capture != "constant",
            ))
        return raw, owners

    @staticmethod
    def _visible(node: Node, hidden: dict[int, list[tuple[int, str]]]) -> bool:
        """Whether a method is public: no ``private``/``protected`` line above it in its body."""
        parent = node.parent
        markers = hidden.get(parent.start_byte, []) if parent is not None else []
        current = "public"
        for byte, label in markers:
            if byte > node.start_byte:
                break
            current = label
        return current == "public"

    def _definitions(self, root: Node, source: bytes, test_file: bool) -> list[Definition]:
        raw, owner_paths = self._raw(root)

        def is_test(item: RawDef, parent: str | None) -> bool:
            return test_file and item.kind == "function" and item.name.startswith("test_")

        definitions = nest(raw, source, is_test)
        owners: dict[str, tuple[str, str | None]] = {}
        for d in definitions:
            path = owner_paths.get(d.span.start_byte)
            if path:
                owners[d.qualname] = (f"{d.parent}.{'.'.join(path)}" if d.parent else ".".join(path), d.parent)
            d.signature = d.signature.removesuffix(";").removesuffix("=").rstrip()
        rehome(definitions, owners)
        kinds = {d.qualname: d.kind for d in definitions}
        for d in definitions:
            if d.kind == "function" and d.parent and kinds.get(d.parent) in ("class", "module"):
                d.kind = "method"
        return definitions

    def _calls(self, root: Node, scopes: ScopeFinder, locals_: dict[str | None, set[str]], facts: FileFacts) -> None:
        def receiver(node: Node, call: Node) -> str | None:
            value = "".join(text(node).split())
            if node.type == "instance_variable":
                return "self." + value[1:]
            # ``Foo.new(x).m``: the linker reads ``Foo(x)`` as "an instance of Foo"
            return _NEW.sub(lambda m: m.group(1) + ("(" if m.group(2) else "()"), value)

        by_qualname = scopes.by_qualname
        for call in query_calls(self, CALLS, root, scopes, receiver):
            if call.name == "new" and call.receiver in (None, "self"):
                owner = by_qualname.get(call.scope) if call.scope else None
                while owner is not None and owner.kind != "class":
                    owner = by_qualname.get(owner.parent) if owner.parent else None
                if owner is None:
                    continue
                call.name, call.receiver, call.is_new = owner.name, None, True   # ``new`` in a class method
            elif call.name == "new" and call.receiver and _CONSTANT_PATH.match(call.receiver):
                path = [p for p in call.receiver.split("::") if p]
                call.name, call.receiver, call.is_new = path[-1], "::".join(path[:-1]) or None, True
            facts.calls.append(call)
        methods: dict[str | None, set[str]] = {}
        for d in by_qualname.values():
            if d.kind in ("method", "function"):
                methods.setdefault(d.parent, set()).add(d.name)
        for _, match in self.matches(BARE, root):
            if "super" in match:
                node = match["super"][0]
                scope = scopes.scope_of(node.start_byte)
                method = by_qualname.get(scope) if scope else None
                if method is not None and method.kind in ("method", "function"):
                    facts.calls.append(call_fact(method.name, "super", node, scopes))
                continue
            node = match["bare"][0]
            scope = scopes.scope_of(node.start_byte, SCOPE_KINDS)
            if text(node) not in locals_.get(scope, set()):
                facts.calls.append(call_fact(text(node), None, node, scopes, args=0))
        for call in facts.calls:
            if call.receiver is None and self._module_method(call.scope, call.name, by_qualname, methods):
                call.receiver = "self"
        facts.calls.sort(key=lambda c: c.byte)

    @staticmethod
    def _module_method(scope: str | None, name: str, by_qualname: dict[str, Definition],
                       methods: dict[str | None, set[str]]) -> bool:
        """Whether a bare call in a class would otherwise reach a method of an enclosing module.

        Lexical scope makes a module's constants visible inside its classes, not its
        methods: such a call can only mean the class's own (or inherited) method, so it
        is resolved through ``self``.
        """
        current = by_qualname.get(scope) if scope else None
        while current is not None and current.kind != "class":
            current = by_qualname.get(current.parent) if current.parent else None
        if current is None or name in methods.get(current.qualname, set()):
            return False
        outer = by_qualname.get(current.parent) if current.parent else None
        while outer is not None:
            if outer.kind == "module" and name in methods.get(outer.qualname, set()):
                return True
            outer = by_qualname.get(outer.parent) if outer.parent else None
        return False

    def _locals(self, root: Node, scopes: ScopeFinder, definitions: list[Definition],
                ) -> tuple[dict[str | None, set[str]], Hints]:
        """Local variable names per scope (they are not calls), and type hints."""
        names: dict[str | None, set[str]] = {}
        hints = Hints()
        attributes = {(d.parent, d.name) for d in definitions if d.kind == "field"}
        by_qualname = scopes.by_qualname
        for _, match in self.matches(LOCALS, root):
            if "ivar" in match:
                ivar = match["ivar"][0]
                if text(match["new"][0]) != "new":
                    continue
                method = scopes.scope_of(ivar.start_byte, SCOPE_KINDS)
                owner = by_qualname[method].parent if method in by_qualname else None
                if owner is None or by_qualname[owner].kind not in ("class", "module"):
                    continue
                kind = "".join(text(match["class"][0]).split())
                name = text(ivar)[1:]
                hints.fix(owner, f"self.{name}", kind, ivar.start_point[0] + 1)
                if (owner, name) in attributes:
                    hints.fix(owner, name, kind, ivar.start_point[0] + 1)
                continue
            node = match["local"][0]
            scope = scopes.scope_of(node.start_byte, SCOPE_KINDS)
            names.setdefault(scope, set()).add(text(node))
            kind = ""
            value = match["value"][0] if "value" in match else None
            if value is not None and value.type == "call":
                method_name = value.child_by_field_name("method")
                recv = value.child_by_field_name("receiver")
                if method_name is not None and text(method_name) == "new" and recv is not None and \
                        _CONSTANT_PATH.match("".join(text(recv).split())):
                    kind = "".join(text(recv).split())
            hints.bind(scope, text(node), kind, node.start_point[0] + 1)
        return names, hints

    def _imports(self, root: Node, scopes: ScopeFinder) -> list[ImportFact]:
        out: list[ImportFact] = []
        for _, match in self.matches(IMPORTS, root):
            node = match["path"][0]
            spec = string_value(node)
            if not spec or "#{" in spec:
                continue
            if text(match["req"][0]) == "require_relative" and not spec.startswith("."):
                spec = "./" + spec
            out.append(ImportFact(spec, "*", None, node.start_point[0] + 1,
                                  scopes.scope_of(node.start_byte, SCOPE_KINDS)))
        return out

    def _bases(self, root: Node, scopes: ScopeFinder) -> list[InheritFact]:
        out: list[InheritFact] = []
        by_qualname = scopes.by_qualname
        for _, match in self.matches(BASES, root):
            if "class" in match:
                node = match["class"][0]
                owner = scopes.scope_of(node.start_byte)
                base = match["base"][0]
                if owner is not None and base.type in ("constant", "scope_resolution"):
                    out.append(InheritFact(owner, "".join(text(base).split()), "extends", base.start_point[0] + 1))
                continue
            args = match["args"][0]
            owner = scopes.scope_of(args.start_byte, SCOPE_KINDS)
            if owner is None or by_qualname[owner].kind not in ("class", "module"):
                continue
            for base in args.named_children:
                if base.type in ("constant", "scope_resolution"):
                    out.append(InheritFact(owner, "".join(text(base).split()), "includes", base.start_point[0] + 1))
        return out

    def extract(self, path: str, source: bytes) -> FileFacts:
        root, facts = self.start_facts(path, source)
        definitions = self._definitions(root, source, facts.is_test)
        facts.definitions = definitions
        scopes = ScopeFinder(definitions)
        locals_, hints = self._locals(root, scopes, definitions)
        self._calls(root, scopes, locals_, facts)
        facts.imports = self._imports(root, scopes)
        facts.inherits = self._bases(root, scopes)
        facts.hints = hints.result()
        return facts

    # -- link policy ---------------------------------------------------------------------

    def module_keys(self, path: str, project: Project) -> list[str]:
        """``lib/shop/order.rb`` is required as ``shop/order``; every file is also keyed by its path."""
        parts = path.removesuffix(".rb").split("/")
        if "lib" in parts[:-1]:
            index = len(parts) - 2 - parts[:-1][::-1].index("lib")
            return ["/".join(parts[index + 1:]), path]
        return [path]

    @memo_resolution
    def resolve_module(self, spec: str, from_path: str, project: Project,
                       modules: dict[str, list[str]]) -> list[str]:
        spec = spec.removesuffix(".rb")
        if spec.startswith("."):
            local = relative_path(from_path, spec + ".rb")
            return [local] if local and project.exists(local) else []
        found = modules.get(spec, [])
        if found:
            return found if len(found) == 1 else closest(found, from_path)
        return by_suffix(project, spec + ".rb", from_path) if "/" in spec else []
