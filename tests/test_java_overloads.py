"""Java overloads as javac picks them: parameters typed per overload (two overloads that name a
parameter alike, each with its own type), and overloads of one arity told apart by the types of
the arguments where those are certain (literals, `new`, casts, declared locals, parameters and
fields); where they are not, the call stays an ambiguous candidate."""

from __future__ import annotations

from .lang_support import link, resolved

WRITERS = """\
    package p;

    class JsonWriter { void flush() {} }
    class TextWriter { void flush() {} }
"""


def test_parameters_of_overloads_sharing_a_name_keep_their_own_types() -> None:
    linker = link({"src/p/JsonWriter.java": WRITERS, "src/p/Gson.java": """\
        package p;

        class Gson {
            void toJson(Object src, TextWriter writer) {
                writer.flush();
            }
            void toJson(Object src, JsonWriter writer) {
                writer.flush();
            }
        }
        """})
    assert resolved(linker, "src/p/Gson.java") == {
        (5, "flush"): "src/p/JsonWriter.java::TextWriter.flush()",
        (8, "flush"): "src/p/JsonWriter.java::JsonWriter.flush()",
    }
