package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// run executes the CLI with arguments from the project root and returns
// its output and exit code.
func run(t *testing.T, args ...string) (string, int) {
	t.Helper()
	return runIn(t, "../..", "", args...)
}

// runIn runs the CLI over another project root, with a standard input.
func runIn(t *testing.T, root, stdin string, args ...string) (string, int) {
	t.Helper()
	cmd := newRoot()
	var out bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&out)
	cmd.SetIn(strings.NewReader(stdin))
	cmd.SetArgs(append([]string{"--root", root}, args...))
	err := cmd.Execute()
	if err == nil {
		return out.String(), exitOK
	}
	if msg := err.Error(); msg != "" {
		out.WriteString("\nerror: " + msg)
	}
	return out.String(), exitCode(err)
}

func TestCommands(t *testing.T) {
	junit := filepath.Join(t.TempDir(), "report.xml")
	tests := []struct {
		name string
		args []string
		code int
		want []string
	}{
		{"version", []string{"version"}, exitOK, []string{"nw68 "}},
		{"rulesets", []string{"rulesets"}, exitOK, []string{"ruleset  base", "ruleset  heart-of-darkness", "rules of its own", "ruleset  nations-at-war", "mod      long-range-3"}},
		{"check base", []string{"check", "--ruleset", "base"}, exitOK, []string{"base 0.1.0", ": ok"}},
		{"check expansion with two mods", []string{"check", "--ruleset", "heart-of-darkness", "--mod", "long-range-3", "--mod", "heavy-armor"}, exitOK, []string{"4 layers"}},
		{"check unknown ruleset", []string{"check", "--ruleset", "nope"}, exitBadInput, []string{`there is no ruleset "nope" in rulesets/; there are: base, heart-of-darkness, nations-at-war`}},
		{"units", []string{"units", "--ruleset", "base"}, exitOK, []string{"king-tiger", "King Tiger", "armor=18"}},
		{"units with a mod", []string{"units", "--ruleset", "base", "--mod", "heavy-armor"}, exitOK, []string{"armor=19"}},
		{"units with list stats", []string{"units", "--ruleset", "heart-of-darkness"}, exitOK, []string{"skills=[engineer]", "long_range_skills=[]"}},
		{"conform", []string{"conform", "--coverage", "--junit", junit, "../../conformance/base/ranged-combat.hcl"}, exitOK, []string{"combat.long-range", "base: ", "rules cited by at least one case", " passed, 0 failed\n"}},
		{"conform bad path", []string{"conform", "no/such/dir"}, exitBadInput, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, code := run(t, tt.args...)
			assert.Equal(t, tt.code, code, out)
			for _, w := range tt.want {
				assert.Contains(t, out, w)
			}
		})
	}
	data, err := os.ReadFile(junit)
	require.NoError(t, err)
	assert.Contains(t, string(data), "<testsuites>")
}

// TestExpansionStartsOnItsOwnScenario: with no --scenario, a ruleset that
// extends another starts on its own first scenario, not an inherited one.
func TestExpansionStartsOnItsOwnScenario(t *testing.T) {
	save := filepath.Join(t.TempDir(), "hod.json")
	out, code := runIn(t, "../..", "quit\n", "play", "--ruleset", "heart-of-darkness", "--seed", "3", "--save", save)
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "graveyard: The Graveyard (seed 3)")
	out, code = run(t, "check", "--ruleset", "heart-of-darkness", "--strict")
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "scenario graveyard played")
}

// TestPlayReplaySim drives a whole game through the commands, on the
// engine tests' small skirmish ruleset.
func TestPlayReplaySim(t *testing.T) {
	const root = "../../core/engine/testdata"
	dir := t.TempDir()
	save := filepath.Join(dir, "game.json")
	script := "help\nmove unit=a1 to=A2\nmove unit=a1 to=A9\nshoot unit=a1 target=b1\nwhy\nhex A2\nunits red\nlog 3\nrule s.move\nlegal end_turn\ndo 1\nmap\n"
	out, code := runIn(t, root, script, "play", "--ruleset", "skirmish", "--seed", "5", "--save", save)
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "duel: Duel (seed 5)")
	assert.Contains(t, out, `refused (off_map)`)
	assert.Contains(t, out, "refused (out_of_range): too far\n  rule s.shoot Shoot")
	assert.Contains(t, out, "A2: open")
	assert.Contains(t, out, "a1: trooper (red), at A2")
	assert.Contains(t, out, "  1  end_turn")
	assert.Contains(t, out, "turn 2 play, blue", "end_turn ran the refit phase and handed the turn to blue")

	out, code = runIn(t, root, "units blue\n", "play", "--ruleset", "skirmish", "--load", save, "--save", save)
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "resumed duel after 2 actions (seed 5)")

	botSave := filepath.Join(dir, "bots.json")
	out, code = runIn(t, root, "", "play", "--ruleset", "skirmish", "--seed", "9", "--bot", "all", "--save", botSave)
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "game over: ")
	out, code = runIn(t, root, "", "replay", "--quiet", botSave)
	require.Equal(t, exitOK, code, out)
	assert.Regexp(t, `all \d+ steps match their digests`, out)

	out, code = runIn(t, root, "", "scenarios", "--ruleset", "skirmish")
	require.Equal(t, exitOK, code, out)
	assert.True(t, strings.HasPrefix(out, "duel"), out)

	out, code = runIn(t, root, "", "scenarios", "--ruleset", "gambit")
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "setup: rhq is red's HQ: lost, it comes back at A5", "the setup notes are listed")
	out, code = runIn(t, root, "quit\n", "play", "--ruleset", "gambit", "--seed", "1", "--save", "")
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "setup: each side has luck points to answer the shots", "and shown where play begins")

	out, code = runIn(t, root, "", "sim", "--ruleset", "skirmish", "--games", "8", "--workers", "2")
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "duel: 8 games")
	assert.Contains(t, out, "0 failed")
}
