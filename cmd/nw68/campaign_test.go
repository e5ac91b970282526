package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlayCampaign plays the frontier ruleset's campaign of the engine
// tests: the crossing from a script, on into the ridge with what it
// carries; the ridge's save resumes with bots to the end of the campaign.
func TestPlayCampaign(t *testing.T) {
	const root = "../../core/engine/testdata"
	save := filepath.Join(t.TempDir(), "war.json")
	script := "buy side=red at=A1\nbuy side=red at=A2\nbuy side=blue at=B1\nend_phase\nskirmish unit=trooper-1\ntruce\nunits red\nbuy side=red at=A1\n"
	out, code := runIn(t, root, script, "play", "--ruleset", "frontier", "--campaign", "frontier-war", "--seed", "4", "--save", save)
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "campaign frontier-war: The Frontier War, step 1 of 2\ncrossing: The Crossing (seed 4)")
	assert.Contains(t, out, "game over: truce\ncampaign frontier-war: The Frontier War, step 2 of 2\nridge: The Ridge (seed 4)")
	assert.Contains(t, out, "> units red\ntrooper-2: trooper (red), off the map\n> buy", "red's survivor is carried, the fallen trooper-1 is not")

	file, err := os.Open(save)
	require.NoError(t, err)
	rec, err := engine.ReadGame(file)
	require.NoError(t, file.Close())
	require.NoError(t, err)
	require.NotNil(t, rec.Campaign, "the save holds its place in the campaign")
	assert.Equal(t, "ridge", rec.Scenario)
	assert.Equal(t, 2, rec.Campaign.Step)
	assert.Equal(t, map[string]map[string]int{"red": {"supply": 1}, "green": {"supply": 4}}, rec.Campaign.Carried.Holdings)
	assert.Len(t, rec.Actions, 1)

	out, code = runIn(t, root, "", "replay", "--quiet", save)
	require.Equal(t, exitOK, code, out)
	out, code = runIn(t, root, "", "play", "--load", save, "--bot", "all", "--save", save)
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "resumed ridge (campaign frontier-war, step 2) after 1 actions (seed 4)")
	assert.Contains(t, out, "campaign frontier-war over after 2 steps")

	out, code = runIn(t, root, "", "play", "--ruleset", "frontier", "--campaign", "frontier-war", "--seed", "9", "--bot", "all", "--save", filepath.Join(t.TempDir(), "bots.json"))
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "campaign frontier-war over after 2 steps")

	out, code = runIn(t, root, "", "campaigns", "--ruleset", "frontier")
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "frontier-war  The Frontier War  crossing -> ridge")
}

func TestPlayCampaignRefusesBadFlags(t *testing.T) {
	const root = "../../core/engine/testdata"
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--campaign", "no-such"}, `ruleset "frontier" has no campaign "no-such"; it has [frontier-war]`},
		{[]string{"--campaign", "frontier-war", "--scenario", "ridge"}, "--scenario with --campaign"},
		{[]string{"--campaign", "frontier-war", "--bot", "yellow"}, `--bot yellow: campaign frontier-war has no side "yellow"; its sides are red, blue, green, grey`},
		{[]string{"--load", "x.json", "--campaign", "frontier-war"}, "--campaign with --load"},
	}
	for _, tt := range tests {
		out, code := runIn(t, root, "", append([]string{"play", "--ruleset", "frontier", "--save", ""}, tt.args...)...)
		assert.Equal(t, exitBadInput, code, out)
		assert.Contains(t, out, tt.want)
	}
}
