package script_test

import (
	"errors"
	"io/fs"
	"maps"
	"os"
	"path"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// game describes a test game: the testdata project (rulesets/t and the
// fixture mods) with files laid over it, the mods to load, the dice and
// the budget.
type game struct {
	files map[string]string // path in the project -> content
	mods  []string
	faces []int
	steps int64
}

// project returns the testdata project with extra files laid over it.
func project(t testing.TB, extra map[string]string) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	err := fs.WalkDir(os.DirFS("testdata"), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(os.DirFS("testdata"), p)
		fsys[p] = &fstest.MapFile{Data: data}
		return err
	})
	require.NoError(t, err)
	for p, src := range extra {
		fsys[p] = &fstest.MapFile{Data: []byte(src)}
	}
	return fsys
}

// modHeader is the mod.hcl of a test mod that requires the test ruleset.
func modHeader(id string) string {
	return "id = \"" + id + "\"\nversion = \"0.1.0\"\nrequires = [\"t\"]\n"
}

// testSetup is the starting position of every test game.
func testSetup() ruleset.Setup {
	return ruleset.Setup{
		Board: &ruleset.Map{
			Cols: 5, Rows: 5, Orientation: "flat", Shifted: "odd", Terrain: "clear",
			Hexes:   []ruleset.HexSpec{{Label: "C2", Terrain: "woods", Features: []string{"road"}, Name: "Big Wood"}},
			Markers: []ruleset.MarkerSpec{{At: "C3", Kind: "smoke", Level: 1}},
		},
		Sides:      []string{"blue", "red"},
		Formations: []ruleset.FormationSpec{{ID: "1st", Side: "blue", Counters: map[string]int{"morale": 7}}},
		Units: []ruleset.UnitSpec{
			{Handle: "a", Type: "u", Side: "blue", Formation: "1st", At: "B2", Statuses: []string{"s"}, Counters: map[string]int{"ammo": 3}},
			{Handle: "b", Type: "u", Side: "red", At: "D4", Face: "reduced"},
			{Handle: "c", Type: "u", Side: "red"},
		},
		Turn:       1,
		ActiveSide: "blue",
		Cup:        []string{"m1", "m2", "m3"},
		Vars:       map[string]int{"vp": 2},
	}
}

// load loads and compiles the game's rules.
func (g game) load(t testing.TB) (*ruleset.Ruleset, *script.Program) {
	t.Helper()
	rs, _, diags := ruleset.Load(ruleset.Options{FS: project(t, g.files), Ruleset: "t", Mods: g.mods})
	require.False(t, diags.HasErrors(), "load: %v", diags)
	prog, err := script.Compile(rs)
	require.NoError(t, err)
	return rs, prog
}

// attach sets up the game and attaches its scripts, returning Attach's error.
func (g game) attach(t testing.TB) (*engine.Engine, error) {
	t.Helper()
	rs, prog := g.load(t)
	setup := testSetup()
	e, err := engine.New(rs, &setup, dice.NewScripted(g.faces))
	require.NoError(t, err)
	_, err = script.Attach(e, prog, script.Options{Steps: g.steps})
	return e, err
}

// start sets up the game and attaches its scripts.
func (g game) start(t testing.TB) *engine.Engine {
	t.Helper()
	e, err := g.attach(t)
	require.NoError(t, err)
	return e
}

func poke(unit string) engine.Action {
	return engine.Action{Kind: "poke", Params: map[string]any{"unit": unit}}
}

// snapshot is everything a failed action must leave as it was.
type snapshot struct {
	state   []byte
	log     []engine.LogEntry
	rolls   int
	actions int
	reports map[string]map[string]any
}

func snap(t testing.TB, e *engine.Engine) snapshot {
	t.Helper()
	b, err := e.State.Encode()
	require.NoError(t, err)
	return snapshot{state: b, log: append([]engine.LogEntry(nil), e.Log...), rolls: len(e.Dice.Rolls()), actions: len(e.Actions), reports: maps.Clone(e.Reports)}
}

func requireUnchanged(t testing.TB, e *engine.Engine, before snapshot) {
	t.Helper()
	after := snap(t, e)
	require.Equal(t, string(before.state), string(after.state), "state changed")
	require.Equal(t, before.log, after.log, "log changed")
	require.Equal(t, before.rolls, after.rolls, "dice rolls changed")
	require.Equal(t, before.actions, after.actions, "action log changed")
	require.Equal(t, before.reports, after.reports, "reports changed")
}

// resolveWith wraps a handler body in a base-ruleset poke handler.
func resolveWith(body string) string {
	return "nw68.on(\"action_resolve\", \"poke\", function(a)\n" + body + "\nend)\n"
}

func TestSandboxHidesFilesAndNetwork(t *testing.T) {
	// Each probe is a Lua expression a mod evaluates; it must be nil or fail.
	probes := []struct{ name, expr string }{
		{"io library", "io"},
		{"io.open", `io.open("/etc/passwd")`},
		{"os library", "os"},
		{"os.execute", `os.execute("true")`},
		{"os.getenv", `os.getenv("HOME")`},
		{"dofile", "dofile"},
		{"dofile call", `dofile("/etc/passwd")`},
		{"loadfile", "loadfile"},
		{"loadfile call", `loadfile("rulesets/t/lib/helper.lua")`},
		{"load", "load"},
		{"load call", `load(function() return nil end)`},
		{"loadstring", "loadstring"},
		{"loadstring call", `loadstring("return 1")`},
		{"module", "module"},
		{"package", "package"},
		{"debug", "debug"},
		{"coroutine", "coroutine"},
		{"print", "print"},
		{"_printregs", "_printregs"},
		{"collectgarbage", "collectgarbage"},
		{"getfenv", "getfenv"},
		{"setfenv", "setfenv"},
		{"newproxy", "newproxy"},
		{"string.dump", `string.dump(function() end)`},
		{"string.dump via a string", `("").dump(function() end)`},
		{"require absolute path", `require("/etc/passwd")`},
		{"require relative path", `require("../../../etc/passwd")`},
		{"require a layer file", `require("rulesets/t/ruleset.hcl")`},
		{"require a script of a layer", `require("t/../probe")`},
		{"require with .lua", `require("helper.lua")`},
		{"require a Lua standard library", `require("io")`},
		{"require os", `require("os")`},
		{"socket library", "socket"},
		{"require socket", `require("socket")`},
		{"require socket.http", `require("socket.http")`},
		{"http", "http"},
		{"net", "net"},
		{"channel", "channel"},
		{"rawget of io", `rawget(_G, "io")`},
		{"globals io", `_G.io`},
	}
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			src := `nw68.on("action_resolve", "poke", function(a)
  local ok, v = pcall(function() return ` + p.expr + ` end)
  nw68.report("out", { ok = ok, type = type(v), err = (not ok) and tostring(v) or "" })
end)
`
			e := game{files: map[string]string{
				"mods/probe/mod.hcl":   modHeader("probe"),
				"mods/probe/probe.lua": src,
			}, mods: []string{"probe"}}.start(t)
			require.NoError(t, e.Submit(poke("a")))
			out := e.Reports["out"]
			require.NotNil(t, out)
			if out["ok"] == true {
				assert.Equal(t, "nil", out["type"], "%s is reachable from a mod", p.expr)
			} else {
				assert.NotEmpty(t, out["err"])
			}
		})
	}
}

func TestSandboxLibrariesThatRemain(t *testing.T) {
	// The sandbox keeps what rules need: base functions, table, string, math.
	src := resolveWith(`
  local t = { 3, 1, 2 }
  table.sort(t)
  local ok, err = pcall(error, "boom")
  nw68.report("out", {
    sorted = table.concat(t, ","), upper = string.upper("ab"), fmt = string.format("%02d", 7),
    floor = math.floor(2.5), max = math.max(1, 9), n = tonumber("12"), s = tostring(3),
    pcall_ok = ok, pcall_err = err, typ = type(nw68), same = require("nw68") == nw68,
  })`)
	e := game{files: map[string]string{"rulesets/t/main.lua": src}}.start(t)
	require.NoError(t, e.Submit(poke("a")))
	assert.Equal(t, map[string]any{
		"sorted": "1,2,3", "upper": "AB", "fmt": "07", "floor": 2, "max": 9, "n": 12, "s": "3",
		"pcall_ok": false, "pcall_err": "rulesets/t/main.lua:5: boom", "typ": "table", "same": true,
	}, e.Reports["out"])
}

// base is a base-ruleset poke handler that changes everything an action can
// change before a mod's handler runs: a failure must undo all of it.
const base = `nw68.on("action_resolve", "poke", function(a)
  nw68.set_status("b", "s", true)
  nw68.set_counter(a.unit, "ammo", 0)
  nw68.set_marker("D4", "smoke", 2)
  nw68.set_var("vp", 9)
  nw68.move(a.unit, "C3")
  nw68.cup_add("m4")
  nw68.roll(1, 6, "scatter")
  nw68.log("x.y", "poked " .. a.unit)
  nw68.report("poke", { unit = a.unit })
end)

nw68.on("action_resolve", "rest", function(a)
  local faces = nw68.roll(1, 6, "rest")
  nw68.set_status(a.unit, "s", false)
  nw68.report("rest", { unit = a.unit, face = faces[1] })
end)
`

func TestBudgetStopsARunawayMod(t *testing.T) {
	const steps = 200_000
	cases := []struct {
		name, file, src, where string
	}{
		{"endless loop", "mods/hang/hang.lua", "", "mods/hang/hang.lua:3"},
		{"pcall cannot swallow the deadline", "mods/spin/spin.lua", `nw68.on("action_resolve", "poke", function(a)
  while true do
    pcall(function() while true do end end)
  end
end)
`, "mods/spin/spin.lua:"},
		{"a loop in a callback of a Go function", "mods/spin/spin.lua", `nw68.on("action_resolve", "poke", function(a)
  nw68.reachable("A1", 99, function(from, to)
    while true do end
  end)
end)
`, "mods/spin/spin.lua:3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			mod := path.Base(path.Dir(c.file))
			files := map[string]string{"rulesets/t/base.lua": base}
			if c.src != "" {
				files["mods/"+mod+"/mod.hcl"] = modHeader(mod)
				files[c.file] = c.src
			}
			e := game{files: files, mods: []string{mod}, faces: []int{4, 5}, steps: steps}.start(t)
			before := snap(t, e)

			err := e.Submit(poke("a"))
			require.Error(t, err)
			_, rejected := engine.IsRejection(err)
			assert.False(t, rejected, "a runaway script is a failure, not a rejection")
			var serr *script.Error
			require.True(t, errors.As(err, &serr), "want a *script.Error, got %T", err)
			assert.Contains(t, err.Error(), c.where)
			assert.Contains(t, err.Error(), "instruction budget of 200000")
			requireUnchanged(t, e, before)

			// The game goes on: the same Lua state resolves the next action,
			// and the dice roll the face the failed action had thrown.
			require.NoError(t, e.Submit(engine.Action{Kind: "rest", Params: map[string]any{"unit": "a"}}))
			assert.Equal(t, map[string]any{"unit": "a", "face": 4}, e.Reports["rest"])
			assert.False(t, e.State.Units["a"].Has("s"))
			assert.Len(t, e.Actions, 1)
		})
	}
}

func TestBudgetStopsARunawayLoad(t *testing.T) {
	_, err := game{files: map[string]string{
		"mods/spin/mod.hcl": modHeader("spin"),
		"mods/spin/spin.lua": `-- loops at load time
local n = 0
repeat n = n + 1 until false
`,
	}, mods: []string{"spin"}, steps: 100_000}.attach(t)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "load mods/spin/spin.lua")
	assert.Contains(t, err.Error(), "mods/spin/spin.lua:3")
	assert.Contains(t, err.Error(), "instruction budget")
}

func TestScriptErrorsNameFileAndLine(t *testing.T) {
	cases := []struct {
		name    string
		files   map[string]string
		mods    []string
		want    []string
		attach  bool // the error comes from Attach, not Submit
		unknown bool // the action is refused before resolving
	}{
		{
			name:  "runtime error in a handler",
			files: map[string]string{"rulesets/t/boom.lua": "-- boom\nnw68.on(\"action_resolve\", \"poke\", function(a)\n  local t = nil\n  t.x = 1\nend)\n"},
			want:  []string{"resolve poke", "action_resolve poke handler (rulesets/t/boom.lua:2)", "rulesets/t/boom.lua:4"},
		},
		{
			name:  "error() in a mod",
			files: map[string]string{"mods/m/mod.hcl": modHeader("m"), "mods/m/m.lua": "nw68.on(\"action_resolve\", \"*\", function(a)\n  error(\"no \" .. a.unit)\nend)\n"},
			mods:  []string{"m"},
			want:  []string{"mods/m/m.lua:2: no a"},
		},
		{
			name:  "a primitive's error",
			files: map[string]string{"rulesets/t/bad.lua": resolveWith("  nw68.move(a.unit, \"Z9\")")},
			want:  []string{"rulesets/t/bad.lua:2", "Z9"},
		},
		{
			name:   "error at load",
			files:  map[string]string{"rulesets/t/load.lua": "local x = 1\nlocal y = x + {}\n"},
			want:   []string{"load rulesets/t/load.lua", "rulesets/t/load.lua:2", "add operation"},
			attach: true,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := game{files: c.files, mods: c.mods}
			e, err := g.attach(t)
			if c.attach {
				require.Error(t, err)
				for _, w := range c.want {
					assert.Contains(t, err.Error(), w)
				}
				return
			}
			require.NoError(t, err)
			before := snap(t, e)
			err = e.Submit(poke("a"))
			require.Error(t, err)
			t.Log(err)
			for _, w := range c.want {
				assert.Contains(t, err.Error(), w)
			}
			requireUnchanged(t, e, before)
		})
	}
}

func TestCompileErrorNamesTheMod(t *testing.T) {
	rs, _, diags := ruleset.Load(ruleset.Options{FS: project(t, map[string]string{
		"mods/m/mod.hcl": modHeader("m"),
		"mods/m/m.lua":   "nw68.on(\"action_resolve\", \"poke\", function(a)\n  if then\nend)\n",
	}), Ruleset: "t", Mods: []string{"m"}})
	require.False(t, diags.HasErrors(), "%v", diags)
	_, err := script.Compile(rs)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `mod "m"`)
	assert.Contains(t, err.Error(), "mods/m/m.lua")
}

func TestValidateHandlers(t *testing.T) {
	cases := []struct {
		name   string
		src    string
		reject *engine.Rejection // want this rejection
		err    []string          // or an error containing these
	}{
		{
			name: "veto with a known rule",
			src: `nw68.on("action_validate", "poke", function(a)
  if a.unit == "a" then return "too_far", "x.z", a.unit .. " is too far" end
end)`,
			reject: &engine.Rejection{},
		},
		{
			name: "veto citing an unknown rule",
			src: `nw68.on("action_validate", "poke", function(a)
  return "too_far", "no.such-rule", "nope"
end)`,
			err: []string{"validate poke", "veto", `rule "no.such-rule" is not declared`},
		},
		{
			name: "set_status while validating",
			src: `nw68.on("action_validate", "poke", function(a)
  nw68.set_status(a.unit, "s", false)
end)`,
			err: []string{"validate poke", "rulesets/t/v.lua:2", "cannot change while an action is being validated"},
		},
		{
			name: "roll while validating",
			src: `nw68.on("action_validate", "poke", function(a)
  nw68.roll(1, 6, "peek")
end)`,
			err: []string{"rulesets/t/v.lua:2", "cannot change while an action is being validated"},
		},
		{
			name: "log while validating",
			src: `nw68.on("action_validate", "poke", function(a)
  nw68.log("x.y", "validating")
  return "nope", "x.y", "no"
end)`,
			err: []string{"rulesets/t/v.lua:2", "cannot change while an action is being validated"},
		},
		{
			name: "report while validating",
			src: `nw68.on("action_validate", "poke", function(a)
  nw68.report("v", { x = 1 })
end)`,
			err: []string{"rulesets/t/v.lua:2", "cannot change while an action is being validated"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := game{files: map[string]string{"rulesets/t/v.lua": c.src, "rulesets/t/r.lua": resolveWith(`  nw68.report("resolved", { unit = a.unit })`)}, faces: []int{6}}.start(t)
			before := snap(t, e)
			for _, submit := range []func(engine.Action) error{e.Validate, e.Submit} {
				err := submit(poke("a"))
				require.Error(t, err)
				rej, rejected := engine.IsRejection(err)
				if c.reject != nil {
					require.True(t, rejected, "want a rejection, got %v", err)
					assert.Equal(t, "too_far", rej.Code)
					assert.Equal(t, "x.z", rej.Rule)
					assert.Equal(t, "a is too far", rej.Reason)
					assert.Contains(t, err.Error(), "rule x.z")
				} else {
					require.False(t, rejected, "want an error, got the rejection %v", err)
					for _, w := range c.err {
						assert.Contains(t, err.Error(), w)
					}
				}
				requireUnchanged(t, e, before)
			}
			if c.reject != nil {
				// The veto only concerns unit a.
				require.NoError(t, e.Submit(poke("b")))
				assert.Equal(t, map[string]any{"unit": "b"}, e.Reports["resolved"])
			}
		})
	}
}

func TestValidateCannotChangeEvenUnderPcall(t *testing.T) {
	e := game{files: map[string]string{"rulesets/t/v.lua": `nw68.on("action_validate", "poke", function(a)
  local ok = pcall(nw68.set_status, a.unit, "s", false)
  local ok2 = pcall(nw68.log, "x.y", "sneaky")
  if ok or ok2 then return "changed", "x.y", "a validate handler changed the game" end
end)
` + resolveWith(`  nw68.report("out", { s = nw68.unit(a.unit).statuses.s == true })`)}}.start(t)
	before := snap(t, e)
	require.NoError(t, e.Validate(poke("a")))
	requireUnchanged(t, e, before)
	require.NoError(t, e.Submit(poke("a")))
	assert.Equal(t, map[string]any{"s": true}, e.Reports["out"])
}

func TestValidateMayCompute(t *testing.T) {
	e := game{files: map[string]string{"rulesets/t/v.lua": `nw68.on("action_validate", "poke", function(a)
  local av, text = nw68.compute{ stage = "av", name = "AV", terms = { { "FP", 1 } }, facts = { fire = { close = a.unit == "b", bonus = 2 } } }
  if av < 2 then return "too_weak", "x.z", text end
end)
` + resolveWith(`  nw68.report("out", { n = #nw68.explain() })`)}}.start(t)
	before := snap(t, e)
	err := e.Submit(poke("a"))
	rej, ok := engine.IsRejection(err)
	require.True(t, ok, "want a rejection, got %v", err)
	assert.Equal(t, "AV 1 = FP 1", rej.Reason)
	requireUnchanged(t, e, before)
	require.NoError(t, e.Submit(poke("b")))
	assert.Empty(t, e.Log, "a value computed while validating is not logged")
	assert.Equal(t, map[string]any{"n": 0}, e.Reports["out"])
}

func TestRequireLoadsLibModules(t *testing.T) {
	src := `local helper = require("helper")
local qualified = require("t/helper")
local bare = require("bare")
nw68.on("action_resolve", "poke", function(a)
  nw68.report("out", {
    double = helper.double(21), from = helper.from, qualified = qualified.from,
    cached = rawequal(helper, require("helper")),
    bare = tostring(bare), bare_again = tostring(require("bare")), bare_loads = bare_loaded,
  })
end)
`
	t.Run("from the ruleset", func(t *testing.T) {
		e := game{files: map[string]string{"rulesets/t/use.lua": src}}.start(t)
		require.NoError(t, e.Submit(poke("a")))
		assert.Equal(t, map[string]any{
			"double": 42, "from": "t", "qualified": "t", "cached": true,
			"bare": "true", "bare_again": "true", "bare_loads": 1,
		}, e.Reports["out"])
	})
	t.Run("a mod's module of the same name wins", func(t *testing.T) {
		e := game{files: map[string]string{
			"rulesets/t/use.lua":       src,
			"mods/m/mod.hcl":           modHeader("m"),
			"mods/m/lib/helper.lua":    "return { from = \"m\", double = function(n) return n * 3 end }\n",
			"mods/m/lib/unrelated.lua": "error(\"never loaded\")\n",
		}, mods: []string{"m"}}.start(t)
		require.NoError(t, e.Submit(poke("a")))
		out := e.Reports["out"]
		assert.Equal(t, 63, out["double"])
		assert.Equal(t, "m", out["from"])
		assert.Equal(t, "t", out["qualified"], "layer/name names the layer")
	})
	t.Run("an unknown module", func(t *testing.T) {
		_, err := game{files: map[string]string{"rulesets/t/use.lua": "local x = require(\"nothere\")\n"}}.attach(t)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "rulesets/t/use.lua:1")
		assert.Contains(t, err.Error(), `module "nothere" not found`)
	})
	t.Run("a module's error names the module file", func(t *testing.T) {
		_, err := game{files: map[string]string{
			"rulesets/t/use.lua":        "local x = require(\"broken\")\n",
			"rulesets/t/lib/broken.lua": "-- broken\nlocal y = nil .. \"x\"\n",
		}}.attach(t)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "rulesets/t/lib/broken.lua:2")
	})
}

func TestHookOrder(t *testing.T) {
	logger := func(text string, opts string) string {
		return `nw68.on("action_resolve", "poke", function(a) nw68.log("x.y", "` + text + `") end` + opts + ")\n"
	}
	files := map[string]string{
		"rulesets/t/combat/b.lua": logger("combat late", `, { phase = "last" }`) + logger("combat", ""),
		"rulesets/t/units/a.lua": logger("units after combat", `, { after = "combat" }`) +
			`nw68.on("action_resolve", "*", function(a) nw68.log("", "units any") end, { before = "combat" })` + "\n",
		"rulesets/t/turn/t.lua": logger("turn first", `, { phase = "first" }`),
		"mods/zeta/mod.hcl":     modHeader("zeta"),
		"mods/zeta/z.lua":       logger("zeta", "") + logger("zeta before units", `, { before = { "units" } }`),
		"mods/alpha/mod.hcl":    modHeader("alpha"),
		"mods/alpha/a.lua":      logger("alpha first", `, { phase = "first" }`),
		"mods/unused/mod.hcl":   modHeader("unused"),
		"mods/unused/u.lua":     logger("unused", ""),
	}
	order := func(files map[string]string) []string {
		e := game{files: files, mods: []string{"zeta", "alpha"}}.start(t)
		require.NoError(t, e.Submit(poke("a")))
		var got []string
		for _, l := range e.Log {
			got = append(got, l.Text)
		}
		return got
	}
	want := []string{"turn first", "alpha first", "zeta before units", "units any", "combat", "units after combat", "zeta", "combat late"}
	assert.Equal(t, want, order(files))

	// No file name plays a part: renamed, every file runs as before.
	renamed := map[string]string{}
	for name, src := range files {
		if dir, file := path.Split(name); path.Ext(file) == ".lua" {
			name = dir + "zz-" + file
		}
		renamed[name] = src
	}
	assert.Equal(t, want, order(renamed))
}

func TestHookOrderErrors(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		err   string
	}{
		{"priority", map[string]string{"rulesets/t/a.lua": `nw68.on("step", "x", function() end, { priority = -5 })`},
			`rulesets/t/a.lua:1: bad argument #4 to on (unknown option "priority": the options are id, phase, before and after`},
		{"phase", map[string]string{"rulesets/t/a.lua": `nw68.on("step", "x", function() end, { phase = "early" })`},
			`rulesets/t/a.lua:1: bad argument #4 to on (phase "early" is not first, main or last)`},
		{"after a number", map[string]string{"rulesets/t/a.lua": `nw68.on("step", "x", function() end, { after = 3 })`},
			`after is an area name or a list of them, not a number`},
		{"unknown area", map[string]string{"rulesets/t/a.lua": "\n" + `nw68.on("query", "x", function() end, { after = "combat" })`},
			`ordering the handlers: rulesets/t/a.lua:2: no loaded ruleset or mod has an area "combat" to order this query handler against`},
		{"two files of an area", map[string]string{
			"rulesets/t/combat/a.lua": `nw68.on("query", "x", function() end)`,
			"rulesets/t/combat/b.lua": `nw68.on("query", "*", function() end)`,
		}, `rulesets/t/combat/a.lua:1: this query handler of "x" and the one at rulesets/t/combat/b.lua:1, both of area "combat", come from two files`},
		{"cycle", map[string]string{
			"rulesets/t/combat/a.lua": `nw68.on("query", "x", function() end, { after = "units" })`,
			"rulesets/t/units/b.lua":  `nw68.on("query", "*", function() end, { after = "combat" })`,
		}, `are ordered in a cycle: rulesets/t/combat/a.lua:1 (area "combat") runs after rulesets/t/units/b.lua:1 (area "units") runs after rulesets/t/combat/a.lua:1`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := game{files: tt.files}.attach(t)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.err)
		})
	}
}

func TestHandlersSubscribeOnlyAtLoad(t *testing.T) {
	e := game{files: map[string]string{"rulesets/t/late.lua": resolveWith(`  nw68.on("action_resolve", "poke", function(b) nw68.log("", "late") end)`)}}.start(t)
	before := snap(t, e)
	err := e.Submit(poke("a"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "rulesets/t/late.lua:2")
	assert.Contains(t, err.Error(), "while the scripts load")
	requireUnchanged(t, e, before)
	assert.True(t, strings.HasPrefix(err.Error(), "resolve poke"))
}

// TestAVetoNamingAMessage: a validate handler's refusal may name a message
// of the ruleset with its values; the rejection keeps both and says the
// English. Values the text does not name, or the values dropped by a
// helper that passed the refusal on, are errors, never a key shown as text.
func TestAVetoNamingAMessage(t *testing.T) {
	message := "message \"x.far\" {\n  rule = \"x.z\"\n  text = \"{unit} is too far\"\n}\n"
	for name, c := range map[string]struct{ body, err string }{
		"with its values":                {`return "too_far", "x.z", "x.far", { unit = a.unit }`, ""},
		"its values dropped":             {`return "too_far", "x.z", "x.far"`, `names message "x.far" but no table of its values follows it`},
		"a value its text does not name": {`return "too_far", "x.z", "x.far", { hex = "A1" }`, "its text names no {hex}"},
	} {
		t.Run(name, func(t *testing.T) {
			src := "nw68.on(\"action_validate\", \"poke\", function(a)\n  " + c.body + "\nend)"
			e := game{files: map[string]string{"rulesets/t/v.lua": src, "rulesets/t/messages.hcl": message, "rulesets/t/r.lua": resolveWith(`  nw68.report("resolved", { unit = a.unit })`)}, faces: []int{6}}.start(t)
			err := e.Validate(poke("a"))
			require.Error(t, err)
			rej, rejected := engine.IsRejection(err)
			if c.err != "" {
				require.False(t, rejected, "want an error, got the rejection %v", err)
				assert.Contains(t, err.Error(), c.err)
				return
			}
			require.True(t, rejected, "%v", err)
			assert.Equal(t, "a is too far", rej.Reason)
			assert.Equal(t, "message x.far text", rej.Key)
			assert.Equal(t, map[string]any{"unit": "a"}, rej.Params)
		})
	}
}

// say's rule option cites another rule than the message's; an unknown one
// is an error naming it.
func TestSayCitingARule(t *testing.T) {
	message := "message \"x.far\" {\n  rule = \"x.z\"\n  text = \"{unit} is too far\"\n}\n"
	for name, c := range map[string]struct{ opts, rule, err string }{
		"the message's rule": {``, "x.z", ""},
		"the caller's rule":  {`, { rule = "x.y" }`, "x.y", ""},
		"an unknown rule":    {`, { rule = "x.nope" }`, "", "rule: "},
	} {
		t.Run(name, func(t *testing.T) {
			e := game{files: map[string]string{"rulesets/t/messages.hcl": message, "rulesets/t/r.lua": resolveWith(`  nw68.say("x.far", { unit = a.unit }` + c.opts + `)`)}, faces: []int{6}}.start(t)
			err := e.Submit(poke("a"))
			if c.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), c.err)
				return
			}
			require.NoError(t, err)
			line := e.Log[len(e.Log)-1]
			assert.Equal(t, "a is too far", line.Text)
			assert.Equal(t, c.rule, line.Rule)
		})
	}
}
