"""The supported languages, looked up by file extension.

Adding a language means adding a module with a :class:`~.base.Language` subclass and
one line in ``_LANGUAGES``.
"""

from __future__ import annotations

import posixpath
from functools import cache

from smriti_git.index.languages.base import Language
from smriti_git.index.languages.c import C
from smriti_git.index.languages.cpp import Cpp
from smriti_git.index.languages.csharp import CSharp
from smriti_git.index.languages.go import Go, GoMod
from smriti_git.index.languages.java import Java
from smriti_git.index.languages.javascript import JavaScript
from smriti_git.index.languages.php import Php
from smriti_git.index.languages.python import Python
from smriti_git.index.languages.ruby import Ruby
from smriti_git.index.languages.rust import Rust
from smriti_git.index.languages.typescript import Tsx, TypeScript

_LANGUAGES: tuple[type[Language], ...] = (Python, JavaScript, TypeScript, Tsx, Go, GoMod, Rust, Java, C, Cpp,
                                         Ruby, CSharp, Php)


@cache
def all_languages() -> dict[str, Language]:
    return {cls.name: cls() for cls in _LANGUAGES}


@cache
def _by_extension() -> dict[str, Language]:
    table: dict[str, Language] = {}
    for language in all_languages().values():
        for ext in language.extensions:
            table[ext] = language
    return table


def for_path(path: str) -> Language | None:
    """The language of ``path`` by its extension, or ``None`` if it is not code we index."""
    name = posixpath.basename(path)
    ext = name[name.rfind("."):] if "." in name else ""
    return _by_extension().get(ext.lower()) or _by_extension().get(ext)


def get(name: str) -> Language:
    return all_languages()[name]
