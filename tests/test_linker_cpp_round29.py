"""C and C++ round 29, found by reading the nineteenth fresh batch's misses after it was scored once
(primesieve, SOCI, KenLM): a variable only a header declares ``extern``, ``auto`` locals made by a
dereferenced cast, an attribute macro before a local's type, ``const`` and mutable overloads told
apart through ``auto&`` aliases and copies, value macros and strings as arguments, function
templates told apart by standard containers and by ``T&`` / ``const T&``, a pointer's own ``at``,
and locals constructed in a ``for`` statement's first clause."""

from __future__ import annotations

from smriti_git.index.languages.cblank import without_macro_statements

from .lang_support import link, resolved

EXTERN_GLOBAL = {
    "src/CpuInfo.hpp": "namespace ps {\n"
    "class CpuInfo {\npublic:\n  bool hasL1Cache() const;\n};\n"
    "extern const CpuInfo cpuInfo;\n"
    "}\n",
    "src/CpuInfo.cpp": '#include "CpuInfo.hpp"\n'
    "namespace ps {\nbool CpuInfo::hasL1Cache() const { return true; }\nconst CpuInfo cpuInfo;\n}\n",
    "src/api.cpp": '#include "CpuInfo.hpp"\n'
    "namespace ps {\n"
    "int cacheSize() {\n"
    "  if (cpuInfo.hasL1Cache()) return 1;\n"
    "  return 0;\n"
    "}\n"
    "}\n",
}


def test_a_variable_only_an_included_header_declares_extern_has_its_type() -> None:
    calls = resolved(link(EXTERN_GLOBAL), "src/api.cpp")
    assert calls[(4, "hasL1Cache")] == "src/CpuInfo.cpp::ps.CpuInfo.hasL1Cache()"


VECTOR = (
    "template <typename T> class Vector {\npublic:\n"
    "  T* data() { return p; }\n"
    "  const T* data() const { return p; }\n"
    "  T& at(int i) { return p[i]; }\n"
    "  const T& at(int i) const { return p[i]; }\n"
    "  void push_back(const T& v) {}\n"
    "  void push_back(T&& v) {}\n"
    "  T* p;\n};\n"
)

ITERATOR = {
    "vector.hpp": VECTOR,
    "iterator.cpp": '#include "vector.hpp"\n'
    "#include <string>\n"
    "#define ERROR_VALUE ((unsigned long) ~((unsigned long) 0))\n"
    "struct Data { Vector<unsigned long> primes; };\n"
    "Data& dataOf(void* memory);\n"
    "Vector<std::string> split(const std::string& s);\n"
    "unsigned long* next(void* memory) {\n"
    "  auto& data = *(Data*) memory;\n"
    "  auto& primes = data.primes;\n"
    "  primes.push_back(ERROR_VALUE);\n"
    "  return primes.data();\n"
    "}\n"
    "unsigned long* again(void* memory) {\n"
    "  auto& data = dataOf(memory);\n"
    "  return data.primes.data();\n"
    "}\n"
    "const std::string& second(const std::string& s) {\n"
    "  std::string token;\n"
    "  auto values = split(s);\n"
    "  values.push_back(token);\n"
    "  return values.at(1);\n"
    "}\n",
}


def test_auto_locals_made_by_a_dereferenced_cast_an_alias_or_a_copy_choose_the_mutable_overload() -> None:
    calls = resolved(link(ITERATOR), "iterator.cpp")
    assert calls[(11, "data")] == "vector.hpp::Vector.data()"  # ``auto& primes = data.primes``
    assert calls[(15, "data")] == "vector.hpp::Vector.data()"  # ``auto& data = dataOf(m)``: a ``Data&``
    assert calls[(21, "at")] == "vector.hpp::Vector.at()"  # ``auto values = split(s)``: a copy


def test_a_value_macro_is_an_rvalue_and_a_standard_string_lvalue_is_not() -> None:
    calls = resolved(link(ITERATOR), "iterator.cpp")
    assert calls[(10, "push_back")] == "vector.hpp::Vector.push_back()~2"  # ``T&&`` for ``ERROR_VALUE``
    assert calls[(20, "push_back")] == "vector.hpp::Vector.push_back()"  # ``const T&`` for ``token``


def test_an_attribute_macro_before_a_locals_type_is_blanked() -> None:
    source = b"void f() {\n  INDETERMINATE ParallelSieve ps;\n  ps.sieve(1);\n}\n"
    assert without_macro_statements(source) == source.replace(b"INDETERMINATE", b" " * 13)
    kept = b"void g() {\n  UINT32 count = 0;\n  U32 const h8 = hash(count);\n}\n"  # a type in capitals stays
    assert without_macro_statements(kept) == kept
    files = {
        "sieve.hpp": "class ParallelSieve { public: void sieve(int n); };\n",
        "sieve.cpp": '#include "sieve.hpp"\n'
        "void ParallelSieve::sieve(int n) {}\n"
        "int count(int n) {\n"
        "  INDETERMINATE ParallelSieve ps;\n"
        "  ps.sieve(n);\n"
        "  return 0;\n"
        "}\n",
    }
    assert resolved(link(files), "sieve.cpp")[(5, "sieve")] == "sieve.cpp::ParallelSieve.sieve()"


ERROR = {
    "error.h": "#include <string>\n"
    "class Error {\npublic:\n"
    "  explicit Error(std::string const& msg);\n"
    "  Error(Error const& e);\n"
    "};\n",
    "error.cpp": '#include "error.h"\nError::Error(std::string const& msg) {}\nError::Error(Error const& e) {}\n',
    "row.cpp": '#include "error.h"\n'
    "#include <string>\n"
    "void find(std::string const& name, const char* detail) {\n"
    '  throw Error("Column " + name + " not found.");\n'
    "}\n"
    "void read(const char* detail) {\n"
    '  throw Error(std::string("Cannot read: ") + detail);\n'
    "}\n",
}


def test_a_standard_string_made_by_concatenation_chooses_its_constructor_over_the_copy() -> None:
    calls = resolved(link(ERROR), "row.cpp")
    assert calls[(4, "Error")] == "error.cpp::Error.Error()"
    assert calls[(7, "Error")] == "error.cpp::Error.Error()"


USE = {
    "use.h": "#include <string>\n#include <vector>\n"
    "namespace db {\n"
    "enum indicator { i_ok, i_null };\n"
    "template <typename T> struct into_container { T& t; };\n"
    "struct into_type {};\n"
    "template <typename T> into_container<T> into(T& t) { return into_container<T>{t}; }\n"
    "template <typename T> into_type into(std::vector<T>& t) { return into_type(); }\n"
    "template <typename T> int use(T& t, const std::string& name = std::string()) { return 1; }\n"
    "template <typename T> int use(const T& t, const std::string& name = std::string()) { return 2; }\n"
    "template <typename T> int use(T& t, indicator& ind, const std::string& name = std::string())"
    " { return 3; }\n"
    "template <typename T> int use(const T& t, indicator& ind, const std::string& name = std::string())"
    " { return 4; }\n"
    "class statement {\npublic:\n"
    "  void exchange(into_type const& i) {}\n"
    "  template <typename T> void exchange(into_container<T> const& ic) {}\n"
    "};\n"
    "}\n",
    "session.cpp": '#include "use.h"\n'
    "using namespace db;\n"
    "void prepare(std::string& table, const std::string& schema, statement& st) {\n"
    '  use(table, "t");\n'
    '  use(schema, "s");\n'
    "  std::string value;\n"
    "  st.exchange(into(value));\n"
    "}\n",
}


def test_function_templates_apart_by_a_standard_container_or_by_the_constness_they_deduce() -> None:
    calls = resolved(link(USE), "session.cpp")
    assert calls[(4, "use")] == "use.h::db.use()"  # ``T&`` for a mutable lvalue, not ``indicator&``
    assert calls[(5, "use")] == "use.h::db.use()~2"  # ``const T&`` for a ``const`` one
    assert calls[(7, "into")] == "use.h::db.into()"  # not ``into(std::vector<T>&)`` for a string
    assert calls[(7, "exchange")] == "use.h::db.statement.exchange()~2"  # an ``into_container<T>``


POOL = {
    "pool.h": "class Session;\n"
    "class Pool {\npublic:\n  Session& at(int pos);\n};\n"
    "class Session {\npublic:\n  void close();\n  void shut();\nprivate:\n  Pool* pool_;\n  int at_;\n};\n",
    "pool.cpp": '#include "pool.h"\n'
    "Session& Pool::at(int pos) { static Session s; return s; }\n"
    "void Session::close() {}\n"
    "void Session::shut() { pool_->at(at_).close(); }\n",
}


def test_a_pointers_own_at_is_its_member_not_an_element() -> None:
    assert resolved(link(POOL), "pool.cpp")[(4, "close")] == "pool.cpp::Session.close()"


FOR_LOCAL = {
    "link.h": "struct Block { void* Get(); };\n"
    "class Link {\npublic:\n  explicit Link(int position);\n  Block* operator->();\n};\n"
    "struct NGram { int& Value(); const int& Value() const; };\n"
    "class Stream {\npublic:\n  Stream(int a, int b);\n  NGram* operator->();\n};\n",
    "run.cpp": '#include "link.h"\n'
    "void run(int position) {\n"
    "  for (Link block_it(position); ; ) { block_it->Get(); }\n"
    "  Stream grams(position, position);\n"
    "  grams->Value();\n"
    "}\n",
}


def test_a_local_constructed_in_a_for_statement_or_with_arguments_is_typed_and_mutable() -> None:
    calls = resolved(link(FOR_LOCAL), "run.cpp")
    assert calls[(3, "Get")] == "link.h::Block.Get()"
    assert calls[(5, "Value")] == "link.h::NGram.Value()"


STREAMS = {
    "ngram.hh": "struct NGramHeader { int* begin(); };\n"
                "template <class PayloadT> class NGram : public NGramHeader {\npublic:\n  PayloadT& Value();\n};\n"
                "template <class T> class FixedArray {\npublic:\n  T& operator[](int i);\n"
                "  template <class C> void push_back(const C& c) {}\n"
                "  template <class... Construct> T* push_back(Construct&&... construct) { return 0; }\n};\n",
    "stream.hh": '#include "ngram.hh"\n'
                 "template <class Proxy> class ProxyStream {\npublic:\n  Proxy* operator->();\n};\n"
                 "template <class Payload> class NGramStream : public ProxyStream<NGram<Payload> > {};\n"
                 "template <class Stream> class GenericStreams : public FixedArray<Stream> {};\n"
                 "template <class Payload> class NGramStreams : public GenericStreams<NGramStream<Payload> > {};\n",
    "count.cc": '#include "stream.hh"\n'
                "struct Count {};\nstruct Config { Config(int n); };\n"
                "void run(NGramStreams<Count>& streams, NGramStream<Count>& full, FixedArray<Config>& chains) {\n"
                "  full->begin();\n"
                "  streams[0]->begin();\n"
                "  chains.push_back(Config(2));\n"
                "}\n",
}


def test_a_base_class_templates_operator_and_subscript_reach_the_argument_its_derived_class_writes() -> None:
    calls = resolved(link(STREAMS), "count.cc")
    assert calls[(5, "begin")] == "ngram.hh::NGramHeader.begin()"   # ``ProxyStream<NGram<Payload> >::operator->``
    assert calls[(6, "begin")] == "ngram.hh::NGramHeader.begin()"   # ``FixedArray<T>::operator[]``, two bases up
    assert calls[(7, "push_back")] is None   # ``(Construct&&...)`` binds a temporary better than ``(const C&)``


APP = {
    "app.hpp": "#include <string>\n#include <functional>\n"
               "using callback_t = std::function<bool(int)>;\n"
               "class App {\npublic:\n"
               "  int add_option(std::string name, callback_t callback, std::string description = \"\");\n"
               "  template <typename T> int add_option(std::string name, T& description) { return 2; }\n"
               "  int add_flag(std::string name, std::string& into);\n"
               "  int add_flag(std::string name, double value);\n"
               "};\n",
    "app.cpp": '#include "app.hpp"\n'
               "int App::add_option(std::string name, callback_t callback, std::string description) { return 1; }\n"
               "void retire(App* app) {\n"
               '  app->add_option("old", "retired");\n'
               '  app->add_flag("f", 1);\n'
               "}\n",
}


def test_a_string_literal_is_an_lvalue_a_template_reference_binds() -> None:
    calls = resolved(link(APP), "app.cpp")
    assert calls[(4, "add_option")] is None   # ``T&`` binds a ``const char[8]``: not ruled out, left to the compiler
    assert calls[(5, "add_flag")] == "app.hpp::App.add_flag()~2"       # ``1`` binds no ``std::string&``


CAST_TO_REFERENCE = {
    "pool.h": "struct Data {};\n"
              "class Allocator {\npublic:\n"
              "  template <class T, class... Args> T* make(Data& d, Args&&... args) { return 0; }\n"
              "  template <class T, class... Args> T* make(Args&&... args) { return 0; }\n"
              "};\n"
              "struct Task {};\n"
              "void spawn(Allocator& alloc, const Data& d) {\n"
              "  alloc.make<Task>(const_cast<Data&>(d));\n"
              "}\n",
}


def test_a_cast_to_a_reference_is_an_lvalue() -> None:
    assert resolved(link(CAST_TO_REFERENCE), "pool.h")[(9, "make")] == "pool.h::Allocator.make()"


def test_overloads_whose_parameters_are_not_read_are_left_as_they_are() -> None:
    from smriti_git.index.facts import Definition, Span
    from smriti_git.index.link_packs import by_deduced_constness

    span = Span(start_line=1, end_line=1, start_byte=0, end_byte=1)
    found = {"a": Definition("function", "f", "f", span, signature="#define f g"),
             "b": Definition("function", "f", "f", span, signature="int f")}
    assert by_deduced_constness(["a", "b"], found.__getitem__, [False]) == ["a", "b"]


COPIES = {
    "node.h": "struct Node {\n  const Node* First() const;\n  Node* First();\n};\n"
              "const Node& kept();\n"
              "template <class T> class Slice;\n"
              "struct A {}; struct B {};\n"
              "template <> class Slice<A> { public: static const int* begin() { return 0; } };\n"
              "template <> class Slice<B> { public: const int* begin() const { return 0; } };\n"
              "Slice<B> sorted();\n",
    "use.cpp": '#include "node.h"\n'
               "void f(const Node& n) {\n"
               "  auto copy = kept();\n"
               "  copy.First();\n"
               "  auto& same = kept();\n"
               "  same.First();\n"
               "  auto other = n;\n"
               "  other.First();\n"
               "  auto rows = sorted();\n"
               "  rows.begin();\n"
               "}\n",
}


def test_an_auto_copy_is_mutable_and_an_auto_reference_as_const_as_what_it_refers_to() -> None:
    calls = resolved(link(COPIES), "use.cpp")
    assert calls[(4, "First")] == "node.h::Node.First()~2"   # a copy of a ``const Node&`` result: mutable
    assert calls[(6, "First")] == "node.h::Node.First()"     # ``auto&`` of it: ``const``
    assert calls[(8, "First")] is None                        # a copy of a ``const`` name: not known (a pointer?)
    assert calls[(10, "begin")] is None   # explicit specialisations' ``static`` and ``const`` members: no choice


STATIC_BESIDE_CONST = {
    "trig.h": "#include <functional>\n"
              "class Trig {\npublic:\n"
              "  double root(int which, double z) const;\n"
              "  static double root(int which, const std::function<double(double)>& f);\n"
              "};\n"
              "class Ext {\npublic:\n  double inv(double z) const { return _f.root(1, z); }\n  Trig _f;\n};\n",
}


def test_a_const_object_named_to_call_a_member_calls_the_const_one_not_a_static_one() -> None:
    assert resolved(link(STATIC_BESIDE_CONST), "trig.h")[(9, "root")] == "trig.h::Trig.root()"
