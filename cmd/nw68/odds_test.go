//go:build !race

// These tests drive commands that run on one goroutine (loading, checking,
// odds, costs, references); they run in the README's plain pass, and the
// race pass keeps the commands that run games in parallel (sim, serve).

package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestOddsCommand(t *testing.T) {
	// the shots are fixtures of the base cases; a case of them without dice
	const (
		fixtures = "../../conformance/base/fixtures.hcl"
		ranged   = "../../conformance/base/ranged-combat.hcl"
	)
	tests := []struct {
		name string
		args []string
		code int
		// first is the output's first line, when a test states it
		first string
		want  []string
	}{
		{
			// AP 10 + 1 close range + 2D6 against armor 20: a hit on 10 or more
			name: "a fixture", args: []string{fixtures, "--fixture", "point-blank-shot"}, code: exitOK,
			first: "needs 10+ on 2d6: 16.7%\n",
			want: []string{
				"36 outcome(s) of the dice, exact\nrolls: attack (2d6)\n",
				"attack.av = 18", "16.7%\n",
				"attack.hits = 0                    83.3%\n", "attack.hits = 1                     8.3%\n", "attack.hits = 3                     2.8%\n",
				// each of a unit's lines one outcome: they add up to 100%
				"t64 no effect                      83.3%\n", "t64 gains shaken                    8.3%\n",
				"t64 face reduced + gains shaken     5.6%\n", "t64 eliminated                      2.8%\n",
				"tiger gains finished              100.0%\n",
			},
		},
		// no roll hits, so none is needed
		{name: "a fixture of another file of the folder", args: []string{ranged, "--fixture", "long-range-shot"}, code: exitOK, first: "36 outcome(s) of the dice, exact\n", want: []string{"attack.distance = 7       100.0%\n", "attack.hits = 0           100.0%\n"}},
		{name: "a refused action", args: []string{ranged, "--case", "fire beyond double range is refused"}, code: exitFailures, want: []string{"out_of_range", "13 hexes away"}},
		{name: "no such case", args: []string{ranged, "--case", "nope"}, code: exitBadInput, want: []string{`has no case "nope"`}},
		{name: "no such fixture", args: []string{ranged, "--fixture", "nope"}, code: exitBadInput, want: []string{`declares fixture "nope"`}},
		{name: "a fixture without actions", args: []string{fixtures, "--fixture", "tiger-and-t64"}, code: exitBadInput, want: []string{`"tiger-and-t64" has no action`}},
		{name: "a case and a fixture", args: []string{ranged, "--case", "x", "--fixture", "y"}, code: exitBadInput, want: []string{"[case fixture] were all set"}},
		{name: "a case with dice", args: []string{ranged, "--case", "long range fire costs 2 AV"}, code: exitBadInput, want: []string{"scripts its dice"}},
		{name: "no such file", args: []string{filepath.Join(t.TempDir(), "none.hcl")}, code: exitBadInput, want: []string{"the case file has errors"}},
		{name: "no file", args: nil, code: exitBadInput, want: []string{"accepts 1 arg"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, code := run(t, append([]string{"odds"}, tt.args...)...)
			assert.Equal(t, tt.code, code, out)
			if tt.first != "" {
				line, _, _ := strings.Cut(out, "\n")
				assert.Equal(t, tt.first, line+"\n")
			}
			for _, w := range tt.want {
				assert.Contains(t, out, w)
			}
		})
	}
}

// TestPlayOdds takes the odds of a shot in a game of the skirmish, then
// shoots: the odds leave the game as it was.
func TestPlayOdds(t *testing.T) {
	const root = "../../core/engine/testdata"
	approach := "move unit=a1 to=B2\nend_turn\nmove unit=b1 to=E5\nend_turn\nmove unit=a1 to=C2\nend_turn\nmove unit=b1 to=D5\nend_turn\n"
	tests := []struct {
		name, script string
		want         []string
	}{
		{"odds", "odds shoot unit=a1 target=b1\n", []string{
			// 1D6: a 6 eliminates, a 4 or 5 marks the target hit
			"needs 4+ on 1d6: 50.0%\n6 outcome(s) of the dice, exact\n", "b1 no effect     50.0%\n", "b1 gains hit     33.3%\n", "b1 eliminated    16.7%\n",
		}},
		{"refused", "odds shoot unit=a2 target=b2\n", []string{"refused (out_of_range): too far\n  rule s.shoot"}},
		{"bad input", "odds shoot unit\n", []string{`"unit": write parameters as key=value`}},
		{"no action", "odds\n", []string{"usage: odds KIND [KEY=VALUE]..."}},
	}
	// the same game without the odds, to compare with
	plain, code := runIn(t, root, approach+"shoot unit=a1 target=b1\nlog 3\n", "play", "--ruleset", "skirmish", "--seed", "5", "--save", "")
	assert.Equal(t, exitOK, code, plain)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, code := runIn(t, root, approach+tt.script+"shoot unit=a1 target=b1\nlog 3\n", "play", "--ruleset", "skirmish", "--seed", "5", "--save", "")
			assert.Equal(t, exitOK, code, out)
			for _, w := range tt.want {
				assert.Contains(t, out, w)
			}
			_, after, _ := strings.Cut(out, "> "+strings.TrimSuffix(tt.script, "\n")+"\n")
			_, after, _ = strings.Cut(after, "> shoot")
			_, wantAfter, _ := strings.Cut(plain, "> shoot")
			assert.Equal(t, wantAfter, after, "the game goes on as if no odds were taken")
		})
	}
}
