package script_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// filterRules adds to the test ruleset a phase with two steps, one hooked
// by another name, a side and a scenario playing another.
const filterRules = `
phase "play" {
  rule  = "x.y"
  order = 1
  step "tidy" { hook = "clean" }
  step "count" {}
}
side "blue" { rule = "x.y" }
scenario "duel" {
  title = "Duel"
  sides = ["blue", "green"]
  board {
    cols = 1
    rows = 1
    orientation = "flat"
    shifted = "odd"
    terrain = "clear"
  }
}
`

// TestHandlerFilters: a handler whose filter names what no loaded layer
// declares is refused at load, at its file:line, with the closest name
// declared; the filters of points that name what setups and scripts
// bring are free.
func TestHandlerFilters(t *testing.T) {
	tests := []struct {
		name string
		lua  string
		err  string // "" when it loads
	}{
		{"a value stage", `nw68.on("modify", "dvv", function() end)`,
			`rulesets/t/f.lua:1: nw68.on("modify", "dvv"): no loaded layer declares value stage "dvv" (with a value "dvv" { rule = ..., title = ... } block). Did you mean "dv"?`},
		{"an action kind to validate", `nw68.on("action_validate", "pkoe", function() end)`,
			`rulesets/t/f.lua:1: nw68.on("action_validate", "pkoe"): no loaded layer declares action kind "pkoe" (with an action "pkoe" { ... } block). Did you mean "poke"?`},
		{"an action kind available", `nw68.on("action_available", "rset", function() end)`,
			`rulesets/t/f.lua:1: nw68.on("action_available", "rset"): no loaded layer declares action kind "rset" (with an action "rset" { ... } block). Did you mean "rest"?`},
		{"an action kind to enumerate", `nw68.on("action_enumerate", "pokes", function() end)`,
			`rulesets/t/f.lua:1: nw68.on("action_enumerate", "pokes"): no loaded layer declares action kind "pokes" (with an action "pokes" { ... } block). Did you mean "poke"?`},
		{"an action kind to resolve", `nw68.on("action_resolve", "reacts", function() end)`,
			`rulesets/t/f.lua:1: nw68.on("action_resolve", "reacts"): no loaded layer declares action kind "reacts" (with an action "reacts" { ... } block). Did you mean "react"?`},
		{"an action kind resolved", `nw68.on("action_resolved", "shove", function() end)`,
			`rulesets/t/f.lua:1: nw68.on("action_resolved", "shove"): no loaded layer declares action kind "shove" (with an action "shove" { ... } block).`},
		{"the kernel's pass", `nw68.on("action_validate", "pass", function() end)`, ""},
		{"every action", `nw68.on("action_validate", "*", function() end)`, ""},
		{"a side", `nw68.on("automated_turn", "bleu", function() end)`,
			`rulesets/t/f.lua:1: nw68.on("automated_turn", "bleu"): no loaded layer declares side "bleu" (with a side "bleu" { ... } block, or a scenario playing it). Did you mean "blue"?`},
		{"a side a scenario plays", `nw68.on("automated_turn", "green", function() end)`, ""},
		{"a unit type", `nw68.on("unit_eliminated", "uu", function() end)`,
			`rulesets/t/f.lua:1: nw68.on("unit_eliminated", "uu"): no loaded layer declares unit type "uu" (with a unit_type "uu" { ... } block). Did you mean "u"?`},
		{"a status", `nw68.on("unit_status_changed", "ss", function() end)`,
			`rulesets/t/f.lua:1: nw68.on("unit_status_changed", "ss"): no loaded layer declares status "ss" (with a status "ss" { ... } block). Did you mean "s"?`},
		{"a phase", `nw68.on("phase_start", "paly", function() end)`,
			`rulesets/t/f.lua:1: nw68.on("phase_start", "paly"): no loaded layer declares phase "paly" (with a phase "paly" { ... } block). Did you mean "play"?`},
		{"a phase ending", `nw68.on("phase_end", "play", function() end)`, ""},
		{"a step by its name, not its hook", `nw68.on("step", "tidy", function() end)`,
			`rulesets/t/f.lua:1: nw68.on("step", "tidy"): no loaded layer declares step hook "tidy" (with a step "tidy" { ... } or a step's hook = "tidy", in a phase block).`},
		{"a step by its hook", `nw68.on("step", "clean", function() end)`, ""},
		{"a step hooked by its name", `nw68.on("step", "count", function() end)`, ""},
		{"free filters", `nw68.on("query", "anything", function() end)
nw68.on("interrupt_declined", "anything", function() end)
nw68.on("activation_start", "anything", function() end)
nw68.on("activation_end", "anything", function() end)`, ""},
		{"a filter of any length", `nw68.on("modify", string.rep("a", 100), function() end)`,
			`rulesets/t/f.lua:1: nw68.on("modify", "` + strings.Repeat("a", 64) + `"...): no loaded layer declares value stage "` + strings.Repeat("a", 64) + `"... (with a value "` + strings.Repeat("a", 64) + `"... { rule = ..., title = ... } block).`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := game{files: map[string]string{"rulesets/t/filters.hcl": filterRules, "rulesets/t/f.lua": tt.lua}}.attach(t)
			if tt.err == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Equal(t, "handlers of what no layer declares: "+tt.err, err.Error())
		})
	}
}

// TestHandlerFiltersAllAtOnce: one load reports every handler at fault, in
// file and line order, whatever their points.
func TestHandlerFiltersAllAtOnce(t *testing.T) {
	_, err := game{files: map[string]string{
		"rulesets/t/b.lua": "\n\n\n\n\n\n\n\n\n" + `nw68.on("modify", "x", function() end)`,
		"rulesets/t/a.lua": `nw68.on("step", "x", function() end)
nw68.on("modify", "x", function() end)`,
	}}.attach(t)
	require.Error(t, err)
	var at []string
	for _, line := range strings.Split(err.Error(), "\n") {
		at = append(at, strings.SplitN(strings.TrimPrefix(line, "handlers of what no layer declares: "), " ", 2)[0])
	}
	assert.Equal(t, []string{"rulesets/t/a.lua:1:", "rulesets/t/a.lua:2:", "rulesets/t/b.lua:10:"}, at)
}
