"""Which arm of each ``#if`` chain of a C or C++ file its own macros choose for the fixed build.

The index follows one build (``cplatform``: Linux on x86-64, C++17 for C++). Some headers choose between two
definitions of one function by macros they define themselves, from the standard's version and the compiler's
macros: expected-lite (vendored by BehaviorTree.CPP) defines ``nsel_USES_STD_EXPECTED`` from
``nsel_CONFIG_SELECT_EXPECTED`` and ``nsel_HAVE_STD_EXPECTED``, which come from ``nsel_CPLUSPLUS`` and
``__cplusplus``, then writes ``make_unexpected`` under ``#if nsel_USES_STD_EXPECTED`` and again under its
``#else``. :func:`chosen_arms` reads the file's directives in order, as a preprocessor would, keeping the
object-like macros the file defines, and evaluates each chain's tests:

- the fixed build's own macros have their values (``__cplusplus`` 201703, ``__STDC_VERSION__`` 201710,
  ``__linux__``, ``__x86_64__``, ``__LP64__``: :data:`PREDEFINED`, :data:`PREDEFINED_C`); another platform's or
  compiler's are undefined (``_WIN32``, ``_MSC_VER``, ``_MSVC_LANG``, ``__APPLE__``, ``__aarch64__``:
  :data:`UNDEFINED`);
- a macro the file defines is undefined before its first ``#define`` (the ``#ifndef X`` / ``#define X
  default`` idiom: the default build sets no option), then has the value its definition gives;
- any other name (a macro of another header or of the build, ``__GNUC__``, ``__clang__``, ``NDEBUG``) and any
  call in a test (``__has_include(<x>)``, a function-like macro) is unknown, and so is a chain whose tests need
  it; so is a macro defined or undefined in an arm that is not known to be compiled.

Only the chains whose arms a test decides are reported; the extractor (``cfamily``) keeps the definitions of
the chosen arm where a chain defines one function or alias in several arms and no other rule chose.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable

from smriti_git.index.languages.cplatform import CPLUSPLUS

# Another platform's, processor's or compiler's macros: undefined in the fixed build.
UNDEFINED = frozenset({
    "_WIN32", "_WIN64", "WIN32", "_WINDOWS", "_MSC_VER", "_MSC_FULL_VER", "_MSVC_LANG", "_M_X64", "_M_IX86",
    "_M_ARM", "_M_ARM64", "__MINGW32__", "__MINGW64__", "__CYGWIN__", "__APPLE__", "__MACH__", "__ANDROID__",
    "__EMSCRIPTEN__", "__wasm__", "__FreeBSD__", "__OpenBSD__", "__NetBSD__", "__DragonFly__", "__sun", "__HAIKU__",
    "__arm__", "__aarch64__", "__i386__", "__i386", "__powerpc__", "__powerpc64__", "__ppc__", "__mips__",
    "__riscv", "__s390__", "__sparc__", "__loongarch__", "__INTEL_COMPILER", "__NVCC__", "__CUDACC__",
    "__BORLANDC__", "__WATCOMC__", "__DJGPP__", "__IAR_SYSTEMS_ICC__", "__SUNPRO_CC", "__IBMCPP__"})
# The fixed build's own macros and their values (None: undefined), in C++ and in C.
_BOTH: dict[str, int | None] = {
    **dict.fromkeys(UNDEFINED), "__STDC__": 1, "__STDC_HOSTED__": 1, "__linux__": 1, "__linux": 1, "__unix__": 1,
    "__unix": 1, "__x86_64__": 1, "__x86_64": 1, "__amd64__": 1, "__amd64": 1, "__LP64__": 1, "_LP64": 1,
    "__ELF__": 1, "__CHAR_BIT__": 8, "__SIZEOF_POINTER__": 8, "__SIZEOF_LONG__": 8, "__SIZEOF_INT__": 4,
    "__SIZEOF_LONG_LONG__": 8, "__SIZEOF_SHORT__": 2, "__has_include": 1, "__has_cpp_attribute": 1,
    "__has_attribute": 1, "__has_builtin": 1, "__has_include_next": 1}
PREDEFINED: dict[str, int | None] = {**_BOTH, "__cplusplus": CPLUSPLUS, "__STDC_VERSION__": None}
PREDEFINED_C: dict[str, int | None] = {**_BOTH, "__STDC_VERSION__": 201710, "__cplusplus": None}

_TEXT = re.compile(rb'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|/\*.*?\*/|//[^\n]*', re.DOTALL)
_DIRECTIVE = re.compile(rb"^[ \t]*(#)[ \t]*(if|ifdef|ifndef|elif|else|endif|define|undef)\b([^\n]*)", re.MULTILINE)
_TOKEN = re.compile(r"\s*(?:(0[xX][0-9a-fA-F]+|\d+)[uUlL]*|([A-Za-z_]\w*)|('(?:\\.|[^'\\])')|"
                    r"(&&|\|\||<<|>>|<=|>=|==|!=|[-+*/%<>!~&|^?:(),]))")
_DEFINE = re.compile(r"([A-Za-z_]\w*)(\()?(.*)", re.DOTALL)
_UNKNOWN = object()   # a macro whose definition is not known here (defined in an arm not known to be compiled)
_MAX_DEPTH = 24


def _blank_comments(source: bytes) -> bytes:
    """``source`` with its comments blanked (newlines kept) and string literals as they are."""
    def blank(match: re.Match[bytes]) -> bytes:
        text = match.group(0)
        return text if text[:1] in (b'"', b"'") else re.sub(rb"[^\n]", b" ", text)
    return _TEXT.sub(blank, source)


def chosen_arms(source: bytes, cplusplus: bool = True) -> dict[int, int]:
    """For each ``#if`` / ``#ifdef`` / ``#ifndef`` whose arm the file's macros decide (in a part of the file known
    to be compiled), the byte where its ``#`` is and the number of the arm compiled, from 0 (one past the last
    when none is)."""
    if b"#" not in source:
        return {}
    text = _blank_comments(source.replace(b"\\\r\n", b"   ").replace(b"\\\n", b"  "))
    later = {m.group(3).split(None, 1)[0].decode(errors="replace") for m in _DIRECTIVE.finditer(text)
             if m.group(2) == b"define" and m.group(3).strip()}
    macros: dict[str, object] = {}
    predefined = PREDEFINED if cplusplus else PREDEFINED_C
    stack: list[_Chain] = []
    out: dict[int, int] = {}

    def compiled() -> bool | None:   # whether the line being read is compiled
        states = [chain.this for chain in stack]
        return False if False in states else None if None in states else True

    for match in _DIRECTIVE.finditer(text):
        kind, rest = match.group(2).decode(), match.group(3).decode(errors="replace").strip()
        if kind in ("if", "ifdef", "ifndef"):
            outer = compiled()
            chain = _Chain(match.start(1), outer)
            stack.append(chain)
            if outer is True:
                name = rest.split()[0] if rest.split() else ""
                holds = _Evaluator(rest, macros, predefined, later).run() if kind == "if" else \
                    _defined(name, macros, predefined, later)
                chain.enter(None if holds is None else bool(holds) != (kind == "ifndef"))
            else:
                chain.enter(None if outer is None else False)
        elif kind in ("elif", "else") and stack:
            chain = stack[-1]
            chain.arm += 1
            if chain.outer is not True or chain.taken is not False:
                chain.enter(False if chain.outer is False or chain.taken is True else None)
            elif kind == "else":
                chain.enter(True)
            else:
                holds = _Evaluator(rest, macros, predefined, later).run()
                chain.enter(None if holds is None else bool(holds))
        elif kind == "endif" and stack:
            chain = stack.pop()
            if chain.outer is True and chain.taken is not None:
                out[chain.at] = chain.chosen if chain.chosen is not None else chain.arm + 1
        elif kind in ("define", "undef") and (here := compiled()) is not False and (found := _DEFINE.match(rest)):
            macros[found.group(1)] = _UNKNOWN if here is None or found.group(2) else \
                found.group(3).strip() if kind == "define" else None
    return out


class _Chain:
    """One open ``#if`` chain: where its ``#`` is, whether the part around it is compiled, the arm being read
    and whether it is compiled, whether an arm before was (None: not known) and which arm was."""

    def __init__(self, at: int, outer: bool | None) -> None:
        self.at, self.outer, self.arm = at, outer, 0
        self.this: bool | None = False
        self.taken: bool | None = False
        self.chosen: int | None = None

    def enter(self, compiled: bool | None) -> None:
        """The arm now read is compiled (True), not (False) or not known (None)."""
        self.this = compiled
        if compiled is True and self.taken is False:
            self.taken, self.chosen = True, self.arm
        elif compiled is None and self.taken is False:
            self.taken = None


def _defined(name: str, macros: dict[str, object], predefined: dict[str, int | None], later: set[str]) -> bool | None:
    """Whether ``name`` is a defined macro here; None when not known."""
    if name in macros:
        known = macros[name]
        return None if known is _UNKNOWN else known is not None
    if name in predefined:
        return predefined[name] is not None
    return False if name in later else None


class _Evaluator:
    """A ``#if`` test's value (a C preprocessor expression: integers, ``defined``, the usual operators and
    ``?:``), with the file's object-like macros expanded; None when a name or a call in it is not known."""

    def __init__(self, expression: str, macros: dict[str, object], predefined: dict[str, int | None], later: set[str],
                 depth: int = 0) -> None:
        self.tokens = [m for m in _TOKEN.finditer(expression)]
        self.consumed = sum(len(m.group(0)) for m in self.tokens)
        self.complete = self.consumed == len(expression.rstrip()) or not expression[self.consumed:].strip()
        self.at = 0
        self.macros, self.predefined, self.later, self.depth = macros, predefined, later, depth

    def run(self) -> int | None:
        if not self.complete or not self.tokens or self.depth > _MAX_DEPTH:
            return None
        try:
            result = self._conditional()
        except (IndexError, ValueError, ZeroDivisionError):
            return None
        return result if self.at == len(self.tokens) else None

    def _peek(self) -> str:
        return self.tokens[self.at].group(4) or "" if self.at < len(self.tokens) else ""

    def _conditional(self) -> int | None:
        test = self._binary(0)
        if self._peek() != "?":
            return test
        self.at += 1
        yes = self._conditional()
        if self._peek() != ":":
            raise ValueError("no :")
        self.at += 1
        no = self._conditional()
        return None if test is None else yes if test else no

    _LEVELS = (("||",), ("&&",), ("|",), ("^",), ("&",), ("==", "!="), ("<", "<=", ">", ">="), ("<<", ">>"),
               ("+", "-"), ("*", "/", "%"))

    def _binary(self, level: int) -> int | None:
        if level == len(self._LEVELS):
            return self._unary()
        left = self._binary(level + 1)
        while self._peek() in self._LEVELS[level]:
            op = self._peek()
            self.at += 1
            right = self._binary(level + 1)
            left = _apply(op, left, right)
        return left

    def _unary(self) -> int | None:
        token = self.tokens[self.at]
        op = token.group(4)
        if op in ("!", "~", "-", "+"):
            self.at += 1
            inner = self._unary()
            return None if inner is None else {"!": int(not inner), "~": ~inner, "-": -inner, "+": inner}[op]
        if op == "(":
            self.at += 1
            inner = self._conditional()
            if self._peek() != ")":
                raise ValueError("no )")
            self.at += 1
            return inner
        self.at += 1
        if token.group(1) is not None:
            return int(token.group(1), 0) if not token.group(1).startswith("0") or len(token.group(1)) == 1 or \
                token.group(1)[1] in "xX" else int(token.group(1), 8)
        if token.group(3) is not None:
            return ord(token.group(3)[1]) if len(token.group(3)) == 3 else None
        name = token.group(2)
        if name is None:
            raise ValueError(op)
        if name == "defined":
            return self._defined()
        if self._peek() == "(":   # a call: ``__has_include(<x>)``, a function-like macro
            raise ValueError("call")
        return self._name(name)

    def _defined(self) -> int | None:
        parenthesised = self._peek() == "("
        self.at += parenthesised
        name = self.tokens[self.at].group(2)
        self.at += 1
        if parenthesised:
            if self._peek() != ")":
                raise ValueError("no )")
            self.at += 1
        if name is None:
            raise ValueError("defined")
        known = _defined(name, self.macros, self.predefined, self.later)
        return None if known is None else int(known)

    def _name(self, name: str) -> int | None:
        if name in ("true", "false"):
            return int(name == "true")
        if name in self.macros:
            body = self.macros[name]
            if body is _UNKNOWN:
                return None
            if body is None:
                return 0
            return _Evaluator(str(body), self.macros, self.predefined, self.later, self.depth + 1).run() \
                if str(body) else None
        if name in self.predefined:
            return self.predefined[name] or 0
        return 0 if name in self.later else None


def _apply(op: str, left: int | None, right: int | None) -> int | None:
    """A binary operator of three-valued operands: ``0 && x`` and ``1 || x`` are known whatever ``x`` is."""
    if op == "&&":
        return 0 if left == 0 or right == 0 else None if left is None or right is None else 1
    if op == "||":
        return 1 if (left not in (0, None)) or (right not in (0, None)) else \
            None if left is None or right is None else 0
    if left is None or right is None:
        return None
    if op in ("/", "%") and right == 0:
        raise ZeroDivisionError
    if op in ("<<", ">>") and not 0 <= right < 64:
        return 0
    if op == "/":
        return int(left / right)   # (C truncates toward zero)
    return int(_OPERATORS[op](left, right))


_OPERATORS: dict[str, Callable[[int, int], int | bool]] = {
    "|": operator.or_, "^": operator.xor, "&": operator.and_, "==": operator.eq, "!=": operator.ne,
    "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "<<": operator.lshift,
    ">>": operator.rshift, "+": operator.add, "-": operator.sub, "*": operator.mul, "%": operator.mod}
