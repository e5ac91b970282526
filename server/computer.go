package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/nw68/nw68/core/ai"
	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
)

// Who plays a side, as a CreateRequest's players name it. A side the
// computer plays has no seat: the server chooses its actions with core/ai
// (greedy: the one-ply baseline; ai: the searching player at its default
// effort) and submits them as a seat's are submitted, judged by the
// engine, logged under the side, committed and pushed to the other seats.
const (
	PlayerPerson = "person"
	PlayerGreedy = "greedy"
	PlayerAI     = "ai"
)

// maxRun bounds the actions the computer takes in a row, no person acting
// meanwhile: three times the longest bot game (341 actions), so a ruleset
// that lets a side act without end cannot grow a game's log without end.
const maxRun = 1000

// maxOwn bounds the actions judged when the computer picks among its own
// between activations (bestOwn), as core/ai bounds its candidates.
const maxOwn = 300

// ownLeaves and ownSamples bound the odds of each of those actions: past
// ownLeaves outcomes the dice are sampled ownSamples times.
const ownLeaves, ownSamples = 216, 64

// checkPlayers returns the sides the computer plays, by kind, refusing
// players naming no side of the game (sides: every side it may have, a
// campaign's included), a kind there is not, or no person at all: the
// server plays the computer against someone, so a game of computers alone
// cannot keep its cores busy with no one watching. A side the rules play
// (automated) stays theirs.
func checkPlayers(players map[string]string, sides, automated []string) (map[string]string, error) {
	out := map[string]string{}
	for _, side := range slices.Sorted(maps.Keys(players)) {
		kind := players[side]
		if !slices.Contains(sides, side) {
			return nil, fmt.Errorf("players: no side %q; the sides are %s", side, strings.Join(sides, ", "))
		}
		switch kind {
		case PlayerPerson, "":
			continue
		case PlayerGreedy, PlayerAI:
		default:
			return nil, fmt.Errorf("players: %s=%s: a side is played by %s, %s or %s", side, kind, PlayerPerson, PlayerGreedy, PlayerAI)
		}
		if !slices.Contains(automated, side) {
			out[side] = kind // the rules play an automated side already
		}
	}
	people := slices.ContainsFunc(sides, func(side string) bool {
		_, computer := out[side]
		return !computer && !slices.Contains(automated, side)
	})
	if len(out) > 0 && !people {
		return nil, errors.New("players: every side is the computer's; a person must play one")
	}
	return out, nil
}

// gameSides lists every side a game may have: its scenario's, and those
// of its campaign's steps from this one on.
func gameSides(e *engine.Engine) []string {
	sides := slices.Clone(e.State.Sides)
	if at := e.Campaign; at != nil {
		if c, ok := e.Rules.Campaigns[at.ID]; ok {
			sides = stepSides(e.Rules, c.Steps[min(max(at.Step-1, 0), len(c.Steps)):], sides)
		}
	}
	return sides
}

// stepSides adds to sides those of the campaign steps' scenarios, in
// order of appearance.
func stepSides(rs *ruleset.Ruleset, steps []ruleset.CampaignStep, sides []string) []string {
	for _, step := range steps {
		if sc, ok := rs.Scenarios[step.Scenario]; ok {
			for _, side := range sc.Setup.Sides {
				if !slices.Contains(sides, side) {
					sides = append(sides, side)
				}
			}
		}
	}
	return sides
}

// computerToAct returns the side the computer is to act for now, or "".
// It acts in its side's turn and in its side's reaction windows; between
// activations, when anyone may take the next step, a person takes it, and
// the computer acts only once no person has an action left (a person
// ended their own setup, say, and the computer's is still open). Call it
// with the game locked.
func (l *live) computerToAct(ctx context.Context) string {
	e := l.e
	if len(l.computers) == 0 || l.replay || l.broken || e.Over() {
		return ""
	}
	if side := e.ActingSide(); side != "" {
		if _, ok := l.computers[side]; ok && !slices.Contains(e.State.Automated, side) {
			return side
		}
		return ""
	}
	for _, side := range e.State.Sides {
		if _, computer := l.computers[side]; computer || slices.Contains(e.State.Automated, side) {
			continue
		}
		list, err := l.legalFor(ctx, seat{Game: l.id, Role: RoleSide, Side: side})
		if err != nil || len(list) > 0 {
			return "" // a person's step (or, failing, a person's to retry)
		}
	}
	for _, side := range e.State.Sides {
		if _, ok := l.computers[side]; ok && !slices.Contains(e.State.Automated, side) {
			if list, err := l.legalFor(ctx, seat{Game: l.id, Role: RoleSide, Side: side}); err == nil && len(list) > 0 {
				return side
			}
		}
	}
	return ""
}

// wake starts the game's computer player when it has a side to act for
// and is not at work already: one goroutine per game, one decision at a
// time. Call it with the game locked, after every change of the game.
func (s *Server) wake(l *live) {
	if len(l.computers) == 0 || l.thinking || l.broken || l.replay || l.e.Over() || l.stuck == l.position() {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	l.thinking = true
	s.thinkers.Add(1)
	go s.think(l)
}

// think plays the computer's sides of a game for as long as one of them is
// to act. Each decision is worked out on a copy of the game (the mind
// shadow), so seats read and act meanwhile; a decision the game moved past
// (a person carried on past the computer's window, an undo) or that the
// server's closing stopped is dropped and, if the game still wants one,
// made again.
func (s *Server) think(l *live) {
	defer s.thinkers.Done()
	for run := 0; ; run++ {
		l.mu.Lock()
		side := ""
		if !s.stopping() {
			side = l.computerToAct(context.Background())
		}
		if side != "" && run >= maxRun {
			s.log.Error("computer player", "game", l.id, "side", side, "position", l.position(), "err", fmt.Sprintf("%d actions in a row; it waits for a person to act", maxRun))
			l.stuck, l.stuckSide, l.thinking = l.position(), side, false
			l.mu.Unlock()
			return
		}
		if side == "" {
			l.thinking = false
			l.mu.Unlock()
			return
		}
		pos, changed := l.position(), l.changed
		rec := l.e.Record(l.record.Scenario, l.record.Seed, l.record.Mods)
		rec.Actions = slices.Clone(rec.Actions)
		kind := l.computers[side]
		l.mu.Unlock()

		a, err := s.decide(l, rec, side, kind, changed)
		l.mu.Lock()
		if l.broken {
			// deleted, or out of memory: a game loaded again from the
			// database has a player of its own
			l.thinking = false
			l.mu.Unlock()
			return
		}
		if l.changed != changed || s.stopping() {
			l.mu.Unlock()
			continue // the game moved on (an undo may bring it back to pos), or the server stops: look again
		}
		if err == nil {
			_, err = s.submit(context.Background(), l, seat{Game: l.id, Role: RoleSide, Side: side}, pos, a)
		}
		if err != nil {
			// a choice refused or none found: the game waits for a person
			// (the host may act for the side) and the computer tries again
			// once the game has moved
			s.log.Error("computer player", "game", l.id, "side", side, "kind", kind, "position", pos, "err", err)
			l.stuck, l.stuckSide, l.thinking = pos, side, false
			l.mu.Unlock()
			return
		}
		l.mu.Unlock()
	}
}

// stopping reports whether Close has begun.
func (s *Server) stopping() bool {
	select {
	case <-s.done:
		return true
	default:
		return false
	}
}

// decide works out the computer's action for side on the mind shadow,
// brought to the record's position, taking a core as odds do. Its work
// stops (at a script's next instructions or the next unit of work) when
// changed closes (the game moved on, was deleted or left memory) or the
// server closes; what it returns then is not played.
//
// In its side's turn or window the player of the kind chooses, on the
// state as the side knows it (engine.SeenBy): the computer does not read
// what the rules hide from its seat. Between activations, when core/ai
// would judge for whichever side comes first, and when the engine refuses
// the player's choice (it was made without what is hidden), the computer
// takes the best of its side's own legal actions one action ahead
// (bestOwn), which the engine accepts as listed; that choice is judged on
// the whole state, as the engine's list of legal actions is made.
//
// The player's seed is the game's, the side's and the position's: the
// same game makes the same choices after a restart, and the log, which
// holds them, replays the game without the player.
func (s *Server) decide(l *live, rec engine.Game, side, kind string, changed <-chan struct{}) (ActionPayload, error) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		select {
		case <-changed:
		case <-s.done:
		case <-ctx.Done():
		}
		cancel()
	}()
	release, err := s.slot(ctx)
	if err != nil {
		return ActionPayload{}, err
	}
	defer release()
	w := &l.mind
	w.mu.Lock()
	defer w.mu.Unlock()
	rec.Digests = nil
	if err := w.follow(l.rules, s.opts.Lua, rec); err != nil {
		return ActionPayload{}, err
	}
	e := w.e
	seed := decisionSeed(rec.Seed, side, len(rec.Actions))
	// the effort is a count of plays, each within a unit's Lua budget; the
	// piece's own totals are lifted so that count alone bounds it
	work := engine.Budget{What: "the computer's choice for " + side, Steps: math.MaxInt64, Memory: math.MaxInt64, Stop: ctx.Done()}
	var a engine.Action
	err = e.Bounded(work, func() error {
		if e.ActingSide() == side {
			p := newPlayer(kind, e, seed)
			err := e.SeenBy(engine.Viewer{Side: side}, func() error {
				var err error
				a, err = p.Choose(e)
				return err
			})
			_, rejected := engine.IsRejection(err)
			switch {
			case err == nil:
				a.Side = side
				if e.Validate(a) == nil {
					return nil
				}
			case !errors.Is(err, bot.ErrStuck) && !rejected:
				return err
			}
		}
		var err error
		a, err = bestOwn(e, side, seed, ctx.Done())
		return err
	})
	if err != nil {
		return ActionPayload{}, fmt.Errorf("%s for %s at %d: %w", kind, side, len(rec.Actions), err)
	}
	return payloadOf(a)
}

// newPlayer makes the player of a kind.
func newPlayer(kind string, e *engine.Engine, seed uint64) *ai.Player {
	if kind == PlayerAI {
		return ai.NewAI(e.Rules, seed, 0)
	}
	return ai.NewGreedy(e.Rules, seed)
}

// payloadOf is an action as a seat would send it: its parameters through
// JSON, as the database keeps them and a replay reads them back.
func payloadOf(a engine.Action) (ActionPayload, error) {
	p := ActionPayload{Kind: a.Kind}
	if len(a.Params) == 0 {
		return p, nil
	}
	data, err := json.Marshal(a.Params)
	if err != nil {
		return p, err
	}
	return p, json.Unmarshal(data, &p.Params)
}

// decisionSeed mixes the game's seed with the side and the position
// (splitmix64's finaliser), so each decision has its own seed.
func decisionSeed(seed uint64, side string, pos int) uint64 {
	h := fnv.New64a()
	_, _ = h.Write([]byte(side))
	z := seed ^ h.Sum64() + uint64(pos)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// bestOwn returns the side's own legal action (engine.LegalActionsFor)
// whose outcomes core/ai's evaluation finds worth most to it, on average
// over its dice: the first of the best in an order shuffled by the seed,
// so actions alike in worth (purchases it does not weigh) are not always
// the same one.
func bestOwn(e *engine.Engine, side string, seed uint64, stop <-chan struct{}) (engine.Action, error) {
	list, err := e.LegalActionsFor(side)
	if err != nil {
		return engine.Action{}, err
	}
	if len(list) == 0 {
		return engine.Action{}, bot.ErrStuck
	}
	rng := rand.New(rand.NewPCG(seed, ^seed))
	rng.Shuffle(len(list), func(i, j int) { list[i], list[j] = list[j], list[i] })
	list = list[:min(len(list), maxOwn)]
	eval := ai.NewEvaluator(e.Rules)
	best, bestV := -1, 0.0
	for i, a := range list {
		var values, probs []float64
		o, err := e.OddsWith(a, engine.OddsOptions{Leaves: ownLeaves, Samples: ownSamples, Stop: stop, Leaf: func(e *engine.Engine, p float64) error {
			values, probs = append(values, eval.Score(e, side)), append(probs, p)
			return nil
		}})
		if errors.Is(err, engine.ErrStopped) {
			return engine.Action{}, err
		}
		if err != nil {
			continue // an action that fails on some dice is not worth its risk
		}
		// a sampled enumeration's answer is the last Runs outcomes played
		values, probs = values[len(values)-o.Runs:], probs[len(probs)-o.Runs:]
		v := 0.0
		for j := range values {
			v += probs[j] * values[j]
		}
		if best < 0 || v > bestV+1e-9 {
			best, bestV = i, v
		}
	}
	if best < 0 {
		return list[0], nil
	}
	return list[best], nil
}
