package ruleset

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestModifierForms(t *testing.T) {
	rs, _, diags := Load(Options{FS: project(map[string]string{"rulesets/core/mods.hcl": `
value "dv" {
  rule  = "x.move"
  title = "Defence value"
}
modifier "instead" {
  rule     = "x.move"
  stage    = "av"
  label    = "instead"
  value    = 1
  replaces = "x.fire"
}
modifier "gone" {
  rule    = "x.move"
  stage   = "av"
  removes = ["x.fire", "x.fire"]
}
modifier "cover" {
  rule       = "x.move"
  stage      = "dv"
  terrain_of = "A1"
  stat       = "dv_inf"
}
`}), Ruleset: "core"})
	require.False(t, diags.HasErrors(), diags.Error())
	byID := map[string]*Modifier{}
	for _, m := range rs.Modifiers {
		byID[m.ID] = m
	}
	assert.Equal(t, []string{"x.fire"}, byID["instead"].Replaces)
	assert.Equal(t, []string{"x.fire", "x.fire"}, byID["gone"].Removes)
	assert.Nil(t, byID["gone"].Value)
	assert.NotNil(t, byID["cover"].TerrainOf)
	assert.NotNil(t, byID["cover"].Stat)
}

// A modifier that strikes a rule nothing declares is refused at load,
// naming the rule and the declared one it most likely meant.
func TestModifierRefusals(t *testing.T) {
	tests := []struct {
		name, src, summary, detail string
	}{
		{"replaces an unknown rule", `modifier "m" {
  rule     = "x.move"
  stage    = "av"
  label    = "m"
  value    = 1
  replaces = "x.fier"
}`, "Unknown rule id", `Modifier "m" replaces rule "x.fier", which no loaded layer declares. Did you mean "x.fire"?`},
		{"removes an unknown rule", `modifier "m" {
  rule    = "x.move"
  stage   = "av"
  removes = ["x.fire", "terrain.nowhere"]
}`, "Unknown rule id", `Modifier "m" removes rule "terrain.nowhere", which no loaded layer declares.`},
		{"strikes its own rule", `modifier "m" {
  rule    = "x.move"
  stage   = "av"
  removes = "x.move"
}`, "Modifier strikes its own rule", `removes rule "x.move", the rule it cites itself`},
		{"a term without a value", `modifier "m" {
  rule     = "x.move"
  stage    = "av"
  label    = "m"
  replaces = "x.fire"
}`, "Missing required argument", `"value" is required in modifier "m", which replaces terms`},
		{"a removal with a value", `modifier "m" {
  rule    = "x.move"
  stage   = "av"
  value   = 1
  removes = "x.fire"
}`, "Unsupported argument", `removes terms: it takes no "value"`},
		{"terrain terms with a label", `modifier "m" {
  rule       = "x.move"
  stage      = "dv"
  label      = "cover"
  terrain_of = "A1"
  stat       = "dv_inf"
}`, "Unsupported argument", `adds the terms of a hex's terrain: it takes no "label"`},
		{"terrain terms without a stat", `modifier "m" {
  rule       = "x.move"
  stage      = "dv"
  terrain_of = "A1"
}`, "Missing required argument", `"stat" is required`},
		{"rule ids of the wrong type", `modifier "m" {
  rule    = "x.move"
  stage   = "av"
  removes = 3
}`, "Incorrect attribute value type", "list of strings"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, diags := Load(Options{FS: project(map[string]string{"rulesets/core/bad.hcl": tt.src}), Ruleset: "core"})
			require.True(t, diags.HasErrors(), "expected an error")
			var found *hcl.Diagnostic
			for _, d := range diags {
				if d.Summary == tt.summary {
					found = d
				}
			}
			require.NotNil(t, found, "no %q in %s", tt.summary, diags.Error())
			assert.Contains(t, found.Detail, tt.detail)
			require.NotNil(t, found.Subject)
			assert.Equal(t, "rulesets/core/bad.hcl", found.Subject.Filename)
		})
	}
}
