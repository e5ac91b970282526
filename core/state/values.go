package state

import (
	"fmt"
	"maps"
)

// Typed values let a ruleset keep structured state (what each formation
// drew this turn, a side's last nuclear turn) under one key of the thing
// it belongs to, rather than spell the owner into an integer var's name
// and find it again by matching every name.

// Value kinds.
const (
	KindInt    = "int"
	KindString = "string"
	KindList   = "list"
	KindMap    = "map"
)

// Limits of a value, so that no script can grow the state (and every
// checkpoint, save and digest of it) without bound.
const (
	MaxValueKey    = 64   // bytes of a key, a scope id or a map value's key
	MaxValueString = 256  // bytes of a string
	MaxValueItems  = 256  // strings, integers, list items and map entries in one value
	MaxValueDepth  = 4    // lists and maps nested in each other
	MaxValues      = 4096 // values in a state, all scopes together
)

// A Value is an integer, a string, a list or a map (of strings to values):
// Kind says which field holds it. A value is never changed in place once
// set, so clones and marks share it.
type Value struct {
	Kind string           `json:"kind"`
	Int  int              `json:"int,omitempty"`
	Str  string           `json:"str,omitempty"`
	List []Value          `json:"list,omitempty"`
	Map  map[string]Value `json:"map,omitempty"`
}

// Check refuses a value of an unknown kind or beyond the limits.
func (v Value) Check() error {
	items := 0
	return v.check(0, &items)
}

func (v Value) check(depth int, items *int) error {
	*items++
	if *items > MaxValueItems {
		return fmt.Errorf("a value holds at most %d items", MaxValueItems)
	}
	switch v.Kind {
	case KindInt:
	case KindString:
		if len(v.Str) > MaxValueString {
			return fmt.Errorf("a string value has at most %d bytes", MaxValueString)
		}
	case KindList, KindMap:
		if depth >= MaxValueDepth {
			return fmt.Errorf("values nest at most %d deep", MaxValueDepth)
		}
		for i, item := range v.List {
			if err := item.check(depth+1, items); err != nil {
				return fmt.Errorf("item %d: %w", i+1, err)
			}
		}
		for k, item := range v.Map {
			if k == "" || len(k) > MaxValueKey {
				return fmt.Errorf("a map value's key has 1 to %d bytes", MaxValueKey)
			}
			if err := item.check(depth+1, items); err != nil {
				return fmt.Errorf("entry %q: %w", k, err)
			}
		}
	default:
		return fmt.Errorf("unknown value kind %q (int, string, list or map)", v.Kind)
	}
	return nil
}

// Scope is what a value belongs to: "" the game, else "side/ID", "map/ID",
// "hex/LABEL" or "unit/ID" (see ScopeOf).
type Scope = string

// ScopeOf names the scope of a kind ("side", "map", "hex", "unit"; "" for
// the game) and an id.
func ScopeOf(kind, id string) (Scope, error) {
	switch kind {
	case "":
		return "", nil
	case "side", "map", "hex", "unit":
		if id == "" || len(id) > MaxValueKey {
			return "", fmt.Errorf("%s scope: an id has 1 to %d bytes", kind, MaxValueKey)
		}
		return kind + "/" + id, nil
	}
	return "", fmt.Errorf("unknown scope %q (side, map, hex, unit or none for the game)", kind)
}

// Value returns the value of key in scope, and whether it is set.
func (s *State) Value(scope Scope, key string) (Value, bool) {
	v, ok := s.Values[scope][key]
	return v, ok
}

// SetValue sets the value of key in scope, or with a nil v removes it.
// The value is checked against the limits and kept as given: callers hand
// over a value they no longer change.
func (s *State) SetValue(scope Scope, key string, v *Value) error {
	if key == "" || len(key) > MaxValueKey {
		return fmt.Errorf("value key %q: 1 to %d bytes", key, MaxValueKey)
	}
	if v == nil {
		delete(s.Values[scope], key)
		if len(s.Values[scope]) == 0 {
			delete(s.Values, scope)
		}
		return nil
	}
	if err := v.Check(); err != nil {
		return fmt.Errorf("value %q: %w", key, err)
	}
	if _, had := s.Values[scope][key]; !had && s.valueCount() >= MaxValues {
		return fmt.Errorf("value %q: a game keeps at most %d values", key, MaxValues)
	}
	if s.Values == nil {
		s.Values = map[string]map[string]Value{}
	}
	if s.Values[scope] == nil {
		s.Values[scope] = map[string]Value{}
	}
	s.Values[scope][key] = *v
	return nil
}

func (s *State) valueCount() int {
	n := 0
	for _, vs := range s.Values {
		n += len(vs)
	}
	return n
}

// cloneValues copies the maps of values; the values are shared, never
// being changed in place.
func cloneValues(vs map[string]map[string]Value) map[string]map[string]Value {
	if vs == nil {
		return nil
	}
	c := make(map[string]map[string]Value, len(vs))
	for scope, keyed := range vs {
		c[scope] = maps.Clone(keyed)
	}
	return c
}
