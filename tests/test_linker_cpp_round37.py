"""C++ round 37: what reading libzmq's loss and the twenty-seventh fresh batch's misses showed (a
standard-named function a feature test's fallback defines is the system's)."""

from __future__ import annotations

from .lang_support import link, resolved

# A compatibility header defines its own ``strnlen`` for systems that lack it, under the feature test its
# build runs (``#ifndef HAVE_STRNLEN``, or ``#if !defined(HAVE_...)``).  A build on a system that has the
# function defines the macro and leaves the stand-in out, so the call is the system's; a standard-named
# function of the repository outside such a test stays the one called.
FALLBACK = {
    "compat.h": (
        "#include <string.h>\n"
        "#ifndef HAVE_STRNLEN\n"
        "static inline size_t strnlen(const char *s, size_t n) { return n; }\n"
        "#endif\n"
        "#if !defined(HAVE_STRNDUP) && !defined(_WIN32)\n"
        "char *strndup(const char *s, size_t n) { return 0; }\n"
        "#endif\n"
        "#if !HAVE_GETLINE\n"
        "long getline(char **s, size_t *n, void *f) { return 0; }\n"
        "#else\n"
        "#endif\n"
        "static inline int abs(int x) { return x < 0 ? -x : x; }\n"
    ),
    "main.c": (
        '#include "compat.h"\n'
        "int run(char *d, const char *s) {\n"
        "  strnlen(s, 4);\n"
        "  strndup(s, 2);\n"
        "  getline(&d, 0, 0);\n"
        "  return abs(-1);\n"
        "}\n"
    ),
}


def test_a_standard_named_function_of_a_feature_tests_fallback_is_the_systems() -> None:
    calls = resolved(link(FALLBACK), "main.c")
    assert calls[(3, "strnlen")] is None
    assert calls[(4, "strndup")] is None
    assert calls[(5, "getline")] is None
    assert calls[(6, "abs")] == "compat.h::abs()"
