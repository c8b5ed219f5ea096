"""The linker: every file's facts in, symbols and resolved edges out.

Call resolution is namespaced and honest.  A call is resolved, in order, through:

1. definitions visible in the caller's own scopes (nested functions, the file's
   top-level names, and for Java-like languages the enclosing class's members);
2. the caller's imports (scoped imports first), followed through re-exports;
3. ``self`` / ``this`` / ``cls`` / ``super`` receivers, through the class and its bases;
4. module-qualified names (``mod.f()``, ``pkg.sub.Class.method()``);
5. receivers whose type is known from an annotation, a constructor assignment or a
   declared return type (``x = Foo(); x.m()``);
6. names visible through the package (Go directory, Java/C# package) and wildcard imports.

Whatever cannot be pinned down becomes an unresolved edge with a reason (``builtin``
calls are only counted).  Calls whose receiver type is unknown get at most
:data:`MAX_CANDIDATES` low-confidence candidate edges (``resolved=False``) to methods
of that name, and calls to abstract or interface methods get candidate edges to
their overrides (virtual dispatch).  Candidates are never presented as certain.
"""

from __future__ import annotations

import posixpath
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property

from smriti_git.index.facts import CallFact, Definition, FileFacts, ImportFact
from smriti_git.index.languages import get as get_language
from smriti_git.index.languages.base import Language, Project
from smriti_git.model.code import CALLABLE_KINDS, TYPE_KINDS, VALUE_KINDS, Edge, Span, Symbol, symbol_id

MAX_CANDIDATES = 3
MAX_DISPATCH = 8
MAX_REEXPORT_DEPTH = 6

# -- bindings and values ------------------------------------------------------------------


@dataclass(frozen=True)
class Module:
    paths: tuple[str, ...]
    key: str = ""


@dataclass(frozen=True)
class Sym:
    id: str


@dataclass(frozen=True)
class External:
    text: str


Binding = Module | Sym | External


@dataclass(frozen=True)
class Value:
    """What an expression evaluates to, as far as the linker can tell."""

    kind: str                 # module | type | instance | super | unknown
    ref: str = ""             # class id for type/instance/super
    module: Module | None = None
    reason: str = ""
    confidence: float = 1.0


UNKNOWN_RECEIVER = Value("unknown", reason="unknown receiver type")


def _split_receiver(expr: str, separators: tuple[str, ...]) -> list[str]:
    """``a.b(x).c`` -> ``['a', 'b()', 'c']``; brackets collapse to ``()`` / ``[]``."""
    out: list[str] = []
    depth = 0
    current = ""
    i = 0
    while i < len(expr):
        ch = expr[i]
        if ch in "([{":
            if depth == 0:
                current += "()" if ch == "(" else "[]"
            depth += 1
        elif ch in ")]}":
            depth = max(0, depth - 1)
        elif depth == 0:
            sep = next((s for s in separators if expr.startswith(s, i)), None)
            if sep is not None:
                out.append(current)
                current = ""
                i += len(sep)
                continue
            current += ch
        i += 1
    out.append(current)
    return [p.strip() for p in out]


# -- per-file tables ----------------------------------------------------------------------


@dataclass
class FileTable:
    path: str
    lang: Language
    facts: FileFacts
    symbols: list[Symbol] = field(default_factory=list)
    id_of: dict[str, str] = field(default_factory=dict)                       # qualname -> id (first)
    defs: dict[str, Definition] = field(default_factory=dict)                 # qualname -> definition
    children: dict[str | None, dict[str, list[str]]] = field(default_factory=dict)  # scope -> name -> ids
    hints: dict[tuple[str | None, str], str] = field(default_factory=dict)    # (scope, name) -> type text
    imports: dict[str | None, list[ImportFact]] = field(default_factory=dict)  # scope -> imports

    @property
    def file_id(self) -> str:
        return self.path

    def scope_chain(self, scope: str | None) -> list[str | None]:
        chain: list[str | None] = []
        while scope is not None:
            chain.append(scope)
            definition = self.defs.get(scope)
            scope = definition.parent if definition else None
        chain.append(None)
        return chain

    def enclosing_type(self, scope: str | None) -> str | None:
        for s in self.scope_chain(scope):
            if s is not None and self.defs[s].kind in TYPE_KINDS:
                return s
        return None


def _file_symbol(facts: FileFacts, lang: Language, project: Project) -> Symbol:
    keys = lang.module_keys(facts.path, project)
    end = max((d.span.end_line for d in facts.definitions), default=1)
    return Symbol(id=facts.path, kind="file", name=posixpath.basename(facts.path),
                  qualname=keys[0] if keys else facts.path, path=facts.path, lang=facts.lang,
                  span=Span(1, end, 0, max((d.span.end_byte for d in facts.definitions), default=0)),
                  parent=None, doc=facts.doc, is_test=facts.is_test)


def build_table(facts: FileFacts, project: Project) -> FileTable:
    lang = get_language(facts.lang)
    table = FileTable(facts.path, lang, facts)
    table.symbols.append(_file_symbol(facts, lang, project))
    seen: dict[str, int] = {}
    for d in facts.definitions:
        base = symbol_id(facts.path, d.qualname, d.kind)
        seen[base] = seen.get(base, 0) + 1
        sid = symbol_id(facts.path, d.qualname, d.kind, seen[base])
        parent_id = table.id_of.get(d.parent) if d.parent else facts.path
        table.symbols.append(Symbol(
            id=sid, kind=d.kind, name=d.name, qualname=d.qualname, path=facts.path, lang=facts.lang,
            span=d.span, parent=parent_id, signature=d.signature, doc=d.doc, decorators=list(d.decorators),
            content_hash=d.content_hash, exported=d.exported, is_test=d.is_test or (facts.is_test and d.is_test),
        ))
        table.id_of.setdefault(d.qualname, sid)
        table.defs.setdefault(d.qualname, d)
        table.children.setdefault(d.parent, {}).setdefault(d.name, []).append(sid)
    for hint in facts.hints:
        table.hints.setdefault((hint.scope, hint.name), hint.type)
    for imp in facts.imports:
        table.imports.setdefault(imp.scope, []).append(imp)
    return table


@dataclass
class FileLinks:
    """A file's outgoing edges plus the builtin calls it makes (counted, not stored as edges)."""

    edges: list[Edge]
    builtin_calls: dict[str, int]


# -- the linker ---------------------------------------------------------------------------


class Linker:
    def __init__(self, facts: Mapping[str, FileFacts]) -> None:
        self.project = Project(facts.keys())
        self.tables: dict[str, FileTable] = {p: build_table(f, self.project) for p, f in sorted(facts.items())}
        self.symbols: dict[str, Symbol] = {s.id: s for t in self.tables.values() for s in t.symbols}
        self.modules: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        self.packages: dict[tuple[str, str], dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        self.methods_by_name: dict[str, list[str]] = defaultdict(list)
        for path, table in self.tables.items():
            lang = table.lang
            for key in lang.module_keys(path, self.project):
                self.modules[lang.namespace][key].append(path)
            package = (lang.namespace, lang.package_key(path, table.facts))
            for name, ids in table.children.get(None, {}).items():
                self.packages[package][name].extend(ids)
            for s in table.symbols:
                if s.kind == "method":
                    self.methods_by_name[s.name].append(s.id)
        self._bases: dict[str, list[tuple[str | None, str, str]]] = {}
        self._env_cache: dict[tuple[str, str | None, str], Binding | None] = {}
        self._reexport_guard: set[tuple[str, str]] = set()

    # -- symbols and members ------------------------------------------------------------------

    def table_of(self, symbol: str) -> FileTable:
        return self.tables[self.symbols[symbol].path]

    def members(self, class_id: str) -> dict[str, list[str]]:
        sym = self.symbols[class_id]
        return self.tables[sym.path].children.get(sym.qualname, {})

    def bases(self, class_id: str) -> list[tuple[str | None, str, str]]:
        """``(base id or None, base text, kind)`` for each declared base of a type."""
        if class_id not in self._bases:
            self._bases[class_id] = []
            sym = self.symbols[class_id]
            table = self.tables[sym.path]
            found = []
            for fact in table.facts.inherits:
                if fact.type_qualname == sym.qualname:
                    target = self.resolve_type(table, fact.base, table.defs[sym.qualname].parent)
                    found.append((target, fact.base, fact.kind))
            self._bases[class_id] = found
        return self._bases[class_id]

    def mro(self, class_id: str) -> list[str]:
        order: list[str] = []
        stack = [class_id]
        while stack:
            current = stack.pop(0)
            if current in order:
                continue
            order.append(current)
            stack.extend(b for b, _, _ in self.bases(current) if b is not None)
        return order

    def has_external_base(self, class_id: str) -> bool:
        return any(b is None for c in self.mro(class_id) for b, _, _ in self.bases(c))

    def find_member(self, class_id: str, name: str, skip_self: bool = False) -> tuple[str | None, int]:
        """The member ``name`` of a type, searching its bases; returns (id, depth)."""
        for depth, cls in enumerate(self.mro(class_id)):
            if skip_self and depth == 0:
                continue
            ids = self.members(cls).get(name)
            if ids:
                return ids[0], depth
        return None, 0

    def attribute_hint(self, class_id: str, name: str) -> tuple[str, FileTable, str | None] | None:
        for cls in self.mro(class_id):
            sym = self.symbols[cls]
            table = self.tables[sym.path]
            hint = table.hints.get((sym.qualname, f"self.{name}"))
            if hint:
                return hint, table, table.defs[sym.qualname].parent
        return None

    @cached_property
    def subtypes(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = defaultdict(list)
        for sid, sym in self.symbols.items():
            if sym.kind in TYPE_KINDS:
                for base, _, _ in self.bases(sid):
                    if base is not None:
                        out[base].append(sid)
        return out

    def overrides(self, method_id: str) -> list[str]:
        method = self.symbols[method_id]
        owner = method.parent
        if owner is None or owner not in self.symbols:
            return []
        found: list[str] = []
        stack = list(self.subtypes.get(owner, []))
        seen: set[str] = set()
        while stack and len(found) < MAX_DISPATCH:
            cls = stack.pop(0)
            if cls in seen:
                continue
            seen.add(cls)
            ids = self.members(cls).get(method.name)
            if ids:
                found.append(ids[0])
            stack.extend(self.subtypes.get(cls, []))
        return found

    # -- names ----------------------------------------------------------------------------------

    def module_member(self, module: Module, name: str, depth: int = 0) -> Binding | None:
        for path in module.paths:
            table = self.tables.get(path)
            if table is None:
                continue
            ids = table.children.get(None, {}).get(name)
            if ids:
                return Sym(ids[0])
            if table.lang.package_scope != "file":
                ids = self.packages.get((table.lang.namespace, table.lang.package_key(path, table.facts)), {}).get(name)
                if ids:
                    return Sym(ids[0])
            for export in table.facts.exports:
                alias, _, original = export.partition("=")
                if alias == name and original and original != name:
                    return self.module_member(module, original, depth + 1) if depth < MAX_REEXPORT_DEPTH else None
            if depth < MAX_REEXPORT_DEPTH and (path, name) not in self._reexport_guard:
                self._reexport_guard.add((path, name))
                try:
                    bound = self._file_level_import(table, name, depth + 1)
                finally:
                    self._reexport_guard.discard((path, name))
                if bound is not None:
                    return bound
        if module.key:
            sub = self.resolve_module_spec(module.paths[0] if module.paths else "", f"{module.key}.{name}", module)
            if sub is not None:
                return sub
        return None

    def resolve_module_spec(self, from_path: str, spec: str, parent: Module | None = None) -> Module | None:
        table = self.tables.get(from_path)
        lang = table.lang if table else None
        if lang is None and parent is not None and parent.paths:
            lang = self.tables[parent.paths[0]].lang
        if lang is None:
            return None
        paths = lang.resolve_module(spec, from_path, self.project, self.modules[lang.namespace])
        return Module(tuple(sorted(paths)), spec) if paths else None

    def bind_import(self, table: FileTable, imp: ImportFact, depth: int = 0) -> tuple[str, Binding] | None:
        """The local name an import binds and what it binds it to (``None`` for wildcards)."""
        if imp.name == "*":
            return None
        module = self.resolve_module_spec(table.path, imp.module)
        if imp.name is None:
            local = imp.alias or table.lang.import_binding_name(imp)
            if not imp.alias and "." in imp.module and table.lang.name == "python":
                head = imp.module.split(".")[0]
                return head, self.resolve_module_spec(table.path, head) or External(head)
            return local, module or External(imp.module)
        local = imp.alias or imp.name
        if module is not None:
            member = self.module_member(module, imp.name, depth)
            if member is not None:
                return local, member
        sub = self.resolve_module_spec(table.path, f"{imp.module}.{imp.name}" if imp.module.rstrip(".") else
                                       f"{imp.module}{imp.name}")
        if sub is not None:
            return local, sub
        return local, External(f"{imp.module}.{imp.name}" if module is None else f"{imp.module}:{imp.name}")

    def _file_level_import(self, table: FileTable, name: str, depth: int) -> Binding | None:
        for imp in table.imports.get(None, []):
            if (imp.alias or imp.name or table.lang.import_binding_name(imp)) == name or (
                    imp.name is None and not imp.alias and imp.module.split(".")[0] == name):
                bound = self.bind_import(table, imp, depth)
                if bound is not None and bound[0] == name:
                    return bound[1]
        return None

    def lookup(self, table: FileTable, name: str, scope: str | None) -> tuple[Binding | None, float, str]:
        """Resolve a bare name in ``scope``: (binding, confidence, how)."""
        key = (table.path, scope, name)
        if key in self._env_cache:
            cached = self._env_cache[key]
            return cached, 1.0, "cached"
        binding, confidence, how = self._lookup(table, name, scope)
        if confidence == 1.0:
            self._env_cache[key] = binding
        return binding, confidence, how

    def _lookup(self, table: FileTable, name: str, scope: str | None) -> tuple[Binding | None, float, str]:
        lang = table.lang
        for s in table.scope_chain(scope):
            if s is not None and table.defs[s].kind in TYPE_KINDS and not lang.implicit_members:
                continue
            ids = table.children.get(s, {}).get(name)
            if ids:
                return Sym(ids[0]), 1.0, "scope"
            for imp in table.imports.get(s, []):
                if imp.name == "*":
                    continue
                if (imp.alias or imp.name) == name or (imp.name is None and not imp.alias and (
                        lang.import_binding_name(imp) == name or imp.module.split(".")[0] == name)):
                    bound = self.bind_import(table, imp)
                    if bound is not None and bound[0] == name:
                        return bound[1], 1.0, "import"
        if lang.package_scope != "file":
            ids = self.packages.get((lang.namespace, lang.package_key(table.path, table.facts)), {}).get(name)
            if ids:
                return Sym(ids[0]), 0.95, "package"
        for imp in table.imports.get(None, []):
            if imp.name == "*":
                module = self.resolve_module_spec(table.path, imp.module)
                if module is not None:
                    member = self.module_member(module, name)
                    if member is not None:
                        return member, 0.8, "wildcard"
        return None, 0.0, ""

    # -- expressions and types ------------------------------------------------------------------

    def value_of_symbol(self, sid: str, confidence: float) -> Value:
        sym = self.symbols[sid]
        if sym.kind in TYPE_KINDS:
            return Value("type", sid, confidence=confidence)
        if sym.kind in VALUE_KINDS:
            table = self.tables[sym.path]
            parent = table.defs[sym.qualname].parent
            hint = table.hints.get((parent, sym.name))
            if hint:
                cls = self.resolve_type(table, hint, parent)
                if cls:
                    return Value("instance", cls, confidence=confidence * 0.9)
            return Value("unknown", reason="value of unknown type")
        return Value("unknown", reason="function used as a receiver")

    def value_of_binding(self, binding: Binding | None, confidence: float) -> Value:
        if isinstance(binding, Module):
            return Value("module", module=binding, confidence=confidence)
        if isinstance(binding, Sym):
            return self.value_of_symbol(binding.id, confidence)
        if isinstance(binding, External):
            return Value("unknown", reason="external")
        return Value("unknown", reason="not found")

    def hint_for(self, table: FileTable, scope: str | None, name: str) -> tuple[str, str | None] | None:
        for s in table.scope_chain(scope):
            hint = table.hints.get((s, name))
            if hint:
                return hint, s
        return None

    def resolve_type(self, table: FileTable, type_text: str, scope: str | None, depth: int = 0) -> str | None:
        """The class id a type expression (or ``()callee`` result) names, if in the repo."""
        if depth > 4 or not type_text:
            return None
        if type_text.startswith("$"):
            name, _, origin = type_text[1:].partition("@")
            hint = self.hint_for(table, origin or None, name)
            return self.resolve_type(table, hint[0], hint[1], depth + 1) if hint else None
        if type_text.startswith("()"):
            target = self.callee(table, type_text[2:], scope, depth + 1)
            if target is None:
                return None
            sym = self.symbols[target]
            if sym.kind in TYPE_KINDS:
                return target
            if sym.kind in CALLABLE_KINDS:
                d = self.tables[sym.path].defs.get(sym.qualname)
                if d is not None and d.returns:
                    return self.resolve_type(self.tables[sym.path], d.returns, d.parent, depth + 1)
            return None
        value = self.evaluate(table, type_text, scope, depth + 1)
        return value.ref if value.kind == "type" else None

    def callee(self, table: FileTable, expr: str, scope: str | None, depth: int) -> str | None:
        parts = _split_receiver(expr, table.lang.member_separators)
        if len(parts) == 1:
            binding, _, _ = self.lookup(table, parts[0], scope)
            return binding.id if isinstance(binding, Sym) else None
        value = self.evaluate(table, table.lang.member_separators[0].join(parts[:-1]), scope, depth)
        target, _, _ = self.member(value, parts[-1])
        return target

    def evaluate(self, table: FileTable, expr: str, scope: str | None, depth: int = 0) -> Value:
        lang = table.lang
        parts = _split_receiver(expr, lang.member_separators)
        head = parts[0]
        cls = table.enclosing_type(scope)
        cls_id = table.id_of.get(cls) if cls else None
        if head in lang.self_names:
            if cls_id is None:
                return Value("unknown", reason="self outside a class")
            value = Value("type" if head == "cls" else "instance", cls_id, confidence=0.95)
        elif head in lang.super_names or head.rstrip("()") in lang.super_names:
            if cls_id is None:
                return Value("unknown", reason="super outside a class")
            value = Value("super", cls_id, confidence=0.9)
        elif head.endswith("()") and re.match(r"^[\w$]+\(\)$", head):
            cls_ref = self.resolve_type(table, "()" + head[:-2], scope, depth + 1)
            value = Value("instance", cls_ref, confidence=0.85) if cls_ref else Value(
                "unknown", reason="unknown return type")
        elif head.startswith("<"):
            return Value("unknown", reason="builtin")  # a literal: str / list / dict methods
        elif not re.match(r"^[\w$]+$", head):
            return Value("unknown", reason="dynamic receiver")
        else:
            hint = self.hint_for(table, scope, head)
            if hint is not None and depth < 4:
                cls_ref = self.resolve_type(table, hint[0], hint[1], depth + 1)
                value = Value("instance", cls_ref, confidence=0.85) if cls_ref else Value(
                    "unknown", reason="unknown receiver type")
            else:
                binding, confidence, _ = self.lookup(table, head, scope)
                value = self.value_of_binding(binding, confidence)
                if binding is None and head in lang.builtins:
                    value = Value("unknown", reason="builtin")
                elif binding is None and scope is not None:
                    value = UNKNOWN_RECEIVER
        for part in parts[1:]:
            if value.kind == "unknown":
                break
            if not re.match(r"^[\w$]+$", part):
                return Value("unknown", reason="dynamic receiver")
            target, confidence, _ = self.member(value, part)
            if target is None:
                if value.kind == "module" and value.module is not None:
                    sub = self.module_member(value.module, part)
                    if isinstance(sub, Module):
                        value = Value("module", module=sub, confidence=value.confidence)
                        continue
                attr = self.attribute_hint(value.ref, part) if value.kind in ("instance", "type") else None
                if attr is not None:
                    cls_ref = self.resolve_type(attr[1], attr[0], attr[2], depth + 1)
                    if cls_ref:
                        value = Value("instance", cls_ref, confidence=value.confidence * 0.9)
                        continue
                return Value("unknown", reason="unknown attribute type")
            value = self.value_of_symbol(target, value.confidence * confidence)
        return value

    def member(self, value: Value, name: str) -> tuple[str | None, float, str]:
        """Member ``name`` of a value: (id, confidence, reason when not found)."""
        if value.kind == "module" and value.module is not None:
            found = self.module_member(value.module, name)
            if isinstance(found, Sym):
                return found.id, value.confidence, ""
            return None, 0.0, "no such member" if found is None else "external"
        if value.kind in ("type", "instance", "super"):
            target, depth = self.find_member(value.ref, name, skip_self=value.kind == "super")
            if target is not None:
                return target, value.confidence * (0.95 if depth == 0 else 0.9), ""
            return None, 0.0, "external base" if self.has_external_base(value.ref) else "no such member"
        return None, 0.0, value.reason or "unknown receiver type"

    # -- calls ------------------------------------------------------------------------------------

    def constructor(self, class_id: str) -> str:
        sym = self.symbols[class_id]
        lang = self.tables[sym.path].lang
        for name in lang.constructor_of(sym.name):
            ids = self.members(class_id).get(name)
            if ids:
                return ids[0]
        return class_id

    def resolve_call(self, table: FileTable, call: CallFact) -> tuple[Edge, list[Edge]]:
        """The primary edge of a call site, plus candidate edges."""
        src = table.id_of.get(call.scope, table.file_id) if call.scope else table.file_id
        target_text = f"{call.receiver}.{call.name}" if call.receiver else call.name
        lang = table.lang
        target: str | None = None
        confidence = 0.0
        reason = ""
        if call.receiver is None and call.name in lang.self_names:
            value = self.evaluate(table, call.name, call.scope)
            if value.kind == "type":
                return Edge("CALLS", src, self.constructor(value.ref), True, value.confidence, call.line,
                            target_text), []
        if call.receiver is None:
            binding, confidence, _ = self.lookup(table, call.name, call.scope)
            if binding is None and lang.implicit_members:
                cls = table.enclosing_type(call.scope)
                if cls is not None:
                    target, _ = self.find_member(table.id_of[cls], call.name)
                    confidence = 0.9 if target else 0.0
                    if target is None and self.has_external_base(table.id_of[cls]):
                        reason = "external base"
            if isinstance(binding, Sym):
                target = binding.id
            elif isinstance(binding, External):
                reason = "external"
            elif isinstance(binding, Module):
                reason = "module called"
            elif target is None and not reason:
                reason = "builtin" if call.name in lang.builtins else "not found"
        else:
            value = self.evaluate(table, call.receiver, call.scope)
            target, confidence, reason = self.member(value, call.name)
            if value.reason == "builtin":
                reason = "builtin"
        candidates: list[Edge] = []
        if target is not None:
            sym = self.symbols[target]
            if sym.kind in TYPE_KINDS:
                target = self.constructor(target)
            elif sym.kind in VALUE_KINDS:
                return Edge("CALLS", src, None, False, 0.0, call.line, target_text, "callable value"), []
            if self.symbols[target].kind == "method" and (call.receiver is not None or lang.implicit_members):
                owner = self.symbols.get(self.symbols[target].parent or "")
                dispatch = owner is not None and (
                    owner.kind in ("interface", "trait") or self.table_of(target).defs[
                        self.symbols[target].qualname].is_abstract)
                if dispatch:
                    candidates = [Edge("CALLS", src, o, False, 0.3, call.line, target_text, "virtual dispatch")
                                  for o in self.overrides(target)]
            return Edge("CALLS", src, target, True, round(min(confidence, 1.0), 3), call.line, target_text), candidates
        if reason in ("unknown receiver type", "unknown attribute type", "dynamic receiver", "unknown return type"):
            named = self.methods_by_name.get(call.name, [])
            if 0 < len(named) <= MAX_CANDIDATES:
                weight = round(0.2 / len(named), 3)
                candidates = [Edge("CALLS", src, m, False, weight, call.line, target_text, "name match")
                              for m in named]
        return Edge("CALLS", src, None, False, 0.0, call.line, target_text, reason or "not found"), candidates

    # -- whole files ------------------------------------------------------------------------------

    def link(self, path: str) -> FileLinks:
        table = self.tables[path]
        edges: dict[tuple[str, str, str, str], Edge] = {}
        builtin: Counter[str] = Counter()

        def add(edge: Edge) -> None:
            key = (edge.kind, edge.src, edge.dst or "", "" if edge.dst else f"{edge.target}|{edge.reason}")
            if key not in edges:
                edges[key] = edge

        for sym in table.symbols[1:]:
            add(Edge("DEFINES", table.file_id, sym.id, line=sym.span.start_line))
            add(Edge("CONTAINS", sym.parent or table.file_id, sym.id, line=sym.span.start_line))
        call_targets: dict[str, list[Edge]] = defaultdict(list)
        for call in table.facts.calls:
            primary, candidates = self.resolve_call(table, call)
            if primary.reason == "builtin":
                builtin[call.name] += 1
                continue
            add(primary)
            for candidate in candidates:
                add(candidate)
            if primary.dst is not None:
                call_targets[primary.src].append(primary)
        imported_files: set[str] = set()
        for scope_imports in table.imports.values():
            for imp in scope_imports:
                module = self.resolve_module_spec(table.path, imp.module)
                line = imp.line
                if module is None and imp.name not in (None, "*"):
                    module = self.resolve_module_spec(table.path, f"{imp.module}.{imp.name}")
                if module is None:
                    add(Edge("IMPORTS", table.file_id, None, False, 0.0, line, imp.module, "external"))
                    continue
                for target in module.paths:
                    target_id = target if target in self.tables else target.rstrip("/") + "/"
                    if target != table.path:
                        add(Edge("IMPORTS", table.file_id, target_id, True, 1.0, line, imp.module))
                        imported_files.add(target)
                if imp.name not in (None, "*"):
                    bound = self.bind_import(table, imp)
                    if bound is not None and isinstance(bound[1], Sym):
                        add(Edge("REFERENCES", table.file_id, bound[1].id, True, 1.0, line, imp.name or ""))
        for fact in table.facts.inherits:
            class_id = table.id_of.get(fact.type_qualname)
            if class_id is None:
                continue
            kind = "IMPLEMENTS" if fact.kind == "implements" else "INHERITS"
            base = self.resolve_type(table, fact.base, table.defs[fact.type_qualname].parent)
            if base is not None and self.symbols[base].kind in ("interface", "trait") and kind == "INHERITS" and \
                    self.symbols[class_id].kind not in ("interface", "trait"):
                kind = "IMPLEMENTS"
            if base is None:
                add(Edge(kind, class_id, None, False, 0.0, fact.line, fact.base, "external base"))
            else:
                add(Edge(kind, class_id, base, True, 1.0, fact.line, fact.base))
        for scope, type_text, line in table.facts.references:
            ref = self.resolve_type(table, type_text, scope)
            if ref is None:
                binding, _, _ = self.lookup(table, type_text, scope)
                ref = binding.id if isinstance(binding, Sym) else None
            if ref is not None:
                src = table.id_of.get(scope, table.file_id) if scope else table.file_id
                if src != ref:
                    add(Edge("REFERENCES", src, ref, True, 1.0, line, type_text))
        self._tests(table, call_targets, imported_files, add)
        ordered = sorted(edges.values(), key=Edge.sort_key)
        return FileLinks(ordered, dict(sorted(builtin.items())))

    def _tests(self, table: FileTable, call_targets: dict[str, list[Edge]], imported: set[str],
               add: object) -> None:
        assert callable(add)
        if not table.facts.is_test:
            return
        for sym in table.symbols[1:]:
            if not sym.is_test:
                continue
            for edge in call_targets.get(sym.id, []):
                target = self.symbols.get(edge.dst or "")
                if target is not None and not self.tables[target.path].facts.is_test:
                    add(Edge("TESTS", sym.id, target.id, True, edge.confidence, edge.line, edge.target))
        for path in sorted(imported):
            if not self.tables[path].facts.is_test:
                add(Edge("TESTS", table.file_id, path, True, 0.5, 0, "import"))

    def link_all(self, paths: Iterable[str] | None = None) -> dict[str, FileLinks]:
        return {p: self.link(p) for p in (paths if paths is not None else self.tables)}

    # -- incremental support -------------------------------------------------------------------

    @staticmethod
    def names_used(facts: FileFacts) -> set[str]:
        """Every identifier a file's resolution can depend on."""
        words: set[str] = set()
        split = re.compile(r"[\w$]+")
        for call in facts.calls:
            words.add(call.name)
            if call.receiver:
                words.update(split.findall(call.receiver))
        for imp in facts.imports:
            words.update(split.findall(imp.module))
            if imp.name:
                words.add(imp.name)
            words.add(imp.module)
        for fact in facts.inherits:
            words.update(split.findall(fact.base))
        for hint in facts.hints:
            words.update(split.findall(hint.type))
        for _, type_text, _ in facts.references:
            words.update(split.findall(type_text))
        return words

    @staticmethod
    def interface(facts: FileFacts) -> set[tuple[object, ...]]:
        """Everything in a file that linking *another* file can read.

        Definitions (without spans, bodies or docs), file-level imports (re-exports),
        bases, type hints, exports and the package.  If a file's interface did not change,
        no other file's links can have changed.
        """
        out: set[tuple[object, ...]] = set()
        for d in facts.definitions:
            out.add(("def", d.kind, d.name, d.qualname, d.parent, d.returns, d.is_abstract))
        for imp in facts.imports:
            if imp.scope is None:
                out.add(("import", imp.module, imp.name, imp.alias))
        for fact in facts.inherits:
            out.add(("base", fact.type_qualname, fact.base, fact.kind))
        for hint in facts.hints:
            out.add(("hint", hint.scope, hint.name, hint.type))
        out.update(("export", e) for e in facts.exports)
        out.add(("package", facts.package, facts.is_test))
        return out

    @staticmethod
    def names_defined(facts: FileFacts, keys: Iterable[str]) -> set[str]:
        names = {d.name for d in facts.definitions}
        names.update(facts.exports)
        names.update(e.partition("=")[0] for e in facts.exports)
        for key in keys:
            names.add(key)
            names.update(re.findall(r"[\w$]+", key))
        if facts.package:
            names.update(re.findall(r"[\w$]+", facts.package))
        return names
