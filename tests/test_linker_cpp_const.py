"""C++ overloads of one arity told apart by the object's constness (``link_choice.by_constness``,
``Linker._object_const``, ``FileFacts.constness``): ``const Node* First() const`` beside
``Node* First()``, as tinyxml2 and double-conversion declare their accessors.  A ``const``
object calls only the ``const`` method, a non-``const`` one the non-``const`` overload; where
the object's constness is not certain the call stays an ambiguous overload with both."""

from __future__ import annotations

from .lang_support import link, resolved

NODE_H = """\
class Node {
 public:
    const Node* First() const { return 0; }
    Node* First() { return 0; }
    int Count(int a) const;
    int Count(long a);
    const Node* Walk() const { return First(); }
    Node* Grow() { return First(); }
    const Node* Self() const { return this->First(); }
    int Tally() const;
};
Node* make();
"""

CALLS_CPP = """\
#include "node.h"
int Node::Tally() const { First(); return 0; }
void use(const Node* c, Node* m, const Node& r, Node v, Node* const p, const Node** pp) {
    c->First();
    m->First();
    r.First();
    v.First();
    p->First();
    auto a = make();
    a->First();
    const auto& b = v;
    b.First();
    (*pp)->First();
    m->Count(make() != 0);
    c->Count(1);
}
"""

HANDLES_H = """\
#include "node.h"
class Handle {
 public:
    Node* Next() const { return _node->First(); }
    Node* _node;
};
class ConstHandle {
 public:
    const Node* Next() { return _node->First(); }
    const Node* _node;
};
class Holder {
 public:
    const Node* Get() const { return _value.First(); }
    Node* Take() { return _value.First(); }
    Node _value;
};
"""

CONST_ID = "node.h::Node.First()"
MUTABLE_ID = "node.h::Node.First()~2"


def test_the_constness_of_the_enclosing_method_decides_a_bare_or_this_call() -> None:
    linker = link({"node.h": NODE_H, "calls.cpp": CALLS_CPP})
    header = resolved(linker, "node.h")
    assert header[(7, "First")] == CONST_ID         # in a const method
    assert header[(8, "First")] == MUTABLE_ID       # in a non-const one
    assert header[(9, "First")] == CONST_ID         # this->First() in a const method
    assert resolved(linker, "calls.cpp")[(2, "First")] == CONST_ID   # a const method defined out of line


def test_the_declared_constness_of_a_local_or_parameter_decides() -> None:
    linker = link({"node.h": NODE_H, "calls.cpp": CALLS_CPP})
    calls = resolved(linker, "calls.cpp")
    assert calls[(4, "First")] == CONST_ID          # const Node* c
    assert calls[(5, "First")] == MUTABLE_ID        # Node* m
    assert calls[(6, "First")] == CONST_ID          # const Node& r
    assert calls[(7, "First")] == MUTABLE_ID        # Node v
    assert calls[(8, "First")] == MUTABLE_ID        # Node* const p: the pointer is const, not the node


def test_where_constness_is_not_certain_both_overloads_stay_candidates() -> None:
    linker = link({"node.h": NODE_H, "calls.cpp": CALLS_CPP,
                   "held.cpp": '#include "node.h"\nNode& held();\nconst Node& kept();\n'
                               "Node& pick(int n);\nconst Node& pick(double d);\nvoid f(int n, Other u) {\n"
                               "    auto& a = held();\n    a.First();\n    auto& b = kept();\n    b.First();\n"
                               "    auto& c = pick(n);\n    c.First();\n    auto& d = pick(u);\n    d.First();\n}\n"})
    calls = resolved(linker, "calls.cpp")
    assert calls[(10, "First")] == MUTABLE_ID       # auto a = make(): a ``Node*``, per the initialiser (round 24)
    held = resolved(linker, "held.cpp")
    assert held[(8, "First")] == MUTABLE_ID         # ``auto&`` of a ``Node&`` returned (round 29)
    assert held[(10, "First")] == CONST_ID          # of a ``const Node&``
    assert held[(12, "First")] == MUTABLE_ID        # overloads returning either: the one ``pick(n)`` calls (round 42)
    table = linker.tables["held.cpp"]
    call = next(c for c in table.facts.calls if c.line == 14)   # ``pick(u)``, its argument of a type not known
    primary, candidates = linker.resolve_call(table, call)
    assert primary.reason == "ambiguous overload"
    assert {(e.dst, e.reason) for e in candidates} == {(CONST_ID, "overload"), (MUTABLE_ID, "overload")}


def test_overloads_with_other_parameters_are_left_to_the_argument_types() -> None:
    """``Count(int) const`` and ``Count(long)``: a non-const object may call either (the argument's
    type decides); a const object only the const one."""
    linker = link({"node.h": NODE_H, "calls.cpp": CALLS_CPP})
    calls = resolved(linker, "calls.cpp")
    assert calls[(14, "Count")] is None
    assert calls[(15, "Count")] == "node.h::Node.Count()"


def test_fields_by_their_declaration_and_by_value_as_const_as_the_method() -> None:
    linker = link({"node.h": NODE_H, "handles.h": HANDLES_H})
    handles = resolved(linker, "handles.h")
    assert handles[(4, "First")] == MUTABLE_ID      # Node* _node, in a const method: the node is not const
    assert handles[(9, "First")] == CONST_ID        # const Node* _node, in a non-const method
    assert handles[(14, "First")] == CONST_ID       # Node _value, in a const method
    assert handles[(15, "First")] == MUTABLE_ID     # Node _value, in a non-const method
