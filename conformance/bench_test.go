package conformance

import (
	"math/rand/v2"
	"os"
	"testing"

	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/require"
)

// rangedAttack sets up one King Tiger shot at a T-64 at long range through
// the base ruleset, seeded dice, with any extra units placed as well.
func rangedAttack(b testing.TB, extra ...ruleset.UnitSpec) (*engine.Engine, engine.Action) {
	rs, _, diags := ruleset.Load(ruleset.Options{FS: os.DirFS(".."), Ruleset: "base"})
	require.False(b, diags.HasErrors(), diags.Error())
	prog, err := script.Compile(rs)
	require.NoError(b, err)
	setup := &ruleset.Setup{
		Board: &ruleset.Map{Cols: 30, Rows: 20, Orientation: "flat", Shifted: "odd", Terrain: "clear"},
		Units: []ruleset.UnitSpec{
			{Handle: "tiger", Type: "king-tiger", Side: "reich", At: "B2"},
			{Handle: "t64", Type: "t-64", Side: "nato", At: "B9"},
		},
		Turn: 1,
	}
	setup.Units = append(setup.Units, extra...)
	e, err := engine.New(rs, setup, dice.NewSeeded(1))
	require.NoError(b, err)
	_, err = script.Attach(e, prog, script.Options{})
	require.NoError(b, err)
	return e, engine.Action{Kind: "fire", Params: map[string]any{"unit": "tiger", "target": "t64", "weapon": "ap"}}
}

// BenchmarkRangedAttackRuleset resolves the shot of rangedAttack:
// parameter checks, the Lua validate handler (range, weapon, line of
// sight), the Lua resolve handler, the declarative range modifiers, the AV
// and DV explanations and the log.
func BenchmarkRangedAttackRuleset(b *testing.B) {
	e, fire := rangedAttack(b)
	shots(b, e, fire)
}

// BenchmarkOddsAttack takes the exact odds of the shot of rangedAttack:
// all 36 outcomes of its 2D6, each resolved and undone.
func BenchmarkOddsAttack(b *testing.B) {
	e, fire := rangedAttack(b)
	b.ReportAllocs()
	for b.Loop() {
		o, err := e.Odds(fire)
		if err != nil {
			b.Fatal(err)
		}
		if !o.Exact || o.Runs != 36 {
			b.Fatalf("%d outcomes (exact %v), want all 36", o.Runs, o.Exact)
		}
	}
}

// BenchmarkRangedAttackGo is the same arithmetic written directly in Go:
// the floor the data-driven design is measured against.
func BenchmarkRangedAttackGo(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	type weapon struct{ firepower, rng int }
	ap := weapon{10, 6}
	armor, terrain, distance := 20, 0, 7
	total := 0
	b.ReportAllocs()
	for b.Loop() {
		av := ap.firepower + rng.IntN(6) + 1 + rng.IntN(6) + 1
		if distance > ap.rng && distance <= 2*ap.rng {
			av -= 2
		} else if distance*2 <= ap.rng {
			av++
		}
		hits := av - (armor + terrain)
		if hits > 0 {
			total += hits
		}
	}
	_ = total
}

// BenchmarkBotGame plays one complete game of each base scenario with
// random bots on both sides: games per second per core is 1/(s/op).
func BenchmarkBotGame(b *testing.B) { benchBotGames(b, "base") }

// BenchmarkBotGameExpansion plays whole games of the expansion's own
// scenarios, random bots on every side.
func BenchmarkBotGameExpansion(b *testing.B) { benchBotGames(b, "heart-of-darkness") }

// benchBotGames plays whole games of each scenario a ruleset declares
// itself (not those it inherits), a sub-benchmark per scenario.
func benchBotGames(b *testing.B, id string) {
	r, err := game.Load(ruleset.Options{FS: os.DirFS(".."), Ruleset: id})
	require.NoError(b, err)
	for _, sc := range r.RS.ScenarioList() {
		if sc.Layer != id {
			continue
		}
		b.Run(sc.ID, func(b *testing.B) {
			seed := uint64(0)
			for b.Loop() {
				seed++
				e, err := r.New(game.Config{Scenario: sc.ID, Dice: dice.NewSeeded(seed), Begin: true})
				require.NoError(b, err)
				require.NoError(b, bot.NewRandom(seed).Play(e, 20000, nil))
				require.True(b, e.Over())
			}
		})
	}
}
