"""C++ classes that a macro declares by pasting tokens, for the linker's ``resolve_type``: a name no file
declares (Tesseract's ``BLOBNBOX_IT``), read as what the expansion of a macro invoked where the name is seen
declares it to be (``ELISTIZEH(BLOBNBOX)``, ``#define ELISTIZEH(T) class T##_IT : public
IntrusiveForwardList<T>::Iterator {...};``: an ``IntrusiveForwardList<BLOBNBOX>::Iterator``).  The parser
records the ``#define`` s and the invocations (``languages/cpaste.py``).  An invocation in a namespace declares
for code in it and for code that a using-directive lets see it (VulkanSceneGraph's ``VSG_array(vec3Array, vec3)``
in ``namespace vsg``, used in ``Builder.cpp`` after ``using namespace vsg;``).

Also a C++ call's arguments as the compiler counts them where one is a value macro whose body lists several
(:func:`spread_arguments`)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from smriti_git.index.facts import DECLARING_MACRO, PASTING_MACRO, CallFact
from smriti_git.index.languages.cpaste import expanded_macro
from smriti_git.index.languages.cpp_args import number_type
from smriti_git.index.link_tables import FileTable, Sym

if TYPE_CHECKING:
    from smriti_git.index.link import Linker

_MACRO_ARGUMENT = re.compile(r"\$[A-Z_][A-Z0-9_]*")   # an argument written as an upper-case name alone
_LISTED = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'|[(\[{]|[)\]}]|,')

def macro_declared(linker: Linker, table: FileTable, name: str, scope: str | None) -> tuple[FileTable, str, str] | None:
    """Where and what type text a macro invoked in ``table``'s file or a file it includes, at file level or in a
    namespace enclosing ``scope``, declares ``name`` to be: (the invoking file's table, the invocation's
    namespace, the type written); None when no such macro declares it."""
    if not name.isidentifier() or not linker.pastes_declarations:
        return None
    key = (table.path, scope, name)
    if key not in linker.macro_types:
        linker.macro_types[key] = _declared(linker, table, name, scope)
    return linker.macro_types[key]


def _declared(linker: Linker, table: FileTable, name: str, scope: str | None) -> tuple[FileTable, str, str] | None:
    paths = [table.path, *linker._wildcard_files(table)]
    nominated = {dotted for path in paths for at, kind, dotted in linker.tables[path].facts.usings or ()
                 if kind == "*" and (at is None or f"{scope}.".startswith(f"{at}."))}   # ``using namespace vsg;``
    for path in paths:
        other = linker.tables[path]
        for where, kind, invoked in other.facts.usings or ():
            if kind != DECLARING_MACRO or not (where is None or f"{scope}.".startswith(f"{where}.") or
                                               where in nominated):
                continue
            macro, _, listed = invoked[:-1].partition("(")
            values = listed.split(",")
            if any(value in name for value in values) and \
                    (written := _pasted(linker, other, where, macro, values, name)):
                return other, where or "", written
    return None


def _pasted(linker: Linker, table: FileTable, where: str | None, macro: str, values: list[str], name: str) -> str:
    """What the ``#define`` of ``macro``, expanded with ``values``, declares ``name`` to be; '' if nothing."""
    binding, _, _ = linker.lookup(table, macro, where)
    sym = linker.symbols.get(binding.id) if isinstance(binding, Sym) else None
    if sym is None:
        return ""
    for _, kind, recorded in linker.table_of(sym.id).facts.usings or ():
        head, _, declared = recorded.partition(":")
        if kind != PASTING_MACRO or head.partition("(")[0] != macro:
            continue
        parameters = head.partition("(")[2][:-1].split(",")
        if len(parameters) != len(values):
            continue
        given = dict(zip(parameters, values, strict=True))
        for entry in declared.split(";"):
            pattern, _, written = entry.partition("=")
            if expanded_macro(pattern, given) == name:
                return expanded_macro(written, given)
    return ""



def spread_arguments(linker: Linker, table: FileTable, call: CallFact) -> CallFact:
    """``call`` with each argument that names a value macro listing several values written as those
    values, so that its arguments are counted and typed as the compiler's (Assimp's ``#define AI_MATKEY_NAME
    "?mat.name",0,0`` in ``mat.Get(AI_MATKEY_NAME, name)``: four arguments, a ``const char*`` and two
    ``int`` s first); ``call`` itself when no argument is such a name."""
    texts = call.arg_texts
    if not texts or not any(_MACRO_ARGUMENT.fullmatch(written) for written in texts):
        return call
    spread: list[str] = []
    for written in texts:
        listed = _listed(linker, table, call.scope, written[1:]) if _MACRO_ARGUMENT.fullmatch(written) else []
        spread += listed or [written]
    return replace(call, args=len(spread), arg_texts=tuple(spread)) if len(spread) != len(texts) else call


def _listed(linker: Linker, table: FileTable, scope: str | None, name: str) -> list[str]:
    """The values the ``#define`` of ``name`` that the file sees lists, written as ``cpp_args`` writes
    arguments (a string literal, a number, a name; '' for any other), when it lists more than one."""
    binding, _, _ = linker.lookup(table, name, scope)
    sym = linker.symbols.get(binding.id) if isinstance(binding, Sym) else None
    signature = linker.table_of(sym.id).def_of[sym.id].signature if sym is not None else ""
    parts = signature.replace("\\", " ").split(None, 2)
    if len(parts) < 3 or parts[0] != "#define" or "," not in parts[2]:
        return []
    values, depth, start = [], 0, 0
    body = parts[2]
    for match in _LISTED.finditer(body):
        token = match.group(0)
        depth += (token in "([{") - (token in ")]}") if len(token) == 1 else 0
        if token == "," and depth == 0:
            values.append(body[start:match.start()].strip())
            start = match.end()
    values.append(body[start:].strip())
    return [_written(value) for value in values] if len(values) > 1 and all(values) else []


def _written(value: str) -> str:
    if value.startswith('"'):
        return "constchar*"
    if value.isidentifier():
        return "$" + value
    return number_type(value.lower().replace("'", ""))
