"""PHP extraction and linking: namespaces as packages, ``use`` (grouped, aliased,
functions), ``require``, classes, traits, enums, promoted properties, PHPDoc,
``$this``/``self``/``static``/``parent``, PSR-4 fallback, PHPUnit tests."""

from __future__ import annotations

from smriti_git.index.languages import for_path, get

from .lang_support import call_list, defs, edges, extract, link, resolved, target

MONEY = """\
    <?php
    namespace App\\Util;

    class Money
    {
        public function __construct(private int $cents) {}
        public static function zero(): static { return new static(0); }
        public function add(Money $o): Money { return $this->scale(1); }
        public function scale(int $k): self { return $this; }
    }

    function helper(int $x): int { return $x; }
"""

BASE = """\
    <?php
    namespace App\\Models;

    abstract class Base
    {
        public function __construct() {}
        protected function log(): void {}
        abstract public function validate(): void;
    }
"""

ORDER = """\
    <?php
    namespace App\\Models;

    use App\\Util\\Money;
    use function App\\Util\\helper;
    require_once __DIR__ . '/../legacy.php';

    /**
     * An order.
     */
    #[Entity]
    class Order extends Base implements \\Countable
    {
        use Loggable;

        public const LIMIT = 10;
        private Money $total;

        public function __construct(private Money $m) { parent::__construct(); $this->total = Money::zero(); }

        /** Checks out. */
        public function checkout(): Money
        {
            $this->validate();
            $this->log();
            helper(1);
            legacy_fn();
            $x = new Money(1);
            $x->add($this->m)->scale(2);
            $this->total->add($x);
            $y = self::make();
            $y->checkout();
            return $x;
        }

        public static function make(): static { return new static(Money::zero()); }
        public function validate(): void {}
        private function count(): int { return strlen("x"); }
    }
"""

LEGACY = """\
    <?php
    function legacy_fn() { return 1; }
"""

TEST = """\
    <?php
    namespace Tests;

    use App\\Models\\Order;

    class OrderTest extends TestCase
    {
        public function testCheckout(): void { $o = Order::make(); $o->checkout(); }
        /** @test */
        public function itChecksOut(): void { (new Order(null))->checkout(); }
    }
"""


def test_registered() -> None:
    php = for_path("src/A.php")
    assert php is not None and php.name == "php" and php.member_separators == ("->", "::")
    assert get("php").is_test_path("tests/OrderTest.php") and not get("php").is_test_path("src/Order.php")


def test_definitions_docs_attributes_and_promoted_properties() -> None:
    facts = extract("src/Models/Order.php", ORDER)
    assert facts.package == "App\\Models"
    found = defs(facts)
    order = found["Order"]
    assert (order.kind, order.doc, order.decorators) == ("class", "An order.", ["Entity"])
    assert order.signature == "class Order extends Base implements \\Countable"
    checkout = found["Order.checkout"]
    assert (checkout.kind, checkout.doc, checkout.returns) == ("method", "Checks out.", "Money")
    assert found["Order.make"].returns == "Order"                       # static
    assert found["Order.LIMIT"].kind == "constant"
    assert found["Order.total"].kind == "field" and not found["Order.total"].exported
    promoted = found["Order.m"]
    assert (promoted.kind, promoted.parent, promoted.exported) == ("field", "Order", False)
    assert not found["Order.count"].exported
    assert {(i.type_qualname, i.base, i.kind) for i in facts.inherits} == {
        ("Order", "Base", "extends"), ("Order", "Countable", "implements"),
        ("Order", "Loggable", "includes")}
    assert {(i.module, i.name) for i in facts.imports} == {
        ("App\\Util\\Money", "Money"), ("App\\Util\\helper", "helper"), ("./../legacy.php", "*")}
    kinds = {d.qualname: d.kind for d in extract("a.php", """\
        <?php
        interface HasTotal { public function total(): int; }
        trait Loggable { public function log() {} }
        enum Suit: string { case Hearts = 'H'; }
        const MAX = 3;
        function f() {}
    """).definitions}
    assert kinds == {"HasTotal": "interface", "HasTotal.total": "method", "Loggable": "trait",
                     "Loggable.log": "method", "Suit": "enum", "Suit.Hearts": "constant", "MAX": "constant",
                     "f": "function"}


def test_grouped_and_aliased_uses() -> None:
    facts = extract("a.php", "<?php\nuse App\\Util\\{Fmt, Calc as C};\nuse App\\X as Y;\n")
    assert [(i.module, i.name, i.alias) for i in facts.imports] == [
        ("App\\Util\\Fmt", "Fmt", None), ("App\\Util\\Calc", "Calc", "C"), ("App\\X", "X", "Y")]


def test_calls() -> None:
    facts = extract("src/Models/Order.php", ORDER)
    calls = [c for c in call_list(facts) if c[0] == "Order.checkout"]
    assert calls == [
        ("Order.checkout", "$this", "validate"), ("Order.checkout", "$this", "log"), ("Order.checkout", None, "helper"),
        ("Order.checkout", None, "legacy_fn"), ("Order.checkout", None, "Money"),
        ("Order.checkout", "$x", "add"), ("Order.checkout", "$x->add($this->m)", "scale"),
        ("Order.checkout", "$this->total", "add"), ("Order.checkout", "self", "make"),
        ("Order.checkout", "$y", "checkout")]
    assert ("Order.make", None, "Order") in call_list(facts)             # new static(...)


def test_linking_same_file_cross_file_and_this() -> None:
    linker = link({"src/Util/Money.php": MONEY, "src/Models/Base.php": BASE, "src/Models/Order.php": ORDER,
                   "src/legacy.php": LEGACY, "tests/OrderTest.php": TEST})
    assert target(linker, "src/Util/Money.php", "scale", "Money.add") == "src/Util/Money.php::Money.scale()"
    order = resolved(linker, "src/Models/Order.php")
    assert order[(19, "__construct")] == "src/Models/Base.php::Base.__construct()"   # parent::
    assert order[(19, "zero")] == "src/Util/Money.php::Money.zero()"                  # use App\Util\Money
    assert order[(24, "validate")] == "src/Models/Order.php::Order.validate()"        # $this->
    assert order[(25, "log")] == "src/Models/Base.php::Base.log()"                    # same namespace, inherited
    assert order[(26, "helper")] == "src/Util/Money.php::helper()"                    # use function
    assert order[(27, "legacy_fn")] == "src/legacy.php::legacy_fn()"                  # require_once
    assert order[(28, "Money")] == "src/Util/Money.php::Money.__construct()"
    assert order[(29, "scale")] == "src/Util/Money.php::Money.scale()"                # declared return type
    assert order[(30, "add")] == "src/Util/Money.php::Money.add()"                    # typed property
    assert order[(31, "make")] == "src/Models/Order.php::Order.make()"                # self::
    assert order[(32, "checkout")] == "src/Models/Order.php::Order.checkout()"        # self::make(): static
    tests = edges(linker, "tests/OrderTest.php", "TESTS")
    assert ("tests/OrderTest.php::OrderTest.testCheckout()", "src/Models/Order.php::Order.checkout()") in tests
    assert defs(linker.tables["tests/OrderTest.php"].facts)["OrderTest.itChecksOut"].is_test
    assert ("src/Models/Order.php", "src/Util/Money.php") in edges(linker, "src/Models/Order.php", "IMPORTS")


def test_psr4_fallback_and_unknown_namespaces() -> None:
    linker = link({
        "lib/Acme/Tools/Hammer.php": "<?php\nclass Hammer { public static function hit() {} }\n",
        "app.php": "<?php\nuse Acme\\Tools\\Hammer;\nuse Other\\Thing;\nHammer::hit();\nThing::go();\n",
    })
    assert target(linker, "app.php", "hit") == "lib/Acme/Tools/Hammer.php::Hammer.hit()"
    assert target(linker, "app.php", "go") is None


def test_syntax_errors_keep_what_parses() -> None:
    facts = extract("src/Broken.php", """\
        <?php
        class Good { public function fine() {} }
        class Broken { public function f( }
        function after() {}
    """)
    assert facts.diagnostics and "syntax errors" in facts.diagnostics[0]
    assert "Good" in defs(facts) and "Good.fine" in defs(facts)
