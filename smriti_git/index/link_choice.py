"""The choice among C++ overloads of one arity, where it is certain, for the linker (``Linker._fitting``).

By the object's constness (:func:`by_constness`), by the arguments' types (:func:`by_argument_texts`:
exact matches, a template that alone deduces them, a template whose parameter pattern cannot, the
best implicit conversions of arithmetic arguments), and by an rvalue argument between ``const T&``
and ``T&&`` (:func:`by_rvalues`).  Types are compared as ``cpp_args`` writes them (no spaces).
Templates a constraint rules out (:func:`disabled`: ``enable_if`` conditions, member pointer parameters)
are left out of the choice.

Why this module is longer than 600 lines: the choice by argument text and the constraints that rule
templates out share its private type primitives (:func:`unqualified`, the deduced types, the arithmetic
ranks and traits); split apart, the two halves would import each other.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import partial

from smriti_git.index.facts import Definition
from smriti_git.index.languages.cpp_args import CONTAINERS, before_parameters, parameter_types, top_level
from smriti_git.index.link_decls import template_head, template_parameters

_STATIC_MEMBER = re.compile(r"(?:template\s*<[^>]*>\s*)?(?:(?:inline|constexpr|static|[A-Z_]+)\s+)*static\b")


def by_constness(ids: list[str], definition: Callable[[str], Definition], const: bool | None,
                 lvalue: bool = False) -> list[str]:
    """C++ overloads of one arity told apart by the object's constness, as the compiler does: a
    ``const`` object calls only ``const`` methods; a non-``const`` object calls the non-``const``
    overload where one is declared with the same parameters as a ``const`` one (the better match:
    ``Node* First()`` over ``const Node* First() const``).  A ``static`` member is no non-``const``
    twin: a non-``const`` object keeps it beside the ``const`` ones (explicit specialisations' members
    merged in one class: HiGHS's ``static begin()`` of ``HighsMatrixSlice<HighsEmptySlice>``), and a
    ``const`` object, named to call a member, the ``const`` ones (GeographicLib's ``_f.root(...)`` in a
    ``const`` method: ``root(...) const``, not ``static root(...)``).  ``ids`` unchanged when the
    object's constness is unknown (None), no overload is ``const``, or one has a ref-qualifier (``&``), but
    for an ``lvalue`` object (the object itself, a name) where each is ``&`` (finalcut's ``getButtonState() &``
    beside ``getButtonState() const &``)."""
    if const is None or len(ids) < 2:
        return ids
    types = {sid: parameter_types(definition(sid).signature) for sid in ids}
    if lvalue and all(t and t[-1] in ("&", "const&") for t in types.values()):
        types = {sid: (*t[:-1], t[-1].rstrip("&")) for sid, t in types.items()}
    if any(not t or "&" in t[-1] for t in types.values()) or not any("const" in t[-1] for t in types.values()):
        return ids
    static = {sid for sid in ids if _STATIC_MEMBER.match(definition(sid).signature)}
    if const:
        kept = [sid for sid in ids if "const" in types[sid][-1]]
    else:
        mutable = {types[sid][:-1] for sid in ids if sid not in static and "const" not in types[sid][-1]}
        kept = [sid for sid in ids if sid in static or "const" not in types[sid][-1] or types[sid][:-1] not in mutable]
    return kept or ids


def by_rvalues(ids: list[str], definition: Callable[[str], Definition], rvalues: list[bool],
               lvalues: list[bool] | None = None) -> list[str]:
    """C++ overloads of one arity that differ only where one takes ``const T&`` and another ``T&&``
    (``push_back(const T&)`` and ``push_back(T&&)``): an rvalue argument there (``rvalues``:
    ``link_cpp_args.rvalues``) binds ``T&&``, the better match, whatever ``T`` is; an lvalue of a
    class type (``lvalues``) binds only ``const T&`` where the ``T&&`` is no function template's
    (a forwarding reference binds it too).  ``ids`` unchanged when they differ otherwise, or an
    argument there is neither (an lvalue of a number would bind ``T&&`` too, through a temporary)."""
    if len(ids) < 2 or not (any(rvalues) or (lvalues and any(lvalues))):
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
        rvalue = i < len(rvalues) and rvalues[i]
        lvalue = lvalues is not None and i < len(lvalues) and lvalues[i] and not rvalue
        if not (rvalue or lvalue) or len({_referred(p) for p in at}) != 1 or \
                not all(p.endswith("&&") or (p.startswith("const") and p.endswith("&")) for p in at) or \
                (lvalue and any(template_head(definition(sid).signature) for sid in kept)):
            return ids
        kept = [sid for sid in kept if params[sid][i].endswith("&&") == rvalue]
    return kept if len(kept) == 1 else ids


def _referred(param: str) -> str:
    """``constT&`` and ``T&&`` -> ``T``."""
    return param.removeprefix("const").rstrip("&")


def _deduces(head: str, params: list[str], args: list[str], differing: list[int], lvalues: list[bool] | None) -> bool:
    """Whether a template of one type parameter ``T`` takes ``args`` exactly: every parameter that
    is ``T`` itself (``T a``, ``const T& a``, ``T& a`` for a non-``const`` lvalue) has a known
    argument, all of one type, and every other parameter where the overloads differ is exactly its
    argument's type.  No other overload matching exactly, it is the best match (an exact match
    beats any conversion: ``getAt(std::size_t, T&)`` over ``getAt(std::size_t, CoordinateXY&)``
    for a ``CoordinateXYZM``)."""
    name = _type_parameter(head)   # ``template<typenameT>inlineT``
    if name is None or len(params) != len(args):
        return False
    deduced: set[str] = set()
    for i, (param, arg) in enumerate(zip(params, args, strict=True)):
        if param in _taken_as_is(name) or (
                param == f"{name}&" and lvalues is not None and i < len(lvalues) and lvalues[i]):
            if not arg:
                return False
            deduced.add(unqualified(arg))
        elif re.search(rf"\b{name}\b", param) or (i in differing and not (arg and same_type(param, arg))):
            return False
    return len(deduced) == 1


def _alike_templates(chosen: str, templated: list[str], params: dict[str, list[str]],
                     definition: Callable[[str], Definition]) -> bool:
    """Whether every function template among ``templated`` deduces its one type parameter where
    ``chosen`` does, from the same kind of parameter (GEOS' ``add(const T&, ...)`` overloads), so that
    they differ only where ``chosen`` matches exactly; not when one takes an instance of a class template
    there (Jolt's ``Read(Array<T, A>&)``, more specialised than ``Read(T&)``) nor when one is a member
    of a class template defined outside it (its ``T`` is the class's, not deduced)."""
    def shape(sid: str) -> list[bool] | None:
        signature = definition(sid).signature
        name = _type_parameter(template_head(signature))
        if name is None or ">::" in "".join(before_parameters(signature).split()):
            return None
        return [p in (*_taken_as_is(name), f"{name}&") for p in params[sid]]
    wanted = shape(chosen)
    return wanted is not None and all(shape(sid) == wanted for sid in templated)


def _taken_as_is(name: str) -> tuple[str, str, str]:
    """The parameter forms that take a type parameter ``name`` itself: ``T``, ``const T&``, ``const T``."""
    return name, f"const{name}&", f"const{name}"


def positions_apart(params: Mapping[str, Sequence[str]], count: int) -> list[int]:
    """The argument positions (of ``count``) where the overloads' parameter types differ."""
    return [i for i in range(count) if len({tuple(p[i:i + 1]) for p in params.values()}) > 1]


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
    one = re.fullmatch(r"(?:typename|class)([A-Za-z_]\w*)(?:=.+)?", first)
    if one is None or any("=" not in r or r.startswith(("typename", "class")) for r in rest):
        return None
    return one.group(1)


def _other_template(head: str, params: list[str], at: int, arg: str) -> bool:
    """Whether a function template's parameter ``at`` written as another template's instance of its
    own type parameters (``constArray<T,A>&``) cannot be deduced from an argument of a built-in
    type, a pointer or a standard class of another template (deduction takes no conversion; a pointer
    parameter, from a pointer to one of those: ``const std::vector<T>*`` from a ``char*``).  Not where
    another parameter deduces those type parameters alone (bx's ``max(const Ty&, const TypeIdentityType<Ty>&)``: the
    second is then ``Ty`` itself, whatever alias writes it)."""
    core, given = unqualified(params[at]), unqualified(arg)
    while core.endswith("*") and given.endswith("*"):   # ``const std::vector<T>*`` from a pointer: its pointee
        core, given = core[:-1].removeprefix("const"), given[:-1].removeprefix("const")
    if "<" not in core or not (given in ARITHMETIC or given.endswith("*") or _standard_other(core, given)) or \
            head.count("<") != head.count(">"):
        return False   # a head cut short by a macro's parentheses: its parameters are misread too
    own = set(re.findall(r"(?:typename|class)([A-Za-z_]\w*)", head)) & set(re.findall(r"\w+", core[core.find("<"):]))
    elsewhere = {unqualified(p).rstrip("*").removesuffix("...") for i, p in enumerate(params) if i != at}
    return bool(own) and not own & elsewhere


def _standard_other(core: str, given: str) -> bool:
    """Whether ``given`` is a standard string or container, written with ``std::``, and ``core`` an instance of
    another template (VulkanSceneGraph's ``read(const char*, ref_ptr<T>&)``, for a ``std::string``): no standard
    class derives from a template of the repository's."""
    name = core.partition("<")[0].removeprefix("::").removeprefix("std::")
    if given.startswith("std::") and given.removeprefix("std::") in _CHARACTERS:
        return name not in ("basic_string", "basic_string_view")
    return STANDARD_CONTAINER.fullmatch(given) is not None and name != given.partition("<")[0].removeprefix(
        "::").removeprefix("std::")


# A standard container written as a type (``std::vector<Foo>``, ``vector<fs_path>`` under ``using namespace std``):
# its name and its template arguments.  No constructor converts one instance to another (a ``std::pair``'s or a
# smart pointer's does, and they are not here).
_CONTAINER = re.compile(rf"(?:(?:::)?std::)?({CONTAINERS})<(.+)>")
STANDARD_CONTAINER = re.compile(rf"(?:::)?std::(?:{CONTAINERS})<.+>")   # written with ``std::``
_STANDARD_KIND = re.compile(rf"(?:::)?std::({CONTAINERS}|pair)<.+>")   # a standard container or pair, by its name


def _other_instance(head: str, param: str, arg: str) -> bool:
    """Whether a parameter and an argument are instances of one standard container with other
    template arguments (Nuspell's ``search_dir_for_dicts(const string&, vector<pair<string,
    string>>&)`` for a ``vector<fs_path>``): no conversion takes one to the other.  Only where one
    element is an instance of a class template and the other a name or another template's instance
    (two names may be one type, one aliasing the other: glslang's ``std::vector<Id>`` is a
    ``std::vector<unsigned>``), and not where the parameter names a template parameter of its
    function (deduced, not converted)."""
    given = _CONTAINER.fullmatch(unqualified(arg)) if "<" in arg else None
    core = _CONTAINER.fullmatch(unqualified(param)) if given is not None else None
    if core is None or given is None or core.group(1) != given.group(1):
        return False
    own = set(re.findall(r"(?:typename|class)([A-Za-z_]\w*)", head)) if head else set()
    if own & set(re.findall(r"\w+", core.group(2))):
        return False
    wanted, found = core.group(2), given.group(2)   # a name may alias the other (glslang's ``Id``, ``unsigned``):
    return ("<" in wanted) != ("<" in found) or (   # only an instance of a template beside a name, or of another
        "<" in wanted and wanted.partition("<")[0] != found.partition("<")[0])   # template, is certainly other


def _other_extent(param: str, given: str) -> bool:
    """Whether a parameter and an argument are instances of one class template (by its last name) whose numbers
    differ where both write one (Manifold's ``la::cross(const vec<T, 2>&, const vec<T, 2>&)`` beside ``(const vec<T,
    3>&, const vec<T, 3>&)``, for ``vec3``, ``using vec3 = la::vec<double, 3>``): no conversion takes one to the
    other, nor does any deduction."""
    paired = _instance_arguments(unqualified(param), unqualified(given)) if given else None
    return paired is not None and any(w.isdigit() and f.isdigit() and int(w) != int(f) for w, f in paired)


def _instance_arguments(written: str, given: str) -> list[tuple[str, str]] | None:
    """The template arguments of two instances of one class template (by its last name), paired; None when they are
    not such, or write other numbers of arguments."""
    wanted, made = QUALIFIED_INSTANCE.fullmatch(written), QUALIFIED_INSTANCE.fullmatch(given)
    if wanted is None or made is None or wanted.group(1).rpartition("::")[2] != made.group(1).rpartition("::")[2]:
        return None
    mine, theirs = top_level(wanted.group(2)), top_level(made.group(2))
    return list(zip(mine, theirs, strict=True)) if len(mine) == len(theirs) else None


def _deduced_apart(head: str, params: list[str], args: list[str], instance: Callable[[str], str]) -> bool:
    """Whether a function template's type parameter, written bare for one parameter and as an argument of a class
    template's instance for another, is deduced as a class template's instance from one argument and as a number
    from the other (Manifold's ``la::cross(T a, const vec<T, 2>& b)`` beside ``cross(const vec<T, 2>&, const vec<T,
    2>&)``, for two ``vec2``, ``using vec2 = la::vec<double, 2>``: ``T`` would be a ``vec2`` and a ``double``):
    deduction fails.  ``instance`` as :func:`by_argument_texts` takes it."""
    names = set(re.findall(r"(?:typename|class)([A-Za-z_]\w*)", head)) if head else set()
    bare: dict[str, list[str]] = {}
    inside: dict[str, list[str]] = {}
    for param, arg in zip(params, args, strict=False):
        core, given = unqualified(param), unqualified(instance(arg) or arg) if arg else ""
        if not names or not given:
            continue
        if core in names:
            bare.setdefault(core, []).append(given)
        else:
            for w, f in _instance_arguments(core, given) or ():
                if w in names:
                    inside.setdefault(w, []).append(f)
    return any(("<" in b) != ("<" in f) and (b in ARITHMETIC or f in ARITHMETIC)
               for name in bare.keys() & inside.keys() for b in bare[name] for f in inside[name])


_NUMBERS = frozenset({"char", "signedchar", "unsignedchar", "wchar_t", "char16_t", "char32_t", "short", "unsignedshort",
                      "int", "unsigned", "unsignedint", "long", "unsignedlong", "longlong", "unsignedlonglong",
                      "size_t", "float", "double", "longdouble"})   # (``unsigned short``: a Nestopia ``dword``)


# The type ``link_cpp_args`` gives ``x.begin()`` / ``x.end()`` that no repository function answers: some
# standard class's iterator, which no number parameter takes (a pointer one may: ``std::array``'s are pointers).
ITERATOR = "@iterator"   # no type is spelled so
# The type ``link_cpp_args`` gives ``&Foo::GetX``: a pointer to a member function, with the result it writes
# after the colon (:data:`ENUM` for an enumeration), which no number and no object pointer parameter takes.
MEMBER = "@member:"
ENUM = "@enum"
# After the result, a member pointer's type may list the parameter types of every overload of the member it
# names, ``;`` between overloads (``@member:(;int)`` for ``GetPQRdot()`` beside ``GetPQRdot(int)``): the
# parameter list a member pointer parameter writes must be one of them.
_MEMBER_POINTER = re.compile(r"\w+\(\w+::\*\w*\)\((.*)\)(?:const)?")


def member_result(arg: str) -> str:
    """The result a :data:`MEMBER` type gives (``@member:double(;int)``: ``double``)."""
    return arg[len(MEMBER):].partition("(")[0]


def _member_overloads(arg: str) -> list[tuple[str, ...]] | None:
    """The parameter lists of the overloads a :data:`MEMBER` type names; None when not known."""
    _, opened, lists = arg[len(MEMBER):].partition("(")
    if not opened or not lists.endswith(")"):
        return None
    return [tuple(t for t in written.split(",") if t) for written in lists[:-1].split(";")]
QUALIFIED_INSTANCE = re.compile(r"((?:\w+::)*[A-Za-z_]\w*)<(.+)>")   # a class template's instance: its name, arguments
# A parameter whose type is an alias of a pointer to a function (``link.py``), with the result that function
# type writes in parentheses where known (``@function(Expression*)``); an argument that names a function, likewise.
FUNCTION = "@function"
OBJECT = "@object"   # a pointer parameter's pointee that names a class or an alias of a class template's instance

# The standard strings and string views by their character type (none converts to another's).
_CHARACTERS = {f"{prefix}{kind}": prefix or "char" for prefix in ("", "w", "u8", "u16", "u32")
               for kind in ("string", "string_view")}


def standard_string(written: str) -> bool:
    """Whether ``written`` (without spaces) is a standard string or string view (``std::string``,
    ``std::u32string_view``)."""
    return written.startswith(("std::", "::std::")) and written.partition("std::")[2] in _CHARACTERS


STANDARD_HOLDER = re.compile(r"(?:::)?std::(?:unique_ptr|shared_ptr)<")
STREAMS = r"(?:o|i|io|f|of|if|string|ostring|istring)stream"   # the standard streams' names, without ``std::``
_STANDARD_STREAM = re.compile(rf"(?:::)?std::w?{STREAMS}")


def _cannot_take(param: str, arg: str) -> bool:
    """No conversion takes an argument of type ``arg`` to a parameter ``param``, for certain: a
    ``va_list`` takes only a ``va_list`` (``Error(fmt, ...)`` beside ``Error(fmt, va_list)``,
    called with a string), a ``std::initializer_list`` only a braced list
    (``Special(std::initializer_list<char>)`` beside ``Special(std::string_view)``, called with a
    string), a standard string or string view none of another character type (Nuspell's
    ``to_lower(std::u32string_view, ..., std::u32string&)`` beside its ``std::string`` overload),
    a number no iterator (:data:`ITERATOR`: libtins' ``write(v.begin(), v.end())``, not
    ``write(const uint8_t*, size_t)``) and (``bool`` aside) no pointer (``Character(char)`` beside
    ``Character(std::string_view)``), a pointer to a number no pointer to another number (imgui's
    ``CheckboxFlags(const char*, int*, int)`` beside its ``unsigned int*`` overload), and a braced
    list of several elements no number and no pointer (Pistache's ``match_until({'?', '/'},
    cursor)``: ``(std::initializer_list<char>, ...)``, not ``(char, ...)``); a standard string no pointer
    and no number (PROJ's ``ci_equal(const char*, const char*)`` beside ``(const std::string&, const
    std::string&)``), nor a standard stream; a pointer to a number no pointer to a class (:data:`OBJECT`) or string."""
    core, given = unqualified(param), unqualified(arg)
    if given == ENUM and _MEMBER_POINTER.fullmatch(core):   # an enumerator is no pointer to a member
        return True
    if core == ENUM:   # an enumeration takes no pointer (Nestopia's ``Map(uint,uint,PrgSwap8k0)`` beside
        return arg.startswith(MEMBER) or given.endswith("*")   # ``Map(uint,uint,T)``, given ``&Action53::Poke_5000``)
    if arg.startswith(MEMBER):   # JSBSim's ``Tie(name, this, &Foo::GetX)``: not ``Tie(name, obj, int index, ...)``;
        return core in ARITHMETIC or core.startswith(FUNCTION) or (core.endswith("*") and "(" not in core)   # nor a
        # function pointer's alias (Nestopia's ``Set(Component, Reader, Writer)``, ``typedef Data (NST_REGCALL
        # *Reader)(...)``)
    if STANDARD_CONTAINER.fullmatch(given) and "basic_string<" not in given and (
            core in ARITHMETIC or core == ENUM or (core.endswith("*") and "(" not in core)):
        return True   # a standard container is no number, enumeration or pointer (CLI11's ``ExtrasError(name,
        # std::vector<std::string>{val})``: not ``(std::string, ExitCodes)`` nor ``(std::string, int)``)
    if STANDARD_CONTAINER.fullmatch(core) and "basic_string<" not in core and \
            (given.endswith("*") or given in _NUMBERS):
        return True   # Cppcheck's ``reportError(ErrorPath, ...)`` beside ``(const Token*, ...)``, for a ``Token*``
    if (kind := _STANDARD_KIND.fullmatch(core)) and (made := _STANDARD_KIND.fullmatch(given)) and \
            kind.group(1) != made.group(1) and "basic_string" not in (kind.group(1), made.group(1)):
        return True   # one standard container (or pair) is never another (OMPL's ``BinaryHeap<T>::insert(const T&)``
        # beside ``insert(const std::vector<T>&)``, given a ``std::pair``)
    if given == ITERATOR:   # ``stream.write(v.begin(), v.end())``: ``(const uint8_t*, size_t)`` takes none
        return core in _NUMBERS
    if core.startswith(FUNCTION) and given.startswith(FUNCTION):   # MiniZinc's ``rb(..., FunctionI::builtin_e b)``
        return "(" in core and "(" in given and core != given   # beside ``builtin_f``: a function of that result
    if core.startswith(FUNCTION):   # SGPath's ``typedef Permissions (*PermissionChecker)(const SGPath&)``
        return given.endswith("*")
    wide, other = _CHARACTERS.get(core.removeprefix("std::")), _CHARACTERS.get(given.removeprefix("std::"))
    if wide and other:
        return wide != other   # ``std::u32string&`` takes no ``std::string``, as no ``u32string_view`` does
    if wide and given in _NUMBERS:
        return True   # a standard string is made from no number (Uncrustify's ``append(const std::string&)`` beside
        # ``append(int)``, for a ``char``)
    if wide and given in ("constchar*", "char*"):
        return wide != "char"   # ``SGPath(".")``: not ``SGPath(const std::wstring&)``
    if (other or _STANDARD_STREAM.fullmatch(given)) and given.startswith("std::") and \
            (core.endswith("*") or core in _NUMBERS or core == "bool"):
        return True   # a standard string or stream converts to no pointer or number (PROJ's ``ci_equal(const char*,
        # ...)``; g2o's ``param(name, bool& p, ...)``; Gearcoleco's ``SaveState(ofstream, ...)``)
    if (STANDARD_HOLDER.match(given) and STANDARD_CONTAINER.fullmatch(core)) or \
            (STANDARD_HOLDER.match(core) and STANDARD_CONTAINER.fullmatch(given)):
        return True   # a smart pointer is no container, nor the other way (aria2's ``addCommand(
        # std::unique_ptr<Command>)`` beside ``addCommand(std::vector<std::unique_ptr<Command>>)``)
    if STANDARD_HOLDER.match(given) and (core in _NUMBERS or standard_string(core)):
        return True   # a smart pointer is no number and no string (aria2's ``put(std::string key, String::ValueType
        # string)`` beside ``put(std::string key, std::unique_ptr<ValueBase> vlb)``, given ``Integer::g(1)``)
    if STANDARD_HOLDER.match(core) and (standard_string(given) or given in ("constchar*", "char*")):
        return True   # nor does a string make one (its constructor from a pointer is explicit; a literal ``0``,
        # a null pointer, may make one)
    if core == "va_list":
        return given != "va_list"
    if "initializer_list<" in core:
        return "initializer_list<" not in given and not given.startswith("{")
    if given.startswith("{2"):   # a braced list of several elements initialises no number and no pointer
        return core in ARITHMETIC or core.endswith("*")
    if given.endswith("*") and core.endswith("*") and given.count("*") == core.count("*"):
        pointee, pointed = core.rstrip("*").removeprefix("const"), given.rstrip("*").removeprefix("const")
        if pointee != pointed and pointee in ARITHMETIC and pointed in ARITHMETIC:
            return True   # ``int*`` to ``unsigned int*``: pointers to different numbers do not convert
        if pointed in ARITHMETIC and (pointee == OBJECT or pointee.removeprefix("std::") in _CHARACTERS):
            return True   # nor one to a number to one to a class (VulkanSceneGraph's ``read(1, &n)`` of a
            # ``uint32_t n``: not ``read(size_t, std::string*)`` nor ``read(size_t, vec2*)``)
        if pointee == OBJECT and STANDARD_CONTAINER.fullmatch(pointed):
            return True   # nor one to a standard container to one to a class of the repository, which it does not
            # derive from (Manifold's ``to_c(vec)`` of a ``std::vector<vec2>* vec``: not ``to_c(Manifold*)``)
    return given.endswith("*") and core in ARITHMETIC and core != "bool"   # (wabt's ``Write(uint64_t)``)


def unqualified(written: str) -> str:
    """A parameter or argument type as overload resolution compares it: top-level ``const`` and a
    reference dropped (``constSlice&``, ``Sliceconst&``: ``Slice``; ``char*const``: ``char*``); a
    pointee's kept."""
    core = written.removesuffix("const") if written.endswith("*const") else written
    if core.endswith(("const&", "const&&")) and "*" not in core:
        core = core.rstrip("&").removesuffix("const")
    core = core.rstrip("&")
    if core.endswith("const") and len(core) > 5 and "*" not in core:   # ``osmium::Nodeconst``: a dereferenced
        core = core[:-5]   # ``osmium::Node const*``
    return core[5:] if core.startswith("const") and "*" not in core else core


def same_type(param: str, arg: str) -> bool:
    """Whether a parameter and an argument type are one type as written, ``const`` and references
    aside, a namespace qualifier written on one side only too (``constgeom::CoordinateXY&`` and
    ``constCoordinateXY&``; ``std::size_t`` and ``size_t``), in template arguments too
    (``std::unique_ptr<geom::Seq>`` and ``std::unique_ptr<Seq>``)."""
    core, given = unqualified(param), unqualified(arg)
    if core == given:
        return True
    core, given = _CONST_WORD.sub("const ", core), _CONST_WORD.sub("const ", given)
    names, others = _QUALIFIED.findall(core), _QUALIFIED.findall(given)   # ``std::unique_ptr<geom::Seq>``: two
    return _QUALIFIED.split(core) == _QUALIFIED.split(given) and len(names) == len(others) and all(
        a == b or a.endswith("::" + b) or b.endswith("::" + a)
        for a, b in zip((n.removeprefix("::") for n in names), (o.removeprefix("::") for o in others), strict=True))


def _identity(param: str, arg: str) -> bool:
    """Whether an argument reaches a parameter as an exact match (C++ [over.ics.scs]): the same type,
    or a pointer to the same type given ``const`` (``Geometry*`` to ``const Geometry*``)."""
    if same_type(param, arg):
        return True
    core, given = unqualified(param), unqualified(arg)
    return core.endswith("*") and given.endswith("*") and not given.startswith("const") and \
        core.startswith("const") and same_type(core[5:], given)


_QUALIFIED = re.compile(r"(?:::)?[A-Za-z_]\w*(?:::[A-Za-z_]\w*)*")
_CONST_WORD = re.compile(r"(?<![\w:])const(?=[A-Za-z_:])")   # ``constFoo``, as types are written: ``const Foo``


def _copies(d: Definition, params: list[str], arg: str) -> bool:
    """Whether ``d`` is a copy or move constructor (one parameter, a reference to its own class)
    called with what no such constructor takes: a number, a pointer (a string literal) or a
    standard library object, never an object of the class (``IllegalArgumentException("bad")``
    calls the constructor from a string, not the copy constructor: C++ allows no user-defined
    conversion to reach it)."""
    if len(params) != 1 or not params[0].endswith("&") or not arg:
        return False
    core = unqualified(params[0]).rpartition("::")[2]
    own = d.parent is not None and d.parent.rpartition(".")[2] == d.name
    given = unqualified(arg)
    return own and core == d.name and (given.endswith("*") or given in ARITHMETIC or given.startswith("std::"))


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
        unqualified(arg) not in ARITHMETIC
    return others if named and len(others) == 1 else ids


def _by_pointee_const(ids: list[str], params: dict[str, list[str]], args: list[str], differing: list[int]) -> list[str]:
    """Overloads apart only by a ``const`` pointee, called with a pointer to a class that converts to
    both (LibSass' ``Cast(AST_Node*)`` and ``Cast(const AST_Node*)`` for a ``Statement*``): a pointer
    to what is not ``const`` calls the first, as the qualification conversion the other adds ranks
    below; a pointer to ``const`` can call only the other.  ``ids`` unchanged else."""
    def pointee(param: str) -> tuple[str, bool] | None:
        if not param.endswith("*") or param.count("*") != 1:
            return None
        core = param[:-1]
        const = core.startswith("const") or core.endswith("const")
        return core.removeprefix("const").removesuffix("const"), const

    kept = list(ids)
    for i in differing:
        arg = args[i]
        given = pointee(arg)
        forms = {sid: pointee(params[sid][i]) if i < len(params[sid]) else None for sid in kept}
        if given is None or given[0] in ARITHMETIC or any(f is None for f in forms.values()) or \
                len({f[0] for f in forms.values() if f is not None}) != 1:
            return ids
        kept = [sid for sid in kept if (found := forms[sid]) is not None and found[1] == given[1]]
    return kept or ids


def by_argument_texts(ids: list[str], definition: Callable[[str], Definition], args: list[str],
                      lvalues: list[bool] | None = None, rvalues: list[bool] | None = None,
                      plain: Callable[[str, str], str] | None = None, enums: frozenset[str] = frozenset(),
                      container: Callable[[str, str], str] | None = None,
                      trait: Callable[[str, str, str], bool | None] | None = None,
                      instance: Callable[[str], str] | None = None) -> list[str]:
    """C++ overloads of one arity told apart by the arguments' types where those are certain
    (``cpp_args``): the one overload whose parameters are exactly the arguments' types wherever
    the overloads differ (an exact match beats every promotion or conversion), ``ids`` unchanged
    when an argument there is unknown, none or several match exactly, or the match would bind a
    non-``const`` reference to what is not a non-``const`` lvalue (``lvalues``: which arguments are
    a variable, a member or an element: a literal, a call's result or a ``const`` value cannot
    bind) or an rvalue reference to what is not certainly an rvalue (``rvalues``: ``std::move(x)``,
    a temporary).  An overload that cannot take a known argument at all is left out first (:func:`_cannot_take`).
    ``plain`` spells a parameter's type as the arguments' are (a name aliasing a number as that number);
    ``enums``: argument types that are enumerations without ``class``, which promote to ``int``;
    ``container`` spells a parameter naming an alias of a standard container as that container, for
    what cannot take an argument only; ``trait`` tells whether a repository type trait holds for a type (the
    overload's id, the trait as written, the type), for the constraints of :func:`disabled`; ``instance`` spells an
    argument type naming an alias of a class template's instance as that instance, for :func:`_other_extent`."""
    if len(ids) < 2 or not args:
        return ids
    params: dict[str, list[str]] = {}
    for sid in ids:
        types = parameter_types(definition(sid).signature)
        if not types:
            return ids
        params[sid] = [plain(sid, t) for t in types[:-1]] if plain is not None else list(types[:-1])

    def untakable(sid: str, i: int, arg: str) -> bool:
        param, head = params[sid][i], template_head(definition(sid).signature)
        return _cannot_take(container(sid, param) if container is not None else param, arg) or \
            _other_instance(head, param, arg) or _other_template(head, params[sid], i, arg) or \
            (instance is not None and _other_extent(param, instance(arg)))

    kept = [sid for sid in ids if not _copies(definition(sid), params[sid], args[0]) and not any(
        i < len(params[sid]) and arg and untakable(sid, i, arg) for i, arg in enumerate(args))
        and not disabled(template_head(definition(sid).signature), params[sid], args, enums,
                         partial(trait, sid) if trait is not None else None)
        and not (instance is not None and _deduced_apart(template_head(definition(sid).signature), params[sid], args,
                                                         instance))]
    if len(kept) == 1:
        return kept
    if kept and len(kept) < len(ids):
        ids, params = kept, {sid: params[sid] for sid in kept}
    differing = positions_apart(params, len(args))
    if not differing or any(not args[i] for i in differing):
        return ids
    differing = [i for i in differing if not _qualifier_apart([p[i] for p in params.values() if i < len(p)], args[i])]
    if not differing:   # where parameters are apart only by a namespace, the argument does not tell them apart
        return ids
    exact = _exact(ids, params, args, differing) or _exact_spelled(ids, params, args, differing, container)
    if len(exact) > 1:   # a function that is no template beats a template's specialisation matching as well
        untemplated = [sid for sid in exact if not template_head(definition(sid).signature) and
                       len(params[sid]) == len(args)]
        exact = untemplated if len(untemplated) == 1 else exact
    templated = [sid for sid in ids if template_head(definition(sid).signature)]
    if not exact and len(templated) == len(ids):
        chosen = _by_indirection(ids, params, {sid: definition(sid).signature for sid in ids}, args, differing)
        if len(chosen) == 1:
            return chosen
    if not exact and len(qualified := _by_pointee_const(ids, params, args, differing)) == 1:
        return qualified
    deducing = [sid for sid in templated if _deduces(template_head(definition(sid).signature), params[sid], args,
                                                     differing, lvalues)] if not exact else []
    if len(deducing) == 1 and (len(templated) == 1 or _alike_templates(deducing[0], templated, params, definition)
                               or (len(templated) == len(ids) and
                                   _most_specialised(deducing[0], templated, params, definition))) \
            and not _instance_elsewhere(deducing[0], ids, params, args, differing):
        return deducing   # ``T b2Max(T a, T b)`` beside ``b2Vec2 b2Max(const b2Vec2&, ...)``, called with floats;
        # GEOS' ``add(const T&, bool)`` beside ``add(const T&, std::size_t)``, called with ``(c, true)``
    if not exact and not templated and (best := _best_converted(params, args, differing, enums)) is not None:
        return [best]
    if len(exact) != 1 or not all(_binds(params[exact[0]][i], args[i], i, lvalues, rvalues) for i in differing):
        return ids
    return exact


# A constraint on a template (``std::enable_if_t<std::is_enum_v<V>, void>``, ``!std::is_integral<T>::value``): a
# type trait of one of its type parameters, as ``template_head`` writes it (no spaces).
_TRAIT = re.compile(r"enable_if(?:_t)?<(!?)(?:std::)?(is_enum|is_integral|is_floating_point|is_arithmetic|is_pointer)"
                    r"(?:_v<(\w+)>|<(\w+)>::value)[,>]")
_FLOATING = frozenset({"float", "double", "longdouble"})


def disabled(head: str, params: list[str], args: list[str], enums: frozenset[str],
             trait: Callable[[str, str], bool | None] | None = None) -> bool:
    """Whether a function template's ``enable_if`` constraint fails for the arguments, for certain
    (JSBSim's two ``Tie(name, T*, V (T::*getter)() const, ...)``, one for an enumeration ``V``):
    a trait of a type parameter deduced from an argument whose type is known (:func:`_trait`), or one
    of the conditions joined by ``&&`` in the head or the result type (:func:`_condition_fails`: RTTR's
    ``enable_if<std::numeric_limits<F>::is_signed && !std::numeric_limits<T>::is_signed, bool>::type
    convert_to(const F& from, T& to)``), a repository's trait too where ``trait`` tells ({fmt}'s
    ``template <typename Locale, typename... T, FMT_ENABLE_IF(detail::is_locale<Locale>::value)> format(const
    Locale&, format_string<T...>, T&&...)``, given a string: a ``const char*`` is no locale)."""
    for found in _TRAIT.finditer(head) if "enable_if" in head else ():
        deduced = _deduced(found.group(3) or found.group(4), params, args)
        holds = _trait(found.group(2), deduced, enums) if deduced else None
        if holds is not None and holds == bool(found.group(1)):
            return True
    if ("enable_if" in head or "ENABLE_IF(" in head) and any(
            _condition_fails(c, params, args, enums, trait) for c in _enable_conditions(head)):
        return True
    return _no_member_overload(head, params, args, enums)


def _enable_conditions(head: str) -> list[str]:
    """The first argument of each ``enable_if<...>`` a head (without spaces) writes, and the argument of each
    macro spelling one ({fmt}'s ``FMT_ENABLE_IF(...)``, ``enable_if_t<(...), int> = 0``)."""
    out: list[str] = []
    for found in re.finditer(r"enable_if(?:_t)?<|\b[A-Z][A-Z0-9_]*ENABLE_IF\(", head):
        depth, at = 1, found.end()
        while at < len(head) and depth:
            depth += {"<": 1, ">": -1, "(": 1, ")": -1}.get(head[at], 0)
            if depth == 1 and head[at] == ",":
                break
            at += 1
        out.append(head[found.end():at - 1 if found.group(0).endswith("(") and not depth else at])
    return out


def _condition_fails(condition: str, params: list[str], args: list[str], enums: frozenset[str],
                     repository: Callable[[str, str], bool | None] | None = None) -> bool:
    """Whether one of the conditions ``&&`` joins is false, for certain, for the deduced types (a repository
    trait's value as ``repository`` tells it)."""
    for part in condition.split("&&"):
        negated = part.startswith("!")
        same = _SAME.fullmatch(part.removeprefix("!").strip("()"))
        if same is not None:   # ``std::is_same<F, T>::value``: of two number types, known
            names = (same.group(1) or same.group(3), same.group(2) or same.group(4))
            types = [_deduced(n, params, args) or n for n in names]
            if all(t in ARITHMETIC or t in _UNSIGNED for t in types) and (types[0] == types[1]) == negated:
                return True
            continue
        found = _CONDITION.fullmatch(part.removeprefix("!").strip("()"))
        own = _REPOSITORY_TRAIT.fullmatch(part.removeprefix("!").strip("()")) if found is None else None
        if own is not None and repository is not None and (deduced := _deduced(own.group(2), params, args)) and \
                (holds := repository(own.group(1), deduced)) is not None and holds == negated:
            return True
        if found is None:
            continue
        deduced = _deduced(found.group(2) or found.group(3) or found.group(4), params, args)
        if not deduced:
            continue
        trait = found.group(1) or ("is_signed" if found.group(5) == "is_signed" else "is_integral")
        holds = _signed(deduced) if trait == "is_signed" else _trait(trait, deduced, enums)
        if holds is not None and holds == negated:
            return True
    return False


# ``std::is_integral<T>::value``, ``std::is_floating_point_v<T>``, ``std::numeric_limits<T>::is_signed``
_CONDITION = re.compile(r"(?:std::)?(?:(is_enum|is_integral|is_floating_point|is_arithmetic|is_pointer|is_signed)"
                        r"(?:_v<(\w+)>|<(\w+)>::value)|numeric_limits<(\w+)>::(is_signed|is_integer))")
_REPOSITORY_TRAIT = re.compile(r"((?:\w+::)*\w+)<(\w+)>::value")   # ``detail::is_locale<Locale>::value``
_SAME = re.compile(r"(?:std::)?is_same(?:<(\w+),(\w+)>::value|_v<(\w+),(\w+)>)")
_UNSIGNED = frozenset({"bool", "unsignedchar", "unsignedshort", "unsigned", "unsignedint", "unsignedlong",
                       "unsignedlonglong", "size_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "uintptr_t",
                       "char16_t", "char32_t"})


def _signed(written: str) -> bool | None:
    """Whether a number type is signed (``char`` is, on the x86-64 Linux the yardstick builds for)."""
    return written not in _UNSIGNED if written in ARITHMETIC or written in _UNSIGNED else None


def _no_member_overload(head: str, params: list[str], args: list[str], enums: frozenset[str]) -> bool:
    """Whether a member pointer argument names no overload with the parameter list its parameter writes,
    the template's parameters there deduced from the other arguments (JSBSim's ``Tie(name, this, eP,
    &Foo::GetPQRdot)``, ``eP`` an enumerator: ``V (T::*getter)(int) const``, not ``V(T::* getter)(U) const``
    with ``U`` deduced as the enumeration, for ``GetPQRdot(int)``)."""
    names = {n for n in re.findall(r"(?:class|typename)(\w+)", head)}
    for at, (param, arg) in enumerate(zip(params, args, strict=False)):
        written = _MEMBER_POINTER.fullmatch(param) if arg.startswith(MEMBER) else None
        overloads = _member_overloads(arg) if written is not None else None
        if written is None or overloads is None:
            continue
        wanted: list[str] = []
        for part in (p for p in top_level(written.group(1)) if p and p != "void"):
            if part in names:
                deduced = _deduced(part, params[:at] + params[at + 1:], args[:at] + args[at + 1:])
                part = ENUM if deduced in enums else deduced
            wanted.append(unqualified(part))
        if all(wanted) and tuple(wanted) not in overloads:
            return True
    return False


def _deduced(name: str, params: list[str], args: list[str]) -> str:
    """The type a template parameter ``name`` takes from the arguments: from one passed as ``T``,
    ``const T&``, ``T&&``, or as a pointer to a member function with result ``T``; '' else."""
    for param, arg in zip(params, args, strict=False):
        if arg and param.removeprefix("const").rstrip("&") == name:
            return unqualified(arg)
        if arg.startswith(MEMBER) and re.fullmatch(rf"{name}\(\w+::\*\w*\)\(.*", param):
            return member_result(arg)
    return ""


def _trait(trait: str, written: str, enums: frozenset[str]) -> bool | None:
    """Whether a type trait holds for a type written so; None when the type is not known well enough."""
    if written.startswith(MEMBER):   # a pointer to a member is none of these (not even ``is_pointer``)
        return False
    if written.endswith("*"):
        return trait == "is_pointer"
    if written == ENUM or written in enums:
        return trait == "is_enum"
    if written in ARITHMETIC:
        floating = written in _FLOATING
        return {"is_integral": not floating, "is_floating_point": floating, "is_arithmetic": True}.get(trait, False)
    if written.startswith("std::") and (written.removeprefix("std::") in _CHARACTERS or
                                        STANDARD_CONTAINER.fullmatch(written)):
        return False   # a standard string or container is a class (fheroes2's ``StringReplace(dst, pred, const T)``
    return None   # for ``std::is_integral_v<T>``, given a ``std::string``)


def _most_specialised(chosen: str, templated: list[str], params: dict[str, list[str]],
                      definition: Callable[[str], Definition]) -> bool:
    """Whether function template ``chosen`` is more specialised than each other one of ``templated``: where
    they differ, it takes a type written out where the other takes one of its type parameters as written, never
    the reverse (Nestopia's ``Map(uint first, uint last, T t)`` beside ``Map(uint address, T t, U u)``, both
    taking ``(0x5000U, 0x5FFFU, &Action53::Poke_5000)``: partial ordering picks the first).  Asked only where
    no function that is no template is left beside them (Draco's ``HashCombine(uint64_t, uint64_t)`` beside
    ``HashCombine(T1, T2)`` and ``HashCombine(T, size_t)``: for two ``size_t`` s the first is called, an exact match
    too, as ``uint64_t`` is ``size_t`` here)."""
    def bare(sid: str) -> set[str]:
        names = re.findall(r"(?:class|typename)(\w+)", template_head(definition(sid).signature))
        return {written for name in names for written in (*_taken_as_is(name), f"{name}&")}

    mine = bare(chosen)
    for other in templated:
        if other == chosen:
            continue
        theirs, more = bare(other), False
        if len(params[other]) != len(params[chosen]):
            return False
        for param, given in zip(params[chosen], params[other], strict=True):
            if (param in mine and given in theirs) or param == given:
                continue
            if param in mine or given not in theirs:
                return False   # less specialised here, or two types written out that differ
            more = True
        if not more:
            return False
    return True


def _instance_elsewhere(chosen: str, ids: list[str], params: dict[str, list[str]], args: list[str],
                        differing: list[int]) -> bool:
    """Whether another overload takes, where they differ, an instance of the class template the
    argument is an instance of (Nuspell's ``Subrange(std::pair<It, It>)`` of a ``Subrange<It>``
    beside ``template <class Range> Subrange(Range&)``, for a ``std::pair<...>``): with the class's
    parameters substituted it may match as exactly, and then it is called, being no template."""
    for sid in ids:
        for i in differing if sid != chosen else ():
            param, arg = unqualified(params[sid][i]) if i < len(params[sid]) else "", unqualified(args[i])
            if "<" in param and "<" in arg and \
                    param.partition("<")[0].rpartition("::")[2] == arg.partition("<")[0].rpartition("::")[2]:
                return True
    return False


def _exact(ids: list[str], params: dict[str, list[str]], args: list[str], differing: list[int]) -> list[str]:
    """The overloads whose parameters are the arguments' types exactly wherever they differ, the
    closest kind of match that some overload has: the type as written; else the same type with a
    namespace written on one side only; else a pointer given ``const`` (an exact match that ranks
    below the same type: ``SkipWhiteSpace(char* const)`` over ``SkipWhiteSpace(const char*)`` for a ``char*``)."""
    for fits in (_as_written, same_type, _identity):
        exact = [sid for sid in ids if all(i < len(params[sid]) and fits(params[sid][i], args[i]) for i in differing)]
        if len(exact) == 1:
            return exact
    return exact


def _exact_spelled(ids: list[str], params: dict[str, list[str]], args: list[str], differing: list[int],
                   container: Callable[[str, str], str] | None) -> list[str]:
    """The one overload whose parameters, an alias of a standard container spelled as that container, are the
    arguments' types as written wherever the overloads differ (Manifold's ``to_c(SimplePolygon*)``, ``using
    SimplePolygon = std::vector<vec2>``, beside ``to_c(Polygons*)``, for a ``std::vector<vec2>*``); [] else."""
    if container is None:
        return []
    exact = [sid for sid in ids if all(i < len(params[sid]) and _as_written(container(sid, params[sid][i]), args[i])
                                       for i in differing)]
    return exact if len(exact) == 1 else []


def _as_written(param: str, arg: str) -> bool:
    """The same type as written, ``const`` and a reference aside; a braced list is an
    ``std::initializer_list`` exactly (which a list-initialisation prefers to any other parameter), unless its
    elements' types differ (``{2!}``: no template deduces it, a conversion narrows)."""
    return unqualified(param) == unqualified(arg) or (arg.startswith("{") and "initializer_list<" in param and
                                                      arg != "{2!}")


def _qualifier_apart(types: list[str], arg: str) -> bool:
    """Whether parameters differ only by a namespace (``IsScalar(BaseType)`` beside
    ``IsScalar(reflection::BaseType)``) and the argument's type is written as neither: its own
    qualifier may be an alias (``r::BaseType``) or a name seen from elsewhere, so which one it is
    the texts do not tell."""
    def last(t: str) -> str:
        return _QUALIFIED.sub(lambda m: m.group(0).rpartition("::")[2], unqualified(t))
    written = {unqualified(t) for t in types}
    return len({last(t) for t in written}) < len(written) and unqualified(arg) not in written


def _binds(param: str, arg: str, at: int, lvalues: list[bool] | None, rvalues: list[bool] | None) -> bool:
    """Whether an argument of the parameter's own type binds it: a non-``const`` lvalue reference
    only a non-``const`` lvalue, an rvalue reference only an rvalue; any other parameter, yes."""
    if not param.endswith("&") or param.startswith("const") or param.rstrip("&").endswith("const"):
        return True
    if param.endswith("&&"):
        return bool(rvalues and at < len(rvalues) and rvalues[at])
    return bool(lvalues and at < len(lvalues) and lvalues[at]) and not arg.startswith("const")


# The integral promotions and the one floating-point promotion (C++ [conv.prom], [conv.fpprom]).
_PROMOTED = {"bool": "int", "char": "int", "signedchar": "int", "unsignedchar": "int", "short": "int",
             "unsignedshort": "int", "wchar_t": "int", "char16_t": "int", "float": "double"}
ARITHMETIC = _NUMBERS | {"bool", "unsignedshort", "longdouble", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
                          "uint16_t", "uint32_t", "uint64_t", "ptrdiff_t", "intptr_t", "uintptr_t"}


def _rank(param: str, arg: str, enum: bool = False) -> int | None:
    """How an argument of type ``arg`` reaches a parameter ``param`` (C++ [over.ics.rank]): 0 exactly,
    1 by a promotion, 2 by a standard conversion between arithmetic types, 3 at best by a
    user-defined conversion (an arithmetic value to a parameter of a class type), 4 a number to a
    pointer (viable for a literal 0 alone); ``None`` when not certain (a pointer argument, a
    non-``const`` reference, types the texts do not tell).  An enumeration without ``class``
    (``enum``) promotes to ``int`` and converts to any other number."""
    core, given = unqualified(param), unqualified(arg)
    if _identity(param, arg):
        return 0
    if enum and core in ARITHMETIC and not param.endswith("&"):
        return 1 if core == "int" else 2
    if param.endswith("&") and not param.startswith("const"):
        return None
    if given in ARITHMETIC and core in ARITHMETIC:
        return 1 if _PROMOTED.get(given) == core else 2
    if given in ARITHMETIC and core.endswith("*"):
        return 4   # a number to a pointer: only a literal 0 converts; never the best choice here
    named = re.compile(r"[A-Za-z_][\w:]*")
    if core not in ARITHMETIC and named.fullmatch(core) and named.fullmatch(given) and \
            not {core, given} & {"void", "auto"} and \
            (given not in ARITHMETIC or _CLASS_NAME.match(core.rpartition("::")[2])):
        return 3   # to a class from a number, or from another class: by a constructor, if at all
    return None


# A name written as classes are (``Position``), not as a typedef of a number may be (oatpp's
# ``v_int32``, ``uint32``, ``DWORD``): a number reaches only the first by a user-defined conversion.
_CLASS_NAME = re.compile(r"[A-Z](?=\w*[a-z])")


def _best_converted(params: dict[str, list[str]], args: list[str], differing: list[int],
                    enums: frozenset[str] = frozenset()) -> str | None:
    """The overload whose conversions of the arguments are no worse than every other's wherever
    they differ and better in one (``Location(const Position&, unsigned)`` beside
    ``Location(const Position&, const Position&)``, called with ``(start, 0)``); ``None`` when a
    conversion is not certain or no overload is best."""
    ranks: dict[str, list[int]] = {}
    for sid, types in params.items():
        row = [_rank(types[i], args[i], args[i] in enums) if i < len(types) else None for i in differing]
        if any(r is None for r in row):
            return None
        ranks[sid] = [r for r in row if r is not None]
    best = [sid for sid, row in ranks.items() if max(row, default=0) < 4 and all(
        other == sid or (all(a <= b for a, b in zip(row, ranks[other], strict=True)) and row != ranks[other])
        for other in ranks)]
    return best[0] if len(best) == 1 else None


def of_class(written: str) -> bool:
    """Whether a type as ``cpp_args`` writes it is a named class's, as far as its text tells: not a
    number, a pointer or a reference to an rvalue."""
    core = unqualified(written)
    return bool(core) and core not in ARITHMETIC and not core.endswith(("*", "]")) and \
        _QUALIFIED.fullmatch(core.partition("<")[0]) is not None
