package engine

import (
	"errors"
	"fmt"
	"slices"

	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
)

// Candidates returns the parameter sets worth trying for an action kind
// now (not yet validated): from the ruleset's ActionEnumerate handlers, or
// every combination of the action's finite parameters; none for a kind the
// ruleset finds unavailable (see Available). The lists are kept
// until the state changes, so asking again (a bot that tries every kind, a
// player listing the legal actions twice) costs nothing; the caller gets
// its own slice to reorder.
func (e *Engine) Candidates(kind string) ([]map[string]any, error) {
	return e.candidatesFor(kind, "")
}

// candidatesFor is Candidates for a seat of side ("": the side to act): a
// unit parameter without a handler ranges over the seat's units.
func (e *Engine) candidatesFor(kind, side string) ([]map[string]any, error) {
	def, ok := e.Rules.Actions[kind]
	if !ok && kind == ActionPass {
		return []map[string]any{{}}, nil
	}
	if !ok {
		return nil, fmt.Errorf("the ruleset has no action %q", kind)
	}
	if e.listed.version != e.version || e.listed.kinds == nil {
		e.listed = listedCandidates{version: e.version, kinds: map[listedKey][]map[string]any{}}
	}
	if e.Bus.Has(hook.ActionEnumerate, kind) {
		side = "" // the ruleset's handler lists every side's candidates
	}
	key := listedKey{kind, side}
	cands, ok := e.listed.kinds[key]
	if !ok {
		// a kind the ruleset finds unavailable has no candidates
		err := e.Available(kind)
		if _, rejected := IsRejection(err); err != nil && !rejected {
			return nil, err
		}
		if err == nil {
			if cands, err = e.enumerate(def, side); err != nil {
				return nil, err
			}
		}
		e.listed.kinds[key] = cands
	}
	return slices.Clone(cands), nil
}

// listedCandidates are the candidate lists of one state version.
type listedCandidates struct {
	version uint64
	kinds   map[listedKey][]map[string]any
}

// listedKey keys a candidate list: an action kind, for a seat's side.
type listedKey struct{ kind, side string }

func (e *Engine) enumerate(def *ruleset.Action, side string) ([]map[string]any, error) {
	defer e.metered()()
	return e.candidates(def, side)
}

// ActingSide is the side to act now: the owner of the innermost interrupt
// window, else the active side ("" between activations, when anyone may
// take the next step).
func (e *Engine) ActingSide() string { return e.actingSide() }

// LegalActions lists the actions the side to act may take now (see
// ActionKinds), by action id. Candidates come from the ruleset's
// ActionEnumerate handlers or, for an action without one, from every
// combination of its required finite parameters (units in scope, choices,
// bools, hexes of the map); each is kept if validation accepts it. It
// judges them as hot seat submits them, for every side at once: see
// LegalActionsFor for one player's seat.
func (e *Engine) LegalActions() ([]Action, error) { return e.LegalActionsFor("") }

// LegalActionsFor lists the actions a seat of side may submit now: each
// candidate is validated as that seat submits it (with Side set), so the
// turn and window checks, parameters of scope "own", the rules that read
// the submitter and a phase the side has ended all apply, and when no side
// is active (anyone may act) each seat gets its own list. The actions come
// with Side set: submitted as listed, each is accepted. Side "" lists as
// LegalActions does.
//
// A seat out of turn, when no window is open, is offered the any-time
// actions alone (see ruleset.Action.AnyTime).
func (e *Engine) LegalActionsFor(side string) ([]Action, error) {
	outOfTurn := false
	if acting := e.actingSide(); side != "" && acting != "" && side != acting {
		if len(e.State.Interrupts) > 0 {
			return nil, nil // judge refuses a seat every action of another side's window
		}
		outOfTurn = true
	}
	var out []Action
	for _, kind := range e.actionKinds(side, outOfTurn) {
		if e.RejectionCounts != nil {
			// a kind refused whole lists no candidates: its refusal counts once
			e.countRejection(e.Available(kind))
		}
		cands, err := e.candidatesFor(kind, side)
		if err != nil {
			return nil, err
		}
		for _, params := range cands {
			a := Action{Kind: kind, Params: params, Side: side}
			err := e.Validate(a)
			if _, rejected := IsRejection(err); rejected {
				continue
			}
			if err != nil {
				return nil, err
			}
			norm, _, _ := e.normalize(a)
			out = append(out, norm)
		}
	}
	return out, nil
}

func (e *Engine) candidates(def *ruleset.Action, side string) ([]map[string]any, error) {
	if e.Bus.Has(hook.ActionEnumerate, def.ID) {
		ev := &hook.Event{Point: hook.ActionEnumerate, Filter: def.ID, Args: map[string]any{}}
		err := e.ReadOnly(func() error { return e.Bus.Fire(ev) })
		return ev.Candidates, err
	}
	// without a handler, every combination of the required parameters'
	// finite domains; optional parameters are left out
	combos := []map[string]any{{}}
	for _, p := range def.Params {
		if p.Optional {
			continue
		}
		domain := e.domain(p, side)
		if domain == nil {
			return nil, nil // not enumerable without a handler
		}
		var next []map[string]any
		for _, c := range combos {
			for _, v := range domain {
				m := make(map[string]any, len(c)+1)
				for k, x := range c {
					m[k] = x
				}
				m[p.Name] = v
				next = append(next, m)
			}
		}
		combos = next
	}
	return combos, nil
}

// domain lists the values worth trying for a parameter; a unit's "mine"
// is the seat's side, else the side to act.
func (e *Engine) domain(p ruleset.Param, side string) []any {
	if side == "" {
		side = e.actingSide()
	}
	var out []any
	switch p.Type {
	case ruleset.ParamUnit:
		for _, id := range e.State.UnitIDs() {
			u := e.State.Units[id]
			if !u.Alive || !u.OnMap {
				continue
			}
			mine := u.Side == side
			if (p.Of == "" || p.Of == "active" || p.Of == ruleset.ScopeOwn) && !mine || p.Of == "enemy" && mine {
				continue
			}
			out = append(out, id)
		}
	case ruleset.ParamHex:
		for _, h := range e.Layout.All() {
			out = append(out, e.Label(h))
		}
	case ruleset.ParamBool:
		out = []any{false, true}
	case ruleset.ParamString:
		for _, c := range p.Choices {
			out = append(out, c)
		}
	}
	return out
}

// actingSide is the side to act: the owner of the innermost interrupt
// window, else the active side.
func (e *Engine) actingSide() string {
	if n := len(e.State.Interrupts); n > 0 {
		return e.State.Interrupts[n-1].Side
	}
	return e.State.ActiveSide
}

// ErrNoQuery is returned for a question no handler of the ruleset answers.
var ErrNoQuery = errors.New("the ruleset answers no such question")

// Query asks the ruleset a read-only question for a player's tools (its
// query handlers, filter name): where a unit can go and at what cost, say.
// The answer is a table of named values, empty when the ruleset has
// nothing to say; the game is left as it was.
func (e *Engine) Query(name string, args map[string]any) (map[string]any, error) {
	if !e.Bus.Has(hook.Query, name) {
		return nil, fmt.Errorf("query %q: %w", name, ErrNoQuery)
	}
	defer e.metered()()
	if args == nil {
		args = map[string]any{}
	}
	ev := &hook.Event{Point: hook.Query, Filter: name, Args: args}
	if err := e.ReadOnly(func() error { return e.Bus.Fire(ev) }); err != nil {
		return nil, fmt.Errorf("query %q: %w", name, err)
	}
	if len(ev.Candidates) == 0 {
		return map[string]any{}, nil
	}
	return ev.Candidates[0], nil
}
