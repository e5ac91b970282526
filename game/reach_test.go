package game_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// slowVehicles is a house rule as a mod writer writes it: three lines of
// HCL that make every vehicle pay 10 MP more for every hex.
const slowVehicles = `
modifier "slow-vehicles" {
  rule  = "movement.speed"
  stage = "mp"
  label = "slow vehicles"
  value = 10
  when  = unit.class != "foot" && unit.class != "wasteland" && move.from != move.to
}
`

// TestReachAgreesWithValidation: where a unit can go (the ruleset's reach
// question, which the legal list, the bots and the automated sides search
// the same way) is where a move is legal, at the cost its validation
// computes, with and without a mod's "mp" modifiers. Bot games bring the
// units to many positions; at each, every hex reach offers to every unit
// of the side to act is validated as the move reach names.
func TestReachAgreesWithValidation(t *testing.T) {
	if testing.Short() {
		t.Skip("plays bot games")
	}
	fsys := projectWith(t, map[string]string{
		"mods/slow-vehicles/mod.hcl":   "id = \"slow-vehicles\"\nversion = \"1\"\nrequires = [\"base\"]\n",
		"mods/slow-vehicles/rules.hcl": slowVehicles,
	})
	for _, tt := range []struct {
		name, ruleset, scenario string
		mods                    []string
	}{
		{"base", "base", "castle-road", nil},
		{"base with slow vehicles", "base", "castle-road", []string{"slow-vehicles"}},
		{"heart of darkness", "heart-of-darkness", "graveyard", nil},
		{"heart of darkness with slow vehicles", "heart-of-darkness", "graveyard", []string{"slow-vehicles"}},
	} {
		r, err := game.Load(ruleset.Options{FS: fsys, Ruleset: tt.ruleset, Mods: tt.mods})
		require.NoError(t, err)
		for seed := uint64(1); seed <= 2; seed++ {
			t.Run(fmt.Sprintf("%s/seed %d", tt.name, seed), func(t *testing.T) {
				e, err := r.New(game.Config{Scenario: tt.scenario, Dice: dice.NewSeeded(seed), Begin: true})
				require.NoError(t, err)
				b := bot.NewRandom(seed)
				rng := rand.New(rand.NewPCG(seed, 17))
				checked := 0
				for i := 0; i < 120 && !e.Over(); i++ {
					// a question answers the position as it stands; a move
					// taken now would first pass up an open window, and be
					// judged where the paused mover has finished its walk
					if i%4 == 0 && len(e.State.Interrupts) == 0 {
						checked += reachIsLegal(t, e, rng)
					}
					a, err := b.Choose(e)
					require.NoError(t, err)
					require.NoError(t, e.Submit(a))
				}
				assert.Positive(t, checked, "some unit could move somewhere")
			})
		}
	}
}

// reachIsLegal validates, for a few units of the side to act, every move
// reach offers; it returns how many it checked.
func reachIsLegal(t *testing.T, e *engine.Engine, rng *rand.Rand) int {
	t.Helper()
	checked := 0
	ids := e.State.UnitIDs()
	rng.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	for _, id := range ids[:min(len(ids), 6)] {
		reach, err := e.Query("reach", map[string]any{"unit": id})
		require.NoError(t, err)
		for label, v := range reach {
			action := v.(map[string]any)["action"].(map[string]any)
			move := engine.Action{Kind: action["kind"].(string), Params: action["params"].(map[string]any)}
			assert.NoError(t, e.Validate(move), "reach offers %s to %s at %v MP", label, id, v.(map[string]any)["cost"])
			checked++
		}
	}
	return checked
}
