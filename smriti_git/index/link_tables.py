"""The linker's per-file tables and the values it reasons with.

A :class:`FileTable` is one file's facts arranged for lookups: symbol ids, definitions
and children by scope, type hints by scope and name, imports by scope, overloads and
repeated definitions.  Bindings (:class:`Module`, :class:`Sym`, :class:`External`) are
what a name is bound to; a :class:`Value` is what an expression evaluates to, as far as
the linker can tell.  ``index/link.py`` does the resolving.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache

from smriti_git.index.facts import FALLBACK, FOREIGN_ONLY, CallFact, Definition, FileFacts, ImportFact
from smriti_git.index.languages import get as get_language
from smriti_git.index.languages.base import Language, Project
from smriti_git.model.code import CALLABLE_KINDS, TYPE_KINDS, VALUE_KINDS, Edge, Span, Symbol, symbol_id

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

    kind: str                 # module | type | instance | super | callable | unknown
    ref: str = ""             # class id for type/instance/super, function id for callable
    module: Module | None = None
    reason: str = ""
    confidence: float = 1.0
    held: str = ""            # C++: the class an instance's ``operator->`` reaches, where its type says
                              # (``typedef TokenPtr<IValue> ptr_val_type``: an ``IValue``)


UNKNOWN_RECEIVER = Value("unknown", reason="unknown receiver type")


DEFINE = re.compile(r"#\s*define\s+\w+(.*)", re.DOTALL)   # a macro's signature, its body after the name
# (``#  define ioctl(x, y, z) ...`` too, with spaces after ``#``)


@cache
def _separator_pattern(separators: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(s) for s in separators))


def split_receiver(expr: str, separators: tuple[str, ...]) -> list[str]:
    """``a.b(x).c`` -> ``['a', 'b()', 'c']``; brackets collapse to ``()`` / ``[]``."""
    return list(_split_receiver(expr, separators))


# A C++ call's template arguments in a receiver, two levels deep (``<base::CompoundState>``, ``<std::vector<T*>>``).
_TEMPLATE_ARGUMENTS = re.compile(r"<(?:[\w:\s,*&]|<(?:[\w:\s,*&]|<[\w:\s,*&]*>)*>)*>")


@lru_cache(maxsize=1 << 16)
def _split_receiver(expr: str, separators: tuple[str, ...]) -> tuple[str, ...]:
    """:func:`split_receiver`'s answer, memoised: one receiver text is split at many call sites."""
    if "(" not in expr and "[" not in expr and "{" not in expr and ")" not in expr and "]" not in expr \
            and "}" not in expr:  # fast path, same result: a plain name chain
        return tuple(p.strip() for p in _separator_pattern(separators).split(expr))
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
        elif depth == 0 and ch == "<" and "->" in separators and "." in separators and current and \
                (current[-1].isalnum() or current[-1] == "_") and \
                (arguments := _TEMPLATE_ARGUMENTS.match(expr, i)) is not None and expr.startswith("(", arguments.end()):
            current += arguments.group()   # C++ ``s->as<base::CompoundState>()``: one part, its ``::`` not a step
            i = arguments.end()
            continue
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
    return tuple(p.strip() for p in out)


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
    hints: dict[tuple[str | None, str], str] = field(default_factory=dict)    # (scope, name) -> type text (first)
    more_hints: dict[tuple[str | None, str], list[str]] = field(default_factory=dict)  # every text, when several
    hint_lines: dict[tuple[str | None, str], list[tuple[int, str]]] = field(default_factory=dict)  # those, by line
    hint_blocks: dict[tuple[str | None, str], list[tuple[int, int, str]]] = field(default_factory=dict)  # C blocks
    constness: dict[tuple[str | None, str], list[tuple[int, int, str]]] = field(default_factory=dict)  # const_at
    declared: dict[tuple[str, str], str] = field(default_factory=dict)   # C++: (scope id, name) -> type written
    # C++: a name declared with different types in one function (``for (auto* g : a)`` ... ``for (Foo& g : b)``):
    # each declaration's byte and type, in order, the nearest one before a use standing for it
    declared_at: dict[tuple[str, str], list[tuple[int, str]]] = field(default_factory=dict)
    imports: dict[str | None, list[ImportFact]] = field(default_factory=dict)  # scope -> imports
    owned: dict[str, dict[str, list[str]]] = field(default_factory=dict)      # owner type name -> name -> ids
    arity: dict[str, tuple[int, int]] = field(default_factory=dict)           # id -> (min, max) arguments
    def_of: dict[str, Definition] = field(default_factory=dict)               # id -> definition (overloads too)
    secondary: set[str] = field(default_factory=set)                          # ids of Language.is_secondary defs
    repeated: dict[str, list[tuple[int, int, str]]] = field(default_factory=dict)  # qualname -> (start, end, id)
    # scope_chain's answers, memoised
    _chains: dict[str | None, tuple[str | None, ...]] = field(default_factory=dict, repr=False, compare=False)

    @property
    def file_id(self) -> str:
        return self.path

    @cached_property
    def foreign_only(self) -> frozenset[str]:
        """Qualnames of the functions the file defines only in another platform's ``#if`` branches."""
        return frozenset(where for where, kind, _ in self.facts.usings if kind == FOREIGN_ONLY and where)

    @cached_property
    def fallbacks(self) -> frozenset[str]:
        """Qualnames of the standard-named functions the file defines in a feature test's fallback."""
        return frozenset(where for where, kind, _ in self.facts.usings if kind == FALLBACK and where)

    @cached_property
    def calls_by_byte(self) -> dict[int, list[CallFact]]:
        """The file's call sites by first byte, in order: a C++ chain's calls share it
        (``tok->astParent()->next()``), as does ``new Foo()`` with its constructor call."""
        out: dict[int, list[CallFact]] = {}
        for call in self.facts.calls:
            out.setdefault(call.byte, []).append(call)
        return out

    @cached_property
    def calls_by_place(self) -> dict[tuple[int, int], CallFact]:
        """The file's call sites by (line, column) of the called name (the last one of a place)."""
        return {(c.line, c.column): c for c in self.facts.calls}

    @cached_property
    def calls_by_line(self) -> dict[int, list[CallFact]]:
        """The file's call sites by line."""
        out: dict[int, list[CallFact]] = {}
        for call in self.facts.calls:
            out.setdefault(call.line, []).append(call)
        return out

    def scope_chain(self, scope: str | None) -> tuple[str | None, ...]:
        """``scope``, the scopes that enclose it, then None (the file); memoised."""
        known = self._chains.get(scope)
        if known is not None:
            return known
        chain: list[str | None] = []
        inner = scope
        while inner is not None and inner not in chain:   # (a parent that loops ends the chain)
            chain.append(inner)
            definition = self.defs.get(inner)
            inner = definition.parent if definition else None
        chain.append(None)
        known = self._chains[scope] = tuple(chain)
        return known

    def scope_id(self, scope: str | None, byte: int) -> str:
        """The id of the definition ``scope`` that encloses ``byte`` (a qualname defined
        several times, like a property's getter and setter, has one id per definition)."""
        if scope is None:
            return self.file_id
        for start, end, sid in self.repeated.get(scope, ()):
            if start <= byte < end:
                return sid
        return self.id_of.get(scope, self.file_id)

    def const_at(self, scope: str | None, name: str, line: int | None) -> str | None:
        """C++: whether what ``name`` (declared in ``scope``) reaches is ``const`` at ``line``: the
        flag of the innermost declaration visible there ("const", "mutable", "member", an ``auto``'s
        "copy" or "refers" (``cpp_types.constness``), or "" when not known); without a line (a field,
        seen from another file), the flag every declaration agrees on.  None when the name has no
        declaration here."""
        declared = self.constness.get((scope, name))
        if not declared:
            return None
        if line is not None:
            around = [(first, flag) for first, last, flag in declared if not last or first <= line <= last]
            if around:
                return max(around)[1]
        flags = {flag for _, _, flag in declared}
        return flags.pop() if len(flags) == 1 else ""

    def declared_line(self, scope: str | None, name: str, line: int) -> int | None:
        """C++: the line of the innermost declaration of ``name`` in ``scope`` visible at ``line``."""
        declared = self.constness.get((scope, name), ())
        around = [first for first, last, _ in declared if not last or first <= line <= last]
        return max(around) if around else None

    def declared_written(self, scope: str | None, name: str) -> str:
        """The type the last C or C++ declaration of local or parameter ``name`` in ``scope`` writes."""
        return next((w for sc, n, w, _ in reversed(self.facts.declared) if sc == scope and n == name), "")

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
        known = table.defs.get(d.qualname)
        if lang.is_secondary(d):
            table.secondary.add(sid)
        if known is None or (known.kind in VALUE_KINDS and d.kind in (*CALLABLE_KINDS, "namespace")) or (
                table.id_of[d.qualname] in table.secondary and sid not in table.secondary):
            table.id_of[d.qualname] = sid  # a qualname shared by a field and a method (Java): as a scope,
            table.defs[d.qualname] = d     # it means the method; by a macro and the namespace it names
            # (``#define NS ns`` / ``namespace NS {``): the namespace; an overload stub yields to its implementation
        table.repeated.setdefault(d.qualname, []).append((d.span.start_byte, d.span.end_byte, sid))
        if d.owner and d.parent is None:  # a member of a type declared elsewhere in the package
            table.owned.setdefault(d.owner, {}).setdefault(d.name, []).append(sid)
        else:
            table.children.setdefault(d.parent, {}).setdefault(d.name, []).append(sid)
        if d.arity is not None:
            table.arity[sid] = d.arity
        table.def_of[sid] = d
    table.repeated = {q: spans for q, spans in table.repeated.items() if len(spans) > 1}
    if table.secondary:  # the name means the primary definition: it comes first
        for named in table.children.values():
            for name, ids in named.items():
                if len(ids) > 1 and any(i in table.secondary for i in ids):
                    named[name] = sorted(ids, key=lambda i: i in table.secondary)
    for hint in facts.hints:
        key = (hint.scope, hint.name)
        first = table.hints.setdefault(key, hint.type)
        if first != hint.type:
            texts = table.more_hints.setdefault(key, [first])
            if hint.type not in texts:
                texts.append(hint.type)
    for hint in facts.hints:   # C and C++ locals of one name in blocks of their own: (first, last line, text)
        if hint.end:
            table.hint_blocks.setdefault((hint.scope, hint.name), []).append((hint.line, hint.end, hint.type))
    if table.more_hints and table.repeated:  # overloads share a qualname: their hints apart, by line
        for hint in facts.hints:
            if (hint.scope, hint.name) in table.more_hints and hint.scope in table.repeated:
                table.hint_lines.setdefault((hint.scope, hint.name), []).append((hint.line, hint.type))
    for scope, name, flag, line, end in facts.constness:
        table.constness.setdefault((scope, name), []).append((line, end, flag))
    if facts.declared:
        written_as: dict[tuple[str, str], set[str]] = {}
        placed: dict[tuple[str, str], list[tuple[int, str]]] = {}
        for scope, name, written, byte in facts.declared:   # one type for every declaration, or by place
            key = (table.scope_id(scope, byte), name)
            written_as.setdefault(key, set()).add(written)
            placed.setdefault(key, []).append((byte, written))
        table.declared = {key: types.pop() for key, types in written_as.items()
                          if len(types) == 1 and "" not in types}
        table.declared_at = {key: sorted(placed[key]) for key, types in written_as.items() if len(types) > 1}
    for imp in facts.imports:
        table.imports.setdefault(imp.scope, []).append(imp)
    return table


@dataclass
class FileLinks:
    """A file's outgoing edges plus the builtin calls it makes (counted, not stored as edges)."""

    edges: list[Edge]
    builtin_calls: dict[str, int]
