package script

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/explain"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	lua "github.com/yuin/gopher-lua"
)

// module builds the nw68 module. API.md documents every function.
func (h *Host) module(L *lua.LState) *lua.LTable {
	api := map[string]lua.LGFunction{
		// subscribing (bus_api.go)
		"on": h.on, "fire": h.fire, "replace_handler": h.replaceHandler, "remove_handler": h.removeHandler,
		// reading
		"unit": h.unitFn, "units": h.units, "units_at": h.unitsAt, "hex": h.hexFn, "marked": h.marked,
		"markers": h.markers, "entity": h.entity, "formation": h.formation, "state": h.stateFn,
		"rule": h.rule, "table": h.table, "explain": h.explain, "acting_side": h.actingSide, "submitter": h.submitter,
		"relation": h.relation, "enemies": h.enemies, "unit_relation": h.unitRelation, "foes": h.foes,
		// geometry
		"distance": h.distance, "neighbors": h.neighbors, "within": h.within,
		"line": h.line, "sight_line": h.sightLine, "on_map": h.onMap, "board": h.board, "reachable": h.reachable,
		// moving (movement_api.go)
		"move_class": h.moveClass, "move_terms": h.moveTerms, "move_cost": h.moveCost, "move_holder": h.moveHolder, "move_reach": h.moveReach,
		"maps": h.maps, "map_of": h.mapOf, "map_var": h.mapVar, "set_map_var": h.setMapVar,
		// dice and values
		"roll": h.roll, "compute": h.compute, "terrain_terms": h.terrainTerms, // values_api.go
		// changing the game (only while an action resolves)
		"move": h.move, "remove_from_map": h.removeFromMap, "hits": h.hits, "eliminate": h.eliminate,
		"set_status": h.setStatus, "set_counter": h.setCounter, "set_note": h.setNote, "set_face": h.setFace,
		"set_items": h.setItems, "set_transports": h.setTransports,
		"set_marker": h.setMarker, "remove_marker": h.removeMarker, "set_control": h.setControl,
		"set_var": h.setVar, "set_relation": h.setRelation, "set_terrain": h.setTerrain, "set_formation_counter": h.setFormationCounter,
		"log": h.log, "report": h.report, "scratch": h.scratchFn, "memo": h.memo,
		"open_interrupt": h.openInterrupt, "close_interrupt": h.closeInterrupt, "decline_interrupt": h.declineInterrupt,
		"start_activation": h.startActivation, "end_activation": h.endActivation, "end_phase": h.endPhase,
		"cup_add": h.cupAdd, "cup_remove": h.cupRemove, "cup_draw": h.cupDraw, "cup_next": h.cupNext, "cup_reset_drawn": h.cupResetDrawn,
		"end_game": h.endGame, "scenario": h.scenario,
		"holding": h.holding, "set_holding": h.setHolding, "spawn": h.spawn, "convert": h.convert, "set_automated": h.setAutomated,
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

// views are the read-only tables scripts were given of the state, kept
// until the state changes: within a validation, or between two changes of
// an action, every handler reads the same tables instead of new copies.
type views struct {
	version uint64
	state   *lua.LTable
	scratch *lua.LTable
	memo    map[string][]lua.LValue
}

// views returns the views of the current state, dropping stale ones.
func (h *Host) views() *views {
	c := &h.cache
	if c.version != h.e.Version() {
		*c = views{version: h.e.Version()}
	}
	return c
}

// mapViews are the read-only tables of what lies on the map (hexes, their
// markers, sight lines): kept until the map itself changes, so the units
// moving and firing in an action leave them as they are.
type mapViews struct {
	version uint64
	hexes   map[hex.Hex]*lua.LTable
	markers map[hex.Hex]*lua.LTable
	sight   map[string]*lua.LTable
	marked  map[string]*lua.LTable
}

// mapView returns the map's views, dropping stale ones.
func (h *Host) mapView() *mapViews {
	c := &h.mapCache
	if c.hexes == nil || c.version != h.e.MapVersion() {
		*c = mapViews{version: h.e.MapVersion(), hexes: map[hex.Hex]*lua.LTable{}, markers: map[hex.Hex]*lua.LTable{}, sight: map[string]*lua.LTable{}}
	}
	return c
}

// entityTable returns the table of an entity on a face. Entities never
// change during a game, so each table is built once and shared, and
// it (and so a unit's stats, weapons, tags and faces) is frozen.
func (h *Host) entityTable(L *lua.LState, e *ruleset.Entity, face string) *lua.LTable {
	key := entityKey{e.Kind, e.ID, face}
	if t, ok := h.entities[key]; ok {
		return t
	}
	t := L.NewTable()
	t.RawSetString("id", lua.LString(e.ID))
	t.RawSetString("kind", lua.LString(e.Kind))
	t.RawSetString("name", lua.LString(e.Name))
	t.RawSetString("rule", lua.LString(e.Rule))
	t.RawSetString("faction", lua.LString(e.Faction))
	t.RawSetString("tags", setOf(L, e.Tags))
	stats := L.NewTable()
	statsOn := e.StatsOn(face)
	for _, k := range slices.Sorted(maps.Keys(statsOn)) {
		stats.RawSetString(k, ctyToLua(L, statsOn[k]))
	}
	t.RawSetString("stats", stats)
	weapons := L.NewTable()
	for _, w := range e.WeaponsOn(face) {
		wt := L.NewTable()
		for _, k := range slices.Sorted(maps.Keys(w.Attrs)) {
			wt.RawSetString(k, ctyToLua(L, w.Attrs[k]))
		}
		wt.RawSetString("name", lua.LString(w.Name))
		weapons.RawSetString(w.Name, wt)
	}
	t.RawSetString("weapons", weapons)
	faces := L.NewTable()
	for _, f := range e.Faces {
		faces.RawSetString(f.Name, lua.LTrue)
	}
	t.RawSetString("faces", faces)
	// Shared by every unit of the type for the whole game: read-only.
	freeze(false, t)
	h.entities[key] = t
	return t
}

type entityKey struct{ kind, id, face string }

var entityFields = []string{"kind", "name", "rule", "faction", "tags", "stats", "weapons", "faces"}

// unitTable returns a unit's read-only table, built again only once the
// unit itself has changed: other units moving or firing leave it as it is.
func (h *Host) unitTable(L *lua.LState, u *state.Unit) *lua.LTable {
	if v, ok := h.unitViews[u.ID]; ok && v.built >= h.e.UnitVersion(u.ID) {
		return v.table
	}
	t := h.buildUnit(L, u)
	freezeView(t)
	if h.unitViews == nil {
		h.unitViews = map[string]unitView{}
	}
	h.unitViews[u.ID] = unitView{table: t, built: h.e.Version()}
	return t
}

// A unitView is a unit's table and the state version it was built at.
type unitView struct {
	table *lua.LTable
	built uint64
}

func (h *Host) buildUnit(L *lua.LState, u *state.Unit) *lua.LTable {
	shared := h.entityTable(L, h.e.UnitType(u), u.Face)
	t := L.CreateTable(0, 24)
	for _, f := range entityFields {
		t.RawSetString(f, shared.RawGetString(f))
	}
	t.RawSetString("id", lua.LString(u.ID))
	t.RawSetString("type", lua.LString(u.Type))
	t.RawSetString("side", lua.LString(u.Side))
	t.RawSetString("formation", lua.LString(u.Formation))
	t.RawSetString("alive", lua.LBool(u.Alive))
	t.RawSetString("on_map", lua.LBool(u.OnMap))
	if u.OnMap {
		t.RawSetString("hex", lua.LString(h.e.Label(u.Hex)))
	}
	t.RawSetString("face", lua.LString(u.Face))
	t.RawSetString("statuses", setOf(L, u.Statuses))
	t.RawSetString("counters", toLua(L, u.Counters))
	t.RawSetString("notes", toLua(L, u.Notes))
	t.RawSetString("carries", toLua(L, u.Carries))
	t.RawSetString("attached", toLua(L, u.Attached))
	t.RawSetString("transports", toLua(L, u.Transports))
	if u.Aboard != "" {
		t.RawSetString("aboard", lua.LString(u.Aboard))
	}
	return t
}

// unit(id) -> unit table, or nil
func (h *Host) unitFn(L *lua.LState) int {
	u, ok := h.e.State.Units[L.CheckString(1)]
	if !ok {
		L.Push(lua.LNil)
		return 1
	}
	L.Push(h.unitTable(L, u))
	return 1
}

// units({side=, formation=, at=, alive=}) -> list of unit tables, by id
func (h *Host) units(L *lua.LState) int {
	filter := L.OptTable(1, L.NewTable())
	side := lua.LVAsString(filter.RawGetString("side"))
	formation := lua.LVAsString(filter.RawGetString("formation"))
	at := lua.LVAsString(filter.RawGetString("at"))
	wantAlive := filter.RawGetString("alive") != lua.LFalse
	var atHex hex.Hex
	if at != "" {
		var err error
		atHex, err = h.e.Layout.Parse(at)
		check(L, err)
	}
	out := L.NewTable()
	for _, id := range h.e.State.UnitIDs() {
		u := h.e.State.Units[id]
		if u.Alive != wantAlive || side != "" && u.Side != side || formation != "" && u.Formation != formation || at != "" && (!u.OnMap || u.Hex != atHex) {
			continue
		}
		out.Append(h.unitTable(L, u))
	}
	L.Push(out)
	return 1
}

// units_at(hex) -> living units in the hex
func (h *Host) unitsAt(L *lua.LState) int {
	out := L.NewTable()
	for _, u := range h.e.State.UnitsAt(h.hexArg(L, 1)) {
		out.Append(h.unitTable(L, u))
	}
	L.Push(out)
	return 1
}

// hex(label) -> {label, terrain, features, name, markers = {kind = level}, control},
// read-only and built once per version of the map (the features set once per game).
func (h *Host) hexFn(L *lua.LState) int {
	L.Push(h.hexView(L, h.hexArg(L, 1)))
	return 1
}

// hexView returns the read-only table of a hex, built once per version of
// the map.
func (h *Host) hexView(L *lua.LState, at hex.Hex) *lua.LTable {
	c := h.mapView()
	if t, ok := c.hexes[at]; ok {
		return t
	}
	info := h.e.Hex(at)
	t := L.CreateTable(0, 6)
	t.RawSetString("label", lua.LString(h.e.Label(at)))
	t.RawSetString("terrain", lua.LString(info.Terrain))
	// The map's own features are shared for the game; a hex changed in
	// play gets its own set in this view.
	_, changed := h.e.State.Terrain[at]
	features, ok := h.features[at]
	if changed {
		features, ok = setOf(L, info.Features), true
		features.Freeze()
	}
	if !ok {
		features = setOf(L, info.Features)
		freeze(false, features)
		h.features[at] = features
	}
	t.RawSetString("features", features)
	t.RawSetString("name", lua.LString(info.Name))
	t.RawSetString("markers", h.markerView(L, at))
	if side, ok := h.e.State.Control[at]; ok {
		t.RawSetString("control", lua.LString(side))
	}
	t.Freeze()
	c.hexes[at] = t
	return t
}

// marked(kind) -> the hexes holding a marker of a kind, as hex() gives them,
// in map order (column by column, map by map): what a sweep over every hex
// would find, without the sweep.
func (h *Host) marked(L *lua.LState) int {
	kind := L.CheckString(1)
	if _, ok := h.e.Rules.Entity(ruleset.KindMarkerKind, kind); !ok {
		L.ArgError(1, fmt.Sprintf("marker kind %q is not declared by the ruleset", kind))
	}
	c := h.mapView()
	if t, ok := c.marked[kind]; ok {
		L.Push(t)
		return 1
	}
	var at []hex.Hex
	for hx, ms := range h.e.State.Markers {
		if slices.ContainsFunc(ms, func(m state.Marker) bool { return m.Kind == kind }) {
			at = append(at, hx)
		}
	}
	slices.SortFunc(at, h.e.Layout.Compare)
	t := L.CreateTable(len(at), 0)
	for _, hx := range at {
		t.Append(h.hexView(L, hx))
	}
	t.Freeze()
	if c.marked == nil {
		c.marked = map[string]*lua.LTable{}
	}
	c.marked[kind] = t
	L.Push(t)
	return 1
}

func (h *Host) markerTable(L *lua.LState, at hex.Hex) *lua.LTable {
	ms := h.e.State.MarkersAt(at)
	t := L.CreateTable(0, len(ms))
	for _, m := range ms {
		t.RawSetString(m.Kind, lua.LNumber(m.Level))
	}
	return t
}

// markers(label) -> {kind = level}: the markers of a hex, cheaper than hex()
func (h *Host) markers(L *lua.LState) int {
	L.Push(h.markerView(L, h.hexArg(L, 1)))
	return 1
}

// markerView is a hex's read-only markers table, built once per version of the map.
func (h *Host) markerView(L *lua.LState, at hex.Hex) *lua.LTable {
	c := h.mapView()
	t, ok := c.markers[at]
	if !ok {
		t = h.markerTable(L, at)
		t.Freeze()
		c.markers[at] = t
	}
	return t
}

// entity(kind, id [, face]) -> entity table, or nil
func (h *Host) entity(L *lua.LState) int {
	e, ok := h.e.Rules.Entity(L.CheckString(1), L.CheckString(2))
	if !ok {
		L.Push(lua.LNil)
		return 1
	}
	L.Push(h.entityTable(L, e, L.OptString(3, "")))
	return 1
}

// formation(id) -> {id, side, counters}, or nil
func (h *Host) formation(L *lua.LState) int {
	f, ok := h.e.State.Formations[L.CheckString(1)]
	if !ok {
		L.Push(lua.LNil)
		return 1
	}
	t := L.NewTable()
	t.RawSetString("id", lua.LString(f.ID))
	t.RawSetString("side", lua.LString(f.Side))
	t.RawSetString("counters", toLua(L, f.Counters))
	L.Push(t)
	return 1
}

// state() -> {turn, phase, step, active_side, active_formation, sides, cup, drawn, holdings, vars, interrupt, result, begun}
func (h *Host) stateFn(L *lua.LState) int {
	c := h.views()
	if c.state == nil {
		c.state = h.buildState(L)
		freezeView(c.state)
	}
	L.Push(c.state)
	return 1
}

func (h *Host) buildState(L *lua.LState) *lua.LTable {
	s := h.e.State
	t := L.NewTable()
	t.RawSetString("turn", lua.LNumber(s.Turn))
	t.RawSetString("phase", lua.LString(s.Phase))
	t.RawSetString("step", lua.LString(s.Step))
	t.RawSetString("active_side", lua.LString(s.ActiveSide))
	t.RawSetString("active_formation", lua.LString(s.ActiveFormation))
	t.RawSetString("sides", toLua(L, s.Sides))
	t.RawSetString("cup", toLua(L, s.Cup))
	t.RawSetString("drawn", toLua(L, s.Drawn))
	t.RawSetString("automated", setOf(L, s.Automated))
	holdings := L.NewTable()
	for _, side := range slices.Sorted(maps.Keys(s.Holdings)) {
		holdings.RawSetString(side, toLua(L, s.Holdings[side]))
	}
	t.RawSetString("holdings", holdings)
	t.RawSetString("vars", toLua(L, s.Vars))
	t.RawSetString("result", lua.LString(s.Result))
	t.RawSetString("begun", lua.LBool(h.e.Begun))
	if n := len(s.Interrupts); n > 0 {
		in := s.Interrupts[n-1]
		it := L.NewTable()
		it.RawSetString("kind", lua.LString(in.Kind))
		it.RawSetString("side", lua.LString(in.Side))
		it.RawSetString("actions", toLua(L, in.Actions))
		it.RawSetString("context", toLua(L, in.Context))
		t.RawSetString("interrupt", it)
	}
	return t
}

// submitter() -> the side the action being judged or resolved names, ""
// when none was named
func (h *Host) submitter(L *lua.LState) int {
	L.Push(lua.LString(h.e.Submitter()))
	return 1
}

// acting_side() -> the side to act now: the owner of the innermost reaction
// window, else the active side ("" between activations)
func (h *Host) actingSide(L *lua.LState) int {
	L.Push(lua.LString(h.e.ActingSide()))
	return 1
}

// relation(a, b) -> how side a regards side b: "self", "enemy", "allied"
// or "neutral"
func (h *Host) relation(L *lua.LState) int {
	L.Push(lua.LString(h.e.Relation(L.CheckString(1), L.CheckString(2))))
	return 1
}

// enemies(a, b) -> whether sides a and b are enemies
func (h *Host) enemies(L *lua.LState) int {
	L.Push(lua.LBool(h.e.Enemies(L.CheckString(1), L.CheckString(2))))
	return 1
}

// unitArg reads argument n as a unit in the state: its id, or a unit table
// (its id field).
func (h *Host) unitArg(L *lua.LState, n int) *state.Unit {
	id := ""
	switch v := L.Get(n).(type) {
	case lua.LString:
		id = string(v)
	case *lua.LTable:
		id = lua.LVAsString(v.RawGetString("id"))
	default:
		L.ArgError(n, "a unit id or unit table expected")
	}
	u, ok := h.e.State.Units[id]
	if !ok {
		L.ArgError(n, fmt.Sprintf("no unit %q", id))
	}
	return u
}

// unit_relation(a, b) -> how unit a regards unit b: the relation of their
// sides unless a status of either declares another ("relation",
// "relation_own" stats)
func (h *Host) unitRelation(L *lua.LState) int {
	L.Push(lua.LString(h.e.UnitRelation(h.unitArg(L, 1), h.unitArg(L, 2))))
	return 1
}

// foes(a, b) -> whether units a and b are enemies
func (h *Host) foes(L *lua.LState) int {
	L.Push(lua.LBool(h.e.UnitsEnemies(h.unitArg(L, 1), h.unitArg(L, 2))))
	return 1
}

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

// rule(id) -> {id, section, title, summary}; an unknown id is an error
func (h *Host) rule(L *lua.LState) int {
	id := L.CheckString(1)
	r, ok := h.e.Rules.Rules[id]
	if !ok {
		L.ArgError(1, fmt.Sprintf("rule %q is not declared by any loaded layer", id))
	}
	t := L.NewTable()
	t.RawSetString("id", lua.LString(r.ID))
	t.RawSetString("section", lua.LString(r.Section))
	t.RawSetString("title", lua.LString(r.Title))
	t.RawSetString("summary", lua.LString(r.Summary))
	L.Push(t)
	return 1
}

// table(id, total or key) -> the row's fields (with key and rule), or nil;
// a number looks up a dice table's result, a string a row by its key
func (h *Host) table(L *lua.LState) int {
	id := L.CheckString(1)
	t, ok := h.e.Rules.Tables[id]
	if !ok {
		L.ArgError(1, fmt.Sprintf("no table %q", id))
	}
	var row *ruleset.TableRow
	if key, isString := L.Get(2).(lua.LString); isString {
		row, ok = t.Row(string(key))
	} else {
		row, ok = t.Lookup(L.CheckInt(2))
	}
	if !ok {
		L.Push(lua.LNil)
		return 1
	}
	out := L.NewTable()
	for _, k := range slices.Sorted(maps.Keys(row.Attrs)) {
		out.RawSetString(k, ctyToLua(L, row.Attrs[k]))
	}
	out.RawSetString("key", lua.LString(row.Key))
	out.RawSetString("rule", lua.LString(row.Rule))
	L.Push(out)
	return 1
}

// explain() -> the texts of the values computed during the current action
func (h *Host) explain(L *lua.LState) int {
	out := L.NewTable()
	for _, v := range h.e.Values {
		out.Append(lua.LString(v.String()))
	}
	L.Push(out)
	return 1
}

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

// MaxLogText bounds one log line a script writes.
const MaxLogText = 4096

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

// roll(n, sides, purpose) -> faces (list), total
func (h *Host) roll(L *lua.LState) int {
	r, err := h.e.Roll(L.CheckInt(1), L.CheckInt(2), L.CheckString(3))
	check(L, err)
	faces := L.CreateTable(len(r.Faces), 0)
	for _, f := range r.Faces {
		faces.Append(lua.LNumber(f))
	}
	L.Push(faces)
	L.Push(lua.LNumber(r.Sum()))
	return 2
}

// compute{stage=, name=, terms = {{label, value, rule}...}, facts = {...}} -> total, text, rule of the replacement ("" if none)
func (h *Host) compute(L *lua.LState) int {
	spec := L.CheckTable(1)
	c := engine.Computation{Stage: lua.LVAsString(spec.RawGetString("stage")), Name: lua.LVAsString(spec.RawGetString("name"))}
	if c.Stage == "" {
		L.ArgError(1, "compute needs a stage")
	}
	if _, declared := h.e.Rules.Values[c.Stage]; !declared {
		L.ArgError(1, fmt.Sprintf("no loaded layer declares a value %s (a value block).%s", shortName(c.Stage), h.stageSpeller().DidYouMean(c.Stage)))
	}
	if c.Name == "" {
		c.Name = c.Stage
	}
	if terms, ok := spec.RawGetString("terms").(*lua.LTable); ok {
		if terms.Len() > MaxListLength {
			L.ArgError(1, fmt.Sprintf("compute: more than %d terms", MaxListLength))
		}
		for i := 1; i <= terms.Len(); i++ {
			t, ok := terms.RawGetInt(i).(*lua.LTable)
			if !ok {
				L.ArgError(1, "each term is {label, value, rule}")
			}
			rule := lua.LVAsString(t.RawGetInt(3))
			if rule != "" {
				check(L, h.checkRule(rule))
			}
			c.Terms = append(c.Terms, explain.Term{Label: lua.LVAsString(t.RawGetInt(1)), Value: int(lua.LVAsNumber(t.RawGetInt(2))), Rule: rule})
		}
	}
	facts := spec.RawGetString("facts")
	c.Payload = facts
	if h.e.HasModifiers(c.Stage) {
		if _, ok := facts.(*lua.LTable); ok {
			f, err := fromLua(facts)
			named, isMap := f.(map[string]any)
			if err == nil && !isMap {
				err = fmt.Errorf("facts are named, not a list")
			}
			if err != nil {
				L.ArgError(1, "facts: "+err.Error())
			}
			c.Facts = named
		}
	}
	v, err := h.e.Compute(c)
	check(L, err)
	L.Push(lua.LNumber(v.Total()))
	L.Push(lua.LString(v.String()))
	replacedBy := ""
	if v.Replaced != nil {
		replacedBy = v.Replaced.Rule
	}
	L.Push(lua.LString(replacedBy))
	return 3
}

// A computing entry is a value being computed and the table its modify
// handlers receive, built once for all of them.
type computing struct {
	ev    *hook.Event
	table *lua.LTable
}

// withValue runs a modify handler with the value's table: {name, total,
// add(label, value, rule), replace(label, value, rule)}. add and replace
// are the same two functions for every value; they change the value being
// computed now, the innermost (a handler may compute another).
func (h *Host) withValue(ev *hook.Event, run func(*lua.LTable) error) error {
	t, ok := ev.Cache.(*lua.LTable)
	if !ok {
		t = h.L.CreateTable(0, 7)
		t.RawSetString("name", lua.LString(ev.Value.Name))
		t.RawSetString("total", lua.LNumber(ev.Value.Total()))
		t.RawSetString("add", h.valueAdd)
		t.RawSetString("replace", h.valueReplace)
		h.addTermFns(t) // values_api.go
		t.Freeze()
		ev.Cache = t
	}
	n := len(h.computing)
	h.computing = append(h.computing, computing{ev: ev, table: t})
	defer func() { h.computing = h.computing[:n] }()
	return run(t)
}

// changeValue makes the add or replace function of value tables.
func (h *Host) changeValue(replace bool) *lua.LFunction {
	return h.L.NewFunction(func(L *lua.LState) int {
		label, value, rule := L.CheckString(1), L.CheckInt(2), L.CheckString(3)
		check(L, h.checkRule(rule))
		if len(h.computing) == 0 {
			L.RaiseError("no value is being computed")
		}
		c := h.computing[len(h.computing)-1]
		if replace {
			c.ev.Value.Replace(label, value, rule)
		} else {
			c.ev.Value.Add(label, value, rule)
		}
		c.table.RawSetString("total", lua.LNumber(c.ev.Value.Total()))
		return 0
	})
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
		about := stringsFrom(L, opts.RawGetString("about"), "about")
		var to []string
		if v := opts.RawGetString("to"); v != lua.LNil {
			to = append([]string{}, stringsFrom(L, v, "to")...)
		}
		check(L, h.e.LogTo(rule, text, about, to))
		return 0
	}
	h.e.Logf(rule, "%s", text)
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

// end_game(result, rule)
func (h *Host) endGame(L *lua.LState) int {
	check(L, h.e.EndGame(L.CheckString(1), h.ruleArg(L, 2)))
	return 0
}

// cup_reset_drawn() empties the list of markers drawn
func (h *Host) cupResetDrawn(L *lua.LState) int {
	check(L, h.e.ResetDrawn())
	return 0
}

// scenario() -> {id, title, turns, options [, campaign, step, carried]}, or
// nil when the game was not started from a scenario (a test setup)
func (h *Host) scenario(L *lua.LState) int {
	sc := h.e.Scenario
	if sc == nil {
		L.Push(lua.LNil)
		return 1
	}
	t := L.NewTable()
	t.RawSetString("id", lua.LString(sc.ID))
	t.RawSetString("title", lua.LString(sc.Title))
	t.RawSetString("turns", lua.LNumber(sc.Turns))
	opts := L.NewTable()
	for _, k := range slices.Sorted(maps.Keys(sc.Attrs)) {
		opts.RawSetString(k, ctyToLua(L, sc.Attrs[k]))
	}
	t.RawSetString("options", opts)
	if c := h.e.Campaign; c != nil {
		t.RawSetString("campaign", lua.LString(c.ID))
		t.RawSetString("step", lua.LNumber(c.Step))
		carried := L.NewTable()
		if c.Carried != nil {
			for _, u := range c.Carried.Units {
				carried.Append(lua.LString(u.ID))
			}
		}
		t.RawSetString("carried", carried)
	}
	L.Push(t)
	return 1
}

// holding(side, key) -> count
func (h *Host) holding(L *lua.LState) int {
	L.Push(lua.LNumber(h.e.State.Holding(L.CheckString(1), L.CheckString(2))))
	return 1
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
