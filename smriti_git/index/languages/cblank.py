"""What the C-family grammar cannot read, blanked (or rewritten, same length) in place before parsing.

tree-sitter's C++ grammar knows no preprocessor: an export macro in a class head or
before a function's result type, a thread-safety annotation after a declarator, or the
``extern "C" {`` of an ``#ifdef __cplusplus`` block (its ``}`` in another block) makes it
misread or give up on whole files.  :func:`without_export_macros` replaces them with
spaces (line breaks kept), so every byte offset, line and column stays as in the file; so are
a file's own macros that open namespaces or prefix functions with ``static`` / ``inline``.

And a file the grammar still cannot read: :func:`recovering_parse` parses it again with
its preprocessor conditionals flattened (:func:`flattened`: one branch of each ``#if``
kept, same length), then with macro statements blanked and block-heading macros read as ``if``
(:func:`without_macro_statements`), and keeps whichever tree has fewer errors; a file that parses cleanly
is parsed once.  In a C++ file, a member function's head that a macro of another header writes at namespace
level (Nestopia's ``NES_POKE_AD(Apu,4001)`` / ``{...}``) is found in the tree and read as the class's member's
(:func:`macro_heads`), and the file parsed again.

Why this module is longer than 600 lines: it is a list of small, independent rewriting rules,
each a regular expression with the comment that names the project and the construct it came
from; they share one blanking discipline (same length, line breaks kept), which reads best in one
place.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from tree_sitter import Node, Tree

# An export macro between ``class`` and the class's name (``class LEVELDB_EXPORT DB``,
# ``class TINYXML2_LIB XMLNode : public Base``, several: ``class BENCHMARK_EXPORT
# BENCHMARK_INTERNAL_CACHELINE_ALIGNED State``, function-like: ``struct FTXUI_EXPORT(DOM)
# Canvas``, before an attribute: ``class SFML_NETWORK_API [[deprecated]] Ftp``): an upper-case
# name, or a library's ``_API`` / ``_EXPORT`` name in any case (POCO's ``class Foundation_API
# Clock``, its ``///`` comment lines before the ``{``; TagLib's ``class TAGLIB_EXPORT Chapters`` /
# ``#ifndef DO_NOT_DOCUMENT`` / ``: private Element`` / ``#endif``; GEOS' ``class GEOS_DLL EdgeRing
# /* non-final */ {``; an explicit specialization: SystemC's ``class SC_API sc_in<bool> :``; an enumeration's:
# libavif's ``typedef enum AVIF_NODISCARD avifResult {``), and its arguments,
# that the grammar would take for the class, so that the real
# name, the base list and the body fail to parse.
# So is one that starts a function's declaration or definition, before its result type
# (``LUA_API int (lua_settop) (lua_State *L, int idx);``, after an attribute: ``[[nodiscard]]
# SFML_SYSTEM_API std::ostream& err();``, ``LEVELDB_EXPORT Status
# DestroyDB(...)``, or alone on the line above: ``BENCHMARK_EXPORT`` / ``bool
# CSVReporter::ReportContext(...)``): an upper-case name at the start of a line followed by a
# type (no statement keyword, no ``const``), a name (parenthesised or not, on the type's line or the
# next) and ``(``.  Also a name of two capitalised parts in either place (LibRaw's ``class DllDef LibRaw``
# and ``DllDef const char *libraw_strerror(int);``), not before ``final`` nor before an upper-case
# macro (FlatBuffers' ``struct EnumVal FLATBUFFERS_FINAL_CLASS``, Kanzi's ``class DebugInputBitStream FINAL``: the
# class's name), and not before
# ``const``, where it is a type (Catch2's ``ReporterRegistry const& f()``).  A type spelled in capitals
# (``DWORD GetX(void)``) is followed by the name alone, and stays.  The parentheses around the name go too:
# ``int (lua_gettop) (lua_State *L);`` reads to the grammar as a call of a cast.
_EXPORT_MACRO = re.compile(rb"\b(?:class|struct|union|enum)\s+((?:(?:[A-Z_][A-Z0-9_]*|"
                           rb"[A-Za-z]\w*_(?:API|EXPORTS?|DLL|LIB)|"
                           rb"[A-Z][a-z0-9]+[A-Z]\w*(?=\s+(?!final\b)(?![A-Z][A-Z0-9]*_[A-Z0-9_]*\b|[A-Z]{3}[A-Z0-9]*\b)"
                           rb"[A-Za-z_]))(?:[ \t]*\([\w \t,]*\))?\s+)+)"
                           rb"(?=(?:\[\[[^\[\]\n]*\]\]\s*)?(?![A-Z0-9_]*FINAL[A-Z0-9_]*\s*[:{])"
                           rb"[A-Za-z_]\w*\s*(?:<[^;{}()\n]*>\s*)?(?:final\s*|[A-Z]{3}[A-Z0-9_]*\s*)?"
                           rb"(?:(?://|#)[^\n]*\n\s*|/\*[^\n]*?\*/\s*)*[:{])")
# And a macro between a function's result type and its name (zlib's ``void ZLIB_INTERNAL
# gz_error(...)``, ``char ZLIB_INTERNAL *gz_strwinerror(...)``, ``int ZEXPORT deflate(...)``,
# Windows' ``DWORD WINAPI ThreadProc(...)``): the C++ grammar, which reads headers, takes the pair
# for the name or the declaration for a variable.  The result type has a lower-case letter (an
# all-capitals word there is a type macro or an export macro, read otherwise) and is no tag name.
_MIDDLE_MACRO = re.compile(rb"^[ \t]*(?:[A-Z_][A-Z0-9_]*[ \t]+)?(?:(?:static|extern|inline|const)[ \t]+)*"
                           rb"(?!(?:struct|enum|union|class|return|typedef|else|case|goto|new|delete|static|extern|inline|const|"
                           rb"volatile|register|unsigned|signed|virtual|friend|constexpr|explicit)\b)"
                           rb"(?=[\w:]*[a-z])[A-Za-z_][\w:]*(?:[ \t]*\*)*[ \t]+([A-Z][A-Z0-9_]{2,})[ \t]+\**[ \t]*"
                           rb"(?:[A-Za-z_]\w*::)*~?[A-Za-z_]\w*[ \t]*\(", re.MULTILINE)
# (also before a member defined out of its class: Nestopia's ``void NST_FASTCALL McAcc::UpdatePrg(uint,uint)``, which
# had been a member of a namespace ``NST_FASTCALL McAcc``)
# And a macro between the class's name and its base list or body (FlatBuffers' ``struct Field
# FLATBUFFERS_FINAL_CLASS : private ::flatbuffers::Table``, ``final`` or nothing).
_CLASS_SUFFIX_MACRO = re.compile(rb"\b(?:class|struct|union)\s+[A-Za-z_]\w*[ \t]+([A-Z][A-Z0-9]*_[A-Z0-9_]*|"
                                 rb"[A-Z]{3}[A-Z0-9]*)(?=\s*[:{])")
# (or one word in capitals: Kanzi's ``class DebugInputBitStream FINAL : public InputBitStream``, ``#define FINAL
# final`` under C++11; before it, no two-part name is an export macro, and no name in capitals before a ``...FINAL...``
# one: ``class BWT FINAL``)
# And the class-key wrapped in a macro (Bullet's ``ATTRIBUTE_ALIGNED16(class) btVector3``, which
# expands to an aligned ``class``), and an ``alignas(...)`` after a class head's attributes, which
# the grammar reads only before them (Jolt's ``class [[nodiscard]] alignas(JPH_VECTOR_ALIGNMENT) Vec3``).
_KEY_MACRO = re.compile(rb"\b([A-Z_][A-Z0-9_]*[ \t]*\([ \t]*)(?:class|struct|union)([ \t]*\))(?=\s*[A-Za-z_])")
# And a conditional block between a class-key and the class's name holding only words
# (Jolt's ``class`` / ``#ifndef JPH_PLATFORM_DOXYGEN`` / ``JPH_EXPORT_GCC_BUG_WORKAROUND alignas(...)``
# / ``#endif`` / ``Body : public NonCopyable``): the whole block, directives and words.
_HEAD_CONDITIONAL = re.compile(rb"\b(?:class|struct)[ \t]*\r?\n"
                               rb"([ \t]*#[ \t]*if[^\n]*\n(?:[ \t]*[^#\s{};][^\n{};]*\n)*[ \t]*#[ \t]*endif[^\n]*)"
                               rb"(?=\r?\n[ \t]*[A-Za-z_]\w*[ \t]*(?:final[ \t]*)?[:{\n])")
_KEYS_CLOSED = (b"class)", b"struct)", b"union)", b"class )", b"struct )")
# And an export macro after ``extern``, before the type of a variable or a function it declares (MFEM's ``extern
# MFEM_EXPORT Poly_1D poly1d;``, SystemC's ``extern SC_API void sc_deprecated_add_trace();``): the grammar reads
# the macro as the type and the type as the name.  Upper-case with an underscore (``extern FILE *f;`` keeps its
# type), followed by a type and a declarator.
_EXTERN_MACRO = re.compile(rb"\bextern[ \t]+([A-Z][A-Z0-9]*_[A-Z0-9_]*)[ \t]+(?=(?:const[ \t]+)?[A-Za-z_][\w:]*"
                           rb"(?:<[^;\n]*>)?[ \t*&]+[A-Za-z_]\w*[ \t]*[;\[(=,])")
# And an export macro before ``extern`` (InspIRCd's ``CoreExport extern InspIRCd* ServerInstance;``): the grammar
# reads none of the declaration.  Upper-case, a library's ``_API`` / ``_EXPORT`` name or one of two capitalised parts,
# at the start of a line.
_MACRO_EXTERN = re.compile(rb"^[ \t]*((?:[A-Z_][A-Z0-9_]*|[A-Za-z]\w*_(?:API|EXPORTS?|DLL|LIB)|[A-Z][a-z0-9]+[A-Z]\w*)"
                           rb"[ \t]+)(?=extern[ \t])", re.MULTILINE)
_LATE_ALIGNAS = re.compile(rb"\b(?:class|struct|union)[ \t]+(?:\[\[[^\[\]\n]*\]\][ \t]*)+"
                           rb"(alignas[ \t]*\([^()\n]*(?:\([^()\n]*\)[^()\n]*)*\))")
_FUNCTION_MACRO = re.compile(rb"^[ \t]*(?:\[\[[^\[\]\n]*\]\][ \t]*)?([A-Z_][A-Z0-9_]*|[A-Z][a-z0-9]+[A-Z]\w*)"
                             rb"(?:[ \t]+|[ \t]*\r?\n[ \t]*)"
                             rb"(?:(?:const|unsigned|signed|struct|enum|union|static|inline|extern)[ \t]+)*"
                             rb"(?!(?:if|while|for|switch|return|else|do|case|goto|sizeof|new|delete|throw|const|"
                             rb"volatile)\b)"
                             rb"[A-Za-z_][\w:<>,]*(?:[ \t*&]+|[ \t*&]*\r?\n[ \t]*)"
                             rb"(\()?[ \t]*[A-Za-z_][\w:~]*[ \t]*(\))?"
                             rb"(?=[ \t]*\()", re.MULTILINE)
# And a function-like macro around a function's result type, starting its line (``API_EXPORT(void)
# mupEval(...)``, expanding to ``void __cdecl``), or alone on the line before the function's
# unqualified name, both at the line's start (Expat's ``XMLPARSEAPI(XML_Parser)`` then
# ``XML_ParserCreate(...);``: the C++ grammar, which reads headers, has no C's macro type; not
# when that name is upper case too, a list of macro calls: GoogleTest's ``GTEST_REPEATER_METHOD_(...)``
# lines): the macro's name and parentheses are blanked, its argument stays as the result type.
_TYPE_MACRO = re.compile(rb"^(?:[ \t]*([A-Z_][A-Z0-9_]*[ \t]*\()[ \t]*[A-Za-z_][\w:<>, \t]*[*&]*[ \t]*(\))"
                         rb"[ \t]*[*&]*[ \t]*(?!(?:if|while|for|switch|return|sizeof|catch)\b)[A-Za-z_][\w:~]*"
                         rb"|([A-Z_][A-Z0-9_]*[ \t]*\()[ \t]*[A-Za-z_][\w:<>, \t]*[*&]*[ \t]*(\))[ \t]*\r?\n"
                         rb"[*&]*[ \t]*(?![A-Z][A-Z0-9_]*[ \t]*\()[A-Za-z_]\w*)[ \t]*(?=\()", re.MULTILINE)

# And a macro making a label of its argument, starting its line (QuickJS's interpreter loop: ``CASE(OP_push_i32):``,
# ``case op`` or ``case_OP_push_i32`` as a function-local ``#define`` chooses): 238 such labels were errors, and
# the grammar's recovery then kept ``JS_CallInternal`` open over the next 1,459 lines.  The name and the
# parentheses are blanked: a plain label.
_LABEL_MACRO = re.compile(rb"^[ \t]*([A-Z][A-Z0-9_]*[ \t]*\()[ \t]*\w+[ \t]*(\))[ \t]*:(?!:)", re.MULTILINE)

# And the C header idiom ``#ifdef __cplusplus`` / ``extern "C" {`` / ``#endif`` (closed the
# same way): braces opened and closed in separate ``#if`` blocks make the grammar give up on
# the whole include guard; the block is transparent to what it declares.  So are namespaces such
# a block opens for C++ users of a C library (CRoaring's ``extern "C" {`` / ``namespace roaring {`` /
# ``using api::roaring_iterator;`` / ``namespace internal {``, in its ``.c`` files too): the library is C,
# compiled without them (the block's lines may be using-declarations, comments or empty too).
_EXTERN_C_LINE = (rb'[ \t]*(?:(?:extern[ \t]+"C"[ \t]*(?:\n[ \t]*)?\{|namespace[ \t]+[A-Za-z_]\w*[ \t]*\{|\}|'
                  rb'using[ \t]+(?:namespace[ \t]+)?[\w:]+[ \t]*;)[ \t]*)?(?:/\*[^\n]*?\*/|//[^\n]*)?[ \t]*')
_EXTERN_C = re.compile(rb'^(?:[ \t]*#[ \t]*if(?:def[ \t]+__cplusplus|[ \t]+defined[ \t]*\(?[ \t]*__cplusplus)[^\n]*\n)'
                       rb'(' + _EXTERN_C_LINE + rb'(?:\n' + _EXTERN_C_LINE + rb')*)'
                       rb'(?=\n[ \t]*#[ \t]*endif)', re.MULTILINE)

# And an annotation macro between a declarator and its ``;`` (clang's thread-safety
# attributes: ``VersionSet* const versions_ GUARDED_BY(mutex_);``, ``void Compact()
# EXCLUSIVE_LOCKS_REQUIRED(mutex_);``), which the grammar takes for a call or a function
# declarator; never after ``return`` and the other words a call may follow.  (``\b`` before
# ``\w+`` changes no match; it spares the engine a try at every byte inside a word.)
_TRAILING_MACRO = re.compile(rb"(\b\w+|\))[ \t]+(?:const[ \t]+)?(\b[A-Z][A-Z0-9_]*\([^;(){}]*\))"
                             rb"(?=[ \t]*;|(?:[ \t]*(?://[^\n]*)?\r?\n)*[ \t]*(?:\{|:(?!:)))")
# (also before a function's body or its member initialisers, after its parameter list: InspIRCd's ``Method(const
# Engine* engine, const std::shared_ptr<ConfigTag>& tag) ATTR_NOT_NULL(2)`` / ``: provname(engine->name)``)
# And the wrapper of a K&R-compatible prototype's parameter list (Oniguruma's ``extern int onig_new
# P_((OnigRegex*, const UChar*));``, zlib's old ``OF((...))``, BSD's ``__P((...))``, Tcl's
# ``_ANSI_ARGS_((...))``, GNU's ``PARAMS((...))``): a macro word right after the declared name (or a
# parenthesised declarator) whose one argument is the parenthesised list, before the ``;``.  The grammar
# reads the declaration as one of the macro; with the word and its outer parentheses blanked it is the
# prototype it expands to (with the ANSI definition of the macro, which every compiler today takes).
_PROTOTYPE_MACRO = re.compile(rb"(?:\b(?!(?:return|sizeof|case|else|goto|throw|do)\b)[A-Za-z_]\w*|\))[ \t]+"
                              rb"([A-Z_][A-Z0-9_]*[ \t]*\()[ \t]*\((?:[^();{}]|\((?:[^();{}]|\([^();{}]*\))*\))*\)"
                              rb"[ \t]*(\))(?=[ \t]*;)")
_CONTROL_WORDS = frozenset({b"if", b"while", b"for", b"switch", b"} else if", b"else if"})
_CALL_WORDS = frozenset({b"return", b"throw", b"else", b"case", b"delete", b"new", b"sizeof", b"co_return",
                         b"co_yield", b"goto", b"do"})


# And a header name in angle brackets inside a preprocessor condition (``#if __has_include(<bit>)``,
# ``FMT_HAS_INCLUDE(<string_view>)``), which the grammar reads as comparisons and fails on, and
# with it the whole ``#if`` block (an include guard: the header): the brackets become quotes.
# And ``throw`` used as an expression (GeographicLib's ``for (; i < maxit_ || (throw_ && (throw
# GeographicErr("..."), false)); ++i)``, ``x = ok ? y : throw Error(...)``): the grammar knows only a
# ``throw`` statement, and its error recovery there closed the enclosing namespace for the rest of
# the file.  The keyword goes; what is thrown stays an expression, its calls call sites.
_THROW_EXPRESSION = re.compile(rb"(?:[(,?=]|&&|\|\||(?<!:):(?!:))[ \t\r\n]*(throw)\b(?![ \t]*;)")
# And the class of a pointer-to-member declarator (LibRaw's ``void (LibRaw::*load_raw)();`` field, ``void
# (A::*p)() = &A::f;``), which the grammar does not read: its error there cost the class the rest of its
# members.  The class goes; what stays declares a plain function pointer of the same name.
_MEMBER_POINTER = re.compile(rb"\([ \t]*((?:[A-Za-z_]\w*[ \t]*::[ \t]*)+)\*[ \t]*[A-Za-z_]\w*[ \t]*\)")
# And a macro that opens a class named by its first argument, alone on its line and followed by an
# access specifier (libebml's ``DECLARE_EBML_BINARY_LENGTH(EbmlCrc32, 4)`` / ``public:`` ... ``};``, its
# ``#define`` in another header): read as ``class EbmlCrc32 {`` (its base classes are the macro's, unknown).
# The macro starts its line and the specifier is indented (not ``Q_DECLARE_PRIVATE(X)`` inside a class).
_CLASS_MACRO = re.compile(rb"^([A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*\([ \t]*([A-Za-z_]\w*)[^()\n]*\))[ \t]*\r?\n"
                          rb"(?=(?:[ \t]*(?://[^\n]*+)?\r?\n)*[ \t]+(?:public|private|protected)[ \t]*:(?!:))",
                          re.MULTILINE)


def _class_head(match: re.Match[bytes]) -> bytes:
    """A class-opening macro's use rewritten as ``class Name {``, same length (unchanged if longer)."""
    head = b"class " + match.group(2) + b" {"
    width = match.end(1) - match.start(1)
    if len(head) > width:
        return match.group(0)
    start = match.start(1) - match.start(0)
    return match.group(0)[:start] + head.ljust(width) + match.group(0)[start + width:]


# ``extern template class X<T>;``, an explicit instantiation declaration (PROJ's ``extern template class
# DerivedCRSTemplate<DerivedEngineeringCRSTraits>;``): the grammar reads the instantiation without
# ``extern`` only, and with it takes the next declaration into its error.
_EXTERN_TEMPLATE = re.compile(rb"\b(extern)[ \t]+(?=template\b)")
# A use of the file's own macro that stands for a whole function body (litehtml's ``#define
# LITEHTML_RETURN_FUNC(ret) { return ret; }`` and ``bool element::is_text() const LITEHTML_RETURN_FUNC(false);``):
# the grammar reads a declaration, and the index a prototype with no definition.  The use becomes
# ``{`` and ``}`` with spaces between, and the ``;`` after it a space (with it, the grammar reads ``f() {};``
# as a declaration with a braced initialiser).
_BODY_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+(\w+)(?:\([\w \t,.]*\))?[ \t]*(?:\\\r?\n[ \t]*)*\{"
                          rb"(?:[^\n]*\\\r?\n)*[^\n]*\}[ \t]*$", re.MULTILINE)


def _body_uses(source: bytes) -> bytes:
    """Each use of a body macro (:data:`_BODY_DEFINE`) after a function's declarator (its parameters
    may take several lines, the macro on the next), made a body; not one after a condition
    (LZ4's ``if (LZ4F_isError(e)) END_PROCESS(35, "...", LZ4F_getErrorName(e));``, a statement)."""
    names = [m.group(1) for m in _BODY_DEFINE.finditer(source)]
    if not names:
        return source
    alternatives = b"|".join(map(re.escape, names))
    use = re.compile(rb"[ \t]*(?!(?:if|while|for|switch|else|return|do|case)\b)[A-Za-z_~][^;{}()\n]*\([^;{}]*"
                     rb"(?:\)|\bconst|\boverride|\bnoexcept|\bfinal)\s+((?:" + alternatives +
                     rb")\b(?:[ \t]*\((?:[^;{}()\n]|\([^;{}()\n]*\))*\))?)([ \t]*;)")
    out: bytearray | None = None
    for found in re.finditer(rb"\b(?:" + alternatives + rb")\b", source):
        # after a declarator's ``)`` or specifier only (not in a table of uses: AsmJit's x86instdb.cpp, where
        # one pattern anchored at every line start took seconds); the declarator starts one of the lines
        # since the statement before, tried from the first
        before = source[max(0, found.start() - 40):found.start()].rstrip()
        if not before.endswith((b")", b"const", b"override", b"noexcept", b"final")):
            continue
        boundary = max(source.rfind(b";", 0, found.start()), source.rfind(b"{", 0, found.start()),
                       source.rfind(b"}", 0, found.start()))
        line = source.find(b"\n", boundary) + 1 if boundary >= 0 else 0
        while line <= found.start():
            match = use.match(source, line)
            if match is not None and match.start(1) == found.start():
                out = out if out is not None else bytearray(source)
                out[match.start(1):match.end(2)] = b"{" + b" " * (match.end(1) - match.start(1) - 2) + b"}" + \
                    b" " * (match.end(2) - match.start(2))
                break
            line = source.find(b"\n", line) + 1
            if line == 0:
                break
    return bytes(out) if out is not None else source


_ANGLE_HEADER_TEST = re.compile(rb"(?<=_include)([ \t]*\([ \t]*)<([\w./+-]*)>(?=[ \t]*\))", re.IGNORECASE)


def _quoted_header(match: re.Match[bytes]) -> bytes:
    return match.group(1) + b'"' + match.group(2) + b'"'


def _trailing(match: re.Match[bytes]) -> bytes:
    """A trailing annotation macro blanked (group 2), unless a call follows a keyword or is the
    statement of an ``if`` / ``while`` / ``for`` / ``switch`` on the same line."""
    if match.group(1) in _CALL_WORDS:
        return match.group(0)
    source = match.string
    if match.group(1) not in (b")", b"const", b"noexcept", b"override") and \
            not source[match.end():match.end() + 64].lstrip().startswith(b";"):
        return match.group(0)   # (before a body only after a parameter list: not ``static DEFINE_X(y) {``)
    line = source[source.rfind(b"\n", 0, match.start()) + 1:match.start()].lstrip()
    if line.split(b"(", 1)[0].strip() in _CONTROL_WORDS and match.group(1) == b")":
        return match.group(0)
    return _blank_group(match, 2)


def _blank_group(match: re.Match[bytes], group: int) -> bytes:
    """The match with one group blanked (line breaks kept)."""
    out = bytearray(match.group(0))
    start, end = match.start(group) - match.start(0), match.end(group) - match.start(0)
    out[start:end] = bytes(c if c == 10 else 32 for c in match.group(group))
    return bytes(out)


def _blanked(match: re.Match[bytes]) -> bytes:
    """The whole match blanked (line breaks kept)."""
    return bytes(c if c == 10 else 32 for c in match.group(0))


def _blank(match: re.Match[bytes]) -> bytes:
    """The match with its groups (macro, parentheses) blanked out."""
    out = bytearray(match.group(0))
    for group in range(1, (match.re.groups or 0) + 1):
        if match.start(group) >= 0:
            out[match.start(group) - match.start(0):match.end(group) - match.start(0)] = \
                bytes(c if c == 10 else 32 for c in match.group(group))   # line breaks stay
    return bytes(out)


# And the file's own macros that open or close namespaces (``#define NS_BEGIN namespace a {
# namespace b {``, ``#define NS_END } }``) or prefix functions with a storage class or nothing
# (``#define X_FN inline``): a use alone on its line (a namespace macro) or starting a line (a
# prefix) is blanked, so that what follows parses as the definitions it is (at file level: the
# grammar cannot be told the namespace in the same number of bytes).  So is any other macro whose
# body opens or closes a brace it does not close or open (``#define MU_TRY try {``, ``#define
# MU_CATCH } catch (...) { ... }``), used alone on its line: the grammar would read the next
# declaration's type as the macro.  Only names every one of whose ``#define``s in the file is of
# that form.
_CONTINUED_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)(?![\w(])((?:[^\n]*\\\r?\n)*[^\n]*)$",
                               re.MULTILINE)   # a body over several lines, continued by ``\``
_OPENS = re.compile(rb"(?:(?:inline[ \t]+)?namespace(?:[ \t]+[A-Za-z_]\w*(?:[ \t]*\([\w \t,]*\))?)?[ \t]*\{[ \t]*)+")
# (an inline namespace named by a macro: nlohmann/json's ``namespace nlohmann { inline namespace
# NLOHMANN_JSON_NAMESPACE_CONCAT(NLOHMANN_JSON_ABI_TAGS, NLOHMANN_JSON_NAMESPACE_VERSION) {``)
_CLOSES = re.compile(rb"(?:\}[ \t]*)+")
# A prefix's body: nothing, or only these words, attributes and other prefix macros of the file
# (``#define FMT_CONSTEXPR constexpr``, ``#define FMT_ALWAYS_INLINE inline __attribute__((always_inline))``,
# ``#define FMT_INLINE FMT_ALWAYS_INLINE``).
_PREFIX_WORDS = frozenset({b"static", b"inline", b"constexpr", b"consteval", b"constinit", b"__inline",
                           b"__inline__", b"__forceinline"})
# An attribute macro (``#define CXXOPTS_NODISCARD [[nodiscard]]``, ``__attribute__((unused))``): a
# prefix too, blanked also alone on the line above the declaration it marks.
_ATTRIBUTE = re.compile(rb"\[\[[^\[\]]*\]\]|__attribute__[ \t]*\(\([^\n]*\)\)|__declspec[ \t]*\([\w \t]*\)")
_MACRO_NAME = re.compile(rb"[A-Z_][A-Z0-9_]*")
_COMMENT = re.compile(rb"/\*.*?\*/|//.*$", re.DOTALL)   # in a ``#define``'s body, its lines joined


# A macro standing for an access specifier in a class body (nlohmann/json's ``JSON_PRIVATE_UNLESS_TESTED:``,
# ``private`` unless its tests are built), or following one (Qt's ``public Q_SLOTS:``): the grammar
# reads neither, and for it the class ends there.  The first becomes the access it names (its name
# says which), the second is blanked; an upper-case label of any other name (C's ``FAIL:``) stays.
_ACCESS_MACRO = re.compile(rb"^[ \t]*(?:(public|protected|private)[ \t]+)?([A-Z][A-Z0-9_]*)[ \t]*:(?!:)", re.MULTILINE)
_ACCESS_WORD = re.compile(rb"PUBLIC|PROTECTED|PRIVATE")


def _access(match: re.Match[bytes]) -> bytes:
    if match.group(1):
        return _blank_group(match, 2)
    named = _ACCESS_WORD.search(match.group(2))
    if named is None:
        return match.group(0)
    start, end = match.span(2)
    head = match.group(0)[:start - match.start()]
    return head + named.group(0).lower().ljust(end - start) + match.group(0)[end - match.start():]


def _defines(source: bytes) -> Iterator[tuple[bytes, bytes]]:
    """Each object-like ``#define`` of ``source``: its name and its body, continuation lines
    (``\\``) joined, comments dropped (``#define CONSTEXPR_M constexpr  // member``) and white
    space collapsed to single spaces."""
    for match in _CONTINUED_DEFINE.finditer(source):
        body = _COMMENT.sub(b" ", re.sub(rb"\\\r?\n", b" ", match.group(2)))   # CRLF files too
        yield match.group(1), b" ".join(body.split())


def _scope_macros(source: bytes) -> bytes:
    """``source`` with its own namespace-opening and function-prefix macros blanked where used."""
    forms: dict[bytes, set[str]] = {}
    words: dict[bytes, set[bytes]] = {}       # the names in the bodies of would-be prefixes
    for name, body in _defines(source):
        form = "scope" if _OPENS.fullmatch(body) or _CLOSES.fullmatch(body) or \
            body.count(b"{") != body.count(b"}") else "prefix"
        if form == "prefix":
            named = set(_ATTRIBUTE.sub(b" ", body).split()) - _PREFIX_WORDS
            if not all(_MACRO_NAME.fullmatch(word) for word in named):
                form = "other"
            words.setdefault(name, set()).update(named)
        forms.setdefault(name, set()).add(form)
    changed = True
    while changed:   # a prefix whose body names anything but prefixes is none
        changed = False
        for name, named in words.items():
            if forms[name] == {"prefix"} and any(forms.get(word) != {"prefix"} for word in named):
                forms[name] = {"other"}
                changed = True
    scopes = [n for n, f in forms.items() if f == {"scope"}]
    prefixes = [n for n, f in forms.items()
                if f == {"prefix"} and any(n + c in source for c in (b" ", b"\t", b"\n", b"\r"))]
    if scopes:
        alone = re.compile(rb"^[ \t]*(" + b"|".join(map(re.escape, scopes)) + rb")[ \t]*;?[ \t\r]*(?=\n|$)",
                           re.MULTILINE)
        source = alone.sub(_blank, source)
    if prefixes:
        leading = re.compile(rb"^[ \t]*(" + b"|".join(map(re.escape, prefixes)) + rb")(?=[ \t]+[A-Za-z_:]|[ \t]*\r?\n"
                             rb"(?:[ \t]*(?:#[^\n]*+)?\r?\n)*[ \t]*[A-Za-z_:])", re.MULTILINE)   # ``#endif`` between
        source = leading.sub(_blank, source)
    return source


def macro_namespaces(source: bytes) -> list[str]:
    """The named namespaces the file's own namespace-opening macros open, innermost first, each
    with the namespaces around it (``#define NS_BEGIN namespace pugi { namespace impl {``:
    ``["pugi.impl", "pugi"]``), for the macros :func:`without_export_macros` blanks: what they
    enclose is indexed at file level, and sees those namespaces' names as through ``using
    namespace`` (the linker looks a name up there when nothing else declares it)."""
    forms: dict[bytes, set[bytes | None]] = {}
    for name, body in _defines(source):
        forms.setdefault(name, set()).add(body if _OPENS.fullmatch(body) else b"" if _CLOSES.fullmatch(body) else None)
    out: list[str] = []
    for name, bodies in forms.items():
        if None in bodies or not re.search(rb"^[ \t]*" + re.escape(name) + rb"[ \t]*;?[ \t\r]*$", source,
                                           re.MULTILINE):
            continue
        for body in sorted(b for b in bodies if b):
            path = [n.decode() for n in re.findall(rb"namespace[ \t]+([A-Za-z_]\w*)(?!\w|[ \t]*\()", body)]
            out += [".".join(path[:i]) for i in range(len(path), 0, -1)]
    return list(dict.fromkeys(out))


# A use of a macro (of another header) that opens the namespace its argument names, alone on its line:
# AsmJit's ``ASMJIT_BEGIN_SUB_NAMESPACE(x86)``, Crypto++'s ``NAMESPACE_BEGIN(CryptoPP)``, known by its name.
_NAMESPACE_OPENER = re.compile(rb"^[ \t]*(\w*(?:BEGIN|START|OPEN)\w*)[ \t]*\([ \t]*([A-Za-z_]\w*)[ \t]*\)"
                               rb"[ \t]*;?[ \t\r]*$", re.MULTILINE)


def argument_namespaces(source: bytes) -> list[str]:
    """The namespaces the file opens with such macros (:data:`_NAMESPACE_OPENER`), which are blanked
    where used: what they enclose is indexed at file level, as for :func:`macro_namespaces`."""
    return list(dict.fromkeys(m.group(2).decode() for m in _NAMESPACE_OPENER.finditer(source)
                              if re.search(rb"NAMESPACE|(?:^|_)NS(?:_|$)", m.group(1))))


_INLINE_MACRO = re.compile(rb"(?<![\w$])inline_(?=[ \t\r\n]+[A-Za-z_~])")
# A macro declaring an aligned variable, its type and name among its arguments, before ``=`` or ``;`` (OpenH264's
# ``static const ALIGNED_DECLARE (uint8_t, g_kiIntra4AvailCount[16], 16) = {``; FFmpeg's ``DECLARE_ALIGNED(16,
# uint8_t, buf)[64];`` order too): read as the declaration it expands to (``uint8_t g_kiIntra4AvailCount[16]``);
# the grammar took it for a function's head and the rest of the file for its body.
_ALIGNED_NAME = rb"\b(?:[A-Z0-9_]*DECLARE_[A-Z0-9_]*ALIGN|[A-Z0-9_]*ALIGN[A-Z0-9_]*_DECLARE)[A-Z0-9_]*"
_ALIGNED_TYPE_FIRST = re.compile(rb"(" + _ALIGNED_NAME + rb"[ \t]*\()[ \t]*[A-Za-z_][\w: \t*]*?(,)"
                                 rb"[ \t]*[A-Za-z_]\w*(?:\[[^\]\n]*\])*[ \t]*(,[ \t]*\d+[ \t]*\))(?=[ \t]*[=;\[])")
_ALIGNED_NUMBER_FIRST = re.compile(rb"(" + _ALIGNED_NAME + rb"[ \t]*\([ \t]*\d+[ \t]*,)[ \t]*"
                                   rb"[A-Za-z_][\w: \t*]*?(,)[ \t]*[A-Za-z_]\w*(?:\[[^\]\n]*\])*[ \t]*(\))"
                                   rb"(?=[ \t]*[=;\[])")


def without_export_macros(source: bytes) -> bytes:
    """``source`` with the export macros of class heads, function declarations and ``extern`` declarations,
    label-making
    macros, ``throw`` in an expression and the ``extern "C"`` braces of ``#ifdef __cplusplus``
    blocks blanked out (and the class of a pointer-to-member declarator), a macro opening a class read as
    ``class Name {``, and the header names of ``__has_include(<...>)`` tests quoted (same
    length: every byte offset, line and column stays as in the file)."""
    if b"class" in source or b"struct" in source or b"union" in source or b"enum" in source:
        source = _CLASS_SUFFIX_MACRO.sub(_blank, _EXPORT_MACRO.sub(_blank, source))
        source = _KEY_MACRO.sub(_blank, source) if any(key in source for key in _KEYS_CLOSED) else source
        source = _LATE_ALIGNAS.sub(_blank, source) if b"alignas" in source else source
        source = _HEAD_CONDITIONAL.sub(_blank, source) if b"class\n" in source or b"struct\n" in source or \
            b"class\r\n" in source or b"struct\r\n" in source else source
        source = _ACCESS_MACRO.sub(_access, source) if b"_SLOTS" in source or b"_SIGNALS" in source or \
            _ACCESS_WORD.search(source) else source
    if b"_INCLUDE" in source or b"_include" in source:
        source = _ANGLE_HEADER_TEST.sub(_quoted_header, source)
    if b"__cplusplus" in source:
        source = _EXTERN_C.sub(_blank, source)
    if b"{" in source and b"define" in source:
        source = _body_uses(source)
    if b"extern template" in source:
        source = _EXTERN_TEMPLATE.sub(_blank, source)
    if b"extern" in source:
        source = _MACRO_EXTERN.sub(_blank, _EXTERN_MACRO.sub(_blank, source))
    if b"public" in source or b"private" in source or b"protected" in source:
        source = _CLASS_MACRO.sub(_class_head, source)
    if b"throw" in source:
        source = _THROW_EXPRESSION.sub(_blank, source)
    if b"ALIGN" in source and b"DECLARE" in source:
        source = _ALIGNED_NUMBER_FIRST.sub(_blank, _ALIGNED_TYPE_FIRST.sub(_blank, source))
    if b"inline_" in source:   # OPCODE's ``#define inline_ inline`` (in another header): ``inline``, as long
        source = _INLINE_MACRO.sub(b"inline ", source)
    if b"::*" in source:
        source = _MEMBER_POINTER.sub(_blank, source)
    if b"_REQUIRED(" in source or b"GUARDED_BY(" in source or b"_LOCKS_" in source:
        source = _TRAILING_MACRO.sub(_trailing, source)
    if b"namespace" in source or b"inline" in source or b"static" in source or b"[[" in source or \
            b"__attr" in source:
        source = _scope_macros(source) if b"define" in source else source
    if b"((" in source:
        source = _PROTOTYPE_MACRO.sub(_blank, source)
    if b")" in source:
        source = _TYPE_MACRO.sub(_blank, source)
        source = _MIDDLE_MACRO.sub(_blank, source)
        source = _LABEL_MACRO.sub(_blank, source) if b"):" in source or b") :" in source else source
    return _FUNCTION_MACRO.sub(_blank, source)


# The C and POSIX standard headers (and a few every libc has): ``<name>`` is never a
# repository file of the same name.


# Preprocessor conditionals, for :func:`flattened`.  ``#if`` / ``#ifdef`` / ``#ifndef`` open
# a block, ``#elif`` / ``#else`` start another branch of it, ``#endif`` closes it.
_CONDITIONAL = re.compile(rb"[ \t]*#[ \t]*(if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b[ \t]*(.*)")
_NEVER = re.compile(rb"0+[ \t]*(?:(?://|/\*).*)?")   # ``#if 0``: a branch the compiler never sees
# ``#ifdef DOXYGEN_GENERATING_OUTPUT``: what only the documentation tool is shown (Corrade's)
_DOCUMENTATION = re.compile(rb"(?:\w*DOXYGEN\w*|__DOXYGEN__)[ \t]*(?:(?://|/\*).*)?")
# A project's feature macro (Exiv2's ``EXV_ENABLE_BMFF``, ``HAVE_LIBZ``, ``USE_SSL``, ``WITH_ZLIB``) tested absent:
# ``#ifndef EXV_ENABLE_BMFF`` / ``#if !defined(...)``, the fallback of a build without the feature
_FEATURE = rb"(?:\w+_)?(?:ENABLE|HAVE|USE|WITH)_\w+"
_WITHOUT_FEATURE = re.compile(rb"(?:!\s*defined\s*\(?\s*)?" + _FEATURE + rb"\s*\)?[ \t]*(?:(?://|/\*).*)?")


@dataclass
class _Block:
    """One ``#if`` ... ``#endif`` block: its directives' line ranges and what decides its flattening."""

    never: bool                                    # ``#if 0``
    boundary: bool                                 # opened where a declaration or statement may start
    fallback: bool = False                         # ``#ifndef HAVE_X``: a build without a feature
    directives: list[list[int]] = field(default_factory=list)   # [first, last] line of each directive
    balance: list[list[int]] = field(default_factory=list)      # per branch: braces, parentheses opened
    continued: bool = False                        # the code after its ``#endif`` goes on with an expression
    closes_outer: bool = False                     # a branch closes, alone on a line, a brace opened before it
    goes_on: bool = False                          # a branch begins with ``else``: an ``if`` before it goes on

    def flattens(self) -> bool:
        return self.never or not self.boundary or self.continued or self.closes_outer or self.goes_on or \
            any(b != [0, 0] for b in self.balance)


# A branch's first line going on with an ``if`` before the block (aria2's ``if (...) { ... }`` / ``#ifdef
# ENABLE_BITTORRENT`` / ``else if (...) { ... }`` / ``#endif`` / ``else { ... }``): the grammar reads no ``else``
# after a directive, and its error recovery can close the namespace around the function early.
_ELSE_FIRST = re.compile(rb"(?:\}\s*)?else\b")
_ELSE_AFTER = re.compile(rb"else\b")   # (after an ``#endif``; not ``} else``, read well enough as written)


# Code that goes on with an expression begun before it (``#endif`` then ``? abs_path : filepath;``:
# FlatBuffers' ``return GetFullPathNameA(...)`` / ``return success`` per branch), never a statement's start.
_CONTINUATION = re.compile(rb"(?:\?|:(?!:)|\)|\]|,|&&|\|\||\.(?!\.\.)|->|\+|==|!=)")


# A branch ending with ``else`` (RE-flex's ``#ifndef WITH_UTF8_UNRESTRICTED`` / ``if (...) { ... }`` / ``else`` /
# ``#endif`` / ``{ ... }``) or with the head of an ``if``, ``while`` or ``for`` (SoPlex's ``else if(error)`` /
# ``#else`` / ``if(error)`` / ``#endif`` / ``{``): the statement it begins comes after the ``#endif``.
_DANGLING_ELSE = re.compile(rb"(?:^|[\s}])else$|^(?:\}\s*)?(?:else\s+)?(?:if|while|for)\s*\(.*\)$")


# A line of attributes only, or of one upper-case macro word (Corrade's ``#ifdef CORRADE_BUILD_MULTITHREADED`` /
# ``CORRADE_THREAD_LOCAL`` / ``#endif`` / ``DebugGlobals debugGlobals{...}``), which begins the declaration after
# it; or a template head (Corrade's ``#ifdef
# DOXYGEN_GENERATING_OUTPUT`` / ``template<class T, class D = ...>`` / ``#else`` / ``template<class T, class D>`` /
# ``#endif`` / ``class Array {``); or a class's head (Assimp's ``#ifdef __cplusplus`` / ``struct ASSIMP_API
# aiMaterial`` / ``#else`` / ``struct aiMaterial`` / ``#endif`` / ``{``).
_DECLARATION_HEAD = re.compile(rb"^(?:\[\[.*\]\]|__attribute__\s*\(\(.*\)\)|__declspec\s*\(.*\)|template\s*<.*>|"
                               rb"[A-Z][A-Z0-9]*_[A-Z0-9_]+|(?:struct|class|union)\s[^;{}()=*&]*)$")


# A constructor's ``) :`` before its member initialisers (GEOS' ``CoordinateSequence(...) :`` /
# ``#ifdef GEOS_COORDSEQ_PADZ`` / ``m_vect(...),`` ... ``#else``), or that colon alone on its line (Assimp's
# ``Token::Token(...)`` / ``:`` / ``#ifdef DEBUG`` / ``contents(...),`` / ``#endif``): no declaration starts after
# it, unlike after a label's or an access specifier's colon.
_INITIALISERS = re.compile(rb"(?:\)\s*(?:const\s*|noexcept\s*)?|^):$")


# A braced initialiser's opening line (libebml's ``static constexpr std::array<std::uint32_t, 256> s_tab {`` /
# ``#ifdef WORDS_BIGENDIAN`` / numbers / ``#else`` ...; ``Foo table[] = {``; CLI11's ``return std::filesystem::path{``
# / ``#ifdef _WIN32`` / ``widen(str)`` / ``#else`` / ``str``; an argument's ``f(a, {``): no declaration starts after it.
_BRACED_LIST = re.compile(rb"(?:.*[=(,][ \t]*\{$|[ \t]*return\b[^;{}]*\{$|"
                          rb"(?!(?:namespace|class|struct|union|enum|extern|else|do|try|typedef|"
                          rb"template|inline)\b)[^(){};=]*[\w\]>][ \t]+[A-Za-z_]\w*(?:\[[^\]]*\])?[ \t]*\{$)")
# Strings, character literals and comments, blanked (line breaks kept) before braces are counted.
_STRIPPABLE = re.compile(rb'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|//[^\n]*|/\*.*?(?:\*/|$)', re.DOTALL)
_SPACES = bytes(10 if byte == 10 else 32 for byte in range(256))


def _at_boundary(code: bytes) -> bool:
    """Whether a declaration or statement may start after a line of code: it ends with ``;``, ``{``, ``}`` or
    ``:``, and is no constructor's ``) :`` nor a braced initialiser's opening (after directives, the code before
    them decides: Corrade's ``&std::cout, &std::cerr,`` / ``#endif`` / ``#if ...`` goes on with the list)."""
    return code[-1:] in (b";", b"{", b"}", b":") and not _INITIALISERS.search(code) and not _BRACED_LIST.match(code)


def _blocks(lines: list[bytes]) -> list[_Block]:
    """The conditional blocks of a file's lines (strings and comments blanked), outer ones first."""
    blocks: list[_Block] = []
    open_: list[_Block] = []
    previous = b"{"                        # the last line of code before here (the file starts at a boundary)
    last_code = previous                   # the same, directives not counted
    continued = False
    closed: list[_Block] = []              # the blocks closed since the last line of code
    branch: _Block | None = None           # the block whose branch the last directive opened, until its first code
    for index, line in enumerate(lines):
        if continued:
            if open_ and open_[-1].directives and open_[-1].directives[-1][1] == index - 1:
                open_[-1].directives[-1][1] = index
            continued = line.rstrip(b"\r").endswith(b"\\")
            continue
        code = line.strip()
        if not code:
            continue
        if code[:1] == b"#":
            continued = code.endswith(b"\\")
            match = _CONDITIONAL.match(line)
            if match:
                word = match.group(1)
                if word.startswith(b"if"):
                    test = match.group(2).rstrip()
                    block = _Block(bool(_NEVER.fullmatch(test)) if word == b"if" else
                                   word == b"ifdef" and bool(_DOCUMENTATION.fullmatch(test)),
                                   _at_boundary(last_code if previous == b"#" else previous))
                    block.fallback = (word == b"ifndef" or (word == b"if" and test.lstrip().startswith(b"!"))) and \
                        _WITHOUT_FEATURE.fullmatch(test.strip()) is not None
                    blocks.append(block)
                    open_.append(block)
                elif not open_:
                    continue
                block = open_[-1]
                block.directives.append([index, index])
                if word == b"endif":   # (a branch of comments only, Corrade's ``#else`` / ``/* uh oh? */``, after one
                    # ending with an attribute: that attribute)
                    if _DANGLING_ELSE.search(previous) or _DECLARATION_HEAD.search(last_code if previous == b"#" else
                                                                                     previous):
                        block.continued = True   # ``} else`` / ``#endif`` / ``{``: its block follows (so does the
                        # declaration an attribute begins: MFEM's ``__attribute__((noreturn))`` / ``#else`` /
                        # ``[[noreturn]]`` / ``#endif`` / ``void mfem_error(...);``)
                    closed.append(open_.pop())
                    branch = None
                else:
                    block.balance.append([0, 0])
                    branch = block
            previous = b"#"
            continue
        if branch is not None and _ELSE_FIRST.match(code):
            branch.goes_on = True
        branch = None
        if not any(block.never and len(block.directives) == 1 for block in open_):   # (not an ``#if 0`` body's
            previous = last_code = code   # words: Assimp's Doxygen settings, ``SKIP_FUNCTION_MACROS = YES``)
        if closed:
            if _CONTINUATION.match(code) or _ELSE_AFTER.match(code):
                # (googletest's ``#endif  // GTEST_OS_WINDOWS`` / ``else {``: the ``if`` of each branch goes on)
                for block in closed:
                    block.continued = True
            closed = []
        if open_:
            braces, parens = code.count(b"{") - code.count(b"}"), code.count(b"(") - code.count(b")")
            lowest = -1 if code in (b"}", b"};") else 0   # a scope closed alone (not ``} else {``)
            if braces or parens or lowest:
                for block in open_:
                    if block.balance[-1][0] + lowest < 0:
                        block.closes_outer = True   # ``} /* extern "C" */`` ... ``extern "C" {``: net 0
                    block.balance[-1][0] += braces
                    block.balance[-1][1] += parens
    return blocks


def flattened(source: bytes, opened: bool = False) -> bytes:
    """``source`` with the preprocessor conditionals the grammar cannot read flattened to one
    branch each, same length.

    A block is flattened when it opens where no declaration or statement can start (the
    code before its ``#if`` does not end with ``;``, ``{``, ``}`` or ``:``: inside an
    expression, an initialiser or parameter list), when the code after its ``#endif`` goes on with
    an expression (``? a : b;``: each branch began it), when one of its branches opens more
    braces or parentheses than it closes, or closes a brace opened before the block with a line
    of its own (Flecs' ``#elif defined(__cplusplus)`` / ``} /* extern "C" */`` ... ``extern "C" {``;
    not ``} catch (E&) {`` or ``} else {``, whose branches the grammar reads well enough as
    written), or when it is ``#if 0``.  Its directive lines
    (continuations included) are blanked, and every branch but the first: what ``#if A
    ... #else ... #endif`` duplicates is read once, as the first branch has it (the one
    the linker names when both parse); an ``#if 0`` branch is blanked and the next one
    kept, and so is the first of two where it is a build's without a feature and closes a function opened
    before the block (Exiv2's ``#ifndef EXV_ENABLE_BMFF`` / ``return false; }`` / ``#else`` / ``return true; }``
    and the rest of the file / ``#endif``: the build with it, as ``cplatform.fallback_branch`` reads a feature
    test; not libarchive's ``#ifndef HAVE_COPYFILE_H`` / its stubs / ``#else`` / macOS's, whole functions).
    Nested blocks inside a blanked branch go with it; other blocks stay as written.
    With ``opened``, a block of one branch (an include guard, ``#ifdef FMT_HEADER_ONLY``
    ... ``#endif``) loses its directive lines too and keeps its code: in the grammar's tree an
    error inside a top-level ``#if`` can turn the whole block into one ``ERROR``, so that one
    template the grammar misreads hides a header's every definition ({fmt}'s color.h); as the
    grammar's error recovery goes, that helps some files and harms others, so it is a copy of
    its own (:func:`recovering_parse`).  Line breaks stay, so every byte offset, line and column
    is as in the file.
    """
    lines = source.split(b"\n")
    blank = [False] * len(lines)
    code = _STRIPPABLE.sub(lambda match: match.group(0).translate(_SPACES), source) if b"#" in source else b""
    for block in _blocks(code.split(b"\n")):
        if len(block.directives) < 2 or not (block.flattens() or (opened and len(block.directives) == 2)):
            continue
        keep = 1 if block.never or (block.fallback and block.closes_outer and len(block.directives) == 3) else 0
        for number, (first, last) in enumerate(block.directives):
            for index in range(first, last + 1):
                blank[index] = True
            if number + 1 < len(block.directives) and number != keep:
                for index in range(last + 1, block.directives[number + 1][0]):
                    blank[index] = True
    if not any(blank):
        return source
    out = bytearray()
    for index, line in enumerate(lines):
        out += bytes(c if c == 10 else 32 for c in line) if blank[index] else line
        if index + 1 < len(lines):
            out += b"\n"
    return bytes(out)


def error_extent(tree: Tree) -> tuple[int, int]:
    """How badly ``tree`` failed: bytes under ``ERROR`` nodes, then ``ERROR`` and missing nodes."""
    covered = count = 0
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            covered += node.end_byte - node.start_byte
            count += 1
            continue
        stack.extend(c for c in node.children if c.has_error or c.is_missing)
    return covered, count


# Upper-case macros the grammar reads as broken declarations, blanked only in a file that does
# not parse as written: a macro invocation alone on its line without ``;`` (``CLI11_ERROR_DEF(
# ConstructionError, IncorrectConstruction)`` in a class body, which expands to members), when
# the next line starts a new declaration or statement; and a bare upper-case macro between a
# declarator and its ``;`` (``T as() const JSONCPP_TEMPLATE_DELETE;``, an array's initialiser:
# ``static string_view_t names[] SPDLOG_LEVEL_NAMES;``).
_MACRO_LINE = re.compile(rb"^[ \t]*([A-Z][A-Z0-9_]*[ \t]*\([^;{}\n]*\))[ \t]*(?://[^\n]*)?\n"
                         rb"(?=(?:[ \t]*\n)*[ \t]*[A-Za-z_~#}/])", re.MULTILINE)
# Such lines joined by a stray ``\`` outside any ``#define`` (SystemC's ``DECL_BIN_OP_T(/,int64) \`` /
# ``DECL_BIN_OP_T(/,uint64) \`` / ... in a class body, left from a macro whose head was commented out): one
# logical line the grammar reads as one broken declaration; its backslashes are blanked first, so that each
# line is one of the above.
_SPLICED_MACRO_LINES = re.compile(rb"(?<!\\\n)^(?:[ \t]*[A-Z][A-Z0-9_]*[ \t]*\([^;{}\n]*\)[ \t]*\\\n)+", re.MULTILINE)
# A line invoking a function-like macro of a lower-case name that the file itself defines (Assimp's
# ``#define fbx_simple_property(name, type, default_value)`` and, in a class body, ``fbx_simple_property(
# Position, aiVector3D, aiVector3D(0,0,0))``, 124 lines without ``;`` that had left FBXDocument.h one error):
# blanked as :data:`_MACRO_LINE`'s are.
_LOWER_FUNCTION_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*[a-z]\w*)\(", re.MULTILINE)


def _own_macro_lines(source: bytes, names: list[bytes]) -> bytes:
    """``source`` with the lines that only invoke one of ``names``, its own lower-case function-like macros
    (read before ``#define`` lines in braces are blanked), blanked."""
    if not names:
        return source
    line = re.compile(rb"^[ \t]*((?:" + b"|".join(names) + rb")[ \t]*\([^;{}\n]*\))[ \t]*(?://[^\n]*)?\n"
                      rb"(?=(?:[ \t]*\n)*[ \t]*[A-Za-z_~#}/])", re.MULTILINE)
    return line.sub(_blank, source)


_TRAILING_WORD = re.compile(rb"(?:[)\]]|\b(?:const|override|noexcept|final))[ \t]+([A-Z][A-Z0-9_]{2,})"
                            rb"(?=(?:[ \t]*(?://[^\n]*)?\r?\n)*[ \t]*(?:;|\{|:(?!:)|=[ \t]*(?:0|default|delete)\b))")
# (also before a function's body, its member initialisers or ``= default``: RapidJSON's ``GenericValue()
# RAPIDJSON_NOEXCEPT : data_() {...}``)
# And lower-case attribute macros between a prototype's parameter list and its ``;`` (XZ's
# ``extern LZMA_API(uint32_t) lzma_check_size(lzma_check check)`` / ``lzma_nothrow lzma_attr_const;``):
# not keywords, and not a K&R definition's parameter declarations (``f(a) size_t a;``: the last word
# is a parameter's name).
_TRAILING_LOWER = re.compile(rb"\)[ \t]*\r?\n?[ \t]*((?:[a-z_][a-z0-9_]*[ \t]+)*[a-z_][a-z0-9_]*)(?=[ \t]*;)")


def _trailing_lower(match: re.Match[bytes]) -> bytes:
    """A :data:`_TRAILING_LOWER` match blanked when its ``(...)`` follows a declarator's name (not a
    cast's, ``(Shape*)min0;``, nor a keyword's, ``if (x) y;``), unless a word is a keyword or the last
    names a parameter."""
    words = match.group(1).split()
    if any(w in _KEYWORDS or w in (b"override", b"final") for w in words):
        return match.group(0)
    depth, at, source = 0, match.start(), match.string
    while at > max(match.start() - 2000, 0):
        depth += (source[at] == 41) - (source[at] == 40)   # ) and (
        if depth == 0:
            break
        at -= 1
    name = _LAST_WORD.search(source, max(at - 200, 0), at)
    if depth or name is None or name.group(1) in _KEYWORDS:
        return match.group(0)
    return match.group(0) if words[-1] in re.findall(rb"\w+", source[at:match.start()]) else _blank(match)


_LAST_WORD = re.compile(rb"([A-Za-z_]\w*)[ \t]*\Z")
# And a bare upper-case macro alone on its line (``IM_MSVC_RUNTIME_CHECKS_OFF`` before ``struct ImVec2``
# or ``namespace ImGui``, expanding to ``__pragma``s or nothing; ``IM_VEC2_CLASS_EXTRA`` inside a
# class body), whose name has an underscore and whose next line (past comments: Jolt's
# ``JPH_NAMESPACE_BEGIN``, a ``/** ... **/`` block, ``class DualAxisConstraintPart``) starts a declaration or a
# directive, or which ends the file (``JPH_NAMESPACE_END``), but not with a name and ``(``: a result
# type on its own line (``DWORD`` / ``GetX(void)``) stays.  And one between a condition's or a
# declarator's ``)`` or ``const`` and a ``{`` (``if (c < n) IM_LIKELY {``, ``void f() OVERRIDE_X {``, Imath's
# ``order () const IMATH_NOEXCEPT`` / ``{``; with arguments: a lambda's
# ``[this]() REQUIRES(work.mutex) {``), or starting a line before a ``{``
# (``SPDLOG_TRY {``, ``try`` or nothing).
_MACRO_WORD_LINE = re.compile(rb"^[ \t]*([A-Z][A-Z0-9]*_[A-Z0-9_]*)[ \t]*(?://[^\n]*)?(?:\r?\n|\Z)"
                              rb"(?=(?:[ \t]*(?://[^\n]*+|/\*(?:[^*]|\*(?!/))*+\*/[ \t]*)?\r?\n)*"
                              rb"[ \t]*(?:#|(?![A-Za-z_:][\w:]*[ \t]*\()[A-Za-z_~]|\Z))",
                              re.MULTILINE)
# So is one before a class body's ``};`` after a member (Graphite2's ``int* m_pFeatures;`` /
# ``CLASS_NEW_DELETE`` / ``};``) or an access specifier (PROJ's ``private:`` / ``PROJ_OPAQUE_PRIVATE_DATA`` /
# ``};``, members declared by a macro of another header), not an enum's last enumerator or an
# initialiser's last item (after ``,`` or ``{``).  And one before the ``}`` that ends a line and a function's
# body, after a statement or the body's ``{`` (SystemC's ``{`` / ``SC_FXNUM_OBSERVER_DEFAULT_`` /
# ``SC_FXNUM_OBSERVER_CONSTRUCT_( *this )`` / ``}``, the second line a macro line blanked before).
_WORD_BEFORE_CLOSE = re.compile(rb"^[ \t]*([A-Z][A-Z0-9]*_[A-Z0-9_]*)[ \t]*(?://[^\n]*)?\r?\n"
                                rb"(?=(?:[ \t]*\r?\n)*[ \t]*\}(?:[ \t]*(;)|[ \t]*(?://[^\n]*)?\r?\n))", re.MULTILINE)
_LINE_COMMENT_END = re.compile(rb"//[^\n]*\Z")


def _after_member(match: re.Match[bytes]) -> bytes:
    """A ``_WORD_BEFORE_CLOSE`` match blanked when the code before it ends a member (``;`` or ``}``)
    or is an access specifier; before a function body's ``}``, also when it opens that body (``{``)."""
    before = match.string[max(match.start() - 400, 0):match.start()].rstrip()
    line_start = before.rfind(b"\n") + 1
    before = (before[:line_start] + _LINE_COMMENT_END.sub(b"", before[line_start:])).rstrip()
    before = _BLOCK_COMMENT_END.sub(b"", before).rstrip()   # PROJ's ``/* cppcheck-suppress ... */``
    ends = (b";", b"}") if match.group(2) else (b";", b"}", b"{")
    return _blank_group(match, 1) if before[-1:] in ends or _ACCESS_END.search(before) else match.group(0)


_ACCESS_END = re.compile(rb"\b(?:public|protected|private)[ \t]*:\Z")
_BLOCK_COMMENT_END = re.compile(rb"/\*(?:[^*]|\*(?!/))*\*/\Z")
# And a bare upper-case macro alone on the line after an access specifier (PROJ's ``private:`` /
# ``PROJ_OPAQUE_PRIVATE_DATA`` / ``CoordinateSystemAxis(const CoordinateSystemAxis &other) = delete;``, members
# declared by a macro of another header), whatever follows it.
_WORD_AFTER_ACCESS = re.compile(rb"\b(?:public|protected|private)[ \t]*:[ \t]*(?://[^\n]*)?\r?\n"
                                rb"[ \t]*([A-Z][A-Z0-9]*_[A-Z0-9_]*)[ \t]*(?://[^\n]*)?(?=\r?\n)")
# And upper-case prefix macros before a constructor in its class (PROJ's ``PROJ_INTERNAL
# CoordinateSystemAxis();``, AsmJit's ``ASMJIT_INLINE_NODEBUG UniCondition(UniOpCond op, ...) noexcept``; on the
# line above: MFEM's ``MFEM_DEPRECATED`` / ``Mesh(int nx, int ny, ...)``): only before the name of a class the
# file declares, so that a type in capitals before a function's name (``DWORD GetX(void)``) stays.  Some files
# parse worse without them ({fmt}'s ``base.h``, ``FMT_CONSTEXPR FMT_INLINE value(char_type* x FMT_BUILTIN) {``):
# :func:`recovering_parse` tries the copy with them too.
_CONSTRUCTOR_PREFIX = re.compile(rb"^[ \t]*((?:[A-Z_][A-Z0-9_]*(?:[ \t]+|[ \t]*\r?\n[ \t]*))+)(?:explicit[ \t]+)?"
                                 rb"([A-Za-z_]\w*)[ \t]*"
                                 rb"\(([^\n]*)", re.MULTILINE)


def _constructor_prefix(match: re.Match[bytes]) -> bytes:
    name = re.escape(match.group(2))
    declared = re.search(rb"\b(?:class|struct)[ \t]+(?:\w+[ \t]+)*" + name + rb"\b[^;(]*\{", match.string)
    return _blank_group(match, 1) if declared else match.group(0)


_BRACE_WORD = re.compile(rb"(?:\)|\bconst)[ \t]+([A-Z][A-Z0-9]*_[A-Z0-9_]*|[A-Z][A-Z0-9_]{2,}[ \t]*\([^;(){}\n]*\))"
                         rb"(?=[ \t]*(?://[^\n]*)?\r?\n?[ \t]*\{)")
# (a line break starts the pattern: the engine scans for it quickly, where a ``^`` anchor would be
# tried at every byte)
_WORD_BEFORE_BRACE = re.compile(rb"\n[ \t]*([A-Z][A-Z0-9]*_[A-Z0-9_]*)(?=[ \t]*(?://[^\n]*)?\r?\n?[ \t]*\{)")


# And upper-case prefix macros of definitions that the always-on rule (``_FUNCTION_MACRO``)
# leaves: several of them, one before a ``template <...>`` definition's result type, a result
# type ending its line (``CLI11_INLINE Option *`` / ``App::add_option(...)``), and one before a
# constructor or destructor defined out of line (``CLI11_INLINE App::App(...)``), or one before a
# declaration specifier, which no type precedes (SEAL's ``SEAL_NODISCARD inline std::shared_ptr<const
# ContextData> prev_context_data() const``: the grammar's recovery made a class of the line).  Also after
# ``inline``, ``static`` or ``constexpr``, and before a member type of a class template, with the class template's
# member defined out of line (Imath's ``inline IMATH_HOSTDEVICE IMATH_CONSTEXPR14 typename Euler<T>::Axis`` /
# ``Euler<T>::angleOrder (...) const``), and one before a destructor declared in its class (PROJ's
# ``PROJ_DLL ~CRS() override;``, the macro defined in another header), before an operator's too (Assimp's
# ``template <typename TReal>`` / ``AI_FORCE_INLINE aiVector3t<TReal> operator - (...)``).
_PREFIX_MACROS = re.compile(rb"^[ \t]*(?:template[ \t]*<[^>\n]*>[ \t]*)?(?:(?:inline|static|constexpr)[ \t]+)*"
                            rb"((?:[A-Z_][A-Z0-9_]*[ \t]+)+)"
                            rb"(?=(?:const[ \t]+|typename[ \t]+)?[A-Za-z_][\w:]*(?:[ \t]*<[^;{}()\n]*>(?:::\w+)*)?"
                            rb"[ \t*&]*[ \t*&\n][ \t*&]*[A-Za-z_][\w:~]*(?:<[^;{}()\n]*>::~?\w+)?"
                            rb"(?:(?<=operator)[ \t]*(?:[-+*/%^&|!=<>]+|\[\]|\(\)))?[ \t]*\(|"
                            rb"(\w+)::~?\2[ \t]*\(|~[A-Za-z_]\w*[ \t]*\(|"
                            rb"(?:inline|static|constexpr|consteval|constinit|virtual|explicit|friend)[ \t])",
                            re.MULTILINE)


# And a function-like upper-case macro that starts a statement inside a body (an indented line, or
# after ``else``) and is followed by a block: ``TOML11_CONSTEXPR_IF(cond) {`` (``if constexpr``),
# ``FOREACH_ITEM(x) {``.  The grammar reads a call then a stray block and loses the function; the
# macro's name becomes ``if`` (padded), so that the condition and the block parse as what they do.
# And an upper-case macro invocation that starts a statement on the line of a ``{`` or ``;`` and is
# followed by more of the statement, not by ``;`` (Jolt's ``{ JPH_IF_ENABLE_ASSERTS(uint8 old_val = )
# mFlags.fetch_and(...); }``, which keeps or drops its argument before the expression).
_STATEMENT_PREFIX = re.compile(rb"[{;][ \t]*([A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*\([^;(){}\n]*\))(?=[ \t]*[A-Za-z_])")
# And an upper-case macro that heads a statement as a loop or a condition does (dcraw's and LibRaw's
# ``FORC4 cblack[c] -= i;``, ``FORC3 if (...)``, ``FORC4 {``, ``FORC(3) num += x;``, their ``#define`` in
# another header): after a statement's end, a brace, ``else`` or a case label, and before a block, a
# statement keyword, or a name (indexed or not) that a compound assignment, an increment or a member access
# follows, which no declaration can be; or, as the statement of an ``if``, a loop or ``else``, before an
# element's assignment (``if (nWB) FORC4 icWBC[i][c] = get2();``).  The macro goes; the statement stays.
_LOOP_HEAD = rb"([A-Z][A-Z0-9_]{2,}(?:[ \t]*\((?:[^;(){}\n]|\([^;(){}\n]*\))*\))?)"   # the macro, its arguments
_LOOP_MACRO = re.compile(rb"(?:[{;})]|\belse\b|\bdefault[ \t]*:|\bcase\b[^;:\n]*:)"
                         rb"(?:\s|//[^\n]*+|/\*(?:[^*]|\*(?!/))*+\*/)*+" + _LOOP_HEAD +
                         rb"(?=\s*(?:\{|(?:if|for|while|do|switch|return)\b|[A-Za-z_]\w*(?:\[[^\]\n]*\])*[ \t]*"
                         rb"(?:[-+*/%&|^]=|<<=|>>=|\+\+|--|\.|->)))")
_LOOP_BODY_MACRO = re.compile(rb"(?:\)|\belse\b)\s*" + _LOOP_HEAD +
                              rb"(?=\s*[A-Za-z_]\w*(?:[ \t]*\[[^\]\n]*\])+[ \t]*=(?!=))")
# And an upper-case attribute macro, no arguments, starting a declaration, before its type and name:
# three words in a row, a type with a lower-case letter (primesieve's ``INDETERMINATE ParallelSieve ps;``,
# ``#define INDETERMINATE __attribute__((uninitialized))``: the grammar takes the macro for the type
# and loses the variable).  Not before a function's name and ``(`` (Windows' ``DWORD WINAPI f(...)``), nor a
# type in capitals before a keyword (LZ4's ``U32 const h8 = LZ4MID_hash8Ptr(ip);``).
_DECLARATION_PREFIX = re.compile(rb"(?:^|[{};])[ \t]*([A-Z][A-Z0-9_]{2,})[ \t]+"
                                 rb"(?=(?:const[ \t]+)?(?!(?:const|volatile|unsigned|signed|long|short|struct|enum|"
                                 rb"union|class|typename)\b)(?=[\w:]*[a-z])[A-Za-z_][\w:]*(?:<[^;{}()\n]*>)?"
                                 rb"[ \t*&]*[ \t*&][ \t*&]*[A-Za-z_]\w*[ \t]*[;=,{\[])", re.MULTILINE)
# And an upper-case function-like macro between a declaration's type and its declarator, an
# attribute's stand-in (Brotli's ``static const size_t BROTLI_MODEL("small") kLut[16] = {...}``,
# ``int ALIGNED(16) buf[64];``): the grammar reads a function declarator and loses what follows.
# (The look-behind comes after the first letter, so that the engine scans for an upper-case one.)
_DECLARATOR_MACRO = re.compile(rb"([A-Z](?<=[\w*][ \t][A-Z])[A-Z0-9]*_[A-Z0-9_]*[ \t]*\([^;(){}\n]*\))"
                               rb"(?=[ \t]+\**[A-Za-z_]\w*[ \t]*[\[=;,])")
# And an upper-case attribute macro starting a parameter, before its type and name (Graphite2's
# ``GR_MAYBE_UNUSED Face & face``, ``#define GR_MAYBE_UNUSED __attribute__((unused))``): the grammar takes
# the macro for the type and the type for an error.  Not a type written before ``const`` (``MY_T const *p``).
_PARAMETER_MACRO = re.compile(rb"[(,][ \t\r\n]*([A-Z][A-Z0-9]*_[A-Z0-9_]*)[ \t]+(?!(?:const|volatile)\b[ \t]*[*&])"
                              rb"(?=(?:const[ \t]+)?[A-Za-z_][\w:]*(?:<[^<>()\n]*>)?[ \t]*[*&]*[ \t]*[A-Za-z_]\w*"
                              rb"[ \t]*[,)=\[])")
# And a lower-case word right before a built-in type that is no keyword, where a declaration or
# a parameter starts: only a macro can stand there (Cppcheck's ``nonneg int fileIndex() const``,
# ``#define nonneg`` in another header; not a comment's ``returns int``).
_WORD_BEFORE_TYPE = re.compile(rb"\b([a-z_][a-z0-9_]*)"
                               rb"(?=[ \t]+(?:unsigned|signed|int|char|bool|float|double|void|long|short)\b)")
_STARTS = frozenset(b"\n(,;{}")
_KEYWORDS = frozenset(b"""alignas alignof and asm auto bitand bitor bool break case catch char class compl concept
const consteval constexpr constinit const_cast continue co_await co_return co_yield decltype default delete do
double dynamic_cast else enum explicit export extern false float for friend goto if inline int long mutable
namespace new noexcept not operator or private protected public register reinterpret_cast requires return short
signed sizeof static static_assert static_cast struct switch template this thread_local throw true try typedef
typeid typename union unsigned using virtual void volatile while xor""".split())


# And a macro that stands for a template parameter, last in a template head (Cppcheck's
# ``template<class T, REQUIRES("...", std::is_convertible<T*, const Token*> )>``, an ``enable_if``).
_TEMPLATE_PARAMETER_MACRO = re.compile(rb"(,[ \t]*[A-Z][A-Z0-9_]{2,}[ \t]*"
                                       rb"\((?:[^()\n]|\((?:[^()\n]|\([^()\n]*\))*\))*\))(?=[ \t]*>)")


def _in_template_head(match: re.Match[bytes]) -> bytes:
    source = match.string
    line = source[source.rfind(b"\n", 0, match.start()) + 1:match.start()]
    return _blank(match) if b"template" in line and b"<" in line else match.group(0)


# And ``>=`` inside a template's argument list (AsmJit's ``std_int_t<sizeof(T) >= 4u ? sizeof(T) : 4u,
# std::is_unsigned_v<T>> as_basic_int(...)``): the grammar ends the list at its ``>``, and the error closes
# the namespace around it.  Read as ``==`` (what the argument's value is does not matter to the index).
_TEMPLATE_COMPARISON = re.compile(rb"\b[A-Za-z_]\w*<(?![<=])[^<>;{}()\n]*(?:\([^()\n]*\)[^<>;{}()\n]*)*"
                                  rb"[ \t](>=)(?=[ \t])")


def _as_equality(match: re.Match[bytes]) -> bytes:
    start = match.start(1) - match.start(0)
    return match.group(0)[:start] + b"=="


# And a reference or a pointer initialised in parentheses from an expression (Tesseract's ``const TBOX
# &part_box(part->bounding_box());``): the grammar reads a function declaration with a broken parameter, and
# the name is lost.  Read as braces, which only initialise, where a line declares one name of a type so (not
# ``wA -= iA * b2Cross(vcp->rA, P);``) and the argument is a string literal, or has ``->``, ``.`` or ``[`` and
# declares no parameter (not OpenEXR's ``Channel* findChannel (const char name[]);``), after a macro word too
# (CLI11's ``CLI11_MODULE_INLINE``).
_POINTER_INIT = re.compile(rb"^[ \t]*(?:[A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]+)?(?:const[ \t]+)?"
                           rb"(?!(?:return|delete|throw|case)\b)[A-Za-z_][\w:]*(?:<[^;\n=]*>)?"
                           rb"[ \t]*(?:const[ \t]*)?[&*][ \t]*[A-Za-z_]\w*[ \t]*"
                           rb"(\()((?:\"(?:[^\"\\\n]|\\.)*\"|[^;(){}\n\"]|\([^;(){}\n]*\))*)(\))(?=[ \t]*;)",
                           re.MULTILINE)
_STRING_ONLY = re.compile(rb'[ \t]*"(?:[^"\\\n]|\\.)*"[ \t]*')


_PARAMETER = re.compile(rb"(?:^|,)[ \t]*(?:const[ \t]+)?[A-Za-z_][\w:]*[ \t*&]*[ \t*&][A-Za-z_]\w*[ \t]*(?:\[[^\]]*\])?"
                        rb"[ \t]*(?=,|$)")


def _as_braces(match: re.Match[bytes]) -> bytes:
    if not _STRING_ONLY.fullmatch(match.group(2)) and (
            not re.search(rb"->|\.[A-Za-z_]|\[", match.group(2)) or _PARAMETER.search(match.group(2))):
        return match.group(0)   # (a string literal declares no parameter: CLI11's ``const std::string
        # &escapedChars("\b\t\n\f\r\"\\");``)
    out = bytearray(match.group(0))
    out[match.start(1) - match.start(0)] = ord("{")
    out[match.start(3) - match.start(0)] = ord("}")
    return bytes(out)


# And a conversion operator called by name in an expression (SystemC's ``if ( operator uint64() )``,
# ``return operator uint64();``): the grammar reads a declaration, and the error ends the class around it.
# Read as a call of one name, ``operator_uint64()`` (the index has no such callee to resolve it to).
_CONVERSION_CALL = re.compile(rb"(?:[(!=,?]|&&|\|\||\breturn)[ \t]*operator([ \t]+)[A-Za-z_]\w*[ \t]*\(\)")


def _as_one_name(match: re.Match[bytes]) -> bytes:
    start, end = match.start(1) - match.start(0), match.end(1) - match.start(0)
    return match.group(0)[:start] + b"_" * (end - start) + match.group(0)[end:]


# And one between a type's ``*`` / ``&`` and the name it declares (Abseil's ``CordRep*
# absl_nullable tree() const``, ``#define absl_nullable _Nullable``; Rubber Band's ``const double *BQ_R__ realIn``,
# ``#define BQ_R__ R__``, a ``__restrict__``; not a comment's `` * the x (``).
_WORD_AFTER_POINTER = re.compile(rb"[*&][ \t]*(?:const[ \t]+)?([a-z_][a-z0-9_]*|[A-Z_][A-Z0-9_]*)"
                                 rb"(?=[ \t]+(?:const[ \t]+)?[A-Za-z_~][\w:~]*[ \t]*[(;,=)\[{])")


def _declaration_word(match: re.Match[bytes]) -> bytes:
    """A ``_WORD_BEFORE_TYPE`` match blanked when it is no keyword and starts a declaration or a
    parameter (after a line break, ``(``, ``,``, ``;``, ``{`` or ``}`` and blanks)."""
    source, at = match.string, match.start()
    before = source[max(at - 80, 0):at].rstrip(b" \t")
    if match.group(1) in _KEYWORDS or (before and before[-1] not in _STARTS):
        return match.group(0)
    return _blank(match)


# A reserved upper-case word (``_`` and a capital: the implementation's, which a program only defines as a macro)
# between a declaration's type and its ``*``, ``&`` or declarator: Turbo Vision's Borland-era ``const void _FAR* b``,
# ``static Boolean _NEAR showMarkers;``, defined empty.
_RESERVED_WORD = re.compile(rb"\b([A-Za-z_]\w*|>)[ \t]+(_[A-Z][A-Z0-9_]*)"
                            rb"(?=[ \t]*[*&]|[ \t]+(?:const[ \t]+)?[A-Za-z_~][\w:~]*[ \t]*[(;,=)\[{])")
_TYPE_KEYWORDS = frozenset(b"auto bool char class const double float int long short signed struct union unsigned void "
                           b"volatile".split())


def _reserved_word(match: re.Match[bytes]) -> bytes:
    """A ``_RESERVED_WORD`` match with the word blanked, when what comes before it can end a type."""
    if match.group(1) in _KEYWORDS and match.group(1) not in _TYPE_KEYWORDS:
        return match.group(0)
    return _blank_group(match, 2)


def _pointer_word(match: re.Match[bytes]) -> bytes:
    """A ``_WORD_AFTER_POINTER`` match blanked when it is no keyword and the ``*`` / ``&`` ends a
    type (a name, ``>``, another ``*`` / ``&`` before it)."""
    at = match.start()
    before = match.string[max(at - 40, 0):at].rstrip(b" \t")[-1:]   # ``double *BQ_R__ x``: the type before
    if match.group(1) in _KEYWORDS or not before or not (before.isalnum() or before in b"_>*&"):
        return match.group(0)
    return _blank(match)


_MACRO_BLOCK_HEAD = re.compile(rb"\n([ \t]*(?:\}[ \t]*)?(?:else[ \t]+)?)([A-Z][A-Z0-9]*_[A-Z0-9_]*)"
                               rb"(?=[ \t]*\([^;{}\n]*\)[ \t]*(?://[^\n]*)?\r?\n?[ \t]*\{)")


def _if_head(match: re.Match[bytes]) -> bytes:
    """The macro's name as ``if`` and spaces, when its line is indented or it follows ``else``."""
    before, name = match.group(1), match.group(2)
    if b"else" not in before and (not before or before.strip(b" \t")):
        return match.group(0)   # at the start of a line (``TEST_F(Suite, Name) {``), or after a ``}`` alone
    return b"\n" + before + b"if" + b" " * (len(name) - 2)


def _as_if(source: bytes) -> bytes:
    """``source`` with each block-heading macro (:data:`_MACRO_BLOCK_HEAD`) read as ``if`` (the
    pattern starts with a line break, which the regular expression engine scans for quickly)."""
    return _MACRO_BLOCK_HEAD.sub(_if_head, b"\n" + source)[1:]


# And a file-level macro call whose last argument is a function body, closed by ``})`` at the start of a
# line (Flecs' ``static ECS_DTOR(EcsPipeline, ptr, {`` ... ``})``, which defines a hook function): no
# ``;`` follows it, so the grammar nested the rest of the file under it.  Read as a function
# definition of the macro's name: ``, {`` becomes ``) {`` and ``})`` becomes ``}``.
_BODY_MACRO = re.compile(rb"^(?:static[ \t]+)?[A-Z][A-Z0-9_]*[ \t]*\([^;(){}\n]*(,[ \t]*)\{[ \t]*\r?$", re.MULTILINE)
_BODY_MACRO_END = re.compile(rb"^\}\)", re.MULTILINE)


def _body_macros(source: bytes) -> bytes:
    """``source`` with each :data:`_BODY_MACRO` call read as a function definition, same length."""
    out: bytearray | None = None
    for match in _BODY_MACRO.finditer(source):
        end = _BODY_MACRO_END.search(source, match.end())
        if end is None or _BODY_MACRO.search(source, match.end(), end.start()) is not None:
            continue
        out = out if out is not None else bytearray(source)
        out[match.start(1):match.end(1)] = b")" + b" " * (match.end(1) - match.start(1) - 1)
        out[end.start() + 1:end.start() + 2] = b" "
    return bytes(out) if out is not None else source


# And a macro of the file's own that opens a class, invoked alone on its line, the class's members and ``};``
# written after it (VMime's ``#define DECLARE_COMPONENT(name) class name : public component { ... public:``,
# then ``DECLARE_COMPONENT(uid_set)`` / ``bool parseImpl(...) {...}`` / ``};``): the grammar reads the members
# at namespace level and the ``};`` ends the enclosing class.  The call is read as the class's head, with its
# base list where the call is long enough (same length).
_OPENING_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)\([ \t]*([A-Za-z_]\w*)[ \t]*\)[ \t]*\\\r?\n"
                             rb"[ \t]*(class|struct)[ \t]+\2\b[ \t]*(:[^{};\\\n]*)?\{((?:[^\n]*\\\r?\n)*[^\n]*)",
                             re.MULTILINE)


def _opening_macros(source: bytes) -> bytes:
    """``source`` with each call of an :data:`_OPENING_DEFINE` macro read as the class head, same length."""
    for define in _OPENING_DEFINE.finditer(source) if b"#" in source else ():
        rest = define.group(5)
        if rest.count(b"{") != rest.count(b"}"):
            continue   # (its body closes the class it opens, or opens more)
        key, base = define.group(3), b"".join((define.group(4) or b"").split()).replace(b"public", b"public ")
        call = re.compile(rb"^([ \t]*)" + re.escape(define.group(1)) + rb"[ \t]*\([ \t]*([A-Za-z_]\w*)[ \t]*\)[ \t]*$",
                          re.MULTILINE)

        def head(match: re.Match[bytes], key: bytes = key, base: bytes = base) -> bytes:
            size = len(match.group(0)) - len(match.group(1))
            for text in (key + b" " + match.group(2) + base + b"{", key + b" " + match.group(2) + b"{"):
                if len(text) <= size:
                    return match.group(1) + text + b" " * (size - len(text))
            return match.group(0)

        source = call.sub(head, source)
    return source


_NESTING = re.compile(rb"[{}#]")
_DEFINE_OR_UNDEF = re.compile(rb"#[ \t]*(?:define|undef)\b")
_DIRECTIVE_END = re.compile(rb"(?:[^\n]*\\\r?\n)*[^\n]*")   # a directive with its continuation lines


def _nested_defines(source: bytes) -> bytes:
    """``source`` with the ``#define`` and ``#undef`` lines inside braces blanked (an X-macro
    defined in an ``enum`` body or an initialiser list: ``enum { #define TOKEN(N, V) kToken##N = V,
    GEN_TOKENS(TOKEN) #undef TOKEN };``, or a macro defined inside a function), where the grammar
    admits no directive.  Braces and directives are found by one scan of the file with strings and
    comments blanked (a directive's own braces do not count)."""
    if b"#" not in source or b"define" not in source:
        return source
    code = _STRIPPABLE.sub(lambda match: match.group(0).translate(_SPACES), source)
    depth, spans, found = 0, [], _NESTING.search(code)
    while found is not None:
        at, pos = found.start(), found.end()
        if code[at] == 123:        # {
            depth += 1
        elif code[at] == 125:      # }
            depth = max(0, depth - 1)
        elif not code[code.rfind(b"\n", 0, at) + 1:at].strip():   # a directive starting its line
            directive = _DIRECTIVE_END.match(code, at)   # matches anywhere (it may match nothing)
            end = directive.end() if directive is not None else at + 1
            if depth > 0 and _DEFINE_OR_UNDEF.match(code, at):
                spans.append((at, end))
            pos = end
        found = _NESTING.search(code, pos)
    if not spans:
        return source
    out = bytearray(source)
    for start, end in spans:
        out[start:end] = source[start:end].translate(_SPACES)
    return bytes(out)


# And a statement macro declaring its first argument with what the rest computes (ccache's
# ``TRY_ASSIGN(auto mode, parse_unsigned(value));``, Abseil-style ``ASSIGN_OR_RETURN(auto x, f());``):
# ``auto`` as an argument makes the grammar give up on the whole file.
_ASSIGN_MACRO = re.compile(rb"(?m)^[ \t]*([A-Z][A-Z0-9_]*[ \t]*\()\s*(?:const[ \t]+)?auto\b")


def _assignments(source: bytes) -> bytes:
    """``TRY_ASSIGN(auto mode, f(x));`` read as ``auto mode = f(x);``, same length: the macro's name
    and ``(`` blanked, the comma after the declaration made ``=``, the closing ``)`` blanked."""
    out: bytearray | None = None
    for match in _ASSIGN_MACRO.finditer(source):
        depth, comma, close = 0, -1, -1
        for at in range(match.end(1) - 1, min(len(source), match.end(1) + 2000)):
            char = source[at]
            depth += 1 if char in b"([{" else -1 if char in b")]}" else 0
            if char == 44 and depth == 1 and comma < 0:   # ,
                comma = at
            if depth == 0:
                close = at
                break
        if comma < 0 or close < 0 or not source[close + 1:close + 40].lstrip(b" \t").startswith(b";"):
            continue
        out = out if out is not None else bytearray(source)
        out[match.start(1):match.end(1)] = b" " * (match.end(1) - match.start(1))
        out[comma:comma + 1] = b"="
        out[close:close + 1] = b" "
    return bytes(out) if out is not None else source


# A compile-time assertion macro invoked where a declaration stands (Nestopia's ``NST_COMPILE_ASSERT`` / ``(`` /
# ``( PROM >= 8 && ... ) &&`` ... ``);`` in a class body, which expands to a ``typedef``): the grammar reads a
# declaration whose parameters are expressions and gives up on the class.  Blanked from its name to its ``;``;
# such an assertion calls nothing at run time.
_STATIC_ASSERTION = re.compile(rb"^[ \t]*([A-Z][A-Z0-9_]*(?:STATIC|COMPILE|COMPILETIME|COMPILE_TIME)_ASSERT[A-Z0-9_]*)"
                               rb"\s*\(", re.MULTILINE)


def _static_assertions(source: bytes) -> bytes:
    """``source`` with each :data:`_STATIC_ASSERTION` invocation blanked, its parentheses balanced and a ``;``
    after them (left as written else)."""
    out: bytearray | None = None
    for match in _STATIC_ASSERTION.finditer(source):
        depth, at, stop = 1, match.end(), min(len(source), match.end() + 4096)   # (a condition of a few lines)
        while at < stop and depth:
            depth += (source[at] == 40) - (source[at] == 41)   # ( and )
            at += 1
        end = at
        while end < len(source) and source[end] in b" \t\r\n":
            end += 1
        if depth == 0 and source[end:end + 1] == b";":
            out = out if out is not None else bytearray(source)
            out[match.start(1):end + 1] = bytes(c if c in (10, 13) else 32 for c in source[match.start(1):end + 1])
    return bytes(out) if out is not None else source


def without_macro_statements(source: bytes, cpp: bool = True, constructors: bool = True) -> bytes:
    """``source`` with bare macro invocation lines, trailing declaration macros, attribute
    macros before a declarator or a parameter and the prefix macros of definitions blanked, block-heading
    macros read as ``if`` and file-level macros taking a function body as definitions
    (:func:`_body_macros`); ``#define`` lines inside braces too (:func:`_nested_defines`).  With
    ``cpp`` (a C++ file), also statement-prefix macros, words only a macro can be, macros
    standing for template parameters and declaring macros (:func:`_assignments`; C files are
    spared those scans); ``constructors``: also prefix macros before a constructor in its class
    (:data:`_CONSTRUCTOR_PREFIX`).  A macro invocation's empty last argument loses its comma, and a
    deprecation macro with its message before a declaration and a compile-time assertion macro's invocation
    are blanked."""
    own = sorted({m.group(1) for m in _LOWER_FUNCTION_DEFINE.finditer(source)}) if b"define" in source else []
    source = _returned_types(source) if b"_RETURN" in source else source   # (before ``_as_if`` reads it as ``if``)
    source = _as_if(_nested_defines(_opening_macros(source)))
    source = _body_macros(source) if b"\n})" in source else source
    source = _SPLICED_MACRO_LINES.sub(lambda m: m.group(0).replace(b"\\\n", b" \n"), source) \
        if b"\\\n" in source else source
    source = _TRAILING_WORD.sub(_blank, _MACRO_LINE.sub(_blank, source))
    source = _own_macro_lines(source, own)
    source = _TRAILING_LOWER.sub(_trailing_lower, source)
    source = _WORD_BEFORE_BRACE.sub(_blank, b"\n" + _BRACE_WORD.sub(_blank, _MACRO_WORD_LINE.sub(_blank, source)))[1:]
    source = _WORD_BEFORE_CLOSE.sub(_after_member, source)
    if cpp and (b"public" in source or b"private" in source or b"protected" in source):
        source = _WORD_AFTER_ACCESS.sub(_blank, source)
        source = _CONSTRUCTOR_PREFIX.sub(_constructor_prefix, source) if constructors else source
    source = _DECLARATOR_MACRO.sub(_blank, _TRAILING_MACRO.sub(_trailing, source))
    source = _DECLARATION_PREFIX.sub(lambda m: _blank_group(m, 1), _PARAMETER_MACRO.sub(_blank, source))
    source = _LOOP_BODY_MACRO.sub(_blank, _LOOP_MACRO.sub(_blank, source))
    if cpp:
        source = _STATEMENT_PREFIX.sub(_blank, source)
        source = _assignments(source) if b"auto" in source else source
        source = _WORD_AFTER_POINTER.sub(_pointer_word, _WORD_BEFORE_TYPE.sub(_declaration_word, source))
        source = _RESERVED_WORD.sub(_reserved_word, source) if b" _" in source else source
        source = _TEMPLATE_PARAMETER_MACRO.sub(_in_template_head, source) if b"template" in source else source
        source = _TEMPLATE_COMPARISON.sub(_as_equality, source) if b" >= " in source else source
        source = _CONVERSION_CALL.sub(_as_one_name, source) if b"operator" in source else source
        source = _POINTER_INIT.sub(_as_braces, source)
    source = _EMPTY_LAST_ARGUMENT.sub(b" ", source) if b",)" in source or _SPACED_CLOSE.search(source) else source
    source = _static_assertions(source) if b"_ASSERT" in source else source
    source = _closing_statements(source) if b";)" in source else source
    source = _DEPRECATION.sub(_blanked, source) if b"DEPRECATED" in source else source
    source = _TYPE_ARGUMENT.sub(_blank, source) if b"struct" in source else source
    return _PREFIX_MACROS.sub(lambda m: _blank_group(m, 1), source)


# A macro invocation statement whose last argument is a statement, and no ``;`` after it (SoPlex's
# ``SPX_MSG_WARNING((*spxout), (*spxout) << "..." << name;)``, its ``if`` then ``else``; or ``;);``): its ``;)``
# is read as ``);``, a call's statement, same length.
_MACRO_STATEMENT = re.compile(rb"^[ \t]*[A-Z][A-Z0-9_]*[ \t]*\(", re.MULTILINE)


def _closing_statements(source: bytes) -> bytes:
    out = bytearray(source)
    for match in _MACRO_STATEMENT.finditer(source):
        depth, at, quote = 1, match.end(), 0
        while at < len(source) and depth:
            char = source[at]
            if quote:
                quote = 0 if char == quote else quote
                at += 2 if char == 92 else 1   # (a backslash escapes the next character)
                continue
            quote = char if char in (34, 39) else 0
            depth += (char == 40) - (char == 41)
            at += 1
        close = at - 1
        if depth or source[close - 1:close] not in (b";", b" ", b"\t"):
            continue
        before, end = source[match.end():close].rstrip(b" \t"), source.find(b"\n", at)
        if before.endswith(b";") and source[at:end if end >= 0 else len(source)].strip(b" \t\r") in (b"", b";"):
            out[match.end() + len(before) - 1], out[close] = ord(")"), ord(";")
    return bytes(out)


# A macro's first argument written as a tagged type (SIPp's ``_RCAST(struct sockaddr_in*, ss)->sin_port``, a cast
# macro): no expression, so the grammar gave up on the function and left the rest of the file nested in it.  The
# tag and the ``*`` s are blanked, and the type's name reads as an argument.
_TYPE_ARGUMENT = re.compile(rb"\b[A-Z_][A-Z0-9_]*[ \t]*\([ \t]*((?:const[ \t]+)?(?:struct|union|enum)[ \t]+)"
                            rb"[A-Za-z_]\w*[ \t]*((?:\*[ \t]*)*)(?=,)")


# A macro invocation's empty last argument (Corrade's ``CORRADE_ASSERT(i < size, "out of range", );``, whose macro
# returns nothing when the assertion fails): no call takes one, and the grammar gives up on the file around it.
_EMPTY_LAST_ARGUMENT = re.compile(rb",(?=[ \t]*\)[ \t]*;)")
_SPACED_CLOSE = re.compile(rb",[ \t]+\)")   # (its cheap test, where blanks stand between)
# A macro standing for a function's result type, the last of its parenthesised arguments (RapidJSON's
# ``RAPIDJSON_DISABLEIF_RETURN((internal::IsGenericValue<T>), (bool)) operator!=(const T& rhs) const``, an
# ``enable_if``): that type stays, the rest is blanked.
_RETURN_MACRO = re.compile(rb"^([ \t]*(?:template[ \t]*<[^\n]*>[ \t]*)?(?:friend[ \t]+)?)"
                           rb"([A-Z][A-Z0-9_]*_RETURN[ \t]*\()", re.MULTILINE)


def _returned_types(source: bytes) -> bytes:
    """``source`` with each ``_RETURN_MACRO`` invocation's text but its last argument's inside blanked, where its
    arguments are parenthesised and a function's name and parameters follow it (left as written else)."""
    out = bytearray(source)
    for match in _RETURN_MACRO.finditer(source):
        depth, last, at = 1, -1, match.end(2)
        while at < len(source) and depth and source[at] != 10:
            if source[at] == 40:   # (
                depth += 1
                last = at if depth == 2 else last
            elif source[at] == 41:   # )
                depth -= 1
            at += 1
        before = last - 1
        while before > 0 and source[before] in (32, 9):   # (back over blanks to the comma, if any)
            before -= 1
        if depth == 0 and last > 0 and source[at - 2] == 41 and source[match.end(2)] == 40 and \
                source[before] == 44 and _DECLARATOR_AFTER.match(source, at):
            out[match.start(2):last + 1] = b" " * (last + 1 - match.start(2))
            out[at - 2:at] = b"  "
    return bytes(out)


# What follows a result type: a function's name or an operator, and its parameters (not lodepng's
# ``CERROR_TRY_RETURN(lodepng_chunk_init(...));``, a statement).
_DECLARATOR_AFTER = re.compile(rb"[ \t]*(?:operator[^\w\s(]*|[A-Za-z_][\w:]*)[ \t]*\(")


# A deprecation macro with its message, before a declaration's name (Corrade's ``explicit CORRADE_DEPRECATED("use
# Array(ValueInitT, std::size_t) instead") Array(std::size_t size)``): an attribute's stand-in, which the grammar
# reads as a function declarator.
_DEPRECATION = re.compile(rb'\b[A-Z][A-Z0-9_]*DEPRECATED\w*[ \t]*\((?:"(?:[^"\\\n]|\\.)*"|[^()"\n])*\)'
                          rb'(?=[ \t]+[A-Za-z_~])')


# A member function's head written by a macro of another header, at namespace level, its body on the next line
# (Nestopia's ``NES_POKE_AD(Apu,4001)`` / ``{ Update(); ... }``, ``#define NES_POKE_AD(o_,a_) void NST_FASTCALL
# o_::Poke_##a_(Address address,Data data)``; 400 of them in its .cpp files): the grammar reads a call missing
# its ``;`` and a block, so the body's calls were the namespace's and ``Update()`` reached no member.  The macro
# is not in the file, so what it pastes is not known; its first argument, a class's name (capitalised, with
# lower-case letters, qualified or not), is, and the head is read as that class's member named after the macro:
# ``Apu::NES_POKE_AD()`` (same length; the other arguments are blanked).  Found in the tree, at namespace level
# only: indented in a function, such a line heads a block (:data:`_MACRO_BLOCK_HEAD`).  Not Google Test's
# ``TEST(Suite, Name)``, whose first argument names no class.
_HEAD_MACRO = re.compile(rb"([A-Z][A-Z0-9_]*)[ \t]*\([ \t]*((?:[A-Za-z_]\w*::)*(?=[A-Z]\w*[a-z])[A-Za-z_]\w*)[ \t]*,"
                         rb"[^()\n]*\)")
_LEVELS = frozenset({"translation_unit", "declaration_list", "namespace_definition", "linkage_specification",
                     "preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif"})


def macro_heads(source: bytes, tree: Tree) -> bytes:
    """``source`` with each member head a macro writes at namespace level (:data:`_HEAD_MACRO`) read as the
    member's head, same length.  ``tree`` is ``source`` 's or a same-length copy's."""
    out: bytearray | None = None
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        children = node.children
        for index, child in enumerate(children):
            if child.type in _LEVELS:
                stack.append(child)
                continue
            head = _macro_head(child, children[index + 1] if index + 1 < len(children) else None)
            match = _HEAD_MACRO.fullmatch(source, head.start_byte, head.end_byte) if head is not None else None
            if head is None or match is None or match.group(1) == b"TEST":
                continue
            written = match.group(2) + b"::" + match.group(1) + b"()"
            if len(written) <= head.end_byte - head.start_byte:
                out = out if out is not None else bytearray(source)
                out[head.start_byte:head.end_byte] = written + b" " * (head.end_byte - head.start_byte - len(written))
    return bytes(out) if out is not None else source


def _macro_head(node: Node, following: Node | None) -> Node | None:
    """The macro invocation heading a body at namespace level, as the grammar read it: a call missing its ``;``
    before a block (``NES_POKE_AD(Apu,4001)`` / ``{``), or the declarator of a definition without a result
    type named in capitals (``NES_POKE_D(Board,Chr_1k_0) {``: its arguments read as unnamed parameters)."""
    if node.type == "expression_statement" and following is not None and following.type == "compound_statement" \
            and node.children and node.children[-1].is_missing:
        return node.children[0]
    if node.type == "function_definition" and node.child_by_field_name("type") is None and \
            (declarator := node.child_by_field_name("declarator")) is not None and \
            declarator.type == "function_declarator" and \
            (name := declarator.child_by_field_name("declarator")) is not None and name.type == "identifier":
        return declarator
    return None


def recovering_parse(parse: Callable[[bytes], Tree], source: bytes, cpp: bool = True) -> Tree:
    """:func:`recovered`, and for C++ that again where a macro writes member heads (:func:`macro_heads`)."""
    written: list[Tree] = []
    tree = recovered(parse, source, cpp, written)
    if cpp:   # (in the tree kept, or in the file's as written, which blanking may have changed around a head)
        for read in (tree, *written):
            if (headed := macro_heads(source, read)) != source:
                return recovered(parse, headed, cpp)
    return tree


def recovered(parse: Callable[[bytes], Tree], source: bytes, cpp: bool = True,
              written: list[Tree] | None = None) -> Tree:
    """``source`` parsed; when the tree has errors, the tree of a copy with what the grammar
    cannot read blanked instead, if that one has fewer: :func:`flattened` (a ``#if`` inside an
    initialiser list or an expression, a brace opened in one branch and closed in both, make
    tree-sitter's error recovery leave a class or namespace open for the rest of the file),
    then that with :func:`without_macro_statements` too (for C++, also without its constructor
    prefixes blanked); and when more than a twentieth of the
    file is still under errors, both again with every one-branch block opened (``flattened(...,
    opened=True)``).  A clean file is parsed once.

    A file with a bare macro line (:data:`_MACRO_WORD_LINE`: Jolt's ``JPH_NAMESPACE_BEGIN``, in 1,866
    of 1,873 such C++ files of the yardstick's projects the grammar fails on it) and no ``#if``
    to flatten is parsed blanked first, and as written only when that copy has errors: one parse
    instead of two for most of a project like Jolt."""
    first: tuple[bytes, Tree] | None = None
    if _MACRO_WORD_LINE.search(source) and flattened(source) == source:
        copy = without_macro_statements(source, cpp)
        first = copy, parse(copy)
        if not first[1].root_node.has_error:
            return first[1]
    tree = parse(source)
    if not tree.root_node.has_error:
        return tree
    if written is not None:
        written.append(tree)   # (the tree of the file as written, when another is kept)
    best, extent, tried = tree, error_extent(tree), {source}
    if first is not None:
        tried.add(first[0])
        if (found := error_extent(first[1])) < extent:
            best, extent = first[1], found
    for opened in (False, True):
        if opened and extent[0] * 20 <= len(source):
            break   # a twentieth of the file or less under errors: good enough
        if first is not None and not opened:
            continue   # the flattened file is the file, and its blanked copy was parsed first
        flat = flattened(source, opened)
        if flat != source and cpp and (b"struct" in flat or b"class" in flat):   # a class head read once the
            flat = _EXPORT_MACRO.sub(_blank, flat)   # ``#else`` s are blanked: ``struct ASSIMP_API aiMaterial``
        copies = [flat, without_macro_statements(flat, cpp)]
        if cpp:   # also with the constructors' prefixes kept: some files parse worse without them
            copies.append(without_macro_statements(flat, cpp, constructors=False))
        for copy in copies:
            if copy in tried:
                continue
            tried.add(copy)
            other = parse(copy)
            if not other.root_node.has_error:
                return other
            if (found := error_extent(other)) < extent:
                best, extent = other, found
    return best
