package ruleset

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// KindValue declares a computed value: the stage scripts compute it at
// (`nw68.compute{stage = ...}`), and the facts its modifiers may read.
const KindValue = "value"

// A Value is a computed value a rule may change: modifiers on its stage
// add to it, reading its facts.
type Value struct {
	// Stage is the block's label: what nw68.compute and modifiers name.
	Stage string
	Rule  string
	Title string
	// Facts names each fact the computing script passes ("fire.distance")
	// with what it holds; with FactsOf, those of that value.
	Facts   map[string]string
	FactsOf string
	Layer   string
	Range   hcl.Range
}

// FactNames returns the value's facts, sorted.
func (v *Value) FactNames() []string { return slices.Sorted(maps.Keys(v.Facts)) }

var valueSchema = schema{attrs: map[string]bool{"rule": true, "title": true, "facts": false, "facts_of": false}}

func (d *decoder) computedValue(n *node) *Value {
	what := fmt.Sprintf("value %q", n.name())
	d.diags = append(d.diags, valueSchema.check(n, what)...)
	v := &Value{Stage: n.name(), Rule: d.str(n, "rule"), Title: d.str(n, "title"), Facts: d.descriptions(n, "facts", what, "fact"), FactsOf: d.str(n, "facts_of"), Layer: n.Layer, Range: n.DefRange}
	if _, both := n.Attrs["facts"]; both && v.FactsOf != "" {
		d.errorf(n.Attrs["facts_of"].Expr.Range(), "Facts declared twice", "%s takes its facts from value %q or lists its own, not both.", what, v.FactsOf)
	}
	return v
}

// descriptions reads an object attribute that names things (facts, a
// hook's arguments), each with a string saying what it holds.
func (d *decoder) descriptions(n *node, attr, what, noun string) map[string]string {
	out := map[string]string{}
	for name, about := range d.object(n, attr) {
		if about.Type() != cty.String {
			d.errorf(n.Attrs[attr].Expr.Range(), "Incorrect "+noun+" description", "In %s, %s %q is described by a string saying what it holds.", what, noun, name)
			continue
		}
		out[name] = about.AsString()
	}
	return out
}

// shareFacts gives a value declared with facts_of the facts of that value
// (the DV of an attack reads what its AV reads).
func shareFacts(rs *Ruleset) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, stage := range slices.Sorted(maps.Keys(rs.Values)) {
		v := rs.Values[stage]
		if v.FactsOf == "" {
			continue
		}
		from, ok := rs.Values[v.FactsOf]
		if !ok || from.FactsOf != "" {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Unknown value",
				Detail:   fmt.Sprintf("Value %q takes the facts of value %q, which is not declared with facts of its own.", stage, v.FactsOf),
				Subject:  v.Range.Ptr(),
			})
			continue
		}
		v.Facts = from.Facts
	}
	return diags
}

// checkModifierFacts makes sure a modifier on a declared value reads only
// the facts the value declares: a typo in `when` fails at load, with the
// facts there are, instead of in the middle of a game.
func checkModifierFacts(rs *Ruleset) hcl.Diagnostics {
	var diags hcl.Diagnostics
	var stages *Speller
	for _, m := range rs.Modifiers {
		v, ok := rs.Values[m.Stage]
		if !ok {
			if stages == nil {
				stages = NewSpeller(slices.Sorted(maps.Keys(rs.Values)))
			}
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Unknown value stage",
				Detail:   fmt.Sprintf("Modifier %q is on stage %q, which no loaded layer declares (a value block).%s", m.ID, m.Stage, stages.DidYouMean(m.Stage)),
				Subject:  m.Range.Ptr(),
			})
			continue
		}
		if len(v.Facts) == 0 {
			continue
		}
		for _, e := range []hclsyntax.Expression{m.When, m.Value, m.TerrainOf, m.Stat} {
			if e == nil {
				continue
			}
			for _, t := range e.Variables() {
				name := factPath(t)
				if _, ok := v.Facts[name]; ok || factPrefix(v, name) {
					continue
				}
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Unknown fact",
					Detail:   fmt.Sprintf("Modifier %q reads %s, which value %q does not declare. Its facts are: %s.", m.ID, name, m.Stage, strings.Join(v.FactNames(), ", ")),
					Subject:  t.SourceRange().Ptr(),
				})
			}
		}
	}
	return diags
}

// factPath writes a traversal's attribute steps as a fact name: fire.kind.
func factPath(t hcl.Traversal) string {
	var parts []string
	for _, step := range t {
		switch step := step.(type) {
		case hcl.TraverseRoot:
			parts = append(parts, step.Name)
		case hcl.TraverseAttr:
			parts = append(parts, step.Name)
		default:
			return strings.Join(parts, ".")
		}
	}
	return strings.Join(parts, ".")
}

// factPrefix reports whether name is a table of declared facts (target,
// for target.id), which a modifier may read whole.
func factPrefix(v *Value, name string) bool {
	for fact := range v.Facts {
		if strings.HasPrefix(fact, name+".") {
			return true
		}
	}
	return false
}

// A Modifier changes a value at a stage when its condition holds, in one
// of three ways:
//   - it adds a labelled term (Label, Value), or, with Replaces, adds it in
//     place of every term citing the rules Replaces names;
//   - with Removes, it takes every term citing those rules out of the
//     value, Label saying why;
//   - with TerrainOf, it adds a term for each terrain, feature and marker
//     of the hex TerrainOf names that has the stat Stat names, labelled
//     with the terrain's name and citing its rule.
//
// So a rule that changes what another rule grants says so, and the value
// shows which rule struck which term, instead of adding a term that
// cancels it. Value, When, TerrainOf and Stat are HCL expressions over the
// facts of the stage.
type Modifier struct {
	ID       string
	Rule     string
	Stage    string
	Label    string
	Value    hclsyntax.Expression
	When     hclsyntax.Expression
	Replaces []string
	Removes  []string
	// TerrainOf yields a hex's label, Stat a stat's name.
	TerrainOf hclsyntax.Expression
	Stat      hclsyntax.Expression
	Priority  int
	Layer     string
	Range     hcl.Range
}

// MaxStruckRules is the most rules one modifier may replace or remove:
// every term a value gains is checked against the rules struck from it.
const MaxStruckRules = 100

var modifierSchema = schema{attrs: map[string]bool{
	"rule": true, "stage": true, "label": false, "value": false, "when": false, "priority": false,
	"replaces": false, "removes": false, "terrain_of": false, "stat": false,
}}

func (d *decoder) modifier(n *node) *Modifier {
	what := fmt.Sprintf("modifier %q", n.name())
	d.diags = append(d.diags, modifierSchema.check(n, what)...)
	m := &Modifier{
		ID: n.name(), Rule: d.str(n, "rule"), Stage: d.str(n, "stage"), Label: d.str(n, "label"),
		Replaces: d.ruleIDs(n, "replaces"), Removes: d.ruleIDs(n, "removes"),
		Priority: d.integer(n, "priority", 0), Layer: n.Layer, Range: n.DefRange,
	}
	expr := func(name string) hclsyntax.Expression {
		if a, ok := n.Attrs[name]; ok {
			return a.Expr
		}
		return nil
	}
	m.Value, m.When, m.TerrainOf, m.Stat = expr("value"), expr("when"), expr("terrain_of"), expr("stat")
	// which attributes go together: each form states what it needs and no
	// attribute of another form
	form, needs, bars := "adds a term", []string{"label", "value"}, []string{"removes", "terrain_of", "stat"}
	switch {
	case m.TerrainOf != nil:
		form, needs, bars = "adds the terms of a hex's terrain", []string{"stat"}, []string{"label", "value", "replaces", "removes"}
	case len(m.Removes) > 0:
		form, needs, bars = "removes terms", nil, []string{"value", "replaces", "stat"}
	case len(m.Replaces) > 0:
		form = "replaces terms"
	}
	for _, name := range needs {
		if _, ok := n.Attrs[name]; !ok {
			d.errorf(n.DefRange, "Missing required argument", "The argument %q is required in %s, which %s.", name, what, form)
		}
	}
	for _, name := range bars {
		if a, ok := n.Attrs[name]; ok {
			d.errorf(a.NameRange, "Unsupported argument", "%s %s: it takes no %q.", what, form, name)
		}
	}
	return m
}

// ruleIDs reads an attribute naming rules: one id, or a list of them.
func (d *decoder) ruleIDs(n *node, name string) []string {
	a, ok := n.Attrs[name]
	if !ok {
		return nil
	}
	if v, diags := a.Expr.Value(nil); !diags.HasErrors() && v.Type() == cty.String && v.IsKnown() && !v.IsNull() {
		return []string{v.AsString()}
	}
	ids := d.strings(n, name)
	if len(ids) > MaxStruckRules {
		d.errorf(a.Expr.Range(), "Too many rule ids", "%s lists %d rule ids; a modifier strikes at most %d.", name, len(ids), MaxStruckRules)
		return nil
	}
	return ids
}

// checkModifierTargets makes sure every rule a modifier replaces or
// removes is declared, and is not its own: a typo would otherwise strike
// nothing, silently.
func checkModifierTargets(rs *Ruleset) hcl.Diagnostics {
	var diags hcl.Diagnostics
	var rules *Speller
	for _, m := range rs.Modifiers {
		verb := "replaces"
		for _, ids := range [][]string{m.Replaces, m.Removes} {
			for _, id := range ids {
				if id == m.Rule {
					diags = append(diags, &hcl.Diagnostic{
						Severity: hcl.DiagError,
						Summary:  "Modifier strikes its own rule",
						Detail:   fmt.Sprintf("Modifier %q %s rule %q, the rule it cites itself: it would strike its own terms.", m.ID, verb, id),
						Subject:  m.Range.Ptr(),
					})
					continue
				}
				if _, ok := rs.Rules[id]; ok {
					continue
				}
				if rules == nil {
					rules = NewSpeller(slices.Collect(maps.Keys(rs.Rules)))
				}
				detail := fmt.Sprintf("Modifier %q %s rule %q, which no loaded layer declares.", m.ID, verb, id)
				if near := rules.Nearest(id); near != "" {
					detail += fmt.Sprintf(" Did you mean %q?", near)
				}
				diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Unknown rule id", Detail: detail, Subject: m.Range.Ptr()})
			}
			verb = "removes"
		}
	}
	return diags
}
