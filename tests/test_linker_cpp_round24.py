"""C++ and C round 24, found by reading the fourteenth fresh batch after it was scored once (glog,
Pistache, LMDB): an inline namespace's members are its enclosing namespace's; a braced list
prefers an ``std::initializer_list`` parameter and initialises no number; a header included, or a
macro defined, only in another platform's ``#if`` branch (``_WIN32``, ``..._WINDOWS...``) is not
what a Linux build sees."""

from __future__ import annotations

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
    assert ("a", "*", "v2") in facts.usings
    assert (None, "*", "top") in facts.usings
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
