"""C++ round 21, from SEAL (held out until read: recall 0.702 at first sight): an attribute macro
before ``inline`` (``SEAL_NODISCARD inline std::shared_ptr<const ContextData> f() const``), which
made the grammar's recovery turn a class body into nonsense names, and function templates that
differ only in a trailing parameter pack (``mul_safe(T, T)`` and ``mul_safe(T, T, Args&&...)``),
which partial ordering tells apart."""

from __future__ import annotations

from .lang_support import defs, extract, link, resolved

COMMON_H = """\
namespace seal { namespace util {
template <typename T, typename = std::enable_if_t<std::is_integral<T>::value>>
SEAL_NODISCARD inline constexpr T mul_safe(T in1) noexcept { return in1; }
template <typename T, typename = std::enable_if_t<std::is_integral<T>::value>>
SEAL_NODISCARD inline constexpr T mul_safe(T in1, T in2) { return in1 * in2; }
template <typename T, typename... Args, typename = std::enable_if_t<std::is_integral<T>::value>>
SEAL_NODISCARD inline constexpr T mul_safe(T in1, T in2, Args &&...args) {
    return mul_safe(mul_safe(in1, in2), mul_safe(std::forward<Args>(args)...));
}
template <typename T, typename... Args>
SEAL_NODISCARD inline constexpr bool product_fits_in(Args &&...args) { return true; }
template <typename T, typename... Args>
SEAL_NODISCARD inline constexpr bool product_fits_in(T in1, Args &&...args) { return false; }
template <typename T, typename... Args>
inline void fill(int *out, Args &&...args) { }
template <typename T, typename... Args>
inline void fill(long *out, Args &&...args) { }
}}
"""
USE_CPP = """\
#include "common.h"
namespace seal {
int run(int a, int b, int *p) {
    util::fill<int>(out(), a);
    return util::mul_safe(a, b) + util::product_fits_in<int>(a, b);
}
}
"""


def test_a_template_whose_pack_takes_fewer_arguments_is_the_one_called() -> None:
    main = resolved(link({"common.h": COMMON_H, "use.cpp": USE_CPP}), "use.cpp")
    assert main[(5, "mul_safe")] == "common.h::seal.util.mul_safe()~2"            # (T, T): no pack
    assert main[(5, "product_fits_in")] == "common.h::seal.util.product_fits_in()~2"   # (T, Args...)
    assert main[(4, "fill")] is None     # the parameters before the pack differ: still ambiguous


CONTEXT_H = """\
namespace seal {
class SEALContext {
public:
    class ContextData {
    public:
        SEAL_NODISCARD inline const int &parms() const noexcept { return parms_; }
        SEAL_NODISCARD inline std::shared_ptr<const ContextData> prev_context_data() const noexcept {
            return prev_.lock();
        }
        SEAL_NODISCARD inline std::size_t chain_index() const noexcept { return index_; }
    private:
        int parms_;
        std::size_t index_;
    };
    SEAL_NODISCARD inline std::shared_ptr<const ContextData> key_context_data() const { return data_; }
};
}
"""


def test_an_attribute_macro_before_inline_does_not_break_the_class() -> None:
    found = defs(extract("context.h", CONTEXT_H))
    assert "seal.SEALContext.ContextData.chain_index" in found
    assert "seal.SEALContext.ContextData.prev_context_data" in found
    assert "seal.SEALContext.key_context_data" in found


def test_a_dereferenced_smart_pointer_is_its_pointee() -> None:
    """``auto p = context_.get_context_data(id);`` (a ``std::shared_ptr<const ContextData>``) then
    ``auto &data = *p;``: ``data.parms()`` is ``ContextData::parms``."""
    linker = link({
        "context.h": "#include <memory>\nnamespace seal {\nclass ContextData {\npublic:\n    int parms() const;\n};\n"
                     "class SEALContext {\npublic:\n"
                     "    std::shared_ptr<const ContextData> get_context_data(int id) const;\n};\n}\n",
        "ckks.cpp": '#include "context.h"\nnamespace seal {\nclass Encoder {\n    SEALContext context_;\n'
                    "    int encode(int id) const {\n        auto data_ptr = context_.get_context_data(id);\n"
                    "        auto &data = *data_ptr;\n        return data.parms();\n    }\n};\n}\n",
    })
    assert resolved(linker, "ckks.cpp")[(8, "parms")] == "context.h::seal.ContextData.parms()"


def test_a_qualifier_naming_the_enclosing_namespace_is_that_namespace() -> None:
    """BehaviorTree.CPP defines ``Blackboard* BT::Blackboard::rootBlackboard()`` inside ``namespace
    BT``: one function, ``BT.Blackboard.rootBlackboard``, not ``BT.BT.Blackboard...``; the header's
    declaration joins it."""
    linker = link({
        "blackboard.h": "namespace BT {\nclass Blackboard {\npublic:\n    Blackboard* rootBlackboard();\n"
                        "    int get() { return rootBlackboard() != nullptr; }\n};\n}\n",
        "blackboard.cpp": '#include "blackboard.h"\nnamespace BT {\n'
                          "Blackboard* BT::Blackboard::rootBlackboard() { return this; }\n}\n",
    })
    found = defs(extract("blackboard.cpp", "namespace BT {\nint BT::Blackboard::f() { return 1; }\n"
                                           "int BT::g() { return 2; }\n}\n"))
    assert "BT.Blackboard.f" in found and "BT.g" in found and found["BT.g"].parent == "BT"
    assert resolved(linker, "blackboard.h")[(5, "rootBlackboard")] == "blackboard.cpp::BT.Blackboard.rootBlackboard()"


EXCEPTIONS_H = """\
#include <string>
#include <string_view>
namespace BT {
class RuntimeError {
public:
    RuntimeError(std::string_view message) {}
    template <typename... SV>
    RuntimeError(const SV&... args) {}
};
}
"""


def test_a_forwarding_pack_constructor_beats_a_conversion() -> None:
    """``throw RuntimeError("Missing parameter")``: the pack binds a ``const char*`` exactly, the
    ``std::string_view`` constructor needs a conversion; a ``std::string_view`` argument takes the
    non-template (a tie goes to it)."""
    linker = link({"exceptions.h": EXCEPTIONS_H,
                   "script.cpp": '#include "exceptions.h"\nnamespace BT {\nvoid run(std::string_view v) {\n'
                                 '    throw RuntimeError("Missing parameter");\n}\n'
                                 "void stop(std::string_view v) {\n    throw RuntimeError(v);\n}\n}\n"})
    main = resolved(linker, "script.cpp")
    assert main[(4, "RuntimeError")] == "exceptions.h::BT.RuntimeError.RuntimeError()~2"
    assert main[(7, "RuntimeError")] == "exceptions.h::BT.RuntimeError.RuntimeError()"
