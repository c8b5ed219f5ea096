"""``find`` with a qualified name: the symbol it names exactly comes first, ahead of test
methods and fields that share its words, in every language's style (``Class.method``,
``pkg.func``, ``Type::method``), on the CLI and over MCP (one ranking function,
``GraphQuery.find``, serves ``find``, ``find_symbol`` and the explorer's ``smp/find``)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import anyio
import pytest
from mcp import Client, StdioServerParameters

from .helpers import MakeIndexedRepo, smp

FILES = {
    "requests/__init__.py": "",
    "requests/sessions.py": (
        "class Session:\n"
        "    session_request = None\n\n"
        "    def request(self, method, url):\n        return method\n\n"
        "    def session_request_hook(self):\n        return None\n"),
    "tests/test_sessions.py": (
        "def test_session_request():\n    pass\n\n\n"
        "class TestSession:\n"
        "    def test_request(self):\n        pass\n\n"
        "    def test_session_request_ok(self):\n        pass\n\n"
        "    def test_session_request_redirect(self):\n        pass\n"),
    "src/main/java/com/google/gson/Gson.java": (
        "package com.google.gson;\n"
        "public class Gson {\n"
        "  public String toJson(Object o) { return \"\"; }\n"
        "  public String toJson(Object o, Appendable writer) { return \"\"; }\n"
        "}\n"),
    "src/test/java/com/google/gson/GsonTest.java": (
        "package com.google.gson;\n"
        "public class GsonTest {\n"
        "  private Gson gsonToJson;\n"
        "  private String gsonToJsonExpected;\n"
        "  public void testGsonToJson() {}\n"
        "}\n"),
    "web/server.go": (
        "package web\n\n"
        "type Server struct{ ServeCount int }\n\n"
        "func (s *Server) Serve() {}\n\n"
        "func Serve() {}\n\n"
        "func ServeWebPage() {}\n"),
    "web/server_test.go": (
        "package web\n\nimport \"testing\"\n\nfunc TestWebServe(t *testing.T) { Serve() }\n"),
    "src/parser.rs": (
        "pub struct Parser { pub parser_parse_count: u32 }\n\n"
        "impl Parser {\n    pub fn parse(&self) {}\n}\n\n"
        "pub fn parser_parse() {}\n\n"
        "#[test]\nfn test_parser_parse() { parser_parse(); }\n"),
    "cpp/widget.cpp": (
        "class Widget {\n public:\n  void draw();\n  int widget_draw_count;\n};\n\n"
        "void Widget::draw() {}\n\n"
        "void widget_draw() {}\n\n"
        "void test_widget_draw() { widget_draw(); }\n"),
}

CASES = [
    # (query, the symbol it names, decoys it must come before)
    ("Session.request", "requests/sessions.py::Session.request()",
     ["tests/test_sessions.py::test_session_request()", "requests/sessions.py::Session.session_request"]),
    ("sessions.Session.request", "requests/sessions.py::Session.request()", []),
    ("requests.sessions.Session.request", "requests/sessions.py::Session.request()", []),
    ("Gson.toJson", "src/main/java/com/google/gson/Gson.java::Gson.toJson()",
     ["src/test/java/com/google/gson/GsonTest.java::GsonTest.testGsonToJson()",
      "src/test/java/com/google/gson/GsonTest.java::GsonTest.gsonToJson"]),
    ("web.Serve", "web/server.go::Serve()", ["web/server.go::ServeWebPage()", "web/server.go::Server.Serve()"]),
    ("Parser::parse", "src/parser.rs::Parser.parse()", ["src/parser.rs::parser_parse()"]),
    ("Widget::draw", "cpp/widget.cpp::Widget.draw()", ["cpp/widget.cpp::widget_draw()"]),
]


@pytest.fixture
def polyglot(make_indexed_repo: MakeIndexedRepo) -> Path:
    return make_indexed_repo("polyglot", files=FILES)


def _ids(repo: Path, query: str) -> list[str]:
    found = json.loads(smp("find", query, "--json", cwd=repo).stdout)
    return [m["symbol"]["id"] for m in found["matches"]]


def test_a_qualified_name_ranks_the_symbol_it_names_first(polyglot: Path) -> None:
    for query, symbol, decoys in CASES:
        ids = _ids(polyglot, query)
        assert ids[0] == symbol, (query, ids[:5])
        for decoy in decoys:
            assert decoy in ids, (query, decoy, ids)   # still found, only after the exact match
    ids = _ids(polyglot, "Gson.toJson")   # every overload before the test fields
    assert ids[:2] == ["src/main/java/com/google/gson/Gson.java::Gson.toJson()",
                       "src/main/java/com/google/gson/Gson.java::Gson.toJson()~2"], ids[:4]


def test_type_colon_colon_method_names_one_symbol(polyglot: Path) -> None:
    for query, symbol in (("Widget::draw", "cpp/widget.cpp::Widget.draw()"),
                          ("Parser::parse", "src/parser.rs::Parser.parse()")):
        shown = json.loads(smp("show", query, "--json", cwd=polyglot).stdout)
        assert shown["symbol"]["id"] == symbol, shown


def test_mcp_find_symbol_ranks_the_same(polyglot: Path) -> None:
    params = StdioServerParameters(command="git", args=["smp", "serve"], cwd=str(polyglot),
                                   env={**os.environ, "SMP_USER": "agent"})
    got: dict[str, list[str]] = {}

    async def main() -> None:
        async with Client(params, mode="legacy") as client:
            for query in ("Session.request", "Widget::draw"):
                result = await client.call_tool("find_symbol", {"name": query})
                assert not result.is_error, result.content
                data = result.structured_content or {}
                got[query] = [m["symbol"]["id"] for m in data["matches"]]

    anyio.run(main)
    assert got["Session.request"][0] == "requests/sessions.py::Session.request()"
    assert got["Widget::draw"][0] == "cpp/widget.cpp::Widget.draw()"
    assert got["Session.request"] == _ids(polyglot, "Session.request")[:len(got["Session.request"])]
