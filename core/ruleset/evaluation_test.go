package ruleset

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// evalBlock is an evaluation the typo mod declares on the core ruleset.
const evalBlock = `marker_kind "goal" { rule = "x.move" }
item "flag" { rule = "x.move" }
patch "unit_type" "tank" {
  face "reduced" {
    stats = { speed = 3 }
  }
}
evaluation "worth" {
  rule  = "x.fire"
  title = "what wins"
  unit "hard" {
    value = 4
    faces = { reduced = 2.5 }
  }
  unit "tank" { value = 5 }
  attached = { flag = 1 }
  objectives {
    marker   = "goal"
    held     = 5
    distance = 0.25
  }
}
`

func TestEvaluationDecodes(t *testing.T) {
	rs, _, diags := Load(Options{FS: project(typoMod(evalBlock)), Ruleset: "core", Mods: []string{"typo"}})
	require.False(t, diags.HasErrors(), diags.Error())
	ev := rs.Evaluations["worth"]
	require.NotNil(t, ev)
	assert.Equal(t, "x.fire", ev.Rule)
	assert.Equal(t, "what wins", ev.Title)
	require.Len(t, ev.Units, 2)
	assert.Equal(t, "hard", ev.Units[0].Match, "units keep their order: the first tag block a unit matches is its")
	assert.InDelta(t, 4, ev.Units[0].Value, 0)
	assert.Equal(t, map[string]float64{"reduced": 2.5}, ev.Units[0].Faces)
	assert.Equal(t, map[string]float64{"flag": 1}, ev.Attached)
	require.NotNil(t, ev.Objectives)
	assert.Equal(t, EvalObjectives{Marker: "goal", Held: 5, Distance: 0.25, Range: ev.Objectives.Range}, *ev.Objectives)
	assert.Nil(t, ev.Report)
}

// TestEvaluationPatched: a later layer patches an evaluation as any
// block: a unit value changed in place, one added after, a weight merged.
func TestEvaluationPatched(t *testing.T) {
	files := typoMod(evalBlock)
	files["mods/more/mod.hcl"] = "id = \"more\"\nversion = \"1\"\nrequires = [\"typo\"]\n"
	files["mods/more/more.hcl"] = `item "pennant" { rule = "x.move" }
patch "evaluation" "worth" {
  unit "hard" { value = 6 }
  unit "scoutish" { value = 1 }
  attached = { pennant = 2 }
}
unit_type "scoutish" { rule = "x.move" }
`
	rs, _, diags := Load(Options{FS: project(files), Ruleset: "core", Mods: []string{"typo", "more"}})
	require.False(t, diags.HasErrors(), diags.Error())
	ev := rs.Evaluations["worth"]
	var matches []string
	for _, u := range ev.Units {
		matches = append(matches, u.Match)
	}
	assert.Equal(t, []string{"hard", "tank", "scoutish"}, matches)
	assert.InDelta(t, 6, ev.Units[0].Value, 0)
	assert.Equal(t, map[string]float64{"reduced": 2.5}, ev.Units[0].Faces, "what the patch leaves alone stays")
	assert.Equal(t, map[string]float64{"flag": 1, "pennant": 2}, ev.Attached)
}

// pointsTable prices the core ruleset's tank, and an item, as a points
// list does.
const pointsTable = `table "costs" {
  rule = "x.fire"
  row "tank" { points = 30 }
  row "flag" { points = 5 }
}
`

// TestEvaluationUnitsFromATable: units_from values a unit type by its row
// of a table, a face by its share; a row of no unit type is left alone.
func TestEvaluationUnitsFromATable(t *testing.T) {
	src := pointsTable + `patch "unit_type" "tank" {
  face "reduced" {
    stats = { speed = 3 }
  }
}
evaluation "w" {
  units_from "costs" {
    rule   = "x.fire"
    column = "points"
    faces  = { reduced = 0.5 }
  }
}
`
	rs, _, diags := Load(Options{FS: project(typoMod(src)), Ruleset: "core", Mods: []string{"typo"}})
	require.False(t, diags.HasErrors(), diags.Error())
	u := rs.Evaluations["w"].UnitsFrom
	require.NotNil(t, u)
	assert.Equal(t, []any{"costs", "x.fire", "points"}, []any{u.Table, u.Rule, u.Column})
	for _, tt := range []struct {
		typ, face string
		want      float64
		ok        bool
	}{{"tank", "", 30, true}, {"tank", "reduced", 15, true}, {"scout", "", 0, false}} {
		got, ok := u.Worth(rs, tt.typ, tt.face)
		assert.Equal(t, tt.ok, ok, tt.typ)
		assert.InDelta(t, tt.want, got, 1e-9, "%s %s", tt.typ, tt.face)
	}
}

func TestEvaluationRefusesUnknownNames(t *testing.T) {
	tests := []struct {
		name, src, summary, detail string
		line                       int
	}{
		{"a typo of a tag", "evaluation \"w\" {\n  unit \"hrd\" { value = 1 }\n}\n", "Unknown unit type or tag",
			`unit "hrd" of evaluation "w" names "hrd", which no loaded layer declares. Did you mean "hard"?`, 2},
		{"a face of a unit type", "patch \"unit_type\" \"tank\" {\n  face \"reduced\" { stats = { speed = 3 } }\n}\nevaluation \"w\" {\n  unit \"tank\" {\n    value = 1\n    faces = { redcued = 0 }\n  }\n}\n", "Unknown face",
			`unit "tank" of evaluation "w" names "redcued", which no loaded layer declares. Did you mean "reduced"?`, 5},
		{"an unknown face", "evaluation \"w\" {\n  unit \"tank\" {\n    value = 1\n    faces = { redcued = 0 }\n  }\n}\n", "Unknown face",
			`unit "tank" of evaluation "w" names "redcued", which no loaded layer declares.`, 2},
		{"an unknown marker", "evaluation \"w\" {\n  objectives { marker = \"goal\" }\n}\n", "Unknown marker kind",
			`objectives of evaluation "w" names "goal", which no loaded layer declares.`, 2},
		{"an unknown item", "evaluation \"w\" {\n  attached = { co = 1 }\n}\n", "Unknown item",
			`evaluation "w" names "co", which no loaded layer declares.`, 1},
		{"a report that is not the result report", "evaluation \"w\" {\n  report \"attack\" { winner = 1 }\n}\n", "Not the result report",
			`evaluation "w" weighs report "attack"; an evaluation weighs the ruleset's result report (result_report in ruleset.hcl: "").`, 2},
		{"an unknown rule", "evaluation \"w\" {\n  rule = \"x.win\"\n}\n", "Unknown rule id",
			`evaluation "w" cites rule "x.win", which no loaded layer declares. Add a rule "x.win" { title = ... } block or fix the id.`, 1},
		{"a weight that is no number", "evaluation \"w\" {\n  unit \"tank\" { value = \"big\" }\n}\n", "Incorrect attribute value type",
			`The argument "value" must be a number.`, 2},
		{"an unknown attribute", "evaluation \"w\" {\n  units = 1\n}\n", "Unsupported argument",
			`An argument named "units" is not expected in evaluation "w". Expected one of: attached, rule, title.`, 2},
		{"a unit valued twice", "evaluation \"w\" {\n  unit \"tank\" { value = 1 }\n  unit \"tank\" { value = 2 }\n}\n", "Duplicate unit value",
			`evaluation "w" values "tank" twice.`, 3},
		{"units from an unknown table", "evaluation \"w\" {\n  units_from \"cost\" { column = \"points\" }\n}\n", "Unknown table",
			`units_from "cost" of evaluation "w" names "cost", which no loaded layer declares.`, 2},
		{"units from a table that prices none", pointsTable + "evaluation \"w\" {\n  units_from \"costs\" { column = \"pints\" }\n}\n", "No unit priced",
			`units_from "costs" of evaluation "w": no row of table "costs" has a number in pints.`, 7},
		{"units from a column that is no number", "table \"costs\" {\n  rule = \"x.fire\"\n  row \"tank\" { points = \"many\" }\n}\nevaluation \"w\" {\n  units_from \"costs\" { column = \"points\" }\n}\n", "Not a number",
			`units_from "costs" of evaluation "w" reads points of row "tank", which is no number.`, 3},
		{"units from a table, at a face no type has", pointsTable + "evaluation \"w\" {\n  units_from \"costs\" {\n    column = \"points\"\n    faces  = { redcued = 0.5 }\n  }\n}\n", "Unknown face",
			`units_from "costs" of evaluation "w" names "redcued", which no loaded layer declares.`, 7},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, diags := Load(Options{FS: project(typoMod(tt.src)), Ruleset: "core", Mods: []string{"typo"}})
			d := findDiag(t, diags, tt.summary)
			assert.Equal(t, tt.detail, d.Detail)
			require.NotNil(t, d.Subject)
			assert.Equal(t, "mods/typo/typo.hcl", d.Subject.Filename)
			assert.Equal(t, tt.line, d.Subject.Start.Line)
		})
	}
}
