"""Overloads told apart by the types of a call's arguments, as javac does, where that is certain.

Java is the language whose extractor reports argument and parameter types
(``CallFact.arg_types``, ``Definition.param_types``).  Among the callables of a name that
a call's arity fits, in the class and its bases (an override hides what it overrides),
javac's three phases are followed: applicable without boxing, then with boxing and
unboxing, then by variable arity; the first phase with an applicable method picks the
most specific one.  Each check is yes, no or maybe (an unknown type, a type variable, a
library type whose supertypes are not known here): a method is chosen only when no
maybe could change the answer, else the call stays an ambiguous overload with its
candidates.  What is known of the JDK is the few final classes of ``java.lang`` and
their supertypes, that library types never extend the project's, and the result types
of common JDK methods (``languages/java_jdk.py``).

An argument the extractor could not type from syntax alone comes in a deferred form
(``languages/java_types.py``), typed here: a call's result by the callee's declared
result (when every overload of that arity declares the same one, and it is no type
variable), a field reached through a receiver by its declaration, a multi-catch
parameter as the least upper bound of its alternatives, a lambda or method reference as
"some functional interface" (it rules out overloads whose parameter is a class, a
primitive, an array or an interface with other than one abstract method).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from smriti_git.index.facts import CallFact, Definition, FileFacts
from smriti_git.index.languages.java_jdk import (
    ENUM_METHODS,
    FUNCTIONAL_ARITY,
    INSTANCE_METHODS,
    OBJECT_METHODS,
    STATIC_FIELDS,
    STATIC_METHODS,
)
from smriti_git.index.link_names import Namespace
from smriti_git.index.link_tables import External, FileTable, Value, split_receiver
from smriti_git.model.code import CALLABLE_KINDS, TYPE_KINDS, Symbol

YES, NO, MAYBE = "yes", "no", "maybe"

_WIDENING = {
    "byte": {"short", "int", "long", "float", "double"},
    "short": {"int", "long", "float", "double"},
    "char": {"int", "long", "float", "double"},
    "int": {"long", "float", "double"},
    "long": {"float", "double"},
    "float": {"double"},
    "double": set(),
    "boolean": set(),
}
_BOX = {"byte": "Byte", "short": "Short", "char": "Character", "int": "Integer", "long": "Long", "float": "Float",
        "double": "Double", "boolean": "Boolean"}
_UNBOX = {v: k for k, v in _BOX.items()}
_COMMON = frozenset({"Object", "Serializable", "Comparable", "Constable", "ConstantDesc"})
# JDK types and their whole set of supertypes: the final classes of java.lang (nothing else is
# assignable to them: _FINAL), common interfaces of java.lang, java.io and java.util, the types of
# java.lang.reflect and javax.lang.model, and a few java.io / java.util classes
_INTERFACES: dict[str, frozenset[str]] = {
    name: frozenset({"Object", *supers}) for name, supers in {
        "Iterator": (), "Iterable": (), "Enumeration": (), "Map": (), "Appendable": (), "CharSequence": (),
        "AutoCloseable": (), "Closeable": ("AutoCloseable",), "Flushable": (), "Runnable": (), "Comparable": (),
        "Serializable": (), "Cloneable": (), "Collection": ("Iterable",),
        "SequencedCollection": ("Collection", "Iterable"),
        "List": ("SequencedCollection", "Collection", "Iterable"), "Set": ("Collection", "Iterable"),
        "Queue": ("Collection", "Iterable"), "Deque": ("Queue", "SequencedCollection", "Collection", "Iterable"),
        "Stream": ("BaseStream", "AutoCloseable"), "BaseStream": ("AutoCloseable",),
        # java.lang.reflect and javax.lang.model (annotation processors' types and elements)
        "Type": (), "ParameterizedType": ("Type",), "GenericArrayType": ("Type",),
        "AnnotatedConstruct": (), "TypeMirror": ("AnnotatedConstruct",),
        "ReferenceType": ("TypeMirror", "AnnotatedConstruct"),
        **{name: ("ReferenceType", "TypeMirror", "AnnotatedConstruct") for name in (
            "ArrayType", "DeclaredType", "NullType")},
        "ErrorType": ("DeclaredType", "ReferenceType", "TypeMirror", "AnnotatedConstruct"),
        **{name: ("TypeMirror", "AnnotatedConstruct") for name in (
            "ExecutableType", "NoType", "PrimitiveType", "IntersectionType", "UnionType")},
        "TypeElement": ("Element", "Parameterizable", "QualifiedNameable", "AnnotatedConstruct"),
        "ExecutableElement": ("Element", "Parameterizable", "AnnotatedConstruct"),
        "PackageElement": ("Element", "QualifiedNameable", "AnnotatedConstruct"),
        "VariableElement": ("Element", "AnnotatedConstruct"), "TypeParameterElement": ("Element", "AnnotatedConstruct"),
        # java.io and java.util classes (not final: what they are, not what may be passed for them)
        "File": ("Serializable", "Comparable"), "InputStream": ("Closeable", "AutoCloseable"),
        "OutputStream": ("Closeable", "Flushable", "AutoCloseable"),
        "Reader": ("Readable", "Closeable", "AutoCloseable"),
        "Writer": ("Appendable", "Closeable", "Flushable", "AutoCloseable"),
        "Date": ("Serializable", "Cloneable", "Comparable"), "Calendar": ("Serializable", "Cloneable", "Comparable"),
    }.items()}
_SUPERTYPES: dict[str, frozenset[str]] = {
    **{box: _COMMON | ({"Number"} if box not in ("Character", "Boolean") else set()) for box in _UNBOX},
    "String": _COMMON | {"CharSequence"},
    "StringBuilder": frozenset({"Object", "Serializable", "Comparable", "CharSequence", "Appendable",
                                "AbstractStringBuilder"}),
    "StringBuffer": frozenset({"Object", "Serializable", "Comparable", "CharSequence", "Appendable",
                               "AbstractStringBuilder"}),
    "Class": frozenset({"Object", "Serializable", "GenericDeclaration", "Type", "AnnotatedElement",
                        "TypeDescriptor", "OfField", "Constable"}),
}
_FINAL = frozenset(_SUPERTYPES)
_SUPERTYPES.update(_INTERFACES)


@dataclass(frozen=True)
class JType:
    """A Java type as far as it is known: ``kind`` unknown | var | null | prim | array | repo | ext."""

    kind: str                      # also lambda (some functional interface) and union (multi-catch)
    name: str = ""                 # primitive name, class id (repo) or simple name (ext)
    element: JType | None = None   # arrays
    alternatives: tuple[JType, ...] = ()  # union


UNKNOWN = JType("unknown")


def _all(results: list[str]) -> str:
    return NO if NO in results else MAYBE if MAYBE in results else YES


def _written_type(d: Definition) -> str:
    """The type as written in a method's or field's signature before its name (a method's result;
    type arguments and annotations dropped); '' when not found."""
    found = re.search(r"\b" + re.escape(d.name) + (r"\s*\(" if d.kind != "field" else r"\b"), d.signature)
    head = d.signature[:found.start()] if found else ""
    depth, out = 0, []
    for ch in re.sub(r"@[\w.]+(\([^()]*\))?", " ", head):
        depth += ch == "<"
        if depth == 0:
            out.append(ch)
        depth -= ch == ">"
    words = "".join(out).replace(" [", "[").split()
    return words[-1] if words else ""


class OverloadChoice(Namespace):
    """The linker's choice among overloads by argument types (mixed into ``Linker``)."""

    def __init__(self, facts: Mapping[str, FileFacts]) -> None:
        super().__init__(facts)
        self._one_result: dict[str, bool] = {}                          # overloads' results agree
        self._java_types: dict[tuple[str, str, str | None], JType] = {}  # type texts' meaning, per file and scope
        self._param_jtypes: dict[str, list[JType]] = {}                  # parameters' types
        self._overloads_of: dict[tuple[str, int], list[str]] = {}        # overloads by arity, bases included
        self._chain_targets: dict[tuple[str, int, int, int], Symbol | None] = {}   # a chain's earlier calls, resolved
        self._chosen: dict[tuple[tuple[JType, ...], tuple[str, ...]], str | None] = {}  # _choose's answers

    def java_type(self, table: FileTable, text: str, scope: str | None) -> JType:
        """What a type text written in ``scope`` of a file denotes (memoised)."""
        key = (table.path, text, scope)
        known = self._java_types.get(key)
        if known is None:
            known = self._java_types[key] = self._java_type(table, text, scope)
        return known

    # what the linker (``link.py``) provides
    def callee(self, table: FileTable, expr: str, scope: str | None, depth: int) -> str | None:
        raise NotImplementedError

    def evaluate(self, table: FileTable, expr: str, scope: str | None, depth: int = 0,
                 type_name: bool = False) -> Value:
        raise NotImplementedError

    def _java_type(self, table: FileTable, text: str, scope: str | None) -> JType:
        if not text:
            return UNKNOWN
        if text[0] in "(=~|-":
            return self._deferred(table, text, scope)
        if text.endswith("[]"):
            return JType("array", element=self.java_type(table, text[:-2], scope))
        if text.startswith("?"):  # a type variable and its bound ("?" itself: none; "??": not known)
            bound = text[1:]
            return JType("var", element=self.java_type(table, bound, scope) if bound else None,
                         name="?" if bound == "?" else "")
        if text == "null":
            return JType("null")
        if text in _WIDENING:
            return JType("prim", text)
        found = self.resolve_type(table, text, scope)
        if found is not None and self.symbols[found].kind in TYPE_KINDS:
            return JType("repo", found)
        simple = text.rpartition(".")[2]
        if text.startswith(("java.", "javax.")):
            return JType("ext", simple)
        if "." not in text:
            if text in table.lang.builtins:  # java.lang, not shadowed by a project class (resolved above)
                return JType("ext", simple)
            binding, _, _ = self.lookup(table, text, scope)
            if isinstance(binding, External):
                return JType("ext", simple)
        return UNKNOWN

    def _deferred(self, table: FileTable, text: str, scope: str | None) -> JType:
        """An argument type the extractor left to the linker (``java_types.py``'s deferred forms)."""
        if text.startswith("->"):  # a method reference, or a lambda and its number of parameters
            return JType("lambda", text[2:])
        if text.startswith("~"):  # ``c ? null : x``: x, boxed
            inner = self.java_type(table, text[1:], scope)
            return JType("ext", _BOX[inner.name]) if inner.kind == "prim" else inner
        if text.startswith("|"):
            return JType("union", alternatives=tuple(self.java_type(table, t, scope) for t in text[1:].split("|")))
        if text.startswith("="):
            return self._field_type(table, text[1:], scope)
        head, _, callee = text[1:].partition(")")
        at, _, receiver_type = head.partition(":")
        count, _, byte = at.partition("#")
        if not count.isdigit() or not byte.isdigit():
            return UNKNOWN
        return self._result_type(table, callee, (int(count), int(byte)), receiver_type, scope)

    def _field_type(self, table: FileTable, expr: str, scope: str | None) -> JType:
        """The declared type of field ``a.b`` (the receiver evaluated, the field's declaration read)."""
        target = self.callee(table, expr, scope, 1)
        sym = self.symbols.get(target or "")
        receiver, _, name = expr.rpartition(".")
        if target is None and re.fullmatch(r"[A-Z]\w*", receiver):  # a JDK class's constant
            static = self.java_type(table, receiver, scope)
            known = STATIC_FIELDS.get(static.name, {}).get(name) if static.kind == "ext" else None
            return self.java_type(table, known, None) if known else UNKNOWN
        if sym is None or sym.kind not in ("field", "constant") or sym.parent is None:
            return UNKNOWN
        if sym.kind == "constant":  # an enum constant
            return JType("repo", sym.parent) if self.symbols[sym.parent].kind == "enum" else UNKNOWN
        return self._written(sym.id)

    def _written(self, sid: str) -> JType:
        """The declared type of a field or a method's result; unknown when it is a type variable
        (the extractor wrote its bound) or is not known."""
        table = self.table_of(sid)
        d = table.def_of.get(sid)
        written = _written_type(d) if d is not None else ""
        if d is None or not written or written in ("void", "var"):
            return UNKNOWN
        element = written.split("[", 1)[0]
        if element not in _WIDENING:
            if d.kind == "field" and element == written:
                hint = table.hints.get((d.parent, d.name))
                if (d.parent, d.name) in table.more_hints or hint != element:
                    return UNKNOWN  # a type variable: the extractor wrote its bound
            elif element == written and written != d.returns:
                return UNKNOWN  # a type variable: the extractor wrote its bound
            if self.java_type(table, element, d.qualname).kind not in ("repo", "ext"):
                return UNKNOWN  # (an array of a type variable: that does not name a class)
        return self.java_type(table, written, d.parent)

    def _result_type(self, table: FileTable, callee: str, site: tuple[int, int], receiver_type: str,
                     scope: str | None) -> JType:
        """What the call ``callee`` with ``count`` arguments at ``byte`` (``site``) returns, where certain."""
        count, byte = site
        target = self.callee(table, callee, scope, 1)
        parts = split_receiver(callee, table.lang.member_separators)
        name = parts[-1]
        if target is not None:
            result = self._declared_result(target, count)
            owner = self.symbols.get(self.symbols[target].parent or "")
            if result is not UNKNOWN or self.symbols[target].kind not in CALLABLE_KINDS or count == 0 or (
                    owner is not None and owner.kind in TYPE_KINDS and self.has_external_base(owner.id)):
                return result
            call = self._call_at(table, byte)  # the overloads disagree: the one the call's arguments pick
            chosen = self.by_argument_types(table, call, target)[0] if call is not None else None
            return self._written(chosen) if chosen is not None else UNKNOWN
        if (name, count) in OBJECT_METHODS:
            return self.java_type(table, OBJECT_METHODS[name, count], None)
        if len(parts) < 2:
            return UNKNOWN
        receiver = ".".join(parts[:-1])
        static = self.java_type(table, receiver, scope) if re.fullmatch(r"[A-Z]\w*", receiver) else UNKNOWN
        if static.kind == "ext" and name in STATIC_METHODS.get(static.name, {}):
            return self.java_type(table, STATIC_METHODS[static.name][name], None)
        of = self.java_type(table, receiver_type, scope) if receiver_type else UNKNOWN
        if of.kind == "ext" and name in INSTANCE_METHODS.get(of.name, {}):
            return self.java_type(table, INSTANCE_METHODS[of.name][name], None)
        if (name, count) in ENUM_METHODS:
            value = self.evaluate(table, receiver, scope, 1)
            if value.kind == "instance" and self.symbols[value.ref].kind == "enum":
                return self.java_type(table, ENUM_METHODS[name, count], None)
        return UNKNOWN

    def _call_at(self, table: FileTable, byte: int) -> CallFact | None:
        """The call of ``table``'s file that starts at ``byte``."""
        return next((c for c in reversed(table.calls_by_byte.get(byte, ())) if not c.is_new), None)

    def _declared_result(self, target: str, count: int) -> JType:
        """The result every overload of ``target``'s name that takes ``count`` arguments declares
        (unknown when they differ, when one is a type variable, or a library base may hold another)."""
        if self.symbols[target].kind not in CALLABLE_KINDS:
            return UNKNOWN
        owner = self.symbols.get(self.symbols[target].parent or "")
        if count and owner is not None and owner.kind in TYPE_KINDS and self.has_external_base(owner.id):
            return UNKNOWN  # a library base may overload it (without arguments it can only be overridden)
        key = (target, count)
        fitting = self._overloads_of.get(key)
        if fitting is None:
            fitting = self._overloads_of[key] = self._hierarchy_overloads(target, count)
        results = {self._written(sid) for sid in fitting}
        return results.pop() if len(results) == 1 and UNKNOWN not in results else UNKNOWN

    def _functional(self, param: JType, arity: int) -> str:
        """Whether a lambda of ``arity`` parameters (-1: a method reference) may be passed for
        ``param``: only to a functional interface whose method takes as many (never to a
        primitive, an array, a class or an interface with other than one abstract method)."""
        if param.kind in ("prim", "array", "null"):
            return NO
        if param.kind == "ext":
            if param.name in FUNCTIONAL_ARITY:
                return MAYBE if arity < 0 or FUNCTIONAL_ARITY[param.name] == arity else NO
            return NO if param.name in _FINAL or param.name in _SUPERTYPES or param.name == "Object" else MAYBE
        if param.kind != "repo":
            return MAYBE
        if self.symbols[param.name].kind != "interface":
            return NO
        abstract: set[tuple[str, tuple[str, ...] | None]] = set()
        concrete: set[tuple[str, tuple[str, ...] | None]] = set()  # a default method: what it implements
        for cls in self.mro(param.name):
            if self.has_external_base(cls):
                return MAYBE
            for sids in self.members(cls).values():
                for sid in sids:
                    d = self.table_of(sid).def_of.get(sid)
                    if d is None or d.kind != "method" or d.param_types is None:
                        continue
                    signature = (d.name, d.param_types)
                    if not d.is_abstract:
                        concrete.add(signature)
                    elif signature not in concrete and (d.name, len(d.param_types)) not in OBJECT_METHODS:
                        abstract.add(signature)
        if len(abstract) != 1:
            return NO
        (_, params), = abstract
        return MAYBE if arity < 0 or params is None or len(params) == arity else NO

    def _external_supertypes(self, class_id: str) -> tuple[set[str], bool]:
        """Simple names of the library types among a project class's ancestors; whether it has any."""
        names = {text.rpartition(".")[2].split("<")[0] for cls in self.mro(class_id)
                 for base, text, _ in self.bases(cls) if base is None}
        return names, bool(names)

    def assignable(self, arg: JType, param: JType, boxing: bool) -> str:
        """Whether a value of type ``arg`` may be passed for ``param`` (in one of javac's phases)."""
        if arg.kind == "unknown" or param.kind == "unknown":
            return MAYBE
        if arg.kind == "lambda":
            return self._functional(param, int(arg.name) if arg.name else -1)
        if arg.kind == "union":  # a least upper bound fits what every alternative fits
            return _all([self.assignable(a, param, boxing) for a in arg.alternatives])
        if arg.kind == "prim":
            if param.kind == "prim":
                return YES if param.name == arg.name or param.name in _WIDENING[arg.name] else NO
            if not boxing:
                return NO
            box = _BOX[arg.name]
            if param.kind == "var":
                return MAYBE if param.name == "?" else YES if param.element is None else self.assignable(
                    JType("ext", box), param.element, False)
            return YES if param.kind == "ext" and (param.name == box or param.name in _SUPERTYPES[box]) else NO
        if param.kind == "prim":
            if arg.kind == "var":
                return MAYBE if boxing else NO
            if not boxing or arg.kind != "ext" or arg.name not in _UNBOX:
                return NO
            return self.assignable(JType("prim", _UNBOX[arg.name]), param, False)
        if arg.kind == "null":
            return YES
        if param.kind == "var":  # inferred: the argument must fit the bound
            if param.name == "?":
                return MAYBE
            return YES if param.element is None else self.assignable(arg, param.element, boxing)
        if arg.kind == "var":  # a value of type T fits what its bound fits, and maybe more
            bound = arg.element if arg.element is not None else JType("ext", "Object")
            return YES if arg.name != "?" and self.assignable(bound, param, boxing) == YES else MAYBE
        return self._reference(arg, param)

    def _reference(self, arg: JType, param: JType) -> str:
        if arg.kind == "array" or param.kind == "array":
            if arg.kind == "array" and param.kind == "array" and arg.element is not None \
                    and param.element is not None:
                if arg.element.kind == "prim" or param.element.kind == "prim":
                    return YES if arg.element == param.element else NO if MAYBE not in (
                        self.assignable(arg.element, param.element, False),) else MAYBE
                return self.assignable(arg.element, param.element, False)
            if arg.kind == "array":
                return YES if param.kind == "ext" and param.name in ("Object", "Cloneable", "Serializable") else NO
            return NO
        if param.kind == "ext" and param.name == "Object":
            return YES
        if param.kind == "repo":
            if arg.kind == "ext":
                return NO  # a library type never extends the project's
            return YES if param.name in self.mro(arg.name) else NO
        if arg.kind == "ext":  # both library types
            if arg.name == param.name:
                return YES
            if arg.name in _SUPERTYPES:
                return YES if param.name in _SUPERTYPES[arg.name] else NO
            return NO if param.name in _FINAL else MAYBE
        if param.name in _FINAL:
            return NO  # a final JDK class: no project class is one
        names, _ = self._external_supertypes(arg.name)
        if param.name in names or any(param.name in _SUPERTYPES.get(n, ()) for n in names):
            return YES
        return NO if all(n in _SUPERTYPES for n in names) else MAYBE  # every library base's supertypes known

    def one_result(self, target: str) -> bool:
        """Whether every overload of ``target``'s name (the most derived of each parameter list)
        returns the same type: a chain ``a.attr().b()`` names no argument types, so the overload
        that runs, and what it returns, is only known then (Java ``String attr(String)`` beside
        ``Element attr(String, String)``); of a free function, its overloads in its own scope and file
        (OpenEXR's ``RgbaOutputFile* outfile (ImfOutputFile*)`` beside ``TiledRgbaOutputFile* outfile
        (ImfTiledOutputFile*)``)."""
        known = self._one_result.get(target)
        if known is not None:
            return known
        sym = self.symbols[target]
        owner = self.symbols.get(sym.parent or "")
        result = True
        if self.table_of(target).lang.overloaded and owner is not None and owner.kind in TYPE_KINDS:
            seen: set[tuple[str, ...] | None] = set()
            returns: set[str] = set()
            for cls in self.mro(owner.id):
                for sid in self.members(cls).get(sym.name, ()):
                    d = self.table_of(sid).def_of.get(sid)
                    if d is not None and self.symbols[sid].kind in CALLABLE_KINDS and d.param_types not in seen:
                        seen.add(d.param_types)
                        returns.add(d.returns)
            result = len(returns) <= 1
        elif self.table_of(target).lang.overloaded and sym.kind in CALLABLE_KINDS:
            home = self.table_of(target)   # free functions: the overloads of the name in its scope and file
            siblings = home.children.get(home.def_of[target].parent, {}).get(sym.name, [target])
            result = len({home.def_of[s].returns for s in siblings if s in home.def_of} - {""}) <= 1   # (a result
            # the parser did not read, as CppUTest's ``SimpleString StringFrom(void (*value)())``, is no other class)
        self._one_result[target] = result
        return result

    # -- choosing ---------------------------------------------------------------------------------

    def _hierarchy_overloads(self, target: str, args: int) -> list[str]:
        """Callables named like ``target`` in its class and bases (an override, same parameter
        types, hides what it overrides) whose arity fits ``args``."""
        table = self.table_of(target)
        sym = self.symbols[target]
        owner = self.symbols.get(sym.parent or "")
        if owner is not None and owner.kind in TYPE_KINDS:
            scopes = [self.members(c) for c in self.mro(owner.id)]
        else:
            scopes = [table.children.get(table.defs[sym.qualname].parent, {})]
        found: list[str] = []
        seen: set[tuple[tuple[str, ...] | None, bool]] = set()
        for named in scopes:
            here: set[tuple[tuple[str, ...] | None, bool]] = set()
            for sid in named.get(sym.name, []):
                low, high = self.table_of(sid).arity.get(sid, (-1, -1))
                if not (0 <= low <= args and (high < 0 or args <= high)):
                    continue
                signature = (self.table_of(sid).def_of[sid].param_types, high < 0)
                if signature[0] is None or signature not in seen:
                    found.append(sid)
                    here.add(signature)
            seen |= here  # what a class declares hides the same signature in its bases only
        return found

    def no_fit_outside(self, target: str, args: int) -> bool:
        """No overload in the class and its bases takes ``args`` arguments, and a base is a library
        class: the method called is the library's (``format(x)`` of a ``java.text.Format``)."""
        if target not in self.table_of(target).arity:
            return False  # a class without constructors, a field: no arity to fit
        owner = self.symbols.get(self.symbols[target].parent or "")
        return owner is not None and owner.kind in TYPE_KINDS and self.has_external_base(owner.id)

    def _params(self, sid: str, count: int, phase: int) -> list[JType] | None:
        """``sid``'s parameter types for ``count`` arguments in a phase (3: variable arity expanded)."""
        table = self.table_of(sid)
        d = table.def_of[sid]
        if d.param_types is None:
            return None
        known = self._param_jtypes.get(sid)
        if known is None:
            known = self._param_jtypes[sid] = [self.java_type(table, t, d.qualname) for t in d.param_types]
        types = list(known)
        variadic = table.arity.get(sid, (0, 0))[1] < 0
        if phase < 3:
            if variadic and types:
                types[-1] = JType("array", element=types[-1])
            return types if len(types) == count else None
        if not variadic or not types:
            return None
        return types[:-1] + [types[-1]] * (count - len(types) + 1)

    def _status(self, sid: str, args: list[JType], phase: int) -> str:
        params = self._params(sid, len(args), phase)
        if params is None:
            return MAYBE if self.table_of(sid).def_of[sid].param_types is None else NO
        return _all([self.assignable(a, p, phase > 1) for a, p in zip(args, params, strict=True)])

    def _most_specific(self, ids: list[str], count: int, phase: int) -> str | None:
        params = {sid: self._params(sid, count, phase) for sid in ids}

        def at_least(one: str, other: str) -> bool:
            mine, theirs = params[one], params[other]
            return mine is not None and theirs is not None and all(
                self.assignable(a, b, False) == YES for a, b in zip(mine, theirs, strict=True))

        found = [sid for sid in ids if all(at_least(sid, other) for other in ids if other != sid)]
        return found[0] if len(found) == 1 else None

    def by_argument_types(self, table: FileTable, call: CallFact, target: str) -> tuple[str | None, list[str]]:
        """The overload javac calls, when the arguments' types make it certain (else None), and the
        overloads the call's arity fits in the class and its bases (empty: not Java, no argument)."""
        if call.arg_types is None:
            return None, []
        key = (target, call.args)
        candidates = self._overloads_of.get(key)
        if candidates is None:
            candidates = self._overloads_of[key] = self._hierarchy_overloads(target, call.args)
        if len(candidates) < 2:
            return None, candidates  # arity alone decides (``Linker.overloads``)
        return self._choose(table, call, candidates), candidates

    def _choose(self, table: FileTable, call: CallFact, candidates: list[str]) -> str | None:
        """The overload of ``candidates`` javac picks for the call's arguments, None when not certain;
        memoised by the arguments' types and the candidates (the answer depends on nothing else)."""
        assert call.arg_types is not None
        args = [self.java_type(table, t, call.scope) for t in call.arg_types]
        key = (tuple(args), tuple(candidates))
        if key not in self._chosen:
            self._chosen[key] = self._phases(args, candidates)
        return self._chosen[key]

    def _phases(self, args: list[JType], candidates: list[str]) -> str | None:
        """javac's three phases: the first with an applicable overload picks the most specific one."""
        statuses: dict[int, dict[str, str]] = {}

        def status(phase: int) -> dict[str, str]:
            if phase not in statuses:
                statuses[phase] = {sid: self._status(sid, args, phase) for sid in candidates}
            return statuses[phase]

        for phase in (1, 2, 3):
            possible = [sid for sid in candidates if status(phase)[sid] != NO]
            if not possible:
                continue
            if all(status(phase)[sid] == YES for sid in possible):
                return self._most_specific(possible, len(args), phase)
            if len(possible) == 1:
                rest = [sid for sid in candidates if sid != possible[0]]
                later = all(status(p)[sid] == NO for p in (1, 2, 3) if p > phase for sid in rest)
                return possible[0] if later else None
            return None
        return None
