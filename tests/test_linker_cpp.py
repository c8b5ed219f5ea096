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
