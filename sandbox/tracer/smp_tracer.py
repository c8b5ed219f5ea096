"""The runtime call tracer injected into sandboxed Python processes (``sandbox exec --trace``).

Loaded by ``sitecustomize.py`` beside it (the sandbox puts this folder first on
``PYTHONPATH``; the project's files are not touched).  It is a global trace function
(``sys.settrace``): the interpreter calls it at each Python function call only, and
it asks for no line events.  A program that sets its own trace function (a debugger,
coverage measurement) replaces it, and its calls are then not recorded.  It records, for every call of
a function defined under ``SMP_TRACE_ROOT`` (the workspace inside the sandbox), the
nearest calling frame that is also the project's own code: ``caller -> callee`` pairs
with a count, and how many of those calls went through code outside the project (a
library's dispatcher, a plugin registry, ``functools``), counted as ``indirect``.
A generator or coroutine counts once, when it first runs (its creation runs no code
and its later resumptions are not calls).  Code is named by
``(path relative to the root, co_qualname, co_firstlineno)``; the host maps that to
symbol ids.  Files under ``site-packages`` or ``dist-packages`` are never the project's.

Each process writes ``calls-<pid>.json`` into ``SMP_TRACE_OUT`` every few seconds and
at exit (a forked child starts from zero), with the git blob id of every traced file
as read here, so that the host can tell a file changed inside the sandbox from the
one it indexed.  Standard library only, any Python 3.8 or later.
"""

from __future__ import annotations

import atexit
import dis
import hashlib
import json
import os
import sys
import threading
from types import CodeType, FrameType
from typing import Any

FLUSH_SECONDS = 2.0
RESUMABLE = 0x20 | 0x80 | 0x200                 # CO_GENERATOR | CO_COROUTINE | CO_ASYNC_GENERATOR
RESUME = dis.opmap.get("RESUME")
Key = tuple[str, str, int]
_MISSING: Any = object()


class Tracer:
    def __init__(self, root: str, out: str) -> None:
        self.root = os.path.abspath(root).rstrip("/") + "/"
        self.out = out
        self.keys: dict[CodeType, Key | None] = {}
        self.starts: dict[CodeType, int] = {}
        self.counts: dict[tuple[Key, Key], list[int]] = {}
        self.files: dict[str, str] = {}
        self.lock = threading.Lock()

    def key(self, code: CodeType) -> Key | None:
        found = self.keys.get(code, _MISSING)
        if found is _MISSING:
            name = code.co_filename
            found = None
            if not name.startswith("<"):             # <string>, <frozen ...>: not a file of the project
                name = os.path.abspath(name)
            if name.startswith(self.root) and "/site-packages/" not in name and "/dist-packages/" not in name:
                found = (name[len(self.root):], getattr(code, "co_qualname", code.co_name), code.co_firstlineno)
            self.keys[code] = found
        return found  # type: ignore[no-any-return]

    def start(self, code: CodeType) -> int:
        """Where a generator's frame stands when it first runs: its first ``RESUME`` (3.11+), else -1."""
        found = self.starts.get(code)
        if found is None:
            found = -1
            if RESUME is not None:
                raw = code.co_code
                found = next((i for i in range(0, len(raw), 2) if raw[i] == RESUME), -1)
            self.starts[code] = found
        return found

    def trace(self, frame: FrameType, event: str, arg: object) -> None:
        """The global trace function: called at every Python call (never for lines: it returns None)."""
        code = frame.f_code
        callee = self.key(code)
        if callee is None or (code.co_flags & RESUMABLE and frame.f_lasti != self.start(code)):
            return
        back, indirect = frame.f_back, 0
        while back is not None:
            caller = self.key(back.f_code)
            if caller is not None:
                entry = self.counts.get((caller, callee))
                if entry is None:
                    self.counts[(caller, callee)] = [1, indirect]
                else:
                    entry[0] += 1
                    entry[1] += indirect
                return
            indirect = 1
            back = back.f_back

    def _blob(self, rel: str) -> str:
        known = self.files.get(rel)
        if known is None:
            try:
                with open(self.root + rel, "rb") as handle:
                    data = handle.read()
                known = hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()
            except OSError:
                known = ""
            self.files[rel] = known
        return known

    def flush(self) -> None:
        with self.lock:
            counts = dict(self.counts)
            pairs = [[*caller, *callee, n, indirect] for (caller, callee), (n, indirect) in counts.items()]
            files = {rel: self._blob(rel) for (caller, callee) in counts for rel in (caller[0], callee[0])}
            body = {"version": 1, "pid": os.getpid(), "pairs": pairs, "files": files}
            path = os.path.join(self.out, f"calls-{os.getpid()}.json")
            tmp = path + ".tmp"
            try:
                with open(tmp, "w") as handle:
                    json.dump(body, handle)
                os.replace(tmp, path)
            except OSError:
                pass

    def forked(self) -> None:
        self.counts = {}
        self.lock = threading.Lock()
        _start_flusher(self)

    def install(self) -> None:
        threading.settrace(self.trace)
        sys.settrace(self.trace)
        atexit.register(self.flush)
        if hasattr(os, "register_at_fork"):
            os.register_at_fork(after_in_child=self.forked)
        _start_flusher(self)


def _start_flusher(tracer: Tracer) -> None:
    def loop() -> None:
        event = threading.Event()
        while not event.wait(FLUSH_SECONDS):
            tracer.flush()

    thread = threading.Thread(target=loop, name="smp-tracer-flush", daemon=True)
    thread.start()


def start() -> Tracer | None:
    root, out = os.environ.get("SMP_TRACE_ROOT"), os.environ.get("SMP_TRACE_OUT")
    if not root or not out:
        return None
    tracer = Tracer(root, out)
    tracer.install()
    return tracer
