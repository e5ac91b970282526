package script_test

import (
	"testing"

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
