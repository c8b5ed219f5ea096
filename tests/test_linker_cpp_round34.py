"""C++ round 34, found by reading the twenty-fourth fresh batch's misses after it was scored once
(SystemC first): what the grammar cannot read in a file of macro-made members and statements."""

from __future__ import annotations

from smriti_git.index.languages.cblank import without_macro_statements

from .lang_support import link, resolved

# SystemC's ``sc_fxnum.h``: members declared by macro lines with operator arguments, a run of them
# joined by stray backslashes after a commented-out macro head, and constructors whose bodies are
# macro statements without ``;``.  As written, the grammar read one constructor to the end of the file
# and every later definition as its local.
SYSTEMC = {
    "sc_fxnum.h": (
        "namespace sc_dt {\n"
        "class sc_fxnum {\n"
        "public:\n"
        "    sc_fxnum(int observer_);\n"
        "    DECL_ASN_OP(=)\n"
        "\n"
        "    DECL_ASN_OP(&=)\n"
        "//    DECL_BIN_OP_OTHER(op)\n"
        "    DECL_BIN_OP_T(/,int64)                                \\\n"
        "    DECL_BIN_OP_T(/,uint64)                               \\\n"
        "    DECL_BIN_OP_T(/,const sc_signed&)\n"
        "\n"
        "    bool get_bit(int) const;\n"
        "    int wl() const;\n"
        "};\n"
        "inline\n"
        "sc_fxnum::sc_fxnum(int observer_)\n"
        "{\n"
        "    SC_FXNUM_OBSERVER_DEFAULT_\n"
        "    SC_FXNUM_OBSERVER_CONSTRUCT_( *this )\n"
        "}\n"
        "inline bool sc_fxnum::get_bit(int i) const { return i < wl(); }\n"
        "inline int sc_fxnum::wl() const { return 8; }\n"
        "inline bool first(const sc_fxnum& a) { return a.get_bit(0); }\n"
        "}\n"
    ),
}


def test_macro_members_and_statements_leave_the_definitions_after_them_in_place() -> None:
    calls = resolved(link(SYSTEMC), "sc_fxnum.h")
    assert calls[(22, "wl")] == "sc_fxnum.h::sc_dt.sc_fxnum.wl()"
    assert calls[(24, "get_bit")] == "sc_fxnum.h::sc_dt.sc_fxnum.get_bit()"


def test_a_macro_word_before_a_function_bodys_close_is_blanked_not_an_enumerator() -> None:
    assert without_macro_statements(b"void f()\n{\n    OBSERVER_DEFAULT_\n}\n") == \
        b"void f()\n{\n" + b" " * 21 + b"\n}\n"
    assert without_macro_statements(b"enum E {\n  ONLY_ONE\n};\n") == b"enum E {\n  ONLY_ONE\n};\n"
    assert without_macro_statements(b"int a[] = { {\n  FOO_BAR\n}, };\n") == b"int a[] = { {\n  FOO_BAR\n}, };\n"


# MFEM's ``mesh.hpp``: a deprecation macro alone on the line above a constructor.  The grammar read the
# constructor's body as the end of the class, and every member after it as a free function.
MFEM = {
    "mesh.hpp": (
        "namespace mfem {\n"
        "class Mesh {\n"
        "public:\n"
        "   /// Deprecated: see @a MakeCartesian3D.\n"
        "   MFEM_DEPRECATED\n"
        "   Mesh(int nx, int ny, int nz, Element::Type type, bool generate_edges = false)\n"
        "      : attribute_sets(attributes), bdr_attribute_sets(bdr_attributes)\n"
        "   {\n"
        "      Make2D(nx, ny);\n"
        "   }\n"
        "   MFEM_DEPRECATED\n"
        "   Mesh(int nx, int ny, Element::Type type, bool generate_edges = false)\n"
        "      : attribute_sets(attributes), bdr_attribute_sets(bdr_attributes)\n"
        "   {\n"
        "      Make2D(nx, ny);\n"
        "   }\n"
        "   void Make2D(int nx, int ny);\n"
        "   int GetNodes() const;\n"
        "};\n"
        "}\n"
    ),
    "mesh.cpp": (
        '#include "mesh.hpp"\n'
        "namespace mfem {\n"
        "int Mesh::GetNodes() const { return 0; }\n"
        "int nodes(const Mesh& mesh) { return mesh.GetNodes(); }\n"
        "}\n"
    ),
}


def test_a_macro_on_the_line_above_a_constructor_is_blanked() -> None:
    assert resolved(link(MFEM), "mesh.cpp")[(4, "GetNodes")] == "mesh.cpp::mfem.Mesh.GetNodes()"
    assert resolved(link(MFEM), "mesh.hpp")[(15, "Make2D")] == "mesh.hpp::mfem.Mesh.Make2D()"


# SystemC's ``sc_uint_base.h`` and ``sc_signal_ports.h``: a conversion operator called by name in a
# condition, and an export macro in the head of an explicit specialization.  Each made the grammar end
# the class early and read the members after it as free functions.
SYSTEMC_CLASSES = {
    "sc_uint_base.h": (
        "class SC_API sc_uint_bitref_r : public sc_value_base\n"
        "{\n"
        "public:\n"
        "    virtual bool concat_get_data( sc_digit* dst_p, int low_i ) const\n"
        "        {\n"
        "            bool result;\n"
        "            if ( operator uint64() )\n"
        "\t    {\n"
        "\t\tresult = true;\n"
        "\t    }\n"
        "\t    return result;\n"
        "        }\n"
        "    virtual uint64 concat_get_uint64() const\n"
        "\t{ return operator uint64(); }\n"
        "    int length() const\n"
        "\t{ return 1; }\n"
        "    operator uint64 () const;\n"
        "};\n"
    ),
    "sc_signal_ports.h": (
        "template <class T> class sc_in { public: void remove_traces() const; };\n"
        "template <>\n"
        "class SC_API sc_in<bool> :\n"
        "    public sc_port<sc_signal_in_if<bool>,1,SC_ONE_OR_MORE_BOUND>\n"
        "{\n"
        "public:\n"
        "    typedef bool data_type;\n"
        "    int length() const { return 1; }\n"
        "};\n"
    ),
    "use.cpp": (
        '#include "sc_uint_base.h"\n'
        '#include "sc_signal_ports.h"\n'
        "int f(const sc_uint_bitref_r& r, const sc_in<bool>& p) {\n"
        "  return r.length() +\n"
        "    p.length();\n"
        "}\n"
    ),
}


def test_a_conversion_call_and_a_specializations_export_macro_keep_the_class_whole() -> None:
    calls = resolved(link(SYSTEMC_CLASSES), "use.cpp")
    assert calls[(4, "length")] == "sc_uint_base.h::sc_uint_bitref_r.length()"
    assert calls[(5, "length")] == "sc_signal_ports.h::sc_in.length()"
    source = b"  if ( operator uint64() )\n  return operator int();\n  operator int() const;\n"
    assert without_macro_statements(source) == \
        b"  if ( operator_uint64() )\n  return operator_int();\n  operator int() const;\n"


# VMime's ``bodyPart``: const and mutable overloads, reached through a const reference to a
# ``shared_ptr`` of a mutable object.  The pointer is const, the object is not: clang calls the
# mutable overloads.
VMIME = {
    "bodyPart.hpp": (
        "#include <memory>\n"
        "namespace vmime {\n"
        "using std::shared_ptr;\n"
        "class header { public: bool hasField(int) const; };\n"
        "class bodyPart {\n"
        "public:\n"
        "\tconst shared_ptr <const header> getHeader() const;\n"
        "\tshared_ptr <header> getHeader();\n"
        "\tbodyPart* getParentPart();\n"
        "\tconst bodyPart* getParentPart() const;\n"
        "};\n"
        "}\n"
    ),
    "helper.cpp": (
        '#include "bodyPart.hpp"\n'
        "namespace vmime {\n"
        "void add(const shared_ptr <bodyPart>& msg, const shared_ptr <const bodyPart>& seen) {\n"
        "\tmsg->getHeader();\n"
        "\tmsg->getParentPart();\n"
        "\tseen->getParentPart();\n"
        "}\n"
        "}\n"
    ),
}


def test_a_const_reference_to_a_shared_pointer_reaches_a_mutable_object() -> None:
    calls = resolved(link(VMIME), "helper.cpp")
    assert calls[(4, "getHeader")] == "bodyPart.hpp::vmime.bodyPart.getHeader()~2"
    assert calls[(5, "getParentPart")] == "bodyPart.hpp::vmime.bodyPart.getParentPart()"
    assert calls[(6, "getParentPart")] == "bodyPart.hpp::vmime.bodyPart.getParentPart()~2"


# VMime's example program derives a global ``timeoutHandler`` from ``vmime::net::timeoutHandler`` and
# defines its members in the class body.  Those are its own members, not definitions of the base's
# pure virtual declarations, which the library's calls reach.
TIMEOUT = {
    "src/net/timeoutHandler.hpp": (
        "namespace vmime { namespace net {\n"
        "class timeoutHandler { public: virtual void resetTimeOut() = 0; };\n"
        "} }\n"
    ),
    "src/net/response.cpp": (
        '#include "timeoutHandler.hpp"\n'
        "namespace vmime { namespace net {\n"
        "void wait(timeoutHandler* toh) {\n"
        "  toh->resetTimeOut();\n"
        "}\n"
        "} }\n"
    ),
    "examples/example6_timeoutHandler.hpp": (
        '#include "../src/net/timeoutHandler.hpp"\n'
        "class timeoutHandler : public vmime::net::timeoutHandler {\n"
        "public:\n"
        "  void resetTimeOut() {}\n"
        "};\n"
    ),
}


def test_a_member_defined_in_its_class_body_defines_no_other_class_member() -> None:
    calls = resolved(link(TIMEOUT), "src/net/response.cpp")
    assert calls[(4, "resetTimeOut")] == "src/net/timeoutHandler.hpp::vmime.net.timeoutHandler.resetTimeOut()"


# QPDF's ``QPDF.cc``: a type alias names the class, and its members are defined out of line through the
# alias.  The alias is the definitions' parent, but they are not written in its body: they define the
# header's declarations as before (the first version of the rule above took every call to the declaration).
ALIAS = {
    "QPDF_private.hh": (
        "namespace qpdf { namespace impl {\n"
        "class Doc { public:\n"
        "  class Common { public: void warn(int e); void run(); };\n"
        "};\n"
        "} }\n"
    ),
    "QPDF.cc": (
        '#include "QPDF_private.hh"\n'
        "using namespace qpdf;\n"
        "using Common = impl::Doc::Common;\n"
        "void\n"
        "Common::warn(int e)\n"
        "{\n"
        "}\n"
    ),
    "main.cc": (
        '#include "QPDF_private.hh"\n'
        "void run(qpdf::impl::Doc::Common& c) { c.warn(1); }\n"
    ),
}


def test_a_member_defined_through_a_type_alias_still_defines_the_declaration() -> None:
    calls = resolved(link(ALIAS), "main.cc")
    assert calls[(2, "warn")] == "QPDF.cc::Common.warn()"


# Tesseract's API: a smart pointer initialised with parentheses from a call without arguments, whose name
# is written as a type's would be (``GetIterator()``).  The grammar reads a function declaration; no
# temporary of a class initialises a pointer, so it is a local and ``GetIterator`` is called.
TESSERACT = {
    "baseapi.h": (
        "#include <memory>\n"
        "namespace tesseract {\n"
        "class ResultIterator { public: bool Empty(int level) const; };\n"
        "class TessBaseAPI {\n"
        "public:\n"
        "  ResultIterator* GetIterator();\n"
        "  void Render();\n"
        "};\n"
        "}\n"
    ),
    "altorenderer.cpp": (
        '#include "baseapi.h"\n'
        "namespace tesseract {\n"
        "void TessBaseAPI::Render() {\n"
        "  std::unique_ptr<ResultIterator> res_it(GetIterator());\n"
        "  while (!res_it->Empty(0)) {}\n"
        "  ResultIterator* raw(GetIterator());\n"
        "  raw->Empty(1);\n"
        "}\n"
        "}\n"
    ),
}


def test_a_pointer_initialised_from_a_call_without_arguments_is_a_local() -> None:
    calls = resolved(link(TESSERACT), "altorenderer.cpp")
    assert calls[(4, "GetIterator")] == "baseapi.h::tesseract.TessBaseAPI.GetIterator()"
    assert calls[(5, "Empty")] == "baseapi.h::tesseract.ResultIterator.Empty()"
    assert calls[(6, "GetIterator")] == "baseapi.h::tesseract.TessBaseAPI.GetIterator()"
    assert calls[(7, "Empty")] == "baseapi.h::tesseract.ResultIterator.Empty()"


# Tesseract's intrusive lists: ``ELISTIZEH(BLOBNBOX)`` declares ``BLOBNBOX_LIST`` and ``BLOBNBOX_IT`` by pasting
# tokens in a macro of another header; no file writes their declarations.
ELIST = {
    "ccutil/elst.h": (
        "namespace tesseract {\n"
        "template <typename T>\n"
        "class IntrusiveForwardList {\n"
        "public:\n"
        "  class Iterator { public: T *data(); T *forward(); bool cycled_list(); };\n"
        "  bool empty() const;\n"
        "};\n"
        "#define ELISTIZEH(T)                                        \\\n"
        "  class T##_LIST : public IntrusiveForwardList<T> {         \\\n"
        "  public:                                                   \\\n"
        "    using IntrusiveForwardList<T>::IntrusiveForwardList;    \\\n"
        "  };                                                        \\\n"
        "  class T##_IT : public IntrusiveForwardList<T>::Iterator { \\\n"
        "  public:                                                   \\\n"
        "    using IntrusiveForwardList<T>::Iterator::Iterator;      \\\n"
        "  };\n"
        "}\n"
    ),
    "ccstruct/blobbox.h": (
        '#include "../ccutil/elst.h"\n'
        "namespace tesseract {\n"
        "class BLOBNBOX { public: int area(); };\n"
        "ELISTIZEH(BLOBNBOX)\n"
        "}\n"
    ),
    "textord/makerow.cpp": (
        '#include "../ccstruct/blobbox.h"\n'
        "namespace tesseract {\n"
        "void count(BLOBNBOX_LIST* blobs) {\n"
        "  BLOBNBOX_IT it(blobs);\n"
        "  for (; !it.cycled_list(); it.forward()) {\n"
        "    it.data()->area();\n"
        "  }\n"
        "  blobs->empty();\n"
        "}\n"
        "}\n"
    ),
}


def test_a_class_a_macro_declares_by_pasting_tokens_is_read_as_its_base() -> None:
    calls = resolved(link(ELIST), "textord/makerow.cpp")
    elst = "ccutil/elst.h::tesseract.IntrusiveForwardList"
    assert calls[(5, "cycled_list")] == f"{elst}.Iterator.cycled_list()"
    assert calls[(5, "forward")] == f"{elst}.Iterator.forward()"
    assert calls[(6, "data")] == f"{elst}.Iterator.data()"
    # (``it.data()->area()``: what a member of a class template instance returns is not followed, here as for
    # ``List<Item>* l; l->first()->area()``)
    assert calls[(8, "empty")] == f"{elst}.empty()"


# VMime's IMAP parser: a macro of the file's own opens each component's class, whose members and ``};``
# follow the call.  The grammar read the members at namespace level and the first ``};`` as the end of
# ``IMAPParser``, so ``response`` and its members were lost.
IMAP = {
    "IMAPParser.hpp": (
        "namespace vmime {\n"
        "class component { public: virtual ~component(); };\n"
        "class IMAPParser {\n"
        "public:\n"
        "#define DECLARE_COMPONENT(name) \\\n"
        "\tclass name : public component {  \\\n"
        "\t\tvirtual const char* getComponentName() const { return #name; }  \\\n"
        "\tpublic:\n"
        "\n"
        "\tDECLARE_COMPONENT(uid_set)\n"
        "\n"
        "\t\tbool parseImpl(IMAPParser& parser) {\n"
        "\t\t\treturn true;\n"
        "\t\t}\n"
        "\t};\n"
        "\n"
        "\tDECLARE_COMPONENT(response)\n"
        "\n"
        "\t\tbool isBad() const { return false; }\n"
        "\t};\n"
        "};\n"
        "}\n"
    ),
    "IMAPFolder.cpp": (
        '#include "IMAPParser.hpp"\n'
        "namespace vmime {\n"
        "bool check(const IMAPParser::response* resp) {\n"
        "  return resp->isBad();\n"
        "}\n"
        "}\n"
    ),
}


def test_a_files_own_macro_that_opens_a_class_is_read_as_its_head() -> None:
    calls = resolved(link(IMAP), "IMAPFolder.cpp")
    assert calls[(4, "isBad")] == "IMAPParser.hpp::vmime.IMAPParser.response.isBad()"


# VMime's ``fetchAttributes``: an enumerator of an enumeration nested in a class, named through the class,
# promotes to ``int``; no standard string is made of it.
FETCH = {
    "fetchAttributes.hpp": (
        "#include <string>\n"
        "class fetchAttributes {\n"
        "public:\n"
        "\tenum PredefinedFetchAttributes { ENVELOPE = (1 << 0), STRUCTURE = (1 << 1) };\n"
        "\tbool has(const int attribs) const;\n"
        "\tbool has(const std::string& header) const;\n"
        "};\n"
    ),
    "IMAPUtils.cpp": (
        '#include "fetchAttributes.hpp"\n'
        "bool structure(const fetchAttributes& options) {\n"
        "\treturn options.has(fetchAttributes::STRUCTURE);\n"
        "}\n"
    ),
}


def test_an_enumerator_named_through_its_class_promotes_to_int() -> None:
    assert resolved(link(FETCH), "IMAPUtils.cpp")[(3, "has")] == "fetchAttributes.hpp::fetchAttributes.has()"


# MFEM's global objects: ``extern MFEM_EXPORT Poly_1D poly1d;``.  The grammar read the export macro as the
# type and ``Poly_1D`` as the name, so ``poly1d`` had no type.
MFEM_GLOBALS = {
    "fe_base.hpp": (
        "namespace mfem {\n"
        "class Poly_1D { public: void CalcBasis(const int p, const double x, double *u); };\n"
        "extern MFEM_EXPORT Poly_1D poly1d;\n"
        "}\n"
    ),
    "fe_h1.cpp": (
        '#include "fe_base.hpp"\n'
        "namespace mfem {\n"
        "void shape(int p, double x, double* u) {\n"
        "   poly1d.CalcBasis(p, x, u);\n"
        "}\n"
        "}\n"
    ),
}


def test_an_export_macro_after_extern_is_blanked() -> None:
    assert resolved(link(MFEM_GLOBALS), "fe_h1.cpp")[(4, "CalcBasis")] == "fe_base.hpp::mfem.Poly_1D.CalcBasis()"


# MFEM's ``error.hpp``: an attribute chosen by ``#ifdef`` before a declaration.  The grammar cannot read a
# directive between an attribute and its declaration, and read the whole namespace as one error.
MFEM_ERROR = {
    "error.hpp": (
        "#ifndef MFEM_ERROR_HPP\n"
        "#define MFEM_ERROR_HPP\n"
        "namespace mfem\n"
        "{\n"
        "void mfem_backtrace(int mode = 0, int depth = -1);\n"
        "#ifdef MFEM_USE_ENZYME\n"
        "__attribute__((enzyme_inactive, noreturn))\n"
        "#else\n"
        "[[noreturn]]\n"
        "#endif\n"
        "void mfem_error(const char *msg = NULL);\n"
        "#ifdef MFEM_USE_ENZYME\n"
        "__attribute__((enzyme_inactive))\n"
        "#endif\n"
        "void mfem_warning(const char *msg = NULL);\n"
        "}\n"
        "#ifndef _MFEM_FUNC_NAME\n"
        "#ifndef _MSC_VER\n"
        "#define _MFEM_FUNC_NAME __PRETTY_FUNCTION__\n"
        "#else\n"
        "#define _MFEM_FUNC_NAME __FUNCSIG__\n"
        "#endif\n"
        "#endif\n"
        "#define MFEM_LOCATION \\\n"
        '   "\\n ... in function: " << _MFEM_FUNC_NAME << \\\n'
        '   "\\n ... in file: " << __FILE__ << \':\' << __LINE__ << \'\\n\'\n'
        "#endif\n"
    ),
    "fe_coll.cpp": (
        '#include "error.hpp"\n'
        "namespace mfem {\n"
        "void fail() {\n"
        '   mfem_error ("unknown geometry type.");\n'
        '   mfem_warning ("unknown geometry type.");\n'
        "}\n"
        "}\n"
    ),
}


def test_an_attribute_chosen_by_ifdef_before_a_declaration_is_read_once() -> None:
    calls = resolved(link(MFEM_ERROR), "fe_coll.cpp")
    assert calls[(4, "mfem_error")] == "error.hpp::mfem.mfem_error()"
    assert calls[(5, "mfem_warning")] == "error.hpp::mfem.mfem_warning()"
    from smriti_git.index.languages.cblank import flattened

    source = b"#ifdef E\n__attribute__((noreturn))\n#else\n[[noreturn]]\n#endif\nvoid f(const char *msg = NULL);\n"
    assert flattened(source) == b"        \n__attribute__((noreturn))\n     \n" + b" " * 12 + b"\n      \n" + \
        b"void f(const char *msg = NULL);\n"


# VMime's ``clone`` templates: of ``shared_ptr<T>`` and ``shared_ptr<const T>``, the second is more
# specialised for a ``shared_ptr`` of a const object, and deduces nothing for one of a mutable object.
CLONE = {
    "base.hpp": (
        "#include <memory>\n"
        "namespace vmime {\n"
        "using std::shared_ptr;\n"
        "template <class T> shared_ptr <T> clone(const shared_ptr <T>& obj);\n"
        "template <class T> shared_ptr <T> clone(const shared_ptr <const T>& obj);\n"
        "template <class T> shared_ptr <T> clone(const T& obj);\n"
        "class headerFieldValue {};\n"
        "class contentHandler {};\n"
        "}\n"
    ),
    "headerField.cpp": (
        '#include "base.hpp"\n'
        "namespace vmime {\n"
        "void set(const shared_ptr <const headerFieldValue>& value, const shared_ptr <contentHandler>& data) {\n"
        "  vmime::clone(value);\n"
        "  vmime::clone(data);\n"
        "}\n"
        "}\n"
    ),
}


def test_of_two_templates_of_one_class_template_the_more_specialised_is_called() -> None:
    calls = resolved(link(CLONE), "headerField.cpp")
    assert calls[(4, "clone")] == "base.hpp::vmime.clone()~2"
    assert calls[(5, "clone")] == "base.hpp::vmime.clone()"


# Tesseract's ``const TBOX &part_box(part->bounding_box());``: a reference initialised in parentheses, which
# the grammar reads as a function declaration with a broken parameter.
PART_BOX = {
    "colpartition.h": (
        "class TBOX { public: int bottom() const; };\n"
        "class ColPartition { public: const TBOX &bounding_box() const; };\n"
    ),
    "equationdetect.cpp": (
        '#include "colpartition.h"\n'
        "int lowest(ColPartition* part) {\n"
        "  const TBOX &part_box(part->bounding_box());\n"
        "  return part_box.bottom();\n"
        "}\n"
    ),
}


def test_a_reference_initialised_in_parentheses_from_an_expression_is_a_local() -> None:
    calls = resolved(link(PART_BOX), "equationdetect.cpp")
    assert calls[(3, "bounding_box")] == "colpartition.h::ColPartition.bounding_box()"
    assert calls[(4, "bottom")] == "colpartition.h::TBOX.bottom()"
    # (a product with a call in a statement is no declaration: Box2D's ``wA -= iA * b2Cross(vcp->rA, P);``)
    assert without_macro_statements(b"\twA -= iA * b2Cross(vcp->rA, P);\n") == b"\twA -= iA * b2Cross(vcp->rA, P);\n"
    # (nor a method declared with an array parameter: OpenEXR's ``Channel* findChannel (const char name[]);``)
    assert without_macro_statements(b"    Channel* findChannel (const char name[]);\n") == \
        b"    Channel* findChannel (const char name[]);\n"


# Tesseract's ``TFile::Serialize``: a pointer argument makes no standard string or container, so of the
# overloads taking one and the template taking ``const T*``, the template is called.
SERIALIZE = {
    "serialis.h": (
        "#include <string>\n"
        "#include <vector>\n"
        "class TFile {\n"
        "public:\n"
        "  bool Serialize(const std::string &data);\n"
        "  bool Serialize(const std::vector<char> &data);\n"
        "  template <typename T> bool Serialize(const T *data, size_t count = 1) { return true; }\n"
        "  template <typename T> bool Serialize(const std::vector<T> &data) { return true; }\n"
        "};\n"
    ),
    "unicharcompress.h": (
        '#include "serialis.h"\n'
        "class RecodedCharID {\n"
        "public:\n"
        "  bool Serialize(TFile *fp) const {\n"
        "    return fp->Serialize(&self_normalized_);\n"
        "  }\n"
        "  bool Label(TFile *fp, const char* name) const {\n"
        "    return fp->Serialize(name);\n"
        "  }\n"
        "  bool self_normalized_;\n"
        "};\n"
    ),
}


def test_a_pointer_makes_no_standard_container() -> None:
    calls = resolved(link(SERIALIZE), "unicharcompress.h")
    assert calls[(5, "Serialize")] == "serialis.h::TFile.Serialize()~3"
    assert calls.get((8, "Serialize")) != "serialis.h::TFile.Serialize()~2"   # (a ``char*`` makes a string)
