"""The web explorer: ``git smp ui``, and ``/ui`` on ``git smp serve --http``.

The page (HTML, CSS and plain JavaScript drawing SVG, in ``surfaces/ui_assets/``, shipped
in the package) is static: it holds no data and reaches nothing but the server that
served it.  Everything it shows comes from ``POST /rpc``: the registry's own read
operations (:data:`READS`), so there is no second query layer.

Security follows the HTTP server's (``surfaces/mcp.py``): the same Host / Origin guard
on every route, 127.0.0.1 by default, a bearer token for any other address.  The static
files themselves are served without the token (like ``/health``: they are the same for
everyone and hold nothing of the repository); every call for data carries it.  The page
reads the token from the URL's fragment (``#token=...``, never sent to the server),
keeps it in the tab's session storage and removes it from the address bar.  Each asset
is sent with a Content-Security-Policy that allows scripts, styles and connections to
the page's own origin only, so the page cannot reach the network even by mistake.
"""

from __future__ import annotations

import threading
import webbrowser
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from starlette.routing import BaseRoute

ASSETS = Path(__file__).parent / "ui_assets"
TYPES = {".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
         ".js": "text/javascript; charset=utf-8", ".svg": "image/svg+xml", ".png": "image/png",
         ".txt": "text/plain; charset=utf-8"}
POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
          "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
HEADERS = {"Content-Security-Policy": POLICY, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
           "Cache-Control": "no-cache"}
READS = ("smp/status", "smp/info", "smp/snapshots", "smp/memory/timeline", "smp/memory/log", "smp/memory/history",
         "smp/memory/show", "smp/clusters", "smp/show", "smp/communities", "smp/boundaries", "smp/find",
         "smp/neighbors", "smp/impact", "smp/context", "smp/diff")
"""Every method the page calls: read-only operations only (a test checks the page and this list)."""


def public(path: str, method: str) -> bool:
    """Whether a request is for the page's static files (served without the token)."""
    return method in ("GET", "HEAD") and (path == "/ui" or path.startswith("/ui/"))


def asset(name: str) -> Path | None:
    """The shipped file ``name`` (``index.html`` for the folder), or None: only files of
    the asset folder with a known type, never a path out of it."""
    target = (ASSETS / (name or "index.html")).resolve()
    if ASSETS.resolve() not in target.parents or target.suffix not in TYPES or not target.is_file():
        return None
    return target


def routes() -> list[BaseRoute]:
    """``/ui`` (a redirect to ``/ui/``), ``/ui/`` (the page) and ``/ui/<file>``."""
    from starlette.requests import Request
    from starlette.responses import PlainTextResponse, RedirectResponse, Response
    from starlette.routing import Route

    async def page(request: Request) -> Response:
        found = asset(str(request.path_params.get("name", "")))
        if found is None:
            return PlainTextResponse("not found", 404, headers=HEADERS)
        return Response(found.read_bytes(), media_type=TYPES[found.suffix], headers=HEADERS)

    async def folder(request: Request) -> Response:
        return RedirectResponse("/ui/", 308)

    return [Route("/ui", folder, methods=["GET", "HEAD"]), Route("/ui/", page, methods=["GET", "HEAD"]),
            Route("/ui/{name:path}", page, methods=["GET", "HEAD"])]


def url(host: str, port: int, token: str | None) -> str:
    """The page's address for a server, with the token in the fragment when there is one."""
    name = f"[{host}]" if ":" in host else host
    return f"http://{name}:{port}/ui/" + (f"#token={token}" if token else "")


def open_later(link: str, delay: float = 1.0) -> Any:
    """Open ``link`` in the user's browser once the server has had time to bind."""
    timer = threading.Timer(delay, webbrowser.open, args=(link,))
    timer.daemon = True
    timer.start()
    return timer
