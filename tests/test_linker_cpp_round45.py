"""C++ round 45: a smart pointer's own members reached on a call's result, chains through an alias template of a
standard owning pointer, a new object's constness, friend functions found by their arguments, a class template
constructed with ``<>``, ``std::string + x``, function templates whose result names none of their parameters, and
results written after an attribute."""

from __future__ import annotations

from .lang_support import defs, extract, link, resolved

# librime's ``template <class T> using an = std::shared_ptr<T>;``: ``ctx->menu()->First()`` reaches the ``Menu``
# that ``an<Menu> menu()`` points to, and ``.reset()`` on that result (or on an ``auto`` local it initialises) is the
# smart pointer's own, as it is for a ``std::shared_ptr<Menu>`` result.
HOLDER_RESULTS = {
    "ctx.hpp": (
        "#include <memory>\n"
        "template <class T> using an = std::shared_ptr<T>;\n"
        "class Candidate { public: int text() const; };\n"
        "class Menu { public: an<Candidate> First(); void reset(); };\n"
        "class Context {\n"
        "public:\n"
        "  an<Menu> menu();\n"
        "  std::shared_ptr<Menu> plain();\n"
        "};\n"
    ),
    "use.cpp": (
        '#include "ctx.hpp"\n'
        "int use(Context* ctx) {\n"
        "  int n = ctx->menu()->First()->text();\n"
        "  ctx->menu().reset();\n"
        "  ctx->plain().reset();\n"
        "  ctx->plain()->reset();\n"
        "  auto m = ctx->menu();\n"
        "  m.reset();\n"
        "  m->reset();\n"
        "  return n;\n"
        "}\n"
    ),
}


def test_a_call_result_through_an_alias_template_of_a_smart_pointer() -> None:
    got = resolved(link(HOLDER_RESULTS), "use.cpp")
    assert got[(3, "First")] == "ctx.hpp::Menu.First()"
    assert got[(3, "text")] == "ctx.hpp::Candidate.text()"


def test_a_smart_pointer_result_answers_its_own_members_with_a_dot() -> None:
    linker = link(HOLDER_RESULTS)
    table = linker.tables["use.cpp"]
    got = {(c.line, c.dot): linker.resolve_call(table, c)[0] for c in table.facts.calls if c.name == "reset"}
    for line in (4, 5, 8):
        assert not got[(line, True)].resolved and got[(line, True)].reason == "external", line
    assert got[(6, False)].dst == "ctx.hpp::Menu.reset()"
    assert got[(9, False)].dst == "ctx.hpp::Menu.reset()"


# {fmt}'s ``auto buffer = memory_buffer();`` (``using memory_buffer = basic_memory_buffer<char>;``) is a new,
# non-``const`` object: ``buffer.data()`` is ``T* data()``, not ``const T* data() const``.
NEW_OBJECT = {
    "buf.hpp": (
        "template <class T> class basic_buffer { public: T* data(); const T* data() const; };\n"
        "using memory_buffer = basic_buffer<char>;\n"
        "struct Plain { int* data(); const int* data() const; };\n"
    ),
    "use.cpp": (
        '#include "buf.hpp"\n'
        "void f() {\n"
        "  auto buffer = memory_buffer();\n"
        "  buffer.data();\n"
        "  auto p = Plain();\n"
        "  p.data();\n"
        "  const auto q = Plain();\n"
        "  q.data();\n"
        "}\n"
    ),
}


def test_an_auto_local_constructed_from_a_class_is_not_const() -> None:
    got = resolved(link(NEW_OBJECT), "use.cpp")
    assert got[(4, "data")] == "buf.hpp::basic_buffer.data()"
    assert got[(6, "data")] == "buf.hpp::Plain.data()"
    assert got[(8, "data")] == "buf.hpp::Plain.data()~2"


# {fmt}'s ``friend auto add_compare(const bigint&, const bigint&, const bigint&)``, defined in ``class bigint``:
# only argument-dependent lookup finds it, for ``add_compare(numerator, *upper, denominator)``; beside a function
# of its name in the class's namespace, the one taking that many arguments.
FRIENDS = {
    "big.hpp": (
        "namespace detail {\n"
        "class bigint {\n"
        "  friend int add_compare(const bigint& a, const bigint& b, const bigint& c) { return 0; }\n"
        "  template <typename T> friend void swap2(bigint& a, T& b) {}\n"
        " public:\n"
        "  int size() const;\n"
        "};\n"
        "int add_compare(int a, int b);\n"
        "}\n"
    ),
    "use.cpp": (
        '#include "big.hpp"\n'
        "int g(int x) {\n"
        "  detail::bigint a, b, c;\n"
        "  swap2(a, b);\n"
        "  return add_compare(a, b, c) + detail::add_compare(x, x);\n"
        "}\n"
    ),
}


def test_a_friend_defined_in_its_class_is_marked() -> None:
    found = defs(extract("big.hpp", FRIENDS["big.hpp"]))
    assert "friend" in found["detail.bigint.add_compare"].decorators
    assert "friend" in found["detail.bigint.swap2"].decorators
    assert "friend" not in found["detail.bigint.size"].decorators


def test_a_friend_function_is_found_by_its_arguments_classes() -> None:
    linker = link(FRIENDS)
    table = linker.tables["use.cpp"]
    assert resolved(linker, "use.cpp")[(4, "swap2")] == "big.hpp::detail.bigint.swap2()"
    answers = sorted((c.column, linker.resolve_call(table, c)[0].dst) for c in table.facts.calls
                     if c.name == "add_compare")
    assert [dst for _, dst in answers] == ["big.hpp::detail.bigint.add_compare()", "big.hpp::detail.add_compare()"]


# {fmt}'s ``auto buf = detail::counting_buffer<>();``: a class template constructed with its default arguments.
EMPTY_ARGUMENTS = {
    "count.hpp": (
        "namespace detail {\n"
        "template <typename T = char> class counting_buffer { public: int count(); };\n"
        "template <typename T> class other { public: int count(); };\n"
        "}\n"
    ),
    "use.cpp": (
        '#include "count.hpp"\n'
        "int h() {\n"
        "  auto buf = detail::counting_buffer<>();\n"
        "  return buf.count();\n"
        "}\n"
    ),
}


def test_a_class_template_constructed_with_empty_arguments() -> None:
    assert resolved(link(EMPTY_ARGUMENTS), "use.cpp")[(4, "count")] == "count.hpp::detail.counting_buffer.count()"


# BehaviorTree.CPP's ``RuntimeError(std::string_view)`` beside ``template <typename... SV> RuntimeError(const
# SV&...)``: the pack binds a ``std::string`` exactly, so it is called for ``std::string("...") +
# sqlite3_errmsg(db)`` (a string, whatever the unknown right operand is) and for ``StrCat(...)``, whose template
# writes ``std::string`` as its result.  ``demangle(a.type())`` reads ``[[nodiscard]] const std::type_index&
# type() const``'s result past its attribute.
STRINGS = {
    "err.hpp": (
        "#include <string>\n"
        "#include <string_view>\n"
        "#include <typeindex>\n"
        "namespace BT {\n"
        "std::string demangle(char const* name);\n"
        "std::string demangle(const std::type_index& index);\n"
        "std::string demangle(const std::type_info& info);\n"
        "template <typename... SV> std::string StrCat(const SV&... args);\n"
        "class Any { public: [[nodiscard]] const std::type_index& type() const noexcept; };\n"
        "class RuntimeError {\n"
        " public:\n"
        "  RuntimeError(std::string_view message);\n"
        "  template <typename... SV> RuntimeError(const SV&... args);\n"
        "};\n"
        "}\n"
    ),
    "use.cpp": (
        '#include "err.hpp"\n'
        "extern const char* sqlite3_errmsg(void* db);\n"
        "namespace BT {\n"
        "void f(const Any& a, const char* m, std::string_view v) {\n"
        "  demangle(a.type());\n"
        '  throw RuntimeError(StrCat("x", m));\n'
        "}\n"
        "void g(void* db, std::string_view v) {\n"
        '  throw RuntimeError(std::string("x: ") + sqlite3_errmsg(db));\n'
        "}\n"
        "void h(std::string_view v) {\n"
        "  throw RuntimeError(v);\n"
        "}\n"
        "}\n"
    ),
}


def test_string_results_choose_the_forwarding_pack() -> None:
    got = resolved(link(STRINGS), "use.cpp")
    assert got[(5, "demangle")] == "err.hpp::BT.demangle()~2"
    assert got[(6, "RuntimeError")] == "err.hpp::BT.RuntimeError.RuntimeError()~2"
    assert got[(9, "RuntimeError")] == "err.hpp::BT.RuntimeError.RuntimeError()~2"
    assert got[(12, "RuntimeError")] == "err.hpp::BT.RuntimeError.RuntimeError()"


# g2o's ``arg.param("solverProperties", solverProperties, "", ...)`` of a ``string`` under ``using namespace std;``:
# the ``std::string&`` overload, not ``param(const std::string&, bool& p, bool defValue, ...)`` (a string lvalue binds
# no ``bool&``, and a literal's pointer would become the ``bool``).
PARAMS = {
    "args.h": (
        "#include <string>\n"
        "#include <vector>\n"
        "class CommandArgs {\n"
        " public:\n"
        "  void param(const std::string& name, bool& p, bool defValue, const std::string& desc);\n"
        "  void param(const std::string& name, int& p, int defValue, const std::string& desc);\n"
        "  void param(const std::string& name, std::string& p, const std::string& defValue, const std::string& d);\n"
        "  void param(const std::string& name, std::vector<int>& p, const std::vector<int>& v, const std::string& d);\n"
        "};\n"
    ),
    "use.cpp": (
        '#include "args.h"\n'
        "using namespace std;\n"
        "void f(CommandArgs& arg) {\n"
        "  string solverProperties;\n"
        "  bool b;\n"
        '  arg.param("solverProperties", solverProperties, "", "x");\n'
        '  arg.param("b", b, false, "x");\n'
        "}\n"
    ),
}


def test_a_bare_standard_string_binds_no_bool_reference() -> None:
    got = resolved(link(PARAMS), "use.cpp")
    assert got[(6, "param")] == "args.h::CommandArgs.param()~3"
    assert got[(7, "param")] == "args.h::CommandArgs.param()"


# g2o's ``addVertex(HyperGraph::Vertex*)`` beside ``addVertex(OptimizableGraph::Vertex*)``: a pointer to an
# ``OptimizableGraph::Vertex`` (or a class deriving from it) converts better to the nearer base.
NEAREST = {
    "graph.h": (
        "class HyperGraph { public: class Vertex { public: int id(); }; };\n"
        "class OptimizableGraph : public HyperGraph {\n"
        " public:\n"
        "  class Vertex : public HyperGraph::Vertex { public: int dim(); };\n"
        "  bool addVertex(HyperGraph::Vertex* v);\n"
        "  bool addVertex(OptimizableGraph::Vertex* v);\n"
        "};\n"
        "class SparseOptimizer : public OptimizableGraph {};\n"
        "class VertexSE2 : public OptimizableGraph::Vertex {};\n"
    ),
    "use.cpp": (
        '#include "graph.h"\n'
        "void f(SparseOptimizer& o, SparseOptimizer::Vertex* v, VertexSE2* w, HyperGraph::Vertex* h) {\n"
        "  o.addVertex(v);\n"
        "  o.addVertex(w);\n"
        "  o.addVertex(h);\n"
        "}\n"
    ),
}


def test_a_pointer_converts_to_the_nearest_base() -> None:
    got = resolved(link(NEAREST), "use.cpp")
    assert got[(3, "addVertex")] == "graph.h::OptimizableGraph.addVertex()~2"
    assert got[(4, "addVertex")] == "graph.h::OptimizableGraph.addVertex()~2"
    assert got[(5, "addVertex")] == "graph.h::OptimizableGraph.addVertex()"


# g2o's ``typedef RobotType_ RobotType;`` in ``template <class RobotType_, class EdgeType_> class BinarySensor``:
# in ``SensorOdometry2D : public BinarySensor<Robot2D, EdgeSE2>``, ``RobotType* r`` is a ``Robot2D*``.
PARAMETER_ALIASES = {
    "sensor.h": (
        "class Robot2D { public: int trajectory(); };\n"
        "class EdgeSE2 { public: void setMeasurementFromState(); };\n"
        "template <class RobotType_, class EdgeType_>\n"
        "class BinarySensor {\n"
        " public:\n"
        "  typedef RobotType_ RobotType;\n"
        "  typedef EdgeType_ EdgeType;\n"
        "  EdgeType* mkEdge();\n"
        "};\n"
        "class SensorOdometry2D : public BinarySensor<Robot2D, EdgeSE2> {\n"
        " public:\n"
        "  void sense();\n"
        "};\n"
    ),
    "sensor.cpp": (
        '#include "sensor.h"\n'
        "void SensorOdometry2D::sense() {\n"
        "  RobotType* r = 0;\n"
        "  r->trajectory();\n"
        "  EdgeType* e = mkEdge();\n"
        "  e->setMeasurementFromState();\n"
        "}\n"
    ),
}


def test_a_member_alias_of_a_type_parameter_in_a_derived_class() -> None:
    got = resolved(link(PARAMETER_ALIASES), "sensor.cpp")
    assert got[(4, "trajectory")] == "sensor.h::Robot2D.trajectory()"
    assert got[(6, "setMeasurementFromState")] == "sensor.h::EdgeSE2.setMeasurementFromState()"


def test_result_types_past_macro_words_and_operator_names() -> None:
    from smriti_git.index.languages.cpp_args import result_text
    assert result_text("PAGMO_DLL_PUBLIC std::string to_s(int)", "to_s") == "std::string"
    assert result_text("FMT_CONSTEXPR FMT_INLINE int size() const", "size") == "int"
    assert result_text("SIDX_DLL std::ostream& operator<<(std::ostream& os, const Ball& b)", "operator<<") == \
        "std::ostream&"
    assert result_text("AAC_DECODER_ERROR decode(int x)", "decode") == ""   # a macro alone: not known
    assert result_text("const UINT_PTR f()", "f") == ""


# libsemigroups vendors {fmt} 12, whose ``FMT_BEGIN_NAMESPACE`` (defined in base.h) opens ``namespace fmt``: the
# index reads what it encloses at file level.  forest.hpp also opens ``namespace fmt`` as written, for a
# ``formatter`` specialisation; ``fmt::format`` is still {fmt}'s.
MACRO_NAMESPACE = {
    "fmt/base.h": (
        "#define FMT_BEGIN_NAMESPACE \\\n"
        "    namespace fmt {           \\\n"
        "    inline namespace v12 {\n"
        "#define FMT_END_NAMESPACE \\\n"
        "    }                       \\\n"
        "    }\n"
        "FMT_BEGIN_NAMESPACE\n"
        "template <typename... T> int format(const char* f, T&&... args) { return 0; }\n"
        "FMT_END_NAMESPACE\n"
    ),
    "forest.hpp": (
        '#include "fmt/base.h"\n'
        "namespace fmt { template <typename T> struct formatter {}; }\n"
    ),
    "use.cpp": (
        '#include "forest.hpp"\n'
        'int f(int m) { return fmt::format("{}", m); }\n'
    ),
}


def test_a_namespace_opened_by_a_macro_and_as_written() -> None:
    assert resolved(link(MACRO_NAMESPACE), "use.cpp")[(2, "format")] == "fmt/base.h::format()"


# libsemigroups' ``pow(1_w, n)``: ``1_w`` is what ``operator""_w`` returns (a ``word_type``), so the template
# ``pow(Word const&, size_t)`` is called, not ``pow(std::initializer_list<letter_type>, size_t)``.
LITERALS = {
    "words.hpp": (
        "#include <cstddef>\n"
        "#include <initializer_list>\n"
        "#include <string_view>\n"
        "#include <vector>\n"
        "using word_type = std::vector<size_t>;\n"
        "namespace literals {\n"
        "  word_type operator\"\"_w(const char* w, size_t n);\n"
        "  word_type operator\"\"_w(const char* w);\n"
        "}\n"
        "template <typename Word> Word pow(Word const& x, size_t n) { return x; }\n"
        "word_type pow(std::initializer_list<size_t> ilist, size_t n);\n"
        "int pow(std::string_view w, size_t n);\n"
    ),
    "use.cpp": (
        '#include "words.hpp"\n'
        "using namespace literals;\n"
        'void f(size_t n) { pow(1_w, n); pow("ab"_w, n); }\n'
    ),
}


def test_a_user_defined_literal_is_typed_by_its_operator() -> None:
    calls = extract("use.cpp", LITERALS["use.cpp"]).calls
    assert [c.arg_texts for c in calls if c.name == "pow"] == [('()operator""_w', "$n")] * 2
    linker = link(LITERALS)
    table = linker.tables["use.cpp"]
    assert [linker.resolve_call(table, c)[0].dst for c in table.facts.calls if c.name == "pow"] == \
        ["words.hpp::pow()"] * 2


# libsemigroups' ``add_rule_no_checks(Presentation<std::string>&, char const*, char const*)`` beside ``template
# <typename Word> add_rule_no_checks(Presentation<Word>&, Word const&, Word const&)``: a ``Presentation<word_type>``
# (``word_type`` a ``std::vector``) binds no reference to a ``Presentation<std::string>``.
INSTANCES = {
    "presentation.hpp": (
        "#include <cstddef>\n"
        "#include <string>\n"
        "#include <vector>\n"
        "using word_type = std::vector<size_t>;\n"
        "template <typename Word> class Presentation { public: void add(); };\n"
        "template <typename Word> void add_rule_no_checks(Presentation<Word>& p, Word const& l, Word const& r);\n"
        "void add_rule_no_checks(Presentation<std::string>& p, char const* l, char const* r);\n"
        "word_type eps(int i);\n"
    ),
    "use.cpp": (
        '#include "presentation.hpp"\n'
        "void f(Presentation<word_type>& p, Presentation<std::string>& q) {\n"
        "  add_rule_no_checks(p, eps(1), eps(2));\n"
        '  add_rule_no_checks(q, "a", "b");\n'
        "}\n"
    ),
}


def test_a_reference_to_another_instance_of_a_class_template_binds_nothing() -> None:
    got = resolved(link(INSTANCES), "use.cpp")
    assert got[(3, "add_rule_no_checks")] == "presentation.hpp::add_rule_no_checks()"
    assert got[(4, "add_rule_no_checks")] == "presentation.hpp::add_rule_no_checks()~2"
