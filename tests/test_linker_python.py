"""Python linking: the defects and misses found against a type-aware reference on real code
(requests, flask, pytest; ``bench/linker_yardstick.py``), each reduced to its real case."""

from __future__ import annotations

from .lang_support import edges, link, resolved, target

# -- defects -------------------------------------------------------------------------------------

COOKIES = """\
from typing import overload


class RequestsCookieJar:
    def set_cookie(self, cookie):
        pass


def create_cookie(name, value):
    return (name, value)


@overload
def cookiejar_from_dict(cookie_dict, cookiejar: None = None) -> RequestsCookieJar: ...


@overload
def cookiejar_from_dict(cookie_dict, cookiejar: RequestsCookieJar) -> RequestsCookieJar: ...


def cookiejar_from_dict(cookie_dict, cookiejar=None):
    if cookiejar is None:
        cookiejar = RequestsCookieJar()
    for name in cookie_dict:
        cookiejar.set_cookie(create_cookie(name, cookie_dict[name]))
    return cookiejar
"""


def test_overload_calls_reach_the_implementation_and_its_calls_are_its_own() -> None:
    """requests ``cookies.py``: two ``@overload`` stubs, then the implementation."""
    linker = link({"requests/__init__.py": "", "requests/cookies.py": COOKIES,
                   "requests/sessions.py": "from .cookies import cookiejar_from_dict\n\n\n"
                                           "def prepare(cookies):\n    return cookiejar_from_dict(cookies)\n"})
    impl = "requests/cookies.py::cookiejar_from_dict()~3"
    assert target(linker, "requests/sessions.py", "cookiejar_from_dict") == impl
    calls = edges(linker, "requests/cookies.py", "CALLS")
    assert (impl, "requests/cookies.py::create_cookie()") in calls
    assert not any(src == "requests/cookies.py::cookiejar_from_dict()" for src, _ in calls), \
        "nothing is called from a stub"


def test_property_setter_calls_are_the_setters_and_reads_mean_the_getter() -> None:
    linker = link({"m.py": """\
        def check(value):
            return value


        class Node:
            @property
            def name(self):
                return self._name

            @name.setter
            def name(self, value):
                self._name = check(value)

            def rename(self):
                return self.name()
        """})
    assert ("m.py::Node.name()~2", "m.py::check()") in edges(linker, "m.py", "CALLS")
    assert target(linker, "m.py", "name", "Node.rename") == "m.py::Node.name()"


FLASK = {
    "src/flask/__init__.py": "from .app import Flask\n",
    "src/flask/helpers.py": "def get_debug_flag():\n    return False\n",
    "src/flask/app.py": (
        "from .sansio.app import App\n\n\n"
        "class Flask(App):\n"
        "    def run(self):\n"
        "        return self.debug_flag()\n"),
    "src/flask/sansio/app.py": (  # sansio/ has no __init__.py: a namespace portion of flask
        "from ..helpers import get_debug_flag\n\n\n"
        "class App:\n"
        "    def debug_flag(self):\n"
        "        return get_debug_flag()\n"),
}


def test_relative_imports_into_and_out_of_a_namespace_folder() -> None:
    """flask's ``sansio/`` has no ``__init__.py``: ``flask.sansio.app`` all the same."""
    linker = link(FLASK)
    imports = edges(linker, "src/flask/app.py", "IMPORTS")
    assert ("src/flask/app.py", "src/flask/sansio/app.py") in imports
    assert ("src/flask/sansio/app.py", "src/flask/helpers.py") in edges(linker, "src/flask/sansio/app.py", "IMPORTS")
    assert target(linker, "src/flask/app.py", "debug_flag") == "src/flask/sansio/app.py::App.debug_flag()"
    assert target(linker, "src/flask/sansio/app.py", "get_debug_flag") == "src/flask/helpers.py::get_debug_flag()"
    assert linker.tables["src/flask/sansio/app.py"].lang.module_keys("src/flask/sansio/app.py", linker.project)[0] \
        == "flask.sansio.app"


def test_a_subscripted_base_is_a_base() -> None:
    """pytest ``raises.py``: ``class RaisesExc(AbstractRaises[BaseExcT_co_default])``."""
    linker = link({"raises.py": """\
        from typing import Generic, TypeVar

        T = TypeVar("T")


        class AbstractRaises(Generic[T]):
            def __init__(self, match=None):
                self.match = match

            def _parse_exc(self, exc):
                return exc


        class RaisesExc(AbstractRaises[T]):
            def __init__(self, exc, match=None):
                super().__init__(match=match)
                self._parse_exc(exc)
        """})
    assert ("raises.py::RaisesExc#", "raises.py::AbstractRaises#") in edges(linker, "raises.py", "INHERITS")
    assert target(linker, "raises.py", "__init__", "RaisesExc.__init__") == "raises.py::AbstractRaises.__init__()"
    assert target(linker, "raises.py", "_parse_exc") == "raises.py::AbstractRaises._parse_exc()"


def test_a_certain_edge_is_not_replaced_by_an_earlier_candidate() -> None:
    """pytest ``_py/path.py``: ``parent.check()`` (receiver unknown: a candidate to
    ``LocalPath.check``) before ``self.check()`` (certain) in one method."""
    linker = link({"path.py": """\
        class LocalPath:
            def check(self, **kw):
                return True

            def pyimport(self, parent):
                if parent.check(dir=0):
                    return None
                if self.check(dir=0):
                    return self
        """})
    check = "path.py::LocalPath.check()"
    calls = [e for e in linker.link("path.py").edges
             if e.kind == "CALLS" and e.src == "path.py::LocalPath.pyimport()" and e.dst == check]
    assert [(e.resolved, e.confidence > 0.5, e.line) for e in calls] == [(True, True, 8)]


def test_two_calls_on_one_line_are_told_apart_by_column() -> None:
    linker = link({"m.py": "def f(x):\n    return x\n\n\ndef g():\n    return f(f(1)) + f(2)\n"})
    table = linker.tables["m.py"]
    assert sorted((c.line, c.column) for c in table.facts.calls) == [(6, 11), (6, 13), (6, 21)]
    assert resolved(linker, "m.py") == {(6, "f"): "m.py::f()"}


# -- receivers whose type declarations, annotations and assignments make certain -----------------

def test_local_aliases_annotated_parameters_and_generic_annotations() -> None:
    """pytest: ``tr = terminalreporter; tr.write_sep()``, ``excinfo: ExceptionInfo[E]``,
    ``request.config.getoption()`` through a property, ``config = self.config``."""
    linker = link({"code.py": """\
        from typing import Generic, TypeVar

        E = TypeVar("E")


        class Config:
            def getoption(self, name):
                return name


        class ExceptionInfo(Generic[E]):
            def exconly(self):
                return ""

            @classmethod
            def from_current(cls) -> "ExceptionInfo[BaseException]":
                return cls()


        class Request:
            def __init__(self, config: Config) -> None:
                self._config = config

            @property
            def config(self) -> Config:
                return self._config


        class TerminalReporter:
            def write_sep(self, sep):
                pass


        def summary(terminalreporter: TerminalReporter, excinfo: ExceptionInfo[BaseException]) -> None:
            tr = terminalreporter
            tr.write_sep("=")
            excinfo.exconly()


        def option(request: Request):
            config = request.config
            config.getoption("x")
            return request.config.getoption("y")


        def current():
            return ExceptionInfo.from_current().exconly()
        """})
    assert target(linker, "code.py", "write_sep") == "code.py::TerminalReporter.write_sep()"
    assert target(linker, "code.py", "exconly", "summary") == "code.py::ExceptionInfo.exconly()"
    assert target(linker, "code.py", "exconly", "current") == "code.py::ExceptionInfo.exconly()"
    getoption = {v for (_, n), v in resolved(linker, "code.py").items() if n == "getoption"}
    assert getoption == {"code.py::Config.getoption()"}


def test_self_attributes_typed_in_the_class_body_or_in_init() -> None:
    """requests ``self.headers.copy()``; deeper ``self.a.b.m()`` chains."""
    linker = link({"models.py": """\
        class CaseInsensitiveDict:
            def copy(self):
                return CaseInsensitiveDict()


        class Adapter:
            def send(self, request):
                return request


        class Session:
            def __init__(self, adapter: Adapter) -> None:
                self.adapter = adapter


        class PreparedRequest:
            headers: CaseInsensitiveDict | None

            def __init__(self, session: Session) -> None:
                self.session = session

            def copy(self):
                return self.headers.copy()

            def send(self):
                return self.session.adapter.send(self)
        """})
    assert target(linker, "models.py", "copy", "PreparedRequest.copy") == "models.py::CaseInsensitiveDict.copy()"
    assert target(linker, "models.py", "send", "PreparedRequest.send") == "models.py::Adapter.send()"


def test_module_globals_of_a_declared_type() -> None:
    """flask ``globals.py``: ``current_app: FlaskProxy = LocalProxy(...)``, the proxy class
    declared under ``TYPE_CHECKING`` as a subclass of ``Flask``."""
    app = "class Flask:\n    def make_response(self, rv):\n        return rv\n"
    linker = link({"flask/__init__.py": "", "flask/app.py": app,
                   "flask/globals.py": """\
        import typing as t

        from werkzeug.local import LocalProxy

        if t.TYPE_CHECKING:
            from .app import Flask

            class FlaskProxy(Flask): ...

        current_app: FlaskProxy = LocalProxy(None, "app")  # type: ignore[assignment]
        """,
                   "flask/helpers.py": "from .globals import current_app\n\n\ndef make_response(*args):\n"
                                       "    return current_app.make_response(args)\n"})
    assert target(linker, "flask/helpers.py", "make_response") == "flask/app.py::Flask.make_response()"


def test_self_is_the_first_parameter_not_any_name_cls() -> None:
    """flask ``app.py``: a local ``cls`` in an instance method; pytest ``pytester.py``:
    ``self`` of the outer method inside a nested class's static method."""
    linker = link({"app.py": """\
        class FlaskClient:
            pass


        class Flask:
            test_client_class = None

            def test_client(self):
                cls = self.test_client_class
                if cls is None:
                    from app import FlaskClient as cls
                return cls(self)

            def make_hook_recorder(self):
                return []

            def inprocess(self):
                rec = []

                class Plugin:
                    @staticmethod
                    def pytest_configure(config):
                        rec.append(self.make_hook_recorder())
                return Plugin
        """})
    assert target(linker, "app.py", "cls") == "app.py::FlaskClient#"
    assert target(linker, "app.py", "make_hook_recorder") == "app.py::Flask.make_hook_recorder()"


def test_aliases_of_classes_and_generic_receivers() -> None:
    """pytest ``_py/path.py``: ``local = LocalPath``; ``CallInfo[None].from_call()``; an item
    of a ``Stash`` is not a ``Stash``."""
    linker = link({"path.py": """\
        class LocalPath:
            def join(self, name):
                return self


        local = LocalPath


        def under(x):
            return local(x).join("a")


        class CallInfo:
            @classmethod
            def from_call(cls, func):
                return cls()


        class Stash:
            def get(self, key):
                return None


        class Item:
            def __init__(self) -> None:
                self.stash = Stash()

            def run(self, key):
                CallInfo[None].from_call(self.run)
                return self.stash[key].get(1)
        """})
    assert target(linker, "path.py", "local") == "path.py::LocalPath#"
    assert target(linker, "path.py", "join") == "path.py::LocalPath.join()"
    assert target(linker, "path.py", "from_call") == "path.py::CallInfo.from_call()"
    assert target(linker, "path.py", "get") is None


def test_nothing_is_guessed_when_assignments_disagree() -> None:
    linker = link({"m.py": """\
        class A:
            def run(self):
                pass


        class B:
            def run(self):
                pass


        def pick(flag, items):
            x = A()
            if flag:
                x = B()
            x.run()
            y = A()
            for y in items:
                y.run()
            z = A()
            z = z.run()
            return z


        def same(flag):
            node = A()
            if flag:
                node = A()
            return node.run()
        """})
    calls = resolved(linker, "m.py")
    # z = z.run(): run() declares no result, so z may be anything after it (no flow order is kept)
    assert [calls[(line, "run")] for line in (15, 18, 20, 28)] == [None, None, None, "m.py::A.run()"]


def test_a_commented_overload_decorator_is_an_overload() -> None:
    """xarray ``_typed_ops.py``: ``@overload  # type:ignore[override]`` on the first stub."""
    linker = link({"ops.py": """\
        from typing import overload


        class DatasetOpsMixin:
            @overload  # type:ignore[override]
            def __eq__(self, other: int) -> bool: ...

            @overload
            def __eq__(self, other: str) -> bool: ...

            def __eq__(self, other):
                return self._binary_op(other)

            def _binary_op(self, other):
                return other


        class Dataset(DatasetOpsMixin):
            def __eq__(self, other):
                return super().__eq__(other)
        """})
    assert target(linker, "ops.py", "__eq__", "Dataset.__eq__") == "ops.py::DatasetOpsMixin.__eq__()~3"


def test_linking_holds_off_the_collector_and_restores_it() -> None:
    import gc

    from smriti_git.index.link import paused_gc

    linker = link({"m.py": "def f():\n    return f()\n"})
    assert gc.isenabled()
    with paused_gc():
        assert not gc.isenabled()
        linker.link_all()
        assert not gc.isenabled()  # nested use keeps it off
    assert gc.isenabled()


# -- xarray (bench/results/linker_yardstick_python.md) ------------------------------------------


def test_a_result_declared_self_is_the_receivers_class() -> None:
    """xarray ``obj.copy().isel()``: ``copy`` is defined in a base and returns ``Self``, so the
    result is of the class it is called on, not the base's; ``other: Self`` is the enclosing class."""
    linker = link({"m.py": """\
        from typing import Self


        class Base:
            def copy(self) -> Self:
                return self

            @classmethod
            def make(cls) -> Self:
                return cls()


        class Array(Base):
            def isel(self):
                return self

            def equals(self, other: Self):
                return other.isel()


        def use(a: Array):
            b = a.copy()
            return b.isel()


        def chained(a: Array):
            return a.copy().isel()


        def built():
            c = Array.make()
            return c.isel()
        """})
    assert target(linker, "m.py", "isel", "use") == "m.py::Array.isel()"
    assert target(linker, "m.py", "isel", "chained") == "m.py::Array.isel()"
    assert target(linker, "m.py", "isel", "built") == "m.py::Array.isel()"
    assert target(linker, "m.py", "isel", "Array.equals") == "m.py::Array.isel()"


def test_a_type_variable_with_a_bound_stands_for_its_bound() -> None:
    """xarray ``T_DataArray = TypeVar("T_DataArray", bound="DataArray")``; a TypeVar bound to a
    union, or to nothing, stays unknown."""
    linker = link({"types.py": """\
        from typing import TypeVar, Union

        from arrays import DataArray, Dataset

        T_DataArray = TypeVar("T_DataArray", bound="DataArray")
        T_Either = TypeVar("T_Either", bound=Union["Dataset", "DataArray"])
        T = TypeVar("T")
        """, "arrays.py": """\
        class DataArray:
            def notnull(self):
                return self


        class Dataset:
            def notnull(self):
                return self
        """, "use.py": """\
        from types import T, T_DataArray, T_Either


        def cov(da: T_DataArray):
            return da.notnull()


        def either(obj: T_Either):
            return obj.notnull()


        def anything(obj: T):
            return obj.notnull()
        """})
    assert target(linker, "use.py", "notnull", "cov") == "arrays.py::DataArray.notnull()"
    assert target(linker, "use.py", "notnull", "either") is None
    assert target(linker, "use.py", "notnull", "anything") is None


ELEMENTS = """\
from collections.abc import Hashable, Iterable, Mapping
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Variable:
    def load(self):
        return self


class Index:
    def rename(self):
        return self


class Frozen(Mapping[K, V]):
    def __init__(self, mapping):
        self.mapping = mapping


class Pair(Generic[K, V]):
    pass


class Dataset:
    _variables: dict[Hashable, Variable]

    def __init__(self, indexes: dict[Hashable, Index]) -> None:
        self.indexes = indexes

    @property
    def variables(self) -> Frozen[Hashable, Variable]:
        return Frozen(self._variables)

    @property
    def pairs(self) -> Pair[Hashable, Variable]:
        return Pair()

    def load(self):
        for k, v in self._variables.items():
            v.load()

    def values(self):
        for v in self.variables.values():
            v.load()

    def indexed(self):
        for name, index in self.indexes.items():
            index.rename()

    def not_a_mapping(self):
        for k, v in self.pairs.items():
            v.load()

    def item(self, name):
        var = self._variables[name]
        return var.load()


def close_all(datasets: Iterable[Dataset], names: list[str]):
    for ds in datasets:
        ds.load()
    for i, ds in enumerate(datasets):
        ds.values()
    for name, ds in zip(names, datasets):
        ds.indexed()
    return [ds.item("x") for ds in sorted(datasets)]


def keys(mapping: Mapping[Variable, Index]):
    for key in mapping:
        key.load()
    for key in mapping.keys():
        key.load()


def reassigned(datasets: list[Dataset], other):
    for ds in datasets:
        pass
    ds = other
    ds.load()
"""


def test_elements_of_declared_containers() -> None:
    """xarray ``for k, v in self._variables.items(): v.load()`` and its kin: a ``for`` (or a
    comprehension, or a subscript) takes the element type its container declares: a name's
    annotation, an attribute's, a property's result; ``Frozen[K, V]``, a class of the project
    whose base is a ``Mapping``, is a mapping, another generic class (``Pair``) is not."""
    linker = link({"m.py": ELEMENTS})
    got = resolved(linker, "m.py")
    lines = ELEMENTS.splitlines()

    def at(snippet: str, name: str) -> str | None:
        line = next(i for i, text in enumerate(lines, 1) if snippet in text)
        return got[(line, name)]

    assert at("            v.load()", "load") == "m.py::Variable.load()"  # _variables.items()
    assert [got[(n, "load")] for n, text in enumerate(lines, 1) if text == "            v.load()"] == [
        "m.py::Variable.load()", "m.py::Variable.load()", None]  # items(), Frozen values(), Pair: not a mapping
    assert at("index.rename()", "rename") == "m.py::Index.rename()"
    assert at("return var.load()", "load") == "m.py::Variable.load()"
    assert at("        ds.load()", "load") == "m.py::Dataset.load()"
    assert at("ds.values()", "values") == "m.py::Dataset.values()"
    assert at("ds.indexed()", "indexed") == "m.py::Dataset.indexed()"
    assert at("ds.item(", "item") == "m.py::Dataset.item()"
    assert [got[(n, "load")] for n, text in enumerate(lines, 1) if text == "        key.load()"] == [
        "m.py::Variable.load()", "m.py::Variable.load()"]
    assert got[(lines.index("    ds.load()") + 1, "load")] is None, "assigned elsewhere too: they disagree"


RETURNS = """\
from typing import Self


class Variable:
    def _replace(self, data) -> Self:
        return self

    def _to_numeric(self):
        return type(self)(self.data)

    def _shift_one_dim(self, dim):
        return self._replace(dim)

    def either(self, flag):
        if flag:
            return Variable()
        return Other()

    def items(self):
        yield Variable()

    @classmethod
    def make(cls):
        return cls()

    def load(self):
        return self


class Other:
    def load(self):
        return self


def differentiate(v: Variable):
    n = v._to_numeric()
    n.load()
    s = v._shift_one_dim(0)
    s.load()
    e = v.either(True)
    e.load()
    g = v.items()
    g.load()


class Rolling:
    def _reduce_method(name):
        return name

    argmax = _reduce_method("argmax")

    def method(self):
        return _reduce_method("x")

    def copy(self):
        return type(self).make()
"""


def test_results_inferred_from_return_statements_and_class_body_calls() -> None:
    """xarray ``v._to_numeric()`` (no declared result; it returns ``type(self)(...)``),
    ``result._shift_one_dim()`` (returns ``self._replace(...)``, declared ``Self``), and
    ``argmax = _reduce_method(...)`` in ``Rolling``'s body, which sees the names defined above it;
    ``type(self).make()``.  Returns that disagree, or a generator's, say nothing."""
    linker = link({"m.py": RETURNS})
    got = resolved(linker, "m.py")
    lines = RETURNS.splitlines()
    assert [got[(lines.index(f"    {name}.load()") + 1, "load")] for name in "nseg"] == [
        "m.py::Variable.load()", "m.py::Variable.load()", None, None]
    assert target(linker, "m.py", "_reduce_method", "Rolling.argmax") == "m.py::Rolling._reduce_method()"
    assert target(linker, "m.py", "_reduce_method", "Rolling.method") is None, "a method does not see the class body"
    assert target(linker, "m.py", "make", "Rolling.copy") is None, "type(self) of a Rolling: Rolling has no make"


ITEMS = """\
from typing import Self


class Index:
    def rename(self):
        return self


class DataArray:
    def __getitem__(self, key) -> Self:
        return self

    def to_numpy(self):
        return self


class Dataset:
    def __init__(self, indexes: dict[str, Index]) -> None:
        self._indexes = indexes

    def index(self, key):
        return self._indexes[key].rename()


def create_default_index(name) -> tuple[Index, dict[str, DataArray]]:
    return Index(), {}


def items(indexes: list[Index], data: DataArray, pair: tuple[DataArray, Index]):
    indexes[0].rename()
    data["x"].to_numpy()
    index, variables = create_default_index("x")
    index.rename()
    variables.to_numpy()
    array, other = pair
    array.to_numpy()
    other.rename()
    first, *rest = pair
    first.to_numpy()
"""


def test_items_and_unpacked_tuples_of_declared_types() -> None:
    """xarray ``self._indexes[key].to_pandas_index()``, ``ds[u]._title_for_slice()``
    (``__getitem__`` declared ``Self``) and ``index, index_vars = create_default_index_implicit(v)``
    (declared ``tuple[PandasIndex, IndexVars]``); a starred pattern says nothing."""
    linker = link({"m.py": ITEMS})
    got = resolved(linker, "m.py")
    lines = ITEMS.splitlines()

    def at(text: str, name: str) -> str | None:
        return got[(lines.index(text) + 1, name)]

    assert at("        return self._indexes[key].rename()", "rename") == "m.py::Index.rename()"
    assert at("    indexes[0].rename()", "rename") == "m.py::Index.rename()"
    assert at('    data["x"].to_numpy()', "to_numpy") == "m.py::DataArray.to_numpy()"
    assert at("    index.rename()", "rename") == "m.py::Index.rename()"
    assert at("    variables.to_numpy()", "to_numpy") is None, "a dict, not a DataArray"
    assert at("    array.to_numpy()", "to_numpy") == "m.py::DataArray.to_numpy()"
    assert at("    other.rename()", "rename") == "m.py::Index.rename()"
    assert at("    first.to_numpy()", "to_numpy") is None


LOOPS = """\
from collections.abc import Hashable


class Variable:
    def set_dims(self):
        return self


class Index:
    def rename(self):
        return self


class Dataset:
    _variables: dict[Hashable, Variable]
    _indexes: dict[Hashable, Index]

    def expand_dims(self, other):
        for k, v in self._indexes.items():
            v.rename()
        for k, v in self._variables.items():
            v.set_dims()
        for k, v in self._variables.items():
            v = other
            v.set_dims()
        v.set_dims()
"""


def test_a_name_reused_by_several_loops_is_typed_by_the_loop_around_the_call() -> None:
    """xarray ``Dataset.expand_dims``: ``for k, v in ...items()`` over indexes, then over
    variables; inside each loop ``v`` is that loop's element, unless rebound in the loop; after
    the loops it is any of them."""
    linker = link({"m.py": LOOPS})
    got = resolved(linker, "m.py")
    lines = LOOPS.splitlines()
    calls = [got[(n, "set_dims")] for n, text in enumerate(lines, 1) if text.strip() == "v.set_dims()"]
    assert got[(lines.index("            v.rename()") + 1, "rename")] == "m.py::Index.rename()"
    assert calls == ["m.py::Variable.set_dims()", None, None]


ITER_LINES = """\
from typing import overload


class Chunk:
    def split(self, sep):
        return [self]

    def splitlines(self):
        return [self]


class Response:
    def iter_content(self) -> Chunk:
        return Chunk()

    @overload
    def iter_lines(self, delimiter: None = None) -> list: ...
    @overload
    def iter_lines(self, delimiter: str) -> list: ...
    def iter_lines(self, delimiter=None):
        chunk = self.iter_content()
        if delimiter:
            lines = chunk.split(delimiter)
        else:
            lines = chunk.splitlines()
        return lines.pop()
"""


def test_names_assigned_twice_in_an_overloaded_method_are_typed_in_its_own_scope() -> None:
    """requests ``Response.iter_lines`` (two ``@overload`` stubs, then the implementation, whose
    ``lines`` is assigned in two branches): the per-overload hints of one definition are read in
    that definition's scope; the linker crashed when the typing of one overload (Java) met the
    Python receivers typed through a call (the merge of the two)."""
    linker = link({"m.py": ITER_LINES})
    calls = edges(linker, "m.py", "CALLS")
    impl = "m.py::Response.iter_lines()~3"
    assert (impl, "m.py::Response.iter_content()") in calls
    assert (impl, "m.py::Chunk.split()") in calls and (impl, "m.py::Chunk.splitlines()") in calls


def test_a_value_chosen_by_or_or_if_else_is_typed_when_both_sides_agree() -> None:
    linker = link({"m.py": """\
        from typing import Optional


        class Console:
            def print(self):
                pass


        class Other:
            def print(self):
                pass


        def get_console() -> Console:
            return Console()


        class Live:
            def __init__(self, console: Optional[Console] = None, other: Other = None, flag=False):
                self.console = console if console is not None else get_console()
                self.spare = console or get_console()
                self.mixed = console or other
                self.maybe = console if flag else None
                self.unknown = console or make_one()
                self.both = console and get_console()

            def show(self):
                self.console.print()
                self.spare.print()
                self.mixed.print()
                self.maybe.print()
                self.unknown.print()
                self.both.print()
        """})
    calls = resolved(linker, "m.py")
    # `a if c else b` and `a or b` are typed when every side that says something agrees (a literal
    # None says nothing); sides of different or unknown types, and `and`, leave the value unknown.
    assert [calls[(line, "print")] for line in range(28, 34)] == [
        "m.py::Console.print()", "m.py::Console.print()", None, "m.py::Console.print()", None, None]
