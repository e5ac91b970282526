package game

import (
	"errors"
	"fmt"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/script"
)

// Rules is a loaded ruleset with its scripts compiled: it builds any number
// of games, concurrently too, each with its own Lua state.
type Rules struct {
	RS   *ruleset.Ruleset
	Prog *script.Program
}

// Compile compiles the scripts of a loaded ruleset.
func Compile(rs *ruleset.Ruleset) (*Rules, error) {
	prog, err := script.Compile(rs)
	if err != nil {
		return nil, fmt.Errorf("compiling the scripts of ruleset %q: %w", rs.ID, err)
	}
	return &Rules{RS: rs, Prog: prog}, nil
}

// Load loads a ruleset with its mods from a project (ruleset.Load) and
// compiles its scripts. Warnings are dropped; errors come back as the
// hcl.Diagnostics the error wraps. A caller that shows diagnostics with
// their source lines calls ruleset.Load and Compile itself.
func Load(opts ruleset.Options) (*Rules, error) {
	rs, _, diags := ruleset.Load(opts)
	if diags.HasErrors() {
		return nil, fmt.Errorf("loading ruleset %q with mods %v: %w", opts.Ruleset, opts.Mods, diags)
	}
	return Compile(rs)
}

// A Config says how to build one game.
type Config struct {
	// Scenario is the id of the scenario to set up ("": the ruleset's
	// first, unless Setup is set).
	Scenario string
	// Setup, when set, is the setup of a game that is no scenario (a
	// conformance case, the check command's smallest board); Scenario must
	// then be "".
	Setup *ruleset.Setup
	// Campaign, when set, places the game in a campaign: Scenario must be
	// the step's, and its setup takes what the step carried (Rules.Campaign
	// and Next give it).
	Campaign *engine.Campaign
	// Dice are the game's dice, required: dice.NewSeeded for play,
	// dice.NewScripted for tests.
	Dice *dice.Dice
	// Draws, when set, are the markers the cup gives, in order, instead of
	// drawing at random (tests state the draws as they state dice).
	Draws []string
	// Lua bounds the scripts' work (zero values: the defaults).
	Lua script.Options
	// Automate lists sides the ruleset plays from the start, as the
	// players choose (engine.AutomateSides).
	Automate []string
	// TrackDigests makes the game note a digest after each accepted action
	// (engine.Engine.TrackDigests) from the first, the automated sides'
	// actions at the start of play included: a game to be saved needs one
	// per action.
	TrackDigests bool
	// Begin starts play once the scripts are in.
	Begin bool
	// Options, with a Setup, are the options a scenario would state
	// (nw68.scenario().options): a conformance case that needs what a
	// scenario says, such as its setup hexes or forecast, states them so.
	Options ruleset.Attrs
}

// New builds a game: it sets up the engine from the scenario or setup,
// runs the scripts' load-time code and, if asked, begins play. The errors
// of a scenario's game name the scenario.
func (r *Rules) New(c Config) (*engine.Engine, error) {
	switch {
	case c.Dice == nil:
		return nil, errors.New("a game needs dice")
	case c.Setup != nil && c.Scenario != "":
		return nil, fmt.Errorf("a game is set up from scenario %q or from a setup, not both", c.Scenario)
	case c.Setup != nil && c.Campaign != nil:
		return nil, fmt.Errorf("a step of campaign %q is set up from its scenario, not from a setup", c.Campaign.ID)
	case c.Options != nil && c.Setup == nil:
		return nil, errors.New("options are a setup's; a scenario states its own")
	}
	setup, wrap := c.Setup, func(err error) error { return err }
	var sc *ruleset.Scenario
	if setup == nil {
		var err error
		if sc, err = r.Scenario(c.Scenario); err != nil {
			return nil, err
		}
		if setup, err = c.Campaign.Setup(r.RS, sc); err != nil {
			return nil, err
		}
		wrap = func(err error) error { return fmt.Errorf("scenario %s: %w", sc.ID, err) }
	}
	e, err := engine.New(r.RS, setup, c.Dice)
	if err != nil {
		return nil, wrap(err)
	}
	if c.Options != nil {
		// a setup with a scenario's options: a scenario with no id
		sc = &ruleset.Scenario{Setup: *setup, Attrs: c.Options}
	}
	e.Scenario, e.Campaign = sc, c.Campaign
	if _, err := script.Attach(e, r.Prog, c.Lua); err != nil {
		return nil, wrap(err)
	}
	if c.Draws != nil {
		e.ScriptDraws(c.Draws)
	}
	e.TrackDigests = c.TrackDigests
	if len(c.Automate) > 0 {
		if err := e.AutomateSides(c.Automate); err != nil {
			return nil, wrap(err)
		}
	}
	if c.Begin {
		if err := e.Begin(); err != nil {
			return nil, wrap(err)
		}
	}
	return e, nil
}

// New loads a ruleset with its mods and builds one game from it.
func New(opts ruleset.Options, c Config) (*engine.Engine, error) {
	r, err := Load(opts)
	if err != nil {
		return nil, err
	}
	return r.New(c)
}

// Scenario returns the scenario with an id, or for "" the ruleset's first:
// the first of its own, ahead of those of the rulesets it extends (an
// expansion starts on one of its scenarios), else the first of all.
func (r *Rules) Scenario(id string) (*ruleset.Scenario, error) {
	list := r.RS.ScenarioList()
	if id == "" {
		if len(list) == 0 {
			return nil, fmt.Errorf("ruleset %q has no scenario", r.RS.ID)
		}
		for _, sc := range list {
			if sc.Layer == r.RS.ID {
				return sc, nil
			}
		}
		return list[0], nil
	}
	sc, ok := r.RS.Scenarios[id]
	if !ok {
		ids := make([]string, 0, len(list))
		for _, s := range list {
			ids = append(ids, s.ID)
		}
		return nil, fmt.Errorf("ruleset %q has no scenario %q; it has %v", r.RS.ID, id, ids)
	}
	return sc, nil
}

// Replay rebuilds a saved game with these rules (engine.Replay), its
// scripts bounded by lua.
func (r *Rules) Replay(g engine.Game, lua script.Options) (*engine.Engine, error) {
	return engine.Replay(r.RS, g, script.Attacher(r.Prog, lua))
}
