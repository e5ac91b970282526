package ai

import (
	"cmp"
	"maps"
	"slices"
	"strings"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
)

// An Evaluator judges positions by the ruleset's evaluation blocks.
type Evaluator struct {
	evals  []*ruleset.Evaluation
	report string
	// values caches each unit type and face's worth: the lookup by tags
	// is the same all game.
	values map[unitKey]float64
}

type unitKey struct{ typ, face string }

// NewEvaluator reads the evaluation blocks of a ruleset, in id order so
// that sums come out the same bit for bit. A ruleset without one gives
// every position the same worth but for the end of the game: the player
// still takes a win it sees, and otherwise plays like a random one.
func NewEvaluator(rs *ruleset.Ruleset) *Evaluator {
	v := &Evaluator{report: rs.ResultReport, values: map[unitKey]float64{}}
	for _, id := range slices.Sorted(maps.Keys(rs.Evaluations)) {
		v.evals = append(v.evals, rs.Evaluations[id])
	}
	return v
}

// winBonus is what a game won is worth when no evaluation block weighs the
// result: more than any position short of it.
const winBonus = 1000

// Score is a position's worth to a side: its terms less its enemies'.
func (v *Evaluator) Score(e *engine.Engine, side string) float64 {
	total := v.sideScore(e, side)
	for _, other := range e.State.Sides {
		if other != side && e.Enemies(side, other) {
			total -= v.sideScore(e, other)
		}
	}
	return total
}

// sideScore adds up one side's terms.
func (v *Evaluator) sideScore(e *engine.Engine, side string) float64 {
	var total float64
	st := e.State
	if len(v.evals) == 0 {
		if won(e, v.report, side) {
			total += winBonus
		}
		return total
	}
	var mine []*state.Unit
	for _, id := range st.UnitIDs() {
		u := st.Units[id]
		if !u.Alive || u.Side != side {
			continue
		}
		total += v.unitValue(e, u)
		if u.OnMap {
			mine = append(mine, u)
		}
	}
	report := e.Reports[v.report]
	for _, ev := range v.evals {
		for _, item := range names(ev.Attached) {
			for _, u := range mine {
				if slices.Contains(u.Attached, item) {
					total += ev.Attached[item]
				}
			}
		}
		if o := ev.Objectives; o != nil {
			total += objectives(e, o, side, mine)
		}
		if r := ev.Report; r != nil && report != nil {
			if n, ok := report[side].(int); ok {
				total += r.Own * float64(n)
			}
			for _, f := range names(r.Fields) {
				if n, ok := report[f].(int); ok {
					total += r.Fields[f] * float64(n)
				}
			}
			if won(e, v.report, side) {
				total += r.Winner
			}
		}
	}
	return total
}

// names lists a weight map's names sorted, so sums never follow map order.
func names(m map[string]float64) []string { return slices.Sorted(maps.Keys(m)) }

// won reports whether the result report names the side as the winner,
// alone or with allies ("a+b").
func won(e *engine.Engine, report, side string) bool {
	w, _ := e.Reports[report]["winner"].(string)
	return w != "" && slices.Contains(strings.Split(w, "+"), side)
}

// unitValue is a living unit's worth: the block of its type, else the
// first block of one of its tags, on the face it shows.
func (v *Evaluator) unitValue(e *engine.Engine, u *state.Unit) float64 {
	key := unitKey{u.Type, u.Face}
	if x, ok := v.values[key]; ok {
		return x
	}
	var x float64
	t := e.UnitType(u)
	for _, ev := range v.evals {
		x += worth(e.Rules, ev, u, t)
	}
	v.values[key] = x
	return x
}

// worth is what one evaluation block gives a unit on the face it shows:
// the unit block of its type, else its row of the units_from table, else
// the first unit block of one of its tags.
func worth(rs *ruleset.Ruleset, ev *ruleset.Evaluation, u *state.Unit, t *ruleset.Entity) float64 {
	face := func(b *ruleset.EvalUnit) float64 {
		if f, ok := b.Faces[u.Face]; ok && u.Face != "" {
			return f
		}
		return b.Value
	}
	for _, b := range ev.Units {
		if b.Match == u.Type {
			return face(b)
		}
	}
	if ev.UnitsFrom != nil {
		if x, ok := ev.UnitsFrom.Worth(rs, u.Type, u.Face); ok {
			return x
		}
	}
	if t == nil {
		return 0
	}
	for _, b := range ev.Units {
		if t.HasTag(b.Match) {
			return face(b)
		}
	}
	return 0
}

// objectives weighs the objective hexes for a side: each it holds, and
// the way its nearest unit on the same map has to each it does not.
func objectives(e *engine.Engine, o *ruleset.EvalObjectives, side string, mine []*state.Unit) float64 {
	var total float64
	for _, h := range marked(e.State, o.Marker) {
		if e.State.Control[h] == side {
			total += o.Held
			continue
		}
		if o.Distance == 0 {
			continue
		}
		nearest := -1
		for _, u := range mine {
			if e.SameMap(u.Hex, h) != nil {
				continue
			}
			if d := u.Hex.Distance(h); nearest < 0 || d < nearest {
				nearest = d
			}
		}
		if nearest > 0 {
			total -= o.Distance * float64(nearest)
		}
	}
	return total
}

// marked lists the hexes carrying a marker kind, in a fixed order.
func marked(st *state.State, kind string) []hex.Hex {
	var out []hex.Hex
	for h, ms := range st.Markers {
		for _, m := range ms {
			if m.Kind == kind {
				out = append(out, h)
				break
			}
		}
	}
	slices.SortFunc(out, func(a, b hex.Hex) int { return cmp.Or(cmp.Compare(a.Q, b.Q), cmp.Compare(a.R, b.R)) })
	return out
}
