"""C extraction and linking: functions, prototypes, macros, structs, typedefs, enums,
globals, ``#include`` resolution (relative, by suffix, system headers), tests."""

from __future__ import annotations

from smriti_git.index.languages import for_path, get

from .lang_support import call_list, defs, edges, extract, link, resolved, target

UTIL_H = """\
    #ifndef UTIL_H
    #define UTIL_H
    #include <stddef.h>

    /** Adds two numbers. */
    int add(int a, int b);
    #define SQUARE(x) ((x) * (x))
    #define LIMIT 10

    typedef struct point { int x; int y; } point_t;
    typedef struct { double w; } size_s;
    enum color { RED, GREEN };
    extern int counter;
    #endif
"""

UTIL_C = """\
    #include "util.h"

    static int helper(int v);
    int counter = 0;
    static const int table[3] = {1, 2, 3};

    // Adds, through a helper.
    int add(int a, int b) { return helper(a) + b; }

    static int helper(int v) {
        int local = v;
    #ifdef DEBUG
        int traced = 1;
    #endif
        return local;
    }
"""

MAIN_C = """\
    #include <stdio.h>
    #include "util.h"
    #include "lib/extra.h"

    struct ops { int (*run)(int); };

    int main(void) {
        struct ops o;
        printf("%d", add(1, 2));
        o.run(3);
        return SQUARE(3) + extra();
    }
"""


def test_registered() -> None:
    c = for_path("src/a.c")
    assert c is not None and c.name == "c" and c.family == "c-family"
    header = for_path("src/a.h")
    assert header is not None and header.name == "cpp" and header.family == "c-family"  # .h parses as C++
    assert get("c").is_test_path("tests/t.c") and get("c").is_test_path("src/util_test.c")


def test_header_definitions() -> None:
    found = defs(extract("src/util.h", UTIL_H))
    add = found["add"]
    assert (add.kind, add.signature, add.doc) == ("function", "int add(int a, int b)", "Adds two numbers.")
    assert found["SQUARE"].kind == "function" and found["SQUARE"].signature == "#define SQUARE(x)"
    assert found["LIMIT"].kind == "constant" and found["LIMIT"].signature == "#define LIMIT 10"
    assert "UTIL_H" not in found                                      # include guards are not constants
    assert found["point"].kind == "struct" and found["point.x"].kind == "field"
    assert found["point_t"].kind == "type" and found["point_t"].signature == "typedef struct point point_t"
    assert found["size_s"].kind == "struct" and found["size_s.w"].parent == "size_s"   # anonymous, named by typedef
    assert found["color.RED"].kind == "constant"
    assert "counter" not in found                                     # extern: declared, not defined here


def test_source_definitions_prototypes_and_statics() -> None:
    facts = extract("src/util.c", UTIL_C)
    found = defs(facts)
    helpers = [d for d in facts.definitions if d.name == "helper"]
    assert len(helpers) == 1 and helpers[0].span.start_line == 10     # the prototype is dropped
    assert not found["helper"].exported and found["add"].exported
    assert found["add"].doc == "Adds, through a helper."
    assert found["counter"].kind == "variable" and found["table"].kind == "constant"
    assert "local" not in found and "traced" not in found and "helper.local" not in found
    assert [(i.module, i.name) for i in facts.imports] == [("util.h", "*")]


def test_calls() -> None:
    facts = extract("src/main.c", MAIN_C)
    assert call_list(facts) == [("main", None, "printf"), ("main", None, "add"), ("main", "o", "run"),
                                ("main", None, "SQUARE"), ("main", None, "extra")]
    assert {(i.module, i.name) for i in facts.imports} == {("<stdio.h>", "*"), ("util.h", "*"),
                                                           ("lib/extra.h", "*")}


def test_linking_includes_same_file_and_cross_file() -> None:
    linker = link({
        "src/util.h": UTIL_H, "src/util.c": UTIL_C, "src/main.c": MAIN_C,
        "include/lib/extra.h": "int extra(void);\n",
        "tests/test_util.c": '#include "../src/util.h"\nvoid test_add(void) { add(1, 1); }\n',
    })
    assert target(linker, "src/util.c", "helper") == "src/util.c::helper()"          # same file
    main = resolved(linker, "src/main.c")
    assert main[(9, "add")] == "src/util.c::add()"             # through the header, to its one definition
    assert main[(11, "SQUARE")] == "src/util.h::SQUARE()"
    assert main[(11, "extra")] == "include/lib/extra.h::extra()"                      # found by path suffix
    assert main[(9, "printf")] is None and main[(10, "run")] is None
    imports = edges(linker, "src/main.c", "IMPORTS")
    assert ("src/main.c", "src/util.h") in imports and ("src/main.c", "include/lib/extra.h") in imports
    assert ("src/main.c", None) in imports                                           # <stdio.h>: external
    assert ("tests/test_util.c::test_add()", "src/util.c::add()") in edges(linker, "tests/test_util.c", "TESTS")
    assert edges(linker, "src/util.h", "DECLARES") == {("src/util.h::add()", "src/util.c::add()")}


def test_ambiguous_headers_stay_unresolved() -> None:
    linker = link({"a/x.h": "int f(void);\n", "b/x.h": "int f(void);\n",
                   "main.c": '#include "x.h"\nint main(void) { return f(); }\n'})
    assert target(linker, "main.c", "f") is None


def test_syntax_errors_keep_what_parses() -> None:
    facts = extract("src/broken.c", """\
        int good(void) { return 1; }
        int broken( { return 2;
        int after(void) { return 3; }
    """)
    assert facts.diagnostics and "syntax errors" in facts.diagnostics[0]
    assert "good" in defs(facts) and "after" in defs(facts)
