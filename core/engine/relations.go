package engine

import (
	"fmt"
	"slices"

	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
)

// How two sides regard each other: "self", or one of the relations data
// may declare (ruleset.Relations).
const (
	RelationSelf    = "self"
	RelationEnemy   = ruleset.RelationEnemy
	RelationAllied  = ruleset.RelationAllied
	RelationNeutral = ruleset.RelationNeutral
)

// Relation says how side a regards side b: "self" for the same side; else
// what play set (SetRelation); else what either side's data declares
// (relations = { other = "allied" }); else "enemy".
func (e *Engine) Relation(a, b string) string {
	if a == b {
		return RelationSelf
	}
	if r, ok := e.State.Relations[state.RelationKey(a, b)]; ok {
		return r
	}
	for _, pair := range [][2]string{{a, b}, {b, a}} {
		if r := e.declaredRelation(pair[0], pair[1]); r != "" {
			return r
		}
	}
	return RelationEnemy
}

func (e *Engine) declaredRelation(side, other string) string {
	if s, ok := e.Rules.Entity(ruleset.KindSide, side); ok {
		return s.Relations[other]
	}
	return ""
}

// Enemies reports whether sides a and b are enemies.
func (e *Engine) Enemies(a, b string) bool { return e.Relation(a, b) == RelationEnemy }

// SetRelation changes how two sides regard each other, both ways.
func (e *Engine) SetRelation(a, b, relation string) error {
	if err := e.mutable(); err != nil {
		return err
	}
	if a == b {
		return fmt.Errorf("set relation: %q and %q are the same side", a, b)
	}
	if !slices.Contains(ruleset.Relations, relation) {
		return fmt.Errorf("set relation of %s and %s: %q is not one of %v", a, b, relation, ruleset.Relations)
	}
	for _, s := range []string{a, b} {
		if !slices.Contains(e.State.Sides, s) {
			return fmt.Errorf("set relation: %q is not a side of this game", s)
		}
	}
	if e.State.Relations == nil {
		e.State.Relations = map[string]string{}
	}
	e.State.Relations[state.RelationKey(a, b)] = relation
	return nil
}

// relationRank orders relations a status may declare, the strongest last:
// when the statuses of two units declare different relations, the
// strongest holds.
var relationRank = map[string]int{RelationAllied: 1, RelationNeutral: 2, RelationEnemy: 3}

// UnitRelation says how unit a regards unit b: "self" for the same unit;
// else the relation of their sides ("self" for one side), unless a status
// of either unit declares another (its `relation` towards units of other
// sides, `relation_own` towards units of its own side, read both ways).
// When several statuses declare one, "enemy" wins over "neutral", which
// wins over "allied".
func (e *Engine) UnitRelation(a, b *state.Unit) string {
	if a.ID == b.ID {
		return RelationSelf
	}
	own, base := a.Side == b.Side, RelationSelf
	if !own {
		base = e.Relation(a.Side, b.Side)
	}
	declared := ""
	for _, u := range []*state.Unit{a, b} {
		for _, st := range u.Statuses {
			if r := e.statusRelation(st, own); relationRank[r] > relationRank[declared] {
				declared = r
			}
		}
	}
	if declared != "" {
		return declared
	}
	return base
}

// statusRelation is what a status declares of its unit's relation to
// units of its own side (own) or of others: "" for nothing.
func (e *Engine) statusRelation(status string, own bool) string {
	s, ok := e.Rules.Entity(ruleset.KindStatus, status)
	switch {
	case !ok:
		return ""
	case own:
		return s.RelationOwn
	}
	return s.Relation
}

// UnitsEnemies reports whether units a and b are enemies (UnitRelation).
func (e *Engine) UnitsEnemies(a, b *state.Unit) bool {
	return e.UnitRelation(a, b) == RelationEnemy
}
