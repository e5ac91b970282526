package ruleset

import (
	"maps"
	"slices"
	"strings"

	"github.com/zclconf/go-cty/cty"
)

// maxExtends bounds a chain of scenarios extending one another.
const maxExtends = 16

// extended returns a scenario block laid over the scenario its `extends`
// names, as a patch is laid over a block: its attributes replace (objects
// merge key by key), a nested block with the same header (`unit "kt2"`)
// changes that one, a new one is added. A variant states what differs
// (another unit type, one more unit, other options) instead of copying
// the whole setup. The result is the variant's, with no `extends`.
func (d *decoder) extended(m *merger, n *node) *node {
	what := "scenario \"" + n.name() + "\""
	chain := []string{n.name()}
	for {
		a, ok := n.Attrs["extends"]
		if !ok {
			return n
		}
		over := n.clone()
		delete(over.Attrs, "extends")
		v, diags := a.Expr.Value(nil)
		if diags.HasErrors() || v.IsNull() || !v.Type().Equals(cty.String) {
			d.errorf(a.Expr.Range(), "Invalid extends", "In %s, extends names the scenario it is a variant of, as a string.", what)
			return over
		}
		base := v.AsString()
		if slices.Contains(chain, base) || len(chain) > maxExtends {
			d.errorf(a.Expr.Range(), "Scenarios extend in a cycle", "%s extends %s: the chain leads back to a scenario in it (or is longer than %d).", what, strings.Join(append(chain[1:], base), ", then "), maxExtends)
			return over
		}
		parent, ok := m.blocks[blockKey{KindScenario, base}]
		if !ok {
			d.errorf(a.Expr.Range(), "Unknown scenario", "%s extends scenario %q, which no loaded layer declares.%s", what, base, NewSpeller(scenarioNames(m)).DidYouMean(base))
			return over
		}
		chain = append(chain, base)
		// the parent's own extends, if any, stays on the result: the next
		// turn of the loop lays the result over the grandparent
		merged, pd := parent.patch(over)
		d.diags = append(d.diags, pd...)
		merged.Labels, merged.DefRange, merged.Layer, merged.Changes = over.Labels, over.DefRange, over.Layer, over.Changes
		n = merged
	}
}

func scenarioNames(m *merger) []string {
	var names []string
	for key := range maps.Keys(m.blocks) {
		if key.kind == KindScenario {
			names = append(names, key.name)
		}
	}
	slices.Sort(names)
	return names
}
