package engine_test

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"testing/fstest"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	"github.com/nw68/nw68/core/text"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/locales"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The gambit ruleset in testdata proves the kernel's mechanisms for a unit
// revived, a phase that stops for a choice, actions taken out of turn and
// rolls the players answer.
func gambitRules(t *testing.T) *game.Rules {
	t.Helper()
	r, err := game.Load(ruleset.Options{FS: os.DirFS("testdata"), Ruleset: "gambit"})
	require.NoError(t, err)
	return r
}

// gambit begins The Field with scripted dice.
func gambit(t *testing.T, faces ...int) *engine.Engine {
	t.Helper()
	e, err := gambitRules(t).New(game.Config{Scenario: "field", Dice: dice.NewScripted(faces), Begin: true})
	require.NoError(t, err)
	e.TrackDigests = true
	return e
}

// requireReplays plays the game's action log again on dice scripted with
// the same faces and requires the same state, log, rolls and digests.
func requireReplays(t *testing.T, e *engine.Engine, faces ...int) {
	t.Helper()
	replayed := gambit(t, faces...)
	for i, a := range e.Actions {
		if !a.Auto {
			require.NoError(t, replayed.Submit(a), "action %d (%s)", i+1, a.Kind)
		}
	}
	want, err := e.State.Encode()
	require.NoError(t, err)
	got, err := replayed.State.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got))
	assert.Equal(t, e.Log, replayed.Log)
	assert.Equal(t, e.Dice.Rolls(), replayed.Dice.Rolls())
	assert.Equal(t, e.Digests, replayed.Digests)
}

func requireRejected(t *testing.T, e *engine.Engine, a engine.Action, code string) {
	t.Helper()
	before, err := e.State.Encode()
	require.NoError(t, err)
	actions := len(e.Actions)
	rej, ok := engine.IsRejection(e.Submit(a))
	require.True(t, ok, "%s must be refused %s", a.Kind, code)
	assert.Equal(t, code, rej.Code)
	after, err := e.State.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "a refused action changes nothing")
	assert.Len(t, e.Actions, actions)
}

// A step that opens a window stops its phase: the steps after it run once
// the window closes, whether answered, passed or passed up by carrying on.
func TestAPhaseStopsForAChoice(t *testing.T) {
	cases := []struct {
		name   string
		answer engine.Action
		attack int
		phase  string // where play stands after the answer
	}{
		{"answered", act("order", map[string]any{"stance": "attack"}), 1, "battle"},
		{"passed", act(engine.ActionPass, nil), 0, "battle"},
		// the turn ends in battle, and the next dawn stops again
		{"passed up by carrying on", act("end_turn", nil), 0, "dawn"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := gambit(t)
			require.Equal(t, "dawn", e.State.Phase)
			assert.Equal(t, "choose", e.State.Step, "the phase waits at the step that opened the window")
			assert.Equal(t, 1, e.State.Waiting)
			assert.Zero(t, e.State.Var("mustered"), "the steps after it have not run")
			assert.Equal(t, []string{"order", engine.ActionPass}, e.ActionKinds())

			require.NoError(t, e.Submit(c.answer))
			assert.Equal(t, 1, e.State.Var("mustered"), "the rest of the phase ran")
			assert.Equal(t, c.attack, e.State.Var("attack"))
			assert.Equal(t, c.phase, e.State.Phase, "and play went on to the next phase")
			if c.phase == "battle" {
				assert.Empty(t, e.State.Step)
				assert.Zero(t, e.State.Waiting)
			}
			requireReplays(t, e)
		})
	}
}

// The next turn's dawn stops again, for the other side.
func TestAPhaseStopsEveryTurn(t *testing.T) {
	e := gambit(t)
	require.NoError(t, e.Submit(act(engine.ActionPass, nil)))
	require.NoError(t, e.Submit(act("end_turn", nil)))
	assert.Equal(t, "dawn", e.State.Phase)
	assert.Equal(t, 2, e.State.Turn)
	require.Len(t, e.State.Interrupts, 1)
	assert.Equal(t, "blue", e.State.Interrupts[0].Side)
	requireRejected(t, e, engine.Action{Kind: "order", Params: map[string]any{"stance": "hold"}, Side: "red"}, engine.CodeNotYourTurn)
	require.NoError(t, e.Submit(engine.Action{Kind: "order", Params: map[string]any{"stance": "hold"}, Side: "blue"}))
	assert.Equal(t, 2, e.State.Var("mustered"))
	requireReplays(t, e)
}

// kinds lists the kinds of actions, in order.
func kinds(list []engine.Action) []string {
	var out []string
	for _, a := range list {
		out = append(out, a.Kind)
	}
	return out
}

// battle begins The Field and passes dawn's choice: red's turn of battle.
func battle(t *testing.T, faces ...int) *engine.Engine {
	t.Helper()
	e := gambit(t, faces...)
	require.NoError(t, e.Submit(act(engine.ActionPass, nil)))
	require.Equal(t, "battle", e.State.Phase)
	return e
}

// A side may take an any-time action in another side's turn; the action's
// availability and validation still judge it, and the other actions of
// that side are still refused out of turn.
func TestAnAnyTimeActionIsTakenOutOfTurn(t *testing.T) {
	e := battle(t, 3) // red's shot shakes b1
	shoot := engine.Action{Kind: "shoot", Params: map[string]any{"unit": "r1", "target": "b1"}, Side: "red"}
	rally := engine.Action{Kind: "rally", Params: map[string]any{"unit": "b1"}, Side: "blue"}

	requireRejected(t, e, rally, "none_shaken")
	require.NoError(t, e.Submit(shoot))
	require.Contains(t, e.State.Units["b1"].Statuses, "shaken")
	requireRejected(t, e, rally, engine.CodeNotYourTurn) // the shot's luck window is red's
	require.NoError(t, e.Submit(engine.Action{Kind: engine.ActionPass, Side: "red"}))
	require.NoError(t, e.Submit(engine.Action{Kind: engine.ActionPass, Side: "blue"}))
	require.Empty(t, e.State.Interrupts)

	cases := []struct {
		name string
		a    engine.Action
		code string
	}{
		{"another kind out of turn", engine.Action{Kind: "end_turn", Side: "blue"}, engine.CodeNotYourTurn},
		{"a unit not its own", engine.Action{Kind: "rally", Params: map[string]any{"unit": "r1"}, Side: "blue"}, engine.CodeNotYours},
		{"what validation refuses", engine.Action{Kind: "rally", Params: map[string]any{"unit": "r1"}, Side: "red"}, "not_shaken"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { requireRejected(t, e, c.a, c.code) })
	}

	blue, err := e.LegalActionsFor("blue")
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{"rally", "taunt"}, kinds(blue), "out of turn, a seat is offered the any-time actions alone")
	assert.Contains(t, blue, rally)
	require.NoError(t, e.Submit(rally))
	assert.NotContains(t, e.State.Units["b1"].Statuses, "shaken")
	assert.Equal(t, "red", e.State.ActiveSide, "the turn is still red's")
	requireReplays(t, e, 3)
}

// The legal lists offer an any-time action to a side once between two
// actions of other kinds, so a bot cannot take it for ever.
func TestAnAnyTimeActionIsOfferedOnceBetweenOtherActions(t *testing.T) {
	e := battle(t)
	offered := func(side string) bool {
		list, err := e.LegalActionsFor(side)
		require.NoError(t, err)
		return slices.Contains(kinds(list), "taunt")
	}
	taunt := func(side string) engine.Action { return engine.Action{Kind: "taunt", Side: side} }
	require.True(t, offered("blue"))
	require.NoError(t, e.Submit(taunt("blue")))
	assert.False(t, offered("blue"), "not again before play moves on")
	assert.True(t, offered("red"), "another side's taunt does not count")
	require.NoError(t, e.Submit(taunt("red")))
	assert.False(t, offered("red"))
	assert.False(t, offered("blue"), "nor does another any-time action in between")
	require.NoError(t, e.Submit(taunt("blue")), "a player may still submit it")

	require.NoError(t, e.Submit(engine.Action{Kind: "end_turn", Side: "red"}))
	require.NoError(t, e.Submit(engine.Action{Kind: engine.ActionPass, Side: "blue"}))
	assert.True(t, offered("blue"), "offered again once play moved on")
	assert.True(t, offered("red"))
	requireReplays(t, e)
}

// A side out of turn may not pass up another side's window with an
// any-time action: the window is its owner's to answer.
func TestAnAnyTimeActionLeavesAnotherSidesWindowAlone(t *testing.T) {
	e := gambit(t)
	requireRejected(t, e, engine.Action{Kind: "taunt", Side: "blue"}, engine.CodeNotYourTurn)
	list, err := e.LegalActionsFor("blue")
	require.NoError(t, err)
	assert.Empty(t, list, "no action is offered out of turn while a window is open")
	require.NoError(t, e.Submit(engine.Action{Kind: "taunt", Side: "red"}), "the side to act passes it up by carrying on")
	assert.Equal(t, "battle", e.State.Phase)
}

// rolls renders the rolls of the game, in order.
func rolls(e *engine.Engine) []string {
	var out []string
	for _, r := range e.Dice.Rolls() {
		out = append(out, r.String())
	}
	return out
}

func luck(die int, face ...int) map[string]any {
	p := map[string]any{"die": die}
	if len(face) > 0 {
		p["face"] = face[0]
	}
	return p
}

// An answer changes the roll and plays the action again; the windows open
// again from the attacker until both sides pass in turn, the defender last.
func TestAnAnsweredRollPlaysTheActionAgain(t *testing.T) {
	faces := []int{4, 2}
	e := battle(t, faces...)
	seat := func(kind, side string, params map[string]any) engine.Action {
		return engine.Action{Kind: kind, Side: side, Params: params}
	}
	require.NoError(t, e.Submit(seat("shoot", "red", map[string]any{"unit": "r1", "target": "b1"})))
	require.Len(t, e.State.Interrupts, 1)
	w := e.State.Interrupts[0]
	assert.Equal(t, "luck", w.Kind)
	assert.Equal(t, "red", w.Side, "the attacker is asked first")
	assert.True(t, w.Owned)
	assert.Equal(t, &state.AskedRoll{Purpose: "shot", Sides: 6, Faces: []int{4}}, w.Roll)
	assert.Contains(t, e.State.Units["b1"].Statuses, "shaken", "the shot stands until answered")

	steps := []struct {
		name    string
		a       engine.Action
		code    string // refused with
		asked   string // the side asked after it; "" for none
		shaken  bool
		redLuck int
	}{
		{"red rerolls", seat("spend_luck", "red", luck(1)), "", "red", false, 1},
		{"a turn by more than one", seat("spend_luck", "red", luck(1, 4)), "too_far", "red", false, 1},
		{"another side's window", seat("spend_luck", "blue", luck(1)), engine.CodeNotYourTurn, "red", false, 1},
		{"red turns the die up", seat("spend_luck", "red", luck(1, 3)), "", "red", true, 0},
		{"red has no luck left", seat("spend_luck", "red", luck(1, 2)), "no_luck", "red", true, 0},
		{"red passes", seat(engine.ActionPass, "red", nil), "", "blue", true, 0},
		{"blue turns it down", seat("spend_luck", "blue", luck(1, 2)), "", "red", false, 0},
		{"red passes again", seat(engine.ActionPass, "red", nil), "", "blue", false, 0},
		{"blue passes last", seat(engine.ActionPass, "blue", nil), "", "", false, 0},
	}
	for _, s := range steps {
		if s.code != "" {
			requireRejected(t, e, s.a, s.code)
		} else {
			require.NoError(t, e.Submit(s.a), s.name)
		}
		if s.asked == "" {
			assert.Empty(t, e.State.Interrupts, s.name)
		} else if assert.Len(t, e.State.Interrupts, 1, s.name) {
			assert.Equal(t, s.asked, e.State.Interrupts[0].Side, s.name)
		}
		assert.Equal(t, s.shaken, slices.Contains(e.State.Units["b1"].Statuses, "shaken"), s.name)
		assert.Equal(t, s.redLuck, e.State.Holding("red", "luck"), s.name)
	}
	assert.Zero(t, e.State.Holding("blue", "luck"))
	assert.Equal(t, map[string]any{"total": 2}, e.Reports["shot"])
	assert.Equal(t, []string{"1D6 shot: 4", "1D6 shot, die 1 again: 2", "1D6 shot: 2", "1D6 shot: 3", "1D6 shot: 2"}, rolls(e))
	assert.Equal(t, []string{"shoot", "spend_luck", "spend_luck", "pass", "spend_luck", "pass", "pass"}, kinds(e.Actions)[1:])
	requireReplays(t, e, faces...)
}

// After the answered roll the dice are thrown afresh, and the action's
// next answerable roll is offered once the first is settled.
func TestTheRollsAfterAnAnsweredOneAreFresh(t *testing.T) {
	faces := []int{5, 2, 6, 3}
	e := battle(t, faces...)
	for _, a := range []engine.Action{
		{Kind: "shoot", Params: map[string]any{"unit": "r1", "target": "b1"}}, // a hit, damage 2: shaken
		{Kind: "spend_luck", Params: luck(1)},                                 // red rerolls the shot: 6, damage 3
		{Kind: engine.ActionPass},
		{Kind: engine.ActionPass},
	} {
		require.NoError(t, e.Submit(a))
	}
	assert.False(t, e.State.Units["b1"].Alive, "the fresh damage roll eliminated b1")
	require.Len(t, e.State.Interrupts, 1, "the damage is offered next")
	assert.Equal(t, "blue", e.State.Interrupts[0].Side)
	assert.Equal(t, &state.AskedRoll{Purpose: "damage", Sides: 6, Faces: []int{3}}, e.State.Interrupts[0].Roll)

	require.NoError(t, e.Submit(act("spend_luck", luck(1, 2))))
	assert.True(t, e.State.Units["b1"].Alive, "blue turned the damage down")
	assert.Contains(t, e.State.Units["b1"].Statuses, "shaken")
	require.Len(t, e.State.Interrupts, 1)
	assert.Equal(t, "damage", e.State.Interrupts[0].Roll.Purpose, "the damage is offered again")
	require.NoError(t, e.Submit(act(engine.ActionPass, nil)))
	assert.Empty(t, e.State.Interrupts)
	assert.Equal(t, []string{
		"1D6 shot: 5", "1D6 damage: 2", "1D6 shot, die 1 again: 6", "1D6 shot: 6", "1D6 damage: 3", "1D6 shot: 6", "1D6 damage: 2",
	}, rolls(e))
	requireReplays(t, e, faces...)
}

// Carrying on passes every window of the answers up, as it passes up any
// window; the state before the answer is the shot's.
func TestCarryingOnPassesUpTheAnswers(t *testing.T) {
	e := battle(t, 4)
	require.NoError(t, e.Submit(act("shoot", map[string]any{"unit": "r1", "target": "b1"})))
	require.NoError(t, e.Submit(act("end_turn", nil)))
	assert.Equal(t, "dawn", e.State.Phase)
	assert.Equal(t, "orders", e.State.Interrupts[0].Kind)
	assert.Contains(t, e.State.Units["b1"].Statuses, "shaken")
	requireReplays(t, e, 4)
}

// A die is changed only by an answer as it resolves.
func TestADieIsChangedOnlyByAnAnswer(t *testing.T) {
	e := battle(t)
	assert.ErrorIs(t, engine.WhileResolving(e, func() error { return e.AnswerDie(1, 2) }), engine.ErrNoAnswer)
	assert.ErrorIs(t, engine.WhileResolving(e, func() error { _, err := e.RerollDie(1); return err }), engine.ErrNoAnswer)
	_, _, ok := e.AnsweredRoll()
	assert.False(t, ok)
}

// A random game of answers, passes and any-time actions replays from its
// save bit for bit.
func TestAGameOfAnswersReplays(t *testing.T) {
	r := gambitRules(t)
	e, err := r.New(game.Config{Scenario: "field", Dice: dice.NewSeeded(22), Begin: true})
	require.NoError(t, err)
	e.TrackDigests = true
	chooser := rand.New(rand.NewPCG(22, 22))
	answers := 0
	for i := 0; i < 300 && !e.Over(); i++ {
		legal, err := e.LegalActions()
		require.NoError(t, err)
		require.NotEmpty(t, legal)
		a := legal[chooser.IntN(len(legal))]
		if a.Kind == "spend_luck" {
			answers++
		}
		require.NoError(t, e.Submit(a))
	}
	require.Positive(t, answers, "the game answered rolls")
	var buf bytes.Buffer
	require.NoError(t, engine.WriteGame(&buf, e.Record("field", 22, nil)))
	saved, err := engine.ReadGame(&buf)
	require.NoError(t, err)
	replayed, err := engine.Replay(r.RS, saved, script.Attacher(r.Prog, script.Options{}))
	require.NoError(t, err)
	want, err := e.State.Encode()
	require.NoError(t, err)
	got, err := replayed.State.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got))
	assert.Equal(t, e.Dice.Rolls(), replayed.Dice.Rolls())
}

// The odds of an action with an answerable roll are those of its dice
// before any answer; the window of the first answer is where it stops.
func TestTheOddsOfAnAnswerableRoll(t *testing.T) {
	e := battle(t)
	before, err := e.State.Encode()
	require.NoError(t, err)
	odds, err := e.Odds(act("shoot", map[string]any{"unit": "r1", "target": "b1"}))
	require.NoError(t, err)
	require.NotEmpty(t, odds.Stops)
	assert.Equal(t, "luck", odds.Stops[0].Kind)
	after, err := e.State.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "odds leave the game as it was")
	assert.Empty(t, e.State.Interrupts)
}

// The odds of an answer are those of the action played again after it.
func TestTheOddsOfAnAnswer(t *testing.T) {
	e := battle(t, 4)
	require.NoError(t, e.Submit(act("shoot", map[string]any{"unit": "r1", "target": "b1"})))
	before, err := e.State.Encode()
	require.NoError(t, err)
	odds, err := e.Odds(act("spend_luck", luck(1)))
	require.NoError(t, err)
	require.True(t, odds.Exact)
	require.Contains(t, odds.Units, "b1")
	// a reroll of 5 or 6 hits, and then damage of 3 or more eliminates
	assert.InDelta(t, 2.0/6*4/6, odds.Units["b1"].Eliminated.P, 1e-9)
	after, err := e.State.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "odds leave the game as it was")
	require.NoError(t, e.Submit(act(engine.ActionPass, nil)), "and the answers go on")
}

// Every report of a kind an action makes is kept, in order, until an
// action makes that kind again; Reports holds the last.
func TestAnActionMakesSeveralReportsOfAKind(t *testing.T) {
	e := battle(t)
	require.NoError(t, e.Submit(act("roll_call", nil)))
	units := func() []any {
		var out []any
		for _, r := range e.ReportsOf("present") {
			out = append(out, r["unit"])
		}
		return out
	}
	assert.Equal(t, []any{"b1", "r1", "rhq"}, units())
	assert.Equal(t, "rhq", e.Reports["present"]["unit"])
	require.NoError(t, e.Submit(act("taunt", nil)))
	assert.Len(t, e.ReportsOf("present"), 3, "an action that makes none leaves them")
	require.NoError(t, engine.WhileResolving(e, func() error { return e.Eliminate("b1", "g.shot") }))
	require.NoError(t, e.Submit(act("roll_call", nil)))
	assert.Equal(t, []any{"r1", "rhq"}, units(), "the next roll call's alone")
	assert.Empty(t, e.ReportsOf("nothing"))
}

// A phase's start may stop it too: its steps wait for the choice.
func TestAPhaseStartStopsForAChoice(t *testing.T) {
	fsys := fstest.MapFS{}
	for _, name := range []string{"ruleset.hcl", "rules.hcl", "gambit.lua"} {
		data, err := os.ReadFile(filepath.Join("testdata", "rulesets", "gambit", name))
		require.NoError(t, err)
		fsys["rulesets/gambit/"+name] = &fstest.MapFile{Data: data}
	}
	fsys["rulesets/gambit/omens.lua"] = &fstest.MapFile{Data: []byte(`
nw68.on("phase_start", "dawn", function()
  nw68.open_interrupt{ kind = "omens", side = "blue", actions = { "order" } }
end)
`)}
	r, err := game.Load(ruleset.Options{FS: fsys, Ruleset: "gambit"})
	require.NoError(t, err)
	e, err := r.New(game.Config{Scenario: "field", Dice: dice.NewScripted(nil), Begin: true})
	require.NoError(t, err)
	require.Len(t, e.State.Interrupts, 1)
	assert.Equal(t, "omens", e.State.Interrupts[0].Kind)
	assert.Empty(t, e.State.Step, "no step has run")
	assert.Equal(t, 1, e.State.Waiting)

	require.NoError(t, e.Submit(act(engine.ActionPass, nil)))
	require.Len(t, e.State.Interrupts, 1, "the first step ran and stops the phase in turn")
	assert.Equal(t, "orders", e.State.Interrupts[0].Kind)
	assert.Equal(t, "choose", e.State.Step)
	require.NoError(t, e.Submit(act("order", map[string]any{"stance": "hold"})))
	assert.Equal(t, 1, e.State.Var("mustered"))
	assert.Equal(t, "battle", e.State.Phase)
}

// A line written as a message keeps its key and values: each reader's
// language renders it again, with its plural forms; the English stands
// where a language has no translation.
func TestAMessageIsReadInEachLanguage(t *testing.T) {
	e := battle(t)
	require.NoError(t, e.Submit(engine.Action{Kind: "roll_call", Side: "red"}))
	line := e.Log[len(e.Log)-1]
	assert.Equal(t, "g.roll-called", line.Key)
	assert.Equal(t, "g.roll-call", line.Rule, "the message's rule")
	assert.Equal(t, map[string]any{"n": 3, "side": "red"}, line.Params)
	assert.Equal(t, "Red counts 3 units on the field", line.Text, "the side's id read as its name")
	catalogs, err := locales.Load()
	require.NoError(t, err)
	russian, err := catalogs.Printer("ru") // the program's Russian, its plural rule as locales/ru/ states it
	require.NoError(t, err)
	english, err := catalogs.Printer("en")
	require.NoError(t, err)
	german := text.NewPrinter(&text.Catalog{Lang: text.NewLanguage("de", "Deutsch", 1, nil)}, &text.Catalog{Lang: text.English})
	assert.Equal(t, "Красные насчитывают на поле 3 отряда", engine.Line(e.Rules, russian, line))
	assert.Equal(t, line.Text, engine.Line(e.Rules, english, line))
	assert.Equal(t, line.Text, engine.Line(e.Rules, nil, line), "no printer: the English")
	assert.Equal(t, line.Text, engine.Line(e.Rules, german, line), "no German: the English")
	plain := engine.LogEntry{Text: "a plain line"}
	assert.Equal(t, "a plain line", engine.Line(e.Rules, russian, plain))
}

// TestARefusalIsReadInEachLanguage: a precondition's reason and a script's
// refusal naming a message keep their key and values, so each reader is
// told them in their language; the English is the refusal's reason.
func TestARefusalIsReadInEachLanguage(t *testing.T) {
	catalogs, err := locales.Load()
	require.NoError(t, err)
	russian, err := catalogs.Printer("ru")
	require.NoError(t, err)
	english, err := catalogs.Printer("en")
	require.NoError(t, err)

	e := battle(t)
	rally := engine.Action{Kind: "rally", Params: map[string]any{"unit": "b1"}, Side: "blue"}
	e.State.EditUnit("r1").SetStatus("shaken", true) // rallying is open: some unit is shaken
	rej, ok := engine.IsRejection(e.Submit(rally))
	require.True(t, ok)
	assert.Equal(t, "b1 is not shaken", rej.Reason)
	assert.Equal(t, "message g.not-shaken text", rej.Key)
	assert.Equal(t, map[string]any{"unit": "b1"}, rej.Params)
	assert.Equal(t, "b1 не дезориентирован", engine.Reason(e.Rules, russian, rej.Veto))
	assert.Equal(t, rej.Reason, engine.Reason(e.Rules, english, rej.Veto))
	assert.Equal(t, rej.Reason, engine.Reason(e.Rules, nil, rej.Veto), "no printer: the English")

	e.State.EditUnit("r1").OnMap = false
	shoot := engine.Action{Kind: "shoot", Params: map[string]any{"unit": "r1", "target": "b1"}, Side: "red"}
	rej, ok = engine.IsRejection(e.Submit(shoot))
	require.True(t, ok)
	assert.Equal(t, "r1 is not on the field (red)", rej.Reason)
	assert.Equal(t, map[string]any{"unit_id": "r1", "unit_side": "red"}, rej.Params)
	assert.Equal(t, "r1 нет на поле (red)", engine.Reason(e.Rules, russian, rej.Veto))
	assert.Equal(t, "a plain reason", engine.Reason(e.Rules, russian, hook.Veto{Reason: "a plain reason"}))

	// the kernel's own refusal, from the program's catalogs
	rej, ok = engine.IsRejection(e.Submit(engine.Action{Kind: "rally", Params: map[string]any{"unit": "b1", "hex": "A1"}, Side: "blue"}))
	require.True(t, ok)
	assert.Equal(t, `action rally takes no parameter "hex"`, rej.Reason)
	assert.Equal(t, "engine.unknown-param", rej.Key)
	assert.Equal(t, `у действия rally нет параметра «hex»`, engine.Reason(e.Rules, russian, rej.Veto))
	assert.Equal(t, rej.Reason, engine.Reason(e.Rules, english, rej.Veto))
}

func TestSayRefusesWhatTheMessageDoesNotName(t *testing.T) {
	e := battle(t)
	for name, c := range map[string]struct {
		key    string
		params map[string]any
		want   string
	}{
		"an unknown key":       {"g.roll-caled", nil, `no message "g.roll-caled". Did you mean "g.roll-called"?`},
		"a parameter too many": {"g.roll-called", map[string]any{"n": 1, "side": "red", "hex": "A1"}, "its text names no {hex}"},
		"a parameter missing":  {"g.roll-called", map[string]any{"n": 1}, "no value for {side}"},
	} {
		err := engine.WhileResolving(e, func() error { return e.Say(c.key, c.params, "", nil, nil) })
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), c.want, name)
	}
}

// A message's value of kind message is a line of its own (a refusal passed
// on): plain text, or a message with its values, read in each reader's
// language; the line may cite a rule other than its message's.
func TestAMessageWithinAMessage(t *testing.T) {
	catalogs, err := locales.Load()
	require.NoError(t, err)
	say, err := catalogs.Printer("ru")
	require.NoError(t, err)
	for name, c := range map[string]struct {
		reason      any
		english, ru string
		wantErr     string
	}{
		"a message with its values": {map[string]any{"key": "g.not-shaken", "params": map[string]any{"unit": "r1"}},
			"Red cannot rally: r1 is not shaken", "Красные не могут сплотить: r1 не дезориентирован", ""},
		"a precondition's reason, passed on": {map[string]any{"key": "precondition on-field reason", "params": map[string]any{"unit_id": "r1", "unit_side": "red"}},
			"Red cannot rally: r1 is not on the field (red)", "Красные не могут сплотить: r1 нет на поле (red)", ""},
		"a reason without values is text": {map[string]any{"key": "no luck left"}, "Red cannot rally: no luck left", "Красные не могут сплотить: no luck left", ""},
		"plain text":                      {"no luck left", "Red cannot rally: no luck left", "Красные не могут сплотить: no luck left", ""},
		"a key no message has":            {map[string]any{"key": "g.not-shakn", "params": map[string]any{}}, "", "", `names no message`},
		"neither text nor a table":        {7, "", "", "is text or {key, params}"},
	} {
		e := battle(t)
		err := engine.WhileResolving(e, func() error {
			return e.Say("g.no-rally", map[string]any{"side": "red", "reason": c.reason}, "g.shot", nil, nil)
		})
		if c.wantErr != "" {
			require.Error(t, err, name)
			assert.Contains(t, err.Error(), c.wantErr, name)
			continue
		}
		require.NoError(t, err, name)
		line := e.Log[len(e.Log)-1]
		assert.Equal(t, c.english, line.Text, name)
		assert.Equal(t, "g.shot", line.Rule, "%s: the rule the caller names", name)
		assert.Equal(t, c.ru, engine.Line(e.Rules, say, line), name)
	}
}
