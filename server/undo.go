package server

import (
	"context"
	"net/http"
	"slices"

	"github.com/nw68/nw68/core/engine"
)

// An UndoRequest takes back the last action: the log position the client
// saw, so a request replayed or sent after the game moved on is refused.
type UndoRequest struct {
	Position *int `json:"position"`
}

// handleUndo takes back the last action a player took (with what automated
// sides did after it) when no die was rolled for it and its side is still
// to act: the game is rebuilt without it, and the log's new end committed
// before the answer. A side's seat takes back only its side's actions.
func (s *Server) handleUndo(r *http.Request, w http.ResponseWriter) (any, error) {
	l, st, err := s.authorize(r, "")
	if err != nil {
		return nil, err
	}
	var req UndoRequest
	if err := decode(w, r, maxActionBytes, &req); err != nil {
		return nil, err
	}
	if req.Position == nil {
		return nil, errorf(http.StatusBadRequest, "malformed", "name the log position the undo was chosen at (position)")
	}
	if st.Role == RoleSpectator {
		return nil, errorf(http.StatusForbidden, "spectator", "a spectator's token may not act")
	}
	if err := lock(l); err != nil {
		return nil, err
	}
	defer l.mu.Unlock()
	if l.e.Over() {
		return nil, errorf(http.StatusConflict, engine.CodeGameOver, "the game is over: %s", l.e.State.Result)
	}
	pos := l.position()
	if *req.Position != pos {
		return nil, errorf(http.StatusConflict, "stale_position", "the undo was chosen at position %d but the game is at %d: look again", *req.Position, pos)
	}
	last := pos - 1
	for last >= 0 && l.e.Actions[last].Auto {
		last--
	}
	if last < 0 {
		return nil, errorf(http.StatusConflict, "nothing_to_undo", "no player has acted yet")
	}
	a := l.e.Actions[last]
	rec := l.e.Record(l.record.Scenario, l.record.Seed, l.record.Mods)
	rec.Actions, rec.Digests = slices.Clone(rec.Actions[:last]), slices.Clone(rec.Digests[:last])
	e, err := l.rules.Replay(rec, s.opts.Lua)
	if err != nil {
		return nil, err
	}
	by, now := actorOf(e, a), l.e.ActingSide()
	switch rolled := len(l.e.Dice.Rolls()) - len(e.Dice.Rolls()); {
	case rolled > 0:
		return nil, errorf(http.StatusConflict, "dice_rolled", "%s rolled dice (%d roll(s)): an action stands once its dice are rolled", a.Kind, rolled)
	case by != now:
		return nil, errorf(http.StatusConflict, "not_to_act", "%s was %s's action and %s is to act now: an action is taken back only while its side is still to act", a.Kind, by, now)
	case st.Role == RoleSide && st.Side != by:
		return nil, errorf(http.StatusForbidden, "not_yours", "%s was %s's action, not %s's", a.Kind, by, st.Side)
	}
	if err := s.store.truncate(context.WithoutCancel(r.Context()), l.id, pos, last, e.State.Result); err != nil {
		s.drop(l) // the database may be behind the engine: rebuild from it
		return nil, err
	}
	e.TrackDigests = true
	l.e, l.legalPos = e, -1
	l.notify()
	return l.view(st)
}

// actorOf is the side that took action a in the position of e: the side
// of the innermost reaction window when a answers it or passes it up,
// else the active side (any other action passes the windows up).
func actorOf(e *engine.Engine, a engine.Action) string {
	if n := len(e.State.Interrupts); n > 0 {
		w := e.State.Interrupts[n-1]
		if a.Kind == engine.ActionPass || slices.Contains(w.Actions, a.Kind) {
			return w.Side
		}
	}
	return e.State.ActiveSide
}
