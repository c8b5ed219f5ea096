"""C++: the C-family extractor (``cfamily.py``) with C++'s grammar, queries and policy.

Owns ``.cc .cpp .cxx .c++ .hpp .hh .hxx`` and also ``.h``: the C++ grammar parses C
headers as well as C++ ones, while the C grammar fails on classes, namespaces and
templates.  C and C++ share the ``c-family`` module table, so includes resolve across
them.  ``this`` is the self name (with a hint for methods defined out of line, whose
class lives in another file), bare calls may reach members of the enclosing class,
and arities let the linker choose among overloads.
"""

from __future__ import annotations

from typing import ClassVar

import tree_sitter_cpp
from tree_sitter import Language as TSLanguage

from smriti_git.index.languages.c import C_BUILTINS
from smriti_git.index.languages.cfamily import CPP_CALLS, CPP_DEFINITIONS, CPP_HINTS, CFamily


class Cpp(CFamily):
    name = "cpp"
    extensions = (".cc", ".cpp", ".cxx", ".c++", ".hpp", ".hh", ".hxx", ".h", ".ipp", ".tpp", ".tcc", ".txx", ".inl")
    definitions_query = CPP_DEFINITIONS
    calls_query = CPP_CALLS
    hints_query = CPP_HINTS
    usings_query = "(using_declaration) @using (namespace_alias_definition) @alias"
    argument_types = True
    overloads = True
    self_names: ClassVar[frozenset[str]] = frozenset({"this"})
    implicit_members = True
    members_first = True   # a method's bare call: the class and its bases before the namespaces around it
    open_scopes: ClassVar[frozenset[str]] = frozenset({"namespace"})
    builtins = C_BUILTINS | frozenset({
        "std", "boost", "make_unique", "make_shared", "move", "forward", "swap", "static_cast", "dynamic_cast",
        "reinterpret_cast", "const_cast", "to_string", "begin", "end", "size", "min", "max", "sort", "find",
        "get", "tie", "make_pair", "make_tuple", "cout", "cerr", "endl", "string", "vector", "map",
        "unordered_map", "set", "optional", "EXPECT_EQ", "EXPECT_TRUE", "EXPECT_FALSE", "ASSERT_EQ",
        "ASSERT_TRUE", "ASSERT_FALSE", "EXPECT_NE", "ASSERT_NE", "REQUIRE", "CHECK",
    })

    def grammar(self) -> TSLanguage:
        return TSLanguage(tree_sitter_cpp.language())
