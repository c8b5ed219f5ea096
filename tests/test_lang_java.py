"""Java extraction and linking: packages, imports (single, wildcard, static, nested),
classes and members, overloads, constructors, implicit ``this``, dispatch, tests."""

from __future__ import annotations

from smriti_git.index.languages import for_path, get

from .lang_support import extract, link, resolved


def test_registered_by_extension() -> None:
    lang = for_path("src/main/java/a/B.java")
    assert lang is not None and lang.name == "java" and lang.package_scope == "package"
    java = get("java")
    assert java.is_test_path("src/test/java/a/BTest.java") and java.is_test_path("a/BTest.java")
    assert java.is_test_path("src/test/java/a/Fixtures.java") and not java.is_test_path("src/main/java/a/B.java")
    assert java.module_type("com.acme.Outer.Inner") == "Outer.Inner" and java.module_type("com.acme") is None


def test_definitions_signatures_docs_annotations() -> None:
    facts = extract("src/com/acme/Shop.java", """\
        package com.acme;

        import java.util.List;

        /** The shop. */
        @Service
        public class Shop<T> extends Base<T> implements Runnable, com.acme.api.Api {
            /** Stock. */
            private final List<Item> items = new ArrayList<>();
            int a, b;

            /** Makes a shop. */
            public Shop(Repo repo) { super(repo); }
            Shop() { this(null); }

            @Override
            public <U> Item find(int id, String... tags) throws IOException { return null; }

            protected abstract Money total();

            static class Inner {}
            interface Listener { void changed(); default void done() {} }
            enum Color { RED, GREEN; boolean warm() { return true; } }
            record Point(int x, Item y) { static Point origin() { return null; } }
            @interface Marker { String value(); }
        }
        """)
    assert facts.package == "com.acme" and facts.doc == "The shop."
    defs = {(d.qualname, d.kind): d for d in facts.definitions}
    assert [(d.qualname, d.kind) for d in facts.definitions] == [
        ("Shop", "class"), ("Shop.items", "field"), ("Shop.a", "field"), ("Shop.b", "field"),
        ("Shop.Shop", "method"), ("Shop.Shop", "method"), ("Shop.find", "method"), ("Shop.total", "method"),
        ("Shop.Inner", "class"), ("Shop.Listener", "interface"), ("Shop.Listener.changed", "method"),
        ("Shop.Listener.done", "method"), ("Shop.Color", "enum"), ("Shop.Color.RED", "constant"),
        ("Shop.Color.GREEN", "constant"), ("Shop.Color.warm", "method"), ("Shop.Point", "class"),
        ("Shop.Point.x", "field"), ("Shop.Point.y", "field"), ("Shop.Point.origin", "method"),
        ("Shop.Marker", "interface"), ("Shop.Marker.value", "method"),
    ]
    shop = defs[("Shop", "class")]
    assert shop.signature == "public class Shop<T> extends Base<T> implements Runnable, com.acme.api.Api"
    assert shop.decorators == ["Service"]
    items = defs[("Shop.items", "field")]
    assert items.signature == "private final List<Item> items = new ArrayList<>()" and items.doc == "Stock."
    assert not items.exported
    ctors = [d for d in facts.definitions if d.qualname == "Shop.Shop"]
    assert [(c.signature, c.doc, c.arity) for c in ctors] == [
        ("public Shop(Repo repo)", "Makes a shop.", (1, 1)), ("Shop()", "", (0, 0))]
    find = defs[("Shop.find", "method")]
    assert find.signature == "public <U> Item find(int id, String... tags) throws IOException"
    assert find.decorators == ["Override"] and find.returns == "Item" and find.arity == (1, -1)
    assert defs[("Shop.total", "method")].is_abstract and defs[("Shop.total", "method")].returns == "Money"
    assert defs[("Shop.Listener.changed", "method")].is_abstract
    assert not defs[("Shop.Listener.done", "method")].is_abstract
    assert sorted((i.type_qualname, i.base, i.kind) for i in facts.inherits) == [
        ("Shop", "Base", "extends"), ("Shop", "Runnable", "implements"), ("Shop", "com.acme.api.Api", "implements")]
    assert [(c.name, c.receiver, c.is_new, c.args) for c in facts.calls] == [
        ("ArrayList", None, True, 0), ("Base", None, True, 1), ("Shop", None, True, 1)]
    hints = {(h.scope, h.name): h.type for h in facts.hints}
    assert hints[("Shop", "items")] == "List" and hints[("Shop.Shop", "repo")] == "Repo"
    assert hints[("Shop.Color", "RED")] == "Color" and hints[("Shop.Point", "y")] == "Item"


def test_imports() -> None:
    facts = extract("src/a/A.java", """\
        package a;

        import java.util.List;
        import java.util.*;
        import com.acme.Outer.Inner;
        import static com.acme.Util.helper;
        import static com.acme.Util.*;

        class A {}
        """)
    assert [(i.module, i.name) for i in facts.imports] == [
        ("java.util.List", "List"), ("java.util", "*"), ("com.acme.Outer", "Inner"), ("com.acme.Util", "helper"),
        ("com.acme.Util", "*")]


MONEY = """\
    package shop.model;

    /** Cents. */
    public final class Money {
        public static final Money ZERO = new Money(0);
        private final long cents;

        private Money(long cents) { this.cents = cents; }

        public static Money of(long cents) { return new Money(cents); }
        public static Money of(long units, int cents) { return of(units * 100 + cents); }

        public Money plus(Money other) { return new Money(cents + other.cents); }
        public long cents() { return cents; }
    }
    """

SHAPES = """\
    package shop.model;

    public interface Shape {
        double area();
        Money price();
    }

    abstract class Base implements Shape {
        protected Money price = Money.ZERO;
        public Money price() { return price; }
        public abstract String label();
        public static class Nested { public static Nested make() { return new Nested(); } }
    }
    """

SQUARE = """\
    package shop.model;

    public class Square extends Base {
        public double area() { return 1; }
        public String label() { return "square " + price().cents(); }
        void grow() { price = price.plus(Money.of(1, 50)); }
    }
    """

APP = """\
    package shop.app;

    import shop.model.*;
    import shop.model.Base.Nested;
    import static shop.model.Money.of;

    public class App {
        private final Shape shape = new Square();

        public String run(Square square) {
            var total = of(3).plus(Money.of(1, 2));
            shape.area();
            square.grow();
            this.shape.price().cents();
            Nested n = Nested.make();
            helper();
            return square.label() + total.cents();
        }

        private void helper() { run(null); }
    }
    """


def _shop() -> object:
    return link({"src/shop/model/Money.java": MONEY, "src/shop/model/Shape.java": SHAPES,
                 "src/shop/model/Square.java": SQUARE, "src/shop/app/App.java": APP})


def test_module_keys_and_same_package_visibility() -> None:
    linker = link({"src/shop/model/Money.java": MONEY, "src/shop/model/Shape.java": SHAPES,
                   "src/shop/model/Square.java": SQUARE, "src/shop/app/App.java": APP})
    java = get("java")
    assert java.module_keys("src/shop/model/Shape.java", linker.project) == [
        "shop.model.Shape", "shop.model.Base", "shop.model"]
    assert linker.symbols["src/shop/model/Money.java"].qualname == "shop.model.Money"
    assert resolved(linker, "src/shop/model/Square.java") == {
        (5, "price"): "src/shop/model/Shape.java::Base.price()",
        (5, "cents"): "src/shop/model/Money.java::Money.cents()",
        (6, "plus"): "src/shop/model/Money.java::Money.plus()",
        (6, "of"): "src/shop/model/Money.java::Money.of()~2",
    }


def test_overloads_constructors_static_imports_nested_and_dispatch() -> None:
    linker = link({"src/shop/model/Money.java": MONEY, "src/shop/model/Shape.java": SHAPES,
                   "src/shop/model/Square.java": SQUARE, "src/shop/app/App.java": APP})
    assert resolved(linker, "src/shop/model/Money.java") == {
        (5, "Money"): "src/shop/model/Money.java::Money.Money()",
        (10, "Money"): "src/shop/model/Money.java::Money.Money()",
        (11, "of"): "src/shop/model/Money.java::Money.of()",
        (13, "Money"): "src/shop/model/Money.java::Money.Money()",
    }
    assert resolved(linker, "src/shop/app/App.java") == {
        (8, "Square"): "src/shop/model/Square.java::Square#",
        (11, "of"): "src/shop/model/Money.java::Money.of()~2",
        (11, "plus"): "src/shop/model/Money.java::Money.plus()",
        (12, "area"): "src/shop/model/Shape.java::Shape.area()",
        (13, "grow"): "src/shop/model/Square.java::Square.grow()",
        (14, "price"): "src/shop/model/Shape.java::Shape.price()",
        (14, "cents"): "src/shop/model/Money.java::Money.cents()",
        (15, "make"): "src/shop/model/Shape.java::Base.Nested.make()",
        (16, "helper"): "src/shop/app/App.java::App.helper()",
        (17, "label"): "src/shop/model/Square.java::Square.label()",
        (17, "cents"): "src/shop/model/Money.java::Money.cents()",
        (20, "run"): "src/shop/app/App.java::App.run()",
    }
    table = linker.tables["src/shop/app/App.java"]
    # ``of(3)`` through the static import: the one-argument overload
    first = next(c for c in table.facts.calls if c.line == 11 and c.name == "of" and c.args == 1)
    assert linker.resolve_call(table, first)[0].dst == "src/shop/model/Money.java::Money.of()"
    # an interface method: the exact target plus low-confidence implementations
    area = next(c for c in table.facts.calls if c.name == "area")
    edge, candidates = linker.resolve_call(table, area)
    assert edge.resolved and [(c.dst, c.resolved) for c in candidates] == [
        ("src/shop/model/Square.java::Square.area()", False)]
    kinds = {(e.kind, e.src, e.dst) for e in linker.link("src/shop/model/Square.java").edges}
    assert ("INHERITS", "src/shop/model/Square.java::Square#", "src/shop/model/Shape.java::Base#") in kinds
    kinds = {(e.kind, e.src, e.dst) for e in linker.link("src/shop/model/Shape.java").edges}
    assert ("IMPLEMENTS", "src/shop/model/Shape.java::Base#", "src/shop/model/Shape.java::Shape#") in kinds


def test_same_arity_overloads_are_candidates_not_guesses() -> None:
    linker = link({"src/p/Calc.java": """\
        package p;

        class Calc {
            int price(String s) { return 0; }
            int price(Integer i) { return 1; }
            int both(Unknown u) { return price(u) + price(1, 2); }
        }
        """})
    table = linker.tables["src/p/Calc.java"]
    first = table.facts.calls[0]  # ``u``'s type is not known: either may be called (tests/test_java_overloads.py)
    edge, candidates = linker.resolve_call(table, first)
    assert edge.dst is None and edge.reason == "ambiguous overload"
    assert [c.dst for c in candidates] == ["src/p/Calc.java::Calc.price()", "src/p/Calc.java::Calc.price()~2"]
    # no overload takes two arguments: keep the first declared rather than invent one
    assert linker.resolve_call(table, table.facts.calls[1])[0].dst == "src/p/Calc.java::Calc.price()"


def test_fields_and_methods_of_the_same_name_and_bounded_type_parameters() -> None:
    linker = link({"src/p/Box.java": """\
        package p;

        class Item { void use() {} }

        class Box<T extends Item> {
            private Item item;
            private T held;
            Item item() { return item; }
            void run() {
                item().use();
                held.use();
                item.use();
            }
        }
        """})
    facts = linker.tables["src/p/Box.java"].facts
    assert [d.kind for d in facts.definitions if d.qualname == "Box.item"] == ["field", "method"]
    assert linker.tables["src/p/Box.java"].id_of["Box.item"] == "src/p/Box.java::Box.item()"  # as a scope
    assert resolved(linker, "src/p/Box.java") == {
        (10, "item"): "src/p/Box.java::Box.item()", (10, "use"): "src/p/Box.java::Item.use()",
        (11, "use"): "src/p/Box.java::Item.use()", (12, "use"): "src/p/Box.java::Item.use()"}


def test_tests_are_marked_and_linked() -> None:
    linker = link({
        "src/main/java/p/Svc.java": "package p;\n\npublic class Svc { public int go() { return 1; } }\n",
        "src/test/java/p/SvcTest.java": """\
            package p;

            import org.junit.jupiter.api.Test;

            class SvcTest {
                @Test
                void goes() { new Svc().go(); }

                void helper() {}
            }
            """,
    })
    facts = linker.tables["src/test/java/p/SvcTest.java"].facts
    assert facts.is_test
    assert {d.qualname: d.is_test for d in facts.definitions} == {"SvcTest": True, "SvcTest.goes": True,
                                                                   "SvcTest.helper": False}
    edges = {(e.kind, e.src, e.dst) for e in linker.link("src/test/java/p/SvcTest.java").edges}
    assert ("TESTS", "src/test/java/p/SvcTest.java::SvcTest.goes()", "src/main/java/p/Svc.java::Svc.go()") in edges
