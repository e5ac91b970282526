//go:build !race

// These tests drive commands that run on one goroutine (loading, checking,
// odds, costs, references); they run in the README's plain pass, and the
// race pass keeps the commands that run games in parallel (sim, serve).

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/nw68/nw68/core/hook"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDocBase checks the reference of base against the ruleset itself:
// every action, every hook point its scripts subscribe to, every stage and
// every rejection code its cases expect.
func TestDocBase(t *testing.T) {
	out, code := run(t, "doc", "--ruleset", "base")
	require.Equal(t, exitOK, code, out)
	s := baseSources(t)

	section := func(t *testing.T, head string) string {
		t.Helper()
		i := strings.Index(out, head+"\n")
		require.GreaterOrEqual(t, i, 0, head)
		rest := out[i+len(head)+1:]
		if j := strings.Index(rest, "\n#"); j >= 0 {
			rest = rest[:j]
		}
		return rest
	}
	t.Run("actions", func(t *testing.T) {
		require.NotEmpty(t, s.rs.ActionList)
		for _, id := range s.rs.ActionList {
			body := section(t, "### `"+id+"`")
			for _, p := range s.rs.Actions[id].Params {
				assert.Contains(t, body, "| `"+p.Name+"` | "+p.Type+" |", id)
			}
			assert.Contains(t, body, "`"+s.rs.Actions[id].Rule+"`", id)
		}
	})
	t.Run("hook points used", func(t *testing.T) {
		used := regexp.MustCompile(`nw68\.on\("([a-z_]+)"`)
		points := map[string]bool{}
		for _, sc := range s.scripts {
			for _, m := range used.FindAllStringSubmatch(sc.Source, -1) {
				points[m[1]] = true
			}
		}
		require.NotEmpty(t, points)
		for p := range points {
			body := section(t, "### `"+p+"`")
			assert.NotContains(t, body, "No handler.", p)
			assert.Contains(t, body, "| 1 |", p)
		}
		for _, p := range hook.Points {
			assert.Contains(t, out, "### `"+string(p)+"`")
		}
		// a point base declares, with its handlers by id
		walk := section(t, "### `walk_done`")
		assert.Contains(t, walk, "A walk has ended (`movement.speed`")
		assert.Contains(t, walk, "| `combat.walk_done.fire` | `\"fire\"` |")
		assert.Contains(t, section(t, "### `game_end`"), "| `victory.score` |")
	})
	t.Run("stages and facts", func(t *testing.T) {
		for _, m := range s.rs.Modifiers {
			assert.Contains(t, section(t, "### Stage `"+m.Stage+"`"), "| `"+m.ID+"` |")
		}
		for _, st := range []string{"dv", "mp", "mp_budget", "rally"} {
			assert.Contains(t, out, "### Stage `"+st+"`")
		}
		facts := section(t, "## Facts modifiers read")
		for _, f := range []string{"`fire.distance`", "`fire.range`", "`attacker.shaken`"} {
			assert.Contains(t, facts, f)
		}
	})
	t.Run("rejection codes", func(t *testing.T) {
		codes := section(t, "## Rejection codes")
		assert.Contains(t, codes, "| `finished` | `combat.one-attack` One attack per activation |")
		assert.Contains(t, codes, "| `out_of_range` |")
		assert.Contains(t, codes, "| `not_forward` | `planes.route`") // returned by a lib helper after a nil
		// every code a base case expects: `rejected { code = "..." }`
		want := regexp.MustCompile(`(?s)rejected\s*=?\s*\{[^}]*?code\s*=\s*"([a-z_]+)"`)
		files, err := filepath.Glob("../../conformance/base/*.hcl")
		require.NoError(t, err)
		n := 0
		for _, f := range files {
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			for _, m := range want.FindAllStringSubmatch(string(src), -1) {
				n++
				assert.Contains(t, codes, "`"+m[1]+"`", f)
			}
		}
		assert.Greater(t, n, 50)
	})
}

func TestDocCommand(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "ref.md")
	tests := []struct {
		name string
		args []string
		code int
		want []string
	}{
		{"nations at war computes its own stages", []string{"doc", "--ruleset", "nations-at-war"}, exitOK, []string{"### Stage `to_hit`", "rulesets/nations-at-war/fire/fire.lua:"}},
		{"a mod's patch shows", []string{"doc", "--ruleset", "base", "--mod", "long-range-3"}, exitOK, []string{"| `long-range` | long range | `-3` |", "`house.long-range-3` Long range (house rule)", "`long-range-3` (mod 0.1.0)"}},
		{"to a file", []string{"doc", "--ruleset", "heart-of-darkness", "--out", file}, exitOK, []string{"wrote " + file}},
		{"unknown mod", []string{"doc", "--mod", "nope"}, exitBadInput, []string{`there is no mod "nope"`}},
		{"unwritable file", []string{"doc", "--out", filepath.Join(dir, "no", "such", "dir.md")}, exitBadInput, []string{"--out"}},
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
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	assert.Contains(t, string(data), "# Heart of Darkness: reference for mod writers")
	assert.Contains(t, string(data), "## Hook points")
}

// TestDocRussian checks that doc --lang ru writes the program's words and
// the ruleset's titles in Russian, its ids as they are, and that the table
// of contents links the Russian headings by their anchors.
func TestDocRussian(t *testing.T) {
	out, code := run(t, "--lang", "ru", "doc", "--ruleset", "base")
	require.Equal(t, exitOK, code, out)
	for _, head := range []string{"## Действия", "## Вычисляемые величины", "## Факты, которые читают модификаторы", "## Прямая видимость", "## Точки хуков", "## Коды отказа"} {
		assert.Contains(t, out, "\n"+head+"\n")
	}
	assert.Contains(t, out, "- [Факты, которые читают модификаторы](#факты-которые-читают-модификаторы)")
	assert.Equal(t, "факты-которые-читают-модификаторы", anchor("Факты, которые читают модификаторы"))
	// a rule's title from the ruleset's locale, by its id unchanged
	assert.Contains(t, out, "| `finished` | `combat.one-attack` Одна атака за активацию |")
	assert.Contains(t, out, "| параметр | тип | варианты | необязательный | чей |")
	assert.Contains(t, out, "### Стадия `dv`")
	for _, english := range []string{"## Actions", "## Computed values", "## Facts modifiers read", "## Line of sight", "## Hook points", "## Rejection codes",
		"reference for mod writers", "| parameter |", "### Stage `", "One attack per activation", "No handler.", "Declared at"} {
		assert.NotContains(t, out, english)
	}
}
