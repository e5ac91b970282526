package main

import (
	"fmt"
	"io"
	"unicode/utf8"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/text"
	"github.com/nw68/nw68/script"
	"github.com/spf13/cobra"
)

func newCostCmd(g *globals) *cobra.Command {
	var name, fixture string
	var lua script.Options
	cmd := &cobra.Command{
		Use:     helpText("help.cost.use"),
		Short:   helpText("help.cost.short"),
		Long:    helpText("help.cost.long"),
		Example: helpText("help.cost.example"),
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runCost(g, args[0], name, fixture, lua, cmd.OutOrStdout())
		},
	}
	addCaseFlags(cmd, &name, &fixture)
	addLuaFlags(cmd, &lua)
	return cmd
}

func runCost(g *globals, path, name, fixture string, lua script.Options, out io.Writer) error {
	c, err := readCase(g, path, name, fixture)
	if err != nil {
		return err
	}
	if len(c.Actions) == 0 {
		return badInput("%q has no action to measure", c.Name)
	}
	cfg := c.Config(lua)
	if len(c.Dice) == 0 {
		cfg.Dice = dice.NewSeeded(1) // a case that leaves its dice to odds
	}
	e, a, err := playToLast(g, c, cfg)
	if err != nil {
		return err
	}
	host, ok := e.Meter.(*script.Host)
	if !ok {
		return fmt.Errorf("case %q: the game runs no scripts", c.Name)
	}
	host.StartProfile()
	err = e.Submit(a)
	costs := host.StopProfile()
	outcome := g.say.T("cost.accepted")
	if r, refused := engine.IsRejection(err); refused {
		outcome = g.say.T("cost.refused", "code", r.Code, "rule", r.Rule)
	} else if err != nil {
		return &exitError{code: exitFailures, err: fmt.Errorf("case %q: action %d (%s): %w", c.Name, len(c.Actions), a.Kind, err)}
	}
	writeCosts(out, g.say, a.Kind, outcome, costs)
	return nil
}

// writeCosts prints the costs as a table, the costliest handler first,
// with each one's share of the action's instructions.
func writeCosts(w io.Writer, say *text.Printer, kind, outcome string, costs []script.HandlerCost) {
	var total int64
	for _, c := range costs {
		total += c.Steps
	}
	fmt.Fprintf(w, "%s\n\n", say.T("cost.total", "kind", kind, "outcome", outcome, "steps", total, "handlers", len(costs)))
	if len(costs) == 0 {
		return
	}
	// a column is as wide as its heading, if that is wider than its numbers
	own, with, share, calls := say.T("cost.col.own"), say.T("cost.col.with"), say.T("cost.col.share"), say.T("cost.col.calls")
	wOwn, wWith, wShare, wCalls := max(8, runes(own)), max(8, runes(with)), max(6, runes(share)), max(5, runes(calls))
	fmt.Fprintf(w, "%*s %*s %*s %*s  %s\n", wOwn, own, wWith, with, wShare, share, wCalls, calls, say.T("cost.col.handler"))
	for _, c := range costs {
		pct := 0.0
		if total > 0 {
			pct = 100 * float64(c.Steps) / float64(total)
		}
		fmt.Fprintf(w, "%*d %*d %*s %*d  %s (%s)\n", wOwn, c.Steps, wWith, c.Total, wShare, fmt.Sprintf("%.1f%%", pct), wCalls, c.Calls, c.ID, c.Source)
	}
}

// runes is how wide a string prints: its runes, not its bytes.
func runes(s string) int { return utf8.RuneCountInString(s) }
