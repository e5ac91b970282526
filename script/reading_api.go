package script

// The nw68 module's functions for reading the game: units, hexes, markers,
// entities, formations, the state, rules, tables, relations, the scenario
// and holdings (API.md documents them).

import (
	"fmt"
	"maps"
	"slices"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	lua "github.com/yuin/gopher-lua"
)

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
	// the kernel's attributes, where the entity's kind takes one and the
	// data sets it: nil otherwise, as a stat the data leaves out
	for _, f := range []struct{ name, value string }{
		{"hidden", e.Hidden}, {"revealed_by", e.RevealedBy}, {"relation", e.Relation},
		{"relation_own", e.RelationOwn}, {"symbol", e.Symbol},
	} {
		if f.value != "" {
			t.RawSetString(f.name, lua.LString(f.value))
		}
	}
	if len(e.Relations) > 0 {
		rel := L.NewTable()
		for _, side := range slices.Sorted(maps.Keys(e.Relations)) {
			rel.RawSetString(side, lua.LString(e.Relations[side]))
		}
		t.RawSetString("relations", rel)
	}
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

var entityFields = []string{"kind", "name", "rule", "faction", "tags", "stats", "weapons", "faces", "hidden", "revealed_by"}

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
		if r := in.Roll; r != nil {
			roll := L.CreateTable(0, 3)
			roll.RawSetString("purpose", lua.LString(r.Purpose))
			roll.RawSetString("sides", lua.LNumber(r.Sides))
			roll.RawSetString("faces", facesTable(L, r.Faces))
			it.RawSetString("roll", roll)
		}
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

// precondition(kind, params) -> nil, or code, rule, reason of the first of
// the action's preconditions that fails
func (h *Host) precondition(L *lua.LState) int {
	kind := L.CheckString(1)
	raw, err := fromLua(L.CheckTable(2))
	check(L, err)
	params, ok := raw.(map[string]any)
	if list, isList := raw.([]any); isList && len(list) == 0 {
		params, ok = map[string]any{}, true // an empty table converts as a list
	}
	if !ok {
		L.ArgError(2, "the parameters are a table of names: {unit = u.id}, not a list")
	}
	// judged for the side that submits the action being judged, if any
	r, err := h.e.FailedPrecondition(engine.Action{Kind: kind, Params: params, Side: h.e.Submitter()})
	check(L, err)
	if r == nil {
		L.Push(lua.LNil)
		return 1
	}
	L.Push(lua.LString(r.Code))
	L.Push(lua.LString(r.Rule))
	if r.Key == "" {
		L.Push(lua.LString(r.Reason))
		return 3
	}
	// its reason's key and values, to pass on as a refusal or a line's value
	L.Push(lua.LString(r.Key))
	L.Push(toLua(L, r.Params))
	return 4
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
	t.RawSetString("notes", toLua(L, sc.Notes))
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
