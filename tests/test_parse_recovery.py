"""C and C++ files the grammar cannot read as written, read again with their preprocessor
conditionals flattened (``index/languages/cblank.py``: ``flattened``, ``recovering_parse``)."""

from __future__ import annotations

from tree_sitter import Tree

from smriti_git.index.languages import get
from smriti_git.index.languages.base import Language
from smriti_git.index.languages.cblank import (
    error_extent,
    flattened,
    recovering_parse,
    without_export_macros,
    without_macro_statements,
)

from .lang_support import defs, edges, extract, link, resolved

# snappy.cc's shape: a ``#if`` inside a constructor's initialiser list.  tree-sitter's error
# recovery leaves the class open to the end of the file, so that the namespace's later
# functions became members of the class and were not joined to the header's prototypes.
SNAPPY_H = """\
namespace snap {
size_t Compress(const char* in, size_t n);
bool Valid(const char* in);
}
"""
SNAPPY_CC = """\
#include "snap.h"
namespace snap {
class IOVecWriter {
 public:
  inline IOVecWriter(const char* iov, size_t n)
      : end_(iov + n),
#if !defined(NDEBUG)
        start_(iov),
#endif  // !defined(NDEBUG)
        left_(n) {
  }
  void Append(size_t n) { left_ -= n; }
 private:
  const char* end_;
#if !defined(NDEBUG)
  const char* start_;
#endif
  size_t left_;
};

bool Valid(const char* in) { return in != nullptr; }

size_t Compress(const char* in, size_t n) {
  IOVecWriter* writer = new IOVecWriter(in, n);
  writer->Append(n);
  return Valid(in) ? n : 0;
}
}  // namespace snap
"""


def test_a_conditional_in_an_initialiser_list_no_longer_swallows_the_namespace() -> None:
    facts = extract("snap.cc", SNAPPY_CC)
    found = defs(facts)
    assert "snap.Compress" in found and "snap.Valid" in found            # not under IOVecWriter
    assert "snap.IOVecWriter.Compress" not in found
    assert found["snap.IOVecWriter.Append"].parent == "snap.IOVecWriter"
    assert not facts.diagnostics                                          # the flattened copy parses
    linker = link({"snap.h": SNAPPY_H, "snap.cc": SNAPPY_CC})
    calls = resolved(linker, "snap.cc")
    assert calls[(25, "Append")] == "snap.cc::snap.IOVecWriter.Append()"
    assert calls[(26, "Valid")] == "snap.cc::snap.Valid()"
    declares = edges(linker, "snap.h", "DECLARES")
    assert ("snap.h::snap.Compress()", "snap.cc::snap.Compress()") in declares
    assert ("snap.h::snap.Valid()", "snap.cc::snap.Valid()") in declares


# C: two heads of one function under ``#ifdef`` / ``#else`` and one body: the braces do not
# balance in either branch as tree-sitter reads both, and the rest of the file is lost.
HEADS_C = """\
#include <stddef.h>

#ifdef HAVE_SIZE
static int measure(const char *s, size_t n) {
#else
static int measure(const char *s, int n) {
#endif
    return s ? (int)n : 0;
}

static int twice(int v) { return v * 2; }

int run(const char *s) {
    return twice(measure(s, 3));
}
"""


def test_two_heads_of_one_c_function_read_as_the_first() -> None:
    facts = extract("src/heads.c", HEADS_C)
    found = defs(facts)
    assert {"measure", "twice", "run"} <= set(found)
    assert found["measure"].span.start_line == 4                         # the #if branch's head
    assert not facts.diagnostics
    linker = link({"src/heads.c": HEADS_C})
    calls = resolved(linker, "src/heads.c")
    assert calls[(14, "twice")] == "src/heads.c::twice()"
    assert calls[(14, "measure")] == "src/heads.c::measure()"


def test_flattening_keeps_every_offset_and_one_branch_of_the_blocks_the_grammar_cannot_read() -> None:
    source = b"""\
int a;
#if X \\
  && Y
int b(
#elif Z
int c(
#else
int d(
#if W
e
#endif
#endif
);
#if 0
f; /* { */
#else
g; // (
#endif
#ifndef G
h;
#ifdef I
i("{");
#else
j;
#endif
#endif
int k = m(1,
#ifdef N
2,
#endif
3);
"""
    flat = flattened(source)
    assert len(flat) == len(source) and flat.count(b"\n") == source.count(b"\n")
    kept = [line.strip().decode() for line in flat.split(b"\n") if line.strip()]
    assert kept == ["int a;", "int b(", ");",                     # unbalanced branches: the first one
                    "g; // (",                                     # #if 0: the next branch
                    "#ifndef G", "h;", "#ifdef I", 'i("{");', "#else", "j;", "#endif", "#endif",   # as written
                    "int k = m(1,", "2,", "3);"]                   # inside an expression: flattened


def _recovered(source: bytes) -> tuple[Tree, list[bytes]]:
    """``recovering_parse``'s tree of a C++ source, and every text it had parsed, in order."""
    parsed: list[bytes] = []

    def parse(text: bytes) -> Tree:
        parsed.append(text)
        return Language.parse(get("cpp"), text)
    return recovering_parse(parse, source), parsed


def test_a_file_that_parses_cleanly_is_parsed_once_and_keeps_both_branches() -> None:
    source = b"#ifdef A\nint f(int a) { return a; }\n#else\nint f(long a) { return 1; }\n#endif\n"
    tree, parsed = _recovered(source)
    assert parsed == [source] and not tree.root_node.has_error
    assert [d.span.start_line for d in extract("f.cc", source.decode()).definitions if d.name == "f"] == [2, 4]


def test_the_original_tree_stays_when_flattening_does_not_help() -> None:
    cpp = get("cpp")
    source = b"int a(void) {\n#ifdef X\n  return 1; }\n#else\n  return 2; }\n#endif\nint broken( { return 2;\n"
    tree = recovering_parse(lambda text: Language.parse(cpp, text), source)
    assert tree.root_node.has_error
    assert error_extent(Language.parse(cpp, flattened(source))) == error_extent(tree)   # a tie: as written
    assert tree.root_node.text == source                                 # the file as written


# CLI11's shapes: a macro invocation alone on its line in a class body (it expands to members),
# prefix macros the always-on rule leaves (two of them, a result type ending its line, a
# constructor defined out of line), and jsoncpp's ``T as() const JSONCPP_TEMPLATE_DELETE;``.
ERRORS_HPP = """\
namespace cli {
class Error {
 public:
  Error(int code) : code_(code) {}
  int code_;
};
class ParseError : public Error {
    CLI11_ERROR_DEF(Error, ParseError)
    CLI11_ERROR_SIMPLE(ParseError)
    int Exit() const { return code_; }
    template <typename T> T as() const JSONCPP_TEMPLATE_DELETE;
};
class App {
 public:
  App(int n);
  int Count() const;
  Error* Make(int n);
};
CLI11_INLINE App::App(int n) { Count(); }
CLI11_NODISCARD CLI11_INLINE int App::Count() const { return 0; }
CLI11_INLINE Error *
App::Make(int n) { return nullptr; }
}  // namespace cli
"""


def test_macros_the_grammar_cannot_read_are_blanked_in_a_file_that_does_not_parse() -> None:
    facts = extract("include/cli/errors.hpp", ERRORS_HPP)
    found = defs(facts)
    assert {"cli.ParseError.Exit", "cli.App.Count", "cli.App.Make"} <= set(found)
    assert found["cli.App.Count"].parent == "cli.App" and not facts.diagnostics
    calls = resolved(link({"include/cli/errors.hpp": ERRORS_HPP}), "include/cli/errors.hpp")
    assert calls[(19, "Count")] == "include/cli/errors.hpp::cli.App.Count()"


def test_the_macro_rules_leave_a_file_that_parses_as_written() -> None:
    """``REGISTER(alpha)`` alone on its line would be blanked in a file with errors; here the file
    parses, so its call to the macro stays."""
    clean = "#define REGISTER(x) int x##_id\nREGISTER(alpha);\nDWORD Get(void);\nint g(void) { return Get(); }\n"
    facts = extract("src/reg.cc", clean)
    assert not facts.diagnostics and "REGISTER" in {c.name for c in facts.calls}
    assert without_macro_statements(b"  FOO(1)\nint x;\n") == b"        \nint x;\n"


def test_a_file_with_a_bare_macro_line_is_parsed_blanked_first() -> None:
    """Jolt's ``JPH_NAMESPACE_BEGIN`` / ``JPH_NAMESPACE_END`` (the last line of the file): the blanked
    copy is parsed first and, being clean, alone.  As written, the grammar reads a variable of
    type ``JPH_NAMESPACE_BEGIN`` initialised with the enum's body, and a stray expression."""
    source = (b"JPH_NAMESPACE_BEGIN\n\n/// Which component\nenum\n{\n\tSWIZZLE_X = 0,\n\tSWIZZLE_Y = 1,\n};\n\n"
              b"JPH_NAMESPACE_END\n")
    assert Language.parse(get("cpp"), source).root_node.has_error
    tree, parsed = _recovered(source)
    assert len(parsed) == 1 and parsed[0] == without_macro_statements(source) and not tree.root_node.has_error
    assert parsed[0].startswith(b" " * len(b"JPH_NAMESPACE_BEGIN"))
    assert parsed[0].endswith(b" " * len(b"JPH_NAMESPACE_END") + b"\n")
    assert {d.name for d in extract("swizzle.h", source.decode()).definitions} == {"SWIZZLE_X", "SWIZZLE_Y"}


def test_a_blanked_copy_with_errors_falls_back_to_the_file_as_written() -> None:
    source = b"API_BEGIN\nint f(int a) { return a; }\nint broken( { return 2;\n"
    tree, parsed = _recovered(source)
    assert parsed[:2] == [without_macro_statements(source), source] and len(parsed) == 2
    blanked, written = (error_extent(Language.parse(get("cpp"), text)) for text in parsed)
    assert tree.root_node.has_error and error_extent(tree) == blanked < written   # fewer errors: the blanked copy


def test_a_trailing_macro_over_several_lines_keeps_every_later_line_number() -> None:
    """Expat's ``typedef int PTRCALL PROLOG_HANDLER(PROLOG_STATE *state, ...`` over three lines
    matched the trailing-annotation rule, whose blanking dropped the line breaks: every call
    after it was reported two lines early."""
    source = ("typedef int PTRCALL HANDLER(int *state, int tok,\n"
              "                            const char *ptr,\n"
              "                            const char *end);\n"
              "static int common(int tok);\n"
              "static int prolog(int tok) {\n"
              "  return common(tok);\n"
              "}\n")
    blanked = without_macro_statements(source.encode(), cpp=False)
    assert len(blanked) == len(source) and blanked.count(b"\n") == source.count("\n")
    calls = [(call.name, call.line, call.column) for call in extract("xmlrole.c", source).calls]
    assert ("common", 6, 9) in calls


def test_a_branch_closing_an_outer_brace_and_opening_another_is_flattened() -> None:
    """Flecs' meta.h: ``#elif defined(__cplusplus)`` / ``} /* extern "C" */`` ... ``extern "C" {``
    closes and reopens a brace (net zero): read as written, the grammar lost the 80 declarations
    after it; flattened to the first branch, they are found."""
    source = ('#ifdef __cplusplus\nextern "C" {\n#endif\n'
              "typedef struct vec_t { int n; } vec_t;\n"
              "#if !defined(__cplusplus)\n"
              "typedef struct ser_t { int (*value)(int v); } ser_t;\n"
              "#elif defined(__cplusplus)\n"
              '} /* extern "C" */\n'
              "typedef struct ser_t {\n  int value(int v) const;\n} ser_t;\n"
              'extern "C" {\n'
              "#endif\n"
              "int vec_count(const vec_t *v);\n"
              "int vec_first(const vec_t *v);\n"
              '#ifdef __cplusplus\n}\n#endif\n')
    assert flattened(source.encode()).count(b"extern") == 1
    found = defs(extract("meta.h", source))
    assert "vec_count" in found and "vec_first" in found


def test_a_file_level_macro_taking_a_function_body_does_not_swallow_the_file() -> None:
    """Flecs' ``static ECS_DTOR(EcsPipeline, ptr, { ... })`` defines a hook and has no ``;``: the
    grammar nested every later function of the file under ``ECS_DTOR``."""
    source = ("static void pipeline_free(int *p) { }\n"
              "static ECS_DTOR(EcsPipeline, ptr, {\n"
              "    pipeline_free(ptr->state);\n"
              "})\n\n"
              "static int get_write_state(int *state) {\n"
              "    return 0;\n"
              "}\n"
              "int run_pipeline(int *state) {\n"
              "    return get_write_state(state);\n"
              "}\n")
    found = defs(extract("pipeline.c", source))
    assert "get_write_state" in found and "run_pipeline" in found
    assert found["run_pipeline"].parent is None
    calls = {(call.name, call.line) for call in extract("pipeline.c", source).calls}
    assert ("pipeline_free", 3) in calls and ("get_write_state", 10) in calls


def test_a_macro_making_a_label_is_read_as_a_label() -> None:
    """QuickJS's interpreter loop labels its cases with a function-local macro (``CASE(OP_push_i32):``);
    as written each was an error, and 238 of them made the grammar keep the loop's function open
    over the functions after it."""
    source = ("static int run(const unsigned char *pc) {\n"
              "#define CASE(op) case op\n"
              "    switch (*pc++) {\n"
              "    CASE(OP_push):\n"
              "        push_value(1);\n"
              "        break;\n"
              "    CASE(OP_pop): {\n"
              "        pop_value();\n"
              "    }\n"
              "    }\n"
              "    return 0;\n"
              "}\n"
              "int call(const unsigned char *pc) { return run(pc); }\n")
    facts = extract("quickjs.c", source)
    assert not facts.diagnostics
    found = defs(facts)
    assert found["call"].parent is None
    calls = {(call.name, call.line) for call in facts.calls}
    assert {("push_value", 5), ("pop_value", 8), ("run", 13)} <= calls


def test_a_list_of_macro_calls_is_not_read_as_a_result_type_and_a_name() -> None:
    """GoogleTest's ``GTEST_REPEATER_METHOD_(OnTestStart, TestInfo)`` lines, one under another: the
    rule for Expat's result-type macro on its own line must not take the next call for a
    function's name (it did, and ``namespace testing`` closed 3,000 lines early in gtest.cc)."""
    source = ("namespace testing {\n"
              "GTEST_REPEATER_METHOD_(OnTestProgramStart, UnitTest)\n"
              "GTEST_REPEATER_METHOD_(OnTestStart, TestInfo)\n"
              "GTEST_REVERSE_REPEATER_METHOD_(OnTestEnd, TestInfo)\n"
              "void UnitTest::AddTestPartResult(int type) { }\n"
              "}\n")
    assert without_export_macros(source.encode()) == source.encode()
    assert "testing.UnitTest.AddTestPartResult" in defs(extract("gtest.cc", source))
