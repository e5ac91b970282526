package script

import (
	"fmt"
	"maps"
	"math"
	"slices"

	lua "github.com/yuin/gopher-lua"
	"github.com/zclconf/go-cty/cty"
)

// toLua converts a Go value made of strings, numbers, bools, lists and maps.
//
// Map keys go into Lua tables in sorted order: Lua's pairs() walks a table
// in insertion order, and a script that picks "the first" of a pairs() walk
// must pick the same one in every replay.
func toLua(L *lua.LState, v any) lua.LValue {
	switch x := v.(type) {
	case nil:
		return lua.LNil
	case lua.LValue:
		return x
	case string:
		return lua.LString(x)
	case bool:
		return lua.LBool(x)
	case int:
		return lua.LNumber(x)
	case float64:
		return lua.LNumber(x)
	case []string:
		t := L.CreateTable(len(x), 0)
		for _, s := range x {
			t.Append(lua.LString(s))
		}
		return t
	case []any:
		t := L.CreateTable(len(x), 0)
		for _, e := range x {
			t.Append(toLua(L, e))
		}
		return t
	case map[string]any:
		t := L.CreateTable(0, len(x))
		for _, k := range slices.Sorted(maps.Keys(x)) {
			t.RawSetString(k, toLua(L, x[k]))
		}
		return t
	case map[string]int:
		t := L.CreateTable(0, len(x))
		for _, k := range slices.Sorted(maps.Keys(x)) {
			t.RawSetString(k, lua.LNumber(x[k]))
		}
		return t
	case map[string]string:
		t := L.CreateTable(0, len(x))
		for _, k := range slices.Sorted(maps.Keys(x)) {
			t.RawSetString(k, lua.LString(x[k]))
		}
		return t
	}
	return lua.LString(fmt.Sprint(v))
}

// The limits of one value a script hands to the kernel (a report, a
// cause, facts, candidates): nested tables are checked for cycles, and
// nesting and size are bounded, so no value can make the conversion run away.
const (
	MaxValueDepth = 16     // tables within tables
	MaxValueItems = 10_000 // values in all
	MaxListLength = 1_000  // strings in a list argument (items, passengers, actions)
)

// A converter reads one Lua value into Go, counting what it has read.
type converter struct {
	items int
	path  []*lua.LTable // the tables being read, to spot a cycle
}

func (c *converter) enter(t *lua.LTable) error {
	if slices.Contains(c.path, t) {
		return fmt.Errorf("the value refers to itself (a table that contains itself)")
	}
	if len(c.path) >= MaxValueDepth {
		return fmt.Errorf("the value nests tables more than %d deep", MaxValueDepth)
	}
	c.path = append(c.path, t)
	return nil
}

func (c *converter) leave() { c.path = c.path[:len(c.path)-1] }

func (c *converter) count() error {
	c.items++
	if c.items > MaxValueItems {
		return fmt.Errorf("the value holds more than %d items", MaxValueItems)
	}
	return nil
}

// key reads a table key: only strings and whole numbers are keys in Go.
func key(k lua.LValue) (string, error) {
	switch x := k.(type) {
	case lua.LString:
		return string(x), nil
	case lua.LNumber:
		return x.String(), nil
	}
	return "", fmt.Errorf("a table key is a %s; keys must be strings or numbers", k.Type())
}

// fromLua converts a Lua value to Go: whole numbers become int, array
// tables []any, other tables map[string]any. Functions and other values
// that have no Go form are refused.
func fromLua(v lua.LValue) (any, error) {
	var c converter
	return c.fromLua(v)
}

func (c *converter) fromLua(v lua.LValue) (any, error) {
	if err := c.count(); err != nil {
		return nil, err
	}
	switch x := v.(type) {
	case *lua.LNilType:
		return nil, nil
	case lua.LString:
		return string(x), nil
	case lua.LBool:
		return bool(x), nil
	case lua.LNumber:
		f := float64(x)
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return nil, fmt.Errorf("the number %v has no place in a game's state", f)
		}
		if f == math.Trunc(f) && math.Abs(f) < 1<<53 {
			return int(f), nil
		}
		return f, nil
	case *lua.LTable:
		if err := c.enter(x); err != nil {
			return nil, err
		}
		defer c.leave()
		if n := x.Len(); n > 0 {
			out := make([]any, 0, min(n, MaxValueItems))
			for i := 1; i <= n; i++ {
				e, err := c.fromLua(x.RawGetInt(i))
				if err != nil {
					return nil, err
				}
				out = append(out, e)
			}
			return out, nil
		}
		out := map[string]any{}
		var err error
		x.ForEach(func(k, e lua.LValue) {
			if err != nil {
				return
			}
			var name string
			if name, err = key(k); err != nil {
				return
			}
			out[name], err = c.fromLua(e)
		})
		return out, err
	}
	return nil, fmt.Errorf("a %s cannot be handed to the kernel", v.Type())
}

// ctyToLua converts a cty value from HCL data (stats, weapon factors).
func ctyToLua(L *lua.LState, v cty.Value) lua.LValue {
	if v.IsNull() || !v.IsKnown() {
		return lua.LNil
	}
	t := v.Type()
	switch {
	case t == cty.String:
		return lua.LString(v.AsString())
	case t == cty.Number:
		f, _ := v.AsBigFloat().Float64()
		return lua.LNumber(f)
	case t == cty.Bool:
		return lua.LBool(v.True())
	case t.IsListType() || t.IsTupleType() || t.IsSetType():
		tbl := L.CreateTable(v.LengthInt(), 0)
		for _, e := range v.AsValueSlice() {
			tbl.Append(ctyToLua(L, e))
		}
		return tbl
	case t.IsObjectType() || t.IsMapType():
		m := v.AsValueMap()
		tbl := L.CreateTable(0, len(m))
		for _, k := range slices.Sorted(maps.Keys(m)) {
			tbl.RawSetString(k, ctyToLua(L, m[k]))
		}
		return tbl
	}
	return lua.LNil
}

// stringsFrom reads a Lua array of strings.
func stringsFrom(L *lua.LState, v lua.LValue, what string) []string {
	if v == lua.LNil {
		return nil
	}
	t, ok := v.(*lua.LTable)
	if !ok {
		L.RaiseError("%s must be a list of strings", what)
	}
	if t.Len() > MaxListLength {
		L.RaiseError("%s: more than %d entries", what, MaxListLength)
	}
	out := make([]string, 0, t.Len())
	for i := 1; i <= t.Len(); i++ {
		out = append(out, lua.LVAsString(t.RawGetInt(i)))
	}
	return out
}

func setOf(L *lua.LState, names []string) *lua.LTable {
	t := L.CreateTable(0, len(names))
	for _, n := range names {
		t.RawSetString(n, lua.LTrue)
	}
	return t
}
