package engine_test

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// reaching is a field whose smoke reaches beyond its hex by level: Level
// 1 veils its own hex, Level 2 its hex and the six around it, Level 3 (no
// entry of its own) as far as Level 2.
const reaching = `
rule "r.sight" { title = "Sight" }
rule "r.smoke" { title = "Smoke" }
side "red" { rule = "r.sight" }
terrain "plain" { rule = "r.sight" }
marker_kind "smoke" { rule = "r.smoke" }
unit_type "walker" { rule = "r.sight" }
stat "top" {
  kind  = "terrain"
  rule  = "r.sight"
  title = "what stands in the hex"
}
sight "eyes" {
  rule      = "r.sight"
  ground    = "top"
  obstacle  = "top"
  other_map = "r.sight"
  hexside   = "r.sight"
  veil "smoke" {
    block_level = 1
    ends        = "target"
    cover_max   = 1
    reach       = { 2 = 1 }
  }
}
scenario "field" {
  title = "Field"
  board {
    cols    = 12
    rows    = 12
    terrain = "plain"
    %s
  }
  sides = ["red"]
  turn  = 1
}
`

func newReaching(t *testing.T, markers string) *engine.Engine {
	t.Helper()
	fsys := fstest.MapFS{
		"rulesets/reaching/ruleset.hcl": {Data: []byte("id = \"reaching\"\nversion = \"1\"\ntitle = \"Reaching\"\n")},
		"rulesets/reaching/rules.hcl":   {Data: []byte(fmt.Sprintf(reaching, markers))},
	}
	r, err := game.Load(ruleset.Options{FS: fsys, Ruleset: "reaching"})
	require.NoError(t, err)
	e, err := r.New(game.Config{Scenario: "field", Dice: dice.NewSeeded(1)})
	require.NoError(t, err)
	return e
}

// A veil's reach veils the hexes around its marker as if it lay there:
// lines through them are blocked, a target standing in them is seen with
// cover, and a level with no reach of its own takes the next lower one's.
func TestVeilReach(t *testing.T) {
	for _, c := range []struct {
		name     string
		level    int
		from, to string
		blocked  bool
		where    string // the hex that blocks, "" for a clear line
		cover    int
	}{
		{"a line through the marker is blocked where the reach begins", 2, "E2", "E10", true, "E5", 0},
		{"a line past the marker, through its ring, is blocked", 2, "D2", "D10", true, "D6", 0},
		{"a line two hexes off is clear", 2, "C2", "C10", false, "", 0},
		{"a level without reach veils its own hex alone", 1, "D2", "D10", false, "", 0},
		{"a level without reach blocks in its own hex", 1, "E2", "E10", true, "E6", 0},
		{"a level above the last entry takes its reach", 3, "D2", "D10", true, "D6", 0},
		{"a target in the ring is seen, with the veil's cover", 2, "E2", "E5", false, "", 1},
		{"a firer in the ring sees out", 2, "E5", "E2", false, "", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := newReaching(t, fmt.Sprintf(`marker "E6" "smoke" { level = %d }`, c.level))
			v, err := e.LineOfSight(mustHex(t, e, c.from), mustHex(t, e, c.to), 0, 0)
			require.NoError(t, err)
			assert.Equal(t, c.blocked, v.Blocked)
			assert.Equal(t, c.cover, v.Cover)
			if c.where == "" {
				assert.Nil(t, v.Where)
				return
			}
			require.NotNil(t, v.Where)
			assert.Equal(t, c.where, e.Label(*v.Where))
			assert.Equal(t, "r.smoke", v.Rule)
			last := v.Reasons[len(v.Reasons)-1].Text
			if c.where != "E6" {
				assert.Contains(t, last, "smoke level "+fmt.Sprint(c.level)+" in E6 reaches "+c.where)
			}
		})
	}
}

// A reach is a level of 1 or more mapped to at most MaxSightReach hexes.
func TestVeilReachRefusals(t *testing.T) {
	for _, reach := range []string{"{ 0 = 1 }", "{ 2 = 7 }", "{ two = 1 }", "{ 2 = -1 }"} {
		t.Run(reach, func(t *testing.T) {
			src := strings.Replace(fmt.Sprintf(reaching, ""), "{ 2 = 1 }", reach, 1)
			fsys := fstest.MapFS{
				"rulesets/reaching/ruleset.hcl": {Data: []byte("id = \"reaching\"\nversion = \"1\"\ntitle = \"Reaching\"\n")},
				"rulesets/reaching/rules.hcl":   {Data: []byte(src)},
			}
			_, err := game.Load(ruleset.Options{FS: fsys, Ruleset: "reaching"})
			assert.ErrorContains(t, err, "Invalid reach")
		})
	}
}
