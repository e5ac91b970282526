package engine

import (
	"fmt"
	"slices"
	"strings"

	"github.com/nw68/nw68/core/state"
)

// ValueScope checks a value's scope (a kind of thing and its id, see
// state.ScopeOf) against the game: the side, map, hex or unit must be in it.
func (e *Engine) ValueScope(kind, id string) (state.Scope, error) {
	switch kind {
	case "side":
		if !slices.Contains(e.State.Sides, id) {
			return "", fmt.Errorf("side scope: no side %q", id)
		}
	case "map":
		if err := e.checkMap(id); err != nil {
			return "", fmt.Errorf("map scope: %w", err)
		}
	case "hex":
		at, err := e.Layout.Parse(id)
		if err != nil {
			return "", fmt.Errorf("hex scope: %w", err)
		}
		id = e.Layout.Label(at)
	case "unit":
		if _, ok := e.State.Units[id]; !ok {
			return "", fmt.Errorf("unit scope: no unit %q", id)
		}
	}
	return state.ScopeOf(kind, id)
}

// SetValue sets, or with nil removes, a typed value of a scope; like every
// change it is rewound with a failed action.
func (e *Engine) SetValue(scope state.Scope, key string, v *state.Value) error {
	if err := e.mutable(); err != nil {
		return err
	}
	return e.State.SetValue(scope, key, v)
}

// seenValues drops from a view's values (its own copy of the maps) what a
// seat may not read: the values of another side, as its holdings are its
// own, and those of a unit it does not see, which would tell it the unit
// is there.
func (e *Engine) seenValues(v Viewer, vs map[string]map[string]state.Value, unseen map[string]bool) map[string]map[string]state.Value {
	if !e.blind(v) {
		return vs
	}
	for scope := range vs {
		kind, id, _ := strings.Cut(scope, "/")
		if (kind == "side" && id != v.Side) || (kind == "unit" && unseen[id]) {
			delete(vs, scope)
		}
	}
	return vs
}
