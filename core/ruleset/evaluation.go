package ruleset

import (
	"fmt"
	"maps"
	"slices"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
)

// KindEvaluation declares how a computer player judges a position: weighted
// terms a player without any rule of its own (core/ai) adds up for a side,
// so what makes a position good is data a mod can patch, not code.
const KindEvaluation = "evaluation"

// An Evaluation is one evaluation block. A position's worth to a side is
// the sum over every block of its terms for that side less the same terms
// for each of its enemies.
type Evaluation struct {
	ID    string
	Rule  string
	Title string
	// Units value a side's living units; Attached adds to a unit the
	// value of each item attached to it (a commander's marker).
	Units    []*EvalUnit
	Attached map[string]float64
	// Report weighs the fields of the ruleset's result report, nil when
	// the block has none.
	Report *EvalReport
	// Objectives weigh the hexes marked as objectives, nil when none.
	Objectives *EvalObjectives
	// UnitsFrom values the unit types a table prices, nil when none.
	UnitsFrom *EvalUnitsFrom
	Layer     string
	Range     hcl.Range
}

// EvalUnitsFrom values units by a table of the ruleset whose rows are keyed
// by unit type (a points list the scenarios score too), so the worths are
// written once: a unit whose type has no unit block of its own and a row in
// Table is worth the row's Column, times Faces[face] on a face listed there.
type EvalUnitsFrom struct {
	Table  string
	Rule   string
	Column string
	Faces  map[string]float64
	Range  hcl.Range
}

// Worth is what the table gives a unit type on a face: false when the
// table has no row for the type or no number in the column.
func (u *EvalUnitsFrom) Worth(rs *Ruleset, typ, face string) (float64, bool) {
	t := rs.Tables[u.Table]
	if t == nil {
		return 0, false
	}
	row, ok := t.Row(typ)
	if !ok {
		return 0, false
	}
	v, ok := row.Attrs[u.Column]
	if !ok || v.IsNull() || !v.IsKnown() || v.Type() != cty.Number {
		return 0, false
	}
	x, _ := v.AsBigFloat().Float64()
	if share, ok := u.Faces[face]; ok && face != "" {
		x *= share
	}
	return x, true
}

// An EvalUnit values units by type or tag: a unit takes the block labelled
// with its type, else the first block, in order, labelled with one of its
// tags.
type EvalUnit struct {
	// Match is a unit type id or a tag.
	Match string
	Rule  string
	// Value is the worth of a unit showing its front; Faces, of one
	// showing another face (a reduced counter is worth less).
	Value float64
	Faces map[string]float64
	Range hcl.Range
}

// An EvalReport weighs the result report, which a game has once it ends.
type EvalReport struct {
	Name string
	Rule string
	// Own weighs the field named after the side judged (its points);
	// Winner is added when the winner field names the side, alone or in
	// an alliance ("a+b"); Fields weigh other number fields by name.
	Own    float64
	Winner float64
	Fields map[string]float64
	Range  hcl.Range
}

// EvalObjectives weigh the hexes that carry a marker kind.
type EvalObjectives struct {
	Rule   string
	Marker string
	// Held is the worth of each objective the side controls; Distance is
	// taken off per hex between each objective it does not control and
	// its nearest unit on the same map, so a side with nothing to gain
	// from one move still walks towards what it must take.
	Held     float64
	Distance float64
	Range    hcl.Range
}

// Limits of an evaluation block, so a mistyped file cannot make each
// judgement of a position slow.
const (
	MaxEvalUnits = 1000
)

var evaluationSchema = schema{
	attrs:  map[string]bool{"rule": false, "title": false, "attached": false},
	blocks: map[string]int{"unit": 1, "report": 1, "objectives": 0, "units_from": 1},
}

var (
	evalUnitSchema       = schema{attrs: map[string]bool{"rule": false, "value": true, "faces": false}}
	evalReportSchema     = schema{attrs: map[string]bool{"rule": false, "own": false, "winner": false, "fields": false}}
	evalObjectivesSchema = schema{attrs: map[string]bool{"rule": false, "marker": true, "held": false, "distance": false}}
	evalUnitsFromSchema  = schema{attrs: map[string]bool{"rule": false, "column": true, "faces": false}}
)

func (d *decoder) evaluation(n *node) *Evaluation {
	what := fmt.Sprintf("evaluation %q", n.name())
	d.diags = append(d.diags, evaluationSchema.check(n, what)...)
	ev := &Evaluation{ID: n.name(), Rule: d.str(n, "rule"), Title: d.str(n, "title"), Attached: d.weights(n, "attached", what), Layer: n.Layer, Range: n.DefRange}
	seen := map[string]bool{}
	for _, b := range n.Blocks {
		switch b.Kind {
		case "unit":
			if len(b.Labels) != 1 {
				continue // the schema reports it
			}
			in := fmt.Sprintf("unit %q of %s", b.Labels[0], what)
			d.diags = append(d.diags, evalUnitSchema.check(b, in)...)
			if seen[b.Labels[0]] {
				d.errorf(b.DefRange, "Duplicate unit value", "%s values %q twice.", what, b.Labels[0])
				continue
			}
			seen[b.Labels[0]] = true
			ev.Units = append(ev.Units, &EvalUnit{Match: b.Labels[0], Rule: d.str(b, "rule"), Value: d.number(b, "value"), Faces: d.weights(b, "faces", in), Range: b.DefRange})
		case "report":
			if len(b.Labels) != 1 {
				continue
			}
			if ev.Report != nil {
				d.errorf(b.DefRange, "Duplicate report", "%s weighs one report, the result report; it has a report block at %s.", what, ev.Report.Range)
				continue
			}
			in := fmt.Sprintf("report %q of %s", b.Labels[0], what)
			d.diags = append(d.diags, evalReportSchema.check(b, in)...)
			ev.Report = &EvalReport{Name: b.Labels[0], Rule: d.str(b, "rule"), Own: d.number(b, "own"), Winner: d.number(b, "winner"), Fields: d.weights(b, "fields", in), Range: b.DefRange}
		case "objectives":
			if ev.Objectives != nil {
				d.errorf(b.DefRange, "Duplicate objectives", "%s has an objectives block at %s.", what, ev.Objectives.Range)
				continue
			}
			d.diags = append(d.diags, evalObjectivesSchema.check(b, "objectives of "+what)...)
			ev.Objectives = &EvalObjectives{Rule: d.str(b, "rule"), Marker: d.str(b, "marker"), Held: d.number(b, "held"), Distance: d.number(b, "distance"), Range: b.DefRange}
		case "units_from":
			if len(b.Labels) != 1 {
				continue
			}
			if ev.UnitsFrom != nil {
				d.errorf(b.DefRange, "Duplicate units_from", "%s values units from one table; it has a units_from block at %s.", what, ev.UnitsFrom.Range)
				continue
			}
			in := fmt.Sprintf("units_from %q of %s", b.Labels[0], what)
			d.diags = append(d.diags, evalUnitsFromSchema.check(b, in)...)
			ev.UnitsFrom = &EvalUnitsFrom{Table: b.Labels[0], Rule: d.str(b, "rule"), Column: d.str(b, "column"), Faces: d.weights(b, "faces", in), Range: b.DefRange}
		}
	}
	if len(ev.Units) > MaxEvalUnits {
		d.errorf(n.DefRange, "Too many unit values", "%s values %d kinds of unit; at most %d.", what, len(ev.Units), MaxEvalUnits)
		ev.Units = ev.Units[:MaxEvalUnits]
	}
	return ev
}

// number evaluates an optional attribute that must be a number (0 when absent).
func (d *decoder) number(n *node, name string) float64 {
	v, ok := d.typed(n, name, cty.Number, "a number")
	if !ok {
		return 0
	}
	f, _ := v.AsBigFloat().Float64()
	return f
}

// weights evaluates an optional object of numbers by name.
func (d *decoder) weights(n *node, name, what string) map[string]float64 {
	out := map[string]float64{}
	for k, v := range d.object(n, name) {
		if v.IsNull() || !v.IsKnown() || v.Type() != cty.Number {
			d.errorf(n.Attrs[name].Expr.Range(), "Incorrect attribute value type", "In %s, %s.%s must be a number.", what, name, k)
			continue
		}
		out[k], _ = v.AsBigFloat().Float64()
	}
	return out
}

// checkEvaluations makes sure an evaluation names only what the ruleset
// declares: unit types or tags, faces, attached items, the marker kind,
// the result report and rules. A typo would otherwise weigh nothing, and
// the computer player would play worse without a word.
func checkEvaluations(rs *Ruleset) hcl.Diagnostics {
	var diags hcl.Diagnostics
	add := func(dg *hcl.Diagnostic) {
		if dg != nil {
			diags = append(diags, dg)
		}
	}
	unknown := func(at hcl.Range, summary, what, name string, names []string) {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  summary,
			Detail:   fmt.Sprintf("%s names %q, which no loaded layer declares.%s", what, name, NewSpeller(names).DidYouMean(name)),
			Subject:  at.Ptr(),
		})
	}
	matches, faces := map[string]bool{}, map[string]bool{}
	for _, t := range rs.Entities[KindUnitType] {
		matches[t.ID] = true
		for _, tag := range t.Tags {
			matches[tag] = true
		}
		for _, f := range t.Faces {
			faces[f.Name] = true
		}
	}
	for _, id := range slices.Sorted(maps.Keys(rs.Evaluations)) {
		ev := rs.Evaluations[id]
		what := fmt.Sprintf("evaluation %q", id)
		add(unknownRule(rs, ev.Rule, ev.Range, what))
		for _, u := range ev.Units {
			in := fmt.Sprintf("unit %q of %s", u.Match, what)
			add(unknownRule(rs, u.Rule, u.Range, in))
			if !matches[u.Match] {
				unknown(u.Range, "Unknown unit type or tag", in, u.Match, slices.Collect(maps.Keys(matches)))
			}
			for _, f := range slices.Sorted(maps.Keys(u.Faces)) {
				if !faces[f] {
					unknown(u.Range, "Unknown face", in, f, slices.Collect(maps.Keys(faces)))
				}
			}
		}
		for _, item := range slices.Sorted(maps.Keys(ev.Attached)) {
			if _, ok := rs.Entity(KindItem, item); !ok {
				unknown(ev.Range, "Unknown item", what, item, slices.Collect(maps.Keys(rs.Entities[KindItem])))
			}
		}
		if r := ev.Report; r != nil {
			add(unknownRule(rs, r.Rule, r.Range, "report of "+what))
			if r.Name != rs.ResultReport {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Not the result report",
					Detail:   fmt.Sprintf("%s weighs report %q; an evaluation weighs the ruleset's result report (result_report in ruleset.hcl: %q).", what, r.Name, rs.ResultReport),
					Subject:  r.Range.Ptr(),
				})
			}
		}
		if u := ev.UnitsFrom; u != nil {
			diags = append(diags, checkUnitsFrom(rs, u, what, faces, unknown)...)
		}
		if o := ev.Objectives; o != nil {
			add(unknownRule(rs, o.Rule, o.Range, "objectives of "+what))
			if _, ok := rs.Entity(KindMarkerKind, o.Marker); !ok {
				unknown(o.Range, "Unknown marker kind", "objectives of "+what, o.Marker, slices.Collect(maps.Keys(rs.Entities[KindMarkerKind])))
			}
		}
	}
	return diags
}

// checkUnitsFrom makes sure a units_from block names a table whose rows
// price unit types (some at least: the table may price items too) in a
// number column, and faces the types have.
func checkUnitsFrom(rs *Ruleset, u *EvalUnitsFrom, what string, faces map[string]bool, unknown func(hcl.Range, string, string, string, []string)) hcl.Diagnostics {
	var diags hcl.Diagnostics
	in := fmt.Sprintf("units_from %q of %s", u.Table, what)
	if dg := unknownRule(rs, u.Rule, u.Range, in); dg != nil {
		diags = append(diags, dg)
	}
	for _, f := range slices.Sorted(maps.Keys(u.Faces)) {
		if !faces[f] {
			unknown(u.Range, "Unknown face", in, f, slices.Collect(maps.Keys(faces)))
		}
	}
	t := rs.Tables[u.Table]
	if t == nil {
		unknown(u.Range, "Unknown table", in, u.Table, slices.Collect(maps.Keys(rs.Tables)))
		return diags
	}
	priced := 0
	for _, row := range t.Rows {
		v, ok := row.Attrs[u.Column]
		if !ok {
			continue
		}
		if v.IsNull() || !v.IsKnown() || v.Type() != cty.Number {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Not a number", Detail: fmt.Sprintf("%s reads %s of row %q, which is no number.", in, u.Column, row.Key), Subject: row.Range.Ptr()})
			continue
		}
		// a row of no unit type prices something else (an item)
		if _, ok := rs.Entity(KindUnitType, row.Key); ok {
			priced++
		}
	}
	if priced == 0 {
		diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "No unit priced", Detail: fmt.Sprintf("%s: no row of table %q has a number in %s.", in, u.Table, u.Column), Subject: u.Range.Ptr()})
	}
	return diags
}
