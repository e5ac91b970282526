package engine_test

import (
	"testing"
	"testing/fstest"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// veiled is a game of two sides at war and a neutral third: red's kit is
// hidden from its enemies until a unit is spotted, red's "Ghost 7" is of a
// type blue cannot see, and mines on the map are hidden from everyone.
const veiled = `
rule "v.play" { title = "Play" }
side "red" { rule = "v.play" }
side "blue" { rule = "v.play" }
terrain "open" { rule = "v.play" }
unit_type "scout" { rule = "v.play" }
unit_type "ghost" {
  rule  = "v.play"
  hidden = "enemies"
}
item "kit" {
  name        = "Mine Kit"
  rule        = "v.play"
  hidden      = "enemies"
  revealed_by = "spotted"
}
status "spotted" { rule = "v.play" }
marker_kind "mines" {
  rule   = "v.play"
  hidden = "all"
}
phase "play" {
  rule        = "v.play"
  order       = 1
  interactive = true
}
scenario "s" {
  title = "S"
  board {
    cols    = 3
    rows    = 3
    terrain = "open"
    marker "C3" "mines" {}
  }
  active_side = "red"
  unit "r1" {
    type    = "scout"
    side    = "red"
    at      = "A1"
    carries = ["kit"]
  }
  unit "Ghost 7" {
    type = "ghost"
    side = "red"
    at   = "A2"
  }
  unit "b1" {
    type = "scout"
    side = "blue"
    at   = "C1"
  }
}
`

func newVeiled(t *testing.T) *engine.Engine {
	fsys := fstest.MapFS{
		"rulesets/veiled/ruleset.hcl": {Data: []byte("id = \"veiled\"\nversion = \"1\"\ntitle = \"Veiled\"\n")},
		"rulesets/veiled/rules.hcl":   {Data: []byte(veiled)},
	}
	r, err := game.Load(ruleset.Options{FS: fsys, Ruleset: "veiled"})
	require.NoError(t, err)
	e, err := r.New(game.Config{Scenario: "s", Dice: dice.NewSeeded(1), Begin: true})
	require.NoError(t, err)
	return e
}

func TestReaders(t *testing.T) {
	e := newVeiled(t)
	red, blue, host, spectator := engine.Viewer{Side: "red"}, engine.Viewer{Side: "blue"}, engine.Viewer{Host: true}, engine.Viewer{}
	for _, tt := range []struct {
		text string
		want *engine.Readers
	}{
		{"b1 moves to C2", nil},
		{"r1 moves to A3", nil},
		{"GHOST 7 moves to B2", &engine.Readers{Sides: []string{"red"}, Host: true}},
		{"Ghost7 is one word, no unit of the game", nil},
		{"r1 lays a mine with its Mine Kit", &engine.Readers{Sides: []string{"red"}, Host: true}},
		{"r1 drops its kit", &engine.Readers{Sides: []string{"red"}, Host: true}},
		{"b1 sees the kit-bag", nil},
		{"mines lie in C3", &engine.Readers{}},
	} {
		t.Run(tt.text, func(t *testing.T) {
			assert.Equal(t, tt.want, e.ReadersOf([]string{tt.text}))
			e.Logf("v.play", "%s", tt.text)
			line := e.Log[len(e.Log)-1]
			assert.Equal(t, tt.want, line.Readers, "the line is addressed as it is written")
			assert.Equal(t, tt.want.Reads(red), !e.Conceals(red, tt.text))
			assert.Equal(t, tt.want.Reads(blue), !e.Conceals(blue, tt.text))
			assert.Equal(t, tt.want.Reads(host), !e.Conceals(host, tt.text))
			assert.Equal(t, tt.want.Reads(spectator), !e.Conceals(spectator, tt.text))
			assert.True(t, tt.want.Reads(engine.Viewer{All: true}))
		})
	}

	t.Run("revealed", func(t *testing.T) {
		e.State.Units["r1"].SetStatus("spotted", true)
		defer e.State.Units["r1"].SetStatus("spotted", false)
		assert.Nil(t, e.ReadersOf([]string{"r1 drops its kit"}), "a spotted unit's kit is seen")
	})
	t.Run("report fields", func(t *testing.T) {
		fields := map[string]any{"unit": "r1", "weapon": "kit", "hits": 2, "units": []any{"Ghost 7", "b1"}}
		require.NoError(t, engine.WhileResolving(e, func() error { return e.Report("fire", fields) }))
		assert.Nil(t, e.ReportReaders("fire", "unit"))
		assert.Nil(t, e.ReportReaders("fire", "hits"))
		assert.Equal(t, &engine.Readers{Sides: []string{"red"}, Host: true}, e.ReportReaders("fire", "weapon"), "the kit is r1's, named in another field")
		assert.Equal(t, &engine.Readers{Sides: []string{"red"}, Host: true}, e.ReportReaders("fire", "units"))
		assert.Equal(t, map[string]any{"unit": "r1", "hits": 2, "units": []any{"b1"}}, e.Scrub(blue, fields))
		assert.Equal(t, fields, e.Scrub(red, fields))
	})
}

func TestSeenBy(t *testing.T) {
	e := newVeiled(t)
	before, err := e.State.Encode()
	require.NoError(t, err)
	version := e.Version()
	err = e.SeenBy(engine.Viewer{Side: "blue"}, func() error {
		assert.NotContains(t, e.State.Units, "Ghost 7")
		assert.Empty(t, e.State.Units["r1"].Carries)
		assert.Empty(t, e.State.Markers, "the mines are no one's to see")
		assert.Contains(t, e.State.Units, "b1")
		assert.Greater(t, e.Version(), version, "what scripts built of the real state is dropped")
		return nil
	})
	require.NoError(t, err)
	after, err := e.State.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "the game's state is back")
	require.NoError(t, e.SeenBy(engine.Viewer{Side: "red"}, func() error {
		assert.Contains(t, e.State.Units, "Ghost 7")
		assert.Equal(t, []string{"kit"}, e.State.Units["r1"].Carries)
		assert.Empty(t, e.State.Markers, "hidden from all: red too")
		return nil
	}))
}

func TestSeenNotes(t *testing.T) {
	e := newVeiled(t)
	b1 := e.State.Units["b1"]
	b1.Notes = map[string]string{"controller": "Ghost 7", "home": "blue"}
	assert.Equal(t, map[string]string{"home": "blue"}, e.SeenNotes(engine.Viewer{Side: "blue"}, b1), "a note naming a unit blue cannot see")
	assert.Equal(t, b1.Notes, e.SeenNotes(engine.Viewer{Side: "red"}, b1))
	require.NoError(t, e.SeenBy(engine.Viewer{Side: "blue"}, func() error {
		assert.Equal(t, map[string]string{"home": "blue"}, e.State.Units["b1"].Notes)
		return nil
	}))
}
