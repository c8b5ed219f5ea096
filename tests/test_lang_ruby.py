"""Ruby extraction and linking: modules, classes, methods, visibility, attributes,
``require``/``require_relative``, ``Foo.new``, ``super``, reopened modules, specs."""

from __future__ import annotations

from smriti_git.index.languages import for_path, get

from .lang_support import call_list, defs, edges, extract, link, resolved, target

MONEY = """\
    module Shop
      # An amount of money.
      class Money
        attr_reader :cents

        def initialize(cents)
          @cents = cents
        end

        def add(other) = Money.new(@cents + other.cents)

        def self.zero
          new(0)
        end
      end
    end
"""

BASE = """\
    module Shop
      module Validations
        def valid?; true; end
      end

      class Base
        def save
          validate
        end

        def validate; end
      end
    end
"""

ORDER = """\
    require_relative "money"
    require "shop/base"

    module Shop
      # An order.
      class Order < Base
        include Validations

        def initialize(items)
          super()
          @items = items
          @total = Money.new(0)
        end

        # Checks out.
        def checkout(express = false)
          validate
          valid?
          @total.add(Money.zero)
          self.report
          express
          save
        end

        private

        def report; end
      end
    end
"""


def test_registered() -> None:
    ruby = for_path("lib/a.rb")
    assert ruby is not None and ruby.name == "ruby"
    assert get("ruby").is_test_path("spec/a_spec.rb") and get("ruby").is_test_path("test/test_a.rb")
    assert not get("ruby").is_test_path("lib/a.rb")


def test_definitions_docs_visibility_and_attributes() -> None:
    facts = extract("lib/shop/order.rb", ORDER)
    found = defs(facts)
    assert found["Shop"].kind == "module"
    order = found["Shop.Order"]
    assert (order.kind, order.parent, order.doc, order.signature) == ("class", "Shop", "An order.",
                                                                      "class Order < Base")
    checkout = found["Shop.Order.checkout"]
    assert (checkout.kind, checkout.doc) == ("method", "Checks out.")
    assert checkout.signature == "def checkout(express = false)"
    assert checkout.exported and not found["Shop.Order.report"].exported       # after ``private``
    assert {(i.type_qualname, i.base, i.kind) for i in facts.inherits} == {
        ("Shop.Order", "Base", "extends"), ("Shop.Order", "Validations", "includes")}
    assert [(i.module, i.name) for i in facts.imports] == [("./money", "*"), ("shop/base", "*")]
    money = defs(extract("lib/shop/money.rb", MONEY))
    assert money["Shop.Money.cents"].kind == "field"
    assert money["Shop.Money.zero"].decorators == ["self"] and money["Shop.Money.add"].signature == "def add(other)"
    compact = defs(extract("lib/x.rb", "class Shop::Thing\n  def go; end\nend\n"))
    assert compact["Shop.Thing"].name == "Shop.Thing" and compact["Shop.Thing.go"].parent == "Shop.Thing"


def test_calls_bare_names_new_and_super() -> None:
    facts = extract("lib/shop/order.rb", ORDER)
    calls = [c for c in call_list(facts) if c[2] not in ("require", "require_relative", "include", "private")]
    assert calls == [
        ("Shop.Order.initialize", "super", "initialize"), ("Shop.Order.initialize", None, "Money"),
        ("Shop.Order.checkout", None, "validate"), ("Shop.Order.checkout", None, "valid?"),
        ("Shop.Order.checkout", "self.total", "add"), ("Shop.Order.checkout", "Money", "zero"),
        ("Shop.Order.checkout", "self", "report"), ("Shop.Order.checkout", None, "save"),
    ]   # ``express`` is a parameter, not a call
    assert [c.is_new for c in facts.calls if c.name == "Money"] == [True]


def test_linking_same_file_cross_file_and_self() -> None:
    linker = link({"lib/shop/money.rb": MONEY, "lib/shop/base.rb": BASE, "lib/shop/order.rb": ORDER,
                   "spec/order_spec.rb": 'require "shop/order"\n'
                                         'def test_checkout\n  Shop::Order.new([]).checkout\nend\n'})
    assert target(linker, "lib/shop/base.rb", "validate") == "lib/shop/base.rb::Shop.Base.validate()"   # same file
    assert target(linker, "lib/shop/money.rb", "Money", "Shop.Money.zero") == \
        "lib/shop/money.rb::Shop.Money.initialize()"                                 # bare ``new``
    order = resolved(linker, "lib/shop/order.rb")
    assert order[(12, "Money")] == "lib/shop/money.rb::Shop.Money.initialize()"     # cross file, reopened module
    assert order[(17, "validate")] == "lib/shop/base.rb::Shop.Base.validate()"      # inherited, implicit self
    assert order[(18, "valid?")] == "lib/shop/base.rb::Shop.Validations.valid?()"   # included module
    assert order[(19, "add")] == "lib/shop/money.rb::Shop.Money.add()"              # @total = Money.new
    assert order[(19, "zero")] == "lib/shop/money.rb::Shop.Money.zero()"
    assert order[(20, "report")] == "lib/shop/order.rb::Shop.Order.report()"        # self.report
    assert order[(10, "initialize")] is None                                        # super: Base has none
    imports = edges(linker, "lib/shop/order.rb", "IMPORTS")
    assert imports == {("lib/shop/order.rb", "lib/shop/money.rb"), ("lib/shop/order.rb", "lib/shop/base.rb")}
    assert ("spec/order_spec.rb::test_checkout()", "lib/shop/order.rb::Shop.Order.checkout()") in edges(
        linker, "spec/order_spec.rb", "TESTS")


def test_unknown_receivers_and_gems_stay_unresolved() -> None:
    linker = link({"lib/a.rb": 'require "json"\nclass A\n  def go(x)\n    x.run\n    JSON.parse(x)\n  end\nend\n'})
    table = linker.tables["lib/a.rb"]
    outcome = {c.name: linker.resolve_call(table, c)[0] for c in table.facts.calls}
    assert outcome["run"].dst is None and outcome["parse"].dst is None
    assert edges(linker, "lib/a.rb", "IMPORTS") == {("lib/a.rb", None)}


def test_syntax_errors_keep_what_parses() -> None:
    facts = extract("lib/broken.rb", """\
        class Good
          def fine; end
        end
        def broken(
        class Later
        end
    """)
    assert facts.diagnostics and "syntax errors" in facts.diagnostics[0]
    assert "Good" in defs(facts) and "Good.fine" in defs(facts)


def test_module_methods_are_not_visible_to_bare_calls_in_classes() -> None:
    linker = link({"lib/util.rb": """\
        module Util
          def self.fmt(x) = x
          def self.show(x)
            fmt(x)
          end

          class Printer
            def go
              fmt(1)
            end
          end
        end
    """})
    table = linker.tables["lib/util.rb"]
    got = {c.scope: (c.receiver, linker.resolve_call(table, c)[0].dst) for c in table.facts.calls}
    assert got == {"Util.show": (None, "lib/util.rb::Util.fmt()"), "Util.Printer.go": ("self", None)}
