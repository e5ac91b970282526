package main

import (
	"bytes"
	"io"
	"io/fs"
	"os"
	"path"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/nw68/nw68/core/text"
	"github.com/nw68/nw68/locales"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRuleCommand(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		want []string
	}{
		{"paragraph, data, scripts and cases", []string{"rule", "combat.long-range"}, exitOK, []string{
			"combat.long-range  §5.0  Long range", "rulesets/base/combat/rules.hcl:", "modifier long-range ", " rulesets/base/combat/modifiers.hcl:5",
			"rulesets/base/combat/lib/attack.lua:", `  local rule = w.fixed and "combat.fixed-range" or "combat.long-range"`,
			"conformance/base/ranged-combat.hcl:", "  long range fire costs 2 AV"}},
		{"nested blocks and comments", []string{"rule", "events.ravager", "--ruleset", "heart-of-darkness"}, exitOK, []string{"table row events/3 ", " rulesets/heart-of-darkness/events/tables.hcl:", "conformance/base/events.hcl:"}},
		{"a mod's rule and its patch", []string{"rule", "house.long-range-3", "--mod", "long-range-3"}, exitOK, []string{
			"mods/long-range-3/rules.hcl:1", "patch modifier long-range  mods/long-range-3/rules.hcl:", "conformance/base/mods.hcl:"}},
		{"the handler a script line is in, by id", []string{"rule", "command.rally"}, exitOK, []string{
			`"not_shaken", "command.rally"`, "(in command.action_validate.rally)"}},
		{"the handler a script line is in, by its given id", []string{"rule", "generator.chaos", "--ruleset", "nations-at-war"}, exitOK, []string{
			`"generator.chaos"`, "(in generator.generator-chaos)"}},
		{"a mod's handler replacing a base one", []string{"rule", "command.rally-seven", "--mod", "rally-seven"}, exitOK, []string{
			"mods/rally-seven/command/rules.hcl:1", "mods/rally-seven/command/rally.lua:", "conformance/rally-seven/rally.hcl:"}},
		{"a rule named inside another attribute", []string{"rule", "house.no-tanks-in-woods", "--mod", "no-tanks-in-woods"}, exitOK, []string{
			"data citing it (1):", "patch movement_class tracked (closed)  mods/no-tanks-in-woods/rules.hcl:"}},
		{"unknown id suggests close ones", []string{"rule", "combat.long-rang"}, exitBadInput, []string{`no rule "combat.long-rang" in base; did you mean: combat.long-range`}},
		{"in Russian: the program's words from its catalog", []string{"rule", "combat.long-range", "--lang", "ru"}, exitOK, []string{
			"объявлено в rulesets/base/combat/rules.hcl:", "(слой base)", "данные, ссылающиеся на правило (", "запреты (что правило не позволяет): "}},
		{"an unknown id in Russian", []string{"rule", "combat.long-rang", "--lang", "ru"}, exitBadInput, []string{`нет правила "combat.long-rang" в base; возможно, имелось в виду: combat.long-range`}},
		{"a language the program does not speak", []string{"rule", "combat.long-range", "--lang", "xx"}, exitBadInput, []string{`the program speaks no language "xx"; it speaks en, ru`}},
		{"unknown section suggests its ids", []string{"rule", "combat.nope"}, exitBadInput, []string{"combat.forms"}},
		{"a mod's rule without the mod", []string{"rule", "house.long-range-3"}, exitBadInput, []string{"no rule"}},
		{"unknown ruleset", []string{"rule", "x.y", "--ruleset", "nope"}, exitBadInput, []string{`there is no ruleset "nope"`}},
		{"no id", []string{"rule"}, exitBadInput, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			out, code := run(t, tt.args...)
			assert.Equal(t, tt.code, code, out)
			for _, w := range tt.want {
				assert.Contains(t, out, w)
			}
		})
	}
}

// layerRulesets are the rulesets laid out area by area: each rule's
// paragraph, and the blocks of the same ruleset that cite it, sit in the
// folder of its area.
var layerRulesets = []string{"base", "heart-of-darkness", "nations-at-war"}

var loadedSources sync.Map // ruleset id -> *sourcesOnce

type sourcesOnce struct {
	sync.Once
	s   *sources
	err error
}

// rulesetSources loads a ruleset with its scripts and cases once for the
// tests.
func rulesetSources(t *testing.T, id string) *sources {
	t.Helper()
	v, _ := loadedSources.LoadOrStore(id, &sourcesOnce{})
	o := v.(*sourcesOnce)
	o.Do(func() {
		g := &globals{root: "../..", errOut: io.Discard}
		o.s, o.err = g.loadSources(rulesFlags{ruleset: id})
	})
	require.NoError(t, o.err)
	return o.s
}

func baseSources(t *testing.T) *sources { return rulesetSources(t, "base") }

// englishPrinter renders the program's words in English.
func englishPrinter(t testing.TB) *text.Printer {
	t.Helper()
	catalogs, err := locales.Load()
	require.NoError(t, err)
	p, err := catalogs.Printer(text.English.ID)
	require.NoError(t, err)
	return p
}

// TestRuleEveryID checks what `nw68 rule` prints for every rule a ruleset
// holds itself (for the expansion: its own rules and the base rules it
// replaces), from one load: some case cites each id, and each id's
// paragraph and the blocks of that ruleset citing it are in the folder of
// its area, the id's prefix (combat.long-range in rulesets/base/combat/).
func TestRuleEveryID(t *testing.T) {
	for _, rs := range layerRulesets {
		t.Run(rs, func(t *testing.T) {
			s := rulesetSources(t, rs)
			idx := s.citations()
			root := "rulesets/" + rs + "/"
			var ids []string
			for id, r := range s.rs.Rules {
				if r.Layer == rs {
					ids = append(ids, id)
				}
			}
			sort.Strings(ids)
			require.NotEmpty(t, ids)
			for _, id := range ids {
				c, ok := idx.lookup(id)
				require.True(t, ok, id)
				var buf bytes.Buffer
				c.write(&buf, s.rs, englishPrinter(t))
				assert.Contains(t, buf.String(), id+"  ", id)
				area, _, _ := strings.Cut(id, ".")
				assert.Equal(t, root+area+"/rules.hcl", c.Rule.Range.Filename, id)
				assert.Contains(t, buf.String(), "declared at "+root+area+"/rules.hcl:", id)
				for _, d := range c.Data {
					// a nested block (a phase's step, a table's row) is its
					// block's; setups and maps belong to no area; another
					// layer's blocks are that layer's
					dir := path.Dir(d.At.Filename)
					if !d.Ref && !strings.Contains(d.Kind, " ") && strings.HasPrefix(dir, root) && dir != root+"scenarios" && dir != root+"maps" {
						assert.Equal(t, root+area, dir, "%s: %s %s", id, d.Kind, d.Name)
					}
				}
				assert.NotEmpty(t, c.Cases, "%s: no case cites it", id)
				for _, cs := range c.Cases {
					assert.Contains(t, buf.String(), cs.Name, id)
				}
			}
		})
	}
}

func TestCloseIDs(t *testing.T) {
	s := baseSources(t)
	tests := []struct {
		id   string
		want string
	}{
		{"combat.long-rang", "combat.long-range"},
		{"comabt.long-range", "combat.long-range"},
		{"long-range", "combat.long-range"},
		{"turn.sequense", "turn.sequence"},
	}
	for _, tt := range tests {
		near := closeIDs(tt.id, s.rs.Rules)
		require.NotEmpty(t, near, tt.id)
		assert.Equal(t, tt.want, near[0], tt.id)
		assert.LessOrEqual(t, len(near), 8)
	}
	assert.Empty(t, closeIDs("zzzzzzzzzzzzzzzzzzzzzz", s.rs.Rules))
}

// TestLayout checks the folders of each ruleset laid out by area: at its
// top only ruleset.hcl, and every folder an area whose name prefixes the
// rules in its rules.hcl, or maps/ and scenarios/, which belong to no area.
func TestLayout(t *testing.T) {
	for _, rs := range layerRulesets {
		t.Run(rs, func(t *testing.T) {
			s := rulesetSources(t, rs)
			root := os.DirFS("../../rulesets/" + rs)
			top, err := fs.ReadDir(root, ".")
			require.NoError(t, err)
			areas := map[string]bool{}
			for id, r := range s.rs.Rules {
				if r.Layer == rs {
					area, _, _ := strings.Cut(id, ".")
					areas[area] = true
				}
			}
			for _, e := range top {
				switch {
				case !e.IsDir():
					assert.Equal(t, "ruleset.hcl", e.Name(), "a file at the top of %s", rs)
				case e.Name() == "maps" || e.Name() == "scenarios":
				default:
					assert.True(t, areas[e.Name()], "%s/ is not named by a rule area", e.Name())
					_, err := fs.Stat(root, e.Name()+"/rules.hcl")
					assert.NoError(t, err, "%s/ has no rules.hcl", e.Name())
				}
			}
			for area := range areas {
				info, err := fs.Stat(root, area)
				if assert.NoError(t, err, "area %s has no folder", area) {
					assert.True(t, info.IsDir(), area)
				}
			}
		})
	}
}
