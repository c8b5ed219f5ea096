"""The linker: every file's facts in, symbols and resolved edges out.

Call resolution is namespaced and honest.  A call is resolved, in order, through:

1. definitions visible in the caller's own scopes (nested functions, the file's
   top-level names, and for Java-like languages the enclosing class's members);
2. the caller's imports (scoped imports first), followed through re-exports;
3. ``self`` / ``this`` / ``cls`` / ``super`` receivers, through the class and its bases;
4. module-qualified names (``mod.f()``, ``pkg.sub.Class.method()``);
5. receivers whose type is known: declared (annotations of parameters, variables and
   attributes, declared results, properties' results) or assigned (``x = Foo(); x.m()``,
   ``tr = reporter``, ``self.x = x``, ``with``/``except``/``:=`` bindings).  A declared
   type decides; several assignments must agree, and a name also rebound by a ``for`` or
   an unpacking is of unknown type (``typed``): nothing is guessed;
6. names visible through the package (Go directory, Java/C# package) and wildcard imports.

A call that reaches a C or C++ declaration (a prototype, a method declared in a class
body) reaches its definition when exactly one matches, and the declaration gets a
``DECLARES`` edge to it (``index/link_decls.py``; several matches give candidates).

Whatever cannot be pinned down becomes an unresolved edge with a reason (``builtin``
calls are only counted).  Calls whose receiver type is unknown get at most
:data:`MAX_CANDIDATES` low-confidence candidate edges (``resolved=False``) to methods
of that name, and calls to abstract or interface methods get candidate edges to
their overrides (virtual dispatch).  Candidates are never presented as certain.

Language hooks used here beyond the basics: a definition with an ``owner`` and no
``parent`` (Go methods declared apart from their type) is a member of the type of
that name in the same package, in whichever file it is declared; ``arity`` plus a
call's ``args`` choose among overloads (``~2`` ids; several fitting overloads give
candidates, not a guess); ``Language.module_type`` makes a
type's members reachable through a module key naming it (Java static imports, nested
class imports); ``Language.structural_interfaces`` adds types whose method names
cover an interface's as its candidate implementations (Go); files with a build
``variant`` stay out of package tables; a receiver chain may
call methods (``a.b().c()``), followed through declared return types;
``Language.star_reexports`` makes a module's file-level wildcard imports part of its
exported names (JS/TS ``export * from``).
``Language.implicit_module`` names modules visible without an import (Rust ``crate``,
``super``); namespace and module symbols act as types for member lookup (C++
``ns::f()``, Ruby ``Mod.f``); a self name (``this``) outside any class body is typed by
a hint for it, when there is one (C++ methods defined out of line), and bare calls
there try that class's members first;
``Language.open_scopes`` kinds (C++ namespaces, Ruby modules and classes) also have
the members of their namesakes in wildcard-imported files (includes, requires).
Python's hooks: ``Language.is_secondary`` definitions (``@overload`` stubs, property
setters) yield their name to the primary one, and calls inside a repeated definition
belong to it (``FileTable.scope_id``); ``self_is_parameter`` / ``binds_self`` make
``self`` and ``cls`` the first parameter of the nearest enclosing function (a local
``cls = ...`` is a plain name); ``is_property`` reads a getter as its result;
``c3_mro`` orders bases as Python does; ``self_types`` (``Self``) make a declared result
the receiver's class; ``class_body_names`` lets a class body's own statements see its names.
Python element hints (``$*container#role@scope``) type what a ``for``, a subscript or an
unpacking takes out of a container by the element types its declaration gives
(:meth:`Linker.element`), and ``return`` hints type the result of a function that declares
none (:meth:`Linker.returned`).  A call naming a type alias or an interface
means the same-named value beside it (TypeScript ``type OK`` and ``const OK``).

Why this module is longer than 600 lines: the resolution steps above share one
``Linker``'s state (tables, bindings, memoised expressions) call by call; what stands
apart is already apart (``link_names``, ``link_tables``, ``link_decls``).
"""

from __future__ import annotations

import gc
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from functools import cached_property, partial

from smriti_git.index.facts import MACRO_NAMESPACE, MEMBER_MACRO, CallFact, Definition, FileFacts
from smriti_git.index.languages.cpp_args import (
    HOLDER,
    base_arguments,
    before_parameters,
    class_parameters,
    instance_arguments,
    number_spelled,
    own_template,
    pair_types,
    parameter_types,
    parameters_open,
    result_text,
    std_element,
    top_level,
    written_bases,
)
from smriti_git.index.languages.cpp_types import (
    ALIAS_ITERATOR,
    NAMED_RESULT,
    SMART_POINTER,
    TYPE_WORDS,
    held,
    named_result,
)
from smriti_git.index.languages.langkit import plain_type, strip_generics
from smriti_git.index.link_choice import (
    ARITHMETIC,
    ENUM,
    FUNCTION,
    OBJECT,
    QUALIFIED_INSTANCE,
    STANDARD_CONTAINER,
    by_argument_texts,
    by_constness,
    by_rvalues,
    of_class,
    standard_string,
    unqualified,
)
from smriti_git.index.link_classes import (
    ALIASED_NAME,
    NUMBER_WORDS,
    STRING,
    by_base_class,
    by_converting_constructor,
    by_pointer_base,
    element_or_container,
    holder_own,
    last_call_head,
    repository_trait,
    template_alias,
    without_class_pointers,
    without_holder_mismatches,
    without_other_instances,
    without_pointers_for_objects,
    without_pointers_for_paths,
    without_strings,
    without_unbindable,
    without_unconvertible,
    without_undeduced,
    without_unmade_from_numbers,
    without_unmade_from_strings,
)
from smriti_git.index.link_cpp_args import (
    MACRO_WORD,
    argument_types,
    called_at,
    expression_macro,
    macro_fields,
    namespace_macro,
    operator_type,
    rvalues,
    template_results,
    without_decltype,
    written_result,
)
from smriti_git.index.link_decls import (
    FAMILY,
    DeclarationJoin,
    bare_type,
    c_types,
    distinct_overloads,
    explicit_result,
    explicit_specialisation,
    forward_declared,
    is_const_method,
    needs_template_arguments,
    one_per_parameter_list,
    overload_key,
    primary_templates,
    template_head,
    template_parameters,
    undeducible,
)
from smriti_git.index.link_macros import macro_declared, spread_arguments
from smriti_git.index.link_overloads import OverloadChoice
from smriti_git.index.link_packs import (
    by_deduced_constness,
    by_forwarding_pack,
    by_packs,
    by_specialisation,
    without_lvalue_references,
    without_other_containers,
    without_pointers_for_numbers,
)
from smriti_git.index.link_tables import (
    DEFINE,
    UNKNOWN_RECEIVER,
    Binding,
    External,
    FileLinks,
    FileTable,
    Module,
    Sym,
    Value,
    split_receiver,
)
from smriti_git.model.code import CALLABLE_KINDS, TYPE_KINDS, VALUE_KINDS, Edge, Symbol

__all__ = ["MAX_CANDIDATES", "FileLinks", "FileTable", "Linker", "Value"]


_NAME = re.compile(r"[\w$]+")
_QUALIFIED_NAME = re.compile(r"\w+(?:::\w+)*")
_SCOPED_ENUM = re.compile(r"enum\s+(?:class|struct)\b")
_ANONYMOUS_AGGREGATE = re.compile(r"(?:struct|union)\s*\{")
_DELETED = re.compile(r"=\s*delete\s*;?\s*$")   # ``auto f(Key&& w) const = delete;``: never called
_TYPE_HEAD = re.compile(r"(?:const)?((?:[A-Za-z_]\w*::)*[A-Za-z_]\w*)")   # a type's name, before ``<`` or ``*``
_CAST_TO_REFERENCE = re.compile(r"[^()\[\]{}\$.*&@][^@]*[^&]&")   # an argument cast to a reference: an lvalue
_CHAINED_MEMBER = re.compile(r"[A-Za-z_]\w*(?:(?:\.|->)[A-Za-z_]\w*)+")   # ``Tanks.back``, ``this->items.front``
_C_CAST = re.compile(r"\(\s*(?:const\s+)?((?:[A-Za-z_]\w*::)*[A-Za-z_]\w*)\s*\*?\s*(?:const\s*)?\)\s*[A-Za-z_(][^;]*")
_HOLDING = re.compile(r"(?:^|[\s>])(?:\w+::)*\w+\s*<\s*(\w+)\s*>\s*[*&]*\s*[\w:]+\s*$")   # ``ref_ptr<Subclass> create``
_TEMPLATE_NAME = re.compile(r"(?:^|(?<=[<,(*&]))(const)?([A-Za-z_]\w*)")   # a name a parameter's type writes
_CALLED = re.compile(r"[A-Za-z_]\w*(?:(?:\.|->|::)[A-Za-z_]\w*)*")   # a name or a member chain
_STANDARD_VALUE = re.compile(r"std::(?:string|(?:vector|deque|list|set|map|unordered_set|unordered_map|pair|tuple|"
                             r"array)<.*>)")   # standard classes without conversion operators (``std::string``'s aside)
_ALIAS_HINT = re.compile(r"\$([A-Za-z_]\w*(?:(?:\.|->)[A-Za-z_]\w*)*)@[^@]*")   # ``auto& p = a.b;``: ``$a.b@f``


def _fixed_result(signature: str, name: str) -> str:
    """The result type a C++ function's signature writes (``result_text``), '' where it names one of its template
    parameters."""
    if not template_head(signature):
        return result_text(signature, name)
    names, after = template_parameters(signature)
    written = result_text(after + signature[parameters_open(signature):], name)
    return "" if any(re.search(rf"\b{re.escape(n)}\b", written) for n in names if n) else written


def _result_constness(result: str, copy: bool) -> bool | None:
    """Whether an ``auto`` local initialised by a call reaches a ``const`` object, per the result type
    the call's function writes: what a pointer returned points to (``const T*``), what a reference
    returned refers to for an ``auto&`` local, or a copy (``copy``: ``auto v = f();`` of a reference or a
    value, ``Vector<std::string> split(...)``: a mutable object); None when the result is not known or
    deduced (``auto``, ``decltype``)."""
    if not result or result.startswith(("auto", "decltype")) or "&&" in result:
        return None
    if result.endswith("*") or (result.endswith("&") and not copy):
        return result.startswith("const")
    return False
_NUMBER_ALIAS = re.compile(r"(?:typedef\s+((?:(?:signed|unsigned|short|long|int|char|float|double|bool)\s*)+)\s*\w+"
                           r"|using\s+\w+\s*=\s*((?:(?:signed|unsigned|short|long|int|char|float|double|bool)\s*)+))\s*;?")
_ALIAS_OF_NAME = re.compile(r"typedef\s+([A-Za-z_]\w*)\s+\w+|using\s+\w+\s*=\s*([A-Za-z_]\w*)\s*;?")
_WORD_MACRO = re.compile(r"#\s*define\s+\w+\s+([A-Za-z_]\w*)")   # ``#define LONG INT``
_ALIASED_INSTANCE = re.compile(r"^(?:typedef\s+[\w:]+|using\s+\w+\s*=\s*[\w:]+)\s*<\s*([\w:]+)\s*>")


_WORD = re.compile(r"\w+")
_CALLED_NAME = re.compile(r"[\w$]+\(\)")
_TEMPLATE_CALLED = re.compile(r"(?:\w+::)*\w+<[\w:<>,*&]*>\(\)")   # ``downCast<constTr&>()``, ``detail::f<T>()``
_MEMBER_TEMPLATE_CALLED = re.compile(r"[\w$]+(?:(?:\.|->)\w+(?:\(\))?)*(?:\.|->)\w+<[\w<>,*&]+>")   # ``t.Get<V*>``
_QUALIFIED_TEMPLATE_CALL = re.compile(r"((?:\w+::)+\w+<[\w:<>,*&]+>)\(")   # ``detail::down_cast<Arc*>(``
_SUBSCRIPTED_NAME = re.compile(r"[\w$]+\[\]")
# ``()i->dynamicCast<VarDeclI>``: an ``auto`` local initialised by a member template with one explicit argument
_STANDARD_MAP = re.compile(r"(?:::)?std::(?:unordered_)?(?:multi)?map<(.+)>")   # a standard map: its arguments
_CAST_EXPRESSION = re.compile(r"(?:const|static|reinterpret|dynamic)_cast\s*<([^()]+)>\s*\((?:[^()]|\([^()]*\))*\)")
_MEMBER_CAST = re.compile(r"\(\)([A-Za-z_]\w*(?:(?:\.|->)[A-Za-z_]\w*)*)(?:\.|->)([A-Za-z_]\w*)<[A-Za-z_][\w:]*>")
_QUALIFIED_ALIAS = re.compile(r"(const)?((?:[A-Za-z_]\w*::)+[A-Za-z_]\w*)((?:const)?[*&]*(?:const)?[*&]*)")
_PLAIN_RESULT = re.compile(r"(?:const)?(?:[A-Za-z_]\w*::)*[A-Za-z_]\w*(?:const)?[*&]*")   # ``Expression*``
_DEREF = re.compile(r"\(\*([\w$]+)\)")   # C++ ``(*it)``: a dereferenced iterator or pointer


MEMBER_INITIALISER = "member initialiser"   # a constructor's initialiser that names no class: no edge
# ``a.b->c``, ``v[-1].d``: names, member selections and plain subscripts only
_CHAIN = re.compile(r"[\w$]+(?:\[[-\w$+ ]*\])?(?:(?:\.|->)[\w$]+(?:\[[-\w$+ ]*\])?)*")
_ASSIGNED = re.compile(r"([\w$.\->\[\]]+?)=(?!=)")   # an assignment's left side (``pc=pc->GetNext()``: ``pc``)


def _deduced(result: str, names: list[str], params: Sequence[str], known: list[str]) -> str:
    """The type a function template's type parameter ``result`` takes from known argument types, where a
    parameter is it itself, a reference to it or a pointer to it (``const Type&``, ``Type*``); '' else."""
    if result not in names:
        return ""
    for param, arg in zip(params, known, strict=False):
        core = param.removeprefix("const").removesuffix("const")
        if not arg or core.rstrip("&").rstrip("*").removesuffix("const") != result:
            continue
        given = arg.removeprefix("const").rstrip("&").removesuffix("const")
        if core.endswith("*"):
            if not given.endswith("*") or given.endswith("**"):
                return ""
            given = given[:-1].removesuffix("const")
        elif given.endswith("*") or core.rstrip("&") != result:
            return ""
        return given.removeprefix("const")
    return ""


def _namespace_like(macro: str, body: str) -> bool:
    """Whether a C++ macro whose body is ``body`` (one name, or a path) may name a namespace, not a
    variable: a path (``osgeo::proj``), or an upper-case macro naming a capitalised name or another
    macro (OpenEXR's ``IEX_NAMESPACE`` and ``Iex``)."""
    return "::" in body or (MACRO_WORD.fullmatch(macro) is not None and _NAME.fullmatch(body) is not None and
                            body[:1].isupper())


def _parenthesized(expr: str) -> tuple[str, str] | None:
    """``(a-b).dot`` -> ``("a-b", ".dot")``: what the leading parentheses enclose and what follows."""
    depth = 0
    for i, char in enumerate(expr):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0:
            return (expr[1:i], expr[i + 1:]) if i > 1 else None
    return None


def _last_member(expr: str) -> tuple[str, str, str]:
    """``a->b.c`` -> ``("a->b", ".", "c")``: the last member selection outside brackets;
    ``("", "", expr)`` when there is none."""
    depth = 0
    for i in range(len(expr) - 1, 0, -1):
        char = expr[i]
        depth += {")": 1, "]": 1, "(": -1, "[": -1}.get(char, 0)
        if depth:
            continue
        if char == ".":
            return expr[:i], ".", expr[i + 1:]
        if char == ">" and expr[i - 1] == "-":
            return expr[:i - 1], "->", expr[i + 1:]
    return "", "", expr


def _called_last(expr: str, name: str) -> bool:
    """Whether ``expr`` ends with a call of ``name`` (``tok->linkAt(1)`` and ``linkAt``; ``item->cast<T>()``
    and ``cast``)."""
    head = last_call_head(expr)
    if head is None:
        return False
    if head.endswith(">") and (opened := _template_open(head)) > 0:
        head = head[:opened]
    return head.endswith(name) and (len(head) == len(name) or not (head[-len(name) - 1].isalnum()
                                                                  or head[-len(name) - 1] == "_"))


def _template_open(head: str) -> int:
    """Where the template argument list ending ``head`` (``cast<VarDeclI>``) opens; -1 when unbalanced."""
    depth = 0
    for i in range(len(head) - 1, -1, -1):
        depth += {">": 1, "<": -1}.get(head[i], 0)
        if depth == 0:
            return i
    return -1


def _explicit_arguments(expr: str, name: str) -> str:
    """The explicit template arguments of the call of ``name`` ending ``expr`` (``item->cast<VarDeclI>()``:
    ``VarDeclI``); '' without."""
    head = last_call_head(expr) or ""
    opened = _template_open(head) if head.endswith(">") else -1
    return head[opened + 1:-1] if opened > 0 and head[:opened].endswith(name) else ""


def _template_result(signature: str, name: str) -> str:
    """The result a function template's signature writes (``T*`` of ``template <class T> T* cast()``)."""
    return result_text(template_parameters(signature)[1] + "()", name)


def _dereferenced(expr: str) -> tuple[str, str] | None:
    """``(*a.b())->c`` -> (``a.b()``, ``->c``): the expression a leading ``(*...)`` dereferences and
    what follows it; ``None`` when the brackets do not close."""
    depth = 0
    for i, ch in enumerate(expr):
        depth += (ch == "(") - (ch == ")")
        if depth == 0:
            return (expr[2:i], expr[i + 1:]) if i > 2 else None
    return None
# C++: what a standard container's element accessors return (``v.back()``, ``s.top()``, ``m.at(k)``; C++17's
# ``emplace_back()``): an element, as ``v[i]`` does (the ``name[]`` hint of a container declared in the repository).
_HOLDER_RESULT = re.compile(r"(?:inline|static|constexpr|const)*((?:[A-Za-z_]\w*::)*[A-Za-z_]\w*)<(\w+)>")   # ``an<X>``
_ITERATED_CALL = re.compile(r"(.+)\((\d*)\)")   # ``$*f->fieldList(0)#e``, ``$*g.getNeighbors(1)#e``: a call, its arity
_ELEMENT_GETTERS = frozenset({"front()", "back()", "top()", "at()", "emplace_back()", "emplace_front()"})
MAX_CANDIDATES = 3
MAX_TYPE_DEPTH = 12   # how deep types are followed through hints, aliases and declared results

CYCLE = Value("unknown", reason="cycle")   # a name typed through itself (``x = x.parent``)
_TYPE_OF = re.compile(r"^type\(\s*(\w+)\s*\)")
_MAPPING_BASES = frozenset({"Mapping", "MutableMapping", "dict", "Dict", "OrderedDict", "defaultdict"})


@contextmanager
def paused_gc() -> Iterator[None]:
    """Cyclic garbage collection held off while linking (and on again after, if it was on).

    The linker makes no reference cycles, but it allocates many small objects that live as
    long as a file's links; with the facts of a large repository in memory, the full
    collections they trigger cost a quarter of the linking time (sympy)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _is_value_hint(text: str) -> bool:
    """``$expr@scope`` (the value of ``expr`` in ``scope``), not a type named ``$Foo`` (JS/TS)."""
    return text.startswith("$") and "@" in text


def _inferred(text: str) -> bool:
    """A hint inferred from an assignment (``()callee``, ``$expr@scope``, ``?``), not declared."""
    return text.startswith("()") or text == "?" or _is_value_hint(text)


def _held_written(declaration: str, name: str) -> str | None:
    """The first template argument as a C++ declaration of ``name`` writes its type (``ref_ptr<const vec3Array>
    vertices``: ``const vec3Array``; ``const ref_ptr<Window>& window``: ``Window``); None where that type is no
    template instance held by value or reference."""
    written = re.search(rf"<\s*([^<>]*?)\s*(?:,[^<>]*)?>\s*(?:const\s*)?&?\s*\b{re.escape(name)}\s*(?:[,)=;{{]|$)",
                        declaration)
    return written.group(1) if written is not None else None


def _space(type_name: bool, last: bool) -> str:
    """Which meaning of a name declared as both a type and a value a part of an expression
    takes: the type at the end of a type as written, the value in an expression."""
    return ("type" if last else "") if type_name else "value"


#: Array methods whose callback receives an element: the ``<argument>.<parameter>`` positions.
_ELEMENT_CALLBACKS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("forEach", "map", "filter", "find", "findLast", "findIndex", "findLastIndex", "some",
                     "every", "flatMap"), ("0.0",)),
    "sort": ("0.0", "0.1"), "reduce": ("0.1",), "reduceRight": ("0.1",)}


def _callback_hint(text: str) -> bool:
    """``()f#0.1``: a parameter of a function passed to ``f`` (JS/TS), not a result."""
    return text.startswith("()") and "#" in text and "#return." not in text


def _header(sid: str) -> bool:
    """Whether symbol id ``sid`` is in a C or C++ header: what a ``.cpp`` file defines, others do not
    see unless a header declares it too."""
    path = sid.split("::", 1)[0]
    return not path.endswith((".c", ".cc", ".cpp", ".cxx", ".c++", ".m", ".mm"))


def _same(a: Value, b: Value) -> bool:
    return (a.kind, a.ref, a.module) == (b.kind, b.ref, b.module)

# -- the linker ---------------------------------------------------------------------------


class Linker(OverloadChoice):
    """Resolves calls, imports, bases and references of every file into edges."""

    def attribute_value(self, class_id: str, name: str, depth: int) -> Value | None:
        """The value of attribute ``name`` of a class's instances per ``self.name`` hints (in the
        class or its bases), or ``None`` when no class has one."""
        for cls in self.mro(class_id):
            sym = self.symbols[cls]
            table = self.tables[sym.path]
            if (sym.qualname, f"self.{name}") in table.hints:
                return self.typed(table, sym.qualname, f"self.{name}", depth)
        return None

    # -- expressions and types ------------------------------------------------------------------

    def value_of_symbol(self, sid: str, confidence: float, depth: int = 0, receiver: str = "",
                        space: str = "") -> Value:
        """What a symbol used as a receiver is.  Namespaces and modules defined in a file
        (C++ ``namespace``, Ruby ``module``, Rust inline ``mod``) act like types: their
        nested definitions are their members (``ns::f()``, ``Mod.f``).  A variable is what
        its hints make it (an alias of a class is that class); a property is what its
        getter returns; a function is a callable value, no receiver.  A name declared
        both as a type and as a value (TypeScript ``interface X`` beside ``const X``, or
        ``function X``) is the type where a type is written (``space`` "type") and the value
        in an expression (``space`` "value")."""
        sym = self.symbols[sid]
        namesake = self._namesake(sym, space) if space else None
        if namesake is not None:
            return self.value_of_symbol(namesake, confidence, depth)
        if sym.kind in TYPE_KINDS or sym.kind in ("namespace", "module"):
            return Value("type", sid, confidence=confidence)
        table = self.tables[sym.path]
        if sym.kind == "field" and sym.parent in self.symbols and self._anonymous_aggregate(sid):
            return Value("instance", sym.parent, confidence=confidence)   # HarfBuzz's ``u.header``, in its class
        if sym.kind in VALUE_KINDS:
            parent = table.defs[sym.qualname].parent
            for name in (sym.name, f"self.{sym.name}"):
                if (parent, name) in table.hints:
                    value = self.typed(table, parent, name, depth + 1)
                    if value.kind != "unknown":
                        return Value(value.kind, value.ref, value.module, value.reason,
                                     value.confidence * confidence * 0.9, value.held)
                    break
            return Value("unknown", reason="value of unknown type")
        if sym.kind in CALLABLE_KINDS:
            value_id = self.same_named(sid, VALUE_KINDS)  # Java ``item`` beside ``item()``: the field
            if value_id != sid:
                return self.value_of_symbol(value_id, confidence, depth)
            d = table.def_of.get(sid)
            if d is not None and table.lang.is_property(d):
                return self.call_result(sid, confidence, depth, receiver)
            if d is not None and d.declaration and table.lang.name == "cpp" and \
                    (made := self._constructed_object(table, d)) is not None:
                return Value("instance", made, confidence=confidence * 0.9)
            return Value("callable", sid, reason="function used as a receiver", confidence=confidence)
        return Value("unknown", reason="function used as a receiver")

    def _constructed_object(self, table: FileTable, d: Definition) -> str | None:
        """The class of an object that a C++ declaration constructs though it reads as a prototype (SIPp's
        file-level ``static SrtpDebugFile debuglsrtpafile(Where::Local, Type::Audio);``): every "parameter" names
        a value (an enumerator, a constant, a variable) or is a literal, which no parameter is; None else."""
        written = parameter_types(d.signature)[:-1]
        if not written or not d.returns:
            return None
        for text in written:
            if text[:1].isdigit() or text[:1] in "\"'-":
                continue
            dotted = text.replace("::", ".")
            found = self._qualified(table, dotted, d.parent) if _CALLED.fullmatch(dotted) else None
            if found is None or self.symbols[found].kind not in VALUE_KINDS:
                return None
        cls = self.resolve_type(table, d.returns, d.parent)
        return cls if cls is not None and self.symbols[cls].kind in ("class", "struct") else None

    def _namesake(self, sym: Symbol, space: str) -> str | None:
        """The other meaning of a TypeScript name declared both as a type (an interface or a
        type alias, which have no runtime members) and as a value in one scope: the type
        where a type is written, the value (a ``const`` or a function) elsewhere."""
        if not self.tables[sym.path].lang.merges_type_and_value:
            return None
        if space == "type" and sym.kind not in TYPE_KINDS:
            other = self.same_named(sym.id, TYPE_KINDS)
        elif space == "value" and sym.kind in ("interface", "type"):
            other = self.same_named(sym.id, VALUE_KINDS | CALLABLE_KINDS)
        else:
            return None
        return other if other != sym.id else None

    def value_of_binding(self, binding: Binding | None, confidence: float, depth: int = 0,
                         space: str = "") -> Value:
        if isinstance(binding, Module):
            main = self.module_main(binding)  # CommonJS ``module.exports = Name``
            if main is not None:
                return self.value_of_symbol(main, confidence, depth, space=space)
            return Value("module", module=binding, confidence=confidence)
        if isinstance(binding, Sym):
            return self.value_of_symbol(binding.id, confidence, depth, space=space)
        if isinstance(binding, External):
            return Value("unknown", reason="external")
        return Value("unknown", reason="not found")

    def hint_for(self, table: FileTable, scope: str | None, name: str) -> tuple[str, str | None] | None:
        for s in table.scope_chain(scope):
            if s is not None and s != scope and not table.lang.implicit_members and \
                    table.defs[s].kind in TYPE_KINDS:
                continue  # a class body's names are not visible in its methods (Python)
            hint = table.hints.get((s, name))
            if hint:
                return hint, s
        return None

    def typed(self, table: FileTable, scope: str | None, name: str, depth: int) -> Value:
        """The value of ``name`` per its hints in ``scope``.  A declared type (an annotation)
        decides; otherwise every assignment must agree (a name also bound by a ``for`` or an
        unpacking, ``?``, or assigned values of different types, is of unknown type)."""
        texts = table.more_hints.get((scope, name)) or [table.hints[(scope, name)]]
        key = (table.path, scope, name)
        if (scope, name) in table.hint_blocks:   # the C or C++ block the call site is in
            texts, key = self._block_hints(table, scope, name, texts)
        elif (scope, name) in table.hint_lines:  # the overload the call site is in
            texts, key = self._site_hints(table, scope, name, texts)
        known = self._typed.get(key)
        if known is not None:
            return known
        if key in self._typing or depth > MAX_TYPE_DEPTH:
            self._inexact += 1  # what is computed from here on is provisional: not memoised
            return self._assumed.get(key, CYCLE)
        declared = [t for t in texts if not _inferred(t)]
        inexact = self._inexact
        self._typing.add(key)
        try:
            if declared or len(texts) == 1:
                value = self.hint_value(table, (declared or texts)[0], scope, depth + 1)
            elif "?" in texts:
                value = UNKNOWN_RECEIVER
            else:
                value = self._agreed(table, key, texts, depth)
        finally:
            self._typing.discard(key)
        if value.kind == "instance" and (scope, f"{name}[]") in table.hints and self._pointer_alias(value.ref):
            value = self.typed(table, scope, f"{name}[]", depth + 1)   # ``Ref<Foo> p``: p-> reaches a Foo
        elif value.kind == "instance" and (scope, f"{name}[]") in table.hints and table.lang.name == "cpp" and \
                (chosen := self.instance_class(table, scope, value.ref, table.hints[(scope, f"{name}[]")])) != \
                value.ref:   # ``PointerPool<Region> m_pool``: not the explicit specialisation ``PointerPool<Node>``
            value = Value("instance", chosen, value.module, value.reason, value.confidence, value.held)
        if value is not CYCLE and self._inexact == inexact:
            self._typed[key] = value
        return value

    def _through_arrow(self, table: FileTable, scope: str | None, expr: str, value: Value) -> Value | None:
        """What ``expr->`` reaches when ``expr`` is a name or field of a project class template with
        an ``operator->`` (Jolt's ``RefConst<Shape> mShape``: a ``Shape``; Celero's ``Pimpl<Impl> pimpl``,
        also as ``this->pimpl``), per the name's ``[]`` hint (``cpp_types.held``); None else."""
        expr = expr.removeprefix("this->").removeprefix("this.")
        if value.kind != "instance" or not self._arrow_class(value.ref) or not _NAME.fullmatch(expr):
            return None
        cls = table.enclosing_type(scope)
        items = self._c_items(table, scope, expr + "[]", table.id_of.get(cls) if cls else None, 1)
        return items if items is not None and items is not CYCLE and items.kind == "instance" else None

    def _result_class(self, sym: Symbol, d: Definition, depth: int) -> str | None:
        """The class a callable's one declared result names; through an alias template of a standard owning
        pointer, the class it points to (librime's ``an<Candidate> GetSelectedCandidate()``, ``template <class T>
        using an = std::shared_ptr<T>;``: its ``->`` reaches a ``Candidate``)."""
        found = self.resolve_type(self.tables[sym.path], d.returns, d.parent, depth + 1)
        if found is None or not self._pointer_alias(found) or not (pointee := held(written_result(self, sym))):
            return found
        return self.resolve_type(self.tables[sym.path], pointee.removeprefix("const ").rstrip("* "), d.parent,
                                 depth + 1)

    def _pointer_alias(self, target: str) -> bool:
        """Whether ``target`` is an alias template of a standard owning pointer of its parameter
        (antlr's ``template <class T> using Ref = std::shared_ptr<T>;``)."""
        sym = self.symbols.get(target)
        if sym is None or sym.kind != "type":
            return False
        signature = self.tables[sym.path].def_of[target].signature
        match = SMART_POINTER.match(signature.partition("=")[2].rstrip(" ;"))
        return match is not None and re.search(rf"\b(?:typename|class)\s+{re.escape(match.group(1))}\b",
                                               signature.partition("=")[0]) is not None

    def _site_hints(self, table: FileTable, scope: str | None, name: str,
                    texts: list[str]) -> tuple[list[str], tuple[str, str | None, str]]:
        """Hints of a name in one of several definitions sharing a qualname (overloads: ``writer``
        is a ``JsonWriter`` in one ``toJson`` and a ``Writer`` in another): those of the definition
        the call site being resolved is in, when it is in one."""
        site = self._site
        if site is None or site[0] != table.path or scope is None:
            return texts, (table.path, scope, name)
        for _, _, sid in table.repeated[scope]:
            span = self.symbols[sid].span
            if span.start_line <= site[1] <= span.end_line:
                own = list(dict.fromkeys(t for line, t in table.hint_lines[(scope, name)]
                                         if span.start_line <= line <= span.end_line))
                return (own, (table.path, f"{scope}\x00{sid}", name)) if own else (texts, (table.path, scope, name))
        return texts, (table.path, scope, name)

    def _block_hints(self, table: FileTable, scope: str | None, name: str,
                     texts: list[str]) -> tuple[list[str], tuple[str, str | None, str]]:
        """The hint of the innermost of several C or C++ locals of one name (each declared in a
        block of its own: ``auto worker`` in a loop and in an ``else``) visible at the call site
        being resolved; all of them away from one."""
        site = self._site
        if site is None or site[0] != table.path:
            return texts, (table.path, scope, name)
        around = [(first, text) for first, last, text in table.hint_blocks[(scope, name)] if first <= site[1] <= last]
        if not around:
            return texts, (table.path, scope, name)
        first, text = max(around)
        return [text], (table.path, f"{scope}\x00{first}", name)

    def _agreed(self, table: FileTable, key: tuple[str, str | None, str], texts: list[str], depth: int) -> Value:
        """The one value several assignments agree on.  Those typed through the name itself
        (``x = x.parent``) are checked afterwards, with the name assumed of that value."""
        values: list[Value] = []
        cyclic: list[str] = []
        scope = key[1].partition("\x00")[0] if key[1] is not None else None   # the scope, without _site_hints' id
        for text in texts:
            before = self._inexact
            value = self.hint_value(table, text, scope, depth + 1)
            if value.kind == "unknown" and self._inexact != before:
                cyclic.append(text)
            elif value.kind != "unknown" or not _callback_hint(text):
                values.append(value)  # an untyped callback's parameter is another variable: no say
        if not values or not all(_same(v, values[0]) for v in values):
            return Value("unknown", reason="several types")
        if cyclic:
            self._assumed[key] = values[0]
            try:
                if not all(_same(self.hint_value(table, t, scope, depth + 1), values[0]) for t in cyclic):
                    return Value("unknown", reason="several types")
            finally:
                del self._assumed[key]
        return values[0]

    def hint_value(self, table: FileTable, text: str, scope: str | None, depth: int) -> Value:
        """What one hint text means: ``$expr@scope`` is that expression's value there; a type
        name or ``()callee`` gives an instance of a class."""
        if _is_value_hint(text):
            expr, _, origin = text[1:].rpartition("@")
            if expr.startswith("*") and table.lang.family == "c-family":   # C++ ``for (auto& x : field_)``
                iterated, _, role = expr[1:].partition("#")   # role ``e`` an element, ``k`` / ``v`` a pair's
                return self._c_iterated(table, iterated, origin or None, depth + 1, role or "e")
            if expr.startswith("*"):  # an element of a container (Python ``for``): its declared type
                container, _, role = expr[1:].rpartition("#")
                return self.element(table, container, role.partition("~")[0], origin or None, depth + 1)
            value = self.evaluate(table, expr, origin or None, depth + 1)
            return UNKNOWN_RECEIVER if value is CYCLE else value
        if text in table.lang.self_types:  # ``other: Self``: the enclosing class
            cls = table.enclosing_type(scope)
            return Value("instance", table.id_of[cls], confidence=0.85) if cls else UNKNOWN_RECEIVER
        if table.lang.family == FAMILY and (iterating := ALIAS_ITERATOR.fullmatch(text)) is not None and \
                (element := self._alias_iterator(table, iterating.group(1), scope, depth)).kind == "instance":
            return element   # not re2's ``SparseArray<int>::iterator``, a class's own member type
        cls = self.resolve_type(table, text, scope, depth + 1) if text != "?" else None
        if cls and table.lang.family == FAMILY and (reached := self._iterator_alias(cls, depth)) is not None:
            return reached   # Exiv2's ``ExifData::iterator``
        if cls and table.lang.family == FAMILY and (held := self._aliased_pointee(table, text, scope, cls, depth)):
            return Value("instance", cls, confidence=0.85, held=held)
        if cls and table.lang.family == FAMILY and text.startswith("()") and "#" not in text and \
                _CALLED.fullmatch(text[2:]) and self.find_member(cls, "operator->")[0] is not None and \
                (result := self.evaluate(table, text[2:] + "()", scope, depth + 1)).held:
            return result   # PROJ's ``auto factory = AuthorityFactory::create(...)``: a ``util::nn`` alias's pointee
        return Value("instance", cls, confidence=0.85) if cls else UNKNOWN_RECEIVER

    def _iterator_alias(self, alias: str, depth: int) -> Value | None:
        """What a value of an alias of an iterator of an alias of a standard sequence reaches (Exiv2's
        ``ExifData::iterator``, ``using iterator = ExifMetadata::iterator;`` of ``using ExifMetadata =
        std::list<Exifdatum>``: an ``Exifdatum``); None for any other class or alias."""
        if self.symbols[alias].kind != "type" or depth > MAX_TYPE_DEPTH:
            return None
        iterating = ALIAS_ITERATOR.fullmatch(self.aliased_text(alias))
        if iterating is None:
            return None
        owner = self.table_of(alias)
        found = self._alias_iterator(owner, iterating.group(1), owner.def_of[alias].parent, depth + 1)
        return found if found.kind == "instance" else None

    def _alias_iterator(self, table: FileTable, alias: str, scope: str | None, depth: int) -> Value:
        """An iterator of an alias of a standard sequence (RE-flex's ``Positions::const_iterator k``
        of ``typedef std::vector<Position> Positions``): ``*k`` and ``k->`` reach its element."""
        found = self.evaluate(table, alias, scope, depth + 1, type_name=True) if depth <= MAX_TYPE_DEPTH else None
        sym = self.symbols.get(found.ref) if found is not None and found.kind == "type" and found.ref else None
        if sym is None or sym.kind != "type":
            return UNKNOWN_RECEIVER
        item = std_element(self._aliased(sym.id).strip(), sequence=True)
        owner = self.tables[sym.path]
        return self._element_instance(owner, item, owner.def_of[sym.id].parent, depth) if item else UNKNOWN_RECEIVER

    def _aliased_pointee(self, table: FileTable, text: str, scope: str | None, cls: str, depth: int) -> str:
        """The class a ``typedef`` or ``using`` alias of a project class template instance reaches
        through that template's ``operator->`` (muparserx's ``typedef TokenPtr<IValue> ptr_val_type``:
        an ``IValue``) or holds as the items its ``operator[]`` gives (Bullet's ``typedef
        btAlignedObjectArray<btQuantizedBvhNode> QuantizedNodeArray``), where the template takes one
        argument; "" else."""
        if not self._holder_class(cls):
            return ""
        written = "".join(text.removeprefix("const").split()).rstrip("&*").removeprefix("::")
        if "::" in written:   # PROJ's ``const crs::CRSNNPtr &crs``, ``using CRSNNPtr = util::nn<CRSPtr>``
            found = self._qualified(table, written.replace("::", "."), scope)
            sym = self.symbols.get(found) if found is not None else None
        else:
            binding = self.lookup(table, written, scope)[0]
            sym = self.symbols.get(binding.id) if isinstance(binding, Sym) else None
        if sym is None or sym.kind != "type" or self.symbols[cls].kind == "type":
            return ""
        instance = _ALIASED_INSTANCE.search(sym.signature)
        if instance is None:
            return ""
        alias_table = self.tables[sym.path]
        return self.resolve_type(alias_table, instance.group(1).strip(), alias_table.def_of[sym.id].parent,
                                 depth + 1) or ""

    def element(self, table: FileTable, container: str, role: str, scope: str | None, depth: int) -> Value:
        """An element of ``container`` (a name, an attribute or a property), per the element
        types its declaration gives (``{name}#{role}`` hints; ``return#{role}`` of a property):
        role ``e`` what iterating it yields, ``k`` / ``v`` a mapping's keys / values."""
        if depth > MAX_TYPE_DEPTH:
            return UNKNOWN_RECEIVER
        if container.startswith("()"):  # ``a, b = f()``: the items of ``f``'s declared result
            target = self.callee(table, container[2:], scope, depth + 1)
            sym = self.symbols[target] if target is not None else None
            if sym is None or sym.kind not in CALLABLE_KINDS:
                return UNKNOWN_RECEIVER
            return self._declared_element(self.tables[sym.path], sym.qualname, "return", role, depth)
        parts = split_receiver(container, table.lang.member_separators)
        if len(parts) == 1:
            own, found = self.hint_for(table, scope, container), self.hint_for(table, scope, f"{container}#{role}")
            if own is None or (found is not None and own[1] != found[1]):
                return UNKNOWN_RECEIVER  # no hint, or element types of a name this one shadows
            return self._declared_element(table, own[1], container, role, depth)
        owner = self.evaluate(table, table.lang.member_separators[0].join(parts[:-1]), scope, depth + 1)
        return self.member_element(owner, parts[-1], role, depth)

    def member_element(self, owner: Value, name: str, role: str, depth: int) -> Value:
        """An element of attribute or property ``name`` of ``owner`` (see :meth:`element`)."""
        if owner.kind not in ("instance", "type"):
            return UNKNOWN_RECEIVER
        for cls in self.mro(owner.ref):
            sym, ids = self.symbols[cls], self.members(cls).get(name)
            cls_table = self.tables[sym.path]
            member = self.symbols[ids[0]] if ids else None
            if member is not None and member.kind in CALLABLE_KINDS:
                d = cls_table.def_of.get(member.id)
                if d is None or not cls_table.lang.is_property(d):
                    return UNKNOWN_RECEIVER
                return self._declared_element(cls_table, member.qualname, "return", role, depth)
            for key in (name, f"self.{name}"):
                if (sym.qualname, key) in cls_table.hints:
                    return self._declared_element(cls_table, sym.qualname, key, role, depth)
            if member is not None:
                return UNKNOWN_RECEIVER
        return UNKNOWN_RECEIVER

    def _declared_element(self, table: FileTable, scope: str | None, name: str, role: str, depth: int) -> Value:
        """The declared ``role`` element type of ``name`` in ``scope``; a generic class of the
        project (``Frozen[K, V]``) counts as a mapping only when one of its bases is one."""
        if (scope, f"{name}#{role}") not in table.hints:
            texts = table.more_hints.get((scope, name)) or [table.hints.get((scope, name), "")]
            if len(texts) == 1 and _is_value_hint(texts[0]) and not texts[0].startswith("$*"):
                expr, _, origin = texts[0][1:].rpartition("@")  # ``self.indexes = indexes``: indexes' elements
                return self.element(table, expr, role, origin or None, depth + 1)
            return UNKNOWN_RECEIVER
        head = table.hints.get((scope, f"{name}#head"))
        if head is not None:
            cls = self.resolve_type(table, head, scope, depth + 1)
            if cls is None or not any(b is None and text.rpartition(".")[2].partition("[")[0] in _MAPPING_BASES
                                      for c in self.mro(cls) for b, text, _ in self.bases(c)):
                return UNKNOWN_RECEIVER
        value = self.typed(table, scope, f"{name}#{role}", depth + 1)
        return UNKNOWN_RECEIVER if value is CYCLE else value

    def resolve_type(self, table: FileTable, type_text: str, scope: str | None, depth: int = 0) -> str | None:
        """The class id a type expression (or ``()callee`` result) names, if in the repo."""
        if depth > MAX_TYPE_DEPTH or not type_text:
            self._inexact += depth > MAX_TYPE_DEPTH
            return None
        if _is_value_hint(type_text):
            value = self.hint_value(table, type_text, scope, depth + 1)
            return value.ref if value.kind in ("instance", "type") else None
        if type_text.startswith("()"):
            callee, _, position = type_text[2:].partition("#")
            if callee.endswith(">") and not position and table.lang.family == FAMILY and \
                    _MEMBER_TEMPLATE_CALLED.fullmatch(callee):   # ``t.GetPointer<V*>()``: :meth:`_attribute`
                value = self.evaluate(table, callee + "()", scope, depth + 1)
                return value.ref if value.kind == "instance" else None
            if callee.endswith(">") and _TEMPLATE_CALLED.fullmatch(callee + "()"):
                if (explicit := self._explicit_result(table, callee, scope, depth + 1)) is not None:
                    return explicit
                callee = callee.partition("<")[0]   # ``make<Foo>()``: what ``make`` returns
            target = self.callee(table, callee, scope, depth + 1)
            if target is None and not position and table.lang.family == FAMILY:
                if _CHAINED_MEMBER.fullmatch(callee):   # ``const auto& tank = Tanks.back();``: as a receiver
                    value = self.evaluate(table, callee + "()", scope, depth + 1)
                    return value.ref if value.kind == "instance" else None
                return self._shared_from_this(table, callee, scope, depth + 1)
            if target is None:
                return self.array_callback(table, callee, position, scope, depth + 1) if position else None
            target = self.callable_member(target)
            if position:  # a callback's parameter, a property of the result (JS/TS)
                return self._declared_part(target, position, depth + 1)
            sym = self.symbols[target]
            if sym.kind in VALUE_KINDS:  # an alias: ``local = LocalPath``, ``make = factory``
                alias = self.value_of_symbol(target, 1.0, depth + 1)
                if alias.kind in ("type", "callable"):
                    target, sym = alias.ref, self.symbols[alias.ref]
                elif alias.kind == "instance" and alias.ref and table.lang.family == FAMILY and \
                        (called := self.find_member(alias.ref, "operator()")[0]) is not None:
                    target, sym = called, self.symbols[called]   # OpenMPT's ``Order().SetDefaultSpeed(...)``: a
                    # field's ``ModSequence& operator()()``
            if sym.kind in TYPE_KINDS:   # (of an alias, the class it names: rapidjson's ``Value(id, al).Move()``)
                return (sym.kind == "type" and table.lang.family == FAMILY and
                        self.resolve_type(table, callee, scope, depth + 1)) or target
            if sym.kind in CALLABLE_KINDS:
                d = self.tables[sym.path].def_of.get(target)
                if d is not None and d.returns in self.tables[sym.path].lang.self_types:
                    return self._receiver_class(table, type_text[2:], scope, depth + 1)
                if d is not None and d.returns and table.lang.name == "cpp" and \
                        d.returns in template_parameters(d.signature)[0]:   # HarfBuzz's ``auto *out =
                    return self._deduced_result(table, callee, target, scope)   # c->serializer->embed(*this)``
                if d is not None and d.returns and self.one_result(target):
                    found = self._result_class(sym, d, depth)
                    if found is None and table.lang.family == FAMILY and _CHAINED_MEMBER.fullmatch(callee) and \
                            d.parent in self.tables[sym.path].defs and \
                            d.returns in class_parameters(self.tables[sym.path].defs[d.parent].signature):
                        value = self.evaluate(table, callee + "()", scope, depth + 1)   # ``auto x = l->first();``
                        found = value.ref if value.kind == "instance" else None   # of ``List<Item>* l``: an Item
                    return found
                if d is not None:
                    result = self.returned(target, depth + 1)
                    return result.ref if result.kind == "instance" else None
            return None
        if table.lang.name == "cpp" and (held := self._reexported_holder(table, scope, type_text)):
            return self.resolve_type(table, held, scope, depth + 1)   # ``Alembic::Util::shared_ptr<Foo> p``
        value = self.evaluate(table, type_text, scope, depth + 1, type_name=True)
        if value.kind != "type" and table.lang.family == FAMILY and "::" in type_text and \
                (member := self._typedef_member(table, type_text, scope, depth)) is not None:
            value = Value("type", member)   # ``exclusions::iterator`` of ``typedef Vector<Exclusion> exclusions``
        if value.kind != "type" and table.lang.family == "c-family":
            found = self.declared_elsewhere(table, type_text, scope) or self._base_named(table, scope, type_text, depth)
            if found is None and table.lang.name == "cpp" and \
                    (declared := macro_declared(self, table, type_text, scope)) is not None:
                # Tesseract's ``BLOBNBOX_IT``, which ``ELISTIZEH(BLOBNBOX)`` declares
                return self.resolve_type(declared[0], strip_generics(declared[2]), declared[1] or None, depth + 1)
            return found
        if value.kind == "type" and table.lang.family == "c-family":
            found = self.aliased(value.ref, depth)
            if self.symbols[found].kind != "type" or table.lang.name != "cpp":
                return found
            return self._pasted_alias(table, found, scope, depth) or ("::" in type_text and self._template_alias(
                table, type_text, scope, found, depth)) or self._parameter_alias(table, scope, found, depth) or found
        return value.ref if value.kind == "type" else None

    def _pasted_alias(self, table: FileTable, alias: str, scope: str | None, depth: int) -> str | None:
        """The class a ``typedef`` names where no file defines it but a declaring macro invoked where ``table``'s
        file sees it declares it (the DataStax driver's ``typedef struct CassBatch_ CassBatch;`` in cassandra.h,
        ``EXTERNAL_TYPE(datastax::internal::core::BatchRequest, CassBatch)`` in batch_request.hpp declaring
        ``struct CassBatch_ : public External<BatchRequest, CassBatch>``): as its macro writes it; None else."""
        if not self.pastes_declarations:
            return None
        named = self._definition(alias).returns
        declared = macro_declared(self, table, named, scope) if named and _NAME.fullmatch(named) else None
        return self.resolve_type(declared[0], strip_generics(declared[2]), declared[1] or None, depth + 1) \
            if declared is not None else None

    def _base_named(self, table: FileTable, scope: str | None, name: str, depth: int) -> str | None:
        """A base class of the class whose method ``scope`` is, named by its own name: C++'s injected class name,
        inherited (libspatialindex's ``const IInterval& ivT`` in ``SpatialIndex::MovingRegion``'s methods, the class
        deriving from ``Tools::IInterval`` through ``TimeRegion``); None else."""
        if table.lang.name != "cpp" or scope is None or not _NAME.fullmatch(name):
            return None
        key = (table.path, scope, name)
        if key not in self._bases_named:
            self._bases_named[key] = self._named_base(table, scope, name, depth)
        return self._bases_named[key]

    def _named_base(self, table: FileTable, scope: str, name: str, depth: int) -> str | None:
        own = self._self_value(table, scope, depth + 1)
        cls = own.ref if own is not None and own.kind in ("instance", "type") else \
            table.id_of.get(table.enclosing_type(scope) or "")   # (a method defined in its class's body)
        if not cls or cls not in self.symbols:
            return None
        return next((base for base in self.mro(cls)[1:] if self.symbols[base].own_name == name), None)

    def standard_holder(self, table: FileTable, scope: str | None, written: str) -> str:
        """What a C++ smart pointer or ``optional`` of the standard library holds, as written, where
        ``written`` names one: under ``std``, unqualified, or under a namespace that re-exports it
        (Alembic's ``Alembic::Util::shared_ptr``, of ``using std::shared_ptr;``), not one the repository
        defines (Catch2's own ``Catch::Detail::unique_ptr``, whose members are its own); '' else."""
        match = HOLDER.fullmatch("".join(written.split()))
        if match is None:
            return ""
        name = match.group(1).removeprefix("::")
        if not name.startswith("std::") and self.evaluate(table, name, scope, 1, type_name=True).kind == "type":
            return ""   # (unqualified too: Catch2's ``unique_ptr<U>&& from`` inside its own ``unique_ptr``)
        return match.group(2)

    def _reexported_holder(self, table: FileTable, scope: str | None, written: str) -> str:
        """What ``written`` holds where it is a smart pointer or ``optional`` under a namespace of the
        repository's that re-exports the standard one (:meth:`standard_holder`); '' else (the parser
        reads ``std::`` and unqualified ones itself)."""
        if "_ptr" not in written and "optional" not in written:
            return ""
        head = "".join(written.partition("<")[0].split()).removeprefix("const").lstrip(":")
        if not head.endswith(("::unique_ptr", "::shared_ptr", "::optional")) or head.startswith("std::"):
            return ""   # (not a ``weak_ptr``, whose ``->`` reaches nothing)
        return self.standard_holder(table, scope, written)

    def _deduced_result(self, table: FileTable, callee: str, target: str, scope: str | None) -> str | None:
        """The class a C++ function template returns where its result is a type parameter it deduces
        from an argument (HarfBuzz's ``template <typename Type> Type *embed (const Type &obj)``, beside
        ``embed (const Type *obj)``: ``embed(*this)`` in a ``ColorStop``'s method gives a ``ColorStop*``),
        for the calls of ``callee`` in ``scope`` (an ``auto`` local's initialiser), when every such call
        and every overload of its arity that deduces it agree; None else."""
        receiver, _, name = callee.rpartition("->") if "->" in callee else callee.rpartition(".")
        found: set[str] = set()
        for call in table.facts.calls:
            if call.scope != scope or call.name != name or (call.receiver or "") != receiver or call.args < 1:
                continue
            known = argument_types(self, table, call)
            for sid in self.overloads(target, call.args):
                d = self._definition(sid)
                deduced = _deduced(d.returns, template_parameters(d.signature)[0],
                                   parameter_types(d.signature)[:-1], known)
                if deduced:
                    found.add(deduced)
        return self.resolve_type(table, found.pop(), scope) if len(found) == 1 else None

    def _unresolved_alias(self, ref: str) -> bool:
        """Whether a class reference is a typedef that names no class (``typedef T * iterator;``)."""
        sym = self.symbols.get(ref)
        return sym is not None and sym.kind == "type"

    def _typedef_member(self, table: FileTable, type_text: str, scope: str | None, depth: int) -> str | None:
        """The member typedef ``A::B`` names, ``A`` a typedef of a class (template instance) in the repository."""
        written, _, name = type_text.rpartition("::")
        owner = self.resolve_type(table, written, scope, depth + 1) if _NAME.fullmatch(name) else None
        if owner is None or self.symbols[owner].kind == "type":
            return None
        return next((i for i in self.members(owner).get(name, ()) if self.symbols[i].kind == "type"), None)

    def _template_alias(self, table: FileTable, type_text: str, scope: str | None, alias: str,
                        depth: int) -> str | None:
        """C++ ``Vector<Exclusion>::iterator``, also through ``typedef Vector<Exclusion> exclusions;`` as
        ``exclusions::iterator``, where ``template <class T> class Vector`` declares ``typedef T * iterator;``
        (Graphite2's own containers): the class of the argument written for ``T``; ``None`` else."""
        owner = self.symbols.get(self.symbols[alias].parent or "")
        if owner is None or owner.kind not in TYPE_KINDS:
            return None
        parameters = class_parameters(self._definition(owner.id).signature)
        returns = self._definition(alias).returns
        if not returns or returns not in parameters:
            return None
        written = type_text.rpartition("::")[0]
        arguments = instance_arguments(written, owner.name)
        for _ in range(4):   # typedefs of the instance, followed
            if arguments:
                break
            named = self.evaluate(table, written, scope, depth + 1, type_name=True)
            if named.kind != "type" or self.symbols[named.ref].kind != "type":
                return None
            d = self._definition(named.ref)
            table, scope, written = self.table_of(named.ref), d.parent, d.returns
            arguments = instance_arguments(d.signature, owner.name)
        if len(arguments) != len(parameters):
            return None
        argument = plain_type(arguments[parameters.index(returns)], words=TYPE_WORDS, chars="&*")
        return self.resolve_type(table, argument, scope, depth + 1) if argument else None

    def _shared_from_this(self, table: FileTable, callee: str, scope: str | None, depth: int) -> str | None:
        """What ``shared_from_this()`` points to in a class deriving from
        ``std::enable_shared_from_this<X>`` (cpr's ``Session``): ``X``."""
        if callee.removeprefix("this->") not in ("shared_from_this", "weak_from_this"):
            return None
        own = self.evaluate(table, "this", scope, depth + 1)
        written = written_bases(self._definition(own.ref).signature) if own.kind == "instance" else ()
        found = [a for base in written for a in instance_arguments(base, "enable_shared_from_this")]
        if len(found) != 1:
            return None
        sym = self.symbols[own.ref]
        return self.resolve_type(self.tables[sym.path], found[0], sym.qualname, depth + 1)

    def aliased(self, target: str, depth: int) -> str:
        """A C/C++ ``typedef`` or ``using X = Y;`` followed to the type it names (its
        ``returns``: ``typedef Foo* FooPtr``, ``using Ref = std::shared_ptr<Node>``); not one
        the file defines again naming another type (``#if NO_ATOMICS`` / ``using level_t =
        null_atomic_int;`` / ``#else`` / ``using level_t = std::atomic<int>;``: no one answer)."""
        sym = self.symbols[target]
        if sym.kind != "type":
            return target
        owner = self.tables[sym.path]
        d = owner.def_of.get(target)
        if d is not None and d.returns == sym.name:   # ``typedef struct de265_image de265_image;``
            return self.declared_elsewhere(owner, sym.name, d.parent) or target
        if d is None or not d.returns:
            return target
        variants = {v.returns for sid in owner.children.get(d.parent, {}).get(sym.name, ())
                    if (v := owner.def_of.get(sid)) is not None and self.symbols[sid].kind == "type"}
        if len(variants) > 1:
            return target
        written = d.returns   # (a ``typedef``'s result drops a template's arguments: its own text gives them)
        if owner.lang.name == "cpp" and (held := self._reexported_holder(owner, d.parent, self._aliased(target))):
            written = held   # Alembic's ``typedef Alembic::Util::shared_ptr<StreamID> StreamIDPtr``: a ``StreamID``
        named = self.resolve_type(owner, written, d.parent, depth + 1)
        return named if named is not None and named != target else target

    def array_callback(self, table: FileTable, callee: str, position: str, scope: str | None,
                       depth: int) -> str | None:
        """``xs.forEach((x) => ...)`` (JavaScript, TypeScript): the class of a callback parameter
        of an array method that receives an element, where ``xs``'s declaration (or the declared
        result of ``f()`` in ``f().forEach``) gives its element type."""
        if table.lang.family != "ecmascript" or position not in _ELEMENT_CALLBACKS.get(callee.rpartition(".")[2], ()):
            return None
        parts = split_receiver(callee, table.lang.member_separators)
        if len(parts) < 2:
            return None
        container = ".".join(parts[:-1])
        if container.endswith("()"):
            target = self.callee(table, container[:-2], scope, depth + 1)
            sym = self.symbols[target] if target is not None else None
            if sym is None or sym.kind not in CALLABLE_KINDS:
                return None
            value = self._declared_element(self.tables[sym.path], sym.qualname, "return", "e", depth + 1)
        else:
            value = self.element(table, container, "e", scope, depth + 1)
        return value.ref if value.kind == "instance" else None

    def _receiver_class(self, table: FileTable, expr: str, scope: str | None, depth: int) -> str | None:
        """The class of the receiver of call ``expr`` (``a.b`` -> ``a``'s), for a result typed
        as the receiver's own class (``-> Self``); None for a bare call."""
        parts = split_receiver(expr, table.lang.member_separators)
        if len(parts) == 1:
            return None
        value = self.evaluate(table, table.lang.member_separators[0].join(parts[:-1]), scope, depth)
        return value.ref if value.kind in ("instance", "type", "super") else None

    def declared_elsewhere(self, table: FileTable, type_text: str, scope: str | None) -> str | None:
        """A C++ class named where only its forward declaration is seen (``link_decls``)."""
        return forward_declared(self.c_types, table, type_text, scope)

    @cached_property
    def c_types(self) -> dict[str, list[str]]:
        return c_types(self.tables)

    def _declared_part(self, target: str, position: str, depth: int) -> str | None:
        """A class declared in ``target``'s signature: what a function passed to it at
        ``<argument>.<parameter>`` receives (``fn: (doc: Doc) => void``), or the type of
        property ``return.<name>`` of its declared result (``(): { status: Status }``)."""
        sym = self.symbols[target]
        if sym.kind not in CALLABLE_KINDS:
            return None
        owner = self.tables[sym.path]
        hint = owner.hints.get((sym.qualname, f"#{position}"))
        return self.resolve_type(owner, hint, sym.qualname, depth + 1) if hint else None

    def callee(self, table: FileTable, expr: str, scope: str | None, depth: int) -> str | None:
        parts = split_receiver(expr, table.lang.member_separators)
        if len(parts) == 1:
            outside = self._outside_field(table, scope, parts[0], depth) if scope is not None and \
                table.lang.implicit_members and table.enclosing_type(scope) is None else None
            if outside is not None:  # a member called bare in a method defined out of line (C++)
                return outside
            binding, _, _ = self.lookup(table, parts[0], scope)
            cls = table.enclosing_type(scope) if binding is None and table.lang.implicit_members else None
            if cls is not None:  # an inherited method called without ``this.``
                return self.find_member(table.id_of[cls], parts[0])[0]
            return binding.id if isinstance(binding, Sym) else None
        value = self.evaluate(table, table.lang.member_separators[0].join(parts[:-1]), scope, depth)
        target, _, _ = self.member(value, parts[-1])
        return target

    def evaluate(self, table: FileTable, expr: str, scope: str | None, depth: int = 0,
                 type_name: bool = False) -> Value:
        """What ``expr`` denotes.  ``type_name``: it is a type as written, whose head is never a
        variable (Go's ``Config Config`` field: the type, not the field)."""
        lang = table.lang
        if lang.family == "c-family" and expr.startswith("("):
            expr, opened = self._c_parenthesized(table, expr, scope, depth)
            if opened is not None:
                return opened
        qualified = _QUALIFIED_TEMPLATE_CALL.match(expr) if lang.family == FAMILY and "::" in expr else None
        cls_ref = self._explicit_result(table, qualified.group(1), scope, depth + 1) if qualified else None
        if qualified is not None and cls_ref:   # ``detail::down_cast<Arc*>(&e)->add()``: the type it names
            rest = split_receiver(expr[qualified.end(1):], lang.member_separators)[1:]
            return self._followed(Value("instance", cls_ref, confidence=0.85), rest, depth)
        parts = split_receiver(expr, lang.member_separators)
        head = parts[0]
        if lang.family == FAMILY and len(parts) > 1 and parts[1] in ("first", "second") and \
                (pair := self.hint_for(table, scope, f"{head}.{parts[1]}")) is not None:   # a map's ``p.second``
            value = self.typed(table, pair[1], f"{head}.{parts[1]}", depth + 1)
            if value is CYCLE or value.kind == "unknown":
                value = self._map_entry(table, scope, head, parts[1], depth) or UNKNOWN_RECEIVER
            return self._followed(value, parts[2:], depth)
        cls = table.enclosing_type(scope)
        cls_id = table.id_of.get(cls) if cls else None
        own = self.self_value(table, scope, head, cls_id) if head in lang.self_names else None
        taken = self._taken(table, scope, expr, head, cls_id, depth) if lang.family == "c-family" and \
            len(parts) > 1 and parts[1] in _ELEMENT_GETTERS and _NAME.fullmatch(head) else None
        if own is not None:
            if own.kind == "unknown":
                return own
            value = own
        elif taken is not None and taken is not CYCLE and taken.kind != "unknown":
            value, parts = taken, [head, *parts[2:]]   # ``v.back().m()``: an element of a standard container
        elif head in lang.super_names or head.rstrip("()") in lang.super_names:
            if cls_id is None:
                return Value("unknown", reason="super outside a class")
            value = Value("super", cls_id, confidence=0.9)
        elif head == "type()" and lang.self_is_parameter and (of := _TYPE_OF.match(expr)) is not None:
            inner = self.evaluate(table, of.group(1), scope, depth + 1)  # ``type(self).m()``: self's class
            value = Value("type", inner.ref, confidence=inner.confidence) if inner.kind == "instance" else Value(
                "unknown", reason="unknown return type")
        elif lang.family == FAMILY and head.endswith(">()") and _TEMPLATE_CALLED.fullmatch(head):
            value = self._template_called(table, head, scope, cls_id, depth)
        elif head.endswith("()") and _CALLED_NAME.fullmatch(head):
            value = self._called_value(table, head, scope, cls_id, depth)
        elif head.startswith("<"):
            return Value("unknown", reason="builtin")  # a literal: str / list / dict methods
        elif lang.family == FAMILY and head.endswith("()[]") and _CALLED_NAME.fullmatch(head[:-2]):
            value = self.evaluate(table, head[:-2], scope, depth + 1)
            value = self.item(value, Value("unknown"), depth) if value.kind == "instance" else \
                Value("unknown", reason="dynamic receiver")   # ``getBasis()[i]``: per its ``operator[]``
        elif lang.family == "c-family" and head.endswith("[]") and \
                (items := self._c_items(table, scope, head, cls_id, depth)) is not None:
            value = items  # ``keys[i]`` of ``Slice* keys`` or ``std::vector<Slice> keys``: a Slice
            if value is CYCLE:
                return UNKNOWN_RECEIVER
            if lang.name == "cpp" and value.kind == "instance":
                value = self._base_subscript(table, head[:-2], scope, depth) or value
        elif _SUBSCRIPTED_NAME.fullmatch(head):  # ``Box[int].make()``: a generic class, subscripted
            value = self.evaluate(table, head[:-2], scope, depth + 1, type_name)
            if value.kind != "type":  # ``items[k].m()``: an item of a declared container
                value = self.item(value, self.element(table, head[:-2], "i", scope, depth + 1), depth)
        elif not _NAME.fullmatch(head):
            return Value("unknown", reason="dynamic receiver")
        else:
            value = self._named(table, head, scope, cls_id, depth, _space(type_name, len(parts) == 1),
                                type_name or expr.startswith(head + "::"))
            if value.kind == "unknown" and lang.family == FAMILY and (cls_ref := self._macro_alias(table, head, scope)):
                value = Value("type", cls_ref, confidence=0.9)   # ``doubleValue::create(d)``
        for number, part in enumerate(parts[1:], 2):
            if value.kind in ("unknown", "callable"):
                return Value("unknown", reason=value.reason) if value.kind == "callable" else value
            previous, value = value, self._attribute(value, part, depth, _space(type_name, number == len(parts)))
            if value.kind == "unknown" and previous.kind == "type" and lang.family == FAMILY and \
                    self.symbols[previous.ref].kind == "namespace" and \
                    (ids := self._member_seen(table, previous.ref, part)):   # QPDF's ``impl::Writer``:
                value = self.value_of_symbol(ids[0], previous.confidence, depth + 1)   # ``qpdf::impl`` reopened here
            if value.kind == "unknown" and previous.kind == "type" and lang.family == FAMILY and \
                    self.symbols[previous.ref].kind == "namespace" and _NAME.fullmatch(part) and \
                    (cls_ref := self._macro_alias(table, part, self.symbols[previous.ref].qualname)):
                value = Value("type", cls_ref, confidence=previous.confidence * 0.9)   # ``vsg::vec3Array``
            if value.kind == "unknown" and number == 2 and previous.kind == "type" and lang.family == FAMILY and \
                    MACRO_WORD.fullmatch(head) and self.symbols[previous.ref].kind == "namespace" and \
                    (top := self.module_member(Module((table.path,)), part)) is not None:
                # OpenEXR's ``OPENEXR_IMF_INTERNAL_NAMESPACE::Xdr``: the macro names ``Imf``, which its other
                # macros open (blanked), so ``Xdr`` is at the top level of a header the file includes
                value = self.value_of_binding(top, previous.confidence * 0.9, depth + 1)
            if (value.kind == "unknown" or (value.kind == "instance" and self._unresolved_alias(value.ref))) and \
                    lang.family == FAMILY and part.endswith("()") and \
                    previous.kind == "instance" and (held_value := self._held_result(
                        table, previous, parts[:number - 1], part[:-2], scope, depth)) is not None:
                value = held_value   # ``d->items.front().f()`` of ``List<Item> items``: an Item
        return value

    def _called_value(self, table: FileTable, head: str, scope: str | None, cls_id: str | None, depth: int) -> Value:
        """What a call at a chain's head returns (``make()``): an instance of its result's class; in a method
        of a class derived from a standard container, an element getter's element (fheroes2's ``at(dst)`` in
        ``class Board : public std::vector<Cell>``)."""
        cls_ref = self.resolve_type(table, "()" + head[:-2], scope, depth + 1)
        if cls_ref:
            return Value("instance", cls_ref, confidence=0.85)
        if table.lang.family == FAMILY and head in _ELEMENT_GETTERS and cls_id is not None:
            return self._class_element(cls_id, depth + 1)
        if table.lang.family == FAMILY and (cls_ref := self._called_here(table, head[:-2], depth)):
            return Value("instance", cls_ref, confidence=0.85)
        return Value("unknown", reason="unknown return type")

    def _called_here(self, table: FileTable, callee: str, depth: int) -> str | None:
        """The class that the one call of ``callee`` (no receiver) on the line of the call site being resolved
        returns, as the overload it resolves to writes it, where that site's receiver or an argument calls it
        (Manifold's ``from_c(b)->Size()``, ``to_c(from_c(b)->min)``, among ``from_c`` overloads returning other
        classes, each chosen by its argument); None else (a local initialised by such a call elsewhere)."""
        site, name = self._site, callee.rpartition("::")[2]
        if site is None or site[0] != table.path or depth > MAX_TYPE_DEPTH or not _NAME.fullmatch(name) or \
                not any(f"{callee}(" in written for written in (site[2].receiver or "", *(site[2].arg_texts or ()))):
            return None
        calls = [c for c in table.calls_by_line.get(site[1], ()) if c.name == name and c.receiver is None]
        edge = self._resolve_call(table, calls[0])[0] if len(calls) == 1 else None
        sym = self.symbols.get(edge.dst) if edge is not None and edge.resolved and edge.dst is not None else None
        return self._result_class(sym, self._definition(sym.id), depth + 1) if sym is not None and \
            sym.kind in CALLABLE_KINDS else None

    def _named(self, table: FileTable, head: str, scope: str | None, cls_id: str | None, depth: int,
               space: str, type_name: bool) -> Value:
        """What a plain name heading an expression denotes in ``scope``: its hinted type, else
        what it is bound to, a field of the enclosing class or its bases, a namespace the file's
        own macro opens, a builtin; ``space`` as :meth:`value_of_binding` takes it."""
        lang = table.lang
        hint = None if type_name else self.hint_for(table, scope, head)
        if hint is not None:
            value = self.typed(table, hint[1], head, depth + 1)
            if value is CYCLE:
                return UNKNOWN_RECEIVER
            if value.kind != "unknown" or not all(_callback_hint(t) for t in table.more_hints.get(
                    (hint[1], head)) or [table.hints[(hint[1], head)]]):
                return value
            # only untyped callbacks' parameters: the name as if unhinted
        elif not type_name and table.path in self.body_includers:   # a local of the function including the file
            for includer, function in self.body_includers[table.path]:
                other = self.tables[includer]
                if (local := self.hint_for(other, function, head)) is not None and \
                        (found := self.typed(other, local[1], head, depth + 1)).kind != "unknown":
                    return found
        binding, confidence, _ = self.lookup(table, head, scope)
        if isinstance(binding, Sym) and lang.family == "c-family" and depth < 8 and not type_name and \
                (body := expression_macro(self.symbols[binding.id].signature)) and \
                len(self.table_of(binding.id).children.get(self._definition(binding.id).parent, {}).get(head, ())) == 1:
            value = self.evaluate(table, body, scope, depth + 1)   # ``#define parseContext (*pParseContext)``, here
            if value.kind != "unknown" or lang.name != "cpp" or not _namespace_like(head, body):
                return value   # else a namespace's name, below (``# define IEX_NAMESPACE Iex``)
        if isinstance(binding, Sym) and lang.name == "cpp" and cls_id is None and scope is not None and \
                "." in scope and not type_name and self._namespace_level(binding.id) and \
                (field := self._outside_field(table, scope, head, depth)) is not None and \
                self.symbols[field].kind in VALUE_KINDS:
            return self.value_of_symbol(field, 0.9)   # QPDF's ``qpdf.warn()`` in ``NNTreeImpl::warn``: the
            # member ``QPDF& qpdf``, not ``namespace qpdf`` (class scope comes before the namespaces)
        if isinstance(binding, Sym) and lang.name == "cpp" and depth < 8 and \
                self.symbols[binding.id].kind == "constant" and \
                (spelled := namespace_macro(self.symbols[binding.id].signature)) and spelled.split(".")[0] != head:
            value = self.evaluate(table, spelled, scope, depth + 1)   # PROJ's ``NS_PROJ::FileManager::exists()``,
            return value if value.kind in ("module", "type") else Value(   # ``#define NS_PROJ osgeo::proj``; its spaces
                "module", module=Module((self.symbols[binding.id].path, table.path)), confidence=0.9)   # blanked
        value = self.value_of_binding(binding, confidence, depth, space)
        inherited = None
        if binding is None and lang.implicit_members and cls_id is not None:
            inherited, _ = self.find_member(cls_id, head)  # a field of a base class
            inherited = inherited and (self._injected_class(inherited) or inherited)
        elif binding is None and lang.implicit_members and scope is not None:
            inherited = self._outside_field(table, scope, head, depth)   # C++ ``void Foo::bar()``
        if inherited is None and binding is None and lang.name == "cpp" and scope is not None and not type_name and \
                (declared := self._macro_field(table, scope, head, depth)) is not None:
            return declared
        owner = self.symbols[inherited].parent if inherited is not None else None
        if owner and inherited and self._anonymous_aggregate(inherited):
            return Value("instance", ref=owner, confidence=0.9)   # JSBSim's ``_value.alias``: the union's owner's
        if inherited is not None:
            return self.value_of_symbol(inherited, 0.9)
        if binding is None and (within := self._macro_namespace(table, head)) is not None:
            return within   # ``impl::f()`` where ``impl`` is opened by the file's own macro
        if binding is None and head in lang.builtins:
            return Value("unknown", reason="builtin")
        if binding is None and lang.family == "c-family" and not type_name and \
                (declared := self._declared_in_includes(table, head, scope, depth)) is not None:
            return declared
        if binding is None and type_name and lang.family == "c-family" and MACRO_WORD.fullmatch(head):
            # OpenEXR's ``OPENEXR_IMF_INTERNAL_NAMESPACE::Xdr``: a macro of a header its build generates, naming
            # the namespace its other macros open (blanked): what the file sees at its top level
            return Value("module", module=Module((table.path,)), confidence=0.8)
        if binding is None and scope is not None:
            return UNKNOWN_RECEIVER
        return value

    def _declared_in_includes(self, table: FileTable, head: str, scope: str | None, depth: int) -> Value | None:
        """C and C++: a variable that only an included header declares, ``extern`` (primesieve's
        ``extern const CpuInfo cpuInfo;`` in ``namespace primesieve``, defined in a ``.cpp`` the caller
        does not include): its type per the header's hint in a namespace the calling scope is in."""
        spaces = [s for s in table.scope_chain(scope) if s is None or (
            s in table.defs and table.defs[s].kind == "namespace")]
        for path in self._wildcard_files(table):
            other = self.tables[path]
            for space in spaces:
                if (space, head) in other.hints and (space is None or space in other.defs):
                    value = self.typed(other, space, head, depth + 1)
                    if value is not CYCLE and value.kind != "unknown":
                        return value
        return None

    def _c_parenthesized(self, table: FileTable, expr: str, scope: str | None, depth: int) -> tuple[str, Value | None]:
        """C and C++ receivers opening with a parenthesis: ``(*it)->f()`` is rewritten to what ``it``
        points at, as ``it[0]``; ``(*a.b).f()`` follows the pointee of any chain; C++ ``(t.v).f()`` is
        the chain, ``(a - b).f()`` what the one in-repo operator of those operands returns, a C-style
        cast (``((Highs*)highs)->run()``) the class it names.  The expression and None, or the value."""
        lang = table.lang
        if expr.startswith("(*") and (deref := _DEREF.match(expr)) is not None:
            indexed = deref.group(1) + "[]" + expr[deref.end():]
            if lang.family != FAMILY:
                return indexed, None
            value = self.evaluate(table, indexed, scope, depth + 1)
            if value.kind != "unknown":
                return expr, value
            # no element type known: what ``x``'s ``operator*`` returns, or ``x`` itself (SEAL's ``auto p =
            # context_.get_context_data(id);`` then ``auto &data = *p;``: a ``std::shared_ptr<const ContextData>``)
            pointee = self._pointee_of(self.evaluate(table, deref.group(1), scope, depth + 1), depth)
            return expr, self._followed(pointee, split_receiver("_" + expr[deref.end():], lang.member_separators)[1:],
                                        depth) if pointee.kind == "instance" else value
        if expr.startswith("(*") and (pointed := _dereferenced(expr)) is not None:
            value = self._pointee_of(self.evaluate(table, pointed[0], scope, depth + 1), depth)
            return expr, self._followed(value, split_receiver("_" + pointed[1], lang.member_separators)[1:], depth)
        if lang.family != FAMILY or (enclosed := _parenthesized(expr)) is None:
            return expr, None
        if _CHAIN.fullmatch(enclosed[0]):
            return expr, self.evaluate(table, enclosed[0] + enclosed[1], scope, depth + 1)
        assigned = _ASSIGNED.match(enclosed[0])   # ``(pc = pc->GetNext())->IsNotNullChunk()``: what is assigned to
        if assigned is not None and _CHAIN.fullmatch(assigned.group(1)):
            return expr, self.evaluate(table, assigned.group(1) + enclosed[1], scope, depth + 1)
        cast = _C_CAST.fullmatch(enclosed[0])   # ``((Highs*)highs)->run()``: the class the cast names
        written = cast.group(1) if cast is not None else operator_type(self, table, scope, enclosed[0], depth)
        cls_ref = self.resolve_type(table, written, scope, depth + 1) if written else None
        value = Value("instance", cls_ref, confidence=0.85) if cls_ref else Value("unknown", reason="dynamic receiver")
        return expr, self._followed(value, split_receiver("_" + enclosed[1], lang.member_separators)[1:], depth)

    def _template_called(self, table: FileTable, head: str, scope: str | None, cls_id: str | None,
                         depth: int) -> Value:
        """C++: what a function template's call with explicit template arguments gives (``down_cast<Arc*>()``):
        the class those name where its result is one of its type parameters, else the result it writes
        (Uncrustify's ``enum_<E>("name")`` of ``template<class T> Dummy enum_(const char*)``)."""
        cls_ref = self._explicit_result(table, head[:-2], scope, depth + 1)
        if cls_ref:
            return Value("instance", cls_ref, confidence=0.85)
        bare = head[:head.index("<")] + "()"
        return self._called_value(table, bare, scope, cls_id, depth) if _CALLED_NAME.fullmatch(bare) else \
            Value("unknown", reason="unknown return type")

    def _map_entry(self, table: FileTable, scope: str | None, name: str, part: str, depth: int) -> Value | None:
        """C++: the key (``first``) or the value (``second``) of ``name`` declared as an alias's ``value_type``,
        the alias naming a standard map (Assimp's ``for (const ElementMap::value_type& el : ...)``, ``using
        ElementMap = std::multimap<std::string, Element*>;``: ``el.second`` is an ``Element*``); None else."""
        entry = self.map_entry_written(table, scope, name, part, depth)
        written = bare_type(entry[0]) if entry is not None else ""
        found = self.resolve_type(table, written, entry[1], depth + 1) if entry is not None and written else None
        return Value("instance", found, confidence=0.85) if found is not None else None

    def map_entry_written(self, table: FileTable, scope: str | None, name: str, part: str,
                          depth: int = 0) -> tuple[str, str | None] | None:
        """The type a standard map's alias writes for the key (``first``) or the value (``second``) of ``name``
        declared as its ``value_type`` (without spaces), and the scope that declaration is in; None else."""
        hint = self.hint_for(table, scope, name) if _NAME.fullmatch(name) else None
        if hint is None or not hint[0].endswith("::value_type") or depth > MAX_TYPE_DEPTH:
            return None
        alias = self.resolve_type(table, hint[0][:-len("::value_type")], hint[1], depth + 1)
        sym = self.symbols.get(alias) if alias is not None else None
        entry = _STANDARD_MAP.fullmatch(self.aliased_text(sym.id)) if sym is not None and \
            sym.kind == "type" else None
        pair = [t for t in top_level(entry.group(1)) if t] if entry is not None else []
        return (pair[0 if part == "first" else 1], hint[1]) if len(pair) >= 2 else None

    def _followed(self, value: Value, parts: list[str], depth: int) -> Value:
        """C++: ``value`` followed through the member and call ``parts`` of a chain (after ``(*x)`` or
        a pair's ``.second``), while each step is an instance."""
        for part in parts:
            if value.kind != "instance":
                return value if value.kind == "unknown" else Value("unknown", reason="dynamic receiver")
            value = self._attribute(value, part, depth)
        return value

    def _held_result(self, table: FileTable, value: Value, prefix: list[str], name: str, scope: str | None,
                     depth: int) -> Value | None:
        """C++: what method ``name`` of a class template of one type parameter returns when it
        declares that parameter as its result (``T &front()``, ``const T &value() const``) on
        ``prefix``, an instance of the template itself: the element its declaration writes
        (``List<Item> items``, ``d->items``: an ``Item``, as iterating it); ``None`` else."""
        target, _, _ = self.member(value, name)
        owner = self.symbols.get(self.symbols[target].parent or "") if target is not None else None
        if target is None or owner is None or owner.id != value.ref or depth > MAX_TYPE_DEPTH:
            return None
        returns = self._definition(target).returns
        parameters = class_parameters(self._definition(owner.id).signature)
        if returns and (returns,) != parameters:   # ``iterator begin()`` of ``typedef T * iterator;``
            alias = next((i for i in self.members(owner.id).get(returns, ()) if self.symbols[i].kind == "type"), None)
            returns = self._definition(alias).returns if alias is not None else ""
        if not returns or parameters != (returns,):
            return None
        found: Value | None = None
        if len(prefix) == 1:
            cls = table.enclosing_type(scope)
            found = self._c_items(table, scope, prefix[0] + "[]", table.id_of.get(cls) if cls else None, depth)
            if found is not None and found is not CYCLE and found.ref == owner.id and \
                    (hint := self.hint_for(table, scope, prefix[0])) is not None and \
                    (written := table.declared_written(hint[1], prefix[0])):   # ``List<Item>* l``: ``l[i]`` is
                found = self._written_element(table, written.rstrip(" *&"), hint[1], depth)   # a ``List``, and
                # ``l->first()`` an ``Item``
        if found is None or found is CYCLE or found.kind != "instance":   # a field, an alias of the template
            found = self._c_iterated(table, table.lang.member_separators[0].join(prefix), scope, depth)
        return found if found is not CYCLE and found.kind == "instance" else None

    def _base_subscript(self, table: FileTable, name: str, scope: str | None, depth: int) -> Value | None:
        """C++: what ``name[i]`` is when ``name``'s class template inherits its ``operator[]`` from a base
        class template that returns its parameter (KenLM's ``NGramStreams<BuildingPayload> streams``:
        ``FixedArray<T>::operator[]`` through ``GenericStreams<NGramStream<Payload> >``, an ``NGramStream``,
        not the ``BuildingPayload`` that ``name``'s own argument would be); None else."""
        container = self.evaluate(table, name, scope, depth + 1)
        if container.kind != "instance" or not self._definition(container.ref).signature.startswith("template"):
            return None
        getter, _ = self.find_member(container.ref, "operator[]")
        if getter is None or self.symbols[getter].parent == container.ref:
            return None
        return self._argument_result(container, getter, depth + 1)

    def _argument_result(self, value: Value, target: str, depth: int) -> Value | None:
        """C++: what ``target``, a method of a class template whose declared result is one of the
        template's type parameters (``T &front()`` of ``template <class T> class List``), returns
        on ``value``, whose class derives from an instance of the template written with its
        arguments (``class StringList : public List<String>``: a ``String``), or through class templates
        between that pass a parameter of theirs on (KenLM's ``NGramStreams<Payload> : public
        GenericStreams<NGramStream<Payload> >``, ``GenericStreams<Stream> : public FixedArray<Stream>``: an
        ``NGramStream``, of that template); ``None`` else."""
        owner = self.symbols.get(self.symbols[target].parent or "")
        if owner is None or owner.kind not in TYPE_KINDS or value.kind != "instance" or value.ref == owner.id or \
                self.table_of(target).lang.family != FAMILY or depth > MAX_TYPE_DEPTH:
            return None
        returns = self._definition(target).returns
        parameters = class_parameters(self._definition(owner.id).signature) if returns else ()
        if returns not in parameters:
            return None
        chain = list(self.mro(value.ref))
        wanted, position = owner.name, parameters.index(returns)
        for at in range(len(chain) - 1, -1, -1):   # from the bases down: the nearest class naming ``wanted``
            cls = chain[at]
            written = base_arguments(self._definition(cls).signature, wanted)
            if len(written) <= position:
                continue
            given = written[position]   # an instance of a class template: that template
            own = class_parameters(self._definition(cls).signature)
            if given.strip() in own and at > 0:   # a parameter of ``cls`` passed on: what its own derived writes
                wanted, position = self.symbols[cls].name, own.index(given.strip())
                continue
            argument = plain_type(given if "<" not in given else strip_generics(given), words=TYPE_WORDS, chars="&*")
            table = self.table_of(cls)
            found = self.resolve_type(table, argument, table.def_of[cls].parent, depth + 1) if argument else None
            return Value("instance", found, confidence=value.confidence * 0.8) if found else None
        return None

    @cached_property
    def _class_variants(self) -> dict[tuple[str, str], list[str]]:
        """C++ classes (not templates) that several headers of one folder define with members under
        one qualified name, by qualified name and folder: one per platform (POCO's ``EventImpl`` in
        Event_POSIX.h and Event_WIN32.h, each included under its own ``#if``).  A copy in another
        folder (Catch2's and toml11's amalgamated single header, a vendored library) is another
        program's, as for :meth:`_alternatives`."""
        found: dict[tuple[str, str], list[str]] = defaultdict(list)
        for table in self.tables.values():
            if table.lang.family == FAMILY and _header(table.path):
                for d in table.facts.definitions:
                    if d.kind in ("class", "struct") and not d.signature.startswith("template") and \
                            table.children.get(d.qualname):
                        found[(d.qualname, table.path.rpartition("/")[0])].append(table.id_of[d.qualname])
        return {q: ids for q, ids in found.items() if len({self.symbols[i].path for i in ids}) > 1}

    def _variant_members(self, table: FileTable, target: str) -> list[str]:
        """The same member (same qualified name and overload) of every platform variant of
        ``target``'s class (:attr:`_class_variants`); only the one of the variant the calling file
        is or includes directly, when it is one; [] when the class has no variants."""
        owner = self.symbols.get(self.symbols[target].parent or "")
        variants = self._class_variants.get((owner.qualname, owner.path.rpartition("/")[0]), []) \
            if owner is not None else []
        tail = target.partition("::")[2]
        members = {self.symbols[v].path: f"{self.symbols[v].path}::{tail}" for v in variants}
        if target not in members.values():
            return []
        seen = [members[p] for p in (table.path, *(found for found, _ in self._includes_with_lines(table.path)))
                if p in members]
        return [m for m in (seen if len(seen) == 1 else members.values()) if m in self.symbols]

    def _pointee_of(self, value: Value, depth: int) -> Value:
        """``*x`` of a value: what its class's ``operator*`` returns, else the value itself (a
        pointer, a standard owning pointer or an iterator is typed as what it reaches)."""
        if value is CYCLE or value.kind != "instance":
            return UNKNOWN_RECEIVER if value is CYCLE else value
        star, _ = self.find_member(value.ref, "operator*")
        if star is None or self.symbols[star].kind not in CALLABLE_KINDS:
            return value
        return self.call_result(star, value.confidence, depth + 1, value.ref)

    def _macro_namespace(self, table: FileTable, head: str) -> Value | None:
        """The file's own top level as the namespace ``head`` when a namespace macro of the file
        or of a file it includes opens it (``#define NS_BEGIN namespace pugi { namespace impl {``:
        ``impl::f()``; {fmt}'s ``FMT_BEGIN_NAMESPACE``, defined in base.h and used in every
        header: ``fmt::format_to()``): what the macro encloses is indexed at file level
        (``cblank.macro_namespaces``), and the file's top level sees its includes'."""
        spaces = self._macro_spaces.get(table.path)
        if spaces is None:
            spaces = self._macro_spaces[table.path] = {
                (q, path) for path in [table.path, *self._wildcard_files(table)]
                for _, n, q in self.tables[path].facts.usings or () if n == MACRO_NAMESPACE}
        opening = tuple(sorted({path for q, path in spaces if q == head or q.endswith("." + head)}))
        if opening:   # the files that define the macro first: ``using json = nlohmann::json;`` is not itself
            return Value("module", module=Module((*opening, table.path)), confidence=0.9)
        return None

    def _attribute(self, value: Value, part: str, depth: int, space: str = "") -> Value:
        """``value.part`` (``part()``: what calling it returns; ``part[]``: a generic class
        subscripted, or an unknown item)."""
        called = part.endswith("()")  # ``a.b().c``: continue with what ``b`` returns
        subscripted = part.endswith("[]")
        if called or subscripted:
            part = part[:-2]
        explicit = ""
        if called and part.endswith(">") and "<" in part:   # C++ ``v.value<String>()``, ``t.GetPointer<V*>()``
            part, _, explicit = part[:-1].partition("<")
        if subscripted and part.endswith("()") and _NAME.fullmatch(part[:-2]):   # C++ ``t.getBasis()[i]``
            returned = self._attribute(value, part, depth)
            return self.item(returned, Value("unknown"), depth) if returned.kind == "instance" else returned
        if not _NAME.fullmatch(part):
            return Value("unknown", reason="dynamic receiver")
        if subscripted and value.kind == "instance" and (held := self._field_items(value.ref, part, depth)) is not None:
            return held   # ``c.mAxes[i].dot()`` of ``Vector3* mAxes``: per the field's ``[]`` hint
        if subscripted:  # ``a.B[int]``: only a generic class subscripted is still that class
            found = self._attribute(value, part, depth)
            return found if found.kind == "type" else self.item(
                found, self.member_element(value, part, "i", depth + 1), depth)
        target, confidence, _ = self.member(value, part)
        if called:
            receiver = value.ref if value.kind in ("instance", "type", "super") else ""
            if not target and part == "lock" and value.kind == "instance" and \
                    self.table_of(value.ref).lang.family == FAMILY:
                return value   # ``w.lock()`` of a ``std::weak_ptr<Foo>``, typed as the ``Foo`` it watches
            if not target and part + "()" in _ELEMENT_GETTERS and value.kind == "instance" and \
                    self.table_of(value.ref).lang.family == FAMILY and \
                    (element := self._class_element(value.ref, depth + 1)).kind == "instance":
                return element   # ``heroes.back()`` of fheroes2's ``class VecHeroes : public std::vector<Heroes*>``
            if not target:
                return Value("unknown", reason="unknown return type")
            method = self.callable_member(target)
            if explicit and self.symbols[method].kind in CALLABLE_KINDS and \
                    (written := explicit_result(self._definition(method).signature, explicit) or
                     self._explicit_pointee(self.symbols[method], explicit, depth) or
                     self._explicit_returned(self.symbols[method], explicit)):
                table = self.table_of(method)   # the template's result is the type the call names
                named = self.resolve_type(table, strip_generics(written), table.def_of[method].parent, depth + 1)
                if named:
                    return Value("instance", named, confidence=value.confidence * confidence * 0.85)
            result = self.call_result(method, value.confidence * confidence, depth, receiver)
            return self._argument_result(value, method, depth) or result \
                if result.kind == "unknown" and receiver else result
        if target is None:
            if value.kind == "module" and value.module is not None:
                sub = self.module_member(value.module, part)
                if isinstance(sub, Module):
                    return Value("module", module=sub, confidence=value.confidence)
            attr = self.attribute_value(value.ref, part, depth + 1) if value.kind in ("instance", "type") else None
            if attr is not None and attr.kind != "unknown":
                return Value(attr.kind, attr.ref, attr.module, attr.reason, value.confidence * attr.confidence * 0.9)
            return Value("unknown", reason="unknown attribute type")
        receiver = value.ref if value.kind in ("instance", "super") else ""
        if value.kind == "instance" and self._anonymous_aggregate(target):
            return value   # bison's ``yyval.interm.type``: ``interm``'s anonymous struct's fields are its owner's
        found = self.value_of_symbol(target, value.confidence * confidence, depth + 1, receiver, space)
        if found.kind == "instance" and not found.held and self.symbols[target].kind == "field" and \
                self._arrow_class(found.ref) and (items := self._field_items(value.ref, part, depth)) is not None \
                and items.kind == "instance":   # Celero's ``Pimpl<Impl> pimpl``: ``this->pimpl->results``
            return Value(found.kind, found.ref, found.module, found.reason, found.confidence, items.ref)
        return found

    def _arrow_class(self, cls: str) -> bool:
        """Whether a C++ class declares an ``operator->``, or a base of it does (PDF-Writer's ``PDFObjectCastPtr<T> :
        public RefCountPtr<T>``, whose base declares ``T* operator->()``)."""
        for owner in (cls, *self.mro(cls)):
            members = self.members(owner)
            if members.get("operator->") or members.get("operator ->"):
                return True
        return False

    def _holder_class(self, cls: str) -> bool:
        """Whether a C++ class declares an ``operator->`` or ``operator[]``: a value of it holds another class."""
        return any(self.members(cls).get(name) for name in ("operator->", "operator ->", "operator[]"))

    def _anonymous_aggregate(self, field: str) -> bool:
        """Whether a C or C++ field is declared with an anonymous struct or union (``union { ... } _value;``,
        ``struct { ... } interm;``): its members are read as its owner's."""
        sym = self.symbols[field]
        return sym.kind == "field" and _ANONYMOUS_AGGREGATE.match(sym.signature) is not None

    def item(self, container: Value, element: Value, depth: int) -> Value:
        """``container[key]``: the item type its declaration gives (``element``), else what the
        container's class's ``__getitem__`` (C++ ``operator[]``) declares it returns; a dynamic
        receiver otherwise."""
        if element.kind != "unknown":
            return element
        if container.kind == "instance":
            getter, _ = self.find_member(container.ref, "__getitem__")
            if getter is None:   # C++: ``operator[]``, when every overload of it returns one type
                getter, _ = self.find_member(container.ref, "operator[]")
                owner = self.symbols[getter].parent if getter is not None else None
                if owner is not None and len({self.table_of(o).def_of[o].returns for o in self.members(owner).get(
                        "operator[]", [])}) != 1:
                    getter = None
            if getter is not None and self.symbols[getter].kind in CALLABLE_KINDS:
                result = self.call_result(getter, container.confidence, depth + 1, container.ref)
                if result.kind == "unknown":   # ``props[key]`` of ``class PropertyMap : public Map<String, List>``
                    result = self._argument_result(container, getter, depth) or result
                if result.kind == "unknown" and container.held:   # an alias of ``Array<Node>``: a ``Node``
                    result = Value("instance", container.held, confidence=container.confidence * 0.9)
                if result.kind != "unknown":
                    return result
        return Value("unknown", reason="dynamic receiver")

    def self_value(self, table: FileTable, scope: str | None, head: str, cls_id: str | None) -> Value | None:
        """What a self name (``self``, ``this``, ``cls``) denotes in ``scope``, or ``None`` when
        it is a plain name there.  Where a parameter binds it (Python), the nearest enclosing
        function that takes it first decides; its class is the one that function belongs to
        (so ``self`` in a closure or a nested class's method is the outer method's)."""
        lang = table.lang
        if not lang.self_is_parameter:
            # ``this`` in a method defined outside its class body (C++ ``void Foo::bar()``) has
            # no enclosing class: a type hint for the self name, if the extractor gave one, decides.
            if cls_id is None and self.hint_for(table, scope, head) is not None:
                return None
            if cls_id is None:
                return Value("unknown", reason="self outside a class")
            return Value("type" if head == "cls" else "instance", cls_id, confidence=0.95)
        for s in table.scope_chain(scope):
            d = table.defs[s] if s is not None else None
            if d is None:
                return None
            kind = lang.binds_self(d, head) if d.kind in CALLABLE_KINDS else ""
            if not kind:
                continue
            owner = table.defs.get(d.parent) if d.parent else None
            if owner is None or owner.kind not in TYPE_KINDS:
                return None  # a function's own parameter named self: typed by its annotation, if any
            return Value(kind, table.id_of[owner.qualname], confidence=0.95)
        return None

    def callable_member(self, target: str) -> str:
        """What a call of ``target`` means: a field or variable named like a callable of the
        same scope (or, for members, of the type's bases) stands for that callable (Java
        keeps fields and methods apart: ``status`` and ``status()``)."""
        return self.same_named(target, CALLABLE_KINDS) if self.symbols[target].kind in VALUE_KINDS else target

    def same_named(self, target: str, kinds: frozenset[str]) -> str:
        """The first definition of one of ``kinds`` named like ``target`` in its scope (for
        members: in the type and its bases), else ``target``."""
        sym = self.symbols[target]
        owner = self.symbols.get(sym.parent or "")
        if owner is not None and owner.kind in TYPE_KINDS:
            scopes = [self.members(c) for c in self.mro(owner.id)]
        else:
            table = self.table_of(target)
            scopes = [table.children.get(table.defs[sym.qualname].parent, {})]
        for named in scopes:
            for sid in named.get(sym.name, []):
                if self.symbols[sid].kind in kinds:
                    return sid
        return target

    def call_result(self, target: str, confidence: float, depth: int, receiver: str = "") -> Value:
        """What calling ``target`` gives: an instance of a class, or of a callable's declared result
        (``receiver``'s class, the class it is called on, for a result declared ``Self``)."""
        sym = self.symbols[target]
        if sym.kind in TYPE_KINDS:
            return Value("instance", target, confidence=confidence * 0.9)
        if sym.kind in VALUE_KINDS and depth < MAX_TYPE_DEPTH:  # an alias: ``const make = Foo.create``
            alias = self.value_of_symbol(target, confidence, depth + 1)
            if alias.kind == "callable" and alias.ref != target:
                return self.call_result(alias.ref, alias.confidence, depth + 1)
            if alias.kind == "type":
                return Value("instance", alias.ref, confidence=alias.confidence * 0.9)
            return Value("unknown", reason="unknown return type")
        d = self.tables[sym.path].def_of.get(target) if sym.kind in CALLABLE_KINDS else None
        if d is not None and not d.returns and (valued := self._valued_overload(target)) is not None:
            target, sym, d = valued, self.symbols[valued], self._definition(valued)
        if d is not None and receiver and d.returns in self.tables[sym.path].lang.self_types:
            return Value("instance", receiver, confidence=confidence * 0.85)
        if d is not None and d.returns and depth < MAX_TYPE_DEPTH and self.one_result(target):
            cls_ref = self._result_class(sym, d, depth)   # (through librime's ``an<T>``: the T)
            if not cls_ref and (defaulted := explicit_result(d.signature, "")):   # ``getAt<T=Coordinate>(i)``
                cls_ref = self.resolve_type(self.tables[sym.path], defaulted, d.parent, depth + 1)
            table = self.tables[sym.path]
            if cls_ref and table.lang.family == FAMILY and (element := self._iterator_alias(cls_ref, depth)):
                return Value("instance", element.ref, confidence=confidence * 0.85)   # Exiv2's ``iterator findKey()``
            if cls_ref and table.lang.family == FAMILY and \
                    (held := self._aliased_pointee(table, d.returns, d.parent, cls_ref, depth) or
                     self._result_holds(target, cls_ref, receiver, depth)):
                return Value("instance", cls_ref, confidence=confidence * 0.85, held=held)   # PROJ's ``CRSNNPtr``
            if cls_ref:
                return Value("instance", cls_ref, confidence=confidence * 0.85)
        elif d is not None:
            result = self.returned(target, depth + 1)
            if result.kind == "instance":
                return Value("instance", result.ref, confidence=confidence * 0.8)
        return Value("unknown", reason="unknown return type")

    def _valued_overload(self, target: str) -> str | None:
        """For a C++ method declared ``void`` (Cppcheck's setter ``void astParent(Token* tok)``), the
        overload of its class that gives a value, when those that do all write one result
        (``Token* astParent()``, ``const Token* astParent() const``): a call whose result is used
        (``tok->astParent()->astParent()``) is never the ``void`` one."""
        sym = self.symbols[target]
        owner = self.symbols.get(sym.parent or "")
        if owner is None or owner.kind not in TYPE_KINDS or self.table_of(target).lang.family != FAMILY or \
                not re.match(rf"(?:[\w\s]*\s)?void\s+{re.escape(sym.name)}\s*\(", self._definition(target).signature):
            return None
        valued = [i for i in self.members(owner.id).get(sym.name, ()) if i != target and
                  self.symbols[i].kind in CALLABLE_KINDS and self._definition(i).returns]
        return valued[0] if valued and len({self._definition(i).returns for i in valued}) == 1 else None

    def returned(self, target: str, depth: int) -> Value:
        """What a callable without a declared result returns, when its ``return`` statements
        agree (their hints, as for a variable's assignments); unknown otherwise."""
        sym = self.symbols[target]
        table = self.tables[sym.path]
        if (sym.qualname, "return") not in table.hints or depth > MAX_TYPE_DEPTH:
            return Value("unknown", reason="unknown return type")
        value = self.typed(table, sym.qualname, "return", depth + 1)
        return Value("unknown", reason="unknown return type") if value is CYCLE else value

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
            pointee = self._pointee(value) if value.kind == "instance" else None
            target, depth = self.find_member(pointee.ref, name) if pointee is not None else (None, 0)
            if pointee is not None and target is not None:
                return target, pointee.confidence * (0.95 if depth == 0 else 0.9), ""
            if value.kind == "type" and (elsewhere := self._namespace_member(value.ref, name)) is not None:
                return elsewhere, value.confidence * 0.85, ""
            return None, 0.0, "external base" if self.has_external_base(value.ref) else "no such member"
        return None, 0.0, value.reason or "unknown receiver type"

    def _pointee(self, value: Value) -> Value | None:
        """What an instance's ``operator->`` points to, for a member its own class lacks: a C++
        handle or smart pointer of the repository's (msdfgen's ``EdgeHolder``: ``EdgeSegment
        *operator->()``, so ``edges[0]->point(0)`` is ``EdgeSegment::point``).  Only a class of
        another name: an iterator's ``operator->`` returning its own class leads nowhere.  One a base
        class template declares, returning a pointer to its parameter, reaches the argument the class
        writes for it (KenLM's ``NGramStream<Payload> : public ProxyStream<NGram<Payload> >``, whose
        ``Proxy *operator->()``: an ``NGram``)."""
        if value.held:
            return Value("instance", value.held, confidence=value.confidence * 0.95)
        target, _ = self.find_member(value.ref, "operator->")
        if target is None or not self.table_of(target).lang.overloaded:
            return None
        result = self.call_result(target, value.confidence * 0.95, 1)
        if result.kind != "instance":
            result = self._argument_result(value, target, 1) or result
        return result if result.kind == "instance" and result.ref != value.ref else None

    @cached_property
    def unscoped_enumerators(self) -> dict[str, list[str]]:
        """C++ enumerators by name, of enumerations declared without ``class`` or ``struct``, whose
        enumerators are names of the scope around them too (Stockfish's ``PAWN`` of ``enum PieceType``)."""
        out: dict[str, list[str]] = {}
        for sid, sym in self.symbols.items():
            owner = self.symbols.get(sym.parent or "") if sym.kind == "constant" else None
            if owner is not None and owner.kind == "enum" and self.tables[sym.path].lang.overloaded and \
                    not _SCOPED_ENUM.match(owner.signature):
                out.setdefault(sym.name, []).append(sid)
        return out

    # -- declarations and definitions (C, C++) ---------------------------------------------------

    @cached_property
    def declarations(self) -> DeclarationJoin:
        joins = DeclarationJoin(self.tables, self.symbols, self._direct_includes)
        joins.share_default_arguments()
        return joins

    # -- calls ------------------------------------------------------------------------------------

    def constructor(self, class_id: str) -> str:
        sym = self.symbols[class_id]
        lang = self.tables[sym.path].lang
        own = sym.own_name if lang.family == "c-family" else sym.name   # ``class Foo::Impl`` apart
        for name in lang.constructor_of(own):
            ids = self.members(class_id).get(name)
            if ids:
                return ids[0]
        apart = [i for i in self.declarations.defined_apart(sym.qualname, own)   # written outside any class body,
                 if ((owner := self.symbols.get(self.symbols[i].parent or "")) is None or   # not another's
                     owner.kind not in TYPE_KINDS) and
                 (self.symbols[i].path == sym.path or sym.path in self.declarations.included_by(self.symbols[i].path))
                 ] if lang.name == "cpp" else []   # (PcapPlusPlus' example's own ``TcpReassemblyData``), seeing it
        return min(apart) if apart else class_id

    def overloads(self, target: str, args: int) -> list[str]:
        """Among same-named callables of ``target``'s scope (then of its bases), those whose
        ``arity`` accepts ``args`` arguments: ``[target]`` when arity cannot tell (no arity,
        no overloads, nothing fits), several when the call is ambiguous by arity alone; in C++,
        none when nothing fits (memoised: the answer depends on ``target`` and ``args`` alone)."""
        known = self._overloads.get((target, args))
        if known is None:
            known = self._overloads[(target, args)] = self._arity_overloads(target, args)
        return list(known)

    def _declared_once(self, ids: list[str]) -> list[str]:
        """Overloads without the definitions that a declaration among them stands for (POCO's
        ``bool isEnabled(NumberFormatter::Options, ...)`` in the class and ``NumberFormatter::isEnabled(Options,
        ...)`` below it in the same header: one function, its parameters written otherwise)."""
        if len(ids) < 2:
            return ids
        joined = {join.definitions[0] for sid in ids
                  if (join := self.declarations.of(self.table_of(sid), sid)) is not None and join.resolved}
        return [sid for sid in ids if sid not in joined] or ids

    def _arity_overloads(self, target: str, args: int) -> list[str]:
        table = self.table_of(target)
        if target not in table.arity or not table.lang.overloaded:
            return [target]

        def fits(sid: str) -> bool:
            return self._takes(sid, args)

        sym = self.symbols[target]
        scopes: list[dict[str, list[str]]] = [table.children.get(table.defs[sym.qualname].parent, {})]
        owner = self.symbols.get(sym.parent or "")
        if owner is not None and owner.kind in TYPE_KINDS:
            scopes = [self._members_used(c, sym.name) for c in self.mro(owner.id)]
        elif table.lang.family == FAMILY and owner is not None and (
                owner.kind == "namespace" or (owner.id == sym.path and table.lang.name == "cpp")):
            spread = self._spread(sym, owner, fits)
            if len(spread) > 1 or (spread and spread[0] != target and explicit_specialisation(
                    self._definition(target).signature)):   # bx's ``template<> simd128_ref_t simd128_i32_max(...)``:
                return spread   # the call names the template it specialises
        if table.lang.family == FAMILY and _header(target) and self._definition(target).parent is None and \
                not self._definition(target).declaration and (alternatives := self._alternatives(target)):
            return [target, *alternatives]
        for named in scopes:
            found = [sid for sid in named.get(sym.name, []) if fits(sid)]
            if found:
                found = primary_templates(found, self._definition)
                return self._declared_once(one_per_parameter_list(found, self.symbols, self._definition))
        if table.lang.family == FAMILY and sym.kind in CALLABLE_KINDS:
            return []   # C++: no overload the index sees takes that many (a macro-made one): none of these
        return [target]

    def _members_used(self, cls: str, name: str, depth: int = 0) -> dict[str, list[str]]:
        """A class's members, those named ``name`` with a base's its using-declaration brings in beside its own
        (finalcut's ``class FWidget : public FVTerm`` with ``using FVTerm::print;`` and its own ``print(const
        FPoint&)``: every ``print`` of ``FVTerm`` is an overload in ``FWidget``)."""
        members = self.members(cls)
        sym, table = self.symbols[cls], self.table_of(cls)
        used = [written for scope, named, written in table.facts.usings if scope == sym.qualname and named == name
                and written.endswith("." + name)] if table.lang.name == "cpp" and depth < 4 else []
        if not used:
            return members
        ids = list(members.get(name, []))
        for written in used:
            base = self.resolve_type(table, written.rpartition(".")[0].replace(".", "::"), sym.qualname)
            for c in self.mro(base) if base is not None and base != cls else ():
                if found := self._members_used(c, name, depth + 1).get(name):
                    ids += [sid for sid in found if sid not in ids]
                    break
        return {**members, name: ids}

    def _takes(self, sid: str, args: int) -> bool:
        """Whether callable ``sid``'s arity accepts ``args`` arguments (an unknown arity accepts none)."""
        low, high = self.table_of(sid).arity.get(sid, (-1, -1))
        return 0 <= low <= args and (high < 0 or args <= high)

    def _spread(self, sym: Symbol, owner: Symbol, fits: Callable[[str], bool]) -> list[str]:
        """Overloads of a namespace's function declared in several headers (``scopedEnum(YGAlign)``
        in Align.h, ``scopedEnum(YGDirection)`` in Direction.h): every one is a candidate.  Of the
        global namespace (``owner`` is the file), only those of the target's own folder (qu3e's
        ``q3Max(r32, r32)`` in q3Math.inl, ``q3Max(const q3Vec3&, const q3Vec3&)`` in q3Vec3.inl), and not of
        another platform's header there (:attr:`_platform_headers`: astc-encoder's vecmathlib_rvv_n.h)."""
        folder = sym.path.rpartition("/")[0] if owner.kind != "namespace" else None

        def seen(sid: str) -> bool:
            path = self.symbols[sid].path
            return path == sym.path or (_header(sid) and (folder is None or (
                path.rpartition("/")[0] == folder and path not in self._platform_headers)))

        named = self.namespace_callables(owner.qualname if folder is None else "", sym.name)
        spread = distinct_overloads(primary_templates([s for s in [sym.id, *named] if fits(s) and seen(s)],
                                                      self._definition), self._definition)
        joined = {join.definitions[0] for s in spread   # a header's prototype and its definition, written
                  if (join := self.declarations.of(self.table_of(s), s)) is not None and join.resolved}  # apart
        return [s for s in spread if s not in joined]

    @cached_property
    def _platform_headers(self) -> frozenset[str]:
        """C++ headers that define a type another header of their folder defines too: one per platform,
        each included under its own ``#if`` (astc-encoder's vecmathlib_sse_4.h and vecmathlib_none_4.h
        both define ``struct vfloat4``; vecmathlib_rvv_n.h defines ``struct vfloat``, which
        vecmathlib.h makes ``using vfloat = vfloat4;`` for the others)."""
        found: dict[tuple[str, str], set[str]] = defaultdict(set)
        for table in self.tables.values():
            if table.lang.name == "cpp" and _header(table.path):
                folder = table.path.rpartition("/")[0]
                for d in table.facts.definitions:
                    if (d.kind == "type" or (d.kind in ("class", "struct") and table.children.get(d.qualname))) \
                            and not d.declaration:
                        found[(folder, d.qualname)].add(table.path)
        return frozenset(path for paths in found.values() if len(paths) > 1 for path in paths)

    def _alternatives(self, target: str) -> list[str]:
        """Other headers' bodies of a global function with ``target``'s parameters: headers included
        under alternative ``#if`` branches (astc-encoder's ``vecmathlib_sse_4.h`` and
        ``vecmathlib_none_4.h`` both define ``hadd_s(vfloat4)``); the build compiles one, the index
        cannot tell which, so every one is a candidate.  Only headers of the target's own folder: a
        copy of the function in another part of the repository (a vendored library, a test helper)
        is a different program's, not an alternative."""
        sym, key = self.symbols[target], overload_key(self._definition(target).signature)
        folder = sym.path.rpartition("/")[0]
        return [s for s in self.namespace_callables("", sym.name) if s != target and _header(s)
                and self.symbols[s].path != sym.path and self.symbols[s].path.rpartition("/")[0] == folder
                and not self._definition(s).declaration and overload_key(self._definition(s).signature) == key]

    def _definition(self, sid: str) -> Definition:
        return self.table_of(sid).def_of[sid]

    def _namespace_member(self, namespace_id: str, name: str) -> str | None:
        """C++: a name another header declares in a namespace the one found does not see (ccache's
        ``util::read_file`` of util/file.hpp, ``util`` found first in util/bitset.hpp, which does
        not include it): the namespace's first definition of ``name`` in the one header that has
        it; ``None`` when none does, or several headers (another program's, a platform's).  With no
        header's, a variable that one source file defines there (i2p's ``RouterContext context;`` in
        RouterContext.cpp, which its header declares ``extern``, unindexed: ``i2p::context.Init()``)."""
        sym = self.symbols[namespace_id]
        if sym.kind != "namespace" or self.table_of(namespace_id).lang.family != FAMILY:
            return None
        headers, sources = self._namespace_names
        found = headers.get((sym.qualname, name)) or sources.get((sym.qualname, name), [])
        return found[0] if found and len({self.symbols[i].path for i in found}) == 1 else None

    @cached_property
    def _namespace_names(self) -> tuple[dict[tuple[str, str], list[str]], dict[tuple[str, str], list[str]]]:
        """What C++ headers define directly in each namespace, and the variables source files define
        there, each by (namespace, name)."""
        headers: dict[tuple[str, str], list[str]] = defaultdict(list)
        sources: dict[tuple[str, str], list[str]] = defaultdict(list)
        for table in self.tables.values():
            if table.lang.family != FAMILY:
                continue
            header = _header(table.path)
            for sid, d in table.def_of.items():
                outer = table.defs.get(d.parent) if d.parent else None
                if outer is not None and outer.kind == "namespace" and (header or d.kind == "variable"):
                    (headers if header else sources)[(outer.qualname, d.name)].append(sid)
        return dict(headers), dict(sources)

    def namespace_callables(self, namespace: str, name: str) -> list[str]:
        """The C-family callables named ``name`` directly in namespace ``namespace``, in any file."""
        return self._namespace_callables.get((namespace, name), [])

    @cached_property
    def _namespace_callables(self) -> dict[tuple[str, str], list[str]]:
        found: dict[tuple[str, str], list[str]] = defaultdict(list)
        for table in self.tables.values():
            if table.lang.family != FAMILY:
                continue
            for sid, d in table.def_of.items():
                outer = table.defs.get(d.parent) if d.parent else None
                if d.kind in CALLABLE_KINDS and outer is not None and outer.kind == "namespace":
                    found[(outer.qualname, d.name)].append(sid)
                elif d.kind in CALLABLE_KINDS and d.parent is None:
                    found[("", d.name)].append(sid)   # the global namespace
        return dict(found)

    def _outside_member(self, table: FileTable, call: CallFact) -> tuple[str, float] | None:
        """A bare call in a method defined outside its class body (C++ ``void Foo::bar()``,
        typed by a hint for the self name) that names a member of that class: class
        scope comes before the enclosing namespaces, as inside the class body.  Also one at the top level
        of a file a method's body includes (:meth:`_includer_member`)."""
        if call.scope is None and table.lang.family == FAMILY and table.path in self.body_includers:
            return self._includer_member(table, call.name)
        if table.enclosing_type(call.scope) is not None or call.scope is None or (
                table.facts.usings and self._block_using(table, call.name, call.scope) is not None):
            return None   # (a using-declaration in the method hides its class's names)
        return self._outside_name(table, call.scope, call.name, 0)

    def _includer_member(self, table: FileTable, name: str) -> tuple[str, float] | None:
        """A bare call at the top level of a file that a method's body includes (Snes9x's ``SMP::op_step``
        includes ``core/oppseudo_read.cpp`` in its ``switch``, whose ``op_io()`` is ``SMP::op_io``): a member
        of that method's class, as in the method itself."""
        for includer, function in self.body_includers[table.path]:
            other = self.tables[includer]
            cls = other.enclosing_type(function)
            if cls is not None and (found := self.find_member(other.id_of[cls], name)[0]) is not None and \
                    self.symbols[found].kind in CALLABLE_KINDS:
                return found, 0.9
            if cls is None and other.defs[function].kind in CALLABLE_KINDS and \
                    (outside := self._outside_name(other, function, name, 0)) is not None:
                return outside
        return None

    def _in_loop(self, table: FileTable, call: CallFact) -> Value | None:
        """The receiver of a call inside a ``for`` loop whose target it is (Python), typed by that
        loop's element hint (``$*xs#e~LAST@scope``: the loop ends at line LAST) when no other
        binding of the name lies between the loop's header and the call: one name reused by
        several loops over containers of different types.  None when that does not apply."""
        assert call.receiver is not None
        loop_names = self._loop_names.get(table.path)
        if loop_names is None:  # only a name some loop binds can qualify: most files have none
            loop_names = self._loop_names[table.path] = frozenset(
                hint.name for hint in table.facts.hints if "~" in hint.type)
        if not loop_names:
            return None
        parts = split_receiver(call.receiver, table.lang.member_separators)
        if parts[0] not in loop_names:
            return None
        found = self.hint_for(table, call.scope, parts[0]) if _WORD.fullmatch(parts[0]) else None
        if found is None or (found[1], parts[0]) not in table.more_hints:
            return None
        lines = self._binding_lines(table).get((found[1], parts[0]), [])
        loops = [(line, text) for line, text in lines if "~" in text and line <= call.line <= int(
            text.rpartition("@")[0].rpartition("~")[2])]
        if not loops:
            return None
        start, text = max(loops)
        if any(start < line <= call.line for line, _ in lines):
            return None  # rebound inside the loop
        value = self.hint_value(table, text, found[1], 1)
        for part in parts[1:]:
            if value.kind in ("unknown", "callable"):
                return None
            value = self._attribute(value, part, 1)
        return value if value.kind != "unknown" else None

    def _binding_lines(self, table: FileTable) -> dict[tuple[str | None, str], list[tuple[int, str]]]:
        """(scope, name) -> the (line, hint text) of each of its bindings, for :meth:`_in_loop`."""
        known = self._lines.get(table.path)
        if known is None:
            known = self._lines[table.path] = {}
            for hint in table.facts.hints:
                known.setdefault((hint.scope, hint.name), []).append((hint.line, hint.type))
        return known

    def _enclosing_member(self, table: FileTable, call: CallFact) -> str | None:
        """The method a bare call names in the innermost enclosing class that has one (its bases
        included): it hides outer classes' methods and statically imported ones."""
        for scope in table.scope_chain(call.scope):
            if scope is not None and table.defs[scope].kind in TYPE_KINDS:
                for cls in self.mro(table.id_of[scope]):
                    found = [i for i in self.members(cls).get(call.name, ()) if self.symbols[i].kind in CALLABLE_KINDS]
                    if found:
                        return found[0]  # a field of that name (Java ``headers`` beside ``headers()``) is no method
        return None

    def _c_items(self, table: FileTable, scope: str | None, head: str, cls_id: str | None, depth: int) -> Value | None:
        """What ``name[i]`` takes out per the ``name[]`` hint of a local, parameter or field in scope,
        or of a field named bare that is declared in another file (a method defined out of line,
        a base class); ``None`` without one."""
        element = self.hint_for(table, scope, head)
        if element is not None:
            return self.typed(table, element[1], head, depth + 1)
        if table.lang.name == "cpp" and head.count("[") == 1 and (items := self._called_items(
                table, scope, head[:-2], depth)) is not None:
            return items
        if not table.lang.implicit_members or scope is None:
            return None
        name = head.partition("[")[0]   # (``rows_[][]``: an element's element, per a ``rows_[][]`` hint)
        field = self.find_member(cls_id, name)[0] if cls_id is not None else \
            self._outside_field(table, scope, name, depth)
        sym = self.symbols.get(field) if field is not None else None
        if sym is None or sym.kind != "field":
            return None
        owner, parent = self.tables[sym.path], sym.qualname.rpartition(".")[0]
        return self.typed(owner, parent, head, depth + 1) if (parent, head) in owner.hints else None

    def _called_items(self, table: FileTable, scope: str | None, name: str, depth: int) -> Value | None:
        """What ``name[i]`` takes out of an ``auto`` local initialised by a call whose result the callee writes as a
        standard container (Uncrustify's ``const auto &groups = get_option_groups();``, a
        ``std::vector<uncrustify::OptionGroup *>``: an ``OptionGroup``); None else."""
        own = self.hint_for(table, scope, name)
        if own is None or not own[0].startswith("()") or (own[1], name) in table.more_hints:
            return None
        item = std_element(self._result_text(table, own[0][2:], own[1]), sequence=True)
        value = self._element_instance(table, item, own[1], depth) if item else None
        return value if value is not None and value.kind == "instance" else None

    def _taken(self, table: FileTable, scope: str | None, expr: str, head: str, cls_id: str | None,
               depth: int) -> Value | None:
        """What an element accessor (``v.back()``, ``v->at(i)``) of a container named ``head`` gives, per
        its ``head[]`` hint or its declaration as a pointer to a standard container; None when not known."""
        taken = self._c_items(table, scope, head + "[]", cls_id, depth)
        arrow = expr.startswith("->", len(head))
        if taken is not None and taken is not CYCLE and taken.kind == "instance" and arrow and \
                self.evaluate(table, head, scope, depth + 1).ref == taken.ref:
            taken = None   # SOCI's ``pool_->at(i)`` of a ``connection_pool* pool_``: the pointee's own ``at``
        if taken is None and arrow and table.lang.name == "cpp":
            taken = self._pointee_element(table, scope, head, depth)   # ``outputs->emplace_back()``
        return taken

    def _pointee_element(self, table: FileTable, scope: str | None, name: str, depth: int) -> Value | None:
        """What an element accessor of a local or parameter declared as a pointer to a standard container
        returns (osm2pgsql's ``std::vector<expire_output_t>* outputs``: ``outputs->emplace_back()``, an
        ``expire_output_t``); None for any other declaration."""
        own = self.hint_for(table, scope, name)
        written = table.declared_written(own[1], name) if own is not None else ""
        item = std_element(written[:-1].strip()) if written.endswith("*") and written.count("*") == 1 else ""
        return self._element_instance(table, item, own[1], depth) if item and own is not None else None

    def _field_items(self, cls_id: str, name: str, depth: int) -> Value | None:
        """What ``obj.name[i]`` takes out, for a C or C++ field ``name`` of ``obj``'s class (or a base)
        whose declaration gives its elements (a ``name[]`` hint: ``Vector3* mAxes``, ``Node nodes[4]``,
        ``std::vector<Node> nodes``); None without one."""
        field = self.find_member(cls_id, name)[0]
        sym = self.symbols.get(field) if field is not None else None
        if sym is None or sym.kind != "field" or self.tables[sym.path].lang.family != "c-family":
            return None
        owner, parent = self.tables[sym.path], sym.qualname.rpartition(".")[0]
        if (parent, name + "[]") not in owner.hints:
            return None
        value = self.typed(owner, parent, name + "[]", depth + 1)
        return None if value is CYCLE or value.kind == "unknown" else value

    def _c_iterated(self, table: FileTable, name: str, scope: str | None, depth: int, role: str = "e") -> Value:
        """What iterating ``name`` yields (a ``$*name#e`` hint): a field named bare (``for (auto&
        opt : options_)`` in a method defined in another file than its class) or of another object
        (``d->listeners``), the element of the standard sequence or project template of one type
        argument (``List<Item*>``) its declaration writes; a local or parameter, through the alias
        its type names (:meth:`_alias_element`); unknown for another type or no such field.  With
        ``role`` ``k`` or ``v`` (``$*name#k``: ``for (auto& [k, v] : m)``, ``p.first``), the key or
        the value of a standard map's element (or of a sequence of ``std::pair``)."""
        if (called := _ITERATED_CALL.fullmatch(name)) is not None:   # ``for (auto& f : frame->fieldList())``: what
            target = self.callee(table, called.group(1), scope, depth + 1)   # the callee declares it returns
            sym = self.symbols.get(target) if target is not None else None
            if sym is None or sym.kind not in CALLABLE_KINDS:
                return UNKNOWN_RECEIVER
            fitting = self.overloads(sym.id, int(called.group(2))) if called.group(2) else [sym.id]   # (no number:
            found = [self._result_element(sid, depth, role) for sid in fitting]   # ``auto l = f(x); for (i : l)``)
            return found[0] if len({(v.kind, v.ref) for v in found}) == 1 else UNKNOWN_RECEIVER   # (overloads of
            # that arity with other results: the chain names no argument types, ``graph_.getNeighbors(vertex)``)
        parts = split_receiver(name, table.lang.member_separators)
        own = self.hint_for(table, scope, name) if len(parts) == 1 else None
        if own is not None and role != "e":   # ``std::map<K, V> m; for (auto& [k, v] : m)``: as declared
            written = table.declared_written(own[1], name)
            return self._written_element(table, written, own[1], depth, role) if written else UNKNOWN_RECEIVER
        if own is not None and (made := table.hints[(own[1], name)]).startswith("()") and \
                _CALLED.fullmatch(made[2:]) and depth < MAX_TYPE_DEPTH:   # ``auto list = GetList(); for (x : list)``
            return self._c_iterated(table, made[2:] + "()", own[1], depth + 1, role)
        if own is not None:   # ``MP4::AtomList stco; for (auto& atom : stco)``
            return self._alias_element(table, table.hints[(own[1], name)], own[1], depth)
        if len(parts) > 1:   # ``for (auto* l : d->listeners)``: a field of another object
            owner = self.evaluate(table, table.lang.member_separators[0].join(parts[:-1]), scope, depth + 1)
            field, _, _ = self.member(owner, parts[-1]) if owner.kind == "instance" else (None, 0.0, "")
        else:
            field = self.bare_field(table, scope, name, depth)
        if field is None and len(parts) == 1 and role != "e" and depth < MAX_TYPE_DEPTH:
            return self._alias_element(table, name, scope, depth + 1, role)   # ``Map::iterator it``: ``it->second``
        sym = self.symbols.get(field) if field is not None else None
        if field is None or sym is None or sym.kind != "field":
            return UNKNOWN_RECEIVER
        written = self.field_written(field)
        if role != "e" or (not std_element(written, sequence=True) and not held(written)):   # a pair's, a base's
            return self._written_element(self.table_of(field), written, sym.qualname.rpartition(".")[0], depth, role)
        owner_table, parent = self.tables[sym.path], sym.qualname.rpartition(".")[0]
        if (parent, sym.name + "[]") not in owner_table.hints:
            return UNKNOWN_RECEIVER
        items = self.typed(owner_table, parent, sym.name + "[]", depth + 1)
        if len(parts) > 1 and items is not CYCLE and items.kind == "unknown" and depth < MAX_TYPE_DEPTH and \
                (owner_id := owner_table.id_of.get(parent)) is not None and \
                [n for n in template_parameters(self._definition(owner_id).signature + "(")[0] if n] == \
                [owner_table.hints[(parent, sym.name + "[]")]]:   # FlatBuffers' ``struct_def.fields.vec`` of
            prefix = table.lang.member_separators[0].join(parts[:-1])   # ``SymbolTable<FieldDef> fields``, whose
            return self._c_iterated(table, prefix, scope, depth + 1, role)   # ``std::vector<T*> vec``: a FieldDef
        return UNKNOWN_RECEIVER if items is CYCLE else items

    def _result_element(self, target: str, depth: int, role: str) -> Value:
        """What iterating the result callable ``target`` declares yields (``role`` as in :meth:`_c_iterated`)."""
        sym, d = self.symbols[target], self._definition(target)
        written = without_decltype(self, sym, before_parameters(d.signature).rpartition(sym.name)[0])
        return self._written_element(self.table_of(target), written, d.parent, depth, role)

    def _alias_element(self, table: FileTable, written: str, scope: str | None, depth: int,
                       role: str = "e") -> Value:
        """What iterating a value of type ``written`` yields when that names a ``typedef`` or
        ``using`` alias of a standard sequence or of a project template of one type argument
        (``using AtomList = TagLib::List<Atom *>;``: an ``Atom``), or of a standard map (``role``
        ``k`` / ``v``: its key or value), or what its smart pointer's pointee or the alias it names yields; unknown
        else."""
        named = self.evaluate(table, written, scope, depth + 1, type_name=True) if written else UNKNOWN_RECEIVER
        sym = self.symbols.get(named.ref) if named.kind == "type" else None
        if sym is not None and sym.kind in TYPE_KINDS and sym.kind != "type" and role == "e":
            return self._class_element(sym.id, depth)   # ``StringList values``: what its base holds
        if sym is None or sym.kind != "type":
            return UNKNOWN_RECEIVER
        owner = self.tables[sym.path]
        aliased = self._aliased(sym.id)
        if role != "e":
            return self._written_element(owner, aliased, owner.def_of[sym.id].parent, depth + 1, role)
        item = std_element(aliased.strip(), sequence=True) or held(aliased)
        if item:
            return self._element_instance(owner, item, owner.def_of[sym.id].parent, depth)
        return self._written_element(owner, aliased, owner.def_of[sym.id].parent, depth + 1) \
            if depth < MAX_TYPE_DEPTH else UNKNOWN_RECEIVER   # an alias of a smart pointer (mergerfs's ``for (auto&
        # b : *ibranches_)`` of a ``Branches::Ptr``, ``using Ptr = std::shared_ptr<Impl>;``), of another alias

    def _written_element(self, table: FileTable, written: str, scope: str | None, depth: int,
                         role: str = "e") -> Value:
        """What iterating a value of the type ``written`` (in ``table``, ``scope``) yields: the element
        of a standard sequence or project template of one type argument, else of the alias it
        names, or what the class it names derives from (:meth:`_alias_element`); with ``role``
        ``k`` / ``v``, the key or value of a standard map's elements (or of ``std::pair`` ones).  A standard
        smart pointer's are its pointee's (``for (auto& a : *addresses)`` of a ``std::shared_ptr<Addresses>``)."""
        written = written.strip().rstrip("*& ")   # (``std::vector<Address*>* GetList()``: ``*GetList()``'s)
        if (owned := SMART_POINTER.match(written)) is not None:
            written = owned.group(1)
        if role != "e":
            pair = pair_types(written.strip())
            if pair is None:
                named = plain_type(written, words=TYPE_WORDS, chars="&*")
                return self._alias_element(table, named, scope, depth, role) if named and depth < MAX_TYPE_DEPTH \
                    else UNKNOWN_RECEIVER
            return self._element_instance(table, pair[0] if role == "k" else pair[1], scope, depth)
        item = std_element(written.strip(), sequence=True) or held(written)
        if item:
            return self._element_instance(table, item, scope, depth)
        named = plain_type(written, words=TYPE_WORDS, chars="&*")
        return self._alias_element(table, named, scope, depth) if named and depth < MAX_TYPE_DEPTH else \
            UNKNOWN_RECEIVER

    def _element_instance(self, table: FileTable, item: str, scope: str | None, depth: int) -> Value:
        """An instance of the element type ``item`` as a container's declaration writes it (``Item*``,
        ``const Item&``, ``std::unique_ptr<Item>``: an ``Item``; a repository class template with an
        ``operator->``, ``ref_ptr<Item>``, holding an ``Item``), resolved in ``table``'s ``scope``."""
        pointee = SMART_POINTER.match(item)
        element = plain_type(pointee.group(1) if pointee else item, words=TYPE_WORDS, chars="&*")
        inner = held(item) if not element and table.lang.family == FAMILY else ""
        if inner:   # ``std::vector<ref_ptr<Node>>``: a repository smart pointer, reaching a ``Node``
            holder = self.resolve_type(table, plain_type(strip_generics(item), words=TYPE_WORDS, chars="&*"), scope,
                                       depth + 1)
            inside = self.resolve_type(table, plain_type(inner, words=TYPE_WORDS, chars="&*"), scope, depth + 1)
            if holder and inside and self._arrow_class(holder):
                return Value("instance", holder, confidence=0.85, held=inside)
        found = self.resolve_type(table, element, scope, depth + 1) if element else None
        if found and table.lang.family == FAMILY and \
                (pointed := self._aliased_pointee(table, element, scope, found, depth)):
            return Value("instance", found, confidence=0.85, held=pointed)   # PROJ's ``std::vector<IdentifierNNPtr>``
        return Value("instance", found, confidence=0.85) if found else UNKNOWN_RECEIVER

    def _class_element(self, class_id: str, depth: int) -> Value:
        """What iterating an instance of a class yields when it, or a class it derives from, derives
        from a standard sequence or a project template of one type argument (``class StringList :
        public List<String>``: a ``String``), or of a class template whose ``value_type`` is one of its
        parameters (libosmium's ``class TagList : public Collection<Tag, item_type::tag_list>``, ``using
        value_type = TMember;``: a ``Tag``); unknown else."""
        if self.symbols[class_id].kind == "type":
            return UNKNOWN_RECEIVER   # an alias: :meth:`_alias_element` reads it
        for cls in self.mro(class_id):
            table = self.table_of(cls)
            for base in written_bases(self._definition(cls).signature):
                item = std_element(base, sequence=True) or held(base) or self._value_type(table, base, cls)
                found = self._element_instance(table, item, table.def_of[cls].parent, depth) if item else None
                if found is not None and found.kind == "instance":
                    return found
        return self._begun_element(class_id, depth)

    def _value_type(self, table: FileTable, base: str, cls: str) -> str:
        """The argument an instance of a repository class template (``Collection<Tag, item_type::tag_list>``)
        gives the parameter its ``value_type`` alias names (``using value_type = TMember;``), '' else."""
        name = base.partition("<")[0].strip()
        template = self.resolve_type(table, name, table.def_of[cls].parent) if "<" in base else None
        if template is None or self.symbols[template].kind not in ("class", "struct"):
            return ""
        parameters = class_parameters(self._definition(template).signature)
        alias = next((i for i in self.members(template).get("value_type", ()) if self.symbols[i].kind == "type"), None)
        named = self.aliased_text(alias) if alias is not None else ""
        given = instance_arguments(base, name.rpartition("::")[2])
        return given[parameters.index(named)] if named in parameters and len(given) == len(parameters) else ""

    def _begun_element(self, class_id: str, depth: int) -> Value:
        """What iterating an instance of a class yields through the iterator its ``begin()`` returns:
        a standard sequence's, written or through the class's own alias (Pistache's ``FdSet``:
        ``using const_iterator = std::vector<Entry>::const_iterator;``, ``const_iterator begin()
        const``: an ``Entry``), or a pointer's pointee (``Entry* begin()``, or libosmium's ``iterator begin()``
        of ``using iterator = NodeRef*;``); a base's ``begin()`` when the class has none (``WayNodeList``'s,
        of ``NodeRefList``); unknown else."""
        begin = next((i for cls in self.mro(class_id) for i in self.members(cls).get("begin", ())
                      if self.symbols[i].kind in CALLABLE_KINDS), None)
        if begin is None or depth > MAX_TYPE_DEPTH:
            return UNKNOWN_RECEIVER
        owner = self.symbols[begin].parent or class_id
        table, scope = self.table_of(begin), self.symbols[owner].qualname if owner in self.symbols else None
        head = before_parameters(self._definition(begin).signature).rpartition("begin")[0]
        written = " ".join(w for w in head.split()
                           if w not in ("inline", "constexpr", "virtual", "static", "typename", "const"))
        alias = next((i for i in self.members(owner).get(written, ()) if self.symbols[i].kind == "type"), None) \
            if _NAME.fullmatch(written) and owner in self.symbols else None
        if alias is not None:
            written = self._aliased(alias)
        if written.endswith("*"):
            return self._element_instance(table, written, scope, depth)
        container, _, iterator = "".join(written.replace("typename", "").split()).rstrip(";").rpartition("::")
        item = std_element(container, sequence=True) if iterator in ("iterator", "const_iterator") else ""
        return self._element_instance(table, item, scope, depth) if item else \
            self._dereferenced(table, written, scope, depth)

    def _dereferenced(self, table: FileTable, written: str, scope: str | None, depth: int) -> Value:
        """What the ``operator*`` of the repository class ``written`` names (a class's own iterator: GEMMI's
        ``Table::iterator``, whose ``Row operator*()``) returns: an instance of its result's class; unknown
        else."""
        iterator = self.resolve_type(table, "".join(written.split()), scope, depth + 1) if written else None
        deref = next((i for cls in self.mro(iterator) for i in self.members(cls).get("operator*", ())
                      if self.symbols[i].kind in CALLABLE_KINDS), None) if iterator is not None else None
        found = self._result_class(self.symbols[deref], self._definition(deref), depth + 1) if deref else None
        return Value("instance", found, confidence=0.85) if found is not None else UNKNOWN_RECEIVER

    def _namespace_level(self, sid: str) -> bool:
        """Whether a C++ symbol is a namespace or declared directly in one (or in a file)."""
        sym = self.symbols[sid]
        parent = self.symbols.get(sym.parent or "")
        return sym.kind == "namespace" or parent is None or parent.kind == "namespace" or parent.id == sym.path

    def _self_value(self, table: FileTable, scope: str, depth: int) -> Value | None:
        """What the self name (``this``) is in ``scope``, a method defined outside its class body
        (typed by the hint for it); None when it has no such hint."""
        this = next((n for n in sorted(table.lang.self_names) if self.hint_for(table, scope, n)), None)
        return self.evaluate(table, this, scope, depth + 1) if this is not None else None

    def _macro_field(self, table: FileTable, scope: str, name: str, depth: int) -> Value | None:
        """C++: a field that a macro alone on its line in the class body declares (PROJ's
        ``PROJ_OPAQUE_PRIVATE_DATA``, ``std::unique_ptr<Private> d;``; ``FileFacts.usings``' MEMBER_MACRO),
        named bare in a method of the class or a class derived from it: of the type the macro writes,
        read in the class's scope (``d->authority()``: ``AuthorityFactory::Private``)."""
        value = self._self_value(table, scope, depth) if depth < 8 else None
        if value is None or value.kind != "instance":
            return None
        for cls in self.mro(value.ref):
            own = self.table_of(cls)
            qualname = self.symbols[cls].qualname
            for where, kind, macro in own.facts.usings if own.lang.name == "cpp" else ():
                if where != qualname or kind != MEMBER_MACRO:
                    continue
                binding, _, _ = self.lookup(own, macro, None)
                sym = self.symbols.get(binding.id) if isinstance(binding, Sym) else None
                written = macro_fields(sym.signature).get(name) if sym is not None and sym.kind == "constant" else None
                if written:   # a standard owning pointer's or a plain pointer's pointee
                    owned = SMART_POINTER.match(written)
                    pointee = owned.group(1) if owned is not None else written.rstrip("*& ").removeprefix("const ")
                    found = self.hint_value(own, pointee, qualname, depth + 1)
                    return found if found.kind == "instance" else None
        return None

    def bare_field(self, table: FileTable, scope: str | None, name: str, depth: int) -> str | None:
        """The field a C or C++ name written bare in ``scope`` names: a member of the enclosing class
        (or a base), or of the class a method defined outside its body belongs to."""
        cls = table.enclosing_type(scope)
        cls_id = table.id_of.get(cls) if cls else None
        field = self.find_member(cls_id, name)[0] if cls_id is not None else \
            self._outside_field(table, scope, name, depth) if scope is not None else None
        sym = self.symbols.get(field) if field is not None else None
        return field if sym is not None and sym.kind == "field" else None

    def field_written(self, field: str) -> str:
        """What a C or C++ field's declaration writes before its name (``std::shared_ptr<Foo>``)."""
        return self.table_of(field).def_of[field].signature.rpartition(self.symbols[field].name)[0]

    def _outside_field(self, table: FileTable, scope: str, name: str, depth: int) -> str | None:
        """A member named bare in a method defined outside its class body (``mem_`` in C++
        ``void DB::Get() { mem_->Ref(); }``), found through the hint for the self name."""
        found = self._outside_name(table, scope, name, depth)
        return found[0] if found is not None else None

    def _explicit_result(self, table: FileTable, called: str, scope: str | None, depth: int) -> str | None:
        """The class a C++ function template's call with explicit template arguments gives, when
        its result is one of its type parameters (``downCast<const Tr&>(x)``: a ``Tr``;
        ``link_decls.explicit_result``), and the class a cast names."""
        name, _, explicit = called[:-1].partition("<")
        last = name.rpartition("::")[2]
        if (last in NAMED_RESULT and self.callee(table, name, scope, depth) is None) or \
                (last not in NAMED_RESULT and named_result(last)):
            # ``static_cast<const Interval*>(b)->getCentre()``, ``static_pointer_cast<FGTurbine>(e)->f()``: the
            # type it names (a standard factory or smart pointer cast, not one of the repository's own; one
            # named like them, whatever defines it: PROJ's ``nn_dynamic_pointer_cast<Conversion>(op)->f()``)
            written = bare_type(explicit)
            return self.resolve_type(table, written, scope, depth + 1) if written else None
        target = self.callee(table, name, scope, depth)
        sym = self.symbols.get(target) if target is not None else None
        if sym is None or sym.kind not in CALLABLE_KINDS:
            return None
        written = explicit_result(self._definition(sym.id).signature, explicit) or \
            self._explicit_pointee(sym, explicit, depth) or self._explicit_returned(sym, explicit)
        return self.resolve_type(table, written, scope, depth + 1) if written else None

    def _explicit_returned(self, sym: Symbol, explicit: str) -> str:
        """What a function template declared ``auto`` returns where its ``return`` statements give one of its type
        parameters and the call names it (clickhouse-cpp's ``template <typename Derived> auto* As() { return
        static_cast<Derived*>(this); }`` called ``As<DateTimeType>()``: a ``DateTimeType``); '' else."""
        names, after = template_parameters(self._definition(sym.id).signature)
        if not re.search(r"\bauto\b", after.rpartition(sym.name)[0]) or "->" in after:   # (not a trailing result)
            return ""
        table = self.table_of(sym.id)
        texts = table.more_hints.get((sym.qualname, "return")) or [table.hints.get((sym.qualname, "return"), "")]
        returned = {t.removeprefix("const") for t in texts}
        given = [w for w in top_level(explicit) if w]
        name = returned.pop() if len(returned) == 1 else ""
        return bare_type(given[names.index(name)]) if name in names and names.index(name) < len(given) else ""

    def _explicit_pointee(self, sym: Symbol, explicit: str, depth: int) -> str:
        """What a function template's result points to where it is an owning pointer of one of its type
        parameters and the call names that parameter (librime's ``template <class X, class Y> inline an<X>
        As(const an<Y>&)`` called ``As<ConfigMap>(item)``, ``an`` an alias template of ``std::shared_ptr``: a
        ``ConfigMap``); '' else."""
        d = self._definition(sym.id)
        names, after = template_parameters(d.signature)
        holder = _HOLDER_RESULT.fullmatch("".join(after.rpartition(sym.name)[0].split()))
        if holder is None or holder.group(2) not in names or \
                (at := names.index(holder.group(2))) >= len(given := [w for w in top_level(explicit) if w]):
            return ""
        if SMART_POINTER.match(f"{holder.group(1)}<{holder.group(2)}>") is None:
            alias = self.resolve_type(self.table_of(sym.id), holder.group(1), d.parent, depth + 1)
            if alias is None or not self._pointer_alias(alias):
                return ""
        return bare_type(given[at])

    def _injected_class(self, member: str) -> str | None:
        """The class a member found by a class's name stands for: C++'s injected class name (its
        own, or a base's: ``Element`` in ``MkSegment``'s methods) names the class, not its
        constructor; None for any other member."""
        owner = self.symbols[member].parent
        sym = self.symbols.get(owner) if owner is not None else None
        return owner if sym is not None and sym.kind in TYPE_KINDS and \
            sym.own_name == self.symbols[member].name else None

    def _outside_name(self, table: FileTable, scope: str, name: str, depth: int) -> tuple[str, float] | None:
        """``name`` in the class scopes of a method defined outside its class body (typed by the
        hint for the self name): the class's members and its bases', then the classes that
        enclose it, whose nested types and static members it sees bare (marl's
        ``Scheduler::Fiber::current() { Worker::getCurrent(); }``), a class's own name naming it
        (``Config Config::allCores() { return Config(); }``), then the namespaces that enclose
        them, as the calling file sees them (the method may be written outside them)."""
        value = self._self_value(table, scope, depth)
        if value is None:
            return None
        cls = value.ref if value.kind in ("instance", "type") else None
        found, confidence, _ = self.member(value, name)
        if found is not None:
            named = self._injected_class(found)
            return (named, 0.9) if named is not None else (found, confidence)
        while cls is not None and self.symbols[cls].kind in TYPE_KINDS:
            if self.symbols[cls].name == name:
                return cls, 0.9
            enclosing = self.symbols[cls].parent
            if enclosing is not None and self.symbols[enclosing].kind in TYPE_KINDS and \
                    (outer := self.find_member(enclosing, name)[0]) is not None:
                return outer, 0.9
            cls = enclosing
        if cls is None or table.lang.family != FAMILY or self.symbols[cls].kind != "namespace":
            return None
        space = self.symbols[cls].qualname   # ``Matroska::File::save()`` under ``using namespace TagLib;``
        while space:                         # sees ``TagLib::Matroska``'s names, then ``TagLib``'s
            found = self._qualified(table, f"{space}.{name}", scope)
            if found is not None:
                return found, 0.9
            space = space.rpartition(".")[0]
        return None

    def _result_text(self, table: FileTable, callee: str, scope: str | None) -> str:
        """The type a C++ argument ``f(x)`` / ``a.get()`` / ``T(x)`` has as its callee declares it:
        a class or type alias called (a construction or a cast: that type), else the result type
        a function writes when all its overloads write one naming none of their template parameters (BehaviorTree.CPP's
        ``template <typename... SV> std::string StrCat(const SV&...)``: a ``std::string``); '' else."""
        target = self.callee(table, callee, scope, 1)
        sym = self.symbols.get(target) if target is not None else None
        if target is None or sym is None:
            return ""
        if sym.kind in TYPE_KINDS:
            return sym.name
        if sym.kind not in CALLABLE_KINDS or not self.one_result(target):
            return ""
        owner = self.table_of(target)
        d = owner.def_of[target]
        if d.signature.lstrip().startswith("#"):   # a macro whose body is one cast: that type (``cfamily``)
            return d.returns
        siblings = owner.children.get(owner.defs[sym.qualname].parent, {}).get(sym.name, [target])
        name = sym.own_name   # (``bodyPart.getHeader`` for a member defined out of its class's file)
        written = {_fixed_result(owner.def_of[o].signature, name) for o in siblings if o in owner.def_of} | \
            {_fixed_result(d.signature, name)}
        return written.pop() if len(written) == 1 else ""   # overloads returning different types: unknown

    def _initialised(self, table: FileTable, call: CallFact) -> tuple[str | None, float] | None:
        """What an initialiser of a constructor defined out of line calls (``CallFact.initialiser``):
        its own class, with the confidence of ``this``, for a delegating constructor (``ExeName(
        std::string&) : ExeName()``); (None, 0.0) for a class's name, resolved as any call; None
        for a member's (``quote_(0)``), which is no call."""
        if (call.scope or "").rpartition(".")[0].rpartition(".")[2] == call.name:
            own = self.evaluate(table, "this", call.scope)
            if own.kind == "instance" and own.ref is not None:
                return own.ref, own.confidence
        binding, _, _ = self.lookup(table, call.name, call.scope)
        if isinstance(binding, Sym) and self.symbols[binding.id].kind in TYPE_KINDS:
            return None, 0.0
        return None

    def _receiver_value(self, table: FileTable, call: CallFact) -> Value:
        """What a call's receiver denotes.  C and C++: a name before ``::`` is no variable (``uri::f(...)`` beside a
        ``const std::string& uri``: the namespace, aria2's); ``window->valid()`` of a ``ref_ptr<Window>`` is the
        Window's, not the holder's, where the holder declares ``operator->``."""
        value = self._in_loop(table, call) or self.evaluate(table, call.receiver or "", call.scope)
        if table.lang.family != FAMILY:
            return value
        if call.scoped and (value.kind == "instance" or value.reason == "unknown receiver type"):
            return self.evaluate(table, call.receiver or "", call.scope, type_name=True)
        if not call.dot and value.kind == "instance" and value.held and self._arrow_class(value.ref):
            return Value("instance", value.held, confidence=value.confidence * 0.95)
        return value

    def _cpp_member(self, table: FileTable, call: CallFact, value: Value) -> tuple[str | None, float, str] | None:
        """C++: ``call``'s member where the receiver's value has none of its name: through a
        project class's ``operator->`` (``Ref<Shape> s; s->f()``), through an alias of a class
        template's instance (``ParserResult::ok()``: a plain alias may be one of ``#if`` branches the
        index read one of, Jolt's ``using RVec3 = DVec3;`` / ``Vec3``), in a namespace a namespace's
        using-directives nominate (:meth:`_member_seen`), or on the result of the
        overload a chained call resolves to (``m.Multiply3x3(v).Length()``), or on a namespace of the
        receiver's name where a variable of that name has no such member; in what a namespace macro opens
        (:meth:`_macro_namespace`) where a namespace of that name, opened as written, has none."""
        receiver = call.receiver or ""
        if (held := self._through_arrow(table, call.scope, receiver, value)) is not None:
            return self.member(held, call.name)
        if value.kind == "type" and self.symbols[value.ref].kind == "type" and "<" in self._aliased(value.ref) and \
                (aliased := self.aliased(value.ref, 0)) != value.ref:   # (``typedef``, as Alembic's ``IPoints``)
            return self.member(Value("type", aliased, confidence=value.confidence), call.name)
        if value.kind == "type" and self.symbols[value.ref].kind == "namespace" and \
                (nominated := self._member_seen(table, value.ref, call.name)):   # Alembic's ``AbcA::
            return nominated[0], value.confidence * 0.9, ""   # AllocateArraySample``, in ``AbcA``'s versioned namespace
        if value.kind == "type" and self.symbols[value.ref].kind == "namespace" and _NAME.fullmatch(receiver) and \
                (within := self._macro_namespace(table, receiver)) is not None and \
                (found := self.member(within, call.name))[0] is not None:   # libsemigroups' ``fmt::format``: {fmt}'s
            return found   # ``FMT_BEGIN_NAMESPACE`` opens ``fmt``, which forest.hpp also opens for a ``formatter``
        if receiver.endswith(")") and (returned := self._chained_result(table, call)) is not None:
            return self.member(returned, call.name)
        # redis-plus-plus's ``reply::parse<T>(*reply)`` beside a local ``reply``: before ``::`` a name is no
        # variable, and the receiver's text does not say whether ``::`` or ``.`` followed it; only where no
        # variable of the name has a type written (ANTLR's ``dfa::DFA& dfa``: ``dfa.toString()`` is a member's
        # call, whatever the index makes of the class), as an ``auto`` one initialised by a call has not
        hint = self.hint_for(table, call.scope, receiver) if _NAME.fullmatch(receiver) else ("", None)
        if (hint is None or hint[0].startswith("()")) and \
                (space := self._qualified(table, receiver, call.scope)) is not None and \
                self.symbols[space].kind in table.lang.open_scopes:
            found = self.member(Value("type", space, confidence=0.8), call.name)
            return found if found[0] is not None else None
        return None

    def _macro_alias(self, table: FileTable, name: str, scope: str | None) -> str | None:
        """The class an alias that a macro invoked in ``scope``'s namespaces declares names (VulkanSceneGraph's
        ``VSG_value(doubleValue, double)``: ``using doubleValue = Value<double>``; ``scope`` a namespace's
        qualname for ``vsg::vec3Array``), or holds where it is a standard smart pointer (OMPL's
        ``OMPL_CLASS_FORWARD(C)``: ``using C##Ptr = std::shared_ptr<C>``), None else."""
        declared = macro_declared(self, table, name, scope) if self.pastes_declarations else None
        if declared is None:
            return None
        owned = SMART_POINTER.match(declared[2])   # OMPL's ``OMPL_CLASS_FORWARD(SpaceInformation)``: ``using
        written = owned.group(1) if owned is not None else declared[2]   # SpaceInformationPtr = std::shared_ptr<C>``
        return self.resolve_type(declared[0], strip_generics(written), declared[1] or None)

    def _object_const(self, table: FileTable, call: CallFact) -> bool | None:
        """Whether the object a C++ method call runs on is ``const``: ``*this`` in a ``const``
        method for a bare or ``this->`` call; else what the receiver reaches (:meth:`_reaches_const`)."""
        this = self._this_const(table, call)
        if call.receiver is None or call.receiver in table.lang.self_names:
            return this
        return self._reaches_const(table, call, call.receiver, this, 0)

    def _this_const(self, table: FileTable, call: CallFact) -> bool | None:
        """Whether ``*this`` is ``const`` where a C++ call is written (in a ``const`` method); None
        outside a method."""
        scope = next((s for s in table.scope_chain(call.scope)
                      if s is not None and table.defs[s].kind in CALLABLE_KINDS), None)
        method = table.def_of.get(table.scope_id(scope, call.byte)) if scope is not None else None
        return is_const_method(method.signature) if method is not None and method.kind == "method" else None

    def _reaches_const(self, table: FileTable, call: CallFact, expr: str, this: bool | None,
                       depth: int) -> bool | None:
        """Whether what ``expr`` reaches (its value, or what it points to) is ``const``, at
        ``call``'s site: a local or parameter by its declaration there (``FileFacts.constness``),
        a field by its declaration (a value field as the object it is in: ``scope->bodyStart``,
        ``this->m_list``), a call's result by the type the chosen overload returns
        (``tok->astParent()``: ``const Token*`` where ``tok`` is a ``const Token*``); None when not
        known (``auto``, an element, an overload not chosen)."""
        if expr in table.lang.self_names:
            return this
        if depth > 6:
            return None
        flag: str | None = None
        if expr.isidentifier():
            for s in table.scope_chain(call.scope):
                if (s, expr) in table.hints:   # a local, a parameter or a field of the class
                    if (reached := self._pointee_const(table, call, s, expr)) is not None:
                        return reached
                    flag = table.const_at(s, expr, call.line)
                    initial = table.hints[(s, expr)]
                    if flag in ("copy", "refers") and initial.startswith("()") and _CALLED.fullmatch(initial[2:]):
                        return _result_constness(self._initial_result(table, initial[2:], s, depth) or
                                                 self._initialising_result(table, initial[2:], s, expr, call.line),
                                                 flag == "copy")
                    if flag in ("copy", "refers") and (cast := _MEMBER_CAST.fullmatch(initial)) is not None:
                        return _result_constness(self._cast_result(table, call, cast, s, this, depth), flag == "copy")
                    if flag in ("copy", "refers") and (chain := _ALIAS_HINT.fullmatch(initial)) is not None:
                        # ``auto& primes = iterData.primes;``: as const as what it refers to; a copy of a
                        # mutable object is mutable, of a const one not known (a pointer copied points where
                        # the original does)
                        source = self._reaches_const(table, call, chain.group(1), this, depth + 1)
                        return None if flag == "copy" and source else source
                    if flag in ("copy", "refers"):
                        return None
                    if flag in ("mutable", "member") and (held := self._held_const(table, initial, s)) is not None:
                        return held
                    break
            else:
                found, _, _ = self.member(self.evaluate(table, "this", call.scope), expr) \
                    if this is not None else (None, 0.0, "")   # a field, in a method defined out of line
                if found is not None and self.symbols[found].kind == "field":
                    if (reached := self._field_pointee_const(call, found)) is not None:
                        return reached
                    flag = self._field_const(found)
                    owner, field = self.table_of(found), self.table_of(found).def_of[found]
                    if flag == "member" and (held := self._held_const(   # clickhouse-cpp's ``TypeRef type_;`` of
                            owner, owner.hints.get((field.parent, field.name), ""), field.parent)) is not None:
                        return held   # a base in another file, ``using TypeRef = std::shared_ptr<class Type>``
                else:   # a file-level variable an included header declares (fheroes2's ``extern World & world;``)
                    flag = next((self.tables[path].const_at(None, expr, None) for path in self._wildcard_files(table)
                                 if (None, expr) in self.tables[path].hints), None)
            return None if not flag else this if flag == "member" else flag == "const"
        if expr.endswith(")") and (cast := _CAST_EXPRESSION.fullmatch(expr)) is not None:
            pointee = re.sub(r"(?:\s*(?:\*|&|\bconst\b))+$", "", cast.group(1)) if cast.group(1).endswith(
                ("*", "&")) else cast.group(1)   # ``const_cast<Module*>(this)``: the type it writes says
            return (pointee.startswith("const") and not pointee.startswith(("constant", "const_"))) or \
                pointee.endswith("const")   # (receivers are written without spaces: ``constModule``)
        if expr.endswith(")"):
            return self._result_const(table, call, expr)
        head, _, name = _last_member(expr)
        if not head or not name.isidentifier():
            return None
        found, _, _ = self.member(self.evaluate(table, head, call.scope), name)
        if found is None or self.symbols[found].kind != "field":
            return None
        if (reached := self._field_pointee_const(call, found)) is not None:
            return reached
        flag = self._field_const(found)
        if flag == "member":
            return self._reaches_const(table, call, head, this, depth + 1)
        return None if not flag else flag == "const"

    def _pointee_const(self, table: FileTable, call: CallFact, scope: str | None, name: str) -> bool | None:
        """C++: :meth:`_arrow_const` of a field of the class ``scope`` or a parameter of the function ``scope``
        (``const ref_ptr<Window>& window``), as its declaration writes it; None for a local or another name."""
        d = table.defs.get(f"{scope}.{name}" if scope else name)
        if d is not None and d.kind == "field" and d.parent == scope:
            return self._field_pointee_const(call, table.id_of[d.qualname])
        d = table.def_of.get(table.scope_id(scope, call.byte)) if scope is not None else None
        if d is None or d.kind not in CALLABLE_KINDS or (scope, f"{name}[]") not in table.hints:
            return None
        at = parameters_open(d.signature)
        return self._arrow_const(call, self.typed(table, scope, name, 1),
                                 _held_written(d.signature[at:], name) if at >= 0 else None)

    def _field_pointee_const(self, call: CallFact, field: str) -> bool | None:
        """C++: :meth:`_arrow_const` of a field, as its declaration writes it."""
        owner, d = self.table_of(field), self.table_of(field).def_of[field]
        if (d.parent, f"{d.name}[]") not in owner.hints or (d.parent, d.name) not in owner.hints:
            return None
        return self._arrow_const(call, self.typed(owner, d.parent, d.name, 1), _held_written(d.signature, d.name))

    def _arrow_const(self, call: CallFact, value: Value, held: str | None) -> bool | None:
        """Whether the object a call reaches through a repository class template's one ``operator->`` is ``const``:
        as the instance's first argument is written (VSG's ``ref_ptr<const vec3Array> vertices``: ``const``;
        ``ref_ptr<Framebuffer> framebuffer``, a field in a ``const`` method or a ``const ref_ptr<T>&``: not, its
        ``T* operator->() const`` gives a mutable object; one whose result is written ``const`` a ``const`` one:
        Assimp's ``Lazy<T>``); None when the value is no instance of such a class, the call names one of its own
        members (``p.reset()``) or its declaration is not read."""
        if held is None or value.kind != "instance" or self.find_member(value.ref, call.name)[0] is not None:
            return None
        arrows = {sid for owner in (value.ref, *self.mro(value.ref))
                  for sid in self.members(owner).get("operator->", []) + self.members(owner).get("operator ->", [])}
        if len(arrows) != 1:
            return None
        result = self._definition(next(iter(arrows))).signature.partition("operator")[0]
        return re.search(r"\bconst\b", result) is not None or re.match(r"const\b", held) is not None

    def _held_const(self, table: FileTable, written: str, scope: str | None) -> bool | None:
        """Whether what a value of type ``written`` points to is ``const``, where ``written`` names an
        alias of a standard smart pointer (MaterialX's ``using ConstElementPtr = shared_ptr<const
        Element>;``: its ``->`` reaches a ``const Element``, whatever the pointer's own constness);
        None when it names no such alias."""
        if "*" in written:
            return None
        aliased = template_alias(self, table, scope, written)
        owning = SMART_POINTER.match(aliased) if aliased != written else None
        return owning.group(1).startswith("const") if owning is not None else None

    def _field_const(self, field_id: str) -> str | None:
        """A field's declared constness (by class qualname and name, in its own file's table)."""
        field = self.table_of(field_id).def_of[field_id]
        return self.table_of(field_id).const_at(field.parent, field.name, None)

    def _chain_target(self, table: FileTable, call: CallFact, expr: str) -> Symbol | None:
        """The function the call of ``call``'s chain (same first byte) just before it resolves to,
        when ``expr`` (its receiver, or a part of it) ends with that call: ``tok->astParent()`` of
        ``tok->astParent()->next()``; None when unresolved or no function.  Memoised."""
        before = [c for c in table.calls_by_byte.get(call.byte, ()) if (c.line, c.column) < (call.line, call.column)]
        inner = max(before, key=lambda c: (c.line, c.column)) if before else None
        if inner is None or not _called_last(expr, inner.name):
            return None
        key = (table.path, inner.byte, inner.line, inner.column)
        if key not in self._chain_targets:
            edge, _ = self._resolve_call(table, inner)
            sym = self.symbols.get(edge.dst) if edge.resolved and edge.dst is not None else None
            self._chain_targets[key] = sym if sym is not None and sym.kind in ("function", "method") else None
        return self._chain_targets[key]

    def _chain_result(self, table: FileTable, call: CallFact, expr: str) -> tuple[str, str] | None:
        """The result type written by the function the chain call ending ``expr`` resolves to
        (:meth:`_chain_target`), with the id of the class it names; None when it is a template, a
        smart pointer or names no class (``BodyType&``: a type parameter)."""
        sym = self._chain_target(table, call, expr)
        if sym is None:
            return None
        written = written_result(self, sym)
        plain = written.removeprefix("const").rstrip("&*")
        if not plain or "<" in plain or "&&" in written or plain.endswith("const"):
            return None
        cls = self.resolve_type(self.table_of(sym.id), plain, self._definition(sym.id).parent)
        return (written, cls) if cls is not None else None

    def _chained_result(self, table: FileTable, call: CallFact) -> Value | None:
        """C++: what the call ending ``call``'s receiver returns, per the overload that call
        resolves to (``m.Multiply3x3(v)`` returns a ``Vec3`` or a ``Mat44`` by its argument), when
        the receiver's value alone does not have ``call``'s name."""
        result = self._chain_result(table, call, call.receiver or "")
        return Value("instance", result[1], confidence=0.85) if result is not None else None

    def _cast_result(self, table: FileTable, call: CallFact, cast: re.Match[str], scope: str | None,
                     this: bool | None, depth: int) -> str:
        """The result a member template called with an explicit argument writes (MiniZinc's ``auto* vdi =
        i->dynamicCast<VarDeclI>()``), of its overload the receiver's constness chooses (``T* dynamicCast()``
        for a mutable ``Item* i``, ``const T* dynamicCast() const`` for a ``const`` one); '' when not known or
        the result names a type parameter of the class."""
        receiver, name = cast.group(1), cast.group(2)
        const = self._reaches_const(table, call, receiver, this, depth + 1)
        value = self.evaluate(table, receiver, scope, depth + 1) if const is not None else UNKNOWN_RECEIVER
        if value.kind != "instance":
            return ""
        members = [m for m in self.members(value.ref).get(name, ()) if self.symbols[m].kind == "method" and
                   "static" not in before_parameters(self._definition(m).signature).split()]
        chosen = [m for m in members if is_const_method(self._definition(m).signature) == const] or \
            ([m for m in members if is_const_method(self._definition(m).signature)] if not const else [])
        signature = self._definition(chosen[0]).signature if len(chosen) == 1 else ""
        written = _template_result(signature, name) if template_head(signature) else ""
        held = class_parameters(self._definition(value.ref).signature)
        return written if written.removeprefix("const").rstrip("*&") not in held else ""

    def _initial_result(self, table: FileTable, called: str, scope: str | None, depth: int) -> str:
        """The result type written by the function an ``auto`` local's initialiser calls (a class's name where it
        constructs one), '' when unknown or when its overloads (a class's members, or the functions of one name in
        its namespace) write different ones (Cppcheck's ``Token* front()`` and ``const Token* front() const``: which
        one is called is not weighed here)."""
        target = self.callee(table, called, scope, depth + 1)
        sym = self.symbols.get(target) if target is not None else None
        if sym is not None and sym.kind in TYPE_KINDS and table.lang.name == "cpp":
            return sym.name   # a new object (``auto buffer = memory_buffer();``): of no ``const`` type
        if sym is None or sym.kind not in ("function", "method"):
            return ""
        owner = self.symbols.get(sym.parent or "")
        if owner is not None and owner.kind in TYPE_KINDS:
            siblings = self.members(owner.id).get(sym.name, [sym.id])
        else:   # yoga's free ``Node* resolveRef(YGNodeRef)`` and ``const Node* resolveRef(YGNodeConstRef)``
            home = self.table_of(sym.id)
            siblings = home.children.get(home.def_of[sym.id].parent, {}).get(sym.name, [sym.id])
        results = {written_result(self, self.symbols[i]) for i in siblings if self.symbols[i].kind in CALLABLE_KINDS}
        return results.pop() if len(results) == 1 else ""

    def _initialising_result(self, table: FileTable, called: str, scope: str | None, name: str, line: int) -> str:
        """The result type written by the overload that the call initialising local ``name`` (declared in
        ``scope``, visible at ``line``) resolves to, where its overloads write different ones (yoga's ``auto dst =
        resolveRef(dstNode);`` of ``Node* resolveRef(YGNodeRef)`` and ``const Node* resolveRef(YGNodeConstRef)``):
        the one call of that name on the declaration's line; '' else."""
        first = table.declared_line(scope, name, line)
        word = split_receiver(called, table.lang.member_separators)[-1]
        calls = [c for c in table.calls_by_line.get(first, ()) if c.name == word] if first is not None else []
        if len(calls) != 1 or (self._initialising_depth > 4):
            return ""
        self._initialising_depth += 1
        try:
            edge, _ = self._resolve_call(table, calls[0])
        finally:
            self._initialising_depth -= 1
        sym = self.symbols.get(edge.dst) if edge.resolved and edge.dst is not None else None
        return written_result(self, sym) if sym is not None and sym.kind in CALLABLE_KINDS else ""

    def _result_const(self, table: FileTable, call: CallFact, expr: str) -> bool | None:
        """Whether what the call ending ``expr`` returns (or points to) is ``const``, per the result
        type written by the overload that call resolves to (``const Token* astParent() const``)."""
        result = self._chain_result(table, call, expr)
        if result is None and table.lang.name == "cpp" and (sym := self._chain_target(table, call, expr)):
            written = written_result(self, sym)
            if (owned := SMART_POINTER.match(written)) is not None:
                return owned.group(1).startswith("const")   # VMime's ``shared_ptr <header> getHeader()``: a mutable
                # ``header`` (and ``shared_ptr <const header>`` a const one)
            signature = self._definition(sym.id).signature
            explicit = _explicit_arguments(expr, sym.name) if not written and template_head(signature) else ""
            if explicit and "const" not in explicit:   # MiniZinc's ``template <class T> T* cast()`` called as
                written = _template_result(signature, sym.own_name)   # ``cast<VarDeclI>()``
            owner = self.symbols.get(sym.parent or "")
            held = class_parameters(self._definition(owner.id).signature) if owner is not None and \
                owner.kind in TYPE_KINDS and not explicit else ()
            if written.endswith(("*", "&")) and "&&" not in written and "<" not in written and \
                    not written.startswith(("auto", "decltype")) and written.removeprefix("const").rstrip("*&") \
                    not in held:   # (``BodyType& GetBody()``: as the class template's argument is; aria2's ``const
                return written.startswith("const")   # std::shared_ptr<FileEntry>&``: a mutable ``FileEntry``)
        return None if result is None else result[0].startswith("const")   # ``Token const*``: ``constToken*``

    def resolve_call(self, table: FileTable, call: CallFact) -> tuple[Edge, list[Edge]]:
        """The primary edge of a call site, plus candidate edges; all at the call's line and column."""
        self._site = (table.path, call.line, call)
        if table.lang.name == "cpp":   # ``mat.Get(AI_MATKEY_NAME, name)``: the macro's values are arguments
            call = spread_arguments(self, table, call)
        try:
            primary, candidates = self._resolve_call(table, call)
        finally:
            self._site = None
        for edge in (primary, *candidates):
            edge.col = call.column
        return primary, candidates

    def _bare_target(self, table: FileTable, call: CallFact, rooted: bool) -> tuple[str | None, float, str]:
        """What a call without a receiver (or C++'s ``::f()``, ``rooted``) names: the name in
        scope, or the enclosing class's member where the language looks there first or
        implicitly; (target, confidence, why there is none)."""
        lang = table.lang
        target: str | None = None
        reason = ""
        binding, confidence, _ = self.lookup(table, call.name, None if rooted else call.scope)
        member = self._enclosing_member(table, call) if lang.members_first and not call.is_new \
            and not rooted and not (table.facts.usings and call.scope is not None and
                                    self._block_using(table, call.name, call.scope) is not None) else None
        if member is not None:
            binding, confidence = Sym(member), 0.95
        if binding is None and lang.implicit_members and not rooted:
            cls = table.enclosing_type(call.scope)
            if cls is not None:
                target, _ = self.find_member(table.id_of[cls], call.name)
                confidence = 0.9 if target else 0.0
                if target is None and self.has_external_base(table.id_of[cls]):
                    reason = "external base"
        if isinstance(binding, Sym) and lang.family == "c-family" and self._foreign_only(table, call, binding.id):
            binding, reason = None, "another platform's"   # ZLToolKit's ``#if defined(_WIN32)`` / ``int close(...)``
        if isinstance(binding, Sym):
            target = binding.id
        elif isinstance(binding, External):
            reason = "external"
        elif isinstance(binding, Module):
            target = self.module_main(binding)
            reason = "" if target else "module called"
        elif target is None and not reason:
            reason = "builtin" if call.name in lang.builtins else "not found"
        if reason == "not found" and lang.name == "cpp" and not rooted and call.arg_texts and \
                (found := self._argument_dependent(table, call)) is not None:
            target, confidence, reason = found, 0.9, ""
        if target is not None and lang.family == "c-family" and call.name in lang.builtins and not rooted and \
                self._systems(table, target):
            target, reason = None, "builtin"
        return target, confidence, reason

    def _systems(self, table: FileTable, target: str) -> bool:
        """Whether a call from ``table``'s file to a function of a standard name is the system's, not the repository
        function ``target``: a declaration, or a platform's stand-in in a file the caller does not see (libuv's
        win/snprintf.c); not a definition the caller's file sees (Turbo Vision's ``constexpr int max(int, int)``
        of util.h), unless a feature test's fallback (libzmq's ``#ifndef HAVE_STRNLEN``: a build on a system
        that has it leaves it out) or a macro of another file (physfs' ``#define malloc(x) Do not use malloc()
        directly.``, which the caller ``#undef`` s; curl's ``#  define ioctl(x, y, z) ioctlsocket(...)`` for
        MS-DOS)."""
        sym, definition = self.symbols[target], self._definition(target)
        if "." in sym.qualname:
            return False
        if definition.declaration or sym.qualname in self.tables[sym.path].fallbacks:
            return True
        return sym.path != table.path and (sym.path not in self._wildcard_files(table) or
                                           DEFINE.match(definition.signature) is not None)

    def _argument_dependent(self, table: FileTable, call: CallFact) -> str | None:
        """C++'s argument-dependent lookup, for a bare call that ordinary lookup does not find: the function
        of its name in the namespace of an argument's repository class or of one of its bases (Corrade's
        ``arrayAppend(out, number)`` in ``Utility::String``, ``out`` a ``Containers::Array<std::uint32_t>``:
        ``Containers::arrayAppend``), an argument that is a call's result by the class its callee returns,
        when exactly one of the namespaces the arguments' classes lead to has one; a friend function defined in
        such a class counts as one of its namespace's ({fmt}'s ``add_compare(numerator, *upper, denominator)``, of
        ``friend auto add_compare(const bigint&, const bigint&, const bigint&)`` in ``class bigint``); None else."""
        spaces: set[str] = set()
        friends: set[str] = set()
        for text, written in zip(call.arg_texts or (), argument_types(self, table, call), strict=False):
            named = _TYPE_HEAD.match(written)
            cls = self.resolve_type(table, named.group(1), call.scope) if named is not None else None
            if cls is None and text.startswith("()") and (inner := called_at(self, table, text.partition("@")[2])):
                d = self._definition(inner.id)   # a call's result, as its callee's scope names it (jitasm's
                cls = self.resolve_type(self.tables[inner.path], d.returns, d.parent) if d.returns else None
                # ``Dummy(R(var), zax)``: ``detail::R`` returns an ``Opd``, ``detail::Opd`` where it is declared)
            if cls is not None and cls in self.symbols:   # its bases' namespaces too (jitasm's ``R(src)`` of an
                spaces.update(self._namespace_of(base) for base in self.mro(cls))   # ``XmmReg``, a ``detail::Opd``)
                friends.update(f for base in self.mro(cls) for f in self.members(base).get(call.name, ())
                               if "friend" in self._definition(f).decorators)   # {fmt}'s ``add_compare``
        spaces.discard("")
        found = {f for space in sorted(spaces) if (f := self._qualified(table, f"{space}.{call.name}", None))
                 is not None and self.symbols[f].kind in CALLABLE_KINDS}
        by_name = {self.symbols[f].qualname: f for f in sorted(friends, reverse=True)}   # (one of its overloads)
        found |= set(by_name.values())
        if len(found) > 1:   # (a namespace's function and a friend: those taking that many arguments)
            found = {f for f in found if any(self._takes(o, call.args) for o in self.overloads(f, call.args))}
        return found.pop() if len(found) == 1 else None

    def _namespace_of(self, cls: str) -> str:
        """The qualified name of the namespace a repository type is declared in, '' when none (or no type)."""
        owner = self.symbols.get(cls)
        if owner is None or owner.kind not in TYPE_KINDS:
            return ""
        while owner is not None and owner.kind != "namespace":
            owner = self.symbols.get(owner.parent or "")
        return owner.qualname if owner is not None else ""

    def _foreign_only(self, table: FileTable, call: CallFact, target: str) -> bool:
        """Whether ``target`` is a function only another platform's branch defines, called from outside such
        functions of its file (POCO's Windows-only ``HandleGuard`` calls its own ``close()``: kept), or a
        declaration whose every definition is such a function (fio's ``os/windows/posix/include/sys/mman.h``
        ``mmap``, defined only in its Windows-only ``os/windows/posix.c``)."""
        home = self.tables[self.symbols[target].path]
        if self.symbols[target].qualname in home.foreign_only:
            return not (home is table and any(s in home.foreign_only for s in table.scope_chain(call.scope)
                                              if s is not None))
        join = self.declarations.of(home, target) if home.def_of.get(target) is not None and \
            home.def_of[target].declaration else None
        return join is not None and all(self.symbols[d].qualname in self.table_of(d).foreign_only and
                                        self.table_of(d) is not table for d in join.definitions)

    def _fitting(self, table: FileTable, call: CallFact, target: str) -> list[str] | str:
        """The overloads of ``target`` that a call's arguments fit: by their static types (Java),
        by arity, then in C++ not a deleted one, by explicit template arguments, the object's constness, the
        arguments' types as far as they are known and rvalue arguments; a string says why none
        is called (the edge's reason)."""
        chosen, among = self.by_argument_types(table, call, target)  # Java: the arguments' types decide
        fitting = [chosen] if chosen is not None else among if len(among) > 1 else self.overloads(target, call.args)
        if not among and call.arg_types is not None and self.no_fit_outside(target, call.args):
            return "external base"
        if not fitting and table.lang.name != "cpp":
            fitting = [target]   # a C caller: its arguments may be macros the grammar miscounts
        elif not fitting:
            return "no overload fits"
        if table.lang.family == FAMILY:   # one only another platform defines by none here; if all are, none
            here = [f for f in fitting if not self._foreign_only(table, call, f)]   # (libopenmpt's ``mpt::round``,
            if not here:   # defined only under ``#if MPT_OS_DJGPP``: ``std::round`` here)
                return "another platform's"
            fitting = here
        if len(fitting) > 1 and table.lang.family == FAMILY:   # a deleted overload is chosen only by code that fails
            fitting = [f for f in fitting if not _DELETED.search(self._definition(f).signature)] or fitting
        if len(fitting) > 1 and table.lang.name == "cpp" and call.receiver is None:
            fitting = self._specialisation_members(table, call, fitting) or fitting
        if len(fitting) > 1 and call.template_args:   # ``f<int>(x)``: only a template takes that
            fitting = [f for f in fitting if template_head(self._definition(f).signature)] or fitting
        elif len(fitting) > 1 and call.args == 0 and table.lang.family == FAMILY:   # ``Pop()``: no template that
            fitting = [f for f in fitting if not needs_template_arguments(self._definition(f).signature)] or fitting
            # deduces nothing from no arguments
        elif len(fitting) > 1 and table.lang.family == FAMILY:   # nor, given arguments, one none of them deduces
            fitting = [f for f in fitting if (self.symbols[f].kind != "function" and
                                              not own_template(self._definition(f).signature)) or
                       not undeducible(self._definition(f).signature, self.symbols[f].name)] or fitting
        if table.lang.family != FAMILY:
            return fitting
        picked = self._by_arguments(table, call, fitting) if len(fitting) > 1 else fitting
        seen = self._visible(table, call, picked) if table.lang.name == "cpp" else picked
        kept = picked if seen == picked else self._by_arguments(table, call, seen) if len(seen) > 1 else seen
        return self._directed(table, call, fitting) or kept if kept and table.lang.name == "cpp" else kept

    def _specialisation_members(self, table: FileTable, call: CallFact, fitting: list[str]) -> list[str]:
        """C++: of the constructors of a class template's partial specialisations (one class to the index), those of
        the specialisation whose numbers the called alias's instance gives (Manifold's ``vec3(p, b)``, ``using vec3 =
        la::vec<double, 3>``: ``vec<T, 3>``'s, not ``vec<T, 2>``'s); [] where that cannot be told."""
        instance = QUALIFIED_INSTANCE.fullmatch(self._argument_instance(table, call.scope, call.name))
        given = top_level(instance.group(2)) if instance is not None else []
        if not any(g.isdigit() for g in given):
            return []
        kept = []
        for sid in fitting:
            wanted = self._specialised_for(sid)
            if wanted is None or len(wanted) != len(given):
                return []
            if not any(w.isdigit() and g.isdigit() and int(w) != int(g) for w, g in zip(wanted, given, strict=True)):
                kept.append(sid)
        return kept

    def _specialised_for(self, sid: str) -> list[str] | None:
        """The arguments of the partial specialisation whose body defines member ``sid`` (``template <class T> struct
        vec<T, 2> { ... }``: ``T``, ``2``); None when no specialisation's body holds it."""
        sym, table = self.symbols[sid], self.table_of(sid)
        owner = self.symbols.get(sym.parent or "")
        if owner is None:
            return None
        for d in table.def_of.values():
            if d.qualname == owner.qualname and d.kind in ("class", "struct") and \
                    d.span.start_byte <= sym.span.start_byte < d.span.end_byte:
                head = re.search(rf"\b(?:class|struct)\s+{re.escape(owner.name)}\s*<(.+)>\s*(?::[^:]|$)",
                                 d.signature.strip(), re.DOTALL)
                return top_level("".join(head.group(1).split())) if head is not None else None
        return None

    def _directed(self, table: FileTable, call: CallFact, fitting: list[str]) -> list[str]:
        """C++: the one function a ``using namespace`` directive of the calling file brings beside global ones
        (``fitting``, of the call's name and arity) that the call's arguments pick over them: unqualified lookup
        finds both (libfive's ``_union(Tree(a), Tree(b))`` in the file's own ``_union(libfive_tree,
        libfive_tree)``, under ``using namespace libfive;``); [] else."""
        spaces = [space for scope, name, space in table.facts.usings or () if scope is None and name == "*"]
        if not spaces or call.receiver is not None or not call.arg_texts or \
                any(self._definition(f).parent is not None for f in fitting):
            return []

        directed = self._declared_once([sid for space in spaces for sid in self.namespace_callables(space, call.name)
                                        if sid not in fitting and self._takes(sid, call.args)])
        known = argument_types(self, table, call) if directed else []
        objects = [at for at, written in enumerate(known) if self._object_argument(table, call.scope, written)]
        widened = [sid for sid in [*fitting, *directed] if not any(   # (an object of a class without conversion
            self._pointer_parameter(sid, at) for at in objects)]   # operators converts to no pointer)
        widened = self._by_arguments(table, call, widened) if len(widened) > 1 else widened
        return widened if len(widened) == 1 and widened[0] in directed else []

    def _object_argument(self, table: FileTable, scope: str | None, written: str) -> bool:
        """Whether a C++ argument type is an object (not a pointer, nor an alias of one) of a repository class
        without conversion operators."""
        plain = written.removeprefix("const").rstrip("&")
        binding = self.lookup(table, plain, scope)[0] if plain.isidentifier() else None
        alias = self.symbols.get(binding.id) if isinstance(binding, Sym) else None
        return bool(plain) and not plain.endswith("*") and not (
            alias is not None and alias.kind == "type" and "*" in self._aliased(alias.id)) and \
            self._unconverted_class(table, scope, written)

    def _pointer_parameter(self, sid: str, at: int) -> bool:
        """Whether parameter ``at`` of callable ``sid`` is a pointer, as written or through an alias (libfive's
        ``typedef struct libfive_tree_* libfive_tree;``), not one to a function."""
        params = parameter_types(self._definition(sid).signature)[:-1]
        plain = params[at].removeprefix("const").rstrip("&") if at < len(params) else ""
        if plain.endswith("*") or not plain.isidentifier():
            return plain.endswith("*") and "(" not in plain
        table = self.table_of(sid)
        binding = self.lookup(table, plain, table.def_of[sid].parent)[0]
        alias = self.symbols.get(binding.id) if isinstance(binding, Sym) else None
        aliased = self.aliased_text(alias.id) if alias is not None and alias.kind == "type" else ""
        return aliased.endswith("*") and "(" not in aliased

    def _visible(self, table: FileTable, call: CallFact, ids: list[str]) -> list[str]:
        """C++: of namespace functions spread over several headers, those the calling file sees (its
        own, or in a file it includes), each in place of its twins (the same function defined in other
        headers, which stand for other platforms: Highway's ``BitCast(D, Vec256<FromT>)`` of x86_256-inl.h
        and of wasm_256-inl.h) when it sees exactly one of them; ``ids`` when it sees none, and in a
        function template that passes an argument of a type it depends on (lookup then happens where
        the template is used, which may see another platform's)."""
        if not any(self._twins(sid) for sid in ids) or self._dependent(table, call):
            return ids
        seen = [self._seen(table, [sid, *self._twins(sid)]) for sid in ids]
        if not any(seen):
            return ids
        return list(dict.fromkeys(found[0] if len(found) == 1 else sid for sid, found in zip(ids, seen, strict=True)
                                  if found))

    def platform_twins(self, table: FileTable, call: CallFact, target: str) -> list[str]:
        """C++: ``target`` and its twins (:meth:`_twins`) when :meth:`_visible` cannot tell which of
        them the call reaches (the build compiles one, the index cannot know which); [] else."""
        group = [target, *self._twins(target)]
        if len(group) == 1:
            return []
        return [] if len(self._seen(table, group)) == 1 and not self._dependent(table, call) else group

    def _seen(self, table: FileTable, ids: list[str]) -> list[str]:
        """Those of ``ids`` defined in the calling file or a file it includes."""
        near = self.declarations.included_by(table.path) | {table.path}
        return [t for t in ids if self.symbols[t].path in near]

    def _dependent(self, table: FileTable, call: CallFact) -> bool:
        """Whether a call in a function template passes an argument whose type is unknown or names
        one of the template's type parameters."""
        d = table.defs.get(call.scope or "")
        names = [n for n in template_parameters(d.signature)[0] if n] if d is not None else []
        if not names:
            return False
        pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, names)) + r")\b")
        return any(not t or pattern.search(t) for t in argument_types(self, table, call))

    def _twins(self, sid: str) -> tuple[str, ...]:
        """Other headers' bodies of namespace function ``sid`` with its parameters (:func:`overload_key`)."""
        known = self._twin_ids.get(sid)
        if known is None:
            sym, d = self.symbols[sid], self._definition(sid)
            outer = self.symbols.get(sym.parent or "")
            namespace = outer.qualname if outer is not None and outer.kind == "namespace" else \
                "" if outer is None or outer.id == sym.path else None
            key = overload_key(d.signature) if namespace is not None and not d.declaration and _header(sid) else None
            known = self._twin_ids[sid] = () if key is None else tuple(
                t for t in self.namespace_callables(namespace or "", d.name)
                if self.symbols[t].path != sym.path and _header(t) and not self._definition(t).declaration
                and overload_key(self._definition(t).signature) == key)
        return known

    def _by_arguments(self, table: FileTable, call: CallFact, fitting: list[str]) -> list[str]:
        """C++: the overloads among ``fitting`` the call's object and arguments choose, as far as they are known."""
        if len(fitting) > 1:  # C++: ``const`` and non-``const`` overloads
            fitting = by_constness(fitting, self._definition, self._object_const(table, call),
                                   call.receiver is None or _NAME.fullmatch(call.receiver) is not None)
            known = argument_types(self, table, call) if len(fitting) > 1 and call.arg_texts else []
            if any(t.startswith(FUNCTION) for t in known):
                known = self._callbacks(fitting, known)
            moved = rvalues(self, table, call) if known and any(   # only an rvalue reference asks (costly)
                p.endswith("&&") for f in fitting for p in parameter_types(self._definition(f).signature)[:-1]) else []
            if len(fitting) > 1 and known and any(STRING.fullmatch(t) for t in known):
                fitting = without_class_pointers(self, fitting, known)   # ``toBigNumber(const Token*)``, for a string
                fitting = without_unmade_from_strings(self, fitting, known)   # ``StringLit(loc, const ASTString&)``
            if len(fitting) > 1 and known:   # TCLAP's ``add(Arg*)``, for an object; AMQP-CPP's ``push(const Frame&)``,
                fitting = without_pointers_for_objects(self, table, call.scope, fitting, known)   # for a smart pointer
                fitting = without_holder_mismatches(self, table, call.scope, fitting, known)
                fitting = by_base_class(self, table, call.scope, fitting, known)   # AMQP-CPP's ``send(const Frame&)``
            if len(fitting) > 1 and known and any(unqualified(t) in ARITHMETIC for t in known):
                fitting = without_unmade_from_numbers(self, fitting, known)   # ``append(const UncText&)``, for a char
            if len(fitting) > 1 and known:   # ``Untie(const std::string&)``, for an ``SGPropertyNode_ptr``
                fitting = without_strings(self, table, call.scope, fitting, known)
            if len(fitting) > 1 and known:   # not ``lstat(const char*, ...)``, for a ``std::filesystem::path``
                fitting = without_pointers_for_paths(self, table, call.scope, fitting, known)
            if len(fitting) > 1 and known and call.arg_texts:   # not ``f(const char*)``, for an ``unsigned``
                fitting = without_pointers_for_numbers(fitting, self._definition, [
                    self._plain_type(table, call.scope, t) for t in known], call.arg_texts)
            if len(fitting) > 1 and known:   # not ``LogPrint(std::stringstream&, T&&)``, for an enumerator
                fitting = without_unbindable(self, table, call.scope, fitting, known)
            if len(fitting) > 1 and call.arg_texts:   # names of numbers spelled as numbers, then as written
                lvalues = [(t.startswith(("$", ".", "*")) and t != "$this") or   # (a cast to a reference too:
                           _CAST_TO_REFERENCE.fullmatch(t) is not None for t in call.arg_texts]   # VSG's ``apply``)
                enums = frozenset(t for t in known if self._unscoped_enum(table, call.scope, t))
                fitting = self._by_texts(table, call.scope, fitting, known, lvalues, moved, enums,
                                         self._base_arguments(table, call, fitting))
            if len(fitting) > 1 and known:   # not ``into(std::vector<T>&)``, for a ``std::string``
                fitting = without_other_containers(fitting, self._definition, known)
            if len(fitting) > 1 and known:   # ``Read(T&)`` or ``Read(Array<T, A>&)``, for an ``Array<Point>``
                made = [k or m for k, m in zip(known, template_results(self, table, call), strict=False)]
                fitting = by_specialisation(fitting, self._definition, made,   # ``into(x)``: an ``into_container``
                                            lambda written: template_alias(self, table, call.scope, written))
            if len(fitting) == 2 and known:   # ``List<T>::append(const T&)`` or ``append(const List<T>&)``
                fitting = element_or_container(self, table, call.scope, fitting, known)
            if len(fitting) == 2 and known:   # ``append(const String&)`` or ``(const StringList&)``, for a string
                fitting = by_converting_constructor(self, table, call.scope, fitting, known)
            if len(fitting) > 1 and known:   # ``apply_ro(GeometryFilter*)`` or ``(CoordinateFilter*)``
                fitting = by_pointer_base(self, table, call.scope, fitting, known)
            if len(fitting) > 1 and known:   # ``f(Scalar, int)`` or ``template <class P, class S> f(P, S)``
                fitting = without_unconvertible(self, table, call.scope, fitting, known)
            if len(fitting) > 1 and known:   # not ``(Presentation<std::string>&, ...)``, for a ``Presentation<V>``
                fitting = without_other_instances(self, table, call.scope, fitting, known)
            if len(fitting) > 1 and known:   # ``write(n, const ref_ptr<T>&)`` or ``(n, Args&...)``, for a ``vec4``
                fitting = without_undeduced(self, table, call.scope, fitting, known)
            if len(fitting) > 1 and call.arg_texts and moved:   # ``push_back(const T&)`` or ``(T&&)``
                converted = self._temporaries(table, call.scope, fitting, known)
                fitting = by_rvalues(fitting, self._definition, [
                    m or c for m, c in zip(moved, converted, strict=False)], [
                    t.startswith(("$", ".", "*")) and t != "$this" and self._unconverted_class(table, call.scope, k)
                    and not c for t, k, c in zip(call.arg_texts, known, converted, strict=False)])
            if len(fitting) > 1 and call.arg_texts:   # ``use(T&, indicator&)``: not for ``use(x, "t")``
                fitting = without_lvalue_references(fitting, self._definition, lambda: rvalues(self, table, call),
                                                    [t == "constchar*" for t in call.arg_texts])
            if len(fitting) == 2 and known:   # ``use(T&)`` or ``use(const T&)``
                fitting = by_deduced_constness(fitting, self._definition, self._lvalue_constness(table, call, known),
                                               known)
            if len(fitting) > 1:   # ``mul_safe(T, T)`` or ``(T, T, Args&&...)``
                fitting = by_packs(fitting, self._definition, known)
            if len(fitting) > 1 and known:   # ``RuntimeError("...")``: ``(std::string_view)`` or ``(const SV&...)``
                fitting = by_forwarding_pack(fitting, self._definition, known)
        return fitting

    def _callbacks(self, ids: list[str], known: list[str]) -> list[str]:
        """``known`` with a function passed by name (:data:`FUNCTION`) kept only where every overload takes a
        pointer to a function through an alias there (MiniZinc's ``FunctionI::builtin_e``), else not known:
        what converts a function to another parameter (Exiv2's ``std::function`` alias) is not weighed."""
        out = list(known)
        for at, written in enumerate(known):
            if written.startswith(FUNCTION) and not all(
                    at < len(params := parameter_types(self._definition(sid).signature)[:-1]) and
                    self._parameter_container(sid, params[at]).startswith(FUNCTION) for sid in ids):
                out[at] = ""
        return out

    def _lvalue_constness(self, table: FileTable, call: CallFact, known: list[str]) -> list[bool | None]:
        """Per argument of a C++ call, whether it is a ``const`` lvalue (a name or a member chain of a
        type known and no pointer, as :meth:`_reaches_const` finds it, a field by the method's
        ``const``; ``*this``, by the method's); None when not known or no lvalue."""
        out: list[bool | None] = []
        this = self._this_const(table, call)
        for written, kind in zip(call.arg_texts or (), known, strict=False):
            lvalue = written.startswith(("$", ".")) and written != "$this" and bool(kind) and \
                not kind.rstrip("&").endswith("*") and _CALLED.fullmatch(written[1:].replace("->", "."))
            out.append(this if written == "*$this" else
                       self._reaches_const(table, call, written[1:], this, 0) if lvalue else None)
        return out

    def _constructed(self, target: str) -> Symbol | None:
        """The class whose constructor ``target`` is, if it is one."""
        sym = self.symbols[target]
        cls = self.symbols.get(sym.parent or "")
        return cls if sym.kind == "method" and cls is not None and cls.kind in TYPE_KINDS and \
            sym.name == cls.own_name else None

    def _implicit_copy(self, table: FileTable, call: CallFact, sym: Symbol) -> str | None:
        """The class ``sym`` itself (its implicit copy constructor) for ``Foo(x)`` whose one argument is a
        ``Foo``, of a class derived from it, or of one converting to it (libebml's ``EbmlId(*Result)``
        of an ``EbmlElement`` with ``operator const EbmlId &() const``), where ``Foo`` declares no
        constructor taking one and none that is a template; None else."""
        if not call.arg_texts:
            return None
        known = argument_types(self, table, call)
        given = self.resolve_type(table, unqualified(known[0]), call.scope) if known and known[0] else None
        if given is None or self.symbols[given].kind not in TYPE_KINDS:
            return None
        name = sym.own_name   # ``class RE2::Set`` defined apart: ``Set``
        for own in self.members(sym.id).get(name, ()):
            low, high = self.table_of(own).arity.get(own, (-1, -1))
            if low > 1 or 0 <= high < 1:
                continue   # takes no one argument (libtins' ``template <typename T, typename U> RawPDU(T, U)``)
            signature = self._definition(own).signature
            first = (parameter_types(signature)[:-1] or ("",))[0]
            if template_head(signature) or unqualified(first).rpartition("::")[2] in (
                    name, self.symbols[given].own_name):
                return None   # a copy or converting constructor of its own, or a template that may take it
        if given == sym.id or sym.id in self.mro(given):
            return sym.id
        conversion = re.compile(rf"operator\s+(?:const\s+)?(?:\w+::)*{re.escape(name)}\s*&?\s*\(")
        return sym.id if any(conversion.match(name) for name in self.conversions(given)) else None

    def plain_type(self, table: FileTable, scope: str | None, written: str) -> str:
        """A C++ type with a name aliasing one number spelled as that number (``FIXP_DBL``: ``int``), else as
        written (a name a build's configuration makes one number or another stays)."""
        arm, meanings = self._arm, self._meanings
        try:
            self._arm = -1
            return self._plain_type(table, scope, written)
        finally:
            self._arm, self._meanings = arm, meanings

    def _plain_type(self, table: FileTable, scope: str | None, written: str) -> str:
        """A C++ type as ``cpp_args`` writes it with a name aliasing a number spelled as that number
        (imgui's ``typedef int ImGuiTableFlags;``: ``ImGuiTableFlags*`` is ``int*``), for overload choice.  A
        name its file aliases once per ``#if`` arm (Assimp's ``ai_real``: ``double``, else ``float``) is spelled
        as the ``self._arm`` th of them, ``self._meanings`` keeping the most any name had, while :meth:`_by_texts`
        tries each (``self._arm`` is -1 else, and such a name stays as written)."""
        match = ALIASED_NAME.fullmatch(written) if written else None
        if match is None or match.group(2) in NUMBER_WORDS:
            return written
        key = (table.path, scope, match.group(2))
        if key not in self._plain_names:
            binding = self.lookup(table, match.group(2), scope)[0]
            sym = self.symbols.get(binding.id) if isinstance(binding, Sym) else None
            self._plain_names[key] = self._number_aliased(sym) if sym is not None and sym.kind == "type" else \
                self._numbered_word(table, scope, match.group(2), 0, "") if sym is not None and \
                sym.kind == "constant" else ()   # (FDK AAC's ``#define LONG INT``)
        meanings = self._plain_names[key]
        self._meanings = max(self._meanings, len(meanings))
        plain = meanings[0] if len(meanings) == 1 else meanings[self._arm] if 0 <= self._arm < len(meanings) else ""
        return (match.group(1) or "") + plain + match.group(3) if plain else written

    def _number_aliased(self, sym: Symbol, depth: int = 0) -> tuple[str, ...]:
        """The numbers alias ``sym`` stands for as its file defines it, once per ``#if`` arm that does (Assimp's
        ``#ifdef ASSIMP_DOUBLE_PRECISION`` / ``typedef double ai_real;`` / ``#else`` / ``typedef float ai_real;``),
        '' for a definition of another type; () when it is no alias of a number."""
        signatures = [d.signature for d in self.table_of(sym.id).facts.definitions
                      if d.qualname == sym.qualname and d.kind == "type"] or [sym.signature]
        spelled: tuple[str, ...] = ()
        for signature in dict.fromkeys(signatures):
            number = _NUMBER_ALIAS.fullmatch(signature)
            chained = self._chained_number(sym, signature, depth) if number is None else ()
            spelled += (number_spelled((number.group(1) or number.group(2)).split()),) if number else chained or ("",)
        return spelled if any(spelled) else ()

    def _chained_number(self, sym: Symbol, signature: str, depth: int) -> tuple[str, ...]:
        """The numbers an alias of another alias stands for (FDK AAC's ``typedef LONG FIXP_DBL;`` of ``#define LONG
        INT`` and ``typedef signed int INT;``: ``int``), through aliases and one-word macros."""
        named = _ALIAS_OF_NAME.fullmatch(signature.strip())
        word = (named.group(1) or named.group(2)) if named is not None else ""
        table = self.table_of(sym.id)
        return self._numbered_word(table, table.def_of[sym.id].parent if sym.id in table.def_of else None, word,
                                   depth, sym.id)

    def _macro_number(self, table: FileTable, scope: str | None, signature: str, depth: int, alias: str) -> str:
        """The number a one-word macro (``#define FIXP_PCM FIXP_SGL``) stands for, '' when not one."""
        macro = _WORD_MACRO.fullmatch(signature)
        word = macro.group(1) if macro is not None else ""
        if word in NUMBER_WORDS:
            return word
        meanings = self._numbered_word(table, scope, word, depth, alias) if word else ()
        return meanings[0] if len(meanings) == 1 else ""

    def _numbered_word(self, table: FileTable, scope: str | None, word: str, depth: int, alias: str) -> tuple[str, ...]:
        """The numbers ``word`` stands for where ``scope`` sees it: an alias's (:meth:`_number_aliased`), or through
        one-word macros (``#define LONG INT``) an alias's; () else (``alias``: the one asking, never itself)."""
        for _ in range(4):
            if word.removeprefix("std::") in ARITHMETIC:   # WABT's ``using Index = uint32_t;``: the standard's name
                return (word.removeprefix("std::"),)
            binding = self.lookup(table, word, scope)[0] if word and depth < 4 else None
            found = self.symbols.get(binding.id) if isinstance(binding, Sym) else None
            if found is None or found.id == alias:
                return ()
            if found.kind == "type":
                return self._number_aliased(found, depth + 1)
            arms = list(dict.fromkeys(d.signature.strip() for d in self.table_of(found.id).facts.definitions
                                      if d.qualname == found.qualname and d.kind == "constant"))
            if len(arms) > 1:   # FDK AAC's ``#if SAMPLE_BITS == 32`` / ``#define FIXP_PCM FIXP_DBL`` / ``#else`` /
                spelled = [self._macro_number(table, scope, arm, depth + 1, alias) for arm in arms]   # ``#define
                # FIXP_PCM FIXP_SGL``: one meaning per arm
                return tuple(spelled) if all(spelled) else ()
            macro = _WORD_MACRO.fullmatch(found.signature.strip()) if found.kind == "constant" else None
            word = macro.group(1) if macro is not None else ""
            if word in NUMBER_WORDS:
                return (word,)
        return ()

    def _aliased(self, alias: str) -> str:
        """What a C++ ``using`` or ``typedef`` alias stands for, as its signature writes it."""
        signature = self._definition(alias).signature
        return signature.partition("=")[2] if signature.lstrip().startswith("using") else \
            signature.strip().removeprefix("typedef").rpartition(self.symbols[alias].name)[0]

    def aliased_text(self, alias: str) -> str:
        """:meth:`_aliased` with no whitespace and no closing ``;``, as the type patterns match it."""
        return "".join(self._aliased(alias).split()).rstrip(";")

    def _parameter_container(self, sid: str, written: str) -> str:
        """A parameter type of callable ``sid`` that names an alias of a standard container, spelled as
        that container (Cppcheck's ``using ErrorPath = std::list<ErrorPathItem>``), one naming an enumeration
        as :data:`ENUM`, a pointer to a class or to an alias of a class template's instance as :data:`OBJECT`
        pointer, else as written: what no pointer nor number converts to (``link_choice``)."""
        match = (ALIASED_NAME.fullmatch(written) or _QUALIFIED_ALIAS.fullmatch(written)) if written else None
        if match is None or match.group(2) in NUMBER_WORDS:
            return written
        key = (sid, written)
        if key not in self._parameter_containers:
            self._parameter_containers[key] = self._container_spelled(sid, written, match)
        return self._parameter_containers[key]

    def _container_spelled(self, sid: str, written: str, match: re.Match[str]) -> str:
        table = self.table_of(sid)
        if "::" in match.group(2):   # MiniZinc's ``FunctionI::builtin_e``
            found = self._qualified(table, match.group(2).replace("::", "."), table.def_of[sid].parent)
        else:
            binding = self.lookup(table, match.group(2), table.def_of[sid].parent)[0]
            found = binding.id if isinstance(binding, Sym) else None
        sym = self.symbols.get(found) if found is not None else None
        if sym is not None and sym.kind == "type" and not match.group(3) and (pointer := re.search(
                rf"\(\s*(?:[A-Z_][A-Z0-9_]*\s*)?\*\s*{re.escape(sym.name)}\s*\)\s*\(|=[^=]*\(\s*\*\s*\)\s*\(",
                self._definition(sym.id).signature)):
            # ``typedef Permissions (*PermissionChecker)(const SGPath&);``: no object pointer converts (also with a
            # calling convention's macro: Nestopia's ``typedef Data (NST_REGCALL *Reader)(...)``); with the result
            result = self._definition(sym.id).signature[:pointer.start()].strip().removeprefix("typedef")
            result = "".join(result.partition("=")[2].split() if "=" in result else result.split())
            return f"{FUNCTION}({result})" if _PLAIN_RESULT.fullmatch(result) else FUNCTION
        if sym is not None and sym.kind == "enum" and not match.group(1) and not match.group(3):
            return ENUM   # an enumeration: no pointer converts to it
        aliased = self.aliased_text(sym.id) if sym is not None and sym.kind == "type" else ""
        if STANDARD_CONTAINER.fullmatch(aliased) or standard_string(aliased):   # (aria2's ``String::ValueType``)
            return (match.group(1) or "") + aliased + match.group(3)
        if sym is not None and match.group(3).rstrip("*") in ("", "const") and match.group(3).count("*") == 1 and (
                sym.kind in ("class", "struct") or QUALIFIED_INSTANCE.fullmatch(aliased)):
            return (match.group(1) or "") + OBJECT + match.group(3)   # ``vec2*``, ``using vec2 = t_vec2<float>``:
        return written   # no pointer to a number converts to it

    def _by_texts(self, table: FileTable, scope: str | None, fitting: list[str], known: list[str],
                  lvalues: list[bool], moved: list[bool], enums: frozenset[str],
                  bound: dict[str, str] | None = None) -> list[str]:
        """:func:`by_argument_texts` with names of numbers spelled as numbers, then as written (jsoncpp's
        ``valueToString(LargestInt)`` and ``(Int)``); where a name is a number only a build's configuration
        decides (:meth:`_plain_type`), once per meaning, and the choice only when every meaning makes it.
        ``bound``: what the type parameters of the overloads' class template stand for (:meth:`_base_arguments`)."""
        choices: list[list[str]] = []
        self._arm, self._meanings = 0, 1

        def spelled(sid: str, written: str) -> str:
            return self._parameter_plain(sid, _TEMPLATE_NAME.sub(
                lambda m: (m.group(1) or "") + bound.get(m.group(2), m.group(2)), written) if bound else written)

        while self._arm < self._meanings:
            plain = [self._plain_type(table, scope, t) for t in known]
            chosen = by_argument_texts(fitting, self._definition, plain, lvalues, moved, spelled,
                                       enums, self._parameter_container, self._trait,
                                       partial(self._argument_instance, table, scope))
            if len(chosen) > 1 and plain != known and self._meanings == 1:
                chosen = by_argument_texts(chosen, self._definition, known, lvalues, moved, None, enums,
                                           trait=self._trait)
            choices.append(chosen)
            self._arm += 1
        self._arm, self._meanings = -1, 1
        return choices[0] if all(c == choices[0] for c in choices) else fitting

    def _argument_instance(self, table: FileTable, scope: str | None, written: str) -> str:
        """An argument type naming an alias of a class template's instance (``vec3``, ``using vec3 = la::vec<double,
        3>``) spelled as that instance; '' for any other."""
        name = written.removeprefix("const").rstrip("&")
        if not _NAME.fullmatch(name):
            return ""
        binding = self.lookup(table, name, scope)[0]
        sym = self.symbols.get(binding.id) if isinstance(binding, Sym) else None
        aliased = self.aliased_text(sym.id) if sym is not None and sym.kind == "type" else ""
        return aliased if QUALIFIED_INSTANCE.fullmatch(aliased) else ""

    def _trait(self, sid: str, name: str, written: str) -> bool | None:
        """Whether the repository trait ``name`` a constraint of ``sid`` writes holds for ``written``."""
        return repository_trait(self, sid, name, written)

    def _base_arguments(self, table: FileTable, call: CallFact, fitting: list[str]) -> dict[str, str]:
        """For a call on the object itself (no receiver) of members of a class template that the calling class
        derives from as an instance written out, what the template's type parameters stand for (fheroes2's
        ``class MultiMonsterSelection : public Interface::ListBox<int32_t>`` calling ``SetCurrent(static_cast<
        int32_t>(0))``: ``Item`` is ``int32_t``, and ``SetCurrent(const Item&)`` is an exact match where
        ``SetCurrent(size_t)`` needs a conversion); {} else."""
        owner = self.symbols.get(self.symbols[fitting[0]].parent or "") if call.receiver is None and fitting else None
        names = class_parameters(self._definition(owner.id).signature) if owner is not None and \
            owner.kind in ("class", "struct") else []
        cls = table.enclosing_type(call.scope) if any(names) else None
        cid = table.id_of.get(cls) if cls is not None else None
        if owner is None or cid is None or cid == owner.id:
            return {}
        found = self._derived_instance(cid, owner.id, names)
        return found[2] if found is not None else {}

    def _parameter_alias(self, table: FileTable, scope: str | None, alias: str, depth: int) -> str | None:
        """The class a class template's member alias of one of its type parameters names in a class deriving
        from an instance of it, as that instance writes the argument (g2o's ``typedef RobotType_ RobotType;`` in
        ``template <class RobotType_, class EdgeType_> class BinarySensor``, seen from ``SensorOdometry2D : public
        BinarySensor<Robot2D, EdgeSE2>``: a ``Robot2D``); None else."""
        owner = self.symbols.get(self.symbols[alias].parent or "")
        if owner is None or owner.kind not in ("class", "struct") or scope is None or depth > MAX_TYPE_DEPTH:
            return None
        names = class_parameters(self._definition(owner.id).signature)
        parameter = "".join(self._definition(alias).returns.split())
        if not parameter or parameter not in names:   # (before ``this``: most name no parameter)
            return None
        this = self.evaluate(table, "this", scope, depth + 1)   # (a method defined outside its class's file too)
        cid = this.ref if this.kind == "instance" else None
        found = self._derived_instance(cid, owner.id, names) if cid is not None and cid != owner.id else None
        written = found[2].get(parameter) if found is not None else None
        return self.resolve_type(found[0], written, found[1], depth + 1) if found is not None and written else None

    def _derived_instance(self, cid: str, owner: str,
                          names: Sequence[str]) -> tuple[FileTable, str | None, dict[str, str]] | None:
        """Where class ``cid``, or a class it derives from, writes class template ``owner`` (type parameters
        ``names``) as a base instance: the table and scope that base is written in, and what each parameter
        stands for there; None when no base is such an instance, {} for its arguments when they are not plain."""
        for derived in self.mro(cid)[:8]:   # (through a base: ``MultiMonsterSelection : public SelectEnumMonster``)
            home = self.table_of(derived)
            own = set(class_parameters(self._definition(derived).signature))
            for base in written_bases(self._definition(derived).signature):
                head, _, rest = base.partition("<")
                scope = home.def_of[derived].parent
                if rest.endswith(">") and self.resolve_type(home, head.strip(), scope) == owner:
                    arguments = ["".join(a.split()) for a in top_level(rest[:-1])]
                    return home, scope, {n: a for n, a in zip(names, arguments, strict=False) if n} \
                        if len(arguments) == len(names) and not own & set(arguments) else {}
        return None

    def _result_holds(self, target: str, cls: str, receiver: str, depth: int) -> str:
        """C++: the class a callable's written result ``X<A>`` holds, where ``X`` (``cls``) has an ``operator->``
        or ``operator[]`` (VulkanSceneGraph's ``static ref_ptr<Array> create()``: an ``Array``).  Where ``A`` is
        a type parameter of the callable's class template (the CRTP ``template<class ParentClass, class
        Subclass> class Inherit`` with ``static ref_ptr<Subclass> create()``), what the instance of it that
        ``receiver``, the class the call is on, derives from gives it (``CommandGraph : public Inherit<Group,
        CommandGraph>``: a ``CommandGraph``); '' else, and for the callable's own type parameters."""
        if not self._holder_class(cls):
            return ""
        sym, d = self.symbols[target], self._definition(target)
        head = before_parameters(d.signature) if "(" in d.signature else ""
        written = _HOLDING.search(head) if head.rstrip().endswith(sym.own_name) else None
        owner = self.symbols.get(sym.parent or "")
        if written is None or written.group(1) in template_parameters(d.signature)[0]:
            return ""
        names = class_parameters(self._definition(owner.id).signature) \
            if owner is not None and owner.kind in ("class", "struct") else ()
        if written.group(1) not in names:
            return self.resolve_type(self.table_of(target), written.group(1), d.parent, depth + 1) or ""
        if owner is None or owner.id == receiver or receiver not in self.symbols or \
                self.symbols[receiver].kind not in TYPE_KINDS:
            return ""
        found = self._derived_instance(receiver, owner.id, names)
        argument = found[2].get(written.group(1)) if found is not None else None
        return self.resolve_type(found[0], argument, found[1], depth + 1) or "" \
            if found is not None and argument else ""

    def _parameter_plain(self, sid: str, written: str) -> str:
        """:meth:`_plain_type` of a parameter of callable ``sid``, as seen where it is declared."""
        table = self.table_of(sid)
        return self._plain_type(table, table.def_of[sid].parent, written)

    def _temporaries(self, table: FileTable, scope: str | None, ids: list[str], known: list[str]) -> list[bool]:
        """Per argument of a C++ call, whether it is an object of a repository class that the overloads
        take as ``const X&`` or ``X&&`` of another repository class it does not derive from: a temporary
        ``X`` its conversion makes then binds ``X&&`` (PoDoFo's ``AddKey(key, name)`` of a ``PdfName``:
        ``AddKey(const PdfName&, PdfObject&&)``, through ``PdfObject(const PdfName&)``)."""
        out = []
        for at, written in enumerate(known):
            taken = {parameter_types(self._definition(sid).signature)[at:at + 1] for sid in ids}
            referred = {p[0].removeprefix("const").rstrip("&") for p in taken if p}
            if len(referred) != 1 or len(taken) != 2 or not of_class(written) or written.rstrip("&").endswith("*"):
                out.append(False)
                continue
            given = self.resolve_type(table, unqualified(written), scope)
            owner = self.table_of(ids[0])
            wanted = self.resolve_type(owner, referred.pop(), owner.def_of[ids[0]].parent)
            out.append(given is not None and wanted is not None and given != wanted and
                       all(self.symbols[c].kind in ("class", "struct") for c in (given, wanted)) and
                       wanted not in self.mro(given) and not self.has_external_base(given) and
                       not self.conversions(given))
        return out

    def _unconverted_class(self, table: FileTable, scope: str | None, written: str) -> bool:
        """Whether a C++ argument type is a class of the repository's with no conversion operator
        (Jolt's ``Ref<T>`` converts to a ``T*``: an lvalue of it may bind ``T&&`` through a temporary),
        or a standard string or container (primesieve's ``Vector<std::string>::push_back`` of a ``std::string``
        lvalue; ``std::string``'s one conversion, to ``std::string_view``, is taken as not asked)."""
        if _STANDARD_VALUE.fullmatch(written.removeprefix("const").rstrip("&")):
            return True
        if not of_class(written) or self._unscoped_enum(table, scope, written):
            return False
        cls = self.resolve_type(table, written.removeprefix("const").rstrip("&"), scope)
        return cls is not None and self.symbols[cls].kind in TYPE_KINDS and not self.conversions(cls)

    def _unscoped_enum(self, table: FileTable, scope: str | None, written: str) -> bool:
        """Whether a C++ argument type names an enumeration without ``class`` (it promotes to ``int``)."""
        if written == ENUM:
            return True
        if not written or not _QUALIFIED_NAME.fullmatch(written) or written in NUMBER_WORDS:
            return False
        key = (table.path, scope, written)
        if key not in self._enum_names:
            binding = self.lookup(table, written, scope)[0]
            found = binding.id if isinstance(binding, Sym) else \
                self.resolve_type(table, written, scope) if binding is None else None   # a base class's
            sym = self.symbols.get(found) if found is not None else None
            self._enum_names[key] = sym is not None and sym.kind == "enum" and not _SCOPED_ENUM.match(sym.signature)
        return self._enum_names[key]

    def _resolve_call(self, table: FileTable, call: CallFact) -> tuple[Edge, list[Edge]]:
        src = table.scope_id(call.scope, call.byte)
        target_text = f"{call.receiver}.{call.name}" if call.receiver not in (None, "::") else call.name
        lang = table.lang
        joins = self.declarations
        target: str | None = None
        confidence = 0.0
        reason = ""
        delegated = self._initialised(table, call) if call.initialiser else (None, 0.0)
        if delegated is None:   # ``quote_(0)`` of ``Value::Value(p) : AST_Node(p), quote_(0)``: no call
            return Edge("CALLS", src, None, False, 0.0, call.line, target_text, MEMBER_INITIALISER), []
        if call.receiver is None and call.name in lang.self_names:
            value = self.evaluate(table, call.name, call.scope)
            if value.kind == "type":
                return Edge("CALLS", src, self.constructor(value.ref), True, value.confidence, call.line,
                            target_text), []
        outside = (delegated[0], delegated[1]) if delegated[0] is not None else \
            self._outside_member(table, call) if call.receiver is None and lang.implicit_members else None
        if outside is not None and outside[0] is not None and lang.family == FAMILY and delegated[0] is None and \
                self._foreign_only(table, call, outside[0]):
            outside = None   # (from a member defined out of its class too: ZLToolKit's ``strcasestr`` in SSLBox.cpp)
        rooted = call.receiver == "::"   # C++ ``::f()``: the global namespace's f, never a member
        if outside is not None:
            target, confidence = outside
        elif call.receiver is None or rooted:
            target, confidence, reason = self._bare_target(table, call, rooted)
        elif lang.name == "cpp" and call.dot and holder_own(self, table, call):   # ``p.reset()`` of a smart pointer
            return Edge("CALLS", src, None, False, 0.0, call.line, target_text, "external"), []
        else:
            value = self._receiver_value(table, call)
            target, confidence, reason = self.member(value, call.name)
            if target is None and lang.family == FAMILY:
                target, confidence, reason = self._cpp_member(table, call, value) or (target, confidence, reason)
            if value.reason == "builtin":
                reason = "builtin"
        if target is not None and lang.family == FAMILY and self.symbols[target].qualname.startswith("std.") and \
                self.symbols[target].kind in CALLABLE_KINDS:   # an overload added to ``namespace std``
            return Edge("CALLS", src, None, False, 0.0, call.line, target_text, "standard library overload"), []
        candidates: list[Edge] = []
        if target is not None and self.symbols[target].kind in ("type", "interface"):
            target = self.same_named(target, CALLABLE_KINDS | VALUE_KINDS)  # TS ``type OK`` beside ``const OK``
        if target is not None and self.symbols[target].kind == "type" and lang.family == FAMILY:
            aliased = self.aliased(target, 0)   # ``region_type(...)``: ``using region_type = detail::region;``
            if aliased == target:   # ``fs::path p(x)``, pagmo's ``vector_double(n, 0.)``: a standard type's
                return Edge("CALLS", src, None, False, 0.0, call.line, target_text, "external"), []
            target = aliased if self.symbols[aliased].kind in TYPE_KINDS else target
        if target is not None:
            called = self._called(target, lang.family)
            if called is None:
                return Edge("CALLS", src, None, False, 0.0, call.line, target_text, "callable value"), []
            target = called
            if call.args >= 0:
                chosen = self._overload_called(table, call, target, src, target_text)
                if not isinstance(chosen, str):
                    return chosen
                target = chosen
            if lang.name == "cpp" and call.args == 1 and (constructed := self._constructed(target)) is not None and \
                    (copied := self._implicit_copy(table, call, constructed)) is not None:
                target = copied
            if self.symbols[target].kind == "method" and (call.receiver is not None or lang.implicit_members) and \
                    self._dispatched(target):
                candidates = [Edge("CALLS", src, o, False, 0.3, call.line, target_text, "virtual dispatch")
                              for o in self.overrides(target)]
            variants = self._variant_members(table, target) if lang.family == FAMILY else []
            if len(variants) == 1:
                target = variants[0]   # the variant the calling file includes (or is)
            elif variants:   # POCO's ``EventImpl`` of Event_POSIX.h and of Event_WIN32.h: which one, #if decides
                weight = round(0.5 / len(variants), 3)
                return Edge("CALLS", src, None, False, 0.0, call.line, target_text, "platform variants"), [
                    joins.defined(Edge("CALLS", src, v, False, weight, call.line, target_text, "several definitions"))
                    for v in variants]
            primary = Edge("CALLS", src, target, True, round(min(confidence, 1.0), 3), call.line, target_text)
            return joins.defined(primary), [joins.defined(c) for c in candidates] + joins.undecided(primary)
        if reason in ("unknown receiver type", "unknown attribute type", "dynamic receiver", "unknown return type"):
            named = self.methods_by_name.get(call.name, [])
            if 0 < len(named) <= MAX_CANDIDATES:
                weight = round(0.2 / len(named), 3)
                candidates = [Edge("CALLS", src, m, False, weight, call.line, target_text, "name match")
                              for m in named]
        return Edge("CALLS", src, None, False, 0.0, call.line, target_text, reason or "not found"), candidates

    def _overload_called(self, table: FileTable, call: CallFact, target: str, src: str,
                         target_text: str) -> str | tuple[Edge, list[Edge]]:
        """The overload of ``target`` a call with known arguments calls; else its unresolved edge and
        candidates: why none fits, the overloads its arguments leave (ambiguous), or the platform twins
        of the one they leave (:meth:`platform_twins`)."""
        fitting = self._fitting(table, call, target)
        if isinstance(fitting, str):   # why no overload is called
            return Edge("CALLS", src, None, False, 0.0, call.line, target_text, fitting), []
        if len(fitting) > 1:  # same arity: the argument types decide, which we do not know
            weight = round(0.5 / len(fitting), 3)
            return Edge("CALLS", src, None, False, 0.0, call.line, target_text, "ambiguous overload"), [
                self.declarations.defined(Edge("CALLS", src, o, False, weight, call.line, target_text, "overload"))
                for o in fitting]
        if table.lang.name == "cpp" and (twins := self.platform_twins(table, call, fitting[0])):
            weight = round(0.5 / len(twins), 3)   # Highway's ``Load`` of x86_128-inl.h, arm_neon-inl.h, ...
            return Edge("CALLS", src, None, False, 0.0, call.line, target_text, "platform variants"), [
                Edge("CALLS", src, t, False, weight, call.line, target_text, "several definitions") for t in twins]
        return fitting[0]

    def _called(self, target: str, family: str) -> str | None:
        """What calling the name bound to ``target`` calls: a class's constructor (in C++, a function of
        the class's name instead: flexbuffers' ``String()``), a variable's callable or class (``local =
        LocalPath``); None for a variable holding a value of another kind."""
        sym = self.symbols[target]
        if sym.kind in TYPE_KINDS and family == FAMILY and \
                (function := self.same_named(target, CALLABLE_KINDS)) != target:
            return function
        if sym.kind in TYPE_KINDS:
            return self.constructor(target)
        if sym.kind not in VALUE_KINDS:
            return target
        target = self.callable_member(target)
        alias = self.value_of_symbol(target, 1.0) if self.symbols[target].kind in VALUE_KINDS else None
        if alias is not None and alias.kind in ("type", "callable"):
            return self.constructor(alias.ref) if alias.kind == "type" else alias.ref
        return None if alias is not None else target

    def _dispatched(self, method: str) -> bool:
        """Whether calls of a method dispatch to overrides (an interface's or trait's, or an abstract one)."""
        owner = self.symbols.get(self.symbols[method].parent or "")
        return owner is not None and (
            owner.kind in ("interface", "trait") or self.table_of(method).def_of[method].is_abstract)

    # -- whole files ------------------------------------------------------------------------------

    def link(self, path: str) -> FileLinks:
        table = self.tables[path]
        edges: dict[tuple[str, str, str, str], Edge] = {}
        builtin: Counter[str] = Counter()

        def add(edge: Edge) -> None:
            key = (edge.kind, edge.src, edge.dst or "", "" if edge.dst else f"{edge.target}|{edge.reason}")
            known = edges.get(key)  # one edge per caller and callee: the surest, then the first
            if known is None or (edge.resolved and not known.resolved) or (
                    edge.resolved == known.resolved and edge.confidence > known.confidence):
                edges[key] = edge

        for sym in table.symbols[1:]:
            add(Edge("DEFINES", table.file_id, sym.id, line=sym.span.start_line))
            add(Edge("CONTAINS", sym.parent or table.file_id, sym.id, line=sym.span.start_line))
            join = self.declarations.of(table, sym.id) if table.def_of[sym.id].declaration else None
            if join is not None:
                for definition in join.definitions:
                    add(Edge("DECLARES", sym.id, definition, join.resolved, join.confidence, sym.span.start_line,
                             sym.qualname, join.reason))
        call_targets: dict[str, list[Edge]] = defaultdict(list)
        for call in table.facts.calls:
            primary, candidates = self.resolve_call(table, call)
            if primary.reason == "builtin":
                builtin[call.name] += 1
                continue
            if primary.reason == MEMBER_INITIALISER:
                continue   # ``quote_(0)``: a member initialised, no call
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
            if ref is None and "." in type_text:   # a member used as a value: ``module.func``
                head, _, name = type_text.rpartition(".")
                ref = self.member(self.evaluate(table, head, scope), name)[0]
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
                    add(Edge("TESTS", sym.id, target.id, True, edge.confidence, edge.line, edge.target, col=edge.col))
        for path in sorted(imported):
            if not self.tables[path].facts.is_test:
                add(Edge("TESTS", table.file_id, path, True, 0.5, 0, "import"))

    def link_all(self, paths: Iterable[str] | None = None) -> dict[str, FileLinks]:
        with paused_gc():
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
        words.update(d.name for d in facts.definitions if d.declaration)  # joined to definitions elsewhere
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
            out.add(("def", d.kind, d.name, d.qualname, d.parent, d.returns, d.is_abstract, d.owner, d.arity,
                     d.declaration, d.exported))
        for imp in facts.imports:
            if imp.scope is None:
                out.add(("import", imp.module, imp.name, imp.alias))
            elif facts.lang in ("c", "cpp"):   # an ``#include`` in a class body: the header's members (link_homes)
                out.add(("import", imp.module, imp.name, imp.alias, imp.scope))
        for fact in facts.inherits:
            out.add(("base", fact.type_qualname, fact.base, fact.kind))
        for hint in facts.hints:
            out.add(("hint", hint.scope, hint.name, hint.type))
        out.update(("export", e) for e in facts.exports)
        out.add(("package", facts.package, facts.is_test, facts.variant))
        return out

    @staticmethod
    def names_defined(facts: FileFacts, keys: Iterable[str]) -> set[str]:
        names = {d.name for d in facts.definitions}
        names.update(d.qualname.rpartition(".")[2] for d in facts.definitions)  # ``Foo.bar`` defined out of line
        names.update(facts.exports)
        names.update(e.partition("=")[0] for e in facts.exports)
        for key in keys:
            names.add(key)
            names.update(re.findall(r"[\w$]+", key))
        if facts.package:
            names.update(re.findall(r"[\w$]+", facts.package))
        return names

