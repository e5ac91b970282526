package engine_test

import (
	"bytes"
	"math/rand/v2"
	"testing"
	"testing/fstest"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// skirmish is a tiny game written for these tests: two sides take turns,
// moving one hex or shooting with 1D6 (a 6 eliminates, a 4-5 marks the
// target hit), until one side has no unit left.
var skirmish = map[string]string{
	"rulesets/skirmish/ruleset.hcl": `id = "skirmish"
version = "1"`,
	"rulesets/skirmish/rules.hcl": `
rule "s.move" { title = "Move one hex" }
rule "s.shoot" { title = "Shoot" }
rule "s.turn" { title = "Turns alternate" }
terrain "open" { rule = "s.move" }
status "hit" { rule = "s.shoot" }
unit_type "trooper" {
  rule  = "s.move"
  stats = { range = 3 }
}
action "move" {
  rule = "s.move"
  param "unit" { type = "unit" }
  param "to" { type = "hex" }
}
action "shoot" {
  rule = "s.shoot"
  param "unit" { type = "unit" }
  param "target" {
    type = "unit"
    of   = "enemy"
  }
}
action "end_turn" { rule = "s.turn" }
phase "play" {
  rule        = "s.turn"
  order       = 1
  interactive = true
}
phase "refit" {
  rule  = "s.turn"
  order = 2
  step "clear-hits" { rule = "s.turn" }
}
scenario "duel" {
  title = "Duel"
  board {
    cols    = 6
    rows    = 6
    terrain = "open"
  }
  unit "a1" {
    type = "trooper"
    side = "red"
    at   = "A1"
  }
  unit "a2" {
    type = "trooper"
    side = "red"
    at   = "B1"
  }
  unit "b1" {
    type = "trooper"
    side = "blue"
    at   = "F6"
  }
  unit "b2" {
    type = "trooper"
    side = "blue"
    at   = "E6"
  }
  active_side = "red"
}`,
	"rulesets/skirmish/game.lua": `
nw68.on("action_enumerate", "move", function()
  local out = {}
  local st = nw68.state()
  for _, u in ipairs(nw68.units({ side = st.active_side })) do
    for _, n in ipairs(nw68.neighbors(u.hex)) do
      table.insert(out, { unit = u.id, to = n })
    end
  end
  return out
end)
nw68.on("action_validate", "move", function(a)
  local u = nw68.unit(a.unit)
  if u.side ~= nw68.state().active_side then return "not_yours", "s.move", "not your unit" end
  -- computing during validation is allowed and leaves no trace in the log
  local reach = nw68.compute{ stage = "reach", name = "Reach", terms = { { "step", 1, "s.move" } } }
  if nw68.distance(u.hex, a.to) ~= reach then return "too_far", "s.move", "one hex at a time" end
  if #nw68.units_at(a.to) > 0 then return "occupied", "s.move", "hex taken" end
end)
nw68.on("action_resolve", "move", function(a) nw68.move(a.unit, a.to) end)
nw68.on("unit_enters_hex", "*", function(ev)
  nw68.set_control(ev.hex, nw68.unit(ev.unit).side)
end)
nw68.on("action_validate", "shoot", function(a)
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  if u.side ~= nw68.state().active_side then return "not_yours", "s.shoot", "not your unit" end
  if nw68.distance(u.hex, t.hex) > u.stats.range then return "out_of_range", "s.shoot", "too far" end
end)
nw68.on("action_resolve", "shoot", function(a)
  local _, roll = nw68.roll(1, 6, "shoot")
  if roll == 6 then
    nw68.eliminate(a.target, "s.shoot")
  elseif roll >= 4 then
    nw68.set_status(a.target, "hit", true)
  end
  local alive = nw68.units({ side = nw68.unit(a.target).side })
  if #alive == 0 then nw68.end_game(nw68.unit(a.unit).side .. " wins", "s.shoot") end
end)
nw68.on("action_resolve", "end_turn", function()
  nw68.end_phase()
end)
nw68.on("step", "clear-hits", function()
  for _, u in ipairs(nw68.units({})) do nw68.set_status(u.id, "hit", false) end
  local st = nw68.state()
  nw68.start_activation(st.active_side == "red" and "blue" or "red", "")
  nw68.end_phase()
end)
`,
}

func loadSkirmish(t testing.TB, extra map[string]string) (*ruleset.Ruleset, *script.Program) {
	fsys := fstest.MapFS{}
	for k, v := range skirmish {
		fsys[k] = &fstest.MapFile{Data: []byte(v)}
	}
	for k, v := range extra {
		fsys[k] = &fstest.MapFile{Data: []byte(v)}
	}
	rs, _, diags := ruleset.Load(ruleset.Options{FS: fsys, Ruleset: "skirmish"})
	require.False(t, diags.HasErrors(), diags.Error())
	prog, err := script.Compile(rs)
	require.NoError(t, err)
	return rs, prog
}

func newGame(t testing.TB, rs *ruleset.Ruleset, prog *script.Program, seed uint64) *engine.Engine {
	e, err := engine.New(rs, &rs.Scenarios["duel"].Setup, dice.NewSeeded(seed))
	require.NoError(t, err)
	_, err = script.Attach(e, prog, script.Options{})
	require.NoError(t, err)
	require.NoError(t, e.Begin())
	return e
}

// TestReplayIsBitForBit plays a long random game, saves it, replays the
// save and compares the states byte for byte.
func TestReplayIsBitForBit(t *testing.T) {
	rs, prog := loadSkirmish(t, nil)
	e := newGame(t, rs, prog, 1968)
	chooser := rand.New(rand.NewPCG(7, 7))
	turnsSeen := map[int]bool{}
	for i := 0; i < 400 && !e.Over(); i++ {
		legal, err := e.LegalActions()
		require.NoError(t, err)
		require.NotEmpty(t, legal, "a side must always have something to do")
		require.NoError(t, e.Submit(legal[chooser.IntN(len(legal))]))
		turnsSeen[e.State.Turn] = true
	}
	require.Greater(t, len(e.Actions), 50)
	require.Greater(t, len(turnsSeen), 3, "the game went through several turns")

	var buf bytes.Buffer
	require.NoError(t, engine.WriteGame(&buf, e.Record("duel", 1968, nil)))
	saved, err := engine.ReadGame(&buf)
	require.NoError(t, err)
	replayed, err := engine.Replay(rs, saved, script.Attacher(prog, script.Options{}))
	require.NoError(t, err)

	want, err := e.State.Encode()
	require.NoError(t, err)
	got, err := replayed.State.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got))
	assert.Equal(t, e.Log, replayed.Log)
	assert.Equal(t, e.Dice.Rolls(), replayed.Dice.Rolls())
}

func TestReplayRefusesOtherRules(t *testing.T) {
	rs, prog := loadSkirmish(t, nil)
	e := newGame(t, rs, prog, 1)
	legal, err := e.LegalActions()
	require.NoError(t, err)
	require.NoError(t, e.Submit(legal[0]))
	record := e.Record("duel", 1, nil)

	changed, prog2 := loadSkirmish(t, map[string]string{"rulesets/skirmish/extra.lua": "-- a house rule"})
	_, err = engine.Replay(changed, record, script.Attacher(prog2, script.Options{}))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "the save was made with other rules")
	assert.Contains(t, err.Error(), "skirmish")
}

// TestRejectedActionChangesNothing checks the pipeline's promise for both
// kinds of refusal: a rule veto and a failure during resolution.
func TestRejectedActionChangesNothing(t *testing.T) {
	rs, prog := loadSkirmish(t, map[string]string{"rulesets/skirmish/fail.lua": `
nw68.on("action_resolve", "move", function(a)
  if a.to == "A3" then error("resolution failed half way, after the unit moved") end
end, { priority = 10 })`})
	e := newGame(t, rs, prog, 3)
	require.NoError(t, e.Submit(engine.Action{Kind: "move", Params: map[string]any{"unit": "a1", "to": "A2"}}))
	before, err := e.State.Encode()
	require.NoError(t, err)
	logLen, rolls, actions := len(e.Log), len(e.Dice.Rolls()), len(e.Actions)

	tests := []struct {
		name string
		act  engine.Action
		code string
		rule string
	}{
		{"veto by a rule", engine.Action{Kind: "move", Params: map[string]any{"unit": "a2", "to": "D4"}}, "too_far", "s.move"},
		{"unknown action", engine.Action{Kind: "fly"}, engine.CodeUnknownAction, ""},
		{"missing parameter", engine.Action{Kind: "move", Params: map[string]any{"unit": "a2"}}, engine.CodeMissingParam, "s.move"},
		{"off the map", engine.Action{Kind: "move", Params: map[string]any{"unit": "a2", "to": "Z9"}}, engine.CodeOffMap, ""},
		{"no such unit", engine.Action{Kind: "move", Params: map[string]any{"unit": "zz", "to": "A3"}}, engine.CodeNoSuchUnit, ""},
		{"failure half way", engine.Action{Kind: "move", Params: map[string]any{"unit": "a1", "to": "A3"}}, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := e.Submit(tt.act)
			require.Error(t, err)
			rej, ok := engine.IsRejection(err)
			if tt.code == "" {
				assert.False(t, ok, "a failure is not a rejection")
				assert.Contains(t, err.Error(), "rulesets/skirmish/fail.lua:3")
			} else {
				require.True(t, ok, err.Error())
				assert.Equal(t, tt.code, rej.Code)
				assert.Equal(t, tt.rule, rej.Rule)
			}
			after, err := e.State.Encode()
			require.NoError(t, err)
			assert.Equal(t, string(before), string(after))
			assert.Len(t, e.Log, logLen)
			assert.Len(t, e.Dice.Rolls(), rolls)
			assert.Len(t, e.Actions, actions)
		})
	}
}

func TestChangesOnlyThroughActions(t *testing.T) {
	rs, prog := loadSkirmish(t, nil)
	e := newGame(t, rs, prog, 3)
	assert.ErrorIs(t, e.SetVar("x", 1), engine.ErrNotResolving)
	_, err := e.Roll(1, 6, "outside")
	assert.ErrorIs(t, err, engine.ErrNotResolving)
}
