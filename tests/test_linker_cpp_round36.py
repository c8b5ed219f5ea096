"""C++ round 36: what reading POCO's loss and the twenty-sixth fresh batch's misses showed (a member
declared in its class and defined below it in the same header, its parameters written otherwise)."""

from __future__ import annotations

from .lang_support import link, resolved

# POCO's NumberFormatter.h: a static member declared in the class with its parameter type named through the
# class, defined below the class in the same header with the bare name.  The two are one function; taken for
# two overloads of one arity, the call was left an ambiguous overload once the argument's type was known.
DECLARED_THEN_DEFINED = {
    "fmt.h": (
        "namespace ns {\n"
        "class Formatter {\n"
        "public:\n"
        "  enum class Options { NONE = 0, PREFIX = 1 };\n"
        "  static int hex(int value, Options options);\n"
        "private:\n"
        "  static bool enabled(Formatter::Options options, Formatter::Options opt);\n"
        "};\n"
        "inline bool Formatter::enabled(Options options, Options opt) { return options == opt; }\n"
        "inline int Formatter::hex(int value, Options options) {\n"
        "  return enabled(options, Options::PREFIX) ? value : 0;\n"
        "}\n"
        "}\n"
    ),
}


def test_a_member_declared_in_its_class_and_defined_below_it_is_one_overload() -> None:
    calls = resolved(link(DECLARED_THEN_DEFINED), "fmt.h")
    assert calls[(11, "enabled")] == "fmt.h::ns.Formatter.enabled()~2"
