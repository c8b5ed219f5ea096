"""C++ round 36: what reading POCO's loss and the twenty-sixth fresh batch's misses showed (a member
declared in its class and defined below it in the same header, its parameters written otherwise)."""

from __future__ import annotations

from smriti_git.index.languages.cblank import flattened, without_macro_statements

from .lang_support import extract, link, resolved

# POCO's NumberFormatter.h: a static member declared in the class with its parameter type named through the
# class, defined below the class in the same header with the bare name.  The two are one function; taken for
# two overloads of one arity, the call was left an ambiguous overload once the argument's type was known.
DECLARED_THEN_DEFINED = {
    "fmt.h": (
        "namespace ns {\n"
        "class Formatter {\n"
        "public:\n"
        "  enum class Options { NONE = 0, PREFIX = 1 };\n"
        "  static int hex(int value, Options options);\n"
        "private:\n"
        "  static bool enabled(Formatter::Options options, Formatter::Options opt);\n"
        "};\n"
        "inline bool Formatter::enabled(Options options, Options opt) { return options == opt; }\n"
        "inline int Formatter::hex(int value, Options options) {\n"
        "  return enabled(options, Options::PREFIX) ? value : 0;\n"
        "}\n"
        "}\n"
    ),
}


def test_a_member_declared_in_its_class_and_defined_below_it_is_one_overload() -> None:
    calls = resolved(link(DECLARED_THEN_DEFINED), "fmt.h")
    assert calls[(11, "enabled")] == "fmt.h::ns.Formatter.enabled()~2"


# VulkanSceneGraph's ``Visitor.cpp``: an overload of one arity calls another through a cast of its argument to a
# reference to the base, ``apply(static_cast<Object&>(value))``.  The cast is an lvalue of the type it names.
CAST_TO_REFERENCE = {
    "visitor.h": (
        "class Object {};\n"
        "class Group : public Object {};\n"
        "class Data : public Object {};\n"
        "class Visitor {\n"
        "public:\n"
        "  virtual void apply(Object&);\n"
        "  virtual void apply(Group&);\n"
        "  virtual void apply(Data&);\n"
        "};\n"
    ),
    "visitor.cpp": (
        '#include "visitor.h"\n'
        "void Visitor::apply(Object&) {}\n"
        "void Visitor::apply(Group& value) {\n"
        "  apply(static_cast<Object&>(value));\n"
        "}\n"
        "void Visitor::apply(Data& value) { apply(static_cast<Object&>(value)); }\n"
    ),
}


def test_a_cast_to_a_reference_is_an_lvalue_of_the_type_it_names() -> None:
    calls = resolved(link(CAST_TO_REFERENCE), "visitor.cpp")
    assert calls[(4, "apply")] == "visitor.cpp::Visitor.apply()"
    assert calls[(6, "apply")] == "visitor.cpp::Visitor.apply()"


# VulkanSceneGraph's ``Input.h``: overloads apart by a pointer to a number, called with what a member of a class
# template returns, written as the template's parameter (``T* data()``), on a pointer to an alias of an instance
# (``using vec3 = t_vec3<float>``, ``vec3* value``): a ``float*``.
TEMPLATE_RESULT = {
    "input.h": (
        "template <typename T> struct t_vec3 {\n"
        "  T value[3]; int size() const { return 3; } T* data() { return value; } };\n"
        "using vec3 = t_vec3<float>;\n"
        "using dvec3 = t_vec3<double>;\n"
        "class Input {\n"
        "public:\n"
        "  virtual void read(int num, float* value) = 0;\n"
        "  virtual void read(int num, double* value) = 0;\n"
        "  void read(int num, vec3* value) { read(num * value->size(), value->data()); }\n"
        "  void read(int num, dvec3* value) { read(num * value->size(), value->data()); }\n"
        "  void read(int num, t_vec3<double>& v) { t_vec3<double>* p = &v; read(num, p->data()); }\n"
        "};\n"
    ),
}


def test_a_template_members_result_on_an_alias_of_an_instance_is_the_argument() -> None:
    calls = resolved(link(TEMPLATE_RESULT), "input.h")
    assert calls[(9, "read")] == "input.h::Input.read()"
    assert calls[(10, "read")] == "input.h::Input.read()~2"
    assert calls[(11, "read")] == "input.h::Input.read()~2"


# VulkanSceneGraph's ``FindAnimations::apply``: ``object.traverse(*this)`` where the overloads take references to
# three visitor classes and ``*this`` derives from one of them: a reference binds to its class or a base only.
REFERENCE_BASE = {
    "object.h": (
        "class Visitor; class ConstVisitor; class RecordTraversal;\n"
        "class Object {\n"
        "public:\n"
        "  virtual void traverse(Visitor&) {}\n"
        "  virtual void traverse(ConstVisitor&) const {}\n"
        "  virtual void traverse(RecordTraversal&) const {}\n"
        "};\n"
        "class Visitor { public: virtual void apply(Object&); };\n"
        "class ConstVisitor { };\n"
        "class RecordTraversal { };\n"
        "class FindAnimations : public Visitor { public: void apply(Object& object) override; };\n"
    ),
    "find.cpp": (
        '#include "object.h"\n'
        "void FindAnimations::apply(Object& object) {\n"
        "  object.traverse(*this);\n"
        "}\n"
    ),
}


def test_an_object_binds_the_overload_taking_a_reference_to_its_base() -> None:
    calls = resolved(link(REFERENCE_BASE), "find.cpp")
    assert calls[(3, "traverse")] == "object.h::Object.traverse()"


# VulkanSceneGraph's ``Array.h`` declares ``vec3Array`` by a macro invoked in ``namespace vsg``; ``Builder.cpp``
# names it after ``using namespace vsg;``, outside the namespace.
ALIAS_MACRO_USED = {
    "array.h": (
        "#define VSG_array(N, T) \\\n"
        "    using N = Array<T>; \\\n"
        '    template<> constexpr const char* type_name<N>() noexcept { return "vsg::" #N; }\n'
        "namespace vsg {\n"
        "template <class T> class ref_ptr { public: T* operator->() const { return p; } T* p; };\n"
        "class Data { public: virtual void dirty(); };\n"
        "struct vec3 {};\n"
        "template <typename T> class Array : public Data { public: void set(int i, const T& v) {} };\n"
        "VSG_array(vec3Array, vec3);\n"
        "}\n"
    ),
    "builder.cpp": (
        '#include "array.h"\n'
        "using namespace vsg;\n"
        "void build(vec3Array* normals) {\n"
        "  ref_ptr<vec3Array> vertices;\n"
        "  vertices->set(0, vec3());\n"
        "  normals->dirty();\n"
        "}\n"
    ),
}


def test_a_macro_declared_alias_is_seen_through_a_using_directive() -> None:
    calls = resolved(link(ALIAS_MACRO_USED), "builder.cpp")
    assert calls[(5, "set")] == "array.h::vsg.Array.set()"
    assert calls[(6, "dirty")] == "array.h::vsg.Data.dirty()"


# Corrade's ``arrayAppend(out, number)`` in ``Utility::String``: the function is found in the namespace of its
# argument's class (argument-dependent lookup), not by ordinary lookup from the caller's namespace.
ARGUMENT_DEPENDENT = {
    "array.h": (
        "namespace Corrade { namespace Containers {\n"
        "template <class T> class Array { public: T* data(); };\n"
        "class String { public: static String view(const char* s); };\n"
        "template <class T> T& arrayAppend(Array<T>& array, const T& value);\n"
        "template <class T> T& arrayAppend(Array<T>& array, int noInit, unsigned count);\n"
        "}}\n"
    ),
    "string.cpp": (
        '#include "array.h"\n'
        "namespace Corrade { namespace Utility { namespace String {\n"
        "void parse(Containers::Array<unsigned>& out, unsigned number) {\n"
        "  arrayAppend(out, number);\n"
        "  Containers::Array<Containers::String> paths;\n"
        "  arrayAppend(paths, Containers::String::view(\"a\"));\n"
        "  unknown(number);\n"
        "}\n"
        "}}}\n"
    ),
}


def test_a_bare_call_finds_the_function_in_its_arguments_namespace() -> None:
    calls = resolved(link(ARGUMENT_DEPENDENT), "string.cpp")
    assert calls[(4, "arrayAppend")] == "array.h::Corrade.Containers.arrayAppend()"
    assert calls[(6, "arrayAppend")] == "array.h::Corrade.Containers.arrayAppend()"
    assert calls[(7, "unknown")] is None


# Corrade's ``Json.cpp``: ``CORRADE_ASSERT(cond, "message", );``, a macro's empty last argument, which no call
# takes; in that file of 2,900 lines it made the grammar give up on the namespace, so that no method of the file
# was its class's.  The blanked copy drops the comma, and parses clean.
def test_a_macros_empty_last_argument_loses_its_comma() -> None:
    source = (b"int Json::parse(int token) {\n"
              b'  CORRADE_ASSERT(token >= 0,\n      "Utility::Json: token not owned", );\n'
              b"  return f(token, 1);\n"
              b"}\n")
    blanked = without_macro_statements(source)
    assert blanked == source.replace(b'owned", );', b'owned"  );')
    assert extract("json.cpp", blanked.decode()).calls


# Corrade's ``Array.h``: the class's template head written twice, one for the documentation tool (``#ifdef
# DOXYGEN_GENERATING_OUTPUT``) and one for the compiler, then the class after the ``#endif``; and a constructor
# after ``explicit CORRADE_DEPRECATED("...")``.  The class is read whole, its members its own.
DOCUMENTED_HEAD = {
    "array.h": (
        "namespace Containers {\n"
        "#ifdef DOXYGEN_GENERATING_OUTPUT\n"
        "template<class T, class D = void(*)(T*, unsigned long)>\n"
        "#else\n"
        "template<class T, class D>\n"
        "#endif\n"
        "class Array {\n"
        "public:\n"
        "  #ifdef DOXYGEN_GENERATING_OUTPUT\n"
        "  Array(decltype(nullptr) = nullptr) noexcept;\n"
        "  #else\n"
        "  template<class U, typename std::enable_if<std::is_same<decltype(nullptr), U>::value, int>::type = 0>"
        " Array(U) noexcept: _data{nullptr} {}\n"
        "  Array() noexcept: _data(nullptr) {}\n"
        "  #endif\n"
        '  explicit CORRADE_DEPRECATED("use Array(ValueInitT, std::size_t) instead") Array(unsigned long size);\n'
        "  unsigned long size() const { return 0; }\n"
        "private:\n"
        "  T* _data;\n"
        "};\n"
        "}\n"
    ),
    "main.cpp": (
        '#include "array.h"\n'
        "unsigned long count(Containers::Array<int>& a) { return a.size(); }\n"
    ),
}


def test_a_class_after_a_documentation_only_head_is_read_whole() -> None:
    calls = resolved(link(DOCUMENTED_HEAD), "main.cpp")
    assert calls[(2, "size")] == "array.h::Containers.Array.size()"


# Turbo Vision: its own ``constexpr int max(int, int)`` in ``util.h``, which the calling header's includer
# includes, is the function a bare ``max(a.x, r.a.x)`` calls, though the name is a standard one; and its
# Borland-era ``_FAR`` / ``_NEAR``, defined empty, between a type and a declarator are no part of the declaration.
OWN_MAX = {
    "util.h": "constexpr int max(int a, int b) { return a > b ? a : b; }\n",
    "objects.h": (
        "struct TPoint { int x, y; };\n"
        "class TRect { public: TRect& intersect(const TRect& r) noexcept; TPoint a, b; };\n"
        "inline TRect& TRect::intersect(const TRect& r) noexcept { a.x = max(a.x, r.a.x); return *this; }\n"
    ),
    "tv.h": '#include "util.h"\n#include "objects.h"\n',
    "views.h": (
        "class TView {\n"
        "public:\n"
        "  void writeBuf(short x, short y, const void _FAR* b) noexcept;\n"
        "  void writeLine(short x, short y, const void _FAR *b) noexcept;\n"
        "  static bool _NEAR showMarkers;\n"
        "  void draw() { writeLine(0, 0, nullptr); }\n"
        "};\n"
    ),
    "main.cpp": '#include "tv.h"\n#include "views.h"\n',
}


def test_a_repository_function_with_a_standard_name_that_the_caller_sees_is_called() -> None:
    calls = resolved(link(OWN_MAX), "objects.h")
    assert calls[(3, "max")] == "util.h::max()"


def test_an_empty_reserved_macro_before_a_declarator_is_blanked() -> None:
    source = b"  void writeLine(short x, const void _FAR *b) noexcept;\n  static bool _NEAR showMarkers;\n"
    assert without_macro_statements(source) == source.replace(b"_FAR", b"    ").replace(b"_NEAR", b"     ")
    assert without_macro_statements(b"  return _X * 2;\n") == b"  return _X * 2;\n"
    assert resolved(link(OWN_MAX), "views.h")[(6, "writeLine")] == "views.h::TView.writeLine()"


# Assimp's ``ASEParser.cpp``: ``namespace Assimp { using namespace Assimp::ASE; void Parser::Parse() {...} }`` defines
# ``Assimp::ASE::Parser::Parse``, which the header declares; the qualified name the file writes leaves ``ASE`` out.
NOMINATED_NAMESPACE = {
    "parser.h": "namespace Assimp { namespace ASE {\nclass Parser { public: void Parse(); void Skip(); };\n}}\n",
    "parser.cpp": (
        '#include "parser.h"\n'
        "namespace Assimp {\n"
        "using namespace Assimp::ASE;\n"
        "void Parser::Skip() {}\n"
        "void Parser::Parse() {\n"
        "  Skip();\n"
        "}\n"
        "}\n"
    ),
    "main.cpp": '#include "parser.h"\nvoid run(Assimp::ASE::Parser& p) { p.Parse(); }\n',
}


def test_a_definition_written_through_a_using_directive_is_the_declarations() -> None:
    linker = link(NOMINATED_NAMESPACE)
    assert resolved(linker, "parser.cpp")[(6, "Skip")] == "parser.cpp::Assimp.Parser.Skip()"
    assert resolved(linker, "main.cpp")[(2, "Parse")] == "parser.cpp::Assimp.Parser.Parse()"


# Assimp's ``IOSystem.hpp``: a pure virtual ``Open(const char*, const char*)`` beside ``Open(const std::string&,
# const std::string&)``, which the header defines below the class (the extractor keeps that definition for both).
# The definition is not the ``const char*`` declaration's: its parameter types differ beyond qualification.
SAME_FILE_OTHER_TYPES = {
    "io.h": (
        "#include <string>\n"
        "class IOStream;\n"
        "class IOSystem {\n"
        "public:\n"
        "  virtual IOStream* Open(const char* file, const char* mode) = 0;\n"
        "  inline IOStream* Open(const std::string& file, const std::string& mode);\n"
        "};\n"
        "inline IOStream* IOSystem::Open(const std::string& file, const std::string& mode) {\n"
        "  return Open(file.c_str(), mode.c_str());\n"
        "}\n"
    ),
    "export.cpp": '#include "io.h"\nvoid run(const char* file, IOSystem* io) { io->Open(file, "wb"); }\n',
}


def test_a_definition_of_other_parameter_types_in_the_declarations_file_is_not_its() -> None:
    assert resolved(link(SAME_FILE_OTHER_TYPES), "export.cpp")[(2, "Open")] == "io.h::IOSystem.Open()"


# Corrade's ``Debug.cpp``: ``Error::Error(std::ostream* const output, const Flags flags)`` defines the header's
# ``explicit Error(std::ostream* output, Flags flags = {})``; a pointer's own ``const`` is no part of the type, so
# the ``Containers::String*`` overload's definition beside it is not a second candidate.
TOP_LEVEL_CONST = {
    "debug.h": (
        "namespace Containers { class String; }\n"
        "class Error {\n"
        "public:\n"
        "  typedef int Flags;\n"
        "  explicit Error(void* output, Flags flags = {});\n"
        "  explicit Error(Containers::String* output, Flags flags = {});\n"
        "};\n"
    ),
    "debug.cpp": (
        '#include "debug.h"\n'
        "Error::Error(void* const output, const Flags flags) {}\n"
        "Error::Error(Containers::String* const output, const Flags flags) {}\n"
    ),
    "tester.cpp": '#include "debug.h"\nvoid exec(void* out) { Error(out, 1); }\n',
}


def test_a_pointer_parameters_own_const_is_no_part_of_its_type() -> None:
    assert resolved(link(TOP_LEVEL_CONST), "tester.cpp")[(2, "Error")] == "debug.cpp::Error.Error()"


# Corrade's ``JsonToken{state, i}`` and ``Utility::Error{errorOutput}``: a braced construction's arguments are
# typed as a call's are, so that they choose among constructors of one arity.
BRACED_CONSTRUCTION = {
    "token.h": (
        "struct JsonData {};\n"
        "struct TokenData {};\n"
        "class Json { public: struct State : JsonData {}; State* state; };\n"
        "class JsonToken {\n"
        "public:\n"
        "  explicit JsonToken(const Json& json, const TokenData& token) noexcept;\n"
        "  explicit JsonToken(const JsonData& json, unsigned long token) noexcept {}\n"
        "  int type() const;\n"
        "};\n"
    ),
    "json.cpp": (
        '#include "token.h"\n'
        "int f(Json::State& state, unsigned long i) {\n"
        "  return JsonToken{state, i}.type();\n"
        "}\n"
    ),
}


def test_a_braced_constructions_arguments_choose_the_constructor() -> None:
    assert resolved(link(BRACED_CONSTRUCTION), "json.cpp")[(3, "JsonToken")] == "token.h::JsonToken.JsonToken()~2"


# Assimp's generated ``IFCReaderGen_2x3.h``: ``struct IfcRepresentationItem : ObjectHelper<IfcRepresentationItem, 0>
# { IfcRepresentationItem() : Object("IfcRepresentationItem") {} };`` initialises ``Object``, a virtual base of its
# base, which the class's own base list does not name.  A capitalised initialiser is a call when it names a class;
# a member's stays none.
VIRTUAL_BASE_INITIALISER = {
    "step.h": (
        "namespace STEP {\n"
        'class Object { public: Object(const char* classname = "unknown") {} virtual ~Object() = default; };\n'
        "template <typename TDerived, int arg_count> struct ObjectHelper : virtual Object { };\n"
        "}\n"
    ),
    "ifc.h": (
        '#include "step.h"\n'
        "namespace IFC { using namespace STEP;\n"
        "struct IfcItem : ObjectHelper<IfcItem, 0> { IfcItem() : Object(\"IfcItem\"), Count(0) {} int Count; };\n"
        "}\n"
    ),
}


def test_an_initialiser_of_a_bases_virtual_base_is_its_constructor() -> None:
    calls = resolved(link(VIRTUAL_BASE_INITIALISER), "ifc.h")
    assert calls[(3, "Object")] == "step.h::STEP.Object.Object()"
    assert calls[(3, "Count")] is None


# RapidJSON's ``document.h`` (vendored by Assimp and many others): ``GenericValue() RAPIDJSON_NOEXCEPT : data_()
# {...}``, a bare macro after a constructor's parameters, and ``RAPIDJSON_DISABLEIF_RETURN((cond), (bool))
# operator!=(...)``, a macro standing for the result type, broke the class; every member after them was read as a
# function of the file.
RAPIDJSON_SHAPES = {
    "document.h": (
        "template <typename Encoding>\n"
        "class GenericValue {\n"
        "public:\n"
        "  GenericValue() RAPIDJSON_NOEXCEPT : data_() { }\n"
        "  GenericValue(GenericValue&& rhs) RAPIDJSON_NOEXCEPT\n"
        "      : data_(rhs.data_) { }\n"
        "  template <typename T> RAPIDJSON_DISABLEIF_RETURN((IsGenericValue<T>), (bool)) operator==(const T& rhs) const"
        " { return false; }\n"
        "  template <typename T>\n"
        "  RAPIDJSON_DISABLEIF_RETURN((NotExpr<IsSame<T, char> >),(GenericValue&)) operator[](T* name)"
        " { return *this; }\n"
        "  GenericValue& SetArray() { return *this; }\n"
        "  GenericValue& AddMember(GenericValue& name, GenericValue& value) { return *this; }\n"
        "private:\n"
        "  int data_;\n"
        "};\n"
        "typedef GenericValue<char> Value;\n"
    ),
    "writer.cpp": (
        '#include "document.h"\n'
        "void write(Value& val, Value& name) {\n"
        "  val.SetArray();\n"
        "  val.AddMember(name, name);\n"
        "}\n"
    ),
}


def test_rapidjsons_macros_leave_its_class_whole() -> None:
    statement = b"  CERROR_TRY_RETURN(chunk_init(&chunk, out, length));\n"   # lodepng's: a statement, kept
    assert b"chunk_init(&chunk, out, length)" in without_macro_statements(statement)
    calls = resolved(link(RAPIDJSON_SHAPES), "writer.cpp")
    assert calls[(3, "SetArray")] == "document.h::GenericValue.SetArray()"
    assert calls[(4, "AddMember")] == "document.h::GenericValue.AddMember()"


# Corrade's ``Debug.cpp``: an unnamed namespace opened under one ``#if`` and closed under another, with a global
# between whose attributes (``CORRADE_THREAD_LOCAL``, ``__attribute__((weak))`` or a comment) stand in ``#if``
# branches and whose braced initialiser holds more.  The namespace closes where it does, so the file's later
# definitions are not file-local; and a member defined out of line is its class's wherever it stands.
CONDITIONAL_NAMESPACE = {
    "debug.h": (
        "class Error {\n"
        "public:\n"
        "  explicit Error(int* output, int flags = 0);\n"
        "  explicit Error(char* output, int flags = 0);\n"
        "};\n"
    ),
    "debug.cpp": (
        '#include "debug.h"\n'
        "#if !defined(STATIC_GLOBALS)\n"
        "namespace {\n"
        "#endif\n"
        "struct Globals { int* output; int color; };\n"
        "#ifdef MULTITHREADED\n"
        "CORRADE_THREAD_LOCAL\n"
        "#endif\n"
        "#if defined(STATIC_GLOBALS)\n"
        "CORRADE_VISIBILITY_EXPORT\n"
        "    #ifdef TARGET_GCC\n"
        "    __attribute__((weak))\n"
        "    #else\n"
        "    /* uh oh */\n"
        "    #endif\n"
        "#endif\n"
        "Globals globals{\n"
        "    #ifdef MINGW\n"
        "    defaultOutput(),\n"
        "    #else\n"
        "    nullptr,\n"
        "    #endif\n"
        "    #if !defined(WINDOWS)\n"
        "    1\n"
        "    #endif\n"
        "};\n"
        "#if !defined(STATIC_GLOBALS)\n"
        "}\n"
        "#endif\n"
        "Error::Error(int* const output, const int flags) {}\n"
        "Error::Error(char* const output, const int flags) {}\n"
    ),
    "tester.cpp": '#include "debug.h"\nvoid run(int* out) { Error(out, 1); }\n',
}


def test_a_namespace_opened_and_closed_under_conditions_ends_where_it_closes() -> None:
    linker = link(CONDITIONAL_NAMESPACE)
    assert resolved(linker, "tester.cpp")[(2, "Error")] == "debug.cpp::Error.Error()"
    assert linker.symbols["debug.cpp::Error.Error()"].exported
    # what decides it in the whole file: the attribute's block and the initialiser's are read as one branch each
    # (a branch of comments only ends as the one before it; after a directive, the code before it decides)
    flat = flattened(CONDITIONAL_NAMESPACE["debug.cpp"].encode()).decode()
    assert "#if defined(STATIC_GLOBALS)" not in flat and "#if !defined(WINDOWS)" not in flat
    assert "__attribute__((weak))" in flat and "    1\n" in flat
