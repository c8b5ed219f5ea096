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
