//go:build !race

// The soak test plays many complete bot games; under the race detector it
// would take too long, so CI runs it in its own step without -race.

package conformance

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"testing"

	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// soakGames is how many games of each scenario the soak test plays:
// 20 in the README's test command, NW68_SOAK_GAMES=200 for the long soak.
func soakGames() int {
	if n, err := strconv.Atoi(os.Getenv("NW68_SOAK_GAMES")); err == nil {
		return n
	}
	if testing.Short() {
		return 5
	}
	return 20
}

// TestSoak plays every scenario of the base game and of the expansion (its
// own, not those it inherits) to its end with random bots on every side,
// checking invariants after every action and that the game replays to the
// same state.
func TestSoak(t *testing.T) {
	for _, id := range []string{"base", "heart-of-darkness"} {
		r, err := game.Load(ruleset.Options{FS: os.DirFS(".."), Ruleset: id})
		require.NoError(t, err)
		var scenarios []*ruleset.Scenario
		for _, sc := range r.RS.ScenarioList() {
			if sc.Layer == id {
				scenarios = append(scenarios, sc)
			}
		}
		require.GreaterOrEqual(t, len(scenarios), 3, "%s ships at least three scenarios", id)
		for _, sc := range scenarios {
			t.Run(id+"/"+sc.ID, func(t *testing.T) {
				t.Parallel()
				var busiest script.Usage
				for seed := uint64(1); seed <= uint64(soakGames()); seed++ {
					busiest = heavier(busiest, soakGame(t, r, sc.ID, seed, nil))
				}
				checkBudgets(t, busiest)
			})
			// the masterless Black Hand plays itself through the real actions
			if slices.Contains(sc.Setup.Sides, masterless) {
				t.Run(id+"/"+sc.ID+"-masterless", func(t *testing.T) {
					t.Parallel()
					var busiest script.Usage
					for seed := uint64(1); seed <= uint64(max(soakGames()/4, 2)); seed++ {
						busiest = heavier(busiest, soakGame(t, r, sc.ID, seed, []string{masterless}))
					}
					checkBudgets(t, busiest)
				})
			}
		}
	}
}

// masterless is the side the soak also leaves to the ruleset.
const masterless = "black-hand"

// heavier keeps the larger of each use.
func heavier(a, b script.Usage) script.Usage {
	return script.Usage{Steps: max(a.Steps, b.Steps), Bytes: max(a.Bytes, b.Bytes)}
}

// checkBudgets reports the busiest unit of work of the games, and fails
// when it comes within a tenth of the default budgets: those must stop
// runaway scripts, never a game of the base rules.
func checkBudgets(t *testing.T, busiest script.Usage) {
	t.Logf("busiest unit of work: %d Lua instructions, %d bytes allocated", busiest.Steps, busiest.Bytes)
	assert.Less(t, busiest.Steps, script.DefaultSteps/10, "instructions")
	assert.Less(t, busiest.Bytes, script.DefaultMemory/10, "bytes")
}

// soakGame plays one game and returns what its busiest units of work used.
func soakGame(t *testing.T, r *game.Rules, scenario string, seed uint64, automate []string) script.Usage {
	t.Helper()
	e, err := r.New(game.Config{Scenario: scenario, Dice: dice.NewSeeded(seed), Begin: true, Automate: automate})
	require.NoError(t, err)
	// the side an end_activation ends is the side active before it: as the
	// action before (and any automated side's after it) left the game
	active := e.State.ActiveSide
	err = bot.NewRandom(seed).Play(e, 20000, func(a engine.Action) error {
		err := invariants(e, a, active)
		active = e.State.ActiveSide
		return err
	})
	require.NoError(t, err, "%s seed %d after %d actions", scenario, seed, len(e.Actions))
	require.True(t, e.Over(), "%s seed %d: no result after %d actions", scenario, seed, len(e.Actions))
	replayed, err := r.Replay(e.Record(scenario, seed, nil), script.Options{})
	require.NoError(t, err, "%s seed %d", scenario, seed)
	want, _ := e.State.Encode()
	got, _ := replayed.State.Encode()
	require.Equal(t, string(want), string(got), "%s seed %d: the replay differs", scenario, seed)
	host, ok := e.Meter.(*script.Host)
	require.True(t, ok, "the game's meter is its script host")
	return host.Busiest()
}

// invariants checks what must hold after any action of the base game;
// ended is the side an end_activation ends, whose stacks must then hold at
// most two units (another side's hex may be overstacked, by reinforcements
// say, until its own activation ends).
func invariants(e *engine.Engine, a engine.Action, ended string) error {
	type stackKey struct {
		at   hex.Hex
		side string
	}
	stacks := map[stackKey]int{}
	for _, id := range e.State.UnitIDs() {
		u := e.State.Units[id]
		t := e.UnitType(u)
		if u.Face != "" && t.Face(u.Face) == nil {
			return fmt.Errorf("after %s: %s shows face %q, which a %s does not have", a.Kind, id, u.Face, u.Type)
		}
		for name, n := range u.Counters {
			if n < 0 {
				return fmt.Errorf("after %s: %s has counter %s = %d", a.Kind, id, name, n)
			}
		}
		if u.Aboard != "" {
			carrier, ok := e.State.Units[u.Aboard]
			if !ok || carrier.Hex != u.Hex || carrier.OnMap != u.OnMap {
				return fmt.Errorf("after %s: %s is aboard %s but not with it", a.Kind, id, u.Aboard)
			}
		}
		if u.Alive && u.OnMap && u.Aboard == "" && !t.HasTag("air") {
			stacks[stackKey{u.Hex, u.Side}]++
		}
	}
	if a.Kind == "end_activation" {
		for k, n := range stacks {
			if n > 2 && k.side == ended {
				return fmt.Errorf("after end_activation: %d %s units in %s", n, k.side, e.Label(k.at))
			}
		}
	}
	return nil
}
