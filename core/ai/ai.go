// Package ai is a computer player that knows no game: it asks the engine
// for the legal actions, plays each candidate for every outcome of its dice
// with Engine.Odds, and judges the positions they leave by the evaluation
// blocks the ruleset declares in data (see Evaluator). Whatever a ruleset
// can express, it plays: setup purchases, reactions in interrupt windows,
// the turns against sides the ruleset automates.
//
// Two players share the search. Greedy takes the candidate with the best
// expected evaluation one action ahead: the baseline. AI judges every
// candidate as greedy does, then looks at its best few again through the
// enemy's answer: where an outcome hands an enemy the next step (a window
// to fire on a unit that moved, say), the enemy's best reply for it, an
// expectimax over the dice of both. Where the side itself or nobody acts
// next the position is judged as it stands, so a second look changes only
// the candidates an enemy can punish, and a few sampled continuations of
// its own never outweigh the exact odds of the first look.
//
// Of candidates worth the same, both take one that moves the game on
// (hands the step to another side, or to none, or ends an activation,
// phase or turn) before one that leaves it where it was: a player does not
// fiddle, handing a marker round or dropping its weapons, when nothing it
// does makes a difference.
//
// Effort is a number of plays (one action submitted with its automated
// follow-ups, at one outcome of its dice) per decision, never time: given
// the seed a player makes the same choices on any machine, so a study is
// repeatable. A player's own randomness (the order it tries candidates
// in, which it breaks ties by) is separate from the game's dice, so the
// game it played replays from the action log alone.
package ai

import (
	"cmp"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
)

// A Chooser picks the next action of the side to act (bot.Random is one).
type Chooser interface {
	Choose(e *engine.Engine) (engine.Action, error)
}

// Defaults and bounds of the search.
const (
	// DefaultPlays is the AI's effort per decision.
	DefaultPlays = 800
	// MaxPlays bounds the effort a caller may ask for.
	MaxPlays = 1_000_000
	// greedyPlays is the greedy player's budget: enough to judge every
	// candidate of a busy position with exact odds of a few dice.
	greedyPlays = 4000
	// maxCandidates bounds the candidates judged at the root, and
	// replyCandidates those judged for a reply: the rest of a long list
	// (every hex a unit may reach) are left untried, chosen at random.
	maxCandidates   = 300
	replyCandidates = 16
	// triesPer bounds the candidates validated per one kept, so a kind
	// with thousands of illegal candidates cannot stall a decision.
	triesPer = 6
	// shortlist is how many of the best candidates the AI looks at twice.
	shortlist = 6
	// oddsLeaves bounds the outcomes Odds enumerates for one candidate;
	// a roll with more is sampled.
	oddsLeaves = 216
	// tie is the difference of worth below which two candidates are as
	// good: the player then takes one that moves the game on, else the
	// first in its shuffled order.
	tie = 1e-9
)

// A Choice is a candidate the player judged, with its expected worth to
// the side that chose (after Depth actions), for `why`.
type Choice struct {
	Action engine.Action
	Value  float64
	// Depth is how many actions ahead it was judged; Runs how many
	// outcomes of its dice were played, all of them when Exact.
	Depth int
	Runs  int
	Exact bool
	// Onward is true when every outcome moved the game on: another side
	// (or none) to act, another activation, phase or turn.
	Onward bool
	// Answered is true when some outcome hands an enemy the next step.
	Answered bool
}

func (c Choice) String() string {
	how := fmt.Sprintf("%d outcomes sampled", c.Runs)
	switch {
	case c.Exact && c.Runs == 1:
		how = "no dice"
	case c.Exact:
		how = fmt.Sprintf("all %d outcomes", c.Runs)
	}
	return fmt.Sprintf("%+.2f  %s  (%d ply, %s)", c.Value, c.Action, c.Depth, how)
}

// A Player chooses actions by searching the engine's odds.
type Player struct {
	eval *Evaluator
	rng  *rand.Rand
	// plays is the effort of the second look through the enemy's answer,
	// 0 for the greedy player, which takes none
	plays int
	// Last holds the candidates of the last decision, best first.
	Last []Choice
	// spent counts the plays of the decision under way.
	spent int
}

// NewGreedy returns the one-ply baseline.
func NewGreedy(rs *ruleset.Ruleset, seed uint64) *Player {
	return newPlayer(rs, seed, 0)
}

// NewAI returns the searching player with plays for its second look (0:
// DefaultPlays).
func NewAI(rs *ruleset.Ruleset, seed uint64, plays int) *Player {
	return newPlayer(rs, seed, min(max(cmp.Or(plays, DefaultPlays), 1), MaxPlays))
}

func newPlayer(rs *ruleset.Ruleset, seed uint64, plays int) *Player {
	return &Player{eval: NewEvaluator(rs), rng: rand.New(rand.NewPCG(seed, seed^0x5eed_a1a1_5eed_a1a1)), plays: plays}
}

// Choose returns a legal action for the side to act: the candidate whose
// outcomes are worth most to it, on average over its dice.
func (p *Player) Choose(e *engine.Engine) (engine.Action, error) {
	p.Last, p.spent = nil, 0
	side := judged(e)
	cands, err := p.candidates(e, maxCandidates)
	if err != nil {
		return engine.Action{}, err
	}
	switch len(cands) {
	case 0:
		return engine.Action{}, bot.ErrStuck
	case 1:
		p.Last = []Choice{{Action: cands[0], Value: p.eval.Score(e, side), Exact: true}}
		return cands[0], nil
	}
	// one ply for all at the greedy player's effort, so the AI never sees
	// less than its baseline
	choices := p.onePly(e, cands, side)
	if len(choices) == 0 {
		return cands[0], nil // every candidate failed on some dice: the first is as good as any
	}
	if p.plays > 0 {
		p.secondLook(e, choices, side)
	}
	p.Last = choices
	return choices[0].Action, nil
}

// onePly judges every candidate one action ahead within greedyPlays: a
// glance at each (one play, or a few samples of its dice), then the rest of
// the effort on the odds of the rolls, best first, so a shot is judged by
// its exact odds where the effort allows. It returns them best first.
func (p *Player) onePly(e *engine.Engine, cands []engine.Action, side string) []Choice {
	choices := make([]Choice, 0, len(cands))
	for _, a := range cands {
		c, err := p.judge(e, a, side, 1, 1, 0)
		if err != nil {
			continue // a candidate that fails on some dice is not worth its risk
		}
		choices = append(choices, c)
	}
	best(choices)
	var rolls []int
	for i, c := range choices {
		if !c.Exact {
			rolls = append(rolls, i)
		}
	}
	for j, i := range rolls {
		budget := (greedyPlays - p.spent) / (len(rolls) - j)
		if budget <= choices[i].Runs {
			continue
		}
		if c, err := p.judge(e, choices[i].Action, side, 1, budget, 0); err == nil {
			choices[i] = c
		}
	}
	best(choices)
	return choices
}

// secondLook judges the best candidates again, two actions ahead within
// p.plays, and puts the best of them first. Only those an enemy
// may answer can change: the others' worth one action ahead is their
// worth, and keeps its exact odds.
func (p *Player) secondLook(e *engine.Engine, choices []Choice, side string) {
	n := min(shortlist, len(choices))
	var answered []int
	for i := range n {
		if choices[i].Answered {
			answered = append(answered, i)
		} else {
			choices[i].Depth = 2
		}
	}
	spent := p.spent
	for j, i := range answered {
		budget := max((p.plays-(p.spent-spent))/(len(answered)-j), 1)
		if c, err := p.judge(e, choices[i].Action, side, 2, budget, choices[i].Runs); err == nil {
			choices[i] = c
		}
	}
	best(choices[:n])
}

// best sorts choices best first; a stable sort keeps the shuffled order
// among equals.
func best(cs []Choice) {
	slices.SortStableFunc(cs, func(a, b Choice) int {
		if math.Abs(a.Value-b.Value) < tie {
			// of two moves as good, the one that moves the game on: a
			// player does not fiddle (say, hand a marker round for ever)
			// when nothing it does makes a difference
			switch {
			case a.Onward == b.Onward:
				return 0
			case a.Onward:
				return -1
			}
			return 1
		}
		return cmp.Compare(b.Value, a.Value)
	})
}

// judged is the side a decision is for: the side to act, else (between
// activations, when anyone may act) the first side.
func judged(e *engine.Engine) string {
	if s := e.ActingSide(); s != "" {
		return s
	}
	if len(e.State.Sides) > 0 {
		return e.State.Sides[0]
	}
	return ""
}

// judge plays an action for the outcomes of its dice and returns its
// expected worth to side, looking depth (1 or 2) actions ahead, within
// about budget plays; outcomes is how many outcomes a look one action ahead
// found (0: not known yet), to share the budget among them.
func (p *Player) judge(e *engine.Engine, a engine.Action, side string, depth, budget, outcomes int) (Choice, error) {
	leaves, samples, per := min(max(budget, 1), oddsLeaves), min(max(budget, 4), engine.OddsSamples), 0
	if depth == 2 {
		// a few outcomes, each with a reply, rather than every outcome
		// with none: the rest are sampled
		n := min(max(outcomes, 1), max(budget/(2*replyCandidates), 2))
		leaves, samples, per = n, n, budget/n
	}
	var values, probs []float64
	var onward, answered []bool
	at := where(e)
	o, err := e.OddsWith(a, engine.OddsOptions{
		Leaves:  leaves,
		Samples: samples,
		Leaf: func(e *engine.Engine, prob float64) error {
			p.spent++
			onward = append(onward, where(e) != at)
			answered = append(answered, enemyToAct(e, side))
			v, err := p.value(e, side, depth == 2, per)
			values, probs = append(values, v), append(probs, prob)
			return err
		},
	})
	if err != nil {
		return Choice{}, err
	}
	// an enumeration that outgrew its bound was sampled again: the answer
	// is the last Runs outcomes
	values, probs = values[len(values)-o.Runs:], probs[len(probs)-o.Runs:]
	var v float64
	for i := range values {
		v += probs[i] * values[i]
	}
	last := len(onward) - o.Runs
	return Choice{Action: a, Value: v, Depth: depth, Runs: o.Runs, Exact: o.Exact,
		Onward: !slices.Contains(onward[last:], false), Answered: slices.Contains(answered[last:], true)}, nil
}

// enemyToAct reports whether an enemy of side has the next step.
func enemyToAct(e *engine.Engine, side string) bool {
	acting := e.ActingSide()
	return acting != "" && acting != side && e.Enemies(side, acting)
}

// A stage is where a game stands: whose step it is, in which activation,
// phase and turn (an action that changes none of them leaves the game
// where it was).
type stage struct {
	acting, side, formation, phase string
	turn                           int
}

// where returns the stage of a game.
func where(e *engine.Engine) stage {
	st := e.State
	return stage{e.ActingSide(), st.ActiveSide, st.ActiveFormation, st.Phase, st.Turn}
}

// value is a position's worth to side: with answer, where an enemy has the
// next step, the worth after its best reply (the least for side);
// otherwise the worth as it stands.
func (p *Player) value(e *engine.Engine, side string, answer bool, budget int) (float64, error) {
	if !answer || e.Over() || budget < 2 || !enemyToAct(e, side) {
		return p.eval.Score(e, side), nil
	}
	cands, err := p.candidates(e, min(replyCandidates, budget))
	if err != nil || len(cands) == 0 {
		return p.eval.Score(e, side), err
	}
	bestV, found := 0.0, false
	for i, a := range cands {
		before := p.spent
		c, err := p.judge(e, a, side, 1, max(budget/(len(cands)-i), 1), 0)
		budget -= p.spent - before
		if err != nil {
			continue
		}
		if !found || c.Value < bestV {
			bestV, found = c.Value, true
		}
	}
	if !found {
		return p.eval.Score(e, side), nil
	}
	return bestV, nil
}

// candidates returns up to most legal actions of the side to act, taken
// in turn from each kind's shuffled candidates so a long list of one kind
// (moves) does not crowd out the others (fire, end of the phase).
func (p *Player) candidates(e *engine.Engine, most int) ([]engine.Action, error) {
	kinds := e.ActionKinds()
	lists := make([][]map[string]any, len(kinds))
	longest := 0
	for i, kind := range kinds {
		c, err := e.Candidates(kind)
		if err != nil {
			return nil, err
		}
		p.rng.Shuffle(len(c), func(i, j int) { c[i], c[j] = c[j], c[i] })
		lists[i] = c
		longest = max(longest, len(c))
	}
	var out []engine.Action
	tries := triesPer*most + len(kinds)
	for round := 0; round < longest && len(out) < most && tries > 0; round++ {
		for i, kind := range kinds {
			if round >= len(lists[i]) || len(out) == most || tries == 0 {
				continue
			}
			tries--
			a := engine.Action{Kind: kind, Params: lists[i][round]}
			err := e.Validate(a)
			if _, rejected := engine.IsRejection(err); rejected {
				continue
			}
			if err != nil {
				return nil, err
			}
			out = append(out, a)
		}
	}
	return out, nil
}
