package main

import (
	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
)

// loaded is a ruleset ready to play: data and compiled scripts (built into
// games by package game), the mods a save names and the budgets of the
// scripts' work.
type loaded struct {
	rules *game.Rules
	mods  []string
	lua   script.Options
}

func (g *globals) loadRules(f rulesFlags, lua script.Options) (*loaded, error) {
	rs, err := g.load(f)
	if err != nil {
		return nil, err
	}
	rules, err := game.Compile(rs)
	if err != nil {
		return nil, &exitError{code: exitFailures, err: err}
	}
	return &loaded{rules: rules, mods: f.mods, lua: lua}, nil
}

// scenario returns a scenario by id, or the first one listed.
func (l *loaded) scenario(id string) (*ruleset.Scenario, error) {
	sc, err := l.rules.Scenario(id)
	if err != nil {
		return nil, badInput("%w", err)
	}
	return sc, nil
}

// newGame sets up a game (a scenario, or a campaign's step) with seeded
// dice and starts play, noting a digest after each action for the save.
func (l *loaded) newGame(c game.Config, seed uint64) (*engine.Engine, error) {
	c.Begin, c.TrackDigests = true, true
	return l.build(c, seed)
}

// build builds a game with seeded dice and the command's Lua budgets.
func (l *loaded) build(c game.Config, seed uint64) (*engine.Engine, error) {
	c.Dice, c.Lua = dice.NewSeeded(seed), l.lua
	return l.rules.New(c)
}

// replay rebuilds a saved game with the loaded rules and budgets.
func (l *loaded) replay(g engine.Game) (*engine.Engine, error) {
	return l.rules.Replay(g, l.lua)
}
