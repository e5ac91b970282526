package engine

import (
	"fmt"
	"slices"
	"strings"

	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
)

// Begin starts play: it fires the start of the current phase and runs its
// steps. Saves record that play began, so a replay does the same.
func (e *Engine) Begin() error {
	if e.Begun {
		return fmt.Errorf("play has already begun")
	}
	defer e.metered()()
	e.changed() // play begins from what the line of play built (see submit)
	cp := e.checkpoint()
	e.resolving = true
	e.serial++
	err := e.enterPhase()
	e.resolving = false
	if err != nil {
		e.restore(cp)
		return fmt.Errorf("begin play: %w", err)
	}
	e.Begun = true
	e.changed() // what scripts read of the state (begun) has changed
	if err := e.PlayAutomated(); err != nil {
		e.restore(cp)
		e.Begun = false
		return fmt.Errorf("begin play: %w", err)
	}
	e.release(cp)
	return nil
}

func (e *Engine) phaseIndex() int {
	return slices.IndexFunc(e.Rules.Phases, func(p *ruleset.Phase) bool { return p.ID == e.State.Phase })
}

// enterPhase fires PhaseStart and the steps of the current phase, then, for
// a phase that does not wait for players, goes on to the next one. It stops
// after one whole turn so a ruleset without an interactive phase cannot loop.
func (e *Engine) enterPhase() error { return e.runPhase(false) }

// runPhase runs the current phase from its start or, resuming, from the
// step after the one it waited at (see waits), then goes on as enterPhase.
func (e *Engine) runPhase(resume bool) error {
	for range len(e.Rules.Phases) {
		i := e.phaseIndex()
		if i < 0 {
			return fmt.Errorf("phase %q is not declared by the ruleset", e.State.Phase)
		}
		p := e.Rules.Phases[i]
		first := 0
		if resume {
			resume = false
			if e.State.Step != "" {
				first = slices.IndexFunc(p.Steps, func(s ruleset.Step) bool { return s.Name == e.State.Step }) + 1
			}
		} else {
			e.changed()
			e.State.Step = "" // a step that ended the phase before left its name
			e.say(p.Rule, "engine.phase-start", "turn", e.State.Turn, "phase", p.ID)
			open := len(e.State.Interrupts)
			if err := e.Bus.Fire(&hook.Event{Point: hook.PhaseStart, Filter: p.ID, Args: map[string]any{"phase": p.ID, "turn": e.State.Turn}}); err != nil {
				return err
			}
			if e.Over() || e.State.Phase != p.ID || e.waits(open) {
				return nil
			}
		}
		for _, s := range p.Steps[first:] {
			e.changed()
			e.State.Step = s.Name
			open := len(e.State.Interrupts)
			if err := e.Bus.Fire(&hook.Event{Point: hook.Step, Filter: s.Hook, Args: map[string]any{"phase": p.ID, "step": s.Name}}); err != nil {
				return fmt.Errorf("phase %s step %s: %w", p.ID, s.Name, err)
			}
			if e.Over() || e.State.Phase != p.ID || e.waits(open) {
				return nil // a step ended the game or the phase, or waits for a choice
			}
		}
		e.changed()
		e.State.Step = ""
		if p.Interactive {
			return nil
		}
		if err := e.leavePhase(); err != nil {
			return err
		}
	}
	return nil
}

// waits makes the phase wait when its start or step opened a window above
// the open ones: a choice a player makes before the steps go on (see
// resumePhase).
func (e *Engine) waits(open int) bool {
	if len(e.State.Interrupts) <= open {
		return false
	}
	e.State.Waiting = open + 1
	return true
}

// resumePhase runs the rest of a phase that waits (see waits) once the
// window it waits for has closed, answered or passed up. It is called
// where windows close: after an action resolves and after a window is
// declined.
func (e *Engine) resumePhase() error {
	if e.State.Waiting == 0 || len(e.State.Interrupts) >= e.State.Waiting || e.Over() {
		return nil
	}
	e.changed()
	e.State.Waiting = 0
	if err := e.runPhase(true); err != nil {
		return fmt.Errorf("phase %s after step %q: %w", e.State.Phase, e.State.Step, err)
	}
	return nil
}

// leavePhase fires PhaseEnd and moves to the next phase, or the next turn.
func (e *Engine) leavePhase() error {
	i := e.phaseIndex()
	if i < 0 {
		return fmt.Errorf("phase %q is not declared by the ruleset", e.State.Phase)
	}
	if err := e.Bus.Fire(&hook.Event{Point: hook.PhaseEnd, Filter: e.State.Phase, Args: map[string]any{"phase": e.State.Phase, "turn": e.State.Turn}}); err != nil {
		return err
	}
	e.changed()
	e.State.Ended, e.State.Waiting = nil, 0
	for range len(e.Rules.Phases) {
		i++
		if i == len(e.Rules.Phases) {
			i = 0
			e.State.Turn++
		}
		if !e.Rules.Phases[i].Once {
			break
		}
	}
	e.State.Phase = e.Rules.Phases[i].ID
	return nil
}

// EndPhase ends the current phase and enters the next, running its steps.
// Rulesets call it from an action's resolution (the last activation of the
// turn, say). In a phase that every side ends for itself, it is the
// submitter's end (see EndPhaseFor); with no submitter (hot seat, where one
// player speaks for every side, or the rules' own steps) it ends the phase
// for every side at once.
func (e *Engine) EndPhase() error { return e.EndPhaseFor(e.submitter) }

// EndPhaseFor ends the current phase for a side ("": for every side). A
// phase that any side ends (the default) ends. A phase of ends =
// "every_side" ends once every side a person plays (not automated) has
// ended it; until then the sides that have are kept in the state
// (State.Ended) and take no more action in it (see endedSide), so one
// seat cannot close the others' purchases.
func (e *Engine) EndPhaseFor(side string) error {
	if err := e.mutable(); err != nil {
		return err
	}
	i := e.phaseIndex()
	if i < 0 {
		return fmt.Errorf("phase %q is not declared by the ruleset", e.State.Phase)
	}
	if p := e.Rules.Phases[i]; side != "" && p.Ends == ruleset.PhaseEndsEverySide {
		if !slices.Contains(e.State.Sides, side) {
			return fmt.Errorf("end phase %s: %q is not a side of this game (%s)", p.ID, side, strings.Join(e.State.Sides, ", "))
		}
		if j, found := slices.BinarySearch(e.State.Ended, side); !found {
			e.State.Ended = slices.Insert(e.State.Ended, j, side)
		}
		if waiting := e.waitingSides(); len(waiting) > 0 {
			e.say(p.Rule, "engine.phase-waits", "side", side, "phase", p.ID, "waiting", strings.Join(waiting, ", "))
			return nil
		}
	}
	if err := e.leavePhase(); err != nil {
		return err
	}
	return e.enterPhase()
}

// waitingSides are the sides a person plays that have not yet ended a
// phase every side ends for itself.
func (e *Engine) waitingSides() []string {
	var out []string
	for _, side := range e.State.Sides {
		if !slices.Contains(e.State.Automated, side) && !slices.Contains(e.State.Ended, side) {
			out = append(out, side)
		}
	}
	return out
}

// endedSide refuses an action a seat submits for a side that has ended
// the current phase, which the other sides are still playing.
func (e *Engine) endedSide(a Action) error {
	if a.Side == "" || !slices.Contains(e.State.Ended, a.Side) {
		return nil
	}
	var rule string
	if i := e.phaseIndex(); i >= 0 {
		rule = e.Rules.Phases[i].Rule
	}
	return reject(CodePhaseEnded, rule, "engine.phase-ended", "side", a.Side, "phase", e.State.Phase, "waiting", strings.Join(e.waitingSides(), ", "))
}
