"""C++ overload choice that weighs the repository's classes, for the linker's choice among
overloads of one arity (``Linker._fitting``), after the arguments' types alone (``link_choice``):
a string keeps no overload taking a pointer to a class (:func:`without_class_pointers`), an object of a class
without conversions none taking a pointer (:func:`without_pointers_for_objects`), and an object
of a class that converts to no text none taking a standard string (:func:`without_strings`), and a
``std::filesystem::path`` none taking a pointer or a number (:func:`without_pointers_for_paths`); a pointer
to a class converts only to a pointer to it or a base (:func:`by_pointer_base`); of two ``const
X&``, the class that converts the argument in one step (:func:`by_converting_constructor`); a
class template's member, or a function template, taking a type parameter for what is no instance of
the template beside one taking an instance (:func:`element_or_container`); no non-``const`` reference to a
class for a number or an enumeration, no enumeration for a number or a standard class, and no standard string
for an enumeration (:func:`without_unbindable`);
a repository class the argument cannot become (:func:`without_unconvertible`) or a template instance it
cannot be deduced from (:func:`without_undeduced`); no non-``const`` reference to another instance of a class
template (:func:`without_other_instances`); and an alias of a class
template instance read as that instance (:func:`template_alias`, for ``link_packs.by_specialisation``
and for the ``const`` a smart pointer alias reaches); whether a repository type trait a template's
constraint names holds for a number or a pointer (:func:`repository_trait`).  Also whether ``p.reset()`` is a
smart pointer's own member, not its object's, also on a call's result (:func:`holder_own`).

Why this module is longer than 600 lines: it is the one place where overload choice reads the repository's
classes (their constructors, conversions, bases, aliases and traits), through memo tables its filters share
(``Linker.made_from``, the parameter and argument classes); split, each part would resolve the same classes
again."""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

from smriti_git.index.languages.cpp_args import before_parameters, own_template, parameter_types, top_level
from smriti_git.index.link_choice import (
    ARITHMETIC,
    QUALIFIED_INSTANCE,
    STANDARD_CONTAINER,
    STANDARD_HOLDER,
    of_class,
    positions_apart,
    same_type,
    standard_string,
    unqualified,
)
from smriti_git.index.link_cpp_args import written_result
from smriti_git.index.link_decls import template_parameters
from smriti_git.index.link_packs import LVALUE_REFERENCE
from smriti_git.index.link_tables import FileTable, Sym
from smriti_git.model.code import CALLABLE_KINDS, TYPE_KINDS

if TYPE_CHECKING:
    from smriti_git.index.facts import CallFact, Definition
    from smriti_git.index.link import Linker

STRING = re.compile(r"(?:const)?char(?:const)?\*")
_CLASS_POINTER = re.compile(r"(?:const)?((?:[A-Za-z_]\w*::)*[A-Za-z_]\w*)(?:const)?\*")
_CLASS_VALUE = re.compile(r"(?:const)?((?:[A-Za-z_]\w*::)*[A-Za-z_]\w*)(?:const)?&?")
_CLASS_REFERENCE = re.compile(r"(?:const)?((?:[A-Za-z_]\w*::)*[A-Za-z_]\w*)(?:const)?&")
# (a type as ``cpp_args`` writes it, one name with its ``const`` and indirections; the words of numbers)
ALIASED_NAME = re.compile(r"(const)?([A-Za-z_]\w*)((?:const)?[*&]*(?:const)?[*&]*)")
_PLAIN = re.compile(r"[A-Za-z_]\w*")
_AUTO = re.compile(r"(?:const)?auto[&*]*")
_NAMED = re.compile(r"(?:const)?((?:::)?(?:\w+::)*\w+)(?:const)?&?")   # a type name, maybe qualified, as written
_INSTANCE = re.compile(r"([A-Za-z_]\w*)<(.+)>")   # a class template's instance, its name and its arguments
NUMBER_WORDS = frozenset({"int", "long", "short", "char", "signed", "unsigned", "float", "double", "bool", "void",
                           "unsignedint", "unsignedlong", "unsignedshort", "unsignedchar", "longlong",
                           "unsignedlonglong", "signedchar", "longdouble"})


def element_or_container(linker: Linker, table: FileTable, scope: str | None, ids: list[str],
                         known: list[str]) -> list[str]:
    """Two overloads apart at one position by taking a type parameter (``const T&``, ``T*``) or an
    instance of a class template of it (``const List<T>&``, ``list_t<T>*``): two members of a class
    template, the template being their class (TagLib's ``List<T>::append(const T&)`` beside
    ``append(const List<T>&)``), or two function templates (re2c's ``append(list_t<T>*, T*)`` beside
    ``append(list_t<T>*, list_t<T>*)``).  Past the indirections both parameters write, an argument
    that is no instance of the template (a pointer, a number, a class that neither is nor derives
    from it) calls the first, one that is (or an alias of one: re2c's ``using CodeList =
    list_t<Code>;``) the second.  ``ids`` unchanged else."""
    params, differing = _differing(linker, ids, known)
    if len(differing) != 1 or not known[differing[0]] or known[differing[0]].startswith("{"):
        return ids
    at = differing[0]
    shapes = _element_and_container(linker, ids, [params[sid][at] if at < len(params[sid]) else "" for sid in ids])
    if shapes is None:
        return ids
    element, container, template, stars, deduced = shapes
    arg = known[at]
    for _ in range(stars):
        if not arg.endswith("*"):
            return ids
        arg = arg[:-1].removesuffix("const")
    if arg.endswith("*") or not of_class(arg):
        return [element]   # a pointer or a number
    core = arg.removeprefix("const").rstrip("&").removesuffix("const")
    if core.startswith(template + "<"):
        return [container] if deduced else ids
    cls = linker.resolve_type(table, core, scope)   # an alias followed to the class it names
    if cls is None or linker.symbols[cls].kind not in TYPE_KINDS:
        return ids
    if any(linker.symbols[c].name == template for c in linker.mro(cls)):
        return [container] if deduced and linker.symbols[cls].name == template else ids
    return [element]


def _element_and_container(linker: Linker, ids: list[str],
                           taken: list[str]) -> tuple[str, str, str, int, bool] | None:
    """Of two overloads taking ``taken`` at the position where they differ, the one taking a type
    parameter, the one taking an instance of a class template of it, that template's name, the
    indirections (``*``) both write and whether the type parameter is deduced; None unless the two
    are so.  The type parameters are the class template's for its members (not deduced: an instance
    of the template may be one), else each function template's own (deduced: an instance calls the
    second, by a conflict in deduction or by partial ordering)."""
    if len(ids) != 2:
        return None
    owner = linker.symbols.get(linker.symbols[ids[0]].parent or "")
    if owner is not None and owner.kind in TYPE_KINDS and linker.symbols[ids[1]].parent == owner.id and \
            (names := [n for n in template_parameters(linker._definition(owner.id).signature + "(")[0] if n]):
        own = {sid: names for sid in ids}
        template: str | None = owner.name
    else:
        own = {sid: [n for n in template_parameters(linker._definition(sid).signature)[0] if n] for sid in ids}
        template = None
    shapes: dict[bool, tuple[str, str, int]] = {}
    for sid, param in zip(ids, taken, strict=True):
        core = param.removeprefix("const").rstrip("&").removesuffix("const")
        stars = len(core) - len(core.rstrip("*"))
        core = core.rstrip("*").removesuffix("const")
        instance = _INSTANCE.fullmatch(core)
        if core in own[sid]:
            shapes[False] = (sid, "", stars)
        elif instance is not None and instance.group(1) not in own[sid] and \
                set(re.findall(r"\w+", instance.group(2))) & set(own[sid]):
            shapes[True] = (sid, instance.group(1), stars)
    if len(shapes) != 2 or shapes[False][2] != shapes[True][2] or template not in (None, shapes[True][1]):
        return None
    return shapes[False][0], shapes[True][0], shapes[True][1], shapes[True][2], template is None


def _differing(linker: Linker, ids: list[str], known: list[str]) -> tuple[dict[str, tuple[str, ...]], list[int]]:
    """The overloads' parameter types, and the argument positions where they differ."""
    params = {sid: parameter_types(linker._definition(sid).signature)[:-1] for sid in ids}
    return params, positions_apart(params, len(known))


def without_class_pointers(linker: Linker, ids: list[str], known: list[str]) -> list[str]:
    """``ids`` without the overloads taking a pointer to a repository class where a string is given
    (Cppcheck's ``toBigNumber(const Token*)`` beside ``toBigNumber(const std::string&)``, called
    with ``"0x10"``): no conversion makes one of the other; a name aliasing ``char`` (RapidJSON's
    ``const Ch*``) is no class.  ``ids`` unchanged when none would be left."""
    kept = []
    for sid in ids:
        params = parameter_types(linker._definition(sid).signature)[:-1]
        owner = linker.table_of(sid)
        if not any(i < len(params) and STRING.fullmatch(arg) and (taken := _CLASS_POINTER.fullmatch(params[i]))
                   and taken.group(1) not in NUMBER_WORDS and (found := linker.resolve_type(
                       owner, taken.group(1), owner.def_of[sid].parent)) is not None and
                   linker.symbols[found].kind in ("class", "struct") for i, arg in enumerate(known)):
            kept.append(sid)
    return kept or ids


def without_pointers_for_objects(linker: Linker, table: FileTable, scope: str | None, ids: list[str],
                                 known: list[str]) -> list[str]:
    """``ids`` without the overloads taking a pointer where an object of a repository class is given, the class and
    its bases declaring no conversion operator (KataGo's ``cmd.add(numThreadsArg)`` of a ``TCLAP::ValueArg<int>``:
    TCLAP's ``add(Arg&)``, not ``add(Arg*)``).  ``ids`` unchanged when none would be left."""
    objects = [i for i, arg in enumerate(known) if arg and not arg.endswith(("*", "]", "&&")) and
               _plain_object(linker, table, scope, unqualified(arg))]
    if not objects:
        return ids
    kept = []
    for sid in ids:
        params = parameter_types(linker._definition(sid).signature)[:-1]
        if not any(i < len(params) and unqualified(params[i]).endswith("*") and "(" not in params[i]
                   for i in objects):
            kept.append(sid)
    return kept or ids


def without_holder_mismatches(linker: Linker, table: FileTable, scope: str | None, ids: list[str],
                              known: list[str]) -> list[str]:
    """``ids`` without the overloads taking a repository class where a standard smart pointer is given, the class
    having no constructor that one argument other than its own kind may call, and those taking a standard smart
    pointer where an object of a repository class without conversion operators is given (AMQP-CPP's ``push(const
    Frame&)`` beside ``push(const std::shared_ptr<Deferred>&)``: the second for a ``std::shared_ptr<DeferredConfirm>``,
    the first for a ``ChannelFlowFrame``).  ``ids`` unchanged when none would be left."""
    held_at = [i for i, arg in enumerate(known) if arg and STANDARD_HOLDER.match(unqualified(arg))]
    objects = [i for i, arg in enumerate(known) if i not in held_at and _plain_class(linker, table, scope, arg)]
    if not held_at and not objects:
        return ids
    kept = []
    for sid in ids:
        params = parameter_types(linker._definition(sid).signature)[:-1]
        if not any(i < len(params) and of_class(params[i]) and "<" not in params[i] and
                   (taken := _parameter_class(linker, sid, i, params[i])) is not None and
                   linker.symbols[taken].kind in ("class", "struct") and not _made_from_one(linker, taken)
                   for i in held_at) and \
                not any(i < len(params) and STANDARD_HOLDER.match(unqualified(params[i])) for i in objects):
            kept.append(sid)
    return kept or ids


def by_base_class(linker: Linker, table: FileTable, scope: str | None, ids: list[str], known: list[str]) -> list[str]:
    """Of overloads apart at one position, the one whose parameter there names the class of the object given or a
    base of it, where every other one names another repository class (at best, a converting constructor makes one)
    (AMQP-CPP's ``send(ChannelOpenFrame(_id))`` beside ``send(const Frame&)`` and ``send(CopiedBuffer&&)``, whose
    ``CopiedBuffer(const Frame&)`` converts: a derived-to-base conversion ranks above a user-defined one); ``ids``
    else."""
    apart = positions_apart({sid: parameter_types(linker._definition(sid).signature)[:-1] for sid in ids}, len(known))
    if len(ids) < 2 or len(apart) != 1 or apart[0] >= len(known) or \
            (given := _plain_class(linker, table, scope, known[apart[0]])) is None:
        return ids
    at, bases = apart[0], set(linker.mro(given))
    taken = {sid: _parameter_class(linker, sid, at, params[at]) if at < len(params := parameter_types(
        linker._definition(sid).signature)[:-1]) else None for sid in ids}
    if any(cls is None or linker.symbols[cls].kind not in ("class", "struct") for cls in taken.values()):
        return ids
    own = [sid for sid, cls in taken.items() if cls in bases]
    written = parameter_types(linker._definition(own[0]).signature)[at] if len(own) == 1 else ""
    return own if written and (written.startswith("const") or not written.endswith("&")) else ids   # (a mutable
    # reference binds no temporary)


def _made_from_one(linker: Linker, cls: str) -> bool:
    """Whether a constructor of ``cls`` that one argument may call takes other than ``cls`` itself (its copy or move
    constructor)."""
    name = linker.symbols[cls].name
    for ctor in linker.members(cls).get(name, ()):
        low, high = linker.table_of(ctor).arity.get(ctor, (-1, -1))
        first = parameter_types(linker._definition(ctor).signature)[:1]
        if low <= 1 and (high < 0 or high >= 1) and not (first and re.sub(r"const|&", "", first[0]) == name):
            return True
    return False


def _plain_object(linker: Linker, table: FileTable, scope: str | None, written: str) -> bool:
    """Whether ``written`` names a repository class (an instance of a class template too: :func:`_plain_class`
    resolves none) that, with its bases, declares no conversion operator."""
    found = linker.resolve_type(table, written.partition("<")[0], scope) if _OBJECT_NAME.fullmatch(written) else None
    if found is None or linker.symbols[found].kind not in ("class", "struct"):
        return False
    return not linker.conversions(found)


_OBJECT_NAME = re.compile(r"(?:[A-Za-z_]\w*::)*[A-Za-z_]\w*(?:<.*>)?")   # a class, or a class template's instance


# A standard string parameter (what no repository class converts to without a conversion operator to text).
_STANDARD_STRING = re.compile(r"(?:const)?(?:::)?std::(?:string|string_view)(?:const)?&?")
# Conversion operators that give no text: to ``bool`` or to a pointer to what is not a character.
_NO_TEXT = re.compile(r"operator\s+(?:bool\b|(?:const\s+)?(?!(?:const\s+)?(?:char|wchar_t)\b)[\w:]+\s*\*)")


def without_strings(linker: Linker, table: FileTable, scope: str | None, ids: list[str],
                    known: list[str]) -> list[str]:
    """``ids`` without the overloads taking a standard string where an object of a repository
    class that converts to no text is given (JSBSim's ``Untie(const std::string&)`` beside
    ``Untie(SGPropertyNode*)``, called with an ``SGPropertyNode_ptr``, an ``SGSharedPtr`` whose
    only conversion is ``operator T*()``): no conversion makes one of it.  ``ids`` unchanged when
    none would be left."""
    params = {sid: parameter_types(linker._definition(sid).signature)[:-1] for sid in ids}
    strings = {i for taken in params.values() for i, param in enumerate(taken) if _STANDARD_STRING.fullmatch(param)}
    textless = [i for i in sorted(strings) if i < len(known) and (arg := known[i]) and not arg.endswith("*") and
                of_class(arg) and _textless(linker, table, scope, arg)]
    if not textless:
        return ids
    kept = [sid for sid in ids if not any(i < len(params[sid]) and _STANDARD_STRING.fullmatch(params[sid][i])
                                          for i in textless)]
    return kept or ids


_PATH = re.compile(r"(?:::)?std::filesystem::path")


def without_pointers_for_paths(linker: Linker, table: FileTable, scope: str | None, ids: list[str],
                               known: list[str]) -> list[str]:
    """``ids`` without the overloads taking a pointer or a number where a ``std::filesystem::path`` is given,
    written so or through the repository's alias (mergerfs's ``using path = std::filesystem::path;``, given to
    ``lstat(const char*, struct stat*)`` beside ``lstat(const std::string&, struct stat*)``): a path converts to
    its string only.  ``ids`` unchanged when none would be left."""
    params = {sid: parameter_types(linker._definition(sid).signature)[:-1] for sid in ids}

    def plain(sid: str, i: int) -> bool:   # a pointer or a number at ``i``
        return i < len(params[sid]) and (unqualified(params[sid][i]).endswith(("*", "[]")) or
                                         unqualified(params[sid][i]) in ARITHMETIC)

    # (an alias is resolved only where an overload takes a pointer or a number)
    apart = {i for i, arg in enumerate(known) if arg and of_class(arg) and any(plain(sid, i) for sid in ids)}
    paths = [i for i in sorted(apart) if not known[i].endswith("*") and _PATH.fullmatch(
        _standard_alias(linker, table, scope, unqualified(known[i])))]
    if not paths:
        return ids
    kept = [sid for sid in ids if not any(plain(sid, i) for i in paths)]
    return kept or ids


_FALSE_BASE = re.compile(r"(?:std::)?(?:false_type|is_base_of<|integral_constant<bool,\s*false>)")


def repository_trait(linker: Linker, sid: str, name: str, written: str) -> bool | None:
    """Whether a repository type trait a constraint of the template ``sid`` names holds for a number or a pointer
    ({fmt}'s ``detail::is_locale<Locale>``, given a ``const char*``): false where its primary template derives from
    ``std::false_type`` or ``std::is_base_of`` and every specialisation is for an instance of a class template
    (``is_compiled_format<text<Char>>``) or asks a member of its parameter (``is_locale<T,
    void_t<decltype(T::classic())>>``), which no number or pointer is; None else (another type, a trait not
    found or read so)."""
    core = unqualified(written)
    if not (core in ARITHMETIC or core.endswith(("*", "]"))):
        return None
    owner = linker.table_of(sid)
    found = linker.resolve_type(owner, name, owner.def_of[sid].parent)
    sym = linker.symbols.get(found) if found is not None else None
    if sym is None or sym.kind not in ("class", "struct"):
        return None
    primary = 0
    for d in linker.table_of(sym.id).facts.definitions:
        if d.qualname != sym.qualname:
            continue
        head = re.search(rf"(?:struct|class)\s+{re.escape(sym.name)}\s*(<.*>)?\s*(?::\s*(.*))?$", d.signature,
                         re.DOTALL)
        if head is None:
            return None
        if head.group(1) is None:
            primary += 1
            if not _FALSE_BASE.match(head.group(2) or ""):
                return None
        elif not re.match(r"<\s*[\w:]+\s*<", head.group(1)) and "decltype(" not in head.group(1):
            return None   # (``is_char<char>``, ``is_foo<T*>``, ``is_foo<std::int32_t>``: a number or a pointer may
            # be one)
    return False if primary == 1 else None


def _standard_alias(linker: Linker, table: FileTable, scope: str | None, written: str) -> str:
    """``written``, or the standard type a repository alias of that name stands for (``fs::path``:
    ``std::filesystem::path``)."""
    if written.startswith(("std::", "::std::")):
        return written
    found = linker.resolve_type(table, written, scope)
    return linker.aliased_text(found) if found is not None and \
        linker.symbols[found].kind == "type" else written


def _textless(linker: Linker, table: FileTable, scope: str | None, written: str) -> bool:
    """Whether a type names a class of the repository's, with no base outside it, whose conversion
    operators (its own and its bases') all give ``bool`` or a pointer to what is no character."""
    cls = linker.resolve_type(table, written.removeprefix("const").rstrip("&"), scope)
    if cls is None or linker.symbols[cls].kind not in ("class", "struct") or linker.has_external_base(cls):
        return False
    return all(_NO_TEXT.match(name) for name in linker.conversions(cls))


def by_pointer_base(linker: Linker, table: FileTable, scope: str | None, ids: list[str],
                    known: list[str]) -> list[str]:
    """Overloads apart at one position by pointers to different repository classes, for a pointer
    to a repository class: a pointer converts only to a pointer to its class or one of its bases
    (GEOS' ``apply_ro(GeometryFilter*)`` beside ``apply_ro(CoordinateFilter*)``, called with a
    ``Lister*`` deriving from ``GeometryFilter``).  Likewise references: an object of a repository class
    binds a reference to its class or a base, where each overload takes a reference to a repository class
    there (VulkanSceneGraph's ``traverse(Visitor&)`` beside ``traverse(ConstVisitor&) const``, called with
    ``*this`` of a visitor).  Of several that take it, the one whose class derives from the others' (g2o's
    ``addVertex(OptimizableGraph::Vertex*)`` beside ``addVertex(HyperGraph::Vertex*)``, for an
    ``OptimizableGraph::Vertex`` or a class deriving from it).  ``ids`` unchanged unless exactly one is left."""
    params, differing = _differing(linker, ids, known)
    if len(differing) != 1:
        return ids
    at, arg = differing[0], known[differing[0]]
    shape = _CLASS_POINTER if arg.endswith("*") else _NAMED
    given = shape.fullmatch(arg)
    cls = linker.resolve_type(table, given.group(1), scope) if given is not None else None
    if cls is None or linker.symbols[cls].kind not in ("class", "struct"):
        return ids
    bases = set(linker.mro(cls))
    viable: dict[str, str] = {}
    for sid in ids:
        taken = (_CLASS_POINTER if shape is _CLASS_POINTER else _CLASS_REFERENCE).fullmatch(params[sid][at]) \
            if at < len(params[sid]) else None
        owner = linker.table_of(sid)
        target = linker.resolve_type(owner, taken.group(1), owner.def_of[sid].parent) if taken is not None else None
        if target is None or linker.symbols[target].kind not in ("class", "struct"):
            return ids
        if target in bases:
            viable[sid] = target
    nearest = [sid for sid, target in viable.items()   # (a conversion to a nearer base is the better one)
               if all(other == target or other in linker.mro(target) for other in viable.values())]
    return nearest if len(nearest) == 1 else ids


def by_converting_constructor(linker: Linker, table: FileTable, scope: str | None, ids: list[str],
                              known: list[str]) -> list[str]:
    """Two overloads apart at one position by a ``const X&`` of two repository classes, neither
    the argument's type: the one whose class has a constructor (not ``explicit``) taking that
    argument alone (TagLib's ``StringList::append(const String&)`` beside ``append(const
    StringList&)`` for a string: ``String(const char*, Type = Latin1)``; a ``StringList`` is made
    from a ``String`` only, two conversions away).  ``ids`` unchanged else."""
    params, differing = _differing(linker, ids, known)
    if len(differing) != 1 or not known[differing[0]] or known[differing[0]].startswith("{"):
        return ids
    at, arg = differing[0], known[differing[0]]
    given = linker.resolve_type(table, arg.removeprefix("const").rstrip("&"), scope) if of_class(arg) else None
    bases = set(linker.mro(given)) if given is not None and linker.symbols[given].kind in TYPE_KINDS else set()
    viable = []
    for sid in ids:
        param = params[sid][at] if at < len(params[sid]) else ""
        if not (param.startswith("const") and param.endswith("&") and not param.endswith("&&")) or \
                same_type(param, arg):
            return ids
        owner = linker.table_of(sid)
        cls = linker.resolve_type(owner, param[5:-1], owner.def_of[sid].parent)
        if cls is None or linker.symbols[cls].kind not in ("class", "struct"):
            return ids
        if cls in bases:
            return ids   # a class derived from it: a conversion that ranks above any constructor's
        for ctor in linker.members(cls).get(linker.symbols[cls].name, ()):
            d = linker._definition(ctor)
            taken = parameter_types(d.signature)[:-1]
            if linker.symbols[ctor].kind in CALLABLE_KINDS and taken and d.arity is not None and d.arity[0] <= 1 \
                    and not explicit(d) and same_type(taken[0], arg):
                viable.append(sid)
                break
    return viable if len(viable) == 1 else ids


_TEXT_PARAMETER = re.compile(r"(?:const)?(?:(?:::)?std::)?(?:string|string_view|basic_string<char>)(?:const)?&?|"
                             r"(?:const)?char(?:const)?\*(?:const)?")


def without_unmade_from_strings(linker: Linker, ids: list[str], known: list[str]) -> list[str]:
    """``ids`` without the overloads taking a repository class (``const ASTString&``) where a C string is given,
    when no constructor of that class that is not ``explicit`` takes a string alone (MiniZinc's ``explicit
    ASTString(const std::string&)``: ``StringLit(loc, "x")`` is ``StringLit(const Location&, const std::string&)``;
    a constructor template might).  ``ids`` unchanged when none would be left, or when the class brings a base's
    overloads in too (FlatBuffers' ``using Namer::Method;`` in ``IdlNamer``: they are not among ``ids``)."""
    return _without_unmade(linker, ids, [i for i, arg in enumerate(known) if STRING.fullmatch(arg)],
                           lambda _linker, _table, _scope, taken: _TEXT_PARAMETER.fullmatch(taken) is not None,
                           "text")


def without_unmade_from_numbers(linker: Linker, ids: list[str], known: list[str]) -> list[str]:
    """``ids`` without the overloads taking a repository class where a number is given, when no constructor of
    that class that is not ``explicit`` may take a number alone (Uncrustify's ``UncText::append(const UncText&)``
    beside ``append(int)``, for a ``char``: ``UncText`` is made from strings and from its own ``value_type`` only).
    A constructor may take a number where its parameter is a number, a pointer (for an ``int``: a literal ``0``
    is a null pointer), a name that is no class (an alias) or a template's; not a class, an enumeration or a
    standard string or container, which would need a second user-defined conversion or none exists.  ``ids``
    unchanged as for strings."""
    numbers = [i for i, arg in enumerate(known) if unqualified(arg) in ARITHMETIC]
    zero = any(unqualified(known[i]) == "int" for i in numbers)   # (a literal ``0`` is a null pointer too)
    return _without_unmade(linker, ids, numbers, lambda linker, table, scope, taken: _may_take_number(
        linker, table, scope, taken, zero), "zero" if zero else "number")


def _may_take_number(linker: Linker, table: FileTable, scope: str | None, taken: str, zero: bool) -> bool:
    core = unqualified(taken)
    if core in ARITHMETIC:
        return True
    if core.endswith("*"):
        return zero
    if core.startswith(("std::", "::std::")):
        return not (standard_string(core) or STANDARD_CONTAINER.fullmatch(core))
    found = linker.resolve_type(table, core.partition("<")[0], scope) if of_class(core) else None
    if found is not None and linker.symbols[found].kind == "type":   # ``typedef std::deque<int> value_type;``
        aliased = linker.aliased_text(found)
        return not (standard_string(aliased) or STANDARD_CONTAINER.fullmatch(aliased))
    return found is None or linker.symbols[found].kind not in ("class", "struct", "union", "enum")


def _without_unmade(linker: Linker, ids: list[str], positions: list[int],
                    takes: Callable[[Linker, FileTable, str | None, str], bool], kind: str) -> list[str]:
    """``ids`` without the overloads that take, at one of ``positions``, a repository class no constructor
    of which (not ``explicit``, of one argument) ``takes`` a parameter for the argument there."""
    if not positions or any(_base_overloads(linker, sid) for sid in ids):
        return ids
    kept = []
    for sid in ids:
        params = parameter_types(linker._definition(sid).signature)[:-1]
        owner = linker.table_of(sid)
        if not any(i < len(params) and (taken := _CLASS_VALUE.fullmatch(params[i])) and
                   taken.group(1) not in NUMBER_WORDS and not _made_from(linker, linker.resolve_type(
                       owner, taken.group(1), owner.def_of[sid].parent), takes, kind) for i in positions):
            kept.append(sid)
    return kept or ids


def _base_overloads(linker: Linker, sid: str) -> bool:
    """Whether method ``sid``'s class declares ``using Base::name;`` for its name."""
    sym = linker.symbols[sid]
    owner = linker.symbols.get(sym.parent or "")
    if owner is None or owner.kind not in TYPE_KINDS:
        return False
    usings = linker.table_of(owner.id).facts.usings
    return any(scope == owner.qualname and name == sym.name for scope, name, _ in usings)


def _made_from(linker: Linker, cls: str | None, takes: Callable[[Linker, FileTable, str | None, str], bool],
               kind: str) -> bool:
    """Whether class ``cls`` may be made implicitly from an argument whose constructor parameter ``takes`` accepts
    (or is not a repository class or struct); memoised by class and ``kind`` (what ``takes`` accepts)."""
    if cls is None or linker.symbols[cls].kind not in ("class", "struct"):
        return True
    if (cls, kind) not in linker.made_from:
        linker.made_from[(cls, kind)] = _constructed_from(linker, cls, takes)
    return linker.made_from[(cls, kind)]


def _constructed_from(linker: Linker, cls: str, takes: Callable[[Linker, FileTable, str | None, str], bool]) -> bool:
    for ctor in linker.members(cls).get(linker.symbols[cls].name, ()):
        d = linker._definition(ctor)
        taken = parameter_types(d.signature)[:-1]
        if linker.symbols[ctor].kind in CALLABLE_KINDS and taken and (d.arity is None or d.arity[0] <= 1) and \
                not explicit(d) and ((own_template(d.signature) and not _takes_classes_only(d.signature, taken[0])) or
                                     takes(linker, linker.table_of(ctor), d.parent, taken[0])):
            return True
    return False


def _takes_classes_only(signature: str, taken: str) -> bool:
    """Whether a constructor template's parameter is a type parameter its head names members of, which only a
    class has ({fmt}'s ``template <typename Locale, FMT_ENABLE_IF(sizeof(Locale::collate) != 0)>
    locale_ref(const Locale&)``): no string or number is taken (``fmt::format("{}", x)`` is no ``format(locale_ref,
    format_string<T...>, T&&...)``)."""
    core = unqualified(taken)
    return core in template_parameters(signature)[0] and re.search(
        rf"(?<![\w:]){re.escape(core)}\s*::", before_parameters(signature)) is not None


def explicit(d: Definition) -> bool:
    """Whether a constructor is ``explicit``, as its signature or its dropped declaration in its class says
    (MiniZinc's ``explicit ASTString(const std::string& s);`` defined below the class without the word)."""
    return "explicit" in before_parameters(d.signature).split() or "explicit" in d.decorators


def template_alias(linker: Linker, table: FileTable, scope: str | None, written: str) -> str:
    """A C++ argument type naming an alias of a class template instance as that instance, as
    written (Jolt's ``using Points = Array<Point>;``: ``Points&`` is ``Array<Point>``), else itself."""
    match = ALIASED_NAME.fullmatch(written) if written else None
    if match is None or match.group(2) in NUMBER_WORDS:
        return written
    binding = linker.lookup(table, match.group(2), scope)[0]
    found = binding.id if isinstance(binding, Sym) else None
    if found is None and scope is not None and (outside := linker._outside_name(table, scope, match.group(2), 0)):
        found = outside[0]   # a member alias of the class of a method defined outside it
    sym = linker.symbols.get(found) if found is not None else None
    if sym is None or sym.kind != "type":
        return written
    aliased = linker.aliased_text(sym.id)
    return aliased if "<" in aliased else written


# What a standard smart pointer, ``weak_ptr`` and ``optional`` answer themselves, with ``.``
_HOLDER_MEMBERS = frozenset({"reset", "get", "release", "swap", "use_count", "unique", "owner_before", "lock",
                             "expired", "has_value", "value", "value_or", "emplace"})


def last_call_head(expr: str) -> str | None:
    """What ``expr`` writes before the parentheses of the call it ends with (``tok->linkAt`` of
    ``tok->linkAt(1)``, ``item->cast<VarDeclI>`` of ``item->cast<VarDeclI>()``); None when they do not close."""
    depth = 0
    for i in range(len(expr) - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(expr[i], 0)
        if depth == 0:
            return expr[:i]
    return None


def holder_own(linker: Linker, table: FileTable, call: CallFact) -> bool:
    """Whether a C++ call reaches with ``.`` a member of the smart pointer (or ``optional``) that its
    receiver, a plain name, is declared as, not of the object it holds (``p.reset()`` of ``std::shared_ptr<Foo>
    p``, or of Alembic's ``ArraySamplePtr m_positions``, ``typedef Util::shared_ptr<ArraySample>
    ArraySamplePtr``): the standard library's, whatever the object's class declares."""
    name = (call.receiver or "").removeprefix("this->")
    if not call.dot or call.name not in _HOLDER_MEMBERS:
        return False
    if name.endswith(")"):   # ``ctx->menu().reset()``: of what ``menu`` returns
        head = last_call_head(name)
        return bool(head) and _holder_result(linker, table, call.scope, head or "")
    if not _PLAIN.fullmatch(name):
        return False
    own = linker.hint_for(table, call.scope, name)
    written, scope = "", call.scope
    if own is not None and own[1] is not None and own[1] in table.defs and table.defs[own[1]].kind not in TYPE_KINDS:
        written = table.declared_written(own[1], name)
        scope = own[1]   # a local or a parameter (a field's hint is its class's, which declares no local)
        if (not written or _AUTO.fullmatch(written)) and own[0].startswith("()") and "#" not in own[0]:
            return _holder_result(linker, table, scope, own[0][2:])   # ``auto m = ctx->menu(); m.reset();``
    else:
        field = linker.bare_field(table, call.scope, name, 0)
        if field is None:
            return False
        table, scope = linker.table_of(field), linker.symbols[field].qualname.rpartition(".")[0]
        written = "".join(linker.field_written(field).split())
        written = written.removeprefix("static").removeprefix("mutable")
    if not written or linker.standard_holder(table, scope, written) or \
            linker.standard_holder(table, scope, template_alias(linker, table, scope, written)):
        return bool(written)
    named = _NAMED.fullmatch(written)   # ``Alembic::Abc::ArraySamplePtr s``: a qualified alias
    found = linker._qualified(table, named.group(1).strip(":").replace("::", "."), scope) if named else None
    sym = linker.symbols.get(found) if found is not None else None
    if sym is None or sym.kind != "type":
        return False
    return bool(linker.standard_holder(linker.table_of(sym.id), linker._definition(sym.id).parent,
                                       linker._aliased(sym.id)))


_MUTABLE_INSTANCE = re.compile(r"(?!const)((?:[A-Za-z_]\w*::)*[A-Za-z_]\w*)<(.+)>&")   # ``Presentation<std::string>&``
# (not ``conststd::shared_ptr<Deferred>&``, written without spaces: AMQP-CPP's ``push(const
# std::shared_ptr<Deferred>&)`` takes a ``std::shared_ptr<DeferredConfirm>``)
_ARGUMENT_INSTANCE = re.compile(r"(?:const)?((?:[A-Za-z_]\w*::)*[A-Za-z_]\w*)<(.+)>(?:const)?&?")


def without_other_instances(linker: Linker, table: FileTable, scope: str | None, ids: list[str],
                            known: list[str]) -> list[str]:
    """``ids`` without the overloads taking, where the argument is an instance of a class template, a non-``const``
    reference to another instance of it: one whose argument there is, for certain, of another kind (libsemigroups'
    ``add_rule_no_checks(Presentation<std::string>&, ...)``, for a ``Presentation<word_type>``, ``word_type`` a
    ``std::vector``: a reference binds only its own type).  A template's own parameters there are deduced: no
    exclusion.  ``ids`` unchanged when none would be left."""
    if not any("<" in arg for arg in known):
        return ids
    kept = [sid for sid in ids if not _other_instance(linker, table, scope, sid, known)]
    return kept if kept and len(kept) < len(ids) else ids


def _other_instance(linker: Linker, table: FileTable, scope: str | None, sid: str, known: list[str]) -> bool:
    """Whether overload ``sid`` takes, at some position, a non-``const`` reference to an instance of the class
    template the argument there is an instance of, with an argument of another kind (:func:`_kind`)."""
    d = linker._definition(sid)
    names = [n for n in template_parameters(d.signature)[0] if n]
    owner = linker.table_of(sid)
    for param, arg in zip(parameter_types(d.signature)[:-1], known, strict=False):
        taken, given = _MUTABLE_INSTANCE.fullmatch(param), _ARGUMENT_INSTANCE.fullmatch(arg) if arg else None
        if taken is None or given is None or taken.group(1).rpartition("::")[2] != given.group(1).rpartition("::")[2]:
            continue
        wanted, passed = top_level(taken.group(2)), top_level(given.group(2))
        if len(wanted) != len(passed):
            continue
        for one, other in zip(wanted, passed, strict=True):
            if any(re.search(rf"\b{re.escape(n)}\b", one) for n in names):
                continue   # (deduced)
            mine, theirs = _kind(linker, owner, d.parent, one), _kind(linker, table, scope, other)
            if mine and theirs and mine != theirs:
                return True
    return False


def _kind(linker: Linker, table: FileTable, scope: str | None, written: str) -> str:
    """What a template argument is, coarsely: a standard template's name (``vector``, ``string``), a number, or a
    repository class's id, through the repository's aliases; '' when not known."""
    written = "".join(written.split()).removeprefix("::")
    for _ in range(4):
        if written.startswith("std::"):
            name = written[5:].partition("<")[0]
            return name if name.isidentifier() else ""
        if written in ARITHMETIC:
            return "number"
        found = linker.resolve_type(table, written, scope)
        sym = linker.symbols.get(found) if found is not None else None
        if sym is None:
            return ""
        if sym.kind != "type":
            return sym.id if sym.kind in ("class", "struct") else ""
        table, scope, written = linker.table_of(sym.id), linker._definition(sym.id).parent, linker.aliased_text(sym.id)
    return ""


def _holder_result(linker: Linker, table: FileTable, scope: str | None, callee: str) -> bool:
    """Whether the function ``callee`` names (where ``scope`` sees it) returns a standard smart pointer or
    ``optional``, the repository's alias of one (``typedef std::shared_ptr<Foo> FooPtr``) or its alias template of
    one (librime's ``an<Menu>``, ``template <class T> using an = std::shared_ptr<T>;``)."""
    target = linker.callee(table, callee, scope, 1)
    sym = linker.symbols.get(target) if target is not None else None
    if sym is None or sym.kind not in CALLABLE_KINDS or not (written := written_result(linker, sym)):
        return False
    owner, parent = linker.table_of(sym.id), linker._definition(sym.id).parent
    if linker.standard_holder(owner, parent, written) or \
            linker.standard_holder(owner, parent, template_alias(linker, owner, parent, written)):
        return True
    found = linker.resolve_type(owner, linker._definition(sym.id).returns, parent)
    return found is not None and linker._pointer_alias(found)


def without_unconvertible(linker: Linker, table: FileTable, scope: str | None, ids: list[str],
                          known: list[str]) -> list[str]:
    """``ids`` without the functions that take, at some position (one that names none of a function template's type
    parameters), a repository class the argument there cannot become: the argument's class is another repository class,
    not derived from it, the parameter's class has no constructor taking one argument (but its copy and move) and the
    argument's no conversion operator (Alembic's ``SetPropUsePrevIfNull(Abc::OInt32Property, int32_t)`` beside
    ``template <class PROP, class SAMP> SetPropUsePrevIfNull(PROP, SAMP)``, for an ``OInt32ArrayProperty``: an
    ``OTypedArrayProperty`` never becomes an ``OTypedScalarProperty``; finalcut's ``FTextHighlight(std::size_t,
    std::size_t, const FChar&)`` beside ``(std::size_t, std::size_t, const FColorPair&, const FStyle& = ...)``, for a
    ``FColorPair``; Corrade's ``template<class T, class ...Args> arrayAppend(Array<T>&, InPlaceInitT, Args&&...)``, for
    a ``String``).  ``ids`` unchanged when none would be left."""
    if not any(arg and of_class(arg) for arg in known):
        return ids
    given = [_plain_class(linker, table, scope, arg) for arg in known]   # (each argument resolved once)
    if not any(given):
        return ids
    kept = [sid for sid in ids if not _unconvertible(linker, sid, known, given)]
    return kept if kept and len(kept) < len(ids) else ids


def without_unbindable(linker: Linker, table: FileTable, scope: str | None, ids: list[str],
                       known: list[str]) -> list[str]:
    """``ids`` without the overloads that take, at some position, what the argument there can never become: a
    non-``const`` lvalue reference to a class (``std::stringstream&``) for a number or an enumeration, which
    binds only an lvalue of that class or one derived from it, a standard string for a repository enumeration, a
    repository enumeration for a number or for an object of a standard library class, which converts to none (i2pd's
    ``LogPrint(std::stringstream& s, TValue&& arg)`` beside ``LogPrint(LogLevel level, TArgs&&... args)``: the
    first for ``LogPrint(ss, x)``, the second for ``LogPrint(eLogError, "...")``).  ``ids`` unchanged when none
    would be left."""
    enumerations = [i for i, arg in enumerate(known) if arg not in ARITHMETIC and
                    _enumeration(linker, table, scope, arg)]
    numbers = [i for i, arg in enumerate(known) if arg in ARITHMETIC] + enumerations
    standard = [i for i, arg in enumerate(known) if arg.startswith("std::") and of_class(arg)]
    if len(ids) < 2 or not (numbers or standard):
        return ids
    kept = []
    for sid in ids:
        signature, owner = linker._definition(sid).signature, linker.table_of(sid)
        params, own = parameter_types(signature)[:-1], set(template_parameters(signature)[0])
        if any(i < len(params) and standard_string(unqualified(params[i])) for i in enumerations):
            continue   # bustub's ``Exception(const std::string&, bool)`` beside ``Exception(ExceptionType, const
            # std::string&, bool)``, given ``(ExceptionType::OUT_OF_RANGE, "...")``: no enumeration becomes a string
        if any(i < len(params) and known[i] in ARITHMETIC and unqualified(params[i]) not in own and
               (taken := _parameter_class(linker, sid, i, params[i])) is not None and
               linker.symbols[taken].kind == "enum" for i in numbers):
            continue   # finalcut's ``FTextHighlight(std::size_t, FColor, const FStyle&)``, given ``(1, 16, pair)``:
            # no number becomes an enumeration
        if not any(i < len(params) and LVALUE_REFERENCE.fullmatch(params[i]) and params[i].rstrip("&") not in own
                   and _class_named(linker, owner, owner.def_of[sid].parent, params[i]) for i in numbers) and not any(
                i < len(params) and of_class(params[i]) and unqualified(params[i]) not in own and
                _enumeration(linker, owner, owner.def_of[sid].parent, params[i]) for i in standard):
            kept.append(sid)
    return kept or ids


def _class_named(linker: Linker, table: FileTable, scope: str | None, written: str) -> bool:
    """Whether a C++ parameter type names a class: a repository class, struct or union, or a standard library
    type that is no number (``std::stringstream``, not ``std::size_t`` nor ``std::byte``)."""
    core = unqualified(written).partition("<")[0]
    if core.startswith("std::"):
        return not core.endswith("_t") and core != "std::byte"
    found = linker.resolve_type(table, core, scope) if of_class(core) else None
    return found is not None and linker.symbols[found].kind in ("class", "struct", "union")


def _enumeration(linker: Linker, table: FileTable, scope: str | None, written: str) -> bool:
    """Whether a C++ type, as the argument typing writes it, names a repository enumeration."""
    core = unqualified(written)
    if not core or not of_class(core) or "<" in core:
        return False
    found = linker.resolve_type(table, core, scope)
    return found is not None and linker.symbols[found].kind == "enum"


def without_undeduced(linker: Linker, table: FileTable, scope: str | None, ids: list[str],
                      known: list[str]) -> list[str]:
    """``ids`` without the function templates that take, at some position, an instance of a class template whose
    arguments are the function's type parameters (``write(const char*, const ref_ptr<T>&)``), where the argument
    there is a repository class that is neither an instance of that class template nor derived from one, through
    an alias too (VulkanSceneGraph's ``vec4``, ``using vec4 = t_vec4<float>``): deduction fails, no conversion is
    tried, and ``write(const char*, Args&...)`` is called.  ``ids`` unchanged when none would be left."""
    kept = [sid for sid in ids if not _undeduced(linker, table, scope, sid, known)]
    return kept if kept and len(kept) < len(ids) else ids


_CONST = re.compile(r"\bconst(?=\w)")   # ``constBase``, as types are written: ``const Base``


def _undeduced(linker: Linker, table: FileTable, scope: str | None, sid: str, known: list[str]) -> bool:
    signature = linker._definition(sid).signature
    own = {n for n in template_parameters(signature)[0] if n}
    if not own:
        return False
    for param, arg in zip(parameter_types(signature)[:-1], known, strict=False):
        wanted = QUALIFIED_INSTANCE.fullmatch(unqualified(param))
        words = set(re.findall(r"\w+", _CONST.sub("", wanted.group(2)))) if wanted is not None else set()
        if own & words and arg.endswith("*") and not arg.endswith("**") and not param.rstrip("&").endswith("*"):
            return True   # a pointer is no instance (wabt's ``cast(std::unique_ptr<Base>&&)``, for an ``Action*``)
        if arg == "{2!}" and wanted is not None and wanted.group(1).endswith("initializer_list") and \
                wanted.group(2) in own:
            return True   # elements of different types: no ``T`` is deduced (libsemigroups' ``add_rule_no_checks(p,
            # {n - 1, 1}, {1})`` is not ``(Presentation<Word>&, std::initializer_list<Letter>, ...)``)
        if not arg or wanted is None or not own & words or not of_class(arg):
            continue
        template = wanted.group(1).rpartition("::")[2]
        given = linker.resolve_type(table, unqualified(arg).partition("<")[0], scope)
        if given is None or linker.has_external_base(given):
            continue
        named = linker.aliased(given, 0) if linker.symbols[given].kind == "type" else given
        if linker.symbols[named].kind in ("class", "struct") and \
                all(linker.symbols[c].name != template for c in (named, *linker.mro(named))):
            return True
    return False


def _plain_class(linker: Linker, table: FileTable, scope: str | None, arg: str) -> str | None:
    """The repository class or struct an argument type names, where it has no base outside the repository and no
    conversion operator; None else.  Memoised."""
    if not arg or not of_class(arg):
        return None
    key = (table.path, scope, arg)
    if key not in (plain := _PLAIN_CLASSES.setdefault(linker, {})):
        given = linker.resolve_type(table, unqualified(arg), scope)
        plain[key] = None if given is None or linker.symbols[given].kind not in ("class", "struct") or \
            linker.has_external_base(given) or linker.conversions(given) else given
    return plain[key]


# ``_plain_class``'s answers, by file, scope and argument type
_PLAIN_CLASSES: weakref.WeakKeyDictionary[Linker, dict[tuple[str, str | None, str], str | None]] = \
    weakref.WeakKeyDictionary()


def _unconvertible(linker: Linker, sid: str, known: list[str], given: list[str | None]) -> bool:
    """Whether ``sid`` takes, at some position, a repository class the argument's class (``given``) cannot become
    (one of another name: two headers' ``vfloat4``, alternatives of one build, are one class)."""
    signature = linker._definition(sid).signature
    params, own = parameter_types(signature)[:-1], {n for n in template_parameters(signature)[0] if n}
    for position, (param, arg, cls) in enumerate(zip(params, known, given, strict=False)):
        if cls is None or not of_class(param) or (param.endswith("&") and not param.startswith("const")) or \
                unqualified(param) == unqualified(arg) or (own and own & set(re.findall(r"\w+", param))):
            continue   # (a non-``const`` reference binds no converted temporary: left to other rules; a template's
            # parameter naming its type parameters is deduced)
        taken = _parameter_class(linker, sid, position, param)
        if taken is None or taken == cls or linker.symbols[cls].qualname == linker.symbols[taken].qualname or \
                linker.symbols[taken].kind not in ("class", "struct") or taken in linker.mro(cls):
            continue
        if (taken, "from " + cls) not in linker.made_from:   # (memoised by the two classes)
            linker.made_from[(taken, "from " + cls)] = any(_converting(linker, ctor, taken, cls) for ctor in
                                                           linker.members(taken).get(linker.symbols[taken].name, ()))
        if not linker.made_from[(taken, "from " + cls)]:
            return True
    return False


# What overloads' parameters name, by overload and position (a linker's tables do not change)
_TAKEN: weakref.WeakKeyDictionary[Linker, dict[tuple[str, int], str | None]] = weakref.WeakKeyDictionary()


def _parameter_class(linker: Linker, sid: str, position: int, param: str) -> str | None:
    """The repository type the parameter at ``position`` of overload ``sid`` names (``param``, as written), resolved
    where the overload is declared; memoised."""
    key = (sid, position)
    if key not in (taken_by := _TAKEN.setdefault(linker, {})):
        owner = linker.table_of(sid)
        taken_by[key] = linker.resolve_type(owner, unqualified(param), owner.def_of[sid].parent) \
            if of_class(unqualified(param)) else None
    return taken_by[key]


def _converting(linker: Linker, ctor: str, cls: str, given: str) -> bool:
    """Whether a constructor of class ``cls`` may make one from an object of class ``given`` (not
    derived from it, with no conversion operator): it takes one argument, not ``explicit``, of a
    template parameter or of ``given``'s class or a base of it (a second user-defined conversion, to
    another class, is never made)."""
    if linker.symbols[ctor].kind not in CALLABLE_KINDS:
        return False
    d = linker._definition(ctor)
    taken = parameter_types(d.signature)[:-1]
    if not taken or d.arity is None or d.arity[0] > 1 or explicit(d):
        return False
    first = unqualified(taken[0])
    owner = linker.table_of(ctor)
    if first in {*template_parameters(d.signature)[0], *template_parameters(linker._definition(cls).signature)[0]}:
        return True
    found = linker.resolve_type(owner, first, d.parent) if of_class(first) else None
    return found is not None and found != cls and found in linker.mro(given)
