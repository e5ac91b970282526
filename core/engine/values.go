package engine

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	"github.com/zclconf/go-cty/cty"
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

// setupValues sets the typed values a setup states: by scope ("game",
// "side/<side>", "hex/<label>"...), an object of keys.
func setupValues(s *state.State, values ruleset.Attrs) error {
	for _, name := range slices.Sorted(maps.Keys(values)) {
		kind, id, _ := strings.Cut(name, "/")
		if kind == "game" {
			kind = ""
		}
		scope, err := state.ScopeOf(kind, id)
		if err != nil {
			return err
		}
		obj := values[name]
		if !obj.Type().IsObjectType() {
			return fmt.Errorf("scope %q: an object of keys and their values", name)
		}
		for key, cv := range obj.AsValueMap() {
			v, err := valueOf(cv, 0)
			if err != nil {
				return fmt.Errorf("%s %q: %w", name, key, err)
			}
			if err := s.SetValue(scope, key, &v); err != nil {
				return fmt.Errorf("%s %q: %w", name, key, err)
			}
		}
	}
	return nil
}

// valueOf converts an HCL value of a setup to a state value: a whole
// number, a string, a list, or an object of them.
func valueOf(cv cty.Value, depth int) (state.Value, error) {
	switch ty := cv.Type(); {
	case depth > state.MaxValueDepth:
		return state.Value{}, fmt.Errorf("nested deeper than %d", state.MaxValueDepth)
	case cv.IsNull() || !cv.IsKnown():
		return state.Value{}, fmt.Errorf("no value")
	case ty == cty.Number:
		bf := cv.AsBigFloat()
		n, acc := bf.Int64()
		if !bf.IsInt() || acc != 0 || n != int64(int(n)) {
			return state.Value{}, fmt.Errorf("%s is not a whole number", bf.Text('g', -1))
		}
		return state.Value{Kind: state.KindInt, Int: int(n)}, nil
	case ty == cty.String:
		return state.Value{Kind: state.KindString, Str: cv.AsString()}, nil
	case ty.IsListType() || ty.IsTupleType():
		out := state.Value{Kind: state.KindList}
		for _, el := range cv.AsValueSlice() {
			v, err := valueOf(el, depth+1)
			if err != nil {
				return state.Value{}, err
			}
			out.List = append(out.List, v)
		}
		return out, nil
	case ty.IsObjectType() || ty.IsMapType():
		out := state.Value{Kind: state.KindMap, Map: map[string]state.Value{}}
		for k, el := range cv.AsValueMap() {
			v, err := valueOf(el, depth+1)
			if err != nil {
				return state.Value{}, err
			}
			out.Map[k] = v
		}
		return out, nil
	}
	return state.Value{}, fmt.Errorf("a %s is no value (whole numbers, strings, lists and objects)", cv.Type().FriendlyName())
}
