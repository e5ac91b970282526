// Package bot plays random legal actions: a sparring partner for a player
// on their own, a load generator for simulations, and a soak tester that
// finds the positions no conformance case thought of.
//
// A Random bot knows no game: it asks the engine for each action kind's
// candidates, tries them in random order and takes the first the ruleset
// accepts. Its own randomness is separate from the game's dice, so a game
// it played replays from the action log alone.
package bot

import (
	"errors"
	"math/rand/v2"

	"github.com/nw68/nw68/core/engine"
)

// ErrStuck is returned when no action of any kind is legal.
var ErrStuck = errors.New("no legal action")

// Random chooses uniformly among action kinds, then among candidates.
type Random struct {
	rng *rand.Rand
	// Tries caps the candidates validated per action kind (0: 25).
	Tries int
}

// NewRandom returns a bot whose choices follow the seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, seed*0x9e3779b97f4a7c15+1))}
}

// Choose returns a legal action for the side to act.
func (b *Random) Choose(e *engine.Engine) (engine.Action, error) {
	tries := b.Tries
	if tries <= 0 {
		tries = 25
	}
	kinds := e.ActionKinds()
	b.rng.Shuffle(len(kinds), func(i, j int) { kinds[i], kinds[j] = kinds[j], kinds[i] })
	for _, kind := range kinds {
		cands, err := e.Candidates(kind)
		if err != nil {
			return engine.Action{}, err
		}
		b.rng.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
		for i, params := range cands {
			if i == tries {
				break
			}
			a := engine.Action{Kind: kind, Params: params}
			err := e.Validate(a)
			if err == nil {
				return a, nil
			}
			if _, rejected := engine.IsRejection(err); !rejected {
				return engine.Action{}, err
			}
		}
	}
	return engine.Action{}, ErrStuck
}

// Play submits the bot's choices until the game ends or limit actions were
// taken; after is called after each accepted action (nil: nothing).
func (b *Random) Play(e *engine.Engine, limit int, after func(engine.Action) error) error {
	for n := 0; n < limit && !e.Over(); n++ {
		a, err := b.Choose(e)
		if err != nil {
			return err
		}
		if err := e.Submit(a); err != nil {
			return err
		}
		if after != nil {
			if err := after(a); err != nil {
				return err
			}
		}
	}
	return nil
}
