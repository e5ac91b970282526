package engine

import (
	"fmt"
	"maps"
	"slices"

	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/ruleset"
)

// A Revival says how an eliminated unit comes back into play (see Revive).
type Revival struct {
	// At is where it comes back, when OnMap; off the map otherwise (to be
	// deployed later).
	At    hex.Hex
	OnMap bool
	// Face, Statuses and Counters are what it comes back with: the front,
	// no status and no counter unless set. Every status must be declared.
	Face     string
	Statuses []string
	Counters map[string]int
	// Rule is cited by the log line.
	Rule string
}

// Revive returns an eliminated unit to play, as a rule that replaces a
// lost unit with the same counter does: a unit's id names it in the log,
// its notes and its items, so a copy spawned under a new id would lose
// them. It keeps the unit's type, side, formation, notes and items; its
// face, statuses and counters are the revival's, it carries no passenger
// and rides in nothing. Like SpawnUnit it places the unit without
// entering its hex: no UnitEntersHex fires.
func (e *Engine) Revive(id string, r Revival) error {
	if err := e.mutable(); err != nil {
		return err
	}
	u, err := e.State.Unit(id)
	if err != nil {
		return fmt.Errorf("revive: %w", err)
	}
	if u.Alive {
		return fmt.Errorf("revive %s: the unit is in play; only an eliminated unit comes back", id)
	}
	t := e.UnitType(u)
	if r.Face != "" && t.Face(r.Face) == nil {
		return fmt.Errorf("revive %s: unit type %q has no face %q", id, u.Type, r.Face)
	}
	for _, st := range r.Statuses {
		if _, ok := e.Rules.Entity(ruleset.KindStatus, st); !ok {
			return fmt.Errorf("revive %s: status %q is not declared by the ruleset", id, st)
		}
	}
	if r.OnMap && !e.Layout.Contains(r.At) {
		return fmt.Errorf("revive %s: hex %v is off the map", id, r.At)
	}
	u = e.touch(id)
	u.Alive, u.Hex, u.OnMap, u.Face = true, r.At, r.OnMap, r.Face
	u.Statuses = nil
	for _, st := range r.Statuses {
		u.SetStatus(st, true)
	}
	u.Counters = nil
	for _, name := range slices.Sorted(maps.Keys(r.Counters)) {
		u.SetCounter(name, r.Counters[name])
	}
	if carrier, ok := e.State.Units[u.Aboard]; ok && slices.Contains(carrier.Transports, id) {
		c := e.touch(carrier.ID)
		c.Transports = slices.DeleteFunc(slices.Clone(c.Transports), func(p string) bool { return p == id })
	}
	u.Transports, u.Aboard = nil, ""
	if r.OnMap {
		e.say(r.Rule, "engine.returns-at", "unit", id, "type", t.ID, "hex", e.Label(r.At))
	} else {
		e.say(r.Rule, "engine.returns", "unit", id, "type", t.ID)
	}
	return nil
}
