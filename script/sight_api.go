package script

// The nw68 module's functions for lines of sight: the kernel judges them
// from the ruleset's sight model (a sight block), so a script asks for the
// verdict and never traces a line itself (API.md documents them).

import (
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/state"
	lua "github.com/yuin/gopher-lua"
)

// line_of_sight(from, to [, opts]) -> blocked, rule, cover [, reasons]
//
// opts.viewer and opts.target are units (ids or tables) standing in from
// and in to, whose heights the model gives; opts.from_level and
// opts.to_level set a height outright. An end named by neither is guessed
// from its hex. opts.why adds the reasons, hex by hex.
func (h *Host) lineOfSight(L *lua.LState) int {
	from, to := h.hexArg(L, 1), h.hexArg(L, 2)
	opts, _ := L.Get(3).(*lua.LTable)
	lf := h.endLevel(L, opts, from, "from_level", "viewer")
	lt := h.endLevel(L, opts, to, "to_level", "target")
	v, err := h.e.LineOfSight(from, to, lf, lt)
	check(L, err)
	L.Push(lua.LBool(v.Blocked))
	if v.Rule == "" {
		L.Push(lua.LNil)
	} else {
		L.Push(lua.LString(v.Rule))
	}
	L.Push(lua.LNumber(v.Cover))
	if opts == nil || !lua.LVAsBool(opts.RawGetString("why")) {
		return 3
	}
	reasons := L.CreateTable(len(v.Reasons), 0)
	for _, r := range v.Reasons {
		t := L.CreateTable(0, 3)
		t.RawSetString("hex", lua.LString(h.e.Label(r.Hex)))
		t.RawSetString("rule", lua.LString(r.Rule))
		t.RawSetString("text", lua.LString(r.Text))
		reasons.Append(t)
	}
	L.Push(reasons)
	return 4
}

// endLevel is the height of one end of a line: the level option, else the
// unit option's height standing at the end, else the hex's guess.
func (h *Host) endLevel(L *lua.LState, opts *lua.LTable, at hex.Hex, levelKey, unitKey string) int {
	if opts != nil {
		if n, ok := opts.RawGetString(levelKey).(lua.LNumber); ok {
			return int(n)
		}
		if v := opts.RawGetString(unitKey); v != lua.LNil {
			L.Push(v)
			u := h.unitArg(L, L.GetTop())
			L.Pop(1)
			level, err := h.e.SightLevel(u, at)
			check(L, err)
			return level
		}
	}
	level, err := h.e.HexSightLevel(at)
	check(L, err)
	return level
}

// sight_level(unit [, hex]) -> the height a unit sees from and is seen at,
// standing in hex (by default its own)
func (h *Host) sightLevel(L *lua.LState) int {
	u := h.unitArg(L, 1)
	at, ok := h.unitHex(u)
	if L.GetTop() >= 2 && L.Get(2) != lua.LNil {
		at, ok = h.hexArg(L, 2), true
	}
	if !ok {
		L.ArgError(1, "unit "+u.ID+" is off the map: name the hex it would stand in")
	}
	level, err := h.e.SightLevel(u, at)
	check(L, err)
	L.Push(lua.LNumber(level))
	return 1
}

// sees(unit, target) -> whether a unit on the map sees a target: a unit
// on the map (at its height) or a hex (at its ground)
func (h *Host) sees(L *lua.LState) int {
	u := h.unitArg(L, 1)
	from, ok := h.unitHex(u)
	if !ok {
		L.Push(lua.LFalse)
		return 1
	}
	lf, err := h.e.SightLevel(u, from)
	check(L, err)
	var to hex.Hex
	var lt int
	if s, isHex := L.Get(2).(lua.LString); isHex {
		if to, err = h.e.Layout.Parse(string(s)); err != nil {
			L.ArgError(2, err.Error())
		}
		lt, err = h.e.GroundLevel(to)
	} else {
		t := h.unitArg(L, 2)
		if to, ok = h.unitHex(t); !ok {
			L.Push(lua.LFalse)
			return 1
		}
		lt, err = h.e.SightLevel(t, to)
	}
	check(L, err)
	v, err := h.e.LineOfSight(from, to, lf, lt)
	check(L, err)
	L.Push(lua.LBool(!v.Blocked))
	return 1
}

func (h *Host) unitHex(u *state.Unit) (hex.Hex, bool) {
	return u.Hex, u.OnMap
}
