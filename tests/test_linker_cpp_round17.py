"""C++ round 17, from the shapes of the sixth fresh batch (Cppcheck, Abseil's strings, g3log): words
only a macro can be (``nonneg int``, ``CordRep* absl_nullable tree()``) and a macro standing for a
template parameter, blanked in a file that does not parse as written (``cblank``); a function's
using-declaration (``Namespace._block_using``); the overload that gives a value, for a chained call
(``Linker._valued_overload``)."""

from __future__ import annotations

from smriti_git.index.languages.cblank import without_macro_statements

from .lang_support import link, resolved


def test_words_only_a_macro_can_be_are_blanked() -> None:
    for written, kept in [(b"    nonneg int fileIndex() const;", b"int fileIndex() const;"),
                          (b"    CordRep* absl_nullable tree() const;", b"CordRep* tree() const;"),
                          (b"int f(char* absl_nonnull s, int n);", b"int f(char* s, int n);"),
                          (b"  T* const p = x;", b"T* const p = x;"),
                          (b"  unsigned int n = sizeof(long);", b"unsigned int n = sizeof(long);"),
                          (b"  x = a * b;", b"x = a * b;")]:
        out = without_macro_statements(written)
        assert len(out) == len(written) and b" ".join(out.split()) == kept


def test_a_macro_standing_for_a_template_parameter_is_blanked() -> None:
    written = b'    template<class T, REQUIRES("T must be a Token", std::is_convertible<T*, const Token*> )>\n'
    out = without_macro_statements(written)
    assert len(out) == len(written) and b" ".join(out.split()) == b"template<class T >"
    call = b"    int y = g(1, FOO(2) > 3);\n"
    assert without_macro_statements(call) == call   # not in a template head


TOKEN_H = """\
#define nonneg
class Token {
public:
    template<class T, REQUIRES("T must be a Token class", std::is_convertible<T*, const Token*> )>
    static T *linkAtImpl(T *thisTok, int index);
    nonneg int fileIndex() const;
    void astParent(Token* tok);
    Token * astParent();
    const Token * astParent() const;
    Token* next() const;
};
bool isDecl(const Token* tok) {
    return tok->astParent()->next() != nullptr && tok->fileIndex() > 0;
}
"""


def test_a_class_with_macro_words_parses_and_a_chained_call_skips_the_void_overload() -> None:
    """Cppcheck's ``Token``: ``tok->astParent()->next()`` goes through the overload that gives a
    value, not the ``void astParent(Token*)`` setter."""
    calls = resolved(link({"token.h": TOKEN_H}), "token.h")
    assert calls[(13, "next")] == "token.h::Token.next()"
    assert calls[(13, "fileIndex")] == "token.h::Token.fileIndex()"


SWAP_H = """\
#include <string>
namespace g3 {
class LogMessage {
 public:
  std::string _file;
  friend void swap(LogMessage& first, LogMessage& second) {
    using std::swap;
    swap(first._file, second._file);
  }
  void copy(LogMessage& other) { swap(*this, other); }
};
}
"""


def test_a_using_declaration_in_a_function_hides_the_class_s_names() -> None:
    """g3log's friend ``swap``: ``using std::swap;`` makes its ``swap(...)`` the standard one."""
    calls = resolved(link({"logmessage.h": SWAP_H}), "logmessage.h")
    assert calls[(8, "swap")] is None
    assert calls[(10, "swap")] == "logmessage.h::g3.LogMessage.swap()"
