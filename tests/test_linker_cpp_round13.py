"""C++ round 13, from bx's, FlatBuffers' and Catch2's shapes: an ``.inl`` fragment sees what the header
that includes it includes (``Namespace._wildcard_files``), a template declared and defined with other
specifiers is one function (``template_head``), a method's bare call finds the class's and its bases'
methods before the namespace's functions (``members_first``), a function hides the class of its name,
an X-macro ``#define`` inside an ``enum`` and a macro after a class's name (``cblank``)."""

from __future__ import annotations

from smriti_git.index.languages.cblank import without_export_macros, without_macro_statements

from .lang_support import defs, extract, link, resolved

BX_H = """\
#include "base.h"
namespace bx {
template <typename Ty, typename FromT>
constexpr Ty bitCast(const FromT& _from);
}
#include "inline/bx.inl"
"""
BX_INL = """\
namespace bx {
template <typename Ty, typename FromT>
inline constexpr Ty bitCast(const FromT& _from) { return Ty(); }
}
"""
ALLOCATOR_H = """\
#include "bx.h"
namespace bx {
void* alignPtr(void* _ptr);
}
#include "inline/allocator.inl"
"""
ALLOCATOR_INL = """\
namespace bx {
inline void* alignPtr(void* _ptr) {
    return bitCast<void*>(bitCast<unsigned long>(_ptr));
}
}
"""


def test_an_inl_fragment_sees_its_includer_s_includes_and_one_template_is_one_function() -> None:
    linker = link({"bx/base.h": "", "bx/bx.h": BX_H, "bx/inline/bx.inl": BX_INL, "bx/allocator.h": ALLOCATOR_H,
                   "bx/inline/allocator.inl": ALLOCATOR_INL})
    assert resolved(linker, "bx/inline/allocator.inl")[(3, "bitCast")] == "bx/inline/bx.inl::bx.bitCast()"


GEN_H = """\
namespace fb {
void ForAllFields(int object);
class String { public: String(int n) {} };
inline String String(const char* s) { return String(1); }
class Base {
 public:
  void ForAllFields(int object) const {}
};
class Lua : public Base {
 public:
  void Generate() const {
    ForAllFields(1);
    String("x");
  }
};
}
"""


def test_a_method_s_bare_call_finds_its_base_s_method_before_the_namespace_s_function() -> None:
    calls = resolved(link({"gen.h": GEN_H}), "gen.h")
    assert calls[(12, "ForAllFields")] == "gen.h::fb.Base.ForAllFields()"
    assert calls[(13, "String")] == "gen.h::fb.String()"   # the function hides the class


def test_an_x_macro_defined_in_an_enum_and_a_macro_after_a_class_name_are_blanked() -> None:
    source = b"enum {\n  #define T(N) k##N,\n  GEN(T)\n  #undef T\n};\n"
    blank = b"\n".join(b" " * n for n in (20, 8, 10))
    assert without_macro_statements(source) == b"enum {\n" + blank + b"\n};\n"
    assert without_export_macros(b"struct Field FB_FINAL_CLASS : private Table {") == \
        b"struct Field                : private Table {"
    assert "Field.size" in defs(extract("f.h", "struct Field FB_FINAL : private Table { int size() const; };\n"))


# Round 14, from astc-encoder's shape: one function per SIMD header, each header included under its
# own ``#if`` branch; the build compiles one, the index cannot tell which.
VECMATH_H = """\
#if USE_SSE
#include "vec_sse.h"
#else
#include "vec_none.h"
#endif
"""
VEC_SSE_H = "struct vfloat4 { float m[4]; };\ninline float hadd_s(vfloat4 a) { return a.m[0]; }\n"
VEC_NONE_H = "struct vfloat4 { float m[4]; };\ninline float hadd_s(vfloat4 a) { return a.m[0] + a.m[1]; }\n"
AVERAGES_CPP = """\
#include "vecmath.h"
float average(vfloat4 v) {
    return hadd_s(v) / 4.0f;
}
"""


def test_a_function_each_alternative_header_defines_is_ambiguous_with_every_body_a_candidate() -> None:
    linker = link({"vecmath.h": VECMATH_H, "vec_sse.h": VEC_SSE_H, "vec_none.h": VEC_NONE_H,
                   "averages.cpp": AVERAGES_CPP})
    table = linker.tables["averages.cpp"]
    call = next(c for c in table.facts.calls if c.name == "hadd_s")
    edge, candidates = linker.resolve_call(table, call)
    assert edge.dst is None and edge.reason == "ambiguous overload"
    assert {c.dst for c in candidates} == {"vec_sse.h::hadd_s()", "vec_none.h::hadd_s()"}
