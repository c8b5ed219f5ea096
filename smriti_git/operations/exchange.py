"""Signed exchange between agents: ``export``, ``import``, ``push``, ``pull``, ``sync``, and ``publish`` from CI."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

from smriti_git.model import layout
from smriti_git.operations.registry import Arg, Context, Opt, Result, operation
from smriti_git.services import exchange as exchange_service
from smriti_git.services import publish as publish_service
from smriti_git.services import remotes as remote_service

USER = Annotated[str | None, Opt("Whose memory (default: $SMP_USER, then git config smp.user, then 'default').")]
REMOTE = Annotated[str, Arg("A git remote's name, or a URL (file://, git://, ssh, https); a server's clients "
                             "name only configured remotes.")]


def reachable(ctx: Context, remote: str) -> str:
    """``remote`` as given on the operator's command line; for a server's client, only a
    configured remote (its name, or its exact URL: then its name)."""
    return remote_service.configured_remote(ctx.repo, remote) if ctx.client else remote


@dataclass(kw_only=True)
class ExportResult(exchange_service.Exported, Result):
    """What ``export`` wrote (the service's report)."""


@operation("export", read_only=False, remote=False, render=lambda r: (
    f"{r.path}: {r.bytes} bytes ({r.objects} objects, {r.compression}), signed by {r.signer}\n"
    + "\n".join(f"  {name} {root['commit'][:12]} (tree {root['tree'][:12]})" for name, root in r.roots.items())))
def export(
    ctx: Context,
    output: Annotated[str, Opt("The file to write.", short="-o")],
    index: Annotated[bool, Opt("Export the code-graph snapshot of --rev (default HEAD).")] = False,
    memory: Annotated[bool, Opt("Export your current memory branch, with its history.")] = False,
    runtime: Annotated[bool, Opt("Export the runtime layer (refs/smp/runtime: the call edges of traced sandbox "
                                 "runs), with its history.")] = False,
    rev: Annotated[str | None, Opt("The commit whose snapshot to export (default: HEAD).")] = None,
    user: USER = None,
) -> ExportResult:
    """Write a signed file of a snapshot, memory and/or runtime edges (a pack and a signed manifest) for hand-over.

    With none of --index, --memory, --runtime: the snapshot, and your memory and the runtime layer if there
    are any."""
    default = not (index or memory or runtime)
    done = exchange_service.export(ctx.repo, Path(output), index=index or default, memory=memory, rev=rev,
                                   user=user, memory_if_any=default, runtime=runtime, runtime_if_any=default)
    return ExportResult(**vars(done))


@dataclass(kw_only=True)
class ImportResult(exchange_service.Imported, Result):
    """What ``import`` verified and wrote."""


@operation("import", read_only=False, remote=False, render=lambda r: (
    f"verified: signed by {r.signer} ({r.signer_name}), {r.objects} objects\n"
    + "\n".join(f"  {ref} -> {oid[:12]}" for ref, oid in r.refs.items())
    + "".join(f"\n  {ref} (already up to date)" for ref in r.unchanged)))
def import_(
    ctx: Context,
    file: Annotated[str, Arg("An export file (git smp export).")],
    expected_root: Annotated[str | None, Opt("Refuse the file unless one of its roots (commit or tree) is this.",
                                             pattern="[0-9a-f]{40}")] = None,
) -> ImportResult:
    """Verify an export file (signature, trusted key, every object, roots, no rollback) and bring it in
    under refs/smp/remotes/<signer>/; nothing is written if any check fails."""
    return ImportResult(**vars(exchange_service.import_file(ctx.repo, Path(file), expected_root)))


@dataclass(kw_only=True)
class PushResult(remote_service.Pushed, Result):
    """What ``push`` sent (and sealed)."""


@operation("push", read_only=False, render=lambda r: (
    "\n".join(f"{ref} -> {oid[:12]}" for ref, oid in r.refs.items()) or "everything was already there")
    + (f"\nsealed (signed tips added): {', '.join(r.sealed)}" if r.sealed else ""))
def push(
    ctx: Context,
    remote: REMOTE,
    user: USER = None,
    snapshots: Annotated[bool, Opt("Push the index snapshots too (--no-snapshots: a team's agent, whose CI "
                                   "publishes them; docs/team.md).")] = True,
) -> PushResult:
    """Push your memory, the index snapshots and the runtime layer to a git remote, signed; refused if it moved.

    The runs of the remote's runtime layer, as last pulled, are merged into yours first and travel on."""
    only = None if snapshots else (lambda ref: not ref.startswith(layout.INDEX_PREFIX))
    return PushResult(**vars(remote_service.push(ctx.repo, reachable(ctx, remote), user, only=only)))


@dataclass(kw_only=True)
class PullResult(remote_service.Pulled, Result):
    """What ``pull`` kept, refused (and why) and purged."""


def _render_pull(r: PullResult) -> str:
    lines = [f"{ref} -> {oid[:12]} (verified)" for ref, oid in r.accepted.items()]
    lines += [f"{ref} REFUSED: {why}" for ref, why in r.rejected.items()]
    lines += [f"purged here too, as the peer did: {engram}" for engram in r.purged]
    return "\n".join(lines) or "nothing new"


@operation("pull", read_only=False, render=_render_pull)
def pull(ctx: Context, remote: REMOTE, user: USER = None) -> PullResult:
    """Fetch a remote's snapshots, memory and runtime layer; keep what trusted keys signed, verified.

    Each tip's signature is checked against trusted keys; what passes is kept under refs/smp/remotes/<remote>/
    (merge memory with git smp memory merge; received runtime edges show in neighbors, impact and path)."""
    done = remote_service.pull(ctx.repo, reachable(ctx, remote), user)
    if not done.rejected:
        return PullResult(**vars(done))
    if done.accepted:
        return PullResult(**vars(done), status="partial", message=f"{len(done.rejected)} refs refused (see rejected)")
    first, why = next(iter(done.rejected.items()))
    more = f" (and {len(done.rejected) - 1} more refused)" if len(done.rejected) > 1 else ""
    return PullResult(**vars(done), status="error",
                      message=f"nothing accepted: {first} refused: {why}{more}")


@dataclass(kw_only=True)
class PublishResult(publish_service.Published, Result):
    """What ``publish`` pulled, indexed and pushed."""


def _render_publish(r: PublishResult) -> str:
    if not r.published:
        return f"{r.commit[:12]} on {r.branch} is already published to {r.remote} ({r.snapshot[:12]}): nothing to do"
    how = "published before" if r.index_mode == "none" else r.index_mode
    lines = [f"published {r.commit[:12]} on {r.branch} to {r.remote}: snapshot {r.snapshot[:12]} "
             f"({how}), signed by {r.signer}, {r.elapsed_ms / 1000:.1f} s"]
    lines += [f"  {ref} -> {oid[:12]}" for ref, oid in r.pushed.items()]
    lines += [f"  not taken from {r.remote}: {ref}: {why}" for ref, why in r.refused.items()]
    return "\n".join(lines)


@operation("publish", read_only=False, remote=False, render=_render_publish)
def publish(
    ctx: Context,
    remote: Annotated[str, Arg("The team's git remote (name or URL) to publish to.")] = "origin",
    branch: Annotated[str | None, Opt("The branch the commit is published for (default: HEAD's; CI checkouts "
                                      "are often detached: $GITHUB_REF_NAME, $CI_COMMIT_REF_NAME).")] = None,
    key_file: Annotated[str | None, Opt("The publishing key's file (default: $SMP_SIGNING_KEY holds the key, "
                                        "or $SMP_SIGNING_KEY_FILE names its file, else smp.signingKey).")] = None,
    memory: Annotated[bool, Opt("Publish the memory user's branches too.")] = False,
    user: USER = None,
) -> PublishResult:
    """CI: index HEAD from the last published snapshot, sign it with the CI key and push it (with the runtime layer).

    Pulls the branch's published snapshots first and continues their chain, so only what changed is indexed;
    does nothing when the commit is already published. The key is read, never stored. See docs/team.md."""
    done = publish_service.publish(ctx.repo, remote, branch=branch, key_file=key_file, memory=memory, user=user,
                                   progress=ctx.progress)
    return PublishResult(**vars(done))


@dataclass(kw_only=True)
class SyncResult(Result):
    against: str
    refs: list[remote_service.Compared]


def _render_sync(r: SyncResult) -> str:
    lines = []
    for c in r.refs:
        if c.same:
            lines.append(f"{c.ref}: same root {str(c.ours)[:12]}")
        else:
            lines.append(f"{c.ref}: ours {str(c.ours)[:12]}, theirs {str(c.theirs)[:12]}: "
                         f"{len(c.added)} added, {len(c.removed)} removed, {len(c.changed)} changed")
            lines += [f"  {kind} {path}" for kind, paths in (("+", c.added), ("-", c.removed), ("~", c.changed))
                      for path in paths[:50]]
    return "\n".join(lines) or "no snapshots on either side"


@operation("sync", read_only=False, render=_render_sync)
def sync(
    ctx: Context,
    against: Annotated[str, Opt("A git remote (name or URL) or an export file to compare with (a server's "
                                "clients: a configured remote only).")],
) -> SyncResult:
    """Compare snapshot roots with a remote or an export file: exactly which files' shards differ
    (unchanged subtrees are skipped by their ids); nothing is kept, but objects are fetched, so a
    read-only server refuses it."""
    target = reachable(ctx, against)
    return SyncResult(against=against, refs=remote_service.sync_against(ctx.repo, target, files=not ctx.client))
