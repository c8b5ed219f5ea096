"""C++ round 48: an instance of a class template whose explicit specialisation another header defines (one qualname
to the index) calls the definition its argument names."""

from __future__ import annotations

from .lang_support import link, resolved

# libspatialindex: include/spatialindex/tools/PointerPool.h defines ``template <class X> class PointerPool``;
# src/rtree/PointerPoolNode.h, included nearer by RTree.h, ``template<> class PointerPool<RTree::Node>``.  The field
# ``Tools::PointerPool<Region> m_regionPool`` is an instance of the primary; ``Tools::PointerPool<Node> m_indexPool``
# of the specialisation.  Both were read as the nearer specialisation (45 wrong edges).
POOL_H = (
    "namespace Tools {\n"
    "template <class X> class PointerPool {\n"
    "public:\n"
    "    X* acquire() { return nullptr; }\n"
    "    unsigned getCapacity() const { return 0; }\n"
    "};\n"
    "}\n"
)
NODE_H = (
    '#include "pool.h"\n'
    "namespace SpatialIndex { class Region {}; namespace RTree { class Node {}; } }\n"
)
POOL_NODE_H = (
    '#include "node.h"\n'
    "namespace Tools {\n"
    "using namespace SpatialIndex;\n"
    "template<> class PointerPool<RTree::Node> {\n"
    "public:\n"
    "    RTree::Node* acquire() { return nullptr; }\n"
    "    unsigned getCapacity() const { return 1; }\n"
    "};\n"
    "}\n"
)
TREE_H = (
    '#include "pool_node.h"\n'
    "namespace SpatialIndex { namespace RTree {\n"
    "class Tree {\n"
    "public:\n"
    "    void insert();\n"
    "    Tools::PointerPool<Region> m_regionPool;\n"
    "    Tools::PointerPool<Node> m_indexPool;\n"
    "};\n"
    "} }\n"
)
TREE_CPP = (
    '#include "tree.h"\n'
    "namespace SpatialIndex { namespace RTree {\n"
    "void Tree::insert() {\n"
    "    m_regionPool.acquire();\n"
    "    m_indexPool.acquire();\n"
    "    unsigned n = m_regionPool.getCapacity() + m_indexPool.getCapacity();\n"
    "}\n"
    "} }\n"
)


def test_an_instance_calls_the_specialisation_its_argument_names_else_the_primary() -> None:
    got = resolved(link({"pool.h": POOL_H, "node.h": NODE_H, "pool_node.h": POOL_NODE_H, "tree.h": TREE_H,
                         "tree.cpp": TREE_CPP}), "tree.cpp")
    assert got[(4, "acquire")] == "pool.h::Tools.PointerPool.acquire()"
    assert got[(5, "acquire")] == "pool_node.h::Tools.PointerPool.acquire()"
    assert got[(6, "getCapacity")] == "pool_node.h::Tools.PointerPool.getCapacity()"   # the line's last site
