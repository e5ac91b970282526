package script

import (
	"github.com/nw68/nw68/core/hex"
	lua "github.com/yuin/gopher-lua"
)

// module builds the nw68 module. Its functions live in the files named for
// what they serve; api_doc.go declares how API.md documents each.
func (h *Host) module(L *lua.LState) *lua.LTable {
	api := map[string]lua.LGFunction{
		// subscribing (bus_api.go)
		"on": h.on, "fire": h.fire, "replace_handler": h.replaceHandler, "remove_handler": h.removeHandler,
		// reading (reading_api.go)
		"unit": h.unitFn, "units": h.units, "units_at": h.unitsAt, "hex": h.hexFn, "marked": h.marked,
		"markers": h.markers, "entity": h.entity, "formation": h.formation, "state": h.stateFn,
		"rule": h.rule, "precondition": h.precondition, "table": h.table, "explain": h.explain, "acting_side": h.actingSide, "submitter": h.submitter,
		"relation": h.relation, "enemies": h.enemies, "unit_relation": h.unitRelation, "foes": h.foes,
		// geometry (geometry_api.go)
		"distance": h.distance, "neighbors": h.neighbors, "within": h.within,
		"line": h.line, "sight_line": h.sightLine, "on_map": h.onMap, "board": h.board, "reachable": h.reachable,
		// lines of sight (sight_api.go)
		"line_of_sight": h.lineOfSight, "sight_level": h.sightLevel, "sees": h.sees,
		// moving (movement_api.go)
		"move_class": h.moveClass, "move_terms": h.moveTerms, "move_cost": h.moveCost, "move_holder": h.moveHolder, "move_reach": h.moveReach,
		"maps": h.maps, "map_of": h.mapOf, "map_var": h.mapVar, "set_map_var": h.setMapVar,
		// dice and values (values_api.go)
		"roll": h.roll, "answering": h.answering, "answer_die": h.answerDie, "reroll_die": h.rerollDie, "compute": h.compute, "terrain_terms": h.terrainTerms,
		// changing the game, only while an action resolves (changes_api.go)
		"move": h.move, "remove_from_map": h.removeFromMap, "hits": h.hits, "eliminate": h.eliminate,
		"set_status": h.setStatus, "set_counter": h.setCounter, "set_note": h.setNote, "set_face": h.setFace,
		"set_items": h.setItems, "set_transports": h.setTransports,
		"set_marker": h.setMarker, "remove_marker": h.removeMarker, "set_control": h.setControl,
		"set_var": h.setVar, "value": h.value, "set_value": h.setValue, "set_relation": h.setRelation, "set_terrain": h.setTerrain, "set_formation_counter": h.setFormationCounter,
		"log": h.log, "say": h.say, "report": h.report, "scratch": h.scratchFn, "memo": h.memo,
		"open_interrupt": h.openInterrupt, "close_interrupt": h.closeInterrupt, "decline_interrupt": h.declineInterrupt,
		"start_activation": h.startActivation, "end_activation": h.endActivation, "end_phase": h.endPhase,
		"cup_add": h.cupAdd, "cup_remove": h.cupRemove, "cup_draw": h.cupDraw, "cup_next": h.cupNext, "cup_reset_drawn": h.cupResetDrawn,
		"end_game": h.endGame, "scenario": h.scenario,
		"holding": h.holding, "set_holding": h.setHolding, "spawn": h.spawn, "revive": h.revive, "convert": h.convert, "set_automated": h.setAutomated,
	}
	return L.SetFuncs(L.NewTable(), api)
}

// valueArg converts argument n to Go, raising an error at the script's line
// when the value cannot be handed over (a cycle, too deep, too large).
func valueArg(L *lua.LState, n int, what string) any {
	v, err := fromLua(L.Get(n))
	if err != nil {
		L.ArgError(n, what+": "+err.Error())
	}
	return v
}

// check raises a Lua error for a Go error, so the script's line is reported.
func check(L *lua.LState, err error) {
	if err != nil {
		L.RaiseError("%s", err.Error())
	}
}

func (h *Host) hexArg(L *lua.LState, n int) hex.Hex {
	label := L.CheckString(n)
	at, err := h.e.Layout.Parse(label)
	if err != nil {
		L.ArgError(n, err.Error())
	}
	return at
}

func (h *Host) ruleArg(L *lua.LState, n int) string {
	id := L.OptString(n, "")
	if id != "" {
		if err := h.checkRule(id); err != nil {
			L.ArgError(n, err.Error())
		}
	}
	return id
}
