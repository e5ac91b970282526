package main

import (
	"cmp"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/nw68/nw68/conformance"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/text"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/spf13/cobra"
)

func newOddsCmd(g *globals) *cobra.Command {
	var name, fixture string
	var lua script.Options
	cmd := &cobra.Command{
		Use:     helpText("help.odds.use"),
		Short:   helpText("help.odds.short"),
		Long:    helpText("help.odds.long", "leaves", engine.OddsLeaves),
		Example: helpText("help.odds.example"),
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runOdds(g, args[0], name, fixture, lua, cmd.OutOrStdout())
		},
	}
	addCaseFlags(cmd, &name, &fixture)
	addLuaFlags(cmd, &lua)
	return cmd
}

func runOdds(g *globals, path, name, fixture string, lua script.Options, out io.Writer) error {
	c, err := oddsCase(g, path, name, fixture)
	if err != nil {
		return err
	}
	e, last, err := playToLast(g, c, c.Config(lua))
	if err != nil {
		return err
	}
	o, err := e.Odds(last)
	if err != nil {
		return &exitError{code: exitFailures, err: fmt.Errorf("%s: %w", g.say.T("odds.case_action", "case", c.Name, "n", len(c.Actions), "kind", last.Kind), err)}
	}
	printOdds(out, o, g.say, e.Rules)
	return nil
}

// playToLast sets up a case's game and plays all its actions but the
// last, which it returns.
func playToLast(g *globals, c *conformance.Case, cfg game.Config) (*engine.Engine, engine.Action, error) {
	fsys, err := g.fs()
	if err != nil {
		return nil, engine.Action{}, err
	}
	e, err := game.New(ruleset.Options{FS: fsys, Ruleset: c.Ruleset, Mods: c.Mods}, cfg)
	if err != nil {
		return nil, engine.Action{}, &exitError{code: exitFailures, err: fmt.Errorf("%s: %w", g.say.T("odds.case", "case", c.Name), err)}
	}
	last := len(c.Actions) - 1
	for i, a := range c.Actions[:last] {
		if err := e.Submit(engine.Action{Kind: a.Kind, Params: a.Params}); err != nil {
			return nil, engine.Action{}, &exitError{code: exitFailures, err: fmt.Errorf("%s: %w", g.say.T("odds.case_action", "case", c.Name, "n", i+1, "kind", a.Kind), err)}
		}
	}
	a := c.Actions[last]
	return e, engine.Action{Kind: a.Kind, Params: a.Params}, nil
}

// addCaseFlags adds the flags that pick a case of a file, or a fixture of
// its folder: one of them.
func addCaseFlags(cmd *cobra.Command, name, fixture *string) {
	cmd.Flags().StringVar(name, "case", "", helpText("help.flag.case"))
	cmd.Flags().StringVar(fixture, "fixture", "", helpText("help.flag.fixture"))
	cmd.MarkFlagsMutuallyExclusive("case", "fixture")
}

// oddsCase reads the case or fixture to take the odds of.
func oddsCase(g *globals, path, name, fixture string) (*conformance.Case, error) {
	c, err := readCase(g, path, name, fixture)
	if err != nil {
		return nil, err
	}
	return c, checkOddsCase(g.say, c)
}

// readCase reads a case of a file (the last for ""), or with fixture a
// fixture of the case files of its folder.
func readCase(g *globals, path, name, fixture string) (*conformance.Case, error) {
	var p conformance.Parser
	if fixture != "" {
		c, diags, files := p.Fixture(path, fixture)
		if diags.HasErrors() {
			_ = ruleset.WriteDiagnostics(g.errOut, files, 100, diags)
			return nil, badInput("%s", g.say.T("odds.fixture_errors", "path", path, "fixture", fixture))
		}
		return c, nil
	}
	cases, diags, files := p.ParseFile(path)
	if diags.HasErrors() {
		_ = ruleset.WriteDiagnostics(g.errOut, files, 100, diags)
		return nil, badInput("%s", g.say.T("odds.file_errors", "path", path))
	}
	if len(cases) == 0 {
		return nil, badInput("%s", g.say.T("odds.no_cases", "path", path))
	}
	c := cases[len(cases)-1]
	if name != "" {
		i := slices.IndexFunc(cases, func(c *conformance.Case) bool { return c.Name == name })
		if i < 0 {
			return nil, badInput("%s", g.say.T("odds.no_case", "path", path, "case", name))
		}
		c = cases[i]
	}
	return c, nil
}

// checkOddsCase refuses a case or fixture odds cannot play: one without
// actions, or one that scripts its dice.
func checkOddsCase(say *text.Printer, c *conformance.Case) error {
	switch {
	case len(c.Actions) == 0:
		return badInput("%s", say.T("odds.no_action", "case", c.Name))
	case len(c.Dice) > 0:
		return badInput("%s", say.T("odds.scripted_dice", "case", c.Name))
	}
	return nil
}

// showOdds prints odds in the session's language (see printOdds).
func (s *session) showOdds(o *engine.Odds) {
	printOdds(s.out, o, s.say, s.e.Rules)
}

// printOdds prints, in say's language, when the first roll decides by a
// least total whether the action has an effect, that total and its chance,
// then one line per result that may happen, with its chance: each report
// field's values (most likely first), then per unit that some outcome
// changes, what may become of it, each line one outcome ("no effect"
// included), so a unit's lines add up to 100%. rules name the statuses and
// sides in say's language (nil: by id).
func printOdds(w io.Writer, o *engine.Odds, say *text.Printer, rules *ruleset.Ruleset) {
	name := func(kind, id string) string {
		if rules == nil {
			return id
		}
		return rules.Text(say.Lang().ID, kind, id, "name", id)
	}
	percent := func(p float64) string { return fmt.Sprintf("%.1f%%", 100*p) }
	if n := o.Needs; n != nil {
		fmt.Fprint(w, say.T("odds.needs", "total", n.AtLeast, "dice", n.Dice, "p", percent(n.Chance.P)))
		if !o.Exact {
			fmt.Fprintf(w, " ±%.1f%%", 100*n.Chance.Margin)
		}
		fmt.Fprintln(w)
	}
	if o.Exact {
		fmt.Fprintln(w, say.T("odds.exact", "n", o.Runs))
	} else {
		fmt.Fprintln(w, say.T("odds.sampled", "n", o.Runs))
	}
	// what the plays cover: their rolls, and where they stop for a window
	if len(o.Rolls) == 0 {
		fmt.Fprintln(w, say.T("odds.no_rolls"))
	} else {
		rolls := o.Rolls
		if rules != nil {
			rolls = engine.OddsRolls(rules, say, o)
		}
		fmt.Fprintln(w, say.T("odds.rolls", "rolls", strings.Join(rolls, ", ")))
	}
	for _, st := range o.Stops {
		fmt.Fprintln(w, say.T("odds.stops", "p", percent(st.P), "kind", st.Kind, "side", name(ruleset.KindSide, st.Side), "actions", strings.Join(st.Actions, ", ")))
	}
	type line struct {
		what string
		p    engine.Probability
	}
	var lines []line
	for _, name := range slices.Sorted(maps.Keys(o.Reports)) {
		for _, field := range slices.Sorted(maps.Keys(o.Reports[name])) {
			for _, v := range o.Reports[name][field] {
				value := fmt.Sprint(v.Value)
				if value == "" {
					value = `""`
				}
				lines = append(lines, line{fmt.Sprintf("%s.%s = %s", name, field, value), v.Probability})
			}
		}
	}
	change := func(c engine.UnitChange) string {
		return changeText(say, c, func(id string) string { return name(ruleset.KindStatus, id) })
	}
	for _, id := range slices.Sorted(maps.Keys(o.Units)) {
		for _, c := range unitOutcomes(o, id, change) {
			lines = append(lines, line{id + " " + c.what, c.p})
		}
	}
	lines = slices.DeleteFunc(lines, func(l line) bool { return l.p.P == 0 })
	width := 0
	for _, l := range lines {
		width = max(width, utf8.RuneCountInString(l.what))
	}
	for _, l := range lines {
		fmt.Fprintf(w, "%s %5.1f%%", padRunes(l.what, width+2), 100*l.p.P)
		if !o.Exact {
			fmt.Fprintf(w, " ±%.1f%%", 100*l.p.Margin)
		}
		fmt.Fprintln(w)
	}
}

// A unitOutcome is one thing that may become of a unit, with its chance.
type unitOutcome struct {
	what string
	p    engine.Probability
}

// unitOutcomes are the disjoint results an action may have on a unit,
// most likely first: the outcomes that change it alike, added up. The
// kernel's per-unit events overlap (a unit may turn to another face and
// gain a status), so they are read from the outcomes instead.
// change says in words what one outcome did to the unit.
func unitOutcomes(o *engine.Odds, id string, change func(engine.UnitChange) string) []unitOutcome {
	sum := map[string]float64{}
	for _, out := range o.Outcomes {
		sum[change(out.Units[id])] += out.P
	}
	var list []unitOutcome
	for what, p := range sum {
		pr := engine.Probability{P: p}
		if !o.Exact && o.Runs > 0 {
			pr.Margin = 1.96 * math.Sqrt(p*(1-p)/float64(o.Runs))
		}
		list = append(list, unitOutcome{what, pr})
	}
	slices.SortFunc(list, func(a, b unitOutcome) int {
		return cmp.Or(cmp.Compare(b.p.P, a.p.P), strings.Compare(a.what, b.what))
	})
	return list
}

// changeText says in say's language what one outcome did to a unit,
// naming the statuses it gained by status.
func changeText(say *text.Printer, c engine.UnitChange, status func(id string) string) string {
	if c.Eliminated {
		return say.T("odds.eliminated")
	}
	var parts []string
	if c.Face != "" {
		parts = append(parts, say.T("odds.face", "face", c.Face))
	}
	for _, st := range c.StatusesGained {
		parts = append(parts, say.T("odds.gains", "status", status(st)))
	}
	if len(parts) == 0 {
		return say.T("odds.no_effect")
	}
	return strings.Join(parts, " + ")
}
