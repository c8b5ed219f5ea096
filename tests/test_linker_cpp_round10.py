"""C++ round 10, from {fmt}'s and msdfgen's shapes: ``__has_include(<header>)`` in a condition and
one-branch ``#if`` blocks (an include guard) around code the grammar misreads (``cblank``), prefix
macros that expand to ``constexpr`` or to other prefix macros, namespace macros defined in one
header and used in another (``fmt::f()``), and a handle class's ``operator->`` (``Linker._pointee``)."""

from __future__ import annotations

from smriti_git.index.languages.cblank import flattened, without_export_macros

from .lang_support import defs, extract, link, resolved


def test_a_header_name_in_angle_brackets_in_a_condition_is_quoted() -> None:
    source = b"#if FMT_HAS_INCLUDE(<string_view>) && __has_include( <bit> )\n#endif\n"
    assert without_export_macros(source) == b'#if FMT_HAS_INCLUDE("string_view") && __has_include( "bit" )\n#endif\n'
    assert without_export_macros(b"#include <vector>\nbool b = a<c>(d);\n") == b"#include <vector>\nbool b = a<c>(d);\n"


def test_a_one_branch_block_loses_its_directives_and_keeps_its_code_when_opened() -> None:
    source = b"#ifndef A_H_\n#define A_H_\nint f();\n#endif\n"
    assert flattened(source) == source
    assert flattened(source, opened=True) == b"            \n#define A_H_\nint f();\n      \n"
    assert flattened(b"#if 0\nint g();\n#endif\n") == b"     \n        \n      \n"


# {fmt}'s base.h shape: an include guard around a namespace macro defined over several lines, a
# template the grammar misreads, and prefix macros (``constexpr``, always-inline) before a
# constructor, one of them under ``#if``.
BASE_H = """\
#ifndef LIB_BASE_H_
#define LIB_BASE_H_
#if defined(__has_include) && __has_include(<string_view>)
#  include <string_view>
#endif
#ifdef __cpp_constexpr
#  define LIB_CONSTEXPR constexpr
#else
#  define LIB_CONSTEXPR
#endif
#ifdef __GNUC__
#  define LIB_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#  define LIB_ALWAYS_INLINE inline
#endif
#define LIB_INLINE LIB_ALWAYS_INLINE
#define LIB_ENABLE_IF(...) typename std::enable_if<(__VA_ARGS__), int>::type = 0
#ifndef LIB_BEGIN_NAMESPACE
#  define LIB_BEGIN_NAMESPACE \\
    namespace lib {           \\
    inline namespace v1 {
#  define LIB_END_NAMESPACE \\
    }                       \\
    }
#endif

LIB_BEGIN_NAMESPACE
namespace detail {
template <typename To, typename From, LIB_ENABLE_IF(sizeof(To) == sizeof(From))>
To bit_cast(const From& from) { return To(); }
int helper(int x);
}
template <typename Char> class string_view {
 public:
#if LIB_GCC
  LIB_INLINE
#endif
  LIB_CONSTEXPR string_view(const Char* s) : data_(s) {}
  LIB_CONSTEXPR int size() const { return 0; }
 private:
  const Char* data_;
};
int format_to(int out);
LIB_END_NAMESPACE
#endif  // LIB_BASE_H_
"""

FORMAT_CC = """\
#include "base.h"

LIB_BEGIN_NAMESPACE
int format_to(int out) { return detail::helper(out); }
namespace detail {
int helper(int x) { return x; }
int twice(string_view<char> s) { return s.size() + lib::format_to(2); }
}
LIB_END_NAMESPACE
"""


def test_a_header_keeps_its_classes_and_namespaces_around_code_the_grammar_misreads() -> None:
    found = defs(extract("base.h", BASE_H))
    assert {"detail.helper", "string_view", "string_view.size", "format_to"} <= set(found)


def test_a_namespace_macro_of_an_included_header_names_its_namespace() -> None:
    calls = resolved(link({"base.h": BASE_H, "format.cc": FORMAT_CC}), "format.cc")
    assert calls[(4, "helper")] == "format.cc::detail.helper()"
    assert calls[(7, "size")] == "base.h::string_view.size()"
    assert calls[(7, "format_to")] == "format.cc::format_to()"   # ``lib::format_to``: base.h's macro opens lib


# msdfgen's EdgeHolder: a handle whose ``operator->`` gives the segment it holds.
EDGES_H = """\
#include <vector>
class Segment {
 public:
  virtual ~Segment() {}
  int point(int t) const;
};
class Holder {
 public:
  Segment *operator->();
  const Segment *operator->() const;
 private:
  Segment *segment;
};
int first_point(Holder h, const std::vector<Holder> &edges);
"""

EDGES_CC = """\
#include "edges.h"
int Segment::point(int t) const { return t; }
Segment *Holder::operator->() { return segment; }
const Segment *Holder::operator->() const { return segment; }
int first_point(Holder h, const std::vector<Holder> &edges) {
  int a = h->point(0);
  int b = edges[0]->point(1);
  return a + b + edges.back()->point(2);
}
"""


def test_a_member_the_class_lacks_is_looked_up_through_its_operator_arrow() -> None:
    calls = resolved(link({"edges.h": EDGES_H, "edges.cc": EDGES_CC}), "edges.cc")
    assert calls[(6, "point")] == "edges.cc::Segment.point()"
    assert calls[(7, "point")] == "edges.cc::Segment.point()"
