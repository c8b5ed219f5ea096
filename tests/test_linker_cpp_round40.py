"""C++ round 40: what aria2 showed (a local pointer initialised in parentheses that the grammar misreads as a
product, and a test of ``__cplusplus`` choosing between the standard library's ``make_unique`` and the project's
own)."""

from __future__ import annotations

from .lang_support import call_list, extract, link, resolved

# ``OptionHandler* op(new DefaultOptionHandler(a));``: the grammar reads ``OptionHandler * op(...)``, a discarded
# product with a call of ``op``.  C++ declares ``op``, an ``OptionHandler*``, so ``op->addTag(1)`` is the
# interface's ``addTag`` (which clang names), not the one class that defines it; a namespace-qualified type too.
# ``size * scale(3);`` of a local ``size`` stays a product: ``scale`` is called.
HANDLERS = {
    "handler.h": (
        "namespace opt {\n"
        "class OptionHandler {\n"
        "public:\n"
        "    virtual ~OptionHandler() = default;\n"
        "    virtual void addTag(int tag) = 0;\n"
        "    virtual void hide() = 0;\n"
        "};\n"
        "class AbstractOptionHandler : public OptionHandler {\n"
        "public:\n"
        "    explicit AbstractOptionHandler(const char* name);\n"
        "    void addTag(int tag) override;\n"
        "    void hide() override;\n"
        "};\n"
        "class DefaultOptionHandler : public AbstractOptionHandler {\n"
        "public:\n"
        "    explicit DefaultOptionHandler(const char* name);\n"
        "};\n"
        "}\n"
    ),
    "handler.cc": (
        '#include "handler.h"\n'
        "namespace opt {\n"
        "AbstractOptionHandler::AbstractOptionHandler(const char* name) {}\n"
        "void AbstractOptionHandler::addTag(int tag) {}\n"
        "void AbstractOptionHandler::hide() {}\n"
        "DefaultOptionHandler::DefaultOptionHandler(const char* name) : AbstractOptionHandler(name) {}\n"
        "}\n"
    ),
    "factory.cc": (
        '#include "handler.h"\n'
        "int scale(int x);\n"
        "void build() {\n"
        '    opt::OptionHandler* op(new opt::DefaultOptionHandler("dir"));\n'
        "    op->addTag(1);\n"
        "    {\n"
        "        using namespace opt;\n"
        '        OptionHandler* other(new DefaultOptionHandler("log"));\n'
        "        other->hide();\n"
        "    }\n"
        "    int size = 2;\n"
        "    size * scale(3);\n"
        "}\n"
    ),
}


def test_a_pointer_initialised_in_parentheses_has_its_declared_type() -> None:
    linker = link(HANDLERS)
    got = resolved(linker, "factory.cc")
    assert got[(5, "addTag")] == "handler.h::opt.OptionHandler.addTag()"
    assert got[(9, "hide")] == "handler.h::opt.OptionHandler.hide()"
    assert got[(4, "DefaultOptionHandler")] == "handler.cc::opt.DefaultOptionHandler.DefaultOptionHandler()"


def test_the_declared_name_is_no_call_and_a_product_of_a_local_stays_one() -> None:
    names = [name for _, _, name in call_list(extract("factory.cc", HANDLERS["factory.cc"]))]
    assert "op" not in names and "other" not in names
    assert "scale" in names


# aria2's ``a2functional.h``: ``#if __cplusplus > 201103L`` / ``using std::make_unique;`` / ``#else`` / its own
# template.  A build of C++17 or later (GCC's and Clang's default) takes the standard library's, so the project's
# own is not a definition and ``make_unique<Foo>(1)`` joins nothing in the repository.  A test that standards
# from C++17 on answer differently (``>= 202002L``) decides nothing: both ``pick`` definitions stay, as does a
# test of another macro.  ``||`` with a decided side (MSVC's ``_MSVC_LANG``) is decided.
STANDARD = {
    "functional.h": (
        "#include <memory>\n"
        "namespace a2 {\n"
        "#if __cplusplus > 201103L\n"
        "using std::make_unique;\n"
        "#else\n"
        "template<typename T, typename... U> std::unique_ptr<T> make_unique(U&&... u) {\n"
        "    return std::unique_ptr<T>(new T(u...));\n"
        "}\n"
        "#endif\n"
        "#if (__cplusplus >= 202002L)\n"
        "inline int pick(int x) { return x; }\n"
        "#else\n"
        "inline int pick(int x) { return x + 1; }\n"
        "#endif\n"
        "#if __cplusplus >= 201703L || _MSVC_LANG >= 201703L\n"
        "inline int modern(int x) { return x; }\n"
        "#else\n"
        "inline int legacy(int x) { return x; }\n"
        "#endif\n"
        "}\n"
    ),
    "use.cc": (
        '#include "functional.h"\n'
        "namespace a2 {\n"
        "struct Foo { explicit Foo(int n); };\n"
        "int run() { auto p = make_unique<Foo>(1); return pick(2) + modern(3); }\n"
        "}\n"
    ),
}


def test_a_test_of_the_standard_is_read_for_cpp17_and_later() -> None:
    linker = link(STANDARD)
    got = resolved(linker, "use.cc")
    assert got[(4, "make_unique")] is None
    assert got[(4, "pick")] is not None and got[(4, "pick")].startswith("functional.h::a2.pick()")
    assert got[(4, "modern")] == "functional.h::a2.modern()"
    names = {d.qualname for d in extract("functional.h", STANDARD["functional.h"]).definitions}
    assert "a2.make_unique" not in names and "a2.legacy" not in names
    assert "a2.modern" in names and "a2.pick" in names


def test_a_c_file_reads_no_test_of_the_standard() -> None:
    source = ("#if __cplusplus > 201103L\nint modern(int x) { return x; }\n"
              "#else\nint legacy(int x) { return x; }\n#endif\n")
    names = {d.qualname for d in extract("compat.c", source).definitions}
    assert names == {"modern", "legacy"}


# i2pd's ``Log.h``: ``LogPrint(std::stringstream& s, TValue&& arg)`` prints one value, ``LogPrint(LogLevel level,
# TArgs&&... args)`` a message.  An enumerator binds no non-``const`` reference to a class, and a standard stream
# converts to no repository enumeration, so both calls of two arguments are told apart.
LOG = {
    "log.h": (
        "#include <sstream>\n"
        "#include <utility>\n"
        "enum LogLevel { eLogNone = 0, eLogError, eLogInfo };\n"
        "template<typename TValue>\n"
        "void LogPrint(std::stringstream& s, TValue&& arg) noexcept { s << arg; }\n"
        "template<typename... TArgs>\n"
        "void LogPrint(LogLevel level, TArgs&&... args) noexcept {\n"
        "    std::stringstream ss;\n"
        "    (LogPrint(ss, std::forward<TArgs>(args)), ...);\n"
        "}\n"
        "typedef int Count;\n"
        "struct Box { int n; };\n"
        "void fill(Count& n, int v);\n"
        "void fill(Box& b, long v);\n"
    ),
    "daemon.cc": (
        '#include "log.h"\n'
        "void run(int port) {\n"
        '    LogPrint(eLogError, "Daemon: no config");\n'
        "    std::stringstream s;\n"
        "    LogPrint(s, port);\n"
        "    int n = 0;\n"
        "    fill(n, 2);\n"
        "}\n"
    ),
}


def test_an_enumerator_binds_no_reference_to_a_class_nor_a_stream_an_enumeration() -> None:
    linker = link(LOG)
    got = resolved(linker, "daemon.cc")
    assert got[(3, "LogPrint")] == "log.h::LogPrint()~2"
    assert got[(5, "LogPrint")] == "log.h::LogPrint()"
    assert resolved(linker, "log.h")[(9, "LogPrint")] == "log.h::LogPrint()"
    assert got[(7, "fill")] == "log.h::fill()"   # ``Count&`` names a number: an ``int`` binds it


# i2pd's ``RouterContext context;`` is defined in RouterContext.cpp and declared ``extern`` in its header (which
# the index does not keep as a definition): ``i2p::context.Init()`` in a file that opens ``namespace i2p`` itself
# is that variable's.  ``const decltype(m_Destinations)& GetDestinations () const`` writes its result through a
# field of its class, whose declared map gives ``it.second`` of a range ``for`` its type, also where the range is
# called on a namespace-qualified variable, and the ``(`` of ``decltype`` opens no parameter list.
CONTEXT = {
    "context.h": (
        "#include <map>\n"
        "#include <memory>\n"
        "#include <string>\n"
        "namespace i2p {\n"
        "namespace client {\n"
        "class Destination { public: int GetIdentHash() const; };\n"
        "class Session { public: Destination* GetDestination() const; };\n"
        "class ClientContext {\n"
        "public:\n"
        "    void Start();\n"
        "    const decltype(m_Destinations)& GetDestinations() const { return m_Destinations; }\n"
        "    const decltype(m_Sessions)& GetSessions() const { return m_Sessions; }\n"
        "private:\n"
        "    std::map<std::string, std::shared_ptr<Destination> > m_Destinations;\n"
        "    std::map<int, std::shared_ptr<Session> > m_Sessions;\n"
        "};\n"
        "extern ClientContext context;\n"
        "}\n"
        "}\n"
    ),
    "context.cpp": (
        '#include "context.h"\n'
        "namespace i2p {\n"
        "namespace client {\n"
        "ClientContext context;\n"
        "void ClientContext::Start() {}\n"
        "}\n"
        "}\n"
    ),
    "http.cpp": (
        '#include "context.h"\n'
        "namespace i2p {\n"
        "namespace http {\n"
        "void ShowDestinations() {\n"
        "    i2p::client::context.Start();\n"
        "    for (auto& it: i2p::client::context.GetDestinations())\n"
        "        it.second->GetIdentHash();\n"
        "    for (auto& it: i2p::client::context.GetSessions())\n"
        "        it.second->GetDestination();\n"
        "}\n"
        "}\n"
        "}\n"
    ),
}


def test_a_namespace_variable_defined_in_a_source_file_and_a_decltype_result() -> None:
    linker = link(CONTEXT)
    got = resolved(linker, "http.cpp")
    assert got[(5, "Start")] == "context.cpp::i2p.client.ClientContext.Start()"
    assert got[(7, "GetIdentHash")] == "context.h::i2p.client.Destination.GetIdentHash()"
    assert got[(9, "GetDestination")] == "context.h::i2p.client.Session.GetDestination()"
    methods = {d.qualname: d.arity for d in extract("context.h", CONTEXT["context.h"]).definitions}
    assert methods["i2p.client.ClientContext.GetDestinations"] == (0, 0)


# ``auto s = it.lock ();`` of an element of a ``std::vector<std::weak_ptr<Session> >``: ``lock()`` gives a
# ``std::shared_ptr<Session>``.  ``auto msg = n < 2 ? NewShort () : NewLong ();``: what both branches return.
WATCHED = {
    "pool.h": (
        "#include <memory>\n"
        "#include <vector>\n"
        "class Session { public: int GetOwner() const; };\n"
        "class Message { public: int* GetPayload(); };\n"
        "std::shared_ptr<Message> NewShort();\n"
        "std::shared_ptr<Message> NewLong();\n"
        "class Destination {\n"
        "    std::vector<std::weak_ptr<Session> > m_Pending;\n"
        "    std::weak_ptr<Session> m_Last;\n"
        "    void Run(int n);\n"
        "};\n"
    ),
    "pool.cpp": (
        '#include "pool.h"\n'
        "void Destination::Run(int n) {\n"
        "    for (auto& it: m_Pending) {\n"
        "        auto s = it.lock ();\n"
        "        s->GetOwner();\n"
        "    }\n"
        "    auto msg = n < 2 ? NewShort () : NewLong ();\n"
        "    msg->GetPayload();\n"
        "    auto none = n > 2 ? nullptr : NewLong ();\n"
        "    none->GetPayload();\n"
        "    if (auto last = m_Last.lock ()) last->GetOwner();\n"
        "}\n"
    ),
}


def test_a_weak_pointer_locked_and_a_conditional_initialiser() -> None:
    got = resolved(link(WATCHED), "pool.cpp")
    assert got[(5, "GetOwner")] == "pool.h::Session.GetOwner()"
    assert got[(8, "GetPayload")] == "pool.h::Message.GetPayload()"
    assert got[(10, "GetPayload")] == "pool.h::Message.GetPayload()"
    assert got[(11, "GetOwner")] == "pool.h::Session.GetOwner()"
    assert got[(4, "lock")] is None


# uvgRTP's ``typedef struct zrtp_crypto_ctx { uvgrtp::crypto::sha256* sha256 = nullptr; ... } zrtp_crypto_ctx_t;``:
# the alias names the struct it defines, whose fields are its own (a field named as its class is named too).
CRYPTO = {
    "crypto.hh": (
        "namespace uvgrtp { namespace crypto {\n"
        "class sha256 { public: void update(int x); };\n"
        "} }\n"
    ),
    "defines.hh": (
        "namespace uvgrtp {\n"
        "namespace crypto { class sha256; }\n"
        "typedef struct zrtp_crypto_ctx {\n"
        "    uvgrtp::crypto::sha256* sha256 = nullptr;\n"
        "} zrtp_crypto_ctx_t;\n"
        "}\n"
    ),
    "zrtp.cc": (
        '#include "defines.hh"\n'
        '#include "crypto.hh"\n'
        "namespace uvgrtp {\n"
        "class zrtp { zrtp_crypto_ctx_t cctx_; void run(); };\n"
        "void zrtp::run() { cctx_.sha256->update(1); }\n"
        "}\n"
    ),
}


def test_a_typedef_of_a_struct_it_defines_has_that_struct_s_fields() -> None:
    assert resolved(link(CRYPTO), "zrtp.cc")[(5, "update")] == "crypto.hh::uvgrtp.crypto.sha256.update()"


# ninja's ``Node** nodes = deps->nodes; nodes[i]->AddOutEdge(edge);``: an element of a pointer to pointers points
# to the declared type, as of a field declared so.
NODES = {
    "graph.h": (
        "struct Edge;\n"
        "struct Node { void AddOutEdge(Edge* e); };\n"
        "struct Deps { int node_count; Node** nodes; };\n"
    ),
    "graph.cc": (
        '#include "graph.h"\n'
        "void Load(Deps* deps, Edge* edge) {\n"
        "    Node** nodes = deps->nodes;\n"
        "    for (int i = 0; i < deps->node_count; ++i) {\n"
        "        nodes[i]->AddOutEdge(edge);\n"
        "        deps->nodes[i]->AddOutEdge(edge);\n"
        "    }\n"
        "}\n"
    ),
}


def test_an_element_of_a_pointer_to_pointers() -> None:
    got = resolved(link(NODES), "graph.cc")
    assert got[(5, "AddOutEdge")] == got[(6, "AddOutEdge")] == "graph.h::Node.AddOutEdge()"


# i2pd's ``auto addresses = GetAddresses (); for (const auto& address : *addresses)``: a range ``for`` over what a
# pointer (a standard smart pointer, a pointer returned or a field) points to iterates the pointee's elements, and
# a local initialised by a call is iterated as the container that call returns.
ADDRESSES = {
    "router.h": (
        "#include <array>\n"
        "#include <memory>\n"
        "#include <vector>\n"
        "class Address { public: bool IsV6() const; };\n"
        "typedef std::array<std::shared_ptr<Address>, 4> Addresses;\n"
        "class RouterInfo {\n"
        "public:\n"
        "    std::shared_ptr<Addresses> GetAddresses() const;\n"
        "    std::vector<Address*>* GetList();\n"
        "    std::vector<Address*> Copy();\n"
        "    Addresses* m_Addresses;\n"
        "    void Scan();\n"
        "};\n"
    ),
    "router.cpp": (
        '#include "router.h"\n'
        "void RouterInfo::Scan() {\n"
        "    auto addresses = GetAddresses();\n"
        "    for (const auto& address : *addresses) address->IsV6();\n"
        "    for (auto a : *GetList()) a->IsV6();\n"
        "    for (auto& b : *m_Addresses) b->IsV6();\n"
        "    auto copy = Copy();\n"
        "    for (auto c : copy) c->IsV6();\n"
        "}\n"
    ),
}


def test_a_range_over_a_pointee_and_over_a_local_a_call_returned() -> None:
    got = resolved(link(ADDRESSES), "router.cpp")
    assert {got[(line, "IsV6")] for line in (4, 5, 6, 8)} == {"router.h::Address.IsV6()"}


# fheroes2's ``const Monster monster( _race, actualDwellindType );``: a name with a leading underscore and a
# lower-case letter (a field's) is a value, so the grammar's function declaration is a local constructed of it.
WELL = {
    "monster.h": (
        "class Monster { public: Monster(int race, int type); const char* GetMultiName() const; };\n"
        "class Well { int _race; void Draw(int type); };\n"
    ),
    "well.cpp": (
        '#include "monster.h"\n'
        "void Well::Draw(int type) {\n"
        "    const Monster monster( _race, type );\n"
        "    monster.GetMultiName();\n"
        "}\n"
    ),
}


def test_a_field_with_a_leading_underscore_is_a_constructor_argument() -> None:
    got = resolved(link(WELL), "well.cpp")
    assert got[(4, "GetMultiName")] == "monster.h::Monster.GetMultiName()"
    assert got[(3, "Monster")] == "monster.h::Monster.Monster()"


# Exiv2's ``iterator findKey(const ExifKey& key);`` in ``class ExifData``, with ``using iterator =
# ExifMetadata::iterator;`` and ``using ExifMetadata = std::list<Exifdatum>;``: what it returns reaches an
# ``Exifdatum``, through an ``auto`` local, a local of the alias and the call itself.
EXIF = {
    "exif.hpp": (
        "#include <list>\n"
        "#include <string>\n"
        "namespace Exiv2 {\n"
        "class Value { public: long count() const; };\n"
        "class Exifdatum { public: const Value& value() const; std::string toString() const; };\n"
        "using ExifMetadata = std::list<Exifdatum>;\n"
        "class ExifData {\n"
        "public:\n"
        "    using iterator = ExifMetadata::iterator;\n"
        "    using const_iterator = ExifMetadata::const_iterator;\n"
        "    iterator findKey(int key);\n"
        "    const_iterator findKey(int key) const;\n"
        "};\n"
        "}\n"
    ),
    "canon.cpp": (
        '#include "exif.hpp"\n'
        "namespace Exiv2 {\n"
        "void print(const ExifData* metadata, ExifData& data) {\n"
        "    auto pos = metadata->findKey(1);\n"
        "    pos->value().count();\n"
        "    ExifData::iterator it = data.findKey(2);\n"
        "    it->toString();\n"
        "    data.findKey(3)->toString();\n"
        "}\n"
        "}\n"
    ),
}


def test_an_alias_of_a_container_alias_s_iterator_reaches_an_element() -> None:
    got = resolved(link(EXIF), "canon.cpp")
    assert got[(5, "count")] == "exif.hpp::Exiv2.Value.count()"
    assert got[(7, "toString")] == got[(8, "toString")] == "exif.hpp::Exiv2.Exifdatum.toString()"


# fheroes2's ``class VecHeroes : public std::vector<Heroes*>`` and ``class Board : public std::vector<Cell>``:
# ``heroes.back()``, ``heroes.front()`` and ``board->at(i)`` are elements, the standard base's accessors.
HEROES = {
    "heroes.h": (
        "#include <vector>\n"
        "class Kingdom { public: int GetColor() const; };\n"
        "class Heroes { public: Kingdom& GetKingdom(); };\n"
        "class VecHeroes : public std::vector<Heroes*> { public: Heroes* Get(int i) const; };\n"
        "class Cell { public: int GetUnit() const; };\n"
        "class Board : public std::vector<Cell> { public: void Reset(); };\n"
    ),
    "planner.cpp": (
        '#include "heroes.h"\n'
        "void plan(VecHeroes& heroes, Board* board) {\n"
        "    heroes.back()->GetKingdom();\n"
        "    board->at(2).GetUnit();\n"
        "    heroes.front()->GetKingdom().GetColor();\n"
        "}\n"
    ),
}


def test_an_element_accessor_of_a_class_derived_from_a_standard_sequence() -> None:
    got = resolved(link(HEROES), "planner.cpp")
    assert got[(3, "GetKingdom")] == got[(5, "GetKingdom")] == "heroes.h::Heroes.GetKingdom()"
    assert got[(4, "GetUnit")] == "heroes.h::Cell.GetUnit()"
    assert got[(3, "back")] is None and got[(4, "at")] is None


# Exiv2's bmffimage.cpp: ``bool enableBMFF(bool) {`` / ``#ifndef EXV_ENABLE_BMFF`` / ``return false; }`` /
# ``#else`` / ``return true; }`` / the rest of the file / ``#endif``.  The grammar reads the file only with one
# branch kept; it is the build's with the feature, whose functions and calls are the file's.
BMFF = (
    "namespace Exiv2 {\n"
    "bool enableBMFF(bool) {\n"
    "#ifndef EXV_ENABLE_BMFF\n"
    "  return false;\n"
    "}\n"
    "#else\n"
    "  return true;\n"
    "}\n"
    "int helper(int x);\n"
    "int BmffImage::pixelWidth() const {\n"
    "  return helper(width_);\n"
    "}\n"
    "#endif  // EXV_ENABLE_BMFF\n"
    "}  // namespace Exiv2\n"
)


def test_a_split_function_keeps_the_branch_of_a_build_with_the_feature() -> None:
    facts = extract("bmffimage.cpp", BMFF)
    assert ("helper" in {c.name for c in facts.calls})
    assert "Exiv2.BmffImage.pixelWidth" in {d.qualname for d in facts.definitions}


# PDF-Writer's ``StringToXCryptorMap::iterator it = mXcrypts.begin();`` of ``typedef std::map<std::string,
# XCryptor*> StringToXCryptorMap``: ``it->second`` is a mapped value.
XCRYPTORS = {
    "decrypt.h": (
        "#include <map>\n"
        "#include <string>\n"
        "class XCryptor { public: void OnObjectStart(long id); };\n"
        "typedef std::map<std::string, XCryptor*> StringToXCryptorMap;\n"
        "class DecryptionHelper {\n"
        "public:\n"
        "    void OnObjectStart(long id);\n"
        "private:\n"
        "    StringToXCryptorMap mXcrypts;\n"
        "};\n"
    ),
    "decrypt.cpp": (
        '#include "decrypt.h"\n'
        "void DecryptionHelper::OnObjectStart(long id) {\n"
        "    StringToXCryptorMap::iterator it = mXcrypts.begin();\n"
        "    for (; it != mXcrypts.end(); ++it)\n"
        "        it->second->OnObjectStart(id);\n"
        "}\n"
    ),
}


def test_the_mapped_value_of_an_iterator_of_a_map_alias() -> None:
    assert resolved(link(XCRYPTORS), "decrypt.cpp")[(5, "OnObjectStart")] == "decrypt.h::XCryptor.OnObjectStart()"


# fio's os/windows/posix.c includes ``<windows.h>`` outside every conditional: it is compiled for Windows only, so
# its ``mmap`` stands for no call of the Linux build (the C library's), also where ``<sys/mman.h>`` is read as its
# shim header's prototype, while its own calls inside it still join.
WINDOWS = {
    "os/windows/posix.c": (
        "#include <windows.h>\n"
        "#include <stddef.h>\n"
        "static int page_size(void) { return 4096; }\n"
        "void* mmap(void* addr, size_t len, int prot, int flags, int fd, long off) {\n"
        "    return (char*)addr + page_size();\n"
        "}\n"
    ),
    "os/windows/posix/include/sys/mman.h": (
        "#include <stddef.h>\n"
        "void* mmap(void* addr, size_t len, int prot, int flags, int fd, long off);\n"
    ),
    "filesetup.c": (
        "#include <stddef.h>\n"
        "#include <sys/mman.h>\n"
        "void* map_file(int fd, size_t len) { return mmap(NULL, len, 1, 1, fd, 0); }\n"
    ),
}


def test_a_source_file_that_includes_windows_h_is_another_platform_s() -> None:
    linker = link(WINDOWS)
    assert resolved(linker, "filesetup.c")[(3, "mmap")] is None
    assert resolved(linker, "os/windows/posix.c")[(5, "page_size")] == "os/windows/posix.c::page_size()"


# SRT's sync.h: ``#if ENABLE_STDCXX_SYNC`` / ``inline steady_clock::duration microseconds_from(int64_t t_us) {...}`` /
# ``#else`` / ``Duration<steady_clock> microseconds_from(int64_t t_us);`` / ``#endif``, with sync_posix.cpp defining
# the prototype's function.  The build without the macro calls that definition; the inline body is left out.
SYNC = {
    "sync.h": (
        "#include <cstdint>\n"
        "namespace srt { namespace sync {\n"
        "#if ENABLE_STDCXX_SYNC\n"
        "inline long microseconds_from(int64_t t_us) { return (long)t_us; }\n"
        "#else\n"
        "long microseconds_from(int64_t t_us);\n"
        "#endif\n"
        "} }\n"
    ),
    "sync_posix.cpp": (
        '#include "sync.h"\n'
        "namespace srt { namespace sync {\n"
        "long microseconds_from(int64_t t_us) { return (long)(t_us * 2); }\n"
        "} }\n"
    ),
    "api.cpp": (
        '#include "sync.h"\n'
        "long wait_for(int64_t t) { return srt::sync::microseconds_from(t); }\n"
    ),
}


def test_a_body_in_the_other_branch_than_a_kept_prototype_is_left_out() -> None:
    linker = link(SYNC)
    assert resolved(linker, "api.cpp")[(2, "microseconds_from")] == "sync_posix.cpp::srt.sync.microseconds_from()"
    lines = {d.span.start_line for d in extract("sync.h", SYNC["sync.h"]).definitions if d.name == "microseconds_from"}
    assert lines == {6}


# OMPL's ``#define OMPL_CLASS_FORWARD(C) class C; using C##Ptr = std::shared_ptr<C>`` (the invocation writes the
# last ``;``) and ``OMPL_CLASS_FORWARD(SpaceInformation);``: a ``SpaceInformationPtr si_`` reaches a
# ``SpaceInformation`` with ``->``.
FORWARD = {
    "ClassForward.h": (
        "#include <memory>\n"
        "#define OMPL_CLASS_FORWARD(C) \\\n"
        "    class C; \\\n"
        "    using C##Ptr = std::shared_ptr<C>\n"
    ),
    "SpaceInformation.h": (
        '#include "ClassForward.h"\n'
        "namespace ompl { namespace base {\n"
        "OMPL_CLASS_FORWARD(SpaceInformation);\n"
        "class SpaceInformation { public: bool isSetup() const; };\n"
        "} }\n"
    ),
    "Goal.h": (
        '#include "SpaceInformation.h"\n'
        "namespace ompl { namespace base {\n"
        "class Goal { public: void run(); protected: SpaceInformationPtr si_; };\n"
        "} }\n"
    ),
    "Goal.cpp": (
        '#include "Goal.h"\n'
        "void ompl::base::Goal::run() { si_->isSetup(); }\n"
    ),
}


def test_a_smart_pointer_alias_a_macro_pastes_reaches_its_class() -> None:
    got = resolved(link(FORWARD), "Goal.cpp")
    assert got[(2, "isSetup")] == "SpaceInformation.h::ompl.base.SpaceInformation.isSetup()"


# lodepng's ``#ifdef LODEPNG_COMPILE_ALLOCATORS`` / its ``static`` allocators / ``#else`` / their prototypes, the
# macro defined by lodepng.h: no build option, so the bodies stay (the first branch, as for any ``#if``).  And
# ZLToolKit's ``#if defined(_WIN32)`` / ``#include <windows.h>`` / ``#else`` / ``#include <cerrno>`` makes no
# file Windows's, even where the grammar reads it only flattened to the first branch.
ALLOCATORS = (
    "#include <stdlib.h>\n"
    "#ifdef LODEPNG_COMPILE_ALLOCATORS\n"
    "static void* lodepng_malloc(size_t size) { return malloc(size); }\n"
    "#else\n"
    "void* lodepng_malloc(size_t size);\n"
    "#endif\n"
)
ERRNO = (
    "#if defined(_WIN32)\n"
    "#include <winsock2.h>\n"
    "#include <windows.h>\n"
    "#else\n"
    "#include <cerrno>\n"
    "#endif\n"
    "namespace toolkit {\n"
    "const char* get_uv_errmsg(bool netErr) { return netErr ? \"net\" : \"sys\"; }\n"
    "}\n"
)


def test_bodies_of_a_macro_no_build_option_names_stay_and_a_conditional_windows_h() -> None:
    lines = {d.span.start_line for d in extract("lodepng.cpp", ALLOCATORS).definitions if d.name == "lodepng_malloc"}
    assert 3 in lines
    assert extract("uv_errno.cpp", ERRNO).usings == []
