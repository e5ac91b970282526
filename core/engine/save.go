package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/ruleset"
)

// Limits of a save file. A save is untrusted input, so reading one must
// stay bounded: the size cap bounds the memory of decoding (a crafted save
// decodes to up to about 20 times its size), the action cap the time of a
// replay. A base scenario played to its end takes a few hundred actions of
// about 120 bytes each, far below both.
const (
	MaxSaveBytes   = 16 << 20
	MaxSaveActions = 100_000
)

// A LayerRef names a ruleset or mod a game was played with.
type LayerRef struct {
	ID      string `json:"id"`
	Kind    string `json:"kind"`
	Version string `json:"version"`
	Hash    string `json:"hash"`
}

// A Game is everything needed to rebuild a game: the rules it used, the
// scenario (and its place in a campaign), the seed and the accepted actions.
type Game struct {
	Ruleset  string     `json:"ruleset"`
	Mods     []string   `json:"mods,omitempty"`
	Layers   []LayerRef `json:"layers"`
	Hash     string     `json:"hash"`
	Scenario string     `json:"scenario"`
	// Campaign is the game's place in a campaign, if any, with what its
	// step carried from the step before.
	Campaign *Campaign `json:"campaign,omitempty"`
	Seed     uint64    `json:"seed"`
	// Automated are the sides the players left to the ruleset before play.
	Automated []string `json:"automated,omitempty"`
	Begun     bool     `json:"begun"`
	Actions   []Action `json:"actions"`
	// Digests fingerprint the state after each action, one per action: a
	// save without them could not prove its replay reproduces the game.
	Digests []string `json:"digests,omitempty"`
}

// Record returns the game's record for saving.
func (e *Engine) Record(scenario string, seed uint64, mods []string) Game {
	g := Game{Ruleset: e.Rules.ID, Mods: mods, Hash: e.Rules.Hash, Scenario: scenario, Campaign: e.Campaign, Seed: seed, Automated: e.Automate, Begun: e.Begun, Actions: e.Actions, Digests: e.Digests}
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

// ReadGame reads a saved game and refuses one that is not exactly a save:
// larger than MaxSaveBytes, with more than MaxSaveActions actions, with
// fields or data the format does not have, a ruleset, mod or campaign id
// that is not a plain name, or without one digest per action.
func ReadGame(r io.Reader) (Game, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSaveBytes+1))
	if err != nil {
		return Game{}, fmt.Errorf("read saved game: %w", err)
	}
	if len(data) > MaxSaveBytes {
		return Game{}, fmt.Errorf("read saved game: larger than %d MiB, the most a save may be", MaxSaveBytes>>20)
	}
	var g Game
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&g); err != nil {
		return Game{}, fmt.Errorf("read saved game: %w", err)
	}
	end := dec.InputOffset()
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return Game{}, fmt.Errorf("read saved game: data after the game, which ends at byte %d", end)
	}
	if err := g.check(); err != nil {
		return Game{}, fmt.Errorf("read saved game: %w", err)
	}
	return g, nil
}

// check refuses a record whose ids could name paths, that is too long to
// replay, or that lacks a digest for any action.
func (g Game) check() error {
	if err := ruleset.ValidID(g.Ruleset); err != nil {
		return fmt.Errorf("ruleset: %w", err)
	}
	for i, m := range g.Mods {
		if err := ruleset.ValidID(m); err != nil {
			return fmt.Errorf("mod %d: %w", i+1, err)
		}
	}
	if c := g.Campaign; c != nil {
		if err := ruleset.ValidID(c.ID); err != nil {
			return fmt.Errorf("campaign: %w", err)
		}
		if c.Step < 1 {
			return fmt.Errorf("campaign step %d: steps count from 1", c.Step)
		}
		if c.Carried != nil && len(c.Carried.Units) > ruleset.MaxCount {
			return fmt.Errorf("%d carried units, more than the %d a setup may place", len(c.Carried.Units), ruleset.MaxCount)
		}
	}
	if len(g.Actions) > MaxSaveActions {
		return fmt.Errorf("%d actions, more than the %d a save may hold", len(g.Actions), MaxSaveActions)
	}
	if len(g.Digests) != len(g.Actions) {
		return fmt.Errorf("%d digests for %d actions: every action needs the digest that proves its replay", len(g.Digests), len(g.Actions))
	}
	return nil
}

// Continues reports whether g is the game prev recorded, played on: the
// same rules, scenario, place in a campaign and seed, and prev's steps the
// first of g's.
func (g Game) Continues(prev Game) bool {
	place, _ := json.Marshal(g.Campaign)
	prevPlace, _ := json.Marshal(prev.Campaign)
	return g.Ruleset == prev.Ruleset && g.Hash == prev.Hash && slices.Equal(g.Mods, prev.Mods) &&
		g.Scenario == prev.Scenario && bytes.Equal(place, prevPlace) && g.Seed == prev.Seed &&
		len(prev.Digests) <= len(g.Digests) && slices.Equal(prev.Digests, g.Digests[:len(prev.Digests)])
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
// actions, hence the same state. When the record has digests (a save read
// by ReadGame always does), each step is checked against its digest.
func Replay(rs *ruleset.Ruleset, g Game, attach Attach) (*Engine, error) {
	if err := g.CheckRules(rs); err != nil {
		return nil, err
	}
	if len(g.Digests) > 0 && len(g.Digests) != len(g.Actions) {
		return nil, fmt.Errorf("replay: %d digests for %d actions", len(g.Digests), len(g.Actions))
	}
	sc, ok := rs.Scenarios[g.Scenario]
	if !ok {
		return nil, fmt.Errorf("replay: ruleset %q has no scenario %q", rs.ID, g.Scenario)
	}
	setup, err := g.Campaign.Setup(rs, sc)
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	e, err := New(rs, setup, dice.NewSeeded(g.Seed))
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	e.Scenario, e.Campaign = sc, g.Campaign
	if err := attach(e); err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	if len(g.Automated) > 0 {
		if err := e.AutomateSides(g.Automated); err != nil {
			return nil, fmt.Errorf("replay: %w", err)
		}
	}
	// before Begin: an automated side may act as play begins
	e.TrackDigests = len(g.Digests) > 0
	if g.Begun {
		if err := e.Begin(); err != nil {
			return nil, fmt.Errorf("replay: %w", err)
		}
	}
	for i, a := range g.Actions {
		if a.Auto {
			// the action before it made the engine play it again
			if i >= len(e.Actions) || !sameAction(e.Actions[i], a) {
				return nil, fmt.Errorf("replay action %d (%s): the automated side no longer chooses it", i+1, a.Kind)
			}
		} else if err := e.Submit(a); err != nil {
			return nil, fmt.Errorf("replay action %d (%s): %w", i+1, a.Kind, err)
		}
		if e.TrackDigests && e.Digests[i] != g.Digests[i] {
			return nil, fmt.Errorf("replay action %d (%s): the state or the rolls differ from the saved game (digest %s, saved %s)", i+1, a.Kind, e.Digests[i], g.Digests[i])
		}
	}
	if len(e.Actions) != len(g.Actions) {
		return nil, fmt.Errorf("replay: the automated sides took %d actions the save does not hold", len(e.Actions)-len(g.Actions))
	}
	return e, nil
}

// sameAction compares two actions as a save writes them (a save's numbers
// come back as floats, its lists as []any).
func sameAction(a, b Action) bool {
	x, errA := json.Marshal(a)
	y, errB := json.Marshal(b)
	return errA == nil && errB == nil && bytes.Equal(x, y)
}
