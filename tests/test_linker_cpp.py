"""C++ receivers the linker types by general rules (``index/languages/cfamily.py``,
``index/link_decls.forward_declared``), on small fixtures; the const overloads are in
``test_linker_cpp_const.py``."""

from __future__ import annotations

from .lang_support import link, resolved

NESTED = {
    "db_impl.h": "namespace kv {\nclass Builder { public: void Finish(); };\nclass DBImpl {\n public:\n"
                 "  void Run();\n private:\n  struct State;\n  void Clean(State* s);\n};\n}\n",
    "db_impl.cc": '#include "db_impl.h"\nnamespace kv {\nstruct DBImpl::State {\n  Builder* builder;\n'
                  "  int Count() const { return 0; }\n};\n"
                  "void DBImpl::Clean(State* s) {\n  s->builder->Finish();\n  s->Count();\n}\n}\n",
}


def test_a_nested_struct_defined_out_of_line_is_the_class_member_it_declares() -> None:
    """leveldb's ``struct DBImpl::CompactionState { ... }`` in db_impl.cc, declared ``struct
    CompactionState;`` in the class: its fields and methods are its own (not the namespace's), and
    ``CompactionState`` named in a method of ``DBImpl`` defined out of line is that struct."""
    linker = link(NESTED)
    defs = {d.qualname: (d.kind, d.parent) for d in linker.tables["db_impl.cc"].facts.definitions}
    assert defs["kv.DBImpl.State"] == ("struct", "kv")
    assert defs["kv.DBImpl.State.builder"] == ("field", "kv.DBImpl.State")
    assert "kv.builder" not in defs and "kv.Count" not in defs
    calls = resolved(linker, "db_impl.cc")
    assert calls[(8, "Finish")] == "db_impl.h::kv.Builder.Finish()"
    assert calls[(9, "Count")] == "db_impl.cc::kv.DBImpl.State.Count()"


USINGS = {
    "include/kv/status.h": "namespace kv {\nclass Status {\n public:\n  bool ok() const { return true; }\n};\n}\n",
    "include/kv/db.h": '#include "kv/status.h"\nnamespace kv {\nclass DB {\n public:\n  Status Put(int k);\n};\n'
                       "void Destroy(int name);\nnamespace util {\nint Hash(int x);\n}\n}\n",
    "db/c.cc": '#include "kv/db.h"\nusing kv::DB;\nusing kv::Destroy;\nusing kv::Status;\n'
               "struct kv_t { DB* rep; };\n"
               "void kv_put(kv_t* db) {\n  Status s = db->rep->Put(1);\n  s.ok();\n  Destroy(2);\n}\n"
               "void hash() {\n  using namespace kv::util;\n  Hash(3);\n}\n"
               "void other() {\n  Hash(4);\n}\n",
}


def test_using_declarations_and_directives_bring_a_namespace_s_names_in() -> None:
    """leveldb's db/c.cc: ``using leveldb::Slice;`` and the like name types for locals and fields
    of the file's own structs, and functions called bare; a using-directive in a function covers
    that function only."""
    linker = link(USINGS)
    calls = resolved(linker, "db/c.cc")
    assert calls[(7, "Put")] == "include/kv/db.h::kv.DB.Put()"          # field typed DB* (using kv::DB)
    assert calls[(8, "ok")] == "include/kv/status.h::kv.Status.ok()"    # local typed Status
    assert calls[(9, "Destroy")] == "include/kv/db.h::kv.Destroy()"     # a function, by its using
    assert calls[(13, "Hash")] == "include/kv/db.h::kv.util.Hash()"     # using namespace kv::util
    assert calls[(16, "Hash")] is None                                  # not in scope there


TEMPLATES = {
    "pool.h": "#include <vector>\nnamespace x {\ntemplate <class T, int N>\nclass DynArray {\n public:\n"
              "  void Push(T t) {}\n};\nclass Item { public: void Push(int t) {} };\n"
              "class Doc {\n public:\n  void Add();\n  Item* First();\n"
              "  DynArray<char, 20> _buffer;\n  std::vector<Item> _items;\n};\n}\n",
    "pool.cc": '#include "pool.h"\nnamespace x {\n'
               "void Doc::Add() {\n  _buffer.Push('a');\n  _items.Push(1);\n  First()->Push(2);\n}\n"
               "void use(DynArray<int, 4>& a) {\n  a.Push(3);\n}\n}\n",
}


def test_instances_of_an_in_repo_class_template_are_typed_by_the_template() -> None:
    """tinyxml2's ``DynArray<char, 20> _buffer;`` and double-conversion's ``Vector<const char>``
    parameters: the template's members; ``std::vector<Item>`` stays the standard library's."""
    calls = resolved(link(TEMPLATES), "pool.cc")
    assert calls[(4, "Push")] == "pool.h::x.DynArray.Push()"     # a field
    assert calls[(9, "Push")] == "pool.h::x.DynArray.Push()"     # a parameter
    assert calls[(5, "Push")] is None                            # std::vector<Item>: not Item's


def test_a_member_called_bare_in_an_out_of_line_method_types_a_chained_call() -> None:
    """``FirstChild()->ToText()`` in ``void XMLElement::SetText(...)`` (tinyxml2): the result of a
    bare call to a member, in a method defined outside its class, has the member's return type."""
    calls = resolved(link(TEMPLATES), "pool.cc")
    assert calls[(6, "First")] == "pool.h::x.Doc.First()"
    assert calls[(6, "Push")] == "pool.h::x.Item.Push()"


ARGUMENTS = {
    "util.h": "class Util {\n public:\n  static void ToStr(int v, char* buf);\n"
              "  static void ToStr(unsigned v, char* buf);\n"
              "  static void ToStr(double v, char* buf);\n  static void Set(const char* v);\n"
              "  static void Set(bool v);\n"
              "  static void Ref(int& v);\n  static void Ref(double v);\n};\n",
    "use.cc": '#include "util.h"\n'
              "void use(int i, unsigned u, short s, const char* name, char* buf) {\n"
              "  Util::ToStr(i, buf);\n  Util::ToStr(u, buf);\n  Util::ToStr(1.5, buf);\n  Util::ToStr(s, buf);\n"
              "  Util::Set(name);\n  Util::Set(\"x\");\n  Util::Set(true);\n  Util::Ref(i);\n  Util::ToStr(i, 0);\n"
              "  Util::Ref(1);\n}\n",
}


def test_overloads_of_one_arity_told_apart_by_certain_argument_types() -> None:
    """tinyxml2's ``XMLUtil::ToStr(int, ...)`` / ``ToStr(unsigned, ...)`` / ``ToStr(double, ...)``: the one
    overload whose parameter is exactly the argument's type (a literal's, or a parameter's as declared)
    wherever the overloads differ, else the one a promotion reaches where the others need a conversion;
    a non-const reference takes a variable (an lvalue), not a literal (``Ref(1)``: ``Ref(double)``, the
    one overload left)."""
    calls = resolved(link(ARGUMENTS), "use.cc")
    assert calls[(3, "ToStr")] == "util.h::Util.ToStr()"          # int i
    assert calls[(4, "ToStr")] == "util.h::Util.ToStr()~2"        # unsigned u
    assert calls[(5, "ToStr")] == "util.h::Util.ToStr()~3"        # 1.5
    assert calls[(6, "ToStr")] == "util.h::Util.ToStr()"          # short: promoted to int, better than converted
    assert calls[(7, "Set")] == "util.h::Util.Set()"              # const char* name
    assert calls[(8, "Set")] == "util.h::Util.Set()"              # "x"
    assert calls[(9, "Set")] == "util.h::Util.Set()~2"            # true
    assert calls[(10, "Ref")] == "util.h::Util.Ref()"             # int&: the variable i binds to it
    assert calls[(11, "ToStr")] == "util.h::Util.ToStr()"         # 0 where the parameters are alike
    assert calls[(12, "Ref")] == "util.h::Util.Ref()~2"           # a literal binds no int&: the one left


def test_an_argument_s_type_is_its_own_overload_s_parameter() -> None:
    """tinyxml2's ``XMLAttribute::SetAttribute(int v)``, ``SetAttribute(unsigned v)`` ... each pass ``v`` to
    ``ToStr``: overloads share one qualified name, and each call reads its own overload's ``v``."""
    files = {**ARGUMENTS, "attr.cc": '#include "util.h"\nstruct Attr { void Set(int v); void Set(unsigned v); };\n'
             "void Attr::Set(int v) {\n  Util::ToStr(v, 0);\n}\n"
             "void Attr::Set(unsigned v) {\n  Util::ToStr(v, 0);\n}\n"}
    calls = resolved(link(files), "attr.cc")
    assert calls[(4, "ToStr")] == "util.h::Util.ToStr()"
    assert calls[(7, "ToStr")] == "util.h::Util.ToStr()~2"


CONSTRUCTED = {
    "wm.h": "namespace ns {\nclass WM { public: char* Go(); };\nclass Dec { public: Dec(int r); bool Len(); };\n}\n",
    "run.cc": '#include "wm.h"\nint run(int n, int r) {\n  const int size = n * 2;\n  ns::WM wmem(size);\n'
              "  wmem.Go();\n  ns::Dec dec(r);\n  dec.Len();\n  ns::WM other(ns::Dec);\n  other.Go();\n"
              "  ns::WM unknown(Mode);\n  unknown.Go();\n  ns::WM global(m);\n  global.Go();\n  return 0;\n}\n",
}


def test_a_local_constructed_with_arguments_is_not_a_function_declaration() -> None:
    """snappy's ``internal::WorkingMemory wmem(N);`` and ``SnappyDecompressor decompressor(r);``:
    the grammar reads ``T x(a);`` in a body as a function declaration; when every "parameter" is a
    name the function has declared, or one written as values are (``m``, a global or a field:
    round 19), it is the local ``x`` of class ``T``.  A real type in the parentheses, or a
    capitalised name the function never declared, leaves it unknown."""
    calls = resolved(link(CONSTRUCTED), "run.cc")
    assert calls[(5, "Go")] == "wm.h::ns.WM.Go()"          # size: an earlier local
    assert calls[(7, "Len")] == "wm.h::ns.Dec.Len()"       # r: a parameter
    assert calls[(9, "Go")] is None                        # ns::Dec is a type: a function declaration
    assert calls[(11, "Go")] is None                       # Mode: not declared, a type's name
    assert calls[(13, "Go")] == "wm.h::ns.WM.Go()"         # m: not declared here, a value's name


CONTAINERS = {
    "parser.h": "#include <map>\n#include <memory>\n#include <vector>\nnamespace ns {\n"
                "class Value { public: void parse(); };\nclass Option { public: void help(); };\n"
                "class Parser {\n  std::unordered_map<int, Value> m_parsed;\n"
                "  std::vector<std::shared_ptr<Option>> m_options;\n  std::vector<Option>* m_more;\n"
                "  void run(int h, std::map<int, Option>& byid);\n};\n}\n",
    "parser.cc": '#include "parser.h"\nnamespace ns {\nvoid Parser::run(int h, std::map<int, Option>& byid) {\n'
                 "  m_parsed[h].parse();\n  auto& result = m_parsed[h];\n  result.parse();\n"
                 "  m_options[0]->help();\n  byid[h].help();\n  std::unique_ptr<Option> owned(new Option());\n"
                 "  auto& option = *owned;\n  option.help();\n  auto& many = m_more[0];\n  many.help();\n}\n}\n",
}


def test_subscripts_of_standard_containers_and_auto_locals_from_them() -> None:
    """cxxopts' ``auto& result = m_parsed[hash]; result.parse(...)`` (``std::unordered_map<size_t,
    OptionValue> m_parsed``) and ``auto& options = *allocated;`` (a ``std::unique_ptr<Options>``):
    a subscript of a standard sequence or map is its element, an ``auto`` local takes the value of
    the subscript or of the dereferenced pointer.  A pointer to a container is not subscripted to
    an element."""
    calls = resolved(link(CONTAINERS), "parser.cc")
    assert calls[(4, "parse")] == "parser.h::ns.Value.parse()"       # map field: its mapped type
    assert calls[(6, "parse")] == "parser.h::ns.Value.parse()"       # auto& from the subscript
    assert calls[(7, "help")] == "parser.h::ns.Option.help()"        # vector of shared_ptr: ->
    assert calls[(8, "help")] == "parser.h::ns.Option.help()"        # a map parameter
    assert calls[(11, "help")] == "parser.h::ns.Option.help()"       # auto& = *owned
    assert calls[(13, "help")] is None                               # m_more[0] is a vector


DEFAULTS = {
    "opts.h": "#include <string>\n#include <vector>\nnamespace cx {\nclass Options {\n public:\n"
              '  void add(std::string group = "");\n'
              "  void add(const std::string& group, std::initializer_list<int> xs);\n"
              "  void pos(std::string option, int mode = 0);\n"
              "  void pos(std::vector<std::string> options, int mode = 0);\n"
              "};\ninline void Options::add(std::string group) {}\n"
              "inline void Options::add(const std::string& group, std::initializer_list<int> xs) {}\n"
              "inline void Options::pos(std::string option, int mode) {}\n"
              "inline void Options::pos(std::vector<std::string> options, int mode) {}\n}\n",
    "main.cc": '#include "opts.h"\nvoid run(cx::Options* o) {\n  o->add();\n  o->pos({"a"});\n  o->add("g", {1});\n}\n',
}


def test_default_arguments_of_a_dropped_in_class_declaration_stay_with_its_definition() -> None:
    """cxxopts' ``parse_positional(std::string option, PositionalMode mode = ...)`` declared in the
    class and defined out of line in the same header: the definition (which the index keeps)
    takes as few arguments as the declaration says, so two overloads that both accept one
    argument stay ambiguous instead of neither fitting and the first being taken."""
    linker = link(DEFAULTS)
    assert linker.tables["opts.h"].arity["opts.h::cx.Options.pos()"] == (1, 2)
    calls = resolved(linker, "main.cc")
    assert calls[(3, "add")] == "opts.h::cx.Options.add()"           # only add(group = "") takes none
    assert calls[(4, "pos")] is None                                 # both take one: ambiguous
    assert calls[(5, "add")] == "opts.h::cx.Options.add()~2"


STD_OVERLOAD = {
    "text.h": "#include <string>\nnamespace icu { class UnicodeString { public: int length(); }; }\n"
              "namespace std {\ninline int begin(icu::UnicodeString& s) { return 0; }\n}\n"
              "namespace cx {\ninline int size(const std::string& text) {\n  return std::begin(text) == 0;\n}\n}\n",
}


def test_a_function_the_repository_adds_to_namespace_std_is_not_taken_for_the_standard_s() -> None:
    """cxxopts adds ``std::begin`` / ``std::end`` for ``icu::UnicodeString``; ``std::begin(text)`` on a
    ``std::string`` is the standard library's.  Without the arguments' types the standard overloads
    cannot be ruled out: the call stays unresolved rather than reach the repository's."""
    linker = link(STD_OVERLOAD)
    table = linker.tables["text.h"]
    call = next(c for c in table.facts.calls if c.name == "begin")
    edge, candidates = linker.resolve_call(table, call)
    assert not edge.resolved and edge.reason == "standard library overload" and not candidates


ALIASED = {
    "result.h": "#include <map>\n#include <string>\nnamespace cx {\n"
                "class OptionValue { public: void parse(); int count() const; };\n"
                "class Other { public: int count(); };\n"
                "using ParsedHashMap = std::unordered_map<std::size_t, OptionValue>;\n"
                "class ParseResult { public: const OptionValue& operator[](const std::string& option) const; };\n"
                "class Mixed { public: OptionValue& operator[](int i); Other& operator[](const char* k); };\n"
                "class OptionParser {\n  ParsedHashMap& m_parsed;\n  void parse_default(int h);\n};\n"
                "inline void OptionParser::parse_default(int h) {\n  auto& store = m_parsed[h];\n  store.parse();\n}\n"
                'inline int run(const ParseResult& result, Mixed& mixed) {\n  return result["a"].count() +\n'
                '    mixed[1].count();\n}\n}\n',
}


def test_a_file_s_container_aliases_and_a_class_s_one_typed_subscript_operator() -> None:
    """cxxopts' ``using ParsedHashMap = std::unordered_map<std::size_t, OptionValue>;`` field
    ``ParsedHashMap& m_parsed`` (subscripted in a method defined out of line) and
    ``result["count"].as<T>()`` through ``const OptionValue& ParseResult::operator[](...) const``.
    ``operator[]`` overloads that return different types leave the item unknown."""
    calls = resolved(link(ALIASED), "result.h")
    assert calls[(15, "parse")] == "result.h::cx.OptionValue.parse()"
    assert calls[(18, "count")] == "result.h::cx.OptionValue.count()"           # result["a"]
    assert calls[(19, "count")] is None                                           # mixed[1]: two returns


CATCH = {
    "errors.h": "#include <exception>\nnamespace cx {\nclass exception : public std::exception {\n public:\n"
                "  const char* what() const noexcept override;\n  int code() const;\n};\n}\n",
    "main.cc": '#include "errors.h"\nint run() {\n  try {\n    return 1;\n  } catch (const cx::exception& e) {\n'
               "    return e.code();\n  }\n}\n",
}


def test_a_catch_clause_s_parameter_is_typed() -> None:
    """cxxopts' example: ``catch (const cxxopts::exceptions::exception& e) { ... e.what() ... }``."""
    assert resolved(link(CATCH), "main.cc")[(6, "code")] == "errors.h::cx.exception.code()"


INITIALISERS = {
    "errors.h": "#include <string>\nnamespace cx {\nclass exception {\n public:\n"
                "  explicit exception(std::string message) : m_message(std::move(message)) {}\n"
                " private:\n  std::string m_message;\n};\n"
                "class parsing : public exception {\n public:\n"
                "  explicit parsing(const std::string& message)\n  : exception(message), m_count(0)\n  {\n  }\n"
                " private:\n  int m_count;\n};\n}\n",
}


def test_a_base_class_constructor_called_in_an_initialiser_list() -> None:
    """cxxopts' ``explicit parsing(const std::string& message) : exception(message) {}``: a call of
    the base class's constructor, which clang reports; member initialisers are not calls."""
    linker = link(INITIALISERS)
    calls = resolved(linker, "errors.h")
    assert calls[(12, "exception")] == "errors.h::cx.exception.exception()"
    names = {c.name for c in linker.tables["errors.h"].facts.calls}
    assert "m_count" not in names and "m_message" not in names


BRACED = {
    "opts.h": "namespace snap {\nstruct Options {\n  Options() {}\n  int level = 1;\n};\n"
              "template <int N> struct Seq {};\nint Compress(const char* in, Options options);\n}\n",
    "snap.cc": '#include "opts.h"\nnamespace snap {\nint Run(const char* in) {\n  Seq<3>{};\n'
               "  return Compress(in, Options{}) + Compress(in, snap::Options{});\n}\n}\n",
}


def test_braced_construction_is_a_call_site() -> None:
    """snappy's ``Compress(input, length, &compressed, CompressionOptions{})``: a temporary built with
    braces calls the class's constructor, as ``Options()`` would; a template's instance is the template."""
    linker = link(BRACED)
    table = linker.tables["snap.cc"]
    targets = {(c.line, c.column): linker.resolve_call(table, c)[0].dst for c in table.facts.calls}
    assert targets[(5, 22)] == "opts.h::snap.Options.Options()"           # Options{}
    assert targets[(5, 54)] == "opts.h::snap.Options.Options()"           # snap::Options{}, at the name
    assert targets[(4, 2)] == "opts.h::snap.Seq#"                         # Seq<3>{}: no constructor
    assert len(targets) == 5


RANGES = {
    "doc.h": "#include <map>\n#include <memory>\n#include <vector>\nnamespace d {\n"
             "class Item { public: int size() const; };\nclass Doc {\n public:\n  int Total() const;\n"
             "  int Count(const std::vector<Item*>& more) const;\n"
             " private:\n  std::vector<std::unique_ptr<Item>> items_;\n  std::map<int, Item> byid_;\n};\n"
             "inline int Doc::Total() const {\n  int n = 0;\n  for (const auto& item : items_) n += item->size();\n"
             "  for (auto& pair : byid_) n += pair.size();\n  for (const Item& kept : byid_list()) n += kept.size();\n"
             "  return n;\n}\n"
             "inline int Doc::Count(const std::vector<Item*>& more) const {\n  int n = 0;\n"
             "  for (auto* item : more) n += item->size();\n  int items_ = 0;\n"
             "  for (auto& shadow : items_) n += shadow.size();\n  return n;\n}\n}\n",
}


def test_a_range_for_over_a_standard_sequence_yields_its_elements() -> None:
    """``for (const auto& item : items_)`` over ``std::vector<std::unique_ptr<Item>> items_`` (a field
    of the method's class) or a ``std::vector<Item*>`` parameter: the variable is an ``Item``; an
    explicitly typed variable is its type.  Iterating a map yields pairs (unknown), and a local that
    shadows the field is not the field."""
    calls = resolved(link(RANGES), "doc.h")
    assert calls[(16, "size")] == "doc.h::d.Item.size()"       # field items_
    assert calls[(17, "size")] is None                         # a map's pair
    assert calls[(18, "size")] == "doc.h::d.Item.size()"       # const Item& kept
    assert calls[(23, "size")] == "doc.h::d.Item.size()"       # parameter more
    assert calls[(25, "size")] is None                         # int items_ shadows the field


NO_FIT = {
    "error.h": "#include <string>\nnamespace cli {\n#define ERROR_DEF(name) name(std::string m, int c) : code(c) {}\n"
               "class Success {\n public:\n  ERROR_DEF(Success)\n  Success() : Success(\"done\", 0) {}\n  int code;\n"
               "  int Code() const { return code; }\n  int Code(int base) const { return base + code; }\n};\n"
               "class CallForHelp : public Success {};\n"
               "inline int Run(const Success& s) { return s.Code(1, 2); }\n}\n",
}


def test_no_overload_that_takes_as_many_arguments_is_no_target() -> None:
    """CLI11's error classes: ``Success() : Success("...", ExitCodes::Success)`` delegates to a
    constructor a macro of the file writes in the class body, which the index reads since round 35
    (``cpaste.macro_methods``), so the call is that one, not the written one that takes none (before
    round 35: no overload fitted, and before that the only candidate was taken whatever the arity)."""
    linker = link(NO_FIT)
    table = linker.tables["error.h"]
    by_name = {(c.line, c.name): linker.resolve_call(table, c)[0] for c in table.facts.calls}
    made = linker.symbols[by_name[(7, "Success")].dst or ""]
    assert made.span.start_line == 6 and made.signature.startswith("Success(std::string m, int c)")
    assert not by_name[(13, "Code")].resolved                   # neither Code takes two


OVERLOAD_PARAMETERS = {
    "snap.cc": "#include <string>\nnamespace s {\nclass Sink { public: void Append(const char* b); };\n"
               "class Source { public: int Available(); };\n"
               "bool Uncompress(const char* c, size_t n, std::string* uncompressed) {\n  return n > 0;\n}\n"
               "bool Uncompress(Source* compressed, Sink* uncompressed) {\n  uncompressed->Append(0);\n"
               "  return compressed->Available();\n}\n}\n",
}


def test_each_overload_s_parameters_keep_their_own_types() -> None:
    """snappy's ``Uncompress(const char*, size_t, std::string* uncompressed)`` and ``Uncompress(Source*
    compressed, Sink* uncompressed)``: one parameter name with a different type in each overload of
    one qualname is typed per overload (before, the names' bindings were merged, and disagreed)."""
    calls = resolved(link(OVERLOAD_PARAMETERS), "snap.cc")
    assert calls[(9, "Append")] == "snap.cc::s.Sink.Append()"
    assert calls[(10, "Available")] == "snap.cc::s.Source.Available()"


def test_a_c_caller_whose_arguments_the_grammar_miscounts_keeps_the_prototype() -> None:
    """lz4frame.c's ``LZ4_saveDict(ctx, buf, 64 KB)``: ``KB`` is a macro (``*(1<<10)``), so the grammar
    counts four arguments where the header's prototype (read as C++) takes three; from a C caller
    the one prototype stays the target ('no overload fits' is for C++ callers)."""
    linker = link({"util.h": "int save(char* d, char* b, int size);\n",
                   "main.c": '#include "util.h"\n#define KB *(1<<10)\nint run(char* p) {\n'
                             "  return save(p, (char*)p, 64 KB);\n}\n"})
    assert resolved(linker, "main.c")[(4, "save")] == "util.h::save()"
