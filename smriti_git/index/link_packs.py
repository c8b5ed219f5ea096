"""C++ function templates told apart by their parameter packs and by what they deduce, as the
compiler's partial ordering and overload resolution do, for the linker's choice among overloads of
one arity (``Linker._fitting``): :func:`by_packs` (``mul_safe(T, T)`` over ``mul_safe(T, T,
Args&&...)``), :func:`by_forwarding_pack` (``template <typename... SV> RuntimeError(const SV&...)``
over ``RuntimeError(std::string_view)`` for a string literal), :func:`by_specialisation`
(``Read(Array<T, A>&)`` over ``Read(T&)`` for an ``Array<Point>``), :func:`without_other_containers`
(not ``into(std::vector<T>&, ...)`` for a ``std::string``), :func:`without_pointers_for_numbers` (not
``f(const char*)`` for an ``unsigned int``), :func:`without_lvalue_references` (not
``use(T&, indicator&)`` for ``use(x, "t")``) and :func:`by_deduced_constness` (``use(T&)`` over ``use(const
T&)`` for a mutable lvalue)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from smriti_git.index.facts import Definition
from smriti_git.index.languages.cpp_args import parameter_types, top_level
from smriti_git.index.link_choice import ARITHMETIC, same_type
from smriti_git.index.link_decls import template_head, template_parameters


def by_packs(ids: list[str], definition: Callable[[str], Definition], args: list[str] | None = None) -> list[str]:
    """C++ function templates that fit a call and differ only in how many arguments a trailing
    parameter pack takes: one's parameters are another's, with a pack after them (SEAL's
    ``mul_safe(T, T)`` and ``mul_safe(T, T, Args&&...)``) or with more of its own type parameters
    before the same pack (``product_fits_in(Args&&...)`` and ``product_fits_in(T, Args&&...)``).
    Partial ordering makes the one whose pack takes fewest arguments the more specialised, and the
    compiler calls it.  The parameters before the pack may be of a named type too where the
    argument there is known to be of it (``args``: Stockfish's ``pieces(Color c, PieceTypes... pts)``
    over ``pieces(PieceTypes... pts)`` for ``pieces(Us, PAWN)``).  With no arguments, a function
    that is no template and takes none is called over a template taking only a pack (``pieces()``).
    ``ids`` unchanged when the parameters differ otherwise."""
    if len(ids) < 2:
        return ids
    if not args and (none := _no_parameters_over_packs(ids, definition)) is not None:
        return [none]
    shapes: dict[str, tuple[tuple[str, ...], str | None, str, set[str]]] = {}
    for sid in ids:
        signature = definition(sid).signature
        params, (names, _) = parameter_types(signature), template_parameters(signature)
        if not params or not names:
            return ids
        *plain, qualifiers = params
        pack = re.sub(r"\.\.\.\w*$", "...", plain[-1]) if plain and "..." in plain[-1] and plain[-1] != "..." \
            else None
        shapes[sid] = (tuple(plain[:-1] if pack else plain), pack, qualifiers, {n for n in names if n})
    def rank(sid: str) -> tuple[int, bool]:   # more parameters before the pack, then no pack at all
        return len(shapes[sid][0]), shapes[sid][1] is None
    most = max(rank(sid) for sid in ids)
    best = [sid for sid in ids if rank(sid) == most]
    if len(best) != 1:
        return ids
    fixed, pack, qualifiers, own = shapes[best[0]]
    for sid, (other, other_pack, other_qualifiers, _) in shapes.items():
        if sid == best[0]:
            continue
        if other_pack is None or (pack is not None and pack != other_pack) or other_qualifiers != qualifiers or \
                fixed[:len(other)] != other or \
                not all(p in own or re.sub(r"^const|&&?$", "", p) in own or (
                    args is not None and at < len(args) and args[at] and same_type(p, args[at]))
                        for at, p in enumerate(fixed[len(other):], len(other))):
            return ids
        if other_pack.endswith("&&...") and any(p.startswith("const") and p.endswith("&") and not p.endswith("&&")
                                                for p in fixed[len(other):]):
            return ids   # KenLM's ``push_back(Construct&&...)`` binds a mutable argument better than ``(const C&)``
    return best


def _no_parameters_over_packs(ids: list[str], definition: Callable[[str], Definition]) -> str | None:
    """The one overload that is no template and takes no parameters, where every other is a template
    whose only parameter is a pack; None else."""
    plain, packs = [], 0
    for sid in ids:
        signature = definition(sid).signature
        params = parameter_types(signature)[:-1]
        if not params and not template_head(signature):
            plain.append(sid)
        elif template_head(signature) and len(params) == 1 and "..." in params[0]:
            packs += 1
        else:
            return None
    return plain[0] if len(plain) == 1 and packs == len(ids) - 1 else None


def by_forwarding_pack(ids: list[str], definition: Callable[[str], Definition], args: list[str]) -> list[str]:
    """C++ overloads where one is a template taking any arguments through one unconstrained pack
    (BehaviorTree.CPP's ``template <typename... SV> RuntimeError(const SV&... args)``) and the
    others are not templates, or templates whose parameters before a pack are of named types
    (Stockfish's ``pieces(Color c, PieceTypes... pts)``): the pack binds every argument exactly, so
    it is called unless some other overload takes every argument's type as it is
    (``RuntimeError(std::string_view)`` for a ``std::string_view``; a string literal needs a
    conversion to it; ``pieces(PAWN)``, a ``PieceType``, is no ``Color``).  Every argument's type
    must be known (``args``); ``ids`` unchanged else."""
    if len(ids) < 2 or not args or not all(args):
        return ids
    packs, others = [], []
    for sid in ids:
        signature = definition(sid).signature
        names, _ = template_parameters(signature)
        params = parameter_types(signature)[:-1]
        if not names and "template" not in signature.split("(")[0]:
            others.append((params, False))
        elif len(params) == 1 and "..." in params[0] and "=" not in template_head(signature) and \
                re.fullmatch(r"(?:const)?\w+(?:&&?)?\.\.\.\w*", params[0]):
            packs.append(sid)
        elif params and "..." in params[-1] and not any(
                re.search(rf"\b{re.escape(n)}\b", p) for n in names if n for p in params[:-1]):
            others.append((params[:-1], True))   # named types, then a pack: that pack deduces the rest exactly
        else:
            return ids

    def bare(written: str) -> str:
        return re.sub(r"^const|&&?$", "", written)

    def exact(params: tuple[str, ...] | list[str], packed: bool) -> bool:
        return (len(params) == len(args) or (packed and len(params) <= len(args))) and \
            all(bare(p) == bare(a) for p, a in zip(params, args, strict=False))
    if len(packs) != 1 or any(exact(params, packed) for params, packed in others):
        return ids
    return packs


_INSTANCE_PARAMETER = re.compile(r"(?:const)?((?:[A-Za-z_]\w*::)*[A-Za-z_]\w*)<.*>(?:const)?&{0,2}")


def by_specialisation(ids: list[str], definition: Callable[[str], Definition], args: list[str],
                      expand: Callable[[str], str]) -> list[str]:
    """The one function template whose parameter is an instance of a class template of its own
    deduced arguments (Jolt's ``template <class T, class A> Read(Array<T, A>&)``) where the argument
    there is an instance of that class template (an ``Array<Point>``, or a name ``expand`` reads as
    one: ``using Points = Array<Point>``): deduction makes it an exact match, more specialised than
    ``Read(T&)`` and better than any conversion another overload needs.  ``ids`` unchanged else, and
    where a function that is no template takes an argument as it is (fmt's ``vformat_to(buffer<char>&,
    string_view, ...)`` beside the template of ``basic_string_view<Char>``: it is called), and where another
    overload takes an instance of the same class template there (ANTLR's ``equals(const std::vector<Ref<T>>&,
    ...)`` beside ``equals(const std::vector<T>&, ...)``: which one deduces better is not weighed)."""
    if len(ids) < 2 or not args:
        return ids
    chosen: list[tuple[int, str]] = []   # (how many ``const T`` it deduces, id)
    at: tuple[int, str] = (-1, "")   # where the chosen one's instance parameter is, and its template
    for sid in ids:
        signature = definition(sid).signature
        names = set(template_parameters(signature)[0])
        params = parameter_types(signature)[:-1]
        if not names and any(i < len(params) and arg and (same_type(params[i], arg) or same_type(
                params[i], expand(arg))) for i, arg in enumerate(args)):
            return ids   # a function that is no template, taking the argument as it is (fmt's ``string_view``)
        for i, param in enumerate(params[:len(args)] if names else []):
            instance = _INSTANCE_PARAMETER.fullmatch(param)
            given = expand(args[i]).removeprefix("const") if args[i] else ""
            if instance is None or not given or instance.group(1) in names or param.endswith("&&") or \
                    given.partition("<")[0].rpartition("::")[2] != instance.group(1).rpartition("::")[2] or \
                    "<" not in given:
                continue   # only ``Array<T, A>&`` of its own parameters deduces from any ``Array<...>``
            consts = _deduced_consts(param, given, names)
            if consts is not None:
                chosen.append((consts, sid))
                at = (i, instance.group(1).rpartition("::")[2])
                break
    best = [sid for consts, sid in chosen if consts == max(chosen)[0]] if chosen else []
    if len(best) != 1:
        return ids
    for sid in ids:   # ANTLR's ``equals(const std::vector<Ref<T>>&, ...)`` beside ``(const std::vector<T>&, ...)``:
        signature = definition(sid).signature   # a more specialised template may be called
        names = set(template_parameters(signature)[0])
        params = parameter_types(signature)[:-1] if names else ()
        weighed = any(sid == one for _, one in chosen)   # (VMime's ``clone(const shared_ptr<T>&)``, less specialised)
        other = _INSTANCE_PARAMETER.fullmatch(params[at[0]]) if not weighed and at[0] < len(params) else None
        if other is not None and other.group(1).rpartition("::")[2] == at[1] and \
                _deduced_consts(params[at[0]], expand(args[at[0]]).removeprefix("const"), names, True) is not None:
            return ids   # (not VMime's ``clone(const shared_ptr<const T>&)`` for a ``shared_ptr<contentHandler>``)
    return best


def _deduced_consts(param: str, given: str, names: set[str], unknown: bool = False) -> int | None:
    """How many ``const T`` (``T`` a template parameter) an instance parameter of a function template
    (``shared_ptr<const T>``) deduces from the arguments of the instance ``given`` (``shared_ptr<const
    headerField>``): more is more specialised (VMime's ``clone(const shared_ptr<const T>&)`` beside ``clone(const
    shared_ptr<T>&)``); None where it deduces nothing (``const T`` of an argument without ``const``), or, with
    ``unknown``, where it may (an argument that is no bare parameter: ``vector<Ref<T>>``)."""
    written = top_level(param.partition("<")[2].rpartition(">")[0])
    taken = top_level(given.partition("<")[2].rpartition(">")[0])
    if not written or any(p.strip() not in names for p in written[len(taken):]):
        return 0 if unknown else None   # (past the given ones, defaulted parameters: Jolt's ``Array<T, A>``)
    consts = 0
    for pattern, argument in zip(written, taken, strict=False):
        pattern, argument = pattern.strip(), argument.strip()
        if pattern in names:
            continue
        if pattern.startswith("const") and pattern[5:].strip() in names and argument.startswith("const"):
            consts += 1
            continue
        if pattern.startswith("const") and pattern[5:].strip() in names:
            return None
        return 0 if unknown else None
    return consts


# A standard container or string, as ``cpp_args`` writes a type (the ``const``, a reference aside).
_STANDARD = re.compile(r"(?:const)?(?:::)?std::(string|vector|deque|list|set|map|unordered_set|unordered_map|array)"
                       r"(?:<.*>)?(?:const)?&{0,2}")


def without_other_containers(ids: list[str], definition: Callable[[str], Definition], args: list[str]) -> list[str]:
    """``ids`` without the function templates whose parameter is an instance of a standard container
    where the argument is a standard string or another standard container, which no conversion makes one
    of (SOCI's ``into(std::vector<T>&, std::vector<indicator>&)`` beside ``into(T&, Indicator&)``, for a
    ``std::string`` and an ``indicator``); and the overloads whose parameter is a standard container or
    string where the argument is a pointer (but a ``char`` one to a string), which none is made of
    (Tesseract's ``fp->Serialize(&length_)`` beside ``Serialize(const std::string&)``).  ``ids`` unchanged
    when none would be left."""
    if len(ids) < 2 or not any(args):
        return ids
    kept = []
    for sid in ids:
        params = parameter_types(definition(sid).signature)[:-1]
        if not any(i < len(params) and (wanted := _STANDARD.fullmatch(params[i])) is not None and (
                (wanted.group(1) != "string" and (given := _STANDARD.fullmatch(arg)) is not None and
                 given.group(1) != wanted.group(1)) or _not_made_of_pointer(wanted.group(1), arg))
                   for i, arg in enumerate(args) if arg):
            kept.append(sid)
    return kept or ids


def _not_made_of_pointer(container: str, arg: str) -> bool:
    """Whether a pointer argument (``bool*``, as the argument typing writes it) can make no standard
    ``container`` (a ``char`` pointer makes a string)."""
    if not arg.endswith("*") or arg.endswith("**"):
        return False
    return container != "string" or arg.removeprefix("const").removesuffix("*").removesuffix("const") != "char"


def without_pointers_for_numbers(ids: list[str], definition: Callable[[str], Definition], args: list[str],
                                 texts: tuple[str, ...]) -> list[str]:
    """``ids`` without the overloads taking a pointer where the argument is a named value, a member or a
    call's result of a number type (``plain``, as the argument typing spells a number alias), or a literal
    or cast of one other than ``0`` (VulkanSceneGraph's ``read(1, &n)``: not ``read(const char*, Args&...)``): only a
    literal ``0`` converts to a pointer (Bento4's ``AddField(const char*, const char*)`` beside
    ``AddField(const char*, AP4_UI64)``, for an ``AP4_UI32``, where ``AP4_UI64`` is one of two ``#if``
    branches, a number or a ``struct``).  ``ids`` unchanged when none would be left."""
    numbers = [i for i, (arg, written) in enumerate(zip(args, texts, strict=False)) if arg in ARITHMETIC and (
        (written.startswith(("$", ".", "()")) and written != "$this") or written == arg)]
    if len(ids) < 2 or not numbers:
        return ids
    kept = []
    for sid in ids:
        params = parameter_types(definition(sid).signature)[:-1]
        if not any(i < len(params) and params[i].rstrip("const").endswith(("*", "[]")) for i in numbers):
            kept.append(sid)
    return kept or ids


def without_lvalue_references(ids: list[str], definition: Callable[[str], Definition],
                              rvalues: Callable[[], list[bool]], strings: list[bool]) -> list[str]:
    """``ids`` without the overloads taking a non-``const`` lvalue reference where the argument is an
    rvalue (a number, a temporary): it binds no such reference (SOCI's ``use(T&, indicator&, const
    std::string& = ...)`` for ``use(name, "t")``), nor a template's ``T&``, which deduces no ``const`` from
    it.  A string literal (``strings``) is an lvalue, a ``const`` array: it binds a template's ``T&``
    (CLI11's ``add_option(std::string, T& option_description)``), not a named type's.  ``rvalues``
    (``link_cpp_args.rvalues``) is asked only when an overload takes such a reference.  ``ids``
    unchanged when none would be left."""
    if len(ids) < 2:
        return ids
    taking: dict[str, list[tuple[int, bool]]] = {}
    for sid in ids:
        signature = definition(sid).signature
        names = set(template_parameters(signature)[0])
        taking[sid] = [(i, param.rstrip("&") in names) for i, param in enumerate(parameter_types(signature)[:-1])
                       if LVALUE_REFERENCE.fullmatch(param)]
    if not any(taking.values()):
        return ids
    given = rvalues()

    def unbound(i: int, deduced: bool) -> bool:   # an rvalue there, and no string literal for a template's ``T&``
        return i < len(given) and given[i] and not (deduced and i < len(strings) and strings[i])
    kept = [sid for sid in ids if not any(unbound(i, deduced) for i, deduced in taking[sid])]
    return kept or ids


# ``indicator&``, ``std::vector<void*>&``, ``T*&``; not ``constT&``, ``T&&``
LVALUE_REFERENCE = re.compile(r"(?!const)[A-Za-z_][\w:<>,*]*(?<!const)(?<!&)&")


def by_deduced_constness(ids: list[str], definition: Callable[[str], Definition],
                         consts: list[bool | None], known: Sequence[str] = ()) -> list[str]:
    """Two function templates apart at one position only, by ``T&`` and ``const T&`` of their own type
    parameter: a mutable lvalue there binds ``T&`` better, a ``const`` one makes ``const T&`` the more
    specialised (SOCI's ``use(T& t, ...)`` and ``use(const T& t, ...)``).  ``consts``: per argument,
    whether it is a ``const`` lvalue, None when not known or no lvalue.  Likewise ``T*`` and ``const T*``
    for a pointer argument of a type ``known`` (wabt's ``cast(Base*)`` and ``cast(const Base*)``).  ``ids``
    unchanged else."""
    if len(ids) != 2:
        return ids
    shapes = []
    for sid in ids:
        signature = definition(sid).signature
        shapes.append((set(template_parameters(signature)[0]), parameter_types(signature)))
    (names_a, a), (names_b, b) = shapes
    if not a or len(a) != len(b) or a[-1] != b[-1]:
        return ids   # (no parameter list read: a macro's signature, a member pointer's)
    differing = [i for i in range(len(a) - 1) if a[i] != b[i]]
    if len(differing) != 1:
        return ids
    at = differing[0]
    pointer = at < len(known) and known[at].endswith("*") and not known[at].endswith("**")
    const = known[at].startswith("const") if pointer else consts[at] if at < len(consts) else None
    mark = "*" if pointer else "&"
    named = a[at].removeprefix("const").rstrip(mark)
    if const is None or {a[at], b[at]} != {named + mark, "const" + named + mark} or named not in names_a or \
            named not in names_b:
        return ids
    wanted = ("const" + named + mark) if const else (named + mark)
    return [ids[0] if a[at] == wanted else ids[1]]
