package server

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
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
	answer := &oddsAnswer{Odds: o, Stops: stopsOf(w.e, v, o), Rolls: o.Rolls[:min(len(o.Rolls), maxRolls)]}
	o.Stops = nil // the answer's own, the contexts cut to what the seat may read
	if len(w.answers) < maxAnswers {
		w.answers[key] = answer
	}
	return answer, nil
}

// stopsOf sums up where the plays of an answer stopped (nil: at the end).
func stopsOf(e *engine.Engine, v engine.Viewer, o *engine.Odds) *oddsStops {
	if len(o.Stops) == 0 {
		return nil
	}
	var out oddsStops
	for _, st := range o.Stops {
		out.P += st.P
		if len(out.Windows) < maxWindows {
			out.Windows = append(out.Windows, oddsWindow{Probability: st.Probability, Kind: st.Kind, Side: st.Side, Actions: st.Actions, Context: e.Scrub(v, st.Context)})
		}
	}
	out.P = min(out.P, 1) // a sum of the plays' chances may pass 1 by a rounding
	if !o.Exact && o.Runs > 0 {
		out.Margin = 1.96 * math.Sqrt(out.P*(1-out.P)/float64(o.Runs))
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
		return nil, errorf(http.StatusRequestEntityTooLarge, "too_large", "server.action_too_large", "limit", maxActionBytes)
	}
	var p ActionPayload
	dec := json.NewDecoder(strings.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return nil, errorf(http.StatusBadRequest, "malformed", "server.action_malformed_json", "error", err.Error())
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
		return nil, refusal(l, st, err)
	}
	if st.Say != nil { // the rolls in the seat's words; the kept answer stays as weighed
		told := *o
		rolls := engine.OddsRolls(l.e.Rules, st.Say, o.Odds)
		told.Rolls = rolls[:min(len(rolls), maxRolls)]
		return &told, nil
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
