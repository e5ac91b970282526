package main

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/spf13/cobra"
)

func newSimCmd(g *globals) *cobra.Command {
	var f rulesFlags
	var lua script.Options
	var scenario string
	var automate []string
	var games, workers, limit int
	var seed uint64
	var asJSON bool
	var plot string
	cmd := &cobra.Command{
		Use:   "sim",
		Short: "Play bot-against-bot games of a scenario on all cores: win rates with confidence intervals and the spread of VP",
		Long: `sim plays --games games of a scenario with random legal-action bots on every side, in
parallel (one Lua state per game), shows a progress bar on standard error, and
reports like a study: how often each side won (by the winner field of the
report the ruleset names as its result report, result_report in its
ruleset.hcl, the base game's "victory"; else by the side the result names
first), with its 95% Wilson score interval, and the minimum, median, maximum
and mean of every number in that report. --json prints the same as JSON,
--plot draws the win rates and their intervals as an SVG bar chart.
Game i uses seed --seed + i, so a run is repeatable.`,
		Example: "  nw68 sim --scenario day-8 --games 200\n  nw68 sim --games 50 --mod long-range-3\n  nw68 sim --games 400 --json --plot castle-road.svg",
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
			l, err := g.loadRules(f, lua)
			if err != nil {
				return err
			}
			sc, err := l.scenario(scenario)
			if err != nil {
				return err
			}
			progress := io.Discard
			if isTerminalWriter(cmd.ErrOrStderr()) {
				progress = cmd.ErrOrStderr()
			}
			r := simulate(l, sc, automate, games, workers, limit, seed, progress).summary(l, sc.ID, seed)
			if asJSON {
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				if err := enc.Encode(r); err != nil {
					return err
				}
			} else {
				r.write(cmd.OutOrStdout())
			}
			if plot != "" {
				if err := writePlot(plot, r); err != nil {
					return badInput("plot: %w", err)
				}
			}
			if r.Failed > 0 {
				return &exitError{code: exitFailures, err: fmt.Errorf("%d game(s) failed: %s", r.Failed, r.FirstError)}
			}
			return nil
		},
	}
	f.register(cmd, "base", "")
	cmd.Flags().StringVar(&scenario, "scenario", "", "scenario id (default: the ruleset's first)")
	cmd.Flags().StringArrayVar(&automate, "automate", nil, "side left to the ruleset itself in every game, if it can play it (repeatable)")
	cmd.Flags().IntVar(&games, "games", 100, fmt.Sprintf("number of games, 1 to %d", maxGames))
	cmd.Flags().IntVar(&workers, "workers", 0, fmt.Sprintf("games played at once, up to %d (default: one per core)", maxWorkers))
	cmd.Flags().IntVar(&limit, "max-actions", defaultMaxActions, fmt.Sprintf("a game with no result after this many actions (1 to %d) counts as failed", engine.MaxSaveActions))
	cmd.Flags().Uint64Var(&seed, "seed", 1, "seed of the first game (any number, 0 included)")
	cmd.Flags().BoolVar(&asJSON, "json", false, simJSONHelp)
	cmd.Flags().StringVar(&plot, "plot", "", "also draw the win rates with their intervals as an SVG bar chart in this file")
	addLuaFlags(cmd, &lua)
	return cmd
}

// Limits of sim's counts: enough for any study, small enough that a typo
// cannot start a run of days or a million goroutines.
const (
	maxGames   = 1_000_000
	maxWorkers = 1024
)

// simStats gathers the games of a run as they end.
type simStats struct {
	// report names the ruleset's result report, whose numbers are
	// gathered ("": none; see ruleset.Ruleset.ResultReport).
	report string
	sides  []string
	mu     sync.Mutex
	games  int
	// wins counts the games each side won; "" those nobody won.
	wins map[string]int
	// points holds each number of the result report, one per game that
	// reported it.
	points     map[string][]float64
	actions    int
	failed     int
	firstError string
	elapsed    time.Duration
}

// playBotGame plays one game of a setup (scenario, automated sides) with
// bots on every other side.
func playBotGame(l *loaded, c game.Config, seed uint64, limit int) (*engine.Engine, error) {
	c.Begin = true
	e, err := l.build(c, seed)
	if err != nil {
		return nil, err
	}
	if err := bot.NewRandom(seed).Play(e, limit, nil); err != nil {
		return e, err
	}
	if !e.Over() {
		return e, fmt.Errorf("no result after %d actions", limit)
	}
	return e, nil
}

func simulate(l *loaded, sc *ruleset.Scenario, automate []string, games, workers, limit int, seed uint64, progress io.Writer) *simStats {
	st := &simStats{report: l.rules.RS.ResultReport, sides: sc.Setup.Sides, wins: map[string]int{}, points: map[string][]float64{}}
	start := time.Now()
	jobs := make(chan uint64)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for s := range jobs {
				e, err := playBotGame(l, game.Config{Scenario: sc.ID, Automate: automate}, s, limit)
				st.add(e, err, s)
				st.progress(progress, games)
			}
		}()
	}
	for i := range games {
		jobs <- seed + uint64(i)
	}
	close(jobs)
	wg.Wait()
	st.elapsed = time.Since(start)
	fmt.Fprintln(progress)
	return st
}

func (st *simStats) add(e *engine.Engine, err error, seed uint64) {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.games++
	if err != nil {
		st.failed++
		if st.firstError == "" {
			st.firstError = fmt.Sprintf("seed %d: %v", seed, err)
		}
		return
	}
	st.actions += len(e.Actions)
	report := e.Reports[st.report]
	st.wins[winner(e.State.Result, report, st.sides)]++
	for k, x := range report {
		if n, ok := x.(int); ok {
			st.points[k] = append(st.points[k], float64(n))
		}
	}
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

func (st *simStats) progress(w io.Writer, total int) {
	st.mu.Lock()
	done := st.games
	st.mu.Unlock()
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
	Ruleset        string       `json:"ruleset"`
	Mods           []string     `json:"mods"`
	Scenario       string       `json:"scenario"`
	Seed           uint64       `json:"seed"`
	Games          int          `json:"games"`
	Failed         int          `json:"failed"`
	FirstError     string       `json:"first_error"`
	ActionsPerGame float64      `json:"actions_per_game"`
	Seconds        float64      `json:"seconds"`
	Confidence     float64      `json:"confidence"`
	Outcomes       []simOutcome `json:"outcomes"`
	Report         string       `json:"report"`
	Points         []simPoints  `json:"points"`
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

// simJSONHelp documents --json's schema.
const simJSONHelp = `print the result as JSON instead of text, one object: ruleset, mods, scenario,
seed, games, failed (games without a result), first_error ("" when none),
actions_per_game, seconds, confidence (0.95), outcomes (one per side of the
scenario in its order, then any other winner the report names, such as allied
sides winning together ("a+b"), then winner "" for games nobody won: {winner, games,
rate, low, high}, rate = games / games played, low and high its Wilson
interval), report (the result report's name, "" for none) and points (per
number of that report, by name: {field, games, min, median, max, mean})`

// summary works out the report of a run.
func (st *simStats) summary(l *loaded, scenario string, seed uint64) simReport {
	played := st.games - st.failed
	r := simReport{
		Ruleset: l.rules.RS.ID, Mods: append([]string{}, l.mods...), Scenario: scenario, Seed: seed,
		Games: st.games, Failed: st.failed, FirstError: st.firstError,
		ActionsPerGame: float64(st.actions) / float64(max(played, 1)), Seconds: st.elapsed.Seconds(),
		Confidence: confidence, Report: st.report, Outcomes: []simOutcome{}, Points: []simPoints{},
	}
	// the sides in their order, then any other winner the report names
	// (allied sides winning together, "a+b"), then games nobody won
	winners := slices.Clone(st.sides)
	for _, w := range slices.Sorted(maps.Keys(st.wins)) {
		if w != "" && !slices.Contains(winners, w) {
			winners = append(winners, w)
		}
	}
	for _, side := range append(winners, "") {
		k := st.wins[side]
		low, high := wilson(k, played)
		r.Outcomes = append(r.Outcomes, simOutcome{Winner: side, Games: k, Rate: float64(k) / float64(max(played, 1)), Low: low, High: high})
	}
	for _, field := range slices.Sorted(maps.Keys(st.points)) {
		xs := slices.Sorted(slices.Values(st.points[field]))
		n := len(xs)
		sum := 0.0
		for _, x := range xs {
			sum += x
		}
		r.Points = append(r.Points, simPoints{Field: field, Games: n, Min: xs[0], Median: (xs[(n-1)/2] + xs[n/2]) / 2, Max: xs[n-1], Mean: sum / float64(n)})
	}
	return r
}

// outcomeName names an outcome for people.
func outcomeName(winner string) string {
	if winner == "" {
		return "no winner"
	}
	return winner
}

func (r simReport) write(w io.Writer) {
	fmt.Fprintf(w, "%s: %d games in %.1fs (%.1f games/s), %d failed, %.0f actions per game\n",
		r.Scenario, r.Games, r.Seconds, float64(r.Games)/max(r.Seconds, 1e-9), r.Failed, r.ActionsPerGame)
	if r.Games == r.Failed {
		fmt.Fprintln(w, "  no game was played to a result")
		return
	}
	width := len("winner")
	for _, o := range r.Outcomes {
		width = max(width, len(outcomeName(o.Winner)))
	}
	fmt.Fprintf(w, "  %-*s  games  win rate  %.0f%% interval (Wilson)\n", width, "winner", 100*r.Confidence)
	for _, o := range r.Outcomes {
		fmt.Fprintf(w, "  %-*s  %5d  %7.1f%%  %.1f%% to %.1f%%\n", width, outcomeName(o.Winner), o.Games, 100*o.Rate, 100*o.Low, 100*o.High)
	}
	if len(r.Points) == 0 {
		return
	}
	title := r.Report + " report"
	width = len(title)
	for _, p := range r.Points {
		width = max(width, len(p.Field))
	}
	fmt.Fprintf(w, "  %-*s  games     min  median     max    mean\n", width, title)
	for _, p := range r.Points {
		fmt.Fprintf(w, "  %-*s  %5d  %6g  %6g  %6g  %6.1f\n", width, p.Field, p.Games, p.Min, p.Median, p.Max, p.Mean)
	}
}
