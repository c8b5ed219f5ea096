"""C++ receivers typed through the standard library's owning pointers and through type aliases
(``cfamily.c_type``, ``Linker.aliased``), and parameter texts without their comments in the
declaration join (``cfamily.parameter_types``): ``std::unique_ptr<State> m_state;
m_state->Flush()`` calls ``State::Flush``, ``using Ref = std::shared_ptr<Node>; Ref r;
r->Size()`` calls ``Node::Size``, and ``Write(const Null& /*null*/)`` joins its definition."""

from __future__ import annotations

from smriti_git.index.languages.cpp_args import parameter_types

from .lang_support import link, resolved

STATE_H = """\
#include <memory>
#include <optional>
class State {
 public:
    void Flush();
    int Size() const { return 0; }
};
class Other {
 public:
    void Flush();
};
typedef State* StatePtr;
using SharedState = std::shared_ptr<State>;
typedef std::unique_ptr<State> OwnedState;
typedef void (*Callback)(State* s);
"""

USER_CPP = """\
#include "state.h"
class User {
 public:
    void Run();
    std::unique_ptr<State> m_state;
    std::shared_ptr<Other> m_other;
    SharedState m_shared;
};
void User::Run() {
    m_state->Flush();
    m_other->Flush();
    m_shared->Size();
}
void free_calls(StatePtr p, OwnedState o, const std::optional<State>& maybe, std::vector<State> many) {
    p->Flush();
    o->Size();
    maybe->Size();
    many.front();
}
"""


def test_smart_pointer_fields_reach_the_class_they_hold() -> None:
    calls = resolved(link({"state.h": STATE_H, "user.cpp": USER_CPP}), "user.cpp")
    assert calls[(10, "Flush")] == "state.h::State.Flush()"      # std::unique_ptr<State>
    assert calls[(11, "Flush")] == "state.h::Other.Flush()"      # std::shared_ptr<Other>
    assert calls[(17, "Size")] is not None                        # std::optional<State>
    assert calls[(17, "Size")] == "state.h::State.Size()"


def test_typedef_and_using_aliases_reach_the_class_they_name() -> None:
    calls = resolved(link({"state.h": STATE_H, "user.cpp": USER_CPP}), "user.cpp")
    assert calls[(12, "Size")] == "state.h::State.Size()"        # using SharedState = shared_ptr<State>
    assert calls[(15, "Flush")] == "state.h::State.Flush()"      # typedef State* StatePtr
    assert calls[(16, "Size")] == "state.h::State.Size()"        # typedef unique_ptr<State> OwnedState


def test_other_standard_templates_stay_unknown() -> None:
    calls = resolved(link({"state.h": STATE_H, "user.cpp": USER_CPP}), "user.cpp")
    assert calls[(18, "front")] is None                           # std::vector<State>: not a State


def test_a_function_pointer_typedef_names_no_class() -> None:
    linker = link({"state.h": STATE_H})
    table = linker.tables["state.h"]
    assert table.defs["Callback"].returns == ""
    assert table.defs["StatePtr"].returns == "State"


def test_comments_are_no_part_of_a_parameter_type() -> None:
    assert parameter_types("void Write(const _Null& /*null*/)") == parameter_types("void Write(const _Null&)")
    assert parameter_types("int f(int a, // the count\n long b)") == ("int", "long", "")


EMITTER_H = """\
struct _Null {};
class Emitter {
 public:
    Emitter& Write(const _Null& n);
    Emitter& Write(bool b);
};
"""

EMITTER_CPP = """\
#include "emitter.h"
Emitter& Emitter::Write(const _Null& /*null*/) { return *this; }
Emitter& Emitter::Write(bool b) { return *this; }
void emit(Emitter& e, const _Null& n) { e.Write(n); }
"""


def test_a_commented_out_parameter_name_joins_its_declaration() -> None:
    linker = link({"emitter.h": EMITTER_H, "emitter.cpp": EMITTER_CPP})
    calls = resolved(linker, "emitter.cpp")
    assert calls[(4, "Write")] == "emitter.cpp::Emitter.Write()"


SCOPED_CPP = """\
#define IMPL_NS_BEGIN namespace lib { namespace impl {
#define IMPL_NS_END } }
#define IMPL_FN inline
#define OTHER_NS_BEGIN namespace x {
#define OTHER_NS_BEGIN something_else(
IMPL_NS_BEGIN
struct Buffer {
    int used() const { return 0; }
};
IMPL_FN int helper(const Buffer& b) { return b.used(); }
IMPL_FN bool check(const Buffer& b) { return helper(b) > 0; }
IMPL_NS_END
"""


def test_a_files_own_namespace_and_prefix_macros_are_read_through() -> None:
    from smriti_git.index.languages.cblank import without_export_macros

    blanked = without_export_macros(SCOPED_CPP.encode()).decode()
    assert len(blanked) == len(SCOPED_CPP)
    lines = blanked.splitlines()
    assert lines[5].strip() == "" and lines[11].strip() == ""      # IMPL_NS_BEGIN / IMPL_NS_END uses
    assert lines[9].startswith(" " * len("IMPL_FN ") + "int helper")
    assert lines[0].startswith("#define IMPL_NS_BEGIN")             # the definitions stay
    linker = link({"scoped.cpp": SCOPED_CPP})
    calls = resolved(linker, "scoped.cpp")
    assert calls[(11, "helper")] == "scoped.cpp::helper()"
    assert calls[(10, "used")] == "scoped.cpp::Buffer.used()"


def test_a_macro_defined_two_ways_is_left_as_written() -> None:
    from smriti_git.index.languages.cblank import without_export_macros

    source = b"#define NS_BEGIN namespace a {\n#define NS_BEGIN f(\nNS_BEGIN\n"
    assert without_export_macros(source) == source


ELEMENTS_CPP = """\
struct Slice { int data() const { return 0; } };
struct Holder {
    Slice* items_;
    Slice arr_[4];
    Slice one_;
    int g(int i) {
        items_[i].data();
        arr_[1].data();
        return one_[0].data();
    }
};
int f(const Slice* keys, int i) {
    Slice local[3];
    local[1].data();
    Slice s;
    s[0].data();
    return keys[i].data();
}
"""


def test_a_subscript_of_a_pointer_or_array_is_an_element_of_its_type() -> None:
    calls = resolved(link({"elements.cpp": ELEMENTS_CPP}), "elements.cpp")
    data = "elements.cpp::Slice.data()"
    assert calls[(7, "data")] == data       # Slice* items_ (a field)
    assert calls[(8, "data")] == data       # Slice arr_[4]
    assert calls[(14, "data")] == data      # Slice local[3]
    assert calls[(17, "data")] == data      # const Slice* keys
    assert calls[(9, "data")] is None       # one_[0]: Slice's operator[], not a Slice
    assert calls[(16, "data")] is None      # s[0]: the same


def test_an_indented_prefix_macro_is_blanked_too() -> None:
    from smriti_git.index.languages.cblank import without_export_macros

    source = b"#define lib_fn inline\nnamespace a {\n\tlib_fn int f() { return 0; }\n}\n"
    assert without_export_macros(source) == source.replace(b"lib_fn int", b"       int")
