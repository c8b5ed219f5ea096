"""C++ round 25, found by reading the fifteenth fresh batch after it was scored once (GeographicLib,
libebml, RE-flex, Nuspell, libtins): what the grammar misreads (``throw`` in an expression, a braced
initialiser or an ``else`` around ``#if``, a class opened by a macro, comments inside a signature,
``using a::B, a::C;``, deduction guides, trailing result types) and overload choice (a deleted
overload, standard containers and strings of other element types, an iterator, pointer arithmetic,
an array, a base class's constructor in an initialiser list)."""

from __future__ import annotations

from smriti_git.index.languages.cpp_args import parameter_types, result_text

from .lang_support import extract, link, resolved

THROW_CPP = """\
namespace geo {
namespace tri {
  struct Err { Err(const char* m); };
  int Line::newt(int x) {
    int i = 0;
    for (; i < 3 ||
           (throw_ && (throw geo::Err
                       ("Convergence failure"), false));
         ++i) {
      x++;
    }
    return ok ? x : throw Err("bad");
  }
  int Line::later() { return newt(1); }
}
}
"""


def test_a_throw_expression_leaves_the_namespace_open() -> None:
    facts = extract("line.cpp", THROW_CPP)
    assert not facts.diagnostics
    names = {d.qualname for d in facts.definitions}
    assert "geo.tri.Line.later" in names   # error recovery used to close ``geo`` at the ``throw``
    assert sum(c.name == "Err" for c in facts.calls) == 2   # what is thrown stays a call


CRC_H = """\
namespace libebml {
class EbmlBinary { public: void SetValueIsSet(); };

DECLARE_EBML_BINARY_LENGTH(EbmlCrc32, 4)
  public:
    static bool CheckCRC(int inputCRC);
    void ForceCrc32(int NewValue) { SetValueIsSet(); }
  private:
    void ResetCRC();
};

class Holder {
  Q_DECLARE_PRIVATE(Holder)
  public:
    void go();
};
}
"""
CRC_CPP = """\
#include "EbmlCrc32.h"
namespace libebml {
static constexpr std::array<std::uint32_t, 4> s_tab {
#ifdef WORDS_BIGENDIAN
  0x00000000L, 0x96300777L,
#else
  0x00000000L, 0x77073096L,
#endif
};

void EbmlCrc32::ResetCRC() {}
bool EbmlCrc32::CheckCRC(int inputCRC) { ResetCRC(); return true; }
}
"""


def test_a_class_opened_by_a_macro_and_a_braced_list_around_if() -> None:
    header = {d.qualname for d in extract("EbmlCrc32.h", CRC_H).definitions}
    assert {"libebml.EbmlCrc32", "libebml.EbmlCrc32.CheckCRC", "libebml.EbmlCrc32.ResetCRC"} <= header
    assert "libebml.Holder.go" in header   # a macro inside a class body is no class head
    source = {d.qualname for d in extract("EbmlCrc32.cpp", CRC_CPP).definitions}
    assert "libebml.EbmlCrc32.ResetCRC" in source   # not nested in ``s_tab``, read as a function
    main = resolved(link({"EbmlCrc32.h": CRC_H, "EbmlCrc32.cpp": CRC_CPP}), "EbmlCrc32.cpp")
    assert main[(12, "ResetCRC")] == "EbmlCrc32.cpp::libebml.EbmlCrc32.ResetCRC()"


UTF8_H = """\
#include <string>
namespace reflex {
std::string utf8(
    int  a,                ///< lower bound of UCS range
    int  esc = 'x',        ///< escape char 'x' for hex, or '0'
    const char *par = "(", ///< capturing or non-capturing parenthesis "(?:"
    bool strict = true)    ///< strict UTF-8 (true)
  /// @returns regex string
  ;
inline size_t utf8(int c, char *s) { return 0; }
inline int utf8(const char *s, const char **r = NULL)
{
  int c = *s;
#ifndef WITH_UTF8_UNRESTRICTED
  if (c < 0xC0)
  {
    c = 0;
  }
  else
#endif
  {
    ++s;
  }
  return c;
}
class Matcher {
  void wunput(int c) {
    char tmp[8];
    size_t n = utf8(c, tmp);
    std::string r = utf8(c, 'x', "(?:", false);
  }
};
}
"""


def test_comments_in_a_signature_an_else_around_if_and_an_array_argument() -> None:
    facts = extract("utf8.h", UTF8_H)
    assert not facts.diagnostics   # the ``else`` before ``#endif`` begins the block after it
    prototypes = [d for d in facts.definitions if d.name == "utf8" and d.declaration]
    assert len(prototypes) == 1 and "///" not in prototypes[0].signature   # kept: another overload
    assert parameter_types(prototypes[0].signature)[:4] == ("int", "int", "constchar*", "bool")
    main = resolved(link({"utf8.h": UTF8_H}), "utf8.h")
    assert main[(29, "utf8")] == "utf8.h::reflex.utf8()~2"   # ``char tmp[8]`` is a ``char*``, no ``int``
    assert main[(30, "utf8")] == "utf8.h::reflex.utf8()"


DELETED_CPP = """\
#include <string>
namespace nuspell {
class Prefix_Table {
  public:
    int iterate_prefixes_of(const std::string& word) const;
    int iterate_prefixes_of(std::string&& word) const = delete;
};
int Prefix_Table::iterate_prefixes_of(const std::string& word) const { return 1; }
int use(const Prefix_Table& prefixes, std::string& word) { return prefixes.iterate_prefixes_of(word); }
}
"""


def test_a_deleted_overload_is_never_called() -> None:
    main = resolved(link({"table.cpp": DELETED_CPP}), "table.cpp")
    assert main[(9, "iterate_prefixes_of")] == "table.cpp::nuspell.Prefix_Table.iterate_prefixes_of()~2"


DICT_H = """\
#include <string>
namespace nuspell {
inline namespace v5 {
template <class It>
class Subrange {
  public:
    Subrange(It first, It last);
};
template <class Range>
Subrange(const Range& r) -> Subrange<typename Range::const_iterator>;
template <class CharT>
class String_Set { public: bool contains(CharT c) const; };
using Flag_Set = String_Set<char16_t>;
class Dictionary {
  public:
    auto spell(std::string_view word) const -> bool;
    auto casing(int s) const -> const Flag_Set*;
};
}
}
"""
TOOL_CPP = """\
#include "dictionary.hxx"
using nuspell::Dictionary, nuspell::Flag_Set;
bool check(const Dictionary& dic) {
  auto res = dic.casing(1);
  if (res->contains(u'a'))
    return false;
  return dic.spell("word");
}
"""


def test_using_several_names_trailing_results_and_deduction_guides() -> None:
    facts = extract("tool.cpp", TOOL_CPP)
    assert [(u[1], u[2]) for u in facts.usings] == [("Dictionary", "nuspell.Dictionary"),
                                                    ("Flag_Set", "nuspell.Flag_Set")]
    header = extract("dictionary.hxx", DICT_H)
    assert "nuspell.v5.Subrange" not in {d.qualname for d in header.definitions if d.kind == "function"}
    casing = next(d for d in header.definitions if d.name == "casing")
    assert casing.returns == "Flag_Set" and result_text(casing.signature, "casing") == "constFlag_Set*"
    main = resolved(link({"dictionary.hxx": DICT_H, "tool.cpp": TOOL_CPP}), "tool.cpp")
    assert main[(5, "contains")] == "dictionary.hxx::nuspell.v5.String_Set.contains()"
    assert main[(7, "spell")] == "dictionary.hxx::nuspell.v5.Dictionary.spell()"


FINDER_CPP = """\
#include <string>
#include <string_view>
#include <vector>
#include <filesystem>
using namespace std;
namespace icu { class Locale; }
namespace nuspell {
using fs_path = std::filesystem::path;
static auto search_dir_for_dicts(const fs_path& dir_path, vector<fs_path>& dict_list) -> void {}
auto search_dirs_for_dicts(const vector<fs_path>& dir_paths, vector<fs_path>& dict_list) -> void
{
  for (auto& p : dir_paths)
    search_dir_for_dicts(p, dict_list);
}
auto search_dir_for_dicts(const string& dir_path, vector<pair<string, string>>& dict_list) -> void
{
  auto new_dict_list = vector<fs_path>();
  search_dir_for_dicts(dir_path, new_dict_list);
}
auto to_lower(std::u32string_view in, const icu::Locale& loc, std::u32string& out) -> void;
auto to_lower(std::string_view in, const icu::Locale& loc, std::string& out) -> void;
auto title(std::string& s, const icu::Locale& loc) -> void {
  auto part = s.substr(0, 2);
  to_lower(part, loc, part);
}
}
"""


def test_standard_containers_and_strings_of_other_elements_take_no_argument() -> None:
    main = resolved(link({"finder.cxx": FINDER_CPP}), "finder.cxx")
    assert main[(13, "search_dir_for_dicts")] == "finder.cxx::nuspell.search_dir_for_dicts()"
    assert main[(18, "search_dir_for_dicts")] == "finder.cxx::nuspell.search_dir_for_dicts()"
    assert main[(24, "to_lower")] == "finder.cxx::nuspell.to_lower()~2"


STREAM_H = """\
#include <cstdint>
#include <cstddef>
#include <vector>
#include <string>
#include <stdexcept>
namespace Tins {
class exception_base : public std::runtime_error {
public:
    exception_base(const std::string& message) : std::runtime_error(message) { }
    exception_base(const char* message) : std::runtime_error(message) { }
};
class option_not_found : public exception_base {
public:
    option_not_found() : exception_base("Option not found") { }
};
class OutputMemoryStream {
public:
    template <typename ForwardIterator>
    void write(ForwardIterator start, ForwardIterator end) { }
    void write(const uint8_t* ptr, size_t length) {
        write(ptr, ptr + length);
    }
};
inline void put(OutputMemoryStream& stream, const std::vector<uint8_t>& data) {
    stream.write(data.begin(), data.end());
}
}
"""


def test_base_initialisers_pointer_arithmetic_and_iterators_are_typed() -> None:
    main = resolved(link({"stream.h": STREAM_H}), "stream.h")
    assert main[(14, "exception_base")] == "stream.h::Tins.exception_base.exception_base()~2"
    assert main[(21, "write")] == "stream.h::Tins.OutputMemoryStream.write()"   # ``ptr + length``: a pointer
    assert main[(25, "write")] == "stream.h::Tins.OutputMemoryStream.write()"   # no ``size_t`` takes ``end()``


PATTERN_H = """\
#include <vector>
namespace reflex {
class Pattern {
 public:
  class Position { public: int loc() const; bool lazy() const; };
  typedef std::vector<Position> Positions;
  void compile(Positions& lastpos);
};
}
"""
PATTERN_CPP = """\
#include "pattern.h"
namespace reflex {
void Pattern::compile(Positions& lastpos) {
  for (Positions::const_iterator k = lastpos.begin(); k != lastpos.end(); ++k)
    k->loc();
  for (Positions::iterator p = lastpos.begin(); p != lastpos.end(); ++p)
    (*p).lazy();
}
}
"""


def test_an_iterator_of_an_alias_of_a_standard_sequence_reaches_its_element() -> None:
    main = resolved(link({"pattern.h": PATTERN_H, "pattern.cpp": PATTERN_CPP}), "pattern.cpp")
    assert main[(5, "loc")] == "pattern.h::reflex.Pattern.Position.loc()"
    assert main[(7, "lazy")] == "pattern.h::reflex.Pattern.Position.lazy()"


NODE_H = """\
namespace yoga {
class Node {
 public:
  int& style();
  const int& style() const;
};
struct YGNode;
inline Node* resolveRef(YGNode* ref) { return nullptr; }
inline const Node* resolveRef(const YGNode* ref) { return nullptr; }
}
"""
STYLE_CPP = """\
#include "Node.h"
namespace yoga {
void copy(YGNode* dst, const YGNode* srcNode) {
  auto src = resolveRef(srcNode);
  int s = src->style();
}
}
"""


def test_an_auto_local_of_free_overloads_with_other_results_is_as_const_as_the_one_called() -> None:
    main = resolved(link({"Node.h": NODE_H, "YGNodeStyle.cpp": STYLE_CPP}), "YGNodeStyle.cpp")
    assert main[(5, "style")] == "Node.h::yoga.Node.style()~2"   # ``resolveRef``'s overloads return ``Node*`` and
    # ``const Node*``: ``resolveRef(srcNode)`` of a ``const YGNode*`` calls the second (round 42)


ARRAYS_H = """\
#include <vector>
#include <memory>
namespace antlrcpp {
template <class T> using Ref = std::shared_ptr<T>;
class Arrays {
 public:
  template <typename T>
  static bool equals(const std::vector<T> &a, const std::vector<T> &b) { return true; }
  template <typename T>
  static bool equals(const std::vector<Ref<T>> &a, const std::vector<Ref<T>> &b) { return true; }
};
class Context {};
inline bool same(const std::vector<Ref<Context>>& a, const std::vector<Ref<Context>>& b) {
  return Arrays::equals(a, b);
}
}
"""


def test_a_template_of_a_class_template_instance_steps_back_before_a_more_specialised_one() -> None:
    main = resolved(link({"Arrays.h": ARRAYS_H}), "Arrays.h")
    assert main[(14, "equals")] is None   # ``std::vector<Ref<T>>`` is the more specialised: not weighed


BUILDER_H = """\
#include <vector>
#include <utility>
namespace spv {
typedef unsigned int Id;
class Builder {
 public:
  Id createCompositeExtract(Id composite, Id typeId, unsigned index);
  Id createCompositeExtract(Id composite, Id typeId, const std::vector<unsigned>& indexes);
  Id latch(Id source, Id type) {
    std::vector<Id> indexes;
    return createCompositeExtract(source, type, indexes);
  }
};
template <class It>
class Subrange {
 public:
  Subrange(std::pair<It, It> p);
  template <class Range>
  Subrange(Range& r);
};
inline void walk(std::pair<int*, int*> range) {
  Subrange<int*> all(range);
  Subrange(range);
}
}
"""


def test_element_names_that_may_alias_and_a_class_templates_own_parameters_are_not_decided() -> None:
    main = resolved(link({"SpvBuilder.h": BUILDER_H}), "SpvBuilder.h")
    # ``Id`` may be ``unsigned``, so the element types do not decide; since round 38 a standard container is no
    # number, and ``(..., unsigned)`` is left out: the container's overload is the one left
    assert main[(11, "createCompositeExtract")] == "SpvBuilder.h::spv.Builder.createCompositeExtract()~2"
    assert main[(23, "Subrange")] is None   # ``std::pair<It, It>`` may match as exactly: not the template


CHECK_H = """\
#include <list>
#include <string>
#include <utility>
class Token;
enum class Severity { error, portability };
using ErrorPathItem = std::pair<const Token *, std::string>;
using ErrorPath = std::list<ErrorPathItem>;
class Check {
 protected:
  void reportError(const Token *tok, const Severity severity, const std::string &id, const std::string &msg, int cwe);
  void reportError(const std::list<const Token *> &callstack, Severity severity, const std::string &id,
                   const std::string &msg, int cwe);
  void reportError(ErrorPath errorPath, Severity severity, const char id[], const std::string &msg, int cwe);
  void assignmentError(const Token *tok) {
    reportError(tok, Severity::portability, "AssignmentAddressToInteger", "Assigning a pointer.", 758);
  }
};
"""


def test_a_standard_container_or_an_alias_of_one_takes_no_pointer() -> None:
    main = resolved(link({"check.h": CHECK_H}), "check.h")
    assert main[(15, "reportError")] == "check.h::Check.reportError()"
