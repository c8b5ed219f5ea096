"""The C and C++ linker against clang, call site by call site, on real code.

The reference is libclang (Debian's ``libclang1-14`` through its ``python3-clang`` binding,
imported from ``/usr/lib/python3/dist-packages``: the binding is plain Python over
``ctypes``, so the venv's Python uses it as it is; PyPI's ``libclang`` would work too).
TagLib's entry also reads Debian's ``libutfcpp-dev`` (its utf8cpp git submodule), ccache's
``libxxhash-dev``, ``libzstd-dev`` and ``libhiredis-dev``, WOFF2's ``libbrotli-dev`` (its Brotli
git submodule), SEAL's ``libmsgsl-dev`` (and, as HiGHS's and IXWebSocket's, ``zlib1g-dev``), BehaviorTree.CPP's
``libzmq3-dev`` and ``libsqlite3-dev``, STK's ``libasound2-dev``, libebml's ``libutfcpp-dev`` (as TagLib's),
Nuspell's ``libicu-dev``, libtins's ``libpcap-dev`` and ``libssl-dev``, Game_Music_Emu's ``zlib1g-dev``, RtAudio's
``libasound2-dev`` (as STK's) and ``libpulse-dev``, cpr's ``libcurl4-openssl-dev`` and ``libssl-dev``, Guetzli's
``libpng-dev``, PcapPlusPlus's ``libpcap-dev`` (as libtins's), open-vcdiff's ``libgflags-dev``, libevent's
``libssl-dev`` (as libtins's), muduo's ``libboost-dev``, KenLM's ``libboost-dev``, ``zlib1g-dev``, ``libbz2-dev`` and
``liblzma-dev``, SOCI's ``libboost-dev``, ``libfmt-dev``, ``libpq-dev`` and ``libsqlite3-dev``, QPDF's
``libgnutls28-dev``, ``libssl-dev``, ``libjpeg62-turbo-dev`` and ``zlib1g-dev``, RmlUi's ``libfreetype-dev``, PROJ's
``libsqlite3-dev``, ``libtiff-dev`` and ``libcurl4-openssl-dev``, ThorVG's ``libomp-14-dev`` (clang's ``omp.h``, for
its ``-fopenmp``), Leptonica's ``zlib1g-dev``, ``libpng-dev`` and ``libjpeg62-turbo-dev``, Mosquitto's
``libssl-dev`` and ``libcjson-dev``, libzip's ``zlib1g-dev``, ``libbz2-dev``, ``liblzma-dev``, ``libzstd-dev`` and
``libssl-dev``, OpenJPEG's ``libpng-dev``, ``libtiff-dev`` and ``liblcms2-dev``, libxlsxwriter's and LibRaw's
``zlib1g-dev``, Trantor's and Workflow's ``libssl-dev``, Exiv2's ``libexpat1-dev``, ``zlib1g-dev``, ``libbrotli-dev``,
``libinih-dev`` and ``libfmt-dev``, Tippecanoe's ``zlib1g-dev`` and ``libsqlite3-dev``, PoDoFo's ``libssl-dev``,
``libjpeg62-turbo-dev``, ``libtiff-dev``, ``libpng-dev``, ``libfreetype-dev``, ``libfontconfig-dev`` and
``libxml2-dev``, OpenEXR's ``libimath-dev`` and ``libdeflate-dev``, MaterialX's ``libgl-dev``, ``libx11-dev`` and
``libxt-dev``, redis-plus-plus's ``libhiredis-dev`` (as ccache's), FLAC's ``libogg-dev``, curl's ``libssl-dev``,
``zlib1g-dev``, ``libbrotli-dev``, ``libzstd-dev``, ``libidn2-dev`` and ``libpsl-dev``, HarfBuzz's ``libpng-dev`` and
``zlib1g-dev``, Alembic's ``libimath-dev`` (as OpenEXR's), Log4cxx's ``libapr1-dev``, ``libaprutil1-dev`` and
``libfmt-dev`` (as Exiv2's), libE57Format's ``libxerces-c-dev``, libssh2's and libre's ``libssl-dev`` (and libre's
``zlib1g-dev``), VMime's ``libicu-dev`` (as Nuspell's), ``libgnutls28-dev`` (as QPDF's) and ``libgsasl-dev``,
Tesseract's ``libleptonica-dev``, ``libarchive-dev``, ``libcurl4-openssl-dev`` and ``libtiff-dev`` (as PROJ's),
``libicu-dev``, ``libpango1.0-dev`` and ``libcairo2-dev``, libgit2's ``libssl-dev``, ``zlib1g-dev`` and ``libkrb5-dev``,
tmux's ``libevent-dev`` and ``libncurses-dev``, Faiss's ``libomp-14-dev`` (as ThorVG's), ZLToolKit's and the NATS C
client's ``libssl-dev``, Snes9x's ``zlib1g-dev``, ``libpng-dev``, ``libasound2-dev``, ``libx11-dev``, ``libxext-dev``,
``libxinerama-dev`` and ``libxv-dev``, SoPlex's ``libboost-dev``, ``libgmp-dev`` and ``zlib1g-dev``,
VulkanSceneGraph's ``libvulkan-dev`` and ``libxcb1-dev``, raylib's ``libx11-dev`` and ``libxrandr-dev``, libsndfile's
``libvorbis-dev``, ``libflac-dev``, ``libopus-dev``, ``libmpg123-dev``, ``libmp3lame-dev`` and ``libogg-dev`` (as
FLAC's), nginx's ``libpcre2-dev`` and ``zlib1g-dev``, Turbo Vision's ``libncurses-dev`` (as tmux's), WABT's
``libssl-dev``, Assimp's ``zlib1g-dev``, CoinUtils's ``zlib1g-dev``, ``libbz2-dev`` and ``libreadline-dev``, libzim's
``libxapian-dev``, ``libicu-dev`` (as Nuspell's), ``liblzma-dev`` and ``libzstd-dev``, libopenmpt's ``zlib1g-dev``,
``libmpg123-dev``, ``libogg-dev`` and ``libvorbis-dev`` (as libsndfile's), Nestopia's ``zlib1g-dev``, libHaru's
``zlib1g-dev`` and ``libpng-dev``, lighttpd's ``libpcre2-dev`` and ``zlib1g-dev`` (as nginx's), primecount's
``libomp-14-dev`` (as ThorVG's), fheroes2's ``libsdl2-dev``, ``libsdl2-mixer-dev`` and ``zlib1g-dev``, PDF-Writer's
``libssl-dev``, SIPp's ``libssl-dev``, ``libsctp-dev``, ``libpcap-dev``, ``libncurses-dev`` and ``libpugixml-dev``,
libarchive's ``zlib1g-dev``, ``libbz2-dev``, ``liblzma-dev``, ``libzstd-dev``, ``libssl-dev`` and ``libxml2-dev`` and
memcached's ``libevent-dev`` (as tmux's), FINAL CUT's ``libgpm-dev``, librime's ``libboost-regex-dev``,
``libgoogle-glog-dev``, ``libleveldb-dev``, ``libmarisa-dev``, ``libopencc-dev`` and ``libyaml-cpp-dev``, pagmo's
``libboost-serialization-dev`` and ``libtbb-dev``, libavif's ``libyuv-dev``, GEMMI's ``zlib1g-dev``, g2o's
``libeigen3-dev``, ``libsuitesparse-dev``, ``libspdlog-dev`` and ``libgl-dev``, VSEARCH's ``zlib1g-dev`` and
``libbz2-dev``, libsemigroups' ``libeigen3-dev`` (as g2o's), InspIRCd's ``libgnutls28-dev``, ``libssl-dev``,
``libpq-dev``, ``libldap2-dev``, ``libsqlite3-dev`` and ``libpcre2-dev``, ugrep's ``libpcre2-dev``, ``zlib1g-dev``,
``libbz2-dev``, ``liblzma-dev``, ``liblz4-dev``, ``libzstd-dev`` and ``libbrotli-dev``, jq's ``libonig-dev``, KataGo's
``zlib1g-dev`` and ``libzip-dev``, PoseLib's ``libeigen3-dev`` (as g2o's), fplll's ``libgmp-dev`` and ``libmpfr-dev``,
coturn's ``libssl-dev``, ``libevent-dev``, ``libsqlite3-dev``, ``libpq-dev``, ``libhiredis-dev`` and
``libmicrohttpd-dev``, KDL's ``libeigen3-dev`` (as g2o's), the DataStax C++ driver's ``libuv1-dev``, ``libssl-dev``,
``zlib1g-dev`` and ``libsparsehash-dev`` and YARA's ``libssl-dev``: without them those projects' units have errors,
which the report counts per project.

Every translation unit of the project's scored folders is parsed with the include paths
and defines written down in ``PROJECTS`` below.  For every call expression in a scored
file the referenced declaration is mapped to its **definition**: the one in the same
translation unit, else the definitions of every parsed translation unit with the same
USR (so a ``static`` function matches only its own file's); when no translation unit
defines it, the declaration itself is the target (``prototype only`` in the report), or
the call is external when the declaration is outside the indexed files (system headers,
``deps/``).  The project's answer is the primary edge ``Linker.resolve_call`` gives at the
same site, exactly as ``git smp index`` links it; sites are matched by (file, line,
column of the called name).

Left out, and counted: calls inside macro expansions (written in a macro's body; a call
written in a macro's *argument* is in the file and is scored), calls through function
pointers (the reference has no declaration), overloaded operators and implicit
constructor calls (no name written at the site), and calls whose callee is defined more
than once for one USR (two programs of one repository: no one answer), and calls the linker
answers with a declaration whose several definitions in the index (one per platform: Unix/ and
Win32/) are its candidates, or with no edge but the same member of a class's platform variants
(POCO's ``EventImpl``) as candidates, clang's among them (clang compiles one platform's; the
index must not guess).  Call sites the extractor does not report although clang does are misses (``no
call site``).

Hand labels (``bench/yardstick_labels_c.json``, ``bench/yardstick_labels_cpp.json``):
``{"<repo>": {"<path>:<line>:<column>": {"targets": [...], "kind": ..., "category":
"reference-wrong" | "linker-wrong" | "out-of-scope", "why": ...}}}``; a ``reference-wrong``
label replaces clang's answer, an ``out-of-scope`` one leaves the site out, a
``linker-wrong`` one only documents the miss.  ``--patterns`` prints the disagreements
grouped by pattern, for labelling.

Usage::

    python bench/yardstick_clang.py [--repos redis,lua,leveldb,tinyxml2] [--mirror /work/.mirror] \
        [--out bench/results/linker_yardstick_] [--jobs 2] [--source NAME=GIT_DIR@COMMIT:LANG]
"""

from __future__ import annotations

import argparse
import ctypes
import json
import multiprocessing
import re
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))  # this checkout's smriti_git, not the one installed (a worktree measures its own code)

import linker_yardstick as ly  # noqa: E402
from linker_yardstick import (  # noqa: E402
    WORK,
    RepoScore,
    RepoSpec,
    Site,
    categories,
    details,
    tally,
    write_results,
)

from smriti_git.index.facts import CallFact, FileFacts  # noqa: E402
from smriti_git.index.link import Linker  # noqa: E402
from smriti_git.index.link_decls import standing_for  # noqa: E402
from smriti_git.model.code import CALLABLE_KINDS  # noqa: E402

DEBIAN_BINDING = "/usr/lib/python3/dist-packages"
LABELS = {lang: ROOT / "bench" / f"yardstick_labels_{lang}.json" for lang in ("c", "cpp")}
SOURCE_SUFFIXES = {"c": (".c",), "cpp": (".cc", ".cpp", ".cxx")}


@dataclass(frozen=True)
class Project:
    spec: RepoSpec
    lang: str                           # c | cpp
    args: tuple[str, ...]               # compiler arguments (include paths relative to the checkout: {root}/)
    skip: tuple[str, ...] = ()          # translation units left out (and why, in the comment beside them)
    generated: tuple[tuple[str, str], ...] = ()   # (path, text): headers the build would generate
    definitions_from: tuple[str, ...] = ()   # folders parsed only for their definitions (not scored)
    note: str = ""                           # how it was tuned on, for the report
    max_file_bytes: int = 0                  # ``smp.index.maxFileBytes`` as a user of the project sets it (0: default)


PROJECTS: dict[str, Project] = {
    # redis: no compile_commands.json.  src/Makefile builds with -std=c11 (gnu99 before), the
    # deps' include folders and, on Linux, the epoll / jemalloc-less defaults; the feature
    # defines below are what its Makefile passes on x86-64 Linux without extra modules.
    "redis": Project(
        RepoSpec("redis", "redis+redis", "4f8cdc2a1ea53e42955af758aabffee67cb455dd", ("src/",), True, ("c",)),
        "c", ("-std=gnu11", "-D_GNU_SOURCE", "-DREDIS_STATIC=", "-DUSE_MALLOC_USABLE_SIZE",
              "-I{root}/src", "-I{root}/deps/hiredis", "-I{root}/deps/linenoise", "-I{root}/deps/lua/src",
              "-I{root}/deps/hdr_histogram", "-I{root}/deps/fpconv", "-I{root}/deps/xxhash",
              "-I{root}/deps/fast_float", "-I{root}/src/modules"),
        # the libraries redis links from deps/ (indexed, though not scored): their definitions are
        # the targets of redis's calls into them; jemalloc is reached through macros (je_*) only
        definitions_from=("deps/hiredis/", "deps/linenoise/", "deps/hdr_histogram/", "deps/lua/src/",
                          "deps/fpconv/", "deps/fast_float/"),
        note="Tuned on (first run, with main's linker: precision 0.986, recall 0.926)."),
    # lua: the makefile's flags (-std=c99 -DLUA_COMPAT_5_3 -DLUA_USE_LINUX); onelua.c
    # #includes every other .c file (one translation unit for the whole interpreter):
    # its functions are the same as the separate files' and it is left out.  Tuned on: its
    # ``LUA_API int (lua_gettop) (lua_State *L);`` prototypes were found here.
    "lua": Project(
        RepoSpec("lua", "lua+lua", "53b41d0cddd80bf33fdc631bdd32e3ba53842b89", ("",), True, ("c",)),
        "c", ("-std=c99", "-DLUA_COMPAT_5_3", "-DLUA_USE_LINUX", "-I{root}"), skip=("onelua.c",),
        note="Tuned on: its `LUA_API int (lua_gettop) (lua_State *L);` prototypes (first run: precision 0.995, "
             "recall 0.670)."),
    # leveldb: CMake's defaults on Linux; port_config.h is generated by CMake (written here).
    "leveldb": Project(
        RepoSpec("leveldb", "google+leveldb", "78a352f47ed6c1e9d750545e9b242289185b87e1", ("db/", "table/", "util/",
                 "helpers/", "include/"), True, ("cpp",)),
        "cpp", ("-std=c++17", "-DLEVELDB_PLATFORM_POSIX=1", "-DLEVELDB_COMPILE_LIBRARY", "-I{root}",
                "-I{root}/include", "-I{gen}"),
        skip=("util/env_windows.cc",),   # Windows only: its headers are not on Linux
        note="Tuned on (first run, with the export-macro fix only: precision 0.992, recall 0.526); the C++ recall "
             "work tuned on it too (0.881 before it): nested structs defined out of line (`struct "
             "DBImpl::CompactionState`), using-declarations (db/c.cc).",
        generated=(("port/port_config.h", "#define HAVE_FDATASYNC 1\n#define HAVE_FULLFSYNC 0\n"
                    "#define HAVE_O_CLOEXEC 1\n#define HAVE_CRC32C 0\n#define HAVE_SNAPPY 0\n#define HAVE_ZSTD 0\n"),)),
    # tinyxml2: one library file and its header; no configuration.  Tuned on: its
    # ``class TINYXML2_LIB XMLNode`` heads were found here.
    "tinyxml2": Project(
        RepoSpec("tinyxml2", "leethomason+tinyxml2", "3dcad8e3c38e7091ae3771bf63020027f91715ce", ("tinyxml2",
                 "contrib/"), True, ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}"),
        note="Tuned on: its `class TINYXML2_LIB XMLNode` heads (first run: precision 0.321, recall 0.058); the C++ "
             "recall work tuned on it too (0.644 before it): const / non-const overloads, argument types, "
             "template-instance fields, chained calls in out-of-line methods."),
    # lz4: the library and the command-line program, as its Makefiles build them.  Scored
    # untuned first (precision 1.000, recall 0.902); then tuned on: its headers'
    # ``#ifdef __cplusplus`` / ``extern "C" {`` blocks were found here.
    "lz4": Project(
        RepoSpec("lz4", "lz4+lz4", "d9c01a3d49114dc28e2dfbbc0a8990e88be7b694", ("lib/", "programs/"), True, ("c",)),
        "c", ("-std=c99", "-D_GNU_SOURCE", "-I{root}/lib", "-I{root}/programs"),
        note="Scored untuned first: precision 1.000, recall 0.902; then tuned on (`extern \"C\" {` blocks)."),
    # Not tuned on (scored once the fixes above were made, never changed for them):
    # zstd: the library as its Makefile builds it (legacy formats and deprecated API left out).
    "zstd": Project(
        RepoSpec("zstd", "facebook+zstd", "2dddf0905619b70c25faeca7f1a39601dc97616f", ("lib/common/", "lib/compress/",
                 "lib/decompress/", "lib/dictBuilder/", "lib/zstd.h", "lib/zdict.h", "lib/zstd_errors.h"), False,
                 ("c",)),
        "c", ("-std=c99", "-I{root}/lib", "-I{root}/lib/common"),
        note="Not tuned on: scored after every fix, nothing changed for it."),
    # double-conversion: the library (its tests are left out), as its CMake file builds it.
    # Scored untuned first (precision 0.911, recall 0.828); then tuned on: its const
    # overloads (``RawBigit(int)`` and ``RawBigit(int) const``) showed that repeated
    # prototypes must differ in their qualifiers too.
    "double-conversion": Project(
        RepoSpec("double-conversion", "google+double-conversion", "cca5e458e1bb930a19fa77ea8ee7dff7069ba68e",
                 ("double-conversion/",), True, ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}"),
        note="Scored untuned first: precision 0.911, recall 0.828; then tuned on (const overloads): 0.833 before "
             "the C++ recall work, which chose const overloads by the object's constness."),
    # Fresh for the C++ recall work (scored untuned once, then tuned on in C++ round 2): chosen
    # because they build with the standard library only; configured from their CMake files before
    # any score was seen.
    # pugixml: one library file and its two headers; pugiconfig.hpp's defaults (no defines).
    "pugixml": Project(
        RepoSpec("pugixml", "zeux+pugixml", "3a8e1dc59ec00645179f0dcb701ee400e062ae54", ("src/",), True, ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}/src"),
        note="Scored untuned first (fresh for the C++ recall work): precision 0.982, recall 0.552 (main's linker "
             "before that work: 0.970, 0.544); then tuned on in C++ round 2: namespaces opened by a file's own "
             "macros (`PUGI_IMPL_NS_BEGIN`) and `inline` prefix macros (`PUGI_IMPL_FN`)."),
    # yaml-cpp: the library (src/ and include/; its tests, utilities and Windows-only code are not
    # scored), built static as its CMake file does by default (YAML_CPP_STATIC_DEFINE: dll.h's
    # export macro empty).
    "yaml-cpp": Project(
        RepoSpec("yaml-cpp", "jbeder+yaml-cpp", "c3f81127320662deb3e28f4da0a511f1faecd860", ("src/", "include/"),
                 True, ("cpp",)),
        "cpp", ("-std=c++11", "-DYAML_CPP_STATIC_DEFINE", "-I{root}/include", "-I{root}/src"),
        note="Scored untuned first (fresh for the C++ recall work): precision 0.999, recall 0.755 (main's linker "
             "before that work: 1.000, 0.709); then tuned on in C++ round 2: `std::unique_ptr` / `std::shared_ptr` "
             "fields, `using` aliases of them, comments in parameter texts."),
    # Fresh, not tuned on (issue 25, C++ round 2: smart pointers, aliases): configured from their
    # CMake files before any score was seen, scored once with the round's final code; nothing in
    # the linker was changed for them.
    # snappy: the library as CMake builds it on x86-64 Linux (no SIMD flags, so SSSE3/BMI2 off);
    # its tests and benchmarks (gtest, benchmark) are not scored.  CMake generates config.h (the
    # check results on Linux with GCC/Clang) and snappy-stubs-public.h (sys/uio.h present).
    "snappy": Project(
        RepoSpec("snappy", "google+snappy", "6281a07b7e08629884ec93a89fea6e05c62e599c", ("snappy.", "snappy-c.",
                 "snappy-sinksource.", "snappy-stubs-internal.", "snappy-internal.h"), True, ("cpp",)),
        "cpp", ("-std=c++11", "-DHAVE_CONFIG_H", "-I{root}", "-I{gen}"),
        generated=(("config.h", "".join(f"#define {name} {value}\n" for name, value in (
            ("HAVE_ATTRIBUTE_ALWAYS_INLINE", 1), ("HAVE_BUILTIN_CTZ", 1), ("HAVE_BUILTIN_EXPECT", 1),
            ("HAVE_BUILTIN_PREFETCH", 1), ("HAVE_FUNC_MMAP", 1), ("HAVE_FUNC_SYSCONF", 1), ("HAVE_LIBLZO2", 0),
            ("HAVE_LIBZ", 0), ("HAVE_LIBLZ4", 0), ("HAVE_SYS_MMAN_H", 1), ("HAVE_SYS_RESOURCE_H", 1),
            ("HAVE_SYS_TIME_H", 1), ("HAVE_SYS_UIO_H", 1), ("HAVE_UNISTD_H", 1), ("HAVE_WINDOWS_H", 0),
            ("SNAPPY_HAVE_SSSE3", 0), ("SNAPPY_HAVE_X86_CRC32", 0), ("SNAPPY_HAVE_BMI2", 0), ("SNAPPY_HAVE_NEON", 0),
            ("SNAPPY_RVV_1", 0), ("SNAPPY_RVV_0_7", 0), ("SNAPPY_HAVE_NEON_CRC32", 0), ("SNAPPY_IS_BIG_ENDIAN", 0)))),
                   ("snappy-stubs-public.h", "#ifndef SNAPPY_STUBS_PUBLIC_H_\n#define SNAPPY_STUBS_PUBLIC_H_\n"
                    "#include <cstddef>\n#include <sys/uio.h>\n#define SNAPPY_MAJOR 1\n#define SNAPPY_MINOR 2\n"
                    "#define SNAPPY_PATCHLEVEL 2\n#endif\n")),
        note="Fresh for C++ round 2, scored untuned with ad25da4 (2026-12-02 18:19 UTC): precision 0.943, recall "
             "0.559; tuned on in C++ round 3 (parse recovery of snappy.cc's `#if` in an initialiser list, `T x(a);` "
             "locals, "
             "braced temporaries, overloads' own parameter types)."),
    # cxxopts: header-only (include/cxxopts.hpp), scored through the one program beside it
    # (src/example.cpp); its tests (Catch) are not scored.  C++11, as its CMake file sets.
    "cxxopts": Project(
        RepoSpec("cxxopts", "jarro2783+cxxopts", "a3a21b31ef2894b5a802f041f40d51059469a259", ("include/", "src/"),
                 True, ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}/include"),
        note="Fresh for C++ round 2, scored untuned with ad25da4 (2026-12-02 18:19 UTC): precision 0.875, recall 0.493 "
             "(0.967, 0.545 after its #if-variant labels); tuned on in C++ round 3 (standard containers' elements, "
             "operator[], catch parameters, base-class initialisers, default arguments, namespace std overloads)."),
    # Fresh for C++ round 3: configured from their CMake files before any score was seen, scored once
    # untuned (7883952, the round's code until then), then tuned on (the notes give both).
    # jsoncpp: the library (src/lib_json and include/json; its test runner and tests are not
    # scored), C++11, no generated header (include/json/version.h is in the repository); the
    # locale checks of src/lib_json/CMakeLists.txt pass on Linux, so no define.
    "jsoncpp": Project(
        RepoSpec("jsoncpp", "open-source-parsers+jsoncpp", "edc01ab10f52135ec80e3589b6b4e0a9c65b27fd",
                 ("include/", "src/lib_json/"), True, ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}/include", "-I{root}/src/lib_json"),
        note="Fresh for C++ round 3: configured before any score and scored untuned with 7883952 (2026-12-03 00:47 "
             "UTC): precision 0.690, recall 0.467 (value.h's `T as() const JSONCPP_TEMPLATE_DELETE;` left class Value "
             "open); "
             "then tuned on in the same round (parse recovery's macro rules, #if variants of one C++ definition, east "
             "const)."),
    # CLI11: built as its precompiled library (CMake's CLI11_PRECOMPILED: src/Precompile.cpp with
    # CLI11_COMPILE, so include/CLI/impl/*_inl.hpp define what include/CLI/*.hpp declare), C++11 as
    # its CMake file sets; its tests, examples and the C++20 module (src/modules) are not scored.
    "CLI11": Project(
        RepoSpec("CLI11", "CLIUtils+CLI11", "c1cfe00d2f3d862aecfe6e69ec810414d5f4c906",
                 ("include/", "src/Precompile.cpp"), True, ("cpp",)),
        "cpp", ("-std=c++11", "-DCLI11_COMPILE", "-I{root}/include"),
        note="Fresh for C++ round 3: configured before any score and scored untuned with 7883952 (2026-12-03 00:47 "
             "UTC): precision 0.788, recall 0.453 (CLI11_ERROR_DEF(...) lines in class bodies, CLI11_INLINE prefix "
             "macros); "
             "then tuned on in the same round (parse recovery's macro rules, 'no overload fits', #if variants)."),
    # Not tuned on: fresh at the end of C++ round 3, configured before any score and scored once with the
    # round's final code; nothing was changed for it.
    # crc32c: the library as CMake builds it on x86-64 Linux with clang (its checks: SSE4.2 compiles with
    # -msse4.2, __builtin_prefetch and _mm_prefetch exist, getauxval is strong, little endian, no ARM64
    # CRC32C); crc32c_config.h is generated (written here).  Its tests and benchmark are not scored.
    "crc32c": Project(
        RepoSpec("crc32c", "google+crc32c", "2bbb3be42e20a0e6c0f7b39dc07dc863d9ffbc07",
                 ("include/", "src/crc32c.cc", "src/crc32c_portable.cc", "src/crc32c_sse42.", "src/crc32c_arm64.",
                  "src/crc32c_internal.h", "src/crc32c_prefetch.h", "src/crc32c_read_le.h", "src/crc32c_round_up.h",
                  "src/crc32c_arm64_check.h", "src/crc32c_sse42_check.h"),
                 False, ("cpp",)),
        "cpp", ("-std=c++11", "-msse4.2", "-I{root}/include", "-I{root}/src", "-I{gen}"),
        generated=(("crc32c/crc32c_config.h", "".join(f"#define {name} {value}\n" for name, value in (
            ("BYTE_ORDER_BIG_ENDIAN", 0), ("HAVE_BUILTIN_PREFETCH", 1), ("HAVE_MM_PREFETCH", 1), ("HAVE_SSE42", 1),
            ("HAVE_ARM64_CRC32C", 0), ("HAVE_STRONG_GETAUXVAL", 1), ("HAVE_WEAK_GETAUXVAL", 0),
            ("CRC32C_TESTS_BUILT_WITH_GLOG", 0)))),),
        note="Not tuned on: fresh at the end of C++ round 3, configured before any score and scored once with the "
             "round's final code (b8a1b83, 2026-12-03 01:02 UTC); nothing changed for it. Only 18 in-repo call sites "
             "(87 more are inside macro expansions): a small sample."),
    # Fresh for C++ round 4 (held-out protocol): four projects chosen and configured from their CMake
    # files before any score, all four scored with main's code as it was (1f4aed6) before any miss was
    # read; then split: ninja and muparser are tuning projects, box2d and tinyobjloader are held out
    # (only their summary lines were seen until the round's final code was scored).
    # ninja: libninja as CMake builds it on Linux (C++17, USE_PPOLL=1).  The re2c inputs (*.in.cc, whose
    # output lexer.cc / depfile_parser.cc is committed) are parsed too: they compile, and they define
    # every function of lexer.cc / depfile_parser.cc a second time, so those callees have two
    # definitions (no one answer, left out) for clang as for the index.  Windows-only files, the browse tool (its
    # browse_py.h is generated from a Python script), perf tests and the hash-collision bench are not
    # translation units here; tests (and src/test.cc, their gtest helper) are not scored.  No -I: its
    # sources include each other by "name.h", and -Isrc would put its Windows getopt.h before glibc's.
    "ninja": Project(
        RepoSpec("ninja", "ninja-build+ninja", "fc6bb98eee5a9710055cb9fe74375a6523831e28", ("src/",), True,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-DUSE_PPOLL=1", "-DNINJA_PYTHON=\"python\""),
        skip=("src/test.cc", "src/browse.cc",
              "src/includes_normalize-win32.cc",
              "src/jobserver-win32.cc", "src/minidump-win32.cc", "src/msvc_helper-win32.cc",
              "src/msvc_helper_main-win32.cc", "src/subprocess-win32.cc", "src/hash_collision_bench.cc",
              "src/build_log_perftest.cc", "src/canon_perftest.cc", "src/clparser_perftest.cc",
              "src/depfile_parser_perftest.cc", "src/elide_middle_perftest.cc", "src/manifest_parser_perftest.cc"),
        note=("Fresh for C++ round 4, a tuning project: configured before any score, scored untuned with main "
              "1f4aed6 (2026-12-03 03:45 UTC): precision 0.905, recall 0.795 (0.974, 0.849 with main's linker once "
              "the reference found definitions whose parameters are top-level const and parsed the re2c inputs, "
              "and with its labels); then tuned on: ::f(), va_list overloads, iterators, a definition in the "
              "caller's own file, labels for its platform twins (-posix.cc / -win32.cc: out of scope) and Windows "
              "getopt.c (linker wrong).")),
    # muparser: the library (src/*.cpp, include/), as its CMake file builds it by default on Linux:
    # shared (MUPARSERLIB_EXPORTS), the C API (MUPARSER_DLL), OpenMP on (MUP_USE_OPENMP); Debian's
    # clang has no omp.h without libomp-dev, so the three OpenMP functions it calls are declared in a
    # generated omp.h (external either way); its samples and tests are not scored.
    "muparser": Project(
        RepoSpec("muparser", "beltoforion+muparser", "508cce97d983c4c61099ceacc11c984a60053967", ("src/", "include/"),
                 True, ("cpp",)),
        "cpp", ("-std=c++17", "-DMUPARSER_DLL", "-DMUPARSERLIB_EXPORTS", "-DMUP_USE_OPENMP", "-I{root}/include",
                "-I{gen}"),
        generated=(("omp.h", "#pragma once\nextern \"C\" {\nint omp_get_max_threads(void);\n"
                    "void omp_set_num_threads(int);\nint omp_get_thread_num(void);\n}\n"),),
        note=("Fresh for C++ round 4, a tuning project: configured before any score, scored untuned with main "
              "1f4aed6 (2026-12-03 03:45 UTC, after the omp.h stub; 0.886, 0.647 with its one unit failing on "
              "omp.h): precision 0.889, recall 0.621 (1.000, 0.699 with its console #if-variant labels); then "
              "tuned on: T* p(make(a)) locals, standard containers' top() / back(), MU_TRY / MU_CATCH brace "
              "macros, API_EXPORT(void) result macros, CRLF #defines. Its call_fun<1 >(...) sites (a template "
              "method with a number, read by tree-sitter as comparisons) are still missed.")),
    # box2d v2.4.1 (the last C++ line; v3 is C; held out in round 4, tuned on in round 5): the library
    # (src/, include/) as CMake builds it by default (static, C++11); its testbed, unit tests and docs
    # are not scored.
    "box2d": Project(
        RepoSpec("box2d", "erincatto+box2d", "9ebbbcd960ad424e03e5de6e66a40764c16f51bc", ("src/", "include/"), True,
                 ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}/include", "-I{root}/src"),
        note=("Held out in C++ round 4 (0.713 before labels), tuned on in round 5. Round 4: configured before any "
              "score, scored untuned with main 1f4aed6 (2026-12-03 03:41 UTC): precision 0.991, recall 0.708; scored "
              "once with the round's final linker (b232a45, 2026-12-03 04:14 UTC): 0.991, 0.711; its disagreements "
              "read and labelled only then (1.000, 0.719 with them). Round 5 tuned on its b2_math.h same-arity "
              "overloads (b2Cross, b2Mul, b2Dot, b2Max): argument types of fields and member chains, operator "
              "expressions, 1.0f, elements of arrays, one-parameter templates, field pointers' constness.")),
    # tinyobjloader: the library (tiny_obj_loader.cc defines TINYOBJLOADER_IMPLEMENTATION and includes
    # the header), C++11 as its CMake file sets, single precision (TINYOBJLOADER_USE_DOUBLE off); its
    # examples, experimental code, Python bindings and tests are not scored.
    "tinyobjloader": Project(
        RepoSpec("tinyobjloader", "tinyobjloader+tinyobjloader", "b5346fac929c8a862a1c1d4d89db5477d30b7e6f",
                 ("tiny_obj_loader.",), False,
                 ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}"),
        note=("Held out in C++ round 4: configured before any score, scored untuned with main 1f4aed6 (2026-12-03 "
              "03:41 UTC): precision 1.000, recall 0.978; scored once with the round's final linker (b232a45, "
              "2026-12-03 04:14 UTC): 1.000, 0.985. Only 135 in-repo sites: a small sample.")),
    # Fresh for C++ round 5 (held out): box2d-lite, the library (src/, include/box2d-lite/) as its CMake
    # file builds it (static, no C++ standard set: clang's default is fine, C++11 given); its samples
    # (GLFW, imgui, glad under extern/) are not scored.  Chosen because its MathUtils.h overloads
    # (Cross, Abs, operator* on Vec2 / Mat22 / float) are the pattern round 5 works on.
    "box2d-lite": Project(
        RepoSpec("box2d-lite", "erincatto+box2d-lite", "227b71b6974ea57ab7e96d40f6374287bd6a0e77",
                 ("src/", "include/"), False, ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}/include"),
        note=("Held out in C++ round 5: configured before any score, scored untuned with main 8103b51 (2026-12-03 "
              "04:35 UTC): precision 1.000, recall 0.809; scored once with the round's final linker (7772378, "
              "2026-12-03 04:53 UTC): 1.000, 0.973; its disagreements read only then. Not tuned on. Only 110 "
              "in-repo sites: a small sample (chosen before its size was known; nothing changed for it).")),
    # Fresh after C++ round 5 (held out, 2026-12-03): three projects no session had scored or read,
    # configured here before any score and scored once with main's linker; not tuned on.
    # meshoptimizer: the library (src/) as its CMake file builds it (C++98-compatible code; C++11 given).
    "meshoptimizer": Project(
        RepoSpec("meshoptimizer", "zeux+meshoptimizer", "b5b2c4391cb62d434d44e7f6ffb96194605fae2f", ("src/",),
                 True, ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}/src"),
        note=("Fresh after round 5: configured before any score, scored once with main 68b63ef (2026-12-03 07:04 "
              "UTC): precision 1.000, recall 0.948. Its nine wrong edges (#if variants of decodeTriangleGroup and "
              "decodeVertexGroup) were read on 2026-12-04, no change made from them: counted as read since.")),
    # recastnavigation: its five libraries (Recast, Detour, DetourCrowd, DetourTileCache, DebugUtils) as
    # its CMake file builds them; RecastDemo (SDL, OpenGL) and Tests are not scored.
    "recastnavigation": Project(
        RepoSpec("recastnavigation", "recastnavigation+recastnavigation", "9f4ce64458dfae86e1239c525ddc219c4e9e06f1",
                 ("Recast/", "Detour/", "DetourCrowd/", "DetourTileCache/", "DebugUtils/"), False, ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}/Recast/Include", "-I{root}/Detour/Include", "-I{root}/DetourCrowd/Include",
                "-I{root}/DetourTileCache/Include", "-I{root}/DebugUtils/Include"),
        note=("Fresh after round 5: configured before any score, scored once with main 68b63ef (2026-12-03 07:04 "
              "UTC): precision 0.990, recall 0.959. Not tuned on.")),
    # Dear ImGui: the core files every user compiles (imgui.cpp, imgui_draw.cpp, imgui_tables.cpp,
    # imgui_widgets.cpp, imgui_demo.cpp and their headers, stb headers included); backends/ (platform
    # SDKs), examples/ and misc/ are not scored.
    "imgui": Project(
        RepoSpec("imgui", "ocornut+imgui", "46d39d56febc2a00bdd2270dc88c8a13f2a0441a", ("imgui", "imconfig.h",
                 "imstb_"), True, ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}"),
        note=("Fresh after round 5: configured before any score, scored once with main 68b63ef (2026-12-03 07:04 "
              "UTC): precision 0.915, recall 0.363. Tuned on in round 6 (1574a3a): macros alone on their line "
              "(IM_MSVC_RUNTIME_CHECKS_OFF before `struct ImVec2` and `namespace ImGui`), between `)` and `{` "
              "(IM_LIKELY) and after declarators (IM_FMTARGS(1)); a function defined under #if and #else whose "
              "first body holds a local struct; the header's default arguments for out-of-line definitions.")),
    # Fresh after round 6 (held out, 2026-12-03): configured here after round 6's commit (1574a3a),
    # before any score; scored once with main; not tuned on.
    # google/benchmark: the library (src/, include/) as its CMake file builds it (C++17, std::regex,
    # static).
    "benchmark": Project(
        RepoSpec("benchmark", "google+benchmark", "267a11154f14269384879dc7f6b8d25acb3684db", ("src/", "include/"),
                 True, ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/include", "-DHAVE_STD_REGEX", "-DBENCHMARK_STATIC_DEFINE"),
        note=("Fresh after round 6: configured before any score, scored once with main 123a932 (2026-12-03 07:21 "
              "UTC): precision 0.983, recall 0.839. Then tuned on: two export macros between `class` and the "
              "name (`class BENCHMARK_EXPORT BENCHMARK_INTERNAL_CACHELINE_ALIGNED State`), an export macro alone "
              "on the line above a definition.")),
    # ReactPhysics3D: the library (src/, include/) as its CMake file builds it (C++17, single
    # precision, profiling off); testbed, helloworld and tests are not scored.
    "reactphysics3d": Project(
        RepoSpec("reactphysics3d", "DanielChappuis+reactphysics3d", "7000610a244ea85377e4f4c9bcdf68af0159b595",
                 ("src/", "include/"), False, ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/include"),
        note=("Fresh after round 6: configured before any score, scored once with main 123a932 (2026-12-03 07:21 "
              "UTC): precision 0.994, recall 0.918. Not tuned on.")),
    # SQLiteCpp: the wrapper (src/, include/) as its CMake file builds it (C++11, column metadata on);
    # the bundled sqlite3/ amalgamation is C and not scored, nor are examples and tests.
    "SQLiteCpp": Project(
        RepoSpec("SQLiteCpp", "SRombauts+SQLiteCpp", "211e642a30459b4a4ff091a47191c9bf287aca4c", ("src/", "include/"),
                 False, ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}/include", "-I{root}/sqlite3", "-DSQLITE_ENABLE_COLUMN_METADATA"),
        note=("Fresh after round 6: configured before any score, scored once with main 123a932 (2026-12-03 07:21 "
              "UTC): precision 1.000, recall 0.966. Not tuned on.")),
    # Fresh after round 6b (held out, 2026-12-03): configured here after round 6b's commit (cfca7c3),
    # before any score; scored once with main; not tuned on.
    # FTXUI: the library (src/ftxui/, include/) as its CMake file builds it (C++17); its tests
    # (*_test.cpp), C++20 module files, examples and docs are not scored.
    "FTXUI": Project(
        RepoSpec("FTXUI", "ArthurSonzogni+FTXUI", "01bcb68133eadba621c42aeac956f7ff98a4d8b6",
                 ("src/ftxui/", "include/"), True, ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/include", "-I{root}/src"),
        note=("Fresh after round 6b: configured before any score, scored once with main 7099ab3 (2026-12-03 07:29 "
              "UTC): precision 0.986, recall 0.443. Tuned on in round 7: a function-like export macro in a class "
              "head (`struct FTXUI_EXPORT(DOM) Canvas`), C++17 nested namespace definitions (`namespace "
              "ftxui::util`), overloads a known argument cannot reach (a string and `std::initializer_list<char>` "
              "or `char`).")),
    # SPIRV-Cross: the library and its command-line tool (spirv_*.cpp, main.cpp at the top level) as
    # its CMake file builds them (C++11); the shader corpora and reference outputs are not code.
    "SPIRV-Cross": Project(
        RepoSpec("SPIRV-Cross", "KhronosGroup+SPIRV-Cross", "6c09849fe88c48eaed08413aa022aaa136a3a057",
                 ("spirv_", "main.cpp"), True, ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}"),
        note=("Fresh after round 6b: configured before any score, scored once with main 7099ab3 (2026-12-03 07:29 "
              "UTC): precision 1.000, recall 0.858; the same after round 7 (held out from it). Tuned on in round 8 "
              "(1b8a3df): `using namespace SPIRV_CROSS_NAMESPACE;` names the namespace that macro opens, not the "
              "macro an earlier header #defines.")),
    # lodepng: the library and its utilities (lodepng.cpp, lodepng_util.cpp, C++11 as its Makefile
    # builds them); its unit test, benchmark, fuzzer and pngdetail tool are not scored.
    "lodepng": Project(
        RepoSpec("lodepng", "lvandeve+lodepng", "865adac2b8149774401626101ec618e3de45e1d8",
                 ("lodepng.", "lodepng_util."), False, ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}"),
        note=("Fresh after round 6b: configured before any score, scored once with main 7099ab3 (2026-12-03 07:29 "
              "UTC): precision 1.000, recall 0.994. Not tuned on.")),
    # Fresh after round 7 (held out, 2026-12-03): configured here after round 7's commit (3386ae8),
    # before any score; scored once with main; not tuned on.
    # msdfgen: its core library (core/, msdfgen.h) as its CMake file builds it (C++11 on, exported
    # symbols plain); the extensions (FreeType, TinyXML2, libpng) and the command-line tool are not.
    "msdfgen": Project(
        RepoSpec("msdfgen", "Chlumsky+msdfgen", "da07a9c04f9f92a247fef7da57aa62085647757e", ("core/", "msdfgen.h"),
                 True, ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}", "-DMSDFGEN_USE_CPP11", "-DMSDFGEN_PUBLIC="),
        note=("Fresh after round 7: configured before any score, scored once with main f3b9e48 (after round 8, "
              "2026-12-03 08:00 UTC): precision 0.995, recall 0.880; held out through round 9. Tuned on in round "
              "10: a member its class lacks is looked up through the class's `operator->` (`EdgeHolder`).")),
    # Yoga: the layout library (yoga/) as its CMake file builds it (C++20); bindings, tests,
    # benchmarks and the website are not scored.
    "yoga": Project(
        RepoSpec("yoga", "facebook+yoga", "f6206ec3538bf1e344c3b8094d394bbeba8531f1", ("yoga/",), True, ("cpp",)),
        "cpp", ("-std=c++20", "-I{root}"),
        note=("Fresh after round 7: configured before any score, scored once with main f3b9e48 (after round 8, "
              "2026-12-03 08:00 UTC): precision 0.981, recall 0.341. Tuned on in round 9: `namespace "
              "facebook::yoga` opens `facebook` too (`using namespace facebook;` then `yoga::f()`); a "
              "namespace's function overloaded across headers (`scopedEnum` per enum) has every overload as a "
              "candidate, no longer the first one found.")),
    # {fmt}: the library (src/, include/fmt/) as its CMake file builds it (C++17 here); src/fmt.cc is
    # the C++20 module interface, built only with modules on.
    "fmt": Project(
        RepoSpec("fmt", "fmtlib+fmt", "60ccad511fd680cb91d8b60a315759f71c67bef9", ("src/", "include/"), True,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/include"), skip=("src/fmt.cc",),
        note=("Fresh after round 7: configured before any score, scored once with main f3b9e48 (after round 8, "
              "2026-12-03 08:00 UTC): precision 0.939, recall 0.548; held out through round 9. Tuned on in round "
              "10: `__has_include(<header>)` conditions, prefix macros expanding to `constexpr` or to other "
              "prefix macros, namespace macros defined over several lines and used in other headers "
              "(`FMT_BEGIN_NAMESPACE`, `fmt::f()`), one-branch `#if` blocks opened in a badly broken file.")),
    # Fresh after round 9 (held out, 2026-12-03, fourth session): configured here before any score,
    # with round 10's linker changes not yet committed; scored once with main; not tuned on.
    # RE2, as of its last release before it came to depend on Abseil (2023-03-01): the library
    # (re2/, util/) as its Makefile builds it; the tests, fuzzers and benchmarks are not scored.
    "re2": Project(
        RepoSpec("re2", "google+re2", "3a8436ac436124a57a4e22d5c8713a2d42b381d7", ("re2/", "util/"), False,
                 ("cpp",)),
        "cpp", ("-std=c++14", "-I{root}"), skip=("re2/fuzzing/re2_fuzzer.cc", "util/fuzz.cc"),
        note=("Fresh after round 9: configured before any score (6f4a24f), scored once with main 72aae30 "
              "(after round 10, 2026-12-03 10:23 UTC): precision 0.998, recall 0.906. Not tuned on.")),
    # GoogleTest: the gtest library (googletest/src, googletest/include) as its CMake file builds
    # it; gtest-all.cc only #includes the other sources (one build of them all), and gMock is not scored.
    "googletest": Project(
        RepoSpec("googletest", "google+googletest", "7260682388d493f155be62c3ce2efc7c7a9a3dcf",
                 ("googletest/src/", "googletest/include/"), True, ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/googletest/include", "-I{root}/googletest"),
        skip=("googletest/src/gtest-all.cc",),
        note=("Fresh after round 9: configured before any score (6f4a24f), scored once with main 72aae30 "
              "(after round 10, 2026-12-03 10:23 UTC): precision 0.938, recall 0.554. Tuned on in round 11: an "
              "export macro after an attribute (`[[nodiscard]] GTEST_API_ ...`); `#if`/`#else` variants of one "
              "C++ function score as one (a yardstick rule).")),
    # SFML: its System and Network modules as its CMake file builds them on Linux (C++17); the
    # Android and Win32 sources, and Sftp.cpp (libssh2, not installed), are not compiled; the
    # Window, Graphics and Audio modules (X11, OpenGL, FreeType, audio libraries) are not scored.
    "SFML": Project(
        RepoSpec("SFML", "SFML+SFML", "bc85ba177da9e4687e5e99d51020243366929cc4",
                 ("src/SFML/System/", "src/SFML/Network/", "include/SFML/System", "include/SFML/Network",
                  "include/SFML/Config.hpp"), True, ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/include", "-I{root}/src"),
        skip=("src/SFML/System/Android/Activity.cpp", "src/SFML/System/Android/NativeActivity.cpp",
              "src/SFML/System/Android/ResourceStream.cpp", "src/SFML/System/Android/SuspendAwareClock.cpp",
              "src/SFML/System/Win32/SleepImpl.cpp", "src/SFML/Network/Win32/SocketImpl.cpp",
              "src/SFML/Network/Sftp.cpp"),
        note=("Fresh after round 9: configured before any score (6f4a24f), scored once with main 72aae30 "
              "(after round 10, 2026-12-03 10:23 UTC): precision 0.874, recall 0.647; 0.978, 0.703 once the "
              "yardstick counted platform variants apart (641eb1f: `SocketImpl` of Unix/ and Win32/, the "
              "declaration answered with both as candidates). Tuned on in round 11: an export macro before an "
              "attribute in a class head (`class SFML_NETWORK_API [[deprecated(...)]] Ftp`) and after one "
              "before a result type (`[[nodiscard]] SFML_SYSTEM_API std::ostream& err();`).")),
    # spdlog: the compiled library (src/, include/spdlog/, -DSPDLOG_COMPILED_LIB as its CMake file
    # builds it); the {fmt} it bundles (include/spdlog/fmt/bundled/, src/bundled_fmtlib_format.cpp)
    # is another project's code and is not scored.
    "spdlog": Project(
        RepoSpec("spdlog", "gabime+spdlog", "62302019babd8fdf63c1c6dc4c9faa48d441a7f0",
                 ("src/", "include/spdlog/cfg/", "include/spdlog/details/", "include/spdlog/sinks/",
                  "include/spdlog/async", "include/spdlog/common", "include/spdlog/formatter.h",
                  "include/spdlog/fwd.h", "include/spdlog/logger", "include/spdlog/mdc.h",
                  "include/spdlog/pattern_formatter", "include/spdlog/spdlog", "include/spdlog/stopwatch.h",
                  "include/spdlog/fmt/fmt.h", "include/spdlog/fmt/ostr.h"), True, ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/include", "-DSPDLOG_COMPILED_LIB"),
        skip=("src/bundled_fmtlib_format.cpp",),
        note=("Fresh after round 9: configured before any score (6f4a24f), scored once with main 72aae30 "
              "(after round 10, 2026-12-03 10:23 UTC): precision 0.792, recall 0.451. Tuned on in round 11: "
              "an array's initialiser macro (`names[] SPDLOG_LEVEL_NAMES;`), `SPDLOG_TRY {`, a type alias "
              "defined once per `#if` branch as different types (no one answer). Most of what is left is the "
              "{fmt} it bundles (include/spdlog/fmt/bundled/, indexed, not scored), whose templates the "
              "grammar misreads.")),
    # Fresh after round 11 (held out, 2026-12-03, fourth session): configured here before any score,
    # with round 11's linker changes not yet committed; scored once with main; not tuned on.
    # CppUTest: its libraries (src/CppUTest, src/CppUTestExt, include/) as its CMake file builds
    # them on Linux with GCC (src/Platforms/Gcc only); GTest.cpp needs GoogleTest, not installed.
    "cpputest": Project(
        RepoSpec("cpputest", "cpputest+cpputest", "82c7db525f2da2d50944463758d3183b0ede2338",
                 ("src/", "include/"), False, ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/include"),
        skip=(*(f"src/Platforms/{p}/UtestPlatform.cpp" for p in (
            "Borland", "C2000", "Dos", "GccNoStdC", "Iar", "Keil", "Symbian", "VisualCpp", "armcc")),
            "src/Platforms/Symbian/SymbianMemoryLeakWarning.cpp", "src/CppUTestExt/GTest.cpp"),
        note=("Fresh after round 11: configured before any score (854cd68), scored once with main d4a83da "
              "(after round 11, 2026-12-03 10:37 UTC): precision 0.997, recall 0.954. Not tuned on.")),
    # tinyply: the library (source/tinyply.cpp, which defines TINYPLY_IMPLEMENTATION and includes
    # tinyply.h); its example and test programs are not scored.
    "tinyply": Project(
        RepoSpec("tinyply", "ddiakopoulos+tinyply", "c9bb690dfe5e9105961e9e28120c48c9ae084bc6",
                 ("source/tinyply.",), True, ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}/source"),
        note=("Fresh after round 11: configured before any score (854cd68), scored once with main d4a83da "
              "(after round 11, 2026-12-03 10:37 UTC): precision 1.000, recall 0.780 (109 sites). Tuned on in "
              "round 12: a call names a function template, not its explicit specialisations (`template<> "
              "uint16_t endian_swap<uint16_t, uint16_t>(...)`).")),
    # toml11: the library compiled as sources (src/, include/, -DTOML11_COMPILE_SOURCES as its
    # CMake option builds it; C++17 here); single_include/ is a generated copy and is not scored.
    "toml11": Project(
        RepoSpec("toml11", "ToruNiina+toml11", "b32a2fff0d27e1f7522f26a125101500ddb47156",
                 ("src/", "include/"), True, ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/include", "-DTOML11_COMPILE_SOURCES"),
        note=("Fresh after round 11: configured before any score (854cd68), scored once with main d4a83da "
              "(after round 11, 2026-12-03 10:37 UTC): precision 0.894, recall 0.589. Tuned on in round 12: a "
              "constructor called through a type alias (`region_type(...)`, `using region_type = "
              "detail::region;`) is the class's, not the alias; a function-like macro heading a block "
              "(`TOML11_CONSTEXPR_IF(cond) {`) reads as `if` in a file that does not parse as written.")),
    # Fresh after round 12 (held out, 2026-12-03, fourth session): configured here before any score,
    # with round 12's linker changes not yet committed; scored once with main; not tuned on.
    # bx: the base library (src/, include/bx) as its GENie scripts build it on Linux (C++20,
    # include/compat/linux, BX_CONFIG_DEBUG=0); amalgamated.cpp only #includes the other sources.
    "bx": Project(
        RepoSpec("bx", "bkaradzic+bx", "43bfe2940275ef7fa5bc362814883d5252715122", ("src/", "include/bx/"), True,
                 ("cpp",)),
        "cpp", ("-std=c++20", "-I{root}/include", "-I{root}/include/compat/linux", "-I{root}/3rdparty",
                "-DBX_CONFIG_DEBUG=0"),
        skip=("src/amalgamated.cpp",),
        note=("Fresh after round 12: configured before any score (5c8c198; C++20 fixed in e919d04 after the "
              "first run's reference failed on every unit), scored once with main 01f01b9 (after round 12, "
              "2026-12-03 10:50 UTC): precision 0.961, recall 0.563. Tuned on in round 13: an `.inl` fragment "
              "sees what the header that includes it includes; a template declared `constexpr` and defined "
              "`inline constexpr` is one function (`bitCast`).")),
    # Catch2 v3: the library (src/catch2) as its CMake file builds it (C++14 at least; 17 here), with
    # the configuration header CMake generates written as its defaults would give it.
    "Catch2": Project(
        RepoSpec("Catch2", "catchorg+Catch2", "a6ee7e20cd4011129816df7992c1a9db2ef4b58f", ("src/catch2/",), True,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/src", "-I{gen}"),
        generated=(("catch2/catch_user_config.hpp", "#define CATCH_CONFIG_DEFAULT_REPORTER \"console\"\n"
                    "#define CATCH_CONFIG_CONSOLE_WIDTH 80\n"),),
        note=("Fresh after round 12: configured before any score (5c8c198), scored once with main 01f01b9 "
              "(after round 12, 2026-12-03 10:50 UTC): precision 0.983, recall 0.713. Its misses were read in "
              "round 13 (so it counts as tuned on); nothing was fixed for it: most are receivers typed by its "
              "own `Detail::unique_ptr`, a class the grammar misreads (`T const* get() const`).")),
    # FlatBuffers: the library and the flatc compiler (src/, include/flatbuffers) as its CMake file
    # builds them (C++17 here, locale-dependent number parsing: its default on Linux without
    # strtof_l checks); the gRPC generator's own sources (grpc/) are not scored.  flatc also compiles
    # include/codegen/python.cc (CMakeLists.txt's FlatBuffers_Compiler_SRCS), parsed for its definitions
    # (added 2026-12-04: without it clang's answer for `imports.Import(...)` was python.h's declaration,
    # and the 25 calls the index joins to python.cc's definitions counted as wrong).
    "flatbuffers": Project(
        RepoSpec("flatbuffers", "google+flatbuffers", "81edeb17d9118143f2c81caf27edfb0df401279e",
                 ("src/", "include/flatbuffers/"), True, ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/include", "-I{root}/src", "-I{root}/grpc",
                "-DFLATBUFFERS_LOCALE_INDEPENDENT=0"),
        definitions_from=("include/codegen/",),
        note=("Fresh after round 12: configured before any score (5c8c198), scored once with main 01f01b9 "
              "(after round 12, 2026-12-03 10:50 UTC): precision 0.986, recall 0.725. Tuned on in round 13: a "
              "method's bare call finds the class's and its bases' methods before the namespace's functions; a "
              "function hides the class of its name (`String()`); a macro after a class's name "
              "(`FLATBUFFERS_FINAL_CLASS`); X-macro `#define`s inside an `enum` or an initialiser list.")),
    # Fresh after round 13 (held out, 2026-12-03, fourth session): configured here before any score,
    # after round 13's commit (18f70b5); scored once with main; not tuned on.
    # marl: the fiber scheduler library (src/, include/marl) as its CMake file builds it on Linux
    # x86-64 (C++11; the assembly and the other architectures' fibers are not C++); its tests and
    # benchmarks are not scored.
    "marl": Project(
        RepoSpec("marl", "google+marl", "b8406ab0a82524170ead6dd6c371b579bbc28b3e", ("src/", "include/marl/"), True,
                 ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}/include"),
        skip=("src/osfiber_emscripten.cpp", "src/blockingcall_bench.cpp", "src/defer_bench.cpp",
              "src/event_bench.cpp", "src/marl_bench.cpp", "src/non_marl_bench.cpp", "src/scheduler_bench.cpp",
              "src/ticket_bench.cpp", "src/waitgroup_bench.cpp"),
        note=("Fresh after round 13: configured before any score (972d95e), scored once with main 972d95e "
              "(2026-12-03 11:19 UTC): precision 0.979, recall 0.827 (225 sites). Tuned on in round 15 "
              "(classes enclosing an out-of-line method's class, block-scoped locals, a macro before a "
              "lambda's body).")),
    # Luau: its parser, bytecode builder and compiler (Ast/, Bytecode/, Compiler/, Common/) as its
    # CMake file builds them (C++17); the VM, analysis, code generator and CLI are not scored.
    "luau": Project(
        RepoSpec("luau", "luau-lang+luau", "367f9d83cc29804a6d5938ec85b6116d34d8743b",
                 ("Ast/", "Bytecode/", "Compiler/", "Common/"), True, ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/Ast/include", "-I{root}/Bytecode/include", "-I{root}/Compiler/include",
                "-I{root}/Common/include", "-I{root}/VM/include"),
        note=("Fresh after round 13: configured before any score (972d95e), scored once with main 972d95e "
              "(2026-12-03 11:19 UTC): precision 1.000, recall 0.872. Tuned on in round 15 (overloads told "
              "apart by casts, `this`, enumerators and conversion ranks).")),
    # astc-encoder: the codec library (Source/astcenc_*.cpp, astcenc.h) as its CMake file builds
    # it with ASTCENC_ISA_NONE (no SIMD: the reference C++ paths); the command-line tool, fuzzers,
    # unit tests and third-party image code are not scored.
    "astc-encoder": Project(
        RepoSpec("astc-encoder", "ARM-software+astc-encoder", "86aa2eb70db4f67090d94bf547ebbde6f529c287",
                 ("Source/astcenc_", "Source/astcenc.h"), True, ("cpp",)),
        "cpp", ("-std=c++14", "-I{root}/Source", "-DASTCENC_NEON=0", "-DASTCENC_SVE=0", "-DASTCENC_SSE=0",
                "-DASTCENC_AVX=0", "-DASTCENC_POPCNT=0", "-DASTCENC_F16C=0"),
        note=("Fresh after round 13: configured before any score (972d95e), scored once with main 972d95e "
              "(2026-12-03 11:19 UTC): precision 0.543, recall 0.463: its SIMD headers define one set of "
              "functions each, included under alternative `#if` branches, and the linker takes the first "
              "(918 of 924 wrong edges). Tuned on in round 14: a global function that other headers "
              "define with the same parameters is ambiguous, every body a candidate. Still guessed: the "
              "classes each SIMD header defines (`vfloat4`), whose members go to the first header's.")),
    # The fifth fresh batch (after round 15), configured before any score. Clipper2: its C++
    # library (CPP/Clipper2Lib) as its CMake file builds it (C++17); examples, tests and the DLL
    # wrapper are not scored.
    "clipper2": Project(
        RepoSpec("clipper2", "AngusJohnson+Clipper2", "642390d0d515cfb645d2ec4d95d218e28be645f4",
                 ("CPP/Clipper2Lib/",), True, ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/CPP/Clipper2Lib/include"),
        note=("Fresh after round 15: configured before any score (0f93e8f), scored once with main 3079f7c "
              "(2026-12-03 13:25 UTC): precision 0.994, recall 0.914 (met). Its misses were read and "
              "round 16 fixed some (explicit template arguments, a header's includers): tuned on.")),
    # Jolt Physics: its core, maths, geometry, bodies, constraints, characters, skeletons and
    # trees (C++17, `#include <Jolt/Jolt.h>` from the checkout's root); collision detection,
    # vehicles, soft bodies, the GPU compute back ends, samples and tests are not scored (their
    # definitions are indexed all the same).
    "jolt": Project(
        RepoSpec("jolt", "jrouwe+JoltPhysics", "3b47ec390cb9b933769183eff599f72195c5873c",
                 ("Jolt/Core/", "Jolt/Math/", "Jolt/Geometry/", "Jolt/Physics/Body/", "Jolt/Physics/Constraints/",
                  "Jolt/Physics/Character/", "Jolt/Skeleton/", "Jolt/TriangleSplitter/", "Jolt/AABBTree/"),
                 True, ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}"),
        note=("Fresh after round 15: configured before any score (0f93e8f), scored once with main 3079f7c "
              "(2026-12-03 13:25 UTC): precision 0.982, recall 0.378: `class [[nodiscard]] alignas(...) Vec3`, "
              "a `#ifndef` inside `class Body`'s head and headers that rely on `Jolt/Jolt.h` being included "
              "first hid most classes. Tuned on in round 16.")),
    # Bullet 2: LinearMath, BulletCollision and BulletDynamics (its core libraries, C++11 with
    # src/ on the include path); the OpenCL ports, soft bodies, examples and tests are not scored.
    "bullet3": Project(
        RepoSpec("bullet3", "bulletphysics+bullet3", "6c888f4abd7b46f572587360cc214985f02e5c6b",
                 ("src/LinearMath/", "src/BulletCollision/", "src/BulletDynamics/"), True, ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}/src"),
        note=("Fresh after round 15: configured before any score (0f93e8f), scored once with main 3079f7c "
              "(2026-12-03 13:25 UTC): precision 0.918, recall 0.491: `ATTRIBUTE_ALIGNED16(class) btVector3` "
              "read every class so written as free functions. Tuned on in round 16.")),
    # tinyrenderer: the whole renderer (C++20, as its CMake file says).
    "tinyrenderer": Project(
        RepoSpec("tinyrenderer", "ssloy+tinyrenderer", "87bc715f87a54aa8dc8fdb340b8e3a5ca57fea24",
                 ("geometry.h", "model.", "our_gl.", "tgaimage.", "main.cpp"), True, ("cpp",)),
        "cpp", ("-std=c++20",),
        note=("Fresh after round 15: configured before any score (0f93e8f), scored once with main 3079f7c "
              "(2026-12-03 13:25 UTC): precision 0.982, recall 0.871 (62 sites). Tuned on in round 16 (a "
              "by-value parameter's `const`, `Model model(argv[m]);`).")),
    # The sixth fresh batch (after round 16), configured before any score. Abseil's strings
    # library (absl/strings, its internal/ folder too; C++17 from the checkout's root); the test
    # helper pow10_helper.cc is not built into the library.
    "abseil-strings": Project(
        RepoSpec("abseil-strings", "abseil+abseil-cpp", "926f1d05a4f85663e4ca057f70f1a7f0a7d6b762",
                 ("absl/strings/",), True, ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}"),
        skip=("absl/strings/internal/pow10_helper.cc", "absl/strings/ascii_benchmark.cc",
              "absl/strings/charconv_benchmark.cc", "absl/strings/charset_benchmark.cc",
              "absl/strings/escaping_benchmark.cc", "absl/strings/internal/damerau_levenshtein_distance_benchmark.cc",
              "absl/strings/internal/memutil_benchmark.cc", "absl/strings/internal/ostringstream_benchmark.cc",
              "absl/strings/match_benchmark.cc", "absl/strings/numbers_benchmark.cc",
              "absl/strings/str_cat_benchmark.cc", "absl/strings/str_join_benchmark.cc",
              "absl/strings/str_replace_benchmark.cc", "absl/strings/str_split_benchmark.cc",
              "absl/strings/substitute_benchmark.cc"),   # benchmark programs: they need Google Benchmark
        note=("Fresh after round 16: configured before any score (e31c99f). The first run (main 15e4790) "
              "also compiled the 14 `*_benchmark.cc` programs, which need Google Benchmark: 14 units "
              "failed, and that run (precision 0.974, recall 0.829) was discarded; scored again with "
              "them skipped: precision 0.974, recall 0.831 (main 15e4790). Tuned on in round 17 "
              "(`CordRep* absl_nullable tree()`).")),
    # Cppcheck's analysis library (lib/, C++11 as its CMake default), with the vendored
    # simplecpp, tinyxml2 and picojson on the include path (indexed, not scored).
    "cppcheck": Project(
        RepoSpec("cppcheck", "danmar+cppcheck", "72547b3a7d7a1d98898448364a3d7e60943d9857", ("lib/",), True,
                 ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}/lib", "-I{root}/externals/simplecpp", "-I{root}/externals/tinyxml2",
                "-I{root}/externals/picojson", "-I{root}/externals"),
        # the vendored libraries lib/ calls into: parsed for their definitions, the targets of
        # its calls (added after the first score, which counted tinyxml2.cpp's definitions of
        # tinyxml2.h's declarations as wrong: clang had not parsed them)
        definitions_from=("externals/",),
        note=("Fresh after round 16: configured before any score (e31c99f), scored once with main 15e4790 "
              "(2026-12-03 14:17 UTC): precision 0.969, recall 0.306: Cppcheck's `nonneg int` (a macro "
              "another header defines) and a macro as a template parameter broke its classes. Tuned on in "
              "round 17.")),
    # g3log: its library (src/, C++17 as its CMake file says) on Linux, with the definitions
    # header CMake generates from the default options (only ``G3LOG_DEBUG DEBUG``); the Windows
    # crash handler and stack walker are not built here.
    "g3log": Project(
        RepoSpec("g3log", "KjellKod+g3log", "8ff5c3e90ef23782fc7014949c3efe9a3dbf7395", ("src/",), True, ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/src", "-I{gen}"),
        skip=("src/crashhandler_windows.cpp", "src/stacktrace_windows.cpp"),
        generated=(("g3log/generated_definitions.hpp", "#pragma once\n#define G3LOG_DEBUG DEBUG\n"),),
        note=("Fresh after round 16: configured before any score (e31c99f), scored once with main 15e4790 "
              "(2026-12-03 14:17 UTC): precision 0.931, recall 0.882 (152 sites): `using std::swap;` in a "
              "friend `swap` did not hide the friend. Tuned on in round 17.")),
    # The seventh fresh batch (after round 17, 2026-12-03, sixth session), configured before any
    # score. LibSass: its library (src/, include/; C++11 as its Makefile's default); its two C
    # files are not scored (the project is scored as C++).
    "libsass": Project(
        RepoSpec("libsass", "sass+libsass", "9bb4ebcc1484dd2f3a94a0e735464993ecbae986", ("src/", "include/"), True,
                 ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}/include", "-I{root}/src"),
        note=("Fresh after round 17: configured before any score (e85356b), scored once with main's linker of "
              "2f0db4b (2026-12-03 16:03 UTC): precision 0.998, recall 0.651: its members and type names are "
              "declared by its own macros (`ADD_PROPERTY(Block_Obj, block)`, `IMPL_MEM_OBJ(Block)`), which the "
              "index does not expand. Its misses were read in round 18: tuned on.")),
    # CCTZ: the library (src/, include/cctz; C++14) and its time_tool program; the tests, the
    # benchmark and the Windows-only zone-name source are not built here.
    "cctz": Project(
        RepoSpec("cctz", "google+cctz", "6b9d0e0010c54410c24f2b0a207a626bd58bab06", ("src/", "include/"), True,
                 ("cpp",)),
        "cpp", ("-std=c++14", "-I{root}/include"),
        skip=("src/cctz_benchmark.cc", "src/civil_time_test.cc", "src/time_zone_format_test.cc",
              "src/time_zone_fuzz_test.cc", "src/time_zone_lookup_test.cc", "src/time_zone_posix_test.cc",
              "src/time_zone_name_win.cc", "src/time_zone_name_win_test.cc", "src/test_time_zone_names.cc"),
        note=("Fresh after round 17: configured before any score (e85356b), scored once with main's linker of "
              "2f0db4b (2026-12-03 16:03 UTC): precision 0.993, recall 0.855. Tuned on in round 18 (a `#define` "
              "body's comment, a namespace's using-declarations).")),
    # The ANTLR 4 C++ runtime (runtime/Cpp/runtime/src, C++17 as its CMake file says).
    "antlr4-cpp": Project(
        RepoSpec("antlr4-cpp", "antlr+antlr4", "6a15cc32dea4e1ec4aa2abbdc90e1b54cf288c58",
                 ("runtime/Cpp/runtime/src/",), True, ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/runtime/Cpp/runtime/src"),
        note=("Fresh after round 17: configured before any score (e85356b), scored once with main's linker of "
              "2f0db4b (2026-12-03 16:03 UTC): precision 0.985, recall 0.712. Tuned on in round 18 (`downCast<T>`, "
              "copy constructors, `Ref<T>` as `std::shared_ptr<T>`).")),
    # TagLib (taglib/, C++17) with every format on, as its CMake file builds it: each format's
    # folder is on the include path; the two headers CMake generates are written here (byte-swap
    # built-ins, no zlib). utf8cpp, a git submodule, comes from Debian's libutfcpp-dev.
    "taglib": Project(
        RepoSpec("taglib", "taglib+taglib", "d391029695adfa9a7ecbd7dc35933eb0d509fbd3", ("taglib/",), True,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-DHAVE_CONFIG_H", "-I{gen}", "-I/usr/include/utf8cpp",
                *(f"-I{{root}}/{folder}" for folder in (
                    "taglib", "taglib/ape", "taglib/asf", "taglib/dsdiff", "taglib/dsf",
                    "taglib/flac", "taglib/it", "taglib/matroska", "taglib/matroska/ebml",
                    "taglib/mod", "taglib/mp4", "taglib/mpc", "taglib/mpeg",
                    "taglib/mpeg/id3v1", "taglib/mpeg/id3v2", "taglib/mpeg/id3v2/frames",
                    "taglib/ogg", "taglib/ogg/flac", "taglib/ogg/opus", "taglib/ogg/speex",
                    "taglib/ogg/vorbis", "taglib/riff", "taglib/riff/aiff", "taglib/riff/wav",
                    "taglib/s3m", "taglib/shorten", "taglib/toolkit", "taglib/trueaudio",
                    "taglib/wavpack", "taglib/xm"))),
        generated=(("taglib_config.h", "#pragma once\n" + "".join(
                       f"#define TAGLIB_WITH_{fmt} 1\n" for fmt in (
                           "APE", "ASF", "DSF", "MATROSKA", "MOD", "MP4", "RIFF", "SHORTEN", "TRUEAUDIO",
                           "VORBIS"))),
                   ("config.h", "#pragma once\n#define HAVE_GCC_BYTESWAP 1\n")),
        note=("Fresh after round 17: configured before any score (e85356b). Its first run (main's linker of "
              "2f0db4b) failed in 114 of 147 units: the yardstick had not written `toolkit/tlist.tcc`, which "
              "clang reads; that run (0.999 / 0.854) was discarded, the harness mended (7f2b9fc) and the project "
              "scored again with the same linker: precision 0.944, recall 0.710. Tuned on in round 18 (`.tcc` "
              "files indexed, the pimpl `class APE::File::FilePrivate`, `List<T>` iterated).")),
    # Hunspell: its library (src/hunspell, C++14); the tools and parsers are not scored.
    "hunspell": Project(
        RepoSpec("hunspell", "hunspell+hunspell", "f143a42a0b95578c39f8657101624ed44dea6514", ("src/hunspell/",),
                 False, ("cpp",)),
        "cpp", ("-std=c++14", "-I{root}/src/hunspell"),
        note=("Fresh after round 17: configured before any score (e85356b), scored once with main's linker of "
              "2f0db4b (2026-12-03 16:03 UTC): precision 1.000, recall 0.971 (met). Not tuned on.")),
    # The eighth fresh batch (after round 18, 2026-12-03, seventh session), configured before any score.
    # libuv: the library (src/, include/) as its CMake file builds it on Linux (C11 with extensions, its
    # Linux defines, the shared build's BUILDING_UV_SHARED); the Windows sources and the other systems'
    # src/unix/ files are not built here (proctitle.c and the four Linux files are).
    "libuv": Project(
        RepoSpec("libuv", "libuv+libuv", "6179e7af87413396d5853a1c3722c8b5749336c8", ("src/", "include/"), True,
                 ("c",)),
        "c", ("-std=gnu11", "-D_GNU_SOURCE", "-D_POSIX_C_SOURCE=200112", "-D_FILE_OFFSET_BITS=64",
              "-D_LARGEFILE_SOURCE", "-DBUILDING_UV_SHARED=1", "-I{root}/include", "-I{root}/src"),
        skip=(*(f"src/win/{name}.c" for name in (
                  "async", "core", "detect-wakeup", "dl", "error", "fs-event", "fs", "getaddrinfo", "getnameinfo",
                  "handle", "loop-watcher", "pipe", "poll", "process-stdio", "process", "signal", "snprintf",
                  "stream", "tcp", "thread", "tty", "udp", "util", "winapi", "winsock")),
              *(f"src/unix/{name}.c" for name in (   # AIX, IBM i, BSDs, macOS, Cygwin, Haiku, Hurd, z/OS, QNX, SunOS
                  "aix-common", "aix", "bsd-ifaddrs", "bsd-proctitle", "cygwin", "darwin-proctitle", "darwin",
                  "freebsd", "fsevents", "haiku", "hurd", "ibmi", "kqueue", "netbsd", "no-fsevents", "no-proctitle",
                  "openbsd", "os390-proctitle", "os390-syscalls", "os390", "posix-hrtime", "posix-poll", "qnx",
                  "random-getentropy", "sunos", "sysinfo-loadavg", "sysinfo-memory"))),
        note=("Fresh after round 18: configured before any score (bca4fe3), scored once with main's linker of "
              "48579c7 (round 19 part 1; 2026-12-03 19:25 UTC): precision 0.962, recall 0.992: calls of system "
              "functions (`snprintf`, `epoll_ctl`, `strnlen`) went to the stand-ins libuv declares and defines for "
              "other platforms (win/snprintf.c, os390-syscalls.c). Tuned on in round 19.")),
    # Brotli: its three libraries (c/common, c/dec, c/enc; the public headers in c/include) and the brotli
    # tool (c/tools), as its CMake file builds them (no C standard set there: gnu11 here; without the shared
    # build's per-library export defines, which on Linux only set visibility); the fuzzers are not scored.
    # c/enc/static_init_lazy.cc is C++ (a lazy initialisation CMake does not build), no C unit.
    "brotli": Project(
        RepoSpec("brotli", "google+brotli", "8e10eeb3378f6c459dbaf033ca6727e9816afccb", ("c/common/", "c/dec/",
                 "c/enc/", "c/include/", "c/tools/"), True, ("c",)),
        "c", ("-std=gnu11", "-I{root}/c/include"),
        skip=("c/enc/static_init_lazy.cc",),
        note=("Fresh after round 18: configured before any score (bca4fe3), scored once with main's linker of "
              "48579c7 (round 19 part 1; 2026-12-03 19:25 UTC): precision 0.991, recall 0.990 (met). Its wrong "
              'edges were then read (an attribute macro before a declarator, `BROTLI_MODEL("small") kLut[16]`, '
              "nested the next function): tuned on in round 19.")),
    # Jsonnet: its C++ library (core/) and the C++ wrapper (cpp/), C++17 with the include paths of its
    # Makefile; std.jsonnet.h (the standard library's bytes as a C array, included inside `STD_CODE[]`) is
    # generated by the build (one byte here).  Its tests and C files are not scored; third_party/ is indexed,
    # not scored.
    "jsonnet": Project(
        RepoSpec("jsonnet", "google+jsonnet", "2ef32abf3d5b83c24863949e8413b810d54c7f2a", ("core/", "cpp/"), False,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/include", "-I{root}/third_party/md5", "-I{root}/third_party/json",
                "-I{root}/third_party/rapidyaml", "-I{gen}"),
        generated=(("std.jsonnet.h", "0x00\n"),),
        # the MD5 library core/vm.cpp calls (`md5(...)`): parsed for its definitions, the targets of those
        # calls, as cppcheck's externals/ are; rapidyaml's one header is over the indexer's size limit
        definitions_from=("third_party/md5/",),
        note=("Fresh after round 18: configured before any score (bca4fe3), scored once with main's linker of "
              "48579c7 (round 19 part 1; 2026-12-03 19:25 UTC): precision 0.999, recall 0.973 (met). Not tuned on.")),
    # POCO's Foundation library (Foundation/src, Foundation/include) as its CMake file builds it on x86-64
    # Linux: C++20 (its default where the compiler has it), shared, FastLogger on (Quill's headers), its
    # bundled dependencies' include paths.  Foundation's `Foo_POSIX.cpp` / `Foo_WIN32.cpp` platform files
    # are #included by `Foo.cpp` (CMake marks every `*_*.cpp` with a `// Package:` line header-only): not
    # units; nor are the two Windows-only channels.
    "poco-foundation": Project(
        RepoSpec("poco-foundation", "pocoproject+poco", "3a3e8e53612cde7343ff6a23a13807566bee666a",
                 ("Foundation/src/", "Foundation/include/"), True, ("cpp",)),
        "cpp", ("-std=c++20", "-DPOCO_CMAKE", "-DPOCO_DLL", "-DFoundation_EXPORTS", "-DPOCO_OS_FAMILY_UNIX",
                "-D_REENTRANT", "-D_THREAD_SAFE", "-D_LARGEFILE64_SOURCE", "-D_FILE_OFFSET_BITS=64",
                "-D_XOPEN_SOURCE=500", "-DPOCO_HAVE_FD_EPOLL", "-DPOCO_ENABLE_FASTLOGGER", "-DUTF8PROC_STATIC",
                "-DPCRE2_STATIC", "-DHAVE_CONFIG_H", "-I{root}/Foundation/include", "-I{root}/Foundation/src",
                *(f"-I{{root}}/dependencies/{folder}" for folder in (
                    "zlib/src", "pcre2/src", "v8_double_conversion/src", "utf8proc/src", "tessil/include",
                    "quill/include"))),
        skip=(*(f"Foundation/src/{name}.cpp" for name in (
                  "DirectoryIterator_UNIX", "DirectoryIterator_WIN32U", "Environment_UNIX", "Environment_VX",
                  "Environment_WIN32U", "Event_POSIX", "Event_VX", "Event_WIN32", "FPEnvironment_C99",
                  "FPEnvironment_DEC", "FPEnvironment_DUMMY", "FPEnvironment_QNX", "FPEnvironment_SUN",
                  "FPEnvironment_WIN32", "FileStreamRWLock_POSIX", "FileStreamRWLock_WIN32", "FileStream_POSIX",
                  "FileStream_WIN32", "File_UNIX", "File_VX", "File_WIN32U", "Mutex_POSIX", "Mutex_STD", "Mutex_VX",
                  "Mutex_WIN32", "NamedEvent_Android", "NamedEvent_UNIX", "NamedEvent_WIN32U", "NamedMutex_Android",
                  "NamedMutex_UNIX", "NamedMutex_WIN32U", "Path_UNIX", "Path_WIN32U", "PipeImpl_DUMMY",
                  "PipeImpl_POSIX", "PipeImpl_WIN32", "Process_UNIX", "Process_VX", "Process_WIN32U",
                  "RWLock_Android", "RWLock_POSIX", "RWLock_VX", "RWLock_WIN32", "Semaphore_POSIX", "Semaphore_VX",
                  "Semaphore_WIN32", "SharedLibrary_HPUX", "SharedLibrary_UNIX", "SharedLibrary_VX",
                  "SharedLibrary_WIN32U", "SharedMemory_DUMMY", "SharedMemory_POSIX", "SharedMemory_WIN32",
                  "Thread_POSIX", "Thread_VX", "Thread_WIN32", "Timezone_UNIX", "Timezone_VX", "Timezone_WIN32")),
              "Foundation/src/WindowsConsoleChannel.cpp", "Foundation/src/EventLogChannel.cpp"),
        # the bundled zlib and utf8proc Foundation calls by name (deflate(), utf8proc_reencode()): parsed for
        # their definitions, as redis's deps/ are (PCRE2 is called through macros; double-conversion's .cc
        # files are #included by NumericString.cpp); utf8proc_data.c is a fragment utf8proc.c includes
        definitions_from=("dependencies/zlib/src/", "dependencies/utf8proc/src/utf8proc.c"),
        note=("Fresh after round 18: configured before any score (bca4fe3), scored once with main's linker of "
              "48579c7 (round 19 part 1; 2026-12-03 19:25 UTC): precision 0.850, recall 0.147: its export macro is "
              "mixed-case (`class Foundation_API Clock`) and its classes carry `///` comments before the `{`; "
              "`EventImpl` and the other `*Impl` classes are defined once per platform. Tuned on in round 19.")),
    # libzmq: the library (src/, include/) as CMake builds it on x86-64 Linux (C++11, epoll, the STL
    # condition variable), with drafts off but the WebSocket transport (builtin SHA-1, no TLS: no WSS) and
    # the radix tree on; platform.hpp is generated by CMake (written here, as its checks find them).  No
    # CURVE / libsodium, GnuTLS, OpenPGM, NORM, VMCI, VSOCK, TIPC or GSSAPI: those units are not built.
    "libzmq": Project(
        RepoSpec("libzmq", "zeromq+libzmq", "6b708e4a453a31e240211792f42e4f0c67b7fc03", ("src/", "include/"), False,
                 ("cpp",)),
        "cpp", ("-std=c++11", "-D_REENTRANT", "-D_THREAD_SAFE", "-DZMQ_CUSTOM_PLATFORM_HPP", "-D_GNU_SOURCE",
                "-I{gen}", "-I{root}/include"),
        skip=(*(f"src/{name}.cpp" for name in (
                  "wss_address", "wss_engine", "tipc_address", "tipc_connecter", "tipc_listener", "vmci",
                  "vmci_address", "vmci_connecter", "vmci_listener", "vsock_address", "vsock_connecter",
                  "vsock_listener", "gssapi_client", "gssapi_mechanism_base", "gssapi_server",
                  "norm_engine", "pgm_receiver", "pgm_sender", "pgm_socket")),),   # the last four: #if'd out
        generated=(("platform.hpp", "#ifndef __ZMQ_PLATFORM_HPP_INCLUDED__\n#define __ZMQ_PLATFORM_HPP_INCLUDED__\n"
                    + "".join(f"#define {name}\n" for name in (
                        "ZMQ_USE_CV_IMPL_STL11", "ZMQ_IOTHREAD_POLLER_USE_EPOLL",
                        "ZMQ_IOTHREAD_POLLER_USE_EPOLL_CLOEXEC", "ZMQ_HAVE_PPOLL", "ZMQ_POLL_BASED_ON_POLL",
                        "HAVE_POSIX_MEMALIGN 1", "ZMQ_CACHELINE_SIZE 64", "HAVE_FORK", "HAVE_CLOCK_GETTIME",
                        "HAVE_MKDTEMP", "ZMQ_HAVE_UIO", "ZMQ_HAVE_NOEXCEPT", "ZMQ_HAVE_EVENTFD",
                        "ZMQ_HAVE_EVENTFD_CLOEXEC", "ZMQ_HAVE_IFADDRS", "ZMQ_HAVE_SO_BINDTODEVICE",
                        "ZMQ_HAVE_SO_PEERCRED", "ZMQ_HAVE_BUSY_POLL", "ZMQ_HAVE_O_CLOEXEC", "ZMQ_HAVE_SOCK_CLOEXEC",
                        "ZMQ_HAVE_SO_KEEPALIVE", "ZMQ_HAVE_SO_PRIORITY", "ZMQ_HAVE_TCP_KEEPCNT",
                        "ZMQ_HAVE_TCP_KEEPIDLE", "ZMQ_HAVE_TCP_KEEPINTVL", "ZMQ_HAVE_PTHREAD_SETNAME_2",
                        "ZMQ_HAVE_PTHREAD_SET_AFFINITY", "HAVE_ACCEPT4", "HAVE_STRNLEN", "ZMQ_HAVE_IPC",
                        "ZMQ_HAVE_STRUCT_SOCKADDR_UN", "ZMQ_USE_BUILTIN_SHA1", "ZMQ_HAVE_WS", "ZMQ_USE_RADIX_TREE",
                        "HAVE_IF_NAMETOINDEX"))
                    + "#if defined __linux__\n#define ZMQ_HAVE_LINUX\n#endif\n#endif\n"),),
        note=("Fresh after round 18: configured before any score (bca4fe3), scored once with main's linker of "
              "48579c7 (round 19 part 1; 2026-12-03 19:25 UTC): precision 0.986, recall 0.933 (met). Not tuned on.")),
    # The ninth fresh batch (after round 19, 2026-12-03, seventh session), configured before any score.
    # Wren: its VM (src/vm, src/optional for the meta and random modules, src/include) as its premake-made
    # Makefile builds libwren (release_64bit, its default: C99, NDEBUG; the `.wren.inc` sources are strings
    # the .c files #include); the CLI, tests and examples are not scored.
    "wren": Project(
        RepoSpec("wren", "wren-lang+wren", "77aeb12ab8cff432dcc0e0c511d0f30366650f15",
                 ("src/vm/", "src/optional/", "src/include/"), False, ("c",)),
        "c", ("-std=c99", "-DNDEBUG", "-I{root}/src/include", "-I{root}/src/vm", "-I{root}/src/optional"),
        note=("Fresh after round 19: configured before any score (3f1ed71), scored once with main's linker of "
              "dda1970 (2026-12-03 20:17 UTC): precision 1.000, recall 0.996 (met). Not tuned on.")),
    # Janet: its core library (src/core; src/include, and the repository's own src/conf/janetconf.h, which
    # the Makefile uses as it is) with the Makefile's COMMON_CFLAGS on Linux (C99).  The Makefile builds the
    # library from an amalgamation of the 40 src/core files (none #includes another); each is a unit here,
    # as its JANET_NO_AMALG build compiles them.  The bootstrap program (src/boot) and the shell
    # (src/mainclient) are not the library and not scored.
    "janet": Project(
        RepoSpec("janet", "janet-lang+janet", "284990a04303a40e6ce42cf33e049d23873b5535",
                 ("src/core/", "src/include/", "src/conf/"), False, ("c",)),
        "c", ("-std=c99", "-I{root}/src/include", "-I{root}/src/conf"),
        note=("Fresh after round 19: configured before any score (3f1ed71), scored once with main's linker of "
              "dda1970 (2026-12-03 20:17 UTC): precision 1.000, recall 0.999 (met). Not tuned on.")),
    # ccache: src/ccache (the ccache_framework library and main.cpp) as its CMake file builds it on x86-64
    # Linux: C++20, Redis and HTTP storage on, config.h (generated by CMake: written here as its checks find
    # glibc) force-included; the vendored blake3, cxxurl, fmt, cpp-httplib and tl-expected on the include
    # path; xxhash, zstd and hiredis from Debian's libxxhash-dev, libzstd-dev and libhiredis-dev (CMake finds
    # them on the system).  The Windows named-pipe client is not built on Linux; version.cpp is generated
    # (not in the tree: no unit).
    "ccache": Project(
        RepoSpec("ccache", "ccache+ccache", "e5731387e9b2ea0b57c36dfef69fcf418190a0c5", ("src/ccache/",), True,
                 ("cpp",)),
        "cpp", ("-std=c++20", "-include", "{gen}/config.h", "-DHAVE_REDIS_STORAGE_BACKEND",
                "-DHAVE_HTTP_STORAGE_BACKEND", "-I{gen}", "-I{root}/src",
                *(f"-I{{root}}/src/third_party/{folder}" for folder in (
                    "blake3/blake3", "cpp-httplib", "cxxurl", "fmt", "tl-expected"))),
        skip=("src/ccache/util/winnamedpipeclient.cpp",),
        generated=(("config.h", "#pragma once\n"
                    + "".join(f"#define {name}\n" for name in (
                        "_GNU_SOURCE 1", "_NETBSD_SOURCE 1", "__BSD_VISIBLE 1", "_BSD_TYPES 1",
                        "_POSIX_C_SOURCE 200809L", "_XOPEN_SOURCE", "_XOPEN_SOURCE_EXTENDED", "_FILE_OFFSET_BITS 64",
                        "HAVE_CPUID_H", "HAVE_DIRENT_H", "HAVE_LINUX_FS_H", "HAVE_PWD_H", "HAVE_SYS_IOCTL_H",
                        "HAVE_SYS_MMAN_H", "HAVE_SYS_SENDFILE_H", "HAVE_SYS_WAIT_H", "HAVE_SYSLOG_H", "HAVE_UNISTD_H",
                        "HAVE_UTIME_H", "HAVE_COPY_FILE_RANGE", "HAVE_GETOPT_LONG", "HAVE_GETPWUID", "HAVE_GMTIME_R",
                        "HAVE_LOCALTIME_R", "HAVE_POSIX_FALLOCATE", "HAVE_SETENV", "HAVE_SYSLOG", "HAVE_UNSETENV",
                        "HAVE_UTIMENSAT", "HAVE_UTIMES", "HAVE_STRUCT_STAT_ST_ATIM", "HAVE_STRUCT_STAT_ST_CTIM",
                        "HAVE_STRUCT_STAT_ST_MTIM", "HAVE_AVX2", "O_BINARY 0", "O_TEXT 0",
                        'LIBEXECDIR "/usr/local/libexec"', 'SYSCONFDIR "/usr/local/etc"', "INODE_CACHE_SUPPORTED",
                        "CCACHE_READ_BUFFER_SIZE 65536"))
                    + "#ifndef ESTALE\n#define ESTALE -1\n#endif\n"),),
        # the vendored code ccache calls by name (blake3_hasher_init() and the rest, cxxurl's `Url` members):
        # parsed for its definitions, as jsonnet's MD5 is; fmt's and tl-expected's calls are header templates
        definitions_from=("src/third_party/blake3/blake3/blake3.c", "src/third_party/cxxurl/cxxurl/url.cpp"),
        note=("Fresh after round 19: configured before any score (3f1ed71), scored once with main's linker of "
              "dda1970 (2026-12-03 20:17 UTC): precision 0.986, recall 0.759. Its misses were read in round 19 (a "
              "namespace's function declared in a header the namespace's first header does not include, "
              "`util::read_file`): tuned on.")),
    # glslang: its library as its CMake file builds it on Linux (C++17, SPIR-V and HLSL on, no SPIRV-Tools
    # optimizer: External/ is fetched by a script; no RTTI or exceptions, as it compiles): glslang/ (its
    # MachineIndependent, HLSL, GenericCodeGen, CInterface, OSDependent/Unix, ResourceLimits) and SPIRV/;
    # glslang/build_info.h is generated by CMake from build_info.h.tmpl (written here: 16.5.0, CHANGES.md's
    # last release).  The Windows and Emscripten OSDependent units are not built on Linux.
    "glslang": Project(
        RepoSpec("glslang", "KhronosGroup+glslang", "90afccfbd49dff0349d86a41762e9de24e1df811",
                 ("glslang/", "SPIRV/"), True, ("cpp",)),
        "cpp", ("-std=c++17", "-fno-rtti", "-fno-exceptions", "-DENABLE_SPIRV", "-DENABLE_HLSL",
                "-DGLSLANG_OSINCLUDE_UNIX", "-DENABLE_OPT=0", "-I{root}", "-I{gen}"),
        skip=("glslang/OSDependent/Windows/ossource.cpp", "glslang/OSDependent/Web/glslang.js.cpp"),
        generated=(("glslang/build_info.h", "#ifndef GLSLANG_BUILD_INFO\n#define GLSLANG_BUILD_INFO\n"
                    "#define GLSLANG_VERSION_MAJOR 16\n#define GLSLANG_VERSION_MINOR 5\n"
                    "#define GLSLANG_VERSION_PATCH 0\n#define GLSLANG_VERSION_FLAVOR \"\"\n"
                    + "".join(f"#define GLSLANG_VERSION_{name}(major, minor, patch) \\\n"
                              f"    ((GLSLANG_VERSION_MAJOR) {op} (major) || ((major) == GLSLANG_VERSION_MAJOR && \\\n"
                              f"    ((GLSLANG_VERSION_MINOR) {op} (minor) || ((minor) == GLSLANG_VERSION_MINOR && \\\n"
                              f"     (GLSLANG_VERSION_PATCH) {last} (patch)))))\n"
                              for name, op, last in (("GREATER_THAN", ">", ">"), ("GREATER_OR_EQUAL_TO", ">", ">="),
                                                     ("LESS_THAN", "<", "<"), ("LESS_OR_EQUAL_TO", "<", "<=")))
                    + "#endif\n"),),
        note=("Fresh after round 19: configured before any score (3f1ed71). Its first run (main's linker of "
              "dda1970) failed in 6 of 51 units: the yardstick had not written `SPIRV/spirv.hpp11`, which clang "
              "reads; that run (1.000 / 0.814) was discarded, the harness mended (403f75d) and the project scored "
              "again with the same linker: precision 1.000, recall 0.848 (missed). Held out until read on "
              "2026-12-04 at 1.000 / 0.873 (round 23: its bison parser's `#define parseContext (*pParseContext)` "
              "receiver and `yyval.interm.type`, fields of an anonymous struct): tuned on since.")),
    # oneTBB: the tbb library (src/tbb, include/) as its CMake file builds it on x86-64 Linux: C++11 (its
    # default), shared (the default), RelWithDebInfo (NDEBUG), __TBB_BUILD, ITT notifications, no signature
    # checks (a Windows option), -mrtm -mwaitpkg; its 33 units are all CMake's (tools_api/ittnotify_static.c
    # is #included by itt_notify.cpp).  tbbmalloc, tbbbind, the Python module, examples and tests are not scored.
    "onetbb": Project(
        RepoSpec("onetbb", "uxlfoundation+oneTBB", "e349c15263bbb1d6b48f2b514c06201e1b90eea3",
                 ("src/tbb/", "include/"), True, ("cpp",)),
        "cpp", ("-std=c++11", "-DNDEBUG", "-D__TBB_BUILD", "-D__TBB_SKIP_DEPENDENCY_SIGNATURE_VERIFICATION=1",
                "-D__TBB_USE_ITT_NOTIFY", "-mrtm", "-mwaitpkg", "-I{root}/include"),
        note=("Fresh after round 19: configured before any score (3f1ed71), scored once with main's linker of "
              "dda1970 (2026-12-03 20:17 UTC): precision 0.975, recall 0.771 (missed). Its wrong edges were looked at "
              "on 2026-12-04 (eleventh session; #if variants of dynamic_link, tbb_factory and FACTORY) and no change "
              "was made from them: counted as read since.")),
    # The tenth fresh batch (after round 19 and its review, 2026-12-03), configured before any score.
    # oatpp: its library (src/oatpp; the oatpp-test library beside it and the tests are not scored) as its CMake
    # file builds it on Linux: C++17, static (BUILD_SHARED_LIBS off), no options' defines; every one of its
    # 133 units is in src/CMakeLists.txt.
    "oatpp": Project(
        RepoSpec("oatpp", "oatpp+oatpp", "c9765f9e903acaa8a89f2d215ce8f45780a623cb", ("src/oatpp/",), True,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/src"),
        note=("Fresh after round 19 (the tenth batch), scored once: 0.997 / 0.901; its wrong edges read on "
              "2026-12-04 (writeAsString(v_int32) beside (bool) taken for the bool one): tuned on since.")),
    # Squirrel: the VM (squirrel/), its standard library (sqstdlib/) and the public headers (include/) as its
    # CMake file builds them on x86-64 Linux: C++11, _SQ64 (64-bit pointers), and the GCC flags it sets
    # (-fno-rtti -fno-exceptions); the sq interpreter (sq/sq.c) is C, no unit of a C++ project.
    "squirrel": Project(
        RepoSpec("squirrel", "albertodemichelis+squirrel", "f9267f2f2a9afa1face89d8ea078c686331e30d1",
                 ("squirrel/", "sqstdlib/", "include/"), False, ("cpp",)),
        "cpp", ("-std=c++11", "-fno-rtti", "-fno-exceptions", "-D_SQ64", "-I{root}/include"),
        note=("Fresh after round 19 (the tenth batch): configured before any score.")),
    # Draco: src/draco as its CMake file builds it on Linux with its default options (C++11, no transcoder:
    # its glTF, scene, texture and material files compile to little; the draco_encoder / draco_decoder tools;
    # the Maya and Unity plugins, options off by default, compile on Linux and are units here too);
    # draco/draco_features.h is generated by CMake (written here: the features its defaults enable).  Tests
    # (*_test.cc and their gtest helpers), the Emscripten glue, the fuzzers (libFuzzer), the transcoder tool
    # and the install test (a separate CMake project) are not built here; the test-data paths
    # (DRACO_FLAGS_SRCDIR / TMPDIR) only tests read.
    "draco": Project(
        RepoSpec("draco", "google+draco", "47238930f698250f474163e1a29d77858aa5c158", ("src/draco/",), False,
                 ("cpp",)),
        "cpp", ("-std=c++11", "-DDRACO_CMAKE=1", "-D_LARGEFILE_SOURCE", "-D_FILE_OFFSET_BITS=64", "-I{root}",
                "-I{root}/src", "-I{gen}"),
        skip=("src/draco/core/draco_test_utils.cc", "src/draco/io/gltf_test_helper.cc",   # gtest helpers
              *(f"src/draco/javascript/emscripten/{name}.cc" for name in (   # Emscripten only (IDL glue)
                  "decoder_webidl_wrapper", "draco_decoder_glue_wrapper", "draco_encoder_glue_wrapper",
                  "encoder_webidl_wrapper")),
              "src/draco/tools/draco_transcoder.cc",   # DRACO_TRANSCODER_SUPPORTED off by default
              *(f"src/draco/tools/fuzz/{name}.cc" for name in (   # libFuzzer targets
                  "draco_mesh_decoder_fuzzer", "draco_mesh_decoder_without_dequantization_fuzzer",
                  "draco_pc_decoder_fuzzer", "draco_pc_decoder_without_dequantization_fuzzer")),
              "src/draco/tools/install_test/main.cc"),   # builds against the installed library
        generated=(("draco/draco_features.h", "#ifndef DRACO_FEATURES_H_\n#define DRACO_FEATURES_H_\n"
                    + "".join(f"#define DRACO_{name}_SUPPORTED\n" for name in (
                        "POINT_CLOUD_COMPRESSION", "MESH_COMPRESSION", "NORMAL_ENCODING", "STANDARD_EDGEBREAKER",
                        "PREDICTIVE_EDGEBREAKER", "BACKWARDS_COMPATIBILITY", "ATTRIBUTE_INDICES_DEDUPLICATION",
                        "ATTRIBUTE_VALUES_DEDUPLICATION"))
                    + "#endif  // DRACO_FEATURES_H_\n"),),
        note=("Fresh after round 19 (the tenth batch): configured before any score.")),
    # libspatialindex: the spatialindex and spatialindex_c libraries (src/, include/) as its CMake file builds
    # them on Linux: C++11, shared, the HAVE_* defines of its function checks (glibc has srand48, so
    # src/tools/rand48.cc, its stand-in for systems without it, is not built).  Its tests are not scored.
    "libspatialindex": Project(
        RepoSpec("libspatialindex", "libspatialindex+libspatialindex", "0f3007004857b5663fbaddf82a6bbcb1027ea542",
                 ("src/", "include/"), True, ("cpp",)),
        "cpp", ("-std=c++11", "-DHAVE_SRAND48=1", "-DHAVE_GETTIMEOFDAY=1", "-DHAVE_MEMSET=1", "-DHAVE_MEMCPY=1",
                "-DHAVE_BCOPY=1", "-I{root}/include"),
        skip=("src/tools/rand48.cc",),
        note=("Fresh after round 19 (the tenth batch), scored once: 0.970 / 0.869; its wrong edges read on "
              "2026-12-04 (template<> class PointerPool<RTree::Node> taken for every PointerPool): tuned on since.")),
    # libwebm: what its CMake file builds by default on Linux (C++11, the __STDC_*_MACROS defines, the
    # repository root on the include path): the webm library (common/, mkvmuxer/, mkvparser/), webvtt/, the
    # WebM PES/TS code and tools (m2ts/), the sample programs, dumpvtt, vttdemux and webm_info.  The new parser
    # API (webm_parser/, ENABLE_WEBM_PARSER off), the tests and the top-level compatibility headers are not
    # scored.
    "libwebm": Project(
        RepoSpec("libwebm", "webmproject+libwebm", "5bf12267eea773a32fcf4949de52b0add158a8d5",
                 ("common/", "mkvmuxer/", "mkvparser/", "webvtt/", "m2ts/", "dumpvtt.cc", "mkvmuxer_sample.cc",
                  "mkvparser_sample.cc", "sample_muxer_metadata.", "vttdemux.cc", "webm_info.cc"), False, ("cpp",)),
        "cpp", ("-std=c++11", "-D__STDC_CONSTANT_MACROS", "-D__STDC_FORMAT_MACROS", "-D__STDC_LIMIT_MACROS",
                "-I{root}"),
        note=("Fresh after round 19 (the tenth batch): configured before any score.")),
    # WOFF2: its three libraries, three tools and two fuzzer libraries (src/, include/woff2) as its CMake file
    # builds them on Linux: C++11, NOISY_LOGGING on (FONT_COMPRESSION_BIN), __STDC_FORMAT_MACROS; Brotli (a
    # git submodule) from Debian's libbrotli-dev, as CMake finds it on the system.
    "woff2": Project(
        RepoSpec("woff2", "google+woff2", "f83a17739086a433be544eb16258b1c4f64a35f9", ("src/", "include/"), False,
                 ("cpp",)),
        "cpp", ("-std=c++11", "-DFONT_COMPRESSION_BIN", "-D__STDC_FORMAT_MACROS", "-I{root}/src",
                "-I{root}/include"),
        note=("Fresh after round 19 (the tenth batch): configured before any score.")),
    # Flecs: its library (src/, every addon as the default build has them; include/ with the C++ API headers)
    # as its CMake file builds the shared flecs target: C99 (with GNU extensions, CMake's default), flecs_EXPORTS;
    # distr/ (the amalgamated flecs.c / flecs.h), examples and tests are not scored.
    "flecs": Project(
        RepoSpec("flecs", "SanderMertens+flecs", "a90efc49239a6dcbc16348754ed08f4f1bd56a11", ("src/", "include/"),
                 True, ("c",)),
        "c", ("-std=gnu99", "-Dflecs_EXPORTS", "-I{root}/include"),
        note=("Fresh after round 19 (the tenth batch), scored once: 1.000 / 0.569; read on 2026-12-04 "
              "(an #include tie between include/ and the amalgamated distr/, a #elif branch closing extern \"C\").")),
    # Expat: the library (expat/lib), the xmlwf tool and the examples as its CMake file builds them on x86-64
    # Linux with its defaults (C99, shared with visibility, char as XML_Char, DTD / GE / NS on, 1024 context
    # bytes); expat_config.h is generated by CMake (written here as its checks find glibc 2.36: arc4random,
    # arc4random_buf, getentropy, getrandom and SYS_getrandom, so those random_*.c are built).  Not built:
    # the fragments xmltok.c #includes (xmltok_impl.c, xmltok_ns.c) and xcsinc.c, /dev/urandom's source
    # (EXPAT_DEV_URANDOM is off outside AIX), Windows' rand_s and file map, unixfilemap.c (the autotools
    # build's alternative to readfilemap.c), ct.c and xmlmime.c (in no build); tests and fuzzers not scored.
    "expat": Project(
        RepoSpec("expat", "libexpat+libexpat", "1185697878a3b09cada8e89f847a4c8315cd7ddc",
                 ("expat/lib/", "expat/xmlwf/", "expat/examples/"), True, ("c",)),
        "c", ("-std=c99", "-DXML_ENABLE_VISIBILITY=1", "-I{gen}", "-I{root}/expat/lib"),
        skip=(*(f"expat/lib/{name}.c" for name in (
                  "xmltok_impl", "xmltok_ns", "xcsinc", "random_dev_urandom", "random_rand_s")),
              *(f"expat/xmlwf/{name}.c" for name in ("win32filemap", "unixfilemap", "ct", "xmlmime"))),
        generated=(("expat_config.h", "#ifndef EXPAT_CONFIG_H\n#define EXPAT_CONFIG_H 1\n"
                    + "".join(f"#define {name}\n" for name in (
                        "BYTEORDER 1234", "HAVE_ARC4RANDOM", "HAVE_ARC4RANDOM_BUF", "HAVE_DLFCN_H", "HAVE_FCNTL_H",
                        "HAVE_GETPAGESIZE", "HAVE_GETRANDOM", "HAVE_GETENTROPY", "HAVE_INTTYPES_H", "HAVE_MEMORY_H",
                        "HAVE_MMAP", "HAVE_STDINT_H", "HAVE_STDLIB_H", "HAVE_STRINGS_H", "HAVE_STRING_H",
                        "HAVE_SYSCALL_GETRANDOM", "HAVE_SYS_STAT_H", "HAVE_SYS_TYPES_H", "HAVE_UNISTD_H",
                        'PACKAGE "expat"', 'PACKAGE_BUGREPORT "https://github.com/libexpat/libexpat/issues"',
                        'PACKAGE_NAME "expat"', 'PACKAGE_STRING "expat 2.8.3"', 'PACKAGE_TARNAME "expat"',
                        'PACKAGE_URL ""', 'PACKAGE_VERSION "2.8.3"', "STDC_HEADERS", "XML_CONTEXT_BYTES 1024",
                        "XML_DTD", "XML_GE 1", "XML_NS"))
                    + "#endif\n"),),
        note=("Fresh after round 19 (the tenth batch), scored once: 1.000 / 0.812; read on 2026-12-04 "
              "(line numbers after a multi-line trailing macro, XMLPARSEAPI(T) on its own line).")),
    # The eleventh fresh batch (2026-12-04), configured before any score.
    # CaDiCaL: the SAT solver's library, its cadical and mobical programs (src/) and contrib/ (CONTRIB=yes, its
    # default) as `./configure && make` builds them with g++ 12: no -std (g++'s own gnu++17), -O3 -DNDEBUG (no
    # --check), IPASIR on, closefrom / unlocked I/O / flexible arrays found on glibc (no -DN* flags); build.hpp is
    # generated by scripts/make-build-header.sh (written here: VERSION, the git id, compiler and flags; DATE is
    # left to version.cpp's __DATE__).  kitten.c is C (the makefile compiles it with -x c): parsed for its
    # definitions only, which the C++ units call (kitten_*).  The tests (test/) are not scored.
    "cadical": Project(
        RepoSpec("cadical", "arminbiere+cadical", "14593f819cb242082b127396218bd60889409737", ("src/", "contrib/"),
                 False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DNDEBUG", "-I{gen}", "-I{root}/src"),
        generated=(("build.hpp", '#define VERSION "2.2.0"\n'
                    '#define IDENTIFIER "14593f819cb242082b127396218bd60889409737"\n#define SHORTID "14593f8"\n'
                    '#define COMPILER "g++ (Debian 12.2.0-14+deb12u1) 12.2.0"\n'
                    '#define FLAGS "-Wall -Wextra -O3 -DNDEBUG"\n'),),
        definitions_from=("src/kitten.c",),
        note=("Fresh (the eleventh batch): configured before any score.")),
    # Microsoft SEAL: the seal library (native/src/seal, with its C export library native/src/seal/c, which the
    # SEAL_BUILD_SEAL_C option adds and which compiles on Linux) as its CMake file builds it on x86-64 Linux:
    # C++17, static, Blake2xb, intrinsics (__int128, __builtin_clzll, _addcarry_u64, _subborrow_u64),
    # explicit_bzero, GSL, zlib and Zstandard on; seal/util/config.h is generated by CMake (written here).  CMake
    # fetches GSL, zlib and zstd (SEAL_BUILD_DEPS); here they are Debian's libmsgsl-dev (installed for this entry),
    # zlib1g-dev and libzstd-dev.  Its three C files (BLAKE2 and SHA-3) are parsed for their definitions only.
    # Examples, tests, benchmarks and the .NET wrapper are not scored.
    "seal": Project(
        RepoSpec("seal", "microsoft+SEAL", "356f2e6dcc0520dc9fc14e98674d9a56cba6018c", ("native/src/seal/",), True,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/native/src", "-I{gen}"),
        generated=(("seal/util/config.h", "#pragma once\n"
                    + "".join(f"#define {name}\n" for name in (
                        'SEAL_VERSION "4.4.3"', "SEAL_VERSION_MAJOR 4", "SEAL_VERSION_MINOR 4", "SEAL_VERSION_PATCH 3",
                        "SEAL_USE_STD_BYTE", "SEAL_USE_ALIGNED_ALLOC", "SEAL_USE_SHARED_MUTEX", "SEAL_USE_IF_CONSTEXPR",
                        "SEAL_USE_MAYBE_UNUSED", "SEAL_USE_NODISCARD", "SEAL_USE_STD_FOR_EACH_N",
                        "SEAL_THROW_ON_TRANSPARENT_CIPHERTEXT", "SEAL_DEFAULT_PRNG Blake2xb",
                        "SEAL_INTRIN_HEADER_FOUND",
                        "SEAL_USE_INTRIN", "SEAL_USE___INT128", "SEAL_USE___BUILTIN_CLZLL", "SEAL_USE__ADDCARRY_U64",
                        "SEAL_USE__SUBBORROW_U64", "SEAL_USE_EXPLICIT_BZERO", "SEAL_USE_MSGSL", "SEAL_USE_ZLIB",
                        "SEAL_USE_ZSTD"))),),
        definitions_from=("native/src/seal/util/blake2b.c", "native/src/seal/util/blake2xb.c",
                          "native/src/seal/util/fips202.c"),
        note=("Fresh (the eleventh batch), scored once: 0.997 / 0.702; read on 2026-12-04 (SEAL_NODISCARD "
              "before inline, templates differing in a trailing pack, *ptr of a shared_ptr).")),
    # HiGHS: the highs library (highs/) as its CMake file builds it on Linux with its defaults: C++11, Release
    # (NDEBUG), FAST_BUILD, zlib (Debian's zlib1g-dev), cuPDLP on the CPU, no HiPO (HIPO is off: its units, which
    # need BLAS and METIS, are not built), the include folders of cmake/sources.cmake; HConfig.h is generated by
    # CMake (written here).  basiclu and cuPDLP are C (compiled as C): parsed for their definitions only, which
    # the C++ units call.  The highs program (app/), tests (check/), examples, extern/ and the Python, C# and
    # Fortran interfaces are not scored.
    "highs": Project(
        RepoSpec("highs", "ERGO-Code+HiGHS", "73cac48c5340d775a477087198611862559be250", ("highs/",), False,
                 ("cpp",)),
        "cpp", ("-std=c++11", "-DNDEBUG",
                *(f"-I{{root}}/{folder}" for folder in (
                    "extern", "highs", "highs/interfaces", "highs/io", "highs/io/filereader", "highs/ipm",
                    "highs/ipm/ipx", "highs/ipm/basiclu", "highs/lp_data", "highs/mip", "highs/model",
                    "highs/parallel", "highs/pdlp", "highs/pdlp/cupdlp", "highs/pdlp/hipdlp", "highs/presolve",
                    "highs/qpsolver", "highs/simplex", "highs/test_kkt", "highs/util")),
                "-I{gen}"),
        skip=(*(f"highs/ipm/hipo/ipm/{name}.cpp" for name in (
                  "Control", "FactorHiGHSSolver", "IpmData", "Iterate", "KktMatrix", "Model", "PreProcess", "Refine",
                  "Solver")),
              *(f"highs/ipm/hipo/factorhighs/{name}.cpp" for name in (
                  "Analyse", "CallAndTimeBlas", "CliqueStack", "DataCollector", "DenseFactHybrid", "DenseFactKernel",
                  "DgemmParallel", "FactorHiGHS", "Factorise", "FormatHandler", "HybridHybridFormatHandler",
                  "HybridSolveHandler", "KrylovMethodsIpm", "Numeric", "SolveHandler", "Swaps", "Symbolic")),
              *(f"highs/ipm/hipo/auxiliary/{name}.cpp" for name in (
                  "Auxiliary", "KrylovMethods", "Logger", "VectorOperations"))),
        generated=(("HConfig.h", "#ifndef HCONFIG_H_\n#define HCONFIG_H_\n"
                    + "".join(f"#define {name}\n" for name in (
                        "FAST_BUILD", "ZLIB_FOUND", "CUPDLP_CPU", "HIGHS_SHARED_EXTRAS_LIBRARY",
                        'CMAKE_BUILD_TYPE "Release"', "HIGHS_HAVE_MM_PAUSE", "HIGHS_HAVE_BUILTIN_CLZ",
                        'HIGHS_GITHASH "73cac48c5"', "HIGHS_VERSION_MAJOR 1", "HIGHS_VERSION_MINOR 15",
                        "HIGHS_VERSION_PATCH 1"))
                    + "#endif /* HCONFIG_H_ */\n"),),
        definitions_from=("highs/ipm/basiclu/",
                          *(f"highs/pdlp/cupdlp/cupdlp_{name}.c" for name in (
                              "cs", "linalg", "proj", "restart", "scaling", "solver", "step", "utils"))),
        note=("Fresh (the eleventh batch): configured before any score.")),
    # GEOS: the geos library (src/, include/) as its CMake file builds it on Linux: C++17, Release (NDEBUG),
    # USE_UNSTABLE_GEOS_CPP_API, OpenMP SIMD (-fopenmp-simd, HAVE_OPEN_SIMD), -ffp-contract=off, the vendored
    # Ryu (src/deps, C: parsed for its definitions only, which WKTWriter calls); geos/version.h is generated by
    # CMake from Version.txt (written here: 3.15.0beta3).  The C API (capi/) is not scored: its geos_c.h is
    # generated from a 7,500-line template.  Tests, benchmarks, util/ and examples are not scored either.
    "geos": Project(
        RepoSpec("geos", "libgeos+geos", "5b62cd06ceeee053f2c7a4bf96138fc1c98675bc", ("src/", "include/"), True,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-DNDEBUG", "-DUSE_UNSTABLE_GEOS_CPP_API", "-DHAVE_OPEN_SIMD", "-fopenmp-simd",
                "-ffp-contract=off", "-I{root}/include", "-I{gen}", "-I{root}/src/deps"),
        generated=(("geos/version.h", "#ifndef GEOS_VERSION_H_INCLUDED\n#define GEOS_VERSION_H_INCLUDED\n"
                    + "".join(f"#ifndef GEOS_{name}\n#define GEOS_{name} {value}\n#endif\n" for name, value in (
                        ("VERSION_MAJOR", "3"), ("VERSION_MINOR", "15"), ("VERSION_PATCH", "0beta3"),
                        ("VERSION", '"3.15.0beta3"'), ("JTS_PORT", '"1.20.0"')))
                    + "#endif // GEOS_VERSION_H_INCLUDED\n"),),
        definitions_from=("src/deps/ryu/d2s.c",),
        note=("Fresh (the eleventh batch), scored once: 0.999 / 0.861; read on 2026-12-04 (round 22: overloads "
              "with arguments' types now known, #if in member initialisers, access macros): tuned on since.")),
    # BehaviorTree.CPP: the behaviortree_cpp library (src/, include/) as its CMake file builds it on Linux without
    # ROS: C++17, BTCPP_LIBRARY_VERSION, the Groot2 publisher (ZeroMQ: Debian's libzmq3-dev, installed for this
    # entry) and SQLite logger (libsqlite3-dev) on, the vendored tinyxml2, cppzmq, flatbuffers, minicoro and
    # minitrace (3rdparty/) on the include path; tinyxml2 and minitrace, which the library calls by name, are
    # parsed for their definitions only.  Not built: the Windows shared-library loader and manual_node.cpp (in no
    # build: it needs curses).  Tests, examples, sample nodes and tools are not scored.
    "behaviortree": Project(
        RepoSpec("behaviortree", "BehaviorTree+BehaviorTree.CPP", "879522c75cce5e67f3dd7b5591bcb96eb3557a42",
                 ("src/", "include/"), True, ("cpp",)),
        "cpp", ("-std=c++17", '-DBTCPP_LIBRARY_VERSION="4.10.0"', "-I{root}/include",
                *(f"-I{{root}}/3rdparty/{folder}" for folder in (
                    "tinyxml2", "cppzmq", "flatbuffers", "minicoro", "minitrace"))),
        skip=("src/shared_library_WIN.cpp", "src/controls/manual_node.cpp"),
        definitions_from=("3rdparty/tinyxml2/", "3rdparty/minitrace/"),
        note=("Fresh (the eleventh batch), scored once: 0.973 / 0.786; read on 2026-12-04 (BT::Blackboard:: "
              "inside namespace BT, a forwarding pack constructor beside a string_view one).")),
    # STK (the Synthesis ToolKit): the stk library (src/*.cpp, include/) as its CMake file builds it on x86-64
    # Linux: C++11, real-time support through ALSA (Debian's libasound2-dev, installed for this entry; JACK is not
    # found), little-endian, _USE_MATH_DEFINES.  The Windows ASIO SDK in src/include is not built (CMake globs
    # src/*.cpp only); the example projects are not scored.
    "stk": Project(
        RepoSpec("stk", "thestk+stk", "6aacd357d76250bb7da2b1ddf675651828784bbc", ("src/", "include/"), False,
                 ("cpp",)),
        "cpp", ("-std=c++11", "-D__LINUX_ALSA__", "-D__LITTLE_ENDIAN__", "-D_USE_MATH_DEFINES", "-I{root}/include"),
        skip=tuple(f"src/include/{name}.cpp" for name in (
            "asio", "asiodrivers", "asiolist", "iasiothiscallresolver")),
        note=("Fresh (the eleventh batch): configured before any score.")),
    # libwebp: its libraries (src/: dec, demux, dsp, enc, mux, utils; sharpyuv/) as its CMake file builds them
    # on x86-64 Linux with its defaults: the compiler's C (gnu17), threads and near-lossless on, SSE2, SSE4.1 and
    # AVX2 found (their files built); src/webp/config.h is generated by CMake (written here: what the libraries
    # read).  The NEON, MIPS and MSA files are not built on x86-64 (CMake drops them).  The tools (examples/,
    # imageio/, extras/), tests, fuzzers and the Emscripten build are not scored.
    "libwebp": Project(
        RepoSpec("libwebp", "webmproject+libwebp", "3757b8afeb54e305eaef18502812a9a88b7ed662", ("src/", "sharpyuv/"),
                 False, ("c",)),
        "c", ("-std=gnu17", "-DHAVE_CONFIG_H", "-I{gen}", "-I{root}", "-I{root}/src"),
        skip=("sharpyuv/sharpyuv_neon.c",
              *(f"src/dsp/{name}_{simd}.c" for simd, names in (
                  ("neon", ("alpha_processing", "cost", "dec", "enc", "filters", "lossless_enc", "lossless",
                            "rescaler", "upsampling", "yuv")),
                  ("mips32", ("cost", "dec", "enc", "lossless_enc", "rescaler", "yuv")),
                  ("mips_dsp_r2", ("alpha_processing", "cost", "dec", "enc", "filters", "lossless_enc", "lossless",
                                   "rescaler", "upsampling", "yuv")),
                  ("msa", ("dec", "enc", "filters", "lossless_enc", "lossless", "rescaler", "upsampling")))
                for name in names)),
        generated=(("src/webp/config.h", "".join(f"#define {name}\n" for name in (
            "HAVE_BUILTIN_BSWAP16 1", "HAVE_BUILTIN_BSWAP32 1", "HAVE_BUILTIN_BSWAP64 1", "HAVE_UNISTD_H 1",
            'PACKAGE "WebP"', 'PACKAGE_BUGREPORT "https://issues.webmproject.org"', 'PACKAGE_NAME "WebP"',
            'PACKAGE_STRING "WebP 1.6.0"', 'PACKAGE_TARNAME "WebP"',
            'PACKAGE_URL "https://developers.google.com/speed/webp"', 'PACKAGE_VERSION "1.6.0"', 'VERSION "1.6.0"',
            "WEBP_HAVE_SSE2 1", "WEBP_HAVE_SSE41 1", "WEBP_HAVE_AVX2 1", "WEBP_NEAR_LOSSLESS 1",
            "WEBP_USE_THREAD 1"))),),
        note=("Fresh (the eleventh batch): configured before any score.")),
    # nghttp2: the libnghttp2 library (lib/) as its CMake file builds it on Linux: the compiler's C (gnu17),
    # shared, BUILDING_NGHTTP2, HAVE_CONFIG_H; config.h (written here: its header and function checks on glibc,
    # not the optional libraries only the programs use) and nghttp2/nghttp2ver.h are generated by CMake.  The
    # programs and their C++ sources (src/), examples, tests, fuzzers and the Python bindings are not scored.
    "nghttp2": Project(
        RepoSpec("nghttp2", "nghttp2+nghttp2", "692c8d8fce4f31ba2a9449b903877543043b0e3f", ("lib/",), False, ("c",)),
        "c", ("-std=gnu17", "-DHAVE_CONFIG_H", "-DBUILDING_NGHTTP2", "-I{gen}", "-I{root}/lib/includes"),
        generated=(("config.h", "#define NGHTTP2_NORETURN __attribute__((noreturn))\n"
                    + "".join(f"#define {name} 1\n" for name in (
                        "HAVE__EXIT", "HAVE_ACCEPT4", "HAVE_CLOCK_GETTIME", "HAVE_MKOSTEMP", "HAVE_PIPE2",
                        "HAVE_DECL_INITGROUPS", "HAVE_DECL_CLOCK_MONOTONIC", "HAVE_ARPA_INET_H", "HAVE_FCNTL_H",
                        "HAVE_INTTYPES_H", "HAVE_LIMITS_H", "HAVE_NETDB_H", "HAVE_NETINET_IN_H", "HAVE_NETINET_IP_H",
                        "HAVE_PWD_H", "HAVE_SYS_SOCKET_H", "HAVE_SYS_TIME_H", "HAVE_SYSLOG_H", "HAVE_UNISTD_H"))),
                   ("nghttp2/nghttp2ver.h", '#ifndef NGHTTP2VER_H\n#define NGHTTP2VER_H\n\n'
                    '#define NGHTTP2_VERSION "1.70.90"\n\n#define NGHTTP2_VERSION_NUM 0x01465a\n\n'
                    '#endif /* NGHTTP2VER_H */\n')),
        note=("Fresh (the eleventh batch): configured before any score.")),
    # The twelfth fresh batch (2026-12-04), configured before any score.  (Mbed TLS was dropped: its library's
    # crypto is in the tf-psa-crypto git submodule, absent from the mirror; PCRE2 too: its public pcre2.h is
    # generated by CMake from the 1,080-line pcre2.h.in, too long to write here.)
    # c-ares: the cares library (src/lib, include/) and the ahost and adig tools (src/tools, CARES_BUILD_TOOLS on)
    # as its CMake file builds them on x86-64 Linux with its defaults: C90 with GNU extensions (C_STANDARD 90),
    # shared, threads on, the Linux SYSFLAGS (_GNU_SOURCE, _POSIX_C_SOURCE=200809L, _XOPEN_SOURCE=700),
    # HAVE_CONFIG_H=1 and CARES_BUILDING_LIBRARY (the tools' CARES_NO_DEPRECATED only hides deprecated prototypes);
    # ares_config.h and ares_build.h are generated by CMake (written here as its checks find glibc 2.36).  Every
    # file of src/lib/Makefile.inc is built (the Windows, macOS, Android and kqueue ones compile to nothing on
    # Linux).  Tests, fuzzers and docs are not scored.
    "c-ares": Project(
        RepoSpec("c-ares", "c-ares+c-ares", "589b5887d47736e5b70a1fddaf9bf90297adde65",
                 ("src/lib/", "src/tools/", "include/"), False, ("c",)),
        "c", ("-std=gnu90", "-D_GNU_SOURCE", "-D_POSIX_C_SOURCE=200809L", "-D_XOPEN_SOURCE=700", "-DHAVE_CONFIG_H=1",
              "-DCARES_BUILDING_LIBRARY", "-I{gen}", "-I{root}", "-I{root}/include", "-I{root}/src/lib",
              "-I{root}/src/lib/include"),
        generated=(("ares_config.h", "".join(f"#define {name} 1\n" for name in (
                        "CARES_THREADS", "HAVE_AF_INET6", "HAVE_ARC4RANDOM_BUF", "HAVE_ARPA_INET_H",
                        "HAVE_ARPA_NAMESER_COMPAT_H", "HAVE_ARPA_NAMESER_H", "HAVE_ASSERT_H",
                        "HAVE_CLOCK_GETTIME_MONOTONIC", "HAVE_CONNECT", "HAVE_DLFCN_H", "HAVE_EPOLL", "HAVE_ERRNO_H",
                        "HAVE_FCNTL", "HAVE_FCNTL_H", "HAVE_FCNTL_O_NONBLOCK", "HAVE_FREEADDRINFO", "HAVE_GETADDRINFO",
                        "HAVE_GETENV", "HAVE_GETHOSTNAME", "HAVE_GETIFADDRS", "HAVE_GETNAMEINFO", "HAVE_GETRANDOM",
                        "HAVE_GETSERVBYNAME_R", "HAVE_GETSERVBYPORT_R", "HAVE_GETTIMEOFDAY", "HAVE_IFADDRS_H",
                        "HAVE_IF_INDEXTONAME", "HAVE_IF_NAMETOINDEX", "HAVE_INET_NTOP", "HAVE_INET_PTON",
                        "HAVE_INTTYPES_H", "HAVE_IOCTL", "HAVE_IOCTL_FIONBIO", "HAVE_IOCTL_SIOCGIFADDR",
                        "HAVE_LIMITS_H", "HAVE_LONGLONG", "HAVE_MALLOC_H", "HAVE_MEMMEM", "HAVE_MEMORY_H",
                        "HAVE_MSG_NOSIGNAL", "HAVE_NETDB_H", "HAVE_NETINET_IN_H", "HAVE_NETINET_TCP_H", "HAVE_NET_IF_H",
                        "HAVE_PF_INET6", "HAVE_PIPE", "HAVE_PIPE2", "HAVE_POLL", "HAVE_POLL_H", "HAVE_PTHREAD_H",
                        "HAVE_RECV", "HAVE_RECVFROM", "HAVE_SEND", "HAVE_SENDTO", "HAVE_SETSOCKOPT", "HAVE_SIGNAL_H",
                        "HAVE_SOCKET", "HAVE_STAT", "HAVE_STDBOOL_H", "HAVE_STDINT_H", "HAVE_STDLIB_H",
                        "HAVE_STRCASECMP", "HAVE_STRDUP", "HAVE_STRINGS_H", "HAVE_STRING_H", "HAVE_STRNCASECMP",
                        "HAVE_STRNLEN", "HAVE_STRUCT_ADDRINFO", "HAVE_STRUCT_IN6_ADDR", "HAVE_STRUCT_SOCKADDR_IN6",
                        "HAVE_STRUCT_SOCKADDR_IN6_SIN6_SCOPE_ID", "HAVE_STRUCT_SOCKADDR_STORAGE", "HAVE_STRUCT_TIMEVAL",
                        "HAVE_SYS_EPOLL_H", "HAVE_SYS_IOCTL_H", "HAVE_SYS_PARAM_H", "HAVE_SYS_RANDOM_H",
                        "HAVE_SYS_SELECT_H", "HAVE_SYS_SOCKET_H", "HAVE_SYS_STAT_H", "HAVE_SYS_TIME_H",
                        "HAVE_SYS_TYPES_H", "HAVE_SYS_UIO_H", "HAVE_TIME_H", "HAVE_UNISTD_H", "HAVE_WRITEV"))
                    + "".join(f"#define {name}\n" for name in (
                        'CARES_RANDOM_FILE "/dev/urandom"', "GETHOSTNAME_TYPE_ARG2 size_t", "GETNAMEINFO_QUAL_ARG1",
                        "GETNAMEINFO_TYPE_ARG1 struct sockaddr *", "GETNAMEINFO_TYPE_ARG2 socklen_t",
                        "GETNAMEINFO_TYPE_ARG46 socklen_t", "GETNAMEINFO_TYPE_ARG7 int", "GETSERVBYNAME_R_ARGS 6",
                        "GETSERVBYPORT_R_ARGS 6", "RECVFROM_QUAL_ARG5", "RECVFROM_TYPE_ARG1 int",
                        "RECVFROM_TYPE_ARG2 void *", "RECVFROM_TYPE_ARG2_IS_VOID 0", "RECVFROM_TYPE_ARG3 size_t",
                        "RECVFROM_TYPE_ARG4 int", "RECVFROM_TYPE_ARG5 struct sockaddr *",
                        "RECVFROM_TYPE_ARG5_IS_VOID 0", "RECVFROM_TYPE_ARG6 socklen_t *",
                        "RECVFROM_TYPE_ARG6_IS_VOID 0", "RECVFROM_TYPE_RETV ssize_t", "RECV_TYPE_ARG1 int",
                        "RECV_TYPE_ARG2 void *", "RECV_TYPE_ARG3 size_t", "RECV_TYPE_ARG4 int",
                        "RECV_TYPE_RETV ssize_t", "SEND_TYPE_ARG1 int", "SEND_TYPE_ARG2 const void *",
                        "SEND_TYPE_ARG3 size_t", "SEND_TYPE_ARG4 int", "SEND_TYPE_RETV ssize_t"))),
                   ("ares_build.h", "#ifndef __CARES_BUILD_H\n#define __CARES_BUILD_H\n"
                    "#define CARES_TYPEOF_ARES_SOCKLEN_T socklen_t\n#define CARES_TYPEOF_ARES_SSIZE_T ssize_t\n"
                    + "".join(f"#define CARES_HAVE_{name}\n" for name in (
                        "SYS_TYPES_H", "SYS_SOCKET_H", "SYS_SELECT_H", "ARPA_NAMESER_H", "ARPA_NAMESER_COMPAT_H"))
                    + "#include <sys/types.h>\n#include <sys/socket.h>\n#include <sys/select.h>\n"
                    "#endif /* __CARES_BUILD_H */\n")),
        note=("Fresh (the twelfth batch): configured before any score.")),
    # Jansson: the library (src/) and the simple_parse example (examples/, JANSSON_EXAMPLES on) as its CMake file
    # builds them on x86-64 Linux with its defaults: the compiler's C (gnu17), static, HAVE_CONFIG_H,
    # JANSSON_USING_CMAKE, dtoa and /dev/urandom seeding on; jansson_config.h and jansson_private_config.h are
    # generated by CMake (written here as its checks find glibc 2.36; USE_WINDOWS_CRYPTOAPI is an option on by
    # default, read only under _WIN32).  The tests (test/, with its fuzzers) and docs are not scored.
    "jansson": Project(
        RepoSpec("jansson", "akheron+jansson", "a8b3c5999e752d895030360c553ba66fa6630ed0", ("src/", "examples/"),
                 False, ("c",)),
        "c", ("-std=gnu17", "-DHAVE_CONFIG_H", "-DJANSSON_USING_CMAKE", "-I{gen}", "-I{root}/src"),
        generated=(("jansson_config.h", "#ifndef JANSSON_CONFIG_H\n#define JANSSON_CONFIG_H\n"
                    "#define JSON_INTEGER_IS_LONG_LONG 1\n#define HAVE_STDINT_H 1\n#define HAVE_SYS_TYPES_H 1\n"
                    "#include <stdint.h>\n#define JSON_INLINE inline\n#define json_int_t long long\n"
                    '#define json_strtoint strtoll\n#define JSON_INTEGER_FORMAT "lld"\n'
                    "#define JSON_HAVE_ATOMIC_BUILTINS 1\n#define JSON_HAVE_SYNC_BUILTINS 1\n"
                    "#define JSON_PARSER_MAX_DEPTH 2048\n#endif\n"),
                   ("jansson_private_config.h", "".join(f"#define {name} 1\n" for name in (
                       "HAVE_ENDIAN_H", "HAVE_FCNTL_H", "HAVE_SCHED_H", "HAVE_UNISTD_H", "HAVE_SYS_PARAM_H",
                       "HAVE_SYS_STAT_H", "HAVE_SYS_TIME_H", "HAVE_SYS_TYPES_H", "HAVE_STDINT_H", "HAVE_CLOSE",
                       "HAVE_GETPID", "HAVE_GETTIMEOFDAY", "HAVE_OPEN", "HAVE_READ", "HAVE_SCHED_YIELD",
                       "HAVE_SYNC_BUILTINS", "HAVE_ATOMIC_BUILTINS", "HAVE_LOCALE_H", "HAVE_SETLOCALE",
                       "HAVE_INT32_T", "HAVE_UINT32_T", "HAVE_UINT16_T", "HAVE_UINT8_T", "HAVE_SSIZE_T",
                       "USE_URANDOM", "USE_WINDOWS_CRYPTOAPI", "USE_DTOA", "DTOA_ENABLED"))
                    + "#define INITIAL_HASHTABLE_ORDER 3\n")),
        note=("Fresh (the twelfth batch): configured before any score.")),
    # libyaml: the yaml library (src/, include/) as its CMake file builds it on Linux with its defaults: the
    # compiler's C (gnu17), static (YAML_DECLARE_STATIC), HAVE_CONFIG_H; config.h is generated by CMake (written
    # here: the 0.2.5 version defines).  Its tests and example programs (tests/, built with CTest's BUILD_TESTING)
    # are not scored.
    "libyaml": Project(
        RepoSpec("libyaml", "yaml+libyaml", "840b65c40675e2d06bf40405ad3f12dec7f35923", ("src/", "include/"), False,
                 ("c",)),
        "c", ("-std=gnu17", "-DHAVE_CONFIG_H", "-DYAML_DECLARE_STATIC", "-I{root}/include", "-I{gen}"),
        generated=(("config.h", "#define YAML_VERSION_MAJOR 0\n#define YAML_VERSION_MINOR 2\n"
                    '#define YAML_VERSION_PATCH 5\n#define YAML_VERSION_STRING "0.2.5"\n'),),
        note=("Fresh (the twelfth batch): configured before any score.")),
    # QuickJS: what `make` builds by default on x86-64 Linux with gcc: libquickjs (quickjs.c, dtoa.c, libregexp.c,
    # libunicode.c, cutils.c, quickjs-libc.c), qjs, qjsc, run-test262 and the example C modules (examples/fib.c,
    # point.c): the compiler's C (gnu17), -fwrapv, _GNU_SOURCE, CONFIG_VERSION (the VERSION file), HAVE_CLOSEFROM
    # (glibc 2.34 has closefrom) and qjsc's CONFIG_CC / CONFIG_PREFIX.  The example modules' .so build adds
    # JS_SHARED_LIBRARY (only the exported init function's name differs); repl.c, hello.c and test_fib.c are
    # generated by qjsc (bytecode arrays, absent from the repository).  unicode_gen.c (built only when
    # unicode/UnicodeData.txt is present), tests/bjson.c (`make test`) and the fuzzers are not scored.
    "quickjs": Project(
        RepoSpec("quickjs", "bellard+quickjs", "d73189dd5a582c19c565774bd56fed4e72d33c99",
                 ("quickjs", "libregexp", "libunicode", "cutils.", "dtoa.", "list.h", "qjs.c", "qjsc.c",
                  "run-test262.c", "examples/"), True, ("c",)),
        "c", ("-std=gnu17", "-fwrapv", "-D_GNU_SOURCE", '-DCONFIG_VERSION="2025-09-13"', "-DHAVE_CLOSEFROM",
              '-DCONFIG_CC="gcc"', '-DCONFIG_PREFIX="/usr/local"'),
        # quickjs.c is 2,016,311 bytes, over the indexer's default cap (1,000,000: `git smp status` reports it
        # not indexed), so at the defaults the engine's own calls have no call site (recall 0.261 at first
        # sight); a QuickJS user sets `git config smp.index.maxFileBytes 4000000`, and so does this entry.
        max_file_bytes=4_000_000,
        note=("Fresh (the twelfth batch), scored once at the default file cap: 0.997 / 0.261, every miss but "
              "one in quickjs.c, which the cap left out; then read, with the cap raised as a user would.")),
    # zlib: the library (the top folder's sources) as its CMake file builds it on x86-64 Linux: the compiler's C
    # (gnu17), shared (ZLIB_DLL, read only on Windows), _LARGEFILE64_SOURCE=1 (off64_t found), fseeko found;
    # CMake writes zconf.h from zconf.h.cmakein, which is the repository's zconf.h plus Z_HAVE_UNISTD_H (given
    # here as a define, the repository's zconf.h being read).  test/example.c and test/minigzip.c, which
    # ZLIB_BUILD_EXAMPLES builds, are tests; examples/ and contrib/ are not built by CMake: none is scored.
    "zlib": Project(
        RepoSpec("zlib", "madler+zlib", "d201f04c72b0881220f5ba75ca19fd0e19fa848b",
                 ("adler32.c", "compress.c", "crc32.", "deflate.", "gz", "infback.c", "inffast.", "inffixed.h",
                  "inflate.", "inftrees.", "trees.", "uncompr.c", "zconf.h", "zlib.h", "zutil."), True, ("c",)),
        "c", ("-std=gnu17", "-D_LARGEFILE64_SOURCE=1", "-DZ_HAVE_UNISTD_H", "-DZLIB_DLL", "-I{root}"),
        note=("Fresh (the twelfth batch), scored once: 1.000 / 0.857; read on 2026-12-04 (void ZLIB_INTERNAL "
              "gz_error(...) in headers): tuned on since.")),
    # tree-sitter: the runtime library (lib/src, lib/include) as its CMake file builds it on Linux with its
    # defaults: C11 with GNU extensions, shared, hidden visibility, the feature defines it passes (_POSIX_C_SOURCE,
    # _DEFAULT_SOURCE, _BSD_SOURCE, _DARWIN_C_SOURCE), no Wasm (TREE_SITTER_FEATURE_WASM off: wasm_store.c compiles
    # to stubs).  Not built: lib/src/lib.c (the amalgamation, AMALGAMATED off: it #includes every other unit) and
    # lib/src/wasm-stdlib (compiled to Wasm for external scanners only).  The Rust crates, CLI, bindings and
    # tests are not scored.
    "tree-sitter": Project(
        RepoSpec("tree-sitter", "tree-sitter+tree-sitter", "74b7d0c951ebdab16a8a4d64e7cf81e56046408a",
                 ("lib/src/", "lib/include/"), False, ("c",)),
        "c", ("-std=gnu11", "-fvisibility=hidden", "-D_POSIX_C_SOURCE=200112L", "-D_DEFAULT_SOURCE", "-D_BSD_SOURCE",
              "-D_DARWIN_C_SOURCE", "-I{root}/lib/src", "-I{root}/lib/include"),
        skip=("lib/src/lib.c",
              *(f"lib/src/wasm-stdlib/{name}.c" for name in ("stdio", "libc", "external_scanner_allocator")),
              *(f"lib/src/wasm-stdlib/libc/string/{name}.c" for name in (
                  "memchr", "memcmp", "memcpy", "memmove", "memset", "stpncpy", "strchr", "strchrnul", "strcmp",
                  "strlen", "strncat", "strncmp", "strncpy", "wcschr", "wcslen")),
              *(f"lib/src/wasm-stdlib/libc/ctype/{name}.c" for name in (
                  "isblank", "iswalnum", "iswalpha", "iswblank", "iswdigit", "iswlower", "iswpunct", "iswspace",
                  "iswupper", "iswxdigit", "towctrans"))),
        note=("Fresh (the twelfth batch): configured before any score.")),
    # The thirteenth fresh batch (2026-12-04), configured before any score.  (Dropped: ZXing-C++, whose C++20
    # libclang 14 cannot parse (std::ranges views over libstdc++ 12, captured structured bindings, parenthesised
    # aggregate initialisation: 10 units with errors) and whose writers read zint.h from the absent zint git
    # submodule; MiniSat, whose SolverTypes.h gives a default argument in a friend declaration, an error in
    # every current compiler (4 of its 7 units); HowardHinnant/date and cJSON, one or two source files.)
    # Stockfish: the engine (src/) as its Makefile builds it with g++ on x86-64 Linux for ARCH=x86-64-avx2 (the
    # Makefile's "portable compile for most x86-64 systems"; its default ARCH=native depends on the build machine):
    # -std=c++17 -fno-exceptions -m64, NDEBUG, IS_64BIT, prefetch on (-msse), POPCNT, AVX2 (-mavx2 -mbmi), SSE4.1,
    # SSSE3, SSE2 and ARCH; misc.cpp alone is given GIT_SHA and GIT_DATE (the snapshot's, given to every unit here:
    # no other file reads them).  The NNUE net is embedded with INCBIN's .incbin directive (assembler only: clang
    # parses no net).  universal/ is built only for the *-universal ARCHs (a fat binary of every x86 ARCH): not
    # built here.  The tests (tests/, shell and Python) and scripts are not scored.
    "stockfish": Project(
        RepoSpec("stockfish", "official-stockfish+Stockfish", "762dd1da9a5db458180b2c5db6c53dc40ec61e1a", ("src/",),
                 True, ("cpp",)),
        "cpp", ("-std=c++17", "-fno-exceptions", "-m64", "-DNDEBUG", "-DIS_64BIT", "-msse", "-msse3", "-mpopcnt",
                "-DUSE_POPCNT", "-DUSE_AVX2", "-mavx2", "-mbmi", "-DUSE_SSE41", "-msse4.1", "-DUSE_SSSE3", "-mssse3",
                "-DUSE_SSE2", "-msse2", "-DARCH=x86-64-avx2", "-DGIT_SHA=762dd1da", "-DGIT_DATE=20260803"),
        skip=tuple(f"src/universal/{name}.cpp" for name in ("entry_arm64", "entry_riscv64", "entry_x86", "nnue_embed")),
        note=("Fresh (the thirteenth batch): configured before any score; first scored 0.988 / 0.853. "
              "Read on 2026-12-04 (round 23: parameter packs beside plain overloads, unscoped enumerators and "
              "non-type template parameters typed): tuned on since.")),
    # fastText: the library and the fasttext program (src/) as its CMake file (and Makefile) builds them on Linux:
    # -std=c++17 -pthread, -march=native (here x86-64's SSE2 baseline, which densematrix.cc's SSE path reads: the
    # AVX paths depend on the build machine); the Makefile's opt target adds NDEBUG.  The Python module (python/,
    # pybind11), the WebAssembly binding (webassembly/, Emscripten), crawl/ and tests are not scored.
    "fasttext": Project(
        RepoSpec("fasttext", "facebookresearch+fastText", "1142dc4c4ecbc19cc16eee5cdd28472e689267e6", ("src/",),
                 False, ("cpp",)),
        "cpp", ("-std=c++17", "-pthread", "-DNDEBUG"),
        note=("Fresh (the thirteenth batch): configured before any score.")),
    # muparserx: the library (parser/) as its CMake file builds it on Linux: -std=c++17, static, no build type
    # (no NDEBUG; CMake sets none by default), parser/ on the include path; every parser/*.cpp is globbed into the
    # library (mpTest.cpp, its ParserTester, too).  The example (sample/) and the fuzzer are not scored.
    "muparserx": Project(
        RepoSpec("muparserx", "beltoforion+muparserx", "f014908f1e3efdb230eade0296a175dc04d0d1b3", ("parser/",), True,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/parser"),
        note=("Fresh (the thirteenth batch): configured before any score; first scored 0.994 / 0.681. "
              "Read on 2026-12-04 (round 23: a typedef of its `TokenPtr<T>` reaches `T` through `operator->`): "
              "tuned on since.")),
    # IXWebSocket: the ixwebsocket library (ixwebsocket/) as its CMake file builds it on Linux with its defaults:
    # C++11 without extensions, static, zlib on (IXWEBSOCKET_USE_ZLIB: Debian's zlib1g-dev), TLS off (USE_TLS is
    # FALSE: the OpenSSL, Mbed TLS and Apple SSL sockets are not built), the top folder on the include path.  The
    # ws tool (ws/, USE_WS), the demo (main.cpp, httpd.cpp), tests and third_party/ are not scored.
    "ixwebsocket": Project(
        RepoSpec("ixwebsocket", "machinezone+IXWebSocket", "85cd886998519d60f9788776246108429de11a47",
                 ("ixwebsocket/",), False, ("cpp",)),
        "cpp", ("-std=c++11", "-DIXWEBSOCKET_USE_ZLIB", "-I{root}"),
        skip=tuple(f"ixwebsocket/IXSocket{name}.cpp" for name in ("AppleSSL", "MbedTLS", "OpenSSL")),
        note=("Fresh (the thirteenth batch): configured before any score.")),
    # Qhull: the C++ interface library libqhullcpp (src/libqhullcpp) as its CMake file builds it on Linux: no
    # standard set (g++ 12's gnu++17), no build type, src/ on the include path (the LFS checks only feed the
    # configure tests: no define reaches the units).  Not built into it: qt-qhull.cpp (Qt, for the qhulltest
    # program only) and usermem_r-cpp.cpp (an alternative to libqhull_r's usermem_r.c a user links instead).  The
    # reentrant C library it calls (libqhull_r, C) is parsed for its definitions only.  The C programs and
    # libraries (libqhull, the non-reentrant one), qhulltest (Qt) and the user_eg examples are not scored.
    "qhull": Project(
        RepoSpec("qhull", "qhull+qhull", "d1c2fc0caa5f644f3a0f220290d4a868c68ed4f6", ("src/libqhullcpp/",), False,
                 ("cpp",)),
        "cpp", ("-std=gnu++17", "-I{root}/src"),
        skip=("src/libqhullcpp/qt-qhull.cpp", "src/libqhullcpp/usermem_r-cpp.cpp"),
        definitions_from=("src/libqhull_r/",),
        note=("Fresh (the thirteenth batch): configured before any score.")),
    # cmark: the libcmark library and the cmark program (src/) as its CMake file builds them on Linux with CMake
    # 3.25 and its defaults: C23 without extensions (-std=c2x: CMake >= 3.21), static (CMARK_STATIC_DEFINE),
    # hidden visibility, Release (NDEBUG); cmark_version.h and cmark_export.h (GenerateExportHeader) are generated
    # in the build folder, which is on the include path (written here).  scanners.c is re2c's output of
    # scanners.re, committed.  The API tests (api_test/), fuzzers and bench are not scored.
    "cmark": Project(
        RepoSpec("cmark", "commonmark+cmark", "54b2be567c735162d8d84125200cfda032073b1a", ("src/",), False, ("c",)),
        "c", ("-std=c2x", "-fvisibility=hidden", "-DNDEBUG", "-DCMARK_STATIC_DEFINE", "-I{gen}", "-I{root}/src"),
        generated=(("cmark_version.h", "#ifndef CMARK_VERSION_H\n#define CMARK_VERSION_H\n"
                    "#define CMARK_VERSION ((0 << 16) | (31 << 8)  | 2)\n#define CMARK_VERSION_STRING \"0.31.2\"\n"
                    "#endif\n"),
                   ("cmark_export.h", "#ifndef CMARK_EXPORT_H\n#define CMARK_EXPORT_H\n"
                    "#ifdef CMARK_STATIC_DEFINE\n#  define CMARK_EXPORT\n#  define CMARK_NO_EXPORT\n#else\n"
                    "#  ifndef CMARK_EXPORT\n#    define CMARK_EXPORT __attribute__((visibility(\"default\")))\n"
                    "#  endif\n#  ifndef CMARK_NO_EXPORT\n"
                    "#    define CMARK_NO_EXPORT __attribute__((visibility(\"hidden\")))\n#  endif\n#endif\n"
                    "#ifndef CMARK_DEPRECATED\n#  define CMARK_DEPRECATED __attribute__ ((__deprecated__))\n#endif\n"
                    "#ifndef CMARK_DEPRECATED_EXPORT\n#  define CMARK_DEPRECATED_EXPORT CMARK_EXPORT CMARK_DEPRECATED\n"
                    "#endif\n#ifndef CMARK_DEPRECATED_NO_EXPORT\n"
                    "#  define CMARK_DEPRECATED_NO_EXPORT CMARK_NO_EXPORT CMARK_DEPRECATED\n#endif\n"
                    "#endif /* CMARK_EXPORT_H */\n")),
        note=("Fresh (the thirteenth batch): configured before any score.")),
    # Kissat: the SAT solver's library and kissat program (src/) as `./configure && make` builds them by default
    # with gcc 12: no -std (gnu17), -W -Wall -O3 -DNDEBUG (no checking, logging, metrics nor statistics; options
    # and proofs in, no embedded options: its defaults); build.h is generated by
    # scripts/generate-build-header.sh in the build folder, which build.c alone includes (written here: VERSION,
    # COMPILER, ID; BUILD and DIR are the build's date, host and folder).  Some units #include another .c (sort.c,
    # assign.c), which is also built on its own.  The tests (test/, tissat) and the stand-alone kitten program
    # (built only with -g) are not scored.
    "kissat": Project(
        RepoSpec("kissat", "arminbiere+kissat", "8af8e56f174b778aef3aa45af9f739b2a5f492c2", ("src/",), False,
                 ("c",)),
        "c", ("-std=gnu17", "-DNDEBUG", "-I{gen}"),
        generated=(("build.h", '#define VERSION "4.0.4"\n#define COMPILER "gcc (Debian 12.2.0-14+deb12u1) 12.2.0 '
                    '-W -Wall -O3 -DNDEBUG"\n#define ID "8af8e56f174b778aef3aa45af9f739b2a5f492c2"\n'
                    '#define BUILD "Fri Dec 4 16:00:00 UTC 2026 Linux x86_64"\n#define DIR "/work/kissat/build"\n'),),
        note=("Fresh (the thirteenth batch): configured before any score.")),
    # The fourteenth fresh batch (2026-12-04), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 14, not tuned on.  (Dropped: gflags, whose public
    # gflags.h, gflags_declare.h and gflags_completions.h are generated by CMake from .h.in templates too long to
    # write here, and whose library is under 5,000 lines; hiredis, already parsed as redis's deps/hiredis.)
    # glog: the library (the files of CMake's GLOG_SRCS under src/) as its CMake file builds it on x86-64 Linux with
    # its defaults: shared (GOOGLE_GLOG_IS_A_DLL, the target's DEFINE_SYMBOL), hidden visibility (inlines too), no
    # CMAKE_CXX_STANDARD (cxx_std_14 is met by g++ 12's gnu++17), GLOG_USE_GLOG_EXPORT and
    # GLOG_NO_SYMBOLIZE_DETECTION, -pthread; gflags, libunwind and GTest are not installed here (all optional), so no
    # GLOG_USE_GFLAGS and stack traces come from execinfo's backtrace.  config.h (src/config.h.cmake.in with its checks'
    # results on glibc 2.36) and glog/export.h (GenerateExportHeader) are generated in the build folder, which is on
    # the include path (written here).  The Windows port (src/windows/), unit tests, fuzzer and examples are not scored.
    "glog": Project(
        RepoSpec("glog", "google+glog", "53d58e4531c7c90f71ddab503d915e027432447a",
                 ("src/glog/", "src/base/", "src/demangle.", "src/flags.", "src/logging.cc", "src/raw_logging.cc",
                  "src/signalhandler.cc", "src/stacktrace", "src/symbolize.", "src/utilities.", "src/vlog_is_on.cc"),
                 True, ("cpp",)),
        "cpp", ("-std=gnu++17", "-pthread", "-fvisibility=hidden", "-fvisibility-inlines-hidden",
                "-DGLOG_USE_GLOG_EXPORT", "-DGLOG_NO_SYMBOLIZE_DETECTION", "-DGOOGLE_GLOG_IS_A_DLL", "-I{gen}",
                "-I{root}/src"),
        generated=(("config.h", "#ifndef GLOG_CONFIG_H\n#define GLOG_CONFIG_H\n" + "".join(
                        f"#define {name}\n" for name in (
                        "HAVE_DLADDR", "HAVE_DLFCN_H", "HAVE_EXECINFO_BACKTRACE", "HAVE_EXECINFO_BACKTRACE_SYMBOLS",
                        "HAVE_FCNTL", "HAVE_GLOB_H", "HAVE_PREAD", "HAVE_POSIX_FADVISE", "HAVE_PWD_H", "HAVE_PWRITE",
                        "HAVE_SIGACTION", "HAVE_SIGALTSTACK", "HAVE_SYSCALL_H", "HAVE_SYSLOG_H", "HAVE_ELF_H",
                        "HAVE_LINK_H", "HAVE_SYS_SYSCALL_H", "HAVE_SYS_TIME_H", "HAVE_SYS_TYPES_H",
                        "HAVE_SYS_UTSNAME_H", "HAVE_SYS_WAIT_H", "HAVE_UCONTEXT_H", "HAVE_UNISTD_H 1",
                        "HAVE_SYMBOLIZE", "HAVE_LOCALTIME_R", "HAVE_GMTIME_R", "HAVE_SSIZE_T", "HAVE_MODE_T",
                        "PC_FROM_UCONTEXT uc_mcontext.gregs[REG_RIP]", "SIZEOF_VOID_P 8", 'TEST_SRC_DIR "/work/glog"',
                        "GLOG_THREAD_LOCAL_STORAGE", "HAVE___CXA_DEMANGLE", "HAVE___PROGNAME",
                        "HAVE_PROGRAM_INVOCATION_SHORT_NAME"))
                    + "#endif  // GLOG_CONFIG_H\n"),
                   ("glog/export.h", "#ifndef GLOG_EXPORT_H\n#define GLOG_EXPORT_H\n\n#ifdef GLOG_STATIC_DEFINE\n"
                    "#  define GLOG_EXPORT\n#  define GLOG_NO_EXPORT\n#else\n#  ifndef GLOG_EXPORT\n"
                    "#    ifdef GOOGLE_GLOG_IS_A_DLL\n        /* We are building this library */\n"
                    "#      define GLOG_EXPORT __attribute__((visibility(\"default\")))\n#    else\n"
                    "        /* We are using this library */\n"
                    "#      define GLOG_EXPORT __attribute__((visibility(\"default\")))\n#    endif\n#  endif\n\n"
                    "#  ifndef GLOG_NO_EXPORT\n#    define GLOG_NO_EXPORT __attribute__((visibility(\"hidden\")))\n"
                    "#  endif\n#endif\n\n#ifndef GLOG_DEPRECATED\n"
                    "#  define GLOG_DEPRECATED __attribute__ ((__deprecated__))\n#endif\n\n"
                    "#ifndef GLOG_DEPRECATED_EXPORT\n#  define GLOG_DEPRECATED_EXPORT GLOG_EXPORT GLOG_DEPRECATED\n"
                    "#endif\n\n#ifndef GLOG_DEPRECATED_NO_EXPORT\n"
                    "#  define GLOG_DEPRECATED_NO_EXPORT GLOG_NO_EXPORT GLOG_DEPRECATED\n#endif\n\n"
                    "#endif /* GLOG_EXPORT_H */\n")),
        note=("Fresh (the fourteenth batch): configured before any score; first scored 0.983 / 0.897. "
              "Read on 2026-12-04 (round 24: an inline namespace's members are its parent's; another "
              "platform's #include left out): tuned on since.")),
    # marisa-trie: the library (lib/, include/) and its command-line tools (tools/, ENABLE_TOOLS on) as its CMake file
    # builds them on Linux with its defaults: C++20 without extensions (CMAKE_CXX_STANDARD 20, CMAKE_CXX_EXTENSIONS
    # off), ENABLE_NATIVE_CODE off (no MARISA_USE_* nor -m flags), no build type; include/ and lib/ on the library's
    # include path, include/ and tools/ on the tools'.  marisa-benchmark.cc, a benchmark program CMake builds among the
    # tools, is left out.  The tests and the language bindings (bindings/, SWIG) are not scored.
    "marisa-trie": Project(
        RepoSpec("marisa-trie", "s-yata+marisa-trie", "3a8ea86a40f5ce031ef2963ed6a39ffe240c662c",
                 ("lib/", "include/", "tools/"), False, ("cpp",)),
        "cpp", ("-std=c++20", "-I{root}/include", "-I{root}/lib", "-I{root}/tools"),
        skip=("tools/marisa-benchmark.cc",),
        note=("Fresh (the fourteenth batch): configured before any score; first scored with batch 14, not tuned on.")),
    # OpenCC: the libopencc library and its opencc, opencc_dict and opencc_phrase_extract programs (src/, src/tools/)
    # as its CMake file builds them on Linux as the top-level project with its defaults: gnu++17 (CMAKE_CXX_STANDARD
    # 17), shared (libopencc_EXPORTS matters only on Windows: Export.hpp), the definitions its CMakeLists adds
    # (PKGDATADIR, LOCALEDIR and OPENCC_SEGMENTATION_PLUGIN_DIR under the default /usr/local prefix, PACKAGE_NAME, and
    # OPENCC_VERSION from cmake/GitVersion.cmake's `git describe` of the snapshot: ver.1.4.1-34-g5249273a), the
    # build's src/ and src/ on the include path, and its bundled marisa 0.3.1, RapidJSON 1.1.0, TCLAP 1.2.5 and
    # darts-clone 0.32h (deps/, as SYSTEM include folders; not indexed); the programs add the top folder.  Left out:
    # py_opencc.cpp (BUILD_PYTHON off: pybind11), src/benchmark/ (ENABLE_BENCHMARK off) and tools/SpeedBenchmark.cpp
    # (built by no target).  The jieba plugin (plugins/, built by default only on macOS), the gtest tests (*Test.cpp)
    # and the Node and Python bindings are not scored.
    "opencc": Project(
        RepoSpec("opencc", "BYVoid+OpenCC", "5249273a3e5606852f088c9a8b23522145d94f78", ("src/",), True, ("cpp",)),
        "cpp", ("-std=gnu++17", '-DPKGDATADIR="/usr/local/share/opencc"', '-DLOCALEDIR="/usr/local/share/locale"',
                '-DOPENCC_VERSION="1.4.1.dev34+g5249273a"', '-DPACKAGE_NAME="opencc"',
                '-DOPENCC_SEGMENTATION_PLUGIN_DIR="/usr/local/lib/opencc/plugins"', "-I{gen}/src", "-I{root}/src",
                "-isystem", "{root}/deps/marisa-0.3.1/include", "-isystem", "{root}/deps/rapidjson-1.1.0",
                "-isystem", "{root}/deps/tclap-1.2.5", "-isystem", "{root}/deps/darts-clone-0.32h/include", "-I{root}",
                "-I{root}/deps/marisa-0.3.1/lib"),
        skip=("src/py_opencc.cpp", "src/benchmark/Performance.cpp", "src/tools/SpeedBenchmark.cpp"),
        definitions_from=("deps/marisa-0.3.1/lib/",),
        note=("Fresh (the fourteenth batch): configured before any score; first scored 0.978 / 0.881. "
              "Read on 2026-12-04 (26 of its 27 wrong edges were the reference's: it had no definitions for the "
              "bundled marisa library, which the build compiles (deps/marisa-0.3.1/lib/, parsed since for its "
              "definitions)): tuned on since.")),
    # SentencePiece: the sentencepiece and sentencepiece_train libraries and the spm_encode, spm_decode, spm_normalize,
    # spm_train and spm_export_vocab programs (src/) as its CMake file builds them on Linux with its defaults: gnu++17
    # (CMAKE_CXX_STANDARD 17), the internal protobuf-lite and absl providers (third_party/; HAVE_PTHREAD=1, -pthread,
    # the committed protoc output src/builtin_pb/*.pb.{h,cc}), _USE_INTERNAL_STRING_VIEW, PIC (the shared libraries'
    # COMPILE_FLAGS), TCMalloc not found, NFKC compile off; the include folders in its CMake files' order (the top
    # folder, the build folder, third_party/absl, third_party/protobuf-lite, src/builtin_pb, third_party).  config.h is
    # generated in the build folder (written here, VERSION.txt's 0.2.1).  Left out: builder.cc, which includes
    # normalization_rule.h, a generated table whose blob is absent from the partial mirror (so normalizer::Builder's
    # definitions are not parsed); compile_charsmap_main.cc (SPM_ENABLE_NFKC_COMPILE off: ICU); testharness.cc (the
    # tests' harness).  The tests, the Python binding and third_party/ are not scored.
    "sentencepiece": Project(
        RepoSpec("sentencepiece", "google+sentencepiece", "273449044caa593c2fd7eb7550cb3ab2cff93f1a", ("src/",), True,
                 ("cpp",)),
        "cpp", ("-std=gnu++17", "-pthread", "-DHAVE_PTHREAD=1", "-D_USE_INTERNAL_STRING_VIEW", "-DPIC", "-I{root}",
                "-I{gen}", "-I{root}/third_party/absl", "-I{root}/third_party/protobuf-lite", "-I{root}/src/builtin_pb",
                "-I{root}/third_party"),
        skip=("src/builder.cc", "src/compile_charsmap_main.cc", "src/testharness.cc"),
        generated=(("config.h", '#ifndef CONFIG_H_\n#define CONFIG_H_\n\n#define VERSION "0.2.1"\n'
                    '#define PACKAGE "sentencepiece"\n#define PACKAGE_STRING "sentencepiece"\n\n\n'
                    '#endif  // CONFIG_H_\n'),),
        note=("Fresh (the fourteenth batch): configured before any score; first scored 0.995 / 0.538. "
              "Read on 2026-12-04 (1,418 of its 1,575 misses are in the committed protoc output, which names the "
              "vendored protobuf-lite through PROTOBUF_NAMESPACE_ID, a macro of port_def.inc, a file the index "
              "does not read: left): tuned on since.")),
    # Pistache: the libpistache library (src/, include/) as its Meson build builds it on Linux with its defaults:
    # cpp_std=c++17, buildtype release with b_ndebug=if-release (NDEBUG), threads (-pthread), SSL off (sslclient.cc
    # and ssl_async.cc are built only with PISTACHE_USE_SSL), no content encodings, epoll (libevent is used only on
    # macOS, the BSDs and Windows, or when forced).  libstdc++ 12 has no <format>, so the C++20 std::chrono check
    # fails and Howard Hinnant's date comes from subprojects/hinnant-date (its include folder); RapidJSON (a wrap) is
    # read only by include/pistache/serializer/rapidjson.h, which no library unit includes.  include/pistache/version.h
    # is generated by Meson from version.h.in and version.txt in the build folder's include/ (written here).  The
    # tests, examples, docs and subprojects/ are not scored.
    "pistache": Project(
        RepoSpec("pistache", "pistacheio+pistache", "a3185e0bc40af4a3521a9bd04da37553efbbb248", ("src/", "include/"),
                 True, ("cpp",)),
        "cpp", ("-std=c++17", "-pthread", "-DNDEBUG", "-I{gen}/include", "-I{root}/include", "-I{root}/src",
                "-I{root}/subprojects/hinnant-date/include"),
        skip=("src/client/sslclient.cc", "src/client/ssl_async.cc"),
        generated=(("include/pistache/version.h", "#pragma once\n\nnamespace Pistache::Version {\n\n"
                    "    static constexpr int Major = 0;\n    static constexpr int Minor = 5;\n"
                    "    static constexpr int Patch = 12;\n    static constexpr int Git   = 20260419;\n"
                    "} // namespace Pistache::Version\n"),),
        note=("Fresh (the fourteenth batch): configured before any score; first scored 0.987 / 0.892. "
              "Read on 2026-12-04 (round 24: a braced list takes the std::initializer_list overload): "
              "tuned on since.")),
    # libdeflate: the library (lib/, libdeflate.h, common_defs.h) and the libdeflate-gzip program (programs/gzip.c
    # with prog_util.c and tgetopt.c) as its CMake file builds them on x86-64 Linux with its defaults: C99 with GNU
    # extensions (CMAKE_C_STANDARD 99), Release (-O2 -DNDEBUG), the static library's flags (the program links it; the
    # shared one adds LIBDEFLATE_DLL, read only on Windows, and hidden visibility); the assembler checks pass with
    # binutils 2.40 (no LIBDEFLATE_ASSEMBLER_DOES_NOT_SUPPORT_*).  The programs' HAVE_CONFIG_H is given to every unit
    # here (lib/ reads no config.h); programs/config.h is generated by CMake in the build folder (written here as its
    # checks find glibc 2.36).  lib/arm/cpu_features.c compiles to nothing on x86-64.  Left out: benchmark.c,
    # checksum.c and test_util.c (LIBDEFLATE_BUILD_TESTS off); the test programs (test_*.c) are not scored.
    "libdeflate": Project(
        RepoSpec("libdeflate", "ebiggers+libdeflate", "28e88e9c6f6c197594753e7c9139e8a70c1a7b89",
                 ("lib/", "programs/", "libdeflate.h", "common_defs.h"), False, ("c",)),
        "c", ("-std=gnu99", "-DNDEBUG", "-DHAVE_CONFIG_H", "-I{gen}", "-I{root}"),
        skip=("programs/benchmark.c", "programs/checksum.c", "programs/test_util.c"),
        generated=(("config.h", "#ifndef CONFIG_H\n#define CONFIG_H\n" + "".join(f"#define {name}\n" for name in (
                        "HAVE_CLOCK_GETTIME", "HAVE_FUTIMENS", "HAVE_POSIX_FADVISE", "HAVE_POSIX_MADVISE",
                        "HAVE_STAT_NANOSECOND_PRECISION")) + "#endif /* CONFIG_H */\n"),),
        note=("Fresh (the fourteenth batch): configured before any score; first scored with batch 14, not tuned on.")),
    # LMDB: liblmdb (libraries/liblmdb/mdb.c, midl.c) and its installed tools mdb_stat, mdb_copy, mdb_dump, mdb_load
    # and mdb_drop as its Makefile builds them with gcc 12: no -std (gnu17), -pthread -O2 -g, no XCFLAGS (mdb.c's own
    # defaults for Linux).  Left out: mtest.c to mtest6.c (the Makefile's test programs) and mplay.c (built by no
    # target).
    "lmdb": Project(
        RepoSpec("lmdb", "LMDB+lmdb", "9c9d34558cc438f99aebd1ab58f83fd7faeabc0a", ("libraries/liblmdb/",), True,
                 ("c",)),
        "c", ("-std=gnu17", "-pthread"),
        skip=tuple(f"libraries/liblmdb/{name}.c" for name in ("mtest", "mtest2", "mtest3", "mtest4", "mtest5",
                                                                "mtest6", "mplay")),
        note=("Fresh (the fourteenth batch): configured before any score; first scored 0.954 / 1.000. "
              "Read on 2026-12-04 (round 24: its 24 wrong edges were calls of the C library's getpid, close and "
              "pthread functions taken for the macros of its #ifdef _WIN32 branch): tuned on since.")),
    # miniz: the library (miniz.c, miniz_tdef.c, miniz_tinfl.c, miniz_zip.c and their headers) as its CMake file builds
    # it on Linux with its defaults: C90 with GNU extensions (CMAKE_C_STANDARD 90), static, not amalgamated, Release
    # (-O3 -DNDEBUG), _GNU_SOURCE (GNU compilers); MINIZ_STATIC_DEFINE is only an interface definition (the library's
    # own units export with visibility default), and miniz_export.h (GenerateExportHeader) is generated in the build
    # folder (written here).  The examples, tests and fuzzers are not scored.
    "miniz": Project(
        RepoSpec("miniz", "richgel999+miniz", "e78dfd22d0a9521d1b8019f3642357b59d1261fb", ("miniz",), False, ("c",)),
        "c", ("-std=gnu90", "-DNDEBUG", "-D_GNU_SOURCE", "-I{root}", "-I{gen}"),
        generated=(("miniz_export.h", "#ifndef MINIZ_EXPORT_H\n#define MINIZ_EXPORT_H\n\n#ifdef MINIZ_STATIC_DEFINE\n"
                    "#  define MINIZ_EXPORT\n#  define MINIZ_NO_EXPORT\n#else\n#  ifndef MINIZ_EXPORT\n"
                    "#    ifdef miniz_EXPORTS\n        /* We are building this library */\n"
                    "#      define MINIZ_EXPORT __attribute__((visibility(\"default\")))\n#    else\n"
                    "        /* We are using this library */\n"
                    "#      define MINIZ_EXPORT __attribute__((visibility(\"default\")))\n#    endif\n#  endif\n\n"
                    "#  ifndef MINIZ_NO_EXPORT\n#    define MINIZ_NO_EXPORT __attribute__((visibility(\"hidden\")))\n"
                    "#  endif\n#endif\n\n#ifndef MINIZ_DEPRECATED\n"
                    "#  define MINIZ_DEPRECATED __attribute__ ((__deprecated__))\n#endif\n\n"
                    "#ifndef MINIZ_DEPRECATED_EXPORT\n#  define MINIZ_DEPRECATED_EXPORT MINIZ_EXPORT MINIZ_DEPRECATED\n"
                    "#endif\n\n#ifndef MINIZ_DEPRECATED_NO_EXPORT\n"
                    "#  define MINIZ_DEPRECATED_NO_EXPORT MINIZ_NO_EXPORT MINIZ_DEPRECATED\n#endif\n\n"
                    "#endif /* MINIZ_EXPORT_H */\n"),),
        note=("Fresh (the fourteenth batch): configured before any score; first scored with batch 14, not tuned on.")),
    # The fifteenth fresh batch (2026-12-04), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 15, not tuned on.  (Dropped: zxing-cpp, whose
    # writer units include core/src/libzint/zint.h, a stub #including the zint git submodule, absent from the
    # snapshot, and six of whose reader units use C++20 that clang 14 cannot compile (std::ranges views over
    # libstdc++ 12, parenthesized aggregate initialization, lambdas capturing structured bindings); H3, whose public
    # h3api.h is generated by CMake from an 860-line h3api.h.in template, too long to write here.)
    # GeographicLib: the library (src/, include/GeographicLib/) as its CMake file builds it on x86-64 Linux with its
    # defaults: shared only (BUILD_SHARED_LIBS on, BUILD_BOTH_LIBS off: GEOGRAPHICLIB_SHARED_LIB 1 from Config.h),
    # Release (-DNDEBUG), no -std (cxx_std_17 is met by g++ 12's gnu++17), -fno-trapping-math -fno-math-errno,
    # GEOGRAPHICLIB_PRECISION 2 (double).  include/GeographicLib/Config.h is generated by CMake in the build folder's
    # include/, first on the include path (written here: version 2.7, the default data folder under /usr/local, long
    # double wider than double, little-endian).  The snapshot is no release (no VERSION file), so CMake adds -Werror
    # (left out here: clang's warnings are not gcc's) and the tools' --help texts are headers made from man/*.pod at
    # build time: the tools (tools/), examples, tests, develop/, experimental/ and wrapper/ are not scored.
    "geographiclib": Project(
        RepoSpec("geographiclib", "geographiclib+geographiclib", "d7c33bb46f9be183244ad1bddb8842022185b2c8",
                 ("src/", "include/"), True, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DNDEBUG", "-fno-trapping-math", "-fno-math-errno", "-I{gen}/include",
                "-I{root}/include"),
        generated=(("include/GeographicLib/Config.h",
                    '#define GEOGRAPHICLIB_VERSION_STRING "2.7"\n#define GEOGRAPHICLIB_VERSION_MAJOR 2\n'
                    '#define GEOGRAPHICLIB_VERSION_MINOR 7\n#define GEOGRAPHICLIB_VERSION_PATCH 0\n'
                    '#define GEOGRAPHICLIB_DATA "/usr/local/share/GeographicLib"\n\n'
                    "// These are macros which affect the building of the library\n"
                    "#define GEOGRAPHICLIB_HAVE_LONG_DOUBLE 1\n#define GEOGRAPHICLIB_WORDS_BIGENDIAN 0\n"
                    "#define GEOGRAPHICLIB_PRECISION 2\n\n#if !defined(GEOGRAPHICLIB_SHARED_LIB)\n"
                    "#define GEOGRAPHICLIB_SHARED_LIB 1\n#endif\n"),),
        note=("Fresh (the fifteenth batch): configured before any score; first scored 1.000 / 0.814. "
              "Read on 2026-12-05 (throw used as an expression closed the namespace for the rest of "
              "GeodesicLine3.cpp): tuned on since.")),
    # libebml: the library (src/, ebml/) as its CMake file builds it on Linux with its defaults: static
    # (BUILD_SHARED_LIBS off: EBML_STATIC_DEFINE), gnu++17 (CMAKE_CXX_STANDARD 17), hidden visibility (inlines too),
    # BUILD_LITTLE_ENDIAN, no build type; utf8cpp is Debian's libutfcpp-dev (find_package(utf8cpp 3.2.0) finds its
    # 3.2.3 before FetchContent would fetch one; its include folder is /usr/include/utf8cpp).  ebml_export.h
    # (GenerateExportHeader, EXPORT_MACRO_NAME EBML_DLL_API) is generated in the build folder, which is on the include
    # path (written here).  The tests (test/, BUILD_TESTING off) are not scored.
    "libebml": Project(
        RepoSpec("libebml", "Matroska-Org+libebml", "c37b0090f1ea43e18d0bc457fd429448da5bccc4", ("src/", "ebml/"),
                 True, ("cpp",)),
        "cpp", ("-std=gnu++17", "-fvisibility=hidden", "-fvisibility-inlines-hidden", "-DBUILD_LITTLE_ENDIAN",
                "-DEBML_STATIC_DEFINE", "-I{gen}", "-I{root}", "-I/usr/include/utf8cpp"),
        generated=(("ebml_export.h", "#ifndef EBML_EXPORT_H\n#define EBML_EXPORT_H\n\n#ifdef EBML_STATIC_DEFINE\n"
                    "#  define EBML_DLL_API\n#  define EBML_NO_EXPORT\n#else\n#  ifndef EBML_DLL_API\n"
                    "#    ifdef ebml_EXPORTS\n        /* We are building this library */\n"
                    "#      define EBML_DLL_API __attribute__((visibility(\"default\")))\n#    else\n"
                    "        /* We are using this library */\n"
                    "#      define EBML_DLL_API __attribute__((visibility(\"default\")))\n#    endif\n#  endif\n\n"
                    "#  ifndef EBML_NO_EXPORT\n#    define EBML_NO_EXPORT __attribute__((visibility(\"hidden\")))\n"
                    "#  endif\n#endif\n\n#ifndef EBML_DEPRECATED\n"
                    "#  define EBML_DEPRECATED __attribute__ ((__deprecated__))\n#endif\n\n"
                    "#ifndef EBML_DEPRECATED_EXPORT\n#  define EBML_DEPRECATED_EXPORT EBML_DLL_API EBML_DEPRECATED\n"
                    "#endif\n\n#ifndef EBML_DEPRECATED_NO_EXPORT\n"
                    "#  define EBML_DEPRECATED_NO_EXPORT EBML_NO_EXPORT EBML_DEPRECATED\n#endif\n\n"
                    "#endif /* EBML_EXPORT_H */\n"),),
        note=("Fresh (the fifteenth batch): configured before any score; first scored 0.963 / 0.854. "
              "Read on 2026-12-05 (a class opened by a macro, an #if inside a braced initialiser): tuned on since.")),
    # RE-flex: the reflex library (lib/, the Unicode tables of unicode/, include/reflex/) and the reflex program
    # (src/) as its CMake file builds them on x86-64 Linux with its defaults: gnu++11 (CMAKE_CXX_STANDARD 11), no
    # build type, the shared and static libraries (the same sources and flags).  cmake/SIMDTestAndSetup.cmake
    # compiles its probes without -m flags, so on x86-64 only the SSE2 one passes (the AVX2 and AVX-512BW intrinsics
    # need -mavx2 / -mavx512bw, NEON is ARM's): HAVE_SSE2 and -msse2 for every unit, and the *_avx2.cpp and
    # *_avx512bw.cpp units compile to next to nothing (their code is under #if HAVE_AVX2 / HAVE_AVX512BW).  The
    # unicode/*.cpp tables are reflex's output of the .l files beside them, committed.  The tests, examples, fuzzy/
    # and the Visual Studio files are not scored.
    "re-flex": Project(
        RepoSpec("re-flex", "Genivia+RE-flex", "f7afcbed8d58e690e28c0679b5cd4604a6575e1f",
                 ("lib/", "unicode/", "src/", "include/"), True, ("cpp",)),
        "cpp", ("-std=gnu++11", "-DHAVE_SSE2", "-msse2", "-I{root}/include"),
        note=("Fresh (the fifteenth batch): configured before any score; first scored 0.996 / 0.876. "
              "Read on 2026-12-05 (///< comments after every parameter of its prototypes, an else before #endif, "
              "Positions::const_iterator): tuned on since.")),
    # Nuspell: the library (src/nuspell/) and the nuspell program (src/tools/) as its CMake file builds them on Linux
    # with its defaults: shared (nuspell_EXPORTS, the target's DEFINE_SYMBOL), hidden visibility, no -std
    # (cxx_std_17 is met by g++ 12's gnu++17), no build type, ICU from Debian's libicu-dev (72).  nuspell_export.h
    # (GenerateExportHeader) is generated in the build folder, on the include path (written here); the program's
    # src/ include folder and PROJECT_VERSION are given to every unit here.  The tests (tests/, and the hunspell
    # copy in external/ they compare against) and docs are not scored.
    "nuspell": Project(
        RepoSpec("nuspell", "nuspell+nuspell", "6e46eb31708003fa02796ee8dc0c9e57248ba141", ("src/",), True,
                 ("cpp",)),
        "cpp", ("-std=gnu++17", "-fvisibility=hidden", "-Dnuspell_EXPORTS", '-DPROJECT_VERSION="5.1.6"', "-I{gen}",
                "-I{root}/src"),
        generated=(("nuspell_export.h", "#ifndef NUSPELL_EXPORT_H\n#define NUSPELL_EXPORT_H\n\n"
                    "#ifdef NUSPELL_STATIC_DEFINE\n#  define NUSPELL_EXPORT\n#  define NUSPELL_NO_EXPORT\n#else\n"
                    "#  ifndef NUSPELL_EXPORT\n#    ifdef nuspell_EXPORTS\n        /* We are building this library */\n"
                    "#      define NUSPELL_EXPORT __attribute__((visibility(\"default\")))\n#    else\n"
                    "        /* We are using this library */\n"
                    "#      define NUSPELL_EXPORT __attribute__((visibility(\"default\")))\n#    endif\n#  endif\n\n"
                    "#  ifndef NUSPELL_NO_EXPORT\n"
                    "#    define NUSPELL_NO_EXPORT __attribute__((visibility(\"hidden\")))\n#  endif\n#endif\n\n"
                    "#ifndef NUSPELL_DEPRECATED\n#  define NUSPELL_DEPRECATED __attribute__ ((__deprecated__))\n"
                    "#endif\n\n#ifndef NUSPELL_DEPRECATED_EXPORT\n"
                    "#  define NUSPELL_DEPRECATED_EXPORT NUSPELL_EXPORT NUSPELL_DEPRECATED\n#endif\n\n"
                    "#ifndef NUSPELL_DEPRECATED_NO_EXPORT\n"
                    "#  define NUSPELL_DEPRECATED_NO_EXPORT NUSPELL_NO_EXPORT NUSPELL_DEPRECATED\n#endif\n\n"
                    "#endif /* NUSPELL_EXPORT_H */\n"),),
        note=("Fresh (the fifteenth batch): configured before any score; first scored 1.000 / 0.732. "
              "Read on 2026-12-05 (deleted overloads, using-declarations of several names, trailing result types, "
              "std containers without std::): tuned on since.")),
    # libtins: the library (src/, include/tins/) as its CMake file builds it on x86-64 Linux with its defaults: shared
    # (tins_EXPORTS), RelWithDebInfo (-DNDEBUG), -std=c++11 (CheckCXXFeatures' flag, added to CMAKE_CXX_FLAGS),
    # libpcap from Debian's libpcap-dev (1.10: HAVE_PCAP_IMMEDIATE_MODE, HAVE_PCAP_TIMESTAMP_PRECISION), IEEE 802.11
    # with WPA2 decryption and its callbacks (OpenSSL from Debian's libssl-dev), the TCP/IP classes, the gcc byte-swap
    # built-ins; Boost is not installed here (optional), so no ACK tracker nor TCP stream custom data.
    # include/tins/config.h is generated by CMake into the source tree (written here, in a folder first on the include
    # path).  The examples, tests (with the googletest submodule) and docs are not scored.
    "libtins": Project(
        RepoSpec("libtins", "mfontanini+libtins", "67c81199fb0db04123ffc83ca829ace0ab7d4029", ("src/", "include/"),
                 True, ("cpp",)),
        "cpp", ("-std=c++11", "-DNDEBUG", "-DHAVE_PCAP_IMMEDIATE_MODE=1", "-DHAVE_PCAP_TIMESTAMP_PRECISION=1",
                "-Dtins_EXPORTS", "-I{gen}", "-I{root}/include"),
        generated=(("tins/config.h", "#ifndef TINS_CONFIG_H\n#define TINS_CONFIG_H\n\n" + "".join(
                        f"#define TINS_HAVE_{name}\n" for name in (
                            "CXX11", "DOT11", "WPA2_DECRYPTION", "TCPIP", "GCC_BUILTIN_SWAP", "WPA2_CALLBACKS",
                            "PCAP"))
                    + "\n#define TINS_VERSION_MAJOR 4\n#define TINS_VERSION_MINOR 6\n#define TINS_VERSION_PATCH 0\n\n"
                    "#endif // TINS_CONFIG_H\n"),),
        note=("Fresh (the fifteenth batch): configured before any score; first scored 0.983 / 0.888. "
              "Read on 2026-12-05 (base initialisers with arguments, write(v.begin(), v.end()), pointer "
              "arithmetic): tuned on since.")),
    # Game_Music_Emu (libgme): the library (gme/) as its CMake file builds it on Linux with its defaults: every
    # emulator on (USE_GME_*), the Nuked YM2612 core (VGM_YM2612_NUKED; Ym2612_MAME.cpp and Ym2612_GENS.cpp, the
    # other two choices, are left out), C++11 without extensions, -fno-rtti -fno-exceptions -fwrapv, hidden
    # visibility with LIBGME_VISIBILITY, GEN_TYPES_H, BLARGG_LITTLE_ENDIAN, zlib found (HAVE_ZLIB_H: Debian's
    # zlib1g-dev), no build type; the shared library's flags (gme_shared_EXPORTS; the static library is built from
    # the same sources).  gen_types.h is configure_file's output of gme_types.h.in in the build folder, which is on
    # the include path (written here).  The bundled emu2413 (gme/ext/, C) is parsed for its definitions only.  The
    # player and demo (EXCLUDE_FROM_ALL) and the tests are not scored.
    "libgme": Project(
        RepoSpec("libgme", "libgme+game-music-emu", "dd3182a8bdae3ff761438632aace418fbcaed439", ("gme/",), False,
                 ("cpp",)),
        "cpp", ("-std=c++11", "-fno-rtti", "-fno-exceptions", "-fwrapv", "-fvisibility=hidden",
                "-fvisibility-inlines-hidden", "-DVGM_YM2612_NUKED", "-DLIBGME_VISIBILITY", "-DGEN_TYPES_H",
                "-DBLARGG_LITTLE_ENDIAN=1", "-DHAVE_ZLIB_H", "-Dgme_shared_EXPORTS", "-I{gen}"),
        skip=("gme/Ym2612_MAME.cpp", "gme/Ym2612_GENS.cpp"),
        definitions_from=("gme/ext/",),
        generated=(("gen_types.h", "#ifndef GME_TYPES_H\n#define GME_TYPES_H\n\n" + "".join(
                        f"#define USE_GME_{name}\n" for name in ("AY", "GBS", "GYM", "HES", "KSS", "NSF", "NSFE",
                                                                   "SAP", "SPC"))
                    + "/* VGM and VGZ are a package deal */\n#define USE_GME_VGM\n\n#endif /* GME_TYPES_H */\n"),),
        note=("Fresh (the fifteenth batch): configured before any score; first scored with batch 15, not tuned on.")),
    # Chipmunk2D: the library (src/, include/chipmunk/) as its CMake file builds it on Linux with its defaults:
    # -std=gnu99 (always), Release (-DNDEBUG, and -ffast-math added to the Release flags), the shared and static
    # libraries (the same sources and flags), no Clang blocks (the compiler is gcc).  The demos (demo/, OpenGL) are
    # not scored.
    "chipmunk2d": Project(
        RepoSpec("chipmunk2d", "slembcke+Chipmunk2D", "f2f3d66220b8bb1568b8402c6d194d73d4e477d1",
                 ("src/", "include/"), False, ("c",)),
        "c", ("-std=gnu99", "-DNDEBUG", "-ffast-math", "-I{root}/include"),
        note=("Fresh (the fifteenth batch): configured before any score; first scored with batch 15, not tuned on.")),
    # PhysicsFS: the library (src/) and the physfshttpd example server (extras/physfshttpd.c, built on Unix with
    # PHYSFS_BUILD_TEST) as its CMake file builds them on Linux with its defaults: no -std (gnu17), no build type,
    # every archiver on, the shared and static libraries (the same sources and flags).  The other platforms' units
    # (physfs_platform_windows.c, _os2.c, ...) are built and compile to nothing on Linux; the Haiku and WinRT C++
    # units are not built (nor parsed: C++ in a C project).  test/test_physfs.c and the other extras are not scored.
    "physfs": Project(
        RepoSpec("physfs", "icculus+physfs", "c6ef21af2f6e1957e24d5a6613b5049591d9444e",
                 ("src/", "extras/physfshttpd.c"), False, ("c",)),
        "c", ("-std=gnu17", "-I{root}/src"),
        note=("Fresh (the fifteenth batch): configured before any score; first scored with batch 15, not tuned on.")),
    # The sixteenth fresh batch (2026-12-05), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 16, not tuned on.  (Dropped: Exiv2, not tried: it
    # needs {fmt} (libstdc++ 12 has no <format>), Adobe's XMP SDK (xmpsdk/, a second library to configure), expat,
    # inih, Brotli and zlib, and CMake's exv_conf.h and export header, more to configure than this batch could;
    # gflags, whose five public headers (gflags.h, gflags_declare.h, gflags_completions.h, gflags_ns.h, defines.h)
    # are generated by CMake from .h.in templates, gflags.h.in alone 626 lines, too long to write here; libpng, whose
    # pnglibconf.h CMake generates with awk from scripts/pnglibconf.dfa (the 224-line pnglibconf.h.prebuilt is no
    # header the checkout writes for clang), too long to write here; OpenAL Soft, not tried: C++20 (CXX_STANDARD
    # 20), which clang 14 over libstdc++ 12 often cannot compile, as zxing-cpp's units showed in batch 15.)
    # libde265: the library (libde265/) and the dec265 decoder program (dec265/dec265.cc) as its CMake file builds
    # them on x86-64 Linux with its defaults: C++17 without extensions (CMAKE_CXX_EXTENSIONS OFF), shared
    # (LIBDE265_EXPORTS, given by libde265/CMakeLists.txt to the library's units; to every unit here), no build type
    # (so no reduced visibility), DE265_LOG_LEVEL error (DE265_LOG_ERROR), HAVE_CONFIG_H; SDL2 is not installed, so
    # dec265 has no sdl-display.cc.  config.h (malloc.h, posix_memalign, the SSE4.1, AVX2 and AVX-512 kernels: every
    # check passes with gcc on x86-64) and libde265/de265-version.h are configure_file's output in the build folder,
    # which is on the include path (written here).  The x86 kernels are built with -msse4.1, -mavx2 and
    # -mavx512f -mavx512bw, per object library; here every unit gets them (no source tests __SSE4_1__ / __AVX2__
    # outside Emscripten, so only the intrinsics headers see them).  The encoder (ENABLE_ENCODER off: en265.cc,
    # encoder/), the 32-bit ARM code, enc265, sherlock265 (Qt), dev-tools, acceleration-speed, fuzzing and extra/
    # (Windows) are not built, so not scored.
    "libde265": Project(
        RepoSpec("libde265", "strukturag+libde265", "4d45a6b36767318237771e1b3faf41773c4af4ad",
                 ("libde265/", "dec265/dec265.cc"), True, ("cpp",)),
        "cpp", ("-std=c++17", "-DHAVE_CONFIG_H", "-DLIBDE265_EXPORTS", "-DDE265_LOG_ERROR", "-msse4.1", "-mavx2",
                "-mavx512f", "-mavx512bw", "-I{gen}", "-I{gen}/libde265", "-I{root}", "-I{root}/libde265"),
        skip=("libde265/en265.cc", "libde265/arm32/arm.cc",
              *(f"libde265/encoder/{name}.cc" for name in (
                  "configparam", "encoder-core", "encoder-types", "encoder-params", "encoder-context",
                  "encoder-syntax", "encoder-intrapred", "encoder-motion", "encpicbuf", "sop")),
              *(f"libde265/encoder/algo/{name}.cc" for name in (
                  "algo", "coding-options", "ctb-qscale", "cb-split", "cb-intrapartmode", "cb-interpartmode",
                  "cb-skip", "cb-intra-inter", "cb-mergeindex", "tb-split", "tb-transform", "tb-intrapredmode",
                  "tb-rateestim", "pb-mv"))),
        generated=(("config.h", "".join(f"#define {name} 1\n" for name in (
                        "HAVE_MALLOC_H", "HAVE_POSIX_MEMALIGN", "HAVE_SSE4_1", "HAVE_AVX2", "HAVE_AVX512"))),
                   ("libde265/de265-version.h", "#ifndef LIBDE265_VERSION_H\n#define LIBDE265_VERSION_H\n\n"
                    "/* Numeric representation of the version */\n#define LIBDE265_NUMERIC_VERSION 0x1010100\n\n"
                    "/* Version string */\n#define LIBDE265_VERSION \"1.1.1\"\n\n#endif\n")),
        note=("Fresh (the sixteenth batch): configured before any score; first scored 0.999 / 0.799. Read on "
              "2026-12-05 (round 26: a `typedef struct de265_image de265_image;` in the C header that does not "
              "define it left every `img->` call unresolved): tuned on since.")),
    # RtAudio: the library (RtAudio.cpp, rtaudio_c.cpp and their headers) as its CMake file builds it on Linux with
    # its defaults: C++11 without extensions, shared (RTAUDIO_EXPORT, always given), no build type (no
    # __RTAUDIO_DEBUG__), HAVE_GETTIMEOFDAY, the ALSA API (on by default on Linux: Debian's libasound2-dev) and the
    # PulseAudio API (on when pkg-config finds libpulse-simple: Debian's libpulse-dev); JACK is not installed here
    # (optional), so no __UNIX_JACK__.  The C++20 module (modules/, RTAUDIO_BUILD_MODULES off), the tests, the
    # Windows-only ASIO / DirectSound / WASAPI files under include/ and contrib/ (Go and Python bindings) are not
    # scored.
    "rtaudio": Project(
        RepoSpec("rtaudio", "thestk+rtaudio", "e5f0774b2156082ec3db998bd6b2a94b66ade8ac", ("RtAudio.", "rtaudio_c."),
                 True, ("cpp",)),
        "cpp", ("-std=c++11", "-DHAVE_GETTIMEOFDAY", "-D__LINUX_ALSA__", "-D__LINUX_PULSE__", "-DRTAUDIO_EXPORT",
                "-I{root}"),
        note=("Fresh (the sixteenth batch): configured before any score; first scored 0.992 / 0.839. Read on "
              "2026-12-05 (round 26: `using namespace rt::audio;` at the end of RtAudio.h was not seen by "
              "rtaudio_c.cpp; `closeStream( void )` kept its prototype beside the definition): tuned on since.")),
    # JSBSim: the flight dynamics library (src/: FGFDMExec, FGJSBBase and the object libraries of initialization/,
    # input_output/, math/, models/ and simgear/) and the JSBSim program (src/JSBSim.cpp) as its CMake file builds
    # them on Linux with its defaults: gnu++17 (CMAKE_CXX_STANDARD 17, extensions on), static (BUILD_SHARED_LIBS
    # unset), no build type, JSBSIM_VERSION (PUBLIC on libJSBSim; to every unit here), -Isrc.  Its bundled copies
    # of other projects are parsed for their definitions only: GeographicLib (src/GeographicLib/, three units), the
    # expat parser (src/simgear/xml/*.c, SYSTEM_EXPAT off) and NRLMSISE-00 (src/models/atmosphere/MSIS/, C); the
    # C files are parsed as C++ there, as libgme's emu2413 is: xmlparse.c's `char operator` parameter and a void *
    # assignment in nrlmsise-00.c are errors in two bodies, and every function definition of the C files is still
    # found.  The units the folders keep but CMake does not build (initialization/: FGSimplexTrim, FGTrimAnalysis,
    # FGTrimAnalysisControl, FGTrimmer; math/FGNelderMead.cpp) and src/JSBSim.minimal.cpp are left out.  The Python,
    # Julia, Matlab and Unreal Engine bindings, utils/, the tests and examples are not scored.
    "jsbsim": Project(
        RepoSpec("jsbsim", "JSBSim-Team+jsbsim", "0b688c801c52d800f75d5c41e5434ce5d7618e88",
                 ("src/FG", "src/JSBSim.cpp", "src/JSBSim_API.h", "src/initialization/", "src/input_output/",
                  "src/math/", "src/models/", "src/simgear/"), True, ("cpp",)),
        "cpp", ("-std=gnu++17", '-DJSBSIM_VERSION="1.3.2.dev1"', "-I{root}/src"),
        skip=("src/initialization/FGSimplexTrim.cpp", "src/initialization/FGTrimAnalysis.cpp",
              "src/initialization/FGTrimAnalysisControl.cpp", "src/initialization/FGTrimmer.cpp",
              "src/math/FGNelderMead.cpp"),
        definitions_from=("src/GeographicLib/", "src/simgear/xml/", "src/models/atmosphere/MSIS/"),
        note=("Fresh (the sixteenth batch): configured before any score; first scored 0.986 / 0.891. Read on "
              "2026-12-05 (round 26: 497 `Tie(name, this, &Class::Get, &Class::Set)` calls between templates told "
              "apart by `enable_if_t<std::is_enum_v<V>>`; `auto` results, `_value.alias` of an anonymous union): "
              "tuned on since.")),
    # libmodplug: the library (src/, src/libmodplug/) as its CMake file builds it on Linux with its defaults: static
    # (BUILD_SHARED_LIBS off: MODPLUG_STATIC), MODPLUG_BUILD, no -std (gnu++17, g++ 12's default), no build type,
    # little-endian (no WORDS_BIGENDIAN), and its checks' defines (HAVE_STDINT_H, HAVE_STRINGS_H, HAVE_SINF); src/,
    # src/libmodplug/ and the build folder (no generated file: CMake does not write config.h) on the include path.
    "libmodplug": Project(
        RepoSpec("libmodplug", "Konstanty+libmodplug", "d1b97ed0020bc620a059d3675d1854b40bd2608d", ("src/",),
                 False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DMODPLUG_BUILD", "-DHAVE_STDINT_H", "-DHAVE_STRINGS_H", "-DHAVE_SINF",
                "-DMODPLUG_STATIC", "-I{root}/src", "-I{root}/src/libmodplug"),
        note=("Fresh (the sixteenth batch): configured before any score; first scored with batch 16, not tuned on.")),
    # Rubber Band: the library (src/, rubberband/) as its meson build builds it on Linux with its defaults: c++11
    # (cpp_std), buildtype release (NDEBUG, and NO_THREAD_CHECKS, NO_TIMING), both the shared and static libraries
    # (the same sources and flags), the built-in FFT (fft auto: USE_BUILTIN_FFT) and resampler (resampler auto:
    # USE_BQRESAMPLER, src/common/BQResampler.cpp), USE_PTHREADS and HAVE_POSIX_MEMALIGN (Linux), sincos found (no
    # LACK_SINCOS); rubberband/ and src/ on the include path.  The bundled KissFFT, Speex resampler and getopt
    # (src/ext/, C) are not built with those defaults, nor is src/common/VectorOpsComplex.cpp (in no source list: it
    # includes a system/sysutils.h the tree no longer has); the JNI wrapper (src/jni/: no jni.h here), the unit tests
    # (src/test/, Boost), the command-line program (main/: libsndfile), the LADSPA / LV2 / Vamp plugins, single/ (one
    # unit #including every other) and the .NET and Java bindings are not scored.
    "rubberband": Project(
        RepoSpec("rubberband", "breakfastquay+rubberband", "ce06adba878d25b52115a71f13182f3be96a979c",
                 ("src/", "rubberband/"), True, ("cpp",)),
        "cpp", ("-std=c++11", "-DNDEBUG", "-DNO_THREAD_CHECKS", "-DNO_TIMING", "-DUSE_BUILTIN_FFT",
                "-DUSE_BQRESAMPLER", "-DUSE_PTHREADS", "-DHAVE_POSIX_MEMALIGN", "-I{root}/rubberband", "-I{root}/src"),
        skip=("src/jni/RubberBandStretcherJNI.cpp", "src/common/VectorOpsComplex.cpp"),
        note=("Fresh (the sixteenth batch): configured before any score; first scored 0.979 / 0.937. Read on "
              "2026-12-05 (round 26: the `#else` stub class of Thread.h swallowed the prototypes of its `#ifndef "
              "NO_THREADING` class; restrict macros after `*`): tuned on since.")),
    # C++ Requests (cpr): the library (cpr/, include/cpr/) as its CMake file builds it on Linux with its defaults:
    # gnu++17 (CMAKE_CXX_STANDARD 17, extensions on), no build type, static (BUILD_SHARED_LIBS unset), its options'
    # defines (cpr_option adds -D<option> for each one on: CPR_CURL_USE_LIBPSL, CPR_ENABLE_CURL_HTTP_ONLY,
    # CPR_ENABLE_SSL) and OPENSSL_BACKEND_USED (OpenSSL found: Debian's libssl-dev).  It fetches and builds curl 8.13
    # itself (CPR_USE_SYSTEM_CURL off); here curl's headers are Debian's libcurl4-openssl-dev (7.88), the same API
    # for cpr's calls (external either way).  cpr/cprver.h is configure_file's output in the build folder's
    # cpr_generated_includes/, on the include path (written here).  The tests (test/, with mongoose and googletest)
    # are not scored.
    "cpr": Project(
        RepoSpec("cpr", "libcpr+cpr", "42f0b2192d7dc9a448e08170c76a4503ffef0beb", ("cpr/", "include/"), True,
                 ("cpp",)),
        "cpp", ("-std=gnu++17", "-DCPR_CURL_USE_LIBPSL", "-DCPR_ENABLE_CURL_HTTP_ONLY", "-DCPR_ENABLE_SSL",
                "-DOPENSSL_BACKEND_USED", "-I{root}/include", "-I{gen}"),
        generated=(("cpr/cprver.h", "#ifndef CPR_CPRVER_H\n#define CPR_CPRVER_H\n\n#define CPR_VERSION \"1.15.0\"\n"
                    "#define CPR_VERSION_MAJOR 1\n#define CPR_VERSION_MINOR 15\n#define CPR_VERSION_PATCH 0\n"
                    "#define CPR_VERSION_NUM 0x10f00\n\n#endif\n"),),
        note=("Fresh (the sixteenth batch): configured before any score; first scored 1.000 / 0.887. Read on "
              "2026-12-05 (round 26: `StringHolder<Body>(body)` base initialisers were not calls; "
              "`shared_from_this()`): tuned on since.")),
    # Little CMS (lcms2): the library (src/, include/) as its meson build builds it on x86-64 Linux with its
    # defaults: no c_std (gnu17, gcc 12's default), buildtype debug (no NDEBUG), hidden visibility
    # (gnu_symbol_visibility) with HAVE_FUNC_ATTRIBUTE_VISIBILITY, its checks' defines (gmtime_r, pthreads:
    # HasTHREADS=1, timespec_get; SSE2 intrinsics compile, so no CMS_DONT_USE_SSE2).  The GPL-3 plugins (plugins/:
    # fastfloat and threaded options off), the utilities (utils option off; libjpeg and libtiff), testbed/ and
    # fuzzers/ are not scored.
    "lcms2": Project(
        RepoSpec("lcms2", "mm2+Little-CMS", "a1a25a00bc5e5f13186a9cf134ffcc0566a8215c", ("src/", "include/"), False,
                 ("c",)),
        "c", ("-std=gnu17", "-fvisibility=hidden", "-DHAVE_FUNC_ATTRIBUTE_VISIBILITY=1", "-DHAVE_GMTIME_R=1",
              "-DHasTHREADS=1", "-DHAVE_TIMESPEC_GET=1", "-I{root}/include"),
        note=("Fresh (the sixteenth batch): configured before any score; first scored with batch 16, not tuned on.")),
    # mimalloc: the library (src/, include/) as its CMake file builds it on x86-64 Linux with its defaults: gnu11
    # (CMAKE_C_STANDARD 11, extensions on), Release (the default build type: -DNDEBUG), the shared library's flags
    # (MI_SHARED_LIB, MI_SHARED_LIB_EXPORT, and MI_MALLOC_OVERRIDE with MI_OVERRIDE on), -fvisibility=hidden,
    # -ftls-model=initial-exec, -fno-builtin-malloc; the static and object libraries are the same sources.  The units
    # are mi_sources: src/static.c (the object library's one unit, which #includes every other) and the files other
    # units #include (alloc-override.c and free.c by alloc.c, page-queue.c by page.c, arena-abandon.c by arena.c,
    # prim/<platform>/prim.c by prim/prim.c) are left out; macOS's alloc-override-zone.c is not built on Linux.  The
    # tests, bin/ (the Windows redirect DLLs), ide/ and docs are not scored.
    "mimalloc": Project(
        RepoSpec("mimalloc", "microsoft+mimalloc", "a3ca0e5e2eb283c2c9275f30872e30252a91b66c", ("src/", "include/"),
                 False, ("c",)),
        "c", ("-std=gnu11", "-DNDEBUG", "-DMI_SHARED_LIB", "-DMI_SHARED_LIB_EXPORT", "-DMI_MALLOC_OVERRIDE",
              "-fvisibility=hidden", "-ftls-model=initial-exec", "-fno-builtin-malloc", "-I{root}/include"),
        skip=("src/static.c", "src/alloc-override.c", "src/free.c", "src/page-queue.c", "src/arena-abandon.c",
              "src/prim/unix/prim.c", "src/prim/windows/prim.c", "src/prim/osx/prim.c", "src/prim/wasi/prim.c",
              "src/prim/emscripten/prim.c", "src/prim/osx/alloc-override-zone.c"),
        note=("Fresh (the sixteenth batch): configured before any score; first scored with batch 16, not tuned on.")),
    # The seventeenth fresh batch (2026-12-05), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 17, not tuned on.  (Not taken: MuJS, whose GitHub
    # mirror's HEAD, "Migrate to Codeberg.", holds no source file, only a README.)
    # Graphite2: the library (src/, include/graphite2/) as its CMake file builds it on x86-64 Linux with its defaults:
    # gnu++11 (CMAKE_CXX_STANDARD 11, extensions on), Release (the default build type: NDEBUG), so the
    # direct-threaded VM (GRAPHITE2_VM_TYPE auto: direct_machine.cpp; not call_machine.cpp), tracing compiled out
    # (GRAPHITE2_NTRACING on: no json.cpp), the file-face API on (FileFace.cpp), shared (graphite2_EXPORTS, the
    # target's DEFINE_SYMBOL; no GRAPHITE2_STATIC), and its Linux COMPILE_FLAGS (-fno-rtti -fno-exceptions, hidden
    # visibility) and x86 -mfpmath=sse -msse2; include/ and src/ on the include path.  The gr2fonttest program is
    # built too, but its main unit (gr2FontTest.cpp) is a test to the indexer, so gr2fonttest/ (with its copy of
    # UtfCodec.cpp) is not scored, nor are the tests (tests/, with their fuzzers), the C# and Perl bindings
    # (contrib/) and the Python ctypes wrapper.
    "graphite2": Project(
        RepoSpec("graphite2", "silnrsi+graphite", "ca8d821e60a15b6c24e404c9086992c975d8e1cf", ("src/", "include/"),
                 True, ("cpp",)),
        "cpp", ("-std=gnu++11", "-DNDEBUG", "-DGRAPHITE2_NTRACING", "-Dgraphite2_EXPORTS", "-fno-rtti",
                "-fno-exceptions", "-fvisibility=hidden", "-fvisibility-inlines-hidden", "-mfpmath=sse", "-msse2",
                "-I{root}/include", "-I{root}/src"),
        skip=("src/call_machine.cpp", "src/json.cpp"),
        note=("Fresh (the seventeenth batch): configured before any score; first scored 0.997 / 0.844. "
              "Read on 2026-12-05 (round 27: a header a function body includes, member classes defined outside "
              "their class, member typedefs of a template's parameter): tuned on since.")),
    # Guetzli: the guetzli program (guetzli/) as its Makefile (premake's guetzli.make) builds it on Linux with its
    # defaults: config=release (-O3 -g, no NDEBUG), -std=c++11, -I. -Ithird_party/butteraugli and libpng's pkg-config
    # flags (Debian's libpng-dev: -I/usr/include/libpng16).  The bundled butteraugli
    # (third_party/butteraugli/butteraugli/butteraugli.cc, compiled into the program) is parsed for its definitions
    # only; its butteraugli_main.cc (a separate program of the butteraugli project, not built here), fuzz_target.cc
    # and the tests are not scored.
    "guetzli": Project(
        RepoSpec("guetzli", "google+guetzli", "214f2bb42abf5a577c079d00add5d6cc470620d3", ("guetzli/",), False,
                 ("cpp",)),
        "cpp", ("-std=c++11", "-I{root}", "-I{root}/third_party/butteraugli", "-I/usr/include/libpng16"),
        definitions_from=("third_party/butteraugli/butteraugli/butteraugli.",),
        note=("Fresh (the seventeenth batch): configured before any score; first scored with batch 17, not tuned on.")),
    # LERC: the library (src/LercLib/, its Lerc1Decode/ and include/) as its CMake file builds it on Linux with its
    # defaults: gnu++17 (CMAKE_CXX_STANDARD 17, extensions on), no build type, shared (LERC_EXPORTS, the target's
    # DEFINE_SYMBOL; no LERC_STATIC); no include directories (the sources include each other by relative path).  The
    # test program (src/LercTest/, in no CMake target), the C#, JavaScript and Python bindings (OtherLanguages/) and
    # the IDE projects under build/ are not scored.
    "lerc": Project(
        RepoSpec("lerc", "Esri+lerc", "e534980e11992cc5f11864b0dcff1af6a27cee0d", ("src/LercLib/",), False,
                 ("cpp",)),
        "cpp", ("-std=gnu++17", "-DLERC_EXPORTS"),
        note=("Fresh (the seventeenth batch): configured before any score; first scored with batch 17, not tuned on.")),
    # Etc2Comp: the EtcLib library (EtcLib/Etc/, EtcLib/EtcCodec/) and the EtcTool program (EtcTool/) as its CMake
    # file builds them on Linux with its defaults: gnu++11 (CMAKE_CXX_STANDARD 11, extensions on; CMake's -std=gnu++11
    # follows the -std=c++11 of its CMAKE_CXX_FLAGS on the command line, so it wins), -pthread, no build type (its
    # CMAKE_CXX_FLAGS' -O2), static EtcLib; EtcLib/Etc, EtcLib/EtcCodec and third_party/lodepng on the include path
    # (EtcLib's own units see only the first two; the same headers either way).  The bundled LodePNG
    # (third_party/lodepng/lodepng.cpp, compiled into EtcTool) is parsed for its definitions only.  EtcTool's
    # EtcMemTest.cpp (built into it) is a test to the indexer, so not scored.
    "etc2comp": Project(
        RepoSpec("etc2comp", "google+etc2comp", "39422c1aa2f4889d636db5790af1d0be6ff3a226", ("EtcLib/", "EtcTool/"),
                 False, ("cpp",)),
        "cpp", ("-std=gnu++11", "-pthread", "-I{root}/EtcLib/Etc", "-I{root}/EtcLib/EtcCodec",
                "-I{root}/third_party/lodepng"),
        definitions_from=("third_party/lodepng/",),
        note=("Fresh (the seventeenth batch): configured before any score; first scored with batch 17, not tuned on.")),
    # PcapPlusPlus: the Common++, Packet++ and Pcap++ libraries and the example programs (Examples/,
    # PCAPPP_BUILD_EXAMPLES on for the main project) as its CMake file builds them on Linux with its defaults: gnu++14
    # (CMAKE_CXX_STANDARD 14, CMAKE_CXX_EXTENSIONS on), Release (the default build type: NDEBUG), static
    # (BUILD_SHARED_LIBS off), libpcap on (USE_PCAP, Pcap++'s PUBLIC PCPP_HAS_PCAP_LIVE_SUPPORT; Debian's
    # libpcap-dev 1.10, whose checks pass: HAS_PCAP_IMMEDIATE_MODE, HAS_TIMESTAMP_TYPES_ENABLED,
    # HAS_TIMESTAMP_PRECISION_ENABLED), -pthread (Threads::Threads), and GIT_COMMIT / GIT_BRANCH as `git log -1
    # --format=%h` and `git rev-parse --abbrev-ref HEAD` give them in the mirror's checkout; every unit here gets the
    # union of the libraries' include paths (their header/ folders and the bundled EndianPortable, json and
    # hash-library ones; the examples see only the public three, the same headers either way).  The bundled MD5
    # (3rdParty/hash-library/md5.cpp, Packet++'s object library) and LightPcapNg (3rdParty/LightPcapNg/, C, compiled
    # into Pcap++) are parsed for their definitions only; the C files are parsed as C++ there, as JSBSim's are: void *
    # conversions are errors in their bodies, and every function definition is still found but light_compression.c's
    # (#ifndef __cplusplus; LightPcapNg's internals, which nothing scored calls).  Not built on Linux with those
    # defaults, so left out: the DPDK, KNI, PF_RING, XDP, WinDivert and Windows remote-capture devices of Pcap++/src,
    # the DPDK, PF_RING and XDP examples, ExampleApp (in no CMake list) and the tutorials (PCAPPP_BUILD_TUTORIALS off);
    # BenchmarkExampleGoogle (benchmark-google.cpp) is built against Google Benchmark 1.9.5, which the build fetches
    # (FetchContent) and Debian does not have (its libbenchmark-dev 1.7.1 lacks State::SkipWithMessage(std::string):
    # errors), so it is left out too.  The tests (Tests/, with MemPlumber), the fuzzers and ci/ are not scored.
    "pcapplusplus": Project(
        RepoSpec("pcapplusplus", "seladb+PcapPlusPlus", "200853b3a0b5ea2c443d6bee1a67f9c9c67b8f1b",
                 ("Common++/", "Packet++/", "Pcap++/", "Examples/"), False, ("cpp",)),
        "cpp", ("-std=gnu++14", "-DNDEBUG", '-DGIT_COMMIT="200853b3a"', '-DGIT_BRANCH="master"', "-DUSE_PCAP",
                "-DHAS_PCAP_IMMEDIATE_MODE", "-DHAS_TIMESTAMP_TYPES_ENABLED", "-DHAS_TIMESTAMP_PRECISION_ENABLED",
                "-DPCPP_HAS_PCAP_LIVE_SUPPORT", "-pthread", "-I{root}/Common++/header", "-I{root}/Packet++/header",
                "-I{root}/Pcap++/header", "-I{root}/3rdParty/EndianPortable/include", "-I{root}/3rdParty/json/include",
                "-I{root}/3rdParty/hash-library", "-I{root}/3rdParty/LightPcapNg/LightPcapNg/include"),
        skip=(*(f"Pcap++/src/{name}.cpp" for name in (
                  "DpdkDevice", "DpdkDeviceList", "KniDevice", "KniDeviceList", "MBufRawPacket", "PcapRemoteDevice",
                  "PcapRemoteDeviceList", "PfRingDevice", "PfRingDeviceList", "XdpDevice", "WinPcapLiveDevice",
                  "WinDivertDevice")),
              *(f"Examples/{name}/main.cpp" for name in (
                  "DpdkBridge", "DpdkExample-FilterTraffic", "KniPong", "PfRingExample-FilterTraffic",
                  "XdpExample-FilterTraffic", "ExampleApp")),
              "Examples/PcapPlusPlus-benchmark/benchmark-google.cpp",
              "Examples/Tutorials/Tutorial-DpdkL2Fwd/WorkerThread.cpp",
              *(f"Examples/Tutorials/Tutorial-{name}/main.cpp" for name in (
                  "DpdkL2Fwd", "HelloWorld", "LiveTraffic", "PacketCraftAndEdit", "PacketParsing", "PcapFiles"))),
        definitions_from=("3rdParty/hash-library/md5.", "3rdParty/LightPcapNg/LightPcapNg/src/light_"),
        note=("Fresh (the seventeenth batch): configured before any score; first scored with batch 17, not tuned on.")),
    # poly2tri: the library (poly2tri/) as its CMake file builds it with its defaults: gnu++14 (CMAKE_CXX_STANDARD 14,
    # extensions on), no build type, static (BUILD_SHARED_LIBS unset: P2T_STATIC_EXPORTS, PUBLIC); the repository
    # root on the include path (its INTERFACE include directory; the units include by relative path).  The unit
    # tests (unittest/, Boost; P2T_BUILD_TESTS off) and the testbed (testbed/, GLFW; P2T_BUILD_TESTBED off) are not
    # built, so not scored.
    "poly2tri": Project(
        RepoSpec("poly2tri", "jhasse+poly2tri", "13d64e75a84dd8f36673a7eaf022e8e9fdd1f88b", ("poly2tri/",), False,
                 ("cpp",)),
        "cpp", ("-std=gnu++14", "-DP2T_STATIC_EXPORTS", "-I{root}"),
        note=("Fresh (the seventeenth batch): configured before any score; first scored with batch 17, not tuned on.")),
    # json-c: the library (the top folder's sources) and the json_parse program (apps/, BUILD_APPS on) as its CMake
    # file builds them on x86-64 Linux with its defaults: no C standard (gnu17, gcc 12's default), the debug build
    # type (its default: no NDEBUG), shared and static libraries from the same sources and flags (JSON_C_DLL;
    # json_c_EXPORTS, the shared target's DEFINE_SYMBOL), _GNU_SOURCE and _REENTRANT; JSON pointer and patch on.
    # config.h, json_config.h and json.h (configure_file's output in the build folder, on the include path) are
    # written here as its checks find glibc 2.36 (arc4random in <stdlib.h>, so no libbsd; no xlocale.h), and so is
    # apps_config.h (its HAVE_JSON_TOKENER_GET_PARSE_END is left undefined: apps/CMakeLists.txt unsets it inside the
    # json-c build).  libjson.c (in no CMake target), the tests, fuzz/ (libFuzzer, C++) and bench/ are not scored.
    "json-c": Project(
        RepoSpec("json-c", "json-c+json-c", "d17ad9d1863ebbf39993706140bf67847b7add0f",
                 ("arraylist.", "debug.", "json_", "linkhash.", "math_compat.h", "printbuf.", "random_seed.",
                  "snprintf_compat.h", "strdup_compat.h", "strerror_override.", "vasprintf_compat.h", "apps/"),
                 False, ("c",)),
        "c", ("-std=gnu17", "-D_GNU_SOURCE", "-D_REENTRANT", "-DJSON_C_DLL", "-Djson_c_EXPORTS", "-I{root}",
              "-I{gen}"),
        generated=(("config.h", '#define HAS_GNU_WARNING_LONG ""\n' + "".join(f"#define {name}\n" for name in (
                        "HAVE_DLFCN_H", "HAVE_ENDIAN_H", "HAVE_FCNTL_H", "HAVE_INTTYPES_H", "HAVE_LIMITS_H",
                        "HAVE_LOCALE_H", "HAVE_MEMORY_H", "HAVE_STDARG_H", "HAVE_STDINT_H", "HAVE_STDLIB_H",
                        "HAVE_STRINGS_H", "HAVE_STRING_H", "HAVE_SYS_CDEFS_H", "HAVE_SYS_RANDOM_H",
                        "HAVE_SYS_RESOURCE_H", "HAVE_SYS_STAT_H", "HAVE_ARC4RANDOM", "HAVE_ATOMIC_BUILTINS",
                        "HAVE_DECL_INFINITY", "HAVE_DECL_ISINF", "HAVE_DECL_ISNAN", "HAVE_DECL_NAN", "HAVE_OPEN",
                        "HAVE_REALLOC", "HAVE_SETLOCALE", "HAVE_SNPRINTF", "HAVE_STRDUP", "HAVE_STRERROR",
                        "HAVE_USELOCALE", "HAVE_DUPLOCALE", "HAVE_VASPRINTF", "HAVE_VPRINTF", "HAVE_VSNPRINTF",
                        "HAVE_GETRANDOM", "HAVE_GETRUSAGE", "HAVE_STRTOLL", "HAVE_STRTOULL", "HAVE___THREAD",
                        "STDC_HEADERS"))
                    + "".join(f"#define {name} 1\n" for name in (
                        "HAVE_SYSLOG_H", "HAVE_SYS_PARAM_H", "HAVE_SYS_TYPES_H", "HAVE_UNISTD_H", "HAVE_STRCASECMP",
                        "HAVE_STRNCASECMP", "HAVE_VSYSLOG", "JSON_C_HAVE_INTTYPES_H"))
                    + '#define PACKAGE "json-c"\n#define PACKAGE_BUGREPORT "json-c@googlegroups.com"\n'
                    '#define PACKAGE_NAME "json-c"\n#define PACKAGE_STRING "json-c 0.19.99"\n'
                    '#define PACKAGE_TARNAME "json-c"\n#define PACKAGE_URL "https://github.com/json-c/json-c"\n'
                    '#define PACKAGE_VERSION "0.19.99"\n#define SIZEOF_INT 4\n#define SIZEOF_INT64_T 8\n'
                    "#define SIZEOF_LONG 8\n#define SIZEOF_LONG_LONG 8\n#define SIZEOF_SIZE_T 8\n"
                    '#define SIZEOF_SSIZE_T 8\n#define SPEC___THREAD __thread\n#define VERSION "0.19.99"\n'),
                   ("json_config.h", "#define JSON_C_HAVE_INTTYPES_H 1\n#define JSON_C_HAVE_STDINT_H 1\n"),
                   ("json.h", '#ifndef _json_h_\n#define _json_h_\n\n#ifdef __cplusplus\nextern "C" {\n#endif\n\n'
                    + "".join(f'#include "{name}.h"\n' for name in (
                        "arraylist", "debug", "json_c_version", "json_object", "json_object_iterator", "json_patch",
                        "json_pointer", "json_tokener", "json_util", "linkhash"))
                    + "\n#ifdef __cplusplus\n}\n#endif\n\n#endif\n"),
                   ("apps_config.h", "#define HAVE_SYS_RESOURCE_H\n#define HAVE_GETRUSAGE\n"
                    "/* #undef HAVE_JSON_TOKENER_GET_PARSE_END */\n")),
        note=("Fresh (the seventeenth batch): configured before any score; first scored with batch 17, not tuned on.")),
    # Oniguruma: the onig library (src/) as its CMake file builds it on x86-64 Linux with its defaults: no C standard
    # (gnu17, gcc 12's default), no build type, shared (onig_EXPORTS, the target's DEFINE_SYMBOL; no ONIG_STATIC),
    # the POSIX API off (no regposix.c, regposerr.c, USE_POSIX_API), statistics off; src/ and the build folder on the
    # include path.  config.h is configure_file's output there (written here as its checks find glibc 2.36 on x86-64;
    # PACKAGE, PACKAGE_VERSION and VERSION unquoted, as config.h.cmake.in writes them).  Not built, so left out: the
    # tables unicode.c #includes (unicode_fold_data.c, unicode_property_data.c or, with USE_UNICODE_PROPERTIES off,
    # unicode_property_data_posix.c, unicode_wb_data.c, unicode_egcb_data.c), koi8.c (in no source list) and
    # mktable.c (a table generator).  The tests, samples, harnesses/ (libFuzzer) and windows/ are not scored.
    "oniguruma": Project(
        RepoSpec("oniguruma", "kkos+oniguruma", "f95747b462de672b6f8dbdeb478245ddf061ca53", ("src/",), True,
                 ("c",)),
        "c", ("-std=gnu17", "-Donig_EXPORTS", "-I{root}/src", "-I{gen}"),
        skip=("src/regposix.c", "src/regposerr.c", "src/unicode_fold_data.c", "src/unicode_property_data.c",
              "src/unicode_property_data_posix.c", "src/unicode_egcb_data.c", "src/unicode_wb_data.c", "src/koi8.c",
              "src/mktable.c"),
        generated=(("config.h", "".join(f"#define {name} 1\n" for name in (
                        "HAVE_ALLOCA", "HAVE_CLOCK_GETTIME", "HAVE_ALLOCA_H", "HAVE_STDINT_H", "HAVE_SYS_TIMES_H",
                        "HAVE_SYS_TIME_H", "HAVE_TIME_H", "HAVE_SYS_TYPES_H", "HAVE_UNISTD_H", "HAVE_INTTYPES_H"))
                    + "#define PACKAGE onig\n#define PACKAGE_VERSION 6.9.10\n#define SIZEOF_INT 4\n"
                    "#define SIZEOF_INTPTR_T 8\n#define SIZEOF_LONG 8\n#define SIZEOF_LONG_LONG 8\n"
                    "#define SIZEOF_VOIDP 8\n#define SIZEOF_TIME_T 8\n#define VERSION 6.9.10\n"),),
        note=("Fresh (the seventeenth batch): configured before any score; first scored 1.000 / 0.887. "
              "Read on 2026-12-05 (round 27: K&R prototype wrappers, ``P_((...))``): tuned on since.")),
    # The eighteenth fresh batch (2026-12-05), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 18, not tuned on.  Each project's flags are the ones
    # its own CMake configuration (cmake 3.25, g++ 12 on x86-64 Debian 12) gives in compile_commands.json, and its
    # generated headers are that configuration's output (configured with the defaults; only unscored tests, examples
    # or demos were switched off where their configuration needs the network, OpenGL or files the snapshot lacks:
    # the libraries' flags are the same).  (Not taken: log4cplus, whose global-init.cxx #includes
    # ThreadPool.h from the threadpool git submodule, absent from the snapshot; cubeb, whose CMake configuration stops
    # without the cmake/sanitizers-cmake git submodule (absent) and whose core (cubeb.c) and ALSA / PulseAudio / OSS
    # backends are C beside its C++ (one language per project here); FastPFor, whose CMake configuration clones
    # googletest from the network unconditionally and whose library mixes C units (streamvbyte.c, varintdecode.c) into
    # its C++; jq, whose builtin.c #includes src/builtin.inc, which make generates from the 244-line src/builtin.jq,
    # too long to write here, and whose regular expressions need the vendor/oniguruma git submodule (absent); zxing-cpp,
    # gflags, Mbed TLS, PCRE2 and hiredis for the reasons given at batches 12 to 16.)
    # open-vcdiff: the vcdcom, vcddec and vcdenc libraries and the vcdiff program (src/vcdiff_main.cc, vcdiff_build_exec
    # on) as its CMake file builds them on x86-64 Linux with its defaults: no C++ standard (gnu++17, g++ 12's
    # default), no build type, static libraries; the build folder (config.h), src/ and src/zlib on the include path.
    # config.h is configure_file's output there (written here as its checks find glibc 2.36: <ext/rope> is checked
    # with the C compiler, so not found; HAVE_SYS_STAT_H and HAVE_WINDOWS_H undefined).  The program reads gflags,
    # which the build compiles from the third_party/gflags git submodule (absent from the snapshot): Debian's
    # libgflags-dev (gflags 2.2.2, the submodule's release) stands for it.  The bundled piece of zlib (src/zlib/:
    # adler32.c, C, compiled into vcdcom) is neither scored nor parsed: its K&R definitions are errors in the C++
    # parse of definitions_from, so the calls to adler32 reach its src/zlib/zlib.h prototype.  The tests
    # (src/*_test.cc, testing.h, gtest), src/solaris/ and packages/ are not scored.
    "open-vcdiff": Project(
        RepoSpec("open-vcdiff", "google+open-vcdiff", "868f459a8d815125c2457f8c74b12493853100f9",
                 ("src/google/", "src/addrcache.", "src/blockhash.", "src/checksum.h", "src/codetable.",
                  "src/compile_assert.h", "src/decodetable.", "src/encodetable.", "src/headerparser.",
                  "src/instruction_map.", "src/jsonwriter.", "src/logging.", "src/output_string_crope.h",
                  "src/rolling_hash.h", "src/unique_ptr.h", "src/varint_bigendian.", "src/vcdecoder.",
                  "src/vcdiff_defs.h", "src/vcdiff_main.cc", "src/vcdiffengine.", "src/vcencoder."), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-I{gen}", "-I{root}/src", "-I{root}/src/zlib"),
        generated=(("config.h", '#define OPEN_VCDIFF_VERSION "0.8.4"\n' + "".join(f"#define {name}\n" for name in (
                        "HAVE_GETTIMEOFDAY", "HAVE_MALLOC_H", "HAVE_MEMALIGN", "HAVE_MPROTECT", "HAVE_POSIX_MEMALIGN",
                        "HAVE_SYS_MMAN_H", "HAVE_SYS_TIME_H", "HAVE_UNISTD_H"))),),
        note=("Fresh (the eighteenth batch): configured before any score; first scored with batch 18, not tuned on.")),
    # Celero: the celero library (src/, include/celero/) as its CMake file builds it on Linux with its defaults: C++14
    # without extensions (CMAKE_CXX_STANDARD 14, CMAKE_CXX_EXTENSIONS OFF), no build type, shared
    # (CELERO_COMPILE_DYNAMIC_LIBRARIES on: CELERO_EXPORTS, and celero_EXPORTS, the target's DEFINE_SYMBOL); include/
    # on the include path.  The experiments (experiments/, CELERO_ENABLE_EXPERIMENTS off) and the tests (test/, gtest;
    # CELERO_ENABLE_TESTS off) are not built, so not scored.
    "celero": Project(
        RepoSpec("celero", "DigitalInBlue+Celero", "0f17ad56ce777e634624d1ffe098477f8ba6f22e", ("src/", "include/"),
                 True, ("cpp",)),
        "cpp", ("-std=c++14", "-DCELERO_EXPORTS", "-Dcelero_EXPORTS", "-I{root}/include"),
        note=("Fresh (the eighteenth batch): configured before any score; first scored 0.996 / 0.863. "
              "Read on 2026-12-05 (round 28: a field of a class template with an operator->, Celero's "
              "Pimpl<Impl>): tuned on since.")),
    # Highway: the hwy library (the files of CMake's HWY_SOURCES: hwy/*.cc and *.h, hwy/ops/) as its CMake file builds
    # it on x86-64 Linux with its defaults: C++17 (cxx_std_17; -std=c++17 in its compile commands), RelWithDebInfo (the
    # default build type: NDEBUG), static (HWY_STATIC_DEFINE), hidden visibility, TOOLCHAIN_MISS_ASM_HWCAP_H (x86 has no
    # <asm/hwcap.h>), its non-MSVC HWY_FLAGS (__DATE__, __TIME__ and __TIMESTAMP__ redacted, -fmerge-all-constants,
    # -fmath-errno, -fno-exceptions) and the repository root on the include path.  hwy_contrib (hwy/contrib/, on by
    # default) is a second library and is not scored: its 25 vqsort_*.cc units instantiate every sorting network once
    # per x86 target, about 9 s each in libclang (the whole library would add minutes to the yardstick).  The tests
    # (hwy/tests/, *_test.cc, with hwy_test's test_util.cc), the examples and hwy_list_targets are not scored either.
    "highway": Project(
        RepoSpec("highway", "google+highway", "239071390b18ca70f8fadde90ebefa6d8b12cb69",
                 ("hwy/ops/", *(f"hwy/{name}" for name in (
                     "abort.", "aligned_allocator.", "auto_tune.h", "base.h", "bit_set.h", "cache_control.h",
                     "detect_compiler_arch.h", "detect_targets.h", "foreach_target.h", "highway.h", "highway_export.h",
                     "nanobenchmark.", "per_target.", "perf_counters.", "print.", "print-inl.h", "profiler.",
                     "robust_statistics.h", "stats.", "targets.", "timer.", "timer-inl.h", "x86_cpuid.h"))),
                 True, ("cpp",)),
        "cpp", ("-std=c++17", "-DNDEBUG", "-DHWY_STATIC_DEFINE", "-DTOOLCHAIN_MISS_ASM_HWCAP_H", "-fvisibility=hidden",
                "-fvisibility-inlines-hidden", "-Wno-builtin-macro-redefined", '-D__DATE__="redacted"',
                '-D__TIMESTAMP__="redacted"', '-D__TIME__="redacted"', "-fmerge-all-constants", "-fmath-errno",
                "-fno-exceptions", "-I{root}"),
        note=("Fresh (the eighteenth batch): configured before any score; first scored 0.855 / 0.492. "
              "Read on 2026-12-05 (round 28: platforms' headers defining one function, a template head calling "
              "a macro): tuned on since.")),
    # RTTR: the rttr_core library (src/rttr/) as its CMake file builds it on Linux with its defaults: C++17 (the
    # MAX_CXX_STANDARD its checks find with g++ 12), Release (its default build type: NDEBUG), shared only
    # (BUILD_RTTR_DYNAMIC on, BUILD_STATIC off: RTTR_DLL, RTTR_DLL_EXPORTS and rttr_core_EXPORTS, the target's
    # DEFINE_SYMBOL), RTTI on, hidden visibility; src/ and the build folder's src/ on the include path.
    # rttr/detail/base/version.h is configure_file's output there (written here: version 0.9.7).  The checkout's
    # extensionless rttr/registration, which standard_types.cpp #includes as <rttr/registration>, is no header-like
    # name, so the yardstick's checkout lacks it: it is written here too, first on the include path, with its
    # #includes spelled from src/ ("rttr/type.h" for "type.h": the same headers).  Every unit of its source list is
    # built: library_win.cpp compiles to nothing on Linux (RTTR_PLATFORM_WINDOWS).  The examples (src/examples/, with
    # their bundled RapidJSON and ChaiScript), the unit tests, the benchmarks, 3rd_party/ and doc/ are not scored.
    "rttr": Project(
        RepoSpec("rttr", "rttrorg+rttr", "7edbd580cfad509a3253c733e70144e36f02ecd4", ("src/rttr/",), True,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-DNDEBUG", "-DRTTR_DLL", "-DRTTR_DLL_EXPORTS", "-Drttr_core_EXPORTS", "-frtti",
                "-fvisibility=hidden", "-fvisibility-inlines-hidden", "-I{gen}", "-I{root}/src"),
        generated=(("rttr/detail/base/version.h", "#ifndef RTTR_VERSION_H_\n#define RTTR_VERSION_H_\n"
                    "#define RTTR_VERSION_MAJOR 0\n#define RTTR_VERSION_MINOR 9\n#define RTTR_VERSION_PATCH 7\n"
                    '#define RTTR_VERSION       907\n#define RTTR_VERSION_STR   "0.9.7"\n#endif\n'),
                   ("rttr/registration", "#ifndef RTTR_REGISTRATION_HEADERS_H_\n#define RTTR_REGISTRATION_HEADERS_H_\n"
                    '#include "rttr/detail/base/core_prerequisites.h"\n#ifdef RTTR_NO_CXX17_NOEXCEPT_FUNC_TYPE\n'
                    "RTTR_BEGIN_DISABLE_EXCEPT_TYPE_WARNING\n#endif\n"
                    + "".join(f'#include "rttr/{name}.h"\n' for name in (
                        "type", "rttr_enable", "rttr_cast", "array_range", "constructor", "destructor", "method",
                        "property", "enumeration", "registration", "visitor", "detail/visitor/visitor_iterator"))
                    + "#ifdef RTTR_NO_CXX17_NOEXCEPT_FUNC_TYPE\nRTTR_END_DISABLE_EXCEPT_TYPE_WARNING\n#endif\n"
                    "#endif\n")),
        note=("Fresh (the eighteenth batch): configured before any score; first scored 0.980 / 0.780. "
              "Read on 2026-12-05 (round 28: a header included inside a namespace block, enable_if conditions "
              "joined by &&): tuned on since.")),
    # Imath: the library (src/Imath/) as its CMake file builds it on Linux with its defaults: no C++ standard
    # (cxx_std_14 is met by g++ 12's gnu++17), Release (its default build type: NDEBUG), shared (BUILD_SHARED_LIBS
    # on: IMATH_EXPORTS, and Imath_EXPORTS, the target's DEFINE_SYMBOL), hidden visibility (inlines too); src/Imath
    # and the build folder's config/ on the include path.  ImathConfig.h is configure_file's output there (written
    # here without its comments: version 3.2.0-dev, the half lookup table on, noexcept on, API visibility on).
    # toFloat.cpp, the program that generates toFloat.h's table, is in no CMake target, so left out.  The tests
    # (src/ImathTest/), the Python bindings (src/python/, src/pybind11/; PYTHON and PYBIND11 off) and the website's
    # examples are not scored.
    "imath": Project(
        RepoSpec("imath", "AcademySoftwareFoundation+Imath", "d0a0b115c51f997924cebcca8067ba78ea1cb68e",
                 ("src/Imath/",), True, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DNDEBUG", "-DIMATH_EXPORTS", "-DImath_EXPORTS", "-fvisibility=hidden",
                "-fvisibility-inlines-hidden", "-I{root}/src/Imath", "-I{gen}"),
        skip=("src/Imath/toFloat.cpp",),
        generated=(("ImathConfig.h", "#ifndef INCLUDED_IMATH_CONFIG_H\n#define INCLUDED_IMATH_CONFIG_H 1\n"
                    "#pragma once\n"
                    "#define IMATH_HALF_USE_LOOKUP_TABLE\n#define IMATH_INTERNAL_NAMESPACE_CUSTOM 0\n"
                    "#define IMATH_INTERNAL_NAMESPACE Imath_3_2\n#define IMATH_NAMESPACE_CUSTOM 0\n"
                    '#define IMATH_NAMESPACE Imath\n#define IMATH_VERSION_STRING "3.2.0"\n'
                    '#define IMATH_PACKAGE_STRING "Imath 3.2.0-dev"\n#define IMATH_VERSION_MAJOR 3\n'
                    '#define IMATH_VERSION_MINOR 2\n#define IMATH_VERSION_PATCH 0\n'
                    '#define IMATH_VERSION_RELEASE_TYPE "-dev"\n'
                    "#define IMATH_VERSION_HEX ((uint32_t (IMATH_VERSION_MAJOR) << 24) | "
                    "(uint32_t (IMATH_VERSION_MINOR) << 16) | (uint32_t (IMATH_VERSION_PATCH) << 8))\n"
                    '#define IMATH_LIB_VERSION_STRING "30.3.2.0"\n#define IMATH_USE_NOEXCEPT 1\n'
                    "#if IMATH_USE_NOEXCEPT\n#define IMATH_NOEXCEPT noexcept\n#else\n#define IMATH_NOEXCEPT\n#endif\n"
                    "#ifndef IMATH_FOREIGN_VECTOR_INTEROP\n"
                    "#if defined(__GNUC__) && __GNUC__ == 4 && !defined(__clang__)\n"
                    "#define IMATH_FOREIGN_VECTOR_INTEROP 0\n#else\n#define IMATH_FOREIGN_VECTOR_INTEROP 1\n#endif\n"
                    "#endif\n#if defined(__CUDACC__) || defined(__HIP__)\n"
                    "#define IMATH_HOSTDEVICE __host__ __device__\n"
                    "#else\n#define IMATH_HOSTDEVICE\n#endif\n"
                    "#if defined(__GNUC__) || defined(__clang__) || defined(__INTEL_COMPILER)\n#ifdef __cplusplus\n"
                    "#define IMATH_LIKELY(x) (__builtin_expect (static_cast<bool> (x), true))\n"
                    "#define IMATH_UNLIKELY(x) (__builtin_expect (static_cast<bool> (x), false))\n#else\n"
                    "#define IMATH_LIKELY(x) (__builtin_expect ((x), 1))\n"
                    "#define IMATH_UNLIKELY(x) (__builtin_expect ((x), 0))\n#endif\n#else\n"
                    "#define IMATH_LIKELY(x) (x)\n#define IMATH_UNLIKELY(x) (x)\n#endif\n"
                    "#ifndef __has_attribute\n#define __has_attribute(x) 0\n#endif\n"
                    "#if defined(_MSC_VER)\n#define IMATH_DEPRECATED(msg) __declspec(deprecated (msg))\n"
                    "#elif defined(__cplusplus) && __cplusplus >= 201402L\n"
                    "#define IMATH_DEPRECATED(msg) [[deprecated (msg)]]\n"
                    "#elif defined(__GNUC__) || defined(__clang__)\n"
                    "#define IMATH_DEPRECATED(msg) __attribute__ ((deprecated (msg)))\n#else\n"
                    "#define IMATH_DEPRECATED(msg)\n#endif\n#define IMATH_ENABLE_API_VISIBILITY\n"
                    "#if !defined(_MSC_VER) && defined(IMATH_ENABLE_API_VISIBILITY)\n"
                    '#define IMATH_PUBLIC_SYMBOL_ATTRIBUTE __attribute__ ((__visibility__ ("default")))\n'
                    '#define IMATH_PRIVATE_SYMBOL_ATTRIBUTE __attribute__ ((__visibility__ ("hidden")))\n'
                    "#if __has_attribute(__type_visibility__)\n"
                    '#define IMATH_PUBLIC_TYPE_VISIBILITY_ATTRIBUTE __attribute__ ((__type_visibility__ ("default")))\n'
                    "#endif\n#endif\n#endif\n"),),
        note=("Fresh (the eighteenth batch): configured before any score; first scored 0.949 / 0.800. "
              "Read on 2026-12-05 (round 28: prefix macros after inline, declarations qualifying parameter "
              "types apart): tuned on since.")),
    # qu3e: the library (src/) as its CMake file builds it with its defaults: -std=c++11 (appended to
    # CMAKE_CXX_FLAGS), no build type, static (qu3e_build_static on, qu3e_build_shared off); no include directories
    # (the units include each other by relative path).  The demo (demo/, with its bundled freeglut and Dear ImGui;
    # qu3e_build_demo on, an OpenGL program of examples) is not scored.
    "qu3e": Project(
        RepoSpec("qu3e", "RandyGaul+qu3e", "1f519c95460ce2852356576b0f895861edbfe0be", ("src/",), True, ("cpp",)),
        "cpp", ("-std=c++11",),
        note=("Fresh (the eighteenth batch): configured before any score; first scored 0.908 / 0.905. "
              "Read on 2026-12-05 (round 28: the global namespace's overloads in the headers of one folder): "
              "tuned on since.")),
    # XZ Utils: liblzma (src/liblzma/ with the src/common/ files it compiles) and the xz, xzdec and lzmainfo programs
    # (src/xz/, src/xzdec/, src/lzmainfo/, with theirs) as its CMake file builds them on x86-64 Linux with its
    # defaults: gnu11 (CMAKE_C_STANDARD 11, extensions on), no build type (so NDEBUG, its $<$<CONFIG:>:NDEBUG>),
    # static liblzma (BUILD_SHARED_LIBS off: HAVE_VISIBILITY=0), POSIX threads, every check, match finder, encoder and
    # decoder (the MicroLZMA coders and the lzip decoder too), CLMUL CRC with runtime detection, the Landlock sandbox,
    # NLS (gettext is installed: ENABLE_NLS for xz and lzmainfo) and the tuklib checks' results on glibc 2.36; every
    # unit here gets the union of the targets' defines and include paths (liblzma's TUKLIB_SYMBOL_PREFIX=lzma_,
    # CPU-feature and tuklib method defines, the programs' NLS, Landlock, mbstr, progname and file-time ones, xz's
    # ASSUME_RAM=128): the programs' defines are read by their files only, and liblzma's by its own but for
    # TUKLIB_SYMBOL_PREFIX, which also renames the programs' tuklib functions (tuklib_exit is lzma_tuklib_exit in
    # every unit alike; calls and definitions reach it through tuklib's own macros).  xzdec.c is parsed as xzdec
    # (lzmadec is the same file with LZMADEC).  Not built with these defaults, so left out: crc32_small.c and
    # crc64_small.c (XZ_SMALL off) and the table generators (*_tablegen.c, crc_clmul_consts_gen.c: programs of their
    # own, in no CMake target).  The tests, debug/, doc/examples, extra/, lib/ (gnulib's getopt, unused: glibc has
    # getopt_long), dos/ and windows/ are not scored.
    "xz": Project(
        RepoSpec("xz", "tukaani-project+xz", "28a66a3d1b6af89ed6ee841384c339629fda8264",
                 ("src/liblzma/", "src/common/", "src/xz/", "src/xzdec/", "src/lzmainfo/"), True, ("c",)),
        "c", ("-std=gnu11", "-DNDEBUG", '-DPACKAGE_NAME="XZ Utils"', '-DPACKAGE_BUGREPORT="xz@tukaani.org"',
              '-DPACKAGE_URL="https://tukaani.org/xz/"', '-DPACKAGE="xz"', '-DLOCALEDIR="/usr/local/share/locale"',
              "-DASSUME_RAM=128", "-DHAVE_VISIBILITY=0", "-DTUKLIB_SYMBOL_PREFIX=lzma_",
              *(f"-D{name}" for name in (
                  "_ALL_SOURCE", "_DARWIN_C_SOURCE", "_GNU_SOURCE", "_NETBSD_SOURCE", "_OPENBSD_SOURCE",
                  "_POSIX_PTHREAD_SEMANTICS", "_TANDEM_SOURCE", "__EXTENSIONS__", "HAVE_STDBOOL_H", "HAVE__BOOL",
                  "HAVE_STDINT_H", "HAVE_INTTYPES_H", "HAVE_CHECK_CRC32", "HAVE_CHECK_CRC64", "HAVE_CHECK_SHA256",
                  "HAVE_CLOCK_GETTIME", "HAVE_CLOCK_MONOTONIC", "HAVE_PTHREAD_CONDATTR_SETCLOCK", "MYTHREAD_POSIX",
                  "HAVE___BUILTIN_BSWAPXX", "HAVE___BUILTIN_ASSUME_ALIGNED", "TUKLIB_FAST_UNALIGNED_ACCESS",
                  "HAVE_MF_HC3", "HAVE_MF_HC4", "HAVE_MF_BT2", "HAVE_MF_BT3", "HAVE_MF_BT4", "HAVE_ENCODERS",
                  "HAVE_DECODERS", "HAVE_LZIP_DECODER", "HAVE_FUNC_ATTRIBUTE_CONSTRUCTOR", "HAVE_CPUID_H",
                  "HAVE_IMMINTRIN_H", "HAVE__MM_MOVEMASK_EPI8", "HAVE_USABLE_CLMUL",
                  "TUKLIB_CPUCORES_SCHED_GETAFFINITY", "TUKLIB_PHYSMEM_SYSCONF", "ENABLE_NLS", "HAVE_LINUX_LANDLOCK",
                  "HAVE_MBRTOWC", "HAVE_WCWIDTH", "HAVE_VASPRINTF", "HAVE_PROGRAM_INVOCATION_NAME", "HAVE_FUTIMENS",
                  "HAVE_GETRLIMIT", "HAVE_POSIX_FADVISE", "HAVE_STRUCT_STAT_ST_ATIM_TV_NSEC")),
              *(f"-DHAVE_{kind}_{name}" for kind in ("ENCODER", "DECODER") for name in (
                  "LZMA1", "LZMA2", "DELTA", "X86", "ARM", "ARMTHUMB", "ARM64", "POWERPC", "IA64", "SPARC", "RISCV")),
              *(f"-I{{root}}/src/liblzma/{name}" for name in (
                  "api", "common", "check", "lz", "rangecoder", "lzma", "delta", "simple")),
              "-I{root}/src/common", "-I{root}/lib"),
        skip=("src/liblzma/check/crc32_small.c", "src/liblzma/check/crc64_small.c",
              "src/liblzma/check/crc32_tablegen.c", "src/liblzma/check/crc64_tablegen.c",
              "src/liblzma/check/crc_clmul_consts_gen.c", "src/liblzma/lzma/fastpos_tablegen.c",
              "src/liblzma/rangecoder/price_tablegen.c"),
        note=("Fresh (the eighteenth batch): configured before any score; first scored 0.985 / 0.811. "
              "Read on 2026-12-05 (round 28: lower-case attribute macros after a prototype): tuned on since.")),
    # CRoaring: the roaring library (src/, include/roaring/) as its CMake file builds it on x86-64 Linux with its
    # defaults: gnu11 (CMAKE_C_STANDARD 11, extensions on), Release (its default build type: NDEBUG), static
    # (ROARING_BUILD_STATIC on), x64 and AVX code paths on (chosen at run time; no -m flags); src/, include/ and cpp/
    # on the include path (roaring-headers and roaring-headers-cpp).  The C++ wrapper (cpp/, header-only), the tests,
    # benchmarks, microbenchmarks, fuzz/, tools/ and the amalgamation demos are not scored.
    "croaring": Project(
        RepoSpec("croaring", "RoaringBitmap+CRoaring", "0489dd47c1ffcd5a43f90f44f5f10e92b4fceaec",
                 ("src/", "include/"), True, ("c",)),
        "c", ("-std=gnu11", "-DNDEBUG", "-I{root}/src", "-I{root}/include", "-I{root}/cpp"),
        note=("Fresh (the eighteenth batch): configured before any score; first scored 0.998 / 0.604. "
              "Read on 2026-12-05 (round 28: the namespaces an #ifdef __cplusplus block opens for a C "
              "library's C++ users): tuned on since.")),
    # Zopfli: the libzopfli library and the zopfli program (src/zopfli/) as its CMake file builds them with its
    # defaults: no C standard (gnu17, gcc 12's default), Release (its default build type: NDEBUG), static
    # (ZOPFLI_BUILD_SHARED off); the program's unit gets src/zopfli on the include path (the library's include by
    # relative path; the same headers either way).  (Its Makefile, the other build, compiles the same files with
    # -ansi -pedantic and no NDEBUG; CMake's is taken.)  ZopfliPNG (src/zopflipng/, C++, with its copy of LodePNG) and
    # go/ are not scored.
    "zopfli": Project(
        RepoSpec("zopfli", "google+zopfli", "ccf9f0588d4a4509cb1040310ec122243e670ee6", ("src/zopfli/",), False,
                 ("c",)),
        "c", ("-std=gnu17", "-DNDEBUG", "-I{root}/src/zopfli"),
        note=("Fresh (the eighteenth batch): configured before any score; first scored with batch 18, not tuned on.")),
    # libevent: the event_core, event_extra, event_openssl and event_pthreads libraries (the top folder's sources,
    # include/, compat/) as its CMake file builds them on x86-64 Linux with its defaults: no C standard (gnu17, gcc
    # 12's default), Release (its default build type: NDEBUG), shared and static (EVENT__LIBRARY_TYPE DEFAULT: BOTH
    # off MSVC; the shared libraries' flags are taken), HAVE_CONFIG_H, -fno-strict-aliasing, hidden visibility,
    # thread support and debug mode on; OpenSSL found (Debian's libssl-dev: bufferevent_openssl.c,
    # bufferevent_ssl.c), Mbed TLS not (no libmbedtls-dev: no bufferevent_mbedtls.c); the select, poll, epoll and
    # signalfd backends.  Each unit gets event_shared_EXPORTS (the combined libevent library's DEFINE_SYMBOL; the
    # four libraries' own make EVENT2_EXPORT_SYMBOL the same default-visibility attribute on Linux), and sha1.c's own
    # -DLITTLE_ENDIAN=1 (its CMake source property): no other file reads LITTLE_ENDIAN (glibc's <endian.h> redefines
    # it where included: a warning only).  include/event2/event-config.h and include/evconfig-private.h are
    # configure_file's output in the build folder's include/, first on the include path (written here without their
    # comments, as its checks find glibc 2.36: arc4random, getrandom, epoll_pwait2).  Not built on Linux, so left
    # out: the Windows (IOCP, win32select, wepoll, evthread_win32), BSD/macOS (kqueue) and Solaris (devpoll, evport)
    # backends, epoll_sub.c (in no CMake list) and arc4random.c (#included by evutil_rand.c only when libc lacks
    # arc4random).  The tests, samples and benchmarks (test/, sample/), extra/, test-export/ and WIN32-Code/ are not
    # scored.
    "libevent": Project(
        RepoSpec("libevent", "libevent+libevent", "0c3e47ad5f654714e39bae3f8689a3446599b614",
                 ("include/", "compat/", "arc4random.c", "buffer", "changelist-internal.h", "defer-internal.h",
                  "devpoll.c", "epoll", "evbuffer-internal.h", "evdns", "event", "evmap", "evport.c", "evrpc",
                  "evsignal-internal.h", "evthread", "evutil", "ht-internal.h", "http", "iocp-internal.h",
                  "ipv6-internal.h", "kqueue", "listener.c", "log", "mbedtls-compat.h", "minheap-internal.h",
                  "mm-internal.h", "openssl-compat.h", "poll.c", "ratelim-internal.h", "select.c", "sha1.", "signal",
                  "ssl-compat.h", "strlcpy", "time-internal.h", "util-internal.h", "watch.c", "wepoll.",
                  "win32select.c", "ws.c"), False, ("c",)),
        "c", ("-std=gnu17", "-DNDEBUG", "-DHAVE_CONFIG_H", "-Devent_shared_EXPORTS", "-DLITTLE_ENDIAN=1",
              "-fno-strict-aliasing", "-fvisibility=hidden", "-I{gen}/include", "-I{root}/include",
              "-I{root}/compat", "-I{root}"),
        skip=("buffer_iocp.c", "bufferevent_async.c", "event_iocp.c", "win32select.c", "wepoll.c", "evthread_win32.c",
              "kqueue.c", "devpoll.c", "evport.c", "epoll_sub.c", "arc4random.c", "bufferevent_mbedtls.c"),
        generated=(("include/event2/event-config.h", "#ifndef EVENT2_EVENT_CONFIG_H_INCLUDED_\n"
                    "#define EVENT2_EVENT_CONFIG_H_INCLUDED_\n#define EVENT__NUMERIC_VERSION 0x02020100\n"
                    '#define EVENT__PACKAGE_VERSION "2.2.1"\n#define EVENT__VERSION_MAJOR 2\n'
                    '#define EVENT__VERSION_MINOR 2\n#define EVENT__VERSION "2.2.1-alpha-dev"\n'
                    '#define EVENT__PACKAGE "libevent"\n#define EVENT__PACKAGE_BUGREPORT ""\n'
                    '#define EVENT__PACKAGE_NAME ""\n#define EVENT__PACKAGE_STRING ""\n'
                    '#define EVENT__PACKAGE_TARNAME ""\n'
                    + "".join(f"#define EVENT__{name} 1\n" for name in (
                        "VERSION_PATCH", "HAVE_ACCEPT4", "HAVE_ARC4RANDOM", "HAVE_ARC4RANDOM_BUF", "HAVE_ARPA_INET_H",
                        "HAVE_CLOCK_GETTIME", "HAVE_GETRANDOM", "HAVE_NETDB_H", "HAVE_FD_MASK", "HAVE_EPOLL",
                        "HAVE_EPOLL_CREATE1", "HAVE_EPOLL_PWAIT2", "HAVE_EVENTFD", "HAVE_FCNTL", "HAVE_FCNTL_H",
                        "HAVE_GETADDRINFO", "HAVE_GETEGID", "HAVE_GETEUID", "HAVE_GETHOSTBYNAME_R",
                        "HAVE_GETHOSTBYNAME_R_6_ARG", "HAVE_GETIFADDRS", "HAVE_GETNAMEINFO", "HAVE_GETPROTOBYNUMBER",
                        "HAVE_GETSERVBYNAME", "HAVE_GETTIMEOFDAY", "HAVE_IFADDRS_H", "HAVE_INET_NTOP", "HAVE_INET_PTON",
                        "HAVE_INTTYPES_H", "HAVE_MMAP", "HAVE_MMAP64", "HAVE_NANOSLEEP", "HAVE_USLEEP",
                        "HAVE_NETINET_IN_H", "HAVE_NETINET_TCP_H", "HAVE_SYS_AUXV_H", "HAVE_SYS_UN_H", "HAVE_OPENSSL",
                        "HAVE_PIPE", "HAVE_PIPE2", "HAVE_POLL", "HAVE_PTHREADS", "HAVE_PTHREAD_MUTEXATTR_SETPROTOCOL",
                        "HAVE_PUTENV", "HAVE_SA_FAMILY_T", "HAVE_SELECT", "HAVE_SETENV", "HAVE_SETFD", "HAVE_SETRLIMIT",
                        "HAVE_SENDFILE", "HAVE_PREAD", "HAVE_SIGACTION", "HAVE_SOCKETPAIR", "HAVE_STRSIGNAL",
                        "HAVE_STDARG_H", "HAVE_STDDEF_H", "HAVE_STDINT_H", "HAVE_STDLIB_H", "HAVE_STRSEP",
                        "HAVE_STRTOK_R", "HAVE_STRTOLL", "HAVE_STRUCT_ADDRINFO", "HAVE_STRUCT_IN6_ADDR",
                        "HAVE_STRUCT_SOCKADDR_IN6", "HAVE_STRUCT_SOCKADDR_UN", "HAVE_STRUCT_SOCKADDR_STORAGE",
                        "HAVE_STRUCT_SOCKADDR_STORAGE_SS_FAMILY", "HAVE_STRUCT_LINGER", "HAVE_SYS_EVENTFD_H",
                        "HAVE_SYS_IOCTL_H", "HAVE_SYS_MMAN_H", "HAVE_SYS_PARAM_H", "HAVE_SYS_RESOURCE_H",
                        "HAVE_SYS_SELECT_H", "HAVE_SYS_SENDFILE_H", "HAVE_SYS_SOCKET_H", "HAVE_SYS_STAT_H",
                        "HAVE_SYS_RANDOM_H", "HAVE_SYS_TIMERFD_H", "HAVE_SYS_SIGNALFD_H", "HAVE_SYS_TIME_H",
                        "HAVE_SYS_TYPES_H", "HAVE_SYS_UIO_H", "HAVE_SYS_WAIT_H", "HAVE_ERRNO_H", "HAVE_TIMERADD",
                        "HAVE_TIMERCLEAR", "HAVE_TIMERFD_CREATE", "HAVE_TIMERISSET", "HAVE_UINT8_T", "HAVE_UINT16_T",
                        "HAVE_UINT32_T", "HAVE_UINT64_T", "HAVE_UINTPTR_T", "HAVE_UMASK", "HAVE_UNISTD_H",
                        "HAVE_UNSETENV", "HAVE___func__", "HAVE___FUNCTION__"))
                    + "#define EVENT__HAVE_DECL_CTL_KERN 0\n#define EVENT__HAVE_DECL_KERN_ARND 0\n"
                    + "".join(f"#define EVENT__SIZEOF_{name} {size}\n" for name, size in (
                        ("PTHREAD_T", 8), ("INT", 4), ("LONG", 8), ("LONG_LONG", 8), ("OFF_T", 8), ("SHORT", 2),
                        ("SIZE_T", 8), ("SOCKLEN_T", 4), ("VOID_P", 8), ("TIME_T", 8)))
                    + "#ifndef __cplusplus\n#define EVENT__inline inline\n#endif\n"
                    "#define EVENT__socklen_t socklen_t\n#define EVENT__ssize_t ssize_t\n#endif\n"),
                   ("include/evconfig-private.h", "#ifndef EVCONFIG_PRIVATE_H_INCLUDED_\n"
                    "#define EVCONFIG_PRIVATE_H_INCLUDED_\n#define _GNU_SOURCE 1\n#ifdef __QNX__\n#endif\n#endif\n")),
        note=("Fresh (the eighteenth batch): configured before any score; first scored with batch 18, not tuned on.")),
    # The nineteenth fresh batch (2026-12-05), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 19, not tuned on.  Each CMake project's flags are the
    # ones its own CMake configuration (cmake 3.25, g++ 12 on x86-64 Debian 12) gives in compile_commands.json with its
    # defaults, and its generated headers are that configuration's output; Gumbo's are the DEFS of its autotools
    # configure (autoconf 2.71, automake 1.16, libtool 2.4).  Flags that only change code generation or warnings
    # (-O, -g, -W..., -pedantic, -fPIC, -flto, -fstack-protector-strong, -fno-omit-frame-pointer) are left out.  (Not
    # taken: xlnt, whose XML reading and writing is compiled from the third-party/libstudxml git submodule, absent
    # from the snapshot, with no Debian package to stand for it; uchardet, whose CharDistribution.cpp #includes five
    # frequency tables named *.tab (250 KB), which the yardstick's checkout does not write (no header-like name) and
    # which are too long to write here; Kakoune (C++2b), two of whose 58 units (highlighters.cc, scope.cc) use what
    # libclang 14 cannot compile (a lambda capturing a structured binding, parenthesized aggregate initialization);
    # re2c, whose lexers, parsers and option tables are re2c and bison output copied at configure time from
    # bootstrap/ into the build folder (units outside the checkout's tree); gflags, PCRE2, cJSON, FastPFor and hiredis
    # for the reasons given at batches 12 to 18.)
    # primesieve: the libprimesieve library and the primesieve program (src/, include/; BUILD_PRIMESIEVE on) as its
    # CMake file builds them on x86-64 Linux with its defaults: no C++ standard (cxx_std_11 is met by g++ 12's
    # gnu++17), Release (its default build type: NDEBUG), shared and static (BUILD_SHARED_LIBS and BUILD_STATIC_LIBS
    # on; the shared library's flags are taken: libprimesieve_EXPORTS, its DEFINE_SYMBOL, which no file reads),
    # CMAKE_VISIBILITY_INLINES_HIDDEN on, and WITH_MULTIARCH on: its three checks compile with g++ 12
    # (ENABLE_MULTIARCH_x86_POPCNT, ENABLE_MULTIARCH_AVX512_BW, ENABLE_MULTIARCH_AVX512_VBMI2: function multiversioning
    # by target attributes, no -m flags), so src/arch/x86/cpuid.cpp is built; include/ and src/ on the include path
    # (the program's units list src/ first: no header name is in both).  Not built on x86-64, so left out:
    # src/arch/arm/sve.cpp (the ARM SVE check runs only when no x86 one passes).  The program's
    # src/app/stressTest.cpp (its --stress-test option) is a test to the indexer, so not scored; nor are the examples
    # (BUILD_EXAMPLES off), the tests (test/, BUILD_TESTS off), doc/ and scripts/.
    "primesieve": Project(
        RepoSpec("primesieve", "kimwalisch+primesieve", "0f2dcaf3409b1fb729851744c7887891ba433e92",
                 ("src/", "include/"), True, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DNDEBUG", "-DENABLE_MULTIARCH_AVX512_BW", "-DENABLE_MULTIARCH_AVX512_VBMI2",
                "-DENABLE_MULTIARCH_x86_POPCNT", "-Dlibprimesieve_EXPORTS", "-fvisibility-inlines-hidden",
                "-I{root}/include", "-I{root}/src"),
        skip=("src/arch/arm/sve.cpp",),
        note=("Fresh (the nineteenth batch): configured before any score; first scored 0.999 / 0.887. "
              "Read on 2026-12-05 (round 29: an ``extern`` variable a header declares, an attribute macro before a "
              "local's type, ``auto`` locals of a dereferenced cast or an alias read for constness, value macros as "
              "rvalues): tuned on since.")),
    # muduo: the muduo_base, muduo_net, muduo_http and muduo_inspect libraries (muduo/base/, muduo/net/ with its
    # poller/, http/ and inspect/) as its CMake file builds them on x86-64 Linux with its defaults: Release (its
    # default build type: -DNDEBUG from its CMAKE_CXX_FLAGS_RELEASE), static, and its CXX_FLAGS: -std=c++11,
    # CHECK_PTHREAD_RETURN_VALUE and _FILE_OFFSET_BITS=64 (-march=native, which depends on the build machine, and
    # -rdynamic, a link flag, are left out: no file tests a CPU feature macro); the repository root and Boost's
    # headers on the include path (find_package(Boost REQUIRED): Debian's libboost-dev, whose headers are in
    # /usr/include).  accept4 is found (no NO_ACCEPT4 for SocketsOps.cc); gperftools is not installed (no
    # HAVE_TCMALLOC for muduo_inspect).  Protobuf is not installed, so muduo/net/protobuf/ and muduo/net/protorpc/
    # (EXCLUDE_FROM_ALL without it; their units read protobuf's headers and protoc's rpc.pb.h) are not built, so
    # left out, and so is muduo/net/boilerplate.cc (a template for new classes, in no CMake list: it #includes a
    # muduo/net/BoilerPlate.h that does not exist).  The tests (tests/ folders), examples/ and contrib/
    # (MUDUO_BUILD_EXAMPLES on: programs of examples) are not scored.
    "muduo": Project(
        RepoSpec("muduo", "chenshuo+muduo", "f1fc77e0c13b80e5086ff457362c8a86d1b609d4",
                 ("muduo/base/", "muduo/net/"), False, ("cpp",)),
        "cpp", ("-std=c++11", "-DNDEBUG", "-DCHECK_PTHREAD_RETURN_VALUE", "-D_FILE_OFFSET_BITS=64", "-I{root}"),
        skip=("muduo/net/boilerplate.cc", "muduo/net/protobuf/ProtobufCodecLite.cc", "muduo/net/protorpc/RpcChannel.cc",
              "muduo/net/protorpc/RpcCodec.cc", "muduo/net/protorpc/RpcServer.cc"),
        note=("Fresh (the nineteenth batch): configured before any score; first scored with batch 19, not tuned on.")),
    # libheif: the heif library (libheif/) as its CMake file builds it on x86-64 Linux with its defaults: C++20
    # without extensions (CMAKE_CXX_STANDARD 20; -std=c++20), no build type, shared (BUILD_SHARED_LIBS on:
    # LIBHEIF_EXPORTS, and heif_EXPORTS, the target's DEFINE_SYMBOL), reduced visibility (HAVE_VISIBILITY, hidden,
    # inlines too), plugin loading (ENABLE_PLUGIN_LOADING: plugins_unix.cc), multithreading and parallel tile
    # decoding, little-endian (IS_BIG_ENDIAN=0), <bit> and unistd.h found (HAVE_BIT, HAVE_UNISTD_H); the build folder,
    # libheif/ and libheif/api/ on the include path.  libheif/heif_version.h is configure_file's output there
    # (written here without its comments: version 1.23.1, the plugin folder under /usr/local).  No codec library is
    # installed here (libde265, x265, x264, OpenH264, AOM, dav1d, ...: all optional), so none of libheif/plugins/ is
    # built, and neither are the experimental uncompressed codec (WITH_UNCOMPRESSED_CODEC off: codecs/uncompressed/,
    # image-items/unc_image.cc), the experimental API (ENABLE_EXPERIMENTAL_FEATURES off: heif_experimental.cc) and
    # plugins_windows.cc: left out.  The examples and heifio/ (their image I/O), gdk-pixbuf/, gnome/, fuzzing/, go/,
    # the tests and third-party/ are not scored.
    "libheif": Project(
        RepoSpec("libheif", "strukturag+libheif", "9f31998e0f426eeec9ece938baabe6fbf858e042", ("libheif/",), False,
                 ("cpp",)),
        "cpp", ("-std=c++20", "-DENABLE_MULTITHREADING_SUPPORT=1", "-DENABLE_PARALLEL_TILE_DECODING=1",
                "-DENABLE_PLUGIN_LOADING=1", "-DHAVE_BIT", "-DHAVE_UNISTD_H", "-DHAVE_VISIBILITY", "-DIS_BIG_ENDIAN=0",
                "-DLIBHEIF_EXPORTS", "-Dheif_EXPORTS", "-fvisibility=hidden", "-fvisibility-inlines-hidden",
                "-I{gen}", "-I{root}/libheif", "-I{root}/libheif/api"),
        skip=("libheif/api/libheif/heif_experimental.cc", "libheif/image-items/unc_image.cc",
              "libheif/plugins_windows.cc",
              *(f"libheif/codecs/uncompressed/unc_{name}.cc" for name in (
                  "boxes", "codec", "dec", "decoder", "decoder_block_component_interleave",
                  "decoder_block_pixel_interleave", "decoder_bytealign_component_interleave",
                  "decoder_component_interleave", "decoder_legacybase", "decoder_mixed_interleave",
                  "decoder_pixel_interleave", "decoder_row_interleave", "enc", "encoder",
                  "encoder_component_interleave", "encoder_rgb_block_pixel_interleave",
                  "encoder_rgb_bytealign_pixel_interleave", "encoder_rgb_pixel_interleave")),
              *(f"libheif/plugins/{name}.cc" for name in (
                  "decoder_aom", "decoder_dav1d", "decoder_ffmpeg", "decoder_jpeg", "decoder_libde265",
                  "decoder_openh264", "decoder_openjpeg", "decoder_uncompressed", "decoder_vvdec", "decoder_webcodecs",
                  "encoder_aom", "encoder_jpeg", "encoder_kvazaar", "encoder_openjpeg", "encoder_openjph",
                  "encoder_rav1e", "encoder_svt", "encoder_uncompressed", "encoder_uvg266", "encoder_vvenc",
                  "encoder_x264", "encoder_x265"))),
        generated=(("libheif/heif_version.h", "#ifndef LIBHEIF_HEIF_VERSION_H\n#define LIBHEIF_HEIF_VERSION_H\n"
                    "#define LIBHEIF_NUMERIC_VERSION ((1<<24) | (23<<16) | (1<<8) | 0)\n"
                    '#define LIBHEIF_VERSION "1.23.1"\n#define LIBHEIF_PLUGIN_DIRECTORY "/usr/local/lib/libheif"\n'
                    "#endif\n"),),
        note=("Fresh (the nineteenth batch): configured before any score; first scored with batch 19, not tuned on.")),
    # KenLM: the kenlm_util and kenlm libraries and their programs (util/, util/stream/, lm/, lm/builder/, lm/common/,
    # lm/filter/: build_binary, query, fragment, lmplz, count_ngrams, filter, phrase_table_vocab) as its CMake file
    # builds them on x86-64 Linux with its defaults: C++11 without extensions (CMAKE_CXX_STANDARD 11,
    # CMAKE_CXX_EXTENSIONS OFF), Release (its default build type: NDEBUG), static; Boost found (its imported targets'
    # BOOST_ALL_NO_LIB and *_DYN_LINK defines; Debian's libboost-program-options-dev, libboost-system-dev,
    # libboost-thread-dev and libboost-test-dev, all four components REQUIRED by its find_package), no include
    # directories (the units include each other by relative path).  Every unit here gets the union of the targets'
    # defines: lm's KENLM_MAX_ORDER=6 (lm/max_order.hh's default too), util's HAVE_CLOCKGETTIME (read by usage.cc
    # alone) and read_compressed.cc's own HAVE_ZLIB, HAVE_BZLIB and HAVE_XZLIB (zlib, bzip2 and liblzma found: Debian's
    # zlib1g-dev, libbz2-dev and liblzma-dev; no other scored file reads them).  Eigen3 is not installed, so
    # ENABLE_INTERPOLATE is off (lm/interpolate/ is not built); neither are lm/wrappers/nplm.cc (no NPLM),
    # lm/builder/dump_counts_main.cc and util/cat_compressed_main.cc (in no CMake target): left out, and so are the
    # benchmark programs (lm/kenlm_benchmark_main.cc, util/probing_hash_table_benchmark_main.cc).
    # util/double-conversion/ (a vendored copy of Google's double-conversion, compiled into kenlm_util), the tests
    # (*_test.cc, Boost.Test), python/ and cmake/ are not scored.
    "kenlm": Project(
        RepoSpec("kenlm", "kpu+kenlm", "4cb443e60b7bf2c0ddf3c745378f76cb59e254e5",
                 ("lm/", "util/stream/", *(f"util/{name}" for name in (
                     "bit_packing", "cat_compressed_main", "ersatz_progress", "exception", "fake_ostream", "file",
                     "fixed_array", "float_to_string", "getopt", "have", "integer_to_string", "joint_sort", "mmap",
                     "multi_intersection", "murmur_hash", "parallel_read", "pcqueue", "pool", "probing_hash_table",
                     "proxy_iterator", "read_compressed", "scoped", "sized_iterator", "sorted_uniform", "spaces",
                     "string_", "thread_pool", "tokenize_piece", "usage"))), True, ("cpp",)),
        "cpp", ("-std=c++11", "-DNDEBUG", "-DBOOST_ALL_NO_LIB", "-DBOOST_ATOMIC_DYN_LINK",
                "-DBOOST_PROGRAM_OPTIONS_DYN_LINK", "-DBOOST_SYSTEM_DYN_LINK", "-DBOOST_THREAD_DYN_LINK",
                "-DBOOST_UNIT_TEST_FRAMEWORK_DYN_LINK", "-DKENLM_MAX_ORDER=6", "-DHAVE_CLOCKGETTIME", "-DHAVE_ZLIB",
                "-DHAVE_BZLIB", "-DHAVE_XZLIB"),
        skip=("lm/builder/dump_counts_main.cc", "lm/wrappers/nplm.cc", "util/cat_compressed_main.cc",
              "lm/kenlm_benchmark_main.cc", "util/probing_hash_table_benchmark_main.cc",
              *(f"lm/interpolate/{name}.cc" for name in (
                  "backoff_reunification", "bounded_sequence_encoding", "interpolate_main", "merge_probabilities",
                  "merge_vocab", "normalize", "pipeline", "split_worker", "streaming_example_main",
                  "tune_derivatives", "tune_instances", "tune_weights", "universal_vocab"))),
        note=("Fresh (the nineteenth batch): configured before any score; first scored 0.987 / 0.892. "
              "Read on 2026-12-05 (round 29: locals constructed in a ``for`` statement or with arguments typed and "
              "mutable, copies of a result read as mutable): tuned on since.")),
    # SOCI: the soci_core library and its Empty, PostgreSQL and SQLite3 backends (src/core/, src/backends/empty/,
    # src/backends/postgresql/, src/backends/sqlite3/, include/) as its CMake files build them on x86-64 Linux with
    # its defaults: C++14 without extensions (CMAKE_CXX_STANDARD 14, CMAKE_CXX_EXTENSIONS OFF), Release (its default
    # build type: NDEBUG; its link-time optimization only changes code generation), shared (SOCI_DLL, and each
    # target's SOCI_*_SOURCE and soci_*_EXPORTS), hidden visibility, Boost on (WITH_BOOST: SOCI_HAVE_BOOST, and
    # SOCI_HAVE_BOOST_DATE_TIME with Boost.DateTime found), the system {fmt} (found: FMT_SHARED; Debian's libfmt-dev
    # 9.1.0 instead of the 3rdparty/fmt git submodule, absent from the snapshot), the backend loader's
    # DEFAULT_BACKENDS_PATH, SOCI_ABI_VERSION, SOCI_DEBUG_POSTFIX, SOCI_LIB_PREFIX and SOCI_LIB_SUFFIX, and the
    # PostgreSQL backend's SOCI_POSTGRESQL_NO_LIBVERSION and SOCI_POSTGRESQL_NO_LO64; include/, include/soci/,
    # include/private/, the build folder's include/ and PostgreSQL's /usr/include/postgresql (a system folder) on the
    # include path.  Every unit here gets the union of the four targets' defines (each *_SOURCE and *_EXPORTS only
    # selects its own target's export macro; the loader's strings are read by backend-loader.cpp alone).  The
    # backends are the ones whose client libraries are found here: PostgreSQL (libpq-dev) and SQLite3
    # (libsqlite3-dev, instead of the absent 3rdparty/sqlite3 submodule), with Empty, the sample backend; DB2,
    # Firebird, MySQL, ODBC and Oracle are not, so their folders are not scored.  include/soci/soci-config.h is
    # configure_file's output there (written here without its comments: it defines every SOCI_HAVE_* backend macro,
    # the disabled ones too, as CMake 3.25 writes it).  Needs Debian's libboost-dev, libboost-date-time-dev,
    # libfmt-dev, libpq-dev and libsqlite3-dev.  The tests, languages/ (the Ada binding), docs/, www/ and scripts/ are
    # not scored.
    "soci": Project(
        RepoSpec("soci", "SOCI+soci", "e5ff44cc2179715764014b930c86a65d6c0f6c95",
                 ("src/core/", "src/backends/empty/", "src/backends/postgresql/", "src/backends/sqlite3/", "include/"),
                 True, ("cpp",)),
        "cpp", ("-std=c++14", "-DNDEBUG", "-DBOOST_ALL_NO_LIB", "-DBOOST_DATE_TIME_DYN_LINK", "-DFMT_SHARED",
                "-DSOCI_DLL", "-DSOCI_HAVE_BOOST", "-DSOCI_HAVE_BOOST_DATE_TIME",
                '-DDEFAULT_BACKENDS_PATH="/usr/local/lib"',
                '-DSOCI_ABI_VERSION="4"', '-DSOCI_DEBUG_POSTFIX=""', '-DSOCI_LIB_PREFIX="libsoci_"',
                '-DSOCI_LIB_SUFFIX=".so"', "-DSOCI_SOURCE", "-Dsoci_core_EXPORTS", "-DSOCI_EMPTY_SOURCE",
                "-Dsoci_empty_EXPORTS", "-DSOCI_POSTGRESQL_SOURCE", "-Dsoci_postgresql_EXPORTS",
                "-DSOCI_POSTGRESQL_NO_LIBVERSION", "-DSOCI_POSTGRESQL_NO_LO64", "-DSOCI_SQLITE3_SOURCE",
                "-Dsoci_sqlite3_EXPORTS", "-fvisibility=hidden", "-I{root}/include", "-I{root}/include/soci",
                "-I{root}/include/private", "-I{gen}/include", "-isystem", "/usr/include/postgresql"),
        generated=(("include/soci/soci-config.h", "#ifndef SOCI_SOCICONFIG_H_INCLUDED\n"
                    "#define SOCI_SOCICONFIG_H_INCLUDED\n"
                    + "".join(f"#define SOCI_HAVE_{name} 1\n" for name in (
                        "EMPTY", "DB2", "FIREBIRD", "MYSQL", "ODBC", "ORACLE", "POSTGRESQL", "SQLITE3"))
                    + "#endif\n"),),
        note=("Fresh (the nineteenth batch): configured before any score; first scored 0.993 / 0.896. "
              "Read on 2026-12-05 (round 29: strings built by ``+`` and ``fmt::format``, function templates apart by "
              "standard containers and by ``T&`` / ``const T&``, a template's class template result, a pointer's own "
              "``at``): tuned on since.")),
    # QPDF: the libqpdf library and the qpdf, fix-qdf and zlib-flate programs (libqpdf/, include/, qpdf/qpdf.cc,
    # qpdf/fix-qdf.cc, zlib-flate/) as its CMake files build them on x86-64 Linux with its defaults: C++20 without
    # extensions (CMAKE_CXX_STANDARD 20, CMAKE_CXX_EXTENSIONS OFF), no build type, shared and static (the shared
    # library's flags are taken: libqpdf_EXPORTS), hidden visibility, QPDF_DISABLE_QTC=1 (ENABLE_QTC off), implicit
    # crypto: GnuTLS and OpenSSL both found (Debian's libgnutls28-dev and libssl-dev; gnutls the default), so the native
    # crypto (AES_PDF_native.cc, MD5_native.cc, QPDFCrypto_native.cc, RC4_native.cc, SHA2_native.cc, rijndael.cc, and
    # its C files) is not built; zlib and libjpeg found (zlib1g-dev, libjpeg62-turbo-dev); include/, libqpdf/ and the
    # build folder's libqpdf/ on the include path (the programs' units get the two libqpdf/ folders too: their
    # <qpdf/...> headers are found in include/ first either way).  libqpdf/qpdf/qpdf-config.h is configure_file's output
    # there (written here without its comments, as its checks find glibc 2.36).  QPDFNameTreeObjectHelper.cc and
    # QPDFNumberTreeObjectHelper.cc are empty files in no source list (NNTree.cc defines both classes), so left out.
    # The test programs (qpdf/test_*.cc, pdf_from_scratch.cc, the C tests), libtests/, examples/, fuzz/,
    # compare-for-test/, manual/, the generators (generate_auto_job; its auto_job_*.hh output is committed) and the
    # maintainers' scripts are not scored.
    "qpdf": Project(
        RepoSpec("qpdf", "qpdf+qpdf", "dfd251125cadb59fe04836f9197c3ef94f99cf55",
                 ("libqpdf/", "include/", "qpdf/qpdf.cc", "qpdf/fix-qdf.cc", "zlib-flate/"), True, ("cpp",)),
        "cpp", ("-std=c++20", "-DQPDF_DISABLE_QTC=1", "-Dlibqpdf_EXPORTS", "-fvisibility=hidden", "-I{root}/include",
                "-I{root}/libqpdf", "-I{gen}/libqpdf"),
        skip=("libqpdf/AES_PDF_native.cc", "libqpdf/MD5_native.cc", "libqpdf/QPDFCrypto_native.cc",
              "libqpdf/RC4_native.cc", "libqpdf/SHA2_native.cc", "libqpdf/rijndael.cc",
              "libqpdf/QPDFNameTreeObjectHelper.cc", "libqpdf/QPDFNumberTreeObjectHelper.cc"),
        generated=(("libqpdf/qpdf/qpdf-config.h", '#define DEFAULT_CRYPTO "gnutls"\n'
                    + "".join(f"#define {name} 1\n" for name in (
                        "USE_CRYPTO_GNUTLS", "USE_CRYPTO_OPENSSL", "HAVE_INTTYPES_H", "HAVE_STDINT_H",
                        "HAVE_EXTERN_LONG_TIMEZONE", "HAVE_FSEEKO", "HAVE_LOCALTIME_R", "HAVE_RANDOM",
                        "HAVE_MALLOC_INFO", "HAVE_OPEN_MEMSTREAM"))
                    + "#define SIZEOF_SIZE_T 8\n"),),
        note=("Fresh (the nineteenth batch): configured before any score; first scored 0.991 / 0.765. "
              "Read on 2026-12-05 (round 28: a member named bare out of line before a namespace of its name, a "
              "namespace reopened in the calling file): tuned on since.")),
    # NNG: the nng library (src/core/, src/platform/posix/, src/sp/, src/supplemental/, src/nng.c, src/nng_legacy.c,
    # include/nng/) and the nngcat program (src/tools/nngcat/; NNG_TOOLS on) as its CMake files build them on x86-64
    # Linux with its defaults: gnu99 (CMAKE_C_STANDARD 99, extensions on), no build type, shared (BUILD_SHARED_LIBS on:
    # NNG_SHARED_LIB, and nng_EXPORTS, the target's DEFINE_SYMBOL), hidden visibility (NNG_HIDDEN_VISIBILITY),
    # NNG_PRIVATE, every protocol and the inproc, IPC, TCP, WebSocket, UDP and fd transports, the HTTP API, statistics
    # and IPv6 on, TLS off (NNG_ENABLE_TLS off: no TLS or DTLS transport, no engine), the epoll poller, arc4random, and
    # the checks' NNG_HAVE_* results on glibc 2.36 (all passed as -D: NNG has no generated header); src/ and include/ on
    # the include path.  nngcat's unit gets the library's defines here (it has neither NNG_SHARED_LIB nor nng_EXPORTS;
    # with them nng.h only adds default visibility to its prototypes).  Not built with these defaults on Linux, so left
    # out: the other pollers (kqueue, poll, port, select), the other random sources (getentropy, getrandom, urandom),
    # the TLS and DTLS transports, the TLS support (src/supplemental/tls/ but tls_stubs.c) and the WebSocket stub
    # (stub.c, built only without WebSocket support: NNG_SUPP_WEBSOCKET is on).  src/platform/windows/, src/testing/
    # (the test library), src/tools/perf/ (benchmark programs), the tests (*_test.c, tests/), demo/ and docs/ are not
    # scored.
    "nng": Project(
        RepoSpec("nng", "nanomsg+nng", "2ab9b45b68541badbf972a5780c92602b6025d5e",
                 ("src/core/", "src/platform/posix/", "src/sp/", "src/supplemental/", "src/nng.c", "src/nng_legacy.c",
                  "src/tools/nngcat/", "include/"), False, ("c",)),
        "c", ("-std=gnu99", "-D_GNU_SOURCE", "-D_POSIX_PTHREAD_SEMANTICS", "-D_REENTRANT", "-D_THREAD_SAFE",
              "-DNNG_PRIVATE", "-DNNG_SHARED_LIB", "-Dnng_EXPORTS", "-DNNG_HIDDEN_VISIBILITY", "-DNNG_PLATFORM_LINUX",
              "-DNNG_PLATFORM_POSIX", "-DNNG_POLLQ_EPOLL", "-DNNG_USE_EVENTFD", "-DNNG_ENABLE_IPV6",
              "-DNNG_ENABLE_STATS", "-DNNG_SUPP_HTTP", "-DNNG_LITTLE_ENDIAN=1", "-DNNG_MAX_EXPIRE_THREADS=8",
              "-DNNG_MAX_POLLER_THREADS=8", "-DNNG_MAX_TASKQ_THREADS=16", "-DNNG_RECVMAXSZ_DEFAULT=1073741824",
              "-DNNG_RESOLV_CONCURRENCY=4",
              *(f"-DNNG_HAVE_{name}" for name in (
                  "ABSTRACT_SOCKETS", "BUS0", "CLOCK_GETTIME", "PAIR0", "PAIR1", "PUB0", "PULL0", "PUSH0", "REP0",
                  "REQ0", "RESPONDENT0", "SUB0", "SURVEYOR0", "SOPEERCRED", "UNIX_SOCKETS")),
              *(f"-DNNG_HAVE_{name}=1" for name in (
                  "ARC4RANDOM", "BACKTRACE", "CLOCK_GETTIME_LIBC", "EPOLL", "EPOLL_CREATE1", "EVENTFD", "FLOCK",
                  "GETENTROPY", "GETRANDOM", "INET6", "LANGINFO", "LIBATOMIC", "LIBNSL", "LOCALTIME_R", "LOCKF",
                  "MSG_CONTROL", "POLL", "PTHREAD_ATFORK_PTHREAD", "PTHREAD_SETNAME_NP", "RECVMSG", "SELECT",
                  "SEMAPHORE_PTHREAD", "SENDMSG", "SOCKETPAIR", "STDATOMIC", "STRCASECMP", "STRNCASECMP", "STRNLEN",
                  "SYSLOG", "SYS_RANDOM")),
              *(f"-DNNG_TRANSPORT_{name}" for name in ("FDC", "INPROC", "IPC", "TCP", "UDP", "WS")),
              "-fvisibility=hidden", "-I{root}/src", "-I{root}/include"),
        skip=("src/platform/posix/posix_pollq_kqueue.c", "src/platform/posix/posix_pollq_poll.c",
              "src/platform/posix/posix_pollq_port.c", "src/platform/posix/posix_pollq_select.c",
              "src/platform/posix/posix_rand_getentropy.c", "src/platform/posix/posix_rand_getrandom.c",
              "src/platform/posix/posix_rand_urandom.c", "src/sp/transport/dtls/dtls.c", "src/sp/transport/tls/tls.c",
              "src/supplemental/tls/mbedtls/mbedtls.c", "src/supplemental/tls/openssl/openssl.c",
              "src/supplemental/tls/wolfssl/wolfssl.c", "src/supplemental/tls/tls_common.c",
              "src/supplemental/tls/tls_dialer.c", "src/supplemental/tls/tls_listener.c",
              "src/supplemental/tls/tls_stream.c", "src/supplemental/websocket/stub.c"),
        note=("Fresh (the nineteenth batch): configured before any score; first scored with batch 19, not tuned on.")),
    # Opus: the opus library (celt/, silk/, silk/float/, src/, include/ and their x86 folders) as its CMake file builds
    # it on x86-64 Linux with its defaults: gnu99 (CMAKE_C_STANDARD 99 in cmake/OpusConfig.cmake, extensions on),
    # Release (its default build type: NDEBUG), static (OPUS_BUILD_SHARED_LIBRARY off), floating point (OPUS_FIXED_POINT
    # off: silk/float/, not silk/fixed/), OPUS_BUILD, HAVE_CONFIG_H, variable-length arrays (VAR_ARRAYS), lrint and
    # lrintf, alloca.h, hardening (ENABLE_HARDENING, _FORTIFY_SOURCE=2), DISABLE_DEBUG_FLOAT, and the x86 intrinsics
    # with run-time CPU detection (OPUS_HAVE_RTCD, CPU_INFO_BY_ASM, OPUS_X86_MAY_HAVE_SSE, SSE2, SSE4_1 and AVX2, SSE
    # and SSE2 presumed: -msse -msse2 for every unit); include/, the build folder, the repository root, dnn/, celt/,
    # silk/ and silk/float/ on the include path.  The SSE4.1 and AVX2 kernels are built with -msse4.1 and -mavx -mavx2
    # -mfma, per source file; here every unit gets them (no scored file tests __SSE4_1__, __AVX__, __AVX2__ or __FMA__,
    # so only the intrinsics headers see them).  config.h is configure_file's output there (config.h.cmake.in: only
    # PACKAGE_VERSION, left undefined: get_package_version finds neither a package_version file nor a git description in
    # an export of the snapshot).  Not built with these defaults on x86-64, so left out: the ARM code (celt/arm/,
    # silk/arm/), the fixed-point SILK (silk/fixed/), celt/mini_kfft.c (a helper of qext_compare and of dnn/'s tools, in
    # no library source list), and the programs (OPUS_BUILD_PROGRAMS off: opus_demo.c, opus_compare.c, qext_compare.c,
    # repacketizer_demo.c, opus_custom_demo.c; celt/dump_modes/).  dnn/ (deep PLC, DRED and OSCE off: its headers are on
    # the include path, and the #includes of them in celt/ and silk/ are behind ENABLE_DEEP_PLC, ENABLE_DRED and
    # ENABLE_OSCE), the tests, doc/, training/, meson/ and scripts/ are not scored.
    "opus": Project(
        RepoSpec("opus", "xiph+opus", "3da9f7a6db1c05c3996cb363a9d1931a978bf1be",
                 ("celt/", "silk/", "src/", "include/"), False, ("c",)),
        "c", ("-std=gnu99", "-DNDEBUG", "-DOPUS_BUILD", "-DHAVE_CONFIG_H", "-DVAR_ARRAYS", "-DHAVE_LRINT",
              "-DHAVE_LRINTF", "-DHAVE_ALLOCA_H", "-DENABLE_HARDENING", "-D_FORTIFY_SOURCE=2", "-DDISABLE_DEBUG_FLOAT",
              "-DCPU_INFO_BY_ASM", "-DOPUS_HAVE_RTCD", "-DOPUS_X86_MAY_HAVE_SSE", "-DOPUS_X86_MAY_HAVE_SSE2",
              "-DOPUS_X86_MAY_HAVE_SSE4_1", "-DOPUS_X86_MAY_HAVE_AVX2", "-DOPUS_X86_PRESUME_SSE",
              "-DOPUS_X86_PRESUME_SSE2", "-msse", "-msse2", "-msse4.1", "-mavx", "-mavx2", "-mfma",
              "-I{root}/include", "-I{gen}", "-I{root}", "-I{root}/dnn", "-I{root}/celt", "-I{root}/silk",
              "-I{root}/silk/float"),
        skip=("celt/mini_kfft.c", "celt/opus_custom_demo.c", "celt/dump_modes/dump_modes.c",
              "celt/dump_modes/dump_modes_arm_ne10.c", "src/opus_compare.c", "src/opus_demo.c", "src/qext_compare.c",
              "src/repacketizer_demo.c",
              *(f"celt/arm/{name}.c" for name in (
                  "arm_celt_map", "armcpu", "celt_fft_ne10", "celt_mdct_ne10", "celt_neon_intr", "pitch_neon_intr")),
              *(f"silk/arm/{name}.c" for name in (
                  "LPC_inv_pred_gain_neon_intr", "NSQ_del_dec_neon_intr", "NSQ_neon", "arm_silk_map",
                  "biquad_alt_neon_intr")),
              *(f"silk/fixed/{name}_FIX.c" for name in (
                  "LTP_analysis_filter", "LTP_scale_ctrl", "apply_sine_window", "autocorr", "burg_modified",
                  "corrMatrix", "encode_frame", "find_LPC", "find_LTP", "find_pitch_lags", "find_pred_coefs", "k2a",
                  "k2a_Q16", "noise_shape_analysis", "pitch_analysis_core", "process_gains",
                  "regularize_correlations", "residual_energy16", "residual_energy", "schur64", "schur", "vector_ops",
                  "warped_autocorrelation")),
              "silk/fixed/arm/warped_autocorrelation_FIX_neon_intr.c", "silk/fixed/x86/burg_modified_FIX_sse4_1.c",
              "silk/fixed/x86/vector_ops_FIX_sse4_1.c"),
        generated=(("config.h", "/* #undef PACKAGE_VERSION */\n"),),
        note=("Fresh (the nineteenth batch): configured before any score; first scored with batch 19, not tuned on.")),
    # libcbor: the cbor library (src/) as its CMake file builds it on Linux with its defaults: C23 without extensions
    # (its [[nodiscard]] check passes with gcc 12, so CMAKE_C_STANDARD 23, CMAKE_C_EXTENSIONS OFF: -std=c2x), no
    # build type, static (BUILD_SHARED_LIBS off), the pretty printer on, CBOR_HAS_BUILTIN_UNREACHABLE and
    # CBOR_HAS_NODISCARD_ATTRIBUTE (its checks pass); src/, the build folder's src/ and the build folder on the
    # include path.  cbor/configuration.h (configure_file) and src/cbor/cbor_export.h (GenerateExportHeader) are
    # generated there (written here: version 0.14.0, growth factor 2, stack size 2048, restrict).  The examples
    # (WITH_EXAMPLES on: programs of examples), the tests (WITH_TESTS off, CMocka), oss-fuzz/, doc/ and misc/ are not
    # scored.
    "libcbor": Project(
        RepoSpec("libcbor", "PJK+libcbor", "d436c4027d2f62539e4f20b191d3224c7601c8b1", ("src/",), False, ("c",)),
        "c", ("-std=c2x", "-DCBOR_HAS_BUILTIN_UNREACHABLE", "-DCBOR_HAS_NODISCARD_ATTRIBUTE", "-I{root}/src",
              "-I{gen}/src", "-I{gen}"),
        generated=(("cbor/configuration.h", "#ifndef LIBCBOR_CONFIGURATION_H\n#define LIBCBOR_CONFIGURATION_H\n"
                    "#define CBOR_MAJOR_VERSION 0\n#define CBOR_MINOR_VERSION 14\n#define CBOR_PATCH_VERSION 0\n"
                    "#define CBOR_BUFFER_GROWTH 2\n#define CBOR_MAX_STACK_SIZE 2048\n#define CBOR_PRETTY_PRINTER 1\n"
                    "#define CBOR_RESTRICT_SPECIFIER restrict\n#endif\n"),
                   ("src/cbor/cbor_export.h", "#ifndef CBOR_EXPORT_H\n#define CBOR_EXPORT_H\n"
                    "#ifdef CBOR_STATIC_DEFINE\n#  define CBOR_EXPORT\n#  define CBOR_NO_EXPORT\n#else\n"
                    "#  ifndef CBOR_EXPORT\n#    ifdef cbor_EXPORTS\n#      define CBOR_EXPORT\n#    else\n"
                    "#      define CBOR_EXPORT\n#    endif\n#  endif\n#  ifndef CBOR_NO_EXPORT\n"
                    "#    define CBOR_NO_EXPORT\n#  endif\n#endif\n#ifndef CBOR_DEPRECATED\n"
                    "#  define CBOR_DEPRECATED __attribute__ ((__deprecated__))\n#endif\n"
                    "#ifndef CBOR_DEPRECATED_EXPORT\n#  define CBOR_DEPRECATED_EXPORT CBOR_EXPORT CBOR_DEPRECATED\n"
                    "#endif\n#ifndef CBOR_DEPRECATED_NO_EXPORT\n"
                    "#  define CBOR_DEPRECATED_NO_EXPORT CBOR_NO_EXPORT CBOR_DEPRECATED\n#endif\n"
                    "#if 0 /* DEFINE_NO_DEPRECATED */\n#  ifndef CBOR_NO_DEPRECATED\n#    define CBOR_NO_DEPRECATED\n"
                    "#  endif\n#endif\n#endif\n")),
        note=("Fresh (the nineteenth batch): configured before any score; first scored with batch 19, not tuned on.")),
    # Gumbo: the libgumbo library (src/) as its autotools build (configure.ac, Makefile.am) builds it on Linux with its
    # defaults: no C standard (AC_PROG_CC_C99 adds no flag to gcc 12, whose default gnu17 is newer), shared and static
    # (libtool; the shared objects' -fPIC -DPIC are left out: no file reads PIC), no config.h (AC_CONFIG_HEADERS is
    # commented out, so configure's DEFS are passed as -D: the package, its AC_CHECK_HEADERS results and libtool's
    # LT_OBJDIR), the repository root (DEFAULT_INCLUDES) and src/ (AM_CPPFLAGS) on the include path.  tag_gperf.h,
    # tag_*.h and char_ref.c are generated by gperf, gentags.py and Ragel at maintainers' request only and are
    # committed.  The examples and benchmarks (noinst_PROGRAMS, C++ but for get_title.c), the tests (gtest), python/ and
    # visualc/ are not scored.
    "gumbo": Project(
        RepoSpec("gumbo", "google+gumbo-parser", "6fd66040a8eecdb1359a6de221f3f9325cf52ba6", ("src/",), False,
                 ("c",)),
        "c", ("-std=gnu17", '-DPACKAGE_NAME="gumbo"', '-DPACKAGE_TARNAME="gumbo"', '-DPACKAGE_VERSION="0.10.1"',
              '-DPACKAGE_STRING="gumbo 0.10.1"', '-DPACKAGE_BUGREPORT="jonathan.d.tang@gmail.com"',
              '-DPACKAGE_URL=""', '-DPACKAGE="gumbo"', '-DVERSION="0.10.1"', '-DLT_OBJDIR=".libs/"',
              *(f"-DHAVE_{name}_H=1" for name in (
                  "STDIO", "STDLIB", "STRING", "INTTYPES", "STDINT", "STRINGS", "SYS_STAT", "SYS_TYPES", "UNISTD",
                  "STDDEF", "DLFCN")),
              "-DSTDC_HEADERS=1", "-I{root}", "-I{root}/src"),
        note=("Fresh (the nineteenth batch): configured before any score; first scored with batch 19, not tuned on.")),
    # The twentieth fresh batch (2026-12-05), configured before any score and checked on the clang side only (every kept
    # unit parses without errors); first scored with batch 20, not tuned on.  Each CMake project's flags are the ones
    # its own CMake configuration (cmake 3.25, g++ 12 on x86-64 Debian 12) gives in compile_commands.json with its
    # defaults, and its generated headers are that configuration's output; ThorVG's are its Meson build's (meson 1.12,
    # which writes compile_commands.json too) and Crypto++'s its GNUmakefile's (make -n).  Where a project's targets
    # differ in defines, every unit gets their union, as in earlier batches.  Flags that only change code generation or
    # warnings (-O, -g, -W..., -pedantic, -fPIC, -flto, -pipe, -fno-math-errno, -fno-threadsafe-statics,
    # -fno-semantic-interposition, -fmerge-all-constants) are left out.  (Not taken: SymEngine, whose snapshot (540 MB)
    # is over what can be fetched here; OpenSubdiv, whose CMake configuration stops with its defaults (its GLFW examples
    # need Xrandr, not installed) and would otherwise build the CUDA and OpenGL evaluators of whatever toolkits it finds
    # on the machine, and whose default branch was last changed in 2023.)
    # AsmJit: the asmjit library (asmjit/ with its core/, support/, x86/, arm/ and ujit/ folders) as its CMake file
    # builds it on x86-64 Linux with its defaults: no C++ standard (cxx_std_17 is met by g++ 12's gnu++17), no build
    # type (its non-Debug flags apply, but without NDEBUG, so api-config.h takes ASMJIT_BUILD_DEBUG), shared
    # (ASMJIT_STATIC off: no define, ASMJIT_API gives default visibility), hidden visibility, every backend and feature
    # on (X86, AArch64, Builder, Compiler, UniCompiler, logging, text, introspection, JIT), the repository root on the
    # include path; no generated header.  Its other compiler flags (-fno-math-errno, -fno-threadsafe-statics,
    # -fno-semantic-interposition, -fmerge-all-constants, -fno-enforce-eh-specs) only change code generation.  The tests
    # and benchmarks (asmjit-testing/, ASMJIT_TEST off), db/ (the instruction database, JavaScript) and tools/ (its
    # table generators) are not scored.
    "asmjit": Project(
        RepoSpec("asmjit", "asmjit+asmjit", "0bd5787b54b575ed94bf32ac452153b34385c514", ("asmjit/",), True,
                 ("cpp",)),
        "cpp", ("-std=gnu++17", "-fvisibility=hidden", "-I{root}"),
        note=("Fresh (the twentieth batch): configured before any score; first scored 0.996 / 0.779. "
              "Read on 2026-12-05 (round 30: namespaces its macros open by their argument, namespace host { using "
              "namespace x86; } as an alias, >= in template arguments, another processor's branches): tuned on "
              "since.")),
    # litehtml: the litehtml library (src/, include/) as its CMake file builds it on x86-64 Linux with its defaults:
    # gnu++17 (CXX_STANDARD 17, extensions on), no build type, static, the bundled Gumbo (EXTERNAL_GUMBO off: the gumbo
    # library of src/gumbo/, C), linting on but clang-tidy not installed (no effect on the flags); src/, include/,
    # include/litehtml/ and src/gumbo/include/ (gumbo's public folder) on the include path; no generated header.
    # src/gumbo/ is a C copy of Google's Gumbo, whose units this C++ project's parse leaves out (scored as the gumbo
    # project); it is parsed for its definitions (litehtml calls gumbo_parse_with_options(), gumbo_get_attribute(),
    # gumbo_destroy_output() by name).  The tests (LITEHTML_BUILD_TESTING off: litehtml-tests, a separate repository
    # cloned at configure time, not in the snapshot), the containers/ (the Cairo, Windows, Haiku and test back ends, in
    # no CMake target), support/ (gtkmm4 and web-page helpers of the example browsers, likewise) and doc/ are not
    # scored.
    "litehtml": Project(
        RepoSpec("litehtml", "litehtml+litehtml", "b9e89f0b9494ff9a5f008800af35503efabddf59", ("src/", "include/"),
                 True, ("cpp",)),
        "cpp", ("-std=gnu++17", "-I{root}/src", "-I{root}/include", "-I{root}/include/litehtml",
                "-I{root}/src/gumbo/include"),
        definitions_from=("src/gumbo/",),
        note=("Fresh (the twentieth batch): configured before any score; first scored 0.977 / 0.932. "
              "Read on 2026-12-05 (round 30: a macro standing for a function body): tuned on since.")),
    # RmlUi: the rmlui_core and rmlui_debugger libraries (Source/Core/ with its Elements/, FontEngineDefault/ and
    # Layout/ folders, Source/Debugger/, Include/) as its CMake files build them on x86-64 Linux with its defaults:
    # C++17 without extensions (cxx_std_17, CXX_EXTENSIONS off), no build type, shared (BUILD_SHARED_LIBS on:
    # RMLUI_CORE_EXPORTS and RMLUI_DEBUGGER_EXPORTS, and the targets' DEFINE_SYMBOLs rmlui_core_EXPORTS and
    # rmlui_debugger_EXPORTS), the FreeType font engine (RMLUI_FONT_ENGINE freetype: RMLUI_FONT_ENGINE_FREETYPE;
    # Debian's libfreetype-dev, its /usr/include/freetype2 a system folder), RMLUI_VERSION "6.3-dev", the bundled
    # third-party containers (RMLUI_THIRDPARTY_CONTAINERS on: Include/RmlUi/Core/Containers/), Include/ on the include
    # path; no generated header.  Every unit here gets the union of the two targets' defines (each *_EXPORTS only
    # selects its own library's export macro).  Core's precompiled header (RMLUI_PRECOMPILED_HEADERS on: every Core unit
    # is compiled with -include Source/Core/precompiled.h, which #includes Include/RmlUi/Core.h) only speeds the build
    # and is left out: every unit includes what it uses.  The Lua bindings (RMLUI_LUA_BINDINGS off), the Lottie and SVG
    # plugins (off: they need rlottie and lunasvg) are not built, so Source/Lua/, Source/Lottie/ and Source/SVG/ are not
    # scored; nor are Backends/ (the samples' platform and renderer back ends), Samples/ (RMLUI_SAMPLES off), Tests/
    # (BUILD_TESTING off), Dependencies/ and Utilities/.
    "rmlui": Project(
        RepoSpec("rmlui", "mikke89+RmlUi", "9cbb5440de3e86e7031544c26116fe7b814028b9",
                 ("Source/Core/", "Source/Debugger/", "Include/"), True, ("cpp",)),
        "cpp", ("-std=c++17", "-DRMLUI_CORE_EXPORTS", "-Drmlui_core_EXPORTS", "-DRMLUI_DEBUGGER_EXPORTS",
                "-Drmlui_debugger_EXPORTS", "-DRMLUI_FONT_ENGINE_FREETYPE", '-DRMLUI_VERSION="6.3-dev"',
                "-I{root}/Include", "-isystem", "/usr/include/freetype2"),
        note=("Fresh (the twentieth batch): configured before any score; first scored 0.998 / 0.892. "
              "Read on 2026-12-05 (round 30: of one #if chain's alternatives, the arm where a switch that turns "
              "something off is undefined): tuned on since.")),
    # PROJ: the proj library and its programs (src/ with its conversions/, iso19111/, projections/, transformations/ and
    # apps/ folders, include/) as its CMake files build them on x86-64 Linux with its defaults: C++17 without extensions
    # (CMAKE_CXX_STANDARD 17, CMAKE_CXX_EXTENSIONS off), Release (its default build type: NDEBUG), shared
    # (BUILD_SHARED_LIBS on: proj_EXPORTS, the target's DEFINE_SYMBOL), hidden visibility, PROJ_DATA (the installed data
    # folder), threads (PROJ_HAS_PTHREADS), the internal nlohmann/json (include/proj/internal/vendor/), and the optional
    # libraries found: libtiff (TIFF_ENABLED) and libcurl (CURL_ENABLED) (Debian's libsqlite3-dev and the sqlite3
    # program, both REQUIRED, libtiff-dev and libcurl4-openssl-dev); src/, include/ and the build folder's src/ on the
    # include path.  src/proj_config.h is configure_file's output there (written here without its comments).  Every unit
    # here gets the library's defines (the programs' units, cct, cs2cs, geod, gie, proj, projinfo and projsync, lack
    # proj_EXPORTS and most of them TIFF_ENABLED and CURL_ENABLED: no program unit reads them).  Its C units
    # (geodesic.c, and wkt1_generated_parser.c and wkt2_generated_parser.c, Bison's output, committed) are left out of
    # this C++ project's parse and parsed for their definitions (the C++ calls geod_init(), pj_wkt1_parse() and the rest
    # by name).  Not built with these defaults, so left out: src/embedded_resources.c and src/memvfs.c
    # (EMBED_RESOURCE_FILES off, C).  The tests (src/tests/, test/), data/, docs/, scripts/ and cmake/ are not scored.
    "proj": Project(
        RepoSpec("proj", "OSGeo+PROJ", "52da98bd995c7e52b194215d3bfa584abf0f3f20", ("src/", "include/"), True,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-DNDEBUG", "-DCURL_ENABLED", "-DTIFF_ENABLED", '-DPROJ_DATA="/usr/local/share/proj"',
                "-DPROJ_HAS_PTHREADS", "-Dproj_EXPORTS", "-fvisibility=hidden", "-I{root}/src", "-I{root}/include",
                "-I{gen}/src"),
        generated=(("src/proj_config.h", "#define HAVE_LIBDL 1\n#define HAVE_LOCALECONV 1\n#define HAVE_STRERROR 1\n"
                    '#define PACKAGE "proj"\n#define PACKAGE_BUGREPORT "https://github.com/OSGeo/PROJ/issues"\n'
                    '#define PACKAGE_NAME "PROJ"\n#define PACKAGE_STRING "PROJ 9.9.0"\n'
                    '#define PACKAGE_TARNAME "proj"\n#define PACKAGE_VERSION "9.9.0"\n'),),
        definitions_from=("src/geodesic.c", "src/wkt1_generated_parser.c", "src/wkt2_generated_parser.c"),
        note=("Fresh (the twentieth batch): configured before any score; first scored 0.841 / 0.379. "
              "Read on 2026-12-05 (round 30: macros of another header that open namespaces and declare destructors,"
              " constructors and members, macros naming namespaces, a pointer wrapper's aliases): tuned on since.")),
    # Crypto++: the cryptopp library (the repository's top-level *.cpp and *.h files) as its GNUmakefile builds it with
    # g++ 12 on x86-64 Linux with its defaults (make -n; no CMake): no C++ standard (g++ 12's gnu++17), NDEBUG (its
    # default CPPFLAGS), -pthread, static (libcryptopp.a), and every SIMD unit with the ISA flag its compiler test
    # passes (-msse2 for chacha_simd.cpp, donna_sse.cpp and sse_simd.cpp; -mssse3, -msse4.1, -msse4.2, -maes, -mpclmul,
    # -msha and -mavx2 for the other *_simd.cpp, *_sse.cpp and *_avx.cpp units); here every unit gets their union
    # (config_asm.h decides what is available from the compiler's version, not from these flags; misc.cpp's xorbuf and
    # chacha_simd.cpp test __AVX__ and __SSSE3__ and so take their AVX and SSSE3 branches here, which call compiler
    # intrinsics only); no include path (the units include each other's headers by name) and no generated header.  Not
    # built on x86-64 with these defaults, so left out: neon_simd.cpp (ARM) and power7_ppc.cpp, power8_ppc.cpp and
    # power9_ppc.cpp (POWER), pch.cpp and simple.cpp (filtered out of SRCS).  The cryptest program's units (its test,
    # validation, benchmark and regression sources: test.cpp, validat*.cpp, bench*.cpp, regtest*.cpp, datatest.cpp,
    # dlltest.cpp, fipsalgt.cpp) are tests, so not scored; nor are TestPrograms/ (the GNUmakefile's compiler probes),
    # TestData/, TestVectors/ and TestScripts/ (the top-level files are lowercase, the Test* folders not: the scored
    # roots are the top level's initial characters).
    "cryptopp": Project(
        RepoSpec("cryptopp", "weidai11+cryptopp", "b5242667a24e3db8e4600e77b2e502ef204e5280",
                 tuple("0123456789abcdefghijklmnopqrstuvwxyz"), True, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DNDEBUG", "-pthread", "-msse2", "-mssse3", "-msse4.1", "-msse4.2", "-maes",
                "-mpclmul", "-msha", "-mavx2"),
        skip=("neon_simd.cpp", "power7_ppc.cpp", "power8_ppc.cpp", "power9_ppc.cpp", "pch.cpp", "simple.cpp",
              "test.cpp", "bench1.cpp", "bench2.cpp", "bench3.cpp", "datatest.cpp", "dlltest.cpp", "fipsalgt.cpp",
              *(f"regtest{n}.cpp" for n in range(1, 5)), *(f"validat{n}.cpp" for n in range(11))),
        note=("Fresh (the twentieth batch): configured before any score; first scored 0.994 / 0.844. "
              "Read on 2026-12-05 (round 30: bases through class template parameters, another processor's branches,"
              " mutable fields): tuned on since.")),
    # ThorVG: the thorvg library (inc/, src/common/, src/renderer/ with its cpu_engine/, and the SVG, Lottie, TTF and
    # raw loaders of src/loaders/) as its Meson build (meson 1.12 from PyPI, ninja; Meson writes compile_commands.json
    # itself) builds it on x86-64 Linux with its defaults: C++14 (cpp_std c++14), debugoptimized (Meson's default build
    # type: no NDEBUG), shared (default_library shared: TVG_EXPORT and TVG_BUILD), hidden visibility, -fno-exceptions
    # and -fno-rtti, _GLIBCXX_ASSERTIONS=1 and _FILE_OFFSET_BITS=64 (Meson's own: the C++ library's assertions while
    # b_ndebug is off, and large files), the CPU engine, partial rendering, threads, file I/O, the svg, lottie and ttf
    # loaders (the default), Lottie expressions and OpenMP (extra lottie_exp and openmp: JERRY_EXTERNAL_CONTEXT=1 and
    # -fopenmp), no SIMD; the repository root, inc/, src/ and the folders of each built module on the include path (the
    # build folder's mirrors of them hold nothing but its config.h).  config.h is Meson's configuration output in the
    # build folder (written here without its comments).  TEST_DIR (the test resources' folder) is read by the tests
    # alone and left out.  src/loaders/lottie/jerryscript/ is ThorVG's C++ copy of JerryScript, compiled into the
    # library for the expressions: vendored, so not scored, and parsed for its definitions (tvgLottieExpressions.cpp
    # calls jerry_*() by name); src/loaders/lottie/rapidjson/ (RapidJSON's headers, vendored) is not scored either.  Not
    # built with these defaults, so not scored: the GL and WebGPU engines (src/renderer/gpu_engine/), the PNG, JPG,
    # WebP, media and external_* loaders, the OTF reader (src/loaders/sfnt/tvgOtfReader.cpp, left out), the GIF saver
    # (src/savers/), the C API binding (src/bindings/) and the tools (tools/).  The tests (test/), examples/, web/,
    # docs/, res/ and cross/ are not scored.
    "thorvg": Project(
        RepoSpec("thorvg", "thorvg+thorvg", "44bf1bd9fe2ba7bdb47752f5b39980e4c5ad3d33",
                 ("inc/", "src/common/", "src/renderer/tvg", "src/renderer/cpu_engine/", "src/loaders/svg/",
                  "src/loaders/sfnt/", "src/loaders/raw/", "src/loaders/lottie/tvg",
                  "src/loaders/lottie/thorvg_lottie.h"),
                 True, ("cpp",)),
        "cpp", ("-std=c++14", "-fno-exceptions", "-fno-rtti", "-fopenmp", "-fvisibility=hidden",
                "-D_GLIBCXX_ASSERTIONS=1", "-D_FILE_OFFSET_BITS=64", "-DJERRY_EXTERNAL_CONTEXT=1", "-DTVG_EXPORT",
                "-DTVG_BUILD", "-I{gen}", "-I{root}", "-I{root}/inc", "-I{root}/src",
                *(f"-I{{root}}/src/{name}" for name in (
                    "loaders/lottie", "renderer", "renderer/cpu_engine", "common", "loaders", "loaders/svg",
                    "loaders/sfnt")),
                *(f"-I{{root}}/src/loaders/lottie/jerryscript/jerry-core/{name}" for name in (
                    "api", "include", "ecma/base", "ecma/builtin-objects/typedarray", "ecma/builtin-objects",
                    "ecma/operations", "jcontext", "jmem", "jrt", "lit", "parser/js", "parser/regexp", "vm")),
                "-I{root}/src/loaders/lottie/jerryscript/jerry-port/common", "-I{root}/src/loaders/raw",
                "-I{root}/src/savers"),
        skip=("src/loaders/sfnt/tvgOtfReader.cpp",),
        generated=(("config.h", "#pragma once\n" + "".join(f"#define THORVG_{name}_SUPPORT 1\n" for name in (
                        "CPU_ENGINE", "FILE_IO", "LOTTIE_EXPRESSIONS", "LOTTIE_LOADER", "OPENMP", "PARTIAL_RENDER",
                        "SFNT_LOADER", "SVG_LOADER", "THREAD", "TTF_LOADER"))
                    + '#define THORVG_VERSION_STRING "1.0.0"\n#define WIN32_LEAN_AND_MEAN 1\n'),),
        definitions_from=("src/loaders/lottie/jerryscript/",),
        note=("Fresh (the twentieth batch): configured before any score; first scored 0.999 / 0.711. "
              "Read on 2026-12-05 (round 30: an included header's using-directive as the file sees the namespace, "
              "constructors only a macro declares): tuned on since.")),
    # LibTomMath: the library (the repository root's mp_*.c, s_mp_*.c and tommath*.h) as its CMake file builds it on
    # x86-64 Linux with its defaults: no C standard (gcc 12's gnu17), Release (its default build type, whose flags it
    # sets itself: -O3 -funroll-loops -fomit-frame-pointer, no NDEBUG), static (BUILD_SHARED_LIBS off), every function
    # (tommath_superclass.h defines LTM_ALL without LTM_NOTHING), the repository root on the include path; no generated
    # header.  The demos and tests (demo/, BUILD_TESTING off), etc/ (prime-finding and tuning programs), mtest/ (the MPI
    # comparison tester) and doc/ are not scored.
    "libtommath": Project(
        RepoSpec("libtommath", "libtom+libtommath", "4929f09f4304d3a131c11d4e17915db51dfc71d5",
                 ("mp_", "s_mp_", "tommath"), False, ("c",)),
        "c", ("-std=gnu17", "-I{root}"),
        note=("Fresh (the twentieth batch): configured before any score; first scored with batch 20, not tuned on.")),
    # Leptonica: the leptonica library (src/) as its CMake file builds it on x86-64 Linux with its defaults: gnu11
    # (CMAKE_C_STANDARD 11, extensions on), Release (its default build type: NDEBUG), static (BUILD_SHARED_LIBS unset:
    # no LIBLEPT_EXPORTS), HAVE_CONFIG_H, the utility programs off (BUILD_PROG off), and the image libraries found here:
    # zlib, libpng and libjpeg (Debian's zlib1g-dev, libpng-dev and libjpeg62-turbo-dev); libtiff, giflib, libwebp and
    # OpenJPEG were not installed when it was configured (all optional: their I/O units compile to nothing, and the
    # *stub.c units stand in); src/ and the build folder's src/ on the include path.  src/config_auto.h
    # (config_auto.h.cmake with its checks' results on glibc 2.36, written here without its comments) and
    # src/endianness.h (little-endian) are configure_file's output there.  The programs and regression tests (prog/,
    # BUILD_PROG off) and sw.cpp (the sw build's recipe) are not scored.
    "leptonica": Project(
        RepoSpec("leptonica", "DanBloomberg+leptonica", "227825f570f749bad91e55611a7202e1b48509d1", ("src/",), False,
                 ("c",)),
        "c", ("-std=gnu11", "-DNDEBUG", "-DHAVE_CONFIG_H", "-I{root}/src", "-I{gen}/src"),
        generated=(("src/config_auto.h", "".join(f"#define HAVE_{name} 1\n" for name in (
                        "DLFCN_H", "INTTYPES_H", "MEMORY_H", "STDINT_H", "STDLIB_H", "STRINGS_H", "STRING_H",
                        "SYS_STAT_H", "SYS_TYPES_H", "UNISTD_H", "FMEMOPEN", "FSTATAT", "LIBJPEG", "LIBPNG", "LIBZ"))),
                   ("src/endianness.h", "#if !defined (L_BIG_ENDIAN) && !defined (L_LITTLE_ENDIAN)\n"
                    "# if defined (__APPLE_CC__)\n#  ifdef __BIG_ENDIAN__\n#   define L_BIG_ENDIAN\n#  else\n"
                    "#   define L_LITTLE_ENDIAN\n#  endif\n# else\n#  define L_LITTLE_ENDIAN\n# endif\n#endif\n")),
        note=("Fresh (the twentieth batch): configured before any score; first scored with batch 20, not tuned on.")),
    # Mosquitto: the broker (src/ with the lib/ units it compiles in, include/) and its three plugins
    # (plugins/dynamic-security/, plugins/message-timestamp/, plugins/payload-modification/) as its CMake files build
    # them on x86-64 Linux with its defaults: no C standard (gcc 12's gnu17), no build type, CMAKE, VERSION, TLS with
    # OpenSSL (WITH_TLS, WITH_TLS_PSK, WITH_EC, OPENSSL_API_COMPAT; Debian's libssl-dev), Unix sockets, SOCKS,
    # threading, cJSON found (Debian's libcjson-dev: WITH_CJSON for the dynamic-security plugin, read by config.h
    # alone), and the broker's WITH_BROKER, bridge, $CONTROL topics, epoll, memory tracking, persistence and $SYS tree
    # (websockets, libwrap, asynchronous DNS and systemd off); the repository root, src/, include/, lib/ and deps/
    # (uthash) on the include path; no generated header (config.h is committed).  Every unit here gets the broker's
    # defines and WITH_CJSON (the plugins' mosquitto_*_EXPORTS are read by no file).  The lib/ units are compiled twice,
    # into the broker with WITH_BROKER and into the libmosquitto client library without it: the broker's are scored, so
    # the 17 units of libmosquitto alone (actions.c, connect.c, loop.c, ...) are left out, and so are the clients
    # (client/) and the apps (apps/: mosquitto_ctrl, mosquitto_passwd, db_dump), which link libmosquitto or compile lib/
    # and src/ units again without WITH_BROKER, and the C++ wrapper (lib/cpp/).  Not built with these defaults on Linux,
    # so left out: src/service.c (Windows), src/xtreport.c (WITH_XTREPORT), src/plugin_debug.c and src/plugin_defer.c
    # (test plugins of the Makefile alone) and the auth-by-ip and deny-protocol-version plugins (in no CMake list).  The
    # documentation (DOCUMENTATION switched off: its configuration needs xsltproc; no compiler flag changes), the tests
    # (test/), examples/, misc/, security/, service/, snap/, docker/ and www/ are not scored.
    "mosquitto": Project(
        RepoSpec("mosquitto", "eclipse+mosquitto", "fb9b1153924ae0e2dfb3bcb4266ee5bb49a5c515",
                 ("src/", "lib/", "include/", "plugins/dynamic-security/", "plugins/message-timestamp/",
                  "plugins/payload-modification/"), False, ("c",)),
        "c", ("-std=gnu17", "-DCMAKE", '-DVERSION="2.0.20"', "-DOPENSSL_API_COMPAT=0x10100000L", "-DWITH_TLS",
              "-DWITH_TLS_PSK", "-DWITH_EC", "-DWITH_UNIX_SOCKETS", "-DWITH_SOCKS", "-DWITH_THREADING", "-DWITH_CJSON",
              "-DWITH_BROKER", "-DWITH_BRIDGE", "-DWITH_CONTROL", "-DWITH_EPOLL", "-DWITH_MEMORY_TRACKING",
              "-DWITH_PERSISTENCE", "-DWITH_SYS_TREE", "-I{root}", "-I{root}/src", "-I{root}/include", "-I{root}/lib",
              "-I{root}/deps"),
        skip=("src/service.c", "src/xtreport.c", "src/plugin_debug.c", "src/plugin_defer.c",
              *(f"lib/{name}.c" for name in (
                  "actions", "callbacks", "connect", "handle_auth", "handle_connack", "handle_disconnect",
                  "handle_publish", "helpers", "logging_mosq", "loop", "messages_mosq", "mosquitto", "options",
                  "read_handle", "socks_mosq", "srv_mosq", "thread_mosq"))),
        note=("Fresh (the twentieth batch): configured before any score; first scored with batch 20, not tuned on.")),
    # JerryScript: the jerry-core engine, the jerry-ext extensions, the jerry-port default port and the jerry program
    # (jerry-core/, jerry-ext/, jerry-port/, jerry-main/main-desktop.c and jerry-main/arguments/) as its CMake files
    # build them on x86-64 Linux with its defaults: c99 (-std=c99 in its compiler flags), MinSizeRel (its default build
    # type: NDEBUG, and JERRY_NDEBUG), static, not amalgamated (ENABLE_AMALGAM off: one unit per source file), the
    # es.next profile, the parser on and every other JERRY_* feature off (debugger, snapshots, error messages, line
    # info, logging, memory statistics, external context, system allocator, jerry-math: the C library's libm instead), a
    # 512 KB heap, no GC or stack limit; the port's _BSD_SOURCE, _DEFAULT_SOURCE and HAVE_TM_GMTOFF (tm_gmtoff found)
    # and the program's JERRY_COMMIT_HASH (empty: an export of the snapshot has no git description).  Every unit here
    # gets the union of the four targets' defines and include paths (jerry-core/include/, the engine's private folders,
    # jerry-ext/include/ and jerry-ext/common/).  jerry-core/config.h is read as it is; the jerryscript-config.h that
    # CMake writes from it is installed only, #included by no unit.  The Windows port's units (jerry-port/win/) are
    # built and compile to nothing on Linux.  Not built with these defaults, so left out: the snapshot tool
    # (jerry-main/main-snapshot.c, JERRY_CMDLINE_SNAPSHOT off), the libFuzzer driver (main-libfuzzer.c) and the
    # benchmark program (jerry-main/benchmark/).  jerry-math/ (JERRY_MATH off), targets/ (the ports to other operating
    # systems and boards), jerry-debugger/ (Python), the tests (tests/, unit tests off), third-party/, tools/ and docs/
    # are not scored.
    "jerryscript": Project(
        RepoSpec("jerryscript", "jerryscript-project+jerryscript", "50200152feb724a74a5f64e44d7885151537cfad",
                 ("jerry-core/", "jerry-ext/", "jerry-port/", "jerry-main/"), False, ("c",)),
        "c", ("-std=c99", "-DNDEBUG", "-DJERRY_NDEBUG", '-DJERRY_COMMIT_HASH=""', "-DJERRY_CPOINTER_32_BIT=0",
              "-DJERRY_DEBUGGER=0", "-DJERRY_ERROR_MESSAGES=0", "-DJERRY_EXTERNAL_CONTEXT=0",
              "-DJERRY_FUNCTION_TO_STRING=0", "-DJERRY_GC_LIMIT=(0)", "-DJERRY_GC_MARK_LIMIT=(8)",
              "-DJERRY_GLOBAL_HEAP_SIZE=(512)", "-DJERRY_LINE_INFO=0", "-DJERRY_LOGGING=0",
              "-DJERRY_MEM_GC_BEFORE_EACH_ALLOC=0", "-DJERRY_MEM_STATS=0", "-DJERRY_PARSER=1",
              "-DJERRY_PARSER_DUMP_BYTE_CODE=0", "-DJERRY_PROMISE_CALLBACK=0", "-DJERRY_REGEXP_DUMP_BYTE_CODE=0",
              "-DJERRY_REGEXP_STRICT_MODE=0", "-DJERRY_SNAPSHOT_EXEC=0", "-DJERRY_SNAPSHOT_SAVE=0",
              "-DJERRY_STACK_LIMIT=(0)", "-DJERRY_SYSTEM_ALLOCATOR=0", "-DJERRY_VALGRIND=0", "-DJERRY_VM_HALT=0",
              "-DJERRY_VM_THROW=0", "-D_BSD_SOURCE", "-D_DEFAULT_SOURCE", "-DHAVE_TM_GMTOFF",
              "-I{root}/jerry-core/include", "-I{root}/jerry-core",
              *(f"-I{{root}}/jerry-core/{name}" for name in (
                  "api", "debugger", "ecma/base", "ecma/builtin-objects", "ecma/builtin-objects/typedarray",
                  "ecma/operations", "jcontext", "jmem", "jrt", "lit", "parser/js", "parser/regexp", "vm")),
              "-I{root}/jerry-ext/include", "-I{root}/jerry-ext/common"),
        skip=("jerry-main/main-snapshot.c", "jerry-main/main-libfuzzer.c", "jerry-main/benchmark/main-benchmark.c",
              "jerry-main/benchmark/stubs.c"),
        note=("Fresh (the twentieth batch): configured before any score; first scored with batch 20, not tuned on.")),
    # The twenty-first fresh batch (2026-12-05), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 21, not tuned on.  Each CMake project's flags are the
    # ones its own CMake configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12) gives in compile_commands.json
    # with its defaults, and its generated headers are that configuration's output; Tippecanoe's are its Makefile's and
    # LibRaw's its Makefile.dist's (make -n).  Where a project's targets differ in defines, every unit gets their union,
    # as in earlier batches; where a library is built both shared and static from the same sources, the shared one's
    # flags are taken.  Flags that only change code generation or warnings (-O, -g, -W..., -w, -fPIC, -fPIE, -pipe,
    # -m64, -fno-math-errno, -fno-strict-aliasing, -fstack-protector-strong, -fstack-clash-protection, -fcf-protection,
    # -ftrivial-auto-var-init) are left out.  (Not taken: OpenAL Soft, whose C++20 (consteval address-taking in
    # common/bitset.hpp, std::ranges over its own spans) clang 14 does not parse with libstdc++ 12: every unit has
    # errors; OpenH264, whose decoder and encoder keep headers of the same names (deblocking.h, mb_cache.h,
    # parameter_sets.h, slice.h, ...) in folders that their units' include paths hold one at a time, which one argument
    # list per project cannot give; H3, whose public h3api.h is configure_file's output of its whole 860-line API
    # header, too long to write here; Eclipse Paho MQTT C, whose default branch was last changed in 2024-02 and whose
    # library is 27 units.)  The yardstick's HEADER_LIKE now also materializes .incl_cpp files (the XMP SDK's, which
    # Exiv2's xmp.cpp #includes); no other project's tree has one.
    # libxmp: the xmp library (src/ with its depackers/ and loaders/ folders, include/) as its CMake file builds it on
    # x86-64 Linux with its defaults: C90 with extensions (C_STANDARD 90: -std=gnu90), no build type, shared and static
    # (BUILD_SHARED and BUILD_STATIC on, the same sources; the shared library's flags are taken: xmp_shared_EXPORTS, its
    # DEFINE_SYMBOL, which no file reads, and USE_VERSIONED_SYMBOLS=1, control.c's symbol versions, instead of the
    # static one's LIBXMP_STATIC), hidden visibility (XMP_SYM_VISIBILITY, HAVE_EXTERNAL_VISIBILITY), _REENTRANT, and the
    # results of cmake/libxmp-checks.cmake on glibc 2.36 passed as defines (HAVE_ATTRIBUTE_SYMVER, HAVE_DIRENT,
    # HAVE_DUP2, HAVE_EXECVP, HAVE_FNMATCH, HAVE_FORK, HAVE_MKSTEMP, HAVE_PIPE, HAVE_POPEN, HAVE_POWF, HAVE_UMASK,
    # HAVE_WAIT); the depackers and ProWizard loaders on (LIBXMP_DISABLE_DEPACKERS, LIBXMP_DISABLE_PROWIZARD off);
    # include/ on the include path; no generated header.  win32.c and mkstemp.c are built and compile to (next to)
    # nothing on Linux. Not built, so left out: src/lutgen.c (a table generator, compiled by hand), the five ProWizard
    # loaders of the Makefile's PROWIZ_OBJS2 (pm.c, pm01.c, pm20.c, pm40.c, pp30.c: in no source list) and
    # src/loaders/prowizard/ptk.c (a fragment of a function body, in no source list and #included by none), and the
    # files other units #include (src/depackers/ice_unpack_fn.c by ice_unpack.c; lhasa/lh_new_decoder.c, with its
    # bit_stream_reader.c and tree_decode.c, by the lh*_decoder.c units; lhasa/pma_common.c by the pm*_decoder.c units).
    # The scored roots are src/'s own files, depackers/ and loaders/ (listed by name, to leave out the rest of src/):
    # libxmp-lite (src/lite/, BUILD_LITE off, whose units #include the full library's) and src/bitrot/ (old loaders in
    # no build) are not built; nor are the tests (test/, test-dev/: WITH_UNIT_TESTS off), examples/, docs/, cmake/ and
    # the other platforms' makefiles.
    "libxmp": Project(
        RepoSpec("libxmp", "libxmp+libxmp", "0eee565c6179d06a666859c0fc726900ed608606",
                 ("include/", "src/depackers/", "src/loaders/", "src/lfo", "src/load",
                  *(f"src/{initial}" for initial in "cdefhmprstvw")), False, ("c",)),
        "c", ("-std=gnu90", "-fvisibility=hidden", "-DHAVE_ATTRIBUTE_SYMVER", "-DHAVE_DIRENT=1", "-DHAVE_DUP2=1",
              "-DHAVE_EXECVP=1", "-DHAVE_EXTERNAL_VISIBILITY", "-DHAVE_FNMATCH=1", "-DHAVE_FORK=1", "-DHAVE_MKSTEMP=1",
              "-DHAVE_PIPE=1", "-DHAVE_POPEN=1", "-DHAVE_POWF=1", "-DHAVE_UMASK=1", "-DHAVE_WAIT=1",
              "-DUSE_VERSIONED_SYMBOLS=1", "-DXMP_SYM_VISIBILITY", "-D_REENTRANT", "-Dxmp_shared_EXPORTS",
              "-I{root}/include"),
        skip=("src/lutgen.c", "src/depackers/ice_unpack_fn.c", "src/depackers/lhasa/bit_stream_reader.c",
              "src/depackers/lhasa/lh_new_decoder.c", "src/depackers/lhasa/pma_common.c",
              "src/depackers/lhasa/tree_decode.c",
              *(f"src/loaders/prowizard/{name}.c" for name in ("pm", "pm01", "pm20", "pm40", "pp30", "ptk"))),
        note=("Fresh (the twenty-first batch): configured before any score; first scored with batch 21, "
              "not tuned on.")),
    # libzip: the zip library and its programs zipcmp, zipmerge and ziptool (lib/, src/) as its CMake files build them
    # on x86-64 Linux with its defaults: no C standard (gcc 12's gnu17), no build type, shared (BUILD_SHARED_LIBS on:
    # zip_EXPORTS, the target's DEFINE_SYMBOL, which no file reads), hidden visibility, and the libraries found: zlib,
    # bzip2, liblzma and libzstd (Debian's zlib1g-dev, libbz2-dev, liblzma-dev and libzstd-dev: HAVE_LIBBZ2,
    # HAVE_LIBLZMA, HAVE_LIBZSTD) and OpenSSL for encryption (libssl-dev: HAVE_CRYPTO, HAVE_OPENSSL, taken before
    # GnuTLS, found too); lib/ and the build folder on the include path (the programs' "BEFORE" include folder is the
    # keyword of target_include_directories written after PRIVATE: it names no folder).  config.h and zipconf.h are
    # configure_file's output in the build folder (written here without their comments and #undef lines, as its checks
    # find glibc 2.36); zip_err_str.c, the error strings' table, is generated in the build folder's lib/ too: data only,
    # and not in the checkout, so not parsed.  Every unit here gets the library's zip_EXPORTS (the programs' units have
    # none).  The second library, zip_nonrandom (the same sources with REGRESSION_NO_RANDOM), is for the regression
    # tests and not taken.  Not built on Linux with these defaults, so left out: the CommonCrypto, GnuTLS and Windows
    # crypto units, the Windows and UWP random and file-source units (lib/zip_*win32*.c, zip_random_uwp.c,
    # zip_crypto_win.c) and src/getopt.c (built only where the C library lacks getopt).  The tests (regress/),
    # examples/, ossfuzz/, man/ and android/ are not scored.
    "libzip": Project(
        RepoSpec("libzip", "nih-at+libzip", "4cd731076f4a18e3b4b2cc36b4bfb432f571dec5", ("lib/", "src/"), False,
                 ("c",)),
        "c", ("-std=gnu17", "-fvisibility=hidden", "-Dzip_EXPORTS", "-I{root}/lib", "-I{gen}"),
        skip=("lib/zip_crypto_commoncrypto.c", "lib/zip_crypto_gnutls.c", "lib/zip_crypto_win.c",
              "lib/zip_random_uwp.c", "lib/zip_random_win32.c", "lib/zip_source_file_win32.c",
              *(f"lib/zip_source_file_win32_{name}.c" for name in ("ansi", "named", "utf16", "utf8")),
              "src/getopt.c"),
        generated=(("config.h", "#ifndef HAD_CONFIG_H\n#define HAD_CONFIG_H\n#ifndef _HAD_ZIPCONF_H\n"
                    '#include "zipconf.h"\n#endif\n' + "".join(f"#define {name}\n" for name in (
                        "ENABLE_FDOPEN", "HAVE_ARC4RANDOM", "HAVE_CRYPTO", "HAVE_FICLONERANGE", "HAVE_FILENO",
                        "HAVE_FCHMOD", "HAVE_FSEEKO", "HAVE_FTELLO", "HAVE_LIBBZ2", "HAVE_LIBLZMA", "HAVE_LIBZSTD",
                        "HAVE_LOCALTIME_R", "HAVE_OPENSSL", "HAVE_SNPRINTF", "HAVE_STRCASECMP", "HAVE_STRDUP",
                        "HAVE_STRTOLL", "HAVE_STRTOULL", "HAVE_STDBOOL_H", "HAVE_STRINGS_H", "HAVE_UNISTD_H",
                        "HAVE_FTS_H", "HAVE_SHARED"))
                    + '#define SIZEOF_OFF_T 8\n#define SIZEOF_SIZE_T 8\n#define PACKAGE "libzip"\n'
                    '#define VERSION "1.11.4"\n#endif\n'),
                   ("zipconf.h", "#ifndef _HAD_ZIPCONF_H\n#define _HAD_ZIPCONF_H\n"
                    '#define LIBZIP_VERSION "1.11.4"\n#define LIBZIP_VERSION_MAJOR 1\n#define LIBZIP_VERSION_MINOR 11\n'
                    "#define LIBZIP_VERSION_MICRO 4\n#if !defined(__STDC_FORMAT_MACROS)\n"
                    "#define __STDC_FORMAT_MACROS 1\n#endif\n#include <inttypes.h>\n"
                    + "".join(f"typedef {sign}int{bits}_t zip_{sign}int{bits}_t;\n"
                              for bits in (8, 16, 32, 64) for sign in ("", "u"))
                    + "#define ZIP_INT8_MIN (-ZIP_INT8_MAX-1)\n#define ZIP_INT8_MAX 0x7f\n#define ZIP_UINT8_MAX 0xff\n"
                    "#define ZIP_INT16_MIN (-ZIP_INT16_MAX-1)\n#define ZIP_INT16_MAX 0x7fff\n"
                    "#define ZIP_UINT16_MAX 0xffff\n#define ZIP_INT32_MIN (-ZIP_INT32_MAX-1L)\n"
                    "#define ZIP_INT32_MAX 0x7fffffffL\n#define ZIP_UINT32_MAX 0xffffffffLU\n"
                    "#define ZIP_INT64_MIN (-ZIP_INT64_MAX-1LL)\n#define ZIP_INT64_MAX 0x7fffffffffffffffLL\n"
                    "#define ZIP_UINT64_MAX 0xffffffffffffffffULL\n#endif\n")),
        note=("Fresh (the twenty-first batch): configured before any score; first scored with batch 21, "
              "not tuned on.")),
    # libxlsxwriter: the xlsxwriter library (src/, include/xlsxwriter.h and include/xlsxwriter/) as its CMake file
    # builds it on x86-64 Linux with its defaults (its Makefile builds the same sources): no C standard (gcc 12's
    # gnu17), no build type, static (BUILD_SHARED_LIBS unset: position-independent code only), the vendored minizip,
    # tmpfileplus and MD5 (USE_SYSTEM_MINIZIP, USE_STANDARD_TMPFILE, USE_OPENSSL_MD5 and USE_NO_MD5 off), the C
    # library's number formatting (USE_DTOA_LIBRARY off: no third_party/dtoa/), minizip's NOCRYPT and NOUNCRYPT (private
    # definitions of the one target, so every unit has them), zlib (Debian's zlib1g-dev); include/ and
    # include/xlsxwriter/ on the include path; no generated header.  The vendored units it compiles into the library,
    # third_party/minizip/ioapi.c and zip.c, third_party/tmpfileplus/ and third_party/md5/, are not scored and are
    # parsed for their definitions (packager.c and utility.c call zipOpen2_64(), zipOpenNewFileInZip4_64(),
    # zipWriteInFileInZip(), tmpfileplus() and the rest by name); the other minizip units (unzip.c, the miniunz and
    # minizip programs, mztools.c, iowin32.c) are in no build.  include/xlsxwriter/third_party/ (the copies of those
    # libraries' headers, and BSD's queue.h and tree.h) is vendored too, so the scored roots name include/xlsxwriter/'s
    # own headers by their initials.  The tests (test/: BUILD_TESTS off), examples/ (BUILD_EXAMPLES off), dev/ (release
    # and fuzzing scripts), docs/, cocoapods/ and the Zig and Swift build files are not scored.
    "libxlsxwriter": Project(
        RepoSpec("libxlsxwriter", "jmcnamara+libxlsxwriter", "f0647157ba70d3b9372e5eef05ed489c73107b62",
                 ("src/", "include/xlsxwriter.h", "include/xlsxwriter/table.h", "include/xlsxwriter/theme.h",
                  *(f"include/xlsxwriter/{initial}" for initial in "acdfhmprsuvwx")), False, ("c",)),
        "c", ("-std=gnu17", "-DNOCRYPT", "-DNOUNCRYPT", "-I{root}/include", "-I{root}/include/xlsxwriter"),
        definitions_from=("third_party/minizip/ioapi.c", "third_party/minizip/zip.c", "third_party/tmpfileplus/",
                          "third_party/md5/"),
        note=("Fresh (the twenty-first batch): configured before any score; first scored with batch 21, "
              "not tuned on.")),
    # OpenJPEG: the openjp2 library and its codec programs opj_compress, opj_decompress and opj_dump (src/lib/openjp2/,
    # src/bin/common/, src/bin/jp2/) as its CMake files build them on x86-64 Linux with its defaults: no C standard (gcc
    # 12's gnu17), no build type, shared and static (BUILD_SHARED_LIBS and BUILD_STATIC_LIBS on, the same sources; the
    # shared library's flags are taken: openjp2_EXPORTS, its DEFINE_SYMBOL, which no file reads), MUTEX_pthread
    # (threads), the codec programs (BUILD_CODEC on) with the image libraries found: libpng, libtiff and Little CMS 2
    # (Debian's libpng-dev, libtiff-dev and liblcms2-dev, and zlib1g-dev: the bundled thirdparty/ copies are not used);
    # the build folder's src/lib/openjp2/ and src/bin/common/ and the source folders src/lib/openjp2/ and
    # src/bin/common/ on the include path (every unit gets the programs' union).  opj_config.h and opj_config_private.h
    # (in src/lib/openjp2/) and opj_apps_config.h (in src/bin/common/) are configure_file's output in the build folder
    # (written here without their comments and #cmakedefine lines left undefined, as its checks find glibc 2.36).  Not
    # built with these defaults, so left out: the JPIP units of src/lib/openjp2/ (cidx_manager.c, phix_manager.c,
    # ppix_manager.c, thix_manager.c, tpix_manager.c: BUILD_JPIP off), the unit tests bench_dwt.c and
    # test_sparse_array.c (BUILD_UNIT_TESTS off) and the table generators t1_generate_luts.c and t1_ht_generate_luts.c
    # (BUILD_LUTS_GENERATOR off); src/lib/openjpip/ and src/bin/jpip/ (BUILD_JPIP off) and src/bin/wx/ (the OPJViewer,
    # C++, BUILD_VIEWER off) are not scored.  The vendored thirdparty/ (zlib, libpng, libtiff, Little CMS 2: built only
    # where the system lacks them), the tests (tests/), wrapping/ (Java), tools/, doc/ and cmake/ are not scored.
    "openjpeg": Project(
        RepoSpec("openjpeg", "uclouvain+openjpeg", "9dd4b3c98a78f50a48fb08f27bf198d4ae1d8528",
                 ("src/lib/openjp2/", "src/bin/common/", "src/bin/jp2/"), False, ("c",)),
        "c", ("-std=gnu17", "-DMUTEX_pthread", "-Dopenjp2_EXPORTS", "-I{gen}/src/lib/openjp2", "-I{gen}/src/bin/common",
              "-I{root}/src/lib/openjp2", "-I{root}/src/bin/common"),
        skip=tuple(f"src/lib/openjp2/{name}.c" for name in (
            "cidx_manager", "phix_manager", "ppix_manager", "thix_manager", "tpix_manager", "bench_dwt",
            "test_sparse_array", "t1_generate_luts", "t1_ht_generate_luts")),
        generated=(("src/lib/openjp2/opj_config.h", "#ifndef OPJ_CONFIG_H_INCLUDED\n#define OPJ_CONFIG_H_INCLUDED\n"
                    "#define OPJ_VERSION_MAJOR 2\n#define OPJ_VERSION_MINOR 5\n#define OPJ_VERSION_BUILD 4\n#endif\n"),
                   ("src/lib/openjp2/opj_config_private.h", '#define OPJ_PACKAGE_VERSION "2.5.4"\n'
                    "#define OPJ_HAVE_FSEEKO ON\n#define OPJ_HAVE_MALLOC_H\n#define OPJ_HAVE_MEMALIGN\n"
                    "#define OPJ_HAVE_POSIX_MEMALIGN\n#if !defined(_POSIX_C_SOURCE)\n"
                    "#if defined(OPJ_HAVE_FSEEKO) || defined(OPJ_HAVE_POSIX_MEMALIGN)\n"
                    "#define _POSIX_C_SOURCE 200112L\n#endif\n#endif\n#if !defined(__APPLE__)\n"
                    "#elif defined(__BIG_ENDIAN__)\n# define OPJ_BIG_ENDIAN\n#endif\n"),
                   ("src/bin/common/opj_apps_config.h", '#include "opj_config_private.h"\n' + "".join(
                       f"#define OPJ_HAVE_{name}\n" for name in (
                           "LIBPNG", "PNG_H", "LIBTIFF", "TIFF_H", "LIBLCMS2", "LCMS2_H")))),
        note=("Fresh (the twenty-first batch): configured before any score; first scored with batch 21, "
              "not tuned on.")),
    # Trantor: the trantor library (trantor/net/ with its inner/, inner/poller/ and inner/tlsprovider/ folders,
    # trantor/utils/ with crypto/) as its CMake file builds it on x86-64 Linux with its defaults: C++14 without
    # extensions (CXX_STANDARD 14: -std=c++14), no build type, static (BUILD_SHARED_LIBS off), OpenSSL as the TLS
    # provider (TRANTOR_USE_TLS unset: Debian's libssl-dev is found; USE_OPENSSL, TRANTOR_TLS_PROVIDER=OpenSSL), c-ares
    # not installed (BUILD_C-ARES on, but optional: NormalResolver.cc stands in for AresResolver.cc), spdlog off
    # (USE_SPDLOG off); the repository root, the build folder's exports/, trantor/utils/, trantor/net/,
    # trantor/net/inner/ and third_party/wepoll/ on the include path.  trantor/exports.h is GenerateExportHeader's
    # output in the build folder's exports/ (written here without its comments).  Not built on Linux with these
    # defaults, so left out: AresResolver.cc (c-ares), BotanTLSProvider.cc and utils/crypto/botan.cc (Botan),
    # utils/crypto/'s own hashes (blake2.cc, md5.cc, sha1.cc, sha256.cc, sha3.cc: built only without a TLS provider),
    # FileBufferNodeWin.cc and utils/WindowsSupport.cc (Windows), and third_party/wepoll/ (Windows' epoll, C, vendored).
    # The tests (trantor/tests/, trantor/unittests/: BUILD_TESTING off), cmake/, cmake_modules/ and third_party/ are not
    # scored.
    "trantor": Project(
        RepoSpec("trantor", "an-tao+trantor", "63a4e5e164e219dc3bf30cdbfa1462ae5602fa97",
                 ("trantor/net/", "trantor/utils/"), False, ("cpp",)),
        "cpp", ("-std=c++14", "-DTRANTOR_TLS_PROVIDER=OpenSSL", "-DUSE_OPENSSL", "-I{root}", "-I{gen}/exports",
                "-I{root}/trantor/utils", "-I{root}/trantor/net", "-I{root}/trantor/net/inner",
                "-I{root}/third_party/wepoll"),
        skip=("trantor/net/inner/AresResolver.cc", "trantor/net/inner/FileBufferNodeWin.cc",
              "trantor/net/inner/tlsprovider/BotanTLSProvider.cc", "trantor/utils/WindowsSupport.cc",
              *(f"trantor/utils/crypto/{name}.cc" for name in ("blake2", "botan", "md5", "sha1", "sha256", "sha3"))),
        generated=(("exports/trantor/exports.h", "#ifndef TRANTOR_EXPORT_H\n#define TRANTOR_EXPORT_H\n"
                    "#ifdef TRANTOR_STATIC_DEFINE\n#  define TRANTOR_EXPORT\n#  define TRANTOR_NO_EXPORT\n#else\n"
                    "#  ifndef TRANTOR_EXPORT\n#    ifdef trantor_EXPORTS\n#      define TRANTOR_EXPORT\n#    else\n"
                    "#      define TRANTOR_EXPORT\n#    endif\n#  endif\n#  ifndef TRANTOR_NO_EXPORT\n"
                    "#    define TRANTOR_NO_EXPORT\n#  endif\n#endif\n#ifndef TRANTOR_DEPRECATED\n"
                    "#  define TRANTOR_DEPRECATED __attribute__ ((__deprecated__))\n#endif\n"
                    "#ifndef TRANTOR_DEPRECATED_EXPORT\n"
                    "#  define TRANTOR_DEPRECATED_EXPORT TRANTOR_EXPORT TRANTOR_DEPRECATED\n#endif\n"
                    "#ifndef TRANTOR_DEPRECATED_NO_EXPORT\n"
                    "#  define TRANTOR_DEPRECATED_NO_EXPORT TRANTOR_NO_EXPORT TRANTOR_DEPRECATED\n#endif\n#endif\n"),),
        note=("Fresh (the twenty-first batch): configured before any score; first scored with batch 21, "
              "not tuned on.")),
    # Sogou C++ Workflow: the workflow library (src/ with its client/, factory/, kernel/, manager/, nameservice/,
    # protocol/, server/ and util/ folders) as its CMake files build it on x86-64 Linux with its defaults: C++11 and
    # -fno-exceptions (set in its CMAKE_CXX_FLAGS), RelWithDebInfo (its default build type: NDEBUG), shared and static
    # (the same objects), OpenSSL (REQUIRED: Debian's libssl-dev), Kafka off (KAFKA unset: no zlib, snappy, lz4 or
    # zstd); no generated header.  Its CMake configuration copies the public headers of every src/ folder into one
    # _include/workflow/ folder at build time and compiles with that folder on the include path; here each src/ folder
    # holding headers is on the include path instead (no header name is in two of them), so that the declarations are
    # the checkout's own files; src/include/workflow/ (the same headers as symbolic links, which the indexer leaves out)
    # is not scored.  Its C units (src/kernel/: mpoller.c, msgqueue.c, poller.c, rbtree.c, thrdpool.c; src/protocol/:
    # dns_parser.c, http_parser.c, mysql_byteorder.c, mysql_parser.c, mysql_stream.c, redis_parser.c; src/util/:
    # json_parser.c; -std=gnu90) are left out of this C++ project's parse and parsed for their definitions (the C++
    # calls poller_add(), msgqueue_get(), mpoller_start(), json_value_parse() and the rest by name).  Not built with
    # these defaults on Linux, so left out: the Kafka client (src/client/WFKafkaClient.cc, src/factory/KafkaTaskImpl.cc,
    # src/protocol/KafkaDataTypes.cc, KafkaMessage.cc, KafkaResult.cc, and the C kafka_parser.c and src/util/crc32c.c)
    # and src/kernel/IOService_thread.cc (the non-Linux asynchronous file I/O: IOService_linux.cc is built).  The tests
    # (test/), tutorial/, benchmark/, docs/ and the Bazel, xmake and GNU make files are not scored.
    "workflow": Project(
        RepoSpec("workflow", "sogou+workflow", "41695078733a725a8d22390a2f65c9abb21c0e2e",
                 tuple(f"src/{name}/" for name in (
                     "client", "factory", "kernel", "manager", "nameservice", "protocol", "server", "util")),
                 False, ("cpp",)),
        "cpp", ("-std=c++11", "-fno-exceptions", "-DNDEBUG",
                *(f"-I{{root}}/src/{name}" for name in (
                    "client", "factory", "kernel", "manager", "nameservice", "protocol", "server", "util"))),
        skip=("src/client/WFKafkaClient.cc", "src/factory/KafkaTaskImpl.cc", "src/protocol/KafkaDataTypes.cc",
              "src/protocol/KafkaMessage.cc", "src/protocol/KafkaResult.cc", "src/kernel/IOService_thread.cc"),
        definitions_from=(*(f"src/kernel/{name}.c" for name in ("mpoller", "msgqueue", "poller", "rbtree", "thrdpool")),
                          *(f"src/protocol/{name}.c" for name in (
                              "dns_parser", "http_parser", "mysql_byteorder", "mysql_parser", "mysql_stream",
                              "redis_parser")),
                          "src/util/json_parser.c"),
        note=("Fresh (the twenty-first batch): configured before any score; first scored with batch 21, "
              "not tuned on.")),
    # Exiv2: the exiv2lib library and the exiv2 program (src/, include/exiv2/, app/) as its CMake files build them on
    # x86-64 Linux with its defaults: C++20 with extensions (CMAKE_CXX_STANDARD 20 from cmake/compilerFlags.cmake:
    # -std=gnu++20; clang 14 parses its C++20), Release (its default build type: NDEBUG), shared (BUILD_SHARED_LIBS on:
    # exiv2lib_EXPORTS, the target's DEFINE_SYMBOL), hidden visibility, and its hardening defines (_GLIBCXX_ASSERTIONS,
    # _FORTIFY_SOURCE=2; -fstack-clash-protection, -fcf-protection and -fstack-protector-strong only change code
    # generation); the bundled XMP SDK (EXIV2_ENABLE_XMP on: xmpsdk/, with Debian's libexpat1-dev), PNG (zlib1g-dev),
    # BMFF with Brotli (libbrotli-dev), video, inih (libinih-dev), Nikon lens data, file-system access and iconv;
    # libstdc++ 12 has no std::format (EXV_HAVE_STD_FORMAT unset), so Debian's libfmt-dev (FMT_SHARED) formats;
    # WebReady, curl and NLS off; the build folder, include/exiv2/, include/ and src/ (the program's) and
    # xmpsdk/include/ (a system folder) on the include path (the build folder's src/ holds nothing and is left out).
    # exv_conf.h and exiv2lib_export.h are configure_file's and GenerateExportHeader's output in the build folder
    # (written here without their comments).  Every unit here gets the union of the targets' defines (exiv2lib's
    # FMT_SHARED and exiv2lib_EXPORTS, the XMP SDK's BanAllEntityUsage=1; the program's units have none of them and read
    # none).  xmpsdk/ is Adobe's XMP Toolkit, vendored (compiled into the exiv2-xmp static library): not scored, and
    # xmpsdk/src/ is parsed for its definitions (convert.cpp and xmp.cpp call the SXMPMeta and SXMPUtils members by
    # name).  Not built with these defaults, so left out: src/http.cpp (EXIV2_ENABLE_WEBREADY off).  The samples
    # (samples/: EXIV2_BUILD_SAMPLES off), the unit and fuzz tests (unitTests/, fuzz/, test/), contrib/, doc/, man/,
    # po/, ci/ and cmake/ are not scored.
    "exiv2": Project(
        RepoSpec("exiv2", "Exiv2+exiv2", "e84cb9db060527416a43f3d257656331c85aff28", ("src/", "include/", "app/"),
                 False, ("cpp",)),
        "cpp", ("-std=gnu++20", "-DNDEBUG", "-D_GLIBCXX_ASSERTIONS", "-D_FORTIFY_SOURCE=2", "-DFMT_SHARED",
                "-Dexiv2lib_EXPORTS", "-DBanAllEntityUsage=1", "-fvisibility=hidden", "-fvisibility-inlines-hidden",
                "-I{gen}", "-I{root}/include/exiv2", "-I{root}/include", "-I{root}/src", "-isystem",
                "{root}/xmpsdk/include"),
        skip=("src/http.cpp",),
        generated=(("exv_conf.h", "#ifndef EXV_CONF_H_\n#define EXV_CONF_H_\n" + "".join(
                        f"#define EXV_{name}\n" for name in (
                            "ENABLE_FILESYSTEM", "ENABLE_VIDEO", "ENABLE_BMFF", "ENABLE_INIH", "HAVE_STRERROR_R",
                            "STRERROR_R_CHAR_P"))
                    + "#if defined(__NetBSD__)\n#include <sys/param.h>\n#if __NetBSD_Prereq__(9,99,17)\n"
                    "#define NETBSD_POSIX_ICONV 1\n#else\n#define NETBSD_POSIX_ICONV 0\n#endif\n#endif\n"
                    "#if (defined(__NetBSD__) && !NETBSD_POSIX_ICONV)\n#define EXV_ICONV_CONST const\n#else\n"
                    "#define EXV_ICONV_CONST\n#endif\n#define EXV_HAVE_LIBZ\n#define EXV_HAVE_BROTLI\n"
                    '#define EXV_HAVE_XMP_TOOLKIT\n#define EXV_PACKAGE_NAME "exiv2"\n'
                    '#define EXV_PACKAGE_STRING "exiv2 1.00.0.9"\n#define EXV_PACKAGE_VERSION "1.00.0.9"\n'
                    "#define EXIV2_MAJOR_VERSION (1U)\n#define EXIV2_MINOR_VERSION (00U)\n"
                    "#define EXIV2_PATCH_VERSION (0U)\n#define EXIV2_TWEAK_VERSION (9U)\n#define EXV_HAVE_LENSDATA\n"
                    "#define EXV_HAVE_ICONV\n#endif\n"),
                   ("exiv2lib_export.h", "#ifndef EXIV2API_H\n#define EXIV2API_H\n#ifdef exiv2lib_STATIC\n"
                    "#  define EXIV2API\n#  define EXIV2LIB_NO_EXPORT\n#else\n#  ifndef EXIV2API\n"
                    "#    ifdef exiv2lib_EXPORTS\n#      define EXIV2API __attribute__((visibility(\"default\")))\n"
                    "#    else\n#      define EXIV2API __attribute__((visibility(\"default\")))\n#    endif\n#  endif\n"
                    "#  ifndef EXIV2LIB_NO_EXPORT\n"
                    "#    define EXIV2LIB_NO_EXPORT __attribute__((visibility(\"hidden\")))\n#  endif\n#endif\n"
                    "#ifndef EXIV2LIB_DEPRECATED\n#  define EXIV2LIB_DEPRECATED __attribute__ ((__deprecated__))\n"
                    "#endif\n#ifndef EXIV2LIB_DEPRECATED_EXPORT\n"
                    "#  define EXIV2LIB_DEPRECATED_EXPORT EXIV2API EXIV2LIB_DEPRECATED\n#endif\n"
                    "#ifndef EXIV2LIB_DEPRECATED_NO_EXPORT\n"
                    "#  define EXIV2LIB_DEPRECATED_NO_EXPORT EXIV2LIB_NO_EXPORT EXIV2LIB_DEPRECATED\n#endif\n"
                    "#endif\n")),
        definitions_from=("xmpsdk/src/",),
        note=("Fresh (the twenty-first batch): configured before any score; first scored with batch 21, "
              "not tuned on.")),
    # Tippecanoe: the tippecanoe, tippecanoe-enumerate, tippecanoe-decode, tile-join, tippecanoe-json-tool and
    # tippecanoe-overzoom programs (the repository's top-level *.cpp and *.hpp files, and jsonpull/, Tippecanoe's own
    # JSON reader) as its Makefile builds them with g++ 12 on x86-64 Linux with its defaults (make -n; no CMake): C++17
    # (-std=c++17 in its CXXFLAGS), BUILDTYPE Release (NDEBUG), BUILD_INFO empty (-DBUILD_INFO=), zlib and SQLite
    # (Debian's zlib1g-dev and libsqlite3-dev); the repository root and clipper2/include/ on the include path (its
    # -I/usr/local/include names no folder here); no generated header.  clipper2/ is Angus Johnson's Clipper2, vendored
    # (its clipper.engine.cpp is linked into four of the programs): not scored, and clipper2/src/ is parsed for its
    # definitions (clip.cpp calls Clipper64's AddOpenSubject(), AddClip() and Execute() by name).  The other vendored
    # header-only libraries (mapbox/, protozero/, milo/, flatbuffers/, flatgeobuf/'s generated readers, pmtiles/,
    # catch/) are not scored: the scored roots name the top-level files by their initials, leaving those folders out.
    # The unit program (unit.cpp, Catch tests), the tests (tests/), filters/ (example filter scripts) and man/ are not
    # scored.
    "tippecanoe": Project(
        RepoSpec("tippecanoe", "felt+tippecanoe", "4f2621186acfec33b63ddf636f665623c0fef2dd",
                 ("a", "clip.", "co", "cs", "d", "e", "flatgeobuf.", "g", "j", "main.", "mb", "me", "mv", "o", "pl",
                  "pmtiles_", "poo", "proj", "r", "s", "te", "th", "ti", "us", "v", "w"), False, ("cpp",)),
        "cpp", ("-std=c++17", "-DNDEBUG", "-DBUILD_INFO=", "-I{root}", "-I{root}/clipper2/include"),
        definitions_from=("clipper2/src/",),
        note=("Fresh (the twenty-first batch): configured before any score; first scored with batch 21, "
              "not tuned on.")),
    # LibRaw: the libraw and libraw_r libraries (src/ with its decoders/, decompressors/, demosaic/, integration/,
    # metadata/, postprocessing/, preprocessing/, tables/, utils/, write/ and x3f/ folders, libraw/, internal/) as its
    # Makefile.dist (its build without configure) builds them with g++ 12 on x86-64 Linux with its defaults (make -n -f
    # Makefile.dist): no C++ standard (g++ 12's gnu++17), zlib (USE_ZLIB; Debian's zlib1g-dev), no libjpeg or Little CMS
    # (commented out there), the repository root on the include path; no generated header.  Both libraries compile the
    # same units: libraw with LIBRAW_NOTHREADS, the thread-safe libraw_r without it; libraw_r's flags are taken.
    # src/integration/'s DNG SDK and RawSpeed glue units are built and compile to (next to) nothing without USE_DNGSDK
    # and USE_RAWSPEED.  Not built with these defaults, so left out: the placeholder units
    # src/postprocessing/postprocessing_ph.cpp, src/preprocessing/preprocessing_ph.cpp and src/write/write_ph.cpp (built
    # only by Makefile.devel.nopp and .noppr2i, for a library without post-processing; they define the same LibRaw
    # members again).  The sample programs (samples/: dcraw_emu, raw-identify and the rest, examples of the API),
    # RawSpeed/ and RawSpeed3/ (the optional RawSpeed integration's data and C API, not built), GoPro/, doc/,
    # buildfiles/, m4/ and the other platforms' makefiles are not scored.
    "libraw": Project(
        RepoSpec("libraw", "LibRaw+LibRaw", "e419de08001de28ae6988ecb22df47e52b9c5eaa",
                 ("src/", "libraw/", "internal/"), True, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DUSE_ZLIB", "-I{root}"),
        skip=("src/postprocessing/postprocessing_ph.cpp", "src/preprocessing/preprocessing_ph.cpp",
              "src/write/write_ph.cpp"),
        note=("Fresh (the twenty-first batch): configured before any score; first scored 0.553 / 0.382. "
              "Read on 2026-12-05 (round 31: a header the class body includes, class DllDef LibRaw, FORC4 loop "
              "macros): tuned on since.")),
    # PoDoFo: the podofo library (src/podofo/ with its main/, auxiliary/, private/ and optional/ folders and podofo.h)
    # as its CMake files build it on x86-64 Linux with its defaults: C++17 with extensions (CMAKE_CXX_STANDARD 17:
    # -std=gnu++17), no build type, shared (PODOFO_BUILD_STATIC off: PODOFO_SHARED, podofo_shared_EXPORTS and
    # PODOFO_BUILD), hidden visibility, HAS_UNCAUGHT_EXCEPTIONS=1, the vendored utf8proc linked in (UTF8PROC_STATIC),
    # AFDKO on (PODOFO_WITH_AFDKO), the font manager with Fontconfig, and the libraries found: zlib, OpenSSL, libjpeg,
    # libtiff, libpng, FreeType, Fontconfig and libxml2 (Debian's zlib1g-dev, libssl-dev, libjpeg62-turbo-dev,
    # libtiff-dev, libpng-dev, libfreetype-dev, libfontconfig-dev and libxml2-dev; /usr/include/libxml2 and
    # /usr/include/freetype2 system folders); src/, the build folder's src/podofo/, src/podofo/podofo/auxiliary/ and
    # src/podofo/podofo/private/, and 3rdparty/'s adobe/, chromium/, tcbspan/, date/, fastfloat/, fmtlib/ (fmt, header
    # only: FMT_HEADER_ONLY in format_compat.h), utf8cpp/ and utf8proc/ on the include path, and the AFDKO target's own
    # 3rdparty/adobe/afdko/include/ and resource/ after them (for its units' definitions; no podofo unit includes a
    # header of theirs by a name found earlier).  podofo_config.h and podofo_config_private.h are configure_file's
    # output there (written here without their comments and #undef lines).  The library's units and those of the
    # podofo_private static library (src/podofo/private/, linked into it) differ only in the library's PODOFO_BUILD,
    # podofo_shared_EXPORTS and HAS_UNCAUGHT_EXCEPTIONS and the build folder's src/podofo/: every unit here gets their
    # union.  3rdparty/ is vendored: not scored, and the sources compiled into the library are parsed for their
    # definitions: utf8proc (utf8proc.c: SASLprep.cpp calls utf8proc_decompose_char() by name), PDFium's fax decoder
    # (3rdparty/chromium/pdfium/: FaxModule::CreateDecoder()) and Adobe's AFDKO font libraries
    # (3rdparty/adobe/afdko/source/: FontUtilsAFDKO.cpp calls cfrNew(), cfwNew() and the rest). The tools (tools/:
    # PODOFO_BUILD_UNSUPPORTED_TOOLS off), the tests (test/), examples/, extern/, cmake/ and doc/ are not scored.
    "podofo": Project(
        RepoSpec("podofo", "podofo+podofo", "57994849af23eddc3a818fb56a2ae3ffc4c8cdbd", ("src/podofo/",), True,
                 ("cpp",)),
        "cpp", ("-std=gnu++17", "-fvisibility=hidden", "-DHAS_UNCAUGHT_EXCEPTIONS=1", "-DPODOFO_BUILD",
                "-DPODOFO_SHARED", "-DUTF8PROC_STATIC", "-Dpodofo_shared_EXPORTS",
                "-I{gen}/src/podofo/podofo/auxiliary", "-I{gen}/src/podofo/podofo/private", "-I{root}/src",
                *(f"-I{{root}}/3rdparty/{name}" for name in (
                    "adobe", "chromium", "tcbspan", "date", "fastfloat", "fmtlib", "utf8cpp", "utf8proc")),
                "-I{gen}/src/podofo", "-I{root}/3rdparty/adobe/afdko/include", "-I{root}/3rdparty/adobe/afdko/resource",
                "-isystem", "/usr/include/libxml2", "-isystem", "/usr/include/freetype2"),
        generated=(("src/podofo/podofo/auxiliary/podofo_config.h", "#ifndef PODOFO_CONFIG_H\n#define PODOFO_CONFIG_H\n"
                    "#define PODOFO_VERSION_MAJOR 1\n#define PODOFO_VERSION_MINOR 2\n#define PODOFO_VERSION_PATCH 0\n"
                    + "".join(f"#define PODOFO_HAVE_{name}\n" for name in (
                        "JPEG_LIB", "PNG_LIB", "TIFF_LIB", "FONTCONFIG"))
                    + "#endif\n"),
                   ("src/podofo/podofo/private/podofo_config_private.h", "#ifndef PODOFO_CONFIG_PRIVATE_H\n"
                    "#define PODOFO_CONFIG_PRIVATE_H\n#define PODOFO_ENABLE_AFDKO\n#endif\n")),
        definitions_from=("3rdparty/utf8proc/utf8proc.c", "3rdparty/chromium/pdfium/",
                          "3rdparty/adobe/afdko/source/"),
        note=("Fresh (the twenty-first batch): configured before any score; first scored with batch 21, "
              "not tuned on then. First scored 0.989 / 0.800; read on 2026-12-05 "
              "(round 32: a converted argument binds the rvalue overload): tuned on since.")),
    # The twenty-second fresh batch (2026-12-05), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 22, not tuned on.  Each project's flags are the ones its
    # own CMake configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12) gives in compile_commands.json with its
    # defaults, and its generated headers are that configuration's output; where the defaults do not configure here
    # (FLAC's manual pages, MaterialX's minimum cmake version) the one change is said in the project's comment.  Where a
    # project's targets differ in defines, every unit gets their union, as in earlier batches; where a library is built
    # both shared and static from the same sources, the shared one's flags are taken.  Where g++ 12's or gcc 12's
    # default standard (gnu++17, gnu17) is used without a flag it is written out, clang 14's default C++ standard being
    # gnu++14.  Flags that only change code generation or warnings (-O, -g, -W..., -fPIC, -fPIE,
    # -fstack-protector-strong, -fassociative-math, -fno-signed-zeros, -fno-trapping-math, -freciprocal-math,
    # -ftree-vrp, -fdelete-null-pointer-checks, -fdiagnostics-color, -fmacro-prefix-map) are left out.  (Not taken:
    # libpqxx, whose C++20 headers need <format> (libstdc++ 12 has none) and std::source_location (clang 14 lacks
    # __builtin_source_location): every unit has errors; ZXing-C++, whose C++20 (parenthesized aggregate initialization,
    # lambdas capturing structured bindings, std::ranges over its own ranges) clang 14 does not parse with libstdc++ 12:
    # ten units have errors; libmatroska, whose CMake file needs libebml 2 (Debian 12 has 1.4) and whose library is 19
    # units; OpenSubdiv, whose default branch was last changed in 2023-09; Cap'n Proto, whose sources are .c++ files,
    # which the yardstick does not take as C++ units; Uncrustify, whose build generates token_names.h,
    # punctuator_table.h and option_enum.h with Python scripts, tables too long to write here; libarchive, whose CMake
    # config.h holds 237 definitions, too long to write here; PCRE2, whose public pcre2.h is configure_file's output of
    # its whole API header, as H3's.)  Three of the ten this batch was to have are not taken for want of time: it holds
    # five C++ projects and two C ones.
    # OpenEXR: the OpenEXR, Iex, IlmThread and OpenEXRUtil libraries and the exr* programs (src/lib/OpenEXR/,
    # src/lib/Iex/, src/lib/IlmThread/, src/lib/OpenEXRUtil/, src/bin/) as its CMake files build them on x86-64 Linux
    # with its defaults: C++17 (CMAKE_CXX_STANDARD 17, g++ 12's default: -std=gnu++17, no flag), Release (its default
    # build type: NDEBUG), shared (BUILD_SHARED_LIBS on: each library's <name>_EXPORTS DEFINE_SYMBOL and its own
    # upper-case OPENEXR_EXPORTS, IEX_EXPORTS, ILMTHREAD_EXPORTS or OPENEXRUTIL_EXPORTS), hidden visibility, threads
    # (ILMTHREAD_THREADING_ENABLED), the tools on (OPENEXR_BUILD_TOOLS), and the libraries found: Imath 3.1 (Debian's
    # libimath-dev, a system folder: the FetchContent download is not needed) and libdeflate (libdeflate-dev, for the C
    # core); the build folder's cmake/, src/lib/OpenEXR/, src/lib/Iex/, src/lib/IlmThread/, src/lib/OpenEXRCore/ and
    # src/lib/OpenEXRUtil/ on the include path (the build folder's per-library folders hold nothing and are left out).
    # IexConfig.h, IexConfigInternal.h, IlmThreadConfig.h, OpenEXRConfig.h and OpenEXRConfigInternal.h are
    # configure_file's output in the build folder's cmake/ (written here without their comments and #undef lines). Every
    # unit here gets the union of the libraries' defines (the programs' units have none and read none).  The C core
    # (src/lib/OpenEXRCore/: C, -std=gnu11 by its C_STANDARD 11, with its two C++ units for the HTJ2K codec) is the
    # library the C++ one wraps: not scored here (a C library in a C++ project), and parsed for its definitions
    # (ImfContext.cpp, ImfHeader.cpp and the rest call exr_start_read(), exr_get_chunk_count() and the other exr_*
    # functions by name).  external/OpenJPH/ is vendored (built because no OpenJPH is installed) and not scored.  The
    # tests (src/test/), the examples (src/examples/), website/src/ (the documentation's examples), src/wrappers/
    # (Python, OPENEXR_BUILD_PYTHON off), share/, cmake/ and the Bazel files are not scored.
    "openexr": Project(
        RepoSpec("openexr", "AcademySoftwareFoundation+openexr", "cfa2502daac8c41c0bcea78d5ca8ff53c8330e54",
                 ("src/lib/OpenEXR/", "src/lib/Iex/", "src/lib/IlmThread/", "src/lib/OpenEXRUtil/", "src/bin/"), True,
                 ("cpp",)),
        "cpp", ("-std=gnu++17", "-DNDEBUG", "-fvisibility=hidden", "-fvisibility-inlines-hidden",
                "-DOPENEXR_EXPORTS", "-DOpenEXR_EXPORTS", "-DIEX_EXPORTS", "-DIex_EXPORTS", "-DILMTHREAD_EXPORTS",
                "-DIlmThread_EXPORTS", "-DOPENEXRUTIL_EXPORTS", "-DOpenEXRUtil_EXPORTS", "-I{gen}",
                *(f"-I{{root}}/src/lib/{name}" for name in (
                    "OpenEXR", "Iex", "IlmThread", "OpenEXRCore", "OpenEXRUtil")),
                "-isystem", "/usr/include/Imath"),
        generated=(("IexConfig.h", "#ifndef INCLUDED_IEX_CONFIG_H\n#define INCLUDED_IEX_CONFIG_H 1\n#pragma once\n"
                    "#define IEX_INTERNAL_NAMESPACE_CUSTOM 0\n#define IEX_INTERNAL_NAMESPACE Iex_4_0\n"
                    "#define IEX_NAMESPACE_CUSTOM 0\n#define IEX_NAMESPACE Iex\n#endif\n"),
                   ("IexConfigInternal.h", "#pragma once\n#define HAVE_UCONTEXT_H 1\n"
                    "#define IEX_HAVE_CONTROL_REGISTER_SUPPORT 1\n"),
                   ("IlmThreadConfig.h", "#ifndef INCLUDED_ILMTHREAD_CONFIG_H\n"
                    "#define INCLUDED_ILMTHREAD_CONFIG_H 1\n#pragma once\n#define ILMTHREAD_THREADING_ENABLED 1\n"
                    "#define ILMTHREAD_HAVE_POSIX_SEMAPHORES 1\n#define ILMTHREAD_USE_TBB 0\n"
                    "#define ILMTHREAD_INTERNAL_NAMESPACE_CUSTOM 0\n"
                    "#define ILMTHREAD_INTERNAL_NAMESPACE IlmThread_4_0\n#define ILMTHREAD_NAMESPACE_CUSTOM 0\n"
                    "#define ILMTHREAD_NAMESPACE IlmThread\n#if defined(__cplusplus) && (__cplusplus >= 201402L)\n"
                    "#    define ILMTHREAD_DEPRECATED(msg) [[deprecated (msg)]]\n#endif\n"
                    "#ifndef ILMTHREAD_DEPRECATED\n#    ifdef _MSC_VER\n"
                    "#        define ILMTHREAD_DEPRECATED(msg) __declspec(deprecated (msg))\n#    else\n"
                    "#        define ILMTHREAD_DEPRECATED(msg) __attribute__ ((deprecated (msg)))\n#    endif\n"
                    "#endif\n#endif\n"),
                   ("OpenEXRConfig.h", "#ifndef INCLUDED_OPENEXR_CONFIG_H\n#define INCLUDED_OPENEXR_CONFIG_H 1\n"
                    "#pragma once\n#ifndef INCLUDED_OPENEXR_VERSION_H\n#define OPENEXR_VERSION_MAJOR 4\n"
                    "#define OPENEXR_VERSION_MINOR 0\n#define OPENEXR_VERSION_PATCH 0\n"
                    "#define OPENEXR_SOVERSION 99\n#endif\n#define OPENEXR_IMATH_SOVERSION\n"
                    "#define OPENEXR_IMATH_VERSION_MAJOR 3\n#define OPENEXR_IMATH_VERSION_MINOR 1\n"
                    "#define OPENEXR_IMATH_VERSION_PATCH 6\n#define OPENEXR_OPENJPH_VERSION_MAJOR 0\n"
                    "#define OPENEXR_OPENJPH_VERSION_MINOR 31\n#define OPENEXR_OPENJPH_VERSION_PATCH 0\n"
                    "#define OPENEXR_IMF_INTERNAL_NAMESPACE_CUSTOM 0\n"
                    "#define OPENEXR_IMF_INTERNAL_NAMESPACE Imf_4_0\n#define OPENEXR_IMF_NAMESPACE_CUSTOM 0\n"
                    '#define OPENEXR_IMF_NAMESPACE Imf\n#define OPENEXR_VERSION_STRING "4.0.0"\n'
                    '#define OPENEXR_PACKAGE_STRING "OpenEXR 4.0.0-dev"\n'
                    '#define OPENEXR_VERSION_RELEASE_TYPE "-dev"\n#define OPENEXR_VERSION_EXTRA "-dev"\n'
                    '#define OPENEXR_LIB_VERSION_STRING "99.4.0.0"\n#define OPENEXR_VERSION_HEX \\\n'
                    "    (((OPENEXR_VERSION_MAJOR) << 24) | \\\n     ((OPENEXR_VERSION_MINOR) << 16) | \\\n"
                    "     ((OPENEXR_VERSION_PATCH) << 8))\n#ifndef __has_attribute\n"
                    "#    define __has_attribute(x) 0\n#endif\n#define OPENEXR_ENABLE_API_VISIBILITY\n"
                    "#if defined(OPENEXR_ENABLE_API_VISIBILITY) && \\\n"
                    "    !(defined(OPENEXR_DLL) || defined(_MSC_VER) || defined(_WIN32))\n"
                    "#    define OPENEXR_PUBLIC_SYMBOL_ATTRIBUTE \\\n"
                    '        __attribute__ ((__visibility__ ("default")))\n'
                    "#    define OPENEXR_PRIVATE_SYMBOL_ATTRIBUTE \\\n"
                    '        __attribute__ ((__visibility__ ("hidden")))\n'
                    "#    if __has_attribute(__type_visibility__)\n"
                    "#        define OPENEXR_PUBLIC_TYPE_VISIBILITY_ATTRIBUTE \\\n"
                    '            __attribute__ ((__type_visibility__ ("default")))\n#    endif\n'
                    "#    define OPENEXR_EXPORT OPENEXR_PUBLIC_SYMBOL_ATTRIBUTE\n"
                    "#    define OPENEXR_HIDDEN OPENEXR_PRIVATE_SYMBOL_ATTRIBUTE\n"
                    "#    define OPENEXR_EXPORT_TYPE OPENEXR_EXPORT\n"
                    "#    define OPENEXR_EXPORT_EXTERN_TEMPLATE OPENEXR_EXPORT\n"
                    "#    ifdef OPENEXR_PUBLIC_TYPE_VISIBILITY_ATTRIBUTE\n"
                    "#        define OPENEXR_EXPORT_ENUM OPENEXR_PUBLIC_TYPE_VISIBILITY_ATTRIBUTE\n"
                    "#        define OPENEXR_EXPORT_TEMPLATE_TYPE \\\n"
                    "            OPENEXR_PUBLIC_TYPE_VISIBILITY_ATTRIBUTE\n"
                    "#        define OPENEXR_EXPORT_TEMPLATE_INSTANCE OPENEXR_EXPORT\n#    else\n"
                    "#        define OPENEXR_EXPORT_ENUM\n"
                    "#        define OPENEXR_EXPORT_TEMPLATE_TYPE OPENEXR_EXPORT\n"
                    "#        define OPENEXR_EXPORT_TEMPLATE_INSTANCE\n#    endif\n#else\n"
                    "#    define OPENEXR_EXPORT\n#    define OPENEXR_HIDDEN\n#    define OPENEXR_EXPORT_TYPE\n"
                    "#    define OPENEXR_EXPORT_EXTERN_TEMPLATE\n#    define OPENEXR_EXPORT_ENUM\n"
                    "#    define OPENEXR_EXPORT_TEMPLATE_TYPE\n#    define OPENEXR_EXPORT_TYPE\n"
                    "#    define OPENEXR_EXPORT_TEMPLATE_INSTANCE\n#endif\n#if defined(_MSC_VER)\n"
                    "#    define OPENEXR_DEPRECATED(msg) __declspec(deprecated (msg))\n#elif defined(__GNUC__)\n"
                    "#    define OPENEXR_DEPRECATED(msg) __attribute__ ((deprecated (msg)))\n"
                    "#elif defined(__cplusplus) && (__cplusplus >= 201402L)\n"
                    "#    define OPENEXR_DEPRECATED(msg) [[deprecated (msg)]]\n#endif\n#endif\n"),
                   ("OpenEXRConfigInternal.h", "#ifndef INCLUDED_OPENEXR_INTERNAL_CONFIG_H\n"
                    "#define INCLUDED_OPENEXR_INTERNAL_CONFIG_H 1\n#pragma once\n"
                    "#define OPENEXR_IMF_HAVE_LINUX_PROCFS 1\n#define OPENEXR_IMF_HAVE_COMPLETE_IOMANIP 1\n"
                    "#define OPENEXR_IMF_HAVE_SYSCONF_NPROCESSORS_ONLN 1\n"
                    "#define OPENEXR_IMF_HAVE_GCC_INLINE_ASM_AVX 1\n#endif\n")),
        definitions_from=("src/lib/OpenEXRCore/",),
        note=("Fresh (the twenty-second batch): configured before any score; first scored with batch 22, "
              "not tuned on then. First scored 0.985 / 0.762; read on 2026-12-05 "
              "(round 32: signed int and char[] parameters, namespaces named by macros): tuned on since.")),
    # MaterialX: the MaterialXCore, MaterialXFormat, MaterialXGenShader, MaterialXGenHw, MaterialXGenGlsl,
    # MaterialXGenMdl, MaterialXGenMsl, MaterialXGenOsl, MaterialXGenSlang, MaterialXRender, MaterialXRenderGlsl,
    # MaterialXRenderHw and MaterialXRenderOsl libraries (their folders under source/) as its CMake files build them on
    # x86-64 Linux with its defaults (configured with cmake 3.25 after lowering its cmake_minimum_required from 3.26:
    # nothing it configures here needs 3.26): C++17 (CMAKE_CXX_STANDARD 17, g++ 12's default: -std=gnu++17, no flag), no
    # build type, static (MATERIALX_BUILD_SHARED_LIBS off; each library still has its MATERIALX_<NAME>_EXPORTS), hidden
    # visibility, every shader generator on (MATERIALX_BUILD_GEN_GLSL, _MDL, _MSL, _OSL and _SLANG), the render modules
    # on (MATERIALX_BUILD_RENDER and MATERIALX_BUILD_RENDER_PLATFORMS, with OpenGL, X11 and Xt found: Debian's
    # libgl-dev, libx11-dev and libxt-dev), MATERIALX_TEST_RENDER on; source/ and the build folder's source/ on the
    # include path (its "<folder>/.." entries).  MaterialXCore/Generated.h is configure_file's output in the build
    # folder (written here without its comments and #undef lines).  Every unit here gets the union of the libraries'
    # defines.  The units built on every platform and compiling to (next to) nothing on Linux are kept
    # (SimpleWindowIOS.cpp, SimpleWindowMac.cpp and SimpleWindowWindows.cpp of MaterialXRenderHw; OiioImageLoader.cpp
    # without MATERIALX_BUILD_OIIO).  The vendored code under the libraries' External/ folders (pugixml in
    # MaterialXFormat, cgltf, stb_image and tinyobjloader headers in MaterialXRender, Glad in MaterialXRenderGlsl) is
    # not scored: the scored roots name those three folders' own files by their initials;
    # MaterialXFormat/External/PugiXML/ is parsed for its definitions (XmlIo.cpp calls xml_document's load_file(),
    # child() and the rest by name).  Not built on Linux or with these defaults, so not scored: MaterialXRenderMsl/
    # (Objective-C++, Apple only), MaterialXRenderSlang/ (needs the slang-rhi sources, MATERIALX_SLANG_RHI_SOURCE_DIR
    # unset), MaterialXTrace/ (Perfetto tracing off), MaterialXView/ and MaterialXGraphEditor/ (off), MaterialXTest/
    # (MATERIALX_BUILD_TESTS off), JsMaterialX/ and PyMaterialX/ (bindings, off); nor are javascript/, python/,
    # libraries/ (MaterialX data), resources/, documents/ and cmake/.
    "materialx": Project(
        RepoSpec("materialx", "AcademySoftwareFoundation+MaterialX", "4177b2cbd48b579ca1e8f7d9901584d811c63b68",
                 (*(f"source/MaterialX{name}/" for name in (
                     "Core", "GenGlsl", "GenHw", "GenMdl", "GenMsl", "GenOsl", "GenShader", "GenSlang", "RenderHw",
                     "RenderOsl")),
                  *(f"source/MaterialXFormat/{initial}" for initial in ("Env", "Exp", "F", "U", "X")),
                  *(f"source/MaterialXRender/{initial}" for initial in ("C", "Exp", "G", "H", "I", "L", "M", "O", "S",
                                                                          "T", "U")),
                  *(f"source/MaterialXRenderGlsl/{initial}" for initial in ("Exp", "G", "T"))), True, ("cpp",)),
        "cpp", ("-std=gnu++17", "-fvisibility=hidden",
                *(f"-DMATERIALX_BUILD_GEN_{name}" for name in ("GLSL", "MDL", "MSL", "OSL", "SLANG")),
                *(f"-DMATERIALX_{name}_EXPORTS" for name in (
                    "CORE", "FORMAT", "GENSHADER", "GENHW", "GENGLSL", "GENMDL", "GENMSL", "GENOSL", "GENSLANG",
                    "RENDER", "RENDERHW", "RENDERGLSL", "RENDEROSL")),
                "-DMATERIALX_TEST_RENDER", "-I{root}/source", "-I{gen}/source"),
        generated=(("source/MaterialXCore/Generated.h", "#ifndef MATERIALX_GENERATED_H\n"
                    "#define MATERIALX_GENERATED_H\n#define MATERIALX_MAJOR_VERSION 1\n"
                    "#define MATERIALX_MINOR_VERSION 39\n#define MATERIALX_BUILD_VERSION 6\n"
                    "namespace MaterialX_v1_39_6\n{\n}\nnamespace MaterialX = MaterialX_v1_39_6;\n"
                    "#define MATERIALX_NAMESPACE_BEGIN namespace MaterialX_v1_39_6 {\n"
                    "#define MATERIALX_NAMESPACE_END }\n#endif\n"),),
        definitions_from=("source/MaterialXFormat/External/PugiXML/",),
        note=("Fresh (the twenty-second batch): configured before any score; first scored with batch 22, "
              "not tuned on then. First scored 0.995 / 0.878; read on 2026-12-05 "
              "(round 32: smart pointer aliases to const, include chains deeper than six): tuned on since.")),
    # re2c: the re2c lexer generator (src/ with its adfa/, cfg/, codegen/, debug/, dfa/, encoding/, msg/, nfa/,
    # options/, parse/, regexp/, skeleton/ and util/ folders, and main.cc) as its CMake file builds it on x86-64 Linux
    # with its defaults: C++11 with extensions (CMAKE_CXX_STANDARD 11: -std=gnu++11), no build type, RE2C_STDLIB_DIR
    # (its install folder's stdlib/), the repository root and the build folder on the include path. config.h is
    # configure_file's output in the build folder (written here without its comments and #undef lines). The lexers and
    # parsers (src/parse/lexer.re, parser.ypp, conf_lexer.re, conf_parser.ypp, src/options/parse_opts.re,
    # src/msg/ver_to_vernum.re), the help texts and the default syntax headers are not regenerated with these defaults
    # (RE2C_REBUILD_LEXERS, _PARSERS, _SYNTAX and _DOCS off): the build copies their bootstrap/ versions into the build
    # folder, so bootstrap/ on the include path after the build folder stands in for the copied headers
    # (src/parse/lexer.h, parser.h, conf_parser.h, src/default_syntax_*.h); the copied units (bootstrap/src/) are
    # generated code whose #line directives name the .re and .ypp files, not scored.  The eleven other programs (re2d,
    # re2go, re2hs, re2java, re2js, re2ocaml, re2py, re2rust, re2swift, re2v, re2zig: RE2C_BUILD_RE2* on) compile the
    # same units with their own RE2C_LANG and RE2C_PROG defines; re2c's flags (without them) are taken.  The libraries
    # (lib/: RE2C_BUILD_LIBS off), libre2c_old/, the tests (src/test/, test/), benchmarks/, examples/, fuzz/, include/
    # (the syntax files), doc/ and the Bazel and autotools files are not scored.
    "re2c": Project(
        RepoSpec("re2c", "skvadrik+re2c", "f1a46ca73a0855ea750d4f36c15747a99ae542f9",
                 (*(f"src/{name}/" for name in (
                     "adfa", "cfg", "codegen", "debug", "dfa", "encoding", "msg", "nfa", "options", "parse", "regexp",
                     "skeleton", "util")), "src/constants.h", "src/main.cc"), True, ("cpp",)),
        "cpp", ("-std=gnu++11", '-DRE2C_STDLIB_DIR="/usr/local/share/re2c/stdlib"', "-I{root}", "-I{gen}",
                "-I{root}/bootstrap"),
        generated=(("config.h", '#define PACKAGE_VERSION "4.5.1"\n#define HAVE_SYS_TYPES_H 1\n'
                    "#define HAVE_SYS_STAT_H 1\n#define HAVE_FCNTL_H 1\n#define HAVE_UNISTD_H 1\n"),),
        note=("Fresh (the twenty-second batch): configured before any score; first scored with batch 22, "
              "not tuned on then. First scored 0.998 / 0.788; read on 2026-12-05 "
              "(round 32: function templates apart by T* or list_t<T>*): tuned on since.")),
    # redis-plus-plus: the redis++ library (src/sw/redis++/ with patterns/, and the no_tls/ and cxx17/ folders its
    # configuration picks) as its CMake file builds it on x86-64 Linux with its defaults: C++17 (its
    # REDIS_PLUS_PLUS_CXX_STANDARD 17, passed as -std=c++17 in CMAKE_CXX_FLAGS), Release (its default build type:
    # NDEBUG), shared and static (REDIS_PLUS_PLUS_BUILD_SHARED and _STATIC on, the same sources; the shared library's
    # flags are taken: redis___EXPORTS, its DEFINE_SYMBOL, which no file reads), hiredis (REQUIRED: Debian's
    # libhiredis-dev), no TLS (REDIS_PLUS_PLUS_USE_TLS off: src/sw/redis++/no_tls/ on the include path), no async
    # interface (REDIS_PLUS_PLUS_BUILD_ASYNC unset); src/, src/sw/redis++/no_tls/, src/sw/redis++/cxx17/ and the build
    # folder's src/ on the include path.  sw/redis++/hiredis_features.h is configure_file's output in the build folder's
    # src/ (its one #cmakedefine, REDIS_PLUS_PLUS_HAS_redisEnableKeepAliveWithInterval, is left undefined: Debian's
    # hiredis 0.14 lacks that function; written here without its comment and #undef line: empty).  Not built with these
    # defaults, so left out: the async interface's units (async_*.cpp, event_loop.cpp: libuv) and tls/'s tls.cpp (TLS
    # off).  The tests (test/: REDIS_PLUS_PLUS_BUILD_TEST on, linking the library) and cmake/ are not scored.
    "redis-plus-plus": Project(
        RepoSpec("redis-plus-plus", "sewenew+redis-plus-plus", "2c47000b9d90350be3a9984a94be42bc750dc6a7",
                 ("src/sw/redis++/",), True, ("cpp",)),
        "cpp", ("-std=c++17", "-DNDEBUG", "-Dredis___EXPORTS", "-I{root}/src", "-I{root}/src/sw/redis++/no_tls",
                "-I{root}/src/sw/redis++/cxx17", "-I{gen}"),
        skip=(*(f"src/sw/redis++/async_{name}.cpp" for name in (
                  "connection", "connection_pool", "redis", "redis_cluster", "sentinel", "shards_pool", "subscriber",
                  "subscriber_impl")),
              "src/sw/redis++/event_loop.cpp", "src/sw/redis++/tls/sw/redis++/tls.cpp"),
        generated=(("sw/redis++/hiredis_features.h", ""),),
        note=("Fresh (the twenty-second batch): configured before any score; first scored with batch 22, "
              "not tuned on then. First scored 0.637 / 0.552; read on 2026-12-05 "
              "(round 32: a namespace named like a local): tuned on since.")),
    # FLAC: the libFLAC library and the flac and metaflac programs with the helper libraries they link (src/libFLAC/,
    # src/flac/, src/metaflac/, src/share/, include/FLAC/, include/share/) as its CMake files build them on x86-64 Linux
    # with its defaults (INSTALL_MANPAGES turned off: no pandoc and no prebuilt manual pages here, and its configuration
    # stops otherwise; it changes no compile flag): no C standard (gcc 12's gnu17), Release (its default build type:
    # NDEBUG), static (BUILD_SHARED_LIBS off: FLAC__NO_DLL), Ogg (WITH_OGG on, Debian's libogg-dev), threads, the x86
    # intrinsics (FLAC__HAS_X86INTRIN, AVX on), its fortify and feature defines (_FORTIFY_SOURCE=2, _DARWIN_C_SOURCE,
    # _POSIX_PTHREAD_SEMANTICS, _TANDEM_SOURCE and the __STDC_WANT_* ones); include/, the build folder and
    # src/libFLAC/include/ on the include path.  config.h is configure_file's output in the build folder (written here
    # without its comments and #undef lines).  Every unit here gets the union of the targets' defines (libFLAC's
    # ENABLE_64_BIT_WORDS on its bitreader.c, bitwriter.c, crc.c and md5.c, which config.h defines anyway; getopt's
    # HAVE_LIBINTL_H).  The SSE, AVX and NEON units are built and compile to (next to) nothing where their instruction
    # set is off.  Not built, so left out: the files other units #include (src/libFLAC/deduplication/*.c, by bitreader.c
    # and lpc.c), src/flac/iffscan.c (a debugging tool in no build), src/share/utf8/charset_test.c and makemap.c (test
    # and table tools) and src/share/win_utf8_io/ (Windows).  libFLAC++ (src/libFLAC++/, include/FLAC++/: C++,
    # BUILD_CXXLIBS on) is not scored in this C project; nor are the tests (src/test_*/: BUILD_TESTING on, and test/),
    # examples/, oss-fuzz/, doc/, man/, m4/ and cmake/ are not scored.
    "flac": Project(
        RepoSpec("flac", "xiph+flac", "e94ff9f68b8e7dbd3e9f8b1ac18a8eca1914f181",
                 ("src/libFLAC/", "src/flac/", "src/metaflac/", "src/share/", "include/FLAC/", "include/share/"), False,
                 ("c",)),
        "c", ("-std=gnu17", "-DNDEBUG", "-DFLAC__NO_DLL", "-DHAVE_CONFIG_H", "-DENABLE_64_BIT_WORDS",
              "-DHAVE_LIBINTL_H", "-D_DARWIN_C_SOURCE", "-D_FORTIFY_SOURCE=2", "-D_POSIX_PTHREAD_SEMANTICS",
              "-D_TANDEM_SOURCE", *(f"-D__STDC_WANT_{name}__" for name in (
                  "IEC_60559_BFP_EXT", "IEC_60559_DFP_EXT", "IEC_60559_FUNCS_EXT", "IEC_60559_TYPES_EXT", "LIB_EXT2",
                  "MATH_SPEC_FUNCS")),
              "-I{root}/include", "-I{gen}", "-I{root}/src/libFLAC/include"),
        skip=(*(f"src/libFLAC/deduplication/{name}.c" for name in (
                  "bitreader_read_rice_signed_block", "lpc_compute_autocorrelation_intrin",
                  "lpc_compute_autocorrelation_intrin_neon", "lpc_compute_autocorrelation_intrin_sse2")),
              "src/flac/iffscan.c", "src/share/utf8/charset_test.c", "src/share/utf8/makemap.c",
              "src/share/win_utf8_io/win_utf8_io.c"),
        generated=(("config.h", "#define CPU_IS_BIG_ENDIAN 0\n#define ENABLE_64_BIT_WORDS 1\n#define OGG_FOUND 1\n"
                    "#define FLAC__HAS_OGG OGG_FOUND\n#define FLAC__HAS_X86INTRIN 1\n"
                    "#define FLAC__HAS_NEONINTRIN 0\n#define FLAC__HAS_A64NEONINTRIN 0\n#define WITH_AVX\n"
                    "#ifdef WITH_AVX\n  #define FLAC__USE_AVX\n#endif\n#define HAVE_BSWAP16\n"
                    "#define HAVE_BSWAP32\n#define HAVE_BYTESWAP_H\n#define HAVE_CPUID_H\n#define HAVE_FSEEKO\n"
                    "#define HAVE_ICONV\n#define HAVE_INTTYPES_H\n#define HAVE_LANGINFO_CODESET\n"
                    "#define HAVE_LROUND 1\n#define HAVE_PTHREAD 1\n#define HAVE_STDINT_H\n#define HAVE_STRING_H\n"
                    "#define HAVE_SYS_IOCTL_H\n#define HAVE_SYS_PARAM_H\n#define HAVE_SYS_TIME_H\n"
                    '#define HAVE_TERMIOS_H\n#define PACKAGE_VERSION "1.5.0"\n#ifndef _ALL_SOURCE\n'
                    "#define _ALL_SOURCE\n#endif\n#ifndef _GNU_SOURCE\n#define _GNU_SOURCE\n#endif\n"
                    "#ifndef _XOPEN_SOURCE\n#ifdef DODEFINE_XOPEN_SOURCE\n"
                    "#define _XOPEN_SOURCE DODEFINE_XOPEN_SOURCE\n#endif\n#endif\n"
                    "#ifndef _POSIX_PTHREAD_SEMANTICS\n#endif\n#ifndef _TANDEM_SOURCE\n#endif\n"
                    "#ifndef __EXTENSIONS__\n#define DODEFINE_EXTENSIONS\n#ifdef DODEFINE_EXTENSIONS\n"
                    "#define __EXTENSIONS__ DODEFINE_EXTENSIONS\n#endif\n#endif\n"
                    "#define WORDS_BIGENDIAN CPU_IS_BIG_ENDIAN\n#ifndef _DARWIN_USE_64_BIT_INODE\n"
                    "# define _DARWIN_USE_64_BIT_INODE 1\n#endif\n#ifndef _FILE_OFFSET_BITS\n"
                    "# define _FILE_OFFSET_BITS 64\n#endif\n#ifndef _LARGEFILE_SOURCE\n"
                    "# define _LARGEFILE_SOURCE\n#endif\n"),),
        note=("Fresh (the twenty-second batch): configured before any score; first scored with batch 22, "
              "not tuned on.")),
    # curl: the libcurl library and the curl program (lib/ with its curlx/, vauth/, vdns/, vquic/, vssh/ and vtls/
    # folders, src/ with toolx/, include/curl/) as its CMake files build them on x86-64 Linux with its defaults: no C
    # standard (gcc 12's gnu17), no build type, shared (BUILD_SHARED_LIBS on, BUILD_STATIC_LIBS off:
    # libcurl_shared_EXPORTS, the target's DEFINE_SYMBOL, and BUILDING_LIBCURL and CURL_HIDDEN_SYMBOLS, with hidden
    # visibility), _GNU_SOURCE, the threaded resolver, and the libraries found: OpenSSL (the one TLS backend, Debian's
    # libssl-dev), zlib, Brotli, zstd, libidn2 and libpsl (zlib1g-dev, libbrotli-dev, libzstd-dev, libidn2-dev and
    # libpsl-dev; without libpsl its configuration stops); nghttp2, ngtcp2, libssh2, libssh, c-ares and LDAP not
    # installed (CURL_DISABLE_LDAP); include/, the build folder's lib/ and lib/ on the include path, and src/ for the
    # program.  curl_config.h is configure_file's output in the build folder's lib/ (written here without its comments
    # and #undef lines).  Every unit here gets the union of the targets' defines (the program's USE_MANUAL; it compiles
    # the lib/curlx/ units again with its own flags).  Every lib/ unit is built and those of a backend or platform not
    # configured compile to (next to) nothing (vtls/'s GnuTLS, mbedTLS, Rustls, Schannel and Apple units, vquic/, vssh/,
    # vauth/'s SSPI and GSS-API units, vdns/asyn-ares.c, ldap.c, ...); not built, so left out: lib/dllmain.c (Windows).
    # src/tool_hugehelp.c, the manual's text, is generated in the build folder: not in the checkout, so not parsed.  The
    # tests (tests/: BUILD_TESTING on), docs/ (docs/examples/ among them), projects/ (other platforms' build files),
    # scripts/, CMake/ and m4/ are not scored.
    "curl": Project(
        RepoSpec("curl", "curl+curl", "5c61e168698a72b87437d58ed728bcdea6d5db42", ("lib/", "src/", "include/curl/"),
                 False, ("c",)),
        "c", ("-std=gnu17", "-fvisibility=hidden", "-DBUILDING_LIBCURL", "-DCURL_HIDDEN_SYMBOLS", "-DHAVE_CONFIG_H",
              "-D_GNU_SOURCE", "-Dlibcurl_shared_EXPORTS", "-DUSE_MANUAL", "-I{root}/include", "-I{gen}/lib",
              "-I{root}/lib", "-I{root}/src"),
        skip=("lib/dllmain.c",),
        generated=(("lib/curl_config.h", '#define CURL_CA_BUNDLE "/etc/ssl/certs/ca-certificates.crt"\n'
                    '#define CURL_CA_PATH "/etc/ssl/certs"\n#define CURL_DISABLE_HTTPSIG 1\n'
                    "#define CURL_DISABLE_LDAP 1\n#define CURL_DISABLE_LDAPS 1\n"
                    '#define CURL_EXTERN_SYMBOL __attribute__((__visibility__("default")))\n'
                    "#ifndef CURL_EXTERN_SYMBOL\n#define CURL_EXTERN_SYMBOL\n#endif\n#define USE_IPV6 1\n"
                    "#define HAVE_ALARM 1\n#define HAVE_ARPA_INET_H 1\n#define HAVE_ATOMIC 1\n"
                    "#define HAVE_ACCEPT4 1\n#define HAVE_FNMATCH 1\n#define HAVE_BASENAME 1\n"
                    "#define HAVE_BOOL_T 1\n#define HAVE_CLOCK_GETTIME_MONOTONIC 1\n"
                    "#define HAVE_CLOCK_GETTIME_MONOTONIC_RAW 1\n#define HAVE_DIRENT_H 1\n#define HAVE_OPENDIR 1\n"
                    "#define HAVE_FCNTL 1\n#define HAVE_FCNTL_H 1\n#define HAVE_FCNTL_O_NONBLOCK 1\n"
                    "#define HAVE_FREEADDRINFO 1\n#define HAVE_FSEEKO 1\n#define HAVE_DECL_FSEEKO 1\n"
                    "#define HAVE_GETADDRINFO 1\n#define HAVE_GETADDRINFO_THREADSAFE 1\n#define HAVE_GETEUID 1\n"
                    "#define HAVE_GETPPID 1\n#define HAVE_GETHOSTBYNAME_R 1\n#define HAVE_GETHOSTBYNAME_R_6 1\n"
                    "#define HAVE_GETHOSTNAME 1\n#define HAVE_GETIFADDRS 1\n#define HAVE_GETPEERNAME 1\n"
                    "#define HAVE_GETSOCKNAME 1\n#define HAVE_IF_NAMETOINDEX 1\n#define HAVE_GETPWUID 1\n"
                    "#define HAVE_GETPWUID_R 1\n#define HAVE_GETRLIMIT 1\n#define HAVE_GETTIMEOFDAY 1\n"
                    "#define HAVE_GLIBC_STRERROR_R 1\n#define HAVE_GMTIME_R 1\n#define HAVE_IFADDRS_H 1\n"
                    "#define HAVE_SA_FAMILY_T 1\n#define HAVE_IOCTL_FIONBIO 1\n#define HAVE_IOCTL_SIOCGIFADDR 1\n"
                    "#define HAVE_LIBGEN_H 1\n#define HAVE_LIBIDN2 1\n#define HAVE_IDN2_H 1\n#define HAVE_LIBZ 1\n"
                    "#define HAVE_BROTLI 1\n#define HAVE_ZSTD 1\n#define HAVE_LOCALE_H 1\n"
                    "#define HAVE_LOCALTIME_R 1\n#define HAVE_SUSECONDS_T 1\n#define HAVE_NETDB_H 1\n"
                    "#define HAVE_NETINET_IN_H 1\n#define HAVE_NETINET_TCP_H 1\n#define HAVE_NETINET_UDP_H 1\n"
                    "#define HAVE_LINUX_TCP_H 1\n#define HAVE_NET_IF_H 1\n#define HAVE_PIPE 1\n"
                    "#define HAVE_PIPE2 1\n#define HAVE_EVENTFD 1\n#define HAVE_POLL 1\n#define HAVE_REALPATH 1\n"
                    "#define HAVE_POLL_H 1\n#define HAVE_PWD_H 1\n#define HAVE_SSL_SET0_WBIO 1\n"
                    "#define HAVE_RECV 1\n#define HAVE_SCHED_YIELD 1\n#define HAVE_SEND 1\n"
                    "#define HAVE_SENDMSG 1\n#define HAVE_SENDMMSG 1\n#define HAVE_FSETXATTR 1\n"
                    "#define HAVE_FSETXATTR_5 1\n#define HAVE_SETLOCALE 1\n#define HAVE_SETRLIMIT 1\n"
                    "#define HAVE_SIGACTION 1\n#define HAVE_SIGINTERRUPT 1\n#define HAVE_SIGNAL 1\n"
                    "#define HAVE_SIGSETJMP 1\n#define HAVE_SOCKADDR_IN6_SIN6_SCOPE_ID 1\n#define HAVE_SOCKET 1\n"
                    "#define HAVE_SOCKETPAIR 1\n#define HAVE_STDATOMIC_H 1\n#define HAVE_STDBOOL_H 1\n"
                    "#define HAVE_STRCASECMP 1\n#define HAVE_STRERROR_R 1\n#define HAVE_STRINGS_H 1\n"
                    "#define HAVE_MEMRCHR 1\n#define HAVE_STRUCT_SOCKADDR_STORAGE 1\n"
                    "#define HAVE_STRUCT_TIMEVAL 1\n#define HAVE_SYS_EVENTFD_H 1\n#define HAVE_SYS_IOCTL_H 1\n"
                    "#define HAVE_SYS_PARAM_H 1\n#define HAVE_SYS_POLL_H 1\n#define HAVE_SYS_RESOURCE_H 1\n"
                    "#define HAVE_SYS_SELECT_H 1\n#define HAVE_SYS_TYPES_H 1\n#define HAVE_SYS_UN_H 1\n"
                    "#define HAVE_TERMIOS_H 1\n#define HAVE_TERMIO_H 1\n#define HAVE_UNISTD_H 1\n"
                    "#define HAVE_UTIME 1\n#define HAVE_UTIMES 1\n#define HAVE_UTIME_H 1\n"
                    '#define HAVE_WRITABLE_ARGV 1\n#define CURL_OS "Linux"\n#define SIZEOF_INT 4\n'
                    "#define SIZEOF_LONG 8\n#define SIZEOF_OFF_T 8\n#define SIZEOF_CURL_OFF_T 8\n"
                    "#define SIZEOF_CURL_SOCKET_T 4\n#define SIZEOF_SIZE_T 8\n#define SIZEOF_TIME_T 8\n"
                    "#define HAVE_THREADS_POSIX 1\n#define USE_RESOLV_THREADED 1\n#define USE_LIBPSL 1\n"
                    "#define USE_OPENSSL 1\n#define USE_UNIX_SOCKETS 1\n#define _FILE_OFFSET_BITS 64\n"
                    "#define HAVE_DES_ECB_ENCRYPT 1\n"),),
        note=("Fresh (the twenty-second batch): configured before any score; first scored with batch 22, "
              "not tuned on.")),
    # HarfBuzz: the harfbuzz, harfbuzz-subset, harfbuzz-raster, harfbuzz-vector and harfbuzz-gpu libraries (src/'s hb-*
    # files, src/OT/ and src/graph/) as its CMake file builds them on x86-64 Linux with its defaults: C++11 with
    # extensions (CMAKE_CXX_STANDARD 11: -std=gnu++11), no build type, static (BUILD_SHARED_LIBS unset), -fno-rtti,
    # -fno-exceptions and -fno-threadsafe-statics (set in its CMAKE_CXX_FLAGS; -fvisibility-inlines-hidden too), the
    # results of its function and header checks passed as defines (HAVE_ATEXIT, HAVE_GETPAGESIZE, HAVE_ISATTY,
    # HAVE_MMAP, HAVE_MPROTECT, HAVE_PTHREAD, HAVE_STDBOOL_H, HAVE_SYSCONF, HAVE_SYS_MMAN_H, HAVE_UNISTD_H), libpng and
    # zlib found for the raster and vector libraries (HAVE_PNG=1, HAVE_ZLIB=1: Debian's libpng-dev and zlib1g-dev), no
    # FreeType, GLib, ICU, Graphite2 or cairo (HB_HAVE_* off); src/ and the build folder's src/ on the include path.
    # hb-features.h is configure_file's output in the build folder's src/ (written here without its comments and #undef
    # lines).  Its CMake file compiles the harfbuzz library as one unit, src/harfbuzz.cc, which #includes every source
    # file of it (the hb-*.cc files it lists and OT/Var/VARC/VARC.cc), as Meson (its main build) compiles them one by
    # one: here those files are the units, with the same flags, and the amalgamations harfbuzz.cc, harfbuzz-subset.cc
    # and harfbuzz-world.cc are left out (their functions are the same as the separate files').  The platform and
    # library units it #includes compile to (next to) nothing without their HB_HAVE_* (hb-coretext*.cc,
    # hb-directwrite*.cc, hb-gdi.cc, hb-uniscribe.cc, hb-ft.cc, hb-glib.cc, hb-graphite2.cc, hb-wasm-*.cc) and are kept.
    # Not built with these defaults, so left out: hb-cairo.cc and hb-cairo-utils.cc (harfbuzz-cairo), hb-icu.cc
    # (harfbuzz-icu), hb-gobject-structs.cc (harfbuzz-gobject), hb-harfrust.cc and hb-kbts.cc (the HarfRust and
    # kb_text_shape shapers, Meson options only), hb-depend.cc (in no CMake list), and the test program
    # src/graph/test-classdef-graph.cc (the other test programs, src/test*.cc and src/main.cc, are outside the scored
    # roots).  src/wasm/ (samples), src/rust/, src/ms-use/ (data), util/ (the hb-view and hb-shape programs:
    # HB_BUILD_UTILS off), test/, perf/, docs/ and subprojects/ are not scored.
    "harfbuzz": Project(
        RepoSpec("harfbuzz", "harfbuzz+harfbuzz", "29c1b91df168a8f6056fc8ef3dd4d08ffe6a7000",
                 ("src/hb", "src/OT/", "src/graph/"), True, ("cpp",)),
        "cpp", ("-std=gnu++11", "-fno-rtti", "-fno-exceptions", "-fno-threadsafe-statics",
                "-fvisibility-inlines-hidden",
                *(f"-DHAVE_{name}" for name in (
                    "ATEXIT", "GETPAGESIZE", "ISATTY", "MMAP", "MPROTECT", "PTHREAD", "STDBOOL_H", "SYSCONF",
                    "SYS_MMAN_H", "UNISTD_H")),
                "-DHAVE_PNG=1", "-DHAVE_ZLIB=1", "-I{root}/src", "-I{gen}/src"),
        skip=(*(f"src/hb-{name}.cc" for name in (
                  "cairo", "cairo-utils", "icu", "gobject-structs", "harfrust", "kbts", "depend")),
              "src/graph/test-classdef-graph.cc"),
        generated=(("src/hb-features.h", "#ifndef HB_FEATURES_H\n#define HB_FEATURES_H\nHB_BEGIN_DECLS\n"
                    "#define HB_HAS_GPU 1\n#define HB_HAS_RASTER 1\n#define HB_HAS_SUBSET 1\n"
                    "#define HB_HAS_VECTOR 1\nHB_END_DECLS\n#endif\n"),),
        note=("Fresh (the twenty-second batch): configured before any score; first scored with batch 22, "
              "not tuned on then. First scored 0.994 / 0.868; read on 2026-12-05 "
              "(round 32: anonymous union fields, *this in const methods, results deduced by templates): "
              "tuned on since.")),
    # The twenty-third fresh batch (2026-12-05), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 23, not tuned on.  Each project's flags are the ones its
    # own CMake configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12) gives in compile_commands.json with its
    # defaults, and its generated headers are that configuration's output; where the defaults do not configure here
    # (Alembic's minimum cmake version, libE57Format's tests without their googletest git submodule) the one change is
    # said in the project's comment.  Where a project's targets differ in defines, every unit gets the union of the
    # scored targets' defines, as in earlier batches; where a library is built both shared and static from the same
    # sources, the shared one's flags are taken.  Where g++ 12's or gcc 12's default standard (gnu++17, gnu17) is used
    # without a flag it is written out, clang 14's default C++ standard being gnu++14.  Flags that only change code
    # generation or warnings (-O, -g, -W..., -pedantic, -fPIC, -flto, -fno-fat-lto-objects, -ftree-vrp,
    # -fdelete-null-pointer-checks) are left out.  (Not taken: Capstone, whose snapshot lacks a blob its AArch64 units
    # read (arch/AArch64/AArch64GenCSMappingInsnOp.inc) and whose default branch there was last changed in 2024-10;
    # FLTK, whose headers are FL/*.H files, which the indexer does not read as C++ and the yardstick does not
    # materialize; Corrade, whose Corrade/configure.h is configure_file's output of its whole 495-line configure.h.cmake
    # (236 lines of platform logic without its comments), too long to write here; ngtcp2, whose configuration stops
    # twice with its defaults here (OpenSSL 3.0 has no QUIC API, and the tests need the absent munit git submodule);
    # libjpeg-turbo, whose sources are compiled up to three times (src/wrapper/'s 8-, 12- and 16-bit units #include
    # them, each with its own BITS_IN_JSAMPLE), which one parse per file cannot give.)  It holds five C++ projects and
    # two C ones.
    # SObjectizer: the so_5 library (dev/so_5/ with its details/, disp/, experimental/, impl/, msinks/ and stats/
    # folders) as its CMake files (dev/CMakeLists.txt, the project's top) build it on x86-64 Linux with its defaults:
    # C++17 (cxx_std_17, met by g++ 12's default: -std=gnu++17, no flag), no build type, shared and static
    # (SOBJECTIZER_BUILD_SHARED and _STATIC on, the same sources; the shared library's flags are taken: SO_5_PRJ,
    # so_5_8_4_EXPORTS, its DEFINE_SYMBOL, which no file reads, and hidden visibility, instead of the static one's
    # SO_5_STATIC_LIB), dev/ on the include path; no generated header.  Every .cpp file of the library is built;
    # dev/so_5/experimental/testing/v1/all.cpp (the library's testing support) is a test to the indexer, so not scored.
    # dev/so_5/3rd_party/timertt/ (the vendored header-only timer library) is not scored: the scored roots name
    # dev/so_5/'s own files and folders by their initials.  The samples (dev/sample/: BUILD_EXAMPLES off), the tests
    # (dev/test/: BUILD_TESTS off), android/ and doxygen/ are not scored.
    "sobjectizer": Project(
        RepoSpec("sobjectizer", "Stiffstream+sobjectizer", "48240cff83d758f0e7fc413ec408536147a374ed",
                 tuple(f"dev/so_5/{initial}" for initial in "abcdefhimnopqrstuvw"), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-fvisibility=hidden", "-fvisibility-inlines-hidden", "-DSO_5_PRJ",
                "-Dso_5_8_4_EXPORTS", "-I{root}/dev"),
        note=("Fresh (the twenty-third batch): configured before any score; first scored with batch 23, "
              "not tuned on.")),
    # Alembic: the Alembic library (lib/Alembic/ with its Abc, AbcCollection, AbcCoreAbstract, AbcCoreFactory,
    # AbcCoreLayer, AbcCoreOgawa, AbcGeom, AbcMaterial, Ogawa and Util modules) and the abcecho, abcboundsecho, abcls,
    # abctree, abcstitcher and abcdiff programs (bin/) as its CMake files build them on x86-64 Linux with its defaults
    # (configured with cmake 3.25 after lowering its cmake_minimum_required from 3.29: nothing it configures here needs
    # 3.29): C++14 with extensions (its CMAKE_CXX_STANDARD default, 14: -std=gnu++14), no build type, hidden visibility
    # (in its CMAKE_CXX_FLAGS), PLATFORM_LINUX and PLATFORM=LINUX, shared (ALEMBIC_SHARED_LIBS on: ALEMBIC_EXPORTS, the
    # target's DEFINE_SYMBOL), no HDF5 (USE_HDF5 off), Imath 3.1 found (Debian's libimath-dev, as OpenEXR's: its include
    # folder as a system one); lib/ and the build folder's lib/ on the include path.  Alembic/Util/Config.h is
    # configure_file's output in the build folder's lib/ (written here without its comments and #undef line).  Every
    # unit here gets the union of the targets' defines (the programs' units have none of their own).  Not built with
    # these defaults, so not scored: lib/Alembic/AbcCoreHDF5/ (USE_HDF5 off), bin/AbcConvert/ (it needs HDF5) and
    # bin/AbcWalk/ (in no CMake list).  The modules' Tests/ folders (USE_TESTS on, not scored; the indexer does not take
    # every file there for a test: test1.cpp, OctessenceBug16.cpp) are left out by the scored roots, which name each
    # module's own files by their initials.  python/ (PyAlembic, off), maya/, arnold/ and prman/ (plug-ins, off),
    # examples/ and cmake/ are not scored.
    "alembic": Project(
        RepoSpec("alembic", "alembic+alembic", "6f59e4d0c9012c67e242da510b31d96504db8e01",
                 (*(f"lib/Alembic/{folder}/{initial}" for folder, initials in (
                     ("Abc", ("A", "B", "E", "F", "I", "O", "R", "S", "Ty")),
                     ("AbcCollection", ("A", "I", "O", "S")),
                     ("AbcCoreAbstract", ("A", "B", "C", "D", "F", "M", "O", "P", "R", "S", "Ti")),
                     ("AbcCoreFactory", ("",)),
                     ("AbcCoreLayer", ("A", "C", "F", "O", "R", "U")),
                     ("AbcCoreOgawa", ("A", "C", "F", "M", "O", "R", "S", "W")),
                     ("AbcGeom", ("A", "B", "C", "F", "G", "I", "O", "S", "V", "X")),
                     ("AbcMaterial", ("A", "I", "M", "O", "S")),
                     ("Ogawa", ("A", "F", "I", "O")),
                     ("Util", ("A", "D", "E", "F", "M", "N", "O", "P", "S", "To"))) for initial in initials),
                  *(f"bin/{name}/" for name in ("AbcDiff", "AbcEcho", "AbcLs", "AbcStitcher", "AbcTree"))), True,
                 ("cpp",)),
        "cpp", ("-std=gnu++14", "-fvisibility=hidden", "-DALEMBIC_EXPORTS", "-DPLATFORM=LINUX", "-DPLATFORM_LINUX",
                "-I{root}/lib", "-I{gen}/lib", "-isystem", "/usr/include/Imath"),
        generated=(("lib/Alembic/Util/Config.h", "#ifndef Alembic_Util_Config_h\n#define Alembic_Util_Config_h\n"
                    "#define ALEMBIC_LIBRARY_VERSION 1 * 10000 + 8 * 100 + 12\n#endif\n"),),
        note=("Fresh (the twenty-third batch): configured before any score; first scored with batch 23, "
              "not tuned on then. First scored 0.997 / 0.603; read on 2026-12-06 "
              "(round 33: qualified lookup through using-directives, smart pointers under any qualifier): "
              "tuned on since.")),
    # Bento4: the ap4 library (Source/C++/Core/, Codecs/, Crypto/, MetaData/, and System/Posix/ and System/StdC/, its
    # Linux platform units) and the 26 programs of Source/C++/Apps/ (mp4info, mp4dump, mp4fragment, mp42hls, ...:
    # BUILD_APPS on) as its CMake file builds them on x86-64 Linux with its defaults: no C++ standard (g++ 12's default:
    # -std=gnu++17, no flag), no build type, static (BUILD_SHARED_LIBRARY off: no define), Source/C++/Core/, Codecs/,
    # Crypto/ and MetaData/ on the include path (the programs get the same flags); no generated header.  Not built on
    # Linux, so not scored: Source/C++/System/Android/, Win32/ and WinCE/, Source/C++/Adapters/ and Source/C++/CApi/ (in
    # no CMake list).  The tests (Source/C++/Test/, in no CMake list; the indexer does not take the folder for a test:
    # it is left out by the scored roots), Test/ (test data), Build/ (other build systems' files), Scripts/, Documents/
    # and tasks/ are not scored.
    "bento4": Project(
        RepoSpec("bento4", "axiomatic-systems+Bento4", "b8c50a078356a1c3444ce0a8744634ed488424a4",
                 tuple(f"Source/C++/{name}/" for name in (
                     "Core", "Codecs", "Crypto", "MetaData", "System/Posix", "System/StdC", "Apps")), False, ("cpp",)),
        "cpp", ("-std=gnu++17",
                *(f"-I{{root}}/Source/C++/{name}" for name in ("Core", "Codecs", "Crypto", "MetaData"))),
        note=("Fresh (the twenty-third batch): configured before any score; first scored with batch 23, "
              "not tuned on.")),
    # Log4cxx: the log4cxx library (src/main/cpp/, src/main/include/log4cxx/) as its CMake files build it on x86-64
    # Linux with its defaults: C++20 without extensions (its CMAKE_CXX_STANDARD default, 20, and CMAKE_CXX_EXTENSIONS
    # off: -std=c++20), no build type, shared (BUILD_SHARED_LIBS on: LOG4CXX, its own "building the library" define, and
    # log4cxx_EXPORTS, the target's DEFINE_SYMBOL), APR and APR-util found (REQUIRED: Debian's libapr1-dev and
    # libaprutil1-dev, /usr/include/apr-1.0 on the include path), {fmt} found (Debian's libfmt-dev, as Exiv2's:
    # FMT_SHARED, its imported target's define, with the FMT layout and the LOG4CXX_XXXX_FMT_ASYNC macros on),
    # networking, the DOMConfigurator and the syslog, telnet, XML socket and DB appenders on, no ODBC or SMTP
    # (LOG4CXX_ENABLE_ODBC and _ESMTP off), no Qt (LOG4CXX_QT_SUPPORT off); the build folder's src/main/include/ and
    # src/main/include/ on the include path.  log4cxx/log4cxx.h, log4cxx/helpers/makeunique.h,
    # log4cxx/private/log4cxx_private.h and log4cxx/private/boost-std-configuration.h are configure_file's output in the
    # build folder's src/main/include/ (written here without their comments).  Not built with these defaults, so left
    # out: atexitregistry.cpp (LOG4CXX_EVENTS_AT_EXIT off) and multiprocessrollingfileappender.cpp
    # (LOG4CXX_MULTIPROCESS_ROLLING_FILE_APPENDER off).  src/main/cpp-qt/ (the Qt support, off) and src/main/mock-apple/
    # (a stand-in for Apple's CoreFoundation, LOG4CXX_CFSTRING off) are not built, so not scored;
    # src/main/abi-symbols/abi.dump, an ABI dump, is absent from the snapshot (not source).  The tests (src/test/:
    # BUILD_TESTING on), the examples (src/examples/: BUILD_EXAMPLES on, not scored), src/fuzzers/ (off), src/site/
    # (off), src/main/resources/ (Windows resources) and src/cmake/ (its feature checks) are not scored.
    "log4cxx": Project(
        RepoSpec("log4cxx", "apache+logging-log4cxx", "123953f3d274fe98cbf779fb693f640051548800",
                 ("src/main/cpp/", "src/main/include/"), True, ("cpp",)),
        "cpp", ("-std=c++20", "-DFMT_SHARED", "-DLOG4CXX", "-Dlog4cxx_EXPORTS", "-I{gen}/src/main/include",
                "-I{root}/src/main/include", "-I/usr/include/apr-1.0"),
        skip=("src/main/cpp/atexitregistry.cpp", "src/main/cpp/multiprocessrollingfileappender.cpp"),
        generated=(("src/main/include/log4cxx/log4cxx.h", "#ifndef LOG4CXX_LOG4CXX_H\n#define LOG4CXX_LOG4CXX_H\n"
                    "#define LOG4CXX_ABI_VERSION 15\n#define LOG4CXX_VERSION_MAJOR 1\n"
                    "#define LOG4CXX_VERSION_MINOR 8\n#define LOG4CXX_VERSION_PATCH 1\n"
                    "#define LOG4CXX_VERSION_TWEAK 0\n"
                    "#define LOG4CXX_MAKE_VERSION(major, minor, patch, tweak) (((major) << 24) |\\\n"
                    "\t((minor) << 16) |\\\n\t((patch) << 8) |\\\n\t(tweak) )\n"
                    "#define LOG4CXX_VERSION_GET_MAJOR(version) (((version) >> 24) & 0xFF)\n"
                    "#define LOG4CXX_VERSION_GET_MINOR(version) (((version) >> 16) & 0xFF)\n"
                    "#define LOG4CXX_VERSION_GET_PATCH(version) (((version) >> 8) & 0xFF)\n"
                    "#define LOG4CXX_VERSION_GET_TWEAK(version) ((version) & 0xFF)\n#define LOG4CXX_VERSION \\\n"
                    "  LOG4CXX_MAKE_VERSION(LOG4CXX_VERSION_MAJOR, LOG4CXX_VERSION_MINOR, LOG4CXX_VERSIO"
                    "N_PATCH, LOG4CXX_VERSION_TWEAK)\n#define LOG4CXX_LOGCHAR_IS_UNICHAR 0\n"
                    "#define LOG4CXX_LOGCHAR_IS_UTF8 1\n#define LOG4CXX_LOGCHAR_IS_WCHAR 0\n"
                    "#define LOG4CXX_CHAR_API 1\n#define LOG4CXX_WCHAR_T_API 1\n#define LOG4CXX_UNICHAR_API 0\n"
                    "#define LOG4CXX_CFSTRING_API 0\n#define LOG4CXX_HAS_NETWORKING 1\n"
                    "#define LOG4CXX_HAS_MULTIPROCESS_ROLLING_FILE_APPENDER 0\n#define LOG4CXX_EVENTS_AT_EXIT 0\n"
                    "#define LOG4CXX_HAS_DOMCONFIGURATOR 1\n#define LOG4CXX_HAS_FMT_LAYOUT 1\n"
                    "#define LOG4CXX_USE_GLOBAL_SCOPE_TEMPLATE 0\n#define LOG4CXX_LOGSTREAM_ADD_NOP 0\n"
                    "#include <log4cxx/helpers/makeunique.h>\n#include <cstdint>\n"
                    "#define LOG4CXX_PTR_DEF(T) typedef std::shared_ptr<T> T##Ptr;\\\n"
                    "\ttypedef std::weak_ptr<T> T##WeakPtr\n"
                    "#define LOG4CXX_UNIQUE_PTR_DEF(T) typedef std::unique_ptr<T> T##UniquePtr;\n"
                    "#define LOG4CXX_LIST_DEF(N, T) typedef std::vector<T> N\n"
                    "#define LOG4CXX_PRIVATE_PTR(T) std::unique_ptr<T>\n#if defined(_MSC_VER)\n"
                    "#define LOG4CXX_DECLARE_PRIVATE_MEMBER_PTR(T, V) \\\n__pragma( warning( push ) ) \\\n"
                    "__pragma( warning( disable : 4251 ) ) \\\n    struct T; LOG4CXX_PRIVATE_PTR(T) V; \\\n"
                    "__pragma( warning( pop ) )\n#define LOG4CXX_DECLARE_PRIVATE_MEMBER(T, V) \\\n"
                    "__pragma( warning( push ) ) \\\n__pragma( warning( disable : 4251 ) ) \\\n    T V; \\\n"
                    "__pragma( warning( pop ) )\n"
                    "#define LOG4CXX_INSTANTIATE_EXPORTED_PTR(T) template class LOG4CXX_EXPORT std::shar"
                    "ed_ptr<T>\n#else\n"
                    "#define LOG4CXX_DECLARE_PRIVATE_MEMBER_PTR(T, V) struct T; LOG4CXX_PRIVATE_PTR(T) V;\n"
                    "#define LOG4CXX_DECLARE_PRIVATE_MEMBER(T, V) T V;\n"
                    "#define LOG4CXX_INSTANTIATE_EXPORTED_PTR(T)\n#endif\n"
                    "#if defined(_WIN32) && defined(_MSC_VER)\n#if defined(LOG4CXX_STATIC)\n"
                    "#  define LOG4CXX_EXPORT\n#elif defined(LOG4CXX)\n"
                    "#  define LOG4CXX_EXPORT __declspec(dllexport)\n#else\n"
                    "#  define LOG4CXX_EXPORT __declspec(dllimport)\n#endif\n"
                    "#elif defined(__has_attribute) && __has_attribute(visibility)\n"
                    '#  define LOG4CXX_EXPORT __attribute__ ((visibility ("default")))\n#else\n'
                    "#  define LOG4CXX_EXPORT\n#endif\n#define LOG4CXX_NS log4cxx\nnamespace LOG4CXX_NS {\n"
                    "typedef int64_t log4cxx_time_t;\ntypedef int log4cxx_status_t;\n"
                    "LOG4CXX_EXPORT uint32_t libraryVersion();\n}\n#if 0\nnamespace log4cxx = LOG4CXX_NS;\n"
                    "#endif\n#define LOG4CXX_USING_STD_FORMAT 0\n"
                    "#if !defined(LOG4CXX_FORMAT_NS) && LOG4CXX_USING_STD_FORMAT\n#define LOG4CXX_FORMAT_NS std\n"
                    "#define LOG4CXX_ASYNC_BUFFER_SUPPORTS_FMT 0\n#elif !defined(LOG4CXX_FORMAT_NS)\n"
                    "#define LOG4CXX_FORMAT_NS fmt\n#define LOG4CXX_ASYNC_BUFFER_SUPPORTS_FMT 1\n#endif\n#endif\n"),
                   ("src/main/include/log4cxx/helpers/makeunique.h", "#ifndef LOG4CXX_MAKE_UNIQUE_H\n"
                    "#define LOG4CXX_MAKE_UNIQUE_H\n#include <memory>\n#define STD_MAKE_UNIQUE_FOUND 1\n"
                    "#if !STD_MAKE_UNIQUE_FOUND\nnamespace std\n{\n\ttemplate <typename T, typename ...Args>\n"
                    "unique_ptr<T> make_unique( Args&& ...args )\n{\n"
                    "\treturn unique_ptr<T>( new T( forward<Args>(args)... ) );\n}\n}\n#endif\n#endif\n"),
                   ("src/main/include/log4cxx/private/log4cxx_private.h", "#ifndef LOG4CXX_PRIVATE_LOG4CXX_H\n"
                    "#define LOG4CXX_PRIVATE_LOG4CXX_H\n#include <log4cxx/log4cxx.h>\n"
                    "#if !defined(LOG4CXX) && !defined(LOG4CXX_TEST)\n"
                    '#error "log4cxx/private/log4cxx_private.h should only be used within log4cxx implem'
                    'entation or tests"\n#endif\n#define LOG4CXX_RETURN_AFTER_THROW 0\n'
                    "#define LOG4CXX_HAS_STD_LOCALE 1\n#define LOG4CXX_FORCE_WIDE_CONSOLE 0\n"
                    "#define LOG4CXX_FORCE_BYTE_CONSOLE 0\n#if defined(_MSC_VER)\n"
                    "#define LOG4CXX_MEMSET_IOS_BASE 1\n#else\n#define LOG4CXX_MEMSET_IOS_BASE 0\n#endif\n"
                    "#define LOG4CXX_HAVE_ODBC 0\n#define LOG4CXX_HAS_MBSRTOWCS 1\n"
                    "#define LOG4CXX_HAS_WCSTOMBS 1\n#define LOG4CXX_HAS_FWIDE 1\n"
                    "#define LOG4CXX_INIT_IOS_BASE 0\n#define LOG4CXX_CHARSET_UTF8 1\n"
                    "#define LOG4CXX_CHARSET_ISO88591 0\n#define LOG4CXX_CHARSET_USASCII 0\n"
                    "#define LOG4CXX_CHARSET_EBCDIC 0\n#define LOG4CXX_HAVE_LIBESMTP 0\n"
                    '#define LOG4CXX_HAVE_SYSLOG 1\n#define LOG4CXX_WIN32_THREAD_FMTSPEC "0x%.8x"\n'
                    '#define LOG4CXX_APR_THREAD_FMTSPEC "0x%pt"\n#define LOG4CXX_HAS_PTHREAD_SELF 1\n'
                    "#define LOG4CXX_HAS_PTHREAD_SIGMASK 1\n#define LOG4CXX_HAS_PTHREAD_SETNAME 1\n"
                    "#define LOG4CXX_HAS_PTHREAD_GETNAME 1\n#define LOG4CXX_HAS_THREAD_LOCAL 1\n"
                    "#define LOG4CXX_EXPAND_CONFIG_ENV_VAR 1\n#endif\n"),
                   ("src/main/include/log4cxx/private/boost-std-configuration.h", "#ifndef BOOST_STD_CON"
                    "FIGURATION_H\n#define BOOST_STD_CONFIGURATION_H\n#define STD_FILESYSTEM_FOUND 1\n"
                    "#define Boost_FILESYSTEM_FOUND 0\n#define STD_EXPERIMENTAL_FILESYSTEM_FOUND 1\n"
                    "#if STD_FILESYSTEM_FOUND\n#include <filesystem>\nnamespace log4cxx {\n"
                    "namespace filesystem {\n    typedef std::filesystem::path path;\n}\n}\n"
                    "#elif STD_EXPERIMENTAL_FILESYSTEM_FOUND\n#include <experimental/filesystem>\n"
                    "namespace log4cxx {\nnamespace filesystem {\n"
                    "    typedef std::experimental::filesystem::path path;\n}\n}\n#elif Boost_FILESYSTEM_FOUND\n"
                    "#include <boost/filesystem.hpp>\nnamespace log4cxx {\nnamespace filesystem {\n"
                    "    typedef boost::filesystem::path path;\n}\n}\n#endif\n#endif\n")),
        note=("Fresh (the twenty-third batch): configured before any score; first scored with batch 23, "
              "not tuned on then. First scored 0.983 / 0.669; read on 2026-12-06 "
              "(round 33: a receiver macro that casts, a nested class's base as its outer class sees it): "
              "tuned on since.")),
    # libE57Format: the E57Format library (src/, include/) as its CMake file builds it on x86-64 Linux with its defaults
    # (E57_BUILD_TEST turned off: its test/CMakeLists.txt stops the configuration without the test/extern/googletest git
    # submodule, absent from the snapshot; it changes no compile flag of the library): C++14 (cxx_std_14, met by g++
    # 12's default: -std=gnu++17, no flag), no build type, static (E57_BUILD_SHARED off; E57Format_EXPORTS is still
    # defined: its generator expression tests the option's name, not its value), link-time optimization on
    # (E57_RELEASE_LTO: a code generation flag), E57_VALIDATION_LEVEL=1, E57_ENABLE_DIAGNOSTIC_OUTPUT, REVISION_ID as
    # its build tag gives it, the vendored CRCpp's CRCPP_BRANCHLESS and CRCPP_USE_CPP11 (extern/CRCpp/, header-only:
    # E57_USE_EXTERNAL_CRCPP off), Xerces-C 3.2 found (REQUIRED: Debian's libxerces-c-dev, in a system folder); the
    # build folder, extern/CRCpp/inc/, include/ and src/ on the include path.  E57Export.h is generate_export_header's
    # output in the build folder (written here without its comments).  Every .cpp file of src/ is built.  extern/
    # (CRCpp), the tests (test/), cmake/ and the documentation are not scored.
    "libe57format": Project(
        RepoSpec("libe57format", "asmaloney+libE57Format", "21c2943a56d27e1a83b296c6f6dee2059e654c91",
                 ("src/", "include/"), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DCRCPP_BRANCHLESS", "-DCRCPP_USE_CPP11", "-DE57Format_EXPORTS",
                "-DE57_ENABLE_DIAGNOSTIC_OUTPUT", "-DE57_VALIDATION_LEVEL=1",
                '-DREVISION_ID="E57Format-3.4.0-x86_64-gcc12"', "-I{gen}", "-I{root}/extern/CRCpp/inc",
                "-I{root}/include", "-I{root}/src"),
        generated=(("E57Export.h", "#ifndef E57_DLL_H\n#define E57_DLL_H\n#ifdef E57FORMAT_STATIC_DEFINE\n"
                    "#  define E57_DLL\n#  define E57FORMAT_NO_EXPORT\n#else\n#  ifndef E57_DLL\n"
                    "#    ifdef E57Format_EXPORTS\n#      define E57_DLL\n#    else\n#      define E57_DLL\n"
                    "#    endif\n#  endif\n#  ifndef E57FORMAT_NO_EXPORT\n#    define E57FORMAT_NO_EXPORT\n"
                    "#  endif\n#endif\n#ifndef E57FORMAT_DEPRECATED\n"
                    "#  define E57FORMAT_DEPRECATED __attribute__ ((__deprecated__))\n#endif\n"
                    "#ifndef E57FORMAT_DEPRECATED_EXPORT\n"
                    "#  define E57FORMAT_DEPRECATED_EXPORT E57_DLL E57FORMAT_DEPRECATED\n#endif\n"
                    "#ifndef E57FORMAT_DEPRECATED_NO_EXPORT\n"
                    "#  define E57FORMAT_DEPRECATED_NO_EXPORT E57FORMAT_NO_EXPORT E57FORMAT_DEPRECATED\n#endif\n"
                    "#if 0\n#  ifndef E57FORMAT_NO_DEPRECATED\n#    define E57FORMAT_NO_DEPRECATED\n#  endif\n"
                    "#endif\n#endif\n"),),
        note=("Fresh (the twenty-third batch): configured before any score; first scored with batch 23, "
              "not tuned on.")),
    # libssh2: the libssh2 library (src/, include/) as its CMake files build it on x86-64 Linux with its defaults: no C
    # standard (gcc 12's gnu17), no build type, shared and static (BUILD_SHARED_LIBS and BUILD_STATIC_LIBS on, the same
    # sources; the shared library's flags are taken: LIBSSH2_EXPORTS (HIDE_SYMBOLS on) and libssh2_shared_EXPORTS, its
    # DEFINE_SYMBOL, with hidden visibility), HAVE_CONFIG_H, the crypto backend found first (OpenSSL: LIBSSH2_OPENSSL,
    # Debian's libssl-dev), no zlib compression (ENABLE_ZLIB_COMPRESSION off), no debug logging; the build folder's src/
    # and include/ on the include path.  libssh2_config.h is configure_file's output in the build folder's src/ (written
    # here without its comments and #undef lines).  Every src/ unit is built, and those of the other backends compile to
    # (next to) nothing (libgcrypt.c, mbedtls.c, wincng.c, os400qc3.c); not built, so left out: src/blowfish.c, which
    # bcrypt_pbkdf.c #includes.  The examples (example/: BUILD_EXAMPLES on), the tests (tests/: BUILD_TESTING on),
    # os400/ and vms/ (other platforms' build files and wrappers), docs/, m4/ and cmake/ are not scored.
    "libssh2": Project(
        RepoSpec("libssh2", "libssh2+libssh2", "250045f77ad9c906f65d9071d134bf9f8f9652db", ("src/", "include/"), False,
                 ("c",)),
        "c", ("-std=gnu17", "-fvisibility=hidden", "-DHAVE_CONFIG_H", "-DLIBSSH2_EXPORTS", "-DLIBSSH2_OPENSSL",
              "-Dlibssh2_shared_EXPORTS", "-I{gen}/src", "-I{root}/include"),
        skip=("src/blowfish.c",),
        generated=(("src/libssh2_config.h", "#define HAVE_UNISTD_H\n#define HAVE_INTTYPES_H\n"
                    "#define HAVE_SYS_SELECT_H\n#define HAVE_SYS_UIO_H\n#define HAVE_SYS_IOCTL_H\n"
                    "#define HAVE_SYS_UN_H\n#define HAVE_ARPA_INET_H\n#define HAVE_NETINET_IN_H\n"
                    "#define HAVE_POLL\n#define HAVE_O_NONBLOCK\n"
                    "#if defined(LIBSSH2_EXPORTS) && defined(LIBSSH2_LIBRARY)\n"
                    '#define LIBSSH2_API __attribute__((__visibility__("default")))\n#endif\n'),),
        note=("Fresh (the twenty-third batch): configured before any score; first scored with batch 23, "
              "not tuned on.")),
    # libre: baresip's re library (src/ with its many protocol folders, rem/ (the audio and video helpers, USE_REM on),
    # include/) as its CMake files build it on x86-64 Linux with its defaults: no C standard (gcc 12's gnu17), Debug
    # (the build type its cmake/re-config.cmake sets when none is given: -g, and no RELEASE define), one object library
    # for the shared and the static library (LIBRE_BUILD_SHARED and _STATIC on: the same flags), BFCP, PCP, RTMP and SIP
    # on (USE_BFCP, USE_PCP, USE_RTMP, USE_SIP), OpenSSL found (USE_OPENSSL, USE_TLS, USE_DTLS, USE_OPENSSL_AES,
    # USE_OPENSSL_HMAC and HAVE_TLS1_3_POST_HANDSHAKE_AUTH: Debian's libssl-dev), zlib found (USE_ZLIB: zlib1g-dev),
    # Unix sockets (HAVE_UNIXSOCK=1), C11 threads (HAVE_THREADS), and the results of its platform checks passed as
    # defines (HAVE_ACCEPT4, HAVE_ARC4RANDOM, HAVE_EPOLL, HAVE_GETIFADDRS, ...), with ARCH, OS, RE_VERSION and
    # VER_MAJOR, _MINOR and _PATCH; include/ on the include path; no generated header.  Not built on Linux or with these
    # defaults, so left out: the Apple, Windows and BSD units (src/aes/apple/aes.c, src/hmac/apple/hmac.c,
    # src/dns/darwin/srv.c, src/net/bsd/brt.c, src/dns/win32/srv.c, src/mod/win32/dll.c, src/mqueue/win32/pipe.c,
    # src/net/win32/wif.c, src/thread/win32.c), the ones without OpenSSL (src/aes/stub.c, src/hmac/hmac.c,
    # src/tls/stub.c) and src/thread/posix.c (without C11 threads).  The tests (test/, with its C++ test/cplusplus.cpp),
    # cmake/, mk/, packaging/, tools/ and docs/ are not scored.
    "libre": Project(
        RepoSpec("libre", "baresip+re", "848ed0b69469dc1074dad2fea9b339fbb9cb4fb7", ("src/", "rem/", "include/"), False,
                 ("c",)),
        "c", ("-std=gnu17", '-DARCH="x86_64"', '-DOS="Linux"', '-DRE_VERSION="4.10.0"', "-DVER_MAJOR=4",
              "-DVER_MINOR=10", "-DVER_PATCH=0", "-DLINUX", "-D_GNU_SOURCE",
              *(f"-DHAVE_{name}" for name in (
                  "ACCEPT4", "ARC4RANDOM", "ATOMIC", "EPOLL", "EXECINFO", "FORK", "GETIFADDRS", "GETOPT", "PRCTL",
                  "PTHREAD", "PWD_H", "RESOLV", "ROUTE_LIST", "SELECT", "SELECT_H", "SETRLIMIT", "SIGNAL",
                  "STRERROR_R", "STRINGS_H", "SYSLOG", "SYS_TIME_H", "THREADS", "TLS1_3_POST_HANDSHAKE_AUTH", "UNAME",
                  "UNISTD_H")),
              "-DHAVE_UNIXSOCK=1", "-DUSE_DTLS", "-DUSE_OPENSSL", "-DUSE_OPENSSL_AES", "-DUSE_OPENSSL_HMAC",
              "-DUSE_TLS", "-DUSE_ZLIB", "-I{root}/include"),
        skip=(*(f"src/{name}.c" for name in (
                  "aes/apple/aes", "aes/stub", "dns/darwin/srv", "dns/win32/srv", "hmac/apple/hmac", "hmac/hmac",
                  "mod/win32/dll", "mqueue/win32/pipe", "net/bsd/brt", "net/win32/wif", "thread/posix",
                  "thread/win32", "tls/stub")),),
        note=("Fresh (the twenty-third batch): configured before any score; first scored with batch 23, "
              "not tuned on.")),
    # The twenty-fourth fresh batch (2026-12-05), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 24, not tuned on.  Each project's flags are the ones its
    # own build configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12; for tmux, its autotools configure and
    # make) gives with its defaults (in compile_commands.json; tmux's from make -n), and its generated headers are that
    # configuration's output; where the defaults do not configure here (VMime's sendmail path, Binaryen's tests without
    # their googletest git submodule) the one change is said in the project's comment.  Where a project's targets differ
    # in defines or include paths, every unit gets the union of the scored targets' ones, as in earlier batches; where a
    # library is built both shared and static from the same sources, the shared one's flags are taken.  Where g++ 12's
    # default standard (gnu++17) is used without a flag it is written out, clang 14's default C++ standard being
    # gnu++14.  Flags that only change code generation or warnings (-O, -g, -W..., -pedantic, -fPIC,
    # -fno-omit-frame-pointer, -ffunction-sections, -fdata-sections, -ffast-math, -fopenmp-simd, -march=native, --param)
    # are left out.  (Not taken: S2 Geometry, whose units read Abseil's absl/log/ headers, which Debian 12's Abseil
    # (20220623) does not have; Xerces-C, whose default branch was last changed in 2024-10; FluidSynth, whose
    # synthesizer library mixes C++ units (its reverbs, IIR filter and sequencer queue, src/rvoice/*.cpp,
    # src/midi/*.cpp) into its C (one language per project here); librdkafka, fetched but not needed: the batch had its
    # two C projects; OpenSubdiv, for the reasons given at batches 20 and 22.)  It holds five C++ projects and two C
    # ones.
    # SystemC: the SystemC library (src/sysc/ with its communication, datatypes, kernel, tracing and utils folders, and
    # the TLM-2.0 library of src/tlm_core/ and src/tlm_utils/, with the src/systemc.h and src/tlm.h headers) as its
    # CMake files build it on x86-64 Linux with its defaults: C++17 (cxx_std_17, met by g++ 12's default: -std=gnu++17,
    # no flag), Release (the build type its CMake file sets when none is given: NDEBUG), shared (BUILD_SHARED_LIBS on:
    # SC_BUILD and systemc_EXPORTS, its DEFINE_SYMBOL), SC_ENABLE_ASSERTIONS (ENABLE_ASSERTIONS on) and SC_INCLUDE_FX,
    # QuickThreads for the coroutines (ENABLE_PTHREADS and ENABLE_STD_THREADS off: no define); src/ on the include path;
    # no generated header.  Not built, so left out: src/sysc/datatypes/int/sc_int32_mask.cpp (in no CMake list).
    # src/sysc/packages/qt/ (the vendored QuickThreads, C and assembly) is not scored: the scored roots name src/sysc/'s
    # own folders.  The examples (examples/: ENABLE_EXAMPLES on, not scored), the regression tests (tests/:
    # ENABLE_REGRESSION off), docs/, msvc16/, docker/, config/ and cmake/ are not scored.
    "systemc": Project(
        RepoSpec("systemc", "accellera-official+systemc", "a50561f14dfe8447d8a507ce42924322921a11ce",
                 (*(f"src/sysc/{name}/" for name in ("communication", "datatypes", "kernel", "tracing", "utils")),
                  "src/tlm_core/", "src/tlm_utils/", "src/systemc", "src/tlm"), True, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DNDEBUG", "-DSC_BUILD", "-DSC_ENABLE_ASSERTIONS", "-DSC_INCLUDE_FX",
                "-Dsystemc_EXPORTS", "-I{root}/src"),
        skip=("src/sysc/datatypes/int/sc_int32_mask.cpp",),
        note=("Fresh (the twenty-fourth batch): configured before any score; first scored with batch 24, "
              "not tuned on then. First scored 0.942 / 0.853; read on 2026-12-06 "
              "(round 34: files the grammar could not read, macro-made members): tuned on since.")),
    # MFEM: the MFEM finite element library (fem/ with its ceed/, fe/, integ/, lor/, qinterp/, tmop/ and other folders,
    # general/, linalg/, mesh/, config/ and the mfem.hpp and mfem-performance.hpp headers) as its CMake files build it
    # on x86-64 Linux with its defaults: C++17 without extensions (its CMAKE_CXX_STANDARD default, 17, and
    # CMAKE_CXX_EXTENSIONS off: -std=c++17), Release (the build type its config/defaults.cmake sets when none is given:
    # NDEBUG), static (BUILD_SHARED_LIBS off), serial (MFEM_USE_MPI off) and without any of its optional libraries
    # (MFEM_USE_ZLIB, _LAPACK, _SUNDIALS, _PETSC, _CEED, ... off), MFEM_CONFIG_FILE naming the configured header; the
    # build folder and the checkout on the include path.  config/_config.hpp is configure_file's output in the build
    # folder (written here without its comments and #undef lines; its MFEM_SOURCE_DIR, the configured checkout's path,
    # written as "mfem"); the build folder's mfem.hpp, a stub #including the checkout's, is read by no library unit and
    # is not written.  Not built with these defaults, so left out: the units of the parallel build
    # (fem/pbilinearform.cpp, fem/pfespace.cpp, fem/pgridfunc.cpp, fem/plinearform.cpp, fem/pnonlinearform.cpp,
    # fem/prestriction.cpp, general/communication.cpp, linalg/hypre.cpp, linalg/hypre_parcsr.cpp, mesh/pmesh.cpp,
    # mesh/pncmesh.cpp, mesh/submesh/psubmesh.cpp, mesh/submesh/pncsubmesh.cpp, mesh/submesh/ptransfermap.cpp) and those
    # of the optional libraries it does not use (ADIOS2, Conduit, FMS, Sidre, MOONoLith, AmgX, MKL CPardiso and Pardiso,
    # cuDSS, Ginkgo, HiOp, MUMPS, PETSc, SLEPc, STRUMPACK, SUNDIALS, SuperLU, PUMI), and config/get_hypre_version.cpp
    # and config/get_mumps_version.cpp (programs its makefile builds to read those libraries' versions; in no CMake
    # list).  The examples (examples/: MFEM_ENABLE_EXAMPLES off), the miniapps (miniapps/: MFEM_ENABLE_MINIAPPS off),
    # the unit tests (tests/: MFEM_ENABLE_TESTING on, not scored), data/, doc/ and config/'s build files are not scored.
    "mfem": Project(
        RepoSpec("mfem", "mfem+mfem", "5581b0c0797915e1eb554841e39111d8df807703",
                 ("fem/", "general/", "linalg/", "mesh/", "config/", "mfem.hpp", "mfem-performance.hpp"), True,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-DNDEBUG", '-DMFEM_CONFIG_FILE="{gen}/config/_config.hpp"', "-I{gen}", "-I{root}"),
        skip=(*(f"fem/{name}.cpp" for name in (
                  "adios2datacollection", "conduitdatacollection", "fmsconvert", "fmsdatacollection", "moonolith/cut",
                  "moonolith/mortarassembler", "moonolith/mortarintegrator", "moonolith/pmortarassembler",
                  "moonolith/transfer", "moonolith/transferutils", "pbilinearform", "pfespace", "pgridfunc",
                  "plinearform", "pnonlinearform", "prestriction", "sidredatacollection")),
              "config/get_hypre_version.cpp", "config/get_mumps_version.cpp", "general/adios2stream.cpp",
              "general/communication.cpp",
              *(f"linalg/{name}.cpp" for name in (
                  "amgxsolver", "cpardiso", "cudss", "ginkgo", "hiop", "hypre", "hypre_parcsr", "mumps", "pardiso",
                  "petsc", "slepc", "strumpack", "sundials", "superlu")),
              *(f"mesh/{name}.cpp" for name in (
                  "pmesh", "pncmesh", "pumi", "submesh/pncsubmesh", "submesh/psubmesh", "submesh/ptransfermap"))),
        generated=(("config/_config.hpp", "#ifndef MFEM_CONFIG_HEADER\n#define MFEM_CONFIG_HEADER\n"
                    '#define MFEM_VERSION 40901\n#define MFEM_VERSION_STRING "4.9.1"\n'
                    "#define MFEM_VERSION_TYPE ((MFEM_VERSION)%2)\n#define MFEM_VERSION_TYPE_RELEASE 0\n"
                    "#define MFEM_VERSION_TYPE_DEVELOPMENT 1\n#define MFEM_VERSION_MAJOR ((MFEM_VERSION)/10000)\n"
                    "#define MFEM_VERSION_MINOR (((MFEM_VERSION)/100)%100)\n"
                    '#define MFEM_VERSION_PATCH ((MFEM_VERSION)%100)\n#define MFEM_SOURCE_DIR "mfem"\n'
                    '#define MFEM_INSTALL_DIR "/usr/local"\n#define MFEM_GIT_STRING "(unknown)"\n'
                    "#define MFEM_USE_DOUBLE\n#define MFEM_USE_MEMALLOC\n#define MFEM_TIMER_TYPE 2\n#endif\n"),),
        note=("Fresh (the twenty-fourth batch): configured before any score; first scored with batch 24, "
              "not tuned on then. First scored 0.994 / 0.887; read on 2026-12-06 "
              "(round 34: a deprecation macro above a constructor, "
              "attributes chosen by #ifdef, export macros after extern): tuned on since.")),
    # VMime: the VMime mail library (src/vmime/ with its net/ (IMAP, POP3, SMTP, maildir, sendmail), security/ (SASL,
    # certificates), platforms/posix/, platforms/windows/ (compiled to nothing on Linux), mdn/, misc/ and utility/
    # folders) as its CMake file builds it on x86-64 Linux with its defaults (configured with
    # VMIME_SENDMAIL_PATH=/usr/sbin/sendmail: its configuration stops without a sendmail program found, and the path is
    # only written into config.hpp): C++17 (CMAKE_CXX_STANDARD 17 with extensions off: -std=c++17), Debug (the build
    # type its CMake file sets when none is given: DEBUG), shared and static (VMIME_BUILD_SHARED_LIBRARY and
    # _STATIC_LIBRARY on, the same sources; the shared library's flags are taken: VMIME_SHARED and vmime_EXPORTS, its
    # DEFINE_SYMBOL, with hidden visibility, instead of the static one's VMIME_STATIC), _REENTRANT=1, ICU for the
    # charset conversions (found first: Debian's libicu-dev, as Nuspell's), GnuTLS for TLS (Debian's libgnutls28-dev, as
    # QPDF's) and GNU SASL (Debian's libgsasl-dev); the checkout, its src/ and the build folder's src/ on the include
    # path.  vmime/config.hpp and vmime/export-shared.hpp (generate_export_header's output, which vmime/export.hpp
    # #includes without VMIME_STATIC) are in the build folder's src/ (written here without their comments;
    # export-static.hpp, read only with VMIME_STATIC, is not written).  Every .cpp file of src/vmime/ is built.  The
    # tests (tests/: VMIME_BUILD_TESTS off), the examples (examples/: VMIME_BUILD_SAMPLES off), contrib/ (punycode and
    # UTF-8 helpers, #included by charsetConverter_idna.cpp), doc/ and cmake/ are not scored.
    "vmime": Project(
        RepoSpec("vmime", "kisli+vmime", "5b0191136f84c177b737c9cf9aa7cf59d1c65ef1", ("src/vmime/",), True, ("cpp",)),
        "cpp", ("-std=c++17", "-fvisibility=hidden", "-fvisibility-inlines-hidden", "-DDEBUG", "-DVMIME_SHARED",
                "-D_REENTRANT=1", "-Dvmime_EXPORTS", "-I{root}", "-I{root}/src", "-I{gen}/src"),
        generated=(("src/vmime/config.hpp", "#ifndef VMIME_CONFIG_HPP_INCLUDED\n"
                    '#define VMIME_CONFIG_HPP_INCLUDED\n#include "vmime/export.hpp"\n'
                    '#define VMIME_PACKAGE "vmime"\n#define VMIME_VERSION "0.9.2"\n#define VMIME_API "1.0.0"\n'
                    "#define VMIME_DEBUG 1\n#define VMIME_BYTE_ORDER_BIG_ENDIAN     0\n"
                    "#define VMIME_BYTE_ORDER_LITTLE_ENDIAN  1\n#define VMIME_HAVE_CSTDINT 1\n"
                    "#if VMIME_HAVE_CSTDINT\n#\tinclude <cstdint>\n#endif\ntypedef signed char vmime_int8;\n"
                    "typedef unsigned char vmime_uint8;\ntypedef signed short vmime_int16;\n"
                    "typedef unsigned short vmime_uint16;\ntypedef signed int vmime_int32;\n"
                    "typedef unsigned int vmime_uint32;\ntypedef signed long vmime_int64;\n"
                    "typedef unsigned long vmime_uint64;\n#define VMIME_HAVE_SIZE_T 1\n"
                    "#define VMIME_CHARSETCONV_LIB_IS_ICONV 0\n#define VMIME_CHARSETCONV_LIB_IS_ICU 1\n"
                    "#define VMIME_CHARSETCONV_LIB_IS_WIN 0\n#define VMIME_HAVE_FILESYSTEM_FEATURES 1\n"
                    "#define VMIME_HAVE_SASL_SUPPORT 1\n#define VMIME_HAVE_TLS_SUPPORT 1\n"
                    "#define VMIME_TLS_SUPPORT_LIB_IS_GNUTLS 1\n#define VMIME_TLS_SUPPORT_LIB_IS_OPENSSL 0\n"
                    "#define VMIME_HAVE_GNUTLS_PRIORITY_FUNCS 1\n#define VMIME_HAVE_MESSAGING_FEATURES 1\n"
                    "#define VMIME_HAVE_MESSAGING_PROTO_POP3 1\n#define VMIME_HAVE_MESSAGING_PROTO_SMTP 1\n"
                    "#define VMIME_HAVE_MESSAGING_PROTO_IMAP 1\n#define VMIME_HAVE_MESSAGING_PROTO_MAILDIR 1\n"
                    "#define VMIME_HAVE_MESSAGING_PROTO_SENDMAIL 1\n#define VMIME_PLATFORM_IS_POSIX 1\n"
                    "#define VMIME_PLATFORM_IS_WINDOWS 0\n#define VMIME_HAVE_PTHREAD 1\n"
                    "#define VMIME_HAVE_GETADDRINFO 1\n#define VMIME_HAVE_GETADDRINFO_A 1\n"
                    "#define VMIME_HAVE_GETTID 1\n#define VMIME_HAVE_SYSCALL 1\n"
                    "#define VMIME_HAVE_SYSCALL_GETTID 1\n#define VMIME_HAVE_GETTHRID 0\n"
                    "#define VMIME_HAVE_THR_SELF 0\n#define VMIME_HAVE_LWP_SELF 0\n#define VMIME_HAVE_GMTIME_S 0\n"
                    "#define VMIME_HAVE_GMTIME_R 1\n#define VMIME_HAVE_LOCALTIME_S 0\n"
                    "#define VMIME_HAVE_LOCALTIME_R 1\n#define VMIME_HAVE_STRERROR_R 1\n"
                    "#define VMIME_HAVE_MLANG 0\n#define VMIME_HAVE_SO_KEEPALIVE 1\n"
                    "#define VMIME_HAVE_SO_NOSIGPIPE 0\n#define VMIME_HAVE_MSG_NOSIGNAL 1\n"
                    "#define VMIME_SHARED_PTR_USE_CXX 0\n#define VMIME_SHARED_PTR_USE_BOOST 0\n"
                    '#define VMIME_SENDMAIL_PATH "/usr/sbin/sendmail"\n#endif\n'),
                   ("src/vmime/export-shared.hpp", "#ifndef VMIME_EXPORT_H\n#define VMIME_EXPORT_H\n"
                    "#ifdef VMIME_STATIC\n#  define VMIME_EXPORT\n#  define VMIME_NO_EXPORT\n#else\n"
                    "#  ifndef VMIME_EXPORT\n#    ifdef vmime_EXPORTS\n"
                    '#      define VMIME_EXPORT __attribute__((visibility("default")))\n#    else\n'
                    '#      define VMIME_EXPORT __attribute__((visibility("default")))\n#    endif\n#  endif\n'
                    "#  ifndef VMIME_NO_EXPORT\n"
                    '#    define VMIME_NO_EXPORT __attribute__((visibility("hidden")))\n#  endif\n#endif\n'
                    "#ifndef VMIME_DEPRECATED\n#  define VMIME_DEPRECATED __attribute__ ((__deprecated__))\n"
                    "#endif\n#ifndef VMIME_DEPRECATED_EXPORT\n"
                    "#  define VMIME_DEPRECATED_EXPORT VMIME_EXPORT VMIME_DEPRECATED\n#endif\n"
                    "#ifndef VMIME_DEPRECATED_NO_EXPORT\n"
                    "#  define VMIME_DEPRECATED_NO_EXPORT VMIME_NO_EXPORT VMIME_DEPRECATED\n#endif\n#if 0\n"
                    "#  ifndef VMIME_NO_DEPRECATED\n#    define VMIME_NO_DEPRECATED\n#  endif\n#endif\n#endif\n")),
        note=("Fresh (the twenty-fourth batch): configured before any score; first scored with batch 24, "
              "not tuned on then. First scored 0.964 / 0.871; read on 2026-12-06 "
              "(round 34: const references to shared_ptr, a class-opening macro, "
              "an example class beside the library's): tuned on since.")),
    # Binaryen: the binaryen library (src/ with its analysis, asmjs, cfg, emscripten-optimizer, ir, parser, passes,
    # support, wasm and other folders, and binaryen-c.cpp) and its programs (src/tools/: wasm-opt, wasm-as, wasm-dis,
    # wasm2js, wasm-merge, wasm-reduce, wasm-split, wasm-shell, wasm-metadce, wasm-ctor-eval, wasm-emscripten-finalize,
    # wasm-fuzz-types and wasm-fuzz-lattices, with the fuzzer units of src/tools/fuzzing/ they share) as its CMake files
    # build them on x86-64 Linux with its defaults (configured with BUILD_TESTS off: its configuration stops without the
    # third_party/googletest git submodule, absent from the snapshot; it changes no compile flag of the library or the
    # programs): C++20 without extensions (-std=c++20), Release (the build type its CMake file sets when none is given)
    # with assertions kept (its -DNDEBUG undone by -UNDEBUG: neither is written here), no RTTI (-fno-rtti), shared
    # (BUILD_STATIC_LIB off: BUILD_SHARED_LIBS, its own define, and binaryen_EXPORTS, the target's DEFINE_SYMBOL), full
    # DWARF support (BUILD_LLVM_DWARF on: the vendored LLVM DWARF code of third_party/llvm-project/); src/, the build
    # folder and src/tools/fuzzing/ (the programs') on the include path, and the vendored third_party/FP16/include/ and
    # third_party/llvm-project/include/ as system folders.  config.h is configure_file's output in the build folder.
    # Every unit here gets the union of the targets' defines, as in earlier batches.  Every .cpp file of src/ is built;
    # src/passes/test_passes.cpp (passes for the test suite, built into the library) is a test to the indexer, so not
    # scored; src/passes/WasmIntrinsics.cpp, generated in the build folder from src/passes/wasm-intrinsics.wast, is not
    # in the snapshot and not scored.  third_party/ (the vendored LLVM DWARF code, FP16, and the absent googletest,
    # fuzztest and mimalloc submodules), the tests (test/: BUILD_TESTS off), scripts/, media/ and the JavaScript and
    # Python glue are not scored.
    "binaryen": Project(
        RepoSpec("binaryen", "WebAssembly+binaryen", "bb0caa3fc547e1281391b1235c93f1ed84541c2e", ("src/",), False,
                 ("cpp",)),
        "cpp", ("-std=c++20", "-fno-rtti", "-DBUILD_LLVM_DWARF", "-DBUILD_SHARED_LIBS", "-Dbinaryen_EXPORTS",
                "-I{root}/src", "-I{gen}", "-I{root}/src/tools/fuzzing", "-isystem", "{root}/third_party/FP16/include",
                "-isystem", "{root}/third_party/llvm-project/include"),
        generated=(("config.h", '#define PROJECT_VERSION "132"\n'),),
        note=("Fresh (the twenty-fourth batch): configured before any score; first scored with batch 24, "
              "not tuned on.")),
    # Tesseract: the tesseract OCR library (src/ with its api, arch, ccmain, ccstruct, ccutil, classify, cutil, dict,
    # lstm, textord, viewer and wordrec folders, include/tesseract/), the tesseract program (src/tesseract.cpp) and the
    # training tools (src/training/ with its common, unicharset and pango libraries and its programs:
    # BUILD_TRAINING_TOOLS on) as its CMake files build them on x86-64 Linux with its defaults: C++20 with extensions
    # (its CMAKE_CXX_STANDARD default, 20: -std=gnu++20), Release (the build type its CMake file sets when none is
    # given: NDEBUG), static (BUILD_SHARED_LIBS unset), HAVE_CONFIG_H, CMAKE_BUILD, the SIMD kinds it detects (HAVE_AVX,
    # HAVE_AVX2, HAVE_AVX512F, HAVE_FMA, HAVE_SSE4_1) and OPENMP_SIMD, no OpenMP (OPENMP_BUILD off), graphics on
    # (GRAPHICS_DISABLED off), Leptonica found (REQUIRED: Debian's libleptonica-dev, /usr/include/leptonica on the
    # include path), libarchive and libcurl found (Debian's libarchive-dev, and libcurl4-openssl-dev as PROJ's:
    # HAVE_LIBARCHIVE, HAVE_LIBCURL), libtiff (libtiff-dev, as PROJ's: HAVE_TIFFIO_H), and for the training tools ICU
    # (libicu-dev, as Nuspell's), Pango, Cairo and their dependencies (Debian's libpango1.0-dev and libcairo2-dev; the
    # pango training library's PANGO_ENABLE_ENGINE, -pthread and its system include folders); include/, src/ and its
    # module folders, the training folders and the build folder's include/ and src/training/ on the include path.  Every
    # unit here gets the union of the targets' defines and include paths, as in earlier batches; the precompiled headers
    # (cmake_pch.hxx, a few standard headers) are a build speed-up and are left out.  config_auto.h and
    # include/tesseract/version.h are configure_file's output in the build folder (written here without their comments),
    # and src/training/common_training_export.h, pango_training_export.h and unicharset_training_export.h are
    # generate_export_header's output (written here without their comments).  Left out: the SIMD units compiled each
    # with its own -m flag (src/arch/dotproductavx.cpp with -mavx, dotproductavx512.cpp with -mavx512f,
    # dotproductfma.cpp with -mfma, dotproductsse.cpp and intsimdmatrixsse.cpp with -msse4.1, intsimdmatrixavx2.cpp with
    # -mavx2), whose intrinsics clang rejects under one argument list for the project (each has errors without its flag;
    # the flags together would define __AVX__ and the others for every unit); not built on x86-64 or with these
    # defaults: src/arch/dotproductneon.cpp, intsimdmatrixneon.cpp and intsimdmatrixrvv.cpp (ARM and RISC-V) and
    # src/svpaint.cpp (in no CMake list).  The unit tests (unittest/: BUILD_TESTS off), java/ (the ScrollView viewer's
    # Java side), tessdata/, doc/, nsis/ (the Windows installer), cmake/ and the autotools files are not scored.
    "tesseract": Project(
        RepoSpec("tesseract", "tesseract-ocr+tesseract", "fe50309a1766ec308f230efc60a30068e9b6e415",
                 ("src/", "include/"), True, ("cpp",)),
        "cpp", ("-std=gnu++20", "-pthread", "-DNDEBUG", "-DCMAKE_BUILD", "-DHAVE_AVX", "-DHAVE_AVX2", "-DHAVE_AVX512F",
                "-DHAVE_CONFIG_H", "-DHAVE_FMA", "-DHAVE_SSE4_1", "-DOPENMP_SIMD", "-DPANGO_ENABLE_ENGINE",
                "-D_SILENCE_STDEXT_HASH_DEPRECATION_WARNINGS=1", "-I{root}/include",
                *(f"-I{{root}}/src/{name}" for name in (
                    "arch", "ccmain", "ccstruct", "ccutil", "classify", "cutil", "dict", "lstm", "textord", "viewer",
                    "wordrec", "training")),
                "-I{root}/src", "-I/usr/include/leptonica", "-I{gen}", "-I{gen}/include",
                "-I{root}/src/training/common", "-I{gen}/src/training", "-I{root}/src/training/unicharset",
                "-I{root}/src/training/pango",
                *(x for folder in ("pango-1.0", "glib-2.0", "/usr/lib/x86_64-linux-gnu/glib-2.0/include", "harfbuzz",
                                   "freetype2", "libpng16", "libmount", "blkid", "fribidi", "cairo", "pixman-1")
                  for x in ("-isystem", folder if folder.startswith("/") else f"/usr/include/{folder}"))),
        skip=(*(f"src/arch/{name}.cpp" for name in (
                  "dotproductavx", "dotproductavx512", "dotproductfma", "dotproductneon", "dotproductsse",
                  "intsimdmatrixavx2", "intsimdmatrixneon", "intsimdmatrixrvv", "intsimdmatrixsse")),
              "src/svpaint.cpp"),
        generated=(("config_auto.h", '#define HAVE_FEENABLEEXCEPT 1\n#define PACKAGE_VERSION "5.5.3"\n'
                    "#define FAST_FLOAT ON\n#define HAVE_TIFFIO_H ON\n#define HAVE_LIBARCHIVE ON\n"
                    "#define HAVE_LIBCURL ON\n"),
                   ("include/tesseract/version.h", "#ifndef TESSERACT_API_VERSION_H_\n"
                    "#define TESSERACT_API_VERSION_H_\n#define TESSERACT_MAJOR_VERSION 5\n"
                    "#define TESSERACT_MINOR_VERSION 5\n#define TESSERACT_MICRO_VERSION 3\n"
                    "#define TESSERACT_VERSION \\\n  (TESSERACT_MAJOR_VERSION << 16 | \\\n"
                    "   TESSERACT_MINOR_VERSION <<  8 | \\\n   TESSERACT_MICRO_VERSION)\n"
                    '#define TESSERACT_VERSION_STR "5.5.3"\n#endif\n'),
                   ("src/training/common_training_export.h", "#ifndef TESS_COMMON_TRAINING_API_H\n"
                    "#define TESS_COMMON_TRAINING_API_H\n#ifdef COMMON_TRAINING_STATIC_DEFINE\n"
                    "#  define TESS_COMMON_TRAINING_API\n#  define COMMON_TRAINING_NO_EXPORT\n#else\n"
                    "#  ifndef TESS_COMMON_TRAINING_API\n#    ifdef common_training_EXPORTS\n"
                    "#      define TESS_COMMON_TRAINING_API\n#    else\n#      define TESS_COMMON_TRAINING_API\n"
                    "#    endif\n#  endif\n#  ifndef COMMON_TRAINING_NO_EXPORT\n"
                    "#    define COMMON_TRAINING_NO_EXPORT\n#  endif\n#endif\n#ifndef COMMON_TRAINING_DEPRECATED\n"
                    "#  define COMMON_TRAINING_DEPRECATED __attribute__ ((__deprecated__))\n#endif\n"
                    "#ifndef COMMON_TRAINING_DEPRECATED_EXPORT\n"
                    "#  define COMMON_TRAINING_DEPRECATED_EXPORT TESS_COMMON_TRAINING_API COMMON_TRAININ"
                    "G_DEPRECATED\n#endif\n#ifndef COMMON_TRAINING_DEPRECATED_NO_EXPORT\n"
                    "#  define COMMON_TRAINING_DEPRECATED_NO_EXPORT COMMON_TRAINING_NO_EXPORT COMMON_TRA"
                    "INING_DEPRECATED\n#endif\n#if 0\n#  ifndef COMMON_TRAINING_NO_DEPRECATED\n"
                    "#    define COMMON_TRAINING_NO_DEPRECATED\n#  endif\n#endif\n#endif\n"),
                   ("src/training/pango_training_export.h", "#ifndef TESS_PANGO_TRAINING_API_H\n"
                    "#define TESS_PANGO_TRAINING_API_H\n#ifdef PANGO_TRAINING_STATIC_DEFINE\n"
                    "#  define TESS_PANGO_TRAINING_API\n#  define PANGO_TRAINING_NO_EXPORT\n#else\n"
                    "#  ifndef TESS_PANGO_TRAINING_API\n#    ifdef pango_training_EXPORTS\n"
                    "#      define TESS_PANGO_TRAINING_API\n#    else\n#      define TESS_PANGO_TRAINING_API\n"
                    "#    endif\n#  endif\n#  ifndef PANGO_TRAINING_NO_EXPORT\n"
                    "#    define PANGO_TRAINING_NO_EXPORT\n#  endif\n#endif\n#ifndef PANGO_TRAINING_DEPRECATED\n"
                    "#  define PANGO_TRAINING_DEPRECATED __attribute__ ((__deprecated__))\n#endif\n"
                    "#ifndef PANGO_TRAINING_DEPRECATED_EXPORT\n"
                    "#  define PANGO_TRAINING_DEPRECATED_EXPORT TESS_PANGO_TRAINING_API PANGO_TRAINING_D"
                    "EPRECATED\n#endif\n#ifndef PANGO_TRAINING_DEPRECATED_NO_EXPORT\n"
                    "#  define PANGO_TRAINING_DEPRECATED_NO_EXPORT PANGO_TRAINING_NO_EXPORT PANGO_TRAINI"
                    "NG_DEPRECATED\n#endif\n#if 0\n#  ifndef PANGO_TRAINING_NO_DEPRECATED\n"
                    "#    define PANGO_TRAINING_NO_DEPRECATED\n#  endif\n#endif\n#endif\n"),
                   ("src/training/unicharset_training_export.h", "#ifndef TESS_UNICHARSET_TRAINING_API_H\n"
                    "#define TESS_UNICHARSET_TRAINING_API_H\n#ifdef UNICHARSET_TRAINING_STATIC_DEFINE\n"
                    "#  define TESS_UNICHARSET_TRAINING_API\n#  define UNICHARSET_TRAINING_NO_EXPORT\n#else\n"
                    "#  ifndef TESS_UNICHARSET_TRAINING_API\n#    ifdef unicharset_training_EXPORTS\n"
                    "#      define TESS_UNICHARSET_TRAINING_API\n#    else\n"
                    "#      define TESS_UNICHARSET_TRAINING_API\n#    endif\n#  endif\n"
                    "#  ifndef UNICHARSET_TRAINING_NO_EXPORT\n#    define UNICHARSET_TRAINING_NO_EXPORT\n"
                    "#  endif\n#endif\n#ifndef UNICHARSET_TRAINING_DEPRECATED\n"
                    "#  define UNICHARSET_TRAINING_DEPRECATED __attribute__ ((__deprecated__))\n#endif\n"
                    "#ifndef UNICHARSET_TRAINING_DEPRECATED_EXPORT\n"
                    "#  define UNICHARSET_TRAINING_DEPRECATED_EXPORT TESS_UNICHARSET_TRAINING_API UNICHA"
                    "RSET_TRAINING_DEPRECATED\n#endif\n#ifndef UNICHARSET_TRAINING_DEPRECATED_NO_EXPORT\n"
                    "#  define UNICHARSET_TRAINING_DEPRECATED_NO_EXPORT UNICHARSET_TRAINING_NO_EXPORT UN"
                    "ICHARSET_TRAINING_DEPRECATED\n#endif\n#if 0\n#  ifndef UNICHARSET_TRAINING_NO_DEPRECATED\n"
                    "#    define UNICHARSET_TRAINING_NO_DEPRECATED\n#  endif\n#endif\n#endif\n")),
        note=("Fresh (the twenty-fourth batch): configured before any score; first scored with batch 24, "
              "not tuned on then. First scored 0.999 / 0.813; read on 2026-12-06 "
              "(round 34: classes a token-pasting macro declares, "
              "pointers initialised in parentheses): tuned on since.")),
    # libgit2: the libgit2 library (src/libgit2/ with its streams/ and transports/ folders, src/util/ with its
    # allocators/, hash/ and unix/ folders, include/) and the git2 program (src/cli/: BUILD_CLI on) as its CMake files
    # build them on x86-64 Linux with its defaults: C90 without extensions (its CMAKE_C_STANDARD default, 90, and
    # CMAKE_C_EXTENSIONS off: -std=c90), RelWithDebInfo (the build type its CMake file sets when none is given: NDEBUG),
    # shared (BUILD_SHARED_LIBS on; the library's units are an object library, with no export define), hidden
    # visibility, _GNU_SOURCE and _FILE_OFFSET_BITS=64, the bundled PCRE2 (deps/pcre2/: its PCRE2_STATIC and PCRE2_EXP_*
    # defines reach every unit), llhttp, ntlmclient, xdiff and reftable (deps/), zlib (Debian's zlib1g-dev), OpenSSL for
    # HTTPS and SHA-256 (Debian's libssl-dev: the util units' OPENSSL_API_COMPAT), SHA-1 with collision detection (the
    # util units' SHA1DC_* defines), GSSAPI for Negotiate (found: Debian's libkrb5-dev), no SSH (USE_SSH off);
    # src/libgit2/, src/util/, src/cli/ (the program's), include/, the build folder's gen_headers/ and deps/llhttp/,
    # deps/pcre2/, deps/xdiff/, deps/ntlmclient/ and deps/reftable/ on the include path.  Every unit here gets the union
    # of the targets' defines and include paths, as in earlier batches.  git2_features.h is configure_file's output in
    # the build folder's gen_headers/ (written here without its comments and #undef lines); gen_headers/experimental.h
    # is not written: include/git2/experimental.h, the same without experimental features, is the one found.  Not built
    # on Linux or with these defaults, so left out: src/util/win32/ and src/cli/win32/ (Windows), and the SHA backends
    # src/util/hash/builtin.c, common_crypto.c, mbedtls.c and win32.c.  src/util/hash/sha1dc/ (the vendored SHA-1
    # collision detection) and src/util/hash/rfc6234/ (the vendored SHA-2 reference code, not built) are not scored: the
    # scored roots name src/util/'s own files and folders by their initials.  deps/ (vendored), the tests (tests/:
    # BUILD_TESTS on, not scored), the examples (examples/: BUILD_EXAMPLES off), fuzzers/ (BUILD_FUZZERS off), script/,
    # docs/ and cmake/ are not scored.
    "libgit2": Project(
        RepoSpec("libgit2", "libgit2+libgit2", "0551dfd4ad989b6a3d5683c0d4cf326c6efef929",
                 ("src/libgit2/", "src/cli/", "include/", *(f"src/util/{initial}" for initial in "abcdefgimnprstuvwz"),
                  "src/util/hash.", "src/util/hashmap", *(f"src/util/hash/{name}" for name in (
                      "builtin", "collisiondetect", "common_crypto", "mbedtls", "openssl", "sha.h", "win32"))), False,
                 ("c",)),
        "c", ("-std=c90", "-fvisibility=hidden", "-DNDEBUG", "-D_FILE_OFFSET_BITS=64", "-D_GNU_SOURCE",
              "-DOPENSSL_API_COMPAT=0x10100000L", "-DPCRE2_EXPORT=", "-DPCRE2_EXP_DECL=", "-DPCRE2_EXP_DEFN=",
              "-DPCRE2_STATIC", '-DSHA1DC_CUSTOM_INCLUDE_SHA1_C="git2_util.h"',
              '-DSHA1DC_CUSTOM_INCLUDE_UBC_CHECK_C="git2_util.h"', "-DSHA1DC_NO_STANDARD_INCLUDES=1",
              "-I{root}/src/libgit2", "-I{root}/src/util", "-I{root}/src/cli", "-I{root}/include",
              "-I{gen}/gen_headers",
              *(f"-I{{root}}/deps/{name}" for name in ("llhttp", "pcre2", "xdiff", "ntlmclient", "reftable"))),
        skip=(*(f"src/util/hash/{name}.c" for name in ("builtin", "common_crypto", "mbedtls", "win32")),
              "src/cli/win32/precompiled.c", "src/cli/win32/sighandler.c",
              *(f"src/util/win32/{name}.c" for name in (
                  "dir", "error", "map", "path_w32", "posix_w32", "precompiled", "process", "thread", "utf-conv",
                  "w32_buffer", "w32_leakcheck", "w32_util"))),
        generated=(("gen_headers/git2_features.h", "#ifndef INCLUDE_features_h__\n#define INCLUDE_features_h__\n"
                    "#define GIT_THREADS 1\n#define GIT_THREADS_PTHREADS 1\n#define GIT_SHA1_BUILTIN 1\n"
                    "#define GIT_SHA256_OPENSSL 1\n#define GIT_COMPRESSION_ZLIB 1\n#define GIT_NSEC 1\n"
                    "#define GIT_NSEC_MTIM 1\n#define GIT_REGEX_BUILTIN 1\n#define GIT_HTTP 1\n"
                    "#define GIT_HTTPS 1\n#define GIT_HTTPS_OPENSSL 1\n#define GIT_HTTPPARSER_BUILTIN 1\n"
                    "#define GIT_AUTH_NTLM 1\n#define GIT_AUTH_NTLM_BUILTIN 1\n#define GIT_AUTH_NEGOTIATE 1\n"
                    "#define GIT_AUTH_NEGOTIATE_GSSAPI 1\n#define GIT_ARCH_64 1\n#define GIT_QSORT_GNU 1\n"
                    "#define GIT_FUTIMENS 1\n#define GIT_RAND_GETENTROPY 1\n#define GIT_RAND_GETLOADAVG 1\n"
                    '#define GIT_IO_POLL 1\n#define GIT_IO_SELECT 1\n#define GIT_BUILD_CPU "x86_64"\n#endif\n'),),
        note=("Fresh (the twenty-fourth batch): configured before any score; first scored with batch 24, "
              "not tuned on.")),
    # tmux: the tmux terminal multiplexer (its top folder's .c and .h files) as its autotools build (autogen.sh, then
    # configure with its defaults; Debian's autoconf, automake and bison, and libevent-dev and libncurses-dev, which it
    # needs) builds it on x86-64 Linux: no compile_commands.json, so the flags are make's (make -n): -std=gnu99 (its
    # AM_CFLAGS), the results of its configure checks passed as defines (configure writes no config header: DEFS, with
    # the PACKAGE_* strings, HAVE_* and the extension macros of AC_USE_SYSTEM_EXTENSIONS), _DEFAULT_SOURCE and
    # _XOPEN_SOURCE=600, TMUX_VERSION, TMUX_CONF, TMUX_LOCK_CMD, TMUX_TERM and TMUX_MOUSE, and DEBUG (a "next" version
    # builds with --enable-debug by default), libevent 2 (HAVE_EVENT2_EVENT_H) and ncurses (HAVE_NCURSES_H), no SIXEL
    # images, systemd, utempter, utf8proc or jemalloc (all off); the checkout on the include path (-I. and -iquote .).
    # Not built on Linux or with these defaults, so left out: the other platforms' osdep-*.c (aix, cygwin, darwin,
    # dragonfly, freebsd, haiku, hpux, netbsd, openbsd, sunos, unknown) and image.c and image-sixel.c (SIXEL off).
    # cmd-parse.c, which yacc generates from cmd-parse.y, is not in the snapshot and not scored.  compat/ (the
    # portability functions copied from OpenBSD's libc and libutil, 17 of whose units are built here) is not scored, as
    # vendored code: the scored roots name the top folder's own files by their initials.  fuzz/ (the fuzzers, off),
    # regress/ (the regression scripts), tools/, logo/ and presentations/ are not scored.
    "tmux": Project(
        RepoSpec("tmux", "tmux+tmux", "c1f947a3c5bc72a40c32dead736f84c4628791ec",
                 (*"aeghijklmnoprstuwx", "cfg", "client", "cmd", "colour", "compat.h", "control", "file", "format",
                  "fuzzy"), True, ("c",)),
        "c", ("-std=gnu99", '-DPACKAGE_NAME="tmux"', '-DPACKAGE_TARNAME="tmux"', '-DPACKAGE_VERSION="next-3.8"',
              '-DPACKAGE_STRING="tmux next-3.8"', '-DPACKAGE_BUGREPORT=""', '-DPACKAGE_URL=""', '-DPACKAGE="tmux"',
              '-DVERSION="next-3.8"', "-DSTDC_HEADERS=1",
              *(f"-D{name}=1" for name in (
                  "_ALL_SOURCE", "_DARWIN_C_SOURCE", "_GNU_SOURCE", "_HPUX_ALT_XOPEN_SOCKET_API", "_NETBSD_SOURCE",
                  "_OPENBSD_SOURCE", "_POSIX_PTHREAD_SEMANTICS", "__STDC_WANT_IEC_60559_ATTRIBS_EXT__",
                  "__STDC_WANT_IEC_60559_BFP_EXT__", "__STDC_WANT_IEC_60559_DFP_EXT__",
                  "__STDC_WANT_IEC_60559_FUNCS_EXT__", "__STDC_WANT_IEC_60559_TYPES_EXT__", "__STDC_WANT_LIB_EXT2__",
                  "__STDC_WANT_MATH_SPEC_FUNCS__", "_TANDEM_SOURCE", "__EXTENSIONS__")),
              *(f"-DHAVE_{name}=1" for name in (
                  "ASPRINTF", "B64_NTOP", "CFMAKERAW", "CLOCK_GETTIME", "CLOSEFROM", "DAEMON", "DIRENT_H", "DIRFD",
                  "EVENT2_EVENT_H", "EXPLICIT_BZERO", "FCNTL_H", "FLOCK", "FORKPTY", "GETDTABLESIZE", "GETLINE",
                  "INTTYPES_H", "LIBM", "MALLOC_TRIM", "MEMMEM", "NCURSES_H", "PATHS_H", "PRCTL", "PROC_PID",
                  "PROGRAM_INVOCATION_SHORT_NAME", "PR_SET_NAME", "PTY_H", "SETENV", "SO_PEERCRED", "STDINT_H",
                  "STDIO_H", "STDLIB_H", "STRCASESTR", "STRINGS_H", "STRING_H", "STRNDUP", "STRSEP", "SYSCONF",
                  "SYS_DIR_H", "SYS_STAT_H", "SYS_TYPES_H", "TIPARM", "UNISTD_H", "WCHAR_H", "__PROGNAME")),
              "-D_DEFAULT_SOURCE", "-D_XOPEN_SOURCE=600", '-DTMUX_VERSION="next-3.8"',
              '-DTMUX_CONF="/etc/tmux.conf:~/.tmux.conf:$XDG_CONFIG_HOME/tmux/tmux.conf:~/.config/tmux/tmux.conf"',
              '-DTMUX_LOCK_CMD="lock -np"', '-DTMUX_TERM="tmux-256color"', "-DTMUX_MOUSE=1", "-DDEBUG", "-I{root}",
              "-iquote", "{root}"),
        skip=("image.c", "image-sixel.c", *(f"osdep-{name}.c" for name in (
                  "aix", "cygwin", "darwin", "dragonfly", "freebsd", "haiku", "hpux", "netbsd", "openbsd", "sunos",
                  "unknown"))),
        # the replacements configure compiles for what the C library lacks (strlcat, strtonum, imsg, vis, ...):
        # their definitions are the targets of the calls ``compat.h`` declares (not scored; the first score,
        # without them, counted 222 joined calls as wrong)
        definitions_from=("compat/",),
        note=("Fresh (the twenty-fourth batch): configured before any score; first scored with batch 24, "
              "not tuned on then. First scored 0.9775 / 0.980; read on 2026-12-06: its wrong edges were calls "
              "joined to compat/'s replacements, whose definitions the reference had not been given (no "
              "linker change).")),
    # The twenty-fifth fresh batch (2026-12-06), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 25, not tuned on.  Each project's flags are the ones its
    # own build configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12; for Snes9x, its Unix port's autoconf
    # configure and make) gives with its defaults (in compile_commands.json; Snes9x's from make -n), and its generated
    # headers are that configuration's output; where the defaults do not configure here (Faiss's Python module, GPU
    # indexes and tests) the change is said in the project's comment.  Where a project's targets differ in defines or
    # include paths, every unit gets the union of the scored targets' ones, as in earlier batches; where a library is
    # built both shared and static from the same sources, the shared one's flags are taken.  Where g++ 12's default
    # standard (gnu++17) is used without a flag it is written out, clang 14's default C++ standard being gnu++14.  Flags
    # that only change code generation or warnings (-O, -g, -W..., -pedantic, -fPIC, -fPIE, -fomit-frame-pointer,
    # -fstrict-aliasing, -fno-strict-aliasing, -ffp-contract=off) are left out.  (Not taken: mold, three of whose units
    # (lib/glob.cc, src/input-files.cc, src/passes.cc) use std::ranges over libstdc++ 12, which clang 14 cannot compile
    # (ranges::subrange's constraints unsatisfied: errors in every one); SolveSpace, whose CMake configuration needs the
    # extlib/mimalloc and extlib/libdxfrw git submodules, absent from the snapshot; SRT, whose library mixes C units
    # (haicrypt/, srtcore/srt_compat.c) into its C++ (one language per project here); snmalloc, whose three shim units
    # (malloc.cc, new.cc, memcpy.cc) are compiled into five libraries with different defines (SNMALLOC_CHECK_CLIENT in
    # two of them), which one parse per file cannot give, the rest of its code being headers; whisper.cpp, whose library
    # is one C++ unit (src/whisper.cpp) beside ggml's, which mix C and C++; llama.cpp and Endless Sky, whose snapshots
    # (1.4 GB and 1.6 GB) are over what can be fetched here.)  It holds five C++ projects and two C ones.
    # Faiss: the faiss library (faiss/ with its impl/, invlists/, utils/ and cppcontrib/ folders) as its CMake files
    # build it on x86-64 Linux with its defaults (configured with FAISS_ENABLE_GPU, FAISS_ENABLE_PYTHON and
    # BUILD_TESTING off: its configuration stops without SWIG for the Python module, the GPU indexes need the CUDA
    # toolkit, and the tests' googletest is cloned from the network; none of them changes a flag of the library): C++20
    # with extensions (CMAKE_CXX_STANDARD 20: -std=gnu++20), no build type, static (BUILD_SHARED_LIBS unset),
    # FAISS_OPT_LEVEL generic (only the faiss target is built: faiss_avx2, faiss_avx512, faiss_avx512_spr and faiss_sve
    # are EXCLUDE_FROM_ALL), OpenMP (-fopenmp; clang reads its omp.h from Debian's libomp-14-dev, as ThorVG's),
    # FINTEGER=int, BLAS and LAPACK found (no MKL; Debian's libblas-dev and liblapack-dev, which only the link reads);
    # the checkout on the include path; no generated header.  Not built with these defaults, so left out: the SIMD units
    # of the other libraries and of the ARM, RISC-V and dynamic-dispatch builds (every unit of faiss/impl/ and
    # faiss/utils/ named for avx2, avx512, avx512_spr, neon, sve, aarch64, rvv or riscv, and
    # utils/distances_fused/simdlib_based.cpp, FAISS_SIMD_AVX2_SRC's, each compiled with its own -m flags),
    # faiss/impl/svs_io.cpp (FAISS_ENABLE_SVS off) and faiss/build.cpp (in no CMake list: left out for its build errors
    # on Windows, its comment says).  faiss/gpu/ and faiss/gpu_metal/ (the GPU indexes), faiss/svs/ (off), faiss/python/
    # (the SWIG module) and faiss/docs/ are not scored: the scored roots name faiss/'s own files and folders by their
    # initials.  The demos, benchmarks and tutorial (demos/, benchs/, tutorial/cpp/: FAISS_ENABLE_EXTRAS on, not
    # scored), c_api/ (FAISS_ENABLE_C_API off), contrib/ (Python), the tests (tests/, perf_tests/), misc/, conda/ and
    # cmake/ are not scored.
    "faiss": Project(
        RepoSpec("faiss", "facebookresearch+faiss", "02dbb4e42f49aa2ce57cd78977b0e47a11f7cb91",
                 tuple(f"faiss/{name}" for name in (
                     "A", "C", "I", "M", "S", "V", "b", "c", "f", "impl/", "index_", "invlists/", "utils/")), False,
                 ("cpp",)),
        "cpp", ("-std=gnu++20", "-fopenmp", "-DFINTEGER=int", "-I{root}"),
        skip=("faiss/build.cpp", "faiss/impl/svs_io.cpp",
              *(f"faiss/impl/{name}.cpp" for name in (
                  "approx_topk/avx2", "approx_topk/neon", "binary_hamming/avx2", "binary_hamming/avx512",
                  "binary_hamming/neon", "binary_hamming/rvv", "fast_scan/impl-avx2", "fast_scan/impl-avx512",
                  "fast_scan/impl-neon", "fast_scan/impl-riscv", "hnsw/avx2", "hnsw/avx512",
                  "polysemous_training/avx512", "pq_code_distance/avx2", "pq_code_distance/avx512",
                  "pq_code_distance/neon", "pq_code_distance/pq_code_distance-sve", "pq_code_distance/rvv",
                  "result_handler/avx2", "result_handler/avx512", "scalar_quantizer/EDENQuantizer-avx2",
                  "scalar_quantizer/EDENQuantizer-avx512", "scalar_quantizer/sq-avx2", "scalar_quantizer/sq-avx512-spr",
                  "scalar_quantizer/sq-avx512", "scalar_quantizer/sq-neon", "scalar_quantizer/sq-rvv")),
              *(f"faiss/utils/{name}.cpp" for name in (
                  "distances_fused/avx512", "distances_fused/simdlib_based", "distances_fused/simdlib_based_neon",
                  "hamming_distance/hamming_avx2", "hamming_distance/hamming_avx512",
                  "hamming_distance/hamming_avx512_spr", "hamming_distance/hamming_neon",
                  "hamming_distance/hamming_rvv",
                  "simd_impl/distances_aarch64", "simd_impl/distances_arm_sve", "simd_impl/distances_avx2",
                  "simd_impl/distances_avx512", "simd_impl/distances_rvv", "simd_impl/partitioning_avx2",
                  "simd_impl/partitioning_neon", "simd_impl/rabitq_avx2", "simd_impl/rabitq_avx512",
                  "simd_impl/rabitq_avx512_spr", "simd_impl/rabitq_neon", "simd_impl/rabitq_rvv",
                  "simd_impl/super_kmeans_kernels_avx2", "simd_impl/super_kmeans_kernels_avx512"))),
        note=("Fresh (the twenty-fifth batch): configured before any score; first scored with batch 25, "
              "not tuned on.")),
    # ZLToolKit: the ZLToolKit network library (src/Network/, src/Poller/, src/Thread/ and src/Util/), the toolkit under
    # ZLMediaKit, as its CMake file builds it on x86-64 Linux with its defaults: C++11 with extensions
    # (CMAKE_CXX_STANDARD 11: -std=gnu++11), no build type, shared (BUILD_SHARED_LIBS on: ZLToolKit_EXPORTS, the
    # target's DEFINE_SYMBOL), the results of its mmsghdr, sendmmsg and recvmmsg checks on glibc 2.36 (HAVE_MMSG_HDR,
    # HAVE_SENDMMSG_API, HAVE_RECVMMSG_API), OpenSSL found (ENABLE_OPENSSL on: Debian's libssl-dev), no MySQL
    # (ENABLE_MYSQL on, but no MySQL client is installed here: no ENABLE_MYSQL); src/ on the include path; no generated
    # header.  Every unit of its src/*/ glob is built on Linux (less src/win32/'s wepoll.c and getopt.c, Windows only,
    # and src/Network/Socket_ios.mm, Apple only).  src/win32/ (wepoll and getopt, vendored, C) is not scored; nor are
    # the tests (tests/: 29 test programs, built by default) and cmake/.
    "zltoolkit": Project(
        RepoSpec("zltoolkit", "ZLMediaKit+ZLToolKit", "23027e93c09dcda23adf46c04a8247cfe8b48c88",
                 ("src/Network/", "src/Poller/", "src/Thread/", "src/Util/"), False, ("cpp",)),
        "cpp", ("-std=gnu++11", "-DENABLE_OPENSSL", "-DHAVE_MMSG_HDR", "-DHAVE_RECVMMSG_API", "-DHAVE_SENDMMSG_API",
                "-DZLToolKit_EXPORTS", "-I{root}/src"),
        note=("Fresh (the twenty-fifth batch): configured before any score; first scored with batch 25, "
              "not tuned on.")),
    # Snes9x: the Super Nintendo emulator's core (the top folder's .cpp and .h files, apu/ with the bsnes-derived SMP
    # and DSP of apu/bapu/, and filter/) and its Unix port (unix/: unix.cpp and the X11 front end x11.cpp) as the port's
    # autoconf build (unix/configure, in the checkout, run with its defaults; then make) builds the snes9x program on
    # x86-64 Linux: no compile_commands.json, so the flags are make's (make -n): no -std (g++ 12's default:
    # -std=gnu++17), -fno-exceptions and -fno-rtti (its S9XFLGS), and the defines its checks give (S9XDEFS):
    # JOYSTICK_SUPPORT, ZLIB (Debian's zlib1g-dev), JMA_SUPPORT, HAVE_LIBPNG (libpng-dev), HAVE_MKSTEMP, HAVE_STRINGS_H,
    # HAVE_SYS_IOCTL_H, HAVE_STDINT_H, RIGHTSHIFT_IS_SAR, USE_XVIDEO, USE_XINERAMA and ALSA (libasound2-dev, as STK's),
    # with the Makefile's MITSHM; the X11 libraries (libx11-dev, libxext-dev, libxinerama-dev, and libxv-dev, whose
    # X11/extensions/Xvlib.h x11.cpp reads: configure checks only for Xv.h, so it is installed here for the build to
    # succeed); no ZIP support (its default looks for a system minizip with pkg-config and, not finding one here, builds
    # without ZIP), no debugger, netplay, libyuv, SSE4.1 or AVX2 (off by default); unix/, the top folder, apu/,
    # apu/bapu/, jma/ and filter/ on the include path.  Not built with these defaults, so left out: debug.cpp and
    # fxdbg.cpp (the debugger), netplay.cpp and server.cpp (netplay), loadzip.cpp (ZIP), apu/bapu/smp/debugger/ (the
    # debugger), and filter/sharpbilinear_flexible.cpp and filter/xbrz.cpp (the GTK, Qt and Windows ports' filters). The
    # files other units #include are left out as units (their calls are taken from the unit that includes them):
    # spc7110emu.cpp (by spc7110.cpp) with spc7110dec.cpp (by spc7110emu.cpp), srtcemu.cpp (by srtc.cpp),
    # apu/bapu/dsp/SPC_DSP.cpp (by sdsp.cpp), and apu/bapu/smp/'s algorithms.cpp, core.cpp, iplrom.cpp, memory.cpp and
    # timing.cpp (by smp.cpp) with core/oppseudo_*.cpp (by core.cpp).  cpuops.cpp is built on its own and #included
    # again by sa1cpu.cpp under macros that rename its functions for the SA-1 (S9xOpcodesM1X1 as S9xSA1OpcodesM1X1,
    # Immediate8 as SA1Immediate8, ...): both parses are walked, and the calls written in cpuops.cpp are taken from its
    # own unit.  filter/snes_ntsc.c (blargg's NTSC filter, compiled by gcc as C) is parsed for its definitions only
    # (filter/blit.cpp calls snes_ntsc_init(), snes_ntsc_blit() and snes_ntsc_blit_hires()).  jma/ (the vendored JMA
    # decompressor, built with -fexceptions) and unzip/ (the vendored minizip, not built) are not scored: the scored
    # roots name the top folder's own files by their initials.  The other ports (gtk/, qt/, win32/, macosx/, libretro/,
    # and common/, the GTK and Qt ports' audio and video drivers), external/ (their vendored libraries), data/ and docs/
    # are not scored.
    "snes9x": Project(
        RepoSpec("snes9x", "snes9xgit+snes9x", "2971061cf07fdc6fc7d18883edf4e648eb16a6d2",
                 ("6", "apu/", "b", "c4", "cheats", "clip", "conffile", "controls", "cpu", "crosshairs", "d",
                  *(f"filter/{name}" for name in (
                      "2xsai", "blit", "epx", "hq2x", "sharpbilinear", "snes_ntsc.h", "snes_ntsc_", "xbrz")),
                  "font", "fscompat", "fx", "ge", "gf", "gl", "language", "loadzip", "memmap", "messages", "missing",
                  "movie", "msu1", "netplay", "o", "p", "s", "t", "unix/", "var8x10font"), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-fno-exceptions", "-fno-rtti", "-DJOYSTICK_SUPPORT", "-DZLIB", "-DJMA_SUPPORT",
                "-DHAVE_LIBPNG", "-DHAVE_MKSTEMP", "-DHAVE_STRINGS_H", "-DHAVE_SYS_IOCTL_H", "-DHAVE_STDINT_H",
                "-DRIGHTSHIFT_IS_SAR", "-DUSE_XVIDEO", "-DUSE_XINERAMA", "-DALSA", "-DMITSHM", "-I{root}/unix",
                "-I{root}", "-I{root}/apu", "-I{root}/apu/bapu", "-I{root}/jma", "-I{root}/filter"),
        skip=("debug.cpp", "fxdbg.cpp", "loadzip.cpp", "netplay.cpp", "server.cpp", "spc7110dec.cpp", "spc7110emu.cpp",
              "srtcemu.cpp", "filter/sharpbilinear_flexible.cpp", "filter/xbrz.cpp", "apu/bapu/dsp/SPC_DSP.cpp",
              *(f"apu/bapu/smp/{name}.cpp" for name in (
                  "algorithms", "core", "iplrom", "memory", "timing", "debugger/debugger", "debugger/disassembler",
                  "core/oppseudo_misc", "core/oppseudo_mov", "core/oppseudo_pc", "core/oppseudo_read",
                  "core/oppseudo_rmw"))),
        definitions_from=("filter/snes_ntsc.c",),
        note=("Fresh (the twenty-fifth batch): configured before any score; first scored with batch 25, "
              "not tuned on.")),
    # SoPlex: the soplex library (src/soplex/, most of it class templates implemented in .hpp files, with src/soplex.h,
    # src/soplex.hpp and the C interface src/soplex_interface.cpp) and the soplex program (src/soplexmain.cpp) as its
    # CMake files build them on x86-64 Linux with its defaults: C++14 with extensions (CMAKE_CXX_STANDARD 14:
    # -std=gnu++14), Release (the build type its CMake file sets when none is given: NDEBUG), the static libsoplex and
    # libsoplex-pic and the shared libsoplexshared from the same sources (the shared one's flags are taken:
    # libsoplexshared_EXPORTS, its DEFINE_SYMBOL, and default visibility with hidden inlines, instead of the static
    # ones' hidden visibility), Boost found (BOOST on: Debian's libboost-dev, as muduo's; its multiprecision
    # cpp_dec_float numbers, and BOOST_ALL_NO_LIB), GMP found (libgmp-dev), zlib (zlib1g-dev), no MPFR (MPFR on, but
    # libmpfr-dev is not installed here), no PaPILO (PAPILO on, not found) and no quad precision (QUADMATH off); the
    # build folder and src/ on the include path.  soplex/config.h is configure_file's output in the build folder
    # (written here without its #undef lines), and soplex/git_hash.cpp, which spxgithash.cpp #includes, is written there
    # at build time by its soplex_update_githash script (here with the snapshot's `git describe --always`, 07c60045).
    # Left out: src/soplex/slufactor_rational.cpp (an empty file, in no CMake list).  src/example.cpp (the example
    # program, EXCLUDE_FROM_ALL) and src/soplex/external/ (the vendored {fmt} and zstr) are not scored: the scored roots
    # name src/soplex/'s own files by their initials.  The tests (tests/, check/), extra/, doc/, scripts/, settings/,
    # make/ (its Makefile build's settings) and lint/ are not scored.
    "soplex": Project(
        RepoSpec("soplex", "scipopt+soplex", "07c60045942bac64e6f748b73aa6539743f4dddd",
                 (*(f"src/soplex/{initial}" for initial in (
                     "a", "b", "c", "d", "en", "exc", "f", "i", "l", "m", "n", "r", "s", "t", "u", "v", "w")),
                  "src/soplex.h", "src/soplex.hpp", "src/soplex_interface", "src/soplexmain.cpp"), False, ("cpp",)),
        "cpp", ("-std=gnu++14", "-fvisibility-inlines-hidden", "-DNDEBUG", "-DBOOST_ALL_NO_LIB",
                "-Dlibsoplexshared_EXPORTS", "-I{gen}", "-I{root}/src"),
        skip=("src/soplex/slufactor_rational.cpp",),
        generated=(("soplex/config.h", '#ifndef __SPXCONFIG_H__\n#define __SPXCONFIG_H__\n'
                    '#define SOPLEX_BUILD_TYPE "Release"\n#define SOPLEX_VERSION_MAJOR 9\n'
                    "#define SOPLEX_VERSION_MINOR 0\n#define SOPLEX_VERSION_PATCH 0\n#define SOPLEX_WITH_BOOST\n"
                    "#define SOPLEX_WITH_CPPMPF\n#define SOPLEX_WITH_GMP\n#define SOPLEX_WITH_ZLIB\n#endif\n"),
                   ("soplex/git_hash.cpp", '#define SPX_GITHASH "07c60045"\n')),
        note=("Fresh (the twenty-fifth batch): configured before any score; first scored with batch 25, "
              "not tuned on.")),
    # VulkanSceneGraph: the vsg library (src/vsg/ with its animation, app, commands, core, io, lighting, maths,
    # meshshaders, nodes, platform, raytracing, state, text, threading, ui, utils and vk folders, and include/vsg/) as
    # its CMake files build it on x86-64 Linux with its defaults: C++17 (cxx_std_17, met by g++ 12's default:
    # -std=gnu++17, no flag), Release (the build type its vsgMacros.cmake sets when none is given: NDEBUG), static
    # (BUILD_SHARED_LIBS off: no VSG_SHARED_LIBRARY), Vulkan found (REQUIRED: Debian's libvulkan-dev, whose
    # vulkan/vulkan.h the units read), native windowing through XCB (libxcb1-dev: platform/xcb/Xcb_Window.cpp), no
    # glslang (not installed here: no shader compiler); include/ and the build folder's include/ on the include path.
    # vsg/core/Version.h is configure_file's output in the build folder's include/ (written here without its comments
    # and indentation).  Not built on Linux, so left out: src/vsg/platform/android/, harmony/ and win32/ (ios/ and
    # macos/ are Objective-C++).  The generated shader sets that other units #include are left out as units:
    # text/shaders/text_ShaderSet.cpp (by text/Text.cpp), and utils/shaders/flat_ShaderSet.cpp and phong_ShaderSet.cpp
    # (by utils/ShaderSet.cpp).  utils/ShaderSet.cpp is left out too: it #includes utils/shaders/pbr_ShaderSet.cpp,
    # absent from the snapshot (its blob, SPIR-V as C++ arrays, is over 4 MB), so it cannot be parsed here.  docs/ and
    # cmake/ are not scored.
    "vulkanscenegraph": Project(
        RepoSpec("vulkanscenegraph", "vsg-dev+VulkanSceneGraph", "30f8c340109817438136712d4d6739d3ff531871",
                 ("src/vsg/", "include/vsg/"), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DNDEBUG", "-I{root}/include", "-I{gen}/include"),
        skip=(*(f"src/vsg/platform/{name}_Window.cpp" for name in (
                  "android/Android", "harmony/Harmony", "win32/Win32")),
              "src/vsg/text/shaders/text_ShaderSet.cpp", "src/vsg/utils/shaders/flat_ShaderSet.cpp",
              "src/vsg/utils/shaders/phong_ShaderSet.cpp", "src/vsg/utils/ShaderSet.cpp"),
        generated=(("include/vsg/core/Version.h",
                    "#pragma once\n#include <vsg/core/Export.h>\n#ifdef __cplusplus\nextern \"C\"\n{\n#endif\n"
                    "#define VSG_VERSION_MAJOR    1\n#define VSG_VERSION_MINOR    1\n"
                    "#define VSG_VERSION_PATCH    14\n#define VSG_SOVERSION        16\n"
                    "#define VSG_VERSION_STRING   \"1.1.14\"\n#define VSG_SOVERSION_STRING \"16\"\n"
                    "#define VSG_API_VERSION_LESS(major, minor, patch) ((VSG_VERSION_MAJOR < major) || ((VSG_VERSION_"
                    "MAJOR == major) && ((VSG_VERSION_MINOR < minor) || ((VSG_VERSION_MINOR==minor) && VSG_VERSION_PA"
                    "TCH < patch))))\n#define VSG_API_VERSION_GREATER_EQUAL(major, minor, patch) ((VSG_VERSION_MAJOR "
                    "> major) || ((VSG_VERSION_MAJOR == major) && ((VSG_VERSION_MINOR > minor) || ((VSG_VERSION_MINOR"
                    "==minor) && VSG_VERSION_PATCH >= patch))))\n#define VSG_MAX_DEVICES 1\n"
                    "#define VSG_MAX_INSTRUMENTATION_LEVEL 1\n#define VSG_SUPPORTS_ShaderCompiler 0\n"
                    "#define VSG_SUPPORTS_ShaderOptimizer 0\n#define VSG_SUPPORTS_Windowing 1\n"
                    "#define VSG_USE_dynamic_cast 0\nstruct VsgVersion\n{\nunsigned int major;\nunsigned int minor;\n"
                    "unsigned int patch;\nunsigned int soversion;\n};\nextern VSG_DECLSPEC struct VsgVersion vsgGetVe"
                    "rsion();\nextern VSG_DECLSPEC const char* vsgGetVersionString();\n"
                    "extern VSG_DECLSPEC const char* vsgGetSOVersionString();\n"
                    "extern VSG_DECLSPEC int vsgBuiltAsSharedLibrary();\n#ifdef __cplusplus\n}\n#endif\n"
                    "#ifdef __cplusplus\ninline bool operator < (const VsgVersion& lhs, const VsgVersion& rhs)\n{\n"
                    "if (lhs.major < rhs.major) return true;\nif (lhs.major > rhs.major) return false;\n"
                    "if (lhs.minor < rhs.minor) return true;\nif (lhs.minor > rhs.minor) return false;\n"
                    "if (lhs.patch < rhs.patch) return true;\nif (lhs.patch > rhs.patch) return false;\n"
                    "return lhs.soversion < rhs.soversion;\n}\n#endif\n"),),
        note=("Fresh (the twenty-fifth batch): configured before any score; first scored with batch 25, "
              "not tuned on.")),
    # NATS C client: the nats library (src/ with its glib/ and unix/ folders, and src/include/) as its CMake files build
    # it on x86-64 Linux with its defaults: C99 with extensions (CMAKE_C_STANDARD 99: CMake's -std=gnu99 follows the
    # -std=c99 of its CMAKE_C_FLAGS, so it wins), Release (the build type its CMake file sets when none is given:
    # NDEBUG), shared and static (NATS_BUILD_LIB_SHARED and _STATIC on, the same sources; the shared library's flags are
    # taken: nats_EXPORTS, its DEFINE_SYMBOL, instead of the static one's NATS_STATIC), LINUX (its NATS_OS), _GNU_SOURCE
    # and _REENTRANT, TLS (NATS_BUILD_WITH_TLS on: OpenSSL found, Debian's libssl-dev; NATS_HAS_TLS, and
    # NATS_FORCE_HOST_VERIFICATION from NATS_BUILD_TLS_FORCE_HOST_VERIFY on), no libsodium (NATS_BUILD_USE_SODIUM off),
    # no NATS Streaming (NATS_BUILD_STREAMING off); src/include/, src/unix/, src/glib/ and src/ on the include path; no
    # generated header (src/version.h is in the checkout: NATS_UPDATE_VERSION off).  Every unit of src/, src/glib/ and
    # src/unix/ is built.  Not built on Linux or with these defaults, so not scored: src/win/ (Windows) and src/stan/
    # (NATS Streaming); src/adapters/ (the header-only libuv and libevent adapters, read by the examples that
    # NATS_BUILD_LIBUV_EXAMPLE and _LIBEVENT_EXAMPLE, off, build) is not scored either: the scored roots name src/'s own
    # files and folders.  The examples (examples/ with its getstarted/ and docs/: NATS_BUILD_EXAMPLES on, not scored),
    # the tests (test/: built by default, not scored), doc/ and cmake/ are not scored.
    "nats-c": Project(
        RepoSpec("nats-c", "nats-io+nats.c", "2d4db4a36ecf5cbdf04c836fb823696dd5c2a7fb",
                 tuple(f"src/{name}" for name in (
                     "asynccb", "buf", "comsock", "conn", "crypto", "deprnats", "dispatch", "err", "gc", "glib/",
                     "hash", "include/", "js", "kv", "mem", "micro", "msg", "nats", "nkeys", "nuid", "object", "opts",
                     "parser", "pub", "srvpool", "stats", "status", "sub", "timer", "unix/", "url", "util",
                     "version.h")), False, ("c",)),
        "c", ("-std=gnu99", "-DNDEBUG", "-DLINUX", "-DNATS_FORCE_HOST_VERIFICATION", "-DNATS_HAS_TLS", "-D_GNU_SOURCE",
              "-D_REENTRANT", "-Dnats_EXPORTS", "-I{root}/src/include", "-I{root}/src/unix", "-I{root}/src/glib",
              "-I{root}/src"),
        note=("Fresh (the twenty-fifth batch): configured before any score; first scored with batch 25, "
              "not tuned on.")),
    # raylib: the raylib library (src/'s modules: rcore.c with the desktop backend it #includes,
    # platforms/rcore_desktop_glfw.c, rshapes.c, rtextures.c, rtext.c, rmodels.c and raudio.c, and the raylib.h,
    # raymath.h, rlgl.h, rcamera.h, rgestures.h and config.h headers) as its CMake files build it on x86-64 Linux with
    # its defaults: C99 with extensions (CMAKE_C_STANDARD 99: -std=gnu99), no build type, static (BUILD_SHARED_LIBS
    # off), PLATFORM Desktop (PLATFORM_DESKTOP, which rcore.c takes for its GLFW backend), OpenGL 3.3
    # (GRAPHICS_API_OPENGL_33), the audio module on (raudio.c, with the vendored miniaudio), the bundled GLFW
    # (USE_EXTERNAL_GLFW off: src/external/glfw/, built as its own object library, its include/ a system folder for
    # raylib's units) with X11 on and Wayland off (GLFW_BUILD_X11 on, GLFW_BUILD_WAYLAND off: _GLFW_X11 reaches raylib's
    # units too; its configuration needs Debian's libx11-dev, libxrandr-dev, libxinerama-dev, libxcursor-dev and
    # libxi-dev, and rcore_desktop_glfw.c reads glfw3native.h's X11 and Xrandr headers), src/config.h's module switches
    # (in the checkout: no generated header); src/ on the include path.  Not built by CMake, so left out: src/rglfw.c
    # (the Makefile build's one unit for GLFW) and platforms/rcore_desktop_glfw.c as a unit (rcore.c #includes it: its
    # calls are taken from rcore.c's unit).  The other platform backends (platforms/rcore_android.c, _desktop_rgfw.c,
    # _desktop_sdl.c, _desktop_win32.c, _drm.c, _memory.c, _template.c, _web.c, _web_emscripten.c) are not built, so not
    # scored.  src/external/ (vendored: GLFW, miniaudio, the stb headers, cgltf, tinyobj_loader, par_shapes, m3d, vox,
    # qoi, the dr_ decoders, ...) is not scored; nor are the examples (examples/: BUILD_EXAMPLES on, not scored),
    # projects/, tools/, cmake/ and logo/.  GLFW's units that define its public API (context.c, init.c, input.c,
    # monitor.c, platform.c, vulkan.c, window.c: in its object library, so in the program) are parsed for their
    # definitions only (added after the first score: the reference had joined every glfw* call to glfw3.h's prototype).
    "raylib": Project(
        RepoSpec("raylib", "raysan5+raylib", "abe23bf82dcab18a618067843aed4eec2b24ba97",
                 ("src/r", "src/config.h", "src/platforms/rcore_desktop_glfw.c"), False, ("c",)),
        "c", ("-std=gnu99", "-DGRAPHICS_API_OPENGL_33", "-DPLATFORM_DESKTOP", "-D_GLFW_X11", "-I{root}/src", "-isystem",
              "{root}/src/external/glfw/include"),
        skip=("src/rglfw.c", "src/platforms/rcore_desktop_glfw.c"),
        definitions_from=tuple(f"src/external/glfw/src/{name}.c" for name in (
            "context", "init", "input", "monitor", "platform", "vulkan", "window")),
        note=("Fresh (the twenty-fifth batch): configured before any score; first scored with batch 25, "
              "not tuned on then. First scored 0.924 / 0.890 with a reference that had not been given GLFW's "
              "definitions (its public API's units), which the build compiles into the library: 187 of its 206 "
              "wrong edges were calls joined to them. Corrected on 2026-12-06 (definitions_from; no linker "
              "change).")),
    # The twenty-sixth fresh batch (2026-12-06), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 26, not tuned on.  Each project's flags are the ones its
    # own build configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12; for nginx, its auto/configure and make)
    # gives with its defaults (in compile_commands.json; nginx's from make -n), and its generated headers are that
    # configuration's output; where the defaults do not configure here (WABT's tests without their googletest git
    # submodule) the one change is said in the project's comment.  Where a project's targets differ in defines or
    # include paths, every unit gets the union of the scored targets' ones, as in earlier batches; where a library is
    # built both shared and static from the same sources, the shared one's flags are taken.  Where g++ 12's default
    # standard (gnu++17) is used without a flag it is written out, clang 14's default C++ standard being gnu++14, and so
    # is gcc 12's default C (gnu17) where no -std is given.  Flags that only change code generation or warnings (-O, -g,
    # -W..., -pedantic, -fPIC, -fPIE, -pipe, -m64, -msse2, -fno-strict-aliasing, -fstack-protector-all) are left out.
    # (Not taken: OpenAL Soft, whose C++20 units call consteval functions through pointers (common/bitset.hpp's
    # get_count), which clang 14 rejects (errors in nearly every unit); libpqxx, whose C++20 headers #include <format>
    # and use std::source_location, which libstdc++ 12 lacks (g++ 12 cannot build it either); OpenH264, whose decoder
    # and encoder keep same-named headers (deblocking.h, mv_pred.h, ...) in their own include folders, which one set of
    # include paths for every unit cannot give (the union's errors: in most encoder units); Tkrzw and ozz-animation,
    # whose default branches were last changed in 2024-10 and 2025-01; SymEngine, whose snapshot (540 MB) is over what
    # can be fetched here.)  It holds five C++ projects and two C ones.
    # Turbo Vision: magiblot's modern port of the Turbo Vision text-mode UI framework (the tvision library: source/ with
    # its tvision/ and platform/ folders, and include/ with tvision/ and its compat/borland and compat/windows shims) as
    # its CMake files build it on x86-64 Linux with its defaults: no -std (g++ 12's default: -std=gnu++17), no build
    # type, static, TVISION_NO_STL (its CMake file's, for shorter builds), ncursesw found (HAVE_NCURSES: Debian's
    # libncurses-dev, as tmux's; /usr/include/ncursesw on the include path), no GPM (TV_BUILD_USING_GPM on, but
    # libgpm-dev is not installed here: no HAVE_GPM), and precompiled headers (TV_OPTIMIZE_BUILD on: include/pch.h is
    # forced into every unit, here with -include); include/, include/tvision/ and its compat/borland and compat/windows
    # folders on the include path; no generated header.  Not built, so left out: source/tvision/geninc.cpp (in no CMake
    # list).  The examples (examples/ and hello.cpp: TV_BUILD_EXAMPLES on, not scored), the tests (test/: TV_BUILD_TESTS
    # off) and project/ (other build systems' files) are not scored.
    "tvision": Project(
        RepoSpec("tvision", "magiblot+tvision", "7b21b2217a13f20f89df33b093c66e81ab7f0b0f", ("source/", "include/"),
                 False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DHAVE_NCURSES", "-DTVISION_NO_STL", "-include", "{root}/include/pch.h",
                "-I{root}/include", "-I{root}/include/tvision", "-I{root}/include/tvision/compat/borland",
                "-I{root}/include/tvision/compat/windows", "-I/usr/include/ncursesw"),
        skip=("source/tvision/geninc.cpp",),
        note=("Fresh (the twenty-sixth batch): configured before any score; first scored with batch 26, "
              "not tuned on.")),
    # WABT: the WebAssembly Binary Toolkit (the wabt library: src/ with its interp/ and prebuilt/ folders, and
    # include/wabt/; and its programs, src/tools/: wat2wasm, wasm2wat, wasm-objdump, wasm-interp, wasm2c, ...) as its
    # CMake file builds them on x86-64 Linux with its defaults (configured with BUILD_TESTS off: its tests need the
    # third_party/gtest git submodule, absent from the snapshot; no flag of the library changes): C++20 without
    # extensions (CMAKE_CXX_STANDARD 20, CMAKE_CXX_EXTENSIONS off: -std=c++20), no build type, static, -fno-exceptions
    # (WITH_EXCEPTIONS off), __STDC_FORMAT_MACROS and __STDC_LIMIT_MACROS, SHA-256 from OpenSSL (USE_INTERNAL_SHA256
    # off: Debian's libssl-dev), no WASI (WITH_WASI off); include/ and the build folder's include/ on the include path.
    # wabt/config.h is configure_file's output in the build folder's include/ (written here without its comments).  The
    # wasm-c-api library libwasm (BUILD_LIBWASM on) is built again from the library's sources with its own export
    # defines, plus src/interp/interp-wasm-c-api.cc, whose wasm.h is in the third_party/wasm-c-api git submodule (absent
    # from the snapshot, so that unit cannot be parsed here and is left out); the static library's flags are taken.  Not
    # built with these defaults, so left out: src/interp/interp-wasi.cc (WITH_WASI off), src/emscripten-helpers.cc
    # (Emscripten only), src/tools/wasm2wat-fuzz.cc (BUILD_FUZZ_TOOLS off) and the test units src/test-*.cc (BUILD_TESTS
    # off).  src/prebuilt/lexer-keywords.cc (gperf's output) is #included by src/wast-lexer.cc: left out as a unit (its
    # calls are taken from that unit).  wasm2c/ (the C runtime of wasm2c's output), src/template/ (C templates),
    # third_party/ (empty submodules), the tests (test/), fuzzers/, docs/, scripts/ and cmake/ are not scored.
    "wabt": Project(
        RepoSpec("wabt", "WebAssembly+wabt", "c886b0a742903a51f481a0c6e96d163f09d4caf0", ("src/", "include/wabt/"),
                 False, ("cpp",)),
        "cpp", ("-std=c++20", "-fno-exceptions", "-D__STDC_FORMAT_MACROS=1", "-D__STDC_LIMIT_MACROS=1",
                "-I{root}/include", "-I{gen}/include"),
        skip=("src/emscripten-helpers.cc", "src/interp/interp-wasi.cc", "src/interp/interp-wasm-c-api.cc",
              "src/prebuilt/lexer-keywords.cc", "src/tools/wasm2wat-fuzz.cc",
              *(f"src/test-{name}.cc" for name in (
                  "binary-reader", "c-writer", "filenames", "hexfloat", "interp", "intrusive-list", "literal",
                  "option-parser", "utf8", "wast-parser"))),
        generated=(("include/wabt/config.h",
                    "#ifndef WABT_CONFIG_H_\n#define WABT_CONFIG_H_\n#include <stdint.h>\n#include <stdlib.h>\n"
                    "#define WABT_VERSION_STRING \"1.0.41\"\n#define HAVE_ALLOCA_H 1\n#define HAVE_UNISTD_H 1\n"
                    "#define HAVE_SNPRINTF 1\n#define HAVE_SSIZE_T 1\n#define HAVE_STRCASECMP 1\n"
                    "#define HAVE_WIN32_VT100 0\n#define WABT_BIG_ENDIAN 0\n#define HAVE_OPENSSL_SHA_H 1\n"
                    "#define COMPILER_IS_CLANG 0\n#define COMPILER_IS_GNU 1\n#define COMPILER_IS_MSVC 0\n"
                    "#define WITH_EXCEPTIONS 0\n#define SIZEOF_SIZE_T 8\n#if HAVE_ALLOCA_H\n#include <alloca.h>\n"
                    "#elif COMPILER_IS_MSVC\n#include <malloc.h>\n#define alloca _alloca\n"
                    "#elif defined(__MINGW32__)\n#include <malloc.h>\n#endif\n"
                    "#if COMPILER_IS_CLANG || COMPILER_IS_GNU\n#define WABT_UNLIKELY(x) __builtin_expect(!!(x), 0)\n"
                    "#define WABT_LIKELY(x) __builtin_expect(!!(x), 1)\n#define WABT_VECTORCALL\n#if __MINGW32__\n"
                    "#define WABT_PRINTF_FORMAT(format_arg, first_arg) \\\n"
                    "  __attribute__((format(gnu_printf, (format_arg), (first_arg))))\n#else\n"
                    "#define WABT_PRINTF_FORMAT(format_arg, first_arg) \\\n"
                    "  __attribute__((format(printf, (format_arg), (first_arg))))\n#endif\n#ifdef __cplusplus\n"
                    "#define WABT_STATIC_ASSERT(x) static_assert((x), #x)\n#else\n"
                    "#define WABT_STATIC_ASSERT(x) _Static_assert((x), #x)\n#endif\n#elif COMPILER_IS_MSVC\n"
                    "#include <intrin.h>\n#include <string.h>\n#define WABT_STATIC_ASSERT(x) _STATIC_ASSERT(x)\n"
                    "#define WABT_UNLIKELY(x) (x)\n#define WABT_LIKELY(x) (x)\n"
                    "#define WABT_PRINTF_FORMAT(format_arg, first_arg)\n#define WABT_VECTORCALL __vectorcall\n#else\n"
                    "#error unknown compiler\n#endif\n#define WABT_UNREACHABLE abort()\n#ifdef __cplusplus\n"
                    "#if COMPILER_IS_MSVC\n#if SIZEOF_SIZE_T == 4\n#define PRIzd \"d\"\n#define PRIzx \"x\"\n"
                    "#elif SIZEOF_SIZE_T == 8\n#define PRIzd \"I64d\"\n#define PRIzx \"I64x\"\n#else\n"
                    "#error \"weird sizeof size_t\"\n#endif\n#elif COMPILER_IS_CLANG || COMPILER_IS_GNU\n"
                    "#define PRIzd \"zd\"\n#define PRIzx \"zx\"\n#else\n#error unknown compiler\n#endif\n"
                    "#if HAVE_SNPRINTF\n#define wabt_snprintf snprintf\n#elif COMPILER_IS_MSVC\n#include <cstdarg>\n"
                    "int wabt_snprintf(char* str, size_t size, const char* format, ...);\n#else\n#error no snprintf\n"
                    "#endif\n#if COMPILER_IS_MSVC\n"
                    "int wabt_vsnprintf(char* str, size_t size, const char* format, va_list ap);\n#else\n"
                    "#define wabt_vsnprintf vsnprintf\n#endif\n#if !HAVE_SSIZE_T\n#if COMPILER_IS_MSVC\n"
                    "#if defined(_WIN64)\ntypedef signed __int64 ssize_t;\n#else\ntypedef signed int ssize_t;\n"
                    "#endif\n#else\ntypedef long ssize_t;\n#endif\n#endif\n#if !HAVE_STRCASECMP\n"
                    "#if COMPILER_IS_MSVC\n#define strcasecmp _stricmp\n#else\n#error no strcasecmp\n#endif\n#endif\n"
                    "double wabt_convert_uint64_to_double(uint64_t x);\n"
                    "float wabt_convert_uint64_to_float(uint64_t x);\n"
                    "double wabt_convert_int64_to_double(int64_t x);\nfloat wabt_convert_int64_to_float(int64_t x);\n"
                    "#endif  // __cplusplus\n#endif\n"),),
        note=("Fresh (the twenty-sixth batch): configured before any score; first scored with batch 26, "
              "not tuned on.")),
    # Assimp: the Open Asset Import Library (code/ with its AssetLib/ importers and exporters, Common/, CApi/,
    # Material/, Geometry/, PostProcessing/ and Pbrt/ folders, and include/assimp/) as its CMake files build it on
    # x86-64 Linux with its defaults: C++17 with extensions (CMAKE_CXX_STANDARD 17: -std=gnu++17), no build type, shared
    # (BUILD_SHARED_LIBS on: ASSIMP_BUILD_DLL_EXPORT and assimp_EXPORTS, its DEFINE_SYMBOL, with hidden visibility),
    # every importer and exporter but the ones off by default (ASSIMP_BUILD_NO_C4D_IMPORTER, _M3D_IMPORTER,
    # _M3D_EXPORTER, _USD_IMPORTER and _VRML_IMPORTER), glTF's Open3DGC compression, zlib from the system
    # (ASSIMP_BUILD_NO_OWN_ZLIB: Debian's zlib1g-dev), RapidJSON's and miniz's defines; the build folder, its include/,
    # the checkout, include/, code/ and the vendored libraries' folders under contrib/ on the include path.
    # assimp/config.h and assimp/revision.h are configure_file's output in the build folder's include/ (written here
    # without their comments and blank lines, config.h's 83 `#define AI_CONFIG_X "X"` lines written from their names;
    # revision.h as a git checkout of the snapshot gives it: its GitVersion and GitBranch).  Not built with these
    # defaults, so left out: code/AssetLib/C4D/C4DImporter.cpp (the Cineware SDK, Windows and macOS only), the M3D and
    # USD importers (code/AssetLib/M3D/, code/AssetLib/USD/) and code/AssetLib/IFC/IFCReaderGen_4.cpp (in no CMake
    # list).  The vendored libraries that the build compiles into the library (contrib/: Open3DGC, clipper,
    # openddlparser, poly2tri, pugixml, unzip and zip) are not scored and are parsed for their definitions only;
    # contrib/'s others (rapidjson, utf8cpp, stb, earcut-hpp, draco, tinyusdz, zlib, googletest, ...) are not scored.
    # code/AssetLib/Assjson/cencode.c (libb64, C) is no unit here (C++ only).  The tools (tools/: assimp_cmd, built by
    # default, not scored), the tests (test/: ASSIMP_BUILD_TESTS on, not scored), samples/, port/, fuzz/, doc/,
    # packaging/, scripts/ and cmake-modules/ are not scored.
    "assimp": Project(
        RepoSpec("assimp", "assimp+assimp", "21bea12f1278090c09a94c39ca090d9fb458ccd9", ("code/", "include/assimp/"),
                 False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-fvisibility=hidden", "-DASSIMP_BUILD_DLL_EXPORT", "-DASSIMP_BUILD_NO_C4D_IMPORTER",
                "-DASSIMP_BUILD_NO_M3D_EXPORTER", "-DASSIMP_BUILD_NO_M3D_IMPORTER", "-DASSIMP_BUILD_NO_OWN_ZLIB",
                "-DASSIMP_BUILD_NO_USD_IMPORTER", "-DASSIMP_BUILD_NO_VRML_IMPORTER",
                "-DASSIMP_IMPORTER_GLTF_USE_OPEN3DGC=1", "-DMINIZ_USE_UNALIGNED_LOADS_AND_STORES=0",
                "-DOPENDDLPARSER_BUILD", "-DRAPIDJSON_HAS_STDSTRING=1", "-DRAPIDJSON_NOMEMBERITERATORCLASS",
                "-Dassimp_EXPORTS", "-I{gen}/include", "-I{gen}", "-I{root}/include", "-I{root}/code", "-I{root}",
                "-I{root}/contrib/pugixml/src", "-I{root}/contrib/utf8cpp/source", "-I{root}/contrib/rapidjson/include",
                "-I{root}/contrib", "-I{root}/contrib/unzip", "-I{root}/contrib/openddlparser/include"),
        skip=("code/AssetLib/C4D/C4DImporter.cpp", "code/AssetLib/IFC/IFCReaderGen_4.cpp",
              *(f"code/AssetLib/{name}.cpp" for name in (
                  "M3D/M3DExporter", "M3D/M3DImporter", "M3D/M3DWrapper", "USD/USDLoader", "USD/USDLoaderImplTinyusdz",
                  "USD/USDLoaderImplTinyusdzHelper", "USD/USDLoaderUtil"))),
        generated=(("include/assimp/config.h", "#pragma once\n#ifndef AI_CONFIG_H_INC\n#define AI_CONFIG_H_INC\n"
                    + "".join(f'#define AI_CONFIG_{name} "{name}"\n' for name in (
                        "GLOB_MEASURE_TIME", "IMPORT_NO_SKELETON_MESHES", "PP_SBBC_MAX_BONES",
                        "PP_CT_MAX_SMOOTHING_ANGLE", "PP_CT_TEXTURE_CHANNEL_INDEX", "PP_GSN_MAX_SMOOTHING_ANGLE",
                        "IMPORT_MDL_COLORMAP", "PP_RRM_EXCLUDE_LIST", "PP_PTV_KEEP_HIERARCHY", "PP_PTV_NORMALIZE",
                        "PP_PTV_ADD_ROOT_TRANSFORMATION", "PP_PTV_ROOT_TRANSFORMATION",
                        "CHECK_IDENTITY_MATRIX_EPSILON", "PP_FD_REMOVE", "PP_FD_CHECKAREA", "PP_OG_EXCLUDE_LIST",
                        "PP_SLM_TRIANGLE_LIMIT", "PP_SLM_VERTEX_LIMIT", "PP_LBW_MAX_WEIGHTS", "PP_DB_THRESHOLD",
                        "PP_DB_ALL_OR_NONE", "PP_ICL_PTCACHE_SIZE", "PP_RVC_FLAGS", "PP_SBP_REMOVE",
                        "PP_FID_ANIM_ACCURACY", "PP_FID_IGNORE_TEXTURECOORDS", "PP_TUV_EVALUATE", "FAVOUR_SPEED",
                        "IMPORT_SCHEMA_DOCUMENT_PROVIDER", "IMPORT_FBX_READ_ALL_GEOMETRY_LAYERS",
                        "IMPORT_FBX_READ_ALL_MATERIALS", "IMPORT_FBX_READ_MATERIALS", "IMPORT_FBX_READ_TEXTURES",
                        "IMPORT_FBX_READ_CAMERAS", "IMPORT_FBX_READ_LIGHTS", "IMPORT_FBX_READ_ANIMATIONS",
                        "IMPORT_FBX_READ_WEIGHTS", "IMPORT_FBX_STRICT_MODE", "IMPORT_FBX_PRESERVE_PIVOTS",
                        "IMPORT_FBX_OPTIMIZE_EMPTY_ANIMATION_CURVES", "IMPORT_GLOBAL_KEYFRAME",
                        "IMPORT_MD3_KEYFRAME", "IMPORT_MD2_KEYFRAME", "IMPORT_MDL_KEYFRAME", "IMPORT_MDC_KEYFRAME",
                        "IMPORT_SMD_KEYFRAME", "IMPORT_UNREAL_KEYFRAME", "IMPORT_MDL_HL1_READ_ANIMATIONS",
                        "IMPORT_MDL_HL1_READ_ANIMATION_EVENTS", "IMPORT_MDL_HL1_READ_BLEND_CONTROLLERS",
                        "IMPORT_MDL_HL1_READ_SEQUENCE_TRANSITIONS", "IMPORT_MDL_HL1_READ_ATTACHMENTS",
                        "IMPORT_MDL_HL1_READ_BONE_CONTROLLERS", "IMPORT_MDL_HL1_READ_HITBOXES",
                        "IMPORT_MDL_HL1_READ_MISC_GLOBAL_INFO", "IMPORT_SMD_LOAD_ANIMATION_LIST",
                        "IMPORT_AC_SEPARATE_BFCULL", "IMPORT_AC_EVAL_SUBDIVISION", "IMPORT_TER_MAKE_UVS",
                        "IMPORT_ASE_RECONSTRUCT_NORMALS", "IMPORT_MD3_HANDLE_MULTIPART", "IMPORT_MD3_SKIN_NAME",
                        "IMPORT_MD3_LOAD_SHADERS", "IMPORT_MD3_SHADER_SRC", "IMPORT_LWO_ONE_LAYER_ONLY",
                        "IMPORT_MD5_NO_ANIM_AUTOLOAD", "IMPORT_LWS_ANIM_START", "IMPORT_LWS_ANIM_END",
                        "IMPORT_IRR_ANIM_FPS", "IMPORT_OGRE_MATERIAL_FILE", "IMPORT_OGRE_TEXTURETYPE_FROM_FILENAME",
                        "IMPORT_IFC_SKIP_SPACE_REPRESENTATIONS", "IMPORT_IFC_CUSTOM_TRIANGULATION",
                        "IMPORT_IFC_SMOOTHING_ANGLE", "IMPORT_IFC_CYLINDRICAL_TESSELLATION",
                        "IMPORT_COLLADA_IGNORE_UP_DIRECTION", "IMPORT_COLLADA_IGNORE_UNIT_SIZE",
                        "IMPORT_COLLADA_USE_COLLADA_NAMES", "EXPORT_XFILE_64BIT", "EXPORT_POINT_CLOUDS",
                        "USE_GLTF_PBR_SPECULAR_GLOSSINESS", "EXPORT_FBX_TRANSPARENCY_FACTOR_REFER_TO_OPACITY",
                        "EXPORT_BLOB_NAME"))
                    + (
                       "#if (!defined AI_SBBC_DEFAULT_MAX_BONES)\n# define AI_SBBC_DEFAULT_MAX_BONES 60\n#endif\n"
                       "#if (!defined AI_CONFIG_CHECK_IDENTITY_MATRIX_EPSILON_DEFAULT)\n"
                       "# define AI_CONFIG_CHECK_IDENTITY_MATRIX_EPSILON_DEFAULT 10e-3f\n#endif\n"
                       "#if (!defined AI_SLM_DEFAULT_MAX_TRIANGLES)\n# define AI_SLM_DEFAULT_MAX_TRIANGLES 1000000\n"
                       "#endif\n#if (!defined AI_SLM_DEFAULT_MAX_VERTICES)\n"
                       "# define AI_SLM_DEFAULT_MAX_VERTICES 1000000\n#endif\n#if (!defined AI_LMW_MAX_WEIGHTS)\n"
                       "# define AI_LMW_MAX_WEIGHTS 0x4\n#endif\n#if (!defined AI_DEBONE_THRESHOLD)\n"
                       "# define AI_DEBONE_THRESHOLD 1.0f\n#endif\n#ifndef PP_ICL_PTCACHE_SIZE\n"
                       "# define PP_ICL_PTCACHE_SIZE 12\n#endif\nenum aiComponent\n{\n#ifdef SWIG\n"
                       "aiComponent_NORMALS = 0x2,\n#else\naiComponent_NORMALS = 0x2u,\n#endif\n#ifdef SWIG\n"
                       "aiComponent_TANGENTS_AND_BITANGENTS = 0x4,\n#else\n"
                       "aiComponent_TANGENTS_AND_BITANGENTS = 0x4u,\n#endif\naiComponent_COLORS = 0x8,\n"
                       "aiComponent_TEXCOORDS = 0x10,\naiComponent_BONEWEIGHTS = 0x20,\n"
                       "aiComponent_ANIMATIONS = 0x40,\naiComponent_TEXTURES = 0x80,\naiComponent_LIGHTS = 0x100,\n"
                       "aiComponent_CAMERAS = 0x200,\naiComponent_MESHES = 0x400,\naiComponent_MATERIALS = 0x800,\n"
                       "#ifndef SWIG\n_aiComponent_Force32Bit = 0x9fffffff\n#endif\n};\n"
                       "#define aiComponent_COLORSn(n) (1u << (n+20u))\n"
                       "#define aiComponent_TEXCOORDSn(n) (1u << (n+25u))\n#define AI_UVTRAFO_SCALING 0x1\n"
                       "#define AI_UVTRAFO_ROTATION 0x2\n#define AI_UVTRAFO_TRANSLATION 0x4\n"
                       "#define AI_UVTRAFO_ALL (AI_UVTRAFO_SCALING | AI_UVTRAFO_ROTATION | AI_UVTRAFO_TRANSLATION)\n"
                       "#define AI_CONFIG_IMPORT_FBX_EMBEDDED_TEXTURES_LEGACY_NAMING \"AI_CONFIG_IMPORT_FBX_EMBEDDED_"
                       "TEXTURES_LEGACY_NAMING\"\n"
                       "#define AI_CONFIG_IMPORT_REMOVE_EMPTY_BONES \"AI_CONFIG_IMPORT_REMOVE_EMPTY_BONES\"\n"
                       "#define AI_CONFIG_FBX_CONVERT_TO_M \"AI_CONFIG_FBX_CONVERT_TO_M\"\n"
                       "#define AI_CONFIG_IMPORT_FBX_IGNORE_UP_DIRECTION \"AI_CONFIG_IMPORT_FBX_IGNORE_UP_DIRECTION\""
                       "\n"
                       "#define AI_CONFIG_FBX_USE_SKELETON_BONE_CONTAINER \"AI_CONFIG_FBX_USE_SKELETON_BONE_CONTAINER"
                       "\"\n"
                       "#define AI_CONFIG_IMPORT_MDL_HL1_TRANSFORM_COORD_SYSTEM \"TRANSFORM COORDSYSTEM FOR HS! MODEL"
                       "S\"\n#define AI_CONFIG_IMPORT_UNREAL_HANDLE_FLAGS \"UNREAL_HANDLE_FLAGS\"\n"
                       "#define AI_CONFIG_ANDROID_JNI_ASSIMP_MANAGER_SUPPORT \"AI_CONFIG_ANDROID_JNI_ASSIMP_MANAGER_S"
                       "UPPORT\"\n#if (!defined AI_IMPORT_IFC_DEFAULT_SMOOTHING_ANGLE)\n"
                       "# define AI_IMPORT_IFC_DEFAULT_SMOOTHING_ANGLE 10.0f\n#endif\n"
                       "#if (!defined AI_IMPORT_IFC_DEFAULT_CYLINDRICAL_TESSELLATION)\n"
                       "# define AI_IMPORT_IFC_DEFAULT_CYLINDRICAL_TESSELLATION 32\n#endif\n"
                       "#define AI_CONFIG_EXPORT_GLTF_UNLIMITED_SKINNING_BONES_PER_VERTEX \"USE_UNLIMITED_BONES_PER V"
                       "ERTEX\"\n#define AI_CONFIG_GLOBAL_SCALE_FACTOR_KEY \"GLOBAL_SCALE_FACTOR\"\n"
                       "#if (!defined AI_CONFIG_GLOBAL_SCALE_FACTOR_DEFAULT)\n"
                       "# define AI_CONFIG_GLOBAL_SCALE_FACTOR_DEFAULT 1.0f\n#endif\n"
                       "#define AI_CONFIG_APP_SCALE_KEY \"APP_SCALE_FACTOR\"\n"
                       "#if (!defined AI_CONFIG_APP_SCALE_KEY)\n# define AI_CONFIG_APP_SCALE_KEY 1.0\n#endif\n"
                       "#endif\n")),
                   ("include/assimp/revision.h",
                    "#ifndef ASSIMP_REVISION_H_INC\n#define ASSIMP_REVISION_H_INC\n#define GitVersion 0x21bea12f\n"
                    "#define GitBranch \"master\"\n#define VER_MAJOR 6\n#define VER_MINOR 0\n#define VER_PATCH 5\n"
                    "#define VER_BUILD 0\n#define STR_HELP(x) #x\n#define STR(x) STR_HELP(x)\n"
                    "#define VER_FILEVERSION VER_MAJOR,VER_MINOR,VER_PATCH,VER_BUILD\n#if (GitVersion == 0)\n"
                    "#define VER_FILEVERSION_STR STR(VER_MAJOR) \".\" STR(VER_MINOR) \".\" STR(VER_PATCH) \".\" STR(V"
                    "ER_BUILD)\n#else\n"
                    "#define VER_FILEVERSION_STR STR(VER_MAJOR) \".\" STR(VER_MINOR) \".\" STR(VER_PATCH) \".\" STR(V"
                    "ER_BUILD) \" (Commit 21bea12f)\"\n#endif\n#define VER_COPYRIGHT_STR \"\\xA9 2006-2023\"\n"
                    "#ifdef NDEBUG\n#define VER_ORIGINAL_FILENAME_STR \"libassimp.dll\"\n#else\n"
                    "#define VER_ORIGINAL_FILENAME_STR \"libassimp.dll\"\n#endif // NDEBUG\n"
                    "#endif // ASSIMP_REVISION_H_INC\n")),
        definitions_from=("contrib/Open3DGC/", "contrib/clipper/", "contrib/openddlparser/code/",
                          "contrib/poly2tri/poly2tri/", "contrib/pugixml/src/", "contrib/unzip/", "contrib/zip/src/"),
        note=("Fresh (the twenty-sixth batch): configured before any score; first scored with batch 26, "
              "not tuned on.")),
    # MMKV: Tencent's memory-mapped key-value store (its Core/ library with the aes/, cbridge/ and crc32/ folders, and
    # the POSIX build's shared library, POSIX/src/libmmkv.cpp) as the POSIX CMake files (POSIX/CMakeLists.txt, the Linux
    # build) build them on x86-64 Linux with their defaults: C++20 without extensions (CXX_STANDARD 20, CXX_EXTENSIONS
    # off: -std=c++20), no build type, the static core library and the shared mmkv library (mmkv_EXPORTS, its
    # DEFINE_SYMBOL); Core/, Core/cbridge/, POSIX/src/ and Core/include/ on the include path.  Core/include/MMKV/ is
    # written by the configuration into the checkout (copies of Core/'s MMKV.h, MMKVPredef.h, MMBuffer.h, MiniPBCoder.h
    # and MMKVHandler.h, which libmmkv.cpp #includes as <MMKV/MMKV.h>), so it is not in the snapshot: written here in
    # the generated folder as one-line headers #including the originals they copy (found first, through Core/ on the
    # include path).  Every unit of Core/ is built (the Android, Apple and Windows ones compile to nothing on Linux).
    # Core/aes/openssl/ (OpenSSL's AES and MD5, vendored) and Core/crc32/zlib/ (zlib's CRC-32, vendored) are not scored
    # and are parsed for their definitions only; Core/fakeinclude/ is not scored either.  The POSIX demos and tests
    # (POSIX/demo/: built by default, not scored), POSIX/golang/, and the other platforms' and languages' folders
    # (Android/, iOS/, Win32/, OpenHarmony/, flutter/, KMP/, Python/) are not scored.
    "mmkv": Project(
        RepoSpec("mmkv", "Tencent+MMKV", "ad7657ef9d120dbcdd7432d75aa6c59391149b22",
                 (*(f"Core/{initial}" for initial in "CIKMPST"), "Core/aes/AESCrypt", "Core/cbridge/", "Core/crc32/C",
                  "Core/crc32/crc32_armv8", "POSIX/src/"), False, ("cpp",)),
        "cpp", ("-std=c++20", "-Dmmkv_EXPORTS", "-I{root}/Core", "-I{root}/Core/cbridge", "-I{root}/POSIX/src",
                "-I{gen}/Core/include"),
        generated=tuple((f"Core/include/MMKV/{name}", f"#include <{name}>\n") for name in (
            "MMKV.h", "MMKVPredef.h", "MMBuffer.h", "MiniPBCoder.h", "MMKVHandler.h")),
        definitions_from=("Core/aes/openssl/", "Core/crc32/zlib/"),
        note=("Fresh (the twenty-sixth batch): configured before any score; first scored with batch 26, "
              "not tuned on.")),
    # Corrade: the C++11 utility library under the Magnum graphics engine (src/Corrade/ with its Containers,
    # Interconnect, PluginManager, TestSuite and Utility libraries, and the corrade-rc resource compiler,
    # Utility/rc.cpp) as its CMake files build them on x86-64 Linux with their defaults: C++11 without extensions
    # (-std=c++11), no build type, shared (CORRADE_BUILD_STATIC off: each library's *_EXPORTS define, with hidden
    # visibility and hidden inlines; the Utility and PluginManager libraries' object libraries have their own),
    # deprecated API (CORRADE_BUILD_DEPRECATED), multithreaded, CPU runtime dispatch through GNU IFUNC; src/, the build
    # folder's src/ and its src/Corrade/PluginManager/ on the include path.  corrade-rc is built once more from the
    # Utility sources it needs as a static program (CORRADE_BUILD_STATIC); the shared libraries' flags are taken.
    # Corrade/configure.h, Corrade/version.h and PluginManager/Implementation/configure.h are configure_file's output in
    # the build folder's src/ (written here without their comments; configure.h also without its branches for other
    # architectures, compilers and standard libraries: MSVC, clang-cl, ARM, PowerPC, WebAssembly and Emscripten, libc++,
    # and the C++17 branch for <version>, and the 32-bit and big-endian checks, none of which applies here).  Not built
    # on Linux, so left out: Utility/AndroidLogStreamBuffer.cpp (Android) and
    # Utility/Implementation/WindowsWeakSymbol.cpp (Windows); src/Corrade/CorradeMain.cpp (the Main library, Windows
    # only) is not scored.  The tests (every Test/ folder: CORRADE_BUILD_TESTS off) are not scored: the scored roots
    # name each library's own files by their initials. src/examples/, src/singles/ (single-header versions generated
    # from the library), src/acme/ (their Python generator), src/debuggers/, doc/, package/, modules/ and toolchains/
    # are not scored.
    "corrade": Project(
        RepoSpec("corrade", "mosra+corrade", "4461dbf09175973cdd25c9695b83b7c6644392b6",
                 ("src/Corrade/Corrade.h", "src/Corrade/Cpu", "src/Corrade/Tags.h",
                  *(f"src/Corrade/{folder}/{initial}" for folder, initials in (
                      ("Containers", ("A", "B", "C", "E", "F", "G", "I", "L", "M", "O", "P", "R", "S", "Ta", "Tr",
                                      "c", "i", "s")),
                      ("Interconnect", ("C", "E", "I", "R", "S", "v")),
                      ("PluginManager", ("A", "I", "M", "P", "v")),
                      ("TestSuite", ("A", "C", "E", "I", "TestS", "Teste", "X", "v")),
                      ("Utility", ("A", "B", "C", "D", "E", "F", "I", "J", "M", "P", "R", "S", "Tw", "Ty", "U", "V",
                                   "r", "u", "v"))) for initial in initials)), False, ("cpp",)),
        "cpp", ("-std=c++11", "-fvisibility=hidden", "-fvisibility-inlines-hidden", "-DCorradeInterconnect_EXPORTS",
                "-DCorradePluginManager_EXPORTS", "-DCorradePluginManagerObjects_EXPORTS",
                "-DCorradeTestSuiteObjects_EXPORTS", "-DCorradeUtility_EXPORTS", "-DCorradeUtilityObjects_EXPORTS",
                "-I{root}/src", "-I{gen}/src", "-I{gen}/src/Corrade/PluginManager"),
        skip=("src/Corrade/Utility/AndroidLogStreamBuffer.cpp",
              "src/Corrade/Utility/Implementation/WindowsWeakSymbol.cpp"),
        generated=(("src/Corrade/configure.h", "#ifndef Corrade_configure_h\n#define Corrade_configure_h\n"
                    "#define CORRADE_BUILD_DEPRECATED\n#define CORRADE_BUILD_MULTITHREADED\n"
                    "#define CORRADE_BUILD_CPU_RUNTIME_DISPATCH\n#define CORRADE_TARGET_UNIX\n"
                    "#define CORRADE_CPU_USE_IFUNC\n#define CORRADE_TARGET_X86\n"
                    "#define CORRADE_CXX_STANDARD __cplusplus\n#if CORRADE_CXX_STANDARD >= 201402\n"
                    "#define CORRADE_TARGET_CXX14\n#endif\n#if CORRADE_CXX_STANDARD >= 201703\n"
                    "#define CORRADE_TARGET_CXX17\n#endif\n#if CORRADE_CXX_STANDARD >= 202002\n"
                    "#define CORRADE_TARGET_CXX20\n#endif\n#include <ciso646>\n#if defined(__GLIBCXX__)\n"
                    "#define CORRADE_TARGET_LIBSTDCXX\n#endif\n#ifdef __GNUC__\n#define CORRADE_TARGET_GCC\n#endif\n"
                    "#ifdef __clang__\n#define CORRADE_TARGET_CLANG\n#endif\n"
                    + "".join(f"#ifdef __{macro}__\n#define CORRADE_TARGET_{name}\n#endif\n" for macro, name in (
                        ("SSE2", "SSE2"), ("SSE3", "SSE3"), ("SSSE3", "SSSE3"), ("SSE4_1", "SSE41"),
                        ("SSE4_2", "SSE42"),
                        ("AVX", "AVX"), ("AVX2", "AVX2"), ("AVX512F", "AVX512F"), ("POPCNT", "POPCNT"),
                        ("LZCNT", "LZCNT"), ("BMI", "BMI1"), ("BMI2", "BMI2"), ("F16C", "AVX_F16C"),
                        ("FMA", "AVX_FMA")))
                    + "#endif\n"),
                   ("src/Corrade/version.h", "#ifndef Corrade_version_h\n#define Corrade_version_h\n"
                    "#define CORRADE_VERSION_YEAR 2020\n#define CORRADE_VERSION_MONTH 6\n#endif\n"),
                   ("src/Corrade/PluginManager/Implementation/configure.h",
                    '#define PLUGIN_FILENAME_SUFFIX ".so"_s\n')),
        note=("Fresh (the twenty-sixth batch): configured before any score; first scored with batch 26, "
              "not tuned on.")),
    # nginx: the nginx web server (src/core/, src/event/ with its modules/, src/os/unix/ and src/http/ with its
    # modules/) as its auto/configure (run with its defaults) and make build it on x86-64 Linux: no
    # compile_commands.json, so the flags are make's (make -n): no -std (gcc 12's default: -std=gnu17), no defines
    # (configure writes its results into objs/ngx_auto_config.h and objs/ngx_auto_headers.h), the default modules (HTTP
    # with its default modules, among them gzip (zlib: Debian's zlib1g-dev), rewrite (PCRE2: libpcre2-dev), the cache,
    # SSI and the upstream ones; no SSL, HTTP/2, HTTP/3, mail or stream, which need --with-* options), epoll; src/core/,
    # src/event/, its modules/ and quic/, src/os/unix/, objs/, src/http/ and its modules/ on the include path.  The two
    # headers are configure's output in objs/ (written here without their blank lines; ngx_auto_config.h's guarded
    # defines from their names and values, the NGX_HAVE_* ones as its suffixes).  objs/ngx_modules.c, the module list
    # configure writes, is a unit of the build but no file of the snapshot: not scored.  Not built on Linux or with
    # these defaults, so left out: the other platforms' event modules (devpoll, eventport, iocp, kqueue, poll, select,
    # win32_poll, win32_select) and os/unix/ files (darwin, freebsd, solaris), the thread pool and its os/unix/ files
    # (no --with-threads), file AIO (no --with-file-aio), OpenSSL's event files, the Windows accept/connect extensions,
    # the HTTP modules that need --with-* options (addition, auth_request, dav, degradation, flv, geoip, grpc's HTTP/2
    # module, gunzip, gzip_static, image_filter, mp4, proxy_v2, random_index, realip, secure_link, slice, ssl,
    # stub_status, sub, xslt) and the HPACK Huffman code (HTTP/2 and HTTP/3 only).  src/http/v2/, src/http/v3/,
    # src/event/quic/, src/mail/, src/stream/, src/misc/, src/os/win32/ and src/http/modules/perl/ (none built) are not
    # scored, nor are conf/, contrib/, docs/, misc/ and auto/.
    "nginx": Project(
        RepoSpec("nginx", "nginx+nginx", "3f6f7824d4e2eb1ac37dec76683d525ac0ff521c",
                 ("src/core/", "src/event/modules/", "src/event/ngx_", "src/os/unix/", "src/http/ngx_",
                  "src/http/modules/ngx_"), False, ("c",)),
        "c", ("-std=gnu17", "-I{root}/src/core", "-I{root}/src/event", "-I{root}/src/event/modules",
              "-I{root}/src/event/quic", "-I{root}/src/os/unix", "-I{gen}/objs", "-I{root}/src/http",
              "-I{root}/src/http/modules"),
        skip=("src/core/ngx_thread_pool.c", "src/http/ngx_http_huff_decode.c", "src/http/ngx_http_huff_encode.c",
              *(f"src/event/modules/ngx_{name}_module.c" for name in (
                  "devpoll", "eventport", "iocp", "kqueue", "poll", "select", "win32_poll", "win32_select")),
              *(f"src/event/ngx_event_{name}.c" for name in (
                  "acceptex", "connectex", "openssl", "openssl_cache", "openssl_stapling")),
              *(f"src/http/modules/ngx_http_{name}_module.c" for name in (
                  "addition_filter", "auth_request", "dav", "degradation", "flv", "geoip", "grpc", "gunzip_filter",
                  "gzip_static", "image_filter", "mp4", "proxy_v2", "random_index", "realip", "secure_link",
                  "slice_filter", "ssl", "stub_status", "sub_filter", "xslt_filter")),
              *(f"src/os/unix/ngx_{name}.c" for name in (
                  "darwin_init", "darwin_sendfile_chain", "file_aio_read", "freebsd_init", "freebsd_sendfile_chain",
                  "linux_aio_read", "solaris_init", "solaris_sendfilev_chain", "thread_cond", "thread_id",
                  "thread_mutex"))),
        generated=(("objs/ngx_auto_config.h", '#define NGX_CONFIGURE ""\n' + "".join(
                        f"#ifndef {name}\n#define {name}  {value}\n#endif\n" for name, value in (
                            *((f"NGX_HAVE_{name}", "1") for name in (
                                "GCC_ATOMIC", "C99_VARIADIC_MACROS", "GCC_VARIADIC_MACROS", "GCC_BSWAP64", "EPOLL",
                                "CLEAR_EVENT", "EPOLLRDHUP", "EPOLLEXCLUSIVE", "EVENTFD", "SYS_EVENTFD_H", "O_PATH",
                                "SENDFILE", "SENDFILE64", "PR_SET_DUMPABLE", "PR_SET_KEEPCAPS", "CAPABILITIES",
                                "GNU_CRYPT_R", "BPF", "SO_COOKIE", "UDP_SEGMENT", "NONALIGNED", "CRYPT",
                                "POSIX_FADVISE", "O_DIRECT", "ALIGNED_DIRECTIO", "STATFS", "STATVFS", "DLOPEN",
                                "SCHED_YIELD", "SCHED_SETAFFINITY", "REUSEPORT", "TRANSPARENT_PROXY",
                                "IP_BIND_ADDRESS_NO_PORT", "IP_PKTINFO", "IPV6_RECVPKTINFO", "IP_MTU_DISCOVER",
                                "IPV6_MTU_DISCOVER", "IPV6_DONTFRAG", "DEFERRED_ACCEPT", "KEEPALIVE_TUNABLE",
                                "TCP_FASTOPEN", "TCP_INFO", "ACCEPT4", "UNIX_DOMAIN", "LITTLE_ENDIAN", "INET6",
                                "PREAD", "PWRITE", "PWRITEV", "STRERRORDESC_NP", "LOCALTIME_R", "CLOCK_MONOTONIC",
                                "POSIX_MEMALIGN", "MEMALIGN", "MAP_ANON", "MAP_DEVZERO", "SYSVSHM", "POSIX_SEM",
                                "MSGHDR_MSG_CONTROL", "FIONBIO", "FIONREAD", "GMTOFF", "D_TYPE",
                                "SC_NPROCESSORS_ONLN", "LEVEL1_DCACHE_LINESIZE", "OPENAT", "GETADDRINFO")),
                            *((name, "1") for name in (
                                "NGX_HTTP_CACHE", "NGX_HTTP_GZIP", "NGX_HTTP_SSI", "NGX_CRYPT",
                                "NGX_HTTP_X_FORWARDED_FOR", "NGX_HTTP_UPSTREAM_LEAST_TIME", "NGX_HTTP_UPSTREAM_ZONE",
                                "NGX_HTTP_UPSTREAM_STICKY", "NGX_HTTP_UPSTREAM_SID", "NGX_PCRE2", "NGX_PCRE",
                                "NGX_ZLIB", "NGX_SUPPRESS_WARN", "NGX_SMP")),
                            ("NGX_COMPILER", '"gcc 12.2.0 (Debian 12.2.0-14+deb12u1) "'),
                            ("NGX_CPU_CACHE_LINE", "64"),
                            ("NGX_PTR_SIZE", "8"),
                            ("NGX_SIG_ATOMIC_T_SIZE", "4"),
                            ("NGX_MAX_SIZE_T_VALUE", "9223372036854775807LL"),
                            ("NGX_SIZE_T_LEN", '(sizeof("-9223372036854775808") - 1)'),
                            ("NGX_MAX_OFF_T_VALUE", "9223372036854775807LL"),
                            ("NGX_OFF_T_LEN", '(sizeof("-9223372036854775808") - 1)'),
                            ("NGX_TIME_T_SIZE", "8"),
                            ("NGX_TIME_T_LEN", '(sizeof("-9223372036854775808") - 1)'),
                            ("NGX_MAX_TIME_T_VALUE", "9223372036854775807LL"),
                            ("NGX_PREFIX", '"/usr/local/nginx/"'),
                            ("NGX_CONF_PREFIX", '"conf/"'),
                            ("NGX_SBIN_PATH", '"sbin/nginx"'),
                            ("NGX_CONF_PATH", '"conf/nginx.conf"'),
                            ("NGX_PID_PATH", '"logs/nginx.pid"'),
                            ("NGX_LOCK_PATH", '"logs/nginx.lock"'),
                            ("NGX_ERROR_LOG_PATH", '"logs/error.log"'),
                            ("NGX_HTTP_LOG_PATH", '"logs/access.log"'),
                            ("NGX_HTTP_CLIENT_TEMP_PATH", '"client_body_temp"'),
                            ("NGX_HTTP_PROXY_TEMP_PATH", '"proxy_temp"'),
                            ("NGX_HTTP_FASTCGI_TEMP_PATH", '"fastcgi_temp"'),
                            ("NGX_HTTP_UWSGI_TEMP_PATH", '"uwsgi_temp"'),
                            ("NGX_HTTP_SCGI_TEMP_PATH", '"scgi_temp"'),
                            ("NGX_USER", '"nobody"'),
                            ("NGX_GROUP", '"nogroup"')))),
                   ("objs/ngx_auto_headers.h", "".join(
                        f"#ifndef {name}\n#define {name}  1\n#endif\n" for name in (
                            "NGX_HAVE_UNISTD_H", "NGX_HAVE_INTTYPES_H", "NGX_HAVE_LIMITS_H", "NGX_HAVE_SYS_PARAM_H",
                            "NGX_HAVE_SYS_MOUNT_H", "NGX_HAVE_SYS_STATVFS_H", "NGX_HAVE_CRYPT_H", "NGX_LINUX",
                            "NGX_HAVE_SYS_PRCTL_H", "NGX_HAVE_SYS_VFS_H")))),
        note=("Fresh (the twenty-sixth batch): configured before any score; first scored with batch 26, "
              "not tuned on.")),
    # libsndfile: the sndfile library (src/'s own files and include/) and its programs (programs/: sndfile-info,
    # sndfile-play, sndfile-convert, ...) as its CMake file builds them on x86-64 Linux with its defaults: C99 with
    # extensions (CMAKE_C_STANDARD 99: -std=gnu99), no build type, static (BUILD_SHARED_LIBS off), the external codecs
    # found (ENABLE_EXTERNAL_LIBS and ENABLE_MPEG on: Debian's libogg-dev, as FLAC's, libvorbis-dev, libflac-dev,
    # libopus-dev, libmpg123-dev and libmp3lame-dev), ALSA for sndfile-play (libasound2-dev, as STK's), SSE2 (its
    # -msse2); include/, src/ and the build folder's src/ on the include path.  config.h is configure_file's output in
    # the build folder's src/ (written here without its comments and its #undef lines).  Not built on Linux, so left
    # out: src/windows.c (Windows) and src/new.c (in no CMake list).  src/ALAC/, src/G72x/ and src/GSM610/ (Apple's ALAC
    # codec, Sun's G.72x and the TU Berlin GSM 06.10 code, vendored and compiled into the library) are not scored and
    # are parsed for their definitions only: the scored roots name src/'s own files by their initials.  The tests
    # (tests/ and src/test_*.c: built by default, not scored), the examples (examples/: BUILD_EXAMPLES on, not scored),
    # regtest/ (BUILD_REGTEST off), ossfuzz/, Octave/, Win32/, Scripts/, docs/, man/ and cmake/ are not scored.
    "libsndfile": Project(
        RepoSpec("libsndfile", "libsndfile+libsndfile", "8795cc078ea37d1c18e341d8e8e2f0abc8681a79",
                 (*(f"src/{initial}" for initial in "abcdfghimnoprstuvwx"), "include/", "programs/"), False, ("c",)),
        "c", ("-std=gnu99", "-I{root}/include", "-I{root}/src", "-I{gen}/src"),
        skip=("src/new.c", "src/windows.c"),
        generated=(("src/config.h",
                    "#define COMPILER_IS_GCC 1\n#define CPU_IS_BIG_ENDIAN 0\n#define CPU_IS_LITTLE_ENDIAN 1\n"
                    "#define ENABLE_EXPERIMENTAL_CODE 0\n#define HAVE_ALSA_ASOUNDLIB_H 1\n#define HAVE_BYTESWAP_H 1\n"
                    "#define HAVE_CALLOC 0\n#define HAVE_CEIL 0\n#define HAVE_DECL_S_IRGRP 1\n"
                    "#define HAVE_DLFCN_H 1\n#define HAVE_ENDIAN_H 1\n#define HAVE_EXTERNAL_XIPH_LIBS 1\n"
                    "#define HAVE_MPEG 1\n#define HAVE_FLOOR 0\n#define HAVE_FMOD 0\n#define HAVE_FREE 0\n"
                    "#define HAVE_FSTAT 1\n#define HAVE_FSTAT64 1\n#define HAVE_FSYNC 1\n#define HAVE_FTRUNCATE 1\n"
                    "#define HAVE_GETPAGESIZE 0\n#define HAVE_GETTIMEOFDAY 1\n#define HAVE_GMTIME\n"
                    "#define HAVE_GMTIME_R\n#define HAVE_INTTYPES_H 1\n#define HAVE_LIBM 0\n#define HAVE_LOCALE_H 1\n"
                    "#define HAVE_LOCALTIME\n#define HAVE_LOCALTIME_R\n#define HAVE_LRINT 1\n#define HAVE_LRINTF 1\n"
                    "#define HAVE_LROUND 0\n#define HAVE_LSEEK 1\n#define HAVE_LSEEK64 0\n#define HAVE_MALLOC 0\n"
                    "#define HAVE_MEMORY_H 0\n#define HAVE_MMAP 0\n#define HAVE_OPEN 1\n#define HAVE_PIPE 1\n"
                    "#define HAVE_READ 1\n#define HAVE_REALLOC 0\n#define HAVE_SETLOCALE 1\n#define HAVE_SNDIO_H 0\n"
                    "#define HAVE_SNPRINTF 0\n#define HAVE_SQLITE3 0\n#define HAVE_SSIZE_T 0\n"
                    "#if (HAVE_SSIZE_T == 0)\n#define ssize_t intptr_t\n#endif\n#define HAVE_STDINT_H 1\n"
                    "#define HAVE_STDLIB_H 0\n#define HAVE_STRINGS_H 0\n#define HAVE_STRING_H 0\n"
                    "#define HAVE_SYS_STAT_H 0\n#define HAVE_SYS_TIME_H 1\n#define HAVE_SYS_TYPES_H 1\n"
                    "#define HAVE_SYS_WAIT_H 1\n#define HAVE_UNISTD_H 1\n#define HAVE_IMMINTRIN_H 1\n"
                    "#define HAVE_STDBOOL_H 1\n#define HAVE_VSNPRINTF 0\n#define HAVE_WAITPID 1\n"
                    "#define HAVE_WRITE 1\n#define OSX_DARWIN_VERSION 0\n#define OS_IS_OPENBSD 0\n"
                    "#define OS_IS_WIN32 0\n#define PACKAGE \"libsndfile\"\n#define PACKAGE_BUGREPORT \"\"\n"
                    "#define PACKAGE_NAME \"libsndfile\"\n#define PACKAGE_STRING \"libsndfile 1.2.2\"\n"
                    "#define PACKAGE_TARNAME \"libsndfile\"\n#define PACKAGE_URL \"\"\n"
                    "#define PACKAGE_VERSION \"1.2.2\"\n#define SIZEOF_INT64_T 8\n#define SIZEOF_LONG 8\n"
                    "#define SIZEOF_LONG_LONG 8\n#define SIZEOF_OFF_T 8\n#define SIZEOF_SSIZE_T 8\n"
                    "#define SIZEOF_WCHAR_T 4\n#define USE_WINDOWS_API 0\n#define VERSION \"1.2.2\"\n"
                    "#define WIN32_TARGET_DLL 0\n#define WORDS_BIGENDIAN 0\n#ifndef _DARWIN_USE_64_BIT_INODE\n"
                    "# define _DARWIN_USE_64_BIT_INODE 1\n#endif\n#define _MINIX 0\n"),),
        definitions_from=("src/ALAC/", "src/G72x/", "src/GSM610/"),
        note=("Fresh (the twenty-sixth batch): configured before any score; first scored with batch 26, "
              "not tuned on.")),
    # The twenty-seventh fresh batch (2026-12-06), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 27, not tuned on.  Each project's flags are the ones its
    # own build configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12; for CoinUtils, its autoconf configure and
    # make; for libopenmpt, its Makefile; for Nestopia and Gearboy, their Makefiles; for libzim, its meson.build, read:
    # meson is not installed here) gives with its defaults (in compile_commands.json; CoinUtils's and libopenmpt's from
    # make -n), and its generated headers are that configuration's output.  Where a project's targets differ in defines
    # or include paths, every unit gets the union of the scored targets' ones, as in earlier batches; where a library is
    # built both shared and static from the same sources, the shared one's flags are taken.  Where g++ 12's default
    # standard (gnu++17) is used without a flag it is written out, clang 14's default C++ standard being gnu++14, and so
    # is gcc 12's default C (gnu17) where no -std is given.  Flags that only change code generation or warnings (-O, -g,
    # -W..., -pedantic, -fPIC, -fPIE, -pipe, -flto, -ffunction-sections, -fdata-sections) are left out.  (Not taken:
    # Kakoune, whose C++2b clang 14 does not parse with libstdc++ 12 (a lambda capturing a structured binding in
    # src/highlighters.cc, parenthesized aggregate initialization through src/unique_ptr.hh in src/scope.cc: two units
    # have errors); OpenTimelineIO, whose serialization.cpp and deserialization.cpp need the RapidJSON of its
    # src/deps/rapidjson git submodule (absent from the snapshot), which Debian 12's rapidjson-dev (1.1.0) cannot stand
    # for (no rapidjson/cursorstreamwrapper.h, an older PrettyWriter: errors in both), and whose bundle.cpp needs the
    # absent minizip-ng submodule, which Debian 12 does not package; nana, whose default branch was last changed in
    # 2024-05; OpenSubdiv and Cap'n Proto, for the reasons given at batches 20 and 22; libtorrent and htop, fetched but
    # not needed.)  It holds five C++ projects and two C ones.
    # CoinUtils: COIN-OR's utility library for its solvers (sparse vectors and matrices, factorizations, presolve, MPS
    # and LP file readers, conflict graphs: src/) as its autoconf configure and make build it on x86-64 Linux with their
    # defaults: no -std (g++ 12's default: -std=gnu++17), configure's default CXXFLAGS (-O2 -DNDEBUG: NDEBUG is kept),
    # shared and static libtool objects from the same flags, HAVE_CONFIG_H and COINUTILSLIB_BUILD, the OSL factorization
    # built (BUILD_OSLFACTORIZATION), zlib, bzip2, GNU readline and LAPACK found (Debian's zlib1g-dev, libbz2-dev,
    # libreadline-dev and liblapack-dev, already installed); src/ (the build folder there) on the include path.
    # src/config.h and src/config_coinutils.h are configure's output (written here without their comments and blank
    # lines).  Every .cpp file of src/ is built.  The tests (test/: make test), MSVisualStudio/ and doxydoc/ are not
    # scored.
    "coinutils": Project(
        RepoSpec("coinutils", "coin-or+CoinUtils", "4113b9723cbe9e7d5e6871a5a864098d566c0ff1", ("src/",), False,
                 ("cpp",)),
        "cpp", ("-std=gnu++17", "-DHAVE_CONFIG_H", "-DCOINUTILSLIB_BUILD", "-DNDEBUG", "-I{gen}/src", "-I{root}/src"),
        generated=(("src/config.h",
                    "#define COINUTILSLIB_EXPORT\n#define COINUTILSTEST_EXPORT\n#define COINUTILS_BIGINDEX_IS_INT 1\n"
                    "#define COINUTILS_BIGINDEX_T int\n#define COINUTILS_CHECKLEVEL 0\n"
                    "#define COINUTILS_CPLUSPLUS11 1\n#define COINUTILS_C_FINITE std::isfinite\n"
                    "#define COINUTILS_C_ISNAN std::isnan\n#define COINUTILS_HAS_BZLIB 1\n"
                    "#define COINUTILS_HAS_CSTDINT 1\n#define COINUTILS_HAS_LAPACK 1\n"
                    "#define COINUTILS_HAS_READLINE 1\n#define COINUTILS_HAS_STDINT_H 1\n"
                    "#define COINUTILS_HAS_ZLIB 1\n#define COINUTILS_INT64_T int64_t\n"
                    "#define COINUTILS_INTPTR_T intptr_t\n#define COINUTILS_LAPACK_FUNC(name,NAME) name ## _\n"
                    "#define COINUTILS_LAPACK_FUNC_(name,NAME) name ## _\n#define COINUTILS_MEMPOOL_MAXPOOLED -1\n"
                    "#define COINUTILS_UINT64_T uint64_t\n#define COINUTILS_VERBOSITY 0\n"
                    "#define COINUTILS_VERSION \"devel\"\n#define COINUTILS_VERSION_MAJOR 9999\n"
                    "#define COINUTILS_VERSION_MINOR 9999\n#define COINUTILS_VERSION_RELEASE 9999\n"
                    "#define HAVE_CFLOAT 1\n#define HAVE_CMATH 1\n#define HAVE_CSTDINT 1\n#define HAVE_DLFCN_H 1\n"
                    "#define HAVE_ENDIAN_H 1\n#define HAVE_EXECINFO_H 1\n#define HAVE_INTTYPES_H 1\n"
                    "#define HAVE_LIBBZ2 1\n#define HAVE_LIBREADLINE 1\n#define HAVE_LIBZ 1\n#define HAVE_STDINT_H 1\n"
                    "#define HAVE_STDIO_H 1\n#define HAVE_STDLIB_H 1\n#define HAVE_STRINGS_H 1\n"
                    "#define HAVE_STRING_H 1\n#define HAVE_SYS_STAT_H 1\n#define HAVE_SYS_TYPES_H 1\n"
                    "#define HAVE_UNISTD_H 1\n#define LT_OBJDIR \".libs/\"\n"
                    "#define PACKAGE_BUGREPORT \"https://github.com/coin-or/CoinUtils/issues/new\"\n"
                    "#define PACKAGE_NAME \"CoinUtils\"\n#define PACKAGE_STRING \"CoinUtils devel\"\n"
                    "#define PACKAGE_TARNAME \"coin-or-coinutils\"\n"
                    "#define PACKAGE_URL \"https://github.com/coin-or/CoinUtils\"\n#define PACKAGE_VERSION \"devel\"\n"
                    "#define STDC_HEADERS 1\n"),
                   ("src/config_coinutils.h",
                    "#ifndef __CONFIG_COINUTILS_H__\n#define __CONFIG_COINUTILS_H__\n#define COINUTILSLIB_EXPORT\n"
                    "#define COINUTILS_CPLUSPLUS11 1\n#define COINUTILS_HAS_STDINT_H 1\n"
                    "#define COINUTILS_HAS_CSTDINT 1\n#define COINUTILS_C_FINITE std::isfinite\n"
                    "#define COINUTILS_C_ISNAN std::isnan\n#define COINUTILS_VERSION \"devel\"\n"
                    "#define COINUTILS_VERSION_MAJOR 9999\n#define COINUTILS_VERSION_MINOR 9999\n"
                    "#define COINUTILS_VERSION_RELEASE 9999\n#define COINUTILS_INT64_T int64_t\n"
                    "#define COINUTILS_INTPTR_T intptr_t\n#define COINUTILS_UINT64_T uint64_t\n"
                    "#define COINUTILS_BIGINDEX_T int\n#define COINUTILS_BIGINDEX_IS_INT 1\n#endif\n")),
        note=("Fresh (the twenty-seventh batch): configured before any score; first scored with batch 27, "
              "not tuned on.")),
    # libzim: the openZIM project's library for reading and writing ZIM archives (Kiwix's offline Wikipedia format: src/
    # with its writer/ and xapian/ folders, and include/zim/) as its meson.build builds it on x86-64 Linux with its
    # defaults: C++17 (cpp_std=c++17: -std=c++17), the debug build type (meson's default: no NDEBUG), shared
    # (default_library shared: LIBZIM_EXPORT_PRIVATE_DLL, and zim_config.h's LIBZIM_EXPORT_DLL), -D_LARGEFILE64_SOURCE=1
    # and -D_FILE_OFFSET_BITS=64 (its project arguments), -pthread (the threads dependency), Xapian full-text search on
    # (with_xapian: Debian's libxapian-dev, installed for it, and libicu-dev, as Nuspell's), the writer on, mmap on,
    # liblzma and libzstd (liblzma-dev, libzstd-dev); the build folder's and the checkout's src/ and include/, and the
    # build folder's static/ (the generated resources header) on the include path.  src/config.h is configure_file's
    # output of src/config.h.in, include/zim/zim_config.h configure_file's of its public configuration and
    # static/libzim-resources.h the output of scripts/libzim-compile-resources for static/resources_list.txt (its 58
    # stop-word lists; written here without its comment and blank lines); the resources' generated .cpp is no file of
    # the snapshot.  Not built on Linux, so left out: src/fs_windows.cpp.  src/md5.c (RSA's MD5, C, built into the
    # library) is no unit here (C++ only); it is parsed for its definitions only (md5.h declares them extern "C").  The
    # tests (test/), the examples (examples/: built by default, not scored), scripts/, docs/ and static/ are not scored.
    "libzim": Project(
        RepoSpec("libzim", "openzim+libzim", "d3f23136ddebc08efac1eb141479caa33d72a4ef", ("src/", "include/"), False,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-pthread", "-D_LARGEFILE64_SOURCE=1", "-D_FILE_OFFSET_BITS=64",
                "-DLIBZIM_EXPORT_PRIVATE_DLL", "-I{gen}/src", "-I{root}/src", "-I{gen}/include", "-I{root}/include",
                "-I{gen}/static"),
        generated=(("src/config.h",
                    "#ifndef ZIM_CONFIG_H\n#define ZIM_CONFIG_H\n"
                    "#if defined(_MSC_VER) && defined(LIBZIM_EXPORT_PRIVATE_DLL)\n"
                    "    #define LIBZIM_PRIVATE_API __declspec(dllexport)\n#else\n"
                    "    #define LIBZIM_PRIVATE_API\n#endif\n"
                    "#define VERSION \"9.8.0\"\n#define DIRENT_CACHE_SIZE 512\n#define DIRENT_LOOKUP_CACHE_SIZE 1024\n"
                    "#define CLUSTER_CACHE_SIZE 16777216\n#define LZMA_MEMORY_SIZE 128\n#define ENABLE_XAPIAN\n"
                    "#define ENABLE_USE_MMAP\n#define ENABLE_USE_BUFFER_HEADER\n#define MMAP_SUPPORT_64 1\n"
                    "#define ENV64BIT 1\n#define ENV32BIT 0\n/* #undef LIBZIM_WITHOUT_WRITER */\n"
                    "#endif // ZIM_CONFIG_H\n"),
                   ("include/zim/zim_config.h",
                    "#pragma once\n#define LIBZIM_VERSION \"9.8.0\"\n#define LIBZIM_EXPORT_DLL\n"
                    "#define LIBZIM_WITH_XAPIAN\n"),
                   ("static/libzim-resources.h",
                    "#ifndef KIWIX_LIBZIM_RESOURCES_H\n#define KIWIX_LIBZIM_RESOURCES_H\n#include <string>\n"
                    "#include <stdexcept>\nnamespace RESOURCE {\n" + "".join(
                        f"    namespace stopwords {{\nextern const std::string {code};\n}}\n" for code in (
                            "af", "ar", "bg", "bn", "br", "ca", "cs", "da", "de", "el", "en", "eo", "es", "et", "eu",
                            "fa", "fi", "fr", "ga", "gl", "gu", "ha", "he", "hi", "hr", "hu", "hy", "id", "it", "ja",
                            "ko", "ku", "la", "lt", "lv", "mr", "ms", "nl", "no", "pl", "pt", "ro", "ru", "sk", "sl",
                            "so", "st", "sv", "sw", "th", "tl", "tr", "uk", "ur", "vi", "yo", "zh", "zu"))
                    + "};\nclass ResourceNotFound : public std::runtime_error {\n  public:\n"
                    "    ResourceNotFound(const std::string& what_arg):\n      std::runtime_error(what_arg)\n"
                    "    { };\n};\n"
                    "const std::string& getResource_libzim_resources_h(const std::string& name);\n"
                    "#define getResource(a) (getResource_libzim_resources_h(a))\n"
                    "#endif // KIWIX_LIBZIM_RESOURCES_H\n")),
        skip=("src/fs_windows.cpp",),
        definitions_from=("src/md5.c",),
        note=("Fresh (the twenty-seventh batch): configured before any score; first scored with batch 27, "
              "not tuned on.")),
    # libopenmpt: OpenMPT's module-playback library (common/, soundlib/ with its plugins/ and plugins/dmo/ folders,
    # sounddsp/ and libopenmpt/'s libopenmpt_*.cpp and headers) as its top Makefile builds it on x86-64 Linux with its
    # defaults (make -n): -std=c++23 (written here as clang 14 spells it: -std=c++2b), -fexceptions -frtti -pthread,
    # hidden visibility, LIBOPENMPT_BUILD, and zlib, mpg123, Ogg, Vorbis and Vorbisfile found by pkg-config
    # (MPT_WITH_ZLIB, MPT_WITH_MPG123, MPT_WITH_OGG, MPT_WITH_VORBIS, MPT_WITH_VORBISFILE: Debian's zlib1g-dev,
    # libmpg123-dev, libogg-dev and libvorbis-dev, as libsndfile's; pkg-config's -I/usr/include/x86_64-linux-gnu, a
    # system folder, is left out); src/, common/ and the checkout on the include path; no generated header.
    # soundlib/PlaybackTest.cpp, built into the library, is a test to the indexer.  The snapshot lacks two blobs (under
    # include/: vendored libraries, not read).  The header-only mpt library and the tracker's shared code (src/), the
    # openmpt123 player (one unit with its own flags, built by default, not scored), the Windows tracker (mptrack/), the
    # players' plugins (libopenmpt/in_openmpt/, libopenmpt/xmp-openmpt/, ...), the examples, the tests (test/), include/
    # (vendored libraries) and build/ are not scored.
    "libopenmpt": Project(
        RepoSpec("libopenmpt", "OpenMPT+openmpt", "0eafb124cfd15f94e32302734607e71f2c36c84f",
                 ("common/", "soundlib/", "sounddsp/", "libopenmpt/libopenmpt"), False, ("cpp",)),
        "cpp", ("-std=c++2b", "-fexceptions", "-frtti", "-pthread", "-fvisibility=hidden", "-I{root}/src",
                "-I{root}/common", "-I{root}", "-DMPT_WITH_ZLIB", "-DMPT_WITH_MPG123", "-DMPT_WITH_OGG",
                "-DMPT_WITH_VORBIS", "-DMPT_WITH_VORBISFILE", "-DLIBOPENMPT_BUILD"),
        note=("Fresh (the twenty-seventh batch): configured before any score; first scored with batch 27, "
              "not tuned on.")),
    # libHaru: the C library for generating PDF files (src/, include/) as its CMake file builds it on x86-64 Linux with
    # its defaults: no C standard (gcc 12's default: -std=gnu17), no build type, shared (BUILD_SHARED_LIBS on:
    # hpdf_EXPORTS, its DEFINE_SYMBOL), zlib and libpng found (Debian's zlib1g-dev and libpng-dev: hpdf_config.h's
    # LIBHPDF_HAVE_ZLIB and LIBHPDF_HAVE_LIBPNG), no debug or trace (LIBHPDF_DEBUG, LIBHPDF_DEBUG_TRACE off); include/
    # and the build folder's include/ on the include path.  include/hpdf_config.h is configure_file's output there
    # (written here without its comments and blank lines).  Every .c file of src/ is built.  The demos (demo/:
    # LIBHPDF_EXAMPLES off), bindings/, win32/, script/ and doc/ are not scored.
    "libharu": Project(
        RepoSpec("libharu", "libharu+libharu", "3467749fd1c0ab6ca6ed424d053b1ea53c1bf67c", ("src/", "include/"), False,
                 ("c",)),
        "c", ("-std=gnu17", "-Dhpdf_EXPORTS", "-I{root}/include", "-I{gen}/include"),
        generated=(("include/hpdf_config.h", "#define LIBHPDF_HAVE_LIBPNG\n#define LIBHPDF_HAVE_ZLIB\n"
                    "/* #undef LIBHPDF_DEBUG */\n/* #undef LIBHPDF_DEBUG_TRACE */\n"),),
        note=("Fresh (the twenty-seventh batch): configured before any score; first scored with batch 27, "
              "not tuned on.")),
    # lighttpd: the lighttpd 1.4 web server (the lighttpd program, its lighttpd-angel supervisor and the modules it
    # loads: src/ with its compat/ and ls-hpack/ folders) as its CMake files build them on x86-64 Linux with their
    # defaults: C11 with extensions (-std=gnu11), no build type, _DEFAULT_SOURCE and the large-file and 64-bit time
    # defines, HAVE_CONFIG_H, PCRE2 and zlib found (Debian's libpcre2-dev and zlib1g-dev, as nginx's), no TLS, Lua,
    # LDAP, PAM, SASL, GSSAPI, DBI, MySQL, PostgreSQL or MaxMindDB (their WITH_* options off); lighttpd-angel's SBIN_DIR
    # is given to every unit; the modules' mod_<name>_EXPORTS DEFINE_SYMBOLs, which no file reads, are left out; the
    # build folder's build/ and src/ on the include path.  build/config.h is its configure_file output (written here
    # without its comments and blank lines, its HAVE_* defines from their names) and build/configparser.h the lemon
    # parser generator's output for src/configparser.y (its token numbers); the parser, build/configparser.c, is no file
    # of the snapshot.  Not built on Linux or with these defaults, so left out: the Windows files (fdevent_win32.c,
    # fs_win32.c, server_win32.c), the modules of options off by default (mod_authn_dbi, _gssapi, _ldap, _pam and _sasl,
    # the TLS modules mod_boringssl, mod_gnutls, mod_mbedtls, mod_nss, mod_openssl and mod_wolfssl, mod_magnet with
    # mod_magnet_cache.c and algo_hmac.c, mod_maxminddb, mod_vhostdb_dbi, _ldap, _mysql and _pgsql), mod_echo.c,
    # mod_skeleton.c and vector.c (in no CMake list); src/lemon.c (the parser generator, built and run at build time)
    # and src/lempar.c (its template) are left out too.  The unit tests (src/t/, tests/), doc/ and scripts/ are not
    # scored.
    "lighttpd": Project(
        RepoSpec("lighttpd", "lighttpd+lighttpd1.4", "2ddc51389a139d2b08daf310596c951c1d53dc8d", ("src/",), False,
                 ("c",)),
        "c", ("-std=gnu11", "-DHAVE_CONFIG_H", "-D_DEFAULT_SOURCE", "-D_FILE_OFFSET_BITS=64", "-D_LARGEFILE_SOURCE",
              "-D_LARGE_FILES", "-D_TIME_BITS=64", '-DSBIN_DIR="/usr/local/sbin"', "-I{gen}/build", "-I{root}/src"),
        skip=("src/algo_hmac.c", "src/fdevent_win32.c", "src/fs_win32.c", "src/lemon.c", "src/lempar.c",
              "src/server_win32.c", "src/vector.c",
              *(f"src/mod_{name}.c" for name in (
                  "authn_dbi", "authn_gssapi", "authn_ldap", "authn_pam", "authn_sasl", "boringssl", "echo", "gnutls",
                  "magnet", "magnet_cache", "maxminddb", "mbedtls", "nss", "openssl", "skeleton", "vhostdb_dbi",
                  "vhostdb_ldap", "vhostdb_mysql", "vhostdb_pgsql", "wolfssl"))),
        generated=(("build/config.h",
                    '#define LIGHTTPD_VERSION_ID 0x10486\n#define PACKAGE_NAME "lighttpd"\n'
                    '#define PACKAGE_VERSION "1.4.86"\n#define LIBRARY_DIR "/usr/local/lib/lighttpd"\n'
                    "#ifndef _GNU_SOURCE\n# define _GNU_SOURCE\n#endif\n"
                    + "".join(f"#define HAVE_{name}\n" for name in (
                        "DLFCN_H", "GETOPT_H", "INTTYPES_H", "LINUX_RANDOM_H", "MALLOC_H", "POLL_H", "PWD_H",
                        "STDINT_H", "STDLIB_H", "STRINGS_H", "SYSLOG_H", "SYS_EPOLL_H", "SYS_MMAN_H", "SYS_POLL_H",
                        "SYS_PRCTL_H", "SYS_RESOURCE_H", "SYS_SENDFILE_H", "SYS_TYPES_H", "SYS_UIO_H", "SYS_UN_H",
                        "SYS_WAIT_H", "SYS_TIME_H", "UNISTD_H", "IPV6", "STRUCT_TM_GMTOFF", "WEAK_SYMBOLS", "PCRE",
                        "PCRE2_H", "ZLIB_H", "LIBZ", "SYS_INOTIFY_H", "SOCKLEN_T"))
                    + "#define SIZEOF_LONG 8\n#define SIZEOF_OFF_T 8\n"
                    + "".join(f"#define HAVE_{name}\n" for name in (
                        "ARC4RANDOM_BUF", "CHROOT", "CLOCK_GETTIME", "EPOLL_CTL", "FORK", "GETENTROPY", "GETLOADAVG",
                        "GETRANDOM", "GETRLIMIT", "GETUID", "GMTIME_R", "INET_ATON", "INET_PTON", "JRAND48",
                        "LOCALTIME_R", "LSTAT", "MADVISE", "MALLOC_TRIM", "MALLOPT", "MEMPCPY", "MKOSTEMP", "MMAP",
                        "PIPE2", "POLL", "POSIX_SPAWN", "POSIX_SPAWN_FILE_ACTIONS_ADDCLOSEFROM_NP",
                        "POSIX_SPAWN_FILE_ACTIONS_ADDFCHDIR_NP", "PREAD", "PREADV", "PREADV2", "PWRITE", "PWRITEV",
                        "SENDFILE", "SIGACTION", "SIGNAL", "SPLICE", "SRANDOM", "STRERROR_R", "TIMEGM", "WRITEV",
                        "EXPLICIT_BZERO", "COPY_FILE_RANGE", "CRYPT_H", "CRYPT_R"))),
                   ("build/configparser.h", "".join(f"#define TK_{name} {number}\n" for number, name in enumerate((
                       "EOL", "ASSIGN", "FORCE_ASSIGN", "APPEND", "LKEY", "PLUS", "STRING", "INTEGER", "LPARAN",
                       "RPARAN", "COMMA", "ARRAY_ASSIGN", "GLOBAL", "LCURLY", "RCURLY", "ELSE", "DOLLAR", "SRVVARNAME",
                       "LBRACKET", "RBRACKET", "EQ", "MATCH", "NE", "NOMATCH", "PREFIX", "SUFFIX", "INCLUDE",
                       "INCLUDE_SHELL"), 1)))),
        note=("Fresh (the twenty-seventh batch): configured before any score; first scored with batch 27, "
              "not tuned on.")),
    # Nestopia UE: the NES emulator's core (source/core/ with its board/, input/, api/ and vssystem/ folders) as its
    # autoconf configure and Makefile.am build the nestopia program on x86-64 Linux with their defaults: C++17 without
    # extensions (AX_CXX_COMPILE_STDCXX 17 noext: -std=c++17), configure's default -O3, NST_PRAGMA_ONCE and the
    # NST_NO_SCALEX, NST_NO_HQ2X, NST_NO_2XSAI and NST_NO_XBR filters off, its data folders (NST_DATADIR,
    # NST_DATAROOTDIR, under /usr/local/share); source/ and source/fltkui/ on the include path; no generated header.
    # The frontend's packages' flags (zlib's, libarchive's, libsamplerate's, SDL2's, libepoxy's and FLTK's pkg-config
    # CFLAGS) are left out: the core reads none of their headers but zlib.h (Debian's zlib1g-dev, in the system folder).
    # Not built, so left out: the four filters' units (source/core/NstVideoFilter2xSaI.cpp, ...HqX.cpp, ...ScaleX.cpp
    # and ...xBR.cpp: in no Makefile.am list).  The FLTK frontend (source/fltkui/: FLTK's headers are FL/*.H files,
    # which the indexer does not read as C++), the Windows frontend (source/win32/), source/nes_ntsc/ (C: Blargg's NTSC
    # filter, its demo and benchmark), lib/ and the other folders are not scored.
    "nestopia": Project(
        RepoSpec("nestopia", "0ldsk00l+nestopia", "a0079a045b6ad87410ed7c4192977314bb86e222", ("source/core/",), False,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-I{root}/source", "-I{root}/source/fltkui", '-DNST_DATADIR="/usr/local/share/nestopia"',
                '-DNST_DATAROOTDIR="/usr/local/share"', "-DNST_PRAGMA_ONCE", "-DNST_NO_SCALEX", "-DNST_NO_HQ2X",
                "-DNST_NO_2XSAI", "-DNST_NO_XBR"),
        skip=tuple(f"source/core/NstVideoFilter{name}.cpp" for name in ("2xSaI", "HqX", "ScaleX", "xBR")),
        note=("Fresh (the twenty-seventh batch): configured before any score; first scored with batch 27, "
              "not tuned on.")),
    # Gearboy: the Game Boy and Game Boy Color emulator's core (src/, with src/audio/, Blargg's Gb_Snd_Emu as the
    # project keeps it) as its Linux Makefile (platforms/linux/Makefile with platforms/shared/makefiles/) builds the
    # gearboy program on x86-64 Linux with its defaults: -std=c++11, -fno-exceptions, the Release profile (DEBUG 0:
    # NDEBUG; -O3 -flto=auto left out), EMULATOR_BUILD from git describe (the snapshot is the 3.8.13 tag: "3.8.13");
    # src/, platforms/shared/desktop/ and the vendored dependencies' folders (glad, imgui, json, mINI, miniz, stb) on
    # the include path.  SDL3's pkg-config flags are none here (Debian 12 has no SDL3; the core reads no SDL header).
    # No generated header.  Every .cpp file of src/ is built.  The desktop frontend (platforms/shared/desktop/: ImGui
    # over SDL3), the vendored dependencies, the libretro core (platforms/libretro/) and the other platforms' folders
    # are not scored.
    "gearboy": Project(
        RepoSpec("gearboy", "drhelius+Gearboy", "0dc7e887c3d51915d64736b1f713c37b965beebd", ("src/",), False, ("cpp",)),
        "cpp", ("-std=c++11", "-fno-exceptions", '-DEMULATOR_BUILD="3.8.13"', "-DNDEBUG", "-I{root}/src",
                "-I{root}/platforms/shared/desktop",
                *(f"-I{{root}}/platforms/shared/dependencies/{name}" for name in (
                    "glad", "imgui", "json", "mINI", "miniz", "stb"))),
        note=("Fresh (the twenty-seventh batch): configured before any score; first scored with batch 27, "
              "not tuned on.")),
    # The twenty-eighth fresh batch (2026-12-06), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 28, not tuned on.  Each project's flags are the ones its
    # own build configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12; for memcached, its autogen.sh, autoconf
    # configure and make) gives with its defaults (in compile_commands.json; memcached's from make -n), and its
    # generated headers are that configuration's output.  Where a project's targets differ in defines or include paths,
    # every unit gets the union of the scored targets' ones, as in earlier batches; where a library is built both shared
    # and static from the same sources, the shared one's flags are taken.  Where g++ 12's default standard (gnu++17) is
    # used without a flag it is written out, clang 14's default C++ standard being gnu++14, and so is gcc 12's default C
    # (gnu17) where no -std is given.  Flags that only change code generation or warnings (-O, -g, -W..., -pedantic,
    # -fPIC, -fvisibility-inlines-hidden, -ffunction-sections, -fdata-sections) are left out.  Where a C++ project
    # builds C files into its product, they are parsed for their definitions only (C++ units only are scored).  (Not
    # taken: btop, whose CMake file requires C++23 library features that libstdc++ 12 lacks (std::ranges::to:
    # configuring stops, and g++ 12 cannot build it either); NuRaft, whose CMake file requires CMake 3.26 (Debian 12 has
    # 3.25); libtorrent, whose library builds the deps/try_signal git submodule, absent from the snapshot and not
    # packaged by Debian; osmium-tool, which needs libosmium 2.23.1 (Debian 12 has 2.19); the Paho MQTT C++ client,
    # which needs the Paho C library 1.3.14 (Debian 12 has 1.3.12; its externals/paho.mqtt.c git submodule is absent);
    # ugrep, whose own program (src/) is nine units, under the batch's size (its lib/ is its copy of RE-flex, a project
    # above); Capstone, whose default branch was last changed in 2024-10.)  It holds five C++ projects and two C ones.
    # primecount: Kim Walisch's prime-counting library and program (src/ with its lmo/, deleglise-rivat/, gourdon/,
    # sieve/, arch/x86/ and app/ folders, and include/) as its CMake file builds them on x86-64 Linux with its defaults:
    # no -std (g++ 12's default: -std=gnu++17), no build type (its CMake file's default: Release, -O3 -DNDEBUG: NDEBUG
    # is kept), static (BUILD_STATIC_LIBS on, BUILD_SHARED_LIBS off), OpenMP (WITH_OPENMP on: -fopenmp, with clang's
    # omp.h from Debian's libomp-14-dev, as ThorVG's), libdivide (ENABLE_LIBDIVIDE) and the x86 runtime dispatch
    # (WITH_MULTIARCH on: ENABLE_MULTIARCH_AVX512_VPOPCNT, ENABLE_MULTIARCH_x86_POPCNT); include/, src/ and the bundled
    # primesieve's include/ on the include path.  The bundled primesieve library (lib/primesieve/: BUILD_LIBPRIMESIEVE
    # on, its own ENABLE_MULTIARCH_AVX512_BW and _VBMI2 defines and its src/ on the include path, given to every unit
    # with the union) is built into the program and parsed for its definitions only (primesieve is a project of its own
    # above).  The primecount program (src/app/: BUILD_PRIMECOUNT on) is scored with the library.  No generated header.
    # Not built on x86-64, so left out: src/arch/arm/sve.cpp.  The tests (test/: BUILD_TESTS off), doc/, scripts/ and
    # cmake/ are not scored.
    "primecount": Project(
        RepoSpec("primecount", "kimwalisch+primecount", "9da6daee08e3cd7adc5154ce5bc30b94c74e7e6b",
                 ("src/", "include/"), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-fopenmp", "-DNDEBUG", "-DENABLE_LIBDIVIDE", "-DENABLE_MULTIARCH_AVX512_VPOPCNT",
                "-DENABLE_MULTIARCH_x86_POPCNT", "-DENABLE_MULTIARCH_AVX512_BW", "-DENABLE_MULTIARCH_AVX512_VBMI2",
                "-I{root}/include", "-I{root}/src", "-I{root}/lib/primesieve/include", "-I{root}/lib/primesieve/src"),
        skip=("src/arch/arm/sve.cpp",),
        definitions_from=("lib/primesieve/src/",),
        note=("Fresh (the twenty-eighth batch): configured before any score; first scored with batch 28, "
              "not tuned on.")),
    # fheroes2: the free reimplementation of Heroes of Might and Magic II (the game's engine, src/engine/, and the game,
    # src/fheroes2/ with its agg/, ai/, army/, audio/, battle/, campaign/, castle/, dialog/, editor/, game/, gui/, h2d/,
    # heroes/, image/, kingdom/, maps/, monster/, resource/, spell/, system/ and world/ folders) as its CMake files
    # build the fheroes2 program on x86-64 Linux with their defaults: C++17 without extensions (CMAKE_CXX_STANDARD 17,
    # CMAKE_CXX_EXTENSIONS off: -std=c++17), no build type, SDL2 and SDL2_mixer (USE_SDL_VERSION SDL2: Debian's
    # libsdl2-dev and libsdl2-mixer-dev, installed for it, with /usr/include/SDL2 as a system folder) and zlib
    # (zlib1g-dev), no SDL_image (ENABLE_IMAGE off), FHEROES2_DATA (its install data folder, /usr/local/share/fheroes2);
    # every game folder, src/engine/ and the bundled libsmacker's folder on the include path (the union of the engine's
    # and the game's).  No generated header.  Every .cpp file of src/engine/ and src/fheroes2/ is built.  The bundled
    # libsmacker (src/thirdparty/libsmacker/smacker.c, C, built into the engine) is no unit here (C++ only) and is
    # parsed for its definitions only.  The tools (src/tools/: ENABLE_TOOLS off), src/dist/, src/resources/, the other
    # platforms' folders (android/, ios/, VisualStudio/), docs/, files/ and script/ are not scored.
    "fheroes2": Project(
        RepoSpec("fheroes2", "ihhub+fheroes2", "6a4b27a12d07c47c0e2c924e96d0e6e1001a9e4f",
                 ("src/engine/", "src/fheroes2/"), False, ("cpp",)),
        "cpp", ("-std=c++17", "-DFHEROES2_DATA=/usr/local/share/fheroes2",
                *(f"-I{{root}}/src/fheroes2/{name}" for name in (
                    "agg", "ai", "army", "audio", "battle", "campaign", "castle", "dialog", "editor", "game", "gui",
                    "h2d", "heroes", "image", "kingdom", "maps", "monster", "resource", "spell", "system", "world")),
                "-I{root}/src/engine", "-I{root}/src/thirdparty/libsmacker", "-isystem", "/usr/include/SDL2"),
        definitions_from=("src/thirdparty/libsmacker/smacker.c",),
        note=("Fresh (the twenty-eighth batch): configured before any score; first scored with batch 28, "
              "not tuned on.")),
    # PDF-Writer (PDFHummus): the C++ library for creating, parsing and modifying PDF files (PDFWriter/) as its CMake
    # files build it on x86-64 Linux with their defaults: no -std (g++ 12's default: -std=gnu++17), no build type,
    # static, the bundled libraries (USE_BUNDLED on: FreeType/, LibJpeg/, LibPng/, LibTiff/ and Zlib/, their include
    # folders on the include path, and the defines they give the library: FreeType's FT2_BUILD_LIBRARY and
    # FT_CONFIG_OPTION_SYSTEM_ZLIB, LibTiff's codec and platform defines, HAVE_UNISTD_H), OpenSSL found (Debian's
    # libssl-dev: USE_OPENSSL_AES, so the bundled LibAesgm is not built); no generated header.  Not built with these
    # defaults, so left out: PDFWriter/InputAESDecodeStream.cpp and PDFWriter/OutputAESEncodeStream.cpp (LibAesgm's
    # streams, for builds without OpenSSL).  The bundled libraries' units the build compiles (C) are no units here (C++
    # only) and are parsed for their definitions only (FreeType's 42 module units; LibTiff's but mkg3states.c,
    # tif_jpeg_12.c, tif_lerc.c, tif_lzma.c, tif_webp.c, tif_win32.c and tif_zstd.c, with its C++ tif_stream.cxx).  The
    # tests (PDFWriterTesting/), LibAesgm/ and cmake/ are not scored.
    "pdf-writer": Project(
        RepoSpec("pdf-writer", "galkahana+PDF-Writer", "8493b36f5ec785d4ac8abc68fb1bb4a307da1a63", ("PDFWriter/",),
                 False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DAVOID_WIN32_FILEIO=1", "-DCCITT_SUPPORT=1", "-DCHECK_JPEG_YCBCR_SUBSAMPLING=1",
                "-DDEFAULT_EXTRASAMPLE_AS_ALPHA=1", "-DFILLODER_LSB2MSB=1", "-DFT2_BUILD_LIBRARY=1",
                "-DFT_CONFIG_OPTION_SYSTEM_ZLIB=1", "-DHAVE_UNISTD_H=1", "-DLOGLUV_SUPPORT=1", "-DLZW_SUPPORT=1",
                "-DNEXT_SUPPORT=1", "-DPACKBITS_SUPPORT=1", "-DPIXARLOG_SUPPORT=1",
                "-DSTRIPCHOP_DEFAULT=TIFF_STRIPCHOP", "-DSTRIP_SIZE_DEFAULT=8192", "-DTHUNDER_SUPPORT=1",
                "-DTIF_PLATFORM_CONSOLE=1", "-DUSE_OPENSSL_AES=1", "-DZIP_SUPPORT=1", "-D_CRT_SECURE_NO_DEPRECATE=1",
                "-I{root}/Zlib", "-I{root}/FreeType/include", "-I{root}/LibJpeg", "-I{root}/LibTiff",
                "-I{root}/LibPng"),
        skip=("PDFWriter/InputAESDecodeStream.cpp", "PDFWriter/OutputAESEncodeStream.cpp"),
        definitions_from=("Zlib/", "LibJpeg/", "LibPng/",
                          *(f"FreeType/src/{name}.c" for name in (
                              "autofit/autofit", "bdf/bdf", "bzip2/ftbzip2", "cache/ftcache", "cff/cff", "cid/type1cid",
                              "gzip/ftgzip", "lzw/ftlzw", "pcf/pcf", "pfr/pfr", "psaux/psaux", "pshinter/pshinter",
                              "psnames/psnames", "raster/raster", "sdf/sdf", "sfnt/sfnt", "smooth/smooth", "svg/svg",
                              "truetype/truetype", "type1/type1", "type42/type42", "winfonts/winfnt",
                              *(f"base/ft{base}" for base in (
                                  "base", "bbox", "bdf", "bitmap", "cid", "debug", "fstype", "gasp", "glyph", "gxval",
                                  "init", "mm", "otval", "patent", "pfr", "stroke", "synth", "system", "type1",
                                  "winfnt")))),
                          *(f"LibTiff/tif_{name}.c" for name in (
                              "aux", "close", "codec", "color", "compress", "dir", "dirinfo", "dirread", "dirwrite",
                              "dumpmode", "error", "extension", "fax3", "fax3sm", "flush", "getimage", "hash_set",
                              "jbig", "jpeg", "luv", "lzw", "next", "ojpeg", "open", "packbits", "pixarlog", "predict",
                              "print", "read", "strip", "swab", "thunder", "tile", "unix", "version", "warning",
                              "write", "zip")), "LibTiff/tif_stream.cxx"),
        note=("Fresh (the twenty-eighth batch): configured before any score; first scored with batch 28, "
              "not tuned on.")),
    # SIPp: the SIP protocol traffic generator and test tool (src/ and include/) as its CMake file builds the sipp
    # program on x86-64 Linux with its defaults: C++17 with extensions (CMAKE_CXX_STANDARD 17: -std=gnu++17), no build
    # type, OpenSSL (USE_WOLFSSL off: USE_OPENSSL; Debian's libssl-dev), the optional libraries found here: SCTP
    # (USE_SCTP: Debian's libsctp-dev) and pcap (PCAPPLAY: libpcap-dev, as libtins's), not GSL (libgsl-dev is not
    # installed); pugixml from the system (its third_party/pugixml git submodule is absent from the snapshot, so
    # USE_SYSTEM_PUGIXML's AUTO takes Debian's libpugixml-dev, installed for it, in the system folder); ncursesw
    # (Debian's libncurses-dev, as tmux's); sipp_EXPORTS (the program has ENABLE_EXPORTS on); the build folder and
    # include/ on the include path.  config.h is configure_file's output in the build folder (written here without its
    # banner comment); version.h is what the build's version target writes there from include/version.h.in in a git
    # checkout (git describe of the snapshot: v3.7.7-37-g31658c2; the stub include/version.h stops the build with
    # #error).  The C units built into the program (src/fileutil.c, milenage.c, prepare_pcap.c and send_packets.c) are
    # no units here (C++ only) and are parsed for their definitions only.  Not built with these defaults, so left out:
    # src/sipp_unittest.cpp (the sipp_unittest program, built only when googletest is found: its gtest git submodule is
    # absent and libgtest-dev is not installed).  The sample scenarios and captures (sipp_scenarios/, pcap/, example/),
    # the tests (regress/), docs/, docker/, gtest/ and third_party/ are not scored.
    "sipp": Project(
        RepoSpec("sipp", "SIPp+sipp", "31658c2fe7fa9ca508020e68956d7039c4a840cb", ("src/", "include/"), False,
                 ("cpp",)),
        "cpp", ("-std=gnu++17", "-DPCAPPLAY", "-DUSE_OPENSSL", "-DUSE_SCTP", "-Dsipp_EXPORTS", "-I{gen}",
                "-I{root}/include"),
        skip=("src/sipp_unittest.cpp",),
        definitions_from=("src/fileutil.c", "src/milenage.c", "src/prepare_pcap.c", "src/send_packets.c"),
        generated=(("config.h",
                    "#ifndef _CONFIGURATION_HEADER_GUARD_H_\n#define _CONFIGURATION_HEADER_GUARD_H_\n"
                    "#define HAVE_ENDIAN_H\n/* #undef HAVE_SYS_ENDIAN_H */\n/* #undef HAVE_OSBYTEORDER_H */\n"
                    "#define HAVE_EPOLL\n/* #undef HAVE_IP_COMPAT_H */\n#define HAVE_UDP_UH_PREFIX\n#endif\n"),
                   ("version.h", '#define SIPP_VERSION VERSION\n#define VERSION "v3.7.7-37-g31658c2"\n')),
        note=("Fresh (the twenty-eighth batch): configured before any score; first scored with batch 28, "
              "not tuned on.")),
    # libhv: the event-loop network library's C++ layer (cpputil/, evpp/'s header-only TcpServer, TcpClient, EventLoop
    # and UdpServer classes, and http/ with its client/ and server/ folders: HttpServer, HttpClient, WebSocket) as its
    # CMake file builds the hv library on x86-64 Linux with its defaults: C++11 with extensions (CMAKE_CXX_STANDARD 11:
    # -std=gnu++11; its C units C99, -std=gnu99), no build type (its CMake file's NDEBUG for any but Debug), shared and
    # static from the same sources (BUILD_SHARED and BUILD_STATIC on: the shared one's HV_DYNAMICLIB and hv_EXPORTS are
    # taken), evpp, http, its server and client on (WITH_EVPP, WITH_HTTP, WITH_HTTP_SERVER, WITH_HTTP_CLIENT), no TLS
    # library, no nghttp2, curl, MQTT, Redis, KCP or io_uring (their options off); the checkout, include/, 3rd/include,
    # src/ and every library folder on the include path.  hconfig.h is configure_file's output, written by CMake into
    # the checkout itself (no file of the snapshot; written here without its blank lines, its HAVE_* blocks from their
    # names; its folder is on the include path first).  The C core that the same library builds (base/, event/ but its
    # kcp/ and wepoll/ folders, ssl/, util/ and http/'s C parsers: http_parser.c, httpdef.c, multipart_parser.c,
    # websocket_parser.c and wsdef.c) is no unit here (C++ only) and is parsed for its definitions only.  Not built:
    # evpp/'s *_test.cpp programs (BUILD_UNITTEST off).  The examples (BUILD_EXAMPLES on, not scored), echo-servers/,
    # unittest/, mqtt/, redis/ and protocol/ (their options off), docs/, etc/ and scripts/ are not scored.
    "libhv": Project(
        RepoSpec("libhv", "ithewei+libhv", "6bcfc5026b1e467c39ffb49c1ac765b48c76bc6d", ("cpputil/", "evpp/", "http/"),
                 False, ("cpp",)),
        "cpp", ("-std=gnu++11", "-DHV_DYNAMICLIB", "-DNDEBUG", "-Dhv_EXPORTS", "-I{gen}", "-I{root}",
                "-I{root}/include", "-I{root}/3rd/include", "-I{root}/src",
                *(f"-I{{root}}/{name}" for name in (
                    "base", "ssl", "event", "util", "cpputil", "evpp", "http", "http/server", "http/client"))),
        skip=tuple(f"evpp/{name}_test.cpp" for name in (
            "EventLoopThreadPool", "EventLoopThread", "EventLoop", "TcpClientEventLoop", "TcpClient", "TcpServer",
            "TimerThread", "UdpClient", "UdpServer")),
        definitions_from=("base/", "ssl/", "util/",
                          *(f"event/{name}.c" for name in (
                              "epoll", "evport", "hdns", "hevent", "hloop", "io_uring", "iocp", "kqueue", "nio",
                              "nlog", "noevent", "overlapio", "poll", "rudp", "select", "unpack")),
                          *(f"http/{name}.c" for name in (
                              "http_parser", "httpdef", "multipart_parser", "websocket_parser", "wsdef"))),
        generated=(("hconfig.h",
                    "#ifndef HV_CONFIG_H_\n#define HV_CONFIG_H_\n"
                    + "".join(f"#ifndef HAVE_{name}\n#define HAVE_{name} {value}\n#endif\n" for name, value in (
                        ("STDBOOL_H", 1), ("STDINT_H", 1), ("STDATOMIC_H", 1), ("SYS_TYPES_H", 1), ("SYS_STAT_H", 1),
                        ("SYS_TIME_H", 1), ("FCNTL_H", 1), ("PTHREAD_H", 1), ("ENDIAN_H", 1), ("SYS_ENDIAN_H", 0),
                        ("GETTID", 0), ("STRLCPY", 0), ("STRLCAT", 0), ("CLOCK_GETTIME", 1), ("GETTIMEOFDAY", 1),
                        ("PTHREAD_SPIN_LOCK", 1), ("PTHREAD_MUTEX_TIMEDLOCK", 1), ("SEM_TIMEDWAIT", 1), ("PIPE", 1),
                        ("SOCKETPAIR", 1), ("EVENTFD", 1), ("SETPROCTITLE", 0)))
                    + "".join(f"/* #undef {name} */\n" for name in (
                        "WITH_OPENSSL", "WITH_GNUTLS", "WITH_MBEDTLS", "ENABLE_UDS", "USE_MULTIMAP", "WITH_WEPOLL",
                        "WITH_KCP", "WITH_IO_URING"))
                    + "#endif // HV_CONFIG_H_\n"),),
        note=("Fresh (the twenty-eighth batch): configured before any score; first scored with batch 28, "
              "not tuned on.")),
    # libarchive: the multi-format archive and compression library (libarchive/) and the programs built on it, bsdtar
    # (tar/), bsdcpio (cpio/), bsdcat (cat/) and bsdunzip (unzip/), with their shared front-end code (libarchive_fe/),
    # as its CMake files build them on x86-64 Linux with their defaults: no C standard (gcc 12's default: -std=gnu17),
    # no build type, the library shared and static from the same sources (the shared one's archive_EXPORTS is taken; the
    # programs link the static one: ENABLE_TAR_SHARED, ENABLE_CPIO_SHARED, ... off, LIBARCHIVE_STATIC), hidden
    # visibility and __LIBARCHIVE_ENABLE_VISIBILITY, HAVE_CONFIG_H, and the libraries found here: zlib, bzip2, liblzma,
    # libzstd, OpenSSL (its crypto for the digests and encryption) and libxml2 (Debian's zlib1g-dev, libbz2-dev,
    # liblzma-dev, libzstd-dev, libssl-dev and libxml2-dev, with /usr/include/libxml2 on the include path), not LZ4,
    # libb2 or libacl (not installed here; the bundled BLAKE2 is built); libarchive/, the build folder, the programs'
    # libarchive_fe/ and cpio's test_utils/ on the include path (the union).  config.h is configure_file's output of
    # build/cmake/config.h.in in the build folder (written here without its comments and blank lines, its `#define
    # HAVE_<name> 1` lines from their names, first).  Not built on Linux or with these defaults, so left out: the
    # Windows files (libarchive/archive_windows.c, archive_read_disk_windows.c, archive_write_disk_windows.c,
    # filter_fork_windows.c, archive_entry_copy_bhfi.c and the programs' *_windows.c) and the other systems' ACL files
    # (libarchive/archive_disk_acl_darwin.c, _freebsd.c and _sunos.c) with the Linux one (archive_disk_acl_linux.c: no
    # libacl).  The tests (libarchive/test/, tar/test/, cpio/test/, cat/test/, unzip/test/ and test_utils/: ENABLE_TEST
    # on, not scored), contrib/, examples/, doc/ and build/ are not scored.
    "libarchive": Project(
        RepoSpec("libarchive", "libarchive+libarchive", "4fe6c584b6e5d0028877b3b58872e5474629bc74",
                 ("libarchive/", "libarchive_fe/", "tar/", "cpio/", "cat/", "unzip/"), False, ("c",)),
        "c", ("-std=gnu17", "-fvisibility=hidden", "-DHAVE_CONFIG_H", "-D__LIBARCHIVE_ENABLE_VISIBILITY",
              "-Darchive_EXPORTS", "-DLIBARCHIVE_STATIC", "-I{root}/libarchive", "-I{gen}", "-I/usr/include/libxml2",
              "-I{root}/libarchive_fe", "-I{root}/test_utils"),
        skip=("cpio/cpio_windows.c", "tar/bsdtar_windows.c", "unzip/bsdunzip_windows.c",
              *(f"libarchive/{name}.c" for name in (
                  "archive_disk_acl_darwin", "archive_disk_acl_freebsd", "archive_disk_acl_linux",
                  "archive_disk_acl_sunos", "archive_entry_copy_bhfi", "archive_read_disk_windows", "archive_windows",
                  "archive_write_disk_windows", "filter_fork_windows"))),
        generated=(("config.h", "#define __LIBARCHIVE_CONFIG_H_INCLUDED 1\n"
                    + "".join(f"#define HAVE_{name} 1\n" for name in (
                        "ARC4RANDOM_BUF", "BZLIB_H", "CHOWN", "CHROOT", "CLOSEFROM", "CLOSE_RANGE", "CTIME_R",
                        "CTYPE_H", "DECL_INT32_MAX", "DECL_INT32_MIN", "DECL_INT64_MAX", "DECL_INT64_MIN",
                        "DECL_INTMAX_MAX", "DECL_INTMAX_MIN", "DECL_SIZE_MAX", "DECL_SSIZE_MAX", "DECL_STRERROR_R",
                        "DECL_UINT32_MAX", "DECL_UINT64_MAX", "DECL_UINTMAX_MAX", "DIRENT_H", "DIRFD", "DLFCN_H",
                        "EILSEQ", "ERRNO_H", "FCHDIR", "FCHMOD", "FCHOWN", "FCNTL", "FCNTL_H", "FDOPENDIR",
                        "FGETXATTR", "FLISTXATTR", "FNMATCH", "FNMATCH_H", "FORK", "FSEEKO", "FSETXATTR", "FSTAT",
                        "FSTATAT", "FSTATFS", "FSTATVFS", "FTRUNCATE", "FUTIMENS", "FUTIMES", "FUTIMESAT", "GETEGID",
                        "GETEUID", "GETGRGID_R", "GETGRNAM_R", "GETLINE", "GETPID", "GETPWNAM_R", "GETPWUID_R",
                        "GETTIMEOFDAY", "GETXATTR", "GMTIME_R", "GRP_H", "ICONV", "ICONV_H", "INTTYPES_H",
                        "LANGINFO_H", "LCHMOD", "LCHOWN", "LGETXATTR", "LIBBZ2", "LIBCRYPTO", "LIBLZMA", "LIBXML2",
                        "LIBXML_XMLREADER_H", "LIBXML_XMLWRITER_H", "LIBXML_XMLVERSION_H", "LIBZ", "LIBZSTD",
                        "ZSTD_compressStream", "ZSTD_minCLevel", "LIMITS_H", "LINK", "LINKAT", "LINUX_FIEMAP_H",
                        "LINUX_FS_H", "LINUX_MAGIC_H", "LINUX_TYPES_H", "LISTXATTR", "LLISTXATTR", "LOCALE_H",
                        "LOCALTIME_R", "LSETXATTR", "LSTAT", "LUTIMES", "LZMA_H", "LZMA_STREAM_ENCODER_MT", "MBRTOWC",
                        "MEMMOVE", "MEMORY_H", "MKDIR", "MKFIFO", "MKNOD", "MKSTEMP", "NL_LANGINFO", "OPENAT",
                        "OPENSSL_EVP_H", "OPENSSL_OPENSSLV_H", "PATHS_H", "PIPE", "PKCS5_PBKDF2_HMAC_SHA1", "POLL",
                        "POLL_H", "POSIX_SPAWNP", "PTHREAD_H", "PWD_H", "READLINK", "READLINKAT", "REGEX_H", "SELECT",
                        "SETENV", "SETLOCALE", "SIGACTION", "SIGNAL_H", "SPAWN_H", "STATFS", "STATVFS", "STDARG_H",
                        "STDINT_H", "STDIO_H", "STDLIB_H", "STRCHR", "STRNLEN", "STRDUP", "STRERROR", "STRERROR_R",
                        "STRFTIME", "STRINGS_H", "STRING_H", "STRRCHR", "STRUCT_STAT_ST_BLKSIZE",
                        "STRUCT_STAT_ST_MTIM_TV_NSEC", "STRUCT_TM_TM_GMTOFF", "SYMLINK", "SYSCONF", "SYS_CDEFS_H",
                        "SYS_IOCTL_H", "SYS_MOUNT_H", "SYS_PARAM_H", "SYS_POLL_H", "SYS_SELECT_H", "SYS_STATFS_H",
                        "SYS_STATVFS_H", "SYS_STAT_H", "SYS_SYSMACROS_H", "SYS_TIME_H", "SYS_TYPES_H",
                        "SYS_UTSNAME_H", "SYS_VFS_H", "SYS_WAIT_H", "SYS_XATTR_H", "TCGETATTR", "TCSETATTR", "TIMEGM",
                        "TIME_H", "TZSET", "UNISTD_H", "UNLINKAT", "UNSETENV", "UTIME", "UTIMENSAT", "UTIMES",
                        "UTIME_H", "VFORK", "VPRINTF", "WCHAR_H", "WCHAR_T", "WCRTOMB", "WCSCMP", "WCSCPY", "WCSLEN",
                        "WCTOMB", "WCTYPE_H", "WMEMCMP", "WMEMCPY", "WMEMMOVE", "WORKING_FS_IOC_GETFLAGS", "ZLIB_H",
                        "ZSTD_H"))
                    + "#define HAVE_INT16_T\n#define HAVE_INT32_T\n#define HAVE_INT64_T\n#define HAVE_INTMAX_T\n"
                      "#define HAVE_UINT8_T\n#define HAVE_UINT16_T\n#define HAVE_UINT32_T\n#define HAVE_UINT64_T\n"
                      "#define HAVE_UINTMAX_T\n#define SIZEOF_SHORT 2\n#define SIZEOF_INT 4\n#define SIZEOF_LONG 8\n"
                      "#define SIZEOF_LONG_LONG 8\n#define SIZEOF_UNSIGNED_SHORT 2\n#define SIZEOF_UNSIGNED 4\n"
                      "#define SIZEOF_UNSIGNED_LONG 8\n#define SIZEOF_UNSIGNED_LONG_LONG 8\n"
                      "#if !defined(HAVE_INT64_T) && defined(HAVE___INT64)\ntypedef __int64 int64_t;\n"
                      "#define HAVE_INT64_T\n#endif\n#if !defined(HAVE_INT64_T) && SIZEOF_INT == 8\n"
                      "typedef int int64_t;\n#define HAVE_INT64_T\n#endif\n"
                      "#if !defined(HAVE_INT64_T) && SIZEOF_LONG == 8\ntypedef long int64_t;\n#define HAVE_INT64_T\n"
                      "#endif\n#if !defined(HAVE_INT64_T) && SIZEOF_LONG_LONG == 8\ntypedef long long int64_t;\n"
                      "#define HAVE_INT64_T\n#endif\n#if !defined(HAVE_INT64_T)\n"
                      "#error No 64-bit integer type was found.\n#endif\n"
                      "#if !defined(HAVE_INT32_T) && SIZEOF_INT == 4\ntypedef int int32_t;\n#define HAVE_INT32_T\n"
                      "#endif\n#if !defined(HAVE_INT32_T) && SIZEOF_LONG == 4\ntypedef long int32_t;\n"
                      "#define HAVE_INT32_T\n#endif\n#if !defined(HAVE_INT32_T)\n"
                      "#error No 32-bit integer type was found.\n#endif\n"
                      "#if !defined(HAVE_INT16_T) && SIZEOF_INT == 2\ntypedef int int16_t;\n#define HAVE_INT16_T\n"
                      "#endif\n#if !defined(HAVE_INT16_T) && SIZEOF_SHORT == 2\ntypedef short int16_t;\n"
                      "#define HAVE_INT16_T\n#endif\n#if !defined(HAVE_INT16_T)\n"
                      "#error No 16-bit integer type was found.\n#endif\n"
                      "#if !defined(HAVE_UINT64_T) && defined(HAVE_UNSIGNED___INT64)\n"
                      "typedef unsigned __int64 uint64_t;\n#define HAVE_UINT64_T\n#endif\n"
                      "#if !defined(HAVE_UINT64_T) && SIZEOF_UNSIGNED == 8\ntypedef unsigned uint64_t;\n"
                      "#define HAVE_UINT64_T\n#endif\n#if !defined(HAVE_UINT64_T) && SIZEOF_UNSIGNED_LONG == 8\n"
                      "typedef unsigned long uint64_t;\n#define HAVE_UINT64_T\n#endif\n"
                      "#if !defined(HAVE_UINT64_T) && SIZEOF_UNSIGNED_LONG_LONG == 8\n"
                      "typedef unsigned long long uint64_t;\n#define HAVE_UINT64_T\n#endif\n"
                      "#if !defined(HAVE_UINT64_T)\n#error No 64-bit unsigned integer type was found.\n#endif\n"
                      "#if !defined(HAVE_UINT32_T) && SIZEOF_UNSIGNED == 4\ntypedef unsigned uint32_t;\n"
                      "#define HAVE_UINT32_T\n#endif\n#if !defined(HAVE_UINT32_T) && SIZEOF_UNSIGNED_LONG == 4\n"
                      "typedef unsigned long uint32_t;\n#define HAVE_UINT32_T\n#endif\n#if !defined(HAVE_UINT32_T)\n"
                      "#error No 32-bit unsigned integer type was found.\n#endif\n"
                      "#if !defined(HAVE_UINT16_T) && SIZEOF_UNSIGNED == 2\ntypedef unsigned uint16_t;\n"
                      "#define HAVE_UINT16_T\n#endif\n#if !defined(HAVE_UINT16_T) && SIZEOF_UNSIGNED_SHORT == 2\n"
                      "typedef unsigned short uint16_t;\n#define HAVE_UINT16_T\n#endif\n#if !defined(HAVE_UINT16_T)\n"
                      "#error No 16-bit unsigned integer type was found.\n#endif\n#if !defined(HAVE_UINT8_T)\n"
                      "typedef unsigned char uint8_t;\n#define HAVE_UINT8_T\n#endif\n#if !defined(HAVE_UINT8_T)\n"
                      "#error No 8-bit unsigned integer type was found.\n#endif\n#if !defined(HAVE_INTMAX_T)\n"
                      "typedef int64_t intmax_t;\n#endif\n#if !defined(HAVE_UINTMAX_T)\ntypedef uint64_t uintmax_t;\n"
                      "#endif\n#define ARCHIVE_CRYPTO_MD5_OPENSSL 1\n#define ARCHIVE_CRYPTO_RMD160_OPENSSL 1\n"
                      "#define ARCHIVE_CRYPTO_SHA1_OPENSSL 1\n#define ARCHIVE_CRYPTO_SHA256_OPENSSL 1\n"
                      "#define ARCHIVE_CRYPTO_SHA384_OPENSSL 1\n#define ARCHIVE_CRYPTO_SHA512_OPENSSL 1\n"
                      "#define ARCHIVE_XATTR_LINUX 1\n#define BSDCPIO_VERSION_STRING \"3.9.0\"\n"
                      "#define BSDTAR_VERSION_STRING \"3.9.0\"\n#define BSDCAT_VERSION_STRING \"3.9.0\"\n"
                      "#define BSDUNZIP_VERSION_STRING \"3.9.0\"\n#define ICONV_CONST\n"
                      "#define LIBARCHIVE_VERSION_NUMBER \"3009000\"\n#define LIBARCHIVE_VERSION_STRING \"3.9.0\"\n"
                      "#define MAJOR_IN_SYSMACROS 1\n#define SIZEOF_WCHAR_T 4\n#define SAFE_TO_DEFINE_EXTENSIONS 1\n"
                      "#ifdef SAFE_TO_DEFINE_EXTENSIONS\n#ifndef _ALL_SOURCE\n# define _ALL_SOURCE 1\n#endif\n"
                      "#ifndef _GNU_SOURCE\n# define _GNU_SOURCE 1\n#endif\n#ifndef _POSIX_PTHREAD_SEMANTICS\n"
                      "# define _POSIX_PTHREAD_SEMANTICS 1\n#endif\n#ifndef _TANDEM_SOURCE\n"
                      "# define _TANDEM_SOURCE 1\n#endif\n#ifndef __EXTENSIONS__\n# define __EXTENSIONS__ 1\n#endif\n"
                      "#endif\n#define VERSION \"3.9.0\"\n#ifndef NTDDI_VERSION\n#endif\n#ifndef _WIN32_WINNT\n"
                      "#endif\n#ifndef WINVER\n#endif\n"),),
        note=("Fresh (the twenty-eighth batch): configured before any score; first scored with batch 28, "
              "not tuned on.")),
    # memcached: the distributed memory object cache server (the memcached program: its .c files at the top of the
    # checkout) as its autoconf configure and Makefile.am build it on x86-64 Linux with their defaults (make -n): no
    # -std (gcc 12's default: -std=gnu17; configure finds C11 with no option), configure's default CFLAGS (-g -O2),
    # NDEBUG (Makefile.am's for the memcached program), HAVE_CONFIG_H, -pthread, libevent (Debian's libevent-dev, as
    # tmux's), extstore on (the default), no proxy, TLS, SASL, seccomp privilege dropping, DTrace or io_uring (their
    # --enable-* options off); the build folder (the checkout itself for make in it) on the include path.  config.h is
    # configure's output (written here without its comments and blank lines); its VERSION is what autogen.sh's
    # version.sh gives in a git checkout of the snapshot (git describe: 1.6.45).  Not built with these defaults or on
    # Linux, so left out: the proxy (proto_proxy.c, proxy_*.c), tls.c, sasl_defs.c, the privilege-dropping files of
    # every system (linux_priv.c: seccomp off; darwin_, freebsd_, openbsd_ and solaris_priv.c), and globals.c and md5.c
    # (in no Makefile.am list).  The vendored mcmc client library (vendor/mcmc/mcmc.c, built into the program) is no
    # unit here and is parsed for its definitions only.  memcached-debug (the same sources with MEMCACHED_DEBUG and
    # coverage flags, for make test), testapp.c, sizes.c and timedrun.c (make test's programs), the tests (t/),
    # devtools/, doc/, scripts/ and vendor/'s other files are not scored.
    "memcached": Project(
        RepoSpec("memcached", "memcached+memcached", "2d51e364799bc9698bd4b11728ea978cea12da6e", ("",), False,
                 ("c",)),
        "c", ("-std=gnu17", "-pthread", "-DHAVE_CONFIG_H", "-DNDEBUG", "-I{gen}", "-I{root}"),
        skip=("darwin_priv.c", "freebsd_priv.c", "globals.c", "linux_priv.c", "md5.c", "openbsd_priv.c",
              "proto_proxy.c", "sasl_defs.c", "sizes.c", "solaris_priv.c", "testapp.c", "timedrun.c", "tls.c",
              "vendor/mcmc/example.c", "vendor/mcmc/mcmc.c",
              *(f"proxy_{name}.c" for name in (
                  "config", "inspector", "internal", "jump_hash", "lua", "luafgen", "mutator", "network", "ratelim",
                  "request", "result", "ring_hash", "tls", "ustats", "xxhash"))),
        definitions_from=("vendor/mcmc/mcmc.c",),
        generated=(("config.h",
                    "#define ENDIAN_LITTLE 1\n#define EXTSTORE 1\n"
                    + "".join(f"#define HAVE_{name} 1\n" for name in (
                        "ACCEPT4", "CLOCK_GETTIME", "EVENTFD", "GCC_64ATOMICS", "GCC_ATOMICS", "GETOPT_LONG",
                        "INTTYPES_H", "LIBEVENT_NEW", "MLOCKALL", "PREAD", "PREADV", "PTHREAD_SETNAME_NP", "STDBOOL_H",
                        "STDINT_H", "STDIO_H", "STDLIB_H", "STRINGS_H", "STRING_H", "SYSCONF", "SYS_AUXV_H",
                        "SYS_STAT_H", "SYS_TYPES_H", "UNISTD_H", "_BOOL"))
                    + '#define PACKAGE "memcached"\n#define PACKAGE_BUGREPORT "memcached@googlegroups.com"\n'
                    '#define PACKAGE_NAME "memcached"\n#define PACKAGE_STRING "memcached 1.6.45"\n'
                    '#define PACKAGE_TARNAME "memcached"\n#define PACKAGE_URL ""\n#define PACKAGE_VERSION "1.6.45"\n'
                    '#define SIZEOF_VOID_P 8\n#define STDC_HEADERS 1\n#define VERSION "1.6.45"\n'
                    "#if defined AC_APPLE_UNIVERSAL_BUILD\n# if defined __BIG_ENDIAN__\n#  define WORDS_BIGENDIAN 1\n"
                    "# endif\n#else\n# ifndef WORDS_BIGENDIAN\n# endif\n#endif\n#define _GNU_SOURCE 1\n"
                    "#if HAVE_STDBOOL_H\n#include <stdbool.h>\n#else\n#define bool char\n#define false 0\n"
                    "#define true 1\n#endif\n#ifdef HAVE_INTTYPES_H\n#include <inttypes.h>\n#endif\n"),),
        note=("Fresh (the twenty-eighth batch): configured before any score; first scored with batch 28, "
              "not tuned on.")),
    # The twenty-ninth fresh batch (2026-12-06), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 29, not tuned on.  Each project's flags are the ones its
    # own build configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12; for iperf3, its autoconf configure and
    # make; for tig, its Makefile) gives with its defaults (in compile_commands.json; iperf3's and tig's from make -n),
    # and its generated headers are that configuration's output.  Where a project's targets differ in defines or include
    # paths, every unit gets the union of the scored targets' ones, as in earlier batches; where a library is built both
    # shared and static from the same sources, the shared one's flags are taken.  Where g++ 12's default standard
    # (gnu++17) is used without a flag it is written out, clang 14's default C++ standard being gnu++14, and so is gcc
    # 12's default C (gnu17) where no -std is given.  Flags that only change code generation or warnings (-O, -g, -W...,
    # -pedantic, -fPIC, -fno-strict-aliasing, -fno-omit-frame-pointer, -fasynchronous-unwind-tables, -mfpmath=sse, and
    # -msse and -msse2, which x86-64 always has) are left out.  Where a C++ project builds C files into its product,
    # they are parsed for their definitions only (C++ units only are scored).  Where a project's tests fetch googletest
    # over the network when configuring (uvgRTP's and FCL's), they are switched off (there is no network here); no
    # scored unit changes with them.  (Not taken: ozz-animation, whose default branch is still the one batch 26 did not
    # take (last changed in 2025-01); H3, for the reason given at batch 15; SymEngine, whose snapshot is still over what
    # can be fetched here; the Spine runtimes (spine-cpp), whose snapshot was last changed in 2024-10; sockpp and FAAD2,
    # fetched but not needed.)  It holds five C++ projects and two C ones.
    # AngelScript: the embeddable scripting language's library (its script compiler, bytecode virtual machine, engine
    # and native calling conventions: sdk/angelscript/source/ and sdk/angelscript/include/, from the GitHub mirror of
    # its Subversion repository) as its CMake file (sdk/angelscript/projects/cmake/) builds it on x86-64 Linux with its
    # defaults: no -std (g++ 12's default: -std=gnu++17), no build type, static (BUILD_SHARED_LIBS off), script
    # exceptions on (AS_NO_EXCEPTIONS off), ANGELSCRIPT_EXPORT and _LIB (its target's definitions); include/ on the
    # include path; no generated header.  Not built on x86-64, so left out: the other processors' native-call units
    # (as_callfunc_arm.cpp, _arm64, _e2k, _ppc, _ppc_64, _riscv64, _sh4 and _xenon; the x86, MIPS, MSVC x64 and MinGW
    # x64 ones are in its source list, compile to little or nothing here and are kept).  The add-ons (sdk/add_on/: in no
    # target of that CMake file), the samples, the tests (sdk/tests/) and sdk/docs/ are not scored.
    "angelscript": Project(
        RepoSpec("angelscript", "codecat+angelscript-mirror", "c81df254037524b18cd41a57805cfec76acd05bf",
                 ("sdk/angelscript/source/", "sdk/angelscript/include/"), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DANGELSCRIPT_EXPORT", "-D_LIB", "-I{root}/sdk/angelscript/include"),
        skip=tuple(f"sdk/angelscript/source/as_callfunc_{name}.cpp" for name in (
            "arm", "arm64", "e2k", "ppc", "ppc_64", "riscv64", "sh4", "xenon")),
        note=("Fresh (the twenty-ninth batch): configured before any score; first scored with batch 29, "
              "not tuned on.")),
    # uvgRTP: Ultra Video Group's RTP library for real-time media streaming (RTP and RTCP sessions, H.264, H.265, H.266
    # and V3C packetization, SRTP and ZRTP: src/ with its formats/, srtp/ and zrtp/ folders, and include/uvgrtp/) as its
    # CMake file builds it on x86-64 Linux with its defaults: C++17 without extensions (CMAKE_CXX_STANDARD 17:
    # -std=c++17), the Release build type (its CMake file's default: NDEBUG), static (no library type given,
    # BUILD_SHARED_LIBS unset), getrandom, sendmsg and sendmmsg found (UVGRTP_HAVE_GETRANDOM, UVGRTP_HAVE_SENDMSG,
    # UVGRTP_HAVE_SENDMMSG), encryption on (UVGRTP_DISABLE_CRYPTO off: src/crypto.hh finds Crypto++'s headers with
    # __has_include; Debian's libcrypto++-dev, installed for it), prints on; include/ and src/ on the include path.  No
    # generated header; version.cc (configure_file's output of cmake/version.cc.in, built into its uvgrtp_version
    # library) is a unit of the build folder, no file of the snapshot.  src/mingw_inet.cc (MinGW only: empty here) is in
    # its source list and kept.  The tests (test/: UVGRTP_DISABLE_TESTS is off by default, but they fetch googletest
    # when configuring: switched off here), the examples (examples/: built by default, not scored), docs/ and packaging/
    # are not scored.
    "uvgrtp": Project(
        RepoSpec("uvgrtp", "ultravideo+uvgRTP", "540bfdcb5d01c38220aa256fde954f738afe6b3f", ("src/", "include/"), False,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-DNDEBUG", "-DUVGRTP_HAVE_GETRANDOM=1", "-DUVGRTP_HAVE_SENDMMSG=1",
                "-DUVGRTP_HAVE_SENDMSG=1", "-I{root}/include", "-I{root}/src"),
        note=("Fresh (the twenty-ninth batch): configured before any score; first scored with batch 29, "
              "not tuned on.")),
    # FCL: the Flexible Collision Library (collision, distance and continuous-collision queries between shapes and
    # meshes: bounding-volume hierarchies, broad-phase managers, GJK and EPA through libccd: src/ with its broadphase/,
    # common/, geometry/, math/ and narrowphase/ folders, and include/fcl/) as its CMake files build it on x86-64 Linux
    # with their defaults: no -std for the library (CMAKE_CXX_STANDARD 17 is set after src/ is added: g++ 12's default,
    # -std=gnu++17), the Release build type (its CMake file's default: NDEBUG), shared (FCL_STATIC_LIBRARY off:
    # fcl_EXPORTS), hidden visibility, x64 SSE on (FCL_USE_X64_SSE: -msse3 and -mssse3, which Eigen reads, are kept),
    # Eigen 3 and libccd found (Debian's libeigen3-dev and libccd-dev, installed for it; /usr/include/eigen3 a system
    # folder), OctoMap not (liboctomap-dev is not installed: FCL_HAVE_OCTOMAP 0), profiling off; the build folder's
    # include/ and include/ on the include path.  include/fcl/config.h is configure_file's output there and
    # include/fcl/export.h generate_export_header's (both written here without their comments and blank lines);
    # include/fcl/fcl.h (an #include of every header, generated too) is read by no unit and not written.  Every .cpp
    # file of src/ is built.  The tests (test/: BUILD_TESTING is on by default, but they fetch googletest when
    # configuring: switched off here), ci/, doc/ and .deprecated/ are not scored.
    "fcl": Project(
        RepoSpec("fcl", "flexible-collision-library+fcl", "e5efcc41b57b2d0da3bf183480f1298a6d531f44",
                 ("src/", "include/"), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DNDEBUG", "-Dfcl_EXPORTS", "-fvisibility=hidden", "-msse3", "-mssse3",
                "-I{gen}/include", "-I{root}/include", "-isystem", "/usr/include/eigen3"),
        generated=(("include/fcl/config.h",
                    '#ifndef FCL_CONFIG_H_\n#define FCL_CONFIG_H_\n#define FCL_VERSION "0.7.0"\n'
                    "#define FCL_MAJOR_VERSION 0\n#define FCL_MINOR_VERSION 7\n#define FCL_PATCH_VERSION 0\n"
                    "#define FCL_HAVE_SSE 0\n#define FCL_HAVE_OCTOMAP 0\n#define FCL_ENABLE_PROFILING 0\n"
                    "#if defined(__APPLE__)\n  #define FCL_OS_MACOS\n#elif defined(__gnu_linux__)\n"
                    "  #define FCL_OS_LINUX\n#elif defined(_WIN32)\n  #define FCL_OS_WINDOWS\n#endif\n"
                    "#if defined(__clang__)\n  #define FCL_COMPILER_CLANG\n"
                    "#elif defined(__GNUC__) || defined(__GNUG__)\n  #define FCL_COMPILER_GCC\n"
                    "#elif defined(_MSC_VER)\n  #define FCL_COMPILER_MSVC\n#endif\n#if FCL_HAVE_OCTOMAP\n"
                    "  #define OCTOMAP_MAJOR_VERSION\n  #define OCTOMAP_MINOR_VERSION\n"
                    "  #define OCTOMAP_PATCH_VERSION\n  #define OCTOMAP_VERSION_AT_LEAST(x,y,z) \\\n"
                    "    (OCTOMAP_MAJOR_VERSION > x || (OCTOMAP_MAJOR_VERSION >= x && \\\n"
                    "    (OCTOMAP_MINOR_VERSION > y || (OCTOMAP_MINOR_VERSION >= y && \\\n"
                    "    OCTOMAP_PATCH_VERSION >= z))))\n  #define OCTOMAP_VERSION_AT_MOST(x,y,z) \\\n"
                    "    (OCTOMAP_MAJOR_VERSION < x || (OCTOMAP_MAJOR_VERSION <= x && \\\n"
                    "    (OCTOMAP_MINOR_VERSION < y || (OCTOMAP_MINOR_VERSION <= y && \\\n"
                    "    OCTOMAP_PATCH_VERSION <= z))))\n#endif\n#endif\n"),
                   ("include/fcl/export.h",
                    "#ifndef FCL_EXPORT_H\n#define FCL_EXPORT_H\n#ifdef FCL_STATIC_DEFINE\n#  define FCL_EXPORT\n"
                    "#  define FCL_NO_EXPORT\n#else\n#  ifndef FCL_EXPORT\n#    ifdef fcl_EXPORTS\n"
                    '#      define FCL_EXPORT __attribute__((visibility("default")))\n#    else\n'
                    '#      define FCL_EXPORT __attribute__((visibility("default")))\n#    endif\n#  endif\n'
                    '#  ifndef FCL_NO_EXPORT\n#    define FCL_NO_EXPORT __attribute__((visibility("hidden")))\n'
                    "#  endif\n#endif\n#ifndef FCL_DEPRECATED\n"
                    "#  define FCL_DEPRECATED __attribute__ ((__deprecated__))\n#endif\n"
                    "#ifndef FCL_DEPRECATED_EXPORT\n#  define FCL_DEPRECATED_EXPORT FCL_EXPORT FCL_DEPRECATED\n"
                    "#endif\n#ifndef FCL_DEPRECATED_NO_EXPORT\n"
                    "#  define FCL_DEPRECATED_NO_EXPORT FCL_NO_EXPORT FCL_DEPRECATED\n#endif\n#if 0\n"
                    "#  ifndef FCL_NO_DEPRECATED\n#    define FCL_NO_DEPRECATED\n#  endif\n#endif\n#endif\n")),
        note=("Fresh (the twenty-ninth batch): configured before any score; first scored with batch 29, "
              "not tuned on.")),
    # Ledger: the double-entry accounting command-line program (its libledger library and the ledger program: src/) as
    # its CMake files build them on x86-64 Linux with their defaults: C++17 with extensions (CMAKE_CXX_STANDARD 17:
    # -std=gnu++17), the Release build type (its CMake file's default: NDEBUG), the library shared (BUILD_LIBRARY on:
    # libledger_EXPORTS), Boost's date_time, iostreams and regex libraries shared (BOOST_ALL_NO_LIB and their
    # BOOST_*_DYN_LINK defines; Debian's libboost-iostreams-dev installed for it, and libboost-test-dev for its unit
    # tests' configuration, which stops without it), GMP and MPFR (libgmp-dev, already installed; libmpfr-dev, installed
    # for it), ICU for Boost.Regex's Unicode matching (libicu-dev, as Nuspell's), utfcpp's utf8.h from the system
    # (Debian's libutfcpp-dev, already installed; lib/utfcpp/ is the fallback), readline found (HAVE_READLINE), no
    # Python, GPGME or gettext (USE_PYTHON, USE_GPGME off); the build folder on the include path, and the precompiled
    # system.hh included in every unit (PRECOMPILE_SYSTEM_HH on: CMake's -include of its cmake_pch.hxx, a stub that
    # includes system.hh, written here beside it).  system.hh and ledger.hh are configure_file's output of
    # src/system.hh.in and src/ledger.hh.in in the build folder (written here without their comments and blank lines).
    # Not built with these defaults or on Linux, so left out: the Python bridge (src/py_*.cc, pyinterp.cc and
    # pyledger.cc), src/gpgme.cc and src/strptime.cc (Windows only).  The tests (test/: its unit tests are built, not
    # scored), python/, lib/, contrib/, doc/, docs/, tools/, scripts/ and benchmark/ are not scored.
    "ledger": Project(
        RepoSpec("ledger", "ledger+ledger", "dabc378bb6c7fe4ddceabdd7d28bb03822d41766", ("src/",), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DBOOST_ALL_NO_LIB", "-DBOOST_DATE_TIME_DYN_LINK", "-DBOOST_IOSTREAMS_DYN_LINK",
                "-DBOOST_REGEX_DYN_LINK", "-Dlibledger_EXPORTS", "-DNDEBUG", "-I{gen}", "-include",
                "{gen}/cmake_pch.hxx"),
        skip=("src/gpgme.cc", "src/pyinterp.cc", "src/pyledger.cc", "src/strptime.cc",
              *(f"src/py_{name}.cc" for name in (
                  "account", "amount", "balance", "commodity", "expr", "format", "item", "journal", "post", "session",
                  "times", "utils", "value", "xact"))),
        generated=(("cmake_pch.hxx", '#pragma GCC system_header\n#ifdef __cplusplus\n#include "system.hh"\n#endif\n'),
                   ("system.hh",
                    "#pragma once\n#define HAVE_GETTEXT 0\n#define HAVE_EDIT 0\n#define HAVE_READLINE 1\n"
                    "#define HAVE_GETPWUID 1\n#define HAVE_GETPWNAM 1\n#define HAVE_IOCTL 1\n#define HAVE_ISATTY 1\n"
                    "#define HAVE_UNIX_PIPES 1\n#define HAVE_BOOST_PYTHON 0\n#define HAVE_GPGME 0\n"
                    "#define HAVE_BOOST_REGEX_UNICODE 1\n#define HAVE_BOOST_NOWIDE 0\n"
                    "#if defined(_WIN32) && !defined(__CYGWIN__)\n#ifndef NOMINMAX\n#define NOMINMAX\n#endif\n"
                    '#ifndef WIN32_LEAN_AND_MEAN\n#define WIN32_LEAN_AND_MEAN\n#endif\n#endif\n#include "utf8.h"\n'
                    "#include <algorithm>\n#include <exception>\n#include <typeinfo>\n#include <stdexcept>\n"
                    "#include <iostream>\n#include <streambuf>\n#include <iomanip>\n#include <fstream>\n"
                    "#include <sstream>\n#include <iterator>\n#include <list>\n#include <map>\n"
                    "#include <unordered_map>\n#include <memory>\n#include <any>\n#include <new>\n"
                    "#include <optional>\n#include <variant>\n#include <set>\n#include <stack>\n#include <string>\n"
                    "#include <string_view>\n#include <system_error>\n#include <variant>\n#include <vector>\n"
                    "#include <cctype>\n#include <cstdarg>\n#include <cstdio>\n#include <cstdlib>\n"
                    "#include <cstring>\n#include <csignal>\n#include <cstddef>\n"
                    "#if defined(_WIN32) || defined(__CYGWIN__)\n#include <io.h>\n"
                    "#if defined(_WIN32) && !defined(__CYGWIN__)\n#include <windows.h>\n"
                    "#ifndef ENABLE_VIRTUAL_TERMINAL_PROCESSING\n#define ENABLE_VIRTUAL_TERMINAL_PROCESSING 0x0004\n"
                    "#endif\n#endif\n#else\n#include <unistd.h>\n#endif\n#if HAVE_GETPWUID || HAVE_GETPWNAM\n"
                    "#include <pwd.h>\n#endif\n#if HAVE_IOCTL\n#include <sys/ioctl.h>\n#endif\n#if HAVE_UNIX_PIPES\n"
                    "#include <sys/types.h>\n#include <sys/wait.h>\n#endif\n#if HAVE_GETTEXT\n#include <libintl.h>\n"
                    "#define _(str) gettext(str)\n#else\n#define _(str) str\n#endif\n"
                    "#define _f(str) boost::format(_(str))\n#include <gmp.h>\n#include <mpfr.h>\n"
                    "#include <boost/algorithm/string.hpp>\n#include <boost/bind/bind.hpp>\n"
                    "#include <boost/cast.hpp>\n#include <boost/current_function.hpp>\n"
                    "#include <boost/date_time/posix_time/posix_time.hpp>\n"
                    "#include <boost/date_time/posix_time/posix_time_io.hpp>\n"
                    "#include <boost/date_time/gregorian/gregorian_io.hpp>\n#include <filesystem>\n"
                    "#include <boost/format.hpp>\n#include <boost/function.hpp>\n#include <boost/intrusive_ptr.hpp>\n"
                    "#include <boost/iostreams/stream.hpp>\n#include <boost/iostreams/write.hpp>\n"
                    "#include <boost/iterator/iterator_facade.hpp>\n#include <boost/iterator/transform_iterator.hpp>\n"
                    "#include <boost/lexical_cast.hpp>\n#include <boost/operators.hpp>\n"
                    "#include <boost/optional.hpp>\n#include <boost/ptr_container/ptr_list.hpp>\n"
                    "#include <boost/property_tree/ptree.hpp>\n#include <boost/property_tree/xml_parser.hpp>\n"
                    "#include <boost/xpressive/xpressive_static.hpp>\n#if HAVE_BOOST_REGEX_UNICODE\n"
                    "#include <boost/regex/icu.hpp>\n#else\n#include <boost/regex.hpp>\n#endif\n"
                    "#include <boost/tuple/tuple.hpp>\n#include <boost/tuple/tuple_comparison.hpp>\n"
                    "#include <boost/version.hpp>\n#include <boost/ptr_container/ptr_deque.hpp>\n"
                    "#if HAVE_BOOST_PYTHON\n#include <boost/python.hpp>\n"
                    "#include <boost/python/detail/wrap_python.hpp>\n#include <boost/python/module_init.hpp>\n"
                    "#include <boost/python/suite/indexing/vector_indexing_suite.hpp>\n"
                    "#include <boost/iterator/indirect_iterator.hpp>\n#endif\n"),
                   ("ledger.hh",
                    "#pragma once\n#include <system.hh>\n#define Ledger_VERSION_MAJOR     3\n"
                    "#define Ledger_VERSION_MINOR     4\n#define Ledger_VERSION_PATCH     1\n"
                    '#define Ledger_VERSION_PRERELEASE ""\n#define Ledger_VERSION_DATE      "20251025"\n'
                    '#define Ledger_VERSION           "3.4.1"\n#define Ledger_BUILD_TYPE        "Release"\n'
                    "#define DEBUG_MODE 0\n#define NO_ASSERTS 0\n#if DEBUG_MODE\n#define DEBUG_ON    1\n"
                    "#define VERIFY_ON   1\n#define TRACING_ON  1\n#elif NO_ASSERTS\n#define DEBUG_ON    0\n"
                    "#define VERIFY_ON   0\n#define TRACING_ON  0\n#else\n#define DEBUG_ON    0\n"
                    "#define VERIFY_ON   0\n#define TRACING_ON  1\n#endif\n")),
        note=("Fresh (the twenty-ninth batch): configured before any score; first scored with batch 29, "
              "not tuned on.")),
    # Basis Universal: Binomial's supercompressed GPU texture codec (the basisu_encoder library: encoder/ with the
    # transcoder, transcoder/; and the basisu command-line tool: basisu_tool.cpp and basisu_text_image.cpp) as its CMake
    # file builds them on x86-64 Linux with its defaults: C++17 with extensions (CMAKE_CXX_STANDARD 17: -std=gnu++17),
    # the Release build type (its CMake file's default: NDEBUG), the library static, hidden visibility,
    # _LARGEFILE64_SOURCE and _FILE_OFFSET_BITS=64, SSE off (BASISU_SSE's default outside MSVC: BASISU_SUPPORT_SSE=0),
    # Zstandard on (BASISU_ZSTD: BASISD_SUPPORT_KTX2_ZSTD=1), the Android ASTC decoder on
    # (BASISU_DISABLE_ANDROID_ASTC_DECOMP=0), no astcenc (BASISU_SUPPORT_ASTCENC=0, the library's only, given to every
    # unit with the union) or OpenCL; no include path (the units include their headers by relative paths) and no
    # generated header.  The bundled third-party code built into the library (encoder/3rdparty/android_astc_decomp.cpp
    # and zstd/zstd.c, C) is parsed for its definitions only; encoder/3rdparty/'s headers (tinyexr, qoi, tinydds) are
    # not scored either.  Not in the scored targets, so left out: encoder/basisu_wasm_api.cpp and
    # basisu_wasm_transcoder_api.cpp (the WebAssembly C API, built here only into the example_capi example).  The
    # examples (example/, example_capi/, example_transcoding/: BASISU_EXAMPLES on, not scored), the Python module
    # (python/), contrib/, the WebGL and WebAssembly builds (webgl/, bin/), the shader-deblocking demos and zstd/'s
    # decoder-only zstddeclib.c are not scored.
    "basis-universal": Project(
        RepoSpec("basis-universal", "BinomialLLC+basis_universal", "9bebe16726b3a61c8c213eeee3b7cffb462ef34e",
                 ("encoder/basisu_", "encoder/cppspmd_", "encoder/jpgd", "encoder/pvpngreader", "transcoder/",
                  "basisu_tool", "basisu_text_image"), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-fvisibility=hidden", "-D_LARGEFILE64_SOURCE=1", "-D_FILE_OFFSET_BITS=64", "-DNDEBUG",
                "-DBASISD_SUPPORT_KTX2_ZSTD=1", "-DBASISU_DISABLE_ANDROID_ASTC_DECOMP=0", "-DBASISU_SUPPORT_ASTCENC=0",
                "-DBASISU_SUPPORT_SSE=0"),
        skip=("encoder/basisu_wasm_api.cpp", "encoder/basisu_wasm_transcoder_api.cpp"),
        definitions_from=("encoder/3rdparty/android_astc_decomp.cpp", "zstd/zstd.c"),
        # transcoder/basisu_transcoder.cpp is 1,683,389 bytes, over the indexer's default cap (1,000,000: `git smp
        # status` reports it, and its 1,855 sites counted as "no call site" at first sight, 0.854 recall); a user
        # sets `git config smp.index.maxFileBytes 2000000`, and so does this entry (added after the first score).
        max_file_bytes=2_000_000,
        note=("Fresh (the twenty-ninth batch): configured before any score; first scored with batch 29, "
              "not tuned on.")),
    # iperf3: ESnet's network throughput measurement tool (its libiperf library and the iperf3 program: src/) as its
    # autoconf configure and Makefile.am build them on x86-64 Linux with their defaults (make -n): no -std (gcc 12's
    # default: -std=gnu17; configure finds C11 with no option), configure's default CFLAGS (-g -O2), -pthread,
    # HAVE_CONFIG_H, OpenSSL found (HAVE_SSL, for its RSA authentication: Debian's libssl-dev) and SCTP found
    # (libsctp-dev, as SIPp's); the build folder's src/ and src/ on the include path.  The library is built shared and
    # static from the same flags.  src/iperf_config.h is configure's output and src/version.h its output of
    # src/version.h.in (written here without their comments and blank lines).  The bundled cJSON (src/cjson.c, in the
    # library's source list) is scored with it.  The unit-test programs (src/t_*.c: noinst_PROGRAMS, built by default,
    # not scored), the libiperf examples (examples/: built by default, not scored), contrib/, docs/ and config/ are not
    # scored.
    "iperf3": Project(
        RepoSpec("iperf3", "esnet+iperf", "c9b74229d0d9bfec6d2307b66b43c29a7665ad0b", ("src/",), False, ("c",)),
        "c", ("-std=gnu17", "-pthread", "-DHAVE_CONFIG_H", "-I{gen}/src", "-I{root}/src"),
        skip=tuple(f"src/t_{name}.c" for name in ("api", "auth", "timer", "units", "uuid")),
        generated=(("src/iperf_config.h",
                    "#define CAN_BIND_TO_DEVICE 1\n#define HAVE_CLOCK_GETTIME 1\n#define HAVE_CLOCK_NANOSLEEP 1\n"
                    "#define HAVE_CPU_AFFINITY 1\n#define HAVE_DAEMON 1\n#define HAVE_DLFCN_H 1\n"
                    "#define HAVE_DONT_FRAGMENT 1\n#define HAVE_ENDIAN_H 1\n#define HAVE_FLOWLABEL 1\n"
                    "#define HAVE_GETLINE 1\n#define HAVE_INTTYPES_H 1\n#define HAVE_IPPROTO_MPTCP 1\n"
                    "#define HAVE_IP_MTU_DISCOVER 1\n#define HAVE_LINUX_TCP_H 1\n#define HAVE_MSG_TRUNC 1\n"
                    "#define HAVE_NANOSLEEP 1\n#define HAVE_NETINET_SCTP_H 1\n#define HAVE_POLL_H 1\n"
                    "#define HAVE_PTHREAD 1\n#define HAVE_PTHREAD_PRIO_INHERIT 1\n#define HAVE_SCHED_SETAFFINITY 1\n"
                    "#define HAVE_SCTP_H 1\n#define HAVE_SENDFILE 1\n#define HAVE_SOCKET_SHUTDOWN_SHUT_WR 1\n"
                    "#define HAVE_SO_BINDTODEVICE 1\n#define HAVE_SO_MAX_PACING_RATE 1\n#define HAVE_SSL 1\n"
                    "#define HAVE_STDATOMIC_H 1\n#define HAVE_STDINT_H 1\n#define HAVE_STDIO_H 1\n"
                    "#define HAVE_STDLIB_H 1\n#define HAVE_STRINGS_H 1\n#define HAVE_STRING_H 1\n"
                    "#define HAVE_STRUCT_SCTP_ASSOC_VALUE 1\n#define HAVE_SYS_SOCKET_H 1\n#define HAVE_SYS_STAT_H 1\n"
                    "#define HAVE_SYS_TYPES_H 1\n#define HAVE_TCP_CONGESTION 1\n#define HAVE_TCP_INFO_SND_WND 1\n"
                    "#define HAVE_TCP_KEEPALIVE 1\n#define HAVE_TCP_USER_TIMEOUT 1\n#define HAVE_UDP_GRO 1\n"
                    '#define HAVE_UDP_SEGMENT 1\n#define HAVE_UNISTD_H 1\n#define LT_OBJDIR ".libs/"\n'
                    '#define PACKAGE "iperf"\n#define PACKAGE_BUGREPORT "https://github.com/esnet/iperf"\n'
                    '#define PACKAGE_NAME "iperf"\n#define PACKAGE_STRING "iperf 3.21+"\n'
                    '#define PACKAGE_TARNAME "iperf"\n#define PACKAGE_URL "https://software.es.net/iperf/"\n'
                    '#define PACKAGE_VERSION "3.21+"\n#define STDC_HEADERS 1\n#define VERSION "3.21+"\n'),
                   ("src/version.h", '#define IPERF_VERSION "3.21+"\n')),
        note=("Fresh (the twenty-ninth batch): configured before any score; first scored with batch 29, "
              "not tuned on.")),
    # tig: the text-mode interface for Git (the tig program: src/, include/tig/ and its compat/ folder) as its Makefile
    # builds it on x86-64 Linux with its defaults (make -n in a git checkout of the snapshot, without ./configure): no
    # -std (gcc 12's default: -std=gnu17), its default CFLAGS (-Wall -O2), contrib/config.make-Linux's ncursesw
    # (HAVE_NCURSESW_CURSES_H: Debian's libncurses-dev, as tmux's), TIG_VERSION from git describe (tig-2.6.1-6-g1b86f070
    # without its "tig-") and SYSCONFDIR from its default prefix, $(HOME) (/root here: "/root/etc"); the checkout and
    # include/ on the include path.  No header is generated; src/builtin-config.c (the built-in tigrc, which
    # tools/make-builtin-config.sh writes at build time) is no file of the snapshot.  Not built on Linux, so left out:
    # compat/mkstemps.c, setenv.c, strndup.c and wordexp.c (NO_MKSTEMPS, NO_SETENV, NO_STRNDUP and NO_WORDEXP unset),
    # and compat/utf8proc_data.c (utf8proc's tables, which compat/utf8proc.c #includes: no unit of its own).
    # compat/hashtab.c (libiberty's hash table) and compat/utf8proc.c (the bundled utf8proc), built into the program,
    # are scored with it.  The tools built with it (tools/doc-gen.c and test/tools/test-graph.c), the tests (test/),
    # doc/ and contrib/ are not scored.
    "tig": Project(
        RepoSpec("tig", "jonas+tig", "1b86f070a1f6d4c686a09b997fd4249d52a2a272", ("src/", "include/", "compat/"),
                 False, ("c",)),
        "c", ("-std=gnu17", "-I{root}", "-I{root}/include", "-DHAVE_NCURSESW_CURSES_H",
              '-DTIG_VERSION="2.6.1-6-g1b86f070"', '-DSYSCONFDIR="/root/etc"'),
        skip=("compat/mkstemps.c", "compat/setenv.c", "compat/strndup.c", "compat/utf8proc_data.c", "compat/wordexp.c"),
        note=("Fresh (the twenty-ninth batch): configured before any score; first scored with batch 29, "
              "not tuned on.")),
    # The thirtieth fresh batch (2026-12-06), configured before any score and checked on the clang side only (every kept
    # unit parses without errors); first scored with batch 30, not tuned on.  Each project's flags are the ones its own
    # build configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12; for htop, its autogen.sh, autoconf configure
    # and make; for Gearsystem, its Linux Makefile) gives with its defaults (in compile_commands.json; htop's and
    # Gearsystem's from make -n), and its generated headers are that configuration's output.  Where a project's targets
    # differ in defines or include paths, every unit gets the union of the scored targets' ones, as in earlier batches;
    # where a library is built both shared and static from the same sources, the shared one's flags are taken.  Where
    # g++ 12's default standard (gnu++17) is used without a flag it is written out, clang 14's default C++ standard
    # being gnu++14, and so is gcc 12's default C (gnu17) where no -std is given.  Flags that only change code
    # generation or warnings (-O, -g, -W..., -pedantic, -fPIC, -flto, -ffloat-store, -fno-omit-frame-pointer,
    # -momit-leaf-frame-pointer) are left out.  Where a C++ project builds C files into its product, they are parsed
    # for their definitions only (C++ units only are scored).  (Not taken: OpenXLSX, whose CMake configuration fetches
    # miniz over the network (there is no network here: configuring stops); the FDK AAC codec, whose snapshot was last
    # changed in 2025-03; ZenLib, under the batch's size (about 16,000 lines) and built as C++23; tkrzw and Capstone,
    # whose snapshots were last changed in 2024-10; aria2 and InspIRCd, fetched but not configured in the time the
    # batch had.)  It holds two C++ projects and two C ones.
    # Gearsystem: the Sega Master System, Game Gear and SG-1000 emulator's core (src/, with src/audio/, Blargg's
    # Sms_Snd_Emu as the project keeps it) as its Linux Makefile (platforms/linux/Makefile with
    # platforms/shared/makefiles/) builds the gearsystem program on x86-64 Linux with its defaults, as Gearboy's (batch
    # 27): -std=c++11, -fno-exceptions, the Release profile (DEBUG 0: NDEBUG; -O3 -flto=auto left out), EMULATOR_BUILD
    # from git describe (the snapshot is the 3.9.16 tag: "3.9.16"); src/, platforms/shared/desktop/ and the vendored
    # dependencies' folders (glad, imgui, json, mINI, miniz, stb) on the include path.  SDL3's pkg-config flags are none
    # here (Debian 12 has no SDL3; the core reads no SDL header).  No generated header.  Every .cpp file of src/ is
    # built.  src/audio/emu2413/emu2413.c (the bundled YM2413 emulator, C: -std=gnu99) is parsed for its definitions
    # only.  The desktop frontend (platforms/shared/desktop/: ImGui over SDL3), the vendored dependencies, the libretro
    # core (platforms/libretro/) and the other platforms' folders are not scored.
    "gearsystem": Project(
        RepoSpec("gearsystem", "drhelius+Gearsystem", "83d5bad6dab5de4da275aac4a7d125fe7f6489ec", ("src/",), False,
                 ("cpp",)),
        "cpp", ("-std=c++11", "-fno-exceptions", '-DEMULATOR_BUILD="3.9.16"', "-DNDEBUG", "-I{root}/src",
                "-I{root}/platforms/shared/desktop",
                *(f"-I{{root}}/platforms/shared/dependencies/{name}" for name in (
                    "glad", "imgui", "json", "mINI", "miniz", "stb"))),
        definitions_from=("src/audio/emu2413/emu2413.c",),
        note=("Fresh (the thirtieth batch): configured before any score; first scored with batch 30, "
              "not tuned on.")),
    # gperftools: Google's performance tools (TCMalloc, the heap profiler and heap checker stub, the CPU profiler, the
    # debug allocator and their base/ support: src/ with src/base/ and the public headers of src/gperftools/) as its
    # CMake file builds them on x86-64 Linux with its defaults: C++17 with extensions (CMAKE_CXX_STANDARD 17:
    # -std=gnu++17), no build type (NDEBUG from its own flags), shared (BUILD_SHARED_LIBS on), sized deallocation
    # (-fsized-deallocation), the tcmalloc, tcmalloc_debug and profiler libraries (their tcmalloc_EXPORTS,
    # tcmalloc_debug_EXPORTS and profiler_EXPORTS); the minimal variants (tcmalloc_minimal and tcmalloc_minimal_debug,
    # built from the same files with NO_TCMALLOC_SAMPLES) are not taken, the full libraries' flags being; the build
    # folder and src/ on the include path.  config.h is configure_file's output there (written here without its
    # comments and blank lines).  Not built on Linux or with these defaults, so left out: src/windows/'s units and
    # src/emergency_malloc.cc.  The tests (src/tests/: built, not scored), benchmark/, vendor/ (its googletest and
    # libbacktrace), docs/ and the other build systems' folders are not scored.
    "gperftools": Project(
        RepoSpec("gperftools", "gperftools+gperftools", "07c5e9226bda1720bdf783a11f5df0f515e3c9d3", ("src/",), False,
                 ("cpp",)),
        "cpp", ("-std=gnu++17", "-fsized-deallocation", "-DNDEBUG", "-Dtcmalloc_EXPORTS", "-Dtcmalloc_debug_EXPORTS",
                "-Dprofiler_EXPORTS", "-I{gen}", "-I{root}/src"),
        skip=("src/emergency_malloc.cc",
              *(f"src/windows/{name}.cc" for name in (
                  "get_mangled_names", "ia32_modrm_map", "ia32_opcode_map", "mini_disassembler", "override_functions",
                  "patch_functions", "port", "preamble_patcher", "preamble_patcher_test", "preamble_patcher_with_stub",
                  "system-alloc"))),
        generated=(("config.h",
                    "#ifndef GPERFTOOLS_CONFIG_H_\n#define GPERFTOOLS_CONFIG_H_\n#define HAVE_ASM_PTRACE_H\n"
                    "#define HAVE_DECL_BACKTRACE 0\n#define HAVE_DECL_MEMALIGN 1\n#define HAVE_DECL_NANOSLEEP 0\n"
                    "#define HAVE_DECL_POSIX_MEMALIGN 1\n#define HAVE_DECL_PVALLOC 1\n#define HAVE_DECL_SLEEP 0\n"
                    "#define HAVE_DECL_VALLOC 1\n#define HAVE_EXECINFO_H\n#define HAVE_FCNTL_H\n"
                    "#define HAVE_FEATURES_H\n#define HAVE_GETEUID\n#define HAVE_GLOB_H\n#define HAVE_LIBUNWIND_H 0\n"
                    "#define HAVE_LINUX_SIGEV_THREAD_ID 1\n#define HAVE_MALLOC_H\n#define HAVE_MMAP\n"
                    "#define HAVE_PROGRAM_INVOCATION_NAME\n#define HAVE_SBRK\n#define HAVE_SCHED_H\n"
                    "#define HAVE_SYS_CDEFS_H\n#define HAVE_SYS_SYSCALL_H 1\n#define HAVE_SYS_UCONTEXT_H 1\n"
                    "#define HAVE_UCONTEXT_H 1\n#define HAVE_UNISTD_H\n#define HAVE_UNWIND_BACKTRACE\n"
                    "#define HAVE_CXA_DEMANGLE 1\n#define HAVE___ATTRIBUTE__\n#define HAVE___ATTRIBUTE__ALIGNED_FN\n"
                    "#if defined(_WIN32)\n#ifndef PERFTOOLS_DLL_DECL\n# define PERFTOOLS_IS_A_DLL  1\n"
                    "# define PERFTOOLS_DLL_DECL  __declspec(dllexport)\n"
                    "# define PERFTOOLS_DLL_DECL_FOR_UNITTESTS  __declspec(dllimport)\n#endif\n#else\n"
                    "#ifndef PERFTOOLS_DLL_DECL\n# define PERFTOOLS_DLL_DECL\n"
                    "# define PERFTOOLS_DLL_DECL_FOR_UNITTESTS\n#endif\n#endif\n#ifndef __STDC_FORMAT_MACROS\n"
                    '# define __STDC_FORMAT_MACROS 1\n#endif\n#ifdef _WIN32\n#include "windows/port.h"\n#endif\n'
                    "#endif\n"),),
        note=("Fresh (the thirtieth batch): configured before any score; first scored with batch 30, "
              "not tuned on.")),
    # FAAD2: the AAC decoder library (libfaad/, with its codebook/ tables) and its faad command-line program
    # (frontend/) as its CMake file builds them on x86-64 Linux with its defaults: no -std (gcc 12's default:
    # -std=gnu17), no build type given (its CMake file's default, Release: NDEBUG), hidden visibility, APPLY_DRC, the
    # HAVE_* feature defines and PACKAGE_VERSION its checks give ("2.11.2"), the faad library (faad_EXPORTS) shared;
    # the build folder's include/ on the include path (its neaacdec.h is configure_file's copy of include/neaacdec.h,
    # the same text: include/ stands for it here; faad.h, its other output, is read by no unit).  The library is built
    # in four variants from the same files: faad (floating point, which the faad program links), faad_drm (DRM_SUPPORT),
    # faad_fixed and faad_drm_fixed (FIXED_POINT); the faad one's flags are taken.  frontend/unicode_support.c (in its
    # source list; Windows only, nearly empty here) is kept.  fuzz/, the docs and the other build systems' files are
    # not scored.
    "faad2": Project(
        RepoSpec("faad2", "knik0+faad2", "e87c7410155becdd05123d4bb532d7c7d56fca04",
                 ("libfaad/", "frontend/", "include/"), False, ("c",)),
        "c", ("-std=gnu17", "-fvisibility=hidden", "-DNDEBUG", "-DAPPLY_DRC", "-DHAVE_INTTYPES_H=1",
              "-DHAVE_LRINTF=1", "-DHAVE_MEMCPY=1", "-DHAVE_STRINGS_H=1", "-DHAVE_STRING_H=1", "-DHAVE_SYS_STAT_H=1",
              "-DHAVE_SYS_TYPES_H=1", '-DPACKAGE_VERSION="2.11.2"', "-Dfaad_EXPORTS", "-I{root}/include",
              "-I{root}/libfaad"),
        note=("Fresh (the thirtieth batch): configured before any score; first scored with batch 30, "
              "not tuned on.")),
    # htop: the interactive process viewer (its platform-independent files at the top of the checkout, with the Linux
    # platform's linux/, generic/'s shared helpers and zfs/'s ARC meters) as its autoconf configure and Makefile.am
    # build it on x86-64 Linux with their defaults (make -n, in a git checkout of the snapshot after autogen.sh):
    # -std=c99, _DEFAULT_SOURCE and _XOPEN_SOURCE=600, NDEBUG (debug off), HAVE_CONFIG_H, SYSCONFDIR from its default
    # prefix ("/usr/local/etc"), ncursesw found (Debian's libncurses-dev, as tig's), no libsensors, libnl, capabilities,
    # delay accounting or unwinding; the build folder, the checkout and linux/ on the include path.  config.h is
    # configure's output (written here without its comments and blank lines; its version from git describe).  Not
    # built with these defaults or on Linux, so left out: BacktraceScreen.c (unwinding off), generic/Demangle.c,
    # UnwindPtrace.c, fdstat_sysctl.c and openzfs_sysctl.c, and linux/LibNl.c (libnl off).  The other platforms'
    # folders (darwin/, dragonflybsd/, freebsd/, netbsd/, openbsd/, pcp/ with pcp-htop.c, solaris/, unsupported/),
    # docs/, iwyu/ and scripts/ are not scored.
    "htop": Project(
        RepoSpec("htop", "htop-dev+htop", "1a4504c0c6a74ecd7f2eb1c17c22750c55f555ff",
                 (*"ABCDEFGHILMNOPRSTUVX", "htop.c", "generic/", "linux/", "zfs/"), False, ("c",)),
        "c", ("-std=c99", "-DHAVE_CONFIG_H", "-DNDEBUG", "-D_DEFAULT_SOURCE", "-D_XOPEN_SOURCE=600",
              '-DSYSCONFDIR="/usr/local/etc"', "-I{gen}", "-I{root}", "-I{root}/linux"),
        skip=("BacktraceScreen.c", "generic/Demangle.c", "generic/UnwindPtrace.c", "generic/fdstat_sysctl.c",
              "generic/openzfs_sysctl.c", "linux/LibNl.c"),
        generated=(("config.h",
                    '#define BACKTRACE_RETURN_TYPE __typeof__(backtrace((void**)1, 0))\n#define CONFIGDIR "/.config"\n'
                    '#define COPYRIGHT "(C) 2004-2019 Hisham Muhammad. (C) 2020-2026 htop dev team."\n'
                    "#define HAVE_AFFINITY 1\n#define HAVE_ATTR_ACCESS 1\n#define HAVE_ATTR_ALLOC_SIZE 1\n"
                    "#define HAVE_ATTR_NONNULL 1\n#define HAVE_ATTR_RETNONNULL 1\n#define HAVE_BUILTIN_CTZ 1\n"
                    "#define HAVE_DIRENT_H 1\n#define HAVE_DLADDR 1\n#define HAVE_EXECINFO_H 1\n"
                    "#define HAVE_FACCESSAT 1\n#define HAVE_FSTATAT 1\n#define HAVE_GETMOUSE 1\n"
                    "#define HAVE_INTTYPES_H 1\n#define HAVE_LIBNCURSESW 1\n#define HAVE_MBSTATE_T 1\n"
                    "#define HAVE_MEMFD_CREATE 1\n#define HAVE_NCURSESW_CURSES_H 1\n#define HAVE_NCURSESW_TERM_H 1\n"
                    "#define HAVE_OPENAT 1\n#define HAVE_READLINKAT 1\n#define HAVE_SCHED_GETSCHEDULER 1\n"
                    "#define HAVE_SCHED_SETSCHEDULER 1\n#define HAVE_SET_ESCDELAY 1\n#define HAVE_STDINT_H 1\n"
                    "#define HAVE_STDIO_H 1\n#define HAVE_STDLIB_H 1\n#define HAVE_STRCHRNUL 1\n"
                    "#define HAVE_STRINGS_H 1\n#define HAVE_STRING_H 1\n#define HAVE_STRNLEN 1\n"
                    "#define HAVE_SYS_PARAM_H 1\n#define HAVE_SYS_STAT_H 1\n#define HAVE_SYS_TIME_H 1\n"
                    "#define HAVE_SYS_TYPES_H 1\n#define HAVE_SYS_UTSNAME_H 1\n#define HAVE_UNISTD_H 1\n"
                    "#define HAVE_WCHAR_H 1\n#define HTOP_LINUX\n#define MAJOR_IN_SYSMACROS 1\n"
                    '#define NCURSES_ENABLE_STDBOOL_H 1\n#define PACKAGE "htop"\n'
                    '#define PACKAGE_BUGREPORT "htop@groups.io"\n#define PACKAGE_NAME "htop"\n'
                    '#define PACKAGE_STRING "htop 3.6.0-dev-3.5.3-5-g1a4504c"\n#define PACKAGE_TARNAME "htop"\n'
                    '#define PACKAGE_URL "https://htop.dev/"\n#define PACKAGE_VERSION "3.6.0-dev-3.5.3-5-g1a4504c"\n'
                    '#define PROCDIR "/proc"\n#define STDC_HEADERS 1\n#ifndef _ALL_SOURCE\n# define _ALL_SOURCE 1\n'
                    "#endif\n#ifndef _DARWIN_C_SOURCE\n# define _DARWIN_C_SOURCE 1\n#endif\n#ifndef __EXTENSIONS__\n"
                    "# define __EXTENSIONS__ 1\n#endif\n#ifndef _GNU_SOURCE\n# define _GNU_SOURCE 1\n#endif\n"
                    "#ifndef _HPUX_ALT_XOPEN_SOCKET_API\n# define _HPUX_ALT_XOPEN_SOCKET_API 1\n#endif\n"
                    "#ifndef _MINIX\n#endif\n#ifndef _NETBSD_SOURCE\n# define _NETBSD_SOURCE 1\n#endif\n"
                    "#ifndef _OPENBSD_SOURCE\n# define _OPENBSD_SOURCE 1\n#endif\n#ifndef _POSIX_SOURCE\n#endif\n"
                    "#ifndef _POSIX_1_SOURCE\n#endif\n#ifndef _POSIX_PTHREAD_SEMANTICS\n"
                    "# define _POSIX_PTHREAD_SEMANTICS 1\n#endif\n#ifndef __STDC_WANT_IEC_60559_ATTRIBS_EXT__\n"
                    "# define __STDC_WANT_IEC_60559_ATTRIBS_EXT__ 1\n#endif\n#ifndef __STDC_WANT_IEC_60559_BFP_EXT__\n"
                    "# define __STDC_WANT_IEC_60559_BFP_EXT__ 1\n#endif\n#ifndef __STDC_WANT_IEC_60559_DFP_EXT__\n"
                    "# define __STDC_WANT_IEC_60559_DFP_EXT__ 1\n#endif\n#ifndef __STDC_WANT_IEC_60559_FUNCS_EXT__\n"
                    "# define __STDC_WANT_IEC_60559_FUNCS_EXT__ 1\n#endif\n#ifndef __STDC_WANT_IEC_60559_TYPES_EXT__\n"
                    "# define __STDC_WANT_IEC_60559_TYPES_EXT__ 1\n#endif\n#ifndef __STDC_WANT_LIB_EXT2__\n"
                    "# define __STDC_WANT_LIB_EXT2__ 1\n#endif\n#ifndef __STDC_WANT_MATH_SPEC_FUNCS__\n"
                    "# define __STDC_WANT_MATH_SPEC_FUNCS__ 1\n#endif\n#ifndef _TANDEM_SOURCE\n"
                    "# define _TANDEM_SOURCE 1\n#endif\n#ifndef _XOPEN_SOURCE\n#endif\n"
                    '#define VERSION "3.6.0-dev-3.5.3-5-g1a4504c"\n#ifndef _XOPEN_SOURCE_EXTENDED\n'
                    "#define _XOPEN_SOURCE_EXTENDED 1\n#endif\n"),),
        note=("Fresh (the thirtieth batch): configured before any score; first scored with batch 30, "
              "not tuned on.")),
    # The thirty-first fresh batch (2026-12-06), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 31, not tuned on.  Each project's flags are the ones its
    # own build configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12; for aria2, autoreconf -i, its autoconf
    # configure and make) gives with its defaults (in compile_commands.json; aria2's from make -n), and its generated
    # headers are that configuration's output.  Where a project's targets differ in defines or include paths, every unit
    # gets the union of the scored targets' ones, as in earlier batches.  Where g++ 12's default standard (gnu++17) is
    # used without a flag it is written out, clang 14's default C++ standard being gnu++14.  Flags that only change code
    # generation or warnings (-O, -g, -W..., -pedantic, -pipe, -fPIC) are left out.  Where a C++ project builds C files
    # into its product, they are parsed for their definitions only (C++ units only are scored).  aria2 is one of the two
    # the thirtieth batch fetched and did not configure.  (Not taken: InspIRCd, the other, configured (its Perl
    # configure and make) but not checked on the clang side in the time the batch had: its 313 units parse slowly here;
    # and its modules each get their own MODNAME define, which one set of flags per project cannot give.)  It holds
    # three C++ projects.
    # i2pd: PurpleI2P's I2P router in C++ (the router library, libi2pd/; its client tunnels, SAM, BOB, I2CP and
    # proxies, libi2pd_client/; its web console's translations, i18n/; and the i2pd daemon, daemon/) as its CMake file
    # (build/CMakeLists.txt) builds them on x86-64 Linux with its defaults: C++17 (-std=c++17: Boost 1.74 is under the
    # 1.83 its C++20 needs), no build type, the libraries static (WITH_LIBRARY on, WITH_STATIC off), Boost's
    # filesystem and program_options libraries shared (BOOST_*_DYN_LINK: Debian's libboost-filesystem-dev and
    # libboost-program-options-dev, installed for it; BOOST_ALL_NO_LIB, the daemon's only, given to every unit with the
    # union), OpenSSL 3 (OPENSSL_SUPPRESS_DEPRECATED) and zlib found, _GLIBCXX_USE_NANOSLEEP, UPnP off (WITH_UPNP:
    # daemon/UPnP.cpp is in its source list and kept), no git version; libi2pd/, libi2pd_client/, i18n/ and daemon/ on
    # the include path.  No generated header.  Not built on Linux, so left out: daemon/HaikuDaemon.cpp.  The C wrapper
    # (libi2pd_wrapper/: in no target of that CMake file), the tests (tests/: BUILD_TESTING off), Win32/, contrib/,
    # debian/ and docs/ are not scored.
    "i2pd": Project(
        RepoSpec("i2pd", "PurpleI2P+i2pd", "59b50e7c57d0d90b5d2d651198d239ba6ce93f39",
                 ("libi2pd/", "libi2pd_client/", "i18n/", "daemon/"), False, ("cpp",)),
        "cpp", ("-std=c++17", "-DBOOST_ALL_NO_LIB", "-DBOOST_ATOMIC_DYN_LINK", "-DBOOST_FILESYSTEM_DYN_LINK",
                "-DBOOST_PROGRAM_OPTIONS_DYN_LINK", "-DOPENSSL_SUPPRESS_DEPRECATED", "-D_GLIBCXX_USE_NANOSLEEP=1",
                "-I{root}/libi2pd", "-I{root}/libi2pd_client", "-I{root}/i18n", "-I{root}/daemon"),
        skip=("daemon/HaikuDaemon.cpp",),
        note=("Fresh (the thirty-first batch): configured before any score; first scored with batch 31, "
              "not tuned on.")),
    # aria2: the multi-protocol download utility (HTTP(S), FTP, SFTP, BitTorrent and Metalink, with its JSON-RPC and
    # XML-RPC interfaces: src/, with the public header of src/includes/aria2/) as its autoconf configure and Makefile.am
    # build the aria2c program on x86-64 Linux with their defaults (make -n in src/, after autoreconf -i on the
    # snapshot: Debian's autopoint, installed for it): no -std (configure's C++11 check needs no option: g++ 12's
    # default, -std=gnu++17), configure's default CXXFLAGS (-g -O2) with -pipe, HAVE_CONFIG_H, LOCALEDIR from its
    # default prefix ("/usr/local/share/locale"), GnuTLS for TLS (preferred over OpenSSL when found: Debian's
    # libgnutls28-dev, already installed; pkg-config's -I/usr/include/p11-kit-1), Nettle and GMP for message digests,
    # ARC4 and Diffie-Hellman, libxml2 for Metalink and XML-RPC (-I/usr/include/libxml2), SQLite 3, zlib, epoll,
    # BitTorrent, Metalink, XML-RPC and WebSocket on, no libuv, c-ares, libssh2, Expat or libaria2 (the library is off
    # by default); src/, the build folder, the checkout, lib/ (gettext.h), src/includes/ and the bundled wslay's
    # deps/wslay/lib/includes/ on the include path.  config.h is configure's output and
    # deps/wslay/lib/includes/wslay/wslayver.h its output of wslayver.h.in (both written here without their comments and
    # blank lines).  Not built with these defaults or on Linux, so left out: the other TLS and crypto back ends
    # (src/AppleMessageDigestImpl.cc, AppleTLSContext.cc, AppleTLSSession.cc, the Libgcrypt*, Libssl* and Internal*
    # units, WinTLSContext.cc and WinTLSSession.cc), the other event polls (KqueueEventPoll.cc, LibuvEventPoll.cc,
    # PortEventPoll.cc), c-ares's resolver (AsyncNameResolver.cc, AsyncNameResolverMan.cc), libssh2's SFTP
    # (SSHSession.cc and the Sftp* commands), ExpatXmlParser.cc, the libaria2 API (aria2api.cc,
    # ApiCallbackDownloadEventListener.cc, KeepRunningCommand.cc), crypto_hash.cc (the internal digests'),
    # WinConsoleFile.cc and daemon.cc (HAVE_DAEMON).  src/'s C replacement functions (alloca.c, asctime_r.c,
    # getaddrinfo.c, ...) are not built on Linux and are no C++ units.  src/uri_split.c (C, built into the program) and
    # the bundled wslay (deps/wslay/lib/, C, built into the program) are parsed for their definitions only.  The tests
    # (test/), examples/, doc/, po/, the Android, MinGW and macOS build folders and deps/'s other files are not scored.
    "aria2": Project(
        RepoSpec("aria2", "aria2+aria2", "b4fd7cb1ca03e38ad9d7ab9308b8200cb1d41c25", ("src/",), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DHAVE_CONFIG_H", '-DLOCALEDIR="/usr/local/share/locale"', "-I{root}/src", "-I{gen}",
                "-I{root}", "-I{root}/lib", "-I{root}/src/includes", "-I/usr/include/libxml2",
                "-I/usr/include/p11-kit-1", "-I{gen}/deps/wslay/lib/includes", "-I{root}/deps/wslay/lib/includes"),
        skip=tuple(f"src/{name}.cc" for name in (
            "ApiCallbackDownloadEventListener", "AppleMessageDigestImpl", "AppleTLSContext", "AppleTLSSession",
            "AsyncNameResolver", "AsyncNameResolverMan", "ExpatXmlParser", "InternalARC4Encryptor",
            "InternalDHKeyExchange", "InternalMessageDigestImpl", "KeepRunningCommand", "KqueueEventPoll",
            "LibgcryptARC4Encryptor", "LibgcryptDHKeyExchange", "LibgcryptMessageDigestImpl", "LibsslARC4Encryptor",
            "LibsslDHKeyExchange", "LibsslMessageDigestImpl", "LibsslTLSContext", "LibsslTLSSession", "LibuvEventPoll",
            "PortEventPoll", "SSHSession", "SftpDownloadCommand", "SftpFinishDownloadCommand", "SftpNegotiationCommand",
            "WinConsoleFile", "WinTLSContext", "WinTLSSession", "aria2api", "crypto_hash", "daemon")),
        definitions_from=("deps/wslay/lib/", "src/uri_split.c"),
        generated=(("config.h",
                    '#define BUILD "x86_64-pc-linux-gnu"\n#define CXX11_OVERRIDE override\n'
                    "#define ENABLE_BITTORRENT 1\n#define ENABLE_METALINK 1\n#define ENABLE_NLS 1\n"
                    "#define ENABLE_SSL 1\n#define ENABLE_WEBSOCKET 1\n#define ENABLE_XML_RPC 1\n"
                    "#define HAVE_A2_STRUCT_TIMESPEC 1\n#define HAVE_ALARM 1\n#define HAVE_ALLOCA 1\n"
                    "#define HAVE_ALLOCA_H 1\n#define HAVE_ARGZ_H 1\n#define HAVE_ARPA_INET_H 1\n"
                    "#define HAVE_ASCTIME_R 1\n#define HAVE_ATEXIT 1\n#define HAVE_BASENAME 1\n#define HAVE_CXX11 1\n"
                    "#define HAVE_DAEMON 1\n#define HAVE_DCGETTEXT 1\n#define HAVE_DLFCN_H 1\n#define HAVE_EPOLL 1\n"
                    "#define HAVE_EPOLL_CREATE 1\n#define HAVE_FALLOCATE 1\n#define HAVE_FCNTL_H 1\n"
                    "#define HAVE_FLOAT_H 1\n#define HAVE_FORK 1\n#define HAVE_FTRUNCATE 1\n"
                    "#define HAVE_GAI_STRERROR 1\n#define HAVE_GETADDRINFO 1\n#define HAVE_GETCWD 1\n"
                    "#define HAVE_GETENTROPY 1\n#define HAVE_GETHOSTBYADDR 1\n#define HAVE_GETHOSTBYNAME 1\n"
                    "#define HAVE_GETIFADDRS 1\n#define HAVE_GETPAGESIZE 1\n#define HAVE_GETTEXT 1\n"
                    "#define HAVE_GETTIMEOFDAY 1\n#define HAVE_GMP_SEC 1\n"
                    "#define HAVE_GNUTLS_CERTIFICATE_SET_X509_SYSTEM_TRUST 1\n#define HAVE_GZBUFFER 1\n"
                    "#define HAVE_GZSETPARAMS 1\n#define HAVE_IFADDRS_H 1\n#define HAVE_INTTYPES_H 1\n"
                    "#define HAVE_LANGINFO_H 1\n#define HAVE_LIBGMP 1\n#define HAVE_LIBGNUTLS 1\n"
                    "#define HAVE_LIBINTL_H 1\n#define HAVE_LIBNETTLE 1\n#define HAVE_LIBXML2 1\n"
                    "#define HAVE_LIMITS_H 1\n#define HAVE_LOCALE_H 1\n#define HAVE_LOCALTIME_R 1\n"
                    "#define HAVE_MALLOC_H 1\n#define HAVE_MEMCHR 1\n#define HAVE_MEMMOVE 1\n#define HAVE_MEMPCPY 1\n"
                    "#define HAVE_MEMSET 1\n#define HAVE_MKDIR 1\n#define HAVE_MMAP 1\n#define HAVE_MUNMAP 1\n"
                    "#define HAVE_NETDB_H 1\n#define HAVE_NETINET_IN_H 1\n#define HAVE_NETINET_TCP_H 1\n"
                    "#define HAVE_NL_LANGINFO 1\n#define HAVE_OPTION_CONST_NAME 1\n#define HAVE_POLL 1\n"
                    "#define HAVE_POLL_H 1\n#define HAVE_POSIX_FADVISE 1\n#define HAVE_POSIX_FALLOCATE 1\n"
                    "#define HAVE_POSIX_MEMALIGN 1\n#define HAVE_POW 1\n#define HAVE_PTRDIFF_T 1\n"
                    "#define HAVE_PUTENV 1\n#define HAVE_PWD_H 1\n#define HAVE_RMDIR 1\n#define HAVE_SELECT 1\n"
                    "#define HAVE_SETLOCALE 1\n#define HAVE_SIGACTION 1\n#define HAVE_SIGNAL_H 1\n"
                    "#define HAVE_SLEEP 1\n#define HAVE_SOCKET 1\n#define HAVE_SOME_FALLOCATE 1\n"
                    "#define HAVE_SQLITE3 1\n#define HAVE_SQLITE3_OPEN_V2 1\n#define HAVE_STDBOOL_H 1\n"
                    "#define HAVE_STDDEF_H 1\n#define HAVE_STDINT_H 1\n#define HAVE_STDIO_EXT_H 1\n"
                    "#define HAVE_STDIO_H 1\n#define HAVE_STDLIB_H 1\n#define HAVE_STPCPY 1\n"
                    "#define HAVE_STRCASECMP 1\n#define HAVE_STRCHR 1\n#define HAVE_STRCSPN 1\n#define HAVE_STRDUP 1\n"
                    "#define HAVE_STRERROR 1\n#define HAVE_STRFTIME 1\n#define HAVE_STRINGS_H 1\n"
                    "#define HAVE_STRING_H 1\n#define HAVE_STRNCASECMP 1\n#define HAVE_STRPTIME 1\n"
                    "#define HAVE_STRSTR 1\n#define HAVE_STRTOL 1\n#define HAVE_STRTOUL 1\n#define HAVE_STRTOULL 1\n"
                    "#define HAVE_SYS_IOCTL_H 1\n#define HAVE_SYS_PARAM_H 1\n#define HAVE_SYS_RESOURCE_H 1\n"
                    "#define HAVE_SYS_SELECT_H 1\n#define HAVE_SYS_SIGNAL_H 1\n#define HAVE_SYS_SOCKET_H 1\n"
                    "#define HAVE_SYS_STAT_H 1\n#define HAVE_SYS_TIME_H 1\n#define HAVE_SYS_TYPES_H 1\n"
                    "#define HAVE_SYS_UIO_H 1\n#define HAVE_SYS_UTSNAME_H 1\n#define HAVE_TERMIOS_H 1\n"
                    "#define HAVE_TIMEGM 1\n#define HAVE_TZSET 1\n#define HAVE_UNISTD_H 1\n#define HAVE_UNSETENV 1\n"
                    "#define HAVE_USLEEP 1\n#define HAVE_UTIME 1\n#define HAVE_UTIMES 1\n#define HAVE_UTIME_H 1\n"
                    "#define HAVE_VFORK 1\n#define HAVE_VPRINTF 1\n#define HAVE_WCHAR_H 1\n"
                    "#define HAVE_WORKING_FORK 1\n#define HAVE_WORKING_VFORK 1\n#define HAVE_ZLIB 1\n"
                    "#define HAVE___ARGZ_COUNT 1\n#define HAVE___ARGZ_NEXT 1\n#define HAVE___ARGZ_STRINGIFY 1\n"
                    '#define HAVE___GMPZ_POWM_SEC 1\n#define HOST "x86_64-pc-linux-gnu"\n'
                    '#define LSTAT_FOLLOWS_SLASHED_SYMLINK 1\n#define LT_OBJDIR ".libs/"\n#define PACKAGE "aria2"\n'
                    '#define PACKAGE_BUGREPORT "https://github.com/aria2/aria2/issues"\n#define PACKAGE_NAME "aria2"\n'
                    '#define PACKAGE_STRING "aria2 1.37.0"\n#define PACKAGE_TARNAME "aria2"\n'
                    '#define PACKAGE_URL "https://aria2.github.io/"\n#define PACKAGE_VERSION "1.37.0"\n'
                    "#define SELECT_TYPE_ARG1 int\n#define SELECT_TYPE_ARG234 (fd_set *)\n"
                    "#define SELECT_TYPE_ARG5 (struct timeval *)\n#define STDC_HEADERS 1\n"
                    '#define TARGET "x86_64-pc-linux-gnu"\n#define USE_LIBNETTLE_MD 1\n#ifndef _ALL_SOURCE\n'
                    "# define _ALL_SOURCE 1\n#endif\n#ifndef _DARWIN_C_SOURCE\n# define _DARWIN_C_SOURCE 1\n#endif\n"
                    "#ifndef __EXTENSIONS__\n# define __EXTENSIONS__ 1\n#endif\n#ifndef _GNU_SOURCE\n"
                    "# define _GNU_SOURCE 1\n#endif\n#ifndef _HPUX_ALT_XOPEN_SOCKET_API\n"
                    "# define _HPUX_ALT_XOPEN_SOCKET_API 1\n#endif\n#ifndef _MINIX\n#endif\n#ifndef _NETBSD_SOURCE\n"
                    "# define _NETBSD_SOURCE 1\n#endif\n#ifndef _OPENBSD_SOURCE\n# define _OPENBSD_SOURCE 1\n#endif\n"
                    "#ifndef _POSIX_SOURCE\n#endif\n#ifndef _POSIX_1_SOURCE\n#endif\n#ifndef _POSIX_PTHREAD_SEMANTICS\n"
                    "# define _POSIX_PTHREAD_SEMANTICS 1\n#endif\n#ifndef __STDC_WANT_IEC_60559_ATTRIBS_EXT__\n"
                    "# define __STDC_WANT_IEC_60559_ATTRIBS_EXT__ 1\n#endif\n#ifndef __STDC_WANT_IEC_60559_BFP_EXT__\n"
                    "# define __STDC_WANT_IEC_60559_BFP_EXT__ 1\n#endif\n#ifndef __STDC_WANT_IEC_60559_DFP_EXT__\n"
                    "# define __STDC_WANT_IEC_60559_DFP_EXT__ 1\n#endif\n#ifndef __STDC_WANT_IEC_60559_FUNCS_EXT__\n"
                    "# define __STDC_WANT_IEC_60559_FUNCS_EXT__ 1\n#endif\n#ifndef __STDC_WANT_IEC_60559_TYPES_EXT__\n"
                    "# define __STDC_WANT_IEC_60559_TYPES_EXT__ 1\n#endif\n#ifndef __STDC_WANT_LIB_EXT2__\n"
                    "# define __STDC_WANT_LIB_EXT2__ 1\n#endif\n#ifndef __STDC_WANT_MATH_SPEC_FUNCS__\n"
                    "# define __STDC_WANT_MATH_SPEC_FUNCS__ 1\n#endif\n#ifndef _TANDEM_SOURCE\n"
                    '# define _TANDEM_SOURCE 1\n#endif\n#ifndef _XOPEN_SOURCE\n#endif\n#define VERSION "1.37.0"\n'
                    "#if defined AC_APPLE_UNIVERSAL_BUILD\n# if defined __BIG_ENDIAN__\n#  define WORDS_BIGENDIAN 1\n"
                    "# endif\n#else\n# ifndef WORDS_BIGENDIAN\n# endif\n#endif\n#ifndef __cplusplus\n#endif\n"),
                   ("deps/wslay/lib/includes/wslay/wslayver.h",
                    '#ifndef WSLAYVER_H\n#define WSLAYVER_H\n#define WSLAY_VERSION "1.1.1"\n#endif\n')),
        note=("Fresh (the thirty-first batch): configured before any score; first scored with batch 31, "
              "not tuned on.")),
    # osm2pgsql: the OpenStreetMap data importer into PostgreSQL/PostGIS (its osm2pgsql_lib library, with the flex
    # output's Lua bindings, the middles, the expire-tiles code and the PostgreSQL connection code, and the osm2pgsql
    # and osm2pgsql-expire programs: src/) as its CMake files build them on x86-64 Linux with their defaults: no -std
    # (the cxx_std_17 feature is met by g++ 12's default: -std=gnu++17), the RelWithDebInfo build type (its CMake file's
    # default: NDEBUG), _FILE_OFFSET_BITS=64 and _LARGEFILE_SOURCE, DEFAULT_STYLE from its default prefix
    # ("/usr/local/share/osm2pgsql/default.style"), Lua 5.4 (not LuaJIT: Debian's liblua5.4-dev, installed for it),
    # libpq (libpq-dev, already installed), zlib, bzip2 and Expat found, nlohmann/json from the system (Debian's
    # nlohmann-json3-dev, installed for it), PROJ not found (no generic projections: HAVE_GENERIC_PROJ unset); src/ on
    # the include path (the build folder's, also given, holds no header), and the bundled libosmium, protozero, fmt and
    # CLI11 (contrib/) with Lua's and PostgreSQL's folders as system ones.  No generated header; lua-init.cpp and
    # version.cpp (configure_file's output of src/lua-init.cpp.in, with the flex output's init.lua in it, and of
    # src/version.cpp.in) are units of the build folder, no files of the snapshot.  Not built with these defaults, so
    # left out: src/reprojection-generic-proj6.cpp (PROJ not found) and the generalizer, src/gen/ (osm2pgsql-gen: OpenCV
    # and Potrace not found).  The tests (tests/: BUILD_TESTS off), contrib/, flex-config/, scripts/ and man/ are not
    # scored.
    "osm2pgsql": Project(
        RepoSpec("osm2pgsql", "osm2pgsql-dev+osm2pgsql", "c91dac7680b222e15dd34f850b05e22d6473caaa", ("src/",),
                 False, ("cpp",)),
        "cpp", ("-std=gnu++17", '-DDEFAULT_STYLE="/usr/local/share/osm2pgsql/default.style"', "-D_FILE_OFFSET_BITS=64",
                "-D_LARGEFILE_SOURCE", "-DNDEBUG", "-I{root}/src",
                *(arg for name in ("libosmium", "protozero", "fmt", "CLI11")
                  for arg in ("-isystem", f"{{root}}/contrib/{name}/include")),
                "-isystem", "/usr/include/lua5.4", "-isystem", "/usr/include/postgresql"),
        skip=("src/reprojection-generic-proj6.cpp",
              *(f"src/gen/{name}.cpp" for name in (
                  "canvas", "gen-base", "gen-create", "gen-discrete-isolation", "gen-rivers", "gen-tile-builtup",
                  "gen-tile-raster", "gen-tile-sql", "gen-tile-vector", "gen-tile", "osm2pgsql-gen", "raster",
                  "tracer"))),
        note=("Fresh (the thirty-first batch): configured before any score; first scored with batch 31, "
              "not tuned on.")),
    # The thirty-second fresh batch (2026-12-06), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 32, not tuned on.  Each project's flags are the ones its
    # own build configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12; for fio, its own configure script and
    # Makefile) gives with its defaults (in compile_commands.json; fio's from make -n), and its generated headers are
    # that configuration's output.  Where a project's targets differ in defines or include paths, every unit gets the
    # union of the scored targets' ones, as in earlier batches.  Where g++ 12's default standard (gnu++17) is used
    # without a flag it is written out, clang 14's default C++ standard being gnu++14.  Flags that only change code
    # generation or warnings (-O, -g, -W..., -fPIC, -fPIE, -ffast-math, -march=native) are left out.  Where a C++
    # project builds C files into its product, they are parsed for their definitions only (C++ units only are scored).
    # No package was installed for the batch: every dependency it found was already installed.  (Not taken:
    # smartmontools, whose build stops outside a git checkout (src/getversion.sh needs git log for
    # include/smartmon/version.sh) and generates lib/drivedb.h from its 297 KB drive database, too long to write here;
    # HTSlib, whose CRAM codecs are built from the htscodecs git submodule, absent from the snapshot.)  It holds three
    # C++ projects and one C one.
    # SRT: Haivision's Secure Reliable Transport library (srtcore/, with haicrypt/, its encryption layer over OpenSSL's
    # EVP API) and its programs (srt-live-transmit, srt-file-transmit and srt-tunnel, with their support units: apps/)
    # as its CMake file builds them on x86-64 Linux with its defaults: no C++ standard given (its "default C++
    # standard": g++ 12's -std=gnu++17), the Release build type (its CMake file's default: NDEBUG), the library shared
    # and static from one object library (srt_virtual, built with the shared one's SRT_DYNAMIC and SRT_EXPORTS), the
    # OpenSSL 3 EVP crypto back end (USE_OPENSSL_EVP, CRYSPR2: Debian's libssl-dev, already installed), logging on
    # (ENABLE_LOGGING), bonding off (ENABLE_BONDING), the pthread timing (ENABLE_STDCXX_SYNC off: no
    # ENABLE_STDCXX_SYNC), the feature defines its checks give (HAVE_INET_PTON, HAVE_PTHREAD_*, ...), SRT_VERSION
    # "1.5.5"; common/, srtcore/, haicrypt/ and the build folder on the include path (apps/ too, which only the three
    # programs' units get: every unit gets it here).  version.h is configure_file's output of srtcore/version.h.in
    # (written here without its comments and blank lines).  Not built with these defaults, so left out:
    # srtcore/group.cpp, group_backup.cpp and group_common.cpp (bonding off) and srtcore/sync_cxx11.cpp (the C++11
    # timing).  haicrypt's C units built into the library (cryspr.c, cryspr-openssl-evp.c and the hcrypt*.c files but
    # hcrypt_ut.c, -std=gnu99) and srtcore/srt_compat.c are parsed for their definitions only; its other crypto back
    # ends (cryspr-botan.c, cryspr-gnutls.c, cryspr-mbedtls.c, cryspr-openssl.c) are not built.  The tests (test/:
    # ENABLE_UNITTESTS off), testing/ (ENABLE_TESTING off), examples/, common/ (Windows only: win_time.cpp), scripts/
    # and docs/ are not scored.
    "srt": Project(
        RepoSpec("srt", "Haivision+srt", "c39196c9a568ae4e3289dd65cf54ba4154deb4a1", ("srtcore/", "haicrypt/", "apps/"),
                 False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DCRYSPR2", "-DENABLE_LOGGING=1", "-DENABLE_MONOTONIC_CLOCK=1",
                "-DENABLE_SOCK_CLOEXEC=1", "-DHAI_ENABLE_SRT=1", "-DHAI_PATCH=1", "-DHAVE_CXX_STD_PUT_TIME=1",
                "-DHAVE_INET_PTON=1", "-DHAVE_PTHREAD_ATFORK=1", "-DHAVE_PTHREAD_CONDATTR_SETCLOCK=1",
                "-DHAVE_PTHREAD_GETNAME_NP=1", "-DHAVE_PTHREAD_SETNAME_NP=1", "-DLINUX=1", "-DNDEBUG", "-DSRT_DYNAMIC",
                "-DSRT_ENABLE_APP_READER", "-DSRT_ENABLE_BINDTODEVICE", "-DSRT_ENABLE_CLOSE_SYNCH",
                "-DSRT_ENABLE_ENCRYPTION", "-DSRT_EXPORTS", "-DSRT_LOG_SLOWDOWN_FREQ_MS=1000", '-DSRT_VERSION="1.5.5"',
                "-DUSE_OPENSSL_EVP=1", "-D_GNU_SOURCE", "-I{root}/common", "-I{root}/srtcore", "-I{root}/haicrypt",
                "-I{gen}", "-I{root}/apps"),
        skip=("srtcore/group.cpp", "srtcore/group_backup.cpp", "srtcore/group_common.cpp", "srtcore/sync_cxx11.cpp"),
        definitions_from=(*(f"haicrypt/{name}.c" for name in (
            "cryspr", "cryspr-openssl-evp", "hcrypt", "hcrypt_ctx_rx", "hcrypt_ctx_tx", "hcrypt_rx", "hcrypt_sa",
            "hcrypt_tx", "hcrypt_xpt_srt")), "srtcore/srt_compat.c"),
        generated=(("version.h",
                    "#ifndef INC_SRT_VERSION_H\n#define INC_SRT_VERSION_H\n"
                    "#define SRT_MAKE_VERSION(major, minor, patch) \\\n"
                    "   ((patch) + ((minor)*0x100) + ((major)*0x10000))\n"
                    "#define SRT_MAKE_VERSION_VALUE SRT_MAKE_VERSION\n#define SRT_VERSION_MAJOR 1\n"
                    "#define SRT_VERSION_MINOR 5\n#define SRT_VERSION_PATCH 5\n"
                    '#define SRT_VERSION_STRING "1.5.5"\n#define SRT_VERSION_VALUE \\\n'
                    "   SRT_MAKE_VERSION_VALUE( \\\n"
                    "      SRT_VERSION_MAJOR, SRT_VERSION_MINOR, SRT_VERSION_PATCH )\n"
                    "#endif // INC_SRT_VERSION_H\n"),),
        note=("Fresh (the thirty-second batch): configured before any score; first scored with batch 32, "
              "not tuned on.")),
    # MiniZinc: the constraint modelling language's compiler (the mzn library: its parser, type checker, flattener and
    # optimiser, lib/ with lib/flatten/, lib/passes/, lib/algorithms/ and the parser and lexer bison and flex left in
    # lib/cached/; the FlatZinc, MiniZinc, NL and MIP solver interfaces, solvers/; the public headers of
    # include/minizinc/) and its minizinc and mzn2doc programs (minizinc.cpp, mzn2doc.cpp) as its CMake files build them
    # on x86-64 Linux with their defaults: C++11 with extensions (CMAKE_CXX_STANDARD 11: -std=gnu++11), the Release
    # build type (its CMake file's default when none is given: NDEBUG), the library static, the cached parser and lexer
    # (bison and flex not found: lib/cached/'s are built), the MIP solvers as run-time plugins (CPLEX, Gurobi, HiGHS,
    # SCIP and Xpress: HAS_CPLEX, HAS_GUROBI, HAS_HIGHS, HAS_SCIP and HAS_XPRESS, the mzn target's only, given to every
    # unit with the union), zlib found, no Gecode, Chuffed, Geas, Atlantis or OsiCBC; include/, the build folder's
    # include/ and lib/cached/ on the include path.  minizinc/config.hh is configure_file's output there (written here
    # without its comments and blank lines).  Not built with these defaults, so left out: the Gecode, Chuffed, Geas and
    # Atlantis interfaces (solvers/gecode/, solvers/chuffed/, solvers/geas/, solvers/atlantis/ and lib/passes/
    # gecode_pass.cpp), the OsiCBC one (solvers/MIP/MIP_osicbc_solverfactory.cpp and MIP_osicbc_wrap.cpp) and the
    # regular-expression parser and lexer (lib/cached/regex_parser.tab.cpp and regex_lexer.yy.cpp: Gecode's only).
    # lib/thirdparty/'s C units built into the library (cdecode.c and cencode.c, libb64's, and miniz.c) are parsed for
    # their definitions only.  The tests (tests/), share/ (the MiniZinc standard library), docs/ and cmake/ are not
    # scored.
    "minizinc": Project(
        RepoSpec("minizinc", "MiniZinc+libminizinc", "c9f9b649b2a251a40aa427a84d7cce73a8807fea",
                 ("lib/", "include/", "solvers/", "minizinc.cpp", "mzn2doc.cpp"), False, ("cpp",)),
        "cpp", ("-std=gnu++11", "-DHAS_CPLEX", "-DHAS_GUROBI", "-DHAS_HIGHS", "-DHAS_SCIP", "-DHAS_XPRESS", "-DNDEBUG",
                "-I{root}/include", "-I{gen}", "-I{root}/lib/cached"),
        skip=("lib/cached/regex_lexer.yy.cpp", "lib/cached/regex_parser.tab.cpp", "lib/passes/gecode_pass.cpp",
              "solvers/MIP/MIP_osicbc_solverfactory.cpp", "solvers/MIP/MIP_osicbc_wrap.cpp",
              "solvers/atlantis/atlantis_solverfactory.cpp", "solvers/atlantis/atlantis_solverinstance.cpp",
              "solvers/chuffed/chuffed_solverfactory.cpp", "solvers/chuffed/chuffed_solverinstance.cpp",
              "solvers/geas/geas_constraints.cpp", "solvers/geas/geas_solverfactory.cpp",
              "solvers/geas/geas_solverinstance.cpp", "solvers/gecode/fzn_space.cpp",
              "solvers/gecode/gecode_constraints.cpp", "solvers/gecode/gecode_solverfactory.cpp",
              "solvers/gecode/gecode_solverinstance.cpp"),
        definitions_from=("lib/thirdparty/cdecode.c", "lib/thirdparty/cencode.c", "lib/thirdparty/miniz.c"),
        generated=(("minizinc/config.hh",
                    '#define MZN_VERSION_MAJOR "2"\n#define MZN_VERSION_MINOR "10"\n#define MZN_VERSION_PATCH "0"\n'
                    '#define MZN_BUILD_REF ""\n#define MZN_STATIC_STDLIB_DIR ""\n#define HAS_ATTR_THREAD\n'
                    "#define CPLEX_PLUGIN\n#define HIGHS_PLUGIN\n"),),
        note=("Fresh (the thirty-second batch): configured before any score; first scored with batch 32, "
              "not tuned on.")),
    # OMPL: the Open Motion Planning Library (the ompl library: its state spaces, samplers, goals and planner
    # interfaces, src/ompl/base/; its sampling-based geometric planners, src/ompl/geometric/; the kinodynamic ones,
    # src/ompl/control/; the multilevel planners, src/ompl/multilevel/; its datastructures, tools (benchmarking,
    # experience, thunder, lightning) and utilities, src/ompl/datastructures/, tools/ and util/) as its CMake files
    # build it on x86-64 Linux with their defaults (configured with OMPL_BUILD_VAMP off: its configuration stops
    # without the external/vamp git submodule, absent from the snapshot, as the Python bindings' nanobind is, which
    # only warns): C++17 (CMAKE_CXX_STANDARD 17 without extensions: -std=c++17), the Release build type (its CMake
    # file's default: NDEBUG), shared (ompl_EXPORTS, its DEFINE_SYMBOL), Boost 1.74's serialization shared
    # (BOOST_SERIALIZATION_DYN_LINK; BOOST_ALL_NO_LIB, BOOST_TEST_DYN_LINK, BOOST_MATH_NO_LONG_DOUBLE_MATH_FUNCTIONS
    # and _HAS_AUTO_PTR_ETC=0 from its CMake file: Debian's libboost-serialization1.74-dev and
    # libboost-program-options-dev, already installed), Eigen 3.4 (libeigen3-dev, already installed, a system folder),
    # no FLANN, Spot or Triangle; src/ and the build folder's src/ on the include path.  ompl/config.h is
    # configure_file's output there (written here without its comments and blank lines).  Not built with these
    # defaults, so left out: the Triangle decompositions (src/ompl/extensions/triangle/: Triangle not found).  The
    # demos (demos/: built, not scored), the tests (tests/), py-bindings/, scripts/, doc/ and external/ are not scored.
    "ompl": Project(
        RepoSpec("ompl", "ompl+ompl", "1ae6ac0bf7e9cb67d8994a8b8742833f813fdd39", ("src/",), False, ("cpp",)),
        "cpp", ("-std=c++17", "-DBOOST_ALL_NO_LIB", "-DBOOST_MATH_NO_LONG_DOUBLE_MATH_FUNCTIONS",
                "-DBOOST_SERIALIZATION_DYN_LINK", "-DBOOST_TEST_DYN_LINK", "-D_HAS_AUTO_PTR_ETC=0", "-Dompl_EXPORTS",
                "-DNDEBUG", "-I{root}/src", "-I{gen}", "-isystem", "/usr/include/eigen3"),
        skip=("src/ompl/extensions/triangle/src/PropositionalTriangularDecomposition.cpp",
              "src/ompl/extensions/triangle/src/TriangularDecomposition.cpp"),
        generated=(("ompl/config.h",
                    '#ifndef OMPL_CONFIG_\n#define OMPL_CONFIG_\n#define OMPL_VERSION "2.0.2"\n'
                    "#define OMPL_MAJOR_VERSION 2\n#define OMPL_MINOR_VERSION 0\n#define OMPL_PATCH_VERSION 2\n"
                    "#define OMPL_VERSION_VALUE ( OMPL_MAJOR_VERSION * 1000000       \\\n"
                    "                             + OMPL_MINOR_VERSION * 1000        \\\n"
                    "                             + OMPL_PATCH_VERSION)\n"
                    "#define OMPL_HAVE_FLANN 0\n#define OMPL_HAVE_SPOT 0\n#define OMPL_HAVE_NUMPY 0\n#endif\n"),),
        note=("Fresh (the thirty-second batch): configured before any score; first scored with batch 32, "
              "not tuned on.")),
    # fio: the flexible I/O tester (its job parser, options, back end, statistics, client and server at the top of the
    # checkout, with its I/O engines, engines/; checksums, crc/; helpers, lib/ and oslib/; profiles, profiles/; and the
    # arch/, compiler/ and os/ headers) as its own configure and Makefile build the fio program on x86-64 Linux with
    # their defaults (make -n): -std=gnu99, _GNU_SOURCE, _LARGEFILE_SOURCE, _FILE_OFFSET_BITS=64, FIO_INTERNAL,
    # FIO_INC_DEBUG and BITS_PER_LONG=64, FIO_VERSION from git describe (FIO-VERSION-GEN in a git checkout:
    # "fio-3.42-135-gf5344384"), config-host.h #included into every unit (-include), zlib, libcurl and OpenSSL (the
    # http engine: Debian's libcurl4-openssl-dev and libssl-dev, already installed), io_uring, MTD, zoned block devices
    # and the Valgrind headers found, no libaio, libnuma, RDMA, Ceph, GlusterFS, PMDK, libiscsi, libnbd, NFS, xNVMe,
    # libblkio, CUDA or ROCm, and no GTK (no gfio); the checkout on the include path.  config-host.h is configure's
    # output (written here without its comments and blank lines).  -march=native (CONFIG_BUILD_NATIVE) and -ffast-math
    # change code generation only and are left out.  Not built with these defaults or on Linux, so left out: the engines
    # of libraries not found (engines/dev-dax.c, dfs.c, glusterfs*.c, gpuaccel.c, ime.c, libaio.c, libblkio.c,
    # libcufile.c, libhdfs.c, libhipfile.c, libiscsi.c, libpmem.c, libzbc.c, nbd.c, nfs.c, rados.c, rbd.c, rdma.c,
    # xnvme.c), the other systems' (engines/solarisaio.c, windowsaio.c, os/mac/ and os/windows/), the external engine
    # example (engines/skeleton_external.c), oslib/'s replacements of what glibc has (getopt_long.c, inet_aton.c,
    # statx.c, strsep.c) and the gfio GTK frontend (cairo_text_helpers.c, gclient.c, gcompat.c, gerror.c, gfio.c,
    # ghelpers.c, goptions.c, graph.c, printing.c, tickmarks.c).  The t/ tools (built with it, fio-genzipf,
    # fio-btrace2fio, fio-dedupe, fio-verify-state and the test programs), unittests/, mock-tests/, exp/ (the lex and
    # yacc arithmetic parser: not built), examples/, tools/, ci/ and doc/ are not scored.
    "fio": Project(
        RepoSpec("fio", "axboe+fio", "f5344384f7c7b6e9e6aa9336e476e8f6eb54dd3a",
                 (*"abfhijlopsvwz", "ca", "cc", "cg", "cl", "co", "cr", "da", "de", "di", "en", "er", "et", "g", "me",
                  "mi", "ra", "rw", "td", "th", "ti", "tr"), False, ("c",)),
        "c", ("-std=gnu99", '-DFIO_VERSION="fio-3.42-135-gf5344384"', "-D_GNU_SOURCE", "-include",
              "{gen}/config-host.h", "-I{root}", "-D_LARGEFILE_SOURCE", "-D_FILE_OFFSET_BITS=64", "-DFIO_INTERNAL",
              "-DFIO_INC_DEBUG", "-DBITS_PER_LONG=64"),
        skip=("cairo_text_helpers.c", "gclient.c", "gcompat.c", "gerror.c", "gfio.c", "ghelpers.c", "goptions.c",
              "graph.c", "printing.c", "tickmarks.c", "os/mac/posix.c", "os/windows/cpu-affinity.c",
              "os/windows/dlls.c", "os/windows/posix.c", "oslib/getopt_long.c", "oslib/inet_aton.c", "oslib/statx.c",
              "oslib/strsep.c",
              *(f"engines/{name}.c" for name in (
                  "dev-dax", "dfs", "glusterfs", "glusterfs_async", "glusterfs_sync", "gpuaccel", "ime", "libaio",
                  "libblkio", "libcufile", "libhdfs", "libhipfile", "libiscsi", "libpmem", "libzbc", "nbd", "nfs",
                  "rados", "rbd", "rdma", "skeleton_external", "solarisaio", "windowsaio", "xnvme"))),
        generated=(("config-host.h",
                    "#define CONFIG_HAVE_OPAQUE_HMAC_CTX\n#define CONFIG_HAVE_REP_CAPACITY\n"
                    "#define CONFIG_NVME_URING_CMD\n#define CONFIG_64BIT\n#define CONFIG_LITTLE_ENDIAN\n"
                    "#define CONFIG_LINUX\n#define CONFIG_ZLIB\n#define CONFIG_POSIXAIO\n"
                    "#define CONFIG_POSIXAIO_FSYNC\n#define CONFIG_PSHARED\n"
                    "#define CONFIG_PTHREAD_CONDATTR_SETCLOCK\n#define CONFIG_PTHREAD_SIGMASK\n"
                    "#define CONFIG_PTHREAD_GETAFFINITY\n#define CONFIG_HAVE_ASPRINTF\n"
                    "#define CONFIG_HAVE_VASPRINTF\n#define CONFIG_LINUX_FALLOCATE\n#define CONFIG_POSIX_FALLOCATE\n"
                    "#define CONFIG_FDATASYNC\n#define CONFIG_PIPE\n#define CONFIG_PIPE2\n#define CONFIG_PREAD\n"
                    "#define CONFIG_SYNC_FILE_RANGE\n#define CONFIG_SYNCFS\n#define CONFIG_SFAA\n"
                    "#define CONFIG_SYNC_SYNC\n#define CONFIG_CMP_SWAP\n#define CONFIG_CLOCK_MONOTONIC\n"
                    "#define CONFIG_GETTIMEOFDAY\n#define CONFIG_POSIX_FADVISE\n#define CONFIG_3ARG_AFFINITY\n"
                    "#define CONFIG_STRSEP\n#define CONFIG_STRCASESTR\n#define CONFIG_GETOPT_LONG_ONLY\n"
                    "#define CONFIG_INET_ATON\n#define CONFIG_SOCKLEN_T\n#define CONFIG_LINUX_EXT4_MOVE_EXTENT\n"
                    "#define CONFIG_LINUX_SPLICE\n#define CONFIG_TLS_THREAD\n#define CONFIG_RUSAGE_THREAD\n"
                    "#define CONFIG_SCHED_IDLE\n#define CONFIG_TCP_NODELAY\n#define CONFIG_NET_WINDOWSIZE\n"
                    "#define CONFIG_NET_MSS\n#define CONFIG_RLIMIT_MEMLOCK\n#define CONFIG_PWRITEV\n"
                    "#define CONFIG_PWRITEV2\n#define CONFIG_IPV6\n#define CONFIG_VSOCK\n#define CONFIG_HTTP\n"
                    "#define CONFIG_SETVBUF\n#define CONFIG_MTD\n#define CONFIG_GETMNTENT\n"
                    "#define CONFIG_STATIC_ASSERT\n#define CONFIG_HAVE_BOOL\n#define CONFIG_HAVE_STRNDUP\n"
                    "#define CONFIG_VALGRIND_DEV\n#define CONFIG_HAS_BLKZONED\n#define CONFIG_BUILD_NATIVE\n"
                    "#define CONFIG_HAVE_KERNEL_RWF_T\n#define CONFIG_HAVE_GETTID\n#define CONFIG_HAVE_STATX\n"
                    "#define CONFIG_HAVE_STATX_SYSCALL\n#define CONFIG_HAVE_TIMERFD_CREATE\n"
                    "#define CONFIG_HAVE_NO_STRINGOP\n#define CONFIG_HAVE_THP\n#define CONFIG_SEED_BUCKETS 4\n"),),
        note=("Fresh (the thirty-second batch): configured before any score; first scored with batch 32, "
              "not tuned on.")),
    # The thirty-third fresh batch (2026-12-07), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 33, not tuned on.  Each project's flags are the ones its
    # own CMake configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12) gives with its defaults (in
    # compile_commands.json), and its generated headers are that configuration's output.  Where a project's targets
    # differ in defines or include paths, every unit gets the union of the scored targets' ones, as in earlier batches.
    # Where g++ 12's or gcc 12's default standard (gnu++17, gnu17) is used without a flag it is written out, clang 14's
    # default C++ standard being gnu++14.  Flags that only change code generation or warnings (-O, -g, -W..., -fPIC,
    # -ffast-math, -mstackrealign, -fno-exceptions) are left out.  Where a C++ project builds C files into its product,
    # they are parsed for their definitions only (C++ units only are scored).  No package was installed for the batch:
    # every dependency it found was already installed.  (Not taken: OpenSubdiv, whose default configuration finds the
    # CUDA 13 toolkit in /usr/local and builds osd/cudaEvaluator.cpp, which calls cudaThreadSynchronize, undeclared in
    # CUDA 13's headers, and whose GLSL evaluators and patch shader source #include the stringified shaders (*.gen.h,
    # generated at build time), too long to write here; OpenAL Soft (C++20), whose common/bitset.hpp takes a consteval
    # function's address and whose ranges clang 14 rejects with libstdc++ 12 (each of the four units tried had errors);
    # log4cplus (C++23), whose CMake file builds the catch git submodule's catch_amalgamated.cpp into the library
    # (absent from the snapshot: its configuration stops); zxing-cpp, whose examples (on by default) fetch stb from
    # GitHub (no network here: its configuration stops) and whose bundled libzint is a git submodule, absent from the
    # snapshot; Cap'n Proto, whose CMake file builds with -std=gnu++23 (not tried with clang 14); Uncrustify
    # (configured, its generated headers written), dropped at the check: materializing its snapshot (the indexer's facts
    # for its 6,388 files, most of them formatter test inputs) did not finish; stopped after 16 minutes, it was in the
    # cfamily extractor's scope hints (ScopeFinder._parent) on one of its test inputs,
    # tests/expected/cpp/30031-operator.cpp, a 1.7 KB file.)  It holds two C++ projects and one C one.
    # ODE: the Open Dynamics Engine (the ode library: its world, bodies, joints and solvers, ode/src/ with
    # ode/src/joints/; its collision detection, ode/src/collision_*.cpp, with the OPCODE trimesh collider, OPCODE/ and
    # OPCODE/Ice/; Oleh Derevenko's ou utilities, ou/src/ou/; the public headers of include/ode/) as its CMake files
    # build it on x86-64 Linux with their defaults: C++11 without extensions (-std=c++11), the Debug build type (its
    # CMake file's default when none is given: no NDEBUG, no dNODEBUG), shared (ODE_DLL, ODE_EXPORTS), double precision
    # (dIDEDOUBLE, CCD_IDEDOUBLE), the OPCODE trimesh collider (dTRIMESH_ENABLED, dTRIMESH_OPCODE), the built-in
    # threading with atomics (dBUILTIN_THREADING_IMPL_ENABLED, dATOMICS_ENABLED, dOU_ENABLED and the _OU_FEATURE_SET,
    # _OU_NAMESPACE and _OU_TARGET_OS ou defines), _USE_MATH_DEFINES, no libccd and no GIMPACT; the build folder's
    # include/ and ode/src/, include/, ode/src/, ode/src/joints/, ou/include/, OPCODE/ and OPCODE/Ice/ on the include
    # path.  ode/src/config.h, ode/precision.h and ode/version.h are configure_file's output there (written here without
    # their comments and blank lines).  Not built with these defaults, so left out: the libccd colliders
    # (ode/src/collision_libccd.cpp: ODE_WITH_LIBCCD off), the GIMPACT ones (ode/src/collision_trimesh_gimpact.cpp and
    # gimpact_contact_export_helper.cpp: ODE_WITH_GIMPACT off) and OPCODE/StdAfx.cpp (in none of its targets).
    # ode/src/nextafterf.c, built into the library, is parsed for its definitions only.  The demos and their drawstuff
    # library (ode/demo/ and drawstuff/: built, not scored), the tests (tests/ and ou/test/), libccd/, GIMPACT/,
    # contrib/, bindings/ and tools/ are not scored.
    "ode": Project(
        RepoSpec("ode", "odedevs+ode", "624b1c174f41f8f52a92478e929c7e3ff50fb062",
                 ("ode/src/", "OPCODE/", "ou/", "include/"), False, ("cpp",)),
        "cpp", ("-std=c++11", "-DCCD_IDEDOUBLE", "-DODE_DLL", "-DODE_EXPORTS",
                "-D_OU_FEATURE_SET=_OU_FEATURE_SET_ATOMICS", "-D_OU_NAMESPACE=odeou",
                "-D_OU_TARGET_OS=_OU_TARGET_OS_GENUNIX", "-D_USE_MATH_DEFINES", "-DdATOMICS_ENABLED",
                "-DdBUILTIN_THREADING_IMPL_ENABLED", "-DdIDEDOUBLE", "-DdOU_ENABLED", "-DdTRIMESH_ENABLED",
                "-DdTRIMESH_OPCODE", "-I{gen}", "-I{root}/include", "-I{root}/ode/src", "-I{root}/ode/src/joints",
                "-I{root}/ou/include", "-I{root}/OPCODE", "-I{root}/OPCODE/Ice"),
        skip=("OPCODE/StdAfx.cpp", "ode/src/collision_libccd.cpp", "ode/src/collision_trimesh_gimpact.cpp",
              "ode/src/gimpact_contact_export_helper.cpp"),
        definitions_from=("ode/src/nextafterf.c",),
        generated=(("config.h",
                    "#ifndef ODE_CONFIG_H\n#define ODE_CONFIG_H\n#define HAVE_ALLOCA_H 1\n"
                    "#define HAVE_GETTIMEOFDAY 1\n#define HAVE_INTTYPES_H 1\n#define HAVE_ISNAN 1\n"
                    "#define HAVE_ISNANF 1\n#define HAVE_MALLOC_H 1\n#define HAVE_PTHREAD_CONDATTR_SETCLOCK 1\n"
                    "#define HAVE_STDINT_H 1\n#define HAVE_SYS_TIME_H 1\n#define HAVE_SYS_TYPES_H 1\n"
                    "#define HAVE_UNISTD_H 1\n#define HAVE___ISNAN 1\n#define HAVE___ISNANF 1\n#define PENTIUM 1\n"
                    "#define X86_64_SYSTEM 1\n#if defined(_XENON)\n#define ODE_PLATFORM_XBOX360\n"
                    "#elif defined(SN_TARGET_PSP_HW)\n#define ODE_PLATFORM_PSP\n#elif defined(SN_TARGET_PS3)\n"
                    "#define ODE_PLATFORM_PS3\n#elif defined(__EMSCRIPTEN__)\n#define ODE_PLATFORM_EMSCRIPTEN\n"
                    "#elif defined(_MSC_VER) || defined(__CYGWIN__) || defined(__MINGW32__)\n"
                    "#define ODE_PLATFORM_WINDOWS\n#elif defined(__linux__)\n#define ODE_PLATFORM_LINUX\n"
                    "#elif defined(__APPLE__) && defined(__MACH__)\n#define ODE_PLATFORM_OSX\n"
                    "#elif defined(__FreeBSD__)\n#define ODE_PLATFORM_FREEBSD\n#else\n"
                    '#error "Need some help identifying the platform!"\n#endif\n'
                    "#if defined(ODE_PLATFORM_WINDOWS) && !defined(WIN32)\n#define WIN32\n#endif\n"
                    "#if defined(__CYGWIN__) || defined(__MINGW32__)\n#define CYGWIN\n#endif\n"
                    "#if defined(ODE_PLATFORM_OSX)\n#define macintosh\n#endif\n#ifdef HAVE_ALLOCA_H\n"
                    "#include <alloca.h>\n#endif\n#ifdef HAVE_MALLOC_H\n#include <malloc.h>\n#endif\n"
                    "#ifdef HAVE_STDINT_H\n#include <stdint.h>\n#endif\n#ifdef HAVE_INTTYPES_H\n"
                    '#include <inttypes.h>\n#endif\n#include "typedefs.h"\n#endif\n'),
                   ("ode/precision.h",
                    "#ifndef _ODE_PRECISION_H_\n#define _ODE_PRECISION_H_\n#if defined(dIDESINGLE)\n"
                    "#define dSINGLE\n#elif defined(dIDEDOUBLE)\n#define dDOUBLE\n#else\n#define dDOUBLE\n#endif\n"
                    "#endif\n"),
                   ("ode/version.h",
                    '#ifndef _ODE_VERSION_H_\n#define _ODE_VERSION_H_\n#define dODE_VERSION "0.16.0"\n#endif\n'),),
        note=("Fresh (the thirty-third batch): configured before any score; first scored with batch 33, "
              "not tuned on.")),
    # x265: the HEVC (H.265) encoder (the x265 library: its primitives, bitstream, picture and threading code,
    # source/common/; the encoder, its analysis, motion search, rate control, slice type decision and SEI,
    # source/encoder/) and its x265 program (source/x265.cpp, x265cli.cpp and abrEncApp.cpp with its input and output
    # readers and writers, source/input/ and source/output/) as its CMake files (source/CMakeLists.txt; the snapshot is
    # the videolan GitHub mirror's) build them on x86-64 Linux with their defaults: -std=gnu++98 (its CMake file's, for
    # GCC), the Release build type (its CMake file's default: NDEBUG), the 8-bit build (HIGH_BIT_DEPTH=0, X265_DEPTH=8),
    # the C API exported (EXPORT_C_API=1, X265_NS=x265), X265_ARCH_X86 and X86_64, HAVE_INT_TYPES_H,
    # __STDC_LIMIT_MACROS, no NASM (no assembly primitives: ENABLE_ASSEMBLY off), no libnuma, no HDR10+, VMAF or
    # SVT-HEVC; X265_VERSION unknown (what its cmake/Version.cmake gives here: version.cpp's only) and HAVE_STRTOK_R
    # (param.cpp's only), given to every unit with the union; source/, source/common/, source/encoder/ and the build
    # folder on the include path.  x265_config.h is configure_file's output there (written here without its comments and
    # blank lines).  Not built with these defaults or on x86-64 Linux, so left out: the assembly and intrinsic
    # primitives' set-up (source/common/x86/asm-primitives.cpp and the SSE intrinsics of source/common/vec/:
    # ENABLE_ASSEMBLY off), the other architectures' (source/common/aarch64/, arm/ and ppc/), Windows XP's compatibility
    # (source/common/winxp.cpp) and getopt (source/compat/getopt/getopt.c: glibc's is used), HDR10+
    # (source/dynamicHDR10/: ENABLE_HDR10_PLUS off) and the profiling hooks (source/profile/).  The test bench
    # (source/test/), source/cmake/, build/ and doc/ are not scored.
    "x265": Project(
        RepoSpec("x265", "videolan+x265", "419182243fb2e2dfbe91dfc45a51778cf704f849", ("source/",), False, ("cpp",)),
        "cpp", ("-std=gnu++98", "-DEXPORT_C_API=1", "-DHAVE_INT_TYPES_H=1", "-DHIGH_BIT_DEPTH=0", "-DX265_ARCH_X86=1",
                "-DX265_DEPTH=8", "-DX265_NS=x265", "-DX86_64=1", "-D__STDC_LIMIT_MACROS=1", "-DNDEBUG",
                "-DX265_VERSION=unknown", "-DHAVE_STRTOK_R=1", "-I{root}/source", "-I{root}/source/common",
                "-I{root}/source/encoder", "-I{gen}"),
        skip=("source/common/aarch64/asm-primitives.cpp", "source/common/arm/asm-primitives.cpp",
              "source/common/ppc/dct_altivec.cpp", "source/common/ppc/intrapred_altivec.cpp",
              "source/common/ppc/ipfilter_altivec.cpp", "source/common/ppc/pixel_altivec.cpp",
              "source/common/vec/dct-sse3.cpp", "source/common/vec/dct-sse41.cpp", "source/common/vec/dct-ssse3.cpp",
              "source/common/vec/vec-primitives.cpp", "source/common/winxp.cpp", "source/common/x86/asm-primitives.cpp",
              "source/dynamicHDR10/JsonHelper.cpp", "source/dynamicHDR10/SeiMetadataDictionary.cpp",
              "source/dynamicHDR10/api.cpp", "source/dynamicHDR10/json11/json11.cpp",
              "source/dynamicHDR10/metadataFromJson.cpp", "source/profile/PPA/ppa.cpp",
              "source/profile/vtune/vtune.cpp"),
        generated=(("x265_config.h",
                    "#ifndef X265_CONFIG_H\n#define X265_CONFIG_H\n#define X265_BUILD 198\n#endif\n"),),
        note=("Fresh (the thirty-third batch): configured before any score; first scored with batch 33, "
              "not tuned on.")),
    # PortAudio: the portable audio I/O library (its front end, stream and buffer processing, sample format converters,
    # dither, ring buffer and CPU load measurement, src/common/; the host APIs built on Linux, src/hostapi/alsa/, jack/,
    # pulseaudio/ and sndio/; the Unix threading and host API table, src/os/unix/; the public headers of include/) as
    # its CMake file builds it on x86-64 Linux with its defaults: no C standard given (gcc 12's -std=gnu17), no build
    # type (no NDEBUG), shared (portaudio_EXPORTS), little-endian (PA_LITTLE_ENDIAN), the ALSA, JACK, PulseAudio and
    # sndio host APIs (PA_USE_ALSA, PA_USE_JACK, PA_USE_PULSEAUDIO and PA_USE_SNDIO: Debian's libasound2-dev,
    # libjack-dev, libpulse-dev and libsndio-dev, already installed), OSS off (PA_USE_OSS's default although OSS is
    # found), no debug output; include/, src/common/ and src/os/unix/ on the include path.  It generates no header.  Not
    # built with these defaults or on Linux, so left out: the OSS host API (src/hostapi/oss/: off; its recplay.c is a
    # test program), the Solaris and NetBSD one (src/hostapi/audioio/: sys/audioio.h not found), AudioScience's
    # (src/hostapi/asihpi/: not in its CMake file), the skeleton (src/hostapi/skeleton/: PA_USE_SKELETON off), the macOS
    # and Windows ones (src/hostapi/coreaudio/, dsound/, wasapi/, wdmks/ and wmme/; asio/ is C++ and Windows only) and
    # the Windows support code (src/os/win/).  The C++ binding (bindings/cpp/: not built), the tests (test/ and qa/),
    # examples/, doc/, cmake/ and msvc/ are not scored.
    "portaudio": Project(
        RepoSpec("portaudio", "PortAudio+portaudio", "375345a752822e795bf6daeaa8e9ba981389c0ca",
                 ("src/common/", "src/hostapi/", "src/os/", "include/"), False, ("c",)),
        "c", ("-std=gnu17", "-DPA_LITTLE_ENDIAN", "-DPA_USE_ALSA=1", "-DPA_USE_JACK=1", "-DPA_USE_PULSEAUDIO=1",
              "-DPA_USE_SNDIO=1", "-Dportaudio_EXPORTS", "-I{root}/include", "-I{root}/src/common",
              "-I{root}/src/os/unix"),
        skip=("src/hostapi/asihpi/pa_linux_asihpi.c", "src/hostapi/audioio/pa_unix_audioio.c",
              "src/hostapi/coreaudio/pa_mac_core.c", "src/hostapi/coreaudio/pa_mac_core_blocking.c",
              "src/hostapi/coreaudio/pa_mac_core_utilities.c", "src/hostapi/dsound/pa_win_ds.c",
              "src/hostapi/dsound/pa_win_ds_dynlink.c", "src/hostapi/oss/pa_unix_oss.c", "src/hostapi/oss/recplay.c",
              "src/hostapi/skeleton/pa_hostapi_skeleton.c", "src/hostapi/wasapi/pa_win_wasapi.c",
              "src/hostapi/wdmks/pa_win_wdmks.c", "src/hostapi/wmme/pa_win_wmme.c", "src/os/win/pa_win_coinitialize.c",
              "src/os/win/pa_win_hostapis.c", "src/os/win/pa_win_util.c", "src/os/win/pa_win_version.c",
              "src/os/win/pa_win_waveformat.c", "src/os/win/pa_win_wdmks_utils.c",
              "src/os/win/pa_x86_plain_converters.c"),
        note=("Fresh (the thirty-third batch): configured before any score; first scored with batch 33, "
              "not tuned on.")),
    # The thirty-fourth fresh batch (2026-12-07), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 34, not tuned on.  Each project's flags are the ones its
    # own CMake configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12) gives with its defaults (in
    # compile_commands.json), and its generated headers are that configuration's output.  Where a project's targets
    # differ in defines, include paths or target flags, every unit gets the union of the scored targets' ones, as in
    # earlier batches.  Where g++ 12's default standard (gnu++17) is used without a flag it is written out, clang 14's
    # default C++ standard being gnu++14.  Flags that only change code generation or warnings (-O, -g, -W..., -fPIC,
    # -march=native, -fno-exceptions, -fno-rtti) are left out; the instruction-set flags of SIMD kernels (-msse ...
    # -mavx512f) are kept, their intrinsics needing them.  Where a C++ project builds C files into its product, they are
    # parsed for their definitions only (C++ units only are scored).  No package was installed for the batch: every
    # dependency it found was already installed.  (Not taken: CryptoMiniSat, whose CMake file fetches CaDiCaL from
    # GitHub with FetchContent while configuring (no network here: its configuration stops); SymEngine, whose snapshot
    # (540 MB) is over what can be brought here.)  Uncrustify, configured for the thirty-third batch and dropped at its
    # check, is taken into this one.  It holds four C++ projects and one C one.
    # Uncrustify: the source code beautifier (its tokenizer, combiner and the formatting passes over the chunk list,
    # src/ with src/align/, src/indent/, src/newlines/ and the others; its option parsing and the uncrustify program's
    # main, src/uncrustify.cpp) as its CMake file builds the uncrustify program on x86-64 Linux with its defaults: no
    # C++ standard given (g++ 12's -std=gnu++17), no build type (DEBUG, its CMake file's define for the Debug and empty
    # configurations), no git checkout (the version from its CMake file: 0.83.0_f); the build folder, its src/ and src/
    # on the include path.  config.h is configure_file's output, uncrustify_version.h
    # cmake/GenerateVersionHeader.cmake's, token_names.h cmake/GenerateTokenNames.cmake's (from src/token_enum.h),
    # option_enum.h scripts/make_option_enum.py's and punctuator_table.h scripts/make_punctuator_table.py's (from
    # src/symbols_table.h), in the build folder (written here without their comments and blank lines, the arrays'
    # entries several to a line).  The units the build generates (options.cpp, by scripts/make_options.py from
    # src/options.h, and option_enum.cpp) are not in the checkout and not scored.  The tests (tests/), scripts/,
    # emscripten/, documentation/, etc/ and man/ are not scored.  Configured for the thirty-third batch and dropped at
    # its check (materializing its snapshot did not finish: the cfamily extractor's scope hints hung on one of its test
    # inputs, tests/expected/cpp/30031-operator.cpp); taken into this batch, unchanged, after the indexer's fix, before
    # any score.
    "uncrustify": Project(
        RepoSpec("uncrustify", "uncrustify+uncrustify", "830c724e2e2479f41abb517897fdb82ac54e975d", ("src/",), False,
                 ("cpp",)),
        "cpp", ("-std=gnu++17", "-DDEBUG", "-I{gen}", "-I{root}/src"),
        generated=(("config.h",
                    "#define HAVE_MEMORY_H 1\n#define HAVE_MEMSET 1\n#define HAVE_STDBOOL_H 1\n"
                    "#define HAVE_STDINT_H 1\n#define HAVE_STDLIB_H 1\n#define HAVE_STRCASECMP 1\n"
                    "#define HAVE_STRDUP 1\n#define HAVE_STRERROR 1\n#define HAVE_STRINGS_H 1\n"
                    "#define HAVE_STRING_H 1\n#define HAVE_STRTOL 1\n#define HAVE_STRTOUL 1\n"
                    "#define HAVE_SYS_STAT_H 1\n#define HAVE_SYS_TYPES_H 1\n#define HAVE_UNISTD_H 1\n"
                    "#define HAVE_UTIME_H 1\n#define HAVE__BOOL 1\n#ifndef __cplusplus\n#endif\n"),
                   ("uncrustify_version.h",
                    "#ifndef UNCRUSTIFY_VERSION_H_INCLUDED\n#define UNCRUSTIFY_VERSION_H_INCLUDED\n#ifdef DEBUG\n"
                    '#define UNCRUSTIFY_VERSION    "Uncrustify_d-0.83.0_f"\n#else\n'
                    '#define UNCRUSTIFY_VERSION    "Uncrustify-0.83.0_f"\n#endif\n#endif\n'),
                   ("option_enum.h",
                    '#ifndef OPTION_ENUM_H_INCLUDED\n#define OPTION_ENUM_H_INCLUDED\n#include "option.h"\n'
                    "#ifdef IGNORE\n#undef IGNORE\n#endif\nnamespace uncrustify\n{\n"
                    "constexpr auto OT_BOOL = option_type_e::BOOL;\nconstexpr auto OT_IARF = option_type_e::IARF;\n"
                    "constexpr auto OT_LINEEND = option_type_e::LINEEND;\n"
                    "constexpr auto OT_TOKENPOS = option_type_e::TOKENPOS;\n"
                    "constexpr auto OT_NUM = option_type_e::NUM;\nconstexpr auto OT_UNUM = option_type_e::UNUM;\n"
                    "constexpr auto OT_STRING = option_type_e::STRING;\n"
                    "constexpr auto IARF_IGNORE = iarf_e::IGNORE;\nconstexpr auto IARF_ADD = iarf_e::ADD;\n"
                    "constexpr auto IARF_REMOVE = iarf_e::REMOVE;\nconstexpr auto IARF_FORCE = iarf_e::FORCE;\n"
                    "constexpr auto LE_LF = line_end_e::LF;\nconstexpr auto LE_CRLF = line_end_e::CRLF;\n"
                    "constexpr auto LE_CR = line_end_e::CR;\nconstexpr auto LE_AUTO = line_end_e::AUTO;\n"
                    "constexpr auto TP_IGNORE = token_pos_e::IGNORE;\n"
                    "constexpr auto TP_BREAK = token_pos_e::BREAK;\nconstexpr auto TP_FORCE = token_pos_e::FORCE;\n"
                    "constexpr auto TP_LEAD = token_pos_e::LEAD;\nconstexpr auto TP_TRAIL = token_pos_e::TRAIL;\n"
                    "constexpr auto TP_JOIN = token_pos_e::JOIN;\n"
                    "constexpr auto TP_LEAD_BREAK = token_pos_e::LEAD_BREAK;\n"
                    "constexpr auto TP_LEAD_FORCE = token_pos_e::LEAD_FORCE;\n"
                    "constexpr auto TP_TRAIL_BREAK = token_pos_e::TRAIL_BREAK;\n"
                    "constexpr auto TP_TRAIL_FORCE = token_pos_e::TRAIL_FORCE;\n}\n#endif\n"),
                   ("punctuator_table.h",
                    "#ifndef SRC_PUNCTUATOR_TABLE_H_\n#define SRC_PUNCTUATOR_TABLE_H_\n"
                    "static const lookup_entry_t punc_table[] =\n{\n"
                    "{ '\x0c', 27, 0, &symbols1[0] }, { '!', 26, 28, &symbols1[1] }, { '#', 25, 37, &symbols1[2] },\n"
                    "{ '$', 24, 0, &symbols1[3] }, { '%', 23, 39, &symbols1[4] }, { '&', 22, 45, &symbols1[5] },\n"
                    "{ '(', 21, 0, &symbols1[6] }, { ')', 20, 0, &symbols1[7] }, { '*', 19, 47, &symbols1[8] },\n"
                    "{ '+', 18, 48, &symbols1[9] }, { ',', 17, 0, &symbols1[10] },\n"
                    "{ '-', 16, 50, &symbols1[11] }, { '.', 15, 54, &symbols1[12] },\n"
                    "{ '/', 14, 57, &symbols1[13] }, { ':', 13, 58, &symbols1[14] },\n"
                    "{ ';', 12, 0, &symbols1[15] }, { '<', 11, 60, &symbols1[16] },\n"
                    "{ '=', 10, 70, &symbols1[17] }, { '>', 9, 73, &symbols1[18] },\n"
                    "{ '?', 8, 78, &symbols1[20] }, { '@', 7, 0, &symbols1[19] },\n"
                    "{ '[', 6, 100, &symbols1[21] }, { ']', 5, 0, &symbols1[22] },\n"
                    "{ '^', 4, 101, &symbols1[23] }, { '{', 3, 0, &symbols1[24] },\n"
                    "{ '|', 2, 102, &symbols1[25] }, { '}', 1, 0, &symbols1[26] },\n"
                    "{ '~', 0, 104, &symbols1[27] }, { '<', 3, 32, &symbols2[0] }, { '=', 2, 35, &symbols2[1] },\n"
                    "{ '>', 1, 36, &symbols2[2] }, { '~', 0, 0, &symbols2[3] }, { '=', 1, 0, &symbols3[0] },\n"
                    "{ '>', 0, 34, &symbols3[1] }, { '=', 0, 0, &symbols4[0] }, { '=', 0, 0, &symbols3[2] },\n"
                    "{ '=', 0, 0, &symbols3[3] }, { '#', 1, 0, &symbols2[4] }, { '@', 0, 0, &symbols2[5] },\n"
                    "{ ':', 2, 42, &symbols2[38] }, { '=', 1, 0, &symbols2[6] }, { '>', 0, 0, &symbols2[35] },\n"
                    "{ '%', 1, 44, nullptr }, { '@', 0, 0, &symbols3[12] }, { ':', 0, 0, &symbols4[3] },\n"
                    "{ '&', 1, 0, &symbols2[7] }, { '=', 0, 0, &symbols2[8] }, { '=', 0, 0, &symbols2[9] },\n"
                    "{ '+', 1, 0, &symbols2[10] }, { '=', 0, 0, &symbols2[11] }, { '-', 2, 0, &symbols2[12] },\n"
                    "{ '=', 1, 0, &symbols2[13] }, { '>', 0, 53, &symbols2[14] }, { '*', 0, 0, &symbols3[5] },\n"
                    "{ '*', 1, 0, &symbols2[15] }, { '.', 0, 56, &symbols2[16] }, { '.', 0, 0, &symbols3[6] },\n"
                    "{ '=', 0, 0, &symbols2[18] }, { ':', 1, 0, &symbols2[19] }, { '>', 0, 0, &symbols2[37] },\n"
                    "{ '%', 4, 0, &symbols2[34] }, { ':', 3, 65, &symbols2[36] }, { '<', 2, 67, &symbols2[20] },\n"
                    "{ '=', 1, 68, &symbols2[21] }, { '>', 0, 69, &symbols2[22] }, { ':', 0, 66, nullptr },\n"
                    "{ '>', 0, 0, &symbols4[2] }, { '=', 0, 0, &symbols3[7] }, { '>', 0, 0, &symbols3[4] },\n"
                    "{ '=', 0, 0, &symbols3[8] }, { '=', 1, 72, &symbols2[23] }, { '>', 0, 0, &symbols2[32] },\n"
                    "{ '=', 0, 0, &symbols3[9] }, { '=', 1, 0, &symbols2[24] }, { '>', 0, 75, &symbols2[25] },\n"
                    "{ '=', 1, 0, &symbols3[10] }, { '>', 0, 77, &symbols3[11] }, { '=', 0, 0, &symbols4[1] },\n"
                    "{ '.', 1, 0, &symbols2[17] }, { '?', 0, 80, &symbols2[33] }, { '!', 7, 88, &symbols3[21] },\n"
                    "{ '\\'', 6, 92, &symbols3[17] }, { '(', 5, 93, &symbols3[15] },\n"
                    "{ ')', 4, 0, &symbols3[16] }, { '-', 3, 0, &symbols3[20] }, { '<', 2, 0, &symbols3[18] },\n"
                    "{ '=', 1, 96, &symbols3[14] }, { '>', 0, 0, &symbols3[19] }, { '=', 1, 0, &symbols5[0] },\n"
                    "{ '?', 0, 90, nullptr }, { '?', 0, 91, nullptr }, { '!', 0, 0, &symbols6[1] },\n"
                    "{ '=', 0, 0, &symbols5[1] }, { '?', 0, 94, nullptr }, { '?', 0, 95, nullptr },\n"
                    "{ ')', 0, 0, &symbols6[0] }, { '?', 1, 98, nullptr }, { '@', 0, 0, &symbols5[2] },\n"
                    "{ '?', 0, 99, nullptr }, { '=', 0, 0, &symbols6[2] }, { ']', 0, 0, &symbols2[26] },\n"
                    "{ '=', 0, 0, &symbols2[27] }, { '=', 1, 0, &symbols2[28] }, { '|', 0, 0, &symbols2[29] },\n"
                    "{ '=', 1, 0, &symbols2[30] }, { '~', 0, 0, &symbols2[31] },\n};\n#endif\n"),
                   ("token_names.h",
                    "#ifndef TOKEN_NAMES_H_INCLUDED\n#define TOKEN_NAMES_H_INCLUDED\nconst char *token_names[] =\n"
                    '{\n"NONE", "PARENT_NOT_SET", "EOF", "UNKNOWN", "JUNK", "WHITESPACE", "SPACE", "NEWLINE",\n'
                    '"NL_CONT", "FORM_FEED", "COMMENT_CPP", "COMMENT", "COMMENT_MULTI", "COMMENT_EMBED",\n'
                    '"COMMENT_START", "COMMENT_END", "COMMENT_WHOLE", "COMMENT_CPP_ENDIF", "COMMENT_ENDIF",\n'
                    '"IGNORED", "WORD", "NUMBER", "NUMBER_FP", "STRING", "STRING_MULTI", "IF", "ELSE", "ELSEIF",\n'
                    '"CONSTEXPR", "FOR", "WHILE", "WHILE_OF_DO", "SWITCH", "CASE", "DO", "SYNCHRONIZED",\n'
                    '"VOLATILE", "TYPEDEF", "STRUCT", "ENUM", "ENUM_CLASS", "SIZEOF", "DECLTYPE", "RETURN",\n'
                    '"BREAK", "UNION", "GOTO", "CONTINUE", "C_CAST", "CPP_CAST", "D_CAST", "TYPE_CAST",\n'
                    '"TYPENAME", "TEMPLATE", "PARAMETER_PACK", "WHERE_SPEC", "ASSIGN", "ASSIGN_NL", "SASSIGN",\n'
                    '"ASSIGN_DEFAULT_ARG", "ASSIGN_FUNC_PROTO", "COMPARE", "SCOMPARE", "BOOL", "SBOOL", "ARITH",\n'
                    '"SARITH", "SHIFT", "CARET", "DEREF", "INCDEC_BEFORE", "INCDEC_AFTER", "MEMBER",\n'
                    '"DC_MEMBER", "C99_MEMBER", "INV", "DESTRUCTOR", "NOT", "D_TEMPLATE", "ADDR", "NEG", "POS",\n'
                    '"STAR", "PLUS", "MINUS", "AMP", "BYREF", "REF_QUALIFIER", "POUND", "PREPROC",\n'
                    '"PREPROC_INDENT", "PREPROC_BODY", "PP", "ELLIPSIS", "RANGE", "NULLCOND", "SEMICOLON",\n'
                    '"VSEMICOLON", "COLON", "ASM_COLON", "CASE_COLON", "CASE_ELLIPSIS", "CLASS_COLON",\n'
                    '"CONSTR_COLON", "D_ARRAY_COLON", "COND_COLON", "WHERE_COLON", "QUESTION", "COMMA", "ASM",\n'
                    '"ATTRIBUTE", "AUTORELEASEPOOL", "OC_AVAILABLE", "OC_AVAILABLE_VALUE", "CATCH", "WHEN",\n'
                    '"WHERE", "CLASS", "DELETE", "EXPORT", "FRIEND", "NAMESPACE", "PACKAGE", "NEW", "OPERATOR",\n'
                    '"OPERATOR_VAL", "ASSIGN_OPERATOR", "ACCESS", "ACCESS_COLON", "THROW", "NOEXCEPT", "TRY",\n'
                    '"BRACED_INIT_LIST", "USING", "USING_STMT", "USING_ALIAS", "D_WITH", "D_MODULE", "SUPER",\n'
                    '"DELEGATE", "BODY", "DEBUG", "DEBUGGER", "INVARIANT", "UNITTEST", "UNSAFE", "FINALLY",\n'
                    '"FIXED", "IMPORT", "D_SCOPE", "D_SCOPE_IF", "LAZY", "D_MACRO", "D_VERSION", "D_VERSION_IF",\n'
                    '"PAREN_OPEN", "PAREN_CLOSE", "ANGLE_OPEN", "ANGLE_CLOSE", "SPAREN_OPEN", "SPAREN_CLOSE",\n'
                    '"PPAREN_OPEN", "PPAREN_CLOSE", "FPAREN_OPEN", "FPAREN_CLOSE", "LPAREN_OPEN",\n'
                    '"LPAREN_CLOSE", "TPAREN_OPEN", "TPAREN_CLOSE", "RPAREN_OPEN", "RPAREN_CLOSE", "BRACE_OPEN",\n'
                    '"BRACE_CLOSE", "VBRACE_OPEN", "VBRACE_CLOSE", "SQUARE_OPEN", "SQUARE_CLOSE", "TSQUARE",\n'
                    '"MACRO_OPEN", "MACRO_CLOSE", "MACRO_ELSE", "MACRO_NO_INDENT", "LABEL", "LABEL_COLON",\n'
                    '"FUNCTION", "FUNC_CALL", "FUNC_CALL_USER", "FUNC_DEF", "FUNC_TYPE", "FUNC_VAR",\n'
                    '"FUNC_PROTO", "FUNC_START", "FUNC_CLASS_DEF", "FUNC_CLASS_PROTO", "FUNC_CTOR_VAR",\n'
                    '"FUNC_WRAP", "PROTO_WRAP", "MACRO_FUNC", "MACRO_FUNC_CALL", "MACRO_NO_FMT_ARGS", "MACRO",\n'
                    '"QUALIFIER", "EXTERN", "DECLSPEC", "ALIGN", "TYPE", "PTR_TYPE", "TYPE_WRAP", "CPP_LAMBDA",\n'
                    '"CPP_LAMBDA_RET", "EXECUTION_CONTEXT", "TRAILING_RET", "DEDUCTION_GUIDE", "BIT_COLON",\n'
                    '"ENUM_COLON", "OC_DYNAMIC", "OC_END", "OC_IMPL", "OC_INTF", "OC_PROTOCOL", "OC_PROTO_LIST",\n'
                    '"OC_GENERIC_SPEC", "OC_PROPERTY", "OC_CLASS", "OC_CLASS_EXT", "OC_CATEGORY", "OC_SCOPE",\n'
                    '"OC_MSG", "OC_MSG_CLASS", "OC_MSG_FUNC", "OC_MSG_NAME", "OC_MSG_SPEC", "OC_MSG_DECL",\n'
                    '"OC_RTYPE", "OC_ATYPE", "OC_COLON", "OC_DICT_COLON", "OC_SEL", "OC_SEL_NAME", "OC_BLOCK",\n'
                    '"OC_BLOCK_ARG", "OC_BLOCK_TYPE", "OC_BLOCK_EXPR", "OC_BLOCK_CARET", "OC_AT",\n'
                    '"OC_PROPERTY_ATTR", "PP_DEFINE", "PP_DEFINED", "PP_INCLUDE", "PP_IF", "PP_ELSE",\n'
                    '"PP_ENDIF", "PP_ASSERT", "PP_EMIT", "PP_ENDASM", "PP_ENDINPUT", "PP_ERROR", "PP_FILE",\n'
                    '"PP_LINE", "PP_SECTION", "PP_ASM", "PP_UNDEF", "PP_PROPERTY", "PP_BODYCHUNK", "PP_PRAGMA",\n'
                    '"PP_REGION", "PP_ENDREGION", "PP_REGION_INDENT", "PP_IF_INDENT", "PP_IGNORE", "PP_OTHER",\n'
                    '"CHAR", "DEFINED", "FORWARD", "NATIVE", "STATE", "STOCK", "TAGOF", "DOT", "TAG",\n'
                    '"TAG_COLON", "LOCK", "AS", "IN", "BRACED", "THIS", "BASE", "DEFAULT", "GETSET",\n'
                    '"GETSET_EMPTY", "CONCAT", "CS_SQ_STMT", "CS_SQ_COLON", "CS_PROPERTY", "SQL_EXEC",\n'
                    '"SQL_BEGIN", "SQL_END", "SQL_WORD", "SQL_ASSIGN", "CONSTRUCT", "LAMBDA", "ASSERT",\n'
                    '"ANNOTATION", "FOR_COLON", "DOUBLE_BRACE", "CNG_HASINC", "CNG_HASINCN", "Q_EMIT",\n'
                    '"Q_FOREACH", "Q_FOREVER", "Q_GADGET", "Q_OBJECT", "MODE", "DI", "HI", "QI", "SI",\n'
                    '"NOTHROW", "WORD_",\n};\n#endif\n'),),
        note=("Fresh (the thirty-fourth batch): configured before any score; first scored with batch 34, "
              "not tuned on.")),
    # FDK AAC: the Fraunhofer FDK AAC codec library (the AAC decoder and encoder, libAACdec/ and libAACenc/; spectral
    # band replication, libSBRdec/ and libSBRenc/; MPEG Surround, libSACdec/ and libSACenc/; the DRC decoder,
    # libDRCdec/; the transport layers, libMpegTPDec/ and libMpegTPEnc/; the USAC arithmetic coder, libArithCoding/; PCM
    # utilities and limiter, libPCMutils/; the fixed-point tools (FFT, MDCT, filter banks, the fixed-point maths),
    # libFDK/; the system helpers, libSYS/) as its CMake file builds it on x86-64 Linux with its defaults: no C++
    # standard given (g++ 12's -std=gnu++17), no build type (no NDEBUG), shared (fdk_aac_EXPORTS), -fno-exceptions
    # -fno-rtti (left out), BUILD_PROGRAMS off; each library's include/ on the include path.  It generates no header.
    # Not built on x86-64, so left out: the ARM and MIPS variants (libAACdec/src/arm/, libFDK/src/arm/ and
    # libFDK/src/mips/: #included by their generic units on those architectures only).  The programs (aac-enc.c,
    # test-encode-decode.c, wavreader.c and sha1.c: BUILD_PROGRAMS off), the benchmarks (tests/), fuzzer/,
    # documentation/ and win32/ are not scored.
    "fdk-aac": Project(
        RepoSpec("fdk-aac", "mstorsjo+fdk-aac", "2ef9a141c40bf254bde7d22c197c615db5b265ed",
                 ("libAACdec/", "libAACenc/", "libArithCoding/", "libDRCdec/", "libFDK/", "libMpegTPDec/",
                  "libMpegTPEnc/", "libPCMutils/", "libSACdec/", "libSACenc/", "libSBRdec/", "libSBRenc/", "libSYS/"),
                 False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-Dfdk_aac_EXPORTS", "-I{root}/libAACdec/include", "-I{root}/libAACenc/include",
                "-I{root}/libSYS/include", "-I{root}/libArithCoding/include", "-I{root}/libDRCdec/include",
                "-I{root}/libSACdec/include", "-I{root}/libSACenc/include", "-I{root}/libSBRdec/include",
                "-I{root}/libSBRenc/include", "-I{root}/libMpegTPDec/include", "-I{root}/libMpegTPEnc/include",
                "-I{root}/libFDK/include", "-I{root}/libPCMutils/include"),
        skip=("libAACdec/src/arm/block_arm.cpp", "libFDK/src/arm/fft_rad2_arm.cpp", "libFDK/src/arm/scale_arm.cpp",
              "libFDK/src/mips/fft_rad2_mips.cpp", "libFDK/src/mips/mips_fft_twiddles.cpp",
              "libFDK/src/mips/scale_mips.cpp"),
        note=("Fresh (the thirty-fourth batch): configured before any score; first scored with batch 34, "
              "not tuned on.")),
    # OpenJPH: the HTJ2K (JPEG 2000 Part 15) codec library (the codestream, its tiles, components, resolutions,
    # subbands, precincts and codeblocks, src/core/codestream/; the HT block encoder and decoders, src/core/coding/; the
    # wavelet and colour transforms, src/core/transform/; its memory, file and message helpers, src/core/others/; the
    # public headers of src/core/openjph/) and its ojph_compress and ojph_expand programs with their image readers and
    # writers (src/apps/) as its CMake files build them on x86-64 Linux with their defaults: C++14 with extensions
    # (CMAKE_CXX_STANDARD 14: -std=gnu++14), the Release build type (its CMake file's default: NDEBUG), shared
    # (openjph_EXPORTS), OJPH_ALIGNED_ALLOC_EXISTS and _FILE_OFFSET_BITS=64, TIFF support (OJPH_ENABLE_TIFF_SUPPORT, the
    # programs' only: Debian's libtiff-dev, already installed), the x86 SIMD kernels (each built with its own -msse,
    # -msse2, -mssse3, -msse4.1, -mavx, -mavx2 or -mavx512f -mavx512cd: every unit gets them here, no source testing
    # __AVX2__ or the like); src/core/openjph/, src/core/shared/ and src/apps/common/ (the programs') on the include
    # path.  It generates no header.  Not built with these defaults or on x86-64, so left out: the streaming decoder
    # (src/apps/ojph_stream_expand/ with src/apps/others/ojph_sockets.cpp and ojph_threads.cpp: OJPH_BUILD_STREAM_EXPAND
    # off) and the PowerPC VSX and WebAssembly kernels (src/core/*/*_vsx.cpp and *_wasm.cpp).
    # src/core/others/ojph_mem_c.c, built into the library, is parsed for its definitions only.  The tests (tests/:
    # OJPH_BUILD_TESTS off), fuzzing/, subprojects/ (the JavaScript wrapper) and docs/ are not scored.
    "openjph": Project(
        RepoSpec("openjph", "aous72+OpenJPH", "6f3caf3f30dc81dbfca029d06f25dddf2bba06b4", ("src/core/", "src/apps/"),
                 False, ("cpp",)),
        "cpp", ("-std=gnu++14", "-DOJPH_ALIGNED_ALLOC_EXISTS", "-DOJPH_ENABLE_TIFF_SUPPORT", "-D_FILE_OFFSET_BITS=64",
                "-Dopenjph_EXPORTS", "-DNDEBUG", "-msse", "-msse2", "-mssse3", "-msse4.1", "-mavx", "-mavx2",
                "-mavx512f", "-mavx512cd", "-I{root}/src/core/openjph", "-I{root}/src/core/shared",
                "-I{root}/src/apps/common"),
        skip=("src/apps/ojph_stream_expand/ojph_stream_expand.cpp",
              "src/apps/ojph_stream_expand/stream_expand_support.cpp",
              "src/apps/ojph_stream_expand/threaded_frame_processors.cpp", "src/apps/others/ojph_sockets.cpp",
              "src/apps/others/ojph_threads.cpp", "src/core/codestream/ojph_codestream_vsx.cpp",
              "src/core/codestream/ojph_codestream_wasm.cpp", "src/core/coding/ojph_block_decoder_vsx.cpp",
              "src/core/coding/ojph_block_decoder_wasm.cpp", "src/core/transform/ojph_colour_vsx.cpp",
              "src/core/transform/ojph_colour_wasm.cpp", "src/core/transform/ojph_transform_vsx.cpp",
              "src/core/transform/ojph_transform_wasm.cpp"),
        definitions_from=("src/core/others/ojph_mem_c.c",),
        note=("Fresh (the thirty-fourth batch): configured before any score; first scored with batch 34, "
              "not tuned on.")),
    # libfive: the functional-representation solid modelling kernel (its expression trees and their optimisation,
    # libfive/src/tree/; the interval, array, derivative, Jacobian and feature evaluators and their tapes,
    # libfive/src/eval/; the oracles, libfive/src/oracle/; meshing (dual contouring, simplex and hybrid), voxel
    # rendering and the octree and heightmap code, libfive/src/render/; the solver, libfive/src/solve/; its C API,
    # libfive/src/libfive.cpp; the public headers of libfive/include/; the standard library of shapes, libfive/stdlib/)
    # as its CMake files build it on x86-64 Linux with their defaults: C++17 with extensions (CMAKE_CXX_STANDARD 17:
    # -std=gnu++17), the Release build type (its CMake file's default: NDEBUG, and EIGEN_NO_DEBUG), shared
    # (libfive_EXPORTS, libfive_stdlib_EXPORTS), Eigen 3.4 (libeigen3-dev, already installed, a system folder), Boost
    # 1.74's headers, libpng and zlib found, no git checkout (GIT_BRANCH, GIT_REV and GIT_TAG "N/A", libfive.cpp's only,
    # given to every unit with the union); libfive/include/ on the include path.  -march=native (its CMake file's, where
    # the compiler takes it) changes code generation only and is left out.  It generates no header.  The Studio
    # application (studio/: Qt not found, not built), the Guile and Python bindings (libfive/bind/: Guile not found; the
    # Python ones load the library with ctypes), the tests (libfive/test/: built, not scored), bin/ and doc/ are not
    # scored.
    "libfive": Project(
        RepoSpec("libfive", "libfive+libfive", "e8370983e7bc6d49409affcc34fc70c673cc876f",
                 ("libfive/src/", "libfive/include/", "libfive/stdlib/"), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DEIGEN_NO_DEBUG", "-DNDEBUG", "-Dlibfive_EXPORTS", "-Dlibfive_stdlib_EXPORTS",
                '-DGIT_BRANCH="N/A"', '-DGIT_REV="N/A"', '-DGIT_TAG="N/A"', "-I{root}/libfive/include", "-isystem",
                "/usr/include/eigen3"),
        note=("Fresh (the thirty-fourth batch): configured before any score; first scored with batch 34, "
              "not tuned on.")),
    # tcpdump: the packet analyzer (its main program, tcpdump.c; the printers of the link, network, transport and
    # application protocols, print-*.c; the dissection framework and its helpers, netdissect.c, print.c, util-print.c,
    # addrtoname.c, addrtostr.c, signature.c and the others at the top of the checkout, with their headers; the
    # replacements of functions glibc 2.36 lacks, missing/strlcat.c and strlcpy.c) as its CMake file builds the tcpdump
    # program on x86-64 Linux with its defaults: -std=gnu99 (its CMake file's), no build type (no NDEBUG), libpcap
    # 1.10.3 (Debian's libpcap-dev, already installed, found with pkg-config, whose flags add D-Bus's include folders:
    # -isystem here), no libsmi, no libcrypto (its FindCRYPTO module finds libcrypto with pkg-config but no include
    # folder: no HAVE_LIBCRYPTO), no libcap-ng; the build folder and the checkout on the include path.  config.h is
    # configure_file's output of cmakeconfig.h.in there (written here without its comments and blank lines).  Not built
    # with these defaults, so left out: the SMB printer (print-smb.c and smbutil.c: ENABLE_SMB off), bpf_dump.c
    # (libpcap's bpf_dump found), instrument-functions.c (its configure script's --enable-instrument-functions only) and
    # the replacements glibc makes needless (missing/getopt_long.c, getservent.c and strsep.c).  The tests (tests/),
    # doc/ and cmake/ are not scored.
    "tcpdump": Project(
        RepoSpec("tcpdump", "the-tcpdump-group+tcpdump", "39b50f76672bca4af7d7eb52604c5b692c6b6b2c", ("",), False,
                 ("c",)),
        "c", ("-std=gnu99", "-I{gen}", "-I{root}", "-isystem", "/usr/include/dbus-1.0", "-isystem",
              "/usr/lib/x86_64-linux-gnu/dbus-1.0/include"),
        skip=("bpf_dump.c", "instrument-functions.c", "missing/getopt_long.c", "missing/getservent.c",
              "missing/strsep.c", "print-smb.c", "smbutil.c"),
        generated=(("config.h",
                    "#ifndef TCPDUMP_CONFIG_H_\n#define TCPDUMP_CONFIG_H_\n#define HAVE_BPF_DUMP 1\n"
                    "#define HAVE_DECL_ETHER_NTOHOST 1\n#define HAVE_ETHER_NTOHOST 1\n#define HAVE_FORK 1\n"
                    "#define HAVE_GETOPT_LONG 1\n#define HAVE_GETRPCBYNUMBER 1\n#define HAVE_GETSERVENT 1\n"
                    "#define HAVE_PCAP_DUMP_FTELL64 1\n#define HAVE_PCAP_PCAP_INTTYPES_H 1\n"
                    "#define HAVE_PCAP_SET_IMMEDIATE_MODE 1\n#define HAVE_PCAP_SET_TSTAMP_PRECISION 1\n"
                    "#define HAVE_PCAP_SET_TSTAMP_TYPE 1\n#define HAVE_STRSEP 1\n#define HAVE_VFORK 1\n"
                    "#define NETINET_ETHER_H_DECLARES_ETHER_NTOHOST 1\n"
                    '#define PACKAGE_BUGREPORT "https://github.com/the-tcpdump-group/tcpdump/issues"\n'
                    '#define PACKAGE_NAME "tcpdump"\n#define PACKAGE_STRING "tcpdump 5.0.0-PRE-GIT"\n'
                    '#define PACKAGE_TARNAME "tcpdump"\n#define PACKAGE_URL "https://www.tcpdump.org/"\n'
                    '#define PACKAGE_VERSION "5.0.0-PRE-GIT"\n#define SIZEOF_TIME_T 8\n#define SIZEOF_VOID_P 8\n'
                    "#define USE_ETHER_NTOHOST 1\n#endif\n"),),
        note=("Fresh (the thirty-fourth batch): configured before any score; first scored with batch 34, "
              "not tuned on.")),
    # The thirty-fifth fresh batch (2026-12-07), configured before any score and checked on the clang side only
    # (every kept unit parses without errors); first scored with batch 35, not tuned on.  Each project's flags are
    # the ones its own build configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12; for mergerfs, its
    # Makefile) gives with its defaults (in compile_commands.json; mergerfs's from make -n), and its generated
    # headers are that configuration's output.  Where a project's targets differ in defines, include paths or target
    # flags, every unit gets the union of the scored targets' ones, as in earlier batches.  Where g++ 12's or gcc
    # 12's default standard (gnu++17, gnu17) is used without a flag it is written out, clang 14's default C++
    # standard being gnu++14.  Flags that only change code generation or warnings (-O, -g, -W..., -pedantic, -fPIC,
    # -pipe, -fno-omit-frame-pointer, -fstack-protector-strong) are left out; the instruction-set flags of SIMD
    # kernels (-msse2 ... -mavx512vpopcntdq) are kept, their intrinsics needing them.  Where a C++ project builds C
    # files into its product, they are parsed for their definitions only (C++ units only are scored).  No package
    # was installed for the batch: every dependency it found was already installed.  (Not taken: rakshasa's
    # libtorrent (C++20), three of whose 134 units (src/data/hash_queue.cc, src/net/listen.cc,
    # src/torrent/runtime/proxy_manager.cc) capture structured bindings in lambdas, which clang 14 rejects;
    # Snapcast, whose CMake configuration stops with its defaults (BUILD_WITH_AVAHI needs avahi-client, not
    # installed); Conky, whose CMake configuration stops with its defaults (BUILD_XDAMAGE needs the Xdamage
    # library's headers, not installed); KaHIP, whose CMake configuration stops without MPI (not installed); VVdeC,
    # whose public vvdec.h is configure_file's output of its whole API header, as H3's, too long to write here, and
    # whose SSE4.1 and AVX2 kernels are the same sources built with USE_SSE41 or USE_AVX2, which the sources test
    # (the union would make every kernel an AVX2 one); geometry-central, whose point cloud reader and writer
    # #include happly.h from the deps/happly git submodule, absent from the snapshot; zimg, whose library builds the
    # graphengine git submodule's sources (graphengine/graphengine/*.cpp: absent from the snapshot) into it; TGUI,
    # whose default branch was last changed in 2024-10; nanomsg, whose default branch was last changed in 2024-02;
    # libsidplayfp, ChucK and Vampire, fetched but not configured in the time the batch had; OpenAL Soft, ZXing-C++,
    # libpqxx, log4cplus, Xerces-C, ozz-animation and Cap'n Proto, fetched again and dropped for the reasons given
    # at earlier batches (their mirrors are now in the list of the ones tried).)  The yardstick's HEADER_LIKE now
    # also materializes .icpp files (mergerfs's, which its src/fs_*.cpp #include); no other project's tree has one.
    # It holds four C++ projects and one C one. AviSynth+: the frame server (its script environment, filter graph,
    # caches, buffer pool, thread pool, plugin loading and C API, avs_core/core/, with the script tokenizer, parser
    # and expression tree of avs_core/core/parser/; the internal filters, avs_core/filters/ with conditional/,
    # exprfilter/, overlay/ and the others; the colour space, bit depth and audio conversions, avs_core/convert/;
    # their SSE2, SSE4.1, AVX2 and AVX-512 kernels, the intel/ folders; the public headers of avs_core/include/) and
    # the two plugins built on Linux with its defaults, ConvertStacked and Shibatch (plugins/ConvertStacked/ and
    # plugins/Shibatch/: the SSRC resampler and SuperEQ), as its CMake files build them on x86-64 Linux with their
    # defaults: C++17 without extensions (CMAKE_CXX_STANDARD 17: -std=c++17), the Release build type (its CMake
    # file's default when none is given: NDEBUG), shared (AvsCore_EXPORTS, PluginConvertStacked_EXPORTS,
    # PluginShibatch_EXPORTS), BUILDING_AVSCORE (the core's only, given to every unit with the union), the Intel
    # SIMD kernels (ENABLE_INTEL_SIMD on x86-64: INTEL_INTRINSICS, and INTEL_INTRINSICS_AVX512 for a compiler that
    # takes AVX-512), no git checkout (RELEASE_TARBALL), -msse2 for every target and each kernel's own flags by its
    # name (*_sse41.cpp: -msse4.1; *_avx2.cpp: -mavx2 -mfma; *_avx512*.cpp: -mfma -mbmi2 and the -mavx512... ones):
    # every unit gets them all here, the sources testing __FMA__ and __AVX512F__ only in the kernels built with them
    # (and __SSE4_1__ in MSVC-only code); avs_core/include/, the build folder's avs_core/ and avs_core/ (the
    # plugins') on the include path.  arch.h and avisynth_conf.h are configure_file's output, version.h
    # Version.cmake's (run at build time: outside a git checkout, the RELEASE_TARBALL form), in the build folder's
    # avs_core/ (written here without their comments and blank lines).  Not built on Linux or with these defaults,
    # so left out: AviSource (avs_core/filters/AviSource/: Video for Windows, in its source list with MSVC or MinGW
    # only), the AArch64 NEON kernels (the aarch64/ folders: ENABLE_NEON_SIMD off on x86-64), the DirectShowSource,
    # VDubFilter and VFAPIFilter plugins (Windows only), ImageSeq (DevIL not found) and TimeStretch (SoundTouch not
    # found). plugins/Shibatch/dbesi0.c, built into its plugin, is parsed for its definitions only.  The filesystem/
    # git submodule (gulrak's filesystem, absent from the snapshot: avs/filesystem.h takes <filesystem> under
    # C++17), distrib/ and the documentation are not scored.
    "avisynthplus": Project(
        RepoSpec("avisynthplus", "AviSynth+AviSynthPlus", "1ffeb08c726b2af5448225ad27686248e68f2645",
                 ("avs_core/", "plugins/"), False, ("cpp",)),
        "cpp", ("-std=c++17", "-DAvsCore_EXPORTS", "-DBUILDING_AVSCORE", "-DINTEL_INTRINSICS",
                "-DINTEL_INTRINSICS_AVX512", "-DRELEASE_TARBALL", "-DNDEBUG", "-DPluginConvertStacked_EXPORTS",
                "-DPluginShibatch_EXPORTS", "-msse2", "-msse4.1", "-mavx2", "-mfma", "-mbmi2", "-mavx512f",
                "-mavx512cd", "-mavx512bw", "-mavx512dq", "-mavx512vl", "-mavx512vnni", "-mavx512vbmi", "-mavx512vbmi2",
                "-mavx512bitalg", "-mavx512vpopcntdq", "-I{root}/avs_core/include", "-I{gen}/avs_core",
                "-I{root}/avs_core"),
        skip=("avs_core/filters/AviSource/AVIIndex.cpp", "avs_core/filters/AviSource/AVIReadHandler.cpp",
              "avs_core/filters/AviSource/AudioSource.cpp", "avs_core/filters/AviSource/DubSource.cpp",
              "avs_core/filters/AviSource/FastReadStream.cpp", "avs_core/filters/AviSource/File64.cpp",
              "avs_core/filters/AviSource/VD_Audio.cpp", "avs_core/filters/AviSource/avi_source.cpp",
              "avs_core/filters/AviSource/list.cpp", "avs_core/filters/aarch64/turn_neon.cpp",
              "avs_core/filters/overlay/aarch64/blend_common_neon.cpp",
              "avs_core/filters/overlay/aarch64/layer_neon.cpp", "plugins/DirectShowSource/directshow_source.cpp",
              "plugins/ImageSeq/ImageReader.cpp", "plugins/ImageSeq/ImageSeq.cpp", "plugins/ImageSeq/ImageWriter.cpp",
              "plugins/TimeStretch/TimeStretch.cpp", "plugins/VDubFilter/GetCPUFlags.cpp",
              "plugins/VDubFilter/VDubFilter.cpp", "plugins/VFAPIFilter/VFAPIFilter.cpp"),
        generated=(("avs_core/arch.h", "#ifndef _AVS_ARCH_H_\n#define _AVS_ARCH_H_\n#define AVS_ARCH x86_64\n#endif\n"),
                   ("avs_core/avisynth_conf.h",
                    "#ifndef _AVS_CONF_H_\n#define _AVS_CONF_H_\n#include <avs/config.h>\n#ifdef AVS_POSIX\n"
                    '#define user_avs_plugindir_configurable ".local/lib/avisynth"\n'
                    '#define system_avs_plugindir "/usr/local/lib/avisynth"\n#endif\n#endif\n'),
                   ("avs_core/version.h",
                    '#ifndef _AVS_VERSION_H_\n#define _AVS_VERSION_H_\n#include "arch.h"\n#define AVS_PPSTR_(x) #x\n'
                    "#define AVS_PPSTR(x) AVS_PPSTR_(x)\n#define AVS_PROJECT AviSynth+\n#define AVS_MAJOR_VER 3\n"
                    "#define AVS_MINOR_VER 7\n#define AVS_BUGFIX_VER 5\n#ifdef RELEASE_TARBALL\n"
                    '#define AVS_FULLVERSION AVS_PPSTR(AVS_PROJECT) " " AVS_PPSTR(AVS_MAJOR_VER) "." '
                    'AVS_PPSTR(AVS_MINOR_VER) "." AVS_PPSTR(AVS_BUGFIX_VER) " (" AVS_PPSTR(AVS_ARCH) ")"\n'
                    "#else\n#define AVS_DEVNEXT_REV\n#define AVS_DEV_REVDATE\n#define AVS_DEV_GITHASH\n"
                    "#define AVS_SEQREV\n#define AVS_BRANCH\n"
                    '#define AVS_FULLVERSION AVS_PPSTR(AVS_PROJECT) " " AVS_PPSTR(AVS_MAJOR_VER) "." '
                    'AVS_PPSTR(AVS_MINOR_VER) "." AVS_PPSTR(AVS_BUGFIX_VER) " (r" AVS_PPSTR(AVS_SEQREV) ", " '
                    'AVS_PPSTR(AVS_BRANCH) ", " AVS_PPSTR(AVS_ARCH) ")"\n#endif\n#endif\n')),
        definitions_from=("plugins/Shibatch/dbesi0.c",),
        note=("Fresh (the thirty-fifth batch): configured before any score; first scored with batch 35, "
              "not tuned on.")),
    # mergerfs: the FUSE union filesystem (its FUSE operations, src/fuse_*.cpp; the create, search and action
    # policies, src/policy_*.cpp; its file system helpers, src/fs_*.cpp with the *_linux.icpp and *_posix.icpp files
    # they #include; its options and runtime configuration, src/config*.cpp; the program's main and the rest of
    # src/) as its Makefile builds the mergerfs program on x86-64 Linux with its defaults (make -n in the snapshot's
    # checkout): -std=c++20 (its Makefile's), no NDEBUG (its release target's only), USE_XATTR=1 (its default),
    # _FILE_OFFSET_BITS=64 and BOOST_UNORDERED_DISABLE_PARALLEL_ALGORITHMS; src/, vendored/ and
    # vendored/libfuse/include/ on the include path.  Its vendored libfuse (mergerfs's own C++ fork of libfuse 2,
    # vendored/libfuse/lib/, built by its Makefile into libfuse.a with _REENTRANT and FUSERMOUNT_DIR, given to every
    # unit with the union) is vendored, so not scored, and parsed for its definitions (mergerfs calls fuse_*() by
    # name).  src/version.hpp, which buildtools/update-version writes at build time, is written here with that
    # script's output outside a git checkout ("unknown").  The other vendored code (Boost's unordered containers,
    # {fmt}, CLI11, khash, moodycamel's queues, nonstd, rapidhash, scope_guard, subprocess), libfuse's util/
    # (fusermount and mount.mergerfs: not built by its default target), the tests (tests/), tools/ (preload.c),
    # man/, mkdocs/ and debian/ are not scored.
    "mergerfs": Project(
        RepoSpec("mergerfs", "trapexit+mergerfs", "42ab831d97e31e9edc674d339db247e8239d7912", ("src/",), False,
                 ("cpp",)),
        "cpp", ("-std=c++20", "-DUSE_XATTR=1", "-D_FILE_OFFSET_BITS=64",
                "-DBOOST_UNORDERED_DISABLE_PARALLEL_ALGORITHMS", "-D_REENTRANT", '-DFUSERMOUNT_DIR="/usr/local/bin"',
                "-I{gen}/src", "-I{root}/src", "-I{root}/vendored", "-I{root}/vendored/libfuse/include"),
        generated=(("src/version.hpp", '#pragma once\nstatic const char MERGERFS_VERSION[] = "unknown";\n'),),
        definitions_from=("vendored/libfuse/lib/",),
        note=("Fresh (the thirty-fifth batch): configured before any score; first scored with batch 35, "
              "not tuned on.")),
    # PMP: the Polygon Mesh Processing Library (the pmp library: its halfedge SurfaceMesh with its property
    # containers and iterators, src/pmp/; the algorithms, src/pmp/algorithms/: curvature, decimation, fairing, hole
    # filling, parameterization, remeshing, smoothing, subdivision, geodesics, normals and the others; the mesh
    # readers and writers, src/pmp/io/) with its viewers library (src/pmp/viewers/: the OpenGL renderer, shaders and
    # the GLFW and Dear ImGui windows) and its examples (examples/) as its CMake files build them on x86-64 Linux
    # with their defaults: C++20 with extensions (CMAKE_CXX_STANDARD 20: -std=gnu++20), the Release build type (its
    # CMake file's default when none is given: NDEBUG), shared (pmp_EXPORTS), PMP_BUILD_VIEWERS and
    # PMP_BUILD_EXAMPLES on, IMGUI_USER_CONFIG "pmp_imconfig.h" (the viewers' and the examples' that use them, given
    # to every unit with the union); src/ and its bundled glad, Dear ImGui, GLFW, stb_image and stb_image_write
    # headers (external/) on the include path.  Its bundled Eigen 5.0.1 (external/eigen-5.0.1/, -isystem in its
    # build) #includes extensionless module headers (Eigen/Dense, Eigen/Core, ...), which the yardstick's checkout
    # does not write (no header-like name) and which are too long to write here: Debian's Eigen 3.4 (libeigen3-dev,
    # already installed, a system folder) stands for it (every unit parses with it).  -fopenmp (OpenMP found; no
    # source of pmp uses it) is left out with the code generation flags.  It generates no header.  The bundled Dear
    # ImGui (external/imgui-1.92.8/, built into the viewers library) is vendored, so not scored, and parsed for its
    # definitions (the viewers call ImGui:: functions by name); the other bundled libraries (glfw, glad, stb,
    # googletest) are not scored.  Not built with these defaults, so not scored: the Polygonal library
    # (src/polygonal/: PMP_BUILD_POLYGONAL off).  The tests (tests/), docs/, data/ and cmake/ are not scored.
    "pmp-library": Project(
        RepoSpec("pmp-library", "pmp-library+pmp-library", "1891631b2446ebd5c680ce441a0dca034ad04031",
                 ("src/pmp/", "examples/"), False, ("cpp",)),
        "cpp", ("-std=gnu++20", "-DNDEBUG", "-Dpmp_EXPORTS", '-DIMGUI_USER_CONFIG="pmp_imconfig.h"',
                "-I{root}/src", "-I{root}/external/glad-2.0.8/include", "-I{root}/external/imgui-1.92.8",
                "-I{root}/external/glfw-3.5.1/include", "-I{root}/external/stb_image-2.30",
                "-I{root}/external/stb_image_write-1.16", "-isystem", "/usr/include/eigen3"),
        definitions_from=("external/imgui-1.92.8/",),
        note=("Fresh (the thirty-fifth batch): configured before any score; first scored with batch 35, "
              "not tuned on.")),
    # AMQP-CPP: Copernica's AMQP 0-9-1 client library (the connection and channel implementations,
    # connectionimpl.cpp and channelimpl.cpp; the protocol's frames, one class each, most of them in src/*frame.h;
    # the field, table and array encodings; the deferred result handlers, src/deferred*.cpp; its buffers, tagger and
    # throttle; the public headers of include/amqpcpp/) as its CMake file builds it on x86-64 Linux with its
    # defaults: C++17 with extensions (CMAKE_CXX_STANDARD 17: -std=gnu++17), no build type (no NDEBUG), static
    # (AMQP-CPP_BUILD_SHARED off), VERSION=4.3.27 (its CMake file's define); include/ on the include path (-isystem,
    # as its CMake file gives it).  It generates no header.  The batch's smallest: 19 units over 25,000 lines of
    # headers.  Not built with these defaults, so left out: the Linux TCP module (src/linux_tcp/openssl.cpp,
    # sslerrorprinter.cpp and tcpconnection.cpp: AMQP-CPP_LINUX_TCP off).  The examples (examples/:
    # AMQP-CPP_BUILD_EXAMPLES off) and the tests (tests/) are not scored.
    "amqp-cpp": Project(
        RepoSpec("amqp-cpp", "CopernicaMarketingSoftware+AMQP-CPP", "839f74f2e7cc0f3f03458ebf943d23fc1f8c5462",
                 ("src/", "include/"), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DVERSION=4.3.27", "-isystem", "{root}/include"),
        skip=("src/linux_tcp/openssl.cpp", "src/linux_tcp/sslerrorprinter.cpp",
              "src/linux_tcp/tcpconnection.cpp"),
        note=("Fresh (the thirty-fifth batch): configured before any score; first scored with batch 35, "
              "not tuned on.")),
    # Zint: the barcode encoding library (its encoders of the linear, stacked, composite, postal and matrix
    # symbologies, backend/ from 2of5.c to upcean.c, with the shared code of common.c, general_field.c, gs1.c, eci.c
    # and reedsol.c; its raster and vector output, raster.c, vector.c and the BMP, EMF, EPS, GIF, PCX, PNG, SVG and
    # TIFF writers; its API, library.c) and the zint command-line program (frontend/main.c) as its CMake files build
    # them on x86-64 Linux with their defaults: no C standard given (gcc 12's -std=gnu17), the RelWithDebInfo build
    # type (its CMake file's default when none is given: NDEBUG), shared (zint_EXPORTS; ZINT_STATIC off),
    # ZINT_VERSION "2.16.0.9" (its CMake file's define), PNG output (ZINT_USE_PNG: Debian's libpng-dev, already
    # installed; no ZINT_NO_PNG), no GS1 Syntax Engine (ZINT_USE_GS1SE on, libgs1encoders not found: no
    # ZINT_HAVE_GS1SE), no Qt (its Qt backend and GUI, backend_qt/ and frontend_qt/: Qt not found); backend/ on the
    # include path.  It generates no header (backend/zintconfig.h is in the checkout).  Not built on Linux, so left
    # out: backend/dllversion.c (Windows only).  The tests (backend/tests/ and frontend/tests/), the Tcl binding
    # (backend_tcl/), extras/, getopt/ (its bundled getopt, not built: glibc's getopt_long_only found), docs/ and
    # win32/ are not scored.
    "zint": Project(
        RepoSpec("zint", "zint+zint", "6ac010af0e9f1caebc06c1941b84f1904204cad6", ("backend/", "frontend/"), False,
                 ("c",)),
        "c", ("-std=gnu17", '-DZINT_VERSION="2.16.0.9"', "-Dzint_EXPORTS", "-DNDEBUG", "-I{root}/backend"),
        skip=("backend/dllversion.c",),
        note=("Fresh (the thirty-fifth batch): configured before any score; first scored with batch 35, "
              "not tuned on.")),
    # The thirty-sixth fresh batch (2026-12-07), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 36, not tuned on.  Each project's flags are the ones its
    # own build configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12; for FINAL CUT, its autotools configure
    # script, regenerated with autoreconf as its autogen.sh does, and make -n) gives with its defaults (in
    # compile_commands.json; FINAL CUT's from make -n), and its generated headers are that configuration's output.
    # Where a project's targets differ in defines, include paths or target flags, every unit gets the union of the
    # scored targets' ones, as in earlier batches.  Where g++ 12's or gcc 12's default standard (gnu++17, gnu17) is used
    # without a flag it is written out, clang 14's default C++ standard being gnu++14.  Flags that only change code
    # generation, warnings or sanitizers (-O, -g, -ggdb, -W..., -Werror, -fPIC, -fPIE, -fvisibility=...,
    # -fsanitize=address, -fno-omit-frame-pointer, -fno-optimize-sibling-calls, -fdiagnostics-...) are left out; pagmo's
    # -ftemplate-depth=1024, which changes what a unit may instantiate, is kept.  Where a C++ project builds vendored
    # code into its product, that code is parsed for its definitions only (its own units only are scored).  Installed
    # for the batch (Debian 12's packages; the other dependencies were already installed): FINAL CUT's libgpm-dev (and
    # autoconf, automake, libtool and autoconf-archive, to regenerate its configure script: tools, not headers),
    # librime's libboost-regex-dev, libgoogle-glog-dev, libleveldb-dev, libmarisa-dev, libopencc-dev and libyaml-cpp-dev
    # (and libgtest-dev, which its CMake file requires with BUILD_TEST on, its default; no scored unit reads it),
    # pagmo's libboost-serialization-dev and libtbb-dev, and libavif's libyuv-dev.  (Not taken: ArkScript
    # (ArkScript-lang/Ark), whose default branch was last changed in 2024-10; ZNC, whose socket layer is the
    # third_party/Csocket git submodule (absent from the snapshot), which its src/Socket.h and so nearly every unit
    # #includes; Jinx (JamesBoer/Jinx), whose default branch was last changed in 2023-01; NOMAD (bbopt/nomad), whose
    # library has about 220 units in src/, over the batch's size.)  It holds four C++ projects and one C one.  FINAL
    # CUT: the text-based widget toolkit (its application, object, event and timer classes, final/f*.cpp; the widgets of
    # final/widget/ (buttons, line and text editors, list boxes and views, scroll bars, spin boxes, toggles, windows and
    # the others); its dialogs, final/dialog/; menus and menu bars, final/menu/; the event loop and its monitors,
    # final/eventloop/; keyboard and mouse input (GPM's and the terminals' protocols), final/input/; the virtual
    # terminal, final/vterm/; the terminal output, capabilities, detection and optimizations (termcap, cursor motion,
    # attributes, the Linux, FreeBSD and OpenBSD consoles), final/output/ and final/output/tty/; its strings, callbacks
    # and other helpers, final/util/) and its example programs (examples/) as its autotools build makes them on x86-64
    # Linux with its defaults (./configure in the checkout, with no option, then make -n): -std=c++14 (its Makefile.am
    # files'), HAVE_CONFIG_H (config.h, which no source #includes), COMPILE_FINAL_CUT (the library's only, given to
    # every unit with the union; it only lets a library unit #include a header other than final/final.h), no NDEBUG
    # (CXXFLAGS defaults to -O3), GPM mouse support (found: libgpm-dev, installed for it); final/ and the checkout (the
    # build's -I.. and -I$(top_srcdir)/final) on the include path.  Its configure step writes final/fconfig.h
    # (AX_PREFIX_CONFIG_H), which is also in the checkout: with libgpm-dev installed the two are the same (diffed), so
    # the checkout's is read and no header is written here.  The tests (test/), the fonts' sources (final/font/: headers
    # and scripts), doc/ and misc/ are not scored.
    "finalcut": Project(
        RepoSpec("finalcut", "gansm+finalcut", "dd0b044ade7019df16e235fa560b4922c09dbcd1", ("final/", "examples/"),
                 False, ("cpp",)),
        "cpp", ("-std=c++14", "-DHAVE_CONFIG_H", "-DCOMPILE_FINAL_CUT", "-I{root}/final", "-I{root}"),
        note=("Fresh (the thirty-sixth batch): configured before any score; first scored with batch 36, "
              "not tuned on.")),
    # BusTub: CMU's relational database management system (its SQL binder over the bundled PostgreSQL parser,
    # src/binder/; the planner and the rule-based optimizer, src/planner/ and src/optimizer/; the executors,
    # src/execution/: scans, joins, aggregation, sort, limit, window functions, inserts, updates and deletes; the buffer
    # pool manager with its LRU-K, ARC and clock replacers and disk scheduler, src/buffer/ and src/storage/disk/; the
    # table heap, tuples, pages, the B+ tree and extendible hash table indexes, src/storage/; the catalog, the
    # transaction manager with MVCC watermarks, the log manager, the value types, src/type/; the C++ primer,
    # src/primer/; the public headers of src/include/) and its programs (tools/: the shell, nc-shell, the SQL logic test
    # runner, the B+ tree printer and the benchmarks, with the backward-cpp stack trace unit, tools/backtrace.cpp) as
    # its CMake files build them on x86-64 Linux with their defaults: C++17 with extensions (CMAKE_CXX_STANDARD 17:
    # -std=gnu++17), the Debug build type (its CMake file's default when none is given: no NDEBUG), BACKWARD_HAS_* (the
    # programs' backward-cpp configuration) and UTF8PROC_STATIC (the shell's), given to every unit with the union; src/,
    # src/include/, test/include/ and the bundled libraries' folders (third_party/, fmt, libpg_query, argparse,
    # cpp_random_distributions, backward-cpp, libfort and utf8proc) on the include path (googletest's, only the
    # programs' and not read by them, left out).  It generates no header.  The bundled PostgreSQL parser
    # (third_party/libpg_query/: DuckDB's C++ port, which the binder calls) and MurmurHash3 (third_party/murmur3/, which
    # the hash functions call) are vendored, so not scored, and parsed for their definitions; the other bundled
    # libraries (fmt, libfort, linenoise, utf8proc, argparse, backward-cpp, readerwriterqueue, googletest) are not
    # scored.  Not built with these defaults, so left out: src/concurrency/lock_manager.cpp,
    # src/recovery/checkpoint_manager.cpp and src/storage/page/hash_table_header_page.cpp (in no CMakeLists.txt's source
    # list), and the WebAssembly programs (tools/wasm-bpt-printer/ and tools/wasm-shell/: Emscripten only).  The tests
    # (test/) and the build support scripts are not scored.
    "bustub": Project(
        RepoSpec("bustub", "cmu-db+bustub", "f0d9e3753482d45f2b5919da1873684600b48508", ("src/", "tools/"), False,
                 ("cpp",)),
        "cpp", ("-std=gnu++17", "-DBACKWARD_HAS_BACKTRACE=0", "-DBACKWARD_HAS_BACKTRACE_SYMBOL=1",
                "-DBACKWARD_HAS_BFD=0", "-DBACKWARD_HAS_DW=0", "-DBACKWARD_HAS_DWARF=0", "-DBACKWARD_HAS_LIBUNWIND=0",
                "-DBACKWARD_HAS_UNWIND=1", "-DUTF8PROC_STATIC", "-I{root}/src", "-I{root}/src/include",
                "-I{root}/test/include", "-I{root}/third_party", "-I{root}/third_party/fmt/include",
                "-I{root}/third_party/libpg_query/include", "-I{root}/third_party/argparse/include",
                "-I{root}/third_party/cpp_random_distributions", "-I{root}/third_party/backward-cpp",
                "-I{root}/third_party/libfort/lib", "-I{root}/third_party/utf8proc"),
        skip=("src/concurrency/lock_manager.cpp", "src/recovery/checkpoint_manager.cpp",
              "src/storage/page/hash_table_header_page.cpp", "tools/wasm-bpt-printer/wasm-bpt-printer.cpp",
              "tools/wasm-shell/wasm-shell.cpp"),
        definitions_from=("third_party/libpg_query/", "third_party/murmur3/"),
        note=("Fresh (the thirty-sixth batch): configured before any score; first scored with batch 36, "
              "not tuned on.")),
    # librime: the Rime input method engine (its engine, context, composition, menu, key events, schema and service,
    # src/rime/*.cc; the spelling algebra, calculus, encoders and syllabifier, src/rime/algo/; the YAML configuration
    # with its compiler and plugins, src/rime/config/; the dictionaries, tables, the prism (darts-clone) and the user
    # dictionaries over LevelDB, src/rime/dict/; the processors, segmentors, translators and filters (ASCII composer,
    # speller, punctuator, script and table translators, the OpenCC simplifier and the others), src/rime/gear/; the
    # deployment tasks, customizer and switcher, src/rime/lever/; the C API, src/rime_api.cc) and its tools (tools/:
    # rime_api_console, rime_console, rime_deployer, rime_dict_manager, rime_patch, rime_table_decompiler) as its CMake
    # files build them on x86-64 Linux with their defaults: -std=c++17 then -std=gnu++17 (the second, CMAKE_CXX_STANDARD
    # 17 with extensions, wins), no build type (no NDEBUG), shared (RIME_BUILD_SHARED_LIBS, RIME_EXPORTS for the library
    # and RIME_IMPORTS for the tools, both given to every unit with the union; rime_api.h tests RIME_EXPORTS first),
    # logging with glog (ENABLE_LOGGING on), merged plugins with none in the checkout (RIME_EXTRA_MODULES empty),
    # RIME_VERSION "1.17.0", the Boost defines of its boost_regex target (BOOST_ALL_NO_LIB, BOOST_DLL_USE_STD_FS,
    # BOOST_REGEX_DYN_LINK) and the GLOG_* ones of Debian's glog CMake target; include/ (its bundled darts-clone,
    # utf8cpp and X11 keysym headers), the build folder's src/ and src/ on the include path.  Its deps/ git submodules
    # (glog, leveldb, marisa-trie, OpenCC, yaml-cpp, googletest: absent from the snapshot, and not used by its CMake
    # file, which finds the libraries installed) are Debian's packages here (libgoogle-glog-dev, libleveldb-dev,
    # libmarisa-dev, libopencc-dev, libyaml-cpp-dev and libboost-regex-dev, installed for it).  src/rime/build_config.h
    # is configure_file's output (written here without its comments and blank lines).  The plugins folder (plugins/: no
    # plugin in the checkout), the tests (test/), sample/, data/ and the Windows and macOS build scripts are not scored.
    "librime": Project(
        RepoSpec("librime", "rime+librime", "d71168e9e8c8392ed219dca011dbc76b80727d6c", ("src/", "tools/"), False,
                 ("cpp",)),
        "cpp", ("-std=gnu++17", "-DBOOST_ALL_NO_LIB", "-DBOOST_DLL_USE_STD_FS", "-DBOOST_REGEX_DYN_LINK",
                "-DGLOG_DEPRECATED=__attribute__((deprecated))",
                '-DGLOG_EXPORT=__attribute__((visibility("default")))',
                '-DGLOG_NO_EXPORT=__attribute__((visibility("default")))', "-DRIME_BUILD_SHARED_LIBS",
                "-DRIME_EXPORTS", "-DRIME_IMPORTS", "-DRIME_EXTRA_MODULES=", '-DRIME_VERSION="1.17.0"',
                "-I{root}/include", "-I{gen}/src", "-I{root}/src"),
        generated=(("src/rime/build_config.h",
                    '#ifndef RIME_BUILD_CONFIG_H_\n#define RIME_BUILD_CONFIG_H_\n#define RIME_ENABLE_LOGGING\n'
                    '#define RIME_DATA_DIR "rime-data"\n#define RIME_PLUGINS_DIR "rime-plugins"\n#endif\n'),),
        note=("Fresh (the thirty-sixth batch): configured before any score; first scored with batch 36, "
              "not tuned on.")),
    # pagmo: ESA's parallel global multiobjective optimizer (its type-erased problem, algorithm, island, batch fitness
    # evaluator, topology and replacement and selection policy classes, src/*.cpp; the population and the archipelago;
    # the algorithms, src/algorithms/: artificial bee colony, compass search, differential evolution (de, de1220, sade),
    # ant colony (gaco, maco), grey wolf, harmony search, MOEA/D, NSGA-II, NSPSO, particle swarm, simulated annealing,
    # the genetic ones and the others; the test problems, src/problems/: CEC 2006, 2009, 2013 and 2014, DTLZ, WFG, ZDT,
    # Golomb ruler, Lennard-Jones, Rosenbrock and the others, with the decompose, translate and unconstrain
    # meta-problems; the islands (thread and fork), the topologies, the multi-objective and hypervolume utilities,
    # src/utils/; the public headers of include/pagmo/) as its CMake file builds it on x86-64 Linux with its defaults:
    # C++17 through cxx_std_17 (no flag: g++ 12's -std=gnu++17), the Release build type (its CMake file's default when
    # none is given: NDEBUG), shared (pagmo_EXPORTS), the Boost defines of its serialization target
    # (BOOST_ALLOW_DEPRECATED_HEADERS, BOOST_ALL_NO_LIB, BOOST_SERIALIZATION_DYN_LINK), -ftemplate-depth=1024 (its CMake
    # file's), TBB (libtbb-dev, installed for it); the build folder's include/ and include/ on the include path.
    # include/pagmo/config.hpp is configure_file's output (written here without its comments and blank lines: the fork
    # island and pthread_atfork found).  Not built with these defaults, so left out: CMA-ES and xNES
    # (src/algorithms/cmaes.cpp and xnes.cpp: PAGMO_WITH_EIGEN3 off), the NLopt and Ipopt wrappers (nlopt.cpp and
    # ipopt.cpp: PAGMO_WITH_NLOPT and PAGMO_WITH_IPOPT off).  The CEC 2013 and 2014 data tables
    # (src/problems/cec2013_data.cpp and cec2014_data.cpp, large arrays of numbers and no call) are absent from the
    # snapshot, so not parsed (for the configuration step, which needs them to exist, they were written empty in the
    # scratch checkout).  The tests (tests/), benchmarks/, tutorials/ (PAGMO_BUILD_TESTS, _BENCHMARKS and _TUTORIALS
    # off), doc/ and tools/ are not scored.
    "pagmo2": Project(
        RepoSpec("pagmo2", "esa+pagmo2", "bd9c91e7b9ac453b59af017fb483934cd581d70d", ("src/", "include/"), False,
                 ("cpp",)),
        "cpp", ("-std=gnu++17", "-DBOOST_ALLOW_DEPRECATED_HEADERS", "-DBOOST_ALL_NO_LIB",
                "-DBOOST_SERIALIZATION_DYN_LINK", "-Dpagmo_EXPORTS", "-DNDEBUG", "-ftemplate-depth=1024",
                "-I{gen}/include", "-I{root}/include"),
        skip=("src/algorithms/cmaes.cpp", "src/algorithms/xnes.cpp", "src/algorithms/ipopt.cpp",
              "src/algorithms/nlopt.cpp"),
        generated=(("include/pagmo/config.hpp",
                    '#ifndef PAGMO_CONFIG_HPP\n#define PAGMO_CONFIG_HPP\n#include <vector>\n'
                    '#define PAGMO_VERSION "2.19.1"\n#define PAGMO_VERSION_MAJOR 2\n#define PAGMO_VERSION_MINOR 19\n'
                    '#define PAGMO_VERSION_PATCH 1\n#define PAGMO_WITH_FORK_ISLAND\n#define PAGMO_HAVE_PTHREAD_ATFORK\n'
                    '#if defined(__clang__) && defined(_LIBCPP_VERSION)\n#define PAGMO_PREFER_TYPEID_NAME_EXTRACT\n'
                    '#endif\n#endif\n'),),
        note=("Fresh (the thirty-sixth batch): configured before any score; first scored with batch 36, "
              "not tuned on.")),
    # libavif: the AVIF image format library (its decoder, src/read.c: the ISOBMFF box parser, item and property
    # handling, grids, sequences and gain maps; its encoder, src/write.c; the colour conversions and reformatting,
    # src/reformat.c, src/reformat_libyuv.c and src/colrconvert.c; alpha, colour, Exif, gain map, OBU, scaling, stream
    # and I/O helpers; the public API of include/avif/avif.h) as its CMake file builds it on x86-64 Linux with its
    # defaults: C11 with extensions (CMAKE_C_STANDARD 11: -std=gnu11), no build type (no NDEBUG), shared
    # (AVIF_BUILDING_SHARED_LIBS, AVIF_DLL), libyuv found (AVIF_LIBYUV SYSTEM by default, Debian's libyuv-dev (1857),
    # installed for it: AVIF_LIBYUV_ENABLED=1), no libsharpyuv (AVIF_LIBSHARPYUV off: src/reformat_libsharpyuv.c builds
    # to its stub), no codec (every AVIF_CODEC_* option off by default); include/ on the include path.  It generates no
    # header. Not built with these defaults, so left out: the codec glue (src/codec_aom.c, codec_avm.c, codec_dav1d.c,
    # codec_libgav1.c, codec_rav1e.c, codec_svt.c: every codec off); src/compliance.cc (AVIF_ENABLE_COMPLIANCE_WARDEN
    # off; C++, not a unit of this C project).  The apps (apps/: AVIF_BUILD_APPS off), examples/, the tests (tests/),
    # android_jni/, contrib/ and the bundled third-party code (third_party/: libyuv's and iccjpeg's copies, for the
    # LOCAL options and the apps) are not scored.
    "libavif": Project(
        RepoSpec("libavif", "AOMediaCodec+libavif", "092276ce89098ead06db80975173191e5fee1826", ("src/", "include/"),
                 False, ("c",)),
        "c", ("-std=gnu11", "-DAVIF_BUILDING_SHARED_LIBS", "-DAVIF_DLL", "-DAVIF_LIBYUV_ENABLED=1",
              "-I{root}/include"),
        skip=("src/codec_aom.c", "src/codec_avm.c", "src/codec_dav1d.c", "src/codec_libgav1.c", "src/codec_rav1e.c",
              "src/codec_svt.c"),
        note=("Fresh (the thirty-sixth batch): configured before any score; first scored with batch 36, "
              "not tuned on.")),
    # The thirty-seventh fresh batch (2026-12-07), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 37, not tuned on.  Each project's flags are the ones its
    # own build configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12; for VSEARCH and libsemigroups, their
    # autotools configure scripts (VSEARCH's as committed, libsemigroups' generated with its autogen.sh) and make -n)
    # gives with its defaults (in compile_commands.json; VSEARCH's and libsemigroups' from make -n), and its generated
    # headers are that configuration's output.  Where a project's targets differ in defines, include paths or target
    # flags, every unit gets the union of the scored targets' ones, as in earlier batches.  Where g++ 12's or gcc 12's
    # default standard (gnu++17, gnu17) is used without a flag it is written out, clang 14's default C++ standard being
    # gnu++14.  Flags that only change code generation or warnings (-O, -g, -W..., -fPIC, -flto=auto,
    # -fno-fat-lto-objects, -fvisibility=..., -fno-omit-frame-pointer, -march=x86-64, -mtune=generic, -pthread) are left
    # out; the instruction-set flags of SIMD code (-msse2 ... -mavx2) are kept, their intrinsics needing them, and so
    # are VSEARCH's -fno-exceptions and libsemigroups' -flax-vector-conversions, which change what a unit may contain.
    # Where a project builds vendored code into its product, that code is parsed for its definitions only (its own units
    # only are scored).  Installed for the batch (Debian 12's packages; the other dependencies, zlib1g-dev, libbz2-dev,
    # libeigen3-dev and libgl-dev, were already installed): g2o's libsuitesparse-dev (its CSparse solver) and
    # libspdlog-dev (its logging).  (Not taken: Kakoune (mawww/kakoune, C++2b), two of whose 58 units do not parse with
    # clang 14 (src/highlighters.cc captures a structured binding in a lambda, src/scope.cc initializes an aggregate
    # with parentheses), as rakshasa's libtorrent at batch 35; SymEngine (symengine/symengine), whose snapshot is over
    # the fetch tool's size limit; OpenSubdiv (PixarAnimationStudios/OpenSubdiv), whose default branch (release) was
    # last changed in 2023-09; S2 Geometry (google/s2geometry), whose CMake file needs Abseil's vlog module (2024),
    # newer than Debian 12's Abseil (20220623); chuffed (chuffed/chuffed), whose default branch (develop) was last
    # changed in 2024-10; OpenXLSX (troldal/OpenXLSX) and MyGUI (MyGUI/mygui), whose CMake configurations stop with
    # their defaults without network (FetchContent of miniz 3.0.2 and of pugixml); ncmpc (MusicPlayerDaemon/ncmpc),
    # which needs C++23 and meson 1.2, newer than Debian 12's 1.0.1.)  It holds four C++ projects and one C one.  GEMMI:
    # the macromolecular crystallography library (its mmCIF, PDB, mmJSON and CCP4 map and MTZ readers and writers,
    # src/mmcif.cpp, pdb.cpp, json.cpp, ccp4.cpp, mtz.cpp, to_mmcif.cpp, to_pdb.cpp, to_json.cpp and the others; the CIF
    # parser over PEGTL, src/read_cif.cpp; the space group tables, src/symmetry.cpp; the monomer library, restraints and
    # topology, src/monlib.cpp, chemcomp.cpp, topo.cpp, riding_h.cpp; the AceDRG tables and graph code, src/ace_*.cpp
    # and acedrg_tables.cpp; sequence alignment, DSSP, assemblies, selections, SMARTS and the others; the header-only
    # part of the library, include/gemmi/, templates over grids, unit cells and models) and the gemmi program with its
    # subcommands (prog/: align, blobs, cif2mtz, contact, convert, crd, ecalc, grep, h, map, mask, merge, mtz, reindex,
    # residues, sf2map, sfcalc, sg, validate and the others, with prog/options.cpp) as its CMake file builds them on
    # x86-64 Linux with its defaults: C++17 without extensions (CMAKE_CXX_STANDARD 17: -std=c++17), the Release build
    # type (its CMake file's default when none is given: NDEBUG), shared (GEMMI_SHARED; GEMMI_BUILD and
    # gemmi_cpp_EXPORTS, the library's, and GEMMI_ALL_IN_ONE=1, the program's, given to every unit with the union; the
    # single-subcommand programs gemmi-*, EXCLUDE_FROM_ALL, are not built), zlib found (Debian's zlib1g-dev, already
    # installed: its bundled subset of zlib, third_party/zlib/, not built); third_party/ (its bundled optionparser,
    # sajson, stb_sprintf, linalg and serializer headers) and include/ on the include path.  It generates no header.
    # Its vendored header-only libraries (include/gemmi/third_party/: PEGTL, fast_float, half, pocketfft, tinydir) are
    # not scored (the scored roots are include/gemmi/'s own headers, by their first letters).  The Python bindings
    # (python/: USE_PYTHON off), the Fortran ones (fortran/), the WebAssembly ones (wasm/), the tests (tests/),
    # benchmarks/, examples/ and docs/ are not scored.
    "gemmi": Project(
        RepoSpec("gemmi", "project-gemmi+gemmi", "ab893344226df4c877a3f32b211d08023139b85e",
                 ("src/", "prog/", *(f"include/gemmi/{c}" for c in "abcdefghijklmnopqrsuvwxyz"), "include/gemmi/to",
                  "include/gemmi/tw"), False, ("cpp",)),
        "cpp", ("-std=c++17", "-DGEMMI_BUILD", "-DGEMMI_SHARED", "-Dgemmi_cpp_EXPORTS", "-DGEMMI_ALL_IN_ONE=1",
                "-DNDEBUG", "-I{root}/third_party", "-I{root}/include"),
        note=("Fresh (the thirty-seventh batch): configured before any score; first scored with batch 37, "
              "not tuned on.")),
    # g2o: the general graph optimization framework (its hyper-graph, optimizable graph, vertices and edges over fixed-
    # and dynamic-sized base class templates, the sparse block matrices and block solvers, the Gauss-Newton,
    # Levenberg-Marquardt and Powell's dogleg algorithms, the robust kernels, the factory and the marginal covariance
    # code, g2o/core/; its helpers, g2o/stuff/; the automatic differentiation headers, g2o/autodiff/; the linear
    # solvers, g2o/solvers/: CSparse, dense, Eigen, PCG, the SLAM 2D linear and structure-only ones; the vertex and edge
    # types, g2o/types/: SLAM 2D and 3D with their addons, data, SCLAM 2D, SBA, ICP and Sim(3); the command-line program
    # and the simulator, g2o/apps/; the examples, g2o/examples/: bundle adjustment, BAL, calibration, data fitting,
    # hierarchical SLAM, ICP, the interactive SLAM parser, the 2D SLAM tutorial and the others) as its CMake files build
    # them on x86-64 Linux with their defaults: no C++ standard flag (g++ 12's -std=gnu++17), the Release build type
    # (its CMake file's default when none is given: NDEBUG), shared (the X_EXPORTS define of every library, given to
    # every unit with the union; its *_API macros only read them on Windows), UNIX, the SSE levels its DO_SSE_AUTODETECT
    # finds on the build machine (-msse2 to -msse4.2), CSparse found (libsuitesparse-dev, installed for it; CHOLMOD not
    # found: Debian 12's SuiteSparse has no CHOLMOD CMake configuration), logging with spdlog (libspdlog-dev, installed
    # for it: the FMT_SHARED and SPDLOG_* defines of Debian's spdlog CMake target), OpenGL found (libgl-dev), no Qt (its
    # viewer off), G2O_DEFAULT_TYPES_DIR_ and G2O_DEFAULT_SOLVERS_DIR_ (the program's: the build folder's lib/); the
    # checkout, the build folder, the types' and solvers' folders, CSparse's /usr/include/suitesparse and the
    # interactive SLAM parser's folders on the include path, Debian's Eigen 3.4 (libeigen3-dev, already installed) as a
    # system folder.  g2o/config.h is configure_file's output, in the build folder (written here without its comments
    # and blank lines; G2O_SRC_DIR, the checkout's path in the build, is written "."; G2O_CXX_COMPILER is the build's
    # "GNU /usr/bin/c++").  Its bundled freeglut subset (g2o/EXTERNAL/freeglut/, the freeglut_minimal library its OpenGL
    # helper calls) is vendored, so not scored, and parsed for its definitions.  Not built with these defaults, so left
    # out: the CHOLMOD solver (g2o/solvers/cholmod/: CHOLMOD not found), the Qt viewer (g2o/apps/g2o_viewer/) and the
    # examples that need Qt or CHOLMOD (g2o/examples/slam2d/, interactive_slam/g2o_incremental/ and g2o_interactive/,
    # slam_parser/example/), the line and plane SLAM test programs (g2o/examples/line_slam/line_test.cpp and
    # plane_slam/plane_test.cpp), the parser's test program (slam_parser/parser/test_slam_parser.cpp) and the
    # simulator's line and segment sensors (g2o/apps/g2o_simulator/sensor_line3d.cpp and simulator2d_segment.cpp), in no
    # target's source list; g2o/types/slam3d/dquat2mat_maxima_generated.cpp is #included by dquat2mat.cpp, not a unit.
    # The simulator's test programs (g2o/apps/g2o_simulator/test_simulator2d.cpp and test_simulator3d.cpp, built) are
    # test files to the index, so not scored; the unit tests (unit_test/), benchmarks/, doc/, script/ and cmake_modules/
    # are not scored.
    "g2o": Project(
        RepoSpec("g2o", "RainerKuemmerle+g2o", "34013227eeba9492946d5e4b6a678c0c79c0b34b",
                 ("g2o/apps/", "g2o/autodiff/", "g2o/core/", "g2o/examples/", "g2o/solvers/", "g2o/stuff/",
                  "g2o/types/"), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DUNIX", "-DNDEBUG", "-DFMT_SHARED", "-DSPDLOG_COMPILED_LIB", "-DSPDLOG_FMT_EXTERNAL",
                "-DSPDLOG_SHARED_LIB", *(f"-D{name}_EXPORTS" for name in (
                    "core", "stuff", "opengl_helper", "freeglut_minimal", "g2o_cli_library", "g2o_simulator_library",
                    "types_slam2d", "types_slam2d_addons", "types_data", "types_sclam2d", "types_slam3d",
                    "types_slam3d_addons", "types_sba", "types_icp", "types_sim3", "solver_pcg", "solver_dense",
                    "solver_slam2d_linear", "solver_structure_only", "csparse_extension", "solver_csparse",
                    "solver_eigen", "tutorial_slam2d_library", "calibration_odom_laser_library", "parser_library",
                    "interface_library", "g2o_hierarchical_library")),
                '-DG2O_DEFAULT_TYPES_DIR_="{gen}/lib"', '-DG2O_DEFAULT_SOLVERS_DIR_="{gen}/lib"', "-msse2", "-msse3",
                "-mssse3", "-msse4.1", "-msse4.2", "-I{root}", "-I{gen}", "-I{root}/g2o/types/slam3d_addons",
                "-I{root}/g2o/types/slam3d", "-I{root}/g2o/types/slam2d_addons", "-I{root}/g2o/types/slam2d",
                "-I{root}/g2o/types/data", "-I{root}/g2o/types/sclam2d", "-I{root}/g2o/types/sba",
                "-I{root}/g2o/types/icp", "-I{root}/g2o/types/sim3", "-I{root}/g2o/solvers/pcg",
                "-I{root}/g2o/solvers/eigen", "-I/usr/include/suitesparse", "-I{root}/g2o/solvers/csparse",
                "-I{root}/g2o/examples/interactive_slam/slam_parser/parser", "-I{root}/g2o/examples/interactive_slam",
                "-isystem", "/usr/include/eigen3"),
        skip=("g2o/apps/g2o_simulator/sensor_line3d.cpp", "g2o/apps/g2o_simulator/simulator2d_segment.cpp",
              *(f"g2o/apps/g2o_viewer/{name}.cpp" for name in (
                  "g2o_qglviewer", "g2o_viewer", "gui_hyper_graph_action", "main_window", "properties_widget",
                  "run_g2o_viewer", "stream_redirect", "viewer_properties_widget")),
              "g2o/examples/interactive_slam/g2o_incremental/g2o_incremental.cpp",
              "g2o/examples/interactive_slam/g2o_incremental/graph_optimizer_sparse_incremental.cpp",
              *(f"g2o/examples/interactive_slam/g2o_interactive/{name}.cpp" for name in (
                  "g2o_online", "g2o_slam_interface", "generate_commands", "graph_optimizer_sparse_online",
                  "types_online")),
              "g2o/examples/interactive_slam/slam_parser/example/example_slam_interface.cpp",
              "g2o/examples/interactive_slam/slam_parser/example/test_slam_interface.cpp",
              "g2o/examples/interactive_slam/slam_parser/parser/test_slam_parser.cpp",
              "g2o/examples/line_slam/line_test.cpp", "g2o/examples/plane_slam/plane_test.cpp",
              "g2o/examples/slam2d/main_window.cpp", "g2o/examples/slam2d/slam2d_g2o.cpp",
              "g2o/examples/slam2d/slam2d_viewer.cpp", "g2o/solvers/cholmod/cholmod_wrapper.cpp",
              "g2o/solvers/cholmod/solver_cholmod.cpp", "g2o/types/slam3d/dquat2mat_maxima_generated.cpp"),
        generated=(("g2o/config.h",
                    "#ifndef G2O_CONFIG_H\n#define G2O_CONFIG_H\n#define G2O_HAVE_OPENGL 1\n"
                    "#define G2O_OPENGL_FOUND 1\n#define G2O_SHARED_LIBS 1\n#define G2O_HAVE_CSPARSE 1\n"
                    "#define G2O_HAVE_LOGGING\n#ifdef G2O_NO_IMPLICIT_OWNERSHIP_OF_OBJECTS\n"
                    "#define G2O_DELETE_IMPLICITLY_OWNED_OBJECTS 0\n#else\n"
                    "#define G2O_DELETE_IMPLICITLY_OWNED_OBJECTS 1\n#endif\n"
                    '#define G2O_CXX_COMPILER "GNU /usr/bin/c++"\n#define G2O_SRC_DIR "."\n#endif\n'),),
        definitions_from=("g2o/EXTERNAL/",),
        note=("Fresh (the thirty-seventh batch): configured before any score; first scored with batch 37, "
              "not tuned on.")),
    # VSEARCH: the metagenomics sequence analysis tool (its commands, src/commands/: chimera detection (uchime),
    # clustering (fast, size, smallmem, unoise), dereplication, FASTA and FASTQ conversion, filtering, merging of paired
    # reads, masking, orientation, searching (usearch_global, search_exact), SINTAX classification, sorting,
    # subsampling, UDB databases and the others; its core, src/core/: the SIMD (SSE2 and SSSE3) global aligner, the
    # linear-memory aligner, the database, k-mer index, hashes, FASTA and FASTQ readers, the search core, MSA, OTU
    # tables and results; its helpers, src/utils/; the CPU feature detection and the SSE2 and SSSE3 counters,
    # src/arch/x86_64/; the Linux and POSIX system calls and the dynamic loading of zlib and bzip2, src/os/; the command
    # line, src/cli.cc and src/vsearch.cc) as its autotools build makes the vsearch program on x86-64 Linux with its
    # defaults (./configure in the checkout, with no option, then make -n): -std=c++11 and -fno-exceptions (its
    # Makefile.am's), HAVE_CONFIG_H, NDEBUG (its Makefile.am's, without --enable-debug), -msse2 and -mssse3 (the SSE2
    # and SSSE3 counters', given to every unit with the union; no source tests __SSSE3__), zlib and bzip2 found
    # (Debian's zlib1g-dev and libbz2-dev, already installed: HAVE_ZLIB_H, HAVE_BZLIB_H); src/ and the checkout (the
    # build's -I. and -I..) on the include path.  Its build also compiles the program's sources a second time with -fPIC
    # and VSEARCH_NO_MAIN into libvsearch_core.a (for embedding, not installed), which the union would give every unit
    # (and so take vsearch.cc's main() away): the program's flags are taken, without it.  config.h is its configure
    # script's output (written here without its comments and blank lines).  Its vendored code (src/vendored/: CityHash,
    # city.cc, built into the program with -I src/vendored; MD5 and SHA-1, md5.c and sha1.c) is not scored and is parsed
    # for its definitions.  Not built on x86-64 Linux, so left out: the other architectures' counters
    # (src/arch/aarch64/, ppc64le/ and simde/increment_counters.cpp) and the other systems' calls (src/os/freebsd/,
    # macos/ and windows/).  The API examples (api_examples/), man/ and the build scripts are not scored.
    "vsearch": Project(
        RepoSpec("vsearch", "torognes+vsearch", "a2e83eba52cb4673f77a6444a5fbbe8b572256f8",
                 ("src/arch/", "src/commands/", "src/core/", "src/os/", "src/utils/", "src/cli.", "src/vsearch"), False,
                 ("cpp",)),
        "cpp", ("-std=c++11", "-fno-exceptions", "-DHAVE_CONFIG_H", "-DNDEBUG", "-msse2", "-mssse3", "-I{root}/src",
                "-I{gen}"),
        skip=("src/arch/aarch64/increment_counters.cpp", "src/arch/ppc64le/increment_counters.cpp",
              "src/arch/simde/increment_counters.cpp", "src/os/freebsd/system_memory.cc",
              "src/os/macos/system_memory.cc", "src/os/windows/dynlib_loader.cc", "src/os/windows/system.cc",
              "src/os/windows/system_memory.cc"),
        generated=(("config.h", "".join(f"#define {name} 1\n" for name in (
                        "HAVE_BZLIB_H", "HAVE_DLFCN_H", "HAVE_FCNTL_H", "HAVE_GETOPT_H", "HAVE_GETTIMEOFDAY",
                        "HAVE_INTTYPES_H", "HAVE_LIBDL", "HAVE_LOCALTIME", "HAVE_MEMCHR", "HAVE_MEMCPY", "HAVE_MEMMOVE",
                        "HAVE_MEMSET", "HAVE_POSIX_MEMALIGN", "HAVE_POW", "HAVE_REGCOMP", "HAVE_REGEX_H",
                        "HAVE_STDINT_H", "HAVE_STDIO_H", "HAVE_STDLIB_H", "HAVE_STRCHR", "HAVE_STRCSPN",
                        "HAVE_STRINGS_H", "HAVE_STRING_H", "HAVE_SYSINFO", "HAVE_SYS_STAT_H", "HAVE_SYS_TIME_H",
                        "HAVE_SYS_TYPES_H", "HAVE_UNISTD_H", "HAVE_ZLIB_H", "STDC_HEADERS"))
                    + "".join(f'#define {name} "{value}"\n' for name, value in (
                        ("PACKAGE", "vsearch"), ("PACKAGE_BUGREPORT", "torognes@ifi.uio.no"),
                        ("PACKAGE_NAME", "vsearch"), ("PACKAGE_STRING", "vsearch 2.31.0"),
                        ("PACKAGE_TARNAME", "vsearch"), ("PACKAGE_URL", "https://github.com/torognes/vsearch"),
                        ("PACKAGE_VERSION", "2.31.0"), ("VERSION", "2.31.0")))),),
        definitions_from=("src/vendored/",),
        note=("Fresh (the thirty-seventh batch): configured before any score; first scored with batch 37, "
              "not tuned on.")),
    # libsemigroups: the C++ library for semigroups and monoids (the Todd-Coxeter and Knuth-Bendix congruence
    # enumerations with their rewriting systems, Felsch trees and reports, src/detail/; the Froidure-Pin algorithm,
    # presentations and their examples, word graphs, Sims' low-index congruences, Aho-Corasick and Ukkonen's suffix
    # tree, bipartitions, boolean and max-plus truncated matrices, partitioned binary relations, free bands, the runner
    # and the others, src/*.cpp; HPCombi's SIMD transformations, src/hpcombi.cpp; the header-only templates of
    # include/libsemigroups/ (*.hpp and the *.tpp implementations they #include)) as its autotools build makes the
    # library on x86-64 Linux with its defaults (./autogen.sh, then ./configure with no option, then make -n):
    # -std=gnu++17 (AX_CXX_COMPILE_STDCXX_17), HAVE_CONFIG_H (config/config.h, which no source #includes: not written
    # here), NDEBUG (without --enable-debug), HPCombi enabled (-mavx and -flax-vector-conversions, its flags), Eigen
    # enabled, its bundled fmt and backward-cpp; the checkout, include/, third_party/ and the bundled libraries' folders
    # (HPCombi's include/ and third_party/, rx-ranges, fmt 12.1.0, magic_enum and Catch2) on the include path.  Its
    # bundled Eigen 5.0.1 (third_party/eigen-5.0.1/) #includes extensionless module headers (Eigen/Core, Eigen/QR),
    # which the yardstick's checkout does not write, as PMP's: Debian's Eigen 3.4 (libeigen3-dev, already installed, a
    # system folder) stands for it (every unit parses with it).  include/libsemigroups/config.hpp is its configure
    # step's output (AX_PREFIX_CONFIG_H, written beside the headers of include/libsemigroups/ in its in-tree build;
    # written here without its comments and blank lines and without the #ifndef around each define; outside a git
    # checkout its version is "3.dev"): here it is in the generated folder, and -I{gen}/include/libsemigroups stands for
    # its place beside the headers that #include it as "config.hpp" (adapters.hpp, paths.hpp, word-graph-view.hpp and
    # others).  Not built with these defaults, so left out: src/cong-helpers.cpp (in no source list of its Makefile.am).
    # The bundled libraries (third_party/: HPCombi, fmt, Eigen, magic_enum, rx-ranges, backward-cpp, Catch2: header-only
    # as it builds them), the tests (tests/), benchmarks/, docs/ and etc/ are not scored.
    "libsemigroups": Project(
        RepoSpec("libsemigroups", "libsemigroups+libsemigroups", "68fd20fd50a2dcec8219440bc616246c1207b44b",
                 ("src/", "include/"), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DHAVE_CONFIG_H", "-DNDEBUG", "-mavx", "-flax-vector-conversions", "-I{root}",
                "-I{gen}/include", "-I{gen}/include/libsemigroups", "-I{root}/include", "-I{root}/third_party",
                "-I{root}/third_party/HPCombi-1.1.2/include", "-I{root}/third_party/HPCombi-1.1.2/third_party",
                "-I{root}/third_party/rx-ranges/include", "-I{root}/third_party/fmt-12.1.0/include",
                "-I{root}/third_party/magic_enum-0.9.7/include", "-I{root}/third_party/Catch2-3.14.0", "-isystem",
                "/usr/include/eigen3"),
        skip=("src/cong-helpers.cpp",),
        generated=(("include/libsemigroups/config.hpp",
                    "#ifndef _INCLUDE_LIBSEMIGROUPS_CONFIG_HPP\n#define _INCLUDE_LIBSEMIGROUPS_CONFIG_HPP 1\n"
                    + "".join(f"#define LIBSEMIGROUPS_{name} 1\n" for name in (
                        "BACKWARD_ENABLED", "EIGEN_ENABLED", "HAVE_CXX17", "HAVE_DLFCN_H", "HAVE_GETTIMEOFDAY",
                        "HAVE_INTTYPES_H", "HAVE_LIBPTHREAD", "HAVE_LIMITS_H", "HAVE_MALLOC", "HAVE_MEMSET",
                        "HAVE_PTHREAD", "HAVE_PTHREAD_H", "HAVE_PTHREAD_PRIO_INHERIT", "HAVE_PTRDIFF_T",
                        "HAVE_STDINT_H", "HAVE_STDIO_H", "HAVE_STDLIB_H", "HAVE_STRINGS_H", "HAVE_STRING_H",
                        "HAVE_SYS_STAT_H", "HAVE_SYS_TIME_H", "HAVE_SYS_TYPES_H", "HAVE_UNISTD_H", "HAVE__BOOL",
                        "HAVE___BUILTIN_CLZLL", "HAVE___BUILTIN_POPCOUNTL", "HPCOMBI_ENABLED", "STDC_HEADERS",
                        "USE_CLZLL", "USE_POPCNT", "WITH_INTERNAL_BACKWARD", "WITH_INTERNAL_FMT"))
                    + "".join(f'#define LIBSEMIGROUPS_{name} "{value}"\n' for name, value in (
                        ("CATCH_ALL_HEADER", "Catch2-3.14.0/catch_amalgamated.hpp"), ("LT_OBJDIR", ".libs/"),
                        ("PACKAGE", "libsemigroups"), ("PACKAGE_BUGREPORT", "jdm3@st-andrews.ac.uk"),
                        ("PACKAGE_NAME", "libsemigroups"), ("PACKAGE_STRING", "libsemigroups 3.dev"),
                        ("PACKAGE_TARNAME", "libsemigroups"), ("PACKAGE_URL", ""), ("PACKAGE_VERSION", "3.dev"),
                        ("VERSION", "3.dev")))
                    + "#define LIBSEMIGROUPS_SIZEOF_VOID_P 8\n#endif\n"),),
        note=("Fresh (the thirty-seventh batch): configured before any score; first scored with batch 37, "
              "not tuned on.")),
    # aws-c-common: the AWS SDK's core C runtime library (its allocators and small-block allocator, memory tracing,
    # array lists, byte buffers and cursors, hash tables, linked hash tables, priority queues, ring buffers, the LRU,
    # FIFO and LIFO caches, strings, URIs and UUIDs, base64 and hex encodings with an AVX2 base64 kernel,
    # source/arch/intel/encoding_avx2.c, CBOR and JSON over the vendored libcbor and cJSON, the XML parser, date and
    # time, the logging channels, formatters and writers, the task and thread schedulers, errors, statistics, process,
    # system information and the command-line parser, source/*.c; the POSIX threads, mutexes, condition variables,
    # read-write locks, clocks, files, environment and process calls, source/posix/; the Linux system information and
    # direct I/O, source/linux/; the x86-64 CPU identification, source/arch/intel/ and its asm/; the public headers of
    # include/aws/common/ with their inline implementations (*.inl)) and its print-sys-info program (bin/system_info/)
    # as its CMake file builds them on x86-64 Linux with its defaults: -std=gnu99 (C_STANDARD 99 with extensions), no
    # build type (no NDEBUG), static (BUILD_SHARED_LIBS off: no export define), the defines of its POSIX and thread
    # feature tests (_POSIX_C_SOURCE=200809L, _XOPEN_SOURCE=500, AWS_AFFINITY_METHOD, AWS_PTHREAD_GETNAME_TAKES_3ARGS,
    # AWS_PTHREAD_SETNAME_TAKES_2ARGS, HAVE_SYSCONF), INTEL_NO_ITTNOTIFY_API, CJSON_HIDE_SYMBOLS, USE_SIMD_ENCODING and
    # the AVX2 kernel's -mavx -mavx2 (given to every unit with the union; the sources test __AVX2__ only in the kernel);
    # source/external/libcbor/, include/, the build folder's generated/include/ and bin/system_info/include/ on the
    # include path.  aws/common/config.h is configure_file's output (in the build folder's generated/include/; written
    # here without its comments and blank lines: the AVX2, AVX-512 and CLMUL intrinsics found).  Its vendored cJSON and
    # libcbor (source/external/, built into the library; aws-c-common's JSON and CBOR code calls them by name) are not
    # scored (the scored roots are source/'s own files and folders, by their first letters) and parsed for their
    # definitions.  Not built on x86-64 Linux, so left out: the Windows, Android, ARM (auxv, Darwin, Windows), generic
    # and MSVC CPU identification sources and the fallback stubs (source/windows/, source/android/, source/arch/arm/,
    # source/arch/generic/, source/arch/intel/msvc/, source/platform_fallback_stubs/).  The tests (tests/: built with
    # BUILD_TESTING on, its default), verification/ (CBMC proofs), cmake/, scripts/ and docs/ are not scored.
    "aws-c-common": Project(
        RepoSpec("aws-c-common", "awslabs+aws-c-common", "b25a34af3aab19d38aaa125caa865e0c2bf80b3e",
                 (*(f"source/{c}" for c in "abcdfghijklmnopqrstuvwxyz"), "source/encoding.c", "source/error.c",
                  "include/", "bin/"), False, ("c",)),
        "c", ("-std=gnu99", "-DAWS_AFFINITY_METHOD=AWS_AFFINITY_METHOD_PTHREAD_ATTR",
              "-DAWS_PTHREAD_GETNAME_TAKES_3ARGS", "-DAWS_PTHREAD_SETNAME_TAKES_2ARGS", "-DCJSON_HIDE_SYMBOLS",
              "-DHAVE_SYSCONF", "-DINTEL_NO_ITTNOTIFY_API", "-DUSE_SIMD_ENCODING", "-D_POSIX_C_SOURCE=200809L",
              "-D_XOPEN_SOURCE=500", "-mavx", "-mavx2", "-I{root}/source/external/libcbor", "-I{root}/include",
              "-I{gen}/generated/include", "-I{root}/bin/system_info/include"),
        skip=("source/android/logging.c", "source/arch/arm/auxv/cpuid.c", "source/arch/arm/darwin/cpuid.c",
              "source/arch/arm/windows/cpuid.c", "source/arch/generic/cpuid.c", "source/arch/intel/msvc/cpuid.c",
              "source/platform_fallback_stubs/file_direct_io.c", "source/platform_fallback_stubs/system_info.c",
              *(f"source/windows/{name}.c" for name in (
                  "clock", "condition_variable", "cross_process_lock", "device_random", "environment", "file", "mutex",
                  "process", "rw_lock", "system_info", "system_resource_utils", "thread", "time"))),
        generated=(("generated/include/aws/common/config.h",
                    "#ifndef AWS_COMMON_CONFIG_H\n#define AWS_COMMON_CONFIG_H\n"
                    + "".join(f"#define AWS_{name}\n" for name in (
                        "HAVE_GCC_OVERFLOW_MATH_EXTENSIONS", "HAVE_GCC_INLINE_ASM", "HAVE_POSIX_LARGE_FILE_SUPPORT",
                        "HAVE_EXECINFO", "HAVE_LINUX_IF_LINK_H", "HAVE_AVX2_INTRINSICS", "HAVE_AVX512_INTRINSICS",
                        "HAVE_MM256_EXTRACT_EPI64", "HAVE_CLMUL", "ARCH_INTEL", "ARCH_INTEL_X64",
                        "USE_CPU_EXTENSIONS"))
                    + "#endif\n"),),
        definitions_from=("source/external/",),
        note=("Fresh (the thirty-seventh batch): configured before any score; first scored with batch 37, "
              "not tuned on.")),
    # The thirty-eighth fresh batch (2026-12-07), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 38, not tuned on.  Each project's flags are the ones its
    # own build configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12; for InspIRCd, its Perl configure script
    # (./configure --disable-interactive --uid 0 --gid 0: its defaults without the wizard, the ids only because the
    # configuration ran as root) and the commands its make/unit-cc.pl runs; for ugrep and jq, their autotools configure
    # scripts (ugrep's as committed, jq's generated with autoreconf -i) and make -n; for OpenH264, its Makefile and make
    # -n) gives with its defaults (in compile_commands.json; the others' from make -n), and its generated headers are
    # that configuration's output.  Where a project's targets differ in defines, include paths or target flags, every
    # unit gets the union of the scored targets' ones, as in earlier batches.  Where g++ 12's or gcc 12's default
    # standard (gnu++17, gnu17) is used without a flag it is written out, clang 14's default C++ standard being gnu++14.
    # Flags that only change code generation, warnings or hardening (-O, -g, -g1, -W..., -fPIC, -fPIE, -fvisibility=...,
    # -fvisibility-inlines-hidden, -ffp-contract=off, -fno-strict-aliasing, -fstack-protector-all, -m64, -pipe,
    # -pthread) are left out; the instruction-set flags of SIMD code (-msse2, -mavx2) are kept, and so is InspIRCd's
    # -fno-rtti, which changes what a unit may contain.  Where a project builds vendored code into its product, that
    # code is parsed for its definitions only (its own units only are scored).  Installed for the batch (Debian 12's
    # packages; the other dependencies were already installed): ugrep's liblz4-dev (its .lz4 support) and jq's
    # libonig-dev (Oniguruma, its regular expressions: its vendor/oniguruma git submodule is absent from the snapshot,
    # and its configure script then takes the system's).  (Not taken: OpenAL Soft (kcat/openal-soft), which needs C++20
    # (CMAKE_CXX_STANDARD 20); libdatachannel (paullouisageneau/libdatachannel), whose CMake file adds its deps/ git
    # submodules (absent from the snapshot) with its defaults; tkrzw (estraier/tkrzw), whose default branch was last
    # changed in 2024-10; Endless Sky (endless-sky/endless-sky) and Yocto/GL (xelatihy/yocto-gl), whose snapshots are
    # over the fetch tool's size limit; ZXing-C++ (zxing-cpp/zxing-cpp), C++20 by default, whose CMake configuration
    # stops with its defaults without network (FetchContent of stb); ChucK (ccrma/chuck), over the batch's size (about
    # 270k lines with its bundled libraries); heaptrack (KDE/heaptrack), under it (about 7k lines without its Qt GUI);
    # geometry-central (nmwsharp/geometry-central), which #includes its deps/happly git submodule, absent from the
    # snapshot.)  It holds four C++ projects and one C one.  Manifold: the geometry library for robust boolean
    # operations on triangle meshes (its Manifold class and the CSG tree, src/manifold.cpp, constructors.cpp and
    # csg_tree.cpp; the boolean operations, src/boolean2*.cpp, boolean3.cpp and boolean_result.cpp; the mesh operations:
    # edge collapses and swaps, src/edge_op.cpp, faces, properties, smoothing and subdivision; the triangulator,
    # src/polygon.cpp; the 2D cross sections with their offsets and the 2D tree, src/cross_section.cpp and tree2d.cpp;
    # the convex hull (quickhull), Minkowski sums and the level sets of signed distance functions, src/sdf.cpp; sorting
    # and the execution helpers, src/sort.cpp and execution_impl.cpp; the public headers of include/manifold/: linear
    # algebra, vectors, meshes and polygons) with its C bindings (bindings/c/) and its samples library (samples/src/:
    # the Menger sponge, the rounded frame, the scallop, the tetrahedron puzzle, the gyroid module, condensed matter,
    # the bracelet and the knot) as its CMake files build them on x86-64 Linux with their defaults: C++17 without
    # extensions (CMAKE_CXX_STANDARD 17, CMAKE_CXX_EXTENSIONS off: -std=c++17), no build type (its
    # option(CMAKE_BUILD_TYPE ...) gives none: no NDEBUG), shared (manifold_EXPORTS, manifoldc_EXPORTS and
    # samples_EXPORTS, given to every unit with the union), the serial backend (MANIFOLD_PAR off: MANIFOLD_PAR=-1), the
    # C bindings (MANIFOLD_CBIND on) and the tests (MANIFOLD_TEST on, which builds the samples library; Debian's
    # googletest, libgtest-dev, already installed, is found without a download); include/, the build folder's include/,
    # bindings/c/, bindings/c/include/ and samples/include/ on the include path.  The -isystem folders of its
    # compile_commands.json (the compiler's own default folders, which its CMake file adds when compile commands are
    # exported, "for nixos") are left out.  include/manifold/version.h is configure_file's output (written here without
    # its comments and blank lines).  The programs of extras/ (a performance and a large-scene test program, built with
    # the tests; the file converter, ASSIMP_ENABLE off), the Python and JavaScript bindings (bindings/python/ and
    # bindings/wasm/: MANIFOLD_PYBIND and MANIFOLD_JSBIND off), the tests (test/), samples/models/, docs/ and dashboard/
    # are not scored.
    "manifold": Project(
        RepoSpec("manifold", "elalish+manifold", "d00dbe1d4832e375cc45535abc18c3b105c375fa",
                 ("src/", "include/", "bindings/c/", "samples/src/", "samples/include/"), False, ("cpp",)),
        "cpp", ("-std=c++17", "-DMANIFOLD_PAR=-1", "-Dmanifold_EXPORTS", "-Dmanifoldc_EXPORTS", "-Dsamples_EXPORTS",
                "-I{root}/include", "-I{gen}/include", "-I{root}/bindings/c", "-I{root}/bindings/c/include",
                "-I{root}/samples/include"),
        generated=(("include/manifold/version.h",
                    "#pragma once\n#define MANIFOLD_VERSION_MAJOR 3\n#define MANIFOLD_VERSION_MINOR 5\n"
                    "#define MANIFOLD_VERSION_PATCH 1\n#define MANIFOLD_VERSION_NUMBER(v_major, v_minor, v_patch) \\\n"
                    "  (((v_major) * 1000000) + ((v_minor) * 1000) + (v_patch))\n"
                    "#define MANIFOLD_VERSION MANIFOLD_VERSION_NUMBER(MANIFOLD_VERSION_MAJOR, \\\n"
                    "                                                 MANIFOLD_VERSION_MINOR, \\\n"
                    "                                                 MANIFOLD_VERSION_PATCH)\n"),),
        note=("Fresh (the thirty-eighth batch): configured before any score; first scored with batch 38, "
              "not tuned on.")),
    # InspIRCd: the IRC server (its core, src/*.cpp: the server instance, users, channels, modes, commands, the
    # configuration reader and parser, the module manager and the dynamic loader, sockets, listeners and stream sockets,
    # X-lines, timers, threads, logging and the others; the epoll socket engine, src/socketengines/epoll.cpp; the core
    # modules, src/coremods/: channels, clients, DNS and hostname lookup, INFO, LIST, LUSERS, messages, modes, opers,
    # users, WHO, WHOIS, WHOWAS, X-lines and the others; the modules, src/modules/ (167 of them: the server-to-server
    # spanning tree, src/modules/m_spanningtree/, SASL, services accounts, WebSocket, IRCv3 capabilities, the HTTP
    # server and the others) with the extra modules its configure script enables because their libraries are found
    # (src/modules/extra/: LDAP, syslog logging, PostgreSQL, PCRE2 and POSIX regular expressions, SQLite, GnuTLS and
    # OpenSSL TLS and the rehash signal); the headers of include/) as its make builds it on x86-64 Linux with its
    # defaults: -std=c++17 (its GNUmakefile's CXX), -fno-rtti (INSPIRCD_DEBUG 0, its default), FMT_SHARED, the extra
    # modules' compiler flags from pkg-config (GnuTLS's -I/usr/include/p11-kit-1 and libpq's -I/usr/include/postgresql;
    # the others' none), given to every unit with the union; include/ and vendor/ (its bundled fmt, utfcpp, lyra,
    # bcrypt, MD5, SHA-2 and http_parser) on the include path.  Its make/unit-cc.pl gives every module unit MODNAME, the
    # module's name as a string (its log type); one value for every unit ("module": a string argument, no call) stands
    # for them here.  The extra modules' libraries were already installed (Debian's libldap2-dev, libpq-dev,
    # libpcre2-dev, libsqlite3-dev, libgnutls28-dev and libssl-dev).  include/config.h is its configure script's output
    # (written here without its comments and blank lines; its paths, under the checkout's run/ folder by default, are
    # written relative to the checkout).  Its vendored code (vendor/: fmt's format.cc, which src/stringutils.cpp
    # #includes, and the C sources of bcrypt, MD5, SHA-2 and http_parser, which their modules #include) is not scored.
    # Not built with these defaults, so left out: the other socket engines (src/socketengines/kqueue.cpp, poll.cpp and
    # select.cpp: epoll found) and the extra modules whose libraries are not found (src/modules/extra/m_argon2.cpp,
    # m_geo_maxmind.cpp, m_log_json.cpp, m_mysql.cpp, m_regex_re2.cpp and m_regex_tre.cpp).  The Windows build (win/),
    # make/, tools/, docs/ and modulemanager are not scored.
    "inspircd": Project(
        RepoSpec("inspircd", "inspircd+inspircd", "8b938ea764e52b6d0c7e4f7e6986f28353d1d08c", ("src/", "include/"),
                 False, ("cpp",)),
        "cpp", ("-std=c++17", "-fno-rtti", "-DFMT_SHARED", '-DMODNAME="module"', "-I{gen}/include",
                "-I{root}/include", "-I{root}/vendor", "-I/usr/include/p11-kit-1", "-I/usr/include/postgresql"),
        skip=("src/socketengines/kqueue.cpp", "src/socketengines/poll.cpp", "src/socketengines/select.cpp",
              *(f"src/modules/extra/m_{name}.cpp" for name in (
                  "argon2", "geo_maxmind", "log_json", "mysql", "regex_re2", "regex_tre"))),
        generated=(("include/config.h",
                    '#pragma once\n#define INSPIRCD_BRANCH "InspIRCd-4"\n#define INSPIRCD_VERSION "InspIRCd-4.11.0"\n'
                    "#define INSPIRCD_VERSION_BEFORE(MAJOR, MINOR) (((4 << 8) | 11) < ((MAJOR << 8) | (MINOR)))\n"
                    "#define INSPIRCD_VERSION_SINCE(MAJOR, MINOR) (((4 << 8) | 11) >= ((MAJOR << 8) | (MINOR)))\n"
                    + "".join(f'#define INSPIRCD_{name}_PATH "run/{value}"\n' for name, value in (
                        ("CONFIG", "conf"), ("EXAMPLE", "conf/examples"), ("DATA", "data"), ("LOG", "logs"),
                        ("MODULE", "modules"), ("RUNTIME", "data")))
                    + '#define INSPIRCD_DOCS "https://docs.inspircd.org/4/"\n#ifndef _WIN32\n'
                    "# define HAS_ARC4RANDOM_BUF\n# define HAS_CLOCK_GETTIME\n# define HAS_GETENTROPY\n#endif\n"),),
        note=("Fresh (the thirty-eighth batch): configured before any score; first scored with batch 38, "
              "not tuned on.")),
    # ugrep: the file pattern searcher (the grep-compatible search program, src/ugrep.cpp: its options, the recursive
    # directory walk, the worker threads, the matchers, archives and compressed files; the output formatting,
    # src/output.cpp; the interactive query user interface, src/query.cpp, with the screen and the virtual keys,
    # src/screen.cpp and vkey.cpp; the Boolean search patterns in conjunctive normal form, src/cnf.cpp; gitignore-style
    # globbing, src/glob.cpp; the statistics, src/stats.cpp; the decompressing stream over zlib, bzip2, XZ, LZ4,
    # Zstandard, Brotli and 7-Zip, src/zstream.hpp; the index builder, src/ugrep-indexer.cpp) as its autotools build
    # makes the ugrep and ugrep-indexer programs on x86-64 Linux with its defaults (./configure in the checkout, with no
    # option, then make -n): -std=gnu++11, HAVE_CONFIG_H, WITH_COLOR, -msse2 and HAVE_AVX2 (SSE2 and AVX2 found), -mavx2
    # (the AVX2 matchers' own, lib/matcher_avx2.cpp and simd_avx2.cpp), PLATFORM, GREP_PATH and WITH_NO_INDENT (the
    # programs'), WITH_NO_CODEGEN (its RE/flex library's), given to every unit with the union; the build folder
    # (config.h), the checkout, include/ and lzma/C/ on the include path.  Its libraries are found: PCRE2, zlib, bzip2,
    # XZ, Zstandard and Brotli (Debian's libpcre2-dev, zlib1g-dev, libbz2-dev, liblzma-dev, libzstd-dev and
    # libbrotli-dev, already installed) and LZ4 (liblz4-dev, installed for it); bzip3 is off by default (--with-bzip3).
    # config.h is its configure script's output (written here without its comments and blank lines).  Its bundled
    # RE/flex library (lib/ and include/reflex/: Genivia's regex matcher library, whose own repository the yardstick
    # scores as re-flex) and the 7-Zip LZMA SDK with its viizip wrapper (lzma/C/) are vendored, so not scored, and
    # parsed for their definitions.  src/zopen.c (the compress(1) LZW decoder, built by gcc) is C, not a unit of this
    # C++ project.  The tests (tests/), the Windows builds (msvc/ and vs/), bin/, completions/, man/ and patterns/ are
    # not scored.
    "ugrep": Project(
        RepoSpec("ugrep", "Genivia+ugrep", "550599a6434fc5315fb6ecd415a5d859e6d846a8", ("src/",), False, ("cpp",)),
        "cpp", ("-std=gnu++11", "-DHAVE_CONFIG_H", "-DWITH_COLOR", "-DHAVE_AVX2", '-DPLATFORM="x86_64-pc-linux-gnu"',
                '-DGREP_PATH="/usr/local/share/ugrep/patterns"', "-DWITH_NO_INDENT", "-DWITH_NO_CODEGEN", "-msse2",
                "-mavx2", "-I{gen}", "-I{root}", "-I{root}/include", "-I{root}/lzma/C"),
        generated=(("config.h", "".join(f"#define {name} 1\n" for name in (
                        "HAVE_7ZIP", "HAVE_CXX11", "HAVE_DIRENT_H", "HAVE_GETPAGESIZE", "HAVE_INTTYPES_H",
                        "HAVE_LIBBROTLI", "HAVE_LIBBZ2", "HAVE_LIBLZ4", "HAVE_LIBLZMA", "HAVE_LIBZ", "HAVE_LIBZSTD",
                        "HAVE_MMAP", "HAVE_O_NOATIME", "HAVE_PCRE2", "HAVE_PTHREAD", "HAVE_PTHREAD_PRIO_INHERIT",
                        "HAVE_SCHED_H", "HAVE_SCHED_SETAFFINITY", "HAVE_STATFS", "HAVE_STATVFS", "HAVE_STDINT_H",
                        "HAVE_STDIO_H", "HAVE_STDLIB_H", "HAVE_STRINGS_H", "HAVE_STRING_H", "HAVE_STRNCASECMP",
                        "HAVE_STRUCT_DIRENT_D_INO", "HAVE_STRUCT_DIRENT_D_TYPE", "HAVE_STRUCT_STAT_ST_ATIM",
                        "HAVE_STRUCT_STAT_ST_CTIM", "HAVE_STRUCT_STAT_ST_MTIM", "HAVE_SYS_MOUNT_H", "HAVE_SYS_PARAM_H",
                        "HAVE_SYS_RESOURCE_H", "HAVE_SYS_STATVFS_H", "HAVE_SYS_STAT_H", "HAVE_SYS_TIME_H",
                        "HAVE_SYS_TYPES_H", "HAVE_UNISTD_H", "STDC_HEADERS"))
                    + "".join(f'#define {name} "{value}"\n' for name, value in (
                        ("PACKAGE", "ugrep"), ("PACKAGE_BUGREPORT", "https://github.com/Genivia/ugrep/issues"),
                        ("PACKAGE_NAME", "ugrep"), ("PACKAGE_STRING", "ugrep 7.8.4"), ("PACKAGE_TARNAME", "ugrep"),
                        ("PACKAGE_URL", "https://ugrep.com"), ("PACKAGE_VERSION", "7.8.4"), ("VERSION", "7.8.4")))),),
        definitions_from=("lib/", "lzma/C/"),
        note=("Fresh (the thirty-eighth batch): configured before any score; first scored with batch 38, "
              "not tuned on.")),
    # OpenH264: Cisco's H.264 video codec, its encoder side (the encoder core, codec/encoder/core/src/: the SVC encoder,
    # slices and their multi-threaded encoding, the macroblock mode decision, motion estimation (the screen content one
    # too), rate control, the transform, quantization and reconstruction, CAVLC, the bitstream writer, deblocking, the
    # reference lists and long-term references, the parameter sets and the task manager; its API,
    # codec/encoder/plus/src/welsEncoderExt.cpp; the pre-processing library, codec/processing/: scene change, scroll and
    # background detection, down-sampling, denoising, complexity analysis, VAA and adaptive quantization; the common
    # code, codec/common/: CPU detection, motion compensation, deblocking, intra prediction, SAD, the thread pool and
    # its tasks, the trace and the memory helpers; the h264enc program, codec/console/enc/ and codec/console/common/;
    # the public headers of codec/api/wels/) as its Makefile builds it on x86-64 Linux with its defaults (make -n): no
    # C++ standard flag (g++ 12's -std=gnu++17), NDEBUG (its Makefile's without BUILDTYPE=Debug), X86_ASM and HAVE_AVX2
    # (its x86 assembly, nasm's: a tool, not installed, make -n only printing), GENERATED_VERSION_HEADER; the API's, the
    # common code's, the consoles', the encoder's and the pre-processing library's folders of its Makefile on the
    # include path.  Its make writes codec/common/inc/version_gen.h from codec/common/inc/version_gen.h.template with
    # the commit's short hash ("cf568c8" in a git checkout; written here without its blank lines), in the generated
    # folder here.  Its decoder (codec/decoder/ and codec/console/dec/: the library's decoder and the h264dec program,
    # built) is not scored: its core headers have the names of the encoder's (deblocking.h, mv_pred.h, parameter_sets.h,
    # slice.h, wels_common_basis.h and five others, in codec/decoder/core/inc/ and codec/encoder/core/inc/), so no one
    # include path serves both sides' units (with the union, 12 of the 90 built units had errors), and the encoder, the
    # larger side, is taken.  Not built on x86-64 Linux, so left out: the Windows DLL entry point
    # (codec/encoder/plus/src/DllEntry.cpp); the ARM, AArch64, MIPS and LoongArch code (assembly, and C files, not units
    # of this C++ project) is not parsed.  The Gecko Media Plugin (module/: its gmp target, not in the default one), the
    # Android and Windows Phone builds (codec/build/), the tests (test/), autotest/, res/ and testbin/ are not scored.
    "openh264": Project(
        RepoSpec("openh264", "cisco+openh264", "cf568c83f71a18778f9a16e344effaf40c11b752",
                 ("codec/api/", "codec/common/", "codec/encoder/", "codec/processing/", "codec/console/common/",
                  "codec/console/enc/"), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DNDEBUG", "-DX86_ASM", "-DHAVE_AVX2", "-DGENERATED_VERSION_HEADER",
                "-I{root}/codec/api/wels", "-I{root}/codec/common/inc", "-I{gen}/codec/common/inc",
                "-I{root}/codec/console/common/inc", "-I{root}/codec/console/enc/inc",
                "-I{root}/codec/encoder/core/inc", "-I{root}/codec/encoder/plus/inc",
                "-I{root}/codec/processing/interface",
                *(f"-I{{root}}/codec/processing/src/{name}" for name in (
                    "adaptivequantization", "common", "downsample", "scrolldetection", "vaacalc"))),
        skip=("codec/encoder/plus/src/DllEntry.cpp",),
        generated=(("codec/common/inc/version_gen.h",
                    '#ifndef VERSION_GEN_H\n#define VERSION_GEN_H\n#define VERSION_NUMBER "cf568c8"\n#endif\n'),),
        note=("Fresh (the thirty-eighth batch): configured before any score; first scored with batch 38, "
              "not tuned on.")),
    # jq: the command-line JSON processor (its JSON values with their reference counts, src/jv.c, jv_alloc.c and
    # jv_aux.c; the JSON parser and printer, src/jv_parse.c and jv_print.c; the number conversions, src/jv_dtoa.c, and
    # the decNumber-backed number literals; UTF-8, src/jv_unicode.c; files, src/jv_file.c; the jq language's lexer and
    # parser (src/lexer.c and parser.c: flex's and bison's output, committed), the compiler to bytecode, src/compile.c,
    # the bytecode and its interpreter, src/bytecode.c and execute.c; the builtins, src/builtin.c; the module linker,
    # src/linker.c; source locations and errors, src/locfile.c; the utilities, src/util.c; the program, src/main.c) as
    # its autotools build makes the jq program and the libjq library on x86-64 Linux with its defaults (autoreconf -i,
    # then ./configure with no option, then make -n): no C standard flag (gcc 12's -std=gnu17), no NDEBUG, its configure
    # script's defines (no config.h: every one on the command line; its version, git describe's in a git checkout,
    # "1.8.2-4-g579e6f76"), decNumber (USE_DECNUM), Oniguruma found (libonig-dev, installed for it: HAVE_LIBONIG); the
    # build folder, the checkout, src/ and vendor/ on the include path.  Its make writes src/version.h (JQ_VERSION, the
    # same version), src/config_opts.inc (JQ_CONFIG, the configure options: none) and src/builtin.inc (the jq-coded
    # builtins of src/builtin.jq as octal bytes, with od and sed: data and no call; written here as one byte, a
    # newline).  Its vendored decNumber (vendor/decNumber/: decContext.c and decNumber.c, the two of its files it
    # builds) is not scored and is parsed for its definitions.  Not built with these defaults, so left out:
    # src/inject_errors.c (the error-injection library, --enable-error-injection off).  Its test runner (src/jq_test.c,
    # built into libjq) is a test file to the index, so not scored; the tests (tests/), docs/, sig/, scripts/, build/
    # and config/ are not scored.
    "jq": Project(
        RepoSpec("jq", "jqlang+jq", "579e6f76cffd7643ba4002a2c3618a5ea710589a", ("src/",), False, ("c",)),
        "c", ("-std=gnu17", '-DPACKAGE_NAME="jq"', '-DPACKAGE_TARNAME="jq"', '-DPACKAGE_VERSION="1.8.2-4-g579e6f76"',
              '-DPACKAGE_STRING="jq 1.8.2-4-g579e6f76"', '-DPACKAGE_BUGREPORT="https://github.com/jqlang/jq/issues"',
              '-DPACKAGE_URL="https://jqlang.org"', '-DPACKAGE="jq"', '-DVERSION="1.8.2-4-g579e6f76"',
              '-DLT_OBJDIR=".libs/"', "-DSTDC_HEADERS=1", "-DUSE_DECNUM=1", "-DIEEE_8087=1",
              *(f"-D{name}=1" for name in (
                    "_ALL_SOURCE", "_DARWIN_C_SOURCE", "_GNU_SOURCE", "_HPUX_ALT_XOPEN_SOCKET_API", "_NETBSD_SOURCE",
                    "_OPENBSD_SOURCE", "_POSIX_PTHREAD_SEMANTICS", "__STDC_WANT_IEC_60559_ATTRIBS_EXT__",
                    "__STDC_WANT_IEC_60559_BFP_EXT__", "__STDC_WANT_IEC_60559_DFP_EXT__",
                    "__STDC_WANT_IEC_60559_FUNCS_EXT__", "__STDC_WANT_IEC_60559_TYPES_EXT__", "__STDC_WANT_LIB_EXT2__",
                    "__STDC_WANT_MATH_SPEC_FUNCS__", "_TANDEM_SOURCE", "__EXTENSIONS__")),
              *(f"-DHAVE_{name}=1" for name in (
                    "STDIO_H", "STDLIB_H", "STRING_H", "INTTYPES_H", "STDINT_H", "STRINGS_H", "SYS_STAT_H",
                    "SYS_TYPES_H", "UNISTD_H", "WCHAR_H", "DLFCN_H", "MEMMEM", "PTHREAD_PRIO_INHERIT", "PTHREAD",
                    "ALLOCA_H", "ALLOCA", "ISATTY", "STRPTIME", "STRFTIME", "SETENV", "TIMEGM", "GMTIME_R", "GMTIME",
                    "LOCALTIME_R", "LOCALTIME", "GETTIMEOFDAY", "TM_TM_GMT_OFF", "SETLOCALE", "ARC4RANDOM",
                    "GETENTROPY", "PTHREAD_KEY_CREATE", "PTHREAD_ONCE", "ATEXIT", "ACOS", "ACOSH", "ASIN", "ASINH",
                    "ATAN2", "ATAN", "ATANH", "CBRT", "CEIL", "COPYSIGN", "COS", "COSH", "DREM", "ERF", "ERFC", "EXP10",
                    "EXP2", "EXP", "EXPM1", "FABS", "FDIM", "FLOOR", "FMA", "FMAX", "FMIN", "FMOD", "FREXP", "GAMMA",
                    "HYPOT", "J0", "J1", "JN", "LDEXP", "LGAMMA", "LOG10", "LOG1P", "LOG2", "LOG", "LOGB", "MODF",
                    "LGAMMA_R", "NEARBYINT", "NEXTAFTER", "NEXTTOWARD", "POW", "REMAINDER", "RINT", "ROUND", "SCALB",
                    "SCALBLN", "SIGNIFICAND", "SCALBN", "ILOGB", "SIN", "SINH", "SQRT", "TAN", "TANH", "TGAMMA",
                    "TRUNC", "Y0", "Y1", "YN", "__THREAD", "LIBONIG")),
              "-I{gen}", "-I{root}", "-I{root}/src", "-I{root}/vendor"),
        skip=("src/inject_errors.c",),
        generated=(("src/builtin.inc", " 012,\n"), ("src/config_opts.inc", '#define JQ_CONFIG ""\n'),
                   ("src/version.h", '#define JQ_VERSION "1.8.2-4-g579e6f76"\n')),
        definitions_from=("vendor/decNumber/decContext.c", "vendor/decNumber/decNumber.c"),
        note=("Fresh (the thirty-eighth batch): configured before any score; first scored with batch 38, "
              "not tuned on.")),
    # The thirty-ninth fresh batch (2026-12-07), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 39, not tuned on.  Each project's flags are the ones its
    # own build configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12; for the Factor VM, its GNUmakefile (make,
    # whose build.sh names the target linux-x86-64) and make -n) gives with its defaults (in compile_commands.json; the
    # Factor VM's from make -n), and its generated headers are that configuration's output.  Where a project's targets
    # differ in defines, include paths or target flags, every unit gets the union of the scored targets' ones, as in
    # earlier batches.  Where g++ 12's or gcc 12's default standard (gnu++17, gnu17) is used without a flag it is
    # written out, clang 14's default C++ standard being gnu++14.  Flags that only change code generation or warnings
    # (-O, -g, -W..., -pedantic, -fPIC, -m64, -mfpmath=sse, -pthread, -Winvalid-pch) are left out.  Where a project
    # builds vendored code into its product, that code is parsed for its definitions only (its own units only are
    # scored).  Installed for the batch (Debian 12's packages; the other dependencies, zlib1g-dev and libeigen3-dev,
    # were already installed): KataGo's libzip-dev (its training data writer and model loading; without it its CMake
    # file defines NO_LIBZIP).  (Not taken: NuRaft (eBay/NuRaft), whose CMake file needs cmake 3.26 (Debian 12 has 3.25)
    # and whose ASIO is its asio git submodule, absent from the snapshot; Ipopt (coin-or/Ipopt), whose default branch
    # (stable/3.14) was last changed in 2024-03; vsomeip (COVESA/vsomeip), C++20 (CMAKE_CXX_STANDARD 20), whose CMake
    # file needs Boost 1.75 (Debian 12 has 1.74); Ceres Solver (ceres-solver/ceres-solver), whose CMake file needs
    # Abseil 20240116 (Debian 12 has 20220623) or its third_party/abseil-cpp git submodule, absent from the snapshot,
    # and whose sources #include Abseil's headers; libqalculate (Qalculate/libqalculate), over the batch's size (about
    # 140k lines); Geargrafx (drhelius/Geargrafx), pocketpy (pocketpy/pocketpy), libsrtp (cisco/libsrtp) and Dropbear
    # (mkj/dropbear), fetched but not needed.)  It holds four C++ projects and one C one.  KataGo: the Go engine (the
    # Monte Carlo tree search, cpp/search/: the search with its node table, PUCT selection, the multithreaded playouts,
    # the neural net evaluation helpers, time control, the async bot, the pattern bonus and subtree value bias tables,
    # the analysis data; the board, its rules and history and the graph hash, cpp/game/; the neural net side,
    # cpp/neuralnet/: the input features, the model description, the batched evaluator nneval and the dummy backend;
    # SGF, model loading, training data writing and the home data folder, cpp/dataio/; the opening book and its
    # generator, cpp/book/; the program setup, GTP configuration, play settings, self-play and match management,
    # cpp/program/; the commands, cpp/command/: gtp, analysis, benchmark, contribute, evalsgf, gatekeeper, genbook,
    # match, selfplay, tune, writetrainingdata and the others; its core helpers, cpp/core/: the config parser, the
    # command loop, hashes, MD5 and SHA-2, random numbers, logging, threads, the parallel helpers and the others; the
    # distributed training client, cpp/distributed/client.cpp; the entry point, cpp/main.cpp) as its CMake file in cpp/
    # builds the katago program on x86-64 Linux with its defaults: C++17 with extensions (CMAKE_CXX_STANDARD 17:
    # -std=gnu++17), the RelWithDebInfo build type (its CMake file's default, whose flags it sets to -g -O2: no NDEBUG),
    # the dummy neural net backend (USE_BACKEND empty: neuralnet/dummybackend.cpp, no backend define), zlib found
    # (zlib1g-dev, already installed), libzip found (libzip-dev, installed for it: no NO_LIBZIP), BUILD_DISTRIBUTED,
    # USE_TCMALLOC and USE_AVX2 off; cpp/external/ and the build folder on the include path, its bundled TCLAP and
    # filesystem headers (cpp/external/tclap-1.2.5/include, cpp/external/filesystem-1.5.8/include) as system folders.
    # program/gitinfo.h is its custom command's output, in the build folder (program/gitinfotemplate.h followed by the
    # output of git describe --always --abbrev=40: the commit's 40 hex digits).  Its vendored libraries (cpp/external/:
    # nlohmann's JSON, TCLAP, filesystem and half, header-only as it builds them; cpp-httplib, CLBlast, cuDNN frontend,
    # ONNX, its Core ML converter and the Mozilla CA certificates, for the backends and the distributed build, not
    # built) are not scored, and no unit of them is built.  Not built with these defaults, so left out: the other
    # backends (cpp/neuralnet/cudabackend.cpp, cudautils.cpp, eigenbackend.cpp, metalbackend.cpp, onnxmodelbuilder.cpp,
    # openclbackend.cpp, openclhelpers.cpp, openclkernels.cpp, opencltuner.cpp and trtbackend.cpp) and
    # cpp/distributed/clienttask.cpp, cpp/search/searchprint.cpp and cpp/search/searchpuct.cpp (in no source list of its
    # CMake file).  Its tests (cpp/tests/: built into the program) are test files to the index, so not scored;
    # cpp/configs/, python/ (the training code) and docs are not scored.
    "katago": Project(
        RepoSpec("katago", "lightvector+KataGo", "6a1fc5de9fc253723ac475a0683bf0b9d9b7bd19",
                 ("cpp/book/", "cpp/command/", "cpp/core/", "cpp/dataio/", "cpp/distributed/", "cpp/game/",
                  "cpp/main.", "cpp/neuralnet/", "cpp/program/", "cpp/search/"), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-I{root}/cpp/external", "-I{gen}", "-isystem",
                "{root}/cpp/external/tclap-1.2.5/include", "-isystem", "{root}/cpp/external/filesystem-1.5.8/include"),
        skip=("cpp/distributed/clienttask.cpp",
              *(f"cpp/neuralnet/{name}.cpp" for name in (
                  "cudabackend", "cudautils", "eigenbackend", "metalbackend", "onnxmodelbuilder", "openclbackend",
                  "openclhelpers", "openclkernels", "opencltuner", "trtbackend")),
              "cpp/search/searchprint.cpp", "cpp/search/searchpuct.cpp"),
        generated=(("program/gitinfo.h",
                    "#define STRINGIFY_GIT_REV(x) #x\n#define STRINGIFY_GIT_REV2(x) STRINGIFY_GIT_REV(x)\n"
                    "#define GIT_REVISION STRINGIFY_GIT_REV2(GIT_REVISION_)\n#define GIT_REVISION_ \\\n"
                    "6a1fc5de9fc253723ac475a0683bf0b9d9b7bd19\n"),),
        note=("Fresh (the thirty-ninth batch): configured before any score; first scored with batch 39, "
              "not tuned on.")),
    # clickhouse-cpp: ClickHouse's C++ client library (the client, clickhouse/client.cpp: connecting over its endpoints,
    # the handshake, queries, inserts, ping and the server's packets with their exceptions, profile and progress;
    # queries and their callbacks, clickhouse/query.cpp; blocks, clickhouse/block.cpp; the columns, clickhouse/columns/:
    # numeric, string and fixed string, decimal, date and date-time, enum, UUID, IPv4 and IPv6, geo, JSON, array,
    # nullable, tuple, map and low-cardinality columns over the Column base class and its templates, the item views and
    # the column factory; the types and the type name parser, clickhouse/types/; the base layer, clickhouse/base/:
    # sockets and the endpoints iterator, buffered input and output streams, the LZ4 and Zstandard compressed streams,
    # the wire format and the platform helpers) as its CMake file builds the library on x86-64 Linux with its defaults:
    # C++17 with extensions (its cmake/cpp17.cmake's CMAKE_CXX_STANDARD 17: -std=gnu++17), the RelWithDebInfo build type
    # (its CMake file's default when none is given: NDEBUG), static, CH_MAP_BOOL_TO_UINT8=1 and
    # CH_USE_ABSEIL_FOR_BIGNUM=1 (both options on), its bundled Abseil int128, LZ4 and Zstandard (WITH_SYSTEM_ABSEIL,
    # WITH_SYSTEM_LZ4 and WITH_SYSTEM_ZSTD off), no TLS (WITH_OPENSSL off); the checkout, contrib/absl/,
    # contrib/lz4/lz4/, clickhouse/cityhash/, contrib/zstd/zstd/ and contrib/zstd/ on the include path.  It generates no
    # header.  Its vendored code (CityHash, clickhouse/cityhash/city.cc; Abseil's int128, contrib/absl/; LZ4,
    # contrib/lz4/; Zstandard, contrib/zstd/; all built into the library, and called by name from its compressed streams
    # and columns) is not scored (the scored roots are clickhouse/'s own files and folders) and is parsed for its
    # definitions.  Not built with these defaults, so left out: clickhouse/base/sslsocket.cpp (WITH_OPENSSL off).  The
    # unit tests (ut/, with contrib/gtest/: BUILD_TESTS off), tests/simple/ (an example program, not in the default
    # build), bench/ (BUILD_BENCHMARK off), cmake/, ci/ and docs/ are not scored.
    "clickhouse-cpp": Project(
        RepoSpec("clickhouse-cpp", "ClickHouse+clickhouse-cpp", "e44e9d4a75afe99918ca98c32d6e8dfc86500a42",
                 ("clickhouse/base/", "clickhouse/block.", "clickhouse/client.", "clickhouse/columns/",
                  "clickhouse/e", "clickhouse/p", "clickhouse/q", "clickhouse/s", "clickhouse/t", "clickhouse/v"),
                 False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DCH_MAP_BOOL_TO_UINT8=1", "-DCH_USE_ABSEIL_FOR_BIGNUM=1", "-DNDEBUG",
                "-I{root}/contrib/absl", "-I{root}/contrib/lz4/lz4", "-I{root}/clickhouse/cityhash",
                "-I{root}/contrib/zstd/zstd", "-I{root}", "-I{root}/contrib/zstd"),
        skip=("clickhouse/base/sslsocket.cpp",),
        definitions_from=("clickhouse/cityhash/", "contrib/absl/", "contrib/lz4/", "contrib/zstd/"),
        note=("Fresh (the thirty-ninth batch): configured before any score; first scored with batch 39, "
              "not tuned on.")),
    # PoseLib: the library of minimal solvers and robust estimators for camera pose estimation (the absolute pose
    # solvers, PoseLib/solvers/: P3P (Lambda Twist and Ding's), P4Pf, P3.5Pf, P5Pf, P5Pfr, the generalized, upright,
    # point-line and radial ones; the relative pose solvers: 5-, 7- and 8-point, 6-point focal, upright and planar,
    # monodepth, 9- and 10-point radial distortion, the generalized ones and the 4-point homography; the polynomial and
    # algebra helpers, PoseLib/misc/: Sturm sequences, univariate and quadratic eigenvalue problem solvers, re3q3,
    # essential matrix decompositions, quaternions and the camera models; the robust estimation, PoseLib/robust/: RANSAC
    # and hybrid RANSAC templates over the absolute, relative, hybrid and homography estimator classes, sampling, robust
    # losses, the Levenberg-Marquardt optimizer templates with their refiners, bundle adjustment and the recalibrator;
    # the entry points, PoseLib/robust.cc and alignment.h) as its CMake file builds the library on x86-64 Linux with its
    # defaults: no C++ standard flag (its target_compile_features cxx_std_17, which g++ 12's default meets:
    # -std=gnu++17), the Release build type (cmake/SetEnv.cmake's default when none is given: NDEBUG), static,
    # MAX_STURM_RECURSION_DEPTH_LIMIT=300 (its cache default), POSELIB_DEBUG=0, no -march=native (MARCH_NATIVE off); the
    # checkout on the include path, Debian's Eigen 3.4 (libeigen3-dev, already installed) as a system folder.  Its CMake
    # file writes PoseLib/version.h (configure_file's) and PoseLib/poselib.h (the umbrella header for its users) into
    # the build folder's generated_headers/, which no unit of the library #includes: not written here.  The Python
    # bindings (pybind/ and pyposelib/: PYTHON_PACKAGE off), the tests (tests/: BUILD_TESTS off), benchmark/
    # (WITH_BENCHMARK off), scripts/ and cmake/ are not scored.
    "poselib": Project(
        RepoSpec("poselib", "PoseLib+PoseLib", "a69263d5d824b5de11e48756f33f6e8ebb231f0c", ("PoseLib/",), False,
                 ("cpp",)),
        "cpp", ("-std=gnu++17", "-DMAX_STURM_RECURSION_DEPTH_LIMIT=300", "-DPOSELIB_DEBUG=0", "-DNDEBUG", "-I{root}",
                "-isystem", "/usr/include/eigen3"),
        note=("Fresh (the thirty-ninth batch): configured before any score; first scored with batch 39, "
              "not tuned on.")),
    # The Factor VM: the virtual machine of the Factor programming language (the factor_vm class and its parts, vm/: the
    # image loader and saver, the data heap with its nursery, aging and tenured spaces, the generational garbage
    # collector (the nursery, aging, to-tenured and full collectors over the slot visitor, fixup and mark-bit templates,
    # compaction, the object start map, the write barrier and the data heap checker), the code heap and code blocks, the
    # JIT compiler of quotations, inline caches and method dispatch, callbacks, call stacks, contexts, safepoints and
    # the sampling profiler, the primitives over arrays, byte arrays, strings, tuples, words, bignums and floats, alien
    # (FFI) memory, I/O and Zstandard decompression of images; the x86 CPU support, vm/cpu-x86.cpp; the Unix, generic
    # Unix and Linux OS layers and the multi-VM support, vm/os-unix.cpp, os-genunix.cpp, os-linux.cpp and mvm-unix.cpp;
    # the entry point, vm/main-unix.cpp) as its GNUmakefile builds the factor program and its libfactor.a on x86-64
    # Linux with its defaults (make, which runs build.sh make-target to name the linux-x86-64 target, and its
    # vm/Config.linux.x86.64, Config.linux, Config.unix and Config.x86.64): -std=c++17 (its CXX_STD), FACTOR_VERSION and
    # FACTOR_GIT_LABEL (VERSION, 0.102, and git describe --all with the commit, "heads/master-<commit>" in a git
    # checkout, both stringized by vm/factor.cpp; the shell drops their quotes), no FACTOR_DEBUG (DEBUG 0), no
    # FACTOR_REPRODUCIBLE; the C++ compiler it prefers is clang++ where there is one (as here), which also gets its
    # precompiled vm/master.hpp (-include-pch build/master.hpp.gch: every unit #includes master.hpp itself, so it is
    # left out).  It generates no header and vendors no code.  Not built on x86-64 Linux, so left out: the other
    # architectures' and systems' sources (vm/cpu-arm.64.cpp, mach_signal.cpp, main-windows.cpp, mvm-none.cpp,
    # mvm-windows.cpp, os-freebsd.cpp, os-linux-arm.32.cpp, os-windows.cpp, os-windows-arm.64.cpp, os-windows-x86.32.cpp
    # and os-windows-x86.64.cpp); vm/os-macos.mm (Objective-C++) and vm/factor.rs are not C++ units; vm/ffi_test.c (the
    # FFI test library, C, built with -std=c99) is a test file to the index, and C, so not scored.  The rest of
    # the repository is Factor code (core/, basis/, extra/, misc/, work/; extra/'s C and C++ test inputs are not
    # scored).
    "factor-vm": Project(
        RepoSpec("factor-vm", "factor+factor", "ae6c1c63ed0d79928c3ae68df6a4c1f5d0f17c6c", ("vm/",), False,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-DFACTOR_VERSION=0.102",
                "-DFACTOR_GIT_LABEL=heads/master-ae6c1c63ed0d79928c3ae68df6a4c1f5d0f17c6c"),
        skip=tuple(f"vm/{name}.cpp" for name in (
            "cpu-arm.64", "mach_signal", "main-windows", "mvm-none", "mvm-windows", "os-freebsd", "os-linux-arm.32",
            "os-windows", "os-windows-arm.64", "os-windows-x86.32", "os-windows-x86.64")),
        note=("Fresh (the thirty-ninth batch): configured before any score; first scored with batch 39, "
              "not tuned on.")),
    # WavPack: the hybrid lossless audio codec library (the encoder, src/pack.c, pack_dsd.c, pack_dns.c, pack_floats.c,
    # pack_utils.c and write_words.c: the decorrelation passes, with the x64 assembly ones they call, the entropy coder,
    # floats, DSD audio and the dynamic noise shaping; the decoder, src/unpack.c, unpack_dsd.c, unpack_floats.c,
    # unpack_seek.c, unpack_utils.c and read_words.c; the extra modes, src/extra1.c and extra2.c; opening files and raw
    # streams, src/open_utils.c, open_filename.c, open_raw.c and open_legacy.c; the APEv2 and ID3 tags, src/tags.c and
    # tag_utils.c; the common, decorrelation and entropy helpers; the public include/wavpack.h) and its programs (cli/:
    # wavpack, wvunpack, wvgain and wvtag, with the RIFF, Wave64, AIFF, CAF, DSDIFF and DSF readers and writers, MD5,
    # the ID3 importer and the shared utilities) as its CMake file builds them on x86-64 Linux with its defaults: no C
    # standard flag (gcc 12's -std=gnu17), no build type (no NDEBUG), static, DSD and threads (ENABLE_DSD,
    # ENABLE_THREADS), the x64 assembly (OPT_ASM_X64: src/pack_x64.S and unpack_x64.S, not C units), HAVE_FSEEKO and
    # HAVE___BUILTIN_CLZ (its checks), the programs' PACKAGE_VERSION ("5.9.0") and VERSION_OS ("Linux"), given to every
    # unit with the union; include/ on the include path.  It generates no header and vendors no code.  Not built with
    # these defaults, so left out: the legacy (pre-4.0) decoder (src/unpack3.c, unpack3_open.c and unpack3_seek.c:
    # WAVPACK_ENABLE_LEGACY off), the Windows Unicode support (cli/win32_unicode_support.c), the wvtest program
    # (cli/wvtest.c: BUILD_TESTING off) and cli/wvparser.c (in no target).  The plugins and Windows builds (audition/,
    # winamp/, xmms/, wavpackdll/, wavpackexe/ and the other *exe/ folders), fuzzing/, doc/ and man/ are not scored.
    "wavpack": Project(
        RepoSpec("wavpack", "dbry+WavPack", "0a3e393c57cb835e24f47366894a045b84f02611", ("src/", "cli/", "include/"),
                 False, ("c",)),
        "c", ("-std=gnu17", "-DENABLE_DSD", "-DENABLE_THREADS", "-DHAVE_FSEEKO", "-DHAVE___BUILTIN_CLZ",
              "-DOPT_ASM_X64", '-DPACKAGE_VERSION="5.9.0"', '-DVERSION_OS="Linux"', "-I{root}/include"),
        skip=("cli/win32_unicode_support.c", "cli/wvparser.c", "cli/wvtest.c", "src/unpack3.c", "src/unpack3_open.c",
              "src/unpack3_seek.c"),
        note=("Fresh (the thirty-ninth batch): configured before any score; first scored with batch 39, "
              "not tuned on.")),
    # The fortieth fresh batch (2026-12-07), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 40, not tuned on.  Each project's flags are the ones its
    # own build configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12; for SWIG, its autogen.sh, autoconf
    # configure script (./configure with no option) and make -n; for fplll, its autotools configure script (generated
    # with autoreconf -i, then ./configure with no option) and make -n; for Gearcoleco, its Linux Makefile and make -n)
    # gives with its defaults (in compile_commands.json; the others' from make -n), and its generated headers are that
    # configuration's output.  Where a project's targets differ in defines, include paths or target flags, every unit
    # gets the union of the scored targets' ones, as in earlier batches; where a library is built both shared and static
    # from the same sources, the shared one's flags are taken.  Where g++ 12's default standard (gnu++17) is used
    # without a flag it is written out, clang 14's default C++ standard being gnu++14.  Flags that only change code
    # generation or warnings (-O, -g, -W..., -pedantic, -fPIC, -fomit-frame-pointer, -flto, -march=native, -pthread)
    # are left out; -fno-rtti and -fno-exceptions, which change what a unit may contain, are kept.  Where a project
    # builds vendored code into its product, that code is parsed for its definitions only (its own units only are
    # scored); where a C++ project builds C files of its own into its product, they are parsed for their definitions
    # only (C++ units only are scored).  Installed for the batch (Debian 12's packages; the other dependencies were
    # already installed): fplll's libmpfr-dev (MPFR, which its configure script requires), SWIG's bison (a tool: its
    # configure script looks for it to turn Source/CParse/parser.y into parser.c, which the snapshot does not hold) and
    # coturn's libmicrohttpd-dev (the HTTP server of its Prometheus exporter, which its CMake file requires).  One more
    # file suffix, .const, is read as a header (HEADER_LIKE: fplll's pruner/pruner.cpp #includes ballvol.const and
    # factorial.const).  (Not taken: CorsixTH (CorsixTH/CorsixTH), whose CMake file needs SDL3 (find_package(SDL3 ...
    # REQUIRED)), which Debian 12 does not have; NanoBoyAdvance (nba-emu/NanoBoyAdvance), C++20 (CMAKE_CXX_STANDARD 20),
    # whose core's CMake file needs SDL3 and its default Qt frontend Qt 6; Stella (stella-emu/stella), whose configure
    # script needs SDL3 and takes C++23 where the compiler has it; MilkyTracker (milkytracker/MilkyTracker), over the
    # batch's size (about 240k lines, its tracker/ folder alone 145k), and whose src/submodules/ git submodules are
    # absent from the snapshot.)  It holds four C++ projects and one C one.
    # SWIG: the wrapper and interface generator, its C++ side (the language modules, Source/Modules/: the Language base
    # class, lang.cxx, and the modules for C, C#, D, Go, Guile, Java, JavaScript, Lua, OCaml, Octave, Perl 5, PHP,
    # Python, R, Ruby, Scilab, Tcl 8 and XML; the passes over the parse tree: allocate, contract, directors, emit,
    # interface, nested classes, overloads and typepass; the utilities, the option handling and the entry point,
    # main.cxx and swigmain.cxx; the Doxygen comment support, Source/Doxygen/: the Doxygen parser and entities, the
    # translator base class and its Javadoc, pydoc and C# translators) as its autotools build makes the swig program on
    # x86-64 Linux with its defaults (./autogen.sh, then ./configure with no option, then make -n): no C++ standard flag
    # (g++ 12's -std=gnu++17), HAVE_CONFIG_H, no NDEBUG; Source/Include/ (swigconfig.h), Source/CParse/, Source/DOH/,
    # Source/Doxygen/, Source/Preprocessor/, Source/Swig/ and Source/Modules/ on the include path.  PCRE2 is found
    # (libpcre2-dev, already installed: HAVE_PCRE); Boost (HAVE_BOOST) and the languages found are the test-suite's
    # only.  Source/Include/swigconfig.h is its configure script's output (written here without its comments and blank
    # lines).  Its C side (the C parser, Source/CParse/: the scanner, templates and the helpers; DOH, Source/DOH/, its
    # dynamic objects (strings, lists, hashes, files) under the Printf, Getattr and other macros the modules call
    # through; the preprocessor, Source/Preprocessor/; the core library, Source/Swig/: typemaps, the type system, the
    # symbol tables, naming, wrappers and the others), built by gcc into the program, is C, not units of this C++
    # project, and is parsed for its definitions only; Source/CParse/parser.c, bison's output of parser.y at build time,
    # is not in the snapshot, so the functions it defines (Swig_cparse and the others) have their prototypes only.
    # CCache/ (ccache-swig, its fork of ccache, a C program its configure script enables by default: vendored, and C),
    # Lib/ (the SWIG library of interface files), Examples/ (with the test suite), Tools/, Doc/ and Win/ are not scored.
    "swig": Project(
        RepoSpec("swig", "swig+swig", "3c22ac7d61021aa47eba242235ee7b5dd08aa135",
                 ("Source/Doxygen/", "Source/Modules/"), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DHAVE_CONFIG_H", "-I{gen}/Source/Include", "-I{root}/Source/Include",
                "-I{root}/Source/CParse", "-I{root}/Source/DOH", "-I{root}/Source/Doxygen",
                "-I{root}/Source/Preprocessor", "-I{root}/Source/Swig", "-I{root}/Source/Modules"),
        generated=(("Source/Include/swigconfig.h",
                    "#define HAVE_BOOST\n#define HAVE_CXX20 1\n#define HAVE_LIBDL 1\n#define HAVE_PCRE 1\n"
                    + "".join(f'#define {name} "{value}"\n' for name, value in (
                        ("PACKAGE", "swig"), ("PACKAGE_BUGREPORT", "https://www.swig.org"), ("PACKAGE_NAME", "swig"),
                        ("PACKAGE_STRING", "swig 4.6.0"), ("PACKAGE_TARNAME", "swig"), ("PACKAGE_URL", ""),
                        ("PACKAGE_VERSION", "4.6.0"), ("SWIG_CXX", "g++"),
                        ("SWIG_LIB", "/usr/local/share/swig/4.6.0"), ("SWIG_LIB_WIN_UNIX", ""),
                        ("SWIG_PLATFORM", "x86_64-pc-linux-gnu"), ("VERSION", "4.6.0")))
                    + "#if defined(_MSC_VER)\n# define _CRT_SECURE_NO_DEPRECATE\n#endif\n"),),
        definitions_from=("Source/CParse/", "Source/DOH/", "Source/Preprocessor/", "Source/Swig/"),
        note=("Fresh (the fortieth batch): configured before any score; first scored with batch 40, "
              "not tuned on.")),
    # fplll: the lattice algorithms library (LLL reduction, fplll/lll.cpp, with its wrapper choosing the arithmetic,
    # fplll/wrapper.cpp, and the heuristic and Householder-based LLL, hlll.cpp and householder.cpp; the Gram-Schmidt
    # orthogonalization objects over integer and Gram matrices, gso_interface.cpp, gso.cpp and gso_gram.cpp; BKZ and its
    # parameters and strategies, bkz.cpp and bkz_param.cpp; SVP and CVP solving, fplll.cpp with the svpcvp.cpp it
    # #includes; the enumeration, fplll/enum/: the recursive enumerator, its base and external interface, the evaluators
    # and the top-level enumeration; the parallel enumeration library, fplll/enum-parallel/: its enumlib entry point and
    # one unit per dimension range (enumlib_dim.20.cpp to enumlib_dim.160.cpp, each #including enumlib_dim.cpp); the
    # pruner, fplll/pruner/: cost, probability and the optimizers (pruner.cpp #includes the other units of the folder,
    # which its make builds on their own too); the number types and matrices, fplll/nr/: Z_NR and FP_NR over long,
    # double, long double, dpe, GMP and MPFR, with the matrix templates; the thread pool interface, threadpool.cpp; the
    # utilities; the fplll and latticegen programs, main.cpp and latticegen.cpp) as its autotools build makes the
    # libfplll library and its programs on x86-64 Linux with its defaults (autoreconf -i, then ./configure with no
    # option, then make -n): -std=c++11, HAVE_CONFIG_H, FPLLL_DEFAULT_STRATEGY_PATH and FPLLL_DEFAULT_STRATEGY (under
    # its default prefix, /usr/local), no NDEBUG; the parallel enumeration on with its default dimensions
    # (FPLLL_MAX_PARALLEL_ENUM_DIM 120, FPLLL_MAX_ENUM_DIM 256), GMP and MPFR found (libgmp-dev, already installed, and
    # libmpfr-dev, installed for it), the double-double and quad-double types off (libqd not found: no FPLLL_WITH_QD);
    # fplll/ (the build folder's and the checkout's) and the checkout on the include path. config.h and
    # fplll/fplll_config.h are its configure script's output (written here without their comments and blank lines);
    # fplll/fplll_config.h is written twice, in fplll/ and at the generated folder's top, where the #include
    # "../fplll_config.h" of fplll/enum/enumerate_base.h finds it through fplll/ on the include path (in its build it
    # lies in fplll/, beside enum/).  Its vendored headers (fplll/io/json.hpp, nlohmann's JSON, and
    # fplll/io/thread_pool.hpp, Marc Stevens' header-only thread pool) are not scored: the scored roots name fplll/'s
    # own files and folders by their first letters.  Not built as units of their own, so left out: fplll/svpcvp.cpp
    # (#included by fplll.cpp), fplll/nr/matrix.cpp (#included by nr/matrix.h), fplll/enum-parallel/enumlib_dim.cpp
    # (#included by the enumlib_dim.<dimension>.cpp units) and fplll/llldiff.cpp (a check program, built by make check
    # only).  The tests (tests/), the strategies (strategies/: JSON data; its default.json is absent from the snapshot),
    # tools/, doc/ and m4/ are not scored.
    "fplll": Project(
        RepoSpec("fplll", "fplll+fplll", "1987472ec5ca19107f93c3891c53db3363c8a78d",
                 ("fplll/b", "fplll/d", "fplll/enum", "fplll/f", "fplll/g", "fplll/h", "fplll/l", "fplll/m",
                  "fplll/nr/", "fplll/pruner/", "fplll/s", "fplll/t", "fplll/u", "fplll/w"), False, ("cpp",)),
        "cpp", ("-std=c++11", "-DHAVE_CONFIG_H", '-DFPLLL_DEFAULT_STRATEGY_PATH="/usr/local/share/fplll/strategies"',
                '-DFPLLL_DEFAULT_STRATEGY="/usr/local/share/fplll/strategies/default.json"', "-I{gen}/fplll",
                "-I{root}/fplll", "-I{gen}", "-I{root}"),
        skip=("fplll/enum-parallel/enumlib_dim.cpp", "fplll/llldiff.cpp", "fplll/nr/matrix.cpp", "fplll/svpcvp.cpp"),
        generated=(("config.h", "".join(f"#define {name} {value}\n" for name, value in (
                        ("FPLLL_MAJOR_VERSION", "5"), ("FPLLL_MAX_ENUM_DIM", "256"),
                        ("FPLLL_MAX_PARALLEL_ENUM_DIM", "120"), ("FPLLL_MICRO_VERSION", "0"),
                        ("FPLLL_MINOR_VERSION", "5"), ("FPLLL_VERSION", "5.5.0"), ("FPLLL_VERSION_INFO", ""),
                        ("FPLLL_WITH_RECURSIVE_ENUM", "1"),
                        *((f"HAVE_{name}", "1") for name in (
                            "CSTDIO", "CXX11", "DLFCN_H", "FLOOR", "INTTYPES_H", "IOSTREAM", "LIBGMP", "LIBMPFR",
                            "LIMITS", "LIMITS_H", "POW", "PTHREAD", "PTHREAD_PRIO_INHERIT", "RINT", "SQRT",
                            "STDBOOL_H", "STDINT_H", "STDIO_H", "STDLIB_H", "STRING", "STRINGS_H", "STRING_H",
                            "STRTOL", "SYS_STAT_H", "SYS_TYPES_H", "UNISTD_H", "VECTOR")),
                        ("LT_OBJDIR", '".libs/"'), ("PACKAGE", '"fplll"'), ("PACKAGE_BUGREPORT", '""'),
                        ("PACKAGE_NAME", '"fplll"'), ("PACKAGE_STRING", '"fplll 5.5.0"'),
                        ("PACKAGE_TARNAME", '"fplll"'), ("PACKAGE_URL", '""'), ("PACKAGE_VERSION", '"5.5.0"'),
                        ("STDC_HEADERS", "1"), ("VERSION", '"5.5.0"')))),
                   *((path, "#ifndef FPLLL_CONFIG__H\n#define FPLLL_CONFIG__H\n#define FPLLL_MAJOR_VERSION 5\n"
                            "#define FPLLL_MINOR_VERSION 5\n#define FPLLL_MICRO_VERSION 0\n"
                            "#define FPLLL_VERSION 5.5.0\n#define FPLLL_VERSION_INFO\n#define FPLLL_MAX_ENUM_DIM 256\n"
                            "#define FPLLL_WITH_RECURSIVE_ENUM 1\n#define FPLLL_MAX_PARALLEL_ENUM_DIM 120\n"
                            "#define HAVE_LIBGMP 1\n#endif\n") for path in ("fplll/fplll_config.h", "fplll_config.h"))),
        note=("Fresh (the fortieth batch): configured before any score; first scored with batch 40, "
              "not tuned on.")),
    # Kanzi: the lossless data compressor (the entropy coders, src/entropy/: ANS, range, Huffman, exp-Golomb and FPAQ
    # coders, the binary entropy coder with its CM and TPAQ predictors and the adaptive probability maps, and the coder
    # factories; the transforms, src/transform/: BWT and BWTS over DivSufSort, the BWT block codec, the alias, LZ and
    # ROLZ codecs, RLT, SRT, SBRT and ZRLT, the text, UTF, EXE and FSD (fixed-step delta) codecs, the transform
    # sequence and factory; the bitstreams, src/bitstream/: the default and debug input and output bitstreams; the
    # block-compressed streams with their multithreaded encoding and decoding tasks, src/io/; the C API,
    # src/api/Compressor.cpp and Decompressor.cpp; the kanzi program, src/app/: the block compressor and decompressor
    # and the info printer; events, the global tables and the wall timer) as its CMake file builds the library (static
    # and shared) and the kanzi program on x86-64 Linux with its defaults: C++17 without extensions
    # (CMAKE_CXX_STANDARD 17, CMAKE_CXX_EXTENSIONS off: -std=c++17), NDEBUG and -fno-rtti (its compiler flags, whatever
    # the build type), the shared library's libkanzi_shared_EXPORTS, given to every unit with the union; src/ on the
    # include path.  Its -march=native (KANZI_ENABLE_NATIVE_OPTIMIZATIONS on) is left out with the other code
    # generation flags: it names no instruction set of its own, and without it src/Memory.hpp and src/types.hpp take
    # x86-64's baseline (SSE2) branches.  It generates no header and vendors no code.  Its tests (src/test/: the test
    # programs, with the C API test src/test/TestAPI.c) are test files to the index, so not scored; the Python
    # bindings of src/api/ (kanzi.py and kanzi_c_api.py), msvc/, bin/, lib/, doc/ and cmake/ are not scored.
    "kanzi": Project(
        RepoSpec("kanzi", "flanglet+kanzi-cpp", "66a80678f1a32bceb2d7949fbde05033d4d448e4", ("src/",), False,
                 ("cpp",)),
        "cpp", ("-std=c++17", "-fno-rtti", "-DNDEBUG", "-Dlibkanzi_shared_EXPORTS", "-I{root}/src"),
        note=("Fresh (the fortieth batch): configured before any score; first scored with batch 40, "
              "not tuned on.")),
    # Gearcoleco: the ColecoVision emulator's core (src/: the Z80 processor with its opcode tables and inline
    # helpers, the TMS9918 video, the SN76489 sound through Blargg's Sms_Apu (src/audio/: Blip_Buffer, Effects_Buffer,
    # Multi_Buffer and Sms_Apu, as the project keeps them) and the AY-3-8910 of the Super Game Module, the memory, the
    # cartridge with its game database and its mappers (standard, MegaCart, Activision, OCM), the input and the
    # ColecoVision I/O ports, the core's frame loop and save states, the trace logger and the VGM recorder) as its
    # Linux Makefile (platforms/linux/Makefile with platforms/shared/makefiles/) builds the gearcoleco program on
    # x86-64 Linux with its defaults, as Gearsystem's (batch 30): -std=c++11, -fno-exceptions, the Release profile
    # (DEBUG 0: NDEBUG; -O3 -flto=auto left out), EMULATOR_BUILD from git describe (the snapshot is the 1.6.11 tag:
    # "1.6.11"); src/, platforms/shared/desktop/ and the vendored dependencies' folders (glad, imgui, json, mINI,
    # miniz, stb) on the include path.  SDL3's pkg-config flags are none here (Debian 12 has no SDL3; the core reads
    # no SDL header).  No generated header.  Every .cpp file of src/ is built.  The desktop frontend
    # (platforms/shared/desktop/: ImGui over SDL3, with its debugger windows and its MCP server), the vendored
    # dependencies (platforms/shared/dependencies/), the libretro core (platforms/libretro/), the other platforms'
    # folders and skills/ are not scored.
    "gearcoleco": Project(
        RepoSpec("gearcoleco", "drhelius+Gearcoleco", "9a494134ba77e50b4463165ed810ecca13dead79", ("src/",), False,
                 ("cpp",)),
        "cpp", ("-std=c++11", "-fno-exceptions", '-DEMULATOR_BUILD="1.6.11"', "-DNDEBUG", "-I{root}/src",
                "-I{root}/platforms/shared/desktop",
                *(f"-I{{root}}/platforms/shared/dependencies/{name}" for name in (
                    "glad", "imgui", "json", "mINI", "miniz", "stb"))),
        note=("Fresh (the fortieth batch): configured before any score; first scored with batch 40, "
              "not tuned on.")),
    # coturn: the TURN and STUN server (the TURN server core, src/server/: allocations, the relay and channel maps,
    # the RTCP maps, rate limiting and the server's request handling, sessions and permissions; the STUN and TURN
    # message library, src/client/: message building and parsing, attributes, addresses, integrity and fingerprints;
    # the turnserver program, src/apps/relay/: its options and configuration, mainrelay.c, the network engine and the
    # relay servers' event loops over libevent, netengine.c and ns_ioalib_engine_impl.c, the TLS and DTLS listeners,
    # the ports allocator, the user database with its PostgreSQL, Redis and SQLite drivers, the admin telnet server and
    # its HTTP pages, the ACME redirector and the Prometheus exporter's hooks; the shared application code,
    # src/apps/common/; the utilities: the test client, src/apps/uclient/, the UDP peer, src/apps/peer/, the STUN
    # client, src/apps/stunclient/, NAT discovery, src/apps/natdiscovery/, the OAuth token tool, src/apps/oauth/, and
    # the RFC 5769 checker, src/apps/rfc5769/; its own minimal Prometheus client, src/prometheus/) as its CMake files
    # build them on x86-64 Linux with their defaults: C11 with extensions (CMAKE_C_STANDARD 11: -std=gnu11), no build
    # type (the cache's empty one: no NDEBUG), _GNU_SOURCE (Linux), the turnserver's TURN_NO_MONGO and TURN_NO_MYSQL
    # (MongoDB's C driver and MySQL not found), TURN_NO_SCTP (always), TURN_NO_SYSTEMD (libsystemd not found) and
    # _FILE_OFFSET_BITS=64, given to every unit with the union; src/, src/client/, src/server/, src/apps/common/, the
    # programs' folders and src/prometheus/ on the include path, PostgreSQL's and hiredis's folders as system folders.
    # Its libraries are found: OpenSSL, libevent, SQLite, PostgreSQL and hiredis (libssl-dev, libevent-dev,
    # libsqlite3-dev, libpq-dev and libhiredis-dev, already installed) and libmicrohttpd (libmicrohttpd-dev, installed
    # for it: its CMake file stops without it); hiredis's SSL library is not (no TURN_HAVE_HIREDIS_SSL).  It generates
    # no header.  Its vendored code (libtelnet, src/apps/relay/libtelnet.c and .h, built into turnserver; klib's
    # khash, src/server/ns_turn_khash.h, macros) is not scored (the scored roots name the other files by their first
    # letters) and libtelnet.c is parsed for its definitions.  Not built with these defaults, so left out: the MongoDB
    # and MySQL drivers (src/apps/relay/dbdrivers/dbd_mongo.c and dbd_mysql.c) and the Windows getopt
    # (src/apps/common/win/getopt.c); src/client++/ (a C++ header over the message library, which no unit includes)
    # has no C unit.  The tests (tests/: BUILD_TESTING off), fuzzing/ (FUZZER off), examples/, turndb/, docker/,
    # docs/, man/ and rpm/ are not scored.
    "coturn": Project(
        RepoSpec("coturn", "coturn+coturn", "8024aa634eb52ecff80d7fd88ebc444ca1dc9381",
                 ("src/ns_turn_", "src/apps/common/", "src/apps/natdiscovery/", "src/apps/oauth/", "src/apps/peer/",
                  *(f"src/apps/relay/{first}" for first in "adhmnptu"), "src/apps/rfc5769/", "src/apps/stunclient/",
                  "src/apps/uclient/", "src/client/", "src/client++/", "src/prometheus/",
                  *(f"src/server/ns_turn_{first}" for first in "aimrs")), False, ("c",)),
        "c", ("-std=gnu11", "-D_GNU_SOURCE", "-D_FILE_OFFSET_BITS=64", "-DTURN_NO_MONGO", "-DTURN_NO_MYSQL",
              "-DTURN_NO_SCTP", "-DTURN_NO_SYSTEMD", "-I{root}/src/client", "-I{root}/src/apps/common",
              "-I{root}/src/server", "-I{root}/src", "-I{root}/src/apps/relay", "-I{root}/src/prometheus",
              *(f"-I{{root}}/src/apps/{name}" for name in (
                  "natdiscovery", "oauth", "peer", "rfc5769", "stunclient", "uclient")),
              "-isystem", "/usr/include/postgresql", "-isystem", "/usr/include/hiredis"),
        skip=("src/apps/common/win/getopt.c", "src/apps/relay/dbdrivers/dbd_mongo.c",
              "src/apps/relay/dbdrivers/dbd_mysql.c"),
        definitions_from=("src/apps/relay/libtelnet.c",),
        note=("Fresh (the fortieth batch): configured before any score; first scored with batch 40, "
              "not tuned on.")),
    # The forty-first fresh batch (2026-12-08), configured before any score and checked on the clang side only (every
    # kept unit parses without errors); first scored with batch 41, not tuned on.  Each project's flags are the ones its
    # own build configuration (cmake 3.25, gcc and g++ 12 on x86-64 Debian 12; for YARA, its autotools configure script
    # (generated with autoreconf -fi, as its bootstrap.sh does, then ./configure with no option) and make -n) gives with
    # its defaults (in compile_commands.json; YARA's from make -n), and its generated headers are that configuration's
    # output.  Where a project's targets differ in defines, include paths or target flags, every unit gets the union of
    # the scored targets' ones, as in earlier batches.  Where g++ 12's or gcc 12's default standard (gnu++17, gnu17) is
    # used without a flag it is written out, clang 14's default C++ standard being gnu++14.  Flags that only change code
    # generation or warnings (-O, -g, -W..., -Werror, -pedantic, -fPIC, -fvisibility=hidden,
    # -fvisibility-inlines-hidden) are left out.  Where a project builds vendored code into its product, that code is
    # parsed for its definitions only (its own units only are scored).  Installed for the batch (Debian 12's packages;
    # the other dependencies, libeigen3-dev, libssl-dev, zlib1g-dev and bison, were already installed): the DataStax
    # driver's libuv1-dev (its event loops: its CMake configuration stops without it) and libsparsehash-dev (Google's
    # sparsehash 2.0.3, whose extensionless dense_hash_map and dense_hash_set headers are the same files as the driver's
    # bundled ones, which the yardstick's checkout does not write: no header-like name); Thrift's flex (a tool: its
    # CMake file requires it to turn compiler/cpp/src/thrift/thriftl.ll into the lexer) and libboost-filesystem-dev,
    # libboost-thread-dev, libboost-test-dev, libboost-chrono-dev, libboost-program-options-dev and libboost-random-dev
    # (Boost libraries its C++ library's tests and its cross-language test programs require: configuring stops without
    # them; no unit of its compiler reads Boost); nlohmann-json3-dev, for tgbot-cpp, not taken.  (Not taken: CG-3
    # (GrammarSoft/cg3) and lttoolbox (apertium/lttoolbox), whose CMake files take the newest C++ standard the compiler
    # accepts (-std=c++2b with g++ 12), over the batch's C++17; tgbot-cpp (reo7sp/tgbot-cpp), C++20
    # (target_compile_features cxx_std_20); OctoMap (OctoMap/octomap), icecream (icecc/icecream) and Dire Wolf
    # (wb2osz/direwolf), whose default branches were last changed in 2024-03, 2025-04 and 2024-09; DaisySP
    # (electro-smith/DaisySP), whose default branch was last changed in 2025-03 and which is under the batch's size
    # (about 10k lines); Jim Tcl (msteveb/jimtcl) and iceoryx (eclipse-iceoryx/iceoryx), fetched but not needed.)  It
    # holds four C++ projects and one C one.
    # KDL: the Orocos Kinematics and Dynamics Library (orocos_kdl/src/: the geometric primitives, frames.cpp with its
    # frames.inl (vectors, rotations, frames, twists and wrenches), with their velocity and acceleration counterparts,
    # framevel and frameacc, and their stream I/O; joints, segments, kinematic chains and trees, jacobians, joint arrays
    # and the joint-space inertia matrix; rigid-body, rotational and articulated-body inertias; the solvers: forward
    # position and velocity kinematics of chains and trees, inverse velocity kinematics (pseudo-inverse, Givens,
    # null-space optimisation, weighted damped least squares), inverse position kinematics (Newton-Raphson with and
    # without joint limits, Levenberg-Marquardt, the trees' online and Newton-Raphson solvers), the jacobian and
    # jacobian-derivative solvers, dynamics (the chain's dynamic parameters, recursive Newton-Euler inverse and forward
    # dynamics, the Vereshchagin hybrid dynamics and inverse dynamics, the external wrench estimator); motion: paths
    # (line, circle, point, composite, rounded composite, cyclic closed), rotational interpolation, velocity profiles
    # (trapezoidal, half-trapezoidal, rectangular, Dirac, spline) and trajectories (segment, composite, stationary); the
    # utilities, orocos_kdl/src/utilities/: Householder and Eigen-based SVDs, Maciejewski's SVD, the LDL solver, the
    # error stack, the Rall automatic-differentiation numbers and the I/O helpers) as its CMake file in orocos_kdl/
    # builds the orocos-kdl library on x86-64 Linux with its defaults: no C++ standard flag (g++ 12's -std=gnu++17),
    # Release (its CMake file's default build type: NDEBUG), shared (orocos_kdl_EXPORTS, the target's DEFINE_SYMBOL),
    # Eigen 3 found (libeigen3-dev, already installed: /usr/include/eigen3 on the include path), the current tree
    # interface (its check finds that the standard containers take incomplete types:
    # HAVE_STL_CONTAINER_INCOMPLETE_TYPES, KDL_USE_NEW_TREE_INTERFACE off, so no Boost); the build folder's src/ on the
    # include path.  config.h is configure_file's output there (written here without its comments).  It vendors no code.
    # Every .cpp and .cxx file of orocos_kdl/src/ is built (its CMake file globs them).  The robot models
    # (orocos_kdl/models/: BUILD_MODELS off), the tests (ENABLE_TESTS off), the examples, the Python bindings
    # (python_orocos_kdl/, over the absent pybind11 git submodule), orocos_kdl/doc/ and cmake/ are not scored.
    "kdl": Project(
        RepoSpec("kdl", "orocos+orocos_kinematics_dynamics", "c73370f06c4183eb5d96806affb4fa52eda5ce5b",
                 ("orocos_kdl/src/",), False, ("cpp",)),
        "cpp", ("-std=gnu++17", "-DNDEBUG", "-Dorocos_kdl_EXPORTS", "-I{gen}/src", "-I/usr/include/eigen3"),
        generated=(("src/config.h", "#ifndef KDL_CONFIG_H\n#define KDL_CONFIG_H\n#define KDL_VERSION_MAJOR 1\n"
                    "#define KDL_VERSION_MINOR 5\n#define KDL_VERSION_PATCH 4\n"
                    "#define KDL_VERSION (KDL_VERSION_MAJOR << 16) | (KDL_VERSION_MINOR << 8) | KDL_VERSION_PATCH\n"
                    '#define KDL_VERSION_STRING "1.5.4"\n#define HAVE_STL_CONTAINER_INCOMPLETE_TYPES\n#endif\n'),),
        note=("Fresh (the forty-first batch): configured before any score; first scored with batch 41, "
              "not tuned on.")),
    # libdxfrw: LibreCAD's DXF and DWG library (src/: the DXF reader and writer, libdxfrw.cpp, which reads and writes
    # the header, classes, tables, blocks, entities and objects through the DRW_Interface callbacks; the DWG reader,
    # libdwgr.cpp with src/intern/: the readers of the DWG versions (R13 and R14, R2000 to R2004, R2007, R2010, R2013
    # and later: dwgreader15.cpp to dwgreader27.cpp over dwgreader.cpp), the bit buffer (dwgbuffer.cpp), the
    # Reed-Solomon decoder (rscodec.cpp) and the decompressors (dwgutil.cpp); the DXF tag reader and writer
    # (dxfreader.cpp, dxfwriter.cpp); the drawing model: base types, the header variables, classes, entities (points,
    # lines, circles, arcs, ellipses, polylines, splines, hatches, texts, dimensions, inserts, images, viewports and the
    # others) and objects (layers, line types, text and dimension styles, viewports, block records, images); the text
    # codec with its code page tables (drw_textcodec.cpp; drw_cptable932.h, 936, 949 and 950: the CJK code pages as
    # data, about 60k lines) and the debug printer; the dwg2dxf program, dwg2dxf/: main.cpp and dx_iface.cpp, which
    # gathers a DWG file's contents and writes them as DXF) as its CMake file builds the dxfrw library and the dwg2dxf
    # program on x86-64 Linux with its defaults: C++14 with extensions (target_compile_features cxx_std_14 over
    # CMAKE_CXX_STANDARD 11: -std=gnu++14), no build type (the cache's empty one: no NDEBUG), static (BUILD_SHARED_LIBS
    # unset), the program on (LIBDXFRW_BUILD_DWG2DXF); src/ on the program's include path (given to every unit with the
    # union).  It generates no header and vendors no code.  Every unit of its source lists is built.  Its autotools
    # files, the Visual Studio projects (vs2013/, dwg2dxf/vs2013/), the Doxygen files and cmake/ are not scored.
    "libdxfrw": Project(
        RepoSpec("libdxfrw", "LibreCAD+libdxfrw", "92d7466ed9146badcd4fb44c82d1dd8302b3c7db", ("src/", "dwg2dxf/"),
                 False, ("cpp",)),
        "cpp", ("-std=gnu++14", "-I{root}/src"),
        note=("Fresh (the forty-first batch): configured before any score; first scored with batch 41, "
              "not tuned on.")),
    # Thrift: the Apache Thrift IDL compiler (compiler/cpp/src/thrift/: the entry point, main.cc, with the command line,
    # the include path handling, the program's validation and the generators' dispatch; the parse tree, parse/:
    # programs, scopes, types, base types, containers, structs, fields, enums, constants and their values, typedefs,
    # services and functions, with parse.cc and t_typedef.cc; the audit of an IDL's changes against an older version,
    # audit/t_audit.cpp; common.cc and logging.cc; the generators, generate/: the generator base class and registry,
    # t_generator.cc with t_oop_generator.h, and the generators of its 29 targets (C with GLib, Common Lisp, C++, D,
    # Dart, Delphi, Erlang, Go with its validator generator and the validator annotations' parser, GraphViz, Haxe, HTML,
    # Java, Java ME, JavaScript, JSON, Kotlin, Lua, Markdown, Mermaid, .NET Standard, OCaml, Perl, PHP, Python, Ruby,
    # Rust, Smalltalk, XML and XSD)) as its CMake files build the thrift compiler on x86-64 Linux with their defaults:
    # C++11 without extensions (CMAKE_CXX_STANDARD 11 by build/cmake/DefineCMakeDefaults.cmake: -std=c++11), the
    # RelWithDebInfo build type (its default: NDEBUG), every generator on (THRIFT_COMPILER_<target> on), the
    # project-wide BOOST_ALL_DYN_LINK, BOOST_TEST_DYN_LINK, __STDC_FORMAT_MACROS and __STDC_LIMIT_MACROS; compiler/cpp/
    # and compiler/cpp/src/ on the include path.  The IDL's lexer and parser are flex's and bison's output of
    # compiler/cpp/src/thrift/thriftl.ll and thrifty.yy, generated at build time in the build folder (not in the
    # snapshot: those two units are not parsed, and yyparse and the lexer's functions have their declarations only); the
    # build folder's thrift/config.h, its C++ library's configure_file output, is read by no compiler unit (not written
    # here).  It vendors no code in the compiler.  The language libraries (lib/, with the C++ library, lib/cpp/, a
    # separate product the compiler does not use), the compiler's tests (compiler/cpp/tests/, with their bundled Catch),
    # the cross-language tests (test/), tutorial/, contrib/, build/ and doc/ are not scored.
    "thrift": Project(
        RepoSpec("thrift", "apache+thrift", "c8f876181c4fa132b5a6b42fdbfe04db06b4eee9", ("compiler/cpp/src/",), False,
                 ("cpp",)),
        "cpp", ("-std=c++11", "-DNDEBUG", "-DBOOST_ALL_DYN_LINK", "-DBOOST_TEST_DYN_LINK", "-D__STDC_FORMAT_MACROS",
                "-D__STDC_LIMIT_MACROS", "-I{root}/compiler/cpp", "-I{root}/compiler/cpp/src"),
        note=("Fresh (the forty-first batch): configured before any score; first scored with batch 41, "
              "not tuned on.")),
    # DataStax C++ driver: the Apache Cassandra and DataStax Enterprise client library (src/: the C API of
    # include/cassandra.h and include/dse.h over its C++ classes; the cluster and its configuration, the session and the
    # execution profiles; the connections over libuv's event loops (event_loop.cpp, socket.cpp, tcp_connector.cpp,
    # timer.cpp, the name resolver), the connection pools and their manager, the control connection and the cluster
    # connector, the native protocol's requests and responses (startup, options, auth, query, prepare, execute, batch,
    # register, results with their metadata, events, errors) with the encoding and decoding of values (data types and
    # their parser, collections, tuples, user types, the row, result and collection iterators), the request handlers and
    # processors, the prepared statements and their re-preparation on every host; the load balancing policies (round
    # robin, DC-aware, token-aware, latency-aware, white and black lists), the retry, reconnection and speculative
    # execution policies and the timestamp generators; the schema and token metadata (the token map with its Murmur3,
    # random and byte-ordered partitioners and replication strategies); the SSL layer over OpenSSL (src/ssl/: the ring
    # buffer BIO and the OpenSSL implementation); the cloud secure connection bundle, the HTTP client and the Insights
    # monitor reporting; DSE's geometry types (point, line string, polygon, with the WKT parser), date ranges and
    # authenticators; the allocator hooks, the logger, the metrics, UUIDs, the MD5 and Murmur3 hashes and the other
    # utilities) as its CMake files build the cassandra library on x86-64 Linux with their defaults: -std=c++11 (its
    # compiler flags for GCC), no build type (the cache's empty one: no NDEBUG), shared only (CASS_BUILD_SHARED on,
    # CASS_BUILD_STATIC off: cassandra_EXPORTS, the target's DEFINE_SYMBOL), CASS_BUILDING; libuv found (libuv1-dev,
    # installed for it), OpenSSL and zlib on and found (libssl-dev and zlib1g-dev, already installed), Kerberos off
    # (CASS_USE_KERBEROS); include/, src/ and its bundled libraries' folders (curl's host check, HdrHistogram,
    # http-parser, minizip, mt19937-64, RapidJSON and sparsehash) on the include path. src/driver_config.hpp is
    # configure_file's output (written in the checkout's src/; here in the generated folder, whose src/ is on the
    # include path before the checkout's, without its comments and #undef lines), and so is
    # src/third_party/sparsehash/src/sparsehash/internal/sparseconfig.h (its bundled sparsehash's configuration, in the
    # checkout too: here in the generated folder, before the bundled headers' folder, written without its comments). The
    # bundled sparsehash's extensionless dense_hash_map and dense_hash_set, which the yardstick's checkout does not
    # write, are found in Debian's libsparsehash-dev (2.0.3: the same files; installed for it), a system folder.  Its
    # vendored code (src/third_party/) is not scored (the scored roots name src/'s other files and folders by their
    # first letters) and the units it builds into the library (curl's hostcheck.cpp, hdr_histogram.cpp, http-parser's
    # http_parser.c and minizip's ioapi.c and unzip.c) are parsed for their definitions.  Not built on Linux or with
    # these defaults, so left out: src/get_time-mac.cpp and get_time-win.cpp (the other platforms' clocks),
    # src/gssapi/dse_auth_gssapi.cpp (Kerberos off) and src/ssl/ssl_no_impl.cpp (OpenSSL on).  The tests (tests/: the
    # unit and integration tests, CASS_BUILD_TESTS off), examples/, tools/, packaging/, topics/ and cmake/ are not
    # scored.
    "cassandra-cpp": Project(
        RepoSpec("cassandra-cpp", "datastax+cpp-driver", "6bc16491bfb418fe9f16c9228ae0918d40262edf",
                 ("include/", *(f"src/{first}" for first in "abcdefghijlmnopqrsuvw"),
                  *(f"src/t{second}" for second in "ceioruy")), False, ("cpp",)),
        "cpp", ("-std=c++11", "-DCASS_BUILDING", "-Dcassandra_EXPORTS", "-I{root}/include", "-I{gen}/src",
                "-I{root}/src",
                *(f"-I{{root}}/src/third_party/{name}" for name in (
                    "curl", "hdr_histogram", "http-parser", "minizip", "mt19937_64", "rapidjson/rapidjson")),
                "-I{gen}/src/third_party/sparsehash/src", "-I{root}/src/third_party/sparsehash/src"),
        skip=("src/get_time-mac.cpp", "src/get_time-win.cpp", "src/gssapi/dse_auth_gssapi.cpp",
              "src/ssl/ssl_no_impl.cpp"),
        generated=(("src/driver_config.hpp", "#ifndef DATASTAX_INTERNAL_DRIVER_CONFIG_HPP\n"
                    "#define DATASTAX_INTERNAL_DRIVER_CONFIG_HPP\n#define HAVE_OPENSSL\n#define HAVE_STD_ATOMIC\n"
                    "#define HAVE_SIGTIMEDWAIT\n#define HAVE_BUILTIN_BSWAP32\n#define HAVE_GETRANDOM\n"
                    "#define HAVE_TIMERFD\n#define HAVE_ZLIB\n#endif\n"),
                   ("src/third_party/sparsehash/src/sparsehash/internal/sparseconfig.h",
                    "".join(f"#define {name} {value}\n" for name, value in (
                        ("HASH_FUN_H", "<functional>"), ("HASH_NAMESPACE", "std"), ("HASH_NAME", "hash"),
                        ("HAVE_INTTYPES_H", "1"), ("HAVE_STDINT_H", "1"), ("HAVE_SYS_TYPES_H", "1"),
                        ("HAVE_LONG_LONG", "1"), ("HAVE_MEMCPY", "1"), ("HAVE_UINT16_T", "1"), ("HAVE_U_INT16_T", "1"),
                        ("SPARSEHASH_HASH", "HASH_NAMESPACE::HASH_NAME"), ("SPARSEHASH_HASH_NO_NAMESPACE", "HASH_NAME"),
                        ("GOOGLE_NAMESPACE", "::sparsehash"), ("_END_GOOGLE_NAMESPACE_", "}"),
                        ("_START_GOOGLE_NAMESPACE_", "namespace sparsehash {"))))),
        definitions_from=("src/third_party/curl/", "src/third_party/hdr_histogram/",
                          "src/third_party/http-parser/http_parser.c", "src/third_party/minizip/ioapi.c",
                          "src/third_party/minizip/unzip.c"),
        note=("Fresh (the forty-first batch): configured before any score; first scored with batch 41, "
              "not tuned on.")),
    # YARA: the malware pattern matching tool's library and programs (libyara/: the rule compiler, compiler.c, with the
    # rule language's parser and lexer (grammar.c and lexer.c, bison's and flex's output of grammar.y and lexer.l,
    # committed), the hex strings' and regular expressions' parsers and lexers (hex_grammar.c, hex_lexer.c, re_grammar.c
    # and re_lexer.c: bison's and flex's output, committed) and the parser's actions, parser.c; the atoms extraction,
    # the Aho-Corasick automaton, the regular expression engine, re.c, and the bytecode interpreter, exec.c; the
    # scanner, scanner.c and scan.c, the rules, the arena and the notebook allocators, the modules' object model,
    # object.c, and their registry, modules.c; process memory scanning, proc.c with proc/linux.c; file mapping, streams,
    # threading, hash tables, base64, bitmasks, endianness, stacks, stopwatches and the string helpers; the modules,
    # libyara/modules/: pe with pe_utils.c, elf, dotnet, hash, math, time, console, string and tests; its public
    # headers, libyara/include/yara/; the yara and yarac programs, cli/: the argument parser, the shared helpers and
    # threading, yara.c and yarac.c) as its autotools build makes the libyara library and the two programs on x86-64
    # Linux with its defaults (autoreconf -fi, then ./configure with no option, then make -n): no C standard flag (gcc
    # 12's -std=gnu17), no NDEBUG, its configure script's defines (no config.h: every one on the command line),
    # _GNU_SOURCE, the Linux process scanner (USE_LINUX_PROC), OpenSSL found (libssl-dev, already installed:
    # HAVE_LIBCRYPTO, so the hash module, HASH_MODULE, and the authenticode parser), the dotnet module (DOTNET_MODULE,
    # on unless --disable-dotnet), TLSH's BUCKETS_128 and CHECKSUM_1B; the checkout, libyara/ (the library's units') and
    # libyara/include/ on the include path.  libyara/modules/module_list, the list of MODULE() lines that modules.c
    # #includes as "modules/module_list", is in the snapshot but extensionless, so the yardstick's checkout lacks it (no
    # header-like name, as RTTR's rttr/registration at batch 18): it is written here in the generated folder, whose
    # libyara/ is on the include path.  Its vendored code (Avast's authenticode parser,
    # libyara/modules/pe/authenticode-parser/, and the C port of TLSH, libyara/tlshc/, both built into the library) is
    # not scored (the scored roots name the other files and folders by their first letters) and is parsed for its
    # definitions.  Not built with these defaults, so left out: the cuckoo, magic, macho, dex and pb_tests modules
    # (libyara/modules/cuckoo/, magic/, macho/, dex/ and pb_tests/: --enable-cuckoo, --enable-magic, --enable-macho,
    # --enable-dex and --enable-pb-tests off), the demo module (libyara/modules/demo/demo.c, in no list) and the other
    # platforms' process scanners (libyara/proc/freebsd.c, mach.c, none.c, openbsd.c and windows.c).  The tests
    # (tests/), sandbox/, extra/, dist/, docs/ and windows/ are not scored.
    "yara": Project(
        RepoSpec("yara", "VirusTotal+yara", "dcc4b9166c02e353094ae1a7f7d240f5eac7b5dd",
                 ("cli/", *(f"libyara/{first}" for first in "abcefghilnoprs"), "libyara/mem", "libyara/modules.c",
                  *(f"libyara/modules/{first}" for first in "cdehmst"), "libyara/modules/pb_", "libyara/modules/pe/pe",
                  "libyara/th"), False, ("c",)),
        "c", ("-std=gnu17", '-DPACKAGE_NAME="yara"', '-DPACKAGE_TARNAME="yara"', '-DPACKAGE_VERSION="4.5.8"',
              '-DPACKAGE_STRING="yara 4.5.8"', '-DPACKAGE_BUGREPORT="vmalvarez@virustotal.com"', '-DPACKAGE_URL=""',
              '-DPACKAGE="yara"', '-DVERSION="4.5.8"', "-DSTDC_HEADERS=1", '-DLT_OBJDIR=".libs/"',
              *(f"-DHAVE_{name}=1" for name in (
                  "STDIO_H", "STDLIB_H", "STRING_H", "INTTYPES_H", "STDINT_H", "STRINGS_H", "SYS_STAT_H", "SYS_TYPES_H",
                  "UNISTD_H", "DLFCN_H", "LIBM", "MEMMEM", "TIMEGM", "CLOCK_GETTIME", "STDBOOL_H", "OPENSSL_EVP_H",
                  "OPENSSL_ASN1_H", "OPENSSL_CRYPTO_H", "OPENSSL_BIO_H", "OPENSSL_PKCS7_H", "OPENSSL_X509_H",
                  "OPENSSL_SAFESTACK_H", "LIBCRYPTO", "SCAN_PROC_IMPL")),
              "-D_GNU_SOURCE", "-DUSE_LINUX_PROC", "-DDOTNET_MODULE", "-DHASH_MODULE", "-DBUCKETS_128=1",
              "-DCHECKSUM_1B=1", "-I{root}", "-I{root}/libyara", "-I{root}/libyara/include", "-I{gen}/libyara"),
        skip=("libyara/modules/cuckoo/cuckoo.c", "libyara/modules/demo/demo.c", "libyara/modules/dex/dex.c",
              "libyara/modules/macho/macho.c", "libyara/modules/magic/magic.c", "libyara/modules/pb_tests/pb_tests.c",
              "libyara/modules/pb_tests/pb_tests.pb-c.c",
              *(f"libyara/proc/{name}.c" for name in ("freebsd", "mach", "none", "openbsd", "windows"))),
        generated=(("libyara/modules/module_list", "".join(f"MODULE({name})\n" for name in (
                        "tests", "pe", "elf", "math", "time", "console", "string"))
                    + "".join(f"#ifdef {name.upper()}_MODULE\nMODULE({name})\n#endif\n" for name in (
                        "dotnet", "cuckoo", "magic", "hash", "macho", "dex", "pb_tests"))),),
        definitions_from=("libyara/modules/pe/authenticode-parser/", "libyara/tlshc/"),
        note=("Fresh (the forty-first batch): configured before any score; first scored with batch 41, "
              "not tuned on.")),
}
CALLABLE_CURSORS = ("FUNCTION_DECL", "CXX_METHOD", "CONSTRUCTOR", "DESTRUCTOR", "FUNCTION_TEMPLATE",
                    "CONVERSION_FUNCTION")
SCOPE_CURSORS = ("NAMESPACE", "CLASS_DECL", "STRUCT_DECL", "UNION_DECL", "CLASS_TEMPLATE", "LINKAGE_SPEC",
                 "UNEXPOSED_DECL", "CLASS_TEMPLATE_PARTIAL_SPECIALIZATION")


def cindex() -> Any:
    """libclang's Python binding: installed in this Python, else Debian's (``python3-clang``)."""
    try:
        import clang.cindex as ci
    except ImportError:
        if DEBIAN_BINDING not in sys.path:
            sys.path.append(DEBIAN_BINDING)
        import clang.cindex as ci
    return ci


def available() -> str | None:
    """Why the reference cannot run here, or None."""
    try:
        ci = cindex()
        ci.Index.create()
    except Exception as exc:  # ImportError, or LibclangError when libclang.so is missing
        return f"libclang is not usable ({type(exc).__name__}: {exc}); apt-get install clang python3-clang"
    return None


# -- the reference ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Where:
    path: str          # relative to the checkout; "" outside it
    line: int
    column: int        # 1-based, bytes (clang's)
    name: str


@dataclass
class Reference:
    """What clang says about one project: definitions by USR and, per file, each call site."""

    definitions: dict[str, set[Where]] = field(default_factory=lambda: defaultdict(set))
    calls: dict[str, dict[tuple[int, int], tuple[str, Where, Where | None, str]]] = field(
        default_factory=lambda: defaultdict(dict))   # path -> (line, 0-based column) -> (usr, decl, def, note)
    left_out: Counter[str] = field(default_factory=Counter)
    units: int = 0
    errors: int = 0                       # translation units with error diagnostics
    seconds: float = 0.0
    unqualified: dict[str, set[Where]] | None = None   # definitions by USR without parameters' top-level const


VARIANT = re.compile(r"\(\)~\d+$")
MACRO_ID_BIT = 1 << 31   # set in a source location's raw encoding when it lies in a macro expansion


class _Loc:
    """``clang_getSpellingLocation`` (which gives the *file* location: where a macro argument is
    written, or where a macro body is expanded) and ``clang_getExpansionLocation``, through ctypes
    (the binding gives only the expansion location)."""

    def __init__(self, ci: Any) -> None:
        self.ci = ci
        lib = ci.conf.lib
        for name in ("clang_getSpellingLocation", "clang_getExpansionLocation"):
            fn = getattr(lib, name)
            fn.argtypes = [ci.SourceLocation, ctypes.POINTER(ci.c_object_p), ctypes.POINTER(ctypes.c_uint),
                           ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]
            fn.restype = None
        self.spelling_fn = lib.clang_getSpellingLocation
        self.expansion_fn = lib.clang_getExpansionLocation

    def _get(self, fn: Any, loc: Any) -> tuple[str, int, int]:
        f = self.ci.c_object_p()
        line, col, off = ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint()
        fn(loc, ctypes.byref(f), ctypes.byref(line), ctypes.byref(col), ctypes.byref(off))
        name = str(self.ci.conf.lib.clang_getFileName(self.ci.File(f))) if f else ""
        return name, line.value, col.value

    def spelling(self, loc: Any) -> tuple[str, int, int]:
        return self._get(self.spelling_fn, loc)

    def expansion(self, loc: Any) -> tuple[str, int, int]:
        return self._get(self.expansion_fn, loc)


def _rel(root: Path, name: str) -> str:
    try:
        return Path(name).resolve().relative_to(root).as_posix()
    except ValueError:
        return ""


def kind_name(cursor: Any) -> str:
    """A cursor's kind, or "" for one the Python binding does not know (libclang 14's binding
    raises ``ValueError: Unknown template argument kind 280`` on some C++17 nodes of bx)."""
    try:
        return str(cursor.kind.name)
    except ValueError:
        return ""


def _callee(cursor: Any) -> Any:
    """The expression naming what a call expression calls (a ``DECL_REF_EXPR`` or
    ``MEMBER_REF_EXPR``, through casts and parentheses), or None."""
    kids = list(cursor.get_children())
    node = kids[0] if kids else None
    for _ in range(8):
        if node is None:
            return None
        kind = kind_name(node)
        if kind in ("DECL_REF_EXPR", "MEMBER_REF_EXPR", "OVERLOADED_DECL_REF"):
            return node
        if kind not in ("UNEXPOSED_EXPR", "PAREN_EXPR"):
            return None
        inner = list(node.get_children())
        node = inner[0] if inner else None
    return None


def parse_project(project: Project, tree: Path, gen: Path, scored: set[str], indexed: set[str]) -> Reference:
    ci = cindex()
    root = tree.resolve()
    args = [a.format(root=root, gen=gen) for a in project.args]
    if project.lang == "cpp":
        args = ["-x", "c++", *args]
    index = ci.Index.create()
    walker = _Walker(ci, root, scored, indexed)
    started = time.perf_counter()
    units = sorted(p for p in scored if p.endswith(SOURCE_SUFFIXES[project.lang]) and p not in project.skip)
    for path in sorted(p for p in indexed if p.startswith(project.definitions_from or ("\0",))
                       and p.endswith(SOURCE_SUFFIXES["c"] + SOURCE_SUFFIXES["cpp"])):
        own = args if path.endswith(SOURCE_SUFFIXES[project.lang]) else \
            ["-x", "c++", "-std=c++17", *(a for a in args if not a.startswith("-std="))]
        walker.walk(index.parse(str(root / path), args=[*own, f"-I{(root / path).parent}"]).cursor, calls=False)
    for number, path in enumerate(units, 1):
        tu = index.parse(str(root / path), args=args)
        walker.ref.units += 1
        walker.unit = path
        walker.ref.errors += any(d.severity >= ci.Diagnostic.Error for d in tu.diagnostics)
        walker.walk(tu.cursor)
        if number % 20 == 0:
            print(f"  clang {number}/{len(units)} {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    walker.ref.seconds = round(time.perf_counter() - started, 1)
    return walker.ref


class _Walker:
    """One project's translation units, walked: definitions of the indexed files, calls of the scored ones
    (a header's calls once, from the first unit that includes it)."""

    def __init__(self, ci: Any, root: Path, scored: set[str], indexed: set[str]) -> None:
        self.ci, self.root, self.scored, self.indexed = ci, root, scored, indexed
        self.locs = _Loc(ci)
        self.ref = Reference()
        self._rel: dict[str, str] = {}
        self._lines: dict[str, list[bytes]] = {}
        self._seen: set[tuple[object, ...]] = set()
        self._owner: dict[str, str] = {}     # a scored file -> the unit its calls are taken from
        self.unit = ""

    def rel(self, name: str) -> str:
        known = self._rel.get(name)
        if known is None:
            known = self._rel[name] = _rel(self.root, name) if name else ""
        return known

    def where(self, cursor: Any) -> Where:
        loc = cursor.location
        return Where(self.rel(loc.file.name) if loc.file else "", loc.line, loc.column, cursor.spelling)

    def lines(self, path: str) -> list[bytes]:
        known = self._lines.get(path)
        if known is None:
            known = self._lines[path] = (self.root / path).read_bytes().split(b"\n")
        return known

    def in_define(self, path: str, line: int) -> bool:
        """Whether ``line`` of ``path`` belongs to a ``#define`` (a macro's body, not its argument)."""
        lines = self.lines(path)
        start = line - 1
        while 0 < start < len(lines) and lines[start - 1].rstrip().endswith(b"\\"):
            start -= 1
        return 0 <= start < len(lines) and lines[start].lstrip().startswith(b"#")

    def walk(self, top: Any, calls: bool = True) -> None:
        stack = list(top.get_children())
        while stack:
            cursor = stack.pop()
            loc = cursor.location
            path = self.rel(loc.file.name) if loc.file else ""
            if loc.file and path not in self.indexed:
                continue    # system headers, deps/
            kind = kind_name(cursor)
            if kind in CALLABLE_CURSORS and cursor.is_definition():
                key = (path, cursor.extent.start.line, cursor.extent.start.column)
                if key not in self._seen:
                    self._seen.add(key)
                    self.ref.definitions[cursor.get_usr()].add(self.where(cursor))
                if not calls:
                    continue
            elif kind == "CALL_EXPR" and path in self.scored:
                self.call(cursor, path)
            stack.extend(cursor.get_children())

    def call(self, cursor: Any, path: str) -> None:
        ref = self.ref
        target = cursor.referenced
        callee = _callee(cursor)
        at = callee.location if callee is not None else cursor.location
        spelled = self.locs.spelling(at)
        expanded = self.locs.expansion(at)
        in_macro = bool(at.int_data & MACRO_ID_BIT)
        if self._owner.setdefault(path, self.unit) != self.unit:
            return   # a header's call, scored from the first unit that included it
        if in_macro and (spelled == expanded or self.rel(spelled[0]) != path or self.in_define(path, spelled[1])):
            ref.left_out["inside a macro expansion"] += 1
            return
        line, column = spelled[1], spelled[2]
        if target is None or kind_name(target) not in CALLABLE_CURSORS:
            ref.left_out["through a pointer or value (no declaration)"] += 1
            return
        name = target.spelling
        if name.startswith("operator"):
            ref.left_out["overloaded operator"] += 1
            return
        lines = self.lines(path)
        text = lines[line - 1][column - 1:] if 0 < line <= len(lines) else b""
        written = text[:len(name.encode())].decode("utf-8", "replace")
        if written != name:
            ref.left_out["no name written at the site (implicit)"] += 1
            return
        if in_macro and not text[len(name.encode()):].lstrip().startswith((b"(", b"<")):
            ref.left_out["inside a macro expansion"] += 1   # the name is a macro's argument, the call its body's
            return
        pattern = self.ci.conf.lib.clang_getSpecializedCursorTemplate(target)
        if pattern is not None:
            target = pattern      # a template's instance: the template
        definition = target.get_definition()
        note = "in a macro argument" if in_macro else ""
        here = self.where(definition) if definition is not None else None
        ref.calls[path][(line, column - 1)] = (target.get_usr(), self.where(target), here, note)


# -- scoring ------------------------------------------------------------------------------------


def reference_targets(ref: Reference, entry: tuple[str, Where, Where | None, str], indexed: set[str],
                      index: dict[str, list[tuple[str, int, int, str]]]) -> tuple[set[str], str]:
    usr, decl, here, _ = entry
    defs = {here} if here is not None and here.path else set(ref.definitions.get(usr, ()))
    if not defs:   # ``f(bool)`` declared, ``f(const bool)`` defined, or the other way round
        defs = set(_unqualified_definitions(ref).get(_TOP_CONST.sub("#", usr), ()))
    if not defs and (c_linkage := _C_IN_NAMESPACE.fullmatch(usr)) is not None:
        defs = set(ref.definitions.get(f"c:@F@{c_linkage.group(1)}", ()))
    if len(defs) > 1:
        return {s for s in (_symbol(d, index) for d in defs) if s}, "several definitions"
    if not defs:
        if decl.path not in indexed:
            return set(), "external"
        found = _symbol(decl, index)
        return ({found}, "in-repo") if found else (set(), "unmapped")
    if not any(d.path in indexed for d in defs):
        return set(), "external"
    here = next(iter(defs))
    if len(placed := _symbols_at(here, index)) > 1:   # (overloads one macro invocation writes: one place for all)
        return placed, "several definitions"
    found = _symbol(here, index)
    return ({found}, "in-repo") if found else (set(), "unmapped")


# A function of C linkage declared in a namespace (libhv's ``namespace hv {`` around an ``#include`` of
# multipart_parser.h, whose ``extern "C"`` block declares ``multipart_parser_init``): libclang's USR names the
# namespace (``c:@N@hv@F@multipart_parser_init``, no parameter types, as for any ``extern "C"`` function), the C
# file's definition's does not (``c:@F@multipart_parser_init``); the linker joins them as one function, and so does
# the reference.
_C_IN_NAMESPACE = re.compile(r"c:(?:@N@[^@#]+)+@F@([A-Za-z_]\w*)")


# libclang 14 writes a parameter's top-level ``const`` into a definition's USR (``f#1b`` for
# ``void f(const bool b) {}``) but not into its declaration's (``f#b``), though both are one
# function ([dcl.fct]/5); the definition is found by the USRs of both with every such qualifier dropped.  A
# template argument's is dropped with them (``BasicStringView<const char>``'s ``#1C``): Corrade's ``join(StringView,
# StringView)``, defined as ``join(StringView, const StringView)``, has ``>#1C#S0_`` and ``>#1C#1S0_``.  Where
# that makes two definitions one USR, the site counts as one with several definitions.
_TOP_CONST = re.compile(r"#[1-7](?=[^#\d])")


def _unqualified_definitions(ref: Reference) -> dict[str, set[Where]]:
    if ref.unqualified is None:
        ref.unqualified = defaultdict(set)
        for usr, found in ref.definitions.items():
            ref.unqualified[_TOP_CONST.sub("#", usr)] |= found
    return ref.unqualified


def same_function(sid: str | None, lang: str, variants: dict[str, str]) -> str | None:
    """In C, ``f()~2`` is an ``#if`` variant of ``f()`` (C has no overloads): one function; in
    C++, one whose parameters its file writes alike (``variants``: the first stands for it, as
    the linker reads it)."""
    if sid is None:
        return None
    return VARIANT.sub("()", sid) if lang == "c" else variants.get(sid, sid)


def cpp_variants(linker: Linker) -> dict[str, str]:
    """The ``#if`` / ``#else`` variants of C++ callables, each with the one that stands for it
    (``link_decls.standing_for``): same file, same qualified name, parameters written alike."""
    groups: dict[tuple[str, str], list[str]] = defaultdict(list)
    for path, table in linker.tables.items():
        if table.lang.name == "cpp":
            for sid, d in table.def_of.items():
                if linker.symbols[sid].kind in CALLABLE_KINDS:
                    groups[(path, d.qualname)].append(sid)
    out: dict[str, str] = {}
    for ids in groups.values():
        if len(ids) > 1:
            out.update(standing_for(sorted(ids), linker.symbols, lambda sid: linker.table_of(sid).def_of[sid]))
    return out


def _symbols_at(where: Where, index: dict[str, list[tuple[str, int, int, str]]]) -> set[str]:
    """The symbols of the definition's name that share its narrowest span: several where one macro invocation
    writes several overloads (CLI11's ``CLI11_ERROR_DEF(ParseError, RequiresError)``, four constructors on one
    line), which the reference's place cannot tell apart."""
    short = where.name.rpartition("::")[2].split("<")[0]
    found = [(end - start, start, sid) for n, start, end, sid in index.get(where.path, [])
             if n.rpartition(".")[2] == short and start <= where.line <= end]
    narrowest = min(found)[:2] if found else None
    return {sid for size, start, sid in found if (size, start) == narrowest}


def _symbol(where: Where, index: dict[str, list[tuple[str, int, int, str]]]) -> str | None:
    short = where.name.rpartition("::")[2].split("<")[0]
    found = [(end - start, sid) for n, start, end, sid in index.get(where.path, [])
             if n.rpartition(".")[2] == short and start <= where.line <= end]
    return min(found)[1] if found else None


@dataclass
class ClangScore(RepoScore):
    lang: str = "c"
    units: int = 0
    units_with_errors: int = 0
    clang_s: float = 0.0
    left_out: Counter[str] = field(default_factory=Counter)
    prototype_only: int = 0
    macro_argument: int = 0
    several: Counter[str] = field(default_factory=Counter)
    not_extracted: int = 0
    out_of_scope: list[str] = field(default_factory=list)
    linker_wrong: list[str] = field(default_factory=list)
    absent: int = 0            # blobs a partial mirror lacks (never scored)


def materialize(spec: RepoSpec, mirror: Path, max_file_bytes: int = 0) -> tuple[Path, dict[str, FileFacts], int]:
    """The commit's indexed files under bench/work/yardstick/ (clang reads files) and their facts,
    as ``git smp index`` selects them; blobs absent from a partial mirror are skipped (counted)."""
    import pygit2

    from smriti_git.index.files import MAX_FILE_BYTES, select
    from smriti_git.index.parse import parse_source

    target = WORK / f"{spec.name}-{spec.commit[:12]}.clang"
    repo = pygit2.Repository(str(spec.repository(mirror)))
    tree = repo.revparse_single(spec.commit).peel(pygit2.Commit).tree
    facts: dict[str, FileFacts] = {}
    absent = 0
    for f in select(repo, tree.id).files.values():
        try:
            data = repo[pygit2.Oid(hex=f.blob)].data   # type: ignore[attr-defined]
        except (KeyError, ValueError):
            absent += 1
            continue
        facts[f.path] = parse_source(f.path, f.lang, data, max_file_bytes or MAX_FILE_BYTES)
        out = target / f.path
        if not out.exists():
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(data)
    for entry in _headers_not_indexed(repo, tree):   # headers the indexer leaves out, which clang still reads
        out = target / entry[0]
        if not out.exists():
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(entry[1])
    return target, facts, absent


# what a translation unit may #include: headers (any ``.h...`` suffix: glslang's spirv.hpp11; the
# first glslang run lacked it), and the template and inline files some projects keep beside them
# (TagLib's tlist.tcc; the first TagLib run lacked it; the XMP SDK's XMP.incl_cpp, which Exiv2's xmp.cpp
# #includes: batch 21's first check lacked it; mergerfs's *.icpp, which its src/fs_*.cpp #include: batch
# 35's first check lacked them; fplll's ballvol.const and factorial.const, the tables its pruner/pruner.cpp
# #includes: batch 40's first check lacked them)
HEADER_LIKE = re.compile(r"\.(?:h\w*|inc|def|tcc|txx|tpp|ipp|inl|incl_cpp|icpp|const)$")


def _headers_not_indexed(repo: Any, tree: Any) -> list[tuple[str, bytes]]:
    return _walk_tree(repo, tree, "")


def _walk_tree(repo: Any, tree: Any, prefix: str) -> list[tuple[str, bytes]]:
    import pygit2

    found: list[tuple[str, bytes]] = []
    for entry in tree:
        path = f"{prefix}{entry.name}"
        if entry.type_str == "tree":
            found.extend(_walk_tree(repo, repo[entry.id], path + "/"))
        elif entry.type_str == "blob" and entry.filemode != pygit2.GIT_FILEMODE_LINK \
                and HEADER_LIKE.search(path) is not None:
            try:
                found.append((path, repo[entry.id].data))
            except (KeyError, ValueError):
                continue
    return found


def platform_variants(linker: Linker, path: str, call: CallFact, targets: set[str]) -> bool:
    """Whether the linker's answer is a declaration whose definitions in the index are several
    (one per platform or program: SFML's Unix/ and Win32/ SocketImpl.cpp, leveldb's env_posix.cc
    and env_windows.cc), or no edge but the members of a class's platform variants (POCO's
    ``EventImpl`` of Event_POSIX.h and Event_WIN32.h), given as candidates, the reference's among
    them: clang compiles one of them, and the index cannot know which; the declaration join must
    not guess (issue 25)."""
    edge, candidates = linker.resolve_call(linker.tables[path], call)
    several = {c.dst for c in candidates if c.reason == "several definitions"}
    return bool((not edge.resolved or edge.dst not in targets) and targets & several)


def score_project(project: Project, mirror: Path, labels: dict[str, dict[str, Any]]) -> tuple[ClangScore, list[Site]]:
    spec = project.spec
    tree, facts, absent = materialize(spec, mirror, project.max_file_bytes)
    gen = WORK / f"{spec.name}-{spec.commit[:12]}.generated"
    for rel, text in project.generated:
        (gen / rel).parent.mkdir(parents=True, exist_ok=True)
        (gen / rel).write_text(text)
    started = time.perf_counter()
    linker = Linker(facts)
    link_s = time.perf_counter() - started
    indexed = set(linker.tables)
    scored = {p for p, f in facts.items() if f.lang in ("c", "cpp") and not f.is_test and p.startswith(spec.roots)}
    ref = parse_project(project, tree, gen, scored, indexed)
    index = ly.symbol_index(linker)
    variants = cpp_variants(linker)
    score = ClangScore(spec.name, spec.commit, spec.tuned, lang=project.lang, units=ref.units, absent=absent,
                       units_with_errors=ref.errors, clang_s=ref.seconds, left_out=ref.left_out)
    score.files = len([p for p in ref.calls]) or ref.units
    sites: list[Site] = []
    started = time.perf_counter()
    for path in sorted(ref.calls):
        table = linker.tables.get(path)
        ours = {(c.line, c.column): c for c in table.facts.calls} if table is not None else {}
        for key in sorted(ref.calls[path]):
            entry = ref.calls[path][key]
            targets, kind = reference_targets(ref, entry, indexed, index)
            label = labels.get(f"{path}:{key[0]}:{key[1]}")
            call = ours.get(key)
            where = f"{path}:{key[0]}:{key[1]} {entry[1].name}"
            if kind == "several definitions":
                mine = ly.our_answer(linker, path, call) if call is not None else (None, "no call site", [])
                verdict = "guessed one" if mine[0] in targets else "resolved elsewhere" if mine[0] else \
                    "candidates" if targets & set(mine[2]) else "no edge"
                score.several[verdict] += 1
                continue
            if label is not None and label.get("category") == "out-of-scope":
                score.out_of_scope.append(f"{where}: {label['why']}")
                continue
            if call is not None and kind == "in-repo" and platform_variants(linker, path, call, targets):
                score.several["declaration, the definitions as candidates (several in the index)"] += 1
                continue
            if kind == "in-repo" and entry[2] is None and not ref.definitions.get(entry[0]):
                score.prototype_only += 1
            score.macro_argument += entry[3] == "in a macro argument"
            if call is None:
                site = Site(path, key[0], key[1], entry[1].name, None, None, None, "no call site", [], targets, kind)
                score.not_extracted += kind == "in-repo"
            else:
                mine = ly.our_answer(linker, path, call)
                site = Site(path, call.line, call.column, call.name, call.receiver, call.scope, mine[0], mine[1],
                            mine[2], targets, kind)
            site.ours = same_function(site.ours, project.lang, variants)
            site.reference = {same_function(t, project.lang, variants) or t for t in site.reference}
            site.raw = (frozenset(site.reference), kind)
            if label is not None and label.get("category") == "reference-wrong":
                site.reference = {str(t) for t in label.get("targets", [])}
                site.reference_kind = str(label.get("kind", "in-repo" if site.reference else "external"))
                site.label = str(label["why"])
            elif label is not None and not (site.ours is not None and site.ours in site.reference):
                score.linker_wrong.append(f"{where}: {label['why']}")   # still wrong: the reason, read
            sites.append(site)
    score.seconds_link = round(link_s + time.perf_counter() - started, 2)
    raw = ClangScore(spec.name, spec.commit, spec.tuned)
    tally(raw, [replace(s, reference=set(s.raw[0]), reference_kind=s.raw[1], label="") for s in sites])
    tally(score, sites)
    score.raw_precision, score.raw_recall = raw.precision, raw.recall
    return score, sites


def patterns(sites: list[Site], linker_names: bool = True) -> Counter[str]:
    """Disagreements grouped by a coarse pattern (for choosing what to label)."""
    out: Counter[str] = Counter()
    for s in sites:
        if s.reference_kind != "in-repo" and s.ours is None:
            continue
        if s.ours is not None and s.ours in s.reference:
            continue
        what = "wrong" if s.ours is not None else "miss"
        out[f"{what} / {s.reason or '-'} / {shape_c(s)}"] += 1
    return out


def shape_c(site: Site) -> str:
    recv = site.receiver
    if recv is None:
        return "bare name"
    if "(" in recv:
        return "call result"
    if recv.endswith("this") or recv.startswith("this"):
        return "this"
    if "::" in recv or recv[:1].isupper():
        return "qualified / type"
    return "member of a value" if "." in recv or "->" in recv else "variable"


# -- reports ------------------------------------------------------------------------------------


def summary(score: ClangScore) -> dict[str, object]:
    return {"repo": score.repo, "lang": score.lang, "commit": score.commit, "tuned_on": score.tuned,
            "translation_units": score.units, "units_with_errors": score.units_with_errors,
            "call_sites": score.sites, "reference_answered": score.answered, "reference_in_repo": score.in_repo,
            "resolved": score.resolved, "correct": score.correct, "precision": round(score.precision, 4),
            "recall": round(score.recall, 4), "precision_unlabelled": round(score.raw_precision, 4),
            "recall_unlabelled": round(score.raw_recall, 4), "reference": dict(sorted(score.reference.items())),
            "left_out": dict(sorted(score.left_out.items())), "several_definitions": dict(score.several),
            "prototype_only": score.prototype_only, "in_macro_arguments": score.macro_argument,
            "not_extracted": score.not_extracted, "labels": len(score.labels_used),
            "out_of_scope": len(score.out_of_scope), "absent_blobs": score.absent, "clang_s": score.clang_s,
            "link_s": score.seconds_link}


def to_markdown(scores: list[ClangScore], env: dict[str, object], top: int = 12) -> str:
    lang = "C++" if scores and scores[0].lang == "cpp" else "C"
    out = [f"# Linker yardstick, {lang}: the linker against clang on real code", "",
           f"smriti-git {str(env['smriti_git_commit'])[:12]}, {env['clang']}, Python {env['python']}; "
           f"{env['date']}.", "",
           "| repo | tuned on | translation units | call sites | reference in-repo | resolved | correct | "
           "precision | recall | labelled | precision, recall before labels |",
           "|---|---|---|---|---|---|---|---|---|---|---|"]
    for s in scores:
        out.append(f"| {s.repo} | {'yes' if s.tuned else 'no'} | {s.units} | {s.sites} | {s.in_repo} | {s.resolved} "
                   f"| {s.correct} | {s.precision:.3f} | {s.recall:.3f} | {len(s.labels_used)} "
                   f"| {s.raw_precision:.3f}, {s.raw_recall:.3f} |")
    for s in scores:
        left = ", ".join(f"{n} {c}" for c, n in sorted(s.left_out.items())) or "none"
        several = ", ".join(f"{n} {c}" for c, n in sorted(s.several.items())) or "none"
        note = PROJECTS[s.repo].note if s.repo in PROJECTS else ""
        out += ["", f"## {s.repo} ({s.commit[:12]})", "", *([note, ""] if note else []),
                f"Left out: {left}; {len(s.out_of_scope)} labelled out of scope. Callee defined more than once "
                f"(no one answer): {several}. Scored: {s.macro_argument} sites in macro arguments, "
                f"{s.prototype_only} whose callee has only a prototype in the parsed translation units, "
                f"{s.not_extracted} in-repo calls clang sees and the extractor does not report. "
                f"{s.units_with_errors} of {s.units} translation units had error diagnostics.",
                "", *categories(s, top)]
        for title, lines in (("Reference overridden (read, labelled reference-wrong)", s.labels_used),
                             ("Linker wrong (read, labelled)", s.linker_wrong),
                             ("Out of scope (read, labelled)", s.out_of_scope)):
            if lines:
                out += ["", f"{title}:", ""] + [f"- {line}" for line in lines]
    out += ["", "Call sites: every call expression clang reports in the non-test source files, at the called "
            "name. The reference target is the callee's definition (same translation unit, else by USR across "
            "all parsed units), or its prototype when no parsed unit defines it. Precision = sites resolved to "
            "the reference's target / sites resolved; recall = sites resolved to it / sites whose target is in "
            "the indexed files. Produced by `python bench/yardstick_clang.py`."]
    return "\n".join(out) + "\n"


def machine() -> dict[str, object]:
    import platform
    import subprocess

    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    return {"smriti_git_commit": head, "python": platform.python_version(), "date": time.strftime("%Y-%m-%d"),
            "clang": clang_version()}


def clang_version() -> str:
    ci = cindex()
    fn = ci.conf.lib.clang_getClangVersion
    fn.restype = ci._CXString
    fn.errcheck = ci._CXString.from_result
    return str(fn())


def _scored(name: str, mirror: str, labels: dict[str, Any]) -> tuple[ClangScore, list[Site]]:
    """One project scored (in a worker process with ``--jobs``), its progress on stderr."""
    project = PROJECTS[name]
    print(f"{name}: {project.spec.commit[:12]}", file=sys.stderr, flush=True)
    score, sites = score_project(project, Path(mirror), labels)
    print(json.dumps(summary(score)), file=sys.stderr, flush=True)
    return score, sites


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repos", default=",".join(PROJECTS))
    parser.add_argument("--mirror", default="/work/.mirror")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "linker_yardstick_"),
                        help="prefix: <OUT>c.{json,md} and <OUT>cpp.{json,md}")
    parser.add_argument("--patterns", action="store_true", help="print disagreements by pattern and every site")
    parser.add_argument("--jobs", type=int, default=1,
                        help="projects scored at once, each in a process of its own (results in --repos order)")
    parser.add_argument("--source", action="append", default=[],
                        help="NAME=GIT_DIR@COMMIT:LANG: score this repository (every folder) instead of --repos")
    args = parser.parse_args()
    missing = available()
    if missing:
        print(missing, file=sys.stderr)
        return 2
    for text in args.source:
        name, _, rest = text.partition("=")
        rest, _, lang = rest.rpartition(":")
        git_dir, _, commit = rest.rpartition("@")
        PROJECTS[name] = Project(RepoSpec(name, name, commit, ("",), False, (lang,), git_dir=git_dir), lang,
                                 ("-I{root}",))
    if args.source:
        args.repos = ",".join(t.split("=", 1)[0] for t in args.source)
    labels = {lang: json.loads(p.read_text()) if p.exists() else {} for lang, p in LABELS.items()}
    by_lang: dict[str, list[ClangScore]] = defaultdict(list)
    names = args.repos.split(",")
    wanted = [labels[PROJECTS[name].lang].get(name, {}) for name in names]
    if args.jobs > 1 and not args.source:   # spawned: each worker loads libclang and the linker afresh
        with ProcessPoolExecutor(args.jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
            scored = list(pool.map(_scored, names, [args.mirror] * len(names), wanted))
    else:
        scored = [_scored(name, args.mirror, own) for name, own in zip(names, wanted, strict=True)]
    for name, (score, sites) in zip(names, scored, strict=True):
        by_lang[PROJECTS[name].lang].append(score)
        if args.patterns:
            for pattern, n in patterns(sites).most_common(40):
                print(f"  {n:6d} {pattern}")
            for line in score.wrong + score.misses:
                print(f"    {line}")
    env = machine()
    for lang, scores in by_lang.items():
        write_results(Path(f"{args.out}{lang}"), {"machine": env, "results": [
            {**summary(s), **details(s), "linker_wrong": s.linker_wrong, "out_of_scope": s.out_of_scope}
            for s in scores]}, to_markdown(scores, env))
    return 0


if __name__ == "__main__":
    sys.exit(main())
