"""C and C++ declarations joined to their definitions (``index/link_decls.py``): calls that
reach a prototype or an in-class method declaration reach the one definition, ``DECLARES``
edges record the join, and every graph query answers the same for either id."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from smriti_git.index.link import Linker

from .helpers import MakeIndexedRepo, commit_and_compare_with_cold, git, smp
from .lang_support import edges, link, resolved, target

C_FILES = {
    "c/util.h": "int helper_c(int x);\n",
    "c/util.c": '#include "util.h"\nint helper_c(int x) { return x + 1; }\n',
    "c/main.c": '#include "util.h"\nint run_c(void) { return helper_c(2); }\n',
}

CPP_FILES = {
    "cpp/shape.h": """\
namespace geo {
class Shape {
public:
    double area() const;
    int scale(int a);
    int scale(int a, int b);
    int pad(int a, int b = 0);
    void same(int a);
    void same(double a);
};
}
""",
    "cpp/shape.cpp": """\
#include "shape.h"
double geo::Shape::area() const { return 1.0; }
namespace geo {
int Shape::scale(int a) { return a; }
int Shape::scale(int a, int b) { return a * b; }
int Shape::pad(int a, int b) { return a + b; }
void Shape::same(int a) {}
void Shape::same(double a) {}
}
""",
    "cpp/main.cpp": """\
#include "shape.h"
int run_cpp() {
    geo::Shape s;
    s.area();
    s.scale(1);
    s.scale(1, 2);
    s.pad(1);
    s.same(1);
    return 0;
}
""",
}


def _calls(linker: Linker, path: str) -> set[tuple[str, str | None, bool, str]]:
    return {(e.src, e.dst, e.resolved, e.reason) for e in linker.link(path).edges if e.kind == "CALLS"}


def _declares(linker: Linker, path: str) -> set[tuple[str, str | None, bool, str]]:
    return {(e.src, e.dst, e.resolved, e.reason) for e in linker.link(path).edges if e.kind == "DECLARES"}


# -- the join, on small fixtures --------------------------------------------------------------


def test_c_prototype_in_a_header_joins_its_definition() -> None:
    linker = link(C_FILES)
    assert target(linker, "c/main.c", "helper_c") == "c/util.c::helper_c()"
    assert _declares(linker, "c/util.h") == {("c/util.h::helper_c()", "c/util.c::helper_c()", True, "")}
    assert edges(linker, "c/util.c", "DECLARES") == set()


def test_a_prototype_in_the_calling_file_joins_too() -> None:
    linker = link({"a.c": "int f(int x) { return x; }\n",
                   "b.c": "int f(int x);\nint g(void) { return f(1); }\n"})
    assert target(linker, "b.c", "f") == "a.c::f()"
    assert edges(linker, "b.c", "DECLARES") == {("b.c::f()", "a.c::f()")}


def test_static_definitions_stay_private_to_their_file() -> None:
    files = {"api.h": "int helper(int v);\n", "shim.c": "#define helper(v) (v)\n",   # nor does a macro
             "hidden.c": "static int helper(int v) { return v; }\nint use_hidden(void) { return helper(1); }\n",
             "main.c": '#include "api.h"\nint run(void) { return helper(2); }\n'}
    linker = link(files)
    assert target(linker, "main.c", "helper") == "api.h::helper()"      # the prototype: no definition matches
    assert edges(linker, "api.h", "DECLARES") == set()
    assert target(linker, "hidden.c", "helper") == "hidden.c::helper()"
    linker = link({**files, "public.c": '#include "api.h"\nint helper(int v) { return -v; }\n'})
    assert target(linker, "main.c", "helper") == "public.c::helper()"   # the static one never matches


def test_two_programs_defining_one_name_give_candidates_not_a_guess() -> None:
    linker = link({
        "common/api.h": "void main_helper(void);\n",
        "tool_a/main.c": '#include "../common/api.h"\nvoid main_helper(void) {}\n',
        "tool_b/main.c": '#include "../common/api.h"\nvoid main_helper(void) {}\n',
        "lib/run.c": '#include "../common/api.h"\nvoid run(void) { main_helper(); }\n',
    })
    assert _calls(linker, "lib/run.c") == {
        ("lib/run.c::run()", "common/api.h::main_helper()", True, ""),           # the declaration is certain
        ("lib/run.c::run()", "tool_a/main.c::main_helper()", False, "several definitions"),
        ("lib/run.c::run()", "tool_b/main.c::main_helper()", False, "several definitions"),
    }
    assert _declares(linker, "common/api.h") == {
        ("common/api.h::main_helper()", "tool_a/main.c::main_helper()", False, "several definitions"),
        ("common/api.h::main_helper()", "tool_b/main.c::main_helper()", False, "several definitions"),
    }


def test_several_definitions_narrowed_to_the_one_that_includes_the_header() -> None:
    linker = link({
        "a/helper.h": "int main_helper(int v);\n",
        "a/helper.c": '#include "helper.h"\nint main_helper(int v) { return v; }\n',
        "a/main.c": '#include "helper.h"\nint main(void) { return main_helper(1); }\n',
        "b/helper.h": "int main_helper(int v);\n",
        "b/helper.c": '#include "helper.h"\nint main_helper(int v) { return -v; }\n',
        "b/main.c": '#include "helper.h"\nint main(void) { return main_helper(2); }\n',
    })
    assert target(linker, "a/main.c", "main_helper") == "a/helper.c::main_helper()"
    assert target(linker, "b/main.c", "main_helper") == "b/helper.c::main_helper()"
    assert edges(linker, "b/helper.h", "DECLARES") == {("b/helper.h::main_helper()", "b/helper.c::main_helper()")}


def test_cpp_methods_defined_out_of_line_in_namespaces_and_overloads_by_arity() -> None:
    linker = link(CPP_FILES)
    main = resolved(linker, "cpp/main.cpp")
    assert main[(4, "area")] == "cpp/shape.cpp::geo.Shape.area()"             # ``geo::Shape::area``
    assert main[(5, "scale")] == "cpp/shape.cpp::geo.Shape.scale()"           # in ``namespace geo``
    assert main[(6, "scale")] == "cpp/shape.cpp::geo.Shape.scale()~2"         # the overload taking two
    assert main[(7, "pad")] == "cpp/shape.cpp::geo.Shape.pad()"               # default argument in the header
    assert main[(8, "same")] == "cpp/shape.cpp::geo.Shape.same()"            # same arity: ``1`` is an int
    declares = _declares(linker, "cpp/shape.h")
    assert ("cpp/shape.h::geo.Shape.scale()~2", "cpp/shape.cpp::geo.Shape.scale()~2", True, "") in declares
    assert ("cpp/shape.h::geo.Shape.pad()", "cpp/shape.cpp::geo.Shape.pad()", True, "") in declares
    same = {d for d in declares if "same" in d[0]}        # the call cannot tell; the join can, by types
    assert same == {(f"cpp/shape.h::geo.Shape.same(){a}", f"cpp/shape.cpp::geo.Shape.same(){a}", True, "")
                    for a in ("", "~2")}


def test_using_namespace_definitions_join_by_their_qualified_suffix() -> None:
    linker = link({
        "w.h": "namespace ui { class Widget { public: void draw(); }; }\n",
        "w.cpp": '#include "w.h"\nusing namespace ui;\nvoid Widget::draw() {}\n',
        "m.cpp": '#include "w.h"\nvoid go() { ui::Widget w; w.draw(); }\n',
    })
    assert target(linker, "m.cpp", "draw") == "w.cpp::Widget.draw()"
    (edge,) = [e for e in linker.link("w.h").edges if e.kind == "DECLARES"]
    assert (edge.dst, edge.resolved, edge.confidence) == ("w.cpp::Widget.draw()", True, 0.9)


# -- every query, through the real CLI --------------------------------------------------------


def _json(repo: Path, *args: str) -> Any:
    return json.loads(smp(*args, "--json", cwd=repo).stdout)


def _neighbours(repo: Path, relation: str, symbol: str) -> list[str]:
    return sorted(n["id"] for n in _json(repo, "neighbors", symbol, "--relation", relation)["neighbors"])


def _impact(repo: Path, symbol: str) -> tuple[list[str], list[str], list[str]]:
    result = _json(repo, "impact", symbol)
    return ([a["symbol"]["id"] for a in result["affected"]], result["files"], [t["id"] for t in result["tests"]])


@pytest.fixture
def c_repo(make_indexed_repo: MakeIndexedRepo) -> Path:
    return make_indexed_repo("cjoin", files={
        **C_FILES, "tests/test_util.c": '#include "../c/util.h"\nvoid test_helper(void) { helper_c(1); }\n',
        **CPP_FILES})


@pytest.mark.parametrize(("declaration", "definition", "caller"), [
    ("c/util.h::helper_c()", "c/util.c::helper_c()", "c/main.c::run_c()"),
    ("cpp/shape.h::geo.Shape.area()", "cpp/shape.cpp::geo.Shape.area()", "cpp/main.cpp::run_cpp()"),
])
def test_every_query_answers_the_same_for_the_declaration_and_the_definition(
        c_repo: Path, declaration: str, definition: str, caller: str) -> None:
    answers = {}
    for sid in (declaration, definition):
        answers[sid] = (
            sorted(n["id"] for n in _json(c_repo, "callers", sid)["neighbors"]),
            _neighbours(c_repo, "callees", sid),
            _impact(c_repo, sid),
            [[(h["src"], h["dst"]) for h in p] for p in _json(c_repo, "path", caller, sid)["paths"]],
        )
    assert answers[declaration] == answers[definition]
    callers, _, (affected, _, _), paths = answers[definition]
    assert caller in callers and caller in affected
    assert paths == [[(caller, definition)]]
    assert _neighbours(c_repo, "definitions", declaration) == [definition]
    assert _neighbours(c_repo, "declarations", definition) == [declaration]
    name = declaration.split("::")[1].rstrip("()").split(".")[-1]
    found = {m["symbol"]["id"] for m in _json(c_repo, "find", name)["matches"]}
    assert {declaration, definition} <= found


def test_impact_of_either_id_names_the_tests(c_repo: Path) -> None:
    for sid in ("c/util.h::helper_c()", "c/util.c::helper_c()"):
        affected, files, tests = _impact(c_repo, sid)
        assert "tests/test_util.c::test_helper()" in tests
        assert "c/main.c::run_c()" in affected and "c/main.c" in files


def test_dryrun_of_a_definition_lists_its_call_sites(c_repo: Path) -> None:
    session = _json(c_repo, "session", "open", "--agent", "dev", "--task", "t", "--scope", "c")["session"]["id"]
    for path, text in (("c/util.c", '#include "util.h"\nint helper_c(int x, int y) { return x + y; }\n'),
                       ("c/util.h", "int helper_c(int x, int y);\n")):
        proc = smp("dryrun", path, "--session", session, "--content", "-", "--json", cwd=c_repo, input=text)
        result = json.loads(proc.stdout)
        assert result["verdict"] == "breaking", result
        (change,) = result["signature_changes"]
        assert change["call_sites"] == 2 and change["checked"] == "arity"          # run_c and the test
        assert "c/main.c::run_c()" in result["affected"]


@pytest.mark.parametrize("documented", ["c/util.h", "c/util.c"])
def test_context_reaches_the_callers_from_the_declaration_or_the_definition(
        make_indexed_repo: MakeIndexedRepo, documented: str) -> None:
    """Only one of the two matches the words (the one with the comment): its callers still come along."""
    doc = "/* Frobnicates the quux widget counter. */\n"
    files = {**C_FILES, documented: C_FILES[documented].replace("int helper_c(int x)", doc + "int helper_c(int x)")}
    repo = make_indexed_repo("ctx", files=files)
    packed = {s["id"] for s in _json(repo, "context", "frobnicate the quux widget counter")["symbols"]}
    assert "c/main.c::run_c()" in packed


def test_context_answers_the_same_for_either_id(c_repo: Path) -> None:
    packed = [sorted(s["id"] for s in _json(c_repo, "context", sid)["symbols"])
              for sid in ("c/util.h::helper_c()", "c/util.c::helper_c()")]
    assert packed[0] == packed[1] and "c/main.c::run_c()" in packed[0]


# -- incremental indexing ---------------------------------------------------------------------

JOIN_EDITS: list[tuple[str, dict[str, str | None]]] = [
    ("second definition", {"c/other.c": '#include "util.h"\nint helper_c(int x) { return x; }\n'}),
    ("one made static", {"c/other.c": "static int helper_c(int x) { return x; }\n"}),
    ("definition moved", {"cpp/shape.cpp": CPP_FILES["cpp/shape.cpp"].replace(
        "double geo::Shape::area() const { return 1.0; }\n", ""),
        "cpp/area.cpp": '#include "shape.h"\ndouble geo::Shape::area() const { return 2.0; }\n'}),
    ("definition deleted", {"c/util.c": None}),
]


def test_incremental_equals_cold_as_definitions_come_and_go(make_indexed_repo: MakeIndexedRepo,
                                                            tmp_path: Path) -> None:
    repo = make_indexed_repo("incr", files={**C_FILES, **CPP_FILES})
    for name, files in JOIN_EDITS:
        commit_and_compare_with_cold(repo, tmp_path, name, files)
    shard = json.loads(git("cat-file", "-p", "refs/smp/index/main:files/cpp/shape.h.json", cwd=repo))
    declares = {(e["src"], e["dst"]) for e in shard["edges"] if e["kind"] == "DECLARES"}
    assert ("cpp/shape.h::geo.Shape.area()", "cpp/area.cpp::geo.Shape.area()") in declares
    main = json.loads(git("cat-file", "-p", "refs/smp/index/main:files/c/main.c.json", cwd=repo))
    calls = [(e.get("dst"), e.get("resolved", True)) for e in main["edges"] if e["kind"] == "CALLS"]
    assert calls == [("c/util.h::helper_c()", True)]            # no definition left: the prototype


def test_c_preprocessor_variants_are_not_overloads() -> None:
    """C reports arities (for dry runs), but two ``#if`` variants of one function stay one target."""
    linker = link({"v.c": "#ifdef A\nstatic int f(int x) { return x; }\n#else\nstatic int f(int x) { return 0; }\n"
                          "#endif\nint g(void) { return f(1); }\n"})
    assert target(linker, "v.c", "f") == "v.c::f()"


def test_export_macros_in_class_heads_do_not_hide_the_class() -> None:
    """``class LEVELDB_EXPORT DB`` (leveldb), ``class TINYXML2_LIB XMLNode : public Base``
    (tinyxml2): the macro is no class name, the methods are members and join their definitions."""
    linker = link({
        "db.h": "#define API_EXPORT\nnamespace kv {\nclass API_EXPORT Base {};\n"
                "class API_EXPORT DB : public Base {\n public:\n  int Get(int k);\n};\n}\n",
        "db.cc": '#include "db.h"\nnamespace kv {\nint DB::Get(int k) { return k; }\n}\n',
        "main.cc": '#include "db.h"\nint run() { kv::DB db; return db.Get(1); }\n',
    })
    assert target(linker, "main.cc", "Get") == "db.cc::kv.DB.Get()"
    assert _declares(linker, "db.h") == {("db.h::kv.DB.Get()", "db.cc::kv.DB.Get()", True, "")}
    assert {s.id for s in linker.symbols.values() if s.kind == "class"} == {"db.h::kv.Base#", "db.h::kv.DB#"}


def test_api_macros_and_parenthesised_names_declare_functions() -> None:
    """lua's ``LUA_API int (lua_gettop) (lua_State *L);``: the macro is no type and the
    parentheses no cast; the prototype joins its definition (``LUA_API int lua_gettop (...) {``)."""
    linker = link({
        "lua.h": "#define LUA_API extern\nLUA_API int   (lua_gettop) (lua_State *L);\n"
                 "LUA_API void  (lua_settop) (lua_State *L, int idx);\n",
        "lapi.c": '#include "lua.h"\nLUA_API int lua_gettop (lua_State *L) { return 0; }\n'
                  "LUA_API void lua_settop (lua_State *L, int idx) {}\n",
        "lib.c": '#include "lua.h"\nint run(lua_State *L) { lua_settop(L, 1); return lua_gettop(L); }\n',
    })
    main = resolved(linker, "lib.c")
    assert main[(2, "lua_gettop")] == "lapi.c::lua_gettop()"
    assert main[(2, "lua_settop")] == "lapi.c::lua_settop()"


def test_static_inline_functions_of_a_header_are_seen_by_its_includers() -> None:
    linker = link({
        "sds.h": "static inline int sdslen(const char *s) { return 0; }\n",
        "server.h": '#include "sds.h"\n',
        "a.c": '#include "server.h"\nint use(void) { return sdslen("x"); }\n',      # through server.h
        "b.c": "static int hidden(void) { return 1; }\n",
        "c.c": "int other(void) { return hidden(); }\n",
    })
    assert target(linker, "a.c", "sdslen") == "sds.h::sdslen()"
    assert target(linker, "c.c", "hidden") is None            # a .c file's static stays private


def test_angle_bracket_includes_of_repository_headers_resolve_by_suffix() -> None:
    """``#include <lua.h>`` with ``-Ideps/lua/src`` (redis): the repository's header, not a system one."""
    linker = link({
        "deps/lua/src/lua.h": "int lua_type(void *L, int idx);\n",
        "deps/lua/src/lapi.c": '#include "lua.h"\nint lua_type(void *L, int idx) { return idx; }\n',
        "src/script.c": "#include <stdio.h>\n#include <lua.h>\nint run(void *L) { return lua_type(L, 1); }\n",
    })
    assert target(linker, "src/script.c", "lua_type") == "deps/lua/src/lapi.c::lua_type()"


def test_c_ifdef_variants_of_a_definition_are_one_function_to_the_join() -> None:
    """redis's ``activeDefragCycle`` is defined under ``#if HAVE_DEFRAG`` and as a stub under
    ``#else``: its header prototype joins the first, never 'several definitions'."""
    linker = link({
        "server.h": "void activeDefragCycle(void);\nint sdscatprintf(char *s, const char *fmt, ...)"
                    " __attribute__((format(printf, 2, 3)));\n#ifndef __GNUC__\n"
                    "int sdscatprintf(char *s, const char *fmt, ...);\n#endif\n",
        "defrag.c": '#include "server.h"\n#if HAVE_DEFRAG\nvoid activeDefragCycle(void) { }\n#else\n'
                    "void activeDefragCycle(void) { }\n#endif\n",
        "sds.c": '#include "server.h"\nint sdscatprintf(char *s, const char *fmt, ...) { return 0; }\n',
        "server.c": '#include "server.h"\nvoid cron(void) { activeDefragCycle(); sdscatprintf("", "%d", 1); }\n',
    })
    main = resolved(linker, "server.c")
    assert main[(2, "activeDefragCycle")] == "defrag.c::activeDefragCycle()"
    assert main[(2, "sdscatprintf")] == "sds.c::sdscatprintf()"    # two prototypes of one function


LEVELDB_LIKE = {
    "include/kv/slice.h": "namespace kv {\nclass Slice {\n public:\n  const char* data() const { return d_; }\n"
                          "  static Slice Empty();\n private:\n  const char* d_;\n};\n}\n",
    "include/kv/db.h": '#include "kv/slice.h"\nnamespace kv {\nclass VersionSet;\nclass DB {\n public:\n'
                       "  void Get(const Slice& key);\n private:\n  VersionSet* versions_;\n  Slice imm_;\n};\n}\n",
    "db/version_set.h": "namespace kv {\nclass VersionSet {\n public:\n"
                        "  int LastSequence() const { return 1; }\n};\n}\n",
    "db/db.cc": '#include "kv/db.h"\n#include "db/version_set.h"\nnamespace kv {\nvoid DB::Get(const Slice& key) {\n'
                "  key.data();\n  versions_->LastSequence();\n  imm_.data();\n  Slice::Empty();\n}\n}\n",
}


def test_cpp_receivers_typed_through_included_namespaces_fields_and_forward_declarations() -> None:
    """leveldb's shapes: ``Slice`` of ``namespace kv`` reached through two includes; ``imm_``, a
    field named bare in a method defined out of line; ``versions_``, a pointer to a class only
    forward-declared in the header (``class VersionSet;``), defined in one other header."""
    main = resolved(link(LEVELDB_LIKE), "db/db.cc")
    assert main[(5, "data")] == "include/kv/slice.h::kv.Slice.data()"
    assert main[(6, "LastSequence")] == "db/version_set.h::kv.VersionSet.LastSequence()"
    assert main[(7, "data")] == "include/kv/slice.h::kv.Slice.data()"


def test_a_qualified_call_is_located_at_its_name() -> None:
    """``Slice::Empty()`` is reported at ``Empty`` (where clang and an editor put the call), not at ``Slice``."""
    from smriti_git.index.parse import parse_source

    facts = parse_source("db/db.cc", "cpp", LEVELDB_LIKE["db/db.cc"].encode())
    (call,) = [c for c in facts.calls if c.name == "Empty"]
    assert (call.line, call.column, call.receiver) == (8, 9, "Slice")


def test_extern_c_blocks_of_cpp_guards_do_not_hide_a_header() -> None:
    """lz4's ``lz4frame.h``: ``#if defined (__cplusplus)`` / ``extern "C" {`` / ``#endif`` at the top,
    its ``}`` in another ``#if`` at the bottom; the prototypes between still join their definitions."""
    header = ('#ifndef LZ4F_H\n#define LZ4F_H\n#if defined (__cplusplus)\nextern "C" {\n#endif\n'
              "#define LZ4FLIB_API\ntypedef unsigned long LZ4F_errorCode_t;\n"
              "LZ4FLIB_API unsigned    LZ4F_isError(LZ4F_errorCode_t code);\n"
              "#define LZ4F_OBSOLETE_ENUM(x)\n"
              "typedef enum {\n    LZ4F_default=0,\n    LZ4F_max64KB=4\n    LZ4F_OBSOLETE_ENUM(max64KB)\n"
              "    LZ4F_OBSOLETE_ENUM(max256KB)\n} LZ4F_blockSizeID_t;\n"
              "typedef struct { int level; } LZ4F_preferences_t;\n"
              "#if defined (__cplusplus)\n}\n#endif\n#endif\n")
    linker = link({"lib/lz4frame.h": header,
                   "lib/lz4frame.c": '#include "lz4frame.h"\n'
                                     "unsigned LZ4F_isError(LZ4F_errorCode_t code) { return 0; }\n",
                   "programs/io.c": '#include "lz4frame.h"\nint run(void) { return LZ4F_isError(1); }\n'})
    assert target(linker, "programs/io.c", "LZ4F_isError") == "lib/lz4frame.c::LZ4F_isError()"


def test_extern_c_braces_are_blanked_in_place() -> None:
    """What the grammar is given: the ``extern "C" {`` and ``}`` of ``__cplusplus`` blocks as spaces
    (lz4frame.h as a whole failed to parse around them), every byte where it was."""
    from smriti_git.index.languages.cblank import without_export_macros

    source = (b'#if defined (__cplusplus)\nextern "C" {\n#endif\nint f(int);\n'
              b"#ifdef __cplusplus\n}  /* extern C */\n#endif\nstatic const char *s = \"}\";\n"
              b'#if defined(__cplusplus)\nextern "C"\n{\n#endif\nint g(int);\n#if defined(__cplusplus)\n}\n#endif\n')
    blanked = without_export_macros(source)
    assert len(blanked) == len(source) and blanked.count(b"\n") == source.count(b"\n")
    assert b'extern "C"' not in blanked and blanked.count(b"}") == 1      # the string's brace stays
    assert blanked.count(b"{") == 0
    assert blanked.splitlines()[3] == b"int f(int);" and blanked.splitlines()[12] == b"int g(int);"


def test_const_overloads_stay_two_functions() -> None:
    """double-conversion's ``Chunk& RawBigit(int)`` and ``const Chunk& RawBigit(int) const``: the same
    parameters, two functions; a non-``const`` method's bare call takes the non-``const`` one (see
    ``test_linker_cpp_const.py`` for the rule)."""
    linker = link({
        "b.h": "class Bignum {\n public:\n  int& RawBigit(const int index);\n"
               "  const int& RawBigit(const int index) const;\n  void Clamp();\n};\n",
        "b.cc": '#include "b.h"\nint& Bignum::RawBigit(const int index) { static int x; return x; }\n'
                "const int& Bignum::RawBigit(const int index) const { static int y; return y; }\n"
                "void Bignum::Clamp() { RawBigit(0); }\n",
    })
    assert resolved(linker, "b.cc")[(4, "RawBigit")] == "b.cc::Bignum.RawBigit()"


def test_overloads_of_one_arity_join_by_their_parameter_types() -> None:
    """leveldb's ``InternalKeyComparator::Compare``: ``(const Slice&, const Slice&)`` declared in the
    header and defined in the ``.cc``, ``(const InternalKey&, const InternalKey&)`` defined inline in
    the header; the declaration joins the definition with its parameter types, names aside."""
    linker = link({
        "dbformat.h": "namespace kv {\nclass Slice {};\nclass InternalKey {};\nclass Cmp {\n public:\n"
                      "  int Compare(const Slice& a, const Slice& b) const;\n"
                      "  int Compare(const InternalKey& a, const InternalKey& b) const { return 0; }\n};\n}\n",
        "dbformat.cc": '#include "dbformat.h"\nnamespace kv {\n'
                       "int Cmp::Compare(const Slice& akey, const Slice& bkey) const { return 1; }\n}\n",
    })
    assert _declares(linker, "dbformat.h") == {
        ("dbformat.h::kv.Cmp.Compare()", "dbformat.cc::kv.Cmp.Compare()", True, "")}


def test_system_headers_are_never_repository_files_of_the_same_name() -> None:
    """redis: ``#include <poll.h>`` in ``src/ae.c`` is the system's, not hiredis's ``adapters/poll.h``
    (which reaches a Windows ``#define poll(...)``); ``<lua.h>`` still finds the repository's."""
    linker = link({
        "deps/hiredis/adapters/poll.h": '#include "../sockcompat.h"\n',
        "deps/hiredis/sockcompat.h": "#define poll(fds, nfds, timeout) win32_poll(fds, nfds, timeout)\n",
        "src/ae.c": "#include <poll.h>\nint wait(void) { return poll(0, 0, 1); }\n",
    })
    assert target(linker, "src/ae.c", "poll") is None


def test_thread_safety_annotations_do_not_hide_a_field_or_a_method() -> None:
    """leveldb's ``VersionSet* const versions_ GUARDED_BY(mutex_);``: the field keeps its type; a
    macro called after ``return`` is still a call."""
    linker = link({
        "v.h": "class VersionSet {\n public:\n  int LastSequence() const { return 1; }\n};\n",
        "db.h": '#include "v.h"\nclass DB {\n public:\n  void Run() EXCLUSIVE_LOCKS_REQUIRED(mutex_);\n'
                "  int Check() { return GUARDED_BY(1); }\n private:\n"
                "  VersionSet* const versions_ GUARDED_BY(mutex_);\n};\n",
        "db.cc": '#include "db.h"\nvoid DB::Run() { versions_->LastSequence(); }\n',
    })
    assert target(linker, "db.cc", "LastSequence") == "v.h::VersionSet.LastSequence()"
    assert any(c.name == "GUARDED_BY" for c in linker.tables["db.h"].facts.calls)


VARIANTS = {
    "value.h": "#include <string>\nnamespace Json {\nvoid throwRuntimeError(std::string const& msg);\n"
               "class Value {\n public:\n  bool isMember(const std::string& key) const;\n"
               "  bool isMember(const char* key) const;\n};\n}\n",
    "value.cpp": '#include "value.h"\nnamespace Json {\n#if JSON_USE_EXCEPTION\n'
                 "void throwRuntimeError(std::string const& msg) { throw msg; }\n#else\n"
                 "void throwRuntimeError(std::string const& msg) { abort(); }\n#endif\n"
                 "bool Value::isMember(std::string const& key) const { return true; }\n"
                 "bool Value::isMember(char const* key) const { return false; }\n}\n",
    "reader.cpp": '#include "value.h"\nnamespace Json {\nvoid fail(const Value& v) {\n  v.isMember("k");\n'
                  "  throwRuntimeError(\"bad\");\n}\n}\n",
    "convert.h": "#include <string>\n#include <type_traits>\nnamespace cli {\n"
                 "template <typename T, typename std::enable_if<std::is_signed<T>::value, int>::type = 0>\n"
                 "bool convert(const std::string& in, T& out) { return true; }\n"
                 "template <typename T, typename std::enable_if<!std::is_signed<T>::value, int>::type = 0>\n"
                 "bool convert(const std::string& in, T& out) { return false; }\n"
                 "inline bool run(unsigned& u) { return convert(\"1\", u); }\n}\n",
}


def test_if_variants_of_a_cpp_definition_and_east_const_parameters_join() -> None:
    """jsoncpp: ``throwRuntimeError`` defined twice under ``#if JSON_USE_EXCEPTION`` / ``#else`` is one
    function (the first stands for it); ``isMember(String const& key)`` defines the declared
    ``isMember(const String& key)``.  Two templates told apart only by their ``enable_if`` constraints
    (CLI11's ``integral_conversion``) are overloads: the constraint the argument's type fails rules one
    out (``is_signed<unsigned>``)."""
    linker = link(VARIANTS)
    calls = resolved(linker, "reader.cpp")
    assert calls[(5, "throwRuntimeError")] == "value.cpp::Json.throwRuntimeError()"
    assert calls[(4, "isMember")] == "value.cpp::Json.Value.isMember()~2"
    assert resolved(linker, "convert.h")[(8, "convert")] == "convert.h::cli.convert()~2"


def test_a_header_tie_is_broken_by_the_projects_include_path() -> None:
    """Flecs: ``#include "flecs.h"`` from ``src/`` matches ``include/flecs.h`` and the amalgamated
    ``distr/flecs.h`` equally well by folder; ``include/`` is on the include path, as the project's
    own ``#include "flecs/..."`` lines show, so that one is meant.  A tie nothing breaks stays
    unresolved."""
    linker = link({
        "include/flecs.h": "int ecs_get(int x);\n",
        "include/flecs/vec.h": "int ecs_vec_count(int v);\n",
        "distr/flecs.h": "int ecs_get(int x);\nint ecs_vec_count(int v);\n",
        "src/entity.c": '#include "flecs.h"\nint ecs_get(int x) { return x; }\n',
        "src/vec.c": '#include "flecs/vec.h"\nint ecs_vec_count(int v) { return v; }\n',
        "src/addons/alerts.c": '#include "flecs.h"\n#include "flecs/vec.h"\n'
                               "int run(void) { return ecs_get(1) + ecs_vec_count(2); }\n",
        "a/util.h": "int helper(int x);\n",
        "b/util.h": "int helper(int x);\n",
        "c/main.c": '#include "util.h"\nint go(void) { return helper(1); }\n',
    })
    main = resolved(linker, "src/addons/alerts.c")
    assert main[(3, "ecs_get")] == "src/entity.c::ecs_get()"
    assert main[(3, "ecs_vec_count")] == "src/vec.c::ecs_vec_count()"
    assert target(linker, "c/main.c", "helper") is None     # a/ and b/: no evidence either way


def test_a_result_type_macro_on_its_own_line_declares_the_function_in_a_header() -> None:
    """Expat's ``XMLPARSEAPI(XML_Parser)`` / ``XML_ParserCreate(...);``: headers are read with the
    C++ grammar, which has no C macro type, so the macro is blanked and its argument kept."""
    linker = link({
        "lib/expat.h": "#define XMLPARSEAPI(type) type\ntypedef struct XML_ParserStruct *XML_Parser;\n"
                       "XMLPARSEAPI(XML_Parser)\nXML_ParserCreate(const char *encoding);\n\n"
                       "XMLPARSEAPI(void)\nXML_ParserFree(XML_Parser parser);\n",
        "lib/xmlparse.c": '#include "expat.h"\nXML_Parser XML_ParserCreate(const char *encoding) { return 0; }\n'
                          "void XML_ParserFree(XML_Parser parser) { }\n",
        "examples/outline.c": "#include <expat.h>\n"
                              "int main(void) { XML_Parser p = XML_ParserCreate(0); XML_ParserFree(p); return 0; }\n",
    })
    main = resolved(linker, "examples/outline.c")
    assert main[(2, "XML_ParserCreate")] == "lib/xmlparse.c::XML_ParserCreate()"
    assert main[(2, "XML_ParserFree")] == "lib/xmlparse.c::XML_ParserFree()"
