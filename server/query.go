package server

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"

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
// state as the seat knows it (engine.SeenBy).
func (s *Server) handleQuery(r *http.Request, _ http.ResponseWriter) (any, error) {
	l, st, err := s.authorize(r, "")
	if err != nil {
		return nil, err
	}
	name := r.PathValue("name")
	if ruleset.ValidID(name) != nil {
		return nil, errorf(http.StatusBadRequest, "malformed", "server.bad_query_name", "name", strconv.Quote(name))
	}
	q := r.URL.Query()
	if len(q) > maxQueryArgs {
		return nil, errorf(http.StatusBadRequest, "malformed", "server.too_many_args", "max", maxQueryArgs)
	}
	args := map[string]any{}
	for k, vs := range q {
		if len(vs) != 1 || len(k) > maxQueryArgBytes || len(vs[0]) > maxQueryArgBytes {
			return nil, errorf(http.StatusBadRequest, "malformed", "server.bad_arg", "arg", fmt.Sprintf("%.32q", k), "max", maxQueryArgBytes)
		}
		args[k] = vs[0]
	}
	if err := lock(l); err != nil {
		return nil, err
	}
	defer l.mu.Unlock()
	// asked on the state as the seat knows it: a unit it cannot see is no
	// unit, and no answer goes round what it cannot see
	sight := l.sightOf(st)
	var answer map[string]any
	err = l.bounded(r.Context(), "the question "+name, func() error {
		return l.e.SeenBy(sight.v, func() error {
			var err error
			answer, err = l.e.Query(name, args)
			return err
		})
	})
	var ae *apiError
	if errors.As(err, &ae) {
		return nil, ae // over its budget, or its client gone
	}
	if errors.Is(err, engine.ErrNoQuery) {
		return nil, errorf(http.StatusNotFound, "no_query", "server.no_query", "name", strconv.Quote(name))
	}
	if err != nil {
		return nil, goError(http.StatusInternalServerError, "query_failed", sight.clean(err, engine.Action{Params: args}))
	}
	// the state it was asked on keeps the cup whole (its odds are the
	// real ones): an answer naming a hidden marker is cut as any value is
	return sight.e.Scrub(sight.v, answer), nil
}
