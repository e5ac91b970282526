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
		Use:     helpText("help.conform.use"),
		Short:   helpText("help.conform.short"),
		Long:    helpText("help.conform.long"),
		Example: helpText("help.conform.example"),
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
				conformance.WriteCoverageIn(out, g.say, runner.Coverage())
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
			suite.WriteReportIn(out, g.say, verbose)
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
	cmd.Flags().StringVar(&junit, "junit", "", helpText("help.conform.flag.junit"))
	cmd.Flags().BoolVar(&coverage, "coverage", false, helpText("help.conform.flag.coverage"))
	cmd.Flags().BoolVarP(&verbose, "verbose", "v", false, helpText("help.conform.flag.verbose"))
	return cmd
}
