package server

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"sync"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
)

// Limits of the odds the server weighs.
const (
	// maxOutcomes is how many distinct outcomes an odds answer lists.
	maxOutcomes = 12
	// maxAnswers is how many answers a game keeps at one position.
	maxAnswers = 256
	// maxWindows is how many distinct reaction windows an answer's Stops
	// list, and maxRolls how many distinct rolls its Rolls.
	maxWindows = 6
	maxRolls   = 8
)

// An oddsAnswer is the engine's odds of an action with what part of the
// action they cover. Odds plays the action as Submit does, with what the
// rules automate after it, and each play ends where Submit returns: at the
// action's end, or where it stops for a reaction window it opened (a move
// the enemy may fire on, stopping at the hex). What the rest of the action
// does (the rest of its path, a shot it fires after moving) is played when
// the window is answered, so it is in the odds of that answer, not these.
type oddsAnswer struct {
	*engine.Odds
	// Stops, when some outcomes stop for a window, is their chance and the
	// windows they stop at; nil when every outcome plays the action to its
	// end.
	Stops *oddsStops `json:"stops,omitempty"`
	// Rolls are the rolls the plays made, as "<purpose> (<n>d<sides>)" in
	// the order first made: the dice these odds are of.
	Rolls []string `json:"rolls,omitempty"`
}

// A play is where one outcome stopped (nil: at the end) and what it rolled.
type play struct {
	stop  *oddsWindow
	rolls []string
}

type oddsStops struct {
	engine.Probability
	// Windows are the windows the plays stopped at, most likely first: the
	// kind, the side asked, what it may answer with and where (the
	// window's context as the seat may read it).
	Windows []oddsWindow `json:"windows"`
}

type oddsWindow struct {
	engine.Probability
	Kind    string         `json:"kind"`
	Side    string         `json:"side"`
	Actions []string       `json:"actions"`
	Context map[string]any `json:"context,omitempty"`
}

// oddsWork bounds the work of one odds answer: past Leaves outcomes the
// dice are sampled, Samples times. An action whose every outcome plays a
// long automated turn (a draw that hands the game to a masterless side)
// would otherwise hold a core for a minute at the engine's defaults.
var oddsWork = engine.OddsOptions{Leaves: 2_000, Samples: 1_000}

// A shadow is a copy of a game that follows it, so work on the game that
// takes long is done without holding the game itself: players act and
// look while a seat weighs odds or steps through the log. It plays the
// game's new actions as they come, or replays the game when it cannot
// (a step back). The odds weighed on it are kept until it moves.
type shadow struct {
	mu      sync.Mutex
	e       *engine.Engine
	answers map[string]*oddsAnswer
}

// weigh returns the odds of an action in the game whose record, up to its
// current position, is rec, as a viewer may weigh them: on the state as it
// knows it (engine.SeenBy); a request given up (ctx done) stops the work.
func (w *shadow) weigh(ctx context.Context, rules *game.Rules, lua script.Options, rec engine.Game, v engine.Viewer, a engine.Action) (*oddsAnswer, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.follow(rules, lua, rec); err != nil {
		return nil, err
	}
	data, err := json.Marshal(struct {
		V engine.Viewer
		A engine.Action
	}{v, a})
	if err != nil {
		return nil, err
	}
	key := string(data)
	if o, ok := w.answers[key]; ok {
		return o, nil
	}
	work := oddsWork
	work.Stop = ctx.Done()
	// where each play stopped: an enumeration that turns into samples
	// started again, so the answer's are the last Runs
	var plays []play
	before := slices.Clone(w.e.State.Interrupts)
	work.Leaf = func(e *engine.Engine, p float64) error {
		var stop *oddsWindow
		// a window open before the action (one it answers, or one its side
		// carries on past) is none it stops at
		if n := len(e.State.Interrupts); n > 0 && (n > len(before) || !reflect.DeepEqual(e.State.Interrupts[n-1], before[n-1])) {
			in := e.State.Interrupts[n-1]
			stop = &oddsWindow{Probability: engine.Probability{P: p}, Kind: in.Kind, Side: in.Side, Actions: in.Actions, Context: e.Scrub(v, in.Context)}
		}
		var rolls []string
		for _, r := range e.Dice.Rolls() {
			rolls = append(rolls, fmt.Sprintf("%s (%dd%d)", r.Purpose, len(r.Faces), r.Sides))
		}
		plays = append(plays, play{stop: stop, rolls: rolls})
		return nil
	}
	var o *engine.Odds
	err = w.e.SeenBy(v, func() error {
		var err error
		o, err = w.e.OddsWith(a, work)
		return err
	})
	if err != nil {
		return nil, sight{e: w.e, v: v}.clean(err, a)
	}
	o = sight{e: w.e, v: v}.odds(o) // the shadow stands where the game stood
	if len(o.Outcomes) > maxOutcomes {
		o.Outcomes = o.Outcomes[:maxOutcomes]
	}
	plays = plays[max(0, len(plays)-o.Runs):]
	answer := &oddsAnswer{Odds: o, Stops: stopsOf(plays, o)}
	for _, p := range plays {
		for _, r := range p.rolls {
			if len(answer.Rolls) < maxRolls && !slices.Contains(answer.Rolls, r) {
				answer.Rolls = append(answer.Rolls, r)
			}
		}
	}
	if len(w.answers) < maxAnswers {
		w.answers[key] = answer
	}
	return answer, nil
}

// stopsOf sums up where the plays of an answer stopped (nil: at the end).
func stopsOf(plays []play, o *engine.Odds) *oddsStops {
	var out oddsStops
	at := map[string]int{}
	for _, p := range plays {
		w := p.stop
		if w == nil {
			continue
		}
		out.P += w.P
		key, _ := json.Marshal(struct {
			K, S string
			A    []string
			C    map[string]any
		}{w.Kind, w.Side, w.Actions, w.Context})
		if i, ok := at[string(key)]; ok {
			out.Windows[i].P += w.P
			continue
		}
		at[string(key)] = len(out.Windows)
		out.Windows = append(out.Windows, *w)
	}
	if len(out.Windows) == 0 {
		return nil
	}
	margin := func(p float64) float64 {
		if o.Exact || o.Runs == 0 {
			return 0
		}
		return 1.96 * math.Sqrt(p*(1-p)/float64(o.Runs))
	}
	// a sum of the plays' chances may pass 1 by a rounding
	out.P = min(out.P, 1)
	out.Margin = margin(out.P)
	for i := range out.Windows {
		out.Windows[i].P = min(out.Windows[i].P, 1)
		out.Windows[i].Margin = margin(out.Windows[i].P)
	}
	slices.SortStableFunc(out.Windows, func(a, b oddsWindow) int { return cmp.Compare(b.P, a.P) })
	if len(out.Windows) > maxWindows {
		out.Windows = out.Windows[:maxWindows]
	}
	return &out
}

// follow brings the shadow to the record's position: it plays the actions
// it has not (an automated side's are played again by the action before
// them), or replays the record when it cannot. Call it with mu held.
func (w *shadow) follow(rules *game.Rules, lua script.Options, rec engine.Game) error {
	pos := len(rec.Actions)
	// the shadow may go on only from the record's own line of play: an undo
	// rewrites the history, and a count alone would not notice
	if e := w.e; e != nil && len(e.Actions) <= pos && sameActions(e.Actions, rec.Actions[:len(e.Actions)]) {
		from := len(e.Actions)
		for len(e.Actions) < pos {
			a := rec.Actions[len(e.Actions)]
			if a.Auto || e.Submit(a) != nil {
				break
			}
		}
		if len(e.Actions) == pos {
			if pos != from {
				w.answers = map[string]*oddsAnswer{}
			}
			return nil
		}
	}
	rec.Digests = nil // replayed by the game already; the shadow need not prove it
	e, err := rules.Replay(rec, lua)
	if err != nil {
		return err
	}
	w.e, w.answers = e, map[string]*oddsAnswer{}
	return nil
}

// sameActions reports whether two lists hold the same actions in order.
func sameActions(a, b []engine.Action) bool {
	return slices.EqualFunc(a, b, func(x, y engine.Action) bool { return reflect.DeepEqual(x, y) })
}

func (s *Server) handleOdds(r *http.Request, _ http.ResponseWriter) (any, error) {
	l, st, err := s.authorize(r, "")
	if err != nil {
		return nil, err
	}
	raw := r.URL.Query().Get("action")
	if len(raw) > maxActionBytes {
		return nil, errorf(http.StatusRequestEntityTooLarge, "too_large", "the action is larger than %d bytes", maxActionBytes)
	}
	var p ActionPayload
	dec := json.NewDecoder(strings.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return nil, errorf(http.StatusBadRequest, "malformed", "action: malformed JSON: %v", err)
	}
	a, rec, sight, err := oddsRequest(l, st, p)
	if err != nil {
		return nil, err
	}
	release, err := s.slot(r.Context())
	if err != nil {
		return nil, err
	}
	defer release()
	o, err := l.odds.weigh(r.Context(), l.rules, s.opts.Lua, rec, sight.v, a)
	switch {
	case errors.Is(err, engine.ErrOverBudget):
		return nil, overBudget(err)
	case err != nil:
		return nil, refusal(l, err)
	}
	return o, nil
}

// odds returns odds without what the seat cannot see. They were weighed on
// the state as the seat knows it, so they name no unit hidden from it at
// the start; what the plays may have brought to light is taken out here:
// statuses hidden on the units that gain them, report values naming a
// secret. What is left keeps no trace of what was taken: outcomes that
// differ only by it are one, a unit whose only change was hidden is
// unchanged there, and one that nothing visible changes is not listed.
func (s sight) odds(o *engine.Odds) *engine.Odds {
	if !s.e.HasSecrets() {
		return o
	}
	c := *o
	unseen := s.unseen()
	hiddenStatus := func(id, status string) bool {
		u := s.e.State.Units[id]
		return u != nil && s.hides(ruleset.KindStatus, status, u.Side, u)
	}
	// the outcomes as the seat sees them, merged where they look alike
	merged := map[string]int{}
	unchanged := map[string]engine.Probability{} // chance a unit's only change was hidden
	c.Outcomes = nil
	// the threshold a roll needs was found from every change: when the
	// seat misses some, it could tell what a hidden one needs
	withheld := false
	for _, out := range o.Outcomes {
		units := make(map[string]engine.UnitChange, len(out.Units))
		for id, ch := range out.Units {
			if unseen[id] {
				withheld = true
				continue
			}
			gained := len(ch.StatusesGained)
			ch.StatusesGained = slices.DeleteFunc(slices.Clone(ch.StatusesGained), func(status string) bool { return hiddenStatus(id, status) })
			withheld = withheld || len(ch.StatusesGained) < gained
			if !ch.Eliminated && ch.Face == "" && len(ch.StatusesGained) == 0 {
				p := unchanged[id]
				unchanged[id] = engine.Probability{P: p.P + out.P, Margin: p.Margin + out.Margin}
				continue
			}
			units[id] = ch
		}
		reports := make(map[string]map[string]any, len(out.Reports))
		for name, fields := range out.Reports {
			reports[name] = s.e.Scrub(s.v, fields)
		}
		key, _ := json.Marshal(struct {
			U map[string]engine.UnitChange
			R map[string]map[string]any
		}{units, reports})
		if k, ok := merged[string(key)]; ok {
			c.Outcomes[k].P += out.P
			c.Outcomes[k].Margin += out.Margin
			continue
		}
		merged[string(key)] = len(c.Outcomes)
		c.Outcomes = append(c.Outcomes, engine.Outcome{Probability: out.Probability, Units: units, Reports: reports})
	}
	slices.SortStableFunc(c.Outcomes, func(a, b engine.Outcome) int { return cmp.Compare(b.P, a.P) })
	if withheld {
		c.Needs = nil
	}
	c.Units = make(map[string]*engine.UnitOdds, len(o.Units))
	for id, u := range o.Units {
		if unseen[id] {
			continue
		}
		shown := *u
		shown.Statuses = maps.Clone(u.Statuses)
		maps.DeleteFunc(shown.Statuses, func(status string, _ engine.Probability) bool { return hiddenStatus(id, status) })
		if shown.Eliminated.P == 0 && len(shown.Faces) == 0 && len(shown.Statuses) == 0 {
			continue // nothing the seat sees changes it
		}
		if p, ok := unchanged[id]; ok {
			shown.Unchanged = engine.Probability{P: shown.Unchanged.P + p.P, Margin: shown.Unchanged.Margin + p.Margin}
		}
		c.Units[id] = &shown
	}
	c.Reports = make(map[string]map[string][]engine.ValueOdds, len(o.Reports))
	for name, fields := range o.Reports {
		kept := map[string][]engine.ValueOdds{}
		for field, values := range fields {
			var shown []engine.ValueOdds
			for _, v := range values {
				if !s.conceals(map[string]any{field: v.Value}) {
					shown = append(shown, v)
				}
			}
			if len(shown) > 0 {
				kept[field] = shown
			}
		}
		c.Reports[name] = kept
	}
	return &c
}

// slot waits for a core to work on: odds and replays take one each, and
// the others wait their turn.
func (s *Server) slot(ctx context.Context) (func(), error) { return acquire(ctx, s.working) }

// acquire takes one of the tokens a channel's capacity counts, waiting
// until one is free or ctx is done; the returned func gives it back.
func acquire(ctx context.Context, tokens chan struct{}) (func(), error) {
	select {
	case tokens <- struct{}{}:
		return func() { <-tokens }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// oddsRequest checks a seat may weigh an action now and returns it, with
// the game's record at its position and what the seat may see.
func oddsRequest(l *live, st seat, p ActionPayload) (engine.Action, engine.Game, sight, error) {
	if err := lock(l); err != nil {
		return engine.Action{}, engine.Game{}, sight{}, err
	}
	defer l.mu.Unlock()
	sight := l.sightOf(st)
	if st.Role == RoleSpectator {
		st = seat{Game: st.Game, Role: RoleHost} // odds change nothing: a spectator may weigh any action
	}
	a, err := actionFor(l, st, p)
	if err != nil {
		return engine.Action{}, engine.Game{}, sight, err
	}
	rec := l.e.Record(l.record.Scenario, l.record.Seed, l.record.Mods)
	rec.Actions = slices.Clone(rec.Actions)
	return a, rec, sight, nil
}
