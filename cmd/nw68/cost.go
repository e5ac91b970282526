package main

import (
	"fmt"
	"io"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
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
	outcome := "accepted"
	if r, refused := engine.IsRejection(err); refused {
		outcome = fmt.Sprintf("refused: %s [%s]", r.Code, r.Rule)
	} else if err != nil {
		return &exitError{code: exitFailures, err: fmt.Errorf("case %q: action %d (%s): %w", c.Name, len(c.Actions), a.Kind, err)}
	}
	writeCosts(out, a.Kind, outcome, costs)
	return nil
}

// writeCosts prints the costs as a table, the costliest handler first,
// with each one's share of the action's instructions.
func writeCosts(w io.Writer, kind, outcome string, costs []script.HandlerCost) {
	var total int64
	for _, c := range costs {
		total += c.Steps
	}
	fmt.Fprintf(w, "%s (%s): %d Lua instructions in %d handlers\n\n", kind, outcome, total, len(costs))
	if len(costs) == 0 {
		return
	}
	fmt.Fprintf(w, "%8s %8s %6s %5s  %s\n", "own", "with", "share", "calls", "handler")
	for _, c := range costs {
		share := 0.0
		if total > 0 {
			share = 100 * float64(c.Steps) / float64(total)
		}
		fmt.Fprintf(w, "%8d %8d %5.1f%% %5d  %s (%s)\n", c.Steps, c.Total, share, c.Calls, c.ID, c.Source)
	}
}
