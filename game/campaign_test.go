package game_test

import (
	"bytes"
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

// frontier is the engine tests' frontier ruleset: its campaign plays the
// crossing, then the ridge with the supply left and the red and blue
// troopers that survived.
func frontier(t *testing.T) *game.Rules {
	t.Helper()
	r, err := game.Load(ruleset.Options{FS: os.DirFS("../core/engine/testdata"), Ruleset: "frontier"})
	require.NoError(t, err)
	return r
}

func submit(t *testing.T, e *engine.Engine, kind string, params map[string]any) {
	t.Helper()
	require.NoError(t, e.Submit(engine.Action{Kind: kind, Params: params}))
}

// playCrossing plays the campaign's first step: every side but grey buys
// troopers, red loses its first in a skirmish, and a truce ends the game.
func playCrossing(t *testing.T, r *game.Rules) *engine.Engine {
	t.Helper()
	c, err := r.Start("frontier-war")
	require.NoError(t, err)
	c.Dice, c.Begin = dice.NewSeeded(1), true
	e, err := r.New(c)
	require.NoError(t, err)
	e.TrackDigests = true
	for _, buy := range [][2]string{{"red", "A1"}, {"red", "A2"}, {"blue", "B1"}, {"green", "D1"}} {
		submit(t, e, "buy", map[string]any{"side": buy[0], "at": buy[1]})
	}
	submit(t, e, "end_phase", nil)
	submit(t, e, "skirmish", map[string]any{"unit": "trooper-1"})
	submit(t, e, "truce", nil)
	require.True(t, e.Over())
	return e
}

func TestACampaignCarriesHoldingsAndSurvivors(t *testing.T) {
	r := frontier(t)
	crossing := playCrossing(t, r)
	assert.Equal(t, &engine.Campaign{ID: "frontier-war", Step: 1}, crossing.Campaign)

	c, more, err := game.Next(crossing)
	require.NoError(t, err)
	require.True(t, more)
	assert.Equal(t, "ridge", c.Scenario)
	assert.Equal(t, &engine.Campaign{ID: "frontier-war", Step: 2, Carried: &engine.Carried{
		// red kept 1 of 5 (two troopers at 2), blue spent its 2 and green
		// kept 2 of 4: holdings carry for every side the ridge has, units
		// for red and blue only; red's trooper-1 fell, grey is not at the ridge
		Holdings: map[string]map[string]int{"red": {"supply": 1}, "green": {"supply": 2}},
		Units: []engine.CarriedUnit{
			{ID: "trooper-2", Type: "trooper", Side: "red"},
			{ID: "trooper-3", Type: "trooper", Side: "blue"},
		},
	}}, c.Campaign)

	c.Dice, c.Begin = dice.NewSeeded(2), true
	ridge, err := r.New(c)
	require.NoError(t, err)
	assert.Equal(t, 2, ridge.State.Holding("red", "supply"), "the ridge's 1 and the 1 carried")
	assert.Equal(t, 0, ridge.State.Holding("blue", "supply"))
	assert.Equal(t, 4, ridge.State.Holding("green", "supply"))
	assert.Equal(t, []string{"gr1", "trooper-2", "trooper-3"}, ridge.State.UnitIDs())
	for _, id := range []string{"trooper-2", "trooper-3"} {
		u := ridge.State.Units[id]
		assert.True(t, u.Alive && !u.OnMap, "%s waits off the map", id)
	}

	// the ridge ends when its two turns run out, the last step
	submit(t, ridge, "end_phase", nil)
	submit(t, ridge, "end_phase", nil)
	submit(t, ridge, "end_phase", nil)
	assert.Equal(t, "the turns ran out", ridge.State.Result)
	_, more, err = game.Next(ridge)
	require.NoError(t, err)
	assert.False(t, more, "the ridge is the last step")
}

func TestACarrySelectsMarkedUnits(t *testing.T) {
	e := playCrossing(t, frontier(t))
	e.State.Units["trooper-4"].SetStatus("veteran", true) // green's
	got := e.Carry(ruleset.Carry{Units: ruleset.CarryNone, UnitsWithStatus: []string{"veteran"}}, []string{"red", "green"})
	assert.Equal(t, &engine.Carried{Units: []engine.CarriedUnit{{ID: "trooper-4", Type: "trooper", Side: "green", Statuses: []string{"veteran"}}}}, got)
	assert.Nil(t, e.Carry(ruleset.Carry{Units: ruleset.CarrySurvivors}, []string{"yellow"}), "nothing of a side the next scenario lacks")
}

func TestASavedCampaignStepReplaysOnItsOwn(t *testing.T) {
	r := frontier(t)
	c, more, err := game.Next(playCrossing(t, r))
	require.NoError(t, err)
	require.True(t, more)
	c.Dice, c.Begin = dice.NewSeeded(2), true
	ridge, err := r.New(c)
	require.NoError(t, err)
	ridge.TrackDigests = true
	submit(t, ridge, "buy", map[string]any{"side": "red", "at": "A1"})
	submit(t, ridge, "end_phase", nil)

	var buf bytes.Buffer
	require.NoError(t, engine.WriteGame(&buf, ridge.Record("ridge", 2, nil)))
	rec, err := engine.ReadGame(&buf)
	require.NoError(t, err)
	assert.Equal(t, ridge.Campaign, rec.Campaign)
	replayed, err := r.Replay(rec, script.Options{})
	require.NoError(t, err)
	want, _ := ridge.State.Encode()
	got, _ := replayed.State.Encode()
	assert.Equal(t, string(want), string(got))
	assert.Equal(t, rec.Campaign, replayed.Campaign, "a replay keeps the game's place in the campaign")

	// a save placed where the campaign has no such step, or carrying what
	// the step's scenario could not hold, is refused
	for _, bad := range []*engine.Campaign{
		{ID: "frontier-war", Step: 1}, {ID: "frontier-war", Step: 3}, {ID: "no-such", Step: 2},
		{ID: "frontier-war", Step: 2, Carried: &engine.Carried{Holdings: map[string]map[string]int{"grey": {"supply": 1}}}},
		{ID: "frontier-war", Step: 2, Carried: &engine.Carried{Holdings: map[string]map[string]int{"red": {"supply": -1}}}},
		{ID: "frontier-war", Step: 2, Carried: &engine.Carried{Units: []engine.CarriedUnit{{ID: "x", Type: "trooper", Side: "grey"}}}},
		{ID: "frontier-war", Step: 2, Carried: &engine.Carried{Units: []engine.CarriedUnit{{ID: "gr1", Type: "trooper", Side: "red"}}}},
	} {
		g := rec
		g.Campaign = bad
		_, err := r.Replay(g, script.Options{})
		assert.Error(t, err, "%+v", bad)
	}
}
