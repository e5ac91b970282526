package script

// The nw68 module's functions for changing the game, only while an action
// resolves or play begins: units, markers, control, vars, the log and
// reports, windows, activations, phases, the cup, holdings, spawns, the end
// of the game; and the memos that live while the state stays as it is
// (API.md documents them).

import (
	"fmt"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/state"
	lua "github.com/yuin/gopher-lua"
)

// set_relation(a, b, relation)
func (h *Host) setRelation(L *lua.LState) int {
	check(L, h.e.SetRelation(L.CheckString(1), L.CheckString(2), L.CheckString(3)))
	return 0
}

// set_terrain(hex, terrain [, features])
func (h *Host) setTerrain(L *lua.LState) int {
	at := h.hexArg(L, 1)
	check(L, h.e.SetTerrain(at, L.CheckString(2), stringsFrom(L, L.Get(3), "features")))
	return 0
}

// MaxLogText bounds one log line a script writes.
const MaxLogText = 4096

// scratch(name) -> a memo table that lives while the state stays as it is,
// within the current action (or validation): it is dropped when the state
// changes and when the action ends, so it can only hold what is derived
// from the state, never game state.
func (h *Host) scratchFn(L *lua.LState) int {
	name := L.CheckString(1)
	c := h.views()
	if c.scratch == nil {
		c.scratch = L.NewTable()
	}
	t, ok := c.scratch.RawGetString(name).(*lua.LTable)
	if !ok {
		t = L.NewTable()
		c.scratch.RawSetString(name, t)
	}
	L.Push(t)
	return 1
}

// Limits of memo: its keys, and the results kept for one state.
const (
	MaxMemoKey     = 256
	MaxMemoEntries = 10_000
)

// memo(key, fn) -> fn()'s results, computed once for as long as the state
// stays as it is: the validation of an action and its resolution, or the
// candidates of a turn, share them. Unlike scratch it outlives the unit of
// work, so fn must be a function of the state and of what key names: it
// runs read-only (no change, no dice) and its tables come back frozen.
func (h *Host) memo(L *lua.LState) int {
	key := L.CheckString(1)
	fn := L.CheckFunction(2)
	if len(key) > MaxMemoKey {
		L.ArgError(1, fmt.Sprintf("a memo key of %d bytes; the limit is %d", len(key), MaxMemoKey))
	}
	c := h.views()
	if results, ok := c.memo[key]; ok {
		for _, v := range results {
			L.Push(v)
		}
		return len(results)
	}
	top := L.GetTop()
	h.readOnly++ // no log line either: a hit would not write it again
	err := h.e.ReadOnly(func() error { return L.CallByParam(lua.P{Fn: fn, NRet: lua.MultRet, Protect: true}) })
	h.readOnly--
	check(L, err)
	results := make([]lua.LValue, 0, L.GetTop()-top)
	for i := top + 1; i <= L.GetTop(); i++ {
		v := L.Get(i)
		if t, ok := v.(*lua.LTable); ok {
			freezeView(t)
		}
		results = append(results, v)
	}
	// fn ran read-only, so the state is still the one c belongs to
	if len(c.memo) < MaxMemoEntries {
		if c.memo == nil {
			c.memo = map[string][]lua.LValue{}
		}
		c.memo[key] = results
	}
	return len(results)
}

func (h *Host) move(L *lua.LState) int {
	context, _ := valueArg(L, 3, "context").(map[string]any)
	check(L, h.e.MoveUnit(L.CheckString(1), h.hexArg(L, 2), context))
	return 0
}

func (h *Host) removeFromMap(L *lua.LState) int {
	check(L, h.e.RemoveFromMap(L.CheckString(1)))
	return 0
}

// hits(id, n [, cause])
func (h *Host) hits(L *lua.LState) int {
	cause, _ := valueArg(L, 3, "cause").(map[string]any)
	check(L, h.e.ApplyHits(L.CheckString(1), L.CheckInt(2), cause))
	return 0
}

// eliminate(id, rule)
func (h *Host) eliminate(L *lua.LState) int {
	check(L, h.e.Eliminate(L.CheckString(1), h.ruleArg(L, 2)))
	return 0
}

// set_status(id, status, on)
func (h *Host) setStatus(L *lua.LState) int {
	on := true
	if L.GetTop() >= 3 {
		on = L.ToBool(3)
	}
	check(L, h.e.SetStatus(L.CheckString(1), L.CheckString(2), on))
	return 0
}

func (h *Host) setCounter(L *lua.LState) int {
	check(L, h.e.SetCounter(L.CheckString(1), L.CheckString(2), L.CheckInt(3)))
	return 0
}

// set_note(id, key [, value]): a named string on a unit; nil or "" removes it.
// The kernel counts the notes of every unit against engine.MaxGameNotes,
// so the call is charged a step per unit: a loop of notes cannot outrun
// the budget.
func (h *Host) setNote(L *lua.LState) int {
	check(L, h.meter.Steps(len(h.e.State.Units)))
	check(L, h.e.SetNote(L.CheckString(1), L.CheckString(2), L.OptString(3, "")))
	return 0
}

func (h *Host) setFace(L *lua.LState) int {
	check(L, h.e.SetFace(L.CheckString(1), L.OptString(2, "")))
	return 0
}

func (h *Host) setItems(L *lua.LState) int {
	check(L, h.e.SetItems(L.CheckString(1), L.CheckString(2), stringsFrom(L, L.Get(3), "items")))
	return 0
}

func (h *Host) setTransports(L *lua.LState) int {
	check(L, h.e.SetTransports(L.CheckString(1), stringsFrom(L, L.Get(2), "passengers")))
	return 0
}

// set_marker(hex, kind, level)
func (h *Host) setMarker(L *lua.LState) int {
	check(L, h.e.SetMarker(h.hexArg(L, 1), L.CheckString(2), L.OptInt(3, 0)))
	return 0
}

func (h *Host) removeMarker(L *lua.LState) int {
	check(L, h.e.SetMarker(h.hexArg(L, 1), L.CheckString(2), -1))
	return 0
}

func (h *Host) setControl(L *lua.LState) int {
	check(L, h.e.SetControl(h.hexArg(L, 1), L.OptString(2, "")))
	return 0
}

func (h *Host) setVar(L *lua.LState) int {
	check(L, h.e.SetVar(L.CheckString(1), L.CheckInt(2)))
	return 0
}

func (h *Host) setFormationCounter(L *lua.LState) int {
	check(L, h.e.SetFormationCounter(L.CheckString(1), L.CheckString(2), L.CheckInt(3)))
	return 0
}

// log(rule, text [, {about = {ids}, to = {sides}}])
func (h *Host) log(L *lua.LState) int {
	if h.readOnly > 0 {
		L.RaiseError("%s", engine.ErrReadOnly)
	}
	rule := h.ruleArg(L, 1)
	text := L.CheckString(2)
	if len(text) > MaxLogText {
		L.ArgError(2, fmt.Sprintf("a log line of %d bytes; the limit is %d", len(text), MaxLogText))
	}
	if opts := L.OptTable(3, nil); opts != nil {
		about, to := lineOptions(L, opts)
		check(L, h.e.LogTo(rule, text, about, to))
		return 0
	}
	h.e.Logf(rule, "%s", text)
	return 0
}

// lineOptions reads a line's {about = {ids}, to = {sides}}.
func lineOptions(L *lua.LState, opts *lua.LTable) (about, to []string) {
	about = stringsFrom(L, opts.RawGetString("about"), "about")
	if v := opts.RawGetString("to"); v != lua.LNil {
		to = append([]string{}, stringsFrom(L, v, "to")...)
	}
	return about, to
}

// say(key [, params [, {about = {ids}, to = {sides}, rule = id}]])
func (h *Host) say(L *lua.LState) int {
	if h.readOnly > 0 {
		L.RaiseError("%s", engine.ErrReadOnly)
	}
	key := L.CheckString(1)
	var params map[string]any
	if L.Get(2) != lua.LNil {
		L.CheckTable(2)
		fields, named := valueArg(L, 2, "params").(map[string]any)
		if !named {
			L.ArgError(2, "params: a table of named values")
		}
		params = fields
	}
	var about, to []string
	var rule string
	if opts := L.OptTable(3, nil); opts != nil {
		about, to = lineOptions(L, opts)
		if r := opts.RawGetString("rule"); r != lua.LNil {
			rule = lua.LVAsString(r)
			if err := h.checkRule(rule); err != nil {
				L.ArgError(3, "rule: "+err.Error())
			}
		}
	}
	check(L, h.e.Say(key, params, rule, about, to))
	if n := len(h.e.Log); n > 0 && len(h.e.Log[n-1].Text) > MaxLogText {
		L.RaiseError("say %s: a log line of %d bytes; the limit is %d", key, len(h.e.Log[n-1].Text), MaxLogText)
	}
	return 0
}

// report(name, fields)
func (h *Host) report(L *lua.LState) int {
	L.CheckTable(2)
	fields, _ := valueArg(L, 2, "fields").(map[string]any)
	check(L, h.e.Report(L.CheckString(1), fields))
	return 0
}

// open_interrupt{kind=, side=, actions={...}, context={...}, mandatory=false}
func (h *Host) openInterrupt(L *lua.LState) int {
	spec := L.CheckTable(1)
	in := state.Interrupt{
		Kind: lua.LVAsString(spec.RawGetString("kind")), Side: lua.LVAsString(spec.RawGetString("side")),
		Actions:   stringsFrom(L, spec.RawGetString("actions"), "actions"),
		Mandatory: lua.LVAsBool(spec.RawGetString("mandatory")), Owned: lua.LVAsBool(spec.RawGetString("owned")),
	}
	if ctx := spec.RawGetString("context"); ctx != lua.LNil {
		v, err := fromLua(ctx)
		fields, named := v.(map[string]any)
		if err == nil && !named {
			err = fmt.Errorf("a table of named fields, not a %s", ctx.Type())
		}
		if err != nil {
			L.ArgError(1, "context: "+err.Error())
		}
		in.Context = fields
	}
	check(L, h.e.OpenInterrupt(in))
	return 0
}

// decline_interrupt() closes the innermost window without a reaction and
// fires interrupt_declined with its context
func (h *Host) declineInterrupt(L *lua.LState) int {
	check(L, h.e.DeclineInterrupt())
	return 0
}

func (h *Host) closeInterrupt(L *lua.LState) int {
	check(L, h.e.CloseInterrupt())
	return 0
}

// start_activation(side, formation)
func (h *Host) startActivation(L *lua.LState) int {
	check(L, h.e.StartActivation(L.OptString(1, ""), L.OptString(2, "")))
	return 0
}

func (h *Host) endActivation(L *lua.LState) int {
	check(L, h.e.EndActivation())
	return 0
}

// end_phase([side]): the submitter's end of the phase, or side's (see
// Engine.EndPhaseFor)
func (h *Host) endPhase(L *lua.LState) int {
	if L.GetTop() == 0 {
		check(L, h.e.EndPhase())
		return 0
	}
	check(L, h.e.EndPhaseFor(L.CheckString(1)))
	return 0
}

func (h *Host) cupAdd(L *lua.LState) int {
	check(L, h.e.CupAdd(L.CheckString(1)))
	return 0
}

func (h *Host) cupRemove(L *lua.LState) int {
	check(L, h.e.CupRemove(L.CheckString(1)))
	return 0
}

// cup_draw(purpose) -> marker
func (h *Host) cupDraw(L *lua.LState) int {
	m, err := h.e.CupDraw(L.CheckString(1))
	check(L, err)
	L.Push(lua.LString(m))
	return 1
}

// cup_next(marker) promises the marker to the next draw
func (h *Host) cupNext(L *lua.LState) int {
	check(L, h.e.CupNext(L.CheckString(1)))
	return 0
}

// end_game(result, rule [, params])
func (h *Host) endGame(L *lua.LState) int {
	check(L, h.e.EndGameWith(L.CheckString(1), h.labelParams(L, L.Get(3)), h.ruleArg(L, 2)))
	return 0
}

// cup_reset_drawn() empties the list of markers drawn
func (h *Host) cupResetDrawn(L *lua.LState) int {
	check(L, h.e.ResetDrawn())
	return 0
}

// set_holding(side, key, n)
func (h *Host) setHolding(L *lua.LState) int {
	check(L, h.e.SetHolding(L.CheckString(1), L.CheckString(2), L.CheckInt(3)))
	return 0
}

// spawn{type=, side=, formation=, hex=, id=, face=} -> id; without hex the unit is off the map
func (h *Host) spawn(L *lua.LState) int {
	spec := L.CheckTable(1)
	sp := engine.Spawn{
		ID: lua.LVAsString(spec.RawGetString("id")), Type: lua.LVAsString(spec.RawGetString("type")),
		Side: lua.LVAsString(spec.RawGetString("side")), Formation: lua.LVAsString(spec.RawGetString("formation")),
		Face: lua.LVAsString(spec.RawGetString("face")),
	}
	if label := lua.LVAsString(spec.RawGetString("hex")); label != "" {
		at, err := h.e.Layout.Parse(label)
		check(L, err)
		sp.At, sp.OnMap = at, true
	}
	id, err := h.e.SpawnUnit(sp)
	check(L, err)
	L.Push(lua.LString(id))
	return 1
}

// revive(id, hex [, {face=, statuses={...}, counters={name=n}, rule=}]):
// an eliminated unit back in play; hex nil brings it back off the map
func (h *Host) revive(L *lua.LState) int {
	r := engine.Revival{}
	if L.Get(2) != lua.LNil {
		r.At, r.OnMap = h.hexArg(L, 2), true
	}
	if opts := L.OptTable(3, nil); opts != nil {
		r.Face = lua.LVAsString(opts.RawGetString("face"))
		r.Statuses = stringsFrom(L, opts.RawGetString("statuses"), "statuses")
		r.Rule = lua.LVAsString(opts.RawGetString("rule"))
		if r.Rule != "" {
			check(L, h.checkRule(r.Rule))
		}
		if v := opts.RawGetString("counters"); v != lua.LNil {
			raw, err := fromLua(v)
			counters, ok := raw.(map[string]any)
			if err != nil || !ok {
				L.ArgError(3, "counters: a table of names to integers")
			}
			r.Counters = map[string]int{}
			for name, n := range counters {
				i, ok := n.(int)
				if !ok {
					L.ArgError(3, fmt.Sprintf("counters: %q is %v, not an integer", name, n))
				}
				r.Counters[name] = i
			}
		}
	}
	check(L, h.e.Revive(L.CheckString(1), r))
	return 0
}

// convert(id, type, side, formation)
func (h *Host) convert(L *lua.LState) int {
	check(L, h.e.Convert(L.CheckString(1), L.CheckString(2), L.CheckString(3), L.OptString(4, "")))
	return 0
}

// set_automated(side, on): the ruleset plays this side itself
func (h *Host) setAutomated(L *lua.LState) int {
	on := true
	if L.GetTop() >= 2 {
		on = L.ToBool(2)
	}
	check(L, h.e.SetAutomated(L.CheckString(1), on))
	return 0
}
