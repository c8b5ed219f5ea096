"""What a language extractor reports about one file, before any linking.

Extractors turn source bytes into :class:`FileFacts`: definitions (with nesting,
spans, signatures, docs), imports, call sites, inheritance clauses and the type hints
the linker uses to resolve ``receiver.method()`` calls.  Facts are language-neutral:
the linker (``link.py``) works on them with a small per-language policy and never
sees a syntax tree.  Facts are pickled into the parse cache, keyed by source blob id.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from smriti_git.model.code import Span

MACRO_NAMESPACE = "#macro"   # ``FileFacts.usings``: a namespace the file's own macro opens
INLINE_NAMESPACE = "#inline"   # ``FileFacts.usings``: an inline namespace, whose members are its parent's
MEMBER_MACRO = "#members"   # ``FileFacts.usings``: a macro alone on its line in a class body, declaring members
PASTING_MACRO = "#pastes"   # ``FileFacts.usings``: a ``#define`` declaring classes by pasting tokens (``cpaste``)
DECLARING_MACRO = "#declares"   # ``FileFacts.usings``: a macro invoked alone on its line at namespace level
FALLBACK = "#fallback"   # ``FileFacts.usings``: a standard-named function of a feature test's fallback (cplatform)
FOREIGN_ONLY = "#foreign"   # ``FileFacts.usings``: a function only another platform's ``#if`` branch defines


@dataclass
class Definition:
    """A definition.  ``qualname`` is dotted through enclosing definitions."""

    kind: str
    name: str
    qualname: str
    span: Span
    parent: str | None = None          # qualname of the enclosing definition, None at top level
    signature: str = ""
    doc: str = ""
    decorators: list[str] = field(default_factory=list)
    content_hash: str = ""
    returns: str = ""                  # declared result type text, if any
    exported: bool = True
    is_test: bool = False
    is_abstract: bool = False
    # Go-style methods declared outside their type: the receiver type's name.  A
    # definition with an ``owner`` and no ``parent`` is not a top-level name of its file;
    # the linker makes it a member of the type ``owner`` in the same package (any file).
    owner: str = ""
    # (minimum, maximum) number of arguments a callable accepts, maximum -1 when
    # variadic; lets the linker pick among overloads (Java) by a call's ``args``.
    arity: tuple[int, int] | None = None
    # The first parameter's name, where the language binds a self name through it (Python).
    first_param: str = ""
    # A declaration without a body whose definition lives elsewhere (C and C++ prototypes,
    # methods declared in a class body): the linker joins it to its definition.
    declaration: bool = False
    # Declared parameter types (Java), as the extractor writes types (``int``, ``Foo``,
    # ``Foo[]``, ``?`` for a type variable, ``""`` unknown); a variadic one's element type.
    # With a call's ``arg_types`` they tell overloads of one arity apart.
    param_types: tuple[str, ...] | None = None


@dataclass
class ImportFact:
    """One imported binding.

    ``module`` is the module specifier as written (``os.path``, ``..util``, ``./x``,
    ``github.com/a/b``, ``java.util.List``).  ``name`` is the imported member (``None``
    to import the module itself, ``"*"`` for a wildcard).  ``alias`` is the local name
    it is bound to (``None``: the language's default binding).
    """

    module: str
    name: str | None = None
    alias: str | None = None
    line: int = 0
    scope: str | None = None           # qualname of the enclosing definition, None at file level
    is_type_only: bool = False


@dataclass
class CallFact:
    """A call site.  ``receiver`` is the text before the last ``.``/``->``/``::``, if any.

    ``line`` and ``column`` (0-based, in bytes of the line's UTF-8 text) locate the called
    name, where the extractor reports it (else the call's start); ``byte`` is the call's start.
    """

    name: str
    receiver: str | None
    line: int
    byte: int
    scope: str | None                  # qualname of the enclosing definition, None at file level
    is_new: bool = False               # ``new Foo()`` / composite literal / constructor call
    args: int = -1                     # number of arguments, -1 when not reported (overload choice)
    # Keyword argument names (Python), None when not reported or unknowable (``**kwargs``);
    # with ``args`` (positional arguments, -1 after a ``*args``), dry runs check call
    # sites against a changed signature.
    keywords: tuple[str, ...] | None = None
    column: int = 0
    # Each argument's static type where the syntax makes it certain (Java: ``String`` for a
    # literal, a declared local's type; ``""`` unknown), None when not reported.
    arg_types: tuple[str, ...] | None = None
    # C++: each argument's type where the syntax makes it certain (``languages/cpp_args.py``:
    # a literal's type, ``$name`` for an identifier, ``.a->b`` a member chain, ``*$a`` an element,
    # ``()f@line:column`` a call's result, ``[- A B]`` an operator expression, which
    # ``link_cpp_args`` types; ``""`` unknown), None when not reported.
    arg_texts: tuple[str, ...] | None = None
    template_args: bool = False        # C++: the call writes template arguments (``f<int>(x)``)
    # C++: an initialiser of a constructor defined out of line (``: AST_Node(p), quote_(0)``): a
    # call of a base class's constructor when its name is a class, else a member's (no call).
    initialiser: bool = False
    # C and C++: the called member is reached with ``.``, not ``->`` (``p.reset()`` of a smart
    # pointer ``p`` is the pointer's own ``reset``, ``p->reset()`` its object's).
    dot: bool = False
    # The callee is written qualified (C++ ``uri::getFieldString(...)``): its receiver names a namespace or a class,
    # never a variable, though a variable of that name is in scope.
    scoped: bool = False


@dataclass
class InheritFact:
    type_qualname: str
    base: str                          # the base type as written (``Base``, ``mod.Base``, ``pkg.Iface``)
    kind: str = "extends"              # extends | implements | embeds | includes
    line: int = 0


@dataclass
class TypeHint:
    """``name`` has type ``type`` inside ``scope``.

    ``type`` is a type name as written (``Foo``, ``pkg.Foo``), ``"()" + callee`` for
    "the result of calling ``callee``" (resolved through the callee's declared return
    type or, for a class, an instance of it), or ``"$" + name + "@" + scope`` for "the
    type of variable ``name`` in ``scope``" (``self.x = x`` with ``x: Foo``).  ``name`` may be ``self.attr``-style for
    attributes assigned in methods; ``scope`` is then the class.  ``end``: the last line the
    binding is visible on, when its scope holds several bindings of the name in blocks of
    their own (C and C++ locals); 0 else.
    """

    scope: str | None
    name: str
    type: str
    line: int = 0
    end: int = 0


@dataclass
class FileFacts:
    path: str
    lang: str
    definitions: list[Definition] = field(default_factory=list)
    imports: list[ImportFact] = field(default_factory=list)
    calls: list[CallFact] = field(default_factory=list)
    inherits: list[InheritFact] = field(default_factory=list)
    hints: list[TypeHint] = field(default_factory=list)
    references: list[tuple[str | None, str, int]] = field(default_factory=list)  # (scope, type name, line)
    package: str = ""                  # declared package / namespace (Go, Java, C#, PHP), if any
    exports: list[str] = field(default_factory=list)  # names re-exported (JS/TS ``export {a} from``, __all__)
    doc: str = ""
    is_test: bool = False
    diagnostics: list[str] = field(default_factory=list)
    # Non-empty when the file is only compiled in some build variant (Go ``//go:build``
    # constraints and ``_windows.go``-style names): its names do not join the package's
    # table, so that the default build's definitions are the ones found.
    variant: str = ""
    # Message templates: string literals passed to logging, printing and error
    # constructors, as (scope qualname, template text, line); see ``index/messages.py``.
    messages: list[tuple[str | None, str, int]] = field(default_factory=list)
    # C++: whether the object a local, parameter or field reaches (the value, or what a pointer
    # or reference points to) is ``const``, as (scope qualname, name, "const" | "mutable" |
    # "member" | "" when not known, first line, last line it is visible on: 0 for a field), one
    # per declaration: a name declared ``Token*`` in one block and ``const Token*`` in another
    # (or in another overload) has each its own; lets the linker choose between a method's
    # ``const`` and non-``const`` overloads.
    constness: list[tuple[str | None, str, str, int, int]] = field(default_factory=list)
    # C++ using-declarations and using-directives, as (scope qualname, name, qualified name
    # dotted): ``using leveldb::Slice;`` -> (None, "Slice", "leveldb.Slice"); ``using namespace
    # tinyxml2;`` -> (None, "*", "tinyxml2").  The linker looks a name up through them when
    # nothing else declares it.  A namespace opened by the file's own macro (``#define NS_BEGIN
    # namespace pugi { namespace impl {``, blanked: what it encloses is at file level) is both a
    # directive and (None, MACRO_NAMESPACE, "pugi.impl"): ``impl::f()`` is the file's own ``f``.
    # An inline namespace is (its parent's qualname, INLINE_NAMESPACE, its name): ``namespace google {
    # inline namespace internal_ {`` -> ("google", INLINE_NAMESPACE, "internal_").  A C++ class body's
    # macro alone on its line, which the grammar cannot read and the index blanks (PROJ's
    # ``PROJ_OPAQUE_PRIVATE_DATA``, declaring ``std::unique_ptr<Private> d;``), is (the class's qualname,
    # MEMBER_MACRO, the macro's name).  A ``#define`` that declares classes by pasting tokens, and a macro
    # invoked alone on its line at namespace level, are PASTING_MACRO and DECLARING_MACRO entries
    # (``languages/cpaste.py``).  A function the file defines only in another platform's branch (kept to be
    # found, ``cplatform``) is (its qualname, FOREIGN_ONLY, "").  A function of a standard name defined in a
    # feature test's fallback (``#ifndef HAVE_STRNLEN``) is (its qualname, FALLBACK, "").
    usings: list[tuple[str | None, str, str]] = field(default_factory=list)
    # C++: the type each local or parameter declaration writes (``cpp_args.declared_text``, ""
    # when not plain), as (scope qualname, name, type, byte of the name): overloads share a
    # qualname, and the byte tells whose declaration it is.
    declared: list[tuple[str | None, str, str, int]] = field(default_factory=list)
