"""The project's names and types as the linker sees them: module keys, packages, members,
bases and method resolution order, imports and re-exports, and lookup of a bare name in
a scope.  :class:`Namespace` holds the tables built from every file's facts;
``index/link.py``'s :class:`~smriti_git.index.link.Linker` adds expressions, calls and
edges on top (and supplies :meth:`Namespace.resolve_type`, which bases need).

Why this module is longer than 600 lines: :class:`Namespace` is one object whose bare-name
lookup, open-scope members and C/C++ include graph call each other in both directions (a
header's name is looked up as its includers see it, an includer's members merge those of the
files it includes); split across modules they would be one class in several files.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping
from functools import cached_property

from smriti_git.index.facts import (
    DECLARING_MACRO,
    INLINE_NAMESPACE,
    MACRO_NAMESPACE,
    PASTING_MACRO,
    CallFact,
    FileFacts,
    ImportFact,
)
from smriti_git.index.languages.base import Project
from smriti_git.index.languages.cfamily import HEADERS
from smriti_git.index.languages.cpp_args import class_defaults, class_parameters, top_level, written_bases
from smriti_git.index.link_cpp_args import MACRO_WORD, namespace_macro
from smriti_git.index.link_homes import class_homes, rehomed
from smriti_git.index.link_tables import Binding, External, FileTable, Module, Sym, Value, build_table
from smriti_git.model.code import CALLABLE_KINDS, TYPE_KINDS, Symbol

MAX_DISPATCH = 8
_SPECIALISED = re.compile(r"\s*template\s*<\s*>")   # ``template<> class PointerPool<Node>``
MAX_REEXPORT_DEPTH = 6
# C and C++ headers re-export what they include, and a project's include chains run deeper than
# barrels of barrels do (MaterialX's Document.h reaches Element.h's ``ElementPtr`` eight includes down).
MAX_INCLUDE_DEPTH = 16
_WORDS = re.compile(r"\w+")
_CONVERSION = re.compile(r"operator\s+(?!new\b|delete\b)[A-Za-z_]")   # ``operator T *() const``


MAX_INCLUDED = 2000   # how many files an open scope's members are merged from, at most
MAX_DIRECTIVE_STEPS = 4   # how far qualified lookup follows using-directives (``Namespace._nominated_steps``)
MAX_INCLUDERS = 4     # a header sees what this many of its includers see (``Namespace._nearest_includers``)
# C++ files only ever included, to complete another
FRAGMENT_SUFFIXES = (".inl", ".ipp", ".tpp", ".tcc", ".txx", ".inc")


class Namespace:
    def __init__(self, facts: Mapping[str, FileFacts]) -> None:
        self.project = Project(facts.keys(), facts)
        # C and C++ headers a class body includes: their declarations are the class's members (link_homes)
        self.homes = class_homes(facts, self.project)
        if self.homes:
            facts = {**facts, **{path: rehomed(facts[path], owner) for path, (_, owner) in self.homes.items()}}
            self.project = Project(facts.keys(), facts)
        self.tables: dict[str, FileTable] = {p: build_table(f, self.project) for p, f in sorted(facts.items())}
        self.homed: dict[str, dict[str, list[str]]] = self._homed_members()
        self.symbols: dict[str, Symbol] = {s.id: s for t in self.tables.values() for s in t.symbols}
        self.modules: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        self.packages: dict[tuple[str, str], dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        self.methods_by_name: dict[str, list[str]] = defaultdict(list)
        self.owned: dict[tuple[str, str, str], dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        self._members: dict[str, dict[str, list[str]]] = {}
        # C++ member classes defined outside their class's file (``class Machine::Code { ... };`` in Code.h,
        # ``Machine`` in Machine.h; a pimpl's ``struct Widget::Impl``), by the owner's last name
        self.nested_apart: dict[str, list[str]] = defaultdict(list)
        self._apart_owners: dict[str, str | None] = {}   # _apart_owner's answers
        self._using: set[tuple[str, str | None, str]] = set()   # using-declarations being followed
        self._using_cuts = 0   # header using-walks the guard above cut short (their answers are not memoised)
        self._seen_from: dict[tuple[str, str], dict[str, list[str]]] = {}  # a namespace's members, per file
        self._nominated: dict[tuple[str, str], list[list[str]]] = {}   # what its using-directives nominate, per file
        self._macro_spaces: dict[str, set[tuple[str, str]]] = {}   # (namespace, file): what macros open
        self._plain_names: dict[tuple[str, str | None, str], tuple[str, ...]] = {}   # the numbers a name aliases
        self._arm, self._meanings = -1, 1   # which of them ``_plain_type`` spells (-1: none); the most a name had
        self._enum_names: dict[tuple[str, str | None, str], bool] = {}   # whether a name is an unscoped enum
        self._parameter_containers: dict[tuple[str, str], str] = {}   # a parameter type spelled as its container
        self.made_from: dict[tuple[str, str], bool] = {}   # ``link_classes._made_from``'s answers, by class and kind
        self._bases_named: dict[tuple[str, str, str], str | None] = {}   # ``Linker._base_named``'s answers
        self._twin_ids: dict[str, tuple[str, ...]] = {}   # Linker._twins' answers
        self._wildcards: dict[str, list[str]] = {}      # _wildcard_files' answers
        self._from_includers: dict[tuple[str, str], Binding | None] = {}   # _through_includers' answers
        self._directives: dict[str, list[str]] = {}   # _included_directives' answers
        # ``link_macros.macro_declared``'s answers, by (file, scope, name)
        self.macro_types: dict[tuple[str, str | None, str], tuple[FileTable, str, str] | None] = {}
        for path, table in self.tables.items():
            lang = table.lang
            for key in lang.module_keys(path, self.project):
                self.modules[lang.namespace][key].append(path)
            package = (lang.namespace, lang.package_key(path, table.facts))
            if not table.facts.variant:  # a build-variant file reads the package but does not define it
                for name, ids in table.children.get(None, {}).items():
                    self.packages[package][name].extend(ids)
                for owner, named in table.owned.items():
                    for name, ids in named.items():
                        self.owned[(*package, owner)][name].extend(ids)
            for s in table.symbols:
                if s.kind == "method":
                    self.methods_by_name[s.name].append(s.id)
                elif s.kind in TYPE_KINDS and "." in s.name and lang.open_scopes:
                    self.nested_apart[s.name.split(".")[-2]].append(s.id)
        self._bases: dict[str, list[tuple[str | None, str, str]]] = {}
        self._bases_busy: set[str] = set()
        self._mro: dict[str, list[str]] = {}
        self._env_cache: dict[tuple[str, str | None, str], Binding | None] = {}
        self._reexport_guard: set[tuple[str, str]] = set()
        self._typing: set[tuple[str, str | None, str]] = set()   # hinted names being typed (cycle guard)
        self._typed: dict[tuple[str, str | None, str], Value] = {}  # what they were typed as
        self._assumed: dict[tuple[str, str | None, str], Value] = {}  # while checking x = x.f(): x's value
        self._site: tuple[str, int, CallFact] | None = None  # the call site being resolved: path, line, call
        self._inexact = 0   # counts answers cut short by a cycle or a depth limit (those are not memoised)
        self._star_cache: dict[str, dict[str, str]] = {}
        self._star_modules_of: dict[str, list[tuple[Module, int]]] = {}   # _star_modules' answers
        self._wildcard_members: dict[tuple[str, str], Binding | None] = {}   # _through_wildcards' answers
        self._specs: dict[tuple[str, str, str | None], Module | None] = {}  # resolve_module_spec's answers
        self._module_members: dict[tuple[Module, str], Binding | None] = {}   # module_member's outermost answers
        self._lines: dict[str, dict[tuple[str | None, str], list[tuple[int, str]]]] = {}  # bindings' lines
        self._loop_names: dict[str, frozenset[str]] = {}  # per file: the names a ``for`` loop binds
        self._overloads: dict[tuple[str, int], list[str]] = {}  # Linker.overloads' answers
        self._initialising_depth = 0   # Linker._initialising_result's calls resolved inside one another

    # -- symbols and members ------------------------------------------------------------------

    def table_of(self, symbol: str) -> FileTable:
        return self.tables[self.symbols[symbol].path]

    def _homed_members(self) -> dict[str, dict[str, list[str]]]:
        """Class id -> the members that headers its body includes declare (:attr:`homes`)."""
        homed: dict[str, dict[str, list[str]]] = {}
        for header, (includer, owner) in sorted(self.homes.items()):
            class_id = self.tables[includer].id_of.get(owner)
            if class_id is None:
                continue
            named = homed.setdefault(class_id, {})
            for s in self.tables[header].symbols:
                if s.qualname == f"{owner}.{s.name}":
                    named.setdefault(s.name, []).append(s.id)
        return homed

    def members(self, class_id: str) -> dict[str, list[str]]:
        """A type's members: its nested definitions plus the package's ``owner`` methods for it."""
        sym = self.symbols[class_id]
        table = self.tables[sym.path]
        if sym.kind in table.lang.open_scopes:
            if class_id not in self._members:
                self._members[class_id] = self._open_members(table, sym)
            return self._members[class_id]
        own = table.children.get(sym.qualname, {})
        homed = self.homed.get(class_id)
        if homed is not None or sym.name in self.nested_apart:   # (C++: no type of it has ``owned`` members)
            if class_id not in self._members:
                merged = own if homed is None else {name: list(ids) for name, ids in own.items()}
                for name, ids in (homed or {}).items():
                    merged.setdefault(name, []).extend(ids)
                self._members[class_id] = self._with_nested_apart(sym, merged) if sym.name in self.nested_apart \
                    else merged
            return self._members[class_id]
        if not self.owned:
            return own
        if class_id not in self._members:
            package = (table.lang.namespace, table.lang.package_key(sym.path, table.facts))
            extra = self.owned.get((*package, sym.qualname))
            merged = own
            if extra:
                merged = {name: list(ids) for name, ids in own.items()}
                for name, ids in extra.items():
                    merged.setdefault(name, []).extend(i for i in ids if i not in merged[name])
            self._members[class_id] = merged
        return self._members[class_id]

    def _with_nested_apart(self, sym: Symbol, own: dict[str, list[str]]) -> dict[str, list[str]]:
        """A class's members with the member classes defined outside its body in another file whose written
        owner names it where it is written (``class Machine::Code`` in ``Code.h`` inside ``namespace
        graphite2::vm``; ``class File::FilePrivate`` after ``using namespace TagLib;`` is ``TagLib::File``'s,
        not ``TagLib::APE::File``'s); of a name defined so in several files, only the one outside tests, if it
        is one (Cppcheck's test stub of ``Library::LibraryData`` beside the library's), else none."""
        found: dict[str, list[str]] = defaultdict(list)
        for nested in self.nested_apart[sym.name]:
            if self.symbols[nested].path != sym.path and self._apart_owner(nested) == sym.id:
                found[self.symbols[nested].own_name].append(nested)
        merged = own
        for name, ids in sorted(found.items()):
            kept = [i for i in ids if not self.symbols[i].is_test] if len(ids) > 1 else ids
            if len(kept) != 1 or kept[0] in own.get(name, ()):
                continue
            if merged is own:
                merged = {n: list(i) for n, i in own.items()}
            merged.setdefault(name, []).append(kept[0])
        return merged

    def _apart_owner(self, nested: str) -> str | None:
        """The class a member class defined outside its body names as its owner (``Machine`` of ``class
        Machine::Code``), resolved where it is written; memoised (None while being resolved: a cycle)."""
        if nested not in self._apart_owners:
            self._apart_owners[nested] = None
            sym = self.symbols[nested]
            table = self.tables[sym.path]
            d = table.def_of.get(nested)
            self._apart_owners[nested] = self.resolve_type(
                table, sym.name.rpartition(".")[0].replace(".", "::"), d.parent if d is not None else None)
        return self._apart_owners[nested]

    def _open_members(self, table: FileTable, sym: Symbol) -> dict[str, list[str]]:
        """Members of an open scope (``Language.open_scopes``: a C++ namespace, a Ruby module
        or class, reopened in several files): its own, then those of the definitions of the
        same kind and qualname in the files its file wildcard-imports (includes, requires;
        C and C++ includes followed through)."""
        merged = {name: list(ids) for name, ids in table.children.get(sym.qualname, {}).items()}
        reopened = [table]
        for path in self._wildcard_files(table):
            other = self.tables[path]
            if not self._same_scope(other, sym):
                continue
            reopened.append(other)
            for name, ids in other.children.get(sym.qualname, {}).items():
                merged.setdefault(name, []).extend(i for i in ids if i not in merged[name])
        self._primary_first(merged)
        if sym.kind == "namespace":
            self._members[sym.id] = merged   # (what a using-declaration names may be a member)
            self._add_declared_usings(sym, reopened, merged)
        return merged

    @staticmethod
    def _same_scope(other: FileTable, sym: Symbol) -> bool:
        """Whether ``other``'s file reopens the open scope ``sym``: a definition of that kind and qualname."""
        same = other.defs.get(sym.qualname)
        return same is not None and same.kind == sym.kind

    def _wildcard_files(self, table: FileTable) -> list[str]:
        """The files ``table`` wildcard-imports; in C and C++, also those they include in turn
        (``db.cc`` -> ``db.h`` -> ``slice.h``: ``namespace kv`` of all three is one), nearest
        first, at most ``MAX_INCLUDED`` files.  A C or C++ fragment that another file includes
        to complete it (an ``.inl`` / ``.ipp`` / ``.tpp`` file, or one that includes nothing:
        bx's ``inline/allocator.inl`` at the end of ``allocator.h``) sees what its includers
        include too (memoised).  So does any other header, after its own includes: it is compiled
        where it is included, after what its includers included before it (spdlog's
        ``logger-inl.h`` sees ``spdlog::details`` as ``logger.h`` does); its nearest
        ``MAX_INCLUDERS`` includers (:meth:`_nearest_includers`) stand for all."""
        known = self._wildcards.get(table.path)
        if known is None:
            known = self._wildcards[table.path] = self._included_closure(table.path)
            fragment = table.path.endswith(FRAGMENT_SUFFIXES) or not table.imports.get(None)
            if table.lang.family == "c-family" and (fragment or table.path.endswith(HEADERS)):
                seen = set(known)
                includers = self._includers.get(table.path, []) if fragment else self._nearest_includers(table.path)
                for includer in includers:
                    for path in [includer, *self._included_closure(includer)]:
                        if path != table.path and path not in seen and len(known) < MAX_INCLUDED:
                            seen.add(path)
                            known.append(path)
        return known

    def _nearest_includers(self, path: str) -> list[str]:
        """The first ``MAX_INCLUDERS`` files that include ``path``, those sharing more of its
        folders first, then by path: a header's own program before a sample, a test or an
        amalgamated copy elsewhere in the repository (Catch2's ``extras/catch_amalgamated.cpp``)."""
        folders = path.split("/")[:-1]

        def shared(other: str) -> int:
            count = 0
            for mine, theirs in zip(folders, other.split("/")[:-1], strict=False):
                if mine != theirs:
                    break
                count += 1
            return count
        return sorted(self._includers.get(path, []), key=lambda other: (-shared(other), other))[:MAX_INCLUDERS]

    def _included_closure(self, start: str) -> list[str]:
        out: list[str] = []
        seen = {start}
        queue = [start]
        family = self.tables[start].lang.family == "c-family"
        while queue and len(out) < MAX_INCLUDED:
            path = queue.pop(0)
            for found in self._direct_includes(path):
                if found not in seen and found in self.tables:
                    seen.add(found)
                    out.append(found)
                    if family:
                        queue.append(found)
        return out

    def _direct_includes(self, path: str) -> list[str]:
        """The files ``path`` wildcard-imports directly, resolved."""
        return [found for found, _ in self._includes_with_lines(path)]

    def _includes_with_lines(self, path: str) -> list[tuple[str, int]]:
        """(file, line of its ``#include`` / wildcard import) for what ``path`` imports directly."""
        return [(found, line) for module, line in self._star_modules(path) for found in module.paths]

    def _star_modules(self, path: str) -> list[tuple[Module, int]]:
        """The modules ``path``'s file-level wildcard imports (``#include``) resolve to, in order,
        each with the import's line; memoised (asked for every name looked up through them)."""
        known = self._star_modules_of.get(path)
        if known is None:
            known = self._star_modules_of[path] = [
                (module, imp.line) for imp in self.tables[path].imports.get(None, []) if imp.name == "*"
                for module in [self.resolve_module_spec(path, imp.module)] if module is not None]
        return known

    @cached_property
    def _includers(self) -> dict[str, list[str]]:
        """C and C++: the files that include each file directly."""
        out: dict[str, list[str]] = defaultdict(list)
        for path, table in self.tables.items():
            if table.lang.family == "c-family" and table.imports.get(None):
                for found in dict.fromkeys(self._direct_includes(path)):
                    out[found].append(path)
        return out

    @cached_property
    def body_includers(self) -> dict[str, list[tuple[str, str]]]:
        """C and C++: (includer, function or namespace) for each file that a function body includes
        (Graphite2's ``direct_run`` includes ``inc/opcodes.h`` between its locals' declarations and its
        ``end:`` label; CPython's evaluation loop, its generated cases): the file's code is that function's;
        or that a namespace block includes (RTTR's property_wrapper.h includes property_wrapper_func.h
        inside ``namespace rttr { namespace detail {``): the file's names are looked up in that namespace."""
        out: dict[str, list[tuple[str, str]]] = defaultdict(list)
        for path, table in self.tables.items():
            if table.lang.family != "c-family" or not table.imports.get(None):
                continue
            functions = [d for d in table.facts.definitions
                         if (d.kind in CALLABLE_KINDS or d.kind == "namespace") and d.span.end_line > d.span.start_line]
            for found, line in self._includes_with_lines(path):
                around = [d for d in functions if d.span.start_line < line < d.span.end_line]
                if around:
                    out[found].append((path, max(around, key=lambda d: d.span.start_byte).qualname))
        return out

    def bases(self, class_id: str) -> list[tuple[str | None, str, str]]:
        """``(base id or None, base text, kind)`` for each declared base of a type."""
        if class_id not in self._bases:
            self._bases[class_id] = []
            self._bases_busy.add(class_id)
            sym = self.symbols[class_id]
            table = self.tables[sym.path]
            found = []
            try:
                scope = table.defs[sym.qualname].parent
                if scope is None and "." in sym.qualname and table.lang.family == "c-family":
                    scope = sym.qualname   # ``struct Outer::Inner : Base``: ``Base`` as ``Outer`` sees it
                for fact in table.facts.inherits:
                    if fact.type_qualname == sym.qualname:
                        target = self.resolve_type(table, fact.base, scope)
                        found.append((target, fact.base, fact.kind))
                if table.lang.family == "c-family" and "<" in (signature := table.defs[sym.qualname].signature):
                    unknown: _Term = ("", table, None, {})   # a class template's own parameters: no class here
                    own = {name: unknown for name in class_parameters(signature) if name}
                    for written in written_bases(signature):
                        term: _Term = (written, table, table.defs[sym.qualname].parent, own)
                        found.extend((b, text, "extends") for b, text in self._parameter_bases(term, 0)
                                     if b != class_id and all(b != f[0] for f in found))
            finally:
                self._bases_busy.discard(class_id)
            self._bases[class_id] = found
        return self._bases[class_id]

    def _parameter_bases(self, term: _Term, depth: int) -> list[tuple[str, str]]:
        """C++: the classes an instance of a class template inherits through the template's type
        parameters, ``(id, text)`` each, nearest first: ``class Base : public BlockCipherImpl<ThreeWay_Info>``
        of Crypto++'s ``template <class INFO, class BASE = BlockCipher> class BlockCipherImpl : public
        AlgorithmImpl<SimpleKeyingInterfaceImpl<TwoBases<BASE, INFO> > >``, each of those templates
        deriving from its parameter (``template <class BASE> class AlgorithmImpl : public BASE``):
        ``SimpleKeyingInterfaceImpl``, ``TwoBases``, ``BlockCipher`` (the default) and ``ThreeWay_Info``.
        ``term`` is a type as written, with the file and scope that read it and what the template
        parameters around it stand for."""
        text, table, scope, bound = term
        head, _, rest = text.strip().partition("<")
        template = self.resolve_type(table, head.strip(), scope) if rest.endswith(">") and depth <= 6 else None
        if template is None:
            return []
        inner = self.table_of(template)
        definition = inner.def_of[template]
        arguments = [a.strip() for a in top_level(rest[:-1])]
        given: dict[str, _Term] = {}
        for at, (name, default) in enumerate(class_defaults(definition.signature)):
            if name and (at < len(arguments) or default):
                given[name] = _bound((arguments[at], table, scope, bound) if at < len(arguments)
                                     else (default, inner, definition.parent, given))
        out: list[tuple[str, str]] = []
        for written in written_bases(definition.signature) if given else ():
            if not given.keys() & set(_WORDS.findall(written)):
                continue
            base = _bound((written, inner, definition.parent, given))
            found = self.resolve_type(base[1], base[0].partition("<")[0].strip(), base[2])
            if found is not None:
                out.append((found, base[0]))
                out.extend(self._parameter_bases(base, depth + 1))
        return out

    def mro(self, class_id: str) -> list[str]:
        """The type and its in-repo bases in lookup order: Python's C3 linearisation for
        ``Language.c3_mro`` languages (breadth first where C3 fails), else breadth first."""
        known = self._mro.get(class_id)
        if known is not None:
            return known
        busy = len(self._bases_busy)
        order = self._c3(class_id, set()) if self.table_of(class_id).lang.c3_mro else None
        if order is None:
            order = []
            stack = [class_id]
            while stack:
                current = stack.pop(0)
                if current in order:
                    continue
                order.append(current)
                stack.extend(b for b, _, _ in self.bases(current) if b is not None)
        if not busy and not self._bases_busy:  # not while some class's bases are half known
            self._mro[class_id] = order
        return order

    def _c3(self, class_id: str, path: set[str]) -> list[str] | None:
        if class_id in path:
            return None  # a cycle in broken code
        bases = list(dict.fromkeys(b for b, _, _ in self.bases(class_id) if b is not None))
        sequences: list[list[str]] = []
        for base in bases:
            linear = self._c3(base, path | {class_id})
            if linear is None:
                return None
            sequences.append(list(linear))
        sequences.append(bases)
        order = [class_id]
        while True:
            sequences = [seq for seq in sequences if seq]
            if not sequences:
                return order
            head = next((seq[0] for seq in sequences if not any(seq[0] in other[1:] for other in sequences)), None)
            if head is None:
                return None  # no consistent order (Python would refuse the class)
            order.append(head)
            for seq in sequences:
                if seq[0] == head:
                    del seq[0]

    def has_external_base(self, class_id: str) -> bool:
        return any(b is None for c in self.mro(class_id) for b, _, _ in self.bases(c))

    def conversions(self, class_id: str) -> list[str]:
        """C++: the conversion operators of a class and its bases, by member name (``operator const
        EbmlId &``, ``operator bool``); not ``operator new`` / ``delete``."""
        return [name for c in self.mro(class_id) for name in self.members(c) if _CONVERSION.match(name)]

    def find_member(self, class_id: str, name: str, skip_self: bool = False) -> tuple[str | None, int]:
        """The member ``name`` of a type, searching its bases; returns (id, depth)."""
        for depth, cls in enumerate(self.mro(class_id)):
            if skip_self and depth == 0:
                continue
            ids = self.members(cls).get(name)
            if ids:
                return ids[0], depth
        return None, 0

    @cached_property
    def subtypes(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = defaultdict(list)
        for sid, sym in self.symbols.items():
            if sym.kind in TYPE_KINDS:
                for base, _, _ in self.bases(sid):
                    if base is not None:
                        out[base].append(sid)
        self._structural_subtypes(out)
        return out

    def _method_names(self, class_id: str) -> set[str]:
        return {name for name, ids in self.members(class_id).items()
                if any(self.symbols[i].kind == "method" for i in ids)}

    def _structural_subtypes(self, out: dict[str, list[str]]) -> None:
        """For ``structural_interfaces`` languages: non-interface types of the same language
        family whose own methods (declared or ``owner``-attached) cover all method names of
        an interface (and of the interfaces it embeds) count as its subtypes.  Names only,
        no signatures: this feeds low-confidence dispatch candidates, never exact edges."""
        by_method: dict[tuple[str, str], set[str]] = defaultdict(set)
        interfaces: list[tuple[str, str]] = []
        for sid, sym in self.symbols.items():
            if sym.kind not in TYPE_KINDS:
                continue
            lang = self.tables[sym.path].lang
            if not lang.structural_interfaces:
                continue
            if sym.kind == "interface":
                interfaces.append((sid, lang.namespace))
                continue
            for name in self._method_names(sid):
                by_method[(lang.namespace, name)].add(sid)
        for iface, namespace in interfaces:
            names = set().union(*(self._method_names(c) for c in self.mro(iface)))
            if not names:
                continue
            found = set.intersection(*(by_method.get((namespace, n), set()) for n in names))
            out[iface].extend(t for t in sorted(found) if t not in out[iface])

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

    def module_main(self, module: Module) -> str | None:
        """The definition a CommonJS file's ``module.exports = Name`` makes the module's value
        (what ``require`` gives: ``new (require('./mocha'))()``), for a module of one file."""
        table = self.tables.get(module.paths[0]) if len(module.paths) == 1 else None
        if table is None or not table.facts.exports or table.lang.family != "ecmascript":
            return None
        main = next((e[len("module.exports="):] for e in table.facts.exports
                     if e.startswith("module.exports=")), None)
        ids = table.children.get(None, {}).get(main) if main else None
        return ids[0] if ids else None

    def module_member(self, module: Module, name: str, depth: int = 0) -> Binding | None:
        # Asked again for every name looked up through an include (C, C++: a whole include graph
        # walked per name); an answer found with no re-export walk in progress depends only on
        # the tables, so it is memoised (one inside a walk may be cut short by the cycle guard).
        # A module whose key names no type (every C and C++ include) is looked up without the
        # bases or using-declarations whose walks guard themselves, so those do not matter.
        if depth or self._reexport_guard or ((self._using or self._bases_busy) and any(
                (t := self.tables.get(p)) is not None and t.lang.module_type(module.key) is not None
                for p in module.paths)):
            return self._module_member(module, name, depth)
        key = (module, name)
        if key not in self._module_members:
            cuts = self._using_cuts
            found = self._module_member(module, name, depth)
            if cuts != self._using_cuts:
                return found
            self._module_members[key] = found
        return self._module_members[key]

    def _module_member(self, module: Module, name: str, depth: int) -> Binding | None:
        for path in module.paths:
            table = self.tables.get(path)
            if table is None:
                continue
            ids = table.children.get(None, {}).get(name)
            if ids:
                return Sym(ids[0])
            type_path = table.lang.module_type(module.key) if module.key else None
            if type_path:
                member = self._type_member(table, type_path, name)
                if member is not None:
                    return Sym(member)
            if table.lang.package_scope != "file":
                ids = self.packages.get((table.lang.namespace, table.lang.package_key(path, table.facts)), {}).get(name)
                if ids:
                    return Sym(ids[0])
            if table.facts.usings and table.lang.family == "c-family" and \
                    (used := self._header_using(table, name)) is not None:
                return used
            for export in table.facts.exports:
                alias, _, original = export.partition("=")
                if alias == name and original and original != name:
                    return self.module_member(module, original, depth + 1) if depth < MAX_REEXPORT_DEPTH else None
            limit = MAX_INCLUDE_DEPTH if table.lang.family == "c-family" else MAX_REEXPORT_DEPTH
            if depth < limit and (path, name) not in self._reexport_guard:
                self._reexport_guard.add((path, name))
                try:
                    bound = self._file_level_import(table, name, depth + 1)
                    if bound is None and table.lang.star_reexports:
                        bound = self._star_reexport(table, name, depth + 1)
                finally:
                    self._reexport_guard.discard((path, name))
                if bound is not None:
                    return bound
        if module.key:
            sub = self.resolve_module_spec(module.paths[0] if module.paths else "", f"{module.key}.{name}", module)
            if sub is not None:
                return sub
        return None

    def _header_using(self, table: FileTable, name: str) -> Binding | None:
        """``name`` through the using-directives and using-declarations at the top level of an
        included C++ header, which every file including it sees (RtAudio's ``RtAudio.h`` ends with
        ``using namespace rt::audio;``, and ``rtaudio_c.cpp`` writes ``RtAudio``)."""
        key = (table.path, None, name)
        if key in self._using:
            self._using_cuts += 1
            return None
        self._using.add(key)
        try:
            used = self._used(table, name, None)
        finally:
            self._using.discard(key)
        return used[0] if used is not None else None

    def _type_member(self, table: FileTable, type_path: str, name: str) -> str | None:
        """Member ``name`` of the type ``type_path`` (``Outer.Inner``) declared at the top of a file."""
        head, *rest = type_path.split(".")
        ids = table.children.get(None, {}).get(head)
        if not ids or self.symbols[ids[0]].kind not in TYPE_KINDS:
            return None
        current: str | None = ids[0]
        for part in [*rest, name]:
            if current is None or self.symbols[current].kind not in TYPE_KINDS:
                return None
            current, _ = self.find_member(current, part)
        return current

    def resolve_module_spec(self, from_path: str, spec: str, parent: Module | None = None) -> Module | None:
        # Asked again for every name looked up through an include or a wildcard import: the
        # answer depends only on the project (fixed for this namespace), the spec, the
        # importing file and, for a file outside the project, the parent module's language.
        key = (from_path, spec, parent.paths[0] if parent is not None and parent.paths else None)
        if key not in self._specs:
            self._specs[key] = self._module_of_spec(from_path, spec, parent)
        return self._specs[key]

    def _module_of_spec(self, from_path: str, spec: str, parent: Module | None) -> Module | None:
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

    def _star_reexport(self, table: FileTable, name: str, depth: int) -> Binding | None:
        """``name`` through the file's wildcard imports, for ``Language.star_reexports``
        languages (JS/TS ``export * from './m'`` re-exports every name but ``default``)."""
        source = self._star_names(table.path).get(name)
        return self.module_member(Module((source,)), name, depth) if source else None

    def _through_wildcards(self, table: FileTable, name: str) -> Binding | None:
        """``name`` in the first of the file's wildcard imports that has it (in C and C++, the
        top level of an included header).  Asked for every name a C or C++ file looks up
        beyond its own scopes (``memcpy`` again and again); there every wildcard module is a
        header whose members do not depend on the walks in progress (:meth:`module_member`),
        so the answer is memoised unless a re-export walk is."""
        key = (table.path, name)
        if key in self._wildcard_members:
            return self._wildcard_members[key]
        cuts = self._using_cuts
        found = next((member for module, _ in self._star_modules(table.path)
                      if (member := self.module_member(module, name)) is not None), None)
        if table.lang.family == "c-family" and not self._reexport_guard and cuts == self._using_cuts:
            self._wildcard_members[key] = found
        return found

    def _star_names(self, path: str) -> dict[str, str]:
        """Every name a file re-exports through its wildcard imports -> the file providing it
        (first source wins), computed once per file: barrels of barrels stay linear."""
        cached = self._star_cache.get(path)
        if cached is not None:
            return cached
        self._star_cache[path] = {}  # a cycle of barrels sees an empty set, not a loop
        out: dict[str, str] = {}
        for module, _ in self._star_modules(path):
            for source in module.paths:
                src = self.tables.get(source)
                if src is None:
                    continue
                names = [n for n, ids in src.children.get(None, {}).items() if self.symbols[ids[0]].exported]
                names.extend(e.partition("=")[0] for e in src.facts.exports)
                if src.lang.star_reexports:
                    names.extend(self._star_names(source))
                for n in names:
                    if n != "default":
                        out.setdefault(n, source)
        self._star_cache[path] = out
        return out

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
        block_using = self._block_using(table, name, scope) if table.facts.usings and scope is not None else None
        if block_using is not None:
            return block_using, 1.0, "using"
        in_function = False  # a class body's names are seen by its own statements, not by its functions
        for s in table.scope_chain(scope):
            in_function = in_function or (s is not None and table.defs[s].kind in CALLABLE_KINDS)
            if s is not None and table.defs[s].kind in TYPE_KINDS and not lang.implicit_members and (
                    in_function or not lang.class_body_names):
                continue
            ids = table.children.get(s, {}).get(name)
            if ids and s is not None and table.defs[s].name == name and table.defs[s].kind in TYPE_KINDS:
                ids = None  # constructors named like their class (Java, C#): the name means the class
            if not ids and s is not None and table.defs[s].kind in lang.open_scopes:
                ids = self.members(table.id_of[s]).get(name)   # reopened in an included file
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
        member = self._through_wildcards(table, name)
        if member is not None:
            return member, 0.8, "wildcard"
        if table.facts.usings and (table.path, scope, name) not in self._using:
            self._using.add((table.path, scope, name))
            try:
                used = self._used(table, name, scope)
            finally:
                self._using.discard((table.path, scope, name))
            if used is not None:
                return used
        if lang.family == "c-family" and (directed := self._through_directives(table, name)) is not None:
            return directed, 0.8, "using namespace"
        if lang.family == "c-family" and scope is not None and "." in scope:
            outer = self._declared_outside(table, name, scope)
            if outer is not None:
                return outer, 0.9, "enclosing declaration"
        implicit = lang.implicit_module(name)  # Rust ``crate`` / ``super``
        if implicit is not None:
            module = self.resolve_module_spec(table.path, implicit)
            if module is not None:
                return module, 1.0, "implicit module"
        if lang.family == "c-family" and table.path.endswith(HEADERS):
            through = self._through_includers(table, name)
            if through is not None:
                return through, 0.9, "includer"
        return None, 0.0, ""

    def _through_directives(self, table: FileTable, name: str) -> Binding | None:
        """``name`` in a namespace that a using-directive at the top level of an included header
        names, as ``table``'s file sees that namespace: the directive applies where the header is
        compiled, to every part of the namespace declared before the use (ThorVG's ``tvgCommon.h`` has
        ``using namespace tvg;``, and ``tvgLottieAnimation.cpp`` includes it, then ``thorvg_lottie.h``,
        whose ``tvg::LottieAnimation`` it defines as ``LottieAnimation::marker``).  Only one hit."""
        hits = {ids[0] for space in self._included_directives(table)
                if (ids := self._member_seen(table, space, name))}
        return Sym(hits.pop()) if len(hits) == 1 else None

    def _included_directives(self, table: FileTable) -> list[str]:
        """The namespaces named by the top-level using-directives of the files ``table``'s file
        includes (memoised)."""
        known = self._directives.get(table.path)
        if known is None:
            known = self._directives[table.path] = []   # the guard against lookups in progress
            for path in self._wildcard_files(table):
                other = self.tables[path]
                for scope, name, dotted in other.facts.usings or ():
                    if scope is None and name == "*" and (space := self._qualified(other, dotted, None)) and \
                            self.symbols[space].kind in other.lang.open_scopes and space not in known:
                        known.append(space)
        return known

    def _declared_outside(self, table: FileTable, name: str, scope: str) -> Binding | None:
        """C++: a name used in a class defined outside what encloses it (a private implementation,
        ``class Tag::TagPrivate { SimpleTagsList tags; };`` in a ``.cpp``), as the enclosing class or
        namespace sees it where it is declared (``Tag`` in its header, whose namespace declares
        ``SimpleTagsList``).  None when the file defines the enclosing scope itself."""
        for s in table.scope_chain(scope):
            if s is None or "." not in s or table.defs[s].kind not in TYPE_KINDS:
                continue
            prefix = s.rpartition(".")[0]
            key = (table.path, s, name)
            if prefix in table.defs or key in self._using:
                return None
            self._using.add(key)
            try:
                owner = self.resolve_type(table, prefix.replace(".", "::"), None)
                if owner is None and "." not in prefix:   # ``class detail::Impl {``: a namespace
                    binding, _, _ = self.lookup(table, prefix, None)
                    owner = binding.id if isinstance(binding, Sym) and \
                        self.symbols[binding.id].kind in table.lang.open_scopes else None
                if owner is None:
                    return None
                sym = self.symbols[owner]
                binding, _, _ = self.lookup(self.tables[sym.path], name, sym.qualname)
                if binding is None and sym.kind in TYPE_KINDS:   # a type its bases declare (Log4cxx's ``struct
                    inherited, _ = self.find_member(owner, name)   # TelnetAppender::TelnetAppenderPriv : public
                    if inherited is not None and self.symbols[inherited].kind in TYPE_KINDS:
                        return Sym(inherited)   # AppenderSkeletonPrivate``, of ``AppenderSkeleton``)
                return binding
            finally:
                self._using.discard(key)
        return None

    @cached_property
    def _file_level_names(self) -> frozenset[str]:
        """The names C and C++ files define at their top level (what an includer may see)."""
        return frozenset(name for table in self.tables.values() if table.lang.family == "c-family"
                         for name in table.children.get(None, {}))

    @cached_property
    def pastes_declarations(self) -> bool:
        """Whether a C++ ``#define`` of the repository declares classes by pasting tokens (``link_macros``)."""
        return any(kind == PASTING_MACRO for table in self.tables.values() for _, kind, _ in table.facts.usings or ())

    @cached_property
    def _using_names(self) -> frozenset[str]:
        """The names C++ using-declarations and namespace macros bring to a file's top level."""
        return frozenset(n for table in self.tables.values()
                         for scope, n, _ in table.facts.usings or () if scope is None)

    def _included_at(self, includer: str, path: str) -> int:
        """The line of ``includer``'s first ``#include`` of ``path`` (0 when none is found)."""
        return next((line for found, line in self._includes_with_lines(includer) if found == path), 0)

    def _through_includers(self, table: FileTable, name: str) -> Binding | None:
        """A name a C or C++ header uses but neither defines nor includes, as its nearest
        includers (:meth:`_nearest_includers`) see it at their top level: the header
        is compiled after what they include (Jolt's ``StreamIn.h`` reads ``Vec3``, which
        ``Jolt/Jolt.h`` brings, and every ``.cpp`` includes that first), and what an includer
        defines before its ``#include`` (a class whose ``.inl`` is included at the end), not
        after (Clipper2's ``nearbyint`` in ``clipper.engine.cpp`` is not the one
        ``clipper.core.h`` calls).  A file that a function body includes sees first what that function sees
        (:attr:`body_includers`).  Memoised."""
        key = (table.path, name)
        if key in self._from_includers:
            return self._from_includers[key]
        inside = self.body_includers.get(table.path, [])
        if name not in self._file_level_names and name not in self._using_names and not inside:
            return None   # no file of the repository defines it at its top level (``memcpy``)
        self._from_includers[key] = None   # the guard against include cycles, until answered
        found: Binding | None = None
        for includer, function in inside:   # a file a function body includes: as that function sees it
            found, _, _ = self.lookup(self.tables[includer], name, function)
            if found is not None:
                self._from_includers[key] = found
                return found
        for includer in self._nearest_includers(table.path):
            binding, _, _ = self.lookup(self.tables[includer], name, None)
            if isinstance(binding, Sym) and self.symbols[binding.id].path == includer and \
                    self.symbols[binding.id].span.start_line > self._included_at(includer, table.path):
                continue   # the includer's own definition after the ``#include``: unseen by the header
            if binding is not None:
                found = binding
                break
        self._from_includers[key] = found
        return found

    def _block_using(self, table: FileTable, name: str, scope: str) -> Binding | None:
        """A C++ using-declaration of ``name`` in the function ``scope`` itself (``using std::swap;``
        in a ``swap`` friend): it hides the class's and the namespace's names of that spelling;
        one naming what the repository does not define is external."""
        if scope not in table.defs or table.defs[scope].kind not in CALLABLE_KINDS:
            return None
        declared = [q for u, n, q in table.facts.usings if u == scope and n == name]
        if not declared or (table.path, scope, name) in self._using:
            return None
        self._using.add((table.path, scope, name))
        try:
            found = self._qualified(table, declared[0], scope)
        finally:
            self._using.discard((table.path, scope, name))
        return Sym(found) if found is not None else External(declared[0])

    def _used(self, table: FileTable, name: str, scope: str | None) -> tuple[Binding, float, str] | None:
        """``name`` through the C++ using-declarations (``using leveldb::Slice;``) and, failing
        those, the using-directives (``using namespace tinyxml2;``: only when one of them has it)
        of ``scope`` and the scopes around it."""
        for s in table.scope_chain(scope):
            here = [(n, q) for u, n, q in table.facts.usings if u == s and n in (name, "*")]
            for n, q in here:
                if n == name:
                    found = self._qualified(table, q, s)
                    if found is not None:
                        return Sym(found), 1.0, "using"
            spaces = {self._qualified(table, q, s) for n, q in here if n == "*"}
            hits = {ids[0] for ns in spaces if ns is not None
                    for ids in [self._member_seen(table, ns, name)] if ids}
            if len(hits) == 1:
                return Sym(hits.pop()), 0.9, "using namespace"
        return None

    def _qualified(self, table: FileTable, dotted: str, scope: str | None) -> str | None:
        """The symbol a qualified name (``leveldb.Slice``) names from ``scope``, or None.

        A C++ path led by a macro that names a namespace (PROJ's ``using namespace NS_PROJ::internal;``,
        ``#define NS_PROJ osgeo::proj``) is read with the macro's body in its place, and failing that
        without it: the namespaces such a macro opens in another header (``NS_PROJ_START``) are blanked
        where used, so what they enclose is indexed at file level.  So is a path led by an upper-case
        name the index does not know at all (a macro of a generated header)."""
        head, *rest = dotted.split(".")
        binding, _, _ = self.lookup(table, head, scope)
        found = binding.id if isinstance(binding, Sym) else None
        if binding is None and rest and table.lang.family == "c-family" and MACRO_WORD.fullmatch(head):
            # OpenEXR's ``OPENEXR_IMF_INTERNAL_NAMESPACE::Xdr``, the macro defined by a header its build
            # generates: no namespace the index knows
            return self._qualified(table, ".".join(rest), scope)
        if found is not None and self.symbols[found].kind not in table.lang.open_scopes and \
                table.lang.family == "c-family":   # ``#define NS spirv_cross`` beside ``namespace NS {``
            named = self._namespace_named(table, head)
            spelled = namespace_macro(self.table_of(found).def_of[found].signature) \
                if named is None and rest and self.symbols[found].kind == "constant" else ""
            if spelled:
                return None if spelled.split(".")[0] == head else \
                    self._qualified(table, ".".join([spelled, *rest]), scope) or \
                    self._qualified(table, ".".join(rest), scope)
            found = named or found
        for part in rest:
            ids = self._member_seen(table, found, part) if found is not None else None
            found = ids[0] if ids else None
        return found

    def _primary_first(self, merged: dict[str, list[str]]) -> dict[str, list[str]]:
        """An open scope's members with a class template's primary definition before its explicit
        specialisations (libspatialindex's ``template<> class PointerPool<RTree::Node>``, in a header
        included nearer than the template's own): a type written without its arguments known here
        names the template."""
        for name, ids in merged.items():
            if len(ids) > 1 and any(self.symbols[i].kind in TYPE_KINDS for i in ids):
                special = [i for i in ids if self.symbols[i].kind in TYPE_KINDS and
                           _SPECIALISED.match(self.table_of(i).def_of[i].signature)]
                if special and len(special) < len(ids):
                    merged[name] = [i for i in ids if i not in special] + special
        return merged

    @cached_property
    def _specialised_names(self) -> frozenset[str]:
        """The qualnames of C++ classes that an explicit specialisation (``template<> class X<A>``) defines."""
        return frozenset(s.qualname for t in self.tables.values() if t.lang.name == "cpp" for s in t.symbols
                         if s.kind in TYPE_KINDS and s.id in t.def_of and _SPECIALISED.match(t.def_of[s.id].signature))

    def instance_class(self, table: FileTable, scope: str | None, cls: str, argument: str) -> str:
        """C++: of a namespace's class template definitions visible from ``table`` (its primary and explicit
        specialisations, one qualname to the index), the one an instance of ``cls`` whose one argument is written
        ``argument`` names: the specialisation for that argument's class, else the primary (libspatialindex's
        ``Tools::PointerPool<Region> m_regionPool`` beside ``template<> class PointerPool<RTree::Node>``, nearer);
        ``cls`` when that cannot be told."""
        sym = self.symbols[cls]
        outer = self.symbols.get(sym.parent or "")
        if sym.qualname not in self._specialised_names or outer is None or outer.kind != "namespace":
            return cls
        ids = [i for i in self._members_seen_from(table, outer.id).get(sym.name, [])
               if self.symbols[i].kind == sym.kind]
        special = [i for i in ids if _SPECIALISED.match(self.table_of(i).def_of[i].signature)]
        primary = [i for i in ids if i not in special]
        wanted = self.resolve_type(table, argument, scope)
        for sid in special:
            written = re.search(rf"\b(?:class|struct)\s+{re.escape(sym.name)}\s*<(.+)>\s*(?::[^:]|$)",
                                self.table_of(sid).def_of[sid].signature.strip(), re.DOTALL)
            given = top_level(written.group(1)) if written is not None else []
            if len(given) != 1:
                return cls
            if wanted is not None and self.resolve_type(self.table_of(sid), given[0].strip(),
                                                        outer.qualname) == wanted:
                return sid
        return primary[0] if len(primary) == 1 else cls

    def _namespace_named(self, table: FileTable, name: str) -> str | None:
        """A top-level namespace ``name`` of ``table``'s file or a file it includes, nearest first:
        what a using-directive names when a macro of the same name (``#define SPIRV_CROSS_NAMESPACE
        spirv_cross``, the namespace opened as ``namespace SPIRV_CROSS_NAMESPACE {``) shadows it."""
        for path in [table.path, *self._wildcard_files(table)]:
            for sid in self.tables[path].children.get(None, {}).get(name, []):
                if self.symbols[sid].kind == "namespace":
                    return sid
        return None

    def _members_seen_from(self, table: FileTable, sid: str) -> dict[str, list[str]]:
        """A scope's members; a namespace's as ``table``'s file sees it: in that file and every
        file it includes (``leveldb`` of cache.h, status.h, db.h ... for ``using leveldb::Status;``)."""
        sym = self.symbols[sid]
        if sym.kind not in table.lang.open_scopes:
            return self.members(sid)
        key = (table.path, sym.qualname)
        known = self._seen_from.get(key)
        if known is None:
            known = self._seen_from[key] = {}
            reopened = []
            for path in [table.path, *self._wildcard_files(table)]:
                other = self.tables[path]
                if self._same_scope(other, sym):
                    reopened.append(other)
                    for name, ids in other.children.get(sym.qualname, {}).items():
                        known.setdefault(name, []).extend(i for i in ids if i not in known[name])
            self._primary_first(known)
            self._add_declared_usings(sym, reopened, known)
        return known

    def _member_seen(self, table: FileTable, sid: str, name: str) -> list[str] | None:
        """``name`` in the scope ``sid`` as qualified lookup finds it from ``table``'s file: its own
        members (:meth:`_members_seen_from`), failing those, in C++, the members of the namespaces its
        using-directives nominate, transitively, nearest first ([namespace.qual]: Alembic's
        ``Alembic::Abc::ICompoundProperty``, declared in ``namespace Abc { namespace ALEMBIC_VERSION_NS {
        ... } using namespace ALEMBIC_VERSION_NS; }``).  A name that two namespaces of one step declare
        differently is not taken."""
        ids = self._members_seen_from(table, sid).get(name)
        if ids or table.lang.name != "cpp" or self.symbols[sid].kind != "namespace":
            return ids
        for step in self._nominated_steps(table, sid):
            hits = {found[0]: found for space in step if (found := self._members_seen_from(table, space).get(name))}
            if hits:
                return next(iter(hits.values())) if len(hits) == 1 else None
        return None

    def _nominated_steps(self, table: FileTable, sid: str) -> list[list[str]]:
        """The namespaces the using-directives of namespace ``sid`` nominate, as ``table``'s file sees
        them (in it and the files it includes), then those theirs nominate, and so on: one list per
        step, each namespace once, at most ``MAX_DIRECTIVE_STEPS`` steps (memoised)."""
        key = (table.path, sid)
        steps = self._nominated.get(key)
        if steps is None:
            steps = self._nominated[key] = []   # the guard against lookups in progress
            seen, step = {sid}, [sid]
            files = [other for other in (self.tables[path] for path in [table.path, *self._wildcard_files(table)])
                     if any(n == "*" for _, n, _ in other.facts.usings or ())]
            while step and files and len(steps) < MAX_DIRECTIVE_STEPS:
                nominated: list[str] = []
                for space in step:
                    sym = self.symbols[space]
                    for other in files:
                        for scope, n, dotted in other.facts.usings if self._same_scope(other, sym) else ():
                            used = self._qualified(other, dotted, scope) \
                                if scope == sym.qualname and n == "*" else None
                            if used is not None and used not in seen and self.symbols[used].kind == "namespace":
                                seen.add(used)
                                nominated.append(used)
                if nominated:
                    steps.append(nominated)
                step = nominated
        return steps

    def _add_declared_usings(self, sym: Symbol, reopened: list[FileTable], known: dict[str, list[str]]) -> None:
        """The names a namespace's using-declarations bring in (``namespace cctz { using
        detail::get_weekday; }``: ``cctz::get_weekday``), in the files that reopen it, added to
        ``known`` where it has no member of that name; then, where it has none either, the members of
        its inline namespaces (``namespace google { inline namespace glog_internal_namespace_ {``:
        ``google::AlsoErrorWrite``), a name only where one of them declares it (two namespaces'
        overloads are not merged into one set).  A using-directive (``using namespace d1;``) is not
        followed here: the names it brings belong to the nearest namespace enclosing both, which
        lookup does not model (oneTBB's ``d2`` would see ``d1::throw_exception`` before ``detail``'s); but
        the one directive of a namespace with nothing else is followed: such a namespace is an alias of
        the one it names (AsmJit's ``namespace host { using namespace x86; }``)."""
        inline = []
        for other in reopened:
            for scope, name, dotted in other.facts.usings or ():
                if scope != sym.qualname or name in (MACRO_NAMESPACE, PASTING_MACRO, DECLARING_MACRO, "*"):
                    continue
                if name == INLINE_NAMESPACE:
                    inline.append((other, dotted))
                elif name not in known and (found := self._qualified(other, dotted, scope)) is not None:
                    known[name] = [found]
        added: dict[str, list[str]] = {}
        for other, dotted in inline:
            used = self._qualified(other, dotted, sym.qualname)
            if used is not None and used != sym.id and self.symbols[used].kind == "namespace":
                for name, ids in self._members_seen_from(other, used).items():
                    if name not in known:
                        added.setdefault(name, []).extend(i for i in ids if i not in added[name])
        # (not a name two inline namespaces declare: each has its own overloads)
        known.update((name, ids) for name, ids in added.items()
                     if len({self.symbols[i].qualname.rpartition(".")[0] for i in ids}) == 1)
        directives = [(other, dotted) for other in reopened for scope, name, dotted in other.facts.usings or ()
                      if scope == sym.qualname and name == "*"]
        if not known and len(directives) == 1:   # AsmJit's ``namespace host { using namespace x86; }``: an alias
            other, dotted = directives[0]
            used = self._qualified(other, dotted, sym.qualname)
            if used is not None and used != sym.id and self.symbols[used].kind == "namespace":
                known.update(self._members_seen_from(other, used))
            elif used is None:   # a namespace macros open (``ASMJIT_BEGIN_SUB_NAMESPACE(x86)``): the file level of
                for path in [other.path, *self._wildcard_files(other)]:   # the files opening it (not a64's)
                    if any(n == MACRO_NAMESPACE and (q == dotted or q.endswith("." + dotted))
                           for _, n, q in self.tables[path].facts.usings or ()):
                        for name, ids in self.tables[path].children.get(None, {}).items():
                            known.setdefault(name, list(ids))

    def resolve_type(self, table: FileTable, type_text: str, scope: str | None, depth: int = 0) -> str | None:
        """The class id a type expression names, if in the repository (the linker's)."""
        raise NotImplementedError


# A C++ type as written, with the file and scope that read it and what the template parameters
# around it stand for (:meth:`Namespace._parameter_bases`).
_Term = tuple[str, FileTable, "str | None", "dict[str, _Term]"]


def _bound(term: _Term) -> _Term:
    """``term``, or what it stands for when it is one of the template parameters around it."""
    text, _, _, given = term
    return given.get(text.strip(), term)
