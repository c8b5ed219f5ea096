"""Java overloads told apart by arguments whose types need the whole project (or the JDK's
common methods): a call's result, another class's static field, a ``?:``, a lambda or method
reference, ``Outer.this``, a multi-catch parameter, ``array.length``.  Where the types still
leave several overloads, the call stays an ambiguous overload with its candidates."""

from __future__ import annotations

from .lang_support import link, resolved

NAMES = """\
    package p;

    import java.lang.reflect.Type;
    import java.util.function.Supplier;

    class Name {
        static final Name ROOT = new Name();
        static final String LABEL = "root";
        static <T extends Name> T any() { return null; }
        static Name get(String s) { return new Name(); }
        static Name get(Type t) { return new Name(); }
        static int[] sizes() { return new int[0]; }
        int width() { return 0; }
    }
    enum Kind { A, B }
    interface Action { void run(String s); }
    interface Wide { void a(); void b(); }
    class Failure extends Exception { }
    class Timeout extends Failure { }
    class Broken extends Failure { }
"""


def test_call_results_type_arguments_by_declared_results_and_common_jdk_methods() -> None:
    linker = link({"src/p/Name.java": NAMES, "src/p/Writer.java": """\
        package p;

        import java.lang.reflect.Type;

        class Writer {
            void emit(String s) {}
            void emit(Name n) {}
            void emit(int n) {}
            void emit(Class<?> c) {}
            void emit(int[] sizes) {}
            void run(Object o, String text, Kind kind) {
                emit(Name.get("x"));
                emit(o.getClass());
                emit(o.toString());
                emit(String.format("%s", o));
                emit(text.length());
                emit(kind.name());
                emit(Name.sizes());
                emit(new Name().width());
                emit(Name.any());
                emit(o.hashCode());
                emit(text.chars());
            }
        }
        """})
    w = "src/p/Writer.java::Writer."
    got = resolved(linker, "src/p/Writer.java")
    assert {k: v for k, v in got.items() if k[1] == "emit"} == {
        (12, "emit"): w + "emit()~2",   # Name.get returns Name
        (13, "emit"): w + "emit()~4",   # Object.getClass() -> Class
        (14, "emit"): w + "emit()",     # toString() -> String
        (15, "emit"): w + "emit()",     # String.format -> String
        (16, "emit"): w + "emit()~3",   # String.length() -> int
        (17, "emit"): w + "emit()",     # an enum's name() -> String
        (18, "emit"): w + "emit()~5",   # declared int[]
        (19, "emit"): w + "emit()~3",   # a project method's declared int
        (20, "emit"): None,             # <T extends Name> T: javac infers T, not the bound: left open
        (21, "emit"): w + "emit()~3",   # Object.hashCode() -> int
        (22, "emit"): None,             # String.chars(): not in the JDK table, unknown
    }


def test_static_fields_conditionals_lambdas_and_outer_this() -> None:
    linker = link({"src/p/Name.java": NAMES, "src/p/Sink.java": """\
        package p;

        import java.util.function.Supplier;

        class Sink {
            void take(Name n) {}
            void take(String s) {}
            void act(String s) {}
            void act(Action a) {}
            void act(Name n) {}
            void wide(Wide w) {}
            void wide(Supplier<String> s) {}
            void count(int n) {}
            void count(String s) {}
            void run(boolean flag, String[] items) {
                take(Name.ROOT);
                take(Name.LABEL);
                take(flag ? null : "x");
                take(flag ? Name.ROOT : null);
                act(s -> {});
                act(this::act);
                wide(() -> "x");
                count(items.length);
                act(flag ? "a" : null);
            }
            class Inner {
                void take(Object o) {}
                void go() {
                    Sink.this.take("x");
                    take(Sink.this);
                }
            }
        }
        """})
    s = "src/p/Sink.java::Sink."
    got = resolved(linker, "src/p/Sink.java")
    assert got[(16, "take")] == s + "take()"       # a static field of another class: Name
    assert got[(17, "take")] == s + "take()~2"     # String
    assert got[(18, "take")] == s + "take()~2"     # null : String -> String
    assert got[(19, "take")] == s + "take()"       # Name : null -> Name
    assert got[(20, "act")] == s + "act()~2"       # a lambda: only Action is a functional interface
    assert got[(21, "act")] == s + "act()~2"       # a method reference: the same
    assert got[(22, "wide")] == s + "wide()~2"     # Wide has two abstract methods: not functional
    assert got[(23, "count")] == s + "count()"     # array.length is an int
    assert got[(24, "act")] == s + "act()"         # String
    assert got[(29, "take")] == s + "take()~2"     # Sink.this.take: the outer class's method
    assert got[(30, "take")] == s + "Inner.take()"  # Sink.this is a Sink, Inner.take(Object) the only one


def test_multi_catch_parameter_is_the_alternatives_common_supertype() -> None:
    linker = link({"src/p/Name.java": NAMES, "src/p/Report.java": """\
        package p;

        class Report {
            void log(Failure f) {}
            void log(String s) {}
            void note(Timeout t) {}
            void note(Broken b) {}
            void run() {
                try {
                    work();
                } catch (Timeout | Broken e) {
                    log(e);
                    note(e);
                }
            }
            void work() throws Timeout, Broken {}
        }
        """})
    got = resolved(linker, "src/p/Report.java")
    assert got[(12, "log")] == "src/p/Report.java::Report.log()"  # both are Failures
    assert got[(13, "note")] is None                               # neither note() fits both: left open


def test_call_result_of_overloads_with_different_results_is_the_one_its_arguments_pick() -> None:
    linker = link({"src/p/Mixed.java": """\
        package p;

        class Mixed {
            static String make(int n) { return ""; }
            static Mixed make(long n) { return null; }
            void use(String s) {}
            void use(Mixed m) {}
            void run(int n) {
                use(make(n));
                use(make(Long.getLong("n")));
            }
        }
        """})
    assert resolved(linker, "src/p/Mixed.java")[(9, "use")] == "src/p/Mixed.java::Mixed.use()"  # make(int): String
    table = linker.tables["src/p/Mixed.java"]
    call = next(c for c in table.facts.calls if c.name == "use" and c.line == 10)
    edge, candidates = linker.resolve_call(table, call)  # make's argument unknown: which make, and so use, open
    assert edge.dst is None and edge.reason == "ambiguous overload"
    assert len(candidates) == 2


def test_reflection_and_annotation_processing_types_tell_overloads_apart() -> None:
    linker = link({"src/p/Names.java": """\
        package p;

        import java.lang.reflect.GenericArrayType;
        import java.lang.reflect.Type;
        import javax.lang.model.type.ArrayType;
        import javax.lang.model.type.TypeMirror;

        class Names {
            static Names get(TypeMirror mirror) { return null; }
            static Names get(Type type) { return null; }
            static void run(ArrayType array, GenericArrayType generic, Class<?> c) {
                get(array);
                get(array.getComponentType());
                get(generic.getGenericComponentType());
                get(c);
            }
        }
        """})
    n = "src/p/Names.java::Names."
    got = resolved(linker, "src/p/Names.java")
    assert got[(12, "get")] == n + "get()"       # an ArrayType is a TypeMirror, not a reflect Type
    assert got[(13, "get")] == n + "get()"       # ArrayType.getComponentType() -> TypeMirror
    assert got[(14, "get")] == n + "get()~2"     # GenericArrayType.getGenericComponentType() -> Type
    assert got[(15, "get")] == n + "get()~2"     # a Class is a Type


def test_lambdas_fit_only_functional_interfaces_of_their_arity_and_jdk_constants_are_typed() -> None:
    linker = link({"src/p/Arrays2.java": """\
        package p;

        import java.util.function.Function;
        import java.util.function.IntFunction;
        import java.util.function.Supplier;

        interface Pair { Object both(Object a, Object b); }
        class Arrays2 {
            static Object copy(Object a, Supplier<Object> s) { return null; }
            static Object copy(Object a, Function<Object, Object> f) { return null; }
            static void fill(IntFunction<String> f) {}
            static void fill(Pair p) {}
            static void last(int[] a, int n) {}
            static void last(int[] a, String s) {}
            static void run(int[] a) {
                copy(a, () -> null);
                copy(a, x -> x);
                copy(a, Arrays2::new);
                fill(i -> "x");
                fill((x, y) -> x);
                last(a, Integer.MAX_VALUE);
            }
        }
        """})
    n = "src/p/Arrays2.java::Arrays2."
    got = resolved(linker, "src/p/Arrays2.java")
    assert got[(16, "copy")] == n + "copy()"       # no parameter: a Supplier, not a Function
    assert got[(17, "copy")] == n + "copy()~2"     # one parameter: a Function
    assert got[(18, "copy")] is None               # a method reference: its arity is not known
    assert got[(19, "fill")] == n + "fill()"       # IntFunction takes one, Pair.both two
    assert got[(20, "fill")] == n + "fill()~2"
    assert got[(21, "last")] == n + "last()"       # Integer.MAX_VALUE is an int


def test_enum_fields_in_constant_bodies_array_fields_and_no_argument_results_of_library_subclasses() -> None:
    linker = link({"src/p/State.java": """\
        package p;

        import java.util.Map;

        class Attr implements Map.Entry<String, String> {
            public String getKey() { return ""; }
            public String getValue() { return ""; }
            public String setValue(String v) { return v; }
        }
        class Consts {
            static final String[] TAGS = {"a"};
        }
        class Out {
            void emit(char c) {}
            void emit(String s) {}
            void join(String[] all, String sep) {}
            void join(Iterable<String> all, String sep) {}
        }
        enum State {
            DATA {
                void read(Out t) {
                    t.emit(replacement);
                }
            };
            static final char replacement = '?';
            abstract void read(Out t);
            void run(Out t, Attr attr) {
                t.emit(attr.getKey());
                t.join(Consts.TAGS, ", ");
            }
        }
        """})
    o = "src/p/State.java::Out."
    got = resolved(linker, "src/p/State.java")
    assert got[(22, "emit")] == o + "emit()"      # the enum's field, seen in a constant's body: a char
    assert got[(28, "emit")] == o + "emit()~2"    # getKey() takes nothing: Attr's own, a String
    assert got[(29, "join")] == o + "join()"      # Consts.TAGS is a String[]
