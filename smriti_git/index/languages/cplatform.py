"""Which ``#if`` branches of a C or C++ file only another platform's build compiles.

The index reads every branch of a file, as no one build does. Where the branches choose which header to
include (glog's ``#if defined(GLOG_USE_WINDOWS_PORT) #include "port.h"``, POCO's ``#if
defined(POCO_OS_FAMILY_WINDOWS) #include "Poco/Event_WIN32.h" #else ...``) or which macros to define (LMDB's
``#ifdef _WIN32 #define getpid() GetCurrentProcessId()``), the index follows one fixed build, on every
machine: Linux on x86-64. A branch taken only when a Windows, Apple or BSD macro (or VxWorks', QNX's,
Emscripten's, WebAssembly's, Android's: ZLToolKit's ``#if defined(ANDROID)``; DOS's DJGPP: libopenmpt's
``#if MPT_OS_DJGPP``) is defined, or one of another
processor (ARM, NEON, AArch64, PowerPC and AltiVec, MIPS, RISC-V, s390, SPARC, LoongArch), or the ``#else`` of
one taken whenever such a macro is not, is another platform's. A macro is read as a platform's by its name
alone (``_WIN32``, ``_MSC_VER``, ``__APPLE__``, a project's ``..._WINDOWS...``, ``POCO_VXWORKS``,
``__aarch64__``, Crypto++'s ``CRYPTOPP_ARM_NEON_AVAILABLE`` and ``CRYPTOPP_ALTIVEC_AVAILABLE``; not one that
says the opposite: ``..._NO_NEON``, ``DISABLE_ARM_...``); a test that one of the fixed build's own macros is not
defined (``#if !defined(__LP64__)``, ``#ifndef __linux__``), or the ``#else`` of one that it is, is another
platform's too; every other condition counts as compiled. A function
defined (or declared) in such a branch is left out too where the file has one of that name outside them
(``#ifdef _WIN32 f() {...} #else f() {...}``: the ``#else`` one), as is an alias where the file defines the name
outside them (FDK AAC's ``#define LONG INT`` beside the ``#else``'s ``typedef signed long LONG;``), and a function
is kept where it has none (a Windows-only
function stays findable; the parser records it, ``FileFacts.usings``' FOREIGN_ONLY, and no call of this build
is joined to it).
:func:`fallback_branch` tells a feature test's fallback (``#ifndef HAVE_STRNLEN``), whose functions of a
standard name the linker leaves to the system.
:func:`never_compiled` gives the branches no build compiles: ``#if 0``, the ``#else`` of ``#if 1``, and in C++
those a test of ``__cplusplus`` rules out for a build of C++17 or later (:data:`CPLUSPLUS`).
:func:`undefined_arm` reads which branch of a chain is compiled when every macro its tests name is
undefined (a project's own configuration macros, for choosing between a prototype and a definition).
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable

from tree_sitter import Node

from smriti_git.index.languages.base import text

_FOREIGN = re.compile(r"^(?:_WIN32|_WIN64|WIN32|WIN64|_WINDOWS|__WINDOWS__|_MSC_VER|__MINGW32__|__MINGW64__|"
                      r"__CYGWIN__|__APPLE__|__MACH__|__FreeBSD__|__OpenBSD__|__NetBSD__|__DragonFly__|__HAIKU__|"
                      r"_AIX|__sun|__QNX__|__EMSCRIPTEN__|__wasi__|__wasm__|__wasm32__|__wasm64__)$|WINDOWS|WIN32|WIN64|WINCE|MSVC|_MSC_|APPLE|MACOS|DARWIN|MINGW|"
                      r"CYGWIN|VXWORKS|(?:^|_)ANDROID(?:_|$)|DJGPP|"
                      r"^__(?:arm|aarch64|powerpc|ppc|PPC|mips|riscv|s390|sparc|loongarch)|^_M_ARM|"
                      r"(?:^|_)(?:ARM|ARM64|AARCH64|NEON|ALTIVEC|POWER[5-9]|PPC|PPC64|POWERPC|MIPS|RISCV|S390X?|SPARC|"
                      r"LOONGARCH)(?:_|$)")
# Macros the fixed build (GCC or Clang on x86-64 Linux, LP64) defines: ``#if !defined(__LP64__)`` is another
# platform's branch, and the ``#else`` of ``#ifdef __LP64__`` (FDK AAC's ``typedef signed long LONG;``, where this
# build has ``#define LONG INT``).
_NATIVE = frozenset({"__linux__", "__linux", "__gnu_linux__", "__unix__", "__unix", "__x86_64__", "__x86_64",
                     "__amd64__", "__amd64", "__LP64__", "_LP64", "__ELF__", "__GNUC__"})
_NEGATED = re.compile(r"(?:^|_)(?:NO|NOT|DISABLE|DISABLED|WITHOUT)_")   # ``HWY_DISABLE_ARM_...``: the opposite
_CONDITIONALS = frozenset({"preproc_if", "preproc_ifdef", "preproc_elif", "preproc_elifdef"})
# (a test line that may name one: what the file is searched for before any branch is looked at)
_MENTION = re.compile(rb"^[ \t]*#[ \t]*(?:if|ifdef|ifndef|elif|elifdef|elifndef)\b[^\n]*"
                      rb"(?:WIN|MSC|MSVC|APPLE|MACOS|MACH|DARWIN|MINGW|CYGWIN|VXWORKS|ANDROID|BSD|DragonFly|HAIKU|_AIX|"
                      rb"__sun|QNX|DJGPP|"
                      rb"EMSCRIPTEN|wasi|wasm|ARM|arm|aarch64|AARCH64|NEON|ALTIVEC|POWER|PPC|ppc|powerpc|MIPS|mips|RISCV|riscv|"
                      rb"S390|s390|SPARC|sparc|LOONGARCH|loongarch|__linux|__gnu_linux__|__unix|__x86_64|__amd64|"
                      rb"LP64__|__ELF__|__GNUC__)", re.MULTILINE)


def mentions_platform(source: bytes) -> bool:
    """Whether a line of ``source`` tests a macro :func:`foreign_branch` may read as a platform's."""
    return _MENTION.search(source) is not None


# A word of this build's platform in a macro's name, beside another's (KataGo's ``#ifdef OS_IS_UNIX_OR_APPLE``):
# the macro holds here too.
_HERE_TOO = re.compile(r"(?:^|_)(?:UNIX|LINUX|POSIX)(?:_|$)")


def _foreign_name(node: Node) -> bool:
    if node.type != "identifier" or node.text is None:
        return False
    name = node.text.decode("utf-8", "replace")
    return _FOREIGN.search(name) is not None and _NEGATED.search(name) is None and _HERE_TOO.search(name) is None


def _native_name(node: Node) -> bool:
    return node.type == "identifier" and node.text is not None and node.text.decode("utf-8", "replace") in _NATIVE


def _only_foreign(cond: Node) -> bool:
    """Whether ``cond`` holds only where a foreign platform's macro is defined (or a macro of this build's is
    not: ``!defined(__LP64__)``)."""
    if cond.type == "parenthesized_expression" and cond.named_child_count == 1:
        return _only_foreign(cond.named_children[0])
    if cond.type == "unary_expression" and (op := cond.child_by_field_name("operator")) is not None and \
            op.type == "!" and (argument := cond.child_by_field_name("argument")) is not None:
        while argument.type == "parenthesized_expression" and argument.named_child_count == 1:
            argument = argument.named_children[0]
        return argument.type == "preproc_defined" and any(_native_name(c) for c in argument.named_children)
    if cond.type == "preproc_defined":
        return any(_foreign_name(c) for c in cond.named_children)
    if cond.type == "binary_expression" and (op := cond.child_by_field_name("operator")) is not None:
        left, right = cond.child_by_field_name("left"), cond.child_by_field_name("right")
        if left is None or right is None:
            return False
        if op.type == "||":
            return _only_foreign(left) and _only_foreign(right)
        if op.type == "&&":
            return _only_foreign(left) or _only_foreign(right)
        if op.type in ("==", ">", ">=") and right.type == "number_literal" and text(right).strip("uUlL") != "0":
            return _foreign_name(left)   # AsmJit's ``#if ASMJIT_ARCH_ARM == 64``: nonzero only there
        return False
    return _foreign_name(cond)


def _always_here(cond: Node) -> bool:
    """Whether ``cond`` holds wherever no foreign platform's macro is defined (``!defined(_WIN32)``)."""
    if cond.type == "parenthesized_expression" and cond.named_child_count == 1:
        return _always_here(cond.named_children[0])
    if cond.type == "preproc_defined":
        return any(_native_name(c) for c in cond.named_children)   # ``defined(__LP64__)``
    if cond.type == "unary_expression" and (op := cond.child_by_field_name("operator")) is not None and \
            op.type == "!" and (argument := cond.child_by_field_name("argument")) is not None:
        return _only_foreign(argument)
    if cond.type == "binary_expression" and (op := cond.child_by_field_name("operator")) is not None and \
            op.type == "&&" and (left := cond.child_by_field_name("left")) is not None and \
            (right := cond.child_by_field_name("right")) is not None:
        return _always_here(left) and _always_here(right)
    return False


def _verdicts(conditional: Node) -> tuple[bool, bool]:
    """(only another platform compiles the branch, it always compiles here): the conditional's own test."""
    if conditional.type in ("preproc_ifdef", "preproc_elifdef"):
        name = conditional.child_by_field_name("name")
        negated = conditional.children[0].type in ("#ifndef", "#elifndef")
        foreign = name is not None and _foreign_name(name)
        native = name is not None and _native_name(name)   # ``#ifdef __LP64__``, ``#ifndef __LP64__``
        return (foreign and not negated) or (native and negated), (foreign and negated) or (native and not negated)
    cond = conditional.child_by_field_name("condition")
    return (cond is not None and _only_foreign(cond)), (cond is not None and _always_here(cond))


def foreign_branch(node: Node) -> bool:
    """Whether ``node`` sits in a branch only another platform's build compiles."""
    return _in_branch(node, _verdicts)


def _in_branch(node: Node, verdicts: Callable[[Node], tuple[bool, bool]]) -> bool:
    """Whether ``node`` sits in a branch of a conditional that ``verdicts`` picks: (its first branch is one,
    its alternative is one), as :func:`_verdicts` answers."""
    child, parent = node, node.parent
    while parent is not None:
        if parent.type in _CONDITIONALS:
            alternative = parent.child_by_field_name("alternative")
            first, otherwise = verdicts(parent)
            in_alternative = alternative is not None and alternative.start_byte == child.start_byte and \
                alternative.type == child.type
            if (in_alternative and otherwise) or (not in_alternative and first):
                return True
        child, parent = parent, parent.parent
    return False


_FEATURE = re.compile(r"^HAVE_[A-Z0-9_]+$")   # an autoconf / CMake feature test's macro


def _fallback_test(conditional: Node) -> bool:
    """Whether an ``#if`` holds only where a feature test failed: ``#ifndef HAVE_X``, ``#if !defined(HAVE_X)``,
    ``#if !HAVE_X`` (:func:`_failed_feature`)."""
    if conditional.type in ("preproc_ifdef", "preproc_elifdef"):
        name = conditional.child_by_field_name("name")
        return conditional.children[0].type in ("#ifndef", "#elifndef") and name is not None and \
            _FEATURE.match(text(name)) is not None
    cond = conditional.child_by_field_name("condition")
    return cond is not None and _failed_feature(cond)


def _failed_feature(cond: Node) -> bool:
    """Whether an ``#if`` test holds only where a feature test failed (one side of an ``&&`` will do)."""
    while cond.type == "parenthesized_expression" and cond.named_child_count == 1:
        cond = cond.named_children[0]
    if cond.type == "binary_expression" and (op := cond.child_by_field_name("operator")) is not None and \
            op.type == "&&":
        return any(_failed_feature(side) for side in (cond.child_by_field_name("left"),
                                                       cond.child_by_field_name("right")) if side is not None)
    if cond.type != "unary_expression" or cond.children[0].type != "!":
        return False
    inner = cond.child_by_field_name("argument")
    if inner is not None and inner.type == "preproc_defined":
        inner = next((c for c in inner.named_children if c.type == "identifier"), None)
    return inner is not None and inner.type == "identifier" and _FEATURE.match(text(inner)) is not None


def fallback_branch(node: Node) -> bool:
    """Whether ``node`` sits in the first branch of a feature test's fallback (libzmq's ``#ifndef HAVE_STRNLEN``
    / its own ``strnlen``), which a build on a system that has the function leaves out."""
    return _in_branch(node, lambda conditional: (_fallback_test(conditional), False))


_LITERAL_TEST = re.compile(rb"^[ \t]*#[ \t]*(?:if|elif)[ \t]+[01][ \t]*(?:$|//|/\*)", re.MULTILINE)
_STANDARD_TEST = re.compile(rb"^[ \t]*#[ \t]*(?:if|elif)\b[^\n]*__cplusplus[ \t]*[<>=!]", re.MULTILINE)
# The C++ standard of the one fixed build: C++17, what GCC (from 11) and Clang (from 16) compile by default.  A
# test of ``__cplusplus`` is decided only where every standard from it on gives the same answer.
CPLUSPLUS = 201703
_COMPARE: dict[str, Callable[[int, int], bool]] = {
    ">": operator.gt, ">=": operator.ge, "<": operator.lt, "<=": operator.le, "==": operator.eq, "!=": operator.ne}


def tests_literal(source: bytes, cplusplus: bool = False) -> bool:
    """Whether ``source`` has an ``#if 0`` or ``#if 1`` (or ``#elif``) line, or in C++ (``cplusplus``) one that
    compares ``__cplusplus``: what :func:`never_compiled` reads."""
    return _LITERAL_TEST.search(source) is not None or (cplusplus and _STANDARD_TEST.search(source) is not None)


def _number(node: Node) -> int | None:
    written = text(node).rstrip("uUlL")
    return int(written) if node.type == "number_literal" and written.isdigit() else None


def _decided(condition: Node, cplusplus: bool) -> bool | None:
    """An ``#if`` test's value in every build: ``0``, ``1``, and in C++ a comparison of ``__cplusplus`` with a
    number that every standard from :data:`CPLUSPLUS` on answers alike (``__cplusplus > 201103L``: true), with
    ``!``, ``&&`` and ``||`` of them; None when it depends on the build."""
    if condition.type == "parenthesized_expression" and condition.named_child_count == 1:
        return _decided(condition.named_children[0], cplusplus)
    if condition.type == "number_literal":
        return {b"0": False, b"1": True}.get(condition.text or b"")
    if not cplusplus:
        return None
    if condition.type == "unary_expression" and condition.children[0].type == "!" and \
            (inner := condition.child_by_field_name("argument")) is not None:
        value = _decided(inner, cplusplus)
        return None if value is None else not value
    op, left, right = (condition.child_by_field_name(f) for f in ("operator", "left", "right"))
    if condition.type != "binary_expression" or op is None or left is None or right is None:
        return None
    if op.type in ("&&", "||"):
        sides = (_decided(left, cplusplus), _decided(right, cplusplus))
        stop = op.type == "||"   # the value that decides the whole whichever the other side is
        return stop if stop in sides else (not stop if sides == (not stop, not stop) else None)
    compare = _COMPARE.get(op.type)
    number = _number(right) if text(left) == "__cplusplus" else None
    if compare is None or number is None:
        return None
    answers = {compare(standard, number) for standard in (CPLUSPLUS, max(number, CPLUSPLUS),
                                                            max(number, CPLUSPLUS) + 1)}
    return answers.pop() if len(answers) == 1 else None


def never_compiled(root: Node, cplusplus: bool = False) -> list[tuple[int, int]]:
    """The byte ranges of the branches no build compiles: the body of an ``#if 0`` (``#elif 0``), and what
    follows the ``#else`` of an ``#if 1`` (ZLToolKit's ``#if 0`` / its own ``class List`` / ``#else`` / ``class
    List : public std::list<T>``; SystemC's ``#if 1`` / an inline ``sc_get_curr_simcontext`` / ``#else``); in C++
    (``cplusplus``) also those a test of the standard rules out (aria2's ``#if __cplusplus > 201103L`` / ``using
    std::make_unique;`` / ``#else`` / its own ``make_unique``: :func:`_decided`)."""
    out: list[tuple[int, int]] = []
    stack = [root]
    while stack:
        node = stack.pop()
        condition = node.child_by_field_name("condition") if node.type in ("preproc_if", "preproc_elif") else None
        value = _decided(condition, cplusplus) if condition is not None else None
        if condition is not None and value is not None:
            alternative = node.child_by_field_name("alternative")
            if not value:
                out.append((condition.end_byte, alternative.start_byte if alternative is not None else node.end_byte))
            elif alternative is not None:
                out.append((alternative.start_byte, alternative.end_byte))
        stack.extend(child for child in node.children if child.child_count)
    return sorted(out)


def within(ranges: list[tuple[int, int]], byte: int) -> bool:
    """Whether ``byte`` lies in one of ``ranges`` (:func:`never_compiled`'s)."""
    return any(start <= byte < end for start, end in ranges)


def undefined_arm(conditional: Node) -> int | None:
    """The branch of an ``#if`` chain compiled when every macro its tests name is undefined (its
    number from 0; the number past the last when none is), None when a test is not that simple."""
    arm, node = 0, conditional   # type: tuple[int, Node | None]
    while node is not None:
        if node.type == "preproc_else":
            return arm
        if node.type == "preproc_ifdef":
            holds: bool | None = node.children[0].type == "#ifndef"
        else:
            condition = node.child_by_field_name("condition")
            holds = _holds_undefined(condition) if condition is not None else None
        if holds is None or holds:
            return arm if holds else None
        node, arm = node.child_by_field_name("alternative"), arm + 1
    return arm


def _holds_undefined(condition: Node) -> bool | None:
    """A ``#if`` test's value with every macro undefined: ``defined(X)``, ``X`` and their negations."""
    if condition.type == "parenthesized_expression" and condition.named_child_count == 1:
        return _holds_undefined(condition.named_children[0])
    if condition.type in ("preproc_defined", "identifier"):
        return False
    if condition.type == "unary_expression" and condition.children[0].type == "!" and \
            (inner := condition.child_by_field_name("argument")) is not None:
        value = _holds_undefined(inner)
        return None if value is None else not value
    return None
