package conformance

import (
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"strconv"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/zclconf/go-cty/cty"
)

// A Case is one conformance case.
type Case struct {
	Name    string
	File    string
	Range   hcl.Range
	Rules   []string
	Ruleset string
	Mods    []string
	Setup   ruleset.Setup
	// Scenario, when set, names a scenario of the ruleset to set up from
	// instead of the case's own board and units.
	Scenario string
	// Begin starts play (phase start hooks) before the actions.
	Begin bool
	Dice  []int
	// Draws scripts the cup: the markers drawn, in order.
	Draws []string
	// Options are what a scenario's options block would state, for a case
	// with its own setup (nw68.scenario().options).
	Options ruleset.Attrs
	Actions []CaseAction
	Expect  Expect
}

// Config says how the case's game is built (game.Rules.New) before its
// actions, with its dice and draws, its scripts bounded by lua.
func (c *Case) Config(lua script.Options) game.Config {
	cfg := game.Config{Scenario: c.Scenario, Dice: dice.NewScripted(c.Dice), Draws: c.Draws, Lua: lua, Begin: c.Begin}
	if c.Scenario == "" {
		cfg.Setup, cfg.Options = &c.Setup, c.Options
	}
	return cfg
}

// A CaseAction is an action block of a case.
type CaseAction struct {
	Kind   string
	Params map[string]any
	// By is the side that submits the action (its `by` attribute), as a
	// player's seat names it; "" submits it as hot seat does.
	By    string
	Range hcl.Range
}

// Expect holds a case's checks; what it does not state is not checked.
type Expect struct {
	// Rejected is set when the last action must be refused; Code and Rule,
	// when not empty, must match.
	Rejected *struct{ Code, Rule string }
	Reports  map[string]map[string]cty.Value
	// Numbered are checks of one report among those of its kind the last
	// action made (a barrage's third hex: barrage "3" { ... }), by kind
	// and number from 1.
	Numbered map[string]map[int]map[string]cty.Value
	Units    map[string]map[string]cty.Value
	Markers  []MarkerExpect
	Hexes    map[string]map[string]cty.Value
	Cup      map[string]cty.Value
	State    map[string]cty.Value
	Log      []string
}

// A MarkerExpect checks a marker kind on a hex.
type MarkerExpect struct {
	At, Kind string
	Checks   map[string]cty.Value // present, level
	Range    hcl.Range
}

var caseAttrs = []string{"rules", "ruleset", "mods", "scenario", "dice", "draws", "begin", "options"}

func diag(r hcl.Range, summary, detail string) *hcl.Diagnostic {
	return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: detail, Subject: r.Ptr()}
}

// parseCase decodes a case block, its fixtures merged in; complete says it
// must state the ruleset and rules (a fixture need not).
func parseCase(b *hclsyntax.Block, filename string, complete bool) (*Case, hcl.Diagnostics) {
	c := &Case{Name: b.Labels[0], File: filename, Range: b.DefRange()}
	setup, diags := ruleset.DecodeSetup(b, caseAttrs, map[string]int{"action": 1, "expect": 0})
	c.Setup = setup
	options, d := ruleset.DecodeOptions(b)
	c.Options = options
	diags = append(diags, d...)
	attrs := b.Body.Attributes
	c.Rules = stringList(attrs["rules"], &diags)
	c.Mods = stringList(attrs["mods"], &diags)
	c.Draws = stringList(attrs["draws"], &diags)
	if len(c.Draws) > ruleset.MaxCount {
		diags = append(diags, diag(attrs["draws"].Expr.Range(), "Too many draws", fmt.Sprintf("A case scripts at most %d draws, not %d.", ruleset.MaxCount, len(c.Draws))))
	}
	if a, ok := attrs["ruleset"]; ok {
		v := value(a.Expr, &diags)
		if v.Type() == cty.String {
			c.Ruleset = v.AsString()
		}
	}
	if a, ok := attrs["scenario"]; ok {
		if v := value(a.Expr, &diags); v.Type() == cty.String {
			c.Scenario = v.AsString()
		}
		if c.Setup.Board != nil || len(c.Setup.Units) > 0 {
			diags = append(diags, diag(a.Expr.Range(), "Scenario with its own setup", "A case that names a scenario takes its board and units from it; remove the board and unit blocks."))
		}
		if c.Options != nil {
			diags = append(diags, diag(a.Expr.Range(), "Scenario with options", "A case that names a scenario takes its options from it; remove the options."))
		}
	}
	if complete && c.Ruleset == "" {
		diags = append(diags, diag(b.DefRange(), "Missing ruleset", "A case names the ruleset it runs on: ruleset = \"base\"."))
	}
	if complete && len(c.Rules) == 0 {
		diags = append(diags, diag(b.DefRange(), "Missing rules", "A case cites the rule ids it proves: rules = [\"...\"]."))
	}
	if a, ok := attrs["begin"]; ok {
		c.Begin = value(a.Expr, &diags).True()
	}
	if a, ok := attrs["dice"]; ok {
		faces := listOf(a, &diags)
		if len(faces) > ruleset.MaxCount {
			diags = append(diags, diag(a.Expr.Range(), "Too many dice", fmt.Sprintf("A case scripts at most %d dice faces, not %d.", ruleset.MaxCount, len(faces))))
			faces = nil
		}
		for _, v := range faces {
			if n, ok := whole(v); ok {
				c.Dice = append(c.Dice, n)
			} else {
				diags = append(diags, diag(a.Expr.Range(), "Invalid dice", "dice is a list of whole faces, e.g. [6, 5]."))
			}
		}
	}
	for _, blk := range b.Body.Blocks {
		switch blk.Type {
		case "action":
			if len(blk.Labels) != 1 {
				continue // reported by DecodeSetup's schema check
			}
			if len(c.Actions) == ruleset.MaxCount {
				diags = append(diags, diag(blk.DefRange(), "Too many actions", fmt.Sprintf("A case takes at most %d actions.", ruleset.MaxCount)))
				continue
			}
			act := CaseAction{Kind: blk.Labels[0], Params: map[string]any{}, Range: blk.DefRange()}
			for name, a := range blk.Body.Attributes {
				v := goValue(value(a.Expr, &diags))
				if name != "by" {
					act.Params[name] = v
					continue
				}
				if act.By, _ = v.(string); act.By == "" {
					diags = append(diags, diag(a.Expr.Range(), "Invalid submitter", "by names the side that submits the action, e.g. by = \"nato\"."))
				}
			}
			c.Actions = append(c.Actions, act)
		case "expect":
			diags = append(diags, parseExpect(blk, &c.Expect)...)
		}
	}
	return c, diags
}

var stateChecks = map[string]bool{"drawn": true, "turn": true, "phase": true, "step": true, "active_side": true, "active_formation": true, "cup": true, "vars": true, "values": true, "control": true, "result": true, "interrupt": true, "reports": true}

func parseExpect(b *hclsyntax.Block, e *Expect) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for name, a := range b.Body.Attributes {
		v := value(a.Expr, &diags)
		switch {
		case name == "rejected":
			if !v.Type().IsObjectType() {
				diags = append(diags, diag(a.Expr.Range(), "Invalid rejected", "Write rejected = {} or rejected = { code = \"...\", rule = \"...\" }."))
				continue
			}
			e.Rejected = &struct{ Code, Rule string }{}
			m := v.AsValueMap()
			if c, ok := m["code"]; ok {
				e.Rejected.Code = c.AsString()
			}
			if r, ok := m["rule"]; ok {
				e.Rejected.Rule = r.AsString()
			}
		case name == "log_contains":
			for _, s := range listOf(a, &diags) {
				e.Log = append(e.Log, s.AsString())
			}
		case stateChecks[name]:
			if e.State == nil {
				e.State = map[string]cty.Value{}
			}
			e.State[name] = v
		default:
			diags = append(diags, diag(a.NameRange, "Unknown check", fmt.Sprintf("expect takes rejected, log_contains, %s, and unit/marker/report blocks; not %q.", sortedJoin(stateChecks), name)))
		}
	}
	for _, blk := range b.Body.Blocks {
		fields := map[string]cty.Value{}
		for name, a := range blk.Body.Attributes {
			fields[name] = value(a.Expr, &diags)
		}
		switch {
		case blk.Type == "unit" && len(blk.Labels) == 1:
			if e.Units == nil {
				e.Units = map[string]map[string]cty.Value{}
			}
			e.Units[blk.Labels[0]] = fields
		case blk.Type == "hex" && len(blk.Labels) == 1:
			if e.Hexes == nil {
				e.Hexes = map[string]map[string]cty.Value{}
			}
			e.Hexes[blk.Labels[0]] = fields
		case blk.Type == "cup" && len(blk.Labels) == 0:
			e.Cup = fields
		case blk.Type == "marker" && len(blk.Labels) == 2:
			e.Markers = append(e.Markers, MarkerExpect{At: blk.Labels[0], Kind: blk.Labels[1], Checks: fields, Range: blk.DefRange()})
		case len(blk.Labels) == 1 && reportNumber(blk.Labels[0]) > 0:
			// one of the reports of that name the action made (barrage "2" {...})
			if e.Numbered == nil {
				e.Numbered = map[string]map[int]map[string]cty.Value{}
			}
			if e.Numbered[blk.Type] == nil {
				e.Numbered[blk.Type] = map[int]map[string]cty.Value{}
			}
			e.Numbered[blk.Type][reportNumber(blk.Labels[0])] = fields
		case len(blk.Labels) == 0:
			// any other block checks the last report of that name (attack {...})
			if e.Reports == nil {
				e.Reports = map[string]map[string]cty.Value{}
			}
			e.Reports[blk.Type] = fields
		default:
			diags = append(diags, diag(blk.DefRange(), "Unknown check block", "expect takes unit \"<handle>\", marker \"<hex>\" \"<kind>\", or a report block without labels such as attack { ... }, or numbered among the action's reports of its kind, barrage \"2\" { ... }."))
		}
	}
	return diags
}

// reportNumber reads a report block's label as its number among the
// reports of its kind, from 1 to engine.MaxReports; 0 when it is none.
func reportNumber(label string) int {
	n, err := strconv.Atoi(label)
	if err != nil || n < 1 || n > engine.MaxReports {
		return 0
	}
	return n
}

func value(e hclsyntax.Expression, diags *hcl.Diagnostics) cty.Value {
	v, d := e.Value(nil)
	*diags = append(*diags, d...)
	if d.HasErrors() {
		return cty.NullVal(cty.DynamicPseudoType)
	}
	return v
}

func listOf(a *hclsyntax.Attribute, diags *hcl.Diagnostics) []cty.Value {
	v := value(a.Expr, diags)
	if v.IsNull() || !(v.Type().IsListType() || v.Type().IsTupleType()) {
		*diags = append(*diags, diag(a.Expr.Range(), "Expected a list", fmt.Sprintf("%s must be a list.", a.Name)))
		return nil
	}
	return v.AsValueSlice()
}

func stringList(a *hclsyntax.Attribute, diags *hcl.Diagnostics) []string {
	if a == nil {
		return nil
	}
	var out []string
	for _, v := range listOf(a, diags) {
		if v.Type() != cty.String {
			*diags = append(*diags, diag(a.Expr.Range(), "Expected strings", fmt.Sprintf("%s must list strings.", a.Name)))
			return nil
		}
		out = append(out, v.AsString())
	}
	return out
}

func whole(v cty.Value) (int, bool) {
	if v.IsNull() || v.Type() != cty.Number {
		return 0, false
	}
	i, acc := v.AsBigFloat().Int64()
	return int(i), acc == big.Exact
}

// goValue turns an action parameter into the engine's form.
func goValue(v cty.Value) any {
	switch {
	case v.IsNull():
		return nil
	case v.Type() == cty.String:
		return v.AsString()
	case v.Type() == cty.Bool:
		return v.True()
	case v.Type() == cty.Number:
		if n, ok := whole(v); ok {
			return n
		}
		f, _ := v.AsBigFloat().Float64()
		return f
	case v.Type().IsListType() || v.Type().IsTupleType():
		var out []any
		for _, e := range v.AsValueSlice() {
			out = append(out, goValue(e))
		}
		return out
	}
	return nil
}

func sortedJoin(m map[string]bool) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := ""
	for i, k := range keys {
		if i > 0 {
			out += ", "
		}
		out += k
	}
	return out
}

// Files lists the .hcl case files under the given paths (files or folders), sorted.
func Files(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			out = append(out, p)
			continue
		}
		err = filepath.WalkDir(p, func(path string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && filepath.Ext(path) == ".hcl" {
				out = append(out, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(out)
	return out, nil
}
