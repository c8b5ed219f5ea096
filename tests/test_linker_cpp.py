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
              "  Util::Set(name);\n  Util::Set(\"x\");\n  Util::Set(true);\n  Util::Ref(i);\n  Util::ToStr(i, 0);\n}\n",
}


def test_overloads_of_one_arity_told_apart_by_certain_argument_types() -> None:
    """tinyxml2's ``XMLUtil::ToStr(int, ...)`` / ``ToStr(unsigned, ...)`` / ``ToStr(double, ...)``: the one
    overload whose parameter is exactly the argument's type (a literal's, or a parameter's as declared)
    wherever the overloads differ; otherwise (a promotion, a non-const reference) both stay candidates."""
    calls = resolved(link(ARGUMENTS), "use.cc")
    assert calls[(3, "ToStr")] == "util.h::Util.ToStr()"          # int i
    assert calls[(4, "ToStr")] == "util.h::Util.ToStr()~2"        # unsigned u
    assert calls[(5, "ToStr")] == "util.h::Util.ToStr()~3"        # 1.5
    assert calls[(6, "ToStr")] is None                            # short: a promotion, not exact
    assert calls[(7, "Set")] == "util.h::Util.Set()"              # const char* name
    assert calls[(8, "Set")] == "util.h::Util.Set()"              # "x"
    assert calls[(9, "Set")] == "util.h::Util.Set()~2"            # true
    assert calls[(10, "Ref")] is None                             # int& : left to the compiler
    assert calls[(11, "ToStr")] == "util.h::Util.ToStr()"         # 0 where the parameters are alike


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
              "  ns::WM unknown(m);\n  unknown.Go();\n  return 0;\n}\n",
}


def test_a_local_constructed_with_arguments_is_not_a_function_declaration() -> None:
    """snappy's ``internal::WorkingMemory wmem(N);`` and ``SnappyDecompressor decompressor(r);``:
    the grammar reads ``T x(a);`` in a body as a function declaration; when every "parameter" is a
    name the function has declared, it is the local ``x`` of class ``T``.  A real type in the
    parentheses, or a name the function never declared, leaves it unknown."""
    calls = resolved(link(CONSTRUCTED), "run.cc")
    assert calls[(5, "Go")] == "wm.h::ns.WM.Go()"          # size: an earlier local
    assert calls[(7, "Len")] == "wm.h::ns.Dec.Len()"       # r: a parameter
    assert calls[(9, "Go")] is None                        # ns::Dec is a type: a function declaration
    assert calls[(11, "Go")] is None                       # m: not declared in the function
