package main

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"

	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/text"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/locales"
	"github.com/nw68/nw68/script"
	"github.com/spf13/cobra"
)

// What check --strict plays: a few hundred actions reach every phase of a
// turn, and the seed makes a failure repeatable.
const (
	strictActions = 200
	strictSeed    = 1
)

func newCheckCmd(g *globals) *cobra.Command {
	var f rulesFlags
	var lua script.Options
	var strict bool
	cmd := &cobra.Command{
		Use:     "check",
		Short:   helpText("help.check.short"),
		Long:    helpText("help.check.long", "seed", strictSeed, "actions", strictActions),
		Example: helpText("help.check.example"),
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			l, err := g.loadRules(f, lua)
			if err != nil {
				return err
			}
			rs := l.rules.RS
			catalogs, err := locales.Load()
			if err != nil {
				return err
			}
			if diags := rs.CheckForms(catalogs.Langs()); diags.HasErrors() {
				return &exitError{code: exitFailures, err: errors.New(diags.Error())}
			}
			// the first scenario, else the smallest setup
			var sc *ruleset.Scenario
			c := game.Config{Begin: strict}
			if len(rs.ScenarioList()) > 0 {
				sc, _ = l.rules.Scenario("") // the one the game below sets up
			} else {
				c.Setup = smallestSetup(rs)
			}
			e, err := l.build(c, strictSeed)
			if err != nil {
				return &exitError{code: exitFailures, err: err}
			}
			played := ""
			if strict {
				if err := smokeRun(e); err != nil {
					return &exitError{code: exitFailures, err: fmt.Errorf("%s, after %d action(s): %w", gameName(sc), len(e.Actions), err)}
				}
				played = fmt.Sprintf(", %s played %d action(s)", gameName(sc), len(e.Actions))
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s %s: %d layers, %d rules, %d unit types, %d actions, %d scripts, hash %.12s%s: ok\n",
				rs.ID, rs.Version, len(rs.Layers), len(rs.Rules), len(rs.Entities[ruleset.KindUnitType]), len(rs.Actions), len(rs.Scripts), rs.Hash, played)
			if g.lang != text.English.ID && untranslated(cmd.OutOrStdout(), g, rs) > 0 && strict {
				return &exitError{code: exitFailures, err: fmt.Errorf("%s is not wholly translated to %s (--strict)", rs.ID, g.lang)}
			}
			return nil
		},
	}
	f.register(cmd, "base", "")
	cmd.Flags().BoolVar(&strict, "strict", false, helpText("help.check.flag.strict", "actions", strictActions))
	addLuaFlags(cmd, &lua)
	return cmd
}

// untranslated lists the texts of the ruleset and the messages of the
// program that have no translation to the chosen language, and returns how
// many there are.
func untranslated(w io.Writer, g *globals, rs *ruleset.Ruleset) int {
	keys := rs.Untranslated(g.lang)
	if len(keys) == 0 {
		fmt.Fprintln(w, g.say.T("check.translated", "ruleset", rs.ID, "lang", g.lang))
	} else {
		fmt.Fprintln(w, g.say.T("check.untranslated", "ruleset", rs.ID, "n", len(keys), "lang", g.lang))
		for _, k := range keys {
			fmt.Fprintf(w, "  %s\n", k)
		}
	}
	missing := g.say.Missing()
	if len(missing) > 0 {
		fmt.Fprintln(w, g.say.T("check.untranslated_program", "n", len(missing), "lang", g.lang))
		for _, k := range missing {
			fmt.Fprintf(w, "  message %s\n", k)
		}
	}
	return len(keys) + len(missing)
}

// smokeRun lets a random bot play a game that has begun: a game that
// ends, a side with no legal action or a refused action ends the run early.
func smokeRun(e *engine.Engine) error {
	err := bot.NewRandom(strictSeed).Play(e, strictActions, nil)
	if _, rejected := engine.IsRejection(err); rejected || errors.Is(err, bot.ErrStuck) {
		return nil
	}
	return err
}

// gameName names a game of a scenario, nil for the smallest setup.
func gameName(sc *ruleset.Scenario) string {
	if sc == nil {
		return "the smallest setup"
	}
	return "scenario " + sc.ID
}

// smallestSetup is a game for a ruleset with no scenario: one hex of the
// first terrain that is not a feature, every side and no unit.
func smallestSetup(rs *ruleset.Ruleset) *ruleset.Setup {
	terrain := ""
	for _, id := range slices.Sorted(maps.Keys(rs.Entities[ruleset.KindTerrain])) {
		if !rs.Entities[ruleset.KindTerrain][id].HasTag(ruleset.TagFeature) {
			terrain = id
			break
		}
	}
	setup := &ruleset.Setup{
		Board: &ruleset.Map{ID: "smallest", Cols: 1, Rows: 1, Orientation: "flat", Shifted: "odd", Terrain: terrain},
		Sides: slices.Sorted(maps.Keys(rs.Entities[ruleset.KindSide])),
	}
	if len(setup.Sides) > 0 {
		setup.ActiveSide = setup.Sides[0]
	}
	return setup
}
