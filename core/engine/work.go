package engine

import "errors"

// A Budget bounds a piece of work made of many units of work (see Meter):
// an action with the automated actions it sets off, or a request (a legal
// listing, odds, a query, the replay of an import). Each unit keeps its own
// budget; a piece's bounds them all together, so many units, each within
// its own, cannot add up to endless work. Pieces nest: a unit counts
// against every piece open around it.
type Budget struct {
	// What names the work in the error that stops it ("odds of fire").
	What string
	// Steps and Memory bound the Lua instructions all the units together
	// may run and the bytes they may allocate; zero takes the meter's
	// default.
	Steps, Memory int64
	// Stop, when it closes, stops the work at a script's next instructions
	// or the next unit of work: no one waits for the answer any more.
	Stop <-chan struct{}
}

// The errors that work stopped by its Budget wraps.
var (
	ErrOverBudget = errors.New("ran over its total budget")
	ErrStopped    = errors.New("stopped: no one waits for the answer any more")
)

// Bounded runs fn as one piece of work under b. Work its budget stopped
// returns the meter's error, which wraps ErrOverBudget or ErrStopped and
// names b.What, instead of fn's (the failure of whatever script was
// running then, stopped by the meter).
func (e *Engine) Bounded(b Budget, fn func() error) error {
	if e.Meter == nil {
		// no script runs: the kernel's own work is bounded by the data
		return fn()
	}
	end := e.Meter.Bound(b)
	err := fn()
	if spent := end(); spent != nil {
		return spent
	}
	return err
}

// bound opens a piece of work under the meter's default budget until the
// returned func is called; a unit the budget stops fails with the
// meter's error, naming the budget, as any script failure.
func (e *Engine) bound(what string) func() {
	if e.Meter == nil {
		return func() {}
	}
	end := e.Meter.Bound(Budget{What: what})
	return func() { _ = end() }
}
