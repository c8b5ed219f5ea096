"""C++ round 46: a constructor template that only a class can instantiate takes no string and no number; a braced
list whose elements' types differ deduces no ``std::initializer_list<T>``; template template parameters, identity
types and a template's fixed parameters; a member alias of a type parameter; a name before ``::`` is no variable;
export and annotation macros the grammar could not read; a plain prototype beside a template of its parameters."""

from __future__ import annotations

from smriti_git.index.languages.cpp_args import own_template

from .lang_support import extract, link, resolved

# {fmt} 12's ``format(locale_ref, format_string<T...>, T&&...)`` beside ``format(format_string<T...>, T&&...)``:
# ``locale_ref``'s only converting constructor is ``template <typename Locale, FMT_ENABLE_IF(sizeof(Locale::collate)
# != 0)> locale_ref(const Locale&)``, which names a member of ``Locale``: no C string and no number is one.
CLASS_ONLY = {
    "fmt.hpp": (
        "#define ENABLE_IF(...) typename = int\n"
        "class locale_ref {\n"
        " public:\n"
        "  constexpr locale_ref() {}\n"
        "  template <typename Locale, ENABLE_IF(sizeof(Locale::collate) != 0)>\n"
        "  locale_ref(const Locale& loc) {}\n"
        "};\n"
        "class any_ref {\n"
        " public:\n"
        "  template <typename T> any_ref(const T& t) {}\n"
        "};\n"
        "template <typename... T> int format(locale_ref loc, const char* fmt, T&&... args);\n"
        "template <typename... T> int format(const char* fmt, T&&... args);\n"
        "int show(locale_ref r, int n);\n"
        "int show(any_ref r, int n);\n"
    ),
    "use.cpp": (
        '#include "fmt.hpp"\n'
        "int f(int x) {\n"
        '  format("{} {}", x, 2);\n'
        '  show("x", 1);\n'
        "  return 0;\n"
        "}\n"
    ),
}


def test_a_constructor_template_naming_members_of_its_parameter_takes_no_string() -> None:
    linker = link(CLASS_ONLY)
    got = resolved(linker, "use.cpp")
    assert got[(3, "format")] == "fmt.hpp::format()~2"
    assert got[(4, "show")] == "fmt.hpp::show()~2"   # a template naming no member of its parameter takes a string


# libsemigroups' ``add_rule_no_checks(p, {n - 1, 1, n - 1, 1}, {n - 1})``: a ``size_t`` and an ``int`` in one list,
# so ``std::initializer_list<Letter>`` deduces no ``Letter``, and ``(Presentation<Word>&, Word const&, Word const&)``
# is called; a list of one type (``{1, 2}``) is the ``initializer_list`` one, which needs no conversion.
MIXED_LIST = {
    "pres.hpp": (
        "#include <cstddef>\n"
        "#include <initializer_list>\n"
        "#include <vector>\n"
        "template <typename Word> class Presentation { public: Word alphabet; };\n"
        "using word_type = std::vector<std::size_t>;\n"
        "template <typename Word>\n"
        "void add_rule(Presentation<Word>& p, Word const& l, Word const& r) {}\n"
        "template <typename Word, typename Letter>\n"
        "void add_rule(Presentation<Word>& p, std::initializer_list<Letter> l, std::initializer_list<Letter> r) {}\n"
    ),
    "use.cpp": (
        '#include "pres.hpp"\n'
        "void f(std::size_t n) {\n"
        "  Presentation<word_type> p;\n"
        "  add_rule(p, {n - 1, 1, n - 1, 1}, {n - 1});\n"
        "  add_rule(p, {1, 2}, {2, 1});\n"
        "  add_rule(p, {n, 'a'}, {n, n});\n"
        "}\n"
    ),
}


def test_a_braced_list_records_its_elements_written_differently() -> None:
    facts = extract("use.cpp", MIXED_LIST["use.cpp"])
    texts = {c.line: c.arg_texts for c in facts.calls if c.name == "add_rule"}
    assert texts[4][1:] == ("{2;[- $n int];int}", "{1}")
    assert texts[5][1:] == ("{2}", "{2}")   # (two ``int``: one text)
    assert texts[6][2] == "{2}"   # written alike: nothing to tell


def test_a_braced_list_of_different_types_deduces_no_initializer_list() -> None:
    got = resolved(link(MIXED_LIST), "use.cpp")
    assert got[(4, "add_rule")] == "pres.hpp::add_rule()"
    assert got[(5, "add_rule")] == "pres.hpp::add_rule()~2"
    assert got[(6, "add_rule")] == "pres.hpp::add_rule()"


# Corrade's growable arrays: ``template<template<class> class Allocator, class T> T& arrayAppend(Array<T>&, ...)``
# is called only as ``arrayAppend<ArrayMallocAllocator>(...)`` (no argument deduces ``Allocator``);
# ``typename std::common_type<T>::type&&`` is a ``T&&`` whose ``T`` the array deduces; a parameter of a template
# that names none of its type parameters (``InPlaceInitT``) takes only what converts to it; and
# ``std::common_type<ArrayView<const T>>::type`` is an ``ArrayView``, which no ``String`` instantiates.
GROWABLE = {
    "array.hpp": (
        "#include <type_traits>\n"
        "template <class T> class Array { public: T* data(); };\n"
        "template <class T> class ArrayView { public: T* data(); };\n"
        "template <class T> class Allocator {};\n"
        "struct InPlaceInitT { struct Init {}; constexpr explicit InPlaceInitT(Init) {} };\n"
        "class String { public: String(const char* s); };\n"
        "template <class T> T& append(Array<T>& array, typename std::common_type<T>::type&& value);\n"
        "template <template <class> class A, class T> T& append(Array<T>& array, "
        "typename std::common_type<T>::type&& value);\n"
        "template <class T> ArrayView<T> append(Array<T>& array, "
        "typename std::common_type<ArrayView<const T>>::type values);\n"
        "template <class T, class... Args> T& append(Array<T>& array, InPlaceInitT, Args&&... args);\n"
        "String make();\n"
    ),
    "use.cpp": (
        '#include "array.hpp"\n'
        "void f(Array<String>& out) {\n"
        "  append(out, make());\n"
        "  append<Allocator>(out, make());\n"
        "}\n"
    ),
}


def test_template_template_parameters_identity_types_and_a_templates_fixed_parameters() -> None:
    linker = link(GROWABLE)
    got = resolved(linker, "use.cpp")
    assert got[(3, "append")] == "array.hpp::append()"
    table = linker.tables["use.cpp"]
    (explicit,) = [c for c in table.facts.calls if c.line == 4 and c.name == "append"]
    assert linker.resolve_call(table, explicit)[0].dst != "array.hpp::append()"   # not the deduced one


# VulkanSceneGraph's ``time_value<T>`` (``using value_type = T; value_type value;``) under ``using time_dvec3 =
# time_value<dvec3>``: ``&position.value`` is a ``dvec3*``; and ``center - eye`` of two ``dvec3`` is a ``dvec3``
# though ``t_vec2<T>`` and ``t_quat<T>`` declare an ``operator-`` too.
VECTORS = {
    "vec.hpp": (
        "template <typename T> struct t_vec2 { T x, y; };\n"
        "template <typename T> struct t_vec3 { T x, y, z; };\n"
        "template <typename T> t_vec2<T> operator-(const t_vec2<T>& a, const t_vec2<T>& b);\n"
        "template <typename T> t_vec3<T> operator-(const t_vec3<T>& a, const t_vec3<T>& b);\n"
        "using dvec2 = t_vec2<double>;\n"
        "using dvec3 = t_vec3<double>;\n"
        "template <typename T> T normalize(const t_vec2<T>& v);\n"
        "template <typename T> T normalize(const t_vec3<T>& v);\n"
        "template <typename T> struct time_value { using value_type = T; double time; value_type value; };\n"
        "using time_dvec3 = time_value<dvec3>;\n"
        "using time_dvec2 = time_value<dvec2>;\n"
        "struct Input { void read(unsigned n, dvec2* v); void read(unsigned n, dvec3* v); };\n"
    ),
    "use.cpp": (
        '#include "vec.hpp"\n'
        "struct LookAt {\n"
        "  dvec3 eye, center;\n"
        "  double f() { return normalize(center - eye); }\n"
        "};\n"
        "void g(Input& input, time_dvec3& position) {\n"
        "  input.read(1, &position.value);\n"
        "}\n"
    ),
}


def test_a_member_alias_of_a_parameter_and_operators_of_other_class_templates() -> None:
    got = resolved(link(VECTORS), "use.cpp")
    assert got[(4, "normalize")] == "vec.hpp::normalize()~2"
    assert got[(7, "read")] == "vec.hpp::Input.read()~2"


# aria2's ``uri::getFieldString(us, USR_HOST, uri.c_str())`` in a function taking ``const std::string& uri``, and
# ``bitfield::test(...)`` beside a local ``bitfield``: a name before ``::`` is looked up as a namespace or a class
# only, never as the variable.
SCOPED = {
    "uri.h": (
        "#include <string>\n"
        "namespace uri { std::string getFieldString(int field, const char* base); }\n"
        "namespace bitfield { bool test(const unsigned char* b, int n); }\n"
        "struct Array { bool test(int n); };\n"
    ),
    "use.cpp": (
        '#include "uri.h"\n'
        "std::string host(const std::string& uri) {\n"
        "  Array bitfield;\n"
        "  bitfield::test(nullptr, 1);\n"
        "  return uri::getFieldString(1, uri.c_str());\n"
        "}\n"
    ),
}


def test_a_name_before_the_scope_operator_is_no_variable() -> None:
    facts = extract("use.cpp", SCOPED["use.cpp"])
    assert {c.name: c.scoped for c in facts.calls if c.name in ("test", "getFieldString", "c_str")} == {
        "test": True, "getFieldString": True, "c_str": False}
    got = resolved(link(SCOPED), "use.cpp")
    assert got[(4, "test")] == "uri.h::bitfield.test()"
    assert got[(5, "getFieldString")] == "uri.h::uri.getFieldString()"


# libavif's ``typedef enum AVIF_NODISCARD avifResult { ... } avifResult;``: the macro between ``enum`` and the
# enumeration's name is blanked as a class head's export macro is, so the declarations after it are read (the
# grammar lost every one of them before, with an apostrophe in a comment of the enumeration).
NODISCARD_ENUM = (
    "#define AVIF_NODISCARD\n"
    "#define AVIF_API\n"
    "typedef enum AVIF_NODISCARD avifResult\n"
    "{\n"
    "    AVIF_RESULT_OK = 0,\n"
    "    AVIF_RESULT_IO_ERROR = 1, // a setting that can't change\n"
    "} avifResult;\n"
    "AVIF_API const char * avifResultToString(avifResult result);\n"
    "AVIF_API void avifRWDataFree(int * raw);\n"
)


def test_a_macro_between_enum_and_its_name_is_blanked() -> None:
    for path in ("avif.h", "avif.hpp"):
        found = {d.name: d.kind for d in extract(path, NODISCARD_ENUM).definitions}
        assert found["avifResultToString"] == "function" and found["avifRWDataFree"] == "function", path
        assert found["AVIF_RESULT_OK"] == "constant", path


# InspIRCd's ``CoreExport extern InspIRCd* ServerInstance;`` (an export macro before ``extern``) and ``Method(const
# Engine* engine, const std::shared_ptr<ConfigTag>& tag) ATTR_NOT_NULL(2)`` / ``: provname(engine->name)`` (an
# annotation macro between a parameter list and the member initialisers): the grammar read neither.
INSPIRCD = {
    "compat.h": (
        "#define CoreExport __attribute__((visibility(\"default\")))\n"
        "#define ATTR_NOT_NULL(...) __attribute__((nonnull(__VA_ARGS__)))\n"
    ),
    "core.h": (
        "#include <memory>\n"
        "#include <string>\n"
        '#include "compat.h"\n'
        "class InspIRCd { public: long Time(); };\n"
        "CoreExport extern InspIRCd* ServerInstance;\n"
        "class ConfigTag { public: std::string getString(const char* key); };\n"
        "class Engine { public: const char* name; };\n"
        "class Method {\n"
        " protected:\n"
        "  Method(const Engine* engine, const std::shared_ptr<ConfigTag>& tag) ATTR_NOT_NULL(2)\n"
        "    : provname(engine->name)\n"
        "  {\n"
        "    provname = tag->getString(\"class\");\n"
        "  }\n"
        "  std::string provname;\n"
        "};\n"
        "static DEFINE_HANDLER(Method) { return 0; }\n"
    ),
    "use.cpp": (
        '#include "core.h"\n'
        "long now() { return ServerInstance->Time(); }\n"
    ),
}


def test_export_macros_before_extern_and_annotations_before_initialisers() -> None:
    linker = link(INSPIRCD)
    assert resolved(linker, "use.cpp")[(2, "Time")] == "core.h::InspIRCd.Time()"
    assert resolved(linker, "core.h")[(13, "getString")] == "core.h::ConfigTag.getString()"


# InspIRCd's ``User* Find(const std::string&, bool = false);`` beside ``template<typename T> std::enable_if_t<...,
# T*> Find(const std::string&, bool = false) { ... }`` in one class: the template's body does not define the plain
# prototype (it was dropped as its declaration), and a call without template arguments is the plain one.
TEMPLATE_BESIDE = {
    "users.h": (
        "#include <string>\n"
        "#include <type_traits>\n"
        "class User {};\n"
        "class LocalUser : public User {};\n"
        "class UserManager {\n"
        " public:\n"
        "  User* Find(const std::string& nick, bool connected = false);\n"
        "  template<typename T>\n"
        "  std::enable_if_t<std::is_same_v<T, LocalUser>, T*> Find(const std::string& nick, bool connected = false)\n"
        "  {\n"
        "    return static_cast<T*>(Find(nick, connected));\n"
        "  }\n"
        "};\n"
    ),
    "users.cpp": (
        '#include "users.h"\n'
        "User* UserManager::Find(const std::string& nick, bool connected) { return nullptr; }\n"
        "User* lookup(UserManager& users, const std::string& item) { return users.Find(item); }\n"
    ),
}


def test_a_plain_prototype_beside_a_template_of_its_parameters() -> None:
    assert own_template("template<typename T> std::enable_if_t<std::is_same_v<T, LocalUser>, T*> Find(int)")
    assert own_template("template <class T> template <class U> void Foo<T>::g(U u)")
    assert not own_template("template <typename T> intrusive_list<T>::intrusive_list(intrusive_list&& other)")
    assert not own_template("template<typename T> bool Vector<T>::operator == (const Vector<T>& vector) const")
    assert not own_template("template <typename Key, class Comparator> inline bool SkipList<Key, "
                            "Comparator>::Iterator::Valid() const")
    # (Nestopia's member template of a class template defined outside both: the index keeps the member's head only)
    assert own_template("template<typename Param> M2<Unit,Divider>::M2(Cpu& c,Param& p)")
    assert not own_template("User* Find(const std::string& nick, bool connected = false)")
    found = [d.name for d in extract("users.h", TEMPLATE_BESIDE["users.h"]).definitions if d.name == "Find"]
    assert len(found) == 2
    assert resolved(link(TEMPLATE_BESIDE), "users.cpp")[(3, "Find")] == "users.cpp::UserManager.Find()"
