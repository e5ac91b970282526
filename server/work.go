package server

import (
	"context"
	"errors"
	"net/http"

	"github.com/nw68/nw68/core/engine"
)

// bounded runs fn, the work of one request on the game's engine (listing
// the legal actions, answering a query), as one piece of work
// (engine.Budget): all its units of work together stay within the Lua
// budget of one piece (script.Options.WorkSteps and WorkMemory, four and
// sixteen times a unit's by default: listing 2,000 candidates each near
// its own budget would hold the game for minutes), and the work stops
// when the client leaves, so a request given up frees the game's lock
// within milliseconds. Call it with the game locked; what names the work
// in the answer when its budget stops it.
func (l *live) bounded(ctx context.Context, what string, fn func() error) error {
	err := l.e.Bounded(engine.Budget{What: what, Stop: ctx.Done()}, fn)
	switch {
	case errors.Is(err, engine.ErrOverBudget):
		return overBudget(err)
	case errors.Is(err, engine.ErrStopped):
		return goError(statusClientGone, "stopped", err)
	}
	return err
}

// statusClientGone answers a request whose client left before the answer
// was known, as web servers log it: no one reads it.
const statusClientGone = 499

// overBudget answers work the scripts could not do within its budget: the
// ruleset's fault, not the request's, and asking again will not help.
func overBudget(err error) *apiError {
	return goError(http.StatusInternalServerError, "over_budget", err)
}
