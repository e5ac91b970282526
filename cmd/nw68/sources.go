package main

import (
	"cmp"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/yuin/gopher-lua/ast"
	"github.com/yuin/gopher-lua/parse"
	"github.com/zclconf/go-cty/cty"
)

// sources is a loaded ruleset with what `nw68 rule` and `nw68 doc` read
// beside it: its parsed HCL files, its scripts' syntax trees and the
// conformance cases of its layers. Every path is relative to the project.
type sources struct {
	rs    *ruleset.Ruleset
	files map[string]*hcl.File
	fsys  fs.FS
	// scripts are the layers' scripts then their lib modules, in load order.
	scripts []luaFile
	// cases are the cases of conformance/<layer>/ for every loaded layer.
	cases []caseCite
	// bus is the hook bus of a game of the rules (see attach): the
	// handlers as the scripts subscribed them, with their ids and order.
	bus *hook.Bus
}

// attach sets up a game of the loaded rules (the first scenario, else the
// smallest setup) so that its scripts subscribe their handlers, and keeps
// its bus: what doc shows of handlers is what a game runs.
func (s *sources) attach() error {
	rules, err := game.Compile(s.rs)
	if err != nil {
		return &exitError{code: exitFailures, err: err}
	}
	c := game.Config{Dice: dice.NewSeeded(strictSeed)}
	if len(s.rs.ScenarioList()) == 0 {
		c.Setup = smallestSetup(s.rs)
	}
	e, err := rules.New(c)
	if err != nil {
		return &exitError{code: exitFailures, err: err}
	}
	s.bus = &e.Bus
	return nil
}

// A luaFile is one script or lib module of a layer.
type luaFile struct {
	ruleset.Script
	lib bool
}

// loadSources loads a ruleset as g.load does, keeping the parsed files, and
// reads its scripts and cases.
func (g *globals) loadSources(f rulesFlags) (*sources, error) {
	fsys, err := g.fs()
	if err != nil {
		return nil, err
	}
	errs := []error{checkLayer(fsys, "rulesets", "ruleset", f.ruleset)}
	for _, m := range f.mods {
		errs = append(errs, checkLayer(fsys, "mods", "mod", m))
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	rs, files, diags := ruleset.Load(ruleset.Options{FS: fsys, Ruleset: f.ruleset, Mods: f.mods})
	if len(diags) > 0 {
		_ = ruleset.WriteDiagnostics(g.errOut, files, 100, diags)
	}
	if rs == nil {
		return nil, &exitError{code: exitFailures, err: fmt.Errorf("ruleset %q did not load (%d problem(s) above)", f.ruleset, len(diags.Errs()))}
	}
	s := &sources{rs: rs, files: files, fsys: fsys}
	s.readScripts()
	s.readCases()
	return s, nil
}

func (s *sources) readScripts() {
	add := func(sc ruleset.Script, lib bool) {
		s.scripts = append(s.scripts, luaFile{Script: sc, lib: lib})
	}
	for _, sc := range s.rs.Scripts {
		add(sc, false)
	}
	for _, l := range s.rs.Layers {
		mods := s.rs.Modules[l.ID]
		names := make([]string, 0, len(mods))
		for n := range mods {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			add(mods[n], true)
		}
	}
}

// readCases reads the cases of conformance/<layer>/ of every loaded layer:
// each case's name, place, rules and refusal only, from the HCL syntax (decoding
// whole cases, as conformance.Parse does, costs ten times as much). A file
// that does not parse is skipped; nw68 conform reports it.
func (s *sources) readCases() {
	for _, l := range s.rs.Layers {
		dir := path.Join("conformance", l.ID)
		_ = fs.WalkDir(s.fsys, dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || path.Ext(p) != ".hcl" {
				return nil
			}
			src, err := fs.ReadFile(s.fsys, p)
			if err != nil {
				return nil
			}
			file, diags := hclsyntax.ParseConfig(src, p, hcl.InitialPos)
			if diags.HasErrors() {
				return nil
			}
			for _, b := range file.Body.(*hclsyntax.Body).Blocks {
				if b.Type != "case" || len(b.Labels) != 1 {
					continue
				}
				c := caseCite{Name: b.Labels[0], At: b.DefRange()}
				if a, ok := b.Body.Attributes["rules"]; ok {
					c.Rules = literalStrings(a.Expr)
				}
				c.readRefusal(b.Body)
				s.cases = append(s.cases, c)
			}
			return nil
		})
	}
}

// at prints a range as file:line.
func at(r hcl.Range) string { return fmt.Sprintf("%s:%d", r.Filename, r.Start.Line) }

// exprText returns the source of an HCL expression, or "" for none.
func (s *sources) exprText(e hclsyntax.Expression) string {
	if e == nil {
		return ""
	}
	r := e.Range()
	f := s.files[r.Filename]
	if f == nil || r.End.Byte > len(f.Bytes) || r.Start.Byte > r.End.Byte {
		return ""
	}
	return strings.Join(strings.Fields(string(r.SliceBytes(f.Bytes))), " ")
}

// fileNames returns the names of the parsed HCL files, sorted.
func (s *sources) fileNames() []string {
	names := make([]string, 0, len(s.files))
	for n := range s.files {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// A dataCite is a block of HCL data that cites a rule with `rule = "<id>"`.
type dataCite struct {
	Rule string
	Kind string // block types from the top, e.g. "table row"
	Name string // their labels, e.g. "events/2"
	At   hcl.Range
	// Ref marks a rule named inside another attribute (what a class
	// closes, a modifier replaces): the block refers to the rule, it is
	// not the rule's own, so it may sit in another area.
	Ref bool
}

// dataCites walks every HCL file for `rule = "<id>"` (and `rules = [...]`)
// on any block at any depth, but the rule paragraphs themselves, and for
// rule ids named in any other attribute (Ref).
func (s *sources) dataCites() []dataCite {
	var out []dataCite
	var walk func(body *hclsyntax.Body, kinds, names []string)
	walk = func(body *hclsyntax.Body, kinds, names []string) {
		for _, b := range body.Blocks {
			k := append(slices.Clone(kinds), b.Type)
			n := slices.Clone(names)
			if len(b.Labels) > 0 {
				n = append(n, strings.Join(b.Labels, " "))
			}
			if len(kinds) > 0 || b.Type != ruleset.KindRule {
				for _, name := range slices.Sorted(maps.Keys(b.Body.Attributes)) {
					a := b.Body.Attributes[name]
					where, ref := strings.Join(n, "/"), name != "rule" && name != "rules"
					ids := literalStrings(a.Expr)
					if ref {
						ids, where = s.ruleLeaves(a.Expr), where+" ("+name+")"
					}
					for _, id := range ids {
						out = append(out, dataCite{Rule: id, Kind: strings.Join(k, " "), Name: where, At: a.SrcRange, Ref: ref})
					}
				}
			}
			walk(b.Body, k, n)
		}
	}
	for _, name := range s.fileNames() {
		if body, ok := s.files[name].Body.(*hclsyntax.Body); ok {
			walk(body, nil, nil)
		}
	}
	return out
}

// literalStrings returns a constant string expression's value, or the
// strings of a constant list; nothing for anything else.
// ruleLeaves returns the declared rule ids among the strings of a constant
// expression, at any depth of its lists and objects.
func (s *sources) ruleLeaves(e hclsyntax.Expression) []string {
	v, diags := e.Value(nil)
	if diags.HasErrors() || !v.IsWhollyKnown() {
		return nil
	}
	var out []string
	var walk func(v cty.Value, depth int)
	walk = func(v cty.Value, depth int) {
		switch {
		case v.IsNull() || depth > 8:
		case v.Type() == cty.String:
			if _, ok := s.rs.Rules[v.AsString()]; ok && !slices.Contains(out, v.AsString()) {
				out = append(out, v.AsString())
			}
		case v.CanIterateElements():
			for it := v.ElementIterator(); it.Next(); {
				_, el := it.Element()
				walk(el, depth+1)
			}
		}
	}
	walk(v, 0)
	return out
}

func literalStrings(e hclsyntax.Expression) []string {
	v, diags := e.Value(nil)
	if diags.HasErrors() || !v.IsWhollyKnown() || v.IsNull() {
		return nil
	}
	if v.Type() == cty.String {
		return []string{v.AsString()}
	}
	if !v.CanIterateElements() {
		return nil
	}
	var out []string
	for it := v.ElementIterator(); it.Next(); {
		_, el := it.Element()
		if el.IsKnown() && !el.IsNull() && el.Type() == cty.String {
			out = append(out, el.AsString())
		}
	}
	return out
}

// quotedID finds a rule id quoted in Lua ("id", 'id') or bracketed in a
// comment or text ([id]).
var quotedID = regexp.MustCompile(`["'\[]([A-Za-z0-9_][A-Za-z0-9_.\-]*)["'\]]`)

// A luaCite is a line of Lua that names a rule id.
type luaCite struct {
	Rule string
	Path string
	Line int
	Text string
	// Handlers are the ids of the handlers whose code holds the line.
	Handlers []string
}

// handlerSpans are the lines of each file that the handlers of a game's
// bus span, from the nw68.on call to the end of its handler.
type handlerSpans map[string][]handlerSpan

type handlerSpan struct {
	first, last int
	ids         []string
}

// handlerSpans matches each nw68.on call of the scripts to the handlers it
// subscribed on the bus (several for a call in a helper that runs more
// than once), by file and line; none without a game's bus.
func (s *sources) handlerSpans() handlerSpans {
	out := handlerSpans{}
	if s.bus == nil { // no game set up (see attach)
		return out
	}
	subs := s.readLua().subs
	for _, p := range s.bus.Points() {
		for _, h := range s.bus.Handlers(p) {
			line := sourceLine(h.Source)
			for _, sub := range subs {
				if sub.Path == h.File && sub.Point == string(p) && line >= sub.Line && line <= sub.LastLine {
					out.add(sub.Path, sub.Line, sub.LastLine, h.ID)
					break
				}
			}
		}
	}
	return out
}

func (hs handlerSpans) add(path string, first, last int, id string) {
	for i, sp := range hs[path] {
		if sp.first == first {
			hs[path][i].ids = append(sp.ids, id)
			return
		}
	}
	hs[path] = append(hs[path], handlerSpan{first: first, last: last, ids: []string{id}})
}

// at returns the ids of the handlers whose code spans a line of a file.
func (hs handlerSpans) at(path string, line int) []string {
	for _, sp := range hs[path] {
		if line >= sp.first && line <= sp.last {
			return sp.ids
		}
	}
	return nil
}

// sourceLine is the line of a handler's Source, file:line.
func sourceLine(source string) int {
	line, _ := strconv.Atoi(source[strings.LastIndexByte(source, ':')+1:])
	return line
}

// luaCites scans every line of the scripts and lib modules for quoted or
// bracketed rule ids.
func (s *sources) luaCites() []luaCite {
	var out []luaCite
	for _, f := range s.scripts {
		for i, line := range strings.Split(f.Source, "\n") {
			seen := map[string]bool{}
			for _, m := range quotedID.FindAllStringSubmatch(line, -1) {
				id := m[1]
				if _, ok := s.rs.Rules[id]; !ok || seen[id] {
					continue
				}
				seen[id] = true
				out = append(out, luaCite{Rule: id, Path: f.Path, Line: i + 1, Text: strings.TrimSpace(line)})
			}
		}
	}
	return out
}

// A subscription is a static reading of one nw68.on call.
type subscription struct {
	Point  string
	Filter string // the filter, or the expression that gives it
	// Literal says the filter is a string in the source, not a variable.
	Literal bool
	// Phase, Before and After are the options' phase ("" for main) and
	// the areas named; OrderText is the options' text when they are not
	// literal.
	Phase         string
	Before, After []string
	OrderText     string
	// Area is the area of the file (ruleset.Script.Area).
	Area    string
	Layer   int
	LayerID string
	Path    string
	Line    int
	// LastLine is the last line of the nw68.on call, its handler included.
	LastLine int
	Lib      bool
	// Kinds are the values a variable filter takes when the call sits in
	// a loop over a literal list: for _, kind in ipairs({"fire", ...}).
	Kinds []string
	// handler is the handler argument, and scope resolves the names of
	// its file (luaFacts.handlerFuncs).
	handler ast.Expr
	scope   *luaScope
}

// A stageUse is a stage a script passes to nw68.compute (or any table
// field `stage = "..."`).
type stageUse struct {
	Stage string
	Path  string
	Line  int
}

// A vetoCite is a `return "<code>", <rule>, ...` of a script: how validate
// handlers refuse an action.
type vetoCite struct {
	Code string
	Rule string // the rule id, or the expression that gives it
	// Literal says Rule is a rule id in the source.
	Literal bool
	Path    string
	Line    int
	// fn is the innermost function holding the return (nil: the chunk).
	fn *ast.FunctionExpr
}

// luaFacts is what a static reading of the scripts finds.
type luaFacts struct {
	subs   []subscription
	stages []stageUse
	vetoes []vetoCite
	funcs  luaGraph
}

var codePattern = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// readLua walks the syntax trees of the scripts for nw68.on calls, stages
// of computed values and veto returns. Subscriptions come out in the order
// the bus runs them (see orderSubs).
func (s *sources) readLua() luaFacts {
	lf := luaFacts{funcs: newLuaGraph()}
	for _, f := range s.scripts {
		chunk, err := parse.Parse(strings.NewReader(f.Source), f.Path)
		if err != nil {
			continue // the loader reports it
		}
		layer := s.rs.LayerIndex(f.Layer)
		scope := newLuaScope(f, chunk)
		var v *luaVisitor
		v = &luaVisitor{
			call: func(c *ast.FuncCallExpr) {
				switch {
				case isNW68(c, "on") && len(c.Args) >= 2:
					p, ok := c.Args[0].(*ast.StringExpr)
					if !ok {
						return
					}
					sub := subscription{Point: p.Value, Area: f.Area, Layer: layer, LayerID: f.Layer, Path: f.Path, Line: c.Line(), LastLine: lastLine(c), Lib: f.lib, scope: scope}
					sub.Filter, sub.Literal = luaText(c.Args[1])
					if id, ok := c.Args[1].(*ast.IdentExpr); ok {
						sub.Kinds = v.loops[id.Value]
					}
					if len(c.Args) >= 3 {
						sub.handler = c.Args[2]
						lf.funcs.handlers[c.Args[2]] = true
					}
					if len(c.Args) >= 4 {
						sub.readOrder(c.Args[3])
					}
					lf.subs = append(lf.subs, sub)
				}
				lf.funcs.call(scope, v.cur, c)
			},
			fn:   func(fn *ast.FunctionExpr) { lf.funcs.enter(fn, v.cur) },
			stmt: func(st ast.Stmt) { lf.funcs.define(scope, st) },
			table: func(t *ast.TableExpr) {
				for _, fl := range t.Fields {
					k, ok := fl.Key.(*ast.StringExpr)
					if !ok || k.Value != "stage" {
						continue
					}
					if v, ok := fl.Value.(*ast.StringExpr); ok {
						lf.stages = append(lf.stages, stageUse{Stage: v.Value, Path: f.Path, Line: v.Line()})
					}
				}
			},
			ret: func(r *ast.ReturnStmt) {
				exprs := r.Exprs
				// a helper may return nil (or false) before the veto:
				// `return nil, "not_forward", "planes.route", reason`
				if len(exprs) >= 3 {
					switch exprs[0].(type) {
					case *ast.NilExpr, *ast.FalseExpr:
						exprs = exprs[1:]
					}
				}
				if len(exprs) < 2 {
					return
				}
				code, ok := exprs[0].(*ast.StringExpr)
				if !ok || !codePattern.MatchString(code.Value) {
					return
				}
				rule, lit := luaText(exprs[1])
				if lit {
					if _, known := s.rs.Rules[rule]; !known {
						return
					}
				} else if _, computed := exprs[1].(*ast.FuncCallExpr); len(exprs) < 3 || isConst(exprs[1]) || computed {
					// a rule id is a literal or a variable holding one; a
					// computed second value is no veto (`return "he", tonumber(fp), ...`)
					return
				}
				lf.vetoes = append(lf.vetoes, vetoCite{Code: code.Value, Rule: rule, Literal: lit, Path: f.Path, Line: r.Line(), fn: v.cur})
			},
		}
		v.stmts(chunk)
	}
	lf.subs = orderSubs(lf.subs)
	return lf
}

// orderSubs puts subscriptions in the order the bus runs them, as
// hook.Order does; a variable filter counts as "*". Where the bus would
// refuse the order (a cycle, an unknown area), they stay by phase, layer
// and area in declaration order.
func orderSubs(subs []subscription) []subscription {
	byPoint := map[string][]*hook.Handler{}
	index := map[*hook.Handler]int{}
	for i, sub := range subs {
		filter := sub.Filter
		if !sub.Literal {
			filter = hook.Any
		}
		phase, _ := hook.ParsePhase(sub.Phase)
		h := &hook.Handler{Point: hook.Point(sub.Point), Filter: filter, Layer: sub.Layer, Area: sub.Area, Phase: phase, Before: sub.Before, After: sub.After, File: sub.Path, Source: fmt.Sprintf("%s:%d", sub.Path, sub.Line)}
		index[h] = i
		byPoint[sub.Point] = append(byPoint[sub.Point], h)
	}
	out := make([]subscription, 0, len(subs))
	for _, p := range slices.Sorted(maps.Keys(byPoint)) {
		list, err := hook.Order(byPoint[p], nil)
		if err != nil {
			list = slices.Clone(byPoint[p])
			slices.SortStableFunc(list, func(x, y *hook.Handler) int {
				return cmp.Or(cmp.Compare(x.Phase, y.Phase), cmp.Compare(x.Layer, y.Layer), cmp.Compare(x.Area, y.Area))
			})
		}
		for _, h := range list {
			out = append(out, subs[index[h]])
		}
	}
	return out
}

// lastLine is the last line of a call, its arguments included (the parser
// notes the last line of a function's body, not always of a call).
func lastLine(c *ast.FuncCallExpr) int {
	last := max(c.Line(), c.LastLine())
	for _, a := range c.Args {
		last = max(last, a.LastLine())
		if inner, ok := a.(*ast.FuncCallExpr); ok {
			last = max(last, lastLine(inner))
		}
	}
	return last
}

// isNW68 reports whether a call is nw68.<name>(...) or nw68.<name>{...}.
func isNW68(c *ast.FuncCallExpr, name string) bool {
	g, ok := c.Func.(*ast.AttrGetExpr)
	if !ok {
		return false
	}
	obj, ok := g.Object.(*ast.IdentExpr)
	key, ok2 := g.Key.(*ast.StringExpr)
	return ok && ok2 && obj.Value == "nw68" && key.Value == name
}

func isConst(e ast.Expr) bool {
	_, ok := e.(ast.ConstExpr)
	return ok
}

// luaText returns a string literal's value (and true), or a short text of
// another expression: a name, a field path, or "(expression)".
func luaText(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.StringExpr:
		return e.Value, true
	case *ast.IdentExpr:
		return e.Value, false
	case *ast.AttrGetExpr:
		obj, _ := luaText(e.Object)
		if k, ok := e.Key.(*ast.StringExpr); ok {
			return obj + "." + k.Value, false
		}
		return obj + "[...]", false
	}
	return "(expression)", false
}

// readOrder reads the phase, before and after of an options table of
// nw68.on; what is not literal is kept as text.
func (sub *subscription) readOrder(e ast.Expr) {
	t, ok := e.(*ast.TableExpr)
	if !ok {
		sub.OrderText, _ = luaText(e)
		return
	}
	for _, f := range t.Fields {
		k, ok := f.Key.(*ast.StringExpr)
		if !ok {
			continue
		}
		names, literal := areaList(f.Value)
		switch {
		case !literal:
			text, _ := luaText(f.Value)
			sub.OrderText = k.Value + " = " + text
		case k.Value == "phase" && len(names) == 1:
			sub.Phase = names[0]
		case k.Value == "before":
			sub.Before = names
		case k.Value == "after":
			sub.After = names
		}
	}
}

// areaList reads a string or a table of strings.
func areaList(e ast.Expr) ([]string, bool) {
	if v, ok := e.(*ast.StringExpr); ok {
		return []string{v.Value}, true
	}
	t, ok := e.(*ast.TableExpr)
	if !ok {
		return nil, false
	}
	var out []string
	for _, f := range t.Fields {
		v, ok := f.Value.(*ast.StringExpr)
		if f.Key != nil || !ok {
			return nil, false
		}
		out = append(out, v.Value)
	}
	return out, true
}

// A luaVisitor walks a syntax tree, calling its functions on calls, table
// constructors and returns, and (when set) on entering a function and on
// every statement. It keeps the innermost function it is in, and the
// strings a loop variable takes in a loop over a literal list.
type luaVisitor struct {
	call  func(*ast.FuncCallExpr)
	table func(*ast.TableExpr)
	ret   func(*ast.ReturnStmt)
	fn    func(*ast.FunctionExpr)
	stmt  func(ast.Stmt)
	// cur is the function being walked (nil: the chunk's top level).
	cur *ast.FunctionExpr
	// loops maps the variable of each enclosing
	// `for _, x in ipairs({"a", "b"})` to its strings.
	loops map[string][]string
}

func (v *luaVisitor) stmts(list []ast.Stmt) {
	for _, st := range list {
		v.walkStmt(st)
	}
}

func (v *luaVisitor) walkStmt(st ast.Stmt) {
	if v.stmt != nil {
		v.stmt(st)
	}
	switch st := st.(type) {
	case *ast.AssignStmt:
		v.exprs(st.Lhs)
		v.exprs(st.Rhs)
	case *ast.LocalAssignStmt:
		v.exprs(st.Exprs)
	case *ast.FuncCallStmt:
		v.expr(st.Expr)
	case *ast.DoBlockStmt:
		v.stmts(st.Stmts)
	case *ast.WhileStmt:
		v.expr(st.Condition)
		v.stmts(st.Stmts)
	case *ast.RepeatStmt:
		v.stmts(st.Stmts)
		v.expr(st.Condition)
	case *ast.IfStmt:
		v.expr(st.Condition)
		v.stmts(st.Then)
		v.stmts(st.Else)
	case *ast.NumberForStmt:
		v.expr(st.Init)
		v.expr(st.Limit)
		v.expr(st.Step)
		v.stmts(st.Stmts)
	case *ast.GenericForStmt:
		v.exprs(st.Exprs)
		if name, values, ok := literalLoop(st); ok {
			if v.loops == nil {
				v.loops = map[string][]string{}
			}
			outer, had := v.loops[name]
			v.loops[name] = values
			defer func() {
				if had {
					v.loops[name] = outer
				} else {
					delete(v.loops, name)
				}
			}()
		}
		v.stmts(st.Stmts)
	case *ast.FuncDefStmt:
		v.expr(st.Func)
	case *ast.ReturnStmt:
		v.ret(st)
		v.exprs(st.Exprs)
	}
}

func (v *luaVisitor) exprs(list []ast.Expr) {
	for _, e := range list {
		v.expr(e)
	}
}

func (v *luaVisitor) expr(e ast.Expr) {
	switch e := e.(type) {
	case *ast.AttrGetExpr:
		v.expr(e.Object)
		v.expr(e.Key)
	case *ast.TableExpr:
		v.table(e)
		for _, f := range e.Fields {
			v.expr(f.Key)
			v.expr(f.Value)
		}
	case *ast.FuncCallExpr:
		v.call(e)
		v.expr(e.Func)
		v.expr(e.Receiver)
		v.exprs(e.Args)
	case *ast.LogicalOpExpr:
		v.expr(e.Lhs)
		v.expr(e.Rhs)
	case *ast.RelationalOpExpr:
		v.expr(e.Lhs)
		v.expr(e.Rhs)
	case *ast.StringConcatOpExpr:
		v.expr(e.Lhs)
		v.expr(e.Rhs)
	case *ast.ArithmeticOpExpr:
		v.expr(e.Lhs)
		v.expr(e.Rhs)
	case *ast.UnaryMinusOpExpr:
		v.expr(e.Expr)
	case *ast.UnaryNotOpExpr:
		v.expr(e.Expr)
	case *ast.UnaryLenOpExpr:
		v.expr(e.Expr)
	case *ast.FunctionExpr:
		if v.fn != nil {
			v.fn(e)
		}
		outer := v.cur
		v.cur = e
		v.stmts(e.Stmts)
		v.cur = outer
	}
}

// readRefusal reads a case's `expect { rejected = {...} }` and the kind of
// its last action block; a case whose actions come from a fixture has no
// kind here.
func (c *caseCite) readRefusal(body *hclsyntax.Body) {
	for _, b := range body.Blocks {
		switch {
		case b.Type == "action" && len(b.Labels) == 1:
			c.LastKind = b.Labels[0]
		case b.Type == "expect":
			a, ok := b.Body.Attributes["rejected"]
			if !ok {
				continue
			}
			v, diags := a.Expr.Value(nil)
			if diags.HasErrors() || !v.IsWhollyKnown() || v.IsNull() || !v.Type().IsObjectType() {
				continue
			}
			c.Refused = &refusal{}
			for name, f := range v.AsValueMap() {
				if f.IsNull() || f.Type() != cty.String {
					continue
				}
				switch name {
				case "code":
					c.Refused.Code = f.AsString()
				case "rule":
					c.Refused.Rule = f.AsString()
				}
			}
		}
	}
}
