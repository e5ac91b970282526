package main

import (
	"fmt"
	"io"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/spf13/cobra"
)

func newSimCmd(g *globals) *cobra.Command {
	var f rulesFlags
	var lua script.Options
	var scenario string
	var games, workers, limit int
	var seed uint64
	cmd := &cobra.Command{
		Use:     "sim",
		Short:   "Play bot-against-bot games of a scenario on all cores and print win rates and average VP",
		Long:    "sim plays --games games of a scenario with random legal-action bots on every side, in parallel (one Lua state per game), shows a progress bar on standard error, and prints how often each result came up and the average of every number in the report the ruleset names as its result report (result_report in its ruleset.hcl; the base game's \"victory\"). Game i uses seed --seed + i, so a run is repeatable.",
		Example: "  nw68 sim --scenario day-8 --games 200\n  nw68 sim --games 50 --mod long-range-3",
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
			stats := simulate(l, sc.ID, games, workers, limit, seed, progress)
			stats.write(cmd.OutOrStdout(), sc.ID)
			if stats.failed > 0 {
				return &exitError{code: exitFailures, err: fmt.Errorf("%d game(s) failed: %s", stats.failed, stats.firstError)}
			}
			return nil
		},
	}
	f.register(cmd, "base", "")
	cmd.Flags().StringVar(&scenario, "scenario", "", "scenario id (default: the ruleset's first)")
	cmd.Flags().IntVar(&games, "games", 100, fmt.Sprintf("number of games, 1 to %d", maxGames))
	cmd.Flags().IntVar(&workers, "workers", 0, fmt.Sprintf("games played at once, up to %d (default: one per core)", maxWorkers))
	cmd.Flags().IntVar(&limit, "max-actions", defaultMaxActions, fmt.Sprintf("a game with no result after this many actions (1 to %d) counts as failed", engine.MaxSaveActions))
	cmd.Flags().Uint64Var(&seed, "seed", 1, "seed of the first game (any number, 0 included)")
	addLuaFlags(cmd, &lua)
	return cmd
}

// Limits of sim's counts: enough for any study, small enough that a typo
// cannot start a run of days or a million goroutines.
const (
	maxGames   = 1_000_000
	maxWorkers = 1024
)

type simStats struct {
	// report names the ruleset's result report, whose numbers are
	// averaged ("": none; see ruleset.Ruleset.ResultReport).
	report     string
	mu         sync.Mutex
	games      int
	results    map[string]int
	vpSums     map[string]float64
	vpGames    int
	actions    int
	failed     int
	firstError string
	elapsed    time.Duration
}

// playBotGame plays one game with bots on every side.
func playBotGame(l *loaded, scenario string, seed uint64, limit int) (*engine.Engine, error) {
	e, err := l.build(game.Config{Scenario: scenario, Begin: true}, seed)
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

func simulate(l *loaded, scenario string, games, workers, limit int, seed uint64, progress io.Writer) *simStats {
	st := &simStats{report: l.rules.RS.ResultReport, results: map[string]int{}, vpSums: map[string]float64{}}
	start := time.Now()
	jobs := make(chan uint64)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for s := range jobs {
				e, err := playBotGame(l, scenario, s, limit)
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
	st.results[e.State.Result]++
	if v, ok := e.Reports[st.report]; ok && st.report != "" {
		st.vpGames++
		for k, x := range v {
			if n, ok := x.(int); ok {
				st.vpSums[k] += float64(n)
			}
		}
	}
}

func (st *simStats) progress(w io.Writer, total int) {
	st.mu.Lock()
	done := st.games
	st.mu.Unlock()
	width := 40
	filled := done * width / max(total, 1)
	fmt.Fprintf(w, "\r[%s%s] %d/%d games", strings.Repeat("#", filled), strings.Repeat(".", width-filled), done, total)
}

func (st *simStats) write(w io.Writer, scenario string) {
	played := st.games - st.failed
	fmt.Fprintf(w, "%s: %d games in %.1fs (%.1f games/s), %d failed, %.0f actions per game\n",
		scenario, st.games, st.elapsed.Seconds(), float64(st.games)/st.elapsed.Seconds(), st.failed, float64(st.actions)/float64(max(played, 1)))
	results := make([]string, 0, len(st.results))
	for r := range st.results {
		results = append(results, r)
	}
	sort.Slice(results, func(i, j int) bool {
		return st.results[results[i]] > st.results[results[j]] || st.results[results[i]] == st.results[results[j]] && results[i] < results[j]
	})
	for _, r := range results {
		fmt.Fprintf(w, "  %5.1f%%  %s\n", 100*float64(st.results[r])/float64(max(played, 1)), r)
	}
	if st.vpGames > 0 {
		keys := make([]string, 0, len(st.vpSums))
		for k := range st.vpSums {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		fmt.Fprintf(w, "  average %s report:", st.report)
		for _, k := range keys {
			fmt.Fprintf(w, " %s %.1f", k, st.vpSums[k]/float64(st.vpGames))
		}
		fmt.Fprintln(w)
	}
}
