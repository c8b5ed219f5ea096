"""``flow``: how a value moves, hop by hop, as far as the static graph can tell.

A value starts as a parameter of a definition (``param``) or as its return value
(``returns``).  Inside a definition, :mod:`smriti_git.index.valueflow` (the file parsed
again, on demand) says which local names hold the value (``y = x``, ``y = x + 1``:
assignments are followed, in any order of lines), which calls it is passed into (each
argument with its text, position or keyword), where it is returned, stored or yielded.
Between definitions, the snapshot's ``CALLS`` edges say what a call reaches: the edge
carries the call site's line and column, so an argument is mapped to the callee's
parameter by position or keyword (``self`` / ``cls`` skipped for bound calls, a class
call reaching its ``__init__``, ``*args`` / ``**kwargs`` on either side).  A returned
value goes back to the call site it came through, or, for the start definition, to
every caller, and is followed from how the caller uses the result: bound to names,
passed into another call, returned again.

What it cannot see: values kept in attributes, containers or globals and read
elsewhere (a ``stored`` hop ends there), calls the linker did not resolve (the hop
says so and stops), dynamic dispatch beyond the linker's receivers, loops and branches
(the flow ignores order and conditions), and languages other than Python.

The walk is breadth-first: ``depth`` bounds how many definitions away from the start
a hop may be, ``limit`` how many hops are collected.
"""

from __future__ import annotations

import builtins
from collections import deque
from dataclasses import dataclass, field

from tree_sitter import Node

from smriti_git.errors import InvalidArgument, Unsupported
from smriti_git.index import snapshot as snapshot_records
from smriti_git.index import valueflow
from smriti_git.index.valueflow import Body, Call
from smriti_git.services.graphquery import GraphQuery, SymbolRef
from smriti_git.storage.repo import Repo

_BUILTINS = frozenset(name for name in dir(builtins) if not name.startswith("_"))
Site = tuple[str, int, int]
"""A call site: the calling definition's id, the called name's line and byte column."""


@dataclass(kw_only=True)
class FlowHop:
    """One step of the value, with its evidence: where it is (``symbol``, ``path``,
    ``line``), the text there, and where it goes (``target`` / ``param``)."""

    depth: int                 # definitions away from the start (0: inside it)
    kind: str                  # assigned | argument | receiver | returned | result | stored | yielded | used
    symbol: str                # the definition the evidence is in
    path: str
    line: int
    text: str                  # the argument, assignment, return or use, as written
    value: str                 # the local name(s) holding the value there
    exact: bool                # the value itself (True) or an expression computed from it
    target: str | None = None  # the callee (argument, receiver), the caller (returned)
    param: str | None = None   # the callee's parameter that receives the value
    call: str = ""             # the call's text, for argument and result hops
    by_name: bool = False      # the call site matched the edge by name (the linker keeps one site per pair)
    stop: str = ""             # why the flow ends here, if it does


@dataclass(kw_only=True)
class Flow:
    start: SymbolRef
    origin: str                # "param NAME" or "returns"
    hops: list[FlowHop] = field(default_factory=list)
    definitions: int = 0       # definitions read
    truncated: bool = False


@dataclass(frozen=True)
class _Def:
    id: str
    path: str
    lang: str
    kind: str
    name: str
    qualname: str
    start_byte: int
    end_byte: int


@dataclass(frozen=True)
class _Target:
    id: str
    name: str
    kind: str
    line: int
    col: int


@dataclass(frozen=True)
class _Values:
    """The value is held by ``names`` in ``symbol``, ``depth`` definitions from the start;
    ``stack``: the call sites it came in through, innermost last (empty: any caller)."""

    symbol: str
    names: frozenset[str]
    exact: bool
    depth: int
    stack: tuple[Site, ...]


@dataclass(frozen=True)
class _Result:
    """The value is returned by ``symbol`` (at ``depth``): to the last site of ``stack``, or to every caller."""

    symbol: str
    exact: bool
    depth: int
    stack: tuple[Site, ...]


class _Walker:
    def __init__(self, repo: Repo, tree: str, gq: GraphQuery, depth: int, limit: int, flow: Flow) -> None:
        self.repo, self.tree, self.gq = repo, tree, gq
        self.max_depth, self.limit, self.flow = depth, limit, flow
        self.queue: deque[_Values | _Result] = deque()
        self.seen: set[object] = set()
        self.defs: dict[str, _Def | None] = {}
        self.bodies: dict[str, Body | None] = {}
        self.sources: dict[str, tuple[bytes, Node | None]] = {}
        self.calls: dict[str, list[_Target]] = {}

    # -- what the graph and the files say ---------------------------------------------------------

    def definition(self, symbol_id: str) -> _Def | None:
        if symbol_id not in self.defs:
            rows = self.gq.graph.rows("MATCH (s:Symbol {id: $id}) RETURN s.id, s.path, s.lang, s.kind, s.name, "
                                      "s.qualname, s.start_byte, s.end_byte", id=symbol_id)
            self.defs[symbol_id] = _Def(*rows[0]) if rows else None
        return self.defs[symbol_id]

    def body(self, symbol_id: str) -> Body | None:
        if symbol_id not in self.bodies:
            found = self.definition(symbol_id)
            body = None
            if found is not None and found.lang in valueflow.LANGUAGES:
                if found.path not in self.sources:   # each file read and parsed once
                    shard = snapshot_records.read_shard(self.repo.git, self.tree, found.path)
                    source = snapshot_records.read_source(self.repo.git, shard.blob, shard.lang)
                    self.sources[found.path] = (source, valueflow.parse(source, found.lang))
                source, root = self.sources[found.path]
                body = valueflow.read(source, found.lang, found.start_byte, found.end_byte, found.kind, root)
                self.flow.definitions += 1
            self.bodies[symbol_id] = body
        return self.bodies[symbol_id]

    def callees(self, symbol_id: str) -> list[_Target]:
        if symbol_id not in self.calls:
            rows = self.gq.graph.rows("MATCH (a:Symbol {id: $id})-[e:CALLS]->(b:Symbol) WHERE e.resolved "
                                      "RETURN b.id, b.name, b.kind, e.line, e.col ORDER BY b.id", id=symbol_id)
            self.calls[symbol_id] = [_Target(*r) for r in rows]
        return self.calls[symbol_id]

    def callers(self, symbol_id: str) -> list[Site]:
        rows = self.gq.graph.rows("MATCH (a:Symbol)-[e:CALLS]->(b:Symbol {id: $id}) WHERE e.resolved "
                                  "RETURN a.id, e.line, e.col ORDER BY a.id", id=symbol_id)
        return [(r[0], int(r[1]), int(r[2])) for r in rows]

    def target_of(self, caller: str, call: Call) -> tuple[_Target | None, bool]:
        """What ``call`` in ``caller`` reaches, and whether it was matched by name only."""
        edges = self.callees(caller)
        exact = [t for t in edges if (t.line, t.col) == (call.line, call.col)]
        if exact:
            return exact[0], False
        named = {t.id: t for t in edges if t.name == call.name}
        if len(named) == 1:
            return next(iter(named.values())), True
        return None, False

    def sites_of(self, site: Site, callee: str) -> list[Call]:
        """The calls in the caller that reach ``callee``: the recorded site, and others of the same name."""
        body = self.body(site[0])
        if body is None:
            return []
        exact = body.calls_at(site[1], site[2])
        found = self.definition(callee)
        name = exact[0].name if exact else found.name if found else ""
        others = [c for c in body.calls if c.name == name and c not in exact]
        return exact + [c for c in others if getattr(self.target_of(site[0], c)[0], "id", None) == callee]

    # -- the walk --------------------------------------------------------------------------------

    def add(self, hop: FlowHop) -> bool:
        if len(self.flow.hops) >= self.limit:
            self.flow.truncated = True
            return False
        self.flow.hops.append(hop)
        return True

    def push(self, item: _Values | _Result) -> None:
        key = (type(item).__name__, item.symbol, getattr(item, "names", None), item.stack)
        if key not in self.seen:
            self.seen.add(key)
            self.queue.append(item)

    def run(self) -> None:
        while self.queue and not self.flow.truncated:
            item = self.queue.popleft()
            if isinstance(item, _Values):
                self.values(item)
            else:
                self.result(item)

    def values(self, item: _Values) -> None:
        body = self.body(item.symbol)
        where = self.definition(item.symbol)
        if body is None or where is None:
            return
        names, exact_names = _aliases(body, item)
        for assignment in body.assignments:
            if set(assignment.targets) & names and not assignment.call and set(assignment.reads) & names \
                    and not set(assignment.targets) <= set(item.names):
                self.add(FlowHop(depth=item.depth, kind="assigned", symbol=item.symbol, path=where.path,
                                 line=assignment.line, text=f"{', '.join(assignment.targets)} = {assignment.value}",
                                 value=", ".join(assignment.targets), exact=assignment.targets[0] in exact_names))
        for call in body.calls:
            if self.flow.truncated:
                return
            self.passed(item, where, call, names, exact_names)
        for ret in body.returns:
            if ret.call or not set(ret.reads) & names:
                continue
            exact = ret.name in exact_names
            self.returned(item.symbol, item.depth, item.stack, where, ret.line, ret.text, exact and item.exact)
        for store in body.stores:
            if set(store.reads) & names:
                self.add(FlowHop(depth=item.depth, kind="stored", symbol=item.symbol, path=where.path,
                                 line=store.line, text=f"{store.target} = ...", value=store.target,
                                 exact=store.name in exact_names and item.exact,
                                 stop="kept in an attribute or item: readers elsewhere are not followed"))

    def passed(self, item: _Values, where: _Def, call: Call, names: frozenset[str],
               exact_names: frozenset[str]) -> None:
        """Hops for the arguments (and receiver) of ``call`` that carry the value."""
        carried = [a for a in call.arguments if set(a.reads) & names]
        receiver = call.receiver is not None and call.receiver.split(".")[0].split("(")[0] in names
        if not carried and not receiver:
            return
        target, by_name = self.target_of(item.symbol, call)
        if target is None and call.receiver is None and call.name in _BUILTINS:
            return   # isinstance(x, ...), len(x), str(x): the linker draws no edge, nor does flow
        callee, bound = self.entry(target, call)
        callee_body = self.body(callee.id) if callee is not None else None
        for argument in carried:
            exact = argument.name in exact_names and item.exact and not argument.splat
            params = _params_for(argument, call, callee_body, bound) if callee_body is not None else []
            stop = _stop(target, callee, callee_body, params, item.depth, self.max_depth)
            hop = FlowHop(depth=item.depth, kind="argument", symbol=item.symbol, path=where.path, line=call.line,
                          text=argument.text, value=", ".join(sorted(set(argument.reads) & names)), exact=exact,
                          target=callee.id if callee else None, param=", ".join(params) or None, call=call.text,
                          by_name=by_name, stop=stop)
            if self.add(hop) and not stop and callee is not None:
                self.push(_Values(callee.id, frozenset(params), exact, item.depth + 1,
                                  (*item.stack, (item.symbol, call.line, call.col))))
        if receiver:
            first = callee_body.params[0].name if callee_body and callee_body.params and bound else None
            stop = _stop(target, callee, callee_body, [first] if first else [], item.depth, self.max_depth)
            if self.add(FlowHop(depth=item.depth, kind="receiver", symbol=item.symbol, path=where.path,
                                line=call.line, text=call.receiver or "", value=call.receiver or "",
                                exact=item.exact, target=callee.id if callee else None, param=first,
                                call=call.text, by_name=by_name, stop=stop)) and not stop and callee and first:
                self.push(_Values(callee.id, frozenset({first}), item.exact, item.depth + 1,
                                  (*item.stack, (item.symbol, call.line, call.col))))

    def entry(self, target: _Target | None, call: Call) -> tuple[_Target | None, bool]:
        """The definition a call runs (a class's ``__init__``) and whether ``self`` / ``cls`` is bound."""
        if target is None:
            return None, False
        if target.kind == "class":   # its __init__, else its __new__ (cls bound either way)
            rows = self.gq.graph.rows("MATCH (c:Symbol {id: $id})-[:CONTAINS]->(m:Symbol) WHERE m.name IN "
                                      "['__init__', '__new__'] RETURN m.id, m.name, m.kind ORDER BY m.name DESC, "
                                      "m.id", id=target.id)
            return (_Target(rows[0][0], rows[0][1], rows[0][2], target.line, target.col), True) if rows else \
                (target, False)
        if target.kind != "method":
            return target, False
        body = self.body(target.id)
        decorators = body.decorators if body is not None else []
        if "staticmethod" in decorators:
            return target, False
        found = self.definition(target.id)
        owner = found.qualname.rsplit(".", 1)[0].rsplit(".", 1)[-1] if found else ""
        through_class = call.receiver == owner and "classmethod" not in decorators
        return target, not through_class

    def returned(self, symbol: str, depth: int, stack: tuple[Site, ...], where: _Def, line: int, text: str,
                 exact: bool) -> None:
        """A return of the value: back to the call site it came through (one definition
        nearer the start), or, when it came from no known site, to every caller."""
        nearer = depth - 1 if stack else depth + 1
        stop = "depth limit" if nearer > self.max_depth else ""
        if self.add(FlowHop(depth=depth, kind="returned", symbol=symbol, path=where.path, line=line, text=text,
                            value=text, exact=exact, target=stack[-1][0] if stack else None, stop=stop)) \
                and not stop:
            self.push(_Result(symbol, exact, depth, stack))

    def result(self, item: _Result) -> None:
        """Where the callers of ``item.symbol`` take its result."""
        sites, rest = ([item.stack[-1]], item.stack[:-1]) if item.stack else (self.callers(item.symbol), ())
        depth = item.depth - 1 if item.stack else item.depth + 1
        if not sites and item.depth == 0:
            where = self.definition(item.symbol)
            self.add(FlowHop(depth=depth, kind="result", symbol=item.symbol, path=where.path if where else "",
                             line=0, text="", value="", exact=item.exact, stop="no resolved callers"))
        for site in sites:
            caller = self.definition(site[0]) if not self.flow.truncated else None
            if caller is None:
                continue
            if self.body(site[0]) is None:
                self.add(FlowHop(depth=depth, kind="result", symbol=site[0], path=caller.path, line=site[1],
                                 text="", value="", exact=item.exact, target=item.symbol,
                                 stop=f"flow reads Python only, not {caller.lang}"))
                continue
            for call in self.sites_of(site, item.symbol):
                self.use(_Values(caller.id, frozenset(), item.exact, depth, rest), item.symbol, caller, call)

    def use(self, at: _Values, callee: str, caller: _Def, call: Call) -> None:
        """How ``caller`` (``at``: where the walk is there) uses the result of ``call``, which reached ``callee``."""
        use = call.result
        hop = FlowHop(depth=at.depth, kind="result", symbol=caller.id, path=caller.path, line=use.line,
                      text=use.text, value=", ".join(use.names) or call.text, exact=at.exact, target=callee,
                      call=call.text)
        if use.kind in ("bound", "unpacked"):
            if self.add(hop):
                self.push(_Values(caller.id, frozenset(use.names), at.exact and use.kind == "bound", at.depth,
                                  at.stack))
        elif use.kind == "argument" and use.call is not None:
            outer = self.body(caller.id)
            for outer_call in outer.calls_at(*use.call) if outer is not None else []:
                marker = call.text   # the result, as a name no code can write
                argument = valueflow.Argument(call.text, use.position, use.keyword, marker, reads=(marker,))
                carried = valueflow.Call(outer_call.line, outer_call.col, outer_call.name, outer_call.receiver,
                                         outer_call.text, (argument,), outer_call.result)
                self.passed(_Values(caller.id, frozenset({marker}), at.exact, at.depth, at.stack), caller,
                            carried, frozenset({marker}), frozenset({marker}) if at.exact else frozenset())
        elif use.kind == "returned":
            self.returned(caller.id, at.depth, at.stack, caller, use.line, use.text, at.exact)
        else:
            hop.stop = {"stored": "kept in an attribute or item: readers elsewhere are not followed",
                        "discarded": "the result is not used", "yielded": "yielded: generators are not followed"
                        }.get(use.kind, "used in an expression")
            hop.kind = "stored" if use.kind == "stored" else "used"
            self.add(hop)


def _aliases(body: Body, item: _Values) -> tuple[frozenset[str], frozenset[str]]:
    """Every local name holding the value (assignments followed to a fixed point), and
    those holding it unchanged."""
    names, exact = set(item.names), set(item.names) if item.exact else set()
    changed = True
    while changed:
        changed = False
        for assignment in body.assignments:
            if assignment.call or not set(assignment.reads) & names:
                continue
            for target in assignment.targets:
                if target not in names:
                    names.add(target)
                    changed = True
                if assignment.name in exact and target not in exact:
                    exact.add(target)
                    changed = True
    return frozenset(names), frozenset(exact)


def _params_for(argument: valueflow.Argument, call: Call, body: Body, bound: bool) -> list[str]:
    """The callee's parameters an argument of ``call`` lands in (all it may land in, after an unpacking)."""
    params = body.params[1:] if bound and body.params else body.params
    positional = [p for p in params if p.kind in ("positional_only", "positional")]
    star = [p.name for p in params if p.kind == "var_positional"]
    stars = [p.name for p in params if p.kind == "var_keyword"]
    if argument.splat == "*":
        before = sum(1 for a in call.arguments if a.position >= 0 and a.keyword is None)
        return [p.name for p in positional[before:]] + star
    if argument.splat == "**":
        return stars or [p.name for p in params if p.kind in ("positional", "keyword_only")]
    if argument.keyword is not None:
        named = [p.name for p in params if p.name == argument.keyword and p.kind != "positional_only"]
        return named or stars
    if argument.position < 0:
        return star or [p.name for p in positional]
    if argument.position < len(positional):
        return [positional[argument.position].name]
    return star


def _stop(target: _Target | None, callee: _Target | None, body: Body | None, params: list[str], depth: int,
          max_depth: int) -> str:
    if target is None:
        return "the call is not resolved in the graph (outside the project, dynamic, or a builtin)"
    if callee is None or body is None:
        return "flow reads Python only" if callee is not None else "no definition to enter"
    if not params:
        return "no parameter of the callee receives it"
    return "depth limit" if depth + 1 > max_depth else ""


def flow(repo: Repo, tree: str, gq: GraphQuery, start: SymbolRef, param: str | None, depth: int,
         limit: int) -> Flow:
    """Follow ``param`` of ``start`` (or, with ``param`` None, its return value)."""
    result = Flow(start=start, origin=f"param {param}" if param else "returns")
    walker = _Walker(repo, tree, gq, depth, limit, result)
    found = walker.definition(start.id)
    if found is None or found.lang not in valueflow.LANGUAGES:
        lang = found.lang if found else "unknown"
        raise Unsupported(f"flow reads Python only: {start.id} is {lang}")
    body = walker.body(start.id)
    if body is None:
        raise Unsupported(f"flow follows values of functions and methods: {start.id} is a {start.kind}")
    if param is not None:
        names = [p.name for p in body.params]
        if param not in names:
            raise InvalidArgument(f"{start.id} has no parameter {param!r}: its parameters are "
                              f"{', '.join(names) or 'none'}")
        walker.push(_Values(start.id, frozenset({param}), True, 0, ()))
    else:
        walker.push(_Result(start.id, True, 0, ()))
    walker.run()
    return result
