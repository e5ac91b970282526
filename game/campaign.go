package game

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
)

// Campaign returns a campaign of the ruleset by id.
func (r *Rules) Campaign(id string) (*ruleset.Campaign, error) {
	c, ok := r.RS.Campaigns[id]
	if !ok {
		return nil, fmt.Errorf("ruleset %q has no campaign %q; it has %v", r.RS.ID, id, slices.Sorted(maps.Keys(r.RS.Campaigns)))
	}
	return c, nil
}

// Start returns the config of a campaign's first step (the caller adds
// the dice and the rest).
func (r *Rules) Start(id string) (Config, error) {
	c, err := r.Campaign(id)
	if err != nil {
		return Config{}, err
	}
	return Config{Scenario: c.Steps[0].Scenario, Campaign: &engine.Campaign{ID: c.ID, Step: 1}}, nil
}

// Next returns the config of the campaign step after a finished game's
// (the caller adds the dice and the rest): the step's scenario, with what
// its carry takes from the finished game. It reports false after the last
// step.
func Next(finished *engine.Engine) (Config, bool, error) {
	at := finished.Campaign
	switch {
	case at == nil:
		return Config{}, false, errors.New("the game is no step of a campaign")
	case !finished.Over():
		return Config{}, false, fmt.Errorf("step %d of campaign %q is not over", at.Step, at.ID)
	}
	c, ok := finished.Rules.Campaigns[at.ID]
	if !ok {
		return Config{}, false, fmt.Errorf("ruleset %q has no campaign %q", finished.Rules.ID, at.ID)
	}
	if at.Step >= len(c.Steps) {
		return Config{}, false, nil
	}
	step := c.Steps[at.Step]
	sc := finished.Rules.Scenarios[step.Scenario] // the loader refuses an unknown one
	next := &engine.Campaign{ID: c.ID, Step: at.Step + 1, Carried: finished.Carry(step.Carry, sc.Setup.Sides)}
	return Config{Scenario: sc.ID, Campaign: next}, true, nil
}
