"""C++ round 19, from the misses of the tuned rows below target (TagLib, FlatBuffers, Jolt, marl):
a range ``for`` over ``std::as_const(x)``; an ``auto`` local initialised by a cast or a standard
factory (``static_cast<Foo*>(p)``, ``std::make_unique<ns::Foo>(a)``), by a dereference of any
member or call chain (``*type.enum_def``, ``**it``) or by an iterator of a sequence
(``auto it = items.begin();``); a namespace alias (``namespace r = ::reflection;``) and a type
written from the global namespace (``const ::lib::Field&``)."""

from __future__ import annotations

from smriti_git.index.languages.cblank import flattened, without_macro_statements
from smriti_git.index.link_tables import Value

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


def test_a_platform_stand_in_for_a_system_function_is_not_the_call() -> None:
    """libuv declares ``snprintf`` for old MSVC (``uv-common.h``) and defines it in
    ``win/snprintf.c``: on the platforms that have it, ``snprintf(...)`` is the system's; a stand-in
    defined in the calling file itself stays the call's target."""
    linker = link({
        "common.h": "#include <stdio.h>\nint snprintf(char*, size_t, const char*, ...);\nint helper(int x);\n",
        "win/snprintf.c": '#include "../common.h"\nint snprintf(char* b, size_t n, const char* f, ...) { return 0; }\n',
        "core.c": '#include "common.h"\nint run(char *b) { return snprintf(b, 4, "%d", helper(1)); }\n'
                  "int helper(int x) { return x; }\n",
        "tty.c": '#include "common.h"\nstatic int isatty(int fd) { return fd; }\nint t(void) { return isatty(1); }\n',
    })
    found = resolved(linker, "core.c")
    assert found[(2, "snprintf")] is None
    assert found[(2, "helper")] == "core.c::helper()"
    assert resolved(linker, "tty.c")[(3, "isatty")] == "tty.c::isatty()"


def test_an_attribute_macro_before_a_declarator_keeps_the_next_function() -> None:
    """Brotli's ``static const size_t BROTLI_MODEL("small") kLut[16] = {...};`` inside a function:
    the function after it is still a top-level function, not nested in the first."""
    linker = link({"e.c": """\
#include <stddef.h>
static unsigned Rev(size_t n) {
  static const size_t BROTLI_MODEL("small") kLut[4] =
  {  /* values */
    0x00, 0x08, 0x04, 0x0C
  };
  return (unsigned)kLut[n & 3];
}
void Convert(size_t n) { Rev(n); }
void Use(void) { Convert(1); }
"""})
    assert resolved(linker, "e.c")[(10, "Convert")] == "e.c::Convert()"


TEMPLATES_H = """\
#include <vector>
namespace TagLib {
template <class Key, class T> class Map { public: T &operator[](const Key &k); const T &value(const Key &k) const; };
template <class T> class List { public: T &front(); const T &back() const; bool isEmpty() const; };
class String { public: int size() const; };
class StringList : public List<String> { public: int join() const; };
class PropertyMap : public Map<String, StringList> { public: int unsupported() const; };
class Frame {
public:
  StringList fieldList() const;
  const std::vector<String> &names() const;
  List<String*> ptrs() const;
  int walk();
private:
  StringList text;
};
}
"""
TEMPLATES_CPP = """\
#include "t.h"
using namespace TagLib;
int results(const StringList &values, PropertyMap &props) {
  values.front().size();
  props["x"].front().size();
  props.value("y").join();
  return 0;
}
int loops(Frame *frame, const StringList &values) {
  for (auto &field : frame->fieldList()) field.size();
  for (const auto &n : frame->names()) n.size();
  for (auto *p : frame->ptrs()) p->size();
  for (const auto &v : values) v.size();
  return 0;
}
int Frame::walk() {
  for (const auto &t : text) t.size();
  for (const auto &t : fieldList()) t.size();
  return 0;
}
"""


def test_a_class_template_result_through_a_derived_class_written_arguments() -> None:
    """``T &front()`` of ``List<T>`` on a ``StringList : public List<String>`` is a ``String``;
    ``T &operator[](const Key&)`` of ``Map<Key, T>`` on a ``PropertyMap : public Map<String,
    StringList>`` is a ``StringList``."""
    found = resolved(link({"t.h": TEMPLATES_H, "t.cpp": TEMPLATES_CPP}), "t.cpp")
    assert found[(4, "size")] == "t.h::TagLib.String.size()"
    assert found[(5, "size")] == "t.h::TagLib.String.size()"
    assert found[(6, "join")] == "t.h::TagLib.StringList.join()"


def test_a_range_for_over_a_call_result_or_a_class_deriving_from_a_sequence() -> None:
    """``for (auto &f : frame->fieldList())`` (a ``StringList``), over a ``const std::vector<String>&``
    result, a ``List<String*>`` result, a ``StringList`` parameter, a field, and a method called bare."""
    found = resolved(link({"t.h": TEMPLATES_H, "t.cpp": TEMPLATES_CPP}), "t.cpp")
    for line in (10, 11, 12, 13, 17, 18):
        assert found[(line, "size")] == "t.h::TagLib.String.size()", line


VARIANTS = {
    "Event_POSIX.h": "namespace Poco {\nclass EventImpl {\nprotected:\n  void setImpl();\n};\n}\n",
    "Event_WIN32.h": "namespace Poco {\nclass EventImpl {\nprotected:\n  void setImpl();\n};\n}\n",
    "Event.h": '#if defined(POCO_EVENT_OTHER)\n#include "Event_WIN32.h"\n#else\n#include "Event_POSIX.h"\n#endif\n'
               "namespace Poco {\nclass Event : private EventImpl {\npublic:\n  void set() { setImpl(); }\n};\n}\n",
    "Event_POSIX.cpp": '#include "Event_POSIX.h"\nnamespace Poco {\nvoid EventImpl::setImpl() {}\n'
                       "void other(EventImpl &e);\n}\n",
    "Event_WIN32.cpp": '#include "Event_WIN32.h"\nnamespace Poco {\nvoid EventImpl::setImpl() {}\n}\n',
    "use.cpp": '#include "Event_POSIX.h"\nnamespace Poco {\nvoid use(EventImpl &e) { e.setImpl(); }\n}\n',
}


def test_a_class_defined_per_platform_gives_its_variants_as_candidates() -> None:
    """POCO's ``EventImpl``, defined in Event_POSIX.h and in Event_WIN32.h, each included by Event.h
    under its own ``#if``: a call through it is no edge but both variants' members, as candidates
    (the index does not know which ``#if`` branch is compiled); a file that includes one variant
    only calls that one.  (Under ``#if defined(_WIN32)`` the Windows header is not included at all:
    round 24.)"""
    linker = link(VARIANTS)
    table = linker.tables["Event.h"]
    call = next(c for c in table.facts.calls if c.name == "setImpl")
    edge, candidates = linker.resolve_call(table, call)
    assert not edge.resolved and edge.reason == "platform variants"
    assert {c.dst for c in candidates} == {"Event_POSIX.cpp::Poco.EventImpl.setImpl()",
                                           "Event_WIN32.cpp::Poco.EventImpl.setImpl()"}
    assert all(c.reason == "several definitions" for c in candidates)
    assert resolved(linker, "use.cpp")[(3, "setImpl")] == "Event_POSIX.cpp::Poco.EventImpl.setImpl()"


def test_a_mixed_case_export_macro_and_comments_before_the_class_body() -> None:
    """POCO's ``class Foundation_API Ascii`` followed by ``///`` comment lines, then ``{``: the class
    is ``Ascii`` (the macro is blanked), and its members are found."""
    header = ("namespace Poco {\nclass Foundation_API Ascii\n\t/// Static utility functions.\n\t/// More.\n{\npublic:\n"
              "  static bool isDigit(int ch);\n  static bool has(int ch);\n};\n"
              "inline bool Ascii::isDigit(int ch)\n{\n  return has(ch);\n}\n}\n")
    assert resolved(link({"ascii.h": header}), "ascii.h")[(12, "has")] == "ascii.h::Poco.Ascii.has()"


def test_a_one_parameter_template_result_on_an_instance_of_the_template() -> None:
    """``T &front()`` / ``const T &value(int) const`` of ``List<T>`` on a field ``List<Item> list``,
    a local, another object's ``List<Item*> ptrs`` and a field typed by ``using Items = List<Item>``:
    the element its declaration writes."""
    header = """\
#include <memory>
namespace lib {
template <class T> class List { public: T &front(); const T &value(int i) const; };
struct Item { int type() const; };
using Items = List<Item>;
class Priv { public: List<Item*> ptrs; };
class Tag { public: int f(); List<Item> list; Items aliased; };
}
"""
    source = """\
#include "a.h"
namespace lib {
int Tag::f() {
  list.front().type();
  List<Item> l;
  l.value(1).type();
  std::unique_ptr<Priv> d;
  d->ptrs.front()->type();
  aliased.value(0).type();
  return 0;
}
}
"""
    found = resolved(link({"a.h": header, "a.cpp": source}), "a.cpp")
    for line in (4, 6, 8, 9):
        assert found[(line, "type")] == "a.h::lib.Item.type()", line


def test_a_namespace_macro_line_before_a_block_comment_and_a_class() -> None:
    """Jolt's ``JPH_NAMESPACE_BEGIN``, then a ``/** ... **/`` block, then ``class DualAxisConstraintPart``:
    the macro alone on its line is blanked as it is before a class directly; ``#define``s and calls stay."""
    source = b"JPH_NAMESPACE_BEGIN\n\n/**\n\tConstrains movement\n**/\nclass Part\n{\n};\n"
    assert without_macro_statements(source).startswith(b" " * len(b"JPH_NAMESPACE_BEGIN") + b"\n\n/**")
    kept = b"FOO_BAR\n/* a comment */\nrun(1);\n"
    assert without_macro_statements(kept) == kept


def test_a_member_template_called_with_an_explicit_result_type() -> None:
    """``table.GetPointer<Vector<uint8_t>*>(o)`` and ``v.value<String>()`` of templates whose result
    is their type parameter: the type the call names (FlatBuffers, TagLib's ``Variant``)."""
    header = """\
namespace fb {
template <class T> class Vector { public: unsigned size() const; };
class Table { public: template <typename P> P GetPointer(int field); };
class String { public: int data() const; };
class Variant { public: template <class T> T value(bool *ok = nullptr) const; };
class Prop { public: Variant value(const char *k) const; };
}
"""
    source = """\
#include "a.h"
namespace fb {
int f(Table &table, const Prop &property) {
  auto type_vec = table.GetPointer<Vector<unsigned char>*>(3);
  type_vec->size();
  property.value("description").value<String>().data();
  return 0;
}
}
"""
    found = resolved(link({"a.h": header, "a.cpp": source}), "a.cpp")
    assert found[(5, "size")] == "a.h::fb.Vector.size()"
    assert found[(6, "data")] == "a.h::fb.String.data()"


def test_a_local_constructed_from_a_global_value() -> None:
    """``CodeWriter enumWriter(ident_pad);`` in a body, ``ident_pad`` a global: a local constructed,
    not a function declared (a name written as values are: a lower-case first letter, not ``_t``)."""
    header = "class CodeWriter { public: explicit CodeWriter(const char *pad); int ToString() const; };\n"
    source = ('#include "w.h"\nstatic const char *ident_pad = "  ";\n'
              "int gen() {\n  CodeWriter enumWriter(ident_pad);\n  return enumWriter.ToString();\n}\n")
    found = resolved(link({"w.h": header, "w.cpp": source}), "w.cpp")
    assert found[(5, "ToString")] == "w.h::CodeWriter.ToString()"


def test_an_expression_begun_in_each_branch_of_an_if_block() -> None:
    """FlatBuffers' ``AbsolutePath``: ``return GetFullPathNameA(...)`` in one ``#if`` branch, ``return
    success`` in the other, ``? abs_path : filepath;`` after the ``#endif``: when the file needs
    recovering, the block is read as its first branch (the grammar's error recovery otherwise let
    the function swallow every definition after it in the file)."""
    source = (b"std::string AbsolutePath(const std::string& p) {\n"
              b"  #if defined(_WIN32)\n"
              b"    return GetFullPathNameA(p.c_str())\n"
              b"  #else\n"
              b"    return success\n"
              b"  #endif\n"
              b"    ? abs_path\n"
              b"    : p;\n"
              b"}\n")
    lines = flattened(source).split(b"\n")
    assert lines[2] == b"    return GetFullPathNameA(p.c_str())" and lines[4].strip() == b""
    assert lines[1].strip() == lines[3].strip() == lines[5].strip() == b""
    statement = b"int f() {\n#ifdef X\n  a();\n#else\n  b();\n#endif\n  c();\n}\n"
    assert flattened(statement) == statement   # statements after it: both branches stay


def test_the_key_and_value_of_a_standard_map_element() -> None:
    """``for (const auto &[k, v] : items)`` over a ``std::map<Key, Item>`` field, ``p.first`` /
    ``p.second`` of its element, a local map, ``auto it = local.find(k); it->second``, and a
    ``std::vector<std::pair<Key, Item>>``."""
    header = """\
#include <map>
#include <utility>
#include <vector>
namespace lib {
struct Item { int type() const; };
struct Key { int hash() const; };
class Box { public: int f(); std::map<Key, Item> items; std::vector<std::pair<Key, Item>> pairs; };
}
"""
    source = """\
#include "a.h"
namespace lib {
int Box::f() {
  for (const auto &[k, v] : items) { k.hash(); v.type(); }
  for (const auto &p : items) { p.first.hash(); p.second.type(); }
  std::map<Key, Item> local;
  for (auto &[k, v] : local) { k.hash(); v.type(); }
  auto it = local.find(Key());
  it->second.type();
  for (const auto &[k, v] : pairs) v.type();
  return 0;
}
}
"""
    found = resolved(link({"a.h": header, "a.cpp": source}), "a.cpp")
    for line in (4, 5, 7):
        assert found[(line, "hash")] == "a.h::lib.Key.hash()", line
        assert found[(line, "type")] == "a.h::lib.Item.type()", line
    assert found[(9, "type")] == "a.h::lib.Item.type()"
    assert found[(10, "type")] == "a.h::lib.Item.type()"


def test_an_export_macro_before_a_base_list_inside_an_if_block() -> None:
    """TagLib's ``class TAGLIB_EXPORT Chapters`` / ``#ifndef DO_NOT_DOCUMENT`` / ``: private Element``
    / ``#endif`` / ``{``: the class is ``Chapters``, and ``std::make_unique<Matroska::Chapters>()``
    reaches its members."""
    header = ("namespace TagLib {\nnamespace Matroska {\n    class TAGLIB_EXPORT Chapters\n#ifndef DO_NOT_DOCUMENT\n"
              "      : private Element\n#endif\n    {\n    public:\n      Chapters();\n      void setSize(int n);\n"
              "    };\n}\n}\n")
    source = ('#include "c.h"\n#include <memory>\nusing namespace TagLib;\nvoid run() {\n'
              "  auto chapters = std::make_unique<Matroska::Chapters>();\n  chapters->setSize(1);\n}\n")
    found = resolved(link({"c.h": header, "c.cpp": source}), "c.cpp")
    assert found[(6, "setSize")] == "c.h::TagLib.Matroska.Chapters.setSize()"


def test_a_class_copied_into_an_amalgamated_header_is_no_platform_variant() -> None:
    """Catch2 and toml11 ship every class again in one amalgamated header of another folder: a
    call through a class of ``include/`` is still that class's member, not a set of candidates."""
    linker = link({
        "include/lib/value.hpp": "namespace lib {\nclass Value {\npublic:\n  int size() const;\n};\n}\n",
        "single_include/lib.hpp": "namespace lib {\nclass Value {\npublic:\n  int size() const;\n};\n}\n",
        "include/lib/all.hpp": '#include "value.hpp"\n',
        "src/use.cpp": '#include "lib/all.hpp"\nnamespace lib {\nint use(const Value &v) {\n'
                       "  return v.size();\n}\n}\n",
    })
    assert resolved(linker, "src/use.cpp")[(4, "size")] == "include/lib/value.hpp::lib.Value.size()"


def test_a_namespace_member_another_header_declares() -> None:
    """ccache's ``util::read_file(path)``: ``util`` is first found in util/bitset.hpp, which does not
    include util/file.hpp where ``read_file`` is declared (in ccache, through a chain of includes
    this small fixture does not reproduce: the yardstick measures it); a name no header declares
    stays unfound."""
    linker = link({
        "util/bitset.hpp": "namespace util {\nclass BitSet { public: int count() const; };\n}\n",
        "util/file.hpp": "namespace util {\nint read_file(const char *path);\n}\n",
        "util/file.cpp": '#include "file.hpp"\nnamespace util {\nint read_file(const char *path) { return 0; }\n}\n',
        "main.cpp": '#include "util/bitset.hpp"\n#include "util/file.hpp"\nint run() {\n'
                    '  return util::read_file("x");\n}\n',
    })
    assert resolved(linker, "main.cpp")[(4, "read_file")] == "util/file.cpp::util.read_file()"
    assert linker.member(Value("type", "util/bitset.hpp::util"), "write_file")[0] is None   # none anywhere
