"""JavaScript linking of ES5 idioms: ``var self = this`` aliases, methods assigned to
``X.prototype``, elements of JSDoc-typed arrays (the rules the mocha yardstick misses
pointed at; see ``bench/results/linker_yardstick_ts.md``)."""

from __future__ import annotations

from .lang_support import link, resolved


def test_an_alias_of_this_is_an_instance_of_the_enclosing_class() -> None:
    linker = link({
        "lib/html.js": """\
            class HTML {
              constructor(runner) {
                var self = this;
                runner.on('suite', function (suite) {
                  self.suiteURL(suite);
                });
              }
              suiteURL(suite) { return suite; }
            }
            function plain() {
              const that = this;
              that.suiteURL(1);
            }
            module.exports = { HTML, plain };
            """})
    got = resolved(linker, "lib/html.js")
    assert got[(5, "suiteURL")] == "lib/html.js::HTML.suiteURL()"
    assert got[(12, "suiteURL")] is None        # `this` of a plain function: unknown, no guess


def test_methods_assigned_to_a_prototype_are_members_of_the_constructor_function() -> None:
    linker = link({
        "lib/suite.js": """\
            class Suite {
              bail(on) { return on; }
            }
            module.exports = { Suite };
            """,
        "lib/mocha.js": """\
            var { Suite } = require('./suite');
            function Mocha(options) {
              this.suite = new Suite();
              this.files = [];
            }
            Mocha.prototype.bail = function (bail) {
              this.suite.bail(bail);
              function next() { return 1; }
              return next();
            };
            Mocha.prototype.run = function () {
              function next() { return 2; }
              this.bail(true);
              return next();
            };
            Mocha.unloadFile = function (file) { return file; };
            var helper = {};
            helper.run = function () { return 3; };
            exports.run = function () { return 4; };
            function use() {
              var mocha = new Mocha();
              mocha.run();
              Mocha.unloadFile('x');
              helper.run();
            }
            module.exports = Mocha;
            """})
    defs = {d.qualname: d for d in linker.tables["lib/mocha.js"].facts.definitions}
    assert defs["Mocha"].kind == "class"
    assert defs["Mocha.bail"].kind == "method" and defs["Mocha.bail"].parent == "Mocha"
    assert {"Mocha.bail.next", "Mocha.run.next", "Mocha.unloadFile", "run"} <= set(defs)
    assert "helper.run" not in defs and "Mocha.helper" not in defs
    got = resolved(linker, "lib/mocha.js")
    assert got[(7, "bail")] == "lib/suite.js::Suite.bail()"           # this.suite = new Suite()
    assert got[(9, "next")] == "lib/mocha.js::Mocha.bail.next()"      # each method's own helper
    assert got[(13, "bail")] == "lib/mocha.js::Mocha.bail()"          # this in a prototype method
    assert got[(14, "next")] == "lib/mocha.js::Mocha.run.next()"
    assert got[(22, "run")] == "lib/mocha.js::Mocha.run()"            # new Mocha() held in a variable
    assert got[(23, "unloadFile")] == "lib/mocha.js::Mocha.unloadFile()"
    assert got[(24, "run")] is None                                   # a property of a plain object


def test_es5_inheritance_statements_are_bases() -> None:
    linker = link({
        "lib/base.js": """\
            function Base(runner) { this.runner = runner; }
            Base.prototype.epilogue = function () { return 1; };
            module.exports = Base;
            """,
        "lib/dot.js": """\
            var util = require('util');
            var Base = require('./base');
            function Dot(runner) {
              Base.call(this, runner);
              var self = this;
              runner.on('end', function () { self.epilogue(); });
            }
            util.inherits(Dot, Base);
            function Spec() {}
            Spec.prototype = Object.create(Base.prototype);
            Spec.prototype.run = function () { return this.epilogue(); };
            function Tap() {}
            Object.setPrototypeOf(Tap.prototype, Base.prototype);
            Tap.prototype.run = function () { return this.epilogue(); };
            module.exports = { Dot, Spec, Tap };
            """})
    inherits = {(e.src, e.dst) for e in linker.link("lib/dot.js").edges if e.kind == "INHERITS"}
    assert inherits == {("lib/dot.js::Dot#", "lib/base.js::Base#"), ("lib/dot.js::Spec#", "lib/base.js::Base#"),
                        ("lib/dot.js::Tap#", "lib/base.js::Base#")}
    got = resolved(linker, "lib/dot.js")
    assert got[(6, "epilogue")] == "lib/base.js::Base.epilogue()"     # self = this in a constructor function
    assert got[(11, "epilogue")] == "lib/base.js::Base.epilogue()"
    assert got[(14, "epilogue")] == "lib/base.js::Base.epilogue()"


def test_an_element_of_a_jsdoc_typed_array_parameter_is_of_its_element_type() -> None:
    linker = link({
        "lib/suite.js": """\
            class Suite {
              beforeAll(fn) { return fn; }
            }
            module.exports = { Suite };
            """,
        "lib/common.js": """\
            const { Suite } = require('./suite');
            /**
             * @param {Suite[]} suites
             * @param {Array<Suite>} others
             * @param {(Suite|null)[]} mixed
             */
            function createCommon(suites, others, mixed) {
              suites[0].beforeAll(1);
              others[1].beforeAll(2);
              mixed[0].beforeAll(3);
              suites.forEach(function (s) { return s; });
            }
            module.exports = createCommon;
            """})
    got = resolved(linker, "lib/common.js")
    assert got[(8, "beforeAll")] == "lib/suite.js::Suite.beforeAll()"
    assert got[(9, "beforeAll")] == "lib/suite.js::Suite.beforeAll()"
    assert got[(10, "beforeAll")] is None         # not a plain array of one type: no guess
    assert got[(11, "forEach")] is None


def test_prototype_object_literals_and_object_assign_define_methods() -> None:
    linker = link({
        "lib/queue.js": """\
            function Queue() { this.items = []; }
            Queue.prototype = {
              push: function (x) { return this.size(); },
              size() { return 0; },
            };
            function Stack() {}
            Object.assign(Stack.prototype, {
              pop() { return this.peek(); },
              peek: function () { return 1; },
            });
            var settings = {};
            Object.assign(settings, { run() { return 2; } });
            function use() {
              new Queue().push(1);
              var s = new Stack();
              s.pop();
            }
            module.exports = { Queue, Stack };
            """})
    defs = {d.qualname: d.kind for d in linker.tables["lib/queue.js"].facts.definitions}
    assert defs["Queue"] == "class" and defs["Stack"] == "class"
    assert {"Queue.push", "Queue.size", "Stack.pop", "Stack.peek"} <= set(defs)
    assert not any(q.endswith("run") for q in defs)
    got = resolved(linker, "lib/queue.js")
    assert got[(3, "size")] == "lib/queue.js::Queue.size()"
    assert got[(8, "peek")] == "lib/queue.js::Stack.peek()"
    assert got[(14, "push")] == "lib/queue.js::Queue.push()"
    assert got[(16, "pop")] == "lib/queue.js::Stack.pop()"


def test_a_required_member_is_an_import_and_array_literals_type_their_elements() -> None:
    linker = link({
        "lib/context.js": """\
            class Context {
              run() { return 1; }
            }
            module.exports = { Context };
            """,
        "lib/watch.js": """\
            const Context = require('./context.js').Context;
            /** @param {Context} root */
            function watch(root) {
              var ctx = new Context();
              var contexts = [root, ctx];
              var made = [new Context()];
              var mixed = [root, 1];
              return function () {
                contexts[0].run();
                made[0].run();
                mixed[0].run();
                ctx.run();
              };
            }
            module.exports = { watch };
            """})
    got = resolved(linker, "lib/watch.js")
    assert got[(4, "Context")] == "lib/context.js::Context#"
    assert got[(9, "run")] == "lib/context.js::Context.run()"
    assert got[(10, "run")] == "lib/context.js::Context.run()"
    assert got[(11, "run")] is None              # items of different kinds: no element type
    assert got[(12, "run")] == "lib/context.js::Context.run()"


def test_array_method_callbacks_receive_elements_of_jsdoc_typed_arrays() -> None:
    linker = link({
        "lib/option.js": """\
            class Option {
              attributeName() { return ''; }
            }
            module.exports = { Option };
            """,
        "lib/command.js": """\
            const { Option } = require('./option.js');
            class Command {
              constructor() {
                /** @type {Option[]} */
                this.options = [];
                this.plain = [];
              }
              /** @returns {Command[]} */
              ancestors() { return [this]; }
              check() {
                this.options.find((option) => option.attributeName());
                this.ancestors().forEach((cmd) => cmd.check());
                this.options.reduce((acc, option) => option.attributeName(), 0);
                this.options.reduce((acc, option) => acc.attributeName(), 0);
                this.plain.forEach((item) => item.check());
                this.ancestors().map((cmd) => cmd.check());
              }
            }
            module.exports = { Command };
            """})
    got = resolved(linker, "lib/command.js")
    assert got[(11, "attributeName")] == "lib/option.js::Option.attributeName()"
    assert got[(12, "check")] == "lib/command.js::Command.check()"
    assert got[(13, "attributeName")] == "lib/option.js::Option.attributeName()"
    assert got[(14, "attributeName")] is None     # the accumulator is not an element
    assert got[(15, "check")] is None             # no declared element type
    assert got[(16, "check")] == "lib/command.js::Command.check()"


def test_a_jsdoc_typedef_import_types_parameters() -> None:
    linker = link({
        "lib/command.js": """\
            export class Command {
              usage() { return ''; }
            }
            """,
        "lib/help.js": """\
            /**
             * @typedef { import("./command.js").Command } Command
             * @typedef {import('./command.js').Command} Cmd
             */
            export class Help {
              /** @param {Command} cmd */
              format(cmd) { return cmd.usage(); }
              /** @param {Cmd} cmd */
              other(cmd) { return cmd.usage(); }
            }
            """})
    got = resolved(linker, "lib/help.js")
    assert got[(7, "usage")] == "lib/command.js::Command.usage()"
    assert got[(9, "usage")] == "lib/command.js::Command.usage()"
