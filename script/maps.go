package script

import (
	lua "github.com/yuin/gopher-lua"
)

// maps() -> the ids of the maps in play, in the order the setup placed them
func (h *Host) maps(L *lua.LState) int {
	ids := h.e.Layout.Maps()
	t := L.CreateTable(len(ids), 0)
	for _, id := range ids {
		t.Append(lua.LString(id))
	}
	L.Push(t)
	return 1
}

// map_of(hex) -> the id of the map the hex lies on
func (h *Host) mapOf(L *lua.LState) int {
	L.Push(lua.LString(h.e.MapOf(h.hexArg(L, 1))))
	return 1
}

// map_var(map, name) -> the map's integer (0 when unset)
func (h *Host) mapVar(L *lua.LState) int {
	n, err := h.e.MapVar(L.CheckString(1), L.CheckString(2))
	check(L, err)
	L.Push(lua.LNumber(n))
	return 1
}

// set_map_var(map, name, n): 0 removes it
func (h *Host) setMapVar(L *lua.LState) int {
	check(L, h.e.SetMapVar(L.CheckString(1), L.CheckString(2), L.CheckInt(3)))
	return 0
}
