package script

import (
	"errors"
	"fmt"
	"time"
)

// A meter counts the Lua work of one action: instructions and allocated
// bytes. The patched interpreter charges every instruction to its Meter
// (Steps), and the meter is also the state's context, which is what keeps
// gopher-lua in its counting loop and reports a spent budget. The count is
// exact and the same on every machine, unlike a clock.
type meter struct {
	steps, maxSteps int64
	bytes, maxBytes int64
	err             error
}

var closed = func() chan struct{} { c := make(chan struct{}); close(c); return c }()

// errSteps and errMemory are what a script that passes a limit fails with.
var (
	errSteps  = errors.New("ran over its instruction budget")
	errMemory = errors.New("ran over its memory budget")
)

func (m *meter) reset(steps, bytes int64) {
	*m = meter{maxSteps: steps, maxBytes: bytes}
}

// Steps charges n instructions, or steps of work done in Go for a script
// (pattern matching); past the budget it fails, and keeps failing until
// the next unit of work, so pcall cannot swallow it.
func (m *meter) Steps(n int) error {
	m.steps += int64(n)
	if m.steps > m.maxSteps && m.err == nil {
		m.err = fmt.Errorf("%w of %d instructions (a loop that never ends?)", errSteps, m.maxSteps)
	}
	return m.err
}

// Alloc charges n bytes about to be allocated.
func (m *meter) Alloc(n int) error {
	m.bytes += int64(n)
	if m.bytes > m.maxBytes && m.err == nil {
		m.err = fmt.Errorf("%w of %d bytes (a table or string that keeps growing?)", errMemory, m.maxBytes)
	}
	return m.err
}

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
