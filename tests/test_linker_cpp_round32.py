"""C++ round 32, found by reading the twenty-second fresh batch's misses after it was scored once
(re2c first, then OpenEXR): two function templates apart by taking a type parameter or an instance of
a class template of it; number types of several words and array parameters spelled as the overload
choice compares them."""

from __future__ import annotations

from smriti_git.index.languages.cpp_args import parameter_types

from .lang_support import link, resolved

# re2c's intrusive lists: ``append`` of one element or of a whole list, both function templates.
RE2C = {
    "util/containers.h": (
        "namespace re2c {\n"
        "template<typename T> struct list_t { T* head; T** ptail; };\n"
        "template<typename T>\ninline void append(list_t<T>* list, T* elem) { *list->ptail = elem; }\n"
        "template<typename T>\ninline void append(list_t<T>* list1, list_t<T>* list2)\n"
        "{ list1->ptail = list2->ptail; }\n"
        "}\n"
    ),
    "code.h": (
        '#include "util/containers.h"\n'
        "namespace re2c {\n"
        "struct Code { Code* next; };\n"
        "struct Special : list_t<Code> {};\n"
        "using CodeList = list_t<Code>;\n"
        "inline Code* code_peek() { return nullptr; }\n"
        "inline CodeList* code_list() { return nullptr; }\n"
        "}\n"
    ),
    "gen.cc": (
        '#include "code.h"\n'
        "namespace re2c {\n"
        "static void gen(CodeList* stmts, Code* one, Special* special) {\n"
        "  append(stmts, code_peek());\n"
        "  append(stmts, code_list());\n"
        "  append(stmts, one);\n"
        "  CodeList* more = code_list();\n"
        "  append(stmts, more);\n"
        "  append(stmts, special);\n"
        "}\n"
        "}\n"
    ),
}


def test_a_function_template_taking_the_element_or_the_list_is_told_apart_by_the_argument() -> None:
    calls = resolved(link(RE2C), "gen.cc")
    one, many = "util/containers.h::re2c.append()", "util/containers.h::re2c.append()~2"
    assert calls[(4, "append")] == one   # a ``Code*`` from a call's result
    assert calls[(5, "append")] == many   # a ``CodeList*``: an alias of ``list_t<Code>``
    assert calls[(6, "append")] == one   # a parameter
    assert calls[(8, "append")] == many   # a local of the alias
    assert calls[(9, "append")] is None   # a class deriving from the template: not certain here


# A class template's members keep their rule: the class's own type parameter is not deduced, so an
# instance of the class may be an element (``List<List<int>>``); only what is no instance decides.
TAGLIB = {
    "list.h": (
        "template <class T> class List {\n"
        "public:\n"
        "  List<T>& append(const T& item);\n"
        "  List<T>& append(const List<T>& other);\n"
        "};\n"
    ),
    "use.cpp": (
        '#include "list.h"\n'
        "struct Tag {};\n"
        "void use(List<Tag>& tags, List<List<Tag>>& nested, Tag t, List<Tag> more) {\n"
        "  tags.append(t);\n"
        "  nested.append(more);\n"
        "}\n"
    ),
}


def test_a_class_templates_members_still_leave_an_instance_undecided() -> None:
    calls = resolved(link(TAGLIB), "use.cpp")
    assert calls[(4, "append")] == "list.h::List.append()"
    assert calls[(5, "append")] is None


def test_number_types_of_several_words_and_array_parameters_are_spelled_as_compared() -> None:
    assert parameter_types("void write(T& out, signed int v)") == ("T&", "int", "")
    assert parameter_types("void f(const unsigned short int& a, long int b, unsigned c)") == (
        "constunsignedshort&", "long", "unsignedint", "")
    assert parameter_types("void f(signed char c, long long n)") == ("signedchar", "longlong", "")
    assert parameter_types("void write(T& out, const char v[/*n*/], int n)") == ("T&", "constchar*", "int", "")
    assert parameter_types("void g(unsigned m[3])") == ("unsignedint*", "")


# OpenEXR's ``Xdr``: ``write`` and ``read`` templates, one per number type, some written in two words.
XDR = {
    "ImfXdr.h": (
        "namespace Xdr {\n"
        "template <class S, class T> void write(T& out, bool v);\n"
        "template <class S, class T> void write(T& out, signed int v);\n"
        "template <class S, class T> void write(T& out, unsigned int v);\n"
        "template <class S, class T> void write(T& out, const char v[]);\n"
        "template <class S, class T> void read(T& in, signed int& v);\n"
        "template <class S, class T> void read(T& in, unsigned int& v);\n"
        "template <class S, class T> void write(T& out, bool v) {}\n"
        "template <class S, class T> void write(T& out, signed int v) {}\n"
        "template <class S, class T> void write(T& out, unsigned int v) {}\n"
        "template <class S, class T> void write(T& out, const char v[]) {}\n"
        "template <class S, class T> void read(T& in, signed int& v) {}\n"
        "template <class S, class T> void read(T& in, unsigned int& v) {}\n"
        "}\n"
    ),
    "ImfHeader.cpp": (
        '#include "ImfXdr.h"\n'
        "struct StreamIO {};\n"
        "struct OStream {};\n"
        "void writeTo(OStream& os, int version, unsigned int flags) {\n"
        "  Xdr::write<StreamIO>(os, version);\n"
        "  Xdr::write<StreamIO>(os, flags);\n"
        '  Xdr::write<StreamIO>(os, "name");\n'
        "  int magic;\n"
        "  Xdr::read<StreamIO>(os, magic);\n"
        "}\n"
    ),
}


def test_overloads_written_with_signed_int_and_char_arrays_take_their_arguments() -> None:
    calls = resolved(link(XDR), "ImfHeader.cpp")
    assert calls[(5, "write")] == "ImfXdr.h::Xdr.write()~2"
    assert calls[(6, "write")] == "ImfXdr.h::Xdr.write()~3"
    assert calls[(7, "write")] == "ImfXdr.h::Xdr.write()~4"
    assert calls[(9, "read")] == "ImfXdr.h::Xdr.read()"


# HarfBuzz's tables keep their formats in a named field of an anonymous union, used bare in the methods.
HARFBUZZ = {
    "CBDT.hh": (
        "namespace OT {\n"
        "struct IndexSubtableHeader { bool sanitize(int c) const { return c; } };\n"
        "struct IndexSubtableFormat1 { bool sanitize(int c, unsigned n) const { return c + n; } };\n"
        "struct IndexSubtable {\n"
        "  bool sanitize(int c, unsigned n) const {\n"
        "    if (!u.header.sanitize(c)) return false;\n"
        "    return u.format1.sanitize(c, n);\n"
        "  }\n"
        "  union {\n"
        "  IndexSubtableHeader header;\n"
        "  IndexSubtableFormat1 format1;\n"
        "  } u;\n"
        "};\n"
        "}\n"
    ),
}


def test_a_field_of_an_anonymous_union_used_bare_in_a_method_is_read_as_its_owners() -> None:
    calls = resolved(link(HARFBUZZ), "CBDT.hh")
    assert calls[(6, "sanitize")] == "CBDT.hh::OT.IndexSubtableHeader.sanitize()"
    assert calls[(7, "sanitize")] == "CBDT.hh::OT.IndexSubtableFormat1.sanitize()"


# HarfBuzz's ``StructAfter<T>(x)``: a ``const TObject&`` and a ``TObject&`` template; in a ``const`` method
# ``*this`` and the class's fields are ``const`` lvalues, for which the ``const`` one is the more specialised.
STRUCT_AFTER = {
    "hb-machinery.hh": (
        "template <typename Type, typename TObject, typename ...Ts>\n"
        "static inline auto StructAfter(const TObject &X, Ts... args) { return 0; }\n"
        "template <typename Type, typename TObject, typename ...Ts>\n"
        "static inline auto StructAfter(TObject &X, Ts... args) { return 1; }\n"
    ),
    "CPAL.hh": (
        '#include "hb-machinery.hh"\n'
        "struct Tail {};\n"
        "struct Array16 { int len; };\n"
        "struct CPAL {\n"
        "  int v1() const { return StructAfter<Tail>(*this); }\n"
        "  int sanitize() const { return StructAfter<Tail>(backtrack); }\n"
        "  int grow() { return StructAfter<Tail>(backtrack); }\n"
        "  Array16 backtrack;\n"
        "};\n"
    ),
}


def test_this_and_fields_in_a_const_method_choose_the_const_reference_template() -> None:
    calls = resolved(link(STRUCT_AFTER), "CPAL.hh")
    assert calls[(5, "StructAfter")] == "hb-machinery.hh::StructAfter()"
    assert calls[(6, "StructAfter")] == "hb-machinery.hh::StructAfter()"
    assert calls[(7, "StructAfter")] == "hb-machinery.hh::StructAfter()~2"   # a mutable field: ``TObject&``


# MaterialX: ``ElementPtr`` and ``ConstElementPtr`` alias smart pointers to a mutable and a ``const``
# ``Element``, whose ``asA<T>()`` has a ``const`` overload; ``Element.h`` is reached through a chain of
# includes deeper than six (every header includes the one before it).
MATERIALX = {
    "Element.h": (
        "#include <memory>\n"
        "using std::shared_ptr;\n"
        "class Element;\n"
        "using ElementPtr = shared_ptr<Element>;\n"
        "using ConstElementPtr = shared_ptr<const Element>;\n"
        "class Element {\n"
        "public:\n"
        "  template <class T> shared_ptr<T> asA();\n"
        "  template <class T> shared_ptr<const T> asA() const;\n"
        "  void copyContentFrom(const ConstElementPtr& source);\n"
        "  void use(ElementPtr a, ConstElementPtr b);\n"
        "};\n"
    ),
    **{f"Level{i}.h": f'#include "{"Element.h" if i == 0 else f"Level{i - 1}.h"}"\nclass Level{i} {{}};\n'
       for i in range(9)},
    "Element.cpp": (
        '#include "Element.h"\n'
        "void Element::use(ElementPtr a, ConstElementPtr b) {\n"
        "  a->asA<Element>();\n"
        "  b->asA<Element>();\n"
        "  ConstElementPtr d = b;\n"
        "  d->asA<Element>();\n"
        "  for (ElementPtr e : things()) { e->asA<Element>(); }\n"
        "  for (ConstElementPtr f : things()) { f->asA<Element>(); }\n"
        "}\n"
    ),
    "Document.cpp": (
        '#include "Level8.h"\n'
        "void importLibrary(ElementPtr child) {\n"
        "  ElementPtr childCopy = child;\n"
        "  childCopy->copyContentFrom(child);\n"
        "}\n"
    ),
}


def test_a_smart_pointer_alias_to_const_reaches_the_const_overload() -> None:
    calls = resolved(link(MATERIALX), "Element.cpp")
    mutable, const = "Element.h::Element.asA()", "Element.h::Element.asA()~2"
    assert calls[(3, "asA")] == mutable
    assert calls[(4, "asA")] == const   # ``shared_ptr<const Element>``: was the mutable one
    assert calls[(6, "asA")] == const
    assert calls[(7, "asA")] == mutable   # a range ``for`` with its type written out
    assert calls[(8, "asA")] == const


def test_a_name_nine_includes_down_is_seen() -> None:
    calls = resolved(link(MATERIALX), "Document.cpp")
    assert calls[(4, "copyContentFrom")] == "Element.h::Element.copyContentFrom()"


# redis-plus-plus names its reply parsers' namespace ``reply`` and its replies ``reply`` too.
REDIS_PLUS_PLUS = {
    "reply.h": (
        "namespace sw { namespace redis {\n"
        "namespace reply {\n"
        "template <typename T> T parse(int &reply) { return T(); }\n"
        "void to_status(int &reply);\n"
        "}\n"
        "}}\n"
    ),
    "redis.cpp": (
        '#include "reply.h"\n'
        "namespace sw { namespace redis {\n"
        "struct Connection { int send(); };\n"
        "void ping(Connection& c) {\n"
        "  auto reply = c.send();\n"
        "  reply::parse<void>(reply);\n"
        "  reply::to_status(reply);\n"
        "  auto conn = c;\n"
        "  conn.send();\n"
        "}\n"
        "void dump(Unknown& reply) {\n"
        "  reply.to_status(reply);\n"
        "}\n"
        "}}\n"
    ),
}


def test_a_namespace_named_like_a_local_is_the_qualifier() -> None:
    calls = resolved(link(REDIS_PLUS_PLUS), "redis.cpp")
    assert calls[(6, "parse")] == "reply.h::sw.redis.reply.parse()"
    assert calls[(7, "to_status")] == "reply.h::sw.redis.reply.to_status()"
    assert calls[(9, "send")] == "redis.cpp::sw.redis.Connection.send()"
    assert calls[(12, "to_status")] is None   # a variable with its type written: a member's call (ANTLR's ``dfa``)


# OpenEXR opens its namespaces with macros (blanked: what they enclose is indexed at the top level) and
# qualifies with others: ``IEX_NAMESPACE`` (``# define``, a space after the ``#``) names ``Iex``;
# ``OPENEXR_IMF_INTERNAL_NAMESPACE`` names ``Imf``, which ``ImfXdr.h`` reopens for a using-directive;
# ``ILMTHREAD_NAMESPACE`` comes from a header the build generates, which the index never sees.
OPENEXR = {
    "IexNamespace.h": "#ifndef IEX_NAMESPACE\n# define IEX_NAMESPACE Iex\n#endif\n",
    "IexThrowErrnoExc.h": '#include "IexNamespace.h"\nvoid throwErrnoExc(const char* text);\n',
    "IexThrowErrnoExc.cpp": '#include "IexThrowErrnoExc.h"\nvoid throwErrnoExc(const char* text) {}\n',
    "ImfNamespace.h": (
        "#ifndef OPENEXR_IMF_NAMESPACE\n#    define OPENEXR_IMF_NAMESPACE Imf\n#endif\n"
        "#ifndef OPENEXR_IMF_INTERNAL_NAMESPACE\n"
        "#    define OPENEXR_IMF_INTERNAL_NAMESPACE OPENEXR_IMF_NAMESPACE\n#endif\n"
        "namespace OPENEXR_IMF_INTERNAL_NAMESPACE {}\n"
    ),
    "ImfXdr.h": (
        '#include "ImfNamespace.h"\n'
        "namespace Xdr {\n"
        "template <class S, class T> void write(T& out, int v) {}\n"
        "}\n"
        "namespace Imf {\nusing namespace OPENEXR_IMF_INTERNAL_NAMESPACE;\n}\n"
    ),
    "ImfThreading.h": "class ThreadPool { public: static ThreadPool& globalThreadPool(); };\n",
    "ImfGenericOutputFile.cpp": (
        '#include "ImfXdr.h"\n#include "IexThrowErrnoExc.h"\n#include "ImfThreading.h"\n'
        "struct StreamIO {};\n"
        "void writeMagic(int& os, int version) {\n"
        "  OPENEXR_IMF_INTERNAL_NAMESPACE::Xdr::write<StreamIO>(os, version);\n"
        '  IEX_NAMESPACE::throwErrnoExc("x");\n'
        "  ILMTHREAD_NAMESPACE::ThreadPool::globalThreadPool();\n"
        "}\n"
    ),
}


def test_namespaces_named_by_macros_reach_what_blanked_macros_enclose() -> None:
    calls = resolved(link(OPENEXR), "ImfGenericOutputFile.cpp")
    assert calls[(6, "write")] == "ImfXdr.h::Xdr.write()"
    assert calls[(7, "throwErrnoExc")] == "IexThrowErrnoExc.cpp::throwErrnoExc()"
    assert calls[(8, "globalThreadPool")] == "ImfThreading.h::ThreadPool.globalThreadPool()"


# PoDoFo's ``PdfDictionary::AddKey``: a ``const PdfObject&`` and a ``PdfObject&&`` overload; an object of
# another class converts through ``PdfObject``'s constructor to a temporary, which binds the ``&&`` one.
PODOFO = {
    "PdfObject.h": (
        "class PdfName { public: PdfName(const char* s); };\n"
        "class PdfArray {};\n"
        "class PdfObject {\n"
        "public:\n"
        "  PdfObject(const PdfName& name);\n"
        "  PdfObject(const PdfArray& arr);\n"
        "};\n"
        "class PdfReference : public PdfObject {};\n"
        "class PdfDictionary {\n"
        "public:\n"
        "  PdfObject& AddKey(const PdfName& key, const PdfObject& obj);\n"
        "  PdfObject& AddKey(const PdfName& key, PdfObject&& obj);\n"
        "};\n"
    ),
    "PdfAnnotation.cpp": (
        '#include "PdfObject.h"\n'
        "void fill(PdfDictionary& dict, PdfName name, PdfArray arr, PdfObject obj, PdfReference ref) {\n"
        "  dict.AddKey(name, name);\n"
        "  dict.AddKey(name, arr);\n"
        "  dict.AddKey(name, obj);\n"
        "  dict.AddKey(name, ref);\n"
        "}\n"
    ),
}


def test_an_object_converted_to_the_parameters_class_binds_the_rvalue_overload() -> None:
    calls = resolved(link(PODOFO), "PdfAnnotation.cpp")
    copied, moved = "PdfObject.h::PdfDictionary.AddKey()", "PdfObject.h::PdfDictionary.AddKey()~2"
    assert calls[(3, "AddKey")] == moved
    assert calls[(4, "AddKey")] == moved
    assert calls[(5, "AddKey")] == copied   # a ``PdfObject`` lvalue
    assert calls[(6, "AddKey")] == copied   # a class deriving from it: no temporary


# HarfBuzz's serializer: ``embed`` returns the type it deduces from its argument, a pointer or a reference.
EMBED = {
    "hb-serialize.hh": (
        "struct hb_serialize_context_t {\n"
        "  template <typename Type> Type *embed (const Type *obj) { return nullptr; }\n"
        "  template <typename Type> Type *embed (const Type &obj) { return embed (&obj); }\n"
        "};\n"
    ),
    "COLR.hh": (
        '#include "hb-serialize.hh"\n'
        "struct HBFixed { void set_float (float f) {} };\n"
        "struct ColorStop {\n"
        "  bool subset (hb_serialize_context_t *s) const {\n"
        "    auto *out = s->embed (*this);\n"
        "    out->stopOffset.set_float (1.f);\n"
        "    return true;\n"
        "  }\n"
        "  HBFixed stopOffset;\n"
        "};\n"
        "struct Affine { HBFixed xx; };\n"
        "bool copy (hb_serialize_context_t *s, const Affine *a) {\n"
        "  auto *out = s->embed (a);\n"
        "  out->xx.set_float (2.f);\n"
        "  return true;\n"
        "}\n"
    ),
}


def test_an_auto_local_takes_the_type_a_template_deduces_for_its_result() -> None:
    calls = resolved(link(EMBED), "COLR.hh")
    assert calls[(6, "set_float")] == "COLR.hh::HBFixed.set_float()"   # from ``const Type&`` of ``*this``
    assert calls[(14, "set_float")] == "COLR.hh::HBFixed.set_float()"   # from ``const Type*`` of ``a``


# OpenEXR's C interface: free overloads of ``outfile`` returning different classes, chained into a call.
OUTFILE = {
    "ImfCRgbaFile.cpp": (
        "typedef struct ImfOutputFile ImfOutputFile;\n"
        "typedef struct ImfTiledOutputFile ImfTiledOutputFile;\n"
        "class RgbaOutputFile { public: void setFrameBuffer(int b); };\n"
        "class TiledRgbaOutputFile { public: void setFrameBuffer(int b); };\n"
        "inline RgbaOutputFile* outfile (ImfOutputFile* out) { return (RgbaOutputFile*) out; }\n"
        "inline TiledRgbaOutputFile* outfile (ImfTiledOutputFile* out) { return (TiledRgbaOutputFile*) out; }\n"
        "int ImfTiledOutputSetFrameBuffer (ImfTiledOutputFile* out, int base) {\n"
        "  outfile (out)->setFrameBuffer (base);\n"
        "  return 1;\n"
        "}\n"
    ),
}


def test_free_overloads_returning_different_classes_are_chained_through_the_one_called() -> None:
    calls = resolved(link(OUTFILE), "ImfCRgbaFile.cpp")
    assert calls[(8, "outfile")] == "ImfCRgbaFile.cpp::outfile()~2"
    assert calls[(8, "setFrameBuffer")] == "ImfCRgbaFile.cpp::TiledRgbaOutputFile.setFrameBuffer()"
