package engine_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The frontier ruleset in testdata proves the kernel's mechanisms for
// side relations, terrain changed in play and a setup phase played once.
func frontierRules(t *testing.T) *game.Rules {
	t.Helper()
	r, err := game.Load(ruleset.Options{FS: os.DirFS("testdata"), Ruleset: "frontier"})
	require.NoError(t, err)
	return r
}

func frontier(t *testing.T) *engine.Engine {
	t.Helper()
	e, err := frontierRules(t).New(game.Config{Scenario: "crossing", Dice: dice.NewSeeded(1), Begin: true})
	require.NoError(t, err)
	e.TrackDigests = true
	return e
}

func act(kind string, params map[string]any) engine.Action {
	return engine.Action{Kind: kind, Params: params}
}

func TestSidesDeclareTheirRelations(t *testing.T) {
	e := frontier(t)
	cases := []struct{ a, b, want string }{
		{"red", "red", engine.RelationSelf},
		{"red", "blue", engine.RelationAllied},
		{"blue", "red", engine.RelationAllied}, // declared by red only, read both ways
		{"red", "green", engine.RelationEnemy},
		{"green", "grey", engine.RelationNeutral},
		{"grey", "blue", engine.RelationNeutral},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, e.Relation(c.a, c.b), "%s towards %s", c.a, c.b)
	}
	assert.True(t, e.Enemies("green", "blue"))
	assert.False(t, e.Enemies("red", "blue"))
}

func TestStatusesBendHowOneUnitRegardsAnother(t *testing.T) {
	e := frontier(t)
	unit := func(id, side string, statuses ...string) *state.Unit {
		return &state.Unit{ID: id, Side: side, Statuses: statuses}
	}
	r1, r2 := unit("r1", "red"), unit("r2", "red")
	b1, g1, grey := unit("b1", "blue"), unit("g1", "green"), unit("y1", "grey")
	rogue, turncoat := unit("y2", "grey", "rogue"), unit("r3", "red", "turncoat")
	parley, banner := unit("g2", "green", "parley"), unit("r4", "red", "banner")
	cases := []struct {
		a, b *state.Unit
		want string
	}{
		{r1, r1, engine.RelationSelf},
		{r1, r2, engine.RelationSelf},   // no status: the sides' relation
		{r1, b1, engine.RelationAllied}, // declared by the sides
		{r1, g1, engine.RelationEnemy},  // the default
		{r1, grey, engine.RelationNeutral},
		{banner, g1, engine.RelationEnemy}, // a status with no relation stat changes nothing
		{r1, rogue, engine.RelationEnemy},  // relation: towards other sides, both ways
		{rogue, b1, engine.RelationEnemy},
		{rogue, grey, engine.RelationSelf},   // not towards its own side
		{r1, turncoat, engine.RelationEnemy}, // relation_own: its own side, both ways
		{turncoat, r2, engine.RelationEnemy},
		{turncoat, b1, engine.RelationAllied}, // not towards other sides
		{parley, r1, engine.RelationNeutral},  // a status may make enemies neutral
		{parley, rogue, engine.RelationEnemy}, // enemy wins over neutral
	}
	for _, c := range cases {
		assert.Equal(t, c.want, e.UnitRelation(c.a, c.b), "%s towards %s", c.a.ID, c.b.ID)
	}
	assert.True(t, e.UnitsEnemies(r1, turncoat))
	assert.False(t, e.UnitsEnemies(r1, grey))
}

func TestAMusterIsPlayedOnceBeforeTheFirstTurn(t *testing.T) {
	e := frontier(t)
	require.Equal(t, "muster", e.State.Phase)
	require.NoError(t, e.Submit(act("buy", map[string]any{"side": "red", "at": "A1"})))
	require.NoError(t, e.Submit(act("buy", map[string]any{"side": "red", "at": "A2"})))
	err := e.Submit(act("buy", map[string]any{"side": "red", "at": "A3"}))
	rej, ok := engine.IsRejection(err)
	require.True(t, ok, "%v", err)
	assert.Equal(t, "too_poor", rej.Code)
	assert.Equal(t, 1, e.State.Holding("red", "supply"))
	assert.Len(t, e.State.UnitsAt(mustHex(t, e, "A2")), 1)

	require.NoError(t, e.Submit(act("end_phase", nil)))
	assert.Equal(t, "battle", e.State.Phase)
	assert.Equal(t, 1, e.State.Turn)
	require.NoError(t, e.Submit(act("end_phase", nil)))
	assert.Equal(t, "battle", e.State.Phase, "the muster is not played again")
	assert.Equal(t, 2, e.State.Turn)
	rej, ok = engine.IsRejection(e.Submit(act("buy", map[string]any{"side": "blue", "at": "B1"})))
	require.True(t, ok)
	assert.Equal(t, "not_now", rej.Code)
}

// A parameter of scope "own" names only what the submitting side owns: a
// seat buys for itself, and hot seat (no seat named, no side to act) buys
// for anyone. The refusal cites the action's rule and changes nothing.
func TestOwnParametersNameOnlyTheSubmittersHoldings(t *testing.T) {
	e := frontier(t)
	before, err := e.State.Encode()
	require.NoError(t, err)
	buy := engine.Action{Kind: "buy", Side: "blue", Params: map[string]any{"side": "red", "at": "A1"}}
	rej, ok := engine.IsRejection(e.Submit(buy))
	require.True(t, ok)
	assert.Equal(t, engine.CodeNotYours, rej.Code)
	assert.Equal(t, "f.muster", rej.Rule)
	after, err := e.State.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "the refused buy changed nothing")

	buy.Side = "red"
	require.NoError(t, e.Submit(buy), "red buys for red")
	require.NoError(t, e.Submit(act("buy", map[string]any{"side": "blue", "at": "B1"})), "hot seat buys for any side")
	assert.Len(t, e.State.UnitsAt(mustHex(t, e, "B1")), 1)
}

func TestBridgesAreBuiltAndBlownInPlay(t *testing.T) {
	e := frontier(t)
	c3, c4 := mustHex(t, e, "C3"), mustHex(t, e, "C4")
	require.NoError(t, e.Submit(act("build_bridge", map[string]any{"at": "C3"})))
	require.NoError(t, e.Submit(act("blow_bridge", map[string]any{"at": "C4"})))
	assert.Equal(t, engine.HexInfo{Terrain: "river", Features: []string{"bridge"}}, e.Hex(c3))
	assert.Equal(t, "river", e.Hex(c4).Terrain)
	assert.Empty(t, e.Hex(c4).Features)
	rej, ok := engine.IsRejection(e.Submit(act("blow_bridge", map[string]any{"at": "C4"})))
	require.True(t, ok)
	assert.Equal(t, "no_bridge", rej.Code, "the script reads the changed hex")

	// the changes are state: a replay rebuilds them step by step
	replayed, err := frontierRules(t).Replay(e.Record("crossing", 1, nil), script.Options{})
	require.NoError(t, err)
	want, _ := e.State.Encode()
	got, _ := replayed.State.Encode()
	assert.Equal(t, string(want), string(got))
	assert.Equal(t, e.Hex(c3), replayed.Hex(c3))
}

func TestRelationsAndTerrainAreCheckedAndUndone(t *testing.T) {
	e := frontier(t)
	require.Error(t, e.SetRelation("red", "green", "allied"), "outside an action nothing changes")
	before, _ := e.State.Encode()
	err := e.Submit(act("build_bridge", map[string]any{"at": "A1"}))
	_, rejected := engine.IsRejection(err)
	require.True(t, rejected)
	after, _ := e.State.Encode()
	assert.Equal(t, string(before), string(after))
}

func mustHex(t *testing.T, e *engine.Engine, label string) hex.Hex {
	t.Helper()
	h, err := e.Layout.Parse(label)
	require.NoError(t, err)
	return h
}

// An automated side chooses through the ruleset, and the engine submits
// its actions through the pipeline, logged and replayed.
func TestAnAutomatedSidePlaysThroughThePipeline(t *testing.T) {
	r := frontierRules(t)
	e, err := r.New(game.Config{Scenario: "watch", Dice: dice.NewSeeded(3), Begin: true})
	require.NoError(t, err)
	e.TrackDigests = true
	for range 3 { // red, blue, green hand on; grey plays at once
		require.NoError(t, e.Submit(act("end_turn", nil)))
	}
	assert.Equal(t, "red", e.State.ActiveSide, "grey handed the turn back")
	assert.Equal(t, "D3", e.Label(e.State.Units["g1"].Hex))
	require.Len(t, e.Actions, 5)
	assert.Equal(t, engine.Action{Kind: "march", Params: map[string]any{"unit": "g1", "to": "D3"}, Side: "grey", Auto: true}, e.Actions[3])
	assert.True(t, e.Actions[4].Auto)

	var save bytes.Buffer
	require.NoError(t, engine.WriteGame(&save, e.Record("watch", 3, nil)))
	g, err := engine.ReadGame(&save)
	require.NoError(t, err)
	replayed, err := r.Replay(g, script.Options{})
	require.NoError(t, err)
	want, _ := e.State.Encode()
	got, _ := replayed.State.Encode()
	assert.Equal(t, string(want), string(got))
	assert.Len(t, replayed.Actions, 5)

	// a choice the rules refuse undoes the action that led to it
	require.NoError(t, e.Submit(act("confuse", nil)))
	for range 2 {
		require.NoError(t, e.Submit(act("end_turn", nil)))
	}
	err = e.Submit(act("end_turn", nil))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "automated side grey: march")
	assert.Contains(t, err.Error(), `hex "Z9" is off the 5x5 map`)
	assert.Equal(t, "green", e.State.ActiveSide, "green's end_turn is undone with grey's march")
	assert.Len(t, e.Actions, 8)
}

// Players may leave a side the ruleset can play to it before play begins;
// the save records the choice and the replay makes it again.
func TestPlayersLeaveASideToTheRuleset(t *testing.T) {
	r := frontierRules(t)
	build := func(automate ...string) (*engine.Engine, error) {
		return r.New(game.Config{Scenario: "crossing", Dice: dice.NewSeeded(2), Automate: automate})
	}
	for _, c := range []struct{ side, problem string }{
		{"purple", `"purple" is not a side of this game`},
		{"red", "the ruleset cannot play red (no automated_turn handler for it)"},
	} {
		_, err := build(c.side)
		require.Error(t, err, c.side)
		assert.Contains(t, err.Error(), c.problem)
	}
	e, err := build("grey")
	require.NoError(t, err)
	assert.Equal(t, []string{"grey"}, e.State.Automated)
	require.NoError(t, e.Begin())
	require.Error(t, e.AutomateSides([]string{"grey"}), "not once play has begun")
	require.NoError(t, e.Submit(act("buy", map[string]any{"side": "red", "at": "A1"})))

	g := e.Record("crossing", 2, nil)
	assert.Equal(t, []string{"grey"}, g.Automated)
	replayed, err := r.Replay(g, script.Options{})
	require.NoError(t, err)
	assert.Equal(t, []string{"grey"}, replayed.State.Automated)
	assert.Equal(t, []string{"grey"}, replayed.Automate)
}
