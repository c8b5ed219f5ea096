"""Rust extraction and linking: items, impl blocks (same file and elsewhere), traits,
``use`` trees, ``mod`` files, ``crate::``/``super::`` paths, ``self`` hints, tests."""

from __future__ import annotations

from smriti_git.index.languages import for_path, get

from .lang_support import call_list, defs, edges, extract, link, resolved, target

LIB = """\
    //! The shapes crate.
    pub mod util;
    mod shapes;
    use crate::util::helper;

    pub fn top() -> i32 {
        helper(2) + local() + util::twice(3) + crate::util::twice(1)
    }

    fn local() -> i32 { 1 }
"""

UTIL = """\
    /// Doubles.
    pub fn twice(x: i32) -> i32 { x * 2 }
    pub fn helper(x: i32) -> i32 { twice(x) }

    /// Counts things.
    #[derive(Debug, Clone)]
    pub struct Counter { n: i32, pub inner: super::shapes::Circle }

    impl Counter {
        /// A fresh counter.
        pub fn new() -> Self { Counter { n: 0, inner: todo!() } }
        pub fn bump(&mut self) -> i32 {
            self.add(1);
            Self::new();
            self.inner.area();
            self.n
        }
        fn add(&mut self, k: i32) { self.n += k; }
    }
"""

SHAPES = """\
    use crate::util::Counter;

    pub trait Shape: std::fmt::Debug {
        fn area(&self) -> f64;
        fn describe(&self) -> String { self.area(); String::new() }
    }

    #[derive(Debug)]
    pub struct Circle { pub r: f64 }

    impl Shape for Circle {
        fn area(&self) -> f64 { 3.0 }
    }

    impl crate::util::Counter {
        pub fn reset(&mut self) { self.bump(); }
    }

    pub fn make() -> Circle {
        let c = Counter::new();
        c.bump();
        let s = Circle { r: 1.0 };
        s.describe();
        super::top();
        s
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn it_works() { make(); super::make(); }
    }
"""


def test_registered() -> None:
    rust = for_path("src/lib.rs")
    assert rust is not None and rust.name == "rust"
    assert get("rust").is_test_path("tests/it.rs") and not get("rust").is_test_path("src/lib.rs")


def test_definitions_docs_attributes_and_impl_members() -> None:
    facts = extract("src/util.rs", UTIL)
    found = defs(facts)
    assert found["twice"].kind == "function" and found["twice"].doc == "Doubles."
    assert found["twice"].signature == "pub fn twice(x: i32) -> i32"
    counter = found["Counter"]
    assert counter.kind == "struct" and counter.doc == "Counts things."
    assert counter.decorators == ["derive(Debug, Clone)"]
    assert found["Counter.n"].kind == "field" and not found["Counter.n"].exported
    new = found["Counter.new"]
    assert (new.kind, new.parent, new.name, new.doc, new.returns) == ("method", "Counter", "new", "A fresh counter.",
                                                                      "Counter")
    assert found["Counter.add"].parent == "Counter" and not found["Counter.add"].exported
    assert "impl" not in {d.kind for d in facts.definitions}
    # self is typed in every method; field types are hints too
    assert ("Counter.bump", "self", "Counter") in {(h.scope, h.name, h.type) for h in facts.hints}
    assert ("Counter", "inner", "super::shapes::Circle") in {(h.scope, h.name, h.type) for h in facts.hints}


def test_traits_impls_and_foreign_impl_blocks() -> None:
    facts = extract("src/shapes/mod.rs", SHAPES)
    found = defs(facts)
    assert found["Shape"].kind == "trait"
    assert found["Shape.area"].is_abstract and found["Shape.area"].signature == "fn area(&self) -> f64"
    assert found["Circle.area"].parent == "Circle" and found["Circle.area"].exported
    # a method of a type defined in another file keeps a dotted name: no bare lookup reaches it
    reset = found["Counter.reset"]
    assert (reset.name, reset.parent, reset.kind) == ("Counter.reset", None, "method")
    assert {(i.type_qualname, i.base, i.kind) for i in facts.inherits} == {
        ("Circle", "Shape", "implements"), ("Shape", "std::fmt::Debug", "extends")}
    tests_mod = found["tests"]
    assert tests_mod.kind == "module" and tests_mod.is_test
    assert found["tests.it_works"].is_test and found["tests.it_works"].decorators == ["test"]


def test_use_trees_and_mod_declarations() -> None:
    facts = extract("src/lib.rs", """\
        use std::collections::{HashMap, hash_map::Entry as E, self};
        use super::x::*;
        use crate::a::b;
        mod inner;
    """)
    imports = {(i.module, i.name, i.alias) for i in facts.imports}
    assert imports == {
        ("std::collections", "HashMap", None), ("std::collections::hash_map", "Entry", "E"),
        ("std::collections", None, None), ("super::x", "*", None), ("crate::a", "b", None),
        ("self::inner", None, "inner"),
    }
    assert extract("src/lib.rs", LIB).doc == "The shapes crate."


def test_calls_and_receivers() -> None:
    facts = extract("src/util.rs", UTIL)
    assert ("Counter.bump", "self", "add") in call_list(facts)
    assert ("Counter.bump", "Counter", "new") in call_list(facts)      # Self::new()
    assert ("Counter.bump", "self.inner", "area") in call_list(facts)
    generic = extract("src/a.rs", "fn f() { Vec::<u8>::new(); x.iter().map(|v| v); self::g(); }\n")
    assert call_list(generic) == [("f", "Vec", "new"), ("f", "x", "iter"), ("f", "x.iter()", "map"), ("f", None, "g")]


def test_linking_same_file_cross_file_and_self() -> None:
    linker = link({"src/lib.rs": LIB, "src/util.rs": UTIL, "src/shapes/mod.rs": SHAPES})
    lib = resolved(linker, "src/lib.rs")
    assert lib[(7, "local")] == "src/lib.rs::local()"                       # same file
    assert lib[(7, "helper")] == "src/util.rs::helper()"                    # use crate::util::helper
    table = linker.tables["src/lib.rs"]
    twice = {c.receiver: linker.resolve_call(table, c)[0].dst for c in table.facts.calls if c.name == "twice"}
    assert twice == {"util": "src/util.rs::twice()", "crate::util": "src/util.rs::twice()"}
    assert target(linker, "src/util.rs", "add") == "src/util.rs::Counter.add()"          # self.add
    assert target(linker, "src/util.rs", "new", "Counter.bump") == "src/util.rs::Counter.new()"  # Self::new
    assert target(linker, "src/util.rs", "area") == "src/shapes/mod.rs::Circle.area()"    # field type
    shapes = "src/shapes/mod.rs"
    assert target(linker, shapes, "bump", "make") == "src/util.rs::Counter.bump()"        # let c = Counter::new()
    assert target(linker, shapes, "describe") == "src/shapes/mod.rs::Shape.describe()"    # trait default method
    assert target(linker, shapes, "top") == "src/lib.rs::top()"                           # super::top
    assert target(linker, shapes, "bump", "Counter.reset") == "src/util.rs::Counter.bump()"  # self, foreign impl
    test_calls = {c.receiver: linker.resolve_call(linker.tables[shapes], c)[0].dst
                  for c in linker.tables[shapes].facts.calls if c.scope == "tests.it_works"}
    assert test_calls == {None: "src/shapes/mod.rs::make()", "$self": "src/shapes/mod.rs::make()"}
    assert ("src/lib.rs", "src/util.rs") in edges(linker, "src/lib.rs", "IMPORTS")
    assert ("src/lib.rs", "src/shapes/mod.rs") in edges(linker, "src/lib.rs", "IMPORTS")
    assert ("src/shapes/mod.rs::Circle#", "src/shapes/mod.rs::Shape#") in edges(linker, shapes, "IMPLEMENTS")


def test_unknown_receivers_stay_unresolved() -> None:
    linker = link({"src/lib.rs": """\
        pub struct A;
        impl A { pub fn go(&self) {} }
        pub fn f(x: Vec<A>) { let a = A; a.go(); x.len(); let a = 3; }
        pub fn g(v: Thing) { v.go(); }
    """})
    table = linker.tables["src/lib.rs"]
    outcome = {(c.scope, c.name): linker.resolve_call(table, c)[0] for c in table.facts.calls}
    assert outcome[("f", "go")].dst is None            # ``a`` is bound twice: no guess
    assert outcome[("f", "len")].dst is None
    assert outcome[("g", "go")].dst is None and not outcome[("g", "go")].resolved


def test_syntax_errors_keep_what_parses() -> None:
    facts = extract("src/broken.rs", """\
        pub fn good() -> i32 { 1 }
        pub fn broken( {
        pub struct Later { x: i32 }
        fn after() {}
    """)
    assert facts.diagnostics and "syntax errors" in facts.diagnostics[0]
    assert "good" in defs(facts) and "after" in defs(facts)


def test_inline_modules_and_path_independent_facts() -> None:
    source = """\
        pub mod a {
            pub fn f() {}
            pub mod b {
                use super::f as g;
                pub fn run() { super::f(); self::h(); g(); super::super::top(); }
                pub fn h() {}
            }
        }
        pub fn top() { a::b::run(); }
    """
    first, second = extract("src/x.rs", source), extract("src/y/z.rs", source)
    assert [(c.receiver, c.name) for c in first.calls] == [(c.receiver, c.name) for c in second.calls]
    assert [(i.module, i.name) for i in first.imports] == [(i.module, i.name) for i in second.imports]
    linker = link({"src/lib.rs": "mod x;\n", "src/x.rs": source})
    got = {(c.receiver, c.name): linker.resolve_call(linker.tables["src/x.rs"], c)[0].dst
           for c in linker.tables["src/x.rs"].facts.calls}
    assert got == {("$self::a", "f"): "src/x.rs::a.f()", (None, "h"): "src/x.rs::a.b.h()",
                   (None, "g"): None,   # ``use`` of an item of an inline module: not followed
                   ("$self", "top"): "src/x.rs::top()", ("a::b", "run"): "src/x.rs::a.b.run()"}
