"""C++ round 16, from the shapes of the fifth fresh batch (Bullet 2, Jolt Physics, tinyrenderer,
Clipper2): a class-key wrapped in a macro or followed by a late ``alignas`` or a conditional block
(``cblank``), a header compiled in its includers' context (``Namespace._through_includers``), a
statement-prefix macro, explicit template arguments, a variable bound to a non-``const`` reference,
a by-value parameter's ``const`` and a local constructed from an array element."""

from __future__ import annotations

from smriti_git.index.languages.cblank import without_export_macros, without_macro_statements

from .lang_support import link, resolved

VECTOR_H = """\
#define ATTRIBUTE_ALIGNED16(a) a __attribute__((aligned(16)))
ATTRIBUTE_ALIGNED16(class)
btVector3
{
public:
  void setValue(float x, float y, float z);
  float x() const;
};
"""
WORLD_CPP = """\
#include "btVector3.h"
void step(btVector3& v) {
  v.setValue(1, 2, 3);
}
"""


def test_a_class_key_in_a_macro_is_a_class() -> None:
    """Bullet's ``ATTRIBUTE_ALIGNED16(class) btVector3``: its methods are members, found through
    a reference to it."""
    linker = link({"btVector3.h": VECTOR_H, "world.cpp": WORLD_CPP})
    assert resolved(linker, "world.cpp")[(3, "setValue")] == "btVector3.h::btVector3.setValue()"


def test_a_late_alignas_and_a_conditional_block_in_a_class_head_are_blanked() -> None:
    late = b"class [[nodiscard]] alignas(JPH_VECTOR_ALIGNMENT) Vec3 {"
    assert without_export_macros(late) == b"class [[nodiscard]] " + b" " * len(b"alignas(JPH_VECTOR_ALIGNMENT)") + \
        b" Vec3 {"
    head = b"class\n#ifndef DOXYGEN\n\tEXPORT alignas(max(A, B))\n#endif\n\tBody : public NonCopyable\n{\n};\n"
    blanked = without_export_macros(head)
    assert len(blanked) == len(head) and blanked.split() == [b"class", b"Body", b":", b"public", b"NonCopyable",
                                                               b"{", b"};"]


def test_a_statement_prefix_macro_is_blanked_in_a_broken_file() -> None:
    body = b"void f() { JPH_IF_ENABLE_ASSERTS(uint8 old = ) flags.fetch_and(1); JPH_ASSERT(old); }\n"
    out = without_macro_statements(body)
    assert b"JPH_IF_ENABLE_ASSERTS" not in out and b"JPH_ASSERT(old);" in out and len(out) == len(body)


JOLT_CORE = """\
#pragma once
class Vec3 { public: static Vec3 sFixW(float v); };
"""
JOLT_H = '#include "Core.h"\n'
STREAM_IN = """\
#pragma once
#include "NonCopyable.h"
class StreamIn : public NonCopyable {
public:
  void Read(Vec3& outVec) { outVec = Vec3::sFixW(1.0f); }
};
"""
BODY_CPP = """\
#include "Jolt.h"
#include "StreamIn.h"
float nearbyint(float v) { return v; }
"""
NONCOPYABLE = "#pragma once\nclass NonCopyable {};\nfloat useNearby(float v) { return nearbyint(v); }\n"


def test_a_header_sees_what_its_includers_included_before_it() -> None:
    """Jolt's ``StreamIn.h`` reads ``Vec3``, which ``Jolt.h`` brings and every ``.cpp`` includes
    first; not a function its includer defines after its ``#include`` (Clipper2's ``nearbyint``)."""
    linker = link({"Core.h": JOLT_CORE, "Jolt.h": JOLT_H, "StreamIn.h": STREAM_IN, "NonCopyable.h": NONCOPYABLE,
                   "Body.cpp": BODY_CPP})
    assert resolved(linker, "StreamIn.h")[(5, "sFixW")] == "Core.h::Vec3.sFixW()"
    assert resolved(linker, "NonCopyable.h")[(3, "nearbyint")] is None


CLIPPER = """\
#include <cstdint>
template <typename T>
inline T Translate(const T& path, T dx) { return path; }
inline int64_t Translate(const int64_t& path, int64_t dx) { return Translate<int64_t>(path, dx); }
class StreamIn {
public:
  template <class T> void Read(T& outT);
  void Read(float& outF);
  void Read(int& outI);
};
struct Shape {
  float mRadius;
  void Restore(StreamIn& inStream) {
    inStream.Read(mRadius);
    inStream.Read(2.0f);
  }
};
"""


def test_explicit_template_arguments_and_a_variable_for_a_reference() -> None:
    """``Translate<int64_t>(...)`` calls the template (only it takes template arguments);
    ``inStream.Read(mRadius)`` binds the float member to ``Read(float&)``, a literal binds none."""
    calls = resolved(link({"clipper.h": CLIPPER}), "clipper.h")
    assert calls[(4, "Translate")] == "clipper.h::Translate()"
    assert calls[(14, "Read")] == "clipper.h::StreamIn.Read()~2"
    assert calls[(15, "Read")] is None


TGA_H = "class TGAImage {\npublic:\n  void set(const int x, const int y);\n};\n"
TGA_CPP = '#include "tgaimage.h"\nvoid TGAImage::set(int x, int y) {}\n'
MAIN_CPP = """\
#include "tgaimage.h"
class Model { public: Model(const char* f); int nfaces(); };
int main(int argc, char** argv) {
  TGAImage image;
  image.set(1, 2);
  for (int m = 1; m < argc; m++) {
    Model model(argv[m]);
    model.nfaces();
  }
}
"""


def test_a_by_value_parameter_s_const_and_a_local_constructed_from_an_element() -> None:
    """tinyrenderer's ``set(const int x, ...)`` declared and ``set(int x, ...)`` defined are one
    function; ``Model model(argv[m]);`` is a local, not a function declaration."""
    calls = resolved(link({"tgaimage.h": TGA_H, "tgaimage.cpp": TGA_CPP, "main.cpp": MAIN_CPP}), "main.cpp")
    assert calls[(5, "set")] == "tgaimage.cpp::TGAImage.set()"
    assert calls[(8, "nfaces")] == "main.cpp::Model.nfaces()"
