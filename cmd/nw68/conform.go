package main

import (
	"fmt"
	"os"

	"github.com/nw68/nw68/conformance"
	"github.com/spf13/cobra"
)

func newConformCmd(g *globals) *cobra.Command {
	var junit string
	var coverage, verbose bool
	cmd := &cobra.Command{
		Use:   "conform [paths...]",
		Short: "Run conformance cases and print failures and the closing count",
		Long: "conform runs the case files (.hcl) under the given files or folders (default: conformance/).\n" +
			"It prints one line per failing case with expected versus actual, then \"N passed, N failed\".\n" +
			"--coverage first lists every rule id with the cases citing it, then, per ruleset layer and action\n" +
			"kind, how many of the kind's rejection codes some case expects: the codes the layer's own\n" +
			"action_available and action_validate handlers return (read from the Lua source as nw68 doc reads\n" +
			"them, through the functions they call) and the kernel's not_yours for a parameter of = \"own\"; a\n" +
			"code has a case when a case's last action is of that kind and expects it refused with that code.\n" +
			"Exit 0 when every case passes, 1 when any fails, 2 on bad input.",
		Example: "  nw68 conform conformance/\n  nw68 conform --coverage conformance/base\n  nw68 conform --junit report.xml",
		RunE: func(cmd *cobra.Command, args []string) error {
			root, err := g.projectRoot()
			if err != nil {
				return err
			}
			if len(args) == 0 {
				args = []string{root + "/conformance"}
			}
			files, err := conformance.Files(args)
			if err != nil {
				return badInput("%v", err)
			}
			runner := conformance.NewRunner(os.DirFS(root))
			suite := runner.RunFiles(files)
			out := cmd.OutOrStdout()
			if coverage {
				conformance.WriteCoverage(out, runner.Coverage())
				var layers []layerCodes
				for _, id := range runner.Rulesets() {
					s, err := g.loadSources(rulesFlags{ruleset: id})
					if err != nil {
						return err
					}
					layers = append(layers, layerCodes{Layer: id, Kinds: s.actionCodes(id)})
				}
				writeCodeCoverage(out, layers, runner.Refusals())
			}
			suite.WriteReport(out, verbose)
			if junit != "" {
				f, err := os.Create(junit)
				if err != nil {
					return badInput("junit: %v", err)
				}
				defer f.Close()
				if err := suite.WriteJUnit(f); err != nil {
					return fmt.Errorf("junit: %w", err)
				}
			}
			if _, failed := suite.Counts(); failed > 0 {
				return &exitError{code: exitFailures}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&junit, "junit", "", "also write JUnit XML to this file")
	cmd.Flags().BoolVar(&coverage, "coverage", false, "list every rule id of the loaded rulesets with the number of cases citing it, then per ruleset layer and action kind the rejection codes some case expects")
	cmd.Flags().BoolVarP(&verbose, "verbose", "v", false, "print the game log of each failing case")
	return cmd
}
