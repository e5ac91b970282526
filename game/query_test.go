package game_test

import (
	"os"
	"testing"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The base ruleset answers where a unit can go and at what cost: every hex
// of the answer is a legal move along its path, and a unit that may not
// move now gets no hex.
func TestBaseAnswersWhereAUnitCanGo(t *testing.T) {
	e, err := game.New(ruleset.Options{FS: os.DirFS(".."), Ruleset: "base"},
		game.Config{Scenario: "castle-road", Dice: dice.NewSeeded(1), Draws: []string{"1-130"}, Begin: true})
	require.NoError(t, err)
	require.NoError(t, e.Submit(engine.Action{Kind: "draw"}))
	before, err := e.State.Encode()
	require.NoError(t, err)

	reach, err := e.Query("reach", map[string]any{"unit": "kt1"})
	require.NoError(t, err)
	require.NotEmpty(t, reach)
	for label, v := range reach {
		answer := v.(map[string]any)
		assert.Positive(t, answer["cost"], label)
		action := answer["action"].(map[string]any)
		params := action["params"].(map[string]any)
		path := params["path"].([]any)
		require.NotEmpty(t, path, label)
		assert.Equal(t, label, path[len(path)-1], "the path ends where the answer says")
		move := engine.Action{Kind: action["kind"].(string), Params: params}
		assert.NoError(t, e.Validate(move), "the answered move to %s is legal", label)
	}

	idle, err := e.Query("reach", map[string]any{"unit": "t64-1"})
	require.NoError(t, err)
	assert.Empty(t, idle, "a unit of a formation not active goes nowhere now")

	_, err = e.Query("weather", nil)
	assert.ErrorIs(t, err, engine.ErrNoQuery)

	after, err := e.State.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "a question changes nothing")
}

// Entering an enemy hex is an assault, so reach never offers one: on the
// castle road the SS-VT at O9 reaches the hexes around the M60A1 at S9 but
// not S9, and no unit of the active formation is offered a hex its enemies
// hold.
func TestReachOffersNoEnemyHex(t *testing.T) {
	e, err := game.New(ruleset.Options{FS: os.DirFS(".."), Ruleset: "base"},
		game.Config{Scenario: "castle-road", Dice: dice.NewSeeded(42), Draws: []string{"1-7-ss"}, Begin: true})
	require.NoError(t, err)
	require.NoError(t, e.Submit(engine.Action{Kind: "draw"}))
	reach, err := e.Query("reach", map[string]any{"unit": "ssvt2"})
	require.NoError(t, err)
	assert.Contains(t, reach, "R9", "the hex before the M60A1 is within reach")
	assert.NotContains(t, reach, "S9", "the M60A1's hex is entered only by an assault")
	for _, id := range e.State.UnitIDs() {
		u := e.State.Units[id]
		if u.Formation != e.State.ActiveFormation || !u.OnMap {
			continue
		}
		answer, err := e.Query("reach", map[string]any{"unit": id})
		require.NoError(t, err)
		for label := range answer {
			at, err := e.Layout.Parse(label)
			require.NoError(t, err)
			for _, o := range e.State.UnitsAt(at) {
				assert.False(t, e.UnitsEnemies(u, o), "%s is offered %s, held by its enemy %s", id, label, o.ID)
			}
		}
	}
}

// A mod that lifts a precondition changes what the legal list offers, not
// only what validation accepts: with side activations, a drawn 1-130 lets
// the units of 1-7-ss act too, and the bots and studies see it.
func TestLiftedPreconditionReachesTheLegalList(t *testing.T) {
	moversOf := func(mods []string) map[string]bool {
		e, err := game.New(ruleset.Options{FS: os.DirFS(".."), Ruleset: "base", Mods: mods},
			game.Config{Scenario: "castle-road", Dice: dice.NewSeeded(1), Draws: []string{"1-130"}, Begin: true})
		require.NoError(t, err)
		require.NoError(t, e.Submit(engine.Action{Kind: "draw"}))
		legal, err := e.LegalActions()
		require.NoError(t, err)
		out := map[string]bool{}
		for _, a := range legal {
			if u, ok := a.Params["unit"].(string); ok && a.Kind == "move" {
				out[u] = true
			}
		}
		reach, err := e.Query("reach", map[string]any{"unit": "ssvt1"})
		require.NoError(t, err)
		out["reach ssvt1"] = len(reach) > 0
		return out
	}
	base := moversOf(nil)
	assert.True(t, base["kt1"])
	assert.False(t, base["ssvt1"], "1-7-ss waits for its own marker")
	assert.False(t, base["reach ssvt1"])
	lifted := moversOf([]string{"side-activation"})
	assert.True(t, lifted["kt1"])
	assert.True(t, lifted["ssvt1"], "any unit of the active side moves")
	assert.True(t, lifted["reach ssvt1"], "and the page's reach says where")
}
