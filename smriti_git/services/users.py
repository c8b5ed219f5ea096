"""The users file of a team server (``git smp serve --http --users FILE``): bearer tokens,
kept as their SHA-256 hashes, mapped to memory users and to read-only or read-write.

The file is text, one token a line, three fields separated by spaces or tabs::

    # user     mode        sha256 of the token
    alice      read-write  sha256:2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae
    reviewer   read-only   sha256:fcde2b2edba56bf408601fb721fe9b5c338d10ee429ea04fae5511b68fbf8fb9

``user`` is a memory user name (what ``--user`` and ``smp.user`` take: letters, digits,
``.``, ``_``, ``-``), ``mode`` is ``read-write`` or ``read-only``, and the hash is the 64
hex digits of ``sha256(token)`` (:func:`hash_line` writes a line; ``printf %s "$TOKEN" |
sha256sum`` gives the same digits).  ``#`` starts a comment; blank lines are skipped.  A
user may have several tokens (several lines); a hash may appear only once.  The file
holds no token, so a copy of it grants nothing; it must not be writable by anyone but
its owner (whoever can write it can add a token), and a warning says when others can
read it (a weak token could be guessed from its hash).

A request's token is hashed and compared with every hash of the file in constant time
(:meth:`Users.find`): the time taken depends on the number of lines, never on how much
of a hash the token matched.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import re
import stat
from dataclasses import dataclass
from pathlib import Path

from smriti_git.errors import InvalidArgument
from smriti_git.services.memory.store import check_name

log = logging.getLogger("smriti_git.users")
READ_ONLY, READ_WRITE = "read-only", "read-write"
MIN_TOKEN = 16
"""The shortest token accepted (the same as ``serve --token``)."""
HASH = re.compile(r"^sha256:([0-9a-f]{64})$")
TOKEN = re.compile(r"^[\x21-\x7e]+$")


@dataclass(frozen=True)
class User:
    """Who a token stands for: a memory user, and whether the token may write."""

    name: str
    read_only: bool

    @property
    def mode(self) -> str:
        return READ_ONLY if self.read_only else READ_WRITE


@dataclass(frozen=True)
class Users:
    """The tokens' hashes of one users file and the user each stands for."""

    path: str
    entries: tuple[tuple[bytes, User], ...]

    def find(self, token: str) -> User | None:
        """The user of ``token``, or None: every hash is compared, in constant time each."""
        given = hashlib.sha256(token.encode("utf-8", "surrogateescape")).digest()
        found: User | None = None
        for digest, user in self.entries:
            if hmac.compare_digest(given, digest):
                found = user
        return found

    @property
    def names(self) -> list[str]:
        return sorted({user.name for _, user in self.entries})


def check_token(token: str) -> str:
    """``token`` if it can be a bearer token of a users file (at least :data:`MIN_TOKEN`
    printable ASCII characters, no spaces); else :class:`InvalidArgument`."""
    if len(token) < MIN_TOKEN:
        raise InvalidArgument(f"the token must be at least {MIN_TOKEN} characters")
    if not TOKEN.match(token):
        raise InvalidArgument("the token must be printable ASCII without spaces")
    return token


def hash_token(token: str) -> str:
    """``sha256:<hex>`` of a token, as the users file holds it."""
    return "sha256:" + hashlib.sha256(check_token(token).encode()).hexdigest()


def hash_line(token: str, user: str | None = None, read_only: bool = False) -> str:
    """A line of the users file for ``token`` (just its hash without ``user``)."""
    digest = hash_token(token)
    if user is None:
        return digest
    check_name(user, "user")
    return f"{user}  {READ_ONLY if read_only else READ_WRITE}  {digest}"


def parse(text: str, path: str = "users file") -> Users:
    """The users of a file's text; a bad line is an :class:`InvalidArgument` naming it."""
    entries: list[tuple[bytes, User]] = []
    seen: dict[bytes, int] = {}
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        where = f"{path}:{number}"
        fields = line.split()
        if len(fields) != 3:
            raise InvalidArgument(f"{where}: expected 'user mode sha256:<64 hex digits>', got {len(fields)} "
                                  "field(s)")
        name, mode, digest = fields
        try:
            check_name(name, "user")
        except InvalidArgument as exc:
            raise InvalidArgument(f"{where}: {exc.message}") from None
        if mode not in (READ_ONLY, READ_WRITE):
            raise InvalidArgument(f"{where}: mode {mode!r} is neither {READ_WRITE} nor {READ_ONLY}")
        match = HASH.match(digest.lower())
        if match is None:
            raise InvalidArgument(f"{where}: {digest[:20]!r}... is not sha256:<64 hex digits> (a token itself "
                                  "never goes in the file: git smp serve --hash-token makes the line)")
        value = bytes.fromhex(match.group(1))
        if value in seen:
            raise InvalidArgument(f"{where}: the same token hash as line {seen[value]}")
        seen[value] = number
        entries.append((value, User(name, mode == READ_ONLY)))
    if not entries:
        raise InvalidArgument(f"{path}: no users (one line per token: user mode sha256:<hex>)")
    return Users(path, tuple(entries))


def load(path: str | Path) -> Users:
    """Read and check a users file: refused when missing, unreadable, malformed or writable
    by others than its owner; a warning when others may read it."""
    name = str(path)
    try:
        info = Path(path).stat()
        if not stat.S_ISREG(info.st_mode):
            raise InvalidArgument(f"--users {name}: not a regular file")
        if info.st_mode & 0o022:
            raise InvalidArgument(f"--users {name} is writable by its group or others, who could add a token: "
                                  f"chmod 600 {name}")
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidArgument(f"--users {name}: cannot read it ({type(exc).__name__}: "
                              f"{getattr(exc, 'strerror', None) or exc})") from None
    users = parse(text, name)
    if info.st_mode & 0o004:
        log.warning("--users %s is readable by everyone on this machine (chmod 600 %s): a weak token could be "
                    "guessed from its hash", name, name)
    return users
