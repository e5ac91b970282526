package script

// A profile of what each Lua handler costs, for a mod writer who wants to
// see what a rule adds to an action and for the notes on the kernel's
// speed: instructions are counted, not timed, so a profile is the same on
// every machine and every run.

import (
	"cmp"
	"slices"

	"github.com/nw68/nw68/core/hook"
)

// A HandlerCost is what one handler cost while a profile ran: how often it
// ran, the Lua instructions of its own (Steps) and with the handlers its
// work fired inside it, such as the modify handlers of a value it computed
// (Total).
type HandlerCost struct {
	ID, Point, Filter, Source string
	Calls                     int
	Steps, Total              int64
}

// A profile gathers HandlerCosts; inner is, for each handler call under
// way, the instructions its nested handler calls ran.
type profile struct {
	costs map[string]*HandlerCost
	inner []int64
}

// StartProfile counts, from now until StopProfile, what each handler of the
// game's bus costs. It takes the bus's observer (Bus.Observe) for itself:
// a profile already running starts again.
func (h *Host) StartProfile() {
	p := &profile{costs: map[string]*HandlerCost{}}
	h.e.Bus.Observe = func(hd *hook.Handler, call func() error) error {
		p.inner = append(p.inner, 0)
		// the meter's running count, which a unit of work beginning inside
		// the call does not reset
		start := h.meter.steps
		err := call()
		total := h.meter.steps - start
		nested := p.inner[len(p.inner)-1]
		p.inner = p.inner[:len(p.inner)-1]
		if n := len(p.inner); n > 0 {
			p.inner[n-1] += total
		}
		c := p.costs[hd.ID]
		if c == nil {
			c = &HandlerCost{ID: hd.ID, Point: string(hd.Point), Filter: hd.Filter, Source: hd.Source}
			p.costs[hd.ID] = c
		}
		c.Calls++
		c.Steps += total - nested
		c.Total += total
		return err
	}
	h.profile = p
}

// StopProfile ends the profile and returns what each handler that ran
// cost, the costliest first (then by id).
func (h *Host) StopProfile() []HandlerCost {
	h.e.Bus.Observe = nil
	p := h.profile
	h.profile = nil
	if p == nil {
		return nil
	}
	out := make([]HandlerCost, 0, len(p.costs))
	for _, c := range p.costs {
		out = append(out, *c)
	}
	slices.SortFunc(out, func(a, b HandlerCost) int { return cmp.Or(cmp.Compare(b.Steps, a.Steps), cmp.Compare(a.ID, b.ID)) })
	return out
}
