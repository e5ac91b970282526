package engine

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/nw68/nw68/core/ruleset"
)

// A Campaign places a game in a campaign of the ruleset: the campaign's
// id, the step (from 1) and what the step carried from the game before it.
// A save keeps it, so a step replays without the saves of earlier steps.
type Campaign struct {
	ID      string   `json:"id"`
	Step    int      `json:"step"`
	Carried *Carried `json:"carried,omitempty"`
}

// Carried is what a campaign step took from the finished game of the step
// before: holdings that add to the scenario's, and units that join it off
// the map.
type Carried struct {
	// Holdings are side -> holding key (ruleset.HoldingKey) -> count.
	Holdings map[string]map[string]int `json:"holdings,omitempty"`
	Units    []CarriedUnit             `json:"units,omitempty"`
}

// A CarriedUnit is a unit as the game before left it, less its place.
type CarriedUnit struct {
	ID        string         `json:"id"`
	Type      string         `json:"type"`
	Side      string         `json:"side"`
	Formation string         `json:"formation,omitempty"`
	Face      string         `json:"face,omitempty"`
	Statuses  []string       `json:"statuses,omitempty"`
	Counters  map[string]int `json:"counters,omitempty"`
	Carries   []string       `json:"carries,omitempty"`
	Attached  []string       `json:"attached,omitempty"`
}

// Carry returns what a carry takes from this game for a scenario with the
// given sides, or nil for nothing: the listed holdings of those sides, and
// their living units that the carry's units, units_with_status and
// units_of_sides select, in id order.
func (e *Engine) Carry(c ruleset.Carry, sides []string) *Carried {
	out := &Carried{}
	for _, side := range sides {
		for key, n := range e.State.Holdings[side] {
			if name, _, _ := strings.Cut(key, "/"); n == 0 || !slices.Contains(c.Holdings, name) {
				continue
			}
			if out.Holdings == nil {
				out.Holdings = map[string]map[string]int{}
			}
			if out.Holdings[side] == nil {
				out.Holdings[side] = map[string]int{}
			}
			out.Holdings[side][key] = n
		}
	}
	for _, id := range e.State.UnitIDs() {
		u := e.State.Units[id]
		marked := slices.ContainsFunc(c.UnitsWithStatus, u.Has)
		if !u.Alive || !slices.Contains(sides, u.Side) || (len(c.UnitsOfSides) > 0 && !slices.Contains(c.UnitsOfSides, u.Side)) || (c.Units != ruleset.CarrySurvivors && !marked) {
			continue
		}
		out.Units = append(out.Units, CarriedUnit{
			ID: u.ID, Type: u.Type, Side: u.Side, Formation: u.Formation, Face: u.Face,
			Statuses: slices.Clone(u.Statuses), Counters: maps.Clone(u.Counters),
			Carries: slices.Clone(u.Carries), Attached: slices.Clone(u.Attached),
		})
	}
	if out.Holdings == nil && out.Units == nil {
		return nil
	}
	return out
}

// check refuses carried things of a side the scenario lacks, and counts
// a setup could not state: what a save carried is untrusted.
func (c *Carried) check(sc *ruleset.Scenario) error {
	for _, side := range slices.Sorted(maps.Keys(c.Holdings)) {
		if !slices.Contains(sc.Setup.Sides, side) {
			return fmt.Errorf("holdings carried for side %q, which scenario %q lacks", side, sc.ID)
		}
		for key, n := range c.Holdings[side] {
			if n < 0 || n > ruleset.MaxCount {
				return fmt.Errorf("%d of %q carried for side %q: a count is from 0 to %d", n, key, side, ruleset.MaxCount)
			}
		}
	}
	for _, u := range c.Units {
		if !slices.Contains(sc.Setup.Sides, u.Side) {
			return fmt.Errorf("unit %q carried for side %q, which scenario %q lacks", u.ID, u.Side, sc.ID)
		}
	}
	return nil
}

// Setup returns the setup of the game at this place of a campaign: the
// scenario's, with what the step carried added (nil: the scenario's as it
// is). It refuses a place that is not this scenario in a campaign of rs.
func (c *Campaign) Setup(rs *ruleset.Ruleset, sc *ruleset.Scenario) (*ruleset.Setup, error) {
	if c == nil {
		return &sc.Setup, nil
	}
	camp, ok := rs.Campaigns[c.ID]
	switch {
	case !ok:
		return nil, fmt.Errorf("ruleset %q has no campaign %q", rs.ID, c.ID)
	case c.Step < 1 || c.Step > len(camp.Steps):
		return nil, fmt.Errorf("campaign %q has steps 1 to %d, not %d", c.ID, len(camp.Steps), c.Step)
	case camp.Steps[c.Step-1].Scenario != sc.ID:
		return nil, fmt.Errorf("step %d of campaign %q is scenario %q, not %q", c.Step, c.ID, camp.Steps[c.Step-1].Scenario, sc.ID)
	case c.Carried == nil:
		return &sc.Setup, nil
	}
	if err := c.Carried.check(sc); err != nil {
		return nil, fmt.Errorf("step %d of campaign %q: %w", c.Step, c.ID, err)
	}
	s := sc.Setup
	s.Units = slices.Clone(s.Units)
	for _, u := range c.Carried.Units {
		s.Units = append(s.Units, ruleset.UnitSpec{
			Handle: u.ID, Type: u.Type, Side: u.Side, Formation: u.Formation, Face: u.Face,
			Statuses: u.Statuses, Counters: u.Counters, Carries: u.Carries, Attached: u.Attached,
		})
	}
	// holdings add up (engine.New), so the carried ones come as specs of
	// their own, one per holding, in name order
	byName := map[string]map[string]map[string]int{}
	for side, counts := range c.Carried.Holdings {
		for key, n := range counts {
			name, _, _ := strings.Cut(key, "/")
			if byName[name] == nil {
				byName[name] = map[string]map[string]int{}
			}
			if byName[name][side] == nil {
				byName[name][side] = map[string]int{}
			}
			byName[name][side][key] = n
		}
	}
	s.Holdings = slices.Clone(s.Holdings)
	for _, name := range slices.Sorted(maps.Keys(byName)) {
		s.Holdings = append(s.Holdings, ruleset.HoldingSpec{Name: name, Counts: byName[name]})
	}
	return &s, nil
}
