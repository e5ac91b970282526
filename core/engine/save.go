package engine

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/ruleset"
)

// A LayerRef names a ruleset or mod a game was played with.
type LayerRef struct {
	ID      string `json:"id"`
	Kind    string `json:"kind"`
	Version string `json:"version"`
	Hash    string `json:"hash"`
}

// A Game is everything needed to rebuild a game: the rules it used, the
// scenario, the seed and the accepted actions.
type Game struct {
	Ruleset  string     `json:"ruleset"`
	Mods     []string   `json:"mods,omitempty"`
	Layers   []LayerRef `json:"layers"`
	Hash     string     `json:"hash"`
	Scenario string     `json:"scenario"`
	Seed     uint64     `json:"seed"`
	Begun    bool       `json:"begun"`
	Actions  []Action   `json:"actions"`
	// Digests, when present, fingerprint the state after each action.
	Digests []string `json:"digests,omitempty"`
}

// Record returns the game's record for saving.
func (e *Engine) Record(scenario string, seed uint64, mods []string) Game {
	g := Game{Ruleset: e.Rules.ID, Mods: mods, Hash: e.Rules.Hash, Scenario: scenario, Seed: seed, Begun: e.Begun, Actions: e.Actions, Digests: e.Digests}
	for _, l := range e.Rules.Layers {
		g.Layers = append(g.Layers, LayerRef{ID: l.ID, Kind: l.Kind, Version: l.Version, Hash: l.Hash})
	}
	return g
}

// WriteGame saves a game record as JSON.
func WriteGame(w io.Writer, g Game) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(g)
}

// ReadGame reads a game record.
func ReadGame(r io.Reader) (Game, error) {
	var g Game
	dec := json.NewDecoder(r)
	if err := dec.Decode(&g); err != nil {
		return g, fmt.Errorf("read saved game: %w", err)
	}
	return g, nil
}

// CheckRules refuses a record made with other rules than rs.
func (g Game) CheckRules(rs *ruleset.Ruleset) error {
	if g.Hash == rs.Hash {
		return nil
	}
	for i, l := range rs.Layers {
		if i >= len(g.Layers) || g.Layers[i].ID != l.ID || g.Layers[i].Hash != l.Hash {
			saved := "nothing"
			if i < len(g.Layers) {
				saved = fmt.Sprintf("%s %s (hash %.12s)", g.Layers[i].ID, g.Layers[i].Version, g.Layers[i].Hash)
			}
			return fmt.Errorf("the save was made with other rules: layer %d is %s %s (hash %.12s) now but was %s then; load it with the rules it was played with", i+1, l.ID, l.Version, l.Hash, saved)
		}
	}
	return fmt.Errorf("the save was made with other rules (ruleset hash %.12s, now %.12s)", g.Hash, rs.Hash)
}

// Attach wires a ruleset's logic (its scripts) into a new engine. The
// script package provides it; engine tests attach Go handlers instead.
type Attach func(*Engine) error

// Replay rebuilds a game from its record: same setup, same seed, same
// actions, hence the same state. When the record has digests, each step is
// checked against its digest.
func Replay(rs *ruleset.Ruleset, g Game, attach Attach) (*Engine, error) {
	return ReplaySteps(rs, g, attach, nil)
}

// ReplaySteps is Replay calling step after each action (nil: nothing).
func ReplaySteps(rs *ruleset.Ruleset, g Game, attach Attach, step func(i int, a Action, e *Engine)) (*Engine, error) {
	if err := g.CheckRules(rs); err != nil {
		return nil, err
	}
	sc, ok := rs.Scenarios[g.Scenario]
	if !ok {
		return nil, fmt.Errorf("replay: ruleset %q has no scenario %q", rs.ID, g.Scenario)
	}
	e, err := New(rs, &sc.Setup, dice.NewSeeded(g.Seed))
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	e.Scenario = sc
	if err := attach(e); err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	if g.Begun {
		if err := e.Begin(); err != nil {
			return nil, fmt.Errorf("replay: %w", err)
		}
	}
	e.TrackDigests = len(g.Digests) > 0
	for i, a := range g.Actions {
		if err := e.Submit(a); err != nil {
			return nil, fmt.Errorf("replay action %d (%s): %w", i+1, a.Kind, err)
		}
		if i < len(g.Digests) && e.Digests[i] != g.Digests[i] {
			return nil, fmt.Errorf("replay action %d (%s): the state or the rolls differ from the saved game (digest %s, saved %s)", i+1, a.Kind, e.Digests[i], g.Digests[i])
		}
		if step != nil {
			step(i, a, e)
		}
	}
	return e, nil
}
