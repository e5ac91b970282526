package ruleset

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hashicorp/hcl/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// project builds a small project: a root ruleset "core", a ruleset "child"
// extending it, and mods a, b (both patching the same unit) and c (requiring a).
func project(extra map[string]string) fstest.MapFS {
	files := map[string]string{
		"rulesets/core/ruleset.hcl": `id = "core"
version = "1.0"`,
		"rulesets/core/rules.hcl": `
rule "x.move" { title = "Move" }
rule "x.fire" { title = "Fire" }
terrain "clear" { rule = "x.move" }
unit_type "tank" {
  rule  = "x.fire"
  tags  = ["hard"]
  stats = { speed = 6, armor = 18 }
  weapon "ap" {
    firepower = 10
    range     = 6
  }
}
value "av" {
  rule  = "x.fire"
  title = "Attack value"
}
modifier "far" {
  rule  = "x.fire"
  stage = "av"
  label = "far"
  value = -2
}
phase "play" {
  rule  = "x.move"
  order = 1
}
`,
		"rulesets/core/hooks.lua": `-- nothing`,
		"rulesets/child/ruleset.hcl": `id = "child"
version = "0.1"
extends = ["core"]`,
		"rulesets/child/units.hcl": `
unit_type "scout" {
  rule = "x.move"
  stats = { speed = 9 }
}
patch "unit_type" "tank" {
  stats = { speed = 5 }
}`,
		"mods/a/mod.hcl": `id = "a"
version = "1"
requires = ["core"]`,
		"mods/a/a.hcl": `patch "unit_type" "tank" { stats = { armor = 20 } }`,
		"mods/b/mod.hcl": `id = "b"
version = "1"
requires = ["core"]`,
		"mods/b/b.hcl": `patch "unit_type" "tank" { stats = { armor = 21 } }`,
		"mods/c/mod.hcl": `id = "c"
version = "1"
requires = ["a"]`,
		"mods/c/c.hcl": `patch "unit_type" "tank" { stats = { armor = 22 } }`,
	}
	for k, v := range extra {
		files[k] = v
	}
	fsys := fstest.MapFS{}
	for k, v := range files {
		fsys[k] = &fstest.MapFile{Data: []byte(v)}
	}
	return fsys
}

func stat(t *testing.T, rs *Ruleset, kind, id, name string) int {
	t.Helper()
	e, ok := rs.Entity(kind, id)
	require.True(t, ok, "%s %s", kind, id)
	n, ok := e.Stats.Number(name)
	require.True(t, ok, "%s.%s", id, name)
	return n
}

func TestLayering(t *testing.T) {
	tests := []struct {
		name            string
		ruleset         string
		mods            []string
		speed, armor    int
		layers          []string
		wantErr, detail string
	}{
		{name: "root alone", ruleset: "core", speed: 6, armor: 18, layers: []string{"core"}},
		{name: "extends patches one stat", ruleset: "child", speed: 5, armor: 18, layers: []string{"core", "child"}},
		{name: "a mod on top", ruleset: "child", mods: []string{"a"}, speed: 5, armor: 20, layers: []string{"core", "child", "a"}},
		{name: "a mod that requires the earlier one may change the same block", ruleset: "core", mods: []string{"a", "c"}, speed: 6, armor: 22, layers: []string{"core", "a", "c"}},
		{name: "two mods change the same block", ruleset: "core", mods: []string{"a", "b"}, wantErr: "Conflicting mods", detail: `Mods "a" and "b" both change unit_type "tank"`},
		{name: "requirement missing", ruleset: "core", mods: []string{"c"}, wantErr: "Missing requirement", detail: `Mod "c" requires "a"`},
		{name: "requirement after", ruleset: "core", mods: []string{"c", "a"}, wantErr: "Mods out of order"},
		{name: "unknown mod", ruleset: "core", mods: []string{"zzz"}, wantErr: "Unknown mod"},
		{name: "unknown ruleset", ruleset: "nope", wantErr: "Unknown ruleset"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, _, diags := Load(Options{FS: project(nil), Ruleset: tt.ruleset, Mods: tt.mods})
			if tt.wantErr != "" {
				require.True(t, diags.HasErrors())
				assert.Nil(t, rs)
				assert.Equal(t, tt.wantErr, diags[0].Summary)
				assert.Contains(t, diags[0].Detail, tt.detail)
				return
			}
			require.False(t, diags.HasErrors(), diags.Error())
			assert.Equal(t, tt.speed, stat(t, rs, KindUnitType, "tank", "speed"))
			assert.Equal(t, tt.armor, stat(t, rs, KindUnitType, "tank", "armor"))
			var ids []string
			for _, l := range rs.Layers {
				ids = append(ids, l.ID)
			}
			assert.Equal(t, tt.layers, ids)
			tank, _ := rs.Entity(KindUnitType, "tank")
			assert.Len(t, tank.Weapons, 1, "a patch keeps the blocks it does not name")
		})
	}
}

// TestRuleChanges checks that a rule remembers the later layers that
// replaced or patched it, for `nw68 rule` and the count of a ruleset's own
// rules.
func TestRuleChanges(t *testing.T) {
	fsys := project(map[string]string{
		"rulesets/child/rules.hcl": `
rule "x.move" { title = "Move, the child's way" }
patch "rule" "x.fire" { summary = "Fire, patched" }
rule "y.scout" { title = "Scouts" }`,
	})
	rs, _, diags := Load(Options{FS: fsys, Ruleset: "child"})
	require.False(t, diags.HasErrors(), diags.Error())
	move, fire := rs.Rules["x.move"], rs.Rules["x.fire"]
	require.Len(t, move.Changes, 1)
	assert.Equal(t, ChangeReplaces, move.Changes[0].Kind)
	assert.Equal(t, "core", move.Changes[0].OfLayer)
	assert.Equal(t, "rulesets/core/rules.hcl", move.Changes[0].Of.Filename)
	assert.Equal(t, "child", move.Layer)
	require.Len(t, fire.Changes, 1)
	assert.Equal(t, ChangePatch, fire.Changes[0].Kind)
	assert.Equal(t, "rulesets/child/rules.hcl", fire.Changes[0].Range.Filename)
	assert.Equal(t, "core", fire.Layer, "a patched rule stays where it was declared")
	assert.Equal(t, "child", fire.LastLayer())
	assert.Equal(t, "Fire, patched", fire.Summary)
	own, replaced, patched := rs.RulesOf("child")
	assert.Equal(t, [3]int{3, 1, 1}, [3]int{own, replaced, patched})
	own, _, _ = rs.RulesOf("core")
	assert.Equal(t, 1, own, "core answers only for the rule nobody changed")
	assert.Empty(t, rs.Rules["y.scout"].Changes)
}

func TestLoadIsDeterministic(t *testing.T) {
	a, _, diags := Load(Options{FS: project(nil), Ruleset: "child", Mods: []string{"a"}})
	require.False(t, diags.HasErrors(), diags.Error())
	b, _, _ := Load(Options{FS: project(nil), Ruleset: "child", Mods: []string{"a"}})
	assert.Equal(t, a.Hash, b.Hash)
	c, _, _ := Load(Options{FS: project(nil), Ruleset: "child"})
	assert.NotEqual(t, a.Hash, c.Hash, "a mod changes the hash")
	changed := project(map[string]string{"rulesets/core/hooks.lua": "-- changed"})
	d, _, _ := Load(Options{FS: changed, Ruleset: "child", Mods: []string{"a"}})
	assert.NotEqual(t, a.Hash, d.Hash, "a script edit changes the hash")
}

// TestResultReport checks that a ruleset names its result report and that
// a ruleset extending it inherits the name unless it states its own.
func TestResultReport(t *testing.T) {
	core := `id = "core"
version = "1.0"
result_report = "victory"`
	tests := []struct {
		name, ruleset string
		extra         map[string]string
		want          string
	}{
		{"none stated", "child", nil, ""},
		{"stated", "core", map[string]string{"rulesets/core/ruleset.hcl": core}, "victory"},
		{"inherited", "child", map[string]string{"rulesets/core/ruleset.hcl": core}, "victory"},
		{"overridden", "child", map[string]string{"rulesets/core/ruleset.hcl": core, "rulesets/child/ruleset.hcl": `id = "child"
version = "0.1"
extends = ["core"]
result_report = "score"`}, "score"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, _, diags := Load(Options{FS: project(tt.extra), Ruleset: tt.ruleset, Mods: []string{"a"}})
			require.False(t, diags.HasErrors(), diags.Error())
			assert.Equal(t, tt.want, rs.ResultReport)
		})
	}
	_, _, diags := Load(Options{FS: project(map[string]string{"mods/a/mod.hcl": `id = "a"
version = "1"
requires = ["core"]
result_report = "victory"`}), Ruleset: "core", Mods: []string{"a"}})
	require.True(t, diags.HasErrors(), "a mod cannot rename the result report")
	assert.Equal(t, "Unsupported argument", diags[0].Summary)
}

// TestDiagnostics checks that bad data is reported at its file:line:col
// with a summary saying what was expected.
// valueAV declares a value "av" in 8 lines.
const valueAV = `value "av" {
  rule  = "x.move"
  title = "AV"
  facts = {
    "fire.distance" = "hexes to the target"
    "target"        = "the target's id"
  }
}
`

func TestDiagnostics(t *testing.T) {
	tests := []struct {
		name, file, src string
		summary         string
		line, col       int
		detail          string
	}{
		{"unknown argument", "bad.hcl", "\nterrain \"mud\" {\n  rule = \"x.move\"\n  sped = 3\n}", "Unsupported argument", 4, 3, "Expected one of"},
		{"wrong type", "bad.hcl", "terrain \"mud\" {\n  rule = \"x.move\"\n  tags = 3\n}", "Incorrect attribute value type", 3, 10, "a list of strings"},
		{"unknown rule", "bad.hcl", "\n\nterrain \"mud\" {\n  rule = \"x.nope\"\n}", "Unknown rule id", 3, 1, `cites rule "x.nope"`},
		{"duplicate", "bad.hcl", "terrain \"clear\" {\n  rule = \"x.move\"\n}\nterrain \"clear\" {\n  rule = \"x.move\"\n}", "Duplicate terrain", 4, 1, "already declared at rulesets/core/bad.hcl:1"},
		{"missing rule", "bad.hcl", "terrain \"mud\" {\n}", "Missing required argument", 1, 1, `"rule" is required`},
		{"unknown block", "bad.hcl", "\nweather \"rain\" {\n}", "Unknown block type", 2, 1, "patch/remove"},
		{"syntax error", "bad.hcl", "terrain \"mud\" {\n  rule = \n}", "Invalid expression", 2, 10, ""},
		{"patch of nothing", "bad.hcl", "patch \"terrain\" \"lava\" {\n}", "Nothing to patch", 1, 1, "lava"},
		{"bad hex on a map", "bad.hcl", "map \"m\" {\n  cols = 5\n  rows = 5\n  hex \"F1\" {\n    terrain = \"clear\"\n  }\n}", "Invalid hex", 4, 3, "off the 5x5 map"},
		{"provisional without reason", "bad.hcl", "terrain \"mud\" {\n  rule = \"x.move\"\n  provisional = true\n}", "Provisional value without a reason", 1, 1, "note"},
		{"modifier reads an undeclared fact", "bad.hcl", valueAV + "modifier \"close\" {\n  rule  = \"x.move\"\n  stage = \"av\"\n  label = \"close\"\n  value = 1\n  when  = fire.distanse < 2\n}", "Unknown fact", 14, 11, `reads fire.distanse, which value "av" does not declare. Its facts are: fire.distance, target`},
		{"facts of an undeclared value", "bad.hcl", "value \"dv\" {\n  rule     = \"x.move\"\n  title    = \"DV\"\n  facts_of = \"hv\"\n}", "Unknown value", 1, 1, `takes the facts of value "hv"`},
		{"modifier on an undeclared stage", "bad.hcl", "modifier \"close\" {\n  rule  = \"x.move\"\n  stage = \"avv\"\n  label = \"close\"\n  value = 1\n}", "Unknown value stage", 1, 1, `Modifier "close" is on stage "avv", which no loaded layer declares (a value block). Did you mean "av"?`},
		{"ownership of a hex", "bad.hcl", "action \"go\" {\n  rule = \"x.move\"\n  param \"to\" {\n    type = \"hex\"\n    of   = \"own\"\n  }\n}", "Ownership on a parameter that names nothing owned", 5, 12, `not to hex parameter "to"`},
		{"a reaction any-time", "bad.hcl", "action \"go\" {\n  rule     = \"x.move\"\n  reaction = true\n  any_time = true\n}", "An action both a reaction and any-time", 4, 14, "Keep one"},
		{"an empty setup note", "bad.hcl", "scenario \"s\" {\n  title = \"S\"\n  notes = [\"ok\", \"\"]\n}", "A setup note of the wrong size", 3, 11, "Setup note 2 of scenario \"s\" has 0 bytes"},
		{"too many setup notes", "bad.hcl", "scenario \"s\" {\n  title = \"S\"\n  notes = [" + strings.Repeat("\"n\", ", 33) + "]\n}", "Too many setup notes", 3, 11, "states 33 setup notes; at most 32"},
		{"unknown scope", "bad.hcl", "action \"go\" {\n  rule = \"x.move\"\n  param \"u\" {\n    type = \"unit\"\n    of   = \"mine\"\n  }\n}", "Unknown unit scope", 5, 12, `"own"`},
		{"facts twice", "bad.hcl", valueAV + "value \"dv\" {\n  rule     = \"x.move\"\n  title    = \"DV\"\n  facts_of = \"av\"\n  facts    = {}\n}", "Facts declared twice", 12, 14, "not both"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := project(map[string]string{"rulesets/core/" + tt.file: tt.src})
			rs, files, diags := Load(Options{FS: fsys, Ruleset: "core"})
			require.True(t, diags.HasErrors(), "expected an error")
			assert.Nil(t, rs)
			var found *hcl.Diagnostic
			for _, d := range diags {
				if d.Summary == tt.summary {
					found = d
					break
				}
			}
			require.NotNil(t, found, "no %q in %s", tt.summary, diags.Error())
			require.NotNil(t, found.Subject)
			assert.Equal(t, "rulesets/core/"+tt.file, found.Subject.Filename)
			assert.Equal(t, tt.line, found.Subject.Start.Line, "line")
			assert.Equal(t, tt.col, found.Subject.Start.Column, "column")
			assert.Contains(t, found.Detail, tt.detail)
			assert.Contains(t, files, "rulesets/core/"+tt.file, "files are returned to render snippets")
		})
	}
}

func TestEntityFaces(t *testing.T) {
	fsys := project(map[string]string{"rulesets/core/faces.hcl": `
unit_type "gun" {
  rule  = "x.fire"
  stats = { armor = 10, speed = 4 }
  weapon "ap" {
    firepower = 8
    range     = 5
  }
  weapon "he" {
    firepower = 4
    range     = 3
    fixed     = true
  }
  face "reduced" {
    stats = { speed = 3 }
    weapon "ap" {
      firepower = 7
      range     = 5
    }
  }
}`})
	rs, _, diags := Load(Options{FS: fsys, Ruleset: "core"})
	require.False(t, diags.HasErrors(), diags.Error())
	gun, _ := rs.Entity(KindUnitType, "gun")
	speed, _ := gun.StatsOn("reduced").Number("speed")
	armor, _ := gun.StatsOn("reduced").Number("armor")
	assert.Equal(t, 3, speed)
	assert.Equal(t, 10, armor)
	ws := gun.WeaponsOn("reduced")
	require.Len(t, ws, 2)
	fp, _ := ws[0].Attrs.Number("firepower")
	assert.Equal(t, 7, fp)
	fixed, _ := ws[1].Attrs.Bool("fixed")
	assert.True(t, fixed)
}

// FuzzLoad feeds arbitrary text to the loader as a rule file: it must
// report problems as diagnostics, never panic.
func FuzzLoad(f *testing.F) {
	f.Add(`terrain "mud" { rule = "x.move" }`)
	f.Add(`unit_type "t" {
  rule = "x.fire"
  face "reduced" { weapon "ap" { firepower = 1 } }
}`)
	f.Add(`patch "unit_type" "tank" { stats = { armor = 1 } }`)
	f.Add(`map "m" {
  cols = 3
  rows = 3
  region "r" { hexes = ["A1-A3"] }
  marker "A1" "smoke" { level = 1 }
}`)
	f.Add(`table "t" {
  rule = "x.move"
  dice = "2D6"
  row "2-4" { text = "a" }
  row "12+" { text = "b" }
}`)
	f.Add(`scenario "s" {
  title = "s"
  board {
    cols = 2
    rows = 2
  }
  unit "u" {
    type = "tank"
    side = "x"
    at = "A1"
  }
}`)
	f.Add(`map "m" {
  cols = 3
  rows = 3
  region "r" { hexes = ["A1-A99999999999999999999"] }
  hex "B1" { terrain = "road" }
}`)
	f.Add(`x = ` + strings.Repeat("(", 200) + strings.Repeat("!", 2000) + `true`)
	f.Add(`scenario "s" {
  title = "s"
  map = "m"
  cup = { a = 100000000000 }
}`)
	f.Fuzz(func(t *testing.T, src string) {
		fsys := project(map[string]string{"rulesets/core/fuzz.hcl": src})
		rs, _, diags := Load(Options{FS: fsys, Ruleset: "core"})
		if rs == nil && !diags.HasErrors() {
			t.Fatalf("no ruleset and no error for %q", src)
		}
		if rs == nil {
			return
		}
		// whatever loaded is consistent: every cited rule exists
		for kind, byID := range rs.Entities {
			for id, e := range byID {
				if _, ok := rs.Rules[e.Rule]; !ok {
					t.Fatalf("%s %q cites unknown rule %q yet loaded", kind, id, e.Rule)
				}
			}
		}
	})
}

func TestScriptLayout(t *testing.T) {
	rs, _, diags := Load(Options{FS: project(map[string]string{
		"rulesets/core/combat/fire.lua":       "-- a hook file of area combat",
		"rulesets/core/combat/lib/combat.lua": "return {}",
		"rulesets/core/lib/shared.lua":        "return {}",
		"rulesets/core/maps/notes.md":         "not read",
	}), Ruleset: "core"})
	require.False(t, diags.HasErrors(), diags.Error())
	var hooks []string
	for _, s := range rs.Scripts {
		hooks = append(hooks, s.Area+" "+s.Path)
	}
	assert.Equal(t, []string{"combat rulesets/core/combat/fire.lua", "core rulesets/core/hooks.lua"}, hooks)
	assert.Equal(t, "combat", rs.Modules["core"]["combat"].Area)
	assert.Equal(t, "core", rs.Modules["core"]["shared"].Area)

	tests := []struct {
		file, summary, detail string
	}{
		{"rulesets/core/combat/deep/x.lua", "Script outside the layout", "rulesets/core/combat/deep/x.lua would never run: a layer runs Lua files at its top, in lib/, in an area folder <area>/ or in <area>/lib/, and no deeper."},
		{"rulesets/core/lib/more/x.lua", "Script outside the layout", "no deeper"},
		{"rulesets/core/combat/lib/lib/x.lua", "Script outside the layout", "no deeper"},
		{"rulesets/core/Combat/x.lua", "Script outside the layout", `the area folder "Combat" is not named like a rule area`},
		{"rulesets/core/units/lib/combat.lua", "Duplicate module", `rulesets/core/combat/lib/combat.lua and rulesets/core/units/lib/combat.lua are both module "combat" of ruleset "core"`},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			rs, _, diags := Load(Options{FS: project(map[string]string{
				"rulesets/core/combat/lib/combat.lua": "return {}",
				tt.file:                               "return {}",
			}), Ruleset: "core"})
			assert.Nil(t, rs)
			d := findDiag(t, diags, tt.summary)
			assert.Contains(t, d.Detail, tt.detail)
			assert.Equal(t, tt.file, d.Subject.Filename)
		})
	}
}
