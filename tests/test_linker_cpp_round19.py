"""C++ round 19, from the misses of the tuned rows below target (TagLib, FlatBuffers, Jolt, marl):
a range ``for`` over ``std::as_const(x)``; an ``auto`` local initialised by a cast or a standard
factory (``static_cast<Foo*>(p)``, ``std::make_unique<ns::Foo>(a)``), by a dereference of any
member or call chain (``*type.enum_def``, ``**it``) or by an iterator of a sequence
(``auto it = items.begin();``); a namespace alias (``namespace r = ::reflection;``) and a type
written from the global namespace (``const ::lib::Field&``)."""

from __future__ import annotations

from .lang_support import link, resolved

HEADER = """\
#include <memory>
#include <utility>
#include <vector>
namespace lib {
struct Item { int type() const; };
struct EnumDef { int lookup() const; };
struct TypeT { EnumDef *enum_def; };
struct Holder { std::vector<Item> items; std::vector<Item*> ptrs; int walk(); };
struct Base { virtual ~Base(); };
struct Pic : Base { int mime() const; };
namespace refl { struct Field { int name() const; }; }
namespace mk { class Seek { public: explicit Seek(int n); int add() const; }; }
class Cursor { public: Item &operator*() const; };
struct Walker { Cursor cursor; };
}
"""
SOURCE = """\
#include "a.h"
namespace r = ::lib::refl;
namespace lib {
int as_const_view(Holder &h) {
  for (const auto &it : std::as_const(h.items)) it.type();
  return 0;
}
int field_deref(TypeT &type) {
  const auto &ed = *type.enum_def;
  return ed.lookup();
}
int casts(Base *b) {
  if (auto p = dynamic_cast<Pic *>(b)) return p->mime();
  auto q = static_cast<const Pic *>(b);
  return q->mime();
}
int made() { auto s = std::make_unique<mk::Seek>(3); return s->add(); }
int aliased(const r::Field *f) { return f->name(); }
int global(const ::lib::refl::Field &f) { return f.name(); }
int iterators(Holder &h) {
  for (auto it = h.ptrs.begin(); it != h.ptrs.end(); ++it) { auto &x = **it; x.type(); }
  std::vector<Item> local;
  for (auto i = local.begin(); i != local.end(); ++i) i->type();
  return 0;
}
int Holder::walk() {
  for (auto it = items.begin(); it != items.end(); ++it) it->type();
  return 0;
}
int through_operator(Walker &w) { auto &x = *w.cursor; return x.type(); }
int Item::type() const { return 0; }
}
"""


def calls() -> dict[tuple[int, str], str | None]:
    return resolved(link({"a.h": HEADER, "a.cpp": SOURCE}), "a.cpp")


def test_a_range_for_over_a_constant_view() -> None:
    """``for (const auto &f : std::as_const(d->files))``: the files' elements."""
    assert calls()[(5, "type")] == "a.cpp::lib.Item.type()"


def test_an_auto_local_dereferencing_a_member_or_an_iterator() -> None:
    """``const auto &ed = *type.enum_def;`` (a pointer field), ``auto &x = **it;`` (an iterator of
    ``std::vector<Item*>``), and ``*w.cursor`` of a class with ``operator*``: what it returns."""
    found = calls()
    assert found[(10, "lookup")] == "a.h::lib.EnumDef.lookup()"
    assert found[(21, "type")] == "a.cpp::lib.Item.type()"
    assert found[(30, "type")] == "a.cpp::lib.Item.type()"


def test_an_auto_local_from_a_cast_or_a_standard_factory() -> None:
    found = calls()
    assert found[(13, "mime")] == "a.h::lib.Pic.mime()"   # ``if (auto p = dynamic_cast<Pic *>(b))``
    assert found[(15, "mime")] == "a.h::lib.Pic.mime()"   # ``static_cast<const Pic *>(b)``
    assert found[(17, "add")] == "a.h::lib.mk.Seek.add()"   # ``std::make_unique<mk::Seek>(3)``


def test_a_namespace_alias_and_a_type_written_from_the_global_namespace() -> None:
    found = calls()
    assert found[(18, "name")] == "a.h::lib.refl.Field.name()"   # ``const r::Field *f``
    assert found[(19, "name")] == "a.h::lib.refl.Field.name()"   # ``const ::lib::refl::Field &f``


def test_an_auto_iterator_of_a_sequence() -> None:
    """``auto i = local.begin(); i->type()`` for a local, and for a field named bare in a method."""
    found = calls()
    assert found[(23, "type")] == "a.cpp::lib.Item.type()"
    assert found[(27, "type")] == "a.cpp::lib.Item.type()"
