"""C++ round 4's general rules, each on a small fixture: ``::f()`` names the global namespace's
function, never a member of the same name (``link.Linker._resolve_call``); a ``va_list``
parameter takes only a ``va_list`` (``link_choice.by_argument_texts``: ``Error(const char*, ...)``
beside ``Error(const char*, va_list)``, called with ``s.c_str()``)."""

from __future__ import annotations

from .lang_support import link, resolved

UTIL_H = """\
#include <stdarg.h>
#include <string>
int MakeDir(const std::string& path);
void Error(const char* msg, ...);
void Error(const char* msg, va_list ap);
"""

DISK_CPP = """\
#include "util.h"
struct Disk {
  int MakeDir(const std::string& path) {
    return ::MakeDir(path);
  }
  void Error(const char* msg, ...);
};
void Disk::Error(const char* msg, ...) {
  va_list ap;
  ::Error(msg, ap);
}
void report(const std::string& err, const char* name) {
  Error("%s", err.c_str());
  Error("unknown '%s'", name);
  Error("%d: %s", 3, name);
}
"""


def test_rooted_call_names_the_global_function_not_the_member() -> None:
    calls = resolved(link({"util.h": UTIL_H, "disk.cpp": DISK_CPP}), "disk.cpp")
    assert calls[(4, "MakeDir")] == "util.h::MakeDir()"
    assert calls[(10, "Error")] == "util.h::Error()~2"        # the va_list overload, by its argument


def test_va_list_overload_takes_no_string() -> None:
    calls = resolved(link({"util.h": UTIL_H, "disk.cpp": DISK_CPP}), "disk.cpp")
    assert calls[(13, "Error")] == "util.h::Error()"          # c_str(): a const char*, not a va_list
    assert calls[(14, "Error")] == "util.h::Error()"          # a const char* parameter
    assert calls[(15, "Error")] == "util.h::Error()"          # three arguments: only the variadic one fits


PARSER_CPP = """\
#include <stack>
#include <vector>
class Token {
 public:
  int GetCode() const { return 0; }
};
typedef Token token_type;
class Parser {
 public:
  void Eval();
  void Apply(std::stack<token_type>& opt, const std::vector<Token>& args);
  std::vector<token_type> m_stack;
};
typedef void* Handle;
Parser* AsParser(Handle h) { return static_cast<Parser*>(h); }
void Parser::Apply(std::stack<token_type>& opt, const std::vector<Token>& args) {
  opt.top().GetCode();
  args.back().GetCode();
  m_stack.front().GetCode();
  args.at(0).GetCode();
}
void run(Handle h) {
  Parser* p(AsParser(h));
  p->Eval();
}
namespace impl { Token make(Handle h) { return Token(); } }
int build(Handle h) {
  Token t(impl::make(h));
  return t.GetCode();
}
"""


def test_standard_container_accessors_return_the_element() -> None:
    calls = resolved(link({"parser.cpp": PARSER_CPP}), "parser.cpp")
    for line in (17, 18, 19, 20):
        assert calls[(line, "GetCode")] == "parser.cpp::Token.GetCode()", line


def test_pointer_local_initialised_by_a_call_is_a_local() -> None:
    calls = resolved(link({"parser.cpp": PARSER_CPP}), "parser.cpp")
    assert calls[(23, "AsParser")] == "parser.cpp::AsParser()"
    assert calls[(24, "Eval")] == "parser.cpp::Parser.Eval()"
    assert calls[(28, "make")] == "parser.cpp::impl.make()"      # a qualified call as the argument
    assert calls[(29, "GetCode")] == "parser.cpp::Token.GetCode()"


LIB_HPP = """\
namespace lib {
class Node {
 public:
  int type() const;
};
}
"""

LIB_CPP = """\
#include "lib.hpp"
#define LIB_IMPL_BEGIN namespace lib { namespace impl {
#define LIB_IMPL_END } }
LIB_IMPL_BEGIN
bool allow(Node parent, Node child) {
  return parent.type() == child.type();
}
LIB_IMPL_END
namespace lib {
int Node::type() const { return 0; }
bool use(Node n) { return impl::allow(n, n); }
}
"""


def test_code_inside_a_namespace_macro_sees_that_namespace() -> None:
    calls = resolved(link({"lib.hpp": LIB_HPP, "lib.cpp": LIB_CPP}), "lib.cpp")
    assert calls[(6, "type")] == "lib.cpp::lib.Node.type()"
    assert calls[(11, "allow")] == "lib.cpp::allow()"     # ``impl::`` is the macro's namespace


DLL_CPP = (
    "#define API_EXPORT(TYPE) TYPE\r\n"
    "#define MU_TRY \\\r\n"
    "  try \\\r\n"
    "  {\r\n"
    "#define MU_CATCH \\\r\n"
    "  } \\\r\n"
    "  catch (...) { }\r\n"
    "class Parser {\r\n"
    " public:\r\n"
    "  void Eval();\r\n"
    "};\r\n"
    "typedef Parser parser_t;\r\n"
    "parser_t* AsParser(void* h) { return static_cast<parser_t*>(h); }\r\n"
    "API_EXPORT(void) mupEval(void* h)\r\n"
    "{\r\n"
    "  MU_TRY\r\n"
    "    parser_t* const p(AsParser(h));\r\n"
    "    p->Eval();\r\n"
    "  MU_CATCH\r\n"
    "}\r\n"
)


def test_brace_macros_and_result_type_macros_leave_the_function_readable() -> None:
    """``MU_TRY`` / ``MU_CATCH`` (a ``try {`` and a ``} catch ...``, over continued lines of a
    CRLF file) and ``API_EXPORT(void)`` before the function's name."""
    linker = link({"dll.cpp": DLL_CPP})
    calls = resolved(linker, "dll.cpp")
    assert calls[(17, "AsParser")] == "dll.cpp::AsParser()"
    assert calls[(18, "Eval")] == "dll.cpp::Parser.Eval()"
    assert "mupEval" in {d.name for d in linker.tables["dll.cpp"].facts.definitions}


LEXER_H = """\
class Lexer {
 public:
  void Start();
  void Read();
};
"""
LEXER_CPP = """\
#include "lexer.h"
void Lexer::Start() {}
void Lexer::Read() { Start(); }
"""
LEXER_IN_CPP = """\
#include "lexer.h"
void Lexer::Start() {}
void Lexer::Read() { Start(); }
"""
PARSER_USE_CPP = """\
#include "lexer.h"
void parse(Lexer& lexer) { lexer.Start(); }
"""


def test_of_several_definitions_the_callers_own_file_holds_the_one_called() -> None:
    linker = link({"lexer.h": LEXER_H, "lexer.cpp": LEXER_CPP, "lexer.in.cpp": LEXER_IN_CPP,
                   "parser.cpp": PARSER_USE_CPP})
    assert resolved(linker, "lexer.cpp")[(3, "Start")] == "lexer.cpp::Lexer.Start()"
    assert resolved(linker, "lexer.in.cpp")[(3, "Start")] == "lexer.in.cpp::Lexer.Start()"
    table = linker.tables["parser.cpp"]
    edge, candidates = linker.resolve_call(table, table.facts.calls[0])
    assert edge.dst == "lexer.h::Lexer.Start()"      # two programs: no one answer, both candidates
    assert {c.dst for c in candidates} >= {"lexer.cpp::Lexer.Start()", "lexer.in.cpp::Lexer.Start()"}


GRAPH_CPP = """\
#include <set>
#include <vector>
using namespace std;
struct Node {
  int mtime() const { return 0; }
};
struct Pool {
  void Retrieve() {}
};
void walk(vector<Node*>& nodes, std::set<Pool*>& pools) {
  for (vector<Node*>::iterator i = nodes.begin(); i != nodes.end(); ++i) {
    (*i)->mtime();
  }
  for (std::set<Pool*>::const_iterator it = pools.begin(); it != pools.end(); ++it)
    (*it)->Retrieve();
  Node* p = nodes[0];
  (*p).mtime();
}
"""


def test_dereferenced_iterators_reach_the_element() -> None:
    calls = resolved(link({"graph.cpp": GRAPH_CPP}), "graph.cpp")
    assert calls[(12, "mtime")] == "graph.cpp::Node.mtime()"
    assert calls[(15, "Retrieve")] == "graph.cpp::Pool.Retrieve()"
    assert calls[(17, "mtime")] == "graph.cpp::Node.mtime()"


APP_HPP = """\
#include <map>
#include <memory>
#include <vector>
class Option {
 public:
  int count() const { return 0; }
};
using Option_p = std::unique_ptr<Option>;
class App {
 public:
  int count_all() const;
  std::vector<Option_p> options_;
  std::map<int, Option> named_;
};
"""

APP_INL = """\
#include "app.hpp"
int App::count_all() const {
  int n = 0;
  for (const auto& opt : options_) {
    n += opt->count();
  }
  for (const auto& kv : named_) {
    n += kv.count();
  }
  return n;
}
"""


def test_range_over_a_field_declared_in_another_file_yields_its_elements() -> None:
    calls = resolved(link({"app.hpp": APP_HPP, "app_inl.hpp": APP_INL}), "app_inl.hpp")
    assert calls[(5, "count")] == "app.hpp::Option.count()"
    assert calls[(8, "count")] is None      # a map yields pairs, not its values


VALUE_HPP = """\
#if __cplusplus >= 201703L
#define LIB_NODISCARD [[nodiscard]]
#else
#define LIB_NODISCARD
#endif
class Value {
 public:
  bool has_default() const { return false; }
};
class Details {
 public:
  LIB_NODISCARD
  const Value&
  value() const { return *m_value; }
  Value* m_value;
};
bool check(const Details& d) { return d.value().has_default(); }
"""


def test_attribute_macro_on_the_line_above_leaves_the_result_type() -> None:
    calls = resolved(link({"value.hpp": VALUE_HPP}), "value.hpp")
    assert calls[(17, "has_default")] == "value.hpp::Value.has_default()"


REQS_CPP = """\
#include <set>
class Option {
 public:
  int count() const { return 0; }
};
class App {
 public:
  App* parent_;
  std::set<Option*> exclude_options_;
  const char* get_name() const { return ""; }
  App* fallthrough();
  bool excluded();
};
App* App::fallthrough() {
  auto* up = parent_;
  while (up->get_name()) { up = up->parent_; }
  return up;
}
bool App::excluded() {
  for (const auto& opt : exclude_options_) {
    if (opt->count() > 0) return true;
  }
  return false;
}
"""


def test_auto_copy_of_a_field_and_range_over_a_set() -> None:
    calls = resolved(link({"reqs.cpp": REQS_CPP}), "reqs.cpp")
    assert calls[(16, "get_name")] == "reqs.cpp::App.get_name()"
    assert calls[(21, "count")] == "reqs.cpp::Option.count()"


WRITER_CPP = """\
typedef long long LargestInt;
typedef int Int;
typedef const char* String;
class Value {
 public:
  LargestInt asLargestInt() const { return 0; }
  bool asBool() const { return false; }
};
String valueToString(LargestInt value) { return ""; }
String valueToString(Int value) { return valueToString(LargestInt(value)); }
String valueToString(bool value) { return ""; }
void write(const Value& value) {
  valueToString(value.asLargestInt());
  valueToString(value.asBool());
}
"""


def test_argument_types_from_the_callee_result_and_casts() -> None:
    calls = resolved(link({"writer.cpp": WRITER_CPP}), "writer.cpp")
    assert calls[(10, "valueToString")] == "writer.cpp::valueToString()"       # LargestInt(value): a cast
    assert calls[(13, "valueToString")] == "writer.cpp::valueToString()"       # returns LargestInt
    assert calls[(14, "valueToString")] == "writer.cpp::valueToString()~3"     # returns bool
