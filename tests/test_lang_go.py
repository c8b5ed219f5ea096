"""Go extraction and linking: packages, go.mod module paths, methods on types in other
files, embedding, composite literals, type hints, implicit interfaces, tests."""

from __future__ import annotations

from smriti_git.index.languages import for_path, get
from smriti_git.index.link import Linker

from .lang_support import extract, link, resolved


def test_registered_by_extension_and_go_mod() -> None:
    go = for_path("pkg/a.go")
    mod = for_path("go.mod")
    assert go is not None and go.name == "go" and go.package_scope == "directory"
    assert mod is not None and mod.name == "gomod" and mod.family == go.family == "go"
    assert get("go").is_test_path("pkg/a_test.go") and not get("go").is_test_path("pkg/a.go")


def test_definitions_signatures_docs_and_export() -> None:
    facts = extract("store/store.go", """\
        // Package store keeps things.
        package store

        import "errors"

        // Max is the limit.
        const Max = 3

        var (
            count, total int
            ErrGone = errors.New("gone")
        )

        // Repo finds things.
        type Repo interface {
            // Find looks up by id.
            Find(id int) (*Item, error)
            Closer
        }

        type (
            // Item is stored.
            Item struct {
                Base
                *Meta
                ID   int // the id
                name string
            }
            ID = int
        )

        // Name returns the item's name.
        func (i *Item) Name() string { return i.name }

        func helper[T any](v T) (T, error) { return v, nil }
        """)
    assert facts.package == "store" and facts.doc == "Package store keeps things."
    defs = {d.qualname: d for d in facts.definitions}
    assert {q: d.kind for q, d in defs.items()} == {
        "Max": "constant", "count": "variable", "total": "variable", "ErrGone": "variable",
        "Repo": "interface", "Repo.Find": "method", "Item": "struct", "Item.Base": "field", "Item.Meta": "field",
        "Item.ID": "field", "Item.name": "field", "ID": "type", "Item.Name": "method", "helper": "function",
    }
    assert defs["Max"].signature == "const Max = 3" and defs["Max"].doc == "Max is the limit."
    assert defs["count"].signature == "var count, total int"
    assert defs["Repo"].signature == "type Repo interface" and defs["Repo"].doc == "Repo finds things."
    assert defs["Repo.Find"].is_abstract and defs["Repo.Find"].returns == "Item"
    assert defs["Repo.Find"].doc == "Find looks up by id." and defs["Repo.Find"].parent == "Repo"
    assert defs["Item"].signature == "type Item struct" and defs["Item"].doc == "Item is stored."
    assert defs["Item.name"].doc == "" and not defs["Item.name"].exported and defs["Item.ID"].exported
    assert defs["ID"].signature == "type ID = int"
    name = defs["Item.Name"]
    assert name.parent == "Item" and not name.owner and name.returns == "string"
    assert name.signature == "func (i *Item) Name() string" and name.doc == "Name returns the item's name."
    assert defs["helper"].signature == "func helper[T any](v T) (T, error)" and not defs["helper"].exported
    assert sorted((i.type_qualname, i.base, i.kind) for i in facts.inherits) == [
        ("Item", "Base", "embeds"), ("Item", "Meta", "embeds"), ("Repo", "Closer", "embeds")]


def test_imports_aliases_dot_and_blank() -> None:
    facts = extract("main.go", """\
        package main

        import (
            "fmt"
            s "strings"
            . "example.com/app/util"
            _ "embed"
        )
        import "os"
        """)
    assert [(i.module, i.name, i.alias) for i in facts.imports] == [
        ("fmt", None, None), ("strings", None, "s"), ("example.com/app/util", "*", None),
        ("embed", None, "_"), ("os", None, None)]
    go = get("go")
    from smriti_git.index.facts import ImportFact
    assert go.import_binding_name(ImportFact("gopkg.in/yaml.v3")) == "yaml"
    assert go.import_binding_name(ImportFact("github.com/x/lib/v2")) == "lib"
    assert go.import_binding_name(ImportFact("example.com/app/store")) == "store"


def test_calls_and_hints() -> None:
    facts = extract("app/app.go", """\
        package app

        func (s *Server) Run(r store.Repo, names ...string) {
            x := Foo{A: 1}
            y := &store.Repo{}
            z, err := NewFoo()
            var w Foo
            v := new(Bar)
            g := x.(*Foo)
            s.repo.Find(1)
            G[int](3)
            for _, item := range names { item.Go() }
        }
        """)
    got = [(c.line, c.name, c.receiver, c.is_new) for c in facts.calls]
    assert got == [(4, "Foo", None, True), (5, "Repo", "store", True), (6, "NewFoo", None, False),
                   (8, "new", None, False), (10, "Find", "s.repo", False), (11, "G", None, False),
                   (12, "Go", "item", False)]
    hints = {(h.scope, h.name): h.type for h in facts.hints}
    assert hints[("Server.Run", "s")] == "Server" and hints[("Server.Run", "r")] == "store.Repo"
    assert hints[("Server.Run", "names")] == "?" and hints[("Server.Run", "names$elem")] == "string"
    assert hints[("Server.Run", "item")] == "$names$elem@Server.Run"  # an element of names
    assert hints[("Server.Run", "x")] == "Foo" and hints[("Server.Run", "y")] == "store.Repo"
    assert hints[("Server.Run", "z")] == "()NewFoo" and hints[("Server.Run", "err")] == "?"
    assert hints[("Server.Run", "w")] == "Foo" and hints[("Server.Run", "v")] == "Bar"
    assert hints[("Server.Run", "g")] == "Foo"
    run = facts.definitions[0]
    assert run.qualname == "Server.Run" and run.owner == "Server" and run.parent is None


GO_MOD = "module example.com/app\n\ngo 1.22\n\nrequire (\n\tgithub.com/x/y v1.2.3 // indirect\n)\n"

STORE = """\
    package store

    // Repo is storage.
    type Repo interface {
        Find(id int) (*Item, error)
    }

    type Item struct{ Name string }

    type Mem struct {
        items map[int]*Item
        log   *Journal
    }

    func NewMem() *Mem { return &Mem{log: NewJournal()} }
    """

MEM = """\
    package store

    // Find implements Repo.
    func (m *Mem) Find(id int) (*Item, error) {
        m.log.Record("find")
        return m.items[id], nil
    }
    """

JOURNAL = """\
    package store

    type Journal struct{}

    func NewJournal() *Journal { return &Journal{} }

    func (j *Journal) Record(what string) {}
    """

MAIN = """\
    package main

    import (
        "fmt"

        "example.com/app/store"
        st "example.com/app/store"
    )

    func main() {
        m := store.NewMem()
        item, _ := m.Find(1)
        fmt.Println(item.Name)
        var r store.Repo = st.NewMem()
        r.Find(2)
        st.NewMem().Find(3)
        local()
    }
    """

HELPERS = """\
    package main

    func local() {}
    """


def _app() -> Linker:
    return link({"go.mod": GO_MOD, "store/store.go": STORE, "store/mem.go": MEM, "store/journal.go": JOURNAL,
                 "main.go": MAIN, "helpers.go": HELPERS})


def test_go_mod_gives_module_paths() -> None:
    linker = _app()
    facts = linker.tables["go.mod"].facts
    assert facts.package == "example.com/app" and facts.lang == "gomod"
    assert [(i.module, i.line) for i in facts.imports] == [("github.com/x/y", 6)]
    assert linker.symbols["go.mod"].qualname == "example.com/app"
    assert linker.symbols["store/mem.go"].qualname == "example.com/app/store"
    assert linker.symbols["main.go"].qualname == "example.com/app"
    imports = [(e.dst, e.target) for e in linker.link("main.go").edges if e.kind == "IMPORTS"]
    assert (None, "fmt") in imports
    assert {d for d, t in imports if t == "example.com/app/store"} == {
        "store/store.go", "store/mem.go", "store/journal.go"}


def test_methods_in_other_files_are_members_of_their_type() -> None:
    linker = _app()
    mem = linker.tables["store/mem.go"]
    assert mem.symbols[1].id == "store/mem.go::Mem.Find()" and mem.symbols[1].parent == "store/mem.go"
    assert "Find" not in linker.packages[("go", "store")]  # not a package-level name
    assert linker.members("store/store.go::Mem#")["Find"] == ["store/mem.go::Mem.Find()"]
    assert resolved(linker, "store/mem.go") == {(5, "Record"): "store/journal.go::Journal.Record()"}
    assert resolved(linker, "store/store.go") == {(15, "Mem"): "store/store.go::Mem#",
                                               (15, "NewJournal"): "store/journal.go::NewJournal()"}
    assert resolved(linker, "main.go") == {
        (11, "NewMem"): "store/store.go::NewMem()",
        (12, "Find"): "store/mem.go::Mem.Find()",
        (13, "Println"): None,
        (14, "NewMem"): "store/store.go::NewMem()",
        (15, "Find"): "store/store.go::Repo.Find()",
        (16, "NewMem"): "store/store.go::NewMem()",
        (16, "Find"): "store/mem.go::Mem.Find()",
        (17, "local"): "helpers.go::local()",
    }


def test_implicit_interfaces_give_dispatch_candidates() -> None:
    linker = _app()
    assert linker.subtypes["store/store.go::Repo#"] == ["store/store.go::Mem#"]
    table = linker.tables["main.go"]
    call = next(c for c in table.facts.calls if c.line == 15)
    edge, candidates = linker.resolve_call(table, call)
    assert edge.dst == "store/store.go::Repo.Find()" and edge.resolved
    assert [(c.dst, c.resolved, c.reason) for c in candidates] == [
        ("store/mem.go::Mem.Find()", False, "virtual dispatch")]


def test_embedding_promotes_methods_and_fields_type_receivers() -> None:
    linker = link({
        "go.mod": "module example.com/x\n",
        "a/a.go": """\
            package a

            type Base struct{ repo *Repo }

            func (b *Base) Hello() {}

            type Repo struct{}

            func (r *Repo) Find() {}

            type Child struct {
                *Base
            }

            func use(c Child) {
                c.Hello()
                c.repo.Find()
                c.Base.Hello()
            }
            """,
    })
    assert resolved(linker, "a/a.go") == {(16, "Hello"): "a/a.go::Base.Hello()", (17, "Find"): "a/a.go::Repo.Find()",
                                       (18, "Hello"): "a/a.go::Base.Hello()"}
    inherits = [(e.src, e.dst, e.kind) for e in linker.link("a/a.go").edges if e.kind == "INHERITS"]
    assert inherits == [("a/a.go::Child#", "a/a.go::Base#", "INHERITS")]


def test_module_path_inferred_without_go_mod() -> None:
    linker = link({
        "util/util.go": "package util\n\nfunc Slug() {}\n",
        "cmd/main.go": """\
            package main

            import (
                "github.com/me/app/util"
                "github.com/other/errors"
            )

            func main() { util.Slug(); errors.New() }
            """,
        "errors/errors.go": "package errors\n\nfunc New() {}\n",
    })
    assert resolved(linker, "cmd/main.go") == {(8, "Slug"): "util/util.go::Slug()", (8, "New"): None}


def test_external_test_package_and_test_functions() -> None:
    linker = link({
        "go.mod": "module example.com/x\n",
        "s/s.go": "package s\n\nfunc Open() {}\n\nfunc helper() {}\n",
        "s/s_test.go": """\
            package s_test

            import (
                "testing"

                "example.com/x/s"
            )

            func TestOpen(t *testing.T) {
                s.Open()
                helper()
                t.Fatal("x")
            }

            func BenchmarkOpen(b *testing.B) {}
            func notATest() {}
            """,
    })
    facts = linker.tables["s/s_test.go"].facts
    assert facts.is_test and facts.package == "s_test"
    assert {d.name: d.is_test for d in facts.definitions} == {"TestOpen": True, "BenchmarkOpen": True,
                                                               "notATest": False}
    # the external test package imports s; it does not see s's unexported names
    assert resolved(linker, "s/s_test.go") == {(10, "Open"): "s/s.go::Open()", (11, "helper"): None,
                                            (12, "Fatal"): None}
    edges = linker.link("s/s_test.go").edges
    assert ("TESTS", "s/s_test.go::TestOpen()", "s/s.go::Open()") in [(e.kind, e.src, e.dst) for e in edges]
    assert all(p.endswith("s.go") for p in linker.resolve_module_spec("s/s_test.go", "example.com/x/s").paths)


def test_build_variants_stay_out_of_the_package_table() -> None:
    from smriti_git.index.languages.go import build_variant
    assert build_variant("a/x.go", b"package a") == ""
    assert build_variant("a/x_windows.go", b"package a") == "windows"
    assert build_variant("a/x_linux_arm64_test.go", b"package a") == "linux_arm64"
    assert build_variant("a/x_linux.go", b"package a") == ""
    assert build_variant("a/y.go", b"// c\n\n//go:build !slicelabels && (linux || darwin)\n\npackage a") == ""
    assert build_variant("a/y.go", b"//go:build slicelabels\n\npackage a") == "go:build slicelabels"
    assert build_variant("a/y.go", b"package a\n\n//go:build windows\n") == ""  # not a constraint after the clause
    linker = link({
        "go.mod": "module example.com/x\n",
        "l/a_fast.go": "//go:build fast\n\npackage l\n\nfunc From() {}\n\nfunc only() { From() }\n",
        "l/b_plain.go": "//go:build !fast\n\npackage l\n\nfunc From() {}\n",
        "main.go": 'package main\n\nimport "example.com/x/l"\n\nfunc main() { l.From() }\n',
    })
    assert linker.tables["l/a_fast.go"].facts.variant == "go:build fast"
    assert resolved(linker, "main.go") == {(5, "From"): "l/b_plain.go::From()"}
    assert resolved(linker, "l/a_fast.go") == {(7, "From"): "l/a_fast.go::From()"}  # its own names still visible
    imports = [e.dst for e in linker.link("main.go").edges if e.kind == "IMPORTS"]
    assert imports == ["l/b_plain.go"]


def test_field_reads_and_collection_elements_type_their_names() -> None:
    """``c := n.first`` is typed by the field; ``xs[i]``, ``range xs`` and ``a.xs[i]`` by the
    element type of ``xs`` (declared, ``make``, literal, slice, ``append``, a struct field)."""
    linker = link({"go.mod": "module example.com/m\n", "t/t.go": """\
        package t

        type Code uint32

        func (c Code) Len() int { return int(c) }

        type Node struct {
            first *Node
            codes []Code
            byName map[string]*Node
        }

        func (n *Node) Next() *Node { return n }

        func Walk(n *Node, codes [4]Code, more ...*Node) {
            c := n.first
            c.Next()
            d, e := &n.first, n.codes[0]
            d.Next()
            e.Len()
            for _, x := range codes { x.Len() }
            for _, m := range more { m.Next() }
            n.codes[1].Len()
            n.byName["a"].Next()
            made := make([]Code, 3)
            made[0].Len()
            lit := []*Node{n}
            part := lit[1:]
            part[0].Next()
            grown := append(made, 1)
            grown[2].Len()
            for k, v := range n.byName { v.Next(); k.Len() }
            for i := range codes { codes[i].Len() }
        }
        """})
    assert resolved(linker, "t/t.go") == {
        (5, "int"): None, (17, "Next"): "t/t.go::Node.Next()", (19, "Next"): "t/t.go::Node.Next()",
        (20, "Len"): "t/t.go::Code.Len()", (21, "Len"): "t/t.go::Code.Len()", (22, "Next"): "t/t.go::Node.Next()",
        (23, "Len"): "t/t.go::Code.Len()", (24, "Next"): "t/t.go::Node.Next()", (25, "make"): None,
        (26, "Len"): "t/t.go::Code.Len()", (29, "Next"): "t/t.go::Node.Next()", (30, "append"): None,
        (31, "Len"): "t/t.go::Code.Len()", (32, "Next"): "t/t.go::Node.Next()", (32, "Len"): None,
        (33, "Len"): "t/t.go::Code.Len()"}
    calls = {(c.line, c.name): c.receiver for c in linker.tables["t/t.go"].facts.calls}
    assert calls[(23, "Len")] == "n.codes$elem" and calls[(26, "Len")] == "made$elem"  # element reads, for the linker


def test_a_literal_is_its_type_even_beside_a_method_named_like_it() -> None:
    linker = link({"go.mod": "module example.com/m\n", "t/t.go": """\
        package t

        type Text struct{ s string }

        func (t *Text) Text() string { return t.s }

        func New() *Text { return &Text{s: "a"} }
        """})
    assert resolved(linker, "t/t.go") == {(7, "Text"): "t/t.go::Text#"}


def test_constants_named_slices_and_channel_receives_are_typed() -> None:
    linker = link({"go.mod": "module example.com/m\n", "t/t.go": """\
        package t

        type State int

        func (s State) String() string { return "" }

        const (
            Start State = iota
            other
        )

        type Key []string

        func (k Key) Last() string { return k[len(k)-1] }

        func Run(ch chan *Key) {
            Start.String()
            k := make(Key, 0, 4)
            k.Last()
            got := <-ch
            got.Last()
        }
        """})
    assert resolved(linker, "t/t.go") == {
        (14, "len"): None, (17, "String"): "t/t.go::State.String()", (18, "make"): None,
        (19, "Last"): "t/t.go::Key.Last()", (21, "Last"): "t/t.go::Key.Last()"}


def test_files_the_go_tool_ignores_define_nothing_for_the_package() -> None:
    """``_state.go`` (gopher-lua's template for state.go) is no part of the package."""
    files = {"go.mod": "module example.com/m\n",
             "l/_state.go": "package l\n\ntype State struct{}\n\nfunc (s *State) Push() {}\n",
             "l/state.go": "package l\n\ntype State struct{}\n\nfunc (s *State) Push() {}\n",
             "l/use.go": "package l\n\nfunc Use(s *State) { s.Push() }\n"}
    linker = link(files)
    assert get("go").extract("l/_state.go", files["l/_state.go"].encode()).variant.startswith("ignored")
    assert resolved(linker, "l/use.go") == {(3, "Push"): "l/state.go::State.Push()"}


def test_a_name_redeclared_with_another_type_in_an_inner_block_is_no_guess() -> None:
    """``c *Config`` and, inside an ``if``, ``c, ok := v.(Checker)``: two variables the linker
    cannot tell apart (blocks are no scopes to it), so neither type decides; where every
    binding agrees (``d``), the type stands."""
    linker = link({"go.mod": "module example.com/m\n", "t/t.go": """\
        package t

        type Checker interface{ Check() }

        type Config struct{ Visitors []any }

        func (c *Config) Check() {
            for _, v := range c.Visitors {
                if c, ok := v.(Checker); ok {
                    c.Check()
                }
            }
            d := &Config{}
            if d, ok := any(d).(*Config); ok {
                d.Check()
            }
        }
        """})
    assert resolved(linker, "t/t.go") == {(10, "Check"): None, (13, "Config"): "t/t.go::Config#",
                                          (14, "any"): None, (15, "Check"): "t/t.go::Config.Check()"}


def test_a_field_of_an_element_is_typed_by_the_element() -> None:
    linker = link({"go.mod": "module example.com/m\n", "t/t.go": """\
        package t

        type Pos struct{ line int }

        func (p Pos) Line() int { return p.line }

        type info struct{ pos Pos }

        type Meta struct{ keys map[string]info }

        func (m *Meta) At(k string) int { return m.keys[k].pos.Line() }
        """})
    assert resolved(linker, "t/t.go") == {(11, "Line"): "t/t.go::Pos.Line()"}
    assert [c.receiver for c in linker.tables["t/t.go"].facts.calls] == ["m.keys$elem.pos"]


def test_a_type_switch_binding_has_its_case_clause_type() -> None:
    linker = link({"go.mod": "module example.com/m\n", "t/t.go": """\
        package t

        type Marshaler interface{ Marshal() string }

        type Text struct{}

        func (t *Text) Marshal() string { return "" }

        func (t *Text) Len() int { return 0 }

        func Encode(v any) {
            switch x := v.(type) {
            case Marshaler:
                x.Marshal()
            case *Text, string:
                x.Marshal()
            case *Text:
                x.Len()
                switch x := any(x).(type) {
                case Marshaler:
                    x.Marshal()
                }
            }
        }
        """})
    assert resolved(linker, "t/t.go") == {
        (14, "Marshal"): "t/t.go::Marshaler.Marshal()", (16, "Marshal"): None, (18, "Len"): "t/t.go::Text.Len()",
        (19, "any"): None, (21, "Marshal"): "t/t.go::Marshaler.Marshal()"}
    receivers = [c.receiver for c in linker.tables["t/t.go"].facts.calls if c.name in ("Marshal", "Len")]
    assert receivers == ["x$case13", "x", "x$case17", "x$case20"]
