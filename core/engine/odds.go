package engine

import (
	"cmp"
	"errors"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	"github.com/nw68/nw68/core/text"
)

// Odds' defaults: enumerate up to OddsLeaves outcomes, else sample
// OddsSamples games with dice seeded from OddsSeed.
const (
	OddsLeaves  = 20_000
	OddsSamples = 20_000
	OddsSeed    = 1968
)

// oddsGuessAfter is how many leaves an enumeration finds before it trusts
// its guess of the tree's size (see guess): fewer, and one branch of many
// leaves met early would end an enumeration that fits.
const oddsGuessAfter = 64

// OddsOptions bound the work of Odds; zero values take the defaults.
type OddsOptions struct {
	// Leaves is the most outcomes enumerated; a tree of rolls with more
	// leaves is sampled instead.
	Leaves int
	// Samples is how many games are sampled when the tree is too large.
	Samples int
	// Steps and Memory bound the Lua work of all the plays together (see
	// Budget): each play is an action with its automated follow-ups, so
	// without a total a few thousand plays of a long automated turn would
	// hold a core for minutes. Zero takes the meter's default.
	Steps, Memory int64
	// Stop, when it closes, ends the work, within a play or between two,
	// with ErrStopped: a caller that no longer wants the answer (a page
	// that moved on) frees the core.
	Stop <-chan struct{}
	// Leaf, when set, is called at each outcome played (p its chance, 1/n
	// of n samples) with the game in the position the outcome left, before
	// it is undone: a player looking ahead judges it there, or asks Odds
	// of its next action (the dice hold no more faces than the outcome
	// used, and what Leaf does is undone with the outcome, its Lua work
	// counting against Steps and Memory). An enumeration that outgrows
	// Leaves, or is seen to be going to, starts again as samples, so the
	// answer's outcomes are the last Runs that Leaf saw. An error it
	// returns ends Odds with it.
	Leaf func(e *Engine, p float64) error
}

// A Probability is a chance from 0 to 1. Margin is half the width of its
// 95% confidence interval when it was sampled, 0 when it is exact.
type Probability struct {
	P      float64
	Margin float64
}

// A UnitChange is what one outcome did to a unit that was in play: the
// kernel knows no rule names, so it says only whether the unit was
// eliminated, the face it turned to (empty: the same face) and the
// statuses it gained.
type UnitChange struct {
	Eliminated     bool
	Face           string
	StatusesGained []string
}

// An Outcome is one result of an action with its chance: the units it
// changed and the reports the resolution made.
type Outcome struct {
	Probability
	Units   map[string]UnitChange
	Reports map[string]map[string]any
}

// A ValueOdds is the chance of one value of a report field.
type ValueOdds struct {
	Value any
	Probability
}

// UnitOdds are the chances of what happens to a unit. Its events overlap
// (a unit may turn to another face and gain a status); Unchanged is the
// chance of none of them.
type UnitOdds struct {
	Eliminated Probability
	Faces      map[string]Probability // turned to this face
	Statuses   map[string]Probability // gained this status
	Unchanged  Probability
}

// Odds are the chances of the results of an action.
type Odds struct {
	// Exact is true when every outcome of the dice was played; otherwise
	// Runs games were sampled and every probability has a margin.
	Exact bool
	// Runs is the number of outcomes enumerated, or of games sampled.
	Runs int
	// Outcomes are the distinct outcomes, most likely first.
	Outcomes []Outcome
	// Reports give, per report and field, the chance of each value, most
	// likely first. A report the action makes only sometimes has values
	// whose chances sum to less than 1.
	Reports map[string]map[string][]ValueOdds
	// Units hold the units that some outcome changes.
	Units map[string]*UnitOdds
	// Needs, when set, is the least total of the action's first roll
	// from which it has an effect, for a player who reads odds as a
	// target number; nil when that roll alone does not decide it.
	Needs *Need `json:"needs,omitempty"`
	// Stops are the reaction windows some plays stop at, most likely
	// first. A play is one Submit, with what the rules automate after it:
	// it ends where the action does, or where it stops for a window it
	// opened (a move the enemy may fire on), and what the action does
	// once that window is answered is in the odds of the answer, not
	// these. Rolls are the rolls the plays made, "<purpose> (<n>d<sides>)",
	// in the order first made: what these odds are of.
	Stops []Stop   `json:"stop_windows,omitempty"`
	Rolls []string `json:"rolls,omitempty"`
	// told are Rolls' purposes as their callers tell them, and purposes
	// in English, one for each (see OddsRolls).
	told     []any
	purposes []string
}

// OddsRolls are an odds' Rolls as a reader in say's language (nil:
// English) reads them.
func OddsRolls(rs *ruleset.Ruleset, say *text.Printer, o *Odds) []string {
	if say == nil || len(o.told) != len(o.Rolls) {
		return o.Rolls
	}
	out := slices.Clone(o.Rolls)
	for i, told := range o.told {
		if told == nil {
			continue
		}
		english := o.purposes[i]
		if purpose, err := nested(rs, say.Lang(), told, 1); err == nil {
			out[i] = purpose + strings.TrimPrefix(o.Rolls[i], english)
		}
	}
	return out
}

// A Stop is a window plays of an action stop at, with their chance: its
// kind, the side it asks, what it may be answered with and its context.
type Stop struct {
	Probability
	Kind    string         `json:"kind"`
	Side    string         `json:"side"`
	Actions []string       `json:"actions"`
	Context map[string]any `json:"context,omitempty"`
}

// A Need is the total of a roll from which an action has an effect (it
// changes some unit beyond what every outcome does alike, such as the
// attacker marking itself as having fired), every total below having
// none. The kernel reads it off the outcomes, so it holds for whatever the
// roll means in the game.
type Need struct {
	Dice    string      `json:"dice"`     // the roll as the kernel threw it: "<n>d<sides>"
	AtLeast int         `json:"at_least"` // the least total with an effect
	Chance  Probability `json:"chance"`   // of AtLeast or more
	Purpose string      `json:"purpose"`  // the roll's purpose as the script named it
}

// errTooManyLeaves stops an enumeration that outgrew its limit.
var errTooManyLeaves = errors.New("too many outcomes to enumerate")

// Odds plays an action for every outcome of the dice it rolls, through the
// whole Submit pipeline, and returns the chance of each result. Rolls that
// depend on earlier rolls form a tree, explored depth first one die at a
// time; a tree of more than OddsLeaves leaves, or one that the branches
// played so far show will have more (see guess), is sampled instead (with
// a fixed seed, so the answer is reproducible). The game is left exactly as
// it was: state, actions, digests, log, values, reports and dice. An
// illegal action returns its *Rejection; a resolution that fails on some
// dice returns that error with the faces that led to it; plays that
// together run over the meter's budget for a piece of work return its
// error (ErrOverBudget).
func (e *Engine) Odds(a Action) (*Odds, error) { return e.OddsWith(a, OddsOptions{}) }

// OddsWith is Odds with other limits.
func (e *Engine) OddsWith(a Action, opts OddsOptions) (*Odds, error) {
	opts.Leaves = cmp.Or(opts.Leaves, OddsLeaves)
	opts.Samples = cmp.Or(opts.Samples, OddsSamples)
	x := &explorer{e: e, a: a, game: e.Dice, actions: len(e.Actions), limit: opts.Leaves, exact: true, stop: opts.Stop, leaf: opts.Leaf}
	// the outcomes play on clones of the state; the game keeps its own objects
	x.saved = checkpoint{state: e.State, dice: e.Dice.Checkpoint(), log: len(e.Log), results: e.results(), answering: e.answering}
	digests := e.TrackDigests
	e.TrackDigests = false // the outcomes are not the game's history
	defer func() {
		x.restore(x.saved)
		e.TrackDigests = digests
	}()
	err := e.Bounded(Budget{What: "odds of " + a.Kind, Steps: opts.Steps, Memory: opts.Memory, Stop: opts.Stop}, func() error {
		err := x.explore(nil, 1)
		if errors.Is(err, errTooManyLeaves) {
			err = x.sample(opts.Samples)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return x.odds(), nil
}

// explorer plays the outcomes of one action.
type explorer struct {
	e       *Engine
	a       Action
	saved   checkpoint
	game    *dice.Dice
	actions int
	limit   int
	leaves  []Outcome
	exact   bool
	stop    <-chan struct{}
	leaf    func(*Engine, float64) error
	// path is the rolls being branched on, outermost first (see guess).
	path []branching
	// firsts are the first roll of each leaf, for Needs; stops the window
	// each stopped at (nil: none) and rolls what each rolled, for Stops
	// and Rolls.
	firsts []firstRoll
	stops  []*state.Interrupt
	rolls  [][]rollSeen
}

// A firstRoll is the first roll of an outcome: n dice of sides sides
// that came to total (n is 0 when the outcome rolled none).
type firstRoll struct {
	n, sides, total int
	purpose         string
}

// A branching is a roll being branched on: its combinations of faces,
// the one being played (from 0), and the leaves found before it and
// before the combination being played.
type branching struct {
	combos, at   int
	start, child int
}

// restore puts the game back as Odds found it, with cp's state.
func (x *explorer) restore(cp checkpoint) {
	x.e.Dice = x.game
	x.e.restore(cp)
	x.e.Actions = x.e.Actions[:x.actions]
}

// play submits the action with the given dice on a copy of the game and
// returns what it changed. Reports start empty, so what they hold after
// is what this action reported (rulesets only write them).
func (x *explorer) play(d *dice.Dice) (Outcome, error) {
	select {
	case <-x.stop:
		return Outcome{}, fmt.Errorf("odds of %s: %w", x.a.Kind, ErrStopped)
	default:
	}
	start := x.saved
	start.state = x.saved.state.Clone()
	start.reports = map[string]map[string]any{}
	x.restore(start)
	x.e.Dice = d
	err := x.e.Submit(x.a) // judged in every play, as Submit always judges
	out := Outcome{Units: unitChanges(x.saved.state, x.e.State), Reports: x.e.Reports}
	return out, err
}

// explore plays the outcomes that begin with the faces of prefix, whose
// chance is p, branching on every roll the resolution asks for: on every
// face of all the dice the roll still misses at once, so a roll of n dice
// of s sides is s^n plays, without the plays that stop after each die.
func (x *explorer) explore(prefix []int, p float64) error {
	d := dice.NewPrefix(prefix)
	out, err := x.play(d)
	if need, ok := d.Needs(); ok {
		missing := need.N - need.Die
		combos := 1
		for range missing {
			if combos *= need.Sides; combos > x.limit-len(x.leaves) {
				return errTooManyLeaves
			}
		}
		faces := slices.Repeat([]int{1}, missing)
		x.path = append(x.path, branching{combos: combos, start: len(x.leaves)})
		defer func() { x.path = x.path[:len(x.path)-1] }()
		for at := range combos {
			b := &x.path[len(x.path)-1]
			b.at, b.child = at, len(x.leaves)
			if err := x.explore(append(slices.Clip(prefix), faces...), p/float64(combos)); err != nil {
				return err
			}
			// the next combination, the last die turning fastest
			for i := missing - 1; i >= 0; i-- {
				if faces[i] < need.Sides {
					faces[i]++
					break
				}
				faces[i] = 1
			}
		}
		return nil
	}
	switch {
	case err != nil && len(prefix) == 0:
		return err // a rejection, or a failure before any roll
	case err != nil:
		return fmt.Errorf("with dice %v: %w", prefix, err)
	case len(x.leaves) == x.limit:
		return errTooManyLeaves
	}
	out.P = p
	x.keep(out, d)
	if len(x.leaves) >= oddsGuessAfter && x.guess() > float64(x.limit) {
		return errTooManyLeaves
	}
	return x.visit(p)
}

// keep adds an outcome played with dice d to the leaves.
func (x *explorer) keep(out Outcome, d *dice.Dice) {
	x.leaves = append(x.leaves, out)
	var first firstRoll
	if rolls := d.Rolls(); len(rolls) > 0 {
		first = firstRoll{n: len(rolls[0].Faces), sides: rolls[0].Sides, total: rolls[0].Sum(), purpose: rolls[0].Purpose}
	}
	x.firsts = append(x.firsts, first)
	var stop *state.Interrupt
	// a window open before the action (one it answers, or one its side
	// carries on past) is none it stops at
	before, now := x.saved.state.Interrupts, x.e.State.Interrupts
	if n := len(now); n > 0 && (n > len(before) || !reflect.DeepEqual(now[n-1], before[n-1])) {
		w := now[n-1]
		stop = &w
	}
	x.stops = append(x.stops, stop)
	rolled := make([]rollSeen, 0, len(d.Rolls()))
	for _, r := range d.Rolls() {
		rolled = append(rolled, rollSeen{purpose: r.Purpose, n: len(r.Faces), sides: r.Sides, told: r.Told})
	}
	x.rolls = append(x.rolls, rolled)
}

// A rollSeen is a roll an odds' play made, its faces aside.
type rollSeen struct {
	purpose  string
	n, sides int
	told     any
}

// name is how an odds names a roll: "<purpose> (<n>d<sides>)".
func (r rollSeen) name() string { return fmt.Sprintf("%s (%dd%d)", r.purpose, r.n, r.sides) }

// stopsAndRolls gathers the leaves' windows, alike ones added up, and the
// rolls they made.
func (x *explorer) stopsAndRolls(margin func(float64) Probability) ([]Stop, []string, []any, []string) {
	var stops []Stop
	at := map[string]int{}
	for i, w := range x.stops {
		if w == nil {
			continue
		}
		key := fmt.Sprint(w.Kind, w.Side, w.Actions, w.Context) // fmt prints maps sorted by key
		if j, ok := at[key]; ok {
			stops[j].P += x.leaves[i].P
			continue
		}
		at[key] = len(stops)
		stops = append(stops, Stop{Probability: Probability{P: x.leaves[i].P}, Kind: w.Kind, Side: w.Side, Actions: w.Actions, Context: w.Context})
	}
	for i := range stops {
		stops[i].Probability = margin(stops[i].P)
	}
	slices.SortStableFunc(stops, func(a, b Stop) int { return cmp.Compare(b.P, a.P) })
	var rolls, purposes []string
	var told []any
	for _, rs := range x.rolls {
		for _, r := range rs {
			if name := r.name(); !slices.Contains(rolls, name) {
				rolls, told, purposes = append(rolls, name), append(told, r.told), append(purposes, r.purpose)
			}
		}
	}
	return stops, rolls, told, purposes
}

// visit calls the caller's Leaf at the position an outcome left.
func (x *explorer) visit(p float64) error {
	if x.leaf == nil {
		return nil
	}
	return x.leaf(x.e, p)
}

// guess is the enumeration's guess, as it goes, of the leaves of the whole
// tree: each roll being branched on is taken to have, in the combinations
// not yet played, as many leaves a combination as in those played, the one
// being played counted as guessed below it. A tree whose likely branches
// are few and small but whose rare ones hold most of its leaves (a draw
// that may set off an event's rolls on rolls) is so known for too large
// after a few of its leaves, rather than after the limit's worth.
func (x *explorer) guess() float64 {
	below := float64(len(x.leaves))
	if n := len(x.path); n > 0 {
		below -= float64(x.path[n-1].child)
	}
	for i := len(x.path) - 1; i >= 0; i-- {
		b := x.path[i]
		below = (float64(b.child-b.start) + below) * float64(b.combos) / float64(b.at+1)
	}
	return below
}

// sample plays n games with seeded dice, in place of what was enumerated.
func (x *explorer) sample(n int) error {
	x.leaves, x.firsts, x.stops, x.rolls, x.exact = nil, nil, nil, nil, false
	seeds := rand.New(rand.NewPCG(OddsSeed, OddsSeed))
	for range n {
		seed := seeds.Uint64()
		d := dice.NewSeeded(seed)
		out, err := x.play(d)
		if err != nil {
			return fmt.Errorf("with dice seeded %d: %w", seed, err)
		}
		out.P = 1 / float64(n)
		x.keep(out, d)
		if err := x.visit(out.P); err != nil {
			return err
		}
	}
	return nil
}

// unitChanges compares the units in play before with the same units after.
func unitChanges(before, after *state.State) map[string]UnitChange {
	changes := map[string]UnitChange{}
	for id, b := range before.Units {
		a, ok := after.Units[id]
		if !b.Alive {
			continue
		}
		var c UnitChange
		switch {
		case !ok || !a.Alive:
			c.Eliminated = true
		default:
			if a.Face != b.Face {
				c.Face = a.Face
			}
			for _, st := range a.Statuses {
				if !b.Has(st) {
					c.StatusesGained = append(c.StatusesGained, st)
				}
			}
		}
		if c.Eliminated || c.Face != "" || len(c.StatusesGained) > 0 {
			changes[id] = c
		}
	}
	return changes
}

// odds aggregates the leaves.
func (x *explorer) odds() *Odds {
	o := &Odds{Exact: x.exact, Runs: len(x.leaves), Reports: map[string]map[string][]ValueOdds{}, Units: map[string]*UnitOdds{}}
	margin := func(p float64) Probability {
		// n samples of 1/n each may sum a hair past 1
		p = min(max(p, 0), 1)
		if x.exact {
			return Probability{P: p}
		}
		return Probability{P: p, Margin: 1.96 * math.Sqrt(p*(1-p)/float64(len(x.leaves)))}
	}
	type tally struct {
		value any
		p     float64
	}
	outcomes := map[string]*Outcome{}
	values := map[string]map[string]map[string]*tally{}
	for _, l := range x.leaves {
		key := fmt.Sprint(l.Units, l.Reports) // fmt prints maps sorted by key
		if seen, ok := outcomes[key]; ok {
			seen.P += l.P
		} else {
			outcomes[key] = &l
		}
		for name, fields := range l.Reports {
			if values[name] == nil {
				values[name] = map[string]map[string]*tally{}
			}
			for field, v := range fields {
				if values[name][field] == nil {
					values[name][field] = map[string]*tally{}
				}
				k := fmt.Sprint(v)
				if t, ok := values[name][field][k]; ok {
					t.p += l.P
				} else {
					values[name][field][k] = &tally{v, l.P}
				}
			}
		}
	}
	for _, out := range outcomes {
		out.Probability = margin(out.P)
		o.Outcomes = append(o.Outcomes, *out)
		for id := range out.Units {
			if o.Units[id] == nil {
				o.Units[id] = &UnitOdds{Faces: map[string]Probability{}, Statuses: map[string]Probability{}}
			}
		}
	}
	slices.SortStableFunc(o.Outcomes, func(a, b Outcome) int {
		return cmp.Or(cmp.Compare(b.P, a.P), cmp.Compare(fmt.Sprint(a.Units, a.Reports), fmt.Sprint(b.Units, b.Reports)))
	})
	for name, fields := range values {
		o.Reports[name] = map[string][]ValueOdds{}
		for field, byValue := range fields {
			var list []ValueOdds
			for _, t := range byValue {
				list = append(list, ValueOdds{Value: t.value, Probability: margin(t.p)})
			}
			slices.SortFunc(list, func(a, b ValueOdds) int {
				return cmp.Or(cmp.Compare(b.P, a.P), compareValues(a.Value, b.Value))
			})
			o.Reports[name][field] = list
		}
	}
	o.Needs = x.needs(margin)
	o.Stops, o.Rolls, o.told, o.purposes = x.stopsAndRolls(margin)
	for id, u := range o.Units {
		var eliminated, unchanged float64
		faces, statuses := map[string]float64{}, map[string]float64{}
		for _, out := range o.Outcomes {
			c, changed := out.Units[id]
			switch {
			case !changed:
				unchanged += out.P
			case c.Eliminated:
				eliminated += out.P
			}
			if c.Face != "" {
				faces[c.Face] += out.P
			}
			for _, st := range c.StatusesGained {
				statuses[st] += out.P
			}
		}
		u.Eliminated, u.Unchanged = margin(eliminated), margin(unchanged)
		for f, p := range faces {
			u.Faces[f] = margin(p)
		}
		for st, p := range statuses {
			u.Statuses[st] = margin(p)
		}
	}
	return o
}

// needs finds the least total of the leaves' first roll from which they
// have an effect, when the leaves all began with the same roll and its
// total alone decides whether they have one: each total below has none,
// each from it up has one, and both happen. margin turns the chance of an
// effect into a Probability.
func (x *explorer) needs(margin func(float64) Probability) *Need {
	if len(x.leaves) == 0 || x.firsts[0].n == 0 {
		return nil
	}
	first := x.firsts[0]
	alike := commonChanges(x.leaves)
	least, most := math.MaxInt, math.MinInt // the least total with an effect, the most without
	chance := 0.0
	for i, l := range x.leaves {
		f := x.firsts[i]
		if f.n != first.n || f.sides != first.sides || f.purpose != first.purpose {
			return nil // another roll came first: no one roll decides
		}
		if !hasEffect(l.Units, alike) {
			most = max(most, f.total)
			continue
		}
		least = min(least, f.total)
		chance += l.P
	}
	if least == math.MaxInt || most == math.MinInt || most >= least {
		return nil
	}
	return &Need{Dice: fmt.Sprintf("%dd%d", first.n, first.sides), AtLeast: least, Chance: margin(chance), Purpose: first.purpose}
}

// commonChanges is what every leaf does alike to each unit: eliminating
// it, turning it to a face, the statuses it gains. Those are the action's,
// whatever the dice say, so they are no effect of a roll.
func commonChanges(leaves []Outcome) map[string]UnitChange {
	alike := maps.Clone(leaves[0].Units)
	for id, c := range alike {
		c.StatusesGained = slices.Clone(c.StatusesGained) // the leaf's own stay as they are
		alike[id] = c
	}
	for _, l := range leaves[1:] {
		for id, c := range alike {
			d, ok := l.Units[id]
			if !ok {
				delete(alike, id)
				continue
			}
			c.Eliminated = c.Eliminated && d.Eliminated
			if c.Face != d.Face {
				c.Face = ""
			}
			c.StatusesGained = slices.DeleteFunc(c.StatusesGained, func(st string) bool { return !slices.Contains(d.StatusesGained, st) })
			alike[id] = c
		}
	}
	return alike
}

// hasEffect reports whether a leaf changes some unit beyond what every
// leaf does alike.
func hasEffect(units, alike map[string]UnitChange) bool {
	for id, c := range units {
		a := alike[id]
		if c.Eliminated && !a.Eliminated || c.Face != "" && c.Face != a.Face {
			return true
		}
		for _, st := range c.StatusesGained {
			if !slices.Contains(a.StatusesGained, st) {
				return true
			}
		}
	}
	return false
}

// compareValues orders report values: whole numbers by value, others as text.
func compareValues(a, b any) int {
	if x, ok := a.(int); ok {
		if y, ok := b.(int); ok {
			return cmp.Compare(x, y)
		}
	}
	return cmp.Compare(fmt.Sprint(a), fmt.Sprint(b))
}
