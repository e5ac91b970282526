package engine_test

import (
	"bytes"
	"io/fs"
	"os"
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

// frontierWith is the frontier ruleset with a mod patching it.
func frontierWith(t *testing.T, patch string) (*game.Rules, error) {
	t.Helper()
	return rulesetWith(t, "frontier", patch)
}

// rulesetWith is a test ruleset with a mod, patch, laid over it.
func rulesetWith(t *testing.T, id, patch string) (*game.Rules, error) {
	t.Helper()
	fsys := fstest.MapFS{}
	testdata := os.DirFS("testdata")
	require.NoError(t, fs.WalkDir(testdata, "rulesets/"+id, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(testdata, p)
		fsys[p] = &fstest.MapFile{Data: data}
		return err
	}))
	fsys["mods/patch/mod.hcl"] = &fstest.MapFile{Data: []byte("id = \"patch\"\nversion = \"1\"\nrequires = [\"" + id + "\"]\n")}
	fsys["mods/patch/patch.hcl"] = &fstest.MapFile{Data: []byte(patch)}
	return game.Load(ruleset.Options{FS: fsys, Ruleset: id, Mods: []string{"patch"}})
}

// buysOf returns the sides the buy actions of a list buy for.
func buysOf(list []engine.Action) map[string]bool {
	out := map[string]bool{}
	for _, a := range list {
		if a.Kind == "buy" {
			out[a.Params["side"].(string)] = true
		}
	}
	return out
}

// When no side is active (the frontier's muster), every seat gets its own
// list: a seat buys only for its own side (the side parameter is of =
// "own"), each action listed as the seat submits it. Hot seat's list has
// every side's; while a side is active, another seat's list is empty.
func TestLegalActionsPerSeat(t *testing.T) {
	e := frontier(t)
	require.Equal(t, "muster", e.State.Phase)
	require.Empty(t, e.ActingSide(), "anyone may act")

	all, err := e.LegalActions()
	require.NoError(t, err)
	assert.Equal(t, map[string]bool{"red": true, "blue": true, "green": true}, buysOf(all))
	hotSeat, err := e.LegalActionsFor("")
	require.NoError(t, err)
	assert.Equal(t, all, hotSeat)

	red, err := e.LegalActionsFor("red")
	require.NoError(t, err)
	assert.Equal(t, map[string]bool{"red": true}, buysOf(red))
	for _, a := range red {
		assert.Equal(t, "red", a.Side)
	}
	grey, err := e.LegalActionsFor("grey")
	require.NoError(t, err)
	assert.Empty(t, buysOf(grey), "grey holds no supply and may buy for no one else")
	require.NoError(t, e.Submit(red[0]), "an action is accepted as listed")

	watch, err := frontierRules(t).New(game.Config{Scenario: "watch", Dice: dice.NewSeeded(1), Begin: true})
	require.NoError(t, err)
	blue, err := watch.LegalActionsFor("blue")
	require.NoError(t, err)
	assert.Empty(t, blue, "it is red's turn")
	red, err = watch.LegalActionsFor("red")
	require.NoError(t, err)
	assert.NotEmpty(t, red)
}

// everySide declares the frontier's muster a phase every side ends for
// itself.
const everySide = `patch "phase" "muster" {
  ends = "every_side"
}
`

// A phase of ends = "every_side" ends once every side a person plays has
// ended it, each for itself; a seat that has is refused any more action in
// it, the state keeps who has, and the game replays. Hot seat's end_phase
// ends it for every side.
func TestEverySideEndsThePhase(t *testing.T) {
	r, err := frontierWith(t, everySide)
	require.NoError(t, err)
	newGame := func() *engine.Engine {
		e, err := r.New(game.Config{Scenario: "crossing", Dice: dice.NewSeeded(1), Automate: []string{"grey"}, TrackDigests: true, Begin: true})
		require.NoError(t, err)
		return e
	}
	endBy := func(side string) engine.Action { return engine.Action{Kind: "end_phase", Side: side} }
	buy := func(side string) engine.Action {
		return engine.Action{Kind: "buy", Params: map[string]any{"side": side, "at": "A1"}, Side: side}
	}

	e := newGame()
	require.NoError(t, e.Submit(endBy("red")))
	assert.Equal(t, "muster", e.State.Phase, "blue and green are still buying")
	assert.Equal(t, []string{"red"}, e.State.Ended)
	assert.Contains(t, e.Log[len(e.Log)-1].Text, "red has ended the muster phase; it waits for blue, green")

	for _, a := range []engine.Action{buy("red"), endBy("red")} {
		rej, ok := engine.IsRejection(e.Submit(a))
		require.True(t, ok, a.Kind)
		assert.Equal(t, engine.CodePhaseEnded, rej.Code)
		assert.Equal(t, "f.muster", rej.Rule)
	}
	red, err := e.LegalActionsFor("red")
	require.NoError(t, err)
	assert.Empty(t, red, "red has ended the muster")
	blue, err := e.LegalActionsFor("blue")
	require.NoError(t, err)
	assert.Equal(t, map[string]bool{"blue": true}, buysOf(blue))

	require.NoError(t, e.Submit(buy("blue")))
	require.NoError(t, e.Submit(endBy("blue")))
	require.NoError(t, e.Submit(endBy("green")))
	assert.Equal(t, "battle", e.State.Phase, "every side a person plays has ended it; the ruleset plays grey")
	assert.Empty(t, e.State.Ended)

	var save bytes.Buffer
	require.NoError(t, engine.WriteGame(&save, e.Record("crossing", 1, []string{"patch"})))
	g, err := engine.ReadGame(&save)
	require.NoError(t, err)
	replayed, err := r.Replay(g, script.Options{})
	require.NoError(t, err)
	assert.Equal(t, e.Digests, replayed.Digests)

	hotSeat := newGame()
	require.NoError(t, hotSeat.Submit(endBy("red")))
	require.NoError(t, hotSeat.Submit(act("end_phase", nil)))
	assert.Equal(t, "battle", hotSeat.State.Phase, "one player speaks for every side")
}

func TestAPhaseEndsByEverySideOrAnySide(t *testing.T) {
	_, err := frontierWith(t, `patch "phase" "muster" {
  ends = "each_turn"
}
`)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `ends must be "any_side" (any side's end_phase ends the phase, the default) or "every_side"`)
}
