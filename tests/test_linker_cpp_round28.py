"""C and C++ round 28, found by reading the eighteenth fresh batch after it was scored once (qu3e,
Highway, Imath, CRoaring, XZ): overloads of the global namespace spread over one folder's headers, a
template head that calls a macro, the same function defined in several platforms' headers, a
declaration and its definition that qualify their parameter types apart, prefix macros after
``inline``, namespaces a C library opens for its C++ users, and lower-case attribute macros after a
prototype."""

from __future__ import annotations

from smriti_git.index.languages.cblank import without_macro_statements
from smriti_git.index.languages.cpp_args import parameter_types

from .lang_support import extract, link, resolved

GLOBAL_OVERLOADS = {
    "math/vec.h": "struct Vec { float x, y; };\n"
                  "float qMax(float a, float b);\n"
                  '#include "vec.inl"\n',
    "math/vec.inl": "inline const Vec qMax(const Vec& a, const Vec& b) { return a; }\n",
    "math/scalar.inl": "inline float qMax(float a, float b) { return a > b ? a : b; }\n"
                       "inline int qMax(int a, int b) { return a > b ? a : b; }\n",
    "math/math.h": '#include "vec.h"\n'
                   '#include "scalar.inl"\n',
    "tree.cpp": '#include "math/math.h"\n'
                "struct Node { int height; };\n"
                "int grow(Node* a, Node* b) { return 1 + qMax(a->height, b->height); }\n"
                "Vec wide(const Vec& a, const Vec& b) { return qMax(a, b); }\n",
}


def test_global_overloads_in_the_headers_of_one_folder_are_told_apart() -> None:
    calls = resolved(link(GLOBAL_OVERLOADS), "tree.cpp")
    assert calls[(3, "qMax")] == "math/scalar.inl::qMax()~2"
    assert calls[(4, "qMax")] == "math/vec.inl::qMax()"


PLATFORM_HEADERS = {
    "simd/none_4.h": "struct vfloat4 { float m; };\n",
    "simd/sse_4.h": "struct vfloat4 { float m; };\n",
    "simd/rvv_n.h": "struct vfloat { float m; };\n"
                    "inline void haccumulate(vfloat4& acc, vfloat a) {}\n",
    "simd/common_4.h": "inline void haccumulate(vfloat4& acc, vfloat4 a) {}\n"
                       "inline void haccumulate(vfloat4& acc, vfloat4 a, bool m) {}\n",
    "simd/lib.h": '#if SSE\n#include "sse_4.h"\n#elif RVV\n#include "rvv_n.h"\n#else\n#include "none_4.h"\n#endif\n'
                  "#if !RVV\nusing vfloat = vfloat4;\n#endif\n",
    "user.cpp": '#include "simd/common_4.h"\n'
                '#include "simd/lib.h"\n'
                "void f(vfloat4& acc, vfloat v) { haccumulate(acc, v); }\n",
}


def test_global_overloads_leave_out_another_platforms_header() -> None:
    assert resolved(link(PLATFORM_HEADERS), "user.cpp")[(3, "haccumulate")] == "simd/common_4.h::haccumulate()"


def test_a_template_head_calling_a_macro_is_not_the_parameter_list() -> None:
    signature = "template <class D, HWY_IF_V_SIZE_D(D, 32), typename FromT>\nVFromD<D> BitCast(D d, Vec256<FromT> v)"
    assert parameter_types(signature) == ("D", "Vec256<FromT>", "")
    assert parameter_types("template <class T, class = decltype(f(T()))> void g(T x, int n) const") == (
        "T", "int", "const")


PLATFORMS = {
    "ops/x86-inl.h": "namespace hw {\n"
                     "struct Vec256 { int raw; };\n"
                     "inline Vec256 Twice(Vec256 v) { return v; }\n"
                     "inline Vec256 Shift(Vec256 v) { return Twice(v); }\n"
                     "}\n",
    "ops/wasm-inl.h": "namespace hw {\n"
                      "struct Vec256 { int raw; };\n"
                      "inline Vec256 Twice(Vec256 v) { return v; }\n"
                      "}\n",
    "ops/all-inl.h": '#include "x86-inl.h"\n'
                     '#include "wasm-inl.h"\n'
                     "namespace hw {\n"
                     "template <class V> V Quad(V v) { return Twice(v); }\n"
                     "inline Vec256 Eight(Vec256 v) { return Twice(v); }\n"
                     "}\n",
}


def test_a_function_of_several_platforms_headers_is_the_one_the_caller_sees() -> None:
    linker = link(PLATFORMS)
    calls = resolved(linker, "ops/x86-inl.h")
    assert calls[(4, "Twice")] == "ops/x86-inl.h::hw.Twice()"
    table = linker.tables["ops/all-inl.h"]
    for call in table.facts.calls:   # it sees both (an ``#if`` chooses one): the index cannot know which
        edge, candidates = linker.resolve_call(table, call)
        assert not edge.resolved and edge.reason == "platform variants"
        assert {c.dst for c in candidates} == {"ops/x86-inl.h::hw.Twice()", "ops/wasm-inl.h::hw.Twice()"}
        assert {c.reason for c in candidates} == {"several definitions"}


QUALIFIED_APART = {
    "ImathMatrix.h": "namespace Imath_3 {\n"
                     "template <class T> class Matrix33 {}; template <class T> class Matrix44 {};\n"
                     "}\n",
    "ImathMatrixAlgo.h": '#include "ImathMatrix.h"\n'
                         "#define IMATH_INTERNAL_NAMESPACE Imath_3\n"
                         "template <typename T> void jacobiSVD (const Matrix33<T>& A, const T tol = 0);\n"
                         "template <typename T> void jacobiSVD (const Matrix44<T>& A, const T tol = 0);\n",
    "ImathMatrixAlgo.cpp": '#include "ImathMatrixAlgo.h"\n'
                           "template <typename T>\n"
                           "void jacobiSVD (const IMATH_INTERNAL_NAMESPACE::Matrix33<T>& A, const T tol) {}\n"
                           "template <typename T>\n"
                           "void jacobiSVD (const IMATH_INTERNAL_NAMESPACE::Matrix44<T>& A, const T tol) {}\n",
}


def test_a_declaration_joins_the_definition_that_qualifies_its_parameter_types() -> None:
    linker = link(QUALIFIED_APART)
    table = linker.tables["ImathMatrixAlgo.h"]
    joins = {linker.symbols[sid].span.start_line: linker.declarations.of(table, sid)
             for sid, d in table.def_of.items() if d.declaration}
    assert [(j.definitions, j.resolved) for _, j in sorted(joins.items()) if j is not None] == [
        (("ImathMatrixAlgo.cpp::jacobiSVD()",), True), (("ImathMatrixAlgo.cpp::jacobiSVD()~2",), True)]


def test_prefix_macros_after_inline_before_a_member_type_of_a_class_template() -> None:
    source = ("template <class T> class Euler { public: enum Order { XYZ }; Order order() const; };\n"
              "template <class T>\n"
              "inline IMATH_HOSTDEVICE IMATH_CONSTEXPR14 typename Euler<T>::Order\n"
              "Euler<T>::order () const IMATH_NOEXCEPT\n"
              "{\n"
              "    return XYZ;\n"
              "}\n")
    names = [d.qualname for d in extract("ImathEuler.h", source).definitions if d.kind == "method"]
    assert names == ["Euler.order"]


NAMESPACES_FOR_CPP_USERS = {
    "include/roaring/util.h": '#ifdef __cplusplus\nextern "C" {\nnamespace roaring {\n\n// for C++ users\n'
                              "using api::roaring_iterator;\n\nnamespace internal {\n#endif\n"
                              "static inline int count_less(const int* a, int n) { return n; }\n"
                              "int memequals(const void* a, int n);\n"
                              "#ifdef __cplusplus\n}\n}\n}  // extern \"C\" { namespace roaring {\n"
                              "#endif\n",
    "src/array.c": "#include <roaring/util.h>\n"
                   '#ifdef __cplusplus\nextern "C" {\nnamespace roaring {\nnamespace internal {\n#endif\n'
                   "int f(const int* a) { return count_less(a, 2) + memequals(a, 1); }\n"
                   "int memequals(const void* a, int n) { return 0; }\n"
                   "#ifdef __cplusplus\n}\n}\n}\n#endif\n",
}


def test_namespaces_a_c_library_opens_for_cpp_users_are_not_the_c_functions() -> None:
    names = [d.qualname for d in extract("include/roaring/util.h",
                                         NAMESPACES_FOR_CPP_USERS["include/roaring/util.h"]).definitions]
    assert names == ["count_less", "memequals"]
    calls = resolved(link(NAMESPACES_FOR_CPP_USERS), "src/array.c")
    assert calls[(7, "count_less")] == "include/roaring/util.h::count_less()"
    assert calls[(7, "memequals")] == "src/array.c::memequals()"


LOWER_CASE_ATTRIBUTES = {
    "api/lzma/check.h": "#define LZMA_API(type) type\n"
                        "typedef int lzma_check;\n"
                        "extern LZMA_API(uint32_t) lzma_check_size(lzma_check check)\n"
                        "\t\tlzma_nothrow lzma_attr_const;\n"
                        "extern LZMA_API(void) lzma_index_end(\n"
                        "\t\tlzma_index *i, const lzma_allocator *allocator) lzma_nothrow;\n",
    "check/check.c": '#include "lzma/check.h"\n'
                     "extern LZMA_API(uint32_t)\n"
                     "lzma_check_size(lzma_check type)\n"
                     "{\n\treturn 1;\n}\n"
                     "int old(a, b) size_t a; int b; { return a + b; }\n",
    "api/use.c": '#include "lzma/check.h"\n'
                 "int f(int c) { return lzma_check_size(c); }\n",
}


def test_lower_case_attribute_macros_after_a_prototype_are_no_declarations() -> None:
    header = extract("api/lzma/check.h", LOWER_CASE_ATTRIBUTES["api/lzma/check.h"])
    assert {d.qualname for d in header.definitions if d.declaration} == {"lzma_check_size", "lzma_index_end"}
    names = [d.qualname for d in extract("check/check.c", LOWER_CASE_ATTRIBUTES["check/check.c"]).definitions]
    assert names == ["lzma_check_size", "old"]   # a K&R definition's parameter declarations stay
    assert resolved(link(LOWER_CASE_ATTRIBUTES), "api/use.c")[(2, "lzma_check_size")] == \
        "check/check.c::lzma_check_size()"
    kept = b"void f(Shape* a) {\n\tCapsule* b = (Capsule*)a;\n\tif (a) b;\n\t(void) a;\n}\n"
    assert without_macro_statements(kept) == kept   # a cast's operand, a statement after a condition


INCLUDED_IN_A_NAMESPACE = {
    "detail/base.h": "namespace rttr { namespace detail {\n"
                     "class property_wrapper_base { protected: void init(); };\n"
                     "}}\n",
    "detail/func.h": "template <typename G>\n"
                     "class property_wrapper : public property_wrapper_base {\n"
                     "public:\n"
                     "    property_wrapper(G g) { init(); }\n"
                     "};\n",
    "detail/wrapper.h": '#include "base.h"\n'
                        "namespace rttr { namespace detail {\n"
                        '#include "func.h"\n'
                        "}}\n",
}


def test_a_header_included_inside_a_namespace_sees_that_namespace() -> None:
    assert resolved(link(INCLUDED_IN_A_NAMESPACE), "detail/func.h")[(4, "init")] == \
        "detail/base.h::rttr.detail.property_wrapper_base.init()"


ENABLED_BY_SIGNEDNESS = {
    "conv.h": "template<typename F, typename T>\n"
              "typename std::enable_if<std::is_same<F, T>::value, bool>::type\n"
              "convert_to(const F& from, T& to) { return true; }\n"
              "template<typename F, typename T>\n"
              "typename std::enable_if<std::is_integral<F>::value && std::is_integral<T>::value &&\n"
              "                        std::numeric_limits<F>::is_signed && !std::numeric_limits<T>::is_signed,\n"
              "                        bool>::type\n"
              "convert_to(const F& from, T& to) { return true; }\n"
              "template<typename F, typename T>\n"
              "typename std::enable_if<std::is_integral<F>::value && std::is_integral<T>::value &&\n"
              "                        !std::numeric_limits<F>::is_signed && std::numeric_limits<T>::is_signed,\n"
              "                        bool>::type\n"
              "convert_to(const F& from, T& to) { return true; }\n"
              "template<typename F, typename T>\n"
              "typename std::enable_if<std::is_floating_point<F>::value && std::is_integral<T>::value,\n"
              "                        bool>::type\n"
              "convert_to(const F& from, T& to) { return true; }\n"
              "struct conv {\n"
              "    static bool to(const char& from, uint8_t& to) { return convert_to(from, to); }\n"
              "    static bool to(const double& from, int32_t& to) { return convert_to(from, to); }\n"
              "    static bool to(const int& from, int& to) { return convert_to(from, to); }\n"
              "};\n",
}


def test_an_enable_if_result_of_several_conditions_rules_overloads_out() -> None:
    calls = resolved(link(ENABLED_BY_SIGNEDNESS), "conv.h")
    assert calls[(19, "convert_to")] == "conv.h::convert_to()~2"
    assert calls[(20, "convert_to")] == "conv.h::convert_to()~4"
    assert calls[(21, "convert_to")] == "conv.h::convert_to()"


POINTER_TO_IMPLEMENTATION = {
    "Pimpl.h": "namespace celero {\n"
               "template <typename T> class Pimpl {\n"
               "public:\n"
               "  T* operator->();\n"
               "  const T* operator->() const;\n"
               "private:\n"
               "  std::unique_ptr<T> _pimpl;\n"
               "};\n"
               "}\n",
    "JUnit.h": '#include "Pimpl.h"\n'
               "namespace celero {\n"
               "class JUnit {\n"
               "public:\n"
               "  void save();\n"
               "private:\n"
               "  class Impl;\n"
               "  Pimpl<Impl> pimpl;\n"
               "};\n"
               "}\n",
    "JUnit.cpp": '#include "JUnit.h"\n'
                 "using namespace celero;\n"
                 "class Stats { public: int getMin(); };\n"
                 "class celero::JUnit::Impl {\n"
                 "public:\n"
                 "  int total();\n"
                 "  Stats stats;\n"
                 "};\n"
                 "void JUnit::save() {\n"
                 "  this->pimpl->total();\n"
                 "  pimpl->total();\n"
                 "  this->pimpl->stats.getMin();\n"
                 "}\n",
}


def test_a_field_of_a_class_template_with_an_arrow_operator_reaches_its_argument() -> None:
    calls = resolved(link(POINTER_TO_IMPLEMENTATION), "JUnit.cpp")
    assert calls[(10, "total")] == calls[(11, "total")] == "JUnit.cpp::celero.JUnit.Impl.total()"
    assert calls[(12, "getMin")] == "JUnit.cpp::Stats.getMin()"


SPECIALISED = {
    "bx/simd_impl.inl": "namespace bx {\n"
                        "template<typename Ty> Ty simd_max(Ty _a, Ty _b);\n"
                        "}\n"
                        '#include "simd_ref.inl"\n'
                        '#include "simd_sse.inl"\n',
    "bx/simd_ref.inl": "namespace bx {\n"
                       "template<> inline simd_ref_t simd_max(simd_ref_t _a, simd_ref_t _b) { return _a; }\n"
                       "template<> inline simd_ref_t simd_clamp(simd_ref_t _a, simd_ref_t _b) {\n"
                       "    return simd_max(_a, _b);\n"
                       "}\n"
                       "}\n",
    "bx/simd_sse.inl": "namespace bx {\n"
                       "template<> inline simd_sse_t simd_max(simd_sse_t _a, simd_sse_t _b) { return _a; }\n"
                       "}\n",
}


def test_a_call_names_the_template_its_explicit_specialisation_specialises() -> None:
    assert resolved(link(SPECIALISED), "bx/simd_ref.inl")[(4, "simd_max")] == "bx/simd_impl.inl::bx.simd_max()"


CLASS_SCOPE_FIRST = {
    "QPDF.hh": "class QPDF { public: void warn(int code); };\n"
               "namespace qpdf { class Array {}; }\n",
    "NNTree.hh": '#include "QPDF.hh"\n'
                 "class NNTreeImpl {\n"
                 "  public:\n"
                 "    void warn(int code);\n"
                 "    QPDF& qpdf;\n"
                 "};\n",
    "NNTree.cc": '#include "NNTree.hh"\n'
                 "void NNTreeImpl::warn(int code) {\n"
                 "    qpdf.warn(code);\n"
                 "    qpdf::Array items;\n"
                 "}\n",
}


def test_a_member_named_bare_out_of_line_comes_before_a_namespace_of_its_name() -> None:
    linker = link(CLASS_SCOPE_FIRST)
    assert resolved(linker, "NNTree.cc")[(3, "warn")] == "QPDF.hh::QPDF.warn()"
    assert linker.evaluate(linker.tables["NNTree.cc"], "qpdf::Array", "NNTreeImpl.warn").ref == "QPDF.hh::qpdf.Array#"


NAMESPACE_REOPENED_HERE = {
    "qpdf/QPDFObjectHandle.hh": "namespace qpdf { class BaseHandle {}; }\n",
    "qpdf/QPDF_private.hh": '#include "QPDFObjectHandle.hh"\n'
                            "using namespace qpdf;\n"
                            "namespace qpdf\n{\n    namespace impl\n    {\n        class AcroForm;\n    }\n}\n",
    "QPDFWriter.cc": '#include "qpdf/QPDF_private.hh"\n'
                     "using namespace qpdf;\n"
                     "namespace qpdf::impl {\n"
                     "    class Writer {\n"
                     "      public:\n"
                     "        Writer& write(int n);\n"
                     "        Writer& write_encrypted(int n);\n"
                     "    };\n"
                     "}\n"
                     "impl::Writer& impl::Writer::write_encrypted(int n) {\n"
                     "    return write(n);\n"
                     "}\n",
}


def test_a_namespace_reopened_in_the_calling_file_has_its_members_there() -> None:
    linker = link(NAMESPACE_REOPENED_HERE)
    table = linker.tables["QPDFWriter.cc"]
    assert linker.resolve_type(table, "impl::Writer", None) == "QPDFWriter.cc::qpdf.impl.Writer#"
    assert resolved(linker, "QPDFWriter.cc")[(11, "write")] == "QPDFWriter.cc::qpdf.impl.Writer.write()"
