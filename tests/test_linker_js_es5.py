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
