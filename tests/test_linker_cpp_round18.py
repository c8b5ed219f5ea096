"""C++ round 18, from the shapes of the seventh fresh batch (LibSass, CCTZ, the ANTLR 4 C++ runtime,
TagLib, Hunspell): a private class defined out of line under ``using namespace`` (the pimpl
``class APE::File::FilePrivate``, ``link_decls.forward_declared``); a class's name in its own or a
derived class's out-of-line methods (``Linker._injected_class``); ``.tcc`` template files; copy
constructors and ``T*`` / ``T&`` templates told apart by the argument (``link_decls._copies``,
``_by_indirection``); a function template's result named by an explicit template argument
(``link_decls.explicit_result``)."""

from __future__ import annotations

from smriti_git.index.link_decls import explicit_result

from .lang_support import link, resolved

FILE_H = """\
#include <memory>
namespace TagLib {
class TagUnion { public: int properties() const; };
namespace APE {
  class File {
  public:
    int props() const;
  private:
    class FilePrivate;
    std::unique_ptr<FilePrivate> d;
  };
}
}
"""
FILE_CPP = """\
#include "apefile.h"
using namespace TagLib;
class APE::File::FilePrivate
{
public:
  TagUnion tag;
};
int APE::File::props() const
{
  return d->tag.properties();
}
int TagUnion::properties() const { return 1; }
"""


def test_a_private_class_defined_out_of_line_under_a_using_directive() -> None:
    """TagLib's pimpl: ``std::unique_ptr<FilePrivate> d;`` in ``TagLib::APE::File``, the class
    defined in the ``.cpp`` as ``class APE::File::FilePrivate`` after ``using namespace TagLib;``."""
    calls = resolved(link({"apefile.h": FILE_H, "apefile.cpp": FILE_CPP}), "apefile.cpp")
    assert calls[(10, "properties")] == "apefile.cpp::TagUnion.properties()"


ELEMENT_H = """\
namespace TagLib { namespace EBML {
class Element {
public:
  Element(int id);
  int getId() const;
};
class VoidElement : public Element {
public:
  VoidElement();
  void setTargetSize(int size);
  static int renderSize(int targetSize);
  int scan();
};
} }
"""
ELEMENT_CPP = """\
#include "ebmlelement.h"
using namespace TagLib;
int EBML::VoidElement::renderSize(int targetSize)
{
  VoidElement element;
  element.setTargetSize(targetSize);
  return 0;
}
int EBML::VoidElement::scan()
{
  Element *element = nullptr;
  return element->getId();
}
"""


def test_a_class_name_in_an_out_of_line_method_names_the_class_not_its_constructor() -> None:
    calls = resolved(link({"ebmlelement.h": ELEMENT_H, "ebmlelement.cpp": ELEMENT_CPP}), "ebmlelement.cpp")
    assert calls[(6, "setTargetSize")] == "ebmlelement.h::TagLib.EBML.VoidElement.setTargetSize()"
    assert calls[(12, "getId")] == "ebmlelement.h::TagLib.EBML.Element.getId()"   # a base's name


LIST_H = """\
namespace TagLib {
template <class T> class List {
public:
  bool isEmpty() const;
};
}
#include "tlist.tcc"
"""
LIST_TCC = """\
namespace TagLib {
template <class T>
bool List<T>::isEmpty() const { return true; }
}
"""
USE_CPP = """\
#include "tlist.h"
bool empty(const TagLib::List<int> &l) { return l.isEmpty(); }
"""


def test_a_tcc_file_holds_the_template_definitions() -> None:
    calls = resolved(link({"tlist.h": LIST_H, "tlist.tcc": LIST_TCC, "use.cpp": USE_CPP}), "use.cpp")
    assert calls[(2, "isEmpty")] == "tlist.tcc::TagLib.List.isEmpty()"


CASTS_H = """\
namespace antlrcpp {
  template <typename To, typename From>
  To downCast(From* from) { return static_cast<To>(from); }
  template <typename To, typename From>
  To downCast(From& from) { return static_cast<To>(from); }
}
"""
EXC_H = """\
#include <string>
namespace antlr4 {
  class RuntimeException { public: RuntimeException(const std::string &msg = ""); };
  class IllegalArgumentException : public RuntimeException {
  public:
    IllegalArgumentException(IllegalArgumentException const&) = default;
    IllegalArgumentException(const std::string &msg = "") : RuntimeException(msg) {}
  };
}
"""
PARSER_CPP = """\
#include "Casts.h"
#include "Exceptions.h"
using namespace antlrcpp;
namespace antlr4 {
struct Ctx { Ctx *parent; int rule() const; };
struct Tr { int index() const; };
class Parser {
  Ctx *_ctx;
  void exit(Tr *transition, std::string s, Tr t);
};
void Parser::exit(Tr *transition, std::string s, Tr t) {
  _ctx = downCast<Ctx*>(_ctx->parent);
  int i = downCast<const Tr&>(*transition).index();
  throw IllegalArgumentException("The ATN must be a lexer ATN.");
  throw IllegalArgumentException(s);
  Tr *p = downCast<Tr*>(&t);
}
}
"""


def test_copy_constructors_and_pointer_or_reference_templates_told_apart() -> None:
    calls = resolved(link({"Casts.h": CASTS_H, "Exceptions.h": EXC_H, "Parser.cpp": PARSER_CPP}), "Parser.cpp")
    assert calls[(12, "downCast")] == "Casts.h::antlrcpp.downCast()"       # a pointer: From*
    assert calls[(13, "downCast")] == "Casts.h::antlrcpp.downCast()~2"     # *p, an object: From&
    assert calls[(16, "downCast")] == "Casts.h::antlrcpp.downCast()"       # &t, a pointer
    ctor = "Exceptions.h::antlr4.IllegalArgumentException.IllegalArgumentException()~2"
    assert calls[(14, "IllegalArgumentException")] == ctor   # a string literal: not the copy constructor
    assert calls[(15, "IllegalArgumentException")] == ctor   # a std::string neither
    assert calls[(13, "index")] == "Parser.cpp::antlr4.Tr.index()"   # the explicit template argument


CAST_CPP = """\
namespace N {
struct Tr { int index() const; };
template <class T> T* Cast(int* p);
template <class T> T* make();
void f(int *n) {
  if (Tr* t = Cast<Tr>(n)) { t->index(); }
  auto u = Cast<Tr>(n);
  u->index();
  Cast<Tr>(n)->index();
}
}
"""


def test_an_explicit_template_argument_types_the_result() -> None:
    calls = resolved(link({"a.cpp": CAST_CPP}), "a.cpp")
    assert calls[(8, "index")] == "a.cpp::N.Tr.index()"
    assert calls[(9, "index")] == "a.cpp::N.Tr.index()"


def test_explicit_result_reads_only_a_type_parameter_as_the_result() -> None:
    assert explicit_result("template <typename To, typename From>\n To downCast(From& from)", "constTr&") == "Tr"
    assert explicit_result("template<class T>\n inline const T* Cast(const AST_Node* ptr)", "ns::Block") == "ns::Block"
    assert explicit_result("template<int N, class T>\n T* Cast(AST_Node* ptr)", "X") == ""   # N is no type
    assert explicit_result("template<class T>\n int count(AST_Node* ptr)", "X") == ""         # no parameter
    assert explicit_result("int f(int x)", "X") == ""


EL_H = """\
#include <memory>
#include <vector>
namespace TagLib {
template <class X> class List { public: X* begin(); X* end(); X& front(); };
namespace Matroska {
class Element {
public:
  bool sizeChanged(int delta);
  bool emit(int delta);
private:
  class ElementPrivate;
  std::unique_ptr<ElementPrivate> e;
};
class File { public: void save(); };
}
}
"""
EL_CPP = """\
#include "el.h"
using namespace TagLib;
class Matroska::Element::ElementPrivate {
public:
  List<Element *> sizeListeners;
  std::vector<Element *> others;
};
bool Matroska::Element::emit(int delta)
{
  for(const auto element : e->sizeListeners) {
    element->sizeChanged(delta);
  }
  for(const auto element : e->others) element->sizeChanged(delta);
  return true;
}
void Matroska::File::save()
{
  List<Element *> elements;
  for(auto element : elements) element->sizeChanged(1);
  elements[0]->sizeChanged(2);
}
"""


def test_a_project_template_of_one_argument_holds_it_and_out_of_line_code_sees_its_namespaces() -> None:
    """``List<Element *>`` iterated (a local, and a field of the pimpl reached through ``e->``);
    ``Element`` in ``Matroska::File::save()`` and in ``class Matroska::Element::ElementPrivate``,
    written under ``using namespace TagLib;``, is ``TagLib::Matroska::Element``."""
    calls = resolved(link({"el.h": EL_H, "el.cpp": EL_CPP}), "el.cpp")
    target = "el.h::TagLib.Matroska.Element.sizeChanged()"
    assert calls[(11, "sizeChanged")] == target
    assert calls[(13, "sizeChanged")] == target
    assert calls[(19, "sizeChanged")] == target
    assert calls[(20, "sizeChanged")] == target


MURMUR_H = """\
#include <memory>
namespace antlr4 { namespace misc {
class MurmurHash {
public:
  static size_t update(size_t hash, size_t value);
  template <class T>
  static size_t update(size_t hash, std::shared_ptr<T> const& value) { return update(hash, value->hashCode()); }
  template <class T>
  static size_t update(size_t hash, T *value) { return update(hash, value->hashCode()); }
};
} }
"""
MURMUR_CPP = """\
#include "MurmurHash.h"
using namespace antlr4::misc;
#if defined(WIDE)
size_t MurmurHash::update(size_t hash, size_t value) { return hash ^ value; }
#else
size_t MurmurHash::update(size_t hash, size_t value) { return hash + value; }
#endif
"""
USE_MURMUR = """\
#include "MurmurHash.h"
namespace antlr4 {
size_t mix(size_t a, size_t b) { return misc::MurmurHash::update(a, b); }
}
"""


def test_a_declaration_joins_its_out_of_line_definition_beside_inline_templates_of_its_name() -> None:
    calls = resolved(link({"MurmurHash.h": MURMUR_H, "MurmurHash.cpp": MURMUR_CPP, "use.cpp": USE_MURMUR}),
                     "use.cpp")
    assert calls[(3, "update")] == "MurmurHash.cpp::MurmurHash.update()"


CIVIL_H = """\
#if __cpp_constexpr >= 201304
#define CONSTEXPR_M constexpr  // member
#else
#define CONSTEXPR_M
#endif
namespace cctz {
namespace detail {
struct fields {
  CONSTEXPR_M fields(int year, int month, int day)
      : y(year), m(month), d(day) {}
  int y, m, d;
};
struct civil_second { int y; };
int get_weekday(const civil_second& cs) noexcept { return cs.y; }
inline fields step(int y) { return fields(y, 1, 1); }
}
using detail::get_weekday;
}
"""
TOOL_CC = """\
#include "civil.h"
int f(const cctz::detail::civil_second& cs) {
  return cctz::get_weekday(cs);
}
namespace cctz {
int g(const detail::civil_second& cs) { return get_weekday(cs); }
}
"""


def test_a_prefix_macro_with_a_comment_and_a_namespace_using_declaration() -> None:
    """``#define CONSTEXPR_M constexpr  // member`` is a prefix (the comment is no part of it), so
    ``CONSTEXPR_M fields(...)`` is the constructor; ``using detail::get_weekday;`` inside
    ``namespace cctz`` makes ``cctz::get_weekday`` a name of ``cctz`` for every file."""
    links = link({"civil.h": CIVIL_H, "tool.cc": TOOL_CC})
    assert resolved(links, "civil.h")[(15, "fields")] == "civil.h::cctz.detail.fields.fields()"
    calls = resolved(links, "tool.cc")
    assert calls[(3, "get_weekday")] == "civil.h::cctz.detail.get_weekday()"
    assert calls[(6, "get_weekday")] == "civil.h::cctz.detail.get_weekday()"


ATOM_H = """\
#include <vector>
namespace TagLib {
template <class T> class List { public: T* begin(); T* end(); };
namespace MP4 {
class Atom { public: long offset() const; };
using AtomList = TagLib::List<Atom *>;
typedef std::vector<Atom*> AtomVec;
class Atoms { public: AtomList findall(const char *name) const; AtomVec all() const; };
}
}
"""
ATOM_CPP = """\
#include "mp4atom.h"
using namespace TagLib;
long f(const MP4::Atoms *atoms) {
  const MP4::AtomList stco = atoms->findall("stco");
  for(const auto &atom : stco) { atom->offset(); }
  MP4::AtomVec v = atoms->all();
  for(auto *a : v) a->offset();
  return 0;
}
"""


def test_iterating_a_local_whose_type_is_an_alias_of_a_container_in_another_file() -> None:
    calls = resolved(link({"mp4atom.h": ATOM_H, "x.cpp": ATOM_CPP}), "x.cpp")
    assert calls[(5, "offset")] == "mp4atom.h::TagLib.MP4.Atom.offset()"
    assert calls[(7, "offset")] == "mp4atom.h::TagLib.MP4.Atom.offset()"


REF_H = """\
#include <memory>
template <class T> using Ref = std::shared_ptr<T>;
namespace antlr4 {
class ANTLRErrorStrategy { public: virtual void reset(int r) = 0; };
class Parser {
public:
  Ref<ANTLRErrorStrategy> _errHandler;
  void reset();
};
}
"""
REF_CPP = """\
#include "Parser.h"
using namespace antlr4;
void Parser::reset() {
  _errHandler->reset(1);
  Ref<ANTLRErrorStrategy> h = _errHandler;
  h->reset(2);
}
"""


def test_an_alias_template_of_a_standard_owning_pointer_reaches_what_it_holds() -> None:
    calls = resolved(link({"Parser.h": REF_H, "Parser.cpp": REF_CPP}), "Parser.cpp")
    assert calls[(4, "reset")] == "Parser.h::antlr4.ANTLRErrorStrategy.reset()"
    assert calls[(6, "reset")] == "Parser.h::antlr4.ANTLRErrorStrategy.reset()"


BODY_H = """\
namespace JPH {
template <class T> class RefConst {
public:
  inline const T * operator -> () const { return mPtr; }
  const T* GetPtr() const;
  const T *mPtr;
};
class Shape { public: int GetCenterOfMass() const; };
class Body { public: RefConst<Shape> mShape; int com() const; };
}
"""
BODY_CPP = """\
#include "Body.h"
namespace JPH {
int Body::com() const { mShape.GetPtr(); return mShape->GetCenterOfMass(); }
int f(RefConst<Shape> s) { return s->GetCenterOfMass(); }
}
"""


def test_a_project_smart_pointer_reaches_what_it_holds_through_its_arrow() -> None:
    calls = resolved(link({"Body.h": BODY_H, "Body.cpp": BODY_CPP}), "Body.cpp")
    assert calls[(3, "GetPtr")] == "Body.h::JPH.RefConst.GetPtr()"   # its own member first
    assert calls[(3, "GetCenterOfMass")] == "Body.h::JPH.Shape.GetCenterOfMass()"
    assert calls[(4, "GetCenterOfMass")] == "Body.h::JPH.Shape.GetCenterOfMass()"
