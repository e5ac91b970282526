package script

// The nw68 module's functions for geometry: distances, neighbours, lines and
// sight lines, the maps and the paths a cost function allows (API.md
// documents them).

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/nw68/nw68/core/hex"
	lua "github.com/yuin/gopher-lua"
)

// distance(a, b) -> hexes between two hexes of one map
func (h *Host) distance(L *lua.LState) int {
	a, b := h.hexArg(L, 1), h.hexArg(L, 2)
	if h.e.SameMap(a, b) != nil {
		// no path joins two maps: every range, radius and adjacency test
		// written for one map then simply fails
		L.Push(lua.LNumber(math.MaxFloat64)) // what math.huge is in this Lua
		return 1
	}
	L.Push(lua.LNumber(a.Distance(b)))
	return 1
}

func (h *Host) labels(L *lua.LState, hexes []hex.Hex) *lua.LTable {
	t := L.CreateTable(len(hexes), 0)
	for _, x := range hexes {
		if h.e.Layout.Contains(x) {
			t.Append(lua.LString(h.e.Label(x)))
		}
	}
	return t
}

// neighbors(hex) -> the adjacent hexes on the map
func (h *Host) neighbors(L *lua.LState) int {
	n := h.hexArg(L, 1).Neighbors()
	L.Push(h.labels(L, n[:]))
	return 1
}

// MaxRadius bounds within(): wider than any map, small enough to be cheap.
const MaxRadius = 100

// within(hex, radius) -> hexes on the map at most radius away
func (h *Host) within(L *lua.LState) int {
	at, radius := h.hexArg(L, 1), L.CheckInt(2)
	if radius < 0 || radius > MaxRadius {
		L.ArgError(2, fmt.Sprintf("radius %d is not between 0 and %d", radius, MaxRadius))
	}
	L.Push(h.labels(L, at.Within(radius)))
	return 1
}

// line(a, b) -> list of {hex = label, alt = label or nil}, from a to b.
// Where the line crosses hexes off the map (near a ragged map edge) those
// steps are left out; an off-map side of a hexside step is dropped.
func (h *Host) line(L *lua.LState) int {
	a, b := h.hexArg(L, 1), h.hexArg(L, 2)
	check(L, h.e.SameMap(a, b))
	steps := hex.Line(a, b)
	out := L.CreateTable(len(steps), 0)
	for _, s := range steps {
		main, alt := s.Hex, s.Alt
		if !h.e.Layout.Contains(main) {
			if alt == nil || !h.e.Layout.Contains(*alt) {
				continue
			}
			main, alt = *alt, nil
		}
		t := L.CreateTable(0, 2)
		t.RawSetString("hex", lua.LString(h.e.Label(main)))
		if alt != nil && h.e.Layout.Contains(*alt) {
			t.RawSetString("alt", lua.LString(h.e.Label(*alt)))
		}
		out.Append(t)
	}
	L.Push(out)
	return 1
}

// sight_line(a, b, stats) -> what lies along the line from a to b (read-only,
// built once per version of the map): the steps
// of line(a, b) without the two ends, each {hex, values, markers, alt},
// where values sums each named stat over the hex's terrain and features (a
// terrain's obstacle height, a hill's ground level: what the ruleset's data
// says), markers is the hex's markers, and alt, on a hexside, holds the same
// for the other hex. One call gives a ruleset's sight rules all they read
// of the map.
func (h *Host) sightLine(L *lua.LState) int {
	a, b := h.hexArg(L, 1), h.hexArg(L, 2)
	check(L, h.e.SameMap(a, b))
	stats := stringsFrom(L, L.Get(3), "stats")
	c := h.mapView()
	key := fmt.Sprint(a, b, stats)
	if t, ok := c.sight[key]; ok {
		L.Push(t)
		return 1
	}
	steps := hex.Line(a, b)
	out := L.CreateTable(max(len(steps)-2, 0), 0)
	cell := func(at hex.Hex) *lua.LTable {
		t := L.CreateTable(0, 3)
		t.RawSetString("hex", lua.LString(h.e.Label(at)))
		values := L.CreateTable(0, len(stats))
		for _, s := range stats {
			values.RawSetString(s, lua.LNumber(h.e.StatSum(at, s)))
		}
		t.RawSetString("values", values)
		t.RawSetString("markers", h.markerView(L, at))
		return t
	}
	for i := 1; i < len(steps)-1; i++ {
		main, alt := steps[i].Hex, steps[i].Alt
		if !h.e.Layout.Contains(main) {
			if alt == nil || !h.e.Layout.Contains(*alt) {
				continue
			}
			main, alt = *alt, nil
		}
		t := cell(main)
		if alt != nil && h.e.Layout.Contains(*alt) {
			t.RawSetString("alt", cell(*alt))
		}
		out.Append(t)
	}
	freezeView(out)
	c.sight[key] = out
	L.Push(out)
	return 1
}

// board([map]) -> {cols, rows}: the size of a map, by default the first
func (h *Host) board(L *lua.LState) int {
	id := L.OptString(1, h.e.Layout.Maps()[0])
	m, ok := h.e.Layout.Map(id)
	if !ok {
		L.ArgError(1, fmt.Sprintf("no map %q is in play; the maps are: %s", id, strings.Join(h.e.Layout.Maps(), ", ")))
	}
	t := L.CreateTable(0, 2)
	t.RawSetString("cols", lua.LNumber(m.Layout.Cols))
	t.RawSetString("rows", lua.LNumber(m.Layout.Rows))
	L.Push(t)
	return 1
}

// on_map(label) -> whether the label names a hex of the map
func (h *Host) onMap(L *lua.LState) int {
	_, err := h.e.Layout.Parse(L.CheckString(1))
	L.Push(lua.LBool(err == nil))
	return 1
}

// reachable(from, budget, cost(from, to) -> number or nil) -> {label = {cost = n, path = {...}}}
func (h *Host) reachable(L *lua.LState) int {
	start := h.hexArg(L, 1)
	budget := L.CheckInt(2)
	costFn := L.CheckFunction(3)
	r := hex.Reachable(start, budget, h.e.Layout.Contains, func(from, to hex.Hex) (int, bool) {
		return h.scriptCost(L, "reachable", costFn, from, to)
	})
	L.Push(h.reachTable(L, r))
	return 1
}

// spreadTable is what move_reach returns with a spread of n: up to n of the
// hexes reached (the start left out), evenly spaced in map order, the
// choice a list of candidate moves wants without a table of every hex.
func (h *Host) spreadTable(L *lua.LState, r *hex.Reach, start hex.Hex, n int) *lua.LTable {
	all := slices.DeleteFunc(r.Hexes(), func(x hex.Hex) bool { return x == start })
	slices.SortFunc(all, h.e.Layout.Compare)
	picked := all
	if len(all) > n {
		picked = make([]hex.Hex, n)
		for i := range picked {
			picked[i] = all[i*len(all)/n]
		}
	}
	return h.reachEntries(L, r, picked)
}

// scriptCost asks a script's cost function what a step costs.
func (h *Host) scriptCost(L *lua.LState, what string, fn *lua.LFunction, from, to hex.Hex) (int, bool) {
	L.Push(fn)
	L.Push(lua.LString(h.e.Label(from)))
	L.Push(lua.LString(h.e.Label(to)))
	L.Call(2, 1)
	v := L.Get(-1)
	L.Pop(1)
	n, ok := v.(lua.LNumber)
	if ok && !(n >= 0 && n < 1e9) {
		L.RaiseError("%s: the cost function returned %v; a cost is a number of at least 0, or nil where the move is barred", what, n)
	}
	return int(n), ok
}

// reachTable is what reachable and reach return.
func (h *Host) reachTable(L *lua.LState, r *hex.Reach) *lua.LTable {
	return h.reachEntries(L, r, r.Hexes())
}

// reachEntries lists hexes of a reach: {label = {cost, path}}.
func (h *Host) reachEntries(L *lua.LState, r *hex.Reach, hexes []hex.Hex) *lua.LTable {
	out := L.CreateTable(0, len(hexes))
	for _, x := range hexes {
		cost, _ := r.Cost(x)
		t := L.CreateTable(0, 2)
		t.RawSetString("cost", lua.LNumber(cost))
		t.RawSetString("path", h.labels(L, r.Path(x)))
		out.RawSetString(h.e.Label(x), t)
	}
	return out
}
