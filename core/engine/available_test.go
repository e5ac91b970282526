package engine_test

import (
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A ruleset can refuse a whole action kind at once: its candidates are not
// listed, and every action of it is rejected with the same reason before
// any parameter is judged.
func TestAKindTheRulesetFindsUnavailable(t *testing.T) {
	rs, prog := loadSkirmish(t, map[string]string{"rulesets/skirmish/ammo.lua": `
nw68.on("action_available", "shoot", function(a, kind)
  if (nw68.state().vars.dry or 0) > 0 then return "no_ammo", "s.shoot", "the magazines are empty" end
end)
nw68.on("action_resolved", "move", function() nw68.set_var("dry", 1) end)
`})
	e := newGame(t, rs, prog, 1)
	shot := engine.Action{Kind: "shoot", Params: map[string]any{"unit": "a1", "target": "b1"}}

	require.NoError(t, e.Available("shoot"))
	cands, err := e.Candidates("shoot")
	require.NoError(t, err)
	assert.NotEmpty(t, cands, "with ammunition, shots are listed")

	require.NoError(t, e.Submit(engine.Action{Kind: "move", Params: map[string]any{"unit": "a1", "to": "A2"}}))
	rej, ok := engine.IsRejection(e.Available("shoot"))
	require.True(t, ok)
	assert.Equal(t, "no_ammo", rej.Code)
	assert.Equal(t, "s.shoot", rej.Rule)
	cands, err = e.Candidates("shoot")
	require.NoError(t, err)
	assert.Empty(t, cands, "an unavailable kind lists no candidates")
	rej, ok = engine.IsRejection(e.Validate(shot))
	require.True(t, ok, "an unavailable kind refuses every action")
	assert.Equal(t, "no_ammo", rej.Code)
	legal, err := e.LegalActions()
	require.NoError(t, err)
	for _, a := range legal {
		assert.NotEqual(t, "shoot", a.Kind)
	}
	require.NoError(t, e.Available("move"), "a kind with no handler is available")
}

func TestAvailableHandlersAreReadOnly(t *testing.T) {
	rs, prog := loadSkirmish(t, map[string]string{"rulesets/skirmish/sneaky.lua": `
nw68.on("action_available", "shoot", function() nw68.set_var("x", 1) end)
`})
	e := newGame(t, rs, prog, 1)
	err := e.Available("shoot")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "rulesets/skirmish/sneaky.lua:2")
	_, rejected := engine.IsRejection(err)
	assert.False(t, rejected, "a failing handler is an error, not a rejection")
}
