"""C# extraction and linking: namespaces as packages, ``using`` forms, classes, records,
interfaces, properties, attributes, XML docs, overloads, ``this``/``base``, tests."""

from __future__ import annotations

from smriti_git.index.languages import for_path, get

from .lang_support import call_list, defs, edges, extract, link, resolved, target

MONEY = """\
    namespace Shop.Util
    {
        /// <summary>An amount of money.</summary>
        public class Money
        {
            public Money(int cents) { }
            public Money(int cents, string currency) { }
            public static Money Zero() => new Money(0);
            public Money Add(Money other) { return Scale(1); }
            public Money Scale(int k) => this;
        }

        public static class Fmt { public static string Show(Money m) => ""; }
    }
"""

ORDER = """\
    using System;
    using Shop.Util;
    using M = Shop.Util.Money;

    namespace Shop.Core
    {
        public interface IOrder { void Validate(); }

        public abstract class Base
        {
            protected void Run() { }
            public abstract void Validate();
        }

        [Serializable]
        public class Order : Base, IOrder
        {
            private readonly Money _total;
            public Money Total { get; set; }

            public Order(Money total) { _total = total; }

            /// <summary>Checks out.</summary>
            public async Task<Money> Checkout(int tries = 1)
            {
                Validate();
                this.Validate();
                _total.Scale(2);
                var m = new Money(1, "EUR");
                Money n = Money.Zero();
                base.Run();
                Fmt.Show(m);
                m.Add(n).Scale(3);
                new M(5);
                Helper.Log();
                Console.WriteLine("x");
                return m;
            }

            public override void Validate() { }
        }
    }
"""

HELPER = """\
    namespace Shop.Core;

    internal static class Helper { public static void Log() { } }
"""

TESTS = """\
    using Shop.Core;
    using Shop.Util;
    namespace Shop.Tests
    {
        public class OrderTests
        {
            [Fact]
            public void ChecksOut() { var o = new Order(Money.Zero()); o.Checkout(); }
        }
    }
"""


def test_registered() -> None:
    cs = for_path("src/A.cs")
    assert cs is not None and cs.name == "csharp" and cs.package_scope == "package"
    assert get("csharp").is_test_path("tests/Shop.Tests/OrderTests.cs")
    assert not get("csharp").is_test_path("src/Shop/Order.cs")


def test_definitions_docs_attributes_and_access() -> None:
    facts = extract("src/Shop.Core/Order.cs", ORDER)
    assert facts.package == "Shop.Core"
    found = defs(facts)
    order = found["Order"]
    assert (order.kind, order.decorators, order.signature) == ("class", ["Serializable"],
                                                                "public class Order : Base, IOrder")
    assert found["IOrder"].kind == "interface" and found["IOrder.Validate"].is_abstract
    assert found["Base.Validate"].is_abstract and found["Base.Run"].exported   # protected: visible to subclasses
    checkout = found["Order.Checkout"]
    assert (checkout.kind, checkout.doc, checkout.returns, checkout.arity) == ("method", "Checks out.", "Money", (0, 1))
    assert found["Order._total"].kind == "field" and not found["Order._total"].exported
    assert found["Order.Total"].kind == "field" and found["Order.Total"].exported
    assert found["Order.Order"].kind == "method"          # the constructor
    assert {(i.type_qualname, i.base, i.kind) for i in facts.inherits} == {
        ("Order", "Base", "extends"), ("Order", "IOrder", "implements")}
    assert {(i.module, i.name, i.alias) for i in facts.imports} == {
        ("System", "*", None), ("Shop.Util", "*", None), ("Shop.Util.Money", "Money", "M")}
    kinds = {d.qualname: d.kind for d in extract("a.cs", """\
        public record R(int A);
        public struct P { public const int X = 1; }
        public enum Color { Red }
        public delegate void D();
    """).definitions}
    assert kinds == {"R": "class", "P": "struct", "P.X": "constant", "Color": "enum", "Color.Red": "constant",
                     "D": "type"}


def test_calls() -> None:
    facts = extract("src/Shop.Core/Order.cs", ORDER)
    calls = [c for c in call_list(facts) if c[0] == "Order.Checkout"]
    assert calls == [
        ("Order.Checkout", None, "Validate"), ("Order.Checkout", "this", "Validate"),
        ("Order.Checkout", "_total", "Scale"), ("Order.Checkout", None, "Money"), ("Order.Checkout", "Money", "Zero"),
        ("Order.Checkout", "base", "Run"), ("Order.Checkout", "Fmt", "Show"), ("Order.Checkout", "m", "Add"),
        ("Order.Checkout", "m.Add(n)", "Scale"), ("Order.Checkout", None, "M"), ("Order.Checkout", "Helper", "Log"),
        ("Order.Checkout", "Console", "WriteLine")]


def test_linking_same_file_cross_file_and_this() -> None:
    linker = link({"src/Shop.Util/Money.cs": MONEY, "src/Shop.Core/Order.cs": ORDER,
                   "src/Shop.Core/Helper.cs": HELPER, "tests/Shop.Tests/OrderTests.cs": TESTS})
    assert target(linker, "src/Shop.Util/Money.cs", "Scale", "Money.Add") == "src/Shop.Util/Money.cs::Money.Scale()"
    order = resolved(linker, "src/Shop.Core/Order.cs")
    assert order[(26, "Validate")] == "src/Shop.Core/Order.cs::Order.Validate()"       # this.Validate()
    assert order[(28, "Scale")] == "src/Shop.Util/Money.cs::Money.Scale()"              # typed field
    assert order[(29, "Money")] == "src/Shop.Util/Money.cs::Money.Money()~2"            # overload by arity
    assert order[(30, "Zero")] == "src/Shop.Util/Money.cs::Money.Zero()"                # using Shop.Util
    assert order[(31, "Run")] == "src/Shop.Core/Order.cs::Base.Run()"                   # base.Run()
    assert order[(32, "Show")] == "src/Shop.Util/Money.cs::Fmt.Show()"
    assert order[(34, "M")] == "src/Shop.Util/Money.cs::Money.Money()"                  # using alias
    assert order[(35, "Log")] == "src/Shop.Core/Helper.cs::Helper.Log()"                # same namespace
    assert order[(36, "WriteLine")] is None
    table = linker.tables["src/Shop.Core/Order.cs"]
    chained = [c for c in table.facts.calls if c.receiver == "m.Add(n)"]
    assert linker.resolve_call(table, chained[0])[0].dst == "src/Shop.Util/Money.cs::Money.Scale()"
    assert ("src/Shop.Core/Order.cs::Order#", "src/Shop.Core/Order.cs::IOrder#") in edges(
        linker, "src/Shop.Core/Order.cs", "IMPLEMENTS")
    tests = edges(linker, "tests/Shop.Tests/OrderTests.cs", "TESTS")
    assert ("tests/Shop.Tests/OrderTests.cs::OrderTests.ChecksOut()",
            "src/Shop.Core/Order.cs::Order.Checkout()") in tests


def test_syntax_errors_keep_what_parses() -> None:
    facts = extract("src/Broken.cs", """\
        namespace N {
            public class Good { public void Fine() { } }
            public class Broken { public void F( { }
            public class Later { }
        }
    """)
    assert facts.diagnostics and "syntax errors" in facts.diagnostics[0]
    assert "Good" in defs(facts) and "Good.Fine" in defs(facts)
