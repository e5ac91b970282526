package engine_test

import (
	"maps"
	"testing"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/game"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// guarded lays preconditions over the skirmish: a hit trooper shoots no
// more, and a shot needs a target of another side (a rule the scripts
// also check, later). The hurt scenario starts with a1 hit.
const guarded = `
precondition "unhurt" {
  rule      = "s.shoot"
  code      = "hit"
  each      = ["unit"]
  condition = !unit.statuses.hit
  reason    = "${unit.id} is hit and shoots no more"
}
precondition "turn" {
  rule      = "s.turn"
  code      = "not_yours"
  condition = state.active_side == "" || unit.side == state.active_side
}
patch "action" "shoot" { requires = ["turn", "unhurt"] }
precondition "placed" {
  code      = "off_map"
  actions   = ["shoot", "move"]
  condition = unit.on_map
  reason    = "${unit.id} is not on the map"
}
scenario "hurt" {
  title = "Hurt"
  board {
    cols    = 6
    rows    = 6
    terrain = "open"
  }
  unit "a1" {
    type     = "trooper"
    side     = "red"
    at       = "A1"
    statuses = ["hit"]
  }
  unit "a2" {
    type = "trooper"
    side = "red"
    at   = "B1"
  }
  unit "b1" {
    type = "trooper"
    side = "blue"
    at   = "B3"
  }
  active_side = "red"
}
scenario "reserve" {
  extends = "hurt"
  title   = "Hurt, with a trooper in reserve"
  unit "a3" {
    type = "trooper"
    side = "red"
  }
}
`

func TestPreconditionsJudgeBeforeScripts(t *testing.T) {
	r, err := rulesetWith(t, "skirmish", guarded)
	require.NoError(t, err)
	e, err := r.New(game.Config{Scenario: "hurt", Dice: dice.NewScripted([]int{6})})
	require.NoError(t, err)
	shoot := func(unit string) engine.Action {
		return engine.Action{Kind: "shoot", Params: map[string]any{"unit": unit, "target": "b1"}}
	}
	tests := []struct {
		name, unit, code, rule, reason string
	}{
		{"a hit unit is refused by the data, with its reason", "a1", "hit", "s.shoot", "a1 is hit and shoots no more"},
		{"a unit of the side not to act, citing the rule's title", "b1", "not_yours", "s.turn", "Turns alternate"},
		{"a fit unit of the side to act meets them", "a2", "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before, err := e.Digest()
			require.NoError(t, err)
			err = e.Validate(shoot(tt.unit))
			failed, ferr := e.FailedPrecondition(shoot(tt.unit))
			require.NoError(t, ferr)
			if tt.code == "" {
				require.NoError(t, err)
				assert.Nil(t, failed)
				return
			}
			rej, ok := engine.IsRejection(err)
			require.True(t, ok, "want a rejection, got %v", err)
			assert.Equal(t, tt.code, rej.Code)
			assert.Equal(t, tt.rule, rej.Rule)
			assert.Equal(t, tt.reason, rej.Reason)
			require.NotNil(t, failed)
			assert.Equal(t, rej.Veto, failed.Veto, "a script asking gets the same answer")
			after, derr := e.Digest()
			require.NoError(t, derr)
			assert.Equal(t, before, after, "a refusal changes nothing")
		})
	}
	// the candidates of the legal-action list are judged the same way
	legal, err := e.LegalActions()
	require.NoError(t, err)
	for _, a := range legal {
		if a.Kind == "shoot" {
			assert.Equal(t, "a2", a.Params["unit"], "only the fit unit shoots")
		}
	}
	// a precondition that reads a parameter left out holds
	failed, err := e.FailedPrecondition(engine.Action{Kind: "shoot", Params: map[string]any{"target": "b1"}})
	require.NoError(t, err)
	assert.Nil(t, failed)
}

// A study may count what validation refuses, by rule: every refusal it
// judges, so listing the same state twice counts its refusals twice.
func TestRejectionCounts(t *testing.T) {
	r, err := rulesetWith(t, "skirmish", guarded)
	require.NoError(t, err)
	e, err := r.New(game.Config{Scenario: "hurt", Dice: dice.NewScripted([]int{6})})
	require.NoError(t, err)
	e.RejectionCounts = map[string]int{}
	_, err = e.LegalActions()
	require.NoError(t, err)
	first := maps.Clone(e.RejectionCounts)
	assert.Positive(t, first["s.shoot"], "the hit unit's shots, refused by the precondition unhurt")
	_, err = e.LegalActions()
	require.NoError(t, err)
	for rule, n := range first {
		assert.Equal(t, 2*n, e.RejectionCounts[rule], rule)
	}
}

// A precondition that reads only the state judges the kind as a whole: an
// action kind it refuses is unavailable, and lists no candidates.
func TestStatePreconditionsJudgeAvailability(t *testing.T) {
	r, err := rulesetWith(t, "skirmish", guarded+`
precondition "reds-only" {
  rule      = "s.turn"
  code      = "blue_waits"
  condition = state.active_side == "red"
}
patch "action" "move" { requires = ["reds-only"] }
`)
	require.NoError(t, err)
	e, err := r.New(game.Config{Scenario: "duel", Dice: dice.NewScripted([]int{6})})
	require.NoError(t, err)
	require.NoError(t, e.Available("move"), "red is to act")
	cands, err := e.Candidates("move")
	require.NoError(t, err)
	assert.NotEmpty(t, cands)
	require.NoError(t, e.Submit(engine.Action{Kind: "end_turn"}), "the refit phase hands the turn to blue")
	require.Equal(t, "blue", e.State.ActiveSide)
	rej, ok := engine.IsRejection(e.Available("move"))
	require.True(t, ok, "blue may not move at all")
	assert.Equal(t, "blue_waits", rej.Code)
	cands, err = e.Candidates("move")
	require.NoError(t, err)
	assert.Empty(t, cands, "an unavailable kind lists no candidates")
	require.NoError(t, e.Available("shoot"), "a precondition of units is no verdict on the kind")

	e.RejectionCounts = map[string]int{}
	_, err = e.LegalActions()
	require.NoError(t, err)
	assert.Equal(t, 1, e.RejectionCounts["s.turn"], "a kind refused whole counts once a listing")
}

// A precondition without a rule of its own cites the rule of the action it
// refuses: one block serves actions of several rules.
func TestPreconditionCitesTheActionsRule(t *testing.T) {
	r, err := rulesetWith(t, "skirmish", guarded)
	require.NoError(t, err)
	e, err := r.New(game.Config{Scenario: "reserve", Dice: dice.NewScripted([]int{6})})
	require.NoError(t, err)
	for _, tt := range []struct {
		action engine.Action
		rule   string
	}{
		{engine.Action{Kind: "shoot", Params: map[string]any{"unit": "a3", "target": "b1"}}, "s.shoot"},
		{engine.Action{Kind: "move", Params: map[string]any{"unit": "a3", "to": "A2"}}, "s.move"},
	} {
		rej, ok := engine.IsRejection(e.Validate(tt.action))
		require.True(t, ok, tt.action.Kind)
		assert.Equal(t, "off_map", rej.Code)
		assert.Equal(t, tt.rule, rej.Rule)
		assert.Equal(t, "a3 is not on the map", rej.Reason)
	}
	require.NoError(t, e.Validate(engine.Action{Kind: "move", Params: map[string]any{"unit": "a2", "to": "C1"}}), "a unit on the map moves")
}
