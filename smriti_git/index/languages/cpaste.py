"""C++ classes and aliases that a function-like macro declares by pasting tokens or names by a parameter, as the
parser records them for the linker (``link_macros``).

Tesseract declares each list's iterator with ``#define ELISTIZEH(T) ... class T##_IT : public
IntrusiveForwardList<T>::Iterator { public: using IntrusiveForwardList<T>::Iterator::Iterator; };``
and invokes it at namespace level, ``ELISTIZEH(BLOBNBOX)``; no file writes ``BLOBNBOX_IT``'s declaration.

* :func:`pasting_macros`: in the defining file, each such ``#define`` with the names it pastes (or takes as a
  parameter: VulkanSceneGraph's ``#define VSG_array(N, T) using N = Array<T>; ...``) and what each stands
  for: a class with one base and a body of access specifiers and using-declarations only (read as its base),
  a ``typedef`` or a ``using`` alias.  ``FileFacts.usings`` entry ``(scope, PASTING_MACRO,
  "ELISTIZEH(T):T##_LIST=IntrusiveForwardList<T>;T##_IT=IntrusiveForwardList<T>::Iterator")``.
* :func:`declaring_macros`: in any C++ file, each upper-case macro (or one of an upper-case prefix and ``_``,
  ``VSG_array``) invoked alone on its line at namespace or file level with names for arguments, qualified or not
  (``VSG_value(stringValue, std::string)``, the DataStax driver's ``EXTERNAL_TYPE(datastax::internal::core::
  BatchRequest, CassBatch)``): ``(scope, DECLARING_MACRO, "ELISTIZEH(BLOBNBOX)")``.

And the methods a function-like macro of the file declares in a class body, named by its arguments (VMime's
``#define FIELD_ACCESS(methodName, fieldName) shared_ptr <headerField> methodName() { ... } ...`` and
``FIELD_ACCESS(ContentType, CONTENT_TYPE)`` in ``class header``): :func:`macro_methods` expands each such
invocation and reads the expansion as the class's members, at the invocation's place (where a compiler puts
a macro-made declaration too).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from smriti_git.index.facts import DECLARING_MACRO, PASTING_MACRO, Definition
from smriti_git.index.languages.base import ScopeFinder
from smriti_git.index.languages.langkit import SCOPE_KINDS

_NAMESPACE = frozenset({"namespace"})
_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)\(([\w \t,]*)\)((?:[^\n]*\\\r?\n)*[^\n]*)",
                     re.MULTILINE)
_PASTED = r"[A-Za-z_]\w*(?:\s*##\s*[A-Za-z_]\w*)*"   # a name made by pasting (``T##_IT``), or a parameter
_CLASS = re.compile(r"\b(?:class|struct)\s+(" + _PASTED + r")\s*(?:final\s*)?:\s*(?:public\s+)?([^{};]+?)\s*"
                    r"\{((?:[^{}]|\{\s*\})*)\}\s*;")
# (the last declaration of a body may leave its ``;`` to the invocation: OMPL's ``using C##Ptr = std::shared_ptr<C>``)
_TYPEDEF = re.compile(r"\btypedef\s+([^;{}]+?)\s+(" + _PASTED + r")\s*(?:;|$)")
_USING = re.compile(r"\busing\s+(" + _PASTED + r")\s*=\s*([^;{}]+?)\s*(?:;|$)")
_TRIVIAL = re.compile(r"\b(?:public|protected|private)\s*:|\busing\s[^;]*;|"   # (and a special member with an
                      r"~?" + _PASTED + r"\s*\(\s*\)\s*(?:noexcept\s*)?\{\s*\}")   # empty body: the DataStax driver's
# ``~ExternalType##_() {}``)
_ARGUMENT = rb"(?:::)?[A-Za-z_]\w*(?:::[A-Za-z_]\w*)*"
_INVOKED = re.compile(rb"^[ \t]*([A-Z][A-Z0-9_]{2,}|[A-Z][A-Z0-9]*_[A-Za-z0-9_]+)[ \t]*\("
                      rb"[ \t]*(" + _ARGUMENT + rb"(?:[ \t]*,[ \t]*" + _ARGUMENT + rb")*)[ \t]*\)"
                      rb"[ \t]*;?[ \t]*(?://[^\n]*)?\r?$", re.MULTILINE)


def pasting_macros(source: bytes, scopes: ScopeFinder) -> list[tuple[str | None, str, str]]:
    """The file's ``#define`` s that declare classes or aliases by pasting tokens (module docstring)."""
    out: list[tuple[str | None, str, str]] = []
    for match in _DEFINE.finditer(source) if b"define" in source else ():
        body = re.sub(r"\\\r?\n", " ", match.group(3).decode("utf-8", "replace"))
        declared = [(name, base) for name, base, members in _CLASS.findall(body)
                    if not _TRIVIAL.sub("", members).strip()]
        declared += [(name, written) for written, name in _TYPEDEF.findall(body)]
        declared += _USING.findall(body)
        named = {p.strip() for p in match.group(2).decode().split(",")}
        declared = [(name, written) for name, written in declared if "##" in name or name in named]
        if declared:   # (VulkanSceneGraph's ``#define VSG_array(N, T) using N = Array<T>; ...``: a parameter)
            params = ",".join(p.strip() for p in match.group(2).decode().split(","))
            entries = ";".join(f"{''.join(name.split())}={' '.join(written.split())}" for name, written in declared)
            out.append((scopes.scope_of(match.start(), _NAMESPACE), PASTING_MACRO,
                        f"{match.group(1).decode()}({params}):{entries}"))
    return out


def declaring_macros(source: bytes, scopes: ScopeFinder, namespaces: set[str]) -> list[tuple[str | None, str, str]]:
    """The upper-case macros the file invokes alone on a line at namespace or file level with names for
    arguments (module docstring)."""
    out: list[tuple[str | None, str, str]] = []
    for match in _INVOKED.finditer(source):
        scope = scopes.scope_of(match.start(1), SCOPE_KINDS)
        arguments = ",".join(a.strip() for a in match.group(2).decode().split(","))
        used = (scope, DECLARING_MACRO, f"{match.group(1).decode()}({arguments})")
        if (scope is None or scope in namespaces) and used not in out:
            out.append(used)
    return out


_INVOCATION = r"^[ \t]*({name})[ \t]*\(([^()\n]*)\)[ \t]*;?[ \t]*(?://[^\n]*)?\r?$"
MAX_MACRO_METHODS = 200   # invocations expanded per file


def macro_methods(source: bytes, definitions: list[Definition], scopes: ScopeFinder,
                  members: Callable[[bytes], list[Definition]]) -> list[Definition]:
    """The methods the file's function-like macros declare where they are invoked alone on a line directly
    in a class body, named by an argument (module docstring).  ``members`` reads a class body's text and gives
    its members' definitions; each is placed at its invocation, a member of the class there."""
    classes = {d.qualname for d in definitions if d.kind in ("class", "struct", "union")}
    out: list[Definition] = []
    for match in _DEFINE.finditer(source) if classes and b"define" in source else ():
        params = [p.strip() for p in match.group(2).decode().split(",")]
        body = re.sub(r"\\\r?\n", " ", match.group(3).decode("utf-8", "replace"))
        if not any(p and re.search(rf"\b{re.escape(p)}\s*\(", body) for p in params):
            continue   # no method named by a parameter
        invoked = re.compile(_INVOCATION.format(name=re.escape(match.group(1).decode())).encode(), re.MULTILINE)
        for call in invoked.finditer(source, match.end()):
            owner = scopes.scope_of(call.start(1), SCOPE_KINDS)
            arguments = [a.strip() for a in call.group(2).decode("utf-8", "replace").split(",")]
            if owner not in classes or len(arguments) != len(params) or len(out) >= MAX_MACRO_METHODS:
                continue
            expanded = expanded_macro(body, dict(zip(params, arguments, strict=True)))
            line = source.count(b"\n", 0, call.start(1)) + 1
            span = dataclasses.replace(definitions[0].span, start_line=line, end_line=line,
                                       start_byte=call.start(1), end_byte=call.end(2) + 1)
            out += [dataclasses.replace(d, qualname=f"{owner}.{d.name}", parent=owner, span=span)
                    for d in members(expanded.encode()) if d.name in arguments and d.parent is not None]
    return out


def expanded_macro(body: str, given: dict[str, str]) -> str:
    """A macro's body (or a part of it) with its parameters replaced by the arguments ``given``, ``#`` parameters
    made strings (CLI11's ``parent(#name, ...)``) and ``##`` pasted; the linker reads the recorded declarations
    with it too (``link_macros``)."""
    body = _STRINGIZED.sub(lambda m: f'"{given[m.group(1)]}"' if m.group(1) in given else m.group(0), body)
    return re.sub(r"\s*##\s*", "", re.sub(r"\b\w+\b", lambda word: given.get(word.group(0), word.group(0)), body))


_STRINGIZED = re.compile(r"(?<![#\w])#(?!#)\s*([A-Za-z_]\w*)")   # ``#name``, not ``##`` nor ``a#b``
