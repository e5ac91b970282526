package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlaySavesTheAutomatedFirstActions plays the frontier ruleset's sentry,
// where grey (the ruleset's side) marches as play begins: the save holds a
// digest for each of grey's first actions, and replays.
func TestPlaySavesTheAutomatedFirstActions(t *testing.T) {
	const root = "../../core/engine/testdata"
	save := filepath.Join(t.TempDir(), "sentry.json")
	out, code := runIn(t, root, "end_turn\n", "play", "--ruleset", "frontier", "--scenario", "sentry", "--seed", "3", "--save", save)
	require.Equal(t, exitOK, code, out)

	file, err := os.Open(save)
	require.NoError(t, err)
	rec, err := engine.ReadGame(file)
	require.NoError(t, file.Close())
	require.NoError(t, err)
	require.Len(t, rec.Actions, 5, "grey's march and hand-on, red's end_turn, grey's again")
	assert.True(t, rec.Actions[0].Auto)

	out, code = runIn(t, root, "", "replay", "--quiet", save)
	require.Equal(t, exitOK, code, out)
	out, code = runIn(t, root, "", "play", "--load", save, "--save", save)
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "resumed sentry after 5 actions (seed 3)")
}
