"""Every record kind has a versioned JSON Schema; records are checked on write and read."""

from __future__ import annotations

import json
from pathlib import Path

import pygit2
import pytest

from smriti_git.errors import SchemaError
from smriti_git.storage import canonical, objects, schemas

ROOT = Path(__file__).resolve().parents[1]


def test_every_schema_file_is_a_valid_versioned_schema() -> None:
    files = sorted((ROOT / "refs_schema").glob("*/v*.schema.json"))
    assert files, "refs_schema/ holds no schemas"
    for path in files:
        doc = json.loads(path.read_text())
        kind, version = path.parent.name, int(path.name.split(".")[0][1:])
        assert doc["$id"] == f"smp:{kind}/{version}"
        assert doc["properties"]["schema"] == {"const": f"{kind}/{version}"}
        assert "schema" in doc["required"]
    assert set(schemas.kinds()) == {p.parent.name for p in files}


def test_valid_record_passes() -> None:
    assert schemas.validate({"schema": "note/1", "text": "x"}) == ("note", 1)


@pytest.mark.parametrize("record, message", [
    ({"text": "x"}, "no valid 'schema' field"),
    ({"schema": "note/1"}, "'text' is a required property|\"text\" is a required property"),
    ({"schema": "note/1", "text": 3}, "at text: 3 is not of type"),
    ({"schema": "note/1", "text": "x", "extra": 1}, "'extra' was unexpected"),
    ({"schema": "note/99", "text": "x"}, "newer smriti-git"),
    ({"schema": "nosuchkind/1"}, "unknown record kind"),
])
def test_invalid_records_get_clear_errors(record: dict[str, object], message: str) -> None:
    with pytest.raises(SchemaError, match=message):
        schemas.validate(record)


def test_write_refuses_invalid_records(tmp_path: Path) -> None:
    repo = pygit2.init_repository(str(tmp_path / "r"), bare=True)
    with pytest.raises(SchemaError):
        objects.write_record(repo, {"schema": "note/1", "text": 1})


def test_read_refuses_unknown_version(tmp_path: Path) -> None:
    """A blob from a future writer is refused on read, never misread."""
    repo = pygit2.init_repository(str(tmp_path / "r"), bare=True)
    oid = repo.create_blob(canonical.encode({"schema": "note/2", "text": "from the future"}))
    with pytest.raises(SchemaError, match=r"no schema version 2.*newer smriti-git"):
        objects.read_record(repo, oid)
    wrong_kind = objects.write_record(repo, {"schema": "note/1", "text": "x"})
    with pytest.raises(SchemaError, match="expected a 'format' record"):
        objects.read_record(repo, wrong_kind, expect_kind="format")
