"""JavaScript, and the ECMAScript core that TypeScript and TSX share.

:class:`EcmaScript` owns what the three languages have in common: the query texts of
the extraction passes (definitions, imports and exports, calls, JSX element uses,
inheritance, receiver type hints), built from the node names each grammar supplies
through a handful of class attributes and compiled once per language, and the
extraction that runs them: definitions and their signatures and docs, ``describe`` /
``it`` test blocks, calls, bases and receiver type hints.  The parts with a concern
of their own live beside it: imports and exports (:mod:`jsimports`), JSDoc types
(:mod:`jsdoc`), ES5 classes (:mod:`jses5`), types and receivers (:mod:`jstypes`) and
the link policy's module paths (:mod:`jsmodules`).  :class:`JavaScript` is the
plain-JavaScript grammar (``.js .jsx .mjs .cjs``).

Why it is longer than 600 lines: the definitions, calls and hints queries and the
code that reads their matches belong together (a capture name in a query is read a
few lines below), and splitting one pass's query from its reader would scatter it.
"""

from __future__ import annotations

import bisect
import posixpath
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import ClassVar

import tree_sitter_javascript
from tree_sitter import Language as TSLanguage
from tree_sitter import Node

from smriti_git.index.facts import Definition, FileFacts, ImportFact, InheritFact, TypeHint
from smriti_git.index.languages import jsdoc, jses5, jsimports, jsmodules
from smriti_git.index.languages.base import (
    Language,
    Project,
    RawDef,
    ScopeFinder,
    call_fact,
    clean_comment,
    doc_before,
    nest,
    squash,
    string_value,
    text,
)
from smriti_git.index.languages.jstypes import (
    CONTAINER_KINDS,
    TYPE_NAME,
    _member_name,
    array_hints,
    normalise_type,
    receiver_of,
    signature_typed,
    type_bound,
)

# -- shared constants ---------------------------------------------------------------------

FUNCTION_VALUES = frozenset({"arrow_function", "function_expression", "generator_function"})
CLASS_KINDS = frozenset({"class", "interface"})
MEMBER_OWNER_KINDS = frozenset({"class", "interface", "type"})   # types whose members may carry hints
TEST_CALLS = frozenset({"describe", "it", "test", "suite", "context", "specify", "fdescribe", "xdescribe",
                        "fit", "xit", "bench"})
_TEST_DIRS = frozenset({"__tests__", "__test__", "test", "tests", "spec", "e2e"})
_TEST_FILE = re.compile(r"[._-](test|spec)\.[cm]?[jt]sx?$")

#: Extensions probed for an extension-less specifier, most preferred first.

GLOBALS = frozenset({
    # language and standard library
    "Array", "ArrayBuffer", "BigInt", "Boolean", "DataView", "Date", "Error", "EvalError", "Float32Array",
    "Float64Array", "Function", "Infinity", "Int8Array", "Int16Array", "Int32Array", "Intl", "JSON", "Map",
    "Math", "NaN", "Number", "Object", "Promise", "Proxy", "RangeError", "ReferenceError", "Reflect",
    "RegExp", "Set", "String", "Symbol", "SyntaxError", "TypeError", "URIError", "Uint8Array",
    "Uint8ClampedArray", "Uint16Array", "Uint32Array", "WeakMap", "WeakRef", "WeakSet", "AggregateError",
    "FinalizationRegistry", "globalThis", "undefined", "decodeURI", "decodeURIComponent", "encodeURI",
    "encodeURIComponent", "escape", "unescape", "eval", "isFinite", "isNaN", "parseFloat", "parseInt",
    "structuredClone", "queueMicrotask", "setTimeout", "clearTimeout", "setInterval", "clearInterval",
    "setImmediate", "clearImmediate", "requestAnimationFrame", "cancelAnimationFrame", "atob", "btoa",
    "console", "fetch", "Request", "Response", "Headers", "URL", "URLSearchParams", "AbortController",
    "AbortSignal", "TextEncoder", "TextDecoder", "Blob", "File", "FormData", "Event", "EventTarget",
    "CustomEvent", "WebSocket", "Worker", "crypto", "performance", "navigator",
    # browser
    "window", "document", "localStorage", "sessionStorage", "location", "history", "alert", "confirm",
    "prompt", "getComputedStyle", "matchMedia", "MutationObserver", "IntersectionObserver",
    "ResizeObserver", "XMLHttpRequest", "HTMLElement", "Element", "Node", "Image",
    # node / CommonJS
    "require", "module", "exports", "process", "Buffer", "global", "__dirname", "__filename",
    # test runners
    "describe", "it", "test", "expect", "beforeEach", "afterEach", "beforeAll", "afterAll", "jest", "vi",
    "suite", "context", "specify", "fdescribe", "xdescribe", "fit", "xit", "assert", "sinon", "cy",
})

_NAME_CHARS = re.compile(r"[^\w$]+")

#: Matches of the combined query, by pass name (see :meth:`EcmaScript.passes`).
Found = dict[str, list[dict[str, list[Node]]]]


@dataclass
class _Raw(RawDef):
    """A captured definition plus where its signature ends (its body, or its own end)."""

    signature_end: int = -1
    owner: str = ""          # an ES5 method's owner (``Foo`` of ``Foo.prototype.m = function``)


def _decorators(node: Node) -> tuple[list[Node], Node]:
    """The decorators of a declaration (children, or preceding siblings in a TS class body)
    and the node its doc comment sits above."""
    found = [c for c in node.children if c.type == "decorator"]
    anchor = node
    sibling = node.prev_named_sibling
    while sibling is not None and sibling.type == "decorator":
        found.insert(0, sibling)
        anchor = sibling
        sibling = sibling.prev_named_sibling
    return found, anchor


def _doc(node: Node) -> str:
    """The comments just above a definition; or, as the TypeScript compiler reads them, a
    JSDoc block (``/** ... */``) above it with only blank lines between."""
    doc = doc_before(node)
    sibling = node.prev_sibling
    if not doc and sibling is not None and sibling.type == "comment" and text(sibling).startswith("/**"):
        doc = clean_comment(text(sibling).splitlines())
    return doc


def _header(node: Node) -> Node:
    """The first child that is not a decorator: where a signature starts."""
    for child in node.children:
        if child.type not in ("decorator", "comment"):
            return child
    return node


def _signature(source: bytes, item: RawDef) -> str:
    """From the header (past decorators) to the body, or to the end of a body-less definition."""
    end = item.signature_end if isinstance(item, _Raw) and item.signature_end >= 0 else item.node.end_byte
    header = source[item.header.start_byte:end].decode("utf-8", "replace").rstrip()
    header = header.rstrip("{;,").rstrip().removesuffix("=>").rstrip()
    return squash(header)


def _test_title(node: Node, function: str) -> str:
    """``it('adds two.numbers')`` -> ``it_adds_two_numbers``."""
    title = _NAME_CHARS.sub("_", string_value(node)).strip("_")[:80]
    return f"{function}_{title}" if title else function


# -- the ECMAScript core ------------------------------------------------------------------


class EcmaScript(Language):
    """Extraction and link policy shared by JavaScript, TypeScript and TSX."""

    family = "ecmascript"
    self_names: ClassVar[frozenset[str]] = frozenset({"this"})
    super_names: ClassVar[frozenset[str]] = frozenset({"super"})
    constructor_names = ("constructor",)
    builtins = GLOBALS
    star_reexports = True

    # Grammar node names (overridden by TypeScript).
    type_name_node: ClassVar[str] = "identifier"       # class names
    field_node: ClassVar[str] = "field_definition"
    field_name: ClassVar[str] = "property"
    has_jsx: ClassVar[bool] = True

    # -- queries ----------------------------------------------------------------------------

    def definitions_query(self) -> str:
        t, field, fname = self.type_name_node, self.field_node, self.field_name
        member = "[(property_identifier) (private_property_identifier) (string)]"
        return f"""
(class_declaration name: ({t}) @name body: (class_body) @body) @class
(variable_declarator name: (identifier) @name value: (class body: (class_body) @body)) @class_var
(export_statement value: (class body: (class_body) @body) @default_class)
(function_declaration name: (identifier) @name body: (statement_block) @body) @function
(generator_function_declaration name: (identifier) @name body: (statement_block) @body) @function
(export_statement value: [(function_expression) (arrow_function) (generator_function)] @default_function)
(variable_declarator name: (identifier) @name
                     value: [(arrow_function) (function_expression) (generator_function)] @value) @function_var
(class_body (method_definition name: {member} @name body: (statement_block) @body) @method)
(class_body ({field} {fname}: {member} @name) @field)
(program (lexical_declaration (variable_declarator name: (identifier) @name) @var))
(program (variable_declaration (variable_declarator name: (identifier) @name) @var))
(program (export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @name) @var)))
(program (export_statement declaration: (variable_declaration (variable_declarator name: (identifier) @name) @var)))
(program (expression_statement (assignment_expression
    left: (member_expression object: (_) @object property: (property_identifier) @name)
    right: [(function_expression) (arrow_function)] @value) @cjs))
""" + jses5.DEFINITIONS + self.extra_definitions()

    def extra_definitions(self) -> str:
        return ""

    def calls_query(self) -> str:
        query = """
(call_expression function: (identifier) @name) @call
(call_expression function: (member_expression
    object: (_) @recv property: [(property_identifier) (private_property_identifier)] @name)) @call
(call_expression function: (super) @super) @call
(new_expression constructor: (identifier) @name) @new
(new_expression constructor: (member_expression object: (_) @recv property: (property_identifier) @name)) @new
"""
        if self.has_jsx:
            query += """
(jsx_opening_element name: (identifier) @name) @jsx
(jsx_opening_element name: (member_expression object: (_) @recv property: (property_identifier) @name)) @jsx
(jsx_self_closing_element name: (identifier) @name) @jsx
(jsx_self_closing_element name: (member_expression object: (_) @recv property: (property_identifier) @name)) @jsx
"""
        return query

    IMPORTS = """
(import_statement) @import
(program (export_statement) @export)
(variable_declarator name: [(identifier) (object_pattern)] @target
                     value: (call_expression function: (identifier) @req
                                             arguments: (arguments . (string) @spec .))) @require
(variable_declarator name: (identifier) @target
                     value: (member_expression object: (call_expression function: (identifier) @req
                                                            arguments: (arguments . (string) @spec .))
                                               property: (property_identifier) @member)) @require
(assignment_expression left: (member_expression object: (identifier) @module property: (property_identifier) @main)
                       right: (identifier) @value) @cjs_main
"""

    BASES = """
(class_heritage) @heritage
"""

    TESTS = """
(call_expression function: [(identifier) @fn (member_expression object: (identifier) @fn)]
                 arguments: (arguments . [(string) (template_string)] @title .
                                       [(arrow_function) (function_expression)] @callback)) @test
"""

    def hints_query(self) -> str:
        fld, fname = self.field_node, self.field_name
        return f"""
(variable_declarator name: (identifier) @name
    value: (new_expression constructor: [(identifier) (member_expression)] @new))
(variable_declarator name: (identifier) @name
    value: (call_expression function: [(identifier) (member_expression)] @callee))
(variable_declarator name: (identifier) @name
    value: (await_expression (call_expression function: [(identifier) (member_expression)] @callee)))
({fld} {fname}: (property_identifier) @field
    value: (new_expression constructor: [(identifier) (member_expression)] @new))
({fld} {fname}: (property_identifier) @field
    value: (call_expression function: [(identifier) (member_expression)] @callee))
(assignment_expression left: (member_expression object: (this) property: (property_identifier) @attr)
    right: (new_expression constructor: [(identifier) (member_expression)] @new))
(assignment_expression left: (member_expression object: (this) property: (property_identifier) @attr)
    right: (call_expression function: [(identifier) (member_expression)] @callee))
(assignment_expression left: (member_expression object: (this) property: (property_identifier) @attr)
    right: (await_expression (call_expression function: [(identifier) (member_expression)] @callee)))
(assignment_expression left: (member_expression object: (this) property: (property_identifier) @attr)
    right: (identifier) @value)
(variable_declarator name: (identifier) @name value: [(member_expression) (identifier) (this)] @value)
(arguments [(arrow_function) (function_expression)] @callback)
(variable_declarator name: (object_pattern) @destructured)
(variable_declarator name: (identifier) @name value: (array) @array)
((comment) . (expression_statement (assignment_expression
    left: (member_expression object: (this) property: (property_identifier) @typed_attr))) @typed_statement)
""" + self.extra_hints()

    def extra_hints(self) -> str:
        return ""

    TYPED = ""

    def passes(self) -> list[tuple[str, str]]:
        """The queries every file goes through, by name; they run as one combined query."""
        return [("definitions", self.definitions_query()), ("calls", self.calls_query()),
                ("imports", self.IMPORTS), ("bases", self.BASES), ("hints", self.hints_query()),
                ("typed", self.TYPED)]

    @cache  # noqa: B019  (one instance per language, kept for the process lifetime)
    def _combined(self) -> tuple[str, tuple[tuple[int, str], ...]]:
        """One query text for all passes, and (first pattern index after it, pass) per pass."""
        passes = self.passes()
        text_parts = [source for _, source in passes if source.strip()]
        combined = "\n".join(text_parts)
        query = self.query(combined)  # compiled once (a query's compilation costs more than most files)
        starts = sorted(query.start_byte_for_pattern(i) for i in range(query.pattern_count))
        ends: list[tuple[int, str]] = []
        offset = 0
        for name, source in passes:
            if source.strip():
                offset += len(source.encode()) + 1  # the pass's text and the newline after it
            ends.append((bisect.bisect_left(starts, offset), name))  # the patterns that start before
        return combined, tuple(ends)

    def _run(self, root: Node) -> Found:
        """Every pass's matches from a single walk of the tree (each query costs a walk)."""
        source, ends = self._combined()
        limits = [end for end, _ in ends]
        found: Found = {name: [] for _, name in ends}
        for index, match in self.matches(source, root):
            found[ends[bisect.bisect_right(limits, index)][1]].append(match)
        return found

    # -- paths ------------------------------------------------------------------------------

    def grammar(self) -> TSLanguage:
        return TSLanguage(tree_sitter_javascript.language())

    def is_test_path(self, path: str) -> bool:
        if _TEST_FILE.search(posixpath.basename(path)):
            return True
        return any(part in _TEST_DIRS for part in path.split("/")[:-1])

    # -- extraction: definitions ------------------------------------------------------------

    def _raw_definitions(self, found: Found, root: Node, test_file: bool) -> list[RawDef]:
        raw: list[RawDef] = []
        with_body: set[tuple[int, str]] = set()        # (container id, name) of bodied functions/methods
        signatures: list[tuple[tuple[int, str], RawDef]] = []
        for match in found["definitions"]:
            item = self._raw_definition(match)
            if item is None:
                continue
            if item.kind in ("function", "method") and item.body is None:     # a signature
                signatures.append(((self._container_id(item.node), item.name), item))
                continue
            if item.kind in ("function", "method") and item.body is not None:
                with_body.add((self._container_id(item.node), item.name))
            raw.append(item)
        # An overload signature is dropped when its implementation is present.
        raw.extend(item for key, item in signatures if key not in with_body)
        if test_file:
            raw.extend(self._test_blocks(root))
        return jses5.keep_members(raw)

    @staticmethod
    def _container_id(node: Node) -> int:
        parent = node.parent
        if parent is not None and parent.type == "export_statement":
            parent = parent.parent
        return parent.id if parent is not None else -1

    @staticmethod
    def _outer(node: Node) -> Node:
        """A declaration together with its ``export`` (and the decorators on it)."""
        parent = node.parent
        if parent is not None and parent.type == "export_statement":
            return parent
        return node

    def _declaration_of(self, declarator: Node) -> Node:
        """The ``const``/``let`` statement of a lone declarator (so spans include the keyword)."""
        statement = declarator.parent
        if statement is not None and statement.type in ("lexical_declaration", "variable_declaration") and \
                statement.named_child_count == 1:
            return self._outer(statement)
        return declarator

    def _raw_definition(self, match: dict[str, list[Node]]) -> RawDef | None:
        name = text(match["name"][0]) if "name" in match else "default"
        if "class" in match or "class_var" in match or "abstract_class" in match:
            node = (match.get("class") or match.get("class_var") or match["abstract_class"])[0]
            outer = self._outer(node) if "class_var" not in match else self._declaration_of(node)
            klass = node.child_by_field_name("value") if "class_var" in match else node
            assert klass is not None
            return self._def("class", name, outer, _header(klass), match["body"][0],
                             is_abstract="abstract_class" in match, decorated=[outer, klass])
        if "default_class" in match:
            node = match["default_class"][0]
            return self._def("class", "default", self._outer(node), _header(node), match["body"][0],
                             decorated=[self._outer(node), node])
        if "function" in match:
            node = match["function"][0]
            return self._def("function", name, self._outer(node), node, match["body"][0],
                             returns=self._returns(node))
        if "default_function" in match:
            node = match["default_function"][0]
            return self._def("function", "default", self._outer(node), self._outer(node),
                             node.child_by_field_name("body"), returns=self._returns(node))
        if "function_var" in match:
            declarator = match["function_var"][0]
            value = match["value"][0]
            outer = self._declaration_of(declarator)
            header = outer if outer is not declarator else declarator
            if header.type == "export_statement":
                header = header.child_by_field_name("declaration") or header
            return self._def("function", name, outer, header, value.child_by_field_name("body"),
                             returns=self._returns(value), anchor=outer)
        if "method" in match:
            node = match["method"][0]
            name = _member_name(match["name"][0])
            return self._def("method", name, node, _header(node), match["body"][0], returns=self._returns(node),
                             exported=self._visible(node, name), decorated=[node])
        if "field" in match:
            node = match["field"][0]
            name = _member_name(match["name"][0])
            initial = node.child_by_field_name("value")
            if initial is not None and initial.type in FUNCTION_VALUES:
                return self._def("method", name, node, _header(node), initial.child_by_field_name("body"),
                                 returns=self._returns(initial), exported=self._visible(node, name),
                                 decorated=[node])
            return self._def("field", name, node, _header(node), None, exported=self._visible(node, name),
                             decorated=[node], container=False)
        if "var" in match:
            declarator = match["var"][0]
            initial = declarator.child_by_field_name("value")
            inner = initial.child_by_field_name("object") if initial is not None and \
                initial.type == "member_expression" else None
            if inner is not None and inner.type == "call_expression":   # ``require('m').X``: an import
                initial = inner
            if initial is not None and (initial.type in FUNCTION_VALUES or initial.type == "class" or (
                    initial.type == "call_expression" and text(initial.child_by_field_name("function")) == "require")):
                return None
            statement = declarator.parent
            kind = "constant" if statement is not None and statement.type == "lexical_declaration" and text(
                statement.child_by_field_name("kind")) == "const" else "variable"
            outer = self._declaration_of(declarator)
            header = outer.child_by_field_name("declaration") or outer if outer.type == "export_statement" else outer
            return self._def(kind, name, outer, header, None, container=False)
        if "cjs" in match:
            obj = text(match["object"][0])
            if obj not in ("exports", "module.exports"):
                return None
            node = match["cjs"][0]
            value = match["value"][0]
            statement = node.parent or node
            return self._def("function", name, statement, node, value.child_by_field_name("body"),
                             returns=self._returns(value))
        if "es5_method" in match or "es5_static" in match or "es5_member" in match:
            found = jses5.member(match)
            if found is None:
                return None
            owner, name, node, header, body = found
            item = self._def("method", name, node, header, body)
            assert isinstance(item, _Raw)
            item.owner = owner
            return item
        return self._extra_definition(match, name)

    def _extra_definition(self, match: dict[str, list[Node]], name: str) -> RawDef | None:
        return None

    def _def(self, kind: str, name: str, node: Node, header: Node, body: Node | None, *,
             returns: str = "", exported: bool = True, is_abstract: bool = False, container: bool = True,
             decorated: Iterable[Node] = (), anchor: Node | None = None) -> RawDef:
        decorators: list[Node] = []
        doc_anchor = anchor or node
        for target in decorated:
            found, first = _decorators(target)
            decorators.extend(d for d in found if d not in decorators)
            if first.start_byte < doc_anchor.start_byte:
                doc_anchor = first
        end = body.start_byte if body is not None else node.end_byte
        return _Raw(kind=kind, name=name, node=node, header=header, body=body, doc=_doc(doc_anchor),
                    decorators=tuple(text(d).lstrip("@").strip() for d in decorators), returns=returns,
                    exported=exported, is_abstract=is_abstract, container=container, signature_end=end)

    def _returns(self, node: Node) -> str:
        annotation = node.child_by_field_name("return_type")
        return normalise_type(text(annotation)) if annotation is not None else ""

    @staticmethod
    def _visible(node: Node, name: str) -> bool:
        if name.startswith("#"):
            return False
        return not any(c.type == "accessibility_modifier" and text(c) == "private" for c in node.children)

    def _test_blocks(self, root: Node) -> list[RawDef]:
        raw: list[RawDef] = []
        for _, match in self.matches(self.TESTS, root):
            fn = text(match["fn"][0])
            if fn not in TEST_CALLS:
                continue
            node = match["test"][0]
            callback = match["callback"][0]
            raw.append(RawDef(kind="function", name=_test_title(match["title"][0], fn), node=node, header=node,
                              body=callback.child_by_field_name("body"), exported=False))
        return raw

    # -- extraction: imports and exports ------------------------------------------------------

    # -- extraction: calls, bases, hints --------------------------------------------------------

    def _calls(self, found: Found, scopes: ScopeFinder, facts: FileFacts) -> None:
        for match in found["calls"]:
            node = (match.get("call") or match.get("new") or match["jsx"])[0]
            if "super" in match:
                facts.calls.append(call_fact("constructor", "super", node, scopes))
                continue
            name = text(match["name"][0])
            receiver: str | None = None
            if "recv" in match:
                receiver = receiver_of(match["recv"][0])
            elif "jsx" in match and not name[:1].isupper():
                continue                                            # an intrinsic element: <div>
            facts.calls.append(call_fact(name, receiver, node, scopes, is_new="new" in match,
                                         name_node=match["name"][0]))

    def _bases(self, found: Found, scopes: ScopeFinder, facts: FileFacts, root: Node) -> None:
        owners = {d.qualname: d for d in facts.definitions if d.parent is None and d.kind in ("class", "function")}
        for fact in jses5.inherits(root, set(owners)):
            owners[fact.type_qualname].kind = "class"     # an ES5 constructor function
            facts.inherits.append(fact)
        for match in found["bases"]:
            node = match["heritage"][0]
            owner = scopes.scope_of(node.start_byte, CLASS_KINDS)
            if owner is None:
                continue
            for child in node.named_children:
                self._base_clause(owner, child, facts)

    def _base_clause(self, owner: str, node: Node, facts: FileFacts) -> None:
        base = self._base_text(node)
        if base:
            facts.inherits.append(InheritFact(owner, base, "extends", node.start_point[0] + 1))

    @staticmethod
    def _base_text(node: Node) -> str:
        if node.type == "generic_type":
            name = node.child_by_field_name("name")
            return text(name) if name is not None else ""
        if node.type in ("identifier", "type_identifier", "member_expression", "nested_type_identifier"):
            return "".join(text(node).split())
        return ""

    def _hints(self, found: Found, scopes: ScopeFinder, facts: FileFacts, definitions: list[Definition]) -> None:
        by_qualname = scopes.by_qualname
        fields = {(d.parent, d.name) for d in definitions if d.kind == "field"}
        ranked: list[tuple[int, TypeHint]] = []
        for match in found["hints"]:
            if "callback" in match or "destructured" in match or "result_shape" in match or "fn_type" in match:
                ranked.extend(signature_typed(match, scopes, GLOBALS))
                continue
            if "typed_attr" in match:
                ranked.extend((0, hint) for hint in jsdoc.typed_attribute(match, scopes))
                continue
            if "array" in match:
                ranked.extend((2, hint) for hint in array_hints(match["name"][0], match["array"][0], scopes))
                continue
            anchor = (match.get("name") or match.get("field") or match.get("attr") or match["param"])[0]
            scope = scopes.scope_of(anchor.start_byte, CONTAINER_KINDS)
            line = anchor.start_point[0] + 1
            if "type" in match:
                kind, rank = normalise_type(text(match["type"][0])), 0
                if kind:
                    facts.references.append((scope, kind, line))
            elif "new" in match:
                kind, rank = "".join(text(match["new"][0]).split()), 1
            elif "callee" in match:
                if text(match["callee"][0]) == "require":
                    continue
                kind, rank = "()" + receiver_of(match["callee"][0]), 2
            elif "value" in match:  # ``const create = Foo.create``: that member's value, where it is
                declarator = match["value"][0].parent
                if "name" in match and declarator is not None and declarator.child_by_field_name("type"):
                    continue  # declared: the annotation decides
                value = receiver_of(match["value"][0])
                if value.startswith("require()."):
                    continue  # an import (``const X = require('m').X``), not a value to type
                kind, rank = (f"${value}@{scope or ''}" if (scope or "name" in match) and value else ""), 2
            else:
                continue
            if not kind or kind == "()":
                continue
            name = text(anchor)
            if "name" in match:
                ranked.append((rank, TypeHint(scope, name, kind, line)))
                continue
            if "param" in match:                    # a TS parameter property: a parameter and a field
                ranked.append((rank, TypeHint(scope, name, kind, line)))
                method = by_qualname.get(scope) if scope else None
                if method is None or method.name != "constructor" or method.parent is None:
                    continue
                owner: str | None = method.parent
            elif "field" in match:
                owner = scope
            else:
                method = by_qualname.get(scope) if scope else None
                owner = method.parent if method is not None and method.kind == "method" else None
                if method is not None and method.kind == "class":
                    owner = scope      # ``this.x = ...`` in an ES5 constructor function
            owner_def = by_qualname.get(owner) if owner else None
            if owner is None or owner_def is None or owner_def.kind not in MEMBER_OWNER_KINDS:
                continue
            ranked.append((rank, TypeHint(owner, f"self.{name}", kind, line)))
            if "field" in match or (owner, name) in fields:
                ranked.append((rank, TypeHint(owner, name, kind, line)))
        for d in definitions:
            if d.doc and "@" in d.doc:
                ranked.extend((0, hint) for hint in jsdoc.definition_hints(d))
        typed, bounds = self._type_syntax(found, scopes, facts)
        ranked.extend(typed)
        ranked.sort(key=lambda item: item[0])
        seen: set[tuple[str | None, str, str]] = set()
        parameters = {name for _, name in bounds}
        for _, hint in ranked:
            if hint.type in parameters:
                hint.type = type_bound(hint.type, hint.scope, bounds, by_qualname)
            if (hint.scope, hint.name, hint.type) not in seen:
                seen.add((hint.scope, hint.name, hint.type))
                facts.hints.append(hint)

    def _type_syntax(self, found: Found, scopes: ScopeFinder, facts: FileFacts,
                     ) -> tuple[list[tuple[int, TypeHint]], dict[tuple[str | None, str], str]]:
        """TypeScript only: more ``(rank, hint)`` pairs from type syntax, and ``(scope, T) ->
        bound`` for type parameters declared ``T extends Bound``."""
        return [], {}

    # -- extraction: the file ---------------------------------------------------------------------

    @staticmethod
    def _file_doc(root: Node) -> str:
        first = root.named_children[0] if root.named_children else None
        if first is not None and first.type == "hash_bang_line":
            first = first.next_named_sibling
        if first is None or first.type != "comment" or first.start_point[0] > 1:
            return ""
        body = text(first)
        following = first.next_named_sibling
        detached = following is None or following.start_point[0] > first.end_point[0] + 1
        if detached or re.search(r"@(file|fileoverview|module|packageDocumentation)\b", body):
            return clean_comment(body.splitlines())
        return ""

    def extract(self, path: str, source: bytes) -> FileFacts:
        root, facts = self.start_facts(path, source)

        def is_test(item: RawDef, parent: str | None) -> bool:
            return facts.is_test and item.node.type == "call_expression"

        found = self._run(root)
        raw = self._raw_definitions(found, root, facts.is_test)
        definitions = nest(raw, source, is_test)
        headers = {(r.node.start_byte, r.node.end_byte, r.name): r for r in raw}
        kinds = {d.qualname: d.kind for d in definitions}
        for d in definitions:
            if d.kind == "function" and d.parent and kinds.get(d.parent) in CLASS_KINDS:
                d.kind = "method"
            item = headers.get((d.span.start_byte, d.span.end_byte, d.name))
            if item is not None:
                d.signature = _signature(source, item)
        jses5.attach_members(definitions, raw)
        facts.definitions = definitions
        facts.doc = self._file_doc(root)
        scopes = ScopeFinder(definitions)

        exported = jsimports.read(found["imports"], scopes, facts)
        facts.imports.extend(jsdoc.typedef_imports(source))
        has_es_exports = any(not e.startswith("module.exports=") for e in facts.exports) or bool(exported)
        for d in definitions:
            if d.parent is None:
                d.exported = (not has_es_exports) or d.name in exported or d.name == "default" or \
                    d.signature.startswith(("exports.", "module.exports."))
            elif kinds.get(d.parent) in ("function", "method"):
                d.exported = False
        self._calls(found, scopes, facts)
        self._bases(found, scopes, facts, root)
        self._hints(found, scopes, facts, definitions)
        for d in definitions:
            for decorator in d.decorators:
                name = decorator.split("(")[0].strip()
                if TYPE_NAME.match(name):
                    facts.references.append((d.qualname, name, d.span.start_line))
        facts.references = list(dict.fromkeys(facts.references))
        return facts

    # -- link policy ----------------------------------------------------------------------------

    def module_keys(self, path: str, project: Project) -> list[str]:
        """The path without its extension; ``dir`` as well for ``dir/index.*``
        (``jsmodules.module_keys``)."""
        return jsmodules.module_keys(path)

    def resolve_module(self, spec: str, from_path: str, project: Project,
                       modules: dict[str, list[str]]) -> list[str]:
        """The file a specifier names, or nothing for an external package
        (``jsmodules.resolve_module``)."""
        return jsmodules.resolve_module(spec, from_path, project)

    def import_binding_name(self, imp: ImportFact) -> str:
        """ES imports always name their binding; a bare ``import './x'`` binds nothing."""
        return imp.alias or ""


class JavaScript(EcmaScript):
    name = "javascript"
    extensions = (".js", ".jsx", ".mjs", ".cjs")
