package conformance

import (
	"fmt"
	"os"
	"testing"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/require"
)

// crowd is n infantry units spread over columns D to DD of rangedAttack's
// 30 x 20 board, three to a hex, off the line of fire in column B: units a
// shot never looks at, so whatever they add to it is the kernel's own cost
// of a larger game.
func crowd(n int) []ruleset.UnitSpec {
	units := make([]ruleset.UnitSpec, n)
	for i := range units {
		cell := i / 3
		col, row := 3+cell/20, 1+cell%20
		units[i] = ruleset.UnitSpec{Handle: fmt.Sprintf("crowd-%d", i), Type: "ss-vt", Side: "reich", At: columnLabel(col) + fmt.Sprint(row)}
	}
	return units
}

// columnLabel is the map's letter for column c from 0: A..Z, then AA, BB...
func columnLabel(c int) string {
	letter := string(rune('A' + c%26))
	label := letter
	for range c / 26 {
		label += letter
	}
	return label
}

// BenchmarkRangedAttackCrowded is BenchmarkRangedAttackRuleset's shot with
// 1,600 more units on the map: a kernel whose costs grow with the game
// (a state copied whole for every checkpoint, a hex's units found by
// looking at every unit) shows here what the plain shot hides.
func BenchmarkRangedAttackCrowded(b *testing.B) {
	e, fire := rangedAttack(b, crowd(1600)...)
	shots(b, e, fire)
}

// shots submits the same shot again and again from the same position,
// which a mark of the state puts back after each (the shot leaves the
// tiger Finished) at the cost of what the shot changed, so the figure is
// the shot's own however many units the game holds. It reports the Lua
// instructions of a shot.
func shots(b *testing.B, e *engine.Engine, fire engine.Action) {
	host := e.Meter.(*script.Host)
	before := host.Spent().Steps
	b.ReportAllocs()
	for b.Loop() {
		start := e.State.Mark()
		if err := e.Submit(fire); err != nil {
			b.Fatal(err)
		}
		e.State.Rewind(start)
		e.Actions, e.Log = e.Actions[:0], e.Log[:0]
	}
	b.ReportMetric(float64(host.Spent().Steps-before)/float64(b.N), "lua-instr/op")
}

// BenchmarkOddsZentrumDraw takes the odds of the first draw of zentrum at
// the engine's defaults: one die picks the marker, and the event marker
// sets off rolls on rolls (who is affected, the events table, the attacks
// an event makes), a tree of rolls far too large to enumerate, whose
// other branches are all leaves.
func BenchmarkOddsZentrumDraw(b *testing.B) {
	r, err := game.Load(ruleset.Options{FS: os.DirFS(".."), Ruleset: "base"})
	require.NoError(b, err)
	e, err := r.New(game.Config{Scenario: "zentrum", Dice: dice.NewSeeded(1), Begin: true})
	require.NoError(b, err)
	draw := engine.Action{Kind: "draw"}
	b.ReportAllocs()
	for b.Loop() {
		o, err := e.Odds(draw)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(o.Runs), "runs/op")
	}
}
