"""Ed25519 signatures in the SSH signature format that stock git verifies.

A signature is an ``SSHSIG`` blob (OpenSSH's PROTOCOL.sshsig: magic ``SSHSIG``, version
1, the public key, a namespace, ``sha512`` of the message, the Ed25519 signature),
armoured as ``-----BEGIN SSH SIGNATURE-----``.  Commits carry it in their ``gpgsig``
header exactly as ``git commit -S`` with ``gpg.format=ssh`` writes it, so that
``git verify-commit`` and ``git log --show-signature`` accept them, given an
allowed-signers file.  Ed25519 is deterministic: the same key signing the same bytes
gives the same signature, and so the same commit id, every time.

Keys live outside repositories: ``$SMP_KEY_DIR``, else
``$XDG_CONFIG_HOME/smriti-git/keys``, else ``~/.config/smriti-git/keys``; each key is
``<key id>`` (the private key in OpenSSH format, mode 0600, usable by ``ssh-keygen`` and
git too) and ``<key id>.pub`` (``ssh-ed25519 AAAA... name``).  A key id is the first
16 hex digits of the SHA-256 of the public key blob; ``fingerprint`` is OpenSSH's
``SHA256:...`` form.  A repository signs with the key ``git config smp.signingKey``
names.
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
import struct
from dataclasses import dataclass
from pathlib import Path

from smriti_git.errors import IntegrityError, InvalidArgument, NotFound

MAGIC = b"SSHSIG"
VERSION = 1
KEY_TYPE = b"ssh-ed25519"
HASH = b"sha512"
NAMESPACE = "git"
BEGIN = "-----BEGIN SSH SIGNATURE-----"
END = "-----END SSH SIGNATURE-----"
KEY_ID = re.compile(r"^[0-9a-f]{16}$")


def _string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _read_string(data: bytes, at: int) -> tuple[bytes, int]:
    if at + 4 > len(data):
        raise IntegrityError("signature is truncated")
    (size,) = struct.unpack(">I", data[at:at + 4])
    end = at + 4 + size
    if end > len(data):
        raise IntegrityError("signature is truncated")
    return data[at + 4:end], end


@dataclass(frozen=True)
class PublicKey:
    """An Ed25519 public key (32 bytes)."""

    raw: bytes

    @property
    def blob(self) -> bytes:
        """The key in SSH wire format (what signatures embed)."""
        return _string(KEY_TYPE) + _string(self.raw)

    @property
    def keyid(self) -> str:
        return hashlib.sha256(self.blob).hexdigest()[:16]

    @property
    def fingerprint(self) -> str:
        return "SHA256:" + base64.b64encode(hashlib.sha256(self.blob).digest()).decode().rstrip("=")

    def ssh(self, comment: str = "") -> str:
        """``ssh-ed25519 AAAA... [comment]``: the line of an authorized_keys or allowed-signers file."""
        line = f"{KEY_TYPE.decode()} {base64.b64encode(self.blob).decode()}"
        return f"{line} {comment}" if comment else line

    @classmethod
    def parse(cls, text: str) -> PublicKey:
        """A key from ``ssh-ed25519 AAAA... [comment]``."""
        parts = text.strip().split()
        if len(parts) < 2 or parts[0] != KEY_TYPE.decode():
            raise InvalidArgument("not an ssh-ed25519 public key (expected 'ssh-ed25519 AAAA...')")
        try:
            blob = base64.b64decode(parts[1], validate=True)
        except ValueError:
            raise InvalidArgument("the public key is not valid base64") from None
        return cls.from_blob(blob)

    @classmethod
    def from_blob(cls, blob: bytes) -> PublicKey:
        kind, at = _read_string(blob, 0)
        raw, end = _read_string(blob, at)
        if kind != KEY_TYPE or len(raw) != 32 or end != len(blob):
            raise IntegrityError("not an ssh-ed25519 public key")
        return cls(raw)

    def verify(self, signature: bytes, data: bytes) -> bool:
        from cryptography.exceptions import InvalidSignature
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

        try:
            Ed25519PublicKey.from_public_bytes(self.raw).verify(signature, data)
        except InvalidSignature:
            return False
        return True


class KeyPair:
    """A private Ed25519 key and its public key."""

    def __init__(self, private: object, name: str = "") -> None:
        from cryptography.hazmat.primitives import serialization
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

        assert isinstance(private, Ed25519PrivateKey)
        self._private = private
        self.name = name
        raw = private.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
        self.public = PublicKey(raw)

    @property
    def keyid(self) -> str:
        return self.public.keyid

    def sign(self, message: bytes, namespace: str = NAMESPACE) -> str:
        """The armoured SSH signature of ``message``."""
        signed = _signed_data(message, namespace)
        raw = self._private.sign(signed)
        blob = (MAGIC + struct.pack(">I", VERSION) + _string(self.public.blob) + _string(namespace.encode())
                + _string(b"") + _string(HASH) + _string(_string(KEY_TYPE) + _string(raw)))
        body = base64.b64encode(blob).decode()
        lines = [body[i:i + 70] for i in range(0, len(body), 70)]
        return "\n".join([BEGIN, *lines, END]) + "\n"

    def private_openssh(self) -> bytes:
        from cryptography.hazmat.primitives import serialization

        return self._private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.OpenSSH,
                                           serialization.NoEncryption())

    @classmethod
    def generate(cls, name: str = "") -> KeyPair:
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

        return cls(Ed25519PrivateKey.generate(), name)

    @classmethod
    def from_openssh(cls, data: bytes, name: str = "") -> KeyPair:
        from cryptography.hazmat.primitives import serialization

        try:
            private = serialization.load_ssh_private_key(data, password=None)
        except (ValueError, TypeError) as exc:
            raise IntegrityError(f"not an unencrypted OpenSSH private key: {exc}") from None
        return cls(private, name)


def _signed_data(message: bytes, namespace: str) -> bytes:
    return (MAGIC + _string(namespace.encode()) + _string(b"") + _string(HASH)
            + _string(hashlib.sha512(message).digest()))


def verify(message: bytes, armoured: str, namespace: str = NAMESPACE) -> PublicKey:
    """The key whose valid signature of ``message`` ``armoured`` is; :class:`IntegrityError`
    saying why otherwise (malformed, another namespace or hash, a signature that fails)."""
    text = armoured.strip()
    if not text.startswith(BEGIN) or not text.endswith(END):
        raise IntegrityError("not an SSH signature (no BEGIN/END SSH SIGNATURE armour)")
    try:
        blob = base64.b64decode("".join(text[len(BEGIN):-len(END)].split()), validate=True)
    except ValueError:
        raise IntegrityError("the SSH signature is not valid base64") from None
    if blob[:6] != MAGIC or blob[6:10] != struct.pack(">I", VERSION):
        raise IntegrityError("not an SSHSIG signature of version 1")
    key_blob, at = _read_string(blob, 10)
    space, at = _read_string(blob, at)
    _reserved, at = _read_string(blob, at)
    hash_name, at = _read_string(blob, at)
    sig_blob, at = _read_string(blob, at)
    if at != len(blob):
        raise IntegrityError("the SSH signature has trailing bytes")
    if space.decode("utf-8", "replace") != namespace:
        raise IntegrityError(f"the signature is for namespace {space.decode('utf-8', 'replace')!r}, not {namespace!r}")
    if hash_name not in (b"sha512", b"sha256"):
        raise IntegrityError(f"unsupported signature hash {hash_name.decode('utf-8', 'replace')!r}")
    key = PublicKey.from_blob(key_blob)
    kind, at = _read_string(sig_blob, 0)
    raw, _ = _read_string(sig_blob, at)
    if kind != KEY_TYPE:
        raise IntegrityError(f"unsupported signature type {kind.decode('utf-8', 'replace')!r}")
    digest = (hashlib.sha512 if hash_name == b"sha512" else hashlib.sha256)(message).digest()
    signed = MAGIC + _string(space) + _string(b"") + _string(hash_name) + _string(digest)
    if not key.verify(raw, signed):
        raise IntegrityError(f"the signature by key {key.keyid} does not match the signed bytes (altered?)")
    return key


# -- keys on disk ----------------------------------------------------------------------------------


def key_dir() -> Path:
    explicit = os.environ.get("SMP_KEY_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "smriti-git" / "keys"


def save(key: KeyPair) -> Path:
    """Write the key pair into :func:`key_dir` (private part mode 0600) and return its path."""
    folder = key_dir()
    folder.mkdir(parents=True, exist_ok=True)
    os.chmod(folder, 0o700)
    path = folder / key.keyid
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.write(fd, key.private_openssh())
    finally:
        os.close(fd)
    (folder / f"{key.keyid}.pub").write_text(key.public.ssh(key.name) + "\n")
    return path


def key_files(keyid: str) -> list[Path]:
    """The files :func:`save` writes for ``keyid``: the private key and its ``.pub``."""
    folder = key_dir()
    return [folder / check_keyid(keyid), folder / f"{keyid}.pub"]


def check_keyid(keyid: str) -> str:
    if not KEY_ID.match(keyid):
        raise InvalidArgument(f"{keyid!r} is not a key id (16 hex digits)")
    return keyid


def load(keyid: str) -> KeyPair:
    """The private key ``keyid`` from :func:`key_dir`."""
    path = key_dir() / check_keyid(keyid)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise NotFound(f"no private key {keyid} in {key_dir()} (git smp keys generate)") from None
    pub = path.with_name(f"{keyid}.pub")
    name = pub.read_text().split(maxsplit=2)[2].strip() if pub.exists() and len(pub.read_text().split()) > 2 else ""
    key = KeyPair.from_openssh(data, name)
    if key.keyid != keyid:
        raise IntegrityError(f"the key file {path} holds key {key.keyid}, not {keyid}")
    return key


def local_keys() -> list[tuple[str, PublicKey, str]]:
    """(key id, public key, name) of every key pair in :func:`key_dir`."""
    out = []
    folder = key_dir()
    for pub in sorted(folder.glob("*.pub")) if folder.is_dir() else []:
        keyid = pub.name[:-4]
        if KEY_ID.match(keyid) and (folder / keyid).exists():
            text = pub.read_text()
            parts = text.split(maxsplit=2)
            out.append((keyid, PublicKey.parse(text), parts[2].strip() if len(parts) > 2 else ""))
    return out
