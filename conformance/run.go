package conformance

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"math/big"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	"github.com/nw68/nw68/core/text"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/zclconf/go-cty/cty"
)

// Runner runs cases, loading each ruleset and mod combination once.
type Runner struct {
	// FS is the project root holding rulesets/ and mods/.
	FS fs.FS
	// Lua holds the scripts' budgets (zero values: the defaults).
	Lua    script.Options
	loaded map[string]*loaded
	// cited counts, per loaded rule id, the cases that cite it.
	cited map[string]int
	// layerOf names, per rule id, the layer answering for the rule: the
	// ruleset that replaced or patched it, where one loaded ruleset changes
	// another's rule.
	layerOf map[string]string
	// refusals are the refusals the cases run so far expect.
	refusals []Refusal
	// rulesets are the ruleset layers (not mods) of the combinations
	// loaded so far, in the order first loaded.
	rulesets []string
}

// loaded is a ruleset and mod combination, or why it did not load.
type loaded struct {
	rules *game.Rules
	err   error
	// layers are the ids of its layers, in load order.
	layers []string
}

// A Refusal is what a case expecting a rejection expects: the kind of its
// last action and the code (and rule) it must be refused with, on a game
// of those layers.
type Refusal struct {
	Case       *Case
	Layers     []string
	Kind       string
	Code, Rule string
}

// NewRunner returns a runner over a project root.
func NewRunner(fsys fs.FS) *Runner {
	return &Runner{FS: fsys, loaded: map[string]*loaded{}, cited: map[string]int{}, layerOf: map[string]string{}}
}

// A Result is the outcome of one case.
type Result struct {
	Case *Case
	// Why are the checks that failed, in no language yet, to report in any.
	Why []Message
	// Log is the game's narrative, to show with a failure.
	Log []engine.LogEntry
}

// Passed reports whether every check held.
func (r Result) Passed() bool { return len(r.Why) == 0 }

// Failures are the checks that failed, in say's language (English when nil).
func (r Result) Failures(say *text.Printer) []string {
	out := make([]string, len(r.Why))
	for i, m := range r.Why {
		out[i] = m.In(say)
	}
	return out
}

func (r *Runner) rules(c *Case) *loaded {
	key := strings.Join(append([]string{c.Ruleset}, c.Mods...), "+")
	if l, ok := r.loaded[key]; ok {
		return l
	}
	l := &loaded{}
	l.rules, l.err = game.Load(ruleset.Options{FS: r.FS, Ruleset: c.Ruleset, Mods: c.Mods})
	if l.err == nil {
		for _, layer := range l.rules.RS.Layers {
			l.layers = append(l.layers, layer.ID)
			if layer.Kind != ruleset.LayerMod && !slices.Contains(r.rulesets, layer.ID) {
				r.rulesets = append(r.rulesets, layer.ID)
			}
		}
		for id, rule := range l.rules.RS.Rules {
			if _, ok := r.cited[id]; !ok {
				r.cited[id] = 0
			}
			if _, ok := r.layerOf[id]; !ok || rule.LastLayer() == c.Ruleset {
				r.layerOf[id] = rule.LastLayer()
			}
		}
	}
	r.loaded[key] = l
	return l
}

// A RuleCoverage is a rule of a loaded ruleset and the number of cases
// citing it.
type RuleCoverage struct {
	ID, Layer string
	Cases     int
}

// Coverage returns every rule id of the rulesets loaded so far, sorted,
// with its layer and the number of cases that cite it.
func (r *Runner) Coverage() []RuleCoverage {
	out := make([]RuleCoverage, 0, len(r.cited))
	for _, id := range slices.Sorted(maps.Keys(r.cited)) {
		out = append(out, RuleCoverage{ID: id, Layer: r.layerOf[id], Cases: r.cited[id]})
	}
	return out
}

// Refusals returns the refusals expected by the cases run so far (those
// whose ruleset loaded and whose last action has a kind), in run order.
func (r *Runner) Refusals() []Refusal { return slices.Clone(r.refusals) }

// Rulesets returns the ruleset layers (not the mods) of every ruleset and
// mod combination loaded so far, in the order first loaded.
func (r *Runner) Rulesets() []string { return slices.Clone(r.rulesets) }

// Run runs one case.
func (r *Runner) Run(c *Case) (res Result) {
	res.Case = c
	fail := func(key string, pairs ...any) {
		m := message(key, pairs...)
		res.Why = append(res.Why, m)
	}
	l := r.rules(c)
	if l.err != nil {
		fail("", "text", l.err)
		return res
	}
	for _, id := range c.Rules {
		if _, ok := l.rules.RS.Rules[id]; !ok {
			fail("conform.why.unknown_rule", "rule", strconv.Quote(id), "ruleset", strconv.Quote(c.Ruleset))
			continue
		}
		r.cited[id]++
	}
	if want := c.Expect.Rejected; want != nil && len(c.Actions) > 0 {
		r.refusals = append(r.refusals, Refusal{Case: c, Layers: l.layers, Kind: c.Actions[len(c.Actions)-1].Kind, Code: want.Code, Rule: want.Rule})
	}
	if !res.Passed() {
		return res
	}
	e, err := l.rules.New(c.Config(r.Lua))
	if err != nil {
		fail("", "text", err)
		return res
	}
	defer func() { res.Log = e.Log }()
	if !r.runActions(c, e, fail) {
		return res
	}
	// open reaction windows are passed up, as the next action would, unless
	// the case checks the window itself
	if _, checksWindow := c.Expect.State["interrupt"]; !checksWindow && c.Expect.Rejected == nil {
		if err := e.Settle(); err != nil {
			fail("conform.why.settle", "err", err)
		}
	}
	if left := e.Dice.Leftover(); len(left) > 0 {
		fail("conform.why.dice_left", "n", len(left), "faces", fmt.Sprint(left))
	}
	if left := e.DrawsLeft(); len(left) > 0 {
		fail("conform.why.draws_left", "n", len(left), "draws", fmt.Sprint(left))
	}
	r.check(c, e, fail)
	return res
}

// runActions submits the case's actions; it reports false when the case
// cannot go on to its checks.
func (r *Runner) runActions(c *Case, e *engine.Engine, fail func(string, ...any)) bool {
	want := c.Expect.Rejected
	if want != nil && len(c.Actions) == 0 {
		fail("conform.why.no_action")
		return false
	}
	for i, a := range c.Actions {
		last := i == len(c.Actions)-1
		before, _ := e.State.Encode()
		logLen := len(e.Log)
		err := e.Submit(engine.Action{Kind: a.Kind, Params: a.Params, Side: a.By})
		if err == nil {
			if last && want != nil {
				fail("conform.why.accepted", "n", i+1, "kind", a.Kind, "want", describeWant(want.Code, want.Rule))
			}
			continue
		}
		rej, isRej := engine.IsRejection(err)
		if !last || want == nil || !isRej {
			if errors.Is(err, dice.ErrScriptExhausted) {
				fail("conform.why.dice_out", "n", i+1, "kind", a.Kind, "err", err)
			} else {
				fail("conform.why.action_failed", "n", i+1, "kind", a.Kind, "err", err)
			}
			return false
		}
		if want.Code != "" && rej.Code != want.Code || want.Rule != "" && rej.Rule != want.Rule {
			fail("conform.why.other_refusal", "want", describeWant(want.Code, want.Rule), "code", strconv.Quote(rej.Code), "rule", strconv.Quote(rej.Rule), "reason", rej.Reason)
		}
		if after, _ := e.State.Encode(); !bytes.Equal(before, after) || len(e.Log) != logLen {
			fail("conform.why.changed", "n", i+1, "kind", a.Kind)
		}
	}
	return true
}

// describeWant words the refusal a case expects: " with code "c" and
// rule "r"", or less.
func describeWant(code, rule string) Message {
	switch {
	case code != "" && rule != "":
		return message("conform.want.both", "code", strconv.Quote(code), "rule", strconv.Quote(rule))
	case code != "":
		return message("conform.want.code", "code", strconv.Quote(code))
	case rule != "":
		return message("conform.want.rule", "rule", strconv.Quote(rule))
	}
	return message("", "text", "")
}

func (r *Runner) check(c *Case, e *engine.Engine, fail func(string, ...any)) {
	x := c.Expect
	for _, name := range slices.Sorted(maps.Keys(x.Reports)) {
		got, ok := e.Reports[name]
		if !ok {
			fail("conform.why.not_reported", "report", name)
			continue
		}
		for _, field := range slices.Sorted(maps.Keys(x.Reports[name])) {
			compare(fail, name+"."+field, x.Reports[name][field], got[field])
		}
	}
	for _, name := range slices.Sorted(maps.Keys(x.Numbered)) {
		got := e.ReportsOf(name)
		for _, n := range slices.Sorted(maps.Keys(x.Numbered[name])) {
			if n > len(got) {
				fail("conform.why.too_few_reports", "report", name, "n", n, "made", len(got))
				continue
			}
			for _, field := range slices.Sorted(maps.Keys(x.Numbered[name][n])) {
				compare(fail, fmt.Sprintf("%s %d.%s", name, n, field), x.Numbered[name][n][field], got[n-1][field])
			}
		}
	}
	for _, handle := range slices.Sorted(maps.Keys(x.Units)) {
		u, ok := e.State.Units[handle]
		if !ok {
			fail("conform.why.no_unit", "unit", strconv.Quote(handle))
			continue
		}
		got := map[string]any{
			"alive": u.Alive, "on_map": u.OnMap, "face": u.Face, "type": u.Type,
			"side": u.Side, "formation": u.Formation, "statuses": u.Statuses,
			"carries": u.Carries, "attached": u.Attached, "transports": u.Transports, "aboard": u.Aboard,
		}
		if u.OnMap {
			got["at"] = e.Label(u.Hex)
		}
		for field, want := range x.Units[handle] {
			if field == "counters" {
				compareObject(fail, "unit "+handle+".counters", want, func(k string) any { return u.Counter(k) })
				continue
			}
			if _, known := got[field]; !known && field != "at" {
				// a shorthand the ruleset declares checks what it stands for
				s, ok := e.Rules.Shorthand(field)
				switch {
				case !ok:
					fail("conform.why.unknown_unit_check", "unit", strconv.Quote(handle), "check", strconv.Quote(field))
				case s.Face != "":
					compare(fail, "unit "+handle+"."+field, want, u.Face == s.Face)
				case want.Type() == cty.String && !want.IsNull():
					compare(fail, "unit "+handle+"."+field, cty.True, u.Has(want.AsString()))
				default:
					fail("conform.why.status_check", "unit", strconv.Quote(handle), "check", field)
				}
				continue
			}
			compare(fail, "unit "+handle+"."+field, want, got[field])
		}
	}
	for _, m := range x.Markers {
		at, err := e.Layout.Parse(m.At)
		if err != nil {
			fail("conform.why.marker", "at", m.At, "kind", m.Kind, "err", err)
			continue
		}
		mk, present := e.State.Marker(at, m.Kind)
		for field, want := range m.Checks {
			switch field {
			case "present":
				compare(fail, fmt.Sprintf("marker %s %s present", m.At, m.Kind), want, present)
			case "level":
				compare(fail, fmt.Sprintf("marker %s %s level", m.At, m.Kind), want, mk.Level)
			default:
				fail("conform.why.unknown_marker_check", "at", m.At, "kind", m.Kind, "check", strconv.Quote(field))
			}
		}
	}
	for _, label := range slices.Sorted(maps.Keys(x.Hexes)) {
		at, err := e.Layout.Parse(label)
		if err != nil {
			fail("conform.why.hex", "hex", label, "err", err)
			continue
		}
		var types []string
		for _, u := range e.State.UnitsAt(at) {
			types = append(types, u.Type)
		}
		for field, want := range x.Hexes[label] {
			switch field {
			case "unit_types":
				compare(fail, "hex "+label+".unit_types", want, types)
			case "units":
				compare(fail, "hex "+label+".units", want, len(types))
			case "control":
				compare(fail, "hex "+label+".control", want, e.State.Control[at])
			default:
				fail("conform.why.unknown_hex_check", "hex", label, "check", strconv.Quote(field))
			}
		}
	}
	for field, want := range x.Cup {
		switch field {
		case "drawn":
			compare(fail, "cup.drawn", want, len(e.State.Drawn))
		case "remaining":
			compare(fail, "cup.remaining", want, len(e.State.Cup))
		case "contents":
			compare(fail, "cup.contents", want, e.State.Cup)
		default:
			fail("conform.why.unknown_cup_check", "check", strconv.Quote(field))
		}
	}
	r.checkState(e, x.State, fail)
	for _, want := range x.Log {
		if !slices.ContainsFunc(e.Log, func(l engine.LogEntry) bool {
			return strings.Contains(strings.ToLower(l.Text), strings.ToLower(want))
		}) {
			fail("conform.why.log", "text", strconv.Quote(want))
		}
	}
}

func (r *Runner) checkState(e *engine.Engine, checks map[string]cty.Value, fail func(string, ...any)) {
	s := e.State
	for _, field := range slices.Sorted(maps.Keys(checks)) {
		want := checks[field]
		switch field {
		case "vars":
			compareObject(fail, "vars", want, func(k string) any { return s.Var(k) })
		case "values":
			compareObject(fail, "values", want, func(name string) any { return scopeValues(s, name) })
		case "control":
			compareObject(fail, "control", want, func(label string) any {
				at, err := e.Layout.Parse(label)
				if err != nil {
					return "(" + err.Error() + ")"
				}
				return s.Control[at]
			})
		case "reports":
			compareObject(fail, "reports", want, func(name string) any { return len(e.ReportsOf(name)) })
		case "interrupt":
			kind := ""
			if n := len(s.Interrupts); n > 0 {
				kind = s.Interrupts[n-1].Kind
			}
			compare(fail, field, want, kind)
		default:
			got := map[string]any{"turn": s.Turn, "phase": s.Phase, "step": s.Step, "active_side": s.ActiveSide, "active_formation": s.ActiveFormation, "cup": s.Cup, "drawn": s.Drawn, "result": s.Result}
			compare(fail, field, want, got[field])
		}
	}
}

func compareObject(fail func(string, ...any), what string, want cty.Value, get func(string) any) {
	if !want.Type().IsObjectType() {
		fail("conform.why.not_object", "what", what)
		return
	}
	m := want.AsValueMap()
	for _, k := range slices.Sorted(maps.Keys(m)) {
		compare(fail, what+"."+k, m[k], get(k))
	}
}

// compare checks a got value against an expected HCL value: numbers by
// value, lists of strings as sets (statuses, items and the cup have no order).
func compare(fail func(string, ...any), what string, want cty.Value, got any) {
	if want.IsNull() {
		if got != nil {
			fail("conform.why.want_nothing", "what", what, "got", render(got))
		}
		return
	}
	ty := want.Type()
	switch {
	case ty == cty.Number:
		g, ok := toFloat(got)
		w, _ := want.AsBigFloat().Float64()
		if !ok || g != w {
			fail("conform.why.want", "what", what, "want", want.AsBigFloat().Text('g', -1), "got", render(got))
		}
	case ty == cty.String:
		if g, ok := got.(string); !ok || g != want.AsString() {
			fail("conform.why.want", "what", what, "want", strconv.Quote(want.AsString()), "got", render(got))
		}
	case ty == cty.Bool:
		if g, ok := got.(bool); !ok || g != want.True() {
			fail("conform.why.want", "what", what, "want", fmt.Sprint(want.True()), "got", render(got))
		}
	case ty.IsListType() || ty.IsTupleType():
		var w []string
		for _, v := range want.AsValueSlice() {
			if v.Type() != cty.String {
				fail("conform.why.list_strings", "what", what)
				return
			}
			w = append(w, v.AsString())
		}
		g := toStrings(got)
		sort.Strings(w)
		sort.Strings(g)
		if !slices.Equal(w, g) {
			fail("conform.why.want", "what", what, "want", fmt.Sprint(w), "got", fmt.Sprint(g))
		}
	case ty.IsObjectType():
		// a map of named values (a scope's typed values): each key it names
		g, _ := got.(map[string]any)
		compareObject(fail, what, want, func(k string) any {
			if v, ok := g[k]; ok {
				return v
			}
			return nil
		})
	default:
		fail("conform.why.cannot_compare", "what", what, "type", ty.FriendlyName())
	}
}

func toFloat(v any) (float64, bool) {
	switch x := v.(type) {
	case int:
		return float64(x), true
	case float64:
		return x, true
	case *big.Float:
		f, _ := x.Float64()
		return f, true
	}
	return 0, false
}

func toStrings(v any) []string {
	switch x := v.(type) {
	case []string:
		return slices.Clone(x)
	case []any:
		out := make([]string, 0, len(x))
		for _, e := range x {
			out = append(out, fmt.Sprint(e))
		}
		return out
	}
	return nil
}

func render(v any) any {
	switch x := v.(type) {
	case nil:
		return message("conform.nothing")
	case string:
		return strconv.Quote(x)
	}
	return fmt.Sprint(v)
}

// scopeValues returns the typed values of a scope named as a case names it
// ("game", "side/nato"), as plain Go values, nil for a scope with none.
func scopeValues(s *state.State, name string) any {
	scope := name
	if name == "game" {
		scope = ""
	}
	vs := s.Values[scope]
	if len(vs) == 0 {
		return nil
	}
	out := make(map[string]any, len(vs))
	for k, v := range vs {
		out[k] = plainValue(v)
	}
	return out
}

func plainValue(v state.Value) any {
	switch v.Kind {
	case state.KindInt:
		return v.Int
	case state.KindString:
		return v.Str
	case state.KindList:
		out := make([]any, len(v.List))
		for i, x := range v.List {
			out[i] = plainValue(x)
		}
		return out
	}
	out := make(map[string]any, len(v.Map))
	for k, x := range v.Map {
		out[k] = plainValue(x)
	}
	return out
}
