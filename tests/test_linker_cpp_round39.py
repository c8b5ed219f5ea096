"""C++ round 39: what VulkanSceneGraph's ``read`` and ``write`` overloads showed (a field initialised with a
braced list of several values, a number literal other than ``0`` and pointers, a pointer to a number and
pointers to classes)."""

from __future__ import annotations

from smriti_git.index.link_cpp_args import field_written

from .lang_support import link, resolved

# A serialiser overloads ``read`` for counts with pointers to each number type, to a class and to a string, and
# for a property's name with a variadic template: ``read(1, &n)`` is the ``uint32_t*`` overload (the literal
# ``1`` is no null pointer, so no ``const char*`` takes it; no pointer to a class or string takes a
# ``uint32_t*``); ``read("ambient", ambient)`` of a field written ``vec4 ambient{1.0f, 1.0f}`` reaches the
# overload for a property's value, the field's type known although its braces hold commas.  An ``int*`` goes
# to ``void*``, not to a class's pointer nor to an alias of a class template's instance, and a ``std::string``
# to ``T&``, not to ``ref_ptr<T>&``: a template's instance is not deduced from a standard class.
INPUT = {
    "input.h": (
        "#include <cstdint>\n"
        "#include <cstddef>\n"
        "#include <string>\n"
        "template<typename T> struct t_vec4 { T x, y, z, w; };\n"
        "using vec4 = t_vec4<float>;\n"
        "struct Path { std::string text; };\n"
        "template<typename T> struct ref_ptr { T* p; };\n"
        "class Input {\n"
        "public:\n"
        "    virtual void read(size_t num, int32_t* value) = 0;\n"
        "    virtual void read(size_t num, uint32_t* value) = 0;\n"
        "    virtual void read(size_t num, std::string* value) = 0;\n"
        "    virtual void read(size_t num, Path* value) = 0;\n"
        "    void read(size_t num, vec4* value) { read(num * 4, &value->x); }\n"
        "    template<typename T>\n"
        "    void read(const char* name, T& value) { read(1, &value); }\n"
        "    void readCount() { uint32_t n = 0; read(1, &n); }\n"
        "    void pick(Path* p, int n);\n"
        "    void pick(float x, const char* s);\n"
        "    void none() { pick(0, 2); }\n"
        "    void put(void* p);\n"
        "    void put(Path* p);\n"
        "    void put(vec4* p);\n"
        "    void raw(int* i) { put(i); }\n"
        "    template<typename T>\n"
        "    void read(const char* name, ref_ptr<T>& value) { value.p = nullptr; }\n"
        "};\n"
    ),
    "material.h": (
        '#include "input.h"\n'
        "struct Material {\n"
        "    vec4 ambient{1.0f, 1.0f, 1.0f, 1.0f};\n"
        "    float shininess{100.0f};\n"
        "    void load(Input& input) {\n"
        '        input.read("ambient", ambient);\n'
        '        input.read("label", label);\n'
        "    }\n"
        "    std::string label;\n"
        "};\n"
    ),
}


def test_a_number_literal_other_than_zero_takes_no_pointer() -> None:
    calls = resolved(link(INPUT), "input.h")
    assert calls[(17, "read")] == "input.h::Input.read()~2"
    assert calls[(20, "pick")] == "input.h::Input.pick()"   # ``0`` is a null pointer: ``Path*`` takes it
    assert calls[(24, "put")] == "input.h::Input.put()"   # an ``int*`` goes to no class's pointer, only ``void*``


def test_a_field_initialised_with_a_braced_list_of_several_values_has_its_type() -> None:
    assert field_written("vec4 ambient{1.0f, 1.0f, 1.0f, 1.0f}", "ambient") == "vec4"
    assert field_written("int a{1}, b{2, 3}", "b") == "int"
    assert field_written("int a = f(1, 2)", "a") == "int"
    assert field_written("float x, y", "y") == "float"
    calls = resolved(link(INPUT), "material.h")
    assert calls[(6, "read")] == "input.h::Input.read()~6"


def test_a_template_of_the_repository_is_not_deduced_from_a_standard_string() -> None:
    calls = resolved(link(INPUT), "material.h")
    assert calls[(7, "read")] == "input.h::Input.read()~6"   # ``T&``, not ``ref_ptr<T>&``


# The curiously recurring template pattern: a class template's static ``create()`` returns a smart pointer to
# its ``Subclass`` parameter, and each class derives from the template's instance naming itself.  What
# ``CommandGraph::create()`` returns reaches ``CommandGraph`` (and its bases) through ``operator->``.
CRTP = {
    "ref_ptr.h": (
        "namespace vsg {\n"
        "template<class T> class ref_ptr {\n"
        "public:\n"
        "    T* operator->() const { return _ptr; }\n"
        "    T& operator*() const { return *_ptr; }\n"
        "    template<class R> ref_ptr<R> cast() const { return ref_ptr<R>(); }\n"
        "    T* _ptr;\n"
        "};\n"
        "}\n"
    ),
    "inherit.h": (
        '#include "ref_ptr.h"\n'
        "namespace vsg {\n"
        "class Object { public: virtual ~Object() {} };\n"
        "template<class ParentClass, class Subclass>\n"
        "class Inherit : public ParentClass {\n"
        "public:\n"
        "    template<typename... Args>\n"
        "    static ref_ptr<Subclass> create(Args&&... args) { return ref_ptr<Subclass>(); }\n"
        "};\n"
        "}\n"
    ),
    "group.h": (
        '#include "inherit.h"\n'
        "namespace vsg {\n"
        "class Group : public Inherit<Object, Group> {\n"
        "public:\n"
        "    void addChild(int child);\n"
        "};\n"
        "class CommandGraph : public Inherit<Group, CommandGraph> {\n"
        "public:\n"
        "    void record();\n"
        "};\n"
        "}\n"
    ),
    "app.cpp": (
        '#include "group.h"\n'
        "namespace vsg {\n"
        "void build() {\n"
        "    auto graph = CommandGraph::create(1);\n"
        "    graph->addChild(2);\n"
        "    graph->record();\n"
        "    ref_ptr<CommandGraph> other;\n"
        "    other->record();\n"
        "    vsg::Group::create()->addChild(3);\n"
        "}\n"
        "}\n"
    ),
}


def test_a_static_member_of_a_crtp_base_returns_the_class_it_is_called_on() -> None:
    calls = resolved(link(CRTP), "app.cpp")
    assert calls[(5, "addChild")] == "group.h::vsg.Group.addChild()"
    assert calls[(6, "record")] == "group.h::vsg.CommandGraph.record()"
    assert calls[(9, "addChild")] == "group.h::vsg.Group.addChild()"
    assert calls[(8, "record")] == "group.h::vsg.CommandGraph.record()"


# A macro declares an alias of a class template's instance in a namespace; the class template's static
# ``create()`` returns a smart pointer to the class itself.  Called on the alias qualified by the namespace,
# ``create`` is the template's, and what it returns reaches the template's members through ``operator->``.
ARRAY = {
    "ref_ptr.h": CRTP["ref_ptr.h"],
    "array.h": (
        '#include "ref_ptr.h"\n'
        "#define VSG_array(N, T) \\\n    using N = Array<T>;\n"
        "namespace vsg {\n"
        "template<typename T> class Array {\n"
        "public:\n"
        "  template<typename... Args> static ref_ptr<Array> create(Args&&... args) { return {}; }\n"
        "  void set(int i, const T& v) {}\n"
        "};\n"
        "VSG_array(floatArray, float);\n"
        "}\n"
    ),
    "tile.cpp": (
        '#include "array.h"\n'
        "void build(int n) {\n"
        "  auto values = vsg::floatArray::create(n);\n"
        "  values->set(0, 1.0f);\n"
        "}\n"
    ),
}


def test_a_namespace_qualified_macro_alias_and_a_result_holding_its_own_class() -> None:
    calls = resolved(link(ARRAY), "tile.cpp")
    assert calls[(3, "create")] == "array.h::vsg.Array.create()"
    assert calls[(4, "set")] == "array.h::vsg.Array.set()"


# A class's member alias of a standard sequence of a repository smart pointer; a derived class iterates the
# inherited field: each element reaches the pointee's members through ``operator->``.
CHILDREN = {
    "ref_ptr.h": CRTP["ref_ptr.h"].replace("    T* _ptr;\n", "    bool valid() const { return _ptr; }\n    T* _ptr;\n"),
    "group.h": (
        '#include <vector>\n'
        '#include "ref_ptr.h"\n'
        "namespace vsg {\n"
        "class Node { public: void accept(int visitor); bool valid() const; };\n"
        "class Group : public Node {\n"
        "public:\n"
        "  using Children = std::vector<ref_ptr<Node>>;\n"
        "  Children children;\n"
        "};\n"
        "class StateGroup : public Group {\n"
        "public:\n"
        "  void traverse(int visitor) { for (auto& child : children) child->accept(visitor); }\n"
        "  bool check() { for (auto child : children) if (!child->valid()) return false; return true; }\n"
        "};\n"
        "}\n"
    ),
}


def test_an_element_of_an_aliased_sequence_of_a_repository_smart_pointer() -> None:
    calls = resolved(link(CHILDREN), "group.h")
    assert calls[(12, "accept")] == "group.h::vsg.Node.accept()"
    assert calls[(13, "valid")] == "group.h::vsg.Node.valid()"   # not the smart pointer's own ``valid()``


# Vector templates with free operator and function templates of their own instances: ``normalize(center - eye)``
# of two ``dvec3`` fields (``using dvec3 = t_vec3<double>``) is the ``t_vec3`` overload, the difference a
# ``dvec3`` (every ``operator-`` template of two operands takes and returns ``t_vec3`` instances).
VECTORS = {
    "vec.h": (
        "namespace vsg {\n"
        "template<typename T> struct t_vec2 { T x, y; };\n"
        "template<typename T> struct t_vec3 { T x, y, z; };\n"
        "using dvec3 = t_vec3<double>;\n"
        "template<typename T> t_vec3<T> operator-(const t_vec3<T>& a, const t_vec3<T>& b) { return a; }\n"
        "template<typename T> t_vec3<T> operator-(const t_vec3<T>& a) { return a; }\n"
        "template<typename T> t_vec2<T> normalize(const t_vec2<T>& v) { return v; }\n"
        "template<typename T> t_vec3<T> normalize(const t_vec3<T>& v) { return v; }\n"
        "struct LookAt {\n"
        "  dvec3 eye, center;\n"
        "  void look() { normalize(center - eye); }\n"
        "};\n"
        "}\n"
    ),
}


def test_an_operator_template_of_one_class_templates_instances_gives_the_operands_type() -> None:
    calls = resolved(link(VECTORS), "vec.h")
    assert calls[(11, "normalize")] == "vec.h::vsg.normalize()~2"
