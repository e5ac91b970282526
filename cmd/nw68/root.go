package main

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/text"
	"github.com/nw68/nw68/locales"
	"github.com/spf13/cobra"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "0.1.0-dev"

type globals struct {
	root   string
	lang   string
	errOut io.Writer
	// say renders the program's words in the chosen language (--lang,
	// else $NW68_LANG, else English); set before any command runs.
	say *text.Printer
	// helpLang is the language the help texts of the command tree are
	// in once a help page has rendered them (see setHelp).
	helpLang string
}

func newRoot() *cobra.Command {
	g := &globals{}
	root := &cobra.Command{
		Use:           "nw68",
		Short:         helpText("help.nw68.short"),
		Long:          helpText("help.nw68.long"),
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRunE: func(cmd *cobra.Command, _ []string) error {
			g.errOut = cmd.ErrOrStderr()
			return g.chooseLanguage()
		},
	}
	root.PersistentFlags().StringVar(&g.root, "root", "", helpText("help.flag.root"))
	root.PersistentFlags().StringVar(&g.lang, "lang", "", helpText("help.flag.lang"))
	root.AddCommand(newVersionCmd(), newRulesetsCmd(g), newCheckCmd(g), newUnitsCmd(g), newConformCmd(g), newPlayCmd(g), newScenariosCmd(g), newCampaignsCmd(g), newReplayCmd(g), newSimCmd(g), newOddsCmd(g), newCostCmd(g), newServeCmd(g))
	root.AddCommand(newRuleCmd(g))
	root.AddCommand(newDocCmd(g))
	g.setHelp(root)
	return root
}

// chooseLanguage settles the language of the program's words.
func (g *globals) chooseLanguage() error {
	lang := cmp.Or(g.lang, os.Getenv("NW68_LANG"), text.English.ID)
	catalogs, err := locales.Load()
	if err != nil {
		return err
	}
	say, err := catalogs.Printer(lang)
	if err != nil {
		return badInput("--lang: %w", err)
	}
	g.lang, g.say = lang, say
	return nil
}

// projectRoot finds the folder holding rulesets/.
func (g *globals) projectRoot() (string, error) {
	if g.root != "" {
		return g.root, nil
	}
	if env := os.Getenv("NW68_ROOT"); env != "" {
		return env, nil
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if info, err := os.Stat(filepath.Join(dir, "rulesets")); err == nil && info.IsDir() {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", badInput("no rulesets/ folder here or above; run nw68 from the project folder or pass --root")
		}
		dir = parent
	}
}

func (g *globals) fs() (fs.FS, error) {
	root, err := g.projectRoot()
	if err != nil {
		return nil, err
	}
	return os.DirFS(root), nil
}

// load loads a ruleset with mods, printing diagnostics to stderr.
func (g *globals) load(f rulesFlags) (*ruleset.Ruleset, error) {
	fsys, err := g.fs()
	if err != nil {
		return nil, err
	}
	// every missing layer at once: a save may name several
	errs := []error{checkLayer(fsys, "rulesets", "ruleset", f.ruleset)}
	for _, m := range f.mods {
		errs = append(errs, checkLayer(fsys, "mods", "mod", m))
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	rs, files, diags := ruleset.Load(ruleset.Options{FS: fsys, Ruleset: f.ruleset, Mods: f.mods})
	if len(diags) > 0 {
		_ = ruleset.WriteDiagnostics(g.errOut, files, 100, diags)
	}
	if rs == nil {
		return nil, &exitError{code: exitFailures, err: fmt.Errorf("ruleset %q did not load (%d problem(s) above)", f.ruleset, len(diags.Errs()))}
	}
	return rs, nil
}

// checkLayer refuses, as bad input, a ruleset or mod id that is not a name
// or names no folder of dir, listing the ones there are.
func checkLayer(fsys fs.FS, dir, kind, id string) error {
	if err := ruleset.ValidID(id); err != nil {
		return badInput("%s: %w", kind, err)
	}
	if info, err := fs.Stat(fsys, path.Join(dir, id)); err != nil || !info.IsDir() {
		return badInput("there is no %s %q in %s/; there are: %s", kind, id, dir, strings.Join(layerNames(fsys, dir), ", "))
	}
	return nil
}

// layerNames lists the folders of dir (rulesets or mods), sorted.
func layerNames(fsys fs.FS, dir string) []string {
	entries, _ := fs.ReadDir(fsys, dir)
	var names []string
	for _, e := range entries {
		if e.IsDir() {
			names = append(names, e.Name())
		}
	}
	return names
}

func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: helpText("help.version.short"),
		Args:  cobra.NoArgs,
		Run: func(cmd *cobra.Command, _ []string) {
			fmt.Fprintf(cmd.OutOrStdout(), "nw68 %s\n", version)
		},
	}
}

func newRulesetsCmd(g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "rulesets",
		Short: helpText("help.rulesets.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			fsys, err := g.fs()
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			for _, dir := range []string{"rulesets", "mods"} {
				for _, n := range layerNames(fsys, dir) {
					kind := "ruleset"
					opts := ruleset.Options{FS: fsys, Ruleset: n}
					if dir == "mods" {
						kind = "mod"
					}
					line := fmt.Sprintf("%-8s %s", kind, n)
					if kind == "ruleset" {
						if rs, _, diags := ruleset.Load(opts); rs != nil {
							rules := fmt.Sprintf("%d rules", len(rs.Rules))
							if own, replaced, patched := rs.RulesOf(rs.ID); own != len(rs.Rules) {
								rules = fmt.Sprintf("%d rules of its own (%d replacing and %d patching rules it extends), %d in all", own, replaced, patched, len(rs.Rules))
							}
							line += fmt.Sprintf("  %s (v%s, %s, %d unit types)", rs.Title, rs.Version, rules, len(rs.Entities[ruleset.KindUnitType]))
						} else {
							line += fmt.Sprintf("  (does not load: %d problem(s); run nw68 check --ruleset %s)", len(diags.Errs()), n)
						}
					}
					fmt.Fprintln(out, line)
				}
			}
			return nil
		},
	}
}
