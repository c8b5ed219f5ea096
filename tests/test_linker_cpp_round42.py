"""C++ round 42: what the thirtieth session's full run left among receivers of unknown type (locals constructed in
parentheses from constants and enumerators, which the grammar reads as prototypes)."""

from __future__ import annotations

from .lang_support import extract, link, resolved

# ``T x(a, B::C);`` in a function body: the grammar reads a prototype whose "parameters" are types.  A constant's
# name (``AP4_EAC3_HEADER_SIZE``), a qualified value (``FlatBufFile::kLanguageTS``, ``Color::RED``), a call of a
# value-named function on an enumerator (``getText(Level::Hard)``), and any qualified name beside a known value
# (``File f(path, OpenFlag::ReadOnly)``) make it a local constructed with arguments.  A real local prototype,
# ``Reader make(Kind);``, stays one.
CONSTRUCTED = {
    "reader.h": (
        "#define HEADER_SIZE 16\n"
        "enum class OpenFlag { ReadOnly, ReadWrite };\n"
        "enum class Level { Easy, Hard };\n"
        "struct Kind {};\n"
        "class Reader {\n"
        "public:\n"
        "    enum Language { kLanguageGo, kLanguageTS };\n"
        "    Reader(const char* bytes, int size);\n"
        "    Reader(const char* path, OpenFlag flag);\n"
        "    Reader(Language language);\n"
        "    Reader(const char* text, Reader* font);\n"
        "    void skip(int bits);\n"
        "    int fd() const;\n"
        "};\n"
        "const char* getText(Level level);\n"
        "Reader* normalFont();\n"
        "namespace ns { Reader* smallFont(); }\n"
    ),
    "reader.cpp": (
        '#include "reader.h"\n'
        "Reader::Reader(const char* bytes, int size) {}\n"
        "Reader::Reader(const char* path, OpenFlag flag) {}\n"
        "Reader::Reader(Language language) {}\n"
        "Reader::Reader(const char* text, Reader* font) {}\n"
        "void Reader::skip(int bits) {}\n"
        "int Reader::fd() const { return 0; }\n"
        "const char* getText(Level level) { return \"\"; }\n"
        "Reader* normalFont() { return nullptr; }\n"
        "Reader* ns::smallFont() { return nullptr; }\n"
    ),
    "main.cpp": (
        '#include "reader.h"\n'
        "int run(const char* bytes, const char* path) {\n"
        "    Reader bits(bytes, HEADER_SIZE);\n"
        "    bits.skip(8);\n"
        "    Reader file(path, OpenFlag::ReadOnly);\n"
        "    int n = file.fd();\n"
        "    Reader ts(Reader::kLanguageTS);\n"
        "    ts.skip(1);\n"
        "    const Reader hard(getText(Level::Hard), ns::smallFont());\n"
        "    n += hard.fd();\n"
        "    Reader make(Kind);\n"
        "    return n;\n"
        "}\n"
    ),
}


def test_locals_constructed_from_constants_and_enumerators() -> None:
    got = resolved(link(CONSTRUCTED), "main.cpp")
    assert got[(4, "skip")] == "reader.cpp::Reader.skip()"
    assert got[(6, "fd")] == "reader.cpp::Reader.fd()"
    assert got[(8, "skip")] == "reader.cpp::Reader.skip()"
    assert got[(10, "fd")] == "reader.cpp::Reader.fd()"


def test_a_local_prototype_stays_a_prototype() -> None:
    got = resolved(link(CONSTRUCTED), "main.cpp")
    assert (11, "Reader") not in got and (11, "make") not in got


# ``auto`` locals: a chain of members (``field.value.type``), through calls without arguments
# (``m_Config->GetFirstHop()->ident``, also as a conditional's branch beside ``nullptr``), and a call in parentheses
# (``auto temp_dest(allocate_uint(slots_, pool));``, read as a prototype).  A range ``for`` over a call with
# arguments reaches the element its result declares, unless overloads of that arity declare other elements.
AUTO = {
    "graph.h": (
        "#include <vector>\n"
        "#include <memory>\n"
        "struct Type { int VectorType() const; };\n"
        "struct Value { Type type; };\n"
        "struct FieldDef { Value value; };\n"
        "struct Ident { int GetIdentHash() const; };\n"
        "struct Hop { std::shared_ptr<Ident> ident; };\n"
        "struct Config { Hop* GetFirstHop(); };\n"
        "template <class T> struct Pointer { T* get(); };\n"
        "Pointer<int> allocate_uint(int n, int pool);\n"
        "struct Vertex { int getId() const; };\n"
        "struct Edge { int getId() const; };\n"
        "struct Graph {\n"
        "    std::vector<Vertex*> others(int a) const;\n"
        "    std::vector<Edge*> getNeighbors() const;\n"
        "    std::vector<std::shared_ptr<Vertex>> getNeighbors(const Vertex* v) const;\n"
        "    std::vector<Edge*> around(int a) const;\n"
        "    std::vector<Vertex*> around(const char* a) const;\n"
        "};\n"
    ),
    "graph.cpp": (
        '#include "graph.h"\n'
        "int Type::VectorType() const { return 0; }\n"
        "int Ident::GetIdentHash() const { return 0; }\n"
        "int Vertex::getId() const { return 0; }\n"
        "int Edge::getId() const { return 0; }\n"
    ),
    "main.cpp": (
        '#include "graph.h"\n'
        "int run(const FieldDef& field, Config* m_Config, int slots_, int pool, Graph& graph_, Vertex* v) {\n"
        "    const auto& type = field.value.type;\n"
        "    int n = type.VectorType();\n"
        "    auto ident = m_Config->GetFirstHop() ? m_Config->GetFirstHop()->ident : nullptr;\n"
        "    n += ident->GetIdentHash();\n"
        "    auto temp_dest(allocate_uint(slots_, pool));\n"
        "    temp_dest.get();\n"
        "    for (auto* o : graph_.others(1))\n"
        "        n += o->getId();\n"
        "    for (const auto& neighbor : graph_.getNeighbors(v))\n"
        "        n += neighbor->getId();\n"
        "    for (auto* x : graph_.around(1))\n"
        "        n += x->getId();\n"
        "    auto others = graph_.others(2);\n"
        "    for (auto* o : others)\n"
        "        n += o->getId();\n"
        "    return n;\n"
        "}\n"
    ),
}


def test_auto_locals_of_member_chains_and_calls_in_parentheses() -> None:
    got = resolved(link(AUTO), "main.cpp")
    assert got[(4, "VectorType")] == "graph.cpp::Type.VectorType()"
    assert got[(6, "GetIdentHash")] == "graph.cpp::Ident.GetIdentHash()"
    assert got[(8, "get")] == "graph.h::Pointer.get()"
    assert got[(10, "getId")] == "graph.cpp::Vertex.getId()"


def test_a_loop_over_an_overloaded_call_takes_the_overloads_of_its_arity() -> None:
    got = resolved(link(AUTO), "main.cpp")
    assert got[(12, "getId")] == "graph.cpp::Vertex.getId()"   # (not ``getNeighbors()``'s ``Edge*``)
    assert got[(14, "getId")] is None   # two overloads of one argument, of other elements: not guessed
    assert got[(17, "getId")] == "graph.cpp::Vertex.getId()"   # a local the call with arguments initialises


# OMPL's ``s->as<base::CompoundState>()->size()``: a template argument's ``::`` is no step of the chain.  fheroes2's
# ``at(dst).SetObject()`` in a method of ``class Board : public std::vector<Cell>``: an element.  SRT's ``struct
# CoreStats { ... } m_stats;``: the field is of the class defined there.
RECEIVERS = {
    "state.h": (
        "#include <vector>\n"
        "namespace ompl { namespace base {\n"
        "class State {\n"
        "public:\n"
        "    template <class T> const T* as() const { return static_cast<const T*>(this); }\n"
        "    template <class T> T* as() { return static_cast<T*>(this); }\n"
        "};\n"
        "class CompoundState : public State { public: int size() const; };\n"
        "} }\n"
        "struct Cell { void SetObject(int v); };\n"
        "struct Metric { int count() const; };\n"
        "struct Receiver { Metric dropped; };\n"
    ),
    "state.cpp": (
        '#include "state.h"\n'
        "int ompl::base::CompoundState::size() const { return 0; }\n"
        "void Cell::SetObject(int v) {}\n"
        "int Metric::count() const { return 0; }\n"
    ),
    "main.cpp": (
        '#include "state.h"\n'
        "namespace ompl { namespace control {\n"
        "int f(const base::State* s) { return s->as<base::CompoundState>()->size(); }\n"
        "} }\n"
        "class Board : public std::vector<Cell> {\n"
        "public:\n"
        "    void place(int dst) { at(dst).SetObject(1); }\n"
        "};\n"
        "class Core {\n"
        "    struct CoreStats {\n"
        "        Receiver rcvr;\n"
        "    } m_stats;\n"
        "    int dropped() const { return m_stats.rcvr.dropped.count(); }\n"
        "};\n"
    ),
}


def test_template_arguments_element_getters_and_fields_of_classes_defined_in_place() -> None:
    got = resolved(link(RECEIVERS), "main.cpp")
    assert got[(3, "size")] == "state.cpp::ompl.base.CompoundState.size()"
    assert got[(7, "SetObject")] == "state.cpp::Cell.SetObject()"
    assert got[(13, "count")] == "state.cpp::Metric.count()"


# yoga's ``auto dst = resolveRef(dstNode);`` of ``Node* resolveRef(YGNodeRef)`` beside ``const Node*
# resolveRef(YGNodeConstRef)``: the local is as const as the overload its initialiser calls makes it, so
# ``dst->style()`` is the mutable ``style()`` and ``src->style()`` the ``const`` one.
CONSTNESS = {
    "node.h": (
        "struct Style { int flex; };\n"
        "struct YGNode;\n"
        "typedef struct YGNode* YGNodeRef;\n"
        "typedef const struct YGNode* YGNodeConstRef;\n"
        "namespace yoga {\n"
        "class Node {\n"
        "public:\n"
        "    Style& style();\n"
        "    const Style& style() const;\n"
        "private:\n"
        "    Style style_;\n"
        "};\n"
        "Node* resolveRef(YGNodeRef ref);\n"
        "const Node* resolveRef(YGNodeConstRef ref);\n"
        "}\n"
    ),
    "node.cpp": (
        '#include "node.h"\n'
        "namespace yoga {\n"
        "Style& Node::style() { return style_; }\n"
        "const Style& Node::style() const { return style_; }\n"
        "Node* resolveRef(YGNodeRef ref) { return nullptr; }\n"
        "const Node* resolveRef(YGNodeConstRef ref) { return nullptr; }\n"
        "}\n"
    ),
    "copy.cpp": (
        '#include "node.h"\n'
        "using namespace yoga;\n"
        "void copyStyle(YGNodeRef dstNode, YGNodeConstRef srcNode) {\n"
        "    auto dst = resolveRef(dstNode);\n"
        "    auto src = resolveRef(srcNode);\n"
        "    dst->style();\n"
        "    src->style();\n"
        "}\n"
    ),
}


def test_an_auto_local_is_as_const_as_the_overload_its_initialiser_calls() -> None:
    got = resolved(link(CONSTNESS), "copy.cpp")
    assert got[(6, "style")] == "node.cpp::yoga.Node.style()"
    assert got[(7, "style")] == "node.cpp::yoga.Node.style()~2"


# fheroes2's ``BoxSprite rbs( PaymentConditions::RecruitHero(), fheroes2::boxAreaWidthPx );`` (a qualified call
# beside a qualified value) and MiniZinc's ``SolverConfigs solver_configs(std::cerr);`` (a standard stream) are
# locals; ``SolverConfigs other(std::ostream);`` stays a prototype.
STREAMS = {
    "main.cpp": (
        "#include <iostream>\n"
        "namespace fheroes2 { const int boxAreaWidthPx = 3; }\n"
        "struct Cost {};\n"
        "namespace PaymentConditions { Cost RecruitHero(); }\n"
        "namespace Resource { struct BoxSprite { BoxSprite(const Cost& c, int w); int GetArea() const; }; }\n"
        "struct SolverConfigs { SolverConfigs(std::ostream& o); int mznlibDir() const; };\n"
        "int Resource::BoxSprite::GetArea() const { return 0; }\n"
        "int SolverConfigs::mznlibDir() const { return 0; }\n"
        "void f() {\n"
        "    Resource::BoxSprite rbs( PaymentConditions::RecruitHero(), fheroes2::boxAreaWidthPx );\n"
        "    rbs.GetArea();\n"
        "    SolverConfigs solver_configs(std::cerr);\n"
        "    solver_configs.mznlibDir();\n"
        "    SolverConfigs other(std::ostream);\n"
        "}\n"
    ),
}


def test_locals_constructed_from_qualified_calls_and_standard_streams() -> None:
    got = resolved(link(STREAMS), "main.cpp")
    assert got[(11, "GetArea")] == "main.cpp::Resource.BoxSprite.GetArea()"
    assert got[(13, "mznlibDir")] == "main.cpp::SolverConfigs.mznlibDir()"
    assert not any(line == 14 for line, _ in got)


# FlatBuffers' ``for (auto it = struct_def.fields.vec.begin(); ...) { auto& field = **it;`` of ``SymbolTable<FieldDef>
# fields`` whose class template declares ``std::vector<T*> vec``: a ``FieldDef``.
TABLES = {
    "main.cpp": (
        "#include <vector>\n"
        "template <typename T> class SymbolTable { public: std::vector<T*> vec; };\n"
        "struct FieldDef { int size() const; };\n"
        "struct StructDef { SymbolTable<FieldDef> fields; };\n"
        "int FieldDef::size() const { return 0; }\n"
        "int gen(StructDef& struct_def, StructDef* sd) {\n"
        "    int n = 0;\n"
        "    for (auto it = struct_def.fields.vec.begin(); it != struct_def.fields.vec.end(); ++it) {\n"
        "        auto& field = **it;\n"
        "        n += field.size();\n"
        "    }\n"
        "    for (auto f : sd->fields.vec) n += f->size();\n"
        "    return n;\n"
        "}\n"
    ),
}


def test_a_sequence_a_class_template_declares_of_its_parameter() -> None:
    got = resolved(link(TABLES), "main.cpp")
    assert got[(10, "size")] == "main.cpp::FieldDef.size()"
    assert got[(12, "size")] == "main.cpp::FieldDef.size()"


# aria2: ``e_->addCommand(make_unique<WSCommand>(1))`` (its own ``make_unique``) takes the
# ``std::unique_ptr<Command>`` overload, not the one of a ``std::vector`` of them; ``dict.put("a", Integer::g(1))``
# the ``std::unique_ptr<ValueBase>`` one, not ``put(std::string, String::ValueType)`` (a ``std::string``); a
# ``std::string`` the other.
OWNERS = {
    "main.cpp": (
        "#include <memory>\n"
        "#include <string>\n"
        "#include <vector>\n"
        "namespace aria2 {\n"
        "template <typename T, typename... U> std::unique_ptr<T> make_unique(U&&... u);\n"
        "class Command { public: virtual ~Command(); };\n"
        "class WSCommand : public Command { public: WSCommand(int a); };\n"
        "class Engine {\n"
        "public:\n"
        "    void addCommand(std::vector<std::unique_ptr<Command>> commands);\n"
        "    void addCommand(std::unique_ptr<Command> command);\n"
        "};\n"
        "class ValueBase {};\n"
        "class String : public ValueBase { public: typedef std::string ValueType; };\n"
        "class Integer : public ValueBase { public: static std::unique_ptr<Integer> g(int i); };\n"
        "class Dict {\n"
        "public:\n"
        "    void put(std::string key, std::unique_ptr<ValueBase> vlb);\n"
        "    void put(std::string key, String::ValueType string);\n"
        "};\n"
        "void f(Engine* e_, Dict& dict) {\n"
        "    e_->addCommand(make_unique<WSCommand>(1));\n"
        "    e_->addCommand(std::make_unique<WSCommand>(2));\n"
        "    dict.put(\"a\", Integer::g(1));\n"
        "    dict.put(\"b\", std::string(\"x\"));\n"
        "}\n"
        "}\n"
    ),
}


def test_smart_pointers_strings_and_containers_are_told_apart() -> None:
    got = resolved(link(OWNERS), "main.cpp")
    assert got[(22, "addCommand")] == "main.cpp::aria2.Engine.addCommand()~2"
    assert got[(23, "addCommand")] == "main.cpp::aria2.Engine.addCommand()~2"
    assert got[(24, "put")] == "main.cpp::aria2.Dict.put()"
    assert got[(25, "put")] == "main.cpp::aria2.Dict.put()~2"


# wabt's ``Pop<u64>()`` is the member template ``template <typename T> T Pop();``, and ``Pop()`` the plain ``Value
# Pop();`` beside it: a template deduces nothing from no arguments.
TEMPLATES = {
    "main.cpp": (
        "typedef unsigned u32;\n"
        "struct Value {};\n"
        "class Thread {\n"
        "public:\n"
        "    template <typename T>\n"
        "    T Pop();\n"
        "    Value Pop();\n"
        "    void run(bool b);\n"
        "};\n"
        "template <typename T> T Thread::Pop() { return T(); }\n"
        "Value Thread::Pop() { return Value(); }\n"
        "void Thread::run(bool b) {\n"
        "    u32 size = Pop<u32>();\n"
        "    Value v = Pop();\n"
        "}\n"
    ),
}


def test_a_call_without_template_arguments_and_a_template_that_needs_them() -> None:
    got = resolved(link(TEMPLATES), "main.cpp")
    assert got[(13, "Pop")] == "main.cpp::Thread.Pop()"
    assert got[(14, "Pop")] == "main.cpp::Thread.Pop()~2"


# Assimp's ``Value(a.bufferView->id, w.mAl).Move()`` of rapidjson's ``typedef GenericValue<UTF8<> > Value;`` and
# PDF-Writer's ``Double(x / 10).ToString()`` of ``typedef BoxingBase<double> Double;``: a temporary of an alias is
# an object of the class it names.
ALIASES = {
    "main.cpp": (
        "template <typename E> struct UTF8 {};\n"
        "template <typename Encoding, typename Alloc = int>\n"
        "class GenericValue { public: GenericValue(int a, int b); GenericValue& Move(); };\n"
        "typedef GenericValue<UTF8<> > Value;\n"
        "template <typename T> class BoxingBase { public: BoxingBase(T v); const char* ToString() const; };\n"
        "typedef BoxingBase<double> Double;\n"
        "void f(int id, int al) {\n"
        "    Value(id, al).Move();\n"
        "    Double(((double)id) / 10).ToString();\n"
        "}\n"
    ),
}


def test_a_temporary_of_an_alias_of_a_template_instance() -> None:
    got = resolved(link(ALIASES), "main.cpp")
    assert got[(8, "Move")] == "main.cpp::GenericValue.Move()"
    assert got[(9, "ToString")] == "main.cpp::BoxingBase.ToString()"


# FDK AAC: ``#ifdef __LP64__`` / ``#define LONG INT`` / ``#else`` / ``typedef signed long LONG;``.  The fixed build
# (x86-64 Linux) defines ``__LP64__``, so the ``#else`` alias and ``#if !defined(__LP64__)``'s ``fMin(INT, INT)`` are
# another platform's; ``FIXP_DBL`` (``typedef LONG FIXP_DBL;``) is an ``int`` through the macro and ``INT``, and
# ``fMult(x, a[1])`` of a ``FIXP_DBL`` and a ``FIXP_SGL`` (a ``short``) is ``fMult(LONG, SHORT)``.
FIXED_POINT = {
    "machine_type.h": (
        "typedef signed int INT;\n"
        "#ifdef __LP64__\n"
        "#define LONG INT\n"
        "#else\n"
        "typedef signed long LONG;\n"
        "#endif\n"
        "typedef signed short SHORT;\n"
        "typedef SHORT FIXP_SGL;\n"
        "typedef LONG FIXP_DBL;\n"
    ),
    "common_fix.h": (
        '#include "machine_type.h"\n'
        "inline LONG fMult(SHORT a, SHORT b) { return a; }\n"
        "inline LONG fMult(SHORT a, LONG b) { return a; }\n"
        "inline LONG fMult(LONG a, SHORT b) { return a; }\n"
        "inline LONG fMult(LONG a, LONG b) { return a; }\n"
        "inline FIXP_DBL fMin(FIXP_DBL a, FIXP_DBL b) { return a; }\n"
        "inline FIXP_SGL fMin(FIXP_SGL a, FIXP_SGL b) { return a; }\n"
        "#if !defined(__LP64__)\n"
        "inline INT fMin(INT a, INT b) { return a; }\n"
        "#endif\n"
        "inline unsigned fMin(unsigned a, unsigned b) { return a; }\n"
    ),
    "main.cpp": (
        '#include "common_fix.h"\n'
        "void f(FIXP_DBL x, FIXP_SGL s, INT i, const FIXP_SGL* a) {\n"
        "    FIXP_DBL g = fMult(x, a[1]);\n"
        "    g = fMult(x, x);\n"
        "    INT m = fMin(i, 3);\n"
        "    g = fMult(s, x);\n"
        "}\n"
    ),
}


def test_the_fixed_build_defines_lp64_and_aliases_reach_numbers_through_macros() -> None:
    assert [d.name for d in extract("machine_type.h", FIXED_POINT["machine_type.h"]).definitions
            if d.name == "LONG"] == ["LONG"]   # the macro only
    got = resolved(link(FIXED_POINT), "main.cpp")
    assert got[(3, "fMult")] == "common_fix.h::fMult()~3"
    assert got[(4, "fMult")] == "common_fix.h::fMult()~4"
    assert got[(5, "fMin")] == "common_fix.h::fMin()"
    assert got[(6, "fMult")] == "common_fix.h::fMult()~2"


# libfive's C API, stdlib.cpp: ``libfive_tree _union(libfive_tree a, libfive_tree b) { return _union(Tree(a),
# Tree(b)).release(); }`` under ``using namespace libfive;``.  Unqualified lookup finds the file's own ``_union`` and
# ``libfive::_union(Tree, Tree)``; an object of ``Tree`` (no conversion operator) converts to no pointer, so the call
# is the namespace's.  ``_union(a, a)`` of two ``libfive_tree`` s stays the file's own.
DIRECTIVES = {
    "impl.hpp": (
        "namespace libfive {\n"
        "class Tree { public: Tree(struct libfive_tree_* t); struct libfive_tree_* release(); };\n"
        "Tree _union(Tree a, Tree b);\n"
        "}\n"
        "typedef struct libfive_tree_* libfive_tree;\n"
    ),
    "impl.cpp": (
        '#include "impl.hpp"\n'
        "namespace libfive {\n"
        "Tree _union(Tree a, Tree b) { return a; }\n"
        "struct libfive_tree_* Tree::release() { return nullptr; }\n"
        "}\n"
    ),
    "stdlib.cpp": (
        '#include "impl.hpp"\n'
        "using namespace libfive;\n"
        "libfive_tree _union(libfive_tree a, libfive_tree b) {\n"
        "    return _union(Tree(a), Tree(b)).release();\n"
        "}\n"
        "libfive_tree twice(libfive_tree a) { return _union(a, a); }\n"
    ),
}


def test_a_using_directive_brings_overloads_beside_a_global_function() -> None:
    got = resolved(link(DIRECTIVES), "stdlib.cpp")
    assert got[(4, "_union")] == "impl.cpp::libfive._union()"
    assert got[(4, "release")] == "impl.cpp::libfive.Tree.release()"
    assert got[(6, "_union")] == "stdlib.cpp::_union()"


# FDK AAC: a macro a build's configuration defines one way or another (``#if SAMPLE_BITS == 32`` / ``#define FIXP_PCM
# FIXP_DBL`` / ``#else`` / ``#define FIXP_PCM FIXP_SGL``) decides between overloads only where every meaning agrees;
# a shift of a number is its left operand's type, promoted (``a[0] << i`` of a ``short``: an ``int``).
CONFIGURED = dict(FIXED_POINT, **{
    "pcm.h": (
        '#include "machine_type.h"\n'
        "#if SAMPLE_BITS == 32\n"
        "#define FIXP_PCM FIXP_DBL\n"
        "#else\n"
        "#define FIXP_PCM FIXP_SGL\n"
        "#endif\n"
    ),
    "main.cpp": (
        '#include "common_fix.h"\n'
        '#include "pcm.h"\n'
        "void f(FIXP_DBL x, FIXP_SGL s, INT i, const FIXP_SGL* a) {\n"
        "    FIXP_DBL g = fMult(x, (FIXP_PCM)s);\n"
        "    g = fMult((a[0] << i), (s >> 1));\n"
        "}\n"
    ),
})


def test_configured_macros_and_shifts() -> None:
    got = resolved(link(CONFIGURED), "main.cpp")
    assert got[(4, "fMult")] is None   # ``fMult(LONG, LONG)`` or ``fMult(LONG, SHORT)``: the build decides
    assert got[(5, "fMult")] == "common_fix.h::fMult()~4"


# FDK AAC's ``#define FL2FXCONST_DBL(val) (FIXP_DBL)(...)`` and ``#define C31 ((FIXP_DBL)0x91261468)``: a macro whose
# body is one cast has that type as an argument.
CASTS = dict(FIXED_POINT, **{
    "consts.h": (
        '#include "machine_type.h"\n'
        "#define FL2FXCONST_DBL(val) \\\n"
        "  (FIXP_DBL)( \\\n"
        "      (val) > 0 ? 1 : 2)\n"
        "#define FL2FXCONST_SGL(val) ((FIXP_SGL)(val))\n"
        "#define C31 ((FIXP_DBL)0x91261468)\n"
    ),
    "main.cpp": (
        '#include "common_fix.h"\n'
        '#include "consts.h"\n'
        "void f(FIXP_DBL x) {\n"
        "    FIXP_DBL g = fMult(FL2FXCONST_DBL(0.5), x);\n"
        "    g = fMult(C31, FL2FXCONST_SGL(0.1));\n"
        "}\n"
    ),
})


def test_a_macro_of_one_cast_has_its_type() -> None:
    got = resolved(link(CASTS), "main.cpp")
    assert got[(4, "fMult")] == "common_fix.h::fMult()~4"
    assert got[(5, "fMult")] == "common_fix.h::fMult()~3"


# MMKV: ``zeroFillFile(int, ...)`` in MemoryFile.cpp beside ``zeroFillFile(MMKVFileHandle_t, ...)`` in the Windows-only
# MemoryFile_Win32.cpp (``#ifdef MMKV_WIN32`` around the file): this build's call is never the other platform's.
# libopenmpt: ``mpt::round`` is defined only under ``#if MPT_OS_DJGPP`` (DOS); elsewhere it is ``using std::round;``.
PLATFORMS = {
    "file.h": (
        "#ifdef MMKV_WIN32\n"
        "typedef void* MMKVFileHandle_t;\n"
        "#else\n"
        "typedef int MMKVFileHandle_t;\n"
        "#endif\n"
        "namespace mmkv { bool zeroFillFile(MMKVFileHandle_t fd, int start, int size); }\n"
    ),
    "file.cpp": (
        '#include "file.h"\n'
        "namespace mmkv {\n"
        "bool zeroFillFile(int fd, int start, int size) { return true; }\n"
        "bool grow(MMKVFileHandle_t fd) { return zeroFillFile(fd, 0, 8); }\n"
        "}\n"
    ),
    "file_win32.cpp": (
        '#include "file.h"\n'
        "#ifdef MMKV_WIN32\n"
        "namespace mmkv {\n"
        "bool zeroFillFile(MMKVFileHandle_t file, int start, int size) { return true; }\n"
        "}\n"
        "#endif\n"
    ),
    "math.hpp": (
        "#include <cmath>\n"
        "namespace mpt {\n"
        "#if MPT_OS_DJGPP\n"
        "inline double round(const double val) { return ::round(val); }\n"
        "inline float round(const float val) { return ::roundf(val); }\n"
        "#else\n"
        "using std::round;\n"
        "#endif\n"
        "}\n"
    ),
    "chorus.cpp": (
        '#include "math.hpp"\n'
        "float quarter(float value) { return mpt::round(value * 4.0f) / 4.0f; }\n"
    ),
}


def test_another_platforms_definitions_are_never_this_builds_overloads() -> None:
    linker = link(PLATFORMS)
    assert resolved(linker, "file.cpp")[(4, "zeroFillFile")] == "file.cpp::mmkv.zeroFillFile()"
    assert resolved(linker, "chorus.cpp")[(2, "round")] is None
