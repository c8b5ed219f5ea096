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
