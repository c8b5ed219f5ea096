"""Source encodings: declared encodings honoured (PEP 263, Ruby, PHP), nothing lost silently.

The rules are checked on ``encoding.read`` directly; then one real repository holding
files in Latin-1, Windows-1252, UTF-8 with a BOM, undeclared Latin-1 and more is
indexed with ``git smp``, and ``find``, ``show``, ``context`` and the stored records
must give the right names and exact source text.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from smriti_git.index import encoding, snapshot
from smriti_git.storage.repo import Repo

from .helpers import git, smp

BOM = b"\xef\xbb\xbf"
CAFE = 'def café_name(x):\n    """Rôle."""\n    return "déjà vu" + x'


# -- the rules -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "data", "codec"), [
    ("python", b"# -*- coding: latin-1 -*-\nx = 1\n", "iso8859-1"),
    ("python", b"#!/usr/bin/env python3\n# vim: set fileencoding=cp1252 :\n", "cp1252"),
    ("python", b"\n# coding=latin_1\n", "iso8859-1"),                  # line 1 blank: line 2 counts
    ("python", b"x = 1\n# coding: latin-1\n", "utf-8"),                # line 1 code: line 2 ignored
    ("python", b"#!/usr/bin/env python3\n\n# coding: latin-1\n", "utf-8"),  # line 3: ignored (PEP 263)
    ("python", b"# coding: utf-8-sig\n", "utf-8"),
    ("python", b"x = 1  # coding: latin-1\n", "utf-8"),                # not a comment-only line
    ("ruby", b"# encoding: ISO-8859-1\n", "iso8859-1"),
    ("ruby", b"#!/usr/bin/env ruby\n# -*- Coding: Windows-1252 -*-\n", "cp1252"),
    ("ruby", b"# frozen_string_literal: true\n# encoding: ISO-8859-1\n", "utf-8"),  # line 2 without #!
    ("ruby", b"# encoding: ASCII-8BIT\n", "iso8859-1"),
    ("php", b"<?php\n/* licence */\ndeclare(encoding='ISO-8859-1');\n", "iso8859-1"),
    ("php", b"<?php\necho 1;\ndeclare(encoding='ISO-8859-1');\n", "utf-8"),  # not the first statement
    ("go", b"// coding: latin-1\npackage m\n", "utf-8"),                # no in-file declarations
])
def test_where_a_declaration_counts(lang: str, data: bytes, codec: str) -> None:
    text = encoding.read(data, lang)
    assert text.encoding == codec and text.notes == ()


def test_plain_utf8_is_the_blob_itself() -> None:
    for data in (b"def f(): pass\n", "def café(): pass\n".encode(), BOM + "def café(): pass\n".encode()):
        assert encoding.read(data, "python").data is data


@pytest.mark.parametrize(("data", "note"), [
    (b"# coding: klingon\n", "encoding 'klingon' declared on line 1 is unknown: read as UTF-8"),
    (b"# coding: utf-16\n", "encoding 'utf-16' declared on line 1 is not an ASCII-compatible text encoding"),
    (b"# coding: rot13\n", "encoding 'rot13' declared on line 1 is not an ASCII-compatible text encoding"),
    (BOM + b"# coding: latin-1\n", "contradicts the UTF-8 byte order mark: read as UTF-8"),
])
def test_unusable_declarations_are_reported(data: bytes, note: str) -> None:
    text = encoding.read(data + b"def f(): pass\n", "python")
    assert text.encoding == "utf-8" and text.data == data + b"def f(): pass\n"
    assert len(text.notes) == 1 and note in text.notes[0]


def test_bad_bytes_are_read_one_by_one_and_reported() -> None:
    data = "x = 1\ndef grüße():\n    return 'naïve'\n".encode("cp1252") + b"# \x81\n"
    text = encoding.read(data, "go")
    assert text.data.decode() == "x = 1\ndef grüße():\n    return 'naïve'\n# \x81\n"
    assert text.notes == ("not valid UTF-8: 4 bytes on lines 2, 3, 4 read as Windows-1252",)
    declared = encoding.read(b"# coding: ascii\nx = '\xe9'\n", "python")
    assert declared.data == "# coding: ascii\nx = 'é'\n".encode()
    assert declared.notes == ("not valid ascii (declared on line 1): 1 byte on line 2 read as Windows-1252",)


# -- a real repository -------------------------------------------------------------------------------

FILES: dict[str, bytes] = {
    "latin1.py": f'# -*- coding: latin-1 -*-\n"""Module."""\n\n\n{CAFE}\n'.encode("latin-1"),
    "utf8.py": f"{CAFE}\n".encode(),                                          # the same function, in UTF-8
    "win.py": "# coding: cp1252\ndef naïve_œuvre():\n    return '‘quoted’'\n".encode("cp1252"),
    "bom.py": BOM + "# -*- coding: utf-8 -*-\ndef über():\n    return 1\n".encode(),
    "script.py": "#!/usr/bin/env python3\n# vim: set fileencoding=latin-1 :\ndef résumé():\n    return 1\n"
                 .encode("latin-1"),
    "line3.py": "#!/usr/bin/env python3\n\n# coding: latin-1\ndef façade():\n    return 1\n".encode(),
    "unknown.py": b"# coding: klingon\ndef plain():\n    return 'ok'\n",
    "raw.py": "def grüße():\n    return café_name('ß')\n".encode("latin-1"),  # undeclared, not UTF-8
    "magic.rb": "#!/usr/bin/env ruby\n# -*- encoding: iso-8859-1 -*-\nclass Café\n  def prénom\n    'é'\n  end\nend\n"
                .encode("latin-1"),
    "page.php": "<?php\ndeclare(encoding='ISO-8859-1');\nfunction señal() { return 1; }\n".encode("latin-1"),
}


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("encoding") / "repo"
    git("init", "-q", str(path), cwd=path.parent)
    for name, data in FILES.items():
        (path / name).write_bytes(data)
    git("add", "-A", cwd=path)
    git("commit", "-q", "-m", "encodings", cwd=path)
    smp("init", cwd=path)
    smp("index", cwd=path)
    return path


def q(repo: Path, *args: str) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(smp(*args, "--json", cwd=repo).stdout)
    return out


def _shards(repo: Path) -> dict[str, snapshot.Shard]:
    git_repo = Repo.discover(repo).git
    tree = git("rev-parse", "refs/smp/index/main^{tree}", cwd=repo).strip()
    return {s.path: s for s in snapshot.iter_shards(git_repo, tree)}


def test_find_and_show_give_the_declared_names_and_exact_text(repo: Path) -> None:
    found = q(repo, "find", "café_name")
    assert {m["symbol"]["id"] for m in found["matches"]} == {"latin1.py::café_name()", "utf8.py::café_name()"}
    shown = q(repo, "show", "latin1.py::café_name()")
    assert shown["source"] == CAFE and shown["doc"] == "Rôle." and shown["symbol"]["lines"] == [5, 7]
    assert q(repo, "show", "latin1.py")["source"] == FILES["latin1.py"].decode("latin-1")
    assert q(repo, "show", "bom.py::über()")["source"] == "def über():\n    return 1"


def test_every_name_is_whole_and_problems_are_diagnostics(repo: Path) -> None:
    shards = _shards(repo)
    names = {path: {s.name for s in shard.symbols if s.kind != "file"} for path, shard in shards.items()}
    assert names["win.py"] == {"naïve_œuvre"}
    assert names["bom.py"] == {"über"}
    assert names["script.py"] == {"résumé"}
    assert names["line3.py"] == {"façade"}, "a declaration on line 3 is ignored: the file is UTF-8"
    assert names["unknown.py"] == {"plain"}
    assert names["raw.py"] == {"grüße"}, "bad bytes keep their letters: not `gr`"
    assert names["magic.rb"] == {"Café", "prénom"}
    assert names["page.php"] == {"señal"}
    diagnostics = snapshot.read_diagnostics(Repo.discover(repo).git,
                                            git("rev-parse", "refs/smp/index/main^{tree}", cwd=repo).strip())
    assert diagnostics == {
        "unknown.py": "encoding 'klingon' declared on line 1 is unknown: read as UTF-8",
        "raw.py": "not valid UTF-8: 4 bytes on lines 1, 2 read as Windows-1252",
    }
    cafe = [next(s for s in shards[p].symbols if s.name == "café_name") for p in ("latin1.py", "utf8.py")]
    assert cafe[0].content_hash == cafe[1].content_hash, "the hash is of the text, whatever the encoding"


def test_context_packs_the_decoded_text(repo: Path) -> None:
    out = q(repo, "context", "déjà vu café name", "--budget", "300")
    assert CAFE in out["text"]
