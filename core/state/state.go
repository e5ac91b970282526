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
}

// State is the whole position of a game.
type State struct {
	Turn            int    `json:"turn"`
	Phase           string `json:"phase"`
	Step            string `json:"step,omitempty"`
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
	// Result is set when the game has ended, in the ruleset's words.
	Result string `json:"result,omitempty"`
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

// Clone returns a deep copy.
func (s *State) Clone() *State {
	c := *s
	c.Sides = slices.Clone(s.Sides)
	c.Formations = make(map[string]*Formation, len(s.Formations))
	for id, f := range s.Formations {
		fc := *f
		fc.Counters = maps.Clone(f.Counters)
		c.Formations[id] = &fc
	}
	c.Units = make(map[string]*Unit, len(s.Units))
	for id, u := range s.Units {
		c.Units[id] = u.clone()
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
		in.Context = maps.Clone(in.Context) // its values are never changed in place
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

// UnitsAt returns the living units on the map in a hex, sorted by id.
func (s *State) UnitsAt(h hex.Hex) []*Unit {
	// a hex holds a few units of many: pick them, then sort the few
	var out []*Unit
	for _, u := range s.Units {
		if u.Alive && u.OnMap && u.Hex == h {
			out = append(out, u)
		}
	}
	slices.SortFunc(out, func(a, b *Unit) int { return strings.Compare(a.ID, b.ID) })
	return out
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
