//go:build !race

// These tests play whole games; under the race detector they would take
// minutes, so the README's test command runs them in its soak step, without
// -race.

package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSoakPlayToVictory plays the README's scenario to a result,
// from a script and with bots, and checks the saves replay.
func TestSoakPlayToVictory(t *testing.T) {
	save := filepath.Join(t.TempDir(), "game.json")
	out, code := run(t, "play", "--seed", "1", "--script", "testdata/pass-every-turn.txt", "--save", save)
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "castle-road: The Road to the Castle (seed 1)", "with no flags play starts the first base scenario")
	assert.Regexp(t, `game over: \w+`, out)
	assert.Contains(t, out, "victory points:")
	out, code = run(t, "replay", "--quiet", save)
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "steps match their digests")

	for _, sc := range []string{"castle-road", "day-8", "zentrum", "alme-bridges"} {
		out, code = run(t, "play", "--scenario", sc, "--seed", "3", "--bot", "all", "--save", filepath.Join(t.TempDir(), sc+".json"))
		require.Equal(t, exitOK, code, out)
		assert.Regexp(t, `game over: `, out, sc)
	}
	out, code = run(t, "scenarios")
	require.Equal(t, exitOK, code, out)
	assert.True(t, strings.HasPrefix(out, "castle-road"), out)
}

// TestSoakCheckStrictShipped smoke-runs the project's rulesets and mods.
func TestSoakCheckStrictShipped(t *testing.T) {
	for _, args := range [][]string{
		{"--ruleset", "base"},
		{"--ruleset", "base", "--mod", "heavy-armor"},
		{"--ruleset", "base", "--mod", "long-range-3"},
		{"--ruleset", "heart-of-darkness", "--mod", "long-range-3", "--mod", "heavy-armor"},
		{"--ruleset", "nations-at-war"},
	} {
		out, code := run(t, append([]string{"check", "--strict"}, args...)...)
		assert.Equal(t, exitOK, code, "%v: %s", args, out)
		assert.Regexp(t, `played \d+ action\(s\): ok\n`, out, args)
	}
	out, code := run(t, "check", "--strict", "--root", filepath.Join("testdata", "check"), "--ruleset", "bare")
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "the smallest setup played", "a ruleset with no scenario is checked on the smallest setup")
}

// TestSoakSimStudy runs a short study of the first base scenario: wins are
// grouped by the victory report's winner, and its VP spread is reported.
func TestSoakSimStudy(t *testing.T) {
	out, code := run(t, "sim", "--games", "4", "--json")
	require.Equal(t, exitOK, code, out)
	var r simReport
	require.NoError(t, json.Unmarshal([]byte(out), &r), out)
	assert.Equal(t, "victory", r.Report)
	var winners []string
	total := 0
	for _, o := range r.Outcomes {
		winners = append(winners, o.Winner)
		total += o.Games
	}
	assert.Equal(t, []string{"reich", "nato", ""}, winners)
	assert.Equal(t, 4, total)
	var fields []string
	for _, p := range r.Points {
		fields = append(fields, p.Field)
		assert.Equal(t, 4, p.Games)
		assert.LessOrEqual(t, p.Min, p.Median)
		assert.LessOrEqual(t, p.Median, p.Max)
	}
	assert.Subset(t, fields, []string{"nato", "reich"})
}
