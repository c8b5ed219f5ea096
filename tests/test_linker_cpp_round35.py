"""C++ round 35: what a class template's member returns on a pointer to one of its instances (found
reading Tesseract's misses: ``List<Item>* l; l->first()->area()``)."""

from __future__ import annotations

from .lang_support import extract, link, resolved

# A method of a class template declared to return a pointer to its parameter, called through a pointer to
# an instance.  ``l[i]`` is a ``List``, so the element read for ``l->first()`` had been the list itself.
POINTER = {
    "list.h": (
        "template <typename T> class List { public: T* first(); T& at(int i); };\n"
        "class Item { public: int area(); };\n"
    ),
    "main.cpp": (
        '#include "list.h"\n'
        "void f(List<Item>* l, List<Item>& r) {\n"
        "  l->first()->area();\n"
        "  r.at(0).area();\n"
        "  auto x = r.first();\n"
        "  x->area();\n"
        "  auto* y = l->first();\n"
        "  y->area();\n"
        "}\n"
    ),
}


def test_a_template_members_result_on_a_pointer_to_an_instance_is_its_argument() -> None:
    calls = resolved(link(POINTER), "main.cpp")
    assert calls[(3, "area")] == "list.h::Item.area()"
    assert calls[(4, "area")] == "list.h::Item.area()"
    assert calls[(6, "area")] == "list.h::Item.area()"
    assert calls[(8, "area")] == "list.h::Item.area()"


# VMime's ``header.hpp``: a function-like macro defined in the class body declares two overloads of a method
# named by its argument, and each invocation alone on its line declares them.  The methods are the class's,
# placed at the invocation (where clang puts them too); a mutable object reached through a call returning a
# ``shared_ptr`` to a mutable class calls the mutable overload.
MACRO_METHODS = {
    "headerField.hpp": (
        "namespace vmime {\n"
        "class headerField { public: void setValue(int v); int getValue() const; };\n"
        "}\n"
    ),
    "header.hpp": (
        "#include <memory>\n"
        '#include "headerField.hpp"\n'
        "namespace vmime {\n"
        "using std::shared_ptr;\n"
        "class header {\n"
        "public:\n"
        "  header();\n"
        "#define FIELD_ACCESS(methodName, fieldName) \\\n"
        "\tshared_ptr <headerField> methodName() { return getField(fields::fieldName); } \\\n"
        "\tshared_ptr <const headerField> methodName() const { return findField(fields::fieldName); }\n"
        "\n"
        "\tFIELD_ACCESS(From,                         FROM)\n"
        "\tFIELD_ACCESS(ContentType,                  CONTENT_TYPE)\n"
        "#undef FIELD_ACCESS\n"
        "  shared_ptr <headerField> getField(int f);\n"
        "};\n"
        "}\n"
    ),
    "bodyPart.hpp": (
        '#include "header.hpp"\n'
        "namespace vmime {\n"
        "class bodyPart {\n"
        "public:\n"
        "\tconst shared_ptr <const header> getHeader() const;\n"
        "\tshared_ptr <header> getHeader();\n"
        "};\n"
        "}\n"
    ),
    "main.cpp": (
        '#include "bodyPart.hpp"\n'
        "namespace vmime {\n"
        "void f(shared_ptr<header> hdr, header& h) {\n"
        "  hdr->ContentType()->setValue(1);\n"
        "  h.From()->getValue();\n"
        "  h.getField(1)->setValue(2);\n"
        "  shared_ptr <bodyPart> container = make_shared <bodyPart>();\n"
        "  container->getHeader()->ContentType()->setValue(3);\n"
        "}\n"
        "}\n"
    ),
}


def test_the_methods_a_files_macro_declares_in_a_class_body_are_the_classs_members() -> None:
    facts = extract("header.hpp", MACRO_METHODS["header.hpp"])
    made = [(d.qualname, d.span.start_line, d.returns) for d in facts.definitions if d.name in ("From", "ContentType")]
    assert made == [("vmime.header.From", 12, "headerField"), ("vmime.header.From", 12, "headerField"),
                    ("vmime.header.ContentType", 13, "headerField"), ("vmime.header.ContentType", 13, "headerField")]
    calls = resolved(link(MACRO_METHODS), "main.cpp")
    assert calls[(4, "ContentType")] == "header.hpp::vmime.header.ContentType()"
    assert calls[(4, "setValue")] == "headerField.hpp::vmime.headerField.setValue()"
    assert calls[(5, "getValue")] == "headerField.hpp::vmime.headerField.getValue()"
    assert calls[(8, "ContentType")] == "header.hpp::vmime.header.ContentType()"


# The same chain where the getter is defined out of line in its own file (VMime's ``bodyPart.cpp``): the
# definition's name there is ``bodyPart.getHeader``, and the result type it writes was not read, so the
# constness of what it returns was unknown and the two overloads of ``ContentType`` stayed ambiguous.
OUT_OF_LINE = {
    "header.hpp": (
        "#include <memory>\n"
        "using std::shared_ptr;\n"
        "class field { public: void setValue(int v); };\n"
        "class header {\n"
        "public:\n"
        "  shared_ptr <field> ContentType();\n"
        "  shared_ptr <const field> ContentType() const;\n"
        "};\n"
        "class bodyPart {\n"
        "public:\n"
        "  const shared_ptr <const header> getHeader() const;\n"
        "  shared_ptr <header> getHeader();\n"
        "};\n"
    ),
    "bodyPart.cpp": (
        '#include "header.hpp"\n'
        "const shared_ptr <const header> bodyPart::getHeader() const { return nullptr; }\n"
        "shared_ptr <header> bodyPart::getHeader() { return nullptr; }\n"
    ),
    "main.cpp": (
        '#include "header.hpp"\n'
        "void f(shared_ptr <bodyPart> part) {\n"
        "  part->getHeader()->ContentType()->setValue(1);\n"
        "}\n"
    ),
}


def test_a_getter_defined_out_of_line_gives_its_results_constness() -> None:
    calls = resolved(link(OUT_OF_LINE), "main.cpp")
    assert calls[(3, "getHeader")] == "bodyPart.cpp::bodyPart.getHeader()~2"
    assert calls[(3, "ContentType")] == "header.hpp::header.ContentType()"


# ZLToolKit's ``List.h``: ``#if 0`` holds the project's own list class, and its ``#else`` one derived from
# ``std::list``; SystemC's ``#if 1`` keeps an inline definition and its ``#else`` another.  What no build reads
# defines nothing and calls nothing: ``l.empty()`` is ``std::list``'s (external), ``cur()`` the inline one.
NEVER = {
    "list.h": (
        "#include <list>\n"
        "namespace tk {\n"
        "#if 0\n"
        "template<typename T>\n"
        "class List {\n"
        "public:\n"
        "  bool empty() const { return size() == 0; }\n"
        "};\n"
        "#else\n"
        "template<typename T>\n"
        "class List : public std::list<T> {\n"
        "public:\n"
        "  void append(List<T> &other) {}\n"
        "};\n"
        "#endif\n"
        "#if 1\n"
        "inline int cur() { return 1; }\n"
        "#else\n"
        "int cur();\n"
        "#endif\n"
        "}\n"
    ),
    "cur.cpp": (
        '#include "list.h"\n'
        "namespace tk {\n"
        "#if 0\n"
        "#else\n"
        "#endif\n"
        "struct S { List<int> l; int f(); };\n"
        "int S::f() { l.empty(); l.append(l); return cur(); }\n"
        "}\n"
    ),
}


def test_what_an_if_0_holds_defines_and_calls_nothing() -> None:
    facts = extract("list.h", NEVER["list.h"])
    assert [(d.qualname, d.span.start_line) for d in facts.definitions] == [
        ("tk", 2), ("tk.List", 10), ("tk.List.append", 13), ("tk.cur", 17)]
    assert not facts.calls   # (``size()`` is in the ``#if 0``)
    calls = resolved(link(NEVER), "cur.cpp")
    assert calls[(7, "empty")] is None
    assert calls[(7, "append")] == "list.h::tk.List.append()"
    assert calls[(7, "cur")] == "list.h::tk.cur()"


# ZLToolKit's ``sockutil.cpp``: Windows stand-ins for POSIX calls, in its namespace, only under
# ``#if defined(_WIN32)``.  They stay findable, but the index follows one build (Linux on x86-64), where
# ``close(fd)`` is the system's: no edge reaches them.
FOREIGN = {
    "sockutil.cpp": (
        "#include <unistd.h>\n"
        "namespace toolkit {\n"
        "#if defined(_WIN32)\n"
        "int close(int fd) { return 0; }\n"
        "int both(int fd) { return 0; }\n"
        "#else\n"
        "int both(int fd) { return 1; }\n"
        "#endif\n"
        "int shut(int fd) { both(fd); return close(fd); }\n"
        "#if defined(_WIN32)\n"
        "int guard(int fd) { return close(fd); }\n"
        "#endif\n"
        "}\n"
    ),
}


def test_a_function_only_another_platform_defines_is_no_target() -> None:
    facts = extract("sockutil.cpp", FOREIGN["sockutil.cpp"])
    assert "toolkit.close" in {d.qualname for d in facts.definitions}
    linker = link(FOREIGN)
    table = linker.tables["sockutil.cpp"]
    edges = {(c.line, c.name): linker.resolve_call(table, c)[0] for c in table.facts.calls}
    assert edges[(9, "both")].dst == "sockutil.cpp::toolkit.both()"
    assert not edges[(9, "close")].resolved and edges[(9, "close")].reason == "another platform's"
    assert edges[(11, "close")].dst == "sockutil.cpp::toolkit.close()"   # (from that platform's own code: kept)
    # (not where the branch has a syntax error: FLAC's ``#elif defined _MSC_VER`` / ``__asm { ... }`` made the
    # grammar read the next function, compiled everywhere, as that branch's)
    broken = "namespace tk {\n#if defined(_WIN32)\nint x = @@;\nint close(int fd) { return 0; }\n#endif\n}\n"
    assert not [u for u in extract("b.cpp", broken).usings if u[1] == "#foreign"]


# SoPlex's ``solverational.hpp``: a branch that ends with an ``if`` head whose body follows the ``#endif``
# (``else if(error)`` / ``#else`` / ``if(error)`` / ``#endif`` / ``{``).  As written, the grammar ran the function
# on into the next ones (in SoPlex), and their calls were in no method of the class; the block is flattened.
SOPLEX = {
    "soplex.h": (
        "namespace soplex {\n"
        "template <class R> class SoPlexBase {\n"
        "public:\n"
        "  void solve(bool error);\n"
        "  void report();\n"
        "  int numCols() const;\n"
        "};\n"
        "}\n"
    ),
    "solve.hpp": (
        '#include "soplex.h"\n'
        "namespace soplex {\n"
        "template <class R>\n"
        "void SoPlexBase<R>::solve(bool error)\n"
        "{\n"
        "#ifndef SOPLEX_WITH_BOOST\n"
        "   numCols();\n"
        "   return;\n"
        "#else\n"
        "   do {\n"
        "#ifdef SOPLEX_WITH_MPFR\n"
        "      if(error && numCols() > 1)\n"
        "      {\n"
        "         break;\n"
        "      }\n"
        "      else if(error)\n"
        "#else\n"
        "      if(error)\n"
        "#endif\n"
        "      {\n"
        "         report();\n"
        "      }\n"
        "   } while(false);\n"
        "#endif\n"
        "}\n"
        "template <class R>\n"
        "void SoPlexBase<R>::report()\n"
        "{\n"
        "   int a = 1;\n"
        "   int b = 2;\n"
        "   (void)(a + b);\n"
        "   numCols();\n"
        "}\n"
        "}\n"
    ),
}


def test_an_if_head_before_endif_leaves_the_functions_whole() -> None:
    assert not extract("solve.hpp", SOPLEX["solve.hpp"]).diagnostics   # the file parses whole
    calls = resolved(link(SOPLEX), "solve.hpp")
    assert calls[(12, "numCols")] == "soplex.h::soplex.SoPlexBase.numCols()"
    assert calls[(21, "report")] == "solve.hpp::soplex.SoPlexBase.report()"
    assert calls[(32, "numCols")] == "soplex.h::soplex.SoPlexBase.numCols()"


# Snes9x's SMP core: a method defined out of line includes, inside its ``switch``, files of ``case`` blocks
# whose bare calls are that method's class's members.
BODY_INCLUDE = {
    "smp.hpp": (
        "namespace SNES {\n"
        "class SMP {\n"
        "public:\n"
        "  void op_step();\n"
        "  void op_io();\n"
        "  int op_readpc();\n"
        "  int rd;\n"
        "};\n"
        "}\n"
    ),
    "core.cpp": (
        '#include "smp.hpp"\n'
        "namespace SNES {\n"
        "void SMP::op_step() {\n"
        "  int opcode = op_readpc();\n"
        "  switch(opcode) {\n"
        '    #include "core/op_read.cpp"\n'
        "  }\n"
        "}\n"
        "}\n"
    ),
    "core/op_read.cpp": "case 0x88: {\n  rd = op_readpc();\n  op_io();\n  break;\n}\n",
}


def test_a_bare_call_in_a_file_a_methods_body_includes_is_a_member_of_its_class() -> None:
    calls = resolved(link(BODY_INCLUDE), "core/op_read.cpp")
    assert calls[(2, "op_readpc")] == "smp.hpp::SNES.SMP.op_readpc()"
    assert calls[(3, "op_io")] == "smp.hpp::SNES.SMP.op_io()"


# VulkanSceneGraph's ``Array.h``: a macro declares an alias named by its parameter, not pasted (``#define
# VSG_array(N, T) using N = Array<T>; ...``), invoked at namespace level with ``;`` after it: ``vec3Array`` is
# an ``Array<vec3>``, whose members its locals and parameters call.
ALIAS_MACRO = {
    "Array.h": (
        "namespace vsg {\n"
        "template<typename T> class Array { public: int size() const; void set(int i, T v); };\n"
        "struct vec3 {};\n"
        "#define VSG_array(N, T) \\\n"
        "    using N = Array<T>; \\\n"
        '    template<> constexpr const char* type_name<N>() noexcept { return "vsg::" #N; }\n'
        "VSG_array(vec3Array, vec3);\n"
        "}\n"
    ),
    "main.cpp": (
        '#include "Array.h"\n'
        "namespace vsg {\n"
        "void f(vec3Array* vertices, vec3Array& v) {\n"
        "  vertices->size();\n"
        "  v.set(0, vec3());\n"
        "}\n"
        "}\n"
    ),
}


def test_an_alias_a_macro_names_by_its_parameter_is_what_it_writes() -> None:
    calls = resolved(link(ALIAS_MACRO), "main.cpp")
    assert calls[(4, "size")] == "Array.h::vsg.Array.size()"
    assert calls[(5, "set")] == "Array.h::vsg.Array.set()"
