"""Keys: the user's signing keys, and the trust store on ``refs/smp/keys``.

A key pair is made by :func:`generate` in the user's key folder (``storage/signing.py``;
never in a git object) and becomes the repository's signing key (``git config
smp.signingKey``).  Which public keys this store trusts is versioned on
``refs/smp/keys``: one ``trusted-key/1`` record per key at ``keys/<key id>.json``, and
one commit per change (trailers ``Smp-Op: trust|revoke``, ``Smp-Key``), so the
history says who trusted or revoked which key, and when.  A revoked key stays in the
store with ``state: revoked``; imports and pulls signed by it are refused.

``allowed_signers`` writes the trusted keys in the format of ``ssh-keygen``'s
allowed-signers file, which is what ``git verify-commit`` (``gpg.format=ssh``) reads.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygit2

from smriti_git.errors import IntegrityError, InvalidArgument, NotFound
from smriti_git.model import layout, timeline
from smriti_git.services.namespace import require_initialized
from smriti_git.storage import objects, refs, signing
from smriti_git.storage.repo import Repo


@dataclass(kw_only=True)
class TrustedKey:
    keyid: str
    name: str
    key: str
    fingerprint: str
    state: str
    trusted_at: str
    trusted_by: str
    revoked_at: str | None = None
    reason: str = ""

    @classmethod
    def of(cls, record: dict[str, Any]) -> TrustedKey:
        public = signing.PublicKey.parse(record["key"])
        return cls(keyid=record["keyid"], name=record["name"], key=record["key"], fingerprint=public.fingerprint,
                   state=record["state"], trusted_at=record["trusted_at"], trusted_by=record["trusted_by"],
                   revoked_at=record.get("revoked_at"), reason=record.get("reason", ""))


def _path(keyid: str) -> str:
    return f"keys/{keyid}.json"


def _author(repo: Repo) -> str:
    config = repo.git.config
    return str(config["user.email"]) if "user.email" in config else layout.TOOL_EMAIL


def trusted(repo: Repo, keyid: str) -> TrustedKey | None:
    """The trust record of ``keyid`` (trusted or revoked), or None if it was never trusted."""
    tip = refs.read(repo.git, layout.KEYS_REF)
    if tip is None:
        return None
    blob = objects.lookup(repo.git, objects.read_commit(repo.git, tip).tree_id, _path(signing.check_keyid(keyid)))
    return TrustedKey.of(objects.read_record(repo.git, blob, expect_kind="trusted-key")) if blob else None


def all_trusted(repo: Repo) -> Iterator[TrustedKey]:
    """Every key in the trust store, trusted or revoked."""
    tip = refs.read(repo.git, layout.KEYS_REF)
    if tip is None:
        return
    for _, blob in objects.iter_tree(repo.git, objects.read_commit(repo.git, tip).tree_id, "keys"):
        yield TrustedKey.of(objects.read_record(repo.git, blob, expect_kind="trusted-key"))


def _write(repo: Repo, record: dict[str, Any], op: str) -> pygit2.Oid:
    require_initialized(repo)
    git = repo.git
    blob = objects.write_record(git, record)
    author = objects.user_signature(git, int(time.time()), (layout.TOOL_NAME, layout.TOOL_EMAIL))

    def apply(tip: pygit2.Oid | None) -> pygit2.Oid:
        base = objects.read_commit(git, tip).tree_id if tip is not None else None
        tree = objects.edit_tree(git, base, {_path(record["keyid"]): blob})
        message = objects.format_message(f"keys: {op} {record['keyid']} ({record['name']})",
                                         {"Smp-Op": op, "Smp-Key": record["keyid"]})
        return objects.write_commit(git, tree, [tip] if tip is not None else [], message, author,
                                    signer=repo.signer)

    tip = refs.update(repo, layout.KEYS_REF, apply, message=f"smp keys {op} {record['keyid']}")
    assert tip is not None
    return tip


def trust(repo: Repo, public: signing.PublicKey, name: str) -> TrustedKey:
    """Trust ``public`` under ``name`` (again, if it was revoked)."""
    return _trust(repo, public, name)[0]


def _trust(repo: Repo, public: signing.PublicKey, name: str) -> tuple[TrustedKey, pygit2.Oid]:
    if not name.strip():
        raise InvalidArgument("a trusted key needs a name (who holds it)")
    record = {"schema": "trusted-key/1", "keyid": public.keyid, "key": public.ssh(), "name": name.strip(),
              "state": "trusted", "trusted_at": timeline.now(), "trusted_by": _author(repo)}
    tip = _write(repo, record, "trust")
    return TrustedKey.of(record), tip


def revoke(repo: Repo, keyid: str, reason: str = "") -> TrustedKey:
    """Revoke ``keyid``: from now on, nothing signed by it is imported or pulled."""
    found = trusted(repo, keyid)
    if found is None:
        raise NotFound(f"key {keyid} is not in this store's trusted keys")
    record: dict[str, Any] = {"schema": "trusted-key/1", "keyid": found.keyid, "key": found.key, "name": found.name,
                              "state": "revoked", "trusted_at": found.trusted_at, "trusted_by": found.trusted_by,
                              "revoked_at": timeline.now(), "revoked_by": _author(repo)}
    if reason:
        record["reason"] = reason
    _write(repo, record, "revoke")
    return TrustedKey.of(record)


def generate(repo: Repo, name: str, *, use: bool = True) -> tuple[signing.KeyPair, Path]:
    """A new key pair in the user's key folder, trusted here and (``use``) signing from now on.

    All or nothing: the key file, the trust commit and ``smp.signingKey`` are written in
    that order, and a failure of any step undoes the steps before it (the trust commit by
    moving ``refs/smp/keys`` back, or, if another writer moved it meanwhile, by revoking
    the key), so a failed generate leaves no key file, no trust and no configuration."""
    if not name.strip():
        raise InvalidArgument("a key needs a name (who holds it)")
    require_initialized(repo)
    key = signing.KeyPair.generate(name.strip())
    before = refs.read(repo.git, layout.KEYS_REF)
    saved: Path | None = None
    trusted_at: pygit2.Oid | None = None
    try:
        saved = signing.save(key)
        if use:               # the trust commit is signed with the new key, like every later one
            repo.__dict__["signer"] = key
        trusted_at = _trust(repo, key.public, key.name)[1]
        if use:
            repo.git.config["smp.signingKey"] = key.keyid
    except BaseException:
        repo.__dict__.pop("signer", None)
        _undo(repo, key, before, trusted_at)
        raise
    return key, saved


def _undo(repo: Repo, key: signing.KeyPair, before: pygit2.Oid | None, trusted_at: pygit2.Oid | None) -> None:
    """Take back what a failed :func:`generate` wrote (each step on its own: the failure
    that made it fail is what is reported)."""
    if trusted_at is not None:
        try:
            refs.compare_and_swap(repo, layout.KEYS_REF, before, trusted_at, message=f"smp keys undo {key.keyid}")
        except Exception:
            with contextlib.suppress(Exception):
                revoke(repo, key.keyid, "keys generate failed before the key was in use")
    for path in signing.key_files(key.keyid):
        with contextlib.suppress(OSError):
            path.unlink(missing_ok=True)


def check(repo: Repo, key: signing.PublicKey) -> TrustedKey:
    """The trust record of ``key``; :class:`IntegrityError` if it is unknown or revoked."""
    found = trusted(repo, key.keyid)
    if found is None:
        raise IntegrityError(f"signed by key {key.keyid} ({key.fingerprint}), which this store does not trust "
                             f"(git smp keys trust)")
    if found.state != "trusted" or found.key != key.ssh():
        raise IntegrityError(f"signed by key {key.keyid} ({found.name}), revoked on {found.revoked_at}")
    return found


def local() -> list[tuple[str, signing.PublicKey, str]]:
    """(key id, public key, name) of the user's key pairs."""
    return signing.local_keys()


def public_key(text: str) -> signing.PublicKey:
    """A public key from ``ssh-ed25519 AAAA... [comment]``."""
    return signing.PublicKey.parse(text)


def signing_key(repo: Repo) -> str | None:
    """The key id this repository signs with (``git config smp.signingKey``), if any."""
    config = repo.git.config
    return str(config["smp.signingkey"]) if "smp.signingkey" in config else None


def write_allowed_signers(repo: Repo, target: str, text: str, *, configure: bool) -> None:
    """Write ``text`` to ``target``; with ``configure``, point ``gpg.ssh.allowedSignersFile`` at it."""
    path = Path(target).absolute()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    if configure:
        repo.git.config["gpg.ssh.allowedSignersFile"] = str(path)


def allowed_signers(repo: Repo) -> str:
    """The trusted (not revoked) keys as an ssh allowed-signers file, for ``git verify-commit``."""
    lines = [f'{k.name.replace(" ", "_") or k.keyid}@smriti namespaces="git" {k.key}'
             for k in sorted(all_trusted(repo), key=lambda k: k.keyid) if k.state == "trusted"]
    return "".join(line + "\n" for line in lines)
