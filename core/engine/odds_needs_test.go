package engine_test

import (
	"maps"
	"os"
	"testing"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// needsRules add to oddsRules shots whose effect a roll does not decide
// by a least total: a gamble that kills on a 1 or a 6, a snipe that hits
// on a 2 or less, a spotted shot whose second roll decides, and an aimed
// shot whose shooter is marked aimed on every roll.
var needsRules = map[string]string{
	"rulesets/skirmish/needs.hcl": `
status "aimed" { rule = "s.shoot" }
action "gamble" {
  rule = "s.shoot"
  param "target" { type = "unit" }
}
action "snipe" {
  rule = "s.shoot"
  param "target" { type = "unit" }
}
action "spotted" {
  rule = "s.shoot"
  param "target" { type = "unit" }
}
action "aimed" {
  rule = "s.shoot"
  param "target" { type = "unit" }
}`,
	"rulesets/skirmish/needs.lua": `
nw68.on("action_resolve", "gamble", function(a)
  local _, r = nw68.roll(1, 6, "gamble")
  if r == 1 or r == 6 then nw68.eliminate(a.target, "s.shoot") end
end)
nw68.on("action_resolve", "snipe", function(a)
  local _, r = nw68.roll(1, 6, "snipe")
  if r <= 2 then nw68.set_status(a.target, "hit", true) end
end)
nw68.on("action_resolve", "spotted", function(a)
  nw68.roll(1, 6, "spot")
  local _, r = nw68.roll(1, 6, "shot")
  if r >= 4 then nw68.set_status(a.target, "hit", true) end
end)
nw68.on("action_resolve", "aimed", function(a)
  nw68.set_status("a1", "aimed", true)
  local _, r = nw68.roll(1, 6, "aimed shot")
  if r >= 5 then nw68.set_status(a.target, "hit", true) end
end)`,
}

func needsGame(t *testing.T) *engine.Engine {
	files := maps.Clone(oddsRules)
	maps.Copy(files, needsRules)
	rs, prog := loadSkirmish(t, files)
	e, err := engine.New(rs, &rs.Scenarios["close"].Setup, dice.NewSeeded(5))
	require.NoError(t, err)
	_, err = script.Attach(e, prog, script.Options{})
	require.NoError(t, err)
	require.NoError(t, e.Begin())
	return e
}

// TestOddsNeeds: the least total of the first roll from which an action
// has an effect, read off the outcomes, and nil where no such total
// decides it.
func TestOddsNeeds(t *testing.T) {
	at := func(target string) map[string]any { return map[string]any{"target": target} }
	tests := []struct {
		name string
		act  engine.Action
		want *engine.Need // Chance.P only, to within 1e-9
	}{
		{"a 4 or more hits", engine.Action{Kind: "shoot", Params: map[string]any{"unit": "a1", "target": "b1"}},
			&engine.Need{Dice: "1d6", AtLeast: 4, Chance: engine.Probability{P: 3.0 / 6}, Purpose: "shoot"}},
		{"8 or more on two dice", engine.Action{Kind: "volley", Params: at("b1")},
			&engine.Need{Dice: "2d6", AtLeast: 8, Chance: engine.Probability{P: 15.0 / 36}, Purpose: "volley"}},
		{"what every roll does is no effect", engine.Action{Kind: "aimed", Params: at("b1")},
			&engine.Need{Dice: "1d6", AtLeast: 5, Chance: engine.Probability{P: 2.0 / 6}, Purpose: "aimed shot"}},
		{"no dice", engine.Action{Kind: "move", Params: map[string]any{"unit": "a1", "to": "B1"}}, nil},
		{"dice that change no unit", engine.Action{Kind: "burst"}, nil},
		{"an effect on a low and a high roll", engine.Action{Kind: "gamble", Params: at("b1")}, nil},
		{"an effect on a low roll", engine.Action{Kind: "snipe", Params: at("b1")}, nil},
		{"the second roll decides", engine.Action{Kind: "spotted", Params: at("b1")}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := needsGame(t)
			o, err := e.Odds(tt.act)
			require.NoError(t, err)
			require.True(t, o.Exact)
			if tt.want == nil {
				assert.Nil(t, o.Needs)
				return
			}
			require.NotNil(t, o.Needs)
			assert.Equal(t, tt.want.Dice, o.Needs.Dice)
			assert.Equal(t, tt.want.AtLeast, o.Needs.AtLeast)
			assert.Equal(t, tt.want.Purpose, o.Needs.Purpose)
			assert.InDelta(t, tt.want.Chance.P, o.Needs.Chance.P, 1e-9)
			assert.Zero(t, o.Needs.Chance.Margin)
		})
	}
}

// A sampled volley needs the same 8 or more, its chance with a margin.
func TestOddsNeedsSampled(t *testing.T) {
	e := needsGame(t)
	o, err := e.OddsWith(engine.Action{Kind: "volley", Params: map[string]any{"target": "b1"}}, engine.OddsOptions{Leaves: 10, Samples: 3000})
	require.NoError(t, err)
	require.False(t, o.Exact)
	require.NotNil(t, o.Needs)
	assert.Equal(t, "2d6", o.Needs.Dice)
	assert.Equal(t, 8, o.Needs.AtLeast)
	assert.Positive(t, o.Needs.Chance.Margin)
	// the seed is fixed: the sample lies within its margin every run
	assert.InDelta(t, 15.0/36, o.Needs.Chance.P, o.Needs.Chance.Margin)
}

// The base game's shots: point-blank, AP 10 + 1 + 2D6 against armor 20
// hits on 10 or more, and the chance is that of the outcomes that change
// the target (the tiger marks itself as having fired on every roll); at
// long range no roll hits, so no total is needed.
func TestOddsNeedsOfBaseShots(t *testing.T) {
	tests := []struct {
		name    string
		target  string
		atLeast int // 0: no Needs
	}{
		{"point-blank", "B3", 10},
		{"long range", "B9", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			setup := &ruleset.Setup{
				Board: &ruleset.Map{Cols: 10, Rows: 12, Orientation: "flat", Shifted: "odd", Terrain: "clear"},
				Units: []ruleset.UnitSpec{
					{Handle: "tiger", Type: "king-tiger", Side: "reich", At: "B2"},
					{Handle: "t64", Type: "t-64", Side: "nato", At: tt.target},
				},
				Turn: 1,
			}
			e, err := game.New(ruleset.Options{FS: os.DirFS("../.."), Ruleset: "base"}, game.Config{Setup: setup, Dice: dice.NewSeeded(1)})
			require.NoError(t, err)
			o, err := e.Odds(engine.Action{Kind: "fire", Params: map[string]any{"unit": "tiger", "target": "t64", "weapon": "ap"}})
			require.NoError(t, err)
			require.True(t, o.Exact)
			if tt.atLeast == 0 {
				assert.Nil(t, o.Needs)
				return
			}
			require.NotNil(t, o.Needs)
			assert.Equal(t, "2d6", o.Needs.Dice)
			assert.Equal(t, tt.atLeast, o.Needs.AtLeast)
			assert.Equal(t, "attack", o.Needs.Purpose)
			changed := 0.0
			for _, out := range o.Outcomes {
				if _, ok := out.Units["t64"]; ok {
					changed += out.P
				}
			}
			assert.InDelta(t, 6.0/36, changed, 1e-9)
			assert.InDelta(t, changed, o.Needs.Chance.P, 1e-9)
		})
	}
}

// Odds say where their plays stop and what they roll: a shot rolls its
// attack and plays to its end; a move past an enemy stops where the enemy
// may fire on it, before any die, the rest of the move left to the odds of
// the answer.
func TestOddsSayWhatTheyCover(t *testing.T) {
	setup := &ruleset.Setup{
		Board: &ruleset.Map{Cols: 10, Rows: 12, Orientation: "flat", Shifted: "odd", Terrain: "clear"},
		Units: []ruleset.UnitSpec{
			{Handle: "tiger", Type: "king-tiger", Side: "reich", At: "B2"},
			{Handle: "t64", Type: "t-64", Side: "nato", At: "B8"},
		},
		Turn: 1,
	}
	e, err := game.New(ruleset.Options{FS: os.DirFS("../.."), Ruleset: "base"}, game.Config{Setup: setup, Dice: dice.NewSeeded(1)})
	require.NoError(t, err)

	shot, err := e.Odds(engine.Action{Kind: "fire", Params: map[string]any{"unit": "tiger", "target": "t64", "weapon": "ap"}})
	require.NoError(t, err)
	assert.Equal(t, []string{"attack (2d6)"}, shot.Rolls)
	assert.Empty(t, shot.Stops, "a shot plays to its end")

	move, err := e.Odds(engine.Action{Kind: "move", Params: map[string]any{"unit": "tiger", "path": []any{"B3", "B4"}}})
	require.NoError(t, err)
	assert.Empty(t, move.Rolls, "no die before the window")
	require.Len(t, move.Stops, 1)
	stop := move.Stops[0]
	assert.Equal(t, "opportunity", stop.Kind)
	assert.Equal(t, "nato", stop.Side)
	assert.Contains(t, stop.Actions, "opportunity_fire")
	assert.InDelta(t, 1.0, stop.P, 1e-9, "every play stops there")
}
