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

// fromLua converts a Lua value to Go: whole numbers become int, array
// tables []any, other tables map[string]any.
func fromLua(v lua.LValue) any {
	switch x := v.(type) {
	case lua.LString:
		return string(x)
	case lua.LBool:
		return bool(x)
	case lua.LNumber:
		f := float64(x)
		if f == math.Trunc(f) && math.Abs(f) < 1<<53 {
			return int(f)
		}
		return f
	case *lua.LTable:
		if n := x.Len(); n > 0 {
			out := make([]any, 0, n)
			for i := 1; i <= n; i++ {
				out = append(out, fromLua(x.RawGetInt(i)))
			}
			return out
		}
		out := map[string]any{}
		x.ForEach(func(k, e lua.LValue) {
			out[k.String()] = fromLua(e)
		})
		return out
	}
	return nil
}

// toCty converts a Lua value to a cty value for HCL expressions.
func toCty(v lua.LValue) cty.Value {
	switch x := v.(type) {
	case lua.LString:
		return cty.StringVal(string(x))
	case lua.LBool:
		return cty.BoolVal(bool(x))
	case lua.LNumber:
		return cty.NumberFloatVal(float64(x))
	case *lua.LTable:
		if n := x.Len(); n > 0 {
			vals := make([]cty.Value, 0, n)
			for i := 1; i <= n; i++ {
				vals = append(vals, toCty(x.RawGetInt(i)))
			}
			return cty.TupleVal(vals)
		}
		attrs := map[string]cty.Value{}
		x.ForEach(func(k, e lua.LValue) {
			attrs[k.String()] = toCty(e)
		})
		return cty.ObjectVal(attrs)
	}
	return cty.NullVal(cty.DynamicPseudoType)
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
