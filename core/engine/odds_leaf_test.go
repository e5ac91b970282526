package engine_test

import (
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOddsLeafSeesEachOutcome: Leaf is called at every outcome with its
// chance and the game in the position it left, may ask the odds of a next
// action there (a player looking two actions ahead), and the game is left
// as it was.
func TestOddsLeafSeesEachOutcome(t *testing.T) {
	e := closeGame(t)
	before := snap(t, e)
	shoot := engine.Action{Kind: "shoot", Params: map[string]any{"unit": "a1", "target": "b1"}}
	var total, eliminated, hit float64
	nested := 0
	o, err := e.OddsWith(shoot, engine.OddsOptions{Leaf: func(e *engine.Engine, p float64) error {
		total += p
		b1 := e.State.Units["b1"]
		switch {
		case !b1.Alive:
			eliminated += p
		case b1.Has("hit"):
			hit += p
		}
		next, err := e.Odds(engine.Action{Kind: "burst"})
		if err != nil {
			return err
		}
		nested += next.Runs
		return nil
	}})
	require.NoError(t, err)
	assert.True(t, o.Exact)
	assert.Equal(t, 6, o.Runs)
	assert.InDelta(t, 1, total, 1e-12)
	assert.InDelta(t, 1.0/6, eliminated, 1e-12, "a 6 eliminates")
	assert.InDelta(t, 2.0/6, hit, 1e-12, "a 4 or 5 hits")
	assert.Equal(t, 6*11, nested, "each outcome then the burst's 11 outcomes")
	assert.Equal(t, before, snap(t, e))
}
