"""JavaScript extraction and linking: definitions, ES/CommonJS imports, calls, JSX, tests."""

from __future__ import annotations

from smriti_git.index.languages import for_path, get
from smriti_git.index.languages.base import Project

from .lang_support import by_qualname, extract, link, resolved


def test_languages_are_registered_by_extension() -> None:
    for path, name in [("a.js", "javascript"), ("a.jsx", "javascript"), ("a.mjs", "javascript"),
                       ("a.cjs", "javascript"), ("a.ts", "typescript"), ("a.d.ts", "typescript"),
                       ("a.mts", "typescript"), ("a.tsx", "tsx")]:
        lang = for_path(path)
        assert lang is not None and lang.name == name
        assert lang.family == "ecmascript"


def test_definitions_kinds_signatures_docs_and_exports() -> None:
    facts = extract("src/shapes.js", """\
        /**
         * Geometry helpers.
         */

        import { helper } from './helper';

        const SIDES = 4;
        let counter = 0;

        /** A square. */
        export class Square extends Shape {
          static count = 0;
          #secret = 1;
          onClick = (event) => { this.grow(1); };

          constructor(side) {
            super(side);
            this.side = side;
          }

          /** Grows it. */
          grow(by) { return this.side + by; }
          get area() { return this.side ** 2; }
          static unit() { return new Square(1); }
          #hidden() {}
        }

        export const double = (x) => x * 2;
        export function* ids() { yield 1; }
        const named = function inner(a, b) {
          function nested() { return a; }
          return nested();
        };
        export default function () { return SIDES; }
        exports.legacy = function (x) { return x; };
        """)
    defs = by_qualname(facts)
    assert facts.doc == "Geometry helpers."
    assert defs["SIDES"][0] == "constant" and defs["counter"][0] == "variable"
    assert defs["Square"] == ("class", "class Square extends Shape", "A square.", True)
    assert defs["Square.count"][0] == "field"
    assert defs["Square.#secret"][0] == "field" and defs["Square.#secret"][3] is False
    assert defs["Square.onClick"][:2] == ("method", "onClick = (event)")
    assert defs["Square.constructor"][:2] == ("method", "constructor(side)")
    assert defs["Square.grow"] == ("method", "grow(by)", "Grows it.", True)
    assert defs["Square.area"][:2] == ("method", "get area()")
    assert defs["Square.unit"][:2] == ("method", "static unit()")
    assert defs["Square.#hidden"][3] is False
    assert defs["double"][:2] == ("function", "const double = (x)")
    assert defs["ids"][:2] == ("function", "function* ids()")
    assert defs["named"][0] == "function" and defs["named"][3] is False      # not exported
    assert defs["named.nested"][0] == "function" and defs["named.nested"][3] is False
    assert defs["default"][0] == "function" and defs["default"][3] is True
    assert defs["legacy"][:2] == ("function", "exports.legacy = function (x)")
    assert defs["legacy"][3] is True
    assert facts.exports == ["Square", "double", "ids", "default"]
    assert not facts.diagnostics


def test_imports_es_and_commonjs() -> None:
    facts = extract("src/app.js", """\
        import React, { useState as useS, default as R2 } from 'react';
        import * as util from './util';
        import './styles.css';
        export { a, b as c } from './ab';
        export * from './all';
        export * as ns from './ns';
        const fs = require('fs');
        const { join, resolve: res } = require('path');
        function lazy() { const mod = require('./lazy'); return mod; }
        """)
    got = [(i.module, i.name, i.alias, i.scope) for i in facts.imports]
    assert got == [
        ("react", "default", "React", None),
        ("react", "useState", "useS", None),
        ("react", "default", "R2", None),
        ("./util", None, "util", None),
        ("./styles.css", None, None, None),
        ("./ab", "a", None, None),
        ("./ab", "b", "c", None),
        ("./all", "*", None, None),
        ("./ns", None, "ns", None),
        ("fs", None, "fs", None),
        ("path", "join", None, None),
        ("path", "resolve", "res", None),
        ("./lazy", None, "mod", "lazy"),
    ]
    assert facts.exports == ["a", "c", "ns"]
    # require() bindings are imports, not variable definitions
    assert [d.name for d in facts.definitions] == ["lazy"]


def test_calls_receivers_new_super_and_jsx() -> None:
    facts = extract("src/view.jsx", """\
        class Panel extends Base {
          constructor(props) {
            super(props);
          }
          render() {
            super.render();
            this.props.onOpen?.();
            a?.b?.c();
            const x = new Widget.Button(1);
            return <Layout.Main title="x"><Button onClick={() => this.close()} /><div /></Layout.Main>;
          }
        }
        """)
    got = [(c.name, c.receiver, c.line, c.scope, c.is_new) for c in facts.calls]
    assert got == [
        ("constructor", "super", 3, "Panel.constructor", False),
        ("render", "super", 6, "Panel.render", False),
        ("onOpen", "this.props", 7, "Panel.render", False),
        ("c", "a.b", 8, "Panel.render", False),
        ("Button", "Widget", 9, "Panel.render", True),
        ("Main", "Layout", 10, "Panel.render", False),
        ("Button", None, 10, "Panel.render", False),
        ("close", "this", 10, "Panel.render", False),
    ]
    assert [(i.type_qualname, i.base) for i in facts.inherits] == [("Panel", "Base")]


def test_linking_commonjs_es_modules_this_super_and_jsdoc() -> None:
    linker = link({
        "lib/store.js": """\
            class Store {
              constructor(name) { this.name = name; }
              save(item) { return this.write(item); }
              write(item) { return item; }
            }
            function createStore(name) { return new Store(name); }
            module.exports = { Store, createStore };
            """,
        "lib/cache.js": """\
            const { Store } = require('./store');
            export default class Cache extends Store {
              constructor() { super('cache'); }
              save(item) { return super.save(item); }
            }
            """,
        "lib/index.js": """\
            export * from './util';
            export { default as Cache } from './cache';
            """,
        "lib/util.js": """\
            export const clamp = (x) => Math.max(0, x);
            """,
        "app.js": """\
            import { Cache, clamp } from './lib';
            const stores = require('./lib/store');

            /**
             * @param {Cache} cache
             * @returns {Cache}
             */
            function run(cache) {
              cache.save(clamp(1));
              return cache;
            }
            const store = stores.createStore('x');
            const c = new Cache();
            run(c).write(2);
            console.log(store);
            """,
    })
    assert resolved(linker, "lib/store.js") == {
        (3, "write"): "lib/store.js::Store.write()",
        (6, "Store"): "lib/store.js::Store.constructor()",
    }
    assert resolved(linker, "lib/cache.js") == {
        (1, "require"): None,
        (3, "constructor"): "lib/store.js::Store.constructor()",
        (4, "save"): "lib/store.js::Store.save()",
    }
    got = resolved(linker, "app.js")
    assert got[(2, "require")] is None
    assert got[(9, "save")] == "lib/cache.js::Cache.save()"              # JSDoc @param type
    assert got[(9, "clamp")] == "lib/util.js::clamp()"                   # through export *
    assert got[(12, "createStore")] == "lib/store.js::createStore()"     # require() module
    assert got[(13, "Cache")] == "lib/cache.js::Cache.constructor()"     # export { default as Cache }
    assert got[(14, "run")] == "app.js::run()"
    assert got[(14, "write")] == "lib/store.js::Store.write()"           # JSDoc @returns, inherited
    assert got[(15, "log")] is None
    links = linker.link("app.js")
    assert links.builtin_calls == {"log": 1, "require": 1}
    inherits = [e for e in linker.link("lib/cache.js").edges if e.kind == "INHERITS"]
    assert [(e.src, e.dst) for e in inherits] == [("lib/cache.js::Cache#", "lib/store.js::Store#")]


def test_test_files_and_test_blocks() -> None:
    lang = get("javascript")
    assert lang.is_test_path("src/a.test.js") and lang.is_test_path("src/__tests__/a.js")
    assert lang.is_test_path("src/a.spec.jsx") and not lang.is_test_path("src/contest.js")
    linker = link({
        "src/math.js": "export function add(a, b) { return a + b; }\n",
        "src/math.test.js": """\
            import { add } from './math';
            describe('math', () => {
              it('adds two.numbers', () => {
                expect(add(1, 2)).toBe(3);
              });
            });
            """,
    })
    facts = linker.tables["src/math.test.js"].facts
    assert facts.is_test
    assert [(d.qualname, d.is_test) for d in facts.definitions] == [
        ("describe_math", True), ("describe_math.it_adds_two_numbers", True)]
    edges = {(e.kind, e.src, e.dst) for e in linker.link("src/math.test.js").edges}
    assert ("TESTS", "src/math.test.js::describe_math.it_adds_two_numbers()", "src/math.js::add()") in edges
    assert ("TESTS", "src/math.test.js", "src/math.js") in edges


def test_module_resolution() -> None:
    lang = get("javascript")
    project = Project(["src/a.js", "src/b/index.ts", "src/c.ts", "src/c/index.js", "src/util/x.tsx",
                       "lib/types.d.ts", "index.js"])

    def resolve(spec: str, frm: str = "src/a.js") -> list[str]:
        return lang.resolve_module(spec, frm, project, {})

    assert resolve("./b") == ["src/b/index.ts"]
    assert resolve("./c") == ["src/c.ts"]                   # a file wins over a folder index
    assert resolve("./c.js") == ["src/c.ts"]                # TS ESM: .js names the .ts source
    assert resolve("../lib/types") == ["lib/types.d.ts"]
    assert resolve("..") == ["index.js"]
    assert resolve("./util/x", "src/a.js") == ["src/util/x.tsx"]
    assert resolve("@/util/x", "src/b/index.ts") == ["src/util/x.tsx"]
    assert resolve("util/x") == ["src/util/x.tsx"]         # baseUrl-style
    assert resolve("react") == [] and resolve("lodash/fp") == [] and resolve("../../outside") == []
    workspace = Project(["packages/common/src/index.ts", "packages/common/src/util.ts", "packages/ui/index.jsx",
                         "apps/web/main.ts"])
    assert lang.resolve_module("@acme/common", "apps/web/main.ts", workspace, {}) == ["packages/common/src/index.ts"]
    assert lang.resolve_module("@acme/common/util", "apps/web/main.ts", workspace, {}) == [
        "packages/common/src/util.ts"]
    assert lang.resolve_module("ui", "apps/web/main.ts", workspace, {}) == ["packages/ui/index.jsx"]
    assert lang.resolve_module("react", "apps/web/main.ts", workspace, {}) == []
    assert lang.module_keys("src/b/index.ts", project) == ["src/b/index", "src/b"]
    assert lang.module_keys("lib/types.d.ts", project) == ["lib/types"]


def test_syntax_errors_are_reported_and_the_rest_indexed() -> None:
    facts = extract("broken.js", """\
        function ok() { return 1; }
        function broken( { return 2;
        class Fine { m() {} }
        """)
    assert facts.diagnostics and "syntax errors" in facts.diagnostics[0]
    assert "ok" in [d.name for d in facts.definitions]


def test_a_jsdoc_block_above_a_blank_line_still_types_the_definition() -> None:
    """commander: ``/** @return {Command} */``, a blank line, then ``createCommand(name)``: the
    TypeScript compiler reads the JSDoc (leading comments, blank lines allowed), so the
    declared result types ``const cmd = this.createCommand(name)``."""
    linker = link({
        "lib/command.js": """\
            class Command {
              /**
               * @return {Command} new command
               */

              createCommand(name) { return new Command(name); }

              // a plain comment above a blank line is no documentation
              /* @return {Command} */

              other() { return null; }

              command(name) {
                const cmd = this.createCommand(name);
                cmd.description(name);
                const o = this.other();
                o.description(name);
              }

              description(text) { return this; }
            }
            module.exports = { Command };
            """})
    got = resolved(linker, "lib/command.js")
    assert got[(15, "description")] == "lib/command.js::Command.description()"
    assert got[(17, "description")] is None
    defs = {d.qualname: d for d in linker.tables["lib/command.js"].facts.definitions}
    assert defs["Command.createCommand"].returns == "Command" and defs["Command.other"].returns == ""


def test_a_parenthesised_jsdoc_union_with_null_is_its_one_type() -> None:
    """commander: ``@return {(Command|null)}`` types the result as ``Command`` (as
    ``{Command|null}`` already did); ``{(A|B)}`` stays unknown."""
    linker = link({
        "lib/command.js": """\
            class Command {
              /** @return {(Command|null)} */
              help() { return null; }
              /** @return {(Command|Option)} */
              either() { return null; }
              name() { return ''; }
              run() {
                this.help().name();
                this.either().name();
              }
            }
            module.exports = { Command };
            """})
    got = resolved(linker, "lib/command.js")
    assert got[(8, "name")] == "lib/command.js::Command.name()"
    assert got[(9, "name")] is None


def test_untyped_callback_parameters_and_required_names_leave_other_bindings_alone() -> None:
    """mocha: ``const { PluginLoader } = require(...)`` is an import, not a result to type;
    ``suites.forEach((suite) => ...)`` (a library callee) types nothing, so it does not
    outvote ``const suite = Suite.create()`` in the same function."""
    linker = link({
        "lib/suite.js": """\
            class Suite {
              /** @return {Suite} */
              static create() { return new Suite(); }
              fullTitle() { return ''; }
            }
            module.exports = { Suite };
            """,
        "lib/runner.js": """\
            const { Suite } = require("./suite.js");
            function run(suites) {
              const made = Suite.create();
              const suite = Suite.create();
              suite.fullTitle();
              suites.forEach((suite) => { suite.fullTitle(); });
            }
            module.exports = { run };
            """})
    got = resolved(linker, "lib/runner.js")
    assert got[(3, "create")] == "lib/suite.js::Suite.create()"
    assert got[(5, "fullTitle")] == "lib/suite.js::Suite.fullTitle()"
