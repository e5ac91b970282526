package ruleset

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// typoMod is the test project with a mod "typo" on the core ruleset whose
// one rule file is src.
func typoMod(src string) map[string]string {
	return map[string]string{
		"mods/typo/mod.hcl":  "id = \"typo\"\nversion = \"1\"\nrequires = [\"core\"]\n",
		"mods/typo/typo.hcl": src,
	}
}

// span is a range of mods/typo/typo.hcl, by line and column.
func span(line, col, endLine, endCol int) hcl.Range {
	return hcl.Range{Filename: "mods/typo/typo.hcl", Start: hcl.Pos{Line: line, Column: col}, End: hcl.Pos{Line: endLine, Column: endCol}}
}

// lineCol drops a range's byte offsets, which a test does not count.
func lineCol(t *testing.T, r *hcl.Range) hcl.Range {
	t.Helper()
	require.NotNil(t, r)
	return hcl.Range{Filename: r.Filename, Start: hcl.Pos{Line: r.Start.Line, Column: r.Start.Column}, End: hcl.Pos{Line: r.End.Line, Column: r.End.Column}}
}

func TestPatchedStats(t *testing.T) {
	const patchHeader = `patch "unit_type" "tank" {`
	tests := []struct {
		name    string
		src     string
		summary string // "" when the mod loads
		detail  string
		subject hcl.Range
		context hcl.Range // the patch's block
	}{
		{
			name:    "a typo of a stat",
			src:     patchHeader + "\n  stats = { amor = 19 }\n}\n",
			summary: "Unknown stat",
			detail:  `Patch "unit_type" "tank" sets stat "amor", which no unit_type of the loaded layers declares and the kernel does not read. Did you mean "armor"? A layer that adds a stat declares it: stat "amor" { kind = "unit_type", rule = "<rule id>", title = "what it holds" }.`,
			subject: span(2, 13, 2, 17),
			context: span(1, 1, 1, 25),
		},
		{
			name:    "a typo on a face",
			src:     patchHeader + "\n  face \"reduced\" {\n    stats = { sped = 3 }\n  }\n}\n",
			summary: "Unknown stat",
			detail:  `Patch "unit_type" "tank" sets stat "sped", which no unit_type of the loaded layers declares and the kernel does not read. Did you mean "speed"? A layer that adds a stat declares it: stat "sped" { kind = "unit_type", rule = "<rule id>", title = "what it holds" }.`,
			subject: span(3, 15, 3, 19),
			context: span(1, 1, 1, 25),
		},
		{
			name:    "nothing close",
			src:     "\n\n" + patchHeader + " stats = { camouflage = 2 } }\n",
			summary: "Unknown stat",
			detail:  `Patch "unit_type" "tank" sets stat "camouflage", which no unit_type of the loaded layers declares and the kernel does not read. A layer that adds a stat declares it: stat "camouflage" { kind = "unit_type", rule = "<rule id>", title = "what it holds" }.`,
			subject: span(3, 38, 3, 48),
			context: span(3, 1, 3, 25),
		},
		{
			name:    "a stat of another kind",
			src:     `patch "terrain" "clear" { stats = { speed = 1 } }`,
			summary: "Unknown stat",
			detail:  `Patch "terrain" "clear" sets stat "speed", which no terrain of the loaded layers declares and the kernel does not read. A layer that adds a stat declares it: stat "speed" { kind = "terrain", rule = "<rule id>", title = "what it holds" }.`,
			subject: span(1, 37, 1, 42),
			context: span(1, 1, 1, 24),
		},
		{
			name:    "a stat block of another kind",
			src:     "stat \"armor_top\" {\n  kind  = \"terrain\"\n  rule  = \"x.fire\"\n  title = \"top armour\"\n}\n" + patchHeader + " stats = { armor_top = 9 } }\n",
			summary: "Unknown stat",
			detail:  `Patch "unit_type" "tank" sets stat "armor_top", which no unit_type of the loaded layers declares and the kernel does not read. A layer that adds a stat declares it: stat "armor_top" { kind = "unit_type", rule = "<rule id>", title = "what it holds" }.`,
			subject: span(6, 38, 6, 47),
			context: span(6, 1, 6, 25),
		},
		{
			name:    "a stat block of an unknown kind",
			src:     "stat \"armor_top\" {\n  kind  = \"unit\"\n  rule  = \"x.fire\"\n  title = \"top armour\"\n}\n",
			summary: "Unknown entity kind",
			detail:  `stat "armor_top" is carried by entities of a kind: one of formation, holding, item, marker_kind, side, status, terrain, unit_shorthand, unit_type, not "unit".`,
			subject: span(2, 11, 2, 17),
		},
		{
			name:    "a stat block citing no rule",
			src:     "stat \"armor_top\" {\n  kind  = \"unit_type\"\n  rule  = \"x.armour\"\n  title = \"top armour\"\n}\n",
			summary: "Unknown rule id",
			detail:  `stat "armor_top" cites rule "x.armour", which no loaded layer declares. Add a rule "x.armour" { title = ... } block or fix the id.`,
			subject: span(1, 1, 1, 17),
		},
		{name: "a stat the ruleset declares", src: patchHeader + " stats = { armor = 19 } }"},
		{name: "a stat of a face the ruleset declares", src: patchHeader + "\n  face \"reduced\" {\n    stats = { speed = 3 }\n  }\n}\n"},
		{
			name:    "a kernel attribute written as a stat",
			src:     patchHeader + " stats = { hidden = \"enemies\" } }",
			summary: "Kernel attribute in stats",
			detail:  "`hidden` is an attribute of unit_type \"tank\", not a stat: write `hidden = \"enemies\"` beside `stats`.",
			subject: span(1, 38, 1, 44),
		},
		{name: "a kernel attribute beside the stats", src: patchHeader + " hidden = \"enemies\" }"},
		{name: "a stat a stat block declares", src: "stat \"armor_top\" {\n  kind  = \"unit_type\"\n  rule  = \"x.fire\"\n  title = \"top armour\"\n}\n" + patchHeader + " stats = { armor_top = 9 } }"},
		{name: "a stat a block of the same layer declares", src: "unit_type \"ghost\" {\n  rule  = \"x.move\"\n  stats = { stealth = 2 }\n}\n" + patchHeader + " stats = { stealth = 1 } }"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, _, diags := Load(Options{FS: project(typoMod(tt.src)), Ruleset: "core", Mods: []string{"typo"}})
			if tt.summary == "" {
				require.False(t, diags.HasErrors(), diags.Error())
				require.NotNil(t, rs)
				return
			}
			require.Len(t, diags, 1, diags.Error())
			d := diags[0]
			assert.Nil(t, rs)
			assert.Equal(t, tt.summary, d.Summary)
			assert.Equal(t, tt.detail, d.Detail)
			assert.Equal(t, tt.subject, lineCol(t, d.Subject))
			if tt.context.Filename != "" {
				assert.Equal(t, tt.context, lineCol(t, d.Context))
			}
		})
	}
}

// TestStatBlock: a stat block is loaded with what it says, and a stat the
// core ruleset patches without any declaration is refused there too.
func TestStatBlock(t *testing.T) {
	rs, _, diags := Load(Options{FS: project(typoMod("stat \"armor_top\" {\n  kind  = \"unit_type\"\n  rule  = \"x.fire\"\n  title = \"top armour\"\n}\n")), Ruleset: "core", Mods: []string{"typo"}})
	require.False(t, diags.HasErrors(), diags.Error())
	st := rs.Stats["armor_top"]
	require.NotNil(t, st)
	assert.Equal(t, Stat{Name: "armor_top", Kind: KindUnitType, Rule: "x.fire", Title: "top armour", Layer: "typo", Range: st.Range}, *st)

	_, _, diags = Load(Options{FS: project(map[string]string{"rulesets/child/more.hcl": `patch "unit_type" "tank" { stats = { sped = 1 } }`}), Ruleset: "child"})
	d := findDiag(t, diags, "Unknown stat")
	assert.Contains(t, d.Detail, `Did you mean "speed"?`)
	assert.Equal(t, "rulesets/child/more.hcl", d.Subject.Filename)
}
