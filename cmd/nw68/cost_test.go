//go:build !race

// These tests drive commands that run on one goroutine (loading, checking,
// odds, costs, references); they run in the README's plain pass, and the
// race pass keeps the commands that run games in parallel (sim, serve).

package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCostCommand(t *testing.T) {
	const (
		fixtures = "../../conformance/base/fixtures.hcl"
		ranged   = "../../conformance/base/ranged-combat.hcl"
	)
	tests := []struct {
		name string
		args []string
		code int
		want []string
	}{
		// a shot with its dice rolled from the seed: the validate and resolve
		// handlers of fire, and the modify handlers the resolve's values run
		{name: "a shot", args: []string{fixtures, "--fixture", "point-blank-shot"}, code: exitOK, want: []string{
			"fire (accepted): ", " Lua instructions in ", "combat.action_resolve.fire (rulesets/base/combat/fire.lua:",
			"combat.action_validate.fire (rulesets/base/combat/fire.lua:", "concealment.modify.dv (",
		}},
		// a refusal costs the judging of it, and names the rule
		{name: "a refused action", args: []string{ranged, "--case", "fire beyond double range is refused"}, code: exitOK, want: []string{
			"fire (refused: out_of_range [combat.long-range]): ", "combat.action_validate.fire (",
		}},
		{name: "a case with dice", args: []string{ranged, "--case", "long range fire costs 2 AV"}, code: exitOK, want: []string{"fire (accepted)"}},
		{name: "no such case", args: []string{ranged, "--case", "nope"}, code: exitBadInput, want: []string{`has no case "nope"`}},
		{name: "a fixture without actions", args: []string{fixtures, "--fixture", "tiger-and-t64"}, code: exitBadInput, want: []string{`"tiger-and-t64" has no action`}},
		{name: "a case and a fixture", args: []string{ranged, "--case", "x", "--fixture", "y"}, code: exitBadInput, want: []string{"[case fixture] were all set"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, code := run(t, append([]string{"cost"}, tt.args...)...)
			assert.Equal(t, tt.code, code, out)
			for _, w := range tt.want {
				assert.Contains(t, out, w)
			}
		})
	}
}

// The own instructions of the handlers add up to the action's total, and
// a handler's count with what fired inside it is never below its own.
func TestCostAddsUp(t *testing.T) {
	out, code := run(t, "cost", "../../conformance/base/fixtures.hcl", "--fixture", "point-blank-shot")
	require.Equal(t, exitOK, code, out)
	head := regexp.MustCompile(`: (\d+) Lua instructions in (\d+) handlers`).FindStringSubmatch(out)
	require.Len(t, head, 3, out)
	total, _ := strconv.Atoi(head[1])
	handlers, _ := strconv.Atoi(head[2])
	row := regexp.MustCompile(`(?m)^\s+(\d+)\s+(\d+)\s+[\d.]+%\s+(\d+)  \S+ \(`)
	sum, rows := 0, 0
	for _, m := range row.FindAllStringSubmatch(out, -1) {
		own, _ := strconv.Atoi(m[1])
		with, _ := strconv.Atoi(m[2])
		assert.GreaterOrEqual(t, with, own, m[0])
		sum += own
		rows++
	}
	assert.Equal(t, handlers, rows)
	assert.Equal(t, total, sum)
	assert.Greater(t, total, 100, "a shot runs Lua")
	assert.True(t, strings.Contains(out, "combat.action_resolve.fire"))
}
