"""The sites behind dry runs: whether a call site still fits a changed signature, and
where a reference that is not a call (``reference_line``, ``names_in``) still names a
removed or renamed symbol.

* **Python**: the new parameter list is read from the signature text (``ast``), and each
  call's positional count and keyword names (``CallFact.args`` / ``keywords``, from the
  Python extractor) are checked against it: too many positional arguments, an unknown
  keyword, a required parameter left out, a positional-only parameter passed by name.
  A method's first parameter (``self`` / ``cls``) is bound unless it is a
  ``staticmethod``.  A call with ``*args`` cannot be counted and one with ``**kwargs``
  cannot be checked for keywords: the checks that need them are skipped.
* **Java, C, C++, C#**: the extractor's arity (least and most arguments) of the new
  definition against the call's argument count.
* **Other languages**: no check; such call sites are reported as unknown.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from dataclasses import dataclass

from smriti_git.index.facts import CallFact, FileFacts


@dataclass(frozen=True)
class Params:
    """A Python parameter list: (name, has a default) for each kind of parameter."""

    positional_only: tuple[tuple[str, bool], ...]
    positional: tuple[tuple[str, bool], ...]
    var_positional: bool
    keyword_only: tuple[tuple[str, bool], ...]
    var_keyword: bool


def python_params(signature: str, kind: str, decorators: list[str]) -> Params | None:
    """The parameters a caller passes, from a Python ``def`` signature (None if unreadable)."""
    text = signature.strip()
    if text.startswith("async "):
        text = text[len("async "):]
    if not text.startswith("def "):
        return None
    try:
        tree = ast.parse(text + ": pass")
    except SyntaxError:
        return None
    node = tree.body[0]
    if not isinstance(node, ast.FunctionDef):
        return None
    a = node.args
    names = [(p.arg, False) for p in (*a.posonlyargs, *a.args)]
    for i, default in enumerate(reversed(a.defaults)):
        at = len(names) - 1 - i
        names[at] = (names[at][0], default is not None)
    static = any(d.split("(")[0].strip().endswith("staticmethod") for d in decorators)
    if kind == "method" and not static and names:
        names = names[1:]
    only = len(a.posonlyargs) - (1 if kind == "method" and not static and a.posonlyargs else 0)
    keyword_only = tuple((p.arg, d is not None) for p, d in zip(a.kwonlyargs, a.kw_defaults, strict=True))
    return Params(tuple(names[:max(only, 0)]), tuple(names[max(only, 0):]), a.vararg is not None, keyword_only,
                  a.kwarg is not None)


def python_mismatch(params: Params, call: CallFact) -> str | None:
    """Why ``call`` no longer fits ``params``; None when it fits or cannot be told."""
    by_position = [*params.positional_only, *params.positional]
    if call.args >= 0 and call.args > len(by_position) and not params.var_positional:
        return f"{call.args} positional arguments, the new signature takes at most {len(by_position)}"
    given = set(call.keywords or ())
    if call.keywords is not None:
        named = {n for n, _ in (*params.positional, *params.keyword_only)}
        for keyword in call.keywords:
            if keyword in {n for n, _ in params.positional_only}:
                return f"{keyword!r} is positional-only in the new signature"
            if keyword not in named and not params.var_keyword:
                return f"unexpected keyword argument {keyword!r}"
    if call.args >= 0 and call.keywords is not None:
        missing = [n for n, has_default in by_position[call.args:] if not has_default and n not in given]
        missing += [n for n, has_default in params.keyword_only if not has_default and n not in given]
        if missing:
            return f"missing required argument{'s' if len(missing) > 1 else ''} {', '.join(map(repr, missing))}"
    return None


def checkable(params: Params | None, arity: tuple[int, int] | None, call: CallFact) -> bool:
    """Whether anything about ``call`` can be checked."""
    if params is not None:
        return call.args >= 0 or call.keywords is not None
    return arity is not None and call.args >= 0


def arity_mismatch(arity: tuple[int, int], call: CallFact) -> str | None:
    low, high = arity
    if call.args < 0:
        return None
    if call.args < low:
        return f"{call.args} arguments, the new signature needs at least {low}"
    if 0 <= high < call.args:
        return f"{call.args} arguments, the new signature takes at most {high}"
    return None


def reference_line(facts: FileFacts, scope: str | None, name: str) -> int | None:
    """The first line where ``scope`` (None: file level) names ``name``: a value, a type or
    a decorator (``FileFacts.references``), or an import of it."""
    for where, text, line in facts.references:
        if where == scope and (text == name or text.endswith("." + name)):
            return line
    for imp in facts.imports:
        if imp.scope == scope and name in (imp.name, imp.module.rsplit(".", 1)[-1]):
            return imp.line
    return None


def names_in(text: bytes, name: str, lang: str) -> list[int]:
    """The lines (1-based, within ``text``) where ``name`` occurs as a name: for Python, a
    NAME token that is not an attribute (``x.name``) nor a keyword argument's name (strings
    and comments do not count); for other languages, a whole word."""
    source = text.decode("utf-8", "replace")
    if lang != "python":
        return [source.count("\n", 0, m.start()) + 1
                for m in re.finditer(rf"(?<![\w$]){re.escape(name)}(?![\w$])", source)]
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return names_in(text, name, "")
    out: list[int] = []
    significant = [t for t in tokens if t.type not in (tokenize.NL, tokenize.COMMENT)]
    for i, token in enumerate(significant):
        if token.type != tokenize.NAME or token.string != name:
            continue
        before = significant[i - 1].string if i else ""
        after = significant[i + 1].string if i + 1 < len(significant) else ""
        if before != "." and not (after == "=" and before in ("(", ",")):
            out.append(token.start[0])
    return out
