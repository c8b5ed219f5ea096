"""C++ rounds 6 to 9, from Dear ImGui's, benchmark's, FTXUI's, SPIRV-Cross's and Yoga's shapes: bare macros alone
on their line and macros after a declarator (``cblank.without_macro_statements``), export macros in
class heads (several, function-like) and alone above a definition (``cblank``), a function defined
twice under ``#if`` / ``#else`` whose first body holds a local struct (``ScopeFinder``), default
arguments written only in the header's declaration (``DeclarationJoin.share_default_arguments``),
C++17 nested namespace definitions (the outer namespace too), overloads an argument cannot reach
(``_cannot_take``), using-directives of a namespace a same-named macro opens, and a namespace's
function overloaded across headers (every overload a candidate)."""

from __future__ import annotations

from smriti_git.index.languages.cblank import without_macro_statements

from .lang_support import defs, extract, link, resolved

# imgui.h's shape: ``IM_MSVC_RUNTIME_CHECKS_OFF`` (``__pragma``s under MSVC, nothing elsewhere)
# alone before a struct and a namespace, a class-extra macro inside a struct body, printf-format
# annotation macros after declarators, and an error elsewhere that sends the file to recovery.
GUI_H = """\
#define GUI_API
#ifdef _MSC_VER
#define GUI_CHECKS_OFF __pragma(runtime_checks("",off))
#else
#define GUI_CHECKS_OFF
#endif
#define GUI_FMTARGS(N) __attribute__((format(printf, N, N+1)))
GUI_CHECKS_OFF
struct Vec2
{
    float x, y;
    Vec2() : x(0), y(0) { }
#ifdef VEC2_CLASS_EXTRA
    VEC2_CLASS_EXTRA
#endif
};
GUI_CHECKS_OFF

// [SECTION] API
namespace Gui
{
    GUI_API void Text(const char* fmt, ...) GUI_FMTARGS(1);
    GUI_API void SameLine(float offset = 0.0f, float spacing = -1.0f);
    GUI_API bool Button(const char* label);
}
"""

GUI_CPP = """\
#include "gui.h"
void Gui::Text(const char* fmt, ...) { }
void Gui::SameLine(float offset, float spacing) { }
bool Gui::Button(const char* label)
{
    if (label) GUI_LIKELY
    {
        Text("%s", label);
    }
    SameLine();
    return true;
}
#ifndef GUI_DISABLE_DEBUG
void Gui::ShowMetrics(bool* open)
{
    struct Funcs
    {
        static int Count(int n) { return n; }
    };
    Funcs::Count(1);
    Button("metrics");
    SameLine(1.0f);
}
#else
void Gui::ShowMetrics(bool*) { }
#endif
"""


def test_a_bare_macro_alone_on_its_line_is_blanked_when_the_file_does_not_parse() -> None:
    assert without_macro_statements(b"IM_CHECKS_OFF\nstruct V { };\n") == b"             \nstruct V { };\n"
    assert without_macro_statements(b"IM_CHECKS_OFF\n// note\nnamespace N { }\n").startswith(b" " * 13 + b"\n")
    # A result type on its own line (``DWORD`` / ``Get(void)``) and an enumerator stay.
    assert without_macro_statements(b"MY_DWORD\nGetX(void);\n") == b"MY_DWORD\nGetX(void);\n"
    assert without_macro_statements(b"enum { A_B,\n  C_D\n};\n") == b"enum { A_B,\n  C_D\n};\n"
    # After a condition's ``)`` and before its ``{``; after a declarator, before its ``;``.
    assert without_macro_statements(b"if (a) IM_LIKELY\n{") == b"if (a)          \n{"
    assert without_macro_statements(b"void T(const char* f, ...) IM_FMTARGS(1);\n") == \
        b"void T(const char* f, ...)              ;\n"
    assert without_macro_statements(b"  if (x) CHECK_OK(y);\n") == b"  if (x) CHECK_OK(y);\n"


def test_the_header_s_namespace_and_struct_survive_its_macros() -> None:
    found = defs(extract("gui.h", GUI_H))
    assert {"Vec2", "Vec2.Vec2", "Gui.Text", "Gui.SameLine", "Gui.Button"} <= set(found)
    assert found["Gui.SameLine"].arity == (0, 2) and found["Gui.SameLine"].declaration


def test_calls_after_a_local_struct_keep_the_function_defined_twice_under_if_else_as_scope() -> None:
    facts = extract("gui.cpp", GUI_CPP)
    scopes = {(c.line, c.name): c.scope for c in facts.calls}
    assert scopes[(21, "Button")] == "Gui.ShowMetrics"
    assert scopes[(22, "SameLine")] == "Gui.ShowMetrics"


def test_a_definition_takes_the_default_arguments_its_header_declares() -> None:
    calls = resolved(link({"gui.h": GUI_H, "gui.cpp": GUI_CPP}), "gui.cpp")
    assert calls[(10, "SameLine")] == "gui.cpp::Gui.SameLine()"   # no argument: the header's defaults
    assert calls[(22, "SameLine")] == "gui.cpp::Gui.SameLine()"
    assert calls[(8, "Text")] == "gui.cpp::Gui.Text()"
    assert calls[(21, "Button")] == "gui.cpp::Gui.Button()"


# google/benchmark's shapes: two macros between ``class`` and the name, and an export macro alone
# on the line above an out-of-line definition.
STATE_H = """\
#define BM_EXPORT
#define BM_ALIGNED alignas(64)
namespace bm {
class BM_EXPORT BM_ALIGNED State {
 public:
  void PauseTiming();
  bool skipped() const { return skipped_; }
 private:
  bool skipped_;
};
}
"""
STATE_CC = """\
#include "state.h"
namespace bm {
BM_EXPORT
void State::PauseTiming() {
  if (!skipped()) {
    PauseTiming();
  }
}
}
"""


def test_export_macros_before_a_class_name_and_alone_above_a_definition_are_blanked() -> None:
    assert "bm.State.skipped" in defs(extract("state.h", STATE_H))
    calls = resolved(link({"state.h": STATE_H, "state.cc": STATE_CC}), "state.cc")
    assert calls[(5, "skipped")] == "state.h::bm.State.skipped()"
    assert calls[(6, "PauseTiming")] == "state.cc::bm.State.PauseTiming()"


# FTXUI's shapes (round 7): a function-like export macro in a class head, a C++17 nested namespace
# definition reached from the enclosing namespace, and overloads a string cannot reach.
EVENT_HPP = """\
#include <string_view>
#include <initializer_list>
#define UI_EXPORT(part)
namespace ui::util {
int clamp(int v, int lo, int hi);
}
namespace ui {
struct UI_EXPORT(COMPONENT) Event {
  static Event Special(std::string_view input);
  static Event Special(std::initializer_list<char> input);
  static Event Character(char c);
  static Event Character(std::string_view input);
  bool is_mouse() const;
};
}
"""
EVENT_CPP = """\
#include "event.hpp"
namespace ui {
Event Event::Special(std::string_view input) { return Event(); }
Event Event::Special(std::initializer_list<char> input) { return Event(); }
Event Event::Character(char c) { return Event(); }
Event Event::Character(std::string_view input) { return Event(); }
bool Event::is_mouse() const { return util::clamp(1, 0, 2) > 0; }
const Event kLeft = Event::Special("\\x1B[D");
const Event kA = Event::Character("a");
const Event kB = Event::Character('b');
}
"""


def test_a_function_like_export_macro_a_nested_namespace_and_overloads_a_string_cannot_reach() -> None:
    assert "ui.Event.is_mouse" in defs(extract("event.hpp", EVENT_HPP))
    util = defs(extract("event.hpp", EVENT_HPP))["ui.util"]
    assert (util.name, util.parent) == ("util", "ui")
    calls = resolved(link({"event.hpp": EVENT_HPP, "event.cpp": EVENT_CPP}), "event.cpp")
    assert calls[(7, "clamp")] == "event.hpp::ui.util.clamp()"
    assert calls[(8, "Special")] == "event.cpp::ui.Event.Special()"        # not the initializer_list one
    assert calls[(9, "Character")] == "event.cpp::ui.Event.Character()~2"  # a string: not the char one
    assert calls[(10, "Character")] == "event.cpp::ui.Event.Character()"   # a char: exactly


# SPIRV-Cross's shape (round 8): the namespace is opened through a macro of the same name
# (``namespace SPIRV_CROSS_NAMESPACE {``), which a header included first only ``#define``s; a
# using-directive of that name means the namespace, not the macro.
ERROR_HPP = """\
#ifndef E_H
#define E_H
#ifdef SPIRV_CROSS_NAMESPACE_OVERRIDE
#define SPIRV_CROSS_NAMESPACE SPIRV_CROSS_NAMESPACE_OVERRIDE
#else
#define SPIRV_CROSS_NAMESPACE spirv_cross
#endif
#endif
"""
COMMON_HPP = """\
#include "error.hpp"
#include <string>
#ifdef SPIRV_CROSS_NAMESPACE_OVERRIDE
#define SPIRV_CROSS_NAMESPACE SPIRV_CROSS_NAMESPACE_OVERRIDE
#else
#define SPIRV_CROSS_NAMESPACE spirv_cross
#endif
namespace SPIRV_CROSS_NAMESPACE
{
template <typename... Ts>
std::string join(Ts &&... ts) { return ""; }
}
"""
CPP_HPP = """\
#include "common.hpp"
namespace SPIRV_CROSS_NAMESPACE
{
class CompilerCPP { public: void emit(); };
}
"""
MAIN_CPP = """\
#include "error.hpp"
#include "cpp.hpp"
using namespace SPIRV_CROSS_NAMESPACE;
static void f()
{
\tauto s = join("a", 1);
}
"""


def test_a_using_directive_names_the_namespace_a_same_named_macro_opens() -> None:
    """A header that both ``#define``s the macro and opens the namespace keeps one of the two under
    that qualname in its table: the namespace's members are still the namespace's."""
    files = {"error.hpp": ERROR_HPP, "common.hpp": COMMON_HPP, "cpp.hpp": CPP_HPP, "main.cpp": MAIN_CPP}
    calls = resolved(link(files), "main.cpp")
    assert calls[(6, "join")] == "common.hpp::SPIRV_CROSS_NAMESPACE.join()"


# Yoga's shapes (round 9): ``namespace facebook::yoga`` everywhere (no file opens ``facebook``
# alone), reached through ``using namespace facebook;`` then ``yoga::``, and one function
# overloaded across headers (``scopedEnum`` per enum, each in its own header).
ALIGN_H = """\
enum YGAlign { YGAlignAuto };
namespace facebook::yoga {
enum class Align { Auto };
inline Align scopedEnum(YGAlign v) { return Align::Auto; }
void assertFatal(const char* message);
}
"""
DIRECTION_H = """\
enum YGDirection { YGDirectionLTR };
namespace facebook::yoga {
enum class Direction { LTR };
inline Direction scopedEnum(YGDirection v) { return Direction::LTR; }
}
"""
YGNODE_CPP = """\
#include "Align.h"
#include "Direction.h"
using namespace facebook;
void YGNodeStyleSetAlign(int align, YGDirection d) {
  yoga::assertFatal("x");
  auto a = yoga::scopedEnum(d);
  auto b = yoga::scopedEnum(YGAlignAuto);
}
"""


def test_nested_namespaces_open_their_outer_namespace_and_overloads_across_headers_are_weighed() -> None:
    found = defs(extract("Align.h", ALIGN_H))
    assert found["facebook"].kind == "namespace" and found["facebook.yoga"].parent == "facebook"
    calls = resolved(link({"Align.h": ALIGN_H, "Direction.h": DIRECTION_H, "YGNode.cpp": YGNODE_CPP}), "YGNode.cpp")
    assert calls[(5, "assertFatal")] == "Align.h::facebook.yoga.assertFatal()"
    assert calls[(6, "scopedEnum")] == "Direction.h::facebook.yoga.scopedEnum()"  # a declared parameter's type
    assert calls[(7, "scopedEnum")] == "Align.h::facebook.yoga.scopedEnum()"   # an enumerator: of its enum (round 23)
