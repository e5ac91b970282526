package main

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/script"
	"github.com/spf13/cobra"
)

func newScenariosCmd(g *globals) *cobra.Command {
	var f rulesFlags
	cmd := &cobra.Command{
		Use:   "scenarios",
		Short: helpText("help.scenarios.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			rs, err := g.load(f)
			if err != nil {
				return err
			}
			w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 2, 2, ' ', 0)
			lang := g.say.Lang().ID
			for _, sc := range rs.ScenarioList() {
				turns := g.say.T("scenarios.open_ended")
				if sc.Turns > 0 {
					turns = g.say.T("scenarios.turns", "n", sc.Turns)
				}
				sides := make([]string, len(sc.Setup.Sides))
				for i, side := range sc.Setup.Sides {
					sides[i] = rs.Text(lang, ruleset.KindSide, side, "name", side)
				}
				fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", sc.ID, rs.Text(lang, ruleset.KindScenario, sc.ID, "title", sc.Title), strings.Join(sides, g.say.T("scenarios.versus")), turns)
				for _, note := range rs.TextList(lang, ruleset.KindScenario, sc.ID, "notes", sc.Notes) {
					fmt.Fprintf(w, "\t  %s\t\t\n", g.say.T("scenarios.setup", "note", note))
				}
			}
			return w.Flush()
		},
	}
	f.register(cmd, "base", "")
	return cmd
}

func newCampaignsCmd(g *globals) *cobra.Command {
	var f rulesFlags
	cmd := &cobra.Command{
		Use:   "campaigns",
		Short: helpText("help.campaigns.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			rs, err := g.load(f)
			if err != nil {
				return err
			}
			if len(rs.Campaigns) == 0 {
				fmt.Fprintln(cmd.OutOrStdout(), g.say.T("scenarios.no_campaign", "ruleset", rs.ID))
				return nil
			}
			w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 2, 2, ' ', 0)
			for _, c := range rs.CampaignList() {
				ids := make([]string, len(c.Steps))
				for i, step := range c.Steps {
					ids[i] = step.Scenario
				}
				fmt.Fprintf(w, "%s\t%s\t%s\n", c.ID, rs.Text(g.say.Lang().ID, ruleset.KindCampaign, c.ID, "title", c.Title), strings.Join(ids, " -> "))
			}
			return w.Flush()
		},
	}
	f.register(cmd, "base", "")
	return cmd
}

func newReplayCmd(g *globals) *cobra.Command {
	var f rulesFlags
	var lua script.Options
	var quiet bool
	cmd := &cobra.Command{
		Use:   helpText("help.replay.use"),
		Short: helpText("help.replay.short"),
		Long:  helpText("help.replay.long"),
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			rec, err := readSave(args[0])
			if err != nil {
				return err
			}
			l, err := g.loadRules(f.forSave(cmd, rec), lua)
			if err != nil {
				return fmt.Errorf("replay %s: %w", args[0], err)
			}
			out := cmd.OutOrStdout()
			logged := 0
			e, err := l.replay(rec)
			if err != nil {
				return &exitError{code: exitFailures, err: err}
			}
			for i, a := range e.Actions {
				if quiet {
					continue
				}
				fmt.Fprintf(out, "%4d  %s\n", i+1, a)
				for logged < len(e.Log) && e.Log[logged].Action <= i {
					if e.Log[logged].Action == i {
						fmt.Fprintf(out, "        %s%s\n", engine.Line(e.Rules, g.say, e.Log[logged]), ruleTag(e.Log[logged].Rule))
					}
					logged++
				}
			}
			fmt.Fprintln(out, g.say.T("scenarios.replayed", "file", args[0], "actions", len(rec.Actions), "rolls", len(e.Dice.Rolls()), "steps", len(rec.Digests)))
			if e.Over() {
				fmt.Fprintln(out, g.say.T("scenarios.result", "result", engine.Result(e.Rules, g.say, e.State)))
			}
			return nil
		},
	}
	f.register(cmd, "", "replay")
	addLuaFlags(cmd, &lua)
	cmd.Flags().BoolVarP(&quiet, "quiet", "q", false, helpText("help.replay.flag.quiet"))
	return cmd
}
