package server

import (
	"context"
	"errors"
	"net/http"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/game"
)

// An UndoRequest takes back the last action: the log position the client
// saw, so a request replayed or sent after the game moved on is refused.
type UndoRequest struct {
	Position *int `json:"position"`
}

// handleUndo takes back the last action a player took (with what automated
// sides did after it and the passes that answered it) when no die was
// rolled for it (game.Undo): the game is rebuilt without it, and the log's new end committed
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
	undone, err := l.undo()
	var refused *game.UndoError
	if errors.As(err, &refused) {
		if st.Role == RoleSide && refused.Code != game.UndoNothing && refused.By != st.Side {
			// what another side did, and how, is not this seat's to hear
			return nil, errorf(http.StatusForbidden, "not_yours", "the last action is not %s's to take back", st.Side)
		}
		return nil, errorf(http.StatusConflict, refused.Code, "%s", refused.Message)
	}
	if err != nil {
		return nil, err
	}
	if st.Role == RoleSide && st.Side != undone.By {
		return nil, errorf(http.StatusForbidden, "not_yours", "the last action is not %s's to take back", st.Side)
	}
	e := undone.Game
	if err := s.store.truncate(context.WithoutCancel(r.Context()), l.id, pos, len(e.Actions), e.State.Result); err != nil {
		s.drop(l) // the database may be behind the engine: rebuild from it
		return nil, err
	}
	l.e, l.legalPos, l.undoPos = e, -1, -1
	l.notify()
	s.wake(l)
	return l.view(r.Context(), st)
}

// undo rebuilds the game without its last player's action (game.Undo).
func (l *live) undo() (game.Undone, error) {
	return game.Undo(l.e, l.e.Record(l.record.Scenario, l.record.Seed, l.record.Mods), func(rec engine.Game) (*engine.Engine, error) {
		return l.rules.Replay(rec, l.lua)
	})
}

// mayUndo reports whether a seat may take back the last action now, so
// the page offers undo only then. Finding out rebuilds the game, so the
// answer is kept until the game moves, and a seat whose side sent the last
// action under its own token is the only side's seat that asks.
func (l *live) mayUndo(st seat) bool {
	if l.replay || l.e.Over() || st.Role == RoleSpectator {
		return false
	}
	last := len(l.e.Actions) - 1
	for last >= 0 && (l.e.Actions[last].Auto || l.e.Actions[last].Kind == engine.ActionPass) {
		last--
	}
	if last < 0 || st.Role == RoleSide && l.e.Actions[last].Side != "" && l.e.Actions[last].Side != st.Side {
		return false
	}
	if l.undoPos != l.position() {
		undone, err := l.undo()
		l.undoPos, l.undoOK, l.undoBy = l.position(), err == nil, undone.By
	}
	return l.undoOK && (st.Role == RoleHost || st.Side == l.undoBy)
}
