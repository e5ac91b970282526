package script_test

import (
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A profile counts each handler's own instructions apart from those of
// the handlers its work fires inside it, and counts nothing once stopped.
func TestProfileCountsOwnAndNested(t *testing.T) {
	e := game{files: map[string]string{"rulesets/t/prof.lua": resolveWith(`  local n = 0
  for i = 1, 200 do n = n + i end
  nw68.compute{ stage = "dv", name = "DV", terms = { { "armor", 2, "x.y" } }, facts = { cover = true } }`) + `
nw68.on("modify", "dv", function(v, facts)
  local n = 0
  for i = 1, 50 do n = n + i end
  v.add("cover", 1, "x.z")
end)
`}}.start(t)
	host := e.Meter.(*script.Host)
	host.StartProfile()
	require.NoError(t, e.Submit(poke("a")))
	costs := host.StopProfile()
	byPoint := map[string]script.HandlerCost{}
	for _, c := range costs {
		byPoint[c.Point] = c
	}
	resolve, modify := byPoint["action_resolve"], byPoint["modify"]
	require.Equal(t, 1, resolve.Calls)
	require.Equal(t, 1, modify.Calls)
	assert.Greater(t, modify.Steps, int64(100), "the modify handler's loop")
	assert.Equal(t, modify.Steps, modify.Total, "nothing fires inside it")
	assert.Greater(t, resolve.Steps, int64(400), "the resolve handler's own loop")
	assert.Equal(t, resolve.Steps+modify.Total, resolve.Total, "the modify handler ran inside the resolve")
	assert.Equal(t, costs[0].ID, resolve.ID, "the costliest first")
	assert.Contains(t, resolve.Source, "rulesets/t/prof.lua:")

	require.NoError(t, e.Submit(poke("a")))
	assert.Empty(t, host.StopProfile(), "a stopped profile counts nothing")
}

// blueOnly is a precondition poke must meet: its unit is blue.
const blueOnly = `precondition "blue-only" {
  rule      = "x.y"
  actions   = ["poke"]
  code      = "not_blue"
  condition = unit.side == "blue"
  reason    = "${unit.id} is not blue"
}
`

// nw68.precondition judges an action's preconditions for a script: nil
// when they hold, else the code, rule and reason of the first that fails
// (a templated reason as its key and values, to pass on); its parameters
// are named, never a list.
func TestPreconditionFromScript(t *testing.T) {
	g := game{files: map[string]string{
		"rulesets/t/pre.hcl": blueOnly,
		"rulesets/t/pre.lua": resolveWith(`  local code, rule, reason, params = nw68.precondition("poke", { unit = "b" })
  nw68.log("x.y", table.concat({ tostring(code), tostring(rule), tostring(reason), params.unit_id }, "|"))
  nw68.log("x.y", tostring(nw68.precondition("poke", { unit = "a" })))
  nw68.log("x.y", tostring(nw68.precondition("poke", {})))
  nw68.log("x.y", tostring((pcall(nw68.precondition, "poke", { "a" }))))`),
	}}
	e := g.start(t)
	require.NoError(t, e.Submit(poke("a")))
	var lines []string
	for _, l := range e.Log {
		lines = append(lines, l.Text)
	}
	assert.Equal(t, []string{"not_blue|x.y|precondition blue-only reason|b", "nil", "nil", "false"}, lines,
		"b fails, a holds, a parameter left out holds, a list is refused")
	rej, ok := engine.IsRejection(e.Submit(poke("b")))
	require.True(t, ok, "the kernel refuses what the script was told")
	assert.Equal(t, "not_blue", rej.Code)
}

// A script that passes a precondition's refusal on as its own veto keeps
// its key and values: the rejection reads as the precondition's would.
func TestAPreconditionsRefusalPassedOn(t *testing.T) {
	g := game{files: map[string]string{
		"rulesets/t/pre.hcl": blueOnly,
		"rulesets/t/relay.lua": `nw68.on("action_validate", "poke", function(a)
  return nw68.precondition("poke", { unit = "b" })
end)`,
	}}
	e := g.start(t)
	rej, ok := engine.IsRejection(e.Submit(poke("a")))
	require.True(t, ok)
	assert.Equal(t, "not_blue", rej.Code)
	assert.Equal(t, "b is not blue", rej.Reason)
	assert.Equal(t, "precondition blue-only reason", rej.Key)
	assert.Equal(t, map[string]any{"unit_id": "b"}, rej.Params)
}
