"""C++ argument types the linker works out for overload choice, beyond what syntax alone tells.

``cpp_args.annotate`` writes each argument as a text (see its docstring); this module types the
forms that need the index: a name (a local's or parameter's declared type; an ``auto`` local's, by
the result its initialising call's callee writes or the standard class template instance it
constructs; a range ``for``'s ``auto`` variable's, an element of what it iterates; else a field of
the method's class named bare, a namespace-scope variable or a class's static constant, a
``#define`` of one number), ``std::move(x)`` (``x``'s type), ``p.get()`` and ``*p`` of a standard
smart pointer (a pointer to what it holds, what it holds), a member chain (``.a->b.c``: the
receiver evaluated as the linker evaluates receivers, then the last field's declared type), a
call's result (the callee's when all its overloads write one, else the one its own arguments
choose; ``x.begin()`` of a standard class some iterator), an element (``*$a``: of a declared
array, pointer, standard container or one-argument class template), and operator expressions
(``[- A B]``, ``[u- A]``): built-in arithmetic on ``int`` / ``float`` / ``double`` operands (the
usual conversions; an in-repo ``typedef`` of one of them counts as it), a pointer plus or minus
an integer (the pointer), else the one in-repo ``operator-`` (free, or a member of the left
operand's class) whose parameters are exactly the operands' types, and the result type it
writes.  Anything uncertain is '' (unknown): a template operator, several or no exact matches,
a field declared with a type the text does not write plainly.  The same typing serves an
operator expression written as a receiver (:func:`operator_type`: ``(a - b).dot(c)``).  And
which arguments are certainly rvalues (:func:`rvalues`: a literal, ``{...}``, ``&x``,
``std::move(x)``, a temporary, a call returning other than a reference).  Also the readers of a
``#define``'s body the linker shares: :func:`expression_macro` (the object it stands for),
:func:`namespace_macro` (the namespace path it writes) and :func:`macro_fields` (the fields it declares).

Why this module is longer than 600 lines: the argument typing above is one recursive walk over
the argument texts, whose forms call each other; its helpers live beside it.
"""

from __future__ import annotations

import re
import weakref
from typing import TYPE_CHECKING

from smriti_git.index.facts import CallFact
from smriti_git.index.languages.cpp_args import (
    CAST,
    CONTAINERS,
    ZERO,
    class_parameters,
    instance_arguments,
    joined_number,
    number_type,
    parameter_types,
    result_text,
    std_element,
    top_level,
    written_bases,
)
from smriti_git.index.languages.cpp_types import SMART_POINTER, cast_macro, held
from smriti_git.index.link_choice import (
    ARITHMETIC,
    ENUM,
    FUNCTION,
    ITERATOR,
    MEMBER,
    QUALIFIED_INSTANCE,
    STREAMS,
    unqualified,
)
from smriti_git.index.link_decls import template_head, template_parameters
from smriti_git.index.link_tables import DEFINE, FileTable, Sym, split_receiver
from smriti_git.model.code import CALLABLE_KINDS, TYPE_KINDS, Symbol

if TYPE_CHECKING:
    from smriti_git.index.link import Linker

_ARITHMETIC = {"int": 0, "float": 1, "double": 2}
_BUILTIN = {"int": "int", "signed int": "int", "signed": "int", "float": "float", "double": "double"}
_PLAIN_TYPE = re.compile(r"^(?:const)?(?:::)?[A-Za-z_][\w:]*\**&?$")   # (``Region** m_ptrMBR``: a pointer to pointers)
_MOVES = frozenset({"std::move", "move"})
_NAME = re.compile(r"[A-Za-z_]\w*")
_QUALIFIED_NAME = re.compile(r"(?:[A-Za-z_]\w*::)*[A-Za-z_]\w*")
# Members of standard (and Qt) classes a project passes on, by what they return: (the owner's type, the result).
_STANDARD_RESULTS = {
    "str": (re.compile(r"(?:std::)?(?:basic_)?[io]?stringstream(?:<char>)?"), "std::string"),
    "substr": (re.compile(r"(?:std::)?string"), "std::string"),
    "toStdString": (re.compile(r"QString"), "std::string"),
}
# Free functions of the standard library (and {fmt}, its model) that return a ``std::string``, and the
# class itself, called as a temporary: where the repository defines none of these names.
_STRING_FUNCTIONS = frozenset({"std::string", "std::to_string", "std::format", "fmt::format", "fmt::to_string"})
# Functions of the C and C++ standard libraries of one result, a number (Kanzi's ``formatSize(atof(input.c_str()))``
# beside ``formatSize(const std::string&)``): where the repository defines none of these names.
_NUMBER_FUNCTIONS = {f"{space}{name}": result for space in ("", "std::", "::") for name, result in {
    "atof": "double", "atoi": "int", "atol": "long", "atoll": "longlong", "strtod": "double", "strtof": "float",
    "strtol": "long", "strtoll": "longlong", "strtoul": "unsignedlong", "strtoull": "unsignedlonglong",
    "strlen": "size_t", "strcmp": "int", "strncmp": "int", "memcmp": "int", "rand": "int"}.items()} | {
    f"std::{name}": result for name, result in {
        "stoi": "int", "stol": "long", "stoll": "longlong", "stoul": "unsignedlong", "stoull": "unsignedlonglong",
        "stof": "float", "stod": "double", "stold": "longdouble"}.items()}
# The operands of a standard string's ``+`` (``"Value named " + name``): a string, a character or a C string.
_STANDARD_STRING = re.compile(r"(?:const)?(?:::)?std::string&{0,2}")
_TEXT_OPERAND = re.compile(r"(?:const)?(?:(?:::)?std::)?string&?|(?:const)?char(?:const)?[*&]?")
# A standard class template's instance, named with or without ``std::`` (``using namespace std``).
_STANDARD_INSTANCE = re.compile(rf"(?:(?:::)?std::)?(?:{CONTAINERS}|pair|optional)<.+>")
# ``x.begin()`` / ``x.end()`` that no repository function answers: some standard class's iterator (ITERATOR)
_ITERATING = frozenset({"begin", "end", "cbegin", "cend", "rbegin", "rend", "crbegin", "crend"})
_TEMPLATED_FIELD = re.compile(r"^\s*([^=;{(]*>)\s*([*&]*)\s*([A-Za-z_]\w*)\s*(?:[=;{].*)?$", re.DOTALL)
_STATIC = re.compile(r"\s*(?:inline\s+)?(?:constexpr\s+)?static\b")
MACRO_WORD = re.compile(r"[A-Z][A-Z0-9]*_[A-Z0-9_]*")   # an upper-case name with an underscore: a macro's name
_SPECIFIERS = frozenset({"static", "inline", "constexpr", "friend", "extern", "virtual"})
_OPERATORS: weakref.WeakKeyDictionary[Linker, dict[str, list[str]]] = weakref.WeakKeyDictionary()


def argument_types(linker: Linker, table: FileTable, call: CallFact) -> list[str]:
    """A C++ call's argument types where certain, '' where not known; an array decays to a pointer, a
    number is spelled as a parameter's is (``unsigned``: ``unsignedint``)."""
    types = [argument_type(linker, table, call.scope, call.byte, written, 0) for written in call.arg_texts or ()]
    return [_standard_named(linker, table, call.scope, joined_number(t[:-2] + "*" if t.endswith("[]") else t))
            for t in types]


_BARE_STRING = re.compile(rf"(const)?((?:w|u8|u16|u32)?string(?:_view)?|{STREAMS})((?:const)?[&*]*)")


def _standard_named(linker: Linker, table: FileTable, scope: str | None, written: str) -> str:
    """A standard string or stream type written without ``std::`` (g2o's ``string solverProperties;``, Gearcoleco's
    ``ofstream file;``, under ``using namespace std;``) spelled with it, where the name is no type of the repository's
    there; ``written`` else."""
    match = _BARE_STRING.fullmatch(written) if "str" in written else None
    if match is None or linker.resolve_type(table, match.group(2), scope) is not None:
        return written
    return f"{match.group(1) or ''}std::{match.group(2)}{match.group(3)}"


def argument_type(linker: Linker, table: FileTable, scope: str | None, byte: int, written: str, depth: int) -> str:
    """The type of one argument text (``cpp_args`` forms), '' when not certain."""
    if depth > 8 or written == "~":
        return ""
    if written == ZERO:
        return "int"
    if written.startswith("{2;"):
        return _braced_type(linker, table, scope, byte, written, depth)
    if written.startswith("{"):
        return written   # a braced list: ``link_choice`` reads ``{0}``, ``{1}``, ``{2}`` (two or more elements)
    if written.startswith("["):
        return _operator_result(linker, table, scope, byte, written, depth)
    if written.startswith(CAST):
        return _cast_to(linker, table, scope, written[len(CAST):])
    if written.startswith("()"):
        callee, _, at = written[2:].partition("@")
        if callee in _MOVES:   # ``std::move(x)``: x's type, as an rvalue
            return _moved_type(linker, table, scope, byte, at, depth)
        if callee.endswith(".get") and _NAME.fullmatch(owner := callee.rpartition(".")[0]):
            held = SMART_POINTER.match(_spaced(argument_type(linker, table, scope, byte, "$" + owner, depth + 1)))
            if held is not None:   # ``geom.get()`` of a ``std::unique_ptr<Geometry>``: a ``Geometry*``
                return "".join(held.group(1).split()) + "*"
        written_result = linker._result_text(table, callee, scope)
        if written_result and _NAME.fullmatch(written_result.rstrip("*&")) is not None:
            written_result = _instance_result(linker, table, scope, byte, callee, written_result, depth)
        resolved = "" if written_result else _resolved_result(linker, table, at, depth)
        # (the overload called, ``T* data()`` or ``const T* data() const``, which give no one written result;
        # its type parameter, where the receiver's instance does not tell it, as written)
        if _NAME.fullmatch(resolved.removeprefix("const").rstrip("*&")):
            resolved = _instance_result(linker, table, scope, byte, callee, resolved, depth) or resolved
        return written_result or resolved or \
            _standard_result(linker, table, scope, byte, callee, depth) or \
            ("std::string" if callee in _STRING_FUNCTIONS else "") or _NUMBER_FUNCTIONS.get(callee, "") or \
            (ITERATOR if callee.rpartition(".")[2] in _ITERATING and "." in callee else "")
    if written.startswith("*"):
        pointer = argument_type(linker, table, scope, byte, written[1:], depth + 1)
        held = SMART_POINTER.match(_spaced(pointer)) if written[1:2] == "$" else None   # ``*sites``: what it holds
        element = "".join(held.group(1).split()) if held is not None else element_of(pointer)
        return element or (_field_element(linker, table, scope, written[2:]) if written[1:2] == "$" else "")
    if written.startswith("&$") and "::" in written:
        return _member_pointer(linker, table, scope, written[2:])
    if written.startswith("&"):
        pointee = argument_type(linker, table, scope, byte, written[1:], depth + 1)
        return pointee.rstrip("&") + "*" if pointee and not pointee.endswith("]") else ""
    if written.startswith("."):
        receiver, _, name = _split_last(written[1:])
        if name in ("first", "second") and (entry := linker.map_entry_written(table, scope, receiver, name)):
            return entry[0]   # ``el.second`` of ``const ElementMap::value_type& el``: the map's value type
        return _field_type(linker, table, scope, receiver, name, byte) if receiver else ""
    if written == "$this":
        return _this_type(linker, table, scope)
    if written.startswith("$"):
        name = written[1:]
        for s in table.scope_chain(scope):
            if (s, name) in table.hints:
                if s is not None and table.defs[s].kind in TYPE_KINDS:
                    return _field_type(linker, table, scope, "this", name)   # a field of the class
                key = (table.scope_id(s, byte), name)
                declared = table.declared.get(key, "") or next(
                    (w for at, w in reversed(table.declared_at.get(key, ())) if at < byte), "")
                if declared.startswith(("*", "const*")):   # ``for (const auto& g : geoms)``: an element
                    element = argument_type(linker, table, scope, byte, declared.removeprefix("const"), depth + 1)
                    return "const" + element if element and declared.startswith("const") else element
                return declared or _auto_result(linker, table, s, name, depth)
        field = _field_type(linker, table, scope, "this", name) if scope is not None and \
            table.lang.implicit_members else ""   # ``void Foo::bar()``: a field named bare
        return field or _global_type(linker, table, scope, name) or _template_value(table, scope, name) or \
            _anonymous_enumerator(linker, table, scope, name) or _function_named(linker, table, scope, name)
    return written


def _cast_to(linker: Linker, table: FileTable, scope: str | None, name: str) -> str:
    """``(FIXP_DBL)(x)``, which the grammar reads as a call of a name in parentheses: ``name`` where it is a type
    (a class, a ``typedef``, a macro standing for a number type: FDK AAC's ``#define FIXP_WTB FIXP_SGL``), ''
    where it is a function or a value (``(fn)(x)``, a call)."""
    binding = linker.lookup(table, name, scope)[0]
    sym = linker.symbols.get(binding.id) if isinstance(binding, Sym) else None
    if sym is not None and (sym.kind in TYPE_KINDS or
                            (sym.kind == "constant" and linker._numbered_word(table, scope, name, 0, ""))):
        return name
    return ""


def _instance_result(linker: Linker, table: FileTable, scope: str | None, byte: int, callee: str, result: str,
                     depth: int) -> str:
    """A member's ``result`` that names a type parameter of its class template (:func:`_parameter_given`:
    VulkanSceneGraph's ``value->data()`` of a ``vec3* value``, ``using vec3 = t_vec3<float>``, ``T* data()``:
    ``float*``); ``result`` when it names no such parameter, '' when the argument is not known."""
    target = linker.callee(table, callee, scope, 1)
    sym = linker.symbols.get(target) if target is not None else None
    if sym is None:
        return result
    receiver, _, _ = callee.rpartition("->") if "->" in callee else callee.rpartition(".")
    return _parameter_given(linker, table, scope, byte, receiver, sym, result, depth)


def _parameter_given(linker: Linker, table: FileTable, scope: str | None, byte: int, receiver: str, member: Symbol,
                     written: str, depth: int, cls: str | None = None) -> str:
    """``written``, a type a member of a class template writes, with the type parameter it names replaced by
    the argument the receiver's declared type gives it, itself or through an alias (``using vec3 =
    t_vec3<float>``), or a base of the receiver's class ``cls`` (fheroes2's ``struct Point : public
    PointBase2D<int32_t>``, whose ``_Type x``: an ``int32_t``); ``written`` when it names no such parameter,
    '' when the argument is not known."""
    owner = linker.symbols.get(member.parent or "")
    if owner is None or owner.kind not in TYPE_KINDS:
        return written
    parameters = class_parameters(linker._definition(owner.id).signature)
    name = written.rstrip("*&").removeprefix("const")
    if name not in parameters:   # a member alias of a parameter: VulkanSceneGraph's ``time_value<T>``'s
        typedef = next((a for a in linker.members(owner.id).get(name, ()) if linker.symbols[a].kind == "type"), None)
        aliased = linker.aliased_text(typedef) if typedef is not None and _NAME.fullmatch(name) else ""
        if not aliased or aliased not in parameters:   # ``using value_type = T; value_type value;``
            return written
        written, name = written.replace(name, aliased, 1), aliased
    declared = argument_type(linker, table, scope, byte, "$" + receiver, depth + 1) \
        if _NAME.fullmatch(receiver) is not None else ""
    declared = declared.removeprefix("const").rstrip("*&")
    arguments = instance_arguments(declared, owner.name)
    if not arguments and (_NAME if cls is None else _QUALIFIED_NAME).fullmatch(declared) is not None:
        # an alias of the instance (a namespace-qualified one for a field's type only: a member's result
        # substituted would not match its siblings' parameters, still written with the class's parameter,
        # Corrade's ``path.suffix(found.end())`` of ``BasicStringView<T>``'s ``suffix(T*)``)
        binding = linker.lookup(table, declared, scope)[0] if "::" not in declared else None
        found = binding.id if isinstance(binding, Sym) else linker.callee(table, declared, scope, 1) \
            if "::" in declared else None
        alias = linker.symbols.get(found) if found is not None else None
        arguments = instance_arguments(linker._aliased(alias.id), owner.name) \
            if alias is not None and alias.kind == "type" else []
    for derived in linker.mro(cls) if cls is not None and not arguments else ():
        arguments = next((given for base in written_bases(linker._definition(derived).signature)
                          if (given := instance_arguments(base, owner.name))), [])
        if arguments:
            break
    if len(arguments) != len(parameters) or not arguments[parameters.index(name)]:
        return ""
    return written.replace(name, "".join(arguments[parameters.index(name)].split()), 1)


_ENUMERATOR = re.compile(r"[A-Za-z_]\w*\s*(?:=.*)?", re.DOTALL)   # ``eP = 1``, as an enumerator's signature


def _anonymous_enumerator(linker: Linker, table: FileTable, scope: str | None, name: str) -> str:
    """:data:`ENUM` for an enumerator of an enumeration without a name (JSBSim's ``enum {eP = 1, eQ, eR};``
    in a base class, named bare in a derived class's method); "" else."""
    found = linker.callee(table, name, scope, 1)
    sym = linker.symbols.get(found) if found is not None else None
    if sym is None or sym.kind != "constant" or not _ENUMERATOR.fullmatch(linker._definition(sym.id).signature):
        return ""
    owner = linker.symbols.get(sym.parent or "")
    return ENUM if owner is None or owner.kind != "enum" else ""


def _function_named(linker: Linker, table: FileTable, scope: str | None, name: str) -> str:
    """:data:`FUNCTION` with the result every overload of a function named ``name`` writes, for a callback
    passed by its name (MiniZinc's ``rb(env, m, id, t, b_array1d_list)``, ``Expression* b_array1d_list(EnvI&,
    Call*)``: ``@function(Expression*)``); '' for a name of anything else."""
    found = linker.callee(table, name, scope, 1)
    sym = linker.symbols.get(found) if found is not None else None
    if sym is None or sym.kind != "function":
        return ""
    result = linker._result_text(table, name, scope)
    return f"{FUNCTION}({result})" if result else FUNCTION


def _member_pointer(linker: Linker, table: FileTable, scope: str | None, name: str) -> str:
    """The type of ``&Foo::GetX``: a pointer to a member function (:data:`MEMBER`, with the result its
    overloads all write, :data:`ENUM` for an enumeration); '' for a static one or what is not found."""
    target = linker.callee(table, name, scope, 1)
    sym = linker.symbols.get(target) if target is not None else None
    if sym is None and "::" in name and (owner := linker.resolve_type(table, name.rpartition("::")[0], scope)) and \
            linker.symbols[owner].kind in ("class", "struct") and not linker.has_external_base(owner):
        return MEMBER   # a member no declaration shows (Nestopia's ``&Action53::Poke_5000``, declared by a macro)
    if sym is None or sym.kind != "method" or re.match(r"\s*static\b", linker._definition(sym.id).signature):
        return ""
    result = linker._result_text(table, name, scope)
    found = linker.resolve_type(linker.tables[sym.path], result, sym.qualname) if _NAME.fullmatch(result) else None
    return MEMBER + (ENUM if found is not None and linker.symbols[found].kind == "enum" else result) + \
        _overload_lists(linker, sym)


def _overload_lists(linker: Linker, sym: Symbol) -> str:
    """The parameter lists of a member function's overloads, as :data:`MEMBER` writes them after the result
    (``(;int)``, an enumeration's parameter :data:`ENUM`); '' when a parameter's type is a template's."""
    owner = linker.symbols.get(sym.parent or "")
    ids = [i for i in linker.members(owner.id).get(sym.name, ()) if linker.symbols[i].kind == "method"] \
        if owner is not None else [sym.id]
    lists: list[str] = []
    for sid in ids:
        definition = linker._definition(sid)
        if template_head(definition.signature):
            return ""
        kinds = []
        for written in parameter_types(definition.signature)[:-1]:
            bare = unqualified(written)
            found = linker.resolve_type(linker.table_of(sid), bare, definition.parent) if _NAME.fullmatch(bare) \
                else None
            kinds.append(ENUM if found is not None and linker.symbols[found].kind == "enum" else bare)
        lists.append(",".join(kinds))
    return "(" + ";".join(dict.fromkeys(lists)) + ")"


def _moved_type(linker: Linker, table: FileTable, scope: str | None, byte: int, at: str, depth: int) -> str:
    """The type of ``x`` in ``std::move(x)`` (the call at ``line:column``), references dropped."""
    line, _, column = at.partition(":")
    inner = table.calls_by_place.get((int(line), int(column))) if line.isdigit() and column.isdigit() else None
    if inner is None or not inner.arg_texts or len(inner.arg_texts) != 1:
        return ""
    return argument_type(linker, table, scope, byte, inner.arg_texts[0], depth + 1).rstrip("&")


def _auto_result(linker: Linker, table: FileTable, scope: str | None, name: str, depth: int) -> str:
    """An ``auto`` local initialised by a call and bound once in its function (``auto cl =
    toSequence(pts);``): the result type the callee writes (all its overloads alike), or the
    standard class template instance it constructs (``auto v = vector<Path>();``), reference
    dropped, ``const`` as declared or returned (``auto& x`` of a ``const Foo&`` is const: kept so,
    which binds no non-``const`` reference); '' for any other initialiser."""
    hint = table.hints.get((scope, name), "")
    if not hint.startswith("()") or (scope, name) in table.more_hints or depth > 4:
        return ""
    result = linker._result_text(table, hint[2:], scope).rstrip("&")   # ``auto x`` or ``auto& x``: a Foo
    if not result and _STANDARD_INSTANCE.fullmatch(hint[2:]) and linker.callee(table, hint[2:], scope, 1) is None:
        result = hint[2:]   # ``auto out = vector<fs_path>();``: a standard class template's instance
    elif not result:   # ``auto part = s.substr(0, n);`` of a ``std::string``
        result = _standard_result(linker, table, scope, table.defs[scope].span.end_byte if scope in table.defs else 0,
                                  hint[2:], depth + 1)
    if not result:
        return ""
    flags = {flag for _, _, flag in table.constness.get((scope, name), [])}
    return ("const" if flags == {"const"} and not result.startswith("const") else "") + result


def _this_type(linker: Linker, table: FileTable, scope: str | None) -> str:
    """``this`` in a method: a pointer to its class (``const`` in a ``const`` method), '' elsewhere."""
    cls = table.enclosing_type(scope)
    hint = linker.hint_for(table, scope, "this") if cls is None else None
    name = table.defs[cls].name if cls is not None else hint[0].replace("::", ".").rpartition(".")[2] if hint else ""
    method = table.defs.get(scope) if scope is not None else None
    if not name or method is None or method.kind not in CALLABLE_KINDS:
        return ""
    const = "const" in method.signature[method.signature.rfind(")") + 1:].split("{")[0].split()
    return ("const" if const else "") + name + "*"


_STRING_BODY = re.compile(r'"(?:[^"\\\n]|\\.)*"')   # a macro's body that is one plain string literal


def _global_type(linker: Linker, table: FileTable, scope: str | None, name: str) -> str:
    """The type of a namespace-scope variable or constant by its declaration (``float kEps = 0.1f``),
    of an enumerator (its enumeration), or of a ``#define`` constant whose body is one number, ``bool`` or string
    literal (``#define b2_linearSlop 0.005f``); ``name`` may be qualified (``Lexeme::Eof``)."""
    if "::" in name:
        found = linker.callee(table, name, scope, 1) or _unscoped_enumerator(linker, table, scope, name)
        sym = linker.symbols.get(found) if found is not None else None
    else:
        binding = linker.lookup(table, name, scope)[0]
        sym = linker.symbols.get(binding.id) if isinstance(binding, Sym) else None
        if sym is None and (enumeration := _enumeration_of(linker, table, name)):
            return enumeration
    signature = linker.table_of(sym.id).def_of[sym.id].signature if sym is not None else ""
    if sym is None or sym.kind not in ("variable", "constant", "field") or (
            sym.kind == "field" and not _STATIC.match(signature)):
        return ""   # a class's ``static const int INTERSECTION = 1;`` named ``OverlayNG::INTERSECTION`` counts
    owner = linker.symbols.get(sym.parent or "")
    if owner is not None and owner.kind == "enum":   # ``Lexeme::Eof``: of its enumeration's type, named through
        holder = linker.symbols.get(owner.parent or "")   # its class (VMime's ``fetchAttributes::UID``)
        if holder is not None and holder.kind in TYPE_KINDS:
            return f"{holder.name}::{owner.name}"
        written = name.rpartition("::")[0]   # or as written (fheroes2's ``Game::HotKeyEvent::TOWN_DWELLING_LEVEL_1``:
        return written if written.rpartition("::")[2] == owner.name else owner.name   # ``Game``, for lookup by
        # the argument's namespace)
    if (defined := DEFINE.match(signature)) is not None:   # (``#define C31 ((FIXP_DBL)0x91261468)``: a cast's type)
        body = defined.group(1).strip()
        cast = cast_macro(body)
        body = body[1:-1].strip() if body.startswith("(") and body.endswith(")") else body
        if body in ("true", "false"):   # SWIG's ``#define RESET true`` and ``#define NAME "name"``, for
            return "bool"   # ``clazz(bool reset = false)`` beside ``clazz(const char *key, DOH *initial = 0)``
        if _STRING_BODY.fullmatch(body):
            return "constchar*"
        return cast or number_type(body.lower().replace("'", ""))
    return field_written(signature, name.rpartition("::")[2])


def _standard_result(linker: Linker, table: FileTable, scope: str | None, byte: int, callee: str,
                     depth: int) -> str:
    """What a standard class's member returns where its owner is known to be one (``msg.str()`` of a
    ``std::ostringstream``, ``s.substr(1)`` of a ``std::string``: a ``std::string``); "" else."""
    owner, _, member = callee.rpartition(".")
    known = _STANDARD_RESULTS.get(member)
    if (known is None and member != "data") or not owner or not _CHAINED.fullmatch(owner):
        return ""
    written = argument_type(linker, table, scope, byte, ("$" if "." not in owner else ".") + owner, depth + 1)
    bare = written.removeprefix("const").rstrip("&")
    if known is None:   # ``values.data()`` of a ``std::vector<double>``: a ``double*``
        sequence = _CONTIGUOUS.fullmatch(bare)
        element = top_level(sequence.group(1))[0] if sequence is not None else ""
        return ("const" if written.startswith("const") else "") + element + "*" if element else ""
    return known[1] if known[0].fullmatch(bare) else ""


_CHAINED = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*")
_CONTIGUOUS = re.compile(r"(?:(?:::)?std::)?(?:vector|array)<(.+)>")   # whose ``data()`` points to its first element


def _template_value(table: FileTable, scope: str | None, name: str) -> str:
    """The type of a non-type template parameter of the function or class the name is used in
    (Stockfish's ``template<Color Us> void generate(...)``: ``Us`` is a ``Color``); "" else."""
    for s in table.scope_chain(scope):
        d = table.defs.get(s) if s is not None else None
        if d is not None and d.signature.startswith("template"):
            head = d.signature[:d.signature.find(">") + 1]   # ``template<Color Us, GenType Type>``
            for written, parameter in _NON_TYPE_PARAMETER.findall(head):
                if parameter == name and written not in ("typename", "class"):
                    return str(written)
    return ""


_NON_TYPE_PARAMETER = re.compile(r"[<,]\s*((?:const\s+)?[A-Za-z_][\w:]*)\s+([A-Za-z_]\w*)\s*(?=[=,>])")


def _enumeration_of(linker: Linker, table: FileTable, name: str) -> str:
    """The enumeration an enumerator named bare belongs to, where the name lookup does not find it
    (an unscoped ``enum PieceType { PAWN, ... }`` in a namespace: ``PAWN`` is that namespace's name
    too): the one enumeration of that name's enumerators in this file and those it includes; "" else."""
    ids = linker.unscoped_enumerators.get(name, [])
    if not ids:
        return ""
    visible = {table.path, *linker._wildcard_files(table)}
    owners = {linker.symbols[linker.symbols[e].parent or ""].name for e in ids if linker.symbols[e].path in visible}
    return owners.pop() if len(owners) == 1 else ""


def _unscoped_enumerator(linker: Linker, table: FileTable, scope: str | None, name: str) -> str | None:
    """``Lexeme::Eof`` where ``Eof`` is an enumerator of an unscoped ``enum Type`` inside ``Lexeme``
    (its enumerators are the class's names too)."""
    head, _, last = name.rpartition("::")
    owner = linker.evaluate(table, head, scope, 1, type_name=True)
    if owner.kind != "type" or owner.ref is None:
        return None
    for ids in linker.members(owner.ref).values():
        for sid in ids:
            if linker.symbols[sid].kind == "enum" and not re.match(
                    r"enum\s+(?:class|struct)\b", linker.table_of(sid).def_of[sid].signature):
                found = linker.members(sid).get(last)
                if found:
                    return found[0]
    return None


def _arithmetic(linker: Linker, table: FileTable, scope: str | None, bare: str) -> str:
    """``bare`` itself, or the built-in type an in-repo ``typedef`` names (``typedef signed int
    int32``: ``int``) for the arithmetic of operator expressions."""
    if bare in _ARITHMETIC or not bare.isidentifier():
        return bare
    binding = linker.lookup(table, bare, scope)[0]
    sym = linker.symbols.get(binding.id) if isinstance(binding, Sym) else None
    if sym is None or sym.kind != "type":
        return bare
    aliased = re.fullmatch(r"typedef\s+(.+?)\s+" + re.escape(bare), linker.table_of(sym.id).def_of[sym.id].signature)
    builtin = _BUILTIN.get(" ".join(aliased.group(1).split()), "") if aliased is not None else ""
    return builtin or linker.plain_type(table, scope, bare)   # (FDK AAC's ``FIXP_DBL``: ``LONG``, ``INT``, ``int``)


def _resolved_result(linker: Linker, table: FileTable, at: str, depth: int) -> str:
    """The result type written by the function the call at ``line:column`` resolves to (an
    overloaded ``b2Mul(xf, v)`` whose overloads return different types, chosen by its own
    arguments), '' when unresolved, a template, or not written plainly."""
    sym = called_at(linker, table, at) if depth <= 4 else None
    return written_result(linker, sym) if sym is not None and sym.kind in ("function", "method") else ""


def template_results(linker: Linker, table: FileTable, call: CallFact) -> list[str]:
    """Per argument of a C++ call, the class template instance a function template it calls returns,
    as its signature writes it (SOCI's ``details::into_container<T, Indicator> into(T&, Indicator&)``:
    ``into(x, ind)`` is an ``into_container``), '' else: for ``link_packs.by_specialisation``, which
    reads the template's name only (the arguments are the callee's own parameters, not the types)."""
    out = []
    for written in call.arg_texts or ():
        sym = called_at(linker, table, written[2:].partition("@")[2]) if written.startswith("()") else None
        signature = linker.table_of(sym.id).def_of[sym.id].signature if sym is not None and \
            sym.kind in ("function", "method") else ""
        names, after = template_parameters(signature) if template_head(signature) else ([], "")
        after = after.strip()
        result = "".join(after[:-len(sym.name)].split()) if sym is not None and after.endswith(sym.name) else ""
        name = result.removeprefix("const").partition("<")[0].rpartition("::")[2]
        out.append(result if "<" in result and name.isidentifier() and name not in names else "")
    return out


def written_result(linker: Linker, sym: Symbol) -> str:
    """The result type a function's signature writes (``result_text``), '' for a template's; a ``decltype`` of
    a field of its class as :func:`without_decltype` spells it."""
    signature = linker.table_of(sym.id).def_of[sym.id].signature
    if template_head(signature):
        return ""
    written = result_text(signature, sym.own_name)   # (not ``bodyPart.getHeader``)
    return "".join(without_decltype(linker, sym, written).split()) if "decltype" in written else written


_DECLTYPE = re.compile(r"decltype\s*\(\s*([A-Za-z_]\w*)\s*\)")


def without_decltype(linker: Linker, sym: Symbol, written: str) -> str:
    """A member function's result type with each ``decltype`` of a field of its class replaced by the type that
    field's declaration writes (i2pd's ``const decltype(m_Destinations)& GetDestinations () const``: ``const
    std::map<i2p::data::IdentHash, std::shared_ptr<ClientDestination> >&``); as written else."""
    owner = linker.symbols.get(sym.parent or "")
    if owner is None or owner.kind not in ("class", "struct", "union"):
        return written

    def field(match: re.Match[str]) -> str:
        found, _ = linker.find_member(owner.id, match.group(1))
        known = found is not None and linker.symbols[found].kind == "field"
        return linker.field_written(found).strip() if found is not None and known else match.group(0)
    return _DECLTYPE.sub(field, written)


def called_at(linker: Linker, table: FileTable, at: str) -> Symbol | None:
    """What the call of ``table``'s file at ``line:column`` resolves to, None when unresolved."""
    line, _, column = at.partition(":")
    if not line.isdigit() or not column.isdigit():
        return None
    inner = table.calls_by_place.get((int(line), int(column)))
    if inner is None:
        return None
    edge, _ = linker._resolve_call(table, inner)
    return linker.symbols.get(edge.dst) if edge.resolved and edge.dst is not None else None


def rvalues(linker: Linker, table: FileTable, call: CallFact) -> list[bool]:
    """Which of a C++ call's arguments are certainly rvalues (bind ``T&&`` before ``const T&``):
    a literal, ``~`` (``{a, b}``, ``nullptr``, a lambda), an address (``&x``), an operator's result,
    ``this``, ``std::move(x)``, and a call whose chosen function returns other than a reference or
    constructs a temporary (``Foo(a)``).  A variable, member or element is an lvalue; an unknown
    form or call is not counted either way.  A name that is a value macro (primesieve's ``#define
    PRIMESIEVE_ERROR ((uint64_t) ~((uint64_t) 0))``, not one standing for an object) or an enumerator
    is an rvalue too."""
    return [_rvalue(linker, table, written, call.scope) for written in call.arg_texts or ()]


_OBJECT_LIKE = re.compile(r"#\s*define\s+\w+\s+(\S.*)", re.DOTALL)   # an object-like macro's body
_OBJECT_MACRO = re.compile(r"#\s*define\s+\w+\s+(\(\s*\*\s*[A-Za-z_]\w*\s*\)"
                           r"|[A-Za-z_]\w*(?:\s*(?:->|\.)\s*[A-Za-z_]\w*)*"
                           r"|(?:static|dynamic|reinterpret|const)_cast\s*<[^;{}<>]*>\s*\([^;{}]*\))\s*")


def expression_macro(signature: str) -> str:
    """The object a C or C++ macro stands for, as a receiver is written, when its body is one
    (bison's ``#define parseContext (*pParseContext)``, ``#define ctx state->context``, Log4cxx's
    ``#define _priv static_cast<FileAppenderPriv*>(m_priv.get())``); "" else."""
    match = _OBJECT_MACRO.fullmatch(signature)
    return "".join(match.group(1).split()).replace("->", ".") if match else ""


# A member a macro's body declares: ``std::unique_ptr<Private> d;`` (not ``struct PROJ_INTERNAL Private;``, nor
# ``return d.get();``), after access words, attribute macros and ``mutable``.
_MACRO_FIELD = re.compile(r"(?:^|(?<=[;{}:]))\s*(?:(?:mutable|[A-Z][A-Z0-9_]*)\s+)*"
                          r"((?:const\s+)?[A-Za-z_][\w:]*(?:\s*<[^;{}()]*>)?(?:\s*[*&])*)\s*([A-Za-z_]\w*)\s*;")
_NO_TYPE = frozenset({"return", "delete", "throw", "goto", "struct", "class", "union", "enum", "using", "typedef",
                      "friend", "case", "else", "do", "private", "public", "protected", "new", "co_return"})


def macro_fields(signature: str) -> dict[str, str]:
    """The fields an object-like macro's body declares, by name, with the types it writes (PROJ's
    ``#define PROJ_OPAQUE_PRIVATE_DATA private: struct PROJ_INTERNAL Private; std::unique_ptr<Private> d; ...``:
    ``{"d": "std::unique_ptr<Private>"}``); {} for a function-like macro or none."""
    body = _OBJECT_LIKE.fullmatch(signature)
    if body is None or re.match(r"#\s*define\s+\w+\(", signature):
        return {}
    text = body.group(1).replace("\\", " ")
    return {m.group(2): " ".join(m.group(1).split()) for m in _MACRO_FIELD.finditer(text)
            if m.group(1).split()[0] not in _NO_TYPE and m.group(2) not in _NO_TYPE}


_NAMESPACE_MACRO = re.compile(r"#\s*define\s+\w+\s+((?:::)?[A-Za-z_]\w*(?:\s*::\s*[A-Za-z_]\w*)*)\s*")


def namespace_macro(signature: str) -> str:
    """The namespace path a C++ macro's body writes, dotted (``#define NS_PROJ osgeo::proj``:
    ``osgeo.proj``); '' when its body is no such path."""
    match = _NAMESPACE_MACRO.fullmatch(signature)
    return "".join(match.group(1).split()).replace("::", ".").strip(".") if match else ""


def _rvalue(linker: Linker, table: FileTable, written: str, scope: str | None) -> bool:
    if written.startswith("$") and _NAME.fullmatch(written[1:]) and written != "$this":
        found = linker.callee(table, written[1:], scope, 1)
        sym = linker.symbols.get(found) if found is not None else None
        if sym is None or sym.kind != "constant":
            return False
        signature = linker._definition(sym.id).signature
        return bool(_OBJECT_LIKE.fullmatch(signature) and not expression_macro(signature)) or \
            bool(_ENUMERATOR.fullmatch(signature))
    if not written or written.startswith(("$", ".", "*")):
        return written == "$this"
    if written.startswith("[[] "):   # ``(*al)[i]``: an element, an lvalue
        return False
    if not written.startswith("()"):   # a literal's type, ``~``, ``&x``, ``[- a b]``; not a cast to a reference
        return not (written.endswith("&") and not written.endswith("&&"))   # (qhull's ``const_cast<iterator&>(o)``)
    callee, _, at = written[2:].partition("@")
    if callee in ("std::move", "std::forward", "move", "forward"):
        return True
    sym = called_at(linker, table, at)
    if sym is None:
        return False
    owner = linker.symbols.get(sym.parent or "")
    if sym.kind in TYPE_KINDS or (sym.kind == "method" and owner is not None and owner.name == sym.name):
        return True   # a temporary: ``Foo(a)``
    returned = written_result(linker, sym)
    return returned.endswith("&&") or (bool(returned) and not returned.endswith("&"))


def element_of(written: str) -> str:
    """What a subscript of a value of type ``written`` takes out: ``Vec2[]`` (an array) or ``Vec2*``
    a ``Vec2``, a standard container its element, a class template of one type argument what it
    holds (``cpp_types.held``: ``vector<fs_path>`` under ``using namespace std``); '' else (a
    pointer to pointers, a class's own ``operator[]``)."""
    if written.endswith("[]"):
        return written[:-2]
    if written.endswith("*") and not written.endswith("**"):
        return written[:-1]
    iterated = _STANDARD_ITERATOR.fullmatch(written.removeprefix("const").removeprefix("typename"))
    if iterated is not None:   # ``*i`` of a ``std::set<size_t>::const_iterator``: a ``size_t``
        return "".join(std_element(iterated.group(1), sequence=True).split())
    return "".join((std_element(_spaced(written)) or held(written.rstrip("&"))).split())


_STANDARD_ITERATOR = re.compile(rf"((?:::)?std::(?:{CONTAINERS})<.+>)::(?:const_)?(?:reverse_)?iterator")


def _spaced(written: str) -> str:
    """A type as ``cpp_args`` writes it (``conststd::vector<Foo>&``) with its leading ``const`` apart,
    as the standard-type patterns read it."""
    return "const " + written[5:] if written.startswith("const") and written[5:6] in (":", "s") else written


def _split_last(chain: str) -> tuple[str, str, str]:
    """``a->b.c`` -> (``a->b``, ``.``, ``c``)."""
    at = max(chain.rfind("."), chain.rfind("->"))
    if at < 0:
        return "", "", chain
    separator = "->" if chain.startswith("->", at) else "."
    return chain[:at], separator, chain[at + len(separator):]


def _field_type(linker: Linker, table: FileTable, scope: str | None, receiver: str, name: str, byte: int = 0) -> str:
    """The declared type of field ``name`` of what ``receiver`` evaluates to, '' when unknown."""
    if split_receiver(receiver, table.lang.member_separators)[0] == "this" and (
            scope is None or not any(s is not None and table.defs[s].kind in CALLABLE_KINDS
                                     for s in table.scope_chain(scope))):
        return ""
    value = linker.evaluate(table, receiver, scope, 1)   # ``files[i]->x``: an element of a container or pointer
    if value.kind != "instance" and "[]" in receiver:   # ``m->points[i].x``: an array field's elements
        value = linker.evaluate(table, receiver.replace("[]", ""), scope, 1)
        if value.kind == "instance" and linker.find_member(value.ref, "operator[]")[0]:
            return ""   # a class with its own ``operator[]``: its subscript is no element of it
    if value.kind != "instance":
        return ""
    found, _, _ = linker.member(value, name)
    sym = linker.symbols.get(found) if found is not None else None
    if found is None or sym is None or sym.kind != "field":
        return ""
    written = field_written(linker.table_of(found).def_of[found].signature, name)
    return _parameter_given(linker, table, scope, byte, receiver, sym, written, 1, value.ref) if written else ""


def _field_element(linker: Linker, table: FileTable, scope: str | None, name: str) -> str:
    """What a subscript of the enclosing class's field ``name``, a container held by value, takes out, by its
    declaration's ``[]`` hint (fplll's ``array<enumf, maxdim> partdist, center, alpha``, under ``using namespace
    std;``: an ``enumf``); '' for another name or declaration."""
    if scope is None or not name.isidentifier() or any(
            (s, name) in table.hints and table.defs[s].kind in CALLABLE_KINDS for s in table.scope_chain(scope)
            if s is not None):
        return ""   # (a local or parameter of that name)
    this = linker.evaluate(table, "this", scope, 1)
    found = linker.member(this, name)[0] if this is not None and this.kind == "instance" else None
    if found is None or linker.symbols[found].kind != "field":
        return ""
    owner, d = linker.table_of(found), linker.table_of(found).def_of[found]
    item = owner.hints.get((d.parent, name + "[]"), "")
    return item if "<" in d.signature and "*" not in d.signature and re.fullmatch(r"[A-Za-z_][\w:]*", item) else ""


def field_written(signature: str, name: str) -> str:
    """The type a field declaration writes for ``name`` (``Vec2 p``: ``Vec2``; ``float x, y``:
    ``float`` for both; ``const Rot& r``: ``constRot&``; one of a class template's instances, alone:
    ``std::unique_ptr<Location> m_location``: ``std::unique_ptr<Location>``), '' when not plain
    (arrays of templates, a declarator with its own ``*`` among several)."""
    templated = _TEMPLATED_FIELD.match(signature) if "<" in signature.split("=")[0] else None
    if templated is not None:
        words_ = [w for w in templated.group(1).split() if w not in ("mutable", "static", "inline", "constexpr")]
        typed = "".join(words_)
        return typed + templated.group(2) if templated.group(3) == name and \
            typed.count("<") == typed.count(">") and typed.rfind(">") == len(typed) - 1 else ""
    head, *rest = top_level(signature)   # (``vec4 ambient{1.0f, 1.0f}``: one declarator)
    head = head.split("=")[0].split("{")[0]
    array = re.search(r"\s*\[[^\]]*\]\s*$", head) if not rest else None
    if array is not None:   # ``Vec2 m_vertices[kMax]``: its elements are Vec2s
        head = head[:array.start()]
    words = re.match(r"^\s*(.*?)\s*([*&]*)\s*([A-Za-z_]\w*)\s*$", head)
    if words is None:
        return ""
    base = [w for w in words.group(1).split() if w not in ("mutable", "static", "extern", "inline", "constexpr")]
    if rest:   # several declarators: each its own name, none with a ``*`` / ``&`` / array
        names = [words.group(3), *(part.split("=")[0].split("{")[0].strip() for part in rest)]
        if words.group(2) or name not in names or not all(n.isidentifier() for n in names):
            return ""
    elif words.group(3) != name:
        return ""
    written = "".join(base) + words.group(2)
    return written + ("[]" if array is not None else "") if _PLAIN_TYPE.match(written) else ""


def _operands(written: str) -> tuple[str, list[str]] | None:
    """``[- A [u- B]]`` -> (``-``, [``A``, ``[u- B]``])."""
    body = written[1:-1]
    parts, depth, current = [], 0, ""
    for char in body:
        depth += 1 if char == "[" else -1 if char == "]" else 0
        if char == " " and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    parts.append(current)
    return (parts[0], parts[1:]) if len(parts) in (2, 3) else None


def _operator_result(linker: Linker, table: FileTable, scope: str | None, byte: int, written: str,
                     depth: int) -> str:
    split = _operands(written)
    if split is None:
        return ""
    op, texts = split
    if op == "[]":   # ``(*al)[i]``
        base = argument_type(linker, table, scope, byte, texts[0], depth + 1)
        value = linker.evaluate(table, texts[0][2:], scope) if not base and texts[0].startswith("*$") and \
            _NAME.fullmatch(texts[0][2:]) else None   # ``auto* al = Expression::cast<ArrayLit>(e)``: its class
        return _subscript_result(linker, table, scope, base, value.ref if value and value.kind == "instance" else None)
    types = [argument_type(linker, table, scope, byte, t, depth + 1) for t in texts]
    if op == "+" and len(types) == 2 and _STANDARD_STRING.fullmatch(types[0]) and not types[1] and \
            not _string_plus(linker):   # ``std::string("x: ") + sqlite3_errmsg(db)``: a string, whatever is added
        return "std::string"
    if not all(types):
        return ""
    bare = [_arithmetic(linker, table, scope, unqualified(t)) for t in types]
    if op in ("<<", ">>"):   # a shift of a number: its left operand's type, promoted (``x[i] << headroom_x``)
        left = _CANONICAL.get(bare[0].removeprefix("std::"), bare[0].removeprefix("std::"))
        return "int" if left in _INTEGER_PROMOTED else left if left in _CONVERTED and left not in _FLOATING else ""
    if all(b in _ARITHMETIC for b in bare):   # built-in: the usual arithmetic conversions
        return max(bare, key=_ARITHMETIC.__getitem__)
    if op == "?":   # a conditional's two values of one type: that type
        return types[0] if len(bare) == 2 and bare[0] == bare[1] else ""
    if len(same := {b.removeprefix("std::") for b in bare}) == 1 and (only := same.pop()) in _INTEGERS:
        return "int" if only in ("short", "unsignedshort") else only   # (VulkanSceneGraph's ``num * value->size()``
        # of a ``size_t`` and a ``std::size_t``: a ``size_t``; a ``short``'s is promoted)
    if usual := _usual_arithmetic([b.removeprefix("std::") for b in bare]):   # ``posX - w / 2`` of ``int32_t`` s
        return usual
    if len(bare) == 2 and op in ("+", "-") and (pointer := _pointer_arithmetic(op, types, bare)):
        return pointer
    if op == "+" and len(types) == 2 and all(_TEXT_OPERAND.fullmatch(t) for t in types) and \
            any("string" in t for t in types) and not _overloaded(linker, table, scope, op, bare):
        return "std::string"   # the standard ``operator+`` of strings
    if any(b in _ARITHMETIC or b.endswith("*") for b in bare) and all(
            b in _ARITHMETIC or b.endswith("*") or not b[:1].isalpha() for b in bare):
        return ""
    return _overloaded(linker, table, scope, op.removeprefix("u"), bare)


def _braced_type(linker: Linker, table: FileTable, scope: str | None, byte: int, written: str, depth: int) -> str:
    """A braced list of elements written differently (``{2;A;B}``): ``{2!}`` where two of them are of different
    number types, or a number and a C string (``size_t`` and ``int``: an ``std::initializer_list<T>`` deduces no
    ``T``); ``{2}`` else."""
    kinds = set()
    for part in written[3:-1].split(";"):
        typed = unqualified(argument_type(linker, table, scope, byte, part, depth + 1)).removeprefix("std::")
        if typed not in ARITHMETIC and typed not in ("constchar*", "char*"):
            return "{2}"
        kinds.add(_CANONICAL.get(typed, typed).removeprefix("const"))
    return "{2!}" if len(kinds) > 1 else "{2}"


# The integer types of x86-64 Linux (LP64) as the standard names them, the fixed-width ones by what they alias.
_CANONICAL = {"int8_t": "signedchar", "uint8_t": "unsignedchar", "int16_t": "short", "uint16_t": "unsignedshort",
              "int32_t": "int", "uint32_t": "unsignedint", "unsigned": "unsignedint", "int64_t": "long",
              "uint64_t": "unsignedlong", "size_t": "unsignedlong", "ssize_t": "long", "ptrdiff_t": "long",
              "intptr_t": "long", "uintptr_t": "unsignedlong", "longint": "long", "unsignedlongint": "unsignedlong"}
# (rank, unsigned) of the integer types left after the integral promotions, then the floating-point ones.
_CONVERTED = {"int": (1, False), "unsignedint": (1, True), "long": (2, False), "unsignedlong": (2, True),
              "longlong": (3, False), "unsignedlonglong": (3, True), "float": (4, False), "double": (5, False),
              "longdouble": (6, False)}
_FLOATING = frozenset({"float", "double", "longdouble"})
_INTEGER_PROMOTED = frozenset({"bool", "char", "signedchar", "unsignedchar", "short", "unsignedshort", "wchar_t",
                               "char16_t"})


def _usual_arithmetic(bare: list[str]) -> str:
    """The type of an arithmetic operator's result over operands of number types (C++ [expr.arith.conv]),
    spelled as the first operand of that type writes it (``int32_t`` for ``posX - w / 2`` of ``int32_t`` s and
    an ``int``); '' for any other operand, or a ``long long`` beside an ``unsigned long``."""
    canonical = [_CANONICAL.get(b, b) for b in bare]
    promoted = ["int" if c in _INTEGER_PROMOTED else c for c in canonical]
    if not promoted or any(p not in _CONVERTED for p in promoted):
        return ""
    result = max(promoted, key=lambda p: _CONVERTED[p])
    rank, unsigned = _CONVERTED[result]
    if rank < 4 and not unsigned and any(_CONVERTED[p][1] and _CONVERTED[p][0] == rank for p in promoted):
        result = "unsigned" + result   # ``int`` beside ``unsigned int``: unsigned
    elif rank < 4 and not unsigned and any(_CONVERTED[p][1] and _CONVERTED[p][0] >= 2 for p in promoted):
        return ""   # ``long long`` beside ``unsigned long``: not worked out here
    return next((b for b, c in zip(bare, canonical, strict=True) if c == result and b in _CANONICAL), result)


def _subscript_result(linker: Linker, table: FileTable, scope: str | None, written: str, cls: str | None) -> str:
    """What subscripting a value of type ``written`` (or of class ``cls``) gives: an array's, a pointer's or a
    standard container's element, else the result every ``operator[]`` of its class writes (MiniZinc's
    ``Expression* operator[](unsigned int i) const`` of ``ArrayLit``: ``(*al)[i]``); '' when they differ, or
    one is a template."""
    if written and (element := element_of(written)):
        return element
    if written:
        cls = linker.resolve_type(table, written.removeprefix("const").rstrip("&"), scope)
    found = linker.members(cls).get("operator[]", []) if cls is not None else []
    results = {"" if template_head(d.signature) else _operator_written(d.signature)
               for d in (linker.table_of(sid).def_of.get(sid) for sid in found) if d is not None}
    return results.pop() if len(results) == 1 else ""


def _pointer_arithmetic(op: str, types: list[str], bare: list[str]) -> str:
    """``p + n``, ``n + p`` and ``p - n`` of a pointer ``p`` and an integer ``n``: the pointer's type
    (libtins' ``write(ptr, ptr + length)``); '' else."""
    pointer, number = (0, 1) if bare[0].endswith("*") else (1, 0) if op == "+" else (-1, -1)
    if pointer < 0 or not bare[pointer].endswith("*") or bare[number].removeprefix("std::") not in _INTEGERS:
        return ""
    return types[pointer].rstrip("&")


_INTEGERS = frozenset({"int", "unsigned", "unsignedint", "long", "unsignedlong", "longlong", "unsignedlonglong",
                       "short", "unsignedshort", "size_t", "ptrdiff_t", "ssize_t", "int8_t", "int16_t", "int32_t",
                       "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "intptr_t", "uintptr_t"})
_OPERAND = re.compile(r"[\w$]+(?:(?:\.|->)[\w$]+)*|\d[\w.]*")


def operator_type(linker: Linker, table: FileTable, scope: str | None, expr: str, depth: int) -> str:
    """The type of an operator expression written as a receiver (``(a-b).dot(c)``: ``a-b``), one
    binary or unary ``+ - * /`` over names, member chains or numbers, as an argument's (the
    built-in arithmetic or the one in-repo ``operator-`` that takes exactly those types); ''
    for any other form or when not certain."""
    unary = expr[:1] in ("-", "+") and _OPERAND.fullmatch(expr[1:])
    if unary:
        texts, op = [expr[1:]], "u" + expr[0]
    else:
        split = next(((expr[:i], expr[i], expr[i + 1:]) for i in range(1, len(expr) - 1)
                      if expr[i] in "+-*/" and expr[i:i + 2] != "->"), None)
        if split is None or not _OPERAND.fullmatch(split[0]) or not _OPERAND.fullmatch(split[2]):
            return ""
        texts, op = [split[0], split[2]], split[1]
    written = [number_type(t.lower()) if t[0].isdigit() else
               ("." + t if "." in t or "->" in t else "$" + t) for t in texts]
    if not all(written):
        return ""
    return _operator_result(linker, table, scope, 0, "[" + " ".join([op, *written]) + "]", depth)


def _string_plus(linker: Linker) -> bool:
    """Whether the repository declares an ``operator+`` that a standard string on its left may call: a free one
    whose first parameter is a string or a template's parameter."""
    for sid in _operators(linker).get("+", []):
        d = linker.table_of(sid).def_of.get(sid)
        params = parameter_types(d.signature)[:-1] if d is not None and linker.symbols[sid].kind != "method" else ()
        names = template_parameters(d.signature)[0] if d is not None and template_head(d.signature) else []
        first = re.sub(r"^const|&&?$|const$", "", params[0]) if params else ""
        if first and (first.removeprefix("::").removeprefix("std::") == "string" or first in names):
            return True
    return False


def _overloaded(linker: Linker, table: FileTable, scope: str | None, op: str, bare: list[str]) -> str:
    """The result type of the one in-repo ``operator<op>`` whose parameters are exactly ``bare``
    (a member of the left operand's class takes the rest), '' when none, several or a template
    (but :func:`_same_instance`)."""
    exact: list[str] = []
    templated: list[str] = []
    for sid in _operators(linker).get(op, []):
        sym = linker.symbols[sid]
        d = linker.table_of(sid).def_of.get(sid)
        if d is None:
            continue
        params = list(parameter_types(d.signature)[:-1])
        if sym.kind == "method":
            owner = linker.symbols.get(sym.parent or "")
            if owner is None or owner.name != bare[0].rpartition("::")[2]:
                continue
            wanted = bare[1:]
        else:
            wanted = bare
        if len(params) != len(wanted):
            continue
        if template_head(d.signature):
            templated.append(sid)   # a template might fit: not certain
        elif [unqualified(p) for p in params] == wanted:
            exact.append(sid)
    if templated:
        return _same_instance(linker, table, scope, templated, bare)
    if len(exact) != 1:
        return ""
    return _operator_written(linker.table_of(exact[0]).def_of[exact[0]].signature)


def _same_instance(linker: Linker, table: FileTable, scope: str | None, templates: list[str], bare: list[str]) -> str:
    """For operands all of one type, an instance of a repository class template written out or through an alias
    (VulkanSceneGraph's ``center - eye`` of two ``dvec3``, ``using dvec3 = t_vec3<double>``), that type where
    every template operator of the arity taking it takes and returns instances of that template only
    (``template<typename T> t_vec3<T> operator-(const t_vec3<T>&, const t_vec3<T>&)``), those taking only instances
    of other class templates aside where the class has no base; '' else."""
    if len(set(bare)) != 1 or not bare[0][:1].isalpha():
        return ""
    instance = QUALIFIED_INSTANCE.fullmatch(bare[0])
    found = linker.resolve_type(table, bare[0], scope) if instance is None else None
    sym = linker.symbols.get(found) if found is not None else None
    if sym is not None and sym.kind == "type":
        instance = QUALIFIED_INSTANCE.fullmatch(linker.aliased_text(sym.id))
    if instance is not None:
        name = instance.group(1).rpartition("::")[2]
    elif sym is not None and sym.kind in ("class", "struct") and \
            class_parameters(linker.table_of(sym.id).def_of[sym.id].signature):
        name = sym.name   # (the alias resolved to the class template itself)
    else:
        return ""
    cls = sym.id if sym is not None and sym.kind != "type" else \
        linker.resolve_type(table, instance.group(1), scope) if instance is not None else None
    based = cls is None or bool(linker.bases(cls))
    for sid in templates:
        signature = linker.table_of(sid).def_of[sid].signature
        after = template_parameters(signature)[1]
        params = [QUALIFIED_INSTANCE.fullmatch(unqualified(p)) for p in parameter_types(signature)[:-1]]
        written = "".join(w for w in after.partition("operator")[0].split()
                          if w not in _SPECIFIERS and not MACRO_WORD.fullmatch(w))   # (Assimp's ``AI_FORCE_INLINE``)
        if not based and linker.symbols[sid].kind != "method" and all(
                m is not None and m.group(1).rpartition("::")[2] != name for m in params):
            continue   # another class template's operator deduces nothing from an instance of a class without
            # bases (``t_vec2<T>``'s beside ``t_vec3<T>``'s)
        if linker.symbols[sid].kind == "method" or \
                any(m is None or m.group(1).rpartition("::")[2] != name
                    for m in (QUALIFIED_INSTANCE.fullmatch(written), *params)):
            return ""
    return bare[0]


def _operator_written(signature: str) -> str:
    head = re.sub(r"(?:\w+\s*::\s*)+$", "", signature.partition("operator")[0].rstrip())   # (``ArrayLit::``)
    words = [w for w in head.replace("*", " * ").replace("&", " & ").split()
             if w not in _SPECIFIERS and not MACRO_WORD.fullmatch(w)]
    written = "".join(words)
    return written if _PLAIN_TYPE.match(written) else ""


def _operators(linker: Linker) -> dict[str, list[str]]:
    """The project's ``operator+`` / ``-`` / ``*`` / ``/`` definitions by operator."""
    found = _OPERATORS.get(linker)
    if found is None:
        found = {}
        for sid, sym in linker.symbols.items():
            if sym.kind in ("function", "method") and sym.name.startswith("operator"):
                op = "".join(sym.name[len("operator"):].split())
                if op in ("+", "-", "*", "/"):
                    found.setdefault(op, []).append(sid)
        _OPERATORS[linker] = found
    return found
