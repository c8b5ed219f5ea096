"""The ``#if`` arms a C or C++ file's own macros choose for the fixed build (``languages/cdirectives``), and the
definitions the extractor keeps from them."""

from __future__ import annotations

from smriti_git.index.languages.cdirectives import chosen_arms

from .lang_support import extract, link, resolved


def _arms(source: str, cplusplus: bool = True) -> dict[int, int]:
    """The chosen arm of each decided chain, by the line of its ``#if`` (from 1)."""
    data = source.encode()
    return {data[:at].count(b"\n") + 1: arm for at, arm in chosen_arms(data, cplusplus).items()}


def test_the_standards_version_and_the_files_own_macros_decide() -> None:
    source = (
        "#ifndef GUARD_H\n"                                  # 1: a guard the file defines: not yet defined
        "#define GUARD_H\n"
        "#if !defined(CFG_SELECT)\n"                         # 3: an option with a default here
        "# define CFG_SELECT (HAVE_STD ? 2 : 1)\n"
        "#endif\n"
        "#if defined(_MSVC_LANG) && !defined(__clang__)\n"   # 6: another compiler's: false whatever __clang__ is
        "# define CPLUSPLUS _MSVC_LANG\n"
        "#else\n"
        "# define CPLUSPLUS __cplusplus\n"
        "#endif\n"
        "#define CPP23 (CPLUSPLUS >= 202302L)\n"
        "#if CPP23 && defined(__has_include)\n"              # 12: C++17 here
        "# define HAVE_STD 1\n"
        "#else\n"
        "# define HAVE_STD 0\n"
        "#endif\n"
        "#define USES_STD ((CFG_SELECT == 2) || ((CFG_SELECT == 0) && HAVE_STD))\n"
        "#if USES_STD\n"                                     # 18: the #else
        "int f(int);\n"
        "#else\n"
        "int f(int);\n"
        "#endif\n"
        "#endif\n"
    )
    assert _arms(source) == {1: 0, 3: 0, 6: 1, 12: 1, 18: 1}


def test_unknown_names_and_calls_leave_a_chain_undecided() -> None:
    source = (
        "#if __GNUC__ >= 5\n"              # 1: the compiler's version: not known
        "#endif\n"
        "#if __has_include(<optional>)\n"  # 3: a call
        "#endif\n"
        "#if OTHER_HEADERS_MACRO\n"        # 5: defined by no line of this file
        "#endif\n"
        "#ifdef _WIN32\n"                  # 7: another platform's: the #else
        "#else\n"
        "#endif\n"
        "#if 0 || __cplusplus >= 201703L\n"   # 10
        "#elif 1\n"
        "#endif\n"
        "#if __GNUC__\n"                   # 13: not known, so what it defines is not known either
        "# define MAYBE 1\n"
        "#endif\n"
        "#if MAYBE\n"                      # 16
        "#endif\n"
    )
    assert _arms(source) == {7: 1, 10: 0}
    assert _arms("#if __STDC_VERSION__ >= 201112L\n#endif\n#if __cplusplus\n#endif\n", cplusplus=False) == \
        {1: 0, 3: 1}


def test_arithmetic_comments_and_continuations() -> None:
    source = (
        "#define A 3 /* three */\n"
        "#define B (A * 2 - 1) // five\n"
        "#if B == 5 && \\\n"
        "    (A << 1) == 6 && 7 / 2 == 3 && -1 < 0 && (1 ? 0 : 1) == 0\n"
        "#elif 1\n"
        "#endif\n"
        "#if 1 / 0\n"   # not a value
        "#endif\n"
        "#undef A\n"
        "#if defined A\n"
        "#else\n"
        "#endif\n"
    )
    assert _arms(source) == {3: 0, 10: 1}


# BehaviorTree.CPP's vendored expected-lite: ``make_unexpected`` under ``#if nsel_USES_STD_EXPECTED`` and again under
# its ``#else``; for C++17 the ``#else``'s is the one compiled, so calls resolve to it instead of being ambiguous.
EXPECTED = {
    "expected.hpp": (
        "#define nsel_EXPECTED_DEFAULT 0\n"
        "#define nsel_EXPECTED_NONSTD 1\n"
        "#define nsel_EXPECTED_STD 2\n"
        "#if !defined(nsel_CONFIG_SELECT_EXPECTED)\n"
        "# define nsel_CONFIG_SELECT_EXPECTED (nsel_HAVE_STD_EXPECTED ? nsel_EXPECTED_STD : nsel_EXPECTED_NONSTD)\n"
        "#endif\n"
        "#define nsel_CPP23_OR_GREATER (__cplusplus >= 202300L)\n"
        "#if nsel_CPP23_OR_GREATER\n"
        "# define nsel_HAVE_STD_EXPECTED 1\n"
        "#else\n"
        "# define nsel_HAVE_STD_EXPECTED 0\n"
        "#endif\n"
        "#define nsel_USES_STD_EXPECTED ((nsel_CONFIG_SELECT_EXPECTED == nsel_EXPECTED_STD) || "
        "((nsel_CONFIG_SELECT_EXPECTED == nsel_EXPECTED_DEFAULT) && nsel_HAVE_STD_EXPECTED))\n"
        "#if nsel_USES_STD_EXPECTED\n"
        "namespace nonstd {\n"
        "template <typename E> int make_unexpected(E&& value) { return 1; }\n"
        "}\n"
        "#else\n"
        "namespace nonstd {\n"
        "template <typename E> int make_unexpected(E&& value) { return 2; }\n"
        "}\n"
        "#endif\n"
    ),
    "use.cpp": (
        '#include "expected.hpp"\n'
        "int use(int e) {\n"
        "  return nonstd::make_unexpected(e);\n"
        "}\n"
    ),
}


def test_the_arm_the_files_macros_choose_keeps_its_definition() -> None:
    kept = [d for d in extract("expected.hpp", EXPECTED["expected.hpp"]).definitions if d.name == "make_unexpected"]
    assert [d.span.start_line for d in kept] == [20]
    assert resolved(link(EXPECTED), "use.cpp")[(3, "make_unexpected")] == "expected.hpp::nonstd.make_unexpected()"
