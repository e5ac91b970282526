package bot_test

import (
	"os"
	"testing"

	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// skirmish is the engine tests' tiny game.
var skirmish = ruleset.Options{FS: os.DirFS("../engine/testdata"), Ruleset: "skirmish"}

// TestBotsFinishGames plays the engine tests' skirmish game with bots on
// both sides: every game must end, and replay to the same state.
func TestBotsFinishGames(t *testing.T) {
	r, err := game.Load(skirmish)
	require.NoError(t, err)
	results := map[string]int{}
	for seed := uint64(1); seed <= 20; seed++ {
		e, err := r.New(game.Config{Scenario: "duel", Dice: dice.NewSeeded(seed), Begin: true})
		require.NoError(t, err)
		require.NoError(t, bot.NewRandom(seed).Play(e, 5000, nil))
		require.True(t, e.Over(), "seed %d: the game did not end in 5000 actions", seed)
		results[e.State.Result]++

		replayed, err := r.Replay(e.Record("duel", seed, nil), script.Options{})
		require.NoError(t, err)
		want, _ := e.State.Encode()
		got, _ := replayed.State.Encode()
		require.Equal(t, string(want), string(got), "seed %d", seed)
	}
	assert.Len(t, results, 2, "over 20 games both sides should win some: %v", results)
}

func TestChooseReportsStuck(t *testing.T) {
	e, err := game.New(skirmish, game.Config{Scenario: "duel", Dice: dice.NewSeeded(1)})
	require.NoError(t, err)
	e.State.Result = "already over" // a finished game has no legal action
	_, err = bot.NewRandom(1).Choose(e)
	assert.ErrorIs(t, err, bot.ErrStuck)
}
