// Package hook is the bus through which rulesets and mods take part in play.
//
// The kernel fires a closed set of hook points, listed below with what their
// filter names; handlers subscribe to a point and a filter ("*" for every
// filter). Each handler belongs to an area (the folder of the file that
// declared it) and runs in a named phase (first, main or last); it may ask
// to run before or after the handlers of other areas. Order resolves those
// into one deterministic order (see its doc), so no file name decides which
// handler of an event runs first. The package knows no game: it only orders
// and calls.
package hook

import (
	"errors"
	"slices"

	"github.com/nw68/nw68/core/explain"
)

// A Point is a moment of play where handlers are called.
type Point string

// The hook points, in the order they usually fire during one action.
const (
	// ActionEnumerate lists candidate parameters for an action kind (filter:
	// action kind) when the kernel lists legal actions.
	ActionEnumerate Point = "action_enumerate"
	// ActionAvailable decides whether an action kind can be taken at all
	// now, whatever its parameters (filter: action kind): a veto refuses
	// every action of the kind, and no candidates of it are listed. It is
	// asked once per state, before any ActionValidate handler. Handlers must
	// not change the state.
	ActionAvailable Point = "action_available"
	// ActionValidate decides whether an action is legal now (filter: action
	// kind). A handler vetoes with a code, a rule id and a reason. Handlers
	// must not change the state.
	ActionValidate Point = "action_validate"
	// ActionResolve carries an action out (filter: action kind).
	ActionResolve Point = "action_resolve"
	// AutomatedTurn asks the ruleset what an automated side does now
	// (filter: the side): a handler returns one action, or nothing to yield.
	// Handlers are read-only, like validation.
	AutomatedTurn Point = "automated_turn"
	// ActionResolved fires once every resolve handler of an action has run
	// (filter: action kind), still inside the action: a rule that follows
	// whatever the action did (its side effects, not its parameters) hooks
	// here instead of pairing handlers at extreme priorities.
	ActionResolved Point = "action_resolved"
	// Modify adjusts a value being computed (filter: the value's stage,
	// such as "av"). Handlers add labelled terms or replace the total.
	Modify Point = "modify"
	// UnitEntersHex fires after a unit is placed in a hex (filter: unit type).
	UnitEntersHex Point = "unit_enters_hex"
	// UnitTakesHits fires when hits are applied to a unit (filter: unit type);
	// the ruleset's handlers decide what the hits do.
	UnitTakesHits Point = "unit_takes_hits"
	// UnitEliminated fires after a unit leaves play (filter: unit type).
	UnitEliminated Point = "unit_eliminated"
	// UnitStatusChanged fires after a status of a unit is set or cleared
	// (filter: the status), with the unit and whether it is now on, so a
	// rule can follow a change as it happens instead of rescanning units.
	UnitStatusChanged Point = "unit_status_changed"
	// UnitFaceChanged fires after a unit shows another face (filter: the
	// unit type), with the face before and after ("" for the front).
	UnitFaceChanged Point = "unit_face_changed"
	// UnitSideChanged fires after a unit changes side (filter: the unit
	// type), with the side before and after.
	UnitSideChanged Point = "unit_side_changed"
	// UnitLeavesMap fires after a living unit is taken off the map without
	// being eliminated (filter: the unit type), with the hex it left.
	UnitLeavesMap Point = "unit_leaves_map"
	// ActivationStart and ActivationEnd bracket a formation's activation
	// (filter: formation id).
	ActivationStart Point = "activation_start"
	ActivationEnd   Point = "activation_end"
	// InterruptDeclined fires when an interrupt window closes without a
	// reaction (filter: the window's kind): the side to act did something
	// else, or a reaction passed it by. Handlers carry on what the window
	// paused (the rest of a move, say); they receive the window's context.
	InterruptDeclined Point = "interrupt_declined"
	// Query answers a read-only question a player's tools ask, such as
	// where a unit can go and at what cost (filter: the question's name).
	// A handler returns a table of named answers; the first that answers
	// wins. Handlers must not change the state.
	Query Point = "query"
	// PhaseStart and PhaseEnd bracket a phase (filter: phase id).
	PhaseStart Point = "phase_start"
	PhaseEnd   Point = "phase_end"
	// Step runs one step of a phase (filter: the step's hook name).
	Step Point = "step"
)

// Points lists every hook point, for documentation and validation.
var Points = []Point{ActionEnumerate, ActionAvailable, ActionValidate, ActionResolve, ActionResolved, AutomatedTurn, Modify, UnitEntersHex, UnitTakesHits, UnitEliminated, UnitStatusChanged, UnitFaceChanged, UnitSideChanged, UnitLeavesMap, ActivationStart, ActivationEnd, InterruptDeclined, Query, PhaseStart, PhaseEnd, Step}

// Known reports whether p is one of the kernel's hook points. A bus knows
// the points its rulesets declare too (see Bus.Known).
func Known(p Point) bool { return slices.Contains(Points, p) }

// Any is the filter that matches every event of a point.
const Any = "*"

// A Veto refuses an action, citing the rule that forbids it.
type Veto struct {
	Code   string `json:"code"`
	Rule   string `json:"rule"`
	Reason string `json:"reason"`
	// Key and Params, when set, say the reason again as a text a locale
	// translates (a ruleset's message, a precondition's reason: the
	// ruleset names the key) with the values its template reads, so each
	// reader may be told it in their language; Reason is the English.
	Key    string         `json:"key,omitempty"`
	Params map[string]any `json:"params,omitempty"`
}

// An Event is what a handler receives.
type Event struct {
	Point  Point
	Filter string
	// Args are the event's named arguments (unit ids, hex labels, numbers).
	Args map[string]any
	// Payload is the caller's own form of the arguments, when it has one
	// (a script passes its table through untouched).
	Payload any
	// Cache lets the handlers' side keep what it builds once per event
	// (the script host's table of a value being computed).
	Cache any
	// Value is the value being computed, for Modify.
	Value *explain.Value
	// Veto is set by a validate handler that refuses the action.
	Veto *Veto
	// Candidates collects parameter sets, for ActionEnumerate.
	Candidates []map[string]any
}

// A Func handles an event.
type Func func(*Event) error

// A Handler is a subscription.
type Handler struct {
	// ID names the handler for a later layer that replaces or removes it
	// (see Bus.Replace): its area and a name, "combat.fire-range", when
	// the script names it, else its area, point and filter,
	// "combat.action_validate.fire" (with "#2", "#3"... for the area's
	// next handlers of the same).
	ID string
	// Named is set when the script named the handler: two named handlers
	// of an area order by their ids (see Order).
	Named  bool
	Point  Point
	Filter string
	Layer  int // load order of the layer that subscribed
	// Area is the rule area the handler belongs to: the folder of the file
	// that declared it, or the layer's id for a file at the layer's top.
	Area string
	// Phase is the handler's coarse place among the point's handlers.
	Phase Phase
	// Before and After name areas whose handlers of the same events this
	// one runs before or after.
	Before, After []string
	// File is the file that declared the handler and Source its file:line,
	// for error messages.
	File   string
	Source string
	Func   Func
	// Changed says which later layer replaced the handler's function
	// (file:line), for documentation and conflicts.
	Changed string
}

// Bus holds subscriptions in their calling order.
type Bus struct {
	handlers map[Point][]*Handler
	count    int
	// declared are the points the rulesets declare, in declaration order.
	declared []Point
	// byID finds a handler by its id; removed keeps the handlers a later
	// layer removed, Changed naming where.
	byID    map[string]*Handler
	removed map[string]*Handler
	// Observe, when set, runs each handler call (call) for a tool that
	// watches them, such as a profile of what each handler costs; it must
	// call call once and return its error. Nested events nest their calls.
	Observe func(h *Handler, call func() error) error
}

// Subscribe adds a handler. Handlers run in phase, layer, area and
// subscription order until Resolve applies their before and after. A
// handler's id must be new.
func (b *Bus) Subscribe(h Handler) error {
	if b.handlers == nil {
		b.handlers = map[Point][]*Handler{}
		b.byID = map[string]*Handler{}
	}
	if h.Filter == "" {
		h.Filter = Any
	}
	if err := b.name(&h); err != nil {
		return err
	}
	b.count++
	b.byID[h.ID] = &h
	list := append(b.handlers[h.Point], &h)
	sortByKey(list)
	b.handlers[h.Point] = list
	return nil
}

// Len returns the number of handlers subscribed.
func (b *Bus) Len() int { return b.count }

// Resolve puts every point's handlers in the order Order gives. known
// reports whether an area exists; a handler naming another is an error.
func (b *Bus) Resolve(known func(area string) bool) error {
	var errs []error
	for _, p := range b.Points() {
		list, err := Order(b.handlers[p], known)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if len(list) > 0 { // a ruleset of data alone subscribes nothing
			b.handlers[p] = list
		}
	}
	return errors.Join(errs...)
}

// Handlers returns the handlers of a point in the order they run.
func (b *Bus) Handlers(p Point) []Handler {
	out := make([]Handler, len(b.handlers[p]))
	for i, h := range b.handlers[p] {
		out[i] = *h
	}
	return out
}

// Has reports whether any handler listens to a point and filter.
func (b *Bus) Has(p Point, filter string) bool {
	for _, h := range b.handlers[p] {
		if h.Filter == filter || h.Filter == Any {
			return true
		}
	}
	return false
}

// Fire calls the handlers of the event's point and filter in order. It
// stops at the first error, and after a veto.
func (b *Bus) Fire(ev *Event) error {
	for _, h := range b.handlers[ev.Point] {
		if h.Filter != ev.Filter && h.Filter != Any {
			continue
		}
		var err error
		if b.Observe != nil {
			err = b.Observe(h, func() error { return h.Func(ev) })
		} else {
			err = h.Func(ev)
		}
		if err != nil {
			return err
		}
		if ev.Veto != nil {
			return nil
		}
	}
	return nil
}
