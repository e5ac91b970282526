package engine

import (
	"fmt"
	"maps"
	"slices"

	"github.com/nw68/nw68/core/explain"
	"github.com/nw68/nw68/core/expr"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/zclconf/go-cty/cty"
)

// A CostModel says how a ruleset's data prices a step into a hex, so the
// kernel can search paths without calling a script for every step. The
// names are the ruleset's own stats and features; the kernel knows none.
type CostModel struct {
	// Cost is the stat of the entered hex's terrain that prices the step
	// (1 when absent); below 0 the hex is closed.
	Cost string
	// Flat, when above 0, prices every hex alike (a flier), with no extras.
	Flat int
	// Extra is the stat of the entered hex's features and markers added on
	// top (a marker named as a feature of the hex counts once).
	Extra string
	// Connect is a feature that, in both the hex left and the hex entered,
	// prices the step by its own Cost stat instead (a road).
	Connect string
	// Exceptions are terrain, features or markers whose hexes the ruleset
	// prices itself (StepCost reports them, and the caller asks the script).
	Exceptions []string
	// Closed are hexes that may not be entered at all, whatever they cost
	// (hexes held by the mover's enemies, say: the ruleset names them).
	Closed map[hex.Hex]bool
	// Stage, when set, is the value stage a step's cost is validated at:
	// its declarative modifiers change every step of the search as they
	// change the move's, so a path search and a validation price a step
	// alike. Facts are what they test of the mover; each step adds, under
	// StepFacts, {from, to} (the labels) and, with a Connect feature,
	// whether both hexes have it (move.road, say).
	Stage     string
	Facts     expr.Facts
	StepFacts string
}

// Staged returns a step's cost after the declarative modifiers of the
// model's stage (see CostModel.Stage): the cost a move's validation
// computes for the step, but for the stage's modify handlers, which are
// procedure, not data, and run only where a move is validated. A step
// costs at least 0.
func (e *Engine) Staged(m CostModel, from, to hex.Hex, cost int) (int, error) {
	if m.Stage == "" || !e.HasModifiers(m.Stage) {
		return cost, nil
	}
	facts := make(expr.Facts, len(m.Facts)+1)
	maps.Copy(facts, m.Facts)
	if m.StepFacts != "" {
		step := map[string]any{"from": e.Label(from), "to": e.Label(to)}
		if m.Connect != "" {
			step[m.Connect] = slices.Contains(e.Hex(from).Features, m.Connect) && slices.Contains(e.Hex(to).Features, m.Connect)
		}
		facts[m.StepFacts] = step
	}
	v := explain.Value{Terms: []explain.Term{{Label: "step", Value: cost}}}
	if err := e.modify(m.Stage, facts, &v); err != nil {
		return 0, fmt.Errorf("the cost of a step into %s: %w", e.Label(to), err)
	}
	return max(v.Total(), 0), nil
}

// StepCost prices a step into `to` from `from` under a cost model: the
// cost, whether the hex may be entered, and whether it is one of the
// model's exceptions, which the ruleset prices itself.
func (e *Engine) StepCost(m CostModel, from, to hex.Hex) (cost int, ok, exception bool) {
	if m.Closed[to] {
		return 0, false, false
	}
	info := e.Hex(to)
	markers := e.State.MarkersAt(to)
	if len(m.Exceptions) > 0 {
		if slices.Contains(m.Exceptions, info.Terrain) || slices.ContainsFunc(info.Features, func(f string) bool { return slices.Contains(m.Exceptions, f) }) {
			return 0, false, true
		}
		for _, mk := range markers {
			if slices.Contains(m.Exceptions, mk.Kind) {
				return 0, false, true
			}
		}
	}
	if m.Flat > 0 {
		return m.Flat, true, false
	}
	base := e.terrainStat(info.Terrain, m.Cost, 1)
	if m.Connect != "" && slices.Contains(info.Features, m.Connect) && slices.Contains(e.Hex(from).Features, m.Connect) {
		base = e.terrainStat(m.Connect, m.Cost, 1)
	}
	if base < 0 {
		return 0, false, false
	}
	cost = base
	for _, f := range info.Features {
		cost += e.terrainStat(f, m.Extra, 0)
	}
	for _, mk := range markers {
		if slices.Contains(info.Features, mk.Kind) {
			continue
		}
		if n, ok := e.entityStat(ruleset.KindMarkerKind, mk.Kind, m.Extra); ok {
			cost += n
		}
	}
	return cost, true, false
}

func (e *Engine) terrainStat(id, stat string, def int) int {
	if n, ok := e.entityStat(ruleset.KindTerrain, id, stat); ok {
		return n
	}
	return def
}

type statKey struct{ kind, id, stat string }

type statValue struct {
	n  int
	ok bool
}

// entityStat reads a whole-number stat of a ruleset entity; ok is false
// when the entity or the stat is absent. Answers are kept: the ruleset does
// not change in play, and a path search asks for the same few stats of the
// same few terrains at every step.
func (e *Engine) entityStat(kind, id, stat string) (int, bool) {
	if stat == "" {
		return 0, false
	}
	key := statKey{kind, id, stat}
	if v, ok := e.stats[key]; ok {
		return v.n, v.ok
	}
	var v statValue
	if ent, found := e.Rules.Entity(kind, id); found {
		if s, has := ent.Stats[stat]; has && !s.IsNull() && s.Type() == cty.Number {
			n, _ := s.AsBigFloat().Int64()
			v = statValue{int(n), true}
		}
	}
	if e.stats == nil {
		e.stats = map[statKey]statValue{}
	}
	e.stats[key] = v
	return v.n, v.ok
}
