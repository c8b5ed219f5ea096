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


# And a header that poisons a standard function with a macro of its name, which the one file allowed to call
# it ``#undef`` s first: that call is the system's, not the macro's.
POISONED = {
    "internal.h": "#include <stdlib.h>\n#define malloc(x) Use the allocator, not malloc.\n"
                  "#ifdef OLD_DOS\n#  define ioctl(x, y, z) dos_ioctl(x, y, (char *)(z))\n#endif\n",
    "alloc.c": '#include "internal.h"\nvoid *grab(size_t n) {\n#undef malloc\n  return malloc(n);\n}\n'
               "int width(int fd, void *ws) { return ioctl(fd, 1, ws); }\n",
}


def test_a_standard_named_function_of_a_feature_tests_fallback_is_the_systems() -> None:
    calls = resolved(link(FALLBACK), "main.c")
    assert calls[(3, "strnlen")] is None
    assert calls[(4, "strndup")] is None
    assert calls[(5, "getline")] is None
    assert calls[(6, "abs")] == "compat.h::abs()"


# A header defines a lower-case function-like macro that writes an accessor, and a class body invokes it on
# lines of their own without ``;``.  The grammar cannot read those lines; blanked, the namespace and the
# class around them are read whole, and so is what follows them.
OWN_MACRO_LINES = {
    "scene.h": (
        "namespace gfx { namespace io {\n"
        "#define simple_prop(name, type, fallback) \\\n"
        "    type name() const { return fallback; }\n"
        "class Light {\n"
        "public:\n"
        "    Light(int id);\n"
        "    int Strength() const;\n"
        "    simple_prop(Color, float, float(1.0))\n"
        "    simple_prop(Range, int, 10)\n"
        "};\n"
        "class Item { public: Item(const char* kind = \"item\") {} };\n"
        "}}\n"
    ),
    "scene.cpp": (
        '#include "scene.h"\n'
        "namespace gfx { namespace io {\n"
        "Light::Light(int id) {}\n"
        "int Light::Strength() const { return 1; }\n"
        "struct Lamp : Item { Lamp() : Item(\"lamp\") {} int glow(const Light& l) { return l.Strength(); } };\n"
        "}}\n"
    ),
}


def test_lines_invoking_the_files_own_lower_case_macro_are_blanked() -> None:
    linker = link(OWN_MACRO_LINES)
    calls = resolved(linker, "scene.cpp")
    assert calls[(5, "Strength")] == "scene.cpp::gfx.io.Light.Strength()"
    assert calls[(5, "Item")] == "scene.h::gfx.io.Item.Item()"


# A key macro that lists several values (a name, a type, an index), passed where a member takes them as
# separate parameters: the call's arguments are what the compiler counts once the macro is expanded, and
# their types choose among overloads of that arity.
LISTING_MACRO = {
    "props.h": (
        '#define KEY_NAME "?name",0,0\n'
        '#define KEY_SHINE "$shine", 0, \\\n    0\n'
        "struct Str {};\n"
        "struct Props {\n"
        "  int Get(const char* key, unsigned type, unsigned idx, Str& out) const;\n"
        "  int Get(const char* key, unsigned type, unsigned idx, float& out) const;\n"
        "  int Get(const char* key, Str& out) const;\n"
        "  int Add(const float* in, unsigned n, const char* key, unsigned type = 0, unsigned idx = 0);\n"
        "  int Add(const Str* in, const char* key, unsigned type = 0, unsigned idx = 0);\n"
        "};\n"
    ),
    "use.cpp": (
        '#include "props.h"\n'
        "int read(Props& p, float f) {\n"
        "  Str s;\n"
        "  p.Get(KEY_NAME, s);\n"
        "  p.Get(KEY_SHINE, f);\n"
        "  return p.Add(&f, 1, KEY_SHINE) + p.Add(&s, KEY_NAME);\n"
        "}\n"
    ),
}


def test_a_macro_listing_several_values_is_that_many_arguments() -> None:
    linker = link(LISTING_MACRO)
    table = linker.tables["use.cpp"]
    targets = {}
    for call in table.facts.calls:
        edge, _ = linker.resolve_call(table, call)
        targets[(call.line, call.column)] = edge.dst
    assert targets[(4, 4)] == "props.h::Props.Get()"
    assert targets[(5, 4)] == "props.h::Props.Get()~2"
    assert targets[(6, 11)] == "props.h::Props.Add()"
    assert targets[(6, 37)] == "props.h::Props.Add()~2"


# A C-compatible header writes its class's head twice, with its export macro for C++ and without for C,
# under ``#ifdef __cplusplus`` / ``#else`` / ``#endif``, its body after.  Read once, as C++ has it: a class,
# not a variable of the first head's type, so that ``new Texture()`` constructs it.
HEAD_PER_LANGUAGE = {
    "tex.h": (
        "#define GFX_API __attribute__((visibility(\"default\")))\n"
        "struct Pixel { int v; };\n"
        "#ifdef __cplusplus\n"
        "struct GFX_API Texture\n"
        "#else\n"
        "struct Texture\n"
        "#endif\n"
        "{\n"
        "#ifdef __cplusplus\n"
        "public:\n"
        "    Texture();\n"
        "    int Width() const;\n"
        "#endif\n"
        "    int width;\n"
        "};\n"
    ),
    "tex.cpp": (
        '#include "tex.h"\n'
        "Texture::Texture() : width(0) {}\n"
        "int Texture::Width() const { return width; }\n"
        "int make() { Texture* t = new Texture(); return t->Width(); }\n"
    ),
}


def test_a_class_head_written_per_language_is_read_once() -> None:
    calls = resolved(link(HEAD_PER_LANGUAGE), "tex.cpp")
    assert calls[(4, "Texture")] == "tex.cpp::Texture.Texture()"
    assert calls[(4, "Width")] == "tex.cpp::Texture.Width()"


# A number type a build option chooses, one typedef per arm of an ``#ifdef``: the index reads the default build's,
# the arm compiled when the option (defined nowhere in the file) is not set (round 43; before, an overload was
# chosen by it only where every meaning chose the same).  And the words
# of an ``#if 0`` body (documentation settings) are no code before the next block: that block stays as written.
CONFIGURED_NUMBER = {
    "defs.h": (
        "#ifdef __cplusplus\n"
        "#define C_TAG\n"
        "#else\n"
        "#if 0\n"
        "    SETTING_ONE = YES\n"
        "    SETTING_TWO = C_TAG\n"
        "#endif\n"
        "#define C_TAG struct\n"
        "#endif\n"
        "#ifdef GEO_DOUBLE\n"
        "typedef double geo_real;\n"
        "#else\n"
        "typedef float geo_real;\n"
        "#endif\n"
    ),
    "props.h": (
        '#include "defs.h"\n'
        "struct Props {\n"
        "  int Get(const char* k, geo_real& out);\n"
        "  int Get(const char* k, int& out);\n"
        "  template <class T> int Get(const char* k, T& out);\n"
        "  int Add(const float* p, int n);\n"
        "  int Add(const double* p, int n);\n"
        "  geo_real weight;\n"
        "};\n"
    ),
    "use.cpp": (
        '#include "props.h"\n'
        "int f(Props& m) { float x; int i; m.Get(\"a\", x); m.Get(\"b\", i); return m.Add(&m.weight, 1); }\n"
    ),
}


def test_a_number_type_each_arm_defines_is_the_default_builds() -> None:
    linker = link(CONFIGURED_NUMBER)
    assert [d.signature for d in linker.tables["defs.h"].facts.definitions if d.qualname == "geo_real"] == [
        "typedef float geo_real"]
    table = linker.tables["use.cpp"]
    targets = {(c.column, c.name): linker.resolve_call(table, c)[0].dst for c in table.facts.calls}
    assert targets[(36, "Get")] == "props.h::Props.Get()"
    assert targets[(51, "Get")] == "props.h::Props.Get()~2"
    assert targets[(73, "Add")] == "props.h::Props.Add()"


def test_a_standard_named_macro_of_another_file_is_not_what_a_call_reaches() -> None:
    calls = resolved(link(POISONED), "alloc.c")
    assert calls[(4, "malloc")] is None
    assert calls[(6, "ioctl")] is None


# A compile-time assertion macro invoked in a class body, its condition on lines of its own: blanked, so that the
# class around it is read and a derived class's bare call reaches its base's member.
STATIC_ASSERTION = {
    "core.h": "#define EMU_COMPILE_ASSERT(expr_) typedef char emu_assert_[(expr_) ? 1 : -1]\n",
    "board.h": (
        '#include "core.h"\n'
        "namespace emu {\n"
        "template <int N> struct Bits { enum { VALUE = N }; };\n"
        "class Board {\n"
        "public:\n"
        "  template <int PROM, int CROM, int KIND>\n"
        "  struct MakeId {\n"
        "    EMU_COMPILE_ASSERT\n"
        "    (\n"
        "      ( PROM >= 8 && PROM <= 512 && !(PROM & (PROM-1U)) ) &&\n"
        "      ( !CROM || CROM >= 8 ) &&\n"
        "      ( KIND < 4 )\n"
        "    );\n"
        "    enum\n"
        "    {\n"
        "      ID =\n"
        "      (\n"
        "        unsigned( Bits< (PROM >> 4) >::VALUE ) << 8 |\n"
        "        unsigned( CROM                      ) << 4 |\n"
        "        unsigned( KIND                      ) << 0\n"
        "      )\n"
        "    };\n"
        "  };\n"
        "  void Map(unsigned first, unsigned last) const;\n"
        "};\n"
        "}\n"
    ),
    "mapper.cpp": (
        '#include "board.h"\n'
        "namespace emu {\n"
        "struct Mapper : Board { void Reset() { Map(0x6000U, 0x7FFFU); } };\n"
        "}\n"
    ),
}


def test_a_compile_time_assertion_in_a_class_body_is_blanked() -> None:
    assert resolved(link(STATIC_ASSERTION), "mapper.cpp")[(3, "Map")] == "board.h::emu.Board.Map()"


# A field of a class with a call operator, called as a receiver: the object is what its ``operator()`` returns.
CALLED_FIELD = {
    "seq.h": (
        "class Sequence { public: void SetSpeed(int s); };\n"
        "class SequenceSet {\n"
        " public:\n"
        "  Sequence& operator() () { return seqs[cur]; }\n"
        "  const Sequence& operator() () const { return seqs[cur]; }\n"
        "  Sequence seqs[4]; int cur;\n"
        "};\n"
        "class Song { public: SequenceSet Order; void Load(); };\n"
    ),
    "song.cpp": ('#include "seq.h"\n'
                 "void Song::Load() {\n  Order().SetSpeed(6);\n  auto& s = Order();\n  s.SetSpeed(2);\n}\n"),
}


def test_a_called_field_is_what_its_call_operator_returns() -> None:
    calls = resolved(link(CALLED_FIELD), "song.cpp")
    assert calls[(3, "SetSpeed")] == calls[(5, "SetSpeed")] == "seq.h::Sequence.SetSpeed()"
