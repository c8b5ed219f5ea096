"""Signed exchange in files: ``export`` a snapshot, memory and/or the runtime layer, ``import`` one, verified.

**The file** (``refs_schema/LAYOUT.md``, "Export files")::

    smriti-git export 1\\n
    <manifest: canonical JSON of an export-manifest/1 record>\\n
    -----BEGIN SSH SIGNATURE----- ... -----END SSH SIGNATURE-----\\n
    <payload: a git pack, zstd-compressed when that is smaller>

The manifest names the roots (the commits of the exported refs: ``index/<branch>``,
``memory/<user>/<branch>``, ``runtime``; their trees, the source commit of a snapshot),
the signer's key id, when it was made, and the payload's size and SHA-256; the
signature (namespace ``smriti-git-export``, so no commit signature can be passed off as
one) covers the manifest's exact bytes, and through the digest, the payload.  Everything
reachable from the roots is in the pack (git deduplicates unchanged shards across
snapshots).

**Import** checks, in order, and writes nothing unless all pass: the file's structure
and sizes (a truncated or padded file), the signature (a flipped byte, a swapped
signature), the signer (trusted here and not revoked, ``services/keys.py``), the
payload's digest, then the pack itself in a quarantine object folder
(``git index-pack --strict``: every object hashes to its id; tree entries such as
``..`` or ``.git`` are refused), that every root is there with the tree the manifest
names and its whole history is present, and that each root moves its ref forward
(an older export replayed over a newer one from the same signer is a rollback).  Only
then are the quarantined packs moved into the object store and the refs written, by
compare-and-swap, under ``refs/smp/remotes/<signer key id>/`` (never over local refs); a
runtime layer lands on ``refs/smp/remotes/<signer key id>/runtime``, which queries read with
the local one (``services/sandbox/layer.py``).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygit2

from smriti_git.errors import IntegrityError, InvalidArgument, NotFound, SmpError
from smriti_git.model import layout, timeline
from smriti_git.services import incoming, snapshots
from smriti_git.services import keys as key_service
from smriti_git.services.memory.store import Store
from smriti_git.services.namespace import require_initialized
from smriti_git.storage import canonical, objects, refs, schemas, signing
from smriti_git.storage.repo import Repo

MAGIC = b"smriti-git export 1\n"
SIG_NAMESPACE = "smriti-git-export"
ROOT_NAME = re.compile(r"^(index/[A-Za-z0-9._-][A-Za-z0-9._/-]*"
                       r"|memory/[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*"
                       r"|runtime)$")


@dataclass
class Bundle:
    manifest_bytes: bytes
    manifest: dict[str, Any]
    signature: str
    payload: bytes


@dataclass(kw_only=True)
class Exported:
    path: str
    signer: str
    roots: dict[str, dict[str, Any]]
    bytes: int
    pack_bytes: int
    objects: int
    compression: str


@dataclass(kw_only=True)
class Imported:
    signer: str
    signer_name: str
    refs: dict[str, str]
    objects: int
    unchanged: list[str]


# -- the file format ------------------------------------------------------------------------------


def encode_bundle(manifest: dict[str, Any], key: signing.KeyPair, payload: bytes) -> bytes:
    manifest_bytes = canonical.encode(manifest)          # one line, ending with a newline
    return MAGIC + manifest_bytes + key.sign(manifest_bytes, SIG_NAMESPACE).encode() + payload


def decode_bundle(data: bytes) -> Bundle:
    """The parts of an export file; :class:`IntegrityError` saying what is wrong with it."""
    if not data.startswith(MAGIC):
        if MAGIC.startswith(data):
            raise IntegrityError("the export is truncated (inside its first line)")
        raise IntegrityError("not a smriti-git export (wrong first line)")
    end = data.find(b"\n", len(MAGIC))
    if end < 0:
        raise IntegrityError("the export is truncated (no end to its manifest)")
    manifest_bytes = data[len(MAGIC):end + 1]
    try:
        manifest = canonical.decode(manifest_bytes)
    except (SmpError, ValueError) as exc:
        raise IntegrityError(f"the export's manifest is not canonical JSON: {exc}") from None
    if not isinstance(manifest, dict) or canonical.encode(manifest) != manifest_bytes:
        raise IntegrityError("the export's manifest is not in canonical form (altered?)")
    sig_end = data.find(signing.END.encode(), end)
    if sig_end < 0:
        raise IntegrityError("the export is truncated (no end to its signature)")
    sig_end += len(signing.END) + 1
    signature = data[end + 1:sig_end].decode("ascii", "replace")
    if data[sig_end - 1:sig_end] != b"\n":
        raise IntegrityError("the export is truncated (inside its signature)")
    return Bundle(manifest_bytes, manifest, signature, data[sig_end:])


# -- quarantine -----------------------------------------------------------------------------------


class Quarantine:
    """A temporary object folder beside the repository's: packs land here, are checked with
    the repository's objects as alternates, and only then move into the object store."""

    def __init__(self, repo: Repo) -> None:
        self.repo = repo
        self.folder = incoming.create(repo, "q-")     # names its owner: gc removes it if this process is killed
        (self.folder / "pack").mkdir()

    def env(self) -> dict[str, str]:
        return {**os.environ, "GIT_DIR": str(self.repo.git_dir), "GIT_OBJECT_DIRECTORY": str(self.folder),
                "GIT_ALTERNATE_OBJECT_DIRECTORIES": str(self.repo.common_dir / "objects"),
                "GIT_QUARANTINE_PATH": str(self.folder)}

    def git(self, args: list[str], stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
        return subprocess.run(["git", *args], input=stdin, capture_output=True, env=self.env(), check=False)

    def add_pack(self, pack: bytes) -> None:
        done = self.git(["index-pack", "--strict", "--stdin"], stdin=pack)
        if done.returncode != 0:
            detail = done.stderr.decode("utf-8", "replace").strip().splitlines()
            raise IntegrityError(f"the pack is damaged or unsafe: {detail[-1] if detail else 'index-pack failed'}")

    def objects(self) -> int:
        count = 0
        for idx in (self.folder / "pack").glob("*.idx"):
            done = self.git(["show-index"], stdin=idx.read_bytes())
            count += len(done.stdout.splitlines())
        return count

    def connected(self, roots: list[str]) -> None:
        """Every object reachable from ``roots`` is here or already in the repository."""
        done = self.git(["rev-list", "--objects", "--quiet", *roots])
        if done.returncode != 0:
            raise IntegrityError("the export does not hold the whole history of its roots (objects missing)")

    def is_ancestor(self, old: str, new: str) -> bool:
        return self.git(["merge-base", "--is-ancestor", old, new]).returncode == 0

    def commit_tree(self, commit: str) -> str | None:
        done = self.git(["rev-parse", "--verify", "--quiet", f"{commit}^{{tree}}"])
        found = done.stdout.decode().strip()
        return found if done.returncode == 0 and found else None

    def promote(self) -> None:
        """Move the checked packs into the repository's object store (pack first, index last)."""
        target = self.repo.common_dir / "objects" / "pack"
        target.mkdir(parents=True, exist_ok=True)
        files = sorted((self.folder / "pack").iterdir(), key=lambda p: (p.suffix == ".idx", p.name))
        for path in files:
            os.replace(path, target / path.name)

    def close(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)


@contextlib.contextmanager
def quarantine(repo: Repo) -> Iterator[Quarantine]:
    q = Quarantine(repo)
    try:
        yield q
    finally:
        q.close()


# -- export ---------------------------------------------------------------------------------------


def _roots(repo: Repo, index: bool, memory: bool, rev: str | None, user: str | None, memory_if_any: bool = False,
           runtime: bool = False, runtime_if_any: bool = False) -> dict[str, dict[str, Any]]:
    roots: dict[str, dict[str, Any]] = {}
    if runtime or runtime_if_any:
        tip = refs.read(repo.git, layout.RUNTIME_REF)
        if tip is None and runtime:
            raise NotFound("no runtime layer to export: no traced run stored edges here (git smp sandbox run --trace)")
        if tip is not None:
            roots[layout.RUNTIME_NAME] = {"commit": str(tip), "tree": str(objects.read_commit(repo.git, tip).tree_id)}
    if index:
        snap = snapshots.ensure(repo, rev)
        branch = snap.ref.removeprefix(layout.INDEX_PREFIX) if snap.ref.startswith(layout.INDEX_PREFIX) else "revs"
        roots[f"index/{branch}"] = {"commit": snap.commit, "tree": snap.tree, "source_commit": snap.source_commit}
    if memory or memory_if_any:
        store = Store(repo, user)
        tip = store.tip()
        if tip is None and memory_if_any:
            return dict(sorted(roots.items()))
        if tip is None:
            raise NotFound(f"no memory to export on {store.user}/{store.branch}")
        roots[f"memory/{store.user}/{store.branch}"] = {
            "commit": str(tip), "tree": str(objects.read_commit(repo.git, tip).tree_id)}
    if not roots:
        raise InvalidArgument("nothing to export: pass --index, --memory, --runtime or several")
    return dict(sorted(roots.items()))


def pack_objects(repo: Repo, commits: list[str], exclude: tuple[str, ...] = ()) -> bytes:
    """A git pack of everything reachable from ``commits`` (and not from ``exclude``)."""
    revs = "\n".join([*commits, *(f"^{c}" for c in exclude)]) + "\n"
    done = subprocess.run(["git", "--git-dir", str(repo.git_dir), "pack-objects", "--revs", "--stdout", "--threads=1",
                           "--delta-base-offset", "-q"], input=revs.encode(), capture_output=True, check=False)
    if done.returncode != 0:
        raise IntegrityError(f"git pack-objects failed: {done.stderr.decode('utf-8', 'replace').strip()}")
    return done.stdout


def export(repo: Repo, out: Path, *, index: bool, memory: bool, rev: str | None = None,
           user: str | None = None, memory_if_any: bool = False, runtime: bool = False,
           runtime_if_any: bool = False) -> Exported:
    """Write a signed export file of the snapshot of ``rev``, the user's memory branch and/or the
    runtime layer (``*_if_any``: that part when there is one)."""
    require_initialized(repo)
    key = repo.signer
    if key is None:
        raise InvalidArgument("an export is signed: make a key first (git smp keys generate)")
    roots = _roots(repo, index, memory, rev, user, memory_if_any, runtime, runtime_if_any)
    pack = pack_objects(repo, sorted(r["commit"] for r in roots.values()))
    packed = canonical.compress(pack)
    compression = "zstd" if len(packed) < len(pack) * 0.9 else "none"
    payload = packed if compression == "zstd" else pack
    manifest = {"schema": "export-manifest/1", "created_at": timeline.now(), "signer": key.keyid,
                "signer_name": key.name, "store_format": layout.STORE_FORMAT, "roots": roots,
                "payload": {"sha256": hashlib.sha256(payload).hexdigest(), "bytes": len(payload),
                            "compression": compression, "pack_bytes": len(pack)}}
    schemas.validate(manifest)
    data = encode_bundle(manifest, key, payload)
    tmp = out.with_name(f".{out.name}.tmp-{os.getpid()}")
    tmp.write_bytes(data)
    os.replace(tmp, out)
    _record_export(repo, key, manifest)
    count = int(pack[8:12].hex(), 16) if len(pack) >= 12 else 0
    return Exported(path=str(out), signer=key.keyid, roots=roots, bytes=len(data), pack_bytes=len(pack),
                    objects=count, compression=compression)


def _record_export(repo: Repo, key: signing.KeyPair, manifest: dict[str, Any]) -> None:
    """Keep what was exported, and when, on ``refs/smp/exports/<key id>`` (manifest only)."""
    git = repo.git
    blob = objects.write_record(git, manifest)
    author = objects.user_signature(git, int(timeline.to_datetime(manifest["created_at"]).timestamp()),
                                    (layout.TOOL_NAME, layout.TOOL_EMAIL))
    ref = layout.EXPORTS_PREFIX + key.keyid

    def apply(tip: pygit2.Oid | None) -> pygit2.Oid:
        base = objects.read_commit(git, tip).tree_id if tip is not None else None
        tree = objects.edit_tree(git, base, {"manifest.json": blob})
        message = objects.format_message(f"export {', '.join(sorted(manifest['roots']))}",
                                         {"Smp-Op": "export", "Smp-Key": key.keyid})
        return objects.write_commit(git, tree, [tip] if tip is not None else [], message, author, signer=key)

    refs.update(repo, ref, apply, message="smp export")


# -- import ---------------------------------------------------------------------------------------


def _checked_manifest(repo: Repo, bundle: Bundle, expected_root: str | None) -> tuple[dict[str, Any], bytes,
                                                                                   key_service.TrustedKey]:
    key = signing.verify(bundle.manifest_bytes, bundle.signature, SIG_NAMESPACE)
    trusted = key_service.check(repo, key)
    manifest = bundle.manifest
    try:
        schemas.validate(manifest, expect_kind="export-manifest")
    except SmpError as exc:
        raise IntegrityError(f"the manifest is not a valid export-manifest: {exc.message}") from None
    if manifest["signer"] != key.keyid:
        raise IntegrityError(f"the manifest names signer {manifest['signer']} but is signed by {key.keyid}")
    payload = manifest["payload"]
    if len(bundle.payload) != payload["bytes"]:
        raise IntegrityError(f"the payload is {len(bundle.payload)} bytes, the manifest says {payload['bytes']} "
                             "(truncated or padded)")
    if hashlib.sha256(bundle.payload).hexdigest() != payload["sha256"]:
        raise IntegrityError("the payload does not match the signed digest (altered)")
    for name in manifest["roots"]:
        if not ROOT_NAME.match(name) or ".." in name or name.endswith((".lock", "/")):
            raise IntegrityError(f"the manifest names a ref {name!r} outside what an export may hold")
    if expected_root is not None and expected_root not in {r["tree"] for r in manifest["roots"].values()} | {
            r["commit"] for r in manifest["roots"].values()}:
        raise IntegrityError(f"no root of this export is {expected_root} (--expected-root)")
    return manifest, payload_pack(bundle), trusted


def payload_pack(bundle: Bundle) -> bytes:
    """The git pack an export carries (decompressed)."""
    zstd = bundle.manifest.get("payload", {}).get("compression") == "zstd"
    try:
        return canonical.decompress(bundle.payload) if zstd else bundle.payload
    except Exception as exc:     # zstandard raises its own error type on damaged frames
        raise IntegrityError(f"the payload does not decompress: {exc}") from None


def _moves(repo: Repo, q: Quarantine, who: str, roots: dict[str, dict[str, Any]]) -> dict[str, tuple[str | None,
                                                                                                    str]]:
    """Each root's destination ref, its current value and its new one; rollbacks refused."""
    moves: dict[str, tuple[str | None, str]] = {}
    for name, root in sorted(roots.items()):
        tree = q.commit_tree(root["commit"])
        if tree is None:
            raise IntegrityError(f"root {name} ({root['commit'][:12]}) is not a commit in the export")
        if tree != root["tree"]:
            raise IntegrityError(f"root {name}: commit {root['commit'][:12]} has tree {tree[:12]}, the manifest "
                                 f"says {root['tree'][:12]} (root mismatch)")
        dest = refs.check_name(layout.remote_ref(who, name))
        old = refs.read(repo.git, dest)
        if old is not None and str(old) != root["commit"] and not q.is_ancestor(str(old), root["commit"]):
            kind = "an older state" if q.is_ancestor(root["commit"], str(old)) else "a diverged history"
            raise IntegrityError(f"{name} from {who} is {kind} than what was imported before ({str(old)[:12]}): "
                                 "rollback refused")
        moves[dest] = (str(old) if old is not None else None, root["commit"])
    return moves


def import_file(repo: Repo, path: Path, expected_root: str | None = None) -> Imported:
    """Verify an export file and bring its refs in under ``refs/smp/remotes/<signer>/``."""
    require_initialized(repo)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise NotFound(f"cannot read {path}: {exc.strerror}") from None
    manifest, pack, trusted = _checked_manifest(repo, decode_bundle(data), expected_root)
    roots = manifest["roots"]
    with quarantine(repo) as q:
        q.add_pack(pack)
        q.connected([r["commit"] for r in roots.values()])
        moves = _moves(repo, q, trusted.keyid, roots)
        count = q.objects()
        changed = {ref: new for ref, (old, new) in moves.items() if old != new}
        if changed:
            q.promote()
    if changed:
        refs.swap(repo, [refs.Swap(ref, pygit2.Oid(hex=old) if old else None, pygit2.Oid(hex=new))
                         for ref, (old, new) in moves.items() if old != new],
                  message=f"smp import from {trusted.keyid}")
    return Imported(signer=trusted.keyid, signer_name=trusted.name, refs=changed, objects=count,
                    unchanged=sorted(set(moves) - set(changed)))
