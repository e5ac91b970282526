package ruleset

import (
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// scenarios are a base scenario and variants of it, for TestScenarioExtends.
const scenarios = `
side "red" { rule = "x.move" }
side "blue" { rule = "x.move" }
scenario "meeting" {
  title   = "Meeting"
  rule    = "x.move"
  turns   = 6
  sides   = ["red", "blue"]
  options = { objectives = ["A1"], control = { A1 = "red" } }
  board {
    cols    = 4
    rows    = 4
    terrain = "clear"
  }
  unit "t1" {
    type = "tank"
    side = "red"
    at   = "A1"
  }
  unit "t2" {
    type = "tank"
    side = "blue"
    at   = "D4"
  }
}
`

func TestScenarioExtends(t *testing.T) {
	rs, _, diags := Load(Options{FS: project(map[string]string{
		"rulesets/core/scenarios.hcl": scenarios,
		"mods/v/mod.hcl":              "id = \"v\"\nversion = \"1\"\nrequires = [\"core\"]",
		"mods/v/variant.hcl": `
scenario "meeting-scouts" {
  extends = "meeting"
  title   = "Meeting, with scouts"
  options = { control = { A1 = "blue" } }
  unit "t2" { type = "scout" }
  unit "s1" {
    type = "scout"
    side = "red"
    at   = "B1"
  }
}
scenario "meeting-long" {
  extends = "meeting-scouts"
  title   = "Meeting, with scouts, long"
  turns   = 9
}`,
		"rulesets/core/units2.hcl": `unit_type "scout" {
  rule  = "x.move"
  stats = { speed = 9 }
}`,
	}), Ruleset: "core", Mods: []string{"v"}})
	require.False(t, diags.HasErrors(), "%v", diags)

	base, variant, long := rs.Scenarios["meeting"], rs.Scenarios["meeting-scouts"], rs.Scenarios["meeting-long"]
	require.NotNil(t, variant)
	assert.Equal(t, "Meeting, with scouts", variant.Title)
	assert.Equal(t, 6, variant.Turns, "what the variant does not state it takes from the scenario it extends")
	types := map[string]string{}
	for _, u := range variant.Setup.Units {
		types[u.Handle] = u.Type
	}
	assert.Equal(t, map[string]string{"t1": "tank", "t2": "scout", "s1": "scout"}, types)
	assert.Equal(t, 1, variant.Attrs["objectives"].LengthInt(), "options merge key by key")
	assert.Equal(t, "blue", variant.Attrs["control"].GetAttr("A1").AsString())
	assert.Len(t, base.Setup.Units, 2, "the scenario extended is left as it was")
	require.NotNil(t, long)
	assert.Equal(t, 9, long.Turns)
	assert.Len(t, long.Setup.Units, 3, "a variant of a variant takes both")
}

func TestScenarioExtendsErrors(t *testing.T) {
	tests := []struct {
		name, variant, err string
	}{
		{"unknown", `scenario "v" {
  extends = "meting"
  title   = "V"
}`, `scenario "v" extends scenario "meting", which no loaded layer declares. Did you mean "meeting"?`},
		{"cycle", `scenario "v" {
  extends = "w"
  title   = "V"
}
scenario "w" {
  extends = "v"
  title   = "W"
}`, `scenario "v" extends w, then v: the chain leads back to a scenario in it`},
		{"not a name", `scenario "v" {
  extends = 3
  title   = "V"
}`, `extends names the scenario it is a variant of, as a string`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, diags := Load(Options{FS: project(map[string]string{
				"rulesets/core/scenarios.hcl": scenarios,
				"rulesets/core/variant.hcl":   tt.variant,
			}), Ruleset: "core"})
			require.True(t, diags.HasErrors())
			assert.Contains(t, diags.Error(), tt.err)
			assert.Contains(t, diags.Error(), "rulesets/core/variant.hcl:")
		})
	}
}

// TestScenarioMarkers: a scenario places markers over its map's own, and
// one of an undeclared kind, or off the map, is an error at its block.
func TestScenarioMarkers(t *testing.T) {
	load := func(marker string) (*Ruleset, hcl.Diagnostics) {
		rs, _, diags := Load(Options{FS: project(map[string]string{
			"rulesets/core/scenarios.hcl": scenarios + `
marker_kind "goal" { rule = "x.move" }
scenario "goals" {
  extends = "meeting"
  title   = "Meeting for goals"
  ` + marker + `
}`,
		}), Ruleset: "core"})
		return rs, diags
	}
	rs, diags := load(`marker "B2" "goal" { level = 2 }`)
	require.False(t, diags.HasErrors(), "%v", diags)
	require.Len(t, rs.Scenarios["goals"].Setup.Markers, 1)
	mk := rs.Scenarios["goals"].Setup.Markers[0]
	assert.Equal(t, []any{"B2", "goal", 2}, []any{mk.At, mk.Kind, mk.Level})
	assert.Empty(t, rs.Scenarios["meeting"].Setup.Markers, "the scenario extended places none")

	for _, tt := range []struct{ marker, summary string }{
		{`marker "B2" "gaol" {}`, "Unknown marker kind"},
		{`marker "K9" "goal" {}`, "Invalid hex"},
	} {
		_, diags := load(tt.marker)
		require.True(t, diags.HasErrors(), tt.marker)
		assert.Equal(t, tt.summary, diags[0].Summary, tt.marker)
		assert.Equal(t, "rulesets/core/scenarios.hcl", diags[0].Subject.Filename, tt.marker)
	}
}
