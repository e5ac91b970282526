package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// checkProject is a project of the skirmish ruleset and the mods of
// testdata/check, copied (the loader refuses symlinks out of the root).
func checkProject(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	require.NoError(t, os.CopyFS(filepath.Join(root, "rulesets", "skirmish"), os.DirFS(filepath.Join(skirmish, "rulesets", "skirmish"))))
	require.NoError(t, os.CopyFS(filepath.Join(root, "mods"), os.DirFS("testdata/check/mods")))
	return root
}

func TestCheckRunsTheScripts(t *testing.T) {
	root := checkProject(t)
	tests := []struct {
		name   string
		mods   []string
		code   int // of check; check --strict fails too when this does
		strict int // of check --strict
		want   string
	}{
		{"clean", []string{"toolbox"}, exitOK, exitOK, ""},
		{"an error at load", []string{"load-error"}, exitFailures, exitFailures, "mods/load-error/boom.lua:3: boom at load, reach 1"},
		{"a missing module", []string{"missing-module"}, exitFailures, exitFailures, `mods/missing-module/needs.lua:2: module "gone" not found`},
		{"an unknown hook point", []string{"bad-on"}, exitFailures, exitFailures, `mods/bad-on/hooks.lua:2: bad argument #1 to on (unknown hook point "action_resolves"`},
		{"a write into another layer's module", []string{"toolbox", "meddler"}, exitFailures, exitFailures, "mods/meddler/meddle.lua:3: attempt to modify a read-only table"},
		{"an error when an action resolves", []string{"resolve-error"}, exitOK, exitFailures, "resolve end_turn: action_resolve end_turn handler (mods/resolve-error/turn.lua:2): mods/resolve-error/turn.lua:4: attempt to index"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := []string{"check", "--ruleset", "skirmish"}
			for _, m := range tt.mods {
				args = append(args, "--mod", m)
			}
			out, code := runIn(t, root, "", args...)
			assert.Equal(t, tt.code, code, out)
			if code == exitOK {
				assert.Contains(t, out, ": ok\n")
				assert.NotContains(t, out, "played", "without --strict play does not begin")
			} else {
				assert.Contains(t, out, tt.want)
			}

			out, code = runIn(t, root, "", append(args, "--strict")...)
			assert.Equal(t, tt.strict, code, out)
			if code == exitOK {
				assert.Regexp(t, `scenario duel played \d+ action\(s\): ok\n`, out)
			} else {
				assert.Contains(t, out, tt.want)
			}
		})
	}
}

func TestCheckLuaBudgets(t *testing.T) {
	root := checkProject(t)
	out, code := runIn(t, root, "", "check", "--ruleset", "skirmish", "--lua-steps", "1")
	assert.Equal(t, exitFailures, code, out)
	assert.Contains(t, out, "rulesets/skirmish/game.lua:1: ran over its instruction budget of 1 instructions")
	out, code = runIn(t, root, "", "check", "--ruleset", "skirmish", "--lua-memory", "1")
	assert.Equal(t, exitFailures, code, out)
	assert.Contains(t, out, "ran over its memory budget of 1 bytes")
	out, code = runIn(t, root, "", "check", "--ruleset", "skirmish", "--strict", "--lua-steps", "1000000", "--lua-memory", "64MiB")
	assert.Equal(t, exitOK, code, out)
	out, code = runIn(t, root, "", "check", "--lua-steps", "-1")
	assert.Equal(t, exitBadInput, code, out)
}
