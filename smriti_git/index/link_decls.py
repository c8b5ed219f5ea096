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
exactly; one written under a macro that names a namespace (PROJ's ``NS_PROJ::FileManager::open``, whose
header opens the namespace with a macro of another header, blanked there) matches without it.
Several definitions of one C function in one file are ``#if`` variants of it, and the first stands
for them.  Several matching definitions
(one name defined for two programs of one repository) are narrowed to those whose file
includes the declaring file, directly or through included headers; if still several (or
none of them includes it), the join is ambiguous and every match is a candidate, never a
guess.

Also what the C++ overload choice (``link_choice``, ``link_packs``) reads of a signature:
:func:`template_head`, :func:`template_parameters`, :func:`is_const_method`.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from smriti_git.index.facts import Definition
from smriti_git.index.languages.cpp_args import before_parameters, parameter_types, parameters_open, top_level
from smriti_git.index.link_tables import DEFINE, FileTable
from smriti_git.model.code import CALLABLE_KINDS, TYPE_KINDS, Edge, Symbol

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
        self._nominating: dict[str, list[tuple[str | None, str]]] = {}

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
                if d.kind in CALLABLE_KINDS and not d.declaration and not d.is_test and (
                        d.exported or (table.lang.name == "cpp" and "." in d.name)) \
                        and not DEFINE.match(d.signature):   # a function-like macro is no definition
                    # (a member defined out of line, ``Error::Error(...)``, is its class's wherever it stands: Corrade's
                    # ``Debug.cpp`` opens an unnamed namespace under one ``#if`` and closes it under another)
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

    def defined_apart(self, qualname: str, name: str) -> list[str]:
        """The definitions of member ``name`` of the class ``qualname`` written out of line without a
        declaration in the class, by qualified name or a suffix of it (ThorVG's ``LottieAnimation::
        LottieAnimation()`` under ``using namespace tvg``, declared by a macro of another header in
        ``tvg::LottieAnimation``)."""
        self._scan()
        full = f"{qualname}.{name}"
        return [i for q, i, _ in self._by_name.get(name, ()) if q == full or full.endswith("." + q)]

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
        special = explicit_specialisation(d.signature)   # a template's explicit specialisations are not it
        mine = _std_dropped(parameter_types(d.signature))
        moved = _moved(mine) if table.lang.name == "cpp" else ()
        named = [(q, i, p) for q, i, p in self._by_name.get(_last(d.qualname), ()) if fits(i, p) and (
            special or not explicit_specialisation(self._tables[p].def_of[i].signature)) and
            not _moved_apart(moved, _moved(parameter_types(self._tables[p].def_of[i].signature)))]
        in_class = table.lang.name == "cpp" and self._in_class_body(sid, table.path)
        exact = [(i, p) for q, i, p in named if q == d.qualname and not (  # a definition the declaration's own
            p == table.path and not (in_class and self._out_of_line(i, p)) and
            _std_dropped(parameter_types(self._tables[p].def_of[i].signature)) == mine)]
        # file keeps beside it is in another ``#if`` branch (the extractor drops a prototype its file defines), but
        # for a member declared in its class and defined out of it (Uncrustify's ``Chunk::GetPrevType``, defined
        # ``inline`` below the class; not the stub of another branch's class, RubberBand's ``Mutex::lock() {}``)
        confidence = 1.0
        suffixed = [(i, p) for q, i, p in named if "." in q and d.qualname.endswith("." + q) and
                    not self._in_class_body(i, p)]   # (VMime's example ``class timeoutHandler : public
        # vmime::net::timeoutHandler { void resetTimeOut() {...} }`` defines its own, not the base's)
        if not exact or (suffixed and table.lang.name == "cpp" and not self._same_parameters(d, exact)
                         and self._same_parameters(d, suffixed)):
            # ``using namespace ns; double Shape::area()`` defines ``ns::Shape::area`` (also beside
            # inline templates of the name in the class, when only it has the declared parameters)
            exact, confidence = suffixed, 0.9
        if not exact:   # PROJ's ``NS_PROJ::FileManager::open_resource_file(...)``, the header's ``NS_PROJ_START``
            exact, confidence = [(i, p) for q, i, p in named if q.endswith("." + d.qualname) and
                                 _MACRO_PATH.fullmatch(q[:-len(d.qualname) - 1])], 0.9   # blanked: a macro's namespace
        if not exact:   # Assimp's ``namespace Assimp { using namespace Assimp::ASE; void Parser::Parse() {...} }``
            exact, confidence = [(i, p) for q, i, p in named if self._nominated(q, d.qualname, p)], 0.9
        if not exact:
            return None
        if len({p for _, p in exact}) == 1 and self._tables[exact[0][1]].lang.name == "c":
            exact = [min(exact, key=self._position)]   # ``#ifdef`` variants of one C function: the first
        if len(exact) > 1 and table.lang.name == "cpp":   # overloads of one arity: the parameter types
            typed = [(i, p) for i, p in exact
                     if _std_dropped(parameter_types(self._tables[p].def_of[i].signature)) == mine] or [
                (i, p) for i, p in exact   # Imath's ``ns::Matrix33<T>&`` defined, ``Matrix33<T>&`` declared
                if _unqualified(parameter_types(self._tables[p].def_of[i].signature)) == _unqualified(mine)]
            exact = typed or exact
            if typed and len({p for _, p in typed}) == 1 and len(
                    {template_head(self._tables[p].def_of[i].signature) for i, p in typed}) == 1:
                exact = [min(typed, key=self._position)]   # ``#if`` variants of one definition in a file: the first
        if len(exact) == 1 and table.lang.name == "cpp" and self._tables[exact[0][1]].lang.name == "cpp" and \
                self._sibling_defined(table, sid, d, exact[0]):   # (in C, such siblings are ``#if`` variants of one)
            return None   # Alembic's pure ``getScalarProperty(const std::string&)``: the ``.cpp`` defines the
            # ``getScalarProperty(size_t)`` its class declares beside it
        if len(exact) == 1 and table.lang.name == "cpp" and exact[0][1] == table.path and _named_types(
                _std_dropped(parameter_types(table.def_of[exact[0][0]].signature))) != _named_types(mine):
            return None   # Assimp's ``virtual Open(const char*, const char*) = 0;`` beside ``inline Open(const
            # std::string&, ...)`` its header defines below the class (the extractor keeps one of those two)
        if len(exact) == 1:
            return Join((exact[0][0],), True, confidence)
        including = [(i, p) for i, p in exact if table.path in self.included_by(p)]
        if len(including) == 1:
            return Join((including[0][0],), True, confidence * 0.95)
        several = sorted(i for i, _ in (including or exact))
        return Join(tuple(several), False, round(0.5 / len(several), 3), "several definitions")

    def _nominated(self, defined: str, declared: str, path: str) -> bool:
        """Whether ``defined`` (a qualified name in ``path``) is ``declared`` written without a namespace that a
        using-directive of ``path``, or of a header it includes, nominates where the definition is
        (``Assimp.Parser.Parse`` after ``using namespace Assimp::ASE;`` in ``namespace Assimp``, for
        ``Assimp.ASE.Parser.Parse``; Assimp's ``EDataType Property::ParseDataType(...)`` in ``namespace Assimp``,
        whose ``PlyLoader.h`` says ``using namespace PLY;`` there)."""
        for at, dotted in self._directives(path):
            if at is not None and not defined.startswith(at + "."):
                continue
            for full in (dotted, f"{at}.{dotted}") if at is not None else (dotted,):
                if declared.startswith(full + ".") and defined == ".".join(
                        part for part in (at, declared[len(full) + 1:]) if part):
                    return True
        return False

    def _directives(self, path: str) -> list[tuple[str | None, str]]:
        """The using-directives (where, namespace) of ``path`` and of the files it includes (memoised)."""
        known = self._nominating.get(path)
        if known is None:
            known = self._nominating[path] = [
                (at, dotted) for other in (path, *sorted(self.included_by(path))) if other in self._tables
                for at, kind, dotted in self._tables[other].facts.usings or () if kind == "*"]
        return known

    def _sibling_defined(self, table: FileTable, sid: str, d: Definition, found: tuple[str, str]) -> bool:
        """Whether the one definition ``found`` (id, path) takes other parameter types than the
        declaration ``d`` and the very ones of another overload its file declares beside it."""
        siblings = [other for other in table.children.get(d.parent, {}).get(d.name, ())   # (declarations: Imath's
                    if other not in (sid, found[0]) and other in table.def_of and table.def_of[other].declaration]
        # ``setOrder (Order)`` is defined in its own header as ``setOrder (typename Euler<T>::Order p)``)
        if not siblings:
            return False
        theirs = _unqualified(_std_dropped(parameter_types(self._tables[found[1]].def_of[found[0]].signature)))
        if theirs == _unqualified(_std_dropped(parameter_types(d.signature))):
            return False
        return any(_unqualified(_std_dropped(parameter_types(table.def_of[other].signature))) == theirs
                   for other in siblings)

    def _out_of_line(self, sid: str, path: str) -> bool:
        """Whether definition ``sid`` of ``path`` names its class before its name (``Chunk *Chunk::GetPrevType(...)``),
        as a member defined outside its class does."""
        d = self._tables[path].def_of[sid]
        return re.search(rf"::\s*{re.escape(d.name)}\s*\(", d.signature) is not None

    def _in_class_body(self, sid: str, path: str) -> bool:
        """Whether definition ``sid`` of ``path`` is written in the body of a class its file defines."""
        d = self._tables[path].def_of[sid]
        holder = self._tables[path].defs.get(d.parent) if d.parent is not None else None
        return (holder is not None and holder.kind in TYPE_KINDS   # (not QPDF's ``using Common =
                and holder.span.start_byte <= d.span.start_byte < holder.span.end_byte)   # ...; Common::warn``)

    def _position(self, found: tuple[str, str]) -> tuple[str, int]:
        """Where a definition (id, path) starts: the first of ``#if`` variants is the first in its file
        (not the least id: ``f()~10`` sorts before ``f()~8``)."""
        sym = self._symbols.get(found[0])
        return found[1], sym.span.start_byte if sym is not None else 0

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


def _unqualified(types: tuple[str, ...]) -> tuple[str, ...]:
    """Parameter types with every namespace or class qualifier dropped (``ns::Vec3<T>&`` -> ``Vec3<T>&``)."""
    return tuple(("const" if t.startswith("const") else "") + _QUALIFIER.sub("", t.removeprefix("const"))
                 for t in _std_dropped(types))


_QUALIFIER = re.compile(r"(?<![\w:])(?:::)?(?:\w+::)+")


def _named_types(types: tuple[str, ...]) -> tuple[str, ...]:
    """Each type as the last name it writes, without template arguments, and its indirections (``typename
    Euler<T>::Order``: ``Order``; ``const std::string&``: ``string&``): how far one function's declaration and
    definition may spell a parameter otherwise."""
    out = []
    for written in types:
        while (bare := _TEMPLATE_ARGUMENTS.sub("", written)) != written:
            written = bare
        words = [w for w in re.findall(r"[A-Za-z_]\w*", written) if w not in _SPELLING_WORDS]
        out.append((words[-1] if words else "") + "".join(c for c in written if c in "*&"))
    return tuple(out)


_TEMPLATE_ARGUMENTS = re.compile(r"<[^<>]*>")
_SPELLING_WORDS = frozenset({"const", "typename", "volatile", "struct", "class", "union", "enum"})


def _value_const_dropped(written: str) -> str:
    """A parameter type without its top-level ``const`` (``const int``: ``int``; Corrade's ``std::ostream*
    const output`` defined for ``std::ostream* output`` declared: ``std::ostream*``)."""
    if written.endswith("*const") and written.count("(") == 0:
        return written[:-5]
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


def explicit_specialisation(signature: str) -> bool:
    """Whether a signature is an explicit specialisation of a function template (``template <>``)."""
    return _SPECIALISATION.match(signature) is not None


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
    start = parameters_open(signature)
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
    ``Block``), or leaves to its default where no argument deduces it (``template<typename
    T=Coordinate> const T& getAt(std::size_t)`` called ``getAt(i)``: ``Coordinate``); '' else (the
    result names no parameter, a non-type parameter comes first)."""
    names, after = template_parameters(signature)
    words = after.replace("*", " * ").replace("&", " & ").split()[:-1]   # the result, without the name
    result = [w for w in words if w not in ("const", "*", "&", "typename")]
    if len(result) != 1 or result[0] not in names:
        return ""
    given = [w for w in top_level(explicit) if w]
    at = names.index(result[0])
    if at >= len(given):   # ``template<typename T=Coordinate> const T& getAt(std::size_t i)``, called ``getAt(i)``
        written = _template_list(signature)[0][at].partition("=")[2]
        deduced = re.search(rf"\b{re.escape(result[0])}\b", " ".join(parameter_types(signature)[:-1]))
        given = [*given, *[""] * (at - len(given)), "" if deduced else written]
    return bare_type(given[at])


def bare_type(written: str) -> str:
    """A C++ type as written without spaces, without its ``const`` and its ``*`` / ``&`` (``constTr&``: ``Tr``)."""
    return re.sub(r"^(?:const)?(.*?)(?:const)?[*&]*$", r"\1", written)


def template_parameters(signature: str) -> tuple[list[str], str]:
    """A function template's type parameters in order ('' for a non-type one: ``template <int N,
    class T>`` -> ``["", "T"]``) and what its signature writes between the head and the parameter
    list (the result and the name); ``([], "")`` for no template."""
    parameters, after = _template_list(signature)
    return [m.group(1) if (m := _TYPE_PARAMETER.fullmatch(p)) else "" for p in parameters], after


def needs_template_arguments(signature: str) -> bool:
    """Whether a function template called without arguments needs its template arguments written: some
    template parameter has no default and is no pack (wabt's ``template <typename T> T Pop();``: a call
    ``Pop()`` is the plain ``Value Pop();`` beside it)."""
    return any("=" not in p and "..." not in p for p in _template_list(signature)[0])


def undeducible(signature: str, name: str) -> bool:
    """Whether a function template has a type parameter, with no default and no pack, that its result names and
    none of its parameters writes: no argument deduces it, so a call without template arguments never calls it
    (SoPlex's ``template <class R> static R LPFreadInfinity(char*& pos)`` beside spxlpbase_rational.hpp's ``static
    Rational LPFreadInfinity(char*& pos)``), or a template template parameter, with no default, that none of its
    parameters writes."""
    listed, after = _template_list(signature)
    if not listed or re.search(rf"(?:^|\W){re.escape(name)}\s*$", after) is None:
        return False   # (a macro's parentheses before the name: FlatBuffers' ``FLATBUFFERS_SUPPRESS_UBSAN("x")``)
    written = re.sub(r"(?<!\w)const(?=[A-Za-z_])", "const ", " ".join(parameter_types(signature)[:-1]))
    result = re.sub(rf"{re.escape(name)}\s*$", "", after)   # (only a parameter the result names: a definition
    names = template_parameters(signature)[0]   # may leave out a default its declaration gives, Corrade's Allocator)
    if any((kept := _TEMPLATE_TEMPLATE.fullmatch(given)) and re.search(rf"\b{kept.group(1)}\b", written) is None
           for given in listed):
        return True   # a template template parameter no parameter writes (Corrade's ``template<template<class> class
        # Allocator, class T> T& arrayAppend(Array<T>&, ...)``, called ``arrayAppend<ArrayMallocAllocator>(...)``)
    return any(param and "=" not in given and "..." not in given and re.search(rf"\b{re.escape(param)}\b", result)
               and re.search(rf"\b{re.escape(param)}\b", written) is None
               for param, given in zip(names, listed, strict=False))


# A template template parameter without a default, as ``_template_list`` writes it: ``template<class>classAllocator``.
_TEMPLATE_TEMPLATE = re.compile(r"template<.*>(?:class|typename)(\w+)")


def _template_list(signature: str) -> tuple[list[str], str]:
    """A function template's parameters as its head writes them, without spaces (``typenameT=Coordinate``),
    and what its signature writes between the head and the parameter list; ``([], "")`` else."""
    if "template" not in signature:
        return [], ""
    before = _SPECIFIERS.sub(" ", before_parameters(signature)).strip()
    if not before.startswith("template"):
        return [], ""
    depth, close = 0, -1
    for at, char in enumerate(before):
        depth += (char == "<") - (char == ">")
        if depth == 0 and char == ">":
            close = at
            break
    return [p for p in top_level("".join(before[before.find("<") + 1:close].split())) if p], before[close + 1:]


def template_head(signature: str) -> str:
    """What a template's signature writes before its parameter list, without spaces and without
    the specifiers a declaration and its definition may write differently (``inline``,
    ``constexpr``, attributes: bx's ``constexpr Ty bitCast(...)`` declared, ``inline constexpr Ty
    bitCast(...)`` defined); '' else."""
    if not signature.lstrip().startswith("template"):
        return ""
    return "".join(_SPECIFIERS.sub(" ", before_parameters(signature)).split())


def _moved(types: tuple[str, ...]) -> tuple[bool, ...]:
    """Which parameters are rvalue references: POCO's ``virtual void log(const Message& msg) = 0;`` is
    not the ``log(Message&& msg)`` that Channel.cpp defines, however each spells its types."""
    return tuple(t.endswith("&&") for t in types[:-1])


def _moved_apart(mine: tuple[bool, ...], theirs: tuple[bool, ...]) -> bool:
    """Whether two parameter lists of one length differ in which parameters are rvalue references."""
    return len(mine) == len(theirs) and mine != theirs


_MACRO_PATH = re.compile(r"[A-Z][A-Z0-9]*_[A-Z0-9_]*(?:\.[A-Z][A-Z0-9]*_[A-Z0-9_]*)*")   # ``NS_PROJ``
_SPECIFIERS = re.compile(r"\b(?:inline|constexpr|consteval|constinit|static|extern|virtual|explicit|friend|"
                         r"__forceinline)\b|\[\[[^\[\]]*\]\]")


def c_types(tables: Mapping[str, FileTable]) -> dict[str, list[str]]:
    """C and C++ classes, structs and unions by qualified name, across the repository, and the type
    aliases of such a name that alias something else: redis-plus-plus keeps a C++11 ``class StringView``
    in ``cxx11/sw/redis++/cxx_utils.h`` and ``using StringView = std::string_view;`` in the ``cxx17/``
    header of the same path, of which the build's include path takes one: the name is then no one class
    (``typedef struct Foo Foo;`` aliases the class itself and is no rival)."""
    out: dict[str, list[str]] = defaultdict(list)
    aliases: dict[str, list[str]] = defaultdict(list)
    for table in tables.values():
        if table.lang.family == FAMILY:
            for sid, d in table.def_of.items():
                if d.kind in ("class", "struct") and not d.is_test:
                    out[d.qualname].append(sid)
                elif d.kind == "type" and not d.is_test and d.returns and \
                        re.split(r"[^\w]+", d.returns.replace("::", ".").rstrip("&* "))[-1] != d.name:
                    aliases[d.qualname].append(sid)
    for name, ids in aliases.items():
        if name in out:
            out[name] += ids
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
