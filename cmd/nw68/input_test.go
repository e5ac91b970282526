package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// skirmish is the engine tests' small ruleset: a project root whose games
// are quick to set up.
const skirmish = "../../core/engine/testdata"

func TestFlagsAreValidated(t *testing.T) {
	tests := []struct {
		name string
		root string // "" for the project
		args []string
		code int
		want string
	}{
		{"seed 0 is a seed", skirmish, []string{"play", "--ruleset", "skirmish", "--seed", "0", "--save", ""}, exitOK, "duel: Duel (seed 0)"},
		{"negative seed", skirmish, []string{"play", "--ruleset", "skirmish", "--seed", "-1"}, exitBadInput, `invalid argument "-1" for "--seed"`},
		{"seed not a number", skirmish, []string{"play", "--ruleset", "skirmish", "--seed", "x"}, exitBadInput, `invalid argument "x" for "--seed"`},
		{"seed with --load", skirmish, []string{"play", "--ruleset", "skirmish", "--load", "game.json", "--seed", "3"}, exitBadInput, "--seed with --load: a save keeps its own seed"},
		{"scenario with --load", skirmish, []string{"play", "--ruleset", "skirmish", "--load", "game.json", "--scenario", "duel"}, exitBadInput, "--scenario with --load"},
		{"negative games", skirmish, []string{"sim", "--ruleset", "skirmish", "--games", "-5"}, exitBadInput, "--games -5: must be from 1 to 1000000"},
		{"no games", skirmish, []string{"sim", "--ruleset", "skirmish", "--games", "0"}, exitBadInput, "--games 0: must be from 1"},
		{"too many games", skirmish, []string{"sim", "--ruleset", "skirmish", "--games", "1000001"}, exitBadInput, "--games 1000001: must be from 1 to 1000000"},
		{"negative workers", skirmish, []string{"sim", "--ruleset", "skirmish", "--workers", "-2"}, exitBadInput, "--workers -2: must be from 1 to 1024"},
		{"sim max-actions 0", skirmish, []string{"sim", "--ruleset", "skirmish", "--max-actions", "0"}, exitBadInput, "--max-actions 0: must be from 1 to 100000"},
		{"play max-actions negative", skirmish, []string{"play", "--ruleset", "skirmish", "--max-actions", "-1"}, exitBadInput, "--max-actions -1: must be from 1 to 100000"},
		{"bot of no side", skirmish, []string{"play", "--ruleset", "skirmish", "--seed", "1", "--save", "", "--bot", "nobody"}, exitBadInput, `--bot nobody: scenario duel has no side "nobody"; its sides are `},
		{"bot of a side", skirmish, []string{"play", "--ruleset", "skirmish", "--seed", "1", "--save", "", "--bot", "red", "--bot", "blue"}, exitOK, "game over: "},
		{"automate a side the ruleset cannot play", "", []string{"play", "--scenario", "day-8", "--seed", "1", "--save", "", "--automate", "reich"}, exitFailures, "the ruleset cannot play reich (no automated_turn handler for it)"},
		{"automate no side", "", []string{"play", "--scenario", "day-8", "--seed", "1", "--save", "", "--automate", "nato"}, exitFailures, `automate: "nato" is not a side of this game (reich, black-hand)`},
		{"sim automates a side the ruleset cannot play", "", []string{"sim", "--scenario", "day-8", "--games", "1", "--automate", "reich"}, exitFailures, "automate: the ruleset cannot play reich"},
		// the ruleset plays the Black Hand (the game is cut short at 40 actions, exit 1)
		{"automate the Black Hand", "", []string{"play", "--scenario", "day-8", "--seed", "4", "--save", "", "--automate", "black-hand", "--bot", "reich", "--max-actions", "40"}, exitFailures, "the masterless Black Hand's activation ends [black-hand.masterless]"},
		{"empty ruleset", "", []string{"check", "--ruleset", ""}, exitBadInput, "ruleset: the id is empty"},
		{"empty ruleset to play", "", []string{"play", "--ruleset", ""}, exitBadInput, "ruleset: the id is empty"},
		{"path as ruleset", "", []string{"units", "--ruleset", "../rulesets/base"}, exitBadInput, `ruleset: the id "../rulesets/base" is not lower-case letters`},
		{"unknown ruleset", "", []string{"scenarios", "--ruleset", "chess"}, exitBadInput, `there is no ruleset "chess" in rulesets/; there are: base, heart-of-darkness, nations-at-war`},
		{"unknown mods", "", []string{"check", "--mod", "nope", "--mod", "heavy-armor", "--mod", "nada"}, exitBadInput, "there is no mod \"nope\" in mods/; there are: " + strings.Join(projectMods(t), ", ") + "\nthere is no mod \"nada\""},
		{"empty mod", "", []string{"sim", "--mod", ""}, exitBadInput, "mod: the id is empty"},
		{"negative Lua steps", skirmish, []string{"sim", "--ruleset", "skirmish", "--lua-steps", "-1"}, exitBadInput, `invalid argument "-1" for "--lua-steps" flag: must not be negative`},
		{"Lua steps not a number", skirmish, []string{"replay", "--lua-steps", "many", "game.json"}, exitBadInput, "not a whole number"},
		{"negative Lua memory", skirmish, []string{"play", "--lua-memory", "-1MiB"}, exitBadInput, "must not be negative"},
		{"Lua memory unit unknown", skirmish, []string{"play", "--lua-memory", "12XB"}, exitBadInput, "not a whole number of bytes"},
		{"Lua memory too large", skirmish, []string{"play", "--lua-memory", "9000000000GiB"}, exitBadInput, "too large"},
		{"Lua budgets reach the game", skirmish, []string{"play", "--ruleset", "skirmish", "--seed", "1", "--save", "", "--lua-steps", "1"}, exitFailures, "ran over its instruction budget of 1 instructions"},
		{"Lua budgets with suffixes", skirmish, []string{"play", "--ruleset", "skirmish", "--seed", "1", "--save", "", "--lua-steps", "1000000", "--lua-memory", "64MiB"}, exitOK, "duel: Duel (seed 1)"},
		{"the old budget flag", "", []string{"conform", "--budget", "1s"}, exitBadInput, "unknown flag: --budget"},
		{"missing script", skirmish, []string{"play", "--ruleset", "skirmish", "--save", "", "--script", "no/such/file"}, exitBadInput, "script: open no/such/file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := tt.root
			if root == "" {
				root = "../.."
			}
			out, code := runIn(t, root, "", tt.args...)
			assert.Equal(t, tt.code, code, out)
			assert.Contains(t, out, tt.want)
		})
	}
}

// playSkirmish plays two actions of the duel with seed 5 into a save and
// returns the save's path.
func playSkirmish(t *testing.T) string {
	t.Helper()
	save := filepath.Join(t.TempDir(), "game.json")
	out, code := runIn(t, skirmish, "move unit=a1 to=A2\nlegal end_turn\ndo 1\n", "play", "--ruleset", "skirmish", "--seed", "5", "--save", save)
	require.Equal(t, exitOK, code, out)
	return save
}

// tamper rewrites a save's JSON.
func tamper(t *testing.T, path string, change func(m map[string]any)) string {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(data, &m))
	change(m)
	data, err = json.Marshal(m)
	require.NoError(t, err)
	out := filepath.Join(t.TempDir(), "tampered.json")
	require.NoError(t, os.WriteFile(out, data, 0o644))
	return out
}

func TestSavesAreChecked(t *testing.T) {
	save := playSkirmish(t)
	tests := []struct {
		name string
		file func(t *testing.T) string
		code int
		want string
	}{
		{"an intact save", func(*testing.T) string { return save }, exitOK, "2 actions"},
		{"digests removed", func(t *testing.T) string {
			return tamper(t, save, func(m map[string]any) { delete(m, "digests") })
		}, exitBadInput, "0 digests for 2 actions"},
		{"a digest missing", func(t *testing.T) string {
			return tamper(t, save, func(m map[string]any) { m["digests"] = m["digests"].([]any)[:1] })
		}, exitBadInput, "1 digests for 2 actions"},
		{"a digest changed", func(t *testing.T) string {
			return tamper(t, save, func(m map[string]any) { m["digests"].([]any)[1] = "0000" })
		}, exitFailures, "replay action 2 (end_turn): the state or the rolls differ from the saved game"},
		{"trailing data", func(t *testing.T) string {
			path := filepath.Join(t.TempDir(), "trailing.json")
			data, err := os.ReadFile(save)
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(path, append(data, `{"seed": 6}`...), 0o644))
			return path
		}, exitBadInput, "data after the game"},
		{"path-like mod", func(t *testing.T) string {
			return tamper(t, save, func(m map[string]any) { m["mods"] = []string{"../rulesets/base"} })
		}, exitBadInput, `mod 1: the id "../rulesets/base" is not lower-case letters`},
		{"unknown mod", func(t *testing.T) string {
			return tamper(t, save, func(m map[string]any) { m["mods"] = []string{"house-rules"} })
		}, exitBadInput, `there is no mod "house-rules" in mods/`},
		{"path-like ruleset", func(t *testing.T) string {
			return tamper(t, save, func(m map[string]any) { m["ruleset"] = "/etc" })
		}, exitBadInput, `ruleset: the id "/etc" is not lower-case letters`},
		{"over-size", func(t *testing.T) string {
			return tamper(t, save, func(m map[string]any) { m["hash"] = strings.Repeat("0", engine.MaxSaveBytes) })
		}, exitBadInput, "larger than 16 MiB"},
		{"a folder", func(t *testing.T) string { return t.TempDir() }, exitBadInput, "is not a regular file"},
		{"no file", func(t *testing.T) string { return filepath.Join(t.TempDir(), "none.json") }, exitBadInput, "no such file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := tt.file(t)
			out, code := runIn(t, skirmish, "", "replay", "--quiet", file)
			assert.Equal(t, tt.code, code, out)
			assert.Contains(t, out, tt.want)
			out, code = runIn(t, skirmish, "quit\n", "play", "--load", file, "--save", "")
			assert.Equal(t, tt.code, code, out)
			assert.Contains(t, out, tt.want)
		})
	}
}

// TestLoadUsesTheSavesMods resumes a game played with a mod without naming
// the mod again: the save's rules are the ones loaded.
func TestLoadUsesTheSavesMods(t *testing.T) {
	save := filepath.Join(t.TempDir(), "game.json")
	out, code := run(t, "play", "--mod", "heavy-armor", "--seed", "2", "--save", save, "--script", "testdata/pass-every-turn.txt")
	require.Equal(t, exitOK, code, out)
	out, code = run(t, "play", "--load", save, "--save", save, "--script", "testdata/pass-every-turn.txt")
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "resumed castle-road after ")
	out, code = run(t, "replay", "--quiet", save)
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "steps match their digests")

	out, code = run(t, "play", "--load", save, "--mod", "long-range-3", "--save", "")
	assert.Equal(t, exitFailures, code, out)
	assert.Contains(t, out, "the save was made with other rules")
}

func TestAutosaveKeepsOtherFiles(t *testing.T) {
	root, err := filepath.Abs(skirmish)
	require.NoError(t, err)
	dir := t.TempDir()
	t.Chdir(dir)
	play := func(stdin string, args ...string) (string, int) {
		return runIn(t, root, stdin, append([]string{"play", "--ruleset", "skirmish"}, args...)...)
	}

	out, code := play("move unit=a1 to=A2\n", "--seed", "5")
	require.Equal(t, exitOK, code, out)
	first, err := os.ReadFile("nw68-autosave-duel-5.json")
	require.NoError(t, err, "a game saves to a file of its own")

	out, code = play("move unit=a1 to=A2\n", "--seed", "6")
	require.Equal(t, exitOK, code, out)
	assert.FileExists(t, "nw68-autosave-duel-6.json")
	assertFile(t, "nw68-autosave-duel-5.json", first, "another game's autosave is left alone")

	out, code = play("", "--seed", "5")
	assert.Equal(t, exitBadInput, code, out)
	assert.Contains(t, out, "save nw68-autosave-duel-5.json: the file holds another game (duel, seed 5, 1 actions), so it is left alone; resume it with --load nw68-autosave-duel-5.json")
	assertFile(t, "nw68-autosave-duel-5.json", first, "a new game of the same seed does not overwrite the old one")

	out, code = play("legal\ndo 1\n", "--load", "nw68-autosave-duel-5.json")
	require.Equal(t, exitOK, code, out)
	g, err := readSave("nw68-autosave-duel-5.json")
	require.NoError(t, err)
	assert.Len(t, g.Actions, 2, "a resumed game goes on saving to its own file")

	require.NoError(t, os.WriteFile("notes.txt", []byte("precious"), 0o644))
	require.NoError(t, os.Symlink("notes.txt", "link.json"))
	require.NoError(t, os.Mkdir("folder.json", 0o755))
	for _, target := range []struct{ path, want string }{
		{"notes.txt", "the file is not a save, so it is left alone"},
		{"link.json", "not a regular file"},
		{"folder.json", "not a regular file"},
	} {
		out, code = play("move unit=a1 to=A2\n", "--seed", "7", "--save", target.path)
		assert.Equal(t, exitBadInput, code, out)
		assert.Contains(t, out, "save "+target.path+": "+target.want)
		assertFile(t, "notes.txt", []byte("precious"), target.path)
	}
	info, err := os.Lstat("link.json")
	require.NoError(t, err)
	assert.Equal(t, os.ModeSymlink, info.Mode().Type())

	out, code = play("move unit=a1 to=A2\nsave notes.txt\nsave copy.json\nunits red\n", "--seed", "7", "--save", "")
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "save notes.txt: the file is not a save")
	assert.Contains(t, out, "saved to copy.json")
	assert.Contains(t, out, "a1: trooper (red), at A2", "the game goes on after a refused save")
	assertFile(t, "notes.txt", []byte("precious"), "save FILE")

	entries, err := os.ReadDir(".")
	require.NoError(t, err)
	for _, e := range entries {
		assert.NotContains(t, e.Name(), ".tmp", "no temporary file is left behind")
	}
}

func assertFile(t *testing.T, path string, want []byte, msg string) {
	t.Helper()
	got, err := os.ReadFile(path)
	require.NoError(t, err, msg)
	assert.Equal(t, string(want), string(got), msg)
}

// newTestSession sets up the base game's first scenario, castle-road, for
// the command parser, without a save file.
func newTestSession(t testing.TB, l *loaded) *session {
	e, err := l.newGame(game.Config{Scenario: "castle-road"}, 1)
	require.NoError(t, err)
	return newSession(l, e, "castle-road", 1, io.Discard, englishPrinter(t))
}

func loadBase(t testing.TB) *loaded {
	g := &globals{root: "../..", errOut: io.Discard}
	l, err := g.loadRules(rulesFlags{ruleset: "base"}, script.Options{})
	require.NoError(t, err)
	return l
}

// snapshot is what a refused command must leave as it was.
func snapshot(t testing.TB, s *session) string {
	data, err := s.e.State.Encode()
	require.NoError(t, err)
	return fmt.Sprintf("%s actions %d log %d rolls %d", data, len(s.e.Actions), len(s.e.Log), len(s.e.Dice.Rolls()))
}

// badCommands are play lines the parser must refuse, with the error.
var badCommands = []struct{ line, want string }{
	{"log -5", `log N: N is how many lines to show, a whole number from 1 (not "-5")`},
	{"log 0", `(not "0")`},
	{"log many", `(not "many")`},
	{"log 99999999999999999999", `(not "99999999999999999999")`},
	{"log 1 2", "usage: log [N]"},
	{"do", "usage: do N"},
	{"do 1", `no action "1" in the last list of 0 (run legal)`},
	{"do 0", `no action "0"`},
	{"do -1", `no action "-1"`},
	{"do x", `no action "x"`},
	{"do 18446744073709551617", `no action "18446744073709551617"`},
	{"hex", "usage: hex HEX"},
	{"hex ZZ99", `hex "ZZ99" is off the`},
	{"hex 9A", `hex label "9A"`},
	{"hex A1 A2", "usage: hex HEX"},
	{"map Q0", `hex "Q0" is off the`},
	{"map K9 K8", "usage: map [HEX]"},
	{"units nobody", `no side "nobody"; the sides are `},
	{"rule", "usage: rule ID"},
	{"rule no.such.rule", `no rule "no.such.rule"`},
	{"legal teleport", `no action kind "teleport"`},
	{"why now", "usage: why "},
	{"help me", "usage: help "},
	{"quit now", "usage: quit "},
	{"save", "save FILE: this game has no save file to write to"},
	{"save a b", "usage: save [FILE]"},
	{"teleport unit=kt1", `unknown command "teleport"`},
	{"pass now", "pass takes no parameter"},
	{"move unit", `"unit": write parameters as key=value`},
	{"move speed=3", `move takes no parameter "speed"`},
	{"move unit=a unit=b", "unit is given twice"},
	{"move unit=nobody path=K9", "refused ("},
	{"move unit=kt1 path=ZZ99", "refused ("},
	{"draw now", `"now": write parameters as key=value`},
	{"card", "usage: card UNIT"},
	{"reach", "usage: reach UNIT"},
	{"reach nobody", `no unit "nobody"`},
	{"card nobody", `no unit "nobody"`},
	{"los K9", "usage: los FROM TO"},
	{"los nobody K9", `"nobody" is neither a unit nor a hex`},
	{"los kt1 ZZ99", `hex "ZZ99" is off the`},
	{"undo", "undo: no player has acted yet"},
	{"undo now", "usage: undo "},
}

func TestPlayCommandsRefuseBadArguments(t *testing.T) {
	l := loadBase(t)
	s := newTestSession(t, l)
	var out bytes.Buffer
	s.out = &out
	for _, tt := range badCommands {
		t.Run(tt.line, func(t *testing.T) {
			before := snapshot(t, s)
			quit, err := s.command(tt.line)
			require.Error(t, err)
			assert.False(t, quit)
			assert.Contains(t, err.Error(), tt.want)
			assert.Equal(t, before, snapshot(t, s), "a refused command changes nothing")
		})
	}

	out.Reset()
	before := snapshot(t, s)
	_, err := s.command("reach kt1")
	require.NoError(t, err)
	assert.Equal(t, "kt1 can go nowhere now\n", out.String(), "no formation is active before the first draw")
	assert.Equal(t, before, snapshot(t, s), "asking changes nothing")

	out.Reset()
	quit, err := s.command("log 1000000")
	require.NoError(t, err)
	assert.False(t, quit)
	assert.Equal(t, len(s.e.Log), strings.Count(out.String(), "\n"), "log N shows at most the whole log")

	_, err = s.command("legal")
	require.NoError(t, err)
	n := len(s.e.Actions)
	_, err = s.command("do 1")
	require.NoError(t, err)
	assert.Len(t, s.e.Actions, n+1, "good commands still play")
	quit, err = s.command("exit")
	require.NoError(t, err)
	assert.True(t, quit)
}

// FuzzPlayCommand feeds the play command parser arbitrary lines: a line
// either plays or is refused with the game unchanged, and never panics.
// save lines are left out: they write files wherever the line says.
func FuzzPlayCommand(f *testing.F) {
	for _, c := range badCommands {
		f.Add(c.line)
	}
	for _, line := range []string{"", "help", "legal", "legal draw", "draw", "why", "map K9", "units nato", "log 3", "hex K9", "rule combat.long-range", "pass", "move unit=kt1 path=K9,K8", "card kt1", "los kt1 t64-1", "los K9 K5"} {
		f.Add(line)
	}
	l := loadBase(f)
	f.Fuzz(func(t *testing.T, line string) {
		if words := strings.Fields(line); len(words) > 0 && words[0] == "save" {
			return
		}
		s := newTestSession(t, l)
		_, err := s.command("legal")
		require.NoError(t, err)
		before := snapshot(t, s)
		if _, err := s.command(line); err != nil {
			assert.NotEmpty(t, err.Error())
			assert.Equal(t, before, snapshot(t, s), "a refused line changes nothing")
		}
	})
}

// projectMods lists the project's mods by folder name, as the error does.
func projectMods(t *testing.T) []string {
	t.Helper()
	entries, err := os.ReadDir("../../mods")
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		if e.IsDir() {
			names = append(names, e.Name())
		}
	}
	require.Contains(t, names, "heavy-armor")
	return names
}
