"""C++ round 41: what the thirtieth session's full run showed (fheroes2's namespace-scope container initialised in
parentheses, which the grammar reads as a prototype, and subscripts of containers of containers)."""

from __future__ import annotations

from .lang_support import defs, extract, link, resolved

# fheroes2's ``std::vector<std::vector<fheroes2::Sprite>> _icnVsSprite( ICN::LASTICN );``: the grammar reads a
# function ``_icnVsSprite`` taking an unnamed ``ICN::LASTICN``.  The file uses the name as a value
# (``_icnVsSprite[id]``) and never calls it, so it is a variable, and ``_icnVsSprite[id][0]`` is a ``Sprite``.  A
# real prototype of the same shape (``int count(ICN::Kind);``, called) stays a function.  A field or a local that
# holds a vector of vectors reaches its element's element too.
ASSETS = {
    "sprite.h": (
        "namespace gfx {\n"
        "class Sprite {\n"
        "public:\n"
        "    void setPosition(int x, int y);\n"
        "    int width() const;\n"
        "};\n"
        "}\n"
        "namespace ICN { enum Kind { FONT, LASTICN }; }\n"
    ),
    "sprite.cpp": (
        '#include "sprite.h"\n'
        "namespace gfx {\n"
        "void Sprite::setPosition(int x, int y) {}\n"
        "int Sprite::width() const { return 0; }\n"
        "}\n"
    ),
    "assets.cpp": (
        '#include <vector>\n'
        '#include "sprite.h"\n'
        "namespace {\n"
        "std::vector<std::vector<gfx::Sprite>> _icnVsSprite( ICN::LASTICN );\n"
        "int count(ICN::Kind);\n"
        "}\n"
        "class Grid {\n"
        "public:\n"
        "    int first() const { return rows_[0][0].width(); }\n"
        "private:\n"
        "    std::vector<std::vector<gfx::Sprite>> rows_;\n"
        "};\n"
        "void load(int id) {\n"
        "    _icnVsSprite[id].resize(2);\n"
        "    _icnVsSprite[id][0].setPosition(1, 2);\n"
        "    std::vector<std::vector<gfx::Sprite>> local;\n"
        "    local[id][1].width();\n"
        "    count(ICN::FONT);\n"
        "}\n"
        "int count(ICN::Kind k) { return k; }\n"
    ),
}


def test_a_namespace_variable_initialised_in_parentheses_is_a_variable() -> None:
    found = defs(extract("assets.cpp", ASSETS["assets.cpp"]))
    assert found["_icnVsSprite"].kind == "variable"
    assert "count" in found and found["count"].kind == "function"


def test_an_element_of_an_element_of_a_vector_of_vectors() -> None:
    got = resolved(link(ASSETS), "assets.cpp")
    assert got[(15, "setPosition")] == "sprite.cpp::gfx.Sprite.setPosition()"
    assert got[(17, "width")] == "sprite.cpp::gfx.Sprite.width()"
    assert got[(9, "width")] == "sprite.cpp::gfx.Sprite.width()"
    assert got[(18, "count")] == "assets.cpp::count()"
