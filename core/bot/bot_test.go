package bot_test

import (
	"os"
	"testing"

	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBotsFinishGames plays the engine tests' skirmish game with bots on
// both sides: every game must end, and replay to the same state.
func TestBotsFinishGames(t *testing.T) {
	rs, _, diags := ruleset.Load(ruleset.Options{FS: os.DirFS("../engine/testdata"), Ruleset: "skirmish"})
	require.False(t, diags.HasErrors(), diags.Error())
	prog, err := script.Compile(rs)
	require.NoError(t, err)
	results := map[string]int{}
	for seed := uint64(1); seed <= 20; seed++ {
		e, err := engine.New(rs, &rs.Scenarios["duel"].Setup, dice.NewSeeded(seed))
		require.NoError(t, err)
		e.Scenario = rs.Scenarios["duel"]
		_, err = script.Attach(e, prog, script.Options{})
		require.NoError(t, err)
		require.NoError(t, e.Begin())
		require.NoError(t, bot.NewRandom(seed).Play(e, 5000, nil))
		require.True(t, e.Over(), "seed %d: the game did not end in 5000 actions", seed)
		results[e.State.Result]++

		replayed, err := engine.Replay(rs, e.Record("duel", seed, nil), script.Attacher(prog, script.Options{}))
		require.NoError(t, err)
		want, _ := e.State.Encode()
		got, _ := replayed.State.Encode()
		require.Equal(t, string(want), string(got), "seed %d", seed)
	}
	assert.Len(t, results, 2, "over 20 games both sides should win some: %v", results)
}

func TestChooseReportsStuck(t *testing.T) {
	rs, _, diags := ruleset.Load(ruleset.Options{FS: os.DirFS("../engine/testdata"), Ruleset: "skirmish"})
	require.False(t, diags.HasErrors(), diags.Error())
	prog, err := script.Compile(rs)
	require.NoError(t, err)
	setup := rs.Scenarios["duel"].Setup
	e, err := engine.New(rs, &setup, dice.NewSeeded(1))
	require.NoError(t, err)
	_, err = script.Attach(e, prog, script.Options{})
	require.NoError(t, err)
	e.State.Result = "already over" // a finished game has no legal action
	_, err = bot.NewRandom(1).Choose(e)
	assert.ErrorIs(t, err, bot.ErrStuck)
}
