"""Push and pull of snapshots, memory and the runtime layer over git remotes, verified; Merkle comparison.

Transport is the ``git`` program (``file://``, ``git://``, ssh, https: whatever the
user's git reaches, with its credential helpers and ssh config; ``docs/dependencies.md``
says why not libgit2 or dulwich).

**push** sends this user's memory branches (``refs/smp/memory/<user>/*``), the
index refs of commit snapshots (``refs/smp/index/*``) and the runtime layer
(``refs/smp/runtime``) under the same names.  The runs of the remote's runtime layer as
last seen (pulled and verified, or pushed) are first merged into the local layer
(``services/sandbox/layer.py``), so one agent's push carries another's runs on.  A tip not
signed by this repository's key is first *sealed*: a signed commit with the same tree
and message on top of it, so that the signature covers the whole history below it (its
parents are hashed into it).  Every ref is sent with ``--force-with-lease`` at the value
this repository last saw on the remote, all in one ``--atomic`` push: concurrent pushers
cannot lose each other's work (one wins, the other is told to pull and merge first), a
history rewritten by ``forget --purge`` can replace the one it purged, and no ref is
ever half-updated.  When a lease is refused because the remote holds our own commit (a
push killed after the remote took it, before it remembered so), push remembers that
commit as seen and goes on; a commit that is not in our history still refuses it.

**pull** fetches the remote's ``refs/smp/index/*``, ``refs/smp/memory/*`` and
``refs/smp/runtime`` into a
quarantine repository whose objects borrow this one's (so only what is new travels),
verifies each tip's signature (``git``'s SSH format) against this store's trusted keys,
refuses rollbacks, and only then moves the objects in and the refs to
``refs/smp/remotes/<remote>/...``.  Received snapshots answer queries for their commits
without re-indexing; received memory is merged with ``git smp memory merge``; a received runtime layer
(``refs/smp/remotes/<remote>/runtime``) is read with the local one by ``neighbors``,
``impact`` and ``path``.  A
purged tombstone in received memory purges that engram here too (forget travels).

**Who may reach what.** The operator's command line may name any remote, URL, path or
export file.  A server's client may name only a configured remote (its name, or its exact
URL): :func:`configured_remote` refuses the rest before anything is read or fetched.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pygit2

from smriti_git.errors import IntegrityError, InvalidArgument, NotFound, RefConflict, SmpError
from smriti_git.index import snapshot
from smriti_git.model import layout
from smriti_git.services import incoming
from smriti_git.services import keys as key_service
from smriti_git.services.memory import history as memory_history
from smriti_git.services.memory.store import Store
from smriti_git.services.namespace import require_initialized
from smriti_git.services.sandbox import layer
from smriti_git.storage import objects, refs, signing
from smriti_git.storage.repo import Repo

SEAL_TRAILER = "Smp-Sealed"
INCOMING = "refs/smp/incoming/"
FETCHED = ("refs/smp/index/*", "refs/smp/memory/*", layout.RUNTIME_REF + "*")
"""What pull fetches.  The runtime layer is one ref, but fetching a name the remote lacks is
an error, a pattern is not: :func:`_received` keeps exactly ``refs/smp/runtime`` of what it matches."""


def _received(name: str) -> bool:
    """Whether pull keeps the fetched ``name`` (a snapshot chain, a memory branch, the runtime layer)."""
    return name.startswith((layout.INDEX_PREFIX, layout.MEMORY_PREFIX)) or name == layout.RUNTIME_REF


@dataclass(kw_only=True)
class Pushed:
    remote: str
    refs: dict[str, str]
    sealed: list[str] = field(default_factory=list)
    up_to_date: list[str] = field(default_factory=list)


@dataclass(kw_only=True)
class Pulled:
    remote: str
    accepted: dict[str, str] = field(default_factory=dict)
    unchanged: list[str] = field(default_factory=list)
    rejected: dict[str, str] = field(default_factory=dict)
    purged: list[str] = field(default_factory=list)


def _run(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", *args], capture_output=True, text=True, check=False)


REMOTE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")


def _configured(repo: Repo, remote: str) -> bool:
    return REMOTE_NAME.fullmatch(remote) is not None and f"remote.{remote}.url" in repo.git.config


def remote_name(repo: Repo, remote: str) -> str:
    """The name received refs are kept under: the remote's, or ``url-<hash>`` for a bare URL."""
    if _configured(repo, remote):
        return remote
    if remote.startswith("-"):
        raise InvalidArgument(f"{remote!r} is neither a git remote nor a URL (it starts with '-')")
    if "://" in remote or remote.startswith(("/", ".")) or ":" in remote:
        return "url-" + hashlib.sha1(remote.encode()).hexdigest()[:10]
    raise NotFound(f"no git remote {remote!r} (git remote add {remote} URL, or pass a URL)")


def _local_path(remote: str) -> bool:
    """Whether git reads ``remote`` as a path on this machine (not a URL, not ssh's ``host:path``)."""
    if "://" in remote:
        return False
    colon, slash = remote.find(":"), remote.find("/")
    return colon < 0 or 0 <= slash < colon


def remote_url(repo: Repo, remote: str) -> str:
    """The URL of remote ``remote`` (a configured name, or a URL or path given as is); a path
    that does not exist is refused by name (``no such file``)."""
    remote_name(repo, remote)   # refuses what is neither
    key = f"remote.{remote}.url"
    if _configured(repo, remote):
        return str(repo.git.config[key])
    if _local_path(remote) and not os.path.exists(remote):
        raise NotFound(f"no such file: {remote}")
    return remote


def configured_remote(repo: Repo, remote: str) -> str:
    """The name of the configured git remote (``git remote``) that ``remote`` names, or whose URL
    it is exactly; anything else (a path, an export file, another URL) is refused without being
    looked at.  What a server's client may reach: it must not make the server read host files
    or fetch from, or push to, places its operator did not configure."""
    if _configured(repo, remote):
        return remote
    for entry in sorted(repo.git.config, key=lambda e: e.name):
        name = entry.name
        if name.startswith("remote.") and name.endswith(".url") and entry.value == remote:
            found = name.removeprefix("remote.").removesuffix(".url")
            if REMOTE_NAME.fullmatch(found):
                return found
    if REMOTE_NAME.fullmatch(remote) and not remote.endswith((".smpx", ".git")):   # a name, just not configured
        raise NotFound(f"no git remote {remote!r} (the operator can git remote add {remote} URL)")
    raise InvalidArgument(f"{remote!r} is not a configured git remote of this repository: a server's clients "
                          "reach only those (a remote's name or its exact URL, see git remote -v); paths, files "
                          "and other URLs are for the operator's own git smp command line")


def _git_error(output: str, fallback: str) -> str:
    """The line of git's error output that says what went wrong (its first ``fatal:`` or
    ``error:``, not the advice after it)."""
    lines = [line.strip() for line in output.strip().splitlines() if line.strip()]
    for line in lines:
        if line.startswith(("fatal:", "error:")):
            return line.split(":", 1)[1].strip()
    return lines[-1] if lines else fallback


# -- signatures on commits -------------------------------------------------------------------------


def signer_of(git: pygit2.Repository, oid: pygit2.Oid | str) -> signing.PublicKey | None:
    """The key that signed commit ``oid`` (checked), or None when it carries no signature."""
    commit = objects.read_commit(git, pygit2.Oid(hex=str(oid)))
    found = commit.gpg_signature
    if not found or found[0] is None:
        return None
    signature, payload = found
    return signing.verify(payload, signature.decode("ascii", "replace"))


def seal(repo: Repo, ref: str, key: signing.KeyPair) -> bool:
    """Sign ``ref``'s tip by putting a signed commit with the same tree on top, unless it is
    already signed by ``key``; True when a seal was added."""
    def apply(tip: pygit2.Oid | None) -> pygit2.Oid | None:
        if tip is None:
            return None
        try:
            if (signer := signer_of(repo.git, tip)) is not None and signer.keyid == key.keyid:
                return tip
        except IntegrityError:
            pass                     # a broken signature is resealed, never trusted
        commit = objects.read_commit(repo.git, tip)
        trailers = {**objects.parse_trailers(commit.message), SEAL_TRAILER: str(tip)}
        message = objects.format_message(commit.message.splitlines()[0], trailers)
        return objects.write_commit(repo.git, commit.tree_id, [tip], message, commit.author, commit.committer,
                                    signer=key)

    before = refs.read(repo.git, ref)
    after = refs.update(repo, ref, apply, message="smp seal")
    return after != before


# -- push ---------------------------------------------------------------------------------------------


def _pushed_refs(repo: Repo, user: str | None) -> list[str]:
    store = Store(repo, user)
    own = [name for name in refs.list_refs(repo.git, layout.NAMESPACE)
           if name.startswith(layout.INDEX_PREFIX) or name == layout.RUNTIME_REF]
    return sorted(own + [store.ref_of(branch) for branch in store.branches()])


def push(repo: Repo, remote: str, user: str | None = None, *, key: signing.KeyPair | None = None,
         only: Callable[[str], bool] | None = None) -> Pushed:
    """Push this user's memory, the index snapshots and the runtime layer, sealed and leased (see the module doc).

    ``key`` signs instead of the repository's own key (``publish``: a CI's key, never stored); ``only``
    keeps the refs it says yes to (``publish``: one branch's snapshots, the runtime layer, memory if asked)."""
    require_initialized(repo)
    key = key or repo.signer
    if key is None:
        raise InvalidArgument("a push is signed: make a key first (git smp keys generate)")
    who = remote_name(repo, remote)
    remote_url(repo, remote)         # a missing path is refused by name
    if (seen := refs.read(repo.git, _tracking(who, layout.RUNTIME_REF))) is not None:
        layer.merge(repo, seen, who)          # carry the remote's runs on, not over
    names = [name for name in _pushed_refs(repo, user) if only is None or only(name)]
    if not names:
        raise NotFound("nothing to push: no index snapshots, no memory and no runtime layer yet")
    sealed = [name for name in names if seal(repo, name, key)]
    moved, same = _plan(repo, who, names)
    if moved:
        done: subprocess.CompletedProcess[str] | None = _send(repo, remote, who, moved)
        if done is not None and done.returncode != 0 and _lease_refused(done.stdout + done.stderr) and _adopt_own(
                repo, remote, who, moved):
            moved, same = _plan(repo, who, names)        # a killed push had sent some of these already
            done = _send(repo, remote, who, moved) if moved else None
        if done is not None and done.returncode != 0:
            raise RefConflict(_push_failure(done.stdout + done.stderr))
        if moved:
            _track(repo, who, moved)
    return Pushed(remote=remote, refs=moved, sealed=sealed, up_to_date=same)


def _plan(repo: Repo, who: str, names: list[str]) -> tuple[dict[str, str], list[str]]:
    """The refs to send (name -> tip) and those the remote already holds, as last seen."""
    moved: dict[str, str] = {}
    same: list[str] = []
    for name in names:
        tip = refs.read(repo.git, name)
        if tip is None:
            continue
        if refs.read(repo.git, _tracking(who, name)) == tip:
            same.append(name)
        else:
            moved[name] = str(tip)
    return moved, same


def _tracking(who: str, name: str) -> str:
    return layout.remote_ref(who, name.removeprefix(layout.NAMESPACE))


def _send(repo: Repo, remote: str, who: str, moved: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """One atomic push of ``moved``, each ref leased at the value last seen on the remote."""
    args = ["--git-dir", str(repo.git_dir), "push", "--atomic", "--porcelain", remote]
    for name, tip in moved.items():
        seen = refs.read(repo.git, _tracking(who, name))
        args += [f"--force-with-lease={name}:{seen or ''}", f"{tip}:{name}"]   # no "+": it would void the lease
    return _run(args)


def _lease_refused(output: str) -> bool:
    return "stale info" in output or "fetch first" in output or "non-fast-forward" in output or "rejected" in output


def _adopt_own(repo: Repo, remote: str, who: str, moved: dict[str, str]) -> bool:
    """After a refused lease: when every ref the remote holds where we expected another value
    is one of our own commits (our tip, or an ancestor of it: what a push killed before it
    could remember it had sent), remember it as seen and say True, so that the push goes on.
    False (nothing changed) when any of them is a commit we do not have in that ref's
    history: somebody else's work, which a pull must bring first."""
    listed = _run(["--git-dir", str(repo.git_dir), "ls-remote", "--refs", remote, *moved])
    if listed.returncode != 0:
        return False
    theirs = {name: oid for oid, name in (line.split("\t", 1) for line in listed.stdout.splitlines() if "\t" in line)}
    swaps = []
    for name, tip in moved.items():
        dest = _tracking(who, name)
        seen = refs.read(repo.git, dest)
        held = theirs.get(name)
        if held == (str(seen) if seen else None):
            continue
        if held is None or not _ours(repo.git, held, tip):
            return False
        swaps.append(refs.Swap(dest, seen, pygit2.Oid(hex=held)))
    if not swaps:
        return False
    refs.swap(repo, swaps, message=f"smp push to {who}: the remote already held our commits")
    return True


def _ours(git: pygit2.Repository, held: str, tip: str) -> bool:
    """Whether ``held`` is ``tip`` or an ancestor of it (and present here)."""
    if held == tip:
        return True
    try:
        return bool(git.descendant_of(pygit2.Oid(hex=tip), pygit2.Oid(hex=held)))
    except (KeyError, ValueError, pygit2.GitError):
        return False


def _push_failure(output: str) -> str:
    if _lease_refused(output):
        return "the remote moved since this repository last saw it: pull and merge first (git smp pull)"
    return f"push failed: {_git_error(output, 'git push failed')}"


def _track(repo: Repo, who: str, moved: dict[str, str]) -> None:
    """Remember what the remote now holds (our own signed tips: no need to verify them)."""
    swaps = []
    for name, tip in moved.items():
        dest = _tracking(who, name)
        swaps.append(refs.Swap(dest, refs.read(repo.git, dest), pygit2.Oid(hex=tip)))
    refs.swap(repo, swaps, message=f"smp push to {who}")


# -- pull ---------------------------------------------------------------------------------------------


class FetchArea:
    """A quarantine repository for fetched objects, borrowing this repository's objects."""

    def __init__(self, repo: Repo) -> None:
        self.path = incoming.create(repo, "fetch-")   # names its owner: gc removes it if this process is killed
        self.repo = repo
        _run(["init", "-q", "--bare", str(self.path)])
        (self.path / "objects" / "info" / "alternates").write_text(str(repo.common_dir / "objects") + "\n")
        self.git = pygit2.Repository(str(self.path))

    def fetch(self, remote_url: str, patterns: tuple[str, ...] = FETCHED) -> dict[str, str]:
        """The remote's smriti-git refs, fetched here.  Every snapshot and memory tip this
        repository holds is offered as common ground (``--negotiation-tip``), and nothing
        else: offering the code's own history first would exhaust git's negotiation before
        it reached them, and the whole snapshot would travel again."""
        tips = {oid for name, oid in refs.list_refs(self.repo.git, layout.NAMESPACE).items()
                if not name.startswith(INCOMING)}
        for n, oid in enumerate(sorted(tips, key=str)):
            self.git.references.create(f"refs/have/{n}", oid, force=True)
        spec = [f"+{pattern}:{pattern}" for pattern in patterns]
        done = _run(["-c", "transfer.unpackLimit=1", "-c", "fetch.unpackLimit=1",
                     "-c", "core.alternateRefsCommand=true",    # not the alternates' own refs either
                     "--git-dir", str(self.path), "fetch", "--no-tags", "--quiet", "--negotiation-tip=refs/have/*",
                     remote_url, *spec])
        if done.returncode != 0:
            raise SmpError(f"fetch from {remote_url} failed: {_git_error(done.stderr, 'git fetch failed')}")
        return {name: str(oid) for name, oid in refs.list_refs(self.git, layout.NAMESPACE).items()}

    def promote(self) -> None:
        target = self.repo.common_dir / "objects" / "pack"
        target.mkdir(parents=True, exist_ok=True)
        for path in sorted((self.path / "objects" / "pack").iterdir(), key=lambda p: (p.suffix == ".idx", p.name)):
            os.replace(path, target / path.name)

    def close(self) -> None:
        shutil.rmtree(self.path, ignore_errors=True)


def _verdict(repo: Repo, area: FetchArea, name: str, new: str, old: pygit2.Oid | None,
             also: signing.PublicKey | None = None) -> str | None:
    """Why the fetched ``name`` at ``new`` must be refused (None: accept it).  ``also``: a key
    accepted besides the trusted ones (the publisher's own, which it holds), unless revoked here."""
    try:
        key = signer_of(area.git, new)
    except IntegrityError as exc:
        return exc.message
    if key is None:
        return f"its tip {new[:12]} is not signed"
    try:
        if also is None or key.keyid != also.keyid or key_service.trusted(repo, key.keyid) is not None:
            key_service.check(repo, key)
    except IntegrityError as exc:
        return exc.message
    if old is not None and str(old) != new:
        if area.git.descendant_of(old, pygit2.Oid(hex=new)):
            return f"it would go back from {str(old)[:12]} to the older {new[:12]}: rollback refused"
        if not area.git.descendant_of(pygit2.Oid(hex=new), old):
            when = objects.read_commit(area.git, pygit2.Oid(hex=new)).commit_time
            if when < objects.read_commit(area.git, old).commit_time:
                return f"its history diverged from {str(old)[:12]} and is older: rollback refused"
    return None


def pull(repo: Repo, remote: str, user: str | None = None, *, also_trust: signing.PublicKey | None = None,
         patterns: tuple[str, ...] = FETCHED) -> Pulled:
    """Fetch, verify and keep the remote's snapshots, memory and runtime layer (see the module doc).
    ``publish`` passes its own key as ``also_trust`` and leaves memory out of ``patterns`` unless asked."""
    require_initialized(repo)
    who = remote_name(repo, remote)
    url = remote_url(repo, remote)
    area = FetchArea(repo)
    result = Pulled(remote=remote)
    try:
        fetched = area.fetch(url, patterns)
        swaps = []
        for name, new in sorted(fetched.items()):
            if not _received(name):
                continue
            dest = layout.remote_ref(who, name.removeprefix(layout.NAMESPACE))
            old = refs.read(repo.git, dest)
            if old is not None and str(old) == new:
                result.unchanged.append(name)
                continue
            why = _verdict(repo, area, name, new, old, also_trust)
            if why is not None:
                result.rejected[name] = why
                continue
            swaps.append(refs.Swap(dest, old, pygit2.Oid(hex=new)))
            result.accepted[name] = new
        if swaps:
            area.promote()
            refs.swap(repo, swaps, message=f"smp pull from {who}")
    finally:
        area.close()
    result.purged = _forget_what_peers_purged(repo, who, result.accepted, user)
    return result


AUTO_PULL = "smp.autoPull"
"""Git config: the remote a server pulls from on start and on each new HEAD (``true``: origin)."""


def auto_pull_remote(repo: Repo) -> str | None:
    """The remote ``smp.autoPull`` names (``true``/``yes``/``on``/``1``: ``origin``), or None when unset or off."""
    config = repo.git.config
    if AUTO_PULL not in config:
        return None
    value = str(config[AUTO_PULL]).strip()
    if value.lower() in ("", "false", "no", "off", "0"):
        return None
    return "origin" if value.lower() in ("true", "yes", "on", "1") else value


def _forget_what_peers_purged(repo: Repo, who: str, accepted: dict[str, str], user: str | None) -> list[str]:
    """Purge here every engram a trusted peer purged (its received memory holds the tombstone)."""
    store = Store(repo, user)
    git = repo.git
    purged = []
    for name in accepted:
        if not name.startswith(layout.MEMORY_PREFIX):
            continue
        tree = objects.read_commit(git, pygit2.Oid(hex=accepted[name])).tree_id
        for _, blob in objects.iter_tree(git, tree, "tombstones"):
            tomb = objects.read_record(git, blob, expect_kind="tombstone")
            engram_id = str(tomb["engram"])
            if not tomb.get("purged") or engram_id in purged:
                continue
            try:
                memory_history.forget(store, engram_id, purge=True,
                                      reason=f"purged by {tomb.get('author', '?')} ({who})")
            except NotFound:
                continue
            purged.append(engram_id)
    return purged


# -- Merkle comparison -------------------------------------------------------------------------------


@dataclass(kw_only=True)
class Compared:
    against: str
    ref: str
    ours: str | None
    theirs: str | None
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    same: bool = False


def compare(git: pygit2.Repository, ours: str | None, theirs: str | None) -> tuple[list[str], list[str], list[str]]:
    """Files whose shards differ between two snapshot trees (unchanged subtrees skipped by id)."""
    added: list[str] = []
    removed: list[str] = []
    changed: list[str] = []
    old = pygit2.Oid(hex=ours) if ours else None
    new = pygit2.Oid(hex=theirs) if theirs else None
    for change in objects.diff_trees(git, old, new):
        if not change.path.startswith(snapshot.FILES):
            continue
        path = snapshot.source_path(change.path)
        (added if change.old is None else removed if change.new is None else changed).append(path)
    return added, removed, changed


def sync_against(repo: Repo, target: str, files: bool = True) -> list[Compared]:
    """Compare this repository's snapshots with a remote's (fetched into quarantine, nothing
    kept) or, when ``files``, an export file's, by their Merkle roots."""
    require_initialized(repo)
    from smriti_git.services import exchange

    ours = {name.removeprefix(layout.NAMESPACE): str(objects.read_commit(repo.git, oid).tree_id)
            for name, oid in refs.list_refs(repo.git, layout.INDEX_PREFIX).items()}
    if files and Path(target).is_file():
        bundle = exchange.decode_bundle(Path(target).read_bytes())
        theirs = {name: root["tree"] for name, root in bundle.manifest["roots"].items() if name.startswith("index/")}
        with exchange.quarantine(repo) as q:
            q.add_pack(exchange.payload_pack(bundle))
            reader = pygit2.Repository(str(repo.git_dir))
            reader.odb.add_disk_alternate(str(q.folder))     # read the export's objects, keep none
            return _compare_all(target, ours, theirs, reader)
    url = remote_url(repo, target)
    area = FetchArea(repo)
    try:
        fetched = area.fetch(url)
        theirs = {name.removeprefix(layout.NAMESPACE): str(area.git[pygit2.Oid(hex=oid)].peel(pygit2.Commit).tree_id)
                  for name, oid in fetched.items() if name.startswith(layout.INDEX_PREFIX)}
        return _compare_all(target, ours, theirs, area.git)
    finally:
        area.close()


def _compare_all(against: str, ours: dict[str, str], theirs: dict[str, str],
                 git: pygit2.Repository) -> list[Compared]:
    out = []
    for name in sorted(set(ours) | set(theirs)):
        mine, other = ours.get(name), theirs.get(name)
        added, removed, changed = compare(git, mine, other) if mine != other else ([], [], [])
        out.append(Compared(against=against, ref=name, ours=mine, theirs=other, added=added, removed=removed,
                            changed=changed, same=mine == other))
    return out
