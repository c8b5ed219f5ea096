"""C++ round 33, found by reading the twenty-third fresh batch's misses after it was scored once
(Alembic, then Log4cxx): qualified lookup through a namespace's using-directives, smart pointers under
any qualifier and their own members reached with ``.``, and a receiver macro that casts."""

from __future__ import annotations

from .lang_support import link, resolved

# Alembic's versioned namespaces: every module opens ``namespace ALEMBIC_VERSION_NS`` inside its own and
# then writes ``using namespace ALEMBIC_VERSION_NS;``; one module reaches another's through a namespace
# alias and a directive, and a program names the classes through the outer namespaces only.
ALEMBIC = {
    "Util/Foundation.h": (
        "#include <memory>\n"
        "#define ALEMBIC_VERSION_NS v12\n"
        "namespace Alembic { namespace Util { namespace ALEMBIC_VERSION_NS {\n"
        "using std::shared_ptr;\n"
        "} using namespace ALEMBIC_VERSION_NS; } }\n"
    ),
    "AbcCoreAbstract/Header.h": (
        '#include "Util/Foundation.h"\n'
        "namespace Alembic { namespace AbcCoreAbstract { namespace ALEMBIC_VERSION_NS {\n"
        "class PropertyHeader { public: int getPropertyType() const; };\n"
        "class ArraySample { public: void reset(); const void* getData() const; };\n"
        "typedef Alembic::Util::shared_ptr<ArraySample> ArraySamplePtr;\n"
        "} using namespace ALEMBIC_VERSION_NS; } }\n"
    ),
    "Abc/Foundation.h": (
        '#include "AbcCoreAbstract/Header.h"\n'
        "namespace Alembic { namespace Abc { namespace ALEMBIC_VERSION_NS {\n"
        "namespace AbcA = ::Alembic::AbcCoreAbstract::ALEMBIC_VERSION_NS;\n"
        "using namespace AbcA;\n"
        "class ICompoundProperty { public: ICompoundProperty getParent() const; bool valid() const; };\n"
        "} using namespace ALEMBIC_VERSION_NS; } }\n"
    ),
    "AbcDiff.cpp": (
        '#include "Abc/Foundation.h"\n'
        "bool headerCmp(const Alembic::Abc::PropertyHeader* a) {\n"
        "  return a->getPropertyType() == 0;\n"
        "}\n"
        "void fill(Alembic::Abc::ICompoundProperty p) {\n"
        "  while (p.getParent().valid()) {}\n"
        "}\n"
        "void samples(Alembic::Abc::ArraySamplePtr s) {\n"
        "  s->getData();\n"
        "  s.reset();\n"
        "  s->reset();\n"
        "}\n"
    ),
}


def test_qualified_lookup_follows_the_namespaces_using_directives() -> None:
    calls = resolved(link(ALEMBIC), "AbcDiff.cpp")
    core, abc = "AbcCoreAbstract/Header.h::Alembic.AbcCoreAbstract.ALEMBIC_VERSION_NS", \
        "Abc/Foundation.h::Alembic.Abc.ALEMBIC_VERSION_NS"
    # ``Alembic::Abc::PropertyHeader``: Abc -> its versioned namespace -> the alias ``AbcA`` it uses
    assert calls[(3, "getPropertyType")] == f"{core}.PropertyHeader.getPropertyType()"
    assert calls[(6, "getParent")] == f"{abc}.ICompoundProperty.getParent()"
    assert calls[(6, "valid")] == f"{abc}.ICompoundProperty.valid()"


def test_a_smart_pointer_under_a_projects_namespace_reaches_its_object_and_dot_reaches_the_pointer() -> None:
    calls = resolved(link(ALEMBIC), "AbcDiff.cpp")
    sample = "AbcCoreAbstract/Header.h::Alembic.AbcCoreAbstract.ALEMBIC_VERSION_NS.ArraySample"
    assert calls[(9, "getData")] == f"{sample}.getData()"   # ``Alembic::Util::shared_ptr<ArraySample>``
    assert calls[(10, "reset")] is None   # the pointer's own ``reset``: the standard library's
    assert calls[(11, "reset")] == f"{sample}.reset()"


# A namespace that nominates two others, both declaring the name: no one answer.
TWO_DIRECTIVES = {
    "a.h": (
        "namespace top {\n"
        "namespace one { struct W { void f(); }; }\n"
        "namespace two { struct W { void f(); }; }\n"
        "using namespace one;\n"
        "using namespace two;\n"
        "namespace inner { struct Only { void g(); }; }\n"
        "using namespace inner;\n"
        "}\n"
    ),
    "a.cpp": (
        '#include "a.h"\n'
        "void run(top::W w, top::Only o) {\n"
        "  w.f();\n"
        "  o.g();\n"
        "}\n"
    ),
}


def test_a_name_two_nominated_namespaces_declare_is_not_taken() -> None:
    calls = resolved(link(TWO_DIRECTIVES), "a.cpp")
    assert calls[(3, "f")] is None
    assert calls[(4, "g")] == "a.h::top.inner.Only.g()"


# Smart pointers declared directly, as members and as locals: ``.`` reaches the pointer, ``->`` the object.
POINTERS = {
    "a.h": (
        "#include <memory>\n"
        "#include <optional>\n"
        "struct Foo { void reset(); void get(); int value(); };\n"
        "struct Bar {\n"
        "  std::unique_ptr<Foo> owned;\n"
        "  std::optional<Foo> maybe;\n"
        "  Foo plain;\n"
        "  void run(std::shared_ptr<Foo> shared);\n"
        "};\n"
    ),
    "a.cpp": (
        '#include "a.h"\n'
        "void Bar::run(std::shared_ptr<Foo> shared) {\n"
        "  owned.reset();\n"
        "  owned->reset();\n"
        "  maybe.value();\n"
        "  maybe->value();\n"
        "  shared.get();\n"
        "  shared->get();\n"
        "  plain.reset();\n"
        "}\n"
    ),
}


def test_a_smart_pointers_own_members_are_not_its_objects() -> None:
    calls = resolved(link(POINTERS), "a.cpp")
    assert calls[(3, "reset")] is None
    assert calls[(4, "reset")] == "a.h::Foo.reset()"
    assert calls[(5, "value")] is None
    assert calls[(6, "value")] == "a.h::Foo.value()"
    assert calls[(7, "get")] is None
    assert calls[(8, "get")] == "a.h::Foo.get()"
    assert calls[(9, "reset")] == "a.h::Foo.reset()"   # an object: its own member


# Log4cxx's private data: each ``.cpp`` defines, inside its namespace, a macro that casts the base's
# pointer to the private class it defines there.
LOG4CXX = {
    "appender.h": (
        "#include <memory>\n"
        "namespace log4cxx {\n"
        "struct AppenderPriv { virtual ~AppenderPriv(); };\n"
        "class FileAppender { public: void open(); protected: std::unique_ptr<AppenderPriv> m_priv; };\n"
        "}\n"
    ),
    "fileappender.cpp": (
        '#include "appender.h"\n'
        "namespace log4cxx {\n"
        "#define _priv static_cast<FileAppenderPriv*>(m_priv.get())\n"
        "struct FileAppenderPriv : AppenderPriv { void setClosed(); };\n"
        "void FileAppender::open() {\n"
        "  _priv->setClosed();\n"
        "}\n"
        "}\n"
    ),
}


def test_a_receiver_macro_that_casts_is_read_as_its_cast() -> None:
    calls = resolved(link(LOG4CXX), "fileappender.cpp")
    assert calls[(6, "setClosed")] == "fileappender.cpp::log4cxx.FileAppenderPriv.setClosed()"


# Alembic's ``SetPropUsePrevIfNull``: a function template beside a function taking another class, which
# the argument's class never becomes (no constructor of one argument of it, no conversion operator).
TEMPLATE_OR_CLASS = {
    "props.h": (
        "namespace abc {\n"
        "template <class T> class ScalarProperty { public:\n"
        "  ScalarProperty();\n"
        "  ScalarProperty(int* writer, const char* name = 0);\n"
        "  ScalarProperty(const char* name, int n);\n"
        "};\n"
        "template <class T> class ArrayProperty { public: ArrayProperty(); };\n"
        "struct Named { Named(const ArrayProperty<int>& from); };\n"
        "typedef ScalarProperty<int> IntProperty;\n"
        "typedef ArrayProperty<int> IntArrayProperty;\n"
        "template <class PROP, class SAMP> void setOrPrevious(PROP p, SAMP s) {}\n"
        "void setOrPrevious(IntProperty p, int s) {}\n"
        "template <class PROP> void named(PROP p, int s) {}\n"
        "void named(Named p, int s) {}\n"
        "}\n"
    ),
    "use.cpp": (
        '#include "props.h"\n'
        "namespace abc {\n"
        "void write(IntArrayProperty array, IntProperty scalar) {\n"
        "  setOrPrevious(array, 1);\n"
        "  setOrPrevious(scalar, 1);\n"
        "  named(array, 1);\n"
        "}\n"
        "}\n"
    ),
}


def test_a_function_the_argument_cannot_reach_leaves_the_template() -> None:
    calls = resolved(link(TEMPLATE_OR_CLASS), "use.cpp")
    assert calls[(4, "setOrPrevious")] == "props.h::abc.setOrPrevious()"   # the template
    assert calls[(5, "setOrPrevious")] == "props.h::abc.setOrPrevious()~2"   # both exact: the one no template
    assert calls[(6, "named")] == "props.h::abc.named()"   # an exact match beats ``Named``'s conversion


# A static member through a ``typedef`` of a class template's instance, and a function of a versioned
# namespace called through an alias of the outer one.
STATIC_AND_ALIAS = {
    "core.h": (
        "namespace core { namespace v1 {\n"
        "struct Sample {};\n"
        "Sample* allocate(int n);\n"
        "template <class S> struct SchemaObject { static bool matches(int md); };\n"
        "struct PointsSchema {};\n"
        "typedef SchemaObject<PointsSchema> Points;\n"
        "} using namespace v1; }\n"
    ),
    "read.cpp": (
        '#include "core.h"\n'
        "namespace reader {\n"
        "namespace A = ::core;\n"
        "void read(int md) {\n"
        "  A::allocate(md);\n"
        "  core::Points::matches(md);\n"
        "}\n"
        "}\n"
    ),
}


def test_a_static_member_through_a_typedef_and_a_function_through_a_namespace_alias() -> None:
    calls = resolved(link(STATIC_AND_ALIAS), "read.cpp")
    assert calls[(5, "allocate")] == "core.h::core.v1.allocate()"
    assert calls[(6, "matches")] == "core.h::core.v1.SchemaObject.matches()"


# Bento4's inspector: a number never becomes a pointer (only a literal ``0`` does), even where the other
# overload's parameter is an alias of two ``#if`` branches, a number or a ``struct``.
NUMBER_OR_POINTER = {
    "a.h": (
        "typedef unsigned int UI32;\n"
        "#if defined(HAVE_INT64)\n"
        "typedef unsigned INT64_TYPE UI64;\n"
        "#else\n"
        "typedef struct { UI32 hi; UI32 lo; } UI64;\n"
        "#endif\n"
        "struct Inspector {\n"
        "  void AddField(const char* name, UI64 value, int hint = 0);\n"
        "  void AddField(const char* name, const char* value, int hint = 0);\n"
        "  UI32 size();\n"
        "};\n"
    ),
    "a.cpp": (
        '#include "a.h"\n'
        "void inspect(Inspector& inspector, UI32 version, char* text) {\n"
        "  inspector.AddField(\"version\", version);\n"
        "  inspector.AddField(\"size\", inspector.size());\n"
        "  inspector.AddField(\"text\", text);\n"
        "  inspector.AddField(\"zero\", 0);\n"
        "}\n"
    ),
}


def test_a_number_never_becomes_a_pointer() -> None:
    calls = resolved(link(NUMBER_OR_POINTER), "a.cpp")
    assert calls[(3, "AddField")] == "a.h::Inspector.AddField()"
    assert calls[(4, "AddField")] == "a.h::Inspector.AddField()"
    assert calls[(5, "AddField")] == "a.h::Inspector.AddField()~2"
    assert calls[(6, "AddField")] is None   # a literal ``0`` may be a null pointer


# The same in a method defined in its class's body, where the field's type is an alias of a smart pointer.
INLINE_HOLDER = {
    "a.h": (
        "#include <memory>\n"
        "struct Sample { void reset(); };\n"
        "typedef std::shared_ptr<Sample> SamplePtr;\n"
        "struct Schema {\n"
        "  SamplePtr m_positions;\n"
        "  void clear() {\n"
        "    m_positions.reset();\n"
        "    m_positions->reset();\n"
        "  }\n"
        "};\n"
    ),
}


def test_a_fields_smart_pointer_own_member_in_a_method_of_the_class_body() -> None:
    calls = resolved(link(INLINE_HOLDER), "a.h")
    assert calls[(7, "reset")] is None
    assert calls[(8, "reset")] == "a.h::Sample.reset()"


# A class declaring two overloads of one arity, one pure, the other defined in the ``.cpp``: the pure one
# has no definition, and a call of it stays with its declaration.
PURE_BESIDE_DEFINED = {
    "reader.h": (
        "#include <string>\n"
        "#include <cstddef>\n"
        "class Reader { public:\n"
        "  virtual int* getScalar(const std::string& name) = 0;\n"
        "  int* getScalar(size_t i);\n"
        "  int* get(const std::string& name);\n"
        "};\n"
    ),
    "reader.cpp": (
        '#include "reader.h"\n'
        "int* Reader::getScalar(size_t i) { return nullptr; }\n"
        "int* Reader::get(const std::string& name) {\n"
        "  return getScalar(name);\n"
        "}\n"
    ),
}


def test_a_pure_overload_is_not_joined_to_the_definition_of_its_sibling() -> None:
    linker = link(PURE_BESIDE_DEFINED)
    assert resolved(linker, "reader.cpp")[(4, "getScalar")] == "reader.h::Reader.getScalar()"


# Catch2's own ``Catch::Detail::unique_ptr``: a repository class named like the standard one keeps its members.
OWN_UNIQUE_PTR = {
    "unique_ptr.hpp": (
        "namespace Catch { namespace Detail {\n"
        "template <typename T> class unique_ptr { public:\n"
        "  T* get() const;\n"
        "  void reset(T* p = nullptr);\n"
        "  T* operator->() const;\n"
        "};\n"
        "} }\n"
    ),
    "session.cpp": (
        '#include "unique_ptr.hpp"\n'
        "namespace Catch {\n"
        "struct Config { void reset(); int verbosity() const; };\n"
        "struct Session {\n"
        "  Detail::unique_ptr<Config> m_config;\n"
        "  void apply() {\n"
        "    m_config.get();\n"
        "    m_config.reset();\n"
        "    m_config->verbosity();\n"
        "  }\n"
        "};\n"
        "}\n"
    ),
}


def test_a_repositorys_own_class_named_like_a_standard_smart_pointer_keeps_its_members() -> None:
    calls = resolved(link(OWN_UNIQUE_PTR), "session.cpp")
    assert calls[(7, "get")] == "unique_ptr.hpp::Catch.Detail.unique_ptr.get()"
    assert calls[(8, "reset")] == "unique_ptr.hpp::Catch.Detail.unique_ptr.reset()"
    assert calls[(9, "verbosity")] == "session.cpp::Catch.Config.verbosity()"


# Kissat (C): a header declaring one function twice in ``#if`` branches, the ``.c`` defining it twice too; in
# C these are variants of one function, not overloads, and the call stays joined to the definition.
C_VARIANTS = {
    "options.h": (
        "#ifndef NOPTIONS\n"
        "typedef struct options options;\n"
        "int options_get (const options *, const char *name);\n"
        "#else\n"
        "int options_get (const char *name);\n"
        "#endif\n"
    ),
    "options.c": (
        '#include "options.h"\n'
        "#ifdef NOPTIONS\n"
        "int options_get (const char *name) { return 0; }\n"
        "#else\n"
        "int options_get (const options *options, const char *name) { return 1; }\n"
        "#endif\n"
    ),
    "internal.c": (
        '#include "options.h"\n'
        "int get (const options *o) { return options_get (o, \"x\"); }\n"
    ),
}


def test_c_variants_of_one_function_stay_joined_to_its_definition() -> None:
    target = resolved(link(C_VARIANTS), "internal.c")[(2, "options_get")]
    assert target is not None and target.startswith("options.c::options_get()")


# CppUTest's ``StringFrom`` overloads all return a ``SimpleString``; one takes a function pointer, whose
# declarator the parser reads no result from: no other class, so a chain on any of them is a ``SimpleString``.
ONE_RESULT = {
    "str.h": (
        "class SimpleString { public: const char* asCharString() const; };\n"
        "SimpleString StringFrom(void (*value)());\n"
        "SimpleString StringFrom(long value);\n"
        "SimpleString StringFrom(unsigned long value);\n"
    ),
    "out.cpp": (
        '#include "str.h"\n'
        "#include <cstddef>\n"
        "void print(size_t n) {\n"
        "  StringFrom(n).asCharString();\n"
        "}\n"
    ),
}


def test_a_result_the_parser_did_not_read_is_no_other_class() -> None:
    assert resolved(link(ONE_RESULT), "out.cpp")[(4, "asCharString")] == "str.h::SimpleString.asCharString()"


# Imath: a member declared in its class and defined out of line in the same header with its parameter spelled
# through the class (``typename Euler<T>::Order``): still one function, the call joined to the definition.
OUT_OF_LINE = {
    "euler.h": (
        "template <class T> class Euler { public:\n"
        "  enum Order { XYZ, ZYX };\n"
        "  void setOrder (Order);\n"
        "  Euler (Order p) { setOrder (p); }\n"
        "};\n"
        "template <class T> void Euler<T>::setOrder (typename Euler<T>::Order p) {}\n"
    ),
}


def test_a_member_defined_in_its_own_header_with_its_parameter_spelled_otherwise_stays_joined() -> None:
    assert resolved(link(OUT_OF_LINE), "euler.h")[(4, "setOrder")] == "euler.h::Euler.setOrder()~2"
