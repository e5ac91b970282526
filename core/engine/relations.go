package engine

import (
	"fmt"
	"slices"

	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	"github.com/zclconf/go-cty/cty"
)

// How two sides regard each other. The kernel only needs to know who is an
// enemy; what allies and neutrals may do together is the ruleset's.
const (
	RelationSelf    = "self"
	RelationEnemy   = "enemy"
	RelationAllied  = "allied"
	RelationNeutral = "neutral"
)

var relations = []string{RelationEnemy, RelationAllied, RelationNeutral}

// Relation says how side a regards side b: "self" for the same side; else
// what play set (SetRelation); else what either side's data declares
// (stats = { relations = { other = "allied" } }); else "enemy".
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
	s, ok := e.Rules.Entity(ruleset.KindSide, side)
	if !ok {
		return ""
	}
	rel, ok := s.Stats["relations"]
	if !ok || rel.IsNull() || !rel.Type().IsObjectType() || !rel.Type().HasAttribute(other) {
		return ""
	}
	v := rel.GetAttr(other)
	if v.Type() != cty.String || v.IsNull() {
		return ""
	}
	return v.AsString()
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
	if !slices.Contains(relations, relation) {
		return fmt.Errorf("set relation of %s and %s: %q is not one of %v", a, b, relation, relations)
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
