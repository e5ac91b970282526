package state

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/nw68/nw68/core/hex"
)

// A Unit is one counter on (or off) the map.
type Unit struct {
	ID        string  `json:"id"`
	Type      string  `json:"type"`
	Side      string  `json:"side"`
	Formation string  `json:"formation,omitempty"`
	Hex       hex.Hex `json:"hex"`
	OnMap     bool    `json:"on_map"`
	Alive     bool    `json:"alive"`
	// Face names the side of the counter that is up; "" is the front.
	Face string `json:"face,omitempty"`
	// Statuses is a sorted set of status names the ruleset defines.
	Statuses []string `json:"statuses,omitempty"`
	// Counters are named integers the ruleset defines (hits taken, altitude...).
	Counters map[string]int `json:"counters,omitempty"`
	// Carries lists item ids the unit carries (weapons, objects).
	Carries []string `json:"carries,omitempty"`
	// Attached lists item ids of markers attached to the unit (a commander...).
	Attached []string `json:"attached,omitempty"`
	// Transports lists the ids of units carried by this one.
	Transports []string `json:"transports,omitempty"`
	// Aboard is the id of the unit carrying this one, if any.
	Aboard string `json:"aboard,omitempty"`
	// Notes are named strings the ruleset keeps on the unit: what a rule
	// must remember about it that no number says (the side it will go
	// back to, the unit that controls it for now).
	Notes map[string]string `json:"notes,omitempty"`
}

// Has reports whether the unit has the status.
func (u *Unit) Has(status string) bool {
	_, found := slices.BinarySearch(u.Statuses, status)
	return found
}

// SetStatus adds or removes a status, keeping the set sorted.
func (u *Unit) SetStatus(status string, on bool) {
	i, found := slices.BinarySearch(u.Statuses, status)
	switch {
	case on && !found:
		u.Statuses = slices.Insert(u.Statuses, i, status)
	case !on && found:
		u.Statuses = slices.Delete(u.Statuses, i, i+1)
	}
}

// Counter returns a named counter (0 when unset).
func (u *Unit) Counter(name string) int { return u.Counters[name] }

// SetCounter sets a named counter; 0 removes it.
func (u *Unit) SetCounter(name string, value int) {
	if value == 0 {
		delete(u.Counters, name)
		return
	}
	if u.Counters == nil {
		u.Counters = map[string]int{}
	}
	u.Counters[name] = value
}

// SetNote sets a note; "" removes it.
func (u *Unit) SetNote(key, value string) {
	if value == "" {
		delete(u.Notes, key)
		return
	}
	if u.Notes == nil {
		u.Notes = map[string]string{}
	}
	u.Notes[key] = value
}

func (u *Unit) clone() *Unit {
	c := *u
	c.Notes = maps.Clone(u.Notes)
	c.Statuses = slices.Clone(u.Statuses)
	c.Counters = maps.Clone(u.Counters)
	c.Carries = slices.Clone(u.Carries)
	c.Attached = slices.Clone(u.Attached)
	c.Transports = slices.Clone(u.Transports)
	return &c
}

// A Marker lies on a hex: smoke, a wreck, a radiation marker, with a level
// when its kind has levels.
type Marker struct {
	Kind  string `json:"kind"`
	Level int    `json:"level,omitempty"`
}

// A Formation groups units that activate together.
type Formation struct {
	ID   string `json:"id"`
	Side string `json:"side"`
	// Counters are named integers the ruleset defines for the formation.
	Counters map[string]int `json:"counters,omitempty"`
}

// An Interrupt is a window opened during resolution in which one side may
// react (opportunity fire, say) before play goes on. Its Context carries what
// the ruleset needs to judge the reactions (the unit that moved, the hex).
//
// A window closes when a reaction closes it, or is declined when the game
// moves on without one; a Mandatory window cannot be declined.
type Interrupt struct {
	Kind      string         `json:"kind"`
	Side      string         `json:"side"`
	Actions   []string       `json:"actions"`
	Context   map[string]any `json:"context,omitempty"`
	Mandatory bool           `json:"mandatory,omitempty"`
	// Owned windows are passed up only by their side: a seat of another side
	// that carries on is refused instead of taking the choice away (the
	// defender's say, where the rules give it one).
	Owned bool `json:"owned,omitempty"`
	// Roll, when set, is the roll the window offers its side to answer: the
	// kernel opened it after an action made an answerable roll.
	Roll *AskedRoll `json:"roll,omitempty"`
}

// An AskedRoll is a roll a window offers to answer, as it stands.
type AskedRoll struct {
	Purpose string `json:"purpose"`
	Sides   int    `json:"sides"`
	Faces   []int  `json:"faces"`
}

// State is the whole position of a game.
type State struct {
	Turn  int    `json:"turn"`
	Phase string `json:"phase"`
	Step  string `json:"step,omitempty"`
	// Waiting, when above 0, says the phase's steps wait for the choice a
	// window opened by the phase's start or by Step offers: they go on
	// once fewer than Waiting windows are open.
	Waiting         int    `json:"waiting,omitempty"`
	ActiveSide      string `json:"active_side,omitempty"`
	ActiveFormation string `json:"active_formation,omitempty"`

	Sides      []string              `json:"sides"`
	Formations map[string]*Formation `json:"formations"`
	Units      map[string]*Unit      `json:"units"`
	Markers    map[hex.Hex][]Marker  `json:"markers"`
	Control    map[hex.Hex]string    `json:"control"`
	// Cup holds the markers that may be drawn, in the order they went in.
	Cup []string `json:"cup"`
	// Drawn lists the markers drawn since the ruleset last reset it (a turn).
	Drawn []string `json:"drawn,omitempty"`
	// CupNext lists markers promised to the next draws, in order: a rule
	// that names who goes first overrides chance for those draws.
	CupNext []string `json:"cup_next,omitempty"`
	// Holdings are what each side has in store off the map, by key
	// (side -> key -> count), as the ruleset names them.
	Holdings map[string]map[string]int `json:"holdings,omitempty"`
	// Vars are named game-wide integers the ruleset defines.
	Vars map[string]int `json:"vars,omitempty"`
	// MapVars are named integers of each map of a game of several maps
	// (map id -> name -> value), as the ruleset names them.
	MapVars map[string]map[string]int `json:"map_vars,omitempty"`
	// Values are typed values by scope and key (see SetValue).
	Values map[string]map[string]Value `json:"values,omitempty"`
	// Automated lists the sides the ruleset itself plays (units without a
	// player, driven by the ruleset's scripts); front ends ask no one for them.
	Automated []string `json:"automated,omitempty"`
	// Ended lists, sorted, the sides that have ended the current phase
	// where it ends only once every side has (ruleset.PhaseEndsEverySide).
	Ended      []string    `json:"ended,omitempty"`
	Interrupts []Interrupt `json:"interrupts,omitempty"`
	// Relations are how pairs of sides regard each other where play changed
	// it, keyed by RelationKey, in the ruleset's words.
	Relations map[string]string `json:"relations,omitempty"`
	// Terrain holds the hexes whose terrain or features changed in play (a
	// bridge built or blown): they override the map.
	Terrain map[hex.Hex]HexTerrain `json:"terrain,omitempty"`
	// Result is set when the game has ended, in the ruleset's words
	// (English); ResultKey and ResultParams, when set, are the message it
	// is the English of, so each reader reads it in their language. The
	// values are set once, never changed in place.
	Result       string         `json:"result,omitempty"`
	ResultKey    string         `json:"result_key,omitempty"`
	ResultParams map[string]any `json:"result_params,omitempty"`

	book book
}

// book is how a state keeps its units: shared with clones, indexed by hex
// and noted for rewinding to marks.
type book struct {
	// shared says the Units map is shared with a clone, to be copied before
	// it changes; owned are the units this state copied for itself since
	// it was last cloned or marked, the others being shared with a clone or
	// kept for a mark (see EditUnit).
	shared bool
	owned  map[string]bool
	// at indexes the living units on the map by hex (nil until first
	// needed), shared with clones likewise (atShared), its slices never
	// changed in place; moved are the units handed out for change since it
	// was last brought up to date, with the place it has them at.
	at       map[hex.Hex][]string
	atShared bool
	moved    map[string]place
	// marks counts the marks not yet released; journal holds, while there
	// are any, each unit as it was before its first change after a mark.
	marks   int
	journal []undo
}

// undo is a unit as it was before a change: was is nil for a unit that
// was not in the state.
type undo struct {
	id  string
	was *Unit
}

// foldAfter is how many changed units the hex index leaves to be looked
// at by every UnitsAt before it takes them in, at the next Clone: taking
// them in copies the index, looking at them costs each call.
const foldAfter = 16

// place is where the hex index has a unit: on says it is indexed at all
// (alive and on the map).
type place struct {
	at hex.Hex
	on bool
}

func placeOf(u *Unit) place {
	if u == nil || !u.Alive || !u.OnMap {
		return place{}
	}
	return place{at: u.Hex, on: true}
}

// HexTerrain is a hex's terrain and features as changed in play.
type HexTerrain struct {
	Terrain  string   `json:"terrain"`
	Features []string `json:"features,omitempty"`
}

// RelationKey keys the relation of two sides, in either order.
func RelationKey(a, b string) string {
	if b < a {
		a, b = b, a
	}
	return a + "|" + b
}

// New returns an empty state.
func New() *State {
	return &State{
		Formations: map[string]*Formation{},
		Units:      map[string]*Unit{},
		Markers:    map[hex.Hex][]Marker{},
		Control:    map[hex.Hex]string{},
	}
}

// Clone returns a copy that shares nothing that either may change. Units
// are shared until one side changes one, which EditUnit copies first, and
// so is the map of them (copied at one side's first change of the units)
// and the hex index, so a clone (a play of odds, a view for one side)
// costs little more than the small parts of the state. Clone updates s's own bookkeeping: like any
// change, it is not safe beside other use of s.
func (s *State) Clone() *State {
	s.index()
	if len(s.book.moved) > foldAfter {
		s.fold()
	}
	c := s.rest()
	c.Units = s.Units
	c.book = book{shared: true, at: s.book.at, atShared: true, moved: maps.Clone(s.book.moved)}
	s.book.shared, s.book.atShared, s.book.owned = true, true, nil
	return c
}

// A Mark is a point of a state's history it can go back to (see Mark).
type Mark struct {
	rest  *State // the state but its units, as it was
	undo  int    // the journal's length then
	depth int    // the marks not released then
}

// Mark notes the state as it is, to go back to with Rewind until the mark
// is released. The units are not copied: each is noted as it was when it
// first changes after the mark, so a mark (an action's checkpoint) costs
// what the small parts of the state do, however many units the game holds.
// Marks nest: rewinding to a mark or releasing it releases those taken
// after it as well.
func (s *State) Mark() Mark {
	m := Mark{rest: s.rest(), undo: len(s.book.journal), depth: s.book.marks}
	s.book.marks++
	s.book.owned = nil
	return m
}

// Release gives up m and the marks taken after it: the state will not go
// back to them.
func (s *State) Release(m Mark) {
	s.book.marks = min(s.book.marks, m.depth)
	if s.book.marks == 0 {
		s.book.journal = nil
	}
}

// Rewind puts the state back as it was at m, which must not have been
// released, and releases it.
func (s *State) Rewind(m Mark) {
	if len(s.book.journal) > m.undo {
		s.unshare()
	}
	for i := len(s.book.journal) - 1; i >= m.undo; i-- {
		u := s.book.journal[i]
		s.moving(u.id, s.Units[u.id])
		if u.was == nil {
			delete(s.Units, u.id)
		} else {
			s.Units[u.id] = u.was
		}
	}
	s.book.journal = s.book.journal[:m.undo]
	s.book.owned = nil // the units put back are the mark's
	units, b := s.Units, s.book
	*s = *m.rest
	s.Units, s.book = units, b
	s.Release(m)
}

// rest copies all of the state but its units.
func (s *State) rest() *State {
	c := *s
	c.Units, c.book = nil, book{}
	c.Sides = slices.Clone(s.Sides)
	c.Formations = make(map[string]*Formation, len(s.Formations))
	for id, f := range s.Formations {
		fc := *f
		fc.Counters = maps.Clone(f.Counters)
		c.Formations[id] = &fc
	}
	c.Markers = make(map[hex.Hex][]Marker, len(s.Markers))
	for h, ms := range s.Markers {
		c.Markers[h] = slices.Clone(ms)
	}
	c.Control = maps.Clone(s.Control)
	c.Cup = slices.Clone(s.Cup)
	c.Drawn = slices.Clone(s.Drawn)
	c.CupNext = slices.Clone(s.CupNext)
	if s.Holdings != nil {
		c.Holdings = make(map[string]map[string]int, len(s.Holdings))
		for side, h := range s.Holdings {
			c.Holdings[side] = maps.Clone(h)
		}
	}
	c.Vars = maps.Clone(s.Vars)
	if s.MapVars != nil {
		c.MapVars = make(map[string]map[string]int, len(s.MapVars))
		for id, vars := range s.MapVars {
			c.MapVars[id] = maps.Clone(vars)
		}
	}
	c.Values = cloneValues(s.Values)
	c.Automated = slices.Clone(s.Automated)
	c.Ended = slices.Clone(s.Ended)
	c.Relations = maps.Clone(s.Relations)
	if s.Terrain != nil {
		c.Terrain = make(map[hex.Hex]HexTerrain, len(s.Terrain))
		for at, t := range s.Terrain {
			t.Features = slices.Clone(t.Features)
			c.Terrain[at] = t
		}
	}
	c.Interrupts = make([]Interrupt, len(s.Interrupts))
	for i, in := range s.Interrupts {
		in.Actions = slices.Clone(in.Actions)
		in.Context = maps.Clone(in.Context) // its values, and the Roll, are never changed in place
		c.Interrupts[i] = in
	}
	return &c
}

// Encode returns the canonical JSON form: map keys sorted, so two equal
// states encode to the same bytes.
func (s *State) Encode() ([]byte, error) {
	return json.Marshal(s)
}

// Decode parses a state written by Encode.
func Decode(data []byte) (*State, error) {
	s := New()
	if err := json.Unmarshal(data, s); err != nil {
		return nil, fmt.Errorf("decode state: %w", err)
	}
	return s, nil
}

// Unit returns a unit by id.
func (s *State) Unit(id string) (*Unit, error) {
	u, ok := s.Units[id]
	if !ok {
		return nil, fmt.Errorf("no unit %q", id)
	}
	return u, nil
}

// UnitIDs returns the ids of every unit, sorted, for deterministic iteration.
func (s *State) UnitIDs() []string {
	ids := slices.Collect(maps.Keys(s.Units))
	sort.Strings(ids)
	return ids
}

// EditUnit returns the unit to change, nil when there is none: a unit
// shared with a clone is copied first, so the clone does not see the
// change. Every change to a unit goes through it, and the unit it returns
// is not kept past the state's next Clone (it is then shared again).
func (s *State) EditUnit(id string) *Unit {
	u, ok := s.Units[id]
	if !ok {
		return nil
	}
	s.moving(id, u)
	if !s.book.owned[id] {
		s.note(id, u)
		u = u.clone()
		s.own(u)
	}
	return u
}

// AddUnit puts a new unit into play; the state takes it. Once a state has
// been cloned or asked for a hex's units, units enter it only this way.
func (s *State) AddUnit(u *Unit) {
	s.moving(u.ID, s.Units[u.ID])
	s.note(u.ID, s.Units[u.ID])
	s.own(u)
}

// DeleteUnit takes a unit out of the state altogether, as if it had never
// been (a view of the game for someone who must not know of it).
func (s *State) DeleteUnit(id string) {
	u, ok := s.Units[id]
	if !ok {
		return
	}
	s.moving(id, u)
	s.note(id, u)
	s.unshare()
	delete(s.Units, id)
	delete(s.book.owned, id)
}

// note keeps a unit as it was before a change, while a mark may need it.
func (s *State) note(id string, was *Unit) {
	if s.book.marks > 0 {
		s.book.journal = append(s.book.journal, undo{id: id, was: was})
	}
}

// own stores a unit this state alone holds.
func (s *State) own(u *Unit) {
	s.unshare()
	s.Units[u.ID] = u
	if s.book.owned == nil {
		s.book.owned = map[string]bool{}
	}
	s.book.owned[u.ID] = true
}

// unshare gives the state its own map of units.
func (s *State) unshare() {
	if s.book.shared {
		s.Units = maps.Clone(s.Units)
		s.book.shared = false
	}
}

// moving notes, before a unit may change, where the hex index has it.
func (s *State) moving(id string, u *Unit) {
	if _, ok := s.book.moved[id]; ok || s.book.at == nil {
		return
	}
	if s.book.moved == nil {
		s.book.moved = map[string]place{}
	}
	s.book.moved[id] = placeOf(u)
}

// UnitsAt returns the living units on the map in a hex, sorted by id.
func (s *State) UnitsAt(h hex.Hex) []*Unit {
	s.index()
	var out []*Unit
	here := func(id string) {
		if u := s.Units[id]; u != nil && u.Alive && u.OnMap && u.Hex == h {
			out = append(out, u)
		}
	}
	for _, id := range s.book.at[h] {
		if _, ok := s.book.moved[id]; !ok {
			here(id)
		}
	}
	for id := range s.book.moved { // few: foldAfter past a Clone, and an action's changes
		here(id)
	}
	slices.SortFunc(out, func(a, b *Unit) int { return strings.Compare(a.ID, b.ID) })
	return out
}

// index builds the hex index if the state has none yet.
func (s *State) index() {
	if s.book.at != nil {
		return
	}
	s.book.at, s.book.atShared, s.book.moved = map[hex.Hex][]string{}, false, nil
	for id, u := range s.Units {
		if p := placeOf(u); p.on {
			s.book.at[p.at] = append(s.book.at[p.at], id)
		}
	}
}

// fold brings the hex index up to date with the units changed since.
func (s *State) fold() {
	if len(s.book.moved) == 0 {
		return
	}
	if s.book.atShared {
		s.book.at, s.book.atShared = maps.Clone(s.book.at), false
	}
	for id, was := range s.book.moved {
		now := placeOf(s.Units[id])
		if now == was {
			continue
		}
		if was.on {
			ids := slices.DeleteFunc(slices.Clone(s.book.at[was.at]), func(x string) bool { return x == id })
			if len(ids) == 0 {
				delete(s.book.at, was.at)
			} else {
				s.book.at[was.at] = ids
			}
		}
		if now.on {
			s.book.at[now.at] = append(slices.Clip(s.book.at[now.at]), id)
		}
	}
	s.book.moved = nil
}

// MarkersAt returns the markers on a hex.
func (s *State) MarkersAt(h hex.Hex) []Marker { return s.Markers[h] }

// Marker returns the marker of a kind on a hex.
func (s *State) Marker(h hex.Hex, kind string) (Marker, bool) {
	for _, m := range s.Markers[h] {
		if m.Kind == kind {
			return m, true
		}
	}
	return Marker{}, false
}

// SetMarker places a marker of a kind at a level, replacing one of the same
// kind; level < 0 removes it. Markers of a hex stay sorted by kind.
func (s *State) SetMarker(h hex.Hex, kind string, level int) {
	ms := s.Markers[h]
	i := slices.IndexFunc(ms, func(m Marker) bool { return m.Kind == kind })
	switch {
	case level < 0 && i >= 0:
		ms = slices.Delete(ms, i, i+1)
	case level < 0:
		return
	case i >= 0:
		ms[i].Level = level
	default:
		ms = append(ms, Marker{Kind: kind, Level: level})
		slices.SortFunc(ms, func(a, b Marker) int {
			if a.Kind < b.Kind {
				return -1
			}
			if a.Kind > b.Kind {
				return 1
			}
			return 0
		})
	}
	if len(ms) == 0 {
		delete(s.Markers, h)
		return
	}
	s.Markers[h] = ms
}

// Holding returns a side's count of a holding key.
func (s *State) Holding(side, key string) int { return s.Holdings[side][key] }

// SetHolding sets a side's count of a holding key; 0 removes it.
func (s *State) SetHolding(side, key string, n int) {
	if n == 0 {
		delete(s.Holdings[side], key)
		if len(s.Holdings[side]) == 0 {
			delete(s.Holdings, side)
		}
		return
	}
	if s.Holdings == nil {
		s.Holdings = map[string]map[string]int{}
	}
	if s.Holdings[side] == nil {
		s.Holdings[side] = map[string]int{}
	}
	s.Holdings[side][key] = n
}

// Var returns a named game-wide integer.
func (s *State) Var(name string) int { return s.Vars[name] }

// SetVar sets a named game-wide integer; 0 removes it.
func (s *State) SetVar(name string, value int) {
	if value == 0 {
		delete(s.Vars, name)
		return
	}
	if s.Vars == nil {
		s.Vars = map[string]int{}
	}
	s.Vars[name] = value
}

// MapVar returns a named integer of a map.
func (s *State) MapVar(mapID, name string) int { return s.MapVars[mapID][name] }

// SetMapVar sets a named integer of a map; 0 removes it.
func (s *State) SetMapVar(mapID, name string, value int) {
	if value == 0 {
		delete(s.MapVars[mapID], name)
		if len(s.MapVars[mapID]) == 0 {
			delete(s.MapVars, mapID)
		}
		return
	}
	if s.MapVars == nil {
		s.MapVars = map[string]map[string]int{}
	}
	if s.MapVars[mapID] == nil {
		s.MapVars[mapID] = map[string]int{}
	}
	s.MapVars[mapID][name] = value
}
