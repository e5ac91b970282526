package main

import (
	"fmt"
	"io"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/nw68/nw68/conformance"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/yuin/gopher-lua/ast"
)

// Which rejection codes an action kind can return, read from the scripts'
// source as `nw68 doc` reads them (readLua): the vetoes of the functions
// its action_available and action_validate handlers run, following the
// calls they make by name (local functions of the file, functions of the
// lib modules they require) and the closures they hold. The reading is
// generous: a helper that returns a code for another caller counts too.

// A luaScope is what resolves names in one file: the lib modules its
// locals stand for (local movement = require("movement"); in a lib
// module, the table it returns).
type luaScope struct {
	path  string
	alias map[string]string
}

func newLuaScope(f luaFile, chunk []ast.Stmt) *luaScope {
	sc := &luaScope{path: f.Path, alias: map[string]string{}}
	if f.lib && len(chunk) > 0 {
		if r, ok := chunk[len(chunk)-1].(*ast.ReturnStmt); ok && len(r.Exprs) == 1 {
			if id, ok := r.Exprs[0].(*ast.IdentExpr); ok {
				sc.alias[id.Value] = strings.TrimSuffix(path.Base(f.Path), ".lua")
			}
		}
	}
	return sc
}

// key names a function: a field of a module ("module movement.check"), a
// field of another table of the file, or a local of the file.
func (sc *luaScope) key(obj, name string) string {
	if obj == "" {
		return sc.path + " " + name
	}
	if m, ok := sc.alias[obj]; ok {
		return "module " + m + "." + name
	}
	return sc.path + " " + obj + "." + name
}

// ref returns the key of a function named by an expression (f, t.f), or "".
func (sc *luaScope) ref(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.IdentExpr:
		return sc.key("", e.Value)
	case *ast.AttrGetExpr:
		obj, ok1 := e.Object.(*ast.IdentExpr)
		k, ok2 := e.Key.(*ast.StringExpr)
		if ok1 && ok2 {
			return sc.key(obj.Value, k.Value)
		}
	}
	return ""
}

// A luaRef is a name a function calls, resolved once every file is read
// (a module's functions may be read after its callers).
type luaRef struct {
	scope *luaScope
	expr  ast.Expr
	// method is set for obj:method(...) calls, with expr the object.
	method string
}

func (r luaRef) key() string {
	if r.method == "" {
		return r.scope.ref(r.expr)
	}
	if obj, ok := r.expr.(*ast.IdentExpr); ok {
		return r.scope.key(obj.Value, r.method)
	}
	return ""
}

// A luaGraph is the functions of the scripts with what each calls.
type luaGraph struct {
	defs  map[string][]*ast.FunctionExpr
	calls map[*ast.FunctionExpr][]luaRef
	// inner lists the closures written inside a function (but handlers
	// it subscribes, which run on their own).
	inner    map[*ast.FunctionExpr][]*ast.FunctionExpr
	handlers map[ast.Expr]bool
	// links are locals standing for other functions:
	// local can_attack = attack.can_attack.
	links map[string][]luaRef
}

func newLuaGraph() luaGraph {
	return luaGraph{defs: map[string][]*ast.FunctionExpr{}, calls: map[*ast.FunctionExpr][]luaRef{}, inner: map[*ast.FunctionExpr][]*ast.FunctionExpr{}, handlers: map[ast.Expr]bool{}, links: map[string][]luaRef{}}
}

func (g *luaGraph) enter(fn, parent *ast.FunctionExpr) {
	if parent != nil && !g.handlers[fn] {
		g.inner[parent] = append(g.inner[parent], fn)
	}
}

func (g *luaGraph) call(sc *luaScope, in *ast.FunctionExpr, c *ast.FuncCallExpr) {
	if c.Receiver != nil {
		g.calls[in] = append(g.calls[in], luaRef{scope: sc, expr: c.Receiver, method: c.Method})
		return
	}
	if id, ok := c.Func.(*ast.IdentExpr); ok && id.Value == "require" && len(c.Args) == 1 {
		return
	}
	g.calls[in] = append(g.calls[in], luaRef{scope: sc, expr: c.Func})
}

// define records function definitions (function t.f, local function f,
// local f = function, t.f = function) and require aliases.
func (g *luaGraph) define(sc *luaScope, st ast.Stmt) {
	switch st := st.(type) {
	case *ast.FuncDefStmt:
		k := ""
		if st.Name.Receiver != nil {
			if obj, ok := st.Name.Receiver.(*ast.IdentExpr); ok {
				k = sc.key(obj.Value, st.Name.Method)
			}
		} else {
			k = sc.ref(st.Name.Func)
		}
		if k != "" {
			g.defs[k] = append(g.defs[k], st.Func)
		}
	case *ast.LocalAssignStmt:
		for i, name := range st.Names {
			if i >= len(st.Exprs) {
				break
			}
			switch e := st.Exprs[i].(type) {
			case *ast.FunctionExpr:
				g.defs[sc.key("", name)] = append(g.defs[sc.key("", name)], e)
			case *ast.IdentExpr, *ast.AttrGetExpr:
				k := sc.key("", name)
				g.links[k] = append(g.links[k], luaRef{scope: sc, expr: e})
			case *ast.FuncCallExpr:
				if id, ok := e.Func.(*ast.IdentExpr); ok && id.Value == "require" && len(e.Args) == 1 {
					if m, ok := e.Args[0].(*ast.StringExpr); ok {
						sc.alias[name] = m.Value
					}
				}
			}
		}
	case *ast.AssignStmt:
		for i, lhs := range st.Lhs {
			if i >= len(st.Rhs) {
				break
			}
			if fn, ok := st.Rhs[i].(*ast.FunctionExpr); ok {
				if k := sc.ref(lhs); k != "" {
					g.defs[k] = append(g.defs[k], fn)
				}
			}
		}
	}
}

// literalLoop reads `for _, x in ipairs({"a", "b"})`: x and its strings.
func literalLoop(st *ast.GenericForStmt) (string, []string, bool) {
	if len(st.Names) != 2 || len(st.Exprs) != 1 {
		return "", nil, false
	}
	c, ok := st.Exprs[0].(*ast.FuncCallExpr)
	if !ok || len(c.Args) != 1 {
		return "", nil, false
	}
	if id, ok := c.Func.(*ast.IdentExpr); !ok || id.Value != "ipairs" {
		return "", nil, false
	}
	t, ok := c.Args[0].(*ast.TableExpr)
	if !ok {
		return "", nil, false
	}
	names, ok := areaList(t)
	return st.Names[1], names, ok && len(names) > 0
}

// handlerFuncs returns the functions a subscription's handler stands for.
func (lf *luaFacts) handlerFuncs(sub subscription) []*ast.FunctionExpr {
	if fn, ok := sub.handler.(*ast.FunctionExpr); ok {
		return []*ast.FunctionExpr{fn}
	}
	if sub.handler == nil || sub.scope == nil {
		return nil
	}
	return lf.funcs.resolve(sub.scope.ref(sub.handler), map[string]bool{})
}

// resolve returns the functions a key names, through the locals that
// stand for other functions; seen guards against loops of them.
func (g *luaGraph) resolve(k string, seen map[string]bool) []*ast.FunctionExpr {
	if k == "" || seen[k] {
		return nil
	}
	seen[k] = true
	out := g.defs[k]
	for _, r := range g.links[k] {
		out = append(slices.Clip(out), g.resolve(r.key(), seen)...)
	}
	return out
}

// codesOf returns the rejection codes the functions can return, sorted:
// their own vetoes and those of every function they reach.
func (lf *luaFacts) codesOf(roots []*ast.FunctionExpr) []string {
	seen := map[*ast.FunctionExpr]bool{}
	stack := slices.Clone(roots)
	for len(stack) > 0 {
		fn := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if fn == nil || seen[fn] {
			continue
		}
		seen[fn] = true
		stack = append(stack, lf.funcs.inner[fn]...)
		for _, r := range lf.funcs.calls[fn] {
			stack = append(stack, lf.funcs.resolve(r.key(), map[string]bool{})...)
		}
	}
	set := map[string]bool{}
	for _, v := range lf.vetoes {
		if v.fn != nil && seen[v.fn] {
			set[v.Code] = true
		}
	}
	return slices.Sorted(maps.Keys(set))
}

// anyAction is the pseudo kind of handlers subscribed to every action.
const anyAction = "*"

// actionCodes returns, per action kind, the rejection codes that layer's
// own action_validate and action_available handlers can return (an
// available handler's veto refuses every action of its kind) (anyAction for handlers on
// every action; a variable filter outside a literal loop counts as one),
// and the kernel's not_yours for the actions the layer declares with a
// parameter of = "own".
func (s *sources) actionCodes(layer string) map[string][]string {
	lf := s.readLua()
	sets := map[string]map[string]bool{}
	add := func(kind string, codes ...string) {
		if len(codes) == 0 {
			return
		}
		if sets[kind] == nil {
			sets[kind] = map[string]bool{}
		}
		for _, c := range codes {
			sets[kind][c] = true
		}
	}
	for _, sub := range lf.subs {
		if sub.Point != "action_validate" && sub.Point != "action_available" || sub.LayerID != layer {
			continue
		}
		codes := lf.codesOf(lf.handlerFuncs(sub))
		switch {
		case sub.Literal:
			add(sub.Filter, codes...)
		case len(sub.Kinds) > 0:
			for _, k := range sub.Kinds {
				add(k, codes...)
			}
		default:
			add(anyAction, codes...)
		}
	}
	for _, id := range s.rs.ActionList {
		// a layer's preconditions refuse the actions they guard with their codes
		for _, p := range s.rs.PreconditionsOf(id) {
			if p.Layer == layer {
				add(id, p.Code)
			}
		}
		a := s.rs.Actions[id]
		if a == nil || a.Layer != layer {
			continue
		}
		if slices.ContainsFunc(a.Params, func(p ruleset.Param) bool { return p.Of == ruleset.ScopeOwn }) {
			add(id, engine.CodeNotYours)
		}
	}
	out := map[string][]string{}
	for k, set := range sets {
		out[k] = slices.Sorted(maps.Keys(set))
	}
	return out
}

// A layerCodes is one ruleset layer's action kinds with their codes.
type layerCodes struct {
	Layer string
	Kinds map[string][]string
}

// writeCodeCoverage prints, per ruleset layer and action kind, how many of
// the kind's rejection codes some case refuses: a case whose last action
// is of that kind (any kind for anyAction) and expects that code, run on
// a ruleset holding the layer.
func writeCodeCoverage(w io.Writer, layers []layerCodes, refusals []conformance.Refusal) {
	fmt.Fprintln(w, "\nrejection codes with a case, per action kind (codes its action_available and action_validate handlers return, and not_yours for a parameter of = \"own\"):")
	var all, allCovered int
	for _, l := range layers {
		covered := map[string]map[string]bool{}
		for _, r := range refusals {
			if r.Code == "" || !slices.Contains(r.Layers, l.Layer) {
				continue
			}
			for _, k := range []string{r.Kind, anyAction} {
				if covered[k] == nil {
					covered[k] = map[string]bool{}
				}
				covered[k][r.Code] = true
			}
		}
		var n, have int
		fmt.Fprintf(w, "%s:\n", l.Layer)
		for _, kind := range slices.Sorted(maps.Keys(l.Kinds)) {
			codes := l.Kinds[kind]
			var missing []string
			for _, c := range codes {
				if !covered[kind][c] {
					missing = append(missing, c)
				}
			}
			name := kind
			if kind == anyAction {
				name = "any action (*)"
			}
			line := fmt.Sprintf("  %s: %d of %d rejection codes have a case", name, len(codes)-len(missing), len(codes))
			if len(missing) > 0 {
				line += " (missing: " + strings.Join(missing, ", ") + ")"
			}
			fmt.Fprintln(w, line)
			n += len(codes)
			have += len(codes) - len(missing)
		}
		fmt.Fprintf(w, "%s: %d of %d rejection codes of %d %s have a case\n", l.Layer, have, n, len(l.Kinds), plural(len(l.Kinds), "action kind"))
		all += n
		allCovered += have
	}
	fmt.Fprintf(w, "%d of %d rejection codes have a case\n", allCovered, all)
}
