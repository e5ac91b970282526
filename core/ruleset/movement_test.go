package ruleset

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// classesBlock declares movement classes on the core ruleset, whose tank
// moves on tracks.
const classesBlock = `terrain "water" { rule = "x.move" }
terrain "road" {
  rule = "x.move"
  tags = ["feature"]
}
marker_kind "wreck" { rule = "x.move" }
value "access" {
  rule  = "x.move"
  title = "may enter"
}
movement_class "tracks" {
  rule      = "x.move"
  costs     = { clear = 1, road = 1, wreck = { mp = 2, rule = "x.fire" } }
  connect   = "road"
  closed    = { water = "x.fire" }
  gates     = { wreck = "access" }
  enemy_hex = "x.fire"
}
movement_class "wings" {
  rule      = "x.move"
  costs     = { clear = 1, water = 1 }
  holds_hex = false
}
patch "unit_type" "tank" { movement = "tracks" }
`

func TestMovementClassesDecode(t *testing.T) {
	rs, _, diags := Load(Options{FS: project(typoMod(classesBlock)), Ruleset: "core", Mods: []string{"typo"}})
	require.False(t, diags.HasErrors(), diags.Error())
	c := rs.MovementClasses["tracks"]
	require.NotNil(t, c)
	assert.Equal(t, map[string]StepCost{"clear": {MP: 1}, "road": {MP: 1}, "wreck": {MP: 2, Rule: "x.fire"}}, c.Costs)
	assert.Equal(t, "road", c.Connect)
	assert.Equal(t, map[string]string{"water": "x.fire"}, c.Closed)
	assert.Equal(t, map[string]string{"wreck": "access"}, c.Gates)
	assert.Equal(t, "x.fire", c.EnemyHex)
	assert.True(t, c.HoldsHex, "a class holds its hexes unless it says not")
	at := c.At["costs"]["wreck"]
	assert.Equal(t, []any{"mods/typo/typo.hcl", 13, 38}, []any{at.Filename, at.Start.Line, at.Start.Column}, "entries keep where they are written")
	assert.False(t, rs.MovementClasses["wings"].HoldsHex)
	assert.Equal(t, "tracks", rs.Entities[KindUnitType]["tank"].Movement)
}

// A later layer closes what an earlier priced, with null or with a rule
// of its own: the house rule "no tanks in woods" is three lines.
func TestMovementClassesPatched(t *testing.T) {
	files := typoMod(classesBlock)
	files["mods/more/mod.hcl"] = "id = \"more\"\nversion = \"1\"\nrequires = [\"typo\"]\n"
	files["mods/more/more.hcl"] = `patch "movement_class" "tracks" {
  costs  = { clear = null }
  closed = { road = "x.move" }
}
`
	rs, _, diags := Load(Options{FS: project(files), Ruleset: "core", Mods: []string{"typo", "more"}})
	require.False(t, diags.HasErrors(), diags.Error())
	c := rs.MovementClasses["tracks"]
	assert.Equal(t, map[string]StepCost{"road": {MP: 1}, "wreck": {MP: 2, Rule: "x.fire"}}, c.Costs)
	assert.Equal(t, map[string]string{"water": "x.fire", "road": "x.move"}, c.Closed)
	assert.Equal(t, "mods/more/more.hcl", c.At["closed"]["road"].Filename, "a key the mod writes points into the mod")
}

func TestMovementClassesRefuseUnknownNames(t *testing.T) {
	const tank = "patch \"unit_type\" \"tank\" { movement = \"feet\" }\n"
	tests := []struct {
		name, src, summary, detail string
		line                       int
	}{
		{"a typo of a terrain", "movement_class \"feet\" {\n  rule  = \"x.move\"\n  costs = { claer = 1 }\n}\n" + tank, "Unknown terrain",
			`movement_class "feet" names "claer", which is no terrain, feature or marker kind of the loaded layers. Did you mean "clear"?`, 3},
		{"a typo of a class", "movement_class \"feet\" {\n  rule  = \"x.move\"\n  costs = { clear = 1 }\n}\npatch \"unit_type\" \"tank\" { movement = \"fete\" }\n", "Unknown movement class",
			`unit_type "tank" moves as "fete", which no movement_class block declares. Did you mean "feet"?`, 5},
		{"a unit type without a class", "movement_class \"feet\" {\n  rule  = \"x.move\"\n  costs = { clear = 1 }\n}\n", "Unit type without a movement class",
			`unit_type "tank" names no movement class; add movement = "<class>", one of feet.`, 0},
		{"a cost below 0", "movement_class \"feet\" {\n  rule  = \"x.move\"\n  costs = { clear = -1 }\n}\n" + tank, "Incorrect step cost",
			`In movement_class "feet", "clear" costs a whole number of MP from 0 to 1000, or { mp = N, rule = "<rule id>" } to cite a rule of its own.`, 3},
		{"a cost past the limit", "movement_class \"feet\" {\n  rule  = \"x.move\"\n  costs = { clear = 1001 }\n}\n" + tank, "Incorrect step cost",
			`In movement_class "feet", "clear" costs a whole number of MP from 0 to 1000, or { mp = N, rule = "<rule id>" } to cite a rule of its own.`, 3},
		{"an unknown rule of a cost", "movement_class \"feet\" {\n  rule  = \"x.move\"\n  costs = { clear = { mp = 1, rule = \"x.walk\" } }\n}\n" + tank, "Unknown rule id",
			`the cost of "clear" in movement_class "feet" cites rule "x.walk", which no loaded layer declares. Add a rule "x.walk" { title = ... } block or fix the id.`, 3},
		{"an unknown gate stage", "value \"access\" {\n  rule  = \"x.move\"\n  title = \"t\"\n}\nmovement_class \"feet\" {\n  rule  = \"x.move\"\n  costs = { clear = 1 }\n  gates = { clear = \"acess\" }\n}\n" + tank, "Unknown value stage",
			`movement_class "feet" gates "clear" by stage "acess", which no value block declares. Did you mean "access"?`, 8},
		{"a gate on what the class does not price", "value \"access\" {\n  rule  = \"x.move\"\n  title = \"t\"\n}\nmovement_class \"feet\" {\n  rule  = \"x.move\"\n  costs = { clear = 1 }\n  gates = { water = \"access\" }\n}\nterrain \"water\" { rule = \"x.move\" }\n" + tank, "Gate on an entry without a cost",
			`In movement_class "feet", gate "water" opens an entry the class does not price; give it a cost in costs.`, 8},
		{"a connect the class has no rate for", "terrain \"road\" {\n  rule = \"x.move\"\n  tags = [\"feature\"]\n}\nmovement_class \"feet\" {\n  rule    = \"x.move\"\n  costs   = { clear = 1 }\n  connect = \"road\"\n}\n" + tank, "Connect without a cost",
			`In movement_class "feet", connect names "road", which costs has no rate for.`, 8},
		{"a connect that is no feature", "movement_class \"feet\" {\n  rule    = \"x.move\"\n  costs   = { clear = 1 }\n  connect = \"clear\"\n}\n" + tank, "Unknown feature",
			`movement_class "feet" connects by "clear", which is no feature of the loaded layers.`, 1},
		{"a class on what does not move", "movement_class \"feet\" {\n  rule  = \"x.move\"\n  costs = { clear = 1 }\n}\n" + tank + "terrain \"mud\" {\n  rule     = \"x.move\"\n  movement = \"feet\"\n}\n", "Unsupported argument",
			`terrain "mud" names a movement class; only a unit_type moves.`, 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, diags := Load(Options{FS: project(typoMod(tt.src)), Ruleset: "core", Mods: []string{"typo"}})
			d := findDiag(t, diags, tt.summary)
			assert.Equal(t, tt.detail, d.Detail)
			require.NotNil(t, d.Subject)
			if tt.line == 0 { // the unit type's own block, in the ruleset
				assert.Equal(t, "rulesets/core/rules.hcl", d.Subject.Filename)
				return
			}
			assert.Equal(t, "mods/typo/typo.hcl", d.Subject.Filename)
			assert.Equal(t, tt.line, d.Subject.Start.Line)
		})
	}
}
