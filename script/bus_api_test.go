package script_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// landed is a hook point a test ruleset declares, fired by its poke.
const landed = `
hook "landed" {
  rule   = "x.y"
  title  = "A strike has landed"
  filter = "the strike's kind"
  args   = { hex = "where it landed", notes = "a list the handlers add to" }
}
`

func TestDeclaredHookPoints(t *testing.T) {
	e := game{files: map[string]string{
		"rulesets/t/strike.hcl": landed,
		"rulesets/t/oba/oba.lua": `
nw68.on("landed", "shell", function(args, kind) table.insert(args.notes, "oba " .. kind .. " at " .. args.hex) end)
nw68.on("landed", "*", function(args) return "any" end, { id = "count" })
nw68.on("action_resolve", "poke", function(a)
  local args = { hex = "C3", notes = {} }
  local results = nw68.fire("landed", "shell", args)
  nw68.log("x.y", table.concat(args.notes, ";") .. " / " .. #results .. " " .. results[1])
  local results, ran = nw68.fire("landed", "mine", { hex = "C3", notes = {} })
  nw68.log("x.y", #results .. " of " .. ran .. " for a mine")
end)`,
	}}.start(t)
	require.NoError(t, e.Submit(poke("a")))
	assert.Equal(t, []string{"oba shell at C3 / 1 any", "1 of 1 for a mine"}, logTexts(e))
	_, ok := e.Bus.Lookup("oba.count")
	assert.True(t, ok)
	_, ok = e.Bus.Lookup("oba.landed.shell")
	assert.True(t, ok)
}

func TestReplaceAndRemoveHandlers(t *testing.T) {
	files := map[string]string{
		"rulesets/t/combat/fire.lua": `
nw68.on("action_resolve", "poke", function(a) nw68.log("x.y", "base roll") end, { id = "roll" })
nw68.on("action_resolve", "poke", function(a) nw68.log("x.y", "base effect") end, { id = "effect" })`,
		"mods/house/mod.hcl": modHeader("house"),
		"mods/house/rally.lua": `
nw68.replace_handler("combat.roll", function(a) nw68.log("x.y", "house roll") end)
nw68.remove_handler("combat.effect")`,
	}
	e := game{files: files, mods: []string{"house"}}.start(t)
	require.NoError(t, e.Submit(poke("a")))
	assert.Equal(t, []string{"house roll"}, logTexts(e))
	h, ok := e.Bus.Lookup("combat.roll")
	require.True(t, ok)
	assert.Equal(t, "mods/house/rally.lua:2", h.Changed)
	assert.Equal(t, "rulesets/t/combat/fire.lua:2", h.Source)
}

func TestHandlerChangeErrors(t *testing.T) {
	base := `nw68.on("action_resolve", "poke", function(a) end, { id = "roll" })`
	tests := []struct {
		name  string
		files map[string]string
		mods  []string
		err   string
		play  string // the error of the first action, when loading succeeds
	}{
		{"unknown id", map[string]string{
			"rulesets/t/combat/fire.lua": base,
			"mods/m/mod.hcl":             modHeader("m"),
			"mods/m/a.lua":               `nw68.replace_handler("combat.rol", function() end)`,
		}, []string{"m"}, `mods/m/a.lua:1: bad argument #1 to replace_handler (no loaded layer has a handler "combat.rol" (nw68 doc lists every handler's id). Did you mean "combat.roll"?)`, ""},
		{"two mods change one handler", map[string]string{
			"rulesets/t/combat/fire.lua": base,
			"mods/m/mod.hcl":             modHeader("m"),
			"mods/m/a.lua":               `nw68.replace_handler("combat.roll", function() end)`,
			"mods/n/mod.hcl":             modHeader("n"),
			"mods/n/b.lua":               `nw68.remove_handler("combat.roll")`,
		}, []string{"m", "n"}, `handler "combat.roll" was already replaced at mods/m/a.lua:1: two layers changing one handler conflict`, ""},
		{"a layer's own handler", map[string]string{
			"rulesets/t/combat/fire.lua": base + "\nnw68.remove_handler(\"combat.roll\")",
		}, nil, `belongs to this layer`, ""},
		{"an id taken", map[string]string{
			"rulesets/t/combat/fire.lua": base + "\n" + base,
		}, nil, `rulesets/t/combat/fire.lua:2: handler id "combat.roll" is taken by the handler at rulesets/t/combat/fire.lua:1`, ""},
		{"a bad id", map[string]string{
			"rulesets/t/a.lua": `nw68.on("step", "x", function() end, { id = "Roll Dice" })`,
		}, nil, `id "Roll Dice" is a handler's name within its area`, ""},
		{"undeclared point", map[string]string{
			"rulesets/t/a.lua": `nw68.on("landd", "x", function() end)`,
			"rulesets/t/s.hcl": landed,
		}, nil, `unknown hook point "landd": neither the kernel's`, ""},
		{"firing an undeclared point", map[string]string{
			"rulesets/t/s.hcl": landed,
			"rulesets/t/a.lua": resolveWith(`nw68.fire("landd", "x", {})`),
		}, nil, ``, `no loaded layer declares a hook point "landd" (a hook block). Did you mean "landed"?`},
		{"computing an undeclared stage", map[string]string{
			"rulesets/t/a.lua": resolveWith(`nw68.compute{ stage = "avv", terms = {} }`),
		}, nil, ``, `no loaded layer declares a value "avv" (a value block). Did you mean "av"?`},
		{"late", map[string]string{
			"rulesets/t/a.lua": resolveWith(`nw68.remove_handler("t.x")`),
		}, nil, ``, `nw68.remove_handler may only be called while the scripts load`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := game{files: tt.files, mods: tt.mods}.attach(t)
			if tt.err == "" { // a failure while playing, not loading
				require.NoError(t, err)
				before := snap(t, e)
				err = e.Submit(poke("a"))
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.play)
				requireUnchanged(t, e, before)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.err)
		})
	}
}
