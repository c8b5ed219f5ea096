"""Java overloads as javac picks them: parameters typed per overload (two overloads that name a
parameter alike, each with its own type), and overloads of one arity told apart by the types of
the arguments where those are certain (literals, `new`, casts, declared locals, parameters and
fields); where they are not, the call stays an ambiguous candidate."""

from __future__ import annotations

from .lang_support import link, resolved

WRITERS = """\
    package p;

    class JsonWriter { void flush() {} }
    class TextWriter { void flush() {} }
"""


def test_parameters_of_overloads_sharing_a_name_keep_their_own_types() -> None:
    linker = link({"src/p/JsonWriter.java": WRITERS, "src/p/Gson.java": """\
        package p;

        class Gson {
            void toJson(Object src, TextWriter writer) {
                writer.flush();
            }
            void toJson(Object src, JsonWriter writer) {
                writer.flush();
            }
        }
        """})
    assert resolved(linker, "src/p/Gson.java") == {
        (5, "flush"): "src/p/JsonWriter.java::TextWriter.flush()",
        (8, "flush"): "src/p/JsonWriter.java::JsonWriter.flush()",
    }


SHAPES = """\
    package p;

    class Shape { }
    class Square extends Shape implements Comparable<Square> { }
    class Circle extends Shape { }
"""


def test_overloads_of_one_arity_told_apart_by_argument_types() -> None:
    linker = link({"src/p/Shape.java": SHAPES, "src/p/Writer.java": """\
        package p;

        import java.io.IOException;

        class Writer {
            private String name;
            void value(String s) {}
            void value(long n) {}
            void value(boolean b) {}
            void value(Number n) {}
            void draw(Shape s) {}
            void draw(Circle c) {}
            void draw(String label) {}
            void fail(String message) {}
            void fail(Throwable cause) {}
            void log(Object o) {}
            void log(int i) {}
            void all(String... parts) {}
            void all(int first, String... rest) {}

            void run(Square sq, int count, Double ratio, Object any) {
                value("text");
                value(3);
                value(count > 1);
                value(ratio);
                value(name);
                draw(sq);
                draw(new Circle());
                draw((Shape) any);
                draw(null);
                try { run(null, 0, null, null); } catch (IOException e) { fail(e); }
                log('c');
                log(count + 1L);
                all("a", "b");
                all(1, "b");
                value(any);
                draw(unknownCall);
            }
        }
        """})
    got = resolved(linker, "src/p/Writer.java")
    w = "src/p/Writer.java::Writer."
    assert {k: v for k, v in got.items() if k[1] not in ("run", "Circle")} == {
        (22, "value"): w + "value()",        # a string literal: value(String)
        (23, "value"): w + "value()~2",      # an int widens to long before it would box to Number
        (24, "value"): w + "value()~3",      # a comparison is a boolean
        (25, "value"): w + "value()~4",      # Double unboxes only in phase 2; phase 1 takes Number
        (26, "value"): w + "value()",        # a String field
        (27, "draw"): w + "draw()",          # Square is a Shape, not a Circle nor a String
        (28, "draw"): w + "draw()~2",        # Circle: draw(Shape) and draw(Circle) apply, Circle is more specific
        (29, "draw"): w + "draw()",          # a cast
        (30, "draw"): None,                  # null fits Circle and String, neither more specific: javac refuses
        (31, "fail"): w + "fail()~2",        # an exception is no String (a final class)
        (32, "log"): w + "log()~2",          # a char widens to int in phase 1
        (33, "log"): w + "log()",            # a long does not fit int: boxed to Long, an Object
        (34, "all"): w + "all()",            # variable arity: String, String
        (35, "all"): w + "all()~2",          # int, then String...
        (36, "value"): w + "value()~4",      # Object is no String nor primitive; Number is all that can be meant
        (37, "draw"): None,                  # a name of unknown type (inherited, say): left ambiguous
    }


def test_overloads_across_the_class_hierarchy_and_enum_constant_bodies() -> None:
    linker = link({"src/p/Shape.java": SHAPES, "src/p/Builder.java": """\
        package p;

        class Base {
            void process(Shape s) {}
        }
        class Builder extends Base {
            void process(String token) {}
            void go(Circle c) {
                process(c);
                process("x");
            }
        }
        enum State {
            START { void run() { next(1); } void next(int n) {} },
            STOP { void run() { next(2); } void next(int n) {} };
            abstract void run();
            static void all(State s) { s.run(); }
        }
        """})
    assert resolved(linker, "src/p/Builder.java") == {
        (9, "process"): "src/p/Builder.java::Base.process()",  # the base's overload: a Circle is no String
        (10, "process"): "src/p/Builder.java::Builder.process()",
        (14, "next"): "src/p/Builder.java::State.START.next()",  # each constant's body has its own methods
        (15, "next"): "src/p/Builder.java::State.STOP.next()",
        (17, "run"): "src/p/Builder.java::State.run()",  # the abstract method, not the constants' overrides
    }


def test_inherited_methods_hide_outer_and_statically_imported_ones() -> None:
    linker = link({"src/p/Parser.java": """\
        package p;

        public class Parser {
            public static String namespace() { return ""; }
        }
        """, "src/p/Builder.java": """\
        package p;

        import static p.Parser.*;

        class Base {
            String namespace() { return ""; }
            void header(String name) {}
        }
        class Connection {
            void header(String name) {}
            static class Request extends Base {
                private String header;
                void run() {
                    namespace();
                    header("x");
                }
            }
        }
        """})
    assert resolved(linker, "src/p/Builder.java") == {
        (14, "namespace"): "src/p/Builder.java::Base.namespace()",  # inherited, not the static import
        (15, "header"): "src/p/Builder.java::Base.header()",        # inherited, not the outer class's
    }


def test_a_chain_through_overloads_that_return_different_types_is_not_guessed() -> None:
    linker = link({"src/p/Node.java": """\
        package p;

        class Node {
            Node attr(String key, String value) { return this; }
            String attr(String key) { return ""; }
            Node parent() { return null; }
            Node parent(int depth) { return null; }
            boolean equals(Node other) { return false; }
            void run(Node el) {
                el.attr("a").equals(null);
                el.parent().equals(null);
            }
        }
        """})
    assert resolved(linker, "src/p/Node.java")[(10, "equals")] is None  # String.equals or Node.equals: unknown
    assert resolved(linker, "src/p/Node.java")[(11, "equals")] == "src/p/Node.java::Node.equals()"


def test_type_variables_bounds_variable_arity_and_library_bases() -> None:
    linker = link({"src/p/Validate.java": """\
        package p;

        import java.text.Format;
        import java.util.Collection;

        class Validate {
            static <T extends Collection<?>> T notEmpty(T c, String message, Object... values) { return c; }
            static <T extends CharSequence> T notEmpty(T chars, String message, Object... values) { return chars; }
            static <E> E nonNull(E array) { return array; }
            static <E> E nonNull(E... array) { return null; }
            static void run(String text, Object[] items) {
                notEmpty(text, "empty");
                nonNull(items);
            }
        }
        abstract class Composite extends Format {
            String format(Object o, StringBuffer into, int pos) { return ""; }
            String reformat(String input) { return format(input); }
        }
        """})
    v = "src/p/Validate.java::"
    assert resolved(linker, "src/p/Validate.java") == {
        (12, "notEmpty"): v + "Validate.notEmpty()~2",  # a String is a CharSequence, no Collection
        (13, "nonNull"): v + "Validate.nonNull()~2",    # an array fits E and E[]: E[] is more specific
        (18, "format"): None,                           # no own format takes one argument: Format's
    }
    table = linker.tables["src/p/Validate.java"]
    fmt = next(c for c in table.facts.calls if c.name == "format")
    assert linker.resolve_call(table, fmt)[0].reason == "external base"


def test_overloads_of_one_arity_in_a_class_and_its_base_stay_candidates_when_types_are_unknown() -> None:
    linker = link({"src/p/Range.java": """\
        package p;

        class Range<T> {
            T fit(T element) { return element; }
        }
        class LongRange extends Range<Long> {
            long fit(long element) { return element; }
            long run(Range<Long> other) {
                return fit(Long.getLong("n"));
            }
        }
        """})
    table = linker.tables["src/p/Range.java"]
    (call,) = [c for c in table.facts.calls if c.name == "fit"]
    edge, candidates = linker.resolve_call(table, call)
    assert edge.dst is None and edge.reason == "ambiguous overload"
    assert {c.dst for c in candidates} == {"src/p/Range.java::LongRange.fit()", "src/p/Range.java::Range.fit()"}


def test_library_interfaces_with_known_supertypes_and_generic_arrays() -> None:
    linker = link({"src/p/Out.java": """\
        package p;

        import java.io.Closeable;
        import java.io.Flushable;
        import java.util.Iterator;
        import java.util.Collection;

        class Writer implements Closeable, Flushable { }
        class TreeWriter extends Writer { }
        class Out {
            void to(Object src, Appendable out) {}
            void to(Object src, Writer out) {}
            static void of(Collection<?> c) {}
            static void of(Iterator<?> i) {}
            static <T> T[] remove(T[] array, int index) { return array; }
            static boolean[] remove(boolean[] array, int index) { return array; }
            void run(TreeWriter tree, Iterator<String> it, boolean[] flags) {
                to(this, tree);
                of(it);
                remove(flags, 0);
            }
        }
        """})
    got = resolved(linker, "src/p/Out.java")
    assert got[(18, "to")] == "src/p/Out.java::Out.to()~2"  # Closeable and Flushable are no Appendable
    assert got[(19, "of")] == "src/p/Out.java::Out.of()~2"  # an Iterator is no Collection
    assert got[(20, "remove")] == "src/p/Out.java::Out.remove()~2"  # a boolean[] is no T[]


def test_no_argument_calls_prefer_fixed_arity_and_array_elements_are_typed() -> None:
    linker = link({"src/p/Elements.java": """\
        package p;

        class Elements {
            Elements() {}
            Elements(Elements... more) {}
            void value(String s) {}
            void value(long n) {}
            void run(long[] values) {
                new Elements();
                value(values[0]);
            }
        }
        """})
    got = resolved(linker, "src/p/Elements.java")
    assert got[(9, "Elements")] == "src/p/Elements.java::Elements.Elements()"  # phase 1: no variable arity
    assert got[(10, "value")] == "src/p/Elements.java::Elements.value()~2"   # an element of a long[]
