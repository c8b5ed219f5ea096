"""C++ round 47: a member initialiser list whose colon stands alone on its line before an ``#ifdef``; an out-of-line
member defined under a using-directive that a header the file includes says."""

from __future__ import annotations

from smriti_git.index.facts import FOREIGN_ONLY
from smriti_git.index.languages import cblank

from .lang_support import defs, extract, link, resolved

# Assimp's FBXTokenizer.cpp: ``Token::Token(...)`` / ``:`` / ``#ifdef DEBUG`` / ``contents(...),`` / ``#endif`` /
# ``sbegin(sbegin)``.  The grammar cannot read a directive inside the initialisers; read as written, the grammar's
# error recovery (with the rest of that file) closed ``namespace FBX`` early, so the file's ``Tokenize`` was
# ``Assimp::Tokenize``, no definition of the header's ``Assimp::FBX::Tokenize``.  The block is flattened now, as
# after ``) :``, and the file parses without an error.
TOKEN_HPP = (
    "namespace Assimp { namespace FBX {\n"
    "class Token { public: Token(const char* sbegin, const char* send, int line); const char* sbegin; int line; };\n"
    "void Tokenize(const char* input);\n"
    "} }\n"
)
TOKEN_CPP = (
    '#include "token.hpp"\n'
    "namespace Assimp {\n"
    "namespace FBX {\n"
    "Token::Token(const char* sbegin, const char* send, int line)\n"
    "    :\n"
    "#ifdef DEBUG\n"
    "    contents(sbegin, static_cast<size_t>(send-sbegin)),\n"
    "#endif\n"
    "    sbegin(sbegin)\n"
    "    , line(line)\n"
    "{\n"
    "    ai_assert(sbegin);\n"
    "    ai_assert(static_cast<size_t>(send-sbegin) > 0);\n"
    "}\n"
    "void Tokenize(const char* input) {\n"
    "    Token t(input, input + 1, 1);\n"
    "}\n"
    "} // !FBX\n"
    "} // !Assimp\n"
)
TOKEN_USE = (
    '#include "token.hpp"\n'
    "void load(const char* s) {\n"
    "    Assimp::FBX::Tokenize(s);\n"
    "}\n"
)


def test_a_lone_colon_before_a_conditional_initialiser_keeps_the_namespace() -> None:
    flat = cblank.flattened(TOKEN_CPP.encode()).decode().split("\n")
    assert flat[5].strip() == flat[7].strip() == ""   # the directives, blanked
    assert flat[6].strip() == "contents(sbegin, static_cast<size_t>(send-sbegin)),"   # the first branch, kept
    assert len(flat) == len(TOKEN_CPP.split("\n")) and len("\n".join(flat)) == len(TOKEN_CPP)
    assert "Assimp.FBX.Tokenize" in defs(extract("token.cpp", TOKEN_CPP))
    linker = link({"token.hpp": TOKEN_HPP, "token.cpp": TOKEN_CPP, "use.cpp": TOKEN_USE})
    sid = "token.hpp::Assimp.FBX.Tokenize()"
    join = linker.declarations.of(linker.table_of(sid), sid)
    assert join is not None and join.resolved and join.definitions == ("token.cpp::Assimp.FBX.Tokenize()",)
    assert resolved(linker, "use.cpp")[(3, "Tokenize")] == join.definitions[0]


# Assimp's PlyParser.cpp defines ``EDataType Property::ParseDataType(...)`` in ``namespace Assimp``: ``Property``
# is ``Assimp::PLY::Property``, found through the ``using namespace PLY;`` that PlyLoader.h, which it includes, says
# in ``namespace Assimp``.  That definition is the header's ``static EDataType ParseDataType(...)``.
PLY_HPP = (
    "#include <vector>\n"
    "namespace Assimp { namespace PLY {\n"
    "enum EDataType { EDT_Int, EDT_INVALID };\n"
    "class Property { public: static EDataType ParseDataType(std::vector<char>& buffer); };\n"
    "} }\n"
)
LOADER_HPP = (
    '#include "ply.hpp"\n'
    "namespace Assimp {\n"
    "using namespace PLY;\n"
    "class PLYImporter { public: void Read(); };\n"
    "}\n"
)
PARSER_CPP = (
    '#include "loader.hpp"\n'
    "namespace Assimp {\n"
    "EDataType Property::ParseDataType(std::vector<char>& buffer) {\n"
    "    return EDT_INVALID;\n"
    "}\n"
    "void PLYImporter::Read() {\n"
    "    std::vector<char> b;\n"
    "    PLY::Property::ParseDataType(b);\n"
    "}\n"
    "}\n"
)
OTHER_CPP = (   # a file that includes only ply.hpp defines no ``Assimp::Property``-named member of another class
    '#include "ply.hpp"\n'
    "namespace Assimp {\n"
    "class Property { public: static int ParseDataType(std::vector<char>& buffer); };\n"
    "int Property::ParseDataType(std::vector<char>& buffer) { return 0; }\n"
    "}\n"
)


def test_a_using_directive_of_an_included_header_names_the_defined_class() -> None:
    linker = link({"ply.hpp": PLY_HPP, "loader.hpp": LOADER_HPP, "parser.cpp": PARSER_CPP})
    sid = "ply.hpp::Assimp.PLY.Property.ParseDataType()"
    join = linker.declarations.of(linker.table_of(sid), sid)
    assert join is not None and join.resolved and join.definitions == ("parser.cpp::Assimp.Property.ParseDataType()",)
    assert resolved(linker, "parser.cpp")[(8, "ParseDataType")] in (sid, *join.definitions)


def test_without_the_directive_a_class_of_the_same_name_is_its_own() -> None:
    linker = link({"ply.hpp": PLY_HPP, "other.cpp": OTHER_CPP})
    sid = "ply.hpp::Assimp.PLY.Property.ParseDataType()"
    assert linker.declarations.of(linker.table_of(sid), sid) is None


# Manifold's C bindings: ``auto box = new (mem) Box(p1, p2); return to_c(box);`` (a placement ``new`` makes a
# ``Box*`` too), ``to_c((*from_c(b)).min)`` (a field of what a call returns), ``auto vec = new (mem)
# std::vector<vec2>; return to_c(vec);`` among ``to_c`` overloads taking a class pointer and pointers to aliases of
# standard containers (``using SimplePolygon = std::vector<vec2>``).
BINDINGS_H = (
    "#include <vector>\n"
    "namespace manifold {\n"
    "struct vec2 { double x, y; };\n"
    "struct vec3 { double x, y, z; };\n"
    "struct ivec3 { int x, y, z; };\n"
    "using SimplePolygon = std::vector<vec2>;\n"
    "using Polygons = std::vector<SimplePolygon>;\n"
    "class Box { public: Box(vec3 a, vec3 b); vec3 min; vec3 max; };\n"
    "class Manifold {};\n"
    "}\n"
    "using namespace manifold;\n"
    "struct MBox; struct MVec3 { double x, y, z; }; struct MPoly; struct MPolys; struct MTri; struct MMan;\n"
    "MBox* to_c(manifold::Box* m);\n"
    "MVec3 to_c(vec3 v);\n"
    "MPoly* to_c(manifold::SimplePolygon* m);\n"
    "MPolys* to_c(manifold::Polygons* m);\n"
    "MTri* to_c(std::vector<ivec3>* m);\n"
    "MMan* to_c(manifold::Manifold* m);\n"
    "manifold::Box* from_c(MBox* b);\n"
)
BINDINGS_CPP = (
    '#include "conv.h"\n'
    "MBox* box(void* mem, double x) {\n"
    "  auto p1 = vec3{x, x, x};\n"
    "  auto box = new (mem) Box(p1, p1);\n"
    "  return to_c(box);\n"
    "}\n"
    "MVec3 box_min(MBox* b) { return to_c((*from_c(b)).min); }\n"
    "MVec3 box_max(MBox* b) { return to_c(from_c(b)->max); }\n"
    "MPoly* polygon(void* mem) {\n"
    "  auto vec = new (mem) std::vector<vec2>;\n"
    "  return to_c(vec);\n"
    "}\n"
    "MPolys* polygons(void* mem) {\n"
    "  auto vec = new (mem) std::vector<SimplePolygon>;\n"
    "  return to_c(vec);\n"
    "}\n"
)


def test_placement_new_fields_of_call_results_and_container_aliases_choose_overloads() -> None:
    facts = extract("bind.cpp", BINDINGS_CPP)
    texts = {(c.line, c.name): c.arg_texts for c in facts.calls}
    assert texts[(7, "to_c")] == (".(*from_c(b)).min",) and texts[(8, "to_c")] == (".from_c(b)->max",)
    got = resolved(link({"conv.h": BINDINGS_H, "bind.cpp": BINDINGS_CPP}), "bind.cpp")
    assert got[(5, "to_c")] == "conv.h::to_c()"
    assert got[(7, "to_c")] == got[(8, "to_c")] == "conv.h::to_c()~2"
    assert got[(11, "to_c")] == "conv.h::to_c()~3"
    assert got[(15, "to_c")] == "conv.h::to_c()~4"


# Manifold's linear algebra (linalg.h): ``vec<T, M>`` specialised for 2 and 3 elements, ``using vec2 =
# la::vec<double, 2>``.  ``la::cross(a, b)`` of two ``vec3`` takes no ``vec<T, 2>``; of two ``vec2``, neither ``(T,
# const vec<T, 2>&)`` nor ``(const vec<T, 2>&, T)``, where ``T`` would be a ``vec2`` and a ``double`` at once.
LINALG_H = (
    "namespace linalg {\n"
    "template <class T, int M> struct vec;\n"
    "template <class T> struct vec<T, 2> {\n"
    "  T x, y;\n"
    "  constexpr vec(const T& x_, const T& y_) : x(x_), y(y_) {}\n"
    "  constexpr explicit vec(const T& s) : vec(s, s) {}\n"
    "};\n"
    "template <class T> struct vec<T, 3> {\n"
    "  T x, y, z;\n"
    "  constexpr vec(const T& x_, const T& y_, const T& z_) : x(x_), y(y_), z(z_) {}\n"
    "  constexpr vec(const vec<T, 2>& xy, const T& z_) : vec(xy.x, xy.y, z_) {}\n"
    "  constexpr explicit vec(const T& s) : vec(s, s, s) {}\n"
    "};\n"
    "template <class T> constexpr T cross(const vec<T, 2>& a, const vec<T, 2>& b) { return a.x * b.y; }\n"
    "template <class T> constexpr vec<T, 2> cross(T a, const vec<T, 2>& b) { return b; }\n"
    "template <class T> constexpr vec<T, 2> cross(const vec<T, 2>& a, T b) { return a; }\n"
    "template <class T> constexpr vec<T, 3> cross(const vec<T, 3>& a, const vec<T, 3>& b) { return a; }\n"
    "}\n"
    "namespace la = linalg;\n"
    "namespace manifold {\n"
    "using vec2 = la::vec<double, 2>;\n"
    "using vec3 = la::vec<double, 3>;\n"
    "}\n"
)
LINALG_USE = (
    '#include "la.h"\n'
    "namespace manifold {\n"
    "double turn(vec2 ref, vec2 dir) {\n"
    "  return la::cross(ref, dir);\n"
    "}\n"
    "vec3 normal(vec3 a, vec3 b) {\n"
    "  return la::cross(a, b);\n"
    "}\n"
    "vec3 lifted(vec2 p, double z) {\n"
    "  return vec3(p, z);\n"
    "}\n"
    "}\n"
)


def test_numbers_of_a_class_template_s_instance_and_a_parameter_deduced_apart() -> None:
    got = resolved(link({"la.h": LINALG_H, "use.cpp": LINALG_USE}), "use.cpp")
    assert got[(4, "cross")] == "la.h::linalg.cross()"
    assert got[(7, "cross")] == "la.h::linalg.cross()~4"
    assert got[(10, "vec3")] == "la.h::linalg.vec.vec()~4"   # ``vec<T, 3>``'s, not ``vec<T, 2>``'s two-argument one


# Manifold's ``from_c`` overloads each return another class, chosen by their argument: a receiver or an argument
# that calls one (``to_c((*from_c(b)).min)``, ``to_c(from_c(m)->Status())``) is typed by the overload that call
# resolves to.  A local it initialises on another line is not (the call of that line is not the one resolved).
RECEIVERS_H = (
    "namespace manifold { struct vec3 { double x; }; class Box { public: vec3 Size() const; vec3 min; };\n"
    "class Manifold { public: int Status() const; vec3 Size() const; }; }\n"
    "struct MBox; struct MMan; struct MVec3 { double x; };\n"
    "manifold::Box* from_c(MBox* b);\n"
    "manifold::Manifold* from_c(MMan* m);\n"
    "MVec3 to_c(manifold::vec3 v);\n"
    "int to_c(int e);\n"
)
RECEIVERS_CPP = (
    '#include "conv.h"\n'
    "MVec3 low(MBox* b) { return to_c((*from_c(b)).min); }\n"
    "int status(MMan* m) { return to_c(from_c(m)->Status()); }\n"
    "MVec3 size(MBox* b, MMan* m) {\n"
    "  auto box = from_c(b);\n"
    "  return to_c(box->Size(), from_c(m));\n"
    "}\n"
)


def test_a_receiver_calling_one_of_overloads_of_other_results_is_typed_by_the_one_called() -> None:
    got = resolved(link({"conv.h": RECEIVERS_H, "use.cpp": RECEIVERS_CPP}), "use.cpp")
    assert got[(2, "to_c")] == "conv.h::to_c()"
    assert got[(3, "to_c")] == "conv.h::to_c()~2"
    assert got[(6, "Size")] != "conv.h::manifold.Manifold.Size()"   # ``box`` is not typed by line 6's ``from_c(m)``


# GEMMI's ``for (auto row : block.find("_chem_comp_atom.", {...})) row.str(0);``: a ``cif::Table``, whose ``begin()``
# returns its own ``iterator`` class, whose ``Row operator*()`` gives each element.
CIF_H = (
    "#include <string>\n"
    "#include <vector>\n"
    "namespace cif {\n"
    "struct Table {\n"
    "  struct Row { std::string& str(int n); bool has(int n) const; };\n"
    "  Row operator[](int n);\n"
    "  struct iterator {\n"
    "    Table& parent; int index;\n"
    "    void operator++() { index++; }\n"
    "    bool operator!=(const iterator& o) const { return index != o.index; }\n"
    "    Row operator*() { return parent[index]; }\n"
    "  };\n"
    "  iterator begin() { return iterator{*this, 0}; }\n"
    "  iterator end() { return iterator{*this, 1}; }\n"
    "};\n"
    "struct Block {\n"
    "  Table find(const std::string& prefix, const std::vector<std::string>& tags);\n"
    "  Table find(const std::string& tag);\n"
    "};\n"
    "}\n"
)
CIF_USE = (
    '#include "cif.h"\n'
    "void read(cif::Block& block) {\n"
    '  for (auto row : block.find("_atom.", {"id", "type"}))\n'
    "    row.str(0);\n"
    '  cif::Table t = block.find("_atom.", {"id"});\n'
    "  for (auto r : t)\n"
    "    r.has(1);\n"
    "}\n"
)


def test_iterating_a_class_whose_begin_returns_its_own_iterator_yields_what_its_operator_star_returns() -> None:
    got = resolved(link({"cif.h": CIF_H, "use.cpp": CIF_USE}), "use.cpp")
    assert got[(4, "str")] == "cif.h::cif.Table.Row.str()"
    assert got[(7, "has")] == "cif.h::cif.Table.Row.has()"


# Uncrustify's ``while ((pc = pc->GetNext())->IsNotNullChunk())``: an assignment in parentheses is what it assigns
# to.
ASSIGNED_CPP = (
    "struct Chunk { Chunk* GetNext(); bool IsNotNullChunk() const; };\n"
    "Chunk* skip(Chunk* pc);\n"
    "void f(Chunk* pc) {\n"
    "  while ((pc = pc->GetNext())->IsNotNullChunk()) {}\n"
    "  Chunk* tmp;\n"
    "  if ((tmp = skip(pc))->IsNotNullChunk()) {}\n"
    "}\n"
)


def test_an_assignment_in_parentheses_is_the_variable_assigned_to() -> None:
    got = resolved(link({"use.cpp": ASSIGNED_CPP}), "use.cpp")
    assert got[(4, "IsNotNullChunk")] == got[(6, "IsNotNullChunk")] == "use.cpp::Chunk.IsNotNullChunk()"


# Assimp's vector3.inl: ``template <typename TReal>`` / ``AI_FORCE_INLINE aiVector3t<TReal> operator - (...)``, the
# macro (``inline``) defined in another header.  Read as written, the grammar took the macro for the result type and
# lost the operators; blanked, ``(v - lastV).SquareLength()`` reaches the class template's member.
VECTOR_H = (
    "typedef float ai_real;\n"
    "template <typename TReal> class aiVector3t {\n"
    " public:\n"
    "  TReal x, y, z;\n"
    "  TReal SquareLength() const;\n"
    "};\n"
    "typedef aiVector3t<ai_real> aiVector3D;\n"
)
VECTOR_INL = (
    '#include "vector3.h"\n'
    "template <typename TReal>\n"
    "AI_FORCE_INLINE aiVector3t<TReal> operator - (const aiVector3t<TReal>& v1, const aiVector3t<TReal>& v2) {\n"
    "    return aiVector3t<TReal>();\n"
    "}\n"
    "template <typename TReal>\n"
    "AI_FORCE_INLINE aiVector3t<TReal> operator ^ (const aiVector3t<TReal>& v1, const aiVector3t<TReal>& v2) {\n"
    "    return aiVector3t<TReal>();\n"
    "}\n"
)
VECTOR_USE = (
    '#include "vector3.inl"\n'
    "bool close(aiVector3D v, aiVector3D lastV) {\n"
    "  return (v - lastV).SquareLength() < 1e-16f;\n"
    "}\n"
)


def test_a_prefix_macro_before_a_free_operator_template() -> None:
    assert {"operator -", "operator ^"} <= set(defs(extract("vector3.inl", VECTOR_INL)))
    got = resolved(link({"vector3.h": VECTOR_H, "vector3.inl": VECTOR_INL, "use.cpp": VECTOR_USE}), "use.cpp")
    assert got[(3, "SquareLength")] == "vector3.h::aiVector3t.SquareLength()"


# OpenH264's ``const ALIGNED_DECLARE (uint8_t, g_kuiZeroLeftMap[16], 16) = {...};`` (``#define ALIGNED_DECLARE(type,
# var, n) type var __attribute__((aligned(n)))``, in another header): the grammar read the macro as a function's
# head, and its error recovery made the rest of the file the body of a scope named ``ALIGNED_DECLARE``, so the
# file's definitions joined no declaration of its header.
ALIGNED_H = "namespace WelsEnc {\nint32_t WriteBlockResidualCavlc(int32_t n);\n}\n"
ALIGNED_CPP = (
    '#include "cavlc.h"\n'
    "namespace WelsEnc {\n"
    "const  ALIGNED_DECLARE (uint8_t, g_kuiZeroLeftMap[16], 16) = {\n"
    "  0, 1, 2, 3, 4, 5, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7\n"
    "};\n"
    "struct Cache { ALIGNED_DECLARE (int8_t, iNonZeroCoeffCount[48], 16); };\n"
    "int32_t WriteBlockResidualCavlc(int32_t n) {\n"
    "  return g_kuiZeroLeftMap[n];\n"
    "}\n"
    "}\n"
)


def test_a_macro_declaring_an_aligned_variable_is_read_as_its_declaration() -> None:
    flat = cblank.without_export_macros(ALIGNED_CPP.encode()).decode().split("\n")
    assert flat[2].split() == ["const", "uint8_t", "g_kuiZeroLeftMap[16]", "=", "{"]
    assert "WelsEnc.WriteBlockResidualCavlc" in defs(extract("cavlc.cpp", ALIGNED_CPP))
    linker = link({"cavlc.h": ALIGNED_H, "cavlc.cpp": ALIGNED_CPP})
    sid = "cavlc.h::WelsEnc.WriteBlockResidualCavlc()"
    join = linker.declarations.of(linker.table_of(sid), sid)
    assert join is not None and join.definitions == ("cavlc.cpp::WelsEnc.WriteBlockResidualCavlc()",)
    assert cblank.without_export_macros(b"  MEMCPY_ALIGNED(dst, src, 16);\n") == b"  MEMCPY_ALIGNED(dst, src, 16);\n"


# ugrep's ugrep.hpp: ``#ifdef OS_WIN_OR_MINGW`` / ``#include <tchar.h> `` (a space after it) / ... / ``inline int
# pipe(int fd[2])`` (its POSIX emulation) / ``#else`` ....  The space is a missing line end to the grammar, which
# misreads no code: the branch is still another platform's, and ``pipe(fd)`` calls the system's.
PIPE_HPP = (
    "#ifdef OS_WIN_OR_MINGW\n"
    "#include <tchar.h> \n"
    "inline int pipe(int fd[2]) { return 0; }\n"
    "#else\n"
    "#include <unistd.h>\n"
    "#endif\n"
)
PIPE_CPP = '#include "ugrep.hpp"\nint run() {\n  int fd[2];\n  return pipe(fd);\n}\n'


def test_a_space_after_an_include_leaves_the_other_platform_s_branch_read() -> None:
    facts = extract("ugrep.hpp", PIPE_HPP)
    assert ("pipe", FOREIGN_ONLY, "") in facts.usings
    assert resolved(link({"ugrep.hpp": PIPE_HPP, "run.cpp": PIPE_CPP}), "run.cpp")[(4, "pipe")] is None


# ugrep's ``static const char *colors[10] = {...}; ... str(colors[i]);`` beside ``str(const std::string&)``: an
# element of an array of pointers is a pointer (``constchar*[]``).
COLORS_HPP = (
    "#include <string>\n"
    "#include <cstddef>\n"
    "class Output { public:\n"
    "  void color(const char* arg);\n"
    "  inline void str(const std::string& s) {}\n"
    "  inline void str(const char *s) {}\n"
    "  inline void str(const char *s, size_t n) {}\n"
    "};\n"
)
COLORS_CPP = (
    '#include "out.hpp"\n'
    "void Output::color(const char *arg) {\n"
    '  static const char *colors[10] = { "a", "b" };\n'
    "  int i = 0;\n"
    "  str(colors[i]);\n"
    "}\n"
)


def test_an_element_of_an_array_of_pointers_is_a_pointer() -> None:
    got = resolved(link({"out.hpp": COLORS_HPP, "out.cpp": COLORS_CPP}), "out.cpp")
    assert got[(5, "str")] == "out.hpp::Output.str()~2"


# Uncrustify's ``const auto &groups = get_option_groups();`` (a ``std::vector<uncrustify::OptionGroup *>``) then
# ``const auto *p_grp = groups[idx];`` and ``for (auto *const option : p_grp->options) option->name();``.
GROUPS_H = (
    "#include <vector>\n"
    "namespace uncrustify {\n"
    "struct GenericOption { const char* name() const; };\n"
    "struct OptionGroup { const char* description; std::vector<GenericOption *> options; };\n"
    "}\n"
    "std::vector<uncrustify::OptionGroup *> get_option_groups();\n"
)
GROUPS_CPP = (
    '#include "opt.h"\n'
    "void print() {\n"
    "  const auto &groups = get_option_groups();\n"
    "  for (size_t idx = 0; idx < groups.size(); idx++) {\n"
    "    const auto *p_grp = groups[idx];\n"
    "    for (auto *const option : p_grp->options) {\n"
    "      option->name();\n"
    "    }\n"
    "  }\n"
    "}\n"
)


def test_an_element_of_an_auto_local_holding_a_call_s_standard_container() -> None:
    got = resolved(link({"opt.h": GROUPS_H, "use.cpp": GROUPS_CPP}), "use.cpp")
    assert got[(7, "name")] == "opt.h::uncrustify.GenericOption.name()"


# Uncrustify's chunk.h: ``Chunk *GetPrevType(const E_Token type, int level = ANY_LEVEL, E_Scope scope =
# E_Scope::ALL) const;`` in the class, ``inline Chunk *Chunk::GetPrevType(const E_Token type, const int level, const
# E_Scope scope) const`` below it in the same header: that definition is the declaration's (a by-value parameter's
# ``const`` is no part of the type), not another ``#if`` branch's.
CHUNK_H = (
    "enum E_Token { CT_A };\n"
    "enum class E_Scope { ALL };\n"
    "#define ANY_LEVEL -1\n"
    "class Chunk {\n"
    "public:\n"
    "   Chunk *GetPrevType(const E_Token type, int level = ANY_LEVEL, E_Scope scope = E_Scope::ALL) const;\n"
    "   int GetLevel() const;\n"
    "};\n"
    "inline Chunk *Chunk::GetPrevType(const E_Token type, const int level, const E_Scope scope) const\n"
    "{\n"
    "   return nullptr;\n"
    "}\n"
)
CHUNK_USE = '#include "chunk.h"\nvoid f(Chunk* after) { after->GetPrevType(CT_A, after->GetLevel()); }\n'


def test_a_member_declared_in_its_class_joins_its_inline_definition_below_it() -> None:
    linker = link({"chunk.h": CHUNK_H, "use.cpp": CHUNK_USE})
    sid = "chunk.h::Chunk.GetPrevType()"
    join = linker.declarations.of(linker.table_of(sid), sid)
    assert join is not None and join.definitions == ("chunk.h::Chunk.GetPrevType()~2",)
    assert resolved(linker, "use.cpp")[(2, "GetPrevType")] == "chunk.h::Chunk.GetPrevType()~2"


# clickhouse-cpp: ``TypeRef type_;`` (``using TypeRef = std::shared_ptr<class Type>``) in a base class of another
# file; in a ``const`` method, ``type_->As<DateTimeType>()`` reaches a mutable ``Type`` through the pointer, so the
# non-``const`` ``As`` is called; and ``template <typename Derived> auto* As() { return static_cast<Derived*>(this);
# }`` gives the class the call names.
AS_H = (
    "#include <memory>\n"
    "#include <string>\n"
    "namespace clickhouse {\n"
    "using TypeRef = std::shared_ptr<class Type>;\n"
    "class Type {\n"
    "public:\n"
    "    template <typename Derived> auto* As() { return static_cast<Derived*>(this); }\n"
    "    template <typename Derived> const auto* As() const { return static_cast<const Derived*>(this); }\n"
    "};\n"
    "class DateTimeType : public Type { public: std::string Timezone() const; };\n"
    "class Column { protected: TypeRef type_; };\n"
    "}\n"
)
AS_CPP = (
    '#include "types.h"\n'
    "namespace clickhouse {\n"
    "class ColumnDateTime : public Column { public: std::string Timezone() const; };\n"
    "std::string ColumnDateTime::Timezone() const {\n"
    "    return type_->As<DateTimeType>()->Timezone();\n"
    "}\n"
    "}\n"
)


def test_a_smart_pointer_field_reaches_a_mutable_object_and_an_auto_template_returns_its_argument() -> None:
    got = resolved(link({"types.h": AS_H, "date.cpp": AS_CPP}), "date.cpp")
    assert got[(5, "As")] == "types.h::clickhouse.Type.As()"
    assert got[(5, "Timezone")] == "types.h::clickhouse.DateTimeType.Timezone()"


# clickhouse-cpp's ``if (auto col = column->As<ColumnDate>()) col->Size();``: a member template returning
# ``std::shared_ptr<T>`` of the class its call names.
SHARED_AS_H = (
    "#include <memory>\n"
    "#include <cstddef>\n"
    "namespace clickhouse {\n"
    "class Column {\n"
    "public:\n"
    "    template <typename T> inline std::shared_ptr<T> As();\n"
    "    template <typename T> inline std::shared_ptr<const T> As() const;\n"
    "    virtual size_t Size() const = 0;\n"
    "};\n"
    "using ColumnRef = std::shared_ptr<Column>;\n"
    "class ColumnDate : public Column {\n"
    "public:\n"
    "    void Append(ColumnRef column);\n"
    "    size_t Size() const override;\n"
    "};\n"
    "}\n"
)
SHARED_AS_CPP = (
    '#include "col.h"\n'
    "namespace clickhouse {\n"
    "void ColumnDate::Append(ColumnRef column) {\n"
    "    if (auto col = column->As<ColumnDate>()) {\n"
    "        col->Size();\n"
    "    }\n"
    "}\n"
    "}\n"
)


def test_a_member_template_returning_a_shared_pointer_of_the_class_its_call_names() -> None:
    got = resolved(link({"col.h": SHARED_AS_H, "date.cpp": SHARED_AS_CPP}), "date.cpp")
    assert got[(5, "Size")] == "col.h::clickhouse.ColumnDate.Size()"


# KataGo's timer.cpp: ``#ifdef OS_IS_WINDOWS`` / ``double ClockTimer::getSeconds() const {...}`` / ``#endif`` /
# ``#ifdef OS_IS_UNIX_OR_APPLE`` / the same / ``#endif``: a macro naming this build's platform beside another's holds
# here, so its branch is this build's and ``timer.getSeconds()`` reaches it.
TIMER_H = "class ClockTimer {\n public:\n  double getSeconds() const;\n};\n"
TIMER_CPP = (
    '#include "timer.h"\n'
    "#ifdef OS_IS_WINDOWS\n"
    "double ClockTimer::getSeconds() const { return 1.0; }\n"
    "#endif\n"
    "#ifdef OS_IS_UNIX_OR_APPLE\n"
    "double ClockTimer::getSeconds() const { return 2.0; }\n"
    "#endif\n"
)
TIMER_USE = '#include "timer.h"\ndouble f(const ClockTimer& timer) {\n  return timer.getSeconds();\n}\n'


def test_a_macro_naming_this_platform_beside_another_holds_here() -> None:
    linker = link({"timer.h": TIMER_H, "timer.cpp": TIMER_CPP, "use.cpp": TIMER_USE})
    target = resolved(linker, "use.cpp")[(3, "getSeconds")]
    assert target == "timer.cpp::ClockTimer.getSeconds()"   # the only one kept: the Windows one is another platform's
    assert linker.symbols[target].span.start_line == 6


# KataGo's ``cmd.add(numThreadsArg)`` of a ``TCLAP::ValueArg<int>`` beside TCLAP's ``add(Arg&)`` and ``add(Arg*)``:
# an object whose class declares no conversion operator becomes no pointer.
TCLAP_H = (
    "namespace TCLAP {\n"
    "class Arg { public: virtual ~Arg(); };\n"
    "template <class T> class ValueArg : public Arg { public: ValueArg(const char* f, T v); T getValue(); };\n"
    "class CmdLine { public: void add(Arg& a); void add(Arg* a); };\n"
    "}\n"
)
TCLAP_CPP = (
    '#include "tclap.h"\n'
    "void run() {\n"
    "  TCLAP::CmdLine cmd;\n"
    '  TCLAP::ValueArg<int> threads("t", 1);\n'
    "  cmd.add(threads);\n"
    "  cmd.add(&threads);\n"
    "}\n"
)


def test_an_object_without_conversions_takes_no_pointer_parameter() -> None:
    got = resolved(link({"tclap.h": TCLAP_H, "use.cpp": TCLAP_CPP}), "use.cpp")
    assert got[(5, "add")] == "tclap.h::TCLAP.CmdLine.add()"
    assert got[(6, "add")] == "tclap.h::TCLAP.CmdLine.add()~2"


# AMQP-CPP's ``push(_confirm)`` of a ``std::shared_ptr<DeferredConfirm> _confirm`` beside ``push(const
# std::shared_ptr<Deferred>&)`` and ``push(const Frame&)``: the first is no non-``const`` reference to another
# instance (``const`` was read into the class's name, ``conststd::shared_ptr``), and a smart pointer becomes no
# ``Frame``, whose constructors take no one argument; ``push(ChannelFlowFrame(...))``: an object becomes no smart
# pointer.
HOLDER_H = (
    "#include <memory>\n"
    "namespace AMQP {\n"
    "class Deferred { public: Deferred(bool failed); virtual ~Deferred(); };\n"
    "class DeferredConfirm : public Deferred { public: DeferredConfirm(bool f) : Deferred(f) {} };\n"
    "class Frame { public: virtual ~Frame(); };\n"
    "class ChannelImpl {\n"
    "    std::shared_ptr<DeferredConfirm> _confirm;\n"
    "public:\n"
    "    Deferred &push(const std::shared_ptr<Deferred> &deferred);\n"
    "    Deferred &push(const Frame &frame);\n"
    "    DeferredConfirm &confirmSelect();\n"
    "    Deferred &flow();\n"
    "};\n"
    "class ChannelFlowFrame : public Frame { public: ChannelFlowFrame(int id, bool active); };\n"
    "}\n"
)
HOLDER_CPP = (
    '#include "ch.h"\n'
    "namespace AMQP {\n"
    "DeferredConfirm &ChannelImpl::confirmSelect()\n"
    "{\n"
    "    push(_confirm);\n"
    "    return *_confirm;\n"
    "}\n"
    "Deferred &ChannelImpl::flow() { return push(ChannelFlowFrame(1, false)); }\n"
    "}\n"
)


def test_a_smart_pointer_takes_a_const_reference_to_another_instance_and_no_class() -> None:
    got = resolved(link({"ch.h": HOLDER_H, "ch.cpp": HOLDER_CPP}), "ch.cpp")
    assert got[(5, "push")] == "ch.h::AMQP.ChannelImpl.push()"
    assert got[(8, "push")] == "ch.h::AMQP.ChannelImpl.push()~2"


# AMQP-CPP's ``send(ChannelOpenFrame(_id))`` beside ``send(const Frame&)`` and ``send(CopiedBuffer&&)``, whose
# ``CopiedBuffer(const Frame&)`` converts: a derived-to-base conversion ranks above a user-defined one.
SEND_H = (
    "namespace AMQP {\n"
    "class Frame { public: virtual ~Frame(); };\n"
    "class ChannelOpenFrame : public Frame { public: ChannelOpenFrame(int id); };\n"
    "class CopiedBuffer { public: CopiedBuffer(const Frame &frame); CopiedBuffer(CopiedBuffer &&that); };\n"
    "class ChannelImpl {\n"
    "    int _id;\n"
    "public:\n"
    "    bool send(CopiedBuffer &&frame);\n"
    "    bool send(const Frame &frame);\n"
    "    bool open();\n"
    "};\n"
    "}\n"
)
SEND_CPP = (
    '#include "ch.h"\n'
    "namespace AMQP {\n"
    "bool ChannelImpl::open() {\n"
    "    return send(ChannelOpenFrame(_id));\n"
    "}\n"
    "}\n"
)


def test_a_base_class_parameter_ranks_above_a_converting_constructor() -> None:
    got = resolved(link({"ch.h": SEND_H, "ch.cpp": SEND_CPP}), "ch.cpp")
    assert got[(4, "send")] == "ch.h::AMQP.ChannelImpl.send()~2"


# WABT's ``using Index = uint32_t;`` and ``WriteU32Leb128(Stream*, uint32_t, const char*)`` beside ``template <typename
# T> WriteU32Leb128(Stream*, T, const char*)``: an ``Index`` is a ``uint32_t``, an exact match for the function, which
# a template's deduction only ties and loses to.
LEB_H = (
    "#include <cstdint>\n"
    "namespace wabt {\n"
    "using Index = uint32_t;\n"
    "class Stream;\n"
    "void WriteU32Leb128(Stream* stream, uint32_t value, const char* desc);\n"
    "template <typename T>\n"
    "void WriteU32Leb128(Stream* stream, T value, const char* desc) {\n"
    "  WriteU32Leb128(stream, static_cast<uint32_t>(value), desc);\n"
    "}\n"
    "struct Func { Index index; };\n"
    "struct Sym { Func& AsFunction(); };\n"
    "}\n"
)
LEB_CC = (
    '#include "leb.h"\n'
    "namespace wabt {\n"
    "void write(Stream* stream_, Sym& sym, Index i) {\n"
    '  WriteU32Leb128(stream_, sym.AsFunction().index, "function index");\n'
    '  WriteU32Leb128(stream_, i, "index");\n'
    "}\n"
    "}\n"
)


def test_an_alias_of_a_fixed_width_integer_is_that_integer() -> None:
    got = resolved(link({"leb.h": LEB_H, "w.cc": LEB_CC}), "w.cc")
    assert got[(4, "WriteU32Leb128")] == got[(5, "WriteU32Leb128")] == "leb.h::wabt.WriteU32Leb128()"
