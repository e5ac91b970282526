package ruleset

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"
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
	v := &Value{Stage: n.name(), Rule: d.str(n, "rule"), Title: d.str(n, "title"), Facts: map[string]string{}, FactsOf: d.str(n, "facts_of"), Layer: n.Layer, Range: n.DefRange}
	if _, both := n.Attrs["facts"]; both && v.FactsOf != "" {
		d.errorf(n.Attrs["facts_of"].Expr.Range(), "Facts declared twice", "%s takes its facts from value %q or lists its own, not both.", what, v.FactsOf)
	}
	for name, about := range d.object(n, "facts") {
		if about.Type() != cty.String {
			d.errorf(n.Attrs["facts"].Expr.Range(), "Incorrect fact description", "In %s, fact %q is described by a string saying what it holds.", what, name)
			continue
		}
		v.Facts[name] = about.AsString()
	}
	return v
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
	for _, m := range rs.Modifiers {
		v, ok := rs.Values[m.Stage]
		if !ok || len(v.Facts) == 0 {
			continue
		}
		for _, e := range []hcl.Expression{m.When, m.Value} {
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
