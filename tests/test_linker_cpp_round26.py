"""C++ round 26, found by reading the sixteenth fresh batch after it was scored once (libde265,
RtAudio, JSBSim, Rubber Band, cpr): a ``typedef struct X X;`` in a header that does not define
``X``, a prototype and an inline stub in two branches of one ``#if``, ``f(void)``, a header's
``using namespace``, a base class written as a template's instance or with its namespace in an
initialiser list, ``shared_from_this()``, and a pointer to a member function with ``enable_if``
constraints on the templates it is passed to."""

from __future__ import annotations

from smriti_git.index.languages.cpp_args import parameter_types

from .lang_support import extract, link, resolved

SELF_TYPEDEF = {
    "de265.h": "typedef struct de265_image de265_image;\n"
               "int de265_get_bits(const struct de265_image* img);\n",
    "image.h": '#include "de265.h"\n'
               "struct de265_image {\n"
               "  int get_sps() const { return 1; }\n"
               "};\n",
    "de265.cc": '#include "de265.h"\n'
                '#include "image.h"\n'
                "int de265_get_bits(const struct de265_image* img) { return img->get_sps(); }\n"
                "int other(de265_image* img) { return img->get_sps(); }\n",
}


def test_a_typedef_naming_its_own_struct_reaches_the_struct() -> None:
    calls = resolved(link(SELF_TYPEDEF), "de265.cc")
    assert calls[(3, "get_sps")] == "image.h::de265_image.get_sps()"
    assert calls[(4, "get_sps")] == "image.h::de265_image.get_sps()"


THREAD_H = """\
namespace RubberBand {
#ifndef NO_THREADING
class Mutex {
public:
    void lock();
    void unlock();
private:
    int m_mutex;
};
#else
class Mutex {
public:
    void lock() { }
    void unlock() { }
};
#endif
}
"""
THREAD_CPP = """\
#include "Thread.h"
namespace RubberBand {
#ifdef USE_PTHREADS
void Mutex::lock() { }
void Mutex::unlock() { }
#else
void Mutex::lock() { abort(); }
void Mutex::unlock() { abort(); }
#endif
}
"""
USER_CPP = """\
#include "Thread.h"
namespace RubberBand {
void run(Mutex& m) {
    m.lock();
    m.unlock();
}
}
"""


def test_a_prototype_beside_an_inline_stub_in_another_branch_stays() -> None:
    header = extract("Thread.h", THREAD_H)
    declared = [d for d in header.definitions if d.qualname == "RubberBand.Mutex.lock"]
    assert [d.declaration for d in declared] == [True, False]   # the stub no longer swallows the prototype
    calls = resolved(link({"Thread.h": THREAD_H, "Thread.cpp": THREAD_CPP, "user.cpp": USER_CPP}), "user.cpp")
    assert calls[(4, "lock")] == "Thread.cpp::RubberBand.Mutex.lock()"   # the first branch, not the stub
    assert calls[(5, "unlock")] == "Thread.cpp::RubberBand.Mutex.unlock()"


ALLOCATOR_H = """\
class meshopt_Allocator {
public:
#ifdef MESHOPTIMIZER_ALLOC_EXPORT
    static int& storage();
#else
    static int& storage() { static int s; return s; }
#endif
    int release() { return storage(); }
};
"""


def test_a_prototype_under_ifdef_beside_its_else_definition_is_dropped() -> None:
    declared = [d.declaration for d in extract("meshoptimizer.h", ALLOCATOR_H).definitions
                if d.qualname == "meshopt_Allocator.storage"]
    assert declared == [False]   # with the macro undefined, the ``#else`` definition is compiled
    calls = resolved(link({"meshoptimizer.h": ALLOCATOR_H}), "meshoptimizer.h")
    assert calls[(8, "storage")] == "meshoptimizer.h::meshopt_Allocator.storage()"


def test_a_void_parameter_list_is_an_empty_one() -> None:
    assert parameter_types("void closeStream( void ) override") == parameter_types("void A :: closeStream()")
    assert parameter_types("int g(void*)") == ("void*", "")
    source = """\
class RtApiAlsa {
public:
  void closeStream( void );
  void callbackEvent( void );
};
void RtApiAlsa :: closeStream() { }
void RtApiAlsa :: callbackEvent() { closeStream(); }
"""
    assert sum(d.qualname == "RtApiAlsa.closeStream" for d in extract("RtAudio.cpp", source).definitions) == 1
    calls = resolved(link({"RtAudio.cpp": source}), "RtAudio.cpp")
    assert calls[(7, "closeStream")] == "RtAudio.cpp::RtApiAlsa.closeStream()"


RTAUDIO_H = """\
namespace rt {
namespace audio {
class RtAudio {
 public:
  RtAudio(int api);
  int getCurrentApi();
  static int getCompiledApiByName(const char* name);
};
}
}
using namespace rt::audio;
"""
RTAUDIO_CPP = """\
#include "RtAudio.h"
namespace rt { namespace audio {
RtAudio::RtAudio(int api) { }
int RtAudio::getCurrentApi() { return 1; }
int RtAudio::getCompiledApiByName(const char* name) { return 2; }
} }
"""
RTAUDIO_C = """\
#include "RtAudio.h"
struct rtaudio { RtAudio *audio; };
int current(rtaudio* h) { return h->audio->getCurrentApi(); }
int by_name() { return RtAudio::getCompiledApiByName("alsa"); }
RtAudio* create() { return new RtAudio(3); }
"""


def test_a_using_directive_of_an_included_header_is_seen_by_its_includer() -> None:
    calls = resolved(link({"RtAudio.h": RTAUDIO_H, "RtAudio.cpp": RTAUDIO_CPP, "rtaudio_c.cpp": RTAUDIO_C}),
                     "rtaudio_c.cpp")
    assert calls[(3, "getCurrentApi")] == "RtAudio.cpp::rt.audio.RtAudio.getCurrentApi()"
    assert calls[(4, "getCompiledApiByName")] == "RtAudio.cpp::rt.audio.RtAudio.getCompiledApiByName()"
    assert calls[(5, "RtAudio")] == "RtAudio.cpp::rt.audio.RtAudio.RtAudio()"


CPR_H = """\
#include <memory>
#include <string>
namespace cpr {
namespace util { class Base { public: Base(int n); }; }
template <typename T>
class StringHolder {
 public:
  StringHolder(std::string s) {}
  StringHolder(const char* s) {}
};
class Body : public StringHolder<Body> {
 public:
  Body(const char* body) : StringHolder<Body>(body) {}
};
class Part : public util::Base {
 public:
  Part(int n) : util::Base(n) {}
};
class Session : public std::enable_shared_from_this<Session> {
 public:
  int Get();
  int GetAsync();
};
}
"""
CPR_CPP = """\
#include "cpr.h"
namespace cpr {
util::Base::Base(int n) {}
int Session::Get() { return 1; }
int Session::GetAsync() {
    auto shared_this = shared_from_this();
    return async([shared_this]() { return shared_this->Get(); });
}
}
"""


def test_base_initialisers_written_as_instances_or_qualified_are_calls() -> None:
    calls = {(c.line, c.name): c.receiver for c in extract("cpr.h", CPR_H).calls}
    assert calls[(13, "StringHolder")] is None and calls[(17, "Base")] == "util"
    linked = resolved(link({"cpr.h": CPR_H, "cpr.cpp": CPR_CPP}), "cpr.h")
    assert linked[(13, "StringHolder")] == "cpr.h::cpr.StringHolder.StringHolder()~2"   # the ``const char*`` one
    assert linked[(17, "Base")] == "cpr.cpp::cpr.util.Base.Base()"


def test_shared_from_this_is_a_pointer_to_the_class_it_names() -> None:
    calls = resolved(link({"cpr.h": CPR_H, "cpr.cpp": CPR_CPP}), "cpr.cpp")
    assert calls[(7, "Get")] == "cpr.cpp::cpr.Session.Get()"


PROPERTIES_H = """\
#include <string>
#include <type_traits>
namespace JSBSim {
class FGPropertyManager {
 public:
  template <typename T> void
  Tie (const std::string &name, T *pointer) { }

  template <class T, class V>
  typename std::enable_if_t<std::is_enum_v<V>, void>
  Tie (const std::string &name, T * obj, V (T::*getter)() const,
       void (T::*setter)(V) = nullptr) { }

  template <class T, class V>
  typename std::enable_if_t<!std::is_enum_v<V>, void>
  Tie (const std::string &name, T * obj, V (T::*getter)() const,
       void (T::*setter)(V) = nullptr) { }

  template <class T, class V> void
  Tie (const std::string &name, T * obj, int index, V (T::*getter)(int) const,
       void (T::*setter)(int, V) = nullptr) { }

  template <class T, class V, class U>
  typename std::enable_if_t<std::is_enum_v<U>, void>
  Tie(const std::string& name, T* obj, U index, V(T::* getter)(U) const,
      void (T::* setter)(U, V) = nullptr) { }
};
}
"""
CONDITION_CPP = """\
#include "FGPropertyManager.h"
namespace JSBSim {
enum class Speed { Slow, Fast };
class FGInitialCondition {
 public:
  double GetVcalibratedKtsIC() const;
  void SetVcalibratedKtsIC(double v);
  Speed GetSpeed() const;
  void SetSpeed(Speed s);
  void bind(FGPropertyManager* PropertyManager);
};
void FGInitialCondition::bind(FGPropertyManager* PropertyManager) {
  PropertyManager->Tie("ic/vc-kts", this,
                       &FGInitialCondition::GetVcalibratedKtsIC,
                       &FGInitialCondition::SetVcalibratedKtsIC);
  PropertyManager->Tie("ic/speed", this, &FGInitialCondition::GetSpeed, &FGInitialCondition::SetSpeed);
}
}
"""


def test_enable_if_constraints_tell_templates_apart_by_a_member_pointer() -> None:
    calls = resolved(link({"FGPropertyManager.h": PROPERTIES_H, "FGInitialCondition.cpp": CONDITION_CPP}),
                     "FGInitialCondition.cpp")
    tie = "FGPropertyManager.h::JSBSim.FGPropertyManager.Tie()"
    assert calls[(13, "Tie")] == tie + "~3"   # ``double``: no enumeration, and no ``int index``
    assert calls[(16, "Tie")] == tie + "~2"   # ``Speed``: an enumeration


PROPULSION_H = """\
#include <memory>
#include <vector>
namespace JSBSim {
using std::make_shared;
using std::static_pointer_cast;
class FGEngine { public: int GetThrottleMin(); };
class FGTurbine : public FGEngine { public: void SetCutoff(bool setting); };
class FGTank { public: int GetType(); };
class FGPropulsion {
 public:
  auto GetEngine(unsigned int index) const { return Engines[index]; }
  auto NewTank() { return new FGTank(); }
  void Run();
  std::vector<std::shared_ptr<FGEngine>> Engines;
  std::vector<std::shared_ptr<FGTank>> Tanks;
};
}
"""
PROPULSION_CPP = """\
#include "FGPropulsion.h"
namespace JSBSim {
int FGEngine::GetThrottleMin() { return 0; }
void FGTurbine::SetCutoff(bool setting) { }
int FGTank::GetType() { return 1; }
void FGPropulsion::Run() {
  GetEngine(0)->GetThrottleMin();
  NewTank()->GetType();
  for (auto& engine : Engines)
    static_pointer_cast<FGTurbine>(engine)->SetCutoff(true);
  Tanks.push_back(make_shared<FGTank>());
  const auto& tank = Tanks.back();
  tank->GetType();
}
}
"""


def test_auto_results_pointer_casts_and_a_container_s_last_element() -> None:
    calls = resolved(link({"FGPropulsion.h": PROPULSION_H, "FGPropulsion.cpp": PROPULSION_CPP}), "FGPropulsion.cpp")
    assert calls[(7, "GetThrottleMin")] == "FGPropulsion.cpp::JSBSim.FGEngine.GetThrottleMin()"   # what it returns
    assert calls[(8, "GetType")] == "FGPropulsion.cpp::JSBSim.FGTank.GetType()"
    assert calls[(10, "SetCutoff")] == "FGPropulsion.cpp::JSBSim.FGTurbine.SetCutoff()"   # the cast's type
    assert calls[(13, "GetType")] == "FGPropulsion.cpp::JSBSim.FGTank.GetType()"   # ``Tanks.back()``


PROPS_H = """\
class SGRaw { public: int getType() const; };
class SGPropertyNode {
 public:
  const char* getStringValue() const;
  int kind() const;
 private:
  union {
    SGPropertyNode * alias;
    SGRaw* val;
  } _value;
};
"""
PROPS_CXX = """\
#include "props.hxx"
int SGRaw::getType() const { return 1; }
const char* SGPropertyNode::getStringValue() const { return _value.alias->getStringValue(); }
int SGPropertyNode::kind() const { return _value.val->getType(); }
"""


def test_a_member_of_an_anonymous_union_named_bare_in_a_method() -> None:
    calls = resolved(link({"props.hxx": PROPS_H, "props.cxx": PROPS_CXX}), "props.cxx")
    assert calls[(3, "getStringValue")] == "props.cxx::SGPropertyNode.getStringValue()"
    assert calls[(4, "getType")] == "props.cxx::SGRaw.getType()"


TABLE_CPP = """\
#include <vector>
class FGTable {
 public:
  double GetValue(double key) const;
  double GetValue(const std::vector<double>& keys) const;
  double GetValue(const double* keys) const;
  double Lookup() const { return GetValue(values.data()); }
  mutable std::vector<double> values;
};
double FGTable::GetValue(double key) const { return key; }
double FGTable::GetValue(const std::vector<double>& keys) const { return keys[0]; }
double FGTable::GetValue(const double* keys) const { return keys[0]; }
"""


def test_a_vector_s_data_is_a_pointer_to_its_element() -> None:
    calls = resolved(link({"FGTable.cpp": TABLE_CPP}), "FGTable.cpp")
    assert calls[(7, "GetValue")] == "FGTable.cpp::FGTable.GetValue()~3"


SG_PATH = """\
#include <string>
class SGPath {
public:
    struct Permissions { bool read; };
    typedef Permissions (*PermissionChecker)(const SGPath&);
    explicit SGPath(PermissionChecker validator = NULL);
    SGPath(const SGPath& p);
    explicit SGPath(const std::string& p, PermissionChecker validator = NULL);
    explicit SGPath(const std::wstring& p, PermissionChecker validator = NULL);
};
SGPath::SGPath(PermissionChecker validator) { }
SGPath::SGPath(const SGPath& p) { }
SGPath::SGPath(const std::string& p, PermissionChecker validator) { }
SGPath::SGPath(const std::wstring& p, PermissionChecker validator) { }
SGPath here() { return SGPath("."); }
"""


def test_a_narrow_string_takes_neither_a_function_pointer_nor_a_wide_string() -> None:
    calls = resolved(link({"sg_path.cxx": SG_PATH}), "sg_path.cxx")
    assert calls[(15, "SGPath")] == "sg_path.cxx::SGPath.SGPath()~3"


FFT_CPP = """\
#define BQ_R__ __restrict__
namespace RubberBand {
class FFTImpl {
public:
    virtual void forward(const double *BQ_R__ realIn, double *BQ_R__ realOut, double *BQ_R__ imagOut) = 0;
    virtual void forward(const float *BQ_R__ realIn, float *BQ_R__ realOut, float *BQ_R__ imagOut) = 0;
    void packComplex(const float *BQ_R__ const re, const float *BQ_R__ const im) { }
};
class FFT {
public:
    void forward(const double *BQ_R__ realIn, double *BQ_R__ realOut, double *BQ_R__ imagOut);
    FFTImpl *d;
};
void
FFT::forward(const double *BQ_R__ realIn, double *BQ_R__ realOut, double *BQ_R__ imagOut)
{
    d->forward(realIn, realOut, imagOut);
}
}
"""


def test_a_restrict_macro_after_a_pointer_is_no_parameter_name() -> None:
    facts = extract("FFT.cpp", FFT_CPP)
    assert not facts.diagnostics
    assert ("RubberBand.FFT.forward", "realIn", "constdouble*") in {d[:3] for d in facts.declared}
    assert parameter_types("void packComplex(const float *BQ_R__ const re)") == ("constfloat*const", "")
    calls = resolved(link({"FFT.cpp": FFT_CPP}), "FFT.cpp")
    assert calls[(17, "forward")] == "FFT.cpp::RubberBand.FFTImpl.forward()"


EBML_H = """\
#include <cstdint>
namespace libebml {
class EbmlId {
 public:
  EbmlId(std::uint32_t v);
  EbmlId(const unsigned char* b, unsigned n);
};
class EbmlElement {
 public:
  operator const EbmlId &() const;
};
}
"""
EBML_CPP = """\
#include "EbmlId.h"
namespace libebml {
EbmlId::EbmlId(std::uint32_t v) {}
EbmlId::EbmlId(const unsigned char* b, unsigned n) {}
void use(EbmlElement* Result, const EbmlId& other) {
  EbmlId a = EbmlId(*Result);
  EbmlId b = EbmlId(other);
  EbmlId c = EbmlId(5u);
}
}
"""


def test_a_copy_through_a_conversion_operator_is_the_implicit_copy_constructor() -> None:
    calls = resolved(link({"EbmlId.h": EBML_H, "EbmlElement.cpp": EBML_CPP}), "EbmlElement.cpp")
    assert calls[(6, "EbmlId")] == "EbmlId.h::libebml.EbmlId#"   # not ``EbmlId(std::uint32_t)``
    assert calls[(7, "EbmlId")] == "EbmlId.h::libebml.EbmlId#"
    assert calls[(8, "EbmlId")] == "EbmlElement.cpp::libebml.EbmlId.EbmlId()"


def test_the_first_of_if_variants_is_the_first_in_the_file_not_the_least_id() -> None:
    kinds = ["bool", "int", "long", "char", "double", "float", "short", "const char*"]
    header = "struct S {};\n" + "".join(f"S StringFrom({k} value);\n" for k in kinds) + \
        "S StringFrom(long long value);\n"
    source = '#include "SimpleString.h"\n' + "".join(f"S StringFrom({k} value) {{ return S(); }}\n" for k in kinds) + \
        "#if USE_LONG_LONG\nS StringFrom(long long value) { return S(); }\n" \
        "#else\nS StringFrom(long long value) { (void)value; return S(); }\n#endif\n"
    user = '#include "SimpleString.h"\nS show(long long v) { return StringFrom(v); }\n'
    calls = resolved(link({"SimpleString.h": header, "SimpleString.cpp": source, "Mock.cpp": user}), "Mock.cpp")
    assert calls[(2, "StringFrom")] == "SimpleString.cpp::StringFrom()~9"   # line 11, not ``~10`` (line 13)


PROPERTY_MANAGER = """\
#include <string>
template <class T> class SGSharedPtr {
 public:
  operator T*() const { return ptr; }
  T* ptr;
};
class SGPropertyNode { public: bool isTied(); };
typedef SGSharedPtr<SGPropertyNode> SGPropertyNode_ptr;
class FGPropertyManager {
 public:
  void Untie(const std::string &name);
  void Untie(SGPropertyNode* property);
};
void FGPropertyManager::Untie(const std::string &name) { }
void FGPropertyManager::Untie(SGPropertyNode* property) { }
class FGFunction {
  FGPropertyManager* PropertyManager;
  SGPropertyNode_ptr pNode;
  void release() { PropertyManager->Untie(pNode); }
};
"""


def test_an_object_that_converts_to_no_text_takes_no_string_parameter() -> None:
    calls = resolved(link({"FGFunction.cpp": PROPERTY_MANAGER}), "FGFunction.cpp")
    assert calls[(19, "Untie")] == "FGFunction.cpp::FGPropertyManager.Untie()~2"
