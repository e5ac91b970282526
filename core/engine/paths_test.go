package engine_test

import (
	"os"
	"testing"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/explain"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func moves(t *testing.T) *engine.Engine {
	t.Helper()
	r, err := game.Load(ruleset.Options{FS: os.DirFS("testdata"), Ruleset: "moves"})
	require.NoError(t, err)
	e, err := r.New(game.Config{Scenario: "field", Dice: dice.NewSeeded(1)})
	require.NoError(t, err)
	return e
}

func mover(t *testing.T, e *engine.Engine, id string) *engine.Mover {
	t.Helper()
	m, err := e.NewMover(e.State.Units[id])
	require.NoError(t, err)
	m.Facts = map[string]any{"unit": map[string]any{"side": e.State.Units[id].Side}}
	return m
}

// Steps are priced by the mover's class from the ruleset's data.
func TestStepsArePricedByTheMoversClass(t *testing.T) {
	e := moves(t)
	term := func(label string, mp int, rule string) explain.Term {
		return explain.Term{Label: label, Value: mp, Rule: rule}
	}
	cases := []struct {
		name, unit, from, to string
		terms                []explain.Term
		refused              *engine.Refusal
	}{
		{"plain", "r1", "B2", "A2", []explain.Term{term("plain", 1, "m.chart")}, nil},
		{"a terrain's own cost", "r1", "B2", "B3", []explain.Term{term("Marsh", 3, "m.chart")}, nil},
		{"a feature adds to the terrain", "r1", "B2", "C2", []explain.Term{term("plain", 1, "m.chart"), term("Hill", 1, "m.chart")}, nil},
		{"a marker that bears adds, citing its own rule", "r1", "A2", "A3", []explain.Term{term("plain", 1, "m.chart"), term("Wreck", 1, "m.wreck")}, nil},
		{"a marker no class prices bears on nothing", "r1", "A3", "A4", []explain.Term{term("plain", 1, "m.chart")}, nil},
		{"water is closed by its rule", "r1", "C2", "D2", nil, &engine.Refusal{Code: engine.CodeImpassable, Rule: "m.water"}},
		{"off the road, a road over water is water", "r1", "C3", "D3", nil, &engine.Refusal{Code: engine.CodeImpassable, Rule: "m.water"}},
		{"along the road the road's rate", "r1", "D4", "D3", []explain.Term{term("Road", 1, "m.chart")}, nil},
		{"a road connects, and what lies over it adds", "r1", "E3", "E2", []explain.Term{term("Road", 1, "m.chart"), term("Hill", 1, "m.chart")}, nil},
		{"a gate open to red", "r1", "B3", "B4", []explain.Term{term("plain", 1, "m.chart"), term("Zone", 1, "m.zone")}, nil},
		{"a gate closed to blue, by the value's rule", "b1", "B3", "B4", nil, &engine.Refusal{Code: engine.CodeImpassable, Rule: "m.zone"}},
		{"a flier pays its own costs", "k1", "C2", "D2", []explain.Term{term("water", 1, "m.water")}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			from := mustHex(t, e, c.from)
			terms, refused, err := e.StepTerms(mover(t, e, c.unit), &from, mustHex(t, e, c.to))
			require.NoError(t, err)
			assert.Equal(t, c.terms, terms)
			assert.Equal(t, c.refused, refused)
			cost, _, err := e.StepCost(mover(t, e, c.unit), &from, mustHex(t, e, c.to))
			require.NoError(t, err)
			sum := 0
			for _, t := range c.terms {
				sum += t.Value
			}
			assert.Equal(t, sum, cost, "StepCost is StepTerms' total")
		})
	}
	// entering from off the map, a road hex is priced by its terrain
	terms, refused, err := e.StepTerms(mover(t, e, "r1"), nil, mustHex(t, e, "D3"))
	require.NoError(t, err)
	assert.Nil(t, terms)
	assert.Equal(t, &engine.Refusal{Code: engine.CodeImpassable, Rule: "m.water"}, refused)
}

// An enemy's hex is closed to a class that declares it, by its rule; a
// flier neither is barred nor bars.
func TestEnemyHexesAreClosedByTheClass(t *testing.T) {
	e := moves(t)
	f5, a5 := mustHex(t, e, "F5"), mustHex(t, e, "A5")
	holder, rule := e.Holder(mover(t, e, "r1"), f5)
	require.NotNil(t, holder)
	assert.Equal(t, []string{"b1", "m.enemy"}, []string{holder.ID, rule})
	holder, _ = e.Holder(mover(t, e, "r1"), a5)
	assert.Nil(t, holder, "a flier holds no hex")
	holder, _ = e.Holder(mover(t, e, "k1"), mustHex(t, e, "B2"))
	assert.Nil(t, holder, "a flier passes over enemies")
	holder, _ = e.Holder(mover(t, e, "b1"), f5)
	assert.Nil(t, holder, "a unit is no enemy of itself")
}

// A search prices every step as a step is priced, and never enters a hex an
// enemy holds, the class closes or the scripts close.
func TestReachPricesStepsByTheClass(t *testing.T) {
	e := moves(t)
	reach := func(unit string, budget int, closed ...string) func(string) any {
		m := mover(t, e, unit)
		m.Closed = map[hex.Hex]bool{}
		for _, label := range closed {
			m.Closed[mustHex(t, e, label)] = true
		}
		r, err := e.Reach(m, budget)
		require.NoError(t, err)
		return func(label string) any {
			if c, ok := r.Cost(mustHex(t, e, label)); ok {
				return c
			}
			return nil
		}
	}
	red := reach("r1", 20)
	assert.Equal(t, 3, red("B3"), "marsh")
	assert.Equal(t, 2, red("C2"), "hill over plain")
	assert.Nil(t, red("D2"), "water")
	assert.NotNil(t, red("D3"), "water along the road")
	assert.NotNil(t, red("B4"), "the zone is open to red")
	assert.Nil(t, red("F5"), "the enemy's hex")
	assert.NotNil(t, red("A5"), "a flier holds no hex")
	assert.Nil(t, reach("r1", 20, "A2")("A2"), "a hex the scripts close")
	assert.Nil(t, reach("b1", 20)("B4"), "the zone is closed to blue")
}
