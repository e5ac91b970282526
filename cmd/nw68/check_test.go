//go:build !race

// These tests drive commands that run on one goroutine (loading, checking,
// odds, costs, references); they run in the README's plain pass, and the
// race pass keeps the commands that run games in parallel (sim, serve).

package main

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/nw68/nw68/core/ruleset"

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

// manyUndeclared is a project of the skirmish ruleset with a campaign of n
// steps, each a scenario no layer declares.
func manyUndeclared(t testing.TB, n int) string {
	t.Helper()
	root := t.TempDir()
	dir := filepath.Join(root, "rulesets", "skirmish")
	require.NoError(t, os.CopyFS(dir, os.DirFS(filepath.Join(skirmish, "rulesets", "skirmish"))))
	var b strings.Builder
	b.WriteString("campaign \"many\" {\n  title = \"Many\"\n")
	for i := range n {
		fmt.Fprintf(&b, "  scenario \"nope-%d\" {}\n", i)
	}
	b.WriteString("}\n")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "many.hcl"), []byte(b.String()), 0o644))
	return root
}

// check runs `nw68 check` of the skirmish in a project, its output
// dropped, and returns its error.
func check(root string) error {
	cmd := newRoot()
	cmd.SetOut(io.Discard)
	cmd.SetErr(io.Discard)
	cmd.SetArgs([]string{"--root", root, "check", "--ruleset", "skirmish"})
	return cmd.Execute()
}

// A campaign naming thousands of scenarios no layer declares reports each
// of them once, at a cost per problem that does not grow with their
// number: the diagnostics once took minutes, each one scanning its whole
// file.
func TestCheckManyUndeclared(t *testing.T) {
	const n = 5_000
	root := manyUndeclared(t, n)
	out, code := runIn(t, root, "", "check", "--ruleset", "skirmish")
	assert.Equal(t, exitFailures, code)
	assert.Equal(t, n, strings.Count(out, "Error: Unknown scenario"))
	assert.Contains(t, out, fmt.Sprintf("(%d problem(s) above)", n))

	perProblem := func(n int) float64 {
		root := manyUndeclared(t, n)
		return testing.AllocsPerRun(1, func() { _ = check(root) }) / float64(n)
	}
	small, large := perProblem(n/10), perProblem(n)
	assert.Less(t, large, 2*small, "allocations per problem, %d problems against %d", n, n/10)
}

func BenchmarkCheckManyUndeclared(b *testing.B) {
	root := manyUndeclared(b, 5_000)
	for b.Loop() {
		if err := check(root); err == nil {
			b.Fatal("the check found no problem")
		}
	}
}

// typoProject is a project of the base ruleset and one mod "typo" on it,
// of the files given.
func typoProject(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	require.NoError(t, os.CopyFS(filepath.Join(root, "rulesets", "base"), os.DirFS("../../rulesets/base")))
	mod := filepath.Join(root, "mods", "typo")
	require.NoError(t, os.MkdirAll(mod, 0o755))
	files["mod.hcl"] = "id       = \"typo\"\nversion  = \"0.1.0\"\nrequires = [\"base\"]\n"
	for name, src := range files {
		require.NoError(t, os.WriteFile(filepath.Join(mod, name), []byte(src), 0o644))
	}
	return root
}

// TestCheckRefusesUndeclaredNames: a mod's handler of a value stage or an
// action kind no layer declares, and its patch of a stat no layer
// declares, fail check and check --strict, each named at its file:line
// with the name it likely meant; the same mod with the names right, and a
// stat it declares, passes.
func TestCheckRefusesUndeclaredNames(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		want  []string // in the output, its runs of spaces and line breaks as one space
	}{
		{"a value stage", map[string]string{"typo.lua": "-- a house rule\nnw68.on(\"modify\", \"dvv\", function(v, facts) end)\n"}, []string{
			`mods/typo/typo.lua:2: nw68.on("modify", "dvv"): no loaded layer declares value stage "dvv" (with a value "dvv" { rule = ..., title = ... } block). Did you mean "dv"?`,
		}},
		{"action kinds", map[string]string{"typo.lua": "nw68.on(\"action_validate\", \"mvoe\", function(a) end)\nnw68.on(\"action_resolved\", \"fier\", function(a) end)\n"}, []string{
			`mods/typo/typo.lua:1: nw68.on("action_validate", "mvoe"): no loaded layer declares action kind "mvoe" (with an action "mvoe" { ... } block). Did you mean "move"?`,
			`mods/typo/typo.lua:2: nw68.on("action_resolved", "fier"): no loaded layer declares action kind "fier" (with an action "fier" { ... } block). Did you mean "fire"?`,
		}},
		{"a stat", map[string]string{"units.hcl": "patch \"unit_type\" \"king-tiger\" {\n  stats = { amor = 19 }\n}\n"}, []string{
			"Error: Unknown stat",
			`on mods/typo/units.hcl line 2, in patch "unit_type" "king-tiger": 1: patch "unit_type" "king-tiger" { 2: stats = { amor = 19 }`,
			`Patch "unit_type" "king-tiger" sets stat "amor", which no unit_type of the loaded layers declares and the kernel does not read. Did you mean "armor"?`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := typoProject(t, tt.files)
			for _, args := range [][]string{{"check", "--ruleset", "base", "--mod", "typo"}, {"check", "--ruleset", "base", "--mod", "typo", "--strict"}} {
				out, code := runIn(t, root, "", args...)
				assert.Equal(t, exitFailures, code, out)
				flat := strings.Join(strings.Fields(out), " ")
				for _, want := range tt.want {
					assert.Contains(t, flat, want, strings.Join(args, " "))
				}
			}
		})
	}

	root := typoProject(t, map[string]string{
		"typo.lua": "nw68.on(\"modify\", \"dv\", function(v, facts) end)\nnw68.on(\"action_validate\", \"move\", function(a) end)\n",
		"units.hcl": "stat \"armor_top\" {\n  kind  = \"unit_type\"\n  rule  = \"units.tanks\"\n  title = \"armour against attacks from above\"\n}\n" +
			"patch \"unit_type\" \"king-tiger\" {\n  stats = { armor = 19, armor_top = 9 }\n}\n",
	})
	out, code := runIn(t, root, "", "check", "--ruleset", "base", "--mod", "typo", "--strict")
	assert.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "played")
}

// check --lang lists what has no translation; with --strict any is an
// error. $NW68_LANG chooses the language as --lang does.
func TestCheckListsUntranslatedTexts(t *testing.T) {
	root := t.TempDir()
	bare := filepath.Join(root, "rulesets", "bare")
	require.NoError(t, os.CopyFS(bare, os.DirFS("testdata/check/rulesets/bare")))
	locale := filepath.Join(bare, "bare", "locales", "ru.hcl")
	require.NoError(t, os.MkdirAll(filepath.Dir(locale), 0o755))
	write := func(src string) { require.NoError(t, os.WriteFile(locale, []byte(src), 0o644)) }
	write(`locale "ru" {
  rule "bare.play" {
    title   = "Игра"
    summary = "Стороны по очереди пасуют."
  }
  side "north" { name = "Север" }
}`)
	out, code := runIn(t, root, "", "check", "--ruleset", "bare", "--lang", "ru")
	assert.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "bare: 3 текста не переведены на ru\n  phase play title\n  side south name\n  terrain open name\n")
	assert.NotContains(t, out, "rule bare.play")
	out, code = runIn(t, root, "", "check", "--ruleset", "bare", "--lang", "ru", "--strict")
	assert.Equal(t, exitFailures, code, out)
	assert.Contains(t, out, "bare is not wholly translated to ru (--strict)")

	t.Setenv("NW68_LANG", "ru")
	out, code = runIn(t, root, "", "check", "--ruleset", "bare")
	assert.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "не переведены на ru", "NW68_LANG chooses the language")
	out, code = runIn(t, root, "", "check", "--ruleset", "bare", "--lang", "en")
	assert.Equal(t, exitOK, code, out)
	assert.NotContains(t, out, "переведен", "--lang wins over NW68_LANG")
}

// Every shipped ruleset and mod is wholly translated into every language
// it ships, Russian among them: a text added without its translation fails
// here, naming it.
func TestShippedRulesetsAreWhollyTranslated(t *testing.T) {
	root := os.DirFS("../..")
	type layers struct {
		ruleset string
		mods    []string
	}
	var all []layers
	for _, id := range []string{"base", "heart-of-darkness", "nations-at-war"} {
		all = append(all, layers{ruleset: id})
	}
	mods, err := fs.Glob(root, "mods/*/mod.hcl")
	require.NoError(t, err)
	require.NotEmpty(t, mods)
	for _, m := range mods {
		src, err := fs.ReadFile(root, m)
		require.NoError(t, err)
		requires := regexp.MustCompile(`requires\s*=\s*\[\s*"([^"]+)"`).FindSubmatch(src)
		require.NotNil(t, requires, m)
		all = append(all, layers{ruleset: string(requires[1]), mods: []string{path.Base(path.Dir(m))}})
	}
	for _, l := range all {
		rs, _, diags := ruleset.Load(ruleset.Options{FS: root, Ruleset: l.ruleset, Mods: l.mods})
		require.False(t, diags.HasErrors(), "%v: %s", l, diags.Error())
		assert.Contains(t, rs.Languages(), "ru", "%v", l)
		for _, lang := range rs.Languages() {
			assert.Empty(t, rs.Untranslated(lang), "%v lacks these %s texts", l, lang)
		}
	}
}
