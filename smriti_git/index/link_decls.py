"""C and C++ declarations joined to their definitions, for the linker.

A prototype in a header (``int helper(int x);``) and a method declared in a class body
(``double area() const;``) are :attr:`~smriti_git.index.facts.Definition.declaration` s:
the function itself is defined elsewhere (``int helper(int x) { ... }`` in a ``.c``
file, ``double Shape::area() const { ... }`` in a ``.cpp`` file).  Calls resolve to the
declaration the caller can see; :class:`DeclarationJoin` says which definition that
declaration stands for, so the linker can point the call at the definition and record a
``DECLARES`` edge from the declaration to it.

A definition matches a declaration when both are callables of the C family with the
same qualified name (namespaces and classes included: ``ns.Shape.area``), the
definition is not a macro, not ``static`` or in an anonymous namespace (internal linkage: it never
matches another file's prototype), and, when the definition is C++ and both arities are
known, they take the same largest number of arguments (default arguments are written
only in the declaration; C has no overloads, and its ``int f();`` leaves the parameters
unsaid).  A definition written with a qualified name under ``using namespace``
(``Shape::area`` for ``ns::Shape::area``) matches by that suffix when nothing matches
exactly.  Several definitions of one C function in one file are
``#if`` variants of it, and the first stands for them.  Several matching definitions
(one name defined for two programs of one repository) are narrowed to those whose file
includes the declaring file, directly or through included headers; if still several (or
none of them includes it), the join is ambiguous and every match is a candidate, never a
guess.

Also the choice among C++ overloads of one arity where it is certain: by the object's
constness (:func:`by_constness`), by the arguments' types (:func:`by_argument_texts`: exact
matches, a template that alone deduces them, a template whose parameter pattern cannot), and
by an rvalue argument between ``const T&`` and ``T&&`` (:func:`by_rvalues`).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from smriti_git.index.facts import Definition
from smriti_git.index.languages.cpp_args import parameter_types, top_level
from smriti_git.index.link_tables import FileTable
from smriti_git.model.code import CALLABLE_KINDS, Edge, Symbol

FAMILY = "c-family"
MAX_INCLUDE_FILES = 2000   # how many files one file's include closure may reach before it is cut


@dataclass(frozen=True)
class Join:
    """The definitions of one declaration: ``resolved`` when exactly one is certain."""

    definitions: tuple[str, ...]
    resolved: bool
    confidence: float = 1.0
    reason: str = ""


class DeclarationJoin:
    """Declarations of the C family and the definitions they stand for, computed once."""

    def __init__(self, tables: Mapping[str, FileTable], symbols: Mapping[str, Symbol],
                 includes: Callable[[str], Iterable[str]]) -> None:
        self._tables = tables
        self._symbols = symbols
        self._includes = includes                   # a file's directly included files (resolved)
        self._by_name: dict[str, list[tuple[str, str, str]]] = defaultdict(list)  # last name -> (qualname, id, path)
        self._scanned = False
        self._joins: dict[str, Join | None] = {}
        self._closure: dict[str, frozenset[str]] = {}

    def _scan(self) -> None:
        """By last name, every definition that may match a declaration: once, when the first
        declaration is joined (a repository without C or C++ declarations never pays for it)."""
        if self._scanned:
            return
        self._scanned = True
        for path, table in self._tables.items():
            if table.lang.family != FAMILY:
                continue
            for sid, d in table.def_of.items():
                if d.kind in CALLABLE_KINDS and not d.declaration and d.exported and not d.is_test \
                        and not d.signature.startswith("#define"):   # a function-like macro is no definition
                    self._by_name[_last(d.qualname)].append((d.qualname, sid, path))

    def of(self, table: FileTable, sid: str) -> Join | None:
        """The join of declaration ``sid`` of ``table`` (``None``: not a declaration, or no
        definition in the repository)."""
        if sid in self._joins:
            return self._joins[sid]
        d = table.def_of.get(sid)
        join = None
        if d is not None and d.declaration and table.lang.family == FAMILY:
            join = self._join(table, sid)
        self._joins[sid] = join
        return join

    def share_default_arguments(self) -> None:
        """C++ default arguments are written in the declaration only (``void SameLine(float x =
        0.0f);`` in the header, ``void ImGui::SameLine(float x) { ... }`` in the ``.cpp`` file):
        a definition its declaration joins takes as few arguments as that declaration says, so
        that ``SameLine()`` fits the definition it reaches.  Once, before any call is linked."""
        for table in self._tables.values():
            if table.lang.name != "cpp":
                continue
            for sid, (low, high) in list(table.arity.items()):
                if not (0 <= low < high or high < 0 <= low) or not table.def_of[sid].declaration:
                    continue
                join = self.of(table, sid)
                if join is None or not join.resolved or join.definitions[0] not in self._symbols:
                    continue
                target = join.definitions[0]
                theirs = self._tables[self._symbols[target].path].arity
                if target in theirs and low < theirs[target][0]:
                    theirs[target] = (low, theirs[target][1])

    def _of_target(self, edge: Edge) -> Join | None:
        sym = self._symbols.get(edge.dst or "")
        return self.of(self._tables[sym.path], sym.id) if sym is not None else None

    def defined(self, edge: Edge) -> Edge:
        """``edge`` pointed at the definition of the declaration it reaches when exactly one
        definition is certain; otherwise ``edge`` as it is."""
        join = self._of_target(edge)
        if join is None:
            return edge
        if not join.resolved:
            own = self._own(edge, join)
            return edge if own is None else Edge(edge.kind, edge.src, own, edge.resolved, edge.confidence, edge.line,
                                                 edge.target, edge.reason, edge.col)
        return Edge(edge.kind, edge.src, join.definitions[0], edge.resolved,
                    round(edge.confidence * join.confidence, 3), edge.line, edge.target, edge.reason, edge.col)

    def _own(self, edge: Edge, join: Join) -> str | None:
        """Of several definitions of one declaration (two programs of one repository: ninja's
        ``lexer.cc`` and its re2c input ``lexer.in.cc``), the one in the caller's own file: the
        program that holds the caller holds that definition (a file cannot be linked with a
        second one), so the call reaches it; None when the caller's file defines none or more."""
        caller = self._symbols.get(edge.src)
        path = caller.path if caller is not None else edge.src
        own = [d for d in join.definitions if d in self._symbols and self._symbols[d].path == path]
        return own[0] if len(own) == 1 else None

    def undecided(self, edge: Edge) -> list[Edge]:
        """Candidate edges to each definition of a declaration that several definitions match."""
        join = self._of_target(edge)
        if join is None or join.resolved or self._own(edge, join) is not None:
            return []
        return [Edge(edge.kind, edge.src, d, False, join.confidence, edge.line, edge.target, join.reason, edge.col)
                for d in join.definitions]

    def _join(self, table: FileTable, sid: str) -> Join | None:
        d = table.def_of[sid]
        arity = d.arity

        def fits(other_id: str, path: str) -> bool:
            if arity is None or self._tables[path].lang.name != "cpp":
                return True   # C has no overloads (and ``int f();`` leaves its parameters unsaid)
            theirs = self._tables[path].def_of[other_id].arity
            return theirs is None or theirs[1] == arity[1]

        self._scan()
        named = [(q, i, p) for q, i, p in self._by_name.get(_last(d.qualname), ()) if fits(i, p)]
        exact = [(i, p) for q, i, p in named if q == d.qualname]
        confidence = 1.0
        suffixed = [(i, p) for q, i, p in named if "." in q and d.qualname.endswith("." + q)]
        if not exact or (suffixed and table.lang.name == "cpp" and not self._same_parameters(d, exact)
                         and self._same_parameters(d, suffixed)):
            # ``using namespace ns; double Shape::area()`` defines ``ns::Shape::area`` (also beside
            # inline templates of the name in the class, when only it has the declared parameters)
            exact, confidence = suffixed, 0.9
        if not exact:
            return None
        if len({p for _, p in exact}) == 1 and self._tables[exact[0][1]].lang.name == "c":
            exact = [min(exact)]   # ``#ifdef`` variants of one C function (C has no overloads): the first
        if len(exact) > 1 and table.lang.name == "cpp":   # overloads of one arity: the parameter types
            mine = _std_dropped(parameter_types(d.signature))   # ``std::string*`` is ``string*`` under ``using``
            typed = [(i, p) for i, p in exact
                     if _std_dropped(parameter_types(self._tables[p].def_of[i].signature)) == mine]
            exact = typed or exact
            if typed and len({p for _, p in typed}) == 1 and len(
                    {template_head(self._tables[p].def_of[i].signature) for i, p in typed}) == 1:
                exact = [min(typed)]   # ``#if`` variants of one C++ definition in one file: the first
        if len(exact) == 1:
            return Join((exact[0][0],), True, confidence)
        including = [(i, p) for i, p in exact if table.path in self.included_by(p)]
        if len(including) == 1:
            return Join((including[0][0],), True, confidence * 0.95)
        several = sorted(i for i, _ in (including or exact))
        return Join(tuple(several), False, round(0.5 / len(several), 3), "several definitions")

    def _same_parameters(self, d: Definition, found: list[tuple[str, str]]) -> bool:
        """Whether one of ``found`` (definition id, path) takes the parameter types ``d`` declares."""
        mine = _std_dropped(parameter_types(d.signature))
        return any(_std_dropped(parameter_types(self._tables[p].def_of[i].signature)) == mine for i, p in found)

    def included_by(self, path: str) -> frozenset[str]:
        """Every file ``path`` includes, directly or through the files it includes."""
        known = self._closure.get(path)
        if known is not None:
            return known
        seen: set[str] = set()
        stack = [path]
        while stack and len(seen) < MAX_INCLUDE_FILES:
            for other in self._includes(stack.pop()):
                if other not in seen:
                    seen.add(other)
                    stack.append(other)
        self._closure[path] = frozenset(seen)
        return self._closure[path]


def _std_dropped(types: tuple[str, ...]) -> tuple[str, ...]:
    """Parameter types with ``std::`` dropped: a header writes ``std::string*``, its ``.cc`` file
    (``using namespace std;``) ``string*`` for the same parameter; and a by-value parameter's
    ``const``, which is no part of the function's type (``set(const int x)`` declared,
    ``set(int x)`` defined)."""
    dropped = tuple(re.sub(r"(?<![\w:])(?:::)?std::", "", t) for t in types)
    return (*(_value_const_dropped(t) for t in dropped[:-1]), *dropped[-1:])   # the last: the method's qualifiers


def _value_const_dropped(written: str) -> str:
    return written[5:] if written.startswith("const") and not any(c in written for c in "*&<[(") else written


def _last(qualname: str) -> str:
    """The last part of a qualified name (an out-of-line method's own ``name`` is ``Foo.bar``)."""
    return qualname.rpartition(".")[2]


def one_per_parameter_list(ids: list[str], symbols: Mapping[str, Symbol],
                           definition: Callable[[str], Definition]) -> list[str]:
    """Overloads of one file with the parameters written alike are one function declared twice
    (``#if`` / ``#else`` prototypes, one with ``__attribute__``): the first of each stands for it."""
    if len(ids) < 2:
        return ids
    firsts = list(dict.fromkeys(standing_for(ids, symbols, definition).values()))
    return firsts if len(firsts) < len(ids) else ids


def primary_templates(ids: list[str], definition: Callable[[str], Definition]) -> list[str]:
    """Same-named callables without the explicit specialisations of a function template among them
    (``template<> uint16_t endian_swap<uint16_t, uint16_t>(...)``) when the template itself is
    there: a call names the template, and the compiler picks the specialisation."""
    full = [sid for sid in ids if _SPECIALISATION.match(definition(sid).signature)]
    return [sid for sid in ids if sid not in full] if full and len(full) < len(ids) else ids


_SPECIALISATION = re.compile(r"\s*template\s*<\s*>")


def standing_for(ids: Iterable[str], symbols: Mapping[str, Symbol],
                 definition: Callable[[str], Definition]) -> dict[str, str]:
    """Each of ``ids`` (same-named callables) and the one that stands for it: the first of those
    of its file with the parameters written alike (``#if`` / ``#else`` variants of one function)."""
    seen: dict[tuple[str, str], str] = {}
    return {sid: seen.setdefault((symbols[sid].path, _parameters(definition(sid).signature)), sid) for sid in ids}


def distinct_overloads(ids: list[str], definition: Callable[[str], Definition]) -> list[str]:
    """Same-named callables of one namespace, from any files: one per parameter list (a header's
    prototype and its definition in a ``.cpp`` file are one function), the first of each."""
    seen: dict[tuple[tuple[str, ...], str], str] = {}
    for sid in ids:
        seen.setdefault(overload_key(definition(sid).signature), sid)
    return list(seen.values())


def overload_key(signature: str) -> tuple[tuple[str, ...], str]:
    """What tells C++ overloads apart: the parameters' types (names and default arguments differ
    between a declaration and its definition; ``std::`` dropped) and the template head."""
    return _std_dropped(parameter_types(signature)), template_head(signature)


def _parameters(signature: str) -> str:
    """The parameter list of a C-family signature without spaces, and the qualifiers after it
    (``(constintindex)const``: C++'s ``const`` overload of a method is another function); for a
    template, its head too (``template <class T, enable_if_t<...>>``: templates told apart by
    their constraints alone are overloads, not one function written twice)."""
    start = signature.find("(")
    depth = 0
    for i in range(max(start, 0), len(signature)):
        depth += {"(": 1, ")": -1}.get(signature[i], 0)
        if depth == 0 and start >= 0:
            after = re.findall(r"\bconst\b|\bvolatile\b|&&?", signature[i + 1:].split("{")[0])
            return template_head(signature) + "".join(signature[start:i + 1].split()) + "".join(after)
    return signature


_TYPE_PARAMETER = re.compile(r"(?:typename|class)([A-Za-z_]\w*)(?:=.*)?")   # in a head without spaces


def explicit_result(signature: str, explicit: str) -> str:
    """The type a function template gives when its result is one of its type parameters, bare or
    as a pointer or reference, and a call names that parameter explicitly (``To downCast(From&)``
    called ``downCast<const Tr&>(x)``: ``Tr``; ``T* Cast(AST_Node*)`` called ``Cast<Block>(n)``:
    ``Block``); '' else (the result names no parameter, a non-type parameter comes first)."""
    names, after = template_parameters(signature)
    words = after.replace("*", " * ").replace("&", " & ").split()[:-1]   # the result, without the name
    result = [w for w in words if w not in ("const", "*", "&", "typename")]
    if len(result) != 1 or result[0] not in names:
        return ""
    given = [w for w in top_level(explicit) if w]
    at = names.index(result[0])
    return re.sub(r"^(?:const)?(.*?)(?:const)?[*&]*$", r"\1", given[at]) if at < len(given) else ""


def template_parameters(signature: str) -> tuple[list[str], str]:
    """A function template's type parameters in order ('' for a non-type one: ``template <int N,
    class T>`` -> ``["", "T"]``) and what its signature writes between the head and the parameter
    list (the result and the name); ``([], "")`` for no template."""
    before = _SPECIFIERS.sub(" ", signature[:signature.find("(")]).strip()
    if not before.startswith("template"):
        return [], ""
    depth, close = 0, -1
    for at, char in enumerate(before):
        depth += (char == "<") - (char == ">")
        if depth == 0 and char == ">":
            close = at
            break
    parameters = [p for p in top_level("".join(before[before.find("<") + 1:close].split())) if p]
    return [m.group(1) if (m := _TYPE_PARAMETER.fullmatch(p)) else "" for p in parameters], before[close + 1:]


def template_head(signature: str) -> str:
    """What a template's signature writes before its parameter list, without spaces and without
    the specifiers a declaration and its definition may write differently (``inline``,
    ``constexpr``, attributes: bx's ``constexpr Ty bitCast(...)`` declared, ``inline constexpr Ty
    bitCast(...)`` defined); '' else."""
    if not signature.lstrip().startswith("template"):
        return ""
    return "".join(_SPECIFIERS.sub(" ", signature[:signature.find("(")]).split())


_SPECIFIERS = re.compile(r"\b(?:inline|constexpr|consteval|constinit|static|extern|virtual|explicit|friend|"
                         r"__forceinline)\b|\[\[[^\[\]]*\]\]")


def c_types(tables: Mapping[str, FileTable]) -> dict[str, list[str]]:
    """C and C++ classes, structs and unions by qualified name, across the repository."""
    out: dict[str, list[str]] = defaultdict(list)
    for table in tables.values():
        if table.lang.family == FAMILY:
            for sid, d in table.def_of.items():
                if d.kind in ("class", "struct") and not d.is_test:
                    out[d.qualname].append(sid)
    return out


def forward_declared(types: Mapping[str, list[str]], table: FileTable, type_text: str, scope: str | None) -> str | None:
    """A C++ class named where only its forward declaration is seen (``class VersionSet;`` in
    ``db.h``, defined in ``version_set.h`` which the ``.cc`` files include): the one class of
    that name in the enclosing classes and namespaces anywhere in the repository, if only one.  The
    class of a method defined out of line is one of them (``struct DBImpl::CompactionState { ... }``
    in ``db_impl.cc``, named ``CompactionState`` in ``void DBImpl::Cleanup(CompactionState* c)``),
    and so is the class a field is declared in (``std::unique_ptr<FilePrivate> d;`` in ``class
    File``, defined as ``class APE::File::FilePrivate { ... }`` in ``apefile.cpp``).  A class
    defined under ``using namespace TagLib;`` with a qualified name is known by what it wrote
    (``APE.File.FilePrivate``) and matches the full name by that suffix, when only one does."""
    name = type_text.replace("::", ".").strip(".")
    if not re.match(r"^[\w.]+$", name):
        return None
    chain = [s for s in table.scope_chain(scope) if s is not None]
    owners = [s.rpartition(".")[0] for s in chain if "." in s and table.defs[s].kind in CALLABLE_KINDS]
    spaces = [*dict.fromkeys([*owners, *(s for s in chain if table.defs[s].kind not in CALLABLE_KINDS)])]
    if spaces and "." in spaces[-1]:   # ``class Matroska::Element::ElementPrivate { ... }``: in Matroska::Element
        outer = spaces[-1].split(".")
        spaces += [".".join(outer[:i]) for i in range(len(outer) - 1, 0, -1)]
    directives = [q for u, n, q in table.facts.usings or () if u is None and n == "*"]
    for prefix in [*spaces, None]:
        full = f"{prefix}.{name}" if prefix else name
        found = types.get(full, [])
        if not found and prefix:
            found = next((types[part] for part in _proper_suffixes(full, name) if part in types), [])
        if not found and prefix:   # the same, written under ``using namespace TagLib;``
            found = next((types[f"{d}.{full}"] for d in directives if f"{d}.{full}" in types), [])
        if found:
            return found[0] if len(found) == 1 else None
    return None


def _proper_suffixes(full: str, name: str) -> list[str]:
    """The dotted suffixes of ``full`` longer than ``name``, longest first (``a.b.c.D``, ``D``
    -> ``b.c.D``, ``c.D``)."""
    parts = full.split(".")
    size = len(name.split("."))
    return [".".join(parts[i:]) for i in range(1, len(parts) - size)]


def is_const_method(signature: str) -> bool:
    """Whether a C++ method's signature is ``const``-qualified (``int size() const``)."""
    types = parameter_types(signature)
    return bool(types) and "const" in types[-1]


def by_constness(ids: list[str], definition: Callable[[str], Definition], const: bool | None) -> list[str]:
    """C++ overloads of one arity told apart by the object's constness, as the compiler does: a
    ``const`` object calls only ``const`` methods; a non-``const`` object calls the non-``const``
    overload where one is declared with the same parameters as a ``const`` one (the better match:
    ``Node* First()`` over ``const Node* First() const``).  ``ids`` unchanged when the object's
    constness is unknown (None), no overload is ``const``, or one has a ref-qualifier (``&``)."""
    if const is None or len(ids) < 2:
        return ids
    types = {sid: parameter_types(definition(sid).signature) for sid in ids}
    if any(not t or "&" in t[-1] for t in types.values()) or not any("const" in t[-1] for t in types.values()):
        return ids
    if const:
        kept = [sid for sid in ids if "const" in types[sid][-1]]
    else:
        mutable = {types[sid][:-1] for sid in ids if "const" not in types[sid][-1]}
        kept = [sid for sid in ids if "const" not in types[sid][-1] or types[sid][:-1] not in mutable]
    return kept or ids


def by_rvalues(ids: list[str], definition: Callable[[str], Definition], rvalues: list[bool]) -> list[str]:
    """C++ overloads of one arity that differ only where one takes ``const T&`` and another ``T&&``
    (``push_back(const T&)`` and ``push_back(T&&)``): an rvalue argument there (``rvalues``:
    ``link_cpp_args.rvalues``) binds ``T&&``, the better match, whatever ``T`` is.  ``ids``
    unchanged when they differ otherwise, or an argument there is not known to be an rvalue (an
    lvalue of another type than ``T`` would bind ``T&&`` too, through a temporary)."""
    if len(ids) < 2 or not any(rvalues):
        return ids
    params: dict[str, tuple[str, ...]] = {}
    for sid in ids:
        types = parameter_types(definition(sid).signature)
        if not types:
            return ids
        params[sid] = types
    if len({p[-1] for p in params.values()}) > 1 or len({len(p) for p in params.values()}) > 1:
        return ids   # other qualifiers, or parameter packs: not this pair
    kept = list(ids)
    for i in range(len(next(iter(params.values()))) - 1):
        at = {params[sid][i] for sid in kept}
        if len(at) == 1:
            continue
        if i >= len(rvalues) or not rvalues[i] or len({_referred(p) for p in at}) != 1 or \
                not all(p.endswith("&&") or (p.startswith("const") and p.endswith("&")) for p in at):
            return ids
        kept = [sid for sid in kept if params[sid][i].endswith("&&")]
    return kept if len(kept) == 1 else ids


def _referred(param: str) -> str:
    """``constT&`` and ``T&&`` -> ``T``."""
    return param.removeprefix("const").rstrip("&")


def _deduces(head: str, params: list[str], args: list[str]) -> bool:
    """Whether a template of one type parameter whose parameters are all that parameter (``T a``,
    ``const T& a``) takes ``args`` exactly: every argument known and of one type.  No other
    overload matching exactly, it is the best match (an exact match beats any conversion)."""
    name = _type_parameter(head)   # ``template<typenameT>inlineT``
    if name is None or len(params) != len(args) or not all(args) or len({_unqualified(a) for a in args}) != 1:
        return False
    return all(p in (name, f"const{name}&", f"const{name}") for p in params)


def _type_parameter(head: str) -> str | None:
    """The one type parameter of a template head (``template<typenameT>``), also when the others
    are defaulted and appear in no parameter (``template<classT,std::enable_if_t<...,bool>=true>``:
    a constraint, which an argument that compiles meets); None else."""
    if not head.startswith("template<"):
        return None
    depth, end = 0, -1
    for i in range(len("template"), len(head)):
        depth += {"<": 1, ">": -1}.get(head[i], 0)
        if depth == 0:
            end = i
            break
    if end < 0:
        return None
    first, *rest = top_level(head[len("template<"):end])
    one = re.fullmatch(r"(?:typename|class)([A-Za-z_]\w*)", first)
    if one is None or any("=" not in r or r.startswith(("typename", "class")) for r in rest):
        return None
    return one.group(1)


def _other_template(head: str, params: list[str], at: int, arg: str) -> bool:
    """Whether a function template's parameter ``at`` written as another template's instance of its
    own type parameters (``constArray<T,A>&``) cannot be deduced from an argument of a built-in
    type or a pointer (deduction takes no conversion).  Not where another parameter deduces
    those type parameters alone (bx's ``max(const Ty&, const TypeIdentityType<Ty>&)``: the
    second is then ``Ty`` itself, whatever alias writes it)."""
    core, given = _unqualified(params[at]), _unqualified(arg)
    if "<" not in core or not (given in _ARITHMETIC or given.endswith("*")) or head.count("<") != head.count(">"):
        return False   # a head cut short by a macro's parentheses: its parameters are misread too
    own = set(re.findall(r"(?:typename|class)([A-Za-z_]\w*)", head)) & set(re.findall(r"\w+", core[core.find("<"):]))
    elsewhere = {_unqualified(p).rstrip("*").removesuffix("...") for i, p in enumerate(params) if i != at}
    return bool(own) and not own & elsewhere


_NUMBERS = frozenset({"char", "signedchar", "unsignedchar", "wchar_t", "char16_t", "char32_t", "short", "int",
                      "unsigned", "unsignedint", "long", "unsignedlong", "longlong", "unsignedlonglong", "size_t",
                      "float", "double"})


def _cannot_take(param: str, arg: str) -> bool:
    """No conversion takes an argument of type ``arg`` to a parameter ``param``, for certain: a
    ``va_list`` takes only a ``va_list`` (``Error(fmt, ...)`` beside ``Error(fmt, va_list)``,
    called with a string), a ``std::initializer_list`` only a braced list (``Special(std::initializer_list<char>)``
    beside ``Special(std::string_view)``, called with a string), and a number (``bool`` aside) no
    pointer (``Character(char)`` beside ``Character(std::string_view)``)."""
    core, given = _unqualified(param), _unqualified(arg)
    if core == "va_list":
        return given != "va_list"
    if "initializer_list<" in core:
        return "initializer_list<" not in given
    return given.endswith("*") and core in _NUMBERS


def _unqualified(written: str) -> str:
    """A parameter or argument type as overload resolution compares it: top-level ``const`` and a
    reference dropped (``constSlice&``, ``Sliceconst&``: ``Slice``; ``char*const``: ``char*``); a
    pointee's kept."""
    core = written.removesuffix("const") if written.endswith("*const") else written
    if core.endswith(("const&", "const&&")) and "*" not in core:
        core = core.rstrip("&").removesuffix("const")
    core = core.rstrip("&")
    return core[5:] if core.startswith("const") and "*" not in core else core


def _copies(d: Definition, params: list[str], arg: str) -> bool:
    """Whether ``d`` is a copy or move constructor (one parameter, a reference to its own class)
    called with what no such constructor takes: a number, a pointer (a string literal) or a
    standard library object, never an object of the class (``IllegalArgumentException("bad")``
    calls the constructor from a string, not the copy constructor: C++ allows no user-defined
    conversion to reach it)."""
    if len(params) != 1 or not params[0].endswith("&") or not arg:
        return False
    core = _unqualified(params[0]).rpartition("::")[2]
    own = d.parent is not None and d.parent.rpartition(".")[2] == d.name
    given = _unqualified(arg)
    return own and core == d.name and (given.endswith("*") or given in _ARITHMETIC or given.startswith("std::"))


def _by_indirection(ids: list[str], params: dict[str, list[str]], signatures: dict[str, str], args: list[str],
                    differing: list[int]) -> list[str]:
    """Function templates told apart by taking a pointer to a deduced type or something else
    (antlr's ``To downCast(From* from)`` beside ``To downCast(From& from)``, ``bool is(T2* obj)``
    beside ``bool is(Ref<T2> const& obj)``): a pointer argument calls the first (more specialised
    than ``T&``; ``Ref<T2>`` is not deduced from a pointer), an object of a class the others (no
    ``T*`` is deduced from it); ``ids`` unchanged else."""
    deduced = {sid: template_parameters(signatures[sid])[0] for sid in ids}
    if len(differing) != 1 or not all(deduced.values()) or not args[differing[0]]:
        return ids
    at, arg = differing[0], args[differing[0]]
    forms = {sid: params[sid][at] if at < len(params[sid]) else "" for sid in ids}
    pointers = [sid for sid, p in forms.items()
                if (m := re.fullmatch(r"(?:const)?([A-Za-z_]\w*)\*", p)) and m.group(1) in deduced[sid]]
    others = [sid for sid in ids if sid not in pointers and "*" not in forms[sid]]
    if len(pointers) + len(others) != len(ids) or not pointers or not others:
        return ids
    if arg.endswith("*"):
        return pointers if len(pointers) == 1 else ids
    named = re.fullmatch(r"(?:const)?[A-Za-z_][\w:]*(?:<.*>)?", arg) is not None and \
        _unqualified(arg) not in _ARITHMETIC
    return others if named and len(others) == 1 else ids


def by_argument_texts(ids: list[str], definition: Callable[[str], Definition], args: list[str],
                      lvalues: list[bool] | None = None) -> list[str]:
    """C++ overloads of one arity told apart by the arguments' types where those are certain
    (``cpp_args``): the one overload whose parameters are exactly the arguments' types wherever
    the overloads differ (an exact match beats every promotion or conversion), ``ids`` unchanged
    when an argument there is unknown, none or several match exactly, or the match would bind a
    non-``const`` reference to what is not a non-``const`` lvalue (``lvalues``: which arguments are
    a variable, a member or an element: a literal, a call's result or a ``const`` value cannot
    bind).  An overload that cannot take a known argument at all is left out first (:func:`_cannot_take`)."""
    if len(ids) < 2 or not args:
        return ids
    params: dict[str, list[str]] = {}
    for sid in ids:
        types = parameter_types(definition(sid).signature)
        if not types:
            return ids
        params[sid] = list(types[:-1])
    kept = [sid for sid in ids if not any(i < len(params[sid]) and arg and (
        _cannot_take(params[sid][i], arg) or _other_template(template_head(definition(sid).signature),
                                                             params[sid], i, arg))
        for i, arg in enumerate(args)) and not _copies(definition(sid), params[sid], args[0])]
    if len(kept) == 1:
        return kept
    if kept and len(kept) < len(ids):
        ids, params = kept, {sid: params[sid] for sid in kept}
    differing = [i for i in range(len(args)) if len({tuple(p[i:i + 1]) for p in params.values()}) > 1]
    if not differing or any(not args[i] for i in differing):
        return ids
    exact = [sid for sid in ids if all(i < len(params[sid]) and _unqualified(params[sid][i]) == _unqualified(args[i])
                                       for i in differing)]
    templated = [sid for sid in ids if template_head(definition(sid).signature)]
    if not exact and len(templated) == len(ids):
        chosen = _by_indirection(ids, params, {sid: definition(sid).signature for sid in ids}, args, differing)
        if len(chosen) == 1:
            return chosen
    if not exact and len(templated) == 1 and _deduces(template_head(definition(templated[0]).signature),
                                                      params[templated[0]], args):
        return templated   # ``T b2Max(T a, T b)`` beside ``b2Vec2 b2Max(const b2Vec2&, ...)``, called with floats
    if not exact and not templated and (best := _best_converted(params, args, differing)) is not None:
        return [best]
    if len(exact) != 1 or any(params[exact[0]][i].endswith("&") and not params[exact[0]][i].startswith("const")
                              and not (lvalues and lvalues[i] and not args[i].startswith("const")
                                       and not params[exact[0]][i].endswith("&&")) for i in differing):
        return ids
    return exact


# The integral promotions and the one floating-point promotion (C++ [conv.prom], [conv.fpprom]).
_PROMOTED = {"bool": "int", "char": "int", "signedchar": "int", "unsignedchar": "int", "short": "int",
             "unsignedshort": "int", "wchar_t": "int", "char16_t": "int", "float": "double"}
_ARITHMETIC = _NUMBERS | {"bool", "unsignedshort", "longdouble", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
                          "uint16_t", "uint32_t", "uint64_t", "ptrdiff_t", "intptr_t", "uintptr_t"}


def _rank(param: str, arg: str) -> int | None:
    """How an argument of type ``arg`` reaches a parameter ``param`` (C++ [over.ics.rank]): 0 exactly,
    1 by a promotion, 2 by a standard conversion between arithmetic types, 3 at best by a
    user-defined conversion (an arithmetic value to a parameter of a class type), 4 a number to a
    pointer (viable for a literal 0 alone); ``None`` when not certain (a pointer argument, a
    non-``const`` reference, types the texts do not tell)."""
    core, given = _unqualified(param), _unqualified(arg)
    if core == given:
        return 0
    if param.endswith("&") and not param.startswith("const"):
        return None
    if given in _ARITHMETIC and core in _ARITHMETIC:
        return 1 if _PROMOTED.get(given) == core else 2
    if given in _ARITHMETIC and core.endswith("*"):
        return 4   # a number to a pointer: only a literal 0 converts; never the best choice here
    named = re.compile(r"[A-Za-z_][\w:]*")
    if core not in _ARITHMETIC and named.fullmatch(core) and named.fullmatch(given) and \
            not {core, given} & {"void", "auto"}:
        return 3   # to a class from a number, or from another class: by a constructor, if at all
    return None


def _best_converted(params: dict[str, list[str]], args: list[str], differing: list[int]) -> str | None:
    """The overload whose conversions of the arguments are no worse than every other's wherever
    they differ and better in one (``Location(const Position&, unsigned)`` beside
    ``Location(const Position&, const Position&)``, called with ``(start, 0)``); ``None`` when a
    conversion is not certain or no overload is best."""
    ranks: dict[str, list[int]] = {}
    for sid, types in params.items():
        row = [_rank(types[i], args[i]) if i < len(types) else None for i in differing]
        if any(r is None for r in row):
            return None
        ranks[sid] = [r for r in row if r is not None]
    best = [sid for sid, row in ranks.items() if max(row, default=0) < 4 and all(
        other == sid or (all(a <= b for a, b in zip(row, ranks[other], strict=True)) and row != ranks[other])
        for other in ranks)]
    return best[0] if len(best) == 1 else None
