// Command yardstick_go is the Go reference for bench/yardstick_go.py: it type-checks a module with
// go/types and prints, for every call site in the module's non-test source, what the called name
// resolves to.
//
// Usage: go run . MODULE_ROOT > answers.json
//
// Packages are the directories under MODULE_ROOT (testdata, vendor, hidden folders and nested
// modules left out), with the files go/build selects for the build the index describes:
// linux/amd64 with cgo, every go1.N release tag satisfied (the newest toolchain's choice of
// version-dependent files, whatever toolchain runs this; what that toolchain's own standard
// library lacks then shows as type errors, counted in the output), build constraints applied;
// _test.go files are read by no one. Imports of the
// module's own packages are type-checked here from source, in dependency order; imports under
// vendor/ likewise; anything else (the standard library) through go/importer's "source" importer.
//
// A call site is a call expression whose function is a name, a selector (pkg.F, x.M), either
// with explicit type arguments, or a parenthesised one of these; its position is the called
// name's (file, line, 0-based byte column).  Composite literals of a named type (T{...}) are
// reported too, as form "literal".  Each answer is [file, line, column, kind, name]: file is
// relative to MODULE_ROOT, or "" when the object is declared outside the module (standard
// library, builtins); kind is "function" (a function or method, concrete or an interface's),
// "class" (a type: a conversion or a literal) or "value" (a variable of function type).
//
// Output (stdout, JSON): {"files": [...checked files...], "errors": [...type errors...],
// "sites": {file: {"line:column": {"form": "call"|"literal", "answer": [...] or null}}}}.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

type answer []interface{}

type site struct {
	Form   string `json:"form"`
	Answer answer `json:"answer"`
}

type output struct {
	Files  []string                    `json:"files"`
	Errors []string                    `json:"errors"`
	Sites  map[string]map[string]*site `json:"sites"`
}

type loader struct {
	ctx    build.Context // the module's build: linux/amd64, cgo, every go1.N release tag
	root   string
	module string
	fset   *token.FileSet
	std    types.ImporterFrom
	pkgs   map[string]*types.Package // by directory
	busy   map[string]bool
	files  map[string][]*ast.File // the module's own packages' files, by directory
	info   *types.Info
	errors []string
}

func modulePath(root string) string {
	f, err := os.Open(filepath.Join(root, "go.mod"))
	if err != nil {
		return ""
	}
	defer f.Close()
	scan := bufio.NewScanner(f)
	for scan.Scan() {
		fields := strings.Fields(scan.Text())
		if len(fields) >= 2 && fields[0] == "module" {
			return strings.Trim(fields[1], `"`)
		}
	}
	return ""
}

// dirOf is the directory of an import path inside the module or its vendor folder, or "".
func (l *loader) dirOf(path string) string {
	if l.module != "" && (path == l.module || strings.HasPrefix(path, l.module+"/")) {
		return filepath.Join(l.root, filepath.FromSlash(strings.TrimPrefix(path, l.module)))
	}
	vendored := filepath.Join(l.root, "vendor", filepath.FromSlash(path))
	if st, err := os.Stat(vendored); err == nil && st.IsDir() {
		return vendored
	}
	return ""
}

func (l *loader) Import(path string) (*types.Package, error) {
	return l.ImportFrom(path, l.root, 0)
}

func (l *loader) ImportFrom(path, dir string, mode types.ImportMode) (*types.Package, error) {
	if target := l.dirOf(path); target != "" {
		return l.check(target, path)
	}
	return l.std.ImportFrom(path, "", mode) // the standard library: found under GOROOT, no module lookup
}

// check type-checks the package in dir once (its imports first, through the importer).
func (l *loader) check(dir, path string) (*types.Package, error) {
	if pkg, ok := l.pkgs[dir]; ok {
		return pkg, nil
	}
	if l.busy[dir] {
		return nil, fmt.Errorf("import cycle through %s", path)
	}
	l.busy[dir] = true
	defer delete(l.busy, dir)
	bp, err := l.ctx.ImportDir(dir, 0)
	if err != nil {
		return nil, err
	}
	var files []*ast.File
	for _, name := range append(append([]string{}, bp.GoFiles...), bp.CgoFiles...) {
		f, err := parser.ParseFile(l.fset, filepath.Join(dir, name), nil, parser.ParseComments)
		if err != nil {
			l.errors = append(l.errors, err.Error())
			if f == nil {
				continue
			}
		}
		files = append(files, f)
	}
	conf := types.Config{
		Importer:    l,
		FakeImportC: true,
		Error:       func(err error) { l.errors = append(l.errors, err.Error()) },
	}
	own := !strings.HasPrefix(dir, filepath.Join(l.root, "vendor")+string(filepath.Separator))
	info := &types.Info{}
	if own {
		info = l.info
		l.files[dir] = files
	}
	pkg, _ := conf.Check(path, l.fset, files, info)
	l.pkgs[dir] = pkg
	return pkg, nil
}

// packages are the module's own package directories.
func (l *loader) packages() []string {
	var dirs []string
	filepath.Walk(l.root, func(p string, fi os.FileInfo, err error) error {
		if err != nil || !fi.IsDir() {
			return nil
		}
		base := fi.Name()
		if p != l.root {
			if base == "testdata" || base == "vendor" || strings.HasPrefix(base, ".") || strings.HasPrefix(base, "_") {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(p, "go.mod")); err == nil {
				return filepath.SkipDir // a nested module
			}
		}
		dirs = append(dirs, p)
		return nil
	})
	sort.Strings(dirs)
	return dirs
}

func (l *loader) rel(path string) string {
	r, err := filepath.Rel(l.root, path)
	if err != nil || strings.HasPrefix(r, "..") || strings.HasPrefix(r, "vendor"+string(filepath.Separator)) {
		return ""
	}
	return filepath.ToSlash(r)
}

// calledName is the identifier a call's function expression names, or nil.
func calledName(fun ast.Expr) *ast.Ident {
	for {
		switch e := fun.(type) {
		case *ast.ParenExpr:
			fun = e.X
		case *ast.IndexExpr:
			fun = e.X
		case *ast.IndexListExpr:
			fun = e.X
		case *ast.Ident:
			return e
		case *ast.SelectorExpr:
			return e.Sel
		default:
			return nil
		}
	}
}

func (l *loader) answerOf(id *ast.Ident) answer {
	obj := l.info.Uses[id]
	if obj == nil {
		return nil
	}
	kind := "value"
	switch o := obj.(type) {
	case *types.Func:
		obj = o.Origin()
		kind = "function"
	case *types.TypeName:
		kind = "class"
	case *types.Builtin:
		return answer{"", 0, 0, "function", obj.Name()}
	}
	if !obj.Pos().IsValid() {
		return answer{"", 0, 0, kind, obj.Name()}
	}
	pos := l.fset.Position(obj.Pos())
	return answer{l.rel(pos.Filename), pos.Line, pos.Column - 1, kind, obj.Name()}
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: yardstick_go MODULE_ROOT")
		os.Exit(2)
	}
	root, err := filepath.Abs(os.Args[1])
	if err != nil {
		panic(err)
	}
	fset := token.NewFileSet()
	ctx := build.Default
	ctx.GOOS, ctx.GOARCH, ctx.CgoEnabled = "linux", "amd64", true
	ctx.ReleaseTags = nil
	for minor := 1; minor <= 99; minor++ {
		ctx.ReleaseTags = append(ctx.ReleaseTags, fmt.Sprintf("go1.%d", minor))
	}
	l := &loader{ctx: ctx, root: root, module: modulePath(root), fset: fset,
		std:  importer.ForCompiler(fset, "source", nil).(types.ImporterFrom),
		pkgs: map[string]*types.Package{}, busy: map[string]bool{}, files: map[string][]*ast.File{},
		info: &types.Info{Uses: map[*ast.Ident]types.Object{}}}
	for _, dir := range l.packages() {
		path := l.module
		if r := l.rel(dir); r != "." {
			path = l.module + "/" + r
		}
		if _, err := l.check(dir, path); err != nil {
			if _, none := err.(*build.NoGoError); !none {
				l.errors = append(l.errors, err.Error())
			}
		}
	}
	out := output{Files: []string{}, Errors: l.errors, Sites: map[string]map[string]*site{}}
	if out.Errors == nil {
		out.Errors = []string{}
	}
	for _, files := range l.files {
		for _, f := range files {
			name := l.rel(fset.Position(f.Pos()).Filename)
			out.Files = append(out.Files, name)
			sites := map[string]*site{}
			out.Sites[name] = sites
			ast.Inspect(f, func(n ast.Node) bool {
				var id *ast.Ident
				form := "call"
				switch e := n.(type) {
				case *ast.CallExpr:
					id = calledName(e.Fun)
				case *ast.CompositeLit:
					if e.Type != nil {
						id = calledName(e.Type)
						form = "literal"
					}
				}
				if id != nil {
					pos := fset.Position(id.Pos())
					sites[fmt.Sprintf("%d:%d", pos.Line, pos.Column-1)] = &site{form, l.answerOf(id)}
				}
				return true
			})
		}
	}
	sort.Strings(out.Files)
	enc := json.NewEncoder(os.Stdout)
	if err := enc.Encode(out); err != nil {
		panic(err)
	}
}
