"""C++ round 38: what reading Nestopia's misses showed (member heads a macro of another header writes, calling
conventions before a qualified name, pointers to members among overloads)."""

from __future__ import annotations

from smriti_git.index.languages.cblank import macro_heads, without_macro_statements
from smriti_git.index.languages.cpp import Cpp

from .lang_support import extract, link, resolved

# A header declares a class whose handlers a macro of another header declares and defines; the source file
# writes each handler's head as that macro's invocation, its body after, at namespace level: once on a line of
# its own (its second argument a number, which the grammar cannot read as a parameter), once on the body's
# line (its arguments names, which it reads as a definition's parameters).  Either way the body is the class's
# member's, so its unqualified calls reach the class's members.
HEADS = {
    "port.h": (
        "#define DECL_POKE(a_) void Poke_##a_(unsigned addr, unsigned data)\n"
        "#define POKE_AD(o_,a_) void o_::Poke_##a_(unsigned addr, unsigned data)\n"
    ),
    "apu.h": (
        '#include "port.h"\n'
        "namespace emu { namespace core {\n"
        "class Apu {\n"
        "  void Update();\n"
        "  void Latch(unsigned v);\n"
        "  DECL_POKE(4001);\n"
        "  DECL_POKE(Status);\n"
        "};\n"
        "}}\n"
    ),
    "apu.cpp": (
        '#include "apu.h"\n'
        "namespace emu { namespace core {\n"
        "\tvoid Apu::Update() {}\n"
        "\tvoid Apu::Latch(unsigned v) {}\n"
        "\tPOKE_AD(Apu,4001)\n"
        "\t{\n"
        "\t\tUpdate();\n"
        "\t}\n"
        "\tPOKE_AD(Apu,Status) { Latch(data); }\n"
        "}}\n"
    ),
}


def test_a_member_head_a_macro_of_another_header_writes_is_the_classs() -> None:
    calls = resolved(link(HEADS), "apu.cpp")
    assert calls[(7, "Update")] == "apu.cpp::emu.core.Apu.Update()"
    assert calls[(9, "Latch")] == "apu.cpp::emu.core.Apu.Latch()"
    facts = extract("apu.cpp", HEADS["apu.cpp"])
    heads = sorted(d.qualname for d in facts.definitions if d.qualname.endswith("POKE_AD"))
    assert heads == ["emu.core.Apu.POKE_AD", "emu.core.Apu.POKE_AD"]


def test_a_macro_heading_a_block_inside_a_function_stays_a_block() -> None:
    source = (b"void run(int n) {\n"
              b"    FOR_EACH(Item, n)\n"
              b"    {\n"
              b"        step();\n"
              b"    }\n"
              b"}\n"
              b"TEST(Suite, Name) { step(); }\n")
    tree = Cpp().parser().parse(source)
    assert macro_heads(source, tree) == source   # in a function, and Google Test's ``TEST``: left as written


# A calling convention's macro between the result type and a member's qualified name, out of the class: the
# definition is the class's member (it had been one of a namespace named after the macro and the class).
CALLING_CONVENTION = {
    "board.h": "namespace b { class Mc { void UpdatePrg(unsigned a, unsigned v); void Poke(unsigned d); }; }\n",
    "board.cpp": (
        '#include "board.h"\n'
        "namespace b {\n"
        "  void NST_FASTCALL Mc::UpdatePrg(unsigned a, unsigned v) {}\n"
        "  void Mc::Poke(unsigned d) { UpdatePrg(0, d); }\n"
        "}\n"
    ),
}


def test_a_calling_convention_before_a_qualified_name_is_blanked() -> None:
    names = [d.qualname for d in extract("board.cpp", CALLING_CONVENTION["board.cpp"]).definitions]
    assert "b.Mc.UpdatePrg" in names
    calls = resolved(link(CALLING_CONVENTION), "board.cpp")
    assert calls[(4, "UpdatePrg")] == "board.cpp::b.Mc.UpdatePrg()"


# A string literal pasted to a macro standing for another (``"done" LINE_END``) is one argument: the grammar
# reads the macro's name as an error beside the string, which had counted as a second argument.
PASTED_STRING = {
    "log.h": (
        "namespace n { class Log {\n"
        "public:\n"
        "  static void Flush(const char* s, unsigned long n);\n"
        "  template<unsigned long N> static void Flush(const char (&c)[N]) { Flush(c, N - 1); }\n"
        "}; }\n"
    ),
    "use.cpp": '#include "log.h"\nnamespace n { void run() {\n  Log::Flush( "done" LINE_END );\n} }\n',
}


def test_a_string_pasted_to_a_macro_is_one_argument() -> None:
    call = next(c for c in extract("use.cpp", PASTED_STRING["use.cpp"]).calls if c.name == "Flush")
    assert call.args == 1 and call.arg_texts == ("constchar*",)
    assert resolved(link(PASTED_STRING), "use.cpp")[(3, "Flush")] == "log.h::n.Log.Flush()~2"


# A board maps its handlers with pointers to members its own macro declares (no declaration shows the name).
# Of the overloads of that arity, those taking an enumeration or a pointer to a function cannot take a pointer to
# a member; of the two templates left, the one whose parameters are written out where the other's are its
# type parameters is more specialised, and overload resolution picks it.
MEMBER_POINTERS = {
    "board.h": (
        "namespace nes {\n"
        "typedef void (NST_REGCALL *Writer)(void*, unsigned);\n"
        "class Board {\n"
        "protected:\n"
        "  enum PrgSwap { PRG_SWAP };\n"
        "  enum ChrSwap { CHR_SWAP };\n"
        "  void Map(unsigned first, unsigned last, PrgSwap s) const;\n"
        "  void Map(unsigned first, unsigned last, ChrSwap s) const;\n"
        "  void Map(unsigned first, unsigned last, Writer w) const;\n"
        "  template<typename T> void Map(unsigned first, unsigned last, T t) const {}\n"
        "  template<typename T, typename U> void Map(unsigned address, T t, U u) const {}\n"
        "};\n"
        "}\n"
    ),
    "axrom.cpp": (
        '#include "board.h"\n'
        "#define DECL_POKE(a_) void Poke_##a_(unsigned, unsigned)\n"
        "namespace nes {\n"
        "class AxRom : public Board {\n"
        "  DECL_POKE(8000);\n"
        "  void Reset() {\n"
        "    Map( 0x8000U, 0xFFFFU, &AxRom::Poke_8000 );\n"
        "    Map( 0x8000U, 0xFFFFU, PRG_SWAP );\n"
        "  }\n"
        "};\n"
        "}\n"
    ),
}


def test_a_pointer_to_a_member_no_declaration_shows_chooses_the_most_specialised_template() -> None:
    linker = link(MEMBER_POINTERS)
    table = linker.tables["axrom.cpp"]
    targets = {call.line: linker.resolve_call(table, call)[0].dst for call in table.facts.calls if call.name == "Map"}
    assert targets[7] == "board.h::nes.Board.Map()~4"
    assert targets[8] == "board.h::nes.Board.Map()"


# A wide string literal is a ``const wchar_t*``: a number (an alias that one build makes ``unsigned short``) takes no
# pointer, so the overload taking a wide string is called.  A conditional's two values of one type are that type.
WIDE_AND_CONDITIONAL = {
    "xml.h": (
        "#if defined(SMALL)\ntypedef unsigned short dword;\n#else\ntypedef unsigned long dword;\n#endif\n"
        "typedef const wchar_t* wcstring;\n"
        "class Node {\n"
        "public:\n"
        "  int Attr(dword i) const;\n"
        "  int Attr(wcstring name) const;\n"
        "};\n"
        "class Ppu {\n"
        "public:\n"
        "  enum Mirroring { NMT_H, NMT_V };\n"
        "  void SetMirroring(Mirroring m);\n"
        "  void SetMirroring(const unsigned char (&banks)[4]);\n"
        "};\n"
    ),
    "use.cpp": (
        '#include "xml.h"\n'
        "int run(const Node& n, Ppu& ppu, bool h) {\n"
        "  ppu.SetMirroring( h ? Ppu::NMT_H : Ppu::NMT_V );\n"
        '  return n.Attr( L"version" );\n'
        "}\n"
    ),
}


def test_a_wide_string_and_a_conditional_of_one_type_choose_their_overloads() -> None:
    call = next(c for c in extract("use.cpp", WIDE_AND_CONDITIONAL["use.cpp"]).calls if c.name == "Attr")
    assert call.arg_texts == ("constwchar_t*",)
    calls = resolved(link(WIDE_AND_CONDITIONAL), "use.cpp")
    assert calls[(3, "SetMirroring")] == "xml.h::Ppu.SetMirroring()"
    assert calls[(4, "Attr")] == "xml.h::Node.Attr()~2"


# Windows stand-ins: ``strcasestr`` declared and defined in the project's namespace under ``#if defined(_WIN32)``,
# called from a member defined out of its class; and a ``to_string`` template only Android's build declares.  On
# Linux each call is the system's.
STAND_INS = {
    "util.h": (
        "#include <string>\n"
        "namespace kit {\n"
        "#if defined(_WIN32)\n"
        "const char *strcasestr(const char *big, const char *little);\n"
        "#endif\n"
        "#if defined(ANDROID)\n"
        "template <typename T> std::string to_string(T value) { return \"\"; }\n"
        "#endif\n"
        "}\n"
    ),
    "util.cpp": (
        '#include "util.h"\n'
        "namespace kit {\n"
        "#if defined(_WIN32)\n"
        "const char *strcasestr(const char *big, const char *little) { return big; }\n"
        "#endif\n"
        "}\n"
    ),
    "box.h": '#include "util.h"\nnamespace kit { class Box { public: int find(const char* a, int n); }; }\n',
    "box.cpp": (
        '#include "box.h"\n'
        "namespace kit {\n"
        "int Box::find(const char* a, int n) {\n"
        "  auto s = to_string(n);\n"
        '  return strcasestr(a, "x") ? 1 : 0;\n'
        "}\n"
        "}\n"
    ),
}


def test_windows_and_android_stand_ins_are_not_what_linux_calls_reach() -> None:
    calls = resolved(link(STAND_INS), "box.cpp")
    assert calls[(4, "to_string")] is None
    assert calls[(5, "strcasestr")] is None


# A vector class template with ``T* data()`` and ``const T* data() const`` (no one written result), used through an
# alias of its instance; and ``num * value->size()``, a ``size_t`` times a ``std::size_t``.  Both arguments are
# known: the ``float*`` overload is called, not the template nor the ones of other pointers.
INSTANCE_RESULTS = {
    "vec.h": (
        "#include <cstddef>\n"
        "namespace m {\n"
        "template<typename T> struct t_vec2 {\n"
        "  T value[2];\n"
        "  constexpr std::size_t size() const { return 2; }\n"
        "  T* data() { return value; }\n"
        "  const T* data() const { return value; }\n"
        "};\n"
        "using vec2 = t_vec2<float>;\n"
        "struct sphere { float c[4]; };\n"
        "}\n"
    ),
    "input.h": (
        '#include "vec.h"\n'
        "namespace m {\n"
        "class Input {\n"
        "public:\n"
        "  virtual void read(size_t num, float* value) = 0;\n"
        "  virtual void read(size_t num, double* value) = 0;\n"
        "  void read(size_t num, sphere* value) {}\n"
        "  template<typename T> void read(size_t num, T* value) {}\n"
        "  template<typename... Args> void read(const char* name, Args&... args) {}\n"
        "  void read(size_t num, vec2* value) { read(num * value->size(), value->data()); }\n"
        "};\n"
        "}\n"
    ),
}


def test_an_overloads_result_of_a_template_instance_and_one_integer_type_times_itself() -> None:
    calls = resolved(link(INSTANCE_RESULTS), "input.h")
    assert calls[(10, "read")] == "input.h::m.Input.read()"


# A macro declares an alias of a class template's instance, its element type a qualified name
# (``VSG_value(stringValue, std::string)``: ``using stringValue = Value<std::string>``), and a static member is
# called on the alias: the class template's.
MACRO_ALIAS = {
    "value.h": (
        "#include <string>\n"
        "#define VSG_value(N, T) \\\n    using N = Value<T>;\n"
        "namespace vsg {\n"
        "template<typename T> class Value {\n"
        "public:\n"
        "  template<typename... Args> static Value* create(Args&&... args) { return nullptr; }\n"
        "};\n"
        "VSG_value(stringValue, std::string);\n"
        "VSG_value(doubleValue, double);\n"
        "}\n"
    ),
    "parse.cpp": (
        '#include "value.h"\n'
        "using namespace vsg;\n"
        "void add(const std::string& s, double d) {\n"
        "  stringValue::create(s);\n"
        "  doubleValue::create(d);\n"
        "}\n"
    ),
}


def test_a_static_member_called_on_a_macro_declared_alias() -> None:
    calls = resolved(link(MACRO_ALIAS), "parse.cpp")
    assert calls[(4, "create")] == "value.h::vsg.Value.create()"
    assert calls[(5, "create")] == "value.h::vsg.Value.create()"


# ``write(const char*, const ref_ptr<T>&)`` beside ``write(const char*, Args&...)``: for an alias of another class
# template's instance, deduction of the first fails, and the pack is called; for a ``ref_ptr``, the first.
UNDEDUCED = {
    "out.h": (
        "namespace vsg {\n"
        "template<class T> class ref_ptr { T* p; };\n"
        "template<typename T> struct t_vec4 { T v[4]; };\n"
        "using vec4 = t_vec4<float>;\n"
        "struct Node {};\n"
        "class Output {\n"
        "public:\n"
        "  template<typename T> void write(const char* name, const ref_ptr<T>& object) {}\n"
        "  template<typename... Args> void write(const char* name, Args&... args) {}\n"
        "};\n"
        "struct material {\n"
        "  vec4 ambient;\n"
        "  ref_ptr<Node> node;\n"
        '  void save(Output& out) { out.write("ambient", ambient); out.write("node", node); }\n'
        "};\n"
        "}\n"
    ),
}


def test_a_template_whose_parameter_the_argument_cannot_deduce_is_left_out() -> None:
    linker = link(UNDEDUCED)
    table = linker.tables["out.h"]
    targets = {call.column: linker.resolve_call(table, call)[0].dst for call in table.facts.calls if call.line == 14}
    assert targets == {31: "out.h::vsg.Output.write()~2", 62: "out.h::vsg.Output.write()"}


# A macro writing a class's constructors stringizes its argument (CLI11's ``parent(#name, std::move(msg), code)``);
# the expansion is read with ``#name`` as the string it makes (it had been ``#RequiresError``, which broke the
# reading of CLI11's longer expansion), and a delegating constructor given an enumerator reaches the one taking
# the enumeration.
STRINGIZED = {
    "err.h": (
        "#include <string>\n"
        "enum class ExitCodes : int { Success = 0, RequiresError = 1 };\n"
        "#define ERROR_DEF(parent, name) \\\n"
        "  protected: \\\n"
        "    name(std::string e, std::string m, int c) : parent(e, m, c) {} \\\n"
        "  public: \\\n"
        "    name(std::string m, ExitCodes c) : parent(#name, m, c) {}\n"
        "struct Base {\n"
        "  Base(std::string e, std::string m, int c) {}\n"
        "  Base(const char* e, std::string m, ExitCodes c) {}\n"
        "};\n"
        "class RequiresError : public Base {\n"
        "  ERROR_DEF(Base, RequiresError)\n"
        "  RequiresError(std::string cur, std::string sub)\n"
        '      : RequiresError(cur + " requires " + sub, ExitCodes::RequiresError) {}\n'
        "};\n"
    ),
}


def test_a_stringized_macro_argument_and_an_enumerator_given_for_a_string() -> None:
    linker = link(STRINGIZED)
    assert '"RequiresError"' in linker._definition("err.h::RequiresError.RequiresError()~3").signature
    assert resolved(linker, "err.h")[(15, "RequiresError")] == "err.h::RequiresError.RequiresError()~3"


# A cast macro given a tagged type (``_RCAST(struct sockaddr_in*, ss)->sin_port = ...``): no expression, so the
# grammar fails there; in SIPp's socket.cpp the recovery then left 60 functions nested in one.  Blanked, the tag
# and the ``*`` leave a call of two names, which the grammar reads.
def test_a_tagged_type_given_to_a_macro_is_read_as_a_name() -> None:
    source = b"void f(struct sockaddr_storage* ss) { _RCAST(const struct sockaddr_in **, ss)->sin_port = 1; }\n"
    blanked = without_macro_statements(source)
    assert len(blanked) == len(source) and b"_RCAST(             sockaddr_in   , ss)" in blanked
    assert not Cpp().parser().parse(blanked).root_node.has_error
    assert Cpp().parser().parse(source).root_node.has_error


# Stand-ins for functions a system has: a macro for ``wmemcmp`` under ``#ifndef HAVE_WMEMCMP``, a ``fnmatch``
# declared and defined under ``#ifndef HAVE_FNMATCH``, and ``getuid()`` defined as a macro for Windows or WASI.  A
# Linux build leaves them out, so each call is the system's.  A fallback for what the system may lack (memcached's
# ``#ifndef HAVE_HTONLL`` / ``htonll``, not in glibc) stays the repository's: the build's configuration, which
# the index does not see, decides it.
NAMED_FALLBACKS = {
    "fnm.h": "#ifndef HAVE_FNMATCH\nint fnmatch(const char *p, const char *s, int f);\n#endif\n",
    "fnm.c": '#include "fnm.h"\n#ifndef HAVE_FNMATCH\nint fnmatch(const char *p, const char *s, int f) '
             "{ return 0; }\n#endif\n",
    "acl.c": (
        '#include "fnm.h"\n'
        "#ifndef HAVE_WMEMCMP\n#define wmemcmp(a,b,i)  memcmp((a), (b), (i) * sizeof(wchar_t))\n#endif\n"
        "#ifndef HAVE_HTONLL\nunsigned long long htonll(unsigned long long v) { return v; }\n#endif\n"
        "#if defined(_WIN32) && !defined(__CYGWIN__) || defined(__wasi__)\n#define getuid() 0\n#endif\n"
        "int run(const wchar_t *s) {\n"
        '  return wmemcmp(s, L"efault", 6) + getuid() + fnmatch("a", "b", 0) + htonll(1);\n'
        "}\n"
    ),
}


def test_stand_ins_for_functions_the_system_has_are_not_what_a_linux_build_calls() -> None:
    calls = resolved(link(NAMED_FALLBACKS), "acl.c")
    assert calls[(12, "wmemcmp")] is None
    assert calls[(12, "getuid")] is None
    assert calls[(12, "fnmatch")] is None
    assert calls[(12, "htonll")] == "acl.c::htonll()"


# ``typeid(T)`` is a ``const std::type_info`` lvalue: of ``demangle(const char*)``, ``demangle(const
# std::type_index&)`` and ``demangle(const std::type_info&)``, the last is called.
TYPEID = {
    "demangle.h": (
        "#include <string>\n#include <typeindex>\n"
        "namespace BT {\n"
        "inline std::string demangle(char const* name) { return name; }\n"
        "inline std::string demangle(const std::type_index& index) { return index.name(); }\n"
        "inline std::string demangle(const std::type_info& info) { return demangle(std::type_index(info)); }\n"
        "template <typename T> std::string nameOf() { return BT::demangle(typeid(T)); }\n"
        "}\n"
    ),
}


def test_typeid_is_a_type_info() -> None:
    assert resolved(link(TYPEID), "demangle.h")[(7, "demangle")] == "demangle.h::BT.demangle()~3"


# A smart pointer class template whose ``operator->`` its base class template declares: ``p->GetValue()`` reaches
# the held class's member.
BASE_ARROW = {
    "ptr.h": (
        "template <typename T> class RefCountPtr {\n"
        "public:\n"
        "  T* operator->();\n"
        "private:\n"
        "  T* mValue;\n"
        "};\n"
        "template <typename T> T* RefCountPtr<T>::operator->() { return mValue; }\n"
        "class PDFObject {};\n"
        "template <class T> class PDFObjectCastPtr : public RefCountPtr<T> {\n"
        "public:\n"
        "  PDFObjectCastPtr(PDFObject* o) {}\n"
        "};\n"
        "class PDFInteger : public PDFObject { public: long long GetValue() const; };\n"
        "class PDFDictionary : public PDFObject { public: PDFObject* QueryDirectObject(const char* key); };\n"
    ),
    "use.cpp": (
        '#include "ptr.h"\n'
        "long long read(PDFDictionary* state) {\n"
        '  PDFObjectCastPtr<PDFInteger> value(state->QueryDirectObject("mWrittenObjectID"));\n'
        "  return value->GetValue();\n"
        "}\n"
    ),
}


def test_an_arrow_operator_a_base_class_template_declares() -> None:
    assert resolved(link(BASE_ARROW), "use.cpp")[(4, "GetValue")] == "ptr.h::PDFInteger.GetValue()"


# ``#include <popcnt.hpp>`` names two files: the project's ``include/popcnt.hpp`` and its bundled library's
# ``lib/primesieve/include/primesieve/popcnt.hpp``.  The including file's other includes are each found only in
# ``include/``: that is its include path, and the first is the one included.
INCLUDE_PATH = {
    "include/imath.hpp": "inline int isqrt(int x) { return x; }\n",
    "include/popcnt.hpp": "inline int popcnt64(unsigned long x) { return 1; }\n",
    "lib/primesieve/include/primesieve/popcnt.hpp": "inline int popcnt64(unsigned long x) { return 2; }\n",
    "lib/primesieve/src/Sieve.cpp": "#include <primesieve/popcnt.hpp>\n"
                                    "int s(unsigned long x) { return popcnt64(x); }\n",
    "src/PhiTiny.cpp": "#include <imath.hpp>\n#include <popcnt.hpp>\nint phi(unsigned long x) { return popcnt64(x) "
                       "+ isqrt(3); }\n",
}


def test_a_tied_include_is_the_one_on_the_files_own_include_path() -> None:
    assert resolved(link(INCLUDE_PATH), "src/PhiTiny.cpp")[(3, "popcnt64")] == "include/popcnt.hpp::popcnt64()"


# A function template constrained to integral types (``std::enable_if_t<std::is_integral_v<T>, bool> = true``),
# given a ``std::string``: disabled, so the overload taking a ``std::string_view`` is called.
INTEGRAL_ONLY = {
    "tools.h": (
        "#include <string>\n#include <string_view>\n#include <type_traits>\n"
        "void StringReplace(std::string& dst, const char* pred, const std::string_view src);\n"
        "template <typename T, std::enable_if_t<std::is_integral_v<T>, bool> = true>\n"
        "void StringReplace(std::string& dst, const char* pred, const T value) {}\n"
        "struct Player { std::string GetName() const; };\n"
    ),
    "use.cpp": (
        '#include "tools.h"\n'
        "void say(std::string& msg, const Player* player) {\n"
        '  StringReplace( msg, "%{name}", player->GetName() );\n'
        '  StringReplace( msg, "%{count}", 3 );\n'
        "}\n"
    ),
}


def test_a_template_for_integral_types_takes_no_string() -> None:
    linker = link(INTEGRAL_ONLY)
    table = linker.tables["use.cpp"]
    targets = {c.line: linker.resolve_call(table, c)[0].dst for c in table.facts.calls if c.name == "StringReplace"}
    assert targets == {3: "tools.h::StringReplace()", 4: "tools.h::StringReplace()~2"}


# A file-level object constructed with enumerators reads as a prototype (``static SrtpDebugFile
# lfile(Where::Local, Type::Audio);``); a function is no receiver, and its "parameters" name values, so it is an
# object of its class, and ``lfile.open()`` is the class's member.  A real prototype stays a function.
VEXING = {
    "debug.cpp": (
        "enum class Where { Local, Remote };\n"
        "enum class Type { Audio, Video };\n"
        "class DebugFile { public: DebugFile(Where w, Type t) {} bool open() { return true; } };\n"
        "static DebugFile lfile(Where::Local, Type::Audio);\n"
        "static DebugFile make(Where w, Type t);\n"
        "bool start() {\n"
        "  return lfile.open() && make(Where::Remote, Type::Video).open();\n"
        "}\n"
    ),
}


def test_a_file_level_object_constructed_with_enumerators_is_an_object() -> None:
    linker = link(VEXING)
    table = linker.tables["debug.cpp"]
    targets = {c.column: linker.resolve_call(table, c)[0].dst for c in table.facts.calls if c.line == 7}
    assert targets[15] == "debug.cpp::DebugFile.open()"
    assert targets[25] == "debug.cpp::make()"


# A class derives, through a base, from a class template's instance (``ListBox<int32_t>``); the template's
# ``SetCurrent(size_t)`` and ``SetCurrent(const Item&)`` are called on the object itself with an ``int32_t``:
# ``Item`` is ``int32_t`` there, the second is an exact match, and the first needs a conversion.
BASE_INSTANCE = {
    "list.h": (
        "#include <cstddef>\n#include <cstdint>\n"
        "namespace Interface {\n"
        "template <class Item> class ListBox {\n"
        "public:\n"
        "  void SetCurrent(size_t posId) {}\n"
        "  void SetCurrent(const Item& item) {}\n"
        "};\n"
        "}\n"
        "class SelectEnum : public Interface::ListBox<int32_t> {};\n"
        "class MultiSelection : public SelectEnum {\n"
        "  void setup() { SetCurrent(static_cast<int32_t>(0)); }\n"
        "};\n"
    ),
}


def test_a_class_template_bases_arguments_choose_its_overloads() -> None:
    assert resolved(link(BASE_INSTANCE), "list.h")[(12, "SetCurrent")] == "list.h::Interface.ListBox.SetCurrent()~2"


# A function-like macro's "result" is no type: ``_( "Monsters" )`` had been typed ``#define`` and taken by a
# template's ``const T`` as an exact match.
MACRO_RESULT = {
    "tools.h": (
        "#include <string>\n#include <string_view>\n"
        "const char* gettext(const char* s);\n"
        "#define _( s ) gettext( s )\n"
        "void StringReplace(std::string& dst, const char* pred, const std::string_view src);\n"
        "template <typename T> void StringReplace(std::string& dst, const char* pred, const T value) {}\n"
        'inline void say(std::string& msg) { StringReplace( msg, " %{name1}", _( "Monsters" ) ); }\n'
    ),
}


def test_a_function_like_macros_result_is_no_type() -> None:
    linker = link(MACRO_RESULT)
    table = linker.tables["tools.h"]
    call = next(c for c in table.facts.calls if c.name == "StringReplace")
    assert linker.resolve_call(table, call)[0].dst != "tools.h::StringReplace()~2"


# A global declared in a header, ``extern World & world;``: not ``const``, so ``world.getTile(i)`` calls the
# non-``const`` overload; one declared ``extern const World& view;`` calls the ``const`` one.
GLOBAL_CONSTNESS = {
    "world.h": (
        "class Tile {};\n"
        "class World {\n"
        "public:\n"
        "  const Tile& getTile(int id) const;\n"
        "  Tile& getTile(int id);\n"
        "};\n"
        "extern World & world;\n"
        "extern const World & view;\n"
    ),
    "ai.cpp": '#include "world.h"\nvoid visit(int i) {\n  world.getTile(i);\n  view.getTile(i);\n}\n',
}


def test_a_globals_constness_chooses_between_const_and_mutable_overloads() -> None:
    calls = resolved(link(GLOBAL_CONSTNESS), "ai.cpp")
    assert calls[(3, "getTile")] == "world.h::World.getTile()~2"
    assert calls[(4, "getTile")] == "world.h::World.getTile()"


# A call outside its namespace, unqualified, given an enumerator of a scoped enumeration of that namespace
# (``HotKeyPressEvent(Game::HotKeyEvent::TOWN_DWELLING_LEVEL_1)``): argument-dependent lookup finds the
# namespace's function.
ENUM_ADL = {
    "hotkeys.h": (
        "namespace Game {\n"
        "enum class HotKeyEvent { NONE, TOWN_DWELLING_LEVEL_1 };\n"
        "bool HotKeyPressEvent(const HotKeyEvent eventID);\n"
        "}\n"
    ),
    "castle.cpp": (
        '#include "hotkeys.h"\n'
        "namespace {\n"
        "int pressed() { return HotKeyPressEvent( Game::HotKeyEvent::TOWN_DWELLING_LEVEL_1 ) ? 1 : 0; }\n"
        "}\n"
    ),
}


def test_an_enumerator_argument_leads_lookup_to_its_namespace() -> None:
    assert resolved(link(ENUM_ADL), "castle.cpp")[(3, "HotKeyPressEvent")] == "hotkeys.h::Game.HotKeyPressEvent()"


# A local constructed with ``std::move(name)`` and a qualified static call without arguments
# (``fheroes2::FontType::smallWhite()``), which the grammar reads as a function's declaration: a local of its
# class, whose members its calls reach.
CONSTRUCTED = {
    "text.cpp": (
        "#include <string>\n"
        "namespace fheroes2 {\n"
        "struct FontType { static FontType smallWhite(); };\n"
        "class Text { public: Text(std::string&& s, const FontType f); int width() const; };\n"
        "}\n"
        "int measure(std::string count) {\n"
        "  const fheroes2::Text text( std::move( count ), fheroes2::FontType::smallWhite() );\n"
        "  return text.width();\n"
        "}\n"
    ),
}


def test_a_local_constructed_with_a_qualified_static_call_is_a_local() -> None:
    assert resolved(link(CONSTRUCTED), "text.cpp")[(8, "width")] == "text.cpp::fheroes2.Text.width()"


# Partial ordering between templates is not asked where a function that is no template stands beside them:
# ``HashCombine(uint64_t, uint64_t)`` is an exact match for two ``size_t`` s (one type here), and is called.
HASHES = {
    "hash.h": (
        "#include <cstddef>\n#include <cstdint>\n"
        "template <typename T1, typename T2> size_t HashCombine(T1 a, T2 b) { return 0; }\n"
        "template <typename T> size_t HashCombine(T a, size_t hash) { return 0; }\n"
        "inline uint64_t HashCombine(uint64_t a, uint64_t b) { return a ^ b; }\n"
        "inline size_t combine(size_t n, size_t hash) { return HashCombine(n, hash); }\n"
    ),
}


def test_no_template_ordering_beside_a_function_that_is_no_template() -> None:
    assert resolved(link(HASHES), "hash.h")[(6, "HashCombine")] != "hash.h::HashCombine()~2"


# A braced temporary of a standard container written out (``std::vector<std::string>{val}``) is that container,
# which no number, enumeration or pointer parameter takes.
CONTAINER_TEMPORARY = {
    "err.h": (
        "#include <string>\n#include <vector>\n"
        "enum class ExitCodes { Success, ExtrasError };\n"
        "struct ExtrasError {\n"
        "  ExtrasError(const std::string& name, std::vector<std::string> args) {}\n"
        "  ExtrasError(std::string msg, ExitCodes code) {}\n"
        "  ExtrasError(std::string msg, int code) {}\n"
        "};\n"
        "inline void extra(const std::string& name, const std::string& val) {\n"
        "  throw ExtrasError(name, std::vector<std::string>{val});\n"
        "}\n"
    ),
}


def test_a_standard_containers_temporary_chooses_its_overload() -> None:
    assert resolved(link(CONTAINER_TEMPORARY), "err.h")[(10, "ExtrasError")] == "err.h::ExtrasError.ExtrasError()"
