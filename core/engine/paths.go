package engine

import (
	"fmt"
	"maps"
	"slices"

	"github.com/nw68/nw68/core/explain"
	"github.com/nw68/nw68/core/expr"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	"github.com/zclconf/go-cty/cty"
)

// CodeImpassable is the code a step into a hex the mover's class closes is
// refused with.
const CodeImpassable = "impassable"

// A Mover is a unit as the one cost model of the kernel sees it: its
// movement class (ruleset.MovementClass), which prices every step from the
// ruleset's data, for a move's validation, a path search, a bot and an
// automated side alike.
type Mover struct {
	Unit  *state.Unit
	Class *ruleset.MovementClass
	// Facts are what the modifiers and handlers of the class's gates and of
	// Stage know of the mover.
	Facts expr.Facts
	// Closed are hexes a path search never enters besides those the class
	// closes (a helicopter at Cruise and a plane's hex: the ruleset's
	// scripts name them).
	Closed map[hex.Hex]bool
	// Stage, when set, is the value stage a step's cost is validated at:
	// its declarative modifiers change every step of a search as they
	// change the move's, so a search and a validation price a step alike.
	// Each step adds to Facts, under StepFacts, {from, to} (the labels)
	// and, with a Connect feature, whether both hexes have it.
	Stage     string
	StepFacts string

	// bears are the marker kinds some class names: the only ones that bear
	// on movement.
	bears map[string]bool
	open  map[string]bool // gate stage -> above 0 for the mover
}

// A Refusal says why a step may not be taken: the code a move is refused
// with and the rule that bars it.
type Refusal struct {
	Code, Rule string
}

// NewMover returns the mover a unit is: its type's movement class. The
// unit may be one not yet in play (where could a newcomer enter?): its
// type and side are what a step's price reads.
func (e *Engine) NewMover(u *state.Unit) (*Mover, error) {
	c := e.classOf(u)
	if c == nil {
		return nil, fmt.Errorf("mover %s: unit type %q names no movement class of the ruleset", u.ID, u.Type)
	}
	m := &Mover{Unit: u, Class: c, bears: map[string]bool{}, open: map[string]bool{}}
	for _, other := range e.Rules.MovementClasses {
		for _, named := range other.At {
			for id := range named {
				if _, isMarker := e.Rules.Entity(ruleset.KindMarkerKind, id); isMarker {
					m.bears[id] = true
				}
			}
		}
	}
	return m, nil
}

func (e *Engine) classOf(u *state.Unit) *ruleset.MovementClass {
	t, ok := e.Rules.Entity(ruleset.KindUnitType, u.Type)
	if !ok {
		return nil
	}
	return e.Rules.MovementClasses[t.Movement]
}

// Holder returns the unit that bars a mover from entering a hex on a move,
// and the rule that bars it: an enemy, not carried, whose class holds its
// hex. It is nil when none is there or when the mover's class passes over
// enemies (EnemyHex unset).
func (e *Engine) Holder(m *Mover, at hex.Hex) (*state.Unit, string) {
	if m.Class.EnemyHex == "" {
		return nil, ""
	}
	for _, o := range e.State.UnitsAt(at) {
		if o.Aboard != "" || !e.UnitsEnemies(m.Unit, o) {
			continue
		}
		if c := e.classOf(o); c == nil || c.HoldsHex {
			return o, m.Class.EnemyHex
		}
	}
	return nil, ""
}

// StepTerms prices a step into `to` from `from` (nil: the mover enters
// from off the map) by the mover's class: the entered terrain's cost, or
// the connect feature's where both hexes have it, then what the hex's
// features and the marker kinds that bear on movement add, each term
// citing its rule. A refusal names what closes the hex: an entry the class
// closes or leaves out, or a gate whose value is not above 0 for the
// mover. Whose units stand there is Holder's.
func (e *Engine) StepTerms(m *Mover, from *hex.Hex, to hex.Hex) ([]explain.Term, *Refusal, error) {
	var terms []explain.Term
	_, refusal, err := e.step(m, from, to, &terms)
	return terms, refusal, err
}

// StepCost is StepTerms' total.
func (e *Engine) StepCost(m *Mover, from *hex.Hex, to hex.Hex) (int, *Refusal, error) {
	return e.step(m, from, to, nil)
}

func (e *Engine) step(m *Mover, from *hex.Hex, to hex.Hex, terms *[]explain.Term) (int, *Refusal, error) {
	c := m.Class
	info := e.Hex(to)
	var kinds []string
	for _, mk := range e.State.MarkersAt(to) {
		// a marker counts once even where the map prints the same feature
		if m.bears[mk.Kind] && !slices.Contains(info.Features, mk.Kind) && !slices.Contains(kinds, mk.Kind) {
			kinds = append(kinds, mk.Kind)
		}
	}
	slices.Sort(kinds)
	entries := append([]string{info.Terrain}, info.Features...)
	entries = append(entries, kinds...)
	for _, id := range entries {
		stage, gated := c.Gates[id]
		if !gated {
			continue
		}
		open, err := e.gateOpen(m, stage)
		if err != nil {
			return 0, nil, err
		}
		if !open {
			return 0, &Refusal{CodeImpassable, e.Rules.Values[stage].Rule}, nil
		}
	}
	base := info.Terrain
	if c.Connect != "" && from != nil && slices.Contains(info.Features, c.Connect) && slices.Contains(e.Hex(*from).Features, c.Connect) {
		base = c.Connect
	}
	total := 0
	add := func(id, kind string, always bool) *Refusal {
		if rule, closed := c.Closed[id]; closed {
			return &Refusal{CodeImpassable, rule}
		}
		cost, ok := c.Costs[id]
		if !ok {
			return &Refusal{CodeImpassable, c.Rule}
		}
		total += cost.MP
		if terms != nil && (always || cost.MP != 0) {
			label, rule := id, cost.Rule
			if ent, ok := e.Rules.Entity(kind, id); ok {
				label = ent.Name
				if rule == "" {
					rule = ent.Rule
				}
			}
			*terms = append(*terms, explain.Term{Label: label, Value: cost.MP, Rule: rule})
		}
		return nil
	}
	if r := add(base, ruleset.KindTerrain, true); r != nil {
		return 0, r, nil
	}
	for _, f := range info.Features {
		if f == c.Connect {
			continue // a rate where it connects, nothing elsewhere
		}
		if r := add(f, ruleset.KindTerrain, false); r != nil {
			return 0, r, nil
		}
	}
	for _, k := range kinds {
		if r := add(k, ruleset.KindMarkerKind, false); r != nil {
			return 0, r, nil
		}
	}
	return total, nil, nil
}

// gateOpen computes, once for the mover, whether a gate's value is above
// 0: read-only, as validation computes, so asking never writes the record.
func (e *Engine) gateOpen(m *Mover, stage string) (bool, error) {
	if open, ok := m.open[stage]; ok {
		return open, nil
	}
	var v explain.Value
	err := e.ReadOnly(func() error {
		var err error
		v, err = e.Compute(Computation{Stage: stage, Name: fmt.Sprintf("%s of %s", stage, m.Unit.ID), Facts: m.Facts, Args: m.Facts})
		return err
	})
	if err != nil {
		return false, fmt.Errorf("gate %q of %s: %w", stage, m.Unit.ID, err)
	}
	m.open[stage] = v.Total() > 0
	return m.open[stage], nil
}

// Reach searches where a mover can go from its hex on a budget: never into
// a hex Closed names, an enemy holds (Holder) or the class closes, every
// step priced as StepCost and then Staged.
func (e *Engine) Reach(m *Mover, budget int) (*hex.Reach, error) {
	var failed error
	held := map[hex.Hex]bool{}
	r := hex.Reachable(m.Unit.Hex, budget, e.Layout.Contains, func(from, to hex.Hex) (int, bool) {
		if failed != nil || m.Closed[to] {
			return 0, false
		}
		h, seen := held[to]
		if !seen {
			o, _ := e.Holder(m, to)
			h = o != nil
			held[to] = h
		}
		if h {
			return 0, false
		}
		cost, refusal, err := e.StepCost(m, &from, to)
		if err == nil && refusal == nil {
			cost, err = e.Staged(m, from, to, cost)
		}
		if err != nil {
			failed = err
		}
		return cost, err == nil && refusal == nil
	})
	return r, failed
}

// Staged returns a step's cost after the declarative modifiers of the
// mover's stage (see Mover.Stage): the cost a move's validation computes
// for the step, but for the stage's modify handlers, which are procedure,
// not data, and run only where a move is validated. A step costs at
// least 0.
func (e *Engine) Staged(m *Mover, from, to hex.Hex, cost int) (int, error) {
	if m.Stage == "" || !e.HasModifiers(m.Stage) {
		return cost, nil
	}
	facts := make(expr.Facts, len(m.Facts)+1)
	maps.Copy(facts, m.Facts)
	if m.StepFacts != "" {
		step := map[string]any{"from": e.Label(from), "to": e.Label(to)}
		if c := m.Class.Connect; c != "" {
			step[c] = slices.Contains(e.Hex(from).Features, c) && slices.Contains(e.Hex(to).Features, c)
		}
		facts[m.StepFacts] = step
	}
	v := explain.Value{Terms: []explain.Term{{Label: "step", Value: cost}}}
	if err := e.modify(m.Stage, facts, &v); err != nil {
		return 0, fmt.Errorf("the cost of a step into %s: %w", e.Label(to), err)
	}
	return max(v.Total(), 0), nil
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
// not change in play, and a line of sight asks for the same few stats of
// the same few terrains at every hex.
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
