"""C++ and C round 24, found by reading the fourteenth fresh batch after it was scored once (glog,
Pistache, LMDB): an inline namespace's members are its enclosing namespace's; a braced list
prefers an ``std::initializer_list`` parameter and initialises no number; a header included, or a
macro defined, only in another platform's ``#if`` branch (``_WIN32``, ``..._WINDOWS...``) is not
what a Linux build sees."""

from __future__ import annotations

from smriti_git.index.facts import INLINE_NAMESPACE

from .lang_support import extract, link, resolved

INLINE_H = """\
namespace google {
inline namespace glog_internal_namespace_ {
void AlsoErrorWrite(int severity, const char* message);
const char* ProgramInvocationShortName();
class FileDescriptor {
 public:
  explicit FileDescriptor(int fd) : fd_(fd) {}
  int get() const { return fd_; }
 private:
  int fd_;
};
}
}
"""
INLINE_CC = """\
#include "utilities.h"
namespace google {
inline namespace glog_internal_namespace_ {
void AlsoErrorWrite(int severity, const char* message) {}
const char* ProgramInvocationShortName() { return ""; }
}
}
"""
LOGGING_CC = """\
#include "utilities.h"
namespace google {
int open(const char* path);
bool Log(const char* path) {
  AlsoErrorWrite(1, glog_internal_namespace_::ProgramInvocationShortName());
  FileDescriptor fd{open(path)};
  return fd.get() > 0;
}
}
void outside() {
  google::AlsoErrorWrite(2, "x");
}
"""


def test_an_inline_namespaces_members_are_the_enclosing_namespaces() -> None:
    main = resolved(link({"utilities.h": INLINE_H, "utilities.cc": INLINE_CC, "logging.cc": LOGGING_CC}),
                    "logging.cc")
    assert main[(5, "AlsoErrorWrite")] == "utilities.cc::google.glog_internal_namespace_.AlsoErrorWrite()"
    assert main[(5, "ProgramInvocationShortName")] == \
        "utilities.cc::google.glog_internal_namespace_.ProgramInvocationShortName()"
    assert main[(7, "get")] == "utilities.h::google.glog_internal_namespace_.FileDescriptor.get()"
    assert main[(11, "AlsoErrorWrite")] == "utilities.cc::google.glog_internal_namespace_.AlsoErrorWrite()"


def test_an_inline_namespace_is_read_as_a_using_directive_of_its_parent() -> None:
    facts = extract("a.h", "namespace a { inline namespace v2 { int f(); } namespace plain { int g(); } }\n"
                           "inline namespace top { int h(); }\n")
    assert ("a", INLINE_NAMESPACE, "v2") in facts.usings
    assert (None, INLINE_NAMESPACE, "top") in facts.usings
    assert not any(u[2] == "plain" for u in facts.usings)


BRACED_H = """\
#include <initializer_list>
namespace P {
struct Cursor {};
bool match_until(char c, Cursor& cursor, int cs = 0);
bool match_until(std::initializer_list<char> chars, Cursor& cursor, int cs = 0);
}
"""
BRACED_CC = """\
#include "stream.h"
namespace P {
bool match_until(char c, Cursor& cursor, int cs) { return match_until({ c }, cursor, cs); }
bool match_until(std::initializer_list<char> chars, Cursor& cursor, int cs) { return true; }
void parse(Cursor& cursor) {
  match_until({ '?', '/' }, cursor);
  match_until('x', cursor);
}
}
"""


def test_a_braced_list_takes_the_initializer_list_overload() -> None:
    main = resolved(link({"stream.h": BRACED_H, "stream.cc": BRACED_CC}), "stream.cc")
    assert main[(3, "match_until")] == "stream.cc::P.match_until()~2"   # ``{ c }``: the list is preferred
    assert main[(6, "match_until")] == "stream.cc::P.match_until()~2"   # two elements initialise no char
    assert main[(7, "match_until")] == "stream.cc::P.match_until()"


PORT_H = """\
namespace google {
inline namespace glog_internal_namespace_ {
struct tm;
tm* gmtime_r(const long* timep, tm* result);
}
}
"""
UTIL_H = """\
#if defined(GLOG_USE_WINDOWS_PORT)
#  include "port.h"
#endif
#ifdef _WIN32
#include "win_only.h"
#else
#include "posix.h"
#endif
namespace google { void Flush(); }
"""
PLATFORM_CC = """\
#include "utilities.h"
#include <time.h>
namespace google {
void Stamp(const long* t, struct tm* out) {
  gmtime_r(t, out);
  posix_helper();
}
}
"""


def test_a_header_only_another_platform_includes_is_not_seen() -> None:
    linker = link({"windows/port.h": PORT_H, "utilities.h": UTIL_H, "posix.h": "void posix_helper();\n",
                   "win_only.h": "void win_helper();\n", "logging.cc": PLATFORM_CC})
    assert [i.module for i in linker.tables["utilities.h"].facts.imports] == ["posix.h"]
    main = resolved(linker, "logging.cc")
    assert main[(5, "gmtime_r")] is None    # the C library's on Linux, not the Windows port's
    assert main[(6, "posix_helper")] == "posix.h::posix_helper()"


LMDB_C = """\
#ifdef _WIN32
#define getpid()	GetCurrentProcessId()
#define close(fd)	(CloseHandle(fd) ? 0 : -1)
#define SEP '\\\\'
#else
#define SEP '/'
#endif
#if !defined(_WIN32) && !defined(__APPLE__)
#define POSIX_ONLY 1
#else
#define OTHER_ONLY 1
#endif
int getpid(void);
static int env_close(int fd) { return close(fd) + getpid(); }
"""


def test_a_macro_only_another_platform_defines_is_not_indexed() -> None:
    facts = extract("mdb.c", LMDB_C)
    names = [(d.name, d.signature) for d in facts.definitions if d.kind in ("function", "constant")]
    assert ("getpid", "#define getpid()") not in names
    assert not any(n == "close" for n, _ in names)
    assert not any(n == "OTHER_ONLY" for n, _ in names)
    assert any(n == "POSIX_ONLY" for n, _ in names)
    assert [s for n, s in names if n == "SEP"] == ["#define SEP '/'"]


def test_a_class_whose_other_variant_only_windows_includes_is_the_posix_one() -> None:
    """POCO's ``Event.h`` includes ``Event_WIN32.h`` under ``#if defined(_WIN32)`` and ``Event_POSIX.h``
    otherwise: a Linux build sees only the POSIX ``EventImpl`` (round 19's platform-variant
    candidates stay for conditions that name no platform)."""
    files = {
        "Event_POSIX.h": "namespace Poco {\nclass EventImpl {\nprotected:\n  void setImpl();\n};\n}\n",
        "Event_WIN32.h": "namespace Poco {\nclass EventImpl {\nprotected:\n  void setImpl();\n};\n}\n",
        "Event.h": '#if defined(_WIN32)\n#include "Event_WIN32.h"\n#else\n#include "Event_POSIX.h"\n#endif\n'
                   "namespace Poco {\nclass Event : private EventImpl {\npublic:\n  void set() { setImpl(); }\n};\n}\n",
        "Event_POSIX.cpp": '#include "Event_POSIX.h"\nnamespace Poco {\nvoid EventImpl::setImpl() {}\n}\n',
        "Event_WIN32.cpp": '#include "Event_WIN32.h"\nnamespace Poco {\nvoid EventImpl::setImpl() {}\n}\n',
    }
    assert resolved(link(files), "Event.h")[(9, "setImpl")] == "Event_POSIX.cpp::Poco.EventImpl.setImpl()"


VARIANT_C = """\
#ifdef _WIN32
static int open_file(const char* path) { return win_open(path); }
static int only_windows(void) { return 1; }
#else
static int open_file(const char* path) { return posix_open(path); }
#endif
int run(void) { return open_file("x") + only_windows(); }
"""


def test_a_function_defined_for_another_platform_and_this_one_is_this_ones() -> None:
    """``#ifdef _WIN32 f() {...} #else f() {...} #endif``: the index names the POSIX ``f`` (it used to
    name the first branch's); a function only another platform defines stays findable."""
    facts = extract("file.c", VARIANT_C)
    found = [(d.name, d.span.start_line) for d in facts.definitions if d.kind == "function"]
    assert ("open_file", 5) in found and ("open_file", 2) not in found
    assert ("only_windows", 3) in found


BEGUN_H = """
#include <vector>
namespace Pistache { namespace Aio {
class FdSet {
public:
    struct Entry {
        int getTag() const { return 0; }
    };
    using iterator       = std::vector<Entry>::iterator;
    using const_iterator = std::vector<Entry>::const_iterator;
    iterator begin() { return events_.begin(); }
    const_iterator begin() const { return events_.begin(); }
private:
    std::vector<Entry> events_;
};
class Raw {
public:
    struct Item { int size() const { return 1; } };
    Item* begin() { return items_; }
    Item* end() { return items_ + 2; }
    Item items_[2];
};
} }
"""
BEGUN_CC = """
#include "r.h"
namespace Pistache {
void onReady(const Aio::FdSet& fds, Aio::Raw& raw) {
    for (const auto& entry : fds)
        entry.getTag();
    for (auto& item : raw)
        item.size();
}
}
"""


def test_a_range_for_over_a_class_iterates_what_its_begin_returns() -> None:
    """Pistache's ``FdSet``: ``using const_iterator = std::vector<Entry>::const_iterator;`` and
    ``const_iterator begin() const``, so ``for (const auto& entry : fds)`` yields an ``Entry``; an
    ``Item* begin()`` yields an ``Item``."""
    found = resolved(link({"src/r.h": BEGUN_H, "src/c.cc": BEGUN_CC}), "src/c.cc")
    assert found[(6, "getTag")] == "src/r.h::Pistache.Aio.FdSet.Entry.getTag()"
    assert found[(8, "size")] == "src/r.h::Pistache.Aio.Raw.Item.size()"


CAST_H = """\
namespace Sass {
class AST_Node { public: virtual ~AST_Node() {} };
class Statement : public AST_Node {};
class Expression : public AST_Node {};
template<class T> T* Cast(AST_Node* ptr) { return dynamic_cast<T*>(ptr); }
template<class T> const T* Cast(const AST_Node* ptr) { return dynamic_cast<const T*>(ptr); }
}
"""
CAST_CPP = """\
#include "ast.hpp"
namespace Sass {
void check(Statement* n, const Expression* rhs) {
  Cast<Statement>(n);
  Cast<Expression>(rhs);
}
}
"""


def test_a_pointer_to_non_const_calls_the_overload_whose_pointee_is_not_const() -> None:
    """LibSass' ``Cast(AST_Node*)`` beside ``Cast(const AST_Node*)``: a ``Statement*`` converts to both,
    and the conversion that adds ``const`` ranks below; a ``const Expression*`` takes only the other."""
    found = resolved(link({"ast.hpp": CAST_H, "use.cpp": CAST_CPP}), "use.cpp")
    assert found[(4, "Cast")] == "ast.hpp::Sass.Cast()"
    assert found[(5, "Cast")] == "ast.hpp::Sass.Cast()~2"


MATHLIB_H = """\
#include <string>
class Token { public: int varId() const; };
class MathLib {
public:
    static long long toBigNumber(const Token * tok);
    static long long toBigNumber(const std::string & str, const Token *tok = nullptr);
};
"""
MATHLIB_CPP = """\
#include "mathlib.h"
long long f(const Token* t) {
  return MathLib::toBigNumber("0x10") +
         MathLib::toBigNumber(t);
}
"""


def test_a_string_does_not_convert_to_a_pointer_to_a_class() -> None:
    """Cppcheck's ``toBigNumber(const Token*)`` beside ``toBigNumber(const std::string&)``: a string
    literal takes the second (a name aliasing ``char``, RapidJSON's ``const Ch*``, is no class)."""
    found = resolved(link({"mathlib.h": MATHLIB_H, "use.cpp": MATHLIB_CPP}), "use.cpp")
    assert found[(3, "toBigNumber")] == "mathlib.h::MathLib.toBigNumber()~2"
    assert found[(4, "toBigNumber")] == "mathlib.h::MathLib.toBigNumber()"


READ_FILES = {
    "Jolt/Array.h": """
template <class T, class A = int> class Array { public: T* data(); };
""",
    "Jolt/StreamIn.h": """
#include "Array.h"
class Vec3 {};
class StreamIn {
public:
	template <class T>
	void Read(T &outT) {}
	template <class T, class A>
	void Read(Array<T, A> &outT) {}
	void Read(Vec3 &outVec) {}
};
""",
    "Jolt/LinearCurve.h": """
#include "StreamIn.h"
class LinearCurve {
public:
	class Point { public: float mX; };
	using Points = Array<Point>;
	void RestoreBinaryState(StreamIn &inStream);
	Points mPoints;
	Array<int> mInts;
	Vec3 mV;
};
""",
    "Jolt/LinearCurve.cpp": """
#include "LinearCurve.h"
void LinearCurve::RestoreBinaryState(StreamIn &inStream)
{
	inStream.Read(mPoints);
	inStream.Read(mInts);
	inStream.Read(mV);
	float x; inStream.Read(x);
}
""",
}


def test_a_template_of_a_class_template_instance_is_more_specialised() -> None:
    """Jolt's ``template <class T> Read(T&)`` beside ``template <class T, class A> Read(Array<T, A>&)``:
    an ``Array<int>`` field, or one of ``using Points = Array<Point>`` (a member alias, seen from a
    method defined outside its class), calls the second; a ``Vec3`` its own overload; a ``float`` the first."""
    found = resolved(link(READ_FILES), "Jolt/LinearCurve.cpp")
    assert found[(5, "Read")] == "Jolt/StreamIn.h::StreamIn.Read()~2"
    assert found[(6, "Read")] == "Jolt/StreamIn.h::StreamIn.Read()~2"
    assert found[(7, "Read")] == "Jolt/StreamIn.h::StreamIn.Read()~3"
    assert found[(8, "Read")] == "Jolt/StreamIn.h::StreamIn.Read()"


LIST_FILES = {
    "tlist.h": """
namespace TagLib {
template <class T> class List {
public:
    List<T> &append(const T &item);
    List<T> &append(const List<T> &l);
};
template <class T> List<T> &List<T>::append(const T &item) { return *this; }
template <class T> List<T> &List<T>::append(const List<T> &l) { return *this; }
class Frame {};
class ByteVector {};
class ByteVectorList : public List<ByteVector> {};
}
""",
    "use.cpp": """
#include "tlist.h"
namespace TagLib {
void f(Frame* fr, ByteVector v, ByteVectorList bl, int n) {
  List<Frame*> frames; frames.append(fr);
  List<ByteVector> vs; vs.append(v);
  vs.append(bl);
  List<int> ns; ns.append(n);
}
}
""",
}


def test_a_class_templates_element_overload_for_what_is_no_instance_of_it() -> None:
    """TagLib's ``List<T>::append(const T&)`` beside ``append(const List<T>&)``: a pointer, a number or
    a class that is no ``List`` calls the first; a class derived from ``List`` stays among both."""
    found = resolved(link(LIST_FILES), "use.cpp")
    assert found[(5, "append")] == "tlist.h::TagLib.List.append()"
    assert found[(6, "append")] == "tlist.h::TagLib.List.append()"
    assert found[(7, "append")] is None
    assert found[(8, "append")] == "tlist.h::TagLib.List.append()"


STRINGLIST_FILES = {
    "tstring.h": """
namespace TagLib {
class ByteVector {};
class String {
public:
    enum Type { Latin1 = 0, UTF8 = 3 };
    String();
    String(const char *s, Type t = Latin1);
    explicit String(int n);
    String(const ByteVector &v, Type t = Latin1);
};
}
""",
    "tstringlist.h": """
#include "tstring.h"
namespace TagLib {
class StringList {
public:
    StringList();
    StringList(const String &s);
    StringList(const StringList &l);
    StringList &append(const String &s);
    StringList &append(const StringList &l);
};
}
""",
    "use.cpp": """
#include "tstringlist.h"
namespace TagLib {
void f(StringList& l, ByteVector v) {
  l.append("text");
  l.append(v);
}
}
""",
}


def test_the_overload_whose_class_converts_the_argument_in_one_step() -> None:
    """TagLib's ``StringList::append(const String&)`` beside ``append(const StringList&)``: a string and
    a ``ByteVector`` convert to a ``String`` by one constructor, to a ``StringList`` only by two."""
    found = resolved(link(STRINGLIST_FILES), "use.cpp")
    assert found[(5, "append")] == "tstringlist.h::TagLib.StringList.append()"
    assert found[(6, "append")] == "tstringlist.h::TagLib.StringList.append()"


AUTO_FILES = {
    "seq.h": """
namespace geos {
class Coordinate {};
class CoordinateSequence {
public:
    template<typename T = Coordinate> const T& getAt(unsigned i) const;
    template<typename T = Coordinate> T& getAt(unsigned i);
};
class LinkedLine {
public:
    const CoordinateSequence* getCoordinates() const;
    CoordinateSequence* mutableCoordinates();
};
}
""",
    "use.cpp": """
#include "seq.h"
namespace geos {
void f(const LinkedLine& line, LinkedLine& other) {
    auto linePts = line.getCoordinates();
    linePts->getAt(0);
    auto mine = other.mutableCoordinates();
    mine->getAt(1);
    const auto* p = line.getCoordinates();
    p->getAt(2);
}
}
""",
}


def test_an_auto_local_from_a_call_returning_a_pointer_to_const_is_const() -> None:
    """GEOS' ``auto linePts = line.getCoordinates();`` of a ``const CoordinateSequence*``: ``linePts->getAt(0)``
    calls the ``const`` overload; from a ``CoordinateSequence*``, the other."""
    found = resolved(link(AUTO_FILES), "use.cpp")
    assert found[(6, "getAt")] == "seq.h::geos.CoordinateSequence.getAt()"
    assert found[(8, "getAt")] == "seq.h::geos.CoordinateSequence.getAt()~2"
    assert found[(10, "getAt")] == "seq.h::geos.CoordinateSequence.getAt()"


FILTER_FILES = {
    "Geometry.h": """
namespace geos { namespace geom {
class CoordinateFilter {};
class GeometryFilter {};
class GeometryComponentFilter {};
class Geometry {
public:
    virtual void apply_ro(CoordinateFilter* filter) const = 0;
    virtual void apply_ro(GeometryFilter* filter) const;
    virtual void apply_ro(GeometryComponentFilter* filter) const;
    bool isCollection() const;
};
} }
""",
    "GeometryLister.h": """
#include "Geometry.h"
namespace geos { namespace geom { namespace util {
class GeometryLister {
public:
    static void list(const Geometry* geom) {
        GeometryLister::Lister lister;
        geom->apply_ro(&lister);
    }
private:
    struct Lister : public GeometryFilter { };
};
} } }
""",
}


def test_a_pointer_converts_only_to_a_pointer_to_its_class_or_a_base() -> None:
    """GEOS' ``apply_ro(CoordinateFilter*)``, ``(GeometryFilter*)`` and ``(GeometryComponentFilter*)``,
    called with ``&lister`` of a nested ``Lister : public GeometryFilter``: the second."""
    found = resolved(link(FILTER_FILES), "GeometryLister.h")
    assert found[(8, "apply_ro")] == "Geometry.h::geos.geom.Geometry.apply_ro()~2"


FMT_H = """\
namespace fmt {
template <typename Char> class basic_string_view {};
using string_view = basic_string_view<char>;
namespace detail {
void vformat_to(int& buf, string_view fmt, int args) {}
template <typename Char> void vformat_to(int& buf, basic_string_view<Char> fmt, int args) {}
inline void run(int& buf, string_view s) { vformat_to(buf, s, 1); }
}
}
"""


def test_a_function_that_is_no_template_taking_the_argument_as_it_is_stays_a_candidate() -> None:
    """fmt's ``vformat_to(buffer<char>&, string_view, ...)`` beside the template of
    ``basic_string_view<Char>``: a ``string_view`` argument is no reason to take the template."""
    found = resolved(link({"fmt.h": FMT_H}), "fmt.h")
    assert found[(7, "vformat_to")] == "fmt.h::fmt.detail.vformat_to()"


ADD_FILES = {
    "seq.h": """
#include <cstddef>
namespace geos {
class Coordinate {};
class CoordinateSequence {
public:
    std::size_t size() const;
    template<typename T=Coordinate>
    void add(const T& c) {}
    template<typename T=Coordinate>
    void add(const T& c, bool allowRepeated) {}
    template<typename T=Coordinate>
    void add(const T& c, std::size_t pos) {}
    void add(double x, double y) {}
    void add(const CoordinateSequence& cs) {}
    void add(const CoordinateSequence& cs, bool allowRepeated) {}
};
}
""",
    "use.cpp": """
#include "seq.h"
namespace geos {
void f(CoordinateSequence& seq, const Coordinate& c, std::size_t n) {
    seq.add(c, true);
    seq.add(c, n);
    seq.add(seq, false);
}
}
""",
}


def test_the_one_template_deducing_an_exact_match_among_several() -> None:
    """GEOS' ``add(const T&, bool)`` beside ``add(const T&, std::size_t)``, ``add(double, double)`` and
    ``add(const CoordinateSequence&, bool)``: ``(c, true)`` the first, ``(c, n)`` the second; a
    sequence with ``false`` the function that is no template, an exact match."""
    found = resolved(link(ADD_FILES), "use.cpp")
    assert found[(5, "add")] == "seq.h::geos.CoordinateSequence.add()~2"
    assert found[(6, "add")] == "seq.h::geos.CoordinateSequence.add()~3"
    assert found[(7, "add")] == "seq.h::geos.CoordinateSequence.add()~6"


HIGHS_FILES = {
    "Highs.h": """
class HighsLp {};
class Highs {
public:
    const HighsLp& getPresolvedLp() const;
    int run();
};
""",
    "highs_c_api.cpp": """
#include "Highs.h"
int Highs_run(void* highs) {
    ((Highs*)highs)->getPresolvedLp();
    return ((Highs*)highs)->run();
}
""",
}


def test_a_c_style_cast_receiver_is_the_class_it_names() -> None:
    """HiGHS' C interface: ``((Highs*)highs)->getPresolvedLp()``."""
    found = resolved(link(HIGHS_FILES), "highs_c_api.cpp")
    assert found[(4, "getPresolvedLp")] == "Highs.h::Highs.getPresolvedLp()"
    assert found[(5, "run")] == "Highs.h::Highs.run()"


ARRAY_FILES = {
    "arr.h": """
template <typename T>
class btAlignedObjectArray {
public:
    const T& operator[](int n) const { return m_data[n]; }
    T& operator[](int n) { return m_data[n]; }
    T& at(int n) { return m_data[n]; }
    T* m_data;
};
""",
    "bvh.h": """
#include "arr.h"
struct btQuantizedBvhNode { bool isLeafNode() const { return true; } int getEscapeIndex() const { return 0; } };
typedef btAlignedObjectArray<btQuantizedBvhNode> QuantizedNodeArray;
class btQuantizedBvh {
public:
    void walk();
    QuantizedNodeArray m_quantizedContiguousNodes;
    btAlignedObjectArray<btQuantizedBvhNode> m_plain;
};
""",
    "bvh.cpp": """
#include "bvh.h"
void btQuantizedBvh::walk() {
    m_quantizedContiguousNodes[0].isLeafNode();
    m_plain[1].getEscapeIndex();
    QuantizedNodeArray local;
    local[2].isLeafNode();
}
""",
}


def test_an_item_of_an_alias_of_a_class_template_instance() -> None:
    """Bullet's ``typedef btAlignedObjectArray<btQuantizedBvhNode> QuantizedNodeArray``: ``nodes[0]`` of a
    field (in a method defined outside its class) or a local of that type is a ``btQuantizedBvhNode``."""
    found = resolved(link(ARRAY_FILES), "bvh.cpp")
    assert found[(4, "isLeafNode")] == "bvh.h::btQuantizedBvhNode.isLeafNode()"
    assert found[(5, "getEscapeIndex")] == "bvh.h::btQuantizedBvhNode.getEscapeIndex()"
    assert found[(7, "isLeafNode")] == "bvh.h::btQuantizedBvhNode.isLeafNode()"


RAPIDJSON_H = """\
#include <string>
template <typename OutputStream>
class PrettyWriter {
public:
    typedef char Ch;
    bool Key(const std::basic_string<Ch>& str) { return true; }
    bool Key(const Ch* str) { return true; }
};
class StringBuffer {};
inline void write() {
    PrettyWriter<StringBuffer> writer;
    writer.Key("config");
}
"""


def test_a_string_to_a_pointer_to_a_name_aliasing_char() -> None:
    """RapidJSON's ``Key(const Ch*)`` beside ``Key(const std::basic_string<Ch>&)``: ``Ch`` aliases
    ``char``, so a string is not kept from the first."""
    found = resolved(link({"prettywriter.h": RAPIDJSON_H}), "prettywriter.h")
    assert found[(12, "Key")] == "prettywriter.h::PrettyWriter.Key()~2"


FRONT_FILES = {
    "token.h": """\
class Token {
public:
    Token* next() { return 0; }
    const Token* next() const { return 0; }
};
class TokenList {
public:
    Token* front() { return 0; }
    const Token* front() const { return 0; }
};
""",
    "tokenize.cpp": """\
#include "token.h"
void scopes(TokenList& list) {
    for (auto* tok = list.front(); tok; tok = tok->next())
        tok->next();
}
""",
}


def test_an_auto_local_of_a_call_whose_overloads_return_different_constness_is_not_read() -> None:
    """Cppcheck's ``auto *tok = list.front();`` where ``front()`` has a ``const`` overload returning
    ``const Token*``: which one is called is not weighed here, so ``tok->next()`` keeps its candidates."""
    found = resolved(link(FRONT_FILES), "tokenize.cpp")
    assert found[(4, "next")] in (None, "token.h::Token.next()")
