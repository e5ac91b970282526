package ai_test

import (
	"fmt"
	"math"
	"os"
	"testing"

	"github.com/nw68/nw68/core/ai"
	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func load(t testing.TB, id string) *game.Rules {
	t.Helper()
	r, err := game.Load(ruleset.Options{FS: os.DirFS("../.."), Ruleset: id})
	require.NoError(t, err)
	return r
}

// start sets up a scenario and lets random bots play its first actions.
func start(t testing.TB, r *game.Rules, scenario string, seed uint64, actions int) *engine.Engine {
	t.Helper()
	e, err := r.New(game.Config{Scenario: scenario, Dice: dice.NewSeeded(seed), Begin: true})
	require.NoError(t, err)
	require.NoError(t, bot.NewRandom(seed).Play(e, actions, nil))
	return e
}

// playWith plays up to limit actions with a chooser per side (random for
// the others).
func playWith(t testing.TB, e *engine.Engine, seed uint64, players map[string]ai.Chooser, limit int) {
	t.Helper()
	random := bot.NewRandom(seed)
	for n := 0; n < limit && !e.Over(); n++ {
		var c ai.Chooser = random
		if p, ok := players[e.ActingSide()]; ok {
			c = p
		}
		a, err := c.Choose(e)
		require.NoError(t, err)
		require.NoError(t, e.Submit(a), "%v", a)
	}
}

// TestEvaluatorScores: the base evaluation is zero-sum between the two
// sides of castle-road, and a unit lost costs its side its value (a King
// Tiger 4, with the CO marker 5).
func TestEvaluatorScores(t *testing.T) {
	r := load(t, "base")
	e := start(t, r, "castle-road", 1, 0)
	v := ai.NewEvaluator(r.RS)
	reich, nato := v.Score(e, "reich"), v.Score(e, "nato")
	assert.InDelta(t, -reich, nato, 1e-9)

	for _, tt := range []struct {
		unit string
		lost float64
	}{{"kt1", 5}, {"kt2", 4}} {
		// a copy of its own, which the game shares nothing with
		data, err := e.State.Encode()
		require.NoError(t, err)
		lost, err := state.Decode(data)
		require.NoError(t, err)
		lost.Units[tt.unit].Alive = false
		before := e.State
		e.State = lost
		assert.InDelta(t, reich-tt.lost, v.Score(e, "reich"), 1e-9, tt.unit)
		e.State = before
	}
}

// TestEvaluatorReadsATable: Nations at War values its units from the
// battle generator's points table (units_from), half on a reduced face, the
// whole on a mounted one: a Pz IVG lost costs the Germans its 45 points,
// one reduced 22.5; the American armored infantry counts its 30 mounted.
func TestEvaluatorReadsATable(t *testing.T) {
	r := load(t, "nations-at-war")
	e := start(t, r, "first-clash", 1, 0)
	v := ai.NewEvaluator(r.RS)
	german := v.Score(e, "german")
	american := v.Score(e, "american")
	assert.InDelta(t, -german, american, 1e-9)
	for _, tt := range []struct {
		name   string
		change func(*state.State)
		side   string
		lost   float64
	}{
		{"a Pz IVG destroyed", func(s *state.State) { s.Units["pz1"].Alive = false }, "german", 45},
		{"a Pz IVG reduced", func(s *state.State) { s.Units["pz1"].Face = "reduced" }, "german", 22.5},
		{"the armored infantry dismounted", func(s *state.State) { s.Units["ai1"].Face = "" }, "american", 0},
		{"the armored infantry reduced, mounted", func(s *state.State) { s.Units["ai1"].Face = "reduced-mounted" }, "american", 15},
	} {
		data, err := e.State.Encode()
		require.NoError(t, err)
		changed, err := state.Decode(data)
		require.NoError(t, err)
		tt.change(changed)
		before, was := e.State, map[string]float64{"german": german, "american": american}
		e.State = changed
		assert.InDelta(t, was[tt.side]-tt.lost, ai.NewEvaluator(r.RS).Score(e, tt.side), 1e-9, tt.name)
		e.State = before
	}
}

// TestChoicesRepeat: a player's decision follows its seed and leaves the
// game exactly as it was, so a game it plays replays from the log alone.
func TestChoicesRepeat(t *testing.T) {
	r := load(t, "base")
	e := start(t, r, "castle-road", 3, 12)
	before, err := e.State.Encode()
	require.NoError(t, err)
	var chosen []engine.Action
	for range 2 {
		p := ai.NewAI(r.RS, 7, 120)
		a, err := p.Choose(e)
		require.NoError(t, err)
		chosen = append(chosen, a)
		require.NotEmpty(t, p.Last)
		for i := 1; i < len(p.Last); i++ {
			if p.Last[i].Depth == p.Last[i-1].Depth {
				assert.GreaterOrEqual(t, p.Last[i-1].Value, p.Last[i].Value-1e-9, "best first")
			}
		}
	}
	assert.Equal(t, chosen[0], chosen[1])
	after, err := e.State.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after))
	require.NoError(t, e.Validate(chosen[0]))
}

// TestAIGamesReplay plays the AI and the greedy player against each other
// and random bots, in the base game and in Heart of Darkness (its setup
// purchases and sides the ruleset automates), and replays every game from
// its record to the same state.
func TestAIGamesReplay(t *testing.T) {
	for _, tt := range []struct {
		ruleset, scenario string
		sides             []string
		actions           int
	}{
		{"base", "castle-road", []string{"reich", "nato"}, 40},
		{"heart-of-darkness", "graveyard", []string{"reich", "black-hand"}, 30},
	} {
		t.Run(tt.scenario, func(t *testing.T) {
			r := load(t, tt.ruleset)
			e, err := r.New(game.Config{Scenario: tt.scenario, Dice: dice.NewSeeded(5), Begin: true})
			require.NoError(t, err)
			players := map[string]ai.Chooser{
				tt.sides[0]: ai.NewAI(r.RS, 5, 60),
				tt.sides[1]: ai.NewGreedy(r.RS, 6),
			}
			playWith(t, e, 5, players, tt.actions)
			replayed, err := r.Replay(e.Record(tt.scenario, 5, nil), script.Options{})
			require.NoError(t, err)
			want, _ := e.State.Encode()
			got, _ := replayed.State.Encode()
			require.Equal(t, string(want), string(got))
		})
	}
}

func TestChooseReportsStuck(t *testing.T) {
	r := load(t, "base")
	e := start(t, r, "castle-road", 1, 0)
	e.State.Result = "already over" // a finished game has no legal action
	_, err := ai.NewGreedy(r.RS, 1).Choose(e)
	assert.ErrorIs(t, err, bot.ErrStuck, "the random bot's error: callers test one")
}

// TestTiesMoveTheGameOn: between activations castle-road offers every
// side's CO designation and the draw of the next chit, all worth the same
// to a player; it takes the draw, whatever its seed, rather than hand the
// CO marker round for ever.
func TestTiesMoveTheGameOn(t *testing.T) {
	r := load(t, "base")
	e := start(t, r, "castle-road", 1, 0)
	require.Empty(t, e.ActingSide(), "between activations")
	kinds := e.ActionKinds()
	require.Contains(t, kinds, "designate_co")
	for seed := range uint64(8) {
		for _, p := range []*ai.Player{ai.NewGreedy(r.RS, seed), ai.NewAI(r.RS, seed, 40)} {
			a, err := p.Choose(e)
			require.NoError(t, err)
			assert.Equal(t, "draw", a.Kind, "seed %d", seed)
			assert.True(t, p.Last[0].Onward)
			assert.False(t, p.Last[len(p.Last)-1].Onward, "a designation leaves the game where it was")
		}
	}
}

// TestSecondLookOnlyThroughTheEnemy: the AI's best candidates that no
// enemy can answer keep the worth greedy finds for them, exact odds and
// all; a candidate that hands an enemy a window (a move it may fire on) is
// judged again through the enemy's best reply, and its worth changes.
func TestSecondLookOnlyThroughTheEnemy(t *testing.T) {
	r := load(t, "base")
	kept, changed := 0, 0
	for at := 0; at < 60 && (kept == 0 || changed == 0); at += 3 {
		e := start(t, r, "castle-road", 5, at)
		if e.Over() || e.ActingSide() == "" || len(e.State.Interrupts) > 0 {
			continue
		}
		g, p := ai.NewGreedy(r.RS, 9), ai.NewAI(r.RS, 9, 200)
		_, err := g.Choose(e)
		require.NoError(t, err)
		_, err = p.Choose(e)
		require.NoError(t, err)
		greedy := map[string]ai.Choice{}
		for _, c := range g.Last {
			greedy[fmt.Sprint(c.Action)] = c
		}
		for _, c := range p.Last {
			if c.Depth != 2 {
				continue
			}
			one, ok := greedy[fmt.Sprint(c.Action)]
			require.True(t, ok, "greedy judged %v too", c.Action)
			if c.Answered {
				if math.Abs(c.Value-one.Value) > 1e-9 {
					changed++
				}
				continue
			}
			assert.InDelta(t, one.Value, c.Value, 1e-9, "%v: no enemy answers it", c.Action)
			assert.Equal(t, one.Runs, c.Runs, "%v keeps its odds", c.Action)
			kept++
		}
	}
	assert.Positive(t, kept, "some candidates kept their first look")
	assert.Positive(t, changed, "some were judged again through the enemy's answer")
}
