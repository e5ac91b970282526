package ruleset

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
)

// A Shorthand is what a unit_shorthand block lets setups and cases write in
// a word: `face = "reduced"` makes `reduced = true` show that face;
// `status = true` makes `altitude = "cruise"` give the unit the status its
// value names. The kernel knows no shorthand of its own: a ruleset
// declares those its scenarios and cases use.
type Shorthand struct {
	Face   string
	Status bool
}

// Shorthand returns the shorthand a ruleset declares under a name.
func (rs *Ruleset) Shorthand(name string) (Shorthand, bool) {
	e, ok := rs.Entity(KindShorthand, name)
	if !ok {
		return Shorthand{}, false
	}
	return e.Shorthand, e.Shorthand.Face != "" || e.Shorthand.Status
}

// Expand returns a unit spec's face and statuses with its shorthands
// applied, and diagnostics for shorthands the ruleset does not declare or
// values of the wrong kind. The spec itself is left as it is: setups are
// shared by every game started from them.
func (rs *Ruleset) Expand(u UnitSpec) (face string, statuses []string, diags hcl.Diagnostics) {
	face, statuses = u.Face, u.Statuses
	for _, sv := range u.Shorthands {
		s, ok := rs.Shorthand(sv.Name)
		switch {
		case !ok:
			declared := sortedJoin(rs.Entities[KindShorthand])
			if declared == "" {
				declared = "none"
			}
			diags = append(diags, diagAt(sv.Range, "Unsupported argument", "Unit %q: %q is neither an attribute of a unit nor a shorthand the ruleset declares (unit_shorthand blocks: %s).", u.Handle, sv.Name, declared))
		case s.Face != "":
			if sv.Value.Type() != cty.Bool || sv.Value.IsNull() {
				diags = append(diags, diagAt(sv.Range, "Invalid shorthand", "Unit %q: %s = true or false shows the %q face or not.", u.Handle, sv.Name, s.Face))
			} else if sv.Value.True() {
				face = s.Face
			}
		default:
			if sv.Value.Type() != cty.String || sv.Value.IsNull() {
				diags = append(diags, diagAt(sv.Range, "Invalid shorthand", "Unit %q: %s names a status, as a string.", u.Handle, sv.Name))
			} else if name := sv.Value.AsString(); name != "" {
				statuses = append(append([]string(nil), statuses...), name)
			}
		}
	}
	return face, statuses, diags
}
