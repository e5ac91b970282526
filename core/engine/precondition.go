package engine

import (
	"fmt"
	"maps"
	"math/big"
	"slices"

	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/nw68/nw68/core/expr"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	"github.com/zclconf/go-cty/cty"
)

// A compiledPrecondition is a precondition with its expressions compiled
// and the tree of facts it reads built once: judging one only fills the
// leaves, so the common check costs no allocation but the values boxed.
type compiledPrecondition struct {
	*ruleset.Precondition
	condition, reason expr.Program
	// params read the references of a translatable reason, each as text
	// (ruleset.ReasonText), so a locale renders the reason anew.
	params []reasonParam
	facts  expr.Facts
	leaves []factLeaf
	// ofState is set for one that reads only the state (not who submits):
	// its verdict is the same for every action of its kinds, so it also
	// judges whether they are available at all (see available).
	ofState bool
}

// A reasonParam is one reference of a reason, as its template shows it.
type reasonParam struct {
	name string
	text hclsyntax.Expression
	prog expr.Program
}

// A factLeaf is one fact a precondition reads, and where it goes.
type factLeaf struct {
	into map[string]any
	key  string
	// param is the unit parameter whose unit the leaf reads (in a
	// precondition judged for each unit, the unit judged), or "" for a
	// fact of the action or the state.
	param string
	unit  func(e *Engine, u *state.Unit) any
	other func(e *Engine, a Action) (any, bool)
}

func (e *Engine) indexPreconditions() {
	e.preconditions = map[string][]*compiledPrecondition{}
	e.statePreconditions = map[string]bool{}
	compiled := map[string]*compiledPrecondition{}
	for _, kind := range e.Rules.ActionList {
		for _, p := range e.Rules.PreconditionsOf(kind) {
			c, ok := compiled[p.ID]
			if !ok {
				c = compilePrecondition(p)
				compiled[p.ID] = c
			}
			e.preconditions[kind] = append(e.preconditions[kind], c)
			e.statePreconditions[kind] = e.statePreconditions[kind] || c.ofState
		}
	}
}

func compilePrecondition(p *ruleset.Precondition) *compiledPrecondition {
	c := &compiledPrecondition{Precondition: p, condition: expr.Compile(p.Condition), reason: expr.Compile(p.Reason), facts: expr.Facts{}}
	if p.ReasonText != nil {
		for _, name := range slices.Sorted(maps.Keys(p.ReasonText.Refs)) {
			ref := &hclsyntax.ScopeTraversalExpr{Traversal: p.ReasonText.Refs[name], SrcRange: p.Reason.Range()}
			text := &hclsyntax.TemplateExpr{Parts: []hclsyntax.Expression{ref}, SrcRange: p.Reason.Range()} // as the reason shows it
			c.params = append(c.params, reasonParam{name: name, text: text, prog: expr.Compile(text)})
		}
	}
	seen := map[string]bool{}
	for _, e := range []hclsyntax.Expression{p.Condition, p.Reason} {
		if e == nil {
			continue
		}
		for _, t := range e.Variables() {
			path, ok := expr.Path(t)
			if !ok {
				continue // the ruleset's checks refused it
			}
			key := fmt.Sprint(path)
			if seen[key] {
				continue
			}
			seen[key] = true
			c.leaves = append(c.leaves, c.leaf(path))
		}
	}
	c.ofState = len(p.Each) == 0
	for _, e := range []hclsyntax.Expression{p.Condition, p.Reason} {
		if e == nil {
			continue
		}
		for _, t := range e.Variables() {
			if path, _ := expr.Path(t); len(path) != 2 || path[0] != ruleset.FactState || path[1] == "submitter" {
				c.ofState = false
			}
		}
	}
	return c
}

// leaf places the fact at path in the tree and says how to read it.
func (c *compiledPrecondition) leaf(path []string) factLeaf {
	into := expr.Branch(c.facts, path)
	key := path[len(path)-1]
	l := factLeaf{into: into, key: key}
	switch root := path[0]; root {
	case ruleset.FactState:
		l.other = func(e *Engine, a Action) (any, bool) { return e.stateFact(a, key), true }
	case ruleset.FactGiven:
		l.other = func(_ *Engine, a Action) (any, bool) {
			v, ok := a.Params[key]
			if list, isList := v.([]string); isList {
				out := make([]any, len(list))
				for i, s := range list {
					out[i] = s
				}
				v = out
			}
			return v, ok
		}
	default:
		// the ruleset's checks made sure a path of two or more steps is a
		// unit's fact (unit.side, unit.statuses.x)
		if len(path) == 1 {
			l.other = func(_ *Engine, a Action) (any, bool) { v, ok := a.Params[root]; return v, ok }
			break
		}
		l.param = root
		l.unit = unitFact(path[1:])
	}
	return l
}

// unitFact reads one fact of a unit (see ruleset.UnitFacts).
func unitFact(path []string) func(e *Engine, u *state.Unit) any {
	if len(path) == 2 {
		name := path[1]
		switch path[0] {
		case "statuses":
			return func(_ *Engine, u *state.Unit) any { return u.Has(name) }
		case "counters":
			return func(_ *Engine, u *state.Unit) any { return u.Counters[name] }
		case "tags":
			return func(e *Engine, u *state.Unit) any {
				t := e.UnitType(u)
				return t != nil && t.HasTag(name)
			}
		case "stats":
			return func(e *Engine, u *state.Unit) any {
				if t := e.UnitType(u); t != nil {
					return statFact(t.StatsOn(u.Face)[name])
				}
				return 0
			}
		}
	}
	switch path[0] {
	case "id":
		return func(_ *Engine, u *state.Unit) any { return u.ID }
	case "type":
		return func(_ *Engine, u *state.Unit) any { return u.Type }
	case "side":
		return func(_ *Engine, u *state.Unit) any { return u.Side }
	case "formation":
		return func(_ *Engine, u *state.Unit) any { return u.Formation }
	case "face":
		return func(_ *Engine, u *state.Unit) any { return u.Face }
	case "aboard":
		return func(_ *Engine, u *state.Unit) any { return u.Aboard }
	case "on_map":
		return func(_ *Engine, u *state.Unit) any { return u.OnMap }
	case "alive":
		return func(_ *Engine, u *state.Unit) any { return u.Alive }
	case "hex":
		return func(e *Engine, u *state.Unit) any {
			if !u.OnMap {
				return ""
			}
			return e.Label(u.Hex)
		}
	}
	return func(*Engine, *state.Unit) any { return nil }
}

// statFact is a stat as a fact: a whole number, string or bool; anything
// else, or none, reads 0.
func statFact(v cty.Value) any {
	if v.IsNull() || !v.IsKnown() {
		return 0
	}
	switch v.Type() {
	case cty.Number:
		if n, acc := v.AsBigFloat().Int64(); acc == big.Exact {
			return int(n)
		}
	case cty.String:
		return v.AsString()
	case cty.Bool:
		return v.True()
	}
	return 0
}

// stateFact is one of ruleset.StateFacts.
func (e *Engine) stateFact(a Action, name string) any {
	s := e.State
	switch name {
	case "begun":
		return e.Begun
	case "turn":
		return s.Turn
	case "phase":
		return s.Phase
	case "step":
		return s.Step
	case "active_side":
		return s.ActiveSide
	case "active_formation":
		return s.ActiveFormation
	case "submitter":
		return a.Side
	case "window":
		if n := len(s.Interrupts); n > 0 {
			return s.Interrupts[n-1].Kind
		}
		return ""
	case "answering":
		n := len(s.Interrupts)
		return n > 0 && slices.Contains(s.Interrupts[n-1].Actions, a.Kind)
	}
	return nil
}

// stateVeto judges the preconditions of an action kind that read only the
// state: the first that fails refuses every action of the kind.
func (e *Engine) stateVeto(kind string) error {
	for _, p := range e.preconditions[kind] {
		if p.ofState {
			if err := p.judge(e, Action{Kind: kind}, nil); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkPreconditions judges the preconditions of an action (normalized),
// in their order; the first that fails refuses it with its code and rule.
// Those of the state alone are left out when available has judged them
// (judge asks it first, and keeps its verdict for the state).
func (e *Engine) checkPreconditions(a Action, stateJudged bool) error {
	for _, p := range e.preconditions[a.Kind] {
		if stateJudged && p.ofState {
			continue
		}
		if len(p.Each) == 0 {
			if err := p.judge(e, a, nil); err != nil {
				return err
			}
			continue
		}
		for _, name := range p.Each {
			ids, _ := stringList(a.Params[name])
			if id, ok := a.Params[name].(string); ok {
				ids = []string{id}
			}
			for _, id := range ids {
				if u := e.State.Units[id]; u != nil {
					if err := p.judge(e, a, u); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

// judge fills the precondition's facts for the action, and unit u in one
// judged for each unit, and evaluates it. A fact of a parameter the action
// was not given leaves nothing to judge: the precondition holds.
func (p *compiledPrecondition) judge(e *Engine, a Action, each *state.Unit) error {
	for i := range p.leaves {
		l := &p.leaves[i]
		if l.other != nil {
			v, ok := l.other(e, a)
			if !ok {
				return nil
			}
			l.into[l.key] = v
			continue
		}
		u := each
		if u == nil {
			id, _ := a.Params[l.param].(string)
			if u = e.State.Units[id]; u == nil {
				return nil
			}
		}
		l.into[l.key] = l.unit(e, u)
	}
	ok, err := p.condition.Judge(p.Condition, p.facts)
	if err != nil {
		return fmt.Errorf("precondition %q (%s): condition: %w", p.ID, p.Range, err)
	}
	if ok {
		return nil
	}
	rule := p.Rule
	if rule == "" {
		rule = e.Rules.Actions[a.Kind].Rule // the action's own
	}
	reason := fmt.Sprintf("the rule %s is not met", rule)
	if r := e.Rules.Rules[rule]; r != nil && r.Title != "" {
		reason = r.Title
	}
	if p.Reason != nil {
		if reason, err = p.reason.Text(p.Reason, p.facts); err != nil {
			return fmt.Errorf("precondition %q (%s): reason: %w", p.ID, p.Range, err)
		}
	}
	veto := hook.Veto{Code: p.Code, Rule: rule, Reason: reason}
	if p.ReasonText != nil {
		veto.Key = ruleset.TextKey{Kind: ruleset.KindPrecondition, ID: p.ID, Field: ruleset.ReasonField}.String()
		veto.Params = make(map[string]any, len(p.params))
		for _, rp := range p.params {
			if veto.Params[rp.name], err = rp.prog.Text(rp.text, p.facts); err != nil {
				return fmt.Errorf("precondition %q (%s): reason: %w", p.ID, p.Range, err)
			}
		}
	}
	return &Rejection{veto}
}

// FailedPrecondition judges only an action's preconditions, for a script
// that lists what a unit may do (a move's reach, a menu of calls): the
// rejection of the first that fails, or nil. Parameters are checked as for
// a submitted action, so a wrong one is a rejection too; one left out
// leaves the preconditions that read it holding.
func (e *Engine) FailedPrecondition(a Action) (*Rejection, error) {
	def, ok := e.Rules.Actions[a.Kind]
	if !ok {
		return nil, fmt.Errorf("the ruleset has no action %q", a.Kind)
	}
	given := Action{Kind: a.Kind, Side: a.Side, Params: map[string]any{}}
	var err error
	for _, name := range slices.Sorted(maps.Keys(a.Params)) { // the first wrong one, always the same
		raw := a.Params[name]
		p := def.Param(name)
		if p == nil {
			return reject(CodeUnknownParam, def.Rule, "engine.unknown-param", "action", a.Kind, "param", name), nil
		}
		if given.Params[name], err = e.normalizeParam(*p, raw); err != nil {
			break
		}
	}
	if err == nil {
		err = e.checkPreconditions(given, false)
	}
	if r, ok := IsRejection(err); ok {
		return r, nil
	}
	return nil, err
}
