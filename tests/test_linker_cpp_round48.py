"""C++ round 48: an instance of a class template whose explicit specialisation another header defines (one qualname
to the index) calls the definition its argument names."""

from __future__ import annotations

from smriti_git.index.languages.cpp_args import parameter_types

from .lang_support import defs, extract, link, resolved

# libspatialindex: include/spatialindex/tools/PointerPool.h defines ``template <class X> class PointerPool``;
# src/rtree/PointerPoolNode.h, included nearer by RTree.h, ``template<> class PointerPool<RTree::Node>``.  The field
# ``Tools::PointerPool<Region> m_regionPool`` is an instance of the primary; ``Tools::PointerPool<Node> m_indexPool``
# of the specialisation.  Both were read as the nearer specialisation (45 wrong edges).
POOL_H = (
    "namespace Tools {\n"
    "template <class X> class PointerPool {\n"
    "public:\n"
    "    X* acquire() { return nullptr; }\n"
    "    unsigned getCapacity() const { return 0; }\n"
    "};\n"
    "}\n"
)
NODE_H = (
    '#include "pool.h"\n'
    "namespace SpatialIndex { class Region {}; namespace RTree { class Node {}; } }\n"
)
POOL_NODE_H = (
    '#include "node.h"\n'
    "namespace Tools {\n"
    "using namespace SpatialIndex;\n"
    "template<> class PointerPool<RTree::Node> {\n"
    "public:\n"
    "    RTree::Node* acquire() { return nullptr; }\n"
    "    unsigned getCapacity() const { return 1; }\n"
    "};\n"
    "}\n"
)
TREE_H = (
    '#include "pool_node.h"\n'
    "namespace SpatialIndex { namespace RTree {\n"
    "class Tree {\n"
    "public:\n"
    "    void insert();\n"
    "    Tools::PointerPool<Region> m_regionPool;\n"
    "    Tools::PointerPool<Node> m_indexPool;\n"
    "};\n"
    "} }\n"
)
TREE_CPP = (
    '#include "tree.h"\n'
    "namespace SpatialIndex { namespace RTree {\n"
    "void Tree::insert() {\n"
    "    m_regionPool.acquire();\n"
    "    m_indexPool.acquire();\n"
    "    unsigned n = m_regionPool.getCapacity() + m_indexPool.getCapacity();\n"
    "}\n"
    "} }\n"
)


def test_an_instance_calls_the_specialisation_its_argument_names_else_the_primary() -> None:
    got = resolved(link({"pool.h": POOL_H, "node.h": NODE_H, "pool_node.h": POOL_NODE_H, "tree.h": TREE_H,
                         "tree.cpp": TREE_CPP}), "tree.cpp")
    assert got[(4, "acquire")] == "pool.h::Tools.PointerPool.acquire()"
    assert got[(5, "acquire")] == "pool_node.h::Tools.PointerPool.acquire()"
    assert got[(6, "getCapacity")] == "pool_node.h::Tools.PointerPool.getCapacity()"   # the line's last site


# VulkanSceneGraph's ``ref_ptr<T>``: a repository class template whose one ``T* operator->() const`` gives a mutable
# ``T`` whatever the holder's constness.  ``framebuffer->getRenderPass()`` on a field ``ref_ptr<Framebuffer>`` in a
# ``const`` method, and ``window->imageView(i)`` on a ``const ref_ptr<Window>&`` parameter, call the mutable overloads;
# ``vertices->begin()`` on ``ref_ptr<const vec3Array> vertices`` the ``const`` one (44 wrong edges); an
# ``operator->`` whose result is written ``const`` (Assimp's ``Lazy<T>``) reaches a ``const`` object.
REF_PTR_H = (
    "namespace vsg {\n"
    "template <class T> class ref_ptr {\n"
    "public:\n"
    "    T* operator->() const { return _ptr; }\n"
    "    void reset() {}\n"
    "    T* _ptr;\n"
    "};\n"
    "class Pass {};\n"
    "class Framebuffer {\n"
    "public:\n"
    "    Pass* getRenderPass() { return nullptr; }\n"
    "    const Pass* getRenderPass() const { return nullptr; }\n"
    "};\n"
    "class Array {\n"
    "public:\n"
    "    int* begin() { return nullptr; }\n"
    "    const int* begin() const { return nullptr; }\n"
    "};\n"
    "template <class T> struct Lazy { const T* operator->() const { return nullptr; } };\n"
    "class Graph {\n"
    "public:\n"
    "    void visit();\n"
    "    Lazy<Array> lazy;\n"
    "    void accept() const;\n"
    "    void take(const ref_ptr<Framebuffer>& other) const;\n"
    "    ref_ptr<Framebuffer> framebuffer;\n"
    "    ref_ptr<const Array> vertices;\n"
    "};\n"
    "}\n"
)
REF_PTR_CPP = (
    '#include "ref_ptr.h"\n'
    "using namespace vsg;\n"
    "void Graph::accept() const {\n"
    "    framebuffer->getRenderPass();\n"
    "    vertices->begin();\n"
    "}\n"
    "void Graph::take(const ref_ptr<Framebuffer>& other) const {\n"
    "    other->getRenderPass();\n"
    "}\n"
    "void Graph::visit() {\n"
    "    lazy->begin();\n"
    "}\n"
)


def test_a_repository_pointer_template_reaches_an_object_as_const_as_its_argument() -> None:
    got = resolved(link({"ref_ptr.h": REF_PTR_H, "graph.cpp": REF_PTR_CPP}), "graph.cpp")
    assert got[(4, "getRenderPass")] == "ref_ptr.h::vsg.Framebuffer.getRenderPass()"
    assert got[(5, "begin")] == "ref_ptr.h::vsg.Array.begin()~2"
    assert got[(8, "getRenderPass")] == "ref_ptr.h::vsg.Framebuffer.getRenderPass()"
    assert got[(11, "begin")] == "ref_ptr.h::vsg.Array.begin()~2"   # Assimp's ``Lazy<T>``: its ``const T*``


# Assimp's ``DeadlyImportError(const char *message) : DeadlyErrorBase(..., std::forward<const char*>(message))``: the
# ``const`` of its initialisers read as the constructor's own qualifier, so a call in a ``const`` method kept only it
# beside ``template<typename... T> explicit DeadlyImportError(T&&... args)`` (12 wrong edges, for a ``std::string``).
ERROR_H = (
    "#include <string>\n"
    "#include <utility>\n"
    "class Base { public: template <typename... U> Base(U&&... u) {} };\n"
    "class DeadlyImportError : public Base {\n"
    "public:\n"
    "    DeadlyImportError(const char *message) : Base(std::forward<const char*>(message)) {}\n"
    "    template<typename... T> explicit DeadlyImportError(T&&... args) : Base(std::forward<T>(args)...) {}\n"
    "};\n"
    "class Importer { public: void Build(const std::string& kind) const; };\n"
)
ERROR_CPP = (
    '#include "error.h"\n'
    "void Importer::Build(const std::string& kind) const {\n"
    '    throw DeadlyImportError("Unknown type: " + kind);\n'
    "}\n"
)


def test_a_constructors_initialisers_are_not_its_qualifiers() -> None:
    assert parameter_types("DeadlyImportError(const char *message) : Base(std::forward<const char*>(message))") == \
        ("constchar*", "")
    assert parameter_types("A::A(int x) : b(x)") == ("int", "")
    assert parameter_types("int f(std::map<int, int> m) const") == ("std::map<int,int>", "const")
    got = resolved(link({"error.h": ERROR_H, "error.cpp": ERROR_CPP}), "error.cpp")
    assert got[(3, "DeadlyImportError")] == "error.h::DeadlyImportError.DeadlyImportError()~2"


# Kanzi's ``class DebugInputBitStream FINAL : public InputBitStream`` (types.hpp: ``#define FINAL final`` under C++11):
# the two-part name was read as an export macro and ``FINAL`` as the class (270 calls not found).
def test_a_one_word_macro_after_a_class_name_is_not_the_class() -> None:
    got = defs(extract("bits.hpp", (
        "namespace kanzi {\n"
        "   class DebugInputBitStream FINAL : public InputBitStream\n"
        "   {\n"
        "   public:\n"
        "      void close();\n"
        "   };\n"
        "}\n")))
    assert "kanzi.DebugInputBitStream.close" in got and not any("FINAL" in name for name in got)
    both = defs(extract("raw.hpp", "class LIBRAW_API LibRaw FINAL { void f(); };\n"
                                   "class DllDef LibRaw2 { void g(); };\n"))
    assert {"LibRaw.f", "LibRaw2.g"} <= set(both)
    capitals = defs(extract("bwt.hpp", "namespace kanzi {\n   class BWT FINAL : public Transform<byte> {\n"
                                       "   public:\n      int getPrimaryIndex(int n) const;\n   };\n}\n"))
    assert "kanzi.BWT.getPrimaryIndex" in capitals


# Kanzi's ``OutputBitStream``: ``writeBits(uint64 bits, uint length)`` beside ``writeBits(const byte bits[], uint
# length)``.  ``writeBits(_low | MASK, 56)`` (a bitwise operator of numbers), ``writeBits(&block[i], 8 * n)`` (a
# pointer to an element) and ``formatSize(double(size))`` (a functional cast) had arguments of no known type.
BITS_H = (
    "#include <cstdint>\n"
    "#include <string>\n"
    "typedef uint8_t byte;\n"
    "class OutputBitStream {\n"
    "public:\n"
    "    virtual unsigned writeBits(uint64_t bits, unsigned length) = 0;\n"
    "    virtual unsigned writeBits(const byte bits[], unsigned length) = 0;\n"
    "};\n"
    "inline std::string formatSize(double size) { return std::string(); }\n"
    "inline std::string formatSize(const std::string& input) { return input; }\n"
)
BITS_CPP = (
    '#include "bits.h"\n'
    "static const uint64_t MASK = 0xFF;\n"
    "void encode(OutputBitStream& obs, byte* block, int count, uint64_t low, long size) {\n"
    "    obs.writeBits(low | MASK, 56);\n"
    "    obs.writeBits(&block[count], 8 * count);\n"
    "    formatSize(double(size));\n"
    "}\n"
)


def test_bitwise_operators_element_pointers_and_functional_casts_are_typed() -> None:
    got = resolved(link({"bits.h": BITS_H, "bits.cpp": BITS_CPP}), "bits.cpp")
    assert got[(4, "writeBits")] == "bits.h::OutputBitStream.writeBits()"
    assert got[(5, "writeBits")] == "bits.h::OutputBitStream.writeBits()~2"
    assert got[(6, "formatSize")] == "bits.h::formatSize()"


# SWIG's javascript.cxx: ``#define RESET true`` and ``#define NAME "name"`` pick ``clazz(bool reset = false)`` and
# ``clazz(const char *key, DOH *initial = 0)``.
STATE_CPP = (
    '#define NAME "name"\n'
    "#define RESET true\n"
    "class State {\n"
    "public:\n"
    "    void* clazz(bool reset = false);\n"
    "    void* clazz(const char *key, void *initial = 0);\n"
    "};\n"
    "void emit(State& state) {\n"
    "    state.clazz(RESET);\n"
    "    state.clazz(NAME);\n"
    "}\n"
)


def test_a_macro_standing_for_a_bool_or_string_literal_has_its_type() -> None:
    got = resolved(link({"state.cpp": STATE_CPP}), "state.cpp")
    assert got[(9, "clazz")] == "state.cpp::State.clazz()"
    assert got[(10, "clazz")] == "state.cpp::State.clazz()~2"


# fplll: ``vector<FP_NR<mpfr_t>> x`` (a project class template's instances, in a standard container named without
# ``std::``) makes ``x[k]`` an ``FP_NR``; ``array<enumf, maxdim> x, center`` fields make ``x[k]`` an ``enumf`` argument
# (``roundto(int&, const double&)`` beside ``roundto(double&, const double&)``).
ENUM_H = (
    "#include <array>\n"
    "#include <vector>\n"
    "using namespace std;\n"
    "typedef double enumf;\n"
    "template <class F> class FP_NR { public: void rnd(const FP_NR<F>& a) {} };\n"
    "inline void roundto(int &dest, const double &src) {}\n"
    "inline void roundto(double &dest, const double &src) {}\n"
    "class Enumerator {\n"
    "public:\n"
    "    void next(int k);\n"
    "    vector<FP_NR<double>> xs, dxs;\n"
    "    array<enumf, 10> x, center;\n"
    "};\n"
)
ENUM_CPP = (
    '#include "enum.h"\n'
    "void Enumerator::next(int k) {\n"
    "    xs[k].rnd(dxs[k]);\n"
    "    roundto(x[k], center[k]);\n"
    "}\n"
)


def test_elements_of_template_instances_and_of_unqualified_standard_containers_are_typed() -> None:
    got = resolved(link({"enum.h": ENUM_H, "enum.cpp": ENUM_CPP}), "enum.cpp")
    assert got[(3, "rnd")] == "enum.h::FP_NR.rnd()"
    assert got[(4, "roundto")] == "enum.h::roundto()~2"


# Gearcoleco's ``SaveState(file, size, screenshot)`` of an ``ofstream file`` (under ``using namespace std;``) calls
# ``SaveState(std::ostream&, size_t&, bool)``, not ``(const char*, int, bool)`` nor ``(u8*, size_t&, bool)``; and
# ``memory_stream direct_stream(reinterpret_cast<char*>(buffer), size);`` is a local, not a function's prototype.
CORE_CPP = (
    "#include <fstream>\n"
    "#include <ostream>\n"
    "using namespace std;\n"
    "class memory_stream : public std::ostream { public: unsigned long size() const { return 0; } };\n"
    "class Core {\n"
    "public:\n"
    "    bool SaveState(const char* path = 0, int index = -1, bool screenshot = false);\n"
    "    bool SaveState(unsigned char* buffer, unsigned long& size, bool screenshot = false);\n"
    "    bool SaveState(std::ostream& stream, unsigned long& size, bool screenshot);\n"
    "};\n"
    "bool Core::SaveState(const char* path, int index, bool screenshot) {\n"
    "    ofstream file;\n"
    "    unsigned long size = 0;\n"
    "    return SaveState(file, size, screenshot);\n"
    "}\n"
    "bool Core::SaveState(unsigned char* buffer, unsigned long& size, bool screenshot) {\n"
    "    memory_stream direct_stream(reinterpret_cast<char*>(buffer), size);\n"
    "    size = direct_stream.size();\n"
    "    return true;\n"
    "}\n"
)


def test_a_standard_stream_named_without_std_and_a_local_made_from_a_cast() -> None:
    linker = link({"core.cpp": CORE_CPP})
    got = resolved(linker, "core.cpp")
    chosen = got[(14, "SaveState")]
    assert chosen is not None and "std::ostream&" in linker.table_of(chosen).def_of[chosen].signature
    assert got[(18, "size")] == "core.cpp::memory_stream.size()"


# Kanzi's strings.hpp: ``formatSize(atof(input.c_str()))`` beside ``formatSize(const std::string&)``: the C library's
# ``atof`` returns a ``double``.
SIZE_HPP = (
    "#include <cstdlib>\n"
    "#include <string>\n"
    "inline std::string formatSize(double size) { return std::string(); }\n"
    "inline std::string formatSize(const std::string& input) {\n"
    "    return formatSize(atof(input.c_str()));\n"
    "}\n"
)


def test_a_standard_c_function_of_a_number_result_types_its_call() -> None:
    got = resolved(link({"size.hpp": SIZE_HPP}), "size.hpp")
    assert got[(5, "formatSize")] == "size.hpp::formatSize()"


# The DataStax driver: cassandra.h's ``typedef struct CassBatch_ CassBatch;``; external.hpp's ``#define
# EXTERNAL_TYPE(InternalType, ExternalType) extern "C" { struct ExternalType##_ : public External<InternalType,
# ExternalType> { private: ~ExternalType##_() {} }; }`` (a destructor in its body), invoked with a qualified first
# argument in batch_request.hpp.  ``batch->from()`` of a ``CassBatch* batch`` is ``External``'s.  (``batch->
# set_keyspace()``, a member of ``External``'s base, its parameter ``In``, is not found yet.)
CASS_H = "typedef struct CassBatch_ CassBatch;\n"
EXTERNAL_HPP = (
    "template <typename In, typename Ex>\n"
    "struct External : public In {\n"
    "  In* from() { return static_cast<In*>(this); }\n"
    "};\n"
    "#define EXTERNAL_TYPE(InternalType, ExternalType)                        \\\n"
    '  extern "C" {                                                           \\\n'
    "  struct ExternalType##_ : public External<InternalType, ExternalType> { \\\n"
    "  private:                                                               \\\n"
    "    ~ExternalType##_() {}                                                \\\n"
    "  };                                                                     \\\n"
    "  }\n"
)
BATCH_HPP = (
    '#include "cassandra.h"\n'
    '#include "external.hpp"\n'
    "namespace datastax { namespace core { class BatchRequest { public: void set_keyspace(); }; } }\n"
    "EXTERNAL_TYPE(datastax::core::BatchRequest, CassBatch)\n"
)
BATCH_CPP = (
    '#include "batch_request.hpp"\n'
    "datastax::core::BatchRequest* cass_batch_request(CassBatch* batch) {\n"
    "  return batch->from();\n"
    "}\n"
)


def test_a_typedef_of_a_struct_a_pasting_macro_declares_is_that_struct() -> None:
    got = resolved(link({"cassandra.h": CASS_H, "external.hpp": EXTERNAL_HPP, "batch_request.hpp": BATCH_HPP,
                         "batch_request.cpp": BATCH_CPP}), "batch_request.cpp")
    assert got[(3, "from")] == "external.hpp::External.from()"
