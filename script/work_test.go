package script_test

import (
	"errors"
	"math"
	"strconv"
	"testing"
	"time"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// workGame is a game with the mod "work": red is automated and takes
// `turns` idle actions in a row (forever when 0), each choice running a
// loop of `burn` iterations; "hand" gives red the turn; the query "burn"
// runs the same loop, and "hoard" builds a table of `burn` entries.
func workGame(t *testing.T, turns, burn int, opts script.Options) *engine.Engine {
	t.Helper()
	rs, prog := game{files: map[string]string{
		"rulesets/t/base.lua": base,
		"mods/work/mod.hcl":   modHeader("work"),
		"mods/work/work.hcl":  "action \"idle\" { rule = \"x.y\" }\naction \"hand\" { rule = \"x.y\" }\nside \"red\" { rule = \"x.y\" }\n",
		"mods/work/work.lua": `
local TURNS, BURN = ` + strconv.Itoa(turns) + `, ` + strconv.Itoa(burn) + `
local function burn()
  local x = 0
  for i = 1, BURN do x = x + i end
  return x
end
nw68.on("action_resolve", "hand", function() nw68.start_activation("red", "") end)
nw68.on("action_resolve", "idle", function() nw68.set_var("idled", (nw68.state().vars.idled or 0) + 1) end)
nw68.on("automated_turn", "red", function()
  burn()
  if TURNS > 0 and (nw68.state().vars.idled or 0) >= TURNS then return nil end
  return { kind = "idle" }
end)
nw68.on("query", "burn", function() return { x = burn() } end)
nw68.on("query", "hoard", function()
  local t = {}
  for i = 1, BURN do t[i] = i end
  return { n = #t }
end)
`,
	}, mods: []string{"work"}}.load(t)
	setup := testSetup()
	e, err := engine.New(rs, &setup, dice.NewScripted([]int{4, 5}))
	require.NoError(t, err)
	_, err = script.Attach(e, prog, opts)
	require.NoError(t, err)
	require.NoError(t, e.AutomateSides([]string{"red"}))
	return e
}

// An action and the automated actions it sets off share one budget: each
// choice well within its own unit's, a side that never yields fails the
// whole, which is undone, long before engine.MaxAutomated.
func TestWorkBudgetBoundsAutomatedPlay(t *testing.T) {
	// a choice runs about 40,000 instructions, a fortieth of a unit's budget
	opts := script.Options{Steps: 1_600_000}
	tests := []struct {
		name  string
		turns int
		ok    bool
	}{
		{"a side that yields after a few actions", 5, true},
		{"a side that never yields", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := workGame(t, tt.turns, 10_000, opts)
			before := snap(t, e)
			start := time.Now()
			err := e.Submit(engine.Action{Kind: "hand"})
			if tt.ok {
				require.NoError(t, err)
				assert.Len(t, e.Actions, 1+tt.turns)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), "hand with the automated actions after it: ran over its total budget of 6400000 Lua instructions")
			requireUnchanged(t, e, before)
			assert.Less(t, time.Since(start), 10*time.Second)
			host := e.Meter.(*script.Host)
			assert.LessOrEqual(t, host.BusiestWork().Steps, int64(6_400_000+1_600_000), "the budget stops the work within a unit of it")
		})
	}
}

// A request's budget bounds many units of work together (each query is
// one), in instructions and in bytes; once spent, the units after fail at
// their first instruction, and a piece of work after it has its own.
func TestWorkBudgetBoundsARequest(t *testing.T) {
	tests := []struct {
		name   string
		query  string
		budget engine.Budget
		want   string
	}{
		{"instructions", "burn", engine.Budget{What: "the listing", Steps: 1_000_000}, "the listing: ran over its total budget of 1000000 Lua instructions"},
		{"bytes", "hoard", engine.Budget{What: "the listing", Memory: 4 << 20}, "the listing: ran over its total budget of 4194304 bytes allocated by Lua"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := workGame(t, 1, 10_000, script.Options{})
			host := e.Meter.(*script.Host)
			asked := 0
			err := e.Bounded(tt.budget, func() error {
				for range 1_000 {
					asked++
					if _, err := e.Query(tt.query, nil); err != nil {
						return err
					}
				}
				return nil
			})
			require.ErrorIs(t, err, engine.ErrOverBudget)
			assert.EqualError(t, err, tt.want+", all its units of work together")
			assert.Less(t, asked, 1_000, "the budget stopped the queries")

			// spent, it fails the next unit at once
			var again error
			spent := host.Spent()
			err = e.Bounded(engine.Budget{Steps: 1}, func() error {
				_, again = e.Query(tt.query, nil)
				return again
			})
			require.ErrorIs(t, err, engine.ErrOverBudget)
			assert.Less(t, host.Spent().Steps-spent.Steps, int64(10), "a unit in a spent piece of work stops at its first instructions")

			// the next piece of work has its own budget
			require.NoError(t, e.Bounded(tt.budget, func() error {
				_, err := e.Query(tt.query, nil)
				return err
			}))
		})
	}
}

// Work whose Stop closes ends within its script, at once, and the game is
// as it was.
func TestWorkStopsWhenNoOneWaits(t *testing.T) {
	// each choice loops for ever, as far as its budgets go
	e := workGame(t, 0, 1_000_000_000, script.Options{Steps: 1 << 50, Memory: 1 << 40})
	before := snap(t, e)
	stop := make(chan struct{})
	time.AfterFunc(50*time.Millisecond, func() { close(stop) })
	start := time.Now()
	err := e.Bounded(engine.Budget{What: "a request", Stop: stop}, func() error { return e.Submit(engine.Action{Kind: "hand"}) })
	require.ErrorIs(t, err, engine.ErrStopped)
	assert.EqualError(t, err, "a request: stopped: no one waits for the answer any more")
	assert.Less(t, time.Since(start), 5*time.Second)
	requireUnchanged(t, e, before)
	var serr *script.Error
	assert.False(t, errors.As(err, &serr), "the stop is the request's, not a script's failure")
}

// Budgets as large as an int64 holds lift the limits without overflowing
// them: the work runs.
func TestWorkBudgetsAtTheirLargest(t *testing.T) {
	e := workGame(t, 3, 1_000, script.Options{Steps: math.MaxInt64, Memory: math.MaxInt64})
	require.NoError(t, e.Bounded(engine.Budget{Steps: math.MaxInt64, Memory: math.MaxInt64}, func() error {
		return e.Submit(engine.Action{Kind: "hand"})
	}))
	assert.Len(t, e.Actions, 4)
}
