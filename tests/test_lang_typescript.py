"""TypeScript and TSX extraction and linking: types, hints, dispatch, barrels, components."""

from __future__ import annotations

from .lang_support import by_qualname, extract, link, resolved


def test_type_definitions() -> None:
    facts = extract("src/model.ts", """\
        /** Something stored. */
        export interface Entity<T> extends Base, ns.Other<T> {
          readonly id: string;
          find(id: string): T | undefined;
        }
        export type Handler = (event: Event) => void;
        enum Color { Red, Green = 'g' }
        export namespace Geometry { export function area(): number { return 0; } }
        export abstract class Shape implements Entity<Shape> {
          protected abstract sides: number;
          abstract area(): number;
          describe(): string { return `${this.area()}`; }
        }
        export function parse(x: string): Shape;
        export function parse(x: object): Shape;
        export function parse(x: any): Shape { return x; }
        declare function external(a: string): void;
        """)
    defs = {d.qualname: d for d in facts.definitions}
    assert defs["Entity"].kind == "interface" and defs["Entity"].doc == "Something stored."
    assert defs["Entity"].signature == "interface Entity<T> extends Base, ns.Other<T>"
    assert defs["Entity.id"].kind == "field"
    assert defs["Entity.find"].kind == "method" and defs["Entity.find"].signature == "find(id: string): T | undefined"
    assert defs["Handler"].kind == "type" and defs["Handler"].signature == "type Handler = (event: Event) => void"
    assert defs["Color"].kind == "enum" and defs["Color"].exported is False
    assert [defs["Color.Red"].kind, defs["Color.Green"].kind] == ["constant", "constant"]
    assert defs["Geometry"].kind == "namespace" and defs["Geometry.area"].kind == "function"
    assert defs["Shape"].kind == "class" and defs["Shape"].is_abstract
    assert defs["Shape.area"].is_abstract and defs["Shape.area"].signature == "abstract area(): number"
    assert not defs["Shape.describe"].is_abstract
    # overload signatures give way to the implementation; an ambient signature stays
    assert [d.signature for d in facts.definitions if d.name == "parse"] == ["function parse(x: any): Shape"]
    assert defs["parse"].returns == "Shape"
    assert defs["external"].kind == "function"
    assert [(i.type_qualname, i.base, i.kind) for i in facts.inherits] == [
        ("Entity", "Base", "extends"), ("Entity", "ns.Other", "extends"), ("Shape", "Entity", "implements")]


def test_hints_from_annotations_injection_casts_props_and_bounds() -> None:
    facts = extract("src/svc.ts", """\
        import { Repo } from './repo';
        interface Props { repo: Repo; label?: string | null }
        export class Service<T extends Entity> {
          private cache: Cache<string> | null = null;
          private clock = new Clock();
          constructor(private readonly repo: Repo, public name?: string, plain?: Other) {
            this.helper = makeHelper();
          }
          async load(id: string, item: T): Promise<Repo | undefined> {
            const found = await this.repo.find(id);
            const cast = found as Special;
            let typed: Readonly<Account> = cast;
            return found;
          }
        }
        export function View({ repo, label = '' }: Props, { other: renamed }: { other: Widget }) {}
        """)
    hints = {(h.scope, h.name): h.type for h in facts.hints}
    assert hints[("Service", "cache")] == "Cache" and hints[("Service", "self.cache")] == "Cache"
    assert hints[("Service", "clock")] == "Clock"
    assert hints[("Service.constructor", "repo")] == "Repo"
    assert hints[("Service", "self.repo")] == "Repo"                   # parameter property
    assert ("Service", "self.plain") not in hints                     # a plain parameter is not a field
    assert hints[("Service", "self.helper")] == "()makeHelper"
    assert hints[("Service.load", "item")] == "Entity"                 # T extends Entity
    assert hints[("Service.load", "found")] == "()this.repo.find"
    assert hints[("Service.load", "cast")] == "Special"
    assert hints[("Service.load", "typed")] == "Account"
    assert hints[("View", "repo")] == "Repo" and ("View", "label") not in hints
    assert hints[("View", "renamed")] == "Widget"
    assert {d.qualname: d.returns for d in facts.definitions}["Service.load"] == "Repo"
    assert hints[("Props", "repo")] == "Repo"                           # interface members are typed
    assert {("Props", "Repo", 2), ("View", "Widget", 16)} <= set(facts.references)


def test_linking_interfaces_injection_and_dispatch() -> None:
    linker = link({
        "src/repo.ts": """\
            export interface Repo {
              find(id: string): User | undefined;
            }
            export class User { greet(): string { return 'hi'; } }
            export class SqlRepo implements Repo {
              find(id: string): User | undefined { return new User(); }
            }
            export class MemRepo implements Repo {
              find(id: string): User | undefined { return undefined; }
            }
            """,
        "src/service.ts": """\
            import type { Repo } from './repo';
            import { SqlRepo } from './repo';
            export class Service {
              constructor(private readonly repo: Repo) {}
              greet(id: string): string | undefined {
                const user = this.repo.find(id);
                return user?.greet();
              }
              static create(): Service { return new Service(new SqlRepo()); }
            }
            """,
    })
    got = resolved(linker, "src/service.ts")
    assert got[(6, "find")] == "src/repo.ts::Repo.find()"            # the declared (interface) target
    assert got[(7, "greet")] == "src/repo.ts::User.greet()"          # through Repo.find's return type
    assert got[(9, "Service")] == "src/service.ts::Service.constructor()"
    assert got[(9, "SqlRepo")] == "src/repo.ts::SqlRepo#"            # no constructor: the class
    table = linker.tables["src/service.ts"]
    find = next(c for c in table.facts.calls if c.name == "find")
    _, candidates = linker.resolve_call(table, find)
    assert {e.dst for e in candidates} == {"src/repo.ts::SqlRepo.find()", "src/repo.ts::MemRepo.find()"}
    assert all(not e.resolved and e.confidence < 0.5 for e in candidates)
    implements = {(e.src, e.dst) for e in linker.link("src/repo.ts").edges if e.kind == "IMPLEMENTS"}
    assert implements == {("src/repo.ts::SqlRepo#", "src/repo.ts::Repo#"),
                          ("src/repo.ts::MemRepo#", "src/repo.ts::Repo#")}


def test_barrels_defaults_require_and_type_star() -> None:
    linker = link({
        "src/lib/clock.ts": """\
            export default class Clock { now(): number { return 0; } }
            export const clock = new Clock();
            """,
        "src/lib/text.ts": "export function shout(s: string): string { return s; }\n",
        "src/lib/legacy.js": "function old() {}\nmodule.exports = { old };\n",
        "src/lib/index.ts": """\
            export { default as Clock, clock as sharedClock } from './clock';
            export * from './text';
            export type * from './clock';
            export * as text from './text';
            """,
        "src/main.ts": """\
            import { Clock, sharedClock, shout, text } from './lib';
            import Default from './lib/clock.js';
            import legacy = require('./lib/legacy');
            new Clock().now();
            sharedClock.now();
            shout(text.shout('x'));
            new Default();
            legacy.old();
            """,
    })
    assert not linker.tables["src/lib/index.ts"].facts.diagnostics
    got = resolved(linker, "src/main.ts")
    assert got == {
        (4, "Clock"): "src/lib/clock.ts::Clock#",
        (4, "now"): "src/lib/clock.ts::Clock.now()",
        (5, "now"): "src/lib/clock.ts::Clock.now()",
        (6, "shout"): "src/lib/text.ts::shout()",
        (7, "Default"): "src/lib/clock.ts::Clock#",
        (8, "old"): "src/lib/legacy.js::old()",
    }
    imports = sorted(e.dst or "" for e in linker.link("src/main.ts").edges if e.kind == "IMPORTS")
    assert imports == ["src/lib/clock.ts", "src/lib/index.ts", "src/lib/legacy.js"]


def test_tsx_component_file() -> None:
    linker = link({
        "src/ui/Badge.tsx": """\
            /** A status badge. */
            export function Badge({ label }: { label: string }): JSX.Element {
              return <span className="badge">{label.toUpperCase()}</span>;
            }
            export const Icon = ({ name }: { name: string }) => <i className={name} />;
            """,
        "src/ui/List.tsx": """\
            import React, { useState } from 'react';
            import { Badge, Icon } from './Badge';
            import * as UI from './Badge';

            interface Item { title: string }
            export function List({ items }: { items: Item[] }) {
              const [open, setOpen] = useState(false);
              return (
                <ul onClick={() => setOpen(!open)}>
                  {items.map((item) => <li key={item.title}><Badge label={item.title} /></li>)}
                  <UI.Icon name="x" />
                  <Icon name="y"></Icon>
                </ul>
              );
            }
            export class Old extends React.Component { render() { return <List items={[]} />; } }
            """,
    })
    badge = by_qualname(linker.tables["src/ui/Badge.tsx"].facts)
    assert badge["Badge"] == ("function", "function Badge({ label }: { label: string }): JSX.Element",
                              "A status badge.", True)
    assert badge["Icon"][:2] == ("function", "const Icon = ({ name }: { name: string })")
    got = resolved(linker, "src/ui/List.tsx")
    assert got == {
        (7, "useState"): None,
        (9, "setOpen"): None,
        (10, "map"): None,
        (10, "Badge"): "src/ui/Badge.tsx::Badge()",
        (11, "Icon"): "src/ui/Badge.tsx::Icon()",
        (12, "Icon"): "src/ui/Badge.tsx::Icon()",
        (16, "List"): "src/ui/List.tsx::List()",
    }
    inherits = [e for e in linker.link("src/ui/List.tsx").edges if e.kind == "INHERITS"]
    assert [(e.dst, e.reason) for e in inherits] == [(None, "external base")]


def test_receivers_through_new_casts_and_typed_props() -> None:
    linker = link({
        "src/shop.ts": """\
            export class Cart { total(): number { return 0; } }
            export interface Props { cart: Cart; label: string }
            export type Options = { cart: Cart };
            export function render(props: Props, options: Options, raw: unknown): number {
              new Cart().total();
              (raw as Cart).total();
              (<Cart>raw).total();
              props.cart.total();
              options.cart!.total();
              return props.label.length;
            }
            """,
    })
    got = resolved(linker, "src/shop.ts")
    assert got == {
        (5, "Cart"): "src/shop.ts::Cart#",
        (5, "total"): "src/shop.ts::Cart.total()",
        (6, "total"): "src/shop.ts::Cart.total()",
        (7, "total"): "src/shop.ts::Cart.total()",
        (8, "total"): "src/shop.ts::Cart.total()",
        (9, "total"): "src/shop.ts::Cart.total()",
    }
    facts = linker.tables["src/shop.ts"].facts
    assert [c.receiver for c in facts.calls if c.name == "total"] == [
        "Cart()", "Cart()", "Cart()", "props.cart", "options.cart"]
    assert {d.qualname: d.kind for d in facts.definitions}["Options.cart"] == "field"


def test_a_call_means_the_value_beside_a_same_named_type() -> None:
    """zod: ``export type OK<T> = ...`` beside ``export const OK = (value) => ...``, and
    ``interface $constructor`` beside ``function $constructor``; ``$``-named types are types."""
    linker = link({
        "src/parse.ts": """\
            export type OK<T> = { status: "valid"; value: T };
            export const OK = <T>(value: T): OK<T> => ({ status: "valid", value });
            export interface $constructor<T> { new (def: unknown): T; init(inst: T): void }
            export function $constructor<T>(name: string): $constructor<T> { return null as any; }
            export class $ZodType { parse(): void {} }
            """,
        "src/use.ts": """\
            import { OK, $constructor, $ZodType } from "./parse";
            class ZodString extends $ZodType { check(): void { this.parse(); } }
            export const ZodNumber = $constructor("ZodNumber");
            export function valid(x: number) { return OK(x); }
            """})
    found = resolved(linker, "src/use.ts")
    assert found[(3, "$constructor")] == "src/parse.ts::$constructor()"
    assert found[(4, "OK")] == "src/parse.ts::OK()"  # an arrow function bound to a const
    assert found[(2, "parse")] == "src/parse.ts::$ZodType.parse()"


def test_a_name_declared_as_type_and_value_is_the_value_in_expressions_and_the_type_in_annotations() -> None:
    """zod v4: ``interface $ZodType`` beside ``const $ZodType: $constructor<$ZodType>``, and
    ``interface $constructor`` beside ``function $constructor``.  ``core.$ZodType.init()`` is
    the const's declared type's ``init`` (the compiler's answer); the annotation names the
    interface, not the function."""
    linker = link({
        "src/core.ts": """\
            export interface $constructor<T> { new (def: unknown): T; init(inst: T, def: unknown): void }
            export function $constructor<T>(name: string): $constructor<T> { return null as any; }
            """,
        "src/schemas.ts": """\
            import * as core from "./core";
            export interface $ZodType { parse(): void }
            export const $ZodType: core.$constructor<$ZodType> = core.$constructor("$ZodType");
            export function use(inst: $ZodType): void {
              $ZodType.init(inst, {});
              inst.parse();
            }
            """,
        "src/classic.ts": """\
            import * as core from "./schemas";
            export const ZodType = (inst: any) => { core.$ZodType.init(inst, {}); };
            """})
    init = "src/core.ts::$constructor.init()"
    assert resolved(linker, "src/schemas.ts")[(5, "init")] == init
    assert resolved(linker, "src/schemas.ts")[(6, "parse")] == "src/schemas.ts::$ZodType.parse()"
    assert resolved(linker, "src/classic.ts")[(2, "init")] == init


def test_a_callback_parameter_is_typed_by_the_callee_declared_function_type() -> None:
    """zod's code generator: ``doc.indented((d) => { d.write(...) })`` where
    ``indented(fn: (doc: Doc) => void)``: ``d`` is a ``Doc``, as the compiler infers; a
    parameter with its own annotation, or a callee whose parameter is no function type,
    gives nothing."""
    linker = link({
        "src/doc.ts": """\
            export class Doc {
              indented(fn: (doc: Doc, depth: number) => void, label?: string): void { fn(this, 1); }
              each(label: string, fn: Function): void {}
              write(line: string): void {}
            }
            export class Other { write(line: string): void {} }
            """,
        "src/gen.ts": """\
            import { Doc, Other } from "./doc";
            export function generate(doc: Doc): void {
              doc.indented((d) => { d.write("a"); });
              doc.indented(function (inner, depth) { inner.write("b"); });
              doc.indented((o: Other) => { o.write("c"); });
              doc.each("x", (e) => { e.write("d"); });
            }
            """})
    got = resolved(linker, "src/gen.ts")
    assert got[(3, "write")] == "src/doc.ts::Doc.write()"
    assert got[(4, "write")] == "src/doc.ts::Doc.write()"
    assert got[(5, "write")] == "src/doc.ts::Other.write()"
    assert got[(6, "write")] is None


def test_names_destructured_from_a_call_are_typed_by_its_declared_object_result() -> None:
    """zod v3: ``const { status, ctx } = this._processInputParams(input)`` where the method
    declares ``: { status: ParseStatus; ctx: ParseContext }``; a parameter of a function type
    inside a signature types nothing of the definition."""
    linker = link({
        "src/types.ts": """\
            export class ParseStatus { dirty(): void {} }
            export class ZodType {
              _process(input: unknown): { status: ParseStatus; ctx: unknown } {
                return { status: new ParseStatus(), ctx: input };
              }
              run(cb: (inner: (s: ZodType) => void) => void): void {}
              parse(input: unknown): void {
                const { status, ctx: context } = this._process(input);
                status.dirty();
                context.dirty();
                this.run((s) => { s.parse(1); });
              }
            }
            """})
    got = resolved(linker, "src/types.ts")
    assert got[(9, "dirty")] == "src/types.ts::ParseStatus.dirty()"
    assert got[(10, "dirty")] is None
    assert got[(11, "parse")] is None  # ``s`` is the callback's function, not a ZodType


def test_a_const_alias_of_a_static_factory_is_called_through() -> None:
    """zod v3: ``const stringType = ZodString.create; export { stringType as string }`` and
    ``z.string().optional()``: the alias calls ``create``, whose declared result types the
    chain; an alias of something that is not callable stays unresolved."""
    linker = link({
        "src/types.ts": """\
            export class ZodType { optional(): ZodType { return this; } }
            export class ZodString extends ZodType {
              static create = (params?: object): ZodString => new ZodString();
            }
            const stringType = ZodString.create;
            const limit = ZodString.limit;
            export { stringType as string, limit };
            """,
        "src/use.ts": """\
            import * as z from "./types";
            export const schema = z.string().optional();
            export const other = z.limit().optional();
            """})
    got = resolved(linker, "src/use.ts")
    assert got[(2, "string")] == "src/types.ts::ZodString.create()"
    assert got[(2, "optional")] == "src/types.ts::ZodType.optional()"
    assert got[(3, "limit")] is None and got[(3, "optional")] is None
