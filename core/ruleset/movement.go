package ruleset

import (
	"fmt"
	"maps"
	"math/big"
	"slices"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// KindMovementClass declares a way of moving (on foot, on tracks, flying):
// what each terrain, feature and marker costs a unit of the class to enter,
// and what it may not enter at all. Unit types name their class
// (`movement = "tracked"`), and the kernel prices every step from it, as
// Wesnoth's movetypes and OpenRA's locomotors do.
const KindMovementClass = "movement_class"

// MaxStepCost bounds what one entry of a class may cost, so that no sum of
// a path's steps overflows.
const MaxStepCost = 1000

// A MovementClass is a declared movement class.
type MovementClass struct {
	ID   string
	Name string
	Rule string
	// Costs price the terrain, features and marker kinds the class may
	// enter, by id. A terrain's cost is the step's; a feature's or a
	// marker's is added on top. A terrain or feature left out is closed to
	// the class, and so is a marker kind that another class names: a
	// marker kind no class names does not bear on movement.
	Costs map[string]StepCost
	// Connect is a feature that, in both the hex left and the hex entered,
	// prices the step by its own cost instead of the terrain's, closed or
	// not (a road, a bridge over water); anywhere else it adds nothing.
	Connect string
	// Closed names entries the class may not enter and the rule that
	// closes each, whatever Costs says: a later layer closes what an
	// earlier one priced (a house rule: no tanks in woods). An entry left
	// out of Costs and of Closed is closed by the class's own rule.
	Closed map[string]string
	// Gates are entries the class prices that are open to a mover only
	// where a computed value of the named stage is above 0 for it (a
	// marker only some sides may pass): a hex holding one is closed by
	// the stage's rule otherwise.
	Gates map[string]string
	// EnemyHex, when set, is the rule by which a hex an enemy holds is
	// closed to a move of the class (an assault enters it; a flier passes
	// over when unset).
	EnemyHex string
	// HoldsHex says whether a unit of the class holds its hex against
	// enemies' moves (an aircraft or a launch site an enemy walks into does
	// not).
	HoldsHex bool
	Layer    string
	Range    hcl.Range
	// At says where each entry of costs, closed and gates is written, by
	// attribute and entry.
	At map[string]map[string]hcl.Range
}

// A StepCost is what entering one entry costs, and the rule its term cites
// ("" for the entry's own rule).
type StepCost struct {
	MP   int
	Rule string
}

var movementClassSchema = schema{attrs: map[string]bool{
	"rule": true, "name": false, "costs": true, "connect": false, "closed": false, "gates": false,
	"enemy_hex": false, "holds_hex": false,
}}

func (d *decoder) movementClass(n *node) *MovementClass {
	what := fmt.Sprintf("movement_class %q", n.name())
	d.diags = append(d.diags, movementClassSchema.check(n, what)...)
	c := &MovementClass{
		ID: n.name(), Name: d.str(n, "name"), Rule: d.str(n, "rule"), Connect: d.str(n, "connect"),
		EnemyHex: d.str(n, "enemy_hex"), HoldsHex: true, Costs: map[string]StepCost{},
		Closed: d.names(n, "closed", what), Gates: d.names(n, "gates", what),
		Layer: n.Layer, Range: n.DefRange, At: map[string]map[string]hcl.Range{},
	}
	if c.Name == "" {
		c.Name = c.ID
	}
	if _, ok := n.Attrs["holds_hex"]; ok {
		c.HoldsHex = d.boolean(n, "holds_hex")
	}
	for _, attr := range []string{"costs", "closed", "gates"} {
		c.At[attr] = keyRanges(n, attr)
	}
	for id, v := range d.object(n, "costs") {
		if v.IsNull() {
			continue // a patch's `woods = null` closes what an earlier layer priced
		}
		cost, ok := stepCost(v)
		if !ok {
			d.errorf(c.At["costs"][id], "Incorrect step cost", "In %s, %q costs a whole number of MP from 0 to %d, or { mp = N, rule = \"<rule id>\" } to cite a rule of its own.", what, id, MaxStepCost)
			continue
		}
		c.Costs[id] = cost
	}
	for id := range c.Gates {
		if _, priced := c.Costs[id]; !priced {
			d.errorf(c.At["gates"][id], "Gate on an entry without a cost", "In %s, gate %q opens an entry the class does not price; give it a cost in costs.", what, id)
		}
	}
	if _, priced := c.Costs[c.Connect]; c.Connect != "" && !priced {
		d.errorf(n.Attrs["connect"].Expr.Range(), "Connect without a cost", "In %s, connect names %q, which costs has no rate for.", what, c.Connect)
	}
	return c
}

// names evaluates an object of strings ({ water = "movement.water" }).
func (d *decoder) names(n *node, name, what string) map[string]string {
	out := map[string]string{}
	for k, v := range d.object(n, name) {
		if v.IsNull() || v.Type() != cty.String {
			d.errorf(n.Attrs[name].Expr.Range(), "Incorrect attribute value type", "In %s, %s.%s must be a string.", what, name, k)
			continue
		}
		out[k] = v.AsString()
	}
	return out
}

func stepCost(v cty.Value) (StepCost, bool) {
	mp, rule := v, ""
	if v.Type().IsObjectType() {
		if len(v.Type().AttributeTypes()) > 2 || !v.Type().HasAttribute("mp") {
			return StepCost{}, false
		}
		mp = v.GetAttr("mp")
		if v.Type().HasAttribute("rule") {
			r := v.GetAttr("rule")
			if r.IsNull() || r.Type() != cty.String {
				return StepCost{}, false
			}
			rule = r.AsString()
		} else if len(v.Type().AttributeTypes()) > 1 {
			return StepCost{}, false
		}
	}
	if mp.IsNull() || mp.Type() != cty.Number {
		return StepCost{}, false
	}
	i, acc := mp.AsBigFloat().Int64()
	if acc != big.Exact || i < 0 || i > MaxStepCost {
		return StepCost{}, false
	}
	return StepCost{MP: int(i), Rule: rule}, true
}

// keyRanges says where each key of an object attribute is written: after
// a patch merged the object, a key a mod wrote points into the mod.
func keyRanges(n *node, name string) map[string]hcl.Range {
	out := map[string]hcl.Range{}
	a, ok := n.Attrs[name]
	if !ok {
		return out
	}
	obj, ok := a.Expr.(*hclsyntax.ObjectConsExpr)
	if !ok {
		return out
	}
	for _, item := range obj.Items {
		if k, ok := objectKey(item.KeyExpr); ok {
			out[k] = item.KeyExpr.Range()
		}
	}
	return out
}

// checkMovement makes sure the classes name only what the ruleset declares
// (a terrain, a feature or a marker kind; a value stage for a gate; rules)
// and that, once a ruleset declares classes, every unit type names one of
// them.
func checkMovement(rs *Ruleset) hcl.Diagnostics {
	var diags hcl.Diagnostics
	unknown := func(at hcl.Range, summary, format string, args ...any) {
		diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: fmt.Sprintf(format, args...), Subject: at.Ptr()})
	}
	var entries []string
	for _, kind := range []string{KindTerrain, KindMarkerKind} {
		entries = append(entries, slices.Collect(maps.Keys(rs.Entities[kind]))...)
	}
	var features []string
	for id, t := range rs.Entities[KindTerrain] {
		if t.HasTag(TagFeature) {
			features = append(features, id)
		}
	}
	entrySpell, featureSpell := NewSpeller(entries), NewSpeller(features)
	stages := NewSpeller(slices.Collect(maps.Keys(rs.Values)))
	isEntry := func(id string) bool {
		_, t := rs.Entities[KindTerrain][id]
		_, m := rs.Entities[KindMarkerKind][id]
		return t || m
	}
	for _, id := range slices.Sorted(maps.Keys(rs.MovementClasses)) {
		c := rs.MovementClasses[id]
		what := fmt.Sprintf("movement_class %q", id)
		for _, d := range []*hcl.Diagnostic{unknownRule(rs, c.Rule, c.Range, what), unknownRule(rs, c.EnemyHex, c.Range, what)} {
			if d != nil {
				diags = append(diags, d)
			}
		}
		for _, attr := range []string{"costs", "closed", "gates"} {
			for _, entry := range slices.Sorted(maps.Keys(c.At[attr])) {
				if !isEntry(entry) {
					unknown(c.At[attr][entry], "Unknown terrain", "%s names %q, which is no terrain, feature or marker kind of the loaded layers.%s", what, entry, entrySpell.DidYouMean(entry))
				}
			}
		}
		for _, entry := range slices.Sorted(maps.Keys(c.Costs)) {
			if r := c.Costs[entry].Rule; r != "" {
				if d := unknownRule(rs, r, c.At["costs"][entry], fmt.Sprintf("the cost of %q in %s", entry, what)); d != nil {
					diags = append(diags, d)
				}
			}
		}
		for _, entry := range slices.Sorted(maps.Keys(c.Closed)) {
			if d := unknownRule(rs, c.Closed[entry], c.At["closed"][entry], fmt.Sprintf("closed %q in %s", entry, what)); d != nil {
				diags = append(diags, d)
			}
		}
		for _, entry := range slices.Sorted(maps.Keys(c.Gates)) {
			if stage := c.Gates[entry]; rs.Values[stage] == nil {
				unknown(c.At["gates"][entry], "Unknown value stage", "%s gates %q by stage %q, which no value block declares.%s", what, entry, stage, stages.DidYouMean(stage))
			}
		}
		if c.Connect != "" {
			if t, ok := rs.Entities[KindTerrain][c.Connect]; !ok || !t.HasTag(TagFeature) {
				unknown(c.Range, "Unknown feature", "%s connects by %q, which is no feature of the loaded layers.%s", what, c.Connect, featureSpell.DidYouMean(c.Connect))
			}
		}
	}
	if len(rs.MovementClasses) == 0 {
		return diags
	}
	classes := NewSpeller(slices.Collect(maps.Keys(rs.MovementClasses)))
	for _, id := range slices.Sorted(maps.Keys(rs.Entities[KindUnitType])) {
		u := rs.Entities[KindUnitType][id]
		switch {
		case u.Movement == "":
			unknown(u.Range, "Unit type without a movement class", "unit_type %q names no movement class; add movement = \"<class>\", one of %s.", id, sortedJoin(rs.MovementClasses))
		case rs.MovementClasses[u.Movement] == nil:
			unknown(u.MovementAt, "Unknown movement class", "unit_type %q moves as %q, which no movement_class block declares.%s", id, u.Movement, classes.DidYouMean(u.Movement))
		}
	}
	return diags
}
