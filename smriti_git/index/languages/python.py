"""Python: extraction queries and the import/module rules of the linker."""

from __future__ import annotations

import posixpath
import re
from typing import ClassVar

import tree_sitter_python
from tree_sitter import Language as TSLanguage
from tree_sitter import Node

from smriti_git.index.facts import Definition, FileFacts, ImportFact, InheritFact, TypeHint
from smriti_git.index.languages.base import (
    Language,
    Project,
    RawDef,
    ScopeFinder,
    call_fact,
    nest,
    receiver_text,
    string_value,
    text,
)
from smriti_git.index.languages.python_hints import (
    DOTTED,
    as_hint,
    element_types,
    iteration_hints,
    normalise_type,
    unpacking_hints,
    value_hints,
)
from smriti_git.index.messages import template, worth_indexing

DEFINITIONS = """
(function_definition name: (identifier) @name body: (block) @body) @function
(class_definition name: (identifier) @name body: (block) @body) @class
(module (expression_statement (assignment left: (identifier) @name) @assign))
(class_definition body: (block (expression_statement (assignment left: (identifier) @name) @field)))
"""

CALLS = """
(call function: (identifier) @name) @call
(call function: (attribute object: (_) @recv attribute: (identifier) @name)) @call
"""

IMPORTS = """
(import_statement) @import
(import_from_statement) @from
"""

BASES = """
(class_definition name: (identifier) @name superclasses: (argument_list) @bases)
"""

HINTS = """
(typed_parameter (identifier) @name type: (type) @type)
(typed_default_parameter name: (identifier) @name type: (type) @type)
(assignment left: (identifier) @name type: (type) @type)
(assignment left: (identifier) @name right: (_) @value)
(assignment left: (attribute object: (identifier) @self attribute: (identifier) @name) type: (type) @type)
(assignment left: (attribute object: (identifier) @self attribute: (identifier) @name) right: (_) @value)
(named_expression name: (identifier) @name value: (_) @value)
(as_pattern . (_) @value alias: (as_pattern_target (identifier) @name)) @as
(for_statement left: (_) @rebound right: (_) @iter)
(for_in_clause left: (_) @element right: (_) @iter)
(function_definition name: (identifier) @function return_type: (type) @returns)
(return_statement (_) @returned)
(yield) @yield
(assignment left: [(pattern_list) (tuple_pattern) (list_pattern)] @rebound right: (_) @unpacked)
"""

MESSAGES = """
[(string) (concatenated_string)] @msg
"""

VALUES = """
(pair value: [(identifier) (attribute)] @value)
(list [(identifier) (attribute)] @value)
(tuple [(identifier) (attribute)] @value)
(set [(identifier) (attribute)] @value)
(argument_list [(identifier) (attribute)] @value)
(keyword_argument value: [(identifier) (attribute)] @value)
(assignment right: [(identifier) (attribute)] @value)
(return_statement [(identifier) (attribute)] @value)
"""
"""Names used as values, not called: ``{"a": handle_a}``, ``register(handle_a)``,
``target=worker``, ``x = mod.func``, ``return cls``: references for the linker."""

ALL = """
(module (expression_statement (assignment left: (identifier) @target right: [(list) (tuple)] @values)))
"""

_TEST_DIRS = {"tests", "test", "testing"}
_SCOPE_KINDS = frozenset({"function", "method", "class"})
_DECORATOR = re.compile(r"[\w.]+")
_PROPERTIES = frozenset({"property", "cached_property", "functools.cached_property", "abc.abstractproperty",
                         "abstractproperty"})


def _decorator_name(decorator: str) -> str:
    """``functools.wraps(f)`` -> ``functools.wraps``; ``overload  # type: ignore`` -> ``overload``."""
    match = _DECORATOR.match(decorator)
    return match.group(0) if match else ""


def _first_parameter(parameters: Node | None) -> str:
    """The name of a function's first parameter, '' when it has none (or starts with ``*``)."""
    children = parameters.named_children if parameters is not None else []
    first = next((c for c in children if c.type != "comment"), None)
    if first is None:
        return ""
    if first.type == "identifier":
        return text(first)
    name = first.child_by_field_name("name")
    if name is None and first.type == "typed_parameter":
        name = next((c for c in first.named_children if c.type == "identifier"), None)
    return text(name) if name is not None and name.type == "identifier" else ""


def _string_text(node: Node) -> str:
    """A string literal's text; f-string fields (interpolations) become ``{}`` placeholders."""
    out = []
    for child in node.named_children:
        if child.type == "string_content":
            out.append(text(child))
        elif child.type == "interpolation":
            out.append("{}")
        elif child.type == "escape_sequence":
            out.append(text(child).encode("utf-8").decode("unicode_escape", "replace"))
    return "".join(out)


def _arguments(node: Node | None) -> tuple[int, tuple[str, ...] | None]:
    """A call's positional argument count (-1 after ``*args``) and keyword names (None after ``**kw``)."""
    if node is None:
        return -1, None
    if node.type == "generator_expression":     # f(x for x in y)
        return 1, ()
    positional, keywords, star, double = 0, [], False, False
    for child in node.named_children:
        if child.type == "keyword_argument":
            name = child.child_by_field_name("name")
            keywords.append(text(name) if name is not None else "")
        elif child.type == "list_splat":
            star = True
        elif child.type == "dictionary_splat":
            double = True
        elif child.type != "comment":
            positional += 1
    return -1 if star else positional, None if double else tuple(keywords)


def _docstring(body: Node | None) -> str:
    if body is None or not body.named_children:
        return ""
    first = body.named_children[0]
    if first.type == "expression_statement" and first.named_children and first.named_children[0].type == "string":
        return string_value(first.named_children[0])
    return ""


def _inside_package(folder: str, project: Project) -> bool:
    """Whether a folder without ``__init__.py`` has a regular package among its ancestors."""
    parent = posixpath.dirname(folder)
    while parent:
        if project.exists(f"{parent}/__init__.py"):
            return True
        parent = posixpath.dirname(parent)
    return False


class Python(Language):
    name = "python"
    extensions = (".py", ".pyi")
    self_names: ClassVar[frozenset[str]] = frozenset({"self", "cls"})
    constructor_names = ("__init__",)
    c3_mro = True
    self_is_parameter = True
    class_body_names = True
    self_types = frozenset({"Self", "typing.Self", "typing_extensions.Self", "t.Self"})
    builtins = frozenset(dir(__import__("builtins")))

    def grammar(self) -> TSLanguage:
        return TSLanguage(tree_sitter_python.language())

    def is_test_path(self, path: str) -> bool:
        base = posixpath.basename(path)
        if base.startswith("test_") or base.endswith("_test.py") or base == "conftest.py":
            return True
        return any(part in _TEST_DIRS for part in path.split("/")[:-1])

    # -- extraction ----------------------------------------------------------------------

    def _raw_definitions(self, root: Node) -> list[RawDef]:
        raw: list[RawDef] = []
        for _, match in self.matches(DEFINITIONS, root):
            name = text(match["name"][0])
            if "function" in match or "class" in match:
                node = (match.get("function") or match["class"])[0]
                body = match["body"][0]
                outer: Node = node
                decorators: tuple[str, ...] = ()
                if node.parent is not None and node.parent.type == "decorated_definition":
                    outer = node.parent
                    decorators = tuple(text(d).lstrip("@").strip() for d in outer.children if d.type == "decorator")
                returns = first = ""
                if "function" in match:
                    rt = node.child_by_field_name("return_type")
                    returns = normalise_type(text(rt)) if rt is not None else ""
                    first = _first_parameter(node.child_by_field_name("parameters"))
                raw.append(RawDef(
                    kind="function" if "function" in match else "class", name=name, node=outer, header=node,
                    body=body, doc=_docstring(body), decorators=decorators, returns=returns,
                    exported=not name.startswith("_") or (name.startswith("__") and name.endswith("__")),
                    is_abstract=any(d.endswith("abstractmethod") for d in decorators), first_param=first,
                ))
            else:
                statement = (match.get("assign") or match["field"])[0]
                kind = "field" if "field" in match else ("constant" if name.isupper() else "variable")
                raw.append(RawDef(kind=kind, name=name, node=statement, header=statement, body=None,
                                  exported=not name.startswith("_"), container=False))
        return raw

    def _imports(self, root: Node, scopes: ScopeFinder) -> list[ImportFact]:
        out: list[ImportFact] = []
        captured = self.captures(IMPORTS, root)
        for node in captured.get("import", []):
            scope, line = scopes.scope_of(node.start_byte), node.start_point[0] + 1
            for child in node.children_by_field_name("name"):
                if child.type == "aliased_import":
                    out.append(ImportFact(text(child.child_by_field_name("name")), None,
                                          text(child.child_by_field_name("alias")), line, scope))
                else:
                    out.append(ImportFact(text(child), None, None, line, scope))
        for node in captured.get("from", []):
            scope, line = scopes.scope_of(node.start_byte), node.start_point[0] + 1
            module = "".join(text(node.child_by_field_name("module_name")).split())
            if any(c.type == "wildcard_import" for c in node.children):
                out.append(ImportFact(module, "*", None, line, scope))
            for child in node.children_by_field_name("name"):
                if child.type == "aliased_import":
                    out.append(ImportFact(module, text(child.child_by_field_name("name")),
                                          text(child.child_by_field_name("alias")), line, scope))
                else:
                    out.append(ImportFact(module, text(child), None, line, scope))
        return out

    def _hints(self, root: Node, scopes: ScopeFinder, facts: FileFacts) -> None:
        """Type hints: annotations (declared types), and what assignments, ``:=``, ``except
        ... as`` and ``with ... as`` bind (inferred, ``()callee`` / ``$expr@scope``); names
        rebound by ``for`` or unpacking get ``?`` (some value of unknown type), so that an
        assignment elsewhere in the scope does not type them, unless the iterated container
        declares its elements (``$*container#role@scope``, :func:`iteration_hints`).  Container
        annotations add their element types (``name#e``, ``#k``, ``#v``, ``#i``; a result's as
        ``return#…``), and functions without a declared result what they return (``return``)."""
        by_qualname = scopes.by_qualname
        returned: list[Node] = []
        generators: set[str | None] = set()
        for _, match in self.matches(HINTS, root):
            if "returned" in match or "yield" in match:
                node = (match.get("returned") or match["yield"])[0]
                if "yield" in match:
                    generators.add(scopes.scope_of(node.start_byte, _SCOPE_KINDS))
                else:
                    returned.append(node)
                continue
            if "iter" in match:  # ``for`` statements and comprehensions
                pattern = (match.get("rebound") or match["element"])[0]
                scope = scopes.scope_of(pattern.start_byte, _SCOPE_KINDS)
                loop = pattern.parent
                last = loop.end_point[0] + 1 if "rebound" in match and loop is not None else 0
                for node, hint in iteration_hints(pattern, match["iter"][0], scope):
                    if last and hint != "?":  # ``for`` statements: the loop's last line, for the linker
                        hint = hint.replace("@", f"~{last}@", 1) if hint.count("@") == 1 else hint
                    if "rebound" in match or hint != "?":  # a comprehension's own names: only what is known
                        facts.hints.append(TypeHint(scope, text(node), hint, node.start_point[0] + 1))
                continue
            if "returns" in match:
                function, returns = scopes.scope_of(match["function"][0].start_byte), match["returns"][0]
                for role, kind in element_types(text(returns)):
                    facts.hints.append(TypeHint(function, f"return#{role}", kind, returns.start_point[0] + 1))
                continue
            if "rebound" in match:
                pattern = match["rebound"][0]
                scope = scopes.scope_of(pattern.start_byte, _SCOPE_KINDS)
                for node, hint in unpacking_hints(pattern, match["unpacked"][0], scope):
                    facts.hints.append(TypeHint(scope, text(node), hint, node.start_point[0] + 1))
                continue
            name_node = match["name"][0]
            scope = scopes.scope_of(name_node.start_byte, _SCOPE_KINDS)  # never the variable being typed
            line = name_node.start_point[0] + 1
            if "type" in match:
                kinds = [normalise_type(text(match["type"][0]))]
            elif "as" in match:
                kinds = [as_hint(match["as"][0], match["value"][0], scope)]
            else:
                kinds = value_hints(match["value"][0], scope)     # ``a or b``: one per side, to agree
            kinds = [kind for kind in kinds if kind]
            if not kinds:
                continue
            name = text(name_node)
            elements = element_types(text(match["type"][0])) if "type" in match else []
            if "self" in match:
                owner = by_qualname.get(scope) if scope else None
                if text(match["self"][0]) != "self" or owner is None or owner.parent is None:
                    continue
                owner_scope: str | None = owner.parent
                name = f"self.{name}"
            else:
                owner_scope = scope
            facts.hints.extend(TypeHint(owner_scope, name, kind, line) for kind in kinds)
            facts.hints.extend(TypeHint(owner_scope, f"{name}#{role}", element, line) for role, element in elements)
            if "type" in match:
                facts.references.append((scope, kinds[0], line))
        self._returned(returned, generators, scopes, facts)

    @staticmethod
    def _returned(returned: list[Node], generators: set[str | None], scopes: ScopeFinder,
                  facts: FileFacts) -> None:
        """What a function without a declared result returns, one ``return`` hint per ``return
        expr`` (as an assignment's value would be hinted; literals say nothing), for the linker to
        agree on: ``return self._replace(...)``, ``return Foo(...)``.  Generators are left out."""
        for node in returned:
            scope = scopes.scope_of(node.start_byte, _SCOPE_KINDS)
            d = scopes.by_qualname.get(scope) if scope else None
            if d is None or d.kind not in ("function", "method") or scope in generators:
                continue
            function = node.parent
            while function is not None and function.type != "function_definition":
                function = function.parent
            if function is None or function.child_by_field_name("return_type") is not None:
                continue
            facts.hints.extend(TypeHint(scope, "return", hint, node.start_point[0] + 1)
                               for hint in value_hints(node, scope))

    def extract(self, path: str, source: bytes) -> FileFacts:
        root, facts = self.start_facts(path, source)

        def is_test(item: RawDef, parent: str | None) -> bool:
            if not facts.is_test:
                return False
            return (item.kind == "function" and item.name.startswith("test")) or (
                item.kind == "class" and item.name.startswith("Test"))

        definitions = nest(self._raw_definitions(root), source, is_test)
        kinds = {d.qualname: d.kind for d in definitions}
        for d in definitions:
            if d.kind == "function" and d.parent and kinds.get(d.parent) == "class":
                d.kind = "method"
        facts.definitions = definitions
        facts.doc = _docstring(root)
        scopes = ScopeFinder(definitions)

        values: list[Node] = []
        for _, match in self.matches(CALLS + VALUES, root):   # one walk of the tree for both
            if "value" in match:
                values.append(match["value"][0])
                continue
            call = match["call"][0]
            receiver = receiver_text(match["recv"][0]) if "recv" in match else None
            args, keywords = _arguments(call.child_by_field_name("arguments"))
            called = match["name"][0]
            facts.calls.append(call_fact(text(called), receiver, call, scopes, args=args, keywords=keywords,
                                         name_node=called))

        facts.imports = self._imports(root, scopes)

        for _, match in self.matches(BASES, root):
            class_node = match["name"][0].parent
            assert class_node is not None
            qual = scopes.scope_of(class_node.start_byte + 1)
            if qual is None:
                continue
            for base in match["bases"][0].named_children:
                if base.type == "subscript":  # a generic base, ``AbstractRaises[T]``: the class subscripted
                    base = base.child_by_field_name("value") or base
                if base.type in ("identifier", "attribute"):
                    facts.inherits.append(InheritFact(qual, text(base), "extends", base.start_point[0] + 1))

        self._hints(root, scopes, facts)
        for node in self.captures(MESSAGES, root).get("msg", []):
            parent = node.parent
            if parent is None or parent.type in ("expression_statement", "concatenated_string"):
                continue  # docstrings, and the parts of a concatenation (taken whole)
            parts = node.named_children if node.type == "concatenated_string" else [node]
            tpl = template("".join(_string_text(p) for p in parts))
            if worth_indexing(tpl) and " " in tpl.strip():
                facts.messages.append((scopes.scope_of(node.start_byte), tpl, node.start_point[0] + 1))
        for _, match in self.matches(ALL, root):
            if text(match["target"][0]) == "__all__":
                facts.exports = [string_value(v) for v in match["values"][0].named_children if v.type == "string"]
        self._value_references(values, scopes, facts)
        for d in definitions:
            for decorator in d.decorators:
                name = _decorator_name(decorator)
                if name:
                    facts.references.append((d.qualname, name, d.span.start_line))
        return facts

    def _value_references(self, values: list[Node], scopes: ScopeFinder, facts: FileFacts) -> None:
        """References by names used as values (``values``, :data:`VALUES`' captures), once per
        scope and name.

        Only a name the file defines or imports (or any name, after a ``*`` import) can
        name a project symbol, so the rest (locals, parameters, builtins) is dropped here,
        which keeps the linker's work small; ``self.x`` / ``cls.x`` are left out."""
        known = {d.name for d in facts.definitions}
        for imp in facts.imports:
            known.add(imp.alias or (imp.name if imp.name not in (None, "*") else imp.module.split(".")[0]) or "")
        star = any(imp.name == "*" for imp in facts.imports)
        seen: set[tuple[str | None, str]] = set()
        for node in values:
            name = text(node)
            head = name.split(".", 1)[0]
            if head in self.self_names or not (head in known or (star and head not in self.builtins)) \
                    or not DOTTED.match(name):
                continue
            scope = scopes.scope_of(node.start_byte)
            if (scope, name) not in seen:
                seen.add((scope, name))
                facts.references.append((scope, name, node.start_point[0] + 1))

    # -- link policy ---------------------------------------------------------------------

    def binds_self(self, definition: Definition, name: str) -> str:
        if definition.first_param != name:
            return ""
        classmethod = any(_decorator_name(d) in ("classmethod", "builtins.classmethod") for d in definition.decorators)
        return "type" if classmethod or name == "cls" else "instance"

    def is_property(self, definition: Definition) -> bool:
        return any(_decorator_name(d) in _PROPERTIES for d in definition.decorators)

    def is_secondary(self, definition: Definition) -> bool:
        """``@overload`` stubs (the implementation is what runs) and property setters and
        deleters (``@x.setter``: reading ``x`` calls the getter)."""
        if not definition.decorators:
            return False
        for decorator in definition.decorators:
            name = _decorator_name(decorator)
            if name == "overload" or name.endswith((".overload", ".setter", ".deleter")):
                return True
        return False

    def module_keys(self, path: str, project: Project) -> list[str]:
        """``pkg.sub.mod`` from the nearest folder that is no package; also the full path.

        A folder is a package when it holds ``__init__.py``, or when it lies inside one (a
        PEP 420 namespace portion, like flask's ``sansio/``: ``flask.sansio.app``)."""
        parts = path[: -len(posixpath.splitext(path)[1])].split("/")
        if parts[-1] == "__init__":
            parts = parts[:-1]
        keys = []
        folder = posixpath.dirname(path)
        depth = 0
        while folder and (project.exists(f"{folder}/__init__.py") or _inside_package(folder, project)):
            depth += 1
            folder = posixpath.dirname(folder)
        package_parts = parts[len(parts) - depth - (0 if path.endswith("__init__.py") else 1):]
        if package_parts:
            keys.append(".".join(package_parts))
        full = ".".join(parts)
        if full and full not in keys:
            keys.append(full)
        return keys

    def resolve_module(self, spec: str, from_path: str, project: Project,
                       modules: dict[str, list[str]]) -> list[str]:
        if spec.startswith("."):
            dots = len(spec) - len(spec.lstrip("."))
            rest = spec[dots:]
            own = self.module_keys(from_path, project)
            if not own:
                return []
            base = own[0].split(".")
            if not from_path.endswith("__init__.py"):
                base = base[:-1]
            base = base[: len(base) - (dots - 1)] if dots > 1 else base
            spec = ".".join([*base, rest] if rest else base)
            if not spec:
                return []
        return modules.get(spec, [])
