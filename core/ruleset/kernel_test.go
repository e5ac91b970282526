package ruleset

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestKernelAttrs: what the kernel reads of an entity is an attribute
// beside its stats, decoded into the Entity, merged key by key under a
// patch, checked per kind and refused inside stats with where it goes.
func TestKernelAttrs(t *testing.T) {
	const sides = `side "red" {
  rule      = "x.move"
  relations = { blue = "allied", grey = "neutral" }
}
side "blue" { rule = "x.move" }
side "grey" { rule = "x.move" }
status "spotted" { rule = "x.move" }
`
	tests := []struct {
		name    string
		src     string
		check   func(t *testing.T, rs *Ruleset) // when the mod loads
		summary string
		detail  string
		subject hcl.Range
	}{
		{
			name: "decoded",
			src: sides + `item "kit" {
  rule        = "x.fire"
  hidden      = "enemies"
  revealed_by = "spotted"
}
status "rogue" {
  rule         = "x.move"
  relation     = "enemy"
  relation_own = "neutral"
}
marker_kind "smoke" {
  rule   = "x.move"
  symbol = "%"
}
unit_shorthand "reduced" {
  rule = "x.fire"
  face = "reduced"
}
unit_shorthand "altitude" {
  rule   = "x.move"
  status = true
}
`,
			check: func(t *testing.T, rs *Ruleset) {
				kit := rs.Entities[KindItem]["kit"]
				assert.Equal(t, HiddenFromEnemies, kit.Hidden)
				assert.Equal(t, "spotted", kit.RevealedBy)
				assert.Empty(t, kit.Stats, "no kernel key among the stats")
				assert.Equal(t, map[string]string{"blue": RelationAllied, "grey": RelationNeutral}, rs.Entities[KindSide]["red"].Relations)
				rogue := rs.Entities[KindStatus]["rogue"]
				assert.Equal(t, [2]string{RelationEnemy, RelationNeutral}, [2]string{rogue.Relation, rogue.RelationOwn})
				assert.Equal(t, "%", rs.Entities[KindMarkerKind]["smoke"].Symbol)
				reduced, ok := rs.Shorthand("reduced")
				assert.True(t, ok)
				assert.Equal(t, Shorthand{Face: "reduced"}, reduced)
				altitude, ok := rs.Shorthand("altitude")
				assert.True(t, ok)
				assert.Equal(t, Shorthand{Status: true}, altitude)
			},
		},
		{
			name: "patched key by key",
			src: sides + `patch "side" "red" {
  relations = { grey = "enemy" }
}
patch "side" "red" {
  relations = { blue = null }
}
patch "side" "blue" {
  relations = { red = "allied" }
}
patch "terrain" "clear" { symbol = ":" }
patch "unit_type" "tank" {
  hidden      = "others"
  revealed_by = "spotted"
}
`,
			check: func(t *testing.T, rs *Ruleset) {
				assert.Equal(t, map[string]string{"grey": RelationEnemy}, rs.Entities[KindSide]["red"].Relations, "grey patched, blue dropped by null")
				assert.Equal(t, map[string]string{"red": RelationAllied}, rs.Entities[KindSide]["blue"].Relations)
				assert.Equal(t, ":", rs.Entities[KindTerrain]["clear"].Symbol)
				tank := rs.Entities[KindUnitType]["tank"]
				assert.Equal(t, [2]string{HiddenFromOthers, "spotted"}, [2]string{tank.Hidden, tank.RevealedBy})
				speed, _ := tank.Stats.Number("speed")
				assert.Equal(t, 6, speed, "its stats as they were")
			},
		},
		{
			name:    "in stats",
			src:     "item \"mg42\" {\n  rule  = \"x.fire\"\n  stats = { range = 4, hidden = \"enemies\" }\n}\n",
			summary: "Kernel attribute in stats",
			detail:  "`hidden` is an attribute of item \"mg42\", not a stat: write `hidden = \"enemies\"` beside `stats`.",
			subject: span(3, 24, 3, 30),
		},
		{
			name:    "an object in stats",
			src:     "side \"red\" {\n  rule  = \"x.move\"\n  stats = { relations = { \"black-hand\" = \"allied\", nato = \"neutral\" } }\n}\n",
			summary: "Kernel attribute in stats",
			detail:  "`relations` is an attribute of side \"red\", not a stat: write `relations = { \"black-hand\" = \"allied\", nato = \"neutral\" }` beside `stats`.",
			subject: span(3, 13, 3, 22),
		},
		{
			name:    "in a face's stats",
			src:     "patch \"unit_type\" \"tank\" {\n  face \"reduced\" {\n    stats = { revealed_by = \"spotted\" }\n  }\n}\n",
			summary: "Kernel attribute in stats",
			detail:  "`revealed_by` is an attribute of unit_type \"tank\", not a stat of its face \"reduced\": write `revealed_by = \"spotted\"` beside the block's `stats`; a face does not change it.",
			subject: span(3, 15, 3, 26),
		},
		{
			name:    "in the stats of a kind that does not take it",
			src:     "patch \"unit_type\" \"tank\" { stats = { symbol = \"t\" } }\n",
			summary: "Kernel attribute in stats",
			detail:  "`symbol` is a kernel attribute of terrain and marker_kind only, not a stat: unit_type \"tank\" takes none, and no stat may be named so.",
			subject: span(1, 38, 1, 44),
		},
		{
			name:    "on a kind that does not take it",
			src:     "patch \"unit_type\" \"tank\" {\n  symbol = \"tank\"\n}\n", // refused once, its value unread
			summary: "Unsupported argument",
			detail:  "unit_type \"tank\" takes no symbol: symbol is an attribute of terrain and marker_kind only.",
			subject: span(2, 3, 2, 9),
		},
		{
			name:    "hidden from no one known",
			src:     "item \"kit\" {\n  rule   = \"x.fire\"\n  hidden = \"friends\"\n}\n",
			summary: "Invalid hidden",
			detail:  `item "kit": hidden = "friends": want "enemies", "others" or "all".`,
			subject: span(3, 12, 3, 21),
		},
		{
			name:    "hidden not a string",
			src:     "item \"kit\" {\n  rule   = \"x.fire\"\n  hidden = [\"enemies\"]\n}\n",
			summary: "Incorrect attribute value type",
			detail:  `The argument "hidden" must be a string.`,
			subject: span(3, 12, 3, 23),
		},
		{
			name:    "revealed but not hidden",
			src:     "status \"spotted\" { rule = \"x.move\" }\nitem \"kit\" {\n  rule        = \"x.fire\"\n  revealed_by = \"spotted\"\n}\n",
			summary: "Revealed but not hidden",
			detail:  `item "kit": revealed_by names the status that shows a secret, and the block says no hidden = "enemies", "others" or "all": from whom it is hidden.`,
			subject: span(4, 3, 4, 14),
		},
		{
			name:    "revealed by no status",
			src:     "status \"spotted\" { rule = \"x.move\" }\nitem \"kit\" {\n  rule        = \"x.fire\"\n  hidden      = \"all\"\n  revealed_by = \"spoted\"\n}\n",
			summary: "Unknown status",
			detail:  `item "kit": revealed_by = "spoted": no status of that name. Did you mean "spotted"?`,
			subject: span(5, 17, 5, 25),
		},
		{
			name:    "a relation no one knows",
			src:     sides + "patch \"side\" \"blue\" {\n  relations = { red = \"friendly\" }\n}\n",
			summary: "Invalid relations",
			detail:  `side "blue": relations.red must be "enemy", "allied" or "neutral".`,
			subject: span(9, 15, 9, 35),
		},
		{
			name:    "relations with no such side",
			src:     sides + "patch \"side\" \"blue\" {\n  relations = { gray = \"neutral\" }\n}\n",
			summary: "Unknown side",
			detail:  `side "blue": relations.gray: no side of that name. Did you mean "grey"?`,
			subject: span(9, 15, 9, 35),
		},
		{
			name:    "a status's relation",
			src:     "status \"rogue\" {\n  rule     = \"x.move\"\n  relation = \"self\"\n}\n",
			summary: "Invalid relation",
			detail:  `status "rogue": relation = "self": want "enemy", "allied" or "neutral".`,
			subject: span(3, 14, 3, 20),
		},
		{
			name:    "a symbol of two characters",
			src:     "patch \"terrain\" \"clear\" { symbol = \"cl\" }\n",
			summary: "Invalid symbol",
			detail:  `terrain "clear": symbol = "cl": want one printable character that is no digit, upper-case letter or space (those are the text map's unit keys and gaps).`,
			subject: span(1, 36, 1, 40),
		},
		{
			name:    "a symbol the units' keys use",
			src:     "patch \"terrain\" \"clear\" { symbol = \"C\" }\n",
			summary: "Invalid symbol",
			detail:  `terrain "clear": symbol = "C": want one printable character that is no digit, upper-case letter or space (those are the text map's unit keys and gaps).`,
			subject: span(1, 36, 1, 39),
		},
		{
			name:    "a shorthand for nothing",
			src:     "unit_shorthand \"reduced\" { rule = \"x.fire\" }\n",
			summary: "Empty shorthand",
			detail:  `unit_shorthand "reduced" stands for nothing: write face = "<face>" (a bool shows that face) or status = true (a string names a status).`,
			subject: span(1, 1, 1, 25),
		},
		{
			name:    "a shorthand for two things",
			src:     "unit_shorthand \"reduced\" {\n  rule   = \"x.fire\"\n  face   = \"reduced\"\n  status = true\n}\n",
			summary: "Ambiguous shorthand",
			detail:  `unit_shorthand "reduced" shows a face and names a status: a shorthand stands for one, face = "..." or status = true.`,
			subject: span(1, 1, 1, 25),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, _, diags := Load(Options{FS: project(typoMod(tt.src)), Ruleset: "core", Mods: []string{"typo"}})
			if tt.summary == "" {
				require.False(t, diags.HasErrors(), diags.Error())
				tt.check(t, rs)
				return
			}
			require.Len(t, diags, 1, diags.Error())
			assert.Equal(t, tt.summary, diags[0].Summary)
			assert.Equal(t, tt.detail, diags[0].Detail)
			assert.Equal(t, tt.subject, lineCol(t, diags[0].Subject))
		})
	}
}
