package ruleset

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sightBlock declares a sight model on the core ruleset: woods stand one
// level up, smoke thins a line, wrecks count for lines at their level.
const sightBlock = `terrain "woods" {
  rule  = "x.move"
  stats = { height = 1 }
}
stat "ground" {
  kind  = "terrain"
  rule  = "x.move"
  title = "ground level"
}
marker_kind "smoke" { rule = "x.fire" }
marker_kind "wreck" { rule = "x.move" }
sight "eyes" {
  rule      = "x.fire"
  ground    = "ground"
  obstacle  = "height"
  other_map = "x.move"
  hexside   = "x.move"
  height "up" {
    rule  = "x.fire"
    tags  = ["hard"]
    level = 2
  }
  block "low" {
    rule = "x.fire"
    when = top > low
  }
  veil "smoke" {
    block_level = 2
    ends        = "target"
    cover_max   = 1
  }
  debris "wreck" {
    when = low == ground
  }
  stack "thick" {
    counts = { smoke = 1, wreck = 1 }
  }
}
`

func TestSightDecodes(t *testing.T) {
	rs, _, diags := Load(Options{FS: project(typoMod(sightBlock)), Ruleset: "core", Mods: []string{"typo"}})
	require.False(t, diags.HasErrors(), diags.Error())
	s := rs.Sight
	require.NotNil(t, s)
	assert.Equal(t, []string{"eyes", "x.fire", "ground", "height", "x.move", "x.move"}, []string{s.ID, s.Rule, s.Ground, s.Obstacle, s.OtherMap, s.Hexside})
	require.Len(t, s.Heights, 1)
	assert.Equal(t, SightHeight{Name: "up", Rule: "x.fire", Tags: []string{"hard"}, Level: 2, Range: s.Heights[0].Range}, s.Heights[0])
	require.Len(t, s.Blocks, 1)
	assert.Equal(t, "low", s.Blocks[0].Name)
	require.Len(t, s.Markers, 2)
	assert.Equal(t, []any{"smoke", true, 2, SightEndsTarget, 1}, []any{s.Markers[0].Kind, s.Markers[0].Veil, s.Markers[0].BlockLevel, s.Markers[0].Ends, s.Markers[0].CoverMax})
	assert.Equal(t, []any{"wreck", false}, []any{s.Markers[1].Kind, s.Markers[1].Veil}, "markers keep their order: it says which hex along a hexside is lesser")
	require.Len(t, s.Stacks, 1)
	assert.Equal(t, map[string]int{"smoke": 1, "wreck": 1}, s.Stacks[0].Counts)
	assert.Equal(t, "mods/typo/typo.hcl", s.Range.Filename)
}

// A later layer changes one clause of the model by its header, the way the
// expansion makes smoke in the ends count.
func TestSightPatched(t *testing.T) {
	files := typoMod(sightBlock)
	files["mods/more/mod.hcl"] = "id = \"more\"\nversion = \"1\"\nrequires = [\"typo\"]\n"
	files["mods/more/more.hcl"] = `patch "sight" "eyes" {
  veil "smoke" {
    ends = "both"
  }
  block "high" {
    rule = "x.move"
    when = ground > high
  }
}
`
	rs, _, diags := Load(Options{FS: project(files), Ruleset: "core", Mods: []string{"typo", "more"}})
	require.False(t, diags.HasErrors(), diags.Error())
	s := rs.Sight
	assert.Equal(t, SightEndsBoth, s.Markers[0].Ends)
	assert.Equal(t, []any{2, 1}, []any{s.Markers[0].BlockLevel, s.Markers[0].CoverMax}, "what the patch does not write stays")
	require.Len(t, s.Blocks, 2)
	assert.Equal(t, []string{"low", "high"}, []string{s.Blocks[0].Name, s.Blocks[1].Name}, "a new clause comes after the old ones")
}

func TestSightRefusals(t *testing.T) {
	with := func(old, new string) string {
		require.Contains(t, sightBlock, old)
		return strings.Replace(sightBlock, old, new, 1)
	}
	tests := []struct {
		name, src, summary, detail string
	}{
		{"a fact no clause reads", with("when = top > low", "when = tpo > low"), "Unknown sight fact",
			`In block "low" of sight "eyes", when reads tpo; a sight clause reads only: [beside_low ground high low top]. Did you mean "top"?`},
		{"an unknown way of the ends", with(`ends        = "target"`, `ends        = "all"`), "Unknown veil ends",
			`ends must be "target" (the target's hex gives cover only) or "both" (either end's hex acts for an end below the veil's top), not "all".`},
		{"a veil that never blocks", with("block_level = 2", "block_level = 0"), "Invalid veil level",
			"block_level is the level from which the veil blocks: 1 or more, not 0."},
		{"a stack of what the model does not count", with("counts = { smoke = 1, wreck = 1 }", "counts = { smoke = 1, wrek = 1 }"), "Unknown counted marker",
			`Stack "thick" of sight "eyes" counts "wrek", which is no veil or debris of the model. Did you mean "wreck"?`},
		{"a count of none", with("counts = { smoke = 1, wreck = 1 }", "counts = { smoke = 0 }"), "Invalid count",
			`In stack "thick" of sight "eyes", counts.smoke must be a whole number from 1 to 10000.`},
		{"a marker judged twice", with(`debris "wreck"`, `debris "smoke"`), "Marker judged twice",
			`In sight "eyes", marker kind "smoke" is already a veil or debris.`},
		{"a second model", sightBlock + "sight \"other\" {\n  rule = \"x.fire\"\n}\n", "Second sight model", ""},
		{"an undeclared terrain stat", with(`obstacle  = "height"`, `obstacle  = "heigth"`), "Unknown terrain stat",
			`sight "eyes" reads terrain stat "heigth", which no terrain states and no stat block declares. Did you mean "height"?`},
		{"an unknown tag", with(`tags  = ["hard"]`, `tags  = ["hrad"]`), "Unknown tag",
			`height "up" of sight "eyes" names tag "hrad", which no unit type has. Did you mean "hard"?`},
		{"an unknown rule", with(`rule = "x.fire"
    when = top > low`, `rule = "x.fier"
    when = top > low`), "Unknown rule id", ""},
		{"a debris kind that is no marker", with(`debris "wreck"`, `debris "wrek"`), "Unknown marker kind", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, diags := Load(Options{FS: project(typoMod(tt.src)), Ruleset: "core", Mods: []string{"typo"}})
			d := findDiag(t, diags, tt.summary)
			if tt.detail != "" {
				assert.Equal(t, tt.detail, d.Detail)
			}
			require.NotNil(t, d.Subject)
			assert.Equal(t, "mods/typo/typo.hcl", d.Subject.Filename)
		})
	}
}
