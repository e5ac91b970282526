package script

import (
	"fmt"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/state"
	lua "github.com/yuin/gopher-lua"
)

// The kernel's cost model (engine.Mover): a unit's movement class prices
// its steps from the ruleset's data, so a move's validation, a path search,
// a bot and an automated side ask the same function.

// moverArg reads argument 1: a unit's id or table, or the table of a unit
// not yet in play ({id, type, side}: where could a newcomer enter?).
func (h *Host) moverArg(L *lua.LState) *engine.Mover {
	var u *state.Unit
	if t, ok := L.Get(1).(*lua.LTable); ok {
		id := lua.LVAsString(t.RawGetString("id"))
		if _, inPlay := h.e.State.Units[id]; !inPlay {
			u = &state.Unit{ID: id, Type: lua.LVAsString(t.RawGetString("type")), Side: lua.LVAsString(t.RawGetString("side"))}
		}
	}
	if u == nil {
		u = h.unitArg(L, 1)
	}
	m, err := h.e.NewMover(u)
	check(L, err)
	return m
}

// mover builds the mover of argument 1, with facts (a table, or nil, from
// argument f) for its gates and its stage.
func (h *Host) mover(L *lua.LState, facts lua.LValue, f int) *engine.Mover {
	m := h.moverArg(L)
	if facts != lua.LNil {
		v, err := fromLua(facts)
		named, isMap := v.(map[string]any)
		if err == nil && !isMap {
			err = fmt.Errorf("facts are named, not a list")
		}
		if err != nil {
			L.ArgError(f, "facts: "+err.Error())
		}
		m.Facts = named
	}
	return m
}

// stepArgs reads (unit, from or nil, to, facts).
func (h *Host) stepArgs(L *lua.LState) (*engine.Mover, *hex.Hex, hex.Hex) {
	m := h.mover(L, L.Get(4), 4)
	var from *hex.Hex
	if L.Get(2) != lua.LNil {
		at := h.hexArg(L, 2)
		from = &at
	}
	return m, from, h.hexArg(L, 3)
}

func pushRefusal(L *lua.LState, r *engine.Refusal) int {
	L.Push(lua.LNil)
	L.Push(lua.LString(r.Code))
	L.Push(lua.LString(r.Rule))
	return 3
}

// move_terms(unit, from, to [, facts]) -> {{label, value, rule}...}, or nil,
// code, rule: the terms of the MP the unit's class prices a step into `to`
// at (from nil: it enters from off the map); whose units stand in `to` is
// move_holder's
func (h *Host) moveTerms(L *lua.LState) int {
	terms, refusal, err := h.e.StepTerms(h.stepArgs(L))
	check(L, err)
	if refusal != nil {
		return pushRefusal(L, refusal)
	}
	t := L.CreateTable(len(terms), 0)
	for _, term := range terms {
		row := L.CreateTable(3, 0)
		row.RawSetInt(1, lua.LString(term.Label))
		row.RawSetInt(2, lua.LNumber(term.Value))
		row.RawSetInt(3, lua.LString(term.Rule))
		t.Append(row)
	}
	L.Push(t)
	return 1
}

// move_cost(unit, from, to [, facts]) -> the total of move_terms, or nil,
// code, rule
func (h *Host) moveCost(L *lua.LState) int {
	cost, refusal, err := h.e.StepCost(h.stepArgs(L))
	check(L, err)
	if refusal != nil {
		return pushRefusal(L, refusal)
	}
	L.Push(lua.LNumber(cost))
	return 1
}

// move_class(unit) -> the id of the unit's movement class
func (h *Host) moveClass(L *lua.LState) int {
	L.Push(lua.LString(h.moverArg(L).Class.ID))
	return 1
}

// move_holder(unit, hex) -> the id of the enemy that bars the unit from
// entering the hex on a move and the rule that bars it, or nil
func (h *Host) moveHolder(L *lua.LState) int {
	o, rule := h.e.Holder(h.moverArg(L), h.hexArg(L, 2))
	if o == nil {
		L.Push(lua.LNil)
		return 1
	}
	L.Push(lua.LString(o.ID))
	L.Push(lua.LString(rule))
	return 2
}

// move_reach(unit, budget [, opts]) -> {label = {cost = n, path = {...}}}:
// where the unit can go from its hex on `budget` MP, every step priced by
// its class, never into a hex an enemy holds or the class closes.
// opts: facts (as move_terms'), closed (hexes never entered besides),
// stage and step_facts (the value stage whose declarative modifiers apply
// to every step, as where the move is validated; each step adds
// <step_facts> = {from, to, <connect> = both hexes have it}), spread (only
// up to that many destinations, the start left out, evenly spaced in map
// order)
func (h *Host) moveReach(L *lua.LState) int {
	budget := L.CheckInt(2)
	opts := L.OptTable(3, L.NewTable())
	m := h.mover(L, opts.RawGetString("facts"), 3)
	if !m.Unit.OnMap {
		L.ArgError(1, m.Unit.ID+" is not on the map")
	}
	m.Stage = lua.LVAsString(opts.RawGetString("stage"))
	m.StepFacts = lua.LVAsString(opts.RawGetString("step_facts"))
	if closed := stringsFrom(L, opts.RawGetString("closed"), "closed"); len(closed) > 0 {
		m.Closed = make(map[hex.Hex]bool, len(closed))
		for _, label := range closed {
			at, err := h.e.Layout.Parse(label)
			if err != nil {
				L.ArgError(3, fmt.Sprintf("closed: %v", err))
			}
			m.Closed[at] = true
		}
	}
	spread := int(lua.LVAsNumber(opts.RawGetString("spread")))
	if spread < 0 || spread > MaxListLength {
		L.ArgError(3, fmt.Sprintf("spread is a number of destinations from 0 to %d", MaxListLength))
	}
	r, err := h.e.Reach(m, budget)
	if err != nil {
		L.RaiseError("move_reach: %v", err)
	}
	if spread > 0 {
		L.Push(h.spreadTable(L, r, m.Unit.Hex, spread))
		return 1
	}
	L.Push(h.reachTable(L, r))
	return 1
}
