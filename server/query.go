package server

import (
	"errors"
	"net/http"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
)

// Limits of a question's arguments, which come from the query string.
const (
	maxQueryArgs     = 8
	maxQueryArgBytes = 256
)

// handleQuery answers a question of the ruleset for a seat: GET
// /api/games/{id}/query/{name}?unit=kt1 asks "reach", where the unit can
// go and at what cost. The arguments are the query string's, and the
// answer changes nothing. The answer is the ruleset's, worked out on the
// whole state: a ruleset that hides units should not answer questions
// whose answers would show them (a path around an unseen enemy).
func (s *Server) handleQuery(r *http.Request, _ http.ResponseWriter) (any, error) {
	l, st, err := s.authorize(r, "")
	if err != nil {
		return nil, err
	}
	name := r.PathValue("name")
	if ruleset.ValidID(name) != nil {
		return nil, errorf(http.StatusBadRequest, "malformed", "%q is no question's name", name)
	}
	q := r.URL.Query()
	if len(q) > maxQueryArgs {
		return nil, errorf(http.StatusBadRequest, "malformed", "a question takes at most %d arguments", maxQueryArgs)
	}
	args := map[string]any{}
	for k, vs := range q {
		if len(vs) != 1 || len(k) > maxQueryArgBytes || len(vs[0]) > maxQueryArgBytes {
			return nil, errorf(http.StatusBadRequest, "malformed", "argument %.32q: give it once, in at most %d bytes", k, maxQueryArgBytes)
		}
		args[k] = vs[0]
	}
	if err := lock(l); err != nil {
		return nil, err
	}
	defer l.mu.Unlock()
	// a unit the seat cannot see is asked about as no unit at all, so the
	// answer cannot tell it from one that is not in play
	unseen := l.sightOf(st).unseen()
	for k, v := range args {
		if id, _ := v.(string); unseen[id] {
			args[k] = ""
		}
	}
	answer, err := l.e.Query(name, args)
	if errors.Is(err, engine.ErrNoQuery) {
		return nil, errorf(http.StatusNotFound, "no_query", "the ruleset answers no question %q", name)
	}
	if err != nil {
		return nil, errorf(http.StatusInternalServerError, "query_failed", "%v", err)
	}
	return answer, nil
}
