package engine_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// oddsRules adds to the skirmish: a scenario with the sides in range, a
// 2D6 volley that reports its total and result, a burst whose second
// die is rolled only on a 6 (a tree of rolls), and a cascade whose 8 on a
// D8 sets off four D6 one after another (1,303 leaves, 1,296 of them on
// the rarest branch).
var oddsRules = map[string]string{
	"rulesets/skirmish/odds.hcl": `
action "volley" {
  rule = "s.shoot"
  param "target" { type = "unit" }
}
action "burst" { rule = "s.shoot" }
action "feint" { rule = "s.shoot" }
action "cascade" { rule = "s.shoot" }
scenario "close" {
  title = "Close"
  board {
    cols    = 6
    rows    = 6
    terrain = "open"
  }
  unit "a1" {
    type = "trooper"
    side = "red"
    at   = "A1"
  }
  unit "b1" {
    type = "trooper"
    side = "blue"
    at   = "A3"
  }
  unit "b2" {
    type = "trooper"
    side = "blue"
    at   = "F6"
  }
  active_side = "red"
}`,
	"rulesets/skirmish/odds.lua": `
nw68.on("action_resolve", "volley", function(a)
  local _, total = nw68.roll(2, 6, "volley")
  local result = "miss"
  if total >= 11 then
    nw68.eliminate(a.target, "s.shoot")
    result = "kill"
  elseif total >= 8 then
    nw68.set_status(a.target, "hit", true)
    result = "hit"
  end
  nw68.report("volley", { total = total, result = result })
end)
nw68.on("action_resolve", "feint", function() nw68.roll(1, 6, "feint") end)
nw68.on("action_resolve", "cascade", function()
  local _, total = nw68.roll(1, 8, "cascade")
  if total == 8 then
    for _ = 1, 4 do
      local _, more = nw68.roll(1, 6, "cascade again")
      total = total + more
    end
  end
  nw68.report("cascade", { total = total })
end)
nw68.on("action_resolve", "burst", function()
  local _, total = nw68.roll(1, 6, "burst")
  if total == 6 then
    local _, more = nw68.roll(1, 6, "burst again")
    total = total + more
  end
  nw68.report("burst", { total = total })
end)`,
}

func closeGame(t testing.TB) *engine.Engine {
	rs, prog := loadSkirmish(t, oddsRules)
	e, err := engine.New(rs, &rs.Scenarios["close"].Setup, dice.NewSeeded(5))
	require.NoError(t, err)
	_, err = script.Attach(e, prog, script.Options{})
	require.NoError(t, err)
	require.NoError(t, e.Begin())
	e.TrackDigests = true
	// some history to keep: a roll, a report, a log, a digest
	require.NoError(t, e.Submit(engine.Action{Kind: "burst"}))
	return e
}

// snapshot is everything Odds must leave as it was.
type snapshot struct {
	state                 string
	actions, log, digests int
	reports               map[string]map[string]any
	values                int
	dice                  dice.Checkpoint
	rolls                 []dice.Roll
	trackDigests          bool
}

func snap(t *testing.T, e *engine.Engine) snapshot {
	data, err := e.State.Encode()
	require.NoError(t, err)
	return snapshot{state: string(data), actions: len(e.Actions), log: len(e.Log), digests: len(e.Digests),
		reports: e.Reports, values: len(e.Values), dice: e.Dice.Checkpoint(), rolls: e.Dice.Rolls(), trackDigests: e.TrackDigests}
}

func TestOddsEnumerates(t *testing.T) {
	p := func(n float64) engine.Probability { return engine.Probability{P: n / 36} }
	tests := []struct {
		name    string
		act     engine.Action
		runs    int
		units   map[string]engine.UnitOdds
		reports map[string]map[string][]engine.ValueOdds
	}{
		{
			// 1D6: a 6 eliminates, a 4 or 5 marks the target hit
			name: "shoot", act: engine.Action{Kind: "shoot", Params: map[string]any{"unit": "a1", "target": "b1"}}, runs: 6,
			units: map[string]engine.UnitOdds{"b1": {
				Eliminated: p(6), Unchanged: p(18),
				Faces: map[string]engine.Probability{}, Statuses: map[string]engine.Probability{"hit": p(12)},
			}},
			reports: map[string]map[string][]engine.ValueOdds{},
		},
		{
			// 2D6: 11-12 eliminates (3 of 36), 8-10 hits (5+4+3), else a miss
			name: "volley", act: engine.Action{Kind: "volley", Params: map[string]any{"target": "b1"}}, runs: 36,
			units: map[string]engine.UnitOdds{"b1": {
				Eliminated: p(3), Unchanged: p(21),
				Faces: map[string]engine.Probability{}, Statuses: map[string]engine.Probability{"hit": p(12)},
			}},
		},
		{
			// 1D6, and on a 6 a second die: 5 leaves of 1/6 and 6 of 1/36
			name: "burst", act: engine.Action{Kind: "burst"}, runs: 11, units: map[string]engine.UnitOdds{},
			reports: map[string]map[string][]engine.ValueOdds{"burst": {"total": {
				{Value: 1, Probability: p(6)}, {Value: 2, Probability: p(6)}, {Value: 3, Probability: p(6)}, {Value: 4, Probability: p(6)}, {Value: 5, Probability: p(6)},
				{Value: 7, Probability: p(1)}, {Value: 8, Probability: p(1)}, {Value: 9, Probability: p(1)}, {Value: 10, Probability: p(1)}, {Value: 11, Probability: p(1)}, {Value: 12, Probability: p(1)},
			}}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := closeGame(t)
			before := snap(t, e)
			o, err := e.Odds(tt.act)
			require.NoError(t, err)
			assert.Equal(t, before, snap(t, e), "the game is unchanged")

			assert.True(t, o.Exact)
			assert.Equal(t, tt.runs, o.Runs)
			sum := 0.0
			for _, out := range o.Outcomes {
				sum += out.P
				assert.Zero(t, out.Margin)
			}
			assert.InDelta(t, 1, sum, 1e-9)
			require.Len(t, o.Units, len(tt.units))
			for id, want := range tt.units {
				got := o.Units[id]
				require.NotNil(t, got, id)
				assert.InDelta(t, want.Eliminated.P, got.Eliminated.P, 1e-9, "eliminated")
				assert.InDelta(t, want.Unchanged.P, got.Unchanged.P, 1e-9, "unchanged")
				assert.Len(t, got.Faces, len(want.Faces))
				require.Len(t, got.Statuses, len(want.Statuses))
				for st, w := range want.Statuses {
					assert.InDelta(t, w.P, got.Statuses[st].P, 1e-9, st)
				}
			}
			if tt.reports != nil {
				require.Len(t, o.Reports, len(tt.reports))
				for name, fields := range tt.reports {
					for field, want := range fields {
						got := o.Reports[name][field]
						require.Len(t, got, len(want))
						for i := range want {
							assert.Equal(t, want[i].Value, got[i].Value, "%s.%s #%d", name, field, i)
							assert.InDelta(t, want[i].P, got[i].P, 1e-9)
						}
					}
				}
			}
			// the game plays on exactly as if Odds had never run
			twin := closeGame(t)
			require.NoError(t, e.Submit(tt.act))
			require.NoError(t, twin.Submit(tt.act))
			assert.Equal(t, twin.Dice.Rolls(), e.Dice.Rolls())
			assert.Equal(t, twin.Digests, e.Digests)
		})
	}
}

func TestOddsOfVolleyOutcomes(t *testing.T) {
	e := closeGame(t)
	o, err := e.Odds(engine.Action{Kind: "volley", Params: map[string]any{"target": "b1"}})
	require.NoError(t, err)
	// one outcome per total: 11 of them, the likeliest a 7 (6 of 36)
	require.Len(t, o.Outcomes, 11)
	assert.InDelta(t, 6.0/36, o.Outcomes[0].P, 1e-9)
	assert.Equal(t, map[string]map[string]any{"volley": {"total": 7, "result": "miss"}}, o.Outcomes[0].Reports)
	assert.Empty(t, o.Outcomes[0].Units)
	result := o.Reports["volley"]["result"]
	require.Len(t, result, 3)
	assert.Equal(t, []any{"miss", "hit", "kill"}, []any{result[0].Value, result[1].Value, result[2].Value})
	assert.InDelta(t, 21.0/36, result[0].P, 1e-9)
	assert.InDelta(t, 12.0/36, result[1].P, 1e-9)
	assert.InDelta(t, 3.0/36, result[2].P, 1e-9)
}

func TestOddsRejects(t *testing.T) {
	tests := []struct {
		name string
		act  engine.Action
		code string
	}{
		{"out of range", engine.Action{Kind: "shoot", Params: map[string]any{"unit": "a1", "target": "b2"}}, "out_of_range"},
		{"not your unit", engine.Action{Kind: "shoot", Params: map[string]any{"unit": "b1", "target": "a1"}}, "not_yours"},
		{"unknown action", engine.Action{Kind: "fly"}, engine.CodeUnknownAction},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := closeGame(t)
			before := snap(t, e)
			o, err := e.Odds(tt.act)
			assert.Nil(t, o)
			rej, ok := engine.IsRejection(err)
			require.True(t, ok, "%v", err)
			assert.Equal(t, tt.code, rej.Code)
			assert.Equal(t, before, snap(t, e))
		})
	}
}

func TestOddsSamplesLargeTrees(t *testing.T) {
	e := closeGame(t)
	before := snap(t, e)
	volley := engine.Action{Kind: "volley", Params: map[string]any{"target": "b1"}}
	o, err := e.OddsWith(volley, engine.OddsOptions{Leaves: 10, Samples: 3000})
	require.NoError(t, err)
	assert.Equal(t, before, snap(t, e))
	assert.False(t, o.Exact)
	assert.Equal(t, 3000, o.Runs)
	sum := 0.0
	for _, out := range o.Outcomes {
		sum += out.P
	}
	assert.InDelta(t, 1, sum, 1e-9)
	b1 := o.Units["b1"]
	require.NotNil(t, b1)
	for name, tt := range map[string]struct {
		got  engine.Probability
		want float64
	}{"eliminated": {b1.Eliminated, 3.0 / 36}, "hit": {b1.Statuses["hit"], 12.0 / 36}, "unchanged": {b1.Unchanged, 21.0 / 36}} {
		assert.Positive(t, tt.got.Margin, name)
		assert.Less(t, tt.got.Margin, 0.02, name)
		// the seed is fixed, so this is no flaky test: the sample lies well within its margin
		assert.InDelta(t, tt.want, tt.got.P, tt.got.Margin, name)
	}
	again, err := e.OddsWith(volley, engine.OddsOptions{Leaves: 10, Samples: 3000})
	require.NoError(t, err)
	assert.Equal(t, o, again, "a fixed seed gives the same sample")
}

// An enumeration guesses the tree's size as it goes: one whose rare branch
// holds more leaves than the limit is sampled after a few of them, not
// after the limit's worth, and one that fits is enumerated to the end.
func TestOddsGiveUpEnumeratingEarly(t *testing.T) {
	cascade := engine.Action{Kind: "cascade"}
	tests := []struct {
		name       string
		leaves     int
		exact      bool
		enumerated int // leaves played before sampling, at most
		runs       int
	}{
		{"too large", 1000, false, 64, 500},
		{"fits", 1303, true, 1303, 1303},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := closeGame(t)
			before := snap(t, e)
			played := 0
			o, err := e.OddsWith(cascade, engine.OddsOptions{Leaves: tt.leaves, Samples: 500, Leaf: func(*engine.Engine, float64) error {
				played++
				return nil
			}})
			require.NoError(t, err)
			assert.Equal(t, before, snap(t, e))
			assert.Equal(t, tt.exact, o.Exact)
			assert.Equal(t, tt.runs, o.Runs)
			enumerated := played
			if !o.Exact {
				enumerated -= o.Runs
			}
			assert.LessOrEqual(t, enumerated, tt.enumerated)
		})
	}
}

// 1,000 samples of 1/1000 each add up to a hair over 1: an outcome that
// every sample gives keeps a chance of 1 and a margin that is a number.
func TestSampledChancesStayProbabilities(t *testing.T) {
	e := closeGame(t)
	o, err := e.OddsWith(engine.Action{Kind: "feint"}, engine.OddsOptions{Leaves: 1, Samples: 1000})
	require.NoError(t, err)
	require.False(t, o.Exact)
	require.Len(t, o.Outcomes, 1)
	assert.Equal(t, 1.0, o.Outcomes[0].P)
	assert.False(t, math.IsNaN(o.Outcomes[0].Margin))
}

// A caller that stops wanting the odds ends the work, and the game is as
// it was.
func TestOddsStop(t *testing.T) {
	e := closeGame(t)
	before := snap(t, e)
	stop := make(chan struct{})
	close(stop)
	_, err := e.OddsWith(engine.Action{Kind: "volley", Params: map[string]any{"target": "b1"}}, engine.OddsOptions{Stop: stop})
	require.ErrorIs(t, err, engine.ErrStopped)
	assert.Equal(t, before, snap(t, e))
}

// The plays of odds share one budget: each well within it, together past
// it they fail, naming the odds, and the game is as it was.
func TestOddsBudget(t *testing.T) {
	e := closeGame(t)
	volley := engine.Action{Kind: "volley", Params: map[string]any{"target": "b1"}}
	host := e.Meter.(*script.Host)
	spent := host.Spent().Steps
	_, err := e.Odds(volley)
	require.NoError(t, err)
	plays := host.Spent().Steps - spent // 36 plays
	tests := []struct {
		name  string
		steps int64
		ok    bool
	}{
		{"all the plays fit", plays + plays/10, true},
		{"a sixth of them", plays / 6, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := snap(t, e)
			o, err := e.OddsWith(volley, engine.OddsOptions{Steps: tt.steps})
			assert.Equal(t, before, snap(t, e))
			if tt.ok {
				require.NoError(t, err)
				assert.Equal(t, 36, o.Runs)
				return
			}
			require.ErrorIs(t, err, engine.ErrOverBudget)
			assert.Contains(t, err.Error(), fmt.Sprintf("odds of volley: ran over its total budget of %d Lua instructions", tt.steps))
		})
	}
}
