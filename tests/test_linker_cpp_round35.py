"""C++ round 35: what a class template's member returns on a pointer to one of its instances (found
reading Tesseract's misses: ``List<Item>* l; l->first()->area()``)."""

from __future__ import annotations

from .lang_support import link, resolved

# A method of a class template declared to return a pointer to its parameter, called through a pointer to
# an instance.  ``l[i]`` is a ``List``, so the element read for ``l->first()`` had been the list itself.
POINTER = {
    "list.h": (
        "template <typename T> class List { public: T* first(); T& at(int i); };\n"
        "class Item { public: int area(); };\n"
    ),
    "main.cpp": (
        '#include "list.h"\n'
        "void f(List<Item>* l, List<Item>& r) {\n"
        "  l->first()->area();\n"
        "  r.at(0).area();\n"
        "  auto x = r.first();\n"
        "  x->area();\n"
        "  auto* y = l->first();\n"
        "  y->area();\n"
        "}\n"
    ),
}


def test_a_template_members_result_on_a_pointer_to_an_instance_is_its_argument() -> None:
    calls = resolved(link(POINTER), "main.cpp")
    assert calls[(3, "area")] == "list.h::Item.area()"
    assert calls[(4, "area")] == "list.h::Item.area()"
    assert calls[(6, "area")] == "list.h::Item.area()"
    assert calls[(8, "area")] == "list.h::Item.area()"
