package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/state"
)

// A roll the players may answer: an action's resolution throws it (see
// RollAnswerable); once the action has resolved, the kernel opens a window
// to each side the roll names, in order, offering the answering actions the
// ruleset declares. An answer changes the roll's faces (AnswerDie,
// RerollDie) and the action is played again from the position before it:
// its rolls before the answered one come out as they did, the answered one
// as the answer left it, the rolls after it are thrown afresh. Then the
// windows open again, from the first side, until every side has passed in
// turn; then the next answerable roll of the action is offered likewise.
// The action log holds the action, then its answers and passes, so a
// replay plays them all again alike.

// An Answerable makes a roll one the players may answer.
type Answerable struct {
	// Kind names the windows opened for the roll; Actions are the
	// answering actions they offer (and pass).
	Kind    string
	Actions []string
	// Sides are the sides asked, in order, each once a round: the last
	// one has the last word.
	Sides []string
}

// MaxAnswers bounds the answers one action takes: once there, no window
// opens for its rolls. Each answer plays the action again.
const MaxAnswers = 100

// An ask is an answerable roll an action made: which of its rolls, and
// how it is answered.
type ask struct {
	roll int
	how  Answerable
}

// actionRun records the rolls of the action resolving, and which the
// players may answer; when the action is played again after an answer,
// replay are the rolls of the play before, at the answered one and faces
// what the answer left it.
type actionRun struct {
	rolls  []dice.Roll
	asks   []ask
	replay []dice.Roll
	at     int
	faces  []int
}

// answering is an action whose rolls the players are answering. It is
// never changed once made: checkpoints keep it as it was.
type answering struct {
	action Action
	// base is the position before the action, with what the answers made
	// so far changed: the action is played again from a clone of it.
	base *state.State
	results
	// rolls and asks are those of the action's last play; at is the ask
	// offered now, turn the side of it asked, answers the answers taken.
	rolls   []dice.Roll
	asks    []ask
	at      int
	turn    int
	answers int
}

// encode gives the answering's canonical bytes, for the game's digest: two
// games agree only if they would play the answered action again alike.
func (a *answering) encode() ([]byte, error) {
	base, err := a.base.Encode()
	if err != nil {
		return nil, fmt.Errorf("encode the answered action's base: %w", err)
	}
	asked := make([]int, len(a.asks))
	for i, q := range a.asks {
		asked[i] = q.roll
	}
	rest, err := json.Marshal(struct {
		Action  Action      `json:"action"`
		Rolls   []dice.Roll `json:"rolls"`
		Asked   []int       `json:"asked"`
		At      int         `json:"at"`
		Turn    int         `json:"turn"`
		Answers int         `json:"answers"`
		Draw    int         `json:"next_draw"`
	}{a.action, a.rolls, asked, a.at, a.turn, a.answers, a.nextDraw})
	if err != nil {
		return nil, fmt.Errorf("encode the answered action: %w", err)
	}
	return append(base, rest...), nil
}

// answered is the roll an answering action is changing while it resolves,
// and the side answering.
type answered struct {
	roll dice.Roll
	side string
}

// RollAnswerable throws dice the players may answer. Outside an action's
// resolution (a phase's step, an answer's own resolution) it is a plain
// roll: there is no action to play again.
func (e *Engine) RollAnswerable(n, sides int, purpose string, how Answerable) (dice.Roll, error) {
	return e.RollFor(n, sides, purpose, nil, &how)
}

// RollFor throws dice for a purpose that may name a message, with its
// values (params, nil for none; see Labelled): the roll records the
// purpose in English, the log line keeps the message so each reader reads
// it in their language. how, when set, lets the players answer the roll.
func (e *Engine) RollFor(n, sides int, purpose string, params map[string]any, how *Answerable) (dice.Roll, error) {
	if err := e.mutable(); err != nil {
		return dice.Roll{}, err
	}
	english, key, err := e.Labelled(purpose, params)
	if err != nil {
		return dice.Roll{}, fmt.Errorf("roll %q: %w", purpose, err)
	}
	if how != nil {
		if err := e.checkAnswerable(*how); err != nil {
			return dice.Roll{}, fmt.Errorf("roll %q: %w", english, err)
		}
	}
	var told any = english
	if key != "" {
		told = map[string]any{"key": key, "params": params}
	}
	return e.roll(n, sides, english, told, how)
}

func (e *Engine) checkAnswerable(how Answerable) error {
	switch {
	case how.Kind == "":
		return errors.New("an answerable roll names the kind of its windows")
	case len(how.Actions) == 0:
		return fmt.Errorf("the %s windows offer no answering action", how.Kind)
	case len(how.Sides) == 0 || len(how.Sides) > len(e.State.Sides):
		return fmt.Errorf("the %s windows ask 1 to %d sides, not %d", how.Kind, len(e.State.Sides), len(how.Sides))
	}
	for _, a := range how.Actions {
		if _, ok := e.Rules.Actions[a]; !ok {
			return fmt.Errorf("the %s windows offer action %q, which the ruleset does not declare", how.Kind, a)
		}
	}
	for i, side := range how.Sides {
		if !slices.Contains(e.State.Sides, side) {
			return fmt.Errorf("the %s windows ask %q, not a side of this game (%v)", how.Kind, side, e.State.Sides)
		}
		if slices.Index(how.Sides, side) < i {
			return fmt.Errorf("the %s windows ask %s twice", how.Kind, side)
		}
	}
	return nil
}

// roll throws dice for the action resolving, as its play before threw
// them when it is played again after an answer, and notes them; told is
// the purpose as the log line tells it (text or a message's {key, params}).
func (e *Engine) roll(n, sides int, purpose string, told any, how *Answerable) (dice.Roll, error) {
	run := e.run
	var r dice.Roll
	var err error
	line := "engine.roll"
	switch {
	case run == nil || run.replay == nil:
		r, err = e.Dice.Roll(n, sides, purpose)
	case len(run.rolls) < run.at && sameThrow(run.replay[len(run.rolls)], n, sides, purpose):
		r, line = run.replay[len(run.rolls)], "engine.roll-again"
		err = e.Dice.Again(r)
	case len(run.rolls) == run.at && sameThrow(run.replay[run.at], n, sides, purpose):
		r, line = dice.Roll{Purpose: purpose, Sides: sides, Faces: run.faces}, "engine.roll-answered"
		err = e.Dice.Again(r)
	default:
		// past the answered roll, or where the play went otherwise than
		// the one before, the dice are thrown afresh
		run.replay = nil
		r, err = e.Dice.Roll(n, sides, purpose)
	}
	if err != nil {
		return r, err
	}
	if _, keyed := told.(map[string]any); keyed {
		e.Dice.Tell(told)
		r.Told = told
	}
	faces := make([]string, len(r.Faces))
	for i, f := range r.Faces {
		faces[i] = strconv.Itoa(f)
	}
	e.say("", line, "dice", fmt.Sprintf("%dD%d", len(r.Faces), r.Sides), "purpose", told, "faces", strings.Join(faces, "+"))
	if run != nil {
		if how != nil {
			run.asks = append(run.asks, ask{roll: len(run.rolls), how: *how})
		}
		run.rolls = append(run.rolls, r)
	}
	return r, nil
}

func sameThrow(r dice.Roll, n, sides int, purpose string) bool {
	return len(r.Faces) == n && r.Sides == sides && r.Purpose == purpose
}

// resolveAction fires the resolution of an action, noting its rolls: what
// the answers to them need.
func (e *Engine) resolveAction(a Action, run *actionRun) error {
	was := e.run
	e.run = run
	defer func() { e.run = was }()
	err := e.Bus.Fire(&hook.Event{Point: hook.ActionResolve, Filter: a.Kind, Args: a.Params})
	if err == nil {
		err = e.Bus.Fire(&hook.Event{Point: hook.ActionResolved, Filter: a.Kind, Args: a.Params})
	}
	return err
}

// ask opens the first window of an action that made answerable rolls,
// cp being the checkpoint taken before it. The state object cp holds goes
// back to where it was, the base the answers play the action again from;
// the game goes on with a copy of the state after the action.
func (e *Engine) ask(cp checkpoint, a Action, run *actionRun) (checkpoint, error) {
	if cp.mark == nil || cp.state != e.State {
		return cp, errors.New("answerable rolls: the action's checkpoint is not the game's")
	}
	after := e.State.Clone()
	cp.state.Rewind(*cp.mark)
	cp.mark = nil // the object is back at cp: restoring cp is taking it again
	e.State = after
	e.answering = &answering{action: a, base: cp.state, results: cp.results, rolls: run.rolls, asks: run.asks}
	return cp, e.askNext(*e.answering)
}

// askNext opens the window of the answering's ask and turn, or of the
// next ask when every side has passed, or ends the answering.
func (e *Engine) askNext(next answering) error {
	for ; next.at < len(next.asks) && next.answers < MaxAnswers; next.at, next.turn = next.at+1, 0 {
		q := next.asks[next.at]
		if next.turn < len(q.how.Sides) {
			e.answering = &next
			r := next.rolls[q.roll]
			return e.OpenInterrupt(state.Interrupt{
				Kind: q.how.Kind, Side: q.how.Sides[next.turn], Actions: slices.Clone(q.how.Actions), Owned: true,
				Roll: &state.AskedRoll{Purpose: r.Purpose, Sides: r.Sides, Faces: slices.Clone(r.Faces)},
			})
		}
	}
	e.answering = nil
	return nil
}

// passed goes on after a side passed up a window of an answerable roll.
func (e *Engine) passed() error {
	next := *e.answering
	next.turn++
	return e.askNext(next)
}

// answers reports whether an action answers the innermost window, one the
// kernel opened for an answerable roll.
func (e *Engine) answers(a Action) bool {
	n := len(e.State.Interrupts)
	return e.answering != nil && n > 0 && e.State.Interrupts[n-1].Roll != nil && slices.Contains(e.State.Interrupts[n-1].Actions, a.Kind)
}

// answer resolves an answering action: in the position before the
// answered action, with what the answers before it changed, it changes
// the roll (AnswerDie, RerollDie) and whatever else its rules say (the
// points it spends); then the answered action is played again from there
// and the windows open again from the first side.
func (e *Engine) answer(a Action) error {
	next := *e.answering
	q := next.asks[next.at]
	e.changed()
	e.restored = e.version // a whole other state object: readers build their views again
	e.State = next.base.Clone()
	e.restoreResults(next.results)
	e.Values = nil // the values of this answer and of the play it makes
	roll := next.rolls[q.roll]
	e.answered = &answered{roll: dice.Roll{Purpose: roll.Purpose, Sides: roll.Sides, Faces: slices.Clone(roll.Faces)}, side: q.how.Sides[next.turn]}
	err := e.resolveAction(a, nil)
	faces := e.answered.roll.Faces
	e.answered = nil
	if err != nil {
		return err
	}
	next.base = e.State.Clone()
	next.results = e.results()
	run := &actionRun{replay: next.rolls, at: q.roll, faces: faces}
	done := e.submitting(next.action.Side)
	err = e.resolveAction(next.action, run)
	done()
	if err != nil {
		return fmt.Errorf("%s again after the answer: %w", next.action.Kind, err)
	}
	next.rolls, next.asks, next.turn = run.rolls, run.asks, 0
	next.answers++
	return e.askNext(next)
}

// AnsweredRoll is the roll being answered and the side answering it: the
// roll an answering action changes while it resolves (its window is
// closed then), else the one the innermost window offers.
func (e *Engine) AnsweredRoll() (r dice.Roll, side string, ok bool) {
	if e.answered != nil {
		return e.answered.roll, e.answered.side, true
	}
	if n := len(e.State.Interrupts); n > 0 && e.State.Interrupts[n-1].Roll != nil {
		w := e.State.Interrupts[n-1]
		return dice.Roll{Purpose: w.Roll.Purpose, Sides: w.Roll.Sides, Faces: slices.Clone(w.Roll.Faces)}, w.Side, true
	}
	return dice.Roll{}, "", false
}

// ErrNoAnswer is returned when a die is changed outside an answer.
var ErrNoAnswer = errors.New("no roll is being answered: only an answering action, as it resolves, changes its dice")

// AnswerDie sets die number die (from 1) of the roll being answered to a
// face: an adjustment, whose size and cost are the rules'.
func (e *Engine) AnswerDie(die, face int) error {
	if err := e.mutable(); err != nil {
		return err
	}
	if e.answered == nil {
		return ErrNoAnswer
	}
	r := &e.answered.roll
	if die < 1 || die > len(r.Faces) {
		return fmt.Errorf("answer %s: it has dice 1 to %d, not %d", r.Purpose, len(r.Faces), die)
	}
	if face < 1 || face > r.Sides {
		return fmt.Errorf("answer %s: %d is not a face of a %d-sided die", r.Purpose, face, r.Sides)
	}
	e.say("", "engine.die-turned", "purpose", r.Purpose, "die", die, "from", r.Faces[die-1], "to", face)
	r.Faces[die-1] = face
	return nil
}

// RerollDie throws die number die (from 1) of the roll being answered
// again, a logged roll of its own, and returns its new face.
func (e *Engine) RerollDie(die int) (int, error) {
	if err := e.mutable(); err != nil {
		return 0, err
	}
	if e.answered == nil {
		return 0, ErrNoAnswer
	}
	r := &e.answered.roll
	if die < 1 || die > len(r.Faces) {
		return 0, fmt.Errorf("reroll %s: it has dice 1 to %d, not %d", r.Purpose, len(r.Faces), die)
	}
	purpose := fmt.Sprintf("%s, die %d again", r.Purpose, die)
	again, err := e.roll(1, r.Sides, purpose, purpose, nil)
	if err != nil {
		return 0, err
	}
	r.Faces[die-1] = again.Faces[0]
	return again.Faces[0], nil
}
