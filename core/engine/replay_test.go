package engine_test

import (
	"bytes"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The skirmish ruleset in testdata is a tiny game written for these tests:
// two sides take turns, moving one hex or shooting with 1D6 (a 6
// eliminates, a 4-5 marks the target hit), until one side has no unit left.

func loadSkirmish(t testing.TB, extra map[string]string) (*ruleset.Ruleset, *script.Program) {
	fsys := fstest.MapFS{}
	err := fs.WalkDir(os.DirFS("testdata"), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(filepath.Join("testdata", p))
		fsys[p] = &fstest.MapFile{Data: data}
		return err
	})
	require.NoError(t, err)
	for k, v := range extra {
		fsys[k] = &fstest.MapFile{Data: []byte(v)}
	}
	r, err := game.Load(ruleset.Options{FS: fsys, Ruleset: "skirmish"})
	require.NoError(t, err)
	return r.RS, r.Prog
}

// newGame begins a duel; the tests of replay and saves call engine.Replay
// themselves, as it is what they test.
func newGame(t testing.TB, rs *ruleset.Ruleset, prog *script.Program, seed uint64) *engine.Engine {
	r := &game.Rules{RS: rs, Prog: prog}
	e, err := r.New(game.Config{Scenario: "duel", Dice: dice.NewSeeded(seed), Begin: true})
	require.NoError(t, err)
	return e
}

// TestReplayIsBitForBit plays a long random game, saves it, replays the
// save and compares the states byte for byte.
func TestReplayIsBitForBit(t *testing.T) {
	rs, prog := loadSkirmish(t, nil)
	e := newGame(t, rs, prog, 1968)
	e.TrackDigests = true // a save must prove every step
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
end, { phase = "last" })`})
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

// TestGamesDoNotShareTheirSetup plays a game, then checks that the
// scenario's setup is as it was: a second game from it must start equal.
func TestGamesDoNotShareTheirSetup(t *testing.T) {
	rs, prog := loadSkirmish(t, map[string]string{
		"rulesets/skirmish/counters/counters.lua": `
nw68.on("action_resolve", "move", function(a)
  nw68.set_counter(a.unit, "steps", (nw68.unit(a.unit).counters.steps or 0) + 1)
end)`,
		// a unit that starts with a counter: the setup holds a map the game could write into
		"rulesets/skirmish/zz-counters.hcl": `
patch "scenario" "duel" {
  unit "a1" {
    counters = { steps = 1 }
  }
}`,
	})
	first := newGame(t, rs, prog, 1)
	start, err := first.State.Encode()
	require.NoError(t, err)
	require.NoError(t, first.Submit(engine.Action{Kind: "move", Params: map[string]any{"unit": "a1", "to": "A2"}}))
	second := newGame(t, rs, prog, 1)
	again, err := second.State.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(start), string(again))
}

// TestDigestsFromTheFirstAction: a game whose first side is automated
// takes actions as play begins; tracked from the start, each has its
// digest, the save replays, and the replay's digests are the game's. A
// game that began untracked has actions without digests, which no save
// may hold.
func TestDigestsFromTheFirstAction(t *testing.T) {
	r := frontierRules(t)
	e, err := r.New(game.Config{Scenario: "sentry", Dice: dice.NewSeeded(3), TrackDigests: true, Begin: true})
	require.NoError(t, err)
	require.Len(t, e.Actions, 2, "grey marched and handed the turn on as play began")
	assert.True(t, e.Actions[0].Auto)
	require.Len(t, e.Digests, 2)
	require.NoError(t, e.Submit(act("end_turn", nil))) // red hands on; grey plays again
	require.Len(t, e.Digests, len(e.Actions))

	var save bytes.Buffer
	require.NoError(t, engine.WriteGame(&save, e.Record("sentry", 3, nil)))
	g, err := engine.ReadGame(&save)
	require.NoError(t, err)
	replayed, err := r.Replay(g, script.Options{})
	require.NoError(t, err)
	assert.Equal(t, e.Digests, replayed.Digests)
	assert.True(t, replayed.TrackDigests, "a replay of a save goes on noting digests")

	untracked, err := r.New(game.Config{Scenario: "sentry", Dice: dice.NewSeeded(3), Begin: true})
	require.NoError(t, err)
	save.Reset()
	require.NoError(t, engine.WriteGame(&save, untracked.Record("sentry", 3, nil)))
	_, err = engine.ReadGame(&save)
	require.ErrorContains(t, err, "0 digests for 2 actions")
}
