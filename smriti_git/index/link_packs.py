"""C++ function templates told apart by their parameter packs, as the compiler's partial ordering
and overload resolution do, for the linker's choice among overloads of one arity
(``Linker._fitting``): :func:`by_packs` (``mul_safe(T, T)`` over ``mul_safe(T, T, Args&&...)``) and
:func:`by_forwarding_pack` (``template <typename... SV> RuntimeError(const SV&...)`` over
``RuntimeError(std::string_view)`` for a string literal)."""

from __future__ import annotations

import re
from collections.abc import Callable

from smriti_git.index.facts import Definition
from smriti_git.index.languages.cpp_args import parameter_types
from smriti_git.index.link_decls import template_head, template_parameters


def by_packs(ids: list[str], definition: Callable[[str], Definition]) -> list[str]:
    """C++ function templates that fit a call and differ only in how many arguments a trailing
    parameter pack takes: one's parameters are another's, with a pack after them (SEAL's
    ``mul_safe(T, T)`` and ``mul_safe(T, T, Args&&...)``) or with more of its own type parameters
    before the same pack (``product_fits_in(Args&&...)`` and ``product_fits_in(T, Args&&...)``).
    Partial ordering makes the one whose pack takes fewest arguments the more specialised, and the
    compiler calls it.  ``ids`` unchanged when the parameters differ otherwise."""
    if len(ids) < 2:
        return ids
    shapes: dict[str, tuple[tuple[str, ...], str | None, str, set[str]]] = {}
    for sid in ids:
        signature = definition(sid).signature
        params, (names, _) = parameter_types(signature), template_parameters(signature)
        if not params or not names:
            return ids
        *plain, qualifiers = params
        pack = re.sub(r"\.\.\.\w*$", "...", plain[-1]) if plain and "..." in plain[-1] and plain[-1] != "..." \
            else None
        shapes[sid] = (tuple(plain[:-1] if pack else plain), pack, qualifiers, {n for n in names if n})
    def rank(sid: str) -> tuple[int, bool]:   # more parameters before the pack, then no pack at all
        return len(shapes[sid][0]), shapes[sid][1] is None
    most = max(rank(sid) for sid in ids)
    best = [sid for sid in ids if rank(sid) == most]
    if len(best) != 1:
        return ids
    fixed, pack, qualifiers, own = shapes[best[0]]
    for sid, (other, other_pack, other_qualifiers, _) in shapes.items():
        if sid == best[0]:
            continue
        if other_pack is None or (pack is not None and pack != other_pack) or other_qualifiers != qualifiers or \
                fixed[:len(other)] != other or \
                not all(p in own or re.sub(r"^const|&&?$", "", p) in own for p in fixed[len(other):]):
            return ids
    return best


def by_forwarding_pack(ids: list[str], definition: Callable[[str], Definition], args: list[str]) -> list[str]:
    """C++ overloads where one is a template taking any arguments through one unconstrained pack
    (BehaviorTree.CPP's ``template <typename... SV> RuntimeError(const SV&... args)``) and the
    others are not templates: the pack binds every argument exactly, so it is called unless some
    other overload takes every argument's type as it is (``RuntimeError(std::string_view)`` for
    a ``std::string_view``; a string literal needs a conversion to it).  Every argument's type must
    be known (``args``); ``ids`` unchanged else."""
    if len(ids) < 2 or not args or not all(args):
        return ids
    packs, others = [], []
    for sid in ids:
        signature = definition(sid).signature
        names, _ = template_parameters(signature)
        params = parameter_types(signature)[:-1]
        if not names and "template" not in signature.split("(")[0]:
            others.append(params)
        elif len(params) == 1 and "..." in params[0] and "=" not in template_head(signature) and \
                re.fullmatch(r"(?:const)?\w+(?:&&?)?\.\.\.\w*", params[0]):
            packs.append(sid)
        else:
            return ids

    def bare(written: str) -> str:
        return re.sub(r"^const|&&?$", "", written)
    if len(packs) != 1 or any(len(params) == len(args) and
                              all(bare(p) == bare(a) for p, a in zip(params, args, strict=True)) for params in others):
        return ids
    return packs
