"""A small Python project whose calls static analysis cannot see, for the sandbox tests.

``Container.resolve`` calls whatever factory was registered (dependency injection) and
``Commands.dispatch`` finds its handler with ``getattr``: the static linker leaves both
calls unresolved, and a traced run sees ``resolve -> make_mailer`` twice (two
``notify`` calls) and ``dispatch -> do_greet`` once.  ``run_checks.py`` runs the same
checks without pytest (for images that have only Python).
"""

from __future__ import annotations

from pathlib import Path

FILES = {
    "app/__init__.py": "",
    "app/services.py": '''class Mailer:
    def send(self, to, text):
        return f"sent {text} to {to}"


class Container:
    def __init__(self):
        self.providers = {}

    def register(self, name, factory):
        self.providers[name] = factory

    def resolve(self, name):
        return self.providers[name]()


def make_mailer():
    return Mailer()


def notify(container, user):
    mailer = container.resolve("mailer")
    return mailer.send(user, "hello")


class Commands:
    def do_greet(self, who):
        return greet(who)

    def dispatch(self, name, arg):
        return getattr(self, "do_" + name)(arg)


def greet(who):
    return "hi " + who
''',
    "tests/__init__.py": "",
    "tests/test_app.py": '''from app.services import Commands, Container, make_mailer, notify


def test_notify():
    c = Container()
    c.register("mailer", make_mailer)
    assert notify(c, "bob") == "sent hello to bob"
    assert notify(c, "eve") == "sent hello to eve"


def test_dispatch():
    assert Commands().dispatch("greet", "ann") == "hi ann"
''',
    "run_checks.py": '''from tests.test_app import test_dispatch, test_notify

test_notify()
test_dispatch()
print("checks passed")
''',
}

DI_EDGE = ("app/services.py::Container.resolve()", "app/services.py::make_mailer()")
GETATTR_EDGE = ("app/services.py::Commands.dispatch()", "app/services.py::Commands.do_greet()")

EGRESS = '''import socket, sys
s = socket.socket()
s.settimeout(3)
try:
    s.connect(("127.0.0.1", int(sys.argv[1])))
except OSError as exc:
    print("refused:", exc)
    sys.exit(3)
print("connected")
'''
FORK_BOMB = '''import os, time
born = 0
try:
    while True:
        if os.fork() == 0:
            time.sleep(30)
            os._exit(0)
        born += 1
except OSError as exc:
    print("fork refused after", born, exc)
'''
MEMORY_HOG = "b = bytearray(2 << 30)\nprint('allocated 2 GiB')\n"


def edges(report: dict[str, object]) -> dict[tuple[str, str], dict[str, object]]:
    """The listed runtime edges of a trace report, by (src, dst)."""
    listed = report["listed"]
    assert isinstance(listed, list)
    return {(e["src"], e["dst"]): e for e in listed}


def write(root: Path) -> None:
    for rel, text in FILES.items():
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
