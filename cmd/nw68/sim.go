package main

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nw68/nw68/core/ai"
	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/text"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/locales"
	"github.com/nw68/nw68/script"
	"github.com/spf13/cobra"
)

func newSimCmd(g *globals) *cobra.Command {
	var f rulesFlags
	var lua script.Options
	var scenario, vsScenario, shard string
	var automate, players []string
	var games, workers, limit int
	var seed uint64
	var asJSON, compare, rules bool
	var plot string
	cmd := &cobra.Command{
		Use:     "sim",
		Short:   helpText("help.sim.short"),
		Long:    helpText("help.sim.long"),
		Example: helpText("help.sim.example"),
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := checkCount("games", games, maxGames); err != nil {
				return err
			}
			if err := checkCount("max-actions", limit, engine.MaxSaveActions); err != nil {
				return err
			}
			if workers == 0 {
				workers = runtime.NumCPU()
			}
			if err := checkCount("workers", workers, maxWorkers); err != nil {
				return err
			}
			k, n, err := parseShard(shard)
			if err != nil {
				return err
			}
			if shard != "" && !asJSON {
				return badInput("--shard %s: a shard's games are merged from its --json output; add --json", shard)
			}
			if vsScenario != "" && !compare {
				return badInput("--vs-scenario %s: it names what --compare plays the seeds in besides --scenario; add --compare", vsScenario)
			}
			if compare && len(f.mods) == 0 && vsScenario == "" {
				return badInput("--compare: name the mods to compare against the ruleset alone with --mod, or a scenario to compare with --vs-scenario")
			}
			st := &simStudy{Ruleset: f.ruleset, Mods: append([]string{}, f.mods...), Games: games, Seed: seed, Compare: compare, VsScenario: vsScenario, Rules: rules, MaxActions: limit, Automate: append([]string{}, automate...)}
			run := &simRun{study: st, workers: workers}
			if run.variant, err = g.loadRules(f, lua); err != nil {
				return err
			}
			run.base = run.variant
			if compare && vsScenario == "" {
				if run.base, err = g.loadRules(rulesFlags{ruleset: f.ruleset}, lua); err != nil {
					return err
				}
			}
			sc, err := run.base.scenario(scenario)
			if err != nil {
				return err
			}
			vs := sc
			if vsScenario != "" {
				if vs, err = run.variant.scenario(vsScenario); err != nil {
					return err
				}
				if !slices.Equal(vs.Setup.Sides, sc.Setup.Sides) {
					return badInput("--vs-scenario %s: its sides %v are not those of %s, %v: a paired study compares one contest", vs.ID, vs.Setup.Sides, sc.ID, sc.Setup.Sides)
				}
			} else if _, err := run.variant.scenario(sc.ID); err != nil {
				return err
			}
			run.variantScenario = vs.ID
			st.Scenario, st.Sides, st.Report = sc.ID, sc.Setup.Sides, run.variant.rules.RS.ResultReport
			kinds, err := parsePlayers(players, sc.Setup.Sides)
			if err != nil {
				return err
			}
			st.Players = map[string]string{}
			for side, kind := range kinds {
				st.Players[side] = kind.String()
			}
			run.players = kinds
			progress := io.Discard
			if isTerminalWriter(cmd.ErrOrStderr()) {
				progress = cmd.ErrOrStderr()
			}
			start := time.Now()
			played := run.play(k, n, progress)
			out := st.result(played, time.Since(start).Seconds())
			if shard != "" {
				out.shard(fmt.Sprintf("%d/%d", k, n), st, played)
			}
			return out.print(cmd.OutOrStdout(), g.say, asJSON, plot)
		},
	}
	f.register(cmd, "base", "")
	cmd.Flags().StringVar(&scenario, "scenario", "", helpText("help.flag.scenario"))
	cmd.Flags().StringVar(&vsScenario, "vs-scenario", "", helpText("help.sim.flag.vs-scenario"))
	cmd.Flags().StringArrayVar(&automate, "automate", nil, helpText("help.sim.flag.automate"))
	cmd.Flags().StringArrayVar(&players, "player", nil, helpText("help.sim.flag.player", "kinds", playerKindsKey))
	cmd.Flags().IntVar(&games, "games", 100, helpText("help.sim.flag.games", "most", maxGames))
	cmd.Flags().IntVar(&workers, "workers", 0, helpText("help.sim.flag.workers", "most", maxWorkers))
	cmd.Flags().IntVar(&limit, "max-actions", defaultMaxActions, helpText("help.sim.flag.max-actions", "most", engine.MaxSaveActions))
	cmd.Flags().Uint64Var(&seed, "seed", 1, helpText("help.sim.flag.seed"))
	cmd.Flags().BoolVar(&asJSON, "json", false, simJSONHelp)
	cmd.Flags().BoolVar(&compare, "compare", false, helpText("help.sim.flag.compare"))
	cmd.Flags().BoolVar(&rules, "rules", false, helpText("help.sim.flag.rules"))
	cmd.Flags().StringVar(&shard, "shard", "", helpText("help.sim.flag.shard"))
	cmd.Flags().StringVar(&plot, "plot", "", helpText("help.sim.flag.plot"))
	addLuaFlags(cmd, &lua)
	cmd.AddCommand(newSimMergeCmd(g))
	return cmd
}

func newSimMergeCmd(g *globals) *cobra.Command {
	var asJSON bool
	var plot string
	cmd := &cobra.Command{
		Use:     helpText("help.sim.merge.use"),
		Short:   helpText("help.sim.merge.short"),
		Long:    helpText("help.sim.merge.long"),
		Example: helpText("help.sim.merge.example"),
		Args:    cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, files []string) error {
			if len(files) > maxShards {
				return badInput("%d files: at most %d shards are merged", len(files), maxShards)
			}
			out, err := mergeShards(files)
			if err != nil {
				return err
			}
			return out.print(cmd.OutOrStdout(), g.say, asJSON, plot)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, helpText("help.sim.merge.flag.json"))
	cmd.Flags().StringVar(&plot, "plot", "", helpText("help.sim.merge.flag.plot"))
	return cmd
}

// Limits of sim's counts: enough for any study, small enough that a typo
// cannot start a run of days or a million goroutines.
const (
	maxGames   = 1_000_000
	maxWorkers = 1024
	maxShards  = 10_000
	// maxShardBytes bounds a shard file merge reads: a million games of
	// a few hundred bytes each.
	maxShardBytes = 1 << 30
)

// parseShard reads --shard K/N (none: 1/1).
func parseShard(s string) (k, n int, err error) {
	if s == "" {
		return 1, 1, nil
	}
	ks, ns, ok := strings.Cut(s, "/")
	k, err1 := strconv.Atoi(ks)
	n, err2 := strconv.Atoi(ns)
	if !ok || err1 != nil || err2 != nil || n < 1 || n > maxShards || k < 1 || k > n {
		return 0, 0, badInput("--shard %s: write K/N, N from 1 to %d and K from 1 to N", s, maxShards)
	}
	return k, n, nil
}

// A simStudy is what a study plays: what a shard's file records so that
// merge can tell shards of one study and report it whole.
type simStudy struct {
	Ruleset    string            `json:"ruleset"`
	Mods       []string          `json:"mods"`
	Scenario   string            `json:"scenario"`
	Sides      []string          `json:"sides"`
	Report     string            `json:"report"`
	Seed       uint64            `json:"seed"`
	Games      int               `json:"games"`
	Players    map[string]string `json:"players"`
	Automate   []string          `json:"automate"`
	Compare    bool              `json:"compare"`
	VsScenario string            `json:"vs_scenario,omitempty"`
	Rules      bool              `json:"rules"`
	MaxActions int               `json:"max_actions"`
}

// A simGame is one game of a study; with --compare, Variant is the same
// seed played with the mods.
type simGame struct {
	Seed    uint64         `json:"seed"`
	Winner  string         `json:"winner"`
	Error   string         `json:"error,omitempty"`
	Actions int            `json:"actions"`
	Points  map[string]int `json:"points,omitempty"`
	// Log and Terms count, with --rules, the log lines and the terms of
	// the values each action computed, per rule id.
	Log   map[string]int `json:"log,omitempty"`
	Terms map[string]int `json:"terms,omitempty"`
	// Refused counts, with --rules, the refusals of the legal-action list
	// of each position of the game, per rule id.
	Refused map[string]int `json:"refused,omitempty"`
	Variant *simGame       `json:"variant,omitempty"`
}

// simRun plays a study's games.
type simRun struct {
	study *simStudy
	// base plays the games, and variant (with --compare) the same seeds
	// with the mods; without --compare they are one.
	base, variant *loaded
	// variantScenario is the scenario the variant games play: the
	// study's, or --vs-scenario's.
	variantScenario string
	players         map[string]playerKind
	workers         int
}

// play plays the games of shard k of n, in parallel, sorted by seed.
func (r *simRun) play(k, n int, progress io.Writer) []simGame {
	var seeds []uint64
	for i := k - 1; i < r.study.Games; i += n {
		seeds = append(seeds, r.study.Seed+uint64(i))
	}
	out := make([]simGame, len(seeds))
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for range r.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				g := r.game(r.base, r.study.Scenario, seeds[i])
				if r.study.Compare {
					v := r.game(r.variant, r.variantScenario, seeds[i])
					g.Variant = &v
				}
				out[i] = g
				mu.Lock()
				done++
				drawProgress(progress, done, len(seeds))
				mu.Unlock()
			}
		}()
	}
	for i := range seeds {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	fmt.Fprintln(progress)
	return out
}

// game plays one game with the study's players.
func (r *simRun) game(l *loaded, scenario string, seed uint64) simGame {
	g := simGame{Seed: seed}
	var after func(*engine.Engine)
	if r.study.Rules {
		g.Terms = map[string]int{}
		after = func(e *engine.Engine) {
			for _, v := range e.Values {
				for _, t := range v.Terms {
					if t.Rule != "" {
						g.Terms[t.Rule]++
					}
				}
			}
		}
	}
	var refusals map[string]int
	if r.study.Rules {
		refusals = map[string]int{}
	}
	e, err := playGame(l, game.Config{Scenario: scenario, Automate: r.study.Automate}, seed, r.study.MaxActions, r.players, after, refusals)
	if err != nil {
		g.Error = err.Error()
		return g
	}
	g.Actions = len(e.Actions)
	if r.study.Rules {
		g.Refused = refusals
		g.Log = map[string]int{}
		for _, entry := range e.Log {
			if entry.Rule != "" {
				g.Log[entry.Rule]++
			}
		}
	}
	report := e.Reports[r.study.Report]
	g.Winner = winner(e.State.Result, report, r.study.Sides)
	for f, x := range report {
		if n, ok := x.(int); ok {
			if g.Points == nil {
				g.Points = map[string]int{}
			}
			g.Points[f] = n
		}
	}
	return g
}

// playGame plays one game of a setup (scenario, automated sides): each side
// named in players by its kind, every other by a random bot, all of them
// choosing by the game's seed; after, if set, sees the game after each
// action, and refusals, if set, counts by rule what the rules refuse of
// the legal-action list of each position the game passes through (not of
// the positions a player only imagines).
func playGame(l *loaded, c game.Config, seed uint64, limit int, players map[string]playerKind, after func(*engine.Engine), refusals map[string]int) (*engine.Engine, error) {
	c.Begin = true
	e, err := l.build(c, seed)
	if err != nil {
		return nil, err
	}
	random := bot.NewRandom(seed)
	choosers := map[string]ai.Chooser{}
	for i, side := range e.State.Sides {
		if k, ok := players[side]; ok {
			choosers[side] = k.chooser(e.Rules, seed+uint64(i)+1)
		}
	}
	for n := 0; n < limit && !e.Over(); n++ {
		if refusals != nil {
			e.RejectionCounts = refusals
			_, err := e.LegalActions()
			e.RejectionCounts = nil
			if err != nil {
				return e, err
			}
		}
		var ch ai.Chooser = random
		if p, ok := choosers[e.ActingSide()]; ok {
			ch = p
		}
		a, err := ch.Choose(e)
		if err != nil {
			return e, err
		}
		if err := e.Submit(a); err != nil {
			return e, err
		}
		if after != nil {
			after(e)
		}
	}
	if !e.Over() {
		return e, fmt.Errorf("no result after %d actions", limit)
	}
	return e, nil
}

// winner is the side that won a game: the winner field of the result
// report when it has one ("" for a draw), else the side the result text
// starts with, else "".
func winner(result string, report map[string]any, sides []string) string {
	if w, ok := report["winner"].(string); ok {
		return w
	}
	first, _, _ := strings.Cut(result, " ")
	if slices.Contains(sides, first) {
		return first
	}
	return ""
}

func drawProgress(w io.Writer, done, total int) {
	width := 40
	filled := done * width / max(total, 1)
	fmt.Fprintf(w, "\r[%s%s] %d/%d games", strings.Repeat("#", filled), strings.Repeat(".", width-filled), done, total)
}

// confidence is the level of sim's intervals, and z the normal quantile
// of its two-sided interval.
const (
	confidence = 0.95
	z95        = 1.959963984540054
)

// wilson is the Wilson score interval of a proportion: k successes in n
// trials, at the 95% level ([0, 1] when n is 0).
func wilson(k, n int) (low, high float64) {
	if n == 0 {
		return 0, 1
	}
	nf, p := float64(n), float64(k)/float64(n)
	z2 := z95 * z95
	centre := (p + z2/(2*nf)) / (1 + z2/nf)
	half := z95 / (1 + z2/nf) * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	return max(0, centre-half), min(1, centre+half)
}

// A simReport is the result of a run, as sim prints it and writes it with
// --json (see simJSONHelp).
type simReport struct {
	Ruleset        string            `json:"ruleset"`
	Mods           []string          `json:"mods"`
	Scenario       string            `json:"scenario"`
	Seed           uint64            `json:"seed"`
	Players        map[string]string `json:"players"`
	Games          int               `json:"games"`
	Failed         int               `json:"failed"`
	FirstError     string            `json:"first_error"`
	ActionsPerGame float64           `json:"actions_per_game"`
	Seconds        float64           `json:"seconds"`
	Confidence     float64           `json:"confidence"`
	Outcomes       []simOutcome      `json:"outcomes"`
	Report         string            `json:"report"`
	Points         []simPoints       `json:"points"`
	Rules          []simRule         `json:"rules,omitempty"`
}

// A simRule is how often, per game played, a rule id's log lines and
// value terms occurred (--rules).
type simRule struct {
	Rule    string  `json:"rule"`
	Log     float64 `json:"log"`
	Terms   float64 `json:"terms"`
	Refused float64 `json:"refused"`
}

// A simOutcome is how often a side won (Winner "" for no side).
type simOutcome struct {
	Winner string  `json:"winner"`
	Games  int     `json:"games"`
	Rate   float64 `json:"rate"`
	Low    float64 `json:"low"`
	High   float64 `json:"high"`
}

// simPoints is the spread of one number of the result report.
type simPoints struct {
	Field  string  `json:"field"`
	Games  int     `json:"games"`
	Min    float64 `json:"min"`
	Median float64 `json:"median"`
	Max    float64 `json:"max"`
	Mean   float64 `json:"mean"`
}

// simJSONHelp documents --json's schema (a test holds it to the fields).
var simJSONHelp = helpText("help.sim.flag.json")

// summary works out the report of a study's games.
func (st *simStudy) summary(games []simGame, mods []string, seconds float64) simReport {
	r := simReport{
		Ruleset: st.Ruleset, Mods: append([]string{}, mods...), Scenario: st.Scenario, Seed: st.Seed, Players: st.Players,
		Games: len(games), Seconds: seconds, Confidence: confidence, Report: st.Report, Outcomes: []simOutcome{}, Points: []simPoints{},
	}
	wins := map[string]int{}
	points := map[string][]float64{}
	actions := 0
	for _, g := range games { // sorted by seed: the first error is the lowest seed's
		if g.Error != "" {
			if r.Failed++; r.FirstError == "" {
				r.FirstError = fmt.Sprintf("seed %d: %s", g.Seed, g.Error)
			}
			continue
		}
		actions += g.Actions
		wins[g.Winner]++
		for f, n := range g.Points {
			points[f] = append(points[f], float64(n))
		}
	}
	played := r.Games - r.Failed
	r.ActionsPerGame = float64(actions) / float64(max(played, 1))
	for _, side := range st.winners(wins) {
		k := wins[side]
		low, high := wilson(k, played)
		r.Outcomes = append(r.Outcomes, simOutcome{Winner: side, Games: k, Rate: float64(k) / float64(max(played, 1)), Low: low, High: high})
	}
	for _, field := range slices.Sorted(maps.Keys(points)) {
		xs := slices.Sorted(slices.Values(points[field]))
		n := len(xs)
		sum := 0.0
		for _, x := range xs {
			sum += x
		}
		r.Points = append(r.Points, simPoints{Field: field, Games: n, Min: xs[0], Median: (xs[(n-1)/2] + xs[n/2]) / 2, Max: xs[n-1], Mean: sum / float64(n)})
	}
	if st.Rules {
		r.Rules = ruleRates(games, played)
	}
	return r
}

// ruleRates averages the games' rule counts over the games played.
func ruleRates(games []simGame, played int) []simRule {
	logs, terms, refused := map[string]int{}, map[string]int{}, map[string]int{}
	ids := map[string]bool{}
	for _, g := range games {
		if g.Error != "" {
			continue
		}
		for _, c := range []struct{ into, from map[string]int }{{logs, g.Log}, {terms, g.Terms}, {refused, g.Refused}} {
			for id, n := range c.from {
				c.into[id] += n
				ids[id] = true
			}
		}
	}
	out := []simRule{}
	per := float64(max(played, 1))
	for _, id := range slices.Sorted(maps.Keys(ids)) {
		out = append(out, simRule{Rule: id, Log: float64(logs[id]) / per, Terms: float64(terms[id]) / per, Refused: float64(refused[id]) / per})
	}
	return out
}

// winners lists the outcomes to report: the sides in their order, then
// any other winner the games name (allied sides winning together, "a+b"),
// then "" for games nobody won.
func (st *simStudy) winners(wins map[string]int) []string {
	out := slices.Clone(st.Sides)
	for _, w := range slices.Sorted(maps.Keys(wins)) {
		if w != "" && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return append(out, "")
}

// A simOutput is what sim prints: one report, or with --compare the two
// and their difference; a shard adds its games.
type simOutput struct {
	report     *simReport
	comparison *simComparison
	// Study, Shard and PerGame are set for a shard only.
	Study   *simStudy `json:"study,omitempty"`
	Shard   string    `json:"shard,omitempty"`
	PerGame []simGame `json:"per_game,omitempty"`
}

// A simComparison is a --compare study's report.
type simComparison struct {
	Baseline   simReport       `json:"baseline"`
	Variant    simReport       `json:"variant"`
	Difference []simDifference `json:"difference"`
}

// A simDifference is how the mods changed one outcome's rate over the
// seeds both games of which reached a result.
type simDifference struct {
	Winner       string  `json:"winner"`
	Pairs        int     `json:"pairs"`
	BaselineRate float64 `json:"baseline_rate"`
	VariantRate  float64 `json:"variant_rate"`
	Difference   float64 `json:"difference"`
	Low          float64 `json:"low"`
	High         float64 `json:"high"`
	Gained       int     `json:"gained"`
	Lost         int     `json:"lost"`
	PValue       float64 `json:"p_value"`
	Tells        bool    `json:"tells"`
	Verdict      string  `json:"verdict"`
}

// result reports a study's games, sorted by seed.
func (st *simStudy) result(games []simGame, seconds float64) *simOutput {
	if !st.Compare {
		r := st.summary(games, st.Mods, seconds)
		return &simOutput{report: &r}
	}
	variants := make([]simGame, len(games))
	for i, g := range games {
		variants[i] = *g.Variant
	}
	var baseMods []string // the mods are the change, unless a scenario is
	if st.VsScenario != "" {
		baseMods = st.Mods
	}
	c := &simComparison{Baseline: st.summary(games, baseMods, seconds), Variant: st.summary(variants, st.Mods, seconds)}
	if st.VsScenario != "" {
		c.Variant.Scenario = st.VsScenario
	}
	c.Difference = st.differences(games)
	return &simOutput{comparison: c}
}

// shard adds what merge needs to a shard's output.
func (o *simOutput) shard(k string, st *simStudy, games []simGame) {
	o.Study, o.Shard, o.PerGame = st, k, games
}

// significance is the sign test's level: the difference tells when its
// p-value is below it.
const significance = 0.05

// differences pairs the baseline and variant game of each seed.
func (st *simStudy) differences(games []simGame) []simDifference {
	wins := map[string]int{}
	for _, g := range games {
		if g.Error == "" && g.Variant.Error == "" {
			wins[g.Winner]++
			wins[g.Variant.Winner]++
		}
	}
	var out []simDifference
	for _, w := range st.winners(wins) {
		d := simDifference{Winner: w}
		for _, g := range games {
			if g.Error != "" || g.Variant.Error != "" {
				continue
			}
			b, v := g.Winner == w, g.Variant.Winner == w
			d.Pairs++
			switch {
			case b && v:
				d.BaselineRate++
				d.VariantRate++
			case b:
				d.BaselineRate++
				d.Lost++
			case v:
				d.VariantRate++
				d.Gained++
			}
		}
		if d.Pairs > 0 {
			n := float64(d.Pairs)
			d.BaselineRate /= n
			d.VariantRate /= n
			d.Difference = d.VariantRate - d.BaselineRate
		}
		d.Low, d.High = pairedInterval(d.Gained, d.Lost, d.Pairs)
		d.PValue = signTest(d.Gained, d.Lost)
		d.Tells = d.PValue < significance
		d.Verdict = verdict(d)
		out = append(out, d)
	}
	return out
}

// pairedInterval is the 95% interval of a paired difference of rates over
// n pairs, gained of which the variant won alone and lost the baseline:
// Agresti and Min's, the Wald interval with half a pair added to each
// discordant count, so that a study where no pair differed still has an
// interval as wide as its size allows rather than none.
func pairedInterval(gained, lost, n int) (low, high float64) {
	g, l, np := float64(gained)+0.5, float64(lost)+0.5, float64(n)+2
	centre := (g - l) / np
	half := z95 * math.Sqrt((g+l)-(g-l)*(g-l)/np) / np
	return max(-1, centre-half), min(1, centre+half)
}

// signTest is the exact two-sided sign test (McNemar's exact test) of a
// gains and b losses: the chance, were the mods to change nothing, of a
// split at least as uneven.
func signTest(a, b int) float64 {
	n, k := a+b, min(a, b)
	if n == 0 {
		return 1
	}
	// P(X <= k) for X ~ Binomial(n, 1/2), summed in logs so a large n
	// does not overflow
	tail := 0.0
	for i := 0; i <= k; i++ {
		lg, _ := math.Lgamma(float64(n + 1))
		li, _ := math.Lgamma(float64(i + 1))
		lr, _ := math.Lgamma(float64(n - i + 1))
		tail += math.Exp(lg - li - lr - float64(n)*math.Ln2)
	}
	return min(1, 2*tail)
}

// verdict says in English words what a difference shows (the --json
// report's verdict).
func verdict(d simDifference) string { return verdictIn(locales.English(), d) }

// verdictIn says in say's language what a difference shows.
func verdictIn(say *text.Printer, d simDifference) string {
	who := outcomeIn(say, d.Winner)
	switch {
	case d.Gained+d.Lost == 0:
		return say.T("sim.verdict.unchanged", "who", who)
	case !d.Tells:
		return say.T("sim.verdict.unclear", "gained", d.Gained, "who", who, "lost", d.Lost, "p", fmt.Sprintf("%.2f", d.PValue))
	case d.Difference > 0:
		return say.T("sim.verdict.raise", "who", who, "points", fmt.Sprintf("%.1f", 100*d.Difference), "p", fmt.Sprintf("%.3g", d.PValue))
	}
	return say.T("sim.verdict.lower", "who", who, "points", fmt.Sprintf("%.1f", -100*d.Difference), "p", fmt.Sprintf("%.3g", d.PValue))
}

// MarshalJSON writes a report, or a comparison, with a shard's extras.
func (o *simOutput) MarshalJSON() ([]byte, error) {
	var body []byte
	var err error
	if o.comparison != nil {
		body, err = json.Marshal(o.comparison)
	} else {
		body, err = json.Marshal(o.report)
	}
	if err != nil || o.Shard == "" {
		return body, err
	}
	extra, err := json.Marshal(struct {
		Study   *simStudy `json:"study"`
		Shard   string    `json:"shard"`
		PerGame []simGame `json:"per_game"`
	}{o.Study, o.Shard, o.PerGame})
	if err != nil {
		return nil, err
	}
	// join the two objects: the report's fields, then the shard's
	return append(append(body[:len(body)-1], ','), extra[1:]...), nil
}

// print writes the output as text (in say's language) or JSON, and the
// plot if asked.
func (o *simOutput) print(w io.Writer, say *text.Printer, asJSON bool, plot string) error {
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if err := enc.Encode(o); err != nil {
			return err
		}
	} else if o.comparison != nil {
		o.comparison.write(w, say)
	} else {
		o.report.write(w, say)
	}
	reports := []simReport{}
	if o.comparison != nil {
		reports = append(reports, o.comparison.Baseline, o.comparison.Variant)
	} else {
		reports = append(reports, *o.report)
	}
	if plot != "" {
		if err := writePlot(plot, reports...); err != nil {
			return badInput("plot: %w", err)
		}
	}
	for _, r := range reports {
		if r.Failed > 0 {
			return &exitError{code: exitFailures, err: errors.New(say.T("sim.failed", "n", r.Failed, "first", r.FirstError))}
		}
	}
	return nil
}

// mergeShards joins the --json files of a study's shards into its output.
func mergeShards(files []string) (*simOutput, error) {
	var study *simStudy
	var games []simGame
	seen := map[string]string{}
	n := 0
	seconds := 0.0
	for _, file := range files {
		sh, err := readShard(file)
		if err != nil {
			return nil, badInput("%s: %w", file, err)
		}
		if sh.Study == nil || sh.Shard == "" {
			return nil, badInput("%s: not a shard's output (nw68 sim --shard K/N --json)", file)
		}
		k, kn, err := parseShard(sh.Shard)
		if err != nil {
			return nil, badInput("%s: %w", file, err)
		}
		if prev, twice := seen[sh.Shard]; twice {
			return nil, badInput("%s: shard %s again (it is in %s)", file, sh.Shard, prev)
		}
		seen[sh.Shard] = file
		switch {
		case study == nil:
			study, n = sh.Study, kn
		case kn != n:
			return nil, badInput("%s: shard %d/%d of a study cut in %d shards", file, k, kn, n)
		case !sameStudy(study, sh.Study):
			return nil, badInput("%s: a shard of another study (ruleset, mods, scenario, seed, games, players, automated sides, --compare or --vs-scenario differ)", file)
		}
		seconds += sh.Seconds
		games = append(games, sh.PerGame...)
	}
	if len(seen) != n {
		return nil, badInput("%d of the %d shards given; every shard 1/%d to %d/%d is needed", len(seen), n, n, n, n)
	}
	slices.SortFunc(games, func(a, b simGame) int { return cmp.Compare(a.Seed, b.Seed) })
	if len(games) != study.Games {
		return nil, badInput("the shards hold %d games; the study has %d", len(games), study.Games)
	}
	for i, g := range games {
		if g.Seed != study.Seed+uint64(i) || study.Compare != (g.Variant != nil) {
			return nil, badInput("the shards' games are not the study's: seed %d where %d was expected", g.Seed, study.Seed+uint64(i))
		}
	}
	return study.result(games, seconds), nil
}

// shardFile is what merge reads of a shard's file.
type shardFile struct {
	Study    *simStudy  `json:"study"`
	Shard    string     `json:"shard"`
	PerGame  []simGame  `json:"per_game"`
	Seconds  float64    `json:"seconds"`
	Baseline *simReport `json:"baseline"`
}

func readShard(path string) (shardFile, error) {
	var sh shardFile
	f, err := os.Open(path)
	if err != nil {
		return sh, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxShardBytes+1))
	if err != nil {
		return sh, err
	}
	if len(data) > maxShardBytes {
		return sh, fmt.Errorf("larger than %d bytes", maxShardBytes)
	}
	if err := json.Unmarshal(data, &sh); err != nil {
		return sh, err
	}
	if sh.Baseline != nil {
		sh.Seconds = sh.Baseline.Seconds
	}
	return sh, nil
}

func sameStudy(a, b *simStudy) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}

// outcomeName names an outcome for people, in English (the plot's words).
func outcomeName(winner string) string {
	if winner == "" {
		return "no winner"
	}
	return winner
}

// outcomeIn names an outcome in say's language: a side by its id.
func outcomeIn(say *text.Printer, winner string) string {
	if winner == "" {
		return say.T("sim.no_winner")
	}
	return winner
}

// percent writes a rate as sim's tables show it, "12.5%".
func percent(rate float64) string { return fmt.Sprintf("%.1f%%", 100*rate) }

// A column's width is its numbers' or, if wider, its heading's (counted in
// runes: a translated heading may be in any script).
func colWidth(heading string, numbers int) int { return max(numbers, runes(heading)) }

func (r simReport) write(w io.Writer, say *text.Printer) {
	fmt.Fprintln(w, say.T("sim.games", "scenario", r.Scenario, "n", r.Games, "secs", fmt.Sprintf("%.1f", r.Seconds),
		"rate", fmt.Sprintf("%.1f", float64(r.Games)/max(r.Seconds, 1e-9)), "failed", r.Failed, "actions", fmt.Sprintf("%.0f", r.ActionsPerGame)))
	if len(r.Players) > 0 {
		var who []string
		for _, side := range slices.Sorted(maps.Keys(r.Players)) {
			who = append(who, side+"="+r.Players[side])
		}
		fmt.Fprintf(w, "  %s\n", say.T("sim.players", "players", strings.Join(who, ", ")))
	}
	if r.Games == r.Failed {
		fmt.Fprintf(w, "  %s\n", say.T("sim.none_played"))
		return
	}
	winner, games, rate := say.T("sim.col.winner"), say.T("sim.col.games"), say.T("sim.col.win_rate")
	width := runes(winner)
	for _, o := range r.Outcomes {
		width = max(width, runes(outcomeIn(say, o.Winner)))
	}
	wGames, wRate := colWidth(games, 5), colWidth(rate, 8)
	fmt.Fprintf(w, "  %-*s  %*s  %*s  %s\n", width, winner, wGames, games, wRate, rate, say.T("sim.col.wilson", "level", fmt.Sprintf("%.0f", 100*r.Confidence)))
	for _, o := range r.Outcomes {
		fmt.Fprintf(w, "  %-*s  %*d  %*s  %s\n", width, outcomeIn(say, o.Winner), wGames, o.Games, wRate, percent(o.Rate), say.T("sim.range", "low", percent(o.Low), "high", percent(o.High)))
	}
	if len(r.Points) == 0 {
		return
	}
	title := say.T("sim.report", "report", r.Report)
	width = runes(title)
	for _, p := range r.Points {
		width = max(width, runes(p.Field))
	}
	heads := []string{say.T("sim.col.min"), say.T("sim.col.median"), say.T("sim.col.max"), say.T("sim.col.mean")}
	ws := make([]int, len(heads))
	for i, h := range heads {
		ws[i] = colWidth(h, 6)
	}
	fmt.Fprintf(w, "  %-*s  %*s  %*s  %*s  %*s  %*s\n", width, title, wGames, games, ws[0], heads[0], ws[1], heads[1], ws[2], heads[2], ws[3], heads[3])
	for _, p := range r.Points {
		fmt.Fprintf(w, "  %-*s  %*d  %*g  %*g  %*g  %*.1f\n", width, p.Field, wGames, p.Games, ws[0], p.Min, ws[1], p.Median, ws[2], p.Max, ws[3], p.Mean)
	}
	writeRulesIn(w, say, r.Rules, nil)
}

// writeRulesIn prints, in say's language, the rule counts of a run, or of
// a comparison's two runs side by side (the rules whose counts differ).
func writeRulesIn(w io.Writer, say *text.Printer, rules, variant []simRule) {
	if len(rules) == 0 && len(variant) == 0 {
		return
	}
	byID := map[string][2]simRule{}
	for _, r := range rules {
		byID[r.Rule] = [2]simRule{r, {Rule: r.Rule}}
	}
	for _, r := range variant {
		pair := byID[r.Rule]
		pair[0].Rule, pair[1] = r.Rule, r
		byID[r.Rule] = pair
	}
	rule := say.T("sim.col.rule")
	width := runes(rule)
	for id := range byID {
		width = max(width, runes(id))
	}
	if variant == nil {
		logs, terms, refused := say.T("sim.col.log"), say.T("sim.col.terms"), say.T("sim.col.refused")
		wl, wt, wr := colWidth(logs, 14), colWidth(terms, 10), colWidth(refused, 12)
		fmt.Fprintf(w, "  %-*s  %*s  %*s  %*s\n", width, rule, wl, logs, wt, terms, wr, refused)
		for _, id := range slices.Sorted(maps.Keys(byID)) {
			r := byID[id][0]
			fmt.Fprintf(w, "  %-*s  %*.2f  %*.2f  %*.2f\n", width, id, wl, r.Log, wt, r.Terms, wr, r.Refused)
		}
		return
	}
	logs, terms, refused := say.T("sim.col.log_pair"), say.T("sim.col.terms_pair"), say.T("sim.col.refused_pair")
	fmt.Fprintf(w, "  %-*s  %s  %s  %s\n", width, rule, logs, terms, refused)
	// a pair of numbers is 17 wide; the gap after it reaches a column
	// past the next heading's start
	gap := func(heading string) string { return strings.Repeat(" ", max(2, runes(heading)+3-17)) }
	gl, gt := gap(logs), gap(terms)
	for _, id := range slices.Sorted(maps.Keys(byID)) {
		b, v := byID[id][0], byID[id][1]
		if b.Log == v.Log && b.Terms == v.Terms && b.Refused == v.Refused {
			continue
		}
		fmt.Fprintf(w, "  %-*s  %8.2f %8.2f%s%8.2f %8.2f%s%8.2f %8.2f\n", width, id, b.Log, v.Log, gl, b.Terms, v.Terms, gt, b.Refused, v.Refused)
	}
}

func (c *simComparison) write(w io.Writer, say *text.Printer) {
	base, variant := c.Baseline, c.Variant
	base.Rules, variant.Rules = nil, nil // shown side by side below
	changed := say.T("sim.rules_changed_mods")
	if base.Scenario != variant.Scenario {
		changed = say.T("sim.rules_changed_scenario")
		fmt.Fprintln(w, say.T("sim.baseline_scenario", "scenario", base.Scenario))
		base.write(w, say)
		fmt.Fprintln(w, say.T("sim.variant_scenario", "scenario", variant.Scenario))
	} else {
		fmt.Fprintln(w, say.T("sim.baseline_no_mods"))
		base.write(w, say)
		fmt.Fprintln(w, say.T("sim.variant_mods", "mods", strings.Join(c.Variant.Mods, ", ")))
	}
	variant.write(w, say)
	if c.Baseline.Rules != nil {
		fmt.Fprintln(w, changed)
		writeRulesIn(w, say, c.Baseline.Rules, c.Variant.Rules)
	}
	fmt.Fprintln(w, say.T("sim.paired"))
	winner := say.T("sim.col.winner")
	width := runes(winner)
	intervals := make([]string, len(c.Difference))
	heads := []string{say.T("sim.col.pairs"), say.T("sim.col.baseline"), say.T("sim.col.variant"), say.T("sim.col.difference"),
		say.T("sim.col.interval", "level", "95"), say.T("sim.col.gained"), say.T("sim.col.lost")}
	// the widths of the headings in English; the difference's numbers
	// are a column narrower than its heading
	ws := []int{5, 8, 7, 10, 0, 6, 4}
	for i, h := range heads {
		ws[i] = colWidth(h, ws[i])
	}
	for i, d := range c.Difference {
		width = max(width, runes(outcomeIn(say, d.Winner)))
		intervals[i] = say.T("sim.range", "low", fmt.Sprintf("%+6.1f", 100*d.Low), "high", fmt.Sprintf("%+6.1f", 100*d.High))
		ws[4] = max(ws[4], runes(intervals[i]))
	}
	fmt.Fprintf(w, "  %-*s  %*s  %*s  %*s  %*s  %-*s  %*s  %*s  %s\n", width, winner, ws[0], heads[0], ws[1], heads[1], ws[2], heads[2], ws[3], heads[3],
		ws[4], heads[4], ws[5], heads[5], ws[6], heads[6], say.T("sim.col.p"))
	for i, d := range c.Difference {
		fmt.Fprintf(w, "  %-*s  %*d  %*s  %*s  %*s  %-*s  %*d  %*d  %.3g\n", width, outcomeIn(say, d.Winner), ws[0], d.Pairs,
			ws[1], percent(d.BaselineRate), ws[2], percent(d.VariantRate), ws[3]-1, fmt.Sprintf("%+.1f", 100*d.Difference),
			ws[4], intervals[i], ws[5], d.Gained, ws[6], d.Lost, d.PValue)
	}
	for _, d := range c.Difference {
		fmt.Fprintf(w, "  %s: %s\n", outcomeIn(say, d.Winner), verdictIn(say, d))
	}
}
