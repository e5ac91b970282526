//go:build !race

// These tests drive commands that run on one goroutine (loading, checking,
// odds, costs, references); they run in the README's plain pass, and the
// race pass keeps the commands that run games in parallel (sim, serve).

package main

import (
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tinyRoot holds a ruleset whose refusal codes are counted by hand (see
// its game.lua and conformance/tiny/cases.hcl).
const tinyRoot = "testdata/codes"

// TestActionCodes reads the codes of the tiny ruleset's validate handlers:
// through a lib module (move), a local alias of a local function and a
// handler subscribed in a loop over a literal list (shoot), a handler on
// every action (*), an action_available handler (end_turn), the kernel's not_yours for a parameter of = "own"
// (move); a lib function no handler calls counts nowhere.
func TestActionCodes(t *testing.T) {
	g := &globals{root: tinyRoot, errOut: io.Discard}
	s, err := g.loadSources(rulesFlags{ruleset: "tiny"})
	require.NoError(t, err)
	assert.Equal(t, map[string][]string{
		"move":     {"not_yours", "occupied", "too_far"},
		"shoot":    {"friendly_target", "out_of_range"},
		anyAction:  {"frozen"},
		"end_turn": {"locked"},
	}, s.actionCodes("tiny"))
	assert.Empty(t, s.actionCodes("another-layer"))

	base := baseSources(t)
	codes := base.actionCodes("base")
	// move's codes come from move.lua and movement.check in movement/lib
	for _, c := range []string{"too_far", "not_adjacent", "off_map", "finished"} {
		assert.Contains(t, codes["move"], c)
	}
	// fire's come from combat/lib/attack.lua, through local aliases
	for _, c := range []string{"out_of_range", "no_los", "finished"} {
		assert.Contains(t, codes["fire"], c)
	}
	// the kernel's not_yours: refit's unit is of = "own"
	assert.Contains(t, codes["refit"], "not_yours")
}

func TestConformCoverageCodes(t *testing.T) {
	tests := []struct {
		name string
		root string
		args []string
		want []string
		// line is the start of a line of the output, and not what that
		// line must not hold
		line string
		not  []string
	}{
		{"tiny, counted by hand", tinyRoot, []string{"conform", "--coverage", tinyRoot + "/conformance"}, []string{
			"   3  t.move                                   tiny\n", // the rule coverage stays
			"tiny: 3 of 3 rules cited\n",
			"\nrejection codes with a case, per action kind",
			"tiny:\n  any action (*): 0 of 1 rejection codes have a case (missing: frozen)\n" +
				"  end_turn: 0 of 1 rejection codes have a case (missing: locked)\n" +
				"  move: 3 of 3 rejection codes have a case\n" +
				"  shoot: 1 of 2 rejection codes have a case (missing: friendly_target)\n" +
				"tiny: 4 of 7 rejection codes of 4 action kinds have a case\n" +
				"4 of 7 rejection codes have a case\n",
			"5 passed, 0 failed\n"}, "  move: ", []string{"unused_code"}},
		// movement.hcl refuses moves too far and off the path's next hex
		{"base movement cases", "../..", []string{"conform", "--coverage", "../../conformance/base/movement.hcl"}, []string{
			"base: ", " rules cited\n", "\nbase:\n", "  move: ", "  fire: 0 of ", "rejection codes of ", " rejection codes have a case\n"}, "  move: ", []string{
			"too_far", "not_adjacent", "tiny"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, code := runIn(t, tt.root, "", tt.args...)
			assert.Equal(t, exitOK, code, out)
			for _, w := range tt.want {
				assert.Contains(t, out, w)
			}
			var line string
			for _, l := range strings.Split(out, "\n") {
				if strings.HasPrefix(l, tt.line) {
					line = l
					break
				}
			}
			require.NotEmpty(t, line, "no line starts with %q", tt.line)
			for _, n := range tt.not {
				assert.NotContains(t, line, n)
			}
		})
	}
}

func TestRuleRefusals(t *testing.T) {
	tests := []struct {
		name string
		root string
		args []string
		want []string
	}{
		{"tiny: a refusal cited by its rejected rule only", tinyRoot, []string{"rule", "t.move", "--ruleset", "tiny"}, []string{
			"cases proving it (4):\n" +
				"  refused (what the rule forbids): 3 cases\n" +
				"    too_far    a unit may not step two hexes  conformance/tiny/cases.hcl:17\n" +
				"    occupied   a unit may not step into a taken hex  conformance/tiny/cases.hcl:30\n" +
				"    not_yours  on red's turn a blue unit does not move  conformance/tiny/cases.hcl:63\n" +
				"  allowed (what it does): 1 case\n" +
				"    conformance/tiny/cases.hcl:4  a unit steps one hex\n"}},
		{"tiny: a refusal of the last of two actions", tinyRoot, []string{"rule", "t.shoot", "--ruleset", "tiny"}, []string{
			"  refused (what the rule forbids): 1 case\n    out_of_range  a unit moves then shoots too far  conformance/tiny/cases.hcl:",
			"  allowed (what it does): 0 cases\n"}},
		{"base movement.speed", "../..", []string{"rule", "movement.speed"}, []string{
			"\ncases proving it (", "\n  refused (what the rule forbids): ", "\n    too_far  ", "  one MP over speed is too far  conformance/base/movement.hcl:",
			"\n  allowed (what it does): ", "  a unit moves exactly its speed and is Finished\n"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, code := runIn(t, tt.root, "", tt.args...)
			assert.Equal(t, exitOK, code, out)
			for _, w := range tt.want {
				assert.Contains(t, out, w)
			}
		})
	}
}
