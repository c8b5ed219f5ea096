"""C++ extraction and linking: namespaces, classes, access, in-class and out-of-line
methods, overloads, templates, ``this``, includes across files, gtest tests."""

from __future__ import annotations

from smriti_git.index.languages import for_path

from .lang_support import call_list, defs, edges, extract, link, resolved, target

SHAPE_H = """\
    #pragma once
    #include <vector>
    namespace geo {

    /// Something with an area.
    class Shape {
    public:
        virtual ~Shape();
        virtual double area() const = 0;
        double twice() const;
    protected:
        int id_;
    };

    class Circle : public Shape {
    public:
        explicit Circle(double r);
        Circle(double r, int k);
        double area() const override;
        static Circle unit();
        template <typename T> T scaled(T by) const { return by; }
    private:
        double r_;
        Shape* parent_;
    };

    double total(const Shape& s);
    }  // namespace geo
"""

SHAPE_CPP = """\
    #include "shape.h"
    namespace geo {
    namespace {
    double sq(double v) { return v * v; }
    }

    Circle::Circle(double r) : r_(r) {}

    double Circle::area() const { return 3.14 * sq(r_); }

    double Shape::twice() const { return this->area() * 2; }

    Circle Circle::unit() { return Circle(1.0); }

    double total(const Shape& s) { return s.twice(); }
    }  // namespace geo
"""

MAIN_CPP = """\
    #include "shape.h"
    #include <memory>

    int main() {
        geo::Circle c(2.0);
        geo::Circle* p = new geo::Circle(1.0, 2);
        auto u = geo::Circle::unit();
        c.area();
        p->twice();
        u.area();
        std::make_unique<geo::Circle>(1.0);
        return geo::total(c);
    }
"""


def test_registered() -> None:
    for path in ("a.cc", "a.cpp", "a.cxx", "a.hpp", "a.hh", "a.h"):
        lang = for_path(path)
        assert lang is not None and lang.name == "cpp" and lang.family == "c-family", path


def test_classes_namespaces_access_and_declarations() -> None:
    facts = extract("src/shape.h", SHAPE_H)
    found = defs(facts)
    assert found["geo"].kind == "namespace"
    shape = found["geo.Shape"]
    assert (shape.kind, shape.parent, shape.doc) == ("class", "geo", "Something with an area.")
    assert found["geo.Shape.area"].kind == "method" and found["geo.Shape.area"].is_abstract
    assert found["geo.Shape.~Shape"].kind == "method"
    assert found["geo.Shape.id_"].kind == "field" and not found["geo.Shape.id_"].exported
    assert found["geo.Circle.r_"].kind == "field" and not found["geo.Circle.r_"].exported
    ctors = [d for d in facts.definitions if d.qualname == "geo.Circle.Circle"]
    assert [d.arity for d in ctors] == [(1, 1), (2, 2)]
    assert found["geo.Circle.unit"].returns == "Circle"
    scaled = found["geo.Circle.scaled"]
    assert scaled.signature == "template <typename T> T scaled(T by) const"
    assert {(i.type_qualname, i.base) for i in facts.inherits} == {("geo.Circle", "Shape")}
    assert ("geo.Circle", "parent_", "Shape") in {(h.scope, h.name, h.type) for h in facts.hints}


def test_out_of_line_methods_and_anonymous_namespaces() -> None:
    facts = extract("src/shape.cpp", SHAPE_CPP)
    found = defs(facts)
    area = found["geo.Circle.area"]
    # the class lives in the header: the method keeps its dotted name under its namespace
    assert (area.kind, area.name, area.parent) == ("method", "Circle.area", "geo")
    assert found["geo.sq"].kind == "function" and not found["geo.sq"].exported    # anonymous namespace
    assert ("geo.Shape.twice", "this", "geo.Shape") in {(h.scope, h.name, h.type) for h in facts.hints}
    inline = defs(extract("src/w.cpp", """\
        class W { public: void go(); int n() const; };
        void W::go() { n(); }
        int W::n() const { return 1; }
    """))
    assert (inline["W.go"].parent, inline["W.go"].name) == ("W", "go")       # class in the same file
    assert [d.qualname for d in extract("src/w.cpp", "class W { void go(); };\nvoid W::go() {}\n").definitions] == [
        "W", "W.go"]                                                        # the declaration is dropped


def test_calls_and_constructions() -> None:
    facts = extract("src/main.cpp", MAIN_CPP)
    assert call_list(facts) == [
        ("main", "geo", "Circle"), ("main", "geo", "Circle"), ("main", "geo::Circle", "unit"), ("main", "c", "area"),
        ("main", "p", "twice"), ("main", "u", "area"), ("main", "std", "make_unique"), ("main", "geo", "total")]
    assert [c.is_new for c in facts.calls if c.name == "Circle"] == [True, True]   # ``geo::Circle c(2.0);`` too, at c
    assert [c.args for c in facts.calls if c.name == "Circle"] == [1, 2]


def test_linking_same_file_cross_file_and_this() -> None:
    linker = link({"src/shape.h": SHAPE_H, "src/shape.cpp": SHAPE_CPP, "src/main.cpp": MAIN_CPP})
    cpp = "src/shape.cpp"
    assert target(linker, cpp, "sq") == "src/shape.cpp::geo.sq()"                          # same file
    assert target(linker, cpp, "area") == "src/shape.h::geo.Shape.area()"                  # this->area(): pure
    # Declarations in the header with one definition in shape.cpp: calls reach the definition.
    assert target(linker, cpp, "Circle") == "src/shape.cpp::geo.Circle.Circle()"           # namespace reopened
    assert target(linker, cpp, "twice") == "src/shape.cpp::geo.Shape.twice()"              # typed parameter
    main = resolved(linker, "src/main.cpp")
    assert main[(6, "Circle")] == "src/shape.h::geo.Circle.Circle()~2"                     # by arity; not defined
    assert main[(7, "unit")] == "src/shape.cpp::geo.Circle.unit()"
    assert main[(8, "area")] == "src/shape.cpp::geo.Circle.area()"
    assert main[(9, "twice")] == "src/shape.cpp::geo.Shape.twice()"                        # inherited
    assert main[(10, "area")] == "src/shape.cpp::geo.Circle.area()"                        # auto from return type
    assert main[(11, "make_unique")] is None
    assert main[(12, "total")] == "src/shape.cpp::geo.total()"
    assert ("src/shape.h::geo.Circle#", "src/shape.h::geo.Shape#") in edges(linker, "src/shape.h", "INHERITS")


def test_implicit_members_and_gtest() -> None:
    linker = link({
        "src/counter.h": """\
            class Counter {
            public:
                void bump() { add(1); }
            private:
                void add(int k) { n_ += k; }
                int n_ = 0;
            };
        """,
        "tests/counter_test.cc": """\
            #include "../src/counter.h"
            TEST(CounterTest, Bumps) { Counter c; c.bump(); }
        """,
    })
    assert target(linker, "src/counter.h", "add") == "src/counter.h::Counter.add()"
    test = defs(linker.tables["tests/counter_test.cc"].facts)["CounterTest.Bumps"]
    assert test.is_test and test.decorators == ["TEST"]
    assert ("tests/counter_test.cc::CounterTest.Bumps()", "src/counter.h::Counter.bump()") in edges(
        linker, "tests/counter_test.cc", "TESTS")


def test_syntax_errors_keep_what_parses() -> None:
    facts = extract("src/broken.cpp", """\
        int good() { return 1; }
        class Broken { void f( };
        int after() { return 3; }
    """)
    assert facts.diagnostics and "syntax errors" in facts.diagnostics[0]
    assert "good" in defs(facts) and "after" in defs(facts)


def test_bare_calls_in_out_of_line_methods_prefer_members() -> None:
    linker = link({
        "src/engine.h": """\
            namespace car {
            int start(int code);
            class Engine {
            public:
                void run();
                int start(int code);
            };
            }
        """,
        "src/engine.cpp": """\
            #include "engine.h"
            namespace car {
            void Engine::run() { start(1); ::car::start(2); }
            }
            int main() { return car::start(3); }
        """,
    })
    table = linker.tables["src/engine.cpp"]
    got = {(c.scope, c.receiver): linker.resolve_call(table, c)[0].dst for c in table.facts.calls}
    assert got == {("car.Engine.run", None): "src/engine.h::car.Engine.start()",     # the member, not car::start
                   ("car.Engine.run", "car"): "src/engine.h::car.start()",
                   ("main", "car"): "src/engine.h::car.start()"}
