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
		return nil, errorf(http.StatusBadRequest, "malformed", "server.undo_no_position")
	}
	if st.Role == RoleSpectator {
		return nil, errorf(http.StatusForbidden, "spectator", "server.spectator")
	}
	if err := lock(l); err != nil {
		return nil, err
	}
	defer l.mu.Unlock()
	if l.e.Over() {
		return nil, errorf(http.StatusConflict, engine.CodeGameOver, "server.game_over", "result", engine.Result(l.e.Rules, st.Say, l.e.State))
	}
	pos := l.position()
	if *req.Position != pos {
		return nil, errorf(http.StatusConflict, "stale_position", "server.undo_stale", "chosen", *req.Position, "position", pos)
	}
	undone, err := l.undo()
	var refused *game.UndoError
	if errors.As(err, &refused) {
		if st.Role == RoleSide && refused.Code != game.UndoNothing && refused.By != st.Side {
			// what another side did, and how, is not this seat's to hear
			return nil, errorf(http.StatusForbidden, "not_yours", "server.not_yours", "side", st.Side)
		}
		return nil, undoRefused(refused)
	}
	if err != nil {
		return nil, err
	}
	if st.Role == RoleSide && st.Side != undone.By {
		return nil, errorf(http.StatusForbidden, "not_yours", "server.not_yours", "side", st.Side)
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

// undoRefused answers an undo the game refuses, in the catalogs' words:
// game.Undo says why in English, and its reasons are the server's to
// translate (a reason it does not know passes as it is).
func undoRefused(refused *game.UndoError) *apiError {
	switch refused.Code {
	case game.UndoNothing:
		return errorf(http.StatusConflict, refused.Code, "server.nothing_to_undo")
	case game.UndoRolled:
		return errorf(http.StatusConflict, refused.Code, "server.dice_rolled", "kind", refused.Action, "n", refused.Rolls)
	}
	return goError(http.StatusConflict, refused.Code, refused)
}
