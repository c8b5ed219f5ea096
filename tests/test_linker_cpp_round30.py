"""C and C++ round 30, found by reading the twentieth fresh batch's misses after it was scored once
(PROJ, ThorVG, AsmJit, Crypto++, litehtml): macros of another header that open namespaces, declare
destructors, constructors and private members, and name a namespace in a using-directive or before a
definition; ``extern template``; a using-directive of an included header applied to a namespace the
file sees more of; ``>=`` in a template's arguments; classes inherited through class templates'
parameters; another processor's ``#if`` branches; and macros that stand for a function's body."""

from __future__ import annotations

from smriti_git.index.languages.cblank import without_export_macros, without_macro_statements

from .lang_support import defs, extract, link, resolved

# PROJ's own header layout: every macro below is defined in ``util.hpp``, not in the header using it.
PROJ_UTIL = (
    "#define NS_PROJ osgeo::proj\n"
    "#define NS_PROJ_START namespace osgeo { namespace proj {\n"
    "#define NS_PROJ_END } }\n"
    "#define PROJ_DLL __attribute__((visibility(\"default\")))\n"
    "#define PROJ_INTERNAL\n"
    "#define PROJ_PRIVATE public\n"
    "#define PROJ_OPAQUE_PRIVATE_DATA private: struct Private; Private *d;\n"
    "#define INLINED_MAKE_SHARED\n"
)
PROJ_CRS = (
    '#include "util.hpp"\n'
    "NS_PROJ_START\n"
    "namespace crs {\n"
    "template <class T> class Derived { public: void tag() const; };\n"
    "class CRS {\n"
    "  public:\n"
    "    PROJ_DLL ~CRS() override;\n"
    "    PROJ_DLL bool isDynamic() const;\n"
    "    PROJ_PRIVATE :\n"
    "    PROJ_INTERNAL const CRS *raw() const;\n"
    "  private:\n"
    "    PROJ_OPAQUE_PRIVATE_DATA\n"
    "    PROJ_INTERNAL CRS();\n"
    "    /* cppcheck-suppress unusedPrivateFunction */\n"
    "    INLINED_MAKE_SHARED\n"
    "};\n"
    "extern template class Derived<CRS>;\n"
    "class Single : public CRS {\n"
    "  public:\n"
    "    PROJ_DLL ~Single() override;\n"
    "  private:\n"
    "    PROJ_OPAQUE_PRIVATE_DATA\n"
    "};\n"
    "} // namespace crs\n"
    "NS_PROJ_END\n"
)
PROJ = {
    "include/proj/util.hpp": PROJ_UTIL,
    "include/proj/crs.hpp": PROJ_CRS,
    "include/proj/internal.hpp": '#include "util.hpp"\n'
    "NS_PROJ_START\nnamespace internal {\nbool ci_equal(const char *a, const char *b);\n}\nNS_PROJ_END\n",
    "include/proj/filemanager.hpp": '#include "util.hpp"\n'
    "NS_PROJ_START\nclass FileManager {\n  public:\n    static bool exists(const char *path);\n};\nNS_PROJ_END\n",
    "src/crs.cpp": '#include "proj/crs.hpp"\n'
    "NS_PROJ_START\nnamespace crs {\n"
    "bool CRS::isDynamic() const { return raw() != nullptr; }\n"
    "const CRS *CRS::raw() const { return this; }\n"
    "}\nNS_PROJ_END\n",
    "src/filemanager.cpp": '#include "proj/filemanager.hpp"\n'
    "bool NS_PROJ::FileManager::exists(const char *path) { return path != nullptr; }\n",
    "src/app.cpp": '#include "proj/crs.hpp"\n#include "proj/internal.hpp"\n#include "proj/filemanager.hpp"\n'
    "using namespace NS_PROJ::crs;\n"
    "using namespace NS_PROJ::internal;\n"
    "bool run(const CRS &crs, const char *name) {\n"
    "  if (!NS_PROJ::FileManager::exists(name)) return false;\n"
    "  return crs.isDynamic() && ci_equal(name, \"x\");\n"
    "}\n",
}


def test_another_headers_namespace_and_member_macros_keep_the_class_whole() -> None:
    found = defs(extract("include/proj/crs.hpp", PROJ_CRS))
    assert {"crs.CRS", "crs.CRS.isDynamic", "crs.CRS.raw", "crs.Single", "crs.Derived"} <= set(found)
    assert found["crs.Single"].span.start_line == 18   # not nested in ``CRS``: its class ends at its ``};``


def test_extern_template_does_not_swallow_the_next_declaration() -> None:
    blanked = without_export_macros(b"extern template class Derived<CRS>;\nint f();\n")
    assert blanked.startswith(b"       template class Derived<CRS>;")
    assert set(defs(extract("a.cpp", "template <class T> class D {};\nextern template class D<int>;\nint f();\n"))) \
        >= {"D", "f"}


def test_a_using_directive_through_a_macro_naming_the_namespace() -> None:
    calls = resolved(link(PROJ), "src/app.cpp")
    assert calls[(8, "isDynamic")] == "src/crs.cpp::crs.CRS.isDynamic()"
    assert calls[(8, "ci_equal")] == "include/proj/internal.hpp::internal.ci_equal()"


def test_a_definition_written_under_a_namespace_macro_joins_its_declaration() -> None:
    calls = resolved(link(PROJ), "src/app.cpp")
    assert calls[(7, "exists")] == "src/filemanager.cpp::NS_PROJ.FileManager.exists()"
    assert resolved(link(PROJ), "src/crs.cpp")[(4, "raw")] == "src/crs.cpp::crs.CRS.raw()"


# ThorVG: ``tvgCommon.h`` says ``using namespace tvg;`` and includes only ``thorvg.h``; the ``.cpp`` then
# includes ``thorvg_lottie.h``, whose part of ``tvg`` it defines without qualifying it.  The header, read as
# its nearest includers see it, does not see that part.
THORVG = {
    "inc/thorvg.h": "namespace tvg {\nstruct Animation { virtual ~Animation(); };\n}\n",
    "src/common/tvgCommon.h": '#include "thorvg.h"\nusing namespace tvg;\n',
    **{f"src/common/tvg{part}.cpp": '#include "tvgCommon.h"\nint zero() { return 0; }\n'
       for part in ("Math", "Color", "Str", "Compressor")},   # its nearest includers, in its own folder
    "src/loaders/lottie/thorvg_lottie.h": '#include "thorvg.h"\nnamespace tvg {\n'
    "struct LottieAnimation final : Animation {\n"
    "  const char* marker(unsigned idx);\n"
    "  const char* marker(unsigned idx, float* begin, float* end);\n"
    "  static LottieAnimation* gen();\n"
    "  _TVG_DECLARE_PRIVATE(LottieAnimation);\n"
    "};\n}\n",
    "src/loaders/lottie/tvgLottieAnimation.cpp": '#include "tvgCommon.h"\n#include "thorvg_lottie.h"\n'
    "const char* LottieAnimation::marker(unsigned idx)\n{\n"
    "    return marker(idx, nullptr, nullptr);\n"
    "}\n"
    "const char* LottieAnimation::marker(unsigned idx, float* begin, float* end) { return nullptr; }\n"
    "LottieAnimation::LottieAnimation() = default;\n"
    "LottieAnimation* LottieAnimation::gen() { return new LottieAnimation; }\n",
}


def test_an_included_headers_using_directive_sees_the_namespace_as_the_file_does() -> None:
    calls = resolved(link(THORVG), "src/loaders/lottie/tvgLottieAnimation.cpp")
    assert calls[(5, "marker")] == "src/loaders/lottie/tvgLottieAnimation.cpp::LottieAnimation.marker()~2"


def test_a_constructor_a_macro_declares_is_its_definition_out_of_line() -> None:
    calls = resolved(link(THORVG), "src/loaders/lottie/tvgLottieAnimation.cpp")
    defined = "src/loaders/lottie/tvgLottieAnimation.cpp::LottieAnimation.LottieAnimation()"
    assert calls[(9, "LottieAnimation")] == defined


def test_greater_or_equal_in_template_arguments_keeps_the_namespace_open() -> None:
    source = ("namespace Support {\n"
              "template<typename T>\n"
              "constexpr std_int_t<sizeof(T) >= 4u ? sizeof(T) : 4u, true> as_int(const T& v) noexcept {\n"
              "  return std_int_t<sizeof(T) >= 4u ? sizeof(T) : 4u, true>(v);\n"
              "}\n"
              "template<typename T> bool bit_test(T x, unsigned n) { return x & n; }\n"
              "}\n")
    assert "Support.bit_test" in defs(extract("support.h", source))
    assert without_macro_statements(b"x<sizeof(T) >= 4u> y;") == b"x<sizeof(T) == 4u> y;"


# Crypto++: ``BlockCipherImpl<INFO, BASE = BlockCipher>`` derives from ``AlgorithmImpl<SimpleKeyingInterfaceImpl<
# TwoBases<BASE, INFO> > >``, and each of those from its parameter.
CRYPTOPP = {
    "cryptlib.h": "class SimpleKeyingInterface { public: void AssertValidKeyLength(unsigned n) const; };\n"
    "class BlockTransformation { public: bool IsForwardTransformation() const; };\n"
    "class BlockCipher : public SimpleKeyingInterface, public BlockTransformation {};\n",
    "seckey.h": '#include "cryptlib.h"\n'
    "template <class B1, class B2> class TwoBases : public B1, public B2 {};\n"
    "template <class BASE, class INFO = BASE> class SimpleKeyingInterfaceImpl : public BASE {};\n"
    "template <class BASE, class INFO = BASE> class AlgorithmImpl : public BASE {};\n"
    "template <class INFO, class BASE = BlockCipher>\n"
    "class BlockCipherImpl : public AlgorithmImpl<SimpleKeyingInterfaceImpl<TwoBases<BASE, INFO> > > {};\n",
    "3way.h": '#include "seckey.h"\n'
    "struct ThreeWay_Info { static const char *StaticAlgorithmName(); };\n"
    "class ThreeWay {\n"
    "  class Base : public BlockCipherImpl<ThreeWay_Info> {\n"
    "  public:\n"
    "    void UncheckedSetKey(unsigned n);\n"
    "  };\n"
    "};\n",
    "3way.cpp": '#include "3way.h"\n'
    "void ThreeWay::Base::UncheckedSetKey(unsigned n)\n{\n"
    "  AssertValidKeyLength(n);\n"
    "  if (!IsForwardTransformation()) StaticAlgorithmName();\n"
    "}\n",
}


def test_classes_inherited_through_class_template_parameters() -> None:
    calls = resolved(link(CRYPTOPP), "3way.cpp")
    assert calls[(4, "AssertValidKeyLength")] == "cryptlib.h::SimpleKeyingInterface.AssertValidKeyLength()"
    assert calls[(5, "IsForwardTransformation")] == "cryptlib.h::BlockTransformation.IsForwardTransformation()"
    assert calls[(5, "StaticAlgorithmName")] == "3way.h::ThreeWay_Info.StaticAlgorithmName()"


def test_another_processors_branch_is_not_this_builds() -> None:
    source = ("#if (CRYPTOPP_ARM_NEON_AVAILABLE)\n"
              "inline int LoadKey(const int *k) { return k[0]; }\n"
              "#endif\n"
              "#if (CRYPTOPP_SSSE3_AVAILABLE)\n"
              "inline int LoadKey(const int *k) { return k[1]; }\n"
              "#endif\n"
              "#if defined(__aarch64__)\n"
              "inline int Neon() { return 1; }\n"
              "#endif\n"
              "#if defined(HWY_DISABLE_ARM_SVE)\n"
              "inline int Generic() { return 2; }\n"
              "#endif\n"
              "int Encrypt(const int *k) { return LoadKey(k); }\n")
    linker = link({"lea_simd.cpp": source})
    assert resolved(linker, "lea_simd.cpp")[(13, "LoadKey")] == "lea_simd.cpp::LoadKey()"
    found = [d for d in extract("lea_simd.cpp", source).definitions if d.name in ("LoadKey", "Neon", "Generic")]
    assert [(d.name, d.span.start_line) for d in found] == [("LoadKey", 5), ("Neon", 8), ("Generic", 11)]


LITEHTML = {
    "element.h": "namespace litehtml {\nclass element {\npublic:\n"
    "  virtual bool is_text() const;\n  virtual void clear();\n};\n}\n",
    "element.cpp": '#include "element.h"\nnamespace litehtml {\n'
    "#define LITEHTML_EMPTY_FUNC \\\n    { \\\n    }\n"
    "#define LITEHTML_RETURN_FUNC(ret) \\\n    { \\\n        return ret; \\\n    }\n"
    "bool element::is_text() const LITEHTML_RETURN_FUNC(false);\n"
    "void element::clear() LITEHTML_EMPTY_FUNC;\n"
    "}\n",
    "document.cpp": '#include "element.h"\nnamespace litehtml {\n'
    "void refresh(element& el) { if (!el.is_text()) el.clear(); }\n}\n",
}


def test_a_macro_standing_for_a_function_body_makes_a_definition() -> None:
    statement = (b"#define END_PROCESS(e, ...) { exit(e); }\n"
                 b"void f(int x) {\n  if (failed(x)) END_PROCESS(35, name(x));\n}\n")
    assert without_export_macros(statement) == statement   # LZ4's: after a condition, a statement
    calls = resolved(link(LITEHTML), "document.cpp")
    assert calls[(3, "is_text")] == "element.cpp::litehtml.element.is_text()"
    assert calls[(3, "clear")] == "element.cpp::litehtml.element.clear()"


CONFIG = (
    "#include <string>\n#include <unordered_map>\nnamespace Rml {\n"
    "#ifdef RMLUI_NO_THIRDPARTY_CONTAINERS\n"
    "template <typename K, typename V> using UnorderedMap = std::unordered_map<K, V>;\n"
    "#else\n"
    "template <typename K, typename V> using UnorderedMap = robin::flat_map<K, V>;\n"
    "#endif\n"
    "#ifdef APP_DISABLE_UNICODE\n"
    "inline std::string toLocalString(std::string s) { return s; }\n"
    "#else\n"
    "template <typename T> std::string toLocalString(T&& t) { return t; }\n"
    "#endif\n"
    "#ifdef USE_SSE2\n"
    "inline int sum(int a) { return a; }\n"
    "#else\n"
    "inline int sum(int a) { return a + 0; }\n"
    "#endif\n"
    "}\n"
)


def test_of_one_ifs_alternatives_the_arm_of_undefined_switches_is_kept() -> None:
    found = [(d.name, d.span.start_line) for d in extract("config.h", CONFIG).definitions if d.kind != "namespace"]
    assert found == [("UnorderedMap", 7), ("toLocalString", 12), ("sum", 15), ("sum", 17)]
    linker = link({
        "robin.h": "namespace robin {\ntemplate <typename K, typename V> class flat_map {\npublic:\n"
        "  int find(const K& k) const;\n};\n}\n",
        "config.h": '#include "robin.h"\n' + CONFIG,
        "use.cpp": '#include "config.h"\nnamespace Rml {\nstruct Register { UnorderedMap<int, int> types; };\n'
        "int has(const Register& r) { return r.types.find(1); }\n"
        "std::string name(const std::string& s) { return toLocalString(s); }\n}\n",
    })
    calls = resolved(linker, "use.cpp")
    assert calls[(4, "find")] == "robin.h::robin.flat_map.find()"
    assert calls[(5, "toLocalString")] == "config.h::Rml.toLocalString()"


SECBLOCK = {
    "secblock.h": "template <class T> class SecBlock {\npublic:\n"
    "  T* begin();\n  const T* begin() const;\n};\n",
    "cham.cpp": '#include "secblock.h"\n'
    "class CHAM64 {\n"
    "  void Process(const unsigned short *in) const;\n"
    "  SecBlock<unsigned short> m_rk;\n"
    "  mutable SecBlock<unsigned short> m_x;\n"
    "};\n"
    "void CHAM64::Process(const unsigned short *in) const {\n"
    "  m_x.begin();\n"
    "  m_rk.begin();\n"
    "}\n",
}


def test_a_mutable_member_is_mutable_in_a_const_method() -> None:
    calls = resolved(link(SECBLOCK), "cham.cpp")
    assert calls[(8, "begin")] == "secblock.h::SecBlock.begin()"
    assert calls[(9, "begin")] == "secblock.h::SecBlock.begin()~2"


FACTORIES = {
    "nn.hpp": "namespace util {\ntemplate <typename T> class nn {\npublic:\n  T* operator->() const;\n};\n"
    "template <typename T, typename U> nn<T> nn_dynamic_pointer_cast(const nn<U>& p);\n}\n",
    "datum.cpp": '#include "nn.hpp"\n'
    "#define INLINED_MAKE_SHARED template <typename T, typename... Args> \\\n"
    "    static util::nn<T> nn_make_shared(Args&&...);\n"
    "namespace datum {\n"
    "class Frame {\npublic:\n  INLINED_MAKE_SHARED\n  void setProperties(int p);\n  int anchor() const;\n};\n"
    "class Conversion : public Frame {\npublic:\n  int method() const;\n};\n"
    "void create(int realizationMethodIn, const util::nn<Frame>& op) {\n"
    "    auto rf(Frame::nn_make_shared<Frame>(realizationMethodIn));\n"
    "    rf->setProperties(3);\n"
    "    auto other = Frame::nn_make_shared<Frame>(1);\n"
    "    other->anchor();\n"
    "    util::nn_dynamic_pointer_cast<Conversion>(op)->method();\n"
    "}\n}\n",
}


def test_a_projects_own_factories_and_casts_named_like_the_standard_ones() -> None:
    calls = resolved(link(FACTORIES), "datum.cpp")
    assert calls[(17, "setProperties")] == "datum.cpp::datum.Frame.setProperties()"
    assert calls[(19, "anchor")] == "datum.cpp::datum.Frame.anchor()"
    assert calls[(20, "method")] == "datum.cpp::datum.Conversion.method()"


CI_EQUAL = {
    "internal.hpp": "#include <string>\nnamespace internal {\n"
    "bool ci_equal(const char *a, const char *b) noexcept;\n"
    "bool ci_equal(const char *a, const std::string &b) = delete;\n"
    "bool ci_equal(const std::string &a, const char *b) noexcept;\n"
    "bool ci_equal(const std::string &a, const std::string &b) noexcept;\n}\n",
    "io.cpp": '#include "internal.hpp"\nusing namespace internal;\n'
    "struct WKTConstants { static const std::string VERT_CS; };\n"
    "bool vertical(int node) {\n"
    "  auto value = nodeValue(node);\n"
    "  return ci_equal(value, WKTConstants::VERT_CS);\n"
    "}\n",
}


def test_a_standard_string_converts_to_no_pointer() -> None:
    assert resolved(link(CI_EQUAL), "io.cpp")[(6, "ci_equal")] == "internal.hpp::internal.ci_equal()~4"


NN = {
    "nn.hpp": "#include <memory>\nnamespace dropbox { namespace oxygen {\n"
    "template <typename PtrType> class nn {\npublic:\n"
    "  using element_type = typename PtrType::element_type;\n"
    "  element_type *operator->() const;\n"
    "  const PtrType &as_nullable() const;\n};\n}}\n"
    "namespace util { using ::dropbox::oxygen::nn; }\n",
    "io.hpp": '#include "nn.hpp"\nnamespace io {\n'
    "class AuthorityFactory;\nusing AuthorityFactoryPtr = std::shared_ptr<AuthorityFactory>;\n"
    "using AuthorityFactoryNNPtr = util::nn<AuthorityFactoryPtr>;\n"
    "class AuthorityFactory {\npublic:\n"
    "  static AuthorityFactoryNNPtr create(const char *name);\n"
    "  int createEllipsoid(const char *code) const;\n};\n}\n",
    "io.cpp": '#include "io.hpp"\nnamespace crs {\n'
    "int ellipsoid(const io::AuthorityFactoryNNPtr &given, const char *code) {\n"
    "  auto factory = io::AuthorityFactory::create(\"EPSG\");\n"
    "  return factory->createEllipsoid(code) + given->createEllipsoid(code);\n"
    "}\n}\n",
}


def test_a_pointer_wrappers_alias_reaches_its_pointee_through_a_qualified_name_and_a_result() -> None:
    linker = link(NN)
    table = linker.tables["io.cpp"]
    targets = {(call.column, linker.resolve_call(table, call)[0].dst)
               for call in table.facts.calls if call.name == "createEllipsoid"}
    assert targets == {(18, "io.hpp::io.AuthorityFactory.createEllipsoid()"),   # ``factory->``, a call's result
                       (49, "io.hpp::io.AuthorityFactory.createEllipsoid()")}   # ``given->``, ``io::...NNPtr``


ASMJIT = {
    "core/api-config.h": "#define ASMJIT_BEGIN_SUB_NAMESPACE(NS) namespace asmjit { namespace NS {\n"
    "#define ASMJIT_END_SUB_NAMESPACE } }\n",
    "core/emitter.h": "class BaseEmitter {\npublic:\n  int emit(int id, int a, int b);\n};\n",
    "x86/x86compiler.h": '#include "../core/api-config.h"\n#include "../core/emitter.h"\n'
    "ASMJIT_BEGIN_SUB_NAMESPACE(x86)\nclass Compiler : public BaseEmitter {\npublic:\n  bool is_64bit() const;\n};\n"
    "inline int shuffle_imm(int a, int b) { return a + b; }\n"
    "ASMJIT_END_SUB_NAMESPACE\n",
    "host.h": '#include "x86/x86compiler.h"\n'
    "#if ASMJIT_ARCH_X86 != 0\nnamespace host { using namespace x86; }\n#endif\n"
    "#if ASMJIT_ARCH_ARM == 64\nnamespace host { using namespace a64; }\n#endif\n",
    "ujit/ujitbase.h": '#include "../host.h"\nusing BackendCompiler = host::Compiler;\n',
    "ujit/unicompiler.cpp": '#include "ujitbase.h"\n'
    "int apply(BackendCompiler* cc, int id) {\n"
    "  return cc->is_64bit() ? cc->emit(id, 1, 2) : 0;\n"
    "}\n"
    "int shuffle() { return x86::shuffle_imm(1, 2); }\n",
}


def test_a_namespace_holding_one_using_directive_is_an_alias() -> None:
    calls = resolved(link(ASMJIT), "ujit/unicompiler.cpp")
    assert calls[(3, "emit")] == "core/emitter.h::BaseEmitter.emit()"
    assert calls[(3, "is_64bit")] == "x86/x86compiler.h::Compiler.is_64bit()"
    assert extract("host.h", ASMJIT["host.h"]).usings == [("host", "*", "x86")]   # not a64's: another processor's


def test_a_namespace_another_headers_macro_opens_by_its_argument() -> None:
    calls = resolved(link(ASMJIT), "ujit/unicompiler.cpp")
    assert calls[(5, "shuffle_imm")] == "x86/x86compiler.h::shuffle_imm()"


PIMPL = {
    "util.hpp": "#include <memory>\n#define PROJ_OPAQUE_PRIVATE_DATA \\\n  private: \\\n    struct Private; \\\n"
    "    std::unique_ptr<Private> d; \\\n  protected: \\\n    Private *getPrivate() noexcept { return d.get(); } \\\n"
    "  private:\n",
    "factory.hpp": '#include "util.hpp"\nnamespace io {\nclass AuthorityFactory {\npublic:\n'
    "  const char *authority() const;\n  PROJ_OPAQUE_PRIVATE_DATA\n};\n}\n",
    "factory.cpp": '#include "factory.hpp"\nnamespace io {\n'
    "struct AuthorityFactory::Private {\n  const char *authority() const { return \"EPSG\"; }\n};\n"
    "const char *AuthorityFactory::authority() const { return d->authority(); }\n}\n",
}


def test_a_field_a_macro_of_another_header_declares_in_the_class_body() -> None:
    assert extract("factory.hpp", PIMPL["factory.hpp"]).usings == [
        ("io.AuthorityFactory", "#members", "PROJ_OPAQUE_PRIVATE_DATA")]
    calls = resolved(link(PIMPL), "factory.cpp")
    assert calls[(6, "authority")] == "factory.cpp::io.AuthorityFactory.Private.authority()"


def test_a_pointer_wrappers_alias_as_a_containers_element() -> None:
    files = {**NN, "each.cpp": '#include "io.hpp"\n#include <vector>\nnamespace crs {\n'
             "const std::vector<io::AuthorityFactoryNNPtr> &factories();\n"
             "int each(const char *code) {\n"
             "  for (const auto &factory : factories()) factory->createEllipsoid(code);\n"
             "  return 0;\n}\n}\n"}
    assert resolved(link(files), "each.cpp")[(6, "createEllipsoid")] == "io.hpp::io.AuthorityFactory.createEllipsoid()"


REGRESSIONS = {
    # POCO: a pure virtual ``log(const Message&)`` is not the ``log(Message&&)`` that Channel.cpp defines
    "Channel.h": "class Message {};\nclass Channel {\npublic:\n  virtual void log(const Message& msg) = 0;\n"
    "  virtual void log(Message&& msg);\n};\n",
    "Channel.cpp": '#include "Channel.h"\nvoid Channel::log(Message&& msg) { log(msg); }\n',
    "Formatting.cpp": '#include "Channel.h"\nvoid forward(Channel* c, const Message& msg) { c->log(msg); }\n',
    # Abseil: inline stubs under ``#ifdef NDEBUG`` beside the class's prototype; the .cc defines it otherwise
    "btree.h": "class Btree {\npublic:\n  static Btree* AssertValid(Btree* tree);\n  Btree* Remove();\n};\n"
    "#ifdef NDEBUG\ninline Btree* Btree::AssertValid(Btree* tree) { return tree; }\n#endif\n",
    "btree.cc": '#include "btree.h"\nBtree* Btree::AssertValid(Btree* tree) { return tree; }\n'
    "Btree* Btree::Remove() { return AssertValid(this); }\n",
    # PcapPlusPlus: an example program's own class of the same name, with its own constructor
    "Reassembly.h": "namespace pcpp {\nclass Reassembly {\n  struct Data { int n; };\n  void add();\n};\n}\n",
    "Reassembly.cpp": '#include "Reassembly.h"\nnamespace pcpp {\nvoid Reassembly::add() { Data d = Data(); }\n}\n',
    "example/main.cpp": '#include "../Reassembly.h"\nstruct Data { Data(); };\nData::Data() {}\n',
}


def test_round_30s_full_run_regressions() -> None:
    linker = link(REGRESSIONS)
    assert resolved(linker, "Formatting.cpp")[(2, "log")] == "Channel.h::Channel.log()"
    assert resolved(linker, "btree.cc")[(3, "AssertValid")] == "btree.cc::Btree.AssertValid()"
    assert resolved(linker, "Reassembly.cpp")[(3, "Data")] == "Reassembly.h::pcpp.Reassembly.Data#"
    several = b"#define F_RETURN(r) { return r; }\nint Element::nth(int num,\n                 int off) const\n" \
              b"    F_RETURN(list());\n"
    assert without_export_macros(several).endswith(b"const\n    {              } \n")
