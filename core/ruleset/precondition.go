package ruleset

import (
	"fmt"
	"maps"
	"regexp"
	"slices"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/nw68/nw68/core/expr"
	"github.com/zclconf/go-cty/cty"
)

// KindPrecondition declares a condition an action must meet, which the
// kernel judges from data before any validate handler runs: "a unit acts
// only in its formation's activation", "a unit fires once". Actions name
// the preconditions they require (requires = [...]), so one block serves
// many actions; a precondition may also name actions it guards (actions =
// [...]), judged after their own, so a mod adds one to an action without
// restating the action's list. A mod patches one by its id.
const KindPrecondition = "precondition"

// A Precondition refuses an action that requires it, with Code and Rule,
// unless Condition holds. Condition and Reason read facts: the parameters
// every action requiring it has (a unit parameter as the unit's facts, see
// UnitFacts), given.<param> (a parameter as given) and state.<fact> (see
// StateFacts). A precondition with Each is judged once for every unit its
// parameters name (a group move's units one by one), the unit read as
// `unit`; a parameter the action lacks or was not given names none. A
// precondition that reads a parameter the action was not given holds.
type Precondition struct {
	ID   string
	Rule string
	Code string
	// Actions are actions it guards besides those that require it.
	Actions []string
	// Each names unit or units parameters whose units are judged one by
	// one, each as the fact `unit`.
	Each []string
	// EachAt and ActionsAt are where Each and Actions are written.
	EachAt, ActionsAt hcl.Range
	Condition         hclsyntax.Expression
	// Reason is a string template ("${unit.id} has already fired"); nil
	// says the rule's title. ReasonText is it as a message template, which
	// locales translate; nil when the reason is none or cannot be one.
	Reason     hclsyntax.Expression
	ReasonText *ReasonText
	Layer      string
	Range      hcl.Range
	// Changes are the later layers that replaced or patched it.
	Changes []Change
}

// The facts of a unit parameter, and of the state, a precondition reads.
var (
	// UnitFacts are a unit's own fields; statuses, counters, tags and
	// stats take one more step (unit.statuses.<status>).
	UnitFacts = map[string]bool{
		"id": true, "type": true, "side": true, "formation": true, "face": true, "hex": true,
		"aboard": true, "on_map": true, "alive": true,
	}
	// UnitFactSets are read by name: a status or tag the unit lacks is
	// false, a counter it has not 0, a stat its type lacks 0.
	UnitFactSets = map[string]bool{"statuses": true, "counters": true, "tags": true, "stats": true}
	// StateFacts are the game's position; window is the kind of the
	// innermost open interrupt window ("" with none), answering whether
	// that window lists the action's kind (the action answers it),
	// submitter the side that submits the action ("" for a hot seat).
	StateFacts = map[string]bool{
		"begun": true, "turn": true, "phase": true, "step": true,
		"active_side": true, "active_formation": true, "submitter": true, "window": true, "answering": true,
	}
)

// Roots of a precondition's facts other than the action's parameters.
const (
	FactGiven = "given"
	FactState = "state"
	// FactUnit is the unit judged, in a precondition with Each.
	FactUnit = "unit"
)

var (
	preconditionSchema = schema{attrs: map[string]bool{"rule": false, "code": true, "condition": true, "reason": false, "each": false, "actions": false}}
	codePattern        = regexp.MustCompile(`^[a-z][a-z0-9_]{0,63}$`)
)

func (d *decoder) precondition(n *node) *Precondition {
	what := fmt.Sprintf("precondition %q", n.name())
	d.diags = append(d.diags, preconditionSchema.check(n, what)...)
	p := &Precondition{ID: n.name(), Rule: d.str(n, "rule"), Code: d.str(n, "code"), Actions: d.strings(n, "actions"), Each: d.strings(n, "each"), Layer: n.Layer, Range: n.DefRange, Changes: n.Changes}
	p.EachAt, p.ActionsAt = p.Range, p.Range
	if a, ok := n.Attrs["each"]; ok {
		p.EachAt = a.Expr.Range()
	}
	if a, ok := n.Attrs["actions"]; ok {
		p.ActionsAt = a.Expr.Range()
	}
	if a, ok := n.Attrs["condition"]; ok {
		p.Condition = a.Expr
	}
	if a, ok := n.Attrs["reason"]; ok {
		p.Reason = a.Expr
		if t, ok := ReasonTemplate(a.Expr); ok {
			p.ReasonText = &t
		}
	}
	if a, ok := n.Attrs["code"]; ok && !codePattern.MatchString(p.Code) {
		d.errorf(a.Expr.Range(), "Invalid rejection code", "In %s, code %q is not a rejection code: lower case letters, digits and _, starting with a letter, at most 64.", what, p.Code)
	}
	return p
}

// checkPreconditions checks what preconditions name against the whole
// ruleset: each action's requires names declared preconditions, each
// precondition's rule exists, and every fact it reads is one the kernel
// gives every action requiring it, so a typo fails at load.
func checkPreconditions(rs *Ruleset) hcl.Diagnostics {
	var diags hcl.Diagnostics
	add := func(d *hcl.Diagnostic) {
		if d != nil {
			diags = append(diags, d)
		}
	}
	errorf := func(at hcl.Range, summary, format string, args ...any) {
		diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: fmt.Sprintf(format, args...), Subject: at.Ptr()})
	}
	known := NewSpeller(slices.Collect(maps.Keys(rs.Preconditions)))
	requiring := map[string][]*Action{}
	for _, kind := range rs.ActionList {
		a := rs.Actions[kind]
		for i, id := range a.Requires {
			switch {
			case rs.Preconditions[id] == nil:
				errorf(a.RequiresAt, "Unknown precondition", "Action %q requires precondition %q, which no precondition block declares.%s", kind, id, known.DidYouMean(id))
			case slices.Index(a.Requires, id) < i:
				errorf(a.RequiresAt, "Precondition required twice", "Action %q requires precondition %q twice.", kind, id)
			default:
				requiring[id] = append(requiring[id], a)
			}
		}
	}
	actions := NewSpeller(rs.ActionList)
	for _, id := range slices.Sorted(maps.Keys(rs.Preconditions)) {
		p := rs.Preconditions[id]
		for _, kind := range p.Actions {
			a := rs.Actions[kind]
			switch {
			case a == nil:
				errorf(p.ActionsAt, "Unknown action", "Precondition %q guards action %q, which no action block declares.%s", id, kind, actions.DidYouMean(kind))
			case slices.Contains(a.Requires, id):
				errorf(p.ActionsAt, "Precondition required twice", "Precondition %q guards action %q, which requires it already.", id, kind)
			default:
				requiring[id] = append(requiring[id], a)
			}
		}
	}
	statuses := NewSpeller(slices.Collect(maps.Keys(rs.Entities[KindStatus])))
	tagSet := map[string]bool{}
	for _, u := range rs.Entities[KindUnitType] {
		for _, t := range u.Tags {
			tagSet[t] = true
		}
	}
	tags := NewSpeller(slices.Collect(maps.Keys(tagSet)))
	for _, id := range slices.Sorted(maps.Keys(rs.Preconditions)) {
		p := rs.Preconditions[id]
		what := fmt.Sprintf("precondition %q", p.ID)
		before := len(diags)
		if p.Rule != "" {
			add(unknownRule(rs, p.Rule, p.Range, what))
		}
		// the parameters every requiring action has, with their types
		params := map[string]string{}
		for i, a := range requiring[id] {
			own := map[string]string{}
			for _, prm := range a.Params {
				own[prm.Name] = prm.Type
			}
			if i == 0 {
				params = own
				continue
			}
			for name, typ := range params {
				if own[name] != typ {
					delete(params, name)
				}
			}
		}
		// a precondition no action requires (a mod took it off the list)
		// has no parameters to check against: only what it names besides
		unused := len(requiring[id]) == 0
		given := params
		if len(p.Each) > 0 {
			for _, name := range p.Each {
				checkEachParam(rs, requiring[id], name, p.EachAt, what, errorf)
			}
			params = map[string]string{FactUnit: ParamUnit}
		}
		paramSpeller := NewSpeller(append(slices.Collect(maps.Keys(params)), FactGiven, FactState))
		for _, e := range []hclsyntax.Expression{p.Condition, p.Reason} {
			if e != nil {
				diags = append(diags, judgedAlone(e, what)...)
			}
		}
		for _, e := range []hclsyntax.Expression{p.Condition, p.Reason} {
			if e == nil {
				continue
			}
			for _, t := range hclsyntax.Variables(e) {
				path, ok := expr.Path(t)
				at := t.SourceRange()
				if !ok {
					errorf(at, "Unsupported fact", "In %s, facts are read by name (unit.statuses.<status>, or unit.statuses[\"<a-name>\"] for a name with a hyphen), not by number or expression.", what)
					continue
				}
				root := path[0]
				switch {
				case root == FactState:
					if len(path) != 2 || !StateFacts[path[1]] {
						errorf(at, "Unknown state fact", "In %s, state has the facts %v.%s", what, slices.Sorted(maps.Keys(StateFacts)), NewSpeller(slices.Collect(maps.Keys(StateFacts))).DidYouMean(last(path)))
					}
				case unused && root != FactGiven && len(path) > 1:
					checkUnitPath(path, at, what, statuses, tags, errorf)
				case unused:
				case root == FactGiven:
					if len(path) != 2 || given[path[1]] == "" {
						errorf(at, "Unknown parameter", "In %s, given.<param> names a parameter of every action requiring it (%v).%s", what, slices.Sorted(maps.Keys(given)), NewSpeller(slices.Collect(maps.Keys(given))).DidYouMean(last(path)))
					}
				case params[root] == ParamUnit:
					checkUnitPath(path, at, what, statuses, tags, errorf)
				case params[root] != "":
					if len(path) != 1 || (params[root] != ParamString && params[root] != ParamInt && params[root] != ParamBool && params[root] != ParamHex) {
						errorf(at, "Unsupported fact", "In %s, parameter %q is a %s: a condition reads a string, whole number, bool or hex parameter as it is, and a unit parameter's facts.", what, root, params[root])
					}
				default:
					errorf(at, "Unknown fact", "In %s, %q is no parameter of every action requiring it, nor given or state.%s", what, root, paramSpeller.DidYouMean(root))
				}
			}
		}
		if len(diags) == before && !unused {
			diags = append(diags, checkKinds(p, params, what)...)
		}
	}
	return diags
}

// checkEachParam checks a parameter a precondition judges unit by unit: a
// unit or units parameter of every requiring action that has it (an action
// may lack it: a group move's units), and of some action of the ruleset, so
// a typo fails even when a mod left no action requiring the precondition.
func checkEachParam(rs *Ruleset, requiring []*Action, name string, at hcl.Range, what string, errorf func(hcl.Range, string, string, ...any)) {
	for _, a := range requiring {
		if prm := a.Param(name); prm != nil && prm.Type != ParamUnit && prm.Type != ParamUnits {
			errorf(at, "Not a unit parameter", "%s judges each unit of parameter %q, which action %q has as a %s parameter.", what, name, a.ID, prm.Type)
		}
	}
	for _, a := range rs.Actions {
		if prm := a.Param(name); prm != nil && (prm.Type == ParamUnit || prm.Type == ParamUnits) {
			return
		}
	}
	errorf(at, "Unknown unit parameter", "%s judges each unit of parameter %q, which no action has as a unit or units parameter.", what, name)
}

func checkUnitPath(path []string, at hcl.Range, what string, statuses, tags *Speller, errorf func(hcl.Range, string, string, ...any)) {
	unit := path[0]
	switch {
	case len(path) == 2 && UnitFacts[path[1]]:
	case len(path) == 3 && UnitFactSets[path[1]]:
		name := path[2]
		switch path[1] {
		case "statuses":
			if !statuses.Has(name) {
				errorf(at, "Unknown status", "In %s, %s.statuses.%s names no declared status.%s", what, unit, name, statuses.DidYouMean(name))
			}
		case "tags":
			if !tags.Has(name) {
				errorf(at, "Unknown tag", "In %s, %s.tags.%s names a tag no unit type has.%s", what, unit, name, tags.DidYouMean(name))
			}
		}
	default:
		fields := append(slices.Sorted(maps.Keys(UnitFacts)), "statuses.<status>", "counters.<counter>", "tags.<tag>", "stats.<stat>")
		errorf(at, "Unknown unit fact", "In %s, unit parameter %q has the facts %v.", what, unit, fields)
	}
}

func last(path []string) string { return path[len(path)-1] }

// PreconditionsOf lists the preconditions of an action in the order they
// are judged: those it requires, in its order, then those that name it in
// their actions, by id.
func (rs *Ruleset) PreconditionsOf(kind string) []*Precondition {
	a := rs.Actions[kind]
	if a == nil {
		return nil
	}
	out := make([]*Precondition, 0, len(a.Requires))
	for _, id := range a.Requires {
		if p := rs.Preconditions[id]; p != nil {
			out = append(out, p)
		}
	}
	for _, id := range slices.Sorted(maps.Keys(rs.Preconditions)) {
		if p := rs.Preconditions[id]; slices.Contains(p.Actions, kind) && !slices.Contains(a.Requires, id) {
			out = append(out, p)
		}
	}
	return out
}

// judgedAlone refuses what a precondition cannot judge from its facts: a
// function call (the kernel compiles conditions over facts alone, and a
// function may fail on facts it was never tried on).
func judgedAlone(e hclsyntax.Expression, what string) hcl.Diagnostics {
	var diags hcl.Diagnostics
	_ = hclsyntax.VisitAll(e, func(n hclsyntax.Node) hcl.Diagnostics {
		if f, ok := n.(*hclsyntax.FunctionCallExpr); ok {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError, Summary: "Function in a precondition",
				Detail:  fmt.Sprintf("In %s, %s() is a function: a condition and its reason read facts with operators only (!, &&, ||, ==, <, +, ? :).", what, f.Name),
				Subject: f.Range().Ptr(),
			})
		}
		return nil
	})
	return diags
}

// factKind is the type of a fact a precondition reads, for checking that
// its condition is a bool and its reason a string before any game runs.
func factKind(path []string, params map[string]string) cty.Type {
	switch root := path[0]; {
	case root == FactState:
		switch path[1] {
		case "begun", "answering":
			return cty.Bool
		case "turn":
			return cty.Number
		}
		return cty.String
	case root == FactGiven:
		return cty.DynamicPseudoType
	case params[root] == ParamUnit && len(path) == 3:
		switch path[1] {
		case "statuses", "tags":
			return cty.Bool
		case "counters":
			return cty.Number
		}
		return cty.DynamicPseudoType
	case params[root] == ParamUnit:
		if path[1] == "on_map" || path[1] == "alive" {
			return cty.Bool
		}
		return cty.String
	case params[root] == ParamInt:
		return cty.Number
	case params[root] == ParamBool:
		return cty.Bool
	}
	return cty.String
}

// checkKinds evaluates a precondition's condition and reason over unknown
// facts of their types: a condition that is no bool, or a reason no
// string, fails at load rather than at every judgement.
func checkKinds(p *Precondition, params map[string]string, what string) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, c := range []struct {
		e    hclsyntax.Expression
		name string
		want cty.Type
	}{{p.Condition, "condition", cty.Bool}, {p.Reason, "reason", cty.String}} {
		if c.e == nil {
			continue
		}
		tree := map[string]any{}
		for _, t := range hclsyntax.Variables(c.e) {
			path, ok := expr.Path(t)
			if !ok {
				return nil // reported already
			}
			expr.Branch(tree, path)[path[len(path)-1]] = cty.UnknownVal(factKind(path, params))
		}
		vars := map[string]cty.Value{}
		for k, v := range tree {
			vars[k] = unknownTree(v)
		}
		v, d := c.e.Value(&hcl.EvalContext{Variables: vars})
		switch {
		case d.HasErrors():
			for _, x := range d {
				x.Detail = fmt.Sprintf("In the %s of %s: %s", c.name, what, x.Detail)
			}
			diags = append(diags, d...)
		case v.Type() != c.want && v.Type() != cty.DynamicPseudoType:
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError, Summary: "Wrong kind of value",
				Detail:  fmt.Sprintf("The %s of %s must be a %s, not a %s.", c.name, what, c.want.FriendlyName(), v.Type().FriendlyName()),
				Subject: c.e.Range().Ptr(),
			})
		}
	}
	return diags
}

func unknownTree(v any) cty.Value {
	m, ok := v.(map[string]any)
	if !ok {
		return v.(cty.Value)
	}
	out := make(map[string]cty.Value, len(m))
	for k, x := range m {
		out[k] = unknownTree(x)
	}
	return cty.ObjectVal(out)
}
