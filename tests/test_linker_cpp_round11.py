"""C++ round 11, from GoogleTest's, SFML's and spdlog's shapes: an export macro before an attribute
in a class head or after one before a result type (``cblank``), an array's initialiser macro and a
``try`` macro before a block (``cblank.without_macro_statements``), and a type alias the file
defines once per ``#if`` branch, naming different types (``Linker.aliased``: no one answer)."""

from __future__ import annotations

from smriti_git.index.languages.cblank import without_export_macros, without_macro_statements

from .lang_support import defs, extract, link, resolved

FTP_HPP = """\
#define NET_API
namespace sf
{
class NET_API [[deprecated("Use sf::Sftp if possible")]] Ftp
{
public:
    void disconnect();
};
[[nodiscard]] NET_API int err();
}
"""


def test_an_export_macro_next_to_an_attribute_is_blanked() -> None:
    found = defs(extract("ftp.hpp", FTP_HPP))
    assert {"sf.Ftp", "sf.Ftp.disconnect", "sf.err"} <= set(found)
    assert without_export_macros(b"[[nodiscard]] NET_API int err();\n") == b"[[nodiscard]]         int err();\n"


def test_an_initialiser_macro_after_an_array_and_a_try_macro_are_blanked() -> None:
    assert without_macro_statements(b"static sv names[] LEVEL_NAMES;\n") == b"static sv names[]            ;\n"
    assert without_macro_statements(b"  LOG_TRY {\n    f();\n  }\n") == b"          {\n    f();\n  }\n"


LEVEL_H = """\
namespace lg {
class null_int {
public:
    int load() const { return 0; }
};
#if NO_ATOMIC_LEVELS
using level_t = null_int;
#else
using level_t = std::atomic<int>;
#endif
class logger {
public:
    int level() const { return level_.load(); }
    int other() const { return box_.load(); }
private:
    level_t level_;
    null_int box_;
};
}
"""


def test_an_alias_defined_once_per_branch_as_different_types_is_no_one_type() -> None:
    calls = resolved(link({"level.h": LEVEL_H}), "level.h")
    assert calls[(13, "load")] is None               # null_int under one branch, std::atomic under the other
    assert calls[(14, "load")] == "level.h::lg.null_int.load()"


# Round 12, from tinyply's and toml11's shapes: explicit specialisations of a function template,
# a constructor called through a type alias, and a function-like macro heading a block.
SWAP_H = """\
#include <cstdint>
namespace ply {
template<typename T, typename T2> inline T2 swap(const T & v) noexcept { return v; }
template<> inline uint16_t swap<uint16_t, uint16_t>(const uint16_t & v) noexcept { return v; }
template<> inline uint32_t swap<uint32_t, uint32_t>(const uint32_t & v) noexcept { return v; }
inline uint32_t twice(uint32_t v) { return swap<uint32_t, uint32_t>(v) * 2; }
struct region {
    region() {}
    explicit region(int at) {}
};
struct value {
    using region_type = region;
    region_type where(int at) const { return region_type(at); }
};
template<typename T> int parse(T x) {
    if (x)
    {
        return 0;
    }
    else CONSTEXPR_IF(sizeof(T) > 4)
    {
        return twice(1);
    }
    return 1;
}
}
"""


def test_a_call_names_the_template_not_its_explicit_specialisations() -> None:
    calls = resolved(link({"swap.h": SWAP_H}), "swap.h")
    assert calls[(6, "swap")] == "swap.h::ply.swap()"


def test_a_constructor_called_through_a_type_alias_is_the_class_s() -> None:
    calls = resolved(link({"swap.h": SWAP_H}), "swap.h")
    assert calls[(13, "region_type")] == "swap.h::ply.region.region()~2"


def test_a_macro_heading_a_block_is_read_as_if() -> None:
    assert without_macro_statements(b"    X_CONSTEXPR_IF(a<b) {\n") == b"    if            (a<b) {\n"
    assert without_macro_statements(b"TEST_F(Foo, Bar) {\n}\n") == b"TEST_F(Foo, Bar) {\n}\n"
    calls = resolved(link({"swap.h": SWAP_H}), "swap.h")
    assert calls[(22, "twice")] == "swap.h::ply.twice()"
