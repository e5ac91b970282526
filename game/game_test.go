package game_test

import (
	"io/fs"
	"os"
	"path"
	"testing"
	"testing/fstest"

	"github.com/hashicorp/hcl/v2"
	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// project is the engine tests' skirmish ruleset (two sides of troopers
// shooting with 1D6, a 6 eliminates) with two mods: long-shot gives the
// troopers a range of 12 (across the board), boom fails at load.
func project(t testing.TB) fs.FS {
	fsys := fstest.MapFS{
		"mods/long-shot/mod.hcl": {Data: []byte("id = \"long-shot\"\nversion = \"1\"\nrequires = [\"skirmish\"]\n")},
		"mods/long-shot/range.hcl": {Data: []byte(`patch "unit_type" "trooper" {
  stats = { range = 12 }
}
`)},
		"mods/boom/mod.hcl":  {Data: []byte("id = \"boom\"\nversion = \"1\"\nrequires = [\"skirmish\"]\n")},
		"mods/boom/boom.lua": {Data: []byte(`error("boom at load")`)},
	}
	testdata := os.DirFS("../core/engine/testdata")
	err := fs.WalkDir(testdata, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(testdata, p)
		fsys[p] = &fstest.MapFile{Data: data}
		return err
	})
	require.NoError(t, err)
	return fsys
}

// closeRange is a setup of no scenario: a red trooper next to a blue one.
func closeRange() *ruleset.Setup {
	return &ruleset.Setup{
		Board: &ruleset.Map{ID: "strip", Cols: 2, Rows: 1, Orientation: "flat", Shifted: "odd", Terrain: "open"},
		Sides: []string{"blue", "red"},
		Units: []ruleset.UnitSpec{
			{Handle: "r", Type: "trooper", Side: "red", At: "A1"},
			{Handle: "b", Type: "trooper", Side: "blue", At: "B1"},
		},
		ActiveSide: "red",
		Phase:      "play",
	}
}

func shoot(unit, target string) engine.Action {
	return engine.Action{Kind: "shoot", Params: map[string]any{"unit": unit, "target": target}}
}

func TestNew(t *testing.T) {
	tests := []struct {
		name    string
		mods    []string
		config  func() game.Config
		wantErr string
		check   func(t *testing.T, e *engine.Engine)
	}{
		{
			name:   "the first scenario by default, not begun",
			config: func() game.Config { return game.Config{Dice: dice.NewSeeded(1)} },
			check: func(t *testing.T, e *engine.Engine) {
				require.NotNil(t, e.Scenario)
				assert.Equal(t, "duel", e.Scenario.ID)
				assert.False(t, e.Begun)
				assert.Len(t, e.State.Units, 4)
			},
		},
		{
			name:   "a scenario by id, begun",
			config: func() game.Config { return game.Config{Scenario: "duel", Dice: dice.NewSeeded(1), Begin: true} },
			check: func(t *testing.T, e *engine.Engine) {
				assert.True(t, e.Begun)
				assert.Equal(t, "play", e.State.Phase)
				assert.Equal(t, "red", e.State.ActiveSide)
			},
		},
		{
			name: "a setup with scripted dice",
			config: func() game.Config {
				return game.Config{Setup: closeRange(), Dice: dice.NewScripted([]int{6}), Begin: true}
			},
			check: func(t *testing.T, e *engine.Engine) {
				assert.Nil(t, e.Scenario, "a setup is no scenario")
				require.NoError(t, e.Submit(shoot("r", "b")))
				assert.False(t, e.State.Units["b"].Alive, "the scripted 6 eliminates")
				assert.Equal(t, "red wins", e.State.Result)
				assert.Empty(t, e.Dice.Leftover())
			},
		},
		{
			name:   "scripted draws",
			config: func() game.Config { return game.Config{Dice: dice.NewSeeded(1), Draws: []string{"red", "blue"}} },
			check: func(t *testing.T, e *engine.Engine) {
				assert.Equal(t, []string{"red", "blue"}, e.DrawsLeft())
			},
		},
		{
			name:   "without the mod",
			config: func() game.Config { return game.Config{Dice: dice.NewSeeded(1), Begin: true} },
			check: func(t *testing.T, e *engine.Engine) {
				// a2 at B1 and b2 at E6 are more than 3 hexes apart
				rej, ok := engine.IsRejection(e.Submit(shoot("a2", "b2")))
				require.True(t, ok)
				assert.Equal(t, "out_of_range", rej.Code)
			},
		},
		{
			name:   "with the mod",
			mods:   []string{"long-shot"},
			config: func() game.Config { return game.Config{Dice: dice.NewSeeded(1), Begin: true} },
			check: func(t *testing.T, e *engine.Engine) {
				require.NoError(t, e.Submit(shoot("a2", "b2")), "range 12 reaches across the board")
			},
		},
		{
			name:    "an unknown scenario",
			config:  func() game.Config { return game.Config{Scenario: "melee", Dice: dice.NewSeeded(1)} },
			wantErr: `ruleset "skirmish" has no scenario "melee"; it has [duel]`,
		},
		{
			name:    "a scenario and a setup",
			config:  func() game.Config { return game.Config{Scenario: "duel", Setup: closeRange(), Dice: dice.NewSeeded(1)} },
			wantErr: `a game is set up from scenario "duel" or from a setup, not both`,
		},
		{
			name:    "no dice",
			config:  func() game.Config { return game.Config{} },
			wantErr: "a game needs dice",
		},
		{
			name: "a setup the ruleset cannot play",
			config: func() game.Config {
				s := closeRange()
				s.Units[0].Type = "tank"
				return game.Config{Setup: s, Dice: dice.NewSeeded(1)}
			},
			wantErr: "tank",
		},
		{
			name:    "a script failing at load, named with its scenario",
			mods:    []string{"boom"},
			config:  func() game.Config { return game.Config{Dice: dice.NewSeeded(1)} },
			wantErr: "scenario duel: load mods/boom/boom.lua: mods/boom/boom.lua:1: boom at load",
		},
		{
			name:    "the Lua budget",
			config:  func() game.Config { return game.Config{Dice: dice.NewSeeded(1), Lua: script.Options{Steps: 1}} },
			wantErr: "instruction budget of 1",
		},
	}
	fsys := project(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := game.Load(ruleset.Options{FS: fsys, Ruleset: "skirmish", Mods: tt.mods})
			require.NoError(t, err)
			e, err := r.New(tt.config())
			if tt.wantErr != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.wantErr)
				assert.Nil(t, e)
				return
			}
			require.NoError(t, err)
			tt.check(t, e)
		})
	}
}

// TestRulesBuildManyGames checks that games of one Rules do not share
// state, and that a game replays to the same state.
func TestRulesBuildManyGames(t *testing.T) {
	r, err := game.Load(ruleset.Options{FS: project(t), Ruleset: "skirmish"})
	require.NoError(t, err)
	first, err := r.New(game.Config{Dice: dice.NewSeeded(7), Begin: true})
	require.NoError(t, err)
	for range 5 {
		legal, err := first.LegalActions()
		require.NoError(t, err)
		require.NoError(t, first.Submit(legal[len(legal)-1]))
	}
	second, err := r.New(game.Config{Dice: dice.NewSeeded(7), Begin: true})
	require.NoError(t, err)
	assert.Empty(t, second.Actions)
	assert.True(t, second.State.Units["a1"].Alive)

	replayed, err := r.Replay(first.Record("duel", 7, nil), script.Options{})
	require.NoError(t, err)
	want, _ := first.State.Encode()
	got, _ := replayed.State.Encode()
	assert.Equal(t, string(want), string(got))
}

// TestLoadErrors checks that a ruleset or mod that does not load comes
// back as an error wrapping its diagnostics.
func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name, ruleset string
		mods          []string
		want          string
	}{
		{"an unknown ruleset", "melee", nil, `loading ruleset "melee" with mods []: `},
		{"an unknown mod", "skirmish", []string{"heavy"}, `loading ruleset "skirmish" with mods [heavy]: `},
	}
	fsys := project(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := game.New(ruleset.Options{FS: fsys, Ruleset: tt.ruleset, Mods: tt.mods}, game.Config{Dice: dice.NewSeeded(1)})
			require.Error(t, err)
			assert.Nil(t, e)
			assert.Contains(t, err.Error(), tt.want)
			var diags hcl.Diagnostics
			assert.ErrorAs(t, err, &diags)
		})
	}
	e, err := game.New(ruleset.Options{FS: fsys, Ruleset: "skirmish", Mods: []string{"long-shot"}}, game.Config{Scenario: "duel", Dice: dice.NewSeeded(1)})
	require.NoError(t, err)
	assert.Equal(t, "long-shot", e.Rules.Layers[len(e.Rules.Layers)-1].ID)
}

// TestCompileError checks that a script that does not compile is named.
func TestCompileError(t *testing.T) {
	fsys := project(t).(fstest.MapFS)
	fsys[path.Join("rulesets/skirmish", "broken.lua")] = &fstest.MapFile{Data: []byte("if then")}
	_, err := game.Load(ruleset.Options{FS: fsys, Ruleset: "skirmish"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `compiling the scripts of ruleset "skirmish"`)
	assert.Contains(t, err.Error(), "rulesets/skirmish/broken.lua")
}
