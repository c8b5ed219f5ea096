"""C++ round 44: casts the grammar reads as calls, a ``std::filesystem::path`` given to ``const char*`` and
``std::string`` overloads, iterating through an alias of a smart pointer, and two shapes of CLI11's single header
that closed a namespace early for the rest of the file."""

from __future__ import annotations

from .lang_support import defs, extract, link, resolved

# FDK AAC's ``fMult(lfeRate, (FIXP_DBL)(maxChannelBits << sc))``: the grammar reads ``(FIXP_DBL)(...)`` as a call
# of a name in parentheses.  Where the name is a type (a ``typedef`` here) it is a cast, whose type picks the
# overload; where it is a function, ``(fn)(x)`` is a call, which types nothing.
PAREN_CAST = {
    "fix.h": (
        "typedef int LONG;\n"
        "typedef short SHORT;\n"
        "typedef LONG FIXP_DBL;\n"
        "typedef SHORT FIXP_SGL;\n"
        "inline LONG fMult(LONG a, LONG b) { return a; }\n"
        "inline LONG fMult(LONG a, SHORT b) { return a; }\n"
        "inline LONG fMult(SHORT a, SHORT b) { return a; }\n"
        "inline int scale(int v) { return v; }\n"
    ),
    "use.cpp": (
        '#include "fix.h"\n'
        "int run(FIXP_DBL rate, int bits, int sc) {\n"
        "    int a = fMult(rate, (FIXP_DBL)(bits << sc));\n"
        "    int b = fMult(rate, (FIXP_SGL)(bits));\n"
        "    int c = fMult(rate, (scale)(bits));\n"
        "    return a + b + c;\n"
        "}\n"
    ),
}


def test_a_parenthesised_type_before_a_parenthesised_value_is_a_cast() -> None:
    got = resolved(link(PAREN_CAST), "use.cpp")
    assert got[(3, "fMult")] == "fix.h::fMult()"
    assert got[(4, "fMult")] == "fix.h::fMult()~2"
    assert got[(5, "fMult")] is None   # ``(scale)(bits)``: a call, whose ``int`` is not written at the site


# mergerfs's ``using path = std::filesystem::path;`` given to ``lstat(const char*, struct stat*)`` beside
# ``lstat(const std::string&, struct stat*)``: a path converts to its string only.
PATHS = {
    "fs.hpp": (
        "#include <filesystem>\n"
        "#include <string>\n"
        "struct stat;\n"
        "namespace fs {\n"
        "  using path = std::filesystem::path;\n"
        "  inline int lstat(const char *path_, struct stat *st_) { return 0; }\n"
        "  inline int lstat(const std::string &path_, struct stat *st_) { return lstat(path_.c_str(), st_); }\n"
        "}\n"
    ),
    "use.cpp": (
        '#include "fs.hpp"\n'
        "int exists(const fs::path &path_, struct stat *st_, const std::filesystem::path &other) {\n"
        "  fs::path full = path_ / \"x\";\n"
        "  return fs::lstat(full, st_) + fs::lstat(path_, st_) + fs::lstat(other, st_);\n"
        "}\n"
    ),
}


def test_a_filesystem_path_takes_the_string_overload() -> None:
    linker = link(PATHS)
    table = linker.tables["use.cpp"]
    answers = [linker.resolve_call(table, c)[0] for c in table.facts.calls if c.name == "lstat"]
    assert [edge.dst if edge.resolved else None for edge in answers] == ["fs.hpp::fs.lstat()~2"] * 3


# mergerfs's ``for (auto& branch : *ibranches_)`` of a ``const Branches::Ptr&``, where ``using Ptr =
# Branches::Impl::Ptr;`` and ``using Ptr = std::shared_ptr<Impl>;`` inside ``class Impl : public
# std::vector<Branch>``: the pointee's elements, through both aliases.
SMART_ALIAS = {
    "branches.hpp": (
        "#include <memory>\n"
        "#include <vector>\n"
        "class Branch {\n"
        "public:\n"
        "  bool ro_or_nc() const;\n"
        "};\n"
        "class Branches {\n"
        "public:\n"
        "  class Impl : public std::vector<Branch> {\n"
        "  public:\n"
        "    using Ptr = std::shared_ptr<Impl>;\n"
        "  };\n"
        "  using Ptr = Branches::Impl::Ptr;\n"
        "};\n"
    ),
    "policy.cpp": (
        '#include "branches.hpp"\n'
        "int create(const Branches::Ptr &ibranches_, const Branches::Impl::Ptr &direct_) {\n"
        "  for (auto &branch : *ibranches_)\n"
        "    if (branch.ro_or_nc()) return 1;\n"
        "  for (const auto &branch : *direct_)\n"
        "    if (branch.ro_or_nc()) return 2;\n"
        "  return 0;\n"
        "}\n"
    ),
}


def test_iterating_through_an_alias_of_a_smart_pointer_yields_its_pointees_elements() -> None:
    got = resolved(link(SMART_ALIAS), "policy.cpp")
    assert got[(4, "ro_or_nc")] == "branches.hpp::Branch.ro_or_nc()"
    assert got[(6, "ro_or_nc")] == "branches.hpp::Branch.ro_or_nc()"


# CLI11's single header: ``return std::filesystem::path{`` / ``#ifdef _WIN32`` / ``widen(str)`` / ``#else`` /
# ``str`` / ``#endif`` (a conditional inside a braced initialiser), and ``CLI11_MODULE_INLINE const std::string
# &escapedChars("\b\t\n");`` (a reference initialised in parentheses from a string literal, which the grammar
# reads as a function declaration with a broken parameter).  Each made the grammar's error recovery leave the
# namespace around it open, so that every class after it was read in the wrong namespace.
CLI11 = (
    "#include <filesystem>\n"
    "#include <string>\n"
    "#define CLI11_MODULE_INLINE inline\n"
    "namespace CLI {\n"
    "namespace detail {\n"
    "inline std::filesystem::path to_path(std::string_view str) {\n"
    "    return std::filesystem::path{\n"
    "#ifdef _WIN32\n"
    "        widen(str)\n"
    "#else\n"
    "        str\n"
    "#endif\n"
    "    };\n"
    "}\n"
    "}  // namespace detail\n"
    "namespace detail {\n"
    'CLI11_MODULE_INLINE const std::string &escapedChars("\\b\\t\\n\\"\\\\");\n'
    "CLI11_MODULE_INLINE const std::string &bracketChars(\"\\\"'`[(<{\");\n"
    "inline int find(const std::string &s) { return 0; }\n"
    "}  // namespace detail\n"
    "class App {\n"
    "public:\n"
    "    int add_option(const std::string &name);\n"
    "};\n"
    "}  // namespace CLI\n"
)


def test_two_shapes_of_cli11_leave_its_namespaces_as_written() -> None:
    found = defs(extract("CLI11.hpp", CLI11))
    assert "CLI.App" in found and "CLI.App.add_option" in found
    assert "CLI.detail.find" in found and "CLI.detail.to_path" in found


# bustub's ``Exception(const std::string&, bool = true)`` beside ``Exception(ExceptionType, const std::string&,
# bool = true)``, given ``(ExceptionType::OUT_OF_RANGE, "...")``: no enumeration becomes a standard string.
ENUM_STRING = {
    "exception.h": (
        "#include <string>\n"
        "enum class ExceptionType { INVALID, OUT_OF_RANGE };\n"
        "class Exception {\n"
        "public:\n"
        "  explicit Exception(const std::string &message, bool print = true);\n"
        "  Exception(ExceptionType exception_type, const std::string &message, bool print = true);\n"
        "};\n"
    ),
    "use.cpp": (
        '#include "exception.h"\n'
        "void check(int v) {\n"
        '  if (v < 0) throw Exception(ExceptionType::OUT_OF_RANGE, "negative");\n'
        "}\n"
    ),
}


def test_an_enumeration_becomes_no_string() -> None:
    got = resolved(link(ENUM_STRING), "use.cpp")
    assert got[(3, "Exception")] == "exception.h::Exception.Exception()~2"


# {fmt}'s overloads of ``format``, each constrained by ``FMT_ENABLE_IF`` on a trait of the repository's:
# ``is_locale<Locale>`` (false but for a class with ``classic()``), ``is_compiled_string<S>`` (``std::is_base_of``)
# and ``is_compiled_format<T>`` (false but for the instances its specialisations name).  A string literal is none of
# them, so ``fmt::format("{}", x)`` is the one taking a ``format_string``.
FMT = {
    "fmt.h": (
        "#include <string>\n"
        "#include <type_traits>\n"
        "#define FMT_ENABLE_IF(...) std::enable_if_t<(__VA_ARGS__), int> = 0\n"
        "namespace fmt {\n"
        "template <typename... T> struct format_string { format_string(const char* s); };\n"
        "struct compiled_string {};\n"
        "template <typename Char> struct text {};\n"
        "namespace detail {\n"
        "template <typename... Ts> using void_t = void;\n"
        "template <typename T, typename Enable = void> struct is_locale : std::false_type {};\n"
        "template <typename T> struct is_locale<T, void_t<decltype(T::classic())>> : std::true_type {};\n"
        "template <typename S> struct is_compiled_string : std::is_base_of<compiled_string, S> {};\n"
        "template <typename T> struct is_compiled_format : std::false_type {};\n"
        "template <typename Char> struct is_compiled_format<text<Char>> : std::true_type {};\n"
        "}\n"
        "template <typename Locale, typename... T, FMT_ENABLE_IF(detail::is_locale<Locale>::value)>\n"
        "std::string format(const Locale& loc, format_string<T...> fmt, T&&... args);\n"
        "template <typename... T>\n"
        "std::string format(format_string<T...> fmt, T&&... args);\n"
        "template <typename S, typename... Args, FMT_ENABLE_IF(detail::is_compiled_string<S>::value)>\n"
        "std::string format(const S&, Args&&... args);\n"
        "template <typename CompiledFormat, typename... Args,\n"
        "          FMT_ENABLE_IF(detail::is_compiled_format<CompiledFormat>::value)>\n"
        "std::string format(const CompiledFormat& cf, const Args&... args);\n"
        "}\n"
    ),
    "use.cpp": (
        '#include "fmt.h"\n'
        "std::string name(const std::string& table) {\n"
        '  return fmt::format("table {}", table);\n'
        "}\n"
    ),
}


def test_a_repository_trait_rules_out_a_constrained_template() -> None:
    got = resolved(link(FMT), "use.cpp")
    assert got[(3, "format")] == "fmt.h::fmt.format()~2"


# pagmo's ``using vector_double = std::vector<double>;`` called as ``vector_double(n, 0.)``: the standard library's
# constructor, outside the repository, not the alias.  And its forward declaration ``template <typename... Args>
# void stream(std::ostream &, const Args &...);`` is the same function as the definition that names the pack
# (``const Args &...args``): one parameter list.
ALIAS_AND_PACK = {
    "io.hpp": (
        "#include <ostream>\n"
        "#include <vector>\n"
        "namespace pagmo {\n"
        "using vector_double = std::vector<double>;\n"
        "template <typename... Args>\n"
        "inline void stream(std::ostream &, const Args &...);\n"
        "template <typename... Args>\n"
        "inline void stream(std::ostream &os, const Args &...args) {}\n"
        "inline vector_double zeros(unsigned n, std::ostream &os) {\n"
        "  stream(os, '{');\n"
        "  return vector_double(n, 0.);\n"
        "}\n"
        "}\n"
    ),
}


def test_an_alias_of_a_standard_type_called_is_no_edge_and_a_named_pack_is_one_parameter_list() -> None:
    linker = link(ALIAS_AND_PACK)
    got = resolved(linker, "io.hpp")
    assert got[(11, "vector_double")] is None
    assert got[(10, "stream")] in ("io.hpp::pagmo.stream()", "io.hpp::pagmo.stream()~2")


# librime's ``template <class T> using an = std::shared_ptr<T>;``: ``for (an<Calculation>& x : calculation_)`` and
# ``auto cand = seg.GetSelectedCandidate()`` of an ``an<Candidate> GetSelectedCandidate()``: ``->`` reaches the
# class the alias template's argument names.
ALIAS_TEMPLATE = {
    "rime.hpp": (
        "#include <memory>\n"
        "#include <vector>\n"
        "namespace rime {\n"
        "template <class T>\n"
        "using an = std::shared_ptr<T>;\n"
        "class Calculation {\n"
        "public:\n"
        "  bool Apply(int* s);\n"
        "};\n"
        "class Candidate {\n"
        "public:\n"
        "  const char* type() const;\n"
        "};\n"
        "class Segment {\n"
        "public:\n"
        "  an<Candidate> GetSelectedCandidate() const;\n"
        "};\n"
        "class Projection {\n"
        "public:\n"
        "  bool Apply(int* value, Segment& seg);\n"
        "private:\n"
        "  std::vector<an<Calculation>> calculation_;\n"
        "};\n"
        "}\n"
    ),
    "rime.cpp": (
        '#include "rime.hpp"\n'
        "namespace rime {\n"
        "bool Projection::Apply(int* value, Segment& seg) {\n"
        "  for (an<Calculation>& x : calculation_) {\n"
        "    if (x->Apply(value)) return true;\n"
        "  }\n"
        "  if (auto cand = seg.GetSelectedCandidate()) {\n"
        "    cand->type();\n"
        "  }\n"
        "  return false;\n"
        "}\n"
        "}\n"
    ),
}


def test_an_alias_template_of_a_smart_pointer_reaches_its_argument() -> None:
    got = resolved(link(ALIAS_TEMPLATE), "rime.cpp")
    assert got[(5, "Apply")] == "rime.hpp::rime.Calculation.Apply()"
    assert got[(8, "type")] == "rime.hpp::rime.Candidate.type()"


# finalcut's ``class FWidget : public FVTerm`` with ``using FVTerm::print;`` beside its own ``print(const FPoint&)``:
# ``print(' ')`` in a class derived from it is ``FVTerm::print(wchar_t)``, not the one ``FWidget`` declares.
USING_MEMBERS = {
    "widget.hpp": (
        "namespace fc {\n"
        "class FPoint {};\n"
        "class FVTerm {\n"
        "public:\n"
        "  int print();\n"
        "  int print(wchar_t c);\n"
        "  int print(const char* s);\n"
        "  virtual void print(const FPoint&);\n"
        "};\n"
        "class FWidget : public FVTerm {\n"
        "public:\n"
        "  using FVTerm::print;\n"
        "  void print(const FPoint&) override;\n"
        "};\n"
        "class Mandelbrot : public FWidget {\n"
        "public:\n"
        "  void draw();\n"
        "};\n"
        "}\n"
    ),
    "mandel.cpp": (
        '#include "widget.hpp"\n'
        "namespace fc {\n"
        "void Mandelbrot::draw() {\n"
        "  print(' ');\n"
        '  print("x");\n'
        "}\n"
        "}\n"
    ),
}


def test_a_using_declaration_brings_a_bases_overloads_beside_the_classs_own() -> None:
    got = resolved(link(USING_MEMBERS), "mandel.cpp")
    assert got[(5, "print")] == "widget.hpp::fc.FVTerm.print()~3"


# librime's ``template <class X, class Y> inline an<X> As(const an<Y>& ptr)`` called ``As<ConfigMap>(item)``, and
# ``template <class T, class... Args> inline an<T> New(Args&&...)``: the explicit argument is what ``->`` reaches.
EXPLICIT_HOLDER = {
    "common.hpp": (
        "#include <memory>\n"
        "namespace rime {\n"
        "template <class T>\n"
        "using an = std::shared_ptr<T>;\n"
        "template <class X, class Y>\n"
        "inline an<X> As(const an<Y>& ptr) { return std::dynamic_pointer_cast<X>(ptr); }\n"
        "template <class T, class... Args>\n"
        "inline an<T> New(Args&&... args) { return std::make_shared<T>(args...); }\n"
        "class ConfigItem { public: virtual ~ConfigItem(); };\n"
        "class ConfigMap : public ConfigItem { public: int GetValue(const char* key); };\n"
        "}\n"
    ),
    "use.cpp": (
        '#include "common.hpp"\n'
        "namespace rime {\n"
        "int run(an<ConfigItem> item) {\n"
        "  auto map = As<ConfigMap>(item);\n"
        '  map->GetValue("when");\n'
        "  auto made = New<ConfigMap>();\n"
        '  return made->GetValue("x") + As<ConfigMap>(item)->GetValue("y");\n'
        "}\n"
        "}\n"
    ),
}


def test_an_explicit_template_call_returning_an_alias_template_reaches_its_argument() -> None:
    linker = link(EXPLICIT_HOLDER)
    table = linker.tables["use.cpp"]
    answers = {(c.line, c.receiver or ""): linker.resolve_call(table, c)[0] for c in table.facts.calls
               if c.name == "GetValue"}
    assert {k: e.dst for k, e in answers.items()} == {
        (5, "map"): "common.hpp::rime.ConfigMap.GetValue()",
        (7, "made"): "common.hpp::rime.ConfigMap.GetValue()",
        (7, "As<ConfigMap>(item)"): "common.hpp::rime.ConfigMap.GetValue()"}


# finalcut's ``auto getButtonState() & noexcept -> FMouseButton&`` beside ``auto getButtonState() const & noexcept
# -> const FMouseButton&``, called in a ``const`` method: the ``const &`` one (the trailing result's ``&`` is no
# qualifier).  Its ``FTextHighlight(std::size_t, std::size_t, const FChar&)``, ``(std::size_t, FColor, const
# FStyle& = ...)`` and ``(std::size_t, std::size_t, const FColorPair&, const FStyle& = ...)``, given ``{1, 16,
# pair}``: a number becomes no enumeration, and a ``FColorPair`` no ``FChar``.
QUALIFIED = {
    "mouse.hpp": (
        "#include <cstddef>\n"
        "struct FMouseButton { int left_button; };\n"
        "class FMouseData {\n"
        "public:\n"
        "  auto getButtonState() & noexcept -> FMouseButton&;\n"
        "  auto getButtonState() const & noexcept -> const FMouseButton&;\n"
        "  auto isLeftButtonPressed() const noexcept -> bool;\n"
        "};\n"
        "enum class FColor { Default, Black };\n"
        "struct FChar { int ch; };\n"
        "struct FStyle { int attr; };\n"
        "class FColorPair { public: explicit FColorPair(FColor fg = FColor::Default); };\n"
        "struct FTextHighlight {\n"
        "  FTextHighlight(std::size_t i, std::size_t l, const FChar& fchar) noexcept;\n"
        "  FTextHighlight(std::size_t i, FColor c, const FStyle& s = FStyle()) noexcept;\n"
        "  FTextHighlight(std::size_t i, std::size_t l, const FColorPair& cpair,\n"
        "                 const FStyle& s = FStyle()) noexcept;\n"
        "};\n"
    ),
    "mouse.cpp": (
        '#include "mouse.hpp"\n'
        "auto FMouseData::isLeftButtonPressed() const noexcept -> bool {\n"
        "  return getButtonState().left_button == 1;\n"
        "}\n"
        "void paint(const FColorPair& pair) {\n"
        "  auto h = FTextHighlight{1, 16, pair};\n"
        "}\n"
    ),
}


def test_ref_qualifiers_and_conversions_no_class_or_enumeration_makes() -> None:
    got = resolved(link(QUALIFIED), "mouse.cpp")
    assert got[(3, "getButtonState")] == "mouse.hpp::FMouseData.getButtonState()~2"
    assert got[(6, "FTextHighlight")] == "mouse.hpp::FTextHighlight.FTextHighlight()~3"


# libspatialindex's ``mr->containsRegionInTime(*(n->m_ptrMBR[cChild]))``: a dereference of a parenthesised value
# is typed as what that value points to.
PARENTHESISED = {
    "node.hpp": (
        "#include <vector>\n"
        "struct Region {};\n"
        "struct TimeRegion {};\n"
        "struct Node { std::vector<Region*> m_ptrMBR; };\n"
        "struct Query {\n"
        "  bool contains(const Region& r) const;\n"
        "  bool contains(const TimeRegion& r) const;\n"
        "};\n"
        "inline bool visit(const Query& q, Node* n, int i) { return q.contains(*(n->m_ptrMBR[i])); }\n"
    ),
}


def test_a_dereferenced_parenthesised_value_is_typed() -> None:
    got = resolved(link(PARENTHESISED), "node.hpp")
    assert got[(9, "contains")] == "node.hpp::Query.contains()"
