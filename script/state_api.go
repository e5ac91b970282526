package script

import (
	"fmt"
	"slices"

	"github.com/nw68/nw68/core/state"
	lua "github.com/yuin/gopher-lua"
)

// Typed values of the game, a side, a map, a hex or a unit (core/state's
// Values): value(scope, key) and set_value(scope, key, v), where scope is
// nil for the game or one of {side=..}, {map=..}, {hex=..}, {unit=..}.

// scopeArg reads a scope table at argument n.
func (h *Host) scopeArg(L *lua.LState, n int) state.Scope {
	if L.Get(n) == lua.LNil {
		return ""
	}
	t := L.CheckTable(n)
	var kind, id string
	found := 0
	t.ForEach(func(k, v lua.LValue) {
		found++
		kind, id = k.String(), lua.LVAsString(v)
	})
	if found != 1 {
		L.ArgError(n, "a scope names one of side, map, hex or unit")
	}
	scope, err := h.e.ValueScope(kind, id)
	if err != nil {
		L.ArgError(n, err.Error())
	}
	return scope
}

// value(scope, key) -> the value (an integer, a string, or a fresh table), or nil
func (h *Host) value(L *lua.LState) int {
	v, ok := h.e.State.Value(h.scopeArg(L, 1), L.CheckString(2))
	if !ok {
		L.Push(lua.LNil)
		return 1
	}
	L.Push(valueToLua(L, v))
	return 1
}

// set_value(scope, key, v): nil removes it
func (h *Host) setValue(L *lua.LState) int {
	scope, key := h.scopeArg(L, 1), L.CheckString(2)
	if L.Get(3) == lua.LNil {
		check(L, h.e.SetValue(scope, key, nil))
		return 0
	}
	items := 0
	v, err := valueFromLua(L.Get(3), 0, &items)
	if err != nil {
		L.ArgError(3, err.Error())
	}
	check(L, h.e.SetValue(scope, key, &v))
	return 0
}

func valueToLua(L *lua.LState, v state.Value) lua.LValue {
	switch v.Kind {
	case state.KindInt:
		return lua.LNumber(v.Int)
	case state.KindString:
		return lua.LString(v.Str)
	}
	t := L.NewTable()
	for _, item := range v.List {
		t.Append(valueToLua(L, item))
	}
	for k, item := range v.Map {
		t.RawSetString(k, valueToLua(L, item))
	}
	return t
}

// valueFromLua converts an integer, a string, a list or a table keyed by
// strings, counting the items as it goes so that a huge or cyclic table is
// refused at the limits rather than followed.
func valueFromLua(lv lua.LValue, depth int, items *int) (state.Value, error) {
	*items++
	if *items > state.MaxValueItems {
		return state.Value{}, fmt.Errorf("a value holds at most %d items", state.MaxValueItems)
	}
	switch x := lv.(type) {
	case lua.LNumber:
		if float64(x) != float64(int(x)) {
			return state.Value{}, fmt.Errorf("%v is not an integer", x)
		}
		return state.Value{Kind: state.KindInt, Int: int(x)}, nil
	case lua.LString:
		return state.Value{Kind: state.KindString, Str: string(x)}, nil
	case *lua.LTable:
		if depth >= state.MaxValueDepth {
			return state.Value{}, fmt.Errorf("values nest at most %d deep", state.MaxValueDepth)
		}
		if n := x.Len(); n > 0 {
			out := state.Value{Kind: state.KindList}
			for i := 1; i <= n; i++ {
				item, err := valueFromLua(x.RawGetInt(i), depth+1, items)
				if err != nil {
					return state.Value{}, fmt.Errorf("item %d: %w", i, err)
				}
				out.List = append(out.List, item)
			}
			return out, nil
		}
		out := state.Value{Kind: state.KindMap, Map: map[string]state.Value{}}
		var keys []string
		var bad error
		x.ForEach(func(k, _ lua.LValue) {
			if s, ok := k.(lua.LString); ok {
				keys = append(keys, string(s))
			} else if bad == nil {
				bad = fmt.Errorf("a map value's keys are strings, not %s", k.Type())
			}
		})
		if bad != nil {
			return state.Value{}, bad
		}
		slices.Sort(keys)
		for _, k := range keys {
			item, err := valueFromLua(x.RawGetString(k), depth+1, items)
			if err != nil {
				return state.Value{}, fmt.Errorf("entry %q: %w", k, err)
			}
			out.Map[k] = item
		}
		return out, nil
	}
	return state.Value{}, fmt.Errorf("a value is an integer, a string, a list or a map, not %s", lv.Type())
}
