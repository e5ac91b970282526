package main

import (
	"fmt"
	"maps"
	"slices"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/script"
)

// loaded is a ruleset ready to play: data, compiled scripts and the
// budgets of their work.
type loaded struct {
	rs   *ruleset.Ruleset
	prog *script.Program
	mods []string
	opts script.Options
}

func (g *globals) loadRules(f rulesFlags, opts script.Options) (*loaded, error) {
	rs, err := g.load(f)
	if err != nil {
		return nil, err
	}
	prog, err := script.Compile(rs)
	if err != nil {
		return nil, &exitError{code: exitFailures, err: err}
	}
	return &loaded{rs: rs, prog: prog, mods: f.mods, opts: opts}, nil
}

// scenario returns a scenario by id, or the first one listed.
func (l *loaded) scenario(id string) (*ruleset.Scenario, error) {
	list := l.rs.ScenarioList()
	if id == "" {
		if len(list) == 0 {
			return nil, badInput("ruleset %q has no scenario", l.rs.ID)
		}
		return list[0], nil
	}
	sc, ok := l.rs.Scenarios[id]
	if !ok {
		var ids []string
		for _, s := range list {
			ids = append(ids, s.ID)
		}
		return nil, badInput("ruleset %q has no scenario %q; it has %v", l.rs.ID, id, ids)
	}
	return sc, nil
}

// newGame sets up a scenario with seeded dice and starts play.
func (l *loaded) newGame(sc *ruleset.Scenario, seed uint64) (*engine.Engine, error) {
	e, err := l.setUp(sc, seed)
	if err != nil {
		return nil, err
	}
	if err := e.Begin(); err != nil {
		return nil, err
	}
	return e, nil
}

// setUp sets up a scenario (nil: the smallest setup) with seeded dice and
// runs the scripts' load-time code; play has not begun.
func (l *loaded) setUp(sc *ruleset.Scenario, seed uint64) (*engine.Engine, error) {
	setup := l.smallestSetup()
	if sc != nil {
		setup = &sc.Setup
	}
	e, err := engine.New(l.rs, setup, dice.NewSeeded(seed))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", gameName(sc), err)
	}
	e.Scenario = sc
	e.TrackDigests = true
	if _, err := script.Attach(e, l.prog, l.opts); err != nil {
		return nil, err
	}
	return e, nil
}

// gameName names what setUp set up.
func gameName(sc *ruleset.Scenario) string {
	if sc == nil {
		return "the smallest setup"
	}
	return "scenario " + sc.ID
}

// smallestSetup is a game for a ruleset with no scenario: one hex of the
// first terrain that is not a feature, every side and no unit.
func (l *loaded) smallestSetup() *ruleset.Setup {
	terrain := ""
	for _, id := range slices.Sorted(maps.Keys(l.rs.Entities[ruleset.KindTerrain])) {
		if !l.rs.Entities[ruleset.KindTerrain][id].HasTag(ruleset.TagFeature) {
			terrain = id
			break
		}
	}
	setup := &ruleset.Setup{
		Board: &ruleset.Map{ID: "smallest", Cols: 1, Rows: 1, Orientation: "flat", Shifted: "odd", Terrain: terrain},
		Sides: slices.Sorted(maps.Keys(l.rs.Entities[ruleset.KindSide])),
	}
	if len(setup.Sides) > 0 {
		setup.ActiveSide = setup.Sides[0]
	}
	return setup
}

// replay rebuilds a saved game, calling step after each action (nil: nothing).
func (l *loaded) replay(g engine.Game, step func(int, engine.Action, *engine.Engine)) (*engine.Engine, error) {
	return engine.ReplaySteps(l.rs, g, script.Attacher(l.prog, l.opts), step)
}
