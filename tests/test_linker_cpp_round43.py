"""C++ round 43: what the thirty-first session's full run left among ambiguous overloads whose arguments are known
(standard containers and pairs, pointers and fixed-width numbers, numbers and classes no constructor makes from one,
a build option's character type, a cast's constness, a dereferenced ``T const*``)."""

from __future__ import annotations

from .lang_support import extract, link, resolved

# OMPL's ``BinaryHeap<T>::insert(const T&)`` beside ``insert(const std::vector<T>&)``, given a ``std::pair``: one
# standard container (or pair) is never another.  wabt's ``Write(uint64_t)`` beside ``Write(std::string_view)``,
# given a string: a pointer is no fixed-width number.
CONTAINERS = {
    "main.cpp": (
        "#include <vector>\n"
        "#include <utility>\n"
        "#include <string_view>\n"
        "#include <cstdint>\n"
        "template <typename T>\n"
        "class Heap {\n"
        "public:\n"
        "    void insert(const T& data) {}\n"
        "    void insert(const std::vector<T>& list) {}\n"
        "};\n"
        "class Writer {\n"
        "public:\n"
        "    void Write(uint64_t v) {}\n"
        "    void Write(std::string_view s) {}\n"
        "};\n"
        "void run(Heap<std::pair<int, double>>& heap, Writer& w) {\n"
        "    std::pair<int, double> element(1, 2.0);\n"
        "    heap.insert(element);\n"
        "    w.Write(\"name\");\n"
        "}\n"
    ),
}


def test_a_pair_is_no_container_and_a_pointer_no_fixed_width_number() -> None:
    got = resolved(link(CONTAINERS), "main.cpp")
    assert got[(18, "insert")] == "main.cpp::Heap.insert()"
    assert got[(19, "Write")] == "main.cpp::Writer.Write()~2"


# wabt's ``const_cast<Module*>(this)->GetDataSegment(var)`` in a ``const`` method: the cast's type says the object
# is not ``const``, and the non-``const`` overload is called.
CAST = {
    "module.h": (
        "struct Segment {};\n"
        "class Module {\n"
        "public:\n"
        "    const Segment* Get(int index) const;\n"
        "    Segment* Get(int index);\n"
        "    int Index(int index) const;\n"
        "};\n"
    ),
    "module.cpp": (
        '#include "module.h"\n'
        "const Segment* Module::Get(int index) const { return const_cast<Module*>(this)->Get(index); }\n"
        "Segment* Module::Get(int index) { return nullptr; }\n"
        "int Module::Index(int index) const { return static_cast<const Module*>(this)->Get(index) ? 1 : 0; }\n"
    ),
}


def test_a_cast_says_whether_its_object_is_const() -> None:
    got = resolved(link(CAST), "module.cpp")
    assert got[(2, "Get")] == "module.cpp::Module.Get()~2"
    assert got[(4, "Get")] == "module.cpp::Module.Get()"


# wabt's ``Write(const ExprList&)`` beside ``Write(std::string_view)``, given a string: ``ExprList`` is an alias of
# ``intrusive_list<Expr>``, whose move constructor defined outside the class writes the class template's head, and
# is no constructor template that might take a string.
CLASS_TEMPLATE_MEMBERS = {
    "list.h": (
        "#include <string_view>\n"
        "template <typename T>\n"
        "class intrusive_list {\n"
        "public:\n"
        "    intrusive_list();\n"
        "    intrusive_list(intrusive_list&& other);\n"
        "};\n"
        "template <typename T>\n"
        "inline intrusive_list<T>::intrusive_list() {}\n"
        "template <typename T>\n"
        "inline intrusive_list<T>::intrusive_list(intrusive_list&& other) {}\n"
        "struct Expr {};\n"
        "using ExprList = intrusive_list<Expr>;\n"
    ),
    "writer.cpp": (
        '#include "list.h"\n'
        "class Writer {\n"
        "public:\n"
        "    void Write(std::string_view s) {}\n"
        "    void Write(const ExprList& exprs) {}\n"
        "    void Run() { Write(\"x\"); }\n"
        "};\n"
    ),
}


def test_a_class_templates_member_defined_outside_is_no_constructor_template() -> None:
    got = resolved(link(CLASS_TEMPLATE_MEMBERS), "writer.cpp")
    assert got[(6, "Write")] == "writer.cpp::Writer.Write()"


# pugixml's ``#ifdef PUGIXML_WCHAR_MODE`` / ``#define PUGIXML_CHAR wchar_t`` / ``#else`` / ``#define PUGIXML_CHAR
# char``: the option is defined nowhere in the file, and the default build's ``char_t`` is ``char``, so
# ``child("name")`` is ``child(const char_t*)``, not ``child(string_view_t)``.  A test of the compiler's own macro
# (``__cplusplus``) is no option: both arms stay.
OPTION = {
    "xml.h": (
        "#include <string_view>\n"
        "#ifdef XML_WCHAR_MODE\n"
        "#define XML_CHAR wchar_t\n"
        "#else\n"
        "#define XML_CHAR char\n"
        "#endif\n"
        "#ifdef __cplusplus\n"
        "#define XML_REAL double\n"
        "#else\n"
        "#define XML_REAL float\n"
        "#endif\n"
        "namespace xml {\n"
        "typedef XML_CHAR char_t;\n"
        "typedef std::basic_string_view<XML_CHAR> string_view_t;\n"
        "class node {\n"
        "public:\n"
        "    node child(const char_t* name) const;\n"
        "    node child(string_view_t name) const;\n"
        "};\n"
        "}\n"
    ),
    "use.cpp": (
        '#include "xml.h"\n'
        "xml::node first(const xml::node& root) { return root.child(\"mesh\"); }\n"
    ),
}


def test_a_build_options_character_type_is_the_default_builds() -> None:
    linker = link(OPTION)
    assert resolved(linker, "use.cpp")[(2, "child")] == "xml.h::xml.node.child()"
    macros = [d.signature for d in extract("xml.h", OPTION["xml.h"]).definitions if d.name in ("XML_CHAR", "XML_REAL")]
    assert macros == ["#define XML_CHAR char", "#define XML_REAL double"]   # (C++: ``__cplusplus``, ``cdirectives``)


# Uncrustify's ``UncText::append(int)`` beside ``append(const UncText&)`` and ``append(const std::string&)``, given a
# ``char``: no constructor of ``UncText`` takes a number (its own class, strings, a container), and no standard
# string is made from one.  A class with a constructor from a number is made from one: ``pay(const Amount&)``
# beside ``pay(const Text&)``, given a ``short``.
NUMBERS = {
    "text.h": (
        "#include <string>\n"
        "#include <deque>\n"
        "class Text {\n"
        "public:\n"
        "    typedef std::deque<int> value_type;\n"
        "    Text();\n"
        "    Text(const Text& ref);\n"
        "    Text(const char* ascii);\n"
        "    Text(const std::string& ascii);\n"
        "    Text(const value_type& data, size_t idx = 0);\n"
        "    void append(int ch);\n"
        "    void append(const Text& ref);\n"
        "    void append(const std::string& ascii);\n"
        "};\n"
        "class Amount {\n"
        "public:\n"
        "    Amount(long cents);\n"
        "};\n"
        "void pay(const Text& t);\n"
        "void pay(const Amount& a);\n"
    ),
    "use.cpp": (
        '#include "text.h"\n'
        "void run(Text& out, char c, short s) {\n"
        "    out.append(c);\n"
        "    pay(s);\n"
        "}\n"
    ),
}


def test_a_number_makes_no_class_without_a_constructor_from_one() -> None:
    got = resolved(link(NUMBERS), "use.cpp")
    assert got[(3, "append")] == "text.h::Text.append()"
    assert got[(4, "pay")] == "text.h::pay()~2"


# osm2pgsql's ``create_point(geom, *m_context_node)`` of ``osmium::Node const *m_context_node``: the dereferenced
# ``osmium::Node const`` is an ``osmium::Node``, for ``create_point(geometry_t*, osmium::Node const&)`` beside
# ``(geometry_t*, osmium::Location const&)``.
EAST_CONST = {
    "geom.h": (
        "namespace osmium { class Node; class Location; }\n"
        "struct geometry_t {};\n"
        "void create_point(geometry_t* geom, osmium::Location const& location);\n"
        "void create_point(geometry_t* geom, osmium::Node const& node);\n"
    ),
    "flex.cpp": (
        '#include "geom.h"\n'
        "class Flex {\n"
        "    osmium::Node const* m_context_node = nullptr;\n"
        "public:\n"
        "    void point(geometry_t* geom) { create_point(geom, *m_context_node); }\n"
        "};\n"
    ),
}


def test_a_dereferenced_pointer_to_an_east_const_class() -> None:
    got = resolved(link(EAST_CONST), "flex.cpp")
    assert got[(5, "create_point")] == "geom.h::create_point()~2"


# Uncrustify's ``enum_<E_Token>("TokenType").value("NONE", ...)``: a function template called with explicit
# template arguments whose result is no parameter of it (``template<class T> Dummy enum_(char const*)``) gives
# the result it writes, and a chain of ``value`` calls goes on from there.
EXPLICIT_RESULT = {
    "bind.cpp": (
        "struct binding {\n"
        "    template<class... Args> binding value(Args...) { return {}; }\n"
        "};\n"
        "using Dummy = binding;\n"
        "template<class T> Dummy enum_(char const* const) { return Dummy{}; }\n"
        "enum class Kind { A, B };\n"
        "void bindings() {\n"
        "    enum_<Kind>(\"Kind\").value(\"A\", Kind::A).value(\"B\", Kind::B);\n"
        "}\n"
    ),
}


def test_an_explicit_template_calls_written_result() -> None:
    table_calls = [(c.column, c.name) for c in link(EXPLICIT_RESULT).tables["bind.cpp"].facts.calls]
    got = resolved(link(EXPLICIT_RESULT), "bind.cpp")
    assert (8, "value") in got and got[(8, "value")] == "bind.cpp::binding.value()"
    assert len([c for c in table_calls if c[1] == "value"]) == 2


# libspatialindex's ``const IInterval& ivT`` in a method of ``SpatialIndex::MovingRegion``, which derives from
# ``Tools::IInterval`` through ``TimeRegion``: a base's own name is seen bare in the derived class (C++'s injected
# class name, inherited).
INJECTED = {
    "tools.h": (
        "namespace Tools {\n"
        "class IInterval {\n"
        "public:\n"
        "    virtual ~IInterval() {}\n"
        "    virtual double getLowerBound() const = 0;\n"
        "};\n"
        "}\n"
    ),
    "region.h": (
        '#include "tools.h"\n'
        "namespace Index {\n"
        "class TimeRegion : public Tools::IInterval {\n"
        "public:\n"
        "    double getLowerBound() const override;\n"
        "};\n"
        "class MovingRegion : public TimeRegion {\n"
        "public:\n"
        "    MovingRegion(const Tools::IInterval& ivT);\n"
        "    double start(const IInterval& iv) const { return iv.getLowerBound(); }\n"
        "};\n"
        "}\n"
    ),
    "region.cpp": (
        '#include "region.h"\n'
        "using namespace Index;\n"
        "double TimeRegion::getLowerBound() const { return 0; }\n"
        "MovingRegion::MovingRegion(const IInterval& ivT) { double low = ivT.getLowerBound(); }\n"
    ),
}


def test_a_bases_own_name_is_seen_in_a_derived_class() -> None:
    linker = link(INJECTED)
    assert resolved(linker, "region.cpp")[(4, "getLowerBound")] == "tools.h::Tools.IInterval.getLowerBound()"
    assert resolved(linker, "region.h")[(10, "getLowerBound")] == "tools.h::Tools.IInterval.getLowerBound()"


# aria2's ``if (...) { ... }`` / ``#ifdef ENABLE_BITTORRENT`` / ``else if (...) { ... }`` / ``#endif`` / ``else
# { ... }``, googletest's ``#ifdef GTEST_OS_WINDOWS`` / ``if (...) { ... }`` / ``#else`` / ``if (...) { ... }`` /
# ``#endif`` / ``else { ... }``, and SoPlex's ``if (...)`` / ``SPX_MSG_WARNING(out, out << "...";)`` / ``else``:
# the grammar's error recovery closed the namespace early, and the functions after them lost it (so did the names
# they see).  The ``#ifdef`` is flattened and the macro's ``;)`` read as ``);``.
GOES_ON = {
    "opt.h": "namespace app {\nclass Option {\npublic:\n    int get(int key) const;\n};\n}\n",
    "helper.cpp": (
        '#include "opt.h"\n'
        "#define MSG_WARNING(out, x) do { x } while (0)\n"
        "namespace app {\n"
        "int Option::get(int key) const { return key; }\n"
        "void detect(int uri, int& out) {\n"
        "    if (uri == 1) {\n"
        "        out = 1;\n"
        "    }\n"
        "#ifdef ENABLE_TORRENT\n"
        "    else if (uri == 2) {\n"
        "        out = 2;\n"
        "    }\n"
        "#endif\n"
        "    else {\n"
        "        out = 0;\n"
        "    }\n"
        "    if (out == 3)\n"
        "        MSG_WARNING(out, out = 4;)\n"
        "    else\n"
        "        out = 5;\n"
        "#ifdef TEST_OS_WINDOWS\n"
        "    if (uri == 7) {\n"
        "        out = 7;\n"
        "    }\n"
        "#else\n"
        "    if (uri == 8) {\n"
        "        out = 8;\n"
        "    }\n"
        "#endif\n"
        "    else {\n"
        "        out = 9;\n"
        "    }\n"
        "}\n"
        "int later(int key) {\n"
        "    Option option;\n"
        "    return option.get(key);\n"
        "}\n"
        "}\n"
    ),
}


def test_an_else_in_a_conditional_and_a_statement_in_a_macro_keep_the_namespace() -> None:
    facts = extract("helper.cpp", GOES_ON["helper.cpp"])
    assert [d.qualname for d in facts.definitions if d.kind == "function" and d.name.islower()] == [
        "app.detect", "app.later"]
    assert resolved(link(GOES_ON), "helper.cpp")[(36, "get")] == "helper.cpp::app.Option.get()"


# Where the file defines the option itself (FDK AAC's ``#define WINDOWTABLE_16BIT``, no value, in its x86 arm), the
# arm its macros choose for the fixed build (x86-64: ``cdirectives``) stays; where each arm defines a class of its own
# (Nestopia's two ``class Port`` s, each with its ``typedef ... Reader``) under a macro the file does not define,
# every arm stays: the default build is not known from the file alone.
OPTIONS_KEPT = {
    "arch.h": (
        "#if defined(__x86_64__)\n"
        "#define TABLE_16BIT\n"
        "#endif\n"
        "#ifdef TABLE_16BIT\n"
        "#define FIXP_WTB short\n"
        "#else\n"
        "#define FIXP_WTB int\n"
        "#endif\n"
        "#ifdef FAST_DELEGATE\n"
        "class Port { typedef int (Port::*Reader)(int); };\n"
        "#else\n"
        "class Port { typedef int (*Reader)(void*, int); };\n"
        "#endif\n"
    ),
}


def test_an_option_the_file_defines_and_classes_per_arm_keep_every_arm() -> None:
    facts = extract("arch.h", OPTIONS_KEPT["arch.h"])
    assert [d.signature for d in facts.definitions if d.name == "FIXP_WTB"] == ["#define FIXP_WTB short"]
    assert len([d for d in facts.definitions if d.name == "Reader"]) == 2


# i2pd's ``[s = shared_from_this()] () { s->SendSessionCreated(); }``: a lambda's init-capture is typed as an
# ``auto`` local of its initialiser; one naming itself in its initialiser keeps the name's own type.
CAPTURES = {
    "session.cpp": (
        "#include <memory>\n"
        "struct Peer { void Ping(); };\n"
        "class Session : public std::enable_shared_from_this<Session> {\n"
        "public:\n"
        "    void Send();\n"
        "    void Receive(Peer* peer);\n"
        "};\n"
        "void Session::Send() {}\n"
        "void Peer::Ping() {}\n"
        "void Session::Receive(Peer* peer) {\n"
        "    auto done = [s = shared_from_this(), p = peer]() {\n"
        "        s->Send();\n"
        "        p->Ping();\n"
        "    };\n"
        "    auto again = [&peer = std::as_const(peer)]() { peer->Ping(); };\n"
        "}\n"
    ),
}


def test_a_lambdas_init_capture_is_typed_by_its_initialiser() -> None:
    got = resolved(link(CAPTURES), "session.cpp")
    assert got[(12, "Send")] == "session.cpp::Session.Send()"
    assert got[(13, "Ping")] == "session.cpp::Peer.Ping()"
    assert got[(15, "Ping")] == "session.cpp::Peer.Ping()"   # (fheroes2's ``[&hero = std::as_const(hero)]``)


# Assimp's ``for (const ElementMap::value_type& el : scope.Elements())`` of ``using ElementMap =
# std::multimap<std::string, Element*>;``: ``el.second`` is an ``Element*``.
MAP_ENTRIES = {
    "scope.h": (
        "#include <map>\n"
        "#include <string>\n"
        "namespace fbx {\n"
        "class Element { public: int Compound() const; };\n"
        "using ElementMap = std::multimap<std::string, Element*>;\n"
        "class Scope { public: const ElementMap& Elements() const; };\n"
        "struct Token {};\n"
        "void note(const std::string& message, const Token& token);\n"
        "void note(const std::string& message, const Element* element);\n"
        "}\n"
    ),
    "read.cpp": (
        '#include "scope.h"\n'
        "namespace fbx {\n"
        "int Element::Compound() const { return 0; }\n"
        "int count(const Scope& scope) {\n"
        "    int n = 0;\n"
        "    for (const ElementMap::value_type& el : scope.Elements()) {\n"
        "        n += el.second->Compound();\n"
        "        note(\"element\", el.second);\n"
        "    }\n"
        "    return n;\n"
        "}\n"
        "}\n"
    ),
}


def test_the_value_of_an_alias_of_a_standard_maps_value_type() -> None:
    got = resolved(link(MAP_ENTRIES), "read.cpp")
    assert got[(7, "Compound")] == "read.cpp::fbx.Element.Compound()"
    assert got[(8, "note")] == "scope.h::fbx.note()~2"


# SoPlex's ``template <class R> static R LPFreadInfinity(char*& pos)`` (spxlpbase_real.hpp) beside
# spxlpbase_rational.hpp's ``static Rational LPFreadInfinity(char*& pos)``: no argument deduces ``R``, so a call
# without template arguments is the plain function.
UNDEDUCED = {
    "real.hpp": "template <class R> static R readInfinity(char*& pos) { return R(); }\n",
    "rational.hpp": "struct Rational {};\nstatic Rational readInfinity(char*& pos) { return Rational(); }\n",
    "read.cpp": (
        '#include "real.hpp"\n'
        '#include "rational.hpp"\n'
        "void read(char* pos) { readInfinity(pos); readInfinity<double>(pos); }\n"
    ),
}


def test_a_template_no_argument_deduces_is_not_called_without_template_arguments() -> None:
    linker = link(UNDEDUCED)
    table = linker.tables["read.cpp"]
    targets = [linker.resolve_call(table, c)[0].dst for c in table.facts.calls if c.name == "readInfinity"]
    assert targets == ["rational.hpp::readInfinity()", "real.hpp::readInfinity()"]


# jitasm's ``Dummy(R(var), zax)`` in ``jitasm::Frontend``: argument-dependent lookup through a call's result, the
# class its callee's result names where that callee is declared (``detail::R`` returns an ``Opd``: ``detail::Opd``),
# and through an argument's base classes (``R(src)`` of an ``XmmReg``, derived from ``detail::Opd``).
ADL_RESULT = {
    "jit.h": (
        "namespace jit {\n"
        "namespace detail {\n"
        "struct Opd {};\n"
        "inline Opd R(const Opd& opd) { return opd; }\n"
        "inline Opd Dummy(const Opd& opd, int constraint) { return opd; }\n"
        "}\n"
        "struct Frontend {\n"
        "    detail::Opd var;\n"
        "    void declare() { Dummy(R(var), 0); }\n"
        "};\n"
        "struct XmmReg : detail::Opd {};\n"
        "inline void move(const XmmReg& src) { R(src); }\n"
        "}\n"
    ),
}


def test_argument_dependent_lookup_through_a_calls_result() -> None:
    got = resolved(link(ADL_RESULT), "jit.h")
    assert got[(9, "R")] == "jit.h::jit.detail.R()"
    assert got[(9, "Dummy")] == "jit.h::jit.detail.Dummy()"
    assert got[(12, "R")] == "jit.h::jit.detail.R()"   # (a base's namespace: ``XmmReg`` is a ``detail::Opd``)
