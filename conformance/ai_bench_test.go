package conformance

import (
	"os"
	"slices"
	"testing"
	"time"

	"github.com/nw68/nw68/core/ai"
	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/stretchr/testify/require"
)

// aiPositions plays castle-road with random bots and keeps a game at every
// tenth action: positions from the opening to the end, each its own engine
// (an AI decision leaves its game as it found it).
func aiPositions(b *testing.B) (*game.Rules, []*engine.Engine) {
	r, err := game.Load(ruleset.Options{FS: os.DirFS(".."), Ruleset: "base"})
	require.NoError(b, err)
	var out []*engine.Engine
	for at := 0; at <= 120; at += 10 {
		e, err := r.New(game.Config{Scenario: "castle-road", Dice: dice.NewSeeded(1), Begin: true})
		require.NoError(b, err)
		require.NoError(b, bot.NewRandom(1).Play(e, at, nil))
		if !e.Over() {
			out = append(out, e)
		}
	}
	return r, out
}

// BenchmarkAIDecision times the AI's decisions at its default effort over
// positions of a castle-road game: the median and 95th percentile of a
// decision (the targets: 0.5 s and 2 s on a 2-core machine) and the plays
// each took.
func BenchmarkAIDecision(b *testing.B) {
	r, positions := aiPositions(b)
	p := ai.NewAI(r.RS, 1, 0)
	var took []time.Duration
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		e := positions[i%len(positions)]
		start := time.Now()
		if _, err := p.Choose(e); err != nil {
			b.Fatal(err)
		}
		took = append(took, time.Since(start))
	}
	slices.Sort(took)
	b.ReportMetric(took[len(took)/2].Seconds(), "median-s")
	b.ReportMetric(took[len(took)*95/100].Seconds(), "p95-s")
	b.ReportMetric(float64(ai.DefaultPlays), "plays/decision")
}
