package server

import (
	"context"
	"fmt"
	"net/http"
	"slices"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
)

// recordAt returns a game's record up to a log position, the game's
// position, and the position adjusted: one inside an automated side's run
// of actions moves on to its end, since the action before the run plays
// it whole. Call it with the game locked.
func (l *live) recordAt(n int) (engine.Game, int, error) {
	pos := l.position()
	if n < 0 || n > pos {
		return engine.Game{}, 0, errorf(http.StatusBadRequest, "bad_position", "server.bad_position", "position", n, "last", pos)
	}
	for n < pos && l.e.Actions[n].Auto {
		n++
	}
	rec := l.e.Record(l.record.Scenario, l.record.Seed, l.record.Mods)
	rec.Actions, rec.Digests = slices.Clone(rec.Actions[:n]), slices.Clone(rec.Digests[:n])
	return rec, pos, nil
}

// pastView is a seat's view of the game as it was after its first n
// actions, for stepping through the log: it lists no legal actions, and
// hides what the seat may not see unless the game is over now.
func (s *Server) pastView(ctx context.Context, l *live, st seat, n int) (*View, error) {
	if err := lock(l); err != nil {
		return nil, err
	}
	rec, latest, err := l.recordAt(n)
	over := l.e.Over()
	l.mu.Unlock()
	if err != nil {
		return nil, err
	}
	release, err := s.slot(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	l.past.mu.Lock()
	defer l.past.mu.Unlock()
	rec.Digests = nil
	if err := l.past.follow(l.rules, s.opts.Lua, rec); err != nil {
		return nil, fmt.Errorf("game %s at %d: %w", l.id, n, err)
	}
	past := &live{id: l.id, title: l.title, rules: l.rules, e: l.past.e, record: l.record, replay: true, revealed: over, legalPos: -1, computers: l.computers}
	v, err := past.view(ctx, st)
	if err != nil {
		return nil, err
	}
	v.Latest = latest
	return v, nil
}

// A ForkRequest asks for a new game made of this one's first Position
// actions, "what if" play had gone otherwise from there: under the game's
// own mods, or under Mods when given (none: an empty list).
type ForkRequest struct {
	Position *int      `json:"position"`
	Mods     *[]string `json:"mods,omitempty"`
}

// handleFork makes a new game of a game's beginning, with new seats. Its
// save holds the dice's seed, so only the host forks a game before it is
// over, as only the host exports one.
func (s *Server) handleFork(r *http.Request, w http.ResponseWriter) (any, error) {
	l, st, err := s.authorize(r, "")
	if err != nil {
		return nil, err
	}
	var req ForkRequest
	if err := decode(w, r, maxCreateBytes, &req); err != nil {
		return nil, err
	}
	if req.Position == nil {
		return nil, errorf(http.StatusBadRequest, "malformed", "server.fork_no_position")
	}
	if err := lock(l); err != nil {
		return nil, err
	}
	if st.Role != RoleHost && !l.e.Over() {
		l.mu.Unlock()
		return nil, errorf(http.StatusForbidden, "not_host", "server.host_forks")
	}
	rec, _, err := l.recordAt(*req.Position)
	computers := l.computers
	l.mu.Unlock()
	if err != nil {
		return nil, err
	}
	mods := rec.Mods
	if req.Mods != nil {
		mods = *req.Mods
	}
	rules, err := s.rulesFor(rec.Ruleset, mods)
	if err != nil {
		return nil, badRequest(err)
	}
	release, err := s.slot(r.Context())
	if err != nil {
		return nil, err
	}
	defer release()
	e, err := replayUnder(rules, rec, s.opts.Lua)
	if err != nil {
		return nil, goError(http.StatusUnprocessableEntity, "fork_refused", err)
	}
	t, err := s.add(context.WithoutCancel(r.Context()), rules, e, rec.Scenario, rec.Seed, mods, computers)
	if err != nil {
		return nil, err
	}
	return created{t}, nil
}

// replayUnder plays a record's actions again with rules that may differ
// from those it was played under (other mods): the record's own rules
// replay it exactly, checked step by step; others play its players'
// actions, each of which they must accept.
func replayUnder(rules *game.Rules, rec engine.Game, lua script.Options) (*engine.Engine, error) {
	if rec.CheckRules(rules.RS) == nil {
		e, err := rules.Replay(rec, lua)
		if err == nil {
			e.TrackDigests = true
		}
		return e, err
	}
	e, err := rules.New(game.Config{Scenario: rec.Scenario, Campaign: rec.Campaign, Dice: dice.NewSeeded(rec.Seed), Lua: lua, Automate: rec.Automated, TrackDigests: true, Begin: rec.Begun})
	if err != nil {
		return nil, err
	}
	for i, a := range rec.Actions {
		if a.Auto {
			continue // the action before played it, if these rules still do
		}
		if err := e.Submit(a); err != nil {
			return nil, fmt.Errorf("action %d (%s) is refused under these rules: %w", i+1, a.Kind, err)
		}
	}
	return e, nil
}
