package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// run executes the CLI with arguments from the project root and returns
// its output and exit code.
func run(t *testing.T, args ...string) (string, int) {
	t.Helper()
	cmd := newRoot()
	var out bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&out)
	cmd.SetArgs(append([]string{"--root", "../.."}, args...))
	err := cmd.Execute()
	var ee *exitError
	switch {
	case err == nil:
		return out.String(), exitOK
	case errors.As(err, &ee):
		return out.String(), ee.code
	}
	return out.String() + err.Error(), exitBadInput
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
		{"rulesets", []string{"rulesets"}, exitOK, []string{"ruleset  base", "ruleset  heart-of-darkness", "ruleset  nations-at-war", "mod      long-range-3"}},
		{"check base", []string{"check", "--ruleset", "base"}, exitOK, []string{"base 0.1.0", ": ok"}},
		{"check expansion with two mods", []string{"check", "--ruleset", "heart-of-darkness", "--mod", "long-range-3", "--mod", "heavy-armor"}, exitOK, []string{"4 layers"}},
		{"check unknown ruleset", []string{"check", "--ruleset", "nope"}, exitFailures, []string{`There is no ruleset "nope"`}},
		{"units", []string{"units", "--ruleset", "base"}, exitOK, []string{"king-tiger", "King Tiger", "armor=18"}},
		{"units with a mod", []string{"units", "--ruleset", "base", "--mod", "heavy-armor"}, exitOK, []string{"armor=19"}},
		{"conform", []string{"conform", "--coverage", "--junit", junit, "../../conformance/base"}, exitOK, []string{"combat.long-range", "rules cited by at least one case", " passed, 0 failed\n"}},
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
