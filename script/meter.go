package script

import (
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/nw68/nw68/core/engine"
)

// A meter counts the Lua work of a game: instructions and allocated bytes.
// The patched interpreter charges every instruction to its Meter (Steps),
// and the meter is also the state's context, which is what keeps
// gopher-lua in its counting loop and reports a spent budget. The count is
// exact and the same on every machine, unlike a clock.
//
// Work is charged to the running unit (an action, a validation) and to
// every piece of work open around it (engine.Budget: an action with its
// automated follow-ups, a request), each with its own budget. The counts
// only grow; a unit or a piece of work spans those between its start and
// its end, so one count serves them all and an instruction costs one
// comparison, against the nearest limit.
type meter struct {
	steps, bytes int64
	// stepLimit and byteLimit are the counts past which over looks at the
	// budgets: the nearest limit, or for steps the next look at the stop
	// channels.
	stepLimit, byteLimit int64
	unit                 budget
	pieces               []*budget
	err                  error
}

// A budget is where a unit or a piece of work began and how much it may
// use; a piece of work may also be stopped, and keeps why it was.
type budget struct {
	what               string
	steps, bytes       int64 // the meter's counts at its start
	maxSteps, maxBytes int64
	stop               <-chan struct{}
	err                error
}

// stopEvery is how many instructions run between two looks at the stop
// channels: a channel operation per instruction would cost more than the
// instruction, and this many take about a millisecond.
const stopEvery = 100_000

var closed = func() chan struct{} { c := make(chan struct{}); close(c); return c }()

// errSteps and errMemory are what a script that passes a limit fails with.
var (
	errSteps  = errors.New("ran over its instruction budget")
	errMemory = errors.New("ran over its memory budget")
)

// begin starts a unit of work with its budgets. A piece of work already
// spent or stopped fails the unit at its first instruction, so the units
// after the one that spent it do not each run to their own limit.
func (m *meter) begin(steps, bytes int64) {
	m.unit = budget{steps: m.steps, bytes: m.bytes, maxSteps: steps, maxBytes: bytes}
	m.err = nil
	for _, p := range m.pieces {
		if m.err = p.check(m); m.err != nil {
			break
		}
	}
	m.limits()
}

// used is what the running unit has used so far.
func (m *meter) used() Usage {
	return Usage{Steps: m.steps - m.unit.steps, Bytes: m.bytes - m.unit.bytes}
}

// open starts a piece of work within the pieces already open; close ends
// it (the innermost first) and returns why it was stopped, if it was.
func (m *meter) open(what string, steps, bytes int64, stop <-chan struct{}) *budget {
	p := &budget{what: what, steps: m.steps, bytes: m.bytes, maxSteps: steps, maxBytes: bytes, stop: stop}
	m.pieces = append(m.pieces, p)
	m.limits()
	return p
}

func (m *meter) close(p *budget) (Usage, error) {
	for i := len(m.pieces) - 1; i >= 0; i-- {
		if m.pieces[i] == p {
			m.pieces = append(m.pieces[:i], m.pieces[i+1:]...)
			break
		}
	}
	m.limits()
	return Usage{Steps: m.steps - p.steps, Bytes: m.bytes - p.bytes}, p.err
}

// limits sets the counts past which over must look again.
func (m *meter) limits() {
	m.stepLimit, m.byteLimit = m.unit.steps+m.unit.maxSteps, m.unit.bytes+m.unit.maxBytes
	for _, p := range m.pieces {
		m.stepLimit = min(m.stepLimit, p.steps+p.maxSteps)
		m.byteLimit = min(m.byteLimit, p.bytes+p.maxBytes)
		if p.stop != nil {
			m.stepLimit = min(m.stepLimit, m.steps+stopEvery)
		}
	}
}

// over is why the work must stop now that a count passed its limit, or nil
// when that limit was only the next look at the stop channels.
func (m *meter) over() error {
	switch {
	case m.steps-m.unit.steps > m.unit.maxSteps:
		return fmt.Errorf("%w of %d instructions (a loop that never ends?)", errSteps, m.unit.maxSteps)
	case m.bytes-m.unit.bytes > m.unit.maxBytes:
		return fmt.Errorf("%w of %d bytes (a table or string that keeps growing?)", errMemory, m.unit.maxBytes)
	}
	for _, p := range m.pieces {
		if err := p.check(m); err != nil {
			return err
		}
	}
	m.limits()
	return nil
}

// check notes and returns why a piece of work must stop, if it must.
func (p *budget) check(m *meter) error {
	if p.err != nil {
		return p.err
	}
	switch {
	case m.steps-p.steps > p.maxSteps:
		p.err = fmt.Errorf("%s: %w of %d Lua instructions, all its units of work together", p.what, engine.ErrOverBudget, p.maxSteps)
	case m.bytes-p.bytes > p.maxBytes:
		p.err = fmt.Errorf("%s: %w of %d bytes allocated by Lua, all its units of work together", p.what, engine.ErrOverBudget, p.maxBytes)
	default:
		select {
		case <-p.stop:
			p.err = fmt.Errorf("%s: %w", p.what, engine.ErrStopped)
		default:
		}
	}
	return p.err
}

// Steps charges n instructions, or steps of work done in Go for a script
// (pattern matching); past a budget it fails, and keeps failing until the
// next unit of work (past a piece of work's, until the piece ends), so
// pcall cannot swallow it.
func (m *meter) Steps(n int) error {
	m.steps += int64(n)
	if m.steps > m.stepLimit && m.err == nil {
		m.err = m.over()
	}
	return m.err
}

// Alloc charges n bytes about to be allocated.
func (m *meter) Alloc(n int) error {
	m.bytes += int64(n)
	if m.bytes > m.byteLimit && m.err == nil {
		m.err = m.over()
	}
	return m.err
}

// maxBudget is the most any budget may be: the counts plus a limit must
// not overflow.
const maxBudget = math.MaxInt64 / 4

// The context.Context methods gopher-lua calls.

func (m *meter) Deadline() (time.Time, bool) { return time.Time{}, false }
func (m *meter) Value(any) any               { return nil }
func (m *meter) Err() error                  { return m.err }
func (m *meter) Done() <-chan struct{} {
	if m.err == nil {
		return nil
	}
	return closed
}
