"""``git smp publish``: the one command a CI job runs to publish a commit's signed snapshot.

In a fresh checkout of the pushed commit it:

1. creates the namespace if need be (``init`` is idempotent and deterministic);
2. pulls what was published before from the remote: the branch's snapshot chain and the
   runtime layer (and the memory with ``memory``), verified as every pull is, the
   publishing key being accepted besides the trusted ones (the CI's trust store is empty);
3. indexes nothing when the branch's published chain already holds a snapshot of this
   commit by this indexer (then only a new runtime layer or memory is pushed, if any);
4. otherwise continues the published chain: the local ``refs/smp/index/<branch>`` moves to the
   published tip (compare-and-swap) unless it already descends from it, so the new
   snapshot is indexed incrementally from the last published one and becomes its child;
5. indexes the commit onto ``refs/smp/index/<branch>``;
6. pushes that branch's snapshots, the runtime layer (always, when there is one) and, with
   ``memory``, the memory user's branches, sealed with the publishing key and leased like
   every push (``services/remotes.py``).

The key is the CI's: OpenSSH private key text in ``$SMP_SIGNING_KEY``, or a file named by
``--key-file`` or ``$SMP_SIGNING_KEY_FILE``, else the repository's own signing key.  It is
read into memory only: never saved to the key folder, the git config or a git object.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path

import pygit2

from smriti_git.errors import IntegrityError, InvalidArgument, NotFound, SmpError
from smriti_git.index import parse, snapshot
from smriti_git.model import layout
from smriti_git.progress import Progress, silent
from smriti_git.services import indexing, namespace, remotes
from smriti_git.services.memory.store import Store
from smriti_git.storage import refs, signing
from smriti_git.storage.repo import Repo

KEY_ENV = "SMP_SIGNING_KEY"
"""The publishing key itself (OpenSSH private key text), as CI secret variables give it."""
KEY_FILE_ENV = "SMP_SIGNING_KEY_FILE"
"""A file holding the publishing key (GitLab's file variables, a runner's mounted secret)."""


@dataclass(kw_only=True)
class Published:
    remote: str
    branch: str
    commit: str
    snapshot: str
    signer: str
    published: bool
    """False: the published chain already held this commit's snapshot, and nothing else was new."""
    index_mode: str = "none"
    """How the commit was indexed: cold, incremental (from the last published snapshot) or unchanged."""
    pulled: dict[str, str] = field(default_factory=dict)
    refused: dict[str, str] = field(default_factory=dict)
    pushed: dict[str, str] = field(default_factory=dict)
    elapsed_ms: float = 0.0


def signing_key(repo: Repo, key_file: str | None = None) -> signing.KeyPair:
    """The key to publish with: ``key_file``, ``$SMP_SIGNING_KEY``, ``$SMP_SIGNING_KEY_FILE``, then the
    repository's own; a clear refusal when there is none (the key's text is never echoed)."""
    where, data = None, None
    if key_file is not None:
        where, data = f"--key-file {key_file}", _read(key_file, "--key-file")
    elif os.environ.get(KEY_ENV, "").strip():
        where, data = f"${KEY_ENV}", os.environ[KEY_ENV].strip().encode() + b"\n"
    elif os.environ.get(KEY_FILE_ENV):
        where, data = f"${KEY_FILE_ENV}", _read(os.environ[KEY_FILE_ENV], f"${KEY_FILE_ENV}")
    if data is None:
        if repo.signer is not None:
            return repo.signer
        raise InvalidArgument(f"publish signs what it pushes: set ${KEY_ENV} to the CI key (OpenSSH private key "
                              f"text), ${KEY_FILE_ENV} or --key-file to its file, or git config smp.signingKey")
    try:
        return signing.KeyPair.from_openssh(data, name="publisher")
    except SmpError:
        raise InvalidArgument(f"{where} does not hold an unencrypted OpenSSH ed25519 private key "
                              "(ssh-keygen -t ed25519 -N '' makes one; git smp keys generate too)") from None


def _read(path: str, what: str) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError as exc:
        raise NotFound(f"{what}: cannot read {path}: {exc.strerror or exc}") from None


def _branch(repo: Repo, branch: str | None) -> str:
    name = branch or indexing.current_branch(repo.git)
    if name is None:
        raise InvalidArgument("HEAD is detached (as CI checkouts often are): name the branch the snapshot is "
                              "for with --branch (e.g. $GITHUB_REF_NAME or $CI_COMMIT_REF_NAME)")
    refs.check_name(layout.index_ref(name))
    return name


def _published(git: pygit2.Repository, ref: str, commit: str) -> snapshot.SnapshotInfo | None:
    """The snapshot of ``commit`` by this indexer on the published chain ``ref``, if any."""
    if refs.read(git, ref) is None:
        return None
    for snap in snapshot.chain(git, ref):
        if snap.source_commit == commit and snap.indexer == parse.INDEXER_VERSION:
            return snap
    return None


def _continue_chain(repo: Repo, local: str, published: str) -> None:
    """Move the local branch snapshot ref onto the published tip unless it already descends from it."""
    git = repo.git
    tip = refs.read(git, published)
    if tip is None:
        return

    def apply(current: pygit2.Oid | None) -> pygit2.Oid:
        if current is not None and (current == tip or git.descendant_of(current, tip)):
            return current
        return tip

    refs.update(repo, local, apply, message="smp publish: continue the published chain")


def publish(repo: Repo, remote: str, *, branch: str | None = None, key_file: str | None = None,
            memory: bool = False, user: str | None = None, progress: Progress = silent) -> Published:
    """Publish HEAD's signed snapshot to ``remote`` (see the module doc)."""
    started = time.perf_counter()
    key = signing_key(repo, key_file)
    namespace.init(repo)
    git = repo.git
    if git.head_is_unborn:
        raise NotFound("nothing to publish: HEAD has no commit")
    name = _branch(repo, branch)
    commit = str(git.head.target)
    who = remotes.remote_name(repo, remote)
    local = layout.index_ref(name)
    # a pattern, not the name: fetching a name the remote lacks (a first publish) is an error
    patterns = (local + "*", layout.RUNTIME_REF + "*", *(("refs/smp/memory/*",) if memory else ()))
    progress("pull", 0, 1)
    pulled = remotes.pull(repo, remote, user, also_trust=key.public, patterns=patterns)
    if local in pulled.rejected:
        raise IntegrityError(f"{local} on {remote} is refused ({pulled.rejected[local]}): only the publisher's key "
                             "should sign it (docs/team.md, the trust model)")
    received = layout.remote_ref(who, local.removeprefix(layout.NAMESPACE))
    done = Published(remote=remote, branch=name, commit=commit, snapshot="", signer=key.keyid, published=False,
                     pulled=pulled.accepted, refused=pulled.rejected)
    already = _published(git, received, commit)
    if already is None:
        _continue_chain(repo, local, received)
        report = indexing.index(repo, branch=name, progress=progress)
        done.snapshot, done.index_mode = report.snapshot, report.mode
    else:
        done.snapshot = already.commit
    store = Store(repo, user)
    mine = {store.ref_of(b) for b in store.branches()} if memory else set()

    def sent(ref: str) -> bool:     # never the snapshots when published already, never over what it refused
        return ((ref == local and already is None) or ref == layout.RUNTIME_REF or ref in mine) \
            and ref not in pulled.rejected

    progress("push", 0, 1)
    try:
        pushed = remotes.push(repo, remote, user, key=key, only=sent)
    except NotFound:                # nothing of that kind here: nothing to send
        pushed = remotes.Pushed(remote=remote, refs={})
    done.pushed, done.published = pushed.refs, bool(pushed.refs)
    if local in pushed.refs:
        done.snapshot = pushed.refs[local]          # the sealed tip, as the remote holds it
    done.elapsed_ms = _ms(started)
    return done


def _ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 1)
