"""C and C++ round 31, found by reading the twenty-first fresh batch's misses after it was scored once
(LibRaw first): a header that a class body includes declares the class's members; an export macro in
mixed case (``class DllDef LibRaw``); a pointer-to-member field; loop macros of another header heading a
statement (``FORC4 cblack[c] -= i;``); a prototype the grammar reads as a ``void`` variable."""

from __future__ import annotations

import json
from pathlib import Path

from smriti_git.index.languages.cblank import without_export_macros, without_macro_statements

from .helpers import MakeIndexedRepo, commit_and_compare_with_cold, git
from .lang_support import defs, extract, link, resolved

# LibRaw's layout: ``libraw.h``'s class body includes ``internal/libraw_internal_funcs.h``, which declares
# most of the class's methods and fields; the ``.cpp`` files define them out of line.
LIBRAW = {
    "libraw/libraw.h": (
        "class DllDef LibRaw {\n"
        "public:\n"
        "  int open_file(const char *name);\n"
        "  static float powf64(float a) { return a; }\n"
        "protected:\n"
        "  void (LibRaw::*load_raw)();\n"
        "  int recycle();\n"
        "#ifdef LIBRAW_LIBRARY_BUILD\n"
        '#include "internal/libraw_internal_funcs.h"\n'
        "#endif\n"
        "};\n"
    ),
    "internal/libraw_internal_funcs.h": (
        "#ifndef FUNCS_H\n#define FUNCS_H\n"
        "  static int stread(char *buf);\n"
        "  unsigned short get2();\n"
        "  unsigned get4();\n"
        "  int sget(int x) { return get2() + x; }\n"
        "  static table_t wb_list;\n"
        "#endif\n"
    ),
    "libraw/libraw_types.h": "struct table_t { int size() const; };\n",
    "src/read_utils.cpp": (
        '#include "../libraw/libraw.h"\n'
        "unsigned short LibRaw::get2() { return get4(); }\n"
        "unsigned LibRaw::get4() { return stread(0) + powf64(1.0f); }\n"
        "int LibRaw::stread(char *buf) { return wb_list.size(); }\n"
    ),
    "src/open.cpp": (
        '#include "../libraw/libraw.h"\n'
        "int LibRaw::open_file(const char *name) { return get2() + sget(1) + recycle(); }\n"
        "int LibRaw::recycle() { return 0; }\n"
    ),
}


def test_a_header_included_in_a_class_body_declares_its_members() -> None:
    linker = link(LIBRAW)
    assert linker.homes == {"internal/libraw_internal_funcs.h": ("libraw/libraw.h", "LibRaw")}
    header = defs(linker.tables["internal/libraw_internal_funcs.h"].facts)
    assert header["LibRaw.get2"].kind == "method" and header["LibRaw.wb_list"].kind == "field"
    reads = resolved(linker, "src/read_utils.cpp")
    assert reads[(2, "get4")] == "src/read_utils.cpp::LibRaw.get4()"
    assert reads[(3, "stread")] == "src/read_utils.cpp::LibRaw.stread()"
    assert reads[(3, "powf64")] == "libraw/libraw.h::LibRaw.powf64()"
    assert reads[(4, "size")] == "libraw/libraw_types.h::table_t.size()"
    opened = resolved(linker, "src/open.cpp")
    assert opened[(2, "get2")] == "src/read_utils.cpp::LibRaw.get2()"
    assert opened[(2, "sget")] == "internal/libraw_internal_funcs.h::LibRaw.sget()"
    assert opened[(2, "recycle")] == "src/open.cpp::LibRaw.recycle()"   # after the pointer-to-member field
    inline = resolved(linker, "internal/libraw_internal_funcs.h")
    assert inline[(6, "get2")] == "src/read_utils.cpp::LibRaw.get2()"


def test_incremental_equals_cold_as_a_class_body_include_comes_and_goes(make_indexed_repo: MakeIndexedRepo,
                                                                        tmp_path: Path) -> None:
    repo = make_indexed_repo("homes", files=LIBRAW)
    inside = '#ifdef LIBRAW_LIBRARY_BUILD\n#include "internal/libraw_internal_funcs.h"\n#endif\n'
    without = LIBRAW["libraw/libraw.h"].replace(inside, "")
    for name, header in (("include dropped", without), ("include back", LIBRAW["libraw/libraw.h"])):
        commit_and_compare_with_cold(repo, tmp_path, name, {"libraw/libraw.h": header})
    shard = json.loads(git("cat-file", "-p", "refs/smp/index/main:files/src/open.cpp.json", cwd=repo))
    calls = {e["dst"] for e in shard["edges"] if e["kind"] == "CALLS" and e.get("resolved", True)}
    assert "src/read_utils.cpp::LibRaw.get2()" in calls


def test_the_extractor_scopes_an_include_in_a_class_body_to_the_class() -> None:
    facts = extract("libraw/libraw.h", LIBRAW["libraw/libraw.h"])
    assert [(i.module, i.scope) for i in facts.imports] == [("internal/libraw_internal_funcs.h", "LibRaw")]
    top = extract("a.h", '#include "b.h"\nstruct S {\n  int x;\n};\n')
    assert [(i.module, i.scope) for i in top.imports] == [("b.h", None)]


def test_a_header_included_in_two_classes_stays_where_it_is() -> None:
    files = {
        "a.h": 'class A {\n#include "fields.h"\n};\n',
        "b.h": 'class B {\n#include "fields.h"\n};\n',
        "fields.h": "int count();\n",
    }
    linker = link(files)
    assert linker.homes == {}
    assert defs(linker.tables["fields.h"].facts)["count"].kind == "function"


def test_a_mixed_case_export_macro_before_a_class_and_a_prototype() -> None:
    source = (
        'extern "C" {\n'
        "  DllDef const char *libraw_strerror(int errorcode);\n"
        "  DllDef libraw_processed_image_t *\n"
        "  libraw_dcraw_make_mem_image(libraw_data_t *lr, int *errc);\n"
        "}\n"
        "class DllDef LibRaw {\n public:\n  int open();\n};\n"
        "class Foo final {\n public:\n  int bar();\n};\n"
    )
    source += "struct EnumVal FLATBUFFERS_FINAL_CLASS : private Table {\n  int value() const;\n};\n"
    found = defs(extract("libraw.h", source))
    assert found["LibRaw"].kind == "class" and found["LibRaw.open"].kind == "method"
    assert found["Foo"].kind == "class" and found["Foo.bar"].kind == "method"   # ``final`` is no class name
    assert found["libraw_strerror"].kind == "function"
    assert found["libraw_dcraw_make_mem_image"].kind == "function"
    assert found["EnumVal.value"].kind == "method"   # FlatBuffers: the upper-case suffix macro is the macro


def test_a_type_before_east_const_is_no_export_macro() -> None:
    """Catch2's ``ReporterRegistry const& getReporterRegistry() const override {``, jsoncpp's ``CharReaderPtr const
    reader(...)``: a word of two capitalised parts before ``const`` is the type, not a macro."""
    source = (
        b"class RegistryHub {\n"
        b"    ReporterRegistry const& getReporterRegistry() const override {\n"
        b"        return m_reporterRegistry;\n"
        b"    }\n"
        b"};\n"
        b"int parse() {\n  CharReaderPtr const reader(fact.newCharReader());\n  return 0;\n}\n"
    )
    assert without_export_macros(source) == source


def test_loop_macros_heading_statements_are_blanked() -> None:
    body = (
        "int LibRaw::parse(int nWB, int type) {\n"
        "  FORC4 cblack[c] -= get2();\n"
        "  FORC3 if (i > (int)cblack[c]) i = cblack[c];\n"
        "  if (nWB)\n"
        "    FORC4 icWBC[A][RGGB(c)] = get2();\n"
        "  switch (type) {\n"
        "    case 0x8602: /* Leaf white balance */\n"
        "      FORC4\n"
        "      {\n"
        "        int q = get2();\n"
        "      }\n"
        "  }\n"
        "  FORC(int(cblack[4] * cblack[5])) num += get4();\n"
        "  FORC(chan) for (j = 0; j < 3; j++) cm[c][j] = get4();\n"
        "  return 0;\n"
        "}\n"
    )
    blanked = without_macro_statements(without_export_macros(body.encode())).decode()
    assert "FORC" not in blanked
    assert "for (j = 0; j < 3; j++)" in blanked
    calls = [(c.line, c.name) for c in extract("parse.cpp", body).calls]
    assert calls == [(2, "get2"), (5, "RGGB"), (5, "get2"), (10, "get2"), (13, "get4"), (14, "get4")]


def test_a_statement_keyword_is_no_result_type() -> None:
    source = b"  FORCC\n  if (fabs(asn[c]) > 0.0001)\n    x = 1;\n  FORC(chan) for (j = 0; j < 3; j++) y();\n"
    assert without_export_macros(source) == source


def test_a_void_prototype_with_an_array_pointer_parameter_is_a_function() -> None:
    found = defs(extract("funcs.h", "void rgb_to_lch(double (*image3)[3]);\nint table(3);\n"))
    assert found["rgb_to_lch"].kind == "function" and found["rgb_to_lch"].declaration
    assert found["rgb_to_lch"].arity == (1, 1)
    assert found["table"].kind == "variable"


def test_a_class_and_an_alias_of_one_name_in_alternative_headers_are_no_one_class() -> None:
    """redis-plus-plus: ``cxx11/sw/redis++/cxx_utils.h`` defines ``class StringView``, ``cxx17/sw/redis++/
    cxx_utils.h`` ``using StringView = std::string_view;``, and the build's include path takes one; the
    index, which cannot tell which, names neither (clang, with C++17, calls std::string_view's ``data()``)."""
    files = {
        "src/cxx11/sw/utils.h": "namespace sw {\nclass StringView {\npublic:\n  const char *data() const;\n};\n}\n",
        "src/cxx17/sw/utils.h": "#include <string_view>\nnamespace sw {\nusing StringView = std::string_view;\n}\n",
        "src/command.h": '#include "sw/utils.h"\nnamespace sw {\ninline void auth(const StringView &password) '
                         "{\n  send(password.data());\n}\n}\n",
    }
    assert resolved(link(files), "src/command.h")[(4, "data")] is None
    typedef = {
        "a.h": "typedef struct Foo { int get() const; } Foo;\n",
        "b.h": "struct Foo;\nint use(const Foo &f) {\n  return f.get();\n}\n",
    }
    assert resolved(link(typedef), "b.h")[(3, "get")] == "a.h::Foo.get()"
