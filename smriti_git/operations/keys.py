"""Signing keys and the trust store: ``keys generate|list|trust|revoke|allowed-signers``.

Changing what is trusted is the operator's act: ``trust``, ``revoke``, ``generate`` and
``allowed-signers`` are CLI commands only (``remote=False``), never MCP tools or
JSON-RPC methods, so that an agent cannot trust its own key and then pull what it forged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from smriti_git.operations.registry import Arg, Context, Opt, Result, group, operation
from smriti_git.services import keys as key_service

group("keys", "Signing keys and the trust store: generate, list, trust, revoke, allowed-signers.")

KEYID = r"[0-9a-f]{16}"


@dataclass(kw_only=True)
class KeyView:
    keyid: str
    name: str
    fingerprint: str
    key: str


@dataclass(kw_only=True)
class GeneratedResult(Result):
    key: KeyView
    private_key: str
    signing: bool


@operation("keys.generate", read_only=False, remote=False, render=lambda r: (
    f"key {r.key.keyid} ({r.key.fingerprint}) for {r.key.name}\n  private: {r.private_key}\n  public:  {r.key.key}"
    + ("\n  this repository signs with it from now on (git config smp.signingKey)" if r.signing else "")))
def keys_generate(
    ctx: Context,
    name: Annotated[str | None, Opt("Who holds the key (default: git config user.email).", utf8=True)] = None,
    use: Annotated[bool, Opt("Sign this repository's smriti-git commits with it (git config smp.signingKey).")]
    = True,
) -> GeneratedResult:
    """Make an ed25519 signing key in your config folder (mode 0600, never in git) and trust it here."""
    config = ctx.repo.git.config
    holder = name or (str(config["user.email"]) if "user.email" in config else "")
    key, path = key_service.generate(ctx.repo, holder, use=use)
    view = KeyView(keyid=key.keyid, name=key.name, fingerprint=key.public.fingerprint, key=key.public.ssh())
    return GeneratedResult(key=view, private_key=str(path), signing=use)


@dataclass(kw_only=True)
class KeysResult(Result):
    signing_key: str | None
    local: list[KeyView] = field(default_factory=list)
    trusted: list[key_service.TrustedKey] = field(default_factory=list)


def _render_list(r: KeysResult) -> str:
    lines = [f"signing key: {r.signing_key or '(none: commits are not signed; git smp keys generate)'}",
             "your keys:" if r.local else "your keys: none"]
    lines += [f"  {k.keyid}  {k.fingerprint}  {k.name}" for k in r.local]
    lines.append("trusted here:" if r.trusted else "trusted here: none")
    lines += [f"  {k.keyid}  {k.state:<8} {k.name}  {k.fingerprint}" for k in r.trusted]
    return "\n".join(lines)


@operation("keys.list", render=_render_list)
def keys_list(ctx: Context) -> KeysResult:
    """Your key pairs, the repository's signing key, and the keys this store trusts or revoked."""
    local = [KeyView(keyid=keyid, name=name, fingerprint=public.fingerprint, key=public.ssh())
             for keyid, public, name in key_service.local()]
    return KeysResult(signing_key=key_service.signing_key(ctx.repo), local=local,
                      trusted=sorted(key_service.all_trusted(ctx.repo), key=lambda k: k.keyid))


@dataclass(kw_only=True)
class TrustResult(Result):
    key: key_service.TrustedKey


@operation("keys.trust", read_only=False, remote=False, render=lambda r: f"trusted {r.key.keyid} ({r.key.name})")
def keys_trust(
    ctx: Context,
    key: Annotated[str, Arg("The public key: 'ssh-ed25519 AAAA...' (as in a .pub file).")],
    name: Annotated[str, Opt("Who holds it.", utf8=True)],
) -> TrustResult:
    """Trust a public key: what it signs can be imported and pulled (recorded on refs/smp/keys)."""
    return TrustResult(key=key_service.trust(ctx.repo, key_service.public_key(key), name))


@operation("keys.revoke", read_only=False, remote=False, destructive=True,
           render=lambda r: f"revoked {r.key.keyid} ({r.key.name})")
def keys_revoke(
    ctx: Context,
    keyid: Annotated[str, Arg("The key id (16 hex digits, see keys list).", pattern=KEYID)],
    reason: Annotated[str, Opt("Why (kept in the trust store).", utf8=True)] = "",
) -> TrustResult:
    """Revoke a key: nothing it signs is imported or pulled from now on."""
    return TrustResult(key=key_service.revoke(ctx.repo, keyid, reason))


@dataclass(kw_only=True)
class SignersResult(Result):
    text: str
    keys: int
    written: str | None = None
    configured: bool = False


@operation("keys.allowed-signers", read_only=False, remote=False,
           render=lambda r: r.text.rstrip() + (f"\nwritten to {r.written}" if r.written else "")
           + ("\ngit config gpg.ssh.allowedSignersFile set: git verify-commit checks smriti-git commits"
              if r.configured else ""))
def keys_allowed_signers(
    ctx: Context,
    output: Annotated[str | None, Opt("Write the file here (default with --configure: <git dir>/smp/allowed_signers).",
                                      short="-o")] = None,
    configure: Annotated[bool, Opt("Point git config gpg.ssh.allowedSignersFile at it, so that stock "
                                   "git verify-commit and log --show-signature check smriti-git commits.")] = False,
) -> SignersResult:
    """The trusted keys as an ssh allowed-signers file, the one git reads to verify SSH signatures."""
    text = key_service.allowed_signers(ctx.repo)
    target = output or (str(ctx.repo.smp_dir / "allowed_signers") if configure else None)
    if target is not None:
        key_service.write_allowed_signers(ctx.repo, target, text, configure=configure)
    return SignersResult(text=text, keys=text.count("\n"), written=target, configured=configure)
