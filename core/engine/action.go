package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/explain"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
)

// An Action is a move a player makes: a kind the ruleset declares and its
// parameters. Unit parameters are unit ids, hex parameters are map labels.
type Action struct {
	Kind   string         `json:"kind"`
	Params map[string]any `json:"params,omitempty"`
	// Side, when set, is the side submitting the action; the engine refuses
	// it outside that side's turn or reaction window.
	Side string `json:"side,omitempty"`
	// Auto marks an action an automated side took (see PlayAutomated): a
	// replay checks it was chosen again rather than submitting it.
	Auto bool `json:"auto,omitempty"`
}

// String writes an action in the form a player types it (`fire unit=kt1
// target=m60 weapon=ap`): nw68 play reads that form, the page shows it,
// and a computer player's reasons list it.
func (a Action) String() string {
	return strings.TrimSpace(a.Kind + " " + FormatParams(a.Params))
}

// FormatParams writes parameters as name=value in name order, a list's
// items joined by commas.
func FormatParams(params map[string]any) string {
	parts := make([]string, 0, len(params))
	for _, name := range slices.Sorted(maps.Keys(params)) {
		v := params[name]
		switch list := v.(type) {
		case []string:
			v = strings.Join(list, ",")
		case []any:
			items := make([]string, len(list))
			for i, x := range list {
				items[i] = fmt.Sprint(x)
			}
			v = strings.Join(items, ",")
		}
		parts = append(parts, fmt.Sprintf("%s=%v", name, v))
	}
	return strings.Join(parts, " ")
}

// Stable rejection codes of the kernel itself; rulesets add their own.
const (
	CodeUnknownAction    = "unknown_action"
	CodeMissingParam     = "missing_param"
	CodeUnknownParam     = "unknown_param"
	CodeBadParam         = "bad_param"
	CodeNoSuchUnit       = "no_such_unit"
	CodeOffMap           = "off_map"
	CodeInterruptPending = "interrupt_pending"
	CodeNoInterrupt      = "no_interrupt"
	CodeNotYourTurn      = "not_your_turn"
	CodeGameOver         = "game_over"
	CodeNotYours         = "not_yours"
	CodePhaseEnded       = "phase_ended"
)

// ActionPass is the kernel's own action: it passes up the innermost
// interrupt window (declines the reaction), so the side offered a reaction
// can say no. A ruleset that declares an action of this name overrides it.
const ActionPass = "pass"

var passAction = &ruleset.Action{ID: ActionPass, Title: kernelText(PassTitle, nil), Reaction: true}

// A Rejection says why an action is illegal, with a stable code and the
// rule that forbids it.
type Rejection struct {
	hook.Veto
}

func (r *Rejection) Error() string {
	if r.Rule == "" {
		return fmt.Sprintf("illegal action (%s): %s", r.Code, r.Reason)
	}
	return fmt.Sprintf("illegal action (%s, rule %s): %s", r.Code, r.Rule, r.Reason)
}

// reject makes the kernel's own refusal: its reason the message key of
// its catalog (words.hcl) with its values, in English here and kept so
// each reader is told it in their language (Reason).
// PassTitle is the key of the pass action's title in the kernel's catalog.
const PassTitle = "engine.pass-title"

// PassActionTitle is the pass action's title in English.
func PassActionTitle() string { return passAction.Title }

func reject(code, rule, key string, params ...any) *Rejection {
	values := make(map[string]any, len(params)/2)
	for i := 0; i+1 < len(params); i += 2 {
		values[params[i].(string)] = params[i+1]
	}
	return &Rejection{hook.Veto{Code: code, Rule: rule, Reason: kernelText(key, values), Key: key, Params: values}}
}

// checkpoint is everything an action may change, to undo it: the state
// object, marked to go back to (a checkpoint of Odds, which plays on
// clones, keeps the object alone).
type checkpoint struct {
	state *state.State
	mark  *state.Mark
	dice  dice.Checkpoint
	log   int
	results
	// answering is never changed in place (see answers.go)
	answering *answering
}

// results are what the game keeps of the actions beside the state, the
// dice and the log: the scripted draws made, the values computed and the
// reports.
type results struct {
	nextDraw int
	values   []explain.Value
	reports  map[string]map[string]any
	readers  map[string]map[string]*Readers
	reported map[string]reportList
}

func (e *Engine) results() results {
	return results{nextDraw: e.nextDraw, values: e.Values, reports: maps.Clone(e.Reports), readers: maps.Clone(e.reportReaders), reported: maps.Clone(e.reported)}
}

func (e *Engine) restoreResults(r results) {
	e.nextDraw, e.Values, e.reported = r.nextDraw, r.values, maps.Clone(r.reported)
	e.Reports, e.reportReaders = maps.Clone(r.reports), maps.Clone(r.readers)
}

func (e *Engine) checkpoint() checkpoint {
	mark := e.State.Mark()
	return checkpoint{state: e.State, mark: &mark, dice: e.Dice.Checkpoint(), log: len(e.Log), results: e.results(), answering: e.answering}
}

// release gives up a checkpoint that will not be restored, and those
// taken after it: the state stops noting what it would need for them.
func (e *Engine) release(cp checkpoint) {
	if cp.mark != nil {
		cp.state.Release(*cp.mark)
	}
}

func (e *Engine) restore(cp checkpoint) {
	e.changed()
	e.restored = e.version
	if cp.mark != nil {
		cp.state.Rewind(*cp.mark)
	}
	e.State = cp.state
	e.Dice.Restore(cp.dice)
	if e.chainDice == e.Dice {
		e.dropLinks(len(e.Dice.Rolls())) // the rolls after are undone; others may take their place
	}
	e.Log = e.Log[:cp.log]
	e.restoreResults(cp.results)
	e.answering = cp.answering
}

// Submit validates, resolves and logs an action. An illegal action returns
// a *Rejection; an action whose resolution fails returns that error. Either
// way the game is left exactly as it was.
//
// An action that an open interrupt window does not allow declines the
// window first (and any window its decline opens), so a player who simply
// carries on passes up the reaction; the action is then judged in the
// resulting position.
//
// Then, while the side to act is automated, the ruleset chooses for it and
// its actions are submitted in turn (see PlayAutomated); if one of them
// fails, the whole is undone, the player's action included.
func (e *Engine) Submit(a Action) error {
	defer e.bound(a.Kind + " with the automated actions after it")()
	actions, digests := len(e.Actions), len(e.Digests)
	cp, err := e.submit(a)
	if err != nil {
		return err
	}
	if err := e.PlayAutomated(); err != nil {
		e.rollback(cp, actions, digests)
		return err
	}
	e.release(cp)
	return nil
}

// rollback undoes accepted actions: the state goes back to cp and the
// action log to its first actions entries (and their digests).
func (e *Engine) rollback(cp checkpoint, actions, digests int) {
	e.restore(cp)
	e.Actions, e.Digests = e.Actions[:actions], e.Digests[:digests]
}

// MaxAutomated bounds the actions automated sides take in a row, so a
// ruleset whose automated side never yields fails instead of hanging.
const MaxAutomated = 10_000

// PlayAutomated lets automated sides act: while the side to act is
// automated and the ruleset has an AutomatedTurn handler for it, the
// handler chooses an action (read-only, as a validation) and the engine
// submits it through the normal pipeline, logged with Auto set. A handler
// that chooses nothing ends the automated play.
func (e *Engine) PlayAutomated() error {
	for n := 0; ; n++ {
		a, ok, err := e.automatedChoice()
		if err != nil || !ok {
			return err
		}
		if n == MaxAutomated {
			return fmt.Errorf("automated side %s took %d actions in a row without yielding", a.Side, MaxAutomated)
		}
		cp, err := e.submit(a)
		if err != nil {
			return fmt.Errorf("automated side %s: %s: %w", a.Side, a.Kind, err)
		}
		e.release(cp)
	}
}

// AutomateSides leaves sides to the ruleset from the start, as the players
// choose before play begins (to play alone against a side the ruleset
// runs):
// only sides of the game that the ruleset can play, with an AutomatedTurn
// handler of their own.
func (e *Engine) AutomateSides(sides []string) error {
	if e.Begun {
		return errors.New("automate: play has begun; sides are left to the ruleset before it")
	}
	for _, side := range sides {
		if !slices.Contains(e.State.Sides, side) {
			return fmt.Errorf("automate: %q is not a side of this game (%s)", side, strings.Join(e.State.Sides, ", "))
		}
		if !e.Bus.Has(hook.AutomatedTurn, side) {
			return fmt.Errorf("automate: the ruleset cannot play %s (no %s handler for it)", side, hook.AutomatedTurn)
		}
		if !slices.Contains(e.State.Automated, side) {
			e.State.Automated = append(e.State.Automated, side)
		}
	}
	slices.Sort(e.State.Automated)
	e.Automate = slices.Sorted(slices.Values(sides))
	e.changed() // the state scripts read (automated) has changed
	return nil
}

// automatedChoice asks the ruleset what the automated side to act does.
func (e *Engine) automatedChoice() (Action, bool, error) {
	side := e.actingSide()
	if e.Over() || side == "" || !slices.Contains(e.State.Automated, side) || !e.Bus.Has(hook.AutomatedTurn, side) {
		return Action{}, false, nil
	}
	defer e.metered()()
	ev := &hook.Event{Point: hook.AutomatedTurn, Filter: side, Args: map[string]any{"side": side}}
	err := e.ReadOnly(func() error { return e.Bus.Fire(ev) })
	if err != nil || len(ev.Candidates) == 0 {
		return Action{}, false, err
	}
	choice := ev.Candidates[0]
	kind, _ := choice["kind"].(string)
	params := map[string]any{}
	for k, v := range choice {
		if k != "kind" {
			params[k] = v
		}
	}
	return Action{Kind: kind, Params: params, Side: side, Auto: true}, true, nil
}

// submit validates, resolves and logs one action; it returns the
// checkpoint of the game as it was before, to undo it with what follows.
//
// It starts a new state version and always judges the action itself. A
// replay submits the log alone, so an action must be judged and resolved
// from caches that only the game's own line of play filled: listing the
// legal actions, a bot's tries, a query or odds fill script memos and
// scratch (kept per Version) and the engine's legal and candidate lists at
// this very state, and a handler reading what they left, or a validation
// skipped because a listing had passed the action, would resolve (and
// spend its budgets) otherwise than the replay. The scripts' views of
// units and hexes, which only the kernel builds as copies of the state,
// are kept (see UnitVersion): they read the same whoever built them.
func (e *Engine) submit(a Action) (checkpoint, error) {
	defer e.metered()()
	e.changed()
	norm, def, rej := e.normalize(a)
	if rej != nil {
		return checkpoint{}, rej
	}
	if rej := e.heldWindow(norm, def); rej != nil {
		return checkpoint{}, rej
	}
	cp := e.checkpoint()
	e.Values = nil
	e.serial++
	if err := e.declineUntilAllowed(norm.Kind); err != nil {
		e.restore(cp)
		return cp, err
	}
	if rej := e.judge(norm, def); rej != nil {
		e.restore(cp)
		return cp, rej
	}
	e.resolving = true
	done := e.submitting(norm.Side)
	var err error
	switch {
	case def == passAction:
		err = e.DeclineInterrupt()
	case e.answers(norm):
		err = e.answer(norm)
	default:
		run := &actionRun{}
		err = e.resolveAction(norm, run)
		if err == nil && len(run.asks) > 0 {
			cp, err = e.ask(cp, norm, run)
		}
	}
	if err == nil {
		err = e.resumePhase()
	}
	e.resolving = false
	done()
	if err != nil {
		e.restore(cp)
		return cp, fmt.Errorf("resolve %s: %w", norm.Kind, err)
	}
	e.Actions = append(e.Actions, norm)
	if e.TrackDigests {
		d, err := e.Digest()
		if err != nil {
			e.rollback(cp, len(e.Actions)-1, len(e.Digests))
			return cp, err
		}
		e.Digests = append(e.Digests, d)
	}
	return cp, nil
}

// Digest returns a short fingerprint of the state and the rolls so far.
// The rolls enter it as a chain of hashes, one link per roll, kept from
// digest to digest, so each roll is hashed once in a game rather than at
// every action after it.
func (e *Engine) Digest() (string, error) {
	data, err := e.State.Encode()
	if err != nil {
		return "", err
	}
	rolls := e.rollsSum()
	sum := sha256.New()
	sum.Write(data)
	sum.Write(rolls[:])
	if e.answering != nil {
		// an action whose rolls are being answered is part of the game: the
		// answers play it again from its base, with its rolls
		pending, err := e.answering.encode()
		if err != nil {
			return "", err
		}
		sum.Write(pending)
	}
	return hex.EncodeToString(sum.Sum(nil)[:12]), nil
}

// A rollLink is the hash chained over the first n rolls of the game.
type rollLink struct {
	n   int
	sum [sha256.Size]byte
}

// rollsSum returns the hash chained over every roll so far, from the last
// link that still holds (restore drops the links of rolls undone).
func (e *Engine) rollsSum() [sha256.Size]byte {
	if e.chainDice != e.Dice {
		e.chain, e.chainDice = nil, e.Dice // other dice: a chain of their own
	}
	rolls := e.Dice.Rolls()
	e.dropLinks(len(rolls))
	var last rollLink
	if n := len(e.chain); n > 0 {
		last = e.chain[n-1]
	}
	if last.n == len(rolls) {
		return last.sum
	}
	link := last
	for _, r := range rolls[last.n:] {
		link.sum = sha256.Sum256(fmt.Appendf(link.sum[:], "|%s", r))
	}
	link.n = len(rolls)
	e.chain = append(e.chain, link)
	return link.sum
}

// dropLinks forgets the links of the chain past the first n rolls.
func (e *Engine) dropLinks(n int) {
	for len(e.chain) > 0 && e.chain[len(e.chain)-1].n > n {
		e.chain = e.chain[:len(e.chain)-1]
	}
}

// Settle declines every open window that may be declined, as the next
// action of any kind would: paused moves finish. Tools that inspect a
// position "once play moves on" (the conformance runner) call it; a game
// never needs to, and it changes nothing when no window is open.
func (e *Engine) Settle() error {
	defer e.bound("settling with the automated actions after it")()
	actions, digests, cp := len(e.Actions), len(e.Digests), e.checkpoint()
	err := e.settle()
	if err == nil {
		// play moved on as after any action: automated sides act
		err = e.PlayAutomated()
	}
	if err != nil {
		e.rollback(cp, actions, digests)
	} else {
		e.release(cp)
	}
	return err
}

func (e *Engine) settle() error {
	defer e.metered()()
	e.changed() // declines resolve from what the line of play built (see submit)
	e.serial++
	return e.declineUntilAllowed("")
}

// declineUntilAllowed declines open windows that do not allow the action.
func (e *Engine) declineUntilAllowed(kind string) error {
	for e.wouldDecline(kind) {
		w := e.State.Interrupts[len(e.State.Interrupts)-1]
		e.resolving = true
		err := e.DeclineInterrupt()
		if err == nil {
			err = e.resumePhase()
		}
		e.resolving = false
		if err != nil {
			return fmt.Errorf("decline %s window: %w", w.Kind, err)
		}
	}
	return nil
}

// Validate reports whether an action is legal now, without resolving it.
// An action that would pass up open windows is judged in the position after
// them, as Submit judges it.
func (e *Engine) Validate(a Action) error {
	defer e.metered()()
	norm, def, rej := e.normalize(a)
	if rej != nil {
		return rej
	}
	if rej := e.heldWindow(norm, def); rej != nil {
		return rej
	}
	if e.wouldDecline(norm.Kind) {
		cp := e.checkpoint()
		defer e.restore(cp)
		if err := e.declineUntilAllowed(norm.Kind); err != nil {
			return err
		}
	}
	return e.validate(norm, def)
}

// heldWindow refuses an action a seat names for itself that would pass up
// another side's owned window: only the window's side may let it go.
func (e *Engine) heldWindow(a Action, def *ruleset.Action) error {
	n := len(e.State.Interrupts)
	if n == 0 || a.Side == "" || !e.wouldDecline(a.Kind) {
		return nil
	}
	w := e.State.Interrupts[n-1]
	// an any-time action does not let a side out of turn pass up another's window
	outOfTurn := def.AnyTime && e.State.ActiveSide != "" && a.Side != e.State.ActiveSide
	if w.Side != a.Side && (w.Owned || outOfTurn) {
		return reject(CodeNotYourTurn, def.Rule, "engine.window-to-answer", "window", w.Kind, "side", w.Side)
	}
	return nil
}

// wouldDecline reports whether taking an action of this kind passes up the
// innermost window first.
func (e *Engine) wouldDecline(kind string) bool {
	n := len(e.State.Interrupts)
	if n == 0 || kind == ActionPass {
		return false
	}
	w := e.State.Interrupts[n-1]
	return !w.Mandatory && !slices.Contains(w.Actions, kind)
}

// ActionKinds lists the action kinds open to the side to act: inside an
// interrupt window, its reactions (and pass, unless it is mandatory);
// otherwise every action that is not a reaction, but an any-time action
// the legal lists no longer offer (see offered).
func (e *Engine) ActionKinds() []string { return e.actionKinds("", false) }

// actionKinds lists ActionKinds for a seat of side ("": hot seat), or, for
// a seat out of turn, the any-time kinds alone.
func (e *Engine) actionKinds(side string, outOfTurn bool) []string {
	if n := len(e.State.Interrupts); n > 0 {
		w := e.State.Interrupts[n-1]
		kinds := slices.Clone(w.Actions)
		if !w.Mandatory && !slices.Contains(kinds, ActionPass) {
			kinds = append(kinds, ActionPass)
		}
		return kinds
	}
	var kinds []string
	for _, id := range e.Rules.ActionList {
		def := e.Rules.Actions[id]
		if !def.Reaction && (def.AnyTime || !outOfTurn) && e.offered(def, side) {
			kinds = append(kinds, id)
		}
	}
	return kinds
}

// offered reports whether the legal lists offer a kind to a seat of side:
// an any-time kind is not offered again to a side that took it since the
// last action of a kind that is not any-time, so a bot that finds it legal
// cannot take it for ever while play stands still. A player may still
// submit it; the ruleset says when it is offered at all by its
// availability (action_available).
func (e *Engine) offered(def *ruleset.Action, side string) bool {
	if !def.AnyTime {
		return true
	}
	for _, a := range slices.Backward(e.Actions) {
		if d := e.Rules.Actions[a.Kind]; d == nil || !d.AnyTime {
			return true
		}
		if a.Kind == def.ID && a.Side == side {
			return false
		}
	}
	return true
}

func (e *Engine) validate(a Action, def *ruleset.Action) error {
	// The validate handlers are read-only: at the same state they judge the
	// same action the same way, so a listing or a Validate does not judge
	// twice what another found legal. Submit does not ask (see submit).
	key := actionKey(a)
	e.legalNow()
	if e.legal.actions[key] {
		return nil
	}
	if err := e.judge(a, def); err != nil {
		e.countRejection(err)
		return err
	}
	e.legal.actions[key] = true
	return nil
}

// countRejection counts a refusal in RejectionCounts, when set: by its
// rule, or "code:<code>" for one that cites none (the kernel's own).
func (e *Engine) countRejection(err error) {
	if r, ok := IsRejection(err); ok && e.RejectionCounts != nil {
		key := r.Rule
		if key == "" {
			key = "code:" + r.Code
		}
		e.RejectionCounts[key]++
	}
}

// actionKey names a normalized action (see normalize) uniquely: its kind,
// side, whether automated, then its parameters in name order, each value
// tagged with its type and strings quoted, so no two actions share a key.
func actionKey(a Action) string {
	b := strconv.AppendQuote(nil, a.Kind)
	b = strconv.AppendQuote(b, a.Side)
	b = strconv.AppendBool(b, a.Auto)
	for _, name := range slices.Sorted(maps.Keys(a.Params)) {
		b = strconv.AppendQuote(append(b, ' '), name)
		switch v := a.Params[name].(type) {
		case string:
			b = strconv.AppendQuote(append(b, 's'), v)
		case int:
			b = strconv.AppendInt(append(b, 'i'), int64(v), 10)
		case bool:
			b = strconv.AppendBool(append(b, 'b'), v)
		case []string:
			b = strconv.AppendInt(append(b, 'l'), int64(len(v)), 10)
			for _, s := range v {
				b = strconv.AppendQuote(b, s)
			}
		default: // normalize makes none; a value of its own kind keeps its own key
			b = fmt.Appendf(append(b, 'x'), "%T%#v", v, v)
		}
	}
	return string(b)
}

// ActorOf is the side that takes action a in this position: the side of
// the innermost reaction window when a answers it or passes it up, else
// the active side (any other action passes the windows up).
func (e *Engine) ActorOf(a Action) string {
	if n := len(e.State.Interrupts); n > 0 {
		w := e.State.Interrupts[n-1]
		if a.Kind == ActionPass || slices.Contains(w.Actions, a.Kind) {
			return w.Side
		}
	}
	return e.State.ActiveSide
}

// Submitter is the side the action being judged or resolved names (its
// Side): a player's seat, "" when none was named (hot seat, a bot, a
// replay of such an action). Rules that let only a certain player take an
// action when no side is active read it; the kind's availability, which is
// judged once for every submitter, does not see it.
func (e *Engine) Submitter() string { return e.submitter }

// submitting names the submitter until the returned func is called.
func (e *Engine) submitting(side string) func() {
	was := e.submitter
	e.submitter = side
	return func() { e.submitter = was }
}

// legalActions are the actions validation accepted at one state version,
// and the action kinds the ruleset found available or not (nil or the
// rejection).
type legalActions struct {
	version uint64
	actions map[string]bool
	kinds   map[string]error
}

// legalNow drops what was judged at another state version.
func (e *Engine) legalNow() {
	if e.legal.version != e.version || e.legal.actions == nil {
		e.legal = legalActions{version: e.version, actions: map[string]bool{}, kinds: map[string]error{}}
	}
}

// Available reports whether an action kind can be taken at all now,
// whatever its parameters: nil, or the Rejection of the ruleset's
// action_available handlers. The answer is kept until the state changes.
func (e *Engine) Available(kind string) error {
	defer e.metered()()
	return e.available(kind)
}

// available judges whether any action of a kind may be taken now: the
// kind's preconditions that read only the state, then its ActionAvailable
// handlers.
func (e *Engine) available(kind string) error {
	if !e.Bus.Has(hook.ActionAvailable, kind) && !e.statePreconditions[kind] {
		return nil
	}
	e.legalNow()
	if veto, ok := e.legal.kinds[kind]; ok {
		return veto
	}
	veto := e.stateVeto(kind)
	if _, refused := IsRejection(veto); veto != nil && !refused {
		return veto
	}
	if veto == nil && e.Bus.Has(hook.ActionAvailable, kind) {
		ev := &hook.Event{Point: hook.ActionAvailable, Filter: kind, Args: map[string]any{}}
		if err := e.ReadOnly(func() error { return e.Bus.Fire(ev) }); err != nil {
			return fmt.Errorf("available %s: %w", kind, err)
		}
		if ev.Veto != nil {
			veto = &Rejection{*ev.Veto}
		}
	}
	e.legal.kinds[kind] = veto
	return veto
}

func (e *Engine) judge(a Action, def *ruleset.Action) error {
	if e.Over() {
		return reject(CodeGameOver, "", "engine.game-over", "result", e.State.Result)
	}
	if n := len(e.State.Interrupts); n > 0 {
		w := e.State.Interrupts[n-1]
		passing := def == passAction && !w.Mandatory
		if !slices.Contains(w.Actions, a.Kind) && !passing {
			return reject(CodeInterruptPending, def.Rule, "engine.window-pending", "window", w.Kind, "side", w.Side, "actions", fmt.Sprint(w.Actions))
		}
		if a.Side != "" && a.Side != w.Side {
			return reject(CodeNotYourTurn, def.Rule, "engine.window-belongs", "window", w.Kind, "side", w.Side)
		}
	} else {
		if def.Reaction {
			return reject(CodeNoInterrupt, def.Rule, "engine.no-window", "action", a.Kind)
		}
		if a.Side != "" && e.State.ActiveSide != "" && a.Side != e.State.ActiveSide && !def.AnyTime {
			return reject(CodeNotYourTurn, def.Rule, "engine.not-your-turn", "active", e.State.ActiveSide, "side", a.Side)
		}
	}
	if err := e.endedSide(a); err != nil {
		return err
	}
	if err := e.available(a.Kind); err != nil {
		return err
	}
	if err := e.checkOwned(a, def); err != nil {
		return err
	}
	if err := e.checkPreconditions(a, true); err != nil {
		return err
	}
	ev := &hook.Event{Point: hook.ActionValidate, Filter: a.Kind, Args: a.Params}
	defer e.submitting(a.Side)()
	err := e.ReadOnly(func() error { return e.Bus.Fire(ev) })
	if err != nil {
		return fmt.Errorf("validate %s: %w", a.Kind, err)
	}
	if ev.Veto != nil {
		return &Rejection{*ev.Veto}
	}
	return nil
}

// checkOwned refuses an action that names, in a parameter of scope
// ruleset.ScopeOwn, a unit or a side that is not the owner's: the seat that
// submits it, else the side to act. With neither (a hot-seat setup, where
// one player speaks for every side) nothing is checked.
func (e *Engine) checkOwned(a Action, def *ruleset.Action) error {
	owner := a.Side
	if owner == "" {
		owner = e.ActorOf(a)
	}
	if owner == "" {
		return nil
	}
	for _, p := range def.Params {
		v, ok := a.Params[p.Name]
		if p.Of != ruleset.ScopeOwn || !ok {
			continue
		}
		switch p.Type {
		case ruleset.ParamUnit, ruleset.ParamUnits:
			ids, _ := stringList(v)
			if s, ok := v.(string); ok {
				ids = []string{s}
			}
			for _, id := range ids {
				if u := e.State.Units[id]; u != nil && u.Side != owner {
					return reject(CodeNotYours, def.Rule, "engine.not-your-unit", "unit", id, "owner", u.Side, "side", owner, "action", a.Kind)
				}
			}
		case ruleset.ParamString:
			if s, _ := v.(string); s != owner {
				return reject(CodeNotYours, def.Rule, "engine.acts-for-itself", "side", owner, "value", s, "action", a.Kind)
			}
		}
	}
	return nil
}

// normalize checks an action's parameters against its declaration and
// returns them in canonical form (ints as int, lists as []string).
func (e *Engine) normalize(a Action) (Action, *ruleset.Action, error) {
	def, ok := e.Rules.Actions[a.Kind]
	if !ok && a.Kind == ActionPass {
		def, ok = passAction, true
	}
	if !ok {
		return a, nil, reject(CodeUnknownAction, "", "engine.unknown-action", "action", a.Kind, "actions", fmt.Sprint(e.Rules.ActionList))
	}
	out := Action{Kind: a.Kind, Side: a.Side, Auto: a.Auto, Params: map[string]any{}}
	// a seat names only what it sees: a unit hidden from it is no unit,
	// whatever else is wrong with the action (an automated side's choice
	// is the rules' own)
	if a.Side != "" && !a.Auto {
		was := e.namer
		e.namer = &Viewer{Side: a.Side}
		defer func() { e.namer = was }()
	}
	for name := range a.Params {
		if def.Param(name) == nil {
			return a, def, reject(CodeUnknownParam, def.Rule, "engine.unknown-param", "action", a.Kind, "param", name)
		}
	}
	for _, p := range def.Params {
		raw, ok := a.Params[p.Name]
		if !ok || raw == nil {
			if !p.Optional {
				return a, def, reject(CodeMissingParam, def.Rule, "engine.missing-param", "action", a.Kind, "param", p.Name, "type", string(p.Type))
			}
			continue
		}
		v, err := e.normalizeParam(p, raw)
		if err != nil {
			return a, def, err
		}
		out.Params[p.Name] = v
	}
	return out, def, nil
}

func (e *Engine) normalizeParam(p ruleset.Param, raw any) (any, error) {
	bad := func() error {
		return reject(CodeBadParam, "", "engine.bad-param", "param", p.Name, "type", string(p.Type), "value", fmt.Sprint(raw))
	}
	switch p.Type {
	case ruleset.ParamInt:
		switch v := raw.(type) {
		case int:
			return v, nil
		case float64:
			if v == float64(int(v)) {
				return int(v), nil
			}
		case string:
			if n, err := strconv.Atoi(v); err == nil {
				return n, nil
			}
		}
		return nil, bad()
	case ruleset.ParamBool:
		if v, ok := raw.(bool); ok {
			return v, nil
		}
		return nil, bad()
	case ruleset.ParamStrings:
		list, ok := stringList(raw)
		if !ok {
			return nil, bad()
		}
		return list, nil
	case ruleset.ParamUnits, ruleset.ParamHexes:
		list, ok := stringList(raw)
		if !ok {
			return nil, bad()
		}
		single := ruleset.Param{Name: p.Name, Type: ruleset.ParamUnit}
		if p.Type == ruleset.ParamHexes {
			single.Type = ruleset.ParamHex
		}
		for i, s := range list {
			v, err := e.normalizeParam(single, s)
			if err != nil {
				return nil, err
			}
			list[i] = v.(string) // a hex as the game writes it
		}
		return list, nil
	}
	s, ok := raw.(string)
	if !ok {
		return nil, bad()
	}
	switch p.Type {
	case ruleset.ParamUnit:
		if u, ok := e.State.Units[s]; !ok || !u.Alive || e.namer != nil && e.UnitHidden(*e.namer, u) {
			return nil, reject(CodeNoSuchUnit, "", "engine.no-such-unit", "param", p.Name, "unit", s)
		}
	case ruleset.ParamHex:
		h, err := e.Layout.Parse(s)
		if err != nil {
			return nil, reject(CodeOffMap, "", "engine.bad-hex", "param", p.Name, "error", err.Error())
		}
		s = e.Label(h)
	default:
		if len(p.Choices) > 0 && !slices.Contains(p.Choices, s) {
			return nil, reject(CodeBadParam, "", "engine.not-a-choice", "param", p.Name, "choices", fmt.Sprint(p.Choices), "value", s)
		}
	}
	return s, nil
}

func stringList(raw any) ([]string, bool) {
	switch v := raw.(type) {
	case []string:
		return slices.Clone(v), true
	case []any:
		out := make([]string, len(v))
		for i, x := range v {
			s, ok := x.(string)
			if !ok {
				return nil, false
			}
			out[i] = s
		}
		return out, true
	}
	return nil, false
}

// IsRejection reports whether err is a rule-citing rejection, and returns it.
func IsRejection(err error) (*Rejection, bool) {
	var r *Rejection
	ok := errors.As(err, &r)
	return r, ok
}
