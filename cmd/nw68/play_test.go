package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlayAgainstTheComputer: --player lets the AI play a side; play says
// what it did, and why shows the expected worth of its best candidates.
func TestPlayAgainstTheComputer(t *testing.T) {
	out, code := runIn(t, skirmish, "end_turn\nwhy\n", "play", "--ruleset", "skirmish", "--seed", "5", "--save", "", "--player", "blue=ai:40")
	require.Equal(t, exitOK, code, out)
	assert.Regexp(t, `ai \(blue\): \w+`, out)
	assert.Regexp(t, `the computer \(blue\) judged \d+ candidate\(s\); expected worth to blue of the best:\n  1\. [+-]\d+\.\d\d  \w+`, out)

	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--player", "green=ai"}, `no side "green"`},
		{[]string{"--player", "blue=smart"}, `unknown player "smart"`},
		{[]string{"--bot", "blue", "--player", "blue=ai"}, "--bot blue plays that side already"},
	} {
		out, code := runIn(t, skirmish, "", append([]string{"play", "--ruleset", "skirmish", "--save", ""}, tt.args...)...)
		assert.Equal(t, exitBadInput, code, out)
		assert.Contains(t, out, tt.want)
	}
}

// TestComputerGamesRepeat: when every side is the computer's, the same seed
// plays the same game, the steps between activations (which anyone may
// take) included: they fall to the first side's player, not to whichever a
// map yields first.
func TestComputerGamesRepeat(t *testing.T) {
	args := []string{"play", "--scenario", "castle-road", "--seed", "4", "--save", "", "--player", "reich=random", "--player", "nato=random", "--max-actions", "60"}
	first, _ := runIn(t, "../..", "", args...)
	require.Contains(t, first, "draw")
	for range 3 {
		again, _ := runIn(t, "../..", "", args...)
		require.Equal(t, first, again)
	}
}
